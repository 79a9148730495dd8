//! lateral puzzles played to the end in French (see browser_french.rs).
