//! The scenario validator: every shipped scenario passes, and each kind of problem
//! is reported with its place.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use sleuth_almost_innocent::content::{SCENARIO_FILES, check_scenario, compile_scenario};

const GOOD: &str = include_str!("../content/scenarios/01-spiced-tea.toml");

fn problems(text: &str) -> Vec<String> {
    check_scenario("scenarios/x.toml", text)
        .iter()
        .map(ToString::to_string)
        .collect()
}

fn assert_reports(text: &str, needle: &str) {
    let found = problems(text);
    assert!(
        found.iter().any(|p| p.contains(needle)),
        "expected {needle:?} in {found:#?}"
    );
}

#[test]
fn every_shipped_scenario_passes() {
    assert_eq!(SCENARIO_FILES.len(), 8);
    for (name, text) in SCENARIO_FILES {
        let found = check_scenario(name, text);
        assert!(found.is_empty(), "{name}: {found:#?}");
    }
    assert!(problems(GOOD).is_empty());
}

#[test]
fn the_documented_example_parses() {
    let doc = include_str!("../../../../docs/content/almost-innocent.md");
    let start = doc.find("```toml\n").expect("a toml example") + 8;
    let end = start + doc[start..].find("```").expect("closed");
    let board =
        compile_scenario("docs example", &doc[start..end]).unwrap_or_else(|p| panic!("{p:#?}"));
    assert_eq!(board.types.len(), 5);
}

#[test]
fn toml_syntax_errors_have_a_line() {
    assert_reports("id = \"x\"\ntitle = \n", "scenarios/x.toml: line 2");
}

#[test]
fn grid_shape() {
    let five_rows = GOOD.replace("  \"Vi4 ... Ev4 Cr3 Vi1 Ev5\",\n", "");
    assert_reports(&five_rows, "the grid has 5 rows; it must have 6");
    let long_row = GOOD.replace(
        "\"Pl4 Ev2 Vi3 Pl6 ... Ev1\"",
        "\"Pl4 Ev2 Vi3 Pl6 ... Ev1 ...\"",
    );
    assert_reports(
        &long_row,
        "scenarios/x.toml: grid row 1: the row has 7 cells; it must have 6",
    );
}

#[test]
fn bad_cell_codes() {
    let text = GOOD.replace("\"... Pl2 ... ... ... Cr2\"", "\"... Pl2 Zz1 ... ... Cr2\"");
    assert_reports(&text, "scenarios/x.toml: grid row 3, column C");
    let text = GOOD.replace("\"... Pl2 ... ... ... Cr2\"", "\"... Pl2 Vi9 ... ... Cr2\"");
    assert_reports(&text, "the clue number must be 1 to 7");
    let text = GOOD.replace("\"... Pl2 ... ... ... Cr2\"", "\"... Pl2 Cu1 ... ... Cr2\"");
    assert_reports(&text, "the culprit type is not in play");
    let text = GOOD.replace("\"... Pl2 ... ... ... Cr2\"", "\"... Pl2 Cr* ... ... Cr2\"");
    assert_reports(&text, "only culprit, victim and evidence have star cards");
}

#[test]
fn counts_per_type() {
    // Vi6 replaced by an empty cell: five victims.
    let text = GOOD.replace("Pl3 Vi6 Pl5", "Pl3 ... Pl5");
    assert_reports(&text, "grid, victim: the grid has 5 victim clues");
    assert_reports(&text, "missing Vi6");
}

#[test]
fn big_clues_must_be_blocks() {
    // Vi3 in A1 and C1: not adjacent.
    let text = GOOD.replace("\"Pl4 Ev2 Vi3 Pl6 ... Ev1\"", "\"Vi3 Ev2 Vi3 Pl6 Pl4 Ev1\"");
    assert_reports(
        &text,
        "scenarios/x.toml: grid row 1, column A: big clue Vi3 covers A1 C1",
    );
    assert_reports(&text, "not a 1x2, 2x1 or 2x2 block");
    // An L of three cells.
    let text = GOOD
        .replace("\"Pl4 Ev2 Vi3 Pl6 ... Ev1\"", "\"Pl4 Ev2 Vi3 Vi3 ... Ev1\"")
        .replace("\"... ... ... Ev3 Cr4 Cr5\"", "\"... ... Vi3 Ev3 Cr4 Cr5\"")
        .replace("\"Pl4 Ev2 Vi3 Vi3 ... Ev1\"", "\"Pl4 Ev2 Vi3 Vi3 Pl6 Ev1\"");
    assert_reports(&text, "big clue Vi3 covers C1 D1 C2");
    // A proper 1x2 block is fine but needs the module.
    let text = GOOD.replace("\"Pl4 Ev2 Vi3 Pl6 ... Ev1\"", "\"Pl4 Ev2 Vi3 Pl6 Pl6 Ev1\"");
    assert_reports(
        &text,
        "the scenario uses big_clues but does not list the module",
    );
}

#[test]
fn token_totals() {
    let text = GOOD.replace(
        "tokens = 8\nalmost_innocent = 1",
        "tokens = 8\nalmost_innocent = 1\nquantity = 5\ntype = 2",
    );
    assert_reports(
        &text,
        "scenarios/x.toml: difficulty.detective: quantity 5 + type 2 tokens",
    );
    let text = GOOD.replace("tokens = 12", "tokens = 13");
    assert_reports(&text, "difficulty.easy: tokens = 13");
    let text = GOOD.replace("almost_innocent = 3", "almost_innocent = 4");
    assert_reports(&text, "almost_innocent = 4");
    let text = GOOD.replace(
        "tokens = 8\nalmost_innocent = 1",
        "tokens = 8\nalmost_innocent = 1\nquantity = 8",
    );
    assert_reports(&text, "question limits need both quantity and type");
    let text = GOOD.replace("[difficulty.medium]", "[difficulty.hard]");
    assert_reports(&text, "difficulty.hard: unknown difficulty");
    assert_reports(&text, "difficulty.medium: missing");
}

#[test]
fn unknown_abilities_and_modules() {
    let text = GOOD.replace("abilities = []", "abilities = [\"din\", \"zorro\"]");
    assert_reports(
        &text,
        "scenarios/x.toml: abilities[1]: unknown ability \"zorro\"",
    );
    let text = GOOD.replace("abilities = []", "abilities = [\"valia\"]");
    assert_reports(&text, "valia moves the Queen");
    let text = GOOD.replace("modules = []", "modules = [\"teleporter\"]");
    assert_reports(&text, "unknown module \"teleporter\"");
    let text = GOOD.replace("modules = []", "modules = [\"seventh_clues\"]");
    assert_reports(
        &text,
        "the module seventh_clues is listed but the scenario does not use it",
    );
    let text = GOOD.replace(
        "types = [\"victim\", \"crime\", \"evidence\", \"place\"]",
        "types = [\"victim\", \"crime\", \"evidence\", \"weapon\"]",
    );
    assert_reports(&text, "unknown clue type \"weapon\"");
}

#[test]
fn impossible_deals() {
    // Only four crimes on the grid: five players could not each draw one.
    let text = GOOD.replace("Ev3 Cr4 Cr5", "Ev3 ... ...");
    assert_reports(
        &text,
        "grid, crime: the deal is impossible: the crime deck has 4 cards but up to 5 players",
    );
}

#[test]
fn every_problem_is_reported_at_once() {
    let text = GOOD
        .replace("abilities = []", "abilities = [\"zorro\"]")
        .replace("tokens = 12", "tokens = 0")
        .replace("\"... Pl2 ... ... ... Cr2\"", "\"... Pl2 Qq1 ... ... Cr2\"");
    assert!(problems(&text).len() >= 3, "{:#?}", problems(&text));
}
