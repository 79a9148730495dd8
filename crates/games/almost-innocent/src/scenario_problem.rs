//! The scenario checker's problems, typed: where each one is ([`Place`]) and what
//! is wrong ([`ProblemKind`]), each a catalogue message (`errors-content-...` in
//! crates/i18n/locales/*/errors-content.ftl) so a host says it in its reader's
//! language. A [`Problem`] keeps the English place and sentence that `sleuth
//! content check` prints in English; they equal the English catalogue's text.

use std::fmt;

use serde::Serialize;
use sleuth_core::{Explain, Explanation, MessageArg};

use crate::content::ClueType;

/// Where a problem is in a scenario file, after the file's name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// The whole file (a TOML error the reader cannot place).
    File,
    /// A line of the file (a TOML error), from 1.
    Line(usize),
    /// A key as written in the file: `title`, `types[2]`, `difficulty.easy`.
    Key(String),
    /// A row of the grid, from 1.
    GridRow(usize),
    /// A cell of the grid: its row from 1 and its column letter (A to F).
    GridCell { row: usize, column: char },
    /// The grid's clues of one type.
    GridType(ClueType),
    /// A translation's English original.
    EnglishOriginal,
}

impl Place {
    /// A key of the file, e.g. `modules[1]`.
    pub fn key(key: impl Into<String>) -> Place {
        Place::Key(key.into())
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::File => f.write_str("file"),
            Place::Line(line) => write!(f, "line {line}"),
            Place::Key(key) => f.write_str(key),
            Place::GridRow(row) => write!(f, "grid row {row}"),
            Place::GridCell { row, column } => write!(f, "grid row {row}, column {column}"),
            Place::GridType(kind) => write!(f, "grid, {kind}"),
            Place::EnglishOriginal => f.write_str("English original"),
        }
    }
}

impl Explain for Place {
    fn message_id(&self) -> &'static str {
        match self {
            Place::File => "errors-content-place-file",
            Place::Line(_) => "errors-content-place-line",
            Place::Key(_) => "errors-content-place-key",
            Place::GridRow(_) => "errors-content-place-grid-row",
            Place::GridCell { .. } => "errors-content-place-grid-cell",
            Place::GridType(_) => "errors-content-place-grid-type",
            Place::EnglishOriginal => "errors-content-place-english-original",
        }
    }

    fn message_args(&self) -> Vec<(&'static str, MessageArg)> {
        match self {
            Place::File | Place::EnglishOriginal => Vec::new(),
            Place::Line(line) => vec![("line", (*line).into())],
            Place::Key(key) => vec![("key", key.into())],
            Place::GridRow(row) => vec![("row", (*row).into())],
            Place::GridCell { row, column } => vec![
                ("row", (*row).into()),
                ("column", column.to_string().into()),
            ],
            Place::GridType(kind) => vec![("type", kind.name().into())],
        }
    }
}

/// What is wrong with a scenario file or a translation of one. Text fields are
/// the author's words as the English sentence shows them (names and cells that
/// did not read arrive quoted, `"Zz1"`); clue types are their file names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ProblemKind {
    /// The TOML reader's own (English) words.
    Toml {
        detail: String,
    },
    /// A translation without a file of the same name in English.
    NoEnglishOriginal {
        file: String,
    },
    /// The id is not lowercase letters, digits and dashes (`id` quoted).
    Id {
        id: String,
    },
    TitleEmpty,
    StoryEmpty,
    StoryTooLong {
        max: usize,
    },
    /// `name` quoted.
    UnknownType {
        name: String,
    },
    /// A clue type or a module listed twice.
    ListedTwice {
        name: String,
    },
    TypeCount {
        count: usize,
    },
    /// `name` quoted; `known` the module names, comma-separated.
    UnknownModule {
        name: String,
        known: String,
    },
    /// `name` quoted.
    UnknownAbility {
        name: String,
    },
    AbilityTwice {
        name: String,
    },
    EddWithoutItsTypes,
    ValiaWithoutQueen,
    GridRows {
        rows: usize,
    },
    RowCells {
        cells: usize,
    },
    /// `cell` quoted.
    NotACode {
        cell: String,
    },
    /// `cell` quoted.
    NoTypeCode {
        cell: String,
    },
    /// `cell` quoted.
    ClueNumber {
        cell: String,
    },
    TypeNotInPlay {
        cell: String,
        kind: ClueType,
    },
    NoStarCards {
        cell: String,
    },
    /// `cells` as `A1 C1`.
    BigClueShape {
        code: String,
        cells: String,
    },
    /// `missing` as `Vi6 Vi7`.
    ClueCount {
        kind: ClueType,
        count: usize,
        missing: String,
    },
    DealImpossible {
        kind: ClueType,
        deck: usize,
        players: usize,
    },
    ModuleNotListed {
        module: String,
    },
    ModuleUnused {
        module: String,
    },
    UnknownDifficulty,
    DifficultyMissing,
    Tokens {
        tokens: i64,
        max: i64,
    },
    AlmostInnocentTokens {
        count: i64,
        max: i64,
    },
    QuestionLimitsSum {
        quantity: i64,
        type_tokens: i64,
        tokens: i64,
    },
    QuestionLimitsIncomplete,
    /// A translation's id differs (both quoted).
    TranslationId {
        id: String,
        english: String,
    },
    TranslationTitleFr,
    /// A translation's types, modules, abilities, grid row or difficulty differ,
    /// each side as the file's words.
    TranslationDiffers {
        found: String,
        english: String,
    },
    /// A problem of a translation's English original, at its place there.
    InEnglishOriginal {
        at: Place,
        problem: Box<ProblemKind>,
    },
}

impl fmt::Display for ProblemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProblemKind::Toml { detail } => f.write_str(detail),
            ProblemKind::NoEnglishOriginal { file } => {
                write!(f, "no English original scenarios/{file} of the same name")
            }
            ProblemKind::Id { id } => {
                write!(
                    f,
                    "{id} must be non-empty lowercase letters, digits and dashes"
                )
            }
            ProblemKind::TitleEmpty => f.write_str("the title is empty"),
            ProblemKind::StoryEmpty => f.write_str("the story is empty"),
            ProblemKind::StoryTooLong { max } => {
                write!(
                    f,
                    "the story is longer than {max} characters; keep it short"
                )
            }
            ProblemKind::UnknownType { name } => write!(
                f,
                "unknown clue type {name} (known: culprit, victim, crime, evidence, place)"
            ),
            ProblemKind::ListedTwice { name } => write!(f, "{name} is listed twice"),
            ProblemKind::TypeCount { count } => {
                write!(f, "a scenario plays 4 or 5 clue types, not {count}")
            }
            ProblemKind::UnknownModule { name, known } => {
                write!(f, "unknown module {name} (known: {known})")
            }
            ProblemKind::UnknownAbility { name } => write!(
                f,
                "unknown ability {name} (known: din, teor, edd, okra, valia)"
            ),
            ProblemKind::AbilityTwice { name } => write!(f, "{name} is offered twice"),
            ProblemKind::EddWithoutItsTypes => f.write_str(
                "edd asks about the culprit or the evidence, and neither type is in play",
            ),
            ProblemKind::ValiaWithoutQueen => {
                f.write_str("valia moves the Queen: add the queen module")
            }
            ProblemKind::GridRows { rows } => {
                write!(f, "the grid has {rows} rows; it must have 6")
            }
            ProblemKind::RowCells { cells } => {
                write!(f, "the row has {cells} cells; it must have 6")
            }
            ProblemKind::NotACode { cell } => write!(
                f,
                "{cell} is not a clue code (like Vi3 or Cu*) nor an empty cell (.)"
            ),
            ProblemKind::NoTypeCode { cell } => write!(
                f,
                "{cell} does not start with a clue type code (Cu, Vi, Cr, Ev, Pl)"
            ),
            ProblemKind::ClueNumber { cell } => write!(
                f,
                "{cell}: the clue number must be 1 to 7, or * for the star clue"
            ),
            ProblemKind::TypeNotInPlay { cell, kind } => {
                write!(f, "{cell}: the {kind} type is not in play in this scenario")
            }
            ProblemKind::NoStarCards { cell } => write!(
                f,
                "{cell}: only culprit, victim and evidence have star cards"
            ),
            ProblemKind::BigClueShape { code, cells } => write!(
                f,
                "big clue {code} covers {cells} which is not a 1x2, 2x1 or 2x2 block"
            ),
            ProblemKind::ClueCount {
                kind,
                count,
                missing,
            } => write!(
                f,
                "the grid has {count} {kind} clues; it needs clues 1-6 (or 1-7 with the seventh clue), missing {missing}"
            ),
            ProblemKind::DealImpossible {
                kind,
                deck,
                players,
            } => write!(
                f,
                "the deal is impossible: the {kind} deck has {deck} cards but up to {players} players each draw one"
            ),
            ProblemKind::ModuleNotListed { module } => {
                write!(f, "the scenario uses {module} but does not list the module")
            }
            ProblemKind::ModuleUnused { module } => write!(
                f,
                "the module {module} is listed but the scenario does not use it"
            ),
            ProblemKind::UnknownDifficulty => {
                f.write_str("unknown difficulty (known: easy, medium, detective)")
            }
            ProblemKind::DifficultyMissing => {
                f.write_str("missing: every scenario sets easy, medium and detective")
            }
            ProblemKind::Tokens { tokens, max } => write!(
                f,
                "tokens = {tokens}: must be 1 to {max} (the box has {max})"
            ),
            ProblemKind::AlmostInnocentTokens { count, max } => {
                write!(f, "almost_innocent = {count}: must be 0 to {max}")
            }
            ProblemKind::QuestionLimitsSum {
                quantity,
                type_tokens,
                tokens,
            } => write!(
                f,
                "quantity {quantity} + type {type_tokens} tokens must be non-negative and add up to tokens = {tokens}"
            ),
            ProblemKind::QuestionLimitsIncomplete => {
                f.write_str("question limits need both quantity and type")
            }
            ProblemKind::TranslationId { id, english } => {
                write!(f, "{id}; in English {english} (a translation keeps the id)")
            }
            ProblemKind::TranslationTitleFr => {
                f.write_str("leave it out of a translation: its title is already in its language")
            }
            ProblemKind::TranslationDiffers { found, english } => {
                write!(f, "{found}; in English {english}")
            }
            ProblemKind::InEnglishOriginal { at, problem } => {
                write!(f, "the English original: {at}: {problem}")
            }
        }
    }
}

impl Explain for ProblemKind {
    fn message_id(&self) -> &'static str {
        match self {
            ProblemKind::Toml { .. } => "errors-content-toml",
            ProblemKind::NoEnglishOriginal { .. } => "errors-content-scenario-no-english-original",
            ProblemKind::Id { .. } => "errors-content-scenario-id",
            ProblemKind::TitleEmpty => "errors-content-scenario-title-empty",
            ProblemKind::StoryEmpty => "errors-content-scenario-story-empty",
            ProblemKind::StoryTooLong { .. } => "errors-content-scenario-story-too-long",
            ProblemKind::UnknownType { .. } => "errors-content-scenario-unknown-type",
            ProblemKind::ListedTwice { .. } => "errors-content-scenario-listed-twice",
            ProblemKind::TypeCount { .. } => "errors-content-scenario-type-count",
            ProblemKind::UnknownModule { .. } => "errors-content-scenario-unknown-module",
            ProblemKind::UnknownAbility { .. } => "errors-content-scenario-unknown-ability",
            ProblemKind::AbilityTwice { .. } => "errors-content-scenario-ability-twice",
            ProblemKind::EddWithoutItsTypes => "errors-content-scenario-edd-without-its-types",
            ProblemKind::ValiaWithoutQueen => "errors-content-scenario-valia-without-queen",
            ProblemKind::GridRows { .. } => "errors-content-scenario-grid-rows",
            ProblemKind::RowCells { .. } => "errors-content-scenario-row-cells",
            ProblemKind::NotACode { .. } => "errors-content-scenario-not-a-code",
            ProblemKind::NoTypeCode { .. } => "errors-content-scenario-no-type-code",
            ProblemKind::ClueNumber { .. } => "errors-content-scenario-clue-number",
            ProblemKind::TypeNotInPlay { .. } => "errors-content-scenario-type-not-in-play",
            ProblemKind::NoStarCards { .. } => "errors-content-scenario-no-star-cards",
            ProblemKind::BigClueShape { .. } => "errors-content-scenario-big-clue-shape",
            ProblemKind::ClueCount { .. } => "errors-content-scenario-clue-count",
            ProblemKind::DealImpossible { .. } => "errors-content-scenario-deal-impossible",
            ProblemKind::ModuleNotListed { .. } => "errors-content-scenario-module-not-listed",
            ProblemKind::ModuleUnused { .. } => "errors-content-scenario-module-unused",
            ProblemKind::UnknownDifficulty => "errors-content-scenario-unknown-difficulty",
            ProblemKind::DifficultyMissing => "errors-content-scenario-difficulty-missing",
            ProblemKind::Tokens { .. } => "errors-content-scenario-tokens",
            ProblemKind::AlmostInnocentTokens { .. } => {
                "errors-content-scenario-almost-innocent-tokens"
            }
            ProblemKind::QuestionLimitsSum { .. } => "errors-content-scenario-question-limits-sum",
            ProblemKind::QuestionLimitsIncomplete => {
                "errors-content-scenario-question-limits-incomplete"
            }
            ProblemKind::TranslationId { .. } => "errors-content-scenario-translation-id",
            ProblemKind::TranslationTitleFr => "errors-content-scenario-translation-title-fr",
            ProblemKind::TranslationDiffers { .. } => "errors-content-scenario-translation-differs",
            ProblemKind::InEnglishOriginal { .. } => "errors-content-scenario-in-english-original",
        }
    }

    /// The arguments; for [`ProblemKind::InEnglishOriginal`] the inner place and
    /// problem in English (a host saying them in another language uses
    /// [`Problem::say`]).
    fn message_args(&self) -> Vec<(&'static str, MessageArg)> {
        match self {
            ProblemKind::TitleEmpty
            | ProblemKind::StoryEmpty
            | ProblemKind::EddWithoutItsTypes
            | ProblemKind::ValiaWithoutQueen
            | ProblemKind::UnknownDifficulty
            | ProblemKind::DifficultyMissing
            | ProblemKind::QuestionLimitsIncomplete
            | ProblemKind::TranslationTitleFr => Vec::new(),
            ProblemKind::Toml { detail } => vec![("detail", detail.into())],
            ProblemKind::NoEnglishOriginal { file } => vec![("file", file.into())],
            ProblemKind::Id { id } => vec![("id", id.into())],
            ProblemKind::StoryTooLong { max } => vec![("max", (*max).into())],
            ProblemKind::UnknownType { name }
            | ProblemKind::ListedTwice { name }
            | ProblemKind::UnknownAbility { name }
            | ProblemKind::AbilityTwice { name } => vec![("name", name.into())],
            ProblemKind::TypeCount { count } => vec![("count", (*count).into())],
            ProblemKind::UnknownModule { name, known } => {
                vec![("name", name.into()), ("known", known.into())]
            }
            ProblemKind::GridRows { rows } => vec![("rows", (*rows).into())],
            ProblemKind::RowCells { cells } => vec![("cells", (*cells).into())],
            ProblemKind::NotACode { cell }
            | ProblemKind::NoTypeCode { cell }
            | ProblemKind::ClueNumber { cell }
            | ProblemKind::NoStarCards { cell } => vec![("cell", cell.into())],
            ProblemKind::TypeNotInPlay { cell, kind } => {
                vec![("cell", cell.into()), ("type", kind.name().into())]
            }
            ProblemKind::BigClueShape { code, cells } => {
                vec![("code", code.into()), ("cells", cells.into())]
            }
            ProblemKind::ClueCount {
                kind,
                count,
                missing,
            } => vec![
                ("type", kind.name().into()),
                ("count", (*count).into()),
                ("missing", missing.into()),
            ],
            ProblemKind::DealImpossible {
                kind,
                deck,
                players,
            } => vec![
                ("type", kind.name().into()),
                ("deck", (*deck).into()),
                ("players", (*players).into()),
            ],
            ProblemKind::ModuleNotListed { module } | ProblemKind::ModuleUnused { module } => {
                vec![("module", module.into())]
            }
            ProblemKind::Tokens { tokens, max } => {
                vec![("tokens", (*tokens).into()), ("max", (*max).into())]
            }
            ProblemKind::AlmostInnocentTokens { count, max } => {
                vec![("count", (*count).into()), ("max", (*max).into())]
            }
            ProblemKind::QuestionLimitsSum {
                quantity,
                type_tokens,
                tokens,
            } => vec![
                ("quantity", (*quantity).into()),
                ("type_tokens", (*type_tokens).into()),
                ("tokens", (*tokens).into()),
            ],
            ProblemKind::TranslationId { id, english } => {
                vec![("id", id.into()), ("english", english.into())]
            }
            ProblemKind::TranslationDiffers { found, english } => {
                vec![("found", found.into()), ("english", english.into())]
            }
            ProblemKind::InEnglishOriginal { at, problem } => vec![
                ("place", at.to_string().into()),
                ("problem", problem.to_string().into()),
            ],
        }
    }
}

/// One problem found in a scenario file, with its place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// In English, the file's name first: `scenarios/x.toml: grid row 3, column D`.
    pub place: String,
    /// In English: `the row has 7 cells; it must have 6`.
    pub message: String,
    /// The file's name as the checker was given it (may be empty).
    pub file: String,
    /// The place after the file's name; `None` for the file as a whole.
    pub at: Option<Place>,
    pub kind: ProblemKind,
}

impl Problem {
    /// The problem `kind` at `at` in `file`, with its English place and sentence.
    pub fn new(file: &str, at: Option<Place>, kind: ProblemKind) -> Problem {
        let place = match &at {
            Some(at) if file.is_empty() => at.to_string(),
            Some(at) => format!("{file}: {at}"),
            None => file.to_owned(),
        };
        Problem {
            place,
            message: kind.to_string(),
            file: file.to_owned(),
            at,
            kind,
        }
    }

    /// The place after the file's name and the sentence, each said by `say` (a
    /// catalogue's formatting of one message); a problem of a translation's
    /// English original says its inner place and problem through `say` too.
    pub fn say(&self, say: impl Fn(&Explanation) -> String) -> (Option<String>, String) {
        let at = self.at.as_ref().map(|at| say(&at.explanation()));
        let message = say_kind(&self.kind, &say);
        (at, message)
    }
}

fn say_kind(kind: &ProblemKind, say: &impl Fn(&Explanation) -> String) -> String {
    let mut explanation = kind.explanation();
    if let ProblemKind::InEnglishOriginal { at, problem } = kind {
        let place = say(&at.explanation());
        explanation
            .args
            .insert("place".to_owned(), MessageArg::Text(place));
        explanation.args.insert(
            "problem".to_owned(),
            MessageArg::Text(say_kind(problem, say)),
        );
    }
    say(&explanation)
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}
