//! What one viewer may see (invariant 2, WH-5): the public table for everyone
//! (with the questions' choices in an order that tells nothing, and the order at
//! 221B); a seat's own character, notebook, the texts it may read now, what it has
//! read and its consultations for that seat only; answers and whether each was
//! right, characters, every card's text and Holmes's solution only once the game is
//! over (then to everyone). A notebook never leaves its seat, not even then.
//!
//! A card's text reaches a seat only here, never in an event: an event may be sent
//! again later (a reconnecting client gets the match's past events), and the
//! rulebook lets a player read a card once, during that round's Investigation
//! Phase, and keep only their notes (WH-5).

use sleuth_core::{Seat, Viewer};

use crate::rules::{Phase, WatsonHolmes};
use crate::types::*;

pub(crate) fn view(game: &WatsonHolmes, viewer: Viewer) -> View {
    let over = game.phase == Phase::Over;
    // Once the case is closed, Holmes's solution, the answers and every
    // character are read out to the whole table.
    let everyone = over;
    let me = match viewer {
        Viewer::Seat(s) if s.index() < game.players.len() => Some(s),
        _ => None,
    };
    let case = game.case();
    let sees_questions = |seat: Option<Seat>| {
        !case.rules.questions_at_221b
            || over
            || seat.is_some_and(|s| {
                matches!(
                    game.players[s.index()].placement,
                    Some(Placement::BakerStreet)
                ) || game.players[s.index()].answers.is_some()
            })
    };
    let questions = if sees_questions(me) {
        case.questions
            .iter()
            .map(|q| QuestionView {
                text: q.text.clone(),
                choices: choices_in_table_order(&q.choices),
            })
            .collect()
    } else {
        Vec::new()
    };
    let locations = case
        .locations
        .iter()
        .map(|l| {
            let visitor = game
                .players
                .iter()
                .enumerate()
                .find_map(|(i, p)| match &p.placement {
                    Some(Placement::Location { number, bid, .. }) if *number == l.number => {
                        Some((Seat(i as u8), *bid))
                    }
                    _ => None,
                });
            LocationView {
                number: l.number,
                name: l.name.clone(),
                zone: l.zone.clone(),
                symbols: l.symbols.clone(),
                police: game.police_on.contains(&l.number),
                visitor: visitor.map(|v| v.0),
                bid: visitor.map_or(0, |v| v.1),
                toby: game
                    .players
                    .iter()
                    .position(|p| p.toby == Some(l.number))
                    .map(|i| Seat(i as u8)),
            }
        })
        .collect();
    let players = game
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let seat = Seat(i as u8);
            let shown = p.character_state != CharacterState::Hidden || me == Some(seat) || everyone;
            PlayerView {
                seat,
                carriages: p.carriages,
                police: p.police,
                call_off: p.call_off,
                lockpick: p.lockpick,
                zone: p.zone.clone(),
                character: if shown { p.character } else { None },
                character_state: p.character_state,
                placement: p.placement.clone(),
                visited: p.visited.clone(),
                watson: game.watson == Some(seat),
                eliminated: p.eliminated,
                right_answers: p.right_answers,
                won: p.won,
                done_reading: p.done_reading,
                answer_check_used: p.answer_check_used,
            }
        })
        .collect();
    let aloud = if game.phase == Phase::Reading {
        game.aloud.map(|(_, n)| card(game, n))
    } else {
        None
    };
    let private = me.map(|s| {
        let p = &game.players[s.index()];
        // WH-5: the texts of this round's cards only during the Investigation
        // Phase; with the open casebook (and after the end) all it has read.
        let reading = if game.config.open_casebook || over {
            p.read.iter().map(|&n| card(game, n)).collect()
        } else if game.phase == Phase::Reading {
            p.reading.iter().map(|&n| card(game, n)).collect()
        } else {
            Vec::new()
        };
        PrivateView {
            seat: s,
            // Only ever to its own seat: not to the others, not even after the end.
            notebook: p.notebook.clone(),
            notebook_locked: game.notebook_locked(s),
            reading,
            read: p.read.clone(),
            read_this_round: p.reading.clone(),
            consultations: p.consultations.clone(),
            answers: p.answers.clone(),
            answers_right: if over {
                p.answers.as_ref().map(|a| marks(game, a))
            } else {
                None
            },
            answering_order_if_going: game.answering_order_if_going(s),
        }
    });
    View {
        case_id: case.id.clone(),
        title: case.title.clone(),
        introduction: case.introduction.clone(),
        questions,
        question_count: case.questions.len(),
        zones: case.zones.clone(),
        locations,
        players,
        phase: game.phase.name().to_owned(),
        turn: game.turn,
        diary: game.diary,
        round: game.round,
        watson_in_play: !case.rules.no_watson,
        carriage_stop_open: !case.rules.carriage_stop_closed,
        watson_holder: game.watson,
        aloud,
        answering_order: game.answering_order(),
        stock_carriages: game.stock_carriages,
        stock_police: game.stock_police,
        stock_call_off: game.stock_call_off,
        stock_lockpicks: game.stock_lockpicks,
        lone_rounds_left: game.lone_rounds_left,
        open_casebook: game.config.open_casebook,
        me: private,
        solution: everyone.then(|| case.solution.clone()),
        correct_answers: everyone.then(|| {
            case.questions
                .iter()
                .map(|q| q.accepted.first().cloned().unwrap_or_default())
                .collect()
        }),
        all_answers: everyone.then(|| game.players.iter().map(|p| p.answers.clone()).collect()),
        all_answers_right: everyone.then(|| {
            game.players
                .iter()
                .map(|p| p.answers.as_ref().map(|a| marks(game, a)))
                .collect()
        }),
        location_texts: everyone.then(|| {
            case.locations
                .iter()
                .map(|l| card(game, l.number))
                .collect()
        }),
    }
}

/// Whether each of `answers` is right, judged as at 221B.
fn marks(game: &WatsonHolmes, answers: &[String]) -> Vec<bool> {
    game.case()
        .questions
        .iter()
        .zip(answers)
        .map(|(q, a)| q.judge(a))
        .collect()
}

/// A question's choices as every table shows them: alphabetical by their
/// normalised text (case, accents, punctuation and a leading "the" ignored), then
/// by the text itself. The case file's order is never used: in
/// a hand-written case it too often puts the right answer first.
pub(crate) fn choices_in_table_order(choices: &[String]) -> Vec<String> {
    let mut keyed: Vec<(String, &String)> = choices.iter().map(|c| (sort_key(c), c)).collect();
    keyed.sort();
    keyed.into_iter().map(|(_, c)| c.clone()).collect()
}

fn sort_key(text: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    use unicode_normalization::char::is_combining_mark;
    let plain: String = text
        .nfd()
        .filter(|c| !is_combining_mark(*c))
        .collect::<String>()
        .to_lowercase();
    let cleaned: String = plain
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect();
    let words: Vec<&str> = cleaned.split_whitespace().collect();
    match words.as_slice() {
        ["the", rest @ ..] if !rest.is_empty() => rest.join(" "),
        _ => words.join(" "),
    }
}

fn card(game: &WatsonHolmes, number: crate::case::LocationNumber) -> CardText {
    let l = game.case().location(number).expect("a case location");
    CardText {
        number,
        name: l.name.clone(),
        text: l.text.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::choices_in_table_order;
    use sleuth_core::SleuthRng;

    /// The shown order is a function of the choices alone: however the case file
    /// lists them (the right answer first or last), the table shows them alike.
    #[test]
    fn choices_in_table_order_ignores_the_files_order() {
        let choices: Vec<String> = [
            "The Blue Anchor",
            "Cecil Pell's lodgings",
            "St Jude's Church",
            "the river stairs",
            "Pell's warehouse",
            "Émile Roux",
            "Emile Roux",
        ]
        .map(String::from)
        .to_vec();
        let shown = choices_in_table_order(&choices);
        assert_eq!(
            shown,
            [
                "The Blue Anchor",
                "Cecil Pell's lodgings",
                "Emile Roux",
                "Émile Roux",
                "Pell's warehouse",
                "the river stairs",
                "St Jude's Church",
            ]
        );
        let mut rng = SleuthRng::from_seed(9);
        for _ in 0..50 {
            let mut shuffled = choices.clone();
            rng.shuffle(&mut shuffled);
            assert_eq!(choices_in_table_order(&shuffled), shown);
        }
    }
}
