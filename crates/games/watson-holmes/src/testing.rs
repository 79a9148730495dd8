//! Hooks for the playout harness (`sleuth_core::harness`): arbitrary actions to
//! probe rejections, and redeals that keep one seat's private information (its
//! character) and all public chance (the first Diary holder). And `Table`, a
//! small driver for scenario tests (the rulebook's situations played through the
//! checked entry point).

use sleuth_core::harness::Testable;
use sleuth_core::{Game, Seat, SleuthRng};

use crate::rules::WatsonHolmes;
use crate::types::*;

impl Testable for WatsonHolmes {
    fn arbitrary_action(&self, rng: &mut SleuthRng) -> Action {
        let location = self
            .case()
            .locations
            .get(rng.index(self.case().locations.len() + 2))
            .map_or(999, |l| l.number);
        let seat = rng.below(9) as u8;
        match rng.below(14) {
            // Free choices the lists cannot hold (any bid, any text) are probed
            // only with values that must be refused.
            0 => Action::Visit {
                location,
                carriages: 100 + rng.below(14) as u32,
                call_off: rng.chance(1, 4),
                toby: rng.chance(1, 6),
            },
            1 => Action::CarriageStop,
            2 => Action::BakerStreet,
            3 => Action::TakeWatson,
            4 => Action::DiscardCharacter,
            5 => Action::RevealCharacter {
                copy: rng.choose(&Character::ALL).copied(),
                target: Some(seat),
                location: rng.chance(1, 2).then_some(location),
                to: Some(999),
            },
            6 => Action::WatsonReadAloud { target: Some(seat) },
            7 => Action::FinishReading {
                police: rng.chance(1, 2),
                toby_to: rng.chance(1, 3).then_some(999),
            },
            8 => Action::Answer {
                answers: (0..self.case().questions.len() + 1 + rng.index(3))
                    .map(|i| format!("answer {i}"))
                    .collect(),
            },
            9 => Action::Consult { target: seat },
            10 => Action::CheckAnswer {
                target: seat,
                question: rng.below(8) as u8,
                answer: "Cecil\u{0}Pell".into(),
            },
            11 => Action::WriteNotebook {
                text: if rng.chance(1, 3) {
                    "\u{0}<script>".into()
                } else {
                    "x".repeat(NOTEBOOK_CHARS + 1 + rng.index(10))
                },
            },
            // An all-blank sheet: refused even from a seat whose turn it is to
            // answer (rules version 2).
            12 => Action::Answer {
                answers: vec![" ".into(); self.case().questions.len()],
            },
            _ => Action::Answer {
                answers: vec!["\u{7}".into(); self.case().questions.len()],
            },
        }
    }

    fn redeal_for(config: &Config, seed: u64, seat: Seat, other_seed: u64) -> Self {
        let mine = WatsonHolmes::new(config, seed).expect("setup");
        let mut other = WatsonHolmes::new(config, other_seed).expect("setup");
        // Keep the public Diary holder and this seat's character; redraw the rest.
        other.diary = mine.diary;
        other.turn = mine.turn;
        let keep = mine.players[seat.index()].character;
        if let Some(j) = other.players.iter().position(|p| p.character == keep) {
            other.players[j].character = other.players[seat.index()].character;
        }
        other.players[seat.index()].character = keep;
        // The tokens dealt from the Diary holder are public (a case's starting
        // lockpicks too): keep them.
        for (i, p) in other.players.iter_mut().enumerate() {
            p.police = mine.players[i].police;
            p.call_off = mine.players[i].call_off;
            p.lockpick = mine.players[i].lockpick;
        }
        other.stock_lockpicks = mine.stock_lockpicks;
        other
    }

    fn redeal_for_spectator(config: &Config, seed: u64, other_seed: u64) -> Self {
        let mine = WatsonHolmes::new(config, seed).expect("setup");
        let mut other = WatsonHolmes::new(config, other_seed).expect("setup");
        other.diary = mine.diary;
        other.turn = mine.turn;
        // The tokens dealt from the Diary holder are public (a case's starting
        // lockpicks too): keep them.
        for (i, p) in other.players.iter_mut().enumerate() {
            p.police = mine.players[i].police;
            p.call_off = mine.players[i].call_off;
            p.lockpick = mine.players[i].lockpick;
        }
        other.stock_lockpicks = mine.stock_lockpicks;
        other
    }
}

/// A table for scenario tests: actions go through the checked entry point
/// (`Game::play`) and every event is kept with its audience.
#[derive(Clone, Debug)]
pub struct Table {
    pub game: WatsonHolmes,
    pub events: Vec<sleuth_core::Event<Event>>,
}

impl Table {
    pub fn new(config: &Config, seed: u64) -> Self {
        Table {
            game: WatsonHolmes::new(config, seed).expect("a valid config"),
            events: Vec::new(),
        }
    }

    pub fn new_under_rules(config: &Config, seed: u64, rules_version: u32) -> Self {
        Table {
            game: WatsonHolmes::new_under_rules(config, seed, rules_version)
                .expect("a valid config"),
            events: Vec::new(),
        }
    }

    /// The same table with the case's special rules changed by `change`, for
    /// tests of a rule no shipped case switches on at the start of the match.
    pub fn with_case_rules(mut self, change: impl FnOnce(&mut crate::case::RuleModifiers)) -> Self {
        change(&mut std::sync::Arc::make_mut(&mut self.game.case).rules);
        self
    }

    /// Plays `action` for `seat`; on success returns the events it made.
    pub fn act(
        &mut self,
        seat: u8,
        action: Action,
    ) -> Result<Vec<sleuth_core::Event<Event>>, sleuth_core::PlayError<Error>> {
        let mut events = Vec::new();
        self.game.play(Seat(seat), &action, &mut events)?;
        self.events.extend(events.iter().cloned());
        Ok(events)
    }

    pub fn view(&self, seat: u8) -> View {
        self.game.view(sleuth_core::Viewer::Seat(Seat(seat)))
    }

    pub fn spectator(&self) -> View {
        self.game.view(sleuth_core::Viewer::Spectator)
    }

    /// The seat whose turn it is in the Visiting Phase.
    pub fn turn(&self) -> Option<u8> {
        self.spectator().turn.map(|s| s.0)
    }

    /// Plays the rest of the Visiting Phase: each seat, on its turn, plays
    /// `choose(seat)`. Panics if a choice is refused.
    pub fn place_all(&mut self, mut choose: impl FnMut(u8) -> Action) {
        while self.spectator().phase == "visiting" {
            let seat = self.turn().expect("a seat to place");
            let action = choose(seat);
            self.act(seat, action.clone())
                .unwrap_or_else(|e| panic!("seat {seat} {action:?}: {e}"));
        }
    }

    /// Every seat still reading says it is done (no police, Toby stays).
    pub fn finish_reading_all(&mut self) {
        while self.spectator().phase == "reading" {
            let seat = self
                .spectator()
                .players
                .iter()
                .find(|p| !p.eliminated && !p.done_reading)
                .map(|p| p.seat.0)
                .expect("a seat still reading");
            self.act(
                seat,
                Action::FinishReading {
                    police: false,
                    toby_to: None,
                },
            )
            .expect("done reading");
        }
    }

    /// Answers every question wrongly (a text no case accepts).
    pub fn wrong_answers(&self) -> Vec<String> {
        vec!["Nobody at all".to_owned(); self.game.case().questions.len()]
    }

    /// The case's canonical right answers.
    pub fn right_answers(&self) -> Vec<String> {
        self.game
            .case()
            .questions
            .iter()
            .map(|q| q.accepted.first().cloned().unwrap_or_default())
            .collect()
    }
}

/// A visit on foot or by carriage, with no call-off and no Toby.
pub fn visit(location: crate::case::LocationNumber, carriages: u32) -> Action {
    Action::Visit {
        location,
        carriages,
        call_off: false,
        toby: false,
    }
}
