# The content checker's problems (Watson & Holmes cases, lateral puzzles, Almost
# Innocent scenarios, a match's config): each place and each sentence, as the
# studio, the lobby and `sleuth content check` say them. Quoted values ($answer,
# $value, $choice, ...) arrive with their quotes; ids, keys and file text are the
# author's words.

## Places.
errors-content-place-key = { $key }
errors-content-place-case-file = case file
errors-content-place-puzzle-file = puzzle file
errors-content-place-puzzle = puzzle
errors-content-place-file-name = file name
errors-content-place-config = config
errors-content-place-question = question { $number } (`{ $question }`)
errors-content-place-concept = question { $number } (`{ $question }`), concept { $concept }
errors-content-place-wrong-concept = question { $number } (`{ $question }`), wrong concept { $concept }
errors-content-place-synonym = question { $number } (`{ $question }`), concept { $concept }, synonym { $synonym_number } ({ $synonym })
errors-content-place-wrong-synonym = question { $number } (`{ $question }`), wrong concept { $concept }, synonym { $synonym_number } ({ $synonym })
errors-content-place-accepted = question { $number } (`{ $question }`), accepted answer { $sample_number } ({ $sample })
errors-content-place-sample-right = question { $number } (`{ $question }`), sample right answer { $sample_number } ({ $sample })
errors-content-place-sample-wrong = question { $number } (`{ $question }`), sample wrong answer { $sample_number } ({ $sample })
errors-content-place-zone = zone `{ $zone }`
errors-content-place-location = location { $location }
errors-content-place-fact = location { $location }, fact { $fact }
errors-content-place-part = part { $part }
errors-content-place-theme = theme { $theme }
errors-content-place-file = file
errors-content-place-line = line { $line }
errors-content-place-grid-row = grid row { $row }
errors-content-place-grid-cell = grid row { $row }, column { $column }
errors-content-place-grid-type = grid, { $type }
errors-content-place-english-original = English original
# A problem after its place, where a list shows problems of several places.
errors-content-at-place = { $place }: { $problem }

## Any content.
errors-content-empty = is empty
errors-content-missing = is missing
errors-content-too-long = is longer than { $max } characters
errors-content-control-characters = contains control characters
errors-content-text-length = its text must have 1 to { $max } characters
errors-content-name-length = its name must have 1 to { $max } characters
errors-content-more-than = { $value } is more than { $max }
errors-content-toml = { $detail }

## A match's config.
errors-content-config-unreadable = not a { $game } config: { $detail }
errors-content-config-not-a-case = not a case: { $detail }

## Watson & Holmes cases.
errors-content-case-id = { $id } is not a case id: 1 to { $max } lowercase letters, digits and hyphens
errors-content-case-difficulty = { $difficulty } is not 0 to 5
errors-content-case-difficulty-estimate = declared { $declared }, but the checker estimates { $estimate } (docs/content/watson-holmes.md, "Difficulty")
errors-content-case-question-count = a case asks { $min } to { $max } questions, not { $count }
errors-content-case-question-id = its id must be lowercase letters, digits, `_` or `-`
errors-content-case-question-id-taken = its id is used by an earlier question
errors-content-case-answer-length = the answer { $answer } must have 1 to { $max } characters, some letters or digits
errors-content-case-answer-control = the answer { $answer } contains control characters
errors-content-case-few-choices = offers { $count } options; a choice question offers at least { $min } (or set `typed = true` and judge by concepts)
errors-content-case-many-choices = offers more than { $max } choices
errors-content-case-choice-twice = the choice { $choice } is listed twice
errors-content-case-no-right-option = lists no accepted answer: name the right option
errors-content-case-right-not-an-option = its right answer { $answer } is not one of its options
errors-content-case-many-right-options = names { $count } right answers; a choice question names its one right option once
errors-content-case-concepts-untyped = concepts and samples are for typed questions: set `typed = true` or remove them
errors-content-case-typed-choices = a typed question offers no options: remove `choices` or `typed = true`
errors-content-case-typed-no-concept = a typed question needs at least one concept (`concepts`)
errors-content-case-typed-many-concepts = at most { $max } concepts and { $max } wrong concepts
errors-content-case-concept-empty = lists no synonym
errors-content-case-concept-many = lists more than { $max } synonyms
errors-content-case-synonym-long = a synonym has at most { $max } characters
errors-content-case-synonym-star = `*` may only end a word
errors-content-case-synonym-no-letters = has no letters or digits
errors-content-case-synonym-short-stem = a stem needs at least { $min } letters before `*`
errors-content-case-synonym-many-words = a synonym has at most { $max } words
errors-content-case-typed-no-samples = a typed question carries its author's sample right and wrong answers (`samples_right`, `samples_wrong`), at least one of each
errors-content-case-typed-many-samples = at most { $max } samples of each kind
errors-content-case-typed-no-accepted = lists no accepted answer: the first is shown as the answer at the end
errors-content-case-judged-wrong = the concepts judge it wrong
errors-content-case-judged-right = the concepts judge it right
errors-content-case-many-zones = a case has at most { $max } zones
errors-content-case-zone-unnamed = needs an id and a name
errors-content-case-zone-id-taken = its id is used by another zone
errors-content-case-fare = a fare is 0 to { $max } carriages
errors-content-case-one-zone = a case with zones has at least two
errors-content-case-location-count = a case has { $min } to { $max } locations, not { $count }
errors-content-case-location-number = a location number is 1 to 999
errors-content-case-location-number-taken = the number is used by another location
errors-content-case-unknown-zone = its zone `{ $zone }` is not one of the case's zones
errors-content-case-zone-missing = the case has zones: name this location's zone
errors-content-case-zone-without-zones = names zone `{ $zone }` but the case has no zones
errors-content-case-fact-unknown-question = names question `{ $question }`, which the case does not ask
errors-content-case-fact-empty = has an empty value
errors-content-case-fact-not-a-choice = { $value } is not one of question `{ $question }`'s choices
errors-content-case-fact-proves-wrong = proves { $value } for typed question `{ $question }`, but its concepts judge that answer wrong
errors-content-case-fact-rules-out-right = rules out { $value } for typed question `{ $question }`, but its concepts judge that answer right
errors-content-case-points-nowhere = points to location { $location }, which the case does not have
errors-content-case-points-to-itself = points to its own card
errors-content-case-unknown-lead = location { $location } is not in the case
errors-content-case-no-lead = the introduction must lead to at least one location
errors-content-case-closed-stop-gain = the case closes the Carriage Stop (`carriage_stop_closed`), so nothing is gained there

## Watson & Holmes: what the solvability checker finds.
errors-content-case-no-candidate = the facts of all cards together rule out every candidate
errors-content-case-wrong-determined = the facts determine { $determined }, but the right answer is { $answer }
errors-content-case-typed-unproved = a typed question needs a card whose facts prove its answer
errors-content-case-ambiguous = ambiguous: the facts of all cards leave { $count } candidates open ({ $candidates })
errors-content-case-unanswerable = cannot be answered from the cards a player can read: { $reasons }
errors-content-case-locked-no-source = location { $location } needs a lockpick, and the case has no lockpick source (no `starting_lockpick`, no card that gives one)
errors-content-case-locked-sources-unread = location { $location } needs a lockpick, and the cards that give one ({ $sources }) cannot be read first
errors-content-case-not-pointed-to = location { $location }: no lead or readable card points to it
errors-content-case-no-route = no order of visits one player can make determines every answer: each reading of a locked card (locations { $locked_count ->
        [0] none
       *[other] { $locked }
    }) spends a lockpick, and lockpicks come only from { $from ->
        [start] the one each player starts with
        [start-and-cards] the start and locations { $sources }
        [nowhere] nowhere
       *[cards] locations { $sources }
    }
errors-content-case-search-cut-short = too many cards to search every order of visits, and a greedy search found none that determines every answer ({ $reasons })
errors-content-case-closed-stop-fares = the Carriage Stop is closed, but the fewest visits need { $needed } carriages for their fares and players start with { $start }
errors-content-case-contradiction-proofs = contradiction: location { $location } proves { $value } but location { $other_location } proves { $other_value }
errors-content-case-contradiction-same-card = contradiction: location { $location } both proves and rules out { $value }
errors-content-case-contradiction-ruled-out = contradiction: location { $location } proves { $value } but location { $other_location } rules it out

## Lateral puzzles.
errors-content-puzzle-carriage-returns = contains carriage returns: save it with Unix line endings
errors-content-puzzle-toml = is not valid TOML: { $detail }
errors-content-puzzle-not-object = must be an object with title, situation, solution and parts
errors-content-puzzle-file-name = { $file } must be NN-<puzzle id>.toml, e.g. 07-the-spiced-birdseed.toml
errors-content-puzzle-id-not-file-name = { $id } differs from the file name's { $slug }
errors-content-puzzle-unknown-key = is not a puzzle key (keys: { $keys })
errors-content-puzzle-not-text = must be text (a string)
errors-content-puzzle-not-boolean = must be true or false
errors-content-puzzle-difficulty = { $difficulty } must be 1 (easy) to 5 (hardest)
errors-content-puzzle-difficulty-not-number = must be a whole number from 1 to 5
errors-content-puzzle-themes-not-list = must be a list of words
errors-content-puzzle-parts-not-list = must be a list of parts, each with text and score
errors-content-puzzle-part-not-table = must be a table with text and score
errors-content-puzzle-unknown-part-key = { $key } is not a part key (keys: text, score)
errors-content-puzzle-part-text-not-text = text must be text (a string)
errors-content-puzzle-part-text-missing = text is missing
errors-content-puzzle-score = score must be a whole number from 1 to 100
errors-content-puzzle-score-missing = score is missing
errors-content-puzzle-id = { $id } is not a puzzle id: 1 to { $max } lowercase letters, digits and hyphens
errors-content-puzzle-too-long = longer than { $max } characters
errors-content-puzzle-control-characters = has control characters (only line breaks are allowed)
errors-content-puzzle-one-line = must be one line without control characters
errors-content-puzzle-sentences = has { $count } sentences; it is read aloud: 1 to 4
errors-content-puzzle-theme-count = has { $count } themes: 1 to 4
errors-content-puzzle-theme = { $theme } must be 1 to { $max } lowercase letters, digits and hyphens
errors-content-puzzle-theme-twice = { $theme } is listed twice
errors-content-puzzle-part-count = has { $count } parts: a puzzle has 2 to 8
errors-content-puzzle-score-not = score must be a whole number from 1 to 100, not { $score }
errors-content-puzzle-part-no-letters = has no letters or digits
errors-content-puzzle-part-same = says the same as part { $part } (only punctuation, spacing or case differ)
errors-content-puzzle-score-total = scores sum to { $total }, not exactly 100 (LP-2)

## Almost Innocent scenarios. Clue types ($type) arrive as the file names them
## (culprit, victim, crime, evidence, place).
errors-content-scenario-no-english-original = no English original scenarios/{ $file } of the same name
errors-content-scenario-id = { $id } must be non-empty lowercase letters, digits and dashes
errors-content-scenario-title-empty = the title is empty
errors-content-scenario-story-empty = the story is empty
errors-content-scenario-story-too-long = the story is longer than { $max } characters; keep it short
errors-content-scenario-unknown-type = unknown clue type { $name } (known: culprit, victim, crime, evidence, place)
errors-content-scenario-listed-twice = { $name } is listed twice
errors-content-scenario-type-count = a scenario plays 4 or 5 clue types, not { $count }
errors-content-scenario-unknown-module = unknown module { $name } (known: { $known })
errors-content-scenario-unknown-ability = unknown ability { $name } (known: din, teor, edd, okra, valia)
errors-content-scenario-ability-twice = { $name } is offered twice
errors-content-scenario-edd-without-its-types = edd asks about the culprit or the evidence, and neither type is in play
errors-content-scenario-valia-without-queen = valia moves the Queen: add the queen module
errors-content-scenario-grid-rows = the grid has { $rows } rows; it must have 6
errors-content-scenario-row-cells = the row has { $cells } cells; it must have 6
errors-content-scenario-not-a-code = { $cell } is not a clue code (like Vi3 or Cu*) nor an empty cell (.)
errors-content-scenario-no-type-code = { $cell } does not start with a clue type code (Cu, Vi, Cr, Ev, Pl)
errors-content-scenario-clue-number = { $cell }: the clue number must be 1 to 7, or * for the star clue
errors-content-scenario-type-not-in-play = { $cell }: the { $type } type is not in play in this scenario
errors-content-scenario-no-star-cards = { $cell }: only culprit, victim and evidence have star cards
errors-content-scenario-big-clue-shape = big clue { $code } covers { $cells } which is not a 1x2, 2x1 or 2x2 block
errors-content-scenario-clue-count = the grid has { $count } { $type } clues; it needs clues 1-6 (or 1-7 with the seventh clue), missing { $missing }
errors-content-scenario-deal-impossible = the deal is impossible: the { $type } deck has { $deck } cards but up to { $players } players each draw one
errors-content-scenario-module-not-listed = the scenario uses { $module } but does not list the module
errors-content-scenario-module-unused = the module { $module } is listed but the scenario does not use it
errors-content-scenario-unknown-difficulty = unknown difficulty (known: easy, medium, detective)
errors-content-scenario-difficulty-missing = missing: every scenario sets easy, medium and detective
errors-content-scenario-tokens = tokens = { $tokens }: must be 1 to { $max } (the box has { $max })
errors-content-scenario-almost-innocent-tokens = almost_innocent = { $count }: must be 0 to { $max }
errors-content-scenario-question-limits-sum = quantity { $quantity } + type { $type_tokens } tokens must be non-negative and add up to tokens = { $tokens }
errors-content-scenario-question-limits-incomplete = question limits need both quantity and type
# A scenario translation compared with its English original.
errors-content-scenario-translation-id = { $id }; in English { $english } (a translation keeps the id)
errors-content-scenario-translation-title-fr = leave it out of a translation: its title is already in its language
errors-content-scenario-translation-differs = { $found }; in English { $english }
# A problem of the English original itself, at its place there.
errors-content-scenario-in-english-original = the English original: { $place }: { $problem }

## A Watson & Holmes case or a lateral puzzle translated: what differs from its
## English original beyond the words. Counts are numbers; ids and values arrive
## as the file writes them ("quoted" ids, true/false, "—" for no zone).
errors-content-translation-id = { $id }; in English { $english } (a translation keeps the id)
errors-content-translation-empty = empty
errors-content-translation-field-empty = { $field }: empty
errors-content-translation-differs = { $found }; in English { $english }
errors-content-translation-rules-differ = the special rules differ from English
errors-content-translation-questions = { $count ->
        [one] { $count } question
       *[other] { $count } questions
    }; in English { $english }
errors-content-translation-question-id = id { $id }; in English { $english }
errors-content-translation-typed-differs = typed in one language and a choice in the other
errors-content-translation-choices = { $count ->
        [one] { $count } choice
       *[other] { $count } choices
    }; in English { $english }
errors-content-translation-choice-empty = choice { $choice }: empty
errors-content-translation-concepts = { $concepts } concepts and { $wrong } wrong concepts; in English { $english_concepts } and { $english_wrong }
errors-content-translation-right-choices = the right choices are { $right_count ->
        [0] none
       *[other] { $right }
    }; in English { $english_count ->
        [0] none
       *[other] { $english }
    }
errors-content-translation-zones = { $count ->
        [one] { $count } zone
       *[other] { $count } zones
    }; in English { $english }
errors-content-translation-zone = id { $id } fare { $fare }; in English id { $english_id } fare { $english_fare }
errors-content-translation-locations = { $count ->
        [one] { $count } location
       *[other] { $count } locations
    }; in English { $english }
errors-content-translation-numbered = numbered { $number }; in English { $english }
errors-content-translation-zone-of-location = zone { $zone }; in English { $english }
errors-content-translation-symbols-differ = symbols differ from English
errors-content-translation-facts = { $count ->
        [one] { $count } fact
       *[other] { $count } facts
    }; in English { $english }
# A fact of the translation and the English original's fact at its place.
errors-content-translation-fact = { $kind ->
        [points-to] points to location { $location }
        [proves] proves choice { $choice } of `{ $question }`
        [rules-out] rules out choice { $choice } of `{ $question }`
        [proves-typed] proves { $value } for the typed question `{ $question }`
        [rules-out-typed] rules out { $value } for the typed question `{ $question }`
       *[not-a-choice] names { $value }, not a choice of `{ $question }`
    }; in English { $english_kind ->
        [points-to] points to location { $english_location }
        [proves] proves choice { $english_choice } of `{ $english_question }`
        [rules-out] rules out choice { $english_choice } of `{ $english_question }`
        [proves-typed] proves { $english_value } for the typed question `{ $english_question }`
        [rules-out-typed] rules out { $english_value } for the typed question `{ $english_question }`
       *[not-a-choice] names { $english_value }, not a choice of `{ $english_question }`
    }
errors-content-translation-themes = { $count ->
        [one] { $count } theme
       *[other] { $count } themes
    }; in English { $english }
errors-content-translation-parts = { $count ->
        [one] { $count } part
       *[other] { $count } parts
    }; in English { $english }
errors-content-translation-score = score { $score }; in English { $english }
