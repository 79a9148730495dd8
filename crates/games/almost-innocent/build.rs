//! Embeds every scenario translation under content/scenarios/<language>/ (adding
//! a translation is adding a file, docs/content/translations.md): writes
//! `scenario_translations.rs` in OUT_DIR, the `SCENARIO_TRANSLATIONS` list read by
//! src/content.rs. The English scenarios are listed in src/content.rs, in
//! campaign order.

fn main() {
    sleuth_embed::embed_translations(&sleuth_embed::TranslationFolders {
        folder: "content/scenarios",
        extension: "toml",
        what: "scenario",
        static_name: "SCENARIO_TRANSLATIONS",
        out_file: "scenario_translations.rs",
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
