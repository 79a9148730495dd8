//! The display-name rule (docs/protocol.md, "Display names"): a name is shown to
//! other people, so it may not hide or reorder text. It is normalised to NFC and
//! trimmed, then must have 1 to 40 characters (Unicode scalar values), at least one
//! of them visible, and none of: control characters (NUL, tab, newline, DEL, C1),
//! bidirectional controls (which reverse how the text around them reads), line or
//! paragraph separators, or invisible format characters. Zero-width joiners and
//! variation selectors are allowed inside a name (emoji and some scripts need them)
//! but do not count as visible.

use std::fmt;

use unicode_normalization::UnicodeNormalization;

/// Longest display name, in characters after normalisation.
pub const MAX_NAME_CHARS: usize = 40;

/// Why a display name was refused; `Display` is a sentence for the person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong {
        chars: usize,
    },
    Forbidden {
        character: char,
        position: usize,
        what: &'static str,
    },
    Invisible,
}

impl NameError {
    /// The sentence for a refused `noun` ("a display name", "a chat message") of
    /// at most `max` characters.
    fn sentence(&self, noun: &str, max: usize) -> String {
        match self {
            NameError::Empty => format!("{noun} has 1 to {max} characters; this one is empty"),
            NameError::TooLong { chars } => {
                format!("{noun} has 1 to {max} characters; this one has {chars}")
            }
            NameError::Forbidden {
                character,
                position,
                what,
            } => format!(
                "{noun} may not contain {what}: U+{:04X} at character {position}",
                u32::from(*character)
            ),
            NameError::Invisible => format!(
                "{noun} needs at least one visible character; this one has only joiners or variation selectors"
            ),
        }
    }
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence("a display name", MAX_NAME_CHARS))
    }
}

impl std::error::Error for NameError {}

/// What kind of forbidden character `c` is, if it is one.
fn forbidden(c: char) -> Option<&'static str> {
    let u = u32::from(c);
    if c.is_control() {
        return Some("control characters");
    }
    match u {
        0x061C | 0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069 => {
            Some("bidirectional controls")
        }
        0x2028 | 0x2029 => Some("line or paragraph separators"),
        // Soft hyphen, Mongolian vowel separator, zero-width space, word joiner and
        // invisible operators, deprecated format controls, byte order mark,
        // interlinear annotations, Hangul fillers (blank "letters"), tags.
        0x00AD
        | 0x180E
        | 0x200B
        | 0x2060..=0x2064
        | 0x206A..=0x206F
        | 0xFEFF
        | 0xFFF9..=0xFFFB
        | 0x115F
        | 0x1160
        | 0x3164
        | 0xFFA0
        | 0xE0000..=0xE007F => Some("invisible format characters"),
        _ => None,
    }
}

/// Joiners and selectors: allowed, but not visible on their own.
fn joiner(c: char) -> bool {
    matches!(u32::from(c), 0x200C | 0x200D | 0xFE00..=0xFE0F | 0xE0100..=0xE01EF | 0x034F)
}

/// Checks and normalises a display name: NFC, trimmed, then the rule above.
pub fn display_name(raw: &str) -> Result<String, NameError> {
    checked_text(raw, MAX_NAME_CHARS)
}

/// The rule above for a text of at most `max` characters.
fn checked_text(raw: &str, max: usize) -> Result<String, NameError> {
    // Refuse absurd input before normalising it (NFC never shrinks a text by
    // more than a few times).
    let raw_chars = raw.chars().count();
    if raw_chars > max * 8 {
        return Err(NameError::TooLong { chars: raw_chars });
    }
    let text: String = raw.nfc().collect();
    let text = text.trim();
    for (index, character) in text.chars().enumerate() {
        if let Some(what) = forbidden(character) {
            return Err(NameError::Forbidden {
                character,
                position: index + 1,
                what,
            });
        }
    }
    let chars = text.chars().count();
    if chars == 0 {
        return Err(NameError::Empty);
    }
    if chars > max {
        return Err(NameError::TooLong { chars });
    }
    if text.chars().all(|c| c.is_whitespace() || joiner(c)) {
        return Err(NameError::Invisible);
    }
    Ok(text.to_owned())
}

/// Longest chat message, in characters after normalisation.
pub const MAX_CHAT_CHARS: usize = 500;

/// Checks and normalises a chat message: NFC and trimmed, 1 to
/// [`MAX_CHAT_CHARS`] characters, at least one visible, and the same forbidden
/// characters as a display name (one line: no control characters, so no
/// newlines; nothing that hides or reorders text). The error is a sentence.
pub fn chat_text(raw: &str) -> Result<String, String> {
    checked_text(raw, MAX_CHAT_CHARS).map_err(|e| e.sentence("a chat message", MAX_CHAT_CHARS))
}

#[cfg(test)]
mod tests {
    use super::*;

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
            Err(NameError::Forbidden { position: 4, .. })
        ));
        assert!(display_name("Ada\u{202E}evE").is_err());
        assert!(display_name("\u{200F}Bob").is_err());
        assert_eq!(display_name("\u{200D}\u{200D}"), Err(NameError::Invisible));
        assert!(matches!(
            display_name(&"x".repeat(10_000)),
            Err(NameError::TooLong { chars: 10_000 })
        ));
        assert!(display_name(&"é".repeat(40)).is_ok());
        assert!(display_name(&"e\u{301}".repeat(41)).is_err());
        // A family emoji keeps its joiners.
        assert!(display_name("Ada \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}").is_ok());
    }
}
