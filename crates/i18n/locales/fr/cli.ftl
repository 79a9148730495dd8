# Ce que la ligne de commande `sleuth` écrit pour les personnes : résultats,
# bilans, titres de colonnes, erreurs et la session de l’assistant de déduction.
# La sortie JSON n’en utilise aucun. Noms de jeux, cartes, personnes, fichiers
# et contenus sont des données.

## Toutes les commandes

cli-cannot-read = impossible de lire { $file }
cli-cannot-read-stdin = impossible de lire l’entrée standard
cli-no-runtime = impossible de démarrer le moteur asynchrone
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
    } ; { $proof })
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
