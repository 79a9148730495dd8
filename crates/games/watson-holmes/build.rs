//! Embeds every case file under content/cases/ (adding a case is adding a file):
//! writes `cases.rs` in OUT_DIR, the `CASE_FILES` list read by src/library.rs.

fn main() {
    sleuth_embed::embed(&sleuth_embed::ContentFolder {
        folder: "content/cases",
        extension: "toml",
        what: "case",
        static_name: "CASE_FILES",
        out_file: "cases.rs",
    });
}
