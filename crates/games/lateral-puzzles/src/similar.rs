//! LP-6: the software's suggestion that a question was asked already. Meaning is
//! the Lateral Master's to judge (LP-1); this only finds the closest earlier
//! question by its words and flags it when close enough.
//!
//! Words are compared after Unicode NFC, lower case, punctuation dropped, a few
//! function words dropped and a plural `s` trimmed; the similarity is the Dice
//! coefficient of the two word sets, 0 to 100.

use std::collections::BTreeSet;

use unicode_normalization::UnicodeNormalization;

/// A question at least this similar to an earlier one is flagged.
pub const FLAG_THRESHOLD: u8 = 60;

const STOP_WORDS: &[&str] = &[
    "a",
    "an",
    "the",
    "is",
    "was",
    "were",
    "are",
    "be",
    "been",
    "did",
    "does",
    "do",
    "has",
    "have",
    "had",
    "he",
    "she",
    "it",
    "they",
    "him",
    "her",
    "his",
    "its",
    "their",
    "them",
    "of",
    "to",
    "in",
    "on",
    "at",
    "for",
    "by",
    "with",
    "and",
    "or",
    "that",
    "this",
    "there",
    "any",
    "some",
    "anyone",
    "someone",
    "something",
    "thing",
    "i",
    "you",
    "we",
    "me",
    "my",
    "your",
];

/// The content words of a question.
pub fn words(text: &str) -> BTreeSet<String> {
    let lowered: String = text.nfc().collect::<String>().to_lowercase();
    lowered
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !STOP_WORDS.contains(w))
        .map(|w| {
            if w.chars().count() > 3 && w.ends_with('s') && !w.ends_with("ss") {
                w[..w.len() - 1].to_owned()
            } else {
                w.to_owned()
            }
        })
        .collect()
}

/// How alike two questions are, 0 to 100.
pub fn similarity(a: &str, b: &str) -> u8 {
    let (wa, wb) = (words(a), words(b));
    if wa.is_empty() && wb.is_empty() {
        let norm = |t: &str| t.nfc().collect::<String>().trim().to_lowercase();
        return if norm(a) == norm(b) { 100 } else { 0 };
    }
    let common = wa.intersection(&wb).count();
    let total = wa.len() + wb.len();
    ((200 * common + total / 2) / total) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_questions_are_close() {
        assert_eq!(similarity("Did he die?", "Did she die?"), 100);
        assert_eq!(similarity("Was he a pacemaker?", "WAS HE A PACEMAKER"), 100);
        assert!(similarity("Is money involved?", "Was money involved at all?") >= FLAG_THRESHOLD);
        assert!(similarity("Is the weather important?", "Was he paid?") < FLAG_THRESHOLD);
        assert_eq!(similarity("Is it?", "Is it?"), 100);
        assert_eq!(similarity("?", "!"), 0);
        assert_eq!(
            words("Runners' clocks"),
            ["clock", "runner"].map(String::from).into()
        );
    }
}
