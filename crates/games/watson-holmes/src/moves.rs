//! The actions a seat may take now, listed (`legal_actions`) and sampled
//! (`random_action`). Free text cannot be listed: a notebook is listed only as
//! "save it as it is", an answer as the question's choices or, for a typed
//! question, one neutral sample (`listed_options`: never a case's accepted form,
//! which the list would leak), at most `ANSWER_COMBINATIONS` answer sets; any other
//! text is still accepted when sent. Bids are listed at the lowest that wins the
//! card and one more.

use sleuth_core::{Seat, SleuthRng};

use crate::case::Case;
use crate::rules::{Phase, WatsonHolmes};
use crate::types::*;

const ANSWER_COMBINATIONS: usize = 64;

pub(crate) fn legal_actions(game: &WatsonHolmes, seat: Seat) -> Vec<Action> {
    let mut out = progress_actions(game, seat);
    if game.phase == Phase::Over || game.players[seat.index()].eliminated {
        return Vec::new();
    }
    out.extend(holmes_actions(game, seat));
    if !game.notebook_locked(seat) {
        out.push(Action::WriteNotebook {
            text: game.players[seat.index()].notebook.clone(),
        });
    }
    out
}

/// Every listed action that is not a notebook save.
pub(crate) fn progress_actions(game: &WatsonHolmes, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    let p = &game.players[seat.index()];
    if p.eliminated {
        return out;
    }
    let try_push = |out: &mut Vec<Action>, action: Action| {
        if allowed(game, seat, &action) {
            out.push(action);
        }
    };
    match &game.phase {
        Phase::Visiting if game.turn == Some(seat) => {
            for l in &game.case().locations {
                let need = game
                    .players
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != seat.index())
                    .filter_map(|(_, q)| match &q.placement {
                        Some(Placement::Location { number, bid, .. }) if *number == l.number => {
                            Some(bid + 1)
                        }
                        _ => None,
                    })
                    .next()
                    .unwrap_or(0);
                let need = if game
                    .players
                    .iter()
                    .enumerate()
                    .any(|(i, q)| i != seat.index() && q.toby == Some(l.number))
                {
                    need.max(3)
                } else {
                    need
                };
                for carriages in [need, need + 1] {
                    for call_off in [false, true] {
                        try_push(
                            &mut out,
                            Action::Visit {
                                location: l.number,
                                carriages,
                                call_off,
                                toby: false,
                            },
                        );
                    }
                }
                if p.toby == Some(l.number) {
                    try_push(
                        &mut out,
                        Action::Visit {
                            location: l.number,
                            carriages: 0,
                            call_off: false,
                            toby: true,
                        },
                    );
                }
            }
            try_push(&mut out, Action::CarriageStop);
            try_push(&mut out, Action::BakerStreet);
            try_push(&mut out, Action::TakeWatson);
            try_push(&mut out, Action::DiscardCharacter);
            reveal_actions(game, seat, &mut out, &try_push);
        }
        Phase::Watson if game.watson == Some(seat) => {
            try_push(&mut out, Action::WatsonReadAloud { target: None });
            for t in 0..game.players.len() as u8 {
                try_push(&mut out, Action::WatsonReadAloud { target: Some(t) });
            }
        }
        Phase::Reading if !p.done_reading => {
            try_push(
                &mut out,
                Action::FinishReading {
                    police: false,
                    toby_to: None,
                },
            );
            try_push(
                &mut out,
                Action::FinishReading {
                    police: true,
                    toby_to: None,
                },
            );
            if let Some(to) = p.toby.or(match &p.placement {
                Some(Placement::Location { number, .. }) => Some(*number),
                _ => None,
            }) {
                try_push(
                    &mut out,
                    Action::FinishReading {
                        police: false,
                        toby_to: Some(to),
                    },
                );
            }
            reveal_actions(game, seat, &mut out, &try_push);
        }
        Phase::Reading | Phase::Visiting => reveal_actions(game, seat, &mut out, &try_push),
        Phase::Answering { groups }
            if groups.first().is_some_and(|g| g.contains(&seat)) && p.answers.is_none() =>
        {
            for answers in answer_sets(game, ANSWER_COMBINATIONS) {
                out.push(Action::Answer { answers });
            }
        }
        _ => {}
    }
    out
}

fn reveal_actions(
    game: &WatsonHolmes,
    seat: Seat,
    out: &mut Vec<Action>,
    try_push: &dyn Fn(&mut Vec<Action>, Action),
) {
    let p = &game.players[seat.index()];
    if p.character_state != CharacterState::Hidden || p.character.is_none() {
        return;
    }
    // (the copy named, the character acting)
    let options: Vec<(Option<Character>, Character)> = match p.character {
        Some(Character::Wiggins) => Character::ALL.into_iter().map(|c| (Some(c), c)).collect(),
        Some(c) => vec![(None, c)],
        None => Vec::new(),
    };
    for (copy, acting) in options {
        let reveal = |target, location, to| Action::RevealCharacter {
            copy,
            target,
            location,
            to,
        };
        match acting {
            Character::MycroftHolmes => {
                for t in 0..game.players.len() as u8 {
                    try_push(out, reveal(Some(t), None, None));
                }
            }
            Character::InspectorLestrade => {
                for &from in &game.police_on {
                    for l in &game.case().locations {
                        try_push(out, reveal(None, Some(from), Some(l.number)));
                    }
                }
            }
            _ => try_push(out, reveal(None, None, None)),
        }
    }
}

/// Whether `seat` may take `action` now: tried on a copy.
fn allowed(game: &WatsonHolmes, seat: Seat, action: &Action) -> bool {
    let mut probe = game.clone();
    let mut events = Vec::new();
    probe.apply_checked(seat, action, &mut events).is_ok()
}

fn holmes_actions(game: &WatsonHolmes, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    let p = &game.players[seat.index()];
    if p.carriages < 3 {
        return out;
    }
    for (i, q) in game.players.iter().enumerate() {
        if q.right_answers.is_none() {
            continue;
        }
        out.push(Action::Consult { target: i as u8 });
        if !p.answer_check_used {
            for (qi, _) in game.case().questions.iter().enumerate() {
                for answer in listed_options(game.case(), qi).into_iter().take(3) {
                    out.push(Action::CheckAnswer {
                        target: i as u8,
                        question: qi as u8,
                        answer,
                    });
                }
            }
        }
    }
    out
}

/// The answers listed for question `index`: its choices in the order the view
/// shows them, or for a typed question a neutral sample. Listing the accepted
/// forms, or the choices in the case file's order (where the right one is often
/// first), would tell every client the answer (invariant 2).
fn listed_options(case: &Case, index: usize) -> Vec<String> {
    let q = &case.questions[index];
    if q.choices.is_empty() {
        vec![TYPED_SAMPLE.to_owned()]
    } else {
        crate::view::choices_in_table_order(&q.choices)
    }
}

/// The sample listed for a typed answer.
pub(crate) const TYPED_SAMPLE: &str = "I cannot say";

/// Answer sets built from each question's listed options, at most `limit`.
fn answer_sets(game: &WatsonHolmes, limit: usize) -> Vec<Vec<String>> {
    let case = game.case();
    let mut sets: Vec<Vec<String>> = vec![Vec::new()];
    for qi in 0..case.questions.len() {
        let options = listed_options(case, qi);
        let mut next = Vec::new();
        'outer: for set in &sets {
            for option in &options {
                let mut grown = set.clone();
                grown.push(option.clone());
                next.push(grown);
                if next.len() >= limit {
                    break 'outer;
                }
            }
        }
        sets = next;
    }
    sets
}

/// A random action: a seat the game waits for makes progress (a random listed
/// action other than a notebook save, answers among the listed sets); any other seat
/// saves its notebook or, now and then, consults Holmes.
pub(crate) fn random_action(
    game: &WatsonHolmes,
    seat: Seat,
    rng: &mut SleuthRng,
) -> Option<Action> {
    if game.phase == Phase::Over || game.players[seat.index()].eliminated {
        return None;
    }
    let waiting = sleuth_core::Game::waiting_for(game).contains(seat);
    if waiting {
        if let Phase::Answering { .. } = game.phase {
            let sets = answer_sets(game, ANSWER_COMBINATIONS);
            if let Some(answers) = rng.choose(&sets) {
                return Some(Action::Answer {
                    answers: answers.clone(),
                });
            }
        }
        let progress = progress_actions(game, seat);
        if let Some(a) = rng.choose(&progress) {
            return Some(a.clone());
        }
    }
    let all = legal_actions(game, seat);
    rng.choose(&all).cloned()
}
