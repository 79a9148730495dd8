//! Typed questions end to end (WH-7): a case file whose author asked for typed
//! answers is parsed, its samples judged, proved solvable by the checker, and
//! each misjudged sample or typed fact is refused by its place.

use sleuth_watson_holmes::case::Case;
use sleuth_watson_holmes::check::{Knowledge, check};

const FIXTURE: &str = include_str!("case_typed_questions.toml");

fn fixture() -> Case {
    Case::parse(FIXTURE).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_typed_case_parses_and_the_checker_proves_it_solvable() {
    let case = fixture();
    assert!(case.questions[1].is_typed() && case.questions[2].is_typed());
    let report = check(&case).unwrap_or_else(|p| panic!("{p:?}"));
    // The counting-house proves the motive (in other words than the card-room,
    // which is the same answer), the locked top floor the rest: the
    // ironmonger's picks come first.
    assert_eq!(report.fewest_visits.len(), 3, "{:?}", report.fewest_visits);
    assert_eq!(report.fewest_visits.last(), Some(&3));
    let known = Knowledge::of(&case, [1, 2]);
    assert_eq!(
        known.determined(&case, 1).as_deref(),
        Some("To pay his gambling debts")
    );
}

#[test]
fn typed_answers_are_judged_by_concepts_not_by_a_list_of_phrasings() {
    let case = fixture();
    let motive = &case.questions[1];
    for right in [
        "to pay off what he owed at the card-table",
        "Gambling debts!",
        "He LOST at baccarat and had to repay it",
    ] {
        assert!(motive.judge(right), "{right}");
    }
    for wrong in [
        "Money",
        "Greed",
        "Debts",
        "cards",
        "",
        "He never gambled or owed",
    ] {
        assert!(!motive.judge(wrong), "{wrong}");
    }
    let answers: Vec<String> = ["Lionel Quayle", "his card debts", "the flue"]
        .map(str::to_owned)
        .to_vec();
    assert_eq!(case.count_right(&answers), 3);
}

#[test]
fn a_misjudged_sample_is_refused_by_its_place() {
    let broken = FIXTURE
        .replacen(
            "    \"gambling debts\",\n",
            "    \"gambling debts\",\n    \"He owed money\",\n",
            1,
        )
        .replacen("\"Greed\",", "\"Greed\",\n    \"He lost at cards\",", 1);
    let err = Case::parse(&broken).expect_err("two misjudged samples");
    let text = err.to_string();
    assert!(
        text.contains("question 2 (`motive`), sample right answer 4 (\"He owed money\"): the concepts judge it wrong"),
        "{text}"
    );
    assert!(
        text.contains("question 2 (`motive`), sample wrong answer 3 (\"He lost at cards\"): the concepts judge it right"),
        "{text}"
    );
}

#[test]
fn a_typed_question_without_concepts_or_samples_is_refused() {
    let broken = FIXTURE.replacen(
        "concepts = [[\"chimney\", \"flue\", \"fireplace\", \"hearth\", \"grate\"]]\nsamples_right = [\"Up the chimney\", \"in the flue of Lionel's room\"]\nsamples_wrong = [\"In the desk\", \"Burnt\"]\n",
        "",
        1,
    );
    assert_ne!(broken, FIXTURE);
    let text = Case::parse(&broken).expect_err("no concepts").to_string();
    assert!(
        text.contains("question 3 (`hiding`): a typed question needs at least one concept"),
        "{text}"
    );
    assert!(text.contains("sample right and wrong answers"), "{text}");
}

#[test]
fn a_typed_fact_the_concepts_disagree_with_is_refused() {
    let broken = FIXTURE.replacen(
        "{ kind = \"proves\", question = \"hiding\", value = \"Up the chimney\" }",
        "{ kind = \"proves\", question = \"hiding\", value = \"In the desk\" }",
        1,
    );
    assert_ne!(broken, FIXTURE);
    let text = Case::parse(&broken).expect_err("a wrong proof").to_string();
    assert!(
        text.contains("location 3, fact 2: proves \"In the desk\" for typed question `hiding`, but its concepts judge that answer wrong"),
        "{text}"
    );
}

#[test]
fn a_bad_synonym_is_refused_by_its_place() {
    let broken = FIXTURE.replacen("\"gambl*\"", "\"ga*\"", 1);
    let text = Case::parse(&broken).expect_err("a short stem").to_string();
    assert!(
        text.contains("question 2 (`motive`), concept 2, synonym 1 (\"ga*\"): a stem needs at least 3 letters before `*`"),
        "{text}"
    );
}
