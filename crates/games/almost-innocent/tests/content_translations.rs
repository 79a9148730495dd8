//! Scenario translations (docs/content/translations.md): every shipped
//! translation matches its English original in everything but its words; the
//! checker names each difference of a broken one; a match's content language
//! (config `language`) puts that language's title and story in the views and is
//! refused, changing nothing, when the scenario is not written in it.

use sleuth_almost_innocent::content::{
    SCENARIO_FILES, check_translation, languages_of, scenario_in, scenarios, translation_problems,
};
use sleuth_almost_innocent::{AlmostInnocent, Config, ConfigError, Difficulty};
use sleuth_core::{Game, Seat, Viewer};

mod common;

fn english(file: &str) -> &'static str {
    SCENARIO_FILES
        .iter()
        .find(|(name, _)| *name == file)
        .map(|(_, text)| *text)
        .expect("a shipped scenario")
}

fn french(file: &str) -> String {
    let path = format!("{}/content/scenarios/fr/{file}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("{path}: {err}"))
}

fn messages(
    result: Result<impl std::fmt::Debug, Vec<sleuth_almost_innocent::Problem>>,
) -> Vec<String> {
    match result {
        Ok(_) => Vec::new(),
        Err(problems) => problems.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn every_shipped_scenario_translation_matches_its_english_original() {
    assert!(
        translation_problems().is_empty(),
        "{:#?}",
        translation_problems()
    );
}

#[test]
fn every_scenario_exists_in_english_and_french() {
    assert_eq!(scenarios().len(), 8);
    for board in scenarios() {
        assert_eq!(languages_of(&board.id), vec!["en", "fr"], "{}", board.id);
        let fr = scenario_in(&board.id, "fr").expect("a French scenario");
        assert_eq!(fr.grid, board.grid, "{}", board.id);
        assert_eq!(fr.clues, board.clues, "{}", board.id);
        assert_eq!(fr.setups, board.setups, "{}", board.id);
        assert_ne!(
            fr.story, board.story,
            "{}: the story is translated",
            board.id
        );
        assert_eq!(
            Some(&fr.title),
            board.title_fr.as_ref(),
            "{}: the French title is the one the English file names",
            board.id
        );
    }
    assert!(languages_of("no-such-scenario").is_empty());
    assert!(scenario_in("spiced-tea", "de").is_none());
}

#[test]
fn a_faithful_translation_passes_the_check() {
    let file = "06-the-queens-stroll.toml";
    let board = check_translation("fr/x.toml", english(file), &french(file)).expect("it passes");
    assert_eq!(board.title, "La promenade de la Reine");
}

#[test]
fn a_translation_with_another_grid_row_is_refused_naming_the_row() {
    let file = "01-spiced-tea.toml";
    let broken = french(file).replace("\"Pl4 Ev2 Vi3 Pl6 ... Ev1\"", "\"Ev2 Pl4 Vi3 Pl6 ... Ev1\"");
    let found = messages(check_translation("fr/x.toml", english(file), &broken));
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].starts_with("fr/x.toml: grid row 1:"), "{found:#?}");
    assert!(found[0].contains("in English Pl4 Ev2"), "{found:#?}");
}

#[test]
fn a_translation_with_other_tokens_abilities_or_id_is_refused_with_each_difference() {
    let file = "05-friends-in-need.toml";
    let broken = french(file)
        .replace("id = \"friends-in-need\"", "id = \"amis\"")
        .replace(
            "abilities = [\"din\", \"teor\", \"edd\"]",
            "abilities = [\"din\", \"edd\", \"teor\"]",
        )
        .replacen("tokens = 9", "tokens = 8", 1);
    assert_ne!(broken, french(file), "the test breaks the file");
    let found = messages(check_translation("fr/x.toml", english(file), &broken));
    let places: Vec<&str> = found
        .iter()
        .map(|m| m.split(':').nth(1).unwrap_or("").trim())
        .collect();
    assert!(places.contains(&"id"), "{found:#?}");
    assert!(places.contains(&"abilities"), "{found:#?}");
    assert!(places.contains(&"difficulty.easy"), "{found:#?}");
}

#[test]
fn a_translation_with_an_empty_story_or_a_title_fr_is_refused() {
    let file = "02-mill-at-dawn.toml";
    let text = french(file);
    let start = text.find("story = \"\"\"").expect("a story");
    let end = start + text[start..].find("\"\"\"\ntypes").expect("its end");
    let empty = format!("{}story = \"\"\"\n   \n{}", &text[..start], &text[end..]);
    let found = messages(check_translation("fr/x.toml", english(file), &empty));
    assert!(
        found
            .iter()
            .any(|m| m.contains("story") && m.contains("empty")),
        "{found:#?}"
    );
    let doubled = text.replacen("story = ", "title_fr = \"Le moulin\"\nstory = ", 1);
    let found = messages(check_translation("fr/x.toml", english(file), &doubled));
    assert!(found.iter().any(|m| m.contains("title_fr")), "{found:#?}");
}

#[test]
fn a_french_match_shows_the_french_title_and_story_and_plays_the_same_grid() {
    let mut config: Config = common::config("the-queens-stroll", 3, Difficulty::Medium);
    let english_game = AlmostInnocent::new(&config, 7).expect("an English match");
    config.language = "fr".into();
    let french_game = AlmostInnocent::new(&config, 7).expect("a French match");
    let en = english_game.view(Viewer::Seat(Seat(0)));
    let fr = french_game.view(Viewer::Seat(Seat(0)));
    assert_eq!(en.title, "The Queen's Stroll");
    assert_eq!(fr.title, "La promenade de la Reine");
    assert!(fr.story.starts_with("Sa Majesté"), "{}", fr.story);
    // Same seed, same deal: only the words differ.
    let mut en_json = serde_json::to_value(&en).expect("json");
    let mut fr_json = serde_json::to_value(&fr).expect("json");
    for view in [&mut en_json, &mut fr_json] {
        let object = view.as_object_mut().expect("an object");
        object.remove("title");
        object.remove("story");
    }
    assert_eq!(en_json, fr_json);
}

#[test]
fn an_unknown_content_language_is_refused_with_the_languages_on_offer() {
    let mut config = common::config("spiced-tea", 2, Difficulty::Easy);
    config.language = "de".into();
    let err = AlmostInnocent::new(&config, 1).expect_err("no German scenario");
    assert!(
        matches!(&err, ConfigError::ContentLanguage { scenario, language, .. }
            if scenario == "spiced-tea" && language == "de"),
        "{err:?}"
    );
    assert!(err.to_string().contains("en, fr"), "{err}");
}

#[test]
fn an_english_config_reads_and_writes_as_before_and_a_french_one_names_its_language() {
    let old = serde_json::json!({"players": 3, "scenario": "spiced-tea", "difficulty": "easy"});
    let config: Config = serde_json::from_value(old).expect("an old config reads");
    assert_eq!(config.language, "en");
    let written = serde_json::to_value(&config).expect("json");
    assert!(written.get("language").is_none(), "{written}");
    let french = Config {
        language: "fr".into(),
        ..config
    };
    assert_eq!(
        serde_json::to_value(&french).expect("json")["language"],
        "fr"
    );
}
