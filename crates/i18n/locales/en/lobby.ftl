# The lobby: the list of matches and the counts beside it.

lobby-open-tables = { $count ->
    [0] No open table
    [one] One open table
   *[other] { $count } open tables
}
lobby-players-online = { $count ->
    [one] one player online
   *[other] { $count } players online
}
lobby-seats-free = { $free ->
    [0] full
    [one] one seat free
   *[other] { $free } seats free
}
