//! Text that people type and other people read: display names, chat messages,
//! campaign group names. One rule for all of them, because each is shown to
//! someone else and so may not hide or reorder the text around it.
//!
//! The text is normalised to NFC and trimmed, then must have 1 to `max`
//! characters (Unicode scalar values), at least one of them visible, and none of:
//! control characters (NUL, tab, newline, DEL, C1), bidirectional controls (which
//! reverse how the text around them reads), line or paragraph separators, or
//! invisible format characters. Zero-width joiners and variation selectors are
//! allowed inside a text (emoji and some scripts need them) but do not count as
//! visible. Anything else (`<script>`, quotes) is allowed: such text is stored and
//! shown as text, never as markup.

use std::fmt;

use unicode_normalization::UnicodeNormalization;

/// What is wrong with a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextProblem {
    Empty,
    TooLong {
        chars: usize,
    },
    Forbidden {
        character: char,
        /// From 1, in characters of the normalised text.
        position: usize,
        what: &'static str,
    },
    Invisible,
}

/// A refused text: what it was (`noun`, e.g. "a display name"), its limit and
/// the problem. `Display` is a sentence for the person who typed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    pub noun: &'static str,
    pub max: usize,
    pub problem: TextProblem,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (noun, max) = (self.noun, self.max);
        match &self.problem {
            TextProblem::Empty => write!(f, "{noun} has 1 to {max} characters; this one is empty"),
            TextProblem::TooLong { chars } => {
                write!(f, "{noun} has 1 to {max} characters; this one has {chars}")
            }
            TextProblem::Forbidden {
                character,
                position,
                what,
            } => write!(
                f,
                "{noun} may not contain {what}: U+{:04X} at character {position}",
                u32::from(*character)
            ),
            TextProblem::Invisible => write!(
                f,
                "{noun} needs at least one visible character; this one has only joiners or variation selectors"
            ),
        }
    }
}

impl std::error::Error for TextError {}

/// A code word for a fixed English phrase ("a display name" is `display-name`),
/// which the catalogues translate with a select.
fn key(phrase: &str) -> String {
    let phrase = phrase
        .strip_prefix("a ")
        .or_else(|| phrase.strip_prefix("an "))
        .unwrap_or(phrase);
    phrase.replace(' ', "-")
}

impl crate::explain::Explain for TextError {
    fn message_id(&self) -> &'static str {
        match self.problem {
            TextProblem::Empty => "errors-text-empty",
            TextProblem::TooLong { .. } => "errors-text-too-long",
            TextProblem::Forbidden { .. } => "errors-text-forbidden",
            TextProblem::Invisible => "errors-text-invisible",
        }
    }

    /// `noun` and `what` travel as code words (`display-name`,
    /// `control-characters`); the character as its hexadecimal code point.
    fn message_args(&self) -> Vec<(&'static str, crate::explain::MessageArg)> {
        let noun = ("noun", key(self.noun).into());
        match &self.problem {
            TextProblem::Empty => vec![noun, ("max", self.max.into())],
            TextProblem::Invisible => vec![noun],
            TextProblem::TooLong { chars } => {
                vec![noun, ("max", self.max.into()), ("chars", (*chars).into())]
            }
            TextProblem::Forbidden {
                character,
                position,
                what,
            } => vec![
                noun,
                ("what", key(what).into()),
                ("code", format!("{:04X}", u32::from(*character)).into()),
                ("position", (*position).into()),
            ],
        }
    }
}

/// What kind of forbidden character `c` is, if it is one.
pub fn forbidden(c: char) -> Option<&'static str> {
    if c.is_control() {
        return Some("control characters");
    }
    match u32::from(c) {
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

/// Checks and normalises `raw` as `noun` of at most `max` characters, by the rule
/// of this module.
pub fn checked_text(raw: &str, noun: &'static str, max: usize) -> Result<String, TextError> {
    let refuse = |problem| TextError { noun, max, problem };
    // Refuse absurd input before normalising it (NFC never grows a text by more
    // than a few times).
    let raw_chars = raw.chars().count();
    if raw_chars > max * 8 {
        return Err(refuse(TextProblem::TooLong { chars: raw_chars }));
    }
    let text: String = raw.nfc().collect();
    let text = text.trim();
    for (index, character) in text.chars().enumerate() {
        if let Some(what) = forbidden(character) {
            return Err(refuse(TextProblem::Forbidden {
                character,
                position: index + 1,
                what,
            }));
        }
    }
    let chars = text.chars().count();
    if chars == 0 {
        return Err(refuse(TextProblem::Empty));
    }
    if chars > max {
        return Err(refuse(TextProblem::TooLong { chars }));
    }
    if text.chars().all(|c| c.is_whitespace() || joiner(c)) {
        return Err(refuse(TextProblem::Invisible));
    }
    Ok(text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(raw: &str, max: usize) -> Option<TextProblem> {
        checked_text(raw, "a text", max).err().map(|e| e.problem)
    }

    #[test]
    fn texts_are_nfc_trimmed_and_hostile_characters_are_refused() {
        assert_eq!(checked_text("  Ada ", "a name", 40).as_deref(), Ok("Ada"));
        // "e" + combining acute accent becomes the one character "é".
        assert_eq!(
            checked_text("Ame\u{301}lie", "a name", 40).as_deref(),
            Ok("Am\u{e9}lie")
        );
        assert!(matches!(
            problem("Ada\u{0}", 40),
            Some(TextProblem::Forbidden { position: 4, .. })
        ));
        assert!(problem("Ada\u{202E}evE", 40).is_some());
        assert_eq!(
            problem("\u{200D}\u{200D}", 40),
            Some(TextProblem::Invisible)
        );
        assert_eq!(problem("  ", 40), Some(TextProblem::Empty));
        assert_eq!(
            problem(&"x".repeat(10_000), 40),
            Some(TextProblem::TooLong { chars: 10_000 })
        );
        assert_eq!(problem(&"e\u{301}".repeat(40), 40), None);
        assert_eq!(
            problem(&"x".repeat(41), 40),
            Some(TextProblem::TooLong { chars: 41 })
        );
        // A family emoji keeps its joiners; markup is only text.
        assert_eq!(
            problem("Ada \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 40),
            None
        );
        assert_eq!(problem("<script>alert(1)</script>", 40), None);
    }

    #[test]
    fn the_sentence_names_the_text_and_its_limit() {
        let err = checked_text("x\ny", "a chat message", 500).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a chat message may not contain control characters: U+000A at character 2"
        );
        let err = checked_text("", "a display name", 40).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a display name has 1 to 40 characters; this one is empty"
        );
    }
}
