# Almost Innocent : la table (grille, jetons, questions, capacités, résolution, réponses),
# les phrases du journal de la partie et les mots des illustrations des règles. Les noms
# des indices, les titres et histoires des scénarios sont du contenu et n’apparaissent
# pas ici. Le vocabulaire est celui du livret de règles français du jeu.

## Les types d’indice, et un type dans une phrase.
almost-innocent-type = { $type ->
    [culprit] Coupable
    [victim] Victime
    [crime] Crime
    [evidence] Preuve
   *[place] Lieu
}
# L’abréviation en deux lettres d’un type d’indice, telle que les codes l’affichent (Li3 : le troisième Lieu).
almost-innocent-type-abbr = { $type ->
    [culprit] Co
    [victim] Vi
    [crime] Cr
    [evidence] Pr
   *[place] Li
}
almost-innocent-my-type = { $type ->
    [culprit] mon Coupable
    [victim] ma Victime
    [crime] mon Crime
    [evidence] ma Preuve
   *[place] mon Lieu
}
almost-innocent-your-type = { $type ->
    [culprit] votre Coupable
    [victim] votre Victime
    [crime] votre Crime
    [evidence] votre Preuve
   *[place] votre Lieu
}
almost-innocent-their-type = { $type ->
    [culprit] son Coupable
    [victim] sa Victime
    [crime] son Crime
    [evidence] sa Preuve
   *[place] son Lieu
}
almost-innocent-difficulty = { $difficulty ->
    [easy] facile
    [medium] moyen
   *[detective] détective
}

## Lignes, colonnes et où se trouve un indice.
almost-innocent-line = { $kind ->
    [row] ligne { $line }
   *[column] colonne { $line }
}
almost-innocent-line-title = { $kind ->
    [row] Ligne { $line }
   *[column] Colonne { $line }
}
almost-innocent-line-short = { $kind ->
    [row] Ligne { $line }
   *[column] Col. { $line }
}
almost-innocent-in-line = { $kind ->
    [row] dans la ligne { $line }
   *[column] dans la colonne { $line }
}
almost-innocent-under-queen = sous la Reine en { $zone }

## Réponses.
almost-innocent-answer-yes = oui
almost-innocent-answer-no = non
almost-innocent-own-count = { $count ->
    [0] aucun de vos indices ne se trouve { $where }
    [one] { $count } de vos indices se trouve { $where }
   *[other] { $count } de vos indices se trouvent { $where }
}
almost-innocent-own-type-yes = oui, { almost-innocent-your-type } se trouve { $where }
almost-innocent-own-type-no = non, { almost-innocent-your-type } ne se trouve pas { $where }
almost-innocent-own-animal-yes = oui, votre Coupable est un animal
almost-innocent-own-animal-no = non, votre Coupable n’est pas un animal
almost-innocent-own-liquid-yes = oui, votre Preuve est un liquide
almost-innocent-own-liquid-no = non, votre Preuve n’est pas un liquide

## Questions : en entier, et en bref pour le tableau des réponses.
almost-innocent-question-count = combien d’indices me concernent { $where } ?
almost-innocent-question-type = est-ce que { almost-innocent-my-type } se trouve { $where } ?
almost-innocent-question-okra = { $question } (jeton Enquête spécial d’Okra)
almost-innocent-question-animal = mon Coupable est-il un animal ? (Edd)
almost-innocent-question-liquid = ma Preuve est-elle un liquide ? (Edd)
almost-innocent-question-valia = combien d’indices la Reine touche-t-elle en { $zone } ? (Valia)
almost-innocent-question-some = une question
almost-innocent-short-count = { $line } · combien ?
almost-innocent-short-type = { $line } · { almost-innocent-type } ?
almost-innocent-short-okra = { $question } (Okra)
almost-innocent-short-animal = Coupable animal ? (Edd)
almost-innocent-short-liquid = Preuve liquide ? (Edd)
almost-innocent-short-valia = Reine en { $zone } (Valia)

## Signaux (ce que l’on peut dire de ses progrès).
almost-innocent-signal-ready = connaît toute sa combinaison
almost-innocent-signal-not-ready = ne connaît pas encore sa combinaison
almost-innocent-signal-found = a trouvé : { $types }
almost-innocent-signal-doubt = hésite sur : { $types }
almost-innocent-signal-found-doubt = a trouvé : { $found } ; hésite sur : { $doubt }
almost-innocent-signal-nothing = n’a rien à signaler pour l’instant
almost-innocent-my-signal-found = J’ai trouvé : { $types }.
almost-innocent-my-signal-doubt = J’hésite sur : { $types }.
almost-innocent-my-signal-found-doubt = J’ai trouvé : { $found } ; j’hésite sur : { $doubt }.
almost-innocent-my-signal-nothing = Rien de trouvé pour l’instant.

## Les cinq capacités : quand, en bref, en entier.
almost-innocent-ability-din = Din
    .title = La sagesse incarnée
    .when = à tout moment : pendant le tour de n’importe qui ou pendant la résolution
    .short = Une personne pioche trois cartes non utilisées et en révèle une.
    .text = Choisissez une personne (vous pouvez vous choisir) : elle pioche trois cartes Solution non utilisées dans les paquets de son choix, les regarde seule, puis en révèle une à tout le monde. Les cartes piochées ne font pas partie du jeu.
almost-innocent-ability-teor = Teor
    .title = Le débrouillard
    .when = à tout moment : pendant le tour de n’importe qui ou pendant la résolution
    .short = Une personne marque une zone de 2x2 cases en blanc ou en noir.
    .text = Choisissez une personne : elle peut poser le jeton blanc sur une zone de 2x2 cases qui comporte au moins un indice de sa voisine de gauche, ou le jeton noir sur une zone qui n’en comporte aucun, ou refuser.
almost-innocent-ability-edd = Edd
    .title = L’inspecteur
    .when = au lieu de jouer votre tour
    .short = Coupable animal ? Preuve liquide ?
    .text = Demandez « Mon Coupable est-il un animal ? » ou « Ma Preuve est-elle un liquide ? » : chaque personne répond pour son propre indice.
almost-innocent-ability-okra = Okra
    .title = La tireuse d’élite
    .when = au lieu de jouer votre tour
    .short = Reposer une question sur une ligne déjà utilisée.
    .text = Posez une question normale sur une ligne ou une colonne qui a déjà un jeton, avec le jeton Enquête spécial d’Okra (la Reine coûte toujours son jeton supplémentaire).
almost-innocent-ability-valia = Valia
    .title = La championne de la Reine
    .when = au lieu de jouer votre tour
    .short = Déplacer la Reine et demander combien d’indices elle touche.
    .text = Placez la Reine sur l’un de ses neuf emplacements et demandez « Combien d’indices la Reine touche-t-elle ? ».

## Le journal de la partie.
almost-innocent-log-asked = { $name } demande : « { $question } » Chaque personne reçoit sa réponse sur sa propre combinaison : { $answers }.
almost-innocent-log-asked-guarded = { $name } demande : « { $question } » ({ $tokens } jetons : la Reine contrôle cette ligne.) Chaque personne reçoit sa réponse sur sa propre combinaison : { $answers }.
almost-innocent-log-answer-yours = vous : { $answer } (donnée par { $from })
almost-innocent-log-answer-of = { $name } : { $answer } (donnée par { $from })
almost-innocent-log-your-answer = (Votre réponse : { $answer }.)
almost-innocent-log-signalled = Signal : { $name } { $signal }.
almost-innocent-log-proposed = { $name } propose de passer tout de suite à la résolution ; toutes les autres personnes doivent être d’accord.
almost-innocent-log-agrees = { $name } est d’accord.
almost-innocent-log-refuses = { $name } refuse.
almost-innocent-log-proposal-lapses = La proposition est rejetée : { $name } continue son tour.
almost-innocent-log-ability = { $name } utilise { $ability }.
almost-innocent-log-ability-self = { $name } se choisit pour { $ability }.
almost-innocent-log-ability-on = { $name } utilise { $ability } sur { $target }.
almost-innocent-log-din-drew = { $count ->
    [one] { $name } pioche { $count } carte non utilisée pour Din : { $types }.
   *[other] { $name } pioche { $count } cartes non utilisées pour Din : { $types }.
}
almost-innocent-log-din-cards-hidden = (La personne choisie par Din a pioché en secret : { $clues }.)
almost-innocent-log-din-cards-mine = (Vous avez pioché : { $clues } ; ces cartes ne font pas partie du jeu.)
almost-innocent-log-din-revealed = { $name } révèle { $clue } : cette carte ne fait pas partie du jeu.
almost-innocent-log-din-revealed-star = { $name } révèle { $clue } : cette carte ne fait pas partie du jeu (l’une des deux cartes Spécial).
almost-innocent-log-teor-white = { $name } pose le jeton blanc de Teor en { $zone } : au moins un indice de { $left } s’y trouve.
almost-innocent-log-teor-black = { $name } pose le jeton noir de Teor en { $zone } : aucun indice de { $left } ne s’y trouve.
almost-innocent-log-teor-declined = { $name } refuse de poser le jeton de Teor ; la capacité de Teor est utilisée.
almost-innocent-log-queen-choice = Le dé Déplacement donne { $roll } : l’équipe choisit où va la Reine.
almost-innocent-log-queen-rolled = { $direction ->
    [up] Le dé Déplacement donne { $roll } (vers le haut) : la Reine se trouve en { $zone }.
    [down] Le dé Déplacement donne { $roll } (vers le bas) : la Reine se trouve en { $zone }.
    [left] Le dé Déplacement donne { $roll } (vers la gauche) : la Reine se trouve en { $zone }.
   *[right] Le dé Déplacement donne { $roll } (vers la droite) : la Reine se trouve en { $zone }.
}
almost-innocent-log-queen-moved = La Reine se déplace en { $zone }.
almost-innocent-log-turn = Au tour de { $name }.
almost-innocent-log-resolution = La résolution commence : { $name } annonce en premier, type par type.
almost-innocent-log-resolution-early = La résolution commence plus tôt, d’un commun accord : { $name } annonce en premier, type par type.
almost-innocent-log-guess-right = { $name } annonce { $clue } : c’est juste !
almost-innocent-log-guess-wrong = { $count ->
    [0] { $name } annonce { $clue } : c’est faux. Il ne reste plus aucun jeton Quasi innocent.
    [one] { $name } annonce { $clue } : c’est faux. Il reste { $count } jeton Quasi innocent.
   *[other] { $name } annonce { $clue } : c’est faux. Il reste { $count } jetons Quasi innocent.
}
almost-innocent-log-won = Tous les indices sont trouvés : l’équipe gagne !
almost-innocent-log-lost = Une erreur sans jeton Quasi innocent restant : l’équipe perd.

## L’invite du tour.
almost-innocent-prompt-won = { $count ->
    [0] Partie terminée : l’équipe a trouvé tous les indices, sans jeton Quasi innocent restant. Tout le monde gagne !
    [one] Partie terminée : l’équipe a trouvé tous les indices, avec { $count } jeton Quasi innocent restant. Tout le monde gagne !
   *[other] Partie terminée : l’équipe a trouvé tous les indices, avec { $count } jetons Quasi innocent restants. Tout le monde gagne !
}
almost-innocent-prompt-lost = Partie terminée : une erreur sans jeton Quasi innocent restant. L’équipe perd.
almost-innocent-prompt-your-turn = À vous de jouer : cliquez sur un numéro de ligne ou une lettre de colonne pour poser une question.
almost-innocent-prompt-your-turn-signal-propose = À vous de jouer : cliquez sur un numéro de ligne ou une lettre de colonne pour poser une question ; vous pouvez aussi envoyer un signal et proposer une résolution anticipée.
almost-innocent-prompt-your-turn-propose = À vous de jouer : cliquez sur un numéro de ligne ou une lettre de colonne pour poser une question ; vous pouvez aussi proposer une résolution anticipée.
almost-innocent-prompt-your-turn-signal = À vous de jouer : cliquez sur un numéro de ligne ou une lettre de colonne pour poser une question ; vous pouvez aussi envoyer un signal.
almost-innocent-prompt-investigating = { $name } enquête.
almost-innocent-prompt-din-draw-mine = Din : choisissez les paquets où piocher vos trois cartes non utilisées.
almost-innocent-prompt-din-draw = { $name } choisit les paquets où piocher pour Din.
almost-innocent-prompt-din-reveal-mine = Din : révélez à tout le monde l’une des cartes piochées.
almost-innocent-prompt-din-reveal = { $name } choisit la carte piochée à révéler.
almost-innocent-prompt-teor-mine = Teor : marquez en blanc ou en noir une zone de 2x2 cases pour les indices de { $left }, ou refusez.
almost-innocent-prompt-teor = { $name } pose le jeton de Teor.
almost-innocent-prompt-queen-mine = Le dé Déplacement donne 5 ou 6 : choisissez où va la Reine (elle doit se déplacer).
almost-innocent-prompt-queen = { $name } choisit où va la Reine.
almost-innocent-prompt-proposal-mine = { $name } propose de passer tout de suite à la résolution. Êtes-vous d’accord ?
almost-innocent-prompt-proposal-waiting-yours = En attente de la réponse de { $names } à votre proposition de résolution.
almost-innocent-prompt-proposal-waiting = En attente de la réponse de { $names } à la proposition de résolution de { $name }.
almost-innocent-prompt-resolution-mine = { $count ->
    [0] Résolution : annoncez { almost-innocent-your-type } (plus aucun jeton Quasi innocent).
    [one] Résolution : annoncez { almost-innocent-your-type } ({ $count } jeton Quasi innocent restant).
   *[other] Résolution : annoncez { almost-innocent-your-type } ({ $count } jetons Quasi innocent restants).
}
almost-innocent-prompt-resolution = Résolution : { $name } annonce { almost-innocent-their-type }.
almost-innocent-anytime-din = Vous pouvez utiliser Din en attendant (Capacités).
almost-innocent-anytime-teor = Vous pouvez utiliser Teor en attendant (Capacités).
almost-innocent-anytime-both = Vous pouvez utiliser Din ou Teor en attendant (Capacités).

## La table : en-tête, jetons, personnes.
almost-innocent-not-started = La table est mise quand la partie commence.
almost-innocent-module-queen = la Reine
almost-innocent-module-abilities = les capacités
almost-innocent-module-limits = la limite de types de question
almost-innocent-module-seventh = les 7es indices
almost-innocent-module-star = les indices Spécial
almost-innocent-module-big = les grands indices
almost-innocent-header-facts = { $players ->
    [one] { $players } personne · { $types } types d’indice
   *[other] { $players } personnes · { $types } types d’indice
}
almost-innocent-header-modules = Modules : { $modules }
almost-innocent-story = L’histoire
almost-innocent-tokens-investigation = Jetons Enquête
almost-innocent-tokens-quantity = Quantité
    .title = jetons face Quantité visible (combien ?)
almost-innocent-tokens-type = Type/Couleur
    .title = jetons face Type/Couleur visible (est-ce que mon … se trouve ici ?)
almost-innocent-tokens-in-all = { $count } en tout
almost-innocent-tokens-left = restants
almost-innocent-tokens-almost-innocent = Jetons Quasi innocent
almost-innocent-lines-asked = { $count ->
    [one] { $count } ligne sur 12 interrogée
   *[other] { $count } lignes sur 12 interrogées
}
almost-innocent-queen-on = Reine en { $zone }
almost-innocent-rel-left = à gauche : vous avez sa combinaison
almost-innocent-rel-right = à droite : a votre combinaison
almost-innocent-badge-you = vous
almost-innocent-badge-to-answer = doit répondre
almost-innocent-badge-to-play = doit jouer
almost-innocent-badge-active = active
almost-innocent-badge-agrees = d’accord

## La grille.
almost-innocent-grid-label = La grille d’indices de 6x6 cases
almost-innocent-queen-title = La Reine contrôle les lignes { $rows } et les colonnes { $columns } : une question sur l’une d’elles coûte un jeton de plus.
almost-innocent-teor-white-title = Jeton blanc de Teor ({ $name })
almost-innocent-teor-black-title = Jeton noir de Teor ({ $name })
almost-innocent-zone-put-queen = Placer la Reine en { $zone }
almost-innocent-zone-must-move = La Reine doit aller ailleurs
almost-innocent-zone-cannot = La Reine ne peut pas aller là
almost-innocent-zone-label = Reine en { $zone }
almost-innocent-line-asked-by = tour { $turn }, { $name } : { $question }
almost-innocent-line-guarded = contrôlée par la Reine : +1 jeton
almost-innocent-line-click-okra = cliquez : reposer une question avec Okra
almost-innocent-line-click = cliquez pour poser une question ici
almost-innocent-cell-empty = { $cell } : case sans indice
almost-innocent-cell-empty-label = case sans indice { $cell }
almost-innocent-clue-animal = un animal
almost-innocent-clue-not-animal = pas un animal
almost-innocent-clue-liquid = un liquide
almost-innocent-clue-not-liquid = pas un liquide
almost-innocent-tag-star = indice Spécial : deux cartes le désignent, deux personnes peuvent le partager
almost-innocent-tag-seventh = 7e indice
almost-innocent-tag-seventh-text = 7e
almost-innocent-tag-held = vous avez cette carte : c’est l’indice { $typename } de { $name }
almost-innocent-tag-animal = un animal (Edd)
almost-innocent-tag-liquid = un liquide (Edd)
almost-innocent-tag-din-shown = révélée pour Din : une carte non utilisée, hors du jeu
almost-innocent-tag-din-drawn = vous avez pioché cette carte non utilisée avec Din : hors du jeu
almost-innocent-tag-drawn = piochée
almost-innocent-owner-solution = { $typename } de { $name }
almost-innocent-owner-found = { $name } l’a trouvé
almost-innocent-cell-held = Vous avez cette carte : elle fait partie de la combinaison de votre voisine ou voisin de gauche.
almost-innocent-cell-slate = Cliquez pour annoter votre ardoise : ✗ éliminé, ○ soupçonné.
almost-innocent-note-out = éliminé
almost-innocent-note-maybe = soupçonné
almost-innocent-slate-help = Votre ardoise Enquête : touchez un indice pour le rayer (✗) ou l’entourer (○) ; seul ce navigateur la garde.
almost-innocent-slate-clear = Effacer l’ardoise

## Le panneau d’actions.
almost-innocent-replay = Relecture
almost-innocent-replay-help = Parcourez la partie avec le curseur ; rien ne peut être joué ici.
almost-innocent-watching = En spectateur
almost-innocent-watching-help = Vous regardez la partie : les cartes Solution restent cachées, les réponses données sont publiques.
almost-innocent-proposal-title = Résolution anticipée ?
almost-innocent-proposal-text = { $name } propose de passer tout de suite à la résolution. Tout le monde doit être d’accord ; un seul « non » et l’enquête continue. Il n’y a qu’une seule résolution.
almost-innocent-proposal-agree = Oui, résoudre maintenant
almost-innocent-proposal-refuse = Non, continuer l’enquête
almost-innocent-waiting = En attente
almost-innocent-waiting-for = { $count ->
    [one] { $names } doit jouer.
   *[other] { $names } doivent jouer.
}
almost-innocent-waiting-nobody = Personne ne doit jouer.
almost-innocent-your-turn = À vous de jouer
almost-innocent-propose-help = Toutes les autres personnes répondent en même temps ; tout le monde doit être d’accord. Il n’y a qu’une seule résolution.
almost-innocent-propose-done = Résolution déjà proposée à ce tour
almost-innocent-propose = Proposer de résoudre maintenant
almost-innocent-cost-okra = Coûte le jeton Enquête spécial d’Okra.
almost-innocent-cost-one = Coûte 1 jeton Enquête.
almost-innocent-cost-quantity = Coûte 1 jeton face Quantité.
almost-innocent-cost-type = Coûte 1 jeton face Type/Couleur.
almost-innocent-cost-guarded-okra = La Reine contrôle la { $line } : coûte le jeton Enquête spécial d’Okra + 1 jeton supplémentaire.
almost-innocent-cost-guarded-okra-face = { $face ->
    [quantity] La Reine contrôle la { $line } : coûte le jeton Enquête spécial d’Okra + 1 jeton supplémentaire (face Quantité).
   *[type] La Reine contrôle la { $line } : coûte le jeton Enquête spécial d’Okra + 1 jeton supplémentaire (face Type/Couleur).
}
almost-innocent-cost-guarded = La Reine contrôle la { $line } : coûte 2 jetons Enquête.
almost-innocent-cost-guarded-split = { $face ->
    [quantity] La Reine contrôle la { $line } : coûte 1 jeton face { $main } + 1 jeton supplémentaire (face Quantité), 2 jetons en tout.
   *[type] La Reine contrôle la { $line } : coûte 1 jeton face { $main } + 1 jeton supplémentaire (face Type/Couleur), 2 jetons en tout.
}
almost-innocent-face-quantity = Quantité
almost-innocent-face-type = Type/Couleur
almost-innocent-ask-help = Posez une question : cliquez sur un numéro de ligne (1 à 6) ou une lettre de colonne (A à F) au bord de la grille.
almost-innocent-ask-none = Aucune ligne libre ne peut être interrogée avec les jetons restants.
almost-innocent-ask-okra-help = Okra : vous pouvez aussi cliquer sur une ligne qui a déjà un jeton.
almost-innocent-discard = Face du jeton supplémentaire de la Reine :
almost-innocent-change-line = changer de ligne
almost-innocent-no-quantity = plus de jeton face Quantité
almost-innocent-ask-count = Combien d’indices me concernent { $where } ?
almost-innocent-ask-type = Est-ce que { almost-innocent-my-type } se trouve { $where } ?
almost-innocent-ask-pick = Choisissez un type, puis demandez « Est-ce que mon … se trouve ici ? »
almost-innocent-type-group = type
almost-innocent-signal-none = Difficulté Détective : aucune discussion.
almost-innocent-signal-done = Vous avez envoyé un signal à ce tour.
almost-innocent-signal = Signal :
almost-innocent-signal-i-know = Je connais ma combinaison
almost-innocent-signal-not-yet = Pas encore
almost-innocent-signal-open = Signaler les types trouvés ou qui vous posent problème
almost-innocent-signal-found-button = trouvé
almost-innocent-signal-doubt-button = hésitation
almost-innocent-signal-says = Dit : « { $words } »
# Le dernier signal d’une personne, entre guillemets, à côté de son nom.
almost-innocent-signal-quoted = « { $words } »
almost-innocent-signal-send = Envoyer le signal

## Panneau et dialogues des capacités.
almost-innocent-abilities = Capacités (une fois par partie)
almost-innocent-ability-shared = partagée par les deux personnes
almost-innocent-ability-used-by = utilisée par { $name }
almost-innocent-cancel = annuler
almost-innocent-din-who = Qui pioche trois cartes non utilisées ?
almost-innocent-teor-who = Qui pose le jeton (sur les indices de sa voisine ou son voisin de gauche) ?
almost-innocent-target-you = { $name } (vous)
almost-innocent-use-on = Utiliser { $ability } sur { $name }
almost-innocent-choose-person = Choisissez une personne
almost-innocent-edd-animal = Mon Coupable est-il un animal ?
almost-innocent-edd-liquid = Ma Preuve est-elle un liquide ?
almost-innocent-edd-help = Au lieu d’une question : aucun jeton n’est dépensé. Survolez un indice pour sa réponse.
almost-innocent-okra-help = Cliquez sur une ligne ou une colonne qui a déjà un jeton, puis choisissez la question.
almost-innocent-valia-help = Cliquez sur l’un des neuf emplacements de la Reine sur la grille.
almost-innocent-valia-ask = Reine en { $zone } : combien d’indices la Reine touche-t-elle ?
almost-innocent-choose-position = Choisissez un emplacement
almost-innocent-queen-here = la Reine est ici
almost-innocent-queen-move = Déplacer la Reine
almost-innocent-queen-move-help = Le dé donne 5 ou 6 : l’équipe choisit où va la Reine. Elle doit se déplacer. Cliquez sur un emplacement de la grille.
almost-innocent-queen-to = Reine en { $zone }
almost-innocent-din-draw = Din : piocher des cartes non utilisées
almost-innocent-din-draw-help = { $count ->
    [one] Choisissez { $count } carte en tout, dans les paquets de votre choix. Vous êtes la seule personne à la voir ; puis vous en révélez une à tout le monde. Elle n’est la solution de personne (un indice Spécial a deux cartes).
   *[other] Choisissez { $count } cartes en tout, dans les paquets de votre choix. Personne d’autre ne les voit ; puis vous en révélez une à tout le monde. Elles ne sont la solution de personne (un indice Spécial a deux cartes).
}
almost-innocent-din-less = une carte de moins : { $typename }
almost-innocent-din-more = une carte de plus : { $typename }
almost-innocent-din-unused = { $count } non utilisées
almost-innocent-din-draw-button = Piocher { $count } sur { $total }
almost-innocent-din-reveal = Din : révéler une carte
almost-innocent-din-reveal-help = Vous avez pioché ces cartes non utilisées. Révélez-en une à tout le monde (vous n’avez pas le droit de parler des deux autres).
almost-innocent-din-show = Révéler { $clue }
almost-innocent-teor-mark = Teor : marquer une zone de 2x2 cases
almost-innocent-teor-mark-help = Cliquez sur une case de la grille : la zone est le carré de 2x2 cases qui commence là. Blanc : au moins un indice de { $name } (les cartes que vous avez, ♦) la touche ; noir : aucun. L’indication doit être vraie.
almost-innocent-teor-zone = Zone
almost-innocent-teor-choose = choisir…
almost-innocent-teor-white = Blanc
almost-innocent-teor-black = Noir
almost-innocent-teor-white-on = Blanc en { $zone }
almost-innocent-teor-black-on = Noir en { $zone }
almost-innocent-teor-decline = Refuser (ne poser aucun jeton)
almost-innocent-guess-title = Annoncez { almost-innocent-your-type }
almost-innocent-guess-help = { $count ->
    [0] Choisissez { almost-innocent-your-type } ici ou sur la grille, puis confirmez. Plus aucun jeton Quasi innocent : une erreur fait perdre toute l’équipe !
    [one] Choisissez { almost-innocent-your-type } ici ou sur la grille, puis confirmez. Une erreur coûte un jeton Quasi innocent ({ $count } restant) et vous annoncez de nouveau.
   *[other] Choisissez { almost-innocent-your-type } ici ou sur la grille, puis confirmez. Une erreur coûte un jeton Quasi innocent ({ $count } restants) et vous annoncez de nouveau.
}
almost-innocent-guess-out = Hors du jeu (Din) : la solution de personne
almost-innocent-guess-name = Annoncer { $clue }
almost-innocent-choose-clue = Choisissez un indice

## Cartes, Din et Teor en public.
almost-innocent-cards = Vos cartes Solution
almost-innocent-cards-help = C’est la combinaison de { $left } (vous répondez pour cette personne). Votre propre combinaison est entre les mains de { $right }.
almost-innocent-cards-din = Din : vous avez pioché { $clues }, hors du jeu (ne dites rien de celles que vous n’avez pas révélées).
almost-innocent-din-public-self = Din : { $name } a choisi de piocher en personne
almost-innocent-din-public = Din : { $name } a choisi { $target }
almost-innocent-din-public-drew = Din (choix de { $name }) : { $target } a pioché { $types }
almost-innocent-din-public-drew-showed = Din (choix de { $name }) : { $target } a pioché { $types } et révélé { $clue }
almost-innocent-teor-public-white = Teor : { $name } a posé le jeton blanc en { $zone } (au moins un indice de { $left }).
almost-innocent-teor-public-black = Teor : { $name } a posé le jeton noir en { $zone } (aucun indice de { $left }).
almost-innocent-teor-public-choosing = Teor : { $name } a choisi { $target }, qui pose le jeton.

## Résolution, résultat, réponses.
almost-innocent-res-person = Personne
almost-innocent-res-wrong = Erreurs
almost-innocent-res-naming = annonce…
almost-innocent-resolution = Résolution
almost-innocent-resolution-early = Résolution (anticipée, d’un commun accord)
almost-innocent-res-tokens = Jetons Quasi innocent restants :
almost-innocent-res-order = Les types dans l’ordre, chacun dans le sens horaire à partir de la dernière personne à avoir posé une question.
almost-innocent-result-won = L’équipe gagne : tous les indices sont trouvés !
almost-innocent-result-lost = L’équipe perd : une erreur sans jeton Quasi innocent restant.
almost-innocent-result-left = { $count ->
    [0] Aucun jeton Quasi innocent restant.
    [one] { $count } jeton Quasi innocent restant.
   *[other] { $count } jetons Quasi innocent restants.
}
almost-innocent-solutions = Solutions
almost-innocent-solutions-loading = Chargement des solutions…
almost-innocent-my-answers = Vos réponses (sur votre propre combinaison)
almost-innocent-no-question-yet = Pas encore de question.
almost-innocent-ans-turn = T{ $turn }
almost-innocent-ans-by = Posée par
almost-innocent-ans-question = Question
almost-innocent-ans-about = réponses sur la combinaison de { $name }
almost-innocent-every-answer = Toutes les réponses données
almost-innocent-no-question = Aucune question posée pour l’instant.

## Les illustrations des règles.
# $name est Ana, Ben ou Cleo (les noms de l’image) : « d’Ana » s’élide.
almost-innocent-picture-holds = { $name ->
    [Ana] a les cartes d’Ana
   *[other] a les cartes de { $name }
}
almost-innocent-picture-turns = le tour passe
almost-innocent-picture-left = à gauche ↻
almost-innocent-picture-neighbours = Trois personnes vues du dessus, Ana, Ben et Cleo, le tour passant à gauche (sens horaire) : Ana a les cartes de Ben, Ben celles de Cleo, Cleo celles d’Ana. Chaque main a une carte de chaque type : { $types }.
almost-innocent-picture-asks = Ana interroge la { $line } : « Combien d’indices me concernent ? »
almost-innocent-picture-answers = Réponses : Ana 2 · Ben 0 · Cleo 1
almost-innocent-picture-grid = { $source ->
    [scenario] La grille d’un scénario, 6 lignes (1 à 6) sur 6 colonnes (A à F), chaque indice coloré selon son type ({ $types }) ; un jeton Enquête à côté de la { $line }, où Ana demande combien de ses indices se trouvent ; les réponses : Ana 2, Ben 0, Cleo 1.
   *[example] Une grille d’exemple, 6 lignes (1 à 6) sur 6 colonnes (A à F), chaque indice coloré selon son type ({ $types }) ; un jeton Enquête à côté de la { $line }, où Ana demande combien de ses indices se trouvent ; les réponses : Ana 2, Ben 0, Cleo 1.
}
