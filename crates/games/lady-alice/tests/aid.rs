//! The learning aid (`HostedGame::aid_document`): a seat's view as the deduction
//! assistant's knowledge document, over random games (proptest: table size, seed,
//! the "no notes" variant, the bots). Solved by `solve_json` (what the registry's
//! `lady-alice` solver runs), it gives exactly the distribution the game's own
//! solver reads from the view, and it names no clue but the seat's own card and
//! what lies in public on the table.

use std::collections::HashSet;

use proptest::prelude::*;
use serde_json::Value;
use sleuth_core::erased::Host;
use sleuth_core::{ErasedGame, Game, HostedGame, Seat, SleuthRng, Turn, Viewer, derive_seed};
use sleuth_lady_alice::solver::{distribution_json, knowledge_from_view, solve, solve_json};
use sleuth_lady_alice::view::LogEntry;
use sleuth_lady_alice::{Clue, LadyAlice, LadyAliceConfig, LadyAliceView};

/// Plays one seeded game with the named bot at every seat, calling `check` on
/// every seat's view after every action.
fn playout(config: &LadyAliceConfig, seed: u64, bot: &str, mut check: impl FnMut(&LadyAliceView)) {
    let spec = LadyAlice::bots()
        .into_iter()
        .find(|b| b.name == bot)
        .expect("the game offers this bot");
    let mut game = LadyAlice::new(config, seed).expect("valid config");
    let mut bots: Vec<_> = (0..config.players)
        .map(|s| (spec.make)(derive_seed(seed, u64::from(s))))
        .collect();
    let mut rng = SleuthRng::from_seed(seed);
    for _ in 0..LadyAlice::info().action_bound {
        for s in 0..config.players {
            check(&game.view(Viewer::Seat(Seat(s))));
        }
        if game.outcome().is_some() {
            return;
        }
        let seats: Vec<Seat> = game.waiting_for().iter().collect();
        let seat = seats[rng.below(seats.len() as u64) as usize];
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        game.play(seat, &action, &mut Vec::new())
            .expect("bots play legal actions");
    }
    panic!("the game ran past its action bound");
}

/// The document solved as the assistant solves it, against the game's own
/// solver on the view: the same answer, to the last digit.
fn assert_same_distribution(view: &LadyAliceView) {
    let document = LadyAlice::aid_document(view).expect("a seat's view has a document");
    let by_document = solve_json(&document)
        .unwrap_or_else(|e| panic!("the solver refused the aid document {document}: {e}"));
    let knowledge = knowledge_from_view(view).expect("the view reads as knowledge");
    let by_view = distribution_json(&solve(&knowledge).expect("the view is consistent"));
    assert_eq!(by_document, by_view, "for the document {document}");
}

/// Clue names in a list of them.
fn names(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("a list of clues")
        .iter()
        .map(|c| c.as_str().expect("a clue name").to_owned())
        .collect()
}

/// The document names the seat's own card and otherwise only clues that the
/// view shows in public (verdicts on the table or in the history, counters);
/// a counter's value only where it lies face up, or for the seat's own counters
/// (and every value once the game is over and all is revealed).
fn assert_names_only_what_the_seat_saw(view: &LadyAliceView) {
    let document = LadyAlice::aid_document(view).expect("a seat's view has a document");
    let Viewer::Seat(me) = view.viewer else {
        panic!("a seat's view")
    };
    assert_eq!(document["me"], me.0);
    let mine = view.my_evidence.expect("a seat has its card");
    assert_eq!(document["my_evidence"], mine.name());
    let mut public: HashSet<String> = HashSet::new();
    for entry in view.table_entries() {
        if let LogEntry::Suspicion { clues, .. } | LogEntry::Accusation { clues, .. } = entry {
            public.extend(
                Clue::all()
                    .filter(|c| clues.mask() & c.bit() != 0)
                    .map(|c| c.name().to_owned()),
            );
        }
    }
    for list in ["suspicions", "accusations"] {
        for verdict in document[list].as_array().expect("a list") {
            for clue in names(&verdict["clues"]) {
                assert!(public.contains(&clue), "{clue} is in no public verdict");
            }
        }
    }
    for counter in document["counters"].as_array().expect("counters") {
        let clue = counter["clue"].as_str().expect("a clue");
        let area = view
            .areas
            .iter()
            .find(|a| a.clue.name() == clue)
            .expect("a counter lies in an area");
        if !counter["value"].is_null() {
            let over = view.reveal.is_some();
            assert!(
                area.counters
                    .iter()
                    .any(|c| (c.face_up || c.owner == me || over)
                        && c.owner.0 == counter["by"]
                        && c.value.map(Value::from) == Some(counter["value"].clone())),
                "another seat's face-down value named: {counter}"
            );
        }
    }
}

const BOTS: [&str; 3] = ["random", "baseline", "solver"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn aid_document_gives_the_seats_own_distribution_and_no_more(
        players in 3u8..=5,
        seed in any::<u64>(),
        no_notes in any::<bool>(),
        bot in 0usize..BOTS.len(),
    ) {
        let config = LadyAliceConfig { players, no_notes };
        playout(&config, seed, BOTS[bot], |view| {
            assert_same_distribution(view);
            assert_names_only_what_the_seat_saw(view);
        });
    }
}

#[test]
fn aid_document_through_the_registry_interface_reads_the_views_json() {
    let host = Host::<LadyAlice>::default();
    assert_eq!(host.aid_solver(), Some("lady-alice"));
    for players in 3..=5 {
        playout(
            &LadyAliceConfig::new(players),
            u64::from(players),
            "baseline",
            |view| {
                let json = serde_json::to_value(view).expect("views serialize");
                assert_eq!(host.aid_document(&json), LadyAlice::aid_document(view));
            },
        );
    }
    let spectator = LadyAlice::new(&LadyAliceConfig::new(4), 1)
        .expect("valid config")
        .view(Viewer::Spectator);
    assert_eq!(LadyAlice::aid_document(&spectator), None);
    assert_eq!(
        host.aid_document(&serde_json::json!({"not": "a view"})),
        None
    );
}

/// A document that reads a verdict wrongly gives another answer: the comparison
/// above can fail.
#[test]
fn a_changed_verdict_changes_the_answer() {
    let mut compared = 0;
    playout(&LadyAliceConfig::new(4), 9, "baseline", |view| {
        let mut document = LadyAlice::aid_document(view).expect("a document");
        let Some(first) = document["suspicions"]
            .as_array_mut()
            .and_then(|s| s.first_mut())
        else {
            return;
        };
        let smiles = first["smiles"].as_u64().expect("smiles");
        first["smiles"] = Value::from(if smiles == 0 { 1 } else { smiles - 1 });
        let knowledge = knowledge_from_view(view).expect("knowledge");
        let by_view = distribution_json(&solve(&knowledge).expect("consistent"));
        if let Ok(changed) = solve_json(&document) {
            assert_ne!(changed, by_view);
        }
        compared += 1;
    });
    assert!(compared > 0, "no suspicion was made");
}
