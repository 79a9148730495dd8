//! The guided first case (tutorial/en.toml), replayed on the rules: the learner
//! wins, the controls each step outlines are the step's own move, and no hint
//! names an answer before the learner's seat has read a card that proves it
//! (a hint speaks only from what that seat has seen).

use sleuth_core::HostedGame;
use sleuth_core::tutorial::{TutorialScript, TutorialStep};
use sleuth_watson_holmes::case::Fact;
use sleuth_watson_holmes::testing::Table;
use sleuth_watson_holmes::{Action, Config, WatsonHolmes};

fn script() -> TutorialScript {
    let text = WatsonHolmes::tutorial_text().expect("Watson & Holmes has a tutorial");
    TutorialScript::parse(text).expect("the tutorial reads")
}

fn action_of(step: &TutorialStep) -> Action {
    serde_json::from_value(step.action.clone()).expect("a Watson & Holmes action")
}

fn new_table(script: &TutorialScript) -> Table {
    let config: Config = serde_json::from_value(script.config.clone()).expect("a config");
    Table::new(&config, script.seed)
}

/// The testids a step outlines, in order.
fn testids(step: &TutorialStep) -> Vec<&str> {
    step.highlight.iter().map(|h| h.testid.as_str()).collect()
}

#[test]
fn the_tutorial_ends_with_the_learner_solving_the_case() {
    let script = script();
    let mut table = new_table(&script);
    for (i, step) in script.steps.iter().enumerate() {
        table
            .act(step.seat.0, action_of(step))
            .unwrap_or_else(|e| panic!("step {}: {e}", i + 1));
    }
    let end = table.view(script.learner.0);
    assert_eq!(end.phase, "over");
    let learner = &end.players[script.learner.index()];
    assert!(learner.won, "the learner solves the case");
    let rival = end
        .players
        .iter()
        .find(|p| p.seat != script.learner)
        .expect("a rival");
    assert!(
        rival.eliminated && !rival.won,
        "the rival fails at 221B first"
    );
}

/// Each outlined control belongs to the step's move: a bid box and Go button
/// on the visited card, the Watson and Consult buttons of its target, and at
/// 221B the radio buttons of the scripted answers in the order the table shows
/// the choices (alphabetical, so the index is worked out from the view).
#[test]
fn every_outlined_control_is_the_steps_own_move() {
    let script = script();
    let mut table = new_table(&script);
    for (i, step) in script.steps.iter().enumerate() {
        let action = action_of(step);
        if step.seat == script.learner {
            let ids = testids(step);
            let expected: Vec<String> = match &action {
                Action::TakeWatson => vec!["wh-take-watson".into()],
                Action::Visit {
                    location,
                    carriages: 0,
                    ..
                } => vec![format!("wh-visit-{location}")],
                Action::Visit { location, .. } => {
                    vec![format!("wh-bid-{location}"), format!("wh-visit-{location}")]
                }
                Action::WatsonReadAloud { target: Some(t) } => vec![format!("wh-watson-{t}")],
                Action::WriteNotebook { .. } => {
                    vec!["wh-notebook".into(), "wh-notebook-save".into()]
                }
                Action::FinishReading { police: true, .. } => {
                    vec!["wh-leave-police".into(), "wh-done-reading".into()]
                }
                Action::FinishReading { .. } => vec!["wh-done-reading".into()],
                Action::RevealCharacter { .. } => vec!["wh-reveal-own---".into()],
                Action::BakerStreet => vec!["wh-baker-street".into(), "wh-baker-yes".into()],
                Action::Consult { target } => vec![format!("wh-consult-{target}")],
                Action::Answer { answers } => {
                    let view = table.view(script.learner.0);
                    let mut ids: Vec<String> = answers
                        .iter()
                        .enumerate()
                        .map(|(q, answer)| {
                            let k = view.questions[q]
                                .choices
                                .iter()
                                .position(|c| c == answer)
                                .unwrap_or_else(|| {
                                    panic!("{answer:?} is a choice of question {q}")
                                });
                            format!("wh-answer-{q}-{k}")
                        })
                        .collect();
                    ids.push("wh-answer-send".into());
                    ids
                }
                other => panic!("step {}: no controls known for {other:?}", i + 1),
            };
            assert_eq!(ids, expected, "step {}", i + 1);
            // A bid typed in the box is the bid sent.
            if let Action::Visit { carriages, .. } = &action
                && *carriages > 0
            {
                assert_eq!(
                    step.highlight[0].text.as_deref(),
                    Some(carriages.to_string().as_str()),
                    "step {}",
                    i + 1
                );
            }
        }
        table
            .act(step.seat.0, action)
            .unwrap_or_else(|e| panic!("step {}: {e}", i + 1));
    }
}

/// The words of a text, in lower case, letters and digits only.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Every run of five words in a text, joined by spaces.
fn runs_of_five(text: &str) -> Vec<String> {
    words(text).windows(5).map(|w| w.join(" ")).collect()
}

/// A hint shows from the learner's previous move on (the guide reads ahead
/// while the others play), so it may use only what the learner's seat had read
/// or heard then. Card names and the introduction are public; beyond them, no
/// hint repeats five words in a row of a card the seat had not read, and none
/// names a right answer before the seat had read a card whose facts prove it.
#[test]
fn no_hint_tells_what_the_learner_has_not_read() {
    let script = script();
    let mut table = new_table(&script);
    let case = table.game.case().clone();
    let public = {
        let mut text = case.introduction.clone();
        for l in &case.locations {
            text.push('\n');
            text.push_str(&l.name);
        }
        text.to_lowercase()
    };
    let mut read_when_shown: Vec<u16> = Vec::new();
    for (i, step) in script.steps.iter().enumerate() {
        if step.seat == script.learner {
            // The short hint (a phone's guide bar) is held to the same rule.
            let mut hint = format!(
                "{}\n{}",
                step.hint.as_deref().unwrap_or_default(),
                step.short.as_deref().unwrap_or_default()
            )
            .to_lowercase();
            for l in &case.locations {
                hint = hint.replace(&l.name.to_lowercase(), " . ");
            }
            let seen: Vec<String> = case
                .locations
                .iter()
                .filter(|l| read_when_shown.contains(&l.number))
                .flat_map(|l| runs_of_five(&l.text))
                .chain(runs_of_five(&public))
                .collect();
            for l in case
                .locations
                .iter()
                .filter(|l| !read_when_shown.contains(&l.number))
            {
                let unread = runs_of_five(&l.text);
                if let Some(run) = runs_of_five(&hint)
                    .into_iter()
                    .find(|run| unread.contains(run) && !seen.contains(run))
                {
                    panic!(
                        "step {}'s hint repeats {run:?} of card {}, unread then",
                        i + 1,
                        l.number
                    );
                }
            }
            for q in &case.questions {
                let answer = q.accepted[0].to_lowercase();
                if public.contains(&answer) || !hint.contains(&answer) {
                    continue;
                }
                let proven = case.locations.iter().any(|l| {
                    read_when_shown.contains(&l.number)
                        && l.facts.iter().any(|f| {
                            matches!(f, Fact::Proves { question, value }
                                if *question == q.id && value.to_lowercase() == answer)
                        })
                });
                assert!(
                    proven,
                    "step {}'s hint names {answer:?} before the learner read a card proving it",
                    i + 1
                );
            }
        }
        table
            .act(step.seat.0, action_of(step))
            .unwrap_or_else(|e| panic!("step {}: {e}", i + 1));
        if step.seat == script.learner {
            let view = table.view(script.learner.0);
            read_when_shown = view.me.expect("the learner's view").read;
        }
    }
}
