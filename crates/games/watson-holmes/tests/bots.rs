//! The baseline and solver bots: they decide from their seat's view and their
//! own notes only (invariant 2), and they get past police and locks. A bot given
//! a case that differs only in a card it has not read, or only in the accepted
//! answers, chooses the same actions until it reads that card; bots remember a
//! card after its text leaves the view; tables of solvers close every shipped case
//! even when every rival leaves police behind; lockpicks are kept for locked
//! cards; the baseline bids.

use proptest::prelude::*;
use sleuth_core::game::{Bot, Turn};
use sleuth_core::{Game, Seat, Viewer};
use sleuth_watson_holmes::bot::{BaselineBot, Casebook, Notes, SeatKnowledge, SolverBot};
use sleuth_watson_holmes::case::{Case, Fact, LocationNumber};
use sleuth_watson_holmes::{Action, Config, Consultation, Event, WatsonHolmes, library};

/// More actions than any bot game takes.
const ACTION_LIMIT: usize = 20_000;

fn config(case: &Case, players: u8) -> Config {
    Config {
        players,
        case: case.id.clone(),
        open_casebook: false,
        custom: None,
        language: "en".into(),
    }
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Baseline,
    Solver,
}

fn bot(kind: Kind, seed: u64, casebook: Casebook) -> Box<dyn Bot<WatsonHolmes>> {
    match kind {
        Kind::Baseline => Box::new(BaselineBot::with_casebook(seed, casebook)),
        Kind::Solver => Box::new(SolverBot::with_casebook(seed, casebook)),
    }
}

/// One decision of the watched seat: the action, and whether its view had
/// already shown it the card of interest when it chose.
#[derive(Debug, PartialEq)]
struct Decision {
    action: Action,
    had_read: bool,
}

/// Plays a game to the end; returns the watched seat's decisions and the game.
fn play(
    config: &Config,
    seed: u64,
    bots: &mut [Box<dyn Bot<WatsonHolmes>>],
    watched: Seat,
    card: LocationNumber,
) -> (Vec<Decision>, WatsonHolmes) {
    let mut game = WatsonHolmes::new(config, seed).expect("setup");
    let mut decisions = Vec::new();
    let mut events = Vec::new();
    for _ in 0..ACTION_LIMIT {
        if game.outcome().is_some() {
            break;
        }
        let seat = game.waiting_for().first_seat().expect("someone to move");
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        if seat == watched {
            let view = game.view(Viewer::Seat(seat));
            let had_read = view.me.as_ref().is_some_and(|me| me.read.contains(&card));
            decisions.push(Decision {
                action: action.clone(),
                had_read,
            });
        }
        events.clear();
        game.play(seat, &action, &mut events)
            .unwrap_or_else(|e| panic!("seat {seat:?} chose {action:?}: {e}"));
    }
    assert!(game.outcome().is_some(), "the game did not end");
    (decisions, game)
}

/// The decisions made before the seat had read the card.
fn before_reading(decisions: &[Decision]) -> Vec<&Action> {
    decisions
        .iter()
        .take_while(|d| !d.had_read)
        .map(|d| &d.action)
        .collect()
}

/// `case` with card `number`'s text and facts replaced: it now points to every
/// other card and proves, for every question, a value other than the one its
/// own cards prove (a choice, or an invented answer to a typed question).
fn with_card_rewritten(case: &Case, number: LocationNumber, twist: usize) -> Case {
    let mut changed = case.clone();
    let others: Vec<LocationNumber> = case
        .locations
        .iter()
        .map(|l| l.number)
        .filter(|&n| n != number)
        .collect();
    let mut facts: Vec<Fact> = case
        .questions
        .iter()
        .map(|q| {
            let value = if q.choices.is_empty() {
                format!("a motive nobody suspected, number {twist}")
            } else {
                let wrong: Vec<&String> = q
                    .choices
                    .iter()
                    .filter(|c| !q.accepted.contains(c))
                    .collect();
                wrong[twist % wrong.len()].clone()
            };
            Fact::Proves {
                question: q.id.clone(),
                value,
            }
        })
        .collect();
    facts.extend(others.iter().map(|&n| Fact::PointsTo { location: n }));
    let location = changed
        .locations
        .iter_mut()
        .find(|l| l.number == number)
        .expect("the card");
    location.text = format!("A rewritten card ({twist}): the clock ticks, nothing else.");
    location.facts = facts;
    changed
}

/// `case` with every accepted answer moved to another of the question's
/// choices (typed questions get an invented answer).
fn with_answers_moved(case: &Case, twist: usize) -> Case {
    let mut changed = case.clone();
    for q in &mut changed.questions {
        if q.choices.is_empty() {
            q.accepted = vec![format!("an answer nobody could type, {twist}")];
        } else {
            let wrong: Vec<String> = q
                .choices
                .iter()
                .filter(|c| !q.accepted.contains(c))
                .cloned()
                .collect();
            q.accepted = vec![wrong[twist % wrong.len()].clone()];
        }
    }
    changed
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn bot_choices_do_not_depend_on_a_card_it_has_not_read(
        case_index in 0usize..6,
        players in 2u8..=7,
        seed in 0u64..1_000,
        seat in 0u8..7,
        card_index in 0usize..60,
        twist in 0usize..8,
        solver in any::<bool>(),
    ) {
        let cases = library::shipped();
        let case = &cases[case_index % cases.len()];
        let watched = Seat(seat % players);
        let number = case.locations[card_index % case.locations.len()].number;
        let kind = if solver { Kind::Solver } else { Kind::Baseline };
        let config = config(case, players);
        let table = |changed: Option<&Case>| -> Vec<Box<dyn Bot<WatsonHolmes>>> {
            (0..players)
                .map(|s| {
                    let casebook = match changed {
                        Some(c) if Seat(s) == watched => Casebook::with(c.clone()),
                        _ => Casebook::shipped(),
                    };
                    let kind = if Seat(s) == watched { kind } else { Kind::Solver };
                    bot(kind, seed * 10 + u64::from(s), casebook)
                })
                .collect()
        };
        let rewritten = with_card_rewritten(case, number, twist);
        let (plain, _) = play(&config, seed, &mut table(None), watched, number);
        let (twisted, _) = play(&config, seed, &mut table(Some(&rewritten)), watched, number);
        prop_assert_eq!(before_reading(&plain), before_reading(&twisted));
    }

    #[test]
    fn bot_choices_do_not_depend_on_the_accepted_answers(
        case_index in 0usize..6,
        players in 2u8..=7,
        seed in 0u64..1_000,
        seat in 0u8..7,
        twist in 0usize..8,
        solver in any::<bool>(),
    ) {
        let cases = library::shipped();
        let case = &cases[case_index % cases.len()];
        let watched = Seat(seat % players);
        let kind = if solver { Kind::Solver } else { Kind::Baseline };
        let config = config(case, players);
        let moved = with_answers_moved(case, twist);
        let table = |casebook: &Casebook| -> Vec<Box<dyn Bot<WatsonHolmes>>> {
            (0..players)
                .map(|s| {
                    let kind = if Seat(s) == watched { kind } else { Kind::Solver };
                    bot(kind, seed * 10 + u64::from(s), casebook.clone())
                })
                .collect()
        };
        // Every seat is given the moved answers: nobody's choices may change, to
        // the last answer at 221B.
        let (plain, _) = play(&config, seed, &mut table(&Casebook::shipped()), watched, 0);
        let (moved, _) = play(&config, seed, &mut table(&Casebook::with(moved)), watched, 0);
        prop_assert_eq!(plain, moved);
    }
}

#[test]
fn a_bot_remembers_a_card_after_its_text_leaves_the_view() {
    let case = &library::shipped()[0];
    let config = config(case, 3);
    let mut game = WatsonHolmes::new(&config, 7).expect("setup");
    let mut bots: Vec<SolverBot> = (0..3).map(SolverBot::new).collect();
    let mut events = Vec::new();
    let mut checked = false;
    for _ in 0..ACTION_LIMIT {
        if game.outcome().is_some() {
            break;
        }
        let seat = game.waiting_for().first_seat().expect("someone to move");
        let view = game.view(Viewer::Seat(seat));
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        let me = view.me.as_ref().expect("a seat's view");
        let noted: Vec<LocationNumber> = bots[seat.index()].notes().cards().collect();
        // Everything the seat has read is in its notes, whether or not the view
        // still shows the text.
        let mut read = me.read.clone();
        read.sort_unstable();
        assert_eq!(noted, read, "seat {seat:?}");
        if view.phase == "visiting" && !me.read.is_empty() {
            assert!(me.reading.is_empty(), "texts are shown only while reading");
            checked = true;
        }
        events.clear();
        game.play(seat, &action, &mut events)
            .expect("a legal action");
    }
    assert!(checked);
}

#[test]
fn a_bot_started_mid_game_knows_only_the_cards_it_is_shown() {
    let case = &library::shipped()[1];
    let config = config(case, 3);
    let mut game = WatsonHolmes::new(&config, 3).expect("setup");
    let mut bots: Vec<SolverBot> = (0..3).map(SolverBot::new).collect();
    let mut events = Vec::new();
    let seat = Seat(0);
    // Play on to a reading in round 2 or later, then seat 0 gets a fresh bot (a
    // stand-in): it knows the card it is shown now, not the ones read before.
    loop {
        let view = game.view(Viewer::Seat(seat));
        let me = view.me.as_ref().expect("seat view");
        if view.round >= 2 && !me.reading.is_empty() && me.read.len() > me.reading.len() {
            break;
        }
        assert!(game.outcome().is_none(), "the game ended before the check");
        let next = game.waiting_for().first_seat().expect("someone to move");
        let action = bots[next.index()].choose(&Turn::new(&game, next));
        events.clear();
        game.play(next, &action, &mut events)
            .expect("a legal action");
    }
    let view = game.view(Viewer::Seat(seat));
    let mut stand_in = SolverBot::new(99);
    let _ = stand_in.choose(&Turn::new(&game, seat));
    let mut shown: Vec<LocationNumber> = view
        .me
        .iter()
        .flat_map(|m| &m.reading)
        .map(|c| c.number)
        .collect();
    shown.sort_unstable();
    shown.dedup();
    let noted: Vec<LocationNumber> = stand_in.notes().cards().collect();
    assert_eq!(noted, shown, "only what the view shows now");
}

#[test]
fn a_consultation_count_rules_answers_in_and_out() {
    // Case 0 with card 1 rewritten to prove every answer but the second one's.
    let shipped = &library::shipped()[0];
    let game = WatsonHolmes::new(&config(shipped, 3), 1).expect("setup");
    let table = game.view(Viewer::Seat(Seat(0)));
    assert_eq!(table.questions.len(), shipped.questions.len());
    let known: Vec<String> = table
        .questions
        .iter()
        .map(|q| {
            q.choices
                .first()
                .cloned()
                .unwrap_or_else(|| "to hide his debts".into())
        })
        .collect();
    let second = table.questions[1].choices.clone();
    assert!(second.len() >= 3, "question 2 is a choice question");
    let mut case = shipped.clone();
    let card = case.locations[0].number;
    case.locations[0].facts = case
        .questions
        .iter()
        .zip(&known)
        .enumerate()
        .filter(|(i, _)| *i != 1)
        .map(|(_, (q, value))| Fact::Proves {
            question: q.id.clone(),
            value: value.clone(),
        })
        .collect();
    let knowledge = |consultations: Vec<Consultation>, read: &[LocationNumber]| {
        let mut view = table.clone();
        let me = view.me.as_mut().expect("seat view");
        me.read = read.to_vec();
        me.consultations = consultations;
        let notes = Notes::of_read_cards(&view, &case);
        SeatKnowledge::new(&view, &case, &notes).expect("knowledge")
    };
    let failed = |second_answer: &str, right: u8| {
        let mut answers = known.clone();
        answers[1] = second_answer.to_owned();
        Consultation {
            target: Seat(1),
            answers,
            right: Some(right),
            question: None,
            correct: None,
        }
    };
    let all_but_one = u8::try_from(known.len() - 1).expect("few questions");
    let k = knowledge(Vec::new(), &[card]);
    assert_eq!(k.open_questions(), 1);
    assert_eq!(k.options(1).map(|o| o.len()), Some(second.len()));
    // Only the answers we know were right: their second one is wrong.
    let k = knowledge(vec![failed(&second[0], all_but_one)], &[card]);
    let options = k.options(1).expect("a choice question");
    assert!(!options.contains(&second[0]), "{options:?}");
    assert_eq!(options.len(), second.len() - 1);
    // One more right than we know: their second answer is the right one.
    let k = knowledge(vec![failed(&second[2], all_but_one + 1)], &[card]);
    assert_eq!(k.determined(1), Some(second[2].clone()));
    assert!(k.certain());
    // Without the card the count tells nothing about the second question.
    let k = knowledge(vec![failed(&second[0], all_but_one)], &[]);
    assert_eq!(k.options(1).map(|o| o.len()), Some(second.len()));
}

/// A solver that leaves its police token on every card that may take one.
struct Policing(SolverBot);

impl Bot<WatsonHolmes> for Policing {
    fn choose(&mut self, turn: &Turn<'_, WatsonHolmes>) -> Action {
        let action = self.0.choose(turn);
        if let Action::FinishReading {
            police: false,
            toby_to,
        } = action
        {
            let guard = Action::FinishReading {
                police: true,
                toby_to,
            };
            if turn.legal_actions().contains(&guard) {
                return guard;
            }
        }
        action
    }
}

/// Plays `games` seeds of every shipped case at 3, 5 and 7 players; returns the
/// (case, players, seed) of every game nobody won.
fn unsolved(
    games: u64,
    make: &dyn Fn(u64) -> Box<dyn Bot<WatsonHolmes>>,
) -> Vec<(String, u8, u64)> {
    let mut out = Vec::new();
    for case in library::shipped() {
        for players in [3u8, 5, 7] {
            for seed in 0..games {
                let mut bots: Vec<Box<dyn Bot<WatsonHolmes>>> = (0..u64::from(players))
                    .map(|s| make(seed * 10 + s))
                    .collect();
                let (_, game) = play(&config(case, players), seed, &mut bots, Seat(0), 0);
                if game.outcome().is_some_and(|o| o.winners.is_empty()) {
                    out.push((case.id.clone(), players, seed));
                }
            }
        }
    }
    out
}

#[test]
fn solver_tables_close_every_shipped_case() {
    let failed = unsolved(4, &|seed| Box::new(SolverBot::new(seed)));
    assert!(failed.is_empty(), "nobody solved: {failed:?}");
}

#[test]
fn solvers_close_the_case_when_every_rival_leaves_police_behind() {
    let failed = unsolved(3, &|seed| Box::new(Policing(SolverBot::new(seed))));
    assert!(failed.is_empty(), "nobody solved: {failed:?}");
}

#[test]
fn a_lockpick_is_kept_for_a_locked_card() {
    for case in library::shipped() {
        let locked: Vec<LocationNumber> = case
            .locations
            .iter()
            .filter(|l| l.symbols.needs_lockpick)
            .map(|l| l.number)
            .collect();
        for seed in 0..3u64 {
            let players = 5u8;
            let mut game = WatsonHolmes::new(&config(case, players), seed).expect("setup");
            let mut bots: Vec<Box<dyn Bot<WatsonHolmes>>> = (0..u64::from(players))
                .map(|s| {
                    Box::new(Policing(SolverBot::new(seed * 10 + s))) as Box<dyn Bot<WatsonHolmes>>
                })
                .collect();
            let mut events = Vec::new();
            for _ in 0..ACTION_LIMIT {
                if game.outcome().is_some() {
                    break;
                }
                let before: Vec<sleuth_watson_holmes::View> = (0..players)
                    .map(|s| game.view(Viewer::Seat(Seat(s))))
                    .collect();
                let seat = game.waiting_for().first_seat().expect("someone to move");
                let action = bots[seat.index()].choose(&Turn::new(&game, seat));
                events.clear();
                game.play(seat, &action, &mut events)
                    .expect("a legal action");
                for e in &events {
                    let Event::LockpickSpent { seat, location } = &e.body else {
                        continue;
                    };
                    if locked.contains(location) {
                        continue;
                    }
                    // Spent on a policed card: only once every locked card is read
                    // or every answer is settled.
                    let view = &before[seat.index()];
                    let notes = Notes::of_read_cards(view, case);
                    let k = SeatKnowledge::new(view, case, &notes).expect("knowledge");
                    let unread_locked = locked.iter().any(|n| !k.read.contains(n));
                    assert!(
                        !unread_locked || k.open_questions() == 0,
                        "{}: seat {seat:?} spent its lockpick on policed card {location} with a locked card unread",
                        case.id
                    );
                }
            }
        }
    }
}

/// Baselines in the even seats, solvers in the odd ones.
fn mixed_table(seed: u64, players: u8) -> Vec<Box<dyn Bot<WatsonHolmes>>> {
    (0..players)
        .map(|s| {
            let seed = seed * 10 + u64::from(s);
            if s % 2 == 0 {
                bot(Kind::Baseline, seed, Casebook::shipped())
            } else {
                bot(Kind::Solver, seed, Casebook::shipped())
            }
        })
        .collect()
}

#[test]
fn the_baseline_bids_for_a_card_a_rival_took() {
    let mut bids = Vec::new();
    for case in library::shipped() {
        for seed in 0..4u64 {
            let players = 4u8;
            for watched in [Seat(0), Seat(2)] {
                let mut bots = mixed_table(seed, players);
                let (decisions, _) = play(&config(case, players), seed, &mut bots, watched, 0);
                bids.extend(decisions.iter().filter_map(|d| match d.action {
                    Action::Visit { carriages, .. } if carriages > 0 => Some(carriages),
                    _ => None,
                }));
            }
        }
    }
    assert!(!bids.is_empty(), "the baseline never bid");
    assert!(bids.iter().all(|&b| b <= 2), "{bids:?}");
}

/// A match of a translated case is played by bots reading the translation the
/// table shows (a seat's view does not name its language): solver tables close
/// every translated case in its language as they close it in English.
#[test]
fn solver_tables_close_every_translated_case_in_its_language() {
    let mut played = 0;
    for case in library::shipped() {
        for language in library::languages_of(&case.id) {
            if language == library::REFERENCE_LANGUAGE {
                continue;
            }
            let translated = library::case_in(&case.id, language).expect("a listed language");
            for seed in 0..3 {
                let players = 3;
                let config = Config {
                    language: language.to_owned(),
                    ..config(translated, players)
                };
                let mut bots: Vec<Box<dyn Bot<WatsonHolmes>>> = (0..u64::from(players))
                    .map(|s| Box::new(SolverBot::new(seed * 10 + s)) as Box<dyn Bot<WatsonHolmes>>)
                    .collect();
                let (_, game) = play(&config, seed, &mut bots, Seat(0), 0);
                let view = game.view(Viewer::Seat(Seat(0)));
                assert_eq!(view.title, translated.title, "{} in {language}", case.id);
                assert!(
                    game.outcome().is_some_and(|o| !o.winners.is_empty()),
                    "nobody solved {} in {language} (seed {seed})",
                    case.id
                );
                played += 1;
            }
        }
    }
    assert!(played > 0, "no translated case was played");
}
