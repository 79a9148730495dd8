# The lobby: the list of matches and the counts beside it.

lobby-people-online = { $count ->
    [one] { $count } person online now
   *[other] { $count } people online now
}
lobby-matches-in-play = { $count ->
    [one] { $count } match in play with people at the table
   *[other] { $count } matches in play with people at the table
}
lobby-open-tables = { $count ->
    [0] No open table
    [one] One open table
   *[other] { $count } open tables
}
lobby-seats-free = { $free ->
    [0] full
    [one] one seat free
   *[other] { $free } seats free
}
lobby-seats-filled = { $filled }/{ $count } seats

## The page's cards.

lobby-start-heading = Start a match
lobby-loading-games = Loading games…
lobby-matches-heading = Matches
lobby-assist-heading = At a real table?
lobby-assist-text = The deduction assistant keeps your notepad for Cluedo, Haven't a Cluedo or Lady Alice: enter your hand (or your evidence card) and what happens at the table, and see how likely every card is in the envelope or in each hand, or every clue is evidence.
lobby-assist-open = Open the deduction assistant
lobby-unjoined-note = { $minutes ->
    [one] An open match nobody has joined leaves this list after { $minutes } minute; its invite link still works.
   *[other] An open match nobody has joined leaves this list after { $minutes } minutes; its invite link still works.
}

## A game's create form.

lobby-players = Players
lobby-players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
lobby-variants = Variants
lobby-rules-link = Rules
lobby-leaderboard-link = Leaderboard
lobby-team-success-link = Team success
# $article is "a" or "an", the English article before the game's name.
lobby-create = { $article ->
    [an] Create an { $game } match
   *[other] Create a { $game } match
}
lobby-learn = Learn to play
    .title = A guided first game
lobby-learn-titled = A guided first game: { $title }
lobby-learn-how = solo, with hints at every step
lobby-learn-how-long = about { $minutes } minutes, solo, with hints at every step
lobby-options-legend = Match
lobby-rated = Rated
lobby-rated-accounts-only = (accounts only)
lobby-rated-log-in-before = (accounts only:
lobby-rated-log-in-link = log in
lobby-rated-log-in-after = { " " }to play it)
lobby-clock = Clock
lobby-clock-custom = Real time: choose…
lobby-clock-bank = Seconds in the bank
lobby-clock-increment = Seconds added per move
lobby-clock-custom-plus = s +
lobby-clock-custom-per-move = s a move
lobby-stand-in = An absent player's seat is played by the
    .aria-label = Bot for an absent player
lobby-absent-bot = When a player's time runs out or they leave, that bot plays their seat until they come back.
lobby-absent-people-only = This game needs people in every seat: if a player's time runs out or they leave, the match ends.

## The figures of a case, puzzle or scenario under its menu.

lobby-figures-introductory = introductory
lobby-figures-difficulty = difficulty { $difficulty } of { $max }
lobby-figures-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
}
lobby-figures-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
lobby-figures-minutes = { $count } min
lobby-figures-under-a-minute = under a minute
lobby-figures-length = about { $length } · { $minutes }
lobby-figures-played = played { $played } · solved { $solved }
lobby-figures-not-played = not played yet
lobby-figures-stars = { $count ->
    [one] ★ { $stars } ({ $count } rating)
   *[other] ★ { $stars } ({ $count } ratings)
}
lobby-figures-no-ratings = no ratings yet

## The list of matches.

lobby-filter-game = Show matches of
lobby-filter-show = Show
lobby-filter-all-games = All games
lobby-filter-open = only with a seat to take
lobby-no-match-fits = No match fits these filters.
lobby-no-matches-yet = No matches yet: create one above.
lobby-status-open = open
lobby-status-playing = playing
lobby-status-finished = finished
lobby-status-abandoned = abandoned
lobby-action-join = Join
lobby-action-watch = Watch
lobby-action-see = See
lobby-action-replay = Replay
lobby-final-table = final table
lobby-result-no-winner = no winner
lobby-result-team-won = the team won
lobby-result-won = { $count ->
   *[other] { $names } won
}
lobby-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
lobby-finished-today = finished { $time }
lobby-finished-on = finished { $day }, { $time }
lobby-created-today = created { $time }
lobby-created-on = created { $day }, { $time }
lobby-alike = { $place } of { $count } alike
