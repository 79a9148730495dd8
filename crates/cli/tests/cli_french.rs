//! The `sleuth` binary speaks the reader's language: `--lang fr` or a French
//! locale (`LANG=fr_FR.UTF-8`) gives French results, summaries, tables and
//! errors; English without either and with the `C` locale; `--json` is the same
//! in every language; and output into a closed pipe ends quietly.

mod support;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use support::sleuth_with;

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn scenarios() -> String {
    format!(
        "{}/../games/almost-innocent/content/scenarios",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sleuth-cli-french-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write");
    path
}

/// A finished 4-seat Lady Alice match between baseline bots, as a record file.
fn finished_record_file() -> PathBuf {
    let record = support::records::finished_lady_alice_record();
    temp_file("finished.json", &record.to_json_pretty())
}

#[test]
fn content_check_speaks_french_with_the_lang_option() {
    let out = sleuth_with(&[], &["--lang", "fr", "content", "check", &scenarios()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("fichiers vérifiés, 0 problème"), "{text}");
    assert!(text.contains("\u{a0}: ok (traduction de "), "{text}");
    assert!(!text.contains("file(s) checked"), "{text}");
    // The option may also come after the subcommand.
    let after = sleuth_with(&[], &["content", "check", &scenarios(), "--lang", "fr"]);
    assert_eq!(stdout(&after), text);
}

#[test]
fn a_french_locale_in_lang_gives_french_games_and_simulate_tables() {
    let french = [("LANG", "fr_FR.UTF-8")];
    let games = stdout(&sleuth_with(&french, &["games"]));
    assert!(games.contains("Lady Alice (de 3 à 5 personnes)"), "{games}");
    assert!(games.contains("variantes\u{a0}: "), "{games}");
    assert!(games.contains("bots\u{a0}: "), "{games}");
    let out = sleuth_with(&french, &["simulate", "lady-alice", "-p", "3", "-g", "20"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let table = stdout(&out);
    let row = |heading: &str| {
        table
            .lines()
            .find_map(|line| {
                line.strip_prefix(heading)
                    .filter(|rest| rest.starts_with(' '))
            })
            .map(str::trim_start)
            .unwrap_or_else(|| panic!("no row {heading:?} in:\n{table}"))
            .to_owned()
    };
    assert_eq!(row("parties"), "20 (graine 1)");
    assert!(row("victoires").starts_with("place 0\u{a0}: "), "{table}");
    assert!(
        row("actions").contains(" par partie en moyenne, "),
        "{table}"
    );
    // French decimals have commas; the percentage sign follows a no-break space.
    assert!(
        table.contains(",0\u{a0}%)") || table.contains(",5\u{a0}%)"),
        "{table}"
    );
    assert!(!table.contains("per game on average"), "{table}");
}

#[test]
fn lc_messages_and_lc_all_take_precedence_over_lang() {
    let simulate = ["simulate", "lady-alice", "-p", "3", "-g", "5"];
    let french = stdout(&sleuth_with(
        &[("LC_MESSAGES", "fr_CA.UTF-8"), ("LANG", "en_US.UTF-8")],
        &simulate,
    ));
    assert!(french.starts_with("jeu "), "{french}");
    let english = stdout(&sleuth_with(
        &[("LC_ALL", "C"), ("LANG", "fr_FR.UTF-8")],
        &simulate,
    ));
    assert!(english.starts_with("game "), "{english}");
}

#[test]
fn english_without_a_locale_with_the_c_locale_and_with_an_unknown_language() {
    for env in [
        &[][..],
        &[("LANG", "C")][..],
        &[("LANG", "POSIX")][..],
        &[("LANG", "de_DE.UTF-8")][..],
    ] {
        let out = sleuth_with(env, &["content", "check", &scenarios()]);
        let text = stdout(&out);
        assert!(
            text.contains("file(s) checked, 0 problem(s)"),
            "{env:?}: {text}"
        );
        assert!(!text.contains("vérifié"), "{env:?}: {text}");
    }
    // --lang en wins over a French environment.
    let out = sleuth_with(
        &[("LANG", "fr_FR.UTF-8")],
        &["--lang", "en", "content", "check", &scenarios()],
    );
    assert!(stdout(&out).contains("file(s) checked"), "{}", stdout(&out));
}

#[test]
fn a_language_sleuth_does_not_speak_is_refused_by_the_lang_option() {
    let out = sleuth_with(&[], &["--lang", "xx", "games"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("en, fr"), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
}

#[test]
fn an_unknown_lang_option_is_refused_in_the_environments_language() {
    let out = sleuth_with(&[("LANG", "fr_FR.UTF-8")], &["--lang", "xx", "games"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out).trim_end(),
        "sleuth: --lang «\u{a0}xx\u{a0}»\u{a0}: Sleuth ne parle pas cette langue, seulement en, fr"
    );
    assert!(out.stdout.is_empty());
    let out = sleuth_with(&[("LANG", "C")], &["--lang", "xx", "games"]);
    assert_eq!(
        stderr(&out).trim_end(),
        "sleuth: --lang \"xx\": Sleuth speaks en, fr"
    );
}

#[test]
fn json_output_is_the_same_in_every_language() {
    let record = finished_record_file();
    let record = record.to_str().expect("utf-8 path");
    let commands: [&[&str]; 5] = [
        &["games", "--json"],
        &["simulate", "lady-alice", "-p", "3", "-g", "10", "--json"],
        &[
            "tournament",
            "lady-alice",
            "--bots",
            "baseline,random",
            "-p",
            "3",
            "-g",
            "6",
            "--json",
        ],
        &["replay", record, "--json", "--analyse"],
        &["rules", "lady-alice", "--json"],
    ];
    for args in commands {
        let english = sleuth_with(&[], args);
        assert!(english.status.success(), "{args:?}: {}", stderr(&english));
        let by_option = sleuth_with(&[], &[&["--lang", "fr"], args].concat());
        let by_locale = sleuth_with(&[("LANG", "fr_FR.UTF-8")], args);
        let mut english: serde_json::Value = serde_json::from_slice(&english.stdout).expect("json");
        let mut by_option: serde_json::Value =
            serde_json::from_slice(&by_option.stdout).expect("json");
        let mut by_locale: serde_json::Value =
            serde_json::from_slice(&by_locale.stdout).expect("json");
        // Timings differ from run to run; everything else must not.
        for value in [&mut english, &mut by_option, &mut by_locale] {
            if let Some(object) = value.as_object_mut() {
                object.remove("elapsed_secs");
                object.remove("games_per_sec");
            }
        }
        assert_eq!(english, by_option, "{args:?}");
        assert_eq!(english, by_locale, "{args:?}");
    }
}

#[test]
fn tournament_replay_and_analysis_speak_french() {
    let fr = ["--lang", "fr"];
    let out = sleuth_with(
        &[],
        &[
            &fr[..],
            &[
                "tournament",
                "lady-alice",
                "--bots",
                "baseline,random",
                "-p",
                "3",
                "-g",
                "6",
            ],
        ]
        .concat(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains("lady-alice à 3 personnes, 6 parties (graine 1), places tournantes"),
        "{text}"
    );
    assert!(text.contains("(IC à 95\u{a0}% "), "{text}");
    assert!(!text.contains("seats rotated"), "{text}");

    let record = finished_record_file();
    let record = record.to_str().expect("utf-8 path");
    let out = sleuth_with(&[], &[&fr[..], &["replay", record, "--analyse"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("actions rejouées"), "{text}");
    assert!(text.contains("terminée\u{a0}: "), "{text}");
    assert!(text.contains("analyse\u{a0}: la probabilité"), "{text}");
    assert!(text.contains("certaine après"), "{text}");
    assert!(!text.contains("certain after"), "{text}");
}

#[test]
fn errors_for_people_are_french() {
    let out = sleuth_with(
        &[("LANG", "fr_FR.UTF-8")],
        &["simulate", "chess", "-p", "2"],
    );
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("sleuth: jeu inconnu \"chess\"\u{a0}; jeux proposés\u{a0}: "),
        "{}",
        stderr(&out)
    );
    let out = sleuth_with(&[], &["--lang", "fr", "simulate", "lady-alice", "-p", "9"]);
    assert!(
        stderr(&out).contains("se joue de 3 à 5 personnes, pas 9"),
        "{}",
        stderr(&out)
    );
    let out = sleuth_with(&[], &["--lang", "fr", "replay", "/nonexistent/record.json"]);
    assert!(
        stderr(&out).contains("impossible de lire /nonexistent/record.json"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_assistant_session_speaks_french() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sleuth"))
        .args(["--lang", "fr", "assist"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sleuth assist starts");
    let input = "classic\nAnn 6, Bob 6, Cat 6\nann\nscarlett, mustard, candlestick, dagger, kitchen, ballroom\n\
suggest bob: white, dagger, study; passed cat; shown ann: dagger\nhas bob: revolver\nundo\nhas bob: mrs\nfrobnicate\nquit\n";
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    let out = child.wait_with_output().expect("sleuth assist ends");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("Assistant de déduction de Sleuth."), "{text}");
    assert!(text.contains("Votre main (6 cartes"), "{text}");
    assert!(text.contains("Carnet (exact, "), "{text}");
    assert!(text.contains("OUI = certain"), "{text}");
    assert!(
        text.contains("Entrée 1 ajoutée\u{a0}: Bob a émis l’hypothèse Mrs White, Dagger, Study\u{a0}; ont passé\u{a0}: Cat\u{a0}; Ann a montré Dagger"),
        "{text}"
    );
    assert!(
        text.contains("Entrée 2 retirée\u{a0}: Bob a Revolver"),
        "{text}"
    );
    assert!(text.contains("Commande inconnue \"frobnicate\"."), "{text}");
    assert!(
        text.contains(
            "\"mrs\" peut désigner Mrs White ou Mrs Peacock\u{a0}; tapez davantage du nom"
        ),
        "{text}"
    );
    assert!(
        text.contains("Les dernières modifications n’ont pas été enregistrées"),
        "{text}"
    );
    assert!(!text.contains("Added entry"), "{text}");
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    // The reading end is closed before sleuth writes its first line (it is
    // still starting): every line it writes meets a broken pipe.
    for args in [
        vec!["content".to_owned(), "check".to_owned(), scenarios()],
        vec![
            "--lang".to_owned(),
            "fr".to_owned(),
            "rules".to_owned(),
            "lady-alice".to_owned(),
        ],
        vec!["games".to_owned()],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sleuth"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("sleuth starts");
        drop(child.stdout.take());
        let out = child.wait_with_output().expect("sleuth ends");
        let errors = stderr(&out);
        assert!(!errors.contains("panicked"), "{args:?}: {errors}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {errors}");
    }
}

#[test]
fn content_check_piped_into_head_ends_quietly() {
    // What people type: the shell's pipeline, with sleuth's own exit status.
    let script = format!(
        "set -o pipefail; {:?} content check {:?} {:?} | head -n 1",
        env!("CARGO_BIN_EXE_sleuth"),
        scenarios(),
        scenarios(),
    );
    let out = Command::new("bash")
        .args(["-c", &script])
        .output()
        .expect("bash runs");
    let errors = stderr(&out);
    assert!(!errors.contains("panicked"), "{errors}");
    assert!(out.status.success(), "{errors}");
    assert_eq!(stdout(&out).lines().count(), 1);
}

/// The `cli-help-*` messages of a language's cli.ftl with a plain value (no
/// placeable, no continuation line): (id, text).
fn help_messages(language: &str) -> Vec<(String, String)> {
    let path = format!(
        "{}/../i18n/locales/{language}/cli.ftl",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("cli.ftl reads");
    text.lines()
        .filter_map(|line| line.split_once(" = "))
        .filter(|(id, value)| id.starts_with("cli-help-") && !value.contains('{'))
        .map(|(id, value)| (id.to_owned(), value.trim().to_owned()))
        .collect()
}

/// Every command path of the binary (`[]`, `["admin"]`, `["admin", "hide"]`,
/// ...), read from the `Commands:` lists of the English help.
fn command_paths() -> Vec<Vec<String>> {
    let mut paths = vec![Vec::<String>::new()];
    let mut index = 0;
    while index < paths.len() {
        let path = paths[index].clone();
        let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
        args.extend(["--help", "--lang", "en"]);
        let help = stdout(&sleuth_with(&[], &args));
        let commands = help
            .split("\nCommands:\n")
            .nth(1)
            .map(|rest| rest.split("\n\n").next().unwrap_or_default().to_owned())
            .unwrap_or_default();
        for line in commands.lines() {
            let name = line.split_whitespace().next().unwrap_or_default();
            if !name.is_empty() && name != "help" {
                let mut sub = path.clone();
                sub.push(name.to_owned());
                paths.push(sub);
            }
        }
        index += 1;
    }
    paths
}

#[test]
fn every_help_is_french_with_lang_fr_and_every_argument_has_a_message() {
    let english = help_messages("en");
    let french: std::collections::BTreeMap<String, String> =
        help_messages("fr").into_iter().collect();
    let paths = command_paths();
    assert!(paths.len() > 20, "{paths:?}");
    for path in paths {
        for language in ["en", "fr"] {
            let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
            args.extend(["--help", "--lang", language]);
            let output = sleuth_with(&[], &args);
            assert!(output.status.success(), "{args:?}: {}", stderr(&output));
            let help = stdout(&output);
            // A message missing from both catalogues shows as its id.
            assert!(
                !help.contains("cli-help-"),
                "{args:?} lacks a message:\n{help}"
            );
            if language == "fr" {
                assert!(help.contains("Utilisation\u{a0}:"), "{args:?}:\n{help}");
                assert!(help.contains("Options\u{a0}:"), "{args:?}:\n{help}");
                for (id, text) in &english {
                    // Equal or containing it (`COMMANDE`): not an English leftover.
                    let same = french.get(id).is_some_and(|fr| fr.contains(text.as_str()));
                    assert!(
                        same || text.len() < 6 || !help.contains(text.as_str()),
                        "{args:?} shows the English {id} ({text:?}):\n{help}"
                    );
                }
            }
        }
    }
    // The environment's French too, for `sleuth help SUB`.
    let help = stdout(&sleuth_with(&[("LANG", "fr_FR.UTF-8")], &["help", "serve"]));
    assert!(help.contains("L’adresse et le port d’écoute"), "{help}");
}
