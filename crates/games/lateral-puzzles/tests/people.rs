//! A table that survives people: the Lateral Master at any seat and passed on by a
//! rematch, puzzlers leaving (the table pauses; the Lateral Master goes on without
//! the seat, and what waited on it is settled) and coming back with their cards and
//! score, too few puzzlers left, repeated clicks refused as harmless repeats, the
//! freezes explained to whoever waits, the box's Sherlock Holmes cards, scores in
//! tenths (LP-3), rules version 1 kept, hidden themes, and a game-over view that
//! tells who spoiled which part, when and for how much. Decisions:
//! docs/rules/lateral-puzzles.md.

use sleuth_core::game::HostedGame;
use sleuth_core::{Game, Seat, SeatSet, Viewer};
use sleuth_lateral_puzzles::rules::{RULES_VERSION, RULES_VERSION_ROUNDED};
use sleuth_lateral_puzzles::{
    Action, AnswerCard, Config, ConfigError, EndReason, Error, Event as LpEvent, HoldView,
    LateralPuzzles, PartSpoilView, Presence, Role, library,
};

mod common;

use common::Table;

/// What only this file's tests ask of a table.
impl Table {
    fn public(&self) -> Vec<LpEvent> {
        self.seen(Viewer::Spectator)
    }

    fn presence(&self, seat: Seat) -> Presence {
        self.spectator()
            .puzzlers
            .iter()
            .find(|p| p.seat == seat)
            .expect("a puzzler")
            .presence
    }

    /// Round 1: everyone asks, the Lateral Master answers Yes.
    fn through_round_one(&mut self) -> Vec<Seat> {
        let order = self.through_round_one_from(0);
        assert_eq!(self.spectator().round, 2);
        order
    }

    /// Past round 1, the first puzzler of round 2 plays a Sherlock with `text`
    /// and the Lateral Master answers Yes. Returns that puzzler, the next one and
    /// the Sherlock's question number.
    fn yes_sherlock_opening_round_two(&mut self, text: &str) -> (Seat, Seat, u32) {
        let order = self.through_round_one();
        let (a, b) = (order[0], order[1]);
        let q = self.next_question();
        self.ok(a, Action::Sherlock { text: text.into() });
        self.answer(AnswerCard::Yes);
        (a, b, q)
    }
}

fn ask(text: &str) -> Action {
    Action::Ask { text: text.into() }
}

fn spoiler(text: &str) -> Action {
    Action::Spoiler { text: text.into() }
}

fn judge(spoiler: u32, parts: &[u8]) -> Action {
    Action::Judge {
        spoiler,
        parts: parts.to_vec(),
    }
}

// ---------------------------------------------------------------------------
// The Lateral Master's seat and rematches
// ---------------------------------------------------------------------------

#[test]
fn the_lateral_master_sits_at_the_configured_seat() {
    let config = Config {
        lateral_master: 2,
        ..common::red_dame_config(4)
    };
    let mut t = Table::with(config, 5);
    let lm = Seat(2);
    assert_eq!(t.lm(), lm);
    let v = t.view(lm);
    assert_eq!(v.viewer, Role::LateralMaster);
    assert_eq!(v.lateral_master, lm);
    assert!(v.puzzle.solution.is_some());
    let seat0 = t.view(Seat(0));
    assert_eq!(seat0.viewer, Role::Puzzler);
    assert_eq!(seat0.puzzle.solution, None);
    // The puzzlers are every other seat; the order and the toss leave seat 2 out.
    let seats: Vec<Seat> = v.puzzlers.iter().map(|p| p.seat).collect();
    assert_eq!(seats, vec![Seat(0), Seat(1), Seat(3)]);
    let mut order = v.order.clone();
    order.sort();
    assert_eq!(order, seats);
    assert!(v.toss.iter().all(|toss| toss.seat != lm));
    // Seat 0 is a puzzler: it asks, it does not answer.
    let first = v.order[0];
    t.ok(first, ask("Is the dame dead?"));
    assert_eq!(
        t.illegal(Seat(0), Action::GiveSherlock { seat: 1 }),
        Error::NotLateralMaster
    );
    assert_eq!(
        t.illegal(lm, ask("May I ask?")),
        Error::NotPuzzler,
        "the Lateral Master asks nothing"
    );
    t.answer(AnswerCard::Yes);
    assert!(t.view(first).questions[0].answer.is_some());
    assert_eq!(
        t.illegal(lm, Action::GiveSherlock { seat: 2 }),
        Error::NoSuchPuzzler(2)
    );
    // Scores by seat put the Lateral Master's 0 at seat 2.
    let order = t.through_round_one_from(1);
    t.ok(order[0], spoiler("Bartholomew did it."));
    t.ok(lm, judge(1, &[1]));
    t.ok(lm, Action::EndGame);
    let outcome = t.game.outcome().expect("over");
    let scores = outcome.scores.expect("scores");
    assert_eq!(scores[2], 0);
    assert_eq!(scores[order[0].index()], 400, "40 points, in tenths");
}

impl Table {
    /// Finishes round 1 from the `done`-th turn on.
    fn through_round_one_from(&mut self, done: usize) -> Vec<Seat> {
        let order = self.spectator().order;
        for (i, &seat) in order.iter().enumerate().skip(done) {
            self.ok(seat, ask(common::FIRST_ROUND[i]));
            self.answer(AnswerCard::Yes);
        }
        order
    }
}

#[test]
fn the_lateral_masters_seat_must_be_at_the_table_and_old_configs_load() {
    let config = Config {
        lateral_master: 4,
        ..common::red_dame_config(4)
    };
    let err = LateralPuzzles::new(&config, 1).expect_err("refused");
    assert_eq!(err, ConfigError::LateralMaster(4, 4));
    assert_eq!(
        err.to_string(),
        "Seat 5 cannot be the Lateral Master at a table of 4 seats (Seat 1 to Seat 4)"
    );
    // A config written before the field existed loads with seat 0, and seat 0 is
    // not written out, so old configs and records read and write the same.
    let old: Config = serde_json::from_str(r#"{"players": 4, "puzzle": "painted-hives"}"#)
        .expect("an old config");
    assert_eq!(old.lateral_master, 0);
    assert_eq!(
        serde_json::to_value(&old).unwrap(),
        serde_json::json!({"players": 4, "puzzle": "painted-hives"})
    );
    let moved = Config {
        lateral_master: 3,
        ..old
    };
    assert_eq!(serde_json::to_value(&moved).unwrap()["lateral_master"], 3);
}

#[test]
fn a_rematch_passes_the_lateral_master_to_the_next_seat_and_clears_the_puzzle() {
    assert!(LateralPuzzles::rematch_waits_in_lobby());
    let played = library::shipped()[4].id.clone();
    let config = Config {
        players: 4,
        lateral_master: 0,
        puzzle: played.clone(),
        custom: None,
        language: "en".into(),
    };
    let next = LateralPuzzles::rematch_config(&config);
    assert_eq!(next.lateral_master, 1);
    assert_eq!(next.players, 4);
    assert_ne!(next.puzzle, played, "never the puzzle just solved");
    assert!(LateralPuzzles::new(&next, 1).is_ok());
    // The role goes round the table, wrapping.
    let last = LateralPuzzles::rematch_config(&Config {
        lateral_master: 3,
        ..config.clone()
    });
    assert_eq!(last.lateral_master, 0);
    // Every shipped puzzle, the last one too, is followed by another.
    for puzzle in library::shipped() {
        let next = LateralPuzzles::rematch_config(&Config {
            puzzle: puzzle.id.clone(),
            ..config.clone()
        });
        assert_ne!(next.puzzle, puzzle.id);
        assert!(library::puzzle(&next.puzzle).is_some());
    }
    // A Lateral Master's own puzzle is theirs: it is cleared, and the default is
    // not the puzzle it copied.
    let custom = common::red_dame_config(5);
    let next = LateralPuzzles::rematch_config(&custom);
    assert_eq!(next.custom, None);
    assert_eq!(next.lateral_master, 1);
    let mut copied = common::red_dame_config(5);
    if let Some(spec) = copied.custom.as_mut() {
        spec.id = Some(library::default_puzzle_id().to_owned());
    }
    let next = LateralPuzzles::rematch_config(&copied);
    assert_ne!(next.puzzle, library::default_puzzle_id());
}

// ---------------------------------------------------------------------------
// Leaving and coming back
// ---------------------------------------------------------------------------

#[test]
fn leave_and_return_actions_are_a_puzzlers_and_none_for_the_lateral_master() {
    let t = Table::with(
        Config {
            lateral_master: 1,
            ..common::red_dame_config(4)
        },
        3,
    );
    assert_eq!(t.game.leave_action(Seat(1)), None, "the match ends instead");
    assert_eq!(t.game.return_action(Seat(1)), None);
    for seat in [Seat(0), Seat(2), Seat(3)] {
        assert_eq!(t.game.leave_action(seat), Some(Action::Leave));
        assert_eq!(t.game.return_action(seat), Some(Action::Return));
    }
    assert_eq!(t.game.leave_action(Seat(4)), None, "no such seat");
    // Every puzzler may leave at any moment: all of them are to move, even in
    // round 1 off turn.
    let to_move = t.game.to_move();
    for seat in [Seat(0), Seat(2), Seat(3)] {
        assert!(to_move.contains(seat), "{seat} may leave");
        assert!(t.game.legal_actions(seat).contains(&Action::Leave));
    }
}

#[test]
fn a_puzzler_who_leaves_pauses_the_table_until_the_lateral_master_goes_on() {
    let mut t = Table::new(4, 7);
    let lm = t.lm();
    let order = t.through_round_one();
    let (a, b, c) = (order[0], order[1], order[2]);
    // B leaves on A's turn, after playing a card.
    t.ok(b, Action::ConvertSpoiler);
    t.ok(b, Action::Leave);
    assert_eq!(t.public(), vec![LpEvent::Left { seat: b }]);
    assert_eq!(t.presence(b), Presence::Away);
    let v = t.spectator();
    let pause = v.pause.clone().expect("paused");
    assert_eq!(pause.away, vec![b]);
    assert!(pause.can_go_on);
    assert!(
        pause
            .message
            .starts_with(&format!("Seat {} has left the table", b.0 + 1))
            && pause.message.contains("may go on without")
            && pause.message.contains("wait for someone to take the seat"),
        "{}",
        pause.message
    );
    let waiting = v.waiting.expect("waiting");
    assert_eq!((waiting.seat, waiting.reason), (lm, pause.message.clone()));
    assert_eq!(t.game.waiting_for(), SeatSet::single(lm));
    // Nothing else goes on meanwhile; the refusal says why.
    match t.illegal(a, ask("Shall I go on?")) {
        Error::Paused(why) => assert_eq!(why.to_string(), pause.message),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        t.illegal(c, Action::ConvertSpoiler),
        Error::Paused(_)
    ));
    // B, away, may only take the seat again.
    assert_eq!(t.illegal(b, Action::ConvertSpoiler), Error::Away);
    assert_eq!(t.illegal(b, Action::Leave), Error::AlreadyLeft);
    assert!(Error::AlreadyLeft.is_repeat());
    assert_eq!(t.game.legal_actions(b), vec![Action::Return]);
    // Only a seat that left can be gone on without.
    assert_eq!(
        t.illegal(lm, Action::GoOnWithout { seat: c.0 }),
        Error::NotAway(c)
    );
    t.ok(lm, Action::GoOnWithout { seat: b.0 });
    assert_eq!(t.public(), vec![LpEvent::WentOnWithout { seat: b }]);
    let again = t.illegal(lm, Action::GoOnWithout { seat: b.0 });
    assert_eq!(again, Error::AlreadyGoneOn(b));
    assert!(again.is_repeat());
    assert_eq!(t.presence(b), Presence::Skipped);
    assert_eq!(t.spectator().pause, None);
    // A finishes the turn; B's turn is passed over, C plays.
    t.ok(a, ask("Was the rose yellow?"));
    t.answer(AnswerCard::Yes);
    assert_eq!(
        t.public()[1..],
        [
            LpEvent::TurnEnded { seat: a },
            LpEvent::TurnSkipped { seat: b },
            LpEvent::TurnStarted { seat: c },
        ]
    );
    assert_eq!(t.spectator().turn, Some(c));
    // Someone takes B's seat: it plays again, with its cards.
    let hand = t.view(lm).puzzlers[b.index() - 1].hand.clone();
    t.ok(b, Action::Return);
    assert_eq!(t.public(), vec![LpEvent::Returned { seat: b }]);
    assert_eq!(t.presence(b), Presence::Present);
    assert_eq!(t.view(lm).puzzlers[b.index() - 1].hand, hand);
    assert_eq!(t.illegal(b, Action::Return), Error::AlreadyPresent);
    assert!(Error::AlreadyPresent.is_repeat());
    t.ok(c, ask("Did the gardener have a sister?"));
    t.answer(AnswerCard::Yes);
    // Round 3: B's turn comes again.
    assert_eq!(t.spectator().round, 3);
    t.ok(a, ask("Was it revenge?"));
    t.answer(AnswerCard::Yes);
    assert_eq!(t.spectator().turn, Some(b));
}

#[test]
fn a_puzzler_may_leave_during_a_freeze_and_keeps_cards_and_score() {
    let mut t = Table::new(4, 8);
    let lm = t.lm();
    let order = t.through_round_one();
    let (a, b) = (order[0], order[1]);
    t.ok(b, spoiler("Bartholomew the gardener did it."));
    // A Spoiler freezes the table, but leaving is always possible.
    assert!(t.game.to_move().contains(a));
    t.ok(b, Action::Leave);
    // The pause comes first; the freeze waits behind it.
    assert!(matches!(t.illegal(lm, judge(1, &[1])), Error::Paused(_)));
    t.ok(lm, Action::GoOnWithout { seat: b.0 });
    // The spoiler is still judged: its points are B's, kept while away.
    t.ok(lm, judge(1, &[1]));
    let b_view = |t: &Table| t.spectator().puzzlers[b.index() - 1].clone();
    assert_eq!(b_view(&t).score_tenths, 400);
    let cards = b_view(&t).cards;
    t.ok(b, Action::Return);
    assert_eq!(b_view(&t).score_tenths, 400);
    assert_eq!(b_view(&t).cards, cards);
    // A seat that left may still win.
    t.ok(b, Action::Leave);
    t.ok(lm, Action::EndGame);
    assert_eq!(t.spectator().over, Some(EndReason::Stalled));
    assert_eq!(t.spectator().winners, vec![b]);
}

#[test]
fn a_mata_hari_on_an_absent_puzzlers_sherlock_answer_is_allowed() {
    let mut t = Table::new(4, 9);
    let lm = t.lm();
    let (a, b, q) = t.yes_sherlock_opening_round_two("Were the thorns poisoned?");
    t.ok(a, Action::Leave);
    t.ok(lm, Action::GoOnWithout { seat: a.0 });
    // A's turn passed when the Lateral Master went on without A.
    assert_eq!(t.spectator().turn, Some(b));
    // Nobody is there to defend it with Don Corleone: the spy sees at once.
    t.ok(b, Action::MataHari { question: q });
    assert_eq!(t.spectator().hold, None);
    assert!(t.public().contains(&LpEvent::SpySucceeded {
        seat: b,
        question: q,
        target: a
    }));
    assert_eq!(
        t.view(b).questions[q as usize - 1].answer,
        Some(AnswerCard::Yes)
    );
}

#[test]
fn a_spied_puzzler_who_leaves_lets_the_spy_through_once_the_lateral_master_goes_on() {
    let mut t = Table::new(4, 10);
    let lm = t.lm();
    let (a, b, q) = t.yes_sherlock_opening_round_two("Was the sister his?");
    t.ok(b, Action::MataHari { question: q });
    assert!(matches!(
        t.spectator().hold,
        Some(HoldView::Spy { target, .. }) if target == a
    ));
    // A leaves instead of deciding.
    t.ok(a, Action::Leave);
    t.ok(lm, Action::GoOnWithout { seat: a.0 });
    let public = t.public();
    assert!(public.contains(&LpEvent::SpySucceeded {
        seat: b,
        question: q,
        target: a
    }));
    assert_eq!(t.spectator().hold, None);
    assert_eq!(t.spectator().turn, Some(b), "and A's card turn passed");
}

#[test]
fn a_spied_puzzler_who_comes_back_decides_after_all() {
    let mut t = Table::new(4, 10);
    let (a, b, q) = t.yes_sherlock_opening_round_two("Was the sister his?");
    t.ok(b, Action::MataHari { question: q });
    t.ok(a, Action::Leave);
    t.ok(a, Action::Return);
    t.ok(a, Action::DonCorleone);
    assert!(t.spectator().questions[q as usize - 1].protected);
}

#[test]
fn an_invitation_to_rephrase_is_declined_for_a_seat_gone_on_without() {
    let mut t = Table::new(4, 11);
    let lm = t.lm();
    let order = t.through_round_one();
    let (a, b) = (order[0], order[1]);
    let q = t.next_question();
    t.ok(a, ask("Did he use the rose?"));
    t.ok(
        lm,
        Action::Answer {
            question: q,
            answer: AnswerCard::Rephrase,
            another_wording: true,
        },
    );
    t.ok(a, Action::Leave);
    t.ok(lm, Action::GoOnWithout { seat: a.0 });
    let public = t.public();
    assert!(
        public.contains(&LpEvent::RephraseDeclined { question: q }),
        "{public:?}"
    );
    assert_eq!(t.spectator().rephrase, None);
    assert_eq!(t.spectator().turn, Some(b));
}

#[test]
fn an_open_question_of_a_seat_gone_on_without_is_still_answered() {
    let mut t = Table::new(4, 12);
    let lm = t.lm();
    let order = t.through_round_one();
    let (a, b) = (order[0], order[1]);
    let q = t.next_question();
    t.ok(a, ask("Was the gardener paid?"));
    t.ok(a, Action::Leave);
    t.ok(lm, Action::GoOnWithout { seat: a.0 });
    // The question waits for its answer; nobody can be invited to rephrase it.
    assert_eq!(t.spectator().turn, Some(a));
    assert_eq!(
        t.illegal(
            lm,
            Action::Answer {
                question: q,
                answer: AnswerCard::Rephrase,
                another_wording: true
            }
        ),
        Error::AskerAway(a)
    );
    t.answer(AnswerCard::No);
    assert_eq!(t.spectator().turn, Some(b));
    // A refused question of an absent asker passes the turn too.
    t.ok(b, ask("Was the gardener paid?"));
    t.ok(b, Action::Leave);
    t.ok(lm, Action::GoOnWithout { seat: b.0 });
    let open = t.spectator().open_question.expect("open");
    t.ok(
        lm,
        Action::RuleDuplicate {
            question: open,
            accept: false,
        },
    );
    assert_eq!(t.spectator().turn, Some(order[2]));
}

#[test]
fn with_fewer_than_two_puzzlers_the_lateral_master_may_end_the_game_at_any_moment() {
    // Two puzzlers, round 1: one leaves.
    let mut t = Table::new(3, 13);
    let lm = t.lm();
    let order = t.spectator().order;
    let (a, b) = (order[0], order[1]);
    assert_eq!(t.illegal(lm, Action::EndGame), Error::TooEarly);
    t.ok(b, Action::Leave);
    let v = t.spectator();
    assert!(v.end_conditions.too_few_puzzlers);
    assert_eq!(v.end_conditions.present_puzzlers, 1);
    // The Lateral Master may go on with one puzzler...
    let mut going_on = Table {
        game: t.game.clone(),
        events: Vec::new(),
    };
    going_on.ok(lm, Action::GoOnWithout { seat: b.0 });
    going_on.ok(a, ask("Am I alone?"));
    going_on.answer(AnswerCard::Yes);
    assert_eq!(going_on.spectator().turn, Some(a), "a round of one");
    assert_eq!(going_on.spectator().round, 2);
    // ...and not without the last one.
    going_on.ok(a, Action::Leave);
    assert_eq!(
        going_on.illegal(lm, Action::GoOnWithout { seat: a.0 }),
        Error::NobodyLeft(a)
    );
    assert!(!going_on.spectator().pause.expect("paused").can_go_on);
    // Or end the game now, in round 1 and paused.
    t.ok(lm, Action::EndGame);
    assert_eq!(t.spectator().over, Some(EndReason::TooFewPuzzlers));
    assert!(
        t.game
            .outcome()
            .expect("over")
            .summary
            .contains("too few puzzlers")
    );
}

// ---------------------------------------------------------------------------
// Repeats and explanations
// ---------------------------------------------------------------------------

#[test]
fn a_second_click_on_an_answer_is_a_harmless_repeat() {
    // Nine seats: the box has no Sherlock Holmes card to give, so in round 1 the
    // Lateral Master has nothing to do between questions.
    let mut t = Table::new(9, 14);
    let lm = t.lm();
    let first = t.spectator().order[0];
    let q = t.next_question();
    t.ok(first, ask("Is the dame dead?"));
    let answer = Action::Answer {
        question: q,
        answer: AnswerCard::Yes,
        another_wording: false,
    };
    t.ok(lm, answer.clone());
    assert!(!t.game.to_move().contains(lm));
    let err = t.illegal(lm, answer);
    assert_eq!(err, Error::AlreadyAnswered(q));
    assert!(err.is_repeat());
    assert_eq!(
        err.to_string(),
        format!("question {q} has been answered already; nothing was changed")
    );
    // Any action on an answered question is the same repeat.
    assert_eq!(
        t.illegal(
            lm,
            Action::RuleDuplicate {
                question: q,
                accept: false
            }
        ),
        Error::AlreadyAnswered(q)
    );
    // A refusal clicked twice.
    let second = t.spectator().order[1];
    let r = t.next_question();
    t.ok(second, ask("Was there a rose?"));
    let refuse = Action::RuleDuplicate {
        question: r,
        accept: false,
    };
    t.ok(lm, refuse.clone());
    let err = t.illegal(lm, refuse);
    assert_eq!(err, Error::AlreadyRefused(r));
    assert!(err.is_repeat());
    // Other refusals are not repeats.
    assert!(!Error::NothingToAnswer.is_repeat());
    assert!(!Error::NotYourTurn(lm).is_repeat());
}

#[test]
fn a_judgement_clicked_twice_is_a_harmless_repeat() {
    let mut t = Table::new(4, 15);
    let lm = t.lm();
    let order = t.through_round_one();
    t.ok(order[1], spoiler("The gardener."));
    let judged = judge(1, &[1]);
    t.ok(lm, judged.clone());
    let err = t.illegal(lm, judged);
    assert_eq!(err, Error::AlreadyJudged(1));
    assert!(err.is_repeat());
    assert_eq!(t.illegal(lm, judge(2, &[])), Error::NothingToResolve);
}

#[test]
fn during_a_freeze_the_puzzler_whose_turn_it_is_is_told_why_the_table_waits() {
    let mut t = Table::new(4, 16);
    let lm = t.lm();
    let order = t.through_round_one();
    let (a, b, c) = (order[0], order[1], order[2]);
    // B's Spoiler freezes the table on A's turn.
    t.ok(b, spoiler("A rose with poisoned thorns."));
    let v = t.view(a);
    let waiting = v.waiting.expect("waiting");
    assert_eq!(waiting.seat, lm);
    assert!(
        waiting
            .reason
            .contains(&format!("Seat {} played a Spoiler", b.0 + 1))
            && waiting.reason.contains("Lateral Master is judging it"),
        "{}",
        waiting.reason
    );
    // A, whose turn it is, is told the same, not "it is not your turn".
    match t.illegal(a, ask("Can I ask now?")) {
        Error::Frozen(why) => assert_eq!(why.to_string(), waiting.reason),
        other => panic!("{other:?}"),
    }
    t.ok(lm, judge(1, &[]));
    // A Cooperation waits for the Lateral Master too.
    let mine = t.next_question();
    t.ok(
        a,
        Action::TipOff {
            text: "Was the rose yellow?".into(),
        },
    );
    t.answer(AnswerCard::Yes);
    let theirs = t.next_question();
    t.ok(
        c,
        Action::TipOff {
            text: "Was the dame rich?".into(),
        },
    );
    t.answer(AnswerCard::No);
    t.ok(
        c,
        Action::Cooperation {
            mine: theirs,
            theirs: mine,
        },
    );
    let waiting = t.view(a).waiting.expect("waiting");
    assert!(
        waiting
            .reason
            .contains(&format!("Seat {} played a Cooperation card", c.0 + 1)),
        "{}",
        waiting.reason
    );
    match t.illegal(a, Action::EndTurn) {
        Error::Frozen(why) => assert_eq!(why.to_string(), waiting.reason),
        other => panic!("{other:?}"),
    }
    // Without a freeze, the waiting line names whose turn it is.
    t.ok(lm, Action::CarryOutSwap);
    let waiting = t.view(b).waiting.expect("waiting");
    assert_eq!(waiting.seat, a);
    assert!(
        waiting
            .reason
            .contains(&format!("it is Seat {}'s turn", a.0 + 1)),
        "{}",
        waiting.reason
    );
}

// ---------------------------------------------------------------------------
// Sherlock Holmes cards, scoring, rules versions
// ---------------------------------------------------------------------------

#[test]
fn the_box_bounds_the_sherlock_holmes_cards_the_lateral_master_gives() {
    // Eight puzzler sets in the box: three puzzlers leave five for gifts.
    let mut t = Table::new(4, 17);
    let lm = t.lm();
    let puzzler = t.through_round_one()[0];
    assert_eq!(t.spectator().sherlock_stock, Some(5));
    for left in (0..5).rev() {
        t.ok(lm, Action::GiveSherlock { seat: puzzler.0 });
        assert_eq!(t.spectator().sherlock_stock, Some(left));
    }
    assert_eq!(
        t.view(puzzler).puzzlers[puzzler.index() - 1]
            .hand
            .as_ref()
            .map(|h| h.sherlock_holmes),
        Some(6)
    );
    assert_eq!(
        t.illegal(lm, Action::GiveSherlock { seat: puzzler.0 }),
        Error::NoSherlockLeft
    );
    assert!(
        !t.game
            .legal_actions(lm)
            .iter()
            .any(|a| matches!(a, Action::GiveSherlock { .. }))
    );
    // A full table of eight puzzlers holds every set: nothing to give.
    let full = Table::new(9, 17);
    assert_eq!(full.spectator().sherlock_stock, Some(0));
}

#[test]
fn rules_version_1_gives_sherlock_holmes_cards_without_overflowing_a_hand() {
    let config = common::red_dame_config(3);
    let mut game =
        LateralPuzzles::new_under_rules(&config, 1, RULES_VERSION_ROUNDED).expect("setup");
    assert_eq!(game.view(Viewer::Spectator).sherlock_stock, None);
    let seat = Seat(1);
    let mut given = 0;
    for _ in 0..300 {
        if game
            .play(Seat(0), &Action::GiveSherlock { seat: 1 }, &mut Vec::new())
            .is_ok()
        {
            given += 1;
        }
    }
    assert_eq!(given, 254, "from 1 to 255 in hand, then refused");
    let hand = game.view(Viewer::Seat(seat)).puzzlers[0]
        .hand
        .clone()
        .expect("own");
    assert_eq!(hand.sherlock_holmes, u8::MAX);
}

#[test]
fn a_five_point_part_spoiled_again_is_worth_less_lp_3() {
    for (version, second) in [(RULES_VERSION, 45), (RULES_VERSION_ROUNDED, 50)] {
        let config = common::red_dame_config(4);
        let game = LateralPuzzles::new_under_rules(&config, 4, version).expect("setup");
        let mut t = Table {
            game,
            events: Vec::new(),
        };
        let lm = t.lm();
        let order = t.through_round_one();
        for (i, &seat) in order.iter().take(2).enumerate() {
            t.ok(seat, spoiler("For his dead sister."));
            t.ok(lm, judge(i as u32 + 1, &[5]));
        }
        let v = t.spectator();
        assert_eq!(v.rules_version, version);
        let tenths: Vec<u32> = order
            .iter()
            .take(2)
            .map(|s| v.puzzlers[s.index() - 1].score_tenths)
            .collect();
        assert_eq!(tenths, vec![50, second], "rules version {version}");
        assert_eq!(v.spoilers[1].tenths, Some(second));
    }
    assert_eq!(LateralPuzzles::supported_rules_versions(), vec![1, 2]);
    assert_eq!(LateralPuzzles::info().rules_version, RULES_VERSION);
}

// ---------------------------------------------------------------------------
// What the view tells
// ---------------------------------------------------------------------------

#[test]
fn themes_are_hidden_from_puzzlers_unless_the_author_made_them_public() {
    let t = Table::with(LateralPuzzles::config_for_players(3), 1);
    let lm = t.lm();
    let puzzler = t.spectator().order[0];
    assert!(!t.view(lm).puzzle.themes.is_empty());
    assert!(t.view(puzzler).puzzle.themes.is_empty());
    assert!(t.spectator().puzzle.themes.is_empty());
    assert!(!t.spectator().puzzle.themes_public);
    let mut public = common::red_dame_config(3);
    if let Some(spec) = public.custom.as_mut() {
        spec.themes_public = true;
    }
    let t = Table::with(public.clone(), 1);
    assert_eq!(t.view(puzzler).puzzle.themes, vec!["crime".to_owned()]);
    // Match summaries show a Lateral Master's own themes only when public.
    let summary = LateralPuzzles::public_config(&public);
    assert_eq!(summary["custom"]["themes"], serde_json::json!(["crime"]));
    let summary = LateralPuzzles::public_config(&common::red_dame_config(3));
    assert!(summary["custom"].get("themes").is_none(), "{summary}");
    assert!(summary["custom"].get("parts").is_none(), "{summary}");
    // Everyone sees them after the end.
    let mut t = Table::with(LateralPuzzles::config_for_players(3), 1);
    t.through_round_one();
    t.ok(lm, Action::EndGame);
    assert!(!t.spectator().puzzle.themes.is_empty());
}

#[test]
fn the_game_over_view_tells_who_spoiled_which_part_when_and_for_how_much() {
    let mut t = Table::new(4, 18);
    let lm = t.lm();
    let order = t.through_round_one();
    let (a, b) = (order[0], order[1]);
    t.ok(b, spoiler("The gardener with a rose."));
    t.ok(lm, judge(1, &[1, 2]));
    let v = t.spectator();
    assert_eq!(v.end_conditions.spoiled_points, 65);
    assert_eq!(v.end_conditions.over_ninety_at, 90);
    assert!(!v.end_conditions.over_ninety_asked);
    assert!(v.end_conditions.may_end_stalled);
    assert_eq!(v.end_conditions.present_puzzlers, 3);
    assert!(!v.end_conditions.too_few_puzzlers);
    assert_eq!(v.puzzle.parts, None, "the parts stay the Lateral Master's");
    t.ok(a, ask("Did he do it for his sister?"));
    t.answer(AnswerCard::Yes);
    t.ok(b, ask("Next round, then?"));
    t.answer(AnswerCard::Yes);
    t.ok(order[2], ask("Anything else?"));
    t.answer(AnswerCard::No);
    t.ok(a, spoiler("Bartholomew, for revenge."));
    t.ok(lm, judge(2, &[1, 4]));
    t.ok(lm, Action::EndGame);
    let v = t.spectator();
    let parts = v.puzzle.parts.expect("revealed at the end");
    assert_eq!(
        parts[0].spoils,
        vec![
            PartSpoilView {
                seat: b,
                spoiler: 1,
                round: 2,
                tenths: 400
            },
            PartSpoilView {
                seat: a,
                spoiler: 2,
                round: 3,
                tenths: 360
            },
        ]
    );
    assert_eq!(parts[0].spoiled_by, vec![b, a]);
    assert_eq!(parts[1].spoils.len(), 1);
    assert_eq!(parts[3].spoils[0].tenths, 100);
    assert!(parts[2].spoils.is_empty() && parts[4].spoils.is_empty());
    assert_eq!(v.spoilers[1].tenths, Some(460));
    assert_eq!(v.puzzlers[a.index() - 1].score_tenths, 460);
    assert_eq!(v.puzzlers[b.index() - 1].score_tenths, 650);
    assert_eq!(v.over, Some(EndReason::Stalled));
    assert_eq!(v.waiting, None);
    let outcome = t.game.outcome().expect("over");
    assert_eq!(
        outcome.summary,
        format!(
            "Seat {} won with 65 points (the Lateral Master ended a stalled game)",
            b.0 + 1
        )
    );
}
