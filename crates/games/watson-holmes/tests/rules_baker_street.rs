//! 221B Baker Street (WH-4, WH-7): the answering order and its re-sorting when a
//! waiting player pays Holmes, the order the view shows before a player goes,
//! blank answer sheets, the game-over marks, the lone survivor's rounds and how
//! the outcome names its winners.

use sleuth_core::{Game, Seat};
use sleuth_watson_holmes::testing::{Table, visit};
use sleuth_watson_holmes::{Action, Config, Error, Event, WatsonHolmes};

fn config(players: u8) -> Config {
    WatsonHolmes::config_for_players(players)
}

fn seats(groups: &[&[u8]]) -> Vec<Vec<Seat>> {
    groups
        .iter()
        .map(|g| g.iter().map(|&s| Seat(s)).collect())
        .collect()
}

/// Round 1 leaves seat 0 with 10 carriages, seat 1 with 9 and seat 2 with 8
/// (bids on plain cards go to the stock); round 2 is under way with the Visiting
/// Phase open.
fn three_players_with_10_9_8(rules_version: u32) -> Table {
    let mut table = Table::new_under_rules(&config(3), 11, rules_version);
    // Plain cards of case 0: no symbol gives anything.
    table.place_all(|seat| match seat {
        0 => visit(1, 0),
        1 => visit(2, 1),
        _ => visit(3, 2),
    });
    table.finish_reading_all();
    let carriages: Vec<u32> = table
        .spectator()
        .players
        .iter()
        .map(|p| p.carriages)
        .collect();
    assert_eq!(carriages, [10, 9, 8]);
    assert_eq!(table.spectator().phase, "visiting");
    table
}

fn all_to_baker_street(table: &mut Table) {
    table.place_all(|_| Action::BakerStreet);
    table.finish_reading_all();
    assert_eq!(table.spectator().phase, "answering");
}

/// The rulebook: a player waiting at 221B may pay for Holmes's help, "and,
/// therefore, the order in which players attempt to solve the case could well
/// change". Seats with 10, 9 and 8 carriages; the first fails; the second pays 3
/// for a Consultation and holds 6: the third, with 8, answers next.
#[test]
fn answering_order_is_resorted_after_a_consultation() {
    let mut table = three_players_with_10_9_8(2);
    all_to_baker_street(&mut table);
    assert_eq!(
        table.spectator().answering_order,
        seats(&[&[0], &[1], &[2]])
    );
    let wrong = table.wrong_answers();
    table
        .act(0, Action::Answer { answers: wrong })
        .expect("seat 0 answers first");
    assert_eq!(table.spectator().answering_order, seats(&[&[1], &[2]]));
    let events = table
        .act(1, Action::Consult { target: 0 })
        .expect("seat 1 consults the failed seat 0");
    assert_eq!(table.spectator().players[1].carriages, 6);
    assert_eq!(table.spectator().answering_order, seats(&[&[2], &[1]]));
    assert!(
        events.iter().any(|e| e.body
            == Event::AnsweringOrderChanged {
                order: seats(&[&[2], &[1]])
            }),
        "the table is told the order moved: {events:?}"
    );
    assert_eq!(table.game.waiting_for().first_seat(), Some(Seat(2)));
    let wrong = table.wrong_answers();
    let refused = table
        .act(1, Action::Answer { answers: wrong })
        .expect_err("seat 1 now waits for seat 2");
    assert!(
        refused.to_string().contains("not your turn to answer"),
        "{refused}"
    );
    // Refusals name seats as the table labels them, counted from 1.
    let refused = table
        .act(2, Action::Consult { target: 1 })
        .expect_err("seat 1 has not answered yet");
    assert!(
        refused
            .to_string()
            .ends_with("Seat 2 has not failed at 221B"),
        "{refused}"
    );
    let refused = table
        .act(2, Action::Consult { target: 7 })
        .expect_err("a three-player table has no seat 7");
    assert!(
        refused.to_string().ends_with("there is no Seat 8"),
        "{refused}"
    );
}

/// Under rules version 1 the order was fixed when the answering began.
#[test]
fn version_1_keeps_the_answering_order_fixed() {
    let mut table = three_players_with_10_9_8(1);
    all_to_baker_street(&mut table);
    let wrong = table.wrong_answers();
    table.act(0, Action::Answer { answers: wrong }).unwrap();
    table.act(1, Action::Consult { target: 0 }).unwrap();
    assert_eq!(table.spectator().answering_order, seats(&[&[1], &[2]]));
    assert_eq!(table.game.waiting_for().first_seat(), Some(Seat(1)));
}

/// A tied group whose members answered stays judged together; a consultation
/// that breaks the tie of a group that has all answered but one lets the one
/// who answered be judged at once.
#[test]
fn a_consultation_that_breaks_a_tie_judges_the_group_now_first() {
    let mut table = Table::new(&config(3), 11);
    table.place_all(|seat| match seat {
        0 => visit(1, 0),
        1 => visit(2, 1),
        _ => visit(3, 1),
    });
    table.finish_reading_all();
    all_to_baker_street(&mut table);
    // 10, then 9 and 9 together.
    assert_eq!(table.spectator().answering_order, seats(&[&[0], &[1, 2]]));
    let wrong = table.wrong_answers();
    table
        .act(
            0,
            Action::Answer {
                answers: wrong.clone(),
            },
        )
        .unwrap();
    table.act(2, Action::Answer { answers: wrong }).unwrap();
    assert_eq!(
        table.spectator().phase,
        "answering",
        "seat 2 waits for seat 1"
    );
    let events = table.act(1, Action::Consult { target: 0 }).unwrap();
    // Seat 2 (9) is now alone first and has answered: judged at once.
    assert!(
        events
            .iter()
            .any(|e| matches!(e.body, Event::Judged { seat: Seat(2), .. })),
        "{events:?}"
    );
    assert!(table.spectator().players[2].eliminated);
    assert_eq!(table.spectator().answering_order, seats(&[&[1]]));
}

/// The view shows the order at 221B (public) and, to a seat that has not
/// placed, where it would stand if it went now; ties answer together (WH-4).
#[test]
fn view_shows_the_answering_order_and_where_a_seat_would_stand() {
    let mut table = three_players_with_10_9_8(2);
    let first = table.turn().expect("a turn");
    table.act(first, Action::BakerStreet).unwrap();
    assert_eq!(table.spectator().answering_order, seats(&[&[first]]));
    let second = table.turn().expect("a second turn");
    let mut expected: Vec<u8> = vec![first, second];
    // Most carriages first: seat 0 holds 10, seat 1 9, seat 2 8.
    expected.sort();
    let me = table.view(second).me.expect("a seat's view");
    assert_eq!(
        me.answering_order_if_going,
        Some(seats(&[&[expected[0]], &[expected[1]]]))
    );
    // The seat at 221B sees the order as it is.
    let there = table.view(first).me.expect("a seat's view");
    assert_eq!(there.answering_order_if_going, Some(seats(&[&[first]])));
    // A seat placed elsewhere cannot go this round.
    table.act(second, visit(4, 0)).unwrap();
    assert_eq!(
        table.view(second).me.unwrap().answering_order_if_going,
        None
    );
    // Spectators see the order but have no seat to place.
    assert!(table.spectator().me.is_none());
}

/// WH-4: equal carriages answer at once, and a revealed Martha Hudson answers
/// before everyone; the "if going" order says so before the player goes.
#[test]
fn martha_hudson_stands_first_in_the_order_if_going() {
    for seed in 0..200u64 {
        let mut table = Table::new(&config(3), seed);
        let Some(martha) = (0..3u8).find(|&s| {
            table.view(s).players[usize::from(s)].character
                == Some(sleuth_watson_holmes::Character::MarthaHudson)
        }) else {
            continue;
        };
        // Everyone else goes to 221B first; Martha's owner reveals her on their
        // turn and would then answer first despite equal carriages.
        while table.turn() != Some(martha) {
            let seat = table.turn().unwrap();
            table.act(seat, Action::BakerStreet).unwrap();
        }
        let before = table
            .view(martha)
            .me
            .unwrap()
            .answering_order_if_going
            .unwrap();
        assert_eq!(
            before.len(),
            1,
            "equal carriages answer together: {before:?}"
        );
        table
            .act(
                martha,
                Action::RevealCharacter {
                    copy: None,
                    target: None,
                    location: None,
                    to: None,
                },
            )
            .expect("Martha Hudson on her owner's turn");
        let after = table
            .view(martha)
            .me
            .unwrap()
            .answering_order_if_going
            .unwrap();
        assert_eq!(after[0], vec![Seat(martha)], "{after:?}");
        return;
    }
    panic!("no seed in 0..200 dealt Martha Hudson at three players");
}

/// A sheet with every answer blank is a slip: refused with a sentence that
/// says nothing was handed in, and nothing changes (rules version 2).
#[test]
fn blank_answers_are_refused_and_change_nothing() {
    let mut table = three_players_with_10_9_8(2);
    all_to_baker_street(&mut table);
    let before = table.game.clone();
    let blank = vec!["  ".to_owned(); table.game.case().questions.len()];
    let refused = table
        .act(0, Action::Answer { answers: blank })
        .expect_err("blank answers are refused");
    assert_eq!(
        refused,
        sleuth_core::PlayError::Illegal(Error::BlankAnswers),
        "{refused}"
    );
    let sentence = refused.to_string();
    assert!(
        sentence.contains("nothing was handed to Holmes"),
        "{sentence}"
    );
    assert!(sentence.contains("blank"), "{sentence}");
    assert!(table.game == before, "a refused sheet changes nothing");
    // One written answer is an attempt (the blank ones are simply wrong).
    let mut partial = vec![String::new(); table.game.case().questions.len()];
    partial[0] = "Cecil Pell".into();
    table
        .act(0, Action::Answer { answers: partial })
        .expect("one answer given");
}

/// After the end, each seat's answers are marked right or wrong: in its own
/// view, and for every seat in everyone's view.
#[test]
fn game_over_view_marks_each_answer_right_or_wrong() {
    let mut table = three_players_with_10_9_8(2);
    all_to_baker_street(&mut table);
    let mut wrong_then_right = table.right_answers();
    wrong_then_right[0] = "Nobody at all".into();
    table
        .act(
            0,
            Action::Answer {
                answers: wrong_then_right,
            },
        )
        .unwrap();
    // Before the end: how many, never which.
    assert_eq!(table.view(0).me.unwrap().answers_right, None);
    assert_eq!(table.spectator().all_answers_right, None);
    let right = table.right_answers();
    table.act(1, Action::Answer { answers: right }).unwrap();
    assert_eq!(table.spectator().phase, "over");
    let n = table.game.case().questions.len();
    let mut first_wrong = vec![true; n];
    first_wrong[0] = false;
    assert_eq!(
        table.view(0).me.unwrap().answers_right,
        Some(first_wrong.clone())
    );
    assert_eq!(table.view(1).me.unwrap().answers_right, Some(vec![true; n]));
    assert_eq!(
        table.view(2).me.unwrap().answers_right,
        None,
        "never answered"
    );
    for view in [table.spectator(), table.view(2)] {
        assert_eq!(
            view.all_answers_right,
            Some(vec![Some(first_wrong.clone()), Some(vec![true; n]), None])
        );
    }
}

/// WH-4 as written: the last player left plays as many rounds as the carriages
/// they hold, at most 4, and must then try to solve the case; in that last
/// round 221B is the only place they may go.
#[test]
fn lone_survivor_plays_up_to_min_4_carriages_rounds_then_must_answer() {
    for (spend, rounds) in [(0u32, 4u32), (7, 3), (10, 0)] {
        let mut table = Table::new(&config(2), 5);
        let first = table.turn().unwrap();
        let other = 1 - first;
        // Round 1: the survivor spends carriages on a bid; the other goes to 221B.
        table.place_all(|seat| {
            if seat == other {
                Action::BakerStreet
            } else {
                visit(1, spend)
            }
        });
        table.finish_reading_all();
        let wrong = table.wrong_answers();
        table.act(other, Action::Answer { answers: wrong }).unwrap();
        let survivor = first;
        assert_eq!(
            table.spectator().players[usize::from(survivor)].carriages,
            10 - spend
        );
        assert!(
            table.events.iter().any(|e| e.body
                == Event::LoneSurvivor {
                    seat: Seat(survivor),
                    rounds
                }),
            "spend {spend}: {:?}",
            table.events.last()
        );
        // `rounds` free rounds (the Carriage Stop keeps the count simple)...
        for played in 0..rounds {
            let view = table.spectator();
            assert_eq!(view.lone_rounds_left, Some(rounds - played));
            table.act(survivor, Action::CarriageStop).unwrap();
            table.finish_reading_all();
        }
        // ...then a round where 221B is the only place to go.
        assert_eq!(table.spectator().lone_rounds_left, Some(0));
        assert!(table.act(survivor, visit(2, 0)).is_err());
        assert!(table.act(survivor, Action::CarriageStop).is_err());
        table.act(survivor, Action::BakerStreet).unwrap();
        table.finish_reading_all();
        let wrong = table.wrong_answers();
        table
            .act(survivor, Action::Answer { answers: wrong })
            .unwrap();
        let outcome = table.game.outcome().expect("the case is closed");
        assert!(outcome.winners.is_empty(), "everyone loses");
        assert_eq!(outcome.summary, "nobody solved the case");
    }
}

/// The outcome's sentence counts seats from 1, as the table's seat labels do;
/// `winners` (JSON) counts from 0: both name the same seat.
#[test]
fn summary_and_winners_name_the_same_seat() {
    let mut table = three_players_with_10_9_8(2);
    all_to_baker_street(&mut table);
    let wrong = table.wrong_answers();
    table.act(0, Action::Answer { answers: wrong }).unwrap();
    let right = table.right_answers();
    table.act(1, Action::Answer { answers: right }).unwrap();
    let outcome = table.game.outcome().expect("over");
    assert_eq!(
        serde_json::to_value(outcome.winners).unwrap(),
        serde_json::json!([1])
    );
    assert_eq!(outcome.summary, "Seat 2 solved the case");

    // A tie at 221B: both right, both win.
    let mut table = Table::new(&config(3), 11);
    table.place_all(|seat| match seat {
        0 => visit(1, 1),
        1 => visit(2, 0),
        _ => visit(3, 1),
    });
    table.finish_reading_all();
    all_to_baker_street(&mut table);
    assert_eq!(table.spectator().answering_order, seats(&[&[1], &[0, 2]]));
    let wrong = table.wrong_answers();
    table.act(1, Action::Answer { answers: wrong }).unwrap();
    let right = table.right_answers();
    table
        .act(
            0,
            Action::Answer {
                answers: right.clone(),
            },
        )
        .unwrap();
    table.act(2, Action::Answer { answers: right }).unwrap();
    let outcome = table.game.outcome().expect("over");
    assert_eq!(
        serde_json::to_value(outcome.winners).unwrap(),
        serde_json::json!([0, 2])
    );
    assert_eq!(outcome.summary, "Seats 1 and 3 solved the case together");
}
