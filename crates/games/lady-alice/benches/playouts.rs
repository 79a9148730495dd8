//! Games per second on one core: whole seeded games with bots in every seat.
//! Run: `cargo bench -p sleuth-lady-alice --bench playouts` (criterion prints
//! throughput in games/s as "elem/s").

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sleuth_core::simulate::{SimulationOptions, simulate};
use sleuth_lady_alice::{LadyAlice, LadyAliceConfig};

fn bench_playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("lady-alice");
    for (bot, games) in [("random", 1000u64), ("baseline", 20)] {
        for players in [3u8, 4, 5] {
            group.throughput(Throughput::Elements(games));
            let mut seed = 0;
            group.bench_function(format!("{bot}/{players}p/{games}-games"), |b| {
                b.iter(|| {
                    seed += 1;
                    let options = SimulationOptions {
                        games,
                        seed,
                        bots: vec![bot.into()],
                        max_actions: None,
                    };
                    let report = simulate::<LadyAlice>(
                        &LadyAliceConfig::new(players),
                        &options,
                        &mut |_| {},
                    );
                    assert_eq!(report.map(|r| r.completed).ok(), Some(games));
                });
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_playouts);
criterion_main!(benches);
