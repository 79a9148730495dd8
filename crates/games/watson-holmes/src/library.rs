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

use sleuth_core::MessageArg;

use crate::case::{
    Case, CaseProblem, ExplainedProblem, Fact, LocationNumber, Place, Question, Said, quoted, said,
};

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
    translation_differences_explained(english, translated)
        .into_iter()
        .map(|p| p.problem)
        .collect()
}

/// [`translation_differences`] with each place and sentence as catalogue
/// messages (`errors-content-translation-*`), for `sleuth content check` in the
/// reader's language.
pub fn translation_differences_explained(
    english: &Case,
    translated: &Case,
) -> Vec<ExplainedProblem> {
    let mut out = Vec::new();
    let mut differs = |at: Place, message: Said| out.push(ExplainedProblem::new(at, message));
    let empty = |text: &str| text.trim().is_empty();
    if translated.id != english.id {
        differs(
            Place::key("id"),
            translation_id(&translated.id, &english.id),
        );
    }
    for (field, text) in [
        ("title", &translated.title),
        ("introduction", &translated.introduction),
        ("solution", &translated.solution),
    ] {
        if empty(text) {
            differs(
                Place::key(field),
                said("errors-content-translation-empty", vec![], "empty"),
            );
        }
    }
    if translated.difficulty != english.difficulty {
        differs(
            Place::key("difficulty"),
            value_differs(
                translated.difficulty.to_string(),
                english.difficulty.to_string(),
            ),
        );
    }
    if translated.leads != english.leads {
        let numbers = |leads: &[LocationNumber]| {
            leads
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        differs(
            Place::key("leads"),
            value_differs(numbers(&translated.leads), numbers(&english.leads)),
        );
    }
    if translated.rules != english.rules {
        differs(
            Place::key("rules"),
            said(
                "errors-content-translation-rules-differ",
                vec![],
                "the special rules differ from English",
            ),
        );
    }

    // Questions, by position.
    if translated.questions.len() != english.questions.len() {
        differs(
            Place::key("questions"),
            count_differs(
                "errors-content-translation-questions",
                "question",
                translated.questions.len(),
                english.questions.len(),
            ),
        );
    }
    for (i, (mine, theirs)) in translated
        .questions
        .iter()
        .zip(&english.questions)
        .enumerate()
    {
        let place = || Place::question(i, &theirs.id);
        if mine.id != theirs.id {
            differs(
                place(),
                said(
                    "errors-content-translation-question-id",
                    vec![("id", quoted(&mine.id)), ("english", quoted(&theirs.id))],
                    format!("id {:?}; in English {:?}", mine.id, theirs.id),
                ),
            );
        }
        if empty(&mine.text) {
            differs(place(), field_empty("text"));
        }
        if mine.typed != theirs.typed {
            differs(
                place(),
                said(
                    "errors-content-translation-typed-differs",
                    vec![],
                    "typed in one language and a choice in the other",
                ),
            );
            continue;
        }
        if mine.choices.len() != theirs.choices.len() {
            differs(
                place(),
                count_differs(
                    "errors-content-translation-choices",
                    "choice",
                    mine.choices.len(),
                    theirs.choices.len(),
                ),
            );
        }
        if let Some(n) = mine.choices.iter().position(|c| empty(c)) {
            differs(
                place(),
                said(
                    "errors-content-translation-choice-empty",
                    vec![("choice", (n + 1).into())],
                    format!("choice {}: empty", n + 1),
                ),
            );
        }
        if mine.typed {
            if mine.concepts.len() != theirs.concepts.len()
                || mine.wrong_concepts.len() != theirs.wrong_concepts.len()
            {
                let (concepts, wrong) = (mine.concepts.len(), mine.wrong_concepts.len());
                let (english_concepts, english_wrong) =
                    (theirs.concepts.len(), theirs.wrong_concepts.len());
                differs(
                    place(),
                    said(
                        "errors-content-translation-concepts",
                        vec![
                            ("concepts", concepts.into()),
                            ("wrong", wrong.into()),
                            ("english_concepts", english_concepts.into()),
                            ("english_wrong", english_wrong.into()),
                        ],
                        format!(
                            "{concepts} concepts and {wrong} wrong concepts; in English \
                             {english_concepts} and {english_wrong}"
                        ),
                    ),
                );
            }
        } else {
            let (right, english_right) = (right_choices(mine), right_choices(theirs));
            if right != english_right {
                differs(
                    place(),
                    said(
                        "errors-content-translation-right-choices",
                        vec![
                            ("right", positions(&right).into()),
                            ("right_count", right.len().into()),
                            ("english", positions(&english_right).into()),
                            ("english_count", english_right.len().into()),
                        ],
                        format!(
                            "the right choices are {}; in English {}",
                            positions_or_none(&right),
                            positions_or_none(&english_right)
                        ),
                    ),
                );
            }
        }
    }

    // Zones, by position.
    if translated.zones.len() != english.zones.len() {
        differs(
            Place::key("zones"),
            count_differs(
                "errors-content-translation-zones",
                "zone",
                translated.zones.len(),
                english.zones.len(),
            ),
        );
    }
    for (mine, theirs) in translated.zones.iter().zip(&english.zones) {
        let place = || Place::zone(&theirs.id);
        if mine.id != theirs.id || mine.fare != theirs.fare {
            differs(
                place(),
                said(
                    "errors-content-translation-zone",
                    vec![
                        ("id", quoted(&mine.id)),
                        ("fare", mine.fare.into()),
                        ("english_id", quoted(&theirs.id)),
                        ("english_fare", theirs.fare.into()),
                    ],
                    format!(
                        "id {:?} fare {}; in English id {:?} fare {}",
                        mine.id, mine.fare, theirs.id, theirs.fare
                    ),
                ),
            );
        }
        if empty(&mine.name) {
            differs(place(), field_empty("name"));
        }
    }

    // Locations, by position.
    if translated.locations.len() != english.locations.len() {
        differs(
            Place::key("locations"),
            count_differs(
                "errors-content-translation-locations",
                "location",
                translated.locations.len(),
                english.locations.len(),
            ),
        );
    }
    for (mine, theirs) in translated.locations.iter().zip(&english.locations) {
        let place = || Place::location(theirs.number);
        if mine.number != theirs.number {
            differs(
                place(),
                said(
                    "errors-content-translation-numbered",
                    vec![
                        ("number", mine.number.into()),
                        ("english", theirs.number.into()),
                    ],
                    format!("numbered {}; in English {}", mine.number, theirs.number),
                ),
            );
            continue;
        }
        if empty(&mine.name) {
            differs(place(), field_empty("name"));
        }
        if empty(&mine.text) {
            differs(place(), field_empty("text"));
        }
        if mine.zone != theirs.zone {
            let zone = |zone: &Option<String>| {
                zone.as_deref().map_or("—".to_owned(), |z| format!("{z:?}"))
            };
            differs(
                place(),
                said(
                    "errors-content-translation-zone-of-location",
                    vec![
                        ("zone", zone(&mine.zone).into()),
                        ("english", zone(&theirs.zone).into()),
                    ],
                    format!(
                        "zone {}; in English {}",
                        zone(&mine.zone),
                        zone(&theirs.zone)
                    ),
                ),
            );
        }
        if mine.symbols != theirs.symbols {
            differs(
                place(),
                said(
                    "errors-content-translation-symbols-differ",
                    vec![],
                    "symbols differ from English",
                ),
            );
        }
        if mine.facts.len() != theirs.facts.len() {
            differs(
                place(),
                count_differs(
                    "errors-content-translation-facts",
                    "fact",
                    mine.facts.len(),
                    theirs.facts.len(),
                ),
            );
        }
        for (f, (a, b)) in mine.facts.iter().zip(&theirs.facts).enumerate() {
            match (fact_meaning(translated, a), fact_meaning(english, b)) {
                (Some(x), Some(y)) if x == y => {}
                _ => differs(
                    Place::fact(theirs.number, f),
                    fact_differs(fact_words(translated, a), fact_words(english, b)),
                ),
            }
        }
    }
    out
}

/// The id of a translation that is not its original's.
fn translation_id(id: &str, english: &str) -> Said {
    said(
        "errors-content-translation-id",
        vec![("id", quoted(id)), ("english", quoted(english))],
        format!("{id:?}; in English {english:?} (a translation keeps the id)"),
    )
}

/// A value of the file (a number, a list of numbers) unlike the original's.
fn value_differs(found: String, english: String) -> Said {
    let text = format!("{found}; in English {english}");
    said(
        "errors-content-translation-differs",
        vec![("found", found.into()), ("english", english.into())],
        text,
    )
}

/// `field: empty`.
fn field_empty(field: &'static str) -> Said {
    said(
        "errors-content-translation-field-empty",
        vec![("field", field.into())],
        format!("{field}: empty"),
    )
}

/// "3 questions; in English 4": `id` counts `noun`s (a plural message).
fn count_differs(id: &'static str, noun: &str, count: usize, english: usize) -> Said {
    let nouns = if count == 1 {
        noun.to_owned()
    } else {
        format!("{noun}s")
    };
    said(
        id,
        vec![("count", count.into()), ("english", english.into())],
        format!("{count} {nouns}; in English {english}"),
    )
}

/// One fact unlike the original's, both said as [`FactWords`].
fn fact_differs(found: FactWords, english: FactWords) -> Said {
    let text = format!("{}; in English {}", found.english(), english.english());
    let mut args = found.args("");
    args.extend(english.args("english_"));
    said("errors-content-translation-fact", args, text)
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

/// "1, 4" (counted from 1).
fn positions(list: &[usize]) -> String {
    list.iter()
        .map(|p| (p + 1).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// [`positions`], or "none" (the English catalogue's word for an empty list).
fn positions_or_none(list: &[usize]) -> String {
    if list.is_empty() {
        "none".into()
    } else {
        positions(list)
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

/// What a fact says, for a difference: "proves choice 2 of culprit".
enum FactWords {
    PointsTo(LocationNumber),
    Choice {
        proves: bool,
        question: String,
        choice: usize,
    },
    Typed {
        proves: bool,
        question: String,
        value: String,
    },
    NotAChoice {
        question: String,
        value: String,
    },
}

impl FactWords {
    /// The English catalogue's words for it.
    fn english(&self) -> String {
        let verb = |proves: bool| if proves { "proves" } else { "rules out" };
        match self {
            FactWords::PointsTo(location) => format!("points to location {location}"),
            FactWords::Choice {
                proves,
                question,
                choice,
            } => format!("{} choice {choice} of `{question}`", verb(*proves)),
            FactWords::Typed {
                proves,
                question,
                value,
            } => format!(
                "{} {value:?} for the typed question `{question}`",
                verb(*proves)
            ),
            FactWords::NotAChoice { question, value } => {
                format!("names {value:?}, not a choice of `{question}`")
            }
        }
    }

    /// Its message arguments, each name after `prefix`: `kind` (points-to,
    /// proves, rules-out, proves-typed, rules-out-typed, not-a-choice),
    /// `location`, `choice`, `question` and `value` (unused ones 0 or empty).
    fn args(&self, prefix: &str) -> Vec<(&'static str, MessageArg)> {
        let (kind, location, choice, question, value) = match self {
            FactWords::PointsTo(location) => ("points-to", *location, 0, "", String::new()),
            FactWords::Choice {
                proves,
                question,
                choice,
            } => (
                if *proves { "proves" } else { "rules-out" },
                0,
                *choice,
                question.as_str(),
                String::new(),
            ),
            FactWords::Typed {
                proves,
                question,
                value,
            } => (
                if *proves {
                    "proves-typed"
                } else {
                    "rules-out-typed"
                },
                0,
                0,
                question.as_str(),
                format!("{value:?}"),
            ),
            FactWords::NotAChoice { question, value } => (
                "not-a-choice",
                0,
                0,
                question.as_str(),
                format!("{value:?}"),
            ),
        };
        let name = |base: &'static str| -> &'static str {
            match (prefix, base) {
                ("", base) => base,
                (_, "kind") => "english_kind",
                (_, "location") => "english_location",
                (_, "choice") => "english_choice",
                (_, "question") => "english_question",
                _ => "english_value",
            }
        };
        vec![
            (name("kind"), kind.into()),
            (name("location"), location.into()),
            (name("choice"), choice.into()),
            (name("question"), question.into()),
            (name("value"), value.into()),
        ]
    }
}

/// A fact in words for a difference.
fn fact_words(case: &Case, fact: &Fact) -> FactWords {
    match (fact, fact_meaning(case, fact)) {
        (Fact::PointsTo { location }, _) => FactWords::PointsTo(*location),
        (Fact::Proves { question, value }, Some((_, _, p)))
        | (Fact::RulesOut { question, value }, Some((_, _, p))) => {
            let proves = matches!(fact, Fact::Proves { .. });
            if p == usize::MAX {
                FactWords::Typed {
                    proves,
                    question: question.clone(),
                    value: value.clone(),
                }
            } else {
                FactWords::Choice {
                    proves,
                    question: question.clone(),
                    choice: p + 1,
                }
            }
        }
        (Fact::Proves { question, value }, None) | (Fact::RulesOut { question, value }, None) => {
            FactWords::NotAChoice {
                question: question.clone(),
                value: value.clone(),
            }
        }
    }
}
