//! The words the CLI prints for people: which language they are in (chosen once,
//! from `--lang` or the environment), the `tr!` macro that formats a message of
//! the `cli-` catalogue (crates/i18n/locales/*/cli.ftl), numbers written the
//! reader's way, and the `out!`/`outln!` macros that print to stdout and end the
//! program quietly when the reader has gone (`sleuth content check | head`).
//!
//! JSON output never goes through here: it is the same in every language.

use std::io::Write;
use std::sync::OnceLock;

use sleuth_i18n::Catalogue;

static LANGUAGE: OnceLock<&'static str> = OnceLock::new();

/// The language of a POSIX locale name (`fr_FR.UTF-8`, `fr@euro`, `en_GB`):
/// `None` for `C`, `POSIX` and languages Sleuth does not speak.
pub fn language_of_locale(locale: &str) -> Option<&'static str> {
    let name = locale
        .split(['.', '@'])
        .next()
        .unwrap_or_default()
        .replace('_', "-");
    if name.is_empty() || name == "C" || name == "POSIX" {
        return None;
    }
    sleuth_i18n::language(&name).map(|l| l.code)
}

/// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES`
/// and `LANG` that is set and not empty decides (as for every POSIX program);
/// English when it names `C`, `POSIX` or a language Sleuth does not speak.
pub fn language_from_environment(variable: impl Fn(&str) -> Option<String>) -> &'static str {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| variable(name).filter(|value| !value.is_empty()))
        .next()
        .and_then(|locale| language_of_locale(&locale))
        .unwrap_or(sleuth_i18n::REFERENCE)
}

/// Chooses the language for the rest of the run: `--lang` when given, else the
/// environment's. A `--lang` Sleuth does not speak is an error, said in the
/// environment's language (`cli-lang-unknown`), which stays chosen.
pub fn choose_language(flag: Option<&str>) -> Result<&'static str, String> {
    let from_environment = || language_from_environment(|name| std::env::var(name).ok());
    let code = match flag {
        Some(wanted) => match sleuth_i18n::language(wanted) {
            Some(language) => language.code,
            None => {
                let _ = LANGUAGE.set(from_environment());
                let known: Vec<&str> = sleuth_i18n::LANGUAGES.iter().map(|l| l.code).collect();
                return Err(format(
                    "cli-lang-unknown",
                    &[
                        ("wanted", sleuth_i18n::FluentValue::from(wanted)),
                        (
                            "languages",
                            sleuth_i18n::FluentValue::from(known.join(", ")),
                        ),
                    ],
                ));
            }
        },
        None => from_environment(),
    };
    let _ = LANGUAGE.set(code);
    Ok(code)
}

/// The language chosen for this run (English before [`choose_language`]).
pub fn language() -> &'static str {
    LANGUAGE.get().copied().unwrap_or(sleuth_i18n::REFERENCE)
}

/// The catalogue of the chosen language.
pub fn catalogue() -> &'static Catalogue {
    sleuth_i18n::catalogue(language())
}

/// Formats the message `id` of the chosen language with `args`.
pub fn format(id: &str, args: &[(&str, sleuth_i18n::FluentValue<'_>)]) -> String {
    catalogue().format(id, args)
}

/// A catalogue message (a refusal's `Explanation`) in the chosen language.
pub fn explained(explanation: &sleuth_core::Explanation) -> String {
    catalogue().explain(explanation)
}

/// A number with `places` decimals, written the reader's way (`12.5` in
/// English, `12,5` in French).
pub fn decimal(value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    if language() == "fr" {
        text.replace('.', ",")
    } else {
        text
    }
}

/// Formats a message of the chosen language: `tr!("cli-id", name = value, ...)`;
/// values are text (`&str`, `String`) or numbers (counts, for plurals).
macro_rules! tr {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::text::format(
            $id,
            &[$((stringify!($name), ::sleuth_i18n::FluentValue::from($value))),*],
        )
    };
}

/// Writes to stdout; when the reader has closed the pipe the program ends at
/// once with success (nobody is left to read the rest), on any other failure
/// with an error.
pub fn write_stdout(args: std::fmt::Arguments<'_>) {
    let mut stdout = std::io::stdout().lock();
    let written = stdout.write_fmt(args).and_then(|()| stdout.flush());
    if let Err(err) = written {
        if err.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        let _ = writeln!(std::io::stderr(), "sleuth: cannot write the output: {err}");
        std::process::exit(1);
    }
}

/// `print!` that ends quietly on a closed pipe (see [`write_stdout`]).
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::text::write_stdout(format_args!($($arg)*))
    };
}

/// `println!` that ends quietly on a closed pipe (see [`write_stdout`]).
macro_rules! outln {
    () => {
        $crate::text::write_stdout(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::text::write_stdout(format_args!("{}\n", format_args!($($arg)*)))
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_posix_locale_names_its_language() {
        assert_eq!(language_of_locale("fr_FR.UTF-8"), Some("fr"));
        assert_eq!(language_of_locale("fr_CA"), Some("fr"));
        assert_eq!(language_of_locale("fr@euro"), Some("fr"));
        assert_eq!(language_of_locale("en_GB.UTF-8"), Some("en"));
        assert_eq!(language_of_locale("C"), None);
        assert_eq!(language_of_locale("C.UTF-8"), None);
        assert_eq!(language_of_locale("POSIX"), None);
        assert_eq!(language_of_locale("de_DE.UTF-8"), None);
    }

    #[test]
    fn lc_all_wins_over_lc_messages_over_lang() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(
            language_from_environment(env(&[("LANG", "fr_FR.UTF-8")])),
            "fr"
        );
        assert_eq!(
            language_from_environment(env(&[("LC_ALL", "C"), ("LANG", "fr_FR.UTF-8")])),
            "en"
        );
        assert_eq!(
            language_from_environment(env(&[("LC_ALL", ""), ("LC_MESSAGES", "fr_BE")])),
            "fr"
        );
        assert_eq!(language_from_environment(env(&[])), "en");
    }
}
