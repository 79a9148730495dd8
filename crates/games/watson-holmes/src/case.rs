//! A case as data (WH-1): the introduction, the questions with machine-checkable
//! answers, zones, location cards with their symbols and hidden facts, the case's
//! rule modifiers and Holmes's solution. Parsed from one TOML file per case
//! (format: docs/content/watson-holmes.md) and validated into a `Case`.
//!
//! The rules engine reads a case only through the types and methods here; the
//! solvability checker (`check`) reads the facts.

use serde::{Deserialize, Serialize};

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

/// One of the case's set questions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// Short stable id, e.g. `culprit`, used by facts.
    pub id: String,
    pub text: String,
    /// The candidates a player may pick from at 221B (people by full name, places,
    /// objects). Empty for a typed-only question; the checker and bots then use the
    /// values the facts mention.
    #[serde(default)]
    pub choices: Vec<String>,
    /// Every accepted form of the right answer; the first is the canonical one.
    /// Judged after normalisation (see `normalize_answer`).
    pub accepted: Vec<String>,
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

/// Why a case file was refused: every problem found, each with its place.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct CaseError(pub Vec<CaseProblem>);

impl Case {
    /// Parses and validates a case file (TOML, docs/content/watson-holmes.md).
    pub fn parse(text: &str) -> Result<Case, CaseError> {
        let case: Case = toml::from_str(text).map_err(|e| {
            CaseError(vec![CaseProblem {
                place: "case file".into(),
                message: e.to_string().trim().replace('\n', " "),
            }])
        })?;
        let problems = case.problems();
        if problems.is_empty() {
            Ok(case)
        } else {
            Err(CaseError(problems))
        }
    }

    /// Every structural problem of the case (not solvability: see `check`).
    pub fn problems(&self) -> Vec<CaseProblem> {
        let mut out = Vec::new();
        let mut problem = |place: String, message: String| out.push(CaseProblem { place, message });
        let too_long = |text: &str, max: usize| text.chars().count() > max;
        let bad_text = |text: &str| {
            text.chars()
                .any(|c| c.is_control() && c != '\n' && c != '\t')
        };
        let id_ok = !self.id.is_empty()
            && self.id.len() <= limits::ID
            && self
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !id_ok {
            problem(
                "id".into(),
                format!(
                    "{:?} is not a case id: 1 to {} lowercase letters, digits and hyphens",
                    self.id,
                    limits::ID
                ),
            );
        }
        for (place, text, max) in [
            ("title", &self.title, limits::TITLE),
            ("introduction", &self.introduction, limits::INTRODUCTION),
            ("solution", &self.solution, limits::SOLUTION),
        ] {
            if text.trim().is_empty() {
                problem(place.into(), "is empty".into());
            } else if too_long(text, max) {
                problem(place.into(), format!("is longer than {max} characters"));
            }
            if bad_text(text) {
                problem(place.into(), "contains control characters".into());
            }
        }
        if self.difficulty > 5 {
            problem(
                "difficulty".into(),
                format!("{} is not 0 to 5", self.difficulty),
            );
        }
        if !limits::QUESTIONS.contains(&self.questions.len()) {
            problem(
                "questions".into(),
                format!(
                    "a case asks {} to {} questions, not {}",
                    limits::QUESTIONS.start(),
                    limits::QUESTIONS.end(),
                    self.questions.len()
                ),
            );
        }
        let mut question_ids = std::collections::BTreeSet::new();
        for (i, q) in self.questions.iter().enumerate() {
            let place = format!("question {} (`{}`)", i + 1, q.id);
            if q.id.is_empty()
                || !q
                    .id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
            {
                problem(
                    place.clone(),
                    "its id must be lowercase letters, digits, `_` or `-`".into(),
                );
            }
            if !question_ids.insert(q.id.as_str()) {
                problem(
                    place.clone(),
                    "its id is used by an earlier question".into(),
                );
            }
            if q.text.trim().is_empty() || too_long(&q.text, limits::QUESTION) {
                problem(
                    place.clone(),
                    format!("its text must have 1 to {} characters", limits::QUESTION),
                );
            }
            if q.accepted.is_empty() {
                problem(place.clone(), "lists no accepted answer".into());
            }
            for form in q.accepted.iter().chain(&q.choices) {
                if normalize_answer(form).is_empty() || too_long(form, limits::ANSWER) {
                    problem(
                        place.clone(),
                        format!(
                            "the answer {form:?} must have 1 to {} characters, some letters or digits",
                            limits::ANSWER
                        ),
                    );
                }
            }
            if q.choices.len() > limits::CHOICES {
                problem(
                    place.clone(),
                    format!("offers more than {} choices", limits::CHOICES),
                );
            }
            if !q.choices.is_empty() {
                let right: Vec<&String> = q.choices.iter().filter(|c| q.judge(c)).collect();
                if right.len() != 1 {
                    problem(
                        place.clone(),
                        format!(
                            "exactly one of its choices must be an accepted answer; {} are",
                            right.len()
                        ),
                    );
                }
                let mut seen = std::collections::BTreeSet::new();
                for c in &q.choices {
                    if !seen.insert(normalize_answer(c)) {
                        problem(place.clone(), format!("the choice {c:?} is listed twice"));
                    }
                }
            }
        }
        if self.zones.len() > limits::ZONES {
            problem(
                "zones".into(),
                format!("a case has at most {} zones", limits::ZONES),
            );
        }
        let mut zone_ids = std::collections::BTreeSet::new();
        for z in &self.zones {
            let place = format!("zone `{}`", z.id);
            if z.id.is_empty()
                || z.name.trim().is_empty()
                || too_long(&z.name, limits::LOCATION_NAME)
            {
                problem(place.clone(), "needs an id and a name".into());
            }
            if !zone_ids.insert(z.id.as_str()) {
                problem(place.clone(), "its id is used by another zone".into());
            }
            if z.fare > limits::FARE {
                problem(place, format!("a fare is 0 to {} carriages", limits::FARE));
            }
        }
        if self.zones.len() == 1 {
            problem("zones".into(), "a case with zones has at least two".into());
        }
        if !limits::LOCATIONS.contains(&self.locations.len()) {
            problem(
                "locations".into(),
                format!(
                    "a case has {} to {} locations, not {}",
                    limits::LOCATIONS.start(),
                    limits::LOCATIONS.end(),
                    self.locations.len()
                ),
            );
        }
        let numbers: std::collections::BTreeSet<LocationNumber> =
            self.locations.iter().map(|l| l.number).collect();
        let mut seen_numbers = std::collections::BTreeSet::new();
        for loc in &self.locations {
            let place = format!("location {}", loc.number);
            if !limits::LOCATION_NUMBER.contains(&loc.number) {
                problem(place.clone(), "a location number is 1 to 999".into());
            }
            if !seen_numbers.insert(loc.number) {
                problem(
                    place.clone(),
                    "the number is used by another location".into(),
                );
            }
            if loc.name.trim().is_empty() || too_long(&loc.name, limits::LOCATION_NAME) {
                problem(
                    place.clone(),
                    format!(
                        "its name must have 1 to {} characters",
                        limits::LOCATION_NAME
                    ),
                );
            }
            if loc.text.trim().is_empty() || too_long(&loc.text, limits::LOCATION_TEXT) {
                problem(
                    place.clone(),
                    format!(
                        "its text must have 1 to {} characters",
                        limits::LOCATION_TEXT
                    ),
                );
            }
            if bad_text(&loc.text) || bad_text(&loc.name) {
                problem(place.clone(), "contains control characters".into());
            }
            match (&loc.zone, self.zones.is_empty()) {
                (Some(z), false) if !zone_ids.contains(z.as_str()) => problem(
                    place.clone(),
                    format!("its zone `{z}` is not one of the case's zones"),
                ),
                (None, false) => problem(
                    place.clone(),
                    "the case has zones: name this location's zone".into(),
                ),
                (Some(z), true) => problem(
                    place.clone(),
                    format!("names zone `{z}` but the case has no zones"),
                ),
                _ => {}
            }
            for (j, fact) in loc.facts.iter().enumerate() {
                let fact_place = format!("{place}, fact {}", j + 1);
                match fact {
                    Fact::Proves { question, value } | Fact::RulesOut { question, value } => {
                        match self.questions.iter().find(|q| &q.id == question) {
                            None => problem(
                                fact_place,
                                format!("names question `{question}`, which the case does not ask"),
                            ),
                            Some(q) => {
                                let n = normalize_answer(value);
                                if n.is_empty() {
                                    problem(fact_place, "has an empty value".into());
                                } else if !q.choices.is_empty()
                                    && !q.choices.iter().any(|c| normalize_answer(c) == n)
                                {
                                    problem(
                                        fact_place,
                                        format!(
                                            "{value:?} is not one of question `{question}`'s choices"
                                        ),
                                    );
                                }
                            }
                        }
                    }
                    Fact::PointsTo { location } => {
                        if !numbers.contains(location) {
                            problem(
                                fact_place,
                                format!(
                                    "points to location {location}, which the case does not have"
                                ),
                            );
                        } else if *location == loc.number {
                            problem(fact_place, "points to its own card".into());
                        }
                    }
                }
            }
        }
        for lead in &self.leads {
            if !numbers.contains(lead) {
                problem(
                    "leads".into(),
                    format!("location {lead} is not in the case"),
                );
            }
        }
        if self.leads.is_empty() {
            problem(
                "leads".into(),
                "the introduction must lead to at least one location".into(),
            );
        }
        if let Some(n) = self.rules.starting_carriages
            && n > 30
        {
            problem(
                "rules.starting_carriages".into(),
                format!("{n} is more than 30"),
            );
        }
        if let Some(n) = self.rules.carriage_stop_gain
            && n > 10
        {
            problem(
                "rules.carriage_stop_gain".into(),
                format!("{n} is more than 10"),
            );
        }
        out
    }
}

impl Question {
    /// Whether `answer` is right (WH-7: the software is Holmes's voice).
    pub fn judge(&self, answer: &str) -> bool {
        let given = normalize_answer(answer);
        !given.is_empty()
            && self
                .accepted
                .iter()
                .any(|form| normalize_answer(form) == given)
    }
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

    #[test]
    fn answers_are_judged_after_normalisation() {
        let q = Question {
            id: "culprit".into(),
            text: "Who?".into(),
            choices: vec![],
            accepted: vec!["Edmund Farrow".into()],
        };
        assert!(q.judge("  edmund   FARROW. "));
        assert!(!q.judge("Farrow"));
        assert!(!q.judge(""));
    }
}
