# Each hosted game as the lobby shows it: its name (a title, the same in every
# language), its one-line summary, its tutorial’s title, and the words of its
# create form’s options (GET /api/games sends the same in English; the lobby
# falls back to those for a game this file does not know). Titles of cases,
# puzzles and scenarios are content and are not here.

games-lady-alice-name = Lady Alice
games-lady-alice-summary = Trouvez le coupable, le lieu, l’heure et l’objet de l’enlèvement de Stanley grâce à des verdicts anonymes ; bluffez avec vos jetons.
games-lady-alice-tutorial = Votre première partie de Lady Alice
games-lady-alice-variant-no_notes = Sans notes (la règle interdit de prendre des notes) : la table ne montre que ce qui s’y trouve maintenant (indices couverts, jetons, dernière suspicion et dernière accusation avec leurs verdicts), pas l’historique des suspicions et des placements ; tout est dévoilé à la fin

games-havent-a-cluedo-name = Haven't a Cluedo
games-havent-a-cluedo-summary = Trouvez la personne, la pièce et l’objet cachés dans l’enveloppe du gouverneur Smith : lancez les dés, parcourez Imperial Manor, émettez des hypothèses et voyez les cartes que les autres vous montrent.
games-havent-a-cluedo-tutorial = Votre première partie de Haven't a Cluedo
games-havent-a-cluedo-variant-burgess_goes_diagonal = Une fois Reverend Burgess entré dans le bar, son pion peut aussi se déplacer en diagonale (décision HC-8) ; il faut qu’une place joue Reverend Burgess
games-havent-a-cluedo-variant-round_limit = La partie s’arrête sans vainqueur après ce nombre de manches (1 à 200, 200 par défaut)

games-almost-innocent-name = Almost Innocent
games-almost-innocent-summary = Déduction coopérative sur une grille de 6 × 6 : chaque personne connaît la solution de la personne à sa gauche et doit trouver la sienne en posant des questions sur les lignes et les colonnes.
games-almost-innocent-tutorial = Votre première partie d’Almost Innocent
games-almost-innocent-variant-scenario = Scénario (par défaut : le premier)
games-almost-innocent-variant-difficulty = Difficulté : facile, moyen ou détective
games-almost-innocent-variant-abilities = Capacité de chaque place, place 1 d’abord
games-almost-innocent-variant-shared_ability = À deux : la capacité supplémentaire que les deux peuvent utiliser
games-almost-innocent-difficulty-easy = Facile
games-almost-innocent-difficulty-medium = Moyen
games-almost-innocent-difficulty-detective = Détective
games-almost-innocent-difficulty-easy-label = Facile : plus de jetons Enquête, on peut dire quels types d’indice on a trouvés ou lesquels posent problème
games-almost-innocent-difficulty-medium-label = Moyen : on dit seulement si l’on connaît sa combinaison
games-almost-innocent-difficulty-detective-label = Détective : le moins de jetons, aucune discussion

games-watson-holmes-name = Watson & Holmes
games-watson-holmes-summary = Une course pour résoudre une enquête victorienne : visitez les lieux, surenchérissez avec vos fiacres, lisez les indices en secret et soyez la première personne à répondre à toutes les questions au 221B Baker Street.
games-watson-holmes-tutorial = Votre première enquête : The Tallow Merchant’s Ledger
games-watson-holmes-variant-case = Enquête
games-watson-holmes-variant-open_casebook = Dossier ouvert : chaque texte lu reste lisible

games-lateral-puzzles-name = Lateral Puzzles Game
games-lateral-puzzles-summary = Le Maître des énigmes connaît l’histoire ; les autres posent des questions fermées, jouent des cartes pour demander en privé, espionnent, verrouillent et échangent les réponses, et dévoilent des parties de la solution pour marquer des points.
games-lateral-puzzles-tutorial = Votre première partie de Lateral Puzzles
games-lateral-puzzles-variant-puzzle = Énigme
