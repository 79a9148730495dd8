//! The ratchet that keeps the interface translatable: no English sentence may be
//! written as a string literal in the browser's JavaScript (crates/server/web/,
//! crates/games/*/web/); it belongs in a catalogue (crates/i18n/locales/) and is
//! shown with `t(id, args)`. The literals that remain are listed, with the reason
//! each may stay, in `literal-sentences.txt` beside this crate's manifest: a new
//! sentence fails this test, and so does a listed one that is gone (the list
//! only shrinks).
//!
//! What counts as a sentence: a string literal (quotes or a template's text)
//! with at least two plain words that starts with a capital letter, ends with
//! sentence punctuation, or has three plain words or more; literals that are
//! CSS, selectors, paths, class lists or developer logs (`console.*`) do not.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The browser's script files, relative to the workspace, in name order.
fn script_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "js") {
                out.push(path);
            }
        }
    }
    let root = workspace();
    let mut files = Vec::new();
    walk(&root.join("crates/server/web"), &mut files);
    if let Ok(games) = std::fs::read_dir(root.join("crates/games")) {
        for game in games.flatten() {
            walk(&game.path().join("web"), &mut files);
        }
    }
    let mut files: Vec<PathBuf> = files
        .into_iter()
        .map(|p| p.strip_prefix(&root).map(Path::to_path_buf).unwrap_or(p))
        .collect();
    files.sort();
    files
}

/// The string literals of a script with the line each starts on: quoted
/// strings whole, template literals cut at each `${...}`. Comments are skipped,
/// and so are lines that log for developers (`console.`).
fn literals(source: &str) -> Vec<(usize, String)> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    // Whether a `/` here would start a regular expression (after an operator).
    let mut regex_may_start = true;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if chars.get(i + 1) == Some(&'*') => {
                i += 2;
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
                i += 2;
            }
            '/' if regex_may_start => {
                // A regular expression literal: skip to its closing slash.
                i += 1;
                let mut in_class = false;
                while i < chars.len() && chars[i] != '\n' {
                    match chars[i] {
                        '\\' => i += 1,
                        '[' => in_class = true,
                        ']' => in_class = false,
                        '/' if !in_class => break,
                        _ => {}
                    }
                    i += 1;
                }
                i += 1;
                regex_may_start = false;
            }
            '\'' | '"' => {
                let start = line;
                let mut text = String::new();
                i += 1;
                while i < chars.len() && chars[i] != c && chars[i] != '\n' {
                    if chars[i] == '\\' && i + 1 < chars.len() {
                        i += 1;
                        text.push(match chars[i] {
                            'n' => '\n',
                            other => other,
                        });
                    } else {
                        text.push(chars[i]);
                    }
                    i += 1;
                }
                i += 1;
                out.push((start, text));
                regex_may_start = false;
            }
            '`' => {
                let mut start = line;
                let mut text = String::new();
                i += 1;
                while i < chars.len() && chars[i] != '`' {
                    if chars[i] == '\\' && i + 1 < chars.len() {
                        text.push(chars[i + 1]);
                        i += 2;
                        continue;
                    }
                    if chars[i] == '$' && chars.get(i + 1) == Some(&'{') {
                        out.push((start, std::mem::take(&mut text)));
                        // Skip the placeable, nested braces and strings included.
                        let mut depth = 0;
                        while i < chars.len() {
                            match chars[i] {
                                '{' => depth += 1,
                                '}' => {
                                    depth -= 1;
                                    if depth == 0 {
                                        break;
                                    }
                                }
                                '\n' => line += 1,
                                _ => {}
                            }
                            i += 1;
                        }
                        i += 1;
                        start = line;
                        continue;
                    }
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    text.push(chars[i]);
                    i += 1;
                }
                i += 1;
                out.push((start, text));
                regex_may_start = false;
            }
            c if c.is_whitespace() => i += 1,
            c => {
                regex_may_start =
                    !(c.is_alphanumeric() || c == ')' || c == ']' || c == '_' || c == '$');
                i += 1;
            }
        }
    }
    let lines: Vec<&str> = source.lines().collect();
    out.retain(|(n, _)| !lines.get(n - 1).is_some_and(|l| l.contains("console.")));
    out
}

/// Whether a literal reads as a sentence for people (see the module comment).
fn is_sentence(text: &str) -> bool {
    let text = text.trim();
    if text.is_empty()
        || text.contains(['{', '}', ';', '=', '<', '>'])
        || text.starts_with(['.', '#', '[', '/', ':', '@', '-'])
        || text.contains("var(--")
        || text.contains("px ")
        || text.contains("://")
    {
        return false;
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let plain = |w: &&&str| {
        let w = w.trim_matches(|c: char| ",.!?:…()'\"’".contains(c));
        w.chars().filter(|c| c.is_alphabetic()).count() >= 2
            && w.chars()
                .all(|c| c.is_alphabetic() || c == '\'' || c == '’')
    };
    let plain_words = words.iter().filter(plain).count();
    if plain_words < 2 {
        return false;
    }
    // A class list or a list of identifiers: every word kebab- or snake-cased.
    if words
        .iter()
        .all(|w| w.contains(['-', '_']) || w.chars().all(|c| c.is_ascii_lowercase()))
        && !text.ends_with(['.', '?', '!', '…', ':'])
        && plain_words < 3
    {
        return false;
    }
    let capital = text.chars().next().is_some_and(char::is_uppercase);
    let punctuated = text.ends_with(['.', '?', '!', '…', ':']);
    capital || punctuated || plain_words >= 3
}

/// `file<TAB>literal` for every sentence found.
fn found() -> BTreeSet<String> {
    let root = workspace();
    let mut out = BTreeSet::new();
    for file in script_files() {
        let source = std::fs::read_to_string(root.join(&file)).expect("a readable script");
        for (_, text) in literals(&source) {
            if is_sentence(&text) {
                let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
                out.insert(format!("{}\t{one_line}", file.display()));
            }
        }
    }
    out
}

/// The listed literals: `file<TAB>literal` lines; `#` lines say why a group may stay.
fn allowed() -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("literal-sentences.txt");
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

#[test]
fn no_english_sentence_is_written_in_the_browsers_scripts() {
    let found = found();
    let allowed = allowed();
    if std::env::var_os("SLEUTH_LIST_LITERALS").is_some() {
        for line in &found {
            println!("{line}");
        }
    }
    let new: Vec<&String> = found.difference(&allowed).collect();
    let gone: Vec<&String> = allowed.difference(&found).collect();
    assert!(
        new.is_empty(),
        "{} sentence(s) written as literals: move each to a catalogue in crates/i18n/locales/ \
         and show it with t(id, args) (or, if it is not for people, say why in \
         crates/i18n/literal-sentences.txt):\n{}",
        new.len(),
        new.iter()
            .map(|l| l.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(
        gone.is_empty(),
        "{} listed literal(s) are gone: remove them from crates/i18n/literal-sentences.txt:\n{}",
        gone.len(),
        gone.iter()
            .map(|l| l.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_sentence_rule_tells_words_from_code() {
    for sentence in [
        "Leave the table?",
        "Say something to the table",
        "It is your turn",
        "waiting for the host to start",
    ] {
        assert!(is_sentence(sentence), "{sentence}");
    }
    for code in [
        "chat-message chat-system",
        "button primary",
        "display: none",
        "[data-testid=\"seat\"]",
        "/api/matches",
        "Seat",
        "",
        "M 0 0 L 10 10",
    ] {
        assert!(!is_sentence(code), "{code}");
    }
    let found = literals(
        "const a = 'One two three'; // 'In a comment here'\nconst r = /a b c/; console.log('Not for people here');\nconst t = `Hello ${name} and welcome home`;",
    );
    let texts: Vec<&str> = found.iter().map(|(_, t)| t.as_str()).collect();
    assert_eq!(texts, ["One two three", "Hello ", " and welcome home"]);
}
