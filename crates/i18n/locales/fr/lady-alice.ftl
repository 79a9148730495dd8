# Lady Alice : la table (bureau, carnet, jetons, verdicts, feuille de score), les phrases
# du journal de la partie et la feuille de score de l’exemple des règles. Les indices ont
# pour id lady-alice-clue-<slug> (le nom anglais du bureau en minuscules, sans apostrophe).

## Les quatre catégories d’indices.
lady-alice-category-suspect = Suspect
lady-alice-category-place = Lieu
lady-alice-category-time = Heure
lady-alice-category-object = Objet

## Indices : les lieux gardent leur nom (lieux réels) ; .at est le lieu dans une phrase.
lady-alice-clue-waterloo-station = Waterloo Station
    .at = à Waterloo Station
lady-alice-clue-british-museum = British Museum
    .at = au British Museum
lady-alice-clue-covent-garden = Covent Garden
    .at = à Covent Garden
lady-alice-clue-london-docks = London Docks
    .at = aux London Docks
lady-alice-clue-kew-gardens = Kew Gardens
    .at = à Kew Gardens
lady-alice-clue-westminster-bridge = Westminster Bridge
    .at = sur le Westminster Bridge
lady-alice-clue-hyde-park = Hyde Park
    .at = à Hyde Park
lady-alice-clue-tower-of-london = Tower of London
    .at = à la Tower of London

## Objets : le nom sur le bureau, et .with dans une phrase.
lady-alice-clue-compass = Boussole
    .with = avec la boussole
lady-alice-clue-sextant = Sextant
    .with = avec le sextant
lady-alice-clue-pith-helmet = Casque colonial
    .with = avec le casque colonial
lady-alice-clue-journal = Journal de voyage
    .with = avec le journal de voyage
lady-alice-clue-telescope = Longue-vue
    .with = avec la longue-vue
lady-alice-clue-rifle = Fusil
    .with = avec le fusil
lady-alice-clue-medicine-chest = Trousse à pharmacie
    .with = avec la trousse à pharmacie
lady-alice-clue-livingstones-letter = Lettre de Livingstone
    .with = avec la lettre de Livingstone

## Une heure dans une phrase ($time : 17h00).
lady-alice-at-time = à { $time }
lady-alice-someone = quelqu’un

## Fins de partie et gagnants.
lady-alice-ending-closed = L’enquête est close.
lady-alice-ending-suspicion = Le soupçon de { $name } a trouvé la solution.
lady-alice-ending-accusation = L’accusation de { $name } était juste.
lady-alice-ending-lone-survivor = { $name } est la dernière personne encore en course et gagne.
lady-alice-winners = { $count ->
    [0] Personne ne gagne.
    [one] Victoire : { $names }.
   *[other] Victoire : { $names }.
    }
lady-alice-game-over = Partie terminée. { $ending } { $winners }

## Le journal de la partie.
lady-alice-event-suspicion = { $name } soupçonne { $clues } : { $smiles ->
    [one] { $smiles } sourire
   *[other] { $smiles } sourires
    }
lady-alice-event-suspicion-covered = { $name } soupçonne { $clues } : { $smiles ->
    [one] { $smiles } sourire
   *[other] { $smiles } sourires
    } (doute général : les quatre indices sont couverts)
lady-alice-event-deduction-round = Déductions : { $name } commence.
lady-alice-event-counter-placed = { $name } pose un jeton sur { $clue }.
lady-alice-event-counter-placed-revealed = { $name } pose un jeton sur { $clue } ; révélé : { $revealed }.
lady-alice-event-revealed-counter = le { $value } de { $owner }
lady-alice-event-your-counter = (votre jeton sur { $clue } vaut { $value })
lady-alice-event-seat-counter = (le jeton de { $owner } sur { $clue } vaut { $value })
lady-alice-event-passed = { $name } passe.
lady-alice-event-accusation = { $name } accuse { $clues } : { $smiles ->
    [one] { $smiles } sourire
   *[other] { $smiles } sourires
    }, { $correct ->
    [yes] accusation juste !
   *[no] accusation fausse
    }
lady-alice-event-accusation-removed = { $name } accuse { $clues } (catégorie retirée selon cette personne : { $category }) : { $smiles ->
    [one] { $smiles } sourire
   *[other] { $smiles } sourires
    }, { $correct ->
    [yes] accusation juste !
   *[no] accusation fausse
    }
lady-alice-event-eliminated = { $name } est hors jeu.
lady-alice-event-round-ended = Tout le monde a passé : { $name } prend le carnet.

## L’invite du tour.
lady-alice-prompt-eliminated = Une fausse accusation vous a mis hors jeu : vous répondez toujours aux verdicts, mais ne pouvez plus agir.
lady-alice-prompt-suspect-you = À vous de jouer : vous tenez le carnet. Choisissez un indice dans chaque colonne du bureau, puis proposez votre soupçon.
lady-alice-prompt-suspect-other = { $name } tient le carnet et choisit un soupçon.
lady-alice-prompt-deduce-you = À vous de déduire : posez un jeton sur un indice, passez ou accusez ({ $passes } sur { $still } ont passé d’affilée).
lady-alice-prompt-deduce-other = C’est au tour de { $name } de déduire : poser un jeton, passer ou accuser ({ $passes } sur { $still } ont passé d’affilée).

## La table.
lady-alice-not-started = La table sera mise en place au début de la partie.
lady-alice-replay-secrets = Relecture : tous les secrets sont révélés à la fin.
lady-alice-watching = Vous regardez en spectateur : les cartes Preuve restent cachées.
lady-alice-your-evidence = Votre preuve
lady-alice-evidence-note = { $category } · vous souriez chaque fois qu’elle est nommée
lady-alice-badge-you = vous
lady-alice-badge-notebook = carnet
    .title = tient le carnet
lady-alice-badge-to-play = à jouer
lady-alice-badge-eliminated = hors jeu
lady-alice-badge-winner = ★ victoire
lady-alice-counters-left = { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
    }
    .title = jetons restants
lady-alice-round-line = Manche { $round } · { $smiles ->
    [one] { $smiles } sourire résout
   *[other] { $smiles } sourires résolvent
    } l’enquête · { $capacity } jetons par indice
lady-alice-desk =
    .aria-label = Le bureau

## Le verdict.
lady-alice-verdict-suspects = { $name } soupçonne
lady-alice-verdict-accuses = { $name } accuse
lady-alice-verdict-removed = (catégorie retirée : { $category })
lady-alice-verdict-smiles = { $smiles ->
    [one] { $smiles } sourire
   *[other] { $smiles } sourires
    }
    .aria-label = { $smiles ->
        [one] { $smiles } sourire sur { $players }
       *[other] { $smiles } sourires sur { $players }
    }
lady-alice-verdict-covered = Aucune preuve nommée : ces quatre indices sont couverts.
lady-alice-verdict-solved = Résolu !
lady-alice-verdict-correct = Accusation juste !
lady-alice-verdict-wrong = Accusation fausse : { $name } est hors jeu.
lady-alice-folder-smile = sourire : une preuve est nommée
lady-alice-folder-doubt = doute : aucune preuve nommée

## Le bureau : un indice couvert porte une carte de visite.
lady-alice-card-line = Détective-conseil · 221B Baker St.
lady-alice-clue-title = { $clue } : { $count }/{ $capacity } jetons
lady-alice-clue-title-covered = { $clue } (couvert) : { $count }/{ $capacity } jetons
lady-alice-counter-up-title = { $name } : { $value }
lady-alice-counter-down-title = { $name } : face cachée
lady-alice-counter-down-known-title = { $name } : face cachée ({ $value })

## Le carnet et les actions.
lady-alice-previous-suspicion = Soupçon précédent (interdit de le répéter) : { $clues }.
lady-alice-nothing-to-do = Rien à faire pour l’instant.
lady-alice-problem-tap-clue = Touchez un indice du bureau.
lady-alice-problem-covered = { $clue } est couvert : les jetons vont seulement sur les indices découverts.
lady-alice-problem-full = { $clue } porte déjà { $capacity } jetons.
lady-alice-problem-value = Choisissez la valeur de votre jeton.
lady-alice-i-suspect = « Je soupçonne { $clues }. »
lady-alice-i-accuse = « J’accuse { $clues }. »
lady-alice-pick-per-column = Choisissez un indice par colonne ({ $picked } sur 4).
lady-alice-submit-suspicion = Proposer le soupçon
lady-alice-place-status = Posez votre { $value } face cachée sur { $clue }.
lady-alice-no-counters-status = Plus de jetons : passez ou accusez.
lady-alice-place-counter = Poser le jeton
lady-alice-pass = Passer
lady-alice-accuse = Accuser
lady-alice-accuse-title = Accuser { $clues }
lady-alice-accuse-incomplete = Nommez un indice par colonne dans le carnet pour accuser
lady-alice-your-move =
    .aria-label = Votre coup
lady-alice-slot-removed = retirée (laissée vide)
lady-alice-removed-on = retirée ✓
lady-alice-removed-ask = retirée ?
lady-alice-removed-title = Je pense que la catégorie { $category } a été retirée
lady-alice-help-suspect = Touchez un indice dans chaque colonne, puis « Proposer le soupçon ». Votre soupçon peut inclure votre propre preuve, ou non.
lady-alice-help-accuse-three = Pour accuser, désignez la catégorie que vous pensez retirée et un indice dans chacune des trois autres, puis « Accuser ». Une fausse accusation vous met hors jeu.
lady-alice-help-accuse = Pour accuser, choisissez un indice dans chaque colonne, puis « Accuser ». Une fausse accusation vous met hors jeu.
lady-alice-notebook-suspicion = Carnet : votre soupçon
lady-alice-notebook-accusation = Carnet : accusation
lady-alice-your-counters = Vos jetons
lady-alice-place-title = Poser un jeton
lady-alice-place-help = Touchez un indice, choisissez une valeur, puis « Poser le jeton ». { $problem }
lady-alice-place-help-ready = Touchez un indice, choisissez une valeur, puis « Poser le jeton ». Votre { $value } ira face cachée sur { $clue }.
lady-alice-no-counters = Vous n’avez plus de jetons : vous pouvez passer ou accuser.

## L’historique public des verdicts.
lady-alice-history = Soupçons et accusations
lady-alice-history-public = Soupçons et accusations (publics)
lady-alice-no-notes = Sans notes : la prise de notes est interdite, seule la table telle qu’elle est s’affiche. Retenez les verdicts !
lady-alice-history-who = Qui
lady-alice-history-smiles = Sourires
lady-alice-history-round = M{ $round }
lady-alice-history-accusation = Acc.
lady-alice-history-kind-suspicion = soupçon
lady-alice-history-kind-accusation = accusation
lady-alice-history-removed = retirée
lady-alice-no-suspicion = Aucun soupçon pour l’instant.

## La fin.
lady-alice-removed-category-was = La catégorie retirée était : { $category }.
lady-alice-doubled-category-was = La catégorie doublée était : { $category }.
lady-alice-solution = Solution : { $clues }
lady-alice-evidence-cards = Cartes Preuve
lady-alice-removed-category = Catégorie retirée : { $category }
lady-alice-doubled-category = Catégorie doublée : { $category }
lady-alice-sheet-title = Feuille de score
lady-alice-sheet-line = Ligne
lady-alice-sheet-total = Total
lady-alice-sheet-evidence = Preuve montrée
lady-alice-sheet-off-solution = Jetons retirés : hors de la solution
lady-alice-sheet-of-eliminated = Jetons retirés : personne hors jeu
lady-alice-sheet-face-up = Jetons restants retournés face visible
lady-alice-sheet-zeros = Jetons de valeur 0 retirés
lady-alice-sheet-value = Valeur des jetons restants
lady-alice-sheet-all-evidence = Un jeton sur chaque indice de la solution (+2)
lady-alice-sheet-suspicion = Soupçon qui a trouvé la solution (+1)
lady-alice-sheet-accusation = Accusation juste (+3)
lady-alice-sheet-doubled = Les deux indices de la catégorie doublée (+2)
lady-alice-sheet-removed = { $count ->
    [one] { $count } retiré
   *[other] { $count } retirés
    }

## La feuille de score de l’exemple des règles (noms de ligne courts).
lady-alice-picture-evidence = Preuve
lady-alice-picture-off-solution = Hors solution
lady-alice-picture-eliminated = Hors jeu
lady-alice-picture-face-up = Visibles
lady-alice-picture-zeros = Zéros
lady-alice-picture-counters = Jetons
lady-alice-picture-all-clues = Tous les indices
lady-alice-picture-suspicion = Soupçon
lady-alice-picture-accusation = Accusation
lady-alice-picture-wins = { $total } ★ gagne
lady-alice-picture-label = Feuille de score : { $totals } ; { $count ->
    [one] victoire de { $winners }
   *[other] victoire de { $winners }
    }
lady-alice-reveal-name = { $name } :
