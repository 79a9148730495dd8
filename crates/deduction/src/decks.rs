//! The built-in decks' card names as plain data, and the one name normaliser.
//! Both this crate (knowledge documents) and the game crate
//! `sleuth-havent-a-cluedo` (its `Deck`) read the names from here, so they are
//! written once; this crate depends on no game crate.

/// The persons of ruling HC-1, in the turn order of ruling HC-3.
pub const HC_PERSONS: [&str; 6] = [
    "Miss Kingston",
    "Gruppenführer Fontana",
    "Sergeant Northey",
    "Professor Anderson",
    "Space Commander Lehman",
    "Reverend Burgess",
];

/// The articles of ruling HC-1.
pub const HC_ARTICLES: [&str; 6] = [
    "Case of sherry",
    "Rape alarm",
    "Mines coffee machine",
    "Pizza oven",
    "Blackboard",
    "Particle-beam weapon",
];

/// The rooms: the rulebook's Bar and seven of ours (ruling HC-1), in the order of
/// the board's room letters A to H.
pub const HC_ROOMS: [&str; 8] = [
    "Bar",
    "Library",
    "Rector's Study",
    "Lecture Theatre",
    "Senior Common Room",
    "Porter's Lodge",
    "Great Hall",
    "Wine Cellar",
];

/// Classic Cluedo's suspects, in turn order from Miss Scarlett.
pub const CLASSIC_SUSPECTS: [&str; 6] = [
    "Miss Scarlett",
    "Colonel Mustard",
    "Mrs White",
    "Reverend Green",
    "Mrs Peacock",
    "Professor Plum",
];

/// Classic Cluedo's weapons.
pub const CLASSIC_WEAPONS: [&str; 6] = [
    "Candlestick",
    "Dagger",
    "Lead Pipe",
    "Revolver",
    "Rope",
    "Spanner",
];

/// Classic Cluedo's rooms.
pub const CLASSIC_ROOMS: [&str; 9] = [
    "Kitchen",
    "Ballroom",
    "Conservatory",
    "Dining Room",
    "Billiard Room",
    "Library",
    "Lounge",
    "Hall",
    "Study",
];

/// Lowercase, `ü` as `u`, single spaces, without a leading "the ".
pub fn normalize(name: &str) -> String {
    let lower = name.trim().to_lowercase().replace('ü', "u");
    let words: Vec<&str> = lower.split_whitespace().collect();
    let joined = words.join(" ");
    joined
        .strip_prefix("the ")
        .map(str::to_owned)
        .unwrap_or(joined)
}
