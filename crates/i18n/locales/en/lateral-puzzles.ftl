# Lateral Puzzles: the table (situation, ask box, cards, register, spoilers, scores), the
# Lateral Master's rulings and tools, the match log, the leave confirmation, the lobby's
# setup with its puzzle editor, and the rules picture of the cards. Puzzle titles,
# situations, solutions and questions typed by people are content: never here.

## The answers the Lateral Master may give.
lateral-puzzles-answer-yes = Yes
lateral-puzzles-answer-no = No
lateral-puzzles-answer-not-relevant = Not relevant
lateral-puzzles-answer-false-assumption = False assumption
lateral-puzzles-answer-rephrase = Rephrase
lateral-puzzles-answer-no-answer = No answer

## The eight Puzzle Cards: name and what each does.
lateral-puzzles-card-tip-off = Tip-off
    .text = Ask a question everyone hears; only you hear the answer.
lateral-puzzles-card-sherlock-holmes = Sherlock Holmes
    .text = Ask a question only the Lateral Master hears; only you hear the answer.
lateral-puzzles-card-spoiler = Spoiler
    .text = Send your solution privately to the Lateral Master, who ticks the parts you guessed. The table waits.
lateral-puzzles-card-mata-hari = Mata Hari
    .text = See another puzzler's private answer. A padlocked answer needs two Mata Hari and returns the Padlock.
lateral-puzzles-card-padlock = Padlock
    .text = Lock a question you asked with a Tip-off: nobody may ask it again, and spying on it takes two Mata Hari.
lateral-puzzles-card-don-corleone = Don Corleone
    .text = When someone spies on your Sherlock Holmes answer: cancel it and protect that question for good.
lateral-puzzles-card-cooperation = Cooperation
    .text = Swap one of your private answers with another puzzler's (not protected or padlocked ones). The table waits.
lateral-puzzles-card-queue = Queue
    .text = Move up or down in the order of play for the following rounds.
lateral-puzzles-cards-label = The { $count } Puzzle Cards

## Kinds of question and why the game ended.
lateral-puzzles-kind-public = question
lateral-puzzles-kind-tip-off = Tip-off
lateral-puzzles-kind-sherlock = Sherlock Holmes
lateral-puzzles-ended-all-spoiled = every part of the solution was spoiled
lateral-puzzles-ended-over-ninety = the Lateral Master stopped once more than 90 points were spoiled
lateral-puzzles-ended-stalled = the Lateral Master ended a stalled game
lateral-puzzles-ended-too-few = the Lateral Master ended the game with fewer than two puzzlers left
lateral-puzzles-ended-other = the game has ended
lateral-puzzles-points = { $tenths ->
    [10] { $points } point
   *[other] { $points } points
}
lateral-puzzles-winners = { $count ->
    [0] Nobody scored.
    [one] Winner: { $names }.
   *[other] Winners: { $names }.
}
lateral-puzzles-extra-rounds = { $count ->
    [one] { $count } extra round
   *[other] { $count } extra rounds
}

## The match log.
lateral-puzzles-log-round = Round { $round }: the order is { $names }.
lateral-puzzles-log-turn = { $name }'s turn.
lateral-puzzles-log-turn-ended = { $name } ends their turn.
lateral-puzzles-log-asked-sherlock = { $name } asks a Sherlock Holmes question (Q{ $question }).
lateral-puzzles-log-asked = { $name } asks Q{ $question }: “{ $text }”
lateral-puzzles-log-asked-tip-off = { $name } asks (Tip-off) Q{ $question }: “{ $text }”
lateral-puzzles-log-private-question = Sherlock Holmes question Q{ $question }: “{ $text }”
lateral-puzzles-log-flagged = Q{ $question } looks like Q{ $of } (“{ $text }”): the Lateral Master decides.
lateral-puzzles-log-accepted = Q{ $question } is accepted as a new question.
lateral-puzzles-log-refused = Q{ $question } is refused as a repeat.
lateral-puzzles-log-answered = Q{ $question }: { $answer }.
lateral-puzzles-log-answered-rephrase = Q{ $question }: { $answer } (put it another way).
lateral-puzzles-log-answered-private = Q{ $question } is answered privately to { $name }.
lateral-puzzles-log-your-answer = Your answer to Q{ $question }: { $answer }.
lateral-puzzles-log-rephrase-declined = Q{ $question } is not put another way.
lateral-puzzles-log-card-played = { $count ->
    [one] { $name } plays { $card }.
   *[other] { $name } plays { $count } × { $card }.
}
lateral-puzzles-log-padlocked = { $name } padlocks Q{ $question }.
lateral-puzzles-log-spy-attempt = { $name } spies on { $target }'s answer to Q{ $question }.
lateral-puzzles-log-spy-defended = Don Corleone protects Q{ $question }: the spy sees nothing.
lateral-puzzles-log-spy-succeeded = { $name } sees { $target }'s answer to Q{ $question }.
lateral-puzzles-log-revealed-swap = You learn Q{ $question } (“{ $text }”): { $answer } (by a swap).
lateral-puzzles-log-revealed-spy = You learn Q{ $question } (“{ $text }”): { $answer } (by spying).
lateral-puzzles-log-padlock-returned = The Padlock on Q{ $question } goes back to { $name }.
lateral-puzzles-log-cooperation = { $name } offers to swap Q{ $mine } for { $target }'s Q{ $theirs }: the table waits.
lateral-puzzles-log-swapped = { $name } and { $target } swap the answers to Q{ $mine } and Q{ $theirs }.
lateral-puzzles-log-queue = { $name } moves to position { $position }: next order { $names }.
lateral-puzzles-log-spoiler-played = { $name } plays a Spoiler (S{ $spoiler }): the table waits.
lateral-puzzles-log-spoiler-text = Spoiler S{ $spoiler }: “{ $text }”
lateral-puzzles-log-spoiler-judged = Spoiler S{ $spoiler } by { $name } scores { $points } ({ $spoiled } of 100 spoiled).
lateral-puzzles-log-spoiler-parts = S{ $spoiler } guessed { $parts }.
lateral-puzzles-log-spoiler-no-part = S{ $spoiler } guessed no part.
lateral-puzzles-log-part = part { $part } ({ $points })
lateral-puzzles-log-converted = { $name } turns a Spoiler into a Sherlock Holmes card.
lateral-puzzles-log-sherlock-given = The Lateral Master gives { $name } a Sherlock Holmes card for a good intuition.
lateral-puzzles-log-left = { $name } left the table: play pauses until the Lateral Master goes on without them or someone takes the seat.
lateral-puzzles-log-returned = { $name } takes the seat and plays again.
lateral-puzzles-log-went-on = The Lateral Master goes on without { $name }: their turns are skipped.
lateral-puzzles-log-skipped = { $name }'s turn is skipped (the seat is empty).
lateral-puzzles-log-over-ninety = { $points } points are spoiled: the Lateral Master may end the game or play on.
lateral-puzzles-log-extra-rounds = { $count ->
    [one] { $count } extra round granted.
   *[other] { $count } extra rounds granted.
}
lateral-puzzles-log-game-over = Game over: { $why }. { $winners }

## The prompt.
lateral-puzzles-prompt-over = Game over: { $why }. { $winners }
lateral-puzzles-prompt-paused-master = Play is paused: { $names } left. Go on without them, or wait for someone to take the seat.
lateral-puzzles-prompt-paused-empty = Play is paused: no puzzler is left at the table. Wait for someone to take a seat, or end the game.
lateral-puzzles-prompt-paused = Play is paused: { $names } left the table. The Lateral Master decides whether to go on without them.
lateral-puzzles-prompt-judge = Judge { $name }'s spoiler: tick the parts guessed.
lateral-puzzles-prompt-judging = The table waits: the Lateral Master judges { $name }'s spoiler.
lateral-puzzles-prompt-swap = Carry out { $name }'s swap with { $target }.
lateral-puzzles-prompt-swapping = The table waits: the Lateral Master carries out a swap.
lateral-puzzles-prompt-spied = { $name } spies on your Sherlock Holmes answer: defend it with Don Corleone or let it be seen.
lateral-puzzles-prompt-spy-decides = { $name } decides whether to defend Q{ $question }.
lateral-puzzles-prompt-over-ninety = { $points } points are spoiled: end the game or grant extra rounds.
lateral-puzzles-prompt-over-ninety-wait = The Lateral Master decides whether to end the game.
lateral-puzzles-prompt-answer = Answer Q{ $question }.
lateral-puzzles-prompt-answer-wait = Q{ $question } waits for the Lateral Master.
lateral-puzzles-prompt-rephrase = Put Q{ $question } another way, or let it go.
lateral-puzzles-prompt-first-round = Your turn: ask a question (the first round is questions only).
lateral-puzzles-prompt-your-turn = Your turn: ask a question, or play cards and end your turn.
lateral-puzzles-prompt-turn = { $name }'s turn.

## Leaving, absence, roles.
lateral-puzzles-leave-master = Leave the table? You are the Lateral Master: the match cannot go on without you.
lateral-puzzles-leave-master-detail = It ends for everyone at once, with no result.
lateral-puzzles-leave-master-yes = Leave and end the match
lateral-puzzles-leave = Leave the table?
lateral-puzzles-leave-detail = Play pauses. The Lateral Master may go on without you (your turns are skipped), and anyone with the invite link may take your seat, with its cards and points.
lateral-puzzles-leave-yes = Leave the table
lateral-puzzles-absent = People play every seat, no bot. If a puzzler leaves, play pauses: the Lateral Master may go on without them, and anyone with the invite link may take the seat. If the Lateral Master leaves, the match ends for everyone.
lateral-puzzles-role-master = Lateral Master
lateral-puzzles-role-puzzler = puzzler

## The table.
lateral-puzzles-difficulty = Difficulty { $difficulty } of 5
lateral-puzzles-paused = Play is paused.
lateral-puzzles-paused-left = { $names } left the table.
lateral-puzzles-paused-master-help = You may go on without them (their turns are skipped, their cards and points stay with the seat) or wait: anyone with the invite link may take the seat.
lateral-puzzles-paused-empty-help = No puzzler is left at the table: wait for someone with the invite link to take a seat, or end the game.
lateral-puzzles-go-on-without = Go on without { $name }
lateral-puzzles-end-game = End the game
lateral-puzzles-paused-help = The Lateral Master decides whether to go on without them. Anyone with the invite link may take the seat, with its cards and points.
lateral-puzzles-skipped = { $count ->
    [one] { $names } left and the table went on: that seat's turns are skipped until someone with the invite link takes it.
   *[other] { $names } left and the table went on: those seats' turns are skipped until someone with the invite link takes them.
}
lateral-puzzles-order-left = { $name } (left)
lateral-puzzles-next-rounds = Next rounds: { $names }
lateral-puzzles-round = Round { $round }
lateral-puzzles-spoiled = { $points } of 100 points spoiled
lateral-puzzles-extra-left = { $count ->
    [one] { $count } extra round left after this one
   *[other] { $count } extra rounds left after this one
}
lateral-puzzles-frozen = the table is frozen: { $why }
lateral-puzzles-frozen-spoiler = { $name } played a Spoiler and the Lateral Master is judging it
lateral-puzzles-frozen-swap = { $name } offered a swap with { $target } and the Lateral Master is carrying it out
lateral-puzzles-frozen-other = the Lateral Master decides
lateral-puzzles-order = Order of play:
lateral-puzzles-how = How points are won and how the game ends
lateral-puzzles-how-scoring = Points come only from Spoilers. The Lateral Master ticks the parts of the solution a Spoiler got right. The first puzzler to get a part earns all its points; each later puzzler who gets the same part earns a tenth less of its value than the one before. Questions and answers score nothing: they are how you get there. The most points wins.
lateral-puzzles-how-end = The game ends as soon as every part is spoiled. Once more than 90 of the 100 points are spoiled, the Lateral Master may stop or grant up to three extra rounds. From round 2 on, the Lateral Master may also end a game that has stalled. If the Lateral Master leaves, the match ends for everyone; if a puzzler leaves, play pauses until the Lateral Master goes on without them or someone takes the seat.

## The puzzler's desk.
lateral-puzzles-question = A yes/no question
    .aria-label = Your question
lateral-puzzles-ask = Ask (everyone hears)
lateral-puzzles-ask-tip-off = Tip-off ({ $count })
lateral-puzzles-ask-sherlock = Sherlock Holmes ({ $count })
lateral-puzzles-rephrase = Put it another way
lateral-puzzles-question-label = Your question (up to { $count } characters)
lateral-puzzles-not-now = Not now.
lateral-puzzles-let-go = Let it go
lateral-puzzles-end-turn = End my turn
lateral-puzzles-spoiler-label = Your solution, for the Lateral Master only (up to { $count } characters)
lateral-puzzles-play-spoiler = Play a Spoiler ({ $count })
lateral-puzzles-convert = Turn a Spoiler into a Sherlock Holmes
lateral-puzzles-desk = Your desk
lateral-puzzles-choose-tip-off = a Tip-off question
lateral-puzzles-lock = Lock it
lateral-puzzles-padlocked-mark = { $question } ({ $name }) padlocked
lateral-puzzles-holder-mark = { $question } ({ $name })
lateral-puzzles-choose-private = a private answer
lateral-puzzles-spy = Spy
lateral-puzzles-my-q = my Q{ $question }
lateral-puzzles-choose-mine = my answer
lateral-puzzles-choose-theirs = their answer
lateral-puzzles-offer-swap = Offer the swap
lateral-puzzles-position = position { $position }
lateral-puzzles-choose-position = a position
lateral-puzzles-move = Move
lateral-puzzles-spied = Someone spies on your Sherlock Holmes answer.
lateral-puzzles-defend = Defend with Don Corleone
lateral-puzzles-let-seen = Let it be seen
lateral-puzzles-hand = Your cards and what they do

## The Lateral Master.
lateral-puzzles-end-confirm = End the game now?
lateral-puzzles-end-confirm-detail = Everyone then sees the whole puzzle, and the scores as they stand are final.
lateral-puzzles-keep-playing = Keep playing
lateral-puzzles-part-already = { $part }. { $text } ({ $score }; already { $names })
lateral-puzzles-judge-title = Spoiler S{ $spoiler } from { $name }
lateral-puzzles-judge-send = Judge: these parts were guessed
lateral-puzzles-swap-pending = { $name } swaps the answer to Q{ $mine } with { $target }'s answer to Q{ $theirs }.
lateral-puzzles-carry-out = Carry out the swap
lateral-puzzles-over-ninety = { $points } points are spoiled: you may end the game now or let it run a little longer.
lateral-puzzles-play-on = Play on
lateral-puzzles-invite = With Rephrase, invite them to ask it again in other words
lateral-puzzles-invite-left = { $name } has left: Rephrase settles the question
lateral-puzzles-open-public = Q{ $question } from { $name } (question)
lateral-puzzles-open-private = { $kind ->
    [tip_off] Q{ $question } from { $name } (Tip-off: private answer)
   *[sherlock] Q{ $question } from { $name } (Sherlock Holmes: private answer)
}
lateral-puzzles-close-to = Close to Q{ $question } ({ $similarity }% alike): “{ $text }”
lateral-puzzles-close-to-padlocked = Close to Q{ $question } ({ $similarity }% alike): “{ $text }” — padlocked
lateral-puzzles-flag-accept = It is a new question
lateral-puzzles-flag-refuse = Refuse it as a repeat
lateral-puzzles-refuse = Refuse (asked already or padlocked)
lateral-puzzles-waiting-for-you = Waiting for you
lateral-puzzles-rulings = Your rulings
lateral-puzzles-nothing-pending = Nothing waits for a ruling.
lateral-puzzles-choose-puzzler = a puzzler
lateral-puzzles-tools = The Lateral Master
lateral-puzzles-bonus = A Sherlock Holmes for a good intuition:
lateral-puzzles-give = Give
lateral-puzzles-stock = { $count ->
    [one] ({ $count } card left in the box)
   *[other] ({ $count } cards left in the box)
}
lateral-puzzles-end-few = End the game (fewer than two puzzlers left)
lateral-puzzles-end-stalled = End the game (stalled)
lateral-puzzles-not-first-round = Not in the first round.
lateral-puzzles-not-while-waiting = Not while the table waits.
lateral-puzzles-whole-puzzle = The whole puzzle
lateral-puzzles-solution-yours = The solution (only you see it)
lateral-puzzles-pts = { $score } pts
lateral-puzzles-spoiled-by = — spoiled by { $names }
lateral-puzzles-who-spoiled = Who spoiled what
lateral-puzzles-part-points = Part { $part } ({ $score } points):
lateral-puzzles-spoil-first = — first, with Spoiler S{ $spoiler } in round { $round }:
lateral-puzzles-spoil-later = — { $rank ->
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
   *[other] number { $rank }
}, with Spoiler S{ $spoiler } in round { $round }:
lateral-puzzles-nobody-spoiled = Nobody spoiled it.

## The register, spoilers, scores.
lateral-puzzles-waiting = waiting
lateral-puzzles-refused = refused
lateral-puzzles-private = private ({ $name })
lateral-puzzles-held-by = held by { $name }
lateral-puzzles-padlocked = padlocked
lateral-puzzles-protected = protected
lateral-puzzles-seen-by = seen by { $names }
lateral-puzzles-rephrases = rephrases Q{ $question }
lateral-puzzles-asked-in = { $name }, round { $round }:
lateral-puzzles-sherlock-question = (a Sherlock Holmes question)
lateral-puzzles-register = The register
lateral-puzzles-no-question = No question yet.
lateral-puzzles-spoilers = Spoilers
lateral-puzzles-spoiler-by = S{ $spoiler } by { $name } (round { $round }):
lateral-puzzles-for-master = (for the Lateral Master)
lateral-puzzles-spoiler-waiting = waiting
lateral-puzzles-spoiler-parts = (parts { $parts })
lateral-puzzles-spoiler-no-part = (no part)
lateral-puzzles-scores = Scores
lateral-puzzles-col-puzzler = Puzzler
lateral-puzzles-col-points = Points
lateral-puzzles-col-cards = Cards
lateral-puzzles-you = { $name } (you)
lateral-puzzles-away = left
lateral-puzzles-skipped-mark = left; turns skipped
lateral-puzzles-master-is = Lateral Master: { $name }

## The lobby's setup and the puzzle editor.
lateral-puzzles-block-checking = your puzzle is being checked
lateral-puzzles-block-problems = your puzzle has problems
lateral-puzzles-block-unused = use your puzzle first
lateral-puzzles-from-library = “{ $title }”, from the library
lateral-puzzles-from-studio = “{ $title }”, written in the studio
lateral-puzzles-own-puzzle = their own puzzle, “{ $title }”
lateral-puzzles-quoted = “{ $title }”
lateral-puzzles-lobby-title = The Lateral Master and the puzzle
lateral-puzzles-lobby-master = Lateral Master:
lateral-puzzles-lobby-seat = seat { $seat } ({ $name }).
lateral-puzzles-lobby-seat-empty = seat { $seat } (still empty).
lateral-puzzles-lobby-roles = They know the solution, answer the questions and judge the Spoilers; everyone else is a puzzler.
lateral-puzzles-lobby-seat-choice = The Lateral Master's seat
lateral-puzzles-lobby-seat-option = Seat { $seat }
lateral-puzzles-lobby-seat-option-named = Seat { $seat } · { $name }
lateral-puzzles-lobby-who = Who is the Lateral Master?
lateral-puzzles-lobby-studio = The puzzle: { $title }. You will see its solution and parts once the match starts.
lateral-puzzles-lobby-chooses = { $name } chooses the puzzle; for now: { $title }.
lateral-puzzles-lobby-master-chooses = The Lateral Master chooses the puzzle; for now: { $title }.
lateral-puzzles-lobby-previous = The last match played “{ $title }”: it is not offered again.
lateral-puzzles-lobby-puzzle = The puzzle
lateral-puzzles-lobby-own = My own puzzle…
lateral-puzzles-lobby-yours = Your puzzle:
lateral-puzzles-lobby-solution-later = You will see the solution once the match starts; the puzzlers see only the title and the situation.
lateral-puzzles-editor-title = Title
lateral-puzzles-editor-situation = The situation (read to everyone)
lateral-puzzles-editor-solution = The solution (only you see it)
lateral-puzzles-editor-use = Use this puzzle
lateral-puzzles-editor-in-use = In use
lateral-puzzles-editor-part-text = Part { $part }: what must be guessed
lateral-puzzles-editor-part-points = Part { $part }: points
lateral-puzzles-editor-remove = Remove
lateral-puzzles-editor-points = points
lateral-puzzles-editor-add = Add a part
lateral-puzzles-editor-help = Write the situation everyone hears, the whole solution, and the parts a Spoiler can get right, each with its points (2 to 8 parts, together exactly 100). It is checked as you type; the puzzlers never see the solution or the parts before the end.
lateral-puzzles-editor-parts = Parts and their points
lateral-puzzles-editor-check-failed = The check failed: { $error }
lateral-puzzles-editor-total = Points in all: { $sum } of 100.
lateral-puzzles-editor-checking = Checking…
lateral-puzzles-editor-problems = { $count ->
    [one] { $count } problem to fix before it can be played.
   *[other] { $count } problems to fix before it can be played.
}
lateral-puzzles-editor-set = This puzzle is set for the match: the puzzlers will see its title and situation.
lateral-puzzles-editor-ready = No problem found: use it for this match.
