//! The public vocabulary of the game: config, actions, signals, lines and zones,
//! answers, question records, events and views, all as JSON-friendly serde types,
//! plus the typed errors the rules return.

use serde::{Deserialize, Serialize};
use sleuth_core::{Seat, SeatSet};

use crate::content::{Ability, ClueType, Difficulty};

/// How to set up a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub players: u8,
    /// A shipped scenario id; defaults to the first scenario.
    #[serde(default = "default_scenario")]
    pub scenario: String,
    #[serde(default)]
    pub difficulty: Difficulty,
    /// The character (ability) each seat plays, seat 0 first; seats past the end
    /// play none. Defaults to the scenario's offer in order.
    #[serde(default)]
    pub abilities: Option<Vec<Ability>>,
    /// Two players only: the extra ability both may use (once in all). Defaults to
    /// the third ability on offer, if any.
    #[serde(default)]
    pub shared_ability: Option<Ability>,
    /// The campaign group this match is played for (`campaign::group_name`: 1-40
    /// characters, NFC, no control, bidi or invisible format characters), or `None`
    /// for a match outside the campaign. The server fills the scenario and abilities
    /// from the group's progress and notes the result when the match ends. It does
    /// not change play, so it does not bump `RULES_VERSION`; absent from old configs
    /// and records (serde default) and left out of the JSON when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub campaign: Option<String>,
    /// The language of the scenario's texts (its title and story), chosen when
    /// the match is created: `en` (the default) or a language the scenario is
    /// translated into (`content::languages_of`, docs/content/translations.md).
    /// Absent from old configs and records, which read as English, and left out
    /// of the JSON when English, so they replay unchanged.
    #[serde(
        default = "default_language",
        skip_serializing_if = "is_default_language"
    )]
    pub language: String,
}

pub fn default_scenario() -> String {
    "spiced-tea".to_owned()
}

/// The content language a config names when it names none.
pub fn default_language() -> String {
    crate::content::REFERENCE_LANGUAGE.to_owned()
}

fn is_default_language(language: &str) -> bool {
    language == crate::content::REFERENCE_LANGUAGE
}

/// A row (1-6) or a column (A-F).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Line {
    Row(u8),
    Column(char),
}

impl Line {
    /// 0-5 for rows 1-6, 6-11 for columns A-F; `None` if out of range.
    pub fn index(self) -> Option<usize> {
        match self {
            Line::Row(r) if (1..=6).contains(&r) => Some(usize::from(r) - 1),
            Line::Column(c) if ('A'..='F').contains(&c) => Some(6 + (c as usize - 'A' as usize)),
            _ => None,
        }
    }

    pub fn from_index(i: usize) -> Line {
        if i < 6 {
            Line::Row(i as u8 + 1)
        } else {
            Line::Column((b'A' + (i - 6) as u8) as char)
        }
    }
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Line::Row(r) => write!(f, "row {r}"),
            Line::Column(c) => write!(f, "column {c}"),
        }
    }
}

/// A 2x2 zone named by its top-left cell, e.g. row 3, column C.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Zone {
    pub row: u8,
    pub column: char,
}

impl Zone {
    /// 0-based (row, column) of the top-left cell, if the zone fits the grid.
    pub fn origin(self) -> Option<(usize, usize)> {
        let r = usize::from(self.row).checked_sub(1)?;
        let c = (self.column as usize).checked_sub('A' as usize)?;
        (r < 5 && c < 5).then_some((r, c))
    }

    pub fn at(r: usize, c: usize) -> Zone {
        Zone {
            row: r as u8 + 1,
            column: (b'A' + c as u8) as char,
        }
    }

    /// Cell bits (`row * 6 + column`) of the four cells.
    pub fn mask(self) -> Option<u64> {
        let (r, c) = self.origin()?;
        let bit = |r: usize, c: usize| 1u64 << (r * 6 + c);
        Some(bit(r, c) | bit(r, c + 1) | bit(r + 1, c) | bit(r + 1, c + 1))
    }

    /// The nine aligned positions of the Queen (ruling AI-7), as block 0-8.
    pub fn queen_block(self) -> Option<u8> {
        let (r, c) = self.origin()?;
        (r % 2 == 0 && c % 2 == 0).then_some((r / 2 * 3 + c / 2) as u8)
    }

    pub fn of_block(block: u8) -> Zone {
        Zone::at(usize::from(block / 3) * 2, usize::from(block % 3) * 2)
    }

    /// Whether the Queen on this zone guards `line` (ruling AI-7): the line runs
    /// through the zone's band of two rows or two columns. As the bots read a
    /// view: a zone off the grid guards nothing, a line off the grid counts as row 1.
    pub(crate) fn guards(self, line: Line) -> bool {
        let i = line.index().unwrap_or(0);
        self.origin().is_some_and(|(qr, qc)| {
            if i < 6 {
                i / 2 == qr / 2
            } else {
                (i - 6) / 2 == qc / 2
            }
        })
    }
}

impl std::fmt::Display for Zone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the 2x2 zone at {}{}", self.column, self.row)
    }
}

/// The face of an investigation token (with question-type limits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenFace {
    Quantity,
    Type,
}

/// A structured table-talk signal (ruling AI-4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Signal {
    /// Easy: the types I have found and the types I doubt (the rest: no comment).
    Types {
        found: Vec<ClueType>,
        doubt: Vec<ClueType>,
    },
    /// Medium: I know my combination, or not yet.
    Ready { ready: bool },
}

/// Everything a seat can do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Place a token by a line and ask a question: `about` null for "how many of my
    /// clues?", a type for "is my clue of that type here?". `discard` names the face
    /// of the Queen's extra token when question-type limits are in play.
    Ask {
        line: Line,
        #[serde(default)]
        about: Option<ClueType>,
        #[serde(default)]
        discard: Option<TokenFace>,
    },
    /// Okra, instead of a turn: the same question on a line that already has a token.
    Okra {
        line: Line,
        #[serde(default)]
        about: Option<ClueType>,
        #[serde(default)]
        discard: Option<TokenFace>,
    },
    /// Edd, instead of a turn: `culprit` asks "is my culprit an animal?", `evidence`
    /// asks "is my evidence a liquid?".
    Edd { about: ClueType },
    /// Valia, instead of a turn: move the Queen there and ask how many of my clues
    /// she covers.
    Valia { zone: Zone },
    /// Din, at any moment (on any seat's turn, during the resolution): `target`
    /// draws three unused solution cards. Rules version 1: on your own turn only.
    UseDin { target: Seat },
    /// Din's target: the decks to draw from, one entry per card, in type order.
    DinDraw { kinds: Vec<ClueType> },
    /// Din's target: the drawn card shown to all.
    DinReveal { clue: String },
    /// Teor, at any moment (as Din): `target` marks a 2x2 zone or declines.
    UseTeor { target: Seat },
    /// Teor's target: white = at least one of my left neighbour's clues is in the
    /// zone, black = none. Must be true.
    TeorMark { zone: Zone, white: bool },
    /// Teor's target: place no token (rules version 2; Teor is spent all the same).
    TeorDecline,
    /// Once per turn, before asking (easy and medium only).
    Signal { signal: Signal },
    /// Once per turn: ask the table to start the resolution now.
    ProposeResolution,
    /// Every other seat answers a proposal.
    AnswerProposal { agree: bool },
    /// After a 5 or 6 on the Queen's die: where she goes (any other position).
    MoveQueen { zone: Zone },
    /// Resolution: name your clue of the type being resolved.
    Guess { clue: String },
}

/// A seat's answer about its own solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    Count(u8),
    Yes(bool),
}

/// What was asked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Asked {
    Line {
        line: Line,
        about: Option<ClueType>,
        okra: bool,
        /// Investigation tokens spent (2 when the Queen guarded the line).
        tokens: u8,
    },
    Edd {
        about: ClueType,
    },
    Valia {
        zone: Zone,
    },
}

/// A question and every seat's answer, as spoken aloud at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionRecord {
    pub turn: u32,
    pub by: Seat,
    pub asked: Asked,
    /// `answers[s]` is about seat `s`'s own solution (given by its right neighbour).
    pub answers: Vec<Answer>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AiEvent {
    Asked {
        record: QuestionRecord,
    },
    /// To one seat: what it learned about its own solution.
    YourAnswer {
        answer: Answer,
        /// The question it answers (it follows that question's `asked` event).
        #[serde(default)]
        asked: Option<Asked>,
    },
    Signalled {
        seat: Seat,
        signal: Signal,
    },
    ResolutionProposed {
        by: Seat,
    },
    ProposalAnswered {
        seat: Seat,
        agree: bool,
    },
    ProposalRefused {
        by: Seat,
    },
    AbilityUsed {
        seat: Seat,
        ability: Ability,
        target: Option<Seat>,
    },
    DinDrew {
        target: Seat,
        kinds: Vec<ClueType>,
    },
    /// To Din's target only.
    DinCards {
        clues: Vec<String>,
    },
    DinRevealed {
        target: Seat,
        clue: String,
    },
    TeorMarked {
        target: Seat,
        zone: Zone,
        white: bool,
    },
    /// Teor's target placed no token.
    TeorDeclined {
        target: Seat,
    },
    QueenRolled {
        roll: u8,
        to: Zone,
    },
    QueenMoved {
        to: Zone,
    },
    TurnPassed {
        to: Seat,
    },
    ResolutionStarted {
        first: Seat,
        early: bool,
    },
    Guessed {
        seat: Seat,
        clue: String,
        correct: bool,
        almost_innocent_left: u8,
    },
    GameEnded {
        won: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    Turn,
    DinDraw {
        target: Seat,
    },
    DinReveal {
        target: Seat,
    },
    TeorMark {
        target: Seat,
    },
    QueenChoice,
    Proposal {
        by: Seat,
        waiting: SeatSet,
        agreed: SeatSet,
    },
    Resolution {
        kind: ClueType,
        seat: Seat,
    },
    Over {
        won: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokensView {
    pub left: u8,
    /// With question-type limits: tokens left per face.
    pub quantity: Option<u8>,
    #[serde(rename = "type")]
    pub kind: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AbilityView {
    pub ability: Ability,
    /// `None` for the two-player shared ability.
    pub holder: Option<Seat>,
    pub used_by: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DinView {
    pub user: Seat,
    pub target: Seat,
    pub kinds: Vec<ClueType>,
    pub revealed: Option<String>,
    /// The three drawn cards: only in the target's view.
    pub drawn: Option<Vec<String>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeorView {
    pub user: Seat,
    pub target: Seat,
    pub zone: Option<Zone>,
    pub white: Option<bool>,
    /// The target declined to mark.
    #[serde(default)]
    pub declined: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrongGuess {
    pub seat: Seat,
    pub clue: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResolutionView {
    pub early: bool,
    pub order: Vec<Seat>,
    /// `found[s][i]`: seat `s`'s clue of the i-th type in play, once guessed.
    pub found: Vec<Vec<Option<String>>>,
    pub wrong: Vec<WrongGuess>,
}

/// A clue of the scenario, for display.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClueView {
    pub code: String,
    pub kind: ClueType,
    pub name: String,
    pub name_fr: String,
    /// Culprits only: Edd's "is my culprit an animal?".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub animal: Option<bool>,
    /// Evidence only: Edd's "is my evidence a liquid?".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub liquid: Option<bool>,
}

/// What one viewer sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub scenario: String,
    pub title: String,
    #[serde(default)]
    pub story: String,
    /// Every clue on the grid with its names.
    #[serde(default)]
    pub clues: Vec<ClueView>,
    pub difficulty: Difficulty,
    pub players: u8,
    pub viewer: Option<Seat>,
    /// The scenario grid as clue codes, `"."` for empty cells; `grid[row][column]`.
    pub grid: Vec<Vec<String>>,
    pub types: Vec<ClueType>,
    pub phase: PhaseView,
    pub active: Seat,
    pub to_move: SeatSet,
    pub tokens: TokensView,
    pub almost_innocent_left: u8,
    pub used_lines: Vec<Line>,
    pub queen: Option<Zone>,
    pub abilities: Vec<AbilityView>,
    pub questions: Vec<QuestionRecord>,
    /// The latest signal of each seat.
    pub signals: Vec<Option<Signal>>,
    pub signalled_this_turn: bool,
    pub proposed_this_turn: bool,
    pub last_asker: Option<Seat>,
    pub din: Option<DinView>,
    pub teor: Option<TeorView>,
    /// The viewer's solution cards: its left neighbour's solution (ruling AI-2).
    pub my_cards: Option<Vec<String>>,
    pub resolution: Option<ResolutionView>,
    /// Every seat's solution: only for `Viewer::Everyone` once the game is over.
    pub solutions: Option<Vec<Vec<String>>>,
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AiError {
    #[error("{0} is not on the grid (rows 1-6, columns A-F)")]
    NoSuchLine(String),
    #[error("{0} already has an investigation token")]
    LineUsed(Line),
    #[error("{0} has no token yet: Okra only asks again on a line already used")]
    LineNotUsed(Line),
    #[error("not enough investigation tokens for that question: {0}")]
    NotEnoughTokens(TokenShortage),
    #[error("the {0} type is not in play in this scenario")]
    TypeNotInPlay(ClueType),
    #[error("you cannot use {0} now (not your character, already used, or not on offer)")]
    AbilityUnavailable(Ability),
    #[error("{0}")]
    BadSignal(SignalRefusal),
    #[error("a resolution was already proposed this turn")]
    AlreadyProposed,
    #[error("there is no {} at this table", .0.words())]
    NoSuchTarget(Seat),
    #[error("{0} is not a clue of this scenario")]
    UnknownClue(String),
    #[error("{clue} is not a {kind} clue")]
    WrongType { clue: String, kind: ClueType },
    #[error("you already named {0} and it was wrong")]
    AlreadyRuledOut(String),
    #[error("{0} does not fit the grid (a 2x2 zone starts in rows 1-5, columns A-E)")]
    BadZone(String),
    #[error(
        "the Queen stands only on the nine aligned 2x2 blocks (rows 1, 3, 5 and columns A, C, E)"
    )]
    NotAQueenPosition,
    #[error("the Queen must move to another position")]
    QueenMustMove,
    /// Teor's target must mark truly: a white mark on a zone that holds none of
    /// the left neighbour's clues, or a black one on a zone that holds one.
    #[error(
        "that mark would be false: the zone {}{} {} your left neighbour's clues",
        zone.column,
        zone.row,
        if *white { "holds none of" } else { "holds one of" }
    )]
    FalseMark { zone: Zone, white: bool },
    /// Din's target lists the decks to draw from.
    #[error(
        "draw {cards} {} from decks in play with cards left, listed in resolution order",
        if *cards == 1 { "card" } else { "cards" }
    )]
    BadDraw { cards: usize },
    #[error("{0}")]
    BadDiscard(DiscardRefusal),
    #[error("that is not possible now: {0}")]
    NotNow(NotNow),
}

/// Why the investigation tokens do not pay for a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TokenShortage {
    #[error("{need} needed, {left} left")]
    Pool { need: u8, left: u8 },
    #[error("no quantity tokens left")]
    NoQuantityLeft,
    #[error("no type tokens left")]
    NoTypeLeft,
}

/// Why a signal is refused (ruling AI-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SignalRefusal {
    #[error("no signals at detective difficulty")]
    Detective,
    #[error("you already signalled this turn")]
    AlreadySignalled,
    #[error("at medium difficulty you may only say whether you know your combination")]
    MediumReadyOnly,
    #[error("at easy difficulty signal the types you found or doubt")]
    EasyTypesOnly,
    #[error("list each type in play at most once, in resolution order, found or doubt")]
    TypesInOrder,
}

/// Why the `discard` of a question is refused (question-type limits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DiscardRefusal {
    #[error("this scenario has no question-type limits: leave discard empty")]
    NoLimits,
    #[error("the Queen guards that line: name the face of the extra token to discard")]
    NameExtraFace,
    #[error("no extra token is due: leave discard empty")]
    NoExtraDue,
}

/// Why an action is not possible now: what the game waits for, or why this
/// action does not fit it. Each has its own catalogue message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotNow {
    #[error("it is a question turn")]
    QuestionTurn,
    #[error("Din's target must choose the decks to draw from")]
    DinDraw,
    #[error("Din's target must reveal one drawn card")]
    DinReveal,
    #[error("Teor's target must mark a zone")]
    TeorMark,
    #[error("the Queen must be moved")]
    QueenChoice,
    #[error("the table is answering a proposal to resolve")]
    Proposal,
    #[error("the resolution is under way")]
    Resolution,
    #[error("the game is over")]
    Over,
    #[error("it is {}'s turn: out of turn only Din and Teor can be used", .0.words())]
    OutOfTurn(Seat),
    #[error("{} is guessing: meanwhile only Din and Teor can be used", .0.words())]
    Guessing(Seat),
    #[error("Edd asks only about the culprit (animal?) or the evidence (liquid?)")]
    EddAsks,
    #[error(
        "under rules version 1 Teor's target must mark a zone (declining came with rules version 2)"
    )]
    TeorMustMark,
    #[error("{0} is not one of the drawn cards")]
    NotDrawn(String),
    #[error("no resolution")]
    NoResolution,
}

impl NotNow {
    fn message_id(&self) -> &'static str {
        match self {
            NotNow::QuestionTurn => "errors-almost-innocent-not-now-question-turn",
            NotNow::DinDraw => "errors-almost-innocent-not-now-din-draw",
            NotNow::DinReveal => "errors-almost-innocent-not-now-din-reveal",
            NotNow::TeorMark => "errors-almost-innocent-not-now-teor-mark",
            NotNow::QueenChoice => "errors-almost-innocent-not-now-queen-choice",
            NotNow::Proposal => "errors-almost-innocent-not-now-proposal",
            NotNow::Resolution => "errors-almost-innocent-not-now-resolution",
            NotNow::Over => "errors-almost-innocent-not-now-over",
            NotNow::OutOfTurn(_) => "errors-almost-innocent-not-now-out-of-turn",
            NotNow::Guessing(_) => "errors-almost-innocent-not-now-guessing",
            NotNow::EddAsks => "errors-almost-innocent-not-now-edd-asks",
            NotNow::TeorMustMark => "errors-almost-innocent-not-now-teor-must-mark",
            NotNow::NotDrawn(_) => "errors-almost-innocent-not-now-not-drawn",
            NotNow::NoResolution => "errors-almost-innocent-not-now-no-resolution",
        }
    }
}

/// A line's arguments: `kind` (`row` or `column`, a code word the catalogues
/// select on) and `line` (`2` or `C`).
fn line_args(line: &Line) -> Vec<(&'static str, sleuth_core::MessageArg)> {
    match line {
        Line::Row(r) => vec![("kind", "row".into()), ("line", (*r).into())],
        Line::Column(c) => vec![("kind", "column".into()), ("line", c.to_string().into())],
    }
}

impl sleuth_core::Explain for crate::rules::ConfigError {
    fn message_id(&self) -> &'static str {
        use crate::campaign::GroupNameError;
        use crate::rules::{AbilityChoice, ConfigError};
        match self {
            ConfigError::Players(_) => "errors-almost-innocent-players",
            ConfigError::UnknownScenario(..) => "errors-almost-innocent-unknown-scenario",
            ConfigError::Abilities(choice) => match choice {
                AbilityChoice::TooMany { .. } => "errors-almost-innocent-abilities-too-many",
                AbilityChoice::NotOffered { .. } => "errors-almost-innocent-abilities-not-offered",
                AbilityChoice::Twice(_) => "errors-almost-innocent-abilities-twice",
                AbilityChoice::SharedNeedsTwo => {
                    "errors-almost-innocent-abilities-shared-needs-two"
                }
                AbilityChoice::NotShareable(_) => "errors-almost-innocent-abilities-not-shareable",
            },
            ConfigError::RulesVersion(_) => "errors-almost-innocent-rules-version",
            ConfigError::Campaign(err) => match err {
                GroupNameError::Empty => "errors-text-empty",
                GroupNameError::TooLong(_) => "errors-text-too-long",
                GroupNameError::Forbidden { .. } => "errors-text-forbidden",
                GroupNameError::Invisible => "errors-text-invisible",
                GroupNameError::NotNormal(_) => "errors-almost-innocent-campaign-not-normal",
            },
            ConfigError::ContentLanguage { .. } => "errors-almost-innocent-content-language",
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        use crate::campaign::GroupNameError;
        use crate::rules::{AbilityChoice, ConfigError};
        match self {
            ConfigError::Players(players) => vec![("players", (*players).into())],
            ConfigError::UnknownScenario(name, shipped) => {
                vec![("name", name.into()), ("shipped", shipped.into())]
            }
            ConfigError::Abilities(choice) => match choice {
                AbilityChoice::TooMany { abilities, seats } => {
                    vec![
                        ("abilities", (*abilities).into()),
                        ("seats", (*seats).into()),
                    ]
                }
                AbilityChoice::NotOffered { ability, scenario } => vec![
                    ("ability", ability.to_string().into()),
                    ("scenario", scenario.into()),
                ],
                AbilityChoice::Twice(ability) | AbilityChoice::NotShareable(ability) => {
                    vec![("ability", ability.to_string().into())]
                }
                AbilityChoice::SharedNeedsTwo => Vec::new(),
            },
            ConfigError::RulesVersion(version) => vec![("version", (*version).into())],
            // A group name is checked as every text people type (see
            // `sleuth_core::text`), so its refusals are those texts' messages.
            ConfigError::Campaign(err) => {
                let noun = ("noun", "campaign-group-name".into());
                let max = ("max", crate::campaign::MAX_GROUP_CHARS.into());
                match err {
                    GroupNameError::Empty => vec![noun, max],
                    GroupNameError::TooLong(chars) => vec![noun, max, ("chars", (*chars).into())],
                    GroupNameError::Forbidden {
                        code,
                        position,
                        what,
                    } => vec![
                        noun,
                        ("what", what.replace(' ', "-").into()),
                        ("code", format!("{code:04X}").into()),
                        ("position", (*position).into()),
                    ],
                    GroupNameError::Invisible => vec![noun],
                    GroupNameError::NotNormal(name) => vec![("name", name.into())],
                }
            }
            ConfigError::ContentLanguage {
                scenario,
                language,
                available,
            } => vec![
                ("scenario", scenario.into()),
                ("language", language.into()),
                ("available", available.into()),
            ],
        }
    }
}

/// Each reason has its own message. Lines travel as a kind and a number or
/// letter, clue types and abilities as code words (`culprit`, `din`), zones and
/// clue names as the table shows them (`B4`).
impl sleuth_core::Explain for AiError {
    fn message_id(&self) -> &'static str {
        match self {
            AiError::NoSuchLine(_) => "errors-almost-innocent-no-such-line",
            AiError::LineUsed(_) => "errors-almost-innocent-line-used",
            AiError::LineNotUsed(_) => "errors-almost-innocent-line-not-used",
            AiError::NotEnoughTokens(shortage) => match shortage {
                TokenShortage::Pool { .. } => "errors-almost-innocent-not-enough-tokens",
                TokenShortage::NoQuantityLeft => "errors-almost-innocent-no-quantity-tokens-left",
                TokenShortage::NoTypeLeft => "errors-almost-innocent-no-type-tokens-left",
            },
            AiError::TypeNotInPlay(_) => "errors-almost-innocent-type-not-in-play",
            AiError::AbilityUnavailable(_) => "errors-almost-innocent-ability-unavailable",
            AiError::BadSignal(refusal) => match refusal {
                SignalRefusal::Detective => "errors-almost-innocent-signal-detective",
                SignalRefusal::AlreadySignalled => {
                    "errors-almost-innocent-signal-already-signalled"
                }
                SignalRefusal::MediumReadyOnly => "errors-almost-innocent-signal-medium-ready-only",
                SignalRefusal::EasyTypesOnly => "errors-almost-innocent-signal-easy-types-only",
                SignalRefusal::TypesInOrder => "errors-almost-innocent-signal-types-in-order",
            },
            AiError::AlreadyProposed => "errors-almost-innocent-already-proposed",
            AiError::NoSuchTarget(_) => "errors-almost-innocent-no-such-target",
            AiError::UnknownClue(_) => "errors-almost-innocent-unknown-clue",
            AiError::WrongType { .. } => "errors-almost-innocent-wrong-type",
            AiError::AlreadyRuledOut(_) => "errors-almost-innocent-already-ruled-out",
            AiError::BadZone(_) => "errors-almost-innocent-bad-zone",
            AiError::NotAQueenPosition => "errors-almost-innocent-not-a-queen-position",
            AiError::QueenMustMove => "errors-almost-innocent-queen-must-move",
            AiError::FalseMark { white: true, .. } => {
                "errors-almost-innocent-false-mark-holds-none"
            }
            AiError::FalseMark { white: false, .. } => {
                "errors-almost-innocent-false-mark-holds-one"
            }
            AiError::BadDraw { .. } => "errors-almost-innocent-bad-draw",
            AiError::BadDiscard(refusal) => match refusal {
                DiscardRefusal::NoLimits => "errors-almost-innocent-discard-no-limits",
                DiscardRefusal::NameExtraFace => "errors-almost-innocent-discard-name-extra-face",
                DiscardRefusal::NoExtraDue => "errors-almost-innocent-discard-no-extra-due",
            },
            AiError::NotNow(reason) => reason.message_id(),
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        match self {
            AiError::NoSuchLine(line) | AiError::BadZone(line) => vec![("line", line.into())],
            AiError::LineUsed(line) | AiError::LineNotUsed(line) => line_args(line),
            AiError::TypeNotInPlay(kind) => vec![("kind", kind.to_string().into())],
            AiError::AbilityUnavailable(ability) => vec![("ability", ability.to_string().into())],
            AiError::NotEnoughTokens(TokenShortage::Pool { need, left }) => {
                vec![("need", (*need).into()), ("left", (*left).into())]
            }
            AiError::NotEnoughTokens(_) | AiError::BadSignal(_) | AiError::BadDiscard(_) => {
                Vec::new()
            }
            AiError::FalseMark { zone, .. } => {
                vec![("zone", format!("{}{}", zone.column, zone.row).into())]
            }
            AiError::BadDraw { cards } => vec![("cards", (*cards).into())],
            AiError::NotNow(NotNow::OutOfTurn(seat) | NotNow::Guessing(seat)) => {
                vec![("seat", sleuth_core::MessageArg::seat(*seat))]
            }
            AiError::NotNow(NotNow::NotDrawn(clue)) => vec![("clue", clue.into())],
            AiError::NotNow(_) => Vec::new(),
            AiError::AlreadyProposed | AiError::NotAQueenPosition | AiError::QueenMustMove => {
                Vec::new()
            }
            AiError::NoSuchTarget(seat) => vec![("seat", sleuth_core::MessageArg::seat(*seat))],
            AiError::UnknownClue(clue) | AiError::AlreadyRuledOut(clue) => {
                vec![("clue", clue.into())]
            }
            AiError::WrongType { clue, kind } => {
                vec![("clue", clue.into()), ("kind", kind.to_string().into())]
            }
        }
    }
}
