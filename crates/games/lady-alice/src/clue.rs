//! The 32 clues of Lady Alice in four categories of eight (ruling LA-1), their
//! names, and combinations naming one clue per category. Clues travel in JSON as
//! their display names, matched case-insensitively.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    Suspect,
    Place,
    Time,
    Object,
}

impl Category {
    pub const ALL: [Category; 4] = [
        Category::Suspect,
        Category::Place,
        Category::Time,
        Category::Object,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(index: usize) -> Category {
        Category::ALL[index]
    }

    pub fn name(self) -> &'static str {
        match self {
            Category::Suspect => "suspect",
            Category::Place => "place",
            Category::Time => "time",
            Category::Object => "object",
        }
    }

    /// The eight clues of this category.
    pub fn clues(self) -> impl Iterator<Item = Clue> {
        (0..8).map(move |i| Clue::new(self, i))
    }

    /// Bit mask of this category's clues in a 32-bit clue set.
    pub fn mask(self) -> u32 {
        0xFF << (8 * self.index())
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Names by category (ruling LA-1): the rulebook's eight explorers, and the
/// proposed places, times and objects.
pub const CLUE_NAMES: [[&str; 8]; 4] = [
    [
        "Charles Chaillé-Long",
        "Samuel White Baker",
        "Mary Kingsley",
        "Joseph Marlow",
        "Ajayi Crowther",
        "John Hanning Speke",
        "Tippu Tip",
        "Alexine Tinné",
    ],
    [
        "Waterloo Station",
        "British Museum",
        "Covent Garden",
        "London Docks",
        "Kew Gardens",
        "Westminster Bridge",
        "Hyde Park",
        "Tower of London",
    ],
    [
        "7h00", "9h00", "11h00", "13h00", "15h00", "17h00", "19h00", "21h00",
    ],
    [
        "Compass",
        "Sextant",
        "Pith helmet",
        "Journal",
        "Telescope",
        "Rifle",
        "Medicine chest",
        "Livingstone's letter",
    ],
];

/// One of the 32 clues: category `id / 8`, index `id % 8`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Clue(u8);

impl Clue {
    pub const COUNT: usize = 32;

    pub fn new(category: Category, index: u8) -> Clue {
        debug_assert!(index < 8);
        Clue(category as u8 * 8 + index)
    }

    pub fn from_id(id: u8) -> Option<Clue> {
        (usize::from(id) < Self::COUNT).then_some(Clue(id))
    }

    pub fn all() -> impl Iterator<Item = Clue> {
        (0..Self::COUNT as u8).map(Clue)
    }

    pub fn id(self) -> u8 {
        self.0
    }

    pub fn category(self) -> Category {
        Category::from_index(usize::from(self.0 / 8))
    }

    pub fn index_in_category(self) -> u8 {
        self.0 % 8
    }

    pub fn bit(self) -> u32 {
        1 << self.0
    }

    pub fn name(self) -> &'static str {
        CLUE_NAMES[self.category().index()][usize::from(self.index_in_category())]
    }

    /// Case-insensitive lookup by display name.
    pub fn from_name(name: &str) -> Option<Clue> {
        let wanted = name.trim().to_lowercase();
        Clue::all().find(|c| c.name().to_lowercase() == wanted)
    }
}

impl fmt::Debug for Clue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for Clue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Clue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Clue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        Clue::from_name(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("{name:?} is not a Lady Alice clue")))
    }
}

/// Clues named by category, as written on the notebook: a suspicion names all four;
/// a three-player accusation leaves the category believed removed empty. Whether a
/// clue sits in the right field is a rule checked when the action is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Named {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suspect: Option<Clue>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<Clue>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<Clue>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub object: Option<Clue>,
}

impl Named {
    pub fn all_four(clues: [Clue; 4]) -> Named {
        Named::from_slots([
            Some(clues[0]),
            Some(clues[1]),
            Some(clues[2]),
            Some(clues[3]),
        ])
    }

    pub fn from_slots(slots: [Option<Clue>; 4]) -> Named {
        Named {
            suspect: slots[0],
            place: slots[1],
            time: slots[2],
            object: slots[3],
        }
    }

    /// Slots in category order: suspect, place, time, object.
    pub fn slots(&self) -> [Option<Clue>; 4] {
        [self.suspect, self.place, self.time, self.object]
    }

    pub fn get(&self, category: Category) -> Option<Clue> {
        self.slots()[category.index()]
    }

    pub fn without(mut self, category: Category) -> Named {
        match category {
            Category::Suspect => self.suspect = None,
            Category::Place => self.place = None,
            Category::Time => self.time = None,
            Category::Object => self.object = None,
        }
        self
    }

    /// Bit mask of the named clues.
    pub fn mask(&self) -> u32 {
        self.slots().iter().flatten().fold(0, |m, c| m | c.bit())
    }
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = Category::ALL
            .iter()
            .map(|c| match self.get(*c) {
                Some(clue) => clue.name().to_owned(),
                None => format!("no {c}"),
            })
            .collect();
        f.write_str(&parts.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_round_trip() {
        let mut seen = std::collections::HashSet::new();
        for clue in Clue::all() {
            assert!(seen.insert(clue.name().to_lowercase()));
            assert_eq!(Clue::from_name(clue.name()), Some(clue));
            assert_eq!(Clue::from_name(&clue.name().to_uppercase()), Some(clue));
            assert_eq!(Clue::new(clue.category(), clue.index_in_category()), clue);
        }
        assert_eq!(
            Clue::from_name("Mary Kingsley").map(Clue::category),
            Some(Category::Suspect)
        );
        assert_eq!(
            Clue::from_name("17h00").map(Clue::category),
            Some(Category::Time)
        );
        assert_eq!(Clue::from_name("Dr Livingstone"), None);
    }

    #[test]
    fn named_json() {
        let named: Named = serde_json::from_str(
            r#"{"suspect":"mary kingsley","place":"Waterloo Station","object":"Compass"}"#,
        )
        .unwrap();
        assert_eq!(named.time, None);
        assert_eq!(
            serde_json::to_string(&named).unwrap(),
            r#"{"suspect":"Mary Kingsley","place":"Waterloo Station","object":"Compass"}"#
        );
        assert!(serde_json::from_str::<Named>(r#"{"suspect":"Nobody"}"#).is_err());
    }
}
