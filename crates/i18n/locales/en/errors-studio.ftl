# The studio's refusals: drafts, versions, imports, publications and reports.
# A draft refused for its problems says how many (`count`); the refusal lists
# the problems themselves beside it, each in the reader's language.

errors-studio-unknown-game = the studio writes Watson & Holmes cases (watson-holmes) and lateral puzzles (lateral-puzzles), not "{ $game }"
errors-studio-draft-too-long = a draft has at most { $max } bytes; this one has { $bytes }
errors-studio-draft-nul = a draft is text: no NUL character
errors-studio-no-draft = you have no draft "{ $draft }"
errors-studio-no-saved-version = the draft has no saved version
errors-studio-no-version = the draft has no version { $version }
errors-studio-too-many-drafts = an account keeps at most { $max } drafts
errors-studio-too-many-versions = a draft keeps at most { $max } versions: export it and import it as a new draft
errors-studio-saved-elsewhere = the draft was saved elsewhere at the same moment: reload it and save again
errors-studio-fix-first = { $count ->
    [one] this draft has { $count } problem: fix it first
   *[other] this draft has { $count } problems: fix them first
  }
errors-studio-fix-before-publishing = { $count ->
    [one] this draft has { $count } problem: fix it before publishing
   *[other] this draft has { $count } problems: fix them before publishing
  }
errors-studio-not-importable = { $count ->
    [one] this file has { $count } problem
   *[other] this file has { $count } problems
  }: the studio cannot import it as a { $game ->
    [watson-holmes] case
   *[other] puzzle
  }
errors-studio-already-published = version { $version } is already published: change the draft to publish a new edition
errors-studio-report-length = say what is wrong in 1 to { $max } characters
errors-studio-report-control = a report is plain text: no control characters
errors-studio-no-publication = the library has no "{ $publication }"
errors-studio-publication-of-another-game = "{ $publication }" is a { $game } publication, not a { $asked } one
# A publication a newer checker refuses, picked in the lobby by a player.
errors-studio-publication-outdated = "{ $publication }" no longer passes the checker ({ $count ->
    [one] { $count } problem
   *[other] { $count } problems
  }): its author can publish a corrected edition from the studio
