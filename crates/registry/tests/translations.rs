//! Every registered game's texts in every language: each `tutorial/<lang>.toml`
//! plays exactly the English steps with only its texts its own, each
//! `rules/<lang>.md` reads with the English page's pictures and a glossary
//! (`sleuth_core::tutorial::check_game_translations`), and the tutorial is
//! written in French too, a language without a script falling back to English.
//! A new game is covered by being registered; each game's own tests keep what
//! only it has (its content played in French, say).

use std::collections::BTreeSet;

/// The games these checks covered one by one before they ran over the registry:
/// none may drop out of the registry unnoticed.
const GAMES_CHECKED_BEFORE: [&str; 5] = [
    "almost-innocent",
    "havent-a-cluedo",
    "lady-alice",
    "lateral-puzzles",
    "watson-holmes",
];

/// The ids of the registered games.
fn registered_ids() -> BTreeSet<&'static str> {
    sleuth_games::registry()
        .games()
        .map(|game| game.info().id)
        .collect()
}

#[test]
fn the_games_checked_one_by_one_before_are_all_registered() {
    let registered = registered_ids();
    for id in GAMES_CHECKED_BEFORE {
        assert!(registered.contains(id), "{id} is no longer registered");
    }
}

#[test]
fn every_translated_tutorial_plays_the_english_steps_and_every_rules_page_reads() {
    let registry = sleuth_games::registry();
    let mut problems = Vec::new();
    for game in registry.games() {
        let id = game.info().id;
        problems.extend(
            sleuth_core::tutorial::check_game_translations(game)
                .into_iter()
                .map(|problem| format!("{id}: {problem}")),
        );
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn every_tutorial_is_written_in_french_too() {
    let registry = sleuth_games::registry();
    for game in registry.games() {
        let id = game.info().id;
        let french = game
            .tutorial_in("fr")
            .unwrap_or_else(|| panic!("{id}: a tutorial"))
            .unwrap_or_else(|err| panic!("{id}: the French tutorial reads: {err:?}"));
        assert_eq!(french.language, "fr", "{id}: the tutorial is in French");
        let german = game
            .tutorial_in("de")
            .unwrap_or_else(|| panic!("{id}: a tutorial"))
            .unwrap_or_else(|err| panic!("{id}: the tutorial reads: {err:?}"));
        assert_eq!(
            german.language, "en",
            "{id}: a language without a script falls back to English"
        );
    }
}
