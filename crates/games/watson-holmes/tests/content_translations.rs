//! Case translations (docs/content/translations.md): a translation keeps every
//! id, question, right choice, location, pointer, zone, fare and special rule of
//! its English original, and only its words differ; the checker names each
//! difference of a broken one; a match's content language (config `language`)
//! is refused, changing nothing, when the case is not written in it.

use sleuth_core::Game;
use sleuth_watson_holmes::case::CaseProblem;
use sleuth_watson_holmes::library::{self, CASE_FILES, check_translation};
use sleuth_watson_holmes::{Config, ConfigError, WatsonHolmes};

fn english(file: &str) -> &'static str {
    CASE_FILES
        .iter()
        .find(|(name, _)| *name == file)
        .map(|(_, text)| *text)
        .expect("a shipped case")
}

const CASE_ZERO: &str = "00-the-tallow-merchants-ledger.toml";
const GROTTO: &str = "05-the-grotto-at-the-crystal-palace.toml";

/// A stand-in translation of case 0: every name and sentence it touches
/// rewritten consistently (a choice, the answer naming it, the facts naming
/// it, the texts), as a translator would.
fn translated_case_zero() -> String {
    english(CASE_ZERO)
        .replace("Cecil Pell", "Cécile Pell")
        .replace("The Blue Anchor", "L'Ancre bleue")
        .replace(
            "Who took the ledger from the counting-house?",
            "Qui a pris le registre\u{a0}?",
        )
        .replace("Pell's Counting-House", "Le comptoir de Pell")
}

/// Case 0's translation `text` with location 4's call-off symbol gone,
/// location 1's first pointer sent to location 7 and its first fact naming
/// another choice.
fn with_other_symbols_pointer_and_fact(text: String) -> String {
    text.replace(
        "symbols = { gives_police = true, gives_call_off = true, no_police = true }",
        "symbols = { gives_police = true, no_police = true }",
    )
    .replacen(
        "kind = \"points_to\"\nlocation = 6",
        "kind = \"points_to\"\nlocation = 7",
        1,
    )
    .replacen("value = \"Daniel Hobbs\"", "value = \"Silas Creed\"", 1)
}

fn differences(original: &str, translated: &str) -> Vec<String> {
    match check_translation(original, translated) {
        Ok(_) => Vec::new(),
        Err(problems) => problems.iter().map(CaseProblem::to_string).collect(),
    }
}

#[test]
fn every_shipped_case_translation_matches_its_english_original() {
    let problems = library::translation_problems();
    assert!(problems.is_empty(), "{problems:#?}");
    for case in library::shipped() {
        let languages = library::languages_of(&case.id);
        assert_eq!(languages.first(), Some(&"en"), "{}", case.id);
        for language in languages {
            let translated = library::case_in(&case.id, language).expect("listed, so found");
            assert_eq!(translated.locations.len(), case.locations.len());
        }
    }
}

#[test]
fn a_translation_with_only_its_words_changed_passes() {
    let translated = translated_case_zero();
    assert_ne!(translated, english(CASE_ZERO));
    let case = check_translation(english(CASE_ZERO), &translated).expect("it passes");
    assert_eq!(case.questions[0].accepted, vec!["Cécile Pell".to_owned()]);
    assert_eq!(case.locations[0].name, "Le comptoir de Pell");
}

#[test]
fn a_translation_whose_right_choice_moved_is_refused_naming_the_question() {
    let broken = translated_case_zero().replace(
        "accepted = [\"Cécile Pell\"]",
        "accepted = [\"Arthur Wimble\"]",
    );
    let found = differences(english(CASE_ZERO), &broken);
    assert_eq!(
        found,
        vec!["question 1 (`culprit`): the right choices are 1; in English 2".to_owned()]
    );
}

#[test]
fn a_translation_with_other_symbols_pointers_or_facts_is_refused_with_each_difference() {
    let broken = with_other_symbols_pointer_and_fact(translated_case_zero());
    let found = differences(english(CASE_ZERO), &broken);
    assert!(
        found
            .iter()
            .any(|m| m.starts_with("location 4: symbols differ")),
        "{found:#?}"
    );
    assert!(
        found.iter().any(|m| m.starts_with("location 1, fact 4:")
            && m.contains("points to location 7; in English points to location 6")),
        "{found:#?}"
    );
    assert!(
        found.iter().any(|m| m.starts_with("location 1, fact 1:")
            && m.contains(
                "rules out choice 5 of `culprit`; in English rules out choice 6 of `culprit`"
            )),
        "{found:#?}"
    );
    assert_eq!(found.len(), 3, "{found:#?}");
}

#[test]
fn a_translation_with_another_fare_or_special_rule_or_id_is_refused() {
    let text = english(GROTTO);
    let broken = text.replacen("fare = 1", "fare = 2", 1).replacen(
        &format!("id = \"{}\"", "the-grotto-at-the-crystal-palace"),
        "id = \"la-grotte\"",
        1,
    );
    let found = differences(text, &broken);
    assert!(found.iter().any(|m| m.starts_with("id:")), "{found:#?}");
    assert!(
        found
            .iter()
            .any(|m| m.starts_with("zone `sydenham`:") && m.contains("fare 2")),
        "{found:#?}"
    );
    let fire = english("04-the-fire-in-gunns-court.toml");
    let no_lockpick = fire.replace("starting_lockpick = true", "starting_lockpick = false");
    let found = differences(fire, &no_lockpick);
    assert!(found.iter().any(|m| m.starts_with("rules:")), "{found:#?}");
}

#[test]
fn a_translation_with_an_empty_text_is_refused() {
    let broken =
        translated_case_zero().replacen("name = \"Arthur Wimble, the Clerk\"", "name = \" \"", 1);
    let found = differences(english(CASE_ZERO), &broken);
    assert!(
        found
            .iter()
            .any(|m| m.contains("location 2") || m.contains("name")),
        "{found:#?}"
    );
}

#[test]
fn a_match_in_a_language_the_case_is_not_written_in_is_refused() {
    let config = Config {
        language: "de".into(),
        ..WatsonHolmes::config_for_players(3)
    };
    let Err(err) = WatsonHolmes::new(&config, 1) else {
        panic!("no German case");
    };
    assert!(
        matches!(&err, ConfigError::ContentLanguage { case, language, .. }
            if case == "the-tallow-merchants-ledger" && language == "de"),
        "{err:?}"
    );
    assert!(err.to_string().contains("it exists in: en"), "{err}");
}

#[test]
fn an_english_config_reads_and_writes_as_before() {
    let old = serde_json::json!({"players": 3, "case": "the-tallow-merchants-ledger"});
    let config: Config = serde_json::from_value(old).expect("an old config reads");
    assert_eq!(config.language, "en");
    let written = serde_json::to_value(&config).expect("json");
    assert!(written.get("language").is_none(), "{written}");
    assert!(WatsonHolmes::new(&config, 1).is_ok());
}

/// Every difference the checker can name, in one broken translation of case 5
/// (zones and fares) and one of case 0: each place and sentence is its English
/// catalogue message, with exactly the message's variables, and French has it.
#[test]
fn every_translation_difference_is_a_catalogue_message_in_both_languages() {
    use sleuth_watson_holmes::case::Case;
    use std::collections::BTreeSet;
    let grotto = english(GROTTO);
    let broken_grotto = grotto.replacen("fare = 1", "fare = 2", 1).replacen(
        "id = \"the-grotto-at-the-crystal-palace\"",
        "id = \"la-grotte\"",
        1,
    );
    let broken_zero = with_other_symbols_pointer_and_fact(translated_case_zero()).replace(
        "accepted = [\"Cécile Pell\"]",
        "accepted = [\"Arthur Wimble\"]",
    );
    let mut seen = BTreeSet::new();
    for (original, translated) in [(grotto, broken_grotto), (english(CASE_ZERO), broken_zero)] {
        let english_case = Case::parse(original).expect("the original");
        let mut case = Case::parse(&translated).expect("it parses");
        // What only an edited case can show: counts, numbering, zones of places.
        for step in 0..3 {
            let mut edited = case.clone();
            match step {
                0 => {
                    edited.questions.pop();
                    edited.leads.push(99);
                }
                1 => {
                    edited.locations[0].number += 100;
                    edited.locations[1].zone = Some("elsewhere".into());
                    edited.locations[1].facts.pop();
                    edited.locations[1].name = " ".into();
                }
                _ => {
                    edited.questions[0].choices.pop();
                    edited.zones.clear();
                    edited.locations.pop();
                    edited.difficulty += 1;
                }
            }
            for problem in library::translation_differences_explained(&english_case, &edited) {
                assert_said(&problem);
                seen.insert(problem.explanation.id.clone());
            }
        }
        case.rules = english_case.rules.clone();
        for problem in library::translation_differences_explained(&english_case, &case) {
            assert_said(&problem);
            seen.insert(problem.explanation.id.clone());
        }
    }
    for id in [
        "errors-content-translation-id",
        "errors-content-translation-differs",
        "errors-content-translation-questions",
        "errors-content-translation-choices",
        "errors-content-translation-right-choices",
        "errors-content-translation-zones",
        "errors-content-translation-zone",
        "errors-content-translation-locations",
        "errors-content-translation-numbered",
        "errors-content-translation-zone-of-location",
        "errors-content-translation-symbols-differ",
        "errors-content-translation-facts",
        "errors-content-translation-fact",
        "errors-content-translation-field-empty",
    ] {
        assert!(seen.contains(id), "{id} never found in {seen:#?}");
    }
}

/// The English catalogue says `problem` (its place and sentence) as the
/// checker does, with exactly each message's variables; the French catalogue
/// says the sentence otherwise.
fn assert_said(problem: &sleuth_watson_holmes::case::ExplainedProblem) {
    for (explanation, english) in [
        (&problem.explanation, &problem.problem.message),
        (&problem.at, &problem.problem.place),
    ] {
        sleuth_i18n::check_explanation(explanation, Some(english))
            .unwrap_or_else(|problem| panic!("{problem}"));
        if explanation.id.starts_with("errors-content-translation-") {
            assert_ne!(
                &sleuth_i18n::catalogue("fr").explain(explanation),
                english,
                "{explanation:?}"
            );
        }
    }
}
