//! The shipped puzzles and their translations: every file of `content/puzzles/`
//! (English, the reference) and of its language folders
//! `content/puzzles/<lang>/` (docs/content/translations.md), embedded at build
//! time by build.rs, parsed and validated once (an immutable constant, not
//! state). A puzzle is found by its id and a language. A translation is compared
//! with its English original ([`check_translation`]: same id, difficulty, parts
//! and scores, number of themes; only the words differ). A shipped file that does
//! not pass `check_puzzle_file`, or a translation that differs, is left out here
//! and fails `tests/puzzles.rs` (`shipped_problems`, `translation_problems`),
//! never a panic.

use std::sync::OnceLock;

use sleuth_core::translations::Translations;

use sleuth_core::MessageArg;

use crate::puzzle::{
    ExplainedProblem, Place, Puzzle, PuzzleProblem, check_puzzle_file, found, quoted,
};

include!(concat!(env!("OUT_DIR"), "/puzzles.rs"));
include!(concat!(env!("OUT_DIR"), "/puzzle_translations.rs"));

/// The language every puzzle is written in first, the one a config means when it
/// names none.
pub const REFERENCE_LANGUAGE: &str = "en";

#[derive(Debug)]
struct Library {
    puzzles: Vec<Puzzle>,
    problems: Vec<PuzzleProblem>,
    /// (language, puzzle), in language then file order.
    translations: Translations<Puzzle>,
    translation_problems: Vec<PuzzleProblem>,
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
        let mut translations = Vec::new();
        let mut translation_problems = Vec::new();
        for &(language, file, text) in PUZZLE_TRANSLATIONS {
            let place = format!("puzzles/{language}/{file}");
            let Some((_, original)) = PUZZLE_FILES.iter().find(|(name, _)| *name == file) else {
                translation_problems.push(PuzzleProblem {
                    place,
                    message: format!("no English original puzzles/{file} of the same name"),
                });
                continue;
            };
            match check_translation(file, original, text) {
                Ok(puzzle) => translations.push((language, puzzle)),
                Err(found) => {
                    translation_problems.extend(found.into_iter().map(|p| PuzzleProblem {
                        place: format!("{place}: {}", p.place),
                        message: p.message,
                    }))
                }
            }
        }
        Library {
            puzzles,
            problems,
            translations: Translations::new(
                REFERENCE_LANGUAGE,
                |piece: &Puzzle| piece.id.as_str(),
                translations,
            ),
            translation_problems,
        }
    })
}

/// Every valid shipped puzzle, in file order.
pub fn shipped() -> &'static [Puzzle] {
    &library().puzzles
}

/// The shipped puzzle with this id, in English.
pub fn puzzle(id: &str) -> Option<&'static Puzzle> {
    shipped().iter().find(|p| p.id == id)
}

/// The shipped puzzle with this id in `language` (`en`: the original), or
/// `None` when it does not exist in that language.
pub fn puzzle_in(id: &str, language: &str) -> Option<&'static Puzzle> {
    library().translations.piece_in(id, language, || puzzle(id))
}

/// The languages the shipped puzzle `id` exists in, English first (empty when
/// there is no such puzzle).
pub fn languages_of(id: &str) -> Vec<&'static str> {
    library().translations.languages_of(id, puzzle(id))
}

/// Problems found in shipped translations (a test asserts there are none).
pub fn translation_problems() -> &'static [PuzzleProblem] {
    &library().translation_problems
}

/// Checks a translation (`file` is its file name, the English original's)
/// against its English original: both must pass `check_puzzle_file`, every text
/// must be non-empty, and the translation must keep the original's id,
/// difficulty, `themes_public`, number of themes, and parts (their number, order
/// and scores). Returns the translated puzzle, or every difference with its
/// place.
pub fn check_translation(
    file: &str,
    original: &str,
    translated: &str,
) -> Result<Puzzle, Vec<PuzzleProblem>> {
    let english = check_puzzle_file(file, original).map_err(|found| {
        found
            .into_iter()
            .map(|p| PuzzleProblem {
                place: "English original".into(),
                message: format!("{}: {}", p.place, p.message),
            })
            .collect::<Vec<_>>()
    })?;
    let puzzle = check_puzzle_file(file, translated)?;
    let problems = translation_differences(&english, &puzzle);
    if problems.is_empty() {
        Ok(puzzle)
    } else {
        Err(problems)
    }
}

/// Every way `translated` differs from `english` beyond its words, and every
/// empty text of `translated`.
pub fn translation_differences(english: &Puzzle, translated: &Puzzle) -> Vec<PuzzleProblem> {
    translation_differences_explained(english, translated)
        .into_iter()
        .map(|p| p.problem)
        .collect()
}

/// [`translation_differences`] with each place and sentence as catalogue
/// messages (`errors-content-translation-*`), for `sleuth content check` in the
/// reader's language.
pub fn translation_differences_explained(
    english: &Puzzle,
    translated: &Puzzle,
) -> Vec<ExplainedProblem> {
    let mut out = Vec::new();
    let mut differs =
        |at: Place, id: &'static str, args: Vec<(&'static str, MessageArg)>, text: String| {
            out.push(found(at, id, args, text));
        };
    let empty = "errors-content-translation-empty";
    if translated.id != english.id {
        differs(
            Place::key("id"),
            "errors-content-translation-id",
            vec![
                ("id", quoted(&translated.id)),
                ("english", quoted(&english.id)),
            ],
            format!(
                "{:?}; in English {:?} (a translation keeps the id)",
                translated.id, english.id
            ),
        );
    }
    for (field, text) in [
        ("title", &translated.title),
        ("situation", &translated.situation),
        ("solution", &translated.solution),
    ] {
        if text.trim().is_empty() {
            differs(Place::key(field), empty, vec![], "empty".into());
        }
    }
    let mut value_differs = |key: &str, found: String, english: String| {
        let text = format!("{found}; in English {english}");
        differs(
            Place::key(key),
            "errors-content-translation-differs",
            vec![("found", found.into()), ("english", english.into())],
            text,
        );
    };
    if translated.difficulty != english.difficulty {
        value_differs(
            "difficulty",
            translated.difficulty.to_string(),
            english.difficulty.to_string(),
        );
    }
    if translated.themes_public != english.themes_public {
        value_differs(
            "themes_public",
            translated.themes_public.to_string(),
            english.themes_public.to_string(),
        );
    }
    let counts = |noun: &str, count: usize, english: usize| {
        let nouns = if count == 1 {
            noun.to_owned()
        } else {
            format!("{noun}s")
        };
        (
            vec![("count", count.into()), ("english", english.into())],
            format!("{count} {nouns}; in English {english}"),
        )
    };
    if translated.themes.len() != english.themes.len() {
        let (args, text) = counts("theme", translated.themes.len(), english.themes.len());
        differs(
            Place::key("themes"),
            "errors-content-translation-themes",
            args,
            text,
        );
    }
    for (i, theme) in translated.themes.iter().enumerate() {
        if theme.trim().is_empty() {
            differs(Place::theme(i), empty, vec![], "empty".into());
        }
    }
    if translated.parts.len() != english.parts.len() {
        let (args, text) = counts("part", translated.parts.len(), english.parts.len());
        differs(
            Place::key("parts"),
            "errors-content-translation-parts",
            args,
            text,
        );
    }
    for (i, (mine, theirs)) in translated.parts.iter().zip(&english.parts).enumerate() {
        if mine.score != theirs.score {
            differs(
                Place::part(i),
                "errors-content-translation-score",
                vec![
                    ("score", mine.score.into()),
                    ("english", theirs.score.into()),
                ],
                format!("score {}; in English {}", mine.score, theirs.score),
            );
        }
        if mine.text.trim().is_empty() {
            differs(Place::part(i), empty, vec![], "empty".into());
        }
    }
    out
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

/// Like [`puzzle_after`], among the shipped puzzles that exist in `language`: a
/// rematch keeps its table's content language.
pub fn puzzle_after_in(id: &str, language: &str) -> &'static str {
    let puzzles: Vec<&Puzzle> = shipped()
        .iter()
        .filter(|p| puzzle_in(&p.id, language).is_some())
        .collect();
    let Some(first) = puzzles.first() else {
        return puzzle_after(id);
    };
    let next = match puzzles.iter().position(|p| p.id == id) {
        Some(i) => puzzles[(i + 1) % puzzles.len()],
        None => first,
    };
    next.id.as_str()
}

/// The id of the first shipped puzzle, the default of a new match.
pub fn default_puzzle_id() -> &'static str {
    shipped().first().map_or("", |p| p.id.as_str())
}
