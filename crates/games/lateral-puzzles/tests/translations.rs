//! The game's texts in every language: each `tutorial/<lang>.toml` plays
//! exactly the English steps with only its texts its own, and each
//! `rules/<lang>.md` reads with the English page's pictures and a glossary.

use sleuth_core::ErasedGame;
use sleuth_core::erased::Host;
use sleuth_lateral_puzzles::LateralPuzzles;

#[test]
fn every_translated_tutorial_plays_the_english_steps_and_every_rules_page_reads() {
    let host = Host::<LateralPuzzles>::default();
    let problems = sleuth_core::tutorial::check_game_translations(&host);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn the_tutorial_is_written_in_french_too() {
    let host = Host::<LateralPuzzles>::default();
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

/// The French tutorial plays the puzzle in French, and the words the scripted
/// seats type (questions, a Spoiler) are French: only those declared words
/// differ from English's steps.
#[test]
fn the_french_tutorial_plays_the_puzzle_and_the_bots_words_in_french() {
    let host = Host::<LateralPuzzles>::default();
    let english = host.tutorial().expect("a tutorial").expect("it reads");
    let french = host
        .tutorial_in("fr")
        .expect("a tutorial")
        .expect("it reads");
    assert_eq!(french.config["language"], "fr");
    let mut game = host
        .new_match(&french.config, french.seed)
        .expect("the French puzzle sets a match up");
    let mut typed = 0;
    for (en, fr) in english.steps.iter().zip(&french.steps) {
        game.play(fr.seat, &fr.action).expect("a legal step");
        if en.words.is_empty() {
            assert_eq!(en.action, fr.action, "a step without words is English's");
            continue;
        }
        typed += 1;
        assert_ne!(
            en.action["text"], fr.action["text"],
            "the French script types French words"
        );
    }
    assert!(typed >= 8, "every question and Spoiler declares its words");
    let view = game
        .view(sleuth_core::Viewer::Seat(french.learner))
        .to_string();
    assert!(view.contains("Deux pointures de moins"), "{view}");
    assert!(
        view.contains("Le père compte-t-il"),
        "a scripted question in French: {view}"
    );
    assert!(!view.contains("What sport are the shoes for"), "{view}");
}
