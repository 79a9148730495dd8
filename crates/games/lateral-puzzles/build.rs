//! Embeds every puzzle file under content/puzzles/ (adding a puzzle is adding a
//! file): writes `puzzles.rs` in OUT_DIR, the `PUZZLE_FILES` list read by
//! src/library.rs; and every translation under content/puzzles/<language>/
//! (docs/content/translations.md) as `puzzle_translations.rs`, the
//! `PUZZLE_TRANSLATIONS` list.

fn main() {
    sleuth_embed::embed(&sleuth_embed::ContentFolder {
        folder: "content/puzzles",
        extension: "toml",
        what: "puzzle",
        static_name: "PUZZLE_FILES",
        out_file: "puzzles.rs",
    });
    sleuth_embed::embed_translations(&sleuth_embed::TranslationFolders {
        folder: "content/puzzles",
        extension: "toml",
        what: "puzzle",
        static_name: "PUZZLE_TRANSLATIONS",
        out_file: "puzzle_translations.rs",
    });
    // The rules pages and tutorials, one file per language (adding a
    // translation is adding a file): `RULES_FILES` and `TUTORIAL_FILES`, read by
    // the `HostedGame` impl.
    sleuth_embed::embed(&sleuth_embed::ContentFolder {
        folder: "rules",
        extension: "md",
        what: "rules page",
        static_name: "RULES_FILES",
        out_file: "rules_files.rs",
    });
    sleuth_embed::embed(&sleuth_embed::ContentFolder {
        folder: "tutorial",
        extension: "toml",
        what: "tutorial script",
        static_name: "TUTORIAL_FILES",
        out_file: "tutorial_files.rs",
    });
}
