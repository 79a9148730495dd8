# The replay page (a finished match step by step) and its analysis plot.

replay-title = Replay
replay-title-match = Replay · { $title }
replay-final-table = final table
replay-step-slider =
    .aria-label = Step
replay-first = « First
replay-previous = ◀ Previous
replay-next = Next ▶
replay-last = Last »
replay-every-step = show every step
replay-every-step-title = Also stop at steps where only private things happened
replay-this-step = This step
replay-step = step { $step } of { $steps }
replay-step-skipped = { $skipped ->
    [one] step { $step } of { $steps } ({ $skipped } private step skipped)
   *[other] step { $step } of { $steps } ({ $skipped } private steps skipped)
}
replay-only-for = only { $names }
replay-dealt = The cards are dealt.
replay-nothing-public = Nothing public happened.
replay-nothing-to-play = This is a replay: nothing can be played here.
replay-table-failed = The table could not be drawn: { $error }
replay-no-table = This game has no table yet in this browser UI. Here is the raw view.

## The analysis

replay-analysis = Analysis
replay-analysis-title = Analysis: how sure each seat could be of the truth
replay-analysis-legend =
    .aria-label = Legend
replay-analysis-never = { $name }: never certain before the end; the truth was { $percent } likely before the last action
replay-analysis-certain-deal = { $name }: certain after the deal
replay-analysis-certain-after = { $name }: certain after action { $action }
replay-analysis-apart = Lines that coincide are drawn slightly apart; the large marker is where a seat became certain.
replay-analysis-plot =
    .aria-label = Probability of the truth per seat, action by action
replay-axis-deal = deal
replay-axis-action = action { $action }
