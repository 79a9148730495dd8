//! A piece of shipped content (a case, a puzzle, a scenario) by id in several
//! languages: the game keeps its originals, written in one original language,
//! and [`Translations`] keeps the checked translations beside them. Asking for
//! the original language falls back to the game's original; the list of a
//! piece's languages starts with the original language.

/// The checked translations of a game's shipped pieces, each with its language,
/// found by the piece's id (read with `id_of`).
#[derive(Debug)]
pub struct Translations<T> {
    original_language: &'static str,
    id_of: fn(&T) -> &str,
    /// (language, piece), in the order they were added.
    translated: Vec<(&'static str, T)>,
}

impl<T> Translations<T> {
    /// Translations of pieces written first in `original_language`; `id_of`
    /// reads a piece's id; `translated` holds (language, piece) pairs.
    pub fn new(
        original_language: &'static str,
        id_of: fn(&T) -> &str,
        translated: Vec<(&'static str, T)>,
    ) -> Self {
        Self {
            original_language,
            id_of,
            translated,
        }
    }

    /// The piece `id` in `language`: in the original language, what `original`
    /// gives (the game's own lookup); in another, its translation, or `None`
    /// when there is none in that language.
    pub fn piece_in<'a>(
        &'a self,
        id: &str,
        language: &str,
        original: impl FnOnce() -> Option<&'a T>,
    ) -> Option<&'a T> {
        if language == self.original_language {
            return original();
        }
        self.translated
            .iter()
            .find(|(lang, piece)| *lang == language && (self.id_of)(piece) == id)
            .map(|(_, piece)| piece)
    }

    /// The languages the piece `id` exists in, the original language first then
    /// each translation's language once; empty when `original` (the game's
    /// original of that id) is `None`.
    pub fn languages_of(&self, id: &str, original: Option<&T>) -> Vec<&'static str> {
        if original.is_none() {
            return Vec::new();
        }
        let mut languages = vec![self.original_language];
        for (language, piece) in &self.translated {
            if (self.id_of)(piece) == id && !languages.contains(language) {
                languages.push(language);
            }
        }
        languages
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces() -> Translations<(String, String)> {
        Translations::new(
            "en",
            |piece: &(String, String)| piece.0.as_str(),
            vec![
                ("fr", ("ledger".into(), "Le Grand Livre".into())),
                ("de", ("ledger".into(), "Das Hauptbuch".into())),
                ("fr", ("ledger".into(), "Doublon".into())),
            ],
        )
    }

    #[test]
    fn the_original_language_falls_back_to_the_original() {
        let original = ("ledger".to_owned(), "The Ledger".to_owned());
        let t = pieces();
        assert_eq!(
            t.piece_in("ledger", "en", || Some(&original)),
            Some(&original)
        );
        assert_eq!(
            t.piece_in("ledger", "fr", || Some(&original))
                .map(|p| p.1.as_str()),
            Some("Le Grand Livre")
        );
        assert_eq!(t.piece_in("ledger", "it", || Some(&original)), None);
        assert_eq!(t.piece_in("other", "fr", || Some(&original)), None);
    }

    #[test]
    fn languages_start_with_the_original_and_name_each_once() {
        let original = ("ledger".to_owned(), "The Ledger".to_owned());
        let t = pieces();
        assert_eq!(
            t.languages_of("ledger", Some(&original)),
            ["en", "fr", "de"]
        );
        assert!(t.languages_of("missing", None).is_empty());
    }
}
