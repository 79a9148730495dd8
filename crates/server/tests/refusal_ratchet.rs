//! The server's refusals are catalogue messages: every `ApiError::new` in
//! crates/server/src whose sentence is written in English (a string literal or a
//! `format!`) fails this test, unless it is listed in [`ENGLISH_ONLY`] with the
//! reason nobody reads it in their own language. A listed call that is gone also
//! fails, so the list only shrinks. A refusal is written
//! `ApiError::refusal(kind, "errors-…", args)` with its message in
//! crates/i18n/locales/<lang>/errors-*.ftl (docs/protocol.md).

use std::path::{Path, PathBuf};

/// `ApiError::new` calls allowed to keep an English sentence: (file under src/,
/// the start of the sentence argument, why).
/// Empty: internal failures are `ApiError::internal(detail)`, said through
/// `errors-site-operation-failed` with their English detail.
const ENGLISH_ONLY: &[(&str, &str, &str)] = &[];

/// Where the first character of `source` that `is_stop` accepts stands outside any
/// string literal and any bracket opened in `source`; a closing bracket with nothing
/// open is ignored unless `is_stop` accepts it.
fn first_top_level(source: &str, is_stop: fn(char) -> bool) -> Option<usize> {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in source.char_indices() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        if depth == 0 && is_stop(c) {
            return Some(i);
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// The text of a call's arguments, from just after its `(` to its `)`.
fn call_arguments(source: &str) -> &str {
    match first_top_level(source, |c| matches!(c, ')' | ']' | '}')) {
        Some(end) => &source[..end],
        None => source,
    }
}

/// The second top-level argument of a call's arguments, trimmed.
fn second_argument(arguments: &str) -> &str {
    match first_top_level(arguments, |c| c == ',') {
        Some(comma) => arguments[comma + 1..].trim(),
        None => "",
    }
}

/// The English sentences of `source`'s `ApiError::new` calls, with their lines.
fn english_sentences(source: &str) -> Vec<(usize, String)> {
    // The unit tests at the bottom of a file may build errors freely (a
    // `#[cfg(test)]` on a field or a function higher up hides nothing).
    let source = source
        .split("#[cfg(test)]\nmod ")
        .next()
        .unwrap_or_default();
    let mut found = Vec::new();
    for (at, _) in source.match_indices("ApiError::new(") {
        let message = second_argument(call_arguments(&source[at + "ApiError::new(".len()..]));
        let english = message.starts_with('"')
            || message.starts_with("r\"")
            || message.starts_with("r#")
            || message.starts_with("format!");
        if english {
            let line = source[..at].lines().count() + 1;
            found.push((
                line,
                message.split_whitespace().collect::<Vec<_>>().join(" "),
            ));
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_ratchet_sees_an_english_literal_and_a_format() {
    let sample = r#"
        ApiError::new("bad_request", "you cannot add yourself as a friend");
        ApiError::new("not_found", format!("unknown game {id:?}"))?;
        ApiError::new("bad_request", sentence);
        ApiError::refusal("bad_request", "errors-site-no-game", vec![]);
    "#;
    let found = english_sentences(sample);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].1.starts_with("\"you cannot"), "{found:?}");
    assert!(
        found[1].1.starts_with("format!(\"unknown game"),
        "{found:?}"
    );
}

#[test]
fn server_refusals_are_not_written_as_english_sentences() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut unlisted = Vec::new();
    let mut used = vec![false; ENGLISH_ONLY.len()];
    for path in &files {
        let name = path
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        let source = std::fs::read_to_string(path).expect("a source file");
        for (line, sentence) in english_sentences(&source) {
            match ENGLISH_ONLY
                .iter()
                .position(|(file, start, _)| *file == name && sentence.starts_with(start))
            {
                Some(i) => used[i] = true,
                None => unlisted.push(format!("{name}:{line}: {sentence}")),
            }
        }
    }
    assert!(files.len() > 20, "the server's sources were not found");
    assert!(
        unlisted.is_empty(),
        "refusals people read are catalogue messages (ApiError::refusal with an \
         errors-… id in crates/i18n/locales/*/errors-*.ftl), not English sentences:\n{}",
        unlisted.join("\n")
    );
    let gone: Vec<_> = ENGLISH_ONLY
        .iter()
        .zip(&used)
        .filter(|(_, used)| !**used)
        .map(|((file, start, _), _)| format!("{file}: {start}"))
        .collect();
    assert!(
        gone.is_empty(),
        "listed English sentences no longer in the sources: take them off ENGLISH_ONLY:\n{}",
        gone.join("\n")
    );
}
