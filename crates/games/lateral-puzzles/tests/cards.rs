//! The Puzzle Cards (the rulebook's section 6) as invariants over many random
//! games: random tables (3 to 9 seats, the Lateral Master at any seat, shipped
//! puzzles and the Red Dame), random seeds, random play including people leaving
//! and coming back. After every action:
//! - cards move only by being played, refunded (a refused question, a Padlock
//!   opened by two Mata Hari), converted or given;
//! - the box's Sherlock Holmes cards are never exceeded;
//! - after a public question a puzzler plays at most one card that round (LP-5);
//! - no card is played in the first round (LP-4);
//! - a Spoiler or a Cooperation freeze accepts nothing but its resolution, leaving
//!   and coming back (LP-5);
//! - padlocked or protected answers are never swapped, protected ones never spied.

use proptest::prelude::*;
use sleuth_core::{Event, Game, Seat, SleuthRng, Viewer};
use sleuth_lateral_puzzles::{
    Action, CardKind, Config, Event as LpEvent, Hand, HoldView, LateralPuzzles, QuestionKind, View,
    library,
};

mod common;

fn config(players: u8, lateral_master: u8, puzzle: usize) -> Config {
    let puzzles = library::shipped();
    if puzzle == puzzles.len() {
        return Config {
            lateral_master,
            ..common::red_dame_config(players)
        };
    }
    Config {
        players,
        lateral_master,
        puzzle: puzzles[puzzle].id.clone(),
        custom: None,
        language: "en".into(),
    }
}

fn table() -> impl Strategy<Value = (Config, u64)> {
    (3u8..=9, 0u8..9, 0..=library::shipped().len(), any::<u64>())
        .prop_map(|(players, lm, puzzle, seed)| (config(players, lm % players, puzzle), seed))
}

/// One step of a random game, as the checks see it.
struct Step<'a> {
    seat: Seat,
    action: &'a Action,
    /// The Lateral Master's views (every hand) before and after.
    before: &'a View,
    after: &'a View,
    events: &'a [Event<LpEvent>],
    /// Seats to which the Lateral Master gave Sherlock Holmes cards so far.
    given: &'a [u32],
    /// Legal actions of every seat before the step.
    legal: &'a [Vec<Action>],
}

/// Plays a random game of up to `max` actions, checking every step.
fn play(
    config: &Config,
    seed: u64,
    max: usize,
    mut check: impl FnMut(&Step) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    let mut game = LateralPuzzles::new(config, seed).expect("setup");
    let lm = game.lateral_master();
    let mut rng = SleuthRng::from_seed(seed ^ 0xc0de);
    let mut given = vec![0u32; usize::from(config.players)];
    for _ in 0..max {
        if game.outcome().is_some() {
            break;
        }
        let before = game.view(Viewer::Seat(lm));
        let legal: Vec<Vec<Action>> = (0..config.players)
            .map(|s| game.legal_actions(Seat(s)))
            .collect();
        let seat = common::random_mover(&game, &mut rng);
        let action = game.random_action(seat, &mut rng).expect("a mover acts");
        let mut events = Vec::new();
        game.play(seat, &action, &mut events)
            .expect("a random action applies");
        if let Action::GiveSherlock { seat } = action {
            given[usize::from(seat)] += 1;
        }
        let after = game.view(Viewer::Seat(lm));
        check(&Step {
            seat,
            action: &action,
            before: &before,
            after: &after,
            events: &events,
            given: &given,
            legal: &legal,
        })?;
    }
    Ok(())
}

fn hand_of(view: &View, seat: Seat) -> Hand {
    view.puzzlers
        .iter()
        .find(|p| p.seat == seat)
        .and_then(|p| p.hand.clone())
        .expect("the Lateral Master sees every hand")
}

fn add(hand: &mut Hand, card: CardKind, by: i32) {
    let slot = match card {
        CardKind::TipOff => &mut hand.tip_off,
        CardKind::Spoiler => &mut hand.spoiler,
        CardKind::MataHari => &mut hand.mata_hari,
        CardKind::Cooperation => &mut hand.cooperation,
        CardKind::SherlockHolmes => &mut hand.sherlock_holmes,
        CardKind::Padlock => &mut hand.padlock,
        CardKind::DonCorleone => &mut hand.don_corleone,
        CardKind::Queue => &mut hand.queue,
    };
    *slot = u8::try_from(i32::from(*slot) + by).expect("a count in range");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn puzzle_cards_move_only_by_plays_refunds_conversions_and_gifts((config, seed) in table()) {
        play(&config, seed, 500, |step| {
            // Every hand as the events say it should be.
            let mut expected: Vec<(Seat, Hand)> = step
                .before
                .puzzlers
                .iter()
                .map(|p| (p.seat, hand_of(step.before, p.seat)))
                .collect();
            let mut change = |seat: Seat, card: CardKind, by: i32| {
                let (_, hand) = expected.iter_mut().find(|(s, _)| *s == seat).expect("a puzzler");
                add(hand, card, by);
            };
            for event in step.events {
                match &event.body {
                    LpEvent::CardPlayed { seat, card, count } => {
                        change(*seat, *card, -i32::from(*count))
                    }
                    LpEvent::SpoilerConverted { seat } => {
                        change(*seat, CardKind::Spoiler, -1);
                        change(*seat, CardKind::SherlockHolmes, 1);
                    }
                    LpEvent::SherlockGiven { seat } => change(*seat, CardKind::SherlockHolmes, 1),
                    LpEvent::PadlockReturned { seat, .. } => change(*seat, CardKind::Padlock, 1),
                    // A refused question gives back the card it cost and a Padlock on it.
                    LpEvent::DuplicateRuled { question, accepted: false } => {
                        let q = &step.before.questions[*question as usize - 1];
                        if q.rephrase_of.is_none() {
                            match q.kind {
                                QuestionKind::TipOff => change(q.seat, CardKind::TipOff, 1),
                                QuestionKind::Sherlock => {
                                    change(q.seat, CardKind::SherlockHolmes, 1)
                                }
                                QuestionKind::Public => {}
                            }
                        }
                        if q.padlocked {
                            change(q.seat, CardKind::Padlock, 1);
                        }
                    }
                    _ => {}
                }
            }
            for (seat, hand) in &expected {
                prop_assert_eq!(
                    &hand_of(step.after, *seat),
                    hand,
                    "{} after {:?} by {}",
                    seat,
                    step.action,
                    step.seat
                );
            }
            Ok(())
        })?;
    }

    #[test]
    fn sherlock_holmes_cards_stay_within_the_box((config, seed) in table()) {
        play(&config, seed, 500, |step| {
            let puzzlers = step.after.puzzlers.len() as u32;
            let given: u32 = step.given.iter().sum();
            prop_assert!(given <= 8 - puzzlers, "{given} given at {puzzlers} puzzlers");
            prop_assert_eq!(step.after.sherlock_stock, Some((8 - puzzlers - given) as u8));
            for p in &step.after.puzzlers {
                let hand = hand_of(step.after, p.seat);
                prop_assert!(
                    u32::from(hand.sherlock_holmes)
                        <= 1 + u32::from(p.conversions) + step.given[p.seat.index()],
                    "{:?}", p
                );
                prop_assert!(p.conversions <= 2);
                prop_assert!(hand.total() <= 15 + step.given[p.seat.index()]);
            }
            Ok(())
        })?;
    }

    #[test]
    fn after_a_question_a_puzzler_plays_at_most_one_card_that_round((config, seed) in table()) {
        play(&config, seed, 500, |step| {
            for p in &step.after.puzzlers {
                prop_assert!(
                    !p.asked_this_round || p.cards_since_question <= 1,
                    "{:?} after {:?}", p, step.action
                );
            }
            // And no card at all in the first round.
            if step.before.round == 1 {
                prop_assert!(
                    !step.events.iter().any(|e| matches!(e.body, LpEvent::CardPlayed { .. })),
                    "a card in round 1: {:?}", step.action
                );
            }
            Ok(())
        })?;
    }

    #[test]
    fn a_freeze_accepts_nothing_but_its_resolution((config, seed) in table()) {
        play(&config, seed, 500, |step| {
            let freeze = matches!(
                step.before.hold,
                Some(HoldView::Spoiler { .. } | HoldView::Cooperation { .. })
            );
            if !freeze || step.before.pause.is_some() {
                return Ok(());
            }
            let too_few = step.before.end_conditions.too_few_puzzlers;
            for actions in step.legal {
                for action in actions {
                    let allowed = match action {
                        Action::Judge { .. } => {
                            matches!(step.before.hold, Some(HoldView::Spoiler { .. }))
                        }
                        Action::CarryOutSwap => {
                            matches!(step.before.hold, Some(HoldView::Cooperation { .. }))
                        }
                        Action::Leave | Action::Return => true,
                        Action::EndGame => too_few,
                        _ => false,
                    };
                    prop_assert!(allowed, "{:?} legal during {:?}", action, step.before.hold);
                }
            }
            Ok(())
        })?;
    }

    #[test]
    fn padlocked_or_protected_answers_are_never_swapped_and_protected_ones_never_spied(
        (config, seed) in table()
    ) {
        play(&config, seed, 500, |step| {
            for event in step.events {
                match &event.body {
                    LpEvent::Swapped { mine, theirs, .. } => {
                        for q in [mine, theirs] {
                            let q = &step.before.questions[*q as usize - 1];
                            prop_assert!(!q.padlocked && !q.protected, "{:?}", q);
                        }
                    }
                    LpEvent::SpySucceeded { question, .. } => {
                        let q = &step.before.questions[*question as usize - 1];
                        prop_assert!(!q.protected, "{:?}", q);
                    }
                    _ => {}
                }
            }
            Ok(())
        })?;
    }
}
