//! Embeds the game's rules pages (`rules/<lang>.md`) and tutorial scripts
//! (`tutorial/<lang>.toml`), one file per language: adding a translation is
//! adding a file.

fn main() {
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
