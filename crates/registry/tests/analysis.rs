//! Post-game analysis over real games of every registered game: bots of every kind
//! play seeded games, the record is analysed, and what the analysis says must hold
//! for any exact solver that reads only a seat's knowledge:
//! - the true solution is never ruled out (its probability is above zero at every
//!   step for every seat: the truth is always consistent with what a seat saw);
//! - a seat that is certain gives the truth probability 1;
//! - knowledge only grows, so once certain a seat stays certain;
//! - the analysis has one entry per step, and it is deterministic.
//!
//! A bug that let a solver read another seat's secret, or that dropped a constraint
//! or invented one, breaks one of these on some game.

use sleuth_core::{MatchRecord, RecordedAction, Seat, derive_seed};

/// Plays one game with bots of the given names (rotated over the seats) and
/// returns its record.
fn play_record(game_id: &str, players: u8, seed: u64) -> MatchRecord {
    let registry = sleuth_games::registry();
    let host = registry.get(game_id).expect("registered");
    let config = host.default_config(players);
    let bots: Vec<&str> = host.bots().iter().map(|(name, _)| *name).collect();
    let mut game = host
        .new_match(&config, seed)
        .expect("default config is valid");
    let mut seated: Vec<_> = (0..players as usize)
        .map(|seat| {
            let name = bots[(seat + seed as usize) % bots.len()];
            host.new_bot(name, derive_seed(seed, seat as u64))
                .expect("listed bot")
        })
        .collect();
    let mut actions = Vec::new();
    let bound = host.info().action_bound;
    while game.outcome().is_none() {
        assert!(
            (actions.len() as u64) < bound,
            "{game_id}: game over its bound"
        );
        let seat: Seat = game.to_move().iter().next().expect("someone to move");
        let action = seated[seat.index()]
            .choose(game.as_ref(), seat)
            .expect("bot chooses");
        game.play(seat, &action).expect("bots play legally");
        actions.push(RecordedAction { seat, action });
    }
    MatchRecord {
        format: sleuth_core::record::RECORD_FORMAT,
        game: game_id.to_owned(),
        rules_version: host.info().rules_version,
        config,
        rng: sleuth_core::rng::RNG_ALGORITHM.to_owned(),
        seed,
        actions,
    }
}

fn check_game(game_id: &str, players: &[u8], games: u64) {
    let registry = sleuth_games::registry();
    for &p in players {
        for index in 0..games {
            let seed = derive_seed(0xA11A_1515 ^ p as u64, index);
            let record = play_record(game_id, p, seed);
            let analysis = registry
                .analyse(&record)
                .unwrap_or_else(|e| panic!("{game_id} {p}p game {index}: {e}"));
            assert_eq!(analysis.seats.len(), p as usize);
            for seat in &analysis.seats {
                let place = format!("{game_id} {p}p game {index} seat {}", seat.seat.0);
                assert_eq!(seat.truth.len(), record.actions.len() + 1, "{place}");
                for (k, &truth) in seat.truth.iter().enumerate() {
                    assert!(
                        truth > 0.0 && truth <= 1.0 + 1e-9,
                        "{place}: truth probability {truth} after {k} actions"
                    );
                    if let Some(c) = seat.certain_at
                        && k >= c
                    {
                        assert!(
                            (truth - 1.0).abs() < 1e-9,
                            "{place}: certain since {c} but the truth has {truth} after {k}"
                        );
                    }
                }
            }
            if index == 0 {
                assert_eq!(registry.analyse(&record).expect("again"), analysis);
            }
        }
    }
}

#[test]
fn lady_alice_analysis_never_rules_out_the_truth() {
    check_game("lady-alice", &[3, 4, 5], 20);
}

#[test]
fn havent_a_cluedo_analysis_never_rules_out_the_truth() {
    check_game("havent-a-cluedo", &[2, 3, 4, 6], 4);
}

#[test]
fn almost_innocent_analysis_never_rules_out_the_truth() {
    check_game("almost-innocent", &[2, 3, 5], 4);
}

#[test]
fn analysis_refuses_unfinished_games_and_foreign_records() {
    let registry = sleuth_games::registry();
    let mut record = play_record("lady-alice", 3, 7);
    record.actions.pop();
    assert_eq!(
        registry.analyse(&record),
        Err(sleuth_core::AnalysisError::NotFinished)
    );
    record.actions[0].seat = Seat(2);
    assert!(matches!(
        registry.analyse(&record),
        Err(sleuth_core::AnalysisError::Replay(_))
    ));
}

/// `ErasedGame::has_analysis` (what `GET /api/games` tells the match page) is true
/// for every game whose `belief` answers, and false for the Lateral Puzzles Game,
/// which has no solver: its finished matches offer no analysis.
#[test]
fn has_analysis_is_offered_exactly_by_the_games_with_a_solver() {
    let registry = sleuth_games::registry();
    let expected = [
        ("lady-alice", true),
        ("havent-a-cluedo", true),
        ("almost-innocent", true),
        ("watson-holmes", true),
        ("lateral-puzzles", false),
    ];
    assert_eq!(
        registry.ids().len(),
        expected.len(),
        "a new game: say here whether it has an analysis"
    );
    for (id, has) in expected {
        let host = registry.get(id).expect("registered");
        assert_eq!(host.has_analysis(), has, "{id}");
        // Asked again, the answer is the one found the first time.
        assert_eq!(host.has_analysis(), has, "{id}");
    }
    // A finished Lady Alice match is indeed analysed.
    let record = play_record("lady-alice", 3, 11);
    assert!(registry.analyse(&record).is_ok());
}
