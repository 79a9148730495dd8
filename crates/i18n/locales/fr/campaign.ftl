# An Almost Innocent campaign group's page (campaign.js) and the lobby's form
# that opens it. The abilities are named after characters (Din, Teor, Edd,
# Okra, Valia): proper names, the same in every language.

campaign-title = Campagne : { $group }
campaign-loading = Chargement de la progression du groupe…
campaign-players = Nombre de places
campaign-players-count = { $count ->
    [one] { $count } place
   *[other] { $count } places
}
# A difficulty inside a sentence ("Next at easy").
campaign-level-easy = Facile
campaign-level-medium = Moyen
campaign-level-detective = Détective
campaign-difficulty = Difficulté
campaign-start = Lancer le scénario suivant
campaign-next-heading = Prochaine partie
campaign-back = ← Salon
campaign-about = Gagnez les scénarios dans l’ordre. La première victoire d’un scénario, quelle que soit la difficulté, débloque les capacités qu’il indique pour toutes les parties suivantes de ce groupe.
campaign-next = Prochain scénario en difficulté { $difficulty } : { $scenario }.
campaign-all-won = Tous les scénarios sont gagnés en difficulté { $difficulty } : essayez une difficulté supérieure.
campaign-nothing = rien
campaign-status = { $count ->
    [0] Aucune partie terminée pour l’instant. Débloqué : { $unlocked }.
    [one] { $count } partie terminée. Débloqué : { $unlocked }.
   *[other] { $count } parties terminées. Débloqué : { $unlocked }.
}
campaign-unlocks = { $count ->
    [0] ne débloque rien
   *[other] débloque { $abilities }
}
campaign-won-at = gagné en { $difficulties }
campaign-group-placeholder = Nom de votre groupe
campaign-open = Jouer la campagne
campaign-invite = Ou jouez la campagne avec votre groupe : les scénarios dans l’ordre, des capacités débloquées en gagnant, la progression gardée sous le nom de votre groupe.
