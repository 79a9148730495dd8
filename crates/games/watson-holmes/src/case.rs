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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
