//! A game is one folder: `crates/games/<id>/` with its browser table in `web/`, one
//! line in the registry, and `docs/games/<id>.md`. These tests hold every registered
//! game to that shape (the server test `tests/protocol.rs` fetches each table over HTTP).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn files_under(dir: &Path, prefix: &str, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let entry = entry.expect("directory entry");
        let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
        if entry.path().is_dir() {
            files_under(&entry.path(), &format!("{name}/"), out);
        } else {
            out.insert(name);
        }
    }
}

#[test]
fn every_registered_game_is_one_folder_with_its_table_and_docs() {
    let registry = sleuth_games::registry();
    assert!(!registry.ids().is_empty());
    for game in registry.games() {
        let id = game.info().id;
        let folder = repo_root().join("crates/games").join(id);
        assert!(
            folder.join("Cargo.toml").is_file(),
            "{id}: no crates/games/{id}/Cargo.toml"
        );
        let embedded: BTreeSet<String> = game
            .web_files()
            .iter()
            .map(|(name, _)| name.to_string())
            .collect();
        assert!(
            embedded.contains("table.js"),
            "{id}: web_files() has no table.js"
        );
        let mut on_disk = BTreeSet::new();
        files_under(&folder.join("web"), "", &mut on_disk);
        assert_eq!(
            embedded, on_disk,
            "{id}: HostedGame::web_files() must list exactly the files of crates/games/{id}/web/"
        );
        for (name, bytes) in game.web_files() {
            let disk = std::fs::read(folder.join("web").join(name)).expect("read web file");
            assert_eq!(
                &disk[..],
                *bytes,
                "{id}: embedded {name} differs from the file"
            );
        }
        let doc = repo_root().join("docs/games").join(format!("{id}.md"));
        assert!(doc.is_file(), "{id}: no docs/games/{id}.md");
    }
}

#[test]
fn no_game_folder_is_left_out_of_the_registry() {
    let registry = sleuth_games::registry();
    let hosted: BTreeSet<&str> = registry.ids().into_iter().collect();
    for entry in std::fs::read_dir(repo_root().join("crates/games")).expect("crates/games") {
        let entry = entry.expect("entry");
        let name = entry.file_name().to_string_lossy().to_string();
        // A game being built has its folder before it is hosted: it is then listed
        // in `PLANNED`, so that the CLI says it is coming.
        let planned = sleuth_games::PLANNED.iter().any(|(id, _)| *id == name);
        assert!(
            hosted.contains(name.as_str()) || planned,
            "crates/games/{name} exists but is neither in sleuth_games::registry() nor in PLANNED"
        );
    }
}

/// Every game has its rules page in its folder (`rules/en.md`), the same text the
/// game hands to hosts; it parses (the Markdown subset, a glossary last), its
/// glossary explains at least ten words with no word twice, and every ruling
/// id it cites is stated in docs/rules/<id>.md.
#[test]
fn every_registered_game_has_a_rules_page_with_a_glossary() {
    let registry = sleuth_games::registry();
    for game in registry.games() {
        let id = game.info().id;
        let path = repo_root()
            .join("crates/games")
            .join(id)
            .join("rules/en.md");
        let disk = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{id}: no rules page at {}: {e}", path.display()));
        let text = game
            .rules_text()
            .unwrap_or_else(|| panic!("{id}: HostedGame::rules_text is None"));
        assert_eq!(
            text, disk,
            "{id}: the embedded rules page differs from the file"
        );
        let page = sleuth_core::rules_page::parse(text)
            .unwrap_or_else(|e| panic!("{id}: rules/en.md {e}"));
        assert!(
            page.title
                .starts_with(game.info().name.split(' ').next().unwrap_or("")),
            "{id}: {}",
            page.title
        );
        assert!(
            page.glossary.len() >= 10,
            "{id}: {} glossary entries",
            page.glossary.len()
        );
        let mut seen = BTreeSet::new();
        for entry in &page.glossary {
            for word in std::iter::once(&entry.term).chain(&entry.forms) {
                assert!(
                    seen.insert(word.to_lowercase()),
                    "{id}: the glossary explains {word:?} twice"
                );
            }
        }
        let rulings =
            std::fs::read_to_string(repo_root().join("docs/rules").join(format!("{id}.md")))
                .expect("docs/rules page");
        for (at, _) in text.match_indices("ruling ") {
            let cited: String = text[at + 7..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            if cited.contains('-') {
                assert!(
                    rulings.contains(&cited),
                    "{id}: the rules page cites {cited}, which docs/rules/{id}.md does not state"
                );
            }
        }
    }
}
