//! The deck as data: three categories (persons, articles, rooms) of named cards.
//! `Deck::havent_a_cluedo()` is the 20-card deck of ruling HC-1; `Deck::classic()`
//! is the 21-card Cluedo deck, served by the same code. Cards are small indices
//! into the deck; outside the crate they travel by their display names, which are
//! parsed case-insensitively.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

/// The three kinds of card, in the order a suggestion names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    Person,
    Article,
    Room,
}

impl Category {
    pub const ALL: [Category; 3] = [Category::Person, Category::Article, Category::Room];

    pub fn index(self) -> usize {
        match self {
            Category::Person => 0,
            Category::Article => 1,
            Category::Room => 2,
        }
    }

    pub fn noun(self) -> &'static str {
        match self {
            Category::Person => "person",
            Category::Article => "article",
            Category::Room => "room",
        }
    }
}

/// A card: its index in the deck (persons first, then articles, then rooms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(pub u8);

impl Card {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A deck: the names of the cards of each category. The order of the persons is
/// the fixed turn order (ruling HC-3): the first person's player moves first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    pub name: &'static str,
    persons: Vec<&'static str>,
    articles: Vec<&'static str>,
    rooms: Vec<&'static str>,
    /// Normalized names, by card, for case-insensitive lookup.
    keys: Vec<String>,
    /// Display name to card, for the exact (fast) lookup.
    exact: HashMap<&'static str, Card>,
}

use sleuth_deduction::decks::{CLASSIC_ROOMS, CLASSIC_SUSPECTS, CLASSIC_WEAPONS};
/// The card names live in `sleuth_deduction::decks` (one list for the game and
/// the solver); re-exported here for the game's users.
pub use sleuth_deduction::decks::{HC_ARTICLES, HC_PERSONS, HC_ROOMS, normalize};

impl Deck {
    /// A deck from names. Each category needs at least one card, names must be
    /// unique (case-insensitively) and there may be at most 64 cards.
    pub fn new(
        name: &'static str,
        persons: &[&'static str],
        articles: &[&'static str],
        rooms: &[&'static str],
    ) -> Result<Deck, String> {
        let mut deck = Deck {
            name,
            persons: persons.to_vec(),
            articles: articles.to_vec(),
            rooms: rooms.to_vec(),
            keys: Vec::new(),
            exact: HashMap::new(),
        };
        for category in Category::ALL {
            if deck.names(category).is_empty() {
                return Err(format!("the deck has no {} cards", category.noun()));
            }
        }
        if deck.len() > 64 {
            return Err(format!(
                "the deck has {} cards, at most 64 are supported",
                deck.len()
            ));
        }
        deck.keys = deck.cards().map(|c| normalize(deck.name_of(c))).collect();
        deck.exact = deck.cards().map(|c| (deck.name_of(c), c)).collect();
        for (i, a) in deck.keys.iter().enumerate() {
            if deck.keys[..i].contains(a) {
                return Err(format!("the card name {a:?} appears twice"));
            }
        }
        Ok(deck)
    }

    /// The 20 cards of Haven't a Cluedo (ruling HC-1).
    pub fn havent_a_cluedo() -> Deck {
        Deck::new("Haven't a Cluedo", &HC_PERSONS, &HC_ARTICLES, &HC_ROOMS)
            .expect("the built-in deck is valid")
    }

    /// The classic 21-card Cluedo deck (six suspects in turn order from Miss
    /// Scarlett, six weapons, nine rooms), for a later deduction assistant.
    pub fn classic() -> Deck {
        Deck::new(
            "Cluedo",
            &CLASSIC_SUSPECTS,
            &CLASSIC_WEAPONS,
            &CLASSIC_ROOMS,
        )
        .expect("the classic deck is valid")
    }

    pub fn len(&self) -> usize {
        self.persons.len() + self.articles.len() + self.rooms.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn names(&self, category: Category) -> &[&'static str] {
        match category {
            Category::Person => &self.persons,
            Category::Article => &self.articles,
            Category::Room => &self.rooms,
        }
    }

    fn offset(&self, category: Category) -> usize {
        match category {
            Category::Person => 0,
            Category::Article => self.persons.len(),
            Category::Room => self.persons.len() + self.articles.len(),
        }
    }

    /// The `i`-th card of a category.
    pub fn card(&self, category: Category, i: usize) -> Card {
        debug_assert!(i < self.names(category).len());
        Card((self.offset(category) + i) as u8)
    }

    /// Every card, persons first.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        (0..self.len()).map(|i| Card(i as u8))
    }

    /// The cards of one category.
    pub fn cards_of(&self, category: Category) -> impl Iterator<Item = Card> + '_ {
        let offset = self.offset(category);
        (0..self.names(category).len()).map(move |i| Card((offset + i) as u8))
    }

    pub fn category(&self, card: Card) -> Category {
        let i = card.index();
        if i < self.persons.len() {
            Category::Person
        } else if i < self.persons.len() + self.articles.len() {
            Category::Article
        } else {
            Category::Room
        }
    }

    /// Position of the card within its category.
    pub fn rank(&self, card: Card) -> usize {
        card.index() - self.offset(self.category(card))
    }

    pub fn name_of(&self, card: Card) -> &'static str {
        let category = self.category(card);
        self.names(category)[self.rank(card)]
    }

    /// The card with this display name, case-insensitively (`ü` may be written `u`,
    /// and a leading "the " is ignored).
    pub fn find(&self, name: &str) -> Option<Card> {
        if let Some(c) = self.exact.get(name) {
            return Some(*c);
        }
        let wanted = normalize(name);
        self.keys
            .iter()
            .position(|k| *k == wanted)
            .map(|i| Card(i as u8))
    }

    /// Like `find`, restricted to one category.
    pub fn find_in(&self, category: Category, name: &str) -> Option<Card> {
        self.find(name).filter(|c| self.category(*c) == category)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn havent_a_cluedo_has_twenty_cards() {
        let deck = Deck::havent_a_cluedo();
        assert_eq!(deck.len(), 20);
        assert_eq!(deck.cards_of(Category::Room).count(), 8);
        assert_eq!(deck.name_of(deck.card(Category::Room, 0)), "Bar");
        assert_eq!(deck.category(Card(6)), Category::Article);
        assert_eq!(deck.rank(Card(12)), 0);
    }

    #[test]
    fn classic_has_twenty_one_cards() {
        let deck = Deck::classic();
        assert_eq!(deck.len(), 21);
        assert_eq!(deck.find_in(Category::Room, "the study"), Some(Card(20)));
    }

    #[test]
    fn names_parse_case_insensitively() {
        let deck = Deck::havent_a_cluedo();
        assert_eq!(deck.find("GRUPPENFUHRER FONTANA"), Some(Card(1)));
        assert_eq!(deck.find("gruppenführer  fontana"), Some(Card(1)));
        assert_eq!(deck.find("the bar"), deck.find("Bar"));
        assert_eq!(deck.find("mines coffee machine"), Some(Card(8)));
        assert_eq!(deck.find("Colonel Mustard"), None);
        assert_eq!(deck.find_in(Category::Person, "Bar"), None);
    }

    #[test]
    fn duplicate_names_are_refused() {
        let err = Deck::new("x", &["A"], &["a"], &["B"]).unwrap_err();
        assert!(err.contains("twice"), "{err}");
        assert!(Deck::new("x", &["A"], &[], &["B"]).is_err());
    }
}
