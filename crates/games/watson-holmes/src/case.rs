//! A case as data (WH-1): the introduction, the questions with machine-checkable
//! answers, zones, location cards with their symbols and hidden facts, the case's
//! rule modifiers and Holmes's solution. Parsed from one TOML file per case
//! (format: docs/content/watson-holmes.md) and validated into a `Case`.
//!
//! The rules engine reads a case only through the types and methods here; the
//! solvability checker (`check`) reads the facts.

use serde::{Deserialize, Serialize};
use sleuth_core::explain::{Explanation, MessageArg};

/// A location card's number, as printed on its face ("Location 7").
pub type LocationNumber = u16;

/// A whole case, validated.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// Stable id used in configs and records, e.g. `the-tallow-merchant`.
    pub id: String,
    pub title: String,
    /// 0 for the introductory case, then 1 (easy) to 5 (hardest).
    pub difficulty: u8,
    /// Read aloud at the start; public.
    pub introduction: String,
    /// The locations the introduction names as starting leads (for the checker's
    /// reachability and for bots' first visits).
    #[serde(default)]
    pub leads: Vec<LocationNumber>,
    pub questions: Vec<Question>,
    /// Empty for a one-zone case.
    #[serde(default)]
    pub zones: Vec<Zone>,
    pub locations: Vec<Location>,
    /// The case's special rules, from the fixed set of documented modifiers.
    #[serde(default)]
    pub rules: RuleModifiers,
    /// Holmes's solution, read out at the end.
    pub solution: String,
}

/// One of the case's set questions (WH-7: the software judges the answers).
///
/// A question is either a **choice** among at least five designer-written options,
/// exactly one of them right (`choices`, with `accepted` naming the right one), or,
/// when its author sets `typed = true`, a **typed** question judged by required
/// concepts (`concepts`, `wrong_concepts`) and tested against the author's own
/// sample answers (`samples_right`, `samples_wrong`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// Short stable id, e.g. `culprit`, used by facts.
    pub id: String,
    pub text: String,
    /// The options a player picks from at 221B (people by full name, places,
    /// objects, motives). At least `limits::MIN_CHOICES` for a choice question;
    /// empty for a typed one.
    #[serde(default)]
    pub choices: Vec<String>,
    /// A choice question: the right option, once. A typed question: sample right
    /// answers, the first shown as the answer at the end; each must be judged right.
    pub accepted: Vec<String>,
    /// The author asks for a typed answer (judged by `concepts`).
    #[serde(default)]
    pub typed: bool,
    /// A typed question's required concepts: every one must appear in a right
    /// answer. A concept is a list of synonyms (a word or a short phrase; a word
    /// ending in `*` matches every word it begins, e.g. `forg*`).
    #[serde(default)]
    pub concepts: Vec<Vec<String>>,
    /// Concepts that make a typed answer wrong if any of their synonyms appears.
    #[serde(default)]
    pub wrong_concepts: Vec<Vec<String>>,
    /// The author's sample right answers to a typed question (each judged right).
    #[serde(default)]
    pub samples_right: Vec<String>,
    /// The author's sample wrong answers to a typed question (each judged wrong).
    #[serde(default)]
    pub samples_wrong: Vec<String>,
}

/// A zone of a multi-zone case (WH-6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Zone {
    pub id: String,
    pub name: String,
    /// Carriages paid to enter this zone from another one (default 1).
    #[serde(default = "default_fare")]
    pub fare: u8,
}

fn default_fare() -> u8 {
    1
}

/// A location card. 221B Baker Street and the Carriage Stop are not listed: every
/// case has them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Location {
    pub number: LocationNumber,
    pub name: String,
    /// The zone id; required when the case has zones.
    #[serde(default)]
    pub zone: Option<String>,
    /// The card's back: what the reader learns.
    pub text: String,
    #[serde(default)]
    pub symbols: Symbols,
    /// Hidden, machine-readable statements for bots and the checker; never shown
    /// to players. They must say no more than `text` does.
    #[serde(default)]
    pub facts: Vec<Fact>,
}

/// The printed symbols of a location card (WH-1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Symbols {
    /// The reader takes a police token.
    pub gives_police: bool,
    /// The reader takes a call-off token.
    pub gives_call_off: bool,
    /// The reader takes a lockpick.
    pub gives_lockpick: bool,
    /// The reader takes this many carriages.
    pub gives_carriages: u8,
    /// Only a lockpick holder may read it (the lockpick is spent).
    pub needs_lockpick: bool,
    /// The Watson card cannot have it read aloud.
    pub never_aloud: bool,
    /// No police token may be placed on it.
    pub no_police: bool,
}

/// A hidden fact carried by a card. The vocabulary is fixed and documented.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Fact {
    /// The card proves that the answer to `question` is `value`.
    Proves { question: String, value: String },
    /// The card rules `value` out as the answer to `question`.
    RulesOut { question: String, value: String },
    /// The card points the reader to another location.
    PointsTo { location: LocationNumber },
}

/// The fixed set of special rules a case may switch on (documented in
/// docs/content/watson-holmes.md). Everything off is the rulebook's game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RuleModifiers {
    /// The questions are not read at the start; players see them only when they
    /// go to 221B.
    pub questions_at_221b: bool,
    /// Carriages each player starts with (default 10).
    pub starting_carriages: Option<u8>,
    /// Nobody starts with a police token.
    pub no_starting_police: bool,
    /// Every player starts with a lockpick (while the stock lasts).
    pub starting_lockpick: bool,
    /// The Watson card is not in play.
    pub no_watson: bool,
    /// Carriages gained at the Carriage Stop (default 3).
    pub carriage_stop_gain: Option<u8>,
    /// The Carriage Stop is closed (a cabmen's strike, say): nobody may spend a
    /// round there, so the carriages a player starts with are all they will have
    /// for fares and bids.
    pub carriage_stop_closed: bool,
}

/// Normalises a typed answer for judging: Unicode NFC, lowercase, punctuation
/// dropped, runs of whitespace collapsed, a leading "the" dropped.
pub fn normalize_answer(answer: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let lowered: String = answer.nfc().collect::<String>().to_lowercase();
    let cleaned: String = lowered
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect();
    let words: Vec<&str> = cleaned.split_whitespace().collect();
    let words = match words.first() {
        Some(&"the") if words.len() > 1 => &words[1..],
        _ => &words[..],
    };
    words.join(" ")
}

/// Longest texts a case may carry, in characters (designers' cases included).
pub mod limits {
    pub const ID: usize = 60;
    pub const TITLE: usize = 80;
    pub const INTRODUCTION: usize = 4000;
    pub const QUESTION: usize = 300;
    pub const ANSWER: usize = 120;
    pub const CHOICES: usize = 20;
    /// A choice question offers at least this many options.
    pub const MIN_CHOICES: usize = 5;
    /// Concepts (and wrong concepts) of a typed question.
    pub const CONCEPTS: usize = 8;
    /// Synonyms of one concept.
    pub const SYNONYMS: usize = 40;
    /// Characters of one synonym.
    pub const SYNONYM: usize = 60;
    /// Words of one synonym.
    pub const SYNONYM_WORDS: usize = 6;
    /// Letters before a stem's `*`.
    pub const STEM: usize = 3;
    /// Sample answers of each kind for one typed question.
    pub const SAMPLES: usize = 40;
    pub const LOCATION_NAME: usize = 60;
    pub const LOCATION_TEXT: usize = 2000;
    pub const SOLUTION: usize = 6000;
    pub const LOCATIONS: std::ops::RangeInclusive<usize> = 1..=60;
    pub const QUESTIONS: std::ops::RangeInclusive<usize> = 1..=8;
    pub const ZONES: usize = 6;
    pub const FARE: u8 = 5;
    pub const LOCATION_NUMBER: std::ops::RangeInclusive<u16> = 1..=999;
}

/// A problem found in a case, with the place it is at ("location 7: fact 2 names
/// question `motive`, which the case does not ask").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseProblem {
    pub place: String,
    pub message: String,
}

impl std::fmt::Display for CaseProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// A [`CaseProblem`] with its place and its sentence as catalogue messages
/// (`errors-content-...` in crates/i18n/locales/*/errors-content.ftl), so a page
/// shows it in its reader's language; `problem` stays the English that
/// `sleuth content check` prints, and equals the English catalogue's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplainedProblem {
    pub problem: CaseProblem,
    /// The place (`errors-content-place-...`).
    pub at: Explanation,
    pub explanation: Explanation,
    /// The sentences a message lists in its `reasons` argument (joined by "; "),
    /// each its own message; empty for most problems.
    pub reasons: Vec<Explanation>,
}

/// A place in a case as English words and as a catalogue message.
#[derive(Clone, Debug)]
pub(crate) struct Place(pub String, pub Explanation);

impl Place {
    /// A key of the file (`title`, `rules.starting_carriages`): a code word in
    /// every language.
    pub(crate) fn key(key: &str) -> Place {
        Place(
            key.to_owned(),
            Explanation::new("errors-content-place-key", vec![("key", key.into())]),
        )
    }

    pub(crate) fn case_file() -> Place {
        Place(
            "case file".into(),
            Explanation::new("errors-content-place-case-file", Vec::new()),
        )
    }

    /// Question `index` (from 0) with its id.
    pub(crate) fn question(index: usize, id: &str) -> Place {
        Place(
            format!("question {} (`{id}`)", index + 1),
            Explanation::new(
                "errors-content-place-question",
                vec![("number", (index + 1).into()), ("question", id.into())],
            ),
        )
    }

    pub(crate) fn zone(id: &str) -> Place {
        Place(
            format!("zone `{id}`"),
            Explanation::new("errors-content-place-zone", vec![("zone", id.into())]),
        )
    }

    pub(crate) fn location(number: LocationNumber) -> Place {
        Place(
            format!("location {number}"),
            Explanation::new(
                "errors-content-place-location",
                vec![("location", number.into())],
            ),
        )
    }

    /// Fact `index` (from 0) of location `number`.
    pub(crate) fn fact(number: LocationNumber, index: usize) -> Place {
        Place(
            format!("location {number}, fact {}", index + 1),
            Explanation::new(
                "errors-content-place-fact",
                vec![("location", number.into()), ("fact", (index + 1).into())],
            ),
        )
    }

    /// A part of a typed question (`, concept 2`) after the question's place:
    /// `id` names the whole place, `args` are added to the question's.
    fn within(
        &self,
        suffix: String,
        id: &'static str,
        args: Vec<(&'static str, MessageArg)>,
    ) -> Place {
        let mut at = self.1.clone();
        at.id = id.to_owned();
        for (name, value) in args {
            at.args.insert(name.to_owned(), value);
        }
        Place(format!("{}{suffix}", self.0), at)
    }
}

/// A sentence as English words and as a catalogue message.
#[derive(Clone, Debug)]
pub(crate) struct Said(pub String, pub Explanation);

/// The sentence `english`, which is the English catalogue's `id` with `args`.
pub(crate) fn said(
    id: &'static str,
    args: Vec<(&'static str, MessageArg)>,
    english: impl Into<String>,
) -> Said {
    Said(english.into(), Explanation::new(id, args))
}

impl ExplainedProblem {
    pub(crate) fn new(at: Place, message: Said) -> ExplainedProblem {
        ExplainedProblem {
            problem: CaseProblem {
                place: at.0,
                message: message.0,
            },
            at: at.1,
            explanation: message.1,
            reasons: Vec::new(),
        }
    }
}

/// Text quoted as the English sentences quote it (`"hat box"`), for arguments.
pub(crate) fn quoted(text: &str) -> MessageArg {
    MessageArg::Text(format!("{text:?}"))
}

/// Why a case file was refused: every problem found, each with its place.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct CaseError(pub Vec<CaseProblem>);

impl Case {
    /// Parses and validates a case file (TOML, docs/content/watson-holmes.md).
    pub fn parse(text: &str) -> Result<Case, CaseError> {
        Case::parse_explained(text)
            .map_err(|found| CaseError(found.into_iter().map(|p| p.problem).collect()))
    }

    /// [`Case::parse`] with each problem's catalogue messages.
    pub fn parse_explained(text: &str) -> Result<Case, Vec<ExplainedProblem>> {
        let case: Case = toml::from_str(text).map_err(|e| vec![unreadable(&e)])?;
        let problems = case.explained_problems();
        if problems.is_empty() {
            Ok(case)
        } else {
            Err(problems)
        }
    }

    /// Every structural problem of the case (not solvability: see `check`).
    pub fn problems(&self) -> Vec<CaseProblem> {
        self.explained_problems()
            .into_iter()
            .map(|p| p.problem)
            .collect()
    }

    /// [`Case::problems`] with each problem's catalogue messages.
    pub fn explained_problems(&self) -> Vec<ExplainedProblem> {
        let mut out = Vec::new();
        let mut problem = |at: Place, message: Said| out.push(ExplainedProblem::new(at, message));
        let too_long = |text: &str, max: usize| text.chars().count() > max;
        let bad_text = |text: &str| {
            text.chars()
                .any(|c| c.is_control() && c != '\n' && c != '\t')
        };
        let control = || {
            said(
                "errors-content-control-characters",
                Vec::new(),
                "contains control characters",
            )
        };
        let id_ok = !self.id.is_empty()
            && self.id.len() <= limits::ID
            && self
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !id_ok {
            problem(
                Place::key("id"),
                said(
                    "errors-content-case-id",
                    vec![("id", quoted(&self.id)), ("max", limits::ID.into())],
                    format!(
                        "{:?} is not a case id: 1 to {} lowercase letters, digits and hyphens",
                        self.id,
                        limits::ID
                    ),
                ),
            );
        }
        for (place, text, max) in [
            ("title", &self.title, limits::TITLE),
            ("introduction", &self.introduction, limits::INTRODUCTION),
            ("solution", &self.solution, limits::SOLUTION),
        ] {
            if text.trim().is_empty() {
                problem(
                    Place::key(place),
                    said("errors-content-empty", Vec::new(), "is empty"),
                );
            } else if too_long(text, max) {
                problem(
                    Place::key(place),
                    said(
                        "errors-content-too-long",
                        vec![("max", max.into())],
                        format!("is longer than {max} characters"),
                    ),
                );
            }
            if bad_text(text) {
                problem(Place::key(place), control());
            }
        }
        if self.difficulty > 5 {
            problem(
                Place::key("difficulty"),
                said(
                    "errors-content-case-difficulty",
                    vec![("difficulty", self.difficulty.into())],
                    format!("{} is not 0 to 5", self.difficulty),
                ),
            );
        }
        if !limits::QUESTIONS.contains(&self.questions.len()) {
            problem(
                Place::key("questions"),
                said(
                    "errors-content-case-question-count",
                    vec![
                        ("min", (*limits::QUESTIONS.start()).into()),
                        ("max", (*limits::QUESTIONS.end()).into()),
                        ("count", self.questions.len().into()),
                    ],
                    format!(
                        "a case asks {} to {} questions, not {}",
                        limits::QUESTIONS.start(),
                        limits::QUESTIONS.end(),
                        self.questions.len()
                    ),
                ),
            );
        }
        let mut question_ids = std::collections::BTreeSet::new();
        for (i, q) in self.questions.iter().enumerate() {
            let place = Place::question(i, &q.id);
            if q.id.is_empty()
                || !q
                    .id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
            {
                problem(
                    place.clone(),
                    said(
                        "errors-content-case-question-id",
                        Vec::new(),
                        "its id must be lowercase letters, digits, `_` or `-`",
                    ),
                );
            }
            if !question_ids.insert(q.id.as_str()) {
                problem(
                    place.clone(),
                    said(
                        "errors-content-case-question-id-taken",
                        Vec::new(),
                        "its id is used by an earlier question",
                    ),
                );
            }
            if q.text.trim().is_empty() || too_long(&q.text, limits::QUESTION) {
                problem(
                    place.clone(),
                    said(
                        "errors-content-text-length",
                        vec![("max", limits::QUESTION.into())],
                        format!("its text must have 1 to {} characters", limits::QUESTION),
                    ),
                );
            }
            if bad_text(&q.text) {
                problem(place.clone(), control());
            }
            for form in q
                .accepted
                .iter()
                .chain(&q.choices)
                .chain(&q.samples_right)
                .chain(&q.samples_wrong)
            {
                if normalize_answer(form).is_empty() || too_long(form, limits::ANSWER) {
                    problem(
                        place.clone(),
                        said(
                            "errors-content-case-answer-length",
                            vec![("answer", quoted(form)), ("max", limits::ANSWER.into())],
                            format!(
                                "the answer {form:?} must have 1 to {} characters, some letters or digits",
                                limits::ANSWER
                            ),
                        ),
                    );
                }
                if bad_text(form) {
                    problem(
                        place.clone(),
                        said(
                            "errors-content-case-answer-control",
                            vec![("answer", quoted(form))],
                            format!("the answer {form:?} contains control characters"),
                        ),
                    );
                }
            }
            if q.typed {
                for (at, message) in q.typed_problems(&place) {
                    problem(at, message);
                }
            } else {
                for message in q.choice_problems() {
                    problem(place.clone(), message);
                }
            }
        }
        if self.zones.len() > limits::ZONES {
            problem(
                Place::key("zones"),
                said(
                    "errors-content-case-many-zones",
                    vec![("max", limits::ZONES.into())],
                    format!("a case has at most {} zones", limits::ZONES),
                ),
            );
        }
        let mut zone_ids = std::collections::BTreeSet::new();
        for z in &self.zones {
            let place = Place::zone(&z.id);
            if z.id.is_empty()
                || z.name.trim().is_empty()
                || too_long(&z.name, limits::LOCATION_NAME)
            {
                problem(
                    place.clone(),
                    said(
                        "errors-content-case-zone-unnamed",
                        Vec::new(),
                        "needs an id and a name",
                    ),
                );
            }
            if !zone_ids.insert(z.id.as_str()) {
                problem(
                    place.clone(),
                    said(
                        "errors-content-case-zone-id-taken",
                        Vec::new(),
                        "its id is used by another zone",
                    ),
                );
            }
            if z.fare > limits::FARE {
                problem(
                    place,
                    said(
                        "errors-content-case-fare",
                        vec![("max", limits::FARE.into())],
                        format!("a fare is 0 to {} carriages", limits::FARE),
                    ),
                );
            }
        }
        if self.zones.len() == 1 {
            problem(
                Place::key("zones"),
                said(
                    "errors-content-case-one-zone",
                    Vec::new(),
                    "a case with zones has at least two",
                ),
            );
        }
        if !limits::LOCATIONS.contains(&self.locations.len()) {
            problem(
                Place::key("locations"),
                said(
                    "errors-content-case-location-count",
                    vec![
                        ("min", (*limits::LOCATIONS.start()).into()),
                        ("max", (*limits::LOCATIONS.end()).into()),
                        ("count", self.locations.len().into()),
                    ],
                    format!(
                        "a case has {} to {} locations, not {}",
                        limits::LOCATIONS.start(),
                        limits::LOCATIONS.end(),
                        self.locations.len()
                    ),
                ),
            );
        }
        let numbers: std::collections::BTreeSet<LocationNumber> =
            self.locations.iter().map(|l| l.number).collect();
        let mut seen_numbers = std::collections::BTreeSet::new();
        for loc in &self.locations {
            let place = Place::location(loc.number);
            if !limits::LOCATION_NUMBER.contains(&loc.number) {
                problem(
                    place.clone(),
                    said(
                        "errors-content-case-location-number",
                        Vec::new(),
                        "a location number is 1 to 999",
                    ),
                );
            }
            if !seen_numbers.insert(loc.number) {
                problem(
                    place.clone(),
                    said(
                        "errors-content-case-location-number-taken",
                        Vec::new(),
                        "the number is used by another location",
                    ),
                );
            }
            if loc.name.trim().is_empty() || too_long(&loc.name, limits::LOCATION_NAME) {
                problem(
                    place.clone(),
                    said(
                        "errors-content-name-length",
                        vec![("max", limits::LOCATION_NAME.into())],
                        format!(
                            "its name must have 1 to {} characters",
                            limits::LOCATION_NAME
                        ),
                    ),
                );
            }
            if loc.text.trim().is_empty() || too_long(&loc.text, limits::LOCATION_TEXT) {
                problem(
                    place.clone(),
                    said(
                        "errors-content-text-length",
                        vec![("max", limits::LOCATION_TEXT.into())],
                        format!(
                            "its text must have 1 to {} characters",
                            limits::LOCATION_TEXT
                        ),
                    ),
                );
            }
            if bad_text(&loc.text) || bad_text(&loc.name) {
                problem(place.clone(), control());
            }
            match (&loc.zone, self.zones.is_empty()) {
                (Some(z), false) if !zone_ids.contains(z.as_str()) => problem(
                    place.clone(),
                    said(
                        "errors-content-case-unknown-zone",
                        vec![("zone", z.into())],
                        format!("its zone `{z}` is not one of the case's zones"),
                    ),
                ),
                (None, false) => problem(
                    place.clone(),
                    said(
                        "errors-content-case-zone-missing",
                        Vec::new(),
                        "the case has zones: name this location's zone",
                    ),
                ),
                (Some(z), true) => problem(
                    place.clone(),
                    said(
                        "errors-content-case-zone-without-zones",
                        vec![("zone", z.into())],
                        format!("names zone `{z}` but the case has no zones"),
                    ),
                ),
                _ => {}
            }
            for (j, fact) in loc.facts.iter().enumerate() {
                let fact_place = Place::fact(loc.number, j);
                match fact {
                    Fact::Proves { question, value } | Fact::RulesOut { question, value } => {
                        match self.questions.iter().find(|q| &q.id == question) {
                            None => problem(
                                fact_place,
                                said(
                                    "errors-content-case-fact-unknown-question",
                                    vec![("question", question.into())],
                                    format!(
                                        "names question `{question}`, which the case does not ask"
                                    ),
                                ),
                            ),
                            Some(q) => {
                                let n = normalize_answer(value);
                                if n.is_empty() {
                                    problem(
                                        fact_place,
                                        said(
                                            "errors-content-case-fact-empty",
                                            Vec::new(),
                                            "has an empty value",
                                        ),
                                    );
                                } else if !q.choices.is_empty()
                                    && !q.choices.iter().any(|c| normalize_answer(c) == n)
                                {
                                    problem(
                                        fact_place,
                                        said(
                                            "errors-content-case-fact-not-a-choice",
                                            vec![
                                                ("value", quoted(value)),
                                                ("question", question.into()),
                                            ],
                                            format!(
                                                "{value:?} is not one of question `{question}`'s choices"
                                            ),
                                        ),
                                    );
                                } else if q.typed {
                                    // A typed question's facts speak in answers the
                                    // judge must agree with: a proof is a right
                                    // answer, a ruled-out value a wrong one.
                                    let proves = matches!(fact, Fact::Proves { .. });
                                    if q.judge(value) != proves {
                                        let args = vec![
                                            ("value", quoted(value)),
                                            ("question", question.into()),
                                        ];
                                        problem(
                                            fact_place,
                                            if proves {
                                                said(
                                                    "errors-content-case-fact-proves-wrong",
                                                    args,
                                                    format!(
                                                        "proves {value:?} for typed question `{question}`, but its concepts judge that answer wrong"
                                                    ),
                                                )
                                            } else {
                                                said(
                                                    "errors-content-case-fact-rules-out-right",
                                                    args,
                                                    format!(
                                                        "rules out {value:?} for typed question `{question}`, but its concepts judge that answer right"
                                                    ),
                                                )
                                            },
                                        );
                                    }
                                }
                            }
                        }
                    }
                    Fact::PointsTo { location } => {
                        if !numbers.contains(location) {
                            problem(
                                fact_place,
                                said(
                                    "errors-content-case-points-nowhere",
                                    vec![("location", (*location).into())],
                                    format!(
                                        "points to location {location}, which the case does not have"
                                    ),
                                ),
                            );
                        } else if *location == loc.number {
                            problem(
                                fact_place,
                                said(
                                    "errors-content-case-points-to-itself",
                                    Vec::new(),
                                    "points to its own card",
                                ),
                            );
                        }
                    }
                }
            }
        }
        for lead in &self.leads {
            if !numbers.contains(lead) {
                problem(
                    Place::key("leads"),
                    said(
                        "errors-content-case-unknown-lead",
                        vec![("location", (*lead).into())],
                        format!("location {lead} is not in the case"),
                    ),
                );
            }
        }
        if self.leads.is_empty() {
            problem(
                Place::key("leads"),
                said(
                    "errors-content-case-no-lead",
                    Vec::new(),
                    "the introduction must lead to at least one location",
                ),
            );
        }
        for (key, value, max) in [
            (
                "rules.starting_carriages",
                self.rules.starting_carriages,
                30,
            ),
            (
                "rules.carriage_stop_gain",
                self.rules.carriage_stop_gain,
                10,
            ),
        ] {
            if let Some(n) = value
                && n > max
            {
                problem(
                    Place::key(key),
                    said(
                        "errors-content-more-than",
                        vec![("value", n.into()), ("max", max.into())],
                        format!("{n} is more than {max}"),
                    ),
                );
            }
        }
        if self.rules.carriage_stop_closed && self.rules.carriage_stop_gain.is_some() {
            problem(
                Place::key("rules.carriage_stop_gain"),
                said(
                    "errors-content-case-closed-stop-gain",
                    Vec::new(),
                    "the case closes the Carriage Stop (`carriage_stop_closed`), so nothing is gained there",
                ),
            );
        }
        out
    }
}

/// The one problem of a text that is not a case file at all (the TOML reader's
/// own English words).
pub(crate) fn unreadable(err: &toml::de::Error) -> ExplainedProblem {
    let detail = err.to_string().trim().replace('\n', " ");
    ExplainedProblem::new(
        Place::case_file(),
        said(
            "errors-content-toml",
            vec![("detail", detail.clone().into())],
            detail,
        ),
    )
}

impl Question {
    /// Whether `answer` is right (WH-7: the software is Holmes's voice). A choice
    /// question takes the right option (after `normalize_answer`); a typed one is
    /// judged by its concepts (`judge_typed`).
    pub fn judge(&self, answer: &str) -> bool {
        if self.typed {
            return judge_typed(&self.concepts, &self.wrong_concepts, answer);
        }
        let given = normalize_answer(answer);
        !given.is_empty()
            && self
                .accepted
                .iter()
                .any(|form| normalize_answer(form) == given)
    }

    /// Whether the author asked for a typed answer (judged by concepts) rather
    /// than a choice among options.
    pub fn is_typed(&self) -> bool {
        self.typed
    }

    /// The answer shown as right at the end: the right option, or the first
    /// `accepted` sample of a typed question.
    pub fn canonical_answer(&self) -> &str {
        self.accepted.first().map_or("", String::as_str)
    }

    /// What is wrong with a choice question: too few options, duplicates after
    /// normalisation, a right answer that is not one option, typed-only fields.
    fn choice_problems(&self) -> Vec<Said> {
        let mut out = Vec::new();
        if self.choices.len() < limits::MIN_CHOICES {
            out.push(said(
                "errors-content-case-few-choices",
                vec![
                    ("count", self.choices.len().into()),
                    ("min", limits::MIN_CHOICES.into()),
                ],
                format!(
                    "offers {} options; a choice question offers at least {} (or set `typed = true` and judge by concepts)",
                    self.choices.len(),
                    limits::MIN_CHOICES
                ),
            ));
        }
        if self.choices.len() > limits::CHOICES {
            out.push(said(
                "errors-content-case-many-choices",
                vec![("max", limits::CHOICES.into())],
                format!("offers more than {} choices", limits::CHOICES),
            ));
        }
        let mut seen = std::collections::BTreeSet::new();
        for c in &self.choices {
            if !seen.insert(normalize_answer(c)) {
                out.push(said(
                    "errors-content-case-choice-twice",
                    vec![("choice", quoted(c))],
                    format!("the choice {c:?} is listed twice"),
                ));
            }
        }
        match self.accepted.as_slice() {
            [] => out.push(said(
                "errors-content-case-no-right-option",
                Vec::new(),
                "lists no accepted answer: name the right option",
            )),
            [right] => {
                let n = normalize_answer(right);
                if !self.choices.iter().any(|c| normalize_answer(c) == n) {
                    out.push(said(
                        "errors-content-case-right-not-an-option",
                        vec![("answer", quoted(right))],
                        format!("its right answer {right:?} is not one of its options"),
                    ));
                }
            }
            many => out.push(said(
                "errors-content-case-many-right-options",
                vec![("count", many.len().into())],
                format!(
                    "names {} right answers; a choice question names its one right option once",
                    many.len()
                ),
            )),
        }
        if !self.concepts.is_empty()
            || !self.wrong_concepts.is_empty()
            || !self.samples_right.is_empty()
            || !self.samples_wrong.is_empty()
        {
            out.push(said(
                "errors-content-case-concepts-untyped",
                Vec::new(),
                "concepts and samples are for typed questions: set `typed = true` or remove them",
            ));
        }
        out
    }

    /// What is wrong with a typed question at `question` (its place): options,
    /// missing or malformed concepts, and every sample (and accepted form) the
    /// judge gets wrong, each at its place inside the question.
    fn typed_problems(&self, question: &Place) -> Vec<(Place, Said)> {
        let mut out = Vec::new();
        let mut problem = |place: Place, message: Said| out.push((place, message));
        if !self.choices.is_empty() {
            problem(
                question.clone(),
                said(
                    "errors-content-case-typed-choices",
                    Vec::new(),
                    "a typed question offers no options: remove `choices` or `typed = true`",
                ),
            );
        }
        if self.concepts.is_empty() {
            problem(
                question.clone(),
                said(
                    "errors-content-case-typed-no-concept",
                    Vec::new(),
                    "a typed question needs at least one concept (`concepts`)",
                ),
            );
        }
        if self.concepts.len() > limits::CONCEPTS || self.wrong_concepts.len() > limits::CONCEPTS {
            problem(
                question.clone(),
                said(
                    "errors-content-case-typed-many-concepts",
                    vec![("max", limits::CONCEPTS.into())],
                    format!(
                        "at most {} concepts and {} wrong concepts",
                        limits::CONCEPTS,
                        limits::CONCEPTS
                    ),
                ),
            );
        }
        for (kind, list, concept_id, synonym_id) in [
            (
                "concept",
                &self.concepts,
                "errors-content-place-concept",
                "errors-content-place-synonym",
            ),
            (
                "wrong concept",
                &self.wrong_concepts,
                "errors-content-place-wrong-concept",
                "errors-content-place-wrong-synonym",
            ),
        ] {
            for (c, concept) in list.iter().enumerate() {
                let place = question.within(
                    format!(", {kind} {}", c + 1),
                    concept_id,
                    vec![("concept", (c + 1).into())],
                );
                if concept.is_empty() {
                    problem(
                        place.clone(),
                        said(
                            "errors-content-case-concept-empty",
                            Vec::new(),
                            "lists no synonym",
                        ),
                    );
                }
                if concept.len() > limits::SYNONYMS {
                    problem(
                        place.clone(),
                        said(
                            "errors-content-case-concept-many",
                            vec![("max", limits::SYNONYMS.into())],
                            format!("lists more than {} synonyms", limits::SYNONYMS),
                        ),
                    );
                }
                for (w, synonym) in concept.iter().enumerate() {
                    if let Err(why) = synonym_problem(synonym) {
                        problem(
                            place.within(
                                format!(", synonym {} ({synonym:?})", w + 1),
                                synonym_id,
                                vec![
                                    ("synonym_number", (w + 1).into()),
                                    ("synonym", quoted(synonym)),
                                ],
                            ),
                            why,
                        );
                    }
                }
            }
        }
        if self.samples_right.is_empty() || self.samples_wrong.is_empty() {
            problem(
                question.clone(),
                said(
                    "errors-content-case-typed-no-samples",
                    Vec::new(),
                    "a typed question carries its author's sample right and wrong answers (`samples_right`, `samples_wrong`), at least one of each",
                ),
            );
        }
        if self.samples_right.len() > limits::SAMPLES || self.samples_wrong.len() > limits::SAMPLES
        {
            problem(
                question.clone(),
                said(
                    "errors-content-case-typed-many-samples",
                    vec![("max", limits::SAMPLES.into())],
                    format!("at most {} samples of each kind", limits::SAMPLES),
                ),
            );
        }
        if self.accepted.is_empty() {
            problem(
                question.clone(),
                said(
                    "errors-content-case-typed-no-accepted",
                    Vec::new(),
                    "lists no accepted answer: the first is shown as the answer at the end",
                ),
            );
        }
        let judged = |a: &str| judge_typed(&self.concepts, &self.wrong_concepts, a);
        for (kind, list, want, place_id) in [
            (
                "accepted answer",
                &self.accepted,
                true,
                "errors-content-place-accepted",
            ),
            (
                "sample right answer",
                &self.samples_right,
                true,
                "errors-content-place-sample-right",
            ),
            (
                "sample wrong answer",
                &self.samples_wrong,
                false,
                "errors-content-place-sample-wrong",
            ),
        ] {
            for (k, sample) in list.iter().enumerate() {
                if judged(sample) != want {
                    problem(
                        question.within(
                            format!(", {kind} {} ({sample:?})", k + 1),
                            place_id,
                            vec![
                                ("sample_number", (k + 1).into()),
                                ("sample", quoted(sample)),
                            ],
                        ),
                        if want {
                            said(
                                "errors-content-case-judged-wrong",
                                Vec::new(),
                                "the concepts judge it wrong",
                            )
                        } else {
                            said(
                                "errors-content-case-judged-right",
                                Vec::new(),
                                "the concepts judge it right",
                            )
                        },
                    );
                }
            }
        }
        out
    }
}

/// The words of a text as the typed judge reads them: compatibility
/// decomposition (so full-width letters and ligatures become plain ones),
/// accents dropped (`é` → `e`), lower case, split at every character that is not
/// a letter or a digit (so `Pell's` is `pell s` and `hat-box` is `hat box`).
pub fn answer_words(text: &str) -> Vec<String> {
    use unicode_normalization::UnicodeNormalization;
    use unicode_normalization::char::is_combining_mark;
    let plain: String = text
        .nfkd()
        .filter(|c| !is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect();
    plain.split_whitespace().map(str::to_owned).collect()
}

/// One word of a compiled synonym.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SynonymWord {
    /// Matches this word only.
    Word(String),
    /// Matches every word that begins with it (written `forg*`).
    Stem(String),
}

impl SynonymWord {
    fn matches(&self, word: &str) -> bool {
        match self {
            SynonymWord::Word(w) => w == word,
            SynonymWord::Stem(s) => word.starts_with(s.as_str()),
        }
    }
}

/// Compiles a synonym (a word or short phrase, a word ending in `*` being a
/// stem) into the words it must match in a row, or says why it cannot be used.
pub fn compile_synonym(synonym: &str) -> Result<Vec<SynonymWord>, String> {
    synonym_problem(synonym).map_err(|why| why.0)
}

/// [`compile_synonym`], saying why as a catalogue message too.
fn synonym_problem(synonym: &str) -> Result<Vec<SynonymWord>, Said> {
    if synonym.chars().count() > limits::SYNONYM {
        return Err(said(
            "errors-content-case-synonym-long",
            vec![("max", limits::SYNONYM.into())],
            format!("a synonym has at most {} characters", limits::SYNONYM),
        ));
    }
    let mut out = Vec::new();
    for token in synonym.split_whitespace() {
        let stem = token.ends_with('*');
        let core = token.trim_end_matches('*');
        if core.contains('*') {
            return Err(said(
                "errors-content-case-synonym-star",
                Vec::new(),
                "`*` may only end a word",
            ));
        }
        let words = answer_words(core);
        let Some((last, first)) = words.split_last() else {
            return Err(said(
                "errors-content-case-synonym-no-letters",
                Vec::new(),
                "has no letters or digits",
            ));
        };
        out.extend(first.iter().cloned().map(SynonymWord::Word));
        if stem {
            if last.chars().count() < limits::STEM {
                return Err(said(
                    "errors-content-case-synonym-short-stem",
                    vec![("min", limits::STEM.into())],
                    format!("a stem needs at least {} letters before `*`", limits::STEM),
                ));
            }
            out.push(SynonymWord::Stem(last.clone()));
        } else {
            out.push(SynonymWord::Word(last.clone()));
        }
    }
    if out.is_empty() {
        return Err(said("errors-content-empty", Vec::new(), "is empty"));
    }
    if out.len() > limits::SYNONYM_WORDS {
        return Err(said(
            "errors-content-case-synonym-many-words",
            vec![("max", limits::SYNONYM_WORDS.into())],
            format!("a synonym has at most {} words", limits::SYNONYM_WORDS),
        ));
    }
    Ok(out)
}

/// Whether some synonym of `concept` appears in `words` (its words in a row).
fn mentions(concept: &[String], words: &[String]) -> bool {
    concept.iter().any(|synonym| {
        compile_synonym(synonym).is_ok_and(|pattern| {
            words
                .windows(pattern.len())
                .any(|window| window.iter().zip(&pattern).all(|(word, p)| p.matches(word)))
        })
    })
}

/// Judges a typed answer (WH-7): right when every concept of `concepts` appears
/// in it and no concept of `wrong` does. An answer longer than
/// `limits::ANSWER` characters, or without a letter or a digit, is wrong; so is
/// any answer to a question without concepts. Synonyms that do not compile are
/// ignored here (`Case::problems` reports them).
pub fn judge_typed(concepts: &[Vec<String>], wrong: &[Vec<String>], answer: &str) -> bool {
    if concepts.is_empty() || answer.chars().nth(limits::ANSWER).is_some() {
        return false;
    }
    let words = answer_words(answer);
    !words.is_empty()
        && !wrong.iter().any(|w| mentions(w, &words))
        && concepts.iter().all(|c| mentions(c, &words))
}

impl Case {
    pub fn location(&self, number: LocationNumber) -> Option<&Location> {
        self.locations.iter().find(|l| l.number == number)
    }

    /// The fare to enter `zone` (WH-6), 0 for a one-zone case.
    pub fn fare(&self, zone: &str) -> u8 {
        self.zones
            .iter()
            .find(|z| z.id == zone)
            .map_or(0, |z| z.fare)
    }

    /// How many of `answers` (one per question, in order) are right.
    pub fn count_right(&self, answers: &[String]) -> usize {
        self.questions
            .iter()
            .zip(answers)
            .filter(|(q, a)| q.judge(a))
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(right: &str, options: &[&str]) -> Question {
        Question {
            id: "culprit".into(),
            text: "Who?".into(),
            choices: options.iter().map(|&o| o.to_owned()).collect(),
            accepted: vec![right.into()],
            ..Question::default()
        }
    }

    fn concepts(lists: &[&[&str]]) -> Vec<Vec<String>> {
        lists
            .iter()
            .map(|l| l.iter().map(|&w| w.to_owned()).collect())
            .collect()
    }

    /// The ledger's motive, typed: hiding (the concealment) and the forgery.
    fn motive() -> Question {
        Question {
            id: "motive".into(),
            text: "Why was the ledger taken?".into(),
            typed: true,
            accepted: vec!["To hide his forged entries from the auditors".into()],
            concepts: concepts(&[
                &[
                    "hide",
                    "hid",
                    "hiding",
                    "conceal*",
                    "cover* up",
                    "keep it from",
                    "keep them from",
                ],
                &[
                    "forg*",
                    "falsif*",
                    "alter*",
                    "fals* entries",
                    "fraud*",
                    "embezzl*",
                    "cook* the books",
                ],
            ]),
            wrong_concepts: concepts(&[
                &["not", "never", "no"],
                &["rival", "creed", "sell", "sold"],
            ]),
            samples_right: vec![
                "To hide from the auditors that he had falsified the accounts".into(),
                "to conceal his forgeries".into(),
            ],
            samples_wrong: vec!["Money".into(), "Greed".into(), "To sell it to Creed".into()],
            ..Question::default()
        }
    }

    #[test]
    fn a_choice_is_judged_after_normalisation_and_nothing_else_is_right() {
        let q = choice("Edmund Farrow", &["Edmund Farrow", "A", "B", "C", "D"]);
        assert!(q.judge("  edmund   FARROW. "));
        assert!(!q.judge("Farrow"));
        assert!(!q.judge(""));
        assert!(!q.judge("A"));
    }

    #[test]
    fn the_ledger_motive_written_in_the_players_own_words_is_judged_right() {
        let q = motive();
        assert!(q.judge("To hide from the auditors that he had falsified the accounts"));
        assert!(q.judge("He concealed the forgery"));
        assert!(q.judge("FORGED entries: hiding them!"));
        assert!(q.judge("to cover up his embezzlement"));
        // A concept missing: money alone, or hiding without saying what.
        assert!(!q.judge("Money"));
        assert!(!q.judge("Debts"));
        assert!(!q.judge("To hide it"));
        assert!(!q.judge("forgery"));
    }

    #[test]
    fn a_typed_answer_naming_a_wrong_concept_is_refused_even_with_every_right_one() {
        let q = motive();
        assert!(q.judge("to hide the forgery"));
        assert!(!q.judge("to hide the forgery and sell it to a rival"));
        assert!(!q.judge("not to hide any forgery"));
        assert!(!q.judge("He did NOT hide a forgery"));
    }

    #[test]
    fn hostile_typed_answers_are_judged_without_panicking() {
        let q = motive();
        for wrong in [
            "",
            "   ",
            "!!!?...",
            "\u{0}\u{7}",
            "<script>alert('hide forged')</script> not",
            "\u{202e}degrof edih",
        ] {
            assert!(!q.judge(wrong), "{wrong:?}");
        }
        // Longer than an answer may be: wrong, however right its words.
        let long = format!(
            "to hide his forged entries {}",
            "and so on ".repeat(100_000)
        );
        assert!(!q.judge(&long));
        // Exactly at the limit is still judged.
        let at_limit = format!(
            "{:<width$}",
            "to hide his forgeries",
            width = limits::ANSWER
        );
        assert_eq!(at_limit.chars().count(), limits::ANSWER);
        assert!(q.judge(&at_limit));
        // Accents, full-width letters and odd punctuation read as plain words.
        assert!(q.judge("To HÏDE his ｆｏｒｇｅｒｉｅｓ"));
        assert!(q.judge("to—hide—his—forgeries…"));
        assert!(q.judge("to hide his forgéries"));
        // An invisible separator separates, like a space.
        assert!(q.judge("hide\u{200b}forged"));
        // A stem matches words it begins, never words merely containing it.
        assert!(!q.judge("to hide the reforged anchor"));
    }

    proptest::proptest! {
        #[test]
        fn the_typed_judge_never_panics_and_refuses_overlong_answers(answer in "\\PC{0,300}") {
            let q = motive();
            let right = q.judge(&answer);
            if answer.chars().count() > limits::ANSWER {
                proptest::prop_assert!(!right);
            }
        }

        #[test]
        fn letter_case_and_punctuation_never_change_a_verdict(answer in "[a-zA-Z ]{0,35}") {
            let q = motive();
            let verdict = q.judge(&answer);
            proptest::prop_assert_eq!(verdict, q.judge(&answer.to_uppercase()));
            proptest::prop_assert_eq!(verdict, q.judge(&answer.replace(' ', ", ")));
        }

        #[test]
        fn a_listed_wrong_concept_refuses_any_answer(words in "[a-z ]{0,40}") {
            let q = motive();
            let answer = format!("{words} to hide his forgeries from Creed");
            proptest::prop_assert!(!q.judge(&answer));
        }
    }

    #[test]
    fn phrases_match_whole_words_in_a_row() {
        let q = Question {
            typed: true,
            concepts: concepts(&[&["hat box", "hatbox", "bandbox"]]),
            ..Question::default()
        };
        assert!(q.judge("In a lady's hat-box"));
        assert!(q.judge("a HATBOX"));
        assert!(!q.judge("a box for a hat"));
        assert!(!q.judge("chat box"));
        assert!(!q.judge("hatboxes"));
    }

    #[test]
    fn synonyms_that_cannot_be_judged_are_refused() {
        assert!(compile_synonym("forg*").is_ok());
        assert_eq!(
            compile_synonym("cover* up").expect("a phrase"),
            vec![
                SynonymWord::Stem("cover".into()),
                SynonymWord::Word("up".into())
            ]
        );
        assert!(
            compile_synonym("fo*").is_err(),
            "a stem that short matches too much"
        );
        assert!(compile_synonym("f*rged").is_err());
        assert!(compile_synonym("*").is_err());
        assert!(compile_synonym("  ").is_err());
        assert!(compile_synonym("!!").is_err());
        assert!(compile_synonym(&"a ".repeat(40)).is_err());
    }

    /// A typed question's problems in English, placed after an empty place.
    fn typed_problems(q: &Question) -> Vec<CaseProblem> {
        q.typed_problems(&Place(String::new(), Explanation::default()))
            .into_iter()
            .map(|(at, message)| ExplainedProblem::new(at, message).problem)
            .collect()
    }

    /// A choice question's problems in English.
    fn choice_problems(q: &Question) -> Vec<String> {
        q.choice_problems().into_iter().map(|m| m.0).collect()
    }

    #[test]
    fn a_typed_question_fails_on_each_misjudged_sample_by_its_place() {
        let mut q = motive();
        assert_eq!(typed_problems(&q), vec![]);
        q.samples_right.push("Because of the forged ledger".into());
        q.samples_wrong.push("To hide his forged entries".into());
        let problems: Vec<String> = typed_problems(&q).iter().map(ToString::to_string).collect();
        assert_eq!(
            problems,
            vec![
                ", sample right answer 3 (\"Because of the forged ledger\"): the concepts judge it wrong",
                ", sample wrong answer 4 (\"To hide his forged entries\"): the concepts judge it right",
            ]
        );
    }

    #[test]
    fn a_choice_question_needs_five_distinct_options_with_its_answer_among_them() {
        let q = choice("A", &["A", "B", "C", "D"]);
        assert!(
            choice_problems(&q)[0].contains("offers 4 options"),
            "{:?}",
            choice_problems(&q)
        );
        let q = choice("F", &["A", "B", "C", "D", "E"]);
        assert_eq!(
            choice_problems(&q),
            vec!["its right answer \"F\" is not one of its options"]
        );
        let q = choice("A", &["A", "B", "C", "D", "the b."]);
        assert_eq!(
            choice_problems(&q),
            vec!["the choice \"the b.\" is listed twice"]
        );
        let q = choice("A", &["A", "B", "C", "D", "E"]);
        assert_eq!(choice_problems(&q), Vec::<String>::new());
    }
}
