# Le guide du tutoriel (web/tutorial.js) : les mots autour des conseils du script,
# qui viennent du tutoriel du jeu dans la langue de la personne qui apprend.

tutorial-badge = Tutoriel
tutorial-bar-label = Étape du tutoriel
tutorial-more = plus
tutorial-less = moins
# Le bouton de la barre une fois la partie finie : il mène au bilan.
tutorial-read-debrief = Lire le bilan
tutorial-finished = terminé
tutorial-step-count = étape { $step } sur { $steps }
tutorial-over = La partie du tutoriel est terminée.
tutorial-over-bar = La partie du tutoriel est terminée : voyez ce que vous avez appris et quoi essayer ensuite.
tutorial-back-to-games = Retour aux jeux
# Pendant le coup scripté d’une place tenue par un bot ; $name est son nom dans le script.
tutorial-waiting-named = { $name } joue : regardez la table.
tutorial-waiting = Les autres places jouent : regardez la table.
