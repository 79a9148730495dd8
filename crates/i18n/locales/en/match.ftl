# The match page: its header, the seats before the start, the turn prompt, the
# players' bar with clocks, leaving and reclaiming a seat, the chat, the invite,
# the end of the game (replay, analysis, rematch, ratings, stars).

match-title-default = Match
match-connection-connecting = connecting…
match-connection-open = connected
match-connection-closed = disconnected — reconnecting…
match-rules = Rules
match-not-connected = Not connected to the server: reconnecting, try again in a moment.
match-refused = The server refused that ({ $kind }).
match-no-such-match = There is no such match.

## After the game

match-rematch = Rematch
match-rematch-join = Join the rematch
match-rematch-watch = Watch the rematch
match-campaign = The campaign
match-campaign-named = Campaign: { $group }
match-after-game = After the game
match-replay-link = Watch the replay
match-analysis-link = See the analysis
match-rating-changes = Rating changes
match-rating-forfeit = · forfeit: a stand-in bot finished for them
match-rate-title = { $noun ->
    [case] Rate this case
    [puzzle] Rate this puzzle
    [scenario] Rate this scenario
   *[other] Rate this game
}
match-rate-stars-group = { $noun ->
    [case] Your stars for this case, 1 to 5
    [puzzle] Your stars for this puzzle, 1 to 5
    [scenario] Your stars for this scenario, 1 to 5
   *[other] Your stars for this game, 1 to 5
}
match-rate-star = { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}
match-rate-star-title = { $stars } of 5
match-rate-ask = { $noun ->
    [case] How good was this case? Your stars help others choose.
    [puzzle] How good was this puzzle? Your stars help others choose.
    [scenario] How good was this scenario? Your stars help others choose.
   *[other] How good was this game? Your stars help others choose.
}
match-rate-given-case = { $stars ->
    [one] You gave this case { $stars } star; you may change it.
   *[other] You gave this case { $stars } stars; you may change it.
}
match-rate-given-puzzle = { $stars ->
    [one] You gave this puzzle { $stars } star; you may change it.
   *[other] You gave this puzzle { $stars } stars; you may change it.
}
match-rate-given-scenario = { $stars ->
    [one] You gave this scenario { $stars } star; you may change it.
   *[other] You gave this scenario { $stars } stars; you may change it.
}
match-rate-given-game = { $stars ->
    [one] You gave this game { $stars } star; you may change it.
   *[other] You gave this game { $stars } stars; you may change it.
}
match-rate-mean = { $count ->
    [one] Players' rating: ★ { $mean } ({ $count } rating).
   *[other] Players' rating: ★ { $mean } ({ $count } ratings).
}

## The log and the table

match-no-notes = No notes in this variant: only the latest event is shown, as at the table. The whole log appears when the game ends.
match-game-log = Game log
match-table-failed = The table could not be drawn: { $error }
match-no-table = { $game } has no table yet in this browser UI. Here is the raw view.
match-game-over-raw = Game over: { $summary }
match-legal-actions = Your legal actions

## The turn prompt

match-prompt-lobby = { $seats ->
    [one] Waiting for players: { $filled } of { $seats } seat filled.
   *[other] Waiting for players: { $filled } of { $seats } seats filled.
}
match-prompt-abandoned = This match was abandoned: it has ended for everyone.
match-prompt-loading = The match has started: loading the table…
match-prompt-game-over = Game over. { $summary }
match-prompt-your-turn = Your turn.
match-prompt-waiting-for = Waiting for { $names }.
match-prompt-watching = { $prompt } (You are watching.)
match-notify-your-turn = Your turn in { $game }
match-document-your-turn = ● Your turn · Sleuth

## The chat

match-chat = Chat
match-chat-name =
    .placeholder = Your name
    .aria-label = Your name in the chat
match-chat-as = Chat as
match-chat-input =
    .placeholder = Say something to the table
    .aria-label = Chat message
match-chat-send = Send
match-chat-needs-name = Type the name you chat under first.
match-chat-watching = { $name } (watching)
match-chat-mute = mute
match-chat-mute-title = Hide { $name }'s messages (only for you)
match-chat-hidden = { $count ->
    [one] { $count } message hidden from:
   *[other] { $count } messages hidden from:
}
match-chat-unmute = { $name } (unmute)

## The seats before the start

match-seats = Seats
match-seat = Seat { $seat }
match-seat-empty = empty
match-you = you
match-you-sit = You sit in seat { $seat }.
match-join-as = You join as { $account } (your account).
match-rated-needs-account = This match is rated: only people with an account can take a seat.
match-rated-login = Log in or create an account
match-rated-come-back = You come back to this page afterwards; meanwhile you can watch.
match-your-name = Your name
match-seat-choice =
    .aria-label = { $choice } in seat { $seat }
    .title = { $choice }
match-join-here = Join here
match-bot-for-seat =
    .aria-label = Bot for seat { $seat }
match-bot-name = { $bot ->
    [baseline] baseline bot
    [solver] solver bot
    [planner] planner bot
   *[other] { $bot } bot
}
match-add-bot = Add bot
match-seat-bot = (bot)
match-seat-online = (online)
match-seat-offline = (offline)
match-leave = Leave
match-remove = Remove
match-invite-link = Invite link
match-copy = Copy
match-invite-copied = Invite link copied.
match-copy-failed = Copy failed: select the link and copy it by hand.
match-start-fill = Start (fill every seat first)
match-start-blocked = Start ({ $reason })
match-start = Start the match
match-start-who-seat = The host or { $name } ({ $seat }) starts the match once every seat is filled.
match-start-who-host = The host starts the match once every seat is filled.
match-type-name = Type your name first.

## Playing: the players' bar, leaving and taking seats

match-leave-title = Leave the table?
match-leave-bot-detail = A bot plays your seat until you come back and reclaim it.
match-leave-bot = Leave (a bot plays)
match-leave-end-detail = This game needs people in every seat: the match ends for everyone, with no result.
match-leave-end = Leave and end the match
match-leave-stay = Stay
match-leave-table = Leave the table
match-stand-in = { $bot ->
    [baseline] baseline bot plays
    [solver] solver bot plays
    [planner] planner bot plays
   *[other] { $bot } bot plays
}
match-reclaim = Reclaim my seat
match-claim = Claim for { $account }
match-claim-title = Record this seat under your account (profile, history)
match-claimed = This seat is now in your history.
match-seat-open = open
match-seat-left = { $name } left
match-take-name =
    .placeholder = Your name
    .aria-label = Your name for seat { $seat }
match-take-seat = Take this seat
match-seat-open-anyone = anyone with the invite link may take it

## An abandoned match

match-abandoned-reason = A player left, and this game cannot go on without them.
match-abandoned = This match has ended: it was abandoned.
match-abandoned-detail = Nobody can play on, and it has no result. The table below is shown as it stood.
