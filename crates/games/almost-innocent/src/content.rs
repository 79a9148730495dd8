//! Scenario content: the clue catalogue (names, French names, animal and liquid
//! attributes), the scenario file format (TOML), the pure validator
//! [`check_scenario`] that reports every problem with its place, and the compiled
//! [`Board`] the rules play on. The shipped scenarios are embedded here.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use sleuth_core::translations::Translations;

pub use crate::scenario_problem::{Place, Problem, ProblemKind};

/// The five clue types, in resolution order (ruling AI-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClueType {
    Culprit,
    Victim,
    Crime,
    Evidence,
    Place,
}

impl ClueType {
    pub const ALL: [ClueType; 5] = [
        ClueType::Culprit,
        ClueType::Victim,
        ClueType::Crime,
        ClueType::Evidence,
        ClueType::Place,
    ];

    /// The two-letter code used in scenario grids: Cu, Vi, Cr, Ev, Pl.
    pub fn code(self) -> &'static str {
        match self {
            ClueType::Culprit => "Cu",
            ClueType::Victim => "Vi",
            ClueType::Crime => "Cr",
            ClueType::Evidence => "Ev",
            ClueType::Place => "Pl",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ClueType::Culprit => "culprit",
            ClueType::Victim => "victim",
            ClueType::Crime => "crime",
            ClueType::Evidence => "evidence",
            ClueType::Place => "place",
        }
    }

    pub fn from_name(name: &str) -> Option<ClueType> {
        ClueType::ALL.into_iter().find(|t| t.name() == name)
    }

    fn from_code(code: &str) -> Option<ClueType> {
        ClueType::ALL.into_iter().find(|t| t.code() == code)
    }

    /// Only these types have star (special) cards.
    pub fn has_star_cards(self) -> bool {
        matches!(
            self,
            ClueType::Culprit | ClueType::Victim | ClueType::Evidence
        )
    }
}

impl fmt::Display for ClueType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The five abilities (ruling AI-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    Din,
    Teor,
    Edd,
    Okra,
    Valia,
}

impl Ability {
    pub const ALL: [Ability; 5] = [
        Ability::Din,
        Ability::Teor,
        Ability::Edd,
        Ability::Okra,
        Ability::Valia,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Ability::Din => "din",
            Ability::Teor => "teor",
            Ability::Edd => "edd",
            Ability::Okra => "okra",
            Ability::Valia => "valia",
        }
    }

    pub fn from_name(name: &str) -> Option<Ability> {
        Ability::ALL.into_iter().find(|a| a.name() == name)
    }
}

impl fmt::Display for Ability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    #[default]
    Easy,
    Medium,
    Detective,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Detective];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Detective => "detective",
        }
    }

    fn index(self) -> usize {
        match self {
            Difficulty::Easy => 0,
            Difficulty::Medium => 1,
            Difficulty::Detective => 2,
        }
    }
}

/// The module names a scenario lists.
pub const MODULES: [&str; 7] = [
    "five_types",
    "question_limits",
    "abilities",
    "queen",
    "big_clues",
    "seventh_clues",
    "special_clues",
];

/// The most players a scenario must be able to deal for.
pub const MAX_PLAYERS: usize = 5;
/// Investigation tokens in the box.
pub const MAX_TOKENS: i64 = 12;
/// Almost-Innocent tokens in the box.
pub const MAX_ALMOST_INNOCENT: i64 = 3;
/// The longest story, in characters.
pub const MAX_STORY_CHARS: usize = 1500;

// ---------------------------------------------------------------------------
// The catalogue (ruling AI-1: names after the published game, a seventh of each
// type and the star clues our own, animals and liquids marked for Edd).

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawClueName {
    en: String,
    fr: String,
    #[serde(default)]
    animal: bool,
    #[serde(default)]
    liquid: bool,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCatalogueType {
    clues: Vec<RawClueName>,
    #[serde(default)]
    star: Option<RawClueName>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCatalogue {
    culprit: RawCatalogueType,
    victim: RawCatalogueType,
    crime: RawCatalogueType,
    evidence: RawCatalogueType,
    place: RawCatalogueType,
}

impl RawCatalogue {
    fn of(&self, kind: ClueType) -> &RawCatalogueType {
        match kind {
            ClueType::Culprit => &self.culprit,
            ClueType::Victim => &self.victim,
            ClueType::Crime => &self.crime,
            ClueType::Evidence => &self.evidence,
            ClueType::Place => &self.place,
        }
    }
}

const CATALOGUE_TOML: &str = include_str!("../content/clues.toml");

fn catalogue() -> &'static RawCatalogue {
    static CATALOGUE: OnceLock<RawCatalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| {
        // The catalogue is shipped with the crate and checked by a test.
        #[allow(clippy::expect_used)]
        toml::from_str(CATALOGUE_TOML).expect("the embedded clue catalogue parses")
    })
}

// ---------------------------------------------------------------------------
// Shipped scenarios.

/// (file name, text) of every shipped scenario, in campaign order.
pub const SCENARIO_FILES: [(&str, &str); 8] = [
    (
        "01-spiced-tea.toml",
        include_str!("../content/scenarios/01-spiced-tea.toml"),
    ),
    (
        "02-mill-at-dawn.toml",
        include_str!("../content/scenarios/02-mill-at-dawn.toml"),
    ),
    (
        "03-two-faced-tokens.toml",
        include_str!("../content/scenarios/03-two-faced-tokens.toml"),
    ),
    (
        "04-giants-in-the-grid.toml",
        include_str!("../content/scenarios/04-giants-in-the-grid.toml"),
    ),
    (
        "05-friends-in-need.toml",
        include_str!("../content/scenarios/05-friends-in-need.toml"),
    ),
    (
        "06-the-queens-stroll.toml",
        include_str!("../content/scenarios/06-the-queens-stroll.toml"),
    ),
    (
        "07-seven-of-everything.toml",
        include_str!("../content/scenarios/07-seven-of-everything.toml"),
    ),
    (
        "08-the-starless-crown.toml",
        include_str!("../content/scenarios/08-the-starless-crown.toml"),
    ),
];

/// Every shipped scenario, compiled.
pub fn scenarios() -> &'static [Board] {
    static BOARDS: OnceLock<Vec<Board>> = OnceLock::new();
    BOARDS.get_or_init(|| {
        SCENARIO_FILES
            .iter()
            .filter_map(|(name, text)| compile_scenario(name, text).ok())
            .collect()
    })
}

/// A shipped scenario by id.
pub fn scenario(id: &str) -> Option<&'static Board> {
    scenarios().iter().find(|b| b.id == id)
}

// ---------------------------------------------------------------------------
// Translations (docs/content/translations.md): `content/scenarios/<language>/`
// holds a scenario's translation under its English file name, with the same id,
// grid, types, modules, abilities and difficulties; only the title and the story
// are rewritten (the clue names come from the catalogue, in both languages).

include!(concat!(env!("OUT_DIR"), "/scenario_translations.rs"));

/// The language every scenario is written in first, the one a config means when
/// it names none; translations are compared with it.
pub const REFERENCE_LANGUAGE: &str = "en";

struct ScenarioTranslations {
    /// (language, compiled translation), in language then file order.
    boards: Translations<Board>,
    problems: Vec<Problem>,
}

fn translations() -> &'static ScenarioTranslations {
    static TRANSLATIONS: OnceLock<ScenarioTranslations> = OnceLock::new();
    TRANSLATIONS.get_or_init(|| {
        let mut boards = Vec::new();
        let mut problems = Vec::new();
        for &(language, file, text) in SCENARIO_TRANSLATIONS {
            let place = format!("scenarios/{language}/{file}");
            let Some((_, original)) = SCENARIO_FILES.iter().find(|(name, _)| *name == file) else {
                problems.push(Problem::new(
                    &place,
                    None,
                    ProblemKind::NoEnglishOriginal {
                        file: (*file).to_owned(),
                    },
                ));
                continue;
            };
            match check_translation(&place, original, text) {
                Ok(board) => boards.push((language, board)),
                Err(found) => problems.extend(found),
            }
        }
        ScenarioTranslations {
            boards: Translations::new(
                REFERENCE_LANGUAGE,
                |board: &Board| board.id.as_str(),
                boards,
            ),
            problems,
        }
    })
}

/// The shipped scenario `id` in `language` (`en` is the original; any other
/// language is a checked translation), or `None` when it does not exist there.
pub fn scenario_in(id: &str, language: &str) -> Option<&'static Board> {
    translations()
        .boards
        .piece_in(id, language, || scenario(id))
}

/// The languages the shipped scenario `id` exists in, English first (empty when
/// there is no such scenario).
pub fn languages_of(id: &str) -> Vec<&'static str> {
    translations().boards.languages_of(id, scenario(id))
}

/// Every problem of the shipped translations (a test asserts there are none; a
/// translation with problems is left out of [`scenario_in`]).
pub fn translation_problems() -> &'static [Problem] {
    &translations().problems
}

/// Checks a translation (`translated`, named `source_name` in the problems)
/// against its English original: both must pass [`compile_scenario`], and the
/// translation must have the original's id, clue types, modules, abilities, grid
/// and difficulties, and no `title_fr` (its `title` is in its own language).
/// Returns the compiled translation, or every difference found, each named.
pub fn check_translation(
    source_name: &str,
    original: &str,
    translated: &str,
) -> Result<Board, Vec<Problem>> {
    let english = compile_scenario("the English original", original).map_err(|found| {
        found
            .into_iter()
            .map(|p| {
                Problem::new(
                    source_name,
                    Some(Place::EnglishOriginal),
                    ProblemKind::InEnglishOriginal {
                        at: p.at.unwrap_or(Place::File),
                        problem: Box::new(p.kind),
                    },
                )
            })
            .collect::<Vec<_>>()
    })?;
    let board = compile_scenario(source_name, translated)?;
    let mut problems = Vec::new();
    let differs =
        |found: String, english: String| ProblemKind::TranslationDiffers { found, english };
    let mut problem =
        |at: Place, kind: ProblemKind| problems.push(Problem::new(source_name, Some(at), kind));
    if board.id != english.id {
        problem(
            Place::key("id"),
            ProblemKind::TranslationId {
                id: format!("{:?}", board.id),
                english: format!("{:?}", english.id),
            },
        );
    }
    if board.title_fr.is_some() {
        problem(Place::key("title_fr"), ProblemKind::TranslationTitleFr);
    }
    let names = |list: &[String]| list.join(", ");
    let types = |b: &Board| {
        b.types
            .iter()
            .map(|t| t.name().to_owned())
            .collect::<Vec<_>>()
    };
    if board.types != english.types {
        problem(
            Place::key("types"),
            differs(names(&types(&board)), names(&types(&english))),
        );
    }
    if board.modules != english.modules {
        problem(
            Place::key("modules"),
            differs(names(&board.modules), names(&english.modules)),
        );
    }
    let abilities = |b: &Board| {
        b.abilities
            .iter()
            .map(|a| a.name().to_owned())
            .collect::<Vec<_>>()
    };
    if board.abilities != english.abilities {
        problem(
            Place::key("abilities"),
            differs(names(&abilities(&board)), names(&abilities(&english))),
        );
    }
    for (row, (mine, theirs)) in board
        .grid_codes()
        .iter()
        .zip(english.grid_codes().iter())
        .enumerate()
    {
        if mine != theirs {
            problem(
                Place::GridRow(row + 1),
                differs(mine.join(" "), theirs.join(" ")),
            );
        }
    }
    for difficulty in Difficulty::ALL {
        let (mine, theirs) = (board.setup(difficulty), english.setup(difficulty));
        if mine != theirs {
            problem(
                Place::key(format!("difficulty.{}", difficulty.name())),
                differs(setup_words(mine), setup_words(theirs)),
            );
        }
    }
    if problems.is_empty() {
        Ok(board)
    } else {
        Err(problems)
    }
}

/// "tokens 10, almost_innocent 2, quantity 6, type 4", for a difference.
fn setup_words(setup: DifficultySetup) -> String {
    let mut words = format!(
        "tokens {}, almost_innocent {}",
        setup.tokens, setup.almost_innocent
    );
    if let Some(limits) = setup.limits {
        words.push_str(&format!(
            ", quantity {}, type {}",
            limits.quantity, limits.kind
        ));
    }
    words
}

// ---------------------------------------------------------------------------
// The file format.

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenario {
    id: String,
    title: String,
    #[serde(default)]
    title_fr: Option<String>,
    story: String,
    types: Vec<String>,
    #[serde(default)]
    modules: Vec<String>,
    #[serde(default)]
    abilities: Vec<String>,
    grid: Vec<String>,
    difficulty: BTreeMap<String, RawDifficulty>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDifficulty {
    tokens: i64,
    almost_innocent: i64,
    #[serde(default)]
    quantity: Option<i64>,
    #[serde(default, rename = "type")]
    kind: Option<i64>,
}

/// The token setup of one difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DifficultySetup {
    pub tokens: u8,
    pub almost_innocent: u8,
    /// With question-type limits: how many tokens show the quantity face and how
    /// many the type face (they sum to `tokens`).
    pub limits: Option<QuestionLimits>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionLimits {
    pub quantity: u8,
    #[serde(rename = "type")]
    pub kind: u8,
}

/// One clue on a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clue {
    pub kind: ClueType,
    /// 1-7, or 0 for the star clue.
    pub number: u8,
    /// The grid code, e.g. `Vi3` or `Cu*`.
    pub code: String,
    pub name: String,
    pub name_fr: String,
    pub animal: bool,
    pub liquid: bool,
    /// Cells as (row, column), 0-based.
    pub cells: Vec<(u8, u8)>,
    /// Lines it lies in: bits 0-5 rows 1-6, bits 6-11 columns A-F.
    pub lines: u16,
    /// Cells as bits `row * 6 + column`.
    pub cell_bits: u64,
}

impl Clue {
    pub fn is_star(&self) -> bool {
        self.number == 0
    }
}

/// A compiled scenario: what the rules play on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub id: String,
    pub title: String,
    pub title_fr: Option<String>,
    pub story: String,
    /// Types in play, in resolution order.
    pub types: Vec<ClueType>,
    pub modules: Vec<String>,
    pub abilities: Vec<Ability>,
    pub clues: Vec<Clue>,
    /// Clue index of each cell, `None` for an empty cell; `grid[row][column]`.
    pub grid: Vec<Vec<Option<u8>>>,
    /// Easy, medium, detective.
    pub setups: Vec<DifficultySetup>,
}

impl Board {
    /// The answer a seat whose combination is `combo` (clue indices in `types`
    /// order; entries past the board's types are ignored) gives to `asked` (ruling AI-3: big clues count once per line and once
    /// per zone). The rules, the bots and the solver all answer through this.
    pub(crate) fn answer(&self, combo: &[u8], asked: &crate::types::Asked) -> crate::types::Answer {
        use crate::types::{Answer, Asked};
        let n = self.types.len();
        let clue = |c: u8| &self.clues[usize::from(c)];
        match asked {
            Asked::Line { line, about, .. } => {
                let bit = 1u16 << line.index().unwrap_or(0);
                match about {
                    None => Answer::Count(
                        combo[..n]
                            .iter()
                            .filter(|&&c| clue(c).lines & bit != 0)
                            .count() as u8,
                    ),
                    Some(t) => Answer::Yes(clue(combo[self.type_position(*t)]).lines & bit != 0),
                }
            }
            Asked::Edd { about } => {
                let c = clue(combo[self.type_position(*about)]);
                Answer::Yes(if *about == ClueType::Culprit {
                    c.animal
                } else {
                    c.liquid
                })
            }
            Asked::Valia { zone } => {
                let mask = zone.mask().unwrap_or(0);
                Answer::Count(
                    combo[..n]
                        .iter()
                        .filter(|&&c| clue(c).cell_bits & mask != 0)
                        .count() as u8,
                )
            }
        }
    }

    /// Where clue type `t` sits in a combination (0 if the board lacks it).
    pub(crate) fn type_position(&self, t: ClueType) -> usize {
        self.types.iter().position(|&x| x == t).unwrap_or(0)
    }

    pub fn queen(&self) -> bool {
        self.modules.iter().any(|m| m == "queen")
    }

    pub fn setup(&self, difficulty: Difficulty) -> DifficultySetup {
        self.setups[difficulty.index()]
    }

    pub fn clue_by_code(&self, code: &str) -> Option<usize> {
        self.clues.iter().position(|c| c.code == code)
    }

    /// The solution deck of a type: one card per regular clue and two per star clue.
    pub fn deck(&self, kind: ClueType) -> Vec<u8> {
        let mut deck = Vec::new();
        for (i, clue) in self.clues.iter().enumerate() {
            if clue.kind == kind {
                deck.push(i as u8);
                if clue.is_star() {
                    deck.push(i as u8);
                }
            }
        }
        deck
    }

    /// Clue indices of one type.
    pub fn clues_of(&self, kind: ClueType) -> Vec<u8> {
        (0..self.clues.len() as u8)
            .filter(|&i| self.clues[usize::from(i)].kind == kind)
            .collect()
    }

    /// The grid as codes, `"."` for empty cells.
    pub fn grid_codes(&self) -> Vec<Vec<String>> {
        self.grid
            .iter()
            .map(|row| {
                row.iter()
                    .map(|cell| {
                        cell.map_or_else(
                            || ".".to_owned(),
                            |i| self.clues[usize::from(i)].code.clone(),
                        )
                    })
                    .collect()
            })
            .collect()
    }
}

fn column_letter(c: usize) -> char {
    (b'A' + c as u8) as char
}

/// Parses and checks a scenario file, reporting every problem found.
pub fn check_scenario(source_name: &str, text: &str) -> Vec<Problem> {
    match compile_scenario(source_name, text) {
        Ok(_) => Vec::new(),
        Err(problems) => problems,
    }
}

/// Parses, checks and compiles a scenario file.
pub fn compile_scenario(source_name: &str, text: &str) -> Result<Board, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut problem =
        |at: Place, kind: ProblemKind| problems.push(Problem::new(source_name, Some(at), kind));
    let raw: RawScenario = match toml::from_str(text) {
        Ok(raw) => raw,
        Err(err) => {
            let at = match err.span() {
                Some(span) => {
                    Place::Line(text[..span.start.min(text.len())].matches('\n').count() + 1)
                }
                None => Place::File,
            };
            return Err(vec![Problem::new(
                source_name,
                Some(at),
                ProblemKind::Toml {
                    detail: err.message().to_owned(),
                },
            )]);
        }
    };

    // Identity and story.
    if raw.id.is_empty()
        || !raw
            .id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        problem(
            Place::key("id"),
            ProblemKind::Id {
                id: format!("{:?}", raw.id),
            },
        );
    }
    if raw.title.trim().is_empty() {
        problem(Place::key("title"), ProblemKind::TitleEmpty);
    }
    if raw.story.trim().is_empty() {
        problem(Place::key("story"), ProblemKind::StoryEmpty);
    } else if raw.story.chars().count() > MAX_STORY_CHARS {
        problem(
            Place::key("story"),
            ProblemKind::StoryTooLong {
                max: MAX_STORY_CHARS,
            },
        );
    }

    // Types.
    let mut types = Vec::new();
    for (i, name) in raw.types.iter().enumerate() {
        match ClueType::from_name(name) {
            None => problem(
                Place::key(format!("types[{i}]")),
                ProblemKind::UnknownType {
                    name: format!("{name:?}"),
                },
            ),
            Some(t) if types.contains(&t) => problem(
                Place::key(format!("types[{i}]")),
                ProblemKind::ListedTwice { name: name.clone() },
            ),
            Some(t) => types.push(t),
        }
    }
    if !(4..=5).contains(&raw.types.len()) {
        problem(
            Place::key("types"),
            ProblemKind::TypeCount {
                count: raw.types.len(),
            },
        );
    }
    types.sort();

    // Modules.
    let mut modules = Vec::new();
    for (i, name) in raw.modules.iter().enumerate() {
        if !MODULES.contains(&name.as_str()) {
            problem(
                Place::key(format!("modules[{i}]")),
                ProblemKind::UnknownModule {
                    name: format!("{name:?}"),
                    known: MODULES.join(", "),
                },
            );
        } else if modules.contains(name) {
            problem(
                Place::key(format!("modules[{i}]")),
                ProblemKind::ListedTwice { name: name.clone() },
            );
        } else {
            modules.push(name.clone());
        }
    }
    let has_module = |name: &str| modules.iter().any(|m| m == name);

    // Abilities.
    let mut abilities = Vec::new();
    for (i, name) in raw.abilities.iter().enumerate() {
        match Ability::from_name(name) {
            None => problem(
                Place::key(format!("abilities[{i}]")),
                ProblemKind::UnknownAbility {
                    name: format!("{name:?}"),
                },
            ),
            Some(a) if abilities.contains(&a) => problem(
                Place::key(format!("abilities[{i}]")),
                ProblemKind::AbilityTwice { name: name.clone() },
            ),
            Some(a) => {
                if a == Ability::Edd
                    && !types.contains(&ClueType::Culprit)
                    && !types.contains(&ClueType::Evidence)
                {
                    problem(
                        Place::key(format!("abilities[{i}]")),
                        ProblemKind::EddWithoutItsTypes,
                    );
                }
                if a == Ability::Valia && !has_module("queen") {
                    problem(
                        Place::key(format!("abilities[{i}]")),
                        ProblemKind::ValiaWithoutQueen,
                    );
                }
                abilities.push(a);
            }
        }
    }

    // Grid.
    let catalogue = catalogue();
    let mut cells_of: BTreeMap<(ClueType, u8), Vec<(u8, u8)>> = BTreeMap::new();
    let mut grid = vec![vec![None::<(ClueType, u8)>; 6]; 6];
    if raw.grid.len() != 6 {
        problem(
            Place::key("grid"),
            ProblemKind::GridRows {
                rows: raw.grid.len(),
            },
        );
    }
    for (r, row) in raw.grid.iter().enumerate().take(6) {
        let cells: Vec<&str> = row.split_whitespace().collect();
        if cells.len() != 6 {
            problem(
                Place::GridRow(r + 1),
                ProblemKind::RowCells { cells: cells.len() },
            );
        }
        for (c, cell) in cells.iter().enumerate().take(6) {
            let place = Place::GridCell {
                row: r + 1,
                column: column_letter(c),
            };
            if cell.chars().all(|ch| ch == '.') {
                continue;
            }
            let (Some(prefix), Some(suffix)) = (cell.get(..2), cell.get(2..)) else {
                problem(
                    place,
                    ProblemKind::NotACode {
                        cell: format!("{cell:?}"),
                    },
                );
                continue;
            };
            let Some(kind) = ClueType::from_code(prefix) else {
                problem(
                    place,
                    ProblemKind::NoTypeCode {
                        cell: format!("{cell:?}"),
                    },
                );
                continue;
            };
            let number = match suffix {
                "*" => 0,
                n => match n.parse::<u8>() {
                    Ok(n) if (1..=7).contains(&n) => n,
                    _ => {
                        problem(
                            place,
                            ProblemKind::ClueNumber {
                                cell: format!("{cell:?}"),
                            },
                        );
                        continue;
                    }
                },
            };
            if !types.contains(&kind) {
                problem(
                    place.clone(),
                    ProblemKind::TypeNotInPlay {
                        cell: (*cell).to_owned(),
                        kind,
                    },
                );
            }
            if number == 0 && !kind.has_star_cards() {
                problem(
                    place.clone(),
                    ProblemKind::NoStarCards {
                        cell: (*cell).to_owned(),
                    },
                );
            }
            grid[r][c] = Some((kind, number));
            cells_of
                .entry((kind, number))
                .or_default()
                .push((r as u8, c as u8));
        }
    }

    // Blocks: every clue is one cell or a 1x2, 2x1 or 2x2 block.
    let mut big = false;
    for (&(kind, number), cells) in &cells_of {
        let code = clue_code(kind, number);
        if cells.len() > 1 {
            big = true;
            let rows: BTreeSet<u8> = cells.iter().map(|c| c.0).collect();
            let cols: BTreeSet<u8> = cells.iter().map(|c| c.1).collect();
            let (r0, c0) = (cells[0].0, cells[0].1);
            let contiguous = |set: &BTreeSet<u8>| {
                let v: Vec<u8> = set.iter().copied().collect();
                v.windows(2).all(|w| w[1] == w[0] + 1)
            };
            let block = rows.len() <= 2
                && cols.len() <= 2
                && rows.len() * cols.len() == cells.len()
                && contiguous(&rows)
                && contiguous(&cols);
            if !block {
                problem(
                    Place::GridCell {
                        row: usize::from(r0) + 1,
                        column: column_letter(usize::from(c0)),
                    },
                    ProblemKind::BigClueShape {
                        code,
                        cells: cells
                            .iter()
                            .map(|(r, c)| format!("{}{}", column_letter(usize::from(*c)), r + 1))
                            .collect::<Vec<_>>()
                            .join(" "),
                    },
                );
            }
        }
    }

    // Counts per type.
    let mut seventh = false;
    let mut star = false;
    for &kind in &types {
        let numbers: BTreeSet<u8> = cells_of
            .keys()
            .filter(|(k, _)| *k == kind)
            .map(|(_, n)| *n)
            .collect();
        let regular: Vec<u8> = numbers.iter().copied().filter(|&n| n > 0).collect();
        let want: Vec<u8> = if regular.contains(&7) {
            (1..=7).collect()
        } else {
            (1..=6).collect()
        };
        if regular.contains(&7) {
            seventh = true;
        }
        if numbers.contains(&0) {
            star = true;
        }
        if regular != want {
            let missing: Vec<String> = want
                .iter()
                .filter(|n| !regular.contains(n))
                .map(|&n| clue_code(kind, n))
                .collect();
            // `regular` differs from `want`, which holds all of it: one is missing.
            problem(
                Place::GridType(kind),
                ProblemKind::ClueCount {
                    kind,
                    count: regular.len(),
                    missing: missing.join(" "),
                },
            );
        }
        let deck = regular.len() + if numbers.contains(&0) { 2 } else { 0 };
        if deck < MAX_PLAYERS {
            problem(
                Place::GridType(kind),
                ProblemKind::DealImpossible {
                    kind,
                    deck,
                    players: MAX_PLAYERS,
                },
            );
        }
    }

    // Modules must match the content.
    let present = [
        ("five_types", types.len() == 5),
        (
            "question_limits",
            raw.difficulty
                .values()
                .any(|d| d.quantity.is_some() || d.kind.is_some()),
        ),
        ("abilities", !raw.abilities.is_empty()),
        ("queen", has_module("queen")),
        ("big_clues", big),
        ("seventh_clues", seventh),
        ("special_clues", star),
    ];
    for (name, used) in present {
        if name == "queen" {
            continue;
        }
        if used && !has_module(name) {
            problem(
                Place::key("modules"),
                ProblemKind::ModuleNotListed {
                    module: name.to_owned(),
                },
            );
        }
        if !used && has_module(name) {
            problem(
                Place::key("modules"),
                ProblemKind::ModuleUnused {
                    module: name.to_owned(),
                },
            );
        }
    }

    // Difficulties.
    let mut setups = Vec::new();
    for key in raw.difficulty.keys() {
        if !Difficulty::ALL.iter().any(|d| d.name() == key) {
            problem(
                Place::key(format!("difficulty.{key}")),
                ProblemKind::UnknownDifficulty,
            );
        }
    }
    for difficulty in Difficulty::ALL {
        let place = Place::key(format!("difficulty.{}", difficulty.name()));
        let Some(d) = raw.difficulty.get(difficulty.name()) else {
            problem(place, ProblemKind::DifficultyMissing);
            continue;
        };
        let mut ok = true;
        if !(1..=MAX_TOKENS).contains(&d.tokens) {
            problem(
                place.clone(),
                ProblemKind::Tokens {
                    tokens: d.tokens,
                    max: MAX_TOKENS,
                },
            );
            ok = false;
        }
        if !(0..=MAX_ALMOST_INNOCENT).contains(&d.almost_innocent) {
            problem(
                place.clone(),
                ProblemKind::AlmostInnocentTokens {
                    count: d.almost_innocent,
                    max: MAX_ALMOST_INNOCENT,
                },
            );
            ok = false;
        }
        let limits = match (d.quantity, d.kind) {
            (None, None) => None,
            (Some(q), Some(k)) => {
                if q < 0 || k < 0 || q + k != d.tokens {
                    problem(
                        place.clone(),
                        ProblemKind::QuestionLimitsSum {
                            quantity: q,
                            type_tokens: k,
                            tokens: d.tokens,
                        },
                    );
                    ok = false;
                    None
                } else {
                    Some(QuestionLimits {
                        quantity: q as u8,
                        kind: k as u8,
                    })
                }
            }
            _ => {
                problem(place.clone(), ProblemKind::QuestionLimitsIncomplete);
                ok = false;
                None
            }
        };
        if ok {
            setups.push(DifficultySetup {
                tokens: d.tokens as u8,
                almost_innocent: d.almost_innocent as u8,
                limits,
            });
        }
    }

    if !problems.is_empty() {
        return Err(problems);
    }

    // Compile.
    let mut clues = Vec::new();
    let mut index = BTreeMap::new();
    for (&(kind, number), cells) in &cells_of {
        let entry = catalogue.of(kind);
        let name = if number == 0 {
            entry.star.as_ref()
        } else {
            entry.clues.get(usize::from(number) - 1)
        };
        let (en, fr, animal, liquid) = match name {
            Some(n) => (n.en.clone(), n.fr.clone(), n.animal, n.liquid),
            None => (
                clue_code(kind, number),
                clue_code(kind, number),
                false,
                false,
            ),
        };
        let mut lines = 0u16;
        let mut cell_bits = 0u64;
        for &(r, c) in cells {
            lines |= 1 << r;
            lines |= 1 << (6 + c);
            cell_bits |= 1 << (r * 6 + c);
        }
        index.insert((kind, number), clues.len() as u8);
        clues.push(Clue {
            kind,
            number,
            code: clue_code(kind, number),
            name: en,
            name_fr: fr,
            animal,
            liquid,
            cells: cells.clone(),
            lines,
            cell_bits,
        });
    }
    let grid = grid
        .iter()
        .map(|row| {
            row.iter()
                .map(|cell| cell.and_then(|key| index.get(&key).copied()))
                .collect()
        })
        .collect();
    Ok(Board {
        id: raw.id,
        title: raw.title,
        title_fr: raw.title_fr,
        story: raw.story.trim().to_owned(),
        types,
        modules,
        abilities,
        clues,
        grid,
        setups,
    })
}

pub fn clue_code(kind: ClueType, number: u8) -> String {
    if number == 0 {
        format!("{}*", kind.code())
    } else {
        format!("{}{number}", kind.code())
    }
}
