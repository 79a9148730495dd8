# Le salon : la liste des parties et les comptes à côté.

lobby-open-tables = { $count ->
    [0] Aucune table ouverte
    [one] Une table ouverte
   *[other] { $count } tables ouvertes
}
lobby-players-online = { $count ->
    [one] { $count } personne en ligne
   *[other] { $count } personnes en ligne
}
lobby-seats-free = { $free ->
    [0] complète
    [one] une place libre
   *[other] { $free } places libres
}
