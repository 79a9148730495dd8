//! The case format and the solvability checker (WH-1, WH-7): every shipped case
//! parses, is within the shipped bounds, asks only choice questions with five
//! options or more, and is proved solvable by one player as play allows
//! (lockpicks, police, zone fares); broken cases are refused with the place of
//! the problem named.

use sleuth_watson_holmes::case::{Case, CaseProblem, Fact, Question};
use sleuth_watson_holmes::check::{Knowledge, check};
use sleuth_watson_holmes::library;

fn case_zero() -> Case {
    library::case("the-tallow-merchants-ledger")
        .expect("case 0 is shipped")
        .clone()
}

fn places(problems: &[CaseProblem]) -> String {
    problems
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}

fn location(case: &mut Case, number: u16) -> &mut sleuth_watson_holmes::case::Location {
    case.locations
        .iter_mut()
        .find(|l| l.number == number)
        .expect("the case has that card")
}

#[test]
fn every_shipped_case_parses_and_is_solvable() {
    assert_eq!(
        library::shipped_problems(),
        &[],
        "{}",
        places(library::shipped_problems())
    );
    assert_eq!(library::shipped().len(), 13);
    for case in library::shipped() {
        assert!(
            (12..=25).contains(&case.locations.len()),
            "{}: shipped cases have 12 to 25 locations",
            case.id
        );
        assert!(
            (3..=6).contains(&case.questions.len()),
            "{}: shipped cases ask 3 to 6 questions",
            case.id
        );
        let report = check(case).unwrap_or_else(|p| panic!("{}: {}", case.id, places(&p)));
        assert!(report.fewest_is_exact, "{}", case.id);
        // The fewest visits really determine every answer, rightly.
        let known = Knowledge::of(case, report.fewest_visits.iter().copied());
        for (i, q) in case.questions.iter().enumerate() {
            let answer = known.determined(case, i).expect("determined");
            assert!(q.judge(&answer), "{}: {answer}", case.id);
        }
    }
    assert_eq!(library::default_case_id(), "the-tallow-merchants-ledger");
}

#[test]
fn every_shipped_question_is_a_choice_among_five_or_more_with_one_right_option() {
    for case in library::shipped() {
        for q in &case.questions {
            assert!(!q.is_typed(), "{}: `{}` is typed", case.id, q.id);
            assert!(q.choices.len() >= 5, "{}: `{}`", case.id, q.id);
            let right: Vec<&String> = q.choices.iter().filter(|c| q.judge(c)).collect();
            assert_eq!(right.len(), 1, "{}: `{}`: {right:?}", case.id, q.id);
            assert_eq!(right[0], q.canonical_answer(), "{}: `{}`", case.id, q.id);
        }
    }
}

/// The ladder is honest: the checker's estimate equals the declared difficulty,
/// and every route spends a lockpick only after it took one.
#[test]
fn the_shipped_ladder_matches_the_estimate_and_routes_are_playable() {
    let mut seen = Vec::new();
    for case in library::shipped() {
        let report = check(case).expect("solvable");
        assert_eq!(
            report.difficulty_estimate,
            case.difficulty,
            "{}: {}",
            case.id,
            report.lines(case).join("; ")
        );
        let mut lockpick = case.rules.starting_lockpick;
        for visit in &report.route {
            let card = case.location(visit.location).expect("a card of the case");
            assert_eq!(visit.spends_lockpick, card.symbols.needs_lockpick);
            if visit.spends_lockpick {
                assert!(
                    lockpick,
                    "{}: {} read without a lockpick",
                    case.id, visit.location
                );
                lockpick = false;
            }
            if card.symbols.gives_lockpick {
                lockpick = true;
            }
        }
        assert_eq!(report.carriage_stop_rounds, 0, "{}", case.id);
        seen.push((
            case.difficulty,
            report.fewest_visits.clone(),
            report.evidence,
            report.effort(),
        ));
    }
    let table: Vec<(u8, Vec<u16>, usize, usize)> = vec![
        (0, vec![3, 8, 12, 11], 1, 5),
        (1, vec![2, 3, 9, 10], 2, 6),
        (1, vec![1, 7, 8, 9], 2, 6),
        (2, vec![1, 4, 8, 12, 9], 3, 8),
        (2, vec![1, 2, 8, 9, 13], 3, 8),
        (2, vec![3, 8, 9, 12, 13, 14], 3, 9),
        (3, vec![1, 4, 5, 11, 10, 16, 19], 4, 11),
        (3, vec![6, 7, 2, 10, 12, 13, 15, 18], 5, 13),
        (3, vec![8, 10, 11, 6, 7, 16, 15, 17, 5], 5, 14),
        (4, vec![15, 16, 3, 6, 7, 8, 14, 13, 18, 19, 21], 6, 17),
        (4, vec![1, 2, 3, 4, 6, 7, 9, 11, 15, 19, 13], 7, 18),
        (5, vec![1, 2, 4, 5, 9, 8, 10, 12, 15, 17, 25, 18, 19], 6, 19),
        (
            5,
            vec![1, 3, 4, 9, 10, 12, 13, 15, 16, 17, 14, 21, 20],
            9,
            22,
        ),
    ];
    assert_eq!(seen, table, "the figures of docs/content/watson-holmes.md");
}

#[test]
fn case_zero_needs_four_visits_fetching_the_lockpick_before_the_cellar() {
    let report = check(&case_zero()).expect("solvable");
    assert_eq!(report.fewest_visits.len(), 4, "{:?}", report.fewest_visits);
    assert_eq!(report.fewest_visits.last(), Some(&11));
    let source = report
        .fewest_visits
        .iter()
        .position(|&n| n == 12)
        .expect("the locksmith is visited");
    assert_eq!(source, 2, "{:?}", report.fewest_visits);
    assert!(report.route[source].takes_lockpick);
    assert!(report.route[3].spends_lockpick);
    assert!(report.reachable.contains(&11));
    assert!(
        report.lines(&case_zero())[0].contains("12 (takes a lockpick) → 11 (spends the lockpick)"),
        "{:?}",
        report.lines(&case_zero())
    );
}

#[test]
fn a_needed_card_locked_with_no_lockpick_source_is_refused_naming_it() {
    let mut case = case_zero();
    location(&mut case, 12).symbols.gives_lockpick = false;
    let problems = check(&case).expect_err("the cellar cannot be opened");
    let text = places(&problems);
    assert!(
        text.contains("question 2 (`place`): cannot be answered from the cards a player can read: location 11 needs a lockpick, and the case has no lockpick source"),
        "{text}"
    );
    // A lockpick each player starts with opens it, and the route is shorter.
    case.rules.starting_lockpick = true;
    let report = check(&case).expect("solvable with a starting lockpick");
    assert_eq!(report.fewest_visits, vec![3, 8, 11]);
}

#[test]
fn one_lockpick_does_not_open_two_locked_cards() {
    let mut case = case_zero();
    location(&mut case, 12).symbols.gives_lockpick = false;
    case.rules.starting_lockpick = true;
    // The Blue Anchor itself is now locked too: the one starting lockpick is
    // spent on its door, and nothing opens the cellar after it.
    location(&mut case, 8).symbols.needs_lockpick = true;
    let problems = check(&case).expect_err("two locks, one lockpick");
    let text = places(&problems);
    assert!(
        text.contains("locations: no order of visits one player can make determines every answer: each reading of a locked card (locations 8, 11) spends a lockpick, and lockpicks come only from the one each player starts with"),
        "{text}"
    );
    // With a locksmith instead, visited twice: a lead, the locksmith, the Blue
    // Anchor, the locksmith again, the cellar.
    case.rules.starting_lockpick = false;
    location(&mut case, 12).symbols.gives_lockpick = true;
    let report = check(&case).expect("solvable");
    assert_eq!(report.fewest_visits.len(), 5, "{:?}", report.fewest_visits);
    assert_eq!(&report.fewest_visits[1..], &[12, 8, 12, 11]);
    assert!(report.route[3].again && report.route[3].takes_lockpick);
}

#[test]
fn a_card_proving_the_culprit_while_another_rules_him_out_is_refused_naming_both() {
    let mut case = case_zero();
    location(&mut case, 1).facts.push(Fact::RulesOut {
        question: "culprit".into(),
        value: "Cecil Pell".into(),
    });
    let problems = check(&case).expect_err("a contradiction");
    assert_eq!(
        places(&problems),
        "question 1 (`culprit`): contradiction: location 11 proves \"Cecil Pell\" but location 1 rules it out"
    );
}

#[test]
fn two_cards_proving_different_culprits_are_refused_naming_both() {
    let mut case = case_zero();
    location(&mut case, 7).facts.push(Fact::Proves {
        question: "culprit".into(),
        value: "Arthur Wimble".into(),
    });
    let text = places(&check(&case).expect_err("a contradiction"));
    assert!(
        text.contains(
            "question 1 (`culprit`): contradiction: location 7 proves \"Arthur Wimble\" but location 11 proves \"Cecil Pell\""
        ),
        "{text}"
    );
    // Location 7 also rules Wimble out: it contradicts itself.
    assert!(
        text.contains("location 7 both proves and rules out \"Arthur Wimble\""),
        "{text}"
    );
    assert!(!text.contains("ambiguous"), "{text}");
}

#[test]
fn an_ambiguous_case_is_refused_naming_the_question() {
    let mut case = case_zero();
    // Without the cellar card the hiding place is left between two taverns, and
    // the motive among three options.
    case.locations.retain(|l| l.number != 11);
    for l in &mut case.locations {
        l.facts
            .retain(|f| !matches!(f, Fact::PointsTo { location: 11 }));
    }
    let problems = check(&case).expect_err("ambiguous");
    let text = places(&problems);
    assert!(
        text.contains("question 2 (`place`): ambiguous")
            && text.contains("The Blue Anchor")
            && text.contains("The Three Cranes"),
        "{text}"
    );
    assert!(
        text.contains(
            "question 3 (`motive`): ambiguous: the facts of all cards leave 3 candidates open"
        ),
        "{text}"
    );
    assert!(
        !text.contains("`culprit`"),
        "the culprit is still determined: {text}"
    );
}

#[test]
fn facts_that_prove_another_answer_are_refused() {
    let mut case = case_zero();
    case.questions[0].accepted = vec!["Arthur Wimble".into()];
    let problems = check(&case).expect_err("wrong answer");
    assert_eq!(
        places(&problems),
        "question 1 (`culprit`): the facts determine \"Cecil Pell\", but the right answer is \"Arthur Wimble\""
    );
}

#[test]
fn an_unreachable_card_is_refused_naming_it() {
    let mut case = case_zero();
    // Nobody points to the Blue Anchor any more: its cellar cannot be found.
    for l in &mut case.locations {
        l.facts
            .retain(|f| !matches!(f, Fact::PointsTo { location: 8 }));
    }
    let problems = check(&case).expect_err("unreachable");
    let text = places(&problems);
    assert!(
        text.contains("question 2 (`place`): cannot be answered from the cards a player can read: location 11: no lead or readable card points to it"),
        "{text}"
    );
}

#[test]
fn a_choice_question_with_too_few_or_duplicate_options_or_a_missing_answer_is_refused() {
    let mut case = case_zero();
    case.questions[0].choices.truncate(4);
    case.questions[1].choices[4] = "the Blue  Anchor!".into();
    case.questions[2].accepted = vec!["To burn it".into()];
    let text = places(&case.problems());
    for want in [
        "question 1 (`culprit`): offers 4 options; a choice question offers at least 5",
        "question 2 (`place`): the choice \"the Blue  Anchor!\" is listed twice",
        "question 3 (`motive`): its right answer \"To burn it\" is not one of its options",
    ] {
        assert!(text.contains(want), "{want}\n{text}");
    }
    // The checker refuses what `Case::problems` refuses.
    assert_eq!(check(&case).expect_err("refused"), case.problems());
}

#[test]
fn a_question_with_neither_options_nor_typed_is_refused() {
    let mut case = case_zero();
    case.questions[2] = Question {
        id: "motive".into(),
        text: "Why?".into(),
        accepted: vec!["Greed".into()],
        ..Question::default()
    };
    let text = places(&case.problems());
    assert!(
        text.contains("question 3 (`motive`): offers 0 options; a choice question offers at least 5 (or set `typed = true` and judge by concepts)"),
        "{text}"
    );
}

#[test]
fn structural_problems_name_their_place() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/content/cases/00-the-tallow-merchants-ledger.toml"
    ))
    .expect("case 0");
    let broken = text
        .replacen(
            "question = \"culprit\"\nvalue = \"Daniel Hobbs\"",
            "question = \"weapon\"\nvalue = \"A candlestick\"",
            1,
        )
        .replacen("number = 14", "number = 13", 1)
        .replacen("leads = [1, 2, 3, 4, 5]", "leads = [1, 2, 3, 4, 5, 77]", 1);
    let err = Case::parse(&broken).expect_err("broken");
    let text = err.to_string();
    assert!(
        text.contains("location 1, fact 1: names question `weapon`, which the case does not ask"),
        "{text}"
    );
    assert!(
        text.contains("location 13: the number is used by another location"),
        "{text}"
    );
    assert!(
        text.contains("leads: location 77 is not in the case"),
        "{text}"
    );

    let err = Case::parse("title = 3").expect_err("not a case");
    assert!(err.to_string().starts_with("case file: "), "{err}");

    let hostile = one_card_case("<script>alert(1)</script>\u{0}");
    assert!(Case::parse(&hostile).is_err());
}

fn one_card_case(choice: &str) -> String {
    format!(
        "id = \"x\"\ntitle = \"X\"\ndifficulty = 1\nleads = [1]\nintroduction = \"i\"\nsolution = \"s\"\n\
         [[questions]]\nid = \"q\"\ntext = \"Who?\"\nchoices = [{choice:?}]\naccepted = [{choice:?}]\n\
         [[locations]]\nnumber = 1\nname = \"A\"\ntext = \"t\"\n"
    )
}
