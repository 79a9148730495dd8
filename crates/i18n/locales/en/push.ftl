# Push notifications (push.rs): a table waiting for the recipient's move, an
# invitation to a table, and the test notification, in the recipient's language.

push-turn-title = Your turn: { $game }
push-turn-body = { $count ->
    [0] The table is waiting for your move.
    [one] { $names } is waiting for your move.
   *[other] { $names } are waiting for your move.
}
push-invitation-title = An invitation to { $game }
push-invitation-body = { $inviter } invites you to their table.
push-test-title = Sleuth notifications work
push-test-body = { $name }, you will hear here when a table waits for you.
# The last two names of a list of people: "Ann, Bo and Cy".
push-list-and = { $init } and { $last }
