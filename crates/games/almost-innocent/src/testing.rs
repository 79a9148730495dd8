//! Hooks for the engine's playout harness: arbitrary well-formed actions (legal or
//! not) and redeals that keep one seat's private information.

use sleuth_core::game::Game;
use sleuth_core::harness::Testable;
use sleuth_core::{Seat, SleuthRng};

use crate::content::ClueType;
use crate::rules::AlmostInnocent;
use crate::types::*;

fn any_type(rng: &mut SleuthRng) -> ClueType {
    ClueType::ALL[rng.index(5)]
}

fn any_line(rng: &mut SleuthRng) -> Line {
    if rng.chance(1, 2) {
        Line::Row(rng.below(8) as u8)
    } else {
        Line::Column((b'@' + rng.below(8) as u8) as char)
    }
}

fn any_zone(rng: &mut SleuthRng) -> Zone {
    Zone {
        row: rng.below(7) as u8,
        column: (b'@' + rng.below(7) as u8) as char,
    }
}

fn maybe<T>(rng: &mut SleuthRng, f: impl FnOnce(&mut SleuthRng) -> T) -> Option<T> {
    if rng.chance(1, 2) { Some(f(rng)) } else { None }
}

impl Testable for AlmostInnocent {
    fn arbitrary_action(&self, rng: &mut SleuthRng) -> Action {
        let face = |rng: &mut SleuthRng| {
            if rng.chance(1, 2) {
                TokenFace::Quantity
            } else {
                TokenFace::Type
            }
        };
        let clue = |rng: &mut SleuthRng| {
            let clues = &self.board.clues;
            if rng.chance(1, 8) {
                "Xx9".to_owned()
            } else {
                clues[rng.index(clues.len())].code.clone()
            }
        };
        match rng.below(15) {
            14 => Action::TeorDecline,
            0 => Action::Ask {
                line: any_line(rng),
                about: maybe(rng, any_type),
                discard: maybe(rng, face),
            },
            1 => Action::Okra {
                line: any_line(rng),
                about: maybe(rng, any_type),
                discard: maybe(rng, face),
            },
            2 => Action::Edd {
                about: any_type(rng),
            },
            3 => Action::Valia {
                zone: any_zone(rng),
            },
            4 => Action::UseDin {
                target: Seat(rng.below(7) as u8),
            },
            5 => Action::DinDraw {
                kinds: (0..rng.below(5)).map(|_| any_type(rng)).collect(),
            },
            6 => Action::DinReveal { clue: clue(rng) },
            7 => Action::UseTeor {
                target: Seat(rng.below(7) as u8),
            },
            8 => Action::TeorMark {
                zone: any_zone(rng),
                white: rng.chance(1, 2),
            },
            9 => Action::Signal {
                signal: if rng.chance(1, 2) {
                    Signal::Ready {
                        ready: rng.chance(1, 2),
                    }
                } else {
                    Signal::Types {
                        found: (0..rng.below(3)).map(|_| any_type(rng)).collect(),
                        doubt: (0..rng.below(3)).map(|_| any_type(rng)).collect(),
                    }
                },
            },
            10 => Action::ProposeResolution,
            11 => Action::AnswerProposal {
                agree: rng.chance(1, 2),
            },
            12 => Action::MoveQueen {
                zone: any_zone(rng),
            },
            _ => Action::Guess { clue: clue(rng) },
        }
    }

    fn redeal_for(config: &Config, seed: u64, seat: Seat, other_seed: u64) -> Self {
        redeal(config, seed, Some(seat), other_seed)
    }

    fn redeal_for_spectator(config: &Config, seed: u64, other_seed: u64) -> Self {
        redeal(config, seed, None, other_seed)
    }
}

/// The game of `seed` with every hand but `keep`'s (and the undealt cards) redrawn
/// from `other_seed`. Public chance is kept: the first player, and the game's own
/// generator, whose later draws (the Queen's die, Din's cards) take the same number
/// of steps whatever the hands.
fn redeal(config: &Config, seed: u64, keep: Option<Seat>, other_seed: u64) -> AlmostInnocent {
    #[allow(clippy::expect_used)]
    let mut game = AlmostInnocent::new(config, seed).expect("a valid config");
    let mut rng = SleuthRng::from_seed(other_seed);
    let players = game.players();
    let redrawn = |s: usize| Some(Seat(s as u8)) != keep;
    for p in 0..game.board.types.len() {
        let mut pool: Vec<u8> = game.unused[p].clone();
        for s in (0..players).filter(|&s| redrawn(s)) {
            pool.push(game.hands[s][p]);
        }
        rng.shuffle(&mut pool);
        let mut it = pool.into_iter();
        for s in (0..players).filter(|&s| redrawn(s)) {
            game.hands[s][p] = it.next().unwrap_or(0);
        }
        game.unused[p] = it.collect();
    }
    game
}
