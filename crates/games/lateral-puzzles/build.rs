//! Embeds every puzzle file under content/puzzles/ (adding a puzzle is adding a
//! file): writes `puzzles.rs` in OUT_DIR, the `PUZZLE_FILES` list read by
//! src/library.rs.

fn main() {
    sleuth_embed::embed(&sleuth_embed::ContentFolder {
        folder: "content/puzzles",
        extension: "toml",
        what: "puzzle",
        static_name: "PUZZLE_FILES",
        out_file: "puzzles.rs",
    });
}
