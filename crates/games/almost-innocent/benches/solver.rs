//! The one-seat solver on positions of the hardest scenario (the starless crown,
//! detective) reached by the `solver` bot: its belief (exact joint count or the
//! approximation) and the bot's whole choice of a question, for 3 and 5 players
//! after 0, 3 and 6 questions.
#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use sleuth_almost_innocent::solver::Solver;
use sleuth_almost_innocent::{AlmostInnocent, Config, Difficulty, View, solver_bot};
use sleuth_core::game::{Bot, HostedGame, Turn};
use sleuth_core::{Game, Viewer};

/// The active seat's view and legal actions once `questions` questions were asked.
fn position(players: u8, questions: usize) -> (View, Vec<sleuth_almost_innocent::Action>) {
    let config = Config {
        players,
        scenario: "the-starless-crown".into(),
        difficulty: Difficulty::Detective,
        abilities: None,
        shared_ability: None,
        campaign: None,
        language: "en".into(),
    };
    let seed = 11;
    let mut game = AlmostInnocent::new(&config, seed).unwrap();
    let spec = AlmostInnocent::bots()
        .into_iter()
        .find(|b| b.name == "solver")
        .unwrap();
    let mut bots: Vec<Box<dyn Bot<AlmostInnocent>>> = (0..players)
        .map(|s| (spec.make)(seed + u64::from(s)))
        .collect();
    loop {
        let seat = game.waiting_for().first_seat().unwrap();
        let view = game.view(Viewer::Seat(seat));
        if view.questions.len() >= questions
            && matches!(view.phase, sleuth_almost_innocent::PhaseView::Turn)
        {
            return (view, game.legal_actions(seat));
        }
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        let mut events = Vec::new();
        game.play(seat, &action, &mut events).unwrap();
    }
}

fn bench(c: &mut Criterion) {
    for players in [3u8, 5] {
        for questions in [0usize, 3, 6] {
            let (view, legal) = position(players, questions);
            let solver = Solver::new(&view).unwrap();
            let exact = solver.belief().unwrap().exact;
            let label = format!(
                "starless-crown/P={players}/after-{questions}/{}",
                if exact { "exact" } else { "approx" }
            );
            c.bench_function(&format!("belief/{label}"), |b| {
                b.iter(|| Solver::new(&view).unwrap().belief().unwrap())
            });
            c.bench_function(&format!("bot-turn/{label}"), |b| {
                b.iter(|| solver_bot::choose(&Solver::new(&view).unwrap(), &legal))
            });
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
