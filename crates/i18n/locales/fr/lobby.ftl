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
lobby-seats-filled = { $filled }/{ $count } places

## Les cadres de la page.

lobby-start-heading = Lancer une partie
lobby-loading-games = Chargement des jeux…
lobby-matches-heading = Parties
lobby-assist-heading = Autour d’une vraie table ?
lobby-assist-text = L’assistant de déduction tient votre carnet pour Cluedo, Haven't a Cluedo ou Lady Alice : saisissez votre main (ou votre carte d’indice) et ce qui se passe à la table, et il affiche la probabilité que chaque carte soit dans l’enveloppe ou dans chaque main, ou que chaque indice soit une preuve.
lobby-assist-open = Ouvrir l’assistant de déduction
lobby-unjoined-note = { $minutes ->
    [one] Une partie ouverte que personne n’a rejointe quitte cette liste après { $minutes } minute ; son lien d’invitation reste valable.
   *[other] Une partie ouverte que personne n’a rejointe quitte cette liste après { $minutes } minutes ; son lien d’invitation reste valable.
}

## Le formulaire de création d’un jeu.

lobby-players = Nombre de places
lobby-players-count = { $count ->
    [one] { $count } place
   *[other] { $count } places
}
lobby-variants = Variantes
lobby-rules-link = Règles
lobby-leaderboard-link = Classement
lobby-team-success-link = Réussite des équipes
# $article vaut « a » ou « an », l’article anglais devant le nom du jeu : « an »
# indique que le nom commence par une voyelle, d’où l’élision « d’ ».
lobby-create = { $article ->
    [an] Créer une partie d’{ $game }
   *[other] Créer une partie de { $game }
}
lobby-learn = Apprendre à jouer
    .title = Une première partie guidée
lobby-learn-titled = Une première partie guidée : { $title }
lobby-learn-how = en solo, avec des conseils à chaque étape
lobby-learn-how-long = environ { $minutes } minutes, en solo, avec des conseils à chaque étape
lobby-options-legend = Partie
lobby-rated = Classée
lobby-rated-accounts-only = (avec un compte)
lobby-rated-log-in-before = (avec un compte :
lobby-rated-log-in-link = connectez-vous
lobby-rated-log-in-after = { " " }pour la jouer)
lobby-clock = Pendule
lobby-clock-custom = En temps réel : au choix…
lobby-clock-bank = Secondes de réserve
lobby-clock-increment = Secondes ajoutées à chaque coup
lobby-clock-custom-plus = s +
lobby-clock-custom-per-move = s par coup
lobby-stand-in = Bot qui joue la place d’une personne absente :
    .aria-label = Bot qui remplace une personne absente
lobby-absent-bot = Quand le temps d’une personne est écoulé ou qu’elle s’en va, ce bot joue sa place jusqu’à son retour.
lobby-absent-people-only = Ce jeu se joue avec une personne à chaque place : si le temps de l’une d’elles est écoulé ou si elle s’en va, la partie s’arrête.

## Les chiffres d’une enquête, d’une énigme ou d’un scénario sous son menu.

lobby-figures-introductory = initiation
lobby-figures-difficulty = difficulté { $difficulty } sur { $max }
lobby-figures-rounds = { $count ->
    [one] { $count } tour
   *[other] { $count } tours
}
lobby-figures-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
lobby-figures-minutes = { $count } min
lobby-figures-under-a-minute = moins d’une minute
lobby-figures-length = environ { $length } · { $minutes }
lobby-figures-played = { $played ->
    [one] { $played } partie
   *[other] { $played } parties
} · { $solved ->
    [one] { $solved } réussie
   *[other] { $solved } réussies
}
lobby-figures-not-played = aucune partie pour l’instant
lobby-figures-stars = { $count ->
    [one] ★ { $stars } ({ $count } note)
   *[other] ★ { $stars } ({ $count } notes)
}
lobby-figures-no-ratings = pas encore de note

## La liste des parties.

lobby-filter-game = Afficher les parties de
lobby-filter-show = Afficher
lobby-filter-all-games = Tous les jeux
lobby-filter-open = seulement avec une place à prendre
lobby-no-match-fits = Aucune partie ne correspond à ces filtres.
lobby-no-matches-yet = Pas encore de partie : lancez-en une ci-dessus.
lobby-status-open = ouverte
lobby-status-playing = en cours
lobby-status-finished = terminée
lobby-status-abandoned = abandonnée
lobby-action-join = Rejoindre
lobby-action-watch = Regarder
lobby-action-see = Voir
lobby-action-replay = Revoir
lobby-final-table = table finale
lobby-result-no-winner = sans vainqueur
lobby-result-team-won = l’équipe a gagné
lobby-result-won = { $names } { $count ->
    [one] a gagné
   *[other] ont gagné
}
lobby-moves = { $count ->
    [one] { $count } coup
   *[other] { $count } coups
}
lobby-finished-today = terminée à { $time }
lobby-finished-on = terminée le { $day } à { $time }
lobby-created-today = créée à { $time }
lobby-created-on = créée le { $day } à { $time }
lobby-alike = n° { $place } sur { $count } identiques
