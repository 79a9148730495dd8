//! Embeds every case file under content/cases/ (adding a case is adding a file):
//! writes `cases.rs` in OUT_DIR, the `CASE_FILES` list read by src/library.rs; and
//! every translation under content/cases/<language>/ (docs/content/translations.md)
//! as `case_translations.rs`, the `CASE_TRANSLATIONS` list.

fn main() {
    sleuth_embed::embed(&sleuth_embed::ContentFolder {
        folder: "content/cases",
        extension: "toml",
        what: "case",
        static_name: "CASE_FILES",
        out_file: "cases.rs",
    });
    sleuth_embed::embed_translations(&sleuth_embed::TranslationFolders {
        folder: "content/cases",
        extension: "toml",
        what: "case",
        static_name: "CASE_TRANSLATIONS",
        out_file: "case_translations.rs",
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
