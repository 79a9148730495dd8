//! Checks shared by the bot test files (`solver.rs`, `planner.rs`).

use sleuth_core::{Bot, Game, Turn, Viewer};
use sleuth_lady_alice::solver::{self, knowledge_from_view};
use sleuth_lady_alice::view::{LogEntry, PhaseView};
use sleuth_lady_alice::{Action, LadyAlice};

/// Turns, over one game, on which the mover's exact solver was sure of the
/// accusation, and the accusations made on those turns.
#[derive(Clone, Copy, Debug, Default)]
pub struct SureTurns {
    pub turns: u32,
    pub accusations: u32,
}

impl std::ops::AddAssign for SureTurns {
    fn add_assign(&mut self, other: SureTurns) {
        self.turns += other.turns;
        self.accusations += other.accusations;
    }
}

/// Plays `game` to its end with `bots` (by seat). On every deduction turn where
/// the exact solver, given the mover's view, is sure of the accusation, the bot
/// must accuse or place a counter (never pass), and an accusation made then
/// must be correct. `label` names the game in failure messages.
pub fn play_checking_sure_turns(
    game: &mut LadyAlice,
    bots: &mut [Box<dyn Bot<LadyAlice>>],
    label: &str,
) -> SureTurns {
    let mut seen = SureTurns::default();
    while game.ending().is_none() {
        let seat = game.to_move().iter().next().unwrap();
        let view = game.view(Viewer::Seat(seat));
        let distribution = solver::solve(&knowledge_from_view(&view).unwrap()).unwrap();
        let sure = distribution
            .best_accusation()
            .is_some_and(|(_, _, p)| p == 1.0);
        let action = bots[seat.index()].choose(&Turn::new(game, seat));
        if sure && matches!(view.phase, PhaseView::Deduction { .. }) {
            seen.turns += 1;
            assert!(
                matches!(action, Action::Accuse { .. } | Action::PlaceCounter { .. }),
                "{label}: sure but {action:?}"
            );
        }
        let mut events = Vec::new();
        game.play(seat, &action, &mut events).unwrap();
        if sure && let Action::Accuse { .. } = action {
            seen.accusations += 1;
            assert!(
                matches!(
                    game.view(Viewer::Everyone).history.last(),
                    Some(LogEntry::Accusation { correct: true, .. })
                ),
                "{label}: a sure accusation is correct"
            );
        }
    }
    seen
}
