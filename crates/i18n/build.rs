//! Embeds every catalogue file under locales/<lang>/ (adding a catalogue is adding
//! a file): writes `en.rs` and `fr.rs` in OUT_DIR, read by `files` in src/lib.rs.

fn main() {
    for (folder, static_name, out_file) in [
        ("locales/en", "EN_FILES", "en.rs"),
        ("locales/fr", "FR_FILES", "fr.rs"),
    ] {
        sleuth_embed::embed(&sleuth_embed::ContentFolder {
            folder,
            extension: "ftl",
            what: "catalogue file",
            static_name,
            out_file,
        });
    }
}
