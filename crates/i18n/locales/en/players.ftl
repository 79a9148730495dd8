# People (players.js): the account page (log in, sign up, log out, the
# password), a player's profile, the leaderboards, the header's account link, the
# lobby's "your turn" card, its notifications and the time left on a clock.

players-nav-log-in = Log in
players-nav-account = account
players-log-in = Log in
players-name = Name
players-password = Password
players-sign-up = Create an account
players-sign-up-help = Optional: guests play as before. An account keeps your matches and ratings. A name has 3 to 24 letters, digits, "_", "-" or "."; a password at least 8 characters. No e-mail needed.
players-sign-up-submit = Create the account
players-logged-in-info = Logged in as { $name }.
players-logged-in = Logged in as { $name }
players-my-profile = Your profile and history
players-password-heading = Change the password
players-password-help = Your other sessions (other browsers) are logged out.
players-password-current = Current password
players-password-new = New password
players-password-submit = Change it
players-password-changed = Password changed.
players-log-out = Log out

## A profile.

players-profile-column-game = Game
players-profile-column-played = Played
players-profile-column-won = Won
players-profile-column-rating = Rating
players-profile-column-rated = Rated matches
players-profile-won = won
players-profile-place = place { $place }
players-profile-forfeit-rated = forfeit: a stand-in bot finished this game
players-profile-forfeit = a stand-in bot finished this game for you
players-profile-rated-change = rated { $before } → { $after } ({ $change })
players-profile-unrated = unrated
players-profile-replay = replay
players-profile-analysis = analysis
players-profile-account = Account: password, log out
players-profile-about = Playing since { $since }. Ratings are Weng-Lin's, shown as μ − 3σ (a new player starts at 0). A game a stand-in bot finished for you is a forfeit: placed last, never a win.
players-profile-games = Games
players-profile-no-game = No finished match yet.
players-profile-matches = Matches
players-profile-no-match = None yet.

## Leaderboards.

players-leaderboards = Leaderboards
players-leaderboard-heading = { $game }: leaderboard
players-leaderboard-column-rank = #
players-leaderboard-column-player = Player
players-leaderboard-column-rating = Rating
players-leaderboard-column-matches = Matches
players-leaderboard-none = No rated match yet.
players-leaderboard-about = Rated matches between accounts (bots are rated too). Rating: Weng-Lin μ − 3σ.
players-team-heading = { $game }: team success
players-team-column-variant = Scenario · difficulty
players-team-column-matches = Matches
players-team-column-won = Won
players-team-column-success = Success
players-team-none = No team has finished a match with an account yet.
players-team-about = A cooperative game is not rated: here is how often teams win each scenario at each difficulty.

## The lobby's "your turn" card, its notifications, and a clock's time left.

players-your-turn = Your turn
players-your-turn-left = { $time } left
players-your-turn-play = Play
players-your-turn-nothing = Nothing waits for you.
players-your-turn-in = Your turn in { $game }
players-clock-hours = { $hours } h { $minutes } min
players-clock-days = { $days } d { $hours } h

## Bots as seats name them, by their kind (the server's bot names).

players-bot-name = { $bot ->
    [baseline] baseline bot
    [solver] solver bot
    [planner] planner bot
   *[other] { $bot } bot
}
