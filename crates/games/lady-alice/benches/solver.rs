//! The exact solver on fixed states: a seat's view after a fixed number of actions
//! of a seeded baseline game (3, 4 and 5 players), solved from scratch (knowledge
//! from the view, the worlds, the marginals and the best accusation), and one
//! decision of a fresh solver bot on the same turn.
//! Run: `cargo bench -p sleuth-lady-alice --bench solver`.

use criterion::{Criterion, criterion_group, criterion_main};
use sleuth_core::{Bot, Game, HostedGame, Turn, Viewer};
use sleuth_lady_alice::solver::{self, knowledge_from_view};
use sleuth_lady_alice::{LadyAlice, LadyAliceConfig};

/// The game after `steps` actions of baseline play (or earlier if it ended).
fn fixed_state(players: u8, seed: u64, steps: usize) -> LadyAlice {
    let mut game = LadyAlice::new(&LadyAliceConfig::new(players), seed).expect("valid");
    let baseline = LadyAlice::bots()
        .into_iter()
        .find(|b| b.name == "baseline")
        .expect("baseline bot");
    let mut bots: Vec<Box<dyn Bot<LadyAlice>>> = (0..players)
        .map(|s| (baseline.make)(u64::from(s)))
        .collect();
    for _ in 0..steps {
        let Some(seat) = game.to_move().iter().next() else {
            break;
        };
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        let before = game.clone();
        game.play(seat, &action, &mut Vec::new()).expect("legal");
        if game.ending().is_some() {
            return before;
        }
    }
    game
}

fn bench_solver(c: &mut Criterion) {
    let mut group = c.benchmark_group("lady-alice-solver");
    for players in [3u8, 4, 5] {
        for steps in [0usize, 12] {
            let game = fixed_state(players, 7, steps);
            let seat = game.to_move().iter().next().expect("game not over");
            let view = game.view(Viewer::Seat(seat));
            group.bench_function(format!("solve/{players}p/after-{steps}"), |b| {
                b.iter(|| {
                    let knowledge = knowledge_from_view(&view).expect("seat view");
                    let distribution = solver::solve(&knowledge).expect("consistent");
                    (
                        distribution.evidence_probabilities(),
                        distribution.best_accusation(),
                    )
                });
            });
            let solver_bot = LadyAlice::bots()
                .into_iter()
                .find(|b| b.name == "solver")
                .expect("solver bot");
            group.bench_function(format!("solver-bot-turn/{players}p/after-{steps}"), |b| {
                b.iter(|| (solver_bot.make)(1).choose(&Turn::new(&game, seat)));
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_solver);
criterion_main!(benches);
