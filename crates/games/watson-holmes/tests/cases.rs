//! The case format and the solvability checker (issue 11, WH-1): every shipped case
//! parses, is within the shipped bounds and is proved solvable; broken cases are
//! refused with the place of the problem named.

use sleuth_watson_holmes::case::{Case, Fact};
use sleuth_watson_holmes::check::{Knowledge, check};
use sleuth_watson_holmes::library;

fn case_zero() -> Case {
    library::case("the-tallow-merchants-ledger")
        .expect("case 0 is shipped")
        .clone()
}

fn places(problems: &[sleuth_watson_holmes::case::CaseProblem]) -> String {
    problems
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_shipped_case_parses_and_is_solvable() {
    assert_eq!(
        library::shipped_problems(),
        &[],
        "{}",
        places(library::shipped_problems())
    );
    assert!(!library::shipped().is_empty());
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
fn case_zero_needs_three_visits_through_the_blue_anchor() {
    let report = check(&case_zero()).expect("solvable");
    assert_eq!(report.fewest_visits.len(), 3, "{:?}", report.fewest_visits);
    assert_eq!(report.fewest_visits.last(), Some(&11));
    assert!(report.reachable.contains(&11));
    assert!(report.difficulty_estimate <= 2);
}

#[test]
fn an_ambiguous_case_is_refused_naming_the_question() {
    let mut case = case_zero();
    // Without the cellar card the hiding place is left between two choices, and the
    // typed motive is proved nowhere.
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
            && text.contains("Pell's warehouse"),
        "{text}"
    );
    assert!(
        text.contains(
            "question 3 (`motive`): a typed question needs a card whose facts prove its answer"
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
    assert!(
        places(&problems).contains(
            "question 1 (`culprit`): the facts of all cards together rule out every candidate"
        ) || places(&problems).contains("the facts determine \"Cecil Pell\""),
        "{}",
        places(&problems)
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
        text.contains("question 2 (`place`): cannot be answered from the cards reachable from the leads; it needs location(s) 11"),
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

    let hostile = text_with_choice(&text, "<script>alert(1)</script>\u{0}");
    assert!(Case::parse(&hostile).is_err());
}

fn text_with_choice(_: &str, choice: &str) -> String {
    format!(
        "id = \"x\"\ntitle = \"X\"\ndifficulty = 1\nleads = [1]\nintroduction = \"i\"\nsolution = \"s\"\n\
         [[questions]]\nid = \"q\"\ntext = \"Who?\"\nchoices = [{choice:?}]\naccepted = [{choice:?}]\n\
         [[locations]]\nnumber = 1\nname = \"A\"\ntext = \"t\"\n"
    )
}
