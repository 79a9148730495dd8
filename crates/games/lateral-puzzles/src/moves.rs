//! The actions a seat may take now, listed (`legal_actions`) and sampled
//! (`random_action`), all through `LateralPuzzles::validate`, and so the seats
//! that may act (`to_move`) and the seat the table waits for (`waiting_for`).
//!
//! Free text cannot be listed: a question, a rephrasing and a spoiler are listed
//! with one generated sample text each (from the public state only, so that a
//! seat's list never depends on what it cannot know); any other valid text is
//! accepted when sent. Everything else is listed in full: every answer, every
//! subset of parts for a spoiler, every spy target, swap pair and queue position.
//!
//! Leaving is listed for every puzzler at the table at every moment (so that the
//! server can play `HostedGame::leave_action` whenever a person goes): the random
//! bot leaves only when it has nothing else to do, or now and then.

use sleuth_core::{Seat, SeatSet, SleuthRng};

use crate::rules::{Hold, LateralPuzzles, Slot, TurnAct};
use crate::types::*;

/// Generated questions for listed actions and the random bot (it cannot play
/// honestly without language: LP-1).
const QUESTIONS: [&str; 24] = [
    "Is anyone dead?",
    "Is money involved?",
    "Did it happen at night?",
    "Is the weather important?",
    "Was it planned in advance?",
    "Is an animal involved?",
    "Was a law broken?",
    "Is the place important?",
    "Was someone paid to do it?",
    "Is this about a job?",
    "Did it happen long ago?",
    "Is a machine involved?",
    "Is the time of day important?",
    "Was anyone hurt?",
    "Did someone lie?",
    "Is a family involved?",
    "Was it an accident?",
    "Is food important to the story?",
    "Did the people involved know each other?",
    "Is a vehicle involved?",
    "Would this happen today?",
    "Is sport involved?",
    "Was anything stolen?",
    "Is the number of people important?",
];

const SPOILERS: [&str; 8] = [
    "I think he was paid to do exactly that, and it was his job.",
    "It was all planned: the accident was no accident.",
    "The weather changed everything, and nobody lied.",
    "An animal was the key; the people only reacted to it.",
    "It happened long ago, and the law of the time allowed it.",
    "Someone lied to protect a member of the family.\nThe money was never the point.",
    "The machine failed, so they did it by hand.",
    "The place mattered most: anywhere else it would have been a crime.",
];

/// The sample question for a listed action; `offset` varies it by kind.
pub(crate) fn sample_question(game: &LateralPuzzles, seat: Seat, offset: usize) -> String {
    QUESTIONS[(game.questions.len() + seat.index() * 5 + offset) % QUESTIONS.len()].to_owned()
}

pub(crate) fn sample_spoiler(game: &LateralPuzzles, seat: Seat) -> String {
    SPOILERS[(game.spoilers.len() + seat.index()) % SPOILERS.len()].to_owned()
}

/// Every action worth trying for `seat`; `legal_actions` keeps the valid ones.
fn candidates(game: &LateralPuzzles, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    if seat == game.lateral_master() {
        if let Some(Slot::Answer(q)) = game.slot {
            for answer in AnswerCard::ALL {
                out.push(Action::Answer {
                    question: q,
                    answer,
                    another_wording: false,
                });
            }
            out.push(Action::Answer {
                question: q,
                answer: AnswerCard::Rephrase,
                another_wording: true,
            });
            for accept in [true, false] {
                out.push(Action::RuleDuplicate {
                    question: q,
                    accept,
                });
            }
        }
        match game.hold {
            Some(Hold::Spoiler(s)) => {
                let n = game.puzzle.parts.len();
                for mask in 0u32..(1 << n) {
                    let parts = (0..n)
                        .filter(|i| mask & (1 << i) != 0)
                        .map(|i| i as u8 + 1)
                        .collect();
                    out.push(Action::Judge { spoiler: s, parts });
                }
            }
            Some(Hold::Cooperation { .. }) => out.push(Action::CarryOutSwap),
            Some(Hold::OverNinety) => {
                for rounds in 1..=MAX_EXTRA_ROUNDS {
                    out.push(Action::ExtraRounds { rounds });
                }
            }
            _ => {}
        }
        for p in &game.puzzlers {
            out.push(Action::GiveSherlock { seat: p.seat.0 });
        }
        out.push(Action::EndGame);
        for away in game.away() {
            out.push(Action::GoOnWithout { seat: away.0 });
        }
        return out;
    }
    if !game.is_puzzler(seat) {
        return out;
    }
    if !game.present(seat) {
        out.push(Action::Return);
        return out;
    }
    out.push(Action::Leave);
    if !game.away().is_empty() {
        return out;
    }
    if let Some(Hold::Spy { target, .. }) = game.hold {
        if target == seat {
            out.push(Action::DonCorleone);
            out.push(Action::AllowSpy);
        }
        return out;
    }
    if game.hold.is_some() {
        return out;
    }
    out.push(Action::Ask {
        text: sample_question(game, seat, 0),
    });
    if let Some(Slot::Rephrase(_)) = game.slot {
        out.push(Action::Rephrase {
            text: sample_question(game, seat, 11),
        });
        out.push(Action::DeclineRephrase);
    }
    out.push(Action::EndTurn);
    if game.round < 2 {
        return out;
    }
    let hand = &game.p(seat).hand;
    if hand.tip_off > 0 {
        out.push(Action::TipOff {
            text: sample_question(game, seat, 7),
        });
    }
    if hand.sherlock_holmes > 0 {
        out.push(Action::Sherlock {
            text: sample_question(game, seat, 17),
        });
    }
    if hand.spoiler > 0 {
        out.push(Action::Spoiler {
            text: sample_spoiler(game, seat),
        });
        out.push(Action::ConvertSpoiler);
    }
    if hand.queue > 0 {
        for position in 1..=game.n_puzzlers() as u8 {
            out.push(Action::Queue { position });
        }
    }
    let answered_private = |q: &&crate::rules::Question| {
        q.kind.private_answer() && q.status == QuestionStatus::Answered
    };
    if hand.padlock > 0 {
        for q in &game.questions {
            if q.kind == QuestionKind::TipOff && q.asker == seat && !q.padlocked {
                out.push(Action::Padlock { question: q.id });
            }
        }
    }
    if hand.mata_hari > 0 {
        for q in game.questions.iter().filter(answered_private) {
            if q.holder != seat {
                out.push(Action::MataHari { question: q.id });
            }
        }
    }
    if hand.cooperation > 0 {
        let free = |q: &&crate::rules::Question| !q.padlocked && !q.protected;
        let mine: Vec<u32> = game
            .questions
            .iter()
            .filter(answered_private)
            .filter(free)
            .filter(|q| q.holder == seat)
            .map(|q| q.id)
            .collect();
        if !mine.is_empty() {
            for theirs in game
                .questions
                .iter()
                .filter(answered_private)
                .filter(free)
                .filter(|q| q.holder != seat)
            {
                for &m in &mine {
                    out.push(Action::Cooperation {
                        mine: m,
                        theirs: theirs.id,
                    });
                }
            }
        }
    }
    out
}

pub(crate) fn legal_actions(game: &LateralPuzzles, seat: Seat) -> Vec<Action> {
    if game.over.is_some() {
        return Vec::new();
    }
    candidates(game, seat)
        .into_iter()
        .filter(|a| game.validate(seat, a).is_ok())
        .collect()
}

/// Whether `seat` has any legal action (`to_move`).
pub(crate) fn has_action(game: &LateralPuzzles, seat: Seat) -> bool {
    if game.over.is_some() {
        return false;
    }
    candidates(game, seat)
        .iter()
        .any(|a| game.validate(seat, a).is_ok())
}

/// Every seat with a legal action (`Game::to_move`).
pub(crate) fn to_move(game: &LateralPuzzles) -> SeatSet {
    if game.over.is_some() {
        return SeatSet::EMPTY;
    }
    (0..game.players() as u8)
        .map(Seat)
        .filter(|&s| has_action(game, s))
        .collect()
}

/// The seat a freeze or decision waits for; else the Lateral Master while a
/// question waits for an answer, its asker while a rephrasing is invited, and
/// otherwise the puzzler whose turn it is (`Game::waiting_for`). Cards others may
/// play at any time (LP-5) are not waited for.
pub(crate) fn waiting_for(game: &LateralPuzzles) -> SeatSet {
    match game.waited_seat() {
        Some(s) if has_action(game, s) => SeatSet::single(s),
        _ => SeatSet::EMPTY,
    }
}

/// After this round the random Lateral Master calls the stall whenever it may.
const STALL_ROUND: u32 = 16;
/// A random puzzler with something else to do leaves once in this many moves.
const LEAVE_ODDS: u64 = 150;

fn pick<'a>(
    legal: &'a [Action],
    rng: &mut SleuthRng,
    pred: impl Fn(&Action) -> bool,
) -> Option<&'a Action> {
    let matching: Vec<&Action> = legal.iter().filter(|a| pred(a)).collect();
    rng.choose(&matching).copied()
}

/// A random card play: a kind of card first, then one of its plays, so that a
/// long list of targets does not crowd out the other cards.
fn random_card(legal: &[Action], rng: &mut SleuthRng) -> Option<Action> {
    let kinds: [fn(&Action) -> bool; 8] = [
        |a| matches!(a, Action::TipOff { .. }),
        |a| matches!(a, Action::Sherlock { .. }),
        |a| matches!(a, Action::Spoiler { .. }),
        |a| matches!(a, Action::Padlock { .. }),
        |a| matches!(a, Action::MataHari { .. }),
        |a| matches!(a, Action::Cooperation { .. }),
        |a| matches!(a, Action::Queue { .. }),
        |a| matches!(a, Action::ConvertSpoiler),
    ];
    let available: Vec<_> = kinds.iter().filter(|k| legal.iter().any(k)).collect();
    let kind = rng.choose(&available)?;
    pick(legal, rng, kind).cloned()
}

/// The random bot's move: always a listed action. A seat the game waits for makes
/// progress (answers, judges, asks, ends its turn); the Lateral Master grants a
/// Sherlock Holmes card or ends a stalled game now and then, and always past round
/// `STALL_ROUND`, so that random games end. A puzzler who left takes the seat
/// again; one with nothing else to do leaves, and others once in `LEAVE_ODDS`
/// moves; the Lateral Master mostly goes on without them.
pub(crate) fn random_action(
    game: &LateralPuzzles,
    seat: Seat,
    rng: &mut SleuthRng,
) -> Option<Action> {
    let mut legal = legal_actions(game, seat);
    if legal.is_empty() {
        return None;
    }
    if seat != game.lateral_master() {
        if legal.contains(&Action::Return) || legal == [Action::Leave] {
            return legal.pop();
        }
        if rng.chance(1, LEAVE_ODDS) {
            return Some(Action::Leave);
        }
        legal.retain(|a| *a != Action::Leave);
    }
    let legal = legal;
    let choose =
        |rng: &mut SleuthRng, pred: &dyn Fn(&Action) -> bool| pick(&legal, rng, pred).cloned();
    let waiting = waiting_for(game).contains(seat);
    if seat == game.lateral_master() {
        let end = |rng: &mut SleuthRng| choose(rng, &|a| matches!(a, Action::EndGame));
        if game.round > STALL_ROUND
            && let Some(a) = end(rng)
        {
            return Some(a);
        }
        if !game.away().is_empty() {
            let odds = if game.too_few_puzzlers() { 3 } else { 16 };
            let chosen = if rng.chance(1, odds) {
                end(rng)
            } else {
                choose(rng, &|a| matches!(a, Action::GoOnWithout { .. }))
            };
            return chosen.or_else(|| rng.choose(&legal).cloned());
        }
        if game.too_few_puzzlers()
            && rng.chance(1, 8)
            && let Some(a) = end(rng)
        {
            return Some(a);
        }
        let chosen = match game.hold {
            Some(Hold::OverNinety) => {
                if rng.chance(1, 2) {
                    end(rng)
                } else {
                    choose(rng, &|a| matches!(a, Action::ExtraRounds { .. }))
                }
            }
            Some(Hold::Spoiler(_)) => {
                // Most random guesses miss; some find a part, few find several.
                let ticks = match rng.below(10) {
                    0..=4 => 0,
                    5..=8 => 1,
                    _ => 2,
                };
                choose(
                    rng,
                    &|a| matches!(a, Action::Judge { parts, .. } if parts.len() == ticks),
                )
                .or_else(|| choose(rng, &|a| matches!(a, Action::Judge { .. })))
            }
            Some(_) => choose(rng, &|a| matches!(a, Action::CarryOutSwap)),
            None if waiting => {
                if rng.chance(1, 100) {
                    end(rng)
                } else if rng.chance(1, 40) {
                    choose(rng, &|a| matches!(a, Action::GiveSherlock { .. }))
                } else if legal
                    .iter()
                    .any(|a| matches!(a, Action::RuleDuplicate { accept: true, .. }))
                {
                    let accept = rng.chance(3, 4);
                    choose(
                        rng,
                        &|a| matches!(a, Action::RuleDuplicate { accept: x, .. } if *x == accept),
                    )
                } else if rng.chance(1, 12) {
                    choose(rng, &|a| matches!(a, Action::RuleDuplicate { .. }))
                } else if rng.chance(1, 10) {
                    choose(rng, &|a| {
                        matches!(
                            a,
                            Action::Answer {
                                another_wording: true,
                                ..
                            }
                        )
                    })
                } else {
                    choose(rng, &|a| {
                        matches!(
                            a,
                            Action::Answer {
                                another_wording: false,
                                ..
                            }
                        )
                    })
                }
            }
            None => {
                if rng.chance(1, 20) {
                    end(rng)
                } else {
                    choose(rng, &|a| matches!(a, Action::GiveSherlock { .. }))
                }
            }
        };
        return chosen.or_else(|| rng.choose(&legal).cloned());
    }
    let chosen = if matches!(game.hold, Some(Hold::Spy { .. })) {
        rng.choose(&legal).cloned()
    } else if legal.iter().any(|a| matches!(a, Action::DeclineRephrase)) && waiting {
        if rng.chance(3, 4) {
            choose(rng, &|a| matches!(a, Action::Rephrase { .. }))
        } else {
            choose(rng, &|a| matches!(a, Action::DeclineRephrase))
        }
    } else if waiting && game.turn_seat() == Some(seat) {
        match game.act {
            TurnAct::None if rng.chance(1, 2) => choose(rng, &|a| matches!(a, Action::Ask { .. })),
            TurnAct::Cards if rng.chance(1, 2) => choose(rng, &|a| matches!(a, Action::EndTurn)),
            _ => random_card(&legal, rng),
        }
    } else {
        random_card(&legal, rng)
    };
    chosen.or_else(|| rng.choose(&legal).cloned())
}
