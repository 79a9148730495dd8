# The studio (#/studio): the list of drafts, starting and importing a draft, the
# editor with its checker, versions, publications, the player's preview, playing
# with friends and publishing. Case and puzzle texts, and the checker's own problem
# sentences (sent by the server), are not here.

studio-title = Studio
studio-kind = { $game ->
    [watson-holmes] Watson & Holmes case
    [lateral-puzzles] lateral puzzle
   *[other] draft
    }
studio-noun = { $game ->
    [watson-holmes] case
    [lateral-puzzles] puzzle
   *[other] draft
    }
studio-new = { $game ->
    [watson-holmes] New case
    [lateral-puzzles] New puzzle
   *[other] New draft
    }
    .title = { $game ->
        [watson-holmes] Starts from a small case that passes the checker
        [lateral-puzzles] Starts from a small puzzle that passes the checker
       *[other] Starts from a small draft that passes the checker
    }
studio-today = today, { $time }
studio-day = { $day }, { $time }

## Signed out.
studio-login-text = The studio is where people write their own Watson & Holmes cases and lateral puzzles. It keeps your drafts under your account: { $link } to use it.
studio-login-link = log in or create an account

## The drafts.
studio-intro = Write a Watson & Holmes case or a lateral puzzle. The checker reads it as you type: what each question hangs on, the fewest visits, unreachable cards, and every problem at its place. Play it with friends at once, then publish it to the library, where anyone can pick it in the lobby.
studio-my-drafts = My drafts
studio-no-drafts = No drafts yet: start one above, or import a file.
studio-draft-line = { $kind } · version { $version } · saved { $when }
studio-limits = A draft holds at most { $bytes } bytes; an account keeps { $drafts } drafts, each up to { $versions } saved versions. Texts are shown to players as plain text.
studio-formats = The formats:
studio-format-rules = { $game } rules
studio-format-source = and { $doc } in Sleuth's source
studio-formats-starter = The starter drafts show every common key, with comments.

## Importing a file.
studio-import-title = Import a file
studio-import-help = A case or puzzle file in the TOML format (for example one exported from here). It becomes a new draft only if it passes the checker; otherwise every problem is listed and nothing is saved.
studio-import-kind = The file is a
studio-import-file = A TOML file to import
studio-import-choose = Choose a file…
studio-import-no-file = No file chosen
studio-import-reading = Reading { $file }…
studio-import-unreadable = That file cannot be read.
studio-import-refused = Not imported, nothing saved: { $reason }
studio-import-problems = Not imported, nothing saved: { $count ->
    [one] { $count } problem
   *[other] { $count } problems
    } in { $file }.

## The editor.
studio-text = The { $noun }'s TOML
studio-checking = Checking…
studio-unsaved = ● unsaved changes
studio-save = Save
    .title = Save a new version (Ctrl+S or ⌘S)
studio-export = Export
    .title = Download the saved version as a TOML file
studio-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
    }
studio-players-label = Players
studio-preview = Play it as a player
    .title = What a player sees, in order (the saved version)
studio-play = Play with friends
    .title = A private match of the saved version: share its invite link
studio-publish = Publish
    .title = Publish the saved version to the library (a new edition each time)
studio-back = ← My drafts
studio-checker = Checker
studio-the-draft = The { $noun }
studio-format = Format: { $link } and { $doc } in Sleuth's source.
studio-format-the-rules = the rules
studio-leave = Leave the draft with unsaved changes?
studio-leave-yes = Leave without saving
studio-leave-no = Stay
studio-leave-detail = Your changes stay in this tab and come back when you open the draft again, until you close the tab.
studio-unsaved-back = Your unsaved changes from earlier are back in the editor (not saved yet).
studio-unsaved-back-elsewhere = Your unsaved changes from earlier are back in the editor, but the draft was saved elsewhere since: compare before saving.
studio-unsaved-discard = Discard them
studio-version = version { $version }
studio-saved-at = saved { $when }
studio-caret = Line { $line }, column { $column } · { $bytes } of { $max } bytes

## The checker.
studio-place-draft = draft
studio-too-long = is longer than { $max } bytes: the server will not take it
studio-checker-failed = The checker could not run: { $message }
studio-check-ok = ✓ No problems: ready to play and to publish
studio-check-problems = ✗ { $count ->
    [one] { $count } problem
   *[other] { $count } problems
    }
studio-mini-ok = ✓ No problems
studio-mini-problems = ✗ { $count ->
    [one] { $count } problem
   *[other] { $count } problems
    }: see the checker
studio-show-place = Show this place in the draft
studio-checked-in = Checked in { $ms } ms.
studio-case-later = What settles each question, the fewest visits, the difficulty estimate and the unreachable cards come once the problems above are fixed.
studio-cards = { $count ->
    [one] card { $list }
   *[other] cards { $list }
    }
studio-fewest-visits = Fewest visits
studio-fewest-visits-value = { $visits } (visits that settle every answer)
studio-fewest-visits-unknown = not known: the case is not proved solvable yet
studio-difficulty = Difficulty
studio-difficulty-value = declared { $declared }, the checker estimates { $estimate }
studio-unreachable = Unreachable cards
studio-unreachable-value = { $cards }: no player can ever read them
studio-unreachable-none = none
studio-questions = Questions
studio-settled = Settled: { $answer }
studio-not-settled = Not settled by the cards a player can read
studio-proved-by = proved by { $cards }
studio-proved-by-none = proved by no card
studio-ruled-out-by = options ruled out by { $cards }
studio-on-route = on the fewest-visits route: { $cards }
studio-route = The fewest-visits route

## The fewest-visits route, said from the checker's figures (one line each).
studio-route-visits = Fewest visits: { $count } ({ $steps })
studio-route-visits-bound = At most { $count } visits (the search was cut short): { $steps }
studio-route-arrow = { " → " }
studio-route-card = card { $location }
studio-route-card-notes = card { $location } ({ $notes })
studio-route-note-again = read again
studio-route-note-fare = { $count ->
    [one] fare of { $count } carriage
   *[other] fare of { $count } carriages
    }
studio-route-note-call-off = calls off the police
studio-route-note-spend-lockpick = spends the lockpick
studio-route-note-take-lockpick = takes a lockpick
studio-route-note-take-call-off = takes a call-off token
studio-route-note-take-carriages = { $count ->
    [one] takes { $count } carriage
   *[other] takes { $count } carriages
    }
studio-route-carriages = Carriages needed: { $needed } of the { $start } at the start
studio-route-carriages-stop = Carriages needed: { $needed } of the { $start } at the start, so { $rounds ->
    [one] { $rounds } more round
   *[other] { $rounds } more rounds
    } at the Carriage Stop
studio-route-police = If a rival's police token sits on: { $risks }
studio-route-police-visits = card { $location } → { $visits ->
    [one] { $visits } visit
   *[other] { $visits } visits
    }
studio-route-police-unsolvable = card { $location } → unsolvable
studio-route-difficulty = Evidence: { $evidence ->
    [one] { $evidence } card
   *[other] { $evidence } cards
    }, effort { $effort }; difficulty estimate { $estimate }, declared { $declared }
studio-route-difficulty-gap = Evidence: { $evidence ->
    [one] { $evidence } card
   *[other] { $evidence } cards
    }, effort { $effort }; difficulty estimate { $estimate }, declared { $declared } (they differ by { $gap }: see the difficulty formula)

studio-puzzle-later = The difficulty and the parts' scores come once the problems above are fixed.
studio-difficulty-of-five = { $difficulty } of 5
studio-parts = Parts
studio-parts-value = { $count ->
    [one] { $count } part
   *[other] { $count } parts
    }: { $sum } = { $total } points

## Saving, versions and publications.
studio-saved-as = Saved as version { $version }.
studio-nothing-changed = Nothing changed since version { $version }.
studio-not-saved = Not saved: { $message }
studio-versions = Versions
studio-versions-help = Every save is kept. Restoring an old version saves it again as the newest; nothing is lost.
studio-version-title = Version { $version }
studio-version-line = · { $when } · { $chars } characters
studio-view = view
studio-newest = newest
studio-restore = restore
studio-restore-version = Restore version { $version }
studio-close = Close
studio-restore-confirm = Restore version { $version }?
studio-restore-yes = Restore it
studio-restore-detail = The editor has unsaved changes: restoring replaces them with that version.
studio-restored = Version { $version } restored as version { $newest }.
studio-publications = Published editions
studio-publication-line = Edition { $edition } (version { $version }) · { $when }
studio-publication-hidden = · hidden by the site's administrators
studio-publications-help = A published edition never changes: publishing again makes a new edition, and the library shows the newest.

## The preview, playing and publishing.
studio-preview-back = Back to the editor
studio-preview-head = Play it as a player: what a player sees of version { $version }, in order. Nothing here is ever sent to anyone.
studio-no-preview = No preview: { $message }
studio-not-played = Not played: { $message }
studio-published = Published: “{ $title }”, edition { $edition }, is in the library. Players find it in the lobby under “From the library” beside the { $noun } menu.
studio-open-lobby = Open the lobby
studio-not-published = Not published: { $message }
studio-symbol-needs-lockpick = needs a lockpick
studio-symbol-gives-lockpick = gives a lockpick
studio-symbol-gives-police = gives a police token
studio-symbol-gives-call-off = gives a call-off token
studio-symbol-gives-carriages = gives { $count ->
    [one] { $count } carriage
   *[other] { $count } carriages
    }
studio-read = Read
studio-leads-on = Leads on to { $list } (now readable).
studio-unseen = { $count ->
    [one] { $count } more card is on the board, not yet pointed to by a card you have read.
   *[other] { $count } more cards are on the board, not yet pointed to by a card you have read.
    }
studio-all-readable = Every card of the case is readable now.
studio-introduction = Introduction
studio-special-rules = Special rules
studio-no-special-rules = None: the usual rules.
studio-rule-questions-at-221b = The questions are kept for 221B Baker Street.
studio-rule-starting-carriages = { $count ->
    [one] Each player starts with { $count } carriage.
   *[other] Each player starts with { $count } carriages.
    }
studio-rule-no-starting-police = Nobody starts with a police token.
studio-rule-starting-lockpick = Every player starts with a lockpick, while the stock lasts.
studio-rule-no-watson = The Watson card is not in play.
studio-rule-carriage-stop-gain = { $count ->
    [one] The Carriage Stop gives { $count } carriage.
   *[other] The Carriage Stop gives { $count } carriages.
    }
studio-rule-carriage-stop-closed = The Carriage Stop is closed.
studio-answered-in-words = Answered in words.
studio-zones = Zones
studio-zone-fare = fare { $count ->
    [one] { $count } carriage
   *[other] { $count } carriages
    }
studio-cards-you-can-read = The cards you can read
studio-leads = The introduction leads to { $list }. Reading a card shows its text and makes the cards it points to readable.
studio-situation = The situation, read aloud
studio-themes = Themes:
studio-hidden-parts = The solution has { $count ->
    [one] { $count } hidden part
   *[other] { $count } hidden parts
    }, known only to the Lateral Master; the puzzlers score by spoiling them.

## Between an imported problem's place and its sentence, and between the reasons one problem lists.
studio-problem-colon = { ": " }
studio-reasons-joiner = { "; " }

## A draft whose title is blank, as the list of drafts names it.
studio-untitled = { $game ->
    [watson-holmes] Untitled case
   *[other] Untitled puzzle
  }
