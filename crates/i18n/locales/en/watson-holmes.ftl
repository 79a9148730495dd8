# Watson & Holmes: the table (phases, actions, the desk, the notebook, 221B and its
# answering order, the board, the players, Holmes's voice, the solution), its event
# log sentences and the rules page's round picture. Case texts (titles, introductions,
# questions, choices, location and zone names) are content and never appear here.

## Counts used inside other sentences.
watson-holmes-carriages = { $count ->
    [one] { $count } carriage
   *[other] { $count } carriages
    }
watson-holmes-quoted = "{ $text }"
watson-holmes-ordinal = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
    }
watson-holmes-location-number = location { $number }
# A location with its name (content): the log's and the pawns' place.
watson-holmes-location-named = { $number } { $name }
watson-holmes-then = { $before }, then { $after }

## Characters (WH-3) and what each does.
watson-holmes-character-mycroft-holmes = Mycroft Holmes
watson-holmes-character-martha-hudson = Martha Hudson
watson-holmes-character-wiggins = Wiggins
watson-holmes-character-irene-adler = Irene Adler
watson-holmes-character-toby = Toby
watson-holmes-character-inspector-lestrade = Inspector Lestrade
watson-holmes-character-mary-morstan = Mary Morstan
watson-holmes-character-shinwell-johnson = Shinwell Johnson
watson-holmes-power-mycroft-holmes = Once, in the Investigation Phase: read the location card of another player.
watson-holmes-power-martha-hudson = Once revealed, you answer first at 221B, before everyone else.
watson-holmes-power-wiggins = Copies a character another player has revealed (never Toby). Out of the game under 4 players.
watson-holmes-power-irene-adler = On your turn in the Visiting Phase: nobody else may take notes this round (those at 221B keep their pencil).
watson-holmes-power-toby = In the Investigation Phase: Toby waits on your card; later your pawn may join him there for a bid of 2 without carriages, and a rival must bid at least 3 to take it.
watson-holmes-power-inspector-lestrade = On your turn in the Visiting Phase: move a police token from one location card to a free card that may take one.
watson-holmes-power-mary-morstan = Once revealed, whenever you are outbid you take back every carriage: none is paid to the stock.
watson-holmes-power-shinwell-johnson = On your turn in the Visiting Phase: take a lockpick from the stock (if you hold none).

## Symbols on location cards.
watson-holmes-symbol-gives-police = gives a police token
watson-holmes-symbol-gives-call-off = gives a call-off token
watson-holmes-symbol-gives-lockpick = gives a lockpick
watson-holmes-symbol-needs-lockpick = needs a lockpick
watson-holmes-symbol-never-aloud = never read aloud
watson-holmes-symbol-no-police = no police
watson-holmes-symbol-gives-carriages = gives { $count ->
    [one] { $count } carriage
   *[other] { $count } carriages
    }

## Phases.
watson-holmes-phase-visiting = Visiting Phase
watson-holmes-phase-watson = The Watson card
watson-holmes-phase-reading = Investigation Phase
watson-holmes-phase-answering = At 221B Baker Street
watson-holmes-phase-over = The case is closed

## Where a pawn stands.
watson-holmes-place-none = not placed
watson-holmes-place-stop = at the Carriage Stop
watson-holmes-place-baker = at 221B Baker Street
watson-holmes-place-location = at { $place } ({ $bid })
watson-holmes-bid-toby = with Toby
watson-holmes-bid-foot = on foot
watson-holmes-bid-carriages = bid { $count ->
    [one] { $count } carriage
   *[other] { $count } carriages
    }

## The answering order at 221B (WH-4).
watson-holmes-order-you = you
watson-holmes-order-you-if-going = you (if you go now)
watson-holmes-order-martha = Martha Hudson answers first
watson-holmes-order-group = { $names }: { $why }
watson-holmes-order-group-together = { $names }: { $why } (together)

## The event log.
watson-holmes-log-round = Round { $round } begins; { $name } holds the Diary.
watson-holmes-log-placed-stop = { $name } goes to the Carriage Stop.
watson-holmes-log-placed-baker = { $name } goes to 221B Baker Street.
watson-holmes-log-placed-location = { $name } goes to { $place } ({ $bid }).
watson-holmes-log-placed-nowhere = { $name } goes nowhere.
watson-holmes-log-outbid = { $name } is outbid at { $place }.
watson-holmes-log-outbid-paid = { $name } is outbid at { $place } and pays { $count ->
    [one] { $count } carriage
   *[other] { $count } carriages
    }.
watson-holmes-log-police-called-off = { $name } calls off the police at { $place }.
watson-holmes-log-zone-fare = { $name } pays { $count ->
    [one] { $count } carriage
   *[other] { $count } carriages
    } to travel to { $zone }.
watson-holmes-log-watson-taken = { $name } takes the Watson card.
watson-holmes-log-character-discarded = { $name } discards { $character } for 3 carriages.
watson-holmes-log-character-revealed = { $name } reveals { $character }.
watson-holmes-log-character-revealed-copy = { $name } reveals { $character } copying { $copy }.
watson-holmes-log-diary-passed = { $name } placed last and takes the Diary.
watson-holmes-log-read-aloud = Watson reads aloud the card of { $name }: { $card }.
watson-holmes-log-read-you = You read { $card }.
watson-holmes-log-read = { $name } read { $card }.
watson-holmes-log-lockpick-spent = { $name } spends a lockpick at { $place }.
watson-holmes-log-gained = { $name } gains { $what }.
watson-holmes-gained-police = a police token
watson-holmes-gained-call-off = a call-off token
watson-holmes-gained-lockpick = a lockpick
watson-holmes-log-police-placed = { $name } leaves a police token on { $place }.
watson-holmes-log-police-moved = { $name } moves a police token from { $from } to { $to }.
watson-holmes-log-toby-home = { $name }'s Toby goes home.
watson-holmes-log-toby-waits = { $name }'s Toby waits at { $place }.
watson-holmes-log-notebook-saved-you = Your notebook is saved.
watson-holmes-log-notebook-saved = { $name } saves their notebook.
watson-holmes-log-judged-won = { $name } answers every question right and solves the case!
watson-holmes-log-judged-out = { $name } answers { $right } of { $of } right and leaves the case.
watson-holmes-log-consultation-you = Holmes's voice: { $target } answered { $answers } ({ $right } right).
watson-holmes-log-consultation = Holmes's voice to { $name }: { $target } answered { $answers } ({ $right } right).
watson-holmes-log-checked-you = Answer Check: { $answer } is { $result ->
    [right] right
   *[wrong] wrong
    } for question { $question }.
watson-holmes-log-checked = Answer Check for { $name }: { $answer } is { $result ->
    [right] right
   *[wrong] wrong
    } for question { $question }.
watson-holmes-log-holmes-consulted = { $name } consults { $target } as Holmes's voice.
watson-holmes-log-holmes-checked = { $name } consults { $target } as Holmes's voice (an Answer Check).
watson-holmes-log-order-changed = The order at 221B changes: { $order }.
watson-holmes-log-lone-survivor = { $name } is the last one on the case: at most { $rounds ->
    [one] { $rounds } more round
   *[other] { $rounds } more rounds
    } before answering.
watson-holmes-solved-by = The case is solved by { $names }.
watson-holmes-log-nobody-solved = Nobody solved the case.

## The prompt above the table.
watson-holmes-prompt-nobody-solved = The case is closed: nobody solved it.
watson-holmes-prompt-eliminated = You left the case with { $right ->
    [one] { $right } right answer
   *[other] { $right } right answers
    }: you are Holmes's voice now.
watson-holmes-prompt-last-round = Your last round: go to 221B Baker Street and answer.
watson-holmes-prompt-your-turn = Your turn: choose a location (on foot or with carriages), the Carriage Stop or 221B.
watson-holmes-prompt-choosing = { $name } is choosing where to go.
watson-holmes-prompt-you-hold-watson = You hold the Watson card: choose whose card is read aloud, or let it pass.
watson-holmes-prompt-holds-watson = { $name } holds the Watson card and chooses a card to read aloud.
watson-holmes-prompt-baker-ready = You are at 221B Baker Street: there is no card to read. Say you are ready; when everyone has read, you answer every question.
watson-holmes-prompt-baker-ready-place = You are at 221B Baker Street: there is no card to read. Say you are ready; when everyone has read, you answer every question (your group answers { $ordinal }).
watson-holmes-prompt-stop = You are at the Carriage Stop: there is no card to read. Take notes if you like, then say you are done (the carriages come at the end of the phase).
watson-holmes-prompt-read = Read your card, take notes, then say you are done.
watson-holmes-prompt-waiting = Waiting for { $names } to finish reading.
watson-holmes-prompt-answer = You are at 221B Baker Street: answer every question below, then give your answers to Holmes.
watson-holmes-prompt-answer-wait = You are at 221B Baker Street: the players before you answer first; your answer form opens when it is your turn.
watson-holmes-prompt-answering = Answers are being given at 221B Baker Street.

## The case and the phase line.
watson-holmes-questions-hidden = This case keeps its { $count ->
    [one] { $count } question
   *[other] { $count } questions
    } for 221B Baker Street: you will see them there.
watson-holmes-introduction = The introduction
watson-holmes-questions = The questions
watson-holmes-bar-round = round { $round }
watson-holmes-bar-diary = Diary: { $name }
watson-holmes-bar-watson = Watson card: { $name }
watson-holmes-bar-watson-free = Watson card: free
watson-holmes-bar-no-watson = no Watson card in this case
watson-holmes-bar-stop-closed = the Carriage Stop is closed in this case
watson-holmes-bar-stock = stock: { $carriages ->
    [one] { $carriages } carriage
   *[other] { $carriages } carriages
    }, { $police } police, { $calloff } call-off, { $lockpicks ->
    [one] { $lockpicks } lockpick
   *[other] { $lockpicks } lockpicks
    }
watson-holmes-bar-last-survivor = last survivor: { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
    } left
watson-holmes-bar-open-casebook = open casebook

## Answering at 221B.
watson-holmes-answers-title = Your answers to Holmes
watson-holmes-answer-placeholder = type your answer
watson-holmes-answer-together = Holmes judges your answers together: one wrong answer and you leave the case.
watson-holmes-answer-send = Give my answers

## Reading and the notebook.
watson-holmes-reading-over = The cards you read
watson-holmes-reading-casebook = Your casebook
watson-holmes-reading = Reading
watson-holmes-reading-casebook-note = Every card you have read stays here; this round's is marked.
watson-holmes-reading-note = The card goes back at the end of the Investigation Phase: keep what matters in your notebook.
watson-holmes-card-aloud = (read aloud)
watson-holmes-read-this-round = read this round
watson-holmes-notebook = Your notebook
watson-holmes-notebook-placeholder = Your notes: only you can read them.
watson-holmes-notebook-locked = Irene Adler has taken your pencil: no notes this round.
watson-holmes-notebook-save = Save notes
watson-holmes-notebook-unsaved = (not saved yet)
watson-holmes-notebook-saved = (saved)

## Actions.
watson-holmes-carriage-stop = Carriage Stop (+carriages)
watson-holmes-go-baker = Go to 221B Baker Street…
watson-holmes-take-watson = Take the Watson card (4 carriages)
watson-holmes-discard-character = Discard my character (+3 carriages)
watson-holmes-watson-pass = Let the moment pass
watson-holmes-watson-read = Read aloud { $name }'s card ({ $where })
watson-holmes-leave-police = leave my police token on this card
watson-holmes-ready-to-answer = Ready to answer
watson-holmes-done-reading = Done reading
watson-holmes-toby-to = Done, and Toby waits at { $number }
watson-holmes-wiggins-as = Wiggins as { $character }
watson-holmes-reveal = Reveal { $character }
watson-holmes-reveal-read = Reveal { $character }: read { $name }'s card
watson-holmes-reveal-police = Reveal { $character }: police from { $from } to { $to }
watson-holmes-baker-hint = At 221B now: { $count ->
    [one] { $count } player
   *[other] { $count } players
    }. If you went, your group would answer { $ordinal } of { $groups }.
watson-holmes-baker-hint-empty = Nobody is at 221B yet: if you went, you would answer first unless someone with more carriages (or Martha Hudson) joins you.
watson-holmes-baker-confirm-label = Go to 221B Baker Street?
watson-holmes-baker-confirm = Go to 221B Baker Street? This cannot be undone: after this round's reading you answer every question, and one wrong answer takes you off the case.
watson-holmes-baker-confirm-order = The answering order if you go now (Martha Hudson first, then most carriages; equal carriages answer together). Players still to place may join.
watson-holmes-baker-no = Not yet
watson-holmes-baker-yes = Yes, go to 221B
watson-holmes-baker-title = At 221B Baker Street, in answering order
watson-holmes-visit-note-bid = { $name } bid { $bid }
watson-holmes-visit-note-foot = { $name } on foot
watson-holmes-note-police = police
watson-holmes-note-read = read
watson-holmes-bid-label = Carriages to bid
watson-holmes-call-off = call off the police
watson-holmes-visit-select = Location to visit
watson-holmes-visit = Visit
watson-holmes-bid = bid
watson-holmes-go-there = Go there

## The board.
watson-holmes-locations = Locations
watson-holmes-zone-fare = (fare { $count ->
    [one] { $count } carriage
   *[other] { $count } carriages
    })
watson-holmes-pawn-foot = { $name } · on foot
watson-holmes-pawn-bid = { $name } · { $count ->
    [one] { $count } carriage
   *[other] { $count } carriages
    }
watson-holmes-bid-on = Carriages to bid on { $number }
watson-holmes-go = Go
watson-holmes-go-call-off = Call off police and go
watson-holmes-join-toby = Join Toby
watson-holmes-badge-toby = Toby ({ $name })

## The players.
watson-holmes-players = Players
watson-holmes-head-player = Player
watson-holmes-head-carriages = Carriages
watson-holmes-head-tokens = Tokens
watson-holmes-head-character = Character
watson-holmes-head-where = Where
watson-holmes-head-read = Cards read
# A column's name before a cell's value on a phone ("Carriages: 5").
watson-holmes-cell-label = { $label }:
watson-holmes-token-police = police
watson-holmes-token-call-off = call-off
watson-holmes-token-lockpick = lockpick
watson-holmes-token-watson = Watson card
watson-holmes-face-down = face down
watson-holmes-discarded = discarded
watson-holmes-character-discarded = { $character } (discarded)
watson-holmes-character-revealed = { $character } (revealed)
watson-holmes-character-yours = { $character } (yours, face down)
watson-holmes-character-face-down = { $character } (face down)
watson-holmes-status-won = solved the case
watson-holmes-status-out = left the case ({ $right } right)
watson-holmes-status-done = { $status } · done reading
watson-holmes-status-zone = { $status } · in { $zone }
watson-holmes-you = you

## Your desk and Holmes's voice (WH-7).
watson-holmes-no-character = No character card.
watson-holmes-desk = Your desk
watson-holmes-consultations = What Holmes's voice told you
watson-holmes-consult-check = Question { $question }: { $answer } is { $result ->
    [right] right
   *[wrong] wrong
    }.
watson-holmes-consult-answers = { $name } answered { $answers }: { $right } right.
watson-holmes-your-answers = Your answers: { $answers }
watson-holmes-question-number = Question { $number }
watson-holmes-voice = Holmes's voice (3 carriages each)
watson-holmes-consult = Consult { $name }'s answers
watson-holmes-check-question = Question to check
watson-holmes-check-placeholder = an answer to check
watson-holmes-check-send = Answer Check (once)

## The end.
watson-holmes-mark-right = ✓ right
watson-holmes-mark-wrong = ✗ wrong
watson-holmes-your-answer-right = Your answer: right
watson-holmes-your-answer-wrong = Your answer: wrong
watson-holmes-your-answer-unknown = Your answer: not judged one by one
watson-holmes-solution = Holmes's solution
watson-holmes-answers-and-yours = The answers, and yours
watson-holmes-answers = The answers
watson-holmes-you-answered = You answered
watson-holmes-all-answers = What each player answered at 221B
watson-holmes-answers-of = { $name }:
watson-holmes-all-cards = Every card of the case

## The rules page's picture of one round.
watson-holmes-picture-visiting =
    From the Diary holder, clockwise, each player puts their pawn on:
    • a location card, on foot or with a bid of carriages (to take a card from a rival, bid one more than the carriages on it)
    • the Carriage Stop: no card to read, carriages at the end of phase 3
    • 221B Baker Street, to answer
watson-holmes-picture-watson = Its taker picks a player whose card is read aloud to all, or lets it pass.
watson-holmes-picture-reading = Everyone reads their card at once and takes notes: the text goes away when the phase ends. Bids are paid, symbols give carriages or tokens.
watson-holmes-picture-baker = Whoever is there answers, in order:
watson-holmes-picture-martha-first = { $character }, first
watson-holmes-picture-together = equal counts answer together
watson-holmes-picture-verdict = All right: a win. Any wrong: out.
watson-holmes-picture-loop = no winner: next round; the last to place holds the Diary
watson-holmes-picture-order-martha = { $names } (Martha Hudson)
watson-holmes-picture-order-carriages = { $names } ({ $count } carriages)
watson-holmes-picture-label = One round of Watson & Holmes: 1 { $visiting }, 2 { $watson }, 3 { $reading }, 4 { $baker }, then, if nobody won, the next round. At 221B the example table answers in this order: { $order }.
