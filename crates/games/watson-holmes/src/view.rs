//! What one viewer may see (invariant 2, WH-5): the public table for everyone;
//! a seat's own character, notebook, the card it reads now, what it has read and
//! its consultations for that seat only; answers, characters and Holmes's
//! solution only once the game is over (then to everyone).

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
                choices: q.choices.clone(),
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
        let reading = if game.config.open_casebook {
            p.read.iter().map(|&n| card(game, n)).collect()
        } else {
            p.reading.iter().map(|&n| card(game, n)).collect()
        };
        PrivateView {
            seat: s,
            notebook: p.notebook.clone(),
            notebook_locked: game.notebook_locked(s),
            reading,
            read: p.read.clone(),
            consultations: p.consultations.clone(),
            answers: p.answers.clone(),
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
        watson_holder: game.watson,
        aloud,
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
