//! The game's pages in docs/ are checked: every ```json block parses, and the typed
//! ones (`lateral-puzzles:action`, `:event`, `:view`, `:config`) parse as those
//! types; the puzzle examples of the format page pass the checker.

use std::path::Path;

use sleuth_lateral_puzzles::{Action, Config, Event, PuzzleSpec, View, check_puzzle};

/// (tag, language, body, line) of each fenced block.
fn blocks(text: &str) -> Vec<(String, String, String, usize)> {
    let mut out = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((number, line)) = lines.next() {
        let Some(info) = line.trim_start().strip_prefix("```") else {
            continue;
        };
        let mut words = info.split_whitespace();
        let language = words.next().unwrap_or("").to_owned();
        let tag = words.next().unwrap_or("").to_owned();
        let body: Vec<&str> = lines
            .by_ref()
            .take_while(|(_, l)| !l.trim_start().starts_with("```"))
            .map(|(_, l)| l)
            .collect();
        out.push((tag, language, body.join("\n"), number + 1));
    }
    out
}

fn page(path: &str) -> String {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../..")
        .join(path);
    std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

#[test]
fn every_example_on_the_game_page_parses() {
    let text = page("docs/games/lateral-puzzles.md");
    let mut typed = 0;
    let mut actions = std::collections::BTreeSet::new();
    let mut events = std::collections::BTreeSet::new();
    for (tag, language, body, line) in blocks(&text) {
        if language != "json" {
            continue;
        }
        let place = format!("docs/games/lateral-puzzles.md:{line} ({tag})");
        let value: serde_json::Value =
            serde_json::from_str(&body).unwrap_or_else(|e| panic!("{place}: not JSON: {e}"));
        let kind = value["type"].as_str().unwrap_or("").to_owned();
        match tag.as_str() {
            "lateral-puzzles:action" => {
                serde_json::from_value::<Action>(value).unwrap_or_else(|e| panic!("{place}: {e}"));
                actions.insert(kind);
            }
            "lateral-puzzles:event" => {
                serde_json::from_value::<Event>(value).unwrap_or_else(|e| panic!("{place}: {e}"));
                events.insert(kind);
            }
            "lateral-puzzles:view" => {
                serde_json::from_value::<View>(value).unwrap_or_else(|e| panic!("{place}: {e}"));
            }
            "lateral-puzzles:config" => {
                let config: Config =
                    serde_json::from_value(value).unwrap_or_else(|e| panic!("{place}: {e}"));
                <sleuth_lateral_puzzles::LateralPuzzles as sleuth_core::Game>::new(&config, 1)
                    .unwrap_or_else(|e| panic!("{place}: {e}"));
            }
            _ => continue,
        }
        typed += 1;
    }
    // Every action and every event has its example.
    assert_eq!(actions.len(), 24, "{actions:?}");
    assert_eq!(events.len(), 33, "{events:?}");
    assert!(typed >= 55, "{typed}");
}

#[test]
fn the_format_pages_examples_are_valid_puzzles() {
    let text = page("docs/content/lateral-puzzles.md");
    let mut checked = 0;
    for (_, language, body, line) in blocks(&text) {
        let place = format!("docs/content/lateral-puzzles.md:{line}");
        match language.as_str() {
            "toml" => {
                check_puzzle(&body).unwrap_or_else(|p| panic!("{place}: {p:?}"));
            }
            "json" => {
                let spec: PuzzleSpec =
                    serde_json::from_str(&body).unwrap_or_else(|e| panic!("{place}: {e}"));
                spec.validate().unwrap_or_else(|p| panic!("{place}: {p:?}"));
            }
            _ => continue,
        }
        checked += 1;
    }
    assert_eq!(checked, 2);
}
