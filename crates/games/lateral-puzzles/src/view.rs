//! What one viewer may see (invariant 2): one function of (state, viewer).
//!
//! - The Lateral Master sees everything: the solution and its parts, every
//!   question's text and answer, every spoiler's text, every hand.
//! - A puzzler sees the situation and the public register (public questions and
//!   answers, Tip-off questions, that a Sherlock Holmes question was asked and
//!   answered), the text and answer of every private question they know (asked,
//!   spied, or received by a swap), their own spoilers' texts and the parts they
//!   guessed, every score, their own hand in full and the others' card counts, whose
//!   turn it is and what the table waits for.
//! - A spectator (and `Viewer::Everyone` before the end) sees the public table.
//! - Once the game is over everyone sees everything: the puzzle, every question,
//!   answer and spoiler.

use sleuth_core::{Seat, Viewer};

use crate::rules::{Hold, LateralPuzzles, Slot, TurnAct};
use crate::types::*;

pub(crate) fn view(game: &LateralPuzzles, viewer: Viewer) -> View {
    let over = game.over.is_some();
    let seat = match viewer {
        Viewer::Seat(s) if s.index() < game.config.players as usize => Some(s),
        _ => None,
    };
    let role = match (viewer, seat) {
        (_, Some(LATERAL_MASTER)) => Role::LateralMaster,
        (_, Some(_)) => Role::Puzzler,
        (Viewer::Everyone, None) => Role::Everyone,
        _ => Role::Spectator,
    };
    // Sees every secret: the Lateral Master, and everyone once the game is over.
    let all = over || seat == Some(LATERAL_MASTER);
    let puzzle = &game.puzzle;
    let parts = all.then(|| {
        puzzle
            .parts
            .iter()
            .zip(&game.spoiled_by)
            .enumerate()
            .map(|(i, (p, by))| PartView {
                part: i as u8 + 1,
                text: p.text.clone(),
                score: p.score,
                spoiled_by: by.clone(),
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
                points: s.awards.as_ref().map(|a| a.iter().map(|p| p.points).sum()),
                parts: if sees { s.awards.clone() } else { None },
            }
        })
        .collect();
    let puzzlers = game
        .puzzlers
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let s = Seat(i as u8 + 1);
            PuzzlerView {
                seat: s,
                score: p.score,
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
    View {
        viewer: role,
        seat,
        players: game.config.players,
        puzzle: PuzzleView {
            id: puzzle.id.clone(),
            title: puzzle.title.clone(),
            difficulty: puzzle.difficulty,
            themes: puzzle.themes.clone(),
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
        questions,
        spoilers,
        puzzlers,
        spoiled_points: game.spoiled_points(),
        extra_rounds_left: game.extra_rounds_left,
        over: game.over,
        winners: if over { game.winners() } else { Vec::new() },
    }
}
