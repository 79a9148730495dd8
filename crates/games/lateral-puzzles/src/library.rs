//! The shipped puzzles: every file of `content/puzzles/`, embedded at build time by
//! build.rs, parsed and validated once (an immutable constant, not state). A shipped
//! file that does not pass `check_puzzle_file` is left out here and fails
//! `tests/puzzles.rs` (`shipped_problems`), never a panic.

use std::sync::OnceLock;

use crate::puzzle::{Puzzle, PuzzleProblem, check_puzzle_file};

include!(concat!(env!("OUT_DIR"), "/puzzles.rs"));

#[derive(Debug)]
struct Library {
    puzzles: Vec<Puzzle>,
    problems: Vec<PuzzleProblem>,
}

fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let mut puzzles: Vec<Puzzle> = Vec::new();
        let mut problems = Vec::new();
        for (file, text) in PUZZLE_FILES {
            match check_puzzle_file(file, text) {
                Ok(puzzle) if puzzles.iter().any(|p| p.id == puzzle.id) => {
                    problems.push(PuzzleProblem {
                        place: (*file).to_owned(),
                        message: format!("the puzzle id {:?} is used by another file", puzzle.id),
                    })
                }
                Ok(puzzle) => puzzles.push(puzzle),
                Err(found) => problems.extend(found.into_iter().map(|p| PuzzleProblem {
                    place: format!("{file}: {}", p.place),
                    message: p.message,
                })),
            }
        }
        Library { puzzles, problems }
    })
}

/// Every valid shipped puzzle, in file order.
pub fn shipped() -> &'static [Puzzle] {
    &library().puzzles
}

/// The shipped puzzle with this id.
pub fn puzzle(id: &str) -> Option<&'static Puzzle> {
    shipped().iter().find(|p| p.id == id)
}

/// Problems found in shipped files (a test asserts there are none).
pub fn shipped_problems() -> &'static [PuzzleProblem] {
    &library().problems
}

/// The id of the shipped puzzle after `id` in file order (wrapping), or the first
/// one when `id` is not shipped: a rematch's puzzle, never the one just played.
pub fn puzzle_after(id: &str) -> &'static str {
    let puzzles = shipped();
    let next = match puzzles.iter().position(|p| p.id == id) {
        Some(i) => &puzzles[(i + 1) % puzzles.len()],
        None => match puzzles.first() {
            Some(first) => first,
            None => return "",
        },
    };
    next.id.as_str()
}

/// The id of the first shipped puzzle, the default of a new match.
pub fn default_puzzle_id() -> &'static str {
    shipped().first().map_or("", |p| p.id.as_str())
}
