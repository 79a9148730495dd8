# The `sleuth` command line's output for people: results, summaries, tables'
# headings, errors and the deduction assistant's session. JSON output never
# uses these. Names of games, cards, people, files and content are data.

## Every command

cli-cannot-read = cannot read { $file }
cli-cannot-read-stdin = cannot read stdin
cli-no-runtime = cannot start the async runtime
cli-not-a-match-record = { $file } is not a match record
cli-not-a-loadgen-report = { $file } is not a loadgen report
cli-percent = { $value }%
cli-game-planned = { $name } ({ $id }) is planned but not in this build yet; hosted: { $hosted }
cli-game-unknown = unknown game { $id }; hosted games: { $hosted }
cli-players-out-of-range = { $game } is played by { $min } to { $max } players, not { $players }
cli-config-not-json = --config is not JSON
cli-config-not-object = --config must be a JSON object
# Between numbers with decimals in a list (French decimals have commas).
cli-decimal-list-separator = {", "}

## sleuth admin

cli-admin-no-database = no database at { $file }: pass the --data directory (or --database URL) that `sleuth serve` uses
cli-admin-no-reports = no reports
cli-admin-report = { $id }  { $title } by { $author }{ $hidden ->
        [yes] { " " }(hidden)
       *[no] {""}
    }
cli-admin-reported-by = reported by { $reporter } at { $when }: { $reason }
cli-admin-publication = { $id }  { $game } { $title } by { $author }, edition { $edition }{ $hidden ->
        [yes] { " " }(hidden)
       *[no] {""}
    }
cli-admin-no-publication = the library has no publication { $id }
cli-admin-hidden = { $id } is hidden
cli-admin-restored = { $id } is shown again

## sleuth serve and sleuth loadgen

cli-serve-listening = sleuth serving on { $url } (data in { $data })
cli-serve-token-not-text = { $variable } is not valid text
cli-serve-push-contact = --push-contact must be a mailto: or https: URL, not { $contact }
cli-loadgen-no-server = no sleuth server answers at { $addr }

## sleuth rules and sleuth games

cli-rules-missing = { $game } has no rules page in this build
cli-rules-malformed = { $game }'s rules page is malformed: { $error }
cli-games-game = { $name } ({ $min }-{ $max } players{ $cooperative ->
        [yes] , cooperative
       *[no] {""}
    })
cli-games-variants = variants: { $list }
cli-games-bots = bots: { $list }
cli-games-planned = { $name } (planned, not in this build yet)

## sleuth content check

cli-content-name-a-path = name a content file or directory, e.g. { $example }
cli-content-clue-catalogue-skipped = { $file }: the clue catalogue (built in and checked by the game's tests), skipped
cli-content-campaign-ok = { $file }: ok (campaign)
cli-content-ok = { $file }: ok
cli-content-translation-ok = { $file }: ok (translation of { $original }: same structure and facts)
cli-content-puzzle-ok = { $file }: ok (Lateral Puzzles Game puzzle { $id }: { $title }, difficulty { $difficulty }, { $parts ->
        [one] { $parts } part
       *[other] { $parts } parts
    })
cli-content-case-ok = { $file }: ok (Watson & Holmes case { $id }: { $locations } locations, { $questions } questions; { $proof })
cli-content-summary = { $checked } file(s) checked, { $problems } problem(s)

## sleuth simulate: a table of headings and values

cli-report-game = game
cli-report-game-value = { $game } ({ $players } players, bots: { $bots })
cli-report-games = games
cli-report-games-value = { $games } (seed { $seed })
cli-report-completed = completed
cli-report-aborted = aborted
cli-report-aborted-value = { $aborted } ({ $illegal } by an illegal bot action)
cli-report-actions = actions
cli-report-actions-value = { $mean } per game on average, { $max } at most
cli-report-wins = wins
cli-report-seat-wins = seat { $seat }: { $wins } ({ $percent }%)
cli-report-no-winner = no winner
cli-report-mean-score = mean score
cli-report-speed = speed
cli-report-speed-value = { $rate } games/s ({ $seconds } s)

## sleuth tournament

cli-tournament-head = { $game } with { $players } players, { $games } games (seed { $seed }), { $cooperative ->
        [yes] one-bot teams alternating
       *[no] seats rotated
    }: { $completed } completed, { $aborted } aborted
cli-tournament-solved = solved (someone won) { $won } of { $completed } completed games  { $percent }%  (95% CI { $low }%-{ $high }%); { $mean } actions per game on average
cli-tournament-standing = { $wins } of { $played } { $cooperative ->
        [yes] games
       *[no] seats
    } won  { $percent }%  (95% CI { $low }%-{ $high }%)

## sleuth replay

cli-replay-replayed = { $game }: { $actions ->
        [one] { $actions } action replayed
       *[other] { $actions } actions replayed
    }
cli-replay-finished = finished: { $summary }
cli-replay-winners = { $count ->
        [one] winner: seat { $seats }
       *[other] winners: seats { $seats }
    }
cli-replay-scores = scores: { $scores }
cli-replay-not-finished = not finished: { $count ->
        [one] seat { $seats } to move
       *[other] seats { $seats } to move
    }
cli-replay-cannot-analyse = cannot analyse { $file }: { $error }
cli-replay-failed = replay of { $file } failed: { $error }
cli-analysis-title = analysis: the probability each seat's knowledge gave the true solution
cli-analysis-seat = seat
cli-analysis-certain-after = certain after
cli-analysis-action = action { $action }
cli-analysis-the-deal = the deal
cli-analysis-never = never

## sleuth assist: the session (commands are typed in English in every language)

cli-assist-welcome = Sleuth deduction assistant. Type `help` for the commands.
cli-assist-clue-count = { $game } ({ $clues } clues)
cli-assist-not-json = { $file } is not JSON
cli-assist-ask-game = Game ({ $games }) [{ $default }]:
cli-assist-unknown-game = { $error } (games: { $games })
cli-assist-loaded = Loaded { $file } ({ $entries } entries).
cli-assist-unsolvable = the session cannot be solved: { $error }
cli-assist-input-ended = the input ended during the setup
cli-assist-help-session = Session commands:
cli-assist-help-entries = list the entries, numbered from 1
cli-assist-help-undo = remove the last entry
cli-assist-help-remove = remove entry N
cli-assist-help-notepad = print the notepad again
cli-assist-help-save = save the session (a knowledge document, JSON)
cli-assist-help-help = this text
cli-assist-help-quit = leave (also at the end of the input)
cli-assist-help-entries-head = Entries (names are case-insensitive; a unique start or last word is enough):
cli-assist-ask-me = Which player are you ({ $names })?
cli-assist-give-your-name = give your name
cli-assist-cluedo-ask-players = Players in seating order with hand sizes ({ $dealt } cards dealt), e.g. { $example }:
cli-assist-cluedo-ask-hand = Your hand ({ $size } cards, separated by commas):
cli-assist-cluedo-wrong-hand-size = that is { $count } cards; your hand has { $size }
cli-assist-lady-alice-ask-players = Players in seating order, 3 to 5, e.g. { $example }:
cli-assist-lady-alice-ask-evidence = Your evidence card:
# Names typed at the table: { $what } is card, player, clue, category or deck.
cli-assist-name-missing = { $what ->
        [card] a card name is missing
        [player] a player name is missing
        [clue] a clue name is missing
        [category] a category name is missing
       *[deck] a deck name is missing
    }
cli-assist-or = {" or "}
cli-assist-name-ambiguous = { $text } could be { $names }; type more of the name
cli-assist-name-unknown = { $what ->
        [card] unknown card { $text }
        [player] unknown player { $text }
        [clue] unknown clue { $text }
        [category] unknown category { $text }
       *[deck] unknown deck { $text }
    }
cli-assist-no-entries = No entries yet.
cli-assist-removed = Removed entry { $entry }: { $text }
cli-assist-nothing-to-undo = Nothing to undo.
cli-assist-give-a-number = Give an entry number from 1 to { $count } (see `entries`).
cli-assist-name-a-file = Name a file: save FILE
cli-assist-saved = Saved to { $file }.
cli-assist-not-saved = Not saved: { $error }
cli-assist-added = Added entry { $entry }: { $text }
cli-assist-refused = Refused, nothing was added: { $reason }
cli-assist-unknown-command = Unknown command { $command }. Type `help` for the commands.
cli-assist-unsaved = The last changes were not saved (use `save FILE` next time to keep them).
cli-assist-solver-failed = The solver failed: { $error }
# A notepad cell for a certainty.
cli-assist-yes = YES
cli-assist-certain = certain
cli-assist-likely-card = { $card }? ({ $percent }%)

## sleuth assist: Cluedo and Haven't a Cluedo (card names as typed)

cli-assist-cluedo-envelope = envelope
cli-assist-cluedo-envelope-column = Envelope
cli-assist-cluedo-suggestion = { $name } suggested { $cards }{ $passed ->
        [0] {""}
       *[other] ; passed: { $passers }
    }; { $showed ->
        [card] { $shower } showed { $card }
        [hidden] { $shower } showed a card
       *[nobody] nobody showed a card
    }
cli-assist-cluedo-has = { $name } has { $cards }
cli-assist-cluedo-lacks = { $name } lacks { $cards }
cli-assist-cluedo-has-one-of = { $name } has one of { $cards }
cli-assist-cluedo-notepad-exact = Notepad (exact, { $deals } consistent deals); YES = certain, - = impossible
cli-assist-cluedo-notepad-sampled = Notepad (sampled, { $error } ({ $deals } consistent deals estimated)); YES = certain, - = impossible
cli-assist-cluedo-solved = Solved: the envelope holds { $cards }.
cli-assist-cluedo-most-likely = Envelope, most likely: { $cards }

## sleuth assist: Lady Alice (clue and category names as typed)

cli-assist-lady-alice-seat = seat { $seat }
cli-assist-lady-alice-suspicion = { $name } suspected { $clues }: { $smiles ->
        [one] { $smiles } smile
       *[other] { $smiles } smiles
    }
cli-assist-lady-alice-accusation = { $name } accused { $clues }{ $has_removed ->
        [yes] , { $removed } removed
       *[no] {""}
    }: { $smiles ->
        [one] { $smiles } smile
       *[other] { $smiles } smiles
    }
cli-assist-lady-alice-face-down = face down
cli-assist-lady-alice-counter = { $name } put a counter on { $clue } ({ $value })
cli-assist-lady-alice-pass = { $name } passed
cli-assist-lady-alice-explain-evidence = your evidence card { $clue }
cli-assist-lady-alice-explain-suspicion = { $name }'s suspicion { $clues }: { $smiles ->
        [one] { $smiles } smile
       *[other] { $smiles } smiles
    }
cli-assist-lady-alice-explain-accusation = { $name }'s accusation { $clues }: { $smiles ->
        [one] { $smiles } smile
       *[other] { $smiles } smiles
    }
cli-assist-lady-alice-evidence-column = Evidence
cli-assist-lady-alice-notepad = Notepad (exact, { $count ->
        [one] { $worlds } consistent world
       *[other] { $worlds } consistent worlds
    }, { $deals } deals); YES = certain, - = impossible
cli-assist-lady-alice-special-category = { $kind ->
        [removed] Removed category
       *[doubled] Doubled category
    }: { $categories }
cli-assist-lady-alice-certain = Certain: evidence { $known ->
        [0] none
       *[other] { $evidence }
    }; { $ruled_out } of { $clues } clues are not evidence
cli-assist-lady-alice-best-accusation = Best accusation: { $clues }{ $has_removed ->
        [yes] , { $removed } removed
       *[no] {""}
    } ({ $probability })
cli-assist-lady-alice-solved = Solved: the evidence is { $clues }{ $kind ->
        [removed] { " " }({ $category } removed)
        [doubled] { " " }({ $category } doubled)
       *[none] {""}
    }.
cli-assist-lady-alice-not-solved = Not solved yet.

## sleuth admin backup

cli-cannot-write = cannot write { $file }
cli-backup-postgres = `sleuth admin backup` copies the SQLite database of --data; back up PostgreSQL with `pg_dump -Fc` (docs/deploy.md)
cli-backup-no-database = no database at { $file }: pass the --data directory that `sleuth serve` uses
cli-backup-target-is-a-directory = { $file } is a directory: --to takes the backup's file name
cli-backup-target-exists = { $file } already exists: not overwritten (pass --force to replace it)
cli-backup-target-is-live = { $file } is the live database itself: choose another file
cli-backup-no-file-name = { $file } names no file
cli-backup-no-folder = { $folder } does not exist: create the backup's folder first
cli-backup-failed = backing up { $file } failed
cli-backup-target-appeared = { $file } appeared while the backup ran: not overwritten (pass --force to replace it)
cli-backup-write-failed = writing { $file } failed
cli-backup-done = backed up { $source } to { $target }: { $matches } matches, { $accounts } accounts ({ $bytes } bytes)

## sleuth campaign (difficulties and abilities are shown by their ids, as typed)

cli-campaign-unknown = no campaign { $campaign }; campaigns: { $campaigns }
cli-campaign-difficulty = difficulty must be easy, medium or detective
cli-campaign-not-progress = { $file } is not campaign progress
cli-campaign-other-game = the record is a { $game } match, not an Almost Innocent one
cli-campaign-not-finished = the match is not finished: only a finished match counts for the campaign
cli-campaign-not-a-config = the record's config is not an Almost Innocent config
cli-campaign-noted = noted: { $scenario } at { $difficulty } { $won ->
        [yes] won
       *[no] lost
    }{ $unlocked ->
        [0] {""}
       *[other] ; unlocked { $abilities }
    }
cli-campaign-step = { $number }. { $scenario }{ $unlocks ->
        [0] {""}
       *[other] { " " }(unlocks { $abilities })
    }{ $won ->
        [0] {""}
       *[other] : won at { $difficulties }
    }
cli-campaign-summary = unlocked: { $unlocked ->
        [0] none
       *[other] { $abilities }
    }; matches noted: { $played }
cli-campaign-next = next at { $difficulty }: { $config }
cli-campaign-all-won = every scenario is won at { $difficulty }

## sleuth tutorial

cli-tutorial-missing = { $game } has no tutorial in this build
cli-tutorial-ok = { $title }: { $steps } steps, { $learner } of them the learner's; the game ends at the last one
cli-tutorial-too-few-steps = the script has only { $steps } steps
cli-tutorial-step = step { $step }: { $error }
cli-tutorial-no-bot = this game has no bot
cli-tutorial-unknown-bot = no bot { $bot }
cli-tutorial-bots-never-finish = the bots did not finish the game in { $moves } moves
cli-tutorial-nobody-to-move = nobody is to move, yet the game is not over
cli-tutorial-bot-refused = the bot's move was refused: { $error }
