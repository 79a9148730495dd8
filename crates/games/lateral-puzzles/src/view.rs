//! What one viewer may see (invariant 2): one function of (state, viewer).
//!
//! Everything a table needs to explain itself is here: who the table waits for
//! and why (`waiting`, `pause`, `hold`), how far each end is (`end_conditions`),
//! and, for whoever may see the parts, who spoiled each part, when and for how
//! many tenths of a point (`PartView::spoils`).
//!
//! - The Lateral Master sees everything: the solution and its parts, every
//!   question's text and answer, every spoiler's text, every hand.
//! - A puzzler sees the title and situation (the themes only when the author made
//!   them public: a theme can give the key away) and the public register (public questions and
//!   answers, Tip-off questions, that a Sherlock Holmes question was asked and
//!   answered), the text and answer of every private question they know (asked,
//!   spied, or received by a swap), their own spoilers' texts and the parts they
//!   guessed, every score, their own hand in full and the others' card counts, whose
//!   turn it is and what the table waits for.
//! - A spectator (and `Viewer::Everyone` before the end) sees the public table.
//! - Once the game is over everyone sees everything: the puzzle, every question,
//!   answer and spoiler.

use sleuth_core::Viewer;

use crate::rules::{Hold, LateralPuzzles, NINETY, Slot, TurnAct};
use crate::types::*;

pub(crate) fn view(game: &LateralPuzzles, viewer: Viewer) -> View {
    let over = game.over.is_some();
    let seat = match viewer {
        Viewer::Seat(s) if s.index() < game.config.players as usize => Some(s),
        _ => None,
    };
    let lm = game.lateral_master();
    let role = match seat {
        Some(s) if s == lm => Role::LateralMaster,
        Some(_) => Role::Puzzler,
        None if viewer == Viewer::Everyone => Role::Everyone,
        None => Role::Spectator,
    };
    // Sees every secret: the Lateral Master, and everyone once the game is over.
    let all = over || seat == Some(lm);
    let puzzle = &game.puzzle;
    let parts = all.then(|| {
        puzzle
            .parts
            .iter()
            .zip(&game.spoiled_by)
            .enumerate()
            .map(|(i, (p, by))| {
                let part = i as u8 + 1;
                let spoils = game
                    .spoilers
                    .iter()
                    .filter_map(|s| {
                        let award = s.awards.as_ref()?.iter().find(|a| a.part == part)?;
                        Some(PartSpoilView {
                            seat: s.seat,
                            spoiler: s.id,
                            round: s.round,
                            tenths: award.tenths,
                        })
                    })
                    .collect();
                PartView {
                    part,
                    text: p.text.clone(),
                    score: p.score,
                    spoiled_by: by.clone(),
                    spoils,
                }
            })
            .collect()
    });
    let questions = game
        .questions
        .iter()
        .map(|q| {
            let knows = all || seat.is_some_and(|s| q.known_by.contains(s));
            let sees_text = knows || q.kind != QuestionKind::Sherlock;
            let sees_answer = knows || !q.kind.private_answer();
            QuestionView {
                question: q.id,
                round: q.round,
                seat: q.asker,
                kind: q.kind,
                text: sees_text.then(|| q.text.clone()),
                rephrase_of: q.rephrase_of,
                status: q.status,
                answer: if sees_answer { q.answer } else { None },
                another_wording: q.another_wording,
                holder: q.holder,
                padlocked: q.padlocked,
                protected: q.protected,
                spied_by: q.spied_by.clone(),
                flag: if sees_text { q.flag.clone() } else { None },
                flag_ruled: q.flag_ruled,
            }
        })
        .collect();
    let spoilers = game
        .spoilers
        .iter()
        .map(|s| {
            let sees = all || seat == Some(s.seat);
            SpoilerView {
                spoiler: s.id,
                seat: s.seat,
                round: s.round,
                text: sees.then(|| s.text.clone()),
                judged: s.awards.is_some(),
                tenths: s.awards.as_ref().map(|a| a.iter().map(|p| p.tenths).sum()),
                parts: if sees { s.awards.clone() } else { None },
            }
        })
        .collect();
    let puzzlers = game
        .puzzlers
        .iter()
        .map(|p| {
            let s = p.seat;
            PuzzlerView {
                seat: s,
                score_tenths: p.tenths,
                presence: p.presence,
                cards: p.hand.total(),
                hand: (all || seat == Some(s)).then(|| p.hand.clone()),
                conversions: p.conversions,
                asked_this_round: p.asked_this_round,
                cards_since_question: p.cards_since_question,
                don_corleone: p.don_corleone,
            }
        })
        .collect();
    let hold = game.hold.map(|h| match h {
        Hold::Spoiler(s) => HoldView::Spoiler {
            seat: game.spoilers[s as usize - 1].seat,
            spoiler: s,
        },
        Hold::Cooperation { seat, mine, theirs } => HoldView::Cooperation {
            seat,
            mine,
            target: game.questions[theirs as usize - 1].holder,
            theirs,
        },
        Hold::Spy {
            seat,
            question,
            target,
        } => HoldView::Spy {
            seat,
            question,
            target,
        },
        Hold::OverNinety => HoldView::OverNinety {
            spoiled_points: game.spoiled_points(),
        },
    });
    let (open_question, rephrase) = match game.slot {
        Some(Slot::Answer(q)) => (Some(q), None),
        Some(Slot::Rephrase(q)) => (
            None,
            Some(RephraseView {
                question: q,
                seat: game.questions[q as usize - 1].asker,
            }),
        ),
        None => (None, None),
    };
    let away = game.away();
    let pause = (!over && !away.is_empty()).then(|| PauseView {
        can_go_on: game.present_count() > 0,
        message: game.pause_message(&away),
        away,
    });
    let end_conditions = EndConditionsView {
        spoiled_points: game.spoiled_points(),
        over_ninety_at: NINETY,
        over_ninety_asked: game.over_ninety_called,
        extra_rounds_left: game.extra_rounds_left,
        may_end_stalled: !over && game.round >= 2 && game.hold.is_none(),
        present_puzzlers: game.present_count() as u8,
        too_few_puzzlers: game.too_few_puzzlers(),
    };
    let sees_themes = all || puzzle.themes_public;
    View {
        viewer: role,
        seat,
        players: game.config.players,
        lateral_master: lm,
        rules_version: game.rules_version(),
        puzzle: PuzzleView {
            id: puzzle.id.clone(),
            title: puzzle.title.clone(),
            difficulty: puzzle.difficulty,
            themes: if sees_themes {
                puzzle.themes.clone()
            } else {
                Vec::new()
            },
            themes_public: puzzle.themes_public,
            situation: puzzle.situation.clone(),
            solution: all.then(|| puzzle.solution.clone()),
            parts,
        },
        round: game.round,
        order: game.order.clone(),
        next_order: game.next_order.clone(),
        toss: game.toss.clone(),
        turn: game.turn_seat(),
        turn_act: match game.act {
            TurnAct::None => TurnActView::None,
            TurnAct::Asked(_) => TurnActView::Asked,
            TurnAct::Cards => TurnActView::Cards,
        },
        open_question,
        rephrase,
        hold,
        pause,
        waiting: game
            .waiting_reason()
            .map(|(seat, reason)| WaitingView { seat, reason }),
        questions,
        spoilers,
        puzzlers,
        spoiled_points: game.spoiled_points(),
        extra_rounds_left: game.extra_rounds_left,
        end_conditions,
        sherlock_stock: game.sherlock_stock(),
        over: game.over,
        winners: if over { game.winners() } else { Vec::new() },
    }
}
