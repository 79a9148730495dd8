//! Hooks for the playout harness (`sleuth_core::harness`): arbitrary actions to
//! probe rejections, and redeals.
//!
//! The only secrets of this game are texts: the puzzle's solution and parts (the
//! Lateral Master's), and the private answers and spoilers, which come from the
//! action log. Nothing random is secret: the die toss deciding the order is public
//! (LP-4). So a redeal for a puzzler or a spectator keeps the toss and the public
//! face of the puzzle (id, title, situation, themes) and swaps the solution and the
//! parts for another shipped puzzle's: their views and events must not change until
//! a spoiler is judged (points) or the game ends. The Lateral Master knows
//! everything: their redeal is the same game. Private answers and spoiler texts are
//! checked by `tests/secrecy.rs`, which changes them in the log itself.

use std::sync::Arc;

use sleuth_core::harness::Testable;
use sleuth_core::{Game, Seat, SleuthRng};

use crate::rules::LateralPuzzles;
use crate::types::*;

impl LateralPuzzles {
    /// This game with another shipped puzzle's solution and parts (chosen by
    /// `other_seed`), its public face kept.
    fn with_other_secret(mut self, other_seed: u64) -> LateralPuzzles {
        let others: Vec<_> = crate::library::shipped()
            .iter()
            .filter(|p| p.id != self.puzzle.id)
            .collect();
        let mut rng = SleuthRng::from_seed(other_seed);
        if let Some(other) = rng.choose(&others) {
            let mut puzzle = (*self.puzzle).clone();
            puzzle.solution = other.solution.clone();
            puzzle.parts = other.parts.clone();
            self.spoiled_by = vec![Vec::new(); puzzle.parts.len()];
            self.puzzle = Arc::new(puzzle);
        }
        self
    }
}

/// A text no listed action carries and every check refuses.
fn bad_text(rng: &mut SleuthRng, max: usize) -> String {
    match rng.below(4) {
        0 => "x".repeat(max + 1 + rng.index(20)),
        1 => "Was it \u{0}poison?".into(),
        2 => "   ".into(),
        _ => "Two\u{1b}[31m lines".into(),
    }
}

impl Testable for LateralPuzzles {
    fn arbitrary_action(&self, rng: &mut SleuthRng) -> Action {
        let question = rng.below(self.questions.len() as u64 + 3) as u32;
        let seat = rng.below(12) as u8;
        match rng.below(25) {
            0 => Action::Ask {
                text: bad_text(rng, QUESTION_CHARS),
            },
            1 => Action::Rephrase {
                text: bad_text(rng, QUESTION_CHARS),
            },
            2 => Action::DeclineRephrase,
            3 => Action::EndTurn,
            4 => Action::TipOff {
                text: bad_text(rng, QUESTION_CHARS),
            },
            5 => Action::Sherlock {
                text: bad_text(rng, QUESTION_CHARS),
            },
            6 => Action::Spoiler {
                text: if rng.chance(1, 2) {
                    "x".repeat(SPOILER_CHARS + 1)
                } else {
                    "tab\tinside".into()
                },
            },
            7 => Action::Padlock { question },
            8 => Action::MataHari { question },
            9 => Action::Cooperation {
                mine: question,
                theirs: rng.below(self.questions.len() as u64 + 3) as u32,
            },
            10 => Action::Queue {
                position: rng.below(11) as u8,
            },
            11 => Action::ConvertSpoiler,
            12 => Action::DonCorleone,
            13 => Action::AllowSpy,
            14 => Action::Answer {
                question,
                answer: *rng.choose(&AnswerCard::ALL).expect("six answers"),
                another_wording: rng.chance(1, 2),
            },
            15 => Action::RuleDuplicate {
                question,
                accept: rng.chance(1, 2),
            },
            16 => Action::Judge {
                spoiler: rng.below(self.spoilers.len() as u64 + 2) as u32,
                parts: (0..rng.below(4)).map(|_| rng.below(10) as u8).collect(),
            },
            17 => Action::CarryOutSwap,
            18 => Action::GiveSherlock { seat },
            19 => Action::ExtraRounds {
                rounds: rng.below(6) as u8,
            },
            20 => Action::EndGame,
            21 => Action::Leave,
            22 => Action::Return,
            23 => Action::GoOnWithout { seat },
            _ => Action::Judge {
                spoiler: 1,
                parts: vec![1, 1],
            },
        }
    }

    fn redeal_for(config: &Config, seed: u64, seat: Seat, other_seed: u64) -> Self {
        let game = LateralPuzzles::new(config, seed).expect("setup");
        if seat == game.lateral_master() {
            game
        } else {
            game.with_other_secret(other_seed)
        }
    }

    fn redeal_for_spectator(config: &Config, seed: u64, other_seed: u64) -> Self {
        LateralPuzzles::new(config, seed)
            .expect("setup")
            .with_other_secret(other_seed)
    }
}
