//! The game's texts in every language: each `tutorial/<lang>.toml` plays
//! exactly the English steps with only its texts its own, and each
//! `rules/<lang>.md` reads with the English page's pictures and a glossary.

use sleuth_core::ErasedGame;
use sleuth_core::erased::Host;
use sleuth_watson_holmes::WatsonHolmes;

#[test]
fn every_translated_tutorial_plays_the_english_steps_and_every_rules_page_reads() {
    let host = Host::<WatsonHolmes>::default();
    let problems = sleuth_core::tutorial::check_game_translations(&host);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn the_tutorial_is_written_in_french_too() {
    let host = Host::<WatsonHolmes>::default();
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

/// The French tutorial plays the French translation of the English tutorial's
/// case: the table shows the case in the learner's language, and the answers
/// and notes the script plays are French (its declared words).
#[test]
fn the_french_tutorial_plays_the_case_in_french() {
    let host = Host::<WatsonHolmes>::default();
    let english = host.tutorial().expect("a tutorial").expect("it reads");
    let french = host
        .tutorial_in("fr")
        .expect("a tutorial")
        .expect("it reads");
    assert_eq!(french.config["language"], "fr");
    assert_eq!(french.config["case"], english.config["case"]);
    let mut game = host
        .new_match(&french.config, french.seed)
        .expect("the French case sets a match up");
    let mut answered = 0;
    for step in &french.steps {
        game.play(step.seat, &step.action).expect("a legal step");
        if step.action["type"] == "answer" {
            answered += 1;
            assert!(
                step.action["answers"].to_string().contains("Ancre bleue"),
                "a French answer: {}",
                step.action
            );
        }
    }
    assert_eq!(answered, 2, "both seats answer");
    let view = game
        .view(sleuth_core::Viewer::Seat(french.learner))
        .to_string();
    assert!(
        view.contains("Le Grand Livre du marchand de suif"),
        "{view}"
    );
    assert!(!view.contains("The Tallow Merchant"), "{view}");
}
