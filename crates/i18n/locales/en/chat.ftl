# The server's own lines in a match's chat: a seat handed to a bot, taken back,
# opened for someone else, a match abandoned. The server sends each with its
# arguments; `chat-system-why` is the reason the others begin with.

chat-system-why = { $reason ->
    [timeout] { $name }'s time ran out
    [handed-over] { $name } was away for over { chat-system-minutes } and { $by } handed their seat over
    [learner-left] The learner left the tutorial
   *[left] { $name } left
}
chat-system-minutes = { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
}
chat-system-stands-in = { chat-system-why }: the { $bot } bot plays seat { $seat } until { $name } comes back and reclaims it.
chat-system-back = { $name } is back and plays seat { $seat } again (the { $bot } bot steps aside).
chat-system-seat-open = { chat-system-why }: seat { $seat } is open; anyone with the invite link may take it and play on.
chat-system-takes-seat = { $name } takes seat { $seat } and plays on.
chat-system-abandoned = { chat-system-why }, and this game cannot go on without that seat: the match ends here, abandoned.
