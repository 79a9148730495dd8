# Lady Alice: the table (desk, notebook, counters, verdicts, score sheet), its event
# log sentences and the rules page's score-sheet picture. Clue ids are
# lady-alice-clue-<slug>, the slug being the desk name in lower case without
# apostrophes, other runs of non-letters as "-" (Pith helmet: pith-helmet).

## The four categories of clues.
lady-alice-category-suspect = Suspect
lady-alice-category-place = Place
lady-alice-category-time = Time
lady-alice-category-object = Object

## Clues: the places keep their names (real places); .at is the place in a sentence.
lady-alice-clue-waterloo-station = Waterloo Station
    .at = at Waterloo Station
lady-alice-clue-british-museum = British Museum
    .at = at the British Museum
lady-alice-clue-covent-garden = Covent Garden
    .at = at Covent Garden
lady-alice-clue-london-docks = London Docks
    .at = at the London Docks
lady-alice-clue-kew-gardens = Kew Gardens
    .at = at Kew Gardens
lady-alice-clue-westminster-bridge = Westminster Bridge
    .at = on Westminster Bridge
lady-alice-clue-hyde-park = Hyde Park
    .at = in Hyde Park
lady-alice-clue-tower-of-london = Tower of London
    .at = at the Tower of London

## Objects: the name on the desk, and .with in a sentence.
lady-alice-clue-compass = Compass
    .with = with the compass
lady-alice-clue-sextant = Sextant
    .with = with the sextant
lady-alice-clue-pith-helmet = Pith helmet
    .with = with the pith helmet
lady-alice-clue-journal = Journal
    .with = with the journal
lady-alice-clue-telescope = Telescope
    .with = with the telescope
lady-alice-clue-rifle = Rifle
    .with = with the rifle
lady-alice-clue-medicine-chest = Medicine chest
    .with = with the medicine chest
lady-alice-clue-livingstones-letter = Livingstone's letter
    .with = with Livingstone's letter

## A time of day in a sentence ($time: 17h00).
lady-alice-at-time = at { $time }
lady-alice-someone = someone

## Endings and winners.
lady-alice-ending-closed = The case is closed.
lady-alice-ending-suspicion = { $name }'s suspicion found the solution.
lady-alice-ending-accusation = { $name }'s accusation was correct.
lady-alice-ending-lone-survivor = { $name } is the last investigator standing and wins.
lady-alice-winners = { $count ->
    [0] Winner: nobody.
    [one] Winner: { $names }.
   *[other] Winners: { $names }.
    }
lady-alice-game-over = Game over. { $ending } { $winners }

## The event log.
lady-alice-event-suspicion = { $name } suspects { $clues }: { $smiles ->
    [one] { $smiles } smile
   *[other] { $smiles } smiles
    }
lady-alice-event-suspicion-covered = { $name } suspects { $clues }: { $smiles ->
    [one] { $smiles } smile
   *[other] { $smiles } smiles
    } (all doubts: the four clues are covered)
lady-alice-event-deduction-round = Deductions: { $name } plays first.
lady-alice-event-counter-placed = { $name } placed a counter on { $clue }.
lady-alice-event-counter-placed-revealed = { $name } placed a counter on { $clue }; revealed: { $revealed }.
lady-alice-event-revealed-counter = { $owner }'s { $value }
lady-alice-event-your-counter = (your counter on { $clue } is worth { $value })
lady-alice-event-seat-counter = ({ $owner }'s counter on { $clue } is worth { $value })
lady-alice-event-passed = { $name } passes.
lady-alice-event-accusation = { $name } accuses { $clues }: { $smiles ->
    [one] { $smiles } smile
   *[other] { $smiles } smiles
    }, { $correct ->
    [yes] correct!
   *[no] wrong
    }
lady-alice-event-accusation-removed = { $name } accuses { $clues } (believing the { $category } category removed): { $smiles ->
    [one] { $smiles } smile
   *[other] { $smiles } smiles
    }, { $correct ->
    [yes] correct!
   *[no] wrong
    }
lady-alice-event-eliminated = { $name } is eliminated.
lady-alice-event-round-ended = Everyone passed: { $name } takes the notebook.

## The turn prompt.
lady-alice-prompt-eliminated = You were eliminated by a wrong accusation: you still answer verdicts, but can no longer act.
lady-alice-prompt-suspect-you = Your turn: you hold the notebook. Pick one clue in each column of the desk, then submit your suspicion.
lady-alice-prompt-suspect-other = { $name } holds the notebook and is choosing a suspicion.
lady-alice-prompt-deduce-you = Your turn to deduce: place a counter on a clue, pass, or accuse ({ $passes } of { $still } passed in a row).
lady-alice-prompt-deduce-other = { $name } is deducing: place a counter, pass or accuse ({ $passes } of { $still } passed in a row).

## The table.
lady-alice-not-started = The table is set when the match starts.
lady-alice-replay-secrets = Replay: every secret is revealed at the end.
lady-alice-watching = You are watching: evidence cards stay hidden.
lady-alice-your-evidence = Your evidence
lady-alice-evidence-note = { $category } · you smile whenever it is named
lady-alice-badge-you = you
lady-alice-badge-notebook = notebook
    .title = holds the notebook
lady-alice-badge-to-play = to play
lady-alice-badge-eliminated = eliminated
lady-alice-badge-winner = ★ winner
lady-alice-counters-left = { $count ->
    [one] { $count } counter
   *[other] { $count } counters
    }
    .title = counters left
lady-alice-round-line = Round { $round } · { $smiles ->
    [one] { $smiles } smile closes
   *[other] { $smiles } smiles close
    } the case · { $capacity } counters per clue
lady-alice-desk =
    .aria-label = The desk

## The verdict reveal.
lady-alice-verdict-suspects = { $name } suspects
lady-alice-verdict-accuses = { $name } accuses
lady-alice-verdict-removed = ({ $category } removed)
lady-alice-verdict-smiles = { $smiles ->
    [one] { $smiles } smile
   *[other] { $smiles } smiles
    }
    .aria-label = { $smiles } smiles out of { $players }
lady-alice-verdict-covered = No evidence named: these four clues are covered.
lady-alice-verdict-solved = Solved!
lady-alice-verdict-correct = Correct accusation!
lady-alice-verdict-wrong = Wrong: { $name } is eliminated.
lady-alice-folder-smile = smile: evidence named
lady-alice-folder-doubt = doubt: no evidence named

## The desk: a covered clue carries a business card.
lady-alice-card-line = Consulting detective · 221B Baker St.
lady-alice-clue-title = { $clue }: { $count }/{ $capacity } counters
lady-alice-clue-title-covered = { $clue } (covered): { $count }/{ $capacity } counters
lady-alice-counter-up-title = { $name }: { $value }
lady-alice-counter-down-title = { $name }: face down
lady-alice-counter-down-known-title = { $name }: face down ({ $value })

## The notebook and the actions.
lady-alice-previous-suspicion = Previous suspicion (may not be repeated): { $clues }.
lady-alice-nothing-to-do = Nothing to do right now.
lady-alice-problem-tap-clue = Tap a clue on the desk.
lady-alice-problem-covered = { $clue } is covered: counters go on uncovered clues only.
lady-alice-problem-full = { $clue } already holds { $capacity } counters.
lady-alice-problem-value = Choose the value of your counter.
lady-alice-i-suspect = “I suspect { $clues }.”
lady-alice-i-accuse = “I accuse { $clues }.”
lady-alice-pick-per-column = Pick one clue per column ({ $picked } of 4).
lady-alice-submit-suspicion = Submit suspicion
lady-alice-place-status = Place your { $value } face down on { $clue }.
lady-alice-no-counters-status = No counters left: pass or accuse.
lady-alice-place-counter = Place counter
lady-alice-pass = Pass
lady-alice-accuse = Accuse
lady-alice-accuse-title = Accuse { $clues }
lady-alice-accuse-incomplete = Name one clue per column in the notebook to accuse
lady-alice-your-move =
    .aria-label = Your move
lady-alice-slot-removed = removed (left empty)
lady-alice-removed-on = removed ✓
lady-alice-removed-ask = removed?
lady-alice-removed-title = I believe the { $category } category was removed
lady-alice-help-suspect = Tap one clue in each column, then Submit suspicion. Your suspicion may include your own evidence or not.
lady-alice-help-accuse-three = To accuse, name the category you believe was removed and one clue in each of the other three, then Accuse. A wrong accusation eliminates you.
lady-alice-help-accuse = To accuse, pick one clue in each column, then Accuse. A wrong accusation eliminates you.
lady-alice-notebook-suspicion = Notebook: your suspicion
lady-alice-notebook-accusation = Notebook: accusation
lady-alice-your-counters = Your counters
lady-alice-place-title = Place a counter
lady-alice-place-help = Tap a clue, choose a value, then Place counter. { $problem }
lady-alice-place-help-ready = Tap a clue, choose a value, then Place counter. Your { $value } goes face down on { $clue }.
lady-alice-no-counters = You have no counters left: you may pass or accuse.

## The public history of verdicts.
lady-alice-history = Suspicions and accusations
lady-alice-history-public = Suspicions and accusations (public)
lady-alice-no-notes = No notes: note taking is prohibited, so only the table as it stands is shown. Remember the verdicts!
lady-alice-history-who = Who
lady-alice-history-smiles = Smiles
lady-alice-history-round = R{ $round }
lady-alice-history-accusation = Acc.
lady-alice-history-kind-suspicion = suspicion
lady-alice-history-kind-accusation = accusation
lady-alice-history-removed = removed
lady-alice-no-suspicion = No suspicion yet.

## The end.
lady-alice-removed-category-was = The removed category was { $category }.
lady-alice-doubled-category-was = The doubled category was { $category }.
lady-alice-solution = Solution: { $clues }
lady-alice-evidence-cards = Evidence cards
lady-alice-removed-category = Removed category: { $category }
lady-alice-doubled-category = Doubled category: { $category }
lady-alice-sheet-title = Score sheet
lady-alice-sheet-line = Line
lady-alice-sheet-total = Total
lady-alice-sheet-evidence = Evidence shown
lady-alice-sheet-off-solution = Counters removed: not on the solution
lady-alice-sheet-of-eliminated = Counters removed: eliminated player
lady-alice-sheet-face-up = Remaining counters turned face up
lady-alice-sheet-zeros = Zero counters removed
lady-alice-sheet-value = Value of remaining counters
lady-alice-sheet-all-evidence = A counter on every evidence clue (+2)
lady-alice-sheet-suspicion = Suspicion that found the solution (+1)
lady-alice-sheet-accusation = Correct accusation (+3)
lady-alice-sheet-doubled = Both clues of the doubled category (+2)
lady-alice-sheet-removed = { $count } removed

## The rules page's worked score sheet (short line names).
lady-alice-picture-evidence = Evidence
lady-alice-picture-off-solution = Off solution
lady-alice-picture-eliminated = Eliminated
lady-alice-picture-face-up = Face up
lady-alice-picture-zeros = Zeros
lady-alice-picture-counters = Counters
lady-alice-picture-all-clues = All clues
lady-alice-picture-suspicion = Suspicion
lady-alice-picture-accusation = Accusation
lady-alice-picture-wins = { $total } ★ wins
lady-alice-picture-label = Score sheet: { $totals }; { $count ->
    [one] { $winners } wins
   *[other] { $winners } win
    }
lady-alice-reveal-name = { $name }:
