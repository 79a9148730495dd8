# Haven't a Cluedo: the table (board, die, suggestions, cards, notebook, the end), its
# event log sentences and the rules page's board picture. Card ids are
# havent-a-cluedo-card-<slug>, the slug being the card's name in lower case without
# apostrophes, other runs of non-letters as "-" (Rector's Study: rectors-study). The
# persons keep their names. .the is the card in a sentence, .of a room after "door".

## Articles.
havent-a-cluedo-card-case-of-sherry = Case of sherry
    .the = the case of sherry
havent-a-cluedo-card-rape-alarm = Rape alarm
    .the = the rape alarm
havent-a-cluedo-card-mines-coffee-machine = Mines coffee machine
    .the = the Mines coffee machine
havent-a-cluedo-card-pizza-oven = Pizza oven
    .the = the pizza oven
havent-a-cluedo-card-blackboard = Blackboard
    .the = the blackboard
havent-a-cluedo-card-particle-beam-weapon = Particle-beam weapon
    .the = the particle-beam weapon

## Rooms.
havent-a-cluedo-card-bar = Bar
    .the = the Bar
    .of = of the Bar
havent-a-cluedo-card-library = Library
    .the = the Library
    .of = of the Library
havent-a-cluedo-card-rectors-study = Rector's Study
    .the = the Rector's Study
    .of = of the Rector's Study
havent-a-cluedo-card-lecture-theatre = Lecture Theatre
    .the = the Lecture Theatre
    .of = of the Lecture Theatre
havent-a-cluedo-card-senior-common-room = Senior Common Room
    .the = the Senior Common Room
    .of = of the Senior Common Room
havent-a-cluedo-card-porters-lodge = Porter's Lodge
    .the = the Porter's Lodge
    .of = of the Porter's Lodge
havent-a-cluedo-card-great-hall = Great Hall
    .the = the Great Hall
    .of = of the Great Hall
havent-a-cluedo-card-wine-cellar = Wine Cellar
    .the = the Wine Cellar
    .of = of the Wine Cellar

## Card categories, as printed on a card.
havent-a-cluedo-category-person = person
havent-a-cluedo-category-article = article
havent-a-cluedo-category-room = room
havent-a-cluedo-category-unknown = card

## The choice made when joining a seat, beside its menu in the lobby.
havent-a-cluedo-seat-choice = character

## Places in words.
havent-a-cluedo-seat = Seat { $number }
havent-a-cluedo-something = something
havent-a-cluedo-a-room = a room
havent-a-cluedo-somewhere = somewhere
havent-a-cluedo-this-room = this room
havent-a-cluedo-square-at = the corridor at row { $row }, column { $col }
havent-a-cluedo-square-start = { $person }'s start square
havent-a-cluedo-square-outside = the corridor outside the door { $of }
havent-a-cluedo-square-between-each = the corridor between { $first } and { $second }, { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
    } from each door
havent-a-cluedo-square-between-first = the corridor between { $first } and { $second }, { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
    } from the door { $of }
havent-a-cluedo-square-near = the corridor { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
    } from the door { $of }
havent-a-cluedo-suggestion = { $person } in { $room } with { $article }

## The event log.
havent-a-cluedo-event-turn-started = Turn { $turn }: { $name } to play.
havent-a-cluedo-event-rolled = { $name } rolled a { $roll }.
havent-a-cluedo-event-could-not-move = { $name } rolled a { $roll } but could not reach anywhere: the turn ends.
havent-a-cluedo-event-entered = { $name } entered { $room }.
havent-a-cluedo-event-moved = { $name } moved to { $place }.
havent-a-cluedo-event-secret-passage = { $name } took the secret passage from { $from } to { $to }.
havent-a-cluedo-event-ended-turn = { $name } ended the turn.
havent-a-cluedo-event-suggested = { $name } suggests { $suggestion }.
havent-a-cluedo-event-suggested-summoned = { $name } suggests { $suggestion } ({ $person } is summoned from { $place }).
havent-a-cluedo-event-cannot-answer = { $name } cannot answer.
havent-a-cluedo-event-card-shown = { $by } showed a card to { $to }.
havent-a-cluedo-event-card-shown-to-you = { $by } showed you: { $card }.
havent-a-cluedo-event-card-shown-to-seat = { $by } showed { $to }: { $card }.
havent-a-cluedo-event-nobody-showed = Nobody could answer { $name }: the suggester holds one of the three cards.
havent-a-cluedo-event-won = Nobody could answer and { $name } holds none of the cards: the envelope holds { $suggestion }. { $name } wins!
havent-a-cluedo-event-round-limit = Governor Smith tires of waiting: { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
    } without a solution. Nobody wins.

## The end in words.
havent-a-cluedo-end-found = { $name } found the envelope: { $suggestion }.
havent-a-cluedo-end-winner = Winner: { $names }.
havent-a-cluedo-end-round-limit = Nobody wins: nobody found the combination within { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
    }.
havent-a-cluedo-end-over = The game is over.

## The turn prompt.
havent-a-cluedo-prompt-over = Game over. { $end }
havent-a-cluedo-prompt-other-to-play = { $name } is to play.
havent-a-cluedo-option-roll = roll the die
havent-a-cluedo-option-passage = take the secret passage
havent-a-cluedo-option-passage-to = take the secret passage to { $room }
havent-a-cluedo-option-suggest = make a suggestion in { $room } (you were summoned there)
havent-a-cluedo-option-stay-in = stay in { $room }
havent-a-cluedo-option-stay = stay where you are
havent-a-cluedo-option-nothing = nothing to do
havent-a-cluedo-prompt-your-turn = Your turn: { $options }. You are { $person }.
havent-a-cluedo-prompt-you-rolled = You rolled a { $roll }: tap a highlighted square or room on the board, or choose one from the list.
havent-a-cluedo-prompt-other-moving = { $name } rolled a { $roll } and is moving.
havent-a-cluedo-prompt-you-in-room = You are in { $room }: make a suggestion (choose a person and an article) or end your turn.
havent-a-cluedo-prompt-other-in-room = { $name } is in { $room } and may make a suggestion.
havent-a-cluedo-a-suggestion = a suggestion
havent-a-cluedo-prompt-refute-you = { $name } suggests { $suggestion }: choose which of your matching cards to show.
havent-a-cluedo-prompt-waiting-you = Waiting for { $name } to show you a card.
havent-a-cluedo-prompt-waiting-other = Waiting for { $refuter } to show a card to { $suggester }.

## Notebook notes.
havent-a-cluedo-note-showed-you = showed it to you (turn { $turn })
havent-a-cluedo-note-you-showed = you showed it to { $name }
havent-a-cluedo-note-passed = passed on turn { $turn }
havent-a-cluedo-note-showed = showed it on turn { $turn }
havent-a-cluedo-note-showed-one = showed one of { $cards } on turn { $turn }

## The table.
havent-a-cluedo-not-started = The table is set when the match starts.
havent-a-cluedo-board-error = The board could not be loaded: { $error }
havent-a-cluedo-retry = Retry
havent-a-cluedo-unfolding = Unfolding the map of Imperial Manor…
havent-a-cluedo-badge-you = you
havent-a-cluedo-badge-to-answer = to answer
havent-a-cluedo-badge-to-play = to play
havent-a-cluedo-badge-summoned = summoned: { $room }
    .title = moved here by a suggestion: may suggest here on their turn
havent-a-cluedo-badge-winner = ★ winner
havent-a-cluedo-cards-in-hand = { $count ->
    [one] { $count } card
   *[other] { $count } cards
    }
    .title = cards in hand

## The board.
havent-a-cluedo-not-played = not played
havent-a-cluedo-token-title = { $person } ({ $player })
havent-a-cluedo-token-title-diagonal = { $person } ({ $player }), moves diagonally
havent-a-cluedo-door-title = door { $of }
havent-a-cluedo-move-title = move to { $square }
havent-a-cluedo-move-label = Move to { $square } (row { $row }, column { $col })
havent-a-cluedo-enter-label = Enter { $room }
havent-a-cluedo-board-label = The map of Imperial Manor
havent-a-cluedo-board-title = Imperial Manor
havent-a-cluedo-diagonal = diagonal
havent-a-cluedo-zoom-fit = Fit board
havent-a-cluedo-zoom-in = Zoom board
havent-a-cluedo-key-door = door
havent-a-cluedo-key-passage = secret passage
havent-a-cluedo-key-start = start square
havent-a-cluedo-key-reachable = reachable
havent-a-cluedo-passage-take-title = Take the secret passage to { $room }
havent-a-cluedo-passage-title = secret passage to { $room }
havent-a-cluedo-die-label = die showing { $value }
havent-a-cluedo-die-title = rolled { $value }

## The actions.
havent-a-cluedo-replay-nothing = Replay: nothing can be played here.
havent-a-cluedo-watching = You are watching: hands stay hidden.
havent-a-cluedo-you-rolled = You rolled { $roll }.
havent-a-cluedo-other-rolled = { $name } rolled { $roll }.
havent-a-cluedo-roll = Roll the die
havent-a-cluedo-passage-button = ⇄ Secret passage
havent-a-cluedo-passage-button-to = ⇄ Secret passage to { $room }
havent-a-cluedo-stay-in = Stay in { $room }
havent-a-cluedo-stay-here = Stay here (end turn)
havent-a-cluedo-end-turn-no-suggestion = End turn without suggesting
havent-a-cluedo-end-turn = End turn
havent-a-cluedo-tap-squares = Tap a highlighted square on the board, or choose below ({ $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
    }).
havent-a-cluedo-tap-squares-rooms = Tap a highlighted square or room on the board, or choose below ({ $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
    }, { $rooms ->
    [one] { $rooms } room
   *[other] { $rooms } rooms
    }).
havent-a-cluedo-enter = Enter:
havent-a-cluedo-waiting-card = Waiting for a card…
havent-a-cluedo-not-your-turn = Not your turn: watch the board and your notebook.
havent-a-cluedo-your-move = Your move
havent-a-cluedo-the-end = The end
havent-a-cluedo-turn = Turn
havent-a-cluedo-turn-line = Turn { $turn }
havent-a-cluedo-turn-line-limit = Turn { $turn } · round limit { $limit }
havent-a-cluedo-stop-on-square = Stop on a corridor square ({ $count })
havent-a-cluedo-square-coords = (row { $row }, column { $col })
havent-a-cluedo-hint-envelope = ★ envelope
havent-a-cluedo-hint-yours = — your card
havent-a-cluedo-hint-held = — held by { $name }

## Suggesting and showing.
havent-a-cluedo-suggest-in = Suggest in { $room }
havent-a-cluedo-field-person = Person
havent-a-cluedo-field-article = Article
havent-a-cluedo-i-suggest = “I suggest { $suggestion }.”
havent-a-cluedo-make-suggestion = Make the suggestion
havent-a-cluedo-show-card = Show a card
havent-a-cluedo-show-one = { $name } suggests { $suggestion }. You hold one of them: choose it to show (only they will see it).
havent-a-cluedo-show-several = { $name } suggests { $suggestion }. You hold several: choose one to show (only they will see it).
havent-a-cluedo-already-shown = already shown to them
havent-a-cluedo-shown-before = shown before
havent-a-cluedo-show-title = Show { $card }

## Hand and shown cards.
havent-a-cluedo-your-hand = Your hand ({ $person })
havent-a-cluedo-shown-to = shown to { $names }
havent-a-cluedo-cards-shown-to-you = Cards shown to you
havent-a-cluedo-shown-by = by { $name }, { $count ->
    [one] turn
   *[other] turns
    } { $turns }
havent-a-cluedo-shown-by-title = { $card }: shown to you by { $name } on { $count ->
    [one] turn
   *[other] turns
    } { $turns }
havent-a-cluedo-none-yet = None yet.
havent-a-cluedo-cards-you-showed = Cards you showed ({ $count })
havent-a-cluedo-you-showed-item = { $card } to { $name } (turn { $turn })

## The notebook.
havent-a-cluedo-nb-card = Card
havent-a-cluedo-nb-you = you
havent-a-cluedo-nb-envelope = the envelope
havent-a-cluedo-nb-persons = Persons
havent-a-cluedo-nb-articles = Articles
havent-a-cluedo-nb-rooms = Rooms
havent-a-cluedo-nb-in-envelope = { $card }: in the envelope
havent-a-cluedo-nb-not-envelope = { $card }: not in the envelope
havent-a-cluedo-nb-maybe-envelope = { $card }: may be in the envelope
havent-a-cluedo-nb-title = Notebook (filled in automatically)
havent-a-cluedo-nb-legend = Player columns: ✓ holds it (bold: seen, light: deduced) · ✗ does not hold it: passed on a suggestion naming it · – does not hold it (deduced) · ? may be the card they showed for one suggestion. ✉ column: ★ in the envelope · – not in the envelope · blank: may be.
havent-a-cluedo-how-unknown = unknown
havent-a-cluedo-how-in-hand = in your hand
havent-a-cluedo-how-not-in-hand = not in your hand
havent-a-cluedo-how-seen = seen
havent-a-cluedo-how-pass = passed on a suggestion naming it
havent-a-cluedo-how-deduced = deduced
havent-a-cluedo-how-revealed = revealed at the end
havent-a-cluedo-cell-title = { $card }, { $name }: { $how }
havent-a-cluedo-cell-title-notes = { $card }, { $name }: { $how } ({ $notes })

## The suggestion log.
havent-a-cluedo-result-pending = Waiting for a card
havent-a-cluedo-result-refuted = Answered
havent-a-cluedo-result-nobody = Nobody could answer
havent-a-cluedo-result-won = Nobody could answer: found the envelope!
havent-a-cluedo-turn-short = T{ $turn }
havent-a-cluedo-log-passed = { $count ->
    [one] { $names } passed.
   *[other] { $names } passed.
    }
havent-a-cluedo-log-suggestion = { $name }: { $suggestion }
havent-a-cluedo-log-must-show = { $name } must show a card.
havent-a-cluedo-log-showed = { $name } showed a card.
havent-a-cluedo-log-showed-card = { $name } showed a card: { $card }.
havent-a-cluedo-suggestions = Suggestions ({ $count })
havent-a-cluedo-no-suggestion = No suggestion yet.

## The end.
havent-a-cluedo-wins = { $count ->
    [one] { $names } wins!
   *[other] { $names } win!
    }
havent-a-cluedo-nobody-found = Nobody found the envelope.
havent-a-cluedo-envelope = ✉ The envelope
havent-a-cluedo-sealed = The envelope stays sealed for the players (the replay shows it).
havent-a-cluedo-every-hand = Every hand

## The rules page's board picture.
havent-a-cluedo-picture-label = The board, { $width } by { $height } squares: { $count } rooms ({ $rooms }) around the corridors; secret passages { $passages }; start squares { $starts }.
havent-a-cluedo-picture-passage = { $from } to { $to }
havent-a-cluedo-picture-none = none
havent-a-cluedo-picture-start = { $person }'s start
