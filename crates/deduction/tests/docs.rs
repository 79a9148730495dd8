//! The examples of docs/deduction/cluedo-solver.md parse and solve.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::Value;
use sleuth_deduction::solve_json;

fn json_blocks(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        match (&mut current, line.trim()) {
            (None, "```json") => current = Some(String::new()),
            (Some(block), "```") => {
                out.push(std::mem::take(block));
                current = None;
            }
            (Some(block), _) => {
                block.push_str(line);
                block.push('\n');
            }
            (None, _) => {}
        }
    }
    out
}

#[test]
fn documented_examples_solve() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/deduction/cluedo-solver.md"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let blocks = json_blocks(&text);
    assert!(blocks.len() >= 2, "expected input and output examples");
    let mut inputs = 0;
    for block in &blocks {
        let v: Value = serde_json::from_str(block).unwrap_or_else(|e| panic!("{e}: {block}"));
        if v.get("deck").is_some() {
            inputs += 1;
            let out: Value = serde_json::from_str(&solve_json(block).unwrap()).unwrap();
            assert_eq!(out["method"], "exact");
            assert!(
                out["certain"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|f| f["card"] == "Rope" && f["holder"] == "Cat")
            );
        } else {
            for key in ["method", "worlds", "cards", "certain"] {
                assert!(v.get(key).is_some(), "output example lacks {key}");
            }
        }
    }
    assert!(inputs >= 1);
}
