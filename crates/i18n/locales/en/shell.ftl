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
