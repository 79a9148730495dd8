# Refus : pourquoi une action, une configuration ou une demande a été refusée. Le
# serveur envoie l’identifiant et les arguments de chaque refus à côté de la phrase
# anglaise ; les places sont des nombres comptés à partir de 1 ; les noms de cartes,
# d’indices, de lieux et d’enquêtes sont transmis tels quels.

## Le moteur, pour tous les jeux

errors-play-game-over = la partie est terminée
errors-play-no-such-seat = il n’y a pas de place { $seat } à une table de { $players }
errors-play-not-your-turn = ce n’est pas le tour de la place { $seat }
errors-play-malformed-action = ce n’est pas une action de { $game } : { $detail }
errors-config-malformed = configuration de { $game } invalide : { $detail }
errors-replay-unknown-game = jeu inconnu « { $game } » ; jeux connus : { $known }
errors-replay-rules-version = l’enregistrement suit la version { $record } des règles de { $game } ; cette version du site joue la version { $ours } et ne peut pas rejouer fidèlement la version { $record }
errors-replay-setup = la configuration ou la graine de l’enregistrement est invalide : { $reason }
errors-replay-format = le format d’enregistrement { $format } n’est pas pris en charge (seul le format 1 est lu) ; ou son générateur « { $rng } » n’est pas le nôtre
errors-replay-illegal-action = l’action { $index } ({ $action }) de la place { $seat } a été refusée : { $reason }

## Lady Alice

errors-lady-alice-player-count = Lady Alice se joue de 3 à 5 personnes, pas { $players }
errors-lady-alice-rules-version = cette partie de Lady Alice a été jouée avec la version { $version } des règles ; ce site joue la version { $ours } et peut rejouer les versions 1 et 2
errors-lady-alice-suspicion-phase = c’est la phase de soupçon : la personne qui tient le carnet doit formuler un soupçon
errors-lady-alice-not-suspicion-phase = seule la personne qui tient le carnet formule un soupçon, au début d’un tour
errors-lady-alice-missing-clue = { $action ->
    [suspicion] un soupçon
    [accusation] une accusation
   *[other] { $action }
} demande un indice de la catégorie { $category ->
    [suspect] suspect
    [place] lieu
    [time] heure
    [object] objet
   *[other] { $category }
}
errors-lady-alice-wrong-category = { $clue } est de la catégorie { $actual ->
    [suspect] suspect
    [place] lieu
    [time] heure
    [object] objet
   *[other] { $actual }
}, pas { $expected ->
    [suspect] suspect
    [place] lieu
    [time] heure
    [object] objet
   *[other] { $expected }
}
errors-lady-alice-same-as-previous = ce soupçon est identique au précédent ({ $suspicion })
errors-lady-alice-only-covered-clues = un soupçon ne peut pas porter uniquement sur des indices couverts
errors-lady-alice-clue-covered = { $clue } est couvert : les jetons se posent seulement sur des indices non couverts
errors-lady-alice-area-full = { $clue } porte déjà { $capacity } jetons, le maximum pour une zone
errors-lady-alice-no-such-counter-value = un jeton vaut 0, 1 ou 2, pas { $value }
errors-lady-alice-no-counter-left = il ne vous reste aucun jeton de valeur { $value }
errors-lady-alice-removed-category-missing = à 3 personnes, une accusation doit nommer la catégorie que vous pensez retirée
errors-lady-alice-removed-category-not-in-play = seule une accusation à 3 personnes nomme une catégorie retirée
errors-lady-alice-clue-in-removed-category = la catégorie désignée comme retirée ({ $category ->
    [suspect] suspect
    [place] lieu
    [time] heure
    [object] objet
   *[other] { $category }
}) doit rester vide

## Haven't a Cluedo

errors-havent-a-cluedo-players = Haven't a Cluedo se joue de { $min } à { $max } personnes, pas { $players }
errors-havent-a-cluedo-round-limit = la limite de tours doit être comprise entre 1 et { $max }, pas { $limit }
errors-havent-a-cluedo-character-count = la configuration nomme { $given } { $given ->
    [one] personnage
   *[other] personnages
} pour { $players } personnes : nommez-en un par place, ou aucun pour la répartition par défaut (la place 1 joue Miss Kingston, la place 2 Gruppenführer Fontana, et ainsi de suite)
errors-havent-a-cluedo-unknown-character = « { $name } » (place { $seat }) n’est pas un personnage de ce jeu ; les personnages sont { $choices }
errors-havent-a-cluedo-duplicate-character = { $name } est choisi par la place { $first } et par la place { $second } : chaque personnage n’est joué que par une place
errors-havent-a-cluedo-burgess-variant-without-burgess = la variante « Burgess en diagonale » (burgess_goes_diagonal) ne change que les déplacements du Révérend Burgess, et aucune place ne le joue : choisissez le Révérend Burgess pour une place ou désactivez la variante
errors-havent-a-cluedo-characters-under-version-1 = avec la version 1 des règles, la place i joue la i-ème personne dans l’ordre du tour : sa configuration ne peut pas choisir les personnages ; le choix existe à partir de la version { $version }
errors-havent-a-cluedo-wrong-time-roll-first = vous ne pouvez pas { $action ->
    [roll] lancer le dé
    [move] vous déplacer
    [suggest] faire une suggestion
    [show-a-card] montrer une carte
    [take-a-secret-passage] prendre un passage secret
    [end-your-turn] finir votre tour
   *[play] jouer
} maintenant : lancez d’abord le dé
errors-havent-a-cluedo-wrong-time-nobody-asks = vous ne pouvez pas { $action ->
    [roll] lancer le dé
    [move] vous déplacer
    [suggest] faire une suggestion
    [show-a-card] montrer une carte
    [take-a-secret-passage] prendre un passage secret
    [end-your-turn] finir votre tour
   *[play] jouer
} maintenant : personne ne vous demande de carte
errors-havent-a-cluedo-wrong-time-not-in-a-room = vous ne pouvez pas { $action ->
    [roll] lancer le dé
    [move] vous déplacer
    [suggest] faire une suggestion
    [show-a-card] montrer une carte
    [take-a-secret-passage] prendre un passage secret
    [end-your-turn] finir votre tour
   *[play] jouer
} maintenant : votre pion n’est pas dans une pièce
errors-havent-a-cluedo-wrong-time-suggest-in-room = vous ne pouvez pas { $action ->
    [roll] lancer le dé
    [move] vous déplacer
    [suggest] faire une suggestion
    [show-a-card] montrer une carte
    [take-a-secret-passage] prendre un passage secret
    [end-your-turn] finir votre tour
   *[play] jouer
} maintenant : vous ne pouvez faire une suggestion que dans une pièce où votre pion est entré ce tour-ci, ou vers laquelle une suggestion l’a déplacé depuis votre dernier tour
errors-havent-a-cluedo-wrong-time-must-move = vous ne pouvez pas { $action ->
    [roll] lancer le dé
    [move] vous déplacer
    [suggest] faire une suggestion
    [show-a-card] montrer une carte
    [take-a-secret-passage] prendre un passage secret
    [end-your-turn] finir votre tour
   *[play] jouer
} maintenant : vous avez fait { $roll } et devez choisir où aller
errors-havent-a-cluedo-wrong-time-already-moved = vous ne pouvez pas { $action ->
    [roll] lancer le dé
    [move] vous déplacer
    [suggest] faire une suggestion
    [show-a-card] montrer une carte
    [take-a-secret-passage] prendre un passage secret
    [end-your-turn] finir votre tour
   *[play] jouer
} maintenant : votre pion s’est déjà déplacé ce tour-ci ; faites une suggestion ou finissez votre tour
errors-havent-a-cluedo-wrong-time-must-show = vous ne pouvez pas { $action ->
    [roll] lancer le dé
    [move] vous déplacer
    [suggest] faire une suggestion
    [show-a-card] montrer une carte
    [take-a-secret-passage] prendre un passage secret
    [end-your-turn] finir votre tour
   *[play] jouer
} maintenant : vous devez montrer une des cartes nommées que vous avez en main
errors-havent-a-cluedo-wrong-time-game-over = vous ne pouvez pas { $action ->
    [roll] lancer le dé
    [move] vous déplacer
    [suggest] faire une suggestion
    [show-a-card] montrer une carte
    [take-a-secret-passage] prendre un passage secret
    [end-your-turn] finir votre tour
   *[play] jouer
} maintenant : la partie est terminée
errors-havent-a-cluedo-wrong-time-not-your-turn = vous ne pouvez pas { $action ->
    [roll] lancer le dé
    [move] vous déplacer
    [suggest] faire une suggestion
    [show-a-card] montrer une carte
    [take-a-secret-passage] prendre un passage secret
    [end-your-turn] finir votre tour
   *[play] jouer
} maintenant : ce n’est pas le tour de la place { $seat }
errors-havent-a-cluedo-doors-blocked = toutes les portes de la pièce { $room } sont bloquées
errors-havent-a-cluedo-boxed-in = votre pion (ligne { $row }, colonne { $col }) est bloqué de tous côtés
errors-havent-a-cluedo-not-on-board-square = la case ligne { $row }, colonne { $col } n’est ni une case de couloir ni une pièce de ce plateau
errors-havent-a-cluedo-not-on-board-room = la pièce { $room } n’est ni une case de couloir ni une pièce de ce plateau
errors-havent-a-cluedo-not-on-board-unknown = « { $name } » n’est ni une case de couloir ni une pièce de ce plateau
errors-havent-a-cluedo-unreachable-square = la case ligne { $row }, colonne { $col } n’est pas accessible avec un jet de { $roll }
errors-havent-a-cluedo-unreachable-room = la pièce { $room } n’est pas accessible avec un jet de { $roll }
errors-havent-a-cluedo-unreachable-unknown = « { $name } » n’est pas accessible avec un jet de { $roll }
errors-havent-a-cluedo-no-passage = la pièce { $room } n’a pas de passage secret
errors-havent-a-cluedo-unknown-card = « { $name } » n’est pas { $category ->
    [person] une personne
    [article] un objet
    [room] une pièce
   *[other] une carte
} de ce jeu
errors-havent-a-cluedo-cannot-show = vous ne pouvez pas montrer { $card } : { $reason ->
    [it-was-not-named-in-the-suggestion] elle n’a pas été nommée dans la suggestion
    [you-do-not-hold-it] vous ne l’avez pas en main
   *[other] { $reason }
}

## Almost Innocent

errors-almost-innocent-players = Almost Innocent se joue de 2 à 5 personnes, pas { $players }
errors-almost-innocent-unknown-scenario = aucun scénario « { $name } » ; scénarios disponibles : { $shipped }
errors-almost-innocent-abilities-too-many = { $abilities } capacités pour { $seats } places
errors-almost-innocent-abilities-not-offered = { $ability } n’est pas proposé dans { $scenario }
errors-almost-innocent-abilities-twice = { $ability } est choisi par deux places
errors-almost-innocent-abilities-shared-needs-two = une capacité partagée n’existe qu’à deux personnes
errors-almost-innocent-abilities-not-shareable = { $ability } ne peut pas être la capacité partagée
errors-almost-innocent-rules-version = ce site joue les versions 1 et 2 des règles d’Almost Innocent, pas la version { $version }
errors-almost-innocent-campaign-not-normal = le nom de groupe de campagne « { $name } » n’est pas sous sa forme normale (NFC, sans espaces autour)
errors-almost-innocent-campaign-players = une partie d’Almost Innocent se joue de 2 à 5 (config.players)
errors-almost-innocent-campaign-difficulty = la difficulté (config.difficulty) est facile, moyenne ou détective : easy, medium ou detective
errors-almost-innocent-campaign-all-won = le groupe « { $group } » a gagné tous les scénarios de la campagne en difficulté { $difficulty ->
    [easy] facile
    [medium] moyenne
    [detective] détective
   *[other] { $difficulty }
} ; choisissez une difficulté plus élevée
errors-almost-innocent-campaign-not-next = le prochain scénario de la campagne du groupe « { $group } » est « { $next } », pas « { $asked } »
errors-almost-innocent-campaign-decided-by-unlocks = dans la campagne, les capacités débloquées décident de config.{ $key } ({ $ours }) : ne le précisez pas
errors-almost-innocent-campaign-language = config.language doit être un code de langue, par exemple « fr »
errors-almost-innocent-content-language = le scénario « { $scenario } » n’est pas écrit dans la langue « { $language } » ; il existe en : { $available }
errors-almost-innocent-no-such-line = { $line } n’est pas sur la grille (lignes 1 à 6, colonnes A à F)
errors-almost-innocent-line-used = { $kind ->
    [row] la ligne
   *[column] la colonne
} { $line } porte déjà un jeton Enquête
errors-almost-innocent-line-not-used = { $kind ->
    [row] la ligne
   *[column] la colonne
} { $line } n’a pas encore de jeton : Okra ne repose une question que sur une ligne ou colonne déjà utilisée
errors-almost-innocent-not-enough-tokens = pas assez de jetons Enquête pour cette question : il en faut { $need }, il en reste { $left }
errors-almost-innocent-no-quantity-tokens-left = pas assez de jetons Enquête pour cette question : plus aucun jeton sur la face Quantité
errors-almost-innocent-no-type-tokens-left = pas assez de jetons Enquête pour cette question : plus aucun jeton sur la face Type
errors-almost-innocent-type-not-in-play = le type { $kind ->
    [culprit] Coupable
    [victim] Victime
    [crime] Crime
    [evidence] Preuve
   *[place] Lieu
} n’est pas en jeu dans ce scénario
errors-almost-innocent-ability-unavailable = vous ne pouvez pas utiliser { $ability } maintenant (ce n’est pas votre personnage, le pouvoir est déjà utilisé ou n’est pas proposé)
errors-almost-innocent-signal-detective = pas de signal en difficulté détective
errors-almost-innocent-signal-already-signalled = vous avez déjà fait un signal ce tour-ci
errors-almost-innocent-signal-medium-ready-only = en difficulté moyenne, vous pouvez seulement dire si vous connaissez votre combinaison
errors-almost-innocent-signal-easy-types-only = en difficulté facile, signalez les types que vous avez trouvés ou sur lesquels vous hésitez
errors-almost-innocent-signal-types-in-order = citez chaque type en jeu au plus une fois, dans l’ordre de la résolution, trouvé ou hésitant
errors-almost-innocent-already-proposed = une résolution a déjà été proposée ce tour-ci
errors-almost-innocent-no-such-target = il n’y a pas de place { $seat } à cette table
errors-almost-innocent-unknown-clue = { $clue } n’est pas un indice de ce scénario
errors-almost-innocent-wrong-type = { $clue } n’est pas un indice de type { $kind ->
    [culprit] Coupable
    [victim] Victime
    [crime] Crime
    [evidence] Preuve
   *[place] Lieu
}
errors-almost-innocent-already-ruled-out = vous avez déjà nommé { $clue } et c’était faux
errors-almost-innocent-bad-zone = { $line } ne tient pas dans la grille (une zone de 2x2 cases commence dans les lignes 1 à 5 et les colonnes A à E)
errors-almost-innocent-not-a-queen-position = la Reine se place seulement sur les neuf blocs de 2x2 cases alignés (lignes 1, 3, 5 et colonnes A, C, E)
errors-almost-innocent-queen-must-move = la Reine doit aller à une autre position
errors-almost-innocent-false-mark-holds-none = ce marquage serait faux : la zone { $zone } ne contient aucun indice de la personne à votre gauche
errors-almost-innocent-false-mark-holds-one = ce marquage serait faux : la zone { $zone } contient un indice de la personne à votre gauche
errors-almost-innocent-bad-draw = piochez { $cards } { $cards ->
    [one] carte
   *[other] cartes
} dans des paquets en jeu qui ont encore des cartes, cités dans l’ordre de la résolution
errors-almost-innocent-discard-no-limits = ce scénario n’a pas de limite de types de question : laissez la défausse vide
errors-almost-innocent-discard-name-extra-face = la Reine garde cette ligne : indiquez la face du jeton supplémentaire à défausser
errors-almost-innocent-discard-no-extra-due = aucun jeton supplémentaire n’est dû : laissez la défausse vide
errors-almost-innocent-not-now-question-turn = ce n’est pas possible maintenant : c’est un tour de question
errors-almost-innocent-not-now-din-draw = ce n’est pas possible maintenant : la cible de Din doit choisir les paquets où piocher
errors-almost-innocent-not-now-din-reveal = ce n’est pas possible maintenant : la cible de Din doit révéler une des cartes piochées
errors-almost-innocent-not-now-teor-mark = ce n’est pas possible maintenant : la cible de Teor doit marquer une zone
errors-almost-innocent-not-now-queen-choice = ce n’est pas possible maintenant : la Reine doit être déplacée
errors-almost-innocent-not-now-proposal = ce n’est pas possible maintenant : la table répond à une proposition de résolution
errors-almost-innocent-not-now-resolution = ce n’est pas possible maintenant : la résolution est en cours
errors-almost-innocent-not-now-over = ce n’est pas possible maintenant : la partie est terminée
errors-almost-innocent-not-now-out-of-turn = ce n’est pas possible maintenant : c’est le tour de la place { $seat } : hors de son tour, on ne peut utiliser que Din et Teor
errors-almost-innocent-not-now-guessing = ce n’est pas possible maintenant : la place { $seat } annonce : pendant ce temps, on ne peut utiliser que Din et Teor
errors-almost-innocent-not-now-edd-asks = ce n’est pas possible maintenant : Edd ne pose de question que sur le Coupable (animal ?) ou la Preuve (liquide ?)
errors-almost-innocent-not-now-teor-must-mark = ce n’est pas possible maintenant : avec la version 1 des règles, la cible de Teor doit marquer une zone (le refus est venu avec la version 2)
errors-almost-innocent-not-now-not-drawn = ce n’est pas possible maintenant : { $clue } n’est pas une des cartes piochées
errors-almost-innocent-not-now-no-resolution = ce n’est pas possible maintenant : aucune résolution en cours

## Watson & Holmes

errors-watson-holmes-players = Watson & Holmes se joue de 2 à 7 personnes, pas { $players }
errors-watson-holmes-unknown-case = aucune enquête « { $name } » ; enquêtes disponibles : { $shipped }
errors-watson-holmes-rules-version = Watson & Holmes n’a pas de version { $version } des règles
errors-watson-holmes-custom-case = l’enquête écrite pour cette partie a des problèmes : { $problems }
errors-watson-holmes-content-language = l’enquête « { $case } » n’est pas écrite dans la langue « { $language } » ; elle existe en : { $available }
errors-watson-holmes-wrong-phase-visiting = ce n’est pas possible pendant la phase de visite
errors-watson-holmes-wrong-phase-watson = ce n’est pas possible pendant la phase de la carte Watson
errors-watson-holmes-wrong-phase-reading = ce n’est pas possible pendant la phase d’enquête
errors-watson-holmes-wrong-phase-reading-done = ce n’est plus possible : vous avez fini votre lecture de la phase d’enquête
errors-watson-holmes-wrong-phase-answering = ce n’est pas possible pendant les réponses au 221B
errors-watson-holmes-wrong-phase-over = ce n’est plus possible : l’enquête est close
errors-watson-holmes-not-your-visit = ce n’est pas à vous de placer votre pion
errors-watson-holmes-no-such-location = l’enquête n’a pas de lieu { $location }
errors-watson-holmes-not-enough-carriages = vous avez { $have } fiacres, pas { $need }
errors-watson-holmes-bid-too-low = pour prendre le lieu { $location } à la personne qui le visite, vous devez miser au moins { $need } fiacres
errors-watson-holmes-policed = le lieu { $location } est sous surveillance policière : jouez un jeton de levée ou ayez un crochet
errors-watson-holmes-needs-lockpick = le lieu { $location } ne se lit qu’avec un crochet
errors-watson-holmes-no-call-off = vous n’avez pas de jeton de levée
errors-watson-holmes-watson-taken = la carte Watson est déjà prise ce tour-ci
errors-watson-holmes-no-watson = la carte Watson n’est pas en jeu dans cette enquête
errors-watson-holmes-carriage-stop-closed = la Station de fiacres est fermée dans cette enquête : impossible de gagner des fiacres
errors-watson-holmes-already-watson = vous avez déjà pris la carte Watson
errors-watson-holmes-no-police-to-call-off = le lieu { $location } n’a pas de jeton Police à lever
errors-watson-holmes-character-used = votre personnage est déjà utilisé ou défaussé
errors-watson-holmes-timing-carriage-stop-last-round = impossible d’utiliser la station de fiacres maintenant : c’est votre dernière manche, allez au 221B
errors-watson-holmes-timing-visit-last-round = impossible de faire une visite maintenant : c’est votre dernière manche, allez au 221B
errors-watson-holmes-timing-watson-not-yours = impossible d’utiliser la carte Watson maintenant : elle n’est pas à vous cette manche
errors-watson-holmes-timing-not-your-turn-to-answer = impossible de répondre maintenant : ce n’est pas votre tour de répondre
errors-watson-holmes-timing-reveal-her-on-your-turn = impossible d’utiliser { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] l’inspecteur Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} maintenant : révélez-la à votre tour, pendant la phase de visite
errors-watson-holmes-timing-reveal-him-on-your-turn = impossible d’utiliser { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] l’inspecteur Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} maintenant : révélez-le à votre tour, pendant la phase de visite
errors-watson-holmes-timing-reveal-before-answering = impossible d’utiliser { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] l’inspecteur Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} maintenant : révélez-la avant les réponses au 221B
errors-watson-holmes-timing-wiggins-names-no-copy = impossible d’utiliser Wiggins maintenant : nommez le personnage révélé qu’il copie
errors-watson-holmes-timing-wiggins-copies-revealed = impossible d’utiliser Wiggins maintenant : il copie un personnage qu’une autre personne a révélé, jamais Toby
errors-watson-holmes-timing-only-wiggins-copies = impossible d’utiliser { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] l’inspecteur Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} maintenant : seul Wiggins copie un autre personnage
errors-watson-holmes-timing-only-mycroft-chooses = impossible d’utiliser { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] l’inspecteur Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} maintenant : seul Mycroft Holmes choisit une personne
errors-watson-holmes-timing-only-lestrade-moves = impossible d’utiliser { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] l’inspecteur Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} maintenant : seul l’inspecteur Lestrade déplace un jeton Police
errors-watson-holmes-timing-mycroft-in-investigation = impossible d’utiliser Mycroft Holmes maintenant : il lit une autre carte pendant la phase d’enquête
errors-watson-holmes-timing-mycroft-chooses-nobody = impossible d’utiliser Mycroft Holmes maintenant : choisissez la personne dont vous lisez la carte
errors-watson-holmes-timing-toby-after-visiting = impossible d’utiliser Toby maintenant : révélez-le après la phase de visite
errors-watson-holmes-timing-toby-needs-location = impossible d’utiliser Toby maintenant : votre pion doit être sur une carte lieu
errors-watson-holmes-timing-lestrade-names-no-cards = impossible d’utiliser l’inspecteur Lestrade maintenant : nommez la carte surveillée et la carte où va le jeton
errors-watson-holmes-timing-shinwell-has-lockpick = impossible d’utiliser Shinwell Johnson maintenant : vous avez déjà un crochet
errors-watson-holmes-timing-shinwell-no-lockpick-left = impossible d’utiliser Shinwell Johnson maintenant : il ne reste aucun crochet dans la réserve
errors-watson-holmes-nothing-to-read = la place { $seat } n’a aucune carte à lire à voix haute
errors-watson-holmes-never-aloud = cette carte ne peut jamais être lue à voix haute
errors-watson-holmes-no-such-seat = il n’y a pas de place { $seat }
errors-watson-holmes-cannot-police-no-location-read = vous ne pouvez pas poser de jeton Police : vous n’avez lu aucune carte lieu
errors-watson-holmes-cannot-police-no-police-token = vous ne pouvez pas poser de jeton Police : vous n’avez pas de jeton Police
errors-watson-holmes-cannot-police-not-watchable = vous ne pouvez pas poser de jeton Police : cette carte ne peut pas être surveillée
errors-watson-holmes-cannot-police-already-watched = vous ne pouvez pas poser de jeton Police : elle est déjà surveillée
errors-watson-holmes-cannot-police-pawn-on-it = vous ne pouvez pas poser de jeton Police : un pion s’y trouve
errors-watson-holmes-toby-not-waiting-there = Toby ne peut pas aller au lieu { $location } : votre Toby n’y attend pas
errors-watson-holmes-toby-no-carriages = Toby ne peut pas aller au lieu { $location } : Toby ne peut pas être accompagné de fiacres
errors-watson-holmes-toby-no-revealed-toby = Toby ne peut pas aller au lieu { $location } : vous n’avez pas de Toby révélé
errors-watson-holmes-toby-stays-in-zone = Toby ne peut pas aller au lieu { $location } : Toby reste dans votre zone
errors-watson-holmes-answer-count = l’enquête pose { $expected } questions ; { $given } réponses ont été données
errors-watson-holmes-answer-text = une réponse compte au plus { $answer_chars } caractères, sans caractère de contrôle
errors-watson-holmes-blank-answers = toutes les réponses sont vides : rien n’a été remis à Holmes et vous devez encore répondre ; donnez au moins une réponse
errors-watson-holmes-not-failed = la place { $seat } n’a pas échoué au 221B
errors-watson-holmes-check-used = vous avez déjà utilisé votre vérification de réponses
errors-watson-holmes-no-such-question = l’enquête n’a pas de question { $question }
errors-watson-holmes-notebook-text = un carnet contient au plus { $notebook_chars } caractères, sans caractère de contrôle autre que les retours à la ligne et les tabulations
errors-watson-holmes-notebook-locked = Irene Adler vous a pris votre crayon : pas de notes ce tour-ci
errors-watson-holmes-eliminated = vous avez quitté l’enquête

## Lateral Puzzles

errors-lateral-puzzles-players = le jeu Lateral Puzzles se joue avec le Maître des énigmes et 2 à 8 personnes qui cherchent (3 à 9 personnes), pas { $players }
errors-lateral-puzzles-lateral-master = la place { $seat } ne peut pas être le Maître des énigmes à une table de { $players } places (place 1 à place { $players })
errors-lateral-puzzles-unknown-puzzle = aucune énigme « { $name } » ; énigmes disponibles : { $shipped }
errors-lateral-puzzles-puzzle = l’énigme personnalisée n’est pas valide : { $problems }
errors-lateral-puzzles-content-language = l’énigme « { $puzzle } » n’est pas écrite dans la langue « { $language } » ; elle existe en : { $available }
errors-lateral-puzzles-not-lateral-master = seul le Maître des énigmes peut faire cela
errors-lateral-puzzles-not-puzzler = le Maître des énigmes ne pose pas de questions et ne joue pas de cartes
errors-lateral-puzzles-frozen-spoiler = la table attend : la place { $seat } a joué un Spoiler (solution proposée { $spoiler }) et le Maître des énigmes la juge ; un Spoiler gèle la table jusqu’à son jugement (LP-5)
errors-lateral-puzzles-frozen-cooperation = la table attend : la place { $seat } a joué une carte Coopération et le Maître des énigmes fait l’échange ; une Coopération gèle la table jusqu’à ce que l’échange soit fait (LP-5)
errors-lateral-puzzles-frozen-spy = la table attend : la place { $seat } décide si elle défend la question { $question } avec Don Corleone
errors-lateral-puzzles-frozen-over-ninety = la table attend : plus de 90 points sont révélés ; le Maître des énigmes termine la partie ou accorde des tours supplémentaires (LP-3)
errors-lateral-puzzles-paused-one-left = la table attend : la place { $seat } a quitté la table ; le Maître des énigmes peut continuer sans elle ou attendre que quelqu’un prenne la place
errors-lateral-puzzles-paused-several-left = la table attend : les places { $seats } et { $last } ont quitté la table ; le Maître des énigmes peut continuer sans elles ou attendre que quelqu’un prenne leur place
errors-lateral-puzzles-paused-one-left-nobody-present = la table attend : la place { $seat } a quitté la table et plus personne ne cherche ; le Maître des énigmes attend que quelqu’un prenne une place, ou termine la partie
errors-lateral-puzzles-paused-several-left-nobody-present = la table attend : les places { $seats } et { $last } ont quitté la table et plus personne ne cherche ; le Maître des énigmes attend que quelqu’un prenne une place, ou termine la partie
errors-lateral-puzzles-not-your-turn = c’est le tour de la place { $seat }, pas le vôtre
errors-lateral-puzzles-already-acted = vous avez déjà { $what ->
    [asked-your-question] posé votre question
   *[other] { $what }
} ce tour-ci
errors-lateral-puzzles-card-turn = vous avez joué des cartes ce tour-ci : c’est un tour de cartes, pas un tour de question
errors-lateral-puzzles-nothing-done = posez une question ou jouez une carte avant de finir votre tour
errors-lateral-puzzles-question-pending = votre question est encore ouverte : attendez la réponse
errors-lateral-puzzles-first-round = au premier tour, on peut seulement poser des questions (LP-4)
errors-lateral-puzzles-one-card-limit = vous avez posé une question ce tour-ci : vous ne pouvez jouer qu’une carte pendant ce tour, et c’est fait (LP-5)
errors-lateral-puzzles-no-card = vous n’avez pas de carte { $card ->
    [tip-off] Tuyau
    [spoiler] Spoiler
    [mata-hari] Mata Hari
    [cooperation] Coopération
    [sherlock-holmes] Sherlock Holmes
    [padlock] Cadenas
    [don-corleone] Don Corleone
   *[queue] File d’attente
}
errors-lateral-puzzles-need-two-mata-hari = il faut deux cartes Mata Hari pour espionner une réponse cadenassée
errors-lateral-puzzles-question-open = la question { $question } attend le Maître des énigmes : une question à la fois
errors-lateral-puzzles-question-text = une question compte de 1 à { $question_chars } caractères sur une ligne, sans caractère de contrôle
errors-lateral-puzzles-spoiler-text = une solution proposée compte de 1 à { $spoiler_chars } caractères, sans caractère de contrôle autre que les retours à la ligne
errors-lateral-puzzles-no-such-question = il n’y a pas de question { $question }
errors-lateral-puzzles-no-such-spoiler = il n’y a pas de solution proposée { $spoiler }
errors-lateral-puzzles-no-such-puzzler = il n’y a personne qui cherche à la place { $seat }
errors-lateral-puzzles-no-such-part = l’énigme n’a pas de partie { $part }
errors-lateral-puzzles-parts-order = indiquez les parties devinées dans l’ordre croissant, chacune une fois
errors-lateral-puzzles-already-spoiled = la place { $seat } a déjà révélé la partie { $part }
errors-lateral-puzzles-nothing-to-answer = aucune question n’attend de réponse
errors-lateral-puzzles-not-the-open-question = la question ouverte est la question { $open }, pas la question { $given }
errors-lateral-puzzles-already-answered = la question { $question } a déjà reçu une réponse ; rien n’a changé
errors-lateral-puzzles-already-refused = la question { $question } a déjà été refusée ; rien n’a changé
errors-lateral-puzzles-already-judged = la solution proposée { $spoiler } a déjà été jugée ; rien n’a changé
errors-lateral-puzzles-already-left = vous avez déjà quitté la table
errors-lateral-puzzles-already-present = vous êtes déjà à la table
errors-lateral-puzzles-already-gone-on = la table continue déjà sans la place { $seat }
errors-lateral-puzzles-flag-unruled = la question { $question } a été signalée comme presque juste : tranchez-la d’abord (LP-6)
errors-lateral-puzzles-not-flagged = la question { $question } n’a pas été signalée comme presque juste : répondez-y ou refusez-la
errors-lateral-puzzles-not-rephrase = seule une réponse « Reformulez » peut inviter à une autre formulation
errors-lateral-puzzles-asker-away = la place { $seat } a quitté la table : on ne peut pas l’inviter à reformuler la question
errors-lateral-puzzles-no-rephrase = personne ne vous a invité à reformuler une question
errors-lateral-puzzles-not-your-tip-off = le Cadenas se pose seulement sur une question que vous avez posée avec une carte Tuyau et que vous détenez encore
errors-lateral-puzzles-already-padlocked = la question { $question } est déjà cadenassée
errors-lateral-puzzles-refused = la question { $question } a été refusée
errors-lateral-puzzles-public-answer = la question { $question } a une réponse publique
errors-lateral-puzzles-unanswered = la question { $question } n’a pas encore de réponse
errors-lateral-puzzles-own-answer = vous détenez vous-même la réponse à la question { $question }
errors-lateral-puzzles-already-known = vous connaissez déjà la réponse à la question { $question }
errors-lateral-puzzles-protected = la question { $question } est protégée par Don Corleone
errors-lateral-puzzles-padlocked-swap = la question { $question } est cadenassée et ne peut pas être échangée
errors-lateral-puzzles-not-your-answer = vous ne détenez pas la réponse à la question { $question }
errors-lateral-puzzles-no-such-position = il n’y a pas de position { $position } dans l’ordre de jeu
errors-lateral-puzzles-same-position = vous êtes déjà en position { $position } pour les tours suivants
errors-lateral-puzzles-conversion-limit = vous avez déjà converti { $max_conversions } cartes Spoiler
errors-lateral-puzzles-no-sherlock-left = la boîte n’a plus de carte Sherlock Holmes à donner : il y en a une dans chacun de ses { $puzzler_sets } jeux de cartes, les jeux de la table sont distribués et les autres déjà donnés
errors-lateral-puzzles-nothing-to-resolve = rien n’attend cela maintenant
errors-lateral-puzzles-extra-rounds = les tours supplémentaires s’accordent de 1 à { $max_extra_rounds } à la fois, une fois passés les 90 points
errors-lateral-puzzles-too-early = la partie ne peut pas être déclarée bloquée dès son premier tour
errors-lateral-puzzles-away = vous avez quitté la table : reprenez votre place pour jouer
errors-lateral-puzzles-not-away = la place { $seat } n’a pas quitté la table
errors-lateral-puzzles-nobody-left = continuer sans la place { $seat } ne laisserait personne pour chercher : attendez que quelqu’un prenne une place, ou terminez la partie

## Les refus du serveur lui-même

errors-server-hello-before-chat = envoyez hello avant de discuter
errors-server-chat-rate-limited = discussion : au plus 5 messages par 10 secondes
errors-server-messages-rate-limited = trop de messages : au plus 20 par seconde en moyenne
errors-server-message-too-large = un message compte au plus { $max } octets, celui-ci en a { $size }
errors-server-spectator-chat-needs-name = pour discuter en spectateur, envoyez hello avec un « name »
errors-server-act-needs-seat = seule une personne assise à une place peut jouer : envoyez hello avec le jeton de votre place
errors-server-not-started = la partie n’a pas encore commencé
errors-server-stood-in = un bot joue votre place pendant votre absence : reprenez-la pour rejouer
errors-server-time-out = votre temps est écoulé : un bot prend votre place ; reprenez-la pour rejouer
errors-server-token-not-a-string = un jeton est une chaîne de caractères ; vous regardez en spectateur
errors-server-token-not-a-seat = ce jeton n’appartient à aucune place de cette partie ; vous regardez en spectateur
errors-server-no-such-seat = il n’y a pas de place { $seat } : cette partie a { $seats } places
errors-server-already-started = la partie a déjà commencé
errors-server-seat-taken = la place { $seat } est prise
errors-server-rated-needs-account = une partie classée n’accepte que des comptes : connectez-vous (ou créez un compte) d’abord
errors-server-already-seated-rated = vous occupez déjà une place de cette partie classée
errors-server-claim-after-end = la partie est terminée et ses résultats sont enregistrés : une place se reprend avant la fin


## Les refus du navigateur lui-même

errors-client-unreachable = Le serveur est injoignable. `sleuth serve` est-il lancé ?
errors-client-http-status = Le serveur a répondu { $status }.


## Texte saisi par les personnes (noms, discussion, noms de groupe)

errors-text-empty = { $noun ->
    [display-name] un nom affiché
    [chat-message] un message de discussion
    [campaign-group-name] un nom de groupe de campagne
   *[other] un texte
} compte de 1 à { $max } caractères ; celui-ci est vide
errors-text-too-long = { $noun ->
    [display-name] un nom affiché
    [chat-message] un message de discussion
    [campaign-group-name] un nom de groupe de campagne
   *[other] un texte
} compte de 1 à { $max } caractères ; celui-ci en a { $chars }
errors-text-forbidden = { $noun ->
    [display-name] un nom affiché
    [chat-message] un message de discussion
    [campaign-group-name] un nom de groupe de campagne
   *[other] un texte
} ne peut pas contenir { $what ->
    [control-characters] de caractères de contrôle
    [bidirectional-controls] de caractères de contrôle bidirectionnels
    [line-or-paragraph-separators] de séparateurs de ligne ou de paragraphe
    [invisible-format-characters] de caractères de formatage invisibles
   *[other] { $what }
} : U+{ $code } au caractère { $position }
errors-text-invisible = { $noun ->
    [display-name] un nom affiché
    [chat-message] un message de discussion
    [campaign-group-name] un nom de groupe de campagne
   *[other] un texte
} doit contenir au moins un caractère visible ; celui-ci n’a que des liants ou des sélecteurs de variante

## Les solveurs de l’assistant de déduction : le cadre du refus, la raison à
## l’intérieur et les faits que la raison cite à l’intérieur de celle-ci (chacun
## dit d’abord, puis inséré comme texte). Les noms des personnes, des cartes et
## des catégories sont ceux du document ; les entrées sont comptées à partir de 0,
## comme le document les compte.

errors-solve-envelope = l’enveloppe
errors-solve-parse-json = document de connaissances illisible : { $detail }
errors-solve-parse-category-not-list = document de connaissances illisible : la catégorie « { $category } » doit être une liste de noms de cartes
errors-solve-contradiction = aucune distribution des cartes ne concorde : { $reason }
errors-solve-contradiction-first = aucune distribution des cartes ne concorde : { $reason } (la première contradiction vient de : { $source })
errors-solve-too-large = trop grand : { $reason }
errors-solve-undecided = impossible de trancher : le décompte exact est hors de portée et l’échantillonneur n’a trouvé aucune distribution compatible en { $tries } essais
errors-solve-source-my-hand-holds = ma main ({ $player } a { $card })
errors-solve-source-my-hand-lacks = ma main ({ $player } n’a pas { $card })
errors-solve-source-passed = hypothèse { $index } ({ $by } a proposé { $cards }) : { $player } a passé
errors-solve-source-showed = hypothèse { $index } ({ $by } a proposé { $cards }) : { $player } a montré { $card }
errors-solve-source-showed-a-card = hypothèse { $index } ({ $by } a proposé { $cards }) : { $player } a montré une carte
errors-solve-source-fact-has = fait { $index } ({ $holder } a { $card })
errors-solve-source-fact-lacks = fait { $index } ({ $holder } n’a pas { $card })
errors-solve-source-fact-one-of = fait { $index } ({ $player } a l’une de ces cartes : { $cards })
# La description qu’un jeu donne lui-même d’un fait, pour ses tests et ses journaux (jamais tirée d’un document envoyé par quelqu’un).
errors-solve-source-described = { $text }
errors-solve-reason-holds-and-lacks = { $holder } devrait à la fois avoir et ne pas avoir { $card } ({ $first } ; { $second })
errors-solve-reason-two-holders = { $card } ne peut pas être à la fois chez { $one } et chez { $other } ({ $first } ; { $second })
errors-solve-reason-no-holder = personne ne peut avoir { $card }
errors-solve-reason-overfull = { $player } aurait au moins { $forced } cartes mais n’en a que { $hand } en main
errors-solve-reason-underfull = { $player } ne peut avoir que { $possible } cartes mais en a { $hand } en main
errors-solve-reason-envelope-two = l’enveloppe contiendrait deux cartes de la catégorie { $category ->
    [suspects] suspects
    [weapons] armes
    [rooms] pièces
   *[other] { $category }
}
errors-solve-reason-envelope-none = l’enveloppe ne peut contenir aucune carte de la catégorie { $category ->
    [suspects] suspects
    [weapons] armes
    [rooms] pièces
   *[other] { $category }
}
errors-solve-reason-one-of-impossible = { $player } a l’une de ces cartes : { $cards }, mais ne peut en avoir aucune
errors-solve-reason-no-deal = les contraintes réunies n’admettent aucune distribution des cartes
errors-solve-invalid-no-categories = le paquet n’a aucune catégorie
errors-solve-invalid-empty-category = la catégorie « { $category } » n’a aucune carte
errors-solve-invalid-duplicate-card = le nom de carte « { $card } » apparaît deux fois
errors-solve-invalid-no-such-player = il n’y a pas de personne { $index } ({ $players } personnes jouent, numérotées à partir de 0)
errors-solve-invalid-unknown-player = personne inconnue : « { $name } »
errors-solve-invalid-unknown-deck = paquet inconnu : « { $name } » (paquets fournis : classic, havent-a-cluedo)
errors-solve-invalid-unknown-card = carte inconnue : « { $name } »
errors-solve-invalid-hand-without-me = my_hand est donné sans me
errors-solve-invalid-shown-not-suggested = hypothèse { $index } ({ $by } a proposé { $cards }) : la carte montrée « { $card } » ne faisait pas partie de l’hypothèse
errors-solve-invalid-shown-without-shown-by = hypothèse { $index } ({ $by } a proposé { $cards }) : shown est donné sans shown_by
errors-solve-invalid-one-of-for-envelope = fait { $fact } : has_one_of vaut pour les personnes, pas pour l’enveloppe
errors-solve-invalid-no-players = il n’y a personne à la table
errors-solve-invalid-player-called-envelope = personne ne peut s’appeler « envelope »
errors-solve-invalid-duplicate-player = le nom « { $name } » apparaît deux fois
errors-solve-invalid-hand-sizes = les mains totalisent { $sum } cartes, mais le paquet a { $cards } cartes en { $categories } catégories : les mains en tiennent donc { $expected }
errors-solve-invalid-my-hand-size = my_hand compte { $given } cartes mais la main de { $player } en compte { $size }
errors-solve-invalid-card-out-of-deck = la carte { $card } n’est pas dans le paquet
errors-solve-too-large-categories = le paquet a { $count } catégories, { $max } au plus sont prises en charge
errors-solve-too-large-cards = le paquet a { $count } cartes, { $max } au plus sont prises en charge
errors-solve-too-large-players = { $count } personnes, { $max } au plus sont prises en charge
errors-solve-too-large-hand = la main de { $player } est trop grande : { $max } cartes au plus sont prises en charge
errors-solve-too-large-overflow = le nombre de distributions dépasse 128 bits
errors-solve-too-large-sampler = le paquet est trop grand, même pour l’échantillonneur

## Le solveur de Lady Alice. Une entrée est l’endroit du document (suspicions[2]) ;
## une catégorie est sa clé (suspect, place, time, object) ; les places sont
## comptées à partir de 0.

# Ce qui ne va pas dans la forme du document ; un champ est sa clé (players, smiles).
errors-solve-lady-alice-not-an-object = document de connaissances mal formé : le document doit être un objet JSON
errors-solve-lady-alice-missing-field = document de connaissances mal formé : { $entry } : il manque le champ « { $field } »
errors-solve-lady-alice-players-not-integer = document de connaissances mal formé : players doit être un entier positif ou nul
errors-solve-lady-alice-seat-not-integer = document de connaissances mal formé : { $entry } : la place doit être un entier positif ou nul
errors-solve-lady-alice-not-an-integer = document de connaissances mal formé : { $entry } : { $field } doit être un entier positif ou nul
errors-solve-lady-alice-clue-not-text = document de connaissances mal formé : { $entry } : un indice se donne par son nom (une chaîne)
errors-solve-lady-alice-category-not-text = document de connaissances mal formé : { $entry } : une catégorie se donne par son nom (une chaîne)
errors-solve-lady-alice-unknown-category = document de connaissances mal formé : { $entry } : « { $name } » n’est pas une catégorie (suspect, place, time, object)
errors-solve-lady-alice-clues-not-list = document de connaissances mal formé : { $entry } : clues doit être une liste de noms d’indices
errors-solve-lady-alice-not-a-list = document de connaissances mal formé : { $field } doit être une liste
errors-solve-lady-alice-covered-not-bool = document de connaissances mal formé : { $entry } : covered vaut true ou false
errors-solve-lady-alice-player-count = Lady Alice se joue de 3 à 5 personnes, pas { $players }
errors-solve-lady-alice-seat-out-of-range = { $entry } : la place { $seat } n’existe pas à une table de { $players }
errors-solve-lady-alice-unknown-clue = { $entry } : « { $name } » n’est pas un indice de Lady Alice
errors-solve-lady-alice-two-clues = { $entry } : nomme deux indices de la catégorie { $category ->
    [suspect] suspect
    [place] lieu
    [time] heure
    [object] objet
   *[other] { $category }
}
errors-solve-lady-alice-missing-clue = { $entry } : ne nomme aucun indice de la catégorie { $category ->
    [suspect] suspect
    [place] lieu
    [time] heure
    [object] objet
   *[other] { $category }
}
errors-solve-lady-alice-clue-in-removed = { $entry } : nomme un indice de la catégorie { $category ->
    [suspect] suspect
    [place] lieu
    [time] heure
    [object] objet
   *[other] { $category }
}, qu’elle dit retirée
errors-solve-lady-alice-removed-missing = { $entry } : une accusation à 3 personnes nomme la catégorie qu’elle croit retirée
errors-solve-lady-alice-removed-not-in-play = { $entry } : seule une accusation à 3 personnes nomme une catégorie retirée
errors-solve-lady-alice-too-many-smiles = { $entry } : { $smiles } sourires, mais { $max } au plus sont possibles
errors-solve-lady-alice-covered-mismatch = { $entry } : covered vaut true exactement quand il y a 0 sourire (LA-4)
errors-solve-lady-alice-counter-value = { $entry } : un jeton vaut 0, 1 ou 2, pas { $value }
errors-solve-lady-alice-too-many-of-value = { $entry } : la place { $seat } n’a que trois jetons de valeur { $value } (LA-6)
errors-solve-lady-alice-too-many-counters = { $entry } : la place { $seat } n’a que neuf jetons (LA-6)
errors-solve-lady-alice-area-full = { $entry } : une zone porte au plus { $capacity } jetons (LA-6)
errors-solve-lady-alice-no-seat = la vue n’appartient à aucune place : le solveur a besoin de la carte de preuve d’une place
errors-solve-lady-alice-contradiction = aucune distribution ne concorde avec toutes ces entrées réunies : { $entries }
