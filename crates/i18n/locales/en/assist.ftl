# The deduction assistant page (#/assist): what every notepad shares, then the
# Cluedo kind (classic Cluedo and Haven't a Cluedo) and the Lady Alice kind. The
# names of cards and clues come from the games' own catalogues.

assist-title = Deduction assistant
assist-intro = Playing at a real table? Enter your hand (or your evidence card) and everything that happens; the notepad shows, for every card, how likely each player holds it and how likely it is in the envelope (Lady Alice: how likely each clue is evidence).
assist-game = Game
assist-load = Or continue a saved session (a JSON file saved by sleuth assist or by “Download as JSON”):
assist-no-reader = No notepad reads this document.
assist-not-json = That file is not JSON: { $error }
assist-solving = Solving…
assist-undo = ↶ Undo last entry
assist-download = Download as JSON
assist-new-game = New game
assist-new-game-confirm = Start a new game? This session and its entries will be forgotten.
assist-busy = Still working on the previous change; try again in a moment.
assist-not-added = Not added: { $reason }
assist-no-entries = No entries yet: add what happens at the table.
assist-delete-entry = Delete entry { $entry }
assist-what-happened = What happened
assist-entries = Entries
assist-notepad = Notepad
assist-you = { $name } (you)
assist-you-mark = (you)
assist-players-count = { $count } players
assist-seating-order = Seating order
assist-me = Me
assist-player-name =
    .aria-label = Name of player { $player }
assist-default-player = Player { $player }
assist-i-am = I am player { $player }
assist-players = Players
assist-start = Start the notepad
assist-every-name = Every player needs a name.
assist-same-name = Two players have the same name.
assist-new-entry = the new entry
assist-entry = entry { $entry }
assist-entry-described = entry { $entry } ({ $text })
assist-new-entry-described = the new entry ({ $text })
assist-certain = certain
assist-percent = { $value }%
assist-scroll-hint = Scroll the notepad sideways to see every player →
assist-unknown-document-player = The document names an unknown player “{ $name }”.

## Cluedo

assist-cluedo-category = { $category ->
    [persons] Persons
    [articles] Articles
    [rooms] Rooms
    [suspects] Suspects
    [weapons] Weapons
   *[other] { $category }
}
assist-cluedo-category-one = { $category ->
    [persons] person
    [articles] article
    [rooms] room
    [suspects] suspect
    [weapons] weapon
   *[other] { $category }
}
assist-cluedo-the-envelope = the envelope
assist-cluedo-envelope = Envelope
assist-cluedo-player = player { $player }
assist-cluedo-loading = Loading the deck…
assist-cluedo-cards = Cards
assist-cluedo-cards-of =
    .aria-label = Cards of player { $player }
assist-cluedo-chosen = { $chosen } of { $size } chosen
assist-cluedo-dealt = { $dealt } cards are dealt
assist-cluedo-your-hand = Your hand
assist-cluedo-no-envelope-name = No player may be called “envelope”.
assist-cluedo-hands-sum = The hands hold { $sum } cards, but { $dealt } are dealt.
assist-cluedo-tick-hand = Tick exactly your { $size } cards ({ $ticked } ticked).
assist-cluedo-not-document = This file is not a knowledge document with a built-in deck.
assist-cluedo-unknown-deck = Unknown deck “{ $deck }” (decks: classic, havent-a-cluedo).
assist-cluedo-unknown-card = The document names an unknown card “{ $name }”.
assist-cluedo-no-me = The document does not say which player you are (“me”).
assist-cluedo-suggested = { $who } suggested { $cards }
assist-cluedo-passed = passed: { $names }
assist-cluedo-nobody-showed = nobody showed a card
assist-cluedo-showed-card = { $who } showed { $card }
assist-cluedo-showed-a-card = { $who } showed a card
assist-cluedo-has = { $who } has { $cards }
assist-cluedo-lacks = { $who } has none of { $cards }
assist-cluedo-one-of = { $who } has at least one of { $cards }
assist-cluedo-envelope-has = The envelope holds { $cards }
assist-cluedo-envelope-lacks = The envelope holds none of { $cards }
assist-cluedo-envelope-one-of = The envelope holds at least one of { $cards }
assist-cluedo-tab-suggestion = Suggestion
assist-cluedo-tab-fact = Fact
assist-cluedo-pick = — { $category } —
assist-cluedo-nobody = nobody
assist-cluedo-not-seen = I did not see it
assist-cluedo-card-seen = Card you saw
assist-cluedo-add-suggestion = Add the suggestion
assist-cluedo-suggested-by = Suggested by
assist-cluedo-shown-by = Shown by
assist-cluedo-passed-label = Passed (could not show a card):
assist-cluedo-choose = Choose: { $categories }.
assist-cluedo-fact-has = has
assist-cluedo-fact-lacks = has none of
assist-cluedo-fact-one-of = has at least one of
assist-cluedo-add-fact = Add the fact
assist-cluedo-tick-one = Tick at least one card.
assist-cluedo-one-of-two = “At least one of” needs two cards or more (for one card, use “has”).
assist-cluedo-one-of-envelope = “At least one of” is for players, not the envelope.
assist-cluedo-pick-likely = { $card } { $percent }
assist-cluedo-tied-named = { $cards }, tied at { $percent }
assist-cluedo-tied-count = { $count } { $category } tied at { $percent }
assist-cluedo-method-sampled = Sampled ({ $error }) · about { $worlds } consistent deals
assist-cluedo-method-approximate = approximate
assist-cluedo-method-exact = Exact · { $worlds } consistent deals
assist-cluedo-card = Card
assist-cluedo-cell-envelope = { $card }: in the envelope, { $chance }
assist-cluedo-cell-held = { $card }: held by { $name }, { $chance }
assist-cluedo-solved = Solved: the envelope holds
assist-cluedo-likely = Envelope, most likely:
assist-cluedo-legend = 0% → 100% · ✓ certain · ✦ your card

## Lady Alice

assist-la-category = { $category ->
    [suspect] Suspect
    [place] Place
    [time] Time
    [object] Object
   *[other] { $category }
}
assist-la-seat = seat { $seat }
assist-la-title = Lady Alice · { $players } · your evidence: { $clue }
assist-la-loading = Loading the clues…
assist-la-pick-evidence = — your evidence card —
assist-la-evidence = Your evidence card
assist-la-choose-evidence = Choose your evidence card.
assist-la-not-document = This file is not a Lady Alice knowledge document.
assist-la-unknown-clue = The document names an unknown clue “{ $name }”.
assist-la-players-range = Lady Alice is played by 3 to 5 players, not { $players }.
assist-la-seat-off-table = Seat { $seat } is not at a table of { $players }.
assist-la-smiles-count = { $smiles ->
    [one] { $smiles } smile
   *[other] { $smiles } smiles
}
assist-la-suspected = { $who } suspected { $clues }: { $smiles }
assist-la-accused = { $who } accused { $clues }: { $smiles }
assist-la-accused-removed = { $who } accused { $clues }, { $removed } removed: { $smiles }
assist-la-counter = { $who } put a counter on { $clue } ({ $value })
assist-la-face-down = face down
assist-la-passed = { $who } passed
assist-la-your-evidence-named = your evidence card ({ $clue })
assist-la-tab-suspicion = Suspicion
assist-la-tab-accusation = Accusation
assist-la-tab-counter = Counter
assist-la-tab-pass = Pass
assist-la-who-passed = Who passed
assist-la-by = By
assist-la-removed-category = Removed category
assist-la-smiles = Smiles
assist-la-choose = Choose: { $categories }.
assist-la-too-many-smiles = { $clues } clues can get at most { $clues } smiles.
assist-la-pick-clue = — clue —
assist-la-on = On
assist-la-value = Value
assist-la-counters-note = Counters and passes are kept and checked, but tell nothing about the evidence.
assist-la-choose-clue = Choose the clue.
assist-la-add-suspicion = Add the suspicion
assist-la-add-accusation = Add the accusation
assist-la-add-counter = Add the counter
assist-la-add-pass = Add the pass
assist-la-evidence-column = Evidence
assist-la-method = { $worlds ->
    [one] Exact · { $worlds } consistent world · { $deals } deals
   *[other] Exact · { $worlds } consistent worlds · { $deals } deals
}
assist-la-clue = Clue
assist-la-special-removed = { $category } · removed { $percent }
assist-la-special-doubled = { $category } · doubled { $percent }
assist-la-cell-evidence = { $clue }: evidence, { $chance }
assist-la-cell-held = { $clue }: held by { $name }, { $chance }
assist-la-solved = Solved: the evidence is
assist-la-solution-removed = { $category } removed
assist-la-solution-doubled = { $category } doubled
assist-la-certain-evidence = Certain evidence:
assist-la-none-yet = none yet
assist-la-removed-head = Removed category:
assist-la-doubled-head = Doubled category:
assist-la-best = Best accusation:
assist-la-best-line = { $clues } — { $chance }
assist-la-best-line-removed = { $clues }, { $removed } removed — { $chance }
assist-la-legend = 0% → 100% · ✓ certain · ✦ your evidence card

## The classic Cluedo deck (the assistant's other deck): weapons and rooms; the
## suspects keep their names. Ids: assist-classic-card-<slug>, as the games' cards.

assist-cluedo-deck = { $deck ->
    [classic] Cluedo (classic)
    [havent-a-cluedo] Haven't a Cluedo
   *[other] { $title }
}
assist-classic-card-candlestick = Candlestick
assist-classic-card-dagger = Dagger
assist-classic-card-lead-pipe = Lead Pipe
assist-classic-card-revolver = Revolver
assist-classic-card-rope = Rope
assist-classic-card-spanner = Spanner
assist-classic-card-kitchen = Kitchen
assist-classic-card-ballroom = Ballroom
assist-classic-card-conservatory = Conservatory
assist-classic-card-dining-room = Dining Room
assist-classic-card-billiard-room = Billiard Room
assist-classic-card-library = Library
assist-classic-card-lounge = Lounge
assist-classic-card-hall = Hall
assist-classic-card-study = Study

## The game menu

assist-la-game = Lady Alice
