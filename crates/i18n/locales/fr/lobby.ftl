# Le salon : la liste des parties et les comptes à côté.

lobby-people-online = { $count ->
    [one] { $count } personne en ligne
   *[other] { $count } personnes en ligne
}
lobby-matches-in-play = { $count ->
    [one] { $count } partie en cours avec des personnes à la table
   *[other] { $count } parties en cours avec des personnes à la table
}
lobby-open-tables = { $count ->
    [0] Aucune table ouverte
    [one] Une table ouverte
   *[other] { $count } tables ouvertes
}
lobby-seats-free = { $free ->
    [0] complète
    [one] une place libre
   *[other] { $free } places libres
}
