//! The solvability checker on the largest shipped case (25 locations): the full
//! check `sleuth content check` runs, and the check without police risks the
//! studio runs as an author types (it must answer well within 300 ms for 25
//! locations, so that checking keeps up with typing).
//! `cargo bench -p sleuth-watson-holmes --bench checker`.

use criterion::{Criterion, criterion_group, criterion_main};
use sleuth_watson_holmes::check::{check, check_without_police};
use sleuth_watson_holmes::library;

fn largest_case() -> &'static sleuth_watson_holmes::case::Case {
    library::shipped()
        .iter()
        .max_by_key(|c| c.locations.len())
        .expect("shipped cases")
}

fn checker(c: &mut Criterion) {
    let case = largest_case();
    let mut group = c.benchmark_group(format!("checker/{}-locations", case.locations.len()));
    group.sample_size(10);
    group.bench_function("studio (no police risks)", |b| {
        b.iter(|| check_without_police(case).expect("solvable"))
    });
    group.bench_function("full", |b| b.iter(|| check(case).expect("solvable")));
    group.finish();
}

criterion_group!(benches, checker);
criterion_main!(benches);
