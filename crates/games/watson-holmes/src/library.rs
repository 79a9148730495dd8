//! The shipped cases and their translations: every file of `content/cases/`
//! (English, the reference) and of its language folders `content/cases/<lang>/`
//! (docs/content/translations.md), embedded at build time by build.rs, parsed and
//! validated once. A case is found by its id and a language. A translation is
//! compared with its English original ([`check_translation`]: same ids, questions,
//! right choices, locations, pointers, zones, fares, special rules; only the
//! words differ). A shipped file that does not parse, or a translation that
//! differs, is left out here and fails `tests/cases.rs` (`shipped_problems`,
//! `translation_problems`), never a panic.

use std::sync::OnceLock;

use sleuth_core::translations::Translations;

use crate::case::{Case, CaseProblem, Fact, Question};

include!(concat!(env!("OUT_DIR"), "/cases.rs"));
include!(concat!(env!("OUT_DIR"), "/case_translations.rs"));

/// The language every case is written in first, the one a config means when it
/// names none.
pub const REFERENCE_LANGUAGE: &str = "en";

struct Library {
    cases: Vec<Case>,
    problems: Vec<CaseProblem>,
    /// (language, case), in language then file order.
    translations: Translations<Case>,
    translation_problems: Vec<CaseProblem>,
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
        let mut translations = Vec::new();
        let mut translation_problems = Vec::new();
        for &(language, file, text) in CASE_TRANSLATIONS {
            let place = format!("cases/{language}/{file}");
            let Some((_, original)) = CASE_FILES.iter().find(|(name, _)| *name == file) else {
                translation_problems.push(CaseProblem {
                    place,
                    message: format!("no English original cases/{file} of the same name"),
                });
                continue;
            };
            match check_translation(original, text) {
                Ok(case) => translations.push((language, case)),
                Err(found) => translation_problems.extend(found.into_iter().map(|p| CaseProblem {
                    place: format!("{place}: {}", p.place),
                    message: p.message,
                })),
            }
        }
        Library {
            cases,
            problems,
            translations: Translations::new(
                REFERENCE_LANGUAGE,
                |piece: &Case| piece.id.as_str(),
                translations,
            ),
            translation_problems,
        }
    })
}

/// Every valid shipped case, in file order (the ladder of difficulty), in English.
pub fn shipped() -> &'static [Case] {
    &library().cases
}

/// The shipped case with this id, in English.
pub fn case(id: &str) -> Option<&'static Case> {
    shipped().iter().find(|c| c.id == id)
}

/// The shipped case with this id in `language` (`en`: the original), or `None`
/// when it does not exist in that language.
pub fn case_in(id: &str, language: &str) -> Option<&'static Case> {
    library().translations.piece_in(id, language, || case(id))
}

/// The languages the shipped case `id` exists in, English first (empty when
/// there is no such case).
pub fn languages_of(id: &str) -> Vec<&'static str> {
    library().translations.languages_of(id, case(id))
}

/// Problems found in shipped files (a test asserts there are none).
pub fn shipped_problems() -> &'static [CaseProblem] {
    &library().problems
}

/// Problems found in shipped translations (a test asserts there are none).
pub fn translation_problems() -> &'static [CaseProblem] {
    &library().translation_problems
}

/// The id of the introductory case, the default of a new match.
pub fn default_case_id() -> &'static str {
    shipped().first().map_or("", |c| c.id.as_str())
}

/// Parses a translation and its English original and compares them: the
/// translation must be a valid case with every text non-empty, and keep the
/// original's id, difficulty, leads, questions (ids, kinds, number of choices,
/// which choices are right, number of concepts), zones (ids and fares),
/// locations (numbers, zones, symbols, facts: the same choice by position, the
/// same pointers) and special rules. Returns the translated case, or every
/// difference with its place.
pub fn check_translation(original: &str, translated: &str) -> Result<Case, Vec<CaseProblem>> {
    let english = Case::parse(original).map_err(|err| {
        err.0
            .into_iter()
            .map(|p| CaseProblem {
                place: "English original".into(),
                message: format!("{}: {}", p.place, p.message),
            })
            .collect::<Vec<_>>()
    })?;
    let case = Case::parse(translated).map_err(|err| err.0)?;
    let problems = translation_differences(&english, &case);
    if problems.is_empty() {
        Ok(case)
    } else {
        Err(problems)
    }
}

/// Every way `translated` differs from `english` beyond its words, and every
/// empty text of `translated`.
pub fn translation_differences(english: &Case, translated: &Case) -> Vec<CaseProblem> {
    let mut out = Vec::new();
    let mut differs = |place: String, message: String| out.push(CaseProblem { place, message });
    let empty = |text: &str| text.trim().is_empty();
    if translated.id != english.id {
        differs(
            "id".into(),
            format!(
                "{:?}; in English {:?} (a translation keeps the id)",
                translated.id, english.id
            ),
        );
    }
    for (field, text) in [
        ("title", &translated.title),
        ("introduction", &translated.introduction),
        ("solution", &translated.solution),
    ] {
        if empty(text) {
            differs(field.into(), "empty".into());
        }
    }
    if translated.difficulty != english.difficulty {
        differs(
            "difficulty".into(),
            format!(
                "{}; in English {}",
                translated.difficulty, english.difficulty
            ),
        );
    }
    if translated.leads != english.leads {
        differs(
            "leads".into(),
            format!("{:?}; in English {:?}", translated.leads, english.leads),
        );
    }
    if translated.rules != english.rules {
        differs(
            "rules".into(),
            "the special rules differ from English".into(),
        );
    }

    // Questions, by position.
    if translated.questions.len() != english.questions.len() {
        differs(
            "questions".into(),
            format!(
                "{} questions; in English {}",
                translated.questions.len(),
                english.questions.len()
            ),
        );
    }
    for (i, (mine, theirs)) in translated
        .questions
        .iter()
        .zip(&english.questions)
        .enumerate()
    {
        let place = format!("question {} ({})", i + 1, theirs.id);
        if mine.id != theirs.id {
            differs(
                place.clone(),
                format!("id {:?}; in English {:?}", mine.id, theirs.id),
            );
        }
        if empty(&mine.text) {
            differs(place.clone(), "text: empty".into());
        }
        if mine.typed != theirs.typed {
            differs(
                place.clone(),
                "typed in one language and a choice in the other".into(),
            );
            continue;
        }
        if mine.choices.len() != theirs.choices.len() {
            differs(
                place.clone(),
                format!(
                    "{} choices; in English {}",
                    mine.choices.len(),
                    theirs.choices.len()
                ),
            );
        }
        if let Some(n) = mine.choices.iter().position(|c| empty(c)) {
            differs(place.clone(), format!("choice {}: empty", n + 1));
        }
        if mine.typed {
            if mine.concepts.len() != theirs.concepts.len()
                || mine.wrong_concepts.len() != theirs.wrong_concepts.len()
            {
                differs(
                    place.clone(),
                    format!(
                        "{} concepts and {} wrong concepts; in English {} and {}",
                        mine.concepts.len(),
                        mine.wrong_concepts.len(),
                        theirs.concepts.len(),
                        theirs.wrong_concepts.len()
                    ),
                );
            }
        } else {
            let (right, english_right) = (right_choices(mine), right_choices(theirs));
            if right != english_right {
                differs(
                    place.clone(),
                    format!(
                        "the right choices are {}; in English {}",
                        positions(&right),
                        positions(&english_right)
                    ),
                );
            }
        }
    }

    // Zones, by position.
    if translated.zones.len() != english.zones.len() {
        differs(
            "zones".into(),
            format!(
                "{} zones; in English {}",
                translated.zones.len(),
                english.zones.len()
            ),
        );
    }
    for (i, (mine, theirs)) in translated.zones.iter().zip(&english.zones).enumerate() {
        let place = format!("zone {} ({})", i + 1, theirs.id);
        if mine.id != theirs.id || mine.fare != theirs.fare {
            differs(
                place.clone(),
                format!(
                    "id {:?} fare {}; in English id {:?} fare {}",
                    mine.id, mine.fare, theirs.id, theirs.fare
                ),
            );
        }
        if empty(&mine.name) {
            differs(place, "name: empty".into());
        }
    }

    // Locations, by position.
    if translated.locations.len() != english.locations.len() {
        differs(
            "locations".into(),
            format!(
                "{} locations; in English {}",
                translated.locations.len(),
                english.locations.len()
            ),
        );
    }
    for (mine, theirs) in translated.locations.iter().zip(&english.locations) {
        let place = format!("location {}", theirs.number);
        if mine.number != theirs.number {
            differs(
                place.clone(),
                format!("numbered {}; in English {}", mine.number, theirs.number),
            );
            continue;
        }
        if empty(&mine.name) {
            differs(place.clone(), "name: empty".into());
        }
        if empty(&mine.text) {
            differs(place.clone(), "text: empty".into());
        }
        if mine.zone != theirs.zone {
            differs(
                place.clone(),
                format!("zone {:?}; in English {:?}", mine.zone, theirs.zone),
            );
        }
        if mine.symbols != theirs.symbols {
            differs(place.clone(), "symbols differ from English".into());
        }
        if mine.facts.len() != theirs.facts.len() {
            differs(
                place.clone(),
                format!(
                    "{} facts; in English {}",
                    mine.facts.len(),
                    theirs.facts.len()
                ),
            );
        }
        for (f, (a, b)) in mine.facts.iter().zip(&theirs.facts).enumerate() {
            let fact_place = format!("{place}, fact {}", f + 1);
            match (fact_meaning(translated, a), fact_meaning(english, b)) {
                (Some(x), Some(y)) if x == y => {}
                _ => differs(
                    fact_place,
                    format!(
                        "{}; in English {}",
                        fact_words(translated, a),
                        fact_words(english, b)
                    ),
                ),
            }
        }
    }
    out
}

/// The positions (from 0) of a choice question's right choices.
fn right_choices(question: &Question) -> Vec<usize> {
    let mut right: Vec<usize> = question
        .accepted
        .iter()
        .filter_map(|a| question.choices.iter().position(|c| c == a))
        .collect();
    right.sort_unstable();
    right.dedup();
    right
}

/// "1 and 4" (counted from 1).
fn positions(list: &[usize]) -> String {
    let words: Vec<String> = list.iter().map(|p| (p + 1).to_string()).collect();
    match words.len() {
        0 => "none".into(),
        1 => words[0].clone(),
        n => format!("{} and {}", words[..n - 1].join(", "), words[n - 1]),
    }
}

/// What a fact says, without its words: (kind, question id, choice position or
/// the location pointed to). A fact about a typed question is compared by its
/// question only (its value is an answer in the file's own language).
fn fact_meaning(case: &Case, fact: &Fact) -> Option<(u8, String, usize)> {
    let choice = |question: &str, value: &str| -> Option<usize> {
        let q = case.questions.iter().find(|q| q.id == question)?;
        if q.typed {
            return Some(usize::MAX);
        }
        q.choices.iter().position(|c| c == value)
    };
    match fact {
        Fact::Proves { question, value } => Some((0, question.clone(), choice(question, value)?)),
        Fact::RulesOut { question, value } => Some((1, question.clone(), choice(question, value)?)),
        Fact::PointsTo { location } => Some((2, String::new(), usize::from(*location))),
    }
}

/// A fact in words for a difference: "proves choice 2 of culprit".
fn fact_words(case: &Case, fact: &Fact) -> String {
    let meaning = fact_meaning(case, fact);
    match (fact, meaning) {
        (Fact::PointsTo { location }, _) => format!("points to location {location}"),
        (Fact::Proves { question, value }, Some((_, _, p)))
        | (Fact::RulesOut { question, value }, Some((_, _, p))) => {
            let verb = if matches!(fact, Fact::Proves { .. }) {
                "proves"
            } else {
                "rules out"
            };
            if p == usize::MAX {
                format!("{verb} {value:?} for the typed question {question}")
            } else {
                format!("{verb} choice {} of {question}", p + 1)
            }
        }
        (Fact::Proves { question, value }, None) | (Fact::RulesOut { question, value }, None) => {
            format!("names {value:?}, not a choice of {question}")
        }
    }
}
