//! The random bot reaches every part of the rules: over seeded random games (the
//! seats chosen as the playout harness does, any seat that may act), every action
//! kind, every event kind and every end is seen. A rules change that makes some
//! card unreachable fails here rather than going untested by the harness.

use std::collections::BTreeMap;

use sleuth_core::{Game, SleuthRng, derive_seed};
use sleuth_lateral_puzzles::{Config, LateralPuzzles, library};

mod common;

fn tag<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value).unwrap()["type"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn random_games_reach_every_action_event_and_end() {
    let mut actions: BTreeMap<String, u64> = BTreeMap::new();
    let mut events: BTreeMap<String, u64> = BTreeMap::new();
    let mut ends: BTreeMap<String, u64> = BTreeMap::new();
    let mut lengths = Vec::new();
    for index in 0..300u64 {
        let players = 3 + (index % 7) as u8;
        let puzzles = library::shipped();
        // A third of the games on the rulebook's Red Dame, whose 5-point part lets
        // more than 90 points be spoiled before the end.
        let config = if index % 3 == 0 {
            common::red_dame_config(players)
        } else {
            Config {
                players,
                lateral_master: (index % u64::from(players)) as u8,
                puzzle: puzzles[index as usize % puzzles.len()].id.clone(),
                custom: None,
                language: "en".into(),
            }
        };
        let seed = derive_seed(99, index);
        let mut game = LateralPuzzles::new(&config, seed).unwrap();
        let mut rng = SleuthRng::from_seed(seed);
        let mut steps = 0;
        while game.outcome().is_none() {
            let seat = common::random_mover(&game, &mut rng);
            let action = game.random_action(seat, &mut rng).unwrap();
            *actions.entry(tag(&action)).or_default() += 1;
            let mut out = Vec::new();
            game.play(seat, &action, &mut out).unwrap();
            for e in &out {
                *events.entry(tag(&e.body)).or_default() += 1;
            }
            steps += 1;
            assert!(steps < 20_000);
        }
        let view = game.view(sleuth_core::Viewer::Everyone);
        *ends
            .entry(serde_json::to_string(&view.over).unwrap())
            .or_default() += 1;
        lengths.push(steps);
    }
    let mean = lengths.iter().sum::<u64>() / lengths.len() as u64;
    eprintln!(
        "actions {actions:?}\nevents {events:?}\nends {ends:?}\nmean length {mean}, longest {:?}",
        lengths.iter().max()
    );
    for kind in [
        "ask",
        "rephrase",
        "decline_rephrase",
        "end_turn",
        "tip_off",
        "sherlock",
        "spoiler",
        "padlock",
        "mata_hari",
        "cooperation",
        "queue",
        "convert_spoiler",
        "don_corleone",
        "allow_spy",
        "answer",
        "rule_duplicate",
        "judge",
        "carry_out_swap",
        "give_sherlock",
        "extra_rounds",
        "end_game",
        "leave",
        "return",
        "go_on_without",
    ] {
        assert!(actions.contains_key(kind), "no {kind} in {actions:?}");
    }
    for kind in [
        "round_started",
        "turn_started",
        "turn_ended",
        "asked",
        "private_question",
        "flagged",
        "duplicate_ruled",
        "answered",
        "private_answer",
        "rephrase_declined",
        "card_played",
        "padlocked",
        "spy_attempt",
        "spy_defended",
        "spy_succeeded",
        "revealed",
        "padlock_returned",
        "cooperation_played",
        "swapped",
        "queue_moved",
        "spoiler_played",
        "spoiler_text",
        "spoiler_judged",
        "spoiler_parts",
        "spoiler_converted",
        "sherlock_given",
        "over_ninety",
        "extra_rounds_granted",
        "game_over",
        "left",
        "returned",
        "went_on_without",
        "turn_skipped",
    ] {
        assert!(events.contains_key(kind), "no {kind} event in {events:?}");
    }
    for end in [
        "\"all_spoiled\"",
        "\"over_ninety\"",
        "\"stalled\"",
        "\"too_few_puzzlers\"",
    ] {
        assert!(ends.contains_key(end), "no end {end} in {ends:?}");
    }
}
