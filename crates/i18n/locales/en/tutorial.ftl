# The tutorial's guide (web/tutorial.js): its own words around the script's hints,
# which come from the game's tutorial in the learner's language.

tutorial-badge = Tutorial
tutorial-bar-label = Tutorial step
tutorial-more = more
tutorial-less = less
# The bar's button once the game is over: it scrolls to the debrief.
tutorial-read-debrief = Read it
tutorial-finished = finished
tutorial-step-count = step { $step } of { $steps }
tutorial-over = The tutorial game is over.
tutorial-over-bar = The tutorial game is over: see what you practised and what to try next.
tutorial-back-to-games = Back to the games
# While a bot seat plays its scripted move; $name is the script's name for it.
tutorial-waiting-named = { $name } is moving: watch the table.
tutorial-waiting = The other players are moving: watch the table.
