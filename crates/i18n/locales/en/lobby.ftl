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
