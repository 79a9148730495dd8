# La page d’une partie : son en-tête, les places avant le début, l’invite du
# tour, la barre des places avec les pendules, quitter et reprendre sa place, la
# discussion, l’invitation, la fin de partie (relecture, analyse, revanche,
# classements, étoiles).

match-title-default = Partie
match-connection-connecting = connexion…
match-connection-open = connexion établie
match-connection-closed = connexion perdue — reconnexion…
match-rules = Règles
match-not-connected = Pas de connexion au serveur : reconnexion en cours, réessayez dans un instant.
match-refused = Le serveur a refusé ({ $kind }).
match-no-such-match = Cette partie n’existe pas.

## Après la partie

match-rematch = Revanche
match-rematch-join = Rejoindre la revanche
match-rematch-watch = Regarder la revanche
match-campaign = La campagne
match-campaign-named = Campagne : { $group }
match-after-game = Après la partie
match-replay-link = Revoir la partie
match-analysis-link = Voir l’analyse
match-rating-changes = Évolution des cotes
match-rating-forfeit = · forfait : un bot remplaçant a fini la partie à sa place
match-rate-title = { $noun ->
    [case] Notez cette enquête
    [puzzle] Notez cette énigme
    [scenario] Notez ce scénario
   *[other] Notez cette partie
}
match-rate-stars-group = { $noun ->
    [case] Vos étoiles pour cette enquête, de 1 à 5
    [puzzle] Vos étoiles pour cette énigme, de 1 à 5
    [scenario] Vos étoiles pour ce scénario, de 1 à 5
   *[other] Vos étoiles pour cette partie, de 1 à 5
}
match-rate-star = { $stars ->
    [one] { $stars } étoile
   *[other] { $stars } étoiles
}
match-rate-star-title = { $stars } sur 5
match-rate-ask = { $noun ->
    [case] Qu’avez-vous pensé de cette enquête ? Vos étoiles aident les autres à choisir.
    [puzzle] Qu’avez-vous pensé de cette énigme ? Vos étoiles aident les autres à choisir.
    [scenario] Qu’avez-vous pensé de ce scénario ? Vos étoiles aident les autres à choisir.
   *[other] Qu’avez-vous pensé de cette partie ? Vos étoiles aident les autres à choisir.
}
match-rate-given-case = { $stars ->
    [one] Vous avez donné { $stars } étoile à cette enquête ; vous pouvez changer d’avis.
   *[other] Vous avez donné { $stars } étoiles à cette enquête ; vous pouvez changer d’avis.
}
match-rate-given-puzzle = { $stars ->
    [one] Vous avez donné { $stars } étoile à cette énigme ; vous pouvez changer d’avis.
   *[other] Vous avez donné { $stars } étoiles à cette énigme ; vous pouvez changer d’avis.
}
match-rate-given-scenario = { $stars ->
    [one] Vous avez donné { $stars } étoile à ce scénario ; vous pouvez changer d’avis.
   *[other] Vous avez donné { $stars } étoiles à ce scénario ; vous pouvez changer d’avis.
}
match-rate-given-game = { $stars ->
    [one] Vous avez donné { $stars } étoile à cette partie ; vous pouvez changer d’avis.
   *[other] Vous avez donné { $stars } étoiles à cette partie ; vous pouvez changer d’avis.
}
match-rate-mean = { $count ->
    [one] Note du public : ★ { $mean } ({ $count } note).
   *[other] Note du public : ★ { $mean } ({ $count } notes).
}

## Le journal et la table

match-no-notes = Pas de notes dans cette variante : seul le dernier événement est affiché, comme à la table. Le journal complet apparaît à la fin de la partie.
match-game-log = Journal de la partie
match-table-failed = La table n’a pas pu être dessinée : { $error }
match-no-table = { $game } n’a pas encore de table dans ce navigateur. Voici la vue brute.
match-game-over-raw = Partie terminée : { $summary }
match-legal-actions = Vos actions possibles

## L’invite du tour

match-prompt-lobby = { $filled ->
    [one] En attente : { $filled } place occupée sur { $seats }.
   *[other] En attente : { $filled } places occupées sur { $seats }.
}
match-prompt-abandoned = Cette partie a été abandonnée : elle est terminée pour tout le monde.
match-prompt-loading = La partie a commencé : chargement de la table…
match-prompt-game-over = Partie terminée. { $summary }
match-prompt-your-turn = À vous de jouer.
match-prompt-waiting-for = On attend { $names }.
match-prompt-watching = { $prompt } (Vous regardez en spectateur.)
match-notify-your-turn = À vous de jouer : { $game }
match-document-your-turn = ● À vous de jouer · Sleuth

## La discussion

match-chat = Discussion
match-chat-name =
    .placeholder = Votre nom
    .aria-label = Votre nom dans la discussion
match-chat-as = Écrire sous le nom
match-chat-input =
    .placeholder = Un mot pour la table
    .aria-label = Message
match-chat-send = Envoyer
match-chat-needs-name = Indiquez d’abord le nom sous lequel vous écrivez.
match-chat-watching = { $name } (en spectateur)
match-chat-mute = masquer
match-chat-mute-title = Masquer les messages de { $name } (pour vous seulement)
match-chat-hidden = { $count ->
    [one] { $count } message masqué de :
   *[other] { $count } messages masqués de :
}
match-chat-unmute = { $name } (réafficher)

## Les places avant le début

match-seats = Places
match-seat = Place { $seat }
match-seat-empty = libre
match-you = vous
match-you-sit = Vous êtes à la place { $seat }.
match-join-as = Vous rejoignez la table en tant que { $account } (votre compte).
match-rated-needs-account = Cette partie est classée : seules les personnes qui ont un compte peuvent y prendre place.
match-rated-login = Se connecter ou créer un compte
match-rated-come-back = Vous revenez ensuite sur cette page ; en attendant, vous pouvez regarder.
match-your-name = Votre nom
match-seat-choice =
    .aria-label = { $choice } à la place { $seat }
    .title = { $choice }
match-join-here = S’asseoir ici
match-bot-for-seat =
    .aria-label = Bot pour la place { $seat }
match-bot-name = { $bot ->
    [baseline] Bot de base
    [solver] Bot solveur
    [planner] Bot stratège
    [random] Bot aléatoire
   *[other] Bot { $bot }
}
match-add-bot = Ajouter un bot
match-seat-bot = (bot)
match-seat-online = (en ligne)
match-seat-offline = (hors ligne)
match-leave = Quitter
match-remove = Retirer
match-invite-link = Lien d’invitation
match-copy = Copier
match-invite-copied = Lien d’invitation copié.
match-copy-failed = La copie a échoué : sélectionnez le lien et copiez-le vous-même.
match-start-fill = Commencer (occupez d’abord toutes les places)
match-start-blocked = Commencer ({ $reason })
match-start = Commencer la partie
match-start-who-seat = L’hôte ou { $name } ({ $seat }) lance la partie dès que toutes les places sont occupées.
match-start-who-host = L’hôte lance la partie dès que toutes les places sont occupées.
match-type-name = Indiquez d’abord votre nom.

## En jeu : la barre des places, quitter et prendre une place

match-leave-title = Quitter la table ?
match-leave-bot-detail = Un bot joue à votre place jusqu’à ce que vous reveniez la reprendre.
match-leave-bot = Quitter (un bot joue)
match-leave-end-detail = Ce jeu demande une personne à chaque place : la partie s’arrête pour tout le monde, sans résultat.
match-leave-end = Quitter et arrêter la partie
match-leave-stay = Rester
match-leave-table = Quitter la table
match-stand-in = { $bot ->
    [baseline] le bot de base joue
    [solver] le bot solveur joue
    [planner] le bot stratège joue
    [random] le bot aléatoire joue
   *[other] le bot { $bot } joue
}
match-reclaim = Reprendre ma place
match-claim = Rattacher à { $account }
match-claim-title = Enregistrer cette place dans votre compte (profil, historique)
match-claimed = Cette place figure maintenant dans votre historique.
match-seat-open = libre
match-seat-left = { $name } a quitté la table
match-take-name =
    .placeholder = Votre nom
    .aria-label = Votre nom pour la place { $seat }
match-take-seat = Prendre cette place
match-seat-open-anyone = toute personne ayant le lien d’invitation peut la prendre

## Une partie abandonnée

match-abandoned-reason = Une personne est partie, et ce jeu ne peut pas continuer sans elle.
match-abandoned = Cette partie est terminée : elle a été abandonnée.
match-abandoned-detail = Personne ne peut continuer, et elle n’a pas de résultat. La table ci-dessous est montrée telle qu’elle était.
