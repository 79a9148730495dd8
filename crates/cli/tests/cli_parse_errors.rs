//! A command line `sleuth` refuses (clap's parse errors: an unknown argument
//! or subcommand, a missing or invalid value...) is told in the reader's
//! language, with the usage line and the `--help` hint, on stderr with exit
//! status 2; in English it reads as clap's own words.

mod support;

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::process::Output;

use support::sleuth_with;

fn words(line: &str) -> Vec<OsString> {
    line.split(' ').map(OsString::from).collect()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A command line for each refusal a person can meet, with a phrase its
/// French message has.
fn refusals() -> Vec<(Vec<OsString>, &'static str)> {
    let mut cases: Vec<(Vec<OsString>, &'static str)> = [
        // Unknown argument; with a similar one; taken for a value; after `--`.
        ("games --foo", "argument inattendu «\u{a0}--foo\u{a0}»"),
        (
            "games --jsn",
            "astuce\u{a0}: vouliez-vous dire l’argument «\u{a0}--json\u{a0}»\u{a0}?",
        ),
        (
            "rules -x",
            "astuce\u{a0}: pour donner «\u{a0}-x\u{a0}» comme valeur, écrivez «\u{a0}-- -x\u{a0}»",
        ),
        (
            "content -- check",
            "la sous-commande «\u{a0}check\u{a0}» existe\u{a0}; pour l’utiliser, retirez le «\u{a0}--\u{a0}»",
        ),
        // Unknown subcommand, with a similar one.
        ("frobnicate", "sous-commande inconnue «\u{a0}frobnicate\u{a0}»"),
        (
            "simulat",
            "vouliez-vous dire la sous-commande «\u{a0}simulate\u{a0}»\u{a0}?",
        ),
        ("help frobnicate", "sous-commande inconnue «\u{a0}frobnicate\u{a0}»"),
        // A value outside the possible ones, a similar one, none at all.
        ("serve --log-format xml", "[valeurs possibles\u{a0}: text, json]"),
        (
            "serve --log-format jsn",
            "vouliez-vous dire la valeur «\u{a0}json\u{a0}»\u{a0}?",
        ),
        (
            "games --lang",
            "«\u{a0}--lang <CODE>\u{a0}» attend une valeur, mais aucune n’a été donnée",
        ),
        // A value of the wrong type.
        (
            "simulate lady-alice -p abc",
            "valeur «\u{a0}abc\u{a0}» refusée pour «\u{a0}--players <JOUEURS>\u{a0}»\u{a0}: il faut un nombre entier de 0 à 255",
        ),
        ("simulate lady-alice -p 300", "il faut un nombre entier de 0 à 255"),
        (
            "serve --addr nope",
            "il faut une adresse avec son port, p. ex. 127.0.0.1:8080",
        ),
        (
            "serve --trusted-proxy x",
            "il faut une adresse IP, p. ex. 192.0.2.7",
        ),
        // A value given to a flag; a flag given twice.
        (
            "games --json=yes",
            "valeur en trop «\u{a0}yes\u{a0}» pour «\u{a0}--json\u{a0}»",
        ),
        (
            "games --json --json",
            "l’argument «\u{a0}--json\u{a0}» ne peut être donné qu’une fois",
        ),
        // A required argument or subcommand missing.
        (
            "simulate lady-alice",
            "arguments obligatoires manquants\u{a0}:\n  --players <JOUEURS>",
        ),
        (
            "content --lang fr",
            "«\u{a0}sleuth content\u{a0}» demande une sous-commande, mais aucune n’a été donnée\n  [sous-commandes\u{a0}: check, help]",
        ),
    ]
    .into_iter()
    .map(|(line, phrase)| (words(line), phrase))
    .collect();
    // Not UTF-8 where text is expected.
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        cases.push((
            vec!["rules".into(), OsString::from_vec(vec![0xff])],
            "un des arguments n’est pas du texte UTF-8 valide",
        ));
    }
    cases
}

/// The words of the English `cli-parse-` messages (and clap's own headings)
/// that no French message has: none may show in a French refusal.
fn english_words() -> BTreeSet<String> {
    let messages = |language: &str| -> String {
        let path = format!(
            "{}/../i18n/locales/{language}/cli.ftl",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).expect("cli.ftl reads");
        let mut inside = false;
        let mut kept = String::new();
        for line in text.lines() {
            if let Some((id, _)) = line.split_once(" = ") {
                inside = id.starts_with("cli-parse-");
            } else if !line.starts_with(' ') {
                inside = false;
            }
            if inside {
                // The text, not the placeables' variable names.
                let mut rest = line.split_once(" = ").map_or(line, |(_, v)| v);
                while let Some((before, after)) = rest.split_once('{') {
                    kept.push_str(before);
                    kept.push(' ');
                    rest = after.split_once('}').map_or("", |(_, a)| a);
                }
                kept.push_str(rest);
                kept.push('\n');
            }
        }
        kept
    };
    let split = |text: &str| -> BTreeSet<String> {
        text.split(|c: char| !c.is_alphabetic())
            .filter(|w| w.len() >= 3)
            .map(str::to_lowercase)
            .collect()
    };
    let french = split(&messages("fr"));
    let mut english = split(&messages("en"));
    english.extend(["error", "usage", "tip", "information"].map(String::from));
    english.retain(|w| !french.contains(w) && !["one", "other"].contains(&w.as_str()));
    english
}

#[test]
fn every_refusal_is_french_with_a_french_locale_or_lang_fr() {
    let english = english_words();
    assert!(english.contains("unexpected"), "{english:?}");
    for (args, phrase) in refusals() {
        let by_locale = sleuth_with(&[("LANG", "fr_FR.UTF-8")], &args);
        let by_option = sleuth_with(
            &[],
            &[&[OsString::from("--lang"), "fr".into()], &args[..]].concat(),
        );
        for out in [&by_locale, &by_option] {
            let text = stderr(out);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {text}");
            assert!(out.stdout.is_empty(), "{args:?}");
            assert!(text.starts_with("erreur\u{a0}: "), "{args:?}: {text}");
            assert!(text.contains(phrase), "{args:?} lacks {phrase:?}:\n{text}");
            assert!(
                text.ends_with("\n\nPour en savoir plus, essayez «\u{a0}--help\u{a0}».\n"),
                "{args:?}: {text}"
            );
            // Data (arguments, values, command names) aside, no English word.
            let shown: String = text
                .split(['«', '»', '[', ']'])
                .enumerate()
                .filter(|(i, _)| i % 2 == 0)
                .map(|(_, part)| part)
                .collect::<Vec<_>>()
                .join(" ");
            for word in shown.split(|c: char| !c.is_alphabetic()) {
                assert!(
                    !english.contains(&word.to_lowercase()),
                    "{args:?} shows the English {word:?}:\n{text}"
                );
            }
        }
        assert_eq!(stderr(&by_locale), stderr(&by_option), "{args:?}");
    }
}

#[test]
fn a_refusal_with_a_usage_line_has_it_in_french() {
    let out = sleuth_with(&[("LANG", "fr_FR.UTF-8")], &words("simulate lady-alice"));
    assert!(
        stderr(&out)
            .contains("\n\nUtilisation\u{a0}: sleuth simulate --players <JOUEURS> <JEU>\n\n"),
        "{}",
        stderr(&out)
    );
    let out = sleuth_with(&[("LANG", "fr_FR.UTF-8")], &words("frobnicate"));
    assert!(
        stderr(&out).contains("Utilisation\u{a0}: sleuth [OPTIONS] <COMMANDE>"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn english_refusals_read_as_clap_wrote_them() {
    let cases = [
        (
            "games --jsn",
            "error: unexpected argument '--jsn' found\n\n  tip: a similar argument exists: '--json'\n\nUsage: sleuth games --json\n\nFor more information, try '--help'.\n",
        ),
        (
            "simulate lady-alice",
            "error: the following required arguments were not provided:\n  --players <PLAYERS>\n\nUsage: sleuth simulate --players <PLAYERS> <GAME>\n\nFor more information, try '--help'.\n",
        ),
        (
            "serve --log-format jsn",
            "error: invalid value 'jsn' for '--log-format <LOG_FORMAT>'\n  [possible values: text, json]\n\n  tip: a similar value exists: 'json'\n\nFor more information, try '--help'.\n",
        ),
        (
            "content --lang en",
            "error: 'sleuth content' requires a subcommand but one was not provided\n  [subcommands: check, help]\n\nUsage: sleuth content [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.\n",
        ),
        (
            "rules -x",
            "error: unexpected argument '-x' found\n\n  tip: to pass '-x' as a value, use '-- -x'\n\nUsage: sleuth rules [OPTIONS] <GAME>\n\nFor more information, try '--help'.\n",
        ),
        (
            "games --json --json",
            "error: the argument '--json' cannot be used multiple times\n\nUsage: sleuth games [OPTIONS]\n\nFor more information, try '--help'.\n",
        ),
        (
            "-- games",
            "error: unexpected argument 'games' found\n\n  tip: subcommand 'games' exists; to use it, remove the '--' before it\n\nUsage: sleuth [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.\n",
        ),
        // clap's "invalid digit found in string" is said for people.
        (
            "simulate lady-alice -p abc",
            "error: invalid value 'abc' for '--players <PLAYERS>': a whole number from 0 to 255 is expected\n\nFor more information, try '--help'.\n",
        ),
    ];
    for (line, expected) in cases {
        let out = sleuth_with(&[], &words(line));
        assert_eq!(out.status.code(), Some(2), "{line}");
        assert_eq!(stderr(&out), expected, "{line}");
    }
}

#[test]
fn help_and_version_are_not_refusals() {
    let out = sleuth_with(&[("LANG", "fr_FR.UTF-8")], &words("games --help"));
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Utilisation\u{a0}:"));
    let out = sleuth_with(&[], &words("--version"));
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("sleuth "));
    // No subcommand at all: the help, on stderr, with clap's status.
    let out = sleuth_with::<&str>(&[("LANG", "fr_FR.UTF-8")], &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("Commandes\u{a0}:"),
        "{}",
        stderr(&out)
    );
}
