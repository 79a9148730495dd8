# The lobby's library choice and content language (library.js): the studio's
# published pieces beside a game's case or puzzle menu, the report form for one
# of them, and the language of a new match's case, puzzle or scenario texts.

library-menu = From the library
library-none = { $kind ->
    [case] None: the case chosen above
   *[puzzle] None: the puzzle chosen above
}
library-report = Report
    .title = Tell the site's administrators what is wrong with this piece
library-plays = { $kind ->
    [case] Plays “{ $title }”, written by { $author } in the studio, instead of the case menu above.
   *[puzzle] Plays “{ $title }”, written by { $author } in the studio, instead of the puzzle menu above.
}
library-count = { $count ->
    [one] One piece written by players in the studio.
   *[other] { $count } pieces written by players in the studio.
}
library-nothing = Nothing published yet:
library-write = { $kind ->
    [case] write a case in the studio
   *[puzzle] write a puzzle in the studio
}
library-by = by { $author }
library-introductory = introductory
library-difficulty = difficulty { $difficulty }
library-edition = edition { $edition }
library-report-reason = What is wrong with “{ $title }”
library-report-send = Send the report
library-report-cancel = Cancel
library-report-empty = Say what is wrong first (1 to { $max } characters).
library-report-sent = Reported: the site's administrators will read it. Thank you.
library-report-ask = Report “{ $title }” by { $author }: what is wrong with it (for the site's administrators; up to { $max } characters)?

## The content language of a new match.

library-language = { $kind ->
    [case] Language of the case
    [puzzle] Language of the puzzle
   *[scenario] Language of the scenario
}
library-languages-case = { $count ->
    [one] This case exists in { $languages } only.
   *[other] This case exists in: { $languages }.
}
library-languages-puzzle = { $count ->
    [one] This puzzle exists in { $languages } only.
   *[other] This puzzle exists in: { $languages }.
}
library-languages-scenario = { $count ->
    [one] This scenario exists in { $languages } only.
   *[other] This scenario exists in: { $languages }.
}
