# The `sleuth` command line's output for people: results, summaries, tables'
# headings, errors and the deduction assistant's session. JSON output never
# uses these. Names of games, cards, people, files and content are data.

## Every command

cli-cannot-read = cannot read { $file }
cli-cannot-read-stdin = cannot read stdin
cli-no-runtime = cannot start the async runtime
cli-lang-unknown = --lang "{ $wanted }": Sleuth speaks { $languages }
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
cli-content-case-ok = { $file }: ok (Watson & Holmes case { $id }: { $locations } locations, { $questions } questions)
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

## sleuth's command line refused: clap's parse errors, written by
## crates/cli/src/parse_error.rs (the usage line's heading is
## cli-help-heading-usage, the possible values cli-help-possible-values)

cli-parse-error = error:
cli-parse-tip = tip:
cli-parse-try-help = For more information, try '{ $flag }'.
cli-parse-quoted = '{ $text }'
cli-parse-unknown-argument = unexpected argument '{ $arg }' found
cli-parse-unknown-subcommand = unrecognized subcommand '{ $subcommand }'
cli-parse-missing-value = a value is required for '{ $arg }' but none was supplied
cli-parse-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-parse-value-validation = invalid value '{ $value }' for '{ $arg }': { $reason }
cli-parse-expected-whole-number = a whole number from { $min } to { $max } is expected
cli-parse-expected-socket-address = an address with a port is expected, e.g. 127.0.0.1:8080
cli-parse-expected-ip-address = an IP address is expected, e.g. 192.0.2.7
cli-parse-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-parse-too-few-values = { $min } values required by '{ $arg }'; only { $actual } { $actual ->
        [one] was
       *[other] were
    } provided
cli-parse-wrong-number-of-values = { $expected } values required for '{ $arg }' but { $actual } { $actual ->
        [one] was
       *[other] were
    } provided
cli-parse-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-parse-argument-repeated = the argument '{ $arg }' cannot be used multiple times
cli-parse-argument-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-parse-argument-conflict-list = the argument '{ $arg }' cannot be used with:
cli-parse-argument-conflict-any = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
cli-parse-subcommand-conflict = the subcommand '{ $subcommand }' cannot be used with one or more of the other specified arguments
cli-parse-missing-arguments = the following required arguments were not provided:
cli-parse-missing-subcommand = '{ $command }' requires a subcommand but one was not provided
cli-parse-subcommands = [subcommands: { $names }]
cli-parse-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
cli-parse-similar-argument = { $count ->
        [one] a similar argument exists
       *[other] some similar arguments exist
    }: { $names }
cli-parse-similar-subcommand = { $count ->
        [one] a similar subcommand exists
       *[other] some similar subcommands exist
    }: { $names }
cli-parse-similar-value = { $count ->
        [one] a similar value exists
       *[other] some similar values exist
    }: { $names }
cli-parse-pass-as-value = to pass '{ $arg }' as a value, use '{ $command }'
cli-parse-exists-with = '{ $command }' exists
cli-parse-remove-double-dash = subcommand '{ $name }' exists; to use it, remove the '{ $dashes }' before it
# A kind of refusal this CLI does not expect: clap's English detail.
cli-parse-unreadable = the command line could not be read: { $detail }

## sleuth --help: the about of each command and the help of each argument,
## by command path and argument id (crates/cli/src/help.rs)

cli-help-heading-usage = Usage:
cli-help-heading-commands = Commands:
cli-help-heading-options = Options:
cli-help-heading-arguments = Arguments:
cli-help-value-command = COMMAND
cli-help-default = [default: { $value }]
cli-help-possible-values = [possible values: { $values }]
cli-help-flag-help = Print help
cli-help-flag-help-more = Print help (see more with '--help')
cli-help-flag-version = Print version
cli-help-subcommand-help = Print this message or the help of the given subcommand(s)

cli-help-about = Hidden-information deduction games: serve, simulate, replay.
cli-help-admin = A site administrator's tools on the store `sleuth serve` uses: list the reports of published cases and puzzles, hide one, restore one
cli-help-admin-backup = Copies the live SQLite database to a new file (SQLite's online backup: safe while `sleuth serve` runs); says how many matches and accounts it holds
cli-help-admin-backup-data = Directory of the SQLite database, as `sleuth serve --data` (the same as `sleuth admin --data DIR backup`)
cli-help-admin-backup-force = Replace FILE if it already exists
cli-help-admin-backup-to = The backup file to write: a complete SQLite database
cli-help-admin-data = Directory of the SQLite database (as `sleuth serve --data`)
cli-help-admin-database = A PostgreSQL URL (as `sleuth serve --database`)
cli-help-admin-hide = Hides a publication from the library and the lobby (matches already made with it keep playing and replaying)
cli-help-admin-hide-id = The publication's id (`l-...`)
cli-help-admin-hide-note = Why, for the other administrators
cli-help-admin-library = Every publication in the library, hidden ones too
cli-help-admin-library-json = Print the list as JSON
cli-help-admin-reports = Every report of a publication, newest first
cli-help-admin-reports-json = Print the reports as JSON
cli-help-admin-restore = Shows a hidden publication again
cli-help-admin-restore-id = The publication's id (`l-...`)
cli-help-assist = The deduction assistant for a game at a real table: enter your hand and what happens, see the notepad with probabilities (docs/assistant.md)
cli-help-assist-deck = Game: classic, havent-a-cluedo (the decks, see --list-decks) or lady-alice
cli-help-assist-hand = Your hand, cards separated by commas (Lady Alice: your evidence card)
cli-help-assist-list-decks = Print the built-in decks and their cards (and the Lady Alice clues), then exit
cli-help-assist-load = Continue a session saved with `save FILE` (a knowledge document)
cli-help-assist-me = Which player you are
cli-help-assist-players = Players in seating order with hand sizes, e.g. "Ann 6, Bob 6, Cat 6" (Lady Alice: names only, "Ann, Bob, Cat")
cli-help-bench-ceilings = The ceilings loadgen's figures are read against, on this machine: a minimal WebSocket echo with the same fan-out, and SQLite's raw commit rate. With --compare, prints a loadgen report's figures as ratios of them
cli-help-bench-ceilings-compare = A `sleuth loadgen` JSON report to compare with the ceilings
cli-help-bench-ceilings-message-bytes = Bytes of each broadcast message (about a Lady Alice update)
cli-help-bench-ceilings-seconds = How long to measure, in seconds
cli-help-bench-ceilings-spectators = Spectator connections per table
cli-help-bench-ceilings-tables = Concurrent tables, as loadgen --tables
cli-help-campaign = Show a team's campaign progress (a file); `--record` notes a finished match
cli-help-campaign-campaign = The campaign: `almost-innocent`
cli-help-campaign-difficulty = Difficulty of the next match: easy, medium or detective
cli-help-campaign-file = The progress file (JSON); created when a record is first applied
cli-help-campaign-players = Players and difficulty of the next match's config
cli-help-campaign-record = A finished match record to note in the progress first
cli-help-content = Content files (scenarios, cases, puzzles): check them
cli-help-content-check = Validate content files (a file or every .toml under a directory) and report every problem with its place. Exits 1 if any problem is found
cli-help-content-check-paths = Content files or directories to check
cli-help-games = List the hosted games with their player counts, variants and bots
cli-help-games-json = Print the list as JSON
cli-help-lang = The language of the output for people (en, fr); without it, the environment's (LC_ALL, LC_MESSAGES, LANG), else English. JSON output is the same in every language
cli-help-loadgen = Load a running server: busy Lady Alice tables over WebSockets, with latency
cli-help-loadgen-addr = The address of the server to load
cli-help-loadgen-games = Paced: the games, comma-separated, in equal shares of the tables
cli-help-loadgen-hold = Extra idle WebSockets to hold open through the run (each must still answer a ping at the end)
cli-help-loadgen-json = Paced: print the report as JSON instead of lines for people (the stress mode always prints JSON)
cli-help-loadgen-paced = Paced tables as on a real site instead of stress tables: people think, bots keep the server's delay (serve without --bot-delay-ms 0), all five games, spectators come and go, people reconnect
cli-help-loadgen-people = Paced: scripted people per table (bots in the other seats; the Lateral Puzzles Game seats people only)
cli-help-loadgen-reconnect-secs = Paced: each person closes the socket and comes back (hello with since) about this often (half to 1.5 times); 0 never
cli-help-loadgen-seconds = How long the load runs, in seconds
cli-help-loadgen-seed = Paced: the seed of the think times and moves
cli-help-loadgen-server-pid = Paced: the server's process id, to report its memory and CPU
cli-help-loadgen-spectator-stay-secs = Paced: a spectator stays about this long (half to 1.5 times), then leaves and another comes
cli-help-loadgen-spectators = Spectator connections per table
cli-help-loadgen-tables = Concurrent tables (matches), each with one scripted human and 3 bots
cli-help-loadgen-think-ms = Paced: a person's think time per move, uniform over MIN..MAX ms
cli-help-loadgen-watch-addr = Another node on the same PostgreSQL where the spectators watch (the players act on --addr): the report adds the cross-node delay
cli-help-replay = Replay a match record; report the outcome or the first refused action
cli-help-replay-analyse = For a finished match: per seat, how probable the truth was after each action and the first action after which the solution was certain
cli-help-replay-file = The match record (JSON)
cli-help-replay-json = Print one JSON object instead of lines for people
cli-help-rules = Print a game's rules and glossary (the same text as the browser's rules page)
cli-help-rules-game = Game id, e.g. lady-alice
cli-help-rules-json = The parsed page as JSON (blocks and glossary), as `GET /api/games/GAME/rules`
cli-help-serve = Serve the browser UI, the lobby and live games (SQLite under --data, or PostgreSQL with --database, shared by several nodes; docs/deploy.md)
cli-help-serve-addr = The address and port to listen on
cli-help-serve-bot-delay-ms = Pause before each bot action, in milliseconds
cli-help-serve-data = Directory for the SQLite database
cli-help-serve-database = A PostgreSQL URL (postgres://user:password@host:port/database) to store matches in instead of SQLite; several nodes may share it
cli-help-serve-hand-over-after-secs = In a match without a clock, how long (seconds) a person's seat must be without a connection before the others may hand it to a bot
cli-help-serve-header-timeout-ms = Time a client has to send a request's headers, in milliseconds
cli-help-serve-log-format = How log lines are written to stderr: `text` for people, `json` (one object per line, with the match id and seat of lines about a match) for log collectors
cli-help-serve-max-connections = Most connections held at once; beyond, 503 busy
cli-help-serve-max-connections-per-address = Most connections held at once from one client address (loopback and --trusted-proxy addresses excepted); beyond, 503 busy. 0: no cap (a proxy in front caps its clients)
cli-help-serve-metrics-token = Turn on `GET /metrics` (Prometheus text) for requests bearing this token (`Authorization: Bearer TOKEN`, at least 16 visible characters). Better given in the environment variable SLEUTH_METRICS_TOKEN, which `ps` does not show. Without either, /metrics answers 404
cli-help-serve-push-allow-http = Accept push subscriptions whose endpoint is plain http (only for a push service on a private network or this machine, e.g. in trials)
cli-help-serve-push-contact = The contact push services may use about this site (Web Push's VAPID `sub`): a `mailto:` or `https:` URL of the operator
cli-help-serve-static-dir = Serve the UI from this directory instead of the embedded copy (development). Given `crates/server/web`, the game tables and the message catalogues are read from their crates too, so edits show on reload without a rebuild
cli-help-serve-trusted-proxies = The address of a reverse proxy in front of this node, on another machine (loopback is always trusted): not capped per address, and its X-Forwarded-For names the client. Repeat for several
cli-help-serve-ws-dead-ms = How long a WebSocket may stay silent before it is closed, in milliseconds
cli-help-serve-ws-ping-ms = How often the server pings each WebSocket, in milliseconds
cli-help-simulate = Play many games with bots in every seat and report the results
cli-help-simulate-bot = Bot in every seat, or one per seat separated by commas (default: baseline)
cli-help-simulate-config = More config fields as a JSON object, merged over the defaults, e.g. the field burgess_goes_diagonal set to true
cli-help-simulate-difficulty = Difficulty, for games with difficulties (easy, medium, detective)
cli-help-simulate-game = Game id, e.g. lady-alice
cli-help-simulate-games = How many games to play
cli-help-simulate-json = Print one JSON object instead of a table
cli-help-simulate-max-actions = Abort a game after this many actions (default: the game's stated bound)
cli-help-simulate-players = Players at each table
cli-help-simulate-scenario = Scenario id, for games with scenarios (Almost Innocent)
cli-help-simulate-seed = The seed of the first game
cli-help-solve = Deduction from one seat's knowledge
cli-help-solve-cluedo = Exact card-ownership deduction: a knowledge document (JSON) on stdin, the probabilities and certain facts (JSON) on stdout. See docs/deduction/
cli-help-solve-cluedo-list-decks = Print the built-in decks and their card names instead
cli-help-solve-lady-alice = Exact Lady Alice deduction for one seat: a knowledge document (JSON) on stdin, the world distribution (JSON) on stdout. See docs/deduction/lady-alice-solver.md
cli-help-tournament = Mixed bots with seats rotated; win rates with Wilson 95% intervals
cli-help-tournament-bots = Bots taking turns in the seats, e.g. baseline,random
cli-help-tournament-config = { cli-help-simulate-config }
cli-help-tournament-difficulty = { cli-help-simulate-difficulty }
cli-help-tournament-game = { cli-help-simulate-game }
cli-help-tournament-games = { cli-help-simulate-games }
cli-help-tournament-json = { cli-help-simulate-json }
cli-help-tournament-players = { cli-help-simulate-players }
cli-help-tournament-scenario = { cli-help-simulate-scenario }
cli-help-tournament-seed = { cli-help-simulate-seed }
cli-help-tutorial = Check or draft a game's tutorial script (docs/content/tutorials.md)
cli-help-tutorial-check = Replay a game's built-in tutorial (or a script file): every step legal, the game over at the last one
cli-help-tutorial-check-file = A script file instead of the game's built-in one
cli-help-tutorial-check-game = Game id, e.g. lady-alice
cli-help-tutorial-draft = Write a script skeleton: bots play every seat from the script's config and seed (keeping its first KEEP steps), each action becomes a step
cli-help-tutorial-draft-bot = The bot that plays every seat after the kept steps
cli-help-tutorial-draft-file = The script to start from (title, seed, config, learner and its steps)
cli-help-tutorial-draft-game = { cli-help-tutorial-check-game }
cli-help-tutorial-draft-keep = Steps of `file` kept as they are before the bots play on

## The names values are shown by in --help and in parse errors (`--players <PLAYERS>`).
cli-value-code = CODE
cli-value-game = GAME
cli-value-file = FILE
cli-value-players = PLAYERS
cli-value-id = ID
cli-value-seed = SEED
cli-value-game-ids = GAME_IDS
cli-value-games = GAMES
cli-value-difficulty = DIFFICULTY
cli-value-data = DATA
cli-value-addr = ADDR
cli-value-tables = TABLES
cli-value-spectators = SPECTATORS
cli-value-seconds = SECONDS
cli-value-scenario = SCENARIO
cli-value-database = DATABASE
cli-value-config = CONFIG
cli-value-campaign = CAMPAIGN
cli-value-bots = BOTS
cli-value-bot = BOT
cli-value-ws-ping-ms = WS_PING_MS
cli-value-ws-dead-ms = WS_DEAD_MS
cli-value-token = TOKEN
cli-value-static-dir = STATIC_DIR
cli-value-spectator-stay-secs = SPECTATOR_STAY_SECS
cli-value-record = RECORD
cli-value-reconnect-secs = RECONNECT_SECS
cli-value-push-contact = PUSH_CONTACT
cli-value-paths = PATHS
cli-value-pid = PID
cli-value-people = PEOPLE
cli-value-note = NOTE
cli-value-message-bytes = MESSAGE_BYTES
cli-value-me = ME
cli-value-max-connections-per-address = MAX_CONNECTIONS_PER_ADDRESS
cli-value-max-connections = MAX_CONNECTIONS
cli-value-max-actions = MAX_ACTIONS
cli-value-log-format = LOG_FORMAT
cli-value-load = LOAD
cli-value-keep = KEEP
cli-value-hold = HOLD
cli-value-header-timeout-ms = HEADER_TIMEOUT_MS
cli-value-hand-over-after-secs = HAND_OVER_AFTER_SECS
cli-value-hand = HAND
cli-value-deck = DECK
cli-value-compare = COMPARE
cli-value-bot-delay-ms = BOT_DELAY_MS
cli-value-address = ADDRESS
