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
