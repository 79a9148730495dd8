//! Hooks for the playout harness (`sleuth_core::harness`): arbitrary actions to
//! probe rejections, and redeals that keep one seat's private information (its
//! character) and all public chance (the first Diary holder).

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
        match rng.below(13) {
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
        for (i, p) in other.players.iter_mut().enumerate() {
            p.police = mine.players[i].police;
            p.call_off = mine.players[i].call_off;
        }
        other
    }

    fn redeal_for_spectator(config: &Config, seed: u64, other_seed: u64) -> Self {
        let mine = WatsonHolmes::new(config, seed).expect("setup");
        let mut other = WatsonHolmes::new(config, other_seed).expect("setup");
        other.diary = mine.diary;
        other.turn = mine.turn;
        for (i, p) in other.players.iter_mut().enumerate() {
            p.police = mine.players[i].police;
            p.call_off = mine.players[i].call_off;
        }
        other
    }
}
