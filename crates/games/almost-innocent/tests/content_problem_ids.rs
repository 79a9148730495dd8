//! The scenario checker's problems as catalogue messages: broken scenarios and
//! translations produce every `errors-content-scenario-` message and every place
//! a scenario names; each id exists in every language with exactly the variables
//! its arguments give; the English catalogue says exactly the English place and
//! sentence the checker prints; and French says them in French.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;

use sleuth_almost_innocent::content::{
    Place, Problem, ProblemKind, SCENARIO_FILES, check_scenario, check_translation,
};
use sleuth_core::{Explain, Explanation};

const GOOD: &str = include_str!("../content/scenarios/01-spiced-tea.toml");

fn french_file(file: &str) -> String {
    let path = format!("{}/content/scenarios/fr/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

fn english_file(file: &str) -> &'static str {
    SCENARIO_FILES
        .iter()
        .find(|(name, _)| *name == file)
        .map(|(_, text)| *text)
        .expect("a shipped scenario")
}

/// The good scenario with another story.
fn with_story(story: &str) -> String {
    let start = GOOD.find("story = ").expect("a story");
    let end = start + GOOD[start..].find("\"\"\"\ntypes").expect("its end") + 3;
    format!("{}story = {story:?}{}", &GOOD[..start], &GOOD[end..])
}

/// `explanation` in `language`'s catalogue.
fn say(language: &str, explanation: &Explanation) -> String {
    sleuth_i18n::catalogue(language).explain(explanation)
}

/// `explanation` names an id every language has, with exactly its variables.
fn assert_known(explanation: &Explanation) {
    if let Err(problem) = sleuth_i18n::check_explanation(explanation, None) {
        panic!("{problem}");
    }
}

/// Every problem of every broken text: scenarios checked alone, translations
/// against their English original, and the one problem only the shipped
/// translations can have (a translation without an original).
fn every_problem() -> Vec<Problem> {
    let broken_scenarios = [
        // Not TOML.
        "id = \"x\"\ntitle = \n".to_owned(),
        // Identity, story, types, modules, abilities.
        GOOD.replace("id = \"spiced-tea\"", "id = \"Spiced Tea\"")
            .replace("title = \"A Round of Spiced Tea\"", "title = \" \"")
            .replace(
                "types = [\"victim\", \"crime\", \"evidence\", \"place\"]",
                "types = [\"victim\", \"victim\", \"weapon\"]",
            )
            .replace(
                "modules = []",
                "modules = [\"teleporter\", \"queen\", \"queen\"]",
            )
            .replace(
                "abilities = []",
                "abilities = [\"zorro\", \"edd\", \"edd\", \"valia\"]",
            ),
        GOOD.replace("abilities = []", "abilities = [\"valia\"]"),
        with_story("   "),
        GOOD.replace(
            "The innkeeper swears",
            &format!("{} The innkeeper swears", "x".repeat(1500)),
        ),
        // Grid cells, blocks and counts.
        GOOD.replace("  \"Vi4 ... Ev4 Cr3 Vi1 Ev5\",\n", ""),
        GOOD.replace(
            "\"Pl4 Ev2 Vi3 Pl6 ... Ev1\"",
            "\"Vi3 Ev2 Vi3 Pl6 Pl4 Ev1 ...\"",
        )
        .replace("\"... Pl2 ... ... ... Cr2\"", "\"X Pl2 Zz1 Vi9 Cu1 Cr*\""),
        // Only four crimes: a missing clue and an impossible deal; a module the
        // scenario does not use and one it uses without listing it.
        GOOD.replace("Ev3 Cr4 Cr5", "Ev3 ... ...")
            .replace("modules = []", "modules = [\"seventh_clues\"]")
            .replace("\"Pl4 Ev2 Vi3 Pl6 ... Ev1\"", "\"Pl4 Ev2 Vi3 Pl6 Pl6 Ev1\""),
        // Difficulties.
        GOOD.replace("[difficulty.medium]", "[difficulty.hard]")
            .replace("tokens = 12", "tokens = 13")
            .replace("almost_innocent = 1", "almost_innocent = 4")
            .replace("almost_innocent = 3", "almost_innocent = 3\nquantity = 8"),
        GOOD.replace(
            "tokens = 8\nalmost_innocent = 1",
            "tokens = 8\nalmost_innocent = 1\nquantity = 5\ntype = 2",
        ),
    ];
    let mut problems = Vec::new();
    for text in &broken_scenarios {
        let found = check_scenario("scenarios/x.toml", text);
        assert!(!found.is_empty(), "no problem in {text}");
        problems.extend(found);
    }
    // Translations: another id, a title_fr, other types, abilities, grid and
    // tokens; then a broken English original.
    let file = "05-friends-in-need.toml";
    let broken = french_file(file)
        .replace("id = \"friends-in-need\"", "id = \"amis\"")
        .replacen("story = ", "title_fr = \"Amis\"\nstory = ", 1)
        .replace(
            "abilities = [\"din\", \"teor\", \"edd\"]",
            "abilities = [\"din\", \"edd\", \"teor\"]",
        )
        .replacen("tokens = 9", "tokens = 8", 1);
    problems.extend(check_translation("fr/x.toml", english_file(file), &broken).unwrap_err());
    let file = "01-spiced-tea.toml";
    let broken =
        french_file(file).replace("\"Pl4 Ev2 Vi3 Pl6 ... Ev1\"", "\"Ev2 Pl4 Vi3 Pl6 ... Ev1\"");
    problems.extend(check_translation("fr/x.toml", english_file(file), &broken).unwrap_err());
    let broken_original = GOOD.replace("tokens = 12", "tokens = 13");
    problems
        .extend(check_translation("fr/x.toml", &broken_original, &french_file(file)).unwrap_err());
    problems.push(Problem::new(
        "scenarios/fr/x.toml",
        None,
        ProblemKind::NoEnglishOriginal {
            file: "x.toml".into(),
        },
    ));
    problems
}

#[test]
fn every_scenario_problem_and_place_is_a_catalogue_message_english_says_as_the_checker_does() {
    let problems = every_problem();
    let mut seen = BTreeSet::new();
    for problem in &problems {
        let explanation = problem.kind.explanation();
        assert_known(&explanation);
        assert_eq!(say("en", &explanation), problem.message, "{problem:#?}");
        let (at, message) = problem.say(|e| say("en", e));
        assert_eq!(message, problem.message, "{problem:#?}");
        match &problem.at {
            Some(place) => {
                assert_known(&place.explanation());
                let at = at.expect("a place");
                assert_eq!(
                    problem.place,
                    format!("{}: {at}", problem.file),
                    "{problem:#?}"
                );
                seen.insert(place.message_id().to_owned());
            }
            None => assert_eq!(problem.place, problem.file, "{problem:#?}"),
        }
        seen.insert(explanation.id.clone());
    }
    // The place a TOML error without a position would have.
    assert_known(&Place::File.explanation());
    assert_eq!(
        say("en", &Place::File.explanation()),
        Place::File.to_string()
    );
    seen.insert(Place::File.message_id().to_owned());
    let scenario_ids: Vec<String> = sleuth_i18n::message_variables("en")
        .into_keys()
        .filter(|id| id.starts_with("errors-content-scenario-"))
        .collect();
    assert!(scenario_ids.len() >= 30, "{scenario_ids:?}");
    let places = [
        "errors-content-place-file",
        "errors-content-place-line",
        "errors-content-place-key",
        "errors-content-place-grid-row",
        "errors-content-place-grid-cell",
        "errors-content-place-grid-type",
        "errors-content-place-english-original",
        "errors-content-toml",
    ];
    for id in scenario_ids.iter().map(String::as_str).chain(places) {
        assert!(seen.contains(id), "no broken text produced {id}: {seen:#?}");
    }
}

#[test]
fn a_problem_is_said_in_french_place_and_sentence() {
    let text = GOOD
        .replace("\"... Pl2 ... ... ... Cr2\"", "\"... Pl2 Cu1 ... ... Cr2\"")
        .replace("Pl3 Vi6 Pl5", "Pl3 ... Pl5");
    let problems = check_scenario("scenarios/x.toml", &text);
    let french: Vec<String> = problems
        .iter()
        .map(|problem| {
            let (at, message) = problem.say(|e| say("fr", e));
            format!("{}: {}", at.unwrap_or_default(), message)
        })
        .collect();
    let nbsp = '\u{a0}';
    assert!(
        french.contains(&format!(
            "grille, ligne 3, colonne C: Cu1{nbsp}: le type Coupable n’est pas en jeu dans ce scénario"
        )),
        "{french:#?}"
    );
    assert!(
        french.iter().any(|p| p.starts_with(&format!(
            "grille, Victime: la grille a 5 indices de type Victime{nbsp}; il lui faut"
        )) && p.ends_with("il manque Vi6")),
        "{french:#?}"
    );
    // A broken English original: its place and problem are said in French too.
    let broken_original = GOOD.replace("tokens = 12", "tokens = 13");
    let found = check_translation(
        "fr/x.toml",
        &broken_original,
        &french_file("01-spiced-tea.toml"),
    )
    .unwrap_err();
    let (at, message) = found[0].say(|e| say("fr", e));
    assert_eq!(at.as_deref(), Some("original anglais"));
    assert_eq!(
        message,
        format!(
            "l’original anglais{nbsp}: difficulty.easy{nbsp}: tokens = 13{nbsp}: il en faut de 1 à 12 (la boîte en contient 12)"
        )
    );
    assert_eq!(
        found[0].message,
        "the English original: difficulty.easy: tokens = 13: must be 1 to 12 (the box has 12)"
    );
}
