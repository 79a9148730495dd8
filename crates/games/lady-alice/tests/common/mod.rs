//! Checks and a constructed position shared by the bot test files (`solver.rs`,
//! `planner.rs`).

use sleuth_core::{Bot, Game, Seat, Turn, Viewer};
use sleuth_lady_alice::solver::{self, knowledge_from_view};
use sleuth_lady_alice::view::{LogEntry, PhaseView};
use sleuth_lady_alice::{Action, Clue, LadyAlice, LadyAliceConfig, Named};

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

/// `play_checking_sure_turns` over many games: at 3, 4 and 5 players,
/// `games(players)` games set up from seeds `first_seed`, `first_seed + 1`, ...,
/// with `bots(players, i)` in the seats for the `i`-th game.
pub fn sure_turns_over_games(
    games: impl Fn(u8) -> u64,
    first_seed: u64,
    bots: impl Fn(u8, u64) -> Vec<Box<dyn Bot<LadyAlice>>>,
) -> SureTurns {
    let mut seen = SureTurns::default();
    for players in 3..=5u8 {
        for seed in 0..games(players) {
            let mut game =
                LadyAlice::new(&LadyAliceConfig::new(players), first_seed + seed).unwrap();
            seen += play_checking_sure_turns(
                &mut game,
                &mut bots(players, seed),
                &format!("{players} players, seed {seed}"),
            );
        }
    }
    seen
}

/// A 4-player position after three suspicions and two rounds of passes: seat 0
/// holds Mary Kingsley and the verdicts leave the seat to move one world, while a
/// rival (holding Hyde Park) is as sure and speaks next, so waiting would lose.
/// Returns the game, the seat to move and the evidence as a mask of clue bits.
pub fn sure_position_with_a_sure_rival() -> (LadyAlice, Seat, u32) {
    let clue = |name: &str| Clue::from_name(name).unwrap();
    let evidence = ["Mary Kingsley", "Hyde Park", "7h00", "Journal"].map(clue);
    let mut game = LadyAlice::with_deal(4, &evidence, None);
    let mut events = Vec::new();
    let suspicions = [
        ["Mary Kingsley", "Hyde Park", "7h00", "Sextant"],
        ["Mary Kingsley", "Hyde Park", "9h00", "Sextant"],
    ];
    // The holder suspects; everyone passes; the notebook moves on.
    for names in suspicions {
        let holder = game.to_move().iter().next().unwrap();
        let clues = Named::all_four(names.map(clue));
        game.play(holder, &Action::Suspect { clues }, &mut events)
            .unwrap();
        for _ in 0..4 {
            let seat = game.to_move().iter().next().unwrap();
            game.play(seat, &Action::Pass, &mut events).unwrap();
        }
    }
    let holder = game.to_move().iter().next().unwrap();
    let clues = Named::all_four(["Mary Kingsley", "Kew Gardens", "7h00", "Journal"].map(clue));
    game.play(holder, &Action::Suspect { clues }, &mut events)
        .unwrap();
    let seat = game.to_move().iter().next().unwrap();
    let view = game.view(Viewer::Seat(seat));
    let distribution = solver::solve(&knowledge_from_view(&view).unwrap()).unwrap();
    assert_eq!(distribution.world_count(), 1, "seat {}", seat.0);
    (game, seat, evidence.iter().fold(0, |m, c| m | c.bit()))
}

/// Asserts that `action` is a 4-player accusation naming exactly `evidence`.
#[track_caller]
pub fn assert_accuses(action: Action, evidence: u32) {
    let Action::Accuse { clues, removed } = action else {
        panic!("expected an accusation, got {action:?}");
    };
    assert_eq!(removed, None);
    assert_eq!(clues.mask(), evidence);
}
