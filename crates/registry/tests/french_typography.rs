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

/// The French content files (cases, puzzles, scenarios under
/// `crates/games/*/content/*/fr/`): the apostrophe is ’ and a colon, semicolon,
/// question or exclamation mark after a word has a no-break space before it,
/// never a plain one.
#[test]
fn french_content_uses_french_typography() {
    let games = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../games");
    let mut files = Vec::new();
    for game in std::fs::read_dir(&games).expect("the games folder") {
        let content = game.expect("a game").path().join("content");
        let Ok(kinds) = std::fs::read_dir(&content) else {
            continue;
        };
        for kind in kinds {
            let french = kind.expect("a content folder").path().join("fr");
            let Ok(entries) = std::fs::read_dir(&french) else {
                continue;
            };
            for entry in entries {
                let path = entry.expect("a file").path();
                if path.extension().is_some_and(|e| e == "toml") {
                    files.push(path);
                }
            }
        }
    }
    assert!(files.len() >= 20, "French content found: {files:#?}");
    let mut problems = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("a French content file");
        for (number, line) in text.lines().enumerate() {
            let chars: Vec<char> = line.chars().collect();
            let between_letters = chars
                .windows(3)
                .any(|w| w[1] == '\'' && w[0].is_alphanumeric() && w[2].is_alphanumeric());
            let plain_space = chars
                .windows(2)
                .any(|w| w[0] == ' ' && matches!(w[1], ':' | ';' | '?' | '!'));
            if between_letters || plain_space {
                problems.push(format!("{}, line {}: {line}", path.display(), number + 1));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
