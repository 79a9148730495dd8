//! The solver bot's work per change of knowledge (exact count, 800 sampled
//! deals, 288 suggestions scored) and the exact belief, on mid-game views of
//! 3, 4 and 6 players (baseline bots play 4 suggestions first).
#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use sleuth_core::{Game, HostedGame, Seat, Turn, Viewer};
use sleuth_havent_a_cluedo::solver::belief;
use sleuth_havent_a_cluedo::{Config, HaventACluedo, SolverBot, View};

fn mid_game(players: u8) -> (View, View) {
    let specs = HaventACluedo::bots();
    let baseline = specs.iter().find(|s| s.name == "baseline").unwrap();
    let mut g = HaventACluedo::new(&Config::new(players), 11).unwrap();
    let mut bots: Vec<_> = (0..players)
        .map(|s| (baseline.make)(u64::from(s)))
        .collect();
    let mut made = 0;
    while g.outcome().is_none() && made < 4 {
        let seat = g.to_move().first_seat().unwrap();
        let view = g.view(Viewer::Seat(seat));
        let action = bots[seat.index()].choose(&Turn::new(&g, seat));
        if matches!(action, sleuth_havent_a_cluedo::Action::Suggest { .. }) {
            made += 1;
        }
        g.play(seat, &action, &mut Vec::new()).unwrap();
        let _ = view;
    }
    let mut end = g.clone();
    // The final view only supplies the envelope for `belief`.
    while end.outcome().is_none() {
        let seat = end.to_move().first_seat().unwrap();
        let action = bots[seat.index()].choose(&Turn::new(&end, seat));
        end.play(seat, &action, &mut Vec::new()).unwrap();
    }
    (g.view(Viewer::Seat(Seat(0))), end.view(Viewer::Everyone))
}

fn bench(c: &mut Criterion) {
    for players in [3u8, 4, 6] {
        let (view, final_view) = mid_game(players);
        c.bench_function(&format!("solver/{players}p/analysis"), |b| {
            b.iter(|| {
                let mut bot = SolverBot::new(1);
                bot.analysis(&view).unwrap()
            })
        });
        c.bench_function(&format!("solver/{players}p/belief"), |b| {
            b.iter(|| belief(&view, &final_view).unwrap())
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
