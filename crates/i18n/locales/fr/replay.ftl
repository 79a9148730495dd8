# La relecture (une partie terminée pas à pas) et le graphique de son analyse.

replay-title = Relecture
replay-title-match = Relecture · { $title }
replay-final-table = table finale
replay-step-slider =
    .aria-label = Étape
replay-first = ⇤ Début
replay-previous = ◀ Précédente
replay-next = Suivante ▶
replay-last = Fin ⇥
replay-every-step = montrer chaque étape
replay-every-step-title = S’arrêter aussi aux étapes où il ne s’est passé que des choses privées
replay-this-step = Cette étape
replay-step = étape { $step } sur { $steps }
replay-step-skipped = { $skipped ->
    [one] étape { $step } sur { $steps } ({ $skipped } étape privée sautée)
   *[other] étape { $step } sur { $steps } ({ $skipped } étapes privées sautées)
}
replay-only-for = seulement { $names }
replay-dealt = Les cartes sont distribuées.
replay-nothing-public = Rien de public ne s’est passé.
replay-nothing-to-play = Ceci est une relecture : on ne peut rien jouer ici.
replay-table-failed = La table n’a pas pu être dessinée : { $error }
replay-no-table = Ce jeu n’a pas encore de table dans ce navigateur. Voici la vue brute.

## L’analyse

replay-analysis = Analyse
replay-analysis-title = Analyse : à quel point chaque place pouvait être sûre de la vérité
replay-analysis-legend =
    .aria-label = Légende
replay-analysis-never = { $name } : aucune certitude avant la fin ; la vérité avait { $percent } de chances avant la dernière action
replay-analysis-certain-deal = { $name } : certitude dès la distribution
replay-analysis-certain-after = { $name } : certitude après l’action { $action }
replay-analysis-apart = Les lignes qui se confondent sont légèrement décalées ; le grand repère marque le moment où une place est devenue certaine.
replay-analysis-plot =
    .aria-label = Probabilité de la vérité pour chaque place, action par action
replay-axis-deal = distribution
replay-axis-action = action { $action }
