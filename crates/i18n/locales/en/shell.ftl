# The site's frame: header, navigation, language switch, loading and errors.
# Every language has a file of the same name with the same message ids and the
# same variables (the catalogue check in `cargo test -p sleuth-i18n` says which
# one is missing or different).

-brand = Sleuth

site-title = { -brand }
site-tagline = deduction games with hidden information
nav-play = Play
nav-assistant = Assistant
nav-leaderboards = Leaderboards
nav-friends = Friends
nav-studio = Studio
loading = Loading…
needs-javascript = { -brand } needs JavaScript to run in the browser.
language-switch = Language
language-switch-help = The language of the menus and pages; a match's cases and puzzles keep the language chosen when it was created.

## Shared helpers of every page (ui.js): seat names, a match's title and facts,
## clock rules, the in-page confirmation.

shell-seat-number = Seat { $number }
shell-seat-bot = { $bot } bot
shell-seat-bot-unnamed = bot
shell-list-and = and
shell-match = Match
shell-bots = { $count ->
    [one] { $count } bot
   *[other] { $count } bots
}
shell-empty-seats = { $count ->
    [one] { $count } empty seat
   *[other] { $count } empty seats
}
shell-created-today = created { $time }
shell-created-on = created { $day }, { $time }
shell-confirm-yes = Yes
shell-confirm-cancel = Cancel
shell-clock = Clock
shell-clock-none = No clock
shell-clock-turn-based = Turn based: { $span } a move
shell-clock-real-time = Real time: { $bank }
shell-clock-real-time-increment = Real time: { $bank } + { $increment } a move
shell-span-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
shell-span-hours = { $count } h
shell-span-minutes = { $count } min
shell-span-minutes-seconds = { $minutes } min { $seconds } s
shell-span-seconds = { $count } s
shell-fact-rated = Rated
shell-fact-unrated = Not rated
shell-fact-team-unrated = Team game, not rated
shell-fact-campaign = Campaign
shell-fact-campaign-group = Campaign: { $group }
shell-fact-labelled = { $label }: { $value }
shell-fact-from-library = { $label }: { $title } (from the library)
shell-fact-from-draft = { $label }: { $title } (a studio draft)
shell-fact-from-master = { $label }: { $title } (the Lateral Master's own)
shell-fact-key-case = Case
shell-fact-key-puzzle = Puzzle
shell-fact-key-scenario = Scenario
shell-fact-key-difficulty = Difficulty
shell-scroll-sideways = Scroll sideways to see every column →
