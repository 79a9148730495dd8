//! Every registered game's French tutorial and rules page write the apostrophe
//! as French typography does (’), never the typewriter one ('), except inside
//! the game's own English name ("Haven't a Cluedo", spelt as the site spells it
//! everywhere). A script's actions are not prose: they name the game's own
//! cards and answers, spelt as its content spells them.

use sleuth_core::tutorial::TutorialScript;

/// Where `text` (a part of `game_name`'s French texts called `what`) has a
/// straight apostrophe outside the game's name: one line per finding.
fn straight_apostrophes(game_name: &str, what: &str, text: &str) -> Vec<String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| line.replace(game_name, "").contains('\''))
        .map(|(number, line)| format!("{what}, line {}: {line}", number + 1))
        .collect()
}

/// The player-facing texts of a tutorial script: (what, text).
fn prose(script: &TutorialScript) -> Vec<(String, String)> {
    let mut texts = vec![
        ("title".to_owned(), script.title.clone()),
        ("intro".to_owned(), script.intro.clone()),
        ("debrief".to_owned(), script.debrief.clone()),
    ];
    for (number, step) in script.steps.iter().enumerate() {
        let step_texts = [("hint", step.hint.clone()), ("short", step.short.clone())];
        for (field, text) in step_texts {
            if let Some(text) = text {
                texts.push((format!("step {} {field}", number + 1), text));
            }
        }
        for highlight in &step.highlight {
            if let Some(text) = &highlight.text {
                texts.push((format!("step {} highlight", number + 1), text.clone()));
            }
        }
    }
    texts
}

#[test]
fn french_tutorials_and_rules_use_the_typographic_apostrophe() {
    let registry = sleuth_games::registry();
    let mut problems = Vec::new();
    for game in registry.games() {
        let info = game.info();
        if let Some(Ok(script)) = game.tutorial_in("fr")
            && script.language == "fr"
        {
            for (what, text) in prose(script) {
                let what = format!("{}: the French tutorial's {what}", info.id);
                problems.extend(straight_apostrophes(info.name, &what, &text));
            }
        }
        if let Some(rules) = game.rules_text_in("fr")
            && rules.language == "fr"
        {
            let what = format!("{}: the French rules page", info.id);
            problems.extend(straight_apostrophes(info.name, &what, rules.text));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
