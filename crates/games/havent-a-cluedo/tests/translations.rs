//! The game's texts in every language: each `tutorial/<lang>.toml` plays
//! exactly the English steps with only its texts its own, and each
//! `rules/<lang>.md` reads with the English page's pictures and a glossary.

use sleuth_core::ErasedGame;
use sleuth_core::erased::Host;
use sleuth_havent_a_cluedo::HaventACluedo;

#[test]
fn every_translated_tutorial_plays_the_english_steps_and_every_rules_page_reads() {
    let host = Host::<HaventACluedo>::default();
    let problems = sleuth_core::tutorial::check_game_translations(&host);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn the_tutorial_is_written_in_french_too() {
    let host = Host::<HaventACluedo>::default();
    let french = host
        .tutorial_in("fr")
        .expect("a tutorial")
        .expect("it reads");
    assert_eq!(french.language, "fr");
    assert_eq!(
        host.tutorial_in("de")
            .expect("a tutorial")
            .expect("it reads")
            .language,
        "en",
        "a language without a script falls back to English"
    );
}
