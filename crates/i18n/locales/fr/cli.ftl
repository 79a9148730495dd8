# Ce que la ligne de commande `sleuth` écrit pour les personnes : résultats,
# bilans, titres de colonnes, erreurs et la session de l’assistant de déduction.
# La sortie JSON n’en utilise aucun. Noms de jeux, cartes, personnes, fichiers
# et contenus sont des données.

## Toutes les commandes

cli-cannot-read = impossible de lire { $file }
cli-cannot-read-stdin = impossible de lire l’entrée standard
cli-no-runtime = impossible de démarrer le moteur asynchrone
cli-lang-unknown = --lang « { $wanted } » : Sleuth ne parle pas cette langue, seulement { $languages }
cli-not-a-match-record = { $file } n’est pas un enregistrement de partie
cli-not-a-loadgen-report = { $file } n’est pas un rapport de loadgen
cli-percent = { $value } %
cli-game-planned = { $name } ({ $id }) est prévu mais pas encore dans cette version ; jeux proposés : { $hosted }
cli-game-unknown = jeu inconnu { $id } ; jeux proposés : { $hosted }
cli-players-out-of-range = { $game } se joue de { $min } à { $max } personnes, pas { $players }
cli-config-not-json = --config n’est pas du JSON
cli-config-not-object = --config doit être un objet JSON
# Entre des nombres à décimales dans une liste (les décimales françaises ont des virgules).
cli-decimal-list-separator = {"\u00A0; "}

## sleuth admin

cli-admin-no-database = aucune base de données dans { $file } : indiquez le dossier --data (ou l’URL --database) qu’utilise `sleuth serve`
cli-admin-no-reports = aucun signalement
cli-admin-report = { $id }  { $title } par { $author }{ $hidden ->
        [yes] { " " }(masquée)
       *[no] {""}
    }
cli-admin-reported-by = signalée par { $reporter } le { $when } : { $reason }
cli-admin-publication = { $id }  { $game } { $title } par { $author }, édition { $edition }{ $hidden ->
        [yes] { " " }(masquée)
       *[no] {""}
    }
cli-admin-no-publication = la bibliothèque n’a pas de publication { $id }
cli-admin-hidden = { $id } est masquée
cli-admin-restored = { $id } est de nouveau visible

## sleuth serve et sleuth loadgen

cli-serve-listening = sleuth en service sur { $url } (données dans { $data })
cli-serve-token-not-text = { $variable } n’est pas un texte valide
cli-serve-push-contact = --push-contact doit être une URL mailto: ou https:, pas { $contact }
cli-loadgen-no-server = aucun serveur sleuth ne répond à { $addr }

## sleuth rules et sleuth games

cli-rules-missing = { $game } n’a pas de page de règles dans cette version
cli-rules-malformed = la page de règles de { $game } est mal formée : { $error }
cli-games-game = { $name } (de { $min } à { $max } personnes{ $cooperative ->
        [yes] , coopératif
       *[no] {""}
    })
cli-games-variants = variantes : { $list }
cli-games-bots = bots : { $list }
cli-games-planned = { $name } (prévu, pas encore dans cette version)

## sleuth content check

cli-content-name-a-path = indiquez un fichier ou un dossier de contenu, par exemple { $example }
cli-content-clue-catalogue-skipped = { $file } : le catalogue des indices (intégré et vérifié par les tests du jeu), ignoré
cli-content-campaign-ok = { $file } : ok (campagne)
cli-content-ok = { $file } : ok
cli-content-translation-ok = { $file } : ok (traduction de { $original } : même structure et mêmes faits)
cli-content-puzzle-ok = { $file } : ok (énigme du Lateral Puzzles Game { $id } : { $title }, difficulté { $difficulty }, { $parts ->
        [one] { $parts } partie
       *[other] { $parts } parties
    })
cli-content-case-ok = { $file } : ok (enquête de Watson & Holmes { $id } : { $locations ->
        [one] { $locations } lieu
       *[other] { $locations } lieux
    }, { $questions ->
        [one] { $questions } question
       *[other] { $questions } questions
    })
cli-content-summary = { $checked ->
        [one] { $checked } fichier vérifié
       *[other] { $checked } fichiers vérifiés
    }, { $problems ->
        [one] { $problems } problème
       *[other] { $problems } problèmes
    }

## sleuth simulate : un tableau de titres et de valeurs

cli-report-game = jeu
cli-report-game-value = { $game } ({ $players } personnes, bots : { $bots })
cli-report-games = parties
cli-report-games-value = { $games } (graine { $seed })
cli-report-completed = terminées
cli-report-aborted = abandonnées
cli-report-aborted-value = { $aborted } (dont { $illegal } par une action illégale d’un bot)
cli-report-actions = actions
cli-report-actions-value = { $mean } par partie en moyenne, { $max } au plus
cli-report-wins = victoires
cli-report-seat-wins = place { $seat } : { $wins } ({ $percent } %)
cli-report-no-winner = sans vainqueur
cli-report-mean-score = score moyen
cli-report-speed = vitesse
cli-report-speed-value = { $rate } parties/s ({ $seconds } s)

## sleuth tournament

cli-tournament-head = { $game } à { $players } personnes, { $games } parties (graine { $seed }), { $cooperative ->
        [yes] équipes d’un seul bot en alternance
       *[no] places tournantes
    } : { $completed } terminées, { $aborted } abandonnées
cli-tournament-solved = résolue (quelqu’un a gagné) : { $won } sur { $completed } parties terminées  { $percent } %  (IC à 95 % { $low } %–{ $high } %) ; { $mean } actions par partie en moyenne
cli-tournament-standing = { $wins } { $cooperative ->
        [yes] parties gagnées
       *[no] places gagnantes
    } sur { $played }  { $percent } %  (IC à 95 % { $low } %–{ $high } %)

## sleuth replay

cli-replay-replayed = { $game } : { $actions ->
        [one] { $actions } action rejouée
       *[other] { $actions } actions rejouées
    }
cli-replay-finished = terminée : { $summary }
cli-replay-winners = { $count ->
        [one] gagnante : place { $seats }
       *[other] gagnantes : places { $seats }
    }
cli-replay-scores = scores : { $scores }
cli-replay-not-finished = pas terminée : { $count ->
        [one] à la place { $seats } de jouer
       *[other] aux places { $seats } de jouer
    }
cli-replay-cannot-analyse = impossible d’analyser { $file } : { $error }
cli-replay-failed = la relecture de { $file } a échoué : { $error }
cli-analysis-title = analyse : la probabilité que les connaissances de chaque place donnaient à la vraie solution
cli-analysis-seat = place
cli-analysis-certain-after = certaine après
cli-analysis-action = action { $action }
cli-analysis-the-deal = la donne
cli-analysis-never = jamais

## sleuth assist : la session (les commandes se tapent en anglais dans toutes les langues)

cli-assist-welcome = Assistant de déduction de Sleuth. Tapez `help` pour voir les commandes.
cli-assist-clue-count = { $game } ({ $clues } indices)
cli-assist-not-json = { $file } n’est pas du JSON
cli-assist-ask-game = Jeu ({ $games }) [{ $default }] :
cli-assist-unknown-game = { $error } (jeux : { $games })
cli-assist-loaded = { $file } chargé ({ $entries ->
        [one] { $entries } entrée
       *[other] { $entries } entrées
    }).
cli-assist-unsolvable = la session ne peut pas être résolue : { $error }
cli-assist-input-ended = l’entrée s’est terminée pendant la préparation
cli-assist-help-session = Commandes de la session :
cli-assist-help-entries = liste les entrées, numérotées à partir de 1
cli-assist-help-undo = retire la dernière entrée
cli-assist-help-remove = retire l’entrée N
cli-assist-help-notepad = affiche de nouveau le carnet
cli-assist-help-save = enregistre la session (un document de connaissances, en JSON)
cli-assist-help-help = ce texte
cli-assist-help-quit = quitte (aussi à la fin de l’entrée)
cli-assist-help-entries-head = Entrées (majuscules et minuscules sont équivalentes ; un début unique ou le dernier mot suffit) :
cli-assist-ask-me = Laquelle de ces personnes êtes-vous ({ $names }) ?
cli-assist-give-your-name = donnez votre nom
cli-assist-cluedo-ask-players = Les personnes dans l’ordre autour de la table, avec le nombre de cartes en main ({ $dealt } cartes distribuées), par exemple { $example } :
cli-assist-cluedo-ask-hand = Votre main ({ $size } cartes, séparées par des virgules) :
cli-assist-cluedo-wrong-hand-size = { $count ->
        [one] cela fait { $count } carte ; votre main en a { $size }
       *[other] cela fait { $count } cartes ; votre main en a { $size }
    }
cli-assist-lady-alice-ask-players = Les personnes dans l’ordre autour de la table, de 3 à 5, par exemple { $example } :
cli-assist-lady-alice-ask-evidence = Votre carte Preuve :
# Noms tapés à la table : { $what } vaut card, player, clue, category ou deck.
cli-assist-name-missing = { $what ->
        [card] il manque un nom de carte
        [player] il manque un nom de personne
        [clue] il manque un nom d’indice
        [category] il manque un nom de catégorie
       *[deck] il manque un nom de jeu de cartes
    }
cli-assist-or = {" ou "}
cli-assist-name-ambiguous = { $text } peut désigner { $names } ; tapez davantage du nom
cli-assist-name-unknown = { $what ->
        [card] carte inconnue { $text }
        [player] personne inconnue { $text }
        [clue] indice inconnu { $text }
        [category] catégorie inconnue { $text }
       *[deck] jeu de cartes inconnu { $text }
    }
cli-assist-no-entries = Aucune entrée pour l’instant.
cli-assist-removed = Entrée { $entry } retirée : { $text }
cli-assist-nothing-to-undo = Rien à annuler.
cli-assist-give-a-number = Donnez un numéro d’entrée de 1 à { $count } (voir `entries`).
cli-assist-name-a-file = Indiquez un fichier : save FICHIER
cli-assist-saved = Enregistré dans { $file }.
cli-assist-not-saved = Non enregistré : { $error }
cli-assist-added = Entrée { $entry } ajoutée : { $text }
cli-assist-refused = Refusé, rien n’a été ajouté : { $reason }
cli-assist-unknown-command = Commande inconnue { $command }. Tapez `help` pour voir les commandes.
cli-assist-unsaved = Les dernières modifications n’ont pas été enregistrées (utilisez `save FICHIER` la prochaine fois pour les garder).
cli-assist-solver-failed = Le solveur a échoué : { $error }
# Une case du carnet pour une certitude.
cli-assist-yes = OUI
cli-assist-certain = certain
cli-assist-likely-card = { $card } ? ({ $percent } %)

## sleuth assist : Cluedo et Haven't a Cluedo (noms des cartes tels qu’on les tape)

cli-assist-cluedo-envelope = l’enveloppe
cli-assist-cluedo-envelope-column = Enveloppe
cli-assist-cluedo-suggestion = { $name } a émis l’hypothèse { $cards }{ $passed ->
        [0] {""}
       *[other] ; ont passé : { $passers }
    } ; { $showed ->
        [card] { $shower } a montré { $card }
        [hidden] { $shower } a montré une carte
       *[nobody] personne n’a montré de carte
    }
cli-assist-cluedo-has = { $name } a { $cards }
cli-assist-cluedo-lacks = { $name } n’a pas { $cards }
cli-assist-cluedo-has-one-of = { $name } a l’une de ces cartes : { $cards }
cli-assist-cluedo-notepad-exact = Carnet (exact, { $deals } donnes possibles) ; OUI = certain, - = impossible
cli-assist-cluedo-notepad-sampled = Carnet (par échantillons, { $error } (environ { $deals } donnes possibles)) ; OUI = certain, - = impossible
cli-assist-cluedo-solved = Résolu : l’enveloppe contient { $cards }.
cli-assist-cluedo-most-likely = Enveloppe, le plus probable : { $cards }

## sleuth assist : Lady Alice (noms des indices et des catégories tels qu’on les tape)

cli-assist-lady-alice-seat = place { $seat }
cli-assist-lady-alice-suspicion = { $name } a soupçonné { $clues } : { $smiles ->
        [one] { $smiles } sourire
       *[other] { $smiles } sourires
    }
cli-assist-lady-alice-accusation = { $name } a accusé { $clues }{ $has_removed ->
        [yes] , { $removed } retiré
       *[no] {""}
    } : { $smiles ->
        [one] { $smiles } sourire
       *[other] { $smiles } sourires
    }
cli-assist-lady-alice-face-down = face cachée
cli-assist-lady-alice-counter = { $name } a posé un jeton sur { $clue } ({ $value })
cli-assist-lady-alice-pass = { $name } a passé
cli-assist-lady-alice-explain-evidence = votre carte Preuve { $clue }
cli-assist-lady-alice-explain-suspicion = la suspicion de { $name } { $clues } : { $smiles ->
        [one] { $smiles } sourire
       *[other] { $smiles } sourires
    }
cli-assist-lady-alice-explain-accusation = l’accusation de { $name } { $clues } : { $smiles ->
        [one] { $smiles } sourire
       *[other] { $smiles } sourires
    }
cli-assist-lady-alice-evidence-column = Preuve
cli-assist-lady-alice-notepad = Carnet (exact, { $count ->
        [one] { $worlds } monde possible
       *[other] { $worlds } mondes possibles
    }, { $deals } donnes) ; OUI = certain, - = impossible
cli-assist-lady-alice-special-category = { $kind ->
        [removed] Catégorie retirée
       *[doubled] Catégorie doublée
    } : { $categories }
cli-assist-lady-alice-certain = Certain : preuve { $known ->
        [0] aucune
       *[other] { $evidence }
    } ; { $ruled_out } indices sur { $clues } ne sont pas la preuve
cli-assist-lady-alice-best-accusation = Meilleure accusation : { $clues }{ $has_removed ->
        [yes] , { $removed } retiré
       *[no] {""}
    } ({ $probability })
cli-assist-lady-alice-solved = Résolu : la preuve est { $clues }{ $kind ->
        [removed] { " " }({ $category } retiré)
        [doubled] { " " }({ $category } doublé)
       *[none] {""}
    }.
cli-assist-lady-alice-not-solved = Pas encore résolu.

## sleuth admin backup

cli-cannot-write = impossible d’écrire { $file }
cli-backup-postgres = `sleuth admin backup` copie la base SQLite de --data ; sauvegardez PostgreSQL avec `pg_dump -Fc` (docs/deploy.md)
cli-backup-no-database = aucune base de données dans { $file } : indiquez le dossier --data qu’utilise `sleuth serve`
cli-backup-target-is-a-directory = { $file } est un dossier : --to attend le nom du fichier de sauvegarde
cli-backup-target-exists = { $file } existe déjà : il n’est pas écrasé (ajoutez --force pour le remplacer)
cli-backup-target-is-live = { $file } est la base de données en service elle-même : choisissez un autre fichier
cli-backup-no-file-name = { $file } ne désigne aucun fichier
cli-backup-no-folder = { $folder } n’existe pas : créez d’abord le dossier de la sauvegarde
cli-backup-failed = la sauvegarde de { $file } a échoué
cli-backup-target-appeared = { $file } est apparu pendant la sauvegarde : il n’est pas écrasé (ajoutez --force pour le remplacer)
cli-backup-write-failed = l’écriture de { $file } a échoué
cli-backup-done = { $source } sauvegardée dans { $target } : { $matches ->
        [one] { $matches } partie
       *[other] { $matches } parties
    }, { $accounts ->
        [one] { $accounts } compte
       *[other] { $accounts } comptes
    } ({ $bytes } octets)

## sleuth campaign (difficultés et capacités sont données par leur identifiant, tel qu’on le tape)

cli-campaign-unknown = pas de campagne { $campaign } ; campagnes : { $campaigns }
cli-campaign-difficulty = la difficulté doit être easy, medium ou detective
cli-campaign-not-progress = { $file } n’est pas une progression de campagne
cli-campaign-other-game = l’enregistrement est une partie de { $game }, pas d’Almost Innocent
cli-campaign-not-finished = la partie n’est pas terminée : seule une partie terminée compte pour la campagne
cli-campaign-not-a-config = la configuration de l’enregistrement n’est pas une configuration d’Almost Innocent
cli-campaign-noted = noté : { $scenario } en { $difficulty }, { $won ->
        [yes] gagnée
       *[no] perdue
    }{ $unlocked ->
        [0] {""}
       *[other] ; débloqué : { $abilities }
    }
cli-campaign-step = { $number }. { $scenario }{ $unlocks ->
        [0] {""}
       *[other] { " " }(débloque { $abilities })
    }{ $won ->
        [0] {""}
       *[other] {"\u00A0"}: gagné en { $difficulties }
    }
cli-campaign-summary = débloqué : { $unlocked ->
        [0] rien
       *[other] { $abilities }
    } ; parties notées : { $played }
cli-campaign-next = suivante en { $difficulty } : { $config }
cli-campaign-all-won = tous les scénarios sont gagnés en { $difficulty }

## sleuth tutorial

cli-tutorial-missing = { $game } n’a pas de tutoriel dans cette version
cli-tutorial-ok = { $title } : { $steps } étapes, dont { $learner } pour la personne qui apprend ; la partie finit à la dernière
cli-tutorial-too-few-steps = le script n’a que { $steps } étapes
cli-tutorial-step = étape { $step } : { $error }
cli-tutorial-no-bot = ce jeu n’a pas de bot
cli-tutorial-unknown-bot = pas de bot { $bot }
cli-tutorial-bots-never-finish = les bots n’ont pas fini la partie en { $moves } coups
cli-tutorial-nobody-to-move = personne n’a la main, et pourtant la partie n’est pas finie
cli-tutorial-bot-refused = le coup du bot a été refusé : { $error }

## La ligne de commande de sleuth refusée : les erreurs d’analyse de clap,
## écrites par crates/cli/src/parse_error.rs (le titre de la ligne
## d’utilisation est cli-help-heading-usage, les valeurs possibles
## cli-help-possible-values)

cli-parse-error = erreur :
cli-parse-tip = astuce :
cli-parse-try-help = Pour en savoir plus, essayez « { $flag } ».
cli-parse-quoted = « { $text } »
cli-parse-unknown-argument = argument inattendu « { $arg } »
cli-parse-unknown-subcommand = sous-commande inconnue « { $subcommand } »
cli-parse-missing-value = « { $arg } » attend une valeur, mais aucune n’a été donnée
cli-parse-invalid-value = valeur « { $value } » refusée pour « { $arg } »
cli-parse-value-validation = valeur « { $value } » refusée pour « { $arg } » : { $reason }
cli-parse-expected-whole-number = il faut un nombre entier de { $min } à { $max }
cli-parse-expected-socket-address = il faut une adresse avec son port, p. ex. 127.0.0.1:8080
cli-parse-expected-ip-address = il faut une adresse IP, p. ex. 192.0.2.7
cli-parse-too-many-values = valeur en trop « { $value } » pour « { $arg } »
cli-parse-too-few-values = « { $arg } » demande { $min } valeurs ; { $actual ->
        [0] aucune n’a été donnée
        [1] une seule a été donnée
       *[other] seules { $actual } ont été données
    }
cli-parse-wrong-number-of-values = « { $arg } » demande { $expected } valeurs, mais { $actual ->
        [0] aucune n’a été donnée
        [1] une seule a été donnée
       *[other] { $actual } ont été données
    }
cli-parse-no-equals = il faut un signe égal pour donner une valeur à « { $arg } »
cli-parse-argument-repeated = l’argument « { $arg } » ne peut être donné qu’une fois
cli-parse-argument-conflict = l’argument « { $arg } » ne peut pas être utilisé avec « { $other } »
cli-parse-argument-conflict-list = l’argument « { $arg } » ne peut pas être utilisé avec :
cli-parse-argument-conflict-any = l’argument « { $arg } » ne peut pas être utilisé avec l’un des autres arguments donnés
cli-parse-subcommand-conflict = la sous-commande « { $subcommand } » ne peut pas être utilisée avec l’un des autres arguments donnés
cli-parse-missing-arguments = arguments obligatoires manquants :
cli-parse-missing-subcommand = « { $command } » demande une sous-commande, mais aucune n’a été donnée
cli-parse-subcommands = [sous-commandes : { $names }]
cli-parse-invalid-utf8 = l’un des arguments n’est pas du texte UTF-8 valide
cli-parse-similar-argument = { $count ->
        [one] vouliez-vous dire l’argument { $names } ?
       *[other] vouliez-vous dire l’un des arguments { $names } ?
    }
cli-parse-similar-subcommand = { $count ->
        [one] vouliez-vous dire la sous-commande { $names } ?
       *[other] vouliez-vous dire l’une des sous-commandes { $names } ?
    }
cli-parse-similar-value = { $count ->
        [one] vouliez-vous dire la valeur { $names } ?
       *[other] vouliez-vous dire l’une des valeurs { $names } ?
    }
cli-parse-pass-as-value = pour donner « { $arg } » comme valeur, écrivez « { $command } »
cli-parse-exists-with = « { $command } » existe
cli-parse-remove-double-dash = la sous-commande « { $name } » existe ; pour l’utiliser, retirez le « { $dashes } » qui la précède
# Un refus que la CLI n’attend pas : le détail en anglais de clap.
cli-parse-unreadable = la ligne de commande n’a pas pu être lue : { $detail }

## sleuth --help : l’aide de chaque commande et de chaque argument
## (crates/cli/src/help.rs)

cli-help-heading-usage = Utilisation :
cli-help-heading-commands = Commandes :
cli-help-heading-options = Options :
cli-help-heading-arguments = Arguments :
cli-help-value-command = COMMANDE
cli-help-default = [par défaut : { $value }]
cli-help-possible-values = [valeurs possibles : { $values }]
cli-help-flag-help = Afficher l’aide
cli-help-flag-help-more = Afficher l’aide (plus de détails avec « --help »)
cli-help-flag-version = Afficher la version
cli-help-subcommand-help = Afficher cette aide ou celle des sous-commandes données

cli-help-about = Jeux de déduction à information cachée : serveur, simulations, relectures.
cli-help-admin = Outils d’administration du site, sur le stockage qu’utilise `sleuth serve` : lister les signalements d’enquêtes et d’énigmes publiées, en masquer une, la rétablir
cli-help-admin-backup = Copie la base SQLite en service dans un nouveau fichier (sauvegarde en ligne de SQLite : sans danger pendant que `sleuth serve` tourne) ; indique combien de parties et de comptes elle contient
cli-help-admin-backup-data = Dossier de la base SQLite, comme `sleuth serve --data` (équivaut à `sleuth admin --data DOSSIER backup`)
cli-help-admin-backup-force = Remplacer FILE s’il existe déjà
cli-help-admin-backup-to = Le fichier de sauvegarde à écrire : une base SQLite complète
cli-help-admin-data = Dossier de la base SQLite (comme `sleuth serve --data`)
cli-help-admin-database = Une URL PostgreSQL (comme `sleuth serve --database`)
cli-help-admin-hide = Masque une publication dans la bibliothèque et le salon (les parties déjà lancées avec elle continuent et restent consultables)
cli-help-admin-hide-id = L’identifiant de la publication (`l-...`)
cli-help-admin-hide-note = La raison, pour les autres administrateurs
cli-help-admin-library = Toutes les publications de la bibliothèque, masquées comprises
cli-help-admin-library-json = Afficher la liste en JSON
cli-help-admin-reports = Tous les signalements d’une publication, du plus récent au plus ancien
cli-help-admin-reports-json = Afficher les signalements en JSON
cli-help-admin-restore = Affiche de nouveau une publication masquée
cli-help-admin-restore-id = { cli-help-admin-hide-id }
cli-help-assist = L’assistant de déduction pour une partie autour d’une vraie table : saisissez votre main et ce qui se passe, voyez le bloc-notes avec les probabilités (docs/assistant.md)
cli-help-assist-deck = Le jeu : classic, havent-a-cluedo (les paquets, voir --list-decks) ou lady-alice
cli-help-assist-hand = Votre main, cartes séparées par des virgules (Lady Alice : votre carte indice)
cli-help-assist-list-decks = Afficher les paquets intégrés et leurs cartes (et les indices de Lady Alice), puis quitter
cli-help-assist-load = Reprendre une séance enregistrée avec `save FICHIER` (un document de connaissances)
cli-help-assist-me = Le joueur que vous êtes
cli-help-assist-players = Les joueurs dans l’ordre autour de la table avec le nombre de cartes en main, p. ex. « Ann 6, Bob 6, Cat 6 » (Lady Alice : les noms seulement, « Ann, Bob, Cat »)
cli-help-bench-ceilings = Les plafonds de cette machine, auxquels comparer les chiffres de loadgen : un écho WebSocket minimal avec la même diffusion, et le débit brut de validations de SQLite. Avec --compare, affiche les chiffres d’un rapport de loadgen en proportion de ces plafonds
cli-help-bench-ceilings-compare = Un rapport JSON de `sleuth loadgen` à comparer aux plafonds
cli-help-bench-ceilings-message-bytes = Taille en octets de chaque message diffusé (environ une mise à jour de Lady Alice)
cli-help-bench-ceilings-seconds = Durée de la mesure, en secondes
cli-help-bench-ceilings-spectators = Connexions de spectateurs par table
cli-help-bench-ceilings-tables = Tables simultanées, comme loadgen --tables
cli-help-campaign = Afficher la progression d’une équipe dans une campagne (un fichier) ; `--record` y note une partie terminée
cli-help-campaign-campaign = La campagne : `almost-innocent`
cli-help-campaign-difficulty = Difficulté de la prochaine partie : easy, medium ou detective
cli-help-campaign-file = Le fichier de progression (JSON) ; créé à la première partie notée
cli-help-campaign-players = Nombre de joueurs de la prochaine partie
cli-help-campaign-record = L’enregistrement d’une partie terminée à noter d’abord dans la progression
cli-help-content = Fichiers de contenu (scénarios, enquêtes, énigmes) : les vérifier
cli-help-content-check = Valider des fichiers de contenu (un fichier, ou tous les .toml d’un dossier) et signaler chaque problème avec son emplacement. Termine avec le code 1 au moindre problème
cli-help-content-check-paths = Les fichiers ou dossiers de contenu à vérifier
cli-help-games = Lister les jeux hébergés avec leur nombre de joueurs, leurs variantes et leurs bots
cli-help-games-json = Afficher la liste en JSON
cli-help-lang = La langue des textes affichés pour les personnes (en, fr) ; sinon celle de l’environnement (LC_ALL, LC_MESSAGES, LANG), à défaut l’anglais. Les sorties JSON sont les mêmes dans toutes les langues
cli-help-loadgen = Mettre en charge un serveur en marche : des tables de Lady Alice très actives par WebSocket, avec les latences
cli-help-loadgen-addr = L’adresse du serveur à mettre en charge
cli-help-loadgen-games = Mode rythmé : les jeux, séparés par des virgules, à parts égales entre les tables
cli-help-loadgen-hold = WebSockets inactives supplémentaires à garder ouvertes pendant tout l’essai (chacune doit encore répondre à un ping à la fin)
cli-help-loadgen-json = Mode rythmé : afficher le rapport en JSON plutôt qu’en lignes pour les personnes (le mode intensif affiche toujours du JSON)
cli-help-loadgen-paced = Des tables au rythme d’un vrai site plutôt que des tables intensives : les personnes réfléchissent, les bots gardent le délai du serveur (serve sans --bot-delay-ms 0), les cinq jeux, des spectateurs vont et viennent, des personnes se reconnectent
cli-help-loadgen-people = Mode rythmé : personnes simulées par table (des bots aux autres places ; le Lateral Puzzles Game n’accueille que des personnes)
cli-help-loadgen-reconnect-secs = Mode rythmé : chaque personne ferme sa connexion et revient (hello avec since) à peu près à cet intervalle (de la moitié à 1,5 fois) ; 0 : jamais
cli-help-loadgen-seconds = Durée de la charge, en secondes
cli-help-loadgen-seed = Mode rythmé : la graine des temps de réflexion et des coups
cli-help-loadgen-server-pid = Mode rythmé : l’identifiant du processus du serveur, pour rapporter sa mémoire et son processeur
cli-help-loadgen-spectator-stay-secs = Mode rythmé : un spectateur reste à peu près ce temps (de la moitié à 1,5 fois), puis part et un autre arrive
cli-help-loadgen-spectators = Connexions de spectateurs par table
cli-help-loadgen-tables = Tables (parties) simultanées, chacune avec une personne simulée et 3 bots
cli-help-loadgen-think-ms = Mode rythmé : temps de réflexion d’une personne par coup, uniforme entre MIN et MAX ms
cli-help-loadgen-watch-addr = Un autre nœud sur la même base PostgreSQL, où regardent les spectateurs (les joueurs agissent sur --addr) : le rapport ajoute le délai entre nœuds
cli-help-replay = Rejouer l’enregistrement d’une partie ; indiquer son issue ou la première action refusée
cli-help-replay-analyse = Pour une partie terminée : pour chaque place, la probabilité de la vérité après chaque action, et la première action après laquelle la solution était certaine
cli-help-replay-file = L’enregistrement de la partie (JSON)
cli-help-replay-json = Afficher un objet JSON plutôt que des lignes pour les personnes
cli-help-rules = Afficher les règles et le glossaire d’un jeu (le même texte que la page des règles du navigateur)
cli-help-rules-game = L’identifiant du jeu, p. ex. lady-alice
cli-help-rules-json = La page analysée en JSON (blocs et glossaire), comme `GET /api/games/GAME/rules`
cli-help-serve = Servir l’interface du navigateur, le salon et les parties en direct (SQLite dans --data, ou PostgreSQL avec --database, partagé par plusieurs nœuds ; docs/deploy.md)
cli-help-serve-addr = L’adresse et le port d’écoute
cli-help-serve-bot-delay-ms = Pause avant chaque action d’un bot, en millisecondes
cli-help-serve-data = Dossier de la base SQLite
cli-help-serve-database = Une URL PostgreSQL (postgres://utilisateur:motdepasse@hôte:port/base) où enregistrer les parties plutôt que dans SQLite ; plusieurs nœuds peuvent la partager
cli-help-serve-hand-over-after-secs = Dans une partie sans pendule, combien de temps (en secondes) la place d’une personne doit rester sans connexion avant que les autres puissent la confier à un bot
cli-help-serve-header-timeout-ms = Temps laissé à un client pour envoyer les en-têtes d’une requête, en millisecondes
cli-help-serve-log-format = La forme des lignes de journal écrites sur stderr : `text` pour les personnes, `json` (un objet par ligne, avec l’identifiant de la partie et la place pour les lignes qui concernent une partie) pour les collecteurs de journaux
cli-help-serve-max-connections = Nombre maximal de connexions simultanées ; au-delà, 503 occupé
cli-help-serve-max-connections-per-address = Nombre maximal de connexions simultanées depuis une même adresse cliente (hors boucle locale et adresses --trusted-proxy) ; au-delà, 503 occupé. 0 : pas de limite (un proxy placé devant limite ses clients)
cli-help-serve-metrics-token = Activer `GET /metrics` (texte Prometheus) pour les requêtes portant ce jeton (`Authorization: Bearer JETON`, au moins 16 caractères visibles). Mieux vaut le donner dans la variable d’environnement SLEUTH_METRICS_TOKEN, que `ps` ne montre pas. Sans l’un ni l’autre, /metrics répond 404
cli-help-serve-push-allow-http = Accepter les abonnements push dont l’adresse est en http simple (seulement pour un service push sur un réseau privé ou sur cette machine, p. ex. pour des essais)
cli-help-serve-push-contact = Le contact que les services push peuvent utiliser au sujet de ce site (le `sub` VAPID de Web Push) : une URL `mailto:` ou `https:` de l’exploitant
cli-help-serve-static-dir = Servir l’interface depuis ce dossier plutôt que la copie intégrée (développement). Avec `crates/server/web`, les tables des jeux et les catalogues de messages sont lus eux aussi dans leurs crates : les modifications apparaissent au rechargement, sans recompiler
cli-help-serve-trusted-proxies = L’adresse d’un proxy inverse placé devant ce nœud, sur une autre machine (la boucle locale est toujours de confiance) : non limité par adresse, et son X-Forwarded-For désigne le client. À répéter pour en donner plusieurs
cli-help-serve-ws-dead-ms = Combien de temps une WebSocket peut rester muette avant d’être fermée, en millisecondes
cli-help-serve-ws-ping-ms = Intervalle entre deux pings de chaque WebSocket, en millisecondes
cli-help-simulate = Jouer de nombreuses parties avec des bots à toutes les places et rapporter les résultats
cli-help-simulate-bot = Le bot de toutes les places, ou un par place séparés par des virgules (par défaut : baseline)
cli-help-simulate-config = D’autres champs de configuration en objet JSON, fusionnés avec les valeurs par défaut, p. ex. le champ burgess_goes_diagonal à true
cli-help-simulate-difficulty = La difficulté, pour les jeux qui en ont (easy, medium, detective)
cli-help-simulate-game = L’identifiant du jeu, p. ex. lady-alice
cli-help-simulate-games = Nombre de parties à jouer
cli-help-simulate-json = Afficher un objet JSON plutôt qu’un tableau
cli-help-simulate-max-actions = Abandonner une partie après ce nombre d’actions (par défaut : la limite annoncée par le jeu)
cli-help-simulate-players = Nombre de joueurs à chaque table
cli-help-simulate-scenario = L’identifiant du scénario, pour les jeux qui en ont (Almost Innocent)
cli-help-simulate-seed = La graine de la première partie
cli-help-solve = Déduction à partir de ce que sait une place
cli-help-solve-cluedo = Déduction exacte de qui détient quelles cartes : un document de connaissances (JSON) sur stdin, les probabilités et les faits certains (JSON) sur stdout. Voir docs/deduction/
cli-help-solve-cluedo-list-decks = Afficher plutôt les paquets intégrés et les noms de leurs cartes
cli-help-solve-lady-alice = Déduction exacte de Lady Alice pour une place : un document de connaissances (JSON) sur stdin, la distribution des mondes possibles (JSON) sur stdout. Voir docs/deduction/lady-alice-solver.md
cli-help-tournament = Des bots mélangés, places tournantes ; taux de victoire avec intervalles de Wilson à 95 %
cli-help-tournament-bots = Les bots qui se relaient aux places, p. ex. baseline,random
cli-help-tournament-config = { cli-help-simulate-config }
cli-help-tournament-difficulty = { cli-help-simulate-difficulty }
cli-help-tournament-game = { cli-help-simulate-game }
cli-help-tournament-games = { cli-help-simulate-games }
cli-help-tournament-json = { cli-help-simulate-json }
cli-help-tournament-players = { cli-help-simulate-players }
cli-help-tournament-scenario = { cli-help-simulate-scenario }
cli-help-tournament-seed = { cli-help-simulate-seed }
cli-help-tutorial = Vérifier ou ébaucher le script du tutoriel d’un jeu (docs/content/tutorials.md)
cli-help-tutorial-check = Rejouer le tutoriel intégré d’un jeu (ou un fichier de script) : chaque étape légale, la partie finie à la dernière
cli-help-tutorial-check-file = Un fichier de script à la place du script intégré du jeu
cli-help-tutorial-check-game = L’identifiant du jeu, p. ex. lady-alice
cli-help-tutorial-draft = Écrire l’ébauche d’un script : des bots jouent toutes les places à partir de la configuration et de la graine du script (en gardant ses KEEP premières étapes), chaque action devient une étape
cli-help-tutorial-draft-bot = Le bot qui joue toutes les places après les étapes gardées
cli-help-tutorial-draft-file = Le script de départ (titre, graine, configuration, apprenant et ses étapes)
cli-help-tutorial-draft-game = { cli-help-tutorial-check-game }
cli-help-tutorial-draft-keep = Étapes de `file` gardées telles quelles avant que les bots prennent la suite

## Les noms des valeurs dans --help et dans les erreurs de la ligne de commande (`--players <JOUEURS>`).
cli-value-code = CODE
cli-value-game = JEU
cli-value-file = FICHIER
cli-value-players = JOUEURS
cli-value-id = ID
cli-value-seed = GRAINE
cli-value-game-ids = JEUX
cli-value-games = PARTIES
cli-value-difficulty = DIFFICULTÉ
cli-value-data = DOSSIER
cli-value-addr = ADRESSE
cli-value-tables = TABLES
cli-value-spectators = SPECTATEURS
cli-value-seconds = SECONDES
cli-value-scenario = SCÉNARIO
cli-value-database = URL
cli-value-config = CONFIG
cli-value-campaign = CAMPAGNE
cli-value-bots = BOTS
cli-value-bot = BOT
cli-value-ws-ping-ms = MS
cli-value-ws-dead-ms = MS
cli-value-token = JETON
cli-value-static-dir = DOSSIER
cli-value-spectator-stay-secs = SECONDES
cli-value-record = ENREGISTREMENT
cli-value-reconnect-secs = SECONDES
cli-value-push-contact = CONTACT
cli-value-paths = CHEMINS
cli-value-pid = PID
cli-value-people = PERSONNES
cli-value-note = NOTE
cli-value-message-bytes = OCTETS
cli-value-me = JOUEUR
cli-value-max-connections-per-address = NOMBRE
cli-value-max-connections = NOMBRE
cli-value-max-actions = NOMBRE
cli-value-log-format = FORMAT
cli-value-load = FICHIER
cli-value-keep = NOMBRE
cli-value-hold = NOMBRE
cli-value-header-timeout-ms = MS
cli-value-hand-over-after-secs = SECONDES
cli-value-hand = MAIN
cli-value-deck = PAQUET
cli-value-compare = FICHIER
cli-value-bot-delay-ms = MS
cli-value-address = ADRESSE
