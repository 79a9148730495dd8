//! Sleuth's message catalogues, in Project Fluent's format: one folder of `.ftl`
//! files per language under `locales/`, embedded in the binary. This crate owns
//! the list of languages, the negotiation of a person's language from their
//! choice or the browser's `Accept-Language`, formatting for the server and the
//! CLI ([`Catalogue::format`]), the sources the browser formats itself
//! ([`source`], served by `sleuth serve`), and [`check`]: every translation has
//! the same message ids, attributes and variables as English, and parses.
//!
//! English is the reference and the fallback: a message missing from another
//! language is shown in English rather than as its id.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

/// The value type of [`Catalogue::format`]'s arguments, for callers that build them.
pub use fluent_bundle::FluentValue;

/// A language Sleuth speaks: its code (BCP 47) and its name in itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Language {
    pub code: &'static str,
    pub name: &'static str,
}

/// Every language, English (the reference) first.
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        name: "English",
    },
    Language {
        code: "fr",
        name: "Français",
    },
];

/// The reference language and fallback.
pub const REFERENCE: &str = "en";

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/en.rs"));
    include!(concat!(env!("OUT_DIR"), "/fr.rs"));
}

/// Each language's files: (file name, text), in name order. Every `.ftl` file
/// under `locales/<lang>/` is embedded by build.rs, so adding one needs no code.
fn files(code: &str) -> &'static [(&'static str, &'static str)] {
    match code {
        "en" => embedded::EN_FILES,
        "fr" => embedded::FR_FILES,
        _ => &[],
    }
}

/// The language among [`LANGUAGES`] with this code (`fr`, `fr-CA`, `FR`), if any.
pub fn language(code: &str) -> Option<&'static Language> {
    let wanted: LanguageIdentifier = code.parse().ok()?;
    LANGUAGES
        .iter()
        .find(|l| l.code.eq_ignore_ascii_case(wanted.language.as_str()))
}

/// The best of [`LANGUAGES`] for an `Accept-Language` header value (`fr-CH,
/// fr;q=0.9, en;q=0.8`), English when none matches or the header is empty or
/// malformed.
pub fn negotiate(accept_language: &str) -> &'static str {
    let requested = fluent_langneg::accepted_languages::parse(accept_language);
    let available: Vec<LanguageIdentifier> = LANGUAGES
        .iter()
        .filter_map(|l| l.code.parse().ok())
        .collect();
    let default: LanguageIdentifier = REFERENCE.parse().expect("the reference parses");
    let chosen = fluent_langneg::negotiate_languages(
        &requested,
        &available,
        Some(&default),
        fluent_langneg::NegotiationStrategy::Lookup,
    );
    chosen
        .first()
        .and_then(|id| language(&id.to_string()))
        .map_or(REFERENCE, |l| l.code)
}

/// A language's catalogue as the browser reads it: its files, one after the
/// other. `None` for a language Sleuth does not speak.
pub fn source(code: &str) -> Option<&'static str> {
    static SOURCES: OnceLock<BTreeMap<&'static str, String>> = OnceLock::new();
    let sources = SOURCES.get_or_init(|| {
        LANGUAGES
            .iter()
            .map(|l| {
                let text: Vec<&str> = files(l.code).iter().map(|(_, text)| *text).collect();
                (l.code, text.join("\n"))
            })
            .collect()
    });
    sources.get(language(code)?.code).map(String::as_str)
}

/// A message value as Fluent takes it (numbers stay numbers, for plurals).
pub fn fluent_value(value: &sleuth_core::MessageArg) -> FluentValue<'_> {
    match value {
        sleuth_core::MessageArg::Number(n) => FluentValue::from(*n),
        sleuth_core::MessageArg::Text(text) => FluentValue::from(text.as_str()),
    }
}

/// One language's messages, ready to format.
pub struct Catalogue {
    code: &'static str,
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalogue")
            .field("code", &self.code)
            .finish()
    }
}

/// The catalogue of `code` (English for a language Sleuth does not speak).
pub fn catalogue(code: &str) -> &'static Catalogue {
    static CATALOGUES: OnceLock<Vec<Catalogue>> = OnceLock::new();
    let all =
        CATALOGUES.get_or_init(|| LANGUAGES.iter().map(|l| Catalogue::build(l.code)).collect());
    let code = language(code).map_or(REFERENCE, |l| l.code);
    all.iter()
        .find(|c| c.code == code)
        .unwrap_or_else(|| &all[0])
}

impl Catalogue {
    fn build(code: &'static str) -> Catalogue {
        let id: LanguageIdentifier = code.parse().expect("a listed language parses");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No bidi isolation marks around placeables: both languages read left
        // to right, and the marks would travel into copied text and tests.
        bundle.set_use_isolating(false);
        for (name, text) in files(code) {
            // `check` reports syntax errors; what parsed is still used.
            let resource =
                FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(partial, _)| partial);
            if let Err(errors) = bundle.add_resource(resource) {
                debug_assert!(errors.is_empty(), "{code}/{name}: {errors:?}");
            }
        }
        Catalogue { code, bundle }
    }

    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The message `id` with `args`, in this language, else in English, else the
    /// id itself (a bug the catalogue check catches first).
    pub fn format(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        if let Some(text) = self.try_format(id, args) {
            return text;
        }
        if self.code != REFERENCE
            && let Some(text) = catalogue(REFERENCE).try_format(id, args)
        {
            return text;
        }
        id.to_owned()
    }

    /// A refusal or problem named by message id and values (core's
    /// `Explanation`), said in this language.
    pub fn explain(&self, explanation: &sleuth_core::Explanation) -> String {
        let args: Vec<(&str, FluentValue<'_>)> = explanation
            .args
            .iter()
            .map(|(name, value)| (name.as_str(), fluent_value(value)))
            .collect();
        self.format(&explanation.id, &args)
    }

    fn try_format(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> Option<String> {
        let message = self.bundle.get_message(id)?;
        let pattern = message.value()?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        Some(text.into_owned())
    }
}

/// A fault the catalogue check found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// `fr/shell.ftl`, or `fr` for a problem of the whole language.
    pub place: String,
    pub message: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// What a message is made of, for comparing a translation with English: its
/// attributes and the variables it uses (the wording is free).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Shape {
    file: &'static str,
    attributes: BTreeSet<String>,
    variables: BTreeSet<String>,
}

fn shapes(code: &str, problems: &mut Vec<Problem>) -> BTreeMap<String, Shape> {
    use fluent_syntax::ast;
    let mut out = BTreeMap::new();
    for (name, text) in files(code) {
        let place = format!("{code}/{name}");
        let resource = match fluent_syntax::parser::parse(*text) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                for error in errors {
                    problems.push(Problem {
                        place: place.clone(),
                        message: format!("does not parse: {error:?}"),
                    });
                }
                resource
            }
        };
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_owned(), m.value, m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                ast::Entry::Junk { content } => {
                    problems.push(Problem {
                        place: place.clone(),
                        message: format!("cannot be read: {content:?}"),
                    });
                    continue;
                }
                _ => continue,
            };
            let mut shape = Shape {
                file: name,
                ..Shape::default()
            };
            let mut patterns: Vec<&ast::Pattern<&str>> = value.iter().collect();
            for attribute in &attributes {
                shape.attributes.insert(attribute.id.name.to_owned());
                patterns.push(&attribute.value);
            }
            for pattern in patterns {
                variables_of(pattern, &mut shape.variables);
            }
            if out.insert(id.clone(), shape).is_some() {
                problems.push(Problem {
                    place: place.clone(),
                    message: format!("{id} is defined twice"),
                });
            }
        }
    }
    out
}

fn variables_of(pattern: &fluent_syntax::ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(expression: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
        match expression {
            InlineExpression::VariableReference { id } => {
                found.insert(id.name.to_owned());
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    inline(argument, found);
                }
            }
            InlineExpression::Placeable { expression } => expr(expression, found),
            _ => {}
        }
    }
    fn expr(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
        match expression {
            Expression::Inline(e) => inline(e, found),
            Expression::Select { selector, variants } => {
                inline(selector, found);
                for variant in variants {
                    variables_of(&variant.value, found);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expr(expression, found);
        }
    }
}

/// The multi-word stretches of the English catalogue's fixed text (not shared
/// with French) that stand as whole words in `text`: what a French reader of
/// `text` would see in English. Tests of French answers use it.
pub fn english_in(text: &str) -> Vec<String> {
    let french = fixed_text("fr");
    fixed_text("en")
        .into_iter()
        .filter(|english| {
            !french.contains(english)
                && english.split_whitespace().count() >= 2
                && english.chars().filter(|c| c.is_alphabetic()).count() >= 4
                && text.match_indices(english.as_str()).any(|(at, _)| {
                    let before = text[..at].chars().next_back();
                    let after = text[at + english.len()..].chars().next();
                    !before.is_some_and(char::is_alphanumeric)
                        && !after.is_some_and(char::is_alphanumeric)
                })
        })
        .collect()
}

/// The fixed stretches of wording of every message and attribute of `code`'s
/// catalogue: the text between placeables, each variant of a select on its own,
/// trimmed, whitespace collapsed, empty stretches left out. Tests use it to look
/// for one language's sentences on a page shown in another.
pub fn fixed_text(code: &str) -> BTreeSet<String> {
    use fluent_syntax::ast::{self, Expression, InlineExpression, PatternElement};
    fn walk(pattern: &ast::Pattern<&str>, current: &mut String, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => current.push_str(value),
                PatternElement::Placeable { expression } => {
                    flush(current, out);
                    match expression {
                        Expression::Select { variants, .. } => {
                            for variant in variants {
                                walk(&variant.value, &mut String::new(), out);
                            }
                        }
                        Expression::Inline(InlineExpression::StringLiteral { value }) => {
                            current.push_str(value);
                        }
                        Expression::Inline(_) => {}
                    }
                }
            }
        }
        flush(current, out);
    }
    fn flush(current: &mut String, out: &mut BTreeSet<String>) {
        let text = current.split_whitespace().collect::<Vec<_>>().join(" ");
        if !text.is_empty() {
            out.insert(text);
        }
        current.clear();
    }
    let mut out = BTreeSet::new();
    for (_, text) in files(code) {
        let resource = fluent_syntax::parser::parse(*text).unwrap_or_else(|(partial, _)| partial);
        for entry in &resource.body {
            let (value, attributes) = match entry {
                ast::Entry::Message(m) => (m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (Some(&t.value), &t.attributes),
                _ => continue,
            };
            for pattern in value.into_iter().chain(attributes.iter().map(|a| &a.value)) {
                walk(pattern, &mut String::new(), &mut out);
            }
        }
    }
    out
}

/// Every message id of `code`'s catalogue with the variables it uses (in its
/// value, attributes and every variant): what a caller must pass, for tests that
/// hold code and catalogue together (e.g. every refusal's arguments).
pub fn message_variables(code: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut ignored = Vec::new();
    let code = language(code).map_or(REFERENCE, |l| l.code);
    shapes(code, &mut ignored)
        .into_iter()
        .map(|(id, shape)| (id, shape.variables))
        .collect()
}

/// Whether `explanation` names a message every language has, with exactly
/// that message's variables as its arguments, and (when given) whether the
/// English catalogue says it as `english`: `Err` says what is wrong. For tests
/// that hold code and catalogue together.
pub fn check_explanation(
    explanation: &sleuth_core::Explanation,
    english: Option<&str>,
) -> Result<(), String> {
    if let Some(english) = english {
        let said = catalogue(REFERENCE).explain(explanation);
        if said != english {
            return Err(format!("{explanation:?} says {said:?}, not {english:?}"));
        }
    }
    let given: BTreeSet<String> = explanation.args.keys().cloned().collect();
    for language in LANGUAGES {
        match message_variables(language.code).get(&explanation.id) {
            None => return Err(format!("{} has no {}", language.code, explanation.id)),
            Some(wanted) if *wanted != given => {
                return Err(format!(
                    "{}: {} takes {wanted:?}, given {given:?}",
                    language.code, explanation.id
                ));
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// The catalogue check: every language's files parse; each has the messages and
/// terms of English (no more, no fewer), in the same file, with the same
/// attributes and the same variables. Empty when all is well.
pub fn check() -> Vec<Problem> {
    let mut problems = Vec::new();
    let reference = shapes(REFERENCE, &mut problems);
    for language in LANGUAGES.iter().filter(|l| l.code != REFERENCE) {
        let code = language.code;
        let names: Vec<&str> = files(code).iter().map(|(n, _)| *n).collect();
        let reference_names: Vec<&str> = files(REFERENCE).iter().map(|(n, _)| *n).collect();
        if names != reference_names {
            problems.push(Problem {
                place: code.to_owned(),
                message: format!("has the files {names:?}; English has {reference_names:?}"),
            });
        }
        let translated = shapes(code, &mut problems);
        for (id, english) in &reference {
            let place = format!("{code}/{}", english.file);
            match translated.get(id) {
                None => problems.push(Problem {
                    place,
                    message: format!("{id} is missing"),
                }),
                Some(shape) if shape.file != english.file => problems.push(Problem {
                    place,
                    message: format!("{id} is in {} instead", shape.file),
                }),
                Some(shape) => {
                    if shape.attributes != english.attributes {
                        problems.push(Problem {
                            place: place.clone(),
                            message: format!(
                                "{id} has the attributes {:?}; English has {:?}",
                                shape.attributes, english.attributes
                            ),
                        });
                    }
                    if shape.variables != english.variables {
                        problems.push(Problem {
                            place,
                            message: format!(
                                "{id} uses the variables {:?}; English uses {:?}",
                                shape.variables, english.variables
                            ),
                        });
                    }
                }
            }
        }
        for (id, shape) in &translated {
            if !reference.contains_key(id) {
                problems.push(Problem {
                    place: format!("{code}/{}", shape.file),
                    message: format!("{id} is not in English"),
                });
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_translation_matches_english() {
        let problems = check();
        assert!(
            problems.is_empty(),
            "the catalogues disagree:\n{}",
            problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        );
    }

    #[test]
    fn the_browser_language_is_negotiated_with_english_as_the_fallback() {
        assert_eq!(negotiate("fr-CH, fr;q=0.9, en;q=0.8"), "fr");
        assert_eq!(negotiate("en-GB,en;q=0.9"), "en");
        assert_eq!(negotiate("de-DE,de;q=0.9"), "en");
        assert_eq!(negotiate("de, fr;q=0.5"), "fr");
        assert_eq!(negotiate(""), "en");
        assert_eq!(negotiate(";;;q=banana,,"), "en");
    }

    #[test]
    fn plurals_follow_each_language() {
        let count = |n: i64| [("count", FluentValue::from(n))];
        let en = catalogue("en");
        let fr = catalogue("fr-FR");
        assert_eq!(fr.code(), "fr");
        assert_eq!(en.format("lobby-open-tables", &count(0)), "No open table");
        assert_eq!(en.format("lobby-open-tables", &count(1)), "One open table");
        assert_eq!(en.format("lobby-open-tables", &count(3)), "3 open tables");
        assert_eq!(
            fr.format("lobby-open-tables", &count(3)),
            "3 tables ouvertes"
        );
        // French counts 0 and 1 as singular; English says "people" for 0.
        assert_eq!(
            en.format("lobby-people-online", &count(0)),
            "0 people online now"
        );
        assert_eq!(
            en.format("lobby-people-online", &count(1)),
            "1 person online now"
        );
        assert_eq!(
            fr.format("lobby-people-online", &count(0)),
            "0 personne en ligne"
        );
        assert_eq!(
            fr.format("lobby-people-online", &count(1)),
            "1 personne en ligne"
        );
        assert_eq!(
            fr.format("lobby-people-online", &count(2)),
            "2 personnes en ligne"
        );
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_id() {
        let fr = catalogue("fr");
        assert_eq!(fr.format("site-title", &[]), "Sleuth");
        assert_eq!(catalogue("xx").code(), "en");
        assert_eq!(fr.format("no-such-message", &[]), "no-such-message");
    }

    #[test]
    fn every_language_has_a_source_for_the_browser() {
        for language in LANGUAGES {
            let text = source(language.code).expect("a source");
            assert!(text.contains("nav-play ="), "{}", language.code);
        }
        assert!(source("xx").is_none());
        assert_eq!(source("FR"), source("fr"));
    }

    #[test]
    fn fixed_text_splits_at_placeables_and_keeps_each_variant() {
        let english = fixed_text("en");
        assert!(english.contains("people online now"), "{english:?}");
        assert!(english.contains("person online now"));
        assert!(english.contains("No open table"));
        assert!(!english.iter().any(|t| t.contains('$') || t.contains('{')));
    }
}
