# Watson & Holmes : la table (phases, actions, le bureau, le carnet, le 221B et son
# ordre de réponse, le plateau, les places, la voix de Holmes, la solution), les
# phrases du journal des événements et l’image d’une manche de la page des règles.
# Les textes des enquêtes (titres, introductions, questions, choix, noms des lieux
# et des zones) sont du contenu et n’apparaissent jamais ici.

## Nombres employés dans d’autres phrases.
watson-holmes-carriages = { $count ->
    [one] { $count } fiacre
   *[other] { $count } fiacres
    }
watson-holmes-quoted = « { $text } »
watson-holmes-ordinal = { $n ->
    [1] 1re
   *[other] { $n }e
    }
watson-holmes-location-number = lieu { $number }
# Un lieu avec son nom (contenu) : la place d’un pion, dans le journal et sur la table.
watson-holmes-location-named = lieu { $number }, { $name }
watson-holmes-then = { $before }, puis { $after }

## Personnages (WH-3) et ce que fait chacun.
watson-holmes-character-mycroft-holmes = Mycroft Holmes
watson-holmes-character-martha-hudson = Martha Hudson
watson-holmes-character-wiggins = Wiggins
watson-holmes-character-irene-adler = Irene Adler
watson-holmes-character-toby = Toby
watson-holmes-character-inspector-lestrade = Inspecteur Lestrade
watson-holmes-character-mary-morstan = Mary Morstan
watson-holmes-character-shinwell-johnson = Shinwell Johnson
watson-holmes-power-mycroft-holmes = Une fois, pendant la phase d’enquête : lisez la carte lieu d’une autre personne.
watson-holmes-power-martha-hudson = Une fois la carte révélée, vous répondez en premier au 221B, avant tout le monde.
watson-holmes-power-wiggins = Copie un personnage qu’une autre personne a révélé (jamais Toby). Hors jeu à moins de 4 personnes.
watson-holmes-power-irene-adler = À votre tour, pendant la phase de visite : personne d’autre ne peut prendre de notes cette manche (les personnes au 221B gardent leur crayon).
watson-holmes-power-toby = Pendant la phase d’enquête : Toby attend sur votre carte ; plus tard, votre pion peut l’y rejoindre pour une mise de 2 sans fiacres, et pour la lui prendre, il faut miser au moins 3.
watson-holmes-power-inspector-lestrade = À votre tour, pendant la phase de visite : déplacez un jeton Police d’une carte lieu vers une carte libre qui peut en recevoir un.
watson-holmes-power-mary-morstan = Une fois la carte révélée, chaque fois qu’on surenchérit sur vous, vous reprenez tous vos fiacres : aucun ne va à la réserve.
watson-holmes-power-shinwell-johnson = À votre tour, pendant la phase de visite : prenez un crochet dans la réserve (si vous n’en avez pas).

## Symboles des cartes lieu.
watson-holmes-symbol-gives-police = donne un jeton Police
watson-holmes-symbol-gives-call-off = donne un jeton de renvoi
watson-holmes-symbol-gives-lockpick = donne un crochet
watson-holmes-symbol-needs-lockpick = demande un crochet
watson-holmes-symbol-never-aloud = jamais lue à voix haute
watson-holmes-symbol-no-police = pas de police
watson-holmes-symbol-gives-carriages = donne { $count ->
    [one] { $count } fiacre
   *[other] { $count } fiacres
    }

## Phases.
watson-holmes-phase-visiting = Phase de visite
watson-holmes-phase-watson = La carte Watson
watson-holmes-phase-reading = Phase d’enquête
watson-holmes-phase-answering = Au 221B Baker Street
watson-holmes-phase-over = L’enquête est close

## Où se trouve un pion.
watson-holmes-place-none = pas encore placé
watson-holmes-place-stop = à la station de fiacres
watson-holmes-place-baker = au 221B Baker Street
watson-holmes-place-location = au { $place } ({ $bid })
watson-holmes-bid-toby = avec Toby
watson-holmes-bid-foot = à pied
watson-holmes-bid-carriages = mise de { $count ->
    [one] { $count } fiacre
   *[other] { $count } fiacres
    }

## L’ordre de réponse au 221B (WH-4).
watson-holmes-order-you = vous
watson-holmes-order-you-if-going = vous (si vous y allez maintenant)
watson-holmes-order-martha = Martha Hudson répond en premier
watson-holmes-order-group = { $names } : { $why }
watson-holmes-order-group-together = { $names } : { $why } (ensemble)

## Le journal des événements.
watson-holmes-log-round = La manche { $round } commence ; { $name } tient le Journal.
watson-holmes-log-placed-stop = { $name } va à la station de fiacres.
watson-holmes-log-placed-baker = { $name } va au 221B Baker Street.
watson-holmes-log-placed-location = { $name } va au { $place } ({ $bid }).
watson-holmes-log-placed-nowhere = { $name } ne va nulle part.
watson-holmes-log-outbid = { $name } perd sa place au { $place } sur une surenchère.
watson-holmes-log-outbid-paid = { $name } perd sa place au { $place } sur une surenchère et paie { $count ->
    [one] { $count } fiacre
   *[other] { $count } fiacres
    }.
watson-holmes-log-police-called-off = { $name } renvoie la police au { $place }.
watson-holmes-log-zone-fare = { $name } paie { $count ->
    [one] { $count } fiacre
   *[other] { $count } fiacres
    } pour se rendre dans la zone { $zone }.
watson-holmes-log-watson-taken = { $name } prend la carte Watson.
watson-holmes-log-character-discarded = { $name } défausse { $character } contre 3 fiacres.
watson-holmes-log-character-revealed = { $name } révèle { $character }.
watson-holmes-log-character-revealed-copy = { $name } révèle { $character }, qui copie { $copy }.
watson-holmes-log-diary-passed = { $name } a posé son pion en dernier et prend le Journal.
watson-holmes-log-read-aloud = Watson lit à voix haute la carte de { $name } : { $card }.
watson-holmes-log-read-you = Vous lisez { $card }.
watson-holmes-log-read = { $name } lit { $card }.
watson-holmes-log-lockpick-spent = { $name } utilise un crochet au { $place }.
watson-holmes-log-gained = { $name } reçoit { $what }.
watson-holmes-gained-police = un jeton Police
watson-holmes-gained-call-off = un jeton de renvoi
watson-holmes-gained-lockpick = un crochet
watson-holmes-log-police-placed = { $name } laisse un jeton Police sur le { $place }.
watson-holmes-log-police-moved = { $name } déplace un jeton Police du { $from } au { $to }.
watson-holmes-log-toby-home = Le Toby de { $name } rentre à la maison.
watson-holmes-log-toby-waits = Le Toby de { $name } attend au { $place }.
watson-holmes-log-notebook-saved-you = Votre carnet est enregistré.
watson-holmes-log-notebook-saved = { $name } enregistre son carnet.
watson-holmes-log-judged-won = { $name } répond juste à toutes les questions et résout l’enquête !
watson-holmes-log-judged-out = { $name } donne { $right ->
    [one] { $right } bonne réponse
   *[other] { $right } bonnes réponses
    } sur { $of } et quitte l’enquête.
watson-holmes-log-consultation-you = La voix de Holmes : { $target } a répondu { $answers } ({ $right ->
    [one] { $right } bonne réponse
   *[other] { $right } bonnes réponses
    }).
watson-holmes-log-consultation = La voix de Holmes, pour { $name } : { $target } a répondu { $answers } ({ $right ->
    [one] { $right } bonne réponse
   *[other] { $right } bonnes réponses
    }).
watson-holmes-log-checked-you = Vérification : { $answer } est { $result ->
    [right] juste
   *[wrong] faux
    } pour la question { $question }.
watson-holmes-log-checked = Vérification pour { $name } : { $answer } est { $result ->
    [right] juste
   *[wrong] faux
    } pour la question { $question }.
watson-holmes-log-holmes-consulted = { $name } consulte { $target } en tant que voix de Holmes.
watson-holmes-log-holmes-checked = { $name } consulte { $target } en tant que voix de Holmes (une vérification).
watson-holmes-log-order-changed = L’ordre au 221B change : { $order }.
watson-holmes-log-lone-survivor = { $name } est la dernière personne sur l’enquête : encore { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
    } au plus avant de répondre.
watson-holmes-solved-by = L’enquête est résolue par { $names }.
watson-holmes-log-nobody-solved = Personne n’a résolu l’enquête.

## L’invite au-dessus de la table.
watson-holmes-prompt-nobody-solved = L’enquête est close : personne ne l’a résolue.
watson-holmes-prompt-eliminated = Vous avez quitté l’enquête avec { $right ->
    [one] { $right } bonne réponse
   *[other] { $right } bonnes réponses
    } : vous êtes désormais la voix de Holmes.
watson-holmes-prompt-last-round = Votre dernière manche : allez au 221B Baker Street et répondez.
watson-holmes-prompt-your-turn = À vous de jouer : choisissez un lieu (à pied ou avec des fiacres), la station de fiacres ou le 221B.
watson-holmes-prompt-choosing = { $name } choisit où aller.
watson-holmes-prompt-you-hold-watson = Vous avez la carte Watson : choisissez la carte lue à voix haute, ou laissez passer.
watson-holmes-prompt-holds-watson = { $name } a la carte Watson et choisit une carte à lire à voix haute.
watson-holmes-prompt-baker-ready = Vous êtes au 221B Baker Street : pas de carte à lire. Validez quand c’est bon pour vous ; quand tout le monde a lu, vous répondez à toutes les questions.
watson-holmes-prompt-baker-ready-place = Vous êtes au 221B Baker Street : pas de carte à lire. Validez quand c’est bon pour vous ; quand tout le monde a lu, vous répondez à toutes les questions (votre groupe répond en { $ordinal } position).
watson-holmes-prompt-stop = Vous êtes à la station de fiacres : pas de carte à lire. Prenez des notes si vous le souhaitez, puis dites que vous avez fini (les fiacres arrivent à la fin de la phase).
watson-holmes-prompt-read = Lisez votre carte, prenez des notes, puis dites que vous avez fini.
watson-holmes-prompt-waiting = En attente de la fin de lecture : { $names }.
watson-holmes-prompt-answer = Vous êtes au 221B Baker Street : répondez à chaque question ci-dessous, puis donnez vos réponses à Holmes.
watson-holmes-prompt-answer-wait = Vous êtes au 221B Baker Street : les personnes avant vous répondent d’abord ; votre formulaire s’ouvre à votre tour.
watson-holmes-prompt-answering = Les réponses se donnent au 221B Baker Street.

## L’enquête et la ligne de phase.
watson-holmes-questions-hidden = Cette enquête garde { $count ->
    [one] sa question
   *[other] ses { $count } questions
    } pour le 221B Baker Street : vous les verrez là-bas.
watson-holmes-introduction = L’introduction
watson-holmes-questions = Les questions
watson-holmes-bar-round = manche { $round }
watson-holmes-bar-diary = Journal : { $name }
watson-holmes-bar-watson = Carte Watson : { $name }
watson-holmes-bar-watson-free = Carte Watson : libre
watson-holmes-bar-no-watson = pas de carte Watson dans cette enquête
watson-holmes-bar-stop-closed = la station de fiacres est fermée dans cette enquête
watson-holmes-bar-stock = réserve : { $carriages ->
    [one] { $carriages } fiacre
   *[other] { $carriages } fiacres
    }, { $police } Police, { $calloff } renvoi, { $lockpicks ->
    [one] { $lockpicks } crochet
   *[other] { $lockpicks } crochets
    }
watson-holmes-bar-last-survivor = dernière personne en lice : { $rounds ->
    [one] { $rounds } manche restante
   *[other] { $rounds } manches restantes
    }
watson-holmes-bar-open-casebook = dossier ouvert

## Répondre au 221B.
watson-holmes-answers-title = Vos réponses à Holmes
watson-holmes-answer-placeholder = tapez votre réponse
watson-holmes-answer-together = Holmes juge vos réponses d’un bloc : une seule erreur et vous quittez l’enquête.
watson-holmes-answer-send = Donner mes réponses

## La lecture et le carnet.
watson-holmes-reading-over = Les cartes que vous avez lues
watson-holmes-reading-casebook = Votre dossier
watson-holmes-reading = Lecture
watson-holmes-reading-casebook-note = Chaque carte lue reste ici ; celle de cette manche est signalée.
watson-holmes-reading-note = La carte est rendue à la fin de la phase d’enquête : notez l’essentiel dans votre carnet.
watson-holmes-card-aloud = (lue à voix haute)
watson-holmes-read-this-round = lue cette manche
watson-holmes-notebook = Votre carnet
watson-holmes-notebook-placeholder = Vos notes : personne d’autre ne peut les lire.
watson-holmes-notebook-locked = Irene Adler vous a pris votre crayon : pas de notes cette manche.
watson-holmes-notebook-save = Enregistrer les notes
watson-holmes-notebook-unsaved = (pas encore enregistré)
watson-holmes-notebook-saved = (enregistré)

## Actions.
watson-holmes-carriage-stop = Station de fiacres (+fiacres)
watson-holmes-go-baker = Aller au 221B Baker Street…
watson-holmes-take-watson = Prendre la carte Watson (4 fiacres)
watson-holmes-discard-character = Défausser mon personnage (+3 fiacres)
watson-holmes-watson-pass = Laisser passer
watson-holmes-watson-read = Lire à voix haute la carte de { $name } ({ $where })
watson-holmes-leave-police = laisser mon jeton Police sur cette carte
watson-holmes-ready-to-answer = Passer aux réponses
watson-holmes-done-reading = Lecture finie
watson-holmes-toby-to = Fini, et Toby attend au { $number }
watson-holmes-wiggins-as = Wiggins en { $character }
watson-holmes-reveal = Révéler { $character }
watson-holmes-reveal-read = Révéler { $character } : lire la carte de { $name }
watson-holmes-reveal-police = Révéler { $character } : police du { $from } au { $to }
watson-holmes-baker-hint = Au 221B en ce moment : { $count ->
    [one] { $count } personne
   *[other] { $count } personnes
    }. Si vous y alliez, votre groupe répondrait en { $ordinal } position sur { $groups }.
watson-holmes-baker-hint-empty = Personne n’est encore au 221B : si vous y alliez, vous répondriez en premier, sauf si quelqu’un avec plus de fiacres (ou Martha Hudson) vous rejoint.
watson-holmes-baker-confirm-label = Aller au 221B Baker Street ?
watson-holmes-baker-confirm = Aller au 221B Baker Street ? C’est sans retour : après la lecture de cette manche, vous répondez à toutes les questions, et une seule erreur vous retire de l’enquête.
watson-holmes-baker-confirm-order = L’ordre de réponse si vous y allez maintenant (Martha Hudson d’abord, puis le plus de fiacres ; à égalité de fiacres, on répond ensemble). Les personnes qui ne se sont pas encore placées peuvent vous rejoindre.
watson-holmes-baker-no = Pas encore
watson-holmes-baker-yes = Oui, aller au 221B
watson-holmes-baker-title = Au 221B Baker Street, dans l’ordre de réponse
watson-holmes-visit-note-bid = { $name } a misé { $bid }
watson-holmes-visit-note-foot = { $name } à pied
watson-holmes-note-police = police
watson-holmes-note-read = lue
watson-holmes-bid-label = Fiacres à miser
watson-holmes-call-off = renvoyer la police
watson-holmes-visit-select = Lieu à visiter
watson-holmes-visit = Visiter
watson-holmes-bid = mise
watson-holmes-go-there = Y aller

## Le plateau.
watson-holmes-locations = Lieux
watson-holmes-zone-fare = (tarif { $count ->
    [one] { $count } fiacre
   *[other] { $count } fiacres
    })
watson-holmes-pawn-foot = { $name } · à pied
watson-holmes-pawn-bid = { $name } · { $count ->
    [one] { $count } fiacre
   *[other] { $count } fiacres
    }
watson-holmes-bid-on = Fiacres à miser sur le { $number }
watson-holmes-go = Y aller
watson-holmes-go-call-off = Renvoyer la police et y aller
watson-holmes-join-toby = Rejoindre Toby
watson-holmes-badge-toby = Toby ({ $name })

## Les places.
watson-holmes-players = Places
watson-holmes-head-player = Place
watson-holmes-head-carriages = Fiacres
watson-holmes-head-tokens = Jetons
watson-holmes-head-character = Personnage
watson-holmes-head-where = Où
watson-holmes-head-read = Cartes lues
# Le nom d’une colonne devant la valeur d’une case, sur un téléphone (« Fiacres : 5 »).
watson-holmes-cell-label = { $label } :
watson-holmes-token-police = Police
watson-holmes-token-call-off = renvoi
watson-holmes-token-lockpick = crochet
watson-holmes-token-watson = carte Watson
watson-holmes-face-down = face cachée
watson-holmes-discarded = défaussé
watson-holmes-character-discarded = { $character } (défaussé)
watson-holmes-character-revealed = { $character } (révélé)
watson-holmes-character-yours = { $character } (le vôtre, face cachée)
watson-holmes-character-face-down = { $character } (face cachée)
watson-holmes-status-won = a résolu l’enquête
watson-holmes-status-out = a quitté l’enquête ({ $right ->
    [one] { $right } bonne réponse
   *[other] { $right } bonnes réponses
    })
watson-holmes-status-done = { $status } · lecture finie
watson-holmes-status-zone = { $status } · zone { $zone }
watson-holmes-you = vous

## Votre bureau et la voix de Holmes (WH-7).
watson-holmes-no-character = Pas de carte personnage.
watson-holmes-desk = Votre bureau
watson-holmes-consultations = Ce que la voix de Holmes vous a dit
watson-holmes-consult-check = Question { $question } : { $answer } est { $result ->
    [right] juste
   *[wrong] faux
    }.
watson-holmes-consult-answers = { $name } a répondu { $answers } : { $right ->
    [one] { $right } bonne réponse
   *[other] { $right } bonnes réponses
    }.
watson-holmes-your-answers = Vos réponses : { $answers }
watson-holmes-question-number = Question { $number }
watson-holmes-voice = La voix de Holmes (3 fiacres chaque fois)
watson-holmes-consult = Consulter les réponses de { $name }
watson-holmes-check-question = Question à vérifier
watson-holmes-check-placeholder = une réponse à vérifier
watson-holmes-check-send = Vérification (une fois)

## La fin.
watson-holmes-mark-right = ✓ juste
watson-holmes-mark-wrong = ✗ faux
watson-holmes-your-answer-right = Votre réponse : juste
watson-holmes-your-answer-wrong = Votre réponse : fausse
watson-holmes-your-answer-unknown = Votre réponse : non jugée une à une
watson-holmes-solution = La solution de Holmes
watson-holmes-answers-and-yours = Les réponses, et les vôtres
watson-holmes-answers = Les réponses
watson-holmes-you-answered = Vous avez répondu
watson-holmes-all-answers = Ce que chacun a répondu au 221B
watson-holmes-answers-of = { $name } :
watson-holmes-all-cards = Toutes les cartes de l’enquête

## L’image d’une manche, sur la page des règles.
watson-holmes-picture-visiting =
    À partir de qui tient le Journal, dans le sens horaire, chaque personne pose son pion :
    • sur une carte lieu, à pied ou avec une mise de fiacres (pour prendre une carte occupée, misez un fiacre de plus que la mise en place)
    • à la station de fiacres : pas de carte à lire, des fiacres à la fin de la phase 3
    • au 221B Baker Street, pour répondre
watson-holmes-picture-watson = Qui la prend choisit une personne dont la carte est lue à voix haute pour tous, ou laisse passer.
watson-holmes-picture-reading = Tout le monde lit sa carte en même temps et prend des notes : le texte disparaît à la fin de la phase. Les mises sont payées, les symboles donnent des fiacres ou des jetons.
watson-holmes-picture-baker = Les personnes présentes répondent, dans l’ordre :
watson-holmes-picture-martha-first = { $character }, en premier
watson-holmes-picture-together = à égalité, on répond ensemble
watson-holmes-picture-verdict = Tout juste : victoire. Une erreur : hors de l’enquête.
watson-holmes-picture-loop = personne n’a gagné : manche suivante ; qui a posé son pion en dernier prend le Journal
watson-holmes-picture-order-martha = { $names } (Martha Hudson)
watson-holmes-picture-order-carriages = { $names } ({ $count } fiacres)
watson-holmes-picture-label = Une manche de Watson & Holmes : 1 { $visiting }, 2 { $watson }, 3 { $reading }, 4 { $baker }, puis, si personne n’a gagné, la manche suivante. Au 221B, la table d’exemple répond dans cet ordre : { $order }.
