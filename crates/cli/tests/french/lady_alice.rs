//! lady alice played to the end in French (see browser_french.rs).
