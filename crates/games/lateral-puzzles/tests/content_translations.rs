//! Puzzle translations (docs/content/translations.md): a translation keeps its
//! English original's id, difficulty, themes count and parts with their scores,
//! and only its words differ; the checker names each difference of a broken
//! one; a match's content language (config `language`) is refused, changing
//! nothing, when the puzzle is not written in it.

use sleuth_core::Game;
use sleuth_lateral_puzzles::library::{self, PUZZLE_FILES, check_translation};
use sleuth_lateral_puzzles::{Config, ConfigError, LateralPuzzles, PuzzleProblem};

const FILE: &str = "01-the-runner-who-walked-away.toml";

fn english() -> &'static str {
    PUZZLE_FILES
        .iter()
        .find(|(name, _)| *name == FILE)
        .map(|(_, text)| *text)
        .expect("a shipped puzzle")
}

/// A stand-in French translation of puzzle 1 (its words only).
fn translated() -> String {
    r#"id = "the-runner-who-walked-away"
title = "Le coureur qui s'en alla"
difficulty = 1
themes = ["sport", "travail"]
situation = """
En tête d'un marathon international avec une belle avance au trentième kilomètre, un coureur quitte le parcours, enfile un survêtement et s'en va. Il n'est ni blessé, ni malade, ni disqualifié, et ceux qui l'avaient payé sont ravis de sa course.
"""
solution = """
C'était un lièvre, engagé par les organisateurs pour imposer un rythme rapide et régulier aux meilleurs coureurs, puis abandonner comme prévu.
"""

[[parts]]
text = "C'était un lièvre, engagé pour donner le rythme aux autres coureurs."
score = 50

[[parts]]
text = "Son travail : un rythme précis, régulier et rapide pour que l'élite vise un chrono ou un record."
score = 30

[[parts]]
text = "Il ne devait courir qu'une partie de la course puis abandonner, jamais finir."
score = 20
"#
    .to_owned()
}

fn differences(translation: &str) -> Vec<String> {
    match check_translation(FILE, english(), translation) {
        Ok(_) => Vec::new(),
        Err(problems) => problems.iter().map(PuzzleProblem::to_string).collect(),
    }
}

#[test]
fn every_shipped_puzzle_translation_matches_its_english_original() {
    let problems = library::translation_problems();
    assert!(problems.is_empty(), "{problems:#?}");
    for puzzle in library::shipped() {
        let languages = library::languages_of(&puzzle.id);
        assert_eq!(languages.first(), Some(&"en"), "{}", puzzle.id);
        for language in languages {
            let translated = library::puzzle_in(&puzzle.id, language).expect("listed, so found");
            assert_eq!(translated.parts.len(), puzzle.parts.len());
        }
    }
}

#[test]
fn a_translation_with_only_its_words_changed_passes() {
    let text = translated();
    let puzzle = check_translation(FILE, english(), &text)
        .unwrap_or_else(|problems| panic!("{text}\n{problems:#?}"));
    assert_eq!(puzzle.title, "Le coureur qui s'en alla");
    assert_eq!(puzzle.id, "the-runner-who-walked-away");
}

#[test]
fn a_translation_with_other_scores_or_difficulty_is_refused_with_each_difference() {
    let broken = translated()
        .replacen("score = 50", "score = 40", 1)
        .replacen("score = 30", "score = 40", 1)
        .replacen("difficulty = 1", "difficulty = 2", 1);
    let found = differences(&broken);
    assert!(
        found.contains(&"part 1: score 40; in English 50".to_owned()),
        "{found:#?}"
    );
    assert!(
        found.contains(&"part 2: score 40; in English 30".to_owned()),
        "{found:#?}"
    );
    assert!(
        found.contains(&"difficulty: 2; in English 1".to_owned()),
        "{found:#?}"
    );
}

#[test]
fn a_translation_with_a_part_or_a_theme_missing_is_refused() {
    let text = translated();
    let cut = text
        .find("\n[[parts]]\ntext = \"Il ne devait")
        .expect("the third part");
    let two_parts = text[..cut]
        .replacen("score = 30", "score = 50", 1)
        .to_owned();
    let found = differences(&two_parts);
    assert!(
        found
            .iter()
            .any(|m| m.starts_with("parts: 2 parts; in English 3")),
        "{found:#?}"
    );
    let one_theme = text.replace("themes = [\"sport\", \"travail\"]", "themes = [\"sport\"]");
    let found = differences(&one_theme);
    assert!(
        found
            .iter()
            .any(|m| m.starts_with("themes: 1 theme; in English 2")),
        "{found:#?}"
    );
}

#[test]
fn a_match_in_a_language_the_puzzle_is_not_written_in_is_refused() {
    let config = Config {
        language: "de".into(),
        ..LateralPuzzles::config_for_players(4)
    };
    let Err(err) = LateralPuzzles::new(&config, 1) else {
        panic!("no German puzzle");
    };
    assert!(
        matches!(&err, ConfigError::ContentLanguage { language, .. } if language == "de"),
        "{err:?}"
    );
    assert!(err.to_string().contains("it exists in: en"), "{err}");
}

#[test]
fn an_english_config_reads_and_writes_as_before() {
    let old = serde_json::json!({"players": 4, "puzzle": "the-runner-who-walked-away"});
    let config: Config = serde_json::from_value(old).expect("an old config reads");
    assert_eq!(config.language, "en");
    let written = serde_json::to_value(&config).expect("json");
    assert!(written.get("language").is_none(), "{written}");
    assert!(LateralPuzzles::new(&config, 1).is_ok());
}

/// Every difference the checker can name: each place and sentence is its
/// English catalogue message with exactly the message's variables, and French
/// says the sentence otherwise.
#[test]
fn every_translation_difference_is_a_catalogue_message_in_both_languages() {
    use std::collections::BTreeSet;
    let original = sleuth_lateral_puzzles::check_puzzle_file(FILE, english()).expect("original");
    let good = check_translation(FILE, english(), &translated()).expect("it passes");
    let mut seen = BTreeSet::new();
    for step in 0..2 {
        let mut edited = good.clone();
        if step == 0 {
            edited.id = "le-coureur".into();
            edited.difficulty += 1;
            edited.themes_public = !edited.themes_public;
            edited.themes[0] = " ".into();
            edited.parts[0].score = 40;
            edited.parts[1].text = String::new();
            edited.title = String::new();
        } else {
            edited.themes.pop();
            edited.parts.pop();
        }
        for problem in library::translation_differences_explained(&original, &edited) {
            let said = [
                (&problem.explanation, &problem.problem.message),
                (&problem.at, &problem.problem.place),
            ];
            for (explanation, english) in said {
                sleuth_i18n::check_explanation(explanation, Some(english))
                    .unwrap_or_else(|problem| panic!("{problem}"));
            }
            assert_ne!(
                sleuth_i18n::catalogue("fr").explain(&problem.explanation),
                problem.problem.message
            );
            seen.insert(problem.explanation.id.clone());
        }
    }
    for id in [
        "errors-content-translation-id",
        "errors-content-translation-empty",
        "errors-content-translation-differs",
        "errors-content-translation-themes",
        "errors-content-translation-parts",
        "errors-content-translation-score",
    ] {
        assert!(seen.contains(id), "{id} never found in {seen:#?}");
    }
}
