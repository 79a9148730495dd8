//! The printed rulebook (docs/rules/lateral-puzzles.md names it) walked through at
//! a table of the Lateral Master and three puzzlers, on the rulebook's own puzzle,
//! "The Red Dame": every card, every answer of the Lateral Master, both freezes,
//! spying with and without a defence, a padlock returned by a double Mata Hari, a
//! swap, a queue move, spoiler scoring with repeated parts (LP-3), the one-card
//! limit after a question (LP-5), the first round's questions-only rule (LP-4) and
//! all three ends.

use sleuth_core::{Game, PlayError, Seat, Viewer};
use sleuth_lateral_puzzles::rules::{award_tenths, award_tenths_rounded};
use sleuth_lateral_puzzles::{
    Action, AnswerCard, CardKind, EndReason, Error, Event as LpEvent, Hand, HoldView, QuestionKind,
    QuestionStatus, Role, TurnActView,
};

mod common;

const LM: Seat = Seat(0);

use common::Table;

/// What only the rulebook walk asks of a table.
impl Table {
    fn hand(&self, seat: Seat) -> Hand {
        self.view(seat).puzzlers[seat.index() - 1]
            .hand
            .clone()
            .expect("own hand")
    }

    /// In tenths of a point.
    fn score(&self, seat: Seat) -> u32 {
        self.spectator().puzzlers[seat.index() - 1].score_tenths
    }
}

fn ask(text: &str) -> Action {
    Action::Ask { text: text.into() }
}

fn not_your_turn(err: PlayError<Error>) {
    assert!(matches!(err, PlayError::NotYourTurn { .. }), "{err:?}");
}

/// A freeze's refusal says why the table waits; returns the sentence.
#[track_caller]
fn frozen(err: Error) -> String {
    match err {
        Error::Frozen(why) => why.to_string(),
        other => panic!("expected a freeze, got {other:?}"),
    }
}

#[test]
fn a_whole_game_of_the_red_dame() {
    let mut t = Table::new(4, 7);

    // ---- Setup: the die toss decides the order (LP-4); hands of fifteen. ----
    let v = t.spectator();
    assert_eq!(v.order.len(), 3);
    let mut by_rolls = v.toss.clone();
    by_rolls.sort_by(|a, b| b.rolls.cmp(&a.rolls));
    assert_eq!(
        by_rolls.iter().map(|t| t.seat).collect::<Vec<_>>(),
        v.order,
        "highest roll first"
    );
    let (a, b, c) = (v.order[0], v.order[1], v.order[2]);
    assert_eq!(v.round, 1);
    assert_eq!(v.turn, Some(a));
    assert_eq!(t.hand(a), Hand::starting());
    assert_eq!(Hand::starting().total(), 15);
    assert!(v.puzzlers.iter().all(|p| p.cards == 15 && p.hand.is_none()));
    // The Lateral Master sees the solution and its parts; puzzlers the situation.
    let lm = t.view(LM);
    assert_eq!(lm.viewer, Role::LateralMaster);
    assert!(lm.puzzle.solution.is_some());
    assert_eq!(lm.puzzle.parts.as_ref().map(Vec::len), Some(5));
    let pa = t.view(a);
    assert_eq!(pa.viewer, Role::Puzzler);
    assert_eq!(pa.puzzle.solution, None);
    assert_eq!(pa.puzzle.parts, None);
    assert!(pa.puzzle.situation.contains("yellow rose"));

    // ---- Round 1: questions only (LP-4). ----
    assert_eq!(
        t.illegal(
            a,
            Action::TipOff {
                text: "Was it poison?".into()
            }
        ),
        Error::FirstRound
    );
    assert_eq!(t.illegal(a, Action::ConvertSpoiler), Error::FirstRound);
    assert_eq!(
        t.illegal(a, Action::MataHari { question: 1 }),
        Error::FirstRound
    );
    // Others have nothing to do in round 1 but leave the table: no card yet.
    assert_eq!(t.illegal(b, ask("Is it my turn?")), Error::NotYourTurn(a));
    assert_eq!(t.game.legal_actions(b), vec![Action::Leave]);
    assert_eq!(t.game.waiting_for(), sleuth_core::SeatSet::single(a));
    // Bad texts are refused.
    assert_eq!(t.illegal(a, ask(&"x".repeat(281))), Error::QuestionText);
    assert_eq!(t.illegal(a, ask("two\nlines")), Error::QuestionText);
    assert_eq!(t.illegal(a, ask("  ")), Error::QuestionText);

    // A: a public question, a public answer (Yes). The turn passes.
    let q1 = t.next_question();
    t.ok(a, ask("Is the red dame's death a murder?"));
    assert_eq!(t.game.waiting_for(), sleuth_core::SeatSet::single(LM));
    // In round 1 A has nothing else to do while the question waits.
    assert_eq!(
        t.illegal(a, ask("And another?")),
        Error::AlreadyActed("asked your question")
    );
    t.answer(AnswerCard::Yes);
    assert_eq!(
        t.seen(Viewer::Spectator),
        vec![
            LpEvent::Answered {
                question: q1,
                holder: a,
                answer: Some(AnswerCard::Yes),
                another_wording: false
            },
            LpEvent::TurnEnded { seat: a },
            LpEvent::TurnStarted { seat: b },
        ]
    );

    // B asks the same thing again: flagged (LP-6) with the matched question; the
    // Lateral Master must rule before answering, and refuses it.
    let q2 = t.next_question();
    t.ok(b, ask("Was the red dame's death a murder?"));
    assert!(t.seen(Viewer::Seat(c)).contains(&LpEvent::Flagged {
        question: q2,
        of: q1,
        of_text: "Is the red dame's death a murder?".into(),
        similarity: 100
    }));
    assert_eq!(t.view(c).questions[1].flag.as_ref().map(|f| f.of), Some(q1));
    assert_eq!(
        t.illegal(
            LM,
            Action::Answer {
                question: q2,
                answer: AnswerCard::No,
                another_wording: false
            }
        ),
        Error::FlagUnruled(q2)
    );
    t.ok(
        LM,
        Action::RuleDuplicate {
            question: q2,
            accept: false,
        },
    );
    assert_eq!(t.spectator().questions[1].status, QuestionStatus::Refused);
    assert_eq!(t.spectator().turn, Some(b), "B asks another");
    assert_eq!(t.spectator().turn_act, TurnActView::None);

    // Rephrase, with an invitation to put it another way (answer cards: Rephrase).
    let q3 = t.next_question();
    t.ok(b, ask("Did the gardener do it?"));
    assert_eq!(
        t.illegal(
            LM,
            Action::Answer {
                question: q3,
                answer: AnswerCard::No,
                another_wording: true
            }
        ),
        Error::NotRephrase
    );
    t.ok(
        LM,
        Action::Answer {
            question: q3,
            answer: AnswerCard::Rephrase,
            another_wording: true,
        },
    );
    assert_eq!(t.game.waiting_for(), sleuth_core::SeatSet::single(b));
    assert_eq!(t.illegal(c, Action::DeclineRephrase), Error::NoRephrase);
    let q4 = t.next_question();
    t.ok(
        b,
        Action::Rephrase {
            text: "Is the gardener the killer?".into(),
        },
    );
    assert_eq!(t.spectator().questions[3].rephrase_of, Some(q3));
    t.answer(AnswerCard::Yes);
    assert_eq!(t.spectator().turn, Some(c));

    // Rephrase and move on: no invitation, the turn passes.
    t.ok(c, ask("Is the rose important?"));
    t.answer(AnswerCard::Rephrase);
    let v = t.spectator();
    assert_eq!(v.round, 2);
    assert_eq!(v.turn, Some(a));
    assert!(!v.questions[4].another_wording);
    let _ = q4;

    // ---- Round 2. ----
    // A plays a Tip-off: public question, private answer (No).
    let rose = t.next_question();
    t.ok(
        a,
        Action::TipOff {
            text: "Is the rose poisoned?".into(),
        },
    );
    assert_eq!(t.spectator().turn_act, TurnActView::Cards);
    assert_eq!(
        t.illegal(a, ask("Can I still ask?")),
        Error::CardTurn,
        "a card turn is not a question turn"
    );
    t.answer(AnswerCard::No);
    assert_eq!(
        t.seen(Viewer::Spectator),
        vec![LpEvent::Answered {
            question: rose,
            holder: a,
            answer: None,
            another_wording: false
        }]
    );
    assert_eq!(
        t.seen(Viewer::Seat(a)).last(),
        Some(&LpEvent::PrivateAnswer {
            question: rose,
            answer: AnswerCard::No
        })
    );
    assert_eq!(
        t.view(a).questions[rose as usize - 1].answer,
        Some(AnswerCard::No)
    );
    let seen_by_b = &t.view(b).questions[rose as usize - 1];
    assert_eq!(seen_by_b.text.as_deref(), Some("Is the rose poisoned?"));
    assert_eq!(seen_by_b.answer, None);

    // Padlock: only on one's own Tip-off question (after its answer here).
    assert_eq!(
        t.illegal(a, Action::Padlock { question: q1 }),
        Error::NotYourTipOff
    );
    t.ok(a, Action::Padlock { question: rose });
    assert!(t.spectator().questions[rose as usize - 1].padlocked);
    assert_eq!(t.hand(a).padlock, 0);

    // Sherlock Holmes: private question, private answer (Yes).
    let thorns = t.next_question();
    t.ok(
        a,
        Action::Sherlock {
            text: "Are the thorns poisoned?".into(),
        },
    );
    assert_eq!(
        t.seen(Viewer::Spectator),
        vec![
            LpEvent::CardPlayed {
                seat: a,
                card: CardKind::SherlockHolmes,
                count: 1
            },
            LpEvent::Asked {
                question: thorns,
                seat: a,
                kind: QuestionKind::Sherlock,
                text: None,
                rephrase_of: None
            }
        ]
    );
    assert!(t.seen(Viewer::Seat(a)).contains(&LpEvent::PrivateQuestion {
        question: thorns,
        text: "Are the thorns poisoned?".into()
    }));
    t.answer(AnswerCard::Yes);
    let b_sees = &t.view(b).questions[thorns as usize - 1];
    assert_eq!((b_sees.text.clone(), b_sees.answer), (None, None));
    assert_eq!(
        t.view(LM).questions[thorns as usize - 1].text.as_deref(),
        Some("Are the thorns poisoned?")
    );
    // The Lateral Master rewards a good intuition with a Sherlock Holmes card.
    t.ok(LM, Action::GiveSherlock { seat: a.0 });
    assert_eq!(t.hand(a).sherlock_holmes, 1);
    assert_eq!(
        t.illegal(LM, Action::GiveSherlock { seat: 0 }),
        Error::NoSuchPuzzler(0)
    );
    t.ok(a, Action::EndTurn);
    assert_eq!(t.spectator().turn, Some(b));

    // B asks a public question (No): from now on, one card this round (LP-5).
    t.ok(b, ask("Is the motive money?"));
    assert_eq!(
        t.illegal(b, ask("And another?")),
        Error::AlreadyActed("asked your question")
    );
    assert_eq!(t.illegal(b, Action::EndTurn), Error::QuestionPending);
    assert_eq!(t.illegal(c, Action::DeclineRephrase), Error::NoRephrase);
    t.answer(AnswerCard::No);
    assert_eq!(t.spectator().turn, Some(c));
    assert!(t.spectator().puzzlers[b.index() - 1].asked_this_round);
    // B's one card, on C's turn: Mata Hari on A's Sherlock Holmes answer. A asked
    // it and holds Don Corleone: A decides, and defends.
    t.ok(b, Action::MataHari { question: thorns });
    assert_eq!(
        t.spectator().hold,
        Some(HoldView::Spy {
            seat: b,
            question: thorns,
            target: a
        })
    );
    assert_eq!(t.game.waiting_for(), sleuth_core::SeatSet::single(a));
    let why = frozen(t.illegal(c, ask("Meanwhile?")));
    assert!(why.contains("Don Corleone"), "{why}");
    not_your_turn(t.refused(LM, Action::GiveSherlock { seat: c.0 }));
    t.ok(a, Action::DonCorleone);
    let v = t.spectator();
    assert!(v.questions[thorns as usize - 1].protected);
    assert!(v.questions[thorns as usize - 1].spied_by.is_empty());
    assert_eq!(v.puzzlers[a.index() - 1].don_corleone, Some(thorns));
    assert_eq!(t.view(b).questions[thorns as usize - 1].answer, None);
    assert_eq!(t.hand(b).mata_hari, 1, "the Mata Hari is spent");
    // B has played its one card after its question.
    assert_eq!(
        t.illegal(b, Action::Queue { position: 1 }),
        Error::OneCardLimit
    );
    assert_eq!(
        t.illegal(b, Action::MataHari { question: rose }),
        Error::NeedTwoMataHari,
        "a padlocked answer takes two Mata Hari"
    );

    // C plays a Tip-off (No answer) and ends the turn.
    let allergy = t.next_question();
    t.ok(
        c,
        Action::TipOff {
            text: "Was the dame allergic to roses?".into(),
        },
    );
    t.answer(AnswerCard::NoAnswer);
    t.ok(c, Action::EndTurn);
    assert_eq!(t.spectator().round, 3);
    assert!(!t.spectator().puzzlers[b.index() - 1].asked_this_round);

    // ---- Round 3. ----
    // Don Corleone protects A's question for the rest of the game.
    assert_eq!(
        t.illegal(c, Action::MataHari { question: thorns }),
        Error::Protected(thorns)
    );
    // C, on A's turn, spies A's padlocked Tip-off answer: it takes two Mata Hari and
    // gives A its Padlock back. No defence against a Tip-off answer.
    t.ok(c, Action::MataHari { question: rose });
    assert!(t.seen(Viewer::Seat(c)).contains(&LpEvent::Revealed {
        question: rose,
        how: sleuth_lateral_puzzles::Learned::Spy,
        text: "Is the rose poisoned?".into(),
        answer: AnswerCard::No
    }));
    assert!(
        t.seen(Viewer::Spectator)
            .contains(&LpEvent::PadlockReturned {
                seat: a,
                question: rose
            })
    );
    assert_eq!(t.hand(c).mata_hari, 0);
    assert_eq!(t.hand(a).padlock, 1);
    assert!(!t.spectator().questions[rose as usize - 1].padlocked);
    assert_eq!(
        t.view(c).questions[rose as usize - 1].answer,
        Some(AnswerCard::No)
    );
    assert_eq!(t.view(b).questions[rose as usize - 1].answer, None);

    // A: a Tip-off answered False assumption; B spies it with no defence.
    let protect = t.next_question();
    t.ok(
        a,
        Action::TipOff {
            text: "Did the gardener poison the rose to protect the garden?".into(),
        },
    );
    t.answer(AnswerCard::FalseAssumption);
    t.ok(b, Action::MataHari { question: protect });
    assert_eq!(t.spectator().hold, None);
    assert_eq!(
        t.view(b).questions[protect as usize - 1].answer,
        Some(AnswerCard::FalseAssumption)
    );
    assert_eq!(
        t.spectator().questions[protect as usize - 1].spied_by,
        vec![b]
    );

    // Cooperation: not a protected answer; A swaps the rose answer for C's.
    assert_eq!(
        t.illegal(
            a,
            Action::Cooperation {
                mine: thorns,
                theirs: allergy
            }
        ),
        Error::Protected(thorns)
    );
    t.ok(
        a,
        Action::Cooperation {
            mine: rose,
            theirs: allergy,
        },
    );
    // The Cooperation freeze (LP-5): nothing else until the Lateral Master acts.
    assert_eq!(t.game.waiting_for(), sleuth_core::SeatSet::single(LM));
    let why = frozen(t.illegal(b, Action::MataHari { question: allergy }));
    assert!(why.contains("Cooperation"), "{why}");
    frozen(t.illegal(a, Action::EndTurn));
    assert!(matches!(
        t.illegal(LM, Action::GiveSherlock { seat: b.0 }),
        Error::Frozen(_)
    ));
    t.ok(LM, Action::CarryOutSwap);
    let v = t.spectator();
    assert_eq!(v.questions[rose as usize - 1].holder, c);
    assert_eq!(v.questions[allergy as usize - 1].holder, a);
    assert_eq!(
        t.view(a).questions[allergy as usize - 1].answer,
        Some(AnswerCard::NoAnswer)
    );
    assert!(t.seen(Viewer::Seat(a)).contains(&LpEvent::Revealed {
        question: allergy,
        how: sleuth_lateral_puzzles::Learned::Swap,
        text: "Was the dame allergic to roses?".into(),
        answer: AnswerCard::NoAnswer
    }));
    assert_eq!(t.view(b).questions[allergy as usize - 1].answer, None);

    // Queue: A moves to the end of the order, from the next round.
    t.ok(a, Action::Queue { position: 3 });
    let v = t.spectator();
    assert_eq!(v.order, vec![a, b, c]);
    assert_eq!(v.next_order, vec![b, c, a]);

    // Spoiler: the other freeze; the Lateral Master ticks parts 1 and 3.
    t.ok(
        a,
        Action::Spoiler {
            text: "Bartholomew the gardener poisoned the thorns of a rose.".into(),
        },
    );
    assert_eq!(
        t.spectator().hold,
        Some(HoldView::Spoiler {
            seat: a,
            spoiler: 1
        })
    );
    assert_eq!(t.view(b).spoilers[0].text, None);
    assert!(t.view(LM).spoilers[0].text.is_some());
    let why = frozen(t.illegal(b, Action::ConvertSpoiler));
    assert!(
        why.contains("played a Spoiler") && why.contains("the Lateral Master is judging it"),
        "{why}"
    );
    assert!(matches!(t.illegal(LM, Action::EndGame), Error::Frozen(_)));
    assert_eq!(
        t.illegal(
            LM,
            Action::Judge {
                spoiler: 1,
                parts: vec![3, 1]
            }
        ),
        Error::PartsOrder
    );
    assert_eq!(
        t.illegal(
            LM,
            Action::Judge {
                spoiler: 1,
                parts: vec![6]
            }
        ),
        Error::NoSuchPart(6)
    );
    t.ok(
        LM,
        Action::Judge {
            spoiler: 1,
            parts: vec![1, 3],
        },
    );
    assert_eq!(t.score(a), 400 + 200);
    assert_eq!(t.spectator().spoiled_points, 60);
    assert_eq!(t.spectator().spoilers[0].parts, None, "parts are private");
    assert_eq!(t.view(a).spoilers[0].parts.as_ref().map(Vec::len), Some(2));
    t.ok(a, Action::EndTurn);

    // B spoils parts 1 to 4: parts 1 and 3 for the second time, 10% less (LP-3).
    t.ok(
        b,
        Action::Spoiler {
            text: "The gardener killed her with a poisoned yellow rose.\nFor revenge.".into(),
        },
    );
    t.ok(
        LM,
        Action::Judge {
            spoiler: 2,
            parts: vec![1, 2, 3, 4],
        },
    );
    assert_eq!(t.score(b), 360 + 250 + 180 + 100);
    // 95 points spoiled: over 90, the Lateral Master decides (LP-3).
    assert_eq!(t.spectator().spoiled_points, 95);
    assert_eq!(
        t.spectator().hold,
        Some(HoldView::OverNinety { spoiled_points: 95 })
    );
    assert_eq!(
        t.illegal(LM, Action::ExtraRounds { rounds: 4 }),
        Error::ExtraRounds
    );
    t.ok(LM, Action::ExtraRounds { rounds: 1 });
    t.ok(b, Action::EndTurn);

    // C converts Spoiler cards into Sherlock Holmes cards: at most two.
    t.ok(c, Action::ConvertSpoiler);
    t.ok(c, Action::ConvertSpoiler);
    assert_eq!(t.illegal(c, Action::ConvertSpoiler), Error::ConversionLimit);
    assert_eq!(t.hand(c).sherlock_holmes, 3);
    assert_eq!(t.hand(c).spoiler, 1);
    t.ok(
        c,
        Action::Spoiler {
            text: "It was Bartholomew.".into(),
        },
    );
    t.ok(
        LM,
        Action::Judge {
            spoiler: 3,
            parts: vec![1],
        },
    );
    assert_eq!(t.score(c), 320, "the third to spoil part 1: 20% less");
    assert_eq!(
        t.spectator().hold,
        None,
        "the Lateral Master decided already"
    );
    t.ok(c, Action::EndTurn);

    // ---- Round 4, the extra round, in the new order. ----
    let v = t.spectator();
    assert_eq!((v.round, v.order.clone()), (4, vec![b, c, a]));
    assert_eq!(v.extra_rounds_left, Some(0));
    t.ok(b, ask("Was the sister his?"));
    t.answer(AnswerCard::Yes);
    t.ok(c, ask("Is the weather relevant?"));
    t.answer(AnswerCard::NotRelevant);
    assert!(t.game.outcome().is_none());
    t.ok(a, ask("Did she deserve it?"));
    t.answer(AnswerCard::NoAnswer);

    // ---- The end: over 90 points, after the extra round. ----
    let outcome = t.game.outcome().expect("over");
    let mut scores = vec![0; 4];
    // In tenths of a point.
    scores[a.index()] = 600;
    scores[b.index()] = 890;
    scores[c.index()] = 320;
    assert_eq!(outcome.scores, Some(scores));
    assert_eq!(outcome.winners.iter().collect::<Vec<_>>(), vec![b]);
    let over = t.seen(Viewer::Spectator);
    assert!(matches!(
        over.last(),
        Some(LpEvent::GameOver {
            reason: EndReason::OverNinety,
            ..
        })
    ));
    // The whole puzzle is revealed, to everyone.
    for viewer in [Viewer::Everyone, Viewer::Spectator, Viewer::Seat(c)] {
        let v = t.game.view(viewer);
        assert_eq!(v.over, Some(EndReason::OverNinety));
        assert!(v.puzzle.solution.is_some());
        assert_eq!(
            v.puzzle.parts.as_ref().map(|p| p[0].spoiled_by.clone()),
            Some(vec![a, b, c])
        );
        assert_eq!(
            v.questions[thorns as usize - 1].answer,
            Some(AnswerCard::Yes)
        );
        assert_eq!(v.winners, vec![b]);
    }
    assert!(t.game.legal_actions(LM).is_empty());
    assert!(matches!(
        t.refused(LM, Action::EndGame),
        PlayError::GameOver
    ));
}

/// Plays round 1 (everyone asks, the Lateral Master answers Yes).
fn through_round_one(t: &mut Table) -> Vec<Seat> {
    let order = t.spectator().order;
    for (i, &seat) in order.iter().enumerate() {
        t.ok(seat, ask(common::FIRST_ROUND[i]));
        t.answer(AnswerCard::Yes);
    }
    assert_eq!(t.spectator().round, 2);
    order
}

#[test]
fn every_part_spoiled_ends_the_game_at_once() {
    let mut t = Table::new(3, 11);
    let order = through_round_one(&mut t);
    let (a, b) = (order[0], order[1]);
    t.ok(
        b,
        Action::Spoiler {
            text: "Most of it.".into(),
        },
    );
    t.ok(
        LM,
        Action::Judge {
            spoiler: 1,
            parts: vec![1, 2, 3],
        },
    );
    assert_eq!(t.spectator().spoiled_points, 85);
    assert_eq!(t.spectator().hold, None, "85 is not over 90");
    t.ok(
        a,
        Action::Spoiler {
            text: "All of it.".into(),
        },
    );
    t.ok(
        LM,
        Action::Judge {
            spoiler: 2,
            parts: vec![1, 2, 3, 4, 5],
        },
    );
    let outcome = t.game.outcome().expect("every part spoiled");
    // 36 + 22.5 + 18 + 10 + 5, in tenths.
    assert_eq!(t.score(a), 915);
    assert_eq!(t.score(b), 850);
    assert_eq!(outcome.winners.iter().collect::<Vec<_>>(), vec![a]);
    assert_eq!(t.spectator().over, Some(EndReason::AllSpoiled));
    assert!(t.spectator().puzzle.solution.is_some());
}

#[test]
fn the_lateral_master_ends_a_stalled_game_but_not_in_round_one() {
    let mut t = Table::new(5, 3);
    assert_eq!(t.illegal(LM, Action::EndGame), Error::TooEarly);
    through_round_one(&mut t);
    t.ok(LM, Action::EndGame);
    let outcome = t.game.outcome().expect("over");
    assert!(outcome.winners.is_empty(), "nobody scored");
    assert_eq!(t.spectator().over, Some(EndReason::Stalled));
}

#[test]
fn over_ninety_the_lateral_master_may_end_at_once() {
    let mut t = Table::new(3, 5);
    let order = through_round_one(&mut t);
    t.ok(
        order[0],
        Action::Spoiler {
            text: "Nearly all.".into(),
        },
    );
    t.ok(
        LM,
        Action::Judge {
            spoiler: 1,
            parts: vec![1, 2, 3, 4],
        },
    );
    assert!(matches!(
        t.spectator().hold,
        Some(HoldView::OverNinety { .. })
    ));
    let why = frozen(t.illegal(order[0], Action::EndTurn));
    assert!(why.contains("over 90 points"), "{why}");
    t.ok(LM, Action::EndGame);
    assert_eq!(t.spectator().over, Some(EndReason::OverNinety));
}

#[test]
fn after_a_question_only_one_card_in_the_round() {
    let mut t = Table::new(4, 9);
    let order = through_round_one(&mut t);
    let (a, b) = (order[0], order[1]);
    // B plays two cards on A's turn, before asking anything: no limit.
    t.ok(b, Action::ConvertSpoiler);
    t.ok(b, Action::Queue { position: 3 });
    t.ok(
        b,
        Action::Spoiler {
            text: "A guess.".into(),
        },
    );
    t.ok(
        LM,
        Action::Judge {
            spoiler: 1,
            parts: vec![],
        },
    );
    assert_eq!(t.score(b), 0);
    // A asks; then one card, not two.
    t.ok(a, ask("Is the gardener a man?"));
    t.answer(AnswerCard::Yes);
    let q = t.next_question();
    t.ok(
        a,
        Action::TipOff {
            text: "Is the gardener old?".into(),
        },
    );
    assert_eq!(
        t.illegal(
            a,
            Action::Spoiler {
                text: "Another.".into()
            }
        ),
        Error::OneCardLimit
    );
    // A refused question gives back its card, and the card's place in the limit.
    t.ok(
        LM,
        Action::RuleDuplicate {
            question: q,
            accept: false,
        },
    );
    assert_eq!(t.hand(a).tip_off, 4);
    t.ok(
        a,
        Action::Spoiler {
            text: "Another.".into(),
        },
    );
    t.ok(
        LM,
        Action::Judge {
            spoiler: 2,
            parts: vec![5],
        },
    );
    assert_eq!(t.score(a), 50);
    // Converting a Spoiler card is not playing one: no limit.
    t.ok(a, Action::ConvertSpoiler);
    // Next round the limit is gone.
    t.ok(b, ask("Was it a rose?"));
    t.answer(AnswerCard::Yes);
    let c = order[2];
    t.ok(c, ask("Did the dame have a sister?"));
    t.answer(AnswerCard::Yes);
    assert_eq!(t.spectator().round, 3);
    t.ok(
        a,
        Action::Spoiler {
            text: "Third.".into(),
        },
    );
    t.ok(
        LM,
        Action::Judge {
            spoiler: 3,
            parts: vec![],
        },
    );
    t.ok(
        a,
        Action::TipOff {
            text: "Two cards now?".into(),
        },
    );
}

#[test]
fn padlocked_questions_are_flagged_and_cannot_be_swapped() {
    let mut t = Table::new(3, 21);
    let order = through_round_one(&mut t);
    let (a, b) = (order[0], order[1]);
    let q = t.next_question();
    t.ok(
        a,
        Action::TipOff {
            text: "Was the rose yellow?".into(),
        },
    );
    // Before the answer: a Padlock may go on the Tip-off question.
    t.ok(a, Action::Padlock { question: q });
    t.answer(AnswerCard::Yes);
    t.ok(a, Action::EndTurn);
    let mine = t.next_question();
    t.ok(
        b,
        Action::TipOff {
            text: "Did anyone see it?".into(),
        },
    );
    t.answer(AnswerCard::No);
    assert_eq!(
        t.illegal(b, Action::Cooperation { mine, theirs: q }),
        Error::PadlockedSwap(q)
    );
    assert_eq!(
        t.illegal(b, Action::Padlock { question: q }),
        Error::NotYourTipOff
    );
    t.ok(b, Action::EndTurn);
    // Next round B asks the padlocked question again: flagged; accepted by the
    // Lateral Master, who judges it different enough, then answered.
    let again = t.next_question();
    t.ok(a, ask("Is the garden large?"));
    t.answer(AnswerCard::NotRelevant);
    t.ok(b, ask("Was the rose a yellow one?"));
    let flag = t.spectator().questions[again as usize].flag.clone();
    assert_eq!(flag.map(|f| f.of), Some(q));
    assert_eq!(
        t.illegal(
            LM,
            Action::RuleDuplicate {
                question: again,
                accept: true
            }
        ),
        Error::AlreadyAnswered(again),
        "the garden question was answered: a ruling on it now is a repeat"
    );
    t.ok(
        LM,
        Action::RuleDuplicate {
            question: again + 1,
            accept: true,
        },
    );
    t.answer(AnswerCard::Yes);
}

#[test]
fn spoiler_scores_fall_by_ten_percent_per_earlier_spoiler() {
    assert_eq!(
        (0..11).map(|k| award_tenths(40, k)).collect::<Vec<_>>(),
        vec![400, 360, 320, 280, 240, 200, 160, 120, 80, 40, 0]
    );
    assert_eq!(award_tenths(25, 1), 225, "22.5 points, not rounded");
    assert_eq!(award_tenths(45, 1), 405);
    assert_eq!(award_tenths(5, 3), 35);
    assert_eq!(award_tenths(5, 20), 0);
    // Rules version 1 rounded half up to whole points.
    assert_eq!(award_tenths_rounded(25, 1), 230);
    assert_eq!(award_tenths_rounded(5, 1), 50);
}

/// LP-3: "decreased first by a 10%, then by a 20%": a repeat is never worth as
/// much as the spoiling before it, even for a 5-point part (whole points rounded
/// half up gave 5 twice). A part is spoiled at most once by each of at most eight
/// puzzlers.
#[test]
fn a_repeated_part_is_worth_less_than_the_spoiling_before_it() {
    for score in 1..=100 {
        for earlier in 1..8 {
            assert!(
                award_tenths(score, earlier) < award_tenths(score, earlier - 1),
                "a {score}-point part, spoiler {earlier}"
            );
        }
    }
    assert_eq!(award_tenths(5, 1), 45, "4.5 points, less than 5");
}
