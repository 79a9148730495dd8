# Les problèmes du vérificateur de contenu (enquêtes Watson & Holmes, énigmes de
# Lateral Puzzles, scénarios d’Almost Innocent, configuration d’une partie) :
# chaque endroit et chaque phrase, dans l’atelier, le salon et `sleuth content
# check`. Les valeurs citées ($answer, $value, $choice…) arrivent avec leurs
# guillemets ; identifiants, clés et textes du fichier sont les mots de l’auteur
# ou de l’autrice.

## Endroits.
errors-content-place-key = { $key }
errors-content-place-case-file = fichier de l’enquête
errors-content-place-puzzle-file = fichier de l’énigme
errors-content-place-puzzle = énigme
errors-content-place-file-name = nom du fichier
errors-content-place-config = configuration
errors-content-place-question = question { $number } (`{ $question }`)
errors-content-place-concept = question { $number } (`{ $question }`), concept { $concept }
errors-content-place-wrong-concept = question { $number } (`{ $question }`), concept faux { $concept }
errors-content-place-synonym = question { $number } (`{ $question }`), concept { $concept }, synonyme { $synonym_number } ({ $synonym })
errors-content-place-wrong-synonym = question { $number } (`{ $question }`), concept faux { $concept }, synonyme { $synonym_number } ({ $synonym })
errors-content-place-accepted = question { $number } (`{ $question }`), réponse acceptée { $sample_number } ({ $sample })
errors-content-place-sample-right = question { $number } (`{ $question }`), exemple de bonne réponse { $sample_number } ({ $sample })
errors-content-place-sample-wrong = question { $number } (`{ $question }`), exemple de mauvaise réponse { $sample_number } ({ $sample })
errors-content-place-zone = zone `{ $zone }`
errors-content-place-location = lieu { $location }
errors-content-place-fact = lieu { $location }, fait { $fact }
errors-content-place-part = élément { $part } de la solution
errors-content-place-theme = thème { $theme }
errors-content-place-file = fichier
errors-content-place-line = ligne { $line }
errors-content-place-grid-row = grille, ligne { $row }
errors-content-place-grid-cell = grille, ligne { $row }, colonne { $column }
errors-content-place-grid-type = grille, { $type ->
        [culprit] Coupable
        [victim] Victime
        [crime] Crime
        [evidence] Preuve
       *[place] Lieu
    }
errors-content-place-english-original = original anglais
# Un problème après son endroit, dans une liste qui en mêle plusieurs.
errors-content-at-place = { $place } : { $problem }

## Tout contenu.
errors-content-empty = est vide
errors-content-missing = manque
errors-content-too-long = dépasse { $max } caractères
errors-content-control-characters = contient des caractères de contrôle
errors-content-text-length = son texte doit avoir de 1 à { $max } caractères
errors-content-name-length = son nom doit avoir de 1 à { $max } caractères
errors-content-more-than = { $value } dépasse { $max }
errors-content-toml = TOML illisible : { $detail }

## La configuration d’une partie.
errors-content-config-unreadable = ce n’est pas une configuration de { $game } : { $detail }
errors-content-config-not-a-case = ce n’est pas une enquête : { $detail }

## Enquêtes Watson & Holmes.
errors-content-case-id = { $id } n’est pas un identifiant d’enquête : de 1 à { $max } lettres minuscules, chiffres et traits d’union
errors-content-case-difficulty = { $difficulty } n’est pas entre 0 et 5
errors-content-case-difficulty-estimate = déclarée { $declared }, mais le vérificateur l’estime à { $estimate } (docs/content/watson-holmes.md, « Difficulty »)
errors-content-case-question-count = une enquête pose de { $min } à { $max } questions, pas { $count }
errors-content-case-question-id = son identifiant ne doit contenir que des lettres minuscules, des chiffres, des `_` ou des `-`
errors-content-case-question-id-taken = son identifiant est déjà pris par une question précédente
errors-content-case-answer-length = la réponse { $answer } doit avoir de 1 à { $max } caractères, dont des lettres ou des chiffres
errors-content-case-answer-control = la réponse { $answer } contient des caractères de contrôle
errors-content-case-few-choices = propose { $count ->
        [one] { $count } option
       *[other] { $count } options
    } ; une question à choix en propose au moins { $min } (ou mettez `typed = true` et jugez par concepts)
errors-content-case-many-choices = propose plus de { $max } choix
errors-content-case-choice-twice = le choix { $choice } figure deux fois
errors-content-case-no-right-option = aucune réponse acceptée : indiquez la bonne option
errors-content-case-right-not-an-option = sa bonne réponse { $answer } n’est pas une de ses options
errors-content-case-many-right-options = indique { $count } bonnes réponses ; une question à choix indique une seule fois sa bonne option
errors-content-case-concepts-untyped = les concepts et les exemples sont pour les questions à réponse libre : mettez `typed = true` ou retirez-les
errors-content-case-typed-choices = une question à réponse libre ne propose pas d’options : retirez `choices` ou `typed = true`
errors-content-case-typed-no-concept = une question à réponse libre a besoin d’au moins un concept (`concepts`)
errors-content-case-typed-many-concepts = au plus { $max } concepts et { $max } concepts faux
errors-content-case-concept-empty = ne donne aucun synonyme
errors-content-case-concept-many = donne plus de { $max } synonymes
errors-content-case-synonym-long = un synonyme a au plus { $max } caractères
errors-content-case-synonym-star = `*` ne peut que terminer un mot
errors-content-case-synonym-no-letters = n’a ni lettre ni chiffre
errors-content-case-synonym-short-stem = une racine demande au moins { $min } lettres avant `*`
errors-content-case-synonym-many-words = un synonyme a au plus { $max } mots
errors-content-case-typed-no-samples = une question à réponse libre porte des exemples de bonnes et de mauvaises réponses (`samples_right`, `samples_wrong`), au moins un de chaque
errors-content-case-typed-many-samples = au plus { $max } exemples de chaque sorte
errors-content-case-typed-no-accepted = aucune réponse acceptée : la première est montrée comme la réponse à la fin
errors-content-case-judged-wrong = les concepts la jugent fausse
errors-content-case-judged-right = les concepts la jugent juste
errors-content-case-many-zones = une enquête a au plus { $max } zones
errors-content-case-zone-unnamed = il lui faut un identifiant et un nom
errors-content-case-zone-id-taken = son identifiant est déjà pris par une autre zone
errors-content-case-fare = un tarif va de 0 à { $max } fiacres
errors-content-case-one-zone = une enquête à zones en a au moins deux
errors-content-case-location-count = une enquête a de { $min } à { $max } lieux, pas { $count }
errors-content-case-location-number = un numéro de lieu va de 1 à 999
errors-content-case-location-number-taken = ce numéro est déjà pris par un autre lieu
errors-content-case-unknown-zone = sa zone `{ $zone }` n’est pas une zone de l’enquête
errors-content-case-zone-missing = l’enquête a des zones : indiquez la zone de ce lieu
errors-content-case-zone-without-zones = nomme la zone `{ $zone }`, mais l’enquête n’a pas de zones
errors-content-case-fact-unknown-question = nomme la question `{ $question }`, que l’enquête ne pose pas
errors-content-case-fact-empty = a une valeur vide
errors-content-case-fact-not-a-choice = { $value } n’est pas un des choix de la question `{ $question }`
errors-content-case-fact-proves-wrong = prouve { $value } pour la question à réponse libre `{ $question }`, mais ses concepts jugent cette réponse fausse
errors-content-case-fact-rules-out-right = écarte { $value } pour la question à réponse libre `{ $question }`, mais ses concepts jugent cette réponse juste
errors-content-case-points-nowhere = renvoie au lieu { $location }, que l’enquête n’a pas
errors-content-case-points-to-itself = renvoie à sa propre carte
errors-content-case-unknown-lead = le lieu { $location } n’est pas dans l’enquête
errors-content-case-no-lead = l’introduction doit mener à au moins un lieu
errors-content-case-closed-stop-gain = l’enquête ferme la station de fiacres (`carriage_stop_closed`) : on n’y gagne donc rien

## Watson & Holmes : ce que trouve le vérificateur de solvabilité.
errors-content-case-no-candidate = les faits de toutes les cartes réunies écartent toutes les réponses possibles
errors-content-case-wrong-determined = les faits désignent { $determined }, mais la bonne réponse est { $answer }
errors-content-case-typed-unproved = une question à réponse libre a besoin d’une carte dont les faits prouvent sa réponse
errors-content-case-ambiguous = ambiguë : les faits de toutes les cartes laissent { $count } réponses possibles ({ $candidates })
errors-content-case-unanswerable = on ne peut pas y répondre avec les cartes qu’une personne peut lire : { $reasons }
errors-content-case-locked-no-source = le lieu { $location } demande un crochet, et l’enquête n’en donne nulle part (pas de `starting_lockpick`, aucune carte qui en donne un)
errors-content-case-locked-sources-unread = le lieu { $location } demande un crochet, et les cartes qui en donnent un ({ $sources }) ne peuvent pas être lues avant
errors-content-case-not-pointed-to = lieu { $location } : aucune piste ni carte lisible n’y renvoie
errors-content-case-no-route = aucun ordre de visites d’une seule personne ne détermine toutes les réponses : chaque lecture d’une carte verrouillée (lieux { $locked_count ->
        [0] aucun
       *[other] { $locked }
    }) coûte un crochet, et les crochets ne viennent { $from ->
        [start] que de celui que chaque personne a au départ
        [start-and-cards] que du départ et des lieux { $sources }
        [nowhere] de nulle part
       *[cards] que des lieux { $sources }
    }
errors-content-case-search-cut-short = trop de cartes pour essayer tous les ordres de visites, et une recherche gloutonne n’en a trouvé aucun qui détermine toutes les réponses ({ $reasons })
errors-content-case-closed-stop-fares = la station de fiacres est fermée, mais le plus court parcours demande { $needed } fiacres pour ses courses et chaque personne commence avec { $start }
errors-content-case-contradiction-proofs = contradiction : le lieu { $location } prouve { $value }, mais le lieu { $other_location } prouve { $other_value }
errors-content-case-contradiction-same-card = contradiction : le lieu { $location } prouve et écarte à la fois { $value }
errors-content-case-contradiction-ruled-out = contradiction : le lieu { $location } prouve { $value }, mais le lieu { $other_location } l’écarte

## Lateral Puzzles.
errors-content-puzzle-carriage-returns = contient des retours chariot : enregistrez-le avec des fins de ligne Unix
errors-content-puzzle-toml = n’est pas du TOML valide : { $detail }
errors-content-puzzle-not-object = doit être un objet avec title, situation, solution et parts
errors-content-puzzle-file-name = { $file } doit s’appeler NN-<id de l’énigme>.toml, par exemple 07-the-spiced-birdseed.toml
errors-content-puzzle-id-not-file-name = { $id } diffère de { $slug }, tiré du nom du fichier
errors-content-puzzle-unknown-key = n’est pas une clé d’énigme (clés : { $keys })
errors-content-puzzle-not-text = doit être du texte (une chaîne)
errors-content-puzzle-not-boolean = doit valoir true ou false
errors-content-puzzle-difficulty = { $difficulty } doit aller de 1 (facile) à 5 (la plus difficile)
errors-content-puzzle-difficulty-not-number = doit être un nombre entier de 1 à 5
errors-content-puzzle-themes-not-list = doit être une liste de mots
errors-content-puzzle-parts-not-list = doit être une liste d’éléments de la solution, chacun avec text et score
errors-content-puzzle-part-not-table = doit être une table avec text et score
errors-content-puzzle-unknown-part-key = { $key } n’est pas une clé d’élément de la solution (clés : text, score)
errors-content-puzzle-part-text-not-text = le texte de l’élément (`text`) doit être une chaîne de caractères
errors-content-puzzle-part-text-missing = il manque le texte de l’élément (`text`)
errors-content-puzzle-score = le score (`score`) doit être un nombre entier de 1 à 100
errors-content-puzzle-score-missing = il manque le score (`score`)
errors-content-puzzle-id = { $id } n’est pas un identifiant d’énigme : de 1 à { $max } lettres minuscules, chiffres et traits d’union
errors-content-puzzle-too-long = dépasse { $max } caractères
errors-content-puzzle-control-characters = contient des caractères de contrôle (seuls les retours à la ligne sont permis)
errors-content-puzzle-one-line = doit tenir sur une ligne, sans caractères de contrôle
errors-content-puzzle-sentences = compte { $count ->
        [one] { $count } phrase
       *[other] { $count } phrases
    } ; elle est lue à voix haute : de 1 à 4
errors-content-puzzle-theme-count = compte { $count ->
        [one] { $count } thème
       *[other] { $count } thèmes
    } : de 1 à 4
errors-content-puzzle-theme = { $theme } doit avoir de 1 à { $max } lettres minuscules, chiffres et traits d’union
errors-content-puzzle-theme-twice = { $theme } figure deux fois
errors-content-puzzle-part-count = compte { $count ->
        [one] { $count } élément de la solution
       *[other] { $count } éléments de la solution
    } : une énigme en a de 2 à 8
errors-content-puzzle-score-not = le score (`score`) doit être un nombre entier de 1 à 100, pas { $score }
errors-content-puzzle-part-no-letters = n’a ni lettre ni chiffre
errors-content-puzzle-part-same = dit la même chose que l’élément { $part } (seuls la ponctuation, les espaces ou la casse diffèrent)
errors-content-puzzle-score-total = les scores font { $total } au total, pas exactement 100 (LP-2)

## Scénarios d’Almost Innocent. Les types d’indice ($type) arrivent tels que le fichier
## les nomme (culprit, victim, crime, evidence, place).
errors-content-scenario-no-english-original = aucun original anglais du même nom : scenarios/{ $file }
errors-content-scenario-id = { $id } ne doit contenir que des lettres minuscules, des chiffres et des tirets, et ne pas être vide
errors-content-scenario-title-empty = le titre est vide
errors-content-scenario-story-empty = l’histoire est vide
errors-content-scenario-story-too-long = l’histoire dépasse { $max } caractères : raccourcissez-la
errors-content-scenario-unknown-type = { $name } n’est pas un type d’indice (types connus : culprit, victim, crime, evidence, place)
errors-content-scenario-listed-twice = { $name } figure deux fois
errors-content-scenario-type-count = un scénario se joue avec 4 ou 5 types d’indice, pas { $count }
errors-content-scenario-unknown-module = { $name } n’est pas un module (modules connus : { $known })
errors-content-scenario-unknown-ability = { $name } n’est pas une capacité (capacités connues : din, teor, edd, okra, valia)
errors-content-scenario-ability-twice = { $name } est proposée deux fois
errors-content-scenario-edd-without-its-types = edd interroge sur le Coupable ou la Preuve, et aucun de ces deux types n’est en jeu
errors-content-scenario-valia-without-queen = valia déplace la Reine : ajoutez le module queen
errors-content-scenario-grid-rows = la grille a { $rows ->
        [one] { $rows } ligne
       *[other] { $rows } lignes
    } ; il lui en faut 6
errors-content-scenario-row-cells = la ligne a { $cells ->
        [one] { $cells } case
       *[other] { $cells } cases
    } ; il lui en faut 6
errors-content-scenario-not-a-code = { $cell } n’est ni un code d’indice (comme Vi3 ou Cu*) ni une case vide (.)
errors-content-scenario-no-type-code = { $cell } ne commence pas par le code d’un type d’indice (Cu, Vi, Cr, Ev, Pl)
errors-content-scenario-clue-number = { $cell } : le numéro d’un indice va de 1 à 7, ou * pour l’indice Spécial
errors-content-scenario-type-not-in-play = { $cell } : le type { $type ->
        [culprit] Coupable
        [victim] Victime
        [crime] Crime
        [evidence] Preuve
       *[place] Lieu
    } n’est pas en jeu dans ce scénario
errors-content-scenario-no-star-cards = { $cell } : seuls le Coupable, la Victime et la Preuve ont des indices Spécial
errors-content-scenario-big-clue-shape = le grand indice { $code } couvre { $cells }, qui ne forment pas un bloc de 1 × 2, 2 × 1 ou 2 × 2 cases
errors-content-scenario-clue-count = la grille a { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    } de type { $type ->
        [culprit] Coupable
        [victim] Victime
        [crime] Crime
        [evidence] Preuve
       *[place] Lieu
    } ; il lui faut les indices 1 à 6 (ou 1 à 7 avec le 7e indice), et il manque { $missing }
errors-content-scenario-deal-impossible = la distribution est impossible : le paquet { $type ->
        [culprit] Coupable
        [victim] Victime
        [crime] Crime
        [evidence] Preuve
       *[place] Lieu
    } a { $deck ->
        [one] { $deck } carte
       *[other] { $deck } cartes
    }, mais jusqu’à { $players } personnes y piochent chacune une carte
errors-content-scenario-module-not-listed = le scénario utilise { $module } sans lister ce module
errors-content-scenario-module-unused = le module { $module } est listé, mais le scénario ne s’en sert pas
errors-content-scenario-unknown-difficulty = difficulté inconnue (difficultés connues : easy, medium, detective)
errors-content-scenario-difficulty-missing = manquante : chaque scénario définit les difficultés easy, medium et detective
errors-content-scenario-tokens = tokens = { $tokens } : il en faut de 1 à { $max } (la boîte en contient { $max })
errors-content-scenario-almost-innocent-tokens = almost_innocent = { $count } : il en faut de 0 à { $max }
errors-content-scenario-question-limits-sum = quantity ({ $quantity }) et type ({ $type_tokens }) doivent être positifs ou nuls et totaliser tokens = { $tokens }
errors-content-scenario-question-limits-incomplete = les limites de questions demandent à la fois quantity et type
# Une traduction de scénario comparée à son original anglais.
errors-content-scenario-translation-id = { $id } ; l’original anglais dit { $english } (une traduction garde l’identifiant)
errors-content-scenario-translation-title-fr = à retirer d’une traduction : son titre est déjà dans sa langue
errors-content-scenario-translation-differs = { $found } ; l’original anglais dit { $english }
# Un problème de l’original anglais lui-même, à son endroit dans ce fichier.
errors-content-scenario-in-english-original = l’original anglais : { $place } : { $problem }

## Une enquête de Watson & Holmes ou une énigme traduite : ce qui diffère de
## l’original anglais au-delà des mots. Les nombres sont des nombres ; les
## identifiants et les valeurs arrivent tels que le fichier les écrit.
errors-content-translation-id = { $id } ; l’original anglais dit { $english } (une traduction garde l’identifiant)
errors-content-translation-empty = est vide
errors-content-translation-field-empty = { $field } : vide
errors-content-translation-differs = { $found } ; l’original anglais dit { $english }
errors-content-translation-rules-differ = les règles spéciales diffèrent de l’original anglais
errors-content-translation-questions = { $count ->
        [one] { $count } question
       *[other] { $count } questions
    } ; l’original anglais en a { $english }
errors-content-translation-question-id = identifiant { $id } ; l’original anglais dit { $english }
errors-content-translation-typed-differs = réponse libre dans une langue, question à choix dans l’autre
errors-content-translation-choices = { $count ->
        [one] { $count } choix
       *[other] { $count } choix
    } ; l’original anglais en a { $english }
errors-content-translation-choice-empty = choix { $choice } : vide
errors-content-translation-concepts = { $concepts ->
        [one] { $concepts } concept
       *[other] { $concepts } concepts
    } et { $wrong ->
        [one] { $wrong } concept faux
       *[other] { $wrong } concepts faux
    } ; l’original anglais en a { $english_concepts } et { $english_wrong }
errors-content-translation-right-choices = bons choix : { $right_count ->
        [0] aucun
       *[other] { $right }
    } ; l’original anglais dit { $english_count ->
        [0] aucun
       *[other] { $english }
    }
errors-content-translation-zones = { $count ->
        [one] { $count } zone
       *[other] { $count } zones
    } ; l’original anglais en a { $english }
errors-content-translation-zone = identifiant { $id }, tarif { $fare } ; l’original anglais dit identifiant { $english_id }, tarif { $english_fare }
errors-content-translation-locations = { $count ->
        [one] { $count } lieu
       *[other] { $count } lieux
    } ; l’original anglais en a { $english }
errors-content-translation-numbered = numéroté { $number } ; l’original anglais dit { $english }
errors-content-translation-zone-of-location = zone { $zone } ; l’original anglais dit { $english }
errors-content-translation-symbols-differ = les symboles diffèrent de l’original anglais
errors-content-translation-facts = { $count ->
        [one] { $count } fait
       *[other] { $count } faits
    } ; l’original anglais en a { $english }
errors-content-translation-fact = { $kind ->
        [points-to] renvoie au lieu { $location }
        [proves] prouve le choix { $choice } de la question `{ $question }`
        [rules-out] écarte le choix { $choice } de la question `{ $question }`
        [proves-typed] prouve { $value } pour la question à réponse libre `{ $question }`
        [rules-out-typed] écarte { $value } pour la question à réponse libre `{ $question }`
       *[not-a-choice] nomme { $value }, qui n’est pas un choix de la question `{ $question }`
    } ; l’original anglais { $english_kind ->
        [points-to] renvoie au lieu { $english_location }
        [proves] prouve le choix { $english_choice } de la question `{ $english_question }`
        [rules-out] écarte le choix { $english_choice } de la question `{ $english_question }`
        [proves-typed] prouve { $english_value } pour la question à réponse libre `{ $english_question }`
        [rules-out-typed] écarte { $english_value } pour la question à réponse libre `{ $english_question }`
       *[not-a-choice] nomme { $english_value }, qui n’est pas un choix de la question `{ $english_question }`
    }
errors-content-translation-themes = { $count ->
        [one] { $count } thème
       *[other] { $count } thèmes
    } ; l’original anglais en a { $english }
errors-content-translation-parts = { $count ->
        [one] { $count } élément de la solution
       *[other] { $count } éléments de la solution
    } ; l’original anglais en a { $english }
errors-content-translation-score = score { $score } ; l’original anglais dit { $english }
