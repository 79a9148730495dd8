//! Exact solving of fixed classic-Cluedo states: few (3), many (15) and very
//! many (40) simulated suggestions for 3, 4 and 6 players, plus "opaque"
//! states where the seat never saw a shown card (only has-one-of constraints),
//! and "observer" states of someone without a hand who saw no card.
#![allow(missing_docs, clippy::unwrap_used)]

use criterion::{Criterion, criterion_group, criterion_main};
use serde_json::{Value, json};
use sleuth_deduction::knowledge::{DeckSpec, Knowledge, KnowledgeDoc};
use sleuth_deduction::sim::simulated_document;
use sleuth_deduction::{Method, SolveOptions, solve};

fn state(players: usize, suggestions: usize, opaque: bool, observer: bool) -> Knowledge {
    let mut doc = simulated_document(
        &DeckSpec::classic(),
        json!("classic"),
        players,
        0,
        suggestions,
        7 + players as u64,
    );
    if observer {
        let o = doc.as_object_mut().unwrap();
        o.remove("me");
        o.remove("my_hand");
    }
    if opaque {
        for s in doc["suggestions"].as_array_mut().unwrap() {
            s["shown"] = Value::Null;
        }
    }
    let doc: KnowledgeDoc = serde_json::from_value(doc).unwrap();
    Knowledge::from_doc(&doc).unwrap()
}

fn bench(c: &mut Criterion) {
    let opts = SolveOptions::default();
    for players in [3, 4, 6] {
        let cases = [
            ("few", 3, false, false),
            ("many", 15, false, false),
            ("very-many", 40, false, false),
            ("opaque-many", 15, true, false),
            ("opaque-very-many", 40, true, false),
            ("observer-few", 3, true, true),
            ("observer-many", 15, true, true),
        ];
        for (label, n, opaque, observer) in cases {
            let k = state(players, n, opaque, observer);
            let s = solve(&k, &opts).unwrap();
            assert_eq!(s.method, Method::Exact);
            c.bench_function(&format!("classic/{players}p/{label}"), |b| {
                b.iter(|| solve(&k, &opts).unwrap())
            });
        }
    }
}

/// Hard observer states (the slowest a player's notepad meets): a real deal, many wide has-one-of facts,
/// no passes; counted by whole hands. One fixed state per player count.
fn bench_hard(c: &mut Criterion) {
    let opts = SolveOptions::default();
    let mut group = c.benchmark_group("hard-observer");
    group.sample_size(10);
    for players in [3, 4, 5, 6] {
        let (k, _) = sleuth_deduction::sim::hard_observer_state(
            &DeckSpec::classic(),
            players,
            30,
            1000 * players as u64 + 10,
        );
        let s = solve(&k, &opts).unwrap();
        assert_eq!(s.method, Method::Exact);
        group.bench_function(format!("classic/{players}p/30-facts"), |b| {
            b.iter(|| solve(&k, &opts).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, bench, bench_hard);
criterion_main!(benches);
