//! The shipped cases: every file of `content/cases/`, embedded at build time by
//! build.rs, parsed and validated once. A shipped case that does not parse is left
//! out here and fails `tests/cases.rs` (`shipped_problems`), never a panic.

use std::sync::OnceLock;

use crate::case::{Case, CaseProblem};

include!(concat!(env!("OUT_DIR"), "/cases.rs"));

struct Library {
    cases: Vec<Case>,
    problems: Vec<CaseProblem>,
}

fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let mut cases: Vec<Case> = Vec::new();
        let mut problems = Vec::new();
        for (file, text) in CASE_FILES {
            match Case::parse(text) {
                Ok(case) if cases.iter().any(|c| c.id == case.id) => problems.push(CaseProblem {
                    place: (*file).to_owned(),
                    message: format!("the case id {:?} is used by another file", case.id),
                }),
                Ok(case) => cases.push(case),
                Err(err) => problems.extend(err.0.into_iter().map(|p| CaseProblem {
                    place: format!("{file}: {}", p.place),
                    message: p.message,
                })),
            }
        }
        Library { cases, problems }
    })
}

/// Every valid shipped case, in file order (the ladder of difficulty).
pub fn shipped() -> &'static [Case] {
    &library().cases
}

/// The shipped case with this id.
pub fn case(id: &str) -> Option<&'static Case> {
    shipped().iter().find(|c| c.id == id)
}

/// Problems found in shipped files (a test asserts there are none).
pub fn shipped_problems() -> &'static [CaseProblem] {
    &library().problems
}

/// The id of the introductory case, the default of a new match.
pub fn default_case_id() -> &'static str {
    shipped().first().map_or("", |c| c.id.as_str())
}
