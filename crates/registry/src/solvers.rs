//! The deduction assistant's solvers, offered to hosts through the registry
//! (`sleuth_core::Solver`): the general Cluedo-family solver of
//! `sleuth-deduction` (classic Cluedo and Haven't a Cluedo decks) and the Lady
//! Alice solver. Each reads a knowledge document (JSON) and answers with the
//! exact distribution; docs/deduction/ describes the documents.

use serde_json::{Value, json};
use sleuth_core::offers::{SolveRefusal, Solver};

/// `cluedo`: knowledge of a Cluedo-family deal (docs/deduction/cluedo-solver.md).
#[derive(Clone, Copy, Debug, Default)]
pub struct CluedoSolver;

impl Solver for CluedoSolver {
    fn name(&self) -> &'static str {
        "cluedo"
    }

    fn solve(&self, bytes: &[u8]) -> Result<Value, SolveRefusal> {
        use sleuth_deduction::{Knowledge, KnowledgeDoc, SolveError, SolveOptions};
        let doc: KnowledgeDoc = serde_json::from_slice(bytes)
            .map_err(|e| SolveRefusal::BadRequest(format!("invalid knowledge document: {e}")))?;
        let answer = Knowledge::from_doc(&doc).and_then(|knowledge| {
            sleuth_deduction::solve(&knowledge, &SolveOptions::default()).map(|s| s.to_json())
        });
        answer.map_err(|err| match err {
            SolveError::Contradiction(_) => SolveRefusal::Contradiction(err.to_string()),
            SolveError::TooLarge(_) | SolveError::Undecided(_) => {
                SolveRefusal::TooLarge(err.to_string())
            }
            SolveError::Parse(_) | SolveError::Invalid(_) => {
                SolveRefusal::BadRequest(err.to_string())
            }
        })
    }

    /// The built-in decks, categories in deck order.
    fn decks(&self) -> Option<Value> {
        let decks: Vec<Value> = [
            ("classic", "Cluedo (classic)"),
            ("havent-a-cluedo", "Haven't a Cluedo"),
        ]
        .into_iter()
        .filter_map(|(name, title)| {
            let deck = sleuth_deduction::DeckSpec::named(name)?;
            let categories: Vec<Value> = deck
                .categories
                .iter()
                .map(|c| json!({"name": c.name, "cards": c.cards}))
                .collect();
            Some(json!({
                "name": name,
                "title": title,
                "cards": deck.card_names().len(),
                "categories": categories,
            }))
        })
        .collect();
        Some(json!({"decks": decks}))
    }
}

/// `lady-alice`: knowledge of a Lady Alice table
/// (docs/deduction/lady-alice-solver.md).
#[derive(Clone, Copy, Debug, Default)]
pub struct LadyAliceSolver;

impl Solver for LadyAliceSolver {
    fn name(&self) -> &'static str {
        "lady-alice"
    }

    fn solve(&self, bytes: &[u8]) -> Result<Value, SolveRefusal> {
        use sleuth_lady_alice::solver::{SolveError, solve_json};
        let doc: Value = serde_json::from_slice(bytes)
            .map_err(|e| SolveRefusal::BadRequest(format!("invalid knowledge document: {e}")))?;
        solve_json(&doc).map_err(|err| match err {
            SolveError::Contradiction { .. } => SolveRefusal::Contradiction(err.to_string()),
            _ => SolveRefusal::BadRequest(err.to_string()),
        })
    }
}
