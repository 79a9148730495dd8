# Who is here (presence.js): a seat's online or away mark in a match's seats
# bar, and handing an absent person's seat to a bot (or opening it, or ending
# the match) with the question asked first. $name is the person's name, $seat
# the seat's number, $after the time the server waits before offering it.

presence-online = en ligne
presence-away-seconds = hors ligne depuis { $count } s
presence-away-minutes = hors ligne depuis { $count } min
presence-away-hours = hors ligne depuis { $count } h
presence-away-days = { $count ->
    [one] hors ligne depuis { $count } jour
   *[other] hors ligne depuis { $count } jours
}
presence-span = { $seconds ->
    [0] { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
   *[other] { $minutes ->
        [0] { $seconds ->
            [one] { $seconds } seconde
           *[other] { $seconds } secondes
        }
       *[other] { $minutes } min { $seconds } s
    }
}
presence-connected = { $name } est en ligne
presence-not-connected = { $name } n’est plus en ligne sur cette partie
presence-seat-connected = Cette place est en ligne
presence-seat-not-connected = Cette place n’est plus en ligne sur cette partie
presence-hand-why = La place de { $name } n’a plus de connexion à cette partie depuis plus de { $after }.
presence-end-question = Arrêter la partie en raison de l’absence de { $name } ?
presence-end-detail = Ce jeu ne peut pas continuer sans la place { $seat } : la partie s’arrête pour tout le monde, abandonnée, sans résultat.
presence-end = Arrêter la partie
presence-open-question = Libérer la place de { $name } ?
presence-open-detail = Aucun bot ne sait jouer à ce jeu : { $name } quitte la partie et la place { $seat } s’ouvre à toute personne ayant le lien d’invitation, qui reprend le jeu à partir de là.
presence-open = Libérer la place
presence-bot-question = Confier la place de { $name } à un bot ?
presence-bot-detail = Un bot joue la place { $seat } à partir de maintenant, la partie continue donc ; { $name } reprend sa place à son retour.
presence-bot-rated = Cette partie est classée : si le bot joue encore la place { $seat } à la fin de la partie, { $name } perd par forfait (dernière place, comptée comme une défaite).
presence-bot = Confier à un bot
presence-wait = Attendre
presence-not-connected-to-server = Pas de connexion au serveur : reconnexion en cours, réessayez dans un instant.
