# The rules page and the rules panel beside a table (web/rules.js): its own words
# around a game's rules text, which comes from the game in the reader's language.

rules-loading = Loading the rules…
rules-back-to-lobby = ← Lobby
rules-glossary = Glossary
rules-close = Close
rules-panel-title = Rules
rules-open-in-tab = Open in a new tab
# Shown above a game's rules when they are not yet written in the reader's
# language and the English page is shown instead.
rules-not-translated = This page is not yet translated: here it is in English.
# A glossary word's tooltip in a table: the word, then what it means.
rules-term-title = { $term }: { $text }
