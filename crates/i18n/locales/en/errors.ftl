# Refusals: why an action, a config or a request was refused. The server sends
# each refusal's id and arguments beside its English sentence; seats are numbers
# counted from 1; names of cards, clues, places and cases are passed as they are.
# The English text equals each error's English sentence (a test checks it).

## The engine, for every game

errors-play-game-over = the game is over
errors-play-no-such-seat = there is no Seat { $seat } at a table of { $players }
errors-play-not-your-turn = it is not Seat { $seat }'s turn
errors-play-malformed-action = not a { $game } action: { $detail }
errors-config-malformed = invalid { $game } config: { $detail }
errors-replay-unknown-game = unknown game "{ $game }"; known games: { $known }
errors-replay-rules-version = the record is for rules version { $record } of { $game }, this build plays version { $ours } and cannot replay version { $record } faithfully
errors-replay-setup = the record's config or seed is invalid: { $reason }
errors-replay-format = record format { $format } is not supported (this build reads format 1); or its generator "{ $rng }" is not ours
errors-replay-illegal-action = action { $index } ({ $action }) by Seat { $seat } was refused: { $reason }

## Lady Alice

errors-lady-alice-player-count = Lady Alice is played by 3 to 5 players, not { $players }
errors-lady-alice-rules-version = this Lady Alice match was played under rules version { $version }; this build plays rules version { $ours } and can replay versions 1, 2
errors-lady-alice-suspicion-phase = it is the suspicion phase: the notebook holder must name a suspicion
errors-lady-alice-not-suspicion-phase = suspicions are only made by the notebook holder at the start of a turn
errors-lady-alice-missing-clue = a { $action } needs a clue for the { $category }
errors-lady-alice-wrong-category = { $clue } is a { $actual }, not a { $expected }
errors-lady-alice-same-as-previous = this suspicion is the same as the previous one ({ $suspicion })
errors-lady-alice-only-covered-clues = a suspicion may not consist only of covered clues
errors-lady-alice-clue-covered = { $clue } is covered: counters go on uncovered clues only
errors-lady-alice-area-full = { $clue } already holds { $capacity } counters, the most an area can hold
errors-lady-alice-no-such-counter-value = counters are worth 0, 1 or 2, not { $value }
errors-lady-alice-no-counter-left = you have no counter of value { $value } left
errors-lady-alice-removed-category-missing = with 3 players an accusation must name the category believed removed
errors-lady-alice-removed-category-not-in-play = only a 3-player accusation names a removed category
errors-lady-alice-clue-in-removed-category = the category named as removed ({ $category }) must be left empty

## Haven't a Cluedo

errors-havent-a-cluedo-players = Haven't a Cluedo is for { $min } to { $max } players, not { $players }
errors-havent-a-cluedo-round-limit = the round limit must be between 1 and { $max }, not { $limit }
errors-havent-a-cluedo-character-count = the config names { $given } { $given ->
    [one] character
   *[other] characters
} for { $players } players: name one per seat, or none for the default (Seat 1 plays Miss Kingston, Seat 2 Gruppenführer Fontana, and so on)
errors-havent-a-cluedo-unknown-character = "{ $name }" (Seat { $seat }) is not a character of this game; the characters are { $choices }
errors-havent-a-cluedo-duplicate-character = { $name } is chosen by Seat { $first } and by Seat { $second }: each character is played by one seat only
errors-havent-a-cluedo-burgess-variant-without-burgess = the variant "Burgess goes diagonal" (burgess_goes_diagonal) changes only how Reverend Burgess moves, and no seat plays him: choose Reverend Burgess for a seat or turn the variant off
errors-havent-a-cluedo-characters-under-version-1 = rules version 1 has seat i play the i-th person in turn order, so its config cannot choose characters; characters are chosen from rules version { $version }
errors-havent-a-cluedo-wrong-time-roll-first = you cannot { $action ->
    [roll] roll
    [move] move
    [suggest] suggest
    [show-a-card] show a card
    [take-a-secret-passage] take a secret passage
    [end-your-turn] end your turn
   *[play] play
} now: roll the die first
errors-havent-a-cluedo-wrong-time-nobody-asks = you cannot { $action ->
    [roll] roll
    [move] move
    [suggest] suggest
    [show-a-card] show a card
    [take-a-secret-passage] take a secret passage
    [end-your-turn] end your turn
   *[play] play
} now: nobody is asking you for a card
errors-havent-a-cluedo-wrong-time-not-in-a-room = you cannot { $action ->
    [roll] roll
    [move] move
    [suggest] suggest
    [show-a-card] show a card
    [take-a-secret-passage] take a secret passage
    [end-your-turn] end your turn
   *[play] play
} now: your token is not in a room
errors-havent-a-cluedo-wrong-time-suggest-in-room = you cannot { $action ->
    [roll] roll
    [move] move
    [suggest] suggest
    [show-a-card] show a card
    [take-a-secret-passage] take a secret passage
    [end-your-turn] end your turn
   *[play] play
} now: you may only suggest in a room you entered this turn, or were moved into by a suggestion since your last turn
errors-havent-a-cluedo-wrong-time-must-move = you cannot { $action ->
    [roll] roll
    [move] move
    [suggest] suggest
    [show-a-card] show a card
    [take-a-secret-passage] take a secret passage
    [end-your-turn] end your turn
   *[play] play
} now: you rolled { $roll } and must choose where to move
errors-havent-a-cluedo-wrong-time-already-moved = you cannot { $action ->
    [roll] roll
    [move] move
    [suggest] suggest
    [show-a-card] show a card
    [take-a-secret-passage] take a secret passage
    [end-your-turn] end your turn
   *[play] play
} now: you have already moved this turn; suggest or end your turn
errors-havent-a-cluedo-wrong-time-must-show = you cannot { $action ->
    [roll] roll
    [move] move
    [suggest] suggest
    [show-a-card] show a card
    [take-a-secret-passage] take a secret passage
    [end-your-turn] end your turn
   *[play] play
} now: you must show one of the named cards you hold
errors-havent-a-cluedo-wrong-time-game-over = you cannot { $action ->
    [roll] roll
    [move] move
    [suggest] suggest
    [show-a-card] show a card
    [take-a-secret-passage] take a secret passage
    [end-your-turn] end your turn
   *[play] play
} now: the game is over
errors-havent-a-cluedo-wrong-time-not-your-turn = you cannot { $action ->
    [roll] roll
    [move] move
    [suggest] suggest
    [show-a-card] show a card
    [take-a-secret-passage] take a secret passage
    [end-your-turn] end your turn
   *[play] play
} now: it is not Seat { $seat }'s turn
errors-havent-a-cluedo-doors-blocked = every door of the { $room } is blocked
errors-havent-a-cluedo-boxed-in = your token at row { $row }, column { $col } is boxed in
errors-havent-a-cluedo-not-on-board-square = row { $row }, column { $col } is not a corridor square or a room of this board
errors-havent-a-cluedo-not-on-board-room = the { $room } is not a corridor square or a room of this board
errors-havent-a-cluedo-not-on-board-unknown = "{ $name }" is not a corridor square or a room of this board
errors-havent-a-cluedo-unreachable-square = row { $row }, column { $col } is not reachable with a roll of { $roll }
errors-havent-a-cluedo-unreachable-room = the { $room } is not reachable with a roll of { $roll }
errors-havent-a-cluedo-unreachable-unknown = "{ $name }" is not reachable with a roll of { $roll }
errors-havent-a-cluedo-no-passage = the { $room } has no secret passage
errors-havent-a-cluedo-unknown-card = "{ $name }" is not { $category ->
    [article] an article
   *[other] a { $category }
} of this game
errors-havent-a-cluedo-cannot-show = you cannot show { $card }: { $reason ->
    [it-was-not-named-in-the-suggestion] it was not named in the suggestion
    [you-do-not-hold-it] you do not hold it
   *[other] { $reason }
}

## Almost Innocent

errors-almost-innocent-players = Almost Innocent is for 2 to 5 players, not { $players }
errors-almost-innocent-unknown-scenario = no scenario "{ $name }"; shipped scenarios: { $shipped }
errors-almost-innocent-abilities-too-many = { $abilities } abilities for { $seats } seats
errors-almost-innocent-abilities-not-offered = { $ability } is not on offer in { $scenario }
errors-almost-innocent-abilities-twice = { $ability } is played by two seats
errors-almost-innocent-abilities-shared-needs-two = a shared ability is for two players only
errors-almost-innocent-abilities-not-shareable = { $ability } cannot be the shared ability
errors-almost-innocent-rules-version = this build plays Almost Innocent rules versions 1 and 2, not rules version { $version }
errors-almost-innocent-campaign-not-normal = the campaign group name "{ $name }" is not in its normal form (NFC, trimmed)
errors-almost-innocent-campaign-players = config.players must be 2 to 5 for Almost Innocent
errors-almost-innocent-campaign-difficulty = config.difficulty must be easy, medium or detective
errors-almost-innocent-campaign-all-won = the group "{ $group }" has won every scenario of the campaign at { $difficulty } difficulty; choose a harder one
errors-almost-innocent-campaign-not-next = the group "{ $group }" plays "{ $next }" next in the campaign, not "{ $asked }"
errors-almost-innocent-campaign-decided-by-unlocks = in the campaign the unlocked abilities decide config.{ $key } ({ $ours }); leave it out
errors-almost-innocent-campaign-language = config.language must be a language code such as "fr"
errors-almost-innocent-content-language = the scenario "{ $scenario }" is not written in the language "{ $language }"; it exists in: { $available }
errors-almost-innocent-no-such-line = { $line } is not on the grid (rows 1-6, columns A-F)
errors-almost-innocent-line-used = { $kind ->
    [row] row
   *[column] column
} { $line } already has an investigation token
errors-almost-innocent-line-not-used = { $kind ->
    [row] row
   *[column] column
} { $line } has no token yet: Okra only asks again on a line already used
errors-almost-innocent-not-enough-tokens = not enough investigation tokens for that question: { $need } needed, { $left } left
errors-almost-innocent-no-quantity-tokens-left = not enough investigation tokens for that question: no quantity tokens left
errors-almost-innocent-no-type-tokens-left = not enough investigation tokens for that question: no type tokens left
errors-almost-innocent-type-not-in-play = the { $kind ->
    [culprit] culprit
    [victim] victim
    [crime] crime
    [evidence] evidence
   *[place] place
} type is not in play in this scenario
errors-almost-innocent-ability-unavailable = you cannot use { $ability } now (not your character, already used, or not on offer)
errors-almost-innocent-signal-detective = no signals at detective difficulty
errors-almost-innocent-signal-already-signalled = you already signalled this turn
errors-almost-innocent-signal-medium-ready-only = at medium difficulty you may only say whether you know your combination
errors-almost-innocent-signal-easy-types-only = at easy difficulty signal the types you found or doubt
errors-almost-innocent-signal-types-in-order = list each type in play at most once, in resolution order, found or doubt
errors-almost-innocent-already-proposed = a resolution was already proposed this turn
errors-almost-innocent-no-such-target = there is no Seat { $seat } at this table
errors-almost-innocent-unknown-clue = { $clue } is not a clue of this scenario
errors-almost-innocent-wrong-type = { $clue } is not a { $kind ->
    [culprit] culprit
    [victim] victim
    [crime] crime
    [evidence] evidence
   *[place] place
} clue
errors-almost-innocent-already-ruled-out = you already named { $clue } and it was wrong
errors-almost-innocent-bad-zone = { $line } does not fit the grid (a 2x2 zone starts in rows 1-5, columns A-E)
errors-almost-innocent-not-a-queen-position = the Queen stands only on the nine aligned 2x2 blocks (rows 1, 3, 5 and columns A, C, E)
errors-almost-innocent-queen-must-move = the Queen must move to another position
errors-almost-innocent-false-mark-holds-none = that mark would be false: the zone { $zone } holds none of your left neighbour's clues
errors-almost-innocent-false-mark-holds-one = that mark would be false: the zone { $zone } holds one of your left neighbour's clues
errors-almost-innocent-bad-draw = draw { $cards } { $cards ->
    [one] card
   *[other] cards
} from decks in play with cards left, listed in resolution order
errors-almost-innocent-discard-no-limits = this scenario has no question-type limits: leave discard empty
errors-almost-innocent-discard-name-extra-face = the Queen guards that line: name the face of the extra token to discard
errors-almost-innocent-discard-no-extra-due = no extra token is due: leave discard empty
errors-almost-innocent-not-now-question-turn = that is not possible now: it is a question turn
errors-almost-innocent-not-now-din-draw = that is not possible now: Din's target must choose the decks to draw from
errors-almost-innocent-not-now-din-reveal = that is not possible now: Din's target must reveal one drawn card
errors-almost-innocent-not-now-teor-mark = that is not possible now: Teor's target must mark a zone
errors-almost-innocent-not-now-queen-choice = that is not possible now: the Queen must be moved
errors-almost-innocent-not-now-proposal = that is not possible now: the table is answering a proposal to resolve
errors-almost-innocent-not-now-resolution = that is not possible now: the resolution is under way
errors-almost-innocent-not-now-over = that is not possible now: the game is over
errors-almost-innocent-not-now-out-of-turn = that is not possible now: it is Seat { $seat }'s turn: out of turn only Din and Teor can be used
errors-almost-innocent-not-now-guessing = that is not possible now: Seat { $seat } is guessing: meanwhile only Din and Teor can be used
errors-almost-innocent-not-now-edd-asks = that is not possible now: Edd asks only about the culprit (animal?) or the evidence (liquid?)
errors-almost-innocent-not-now-teor-must-mark = that is not possible now: under rules version 1 Teor's target must mark a zone (declining came with rules version 2)
errors-almost-innocent-not-now-not-drawn = that is not possible now: { $clue } is not one of the drawn cards
errors-almost-innocent-not-now-no-resolution = that is not possible now: no resolution

## Watson & Holmes

errors-watson-holmes-players = Watson & Holmes is for 2 to 7 players, not { $players }
errors-watson-holmes-unknown-case = no case "{ $name }"; shipped cases: { $shipped }
errors-watson-holmes-rules-version = Watson & Holmes has no rules version { $version }
errors-watson-holmes-custom-case = the case written for this match has problems: { $problems }
errors-watson-holmes-content-language = the case "{ $case }" is not written in the language "{ $language }"; it exists in: { $available }
errors-watson-holmes-wrong-phase-visiting = that is not possible in the visiting phase
errors-watson-holmes-wrong-phase-watson = that is not possible in the watson phase
errors-watson-holmes-wrong-phase-reading = that is not possible in the reading phase
errors-watson-holmes-wrong-phase-reading-done = that is not possible in the reading (you are done) phase
errors-watson-holmes-wrong-phase-answering = that is not possible in the answering phase
errors-watson-holmes-wrong-phase-over = that is not possible in the over phase
errors-watson-holmes-not-your-visit = it is not your turn to place your pawn
errors-watson-holmes-no-such-location = the case has no location { $location }
errors-watson-holmes-not-enough-carriages = you have { $have } carriages, not { $need }
errors-watson-holmes-bid-too-low = to take location { $location } from its visitor you must bid at least { $need } carriages
errors-watson-holmes-policed = location { $location } is under police surveillance: play a call-off token or hold a lockpick
errors-watson-holmes-needs-lockpick = location { $location } can only be read with a lockpick
errors-watson-holmes-no-call-off = you hold no call-off token
errors-watson-holmes-no-police-to-call-off = location { $location } has no police token to call off
errors-watson-holmes-watson-taken = the Watson card is already taken this round
errors-watson-holmes-no-watson = the Watson card is not in play in this case
errors-watson-holmes-carriage-stop-closed = the Carriage Stop is closed in this case: no carriages can be gained
errors-watson-holmes-already-watson = you have already taken the Watson card
errors-watson-holmes-character-used = your character is already used or discarded
errors-watson-holmes-timing-carriage-stop-last-round = the Carriage Stop cannot be used now: your last round: go to 221B
errors-watson-holmes-timing-visit-last-round = a visit cannot be used now: your last round: go to 221B
errors-watson-holmes-timing-watson-not-yours = the Watson card cannot be used now: it is not yours this round
errors-watson-holmes-timing-not-your-turn-to-answer = answering cannot be used now: it is not your turn to answer
errors-watson-holmes-timing-reveal-her-on-your-turn = { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] Inspector Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} cannot be used now: reveal her on your turn in the Visiting Phase
errors-watson-holmes-timing-reveal-him-on-your-turn = { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] Inspector Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} cannot be used now: reveal him on your turn in the Visiting Phase
errors-watson-holmes-timing-reveal-before-answering = { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] Inspector Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} cannot be used now: reveal her before the answering
errors-watson-holmes-timing-wiggins-names-no-copy = Wiggins cannot be used now: name the revealed character he copies
errors-watson-holmes-timing-wiggins-copies-revealed = Wiggins cannot be used now: he copies a character another player has revealed, never Toby
errors-watson-holmes-timing-only-wiggins-copies = { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] Inspector Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} cannot be used now: only Wiggins copies another character
errors-watson-holmes-timing-only-mycroft-chooses = { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] Inspector Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} cannot be used now: only Mycroft Holmes chooses a player
errors-watson-holmes-timing-only-lestrade-moves = { $character ->
    [mycroft-holmes] Mycroft Holmes
    [martha-hudson] Martha Hudson
    [wiggins] Wiggins
    [irene-adler] Irene Adler
    [toby] Toby
    [inspector-lestrade] Inspector Lestrade
    [mary-morstan] Mary Morstan
   *[shinwell-johnson] Shinwell Johnson
} cannot be used now: only Inspector Lestrade moves a police token
errors-watson-holmes-timing-mycroft-in-investigation = Mycroft Holmes cannot be used now: he reads another card during the Investigation Phase
errors-watson-holmes-timing-mycroft-chooses-nobody = Mycroft Holmes cannot be used now: choose whose card to read
errors-watson-holmes-timing-toby-after-visiting = Toby cannot be used now: reveal him after the Visiting Phase
errors-watson-holmes-timing-toby-needs-location = Toby cannot be used now: your pawn must be on a location card
errors-watson-holmes-timing-lestrade-names-no-cards = Inspector Lestrade cannot be used now: name the watched card and the card the token goes to
errors-watson-holmes-timing-shinwell-has-lockpick = Shinwell Johnson cannot be used now: you already hold a lockpick
errors-watson-holmes-timing-shinwell-no-lockpick-left = Shinwell Johnson cannot be used now: no lockpick is left in the stock
errors-watson-holmes-nothing-to-read = Seat { $seat } has no card to read aloud
errors-watson-holmes-never-aloud = that card can never be read aloud
errors-watson-holmes-no-such-seat = there is no Seat { $seat }
errors-watson-holmes-cannot-police-no-location-read = you cannot place a police token: you read no location card
errors-watson-holmes-cannot-police-no-police-token = you cannot place a police token: you hold no police token
errors-watson-holmes-cannot-police-not-watchable = you cannot place a police token: this card may not be watched
errors-watson-holmes-cannot-police-already-watched = you cannot place a police token: it is already watched
errors-watson-holmes-cannot-police-pawn-on-it = you cannot place a police token: a pawn stands on it
errors-watson-holmes-toby-not-waiting-there = Toby cannot go to location { $location }: your Toby is not waiting there
errors-watson-holmes-toby-no-carriages = Toby cannot go to location { $location }: Toby cannot be accompanied by carriages
errors-watson-holmes-toby-no-revealed-toby = Toby cannot go to location { $location }: you have no revealed Toby
errors-watson-holmes-toby-stays-in-zone = Toby cannot go to location { $location }: Toby stays in your zone
errors-watson-holmes-answer-count = the case asks { $expected } questions; { $given } answers were given
errors-watson-holmes-answer-text = an answer has at most { $answer_chars } characters and no control characters
errors-watson-holmes-blank-answers = every answer is blank, so nothing was handed to Holmes and you are still waiting to answer: give at least one answer
errors-watson-holmes-not-failed = Seat { $seat } has not failed at 221B
errors-watson-holmes-check-used = you have already used your Answer Check
errors-watson-holmes-no-such-question = the case has no question { $question }
errors-watson-holmes-notebook-text = a notebook holds at most { $notebook_chars } characters and no control characters other than line breaks and tabs
errors-watson-holmes-notebook-locked = Irene Adler has taken your pencil: no notes this round
errors-watson-holmes-eliminated = you have left the case

## Lateral Puzzles

errors-lateral-puzzles-players = the Lateral Puzzles Game is for the Lateral Master and 2 to 8 puzzlers (3 to 9 players), not { $players }
errors-lateral-puzzles-lateral-master = Seat { $seat } cannot be the Lateral Master at a table of { $players } seats (Seat 1 to Seat { $players })
errors-lateral-puzzles-unknown-puzzle = no puzzle "{ $name }"; shipped puzzles: { $shipped }
errors-lateral-puzzles-puzzle = the custom puzzle is not valid: { $problems }
errors-lateral-puzzles-content-language = the puzzle "{ $puzzle }" is not written in the language "{ $language }"; it exists in: { $available }
errors-lateral-puzzles-not-lateral-master = only the Lateral Master can do that
errors-lateral-puzzles-not-puzzler = the Lateral Master asks no questions and plays no cards
errors-lateral-puzzles-frozen-spoiler = the table waits: Seat { $seat } played a Spoiler (spoiler { $spoiler }) and the Lateral Master is judging it; a Spoiler freezes the table until it is judged (LP-5)
errors-lateral-puzzles-frozen-cooperation = the table waits: Seat { $seat } played a Cooperation card and the Lateral Master is carrying out the swap; a Cooperation freezes the table until it is done (LP-5)
errors-lateral-puzzles-frozen-spy = the table waits: Seat { $seat } is deciding whether to defend question { $question } with Don Corleone
errors-lateral-puzzles-frozen-over-ninety = the table waits: over 90 points are spoiled: the Lateral Master ends the game or grants extra rounds (LP-3)
errors-lateral-puzzles-paused-one-left = the table waits: Seat { $seat } has left the table: the Lateral Master may go on without that seat or wait for someone to take the seat
errors-lateral-puzzles-paused-several-left = the table waits: Seats { $seats } and { $last } have left the table: the Lateral Master may go on without them or wait for someone to take the seat
errors-lateral-puzzles-paused-one-left-nobody-present = the table waits: Seat { $seat } has left the table and no puzzler is left: the Lateral Master waits for someone to take a seat, or ends the game
errors-lateral-puzzles-paused-several-left-nobody-present = the table waits: Seats { $seats } and { $last } have left the table and no puzzler is left: the Lateral Master waits for someone to take a seat, or ends the game
errors-lateral-puzzles-not-your-turn = it is Seat { $seat }'s turn, not yours
errors-lateral-puzzles-already-acted = you have already { $what ->
    [asked-your-question] asked your question
   *[other] { $what }
} this turn
errors-lateral-puzzles-card-turn = you have played cards this turn: it is a card turn, not a question turn
errors-lateral-puzzles-nothing-done = ask a question or play a card before ending your turn
errors-lateral-puzzles-question-pending = your question is still open: wait for the answer
errors-lateral-puzzles-first-round = in the first round puzzlers may only ask questions (LP-4)
errors-lateral-puzzles-one-card-limit = you asked a question this round: you may play only one card in this round, and have (LP-5)
errors-lateral-puzzles-no-card = you hold no { $card ->
    [tip-off] Tip-off
    [spoiler] Spoiler
    [mata-hari] Mata Hari
    [cooperation] Cooperation
    [sherlock-holmes] Sherlock Holmes
    [padlock] Padlock
    [don-corleone] Don Corleone
   *[queue] Queue
} card
errors-lateral-puzzles-need-two-mata-hari = you need two Mata Hari cards to spy on a padlocked answer
errors-lateral-puzzles-question-open = question { $question } is waiting for the Lateral Master: one question at a time
errors-lateral-puzzles-question-text = a question has 1 to { $question_chars } characters on one line, no control characters
errors-lateral-puzzles-spoiler-text = a spoiler has 1 to { $spoiler_chars } characters and no control characters but line breaks
errors-lateral-puzzles-no-such-question = there is no question { $question }
errors-lateral-puzzles-no-such-spoiler = there is no spoiler { $spoiler }
errors-lateral-puzzles-no-such-puzzler = there is no puzzler in Seat { $seat }
errors-lateral-puzzles-no-such-part = the puzzle has no part { $part }
errors-lateral-puzzles-parts-order = list the parts guessed in increasing order, each once
errors-lateral-puzzles-already-spoiled = Seat { $seat } has already spoiled part { $part }
errors-lateral-puzzles-nothing-to-answer = no question is waiting for an answer
errors-lateral-puzzles-not-the-open-question = question { $open } is the open one, not question { $given }
errors-lateral-puzzles-already-answered = question { $question } has been answered already; nothing was changed
errors-lateral-puzzles-already-refused = question { $question } has been refused already; nothing was changed
errors-lateral-puzzles-already-judged = spoiler { $spoiler } has been judged already; nothing was changed
errors-lateral-puzzles-already-left = you have left the table already
errors-lateral-puzzles-already-present = you are at the table already
errors-lateral-puzzles-already-gone-on = the table goes on without Seat { $seat } already
errors-lateral-puzzles-flag-unruled = question { $question } was flagged as a close match: rule on it first (LP-6)
errors-lateral-puzzles-not-flagged = question { $question } was not flagged as a close match: answer it, or refuse it
errors-lateral-puzzles-not-rephrase = only a Rephrase answer may invite another wording
errors-lateral-puzzles-asker-away = Seat { $seat } has left the table: they cannot be invited to put the question another way
errors-lateral-puzzles-no-rephrase = you have not been invited to rephrase a question
errors-lateral-puzzles-not-your-tip-off = the Padlock goes only on a question you asked with a Tip-off card and still hold
errors-lateral-puzzles-already-padlocked = question { $question } is already padlocked
errors-lateral-puzzles-refused = question { $question } was refused
errors-lateral-puzzles-public-answer = question { $question } has a public answer
errors-lateral-puzzles-unanswered = question { $question } has not been answered yet
errors-lateral-puzzles-own-answer = you hold the answer to question { $question } yourself
errors-lateral-puzzles-already-known = you already know the answer to question { $question }
errors-lateral-puzzles-protected = question { $question } is protected by Don Corleone
errors-lateral-puzzles-padlocked-swap = question { $question } is padlocked and cannot be swapped
errors-lateral-puzzles-not-your-answer = you do not hold the answer to question { $question }
errors-lateral-puzzles-no-such-position = there is no position { $position } in the order of play
errors-lateral-puzzles-same-position = you are already at position { $position } for the following rounds
errors-lateral-puzzles-conversion-limit = you have converted { $max_conversions } Spoiler cards already
errors-lateral-puzzles-no-sherlock-left = the box has no Sherlock Holmes card left to give: it holds one in each of its { $puzzler_sets } puzzler sets, the sets at the table are dealt and the others are given
errors-lateral-puzzles-nothing-to-resolve = nothing waits for that now
errors-lateral-puzzles-extra-rounds = extra rounds are granted 1 to { $max_extra_rounds } at a time, once past 90 points
errors-lateral-puzzles-too-early = the game cannot be called stalled in its first round
errors-lateral-puzzles-away = you have left the table: take your seat again to play
errors-lateral-puzzles-not-away = Seat { $seat } has not left the table
errors-lateral-puzzles-nobody-left = going on without Seat { $seat } would leave no puzzler at the table: wait for someone to take a seat, or end the game

## The server's own refusals

errors-server-hello-before-chat = send hello before chatting
errors-server-chat-rate-limited = chat: at most 5 messages per 10 seconds
errors-server-messages-rate-limited = too many messages: at most 20 per second on average
errors-server-message-too-large = messages are limited to { $max } bytes, this one has { $size }
errors-server-spectator-chat-needs-name = to chat as a spectator, send hello with a "name"
errors-server-act-needs-seat = only a seated player may act: send hello with your seat token
errors-server-not-started = the match has not started yet
errors-server-stood-in = a bot plays your seat while you are away: reclaim it to play again
errors-server-time-out = your time has run out: a bot takes your seat; reclaim it to play again
errors-server-token-not-a-string = a token is a string; watching as a spectator
errors-server-token-not-a-seat = this token does not belong to a seat of this match; watching as a spectator
errors-server-no-such-seat = there is no Seat { $seat }: this match has { $seats } seats
errors-server-already-started = the match has already started
errors-server-seat-taken = Seat { $seat } is taken
errors-server-rated-needs-account = a rated match seats accounts only: log in (or create an account) first
errors-server-already-seated-rated = you already hold a seat of this rated match
errors-server-claim-after-end = the match is over: its results were written; claim a seat before the end

## The browser's own refusals

errors-client-unreachable = The server cannot be reached. Is `sleuth serve` running?
errors-client-http-status = The server answered { $status }.

## Text people type (names, chat, group names)

errors-text-empty = { $noun ->
    [display-name] a display name
    [chat-message] a chat message
    [campaign-group-name] a campaign group name
   *[other] a { $noun }
} has 1 to { $max } characters; this one is empty
errors-text-too-long = { $noun ->
    [display-name] a display name
    [chat-message] a chat message
    [campaign-group-name] a campaign group name
   *[other] a { $noun }
} has 1 to { $max } characters; this one has { $chars }
errors-text-forbidden = { $noun ->
    [display-name] a display name
    [chat-message] a chat message
    [campaign-group-name] a campaign group name
   *[other] a { $noun }
} may not contain { $what ->
    [control-characters] control characters
    [bidirectional-controls] bidirectional controls
    [line-or-paragraph-separators] line or paragraph separators
    [invisible-format-characters] invisible format characters
   *[other] { $what }
}: U+{ $code } at character { $position }
errors-text-invisible = { $noun ->
    [display-name] a display name
    [chat-message] a chat message
    [campaign-group-name] a campaign group name
   *[other] a { $noun }
} needs at least one visible character; this one has only joiners or variation selectors

## The deduction assistant's solvers: the kind's frame, the reason inside it and
## the facts the reason names inside that (each said first, then put in as text).
## Names of players, cards and categories are the document's own words; entries
## are counted from 0, as the document counts them.

errors-solve-envelope = the envelope
errors-solve-parse-json = invalid knowledge document: { $detail }
errors-solve-parse-category-not-list = invalid knowledge document: category "{ $category }" must be a list of card names
errors-solve-contradiction = no deal is consistent: { $reason }
errors-solve-contradiction-first = no deal is consistent: { $reason } (first contradicted by { $source })
errors-solve-too-large = too large: { $reason }
errors-solve-undecided = undecided: exact counting is out of reach and the sampler met no consistent deal in { $tries } tries
errors-solve-source-my-hand-holds = my hand ({ $player } holds { $card })
errors-solve-source-my-hand-lacks = my hand ({ $player } does not hold { $card })
errors-solve-source-passed = suggestion { $index } ({ $by } suggested { $cards }): { $player } passed
errors-solve-source-showed = suggestion { $index } ({ $by } suggested { $cards }): { $player } showed { $card }
errors-solve-source-showed-a-card = suggestion { $index } ({ $by } suggested { $cards }): { $player } showed a card
errors-solve-source-fact-has = fact { $index } ({ $holder } has { $card })
errors-solve-source-fact-lacks = fact { $index } ({ $holder } lacks { $card })
errors-solve-source-fact-one-of = fact { $index } ({ $player } has one of { $cards })
# A game's own description of a fact, for its tests and logs (never from a document people send).
errors-solve-source-described = { $text }
errors-solve-reason-holds-and-lacks = { $holder } must hold { $card } but also lacks it ({ $first }; { $second })
errors-solve-reason-two-holders = { $card } cannot be held by both { $one } and { $other } ({ $first }; { $second })
errors-solve-reason-no-holder = no one can hold { $card }
errors-solve-reason-overfull = { $player } would hold at least { $forced } cards but has a hand of { $hand }
errors-solve-reason-underfull = { $player } can hold only { $possible } cards but has a hand of { $hand }
errors-solve-reason-envelope-two = the envelope would hold two { $category }
errors-solve-reason-envelope-none = the envelope can hold none of the { $category }
errors-solve-reason-one-of-impossible = { $player } has one of { $cards } but can hold none of them
errors-solve-reason-no-deal = the constraints together admit no deal
errors-solve-invalid-no-categories = the deck has no categories
errors-solve-invalid-empty-category = the category "{ $category }" has no cards
errors-solve-invalid-duplicate-card = the card name "{ $card }" appears twice
errors-solve-invalid-no-such-player = player { $index } does not exist (there are { $players } players, numbered from 0)
errors-solve-invalid-unknown-player = unknown player "{ $name }"
errors-solve-invalid-unknown-deck = unknown deck "{ $name }" (built-in decks: classic, havent-a-cluedo)
errors-solve-invalid-unknown-card = unknown card "{ $name }"
errors-solve-invalid-hand-without-me = my_hand is given but me is not
errors-solve-invalid-shown-not-suggested = suggestion { $index } ({ $by } suggested { $cards }): the shown card "{ $card }" was not suggested
errors-solve-invalid-shown-without-shown-by = suggestion { $index } ({ $by } suggested { $cards }): shown is given without shown_by
errors-solve-invalid-one-of-for-envelope = fact { $fact }: has_one_of is for players, not the envelope
errors-solve-invalid-no-players = there are no players
errors-solve-invalid-player-called-envelope = no player may be called "envelope"
errors-solve-invalid-duplicate-player = the player name "{ $name }" appears twice
errors-solve-invalid-hand-sizes = the hand sizes sum to { $sum }, but the deck has { $cards } cards in { $categories } categories, so the hands hold { $expected }
errors-solve-invalid-my-hand-size = my_hand has { $given } cards but { $player }'s hand size is { $size }
errors-solve-invalid-card-out-of-deck = card { $card } is not in the deck
errors-solve-too-large-categories = the deck has { $count } categories, at most { $max } are supported
errors-solve-too-large-cards = the deck has { $count } cards, at most { $max } are supported
errors-solve-too-large-players = { $count } players, at most { $max } are supported
errors-solve-too-large-hand = { $player }'s hand is too large: at most { $max } cards are supported
errors-solve-too-large-overflow = the number of deals does not fit in 128 bits
errors-solve-too-large-sampler = the deck is too large even for the sampler

## Lady Alice's solver. An entry is the document's own place (suspicions[2]);
## a category is its key (suspect, place, time, object); seats are counted from 0.

# What is wrong with the document's shape; a field is its key (players, smiles).
errors-solve-lady-alice-not-an-object = malformed knowledge document: the document must be a JSON object
errors-solve-lady-alice-missing-field = malformed knowledge document: { $entry }: missing field "{ $field }"
errors-solve-lady-alice-players-not-integer = malformed knowledge document: players must be a non-negative integer
errors-solve-lady-alice-seat-not-integer = malformed knowledge document: { $entry }: the seat must be a non-negative integer
errors-solve-lady-alice-not-an-integer = malformed knowledge document: { $entry }: { $field } must be a non-negative integer
errors-solve-lady-alice-clue-not-text = malformed knowledge document: { $entry }: a clue is a name (string)
errors-solve-lady-alice-category-not-text = malformed knowledge document: { $entry }: a category is a name (string)
errors-solve-lady-alice-unknown-category = malformed knowledge document: { $entry }: "{ $name }" is not a category (suspect, place, time, object)
errors-solve-lady-alice-clues-not-list = malformed knowledge document: { $entry }: clues must be a list of clue names
errors-solve-lady-alice-not-a-list = malformed knowledge document: { $field } must be a list
errors-solve-lady-alice-covered-not-bool = malformed knowledge document: { $entry }: covered must be true or false
errors-solve-lady-alice-player-count = Lady Alice is played by 3 to 5 players, not { $players }
errors-solve-lady-alice-seat-out-of-range = { $entry }: seat { $seat } is not at a table of { $players }
errors-solve-lady-alice-unknown-clue = { $entry }: "{ $name }" is not a Lady Alice clue
errors-solve-lady-alice-two-clues = { $entry }: names two clues of the { $category } category
errors-solve-lady-alice-missing-clue = { $entry }: names no clue of the { $category } category
errors-solve-lady-alice-clue-in-removed = { $entry }: names a clue of the { $category } category, which it says is removed
errors-solve-lady-alice-removed-missing = { $entry }: a 3-player accusation names the category believed removed
errors-solve-lady-alice-removed-not-in-play = { $entry }: only a 3-player accusation names a removed category
errors-solve-lady-alice-too-many-smiles = { $entry }: { $smiles } smiles, but at most { $max } are possible
errors-solve-lady-alice-covered-mismatch = { $entry }: covered is true exactly when there are 0 smiles (LA-4)
errors-solve-lady-alice-counter-value = { $entry }: counters are worth 0, 1 or 2, not { $value }
errors-solve-lady-alice-too-many-of-value = { $entry }: seat { $seat } has only three counters of value { $value } (LA-6)
errors-solve-lady-alice-too-many-counters = { $entry }: seat { $seat } has only nine counters (LA-6)
errors-solve-lady-alice-area-full = { $entry }: an area holds at most { $capacity } counters (LA-6)
errors-solve-lady-alice-no-seat = the view belongs to no seat: the solver needs a seat's evidence card
errors-solve-lady-alice-contradiction = no deal is consistent with these entries together: { $entries }
