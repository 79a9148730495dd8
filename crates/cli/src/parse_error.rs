//! A command line clap refuses, told in the reader's language: clap's error
//! (its [`ErrorKind`] and context: the argument, the value, the possible
//! values, the similar names it found) is written with the `cli-parse-`
//! messages of the catalogue (crates/i18n/locales/*/cli.ftl), English included,
//! with the usage line and the "--help" hint; clap still prints it (colours
//! when stderr is a terminal) and exits with its status, 2. `--help` and
//! `--version` are clap's, already in the language (help.rs).
//!
//! clap's own English reaches the reader only as the detail of the fallback
//! message, for a kind of error this CLI cannot meet (`cli-parse-unreadable`).

use std::any::TypeId;
use std::ffi::OsString;
use std::fmt::Write as _;

use clap::builder::{StyledStr, Styles};
use clap::error::{ContextKind, ContextValue, ErrorFormatter, ErrorKind};
use clap::{Arg, Command};

/// Ends the run for clap's `error` from parsing `args` (the whole command
/// line) with `command`: a refusal in the reader's language on stderr (exit
/// status 2), or the help or version clap was asked for.
pub fn exit(mut error: clap::Error, command: &Command, args: &[OsString]) -> ! {
    if error.kind() == ErrorKind::ValueValidation
        && let Some(ContextValue::String(arg)) = error.get(ContextKind::InvalidArg)
        && let Some(expected) = expected_value(command, args, arg)
    {
        error.insert(ContextKind::Custom, ContextValue::String(expected));
    }
    error.apply::<Localized>().exit()
}

/// clap's error, to be written by [`Localized`].
type Refusal = clap::error::Error<Localized>;

/// clap's formatter for errors in the reader's language (see the module).
#[derive(Debug)]
pub struct Localized;

impl ErrorFormatter for Localized {
    fn format_error(error: &Refusal) -> StyledStr {
        render(error)
    }
}

/// The styles clap gives errors (the CLI does not change them).
struct Marks {
    error: String,
    invalid: String,
    valid: String,
    literal: String,
}

impl Marks {
    fn new() -> Marks {
        let styles = Styles::default();
        let wrap = |style: &clap::builder::styling::Style| format!("{style}\u{0}{style:#}");
        Marks {
            error: wrap(styles.get_error()),
            invalid: wrap(styles.get_invalid()),
            valid: wrap(styles.get_valid()),
            literal: wrap(styles.get_literal()),
        }
    }

    /// `text` in the style `mark` (a style around a NUL placeholder).
    fn paint(mark: &str, text: &str) -> String {
        mark.replacen('\u{0}', text, 1)
    }

    fn invalid(&self, text: &str) -> String {
        Marks::paint(&self.invalid, text)
    }

    fn valid(&self, text: &str) -> String {
        Marks::paint(&self.valid, text)
    }

    fn literal(&self, text: &str) -> String {
        Marks::paint(&self.literal, text)
    }
}

/// The indentation of the lines under the error's sentence, as clap's.
const TAB: &str = "  ";

fn string(error: &Refusal, kind: ContextKind) -> Option<&str> {
    match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text),
        _ => None,
    }
}

fn strings(error: &Refusal, kind: ContextKind) -> Vec<String> {
    match error.get(kind) {
        Some(ContextValue::String(text)) => vec![text.clone()],
        Some(ContextValue::Strings(texts)) => texts.clone(),
        _ => Vec::new(),
    }
}

fn number(error: &Refusal, kind: ContextKind) -> Option<isize> {
    match error.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    }
}

/// `names`, each quoted the reader's way and painted valid, separated by commas.
fn quoted_list(marks: &Marks, names: &[String]) -> String {
    names
        .iter()
        .map(|name| tr!("cli-parse-quoted", text = marks.valid(name)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The error's sentence and the lines under it (possible values, missing
/// arguments); `None` when the context lacks what the kind needs.
fn sentence(error: &Refusal, marks: &Marks) -> Option<String> {
    let arg = string(error, ContextKind::InvalidArg);
    let value = string(error, ContextKind::InvalidValue);
    let text = match error.kind() {
        ErrorKind::UnknownArgument => tr!("cli-parse-unknown-argument", arg = marks.invalid(arg?)),
        ErrorKind::InvalidSubcommand => tr!(
            "cli-parse-unknown-subcommand",
            subcommand = marks.invalid(string(error, ContextKind::InvalidSubcommand)?)
        ),
        ErrorKind::InvalidValue => {
            let (arg, value) = (arg?, value?);
            let mut text = if value.is_empty() {
                tr!("cli-parse-missing-value", arg = marks.invalid(arg))
            } else {
                tr!(
                    "cli-parse-invalid-value",
                    value = marks.invalid(value),
                    arg = marks.literal(arg)
                )
            };
            let possible = strings(error, ContextKind::ValidValue);
            if !possible.is_empty() {
                let values: Vec<String> = possible.iter().map(|v| marks.valid(v)).collect();
                text.push('\n');
                text.push_str(TAB);
                text.push_str(&tr!("cli-help-possible-values", values = values.join(", ")));
            }
            text
        }
        ErrorKind::ValueValidation => {
            let reason = match string(error, ContextKind::Custom) {
                Some(expected) => expected.to_owned(),
                None => match std::error::Error::source(error) {
                    Some(source) => source.to_string(),
                    None => return None,
                },
            };
            tr!(
                "cli-parse-value-validation",
                value = marks.invalid(value?),
                arg = marks.literal(arg?),
                reason = reason
            )
        }
        ErrorKind::TooManyValues => tr!(
            "cli-parse-too-many-values",
            value = marks.invalid(value?),
            arg = marks.literal(arg?)
        ),
        ErrorKind::TooFewValues => tr!(
            "cli-parse-too-few-values",
            arg = marks.literal(arg?),
            min = number(error, ContextKind::MinValues)? as i64,
            actual = number(error, ContextKind::ActualNumValues)? as i64
        ),
        ErrorKind::WrongNumberOfValues => tr!(
            "cli-parse-wrong-number-of-values",
            arg = marks.literal(arg?),
            expected = number(error, ContextKind::ExpectedNumValues)? as i64,
            actual = number(error, ContextKind::ActualNumValues)? as i64
        ),
        ErrorKind::NoEquals => tr!("cli-parse-no-equals", arg = marks.invalid(arg?)),
        ErrorKind::ArgumentConflict => conflict(error, marks)?,
        ErrorKind::MissingRequiredArgument => {
            let missing = strings(error, ContextKind::InvalidArg);
            if missing.is_empty() {
                return None;
            }
            let mut text = tr!("cli-parse-missing-arguments");
            for name in missing {
                text.push('\n');
                text.push_str(TAB);
                text.push_str(&marks.valid(&name));
            }
            text
        }
        ErrorKind::MissingSubcommand => {
            let command = string(error, ContextKind::InvalidSubcommand)?;
            let mut text = tr!(
                "cli-parse-missing-subcommand",
                command = marks.invalid(command)
            );
            let names = strings(error, ContextKind::ValidSubcommand);
            if !names.is_empty() {
                let names: Vec<String> = names.iter().map(|n| marks.valid(n)).collect();
                text.push('\n');
                text.push_str(TAB);
                text.push_str(&tr!("cli-parse-subcommands", names = names.join(", ")));
            }
            text
        }
        ErrorKind::InvalidUtf8 => tr!("cli-parse-invalid-utf8"),
        _ => return None,
    };
    Some(text)
}

/// An argument given twice, or with another it excludes.
fn conflict(error: &Refusal, marks: &Marks) -> Option<String> {
    let prior = error.get(ContextKind::PriorArg);
    let Some(arg) = string(error, ContextKind::InvalidArg) else {
        let subcommand = string(error, ContextKind::InvalidSubcommand)?;
        return Some(tr!(
            "cli-parse-subcommand-conflict",
            subcommand = marks.invalid(subcommand)
        ));
    };
    let painted = marks.invalid(arg);
    Some(match prior {
        Some(ContextValue::String(other)) if other == arg => {
            tr!("cli-parse-argument-repeated", arg = painted)
        }
        Some(ContextValue::String(other)) => tr!(
            "cli-parse-argument-conflict",
            arg = painted,
            other = marks.invalid(other)
        ),
        Some(ContextValue::Strings(others)) => {
            let mut text = tr!("cli-parse-argument-conflict-list", arg = painted);
            for other in others {
                text.push('\n');
                text.push_str(TAB);
                text.push_str(&marks.invalid(other));
            }
            text
        }
        _ => tr!("cli-parse-argument-conflict-any", arg = painted),
    })
}

/// The tips under the sentence: similar names clap found, and its advice
/// (`Suggested`), recognised by its English wording; advice this CLI does not
/// know is left out rather than shown in English.
fn tips(error: &Refusal, marks: &Marks) -> Vec<String> {
    let mut tips = Vec::new();
    for (kind, id) in [
        (
            ContextKind::SuggestedSubcommand,
            "cli-parse-similar-subcommand",
        ),
        (ContextKind::SuggestedArg, "cli-parse-similar-argument"),
        (ContextKind::SuggestedValue, "cli-parse-similar-value"),
    ] {
        let names = strings(error, kind);
        if !names.is_empty() {
            tips.push(tr!(
                id,
                count = names.len(),
                names = quoted_list(marks, &names)
            ));
        }
    }
    if let Some(ContextValue::StyledStrs(advice)) = error.get(ContextKind::Suggested) {
        tips.extend(
            advice
                .iter()
                .filter_map(|a| advice_tip(&a.to_string(), marks)),
        );
    }
    tips
}

/// One of clap's pieces of advice in the reader's language, from its English.
fn advice_tip(advice: &str, marks: &Marks) -> Option<String> {
    if let Some((arg, command)) = advice
        .strip_prefix("to pass '")
        .and_then(|rest| rest.strip_suffix('\''))
        .and_then(|rest| rest.split_once("' as a value, use '"))
    {
        return Some(tr!(
            "cli-parse-pass-as-value",
            arg = marks.invalid(arg),
            command = marks.valid(command)
        ));
    }
    if let Some(name) = advice
        .strip_prefix("subcommand '")
        .and_then(|rest| rest.strip_suffix("' exists; to use it, remove the '--' before it"))
    {
        return Some(tr!(
            "cli-parse-remove-double-dash",
            name = marks.valid(name),
            dashes = marks.invalid("--")
        ));
    }
    if let Some(command) = advice
        .strip_prefix('\'')
        .and_then(|rest| rest.strip_suffix("' exists"))
    {
        return Some(tr!("cli-parse-exists-with", command = marks.valid(command)));
    }
    None
}

/// The whole refusal: sentence, tips, usage and the "--help" hint.
fn render(error: &Refusal) -> StyledStr {
    let marks = Marks::new();
    let mut out = String::new();
    let label = Marks::paint(&marks.error, &tr!("cli-parse-error"));
    let text = sentence(error, &marks).unwrap_or_else(|| {
        let detail = match std::error::Error::source(error) {
            Some(source) => source.to_string(),
            None => error.kind().as_str().unwrap_or_default().to_owned(),
        };
        tr!("cli-parse-unreadable", detail = detail)
    });
    let _ = write!(out, "{label} {text}");
    let tips = tips(error, &marks);
    if !tips.is_empty() {
        out.push('\n');
        let tip = Marks::paint(&marks.valid, &tr!("cli-parse-tip"));
        for text in tips {
            let _ = write!(out, "\n{TAB}{tip} {text}");
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        // clap's usage line: its heading in the reader's language.
        let usage = usage
            .ansi()
            .to_string()
            .replacen("Usage:", &tr!("cli-help-heading-usage"), 1);
        let _ = write!(out, "\n\n{usage}");
    }
    let hint = tr!("cli-parse-try-help", flag = marks.literal("--help"));
    let _ = writeln!(out, "\n\n{hint}");
    let mut styled = StyledStr::new();
    styled.push_str(&out);
    styled
}

/// What a value of the argument shown as `display` (`--players <PLAYERS>`)
/// must look like, from the type clap parses it into: a whole number and its
/// bounds, an address. `None` for other types.
fn expected_value(command: &Command, args: &[OsString], display: &str) -> Option<String> {
    let arg = find_arg(command, args, display)?;
    let id = arg.get_value_parser().type_id();
    macro_rules! whole_number {
        ($($t:ty),*) => {
            $(if id == TypeId::of::<$t>() {
                return Some(tr!(
                    "cli-parse-expected-whole-number",
                    min = <$t>::MIN.to_string(),
                    max = <$t>::MAX.to_string()
                ));
            })*
        };
    }
    whole_number!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);
    if id == TypeId::of::<std::net::SocketAddr>() {
        return Some(tr!("cli-parse-expected-socket-address"));
    }
    if id == TypeId::of::<std::net::IpAddr>() {
        return Some(tr!("cli-parse-expected-ip-address"));
    }
    None
}

/// The argument shown as `display` of the command `args` name (its
/// subcommands' names, read in order; `sleuth simulate ...` names `simulate`),
/// else of the commands above it (global arguments).
fn find_arg<'a>(command: &'a Command, args: &[OsString], display: &str) -> Option<&'a Arg> {
    let mut path = vec![command];
    for arg in args.iter().skip(1) {
        let Some(name) = arg.to_str() else { continue };
        let current = path[path.len() - 1];
        if let Some(sub) = current.find_subcommand(name) {
            path.push(sub);
        }
    }
    path.iter().rev().find_map(|command| {
        command
            .get_arguments()
            .find(|arg| arg.to_string() == display)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn a_value_is_described_by_the_type_of_the_named_commands_argument() {
        let command = crate::help::localize(crate::Cli::command());
        let args = |line: &str| -> Vec<OsString> { line.split(' ').map(OsString::from).collect() };
        // `assist --players` is text, `simulate --players` a whole number.
        let simulate = args("sleuth --lang en simulate x -p abc");
        assert_eq!(
            expected_value(&command, &simulate, "--players <PLAYERS>").as_deref(),
            Some("a whole number from 0 to 255 is expected")
        );
        let assist = args("sleuth assist --players abc");
        assert_eq!(
            expected_value(&command, &assist, "--players <PLAYERS>"),
            None
        );
        // A global argument, found above the named command.
        let games = args("sleuth games --lang");
        assert!(find_arg(&command, &games, "--lang <CODE>").is_some());
    }

    #[test]
    fn a_refusal_of_an_unexpected_kind_still_has_a_sentence_of_the_catalogue() {
        let text = render(&Refusal::new(ErrorKind::Format)).to_string();
        assert!(
            text.starts_with("error: the command line could not be read: "),
            "{text}"
        );
        assert!(
            text.ends_with("For more information, try '--help'.\n"),
            "{text}"
        );
    }
}
