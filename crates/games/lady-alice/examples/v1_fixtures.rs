//! Writes the rules-version-1 record fixtures of `tests/records/` (the records the
//! old-version tests replay): baseline-bot games for 3, 4 and 5 players in which, in
//! the second deduction round, the first seat passes, the next accuses wrongly and
//! the others pass, so that ruling LA-5's amendment (version 2: an incorrect
//! accusation does not restart the count of passes) changes how the game goes on.
//! Each file is a match record (docs/match-record.md) with one more field,
//! `expected_outcome`, the outcome it reached under version 1.
//!
//! `cargo run -p sleuth-lady-alice --example v1_fixtures -- DIR`

use sleuth_core::{Bot, Game, MatchRecord, Seat, Turn};
use sleuth_lady_alice::bots::BaselineBot;
use sleuth_lady_alice::view::PhaseView;
use sleuth_lady_alice::{Action, Category, Clue, LadyAlice, LadyAliceConfig, Named};

/// A wrong accusation: one clue per category (minus the removed one with 3
/// players), chosen so that it is not the solution.
fn wrong_accusation(game: &LadyAlice) -> Action {
    let players = game.players();
    let evidence: Vec<Clue> = (0..players as u8)
        .map(|s| game.evidence_of(Seat(s)))
        .collect();
    // Name, in every category, a clue that is nobody's evidence: zero smiles.
    let mut slots = [None; 4];
    for category in Category::ALL {
        slots[category.index()] = category.clues().find(|c| !evidence.contains(c));
    }
    if players == 3 {
        // Name a wrong removed category on purpose too: any category but the real one.
        let removed = Category::ALL
            .into_iter()
            .find(|c| Some(*c) != game.special_category())
            .expect("four categories");
        Action::Accuse {
            clues: Named::from_slots(slots).without(removed),
            removed: Some(removed),
        }
    } else {
        Action::Accuse {
            clues: Named::from_slots(slots),
            removed: None,
        }
    }
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".into());
    for (players, seed) in [(3u8, 31u64), (4, 41), (5, 51)] {
        let config = LadyAliceConfig::new(players);
        let mut game = LadyAlice::new_under_rules(&config, seed, 1).expect("valid config");
        let mut record = MatchRecord::new::<LadyAlice>(&config, seed);
        record.rules_version = 1;
        let mut bots: Vec<BaselineBot> = (0..u64::from(players))
            .map(|s| BaselineBot::new(seed * 10 + s))
            .collect();
        let mut events = Vec::new();
        // Scripted turns of the second deduction round: pass, wrong accusation, passes.
        let mut script: Vec<Action> = Vec::new();
        let mut scripted = false;
        while game.outcome().is_none() {
            let seat = game.to_move().first_seat().expect("someone to move");
            let view = game.view(sleuth_core::Viewer::Seat(seat));
            if !scripted
                && view.round == 2
                && matches!(
                    view.phase,
                    PhaseView::Deduction {
                        passes_in_a_row: 0,
                        ..
                    }
                )
            {
                scripted = true;
                script.push(Action::Pass);
                script.push(wrong_accusation(&game));
                for _ in 0..usize::from(players) - 2 {
                    script.push(Action::Pass);
                }
                script.reverse();
            }
            let action = match script.pop() {
                Some(action) => action,
                None => bots[seat.index()].choose(&Turn::new(&game, seat)),
            };
            game.play(seat, &action, &mut events)
                .unwrap_or_else(|err| panic!("{players} players seed {seed}: {err}"));
            record.push::<LadyAlice>(seat, &action);
        }
        assert!(scripted, "{players} players seed {seed}: no second round");
        let outcome = game.outcome().expect("finished");
        let mut json = serde_json::to_value(&record).expect("serializes");
        json["expected_outcome"] = serde_json::to_value(&outcome).expect("serializes");
        let path = format!("{dir}/v1-{players}p.json");
        std::fs::write(
            &path,
            serde_json::to_string_pretty(&json).expect("json") + "\n",
        )
        .expect("writes");
        println!(
            "{path}: {} actions, {}",
            record.actions.len(),
            outcome.summary
        );
    }
}
