# Haven't a Cluedo : la table (plateau, dé, hypothèses, cartes, carnet, la fin), les
# phrases du journal de la partie et le plan du manoir de la page des règles. Les cartes
# ont pour id havent-a-cluedo-card-<slug> (le nom anglais en minuscules, sans apostrophe).
# Les personnages gardent leur nom. .the est la carte dans une phrase, .of une pièce
# après « porte ».

## Objets.
havent-a-cluedo-card-case-of-sherry = Caisse de xérès
    .the = la caisse de xérès
havent-a-cluedo-card-rape-alarm = Alarme anti-agression
    .the = l’alarme anti-agression
havent-a-cluedo-card-mines-coffee-machine = Machine à café des Mines
    .the = la machine à café des Mines
havent-a-cluedo-card-pizza-oven = Four à pizza
    .the = le four à pizza
havent-a-cluedo-card-blackboard = Tableau noir
    .the = le tableau noir
havent-a-cluedo-card-particle-beam-weapon = Canon à particules
    .the = le canon à particules

## Pièces.
havent-a-cluedo-card-bar = Bar
    .the = le bar
    .of = du bar
havent-a-cluedo-card-library = Bibliothèque
    .the = la bibliothèque
    .of = de la bibliothèque
havent-a-cluedo-card-rectors-study = Bureau du recteur
    .the = le bureau du recteur
    .of = du bureau du recteur
havent-a-cluedo-card-lecture-theatre = Amphithéâtre
    .the = l’amphithéâtre
    .of = de l’amphithéâtre
havent-a-cluedo-card-senior-common-room = Salle des professeurs
    .the = la salle des professeurs
    .of = de la salle des professeurs
havent-a-cluedo-card-porters-lodge = Loge du concierge
    .the = la loge du concierge
    .of = de la loge du concierge
havent-a-cluedo-card-great-hall = Grande salle
    .the = la grande salle
    .of = de la grande salle
havent-a-cluedo-card-wine-cellar = Cave à vin
    .the = la cave à vin
    .of = de la cave à vin

## Catégories de cartes, imprimées sur une carte.
havent-a-cluedo-category-person = personnage
havent-a-cluedo-category-article = objet
havent-a-cluedo-category-room = pièce
havent-a-cluedo-category-unknown = carte

## Le choix fait en prenant une place, à côté de son menu avant la partie.
havent-a-cluedo-seat-choice = personnage

## Les lieux en mots.
havent-a-cluedo-seat = Place { $number }
havent-a-cluedo-something = quelque chose
havent-a-cluedo-a-room = une pièce
havent-a-cluedo-somewhere = quelque part
havent-a-cluedo-this-room = cette pièce
havent-a-cluedo-square-at = le couloir en ligne { $row }, colonne { $col }
havent-a-cluedo-square-start = la case de départ de { $person }
havent-a-cluedo-square-outside = le couloir devant la porte { $of }
havent-a-cluedo-square-between-each = le couloir entre { $first } et { $second }, à { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
    } de chaque porte
havent-a-cluedo-square-between-first = le couloir entre { $first } et { $second }, à { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
    } de la porte { $of }
havent-a-cluedo-square-near = le couloir à { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pas
    } de la porte { $of }
havent-a-cluedo-suggestion = { $person } dans { $room } avec { $article }

## Le journal de la partie.
havent-a-cluedo-event-turn-started = Tour { $turn } : à { $name } de jouer.
havent-a-cluedo-event-rolled = { $name } fait { $roll } au dé.
havent-a-cluedo-event-could-not-move = { $name } fait { $roll } au dé mais ne peut aller nulle part : le tour se termine.
havent-a-cluedo-event-entered = { $name } entre dans { $room }.
havent-a-cluedo-event-moved = { $name } se rend dans { $place }.
havent-a-cluedo-event-secret-passage = { $name } quitte { $from } par le passage secret et arrive dans { $to }.
havent-a-cluedo-event-ended-turn = { $name } termine son tour.
havent-a-cluedo-event-suggested = { $name } émet l’hypothèse : { $suggestion }.
havent-a-cluedo-event-suggested-summoned = { $name } émet l’hypothèse : { $suggestion } (on fait venir { $person } depuis { $place }).
havent-a-cluedo-event-cannot-answer = { $name } ne peut pas répondre.
havent-a-cluedo-event-card-shown = { $by } montre une carte à { $to }.
havent-a-cluedo-event-card-shown-to-you = { $by } vous montre : { $card }.
havent-a-cluedo-event-card-shown-to-seat = { $by } montre à { $to } : { $card }.
havent-a-cluedo-event-nobody-showed = Personne ne peut répondre à { $name }, qui détient l’une des trois cartes : la partie continue.
havent-a-cluedo-event-won = Personne ne peut répondre et { $name } ne détient aucune des cartes : l’enveloppe contient { $suggestion }. Victoire de { $name } !
havent-a-cluedo-event-round-limit = Le gouverneur Smith se lasse d’attendre : { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
    } sans solution. Personne ne gagne.

## La fin en mots.
havent-a-cluedo-end-found = { $name } a trouvé le contenu de l’enveloppe : { $suggestion }.
havent-a-cluedo-end-winner = Victoire : { $names }.
havent-a-cluedo-end-round-limit = Personne ne gagne : personne n’a trouvé le contenu de l’enveloppe en { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
    }.
havent-a-cluedo-end-over = La partie est terminée.

## L’invite du tour.
havent-a-cluedo-prompt-over = Partie terminée. { $end }
havent-a-cluedo-prompt-other-to-play = C’est au tour de { $name }.
havent-a-cluedo-option-roll = lancez le dé
havent-a-cluedo-option-passage = prenez le passage secret
havent-a-cluedo-option-passage-to = prenez le passage secret vers { $room }
havent-a-cluedo-option-suggest = émettez une hypothèse dans { $room } (une hypothèse vous y a fait venir)
havent-a-cluedo-option-stay-in = restez dans { $room }
havent-a-cluedo-option-stay = restez sur place
havent-a-cluedo-option-nothing = rien à faire
havent-a-cluedo-prompt-your-turn = À vous de jouer : { $options }. Vous êtes { $person }.
havent-a-cluedo-prompt-you-rolled = Vous avez fait { $roll } : touchez une case ou une pièce en surbrillance sur le plateau, ou choisissez dans la liste.
havent-a-cluedo-prompt-other-moving = { $name } a fait { $roll } et se déplace.
havent-a-cluedo-prompt-you-in-room = Vous êtes dans { $room } : émettez une hypothèse (choisissez un personnage et un objet) ou terminez votre tour.
havent-a-cluedo-prompt-other-in-room = { $name } est dans { $room } et peut émettre une hypothèse.
havent-a-cluedo-a-suggestion = une hypothèse
havent-a-cluedo-prompt-refute-you = { $name } émet l’hypothèse : { $suggestion }. Choisissez la carte à lui montrer.
havent-a-cluedo-prompt-waiting-you = En attente de { $name }, qui doit vous montrer une carte.
havent-a-cluedo-prompt-waiting-other = En attente de { $refuter }, qui doit montrer une carte à { $suggester }.

## Notes du carnet.
havent-a-cluedo-note-showed-you = vous l’a montrée (tour { $turn })
havent-a-cluedo-note-you-showed = vous l’avez montrée à { $name }
havent-a-cluedo-note-passed = a passé au tour { $turn }
havent-a-cluedo-note-showed = l’a montrée au tour { $turn }
havent-a-cluedo-note-showed-one = a montré l’une de ces cartes : { $cards }, au tour { $turn }

## La table.
havent-a-cluedo-not-started = La table sera mise en place au début de la partie.
havent-a-cluedo-board-error = Le plateau n’a pas pu être chargé : { $error }
havent-a-cluedo-retry = Réessayer
havent-a-cluedo-unfolding = On déplie le plan d’Imperial Manor…
havent-a-cluedo-badge-you = vous
havent-a-cluedo-badge-to-answer = doit répondre
havent-a-cluedo-badge-to-play = à jouer
havent-a-cluedo-badge-summoned = convocation : { $room }
    .title = déplacé ici par une hypothèse : pourra émettre une hypothèse ici à son tour
havent-a-cluedo-badge-winner = ★ victoire
havent-a-cluedo-cards-in-hand = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
    }
    .title = cartes en main

## Le plateau.
havent-a-cluedo-not-played = non joué
havent-a-cluedo-token-title = { $person } ({ $player })
havent-a-cluedo-token-title-diagonal = { $person } ({ $player }), se déplace aussi en diagonale
havent-a-cluedo-door-title = porte { $of }
havent-a-cluedo-move-title = aller dans { $square }
havent-a-cluedo-move-label = Aller dans { $square } (ligne { $row }, colonne { $col })
havent-a-cluedo-enter-label = Entrer dans { $room }
havent-a-cluedo-board-label = Le plan d’Imperial Manor
havent-a-cluedo-board-title = Imperial Manor
havent-a-cluedo-diagonal = diagonale
havent-a-cluedo-zoom-fit = Plateau entier
havent-a-cluedo-zoom-in = Zoomer
havent-a-cluedo-key-door = porte
havent-a-cluedo-key-passage = passage secret
havent-a-cluedo-key-start = case de départ
havent-a-cluedo-key-reachable = accessible
havent-a-cluedo-passage-take-title = Prendre le passage secret vers { $room }
havent-a-cluedo-passage-title = passage secret vers { $room }
havent-a-cluedo-die-label = le dé montre { $value }
havent-a-cluedo-die-title = résultat : { $value }

## Les actions.
havent-a-cluedo-replay-nothing = Relecture : on ne peut rien jouer ici.
havent-a-cluedo-watching = Vous regardez en spectateur : les mains restent cachées.
havent-a-cluedo-you-rolled = Vous avez fait { $roll }.
havent-a-cluedo-other-rolled = { $name } a fait { $roll }.
havent-a-cluedo-roll = Lancer le dé
havent-a-cluedo-passage-button = ⇄ Passage secret
havent-a-cluedo-passage-button-to = ⇄ Passage secret vers { $room }
havent-a-cluedo-stay-in = Rester dans { $room }
havent-a-cluedo-stay-here = Rester ici (fin du tour)
havent-a-cluedo-end-turn-no-suggestion = Finir le tour sans hypothèse
havent-a-cluedo-end-turn = Finir le tour
havent-a-cluedo-tap-squares = Touchez une case en surbrillance sur le plateau, ou choisissez ci-dessous ({ $squares ->
    [one] { $squares } case
   *[other] { $squares } cases
    }).
havent-a-cluedo-tap-squares-rooms = Touchez une case ou une pièce en surbrillance sur le plateau, ou choisissez ci-dessous ({ $squares ->
    [one] { $squares } case
   *[other] { $squares } cases
    }, { $rooms ->
    [one] { $rooms } pièce
   *[other] { $rooms } pièces
    }).
havent-a-cluedo-enter = Entrer :
havent-a-cluedo-waiting-card = En attente d’une carte…
havent-a-cluedo-not-your-turn = Ce n’est pas votre tour : suivez le plateau et votre carnet.
havent-a-cluedo-your-move = À vous
havent-a-cluedo-the-end = La fin
havent-a-cluedo-turn = Tour
havent-a-cluedo-turn-line = Tour { $turn }
havent-a-cluedo-turn-line-limit = Tour { $turn } · limite de { $limit } manches
havent-a-cluedo-stop-on-square = S’arrêter sur une case de couloir ({ $count })
havent-a-cluedo-square-coords = (ligne { $row }, colonne { $col })
havent-a-cluedo-hint-envelope = ★ enveloppe
havent-a-cluedo-hint-yours = — votre carte
havent-a-cluedo-hint-held = — chez { $name }

## Émettre une hypothèse et montrer.
havent-a-cluedo-suggest-in = Hypothèse dans { $room }
havent-a-cluedo-field-person = Personnage
havent-a-cluedo-field-article = Objet
havent-a-cluedo-i-suggest = « Mon hypothèse : { $suggestion }. »
havent-a-cluedo-make-suggestion = Émettre l’hypothèse
havent-a-cluedo-show-card = Montrer une carte
havent-a-cluedo-show-one = { $name } émet l’hypothèse : { $suggestion }. Vous en avez une : montrez-la (cette personne seule la verra).
havent-a-cluedo-show-several = { $name } émet l’hypothèse : { $suggestion }. Vous en avez plusieurs : choisissez celle à montrer (cette personne seule la verra).
havent-a-cluedo-already-shown = déjà montrée à cette personne
havent-a-cluedo-shown-before = déjà montrée
havent-a-cluedo-show-title = Montrer { $card }

## La main et les cartes montrées.
havent-a-cluedo-your-hand = Votre main ({ $person })
havent-a-cluedo-shown-to = montrée à { $names }
havent-a-cluedo-cards-shown-to-you = Cartes qu’on vous a montrées
havent-a-cluedo-shown-by = par { $name }, { $count ->
    [one] tour
   *[other] tours
    } { $turns }
havent-a-cluedo-shown-by-title = { $card } : montrée par { $name } { $count ->
    [one] au tour
   *[other] aux tours
    } { $turns }
havent-a-cluedo-none-yet = Aucune pour l’instant.
havent-a-cluedo-cards-you-showed = Cartes que vous avez montrées ({ $count })
havent-a-cluedo-you-showed-item = { $card } à { $name } (tour { $turn })

## Le carnet.
havent-a-cluedo-nb-card = Carte
havent-a-cluedo-nb-you = vous
havent-a-cluedo-nb-envelope = l’enveloppe
havent-a-cluedo-nb-persons = Personnages
havent-a-cluedo-nb-articles = Objets
havent-a-cluedo-nb-rooms = Pièces
havent-a-cluedo-nb-in-envelope = { $card } : dans l’enveloppe
havent-a-cluedo-nb-not-envelope = { $card } : pas dans l’enveloppe
havent-a-cluedo-nb-maybe-envelope = { $card } : peut-être dans l’enveloppe
havent-a-cluedo-nb-title = Carnet (rempli automatiquement)
havent-a-cluedo-nb-legend = Colonnes des places : ✓ l’a en main (gras : vue, clair : déduite) · ✗ ne l’a pas : a passé sur une hypothèse qui la nommait · – ne l’a pas (déduit) · ? peut être la carte montrée pour une hypothèse. Colonne ✉ : ★ dans l’enveloppe · – pas dans l’enveloppe · vide : peut-être.
havent-a-cluedo-how-unknown = on ne sait pas encore
havent-a-cluedo-how-in-hand = dans votre main
havent-a-cluedo-how-not-in-hand = pas dans votre main
havent-a-cluedo-how-seen = vue
havent-a-cluedo-how-pass = a passé sur une hypothèse qui la nommait
havent-a-cluedo-how-deduced = déduite
havent-a-cluedo-how-revealed = révélée à la fin
havent-a-cluedo-cell-title = { $card }, { $name } : { $how }
havent-a-cluedo-cell-title-notes = { $card }, { $name } : { $how } ({ $notes })

## Le journal des hypothèses.
havent-a-cluedo-result-pending = En attente d’une carte
havent-a-cluedo-result-refuted = Réfutée
havent-a-cluedo-result-nobody = Personne n’a pu répondre
havent-a-cluedo-result-won = Personne n’a pu répondre : l’enveloppe est trouvée !
havent-a-cluedo-turn-short = T{ $turn }
havent-a-cluedo-log-passed = { $count ->
    [one] { $names } a passé.
   *[other] { $names } ont passé.
    }
havent-a-cluedo-log-suggestion = { $name } : { $suggestion }
havent-a-cluedo-log-must-show = { $name } doit montrer une carte.
havent-a-cluedo-log-showed = { $name } a montré une carte.
havent-a-cluedo-log-showed-card = { $name } a montré une carte : { $card }.
havent-a-cluedo-suggestions = Hypothèses ({ $count })
havent-a-cluedo-no-suggestion = Aucune hypothèse pour l’instant.

## La fin.
havent-a-cluedo-wins = { $count ->
    [one] Victoire de { $names } !
   *[other] Victoire de { $names } !
    }
havent-a-cluedo-nobody-found = Personne n’a trouvé le contenu de l’enveloppe.
havent-a-cluedo-envelope = ✉ L’enveloppe
havent-a-cluedo-sealed = L’enveloppe reste scellée pour les personnes à la table (la relecture la montre).
havent-a-cluedo-every-hand = Toutes les mains

## Le plan du manoir de la page des règles.
havent-a-cluedo-picture-label = Le plateau, { $width } cases sur { $height } : { $count } pièces ({ $rooms }) autour des couloirs ; passages secrets { $passages } ; cases de départ { $starts }.
havent-a-cluedo-picture-passage = { $from } – { $to }
havent-a-cluedo-picture-none = aucun
havent-a-cluedo-picture-start = départ de { $person }

