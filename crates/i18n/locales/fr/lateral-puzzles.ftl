# Lateral Puzzles : la table (situation, questions, cartes, registre, spoilers, scores),
# les décisions et outils du Maître des énigmes, le journal de la partie, la confirmation
# de départ, la préparation au salon avec son éditeur d’énigme, et l’illustration des
# cartes dans les règles. Titres, situations, solutions d’énigmes et questions tapées
# sont du contenu : jamais ici. Les personnes qui cherchent sont les « détectives ».

## Les réponses que le Maître des énigmes peut donner.
lateral-puzzles-answer-yes = Oui
lateral-puzzles-answer-no = Non
lateral-puzzles-answer-not-relevant = Sans rapport
lateral-puzzles-answer-false-assumption = Fausse hypothèse
lateral-puzzles-answer-rephrase = Reformulez
lateral-puzzles-answer-no-answer = Pas de réponse

## Les huit cartes Énigme : nom et effet.
lateral-puzzles-card-tip-off = Tuyau
    .text = Posez une question que tout le monde entend ; la réponse n’est donnée qu’à vous.
lateral-puzzles-card-sherlock-holmes = Sherlock Holmes
    .text = Posez une question que seul le Maître des énigmes entend ; la réponse n’est donnée qu’à vous.
lateral-puzzles-card-spoiler = Spoiler
    .text = Envoyez en privé votre solution au Maître des énigmes, qui coche les éléments de la solution trouvés. La table attend.
lateral-puzzles-card-mata-hari = Mata Hari
    .text = Voyez la réponse privée d’une autre personne. Une réponse sous cadenas demande deux Mata Hari et rend le Cadenas.
lateral-puzzles-card-padlock = Cadenas
    .text = Verrouillez une question posée avec un Tuyau : personne ne peut la reposer, et l’espionner demande deux Mata Hari.
lateral-puzzles-card-don-corleone = Don Corleone
    .text = Quand quelqu’un espionne votre réponse Sherlock Holmes : annulez l’espionnage et protégez cette question pour de bon.
lateral-puzzles-card-cooperation = Coopération
    .text = Échangez l’une de vos réponses privées contre celle d’une autre personne (ni protégée ni sous cadenas). La table attend.
lateral-puzzles-card-queue = File d’attente
    .text = Avancez ou reculez dans l’ordre de jeu pour les manches suivantes.
lateral-puzzles-cards-label = Les { $count } cartes Énigme

## Genres de question et raison de la fin.
lateral-puzzles-kind-public = question
lateral-puzzles-kind-tip-off = Tuyau
lateral-puzzles-kind-sherlock = Sherlock Holmes
lateral-puzzles-ended-all-spoiled = tous les éléments de la solution ont été trouvés
lateral-puzzles-ended-over-ninety = le Maître des énigmes a arrêté une fois plus de 90 points trouvés
lateral-puzzles-ended-stalled = le Maître des énigmes a mis fin à une partie enlisée
lateral-puzzles-ended-too-few = le Maître des énigmes a mis fin à la partie avec moins de deux détectives restants
lateral-puzzles-ended-other = la partie est finie
lateral-puzzles-points = { $tenths ->
    [10] { $points } point
   *[other] { $points } points
}
lateral-puzzles-winners = { $count ->
    [0] Personne n’a marqué.
    [one] Victoire : { $names }.
   *[other] Victoire : { $names }.
}
lateral-puzzles-extra-rounds = { $count ->
    [one] { $count } manche supplémentaire
   *[other] { $count } manches supplémentaires
}

## Le journal de la partie.
lateral-puzzles-log-round = Manche { $round } : l’ordre est { $names }.
lateral-puzzles-log-turn = Au tour de { $name }.
lateral-puzzles-log-turn-ended = { $name } termine son tour.
lateral-puzzles-log-asked-sherlock = { $name } pose une question Sherlock Holmes (Q{ $question }).
lateral-puzzles-log-asked = { $name } pose Q{ $question } : « { $text } »
lateral-puzzles-log-asked-tip-off = { $name } pose (Tuyau) Q{ $question } : « { $text } »
lateral-puzzles-log-private-question = Question Sherlock Holmes Q{ $question } : « { $text } »
lateral-puzzles-log-flagged = Q{ $question } ressemble à Q{ $of } (« { $text } ») : le Maître des énigmes décide.
lateral-puzzles-log-accepted = Q{ $question } est acceptée comme nouvelle question.
lateral-puzzles-log-refused = Q{ $question } est refusée : déjà posée.
lateral-puzzles-log-answered = Q{ $question } : { $answer }.
lateral-puzzles-log-answered-rephrase = Q{ $question } : { $answer } (à dire autrement).
lateral-puzzles-log-answered-private = Q{ $question } reçoit une réponse privée pour { $name }.
lateral-puzzles-log-your-answer = Votre réponse à Q{ $question } : { $answer }.
lateral-puzzles-log-rephrase-declined = Q{ $question } n’est pas reformulée.
lateral-puzzles-log-card-played = { $count ->
    [one] { $name } joue { $card }.
   *[other] { $name } joue { $count } × { $card }.
}
lateral-puzzles-log-padlocked = { $name } met Q{ $question } sous cadenas.
lateral-puzzles-log-spy-attempt = { $name } espionne la réponse de { $target } à Q{ $question }.
lateral-puzzles-log-spy-defended = Don Corleone protège Q{ $question } : l’espionnage ne donne rien.
lateral-puzzles-log-spy-succeeded = { $name } voit la réponse de { $target } à Q{ $question }.
lateral-puzzles-log-revealed-swap = Vous apprenez Q{ $question } (« { $text } ») : { $answer } (par un échange).
lateral-puzzles-log-revealed-spy = Vous apprenez Q{ $question } (« { $text } ») : { $answer } (par espionnage).
lateral-puzzles-log-padlock-returned = Le Cadenas de Q{ $question } revient à { $name }.
lateral-puzzles-log-cooperation = { $name } propose d’échanger Q{ $mine } contre Q{ $theirs } de { $target } : la table attend.
lateral-puzzles-log-swapped = { $name } et { $target } échangent les réponses à Q{ $mine } et Q{ $theirs }.
lateral-puzzles-log-queue = { $name } passe en position { $position } : ordre suivant { $names }.
lateral-puzzles-log-spoiler-played = { $name } joue un Spoiler (S{ $spoiler }) : la table attend.
lateral-puzzles-log-spoiler-text = Spoiler S{ $spoiler } : « { $text } »
lateral-puzzles-log-spoiler-judged = Le Spoiler S{ $spoiler } de { $name } rapporte { $points } ({ $spoiled } sur 100 trouvés).
lateral-puzzles-log-spoiler-parts = S{ $spoiler } a trouvé { $parts }.
lateral-puzzles-log-spoiler-no-part = S{ $spoiler } n’a trouvé aucun élément de la solution.
lateral-puzzles-log-part = l’élément { $part } ({ $points })
lateral-puzzles-log-converted = { $name } change un Spoiler en carte Sherlock Holmes.
lateral-puzzles-log-sherlock-given = Le Maître des énigmes donne à { $name } une carte Sherlock Holmes pour une bonne intuition.
lateral-puzzles-log-left = { $name } a quitté la table : le jeu est en pause jusqu’à ce que le Maître des énigmes continue sans cette place ou que quelqu’un la prenne.
lateral-puzzles-log-returned = { $name } prend la place et rejoue.
lateral-puzzles-log-went-on = Le Maître des énigmes continue sans { $name } : ses tours sont passés.
lateral-puzzles-log-skipped = Le tour de { $name } est passé (la place est vide).
lateral-puzzles-log-over-ninety = { $points } points sont trouvés : le Maître des énigmes peut finir la partie ou continuer.
lateral-puzzles-log-extra-rounds = { $count ->
    [one] { $count } manche supplémentaire accordée.
   *[other] { $count } manches supplémentaires accordées.
}
lateral-puzzles-log-game-over = Partie terminée : { $why }. { $winners }

## L’invite.
lateral-puzzles-prompt-over = Partie terminée : { $why }. { $winners }
lateral-puzzles-prompt-paused-master = Le jeu est en pause : { $names } a quitté la table. Continuez sans cette place, ou attendez que quelqu’un la prenne.
lateral-puzzles-prompt-paused-empty = Le jeu est en pause : il ne reste aucun détective à la table. Attendez que quelqu’un prenne une place, ou finissez la partie.
lateral-puzzles-prompt-paused = Le jeu est en pause : { $names } a quitté la table. Le Maître des énigmes décide de continuer ou non sans cette place.
lateral-puzzles-prompt-judge = Jugez le Spoiler de { $name } : cochez les éléments de la solution trouvés.
lateral-puzzles-prompt-judging = La table attend : le Maître des énigmes juge le Spoiler de { $name }.
lateral-puzzles-prompt-swap = Effectuez l’échange de { $name } avec { $target }.
lateral-puzzles-prompt-swapping = La table attend : le Maître des énigmes effectue un échange.
lateral-puzzles-prompt-spied = { $name } espionne votre réponse Sherlock Holmes : défendez-la avec Don Corleone ou laissez-la voir.
lateral-puzzles-prompt-spy-decides = { $name } décide s’il faut défendre Q{ $question }.
lateral-puzzles-prompt-over-ninety = { $points } points sont trouvés : finissez la partie ou accordez des manches supplémentaires.
lateral-puzzles-prompt-over-ninety-wait = Le Maître des énigmes décide s’il finit la partie.
lateral-puzzles-prompt-answer = Répondez à Q{ $question }.
lateral-puzzles-prompt-answer-wait = Q{ $question } attend le Maître des énigmes.
lateral-puzzles-prompt-rephrase = Reformulez Q{ $question }, ou laissez tomber.
lateral-puzzles-prompt-first-round = À vous de jouer : posez une question (la première manche ne compte que des questions).
lateral-puzzles-prompt-your-turn = À vous de jouer : posez une question, ou jouez des cartes et terminez votre tour.
lateral-puzzles-prompt-turn = Au tour de { $name }.

## Départ, absence, rôles.
lateral-puzzles-leave-master = Quitter la table ? Vous êtes le Maître des énigmes : la partie ne peut pas continuer sans vous.
lateral-puzzles-leave-master-detail = Elle se termine aussitôt pour tout le monde, sans résultat.
lateral-puzzles-leave-master-yes = Quitter et mettre fin à la partie
lateral-puzzles-leave = Quitter la table ?
lateral-puzzles-leave-detail = Le jeu se met en pause. Le Maître des énigmes peut continuer sans vous (vos tours sont passés), et toute personne ayant le lien d’invitation peut prendre votre place, avec ses cartes et ses points.
lateral-puzzles-leave-yes = Quitter la table
lateral-puzzles-absent = Des personnes jouent toutes les places, sans bot. Si une personne part, le jeu se met en pause : le Maître des énigmes peut continuer sans cette place, et toute personne ayant le lien d’invitation peut la prendre. Si le Maître des énigmes part, la partie se termine pour tout le monde.
lateral-puzzles-role-master = Maître des énigmes
lateral-puzzles-role-puzzler = détective

## La table.
lateral-puzzles-difficulty = Difficulté { $difficulty } sur 5
lateral-puzzles-paused = Le jeu est en pause.
lateral-puzzles-paused-left = { $names } a quitté la table.
lateral-puzzles-paused-master-help = Vous pouvez continuer sans cette place (ses tours sont passés, ses cartes et ses points lui restent) ou attendre : toute personne ayant le lien d’invitation peut la prendre.
lateral-puzzles-paused-empty-help = Il ne reste aucun détective à la table : attendez que quelqu’un prenne une place avec le lien d’invitation, ou finissez la partie.
lateral-puzzles-go-on-without = Continuer sans { $name }
lateral-puzzles-end-game = Finir la partie
lateral-puzzles-paused-help = Le Maître des énigmes décide de continuer ou non sans cette place. Toute personne ayant le lien d’invitation peut la prendre, avec ses cartes et ses points.
lateral-puzzles-skipped = { $count ->
    [one] { $names } a quitté la table et la table a continué : les tours de cette place sont passés jusqu’à ce que quelqu’un la prenne avec le lien d’invitation.
   *[other] { $names } ont quitté la table et la table a continué : les tours de ces places sont passés jusqu’à ce que quelqu’un les prenne avec le lien d’invitation.
}
lateral-puzzles-order-left = { $name } (hors de la table)
lateral-puzzles-next-rounds = Manches suivantes : { $names }
lateral-puzzles-round = Manche { $round }
lateral-puzzles-spoiled = { $points } points sur 100 trouvés
lateral-puzzles-extra-left = { $count ->
    [one] { $count } manche supplémentaire après celle-ci
   *[other] { $count } manches supplémentaires après celle-ci
}
lateral-puzzles-frozen = la table est figée : { $why }
lateral-puzzles-frozen-spoiler = { $name } a joué un Spoiler que le Maître des énigmes est en train de juger
lateral-puzzles-frozen-swap = { $name } a proposé un échange avec { $target } que le Maître des énigmes est en train d’effectuer
lateral-puzzles-frozen-other = le Maître des énigmes décide
lateral-puzzles-order = Ordre de jeu :
lateral-puzzles-how = Comment gagner des points et comment finit la partie
lateral-puzzles-how-scoring = Les points ne viennent que des Spoilers. Le Maître des énigmes coche les éléments de la solution qu’un Spoiler a trouvés. La première personne à trouver un élément en gagne tous les points ; chaque personne suivante qui trouve le même élément gagne un dixième de sa valeur de moins que le précédent. Questions et réponses ne rapportent rien : elles servent à trouver. Le plus grand score l’emporte.
lateral-puzzles-how-end = La partie finit dès que tous les éléments de la solution sont trouvés. Une fois plus de 90 des 100 points trouvés, le Maître des énigmes peut arrêter ou accorder jusqu’à trois manches supplémentaires. À partir de la manche 2, le Maître des énigmes peut aussi finir une partie enlisée. Si le Maître des énigmes part, la partie se termine pour tout le monde ; si une personne part, le jeu est en pause jusqu’à ce que le Maître des énigmes continue sans cette place ou que quelqu’un la prenne.

## Le bureau du détective.
lateral-puzzles-question = Une question fermée (oui ou non)
    .aria-label = Votre question
lateral-puzzles-ask = Demander (tout le monde entend)
lateral-puzzles-ask-tip-off = Tuyau ({ $count })
lateral-puzzles-ask-sherlock = Sherlock Holmes ({ $count })
lateral-puzzles-rephrase = Reformuler
lateral-puzzles-question-label = Votre question ({ $count } caractères au plus)
lateral-puzzles-not-now = Pas maintenant.
lateral-puzzles-let-go = Laisser tomber
lateral-puzzles-end-turn = Terminer mon tour
lateral-puzzles-spoiler-label = Votre solution, pour le Maître des énigmes seulement ({ $count } caractères au plus)
lateral-puzzles-play-spoiler = Jouer un Spoiler ({ $count })
lateral-puzzles-convert = Changer un Spoiler en Sherlock Holmes
lateral-puzzles-desk = Votre bureau
lateral-puzzles-choose-tip-off = une question Tuyau
lateral-puzzles-lock = Verrouiller
lateral-puzzles-padlocked-mark = { $question } ({ $name }) sous cadenas
lateral-puzzles-holder-mark = { $question } ({ $name })
lateral-puzzles-choose-private = une réponse privée
lateral-puzzles-spy = Espionner
lateral-puzzles-my-q = ma Q{ $question }
lateral-puzzles-choose-mine = ma réponse
lateral-puzzles-choose-theirs = l’autre réponse
lateral-puzzles-offer-swap = Proposer l’échange
lateral-puzzles-position = position { $position }
lateral-puzzles-choose-position = une position
lateral-puzzles-move = Déplacer
lateral-puzzles-spied = Quelqu’un espionne votre réponse Sherlock Holmes.
lateral-puzzles-defend = Défendre avec Don Corleone
lateral-puzzles-let-seen = La laisser voir
lateral-puzzles-hand = Vos cartes et leurs effets

## Le Maître des énigmes.
lateral-puzzles-end-confirm = Finir la partie maintenant ?
lateral-puzzles-end-confirm-detail = Tout le monde voit alors l’énigme entière, et les scores actuels deviennent définitifs.
lateral-puzzles-keep-playing = Continuer à jouer
lateral-puzzles-part-already = { $part }. { $text } ({ $score } ; déjà { $names })
lateral-puzzles-judge-title = Spoiler S{ $spoiler } de { $name }
lateral-puzzles-judge-send = Juger : ces éléments sont trouvés
lateral-puzzles-swap-pending = { $name } échange la réponse à Q{ $mine } contre la réponse de { $target } à Q{ $theirs }.
lateral-puzzles-carry-out = Effectuer l’échange
lateral-puzzles-over-ninety = { $points } points sont trouvés : vous pouvez finir la partie maintenant ou la prolonger un peu.
lateral-puzzles-play-on = Continuer
lateral-puzzles-invite = Avec Reformulez, inviter à reposer la question autrement
lateral-puzzles-invite-left = { $name } a quitté la table : Reformulez clôt la question
lateral-puzzles-open-public = Q{ $question } de { $name } (question)
lateral-puzzles-open-private = { $kind ->
    [tip_off] Q{ $question } de { $name } (Tuyau : réponse privée)
   *[sherlock] Q{ $question } de { $name } (Sherlock Holmes : réponse privée)
}
lateral-puzzles-close-to = Proche de Q{ $question } (semblable à { $similarity } %) : « { $text } »
lateral-puzzles-close-to-padlocked = Proche de Q{ $question } (semblable à { $similarity } %) : « { $text } » (sous cadenas)
lateral-puzzles-flag-accept = C’est une nouvelle question
lateral-puzzles-flag-refuse = La refuser : déjà posée
lateral-puzzles-refuse = Refuser (déjà posée ou sous cadenas)
lateral-puzzles-waiting-for-you = Vous avez à décider
lateral-puzzles-rulings = Vos décisions
lateral-puzzles-nothing-pending = Rien n’attend de décision.
lateral-puzzles-choose-puzzler = un détective
lateral-puzzles-tools = Le Maître des énigmes
lateral-puzzles-bonus = Un Sherlock Holmes pour une bonne intuition :
lateral-puzzles-give = Donner
lateral-puzzles-stock = { $count ->
    [one] ({ $count } carte restante dans la boîte)
   *[other] ({ $count } cartes restantes dans la boîte)
}
lateral-puzzles-end-few = Finir la partie (moins de deux détectives)
lateral-puzzles-end-stalled = Finir la partie (enlisée)
lateral-puzzles-not-first-round = Pas pendant la première manche.
lateral-puzzles-not-while-waiting = Pas pendant que la table attend.
lateral-puzzles-whole-puzzle = L’énigme entière
lateral-puzzles-solution-yours = La solution (visible par vous seulement)
lateral-puzzles-pts = { $score } pts
lateral-puzzles-spoiled-by = — trouvé par { $names }
lateral-puzzles-who-spoiled = Qui a trouvé quoi
lateral-puzzles-part-points = Élément { $part } ({ $score } points) :
lateral-puzzles-spoil-first = — en premier, avec le Spoiler S{ $spoiler } à la manche { $round } :
lateral-puzzles-spoil-later = — { $rank ->
    [2] en deuxième
    [3] en troisième
    [4] en quatrième
    [5] en cinquième
    [6] en sixième
    [7] en septième
    [8] en huitième
   *[other] en { $rank }e
}, avec le Spoiler S{ $spoiler } à la manche { $round } :
lateral-puzzles-nobody-spoiled = Personne ne l’a trouvé.

## Le registre, les spoilers, les scores.
lateral-puzzles-waiting = en attente
lateral-puzzles-refused = refusée
lateral-puzzles-private = privée ({ $name })
lateral-puzzles-held-by = détenue par { $name }
lateral-puzzles-padlocked = sous cadenas
lateral-puzzles-protected = protégée
lateral-puzzles-seen-by = vue par { $names }
lateral-puzzles-rephrases = reformule Q{ $question }
lateral-puzzles-asked-in = { $name }, manche { $round } :
lateral-puzzles-sherlock-question = (une question Sherlock Holmes)
lateral-puzzles-register = Le registre
lateral-puzzles-no-question = Pas encore de question.
lateral-puzzles-spoilers = Spoilers
lateral-puzzles-spoiler-by = S{ $spoiler } de { $name } (manche { $round }) :
lateral-puzzles-for-master = (pour le Maître des énigmes)
lateral-puzzles-spoiler-waiting = en attente
lateral-puzzles-spoiler-parts = (éléments { $parts })
lateral-puzzles-spoiler-no-part = (aucun élément)
lateral-puzzles-scores = Scores
lateral-puzzles-col-puzzler = Détective
lateral-puzzles-col-points = Points
lateral-puzzles-col-cards = Cartes
lateral-puzzles-you = { $name } (vous)
lateral-puzzles-away = hors de la table
lateral-puzzles-skipped-mark = hors de la table ; tours passés
lateral-puzzles-master-is = Maître des énigmes : { $name }

## La préparation au salon et l’éditeur d’énigme.
lateral-puzzles-block-checking = votre énigme est en cours de vérification
lateral-puzzles-block-problems = votre énigme a des problèmes
lateral-puzzles-block-unused = utilisez d’abord votre énigme
lateral-puzzles-from-library = « { $title } », de la bibliothèque
lateral-puzzles-from-studio = « { $title } », écrite dans l’atelier
lateral-puzzles-own-puzzle = sa propre énigme, « { $title } »
lateral-puzzles-quoted = « { $title } »
lateral-puzzles-lobby-title = Le Maître des énigmes et l’énigme
lateral-puzzles-lobby-master = Maître des énigmes :
lateral-puzzles-lobby-seat = place { $seat } ({ $name }).
lateral-puzzles-lobby-seat-empty = place { $seat } (encore vide).
lateral-puzzles-lobby-roles = Cette personne connaît la solution, répond aux questions et juge les Spoilers ; toutes les autres personnes sont détectives.
lateral-puzzles-lobby-seat-choice = La place du Maître des énigmes
lateral-puzzles-lobby-seat-option = Place { $seat }
lateral-puzzles-lobby-seat-option-named = Place { $seat } · { $name }
lateral-puzzles-lobby-who = Qui est le Maître des énigmes ?
lateral-puzzles-lobby-studio = L’énigme : { $title }. Vous verrez sa solution et ses éléments quand la partie commencera.
lateral-puzzles-lobby-chooses = { $name } choisit l’énigme ; pour l’instant : { $title }.
lateral-puzzles-lobby-master-chooses = Le Maître des énigmes choisit l’énigme ; pour l’instant : { $title }.
lateral-puzzles-lobby-previous = La dernière partie a joué « { $title } » : elle n’est plus proposée.
lateral-puzzles-lobby-puzzle = L’énigme
lateral-puzzles-lobby-own = Ma propre énigme…
lateral-puzzles-lobby-yours = Votre énigme :
lateral-puzzles-lobby-solution-later = Vous verrez la solution quand la partie commencera ; les détectives ne voient que le titre et la situation.
lateral-puzzles-editor-title = Titre
lateral-puzzles-editor-situation = La situation (lue à tout le monde)
lateral-puzzles-editor-solution = La solution (visible par vous seulement)
lateral-puzzles-editor-use = Utiliser cette énigme
lateral-puzzles-editor-in-use = Utilisée
lateral-puzzles-editor-part-text = Élément { $part } : ce qu’il faut trouver
lateral-puzzles-editor-part-points = Élément { $part } : points
lateral-puzzles-editor-remove = Retirer
lateral-puzzles-editor-points = points
lateral-puzzles-editor-add = Ajouter un élément
lateral-puzzles-editor-help = Écrivez la situation que tout le monde entend, la solution entière et les éléments de la solution qu’un Spoiler peut trouver, chacun avec ses points (2 à 8 éléments, exactement 100 points en tout). L’énigme est vérifiée pendant la saisie ; les détectives ne voient jamais la solution ni ses éléments avant la fin.
lateral-puzzles-editor-parts = Les éléments de la solution et leurs points
lateral-puzzles-editor-check-failed = La vérification a échoué : { $error }
lateral-puzzles-editor-total = Points en tout : { $sum } sur 100.
lateral-puzzles-editor-checking = Vérification…
lateral-puzzles-editor-problems = { $count ->
    [one] { $count } problème à corriger avant de pouvoir jouer.
   *[other] { $count } problèmes à corriger avant de pouvoir jouer.
}
lateral-puzzles-editor-set = Cette énigme est retenue pour la partie : les détectives verront son titre et sa situation.
lateral-puzzles-editor-ready = Aucun problème : utilisez-la pour cette partie.
