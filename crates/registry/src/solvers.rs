//! The deduction assistant's solvers, offered to hosts through the registry
//! (`sleuth_core::Solver`): the general Cluedo-family solver of
//! `sleuth-deduction` (classic Cluedo and Haven't a Cluedo decks) and the Lady
//! Alice solver. Each reads a knowledge document (JSON) and answers with the
//! exact distribution; docs/deduction/ describes the documents.

use serde_json::{Value, json};
use sleuth_core::NestedExplanation;

use sleuth_core::offers::{SolveRefusal, SolveRefusalKind, Solver};
/// The Cluedo solver's typed refusals (`sleuth_deduction::refusal`), for hosts
/// and tests that sample them without depending on the solver's crate.
pub use sleuth_deduction::refusal as cluedo_refusals;

/// `cluedo`: knowledge of a Cluedo-family deal (docs/deduction/cluedo-solver.md).
#[derive(Clone, Copy, Debug, Default)]
pub struct CluedoSolver;

impl Solver for CluedoSolver {
    fn name(&self) -> &'static str {
        "cluedo"
    }

    fn solve(&self, bytes: &[u8]) -> Result<Value, SolveRefusal> {
        use sleuth_deduction::{Knowledge, KnowledgeDoc, ParseProblem, SolveError, SolveOptions};
        let answer = serde_json::from_slice::<KnowledgeDoc>(bytes)
            .map_err(|e| SolveError::Parse(ParseProblem::Json(e.to_string())))
            .and_then(|doc| Knowledge::from_doc(&doc))
            .and_then(|knowledge| {
                sleuth_deduction::solve(&knowledge, &SolveOptions::default()).map(|s| s.to_json())
            });
        answer.map_err(|err| {
            let kind = match err {
                SolveError::Contradiction(_) => SolveRefusalKind::Contradiction,
                SolveError::TooLarge(_) | SolveError::Undecided { .. } => {
                    SolveRefusalKind::TooLarge
                }
                SolveError::Parse(_) | SolveError::Invalid(_) => SolveRefusalKind::BadRequest,
            };
            SolveRefusal::new(kind, &err, err.nested_explanation())
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
        let doc: Value = serde_json::from_slice(bytes).map_err(|e| {
            let detail = e.to_string();
            SolveRefusal::new(
                SolveRefusalKind::BadRequest,
                &format_args!("invalid knowledge document: {detail}"),
                NestedExplanation::new("errors-solve-parse-json").with("detail", detail.as_str()),
            )
        })?;
        solve_json(&doc).map_err(|err| {
            let kind = match err {
                SolveError::Contradiction { .. } => SolveRefusalKind::Contradiction,
                _ => SolveRefusalKind::BadRequest,
            };
            SolveRefusal::new(kind, &err, lady_alice_explanation(&err))
        })
    }
}

/// A Lady Alice solver's refusal as catalogue messages (`errors-solve-lady-alice-*`):
/// entries are the document's own places (`suspicions[2]`), categories their
/// keys (`suspect`, `place`, `time`, `object`), seats as the document counts them.
pub fn lady_alice_explanation(err: &sleuth_lady_alice::solver::SolveError) -> NestedExplanation {
    use sleuth_lady_alice::solver::SolveError as E;
    let message = |id: &str, entry: &str| {
        NestedExplanation::new(format!("errors-solve-lady-alice-{id}")).with("entry", entry)
    };
    match err {
        E::Malformed(what) => lady_alice_malformed(what),
        E::PlayerCount(players) => NestedExplanation::new("errors-solve-lady-alice-player-count")
            .with("players", sleuth_core::MessageArg::Number(clamp(*players))),
        E::SeatOutOfRange {
            entry,
            seat,
            players,
        } => message("seat-out-of-range", entry)
            .with("seat", sleuth_core::MessageArg::Number(clamp(*seat)))
            .with("players", *players),
        E::UnknownClue { entry, name } => {
            message("unknown-clue", entry).with("name", name.as_str())
        }
        E::TwoClues { entry, category } => {
            message("two-clues", entry).with("category", category.name())
        }
        E::MissingClue { entry, category } => {
            message("missing-clue", entry).with("category", category.name())
        }
        E::ClueInRemoved { entry, category } => {
            message("clue-in-removed", entry).with("category", category.name())
        }
        E::RemovedMissing { entry } => message("removed-missing", entry),
        E::RemovedNotInPlay { entry } => message("removed-not-in-play", entry),
        E::TooManySmiles { entry, smiles, max } => message("too-many-smiles", entry)
            .with("smiles", sleuth_core::MessageArg::Number(clamp(*smiles)))
            .with("max", *max),
        E::CoveredMismatch { entry } => message("covered-mismatch", entry),
        E::CounterValue { entry, value } => message("counter-value", entry)
            .with("value", sleuth_core::MessageArg::Number(clamp(*value))),
        E::TooManyOfValue { entry, seat, value } => message("too-many-of-value", entry)
            .with("seat", *seat)
            .with("value", *value),
        E::TooManyCounters { entry, seat } => {
            message("too-many-counters", entry).with("seat", *seat)
        }
        E::AreaFull { entry, capacity } => message("area-full", entry).with("capacity", *capacity),
        E::NoSeat => NestedExplanation::new("errors-solve-lady-alice-no-seat"),
        E::Contradiction { entries } => {
            NestedExplanation::new("errors-solve-lady-alice-contradiction")
                .with("entries", entries.join(", "))
        }
    }
}

/// What is wrong with a Lady Alice document's shape, one message each
/// (`errors-solve-lady-alice-not-an-object`, `-missing-field`, ...).
fn lady_alice_malformed(what: &sleuth_lady_alice::solver::Malformed) -> NestedExplanation {
    use sleuth_lady_alice::solver::Malformed as M;
    let message = |id: &str| NestedExplanation::new(format!("errors-solve-lady-alice-{id}"));
    match what {
        M::NotAnObject => message("not-an-object"),
        M::MissingField { entry, field } => message("missing-field")
            .with("entry", entry.as_str())
            .with("field", field.as_str()),
        M::PlayersNotInteger => message("players-not-integer"),
        M::SeatNotInteger { entry } => message("seat-not-integer").with("entry", entry.as_str()),
        M::NotAnInteger { entry, field } => message("not-an-integer")
            .with("entry", entry.as_str())
            .with("field", field.as_str()),
        M::ClueNotText { entry } => message("clue-not-text").with("entry", entry.as_str()),
        M::CategoryNotText { entry } => message("category-not-text").with("entry", entry.as_str()),
        M::UnknownCategory { entry, name } => message("unknown-category")
            .with("entry", entry.as_str())
            .with("name", name.as_str()),
        M::CluesNotList { entry } => message("clues-not-list").with("entry", entry.as_str()),
        M::NotAList { field } => message("not-a-list").with("field", field.as_str()),
        M::CoveredNotBool { entry } => message("covered-not-bool").with("entry", entry.as_str()),
    }
}

/// A document's number as a message argument (numbers past `i64` say the largest).
fn clamp(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}
