//! The playout harness every game runs in its tests: thousands of seeded random
//! games checking the engine's invariants. A failure panics with the seed and step
//! so that it can be reproduced.
//!
//! Checked on every game: nothing panics; the seats to move, and only they, have
//! legal actions; listed legal actions apply; the random sampler only returns listed
//! actions; arbitrary unlisted actions, actions from seats not to move and from
//! seats outside the table are refused and change nothing; views serialize and
//! parse back; the game ends within its stated bound; the record, through JSON and
//! the type-erased host, replays to the identical state. `check_view_secrecy`
//! checks that a seat's view never depends on a secret it has not seen.

use std::fmt::Debug;

use serde::Serialize;

use crate::erased::{ErasedGame, ErasedMatch, Host};
use crate::game::{Bot, HostedGame, PlayError, Turn};
use crate::record::MatchRecord;
use crate::rng::{SleuthRng, derive_seed};
use crate::seat::{Audience, Event, Seat, Viewer};

/// What a game adds to `HostedGame` so the harness can probe it.
pub trait Testable: HostedGame {
    /// Any well-formed action, legal now or not, to probe rejections.
    fn arbitrary_action(&self, rng: &mut SleuthRng) -> Self::Action;

    /// A fresh game in which `seat` holds exactly the private information it holds
    /// in `Self::new(config, seed)`, and everything hidden from `seat` is redrawn
    /// from `other_seed`. Public chance (who starts, a public draw) is kept: a redeal
    /// only redraws what the seat cannot know.
    fn redeal_for(config: &Self::Config, seed: u64, seat: Seat, other_seed: u64) -> Self;

    /// A fresh game that agrees with `Self::new(config, seed)` on everything public
    /// (who starts, public draws) and redraws everything secret from `other_seed`:
    /// the spectator's counterpart of `redeal_for`. The default, a game set up from
    /// `other_seed`, suits games whose setup draws nothing public.
    fn redeal_for_spectator(config: &Self::Config, seed: u64, other_seed: u64) -> Self {
        let _ = seed;
        Self::new(config, other_seed).expect("setup")
    }
}

#[derive(Clone, Debug)]
pub struct PlayoutOptions {
    pub games: u64,
    pub seed: u64,
    /// Bot for every seat; `random` explores the most.
    pub bot: &'static str,
    /// Apply every listed legal action (on a copy) in the first this-many games;
    /// later games apply a sample of them.
    pub exhaustive_games: u64,
}

impl Default for PlayoutOptions {
    fn default() -> Self {
        PlayoutOptions {
            games: 1000,
            seed: 1,
            bot: "random",
            exhaustive_games: 50,
        }
    }
}

/// Statistics of a harness run, for the test's own assertions.
#[derive(Clone, Debug, Default)]
pub struct PlayoutStats {
    pub games: u64,
    pub actions: u64,
    pub longest: u64,
    pub rejections_checked: u64,
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serializes")
}

/// A view as JSON without a top-level `viewer` field (views may name their viewer).
fn without_viewer<T: Serialize>(view: &T) -> serde_json::Value {
    let mut value = serde_json::to_value(view).expect("serializes");
    if let Some(object) = value.as_object_mut() {
        object.remove("viewer");
    }
    value
}

fn all_viewers(players: usize) -> impl Iterator<Item = Viewer> {
    (0..players as u8)
        .map(|s| Viewer::Seat(Seat(s)))
        .chain([Viewer::Spectator, Viewer::Everyone])
}

fn assert_refused_unchanged<G: HostedGame>(
    game: &G,
    seat: Seat,
    action: &G::Action,
    context: &dyn Fn() -> String,
) -> PlayError<G::Error> {
    let mut probe = game.clone();
    let mut events = Vec::new();
    match probe.play(seat, action, &mut events) {
        Ok(()) => panic!(
            "{}: {action:?} by {seat} was accepted but should be refused",
            context()
        ),
        Err(err) => {
            assert!(
                probe == *game,
                "{}: refused {action:?} changed the state",
                context()
            );
            assert!(
                events.is_empty(),
                "{}: refused {action:?} emitted events",
                context()
            );
            assert!(
                !err.to_string().is_empty(),
                "{}: empty error message",
                context()
            );
            err
        }
    }
}

/// Plays `options.games` seeded games with `options.bot` in every seat and checks
/// the invariants listed in the module docs. Panics with the seed on failure.
pub fn check_random_playouts<G: Testable>(
    config: &G::Config,
    options: &PlayoutOptions,
) -> PlayoutStats
where
    G::Action: Debug,
{
    let info = G::info();
    let spec = G::bots()
        .into_iter()
        .find(|b| b.name == options.bot)
        .unwrap_or_else(|| panic!("{} has no bot {}", info.id, options.bot));
    let mut stats = PlayoutStats::default();
    for index in 0..options.games {
        let seed = derive_seed(options.seed, index);
        let mut game = G::new(config, seed).unwrap_or_else(|e| panic!("setup failed: {e}"));
        let players = game.players();
        let mut record = MatchRecord::new::<G>(config, seed);
        let mut rng = SleuthRng::from_seed(derive_seed(seed, 0x7e57));
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..players)
            .map(|s| (spec.make)(derive_seed(seed, 100 + s as u64)))
            .collect();
        let exhaustive = index < options.exhaustive_games;
        let mut step = 0u64;
        let mut events: Vec<Event<G::Event>> = Vec::new();
        loop {
            let context = || format!("{} game seed {seed} step {step}", info.id);
            for viewer in all_viewers(players) {
                let view = game.view(viewer);
                let text = json(&view);
                let back: G::View = serde_json::from_str(&text)
                    .unwrap_or_else(|e| panic!("{}: view does not parse back: {e}", context()));
                assert!(back == view, "{}: view changes through JSON", context());
            }
            if game.outcome().is_none() {
                assert_eq!(
                    without_viewer(&game.view(Viewer::Everyone)),
                    without_viewer(&game.view(Viewer::Spectator)),
                    "{}: before the end, everyone sees what a spectator sees",
                    context()
                );
            }
            if game.outcome().is_some() {
                assert!(
                    game.to_move().is_empty(),
                    "{}: ended but seats to move",
                    context()
                );
                for seat in (0..players as u8).map(Seat) {
                    assert!(
                        game.legal_actions(seat).is_empty(),
                        "{}: ended with legal actions",
                        context()
                    );
                }
                if let Some(action) = game
                    .legal_actions(Seat(0))
                    .first()
                    .cloned()
                    .or_else(|| Some(game.arbitrary_action(&mut rng)))
                {
                    let err = assert_refused_unchanged(&game, Seat(0), &action, &context);
                    assert!(matches!(err, PlayError::GameOver), "{}: {err:?}", context());
                }
                break;
            }
            assert!(
                step < info.action_bound,
                "{}: not over after the stated bound of {} actions",
                context(),
                info.action_bound
            );
            let to_move = game.to_move();
            assert!(
                !to_move.is_empty(),
                "{}: not over but nobody to move",
                context()
            );
            for seat in (0..players as u8).map(Seat) {
                let legal = game.legal_actions(seat);
                assert_eq!(
                    to_move.contains(seat),
                    !legal.is_empty(),
                    "{}: {seat} to move = {} but has {} legal actions",
                    context(),
                    to_move.contains(seat),
                    legal.len()
                );
            }
            let movers: Vec<Seat> = to_move.iter().collect();
            let seat = movers[rng.index(movers.len())];
            let legal = game.legal_actions(seat);

            // Listed actions apply.
            let sample: Vec<&G::Action> = if exhaustive {
                legal.iter().collect()
            } else {
                (0..4).map(|_| &legal[rng.index(legal.len())]).collect()
            };
            for action in sample {
                let mut probe = game.clone();
                let mut probe_events = Vec::new();
                if let Err(err) = probe.play(seat, action, &mut probe_events) {
                    panic!("{}: listed action {action:?} refused: {err}", context());
                }
            }
            for _ in 0..4 {
                let sampled = game
                    .random_action(seat, &mut rng)
                    .unwrap_or_else(|| panic!("{}: no random action for a mover", context()));
                assert!(
                    legal.contains(&sampled),
                    "{}: sampled {sampled:?} is not listed",
                    context()
                );
            }

            // Unlisted actions, wrong seats and seats off the table are refused.
            for _ in 0..8 {
                let action = game.arbitrary_action(&mut rng);
                if !legal.contains(&action) {
                    let err = assert_refused_unchanged(&game, seat, &action, &context);
                    assert!(
                        matches!(err, PlayError::Illegal(_)),
                        "{}: {err:?}",
                        context()
                    );
                    stats.rejections_checked += 1;
                }
            }
            let listed = &legal[rng.index(legal.len())];
            for other in (0..players as u8)
                .map(Seat)
                .filter(|s| !to_move.contains(*s))
            {
                let err = assert_refused_unchanged(&game, other, listed, &context);
                assert!(
                    matches!(err, PlayError::NotYourTurn { .. }),
                    "{}: {err:?}",
                    context()
                );
                stats.rejections_checked += 1;
            }
            let off_table = Seat(players as u8);
            let err = assert_refused_unchanged(&game, off_table, listed, &context);
            assert!(
                matches!(err, PlayError::NoSuchSeat { .. }),
                "{}: {err:?}",
                context()
            );

            // The bot's move.
            let action = bots[seat.index()].choose(&Turn::new(&game, seat));
            events.clear();
            if let Err(err) = game.play(seat, &action, &mut events) {
                panic!("{}: bot action {action:?} refused: {err}", context());
            }
            for event in &events {
                if let Audience::Seats(seats) = event.audience {
                    assert!(
                        seats.iter().all(|s| s.index() < players),
                        "{}: event addressed off the table",
                        context()
                    );
                }
                let text = json(&event.body);
                serde_json::from_str::<G::Event>(&text)
                    .unwrap_or_else(|e| panic!("{}: event does not parse back: {e}", context()));
            }
            record.push::<G>(seat, &action);
            step += 1;
        }
        stats.games += 1;
        stats.actions += step;
        stats.longest = stats.longest.max(step);
        check_replay(&game, &record);
    }
    stats
}

/// The record replays to the identical state, typed and through JSON + erasure.
pub fn check_replay<G: HostedGame>(finished: &G, record: &MatchRecord) {
    let text = record.to_json_pretty();
    let parsed: MatchRecord = serde_json::from_str(&text).expect("record parses back");
    assert_eq!(&parsed, record, "record changes through JSON");
    let config: G::Config = serde_json::from_value(parsed.config.clone()).expect("config parses");
    let mut typed = G::new(&config, parsed.seed).expect("replay setup");
    let mut events = Vec::new();
    for (i, step) in parsed.actions.iter().enumerate() {
        let action: G::Action = serde_json::from_value(step.action.clone())
            .unwrap_or_else(|e| panic!("seed {}: action {i} does not parse: {e}", record.seed));
        typed
            .play(step.seat, &action, &mut events)
            .unwrap_or_else(|e| panic!("seed {}: replayed action {i} refused: {e}", record.seed));
    }
    assert!(
        typed == *finished,
        "seed {}: typed replay differs",
        record.seed
    );

    let host = Host::<G>::default();
    let mut erased: Box<dyn ErasedMatch> = host
        .new_match(&parsed.config, parsed.seed)
        .expect("erased setup");
    for (i, step) in parsed.actions.iter().enumerate() {
        erased
            .play(step.seat, &step.action)
            .unwrap_or_else(|e| panic!("seed {}: erased action {i} refused: {e}", record.seed));
    }
    assert_eq!(
        erased.view(Viewer::Everyone),
        serde_json::to_value(finished.view(Viewer::Everyone)).expect("view serializes"),
        "seed {}: erased replay differs",
        record.seed
    );
}

/// For each seat (and for spectators), plays random games on two deals that agree
/// on what that viewer knows (`Testable::redeal_for`, `Testable::redeal_for_spectator`:
/// same private information, same public chance), applying the same actions to
/// both, and checks three things at every step:
///
/// 1. Until the events the viewer has seen first differ between the two deals, its
///    views and legal actions are byte-identical: nothing it was not told can show.
/// 2. Whenever the viewer's two views after a step are identical, the events it saw
///    at that step are identical too: an event may not tell more than the view
///    shows, so a secret leaked inside an event (and not in the view) is caught at
///    the step it leaks, not skipped as a "legitimate" divergence.
/// 3. Whenever the two views are identical, so are the viewer's legal actions.
///
/// After the seen events diverge (a verdict, a card shown, a die the redeal could not
/// keep), the views may differ, so rule 1 stops; but both games keep being played
/// with the same actions for as long as the action applies to both, and rules 2 and
/// 3 keep being checked (a game whose view forgets, such as a "no notes" variant,
/// may show identical views again later). Returns how many view comparisons were
/// made.
pub fn check_view_secrecy<G: Testable>(config: &G::Config, games: u64, seed: u64) -> u64 {
    let mut comparisons = 0;
    for index in 0..games {
        let game_seed = derive_seed(seed, index);
        let players = G::new(config, game_seed).expect("setup").players();
        for viewer in (0..players as u8)
            .map(|s| Viewer::Seat(Seat(s)))
            .chain([Viewer::Spectator])
        {
            let other_seed = derive_seed(game_seed, 0x5ec7e7);
            let mut a = G::new(config, game_seed).expect("setup");
            let mut b = match viewer {
                Viewer::Seat(seat) => G::redeal_for(config, game_seed, seat, other_seed),
                _ => G::redeal_for_spectator(config, game_seed, other_seed),
            };
            let mut rng = SleuthRng::from_seed(derive_seed(game_seed, 0xb0b));
            let mut mover_rng = SleuthRng::from_seed(derive_seed(game_seed, 0x5ea7));
            let mut step = 0;
            // The seen events have differed at some step so far.
            let mut diverged = false;
            loop {
                let context = || {
                    format!(
                        "{} seed {game_seed} viewer {viewer:?} step {step}",
                        G::info().id
                    )
                };
                let (view_a, view_b) = (json(&a.view(viewer)), json(&b.view(viewer)));
                let same_view = view_a == view_b;
                if !diverged {
                    assert_eq!(view_a, view_b, "{}: views differ", context());
                }
                if let Viewer::Seat(seat) = viewer
                    && same_view
                {
                    assert_eq!(
                        json(&a.legal_actions(seat)),
                        json(&b.legal_actions(seat)),
                        "{}: legal actions differ{}",
                        context(),
                        if diverged {
                            " while the views are identical"
                        } else {
                            ""
                        }
                    );
                }
                comparisons += 1;
                if a.outcome().is_some() || b.outcome().is_some() {
                    break;
                }
                // The game's progress comes from the seats it waits for; a seat
                // that may act without being waited for (a notebook, an ability
                // usable at any moment) acts now and then, from its own stream so
                // that games whose two sets agree keep their old trajectories.
                let (to_move, waiting) = (a.to_move(), a.waiting_for());
                let mover = if to_move != waiting && mover_rng.chance(1, 8) {
                    let seats: Vec<Seat> = to_move.iter().collect();
                    mover_rng.choose(&seats).copied()
                } else {
                    waiting.first_seat().or(to_move.first_seat())
                };
                let Some(mover) = mover else {
                    break;
                };
                let Some(action) = a.random_action(mover, &mut rng) else {
                    break;
                };
                let (mut ea, mut eb) = (Vec::new(), Vec::new());
                a.play(mover, &action, &mut ea)
                    .expect("random action applies");
                if b.play(mover, &action, &mut eb).is_err() {
                    break;
                }
                let seen = |events: &[Event<G::Event>]| {
                    events
                        .iter()
                        .filter(|e| e.audience.includes(viewer))
                        .map(|e| json(&e.body))
                        .collect::<Vec<_>>()
                };
                let (seen_a, seen_b) = (seen(&ea), seen(&eb));
                if json(&a.view(viewer)) == json(&b.view(viewer)) {
                    assert_eq!(
                        seen_a,
                        seen_b,
                        "{}: after {action:?} by {mover} the views are identical but the events \
                         differ: an event tells more than the view shows",
                        context()
                    );
                }
                diverged |= seen_a != seen_b;
                step += 1;
            }
        }
    }
    comparisons
}
