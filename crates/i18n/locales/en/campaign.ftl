# An Almost Innocent campaign group's page (campaign.js) and the lobby's form
# that opens it. The abilities are named after characters (Din, Teor, Edd,
# Okra, Valia): proper names, the same in every language.

campaign-title = Campaign: { $group }
campaign-loading = Loading the group's progress…
campaign-players = Players
campaign-players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
# A difficulty inside a sentence ("Next at easy").
campaign-level-easy = easy
campaign-level-medium = medium
campaign-level-detective = detective
campaign-difficulty = Difficulty
campaign-start = Start the next scenario
campaign-next-heading = Next match
campaign-back = ← Lobby
campaign-about = Win the scenarios in order. A scenario's first win, at any difficulty, unlocks the abilities it lists for every later match of this group.
campaign-next = Next at { $difficulty }: { $scenario }.
campaign-all-won = Every scenario is won at { $difficulty }: try a harder difficulty.
campaign-nothing = nothing
campaign-status = { $count ->
    [0] No match finished yet. Unlocked: { $unlocked }.
    [one] { $count } match finished. Unlocked: { $unlocked }.
   *[other] { $count } matches finished. Unlocked: { $unlocked }.
}
campaign-unlocks = { $count ->
    [0] unlocks nothing
   *[other] unlocks { $abilities }
}
campaign-won-at = won at { $difficulties }
campaign-group-placeholder = Your group's name
campaign-open = Play the campaign
campaign-invite = Or play the campaign with your group: the scenarios in order, abilities unlocked by winning, progress kept under your group's name.
