//! What only this game's translations have: in every language the answer
//! choices the tutorial outlines are its script's answers, and the French
//! tutorial plays the case in French. The checks every game shares (each
//! tutorial translation plays the English steps, each rules page reads, the
//! tutorial is written in French) run over the registry in
//! crates/registry/tests/translations.rs.

use sleuth_core::ErasedGame;
use sleuth_core::erased::Host;
use sleuth_watson_holmes::WatsonHolmes;

/// In every language, the answer choices the tutorial's last step outlines
/// (`wh-answer-<question>-<choice>`, in the order the table shows them) are the
/// answers its action gives.
#[test]
fn the_outlined_answer_choices_are_the_scripts_answers_in_every_language() {
    let host = Host::<WatsonHolmes>::default();
    for (language, script) in host.tutorials() {
        let script = script.expect("it reads");
        let mut game = host
            .new_match(&script.config, script.seed)
            .expect("a match");
        let mut checked = false;
        for step in &script.steps {
            if step.seat == script.learner && step.action["type"] == "answer" {
                let view = game.view(sleuth_core::Viewer::Seat(script.learner));
                let outlined: Vec<String> = step
                    .highlight
                    .iter()
                    .filter_map(|h| h.testid.strip_prefix("wh-answer-"))
                    .filter_map(|rest| {
                        let (q, c) = rest.split_once('-')?;
                        let (q, c): (usize, usize) = (q.parse().ok()?, c.parse().ok()?);
                        view["questions"][q]["choices"][c]
                            .as_str()
                            .map(str::to_owned)
                    })
                    .collect();
                let answers: Vec<String> = step.action["answers"]
                    .as_array()
                    .expect("answers")
                    .iter()
                    .map(|a| a.as_str().unwrap_or_default().to_owned())
                    .collect();
                assert_eq!(outlined, answers, "{language}: the outlined choices");
                checked = true;
            }
            game.play(step.seat, &step.action).expect("a legal step");
        }
        assert!(checked, "{language}: the learner answers");
    }
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
