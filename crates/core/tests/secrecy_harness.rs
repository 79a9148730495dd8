//! Mutation test of `check_view_secrecy`: a toy game in which each seat holds a
//! secret number. Played honestly it passes; a version that leaks another seat's
//! secret inside an event (and not in the view), and one that leaks it in the view,
//! must both make the harness panic.

use std::panic::{AssertUnwindSafe, catch_unwind};

use serde::{Deserialize, Serialize};
use sleuth_core::harness::{Testable, check_view_secrecy};
use sleuth_core::{Event, Game, GameInfo, HostedGame, Outcome, Seat, SeatSet, SleuthRng, Viewer};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Leak {
    None,
    InEvent,
    InView,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct ToyConfig {
    leak: Leak,
}

/// Two seats take turns "poking"; after six pokes the game ends.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Toy {
    leak: Leak,
    secrets: [u32; 2],
    pokes: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Poke;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct ToyView {
    mine: Option<u32>,
    pokes: u32,
    /// Only in the view-leaking version: the other seat's secret.
    other: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Poked {
    seat: Seat,
    /// Only in the event-leaking version: the other seat's secret.
    other: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the toy refuses this")]
struct ToyError;

impl sleuth_core::Explain for ToyError {
    fn message_id(&self) -> &'static str {
        "errors-test-toy"
    }
}

const POKES: u32 = 6;

impl Game for Toy {
    type Config = ToyConfig;
    type Action = Poke;
    type View = ToyView;
    type Event = Poked;
    type ConfigError = ToyError;
    type Error = ToyError;

    fn info() -> GameInfo {
        GameInfo {
            id: "toy",
            name: "Toy",
            rules_version: 1,
            min_players: 2,
            max_players: 2,
            cooperative: false,
            variants: Vec::new(),
            summary: "a secret per seat",
            action_bound: 10,
            seat_choice: None,
        }
    }

    fn config_for_players(_: u8) -> ToyConfig {
        ToyConfig { leak: Leak::None }
    }

    fn new(config: &ToyConfig, seed: u64) -> Result<Toy, ToyError> {
        let mut rng = SleuthRng::from_seed(seed);
        Ok(Toy {
            leak: config.leak,
            secrets: [rng.index(1_000_000) as u32, rng.index(1_000_000) as u32],
            pokes: 0,
        })
    }

    fn players(&self) -> usize {
        2
    }

    fn to_move(&self) -> SeatSet {
        if self.pokes >= POKES {
            SeatSet::EMPTY
        } else {
            SeatSet::single(Seat((self.pokes % 2) as u8))
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Poke> {
        if self.to_move().contains(seat) {
            vec![Poke]
        } else {
            Vec::new()
        }
    }

    fn apply_action(
        &mut self,
        seat: Seat,
        _: &Poke,
        events: &mut Vec<Event<Poked>>,
    ) -> Result<(), ToyError> {
        self.pokes += 1;
        let other = self.secrets[1 - seat.index()];
        events.push(Event::to_all(Poked {
            seat,
            other: (self.leak == Leak::InEvent).then_some(other),
        }));
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> ToyView {
        let me = match viewer {
            Viewer::Seat(seat) => Some(seat.index()),
            _ => None,
        };
        ToyView {
            mine: me.map(|i| self.secrets[i]),
            pokes: self.pokes,
            other: me
                .filter(|_| self.leak == Leak::InView)
                .map(|i| self.secrets[1 - i]),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.pokes >= POKES).then(|| Outcome {
            winners: SeatSet::EMPTY,
            scores: None,
            summary: "poked out".into(),
        })
    }
}

impl HostedGame for Toy {}

impl Testable for Toy {
    fn arbitrary_action(&self, _: &mut SleuthRng) -> Poke {
        Poke
    }

    fn redeal_for(config: &ToyConfig, seed: u64, seat: Seat, other_seed: u64) -> Toy {
        let mut game = Toy::new(config, other_seed).expect("setup");
        game.secrets[seat.index()] = Toy::new(config, seed).expect("setup").secrets[seat.index()];
        game
    }
}

fn secrecy(leak: Leak) -> std::thread::Result<u64> {
    catch_unwind(AssertUnwindSafe(|| {
        check_view_secrecy::<Toy>(&ToyConfig { leak }, 20, 1)
    }))
}

#[test]
fn an_honest_game_passes_the_secrecy_check() {
    let comparisons = secrecy(Leak::None).expect("the honest toy passes");
    assert!(comparisons >= 20 * 3 * (POKES as u64 + 1), "{comparisons}");
}

/// The old harness stopped at the first step where the seen events differed, so a
/// secret told inside an event (never in the view) was not caught.
#[test]
fn a_secret_leaked_inside_an_event_is_caught() {
    let err = secrecy(Leak::InEvent).expect_err("the event leak is caught");
    let message = err.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(
        message.contains("an event tells more than the view shows"),
        "{message}"
    );
}

#[test]
fn a_secret_leaked_in_the_view_is_caught() {
    let err = secrecy(Leak::InView).expect_err("the view leak is caught");
    let message = err.downcast_ref::<String>().cloned().unwrap_or_default();
    assert!(message.contains("views differ"), "{message}");
}
