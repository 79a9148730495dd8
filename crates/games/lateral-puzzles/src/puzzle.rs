//! A puzzle as data (LP-2): the situation read aloud, the full solution, and the
//! parts of the solution with scores from 1 to 100 summing to exactly 100. Parsed
//! from one TOML file per puzzle (format: docs/content/lateral-puzzles.md) or
//! written by the Lateral Master at setup (`Config::custom`, JSON), and validated
//! into a `Puzzle`.
//!
//! Every problem is named with its place ("part 3: score must be a whole number
//! from 1 to 100", "title: longer than 80 characters"), all problems at once. The
//! same checks run for a file (`check_puzzle`), for JSON as a Lateral Master types
//! it (`check_custom_puzzle`) and when a match is set up (`PuzzleSpec::validate`).

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use sleuth_core::explain::{Explanation, MessageArg};
use unicode_normalization::UnicodeNormalization;

/// Longest texts and sizes a puzzle may have.
pub mod limits {
    pub const ID: usize = 60;
    pub const TITLE: usize = 80;
    pub const SITUATION: usize = 1200;
    pub const SOLUTION: usize = 2500;
    pub const PART: usize = 300;
    pub const THEME: usize = 24;
    pub const PARTS: std::ops::RangeInclusive<usize> = 2..=8;
    pub const DIFFICULTY: std::ops::RangeInclusive<u8> = 1..=5;
    pub const THEMES: std::ops::RangeInclusive<usize> = 1..=4;
    /// Sentences in a shipped (or checked) situation: it is read aloud.
    pub const SITUATION_SENTENCES: std::ops::RangeInclusive<usize> = 1..=4;
    /// A part's score, in whole points (LP-2).
    pub const PART_SCORE: std::ops::RangeInclusive<i64> = 1..=100;
    /// The sum of the parts' scores (LP-2).
    pub const TOTAL: u32 = 100;
}

/// One part of the solution and its score in whole points, 1 to 100 (LP-2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    pub text: String,
    pub score: u32,
}

/// A validated puzzle: build one with `check_puzzle` (a file),
/// `check_custom_puzzle` (JSON) or `PuzzleSpec::validate` (a Lateral Master's own).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// Stable id used in configs and records: 1-60 of `a-z`, `0-9`, `-`.
    pub id: String,
    pub title: String,
    /// 1 (easy) to 5 (hardest), as the author judges.
    pub difficulty: u8,
    /// For the library and the Lateral Master; puzzlers see them only when
    /// `themes_public` (a theme can give the key away).
    pub themes: Vec<String>,
    /// The author shows the themes to the puzzlers too.
    #[serde(default)]
    pub themes_public: bool,
    /// Read aloud at the start: public.
    pub situation: String,
    /// The whole story: the Lateral Master's only, until the end.
    pub solution: String,
    /// The parts the Lateral Master ticks on a spoiler: theirs only, until the end.
    pub parts: Vec<Part>,
}

/// A puzzle as written, before validation: the shape of `Config::custom` (JSON)
/// and of a puzzle file (TOML). `id`, `difficulty` and `themes` may be left out of
/// a Lateral Master's own puzzle (they default to `custom`, 3 and `["custom"]`); a
/// puzzle file must have them. `themes_public` defaults to false everywhere.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleSpec {
    #[serde(default)]
    pub id: Option<String>,
    pub title: String,
    #[serde(default)]
    pub difficulty: Option<u8>,
    #[serde(default)]
    pub themes: Vec<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub themes_public: bool,
    pub situation: String,
    pub solution: String,
    pub parts: Vec<PartSpec>,
}

/// A part as written: the score is checked to be a whole number from 1 to 100.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PartSpec {
    pub text: String,
    pub score: i64,
}

/// A problem found in a puzzle, with its place: `part 3: score must be a whole
/// number from 1 to 100`. `place` is a key (`title`, `parts`), `part N` or
/// `theme N` (from 1), or `puzzle file` / `puzzle` for the whole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleProblem {
    pub place: String,
    pub message: String,
}

/// A [`PuzzleProblem`] with its place and its sentence as catalogue messages
/// (`errors-content-...` in crates/i18n/locales/*/errors-content.ftl), so a page
/// shows it in its reader's language; `problem` stays the English that
/// `sleuth content check` prints, and equals the English catalogue's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplainedProblem {
    pub problem: PuzzleProblem,
    /// The place (`errors-content-place-...`).
    pub at: Explanation,
    pub explanation: Explanation,
}

/// A place in a puzzle as English words and as a catalogue message.
pub(crate) struct Place(String, Explanation);

impl Place {
    /// A key of the puzzle (`title`, `parts`): a code word in every language.
    pub(crate) fn key(key: &str) -> Place {
        Place(
            key.to_owned(),
            Explanation::new("errors-content-place-key", vec![("key", key.into())]),
        )
    }

    fn fixed(english: &str, id: &'static str) -> Place {
        Place(english.to_owned(), Explanation::new(id, Vec::new()))
    }

    /// Part `index` (from 0).
    pub(crate) fn part(index: usize) -> Place {
        Place(
            format!("part {}", index + 1),
            Explanation::new(
                "errors-content-place-part",
                vec![("part", (index + 1).into())],
            ),
        )
    }

    /// Theme `index` (from 0).
    pub(crate) fn theme(index: usize) -> Place {
        Place(
            format!("theme {}", index + 1),
            Explanation::new(
                "errors-content-place-theme",
                vec![("theme", (index + 1).into())],
            ),
        )
    }
}

/// The problem `english` at `at`, which is the English catalogue's `id` with
/// `args`.
pub(crate) fn found(
    at: Place,
    id: &'static str,
    args: Vec<(&'static str, MessageArg)>,
    english: impl Into<String>,
) -> ExplainedProblem {
    ExplainedProblem {
        problem: PuzzleProblem {
            place: at.0,
            message: english.into(),
        },
        at: at.1,
        explanation: Explanation::new(id, args),
    }
}

/// Text quoted as the English sentences quote it (`"crime"`), for arguments.
pub(crate) fn quoted(text: &str) -> MessageArg {
    MessageArg::Text(format!("{text:?}"))
}

fn english(problems: Vec<ExplainedProblem>) -> Vec<PuzzleProblem> {
    problems.into_iter().map(|p| p.problem).collect()
}

impl std::fmt::Display for PuzzleProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// Joins problems into one line for an error message.
pub fn describe(problems: &[PuzzleProblem]) -> String {
    problems
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

const KEYS: [&str; 8] = [
    "id",
    "title",
    "difficulty",
    "themes",
    "themes_public",
    "situation",
    "solution",
    "parts",
];

const SCORE_RULE: &str = "score must be a whole number from 1 to 100";

/// Parses and validates a puzzle file (TOML, docs/content/lateral-puzzles.md):
/// every problem at once, each with its place. This is what `sleuth content
/// check` runs, and what every shipped puzzle passes.
pub fn check_puzzle(text: &str) -> Result<Puzzle, Vec<PuzzleProblem>> {
    check_puzzle_explained(text).map_err(english)
}

/// [`check_puzzle`] with each problem's catalogue messages.
pub fn check_puzzle_explained(text: &str) -> Result<Puzzle, Vec<ExplainedProblem>> {
    let mut problems = Vec::new();
    let file = || Place::fixed("puzzle file", "errors-content-place-puzzle-file");
    if text.contains('\r') {
        problems.push(found(
            file(),
            "errors-content-puzzle-carriage-returns",
            Vec::new(),
            "contains carriage returns: save it with Unix line endings",
        ));
    }
    let table: toml::Table = match toml::from_str(text) {
        Ok(table) => table,
        Err(err) => {
            let detail = err.to_string().trim().replace('\n', " ");
            problems.push(found(
                file(),
                "errors-content-puzzle-toml",
                vec![("detail", detail.clone().into())],
                format!("is not valid TOML: {detail}"),
            ));
            return Err(problems);
        }
    };
    finish_check(&table, true, problems)
}

/// Checks a Lateral Master's own puzzle as JSON (the config's `custom` field),
/// for a lobby that checks it while it is typed: every problem at once, each with
/// its place and a sentence, including the ones a JSON parser alone would stop at
/// (a missing key, a number where text belongs). For JSON that reads as a
/// `PuzzleSpec`, the problems are exactly those `PuzzleSpec::validate` (and so a
/// match's setup) finds.
pub fn check_custom_puzzle(value: &serde_json::Value) -> Result<Puzzle, Vec<PuzzleProblem>> {
    check_custom_puzzle_explained(value).map_err(english)
}

/// [`check_custom_puzzle`] with each problem's catalogue messages.
pub fn check_custom_puzzle_explained(
    value: &serde_json::Value,
) -> Result<Puzzle, Vec<ExplainedProblem>> {
    let Some(object) = value.as_object() else {
        return Err(vec![found(
            Place::fixed("puzzle", "errors-content-place-puzzle"),
            "errors-content-puzzle-not-object",
            Vec::new(),
            "must be an object with title, situation, solution and parts",
        )]);
    };
    let mut table = toml::Table::new();
    for (key, item) in object {
        if let Some(item) = json_to_toml(item) {
            table.insert(key.clone(), item);
        }
    }
    finish_check(&table, false, Vec::new())
}

/// JSON as the TOML value the reader understands: `null` is left out (an absent
/// key), a number that is not a 64-bit integer becomes a float (refused where a
/// whole number belongs).
fn json_to_toml(value: &serde_json::Value) -> Option<toml::Value> {
    use serde_json::Value as J;
    Some(match value {
        J::Null => return None,
        J::Bool(b) => toml::Value::Boolean(*b),
        J::Number(n) => match n.as_i64() {
            Some(i) => toml::Value::Integer(i),
            None => toml::Value::Float(n.as_f64().unwrap_or(f64::NAN)),
        },
        J::String(s) => toml::Value::String(s.clone()),
        J::Array(items) => toml::Value::Array(
            items
                .iter()
                .map(|i| json_to_toml(i).unwrap_or(toml::Value::Boolean(false)))
                .collect(),
        ),
        J::Object(map) => toml::Value::Table(
            map.iter()
                .filter_map(|(k, v)| json_to_toml(v).map(|v| (k.clone(), v)))
                .collect(),
        ),
    })
}

fn finish_check(
    table: &toml::Table,
    strict: bool,
    mut problems: Vec<ExplainedProblem>,
) -> Result<Puzzle, Vec<ExplainedProblem>> {
    if let Some((spec, reported)) = spec_from_table(table, strict, &mut problems) {
        match spec.check(strict, &reported) {
            Ok(puzzle) if problems.is_empty() => return Ok(puzzle),
            Ok(_) => {}
            Err(found) => problems.extend(found),
        }
    }
    Err(problems)
}

/// `check_puzzle` plus the rules of a file in the puzzle folder: the name is
/// `NN-<id>.toml` and the id is the name's slug.
pub fn check_puzzle_file(file_name: &str, text: &str) -> Result<Puzzle, Vec<PuzzleProblem>> {
    check_puzzle_file_explained(file_name, text).map_err(english)
}

/// [`check_puzzle_file`] with each problem's catalogue messages.
pub fn check_puzzle_file_explained(
    file_name: &str,
    text: &str,
) -> Result<Puzzle, Vec<ExplainedProblem>> {
    let mut problems = Vec::new();
    let slug = file_name
        .strip_suffix(".toml")
        .and_then(|stem| stem.split_once('-'))
        .filter(|(number, slug)| {
            number.len() == 2 && number.chars().all(|c| c.is_ascii_digit()) && !slug.is_empty()
        })
        .map(|(_, slug)| slug.to_owned());
    if slug.is_none() {
        problems.push(found(
            Place::fixed("file name", "errors-content-place-file-name"),
            "errors-content-puzzle-file-name",
            vec![("file", quoted(file_name))],
            format!("{file_name:?} must be NN-<puzzle id>.toml, e.g. 07-the-spiced-birdseed.toml"),
        ));
    }
    match check_puzzle_explained(text) {
        Ok(puzzle) => {
            if let Some(slug) = slug
                && slug != puzzle.id
            {
                problems.push(found(
                    Place::key("id"),
                    "errors-content-puzzle-id-not-file-name",
                    vec![("id", quoted(&puzzle.id)), ("slug", quoted(&slug))],
                    format!("{:?} differs from the file name's {slug:?}", puzzle.id),
                ));
            }
            if problems.is_empty() {
                Ok(puzzle)
            } else {
                Err(problems)
            }
        }
        Err(more) => {
            problems.extend(more);
            Err(problems)
        }
    }
}

/// Reads the table into a spec, naming missing, unknown and mistyped keys; also
/// returns the indices of the parts whose score was already reported (missing or
/// not a whole number), so that the score check does not report them twice.
/// `strict` (a file): `id`, `difficulty` and `themes` must be present.
fn spec_from_table(
    table: &toml::Table,
    strict: bool,
    problems: &mut Vec<ExplainedProblem>,
) -> Option<(PuzzleSpec, BTreeSet<usize>)> {
    for key in table.keys() {
        if !KEYS.contains(&key.as_str()) {
            problems.push(found(
                Place::key(key),
                "errors-content-puzzle-unknown-key",
                vec![("keys", KEYS.join(", ").into())],
                format!("is not a puzzle key (keys: {})", KEYS.join(", ")),
            ));
        }
    }
    let mut ok = true;
    let mut string =
        |key: &str, required: bool, problems: &mut Vec<ExplainedProblem>| match table.get(key) {
            Some(toml::Value::String(s)) => Some(s.clone()),
            Some(_) => {
                problems.push(not_text(Place::key(key)));
                ok = false;
                None
            }
            None if required => {
                problems.push(missing(key));
                ok = false;
                None
            }
            None => None,
        };
    let id = string("id", strict, problems);
    let title = string("title", true, problems);
    let situation = string("situation", true, problems);
    let solution = string("solution", true, problems);
    let difficulty = match table.get("difficulty") {
        Some(toml::Value::Integer(d)) => match u8::try_from(*d) {
            Ok(d) if limits::DIFFICULTY.contains(&d) => Some(d),
            _ => {
                problems.push(found(
                    Place::key("difficulty"),
                    "errors-content-puzzle-difficulty",
                    vec![("difficulty", (*d).into())],
                    format!("{d} must be 1 (easy) to 5 (hardest)"),
                ));
                Some(3)
            }
        },
        Some(_) => {
            problems.push(found(
                Place::key("difficulty"),
                "errors-content-puzzle-difficulty-not-number",
                Vec::new(),
                "must be a whole number from 1 to 5",
            ));
            Some(3)
        }
        None if strict => {
            problems.push(missing("difficulty"));
            Some(3)
        }
        None => None,
    };
    let themes = match table.get("themes") {
        Some(toml::Value::Array(items)) => {
            let mut themes = Vec::new();
            for (i, item) in items.iter().enumerate() {
                match item {
                    toml::Value::String(s) => themes.push(s.clone()),
                    _ => problems.push(not_text(Place::theme(i))),
                }
            }
            themes
        }
        Some(_) => {
            problems.push(found(
                Place::key("themes"),
                "errors-content-puzzle-themes-not-list",
                Vec::new(),
                "must be a list of words",
            ));
            vec!["unknown".into()]
        }
        None if strict => {
            problems.push(missing("themes"));
            vec!["unknown".into()]
        }
        None => Vec::new(),
    };
    let themes_public = match table.get("themes_public") {
        Some(toml::Value::Boolean(b)) => *b,
        Some(_) => {
            problems.push(found(
                Place::key("themes_public"),
                "errors-content-puzzle-not-boolean",
                Vec::new(),
                "must be true or false",
            ));
            false
        }
        None => false,
    };
    let mut reported = BTreeSet::new();
    let parts = match table.get("parts") {
        Some(toml::Value::Array(items)) => {
            let mut parts = Vec::new();
            for (i, item) in items.iter().enumerate() {
                let place = || Place::part(i);
                let Some(part) = item.as_table() else {
                    problems.push(found(
                        place(),
                        "errors-content-puzzle-part-not-table",
                        Vec::new(),
                        "must be a table with text and score",
                    ));
                    continue;
                };
                for key in part.keys() {
                    if key != "text" && key != "score" {
                        problems.push(found(
                            place(),
                            "errors-content-puzzle-unknown-part-key",
                            vec![("key", quoted(key))],
                            format!("{key:?} is not a part key (keys: text, score)"),
                        ));
                    }
                }
                let text = match part.get("text") {
                    Some(toml::Value::String(s)) => Some(s.clone()),
                    Some(_) => {
                        problems.push(found(
                            place(),
                            "errors-content-puzzle-part-text-not-text",
                            Vec::new(),
                            "text must be text (a string)",
                        ));
                        None
                    }
                    None => {
                        problems.push(found(
                            place(),
                            "errors-content-puzzle-part-text-missing",
                            Vec::new(),
                            "text is missing",
                        ));
                        None
                    }
                };
                let score = match part.get("score") {
                    Some(toml::Value::Integer(n)) => Some(*n),
                    Some(_) => {
                        problems.push(found(
                            place(),
                            "errors-content-puzzle-score",
                            Vec::new(),
                            SCORE_RULE,
                        ));
                        None
                    }
                    None => {
                        problems.push(found(
                            place(),
                            "errors-content-puzzle-score-missing",
                            Vec::new(),
                            "score is missing",
                        ));
                        None
                    }
                };
                // A part with a problem above still takes its place, so that the
                // later parts keep their numbers.
                if score.is_none() {
                    reported.insert(parts.len());
                }
                parts.push(PartSpec {
                    text: text.unwrap_or_else(|| "(missing)".into()),
                    score: score.unwrap_or(0),
                });
            }
            Some(parts)
        }
        Some(_) => {
            problems.push(found(
                Place::key("parts"),
                "errors-content-puzzle-parts-not-list",
                Vec::new(),
                "must be a list of parts, each with text and score",
            ));
            None
        }
        None => {
            problems.push(missing("parts"));
            None
        }
    };
    if !ok {
        return None;
    }
    let spec = PuzzleSpec {
        id,
        title: title?,
        difficulty,
        themes,
        themes_public,
        situation: situation?,
        solution: solution?,
        parts: parts.unwrap_or_default(),
    };
    Some((spec, reported))
}

/// `key` is missing.
fn missing(key: &str) -> ExplainedProblem {
    found(
        Place::key(key),
        "errors-content-missing",
        Vec::new(),
        "is missing",
    )
}

/// The value at `at` is not a string.
fn not_text(at: Place) -> ExplainedProblem {
    found(
        at,
        "errors-content-puzzle-not-text",
        Vec::new(),
        "must be text (a string)",
    )
}

fn has_control(text: &str, line_breaks: bool) -> bool {
    text.chars()
        .any(|c| c.is_control() && !(line_breaks && c == '\n'))
}

fn is_slug(text: &str, max: usize) -> bool {
    !text.is_empty()
        && text.chars().count() <= max
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// What two part texts are compared by: letters and digits only, in lower case
/// after Unicode NFC, so that parts differing only in punctuation, spacing or case
/// are the same part.
pub fn part_key(text: &str) -> String {
    text.nfc()
        .flat_map(char::to_lowercase)
        .filter(|c| c.is_alphanumeric())
        .collect()
}

/// Sentences in a text: runs of `.`, `!` or `?` (and closing quotes or brackets)
/// before a space or the end; trailing words without a stop count as one more.
pub fn sentences(text: &str) -> usize {
    let chars: Vec<char> = text.trim().chars().collect();
    if chars.is_empty() {
        return 0;
    }
    let mut count = 0;
    let mut i = 0;
    let mut ends_with_stop = false;
    while i < chars.len() {
        if matches!(chars[i], '.' | '!' | '?') {
            let mut j = i;
            while j < chars.len() && matches!(chars[j], '.' | '!' | '?') {
                j += 1;
            }
            while j < chars.len() && matches!(chars[j], '"' | '\'' | ')' | ']') {
                j += 1;
            }
            if j == chars.len() || chars[j].is_whitespace() {
                count += 1;
                ends_with_stop = j == chars.len();
            }
            i = j;
        } else {
            i += 1;
        }
    }
    if !ends_with_stop {
        count += 1;
    }
    count
}

impl PuzzleSpec {
    /// Validates a Lateral Master's own puzzle (limits, parts, scores from 1 to
    /// 100 summing to exactly 100); missing `id`, `difficulty`, `themes` take their
    /// defaults. A match's setup runs this.
    pub fn validate(&self) -> Result<Puzzle, Vec<PuzzleProblem>> {
        self.check(false, &BTreeSet::new()).map_err(english)
    }

    /// `strict` is a puzzle file's check: the situation short enough to read
    /// aloud (1 to 4 sentences) and themes given. `reported`: parts whose score
    /// a reader already reported.
    fn check(
        &self,
        strict: bool,
        reported: &BTreeSet<usize>,
    ) -> Result<Puzzle, Vec<ExplainedProblem>> {
        let mut out = Vec::new();
        let id = self.id.clone().unwrap_or_else(|| "custom".into());
        if !is_slug(&id, limits::ID) {
            out.push(found(
                Place::key("id"),
                "errors-content-puzzle-id",
                vec![("id", quoted(&id)), ("max", limits::ID.into())],
                format!(
                    "{id:?} is not a puzzle id: 1 to {} lowercase letters, digits and hyphens",
                    limits::ID
                ),
            ));
        }
        let mut text = |place: &dyn Fn() -> Place, value: &str, max: usize, line_breaks: bool| {
            let trimmed = value.trim();
            if trimmed.is_empty() {
                out.push(found(
                    place(),
                    "errors-content-empty",
                    Vec::new(),
                    "is empty",
                ));
            } else if trimmed.chars().count() > max {
                out.push(found(
                    place(),
                    "errors-content-puzzle-too-long",
                    vec![("max", max.into())],
                    format!("longer than {max} characters"),
                ));
            }
            if has_control(value.trim(), line_breaks) {
                out.push(if line_breaks {
                    found(
                        place(),
                        "errors-content-puzzle-control-characters",
                        Vec::new(),
                        "has control characters (only line breaks are allowed)",
                    )
                } else {
                    found(
                        place(),
                        "errors-content-puzzle-one-line",
                        Vec::new(),
                        "must be one line without control characters",
                    )
                });
            }
        };
        text(&|| Place::key("title"), &self.title, limits::TITLE, false);
        text(
            &|| Place::key("situation"),
            &self.situation,
            limits::SITUATION,
            true,
        );
        text(
            &|| Place::key("solution"),
            &self.solution,
            limits::SOLUTION,
            true,
        );
        for (i, part) in self.parts.iter().enumerate() {
            text(&|| Place::part(i), &part.text, limits::PART, true);
        }
        if strict {
            let n = sentences(&self.situation);
            if !self.situation.trim().is_empty() && !limits::SITUATION_SENTENCES.contains(&n) {
                out.push(found(
                    Place::key("situation"),
                    "errors-content-puzzle-sentences",
                    vec![("count", n.into())],
                    format!("has {n} sentences; it is read aloud: 1 to 4"),
                ));
            }
        }
        let difficulty = self.difficulty.unwrap_or(3);
        if !limits::DIFFICULTY.contains(&difficulty) {
            out.push(found(
                Place::key("difficulty"),
                "errors-content-puzzle-difficulty",
                vec![("difficulty", difficulty.into())],
                format!("{difficulty} must be 1 (easy) to 5 (hardest)"),
            ));
        }
        let themes = if self.themes.is_empty() && !strict {
            vec!["custom".to_owned()]
        } else {
            self.themes.clone()
        };
        if !limits::THEMES.contains(&themes.len()) {
            out.push(found(
                Place::key("themes"),
                "errors-content-puzzle-theme-count",
                vec![("count", themes.len().into())],
                format!("has {} themes: 1 to 4", themes.len()),
            ));
        }
        for (i, theme) in themes.iter().enumerate() {
            if !is_slug(theme, limits::THEME) {
                out.push(found(
                    Place::theme(i),
                    "errors-content-puzzle-theme",
                    vec![("theme", quoted(theme)), ("max", limits::THEME.into())],
                    format!(
                        "{theme:?} must be 1 to {} lowercase letters, digits and hyphens",
                        limits::THEME
                    ),
                ));
            } else if themes[..i].contains(theme) {
                out.push(found(
                    Place::theme(i),
                    "errors-content-puzzle-theme-twice",
                    vec![("theme", quoted(theme))],
                    format!("{theme:?} is listed twice"),
                ));
            }
        }
        if !limits::PARTS.contains(&self.parts.len()) {
            out.push(found(
                Place::key("parts"),
                "errors-content-puzzle-part-count",
                vec![("count", self.parts.len().into())],
                format!("has {} parts: a puzzle has 2 to 8", self.parts.len()),
            ));
        }
        // Every score is checked on its own; the sum only when each is a whole
        // number from 1 to 100, so it is a sum of small numbers (never an
        // overflow) and a wrong total is never reported on top of a wrong part.
        let mut all_scores_valid = true;
        let mut total: u64 = 0;
        let mut keys: Vec<String> = Vec::with_capacity(self.parts.len());
        for (i, part) in self.parts.iter().enumerate() {
            let place = || Place::part(i);
            if reported.contains(&i) {
                all_scores_valid = false;
            } else if limits::PART_SCORE.contains(&part.score) {
                total += part.score.unsigned_abs();
            } else {
                all_scores_valid = false;
                out.push(found(
                    place(),
                    "errors-content-puzzle-score-not",
                    vec![("score", part.score.into())],
                    format!("{SCORE_RULE}, not {}", part.score),
                ));
            }
            let key = part_key(&part.text);
            if key.is_empty() {
                if !part.text.trim().is_empty() {
                    out.push(found(
                        place(),
                        "errors-content-puzzle-part-no-letters",
                        Vec::new(),
                        "has no letters or digits",
                    ));
                }
            } else if let Some(earlier) = keys.iter().position(|k| *k == key) {
                out.push(found(
                    place(),
                    "errors-content-puzzle-part-same",
                    vec![("part", (earlier + 1).into())],
                    format!(
                        "says the same as part {} (only punctuation, spacing or case differ)",
                        earlier + 1
                    ),
                ));
            }
            keys.push(key);
        }
        if !self.parts.is_empty() && all_scores_valid && total != u64::from(limits::TOTAL) {
            out.push(found(
                Place::key("parts"),
                "errors-content-puzzle-score-total",
                vec![("total", total.into())],
                format!("scores sum to {total}, not exactly 100 (LP-2)"),
            ));
        }
        if !out.is_empty() {
            return Err(out);
        }
        Ok(Puzzle {
            id,
            title: self.title.trim().to_owned(),
            difficulty,
            themes,
            themes_public: self.themes_public,
            situation: self.situation.trim().to_owned(),
            solution: self.solution.trim().to_owned(),
            parts: self
                .parts
                .iter()
                .map(|p| Part {
                    text: p.text.trim().to_owned(),
                    // Checked to be 1 to 100 above.
                    score: u32::try_from(p.score).unwrap_or(0),
                })
                .collect(),
        })
    }
}

impl Puzzle {
    /// The spec that validates back to this puzzle.
    pub fn to_spec(&self) -> PuzzleSpec {
        PuzzleSpec {
            id: Some(self.id.clone()),
            title: self.title.clone(),
            difficulty: Some(self.difficulty),
            themes: self.themes.clone(),
            themes_public: self.themes_public,
            situation: self.situation.clone(),
            solution: self.solution.clone(),
            parts: self
                .parts
                .iter()
                .map(|p| PartSpec {
                    text: p.text.clone(),
                    score: i64::from(p.score),
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"
id = "the-red-dame"
title = "The Red Dame"
difficulty = 2
themes = ["crime", "garden"]
situation = "A lady in red died in her garden, holding a yellow rose."
solution = "Bartholomew the gardener killed her with a rose whose thorns he had poisoned, to avenge his sister."

[[parts]]
text = "Bartholomew is the killer"
score = 40

[[parts]]
text = "A yellow rose is the murder weapon"
score = 25

[[parts]]
text = "The thorns were poisoned"
score = 20

[[parts]]
text = "The motive is revenge"
score = 10

[[parts]]
text = "For his dead sister"
score = 5
"#;

    fn places(text: &str) -> Vec<String> {
        check_puzzle(text)
            .expect_err("refused")
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn the_rulebooks_red_dame_passes() {
        let puzzle = check_puzzle(GOOD).expect("valid");
        assert_eq!(puzzle.parts.len(), 5);
        assert_eq!(puzzle.parts.iter().map(|p| p.score).sum::<u32>(), 100);
        assert_eq!(puzzle.to_spec().validate().expect("round trip"), puzzle);
    }

    #[test]
    fn scores_are_whole_points_from_1_to_100_summing_to_100() {
        let text = GOOD.replace("score = 25", "score = -25");
        let found = places(&text);
        assert_eq!(
            found,
            vec!["part 2: score must be a whole number from 1 to 100, not -25".to_owned()],
            "no sum is reported on top of a wrong part"
        );
        let found = places(&GOOD.replace("score = 5\n", "score = 6\n"));
        assert_eq!(
            found,
            vec!["parts: scores sum to 101, not exactly 100 (LP-2)".to_owned()]
        );
    }

    #[test]
    fn limits_are_named_with_their_place() {
        let long = "T".repeat(81);
        let found = places(&GOOD.replace("The Red Dame", &long));
        assert_eq!(found, vec!["title: longer than 80 characters".to_owned()]);
        let found = places(&GOOD.replace("difficulty = 2", "difficulty = 9"));
        assert_eq!(
            found,
            vec!["difficulty: 9 must be 1 (easy) to 5 (hardest)".to_owned()]
        );
        let found = places(&GOOD.replace("the-red-dame", "The Red Dame"));
        assert!(found[0].starts_with("id: "), "{found:?}");
        let found = places(&GOOD.replace("\"garden\"", "\"Garden!\""));
        assert!(found[0].starts_with("theme 2: "), "{found:?}");
        let found = places(&GOOD.replace("\"garden\"", "\"crime\""));
        assert_eq!(found, vec!["theme 2: \"crime\" is listed twice".to_owned()]);
        let found = places(&GOOD.replace("For his dead sister", &"x".repeat(301)));
        assert_eq!(found, vec!["part 5: longer than 300 characters".to_owned()]);
        let found = places(&GOOD.replace("holding a yellow rose.", "holding a \\u0007 rose."));
        assert!(found[0].starts_with("situation: has control"), "{found:?}");
    }

    #[test]
    fn keys_are_checked() {
        let found = places(&GOOD.replace("difficulty = 2\n", "difficulty = 2\nauthor = \"me\"\n"));
        assert!(
            found[0].starts_with("author: is not a puzzle key"),
            "{found:?}"
        );
        let found = places(&GOOD.replace("title = \"The Red Dame\"\n", ""));
        assert_eq!(found, vec!["title: is missing".to_owned()]);
        let found = places(&GOOD.replace("score = 40", "score = \"forty\""));
        assert!(
            found.contains(&"part 1: score must be a whole number from 1 to 100".to_owned()),
            "{found:?}"
        );
        let found = places("title = ");
        assert!(
            found[0].starts_with("puzzle file: is not valid TOML"),
            "{found:?}"
        );
        let found = places(&GOOD.replace('\n', "\r\n"));
        assert!(found[0].starts_with("puzzle file: contains carriage returns"));
    }

    #[test]
    fn part_count_and_duplicates() {
        let one = r#"
id = "one"
title = "One"
difficulty = 1
themes = ["x"]
situation = "Something happened."
solution = "It did."
[[parts]]
text = "All of it"
score = 100
"#;
        assert_eq!(
            places(one),
            vec!["parts: has 1 parts: a puzzle has 2 to 8".to_owned()]
        );
        let found = places(&GOOD.replace("For his dead sister", "the motive is revenge"));
        assert_eq!(
            found,
            vec![
                "part 5: says the same as part 4 (only punctuation, spacing or case differ)"
                    .to_owned()
            ]
        );
    }

    #[test]
    fn situations_are_short_enough_to_read_aloud() {
        assert_eq!(sentences("One. Two! Three? \"Four.\""), 4);
        assert_eq!(sentences("No stop at the end"), 1);
        assert_eq!(sentences("He said 3.5 words."), 1);
        let long = "It rained. ".repeat(5);
        let found = places(&GOOD.replace(
            "A lady in red died in her garden, holding a yellow rose.",
            long.trim(),
        ));
        assert_eq!(
            found,
            vec!["situation: has 5 sentences; it is read aloud: 1 to 4".to_owned()]
        );
    }

    #[test]
    fn a_custom_puzzle_takes_defaults() {
        let spec = PuzzleSpec {
            id: None,
            title: "Mine".into(),
            difficulty: None,
            themes: Vec::new(),
            themes_public: false,
            situation: "A man walks into a bar and asks for water.".into(),
            solution: "He had hiccups; the barman scared them away with a gun.".into(),
            parts: vec![
                PartSpec {
                    text: "He had hiccups".into(),
                    score: 60,
                },
                PartSpec {
                    text: "The gun scared them away".into(),
                    score: 40,
                },
            ],
        };
        let puzzle = spec.validate().expect("valid");
        assert_eq!(puzzle.id, "custom");
        assert_eq!(puzzle.themes, vec!["custom".to_owned()]);
        let mut broken = spec.clone();
        broken.parts.clear();
        let problems = broken.validate().expect_err("no parts");
        assert_eq!(
            problems[0].to_string(),
            "parts: has 0 parts: a puzzle has 2 to 8"
        );
    }

    #[test]
    fn file_names_carry_the_id() {
        assert!(check_puzzle_file("01-the-red-dame.toml", GOOD).is_ok());
        let problems = check_puzzle_file("01-another.toml", GOOD).expect_err("slug");
        assert_eq!(problems[0].place, "id");
        let problems = check_puzzle_file("red-dame.toml", GOOD).expect_err("name");
        assert_eq!(problems[0].place, "file name");
    }
}
