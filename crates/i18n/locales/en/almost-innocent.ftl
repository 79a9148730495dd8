# Almost Innocent: the table (grid, tokens, questions, abilities, resolution, answers),
# the sentences of the match log and the words of the rules pictures. Clue names,
# scenario titles and stories are content and never appear here. $type is one of
# culprit, victim, crime, evidence, place; $kind is row or column.

## The clue types, and a type inside a sentence.
almost-innocent-type = { $type ->
    [culprit] Culprit
    [victim] Victim
    [crime] Crime
    [evidence] Evidence
   *[place] Place
}
# A clue type's two-letter abbreviation, as clue codes show it (Pl3: the third Place).
almost-innocent-type-abbr = { $type ->
    [culprit] Cu
    [victim] Vi
    [crime] Cr
    [evidence] Ev
   *[place] Pl
}
almost-innocent-my-type = { $type ->
    [culprit] my culprit
    [victim] my victim
    [crime] my crime
    [evidence] my evidence
   *[place] my place
}
almost-innocent-your-type = { $type ->
    [culprit] your culprit
    [victim] your victim
    [crime] your crime
    [evidence] your evidence
   *[place] your place
}
almost-innocent-their-type = { $type ->
    [culprit] their culprit
    [victim] their victim
    [crime] their crime
    [evidence] their evidence
   *[place] their place
}
almost-innocent-difficulty = { $difficulty ->
    [easy] easy
    [medium] medium
   *[detective] detective
}

## Rows, columns and where a clue lies.
almost-innocent-line = { $kind ->
    [row] row { $line }
   *[column] column { $line }
}
almost-innocent-line-title = { $kind ->
    [row] Row { $line }
   *[column] Column { $line }
}
almost-innocent-line-short = { $kind ->
    [row] Row { $line }
   *[column] Col. { $line }
}
almost-innocent-in-line = { $kind ->
    [row] in row { $line }
   *[column] in column { $line }
}
almost-innocent-under-queen = under the Queen on { $zone }

## Answers.
almost-innocent-answer-yes = yes
almost-innocent-answer-no = no
almost-innocent-own-count = { $count ->
    [one] { $count } of your clues is { $where }
   *[other] { $count } of your clues are { $where }
}
almost-innocent-own-type-yes = yes, { almost-innocent-your-type } is { $where }
almost-innocent-own-type-no = no, { almost-innocent-your-type } is not { $where }
almost-innocent-own-animal-yes = yes, your culprit is an animal
almost-innocent-own-animal-no = no, your culprit is not an animal
almost-innocent-own-liquid-yes = yes, your evidence is a liquid
almost-innocent-own-liquid-no = no, your evidence is not a liquid

## Questions: in full, and short for the table of answers.
almost-innocent-question-count = how many of my clues are { $where }?
almost-innocent-question-type = is { almost-innocent-my-type } { $where }?
almost-innocent-question-okra = { $question } (Okra's special token)
almost-innocent-question-animal = is my culprit an animal? (Edd)
almost-innocent-question-liquid = is my evidence a liquid? (Edd)
almost-innocent-question-valia = how many of my clues does the Queen cover on { $zone }? (Valia)
almost-innocent-question-some = a question
almost-innocent-short-count = { $line } · how many?
almost-innocent-short-type = { $line } · { almost-innocent-type }?
almost-innocent-short-okra = { $question } (Okra)
almost-innocent-short-animal = Culprit an animal? (Edd)
almost-innocent-short-liquid = Evidence a liquid? (Edd)
almost-innocent-short-valia = Queen on { $zone } (Valia)

## Signals (what a person may say of their progress).
almost-innocent-signal-ready = knows their whole combination
almost-innocent-signal-not-ready = does not know their combination yet
almost-innocent-signal-found = found { $types }
almost-innocent-signal-doubt = doubts { $types }
almost-innocent-signal-found-doubt = found { $found }; doubts { $doubt }
almost-innocent-signal-nothing = has nothing to say yet
almost-innocent-my-signal-found = I found my { $types }.
almost-innocent-my-signal-doubt = I doubt my { $types }.
almost-innocent-my-signal-found-doubt = I found my { $found }; I doubt my { $doubt }.
almost-innocent-my-signal-nothing = Nothing found yet.

## The five abilities: when, in short, in full.
almost-innocent-ability-din = Din
    .title = Wisdom incarnate
    .when = at any moment: on anyone's turn or during the resolution
    .short = A person draws three unused cards and shows one.
    .text = Choose a person (you may choose yourself): they draw three unused solution cards from the decks of their choice, see them alone, then show one of them to everyone. Drawn cards are out of play.
almost-innocent-ability-teor = Teor
    .title = The resourceful one
    .when = at any moment: on anyone's turn or during the resolution
    .short = A person marks a 2x2 zone white or black.
    .text = Choose a person: they may place the white token on a 2x2 zone holding at least one of their left neighbour's clues, or the black token on a zone holding none, or decline.
almost-innocent-ability-edd = Edd
    .title = The inspector
    .when = instead of your turn
    .short = Animal culprit? Liquid evidence?
    .text = Ask “is my culprit an animal?” or “is my evidence a liquid?”: everyone answers for their own clue.
almost-innocent-ability-okra = Okra
    .title = The sharpshooter
    .when = instead of your turn
    .short = Ask again on a line already used.
    .text = Ask a usual question on a row or column that already has a token, with Okra's special token (the Queen still costs her extra token).
almost-innocent-ability-valia = Valia
    .title = The Queen's champion
    .when = instead of your turn
    .short = Move the Queen and ask how many clues she covers.
    .text = Put the Queen on any of her nine positions and ask “how many of my clues does she cover?”.

## The match log.
almost-innocent-log-asked = { $name } asks: “{ $question }” Answers about each person's own solution: { $answers }.
almost-innocent-log-asked-guarded = { $name } asks: “{ $question }” ({ $tokens } tokens: the Queen guards it.) Answers about each person's own solution: { $answers }.
almost-innocent-log-answer-yours = yours { $answer } (from { $from })
almost-innocent-log-answer-of = { $name }: { $answer } (from { $from })
almost-innocent-log-your-answer = (Your own answer: { $answer }.)
almost-innocent-log-signalled = { $name } signals: { $signal }.
almost-innocent-log-proposed = { $name } proposes to start the resolution now; everyone else must agree.
almost-innocent-log-agrees = { $name } agrees.
almost-innocent-log-refuses = { $name } refuses.
almost-innocent-log-proposal-lapses = The proposal lapses: { $name } goes on with the turn.
almost-innocent-log-ability = { $name } uses { $ability }.
almost-innocent-log-ability-self = { $name } uses { $ability } on themself.
almost-innocent-log-ability-on = { $name } uses { $ability } on { $target }.
almost-innocent-log-din-drew = { $count ->
    [one] { $name } draws { $count } unused card for Din: { $types }.
   *[other] { $name } draws { $count } unused cards for Din: { $types }.
}
almost-innocent-log-din-cards-hidden = (Din's target privately drew { $clues }.)
almost-innocent-log-din-cards-mine = (You drew { $clues }: out of play.)
almost-innocent-log-din-revealed = { $name } reveals { $clue }: it is out of play.
almost-innocent-log-din-revealed-star = { $name } reveals { $clue }: it is out of play (one of the two star cards).
almost-innocent-log-teor-white = { $name } puts Teor's white token on { $zone }: at least one of { $left }'s clues is there.
almost-innocent-log-teor-black = { $name } puts Teor's black token on { $zone }: none of { $left }'s clues is there.
almost-innocent-log-teor-declined = { $name } declines to place Teor's token; Teor is spent.
almost-innocent-log-queen-choice = The Queen's die shows { $roll }: the team chooses where she goes.
almost-innocent-log-queen-rolled = { $direction ->
    [up] The Queen's die shows { $roll } (up): she is now on { $zone }.
    [down] The Queen's die shows { $roll } (down): she is now on { $zone }.
    [left] The Queen's die shows { $roll } (left): she is now on { $zone }.
   *[right] The Queen's die shows { $roll } (right): she is now on { $zone }.
}
almost-innocent-log-queen-moved = The Queen moves to { $zone }.
almost-innocent-log-turn = { $name }'s turn.
almost-innocent-log-resolution = The resolution begins: { $name } names first, type by type.
almost-innocent-log-resolution-early = The resolution begins early, as everyone agreed: { $name } names first, type by type.
almost-innocent-log-guess-right = { $name } names { $clue }: correct!
almost-innocent-log-guess-wrong = { $count ->
    [one] { $name } names { $clue }: wrong. { $count } Almost-Innocent token left.
   *[other] { $name } names { $clue }: wrong. { $count } Almost-Innocent tokens left.
}
almost-innocent-log-won = Every clue is found: the team wins!
almost-innocent-log-lost = A wrong guess with no Almost-Innocent token left: the team loses.

## The turn prompt.
almost-innocent-prompt-won = { $count ->
    [one] Game over: the team found every clue with { $count } Almost-Innocent token left. Everyone wins!
   *[other] Game over: the team found every clue with { $count } Almost-Innocent tokens left. Everyone wins!
}
almost-innocent-prompt-lost = Game over: a wrong guess with no Almost-Innocent token left. The team loses.
almost-innocent-prompt-your-turn = Your turn: click a row number or a column letter to ask a question.
almost-innocent-prompt-your-turn-signal-propose = Your turn: click a row number or a column letter to ask a question; you may also signal and propose an early resolution.
almost-innocent-prompt-your-turn-propose = Your turn: click a row number or a column letter to ask a question; you may also propose an early resolution.
almost-innocent-prompt-your-turn-signal = Your turn: click a row number or a column letter to ask a question; you may also signal.
almost-innocent-prompt-investigating = { $name } is investigating.
almost-innocent-prompt-din-draw-mine = Din: choose the decks to draw your three unused cards from.
almost-innocent-prompt-din-draw = { $name } chooses the decks to draw from for Din.
almost-innocent-prompt-din-reveal-mine = Din: show one of your drawn cards to everyone.
almost-innocent-prompt-din-reveal = { $name } chooses which drawn card to show.
almost-innocent-prompt-teor-mine = Teor: mark a 2x2 zone white or black for { $left }'s clues, or decline.
almost-innocent-prompt-teor = { $name } is placing Teor's token.
almost-innocent-prompt-queen-mine = The Queen's die shows 5 or 6: choose where she goes (she must move).
almost-innocent-prompt-queen = { $name } chooses where the Queen goes.
almost-innocent-prompt-proposal-mine = { $name } proposes to start the resolution now. Do you agree?
almost-innocent-prompt-proposal-waiting-yours = Waiting for { $names } to answer your proposal to resolve.
almost-innocent-prompt-proposal-waiting = Waiting for { $names } to answer { $name }'s proposal to resolve.
almost-innocent-prompt-resolution-mine = { $count ->
    [one] Resolution: name { almost-innocent-your-type } ({ $count } Almost-Innocent token left).
   *[other] Resolution: name { almost-innocent-your-type } ({ $count } Almost-Innocent tokens left).
}
almost-innocent-prompt-resolution = Resolution: { $name } names { almost-innocent-their-type }.
almost-innocent-anytime-din = You may use Din meanwhile (Abilities).
almost-innocent-anytime-teor = You may use Teor meanwhile (Abilities).
almost-innocent-anytime-both = You may use Din or Teor meanwhile (Abilities).

## The table: header, tokens, people.
almost-innocent-not-started = The table is set when the match starts.
almost-innocent-module-queen = the Queen
almost-innocent-module-abilities = abilities
almost-innocent-module-limits = question limits
almost-innocent-module-seventh = seventh clues
almost-innocent-module-star = star clues
almost-innocent-module-big = big clues
almost-innocent-header-facts = { $players ->
    [one] { $players } person · { $types } clue types
   *[other] { $players } people · { $types } clue types
}
almost-innocent-header-modules = Modules: { $modules }
almost-innocent-story = The story
almost-innocent-tokens-investigation = Investigation tokens
almost-innocent-tokens-quantity = quantity
    .title = tokens showing the quantity face (how many?)
almost-innocent-tokens-type = type
    .title = tokens showing the type face (is my … here?)
almost-innocent-tokens-in-all = { $count } in all
almost-innocent-tokens-left = left
almost-innocent-tokens-almost-innocent = Almost-Innocent tokens
almost-innocent-lines-asked = { $count ->
    [one] { $count } line of 12 asked
   *[other] { $count } lines of 12 asked
}
almost-innocent-queen-on = Queen on { $zone }
almost-innocent-rel-left = left: you hold their solution
almost-innocent-rel-right = right: holds your solution
almost-innocent-badge-you = you
almost-innocent-badge-to-answer = to answer
almost-innocent-badge-to-play = to play
almost-innocent-badge-active = active
almost-innocent-badge-agrees = agrees

## The grid.
almost-innocent-grid-label = The 6x6 grid of clues
almost-innocent-queen-title = The Queen guards rows { $rows } and columns { $columns }: a question there costs one more token.
almost-innocent-teor-white-title = Teor's white token ({ $name })
almost-innocent-teor-black-title = Teor's black token ({ $name })
almost-innocent-zone-put-queen = Put the Queen on { $zone }
almost-innocent-zone-must-move = The Queen must move elsewhere
almost-innocent-zone-cannot = The Queen cannot go there
almost-innocent-zone-label = Queen to { $zone }
almost-innocent-line-asked-by = turn { $turn }, { $name }: { $question }
almost-innocent-line-guarded = guarded by the Queen: +1 token
almost-innocent-line-click-okra = click: ask again with Okra
almost-innocent-line-click = click to ask a question here
almost-innocent-cell-empty = { $cell }: empty
almost-innocent-cell-empty-label = empty cell { $cell }
almost-innocent-clue-animal = an animal
almost-innocent-clue-not-animal = not an animal
almost-innocent-clue-liquid = a liquid
almost-innocent-clue-not-liquid = not a liquid
almost-innocent-tag-star = star clue: two cards designate it, two people may share it
almost-innocent-tag-seventh = seventh clue
almost-innocent-tag-seventh-text = 7th
almost-innocent-tag-held = you hold this card: it is { $name }'s { $typename }
almost-innocent-tag-animal = an animal (Edd)
almost-innocent-tag-liquid = a liquid (Edd)
almost-innocent-tag-din-shown = shown by Din's target: an unused card, out of play
almost-innocent-tag-din-drawn = you drew this unused card with Din: out of play
almost-innocent-tag-drawn = drawn
almost-innocent-owner-solution = { $name }'s { $typename }
almost-innocent-owner-found = { $name } found it
almost-innocent-cell-held = You hold this card (your left neighbour's solution).
almost-innocent-cell-slate = Click to mark your slate: ✗ ruled out, ○ suspected.
almost-innocent-note-out = ruled out
almost-innocent-note-maybe = suspected
almost-innocent-slate-help = Your slate: tap a clue to cross it out (✗) or circle it (○); only this browser keeps it.
almost-innocent-slate-clear = Clear the slate

## The action panel.
almost-innocent-replay = Replay
almost-innocent-replay-help = Step through the game with the slider; nothing can be played here.
almost-innocent-watching = Watching
almost-innocent-watching-help = You are watching: the solution cards stay hidden, the spoken answers are public.
almost-innocent-proposal-title = Early resolution?
almost-innocent-proposal-text = { $name } proposes to start the resolution now. Everyone must agree; one “no” and the investigation goes on. There is only one resolution.
almost-innocent-proposal-agree = Yes, resolve now
almost-innocent-proposal-refuse = No, keep investigating
almost-innocent-waiting = Waiting
almost-innocent-waiting-for = { $count ->
    [one] { $names } is to play.
   *[other] { $names } are to play.
}
almost-innocent-waiting-nobody = Nobody is to play.
almost-innocent-your-turn = Your turn
almost-innocent-propose-help = Everyone else answers at once; all must agree. There is only one resolution.
almost-innocent-propose-done = Resolution already proposed this turn
almost-innocent-propose = Propose to resolve now
almost-innocent-cost-okra = Costs Okra's special token.
almost-innocent-cost-one = Costs 1 investigation token.
almost-innocent-cost-quantity = Costs 1 quantity token.
almost-innocent-cost-type = Costs 1 type token.
almost-innocent-cost-guarded-okra = The Queen guards { $line }: costs Okra's special token + 1 more token.
almost-innocent-cost-guarded-okra-face = { $face ->
    [quantity] The Queen guards { $line }: costs Okra's special token + 1 more token (quantity face).
   *[type] The Queen guards { $line }: costs Okra's special token + 1 more token (type face).
}
almost-innocent-cost-guarded = The Queen guards { $line }: costs 2 investigation tokens.
almost-innocent-cost-guarded-split = { $face ->
    [quantity] The Queen guards { $line }: costs 1 { $main } token + 1 more token (quantity face), 2 tokens in all.
   *[type] The Queen guards { $line }: costs 1 { $main } token + 1 more token (type face), 2 tokens in all.
}
almost-innocent-face-quantity = quantity
almost-innocent-face-type = type
almost-innocent-ask-help = Ask a question: click a row number (1-6) or a column letter (A-F) by the grid.
almost-innocent-ask-none = No free line can be asked with the tokens left.
almost-innocent-ask-okra-help = Okra: you may also click a line that already has a token.
almost-innocent-discard = Face of the Queen's extra token:
almost-innocent-change-line = change line
almost-innocent-no-quantity = no quantity token left
almost-innocent-ask-count = How many of my clues are { $where }?
almost-innocent-ask-type = Is { almost-innocent-my-type } { $where }?
almost-innocent-ask-pick = Pick a type, then ask “is my … here?”
almost-innocent-type-group = clue type
almost-innocent-signal-none = Detective difficulty: no signals.
almost-innocent-signal-done = You signalled this turn.
almost-innocent-signal = Signal:
almost-innocent-signal-i-know = I know my combination
almost-innocent-signal-not-yet = Not yet
almost-innocent-signal-open = Signal the types you found or doubt
almost-innocent-signal-found-button = found
almost-innocent-signal-doubt-button = doubt
almost-innocent-signal-says = Says: “{ $words }”
# A seat's last signal on the players panel, quoted.
almost-innocent-signal-quoted = “{ $words }”
almost-innocent-signal-send = Post the signal

## Abilities panel and dialogs.
almost-innocent-abilities = Abilities (once per game)
almost-innocent-ability-shared = shared by both people
almost-innocent-ability-used-by = used by { $name }
almost-innocent-cancel = cancel
almost-innocent-din-who = Who draws three unused cards?
almost-innocent-teor-who = Who places the token (about their left neighbour's clues)?
almost-innocent-target-you = { $name } (you)
almost-innocent-use-on = Use { $ability } on { $name }
almost-innocent-choose-person = Choose a person
almost-innocent-edd-animal = Is my culprit an animal?
almost-innocent-edd-liquid = Is my evidence a liquid?
almost-innocent-edd-help = Instead of a question: no token is spent. Hover a clue for its answer.
almost-innocent-okra-help = Click a row or column that already has a token, then pick the question.
almost-innocent-valia-help = Click one of the Queen's nine positions on the grid.
almost-innocent-valia-ask = Queen to { $zone }: how many of my clues does she cover?
almost-innocent-choose-position = Choose a position
almost-innocent-queen-here = the Queen is here
almost-innocent-queen-move = Move the Queen
almost-innocent-queen-move-help = The die shows 5 or 6: the team chooses where the Queen goes. She must move. Click a position on the grid.
almost-innocent-queen-to = Queen to { $zone }
almost-innocent-din-draw = Din: draw unused cards
almost-innocent-din-draw-help = { $count ->
    [one] Choose { $count } card in all, from the decks you like. You alone see it; then you show one to everyone. It is nobody's solution (a star clue has two cards).
   *[other] Choose { $count } cards in all, from the decks you like. You alone see them; then you show one to everyone. They are nobody's solution (a star clue has two cards).
}
almost-innocent-din-less = one card less from { $typename }
almost-innocent-din-more = one card more from { $typename }
almost-innocent-din-unused = { $count } unused
almost-innocent-din-draw-button = Draw { $count } of { $total }
almost-innocent-din-reveal = Din: show one card
almost-innocent-din-reveal-help = You drew these unused cards. Show one of them to everyone (you may not speak of the other two).
almost-innocent-din-show = Show { $clue }
almost-innocent-teor-mark = Teor: mark a 2x2 zone
almost-innocent-teor-mark-help = Click a cell of the grid: the zone is the 2x2 square starting there. White: at least one of { $name }'s clues (the cards you hold, ♦) touches it; black: none does. The mark must be true.
almost-innocent-teor-zone = Zone
almost-innocent-teor-choose = choose…
almost-innocent-teor-white = White
almost-innocent-teor-black = Black
almost-innocent-teor-white-on = White on { $zone }
almost-innocent-teor-black-on = Black on { $zone }
almost-innocent-teor-decline = Decline (place no token)
almost-innocent-guess-title = Name { almost-innocent-your-type }
almost-innocent-guess-help = { $count ->
    [0] Pick { almost-innocent-your-type } here or on the grid, then confirm. No Almost-Innocent token left: a wrong guess loses the game for the team!
    [one] Pick { almost-innocent-your-type } here or on the grid, then confirm. A wrong guess costs an Almost-Innocent token ({ $count } left) and you guess again.
   *[other] Pick { almost-innocent-your-type } here or on the grid, then confirm. A wrong guess costs an Almost-Innocent token ({ $count } left) and you guess again.
}
almost-innocent-guess-out = Out of play (Din): nobody's solution
almost-innocent-guess-name = Name { $clue }
almost-innocent-choose-clue = Choose a clue

## Cards, Din and Teor in public.
almost-innocent-cards = Cards you hold
almost-innocent-cards-help = They are { $left }'s solution (you answer for them). Your own solution is in { $right }'s hand.
almost-innocent-cards-din = Din: you drew { $clues }, out of play (keep quiet about the ones you did not show).
almost-innocent-din-public-self = Din: { $name } chose themself
almost-innocent-din-public = Din: { $name } chose { $target }
almost-innocent-din-public-drew = Din: { $name } chose { $target }, who drew { $types }
almost-innocent-din-public-drew-showed = Din: { $name } chose { $target }, who drew { $types } and showed { $clue }
almost-innocent-teor-public-white = Teor: { $name } put the white token on { $zone } (at least one of { $left }'s clues).
almost-innocent-teor-public-black = Teor: { $name } put the black token on { $zone } (none of { $left }'s clues).
almost-innocent-teor-public-choosing = Teor: { $name } chose { $target }, who is placing the token.

## Resolution, result, answers.
almost-innocent-res-person = Person
almost-innocent-res-wrong = Wrong
almost-innocent-res-naming = naming…
almost-innocent-resolution = Resolution
almost-innocent-resolution-early = Resolution (early, agreed by all)
almost-innocent-res-tokens = Almost-Innocent tokens left:
almost-innocent-res-order = Types in order, each clockwise from the last person who asked.
almost-innocent-result-won = The team wins: every clue is found!
almost-innocent-result-lost = The team loses: a wrong guess with no Almost-Innocent token left.
almost-innocent-result-left = { $count ->
    [one] { $count } Almost-Innocent token left.
   *[other] { $count } Almost-Innocent tokens left.
}
almost-innocent-solutions = Solutions
almost-innocent-solutions-loading = Loading the solutions…
almost-innocent-my-answers = Your answers (about your own solution)
almost-innocent-no-question-yet = No question yet.
almost-innocent-ans-turn = T{ $turn }
almost-innocent-ans-by = Asked by
almost-innocent-ans-question = Question
almost-innocent-ans-about = answers about { $name }'s own solution
almost-innocent-every-answer = Every spoken answer
almost-innocent-no-question = No question asked yet.

## The rules pictures.
almost-innocent-picture-holds = holds { $name }'s cards
almost-innocent-picture-turns = turns go
almost-innocent-picture-left = to the left ↻
almost-innocent-picture-neighbours = Three people seen from above, Ana, Ben and Cleo, turns passing to the left (clockwise): Ana holds the cards of Ben, Ben those of Cleo, Cleo those of Ana. Each hand has one card of each type: { $types }.
almost-innocent-picture-asks = Ana asks { $line }: “How many of my clues?”
almost-innocent-picture-answers = Answers: Ana 2 · Ben 0 · Cleo 1
almost-innocent-picture-grid = { $source ->
    [scenario] A scenario's grid, 6 rows (1 to 6) by 6 columns (A to F), each clue coloured by its type ({ $types }); an investigation token beside { $line }, where Ana asks how many of her clues lie; the answers: Ana 2, Ben 0, Cleo 1.
   *[example] An example grid, 6 rows (1 to 6) by 6 columns (A to F), each clue coloured by its type ({ $types }); an investigation token beside { $line }, where Ana asks how many of her clues lie; the answers: Ana 2, Ben 0, Cleo 1.
}
