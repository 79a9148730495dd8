//! The planner bot: only legal actions (against every other bot, with and without
//! notes), deterministic for a seed, blind to what its view does not show, and
//! sure means it accuses correctly (at once when a rival is as sure).

use sleuth_core::harness::{PlayoutOptions, Testable, check_random_playouts};
use sleuth_core::{Bot, Game, HostedGame, Seat, SleuthRng, Turn, Viewer};
use sleuth_lady_alice::planner_bot::{PlannerBot, PlannerParams};
use sleuth_lady_alice::{Action, LadyAlice, LadyAliceConfig};

mod common;

fn bot(name: &str, seed: u64) -> Box<dyn Bot<LadyAlice>> {
    let spec = LadyAlice::bots()
        .into_iter()
        .find(|b| b.name == name)
        .unwrap_or_else(|| panic!("no bot {name}"));
    (spec.make)(seed)
}

/// Plays one game with the named bots (by seat); returns the actions played.
/// Panics on an illegal action or a game over its bound.
fn play(config: &LadyAliceConfig, seed: u64, names: &[&str]) -> Vec<(Seat, Action)> {
    let mut game = LadyAlice::new(config, seed).unwrap();
    let mut bots: Vec<Box<dyn Bot<LadyAlice>>> = names
        .iter()
        .enumerate()
        .map(|(s, n)| bot(n, seed * 31 + s as u64))
        .collect();
    let mut log = Vec::new();
    let mut events = Vec::new();
    while game.outcome().is_none() {
        assert!(
            (log.len() as u64) < LadyAlice::info().action_bound,
            "{config:?} seed {seed}: over the action bound"
        );
        let seat = game.waiting_for().first_seat().unwrap();
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        if let Err(err) = game.play(seat, &action, &mut events) {
            panic!(
                "{config:?} seed {seed}: {} played {action:?} for seat {}: {err}",
                names[seat.index()],
                seat.0
            );
        }
        log.push((seat, action));
    }
    log
}

#[test]
fn planner_playouts_hold_every_invariant() {
    for players in 3..=5 {
        let options = PlayoutOptions {
            games: if players == 5 { 10 } else { 25 },
            seed: 40 + u64::from(players),
            bot: "planner",
            exhaustive_games: 1,
        };
        let stats = check_random_playouts::<LadyAlice>(&LadyAliceConfig::new(players), &options);
        // Planners read each other's opening counters and race to accuse: short
        // games, but never a trivial one.
        assert!(stats.actions / stats.games >= 4, "{stats:?}");
    }
}

#[test]
fn planner_plays_only_legal_actions_against_every_bot() {
    let others = ["random", "baseline", "solver", "planner"];
    let mut planner_actions = 0;
    for players in 3..=5u8 {
        for no_notes in [false, true] {
            let config = LadyAliceConfig { players, no_notes };
            for seed in 0..(if players == 5 { 6 } else { 12 }) {
                // The planner in seat seed % players, the others rotated.
                let names: Vec<&str> = (0..u64::from(players))
                    .map(|s| {
                        if s == seed % u64::from(players) {
                            "planner"
                        } else {
                            others[((s + seed) % 4) as usize]
                        }
                    })
                    .collect();
                let log = play(&config, 900 + seed, &names);
                planner_actions += log
                    .iter()
                    .filter(|(s, _)| names[s.index()] == "planner")
                    .count();
            }
        }
    }
    assert!(planner_actions > 200, "{planner_actions}");
}

#[test]
fn planner_is_deterministic_for_a_seed() {
    for players in 3..=5u8 {
        let config = LadyAliceConfig::new(players);
        let names = vec!["planner"; usize::from(players)];
        let first = play(&config, 77, &names);
        let again = play(&config, 77, &names);
        assert_eq!(first, again, "{players} players");
        assert!(first.len() > 3);
    }
}

#[test]
fn planner_decides_from_its_view_only() {
    // The first notebook holder's view is the same in any deal that gives it the
    // same card: so must its suspicion be, whatever the other cards are.
    for players in 3..=5u8 {
        let config = LadyAliceConfig::new(players);
        for seed in 0..6u64 {
            let game = LadyAlice::new(&config, seed).unwrap();
            let seat = game.to_move().first_seat().unwrap();
            let mut choices = Vec::new();
            for other in 0..4u64 {
                let redealt = LadyAlice::redeal_for(&config, seed, seat, 1000 + other);
                assert_eq!(
                    redealt.view(Viewer::Seat(seat)),
                    game.view(Viewer::Seat(seat))
                );
                let mut planner = PlannerBot::new(5);
                choices.push(planner.choose(&Turn::new(&redealt, seat)));
            }
            assert!(
                choices.windows(2).all(|w| w[0] == w[1]),
                "{players} players seed {seed}: {choices:?}"
            );
        }
    }
}

#[test]
fn planner_when_sure_accuses_correctly_or_places_never_passes() {
    let games = |players: u8| if players == 5 { 8 } else { 20 };
    let seen = common::sure_turns_over_games(games, 700, |players, seed| {
        // Planners that read no counters, so that they play until sure.
        let params = PlannerParams {
            read_trust: 0.0,
            rivals_read: 0.0,
            ..PlannerParams::for_players(players)
        };
        (0..players)
            .map(|s| -> Box<dyn Bot<LadyAlice>> {
                Box::new(PlannerBot::with_params(seed * 13 + u64::from(s), params))
            })
            .collect()
    });
    assert!(seen.turns > 5 && seen.accusations > 5, "{seen:?}");
}

#[test]
fn planner_accuses_at_once_when_a_rival_is_as_sure() {
    let (game, seat, evidence) = common::sure_position_with_a_sure_rival();
    for bot_seed in 0..5 {
        let action = bot("planner", bot_seed).choose(&Turn::new(&game, seat));
        common::assert_accuses(action, evidence);
    }
}

#[test]
fn planner_never_panics_on_random_positions() {
    // Random play up to a point, then the planner to move in whatever seat that is.
    for players in 3..=5u8 {
        for seed in 0..(if players == 5 { 10 } else { 25 }) {
            let mut game = LadyAlice::new(&LadyAliceConfig::new(players), 300 + seed).unwrap();
            let mut rng = SleuthRng::from_seed(seed);
            let steps = rng.index(60);
            let mut events = Vec::new();
            for _ in 0..steps {
                let Some(seat) = game.to_move().first_seat() else {
                    break;
                };
                let action = LadyAlice::random_action(&game, seat, &mut rng).unwrap();
                game.play(seat, &action, &mut events).unwrap();
            }
            let Some(seat) = game.to_move().first_seat() else {
                continue;
            };
            let action = PlannerBot::new(seed).choose(&Turn::new(&game, seat));
            assert!(
                game.legal_actions(seat).contains(&action),
                "{players} players seed {seed}: {action:?} is not legal"
            );
        }
    }
}
