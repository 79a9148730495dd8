//! The display-name rule (docs/protocol.md, "Display names"): a name is shown to
//! other people, so it may not hide or reorder text. It is normalised to NFC and
//! trimmed, then must have 1 to 40 characters (Unicode scalar values), at least one
//! of them visible, and none of: control characters (NUL, tab, newline, DEL, C1),
//! bidirectional controls (which reverse how the text around them reads), line or
//! paragraph separators, or invisible format characters. Zero-width joiners and
//! variation selectors are allowed inside a name (emoji and some scripts need them)
//! but do not count as visible.

use sleuth_core::text::{TextError, checked_text};

/// Longest display name, in characters after normalisation.
pub const MAX_NAME_CHARS: usize = 40;

/// Why a display name or chat message was refused (`sleuth_core::text`, the one
/// rule for text people type that others read); `Display` is a sentence for the
/// person.
pub type NameError = TextError;

/// Checks and normalises a display name: NFC, trimmed, then the rule above.
pub fn display_name(raw: &str) -> Result<String, NameError> {
    checked_text(raw, "a display name", MAX_NAME_CHARS)
}

/// Longest chat message, in characters after normalisation.
pub const MAX_CHAT_CHARS: usize = 500;

/// Checks and normalises a chat message: NFC and trimmed, 1 to
/// [`MAX_CHAT_CHARS`] characters, at least one visible, and the same forbidden
/// characters as a display name (one line: no control characters, so no
/// newlines; nothing that hides or reorders text). The error is a sentence.
pub fn chat_text(raw: &str) -> Result<String, String> {
    checked_text(raw, "a chat message", MAX_CHAT_CHARS).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sleuth_core::text::TextProblem;

    #[test]
    fn chat_text_is_one_visible_line_of_at_most_500_characters() {
        assert_eq!(
            chat_text("  hello <b>there</b> ").as_deref(),
            Ok("hello <b>there</b>")
        );
        assert!(chat_text("two\nlines").is_err());
        assert!(chat_text("\u{202E}reversed").is_err());
        assert!(chat_text("   ").is_err());
        assert!(chat_text(&"x".repeat(500)).is_ok());
        assert!(chat_text(&"x".repeat(501)).unwrap_err().contains("501"));
    }

    #[test]
    fn names_are_nfc_and_hostile_characters_are_refused() {
        assert_eq!(display_name("  Ada ").as_deref(), Ok("Ada"));
        // "e" + combining acute accent becomes the one character "é".
        assert_eq!(display_name("Ame\u{301}lie").as_deref(), Ok("Am\u{e9}lie"));
        assert!(matches!(
            display_name("Ada\u{0}"),
            Err(NameError {
                problem: TextProblem::Forbidden { position: 4, .. },
                ..
            })
        ));
        assert!(display_name("Ada\u{202E}evE").is_err());
        assert!(display_name("\u{200F}Bob").is_err());
        assert!(matches!(
            display_name("\u{200D}\u{200D}"),
            Err(NameError {
                problem: TextProblem::Invisible,
                ..
            })
        ));
        assert!(matches!(
            display_name(&"x".repeat(10_000)),
            Err(NameError {
                problem: TextProblem::TooLong { chars: 10_000 },
                ..
            })
        ));
        assert!(display_name(&"é".repeat(40)).is_ok());
        assert!(display_name(&"e\u{301}".repeat(41)).is_err());
        // A family emoji keeps its joiners.
        assert!(display_name("Ada \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}").is_ok());
    }
}
