# The learning aid beside a match: the lobby's option, the match page's button and
# line, and the side panel with the seat's notepad.

aid-option = Allow the learning aid (unrated only)
aid-option-title = Each player may open the deduction assistant, filled from what their own seat has seen
aid-open = Assistant
aid-open-title = The deduction assistant, filled from what your seat has seen
aid-allowed = Learning aid allowed: players may open the deduction assistant
aid-close = Close
aid-asking = Asking the assistant…
aid-known = What your seat knows
aid-known-count = What your seat knows ({ $count })
aid-panel-title = Deduction assistant
aid-panel =
    .aria-label = Deduction assistant
aid-intro = Filled from what your seat has seen, and nothing more: the exact chances over every deal that fits it. It follows the game while it is open.
aid-unknown-kind = This page does not know the assistant “{ $solver }”.
aid-own-evidence = Your evidence card: { $clue }
aid-own-cards = Your cards: { $cards }
