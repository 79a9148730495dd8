//! Every ```json block in docs/ still parses. Tags after `json` say more:
//! `record` must replay, `record-illegal` must be refused, and `lady-alice:action`
//! (`:view`, `:event`, `:config`) must parse as that type; `cluedo:knowledge`
//! must be a knowledge document the Cluedo solver solves, `lady-alice:knowledge`
//! one the Lady Alice solver solves.

use std::path::{Path, PathBuf};

use sleuth_core::{MatchRecord, ReplayError};
use sleuth_lady_alice::{Action, LadyAliceConfig, LadyAliceEvent, LadyAliceView};

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("docs/ exists") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            markdown_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
}

/// (tag, body, line) of each ```json block.
fn json_blocks(text: &str) -> Vec<(String, String, usize)> {
    let mut blocks = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((number, line)) = lines.next() {
        let Some(info) = line.trim_start().strip_prefix("```json") else {
            continue;
        };
        let tag = info.trim().to_owned();
        let body: Vec<&str> = lines
            .by_ref()
            .take_while(|(_, l)| !l.trim_start().starts_with("```"))
            .map(|(_, l)| l)
            .collect();
        blocks.push((tag, body.join("\n"), number + 1));
    }
    blocks
}

#[test]
fn every_json_example_in_docs_parses() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs");
    let mut files = Vec::new();
    markdown_files(&docs, &mut files);
    let registry = sleuth_games::registry();
    let mut checked = 0;
    let mut typed = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        for (tag, body, line) in json_blocks(&text) {
            let place = format!("{}:{line} ({tag})", file.display());
            let value: serde_json::Value =
                serde_json::from_str(&body).unwrap_or_else(|e| panic!("{place}: not JSON: {e}"));
            checked += 1;
            let parse = |result: Result<(), serde_json::Error>| {
                result.unwrap_or_else(|e| panic!("{place}: {e}"));
            };
            match tag.as_str() {
                "record" => {
                    let record: MatchRecord =
                        serde_json::from_value(value).unwrap_or_else(|e| panic!("{place}: {e}"));
                    if let Err(err) = registry.replay(&record) {
                        panic!("{place}: does not replay: {err}");
                    }
                    typed += 1;
                }
                "record-illegal" => {
                    let record: MatchRecord =
                        serde_json::from_value(value).unwrap_or_else(|e| panic!("{place}: {e}"));
                    let err = registry.replay(&record).err();
                    assert!(
                        matches!(err, Some(ReplayError::IllegalAction { .. })),
                        "{place}: {err:?}"
                    );
                    typed += 1;
                }
                "lady-alice:action" => parse(serde_json::from_value::<Action>(value).map(drop)),
                "lady-alice:view" => {
                    parse(serde_json::from_value::<LadyAliceView>(value).map(drop))
                }
                "lady-alice:event" => {
                    parse(serde_json::from_value::<LadyAliceEvent>(value).map(drop))
                }
                "lady-alice:config" => {
                    parse(serde_json::from_value::<LadyAliceConfig>(value).map(drop))
                }
                "watson-holmes:action" => {
                    parse(serde_json::from_value::<sleuth_watson_holmes::Action>(value).map(drop))
                }
                "watson-holmes:event" => {
                    parse(serde_json::from_value::<sleuth_watson_holmes::Event>(value).map(drop))
                }
                "watson-holmes:config" => {
                    parse(serde_json::from_value::<sleuth_watson_holmes::Config>(value).map(drop))
                }
                "cluedo:knowledge" => {
                    if let Err(err) = sleuth_deduction::solve_json(&body) {
                        panic!("{place}: the solver refuses it: {err}");
                    }
                    typed += 1;
                }
                "lady-alice:knowledge" => {
                    if let Err(err) = sleuth_lady_alice::solver::solve_json(&value) {
                        panic!("{place}: the Lady Alice solver refuses it: {err}");
                    }
                }
                _ => {}
            }
            if tag.starts_with("lady-alice:") || tag.starts_with("watson-holmes:") {
                typed += 1;
            }
        }
    }
    assert!(checked >= 18, "only {checked} JSON blocks found");
    assert!(typed >= 18, "only {typed} typed blocks checked");
}
