//! What only this game's translations have: its French tutorial plays the
//! puzzle in French, the scripted seats typing French words. The checks every game shares (each
//! tutorial translation plays the English steps, each rules page reads, the
//! tutorial is written in French) run over the registry in
//! crates/registry/tests/translations.rs.

use sleuth_core::ErasedGame;
use sleuth_core::erased::Host;
use sleuth_lateral_puzzles::LateralPuzzles;

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
