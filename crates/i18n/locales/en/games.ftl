# Each hosted game as the lobby shows it: its name (a title, the same in every
# language), its one-line summary, its tutorial's title, and the words of its
# create form's options (GET /api/games sends the same in English; the lobby
# falls back to those for a game this file does not know). Titles of cases,
# puzzles and scenarios are content and are not here.

games-lady-alice-name = Lady Alice
games-lady-alice-summary = Find the culprit, place, time and object of Stanley's kidnapping from anonymous verdicts; bluff with counters.
games-lady-alice-tutorial = Your first Lady Alice game
games-lady-alice-variant-no_notes = No notes (the rulebook's "note taking is prohibited!"): the table shows only what lies on it now (covered clues, counters, the latest suspicion and accusation with their verdicts), not the history of earlier suspicions and placements; everything is shown at the end

games-havent-a-cluedo-name = Haven't a Cluedo
games-havent-a-cluedo-summary = Find the person, room and article in Governor Smith's envelope: roll, walk Imperial Manor, suggest, and see the cards others show you.
games-havent-a-cluedo-tutorial = Your first Haven't a Cluedo game
games-havent-a-cluedo-variant-burgess_goes_diagonal = after Reverend Burgess has entered the Bar, his moves may step diagonally too (ruling HC-8); needs a seat playing Reverend Burgess
games-havent-a-cluedo-variant-round_limit = the game ends with no winner after this many rounds (1-200, default 200)

games-almost-innocent-name = Almost Innocent
games-almost-innocent-summary = Cooperative deduction on a 6x6 grid: each player knows the solution of their left neighbour and must find their own through row and column questions.
games-almost-innocent-tutorial = Your first Almost Innocent game
games-almost-innocent-variant-scenario = the scenario (default: the first)
games-almost-innocent-variant-difficulty = easy, medium or detective
games-almost-innocent-variant-abilities = the ability each seat plays, Seat 1 first
games-almost-innocent-variant-shared_ability = two players: the extra ability both may use
games-almost-innocent-difficulty-easy = Easy
games-almost-innocent-difficulty-medium = Medium
games-almost-innocent-difficulty-detective = Detective
games-almost-innocent-difficulty-easy-label = Easy: more tokens, say which types you found or doubt
games-almost-innocent-difficulty-medium-label = Medium: only say whether you know your combination
games-almost-innocent-difficulty-detective-label = Detective: fewest tokens, no talk

games-watson-holmes-name = Watson & Holmes
games-watson-holmes-summary = Race to solve a Victorian case: visit locations, outbid rivals with carriages, read the clues in secret, and answer every question at 221B Baker Street first.
games-watson-holmes-tutorial = Your first case: The Tallow Merchant's Ledger
games-watson-holmes-variant-case = Case
games-watson-holmes-variant-open_casebook = Open casebook: every text you have read stays readable

games-lateral-puzzles-name = Lateral Puzzles Game
games-lateral-puzzles-summary = One Lateral Master knows the story; the puzzlers ask yes/no questions, play cards to ask in private, spy, lock and swap answers, and spoil parts of the solution for points.
games-lateral-puzzles-tutorial = Your first Lateral Puzzles game
games-lateral-puzzles-variant-puzzle = Puzzle
