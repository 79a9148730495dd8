# L’assistant de déduction (#/assist) : ce que tous les carnets partagent, puis le
# type Cluedo (Cluedo classique et Haven't a Cluedo) et le type Lady Alice. Les
# noms des cartes et des indices viennent des catalogues des jeux.

assist-title = Assistant de déduction
assist-intro = Vous jouez autour d’une vraie table ? Saisissez votre main (ou votre carte Preuve) et tout ce qui se passe ; le carnet montre, pour chaque carte, la probabilité que chaque personne la détienne et celle qu’elle soit dans l’enveloppe (Lady Alice : la probabilité que chaque indice soit une preuve).
assist-game = Jeu
assist-load = Ou reprenez une session enregistrée (un fichier JSON enregistré par sleuth assist ou par « Télécharger en JSON ») :
assist-no-reader = Aucun carnet ne sait lire ce document.
assist-not-json = Ce fichier n’est pas du JSON : { $error }
assist-solving = Calcul en cours…
assist-undo = ↶ Annuler la dernière entrée
assist-download = Télécharger en JSON
assist-new-game = Nouvelle partie
assist-new-game-confirm = Commencer une nouvelle partie ? Cette session et ses entrées seront oubliées.
assist-busy = Le changement précédent est encore en cours de calcul ; réessayez dans un instant.
assist-not-added = Pas ajouté : { $reason }
assist-no-entries = Aucune entrée pour l’instant : ajoutez ce qui se passe à la table.
assist-delete-entry = Supprimer l’entrée { $entry }
assist-what-happened = Ce qui s’est passé
assist-entries = Entrées
assist-notepad = Carnet
assist-you = { $name } (vous)
assist-you-mark = (vous)
assist-players-count = { $count } personnes
assist-seating-order = Ordre autour de la table
assist-me = Moi
assist-player-name =
    .aria-label = Nom de la personne { $player }
assist-default-player = Personne { $player }
assist-i-am = Je suis la personne { $player }
assist-players = Personnes
assist-start = Ouvrir le carnet
assist-every-name = Chaque personne doit avoir un nom.
assist-same-name = Deux personnes ont le même nom.
assist-new-entry = la nouvelle entrée
assist-entry = l’entrée { $entry }
assist-entry-described = l’entrée { $entry } ({ $text })
assist-new-entry-described = la nouvelle entrée ({ $text })
assist-certain = certain
assist-percent = { $value } %
assist-scroll-hint = Faites défiler le carnet sur le côté pour voir toutes les places →
assist-unknown-document-player = Le document nomme une personne inconnue : « { $name } ».

## Cluedo

assist-cluedo-category = { $category ->
    [persons] Personnages
    [articles] Objets
    [rooms] Pièces
    [suspects] Suspects
    [weapons] Armes
   *[other] { $category }
}
assist-cluedo-category-one = { $category ->
    [persons] personnage
    [articles] objet
    [rooms] pièce
    [suspects] suspect
    [weapons] arme
   *[other] { $category }
}
assist-cluedo-the-envelope = l’enveloppe
assist-cluedo-envelope = Enveloppe
assist-cluedo-player = personne { $player }
assist-cluedo-loading = Chargement du paquet…
assist-cluedo-cards = Cartes
assist-cluedo-cards-of =
    .aria-label = Cartes de la personne { $player }
assist-cluedo-chosen = { $chosen } sur { $size } choisies
assist-cluedo-dealt = { $dealt } cartes sont distribuées
assist-cluedo-your-hand = Votre main
assist-cluedo-no-envelope-name = Personne ne peut s’appeler « envelope ».
assist-cluedo-hands-sum = Les mains comptent { $sum } cartes, mais { $dealt } sont distribuées.
assist-cluedo-tick-hand = Cochez exactement vos { $size } cartes ({ $ticked } cochées).
assist-cluedo-not-document = Ce fichier n’est pas un document de connaissances avec un paquet intégré.
assist-cluedo-unknown-deck = Paquet inconnu « { $deck } » (paquets : classic, havent-a-cluedo).
assist-cluedo-unknown-card = Le document nomme une carte inconnue : « { $name } ».
assist-cluedo-no-me = Le document ne dit pas quelle personne vous êtes (« me »).
assist-cluedo-suggested = { $who } a soupçonné { $cards }
assist-cluedo-passed = ont passé : { $names }
assist-cluedo-nobody-showed = personne n’a montré de carte
assist-cluedo-showed-card = { $who } a montré { $card }
assist-cluedo-showed-a-card = { $who } a montré une carte
assist-cluedo-has = { $who } a { $cards }
assist-cluedo-lacks = { $who } n’a aucune de ces cartes : { $cards }
assist-cluedo-one-of = { $who } a au moins une de ces cartes : { $cards }
assist-cluedo-envelope-has = L’enveloppe contient { $cards }
assist-cluedo-envelope-lacks = L’enveloppe ne contient aucune de ces cartes : { $cards }
assist-cluedo-envelope-one-of = L’enveloppe contient au moins une de ces cartes : { $cards }
assist-cluedo-tab-suggestion = Hypothèse
assist-cluedo-tab-fact = Fait
assist-cluedo-pick = — { $category } —
assist-cluedo-nobody = personne
assist-cluedo-not-seen = Je ne l’ai pas vue
assist-cluedo-card-seen = Carte que vous avez vue
assist-cluedo-add-suggestion = Ajouter l’hypothèse
assist-cluedo-suggested-by = Hypothèse de
assist-cluedo-shown-by = Montrée par
assist-cluedo-passed-label = Ont passé (sans pouvoir montrer de carte) :
assist-cluedo-choose = Choisissez : { $categories }.
assist-cluedo-fact-has = a
assist-cluedo-fact-lacks = n’a aucune de
assist-cluedo-fact-one-of = a au moins une de
assist-cluedo-add-fact = Ajouter le fait
assist-cluedo-tick-one = Cochez au moins une carte.
assist-cluedo-one-of-two = « Au moins une de » demande deux cartes ou plus (pour une seule carte, choisissez « a »).
assist-cluedo-one-of-envelope = « Au moins une de » vaut pour les personnes, pas pour l’enveloppe.
assist-cluedo-pick-likely = { $card } { $percent }
assist-cluedo-tied-named = { $cards }, à égalité à { $percent }
assist-cluedo-tied-count = { $count } { $category } à égalité à { $percent }
assist-cluedo-method-sampled = Échantillonné ({ $error }) · environ { $worlds } donnes cohérentes
assist-cluedo-method-approximate = approximatif
assist-cluedo-method-exact = Exact · { $worlds } donnes cohérentes
assist-cluedo-card = Carte
assist-cluedo-cell-envelope = { $card } : dans l’enveloppe, { $chance }
assist-cluedo-cell-held = { $card } : chez { $name }, { $chance }
assist-cluedo-solved = Résolu : l’enveloppe contient
assist-cluedo-likely = Enveloppe, le plus probable :
assist-cluedo-legend = 0 % → 100 % · ✓ certain · ✦ votre carte

## Lady Alice

assist-la-category = { $category ->
    [suspect] Suspect
    [place] Lieu
    [time] Heure
    [object] Objet
   *[other] { $category }
}
assist-la-seat = place { $seat }
assist-la-title = Lady Alice · { $players } · votre preuve : { $clue }
assist-la-loading = Chargement des indices…
assist-la-pick-evidence = — votre carte Preuve —
assist-la-evidence = Votre carte Preuve
assist-la-choose-evidence = Choisissez votre carte Preuve.
assist-la-not-document = Ce fichier n’est pas un document de connaissances de Lady Alice.
assist-la-unknown-clue = Le document nomme un indice inconnu : « { $name } ».
assist-la-players-range = Lady Alice se joue de 3 à 5 personnes, pas { $players }.
assist-la-seat-off-table = La place { $seat } n’existe pas à une table de { $players }.
assist-la-smiles-count = { $smiles ->
    [one] { $smiles } sourire
   *[other] { $smiles } sourires
}
assist-la-suspected = { $who } a soupçonné { $clues } : { $smiles }
assist-la-accused = { $who } a accusé { $clues } : { $smiles }
assist-la-accused-removed = { $who } a accusé { $clues }, sans la catégorie { $removed } : { $smiles }
assist-la-counter = { $who } a posé un jeton sur { $clue } ({ $value })
assist-la-face-down = face cachée
assist-la-passed = { $who } a passé
assist-la-your-evidence-named = votre carte Preuve ({ $clue })
assist-la-tab-suspicion = Soupçon
assist-la-tab-accusation = Accusation
assist-la-tab-counter = Jeton
assist-la-tab-pass = Passer
assist-la-who-passed = Qui a passé
assist-la-by = Par
assist-la-removed-category = Catégorie retirée
assist-la-smiles = Sourires
assist-la-choose = Choisissez : { $categories }.
assist-la-too-many-smiles = { $clues } indices peuvent recevoir au plus { $clues } sourires.
assist-la-pick-clue = — indice —
assist-la-on = Sur
assist-la-value = Valeur
assist-la-counters-note = Les jetons et les passes sont gardés et vérifiés, mais ne disent rien des preuves.
assist-la-choose-clue = Choisissez l’indice.
assist-la-add-suspicion = Ajouter le soupçon
assist-la-add-accusation = Ajouter l’accusation
assist-la-add-counter = Ajouter le jeton
assist-la-add-pass = Ajouter la passe
assist-la-evidence-column = Preuve
assist-la-method = { $worlds ->
    [one] Exact · { $worlds } monde cohérent · { $deals } donnes
   *[other] Exact · { $worlds } mondes cohérents · { $deals } donnes
}
assist-la-clue = Indice
assist-la-special-removed = { $category } · retirée { $percent }
assist-la-special-doubled = { $category } · doublée { $percent }
assist-la-cell-evidence = { $clue } : preuve, { $chance }
assist-la-cell-held = { $clue } : chez { $name }, { $chance }
assist-la-solved = Résolu : les preuves sont
assist-la-solution-removed = { $category } retirée
assist-la-solution-doubled = { $category } doublée
assist-la-certain-evidence = Preuves certaines :
assist-la-none-yet = aucune pour l’instant
assist-la-removed-head = Catégorie retirée :
assist-la-doubled-head = Catégorie doublée :
assist-la-best = Meilleure accusation :
assist-la-best-line = { $clues } — { $chance }
assist-la-best-line-removed = { $clues }, sans la catégorie { $removed } — { $chance }
assist-la-legend = 0 % → 100 % · ✓ certain · ✦ votre carte Preuve

## Le paquet du Cluedo classique (l’autre paquet de l’assistant) : armes et pièces ;
## les suspects gardent leur nom. Ids : assist-classic-card-<slug>, comme les cartes des jeux.

assist-cluedo-deck = { $deck ->
    [classic] Cluedo (classique)
    [havent-a-cluedo] Haven't a Cluedo
   *[other] { $title }
}
assist-classic-card-candlestick = Chandelier
assist-classic-card-dagger = Poignard
assist-classic-card-lead-pipe = Tuyau de plomb
assist-classic-card-revolver = Revolver
assist-classic-card-rope = Corde
assist-classic-card-spanner = Clé anglaise
assist-classic-card-kitchen = Cuisine
assist-classic-card-ballroom = Salle de bal
assist-classic-card-conservatory = Véranda
assist-classic-card-dining-room = Salle à manger
assist-classic-card-billiard-room = Salle de billard
assist-classic-card-library = Bibliothèque
assist-classic-card-lounge = Salon
assist-classic-card-hall = Hall
assist-classic-card-study = Bureau

## Le menu des jeux

assist-la-game = Lady Alice
