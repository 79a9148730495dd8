# L’atelier (#/studio) : la liste des brouillons, commencer et importer un
# brouillon, l’éditeur et son vérificateur, les versions, les éditions publiées,
# l’essai comme en partie, jouer entre amis et publier. Les textes des enquêtes et
# des énigmes, et les phrases du vérificateur (envoyées par le serveur), n’y sont pas.

studio-title = Atelier
studio-kind = { $game ->
    [watson-holmes] Enquête Watson & Holmes
    [lateral-puzzles] Énigme de Lateral Puzzles
   *[other] Brouillon
    }
studio-noun = { $game ->
    [watson-holmes] enquête
    [lateral-puzzles] énigme
   *[other] brouillon
    }
studio-new = { $game ->
    [watson-holmes] Nouvelle enquête
    [lateral-puzzles] Nouvelle énigme
   *[other] Nouveau brouillon
    }
    .title = { $game ->
        [watson-holmes] Part d’une petite enquête qui passe le vérificateur
        [lateral-puzzles] Part d’une petite énigme qui passe le vérificateur
       *[other] Part d’un petit brouillon qui passe le vérificateur
    }
studio-today = aujourd’hui, { $time }
studio-day = { $day }, { $time }

## Sans connexion.
studio-login-text = L’atelier permet d’écrire ses propres enquêtes Watson & Holmes et énigmes de Lateral Puzzles. Il garde vos brouillons dans votre compte : { $link } pour l’utiliser.
studio-login-link = connectez-vous ou créez un compte

## Les brouillons.
studio-intro = Écrivez une enquête Watson & Holmes ou une énigme de Lateral Puzzles. Le vérificateur la lit pendant que vous tapez : ce dont dépend chaque question, le plus petit nombre de visites, les cartes inaccessibles, et chaque problème à sa place. Jouez-la tout de suite entre amis, puis publiez-la dans la bibliothèque, où chacun peut la choisir dans le salon.
studio-my-drafts = Mes brouillons
studio-no-drafts = Pas encore de brouillon : commencez-en un ci-dessus, ou importez un fichier.
studio-draft-line = { $kind } · version { $version } · enregistré { $when }
studio-limits = Un brouillon contient au plus { $bytes } octets ; un compte garde { $drafts } brouillons, chacun avec jusqu’à { $versions } versions enregistrées. Les textes sont montrés en texte brut aux personnes qui jouent.
studio-formats = Les formats :
studio-format-rules = règles de { $game }
studio-format-source = et { $doc } dans le code source de Sleuth
studio-formats-starter = Les brouillons de départ montrent toutes les clés courantes, avec des commentaires.

## Importer un fichier.
studio-import-title = Importer un fichier
studio-import-help = Un fichier d’enquête ou d’énigme au format TOML (par exemple exporté d’ici). Il devient un nouveau brouillon seulement s’il passe le vérificateur ; sinon chaque problème est listé et rien n’est enregistré.
studio-import-kind = Le fichier est
studio-import-file = Un fichier TOML à importer
studio-import-choose = Choisir un fichier…
studio-import-no-file = Aucun fichier choisi
studio-import-reading = Lecture de { $file }…
studio-import-unreadable = Ce fichier ne peut pas être lu.
studio-import-refused = Pas importé, rien n’est enregistré : { $reason }
studio-import-problems = Pas importé, rien n’est enregistré : { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
    } dans { $file }.

## L’éditeur.
studio-text = Le TOML de votre { $noun }
studio-checking = Vérification…
studio-unsaved = ● modifications non enregistrées
studio-save = Enregistrer
    .title = Enregistrer une nouvelle version (Ctrl+S ou ⌘S)
studio-export = Exporter
    .title = Télécharger la version enregistrée en fichier TOML
studio-players = { $count ->
    [one] { $count } personne
   *[other] { $count } personnes
    }
studio-players-label = Nombre de personnes
studio-preview = Essayer comme en partie
    .title = Ce que voit une personne qui joue, dans l’ordre (la version enregistrée)
studio-play = Jouer entre amis
    .title = Une partie privée de la version enregistrée : partagez son lien d’invitation
studio-publish = Publier
    .title = Publier la version enregistrée dans la bibliothèque (une nouvelle édition à chaque fois)
studio-back = ← Mes brouillons
studio-checker = Vérificateur
studio-the-draft = Votre { $noun }
studio-format = Format : { $link } et { $doc } dans le code source de Sleuth.
studio-format-the-rules = les règles
studio-leave = Quitter le brouillon sans enregistrer les modifications ?
studio-leave-yes = Quitter sans enregistrer
studio-leave-no = Rester
studio-leave-detail = Vos modifications restent dans cet onglet et reviennent quand vous rouvrez le brouillon, jusqu’à la fermeture de l’onglet.
studio-unsaved-back = Vos modifications non enregistrées sont revenues dans l’éditeur (pas encore enregistrées).
studio-unsaved-back-elsewhere = Vos modifications non enregistrées sont revenues dans l’éditeur, mais le brouillon a été enregistré ailleurs depuis : comparez avant d’enregistrer.
studio-unsaved-discard = Les abandonner
studio-version = version { $version }
studio-saved-at = enregistré { $when }
studio-caret = Ligne { $line }, colonne { $column } · { $bytes } octets sur { $max }

## Le vérificateur.
studio-place-draft = brouillon
studio-too-long = dépasse { $max } octets : le serveur ne l’acceptera pas
studio-checker-failed = Le vérificateur n’a pas pu tourner : { $message }
studio-check-ok = ✓ Aucun problème : prêt à jouer et à publier
studio-check-problems = ✗ { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
    }
studio-mini-ok = ✓ Aucun problème
studio-mini-problems = ✗ { $count ->
    [one] { $count } problème
   *[other] { $count } problèmes
    } : voir le vérificateur
studio-show-place = Montrer cet endroit dans le brouillon
studio-checked-in = Vérifié en { $ms } ms.
studio-case-later = Ce qui tranche chaque question, le plus petit nombre de visites, la difficulté estimée et les cartes inaccessibles viendront une fois les problèmes ci-dessus corrigés.
studio-cards = { $count ->
    [one] carte { $list }
   *[other] cartes { $list }
    }
studio-fewest-visits = Le moins de visites
studio-fewest-visits-value = { $visits } (visites qui tranchent toutes les réponses)
studio-fewest-visits-unknown = inconnu : l’enquête n’est pas encore prouvée soluble
studio-difficulty = Difficulté
studio-difficulty-value = déclarée { $declared }, le vérificateur estime { $estimate }
studio-unreachable = Cartes inaccessibles
studio-unreachable-value = { $cards } : aucune personne ne pourra jamais les lire
studio-unreachable-none = aucune
studio-questions = Questions
studio-settled = Tranchée : { $answer }
studio-not-settled = Pas tranchée par les cartes lisibles
studio-proved-by = prouvée par { $cards }
studio-proved-by-none = prouvée par aucune carte
studio-ruled-out-by = options écartées par { $cards }
studio-on-route = sur le parcours le plus court : { $cards }
studio-route = Le parcours le plus court

## Le parcours le plus court, dit d’après les chiffres du vérificateur (une ligne chacun).
studio-route-visits = Le moins de visites : { $count } ({ $steps })
studio-route-visits-bound = Au plus { $count } visites (la recherche a été écourtée) : { $steps }
studio-route-arrow = { " → " }
studio-route-card = carte { $location }
studio-route-card-notes = carte { $location } ({ $notes })
studio-route-note-again = relue
studio-route-note-fare = { $count ->
    [one] course de { $count } fiacre
   *[other] course de { $count } fiacres
    }
studio-route-note-call-off = renvoie la police
studio-route-note-spend-lockpick = utilise le crochet
studio-route-note-take-lockpick = prend un crochet
studio-route-note-take-call-off = prend un jeton de renvoi
studio-route-note-take-carriages = { $count ->
    [one] prend { $count } fiacre
   *[other] prend { $count } fiacres
    }
studio-route-carriages = Fiacres nécessaires : { $needed } sur les { $start } du départ
studio-route-carriages-stop = Fiacres nécessaires : { $needed } sur les { $start } du départ, donc { $rounds ->
    [one] { $rounds } tour de plus
   *[other] { $rounds } tours de plus
    } à la station de fiacres
studio-route-police = Si un adversaire pose son jeton Police sur une carte : { $risks }
studio-route-police-visits = carte { $location } → { $visits ->
    [one] { $visits } visite
   *[other] { $visits } visites
    }
studio-route-police-unsolvable = carte { $location } → insoluble
studio-route-difficulty = Indices : { $evidence ->
    [one] { $evidence } carte
   *[other] { $evidence } cartes
    }, effort { $effort } ; difficulté estimée { $estimate }, déclarée { $declared }
studio-route-difficulty-gap = Indices : { $evidence ->
    [one] { $evidence } carte
   *[other] { $evidence } cartes
    }, effort { $effort } ; difficulté estimée { $estimate }, déclarée { $declared } (écart de { $gap } : voir la formule de la difficulté)

studio-puzzle-later = La difficulté et les points des éléments de la solution viendront une fois les problèmes ci-dessus corrigés.
studio-difficulty-of-five = { $difficulty } sur 5
studio-parts = Éléments de la solution
studio-parts-value = { $count ->
    [one] { $count } élément
   *[other] { $count } éléments
    } : { $sum } = { $total } points

## Enregistrer, les versions et les éditions.
studio-saved-as = Enregistré comme version { $version }.
studio-nothing-changed = Rien n’a changé depuis la version { $version }.
studio-not-saved = Pas enregistré : { $message }
studio-versions = Versions
studio-versions-help = Chaque enregistrement est gardé. Restaurer une ancienne version l’enregistre de nouveau comme la plus récente ; rien n’est perdu.
studio-version-title = Version { $version }
studio-version-line = · { $when } · { $chars } caractères
studio-view = voir
studio-newest = la plus récente
studio-restore = restaurer
studio-restore-version = Restaurer la version { $version }
studio-close = Fermer
studio-restore-confirm = Restaurer la version { $version } ?
studio-restore-yes = La restaurer
studio-restore-detail = L’éditeur a des modifications non enregistrées : la restauration les remplace par cette version.
studio-restored = Version { $version } restaurée comme version { $newest }.
studio-publications = Éditions publiées
studio-publication-line = Édition { $edition } (version { $version }) · { $when }
studio-publication-hidden = · masquée par l’administration du site
studio-publications-help = Une édition publiée ne change jamais : publier de nouveau crée une nouvelle édition, et la bibliothèque montre la plus récente.

## L’aperçu, jouer et publier.
studio-preview-back = Retour à l’éditeur
studio-preview-head = Essayer comme en partie : ce que voit une personne qui joue la version { $version }, dans l’ordre. Rien ici n’est jamais envoyé à personne.
studio-no-preview = Pas d’aperçu : { $message }
studio-not-played = Pas de partie : { $message }
studio-published = Publié : « { $title } », édition { $edition }, est dans la bibliothèque. On la trouve dans le salon sous « De la bibliothèque », à côté du menu { $noun }.
studio-open-lobby = Ouvrir le salon
studio-not-published = Pas publié : { $message }
studio-symbol-needs-lockpick = demande un crochet
studio-symbol-gives-lockpick = donne un crochet
studio-symbol-gives-police = donne un jeton Police
studio-symbol-gives-call-off = donne un jeton de renvoi
studio-symbol-gives-carriages = donne { $count ->
    [one] { $count } fiacre
   *[other] { $count } fiacres
    }
studio-read = Lire
studio-leads-on = Mène à { $list } (lisibles maintenant).
studio-unseen = { $count ->
    [one] { $count } autre carte est sur le plateau, sans qu’une carte lue y mène encore.
   *[other] { $count } autres cartes sont sur le plateau, sans qu’une carte lue y mène encore.
    }
studio-all-readable = Toutes les cartes de l’enquête sont lisibles maintenant.
studio-introduction = Introduction
studio-special-rules = Règles spéciales
studio-no-special-rules = Aucune : les règles habituelles.
studio-rule-questions-at-221b = Les questions sont gardées pour le 221B Baker Street.
studio-rule-starting-carriages = { $count ->
    [one] Chaque personne commence avec { $count } fiacre.
   *[other] Chaque personne commence avec { $count } fiacres.
    }
studio-rule-no-starting-police = Personne ne commence avec un jeton Police.
studio-rule-starting-lockpick = Chaque personne commence avec un crochet, tant que la réserve en a.
studio-rule-no-watson = La carte Watson n’est pas en jeu.
studio-rule-carriage-stop-gain = { $count ->
    [one] La station de fiacres donne { $count } fiacre.
   *[other] La station de fiacres donne { $count } fiacres.
    }
studio-rule-carriage-stop-closed = La station de fiacres est fermée.
studio-answered-in-words = Réponse à taper.
studio-zones = Zones
studio-zone-fare = tarif { $count ->
    [one] { $count } fiacre
   *[other] { $count } fiacres
    }
studio-cards-you-can-read = Les cartes que vous pouvez lire
studio-leads = L’introduction mène à { $list }. Lire une carte montre son texte et rend lisibles les cartes vers lesquelles elle renvoie.
studio-situation = La situation, lue à voix haute
studio-themes = Thèmes :
studio-hidden-parts = La solution a { $count ->
    [one] { $count } élément caché
   *[other] { $count } éléments cachés
    }, connus du seul Maître des énigmes ; on marque des points en les découvrant.

## Entre l’endroit d’un problème importé et sa phrase, et entre les raisons qu’un problème énumère.
studio-problem-colon = { "\u00A0: " }
studio-reasons-joiner = { "\u00A0; " }

## Un brouillon au titre vide, tel que la liste des brouillons le nomme.
studio-untitled = { $game ->
    [watson-holmes] Enquête sans titre
   *[other] Énigme sans titre
  }
