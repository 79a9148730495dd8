//! The game itself: config, edition (deck + board checked against each other),
//! setup and deal (ruling HC-1), turns (HC-3), movement (HC-4), suggestions (HC-5),
//! refutations (HC-6), the envelope (HC-7) and the variant (HC-8); its actions,
//! errors and events. The state and its transitions only: what a viewer sees is
//! `view.rs`, and the engine's traits are implemented in `hosted.rs`.

use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize};
use sleuth_core::rng::derive_seed;
use sleuth_core::{Event, GameInfo, Outcome, Seat, SeatChoice, SeatSet, SleuthRng, VariantInfo};

use crate::board::{Board, Place, Pos};
use crate::deck::{Card, Category, Deck};

pub const GAME_ID: &str = "havent-a-cluedo";
/// The largest `round_limit` a config may set (see docs/rules/havent-a-cluedo.md).
pub const MAX_ROUND_LIMIT: u32 = 200;
/// The default `round_limit`.
pub const DEFAULT_ROUND_LIMIT: u32 = 200;
/// Roll, move, suggest, show: no turn takes more actions.
pub const MAX_ACTIONS_PER_TURN: u64 = 4;
pub const MAX_PLAYERS: u8 = 6;
pub const MIN_PLAYERS: u8 = 2;

/// The rules version of this build. Version 1: seat `i` played the `i`-th person in
/// turn order and the Burgess variant was accepted at any table. Version 2: players
/// choose their characters (`Config::characters`), and the Burgess variant needs a
/// seat playing Reverend Burgess (ruling HC-8). A default config plays identically
/// under both.
pub const RULES_VERSION: u32 = 2;

/// The config field of the per-seat character choice (`GameInfo::seat_choice`).
pub const CHARACTERS_KEY: &str = "characters";

fn default_round_limit() -> u32 {
    DEFAULT_ROUND_LIMIT
}

/// A table's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 2 to 6.
    pub players: u8,
    /// By seat, the person that seat plays (ruling HC-3: each player chooses a
    /// character), written as the deck writes persons ("Miss Kingston"), matched
    /// case-insensitively. One per seat, all different; any subset of the six may
    /// be in play, and turns go in the fixed order of HC-3 among them. Empty (the
    /// default, and every config written before players chose) means seat `i`
    /// plays the `i`-th person in turn order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub characters: Vec<String>,
    /// Ruling HC-8: after Reverend Burgess has entered the Bar, his moves may step
    /// diagonally too. Refused when no seat plays Reverend Burgess (it could not
    /// change play).
    #[serde(default)]
    pub burgess_goes_diagonal: bool,
    /// The game ends with no winner after this many rounds (a house rule so that
    /// every game ends; 1 to 200, default 200).
    #[serde(default = "default_round_limit")]
    pub round_limit: u32,
}

impl Config {
    /// The default table: seat `i` plays the `i`-th person in turn order, written
    /// out in `characters` so that a lobby can offer the free ones.
    pub fn new(players: u8) -> Config {
        Config {
            players,
            characters: default_characters(players),
            burgess_goes_diagonal: false,
            round_limit: DEFAULT_ROUND_LIMIT,
        }
    }

    /// A table whose seats play these persons (by name), in seat order.
    pub fn with_characters(characters: &[&str]) -> Config {
        Config {
            characters: characters.iter().map(|c| (*c).to_owned()).collect(),
            ..Config::new(characters.len() as u8)
        }
    }
}

/// The first `players` persons of the built-in deck in turn order (HC-3).
pub fn default_characters(players: u8) -> Vec<String> {
    crate::deck::HC_PERSONS
        .iter()
        .take(usize::from(players))
        .map(|p| (*p).to_owned())
        .collect()
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("Haven't a Cluedo is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {0}")]
    Players(u8),
    #[error("the round limit must be between 1 and {MAX_ROUND_LIMIT}, not {0}")]
    RoundLimit(u32),
    #[error(
        "the config names {given} character{} for {players} players: name one per seat, or none for the default (Seat 1 plays Miss Kingston, Seat 2 Gruppenführer Fontana, and so on)",
        if *given == 1 { "" } else { "s" }
    )]
    CharacterCount { given: usize, players: u8 },
    /// `seat` is the index in the config's array; the sentence counts from 1.
    #[error("{name:?} (Seat {}) is not a character of this game; the characters are {choices}", seat + 1)]
    UnknownCharacter {
        name: String,
        seat: usize,
        choices: String,
    },
    /// `first` and `second` are indices in the config's array; the sentence
    /// counts from 1.
    #[error(
        "{name} is chosen by Seat {} and by Seat {}: each character is played by one seat only",
        first + 1,
        second + 1
    )]
    DuplicateCharacter {
        name: String,
        first: usize,
        second: usize,
    },
    #[error(
        "the variant \"Burgess goes diagonal\" (burgess_goes_diagonal) changes only how Reverend Burgess moves, and no seat plays him: choose Reverend Burgess for a seat or turn the variant off"
    )]
    BurgessVariantWithoutBurgess,
    #[error(
        "rules version 1 has seat i play the i-th person in turn order, so its config cannot choose characters; characters are chosen from rules version {RULES_VERSION}"
    )]
    CharactersUnderVersion1,
}

/// A deck and a board that fit each other: the board declares the deck's rooms in
/// the deck's order and one start square per person, in turn order.
#[derive(Debug, PartialEq, Eq)]
pub struct Edition {
    pub deck: Deck,
    pub board: Board,
    /// The person and room of ruling HC-8, if this edition has them.
    diagonal_person: Option<usize>,
    diagonal_room: Option<u8>,
    /// By room: steps from each corridor square to the squares in front of its
    /// doors, for bots.
    pub room_distances: Vec<Vec<u16>>,
}

impl Edition {
    pub fn new(deck: Deck, board: Board) -> Result<Edition, String> {
        let rooms = deck.names(Category::Room);
        if rooms.len() != board.rooms.len() {
            return Err(format!(
                "the deck has {} rooms, the board {}",
                rooms.len(),
                board.rooms.len()
            ));
        }
        for (i, (card, room)) in rooms.iter().zip(&board.rooms).enumerate() {
            if crate::deck::normalize(card) != crate::deck::normalize(&room.name) {
                return Err(format!(
                    "room {i} of the deck is {card}, of the board {} (letter {})",
                    room.name, room.letter
                ));
            }
        }
        let persons = deck.names(Category::Person);
        if persons.len() != board.starts.len() {
            return Err(format!(
                "the deck has {} persons, the board {} start squares",
                persons.len(),
                board.starts.len()
            ));
        }
        for (person, start) in persons.iter().zip(&board.starts) {
            if crate::deck::normalize(person) != crate::deck::normalize(&start.person) {
                return Err(format!(
                    "start square {} is {}'s, but {person} is next in turn order",
                    start.digit, start.person
                ));
            }
        }
        let diagonal_person = deck
            .find_in(Category::Person, "Reverend Burgess")
            .map(|c| deck.rank(c));
        let diagonal_room = board.room_index("Bar");
        let room_distances = (0..board.rooms.len())
            .map(|r| board.distances_to_room(r as u8))
            .collect();
        Ok(Edition {
            deck,
            board,
            diagonal_person,
            diagonal_room,
            room_distances,
        })
    }

    pub fn havent_a_cluedo() -> Edition {
        Edition::new(Deck::havent_a_cluedo(), Board::imperial_manor())
            .expect("the built-in edition fits")
    }

    /// The built-in edition, parsed and validated once per process and shared
    /// read-only: an immutable constant, not state (it never changes and every
    /// game would build the identical value).
    pub fn shared() -> Arc<Edition> {
        static SHARED: OnceLock<Arc<Edition>> = OnceLock::new();
        Arc::clone(SHARED.get_or_init(|| Arc::new(Edition::havent_a_cluedo())))
    }

    pub fn persons(&self) -> usize {
        self.deck.names(Category::Person).len()
    }

    pub fn person_name(&self, person: usize) -> &'static str {
        self.deck.names(Category::Person)[person]
    }

    pub fn room_name(&self, room: u8) -> &'static str {
        self.deck.names(Category::Room)[usize::from(room)]
    }

    pub fn card_name(&self, card: Card) -> String {
        self.deck.name_of(card).to_owned()
    }
}

/// What a player may do. Cards and rooms are written by their display names, in
/// any case.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Throw the die (ruling HC-4); the result comes from the game's seeded generator.
    Roll,
    /// After a roll: move to one of the listed destinations.
    Move { to: Place },
    /// From a corner room to the room at the other end of its passage, instead of rolling.
    SecretPassage,
    /// In the room your token stands in (ruling HC-5).
    Suggest { person: String, article: String },
    /// Answer a suggestion with one of your matching cards (ruling HC-6).
    Show { card: String },
    /// Stay in the room, or stop on the corridor, or decline to suggest.
    EndTurn,
}

/// A place as a refusal names it: a square by row and column, a room by its
/// name, or a room name the board does not know, as it was given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    Square { row: u8, col: u8 },
    Room(String),
    Unknown(String),
}

impl Spot {
    fn of(board: &Board, place: &Place) -> Spot {
        match place {
            Place::Square { row, col } => Spot::Square {
                row: *row,
                col: *col,
            },
            Place::Room(name) => match board.room_index(name) {
                Some(r) => Spot::Room(board.rooms[usize::from(r)].name.clone()),
                None => Spot::Unknown(name.clone()),
            },
        }
    }

    /// The message id suffix and the arguments naming this place.
    fn message(&self) -> (&'static str, Vec<(&'static str, sleuth_core::MessageArg)>) {
        match self {
            Spot::Square { row, col } => (
                "square",
                vec![("row", (*row).into()), ("col", (*col).into())],
            ),
            Spot::Room(room) => ("room", vec![("room", room.into())]),
            Spot::Unknown(name) => ("unknown", vec![("name", name.into())]),
        }
    }
}

/// Says the place as `Board::describe` does: "row 6, column 2" or "the Bar".
impl std::fmt::Display for Spot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Spot::Square { row, col } => write!(f, "row {row}, column {col}"),
            Spot::Room(room) => write!(f, "the {room}"),
            Spot::Unknown(name) => write!(f, "{name:?}"),
        }
    }
}

/// The step of a turn that a refusal says cannot be taken now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnStep {
    Roll,
    Move,
    TakeSecretPassage,
    Suggest,
    ShowACard,
    EndYourTurn,
    /// Any action: the game is over, or it is another seat's turn.
    Play,
}

impl TurnStep {
    /// The code word the catalogues select on (`take-a-secret-passage`).
    pub fn code(self) -> &'static str {
        match self {
            TurnStep::Roll => "roll",
            TurnStep::Move => "move",
            TurnStep::TakeSecretPassage => "take-a-secret-passage",
            TurnStep::Suggest => "suggest",
            TurnStep::ShowACard => "show-a-card",
            TurnStep::EndYourTurn => "end-your-turn",
            TurnStep::Play => "play",
        }
    }
}

impl std::fmt::Display for TurnStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TurnStep::Roll => "roll",
            TurnStep::Move => "move",
            TurnStep::TakeSecretPassage => "take a secret passage",
            TurnStep::Suggest => "suggest",
            TurnStep::ShowACard => "show a card",
            TurnStep::EndYourTurn => "end your turn",
            TurnStep::Play => "play",
        })
    }
}

/// Why a step of the turn cannot be taken now; each has its own catalogue message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum WrongTimeReason {
    #[error("roll the die first")]
    RollFirst,
    #[error("nobody is asking you for a card")]
    NobodyAsksForACard,
    #[error("your token is not in a room")]
    NotInARoom,
    #[error(
        "you may only suggest in a room you entered this turn, or were moved into by a suggestion since your last turn"
    )]
    SuggestOnlyInRoom,
    #[error("you rolled {roll} and must choose where to move")]
    MustMove { roll: u8 },
    #[error("you have already moved this turn; suggest or end your turn")]
    AlreadyMoved,
    #[error("you must show one of the named cards you hold")]
    MustShow,
    #[error("the game is over")]
    GameOver,
    #[error("it is not {}'s turn", .0.words())]
    NotYourTurn(Seat),
}

impl WrongTimeReason {
    fn message_id(self) -> &'static str {
        match self {
            WrongTimeReason::RollFirst => "errors-havent-a-cluedo-wrong-time-roll-first",
            WrongTimeReason::NobodyAsksForACard => "errors-havent-a-cluedo-wrong-time-nobody-asks",
            WrongTimeReason::NotInARoom => "errors-havent-a-cluedo-wrong-time-not-in-a-room",
            WrongTimeReason::SuggestOnlyInRoom => {
                "errors-havent-a-cluedo-wrong-time-suggest-in-room"
            }
            WrongTimeReason::MustMove { .. } => "errors-havent-a-cluedo-wrong-time-must-move",
            WrongTimeReason::AlreadyMoved => "errors-havent-a-cluedo-wrong-time-already-moved",
            WrongTimeReason::MustShow => "errors-havent-a-cluedo-wrong-time-must-show",
            WrongTimeReason::GameOver => "errors-havent-a-cluedo-wrong-time-game-over",
            WrongTimeReason::NotYourTurn(_) => "errors-havent-a-cluedo-wrong-time-not-your-turn",
        }
    }
}

/// Why an action was refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HcError {
    #[error("you cannot {action} now: {reason}")]
    WrongTime {
        action: TurnStep,
        reason: WrongTimeReason,
    },
    /// A token in a room cannot take a first step: every door is blocked.
    #[error("every door of the {room} is blocked")]
    DoorsBlocked { room: String },
    /// A token on the corridor cannot take a first step.
    #[error("your token at row {row}, column {col} is boxed in")]
    BoxedIn { row: u8, col: u8 },
    #[error("{place} is not a corridor square or a room of this board")]
    NotOnBoard { place: Spot },
    #[error("{place} is not reachable with a roll of {roll}")]
    Unreachable { place: Spot, roll: u8 },
    #[error("the {room} has no secret passage")]
    NoPassage { room: String },
    #[error("{name:?} is not {article} {category} of this game")]
    UnknownCard {
        name: String,
        article: &'static str,
        category: &'static str,
    },
    #[error("you cannot show {card}: {reason}")]
    CannotShow { card: String, reason: &'static str },
}

impl sleuth_core::Explain for ConfigError {
    fn message_id(&self) -> &'static str {
        match self {
            ConfigError::Players(_) => "errors-havent-a-cluedo-players",
            ConfigError::RoundLimit(_) => "errors-havent-a-cluedo-round-limit",
            ConfigError::CharacterCount { .. } => "errors-havent-a-cluedo-character-count",
            ConfigError::UnknownCharacter { .. } => "errors-havent-a-cluedo-unknown-character",
            ConfigError::DuplicateCharacter { .. } => "errors-havent-a-cluedo-duplicate-character",
            ConfigError::BurgessVariantWithoutBurgess => {
                "errors-havent-a-cluedo-burgess-variant-without-burgess"
            }
            ConfigError::CharactersUnderVersion1 => {
                "errors-havent-a-cluedo-characters-under-version-1"
            }
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        use sleuth_core::MessageArg;
        match self {
            ConfigError::Players(players) => vec![
                ("players", (*players).into()),
                ("min", MIN_PLAYERS.into()),
                ("max", MAX_PLAYERS.into()),
            ],
            ConfigError::RoundLimit(limit) => {
                vec![("limit", (*limit).into()), ("max", MAX_ROUND_LIMIT.into())]
            }
            ConfigError::CharacterCount { given, players } => {
                vec![("given", (*given).into()), ("players", (*players).into())]
            }
            ConfigError::UnknownCharacter {
                name,
                seat,
                choices,
            } => vec![
                ("name", name.into()),
                ("seat", MessageArg::seat_index(*seat)),
                ("choices", choices.into()),
            ],
            ConfigError::DuplicateCharacter {
                name,
                first,
                second,
            } => vec![
                ("name", name.into()),
                ("first", MessageArg::seat_index(*first)),
                ("second", MessageArg::seat_index(*second)),
            ],
            ConfigError::BurgessVariantWithoutBurgess => Vec::new(),
            ConfigError::CharactersUnderVersion1 => vec![("version", RULES_VERSION.into())],
        }
    }
}

/// Each reason a step cannot be taken has its own message; the step, card
/// categories and reasons chosen from a fixed list travel as code words, which
/// the catalogues translate with a select; card and place names are the
/// edition's names.
impl sleuth_core::Explain for HcError {
    fn message_id(&self) -> &'static str {
        match self {
            HcError::WrongTime { reason, .. } => reason.message_id(),
            HcError::DoorsBlocked { .. } => "errors-havent-a-cluedo-doors-blocked",
            HcError::BoxedIn { .. } => "errors-havent-a-cluedo-boxed-in",
            HcError::NotOnBoard { place } => match place.message().0 {
                "square" => "errors-havent-a-cluedo-not-on-board-square",
                "room" => "errors-havent-a-cluedo-not-on-board-room",
                _ => "errors-havent-a-cluedo-not-on-board-unknown",
            },
            HcError::Unreachable { place, .. } => match place.message().0 {
                "square" => "errors-havent-a-cluedo-unreachable-square",
                "room" => "errors-havent-a-cluedo-unreachable-room",
                _ => "errors-havent-a-cluedo-unreachable-unknown",
            },
            HcError::NoPassage { .. } => "errors-havent-a-cluedo-no-passage",
            HcError::UnknownCard { .. } => "errors-havent-a-cluedo-unknown-card",
            HcError::CannotShow { .. } => "errors-havent-a-cluedo-cannot-show",
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        match self {
            HcError::WrongTime { action, reason } => {
                let mut args = vec![("action", action.code().into())];
                match reason {
                    WrongTimeReason::MustMove { roll } => args.push(("roll", (*roll).into())),
                    WrongTimeReason::NotYourTurn(seat) => {
                        args.push(("seat", sleuth_core::MessageArg::seat(*seat)));
                    }
                    _ => {}
                }
                args
            }
            HcError::DoorsBlocked { room } => vec![("room", room.into())],
            HcError::BoxedIn { row, col } => vec![("row", (*row).into()), ("col", (*col).into())],
            HcError::NotOnBoard { place } => place.message().1,
            HcError::Unreachable { place, roll } => {
                let mut args = place.message().1;
                args.push(("roll", (*roll).into()));
                args
            }
            HcError::NoPassage { room } => vec![("room", room.into())],
            HcError::UnknownCard { name, category, .. } => {
                vec![("name", name.into()), ("category", (*category).into())]
            }
            HcError::CannotShow { card, reason } => vec![
                ("card", card.into()),
                ("reason", reason.replace(' ', "-").into()),
            ],
        }
    }
}

/// What happened; the shown card goes to the suggester alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum HcEvent {
    TurnStarted {
        seat: Seat,
        person: String,
        turn: u32,
    },
    Rolled {
        seat: Seat,
        roll: u8,
    },
    /// The roll reached no square or room: the token stays and the turn ends.
    CouldNotMove {
        seat: Seat,
        roll: u8,
    },
    Moved {
        seat: Seat,
        person: String,
        to: Place,
    },
    TookSecretPassage {
        seat: Seat,
        from: String,
        to: String,
    },
    EndedTurn {
        seat: Seat,
    },
    Suggested {
        seat: Seat,
        person: String,
        article: String,
        room: String,
        summoned_from: Option<Place>,
    },
    Passed {
        seat: Seat,
    },
    /// Public: `by` showed a card to `to`.
    CardShown {
        by: Seat,
        to: Seat,
    },
    /// To the suggester only: which card.
    CardShownToYou {
        by: Seat,
        card: String,
    },
    /// Nobody could show a card and the suggester holds one of the three (ruling HC-7).
    NobodyShowed {
        seat: Seat,
    },
    Won {
        seat: Seat,
        person: String,
        article: String,
        room: String,
    },
    RoundLimitReached {
        rounds: u32,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// The current seat may roll, take a passage, suggest if summoned, or end the turn.
    Start,
    Moving {
        roll: u8,
        destinations: Vec<Pos>,
    },
    /// The current seat entered a room this turn and may suggest there.
    InRoom,
    Refuting {
        refuter: Seat,
    },
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SuggestionResult {
    /// Waiting for the refuter to choose a card.
    Pending,
    Refuted,
    /// Nobody showed; the suggester holds one of the cards (ruling HC-7).
    NobodyShowed,
    Won,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Suggestion {
    pub turn: u32,
    pub seat: Seat,
    pub cards: [Card; 3],
    pub summoned_from: Option<Pos>,
    pub passed: Vec<Seat>,
    pub shown_by: Option<Seat>,
    pub shown: Option<Card>,
    pub result: SuggestionResult,
}

/// A game of Haven't a Cluedo.
#[derive(Clone, Debug, PartialEq)]
pub struct HaventACluedo {
    pub(crate) edition: Arc<Edition>,
    pub(crate) config: Config,
    /// Every die roll comes from here (a stream of its own, so that a redeal for
    /// the secrecy check rolls the same dice).
    pub(crate) dice: SleuthRng,
    /// By seat, sorted.
    pub(crate) hands: Vec<Vec<Card>>,
    /// Person, article, room.
    pub(crate) envelope: [Card; 3],
    /// By person (turn order), played or not (ruling HC-3).
    pub(crate) tokens: Vec<Pos>,
    /// By seat: the person (index in turn order) that seat plays.
    pub(crate) person_of: Vec<usize>,
    /// The seats in turn order: by the fixed order of their persons (ruling HC-3).
    pub(crate) order: Vec<Seat>,
    /// Ruling HC-8: Burgess has entered the Bar.
    pub(crate) burgess_in_bar_once: bool,
    pub(crate) current: Seat,
    /// Number of the current turn, from 1.
    pub(crate) turn: u32,
    pub(crate) phase: Phase,
    /// By seat: the room its token was moved into by another's suggestion since its
    /// last turn (ruling HC-5).
    pub(crate) summoned: Vec<Option<u8>>,
    pub(crate) log: Vec<Suggestion>,
    pub(crate) last_roll: Option<u8>,
    pub(crate) winner: Option<Seat>,
}

/// Deals the envelope and the hands; `order` lists the seats in turn order.
fn deal(deck: &Deck, order: &[Seat], rng: &mut SleuthRng) -> ([Card; 3], Vec<Vec<Card>>) {
    let players = order.len();
    let mut envelope = [Card(0); 3];
    let mut pile = Vec::with_capacity(deck.len());
    for category in Category::ALL {
        let mut cards: Vec<Card> = deck.cards_of(category).collect();
        rng.shuffle(&mut cards);
        envelope[category.index()] = cards[0];
        pile.extend_from_slice(&cards[1..]);
    }
    rng.shuffle(&mut pile);
    let mut hands = vec![Vec::new(); players];
    // Ruling HC-1: dealt in turn order from the first player, who gets any extra.
    for (i, card) in pile.into_iter().enumerate() {
        hands[order[i % players].index()].push(card);
    }
    for hand in &mut hands {
        hand.sort_unstable();
    }
    (envelope, hands)
}

/// Checks a config against an edition under a rules version; gives, by seat, the
/// person each seat plays.
pub fn check_config(
    edition: &Edition,
    config: &Config,
    rules_version: u32,
) -> Result<Vec<usize>, ConfigError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&config.players)
        || usize::from(config.players) > edition.persons()
    {
        return Err(ConfigError::Players(config.players));
    }
    if !(1..=MAX_ROUND_LIMIT).contains(&config.round_limit) {
        return Err(ConfigError::RoundLimit(config.round_limit));
    }
    let players = usize::from(config.players);
    let default: Vec<usize> = (0..players).collect();
    if config.characters.is_empty() {
        if rules_version >= 2 && config.burgess_goes_diagonal {
            check_burgess(edition, &default)?;
        }
        return Ok(default);
    }
    if config.characters.len() != players {
        return Err(ConfigError::CharacterCount {
            given: config.characters.len(),
            players: config.players,
        });
    }
    let mut person_of = Vec::with_capacity(players);
    for (seat, name) in config.characters.iter().enumerate() {
        let Some(card) = edition.deck.find_in(Category::Person, name) else {
            return Err(ConfigError::UnknownCharacter {
                name: name.clone(),
                seat,
                choices: edition.deck.names(Category::Person).join(", "),
            });
        };
        let person = edition.deck.rank(card);
        if let Some(first) = person_of.iter().position(|p| *p == person) {
            return Err(ConfigError::DuplicateCharacter {
                name: edition.person_name(person).to_owned(),
                first,
                second: seat,
            });
        }
        person_of.push(person);
    }
    if rules_version < 2 {
        // Version 1 knew no choice: only its one assignment may be written out.
        if person_of != default {
            return Err(ConfigError::CharactersUnderVersion1);
        }
        return Ok(person_of);
    }
    if config.burgess_goes_diagonal {
        check_burgess(edition, &person_of)?;
    }
    Ok(person_of)
}

/// Ruling HC-8 changes play only if a seat plays Reverend Burgess: an unplayed
/// person moves only when summoned, never by steps.
fn check_burgess(edition: &Edition, person_of: &[usize]) -> Result<(), ConfigError> {
    match edition.diagonal_person {
        Some(burgess) if person_of.contains(&burgess) => Ok(()),
        _ => Err(ConfigError::BurgessVariantWithoutBurgess),
    }
}

impl HaventACluedo {
    /// Sets up a game on any fitting edition, under the current rules.
    pub fn with_edition(
        edition: Arc<Edition>,
        config: &Config,
        seed: u64,
    ) -> Result<Self, ConfigError> {
        HaventACluedo::with_edition_under_rules(edition, config, seed, RULES_VERSION)
    }

    /// Sets up a game on any fitting edition under `rules_version` (1 or 2; they
    /// differ only in which configs they accept, see `RULES_VERSION`).
    pub fn with_edition_under_rules(
        edition: Arc<Edition>,
        config: &Config,
        seed: u64,
        rules_version: u32,
    ) -> Result<Self, ConfigError> {
        let person_of = check_config(&edition, config, rules_version)?;
        let players = person_of.len();
        // Ruling HC-3: the fixed order of the persons, among those in play.
        let mut order: Vec<Seat> = (0..players).map(|s| Seat(s as u8)).collect();
        order.sort_by_key(|s| person_of[s.index()]);
        let mut deal_rng = SleuthRng::from_seed(derive_seed(seed, 0));
        let (envelope, hands) = deal(&edition.deck, &order, &mut deal_rng);
        let tokens = edition
            .board
            .starts
            .iter()
            .map(|s| Pos::Square(s.square))
            .collect();
        Ok(HaventACluedo {
            config: config.clone(),
            dice: SleuthRng::from_seed(derive_seed(seed, 1)),
            hands,
            envelope,
            tokens,
            current: order[0],
            person_of,
            order,
            burgess_in_bar_once: false,
            turn: 1,
            phase: Phase::Start,
            summoned: vec![None; players],
            log: Vec::new(),
            last_roll: None,
            winner: None,
            edition,
        })
    }

    pub fn edition(&self) -> &Edition {
        &self.edition
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The hand of a seat (for tests and tools with the right to see it).
    pub fn hand(&self, seat: Seat) -> &[Card] {
        self.hands
            .get(seat.index())
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    pub fn envelope(&self) -> [Card; 3] {
        self.envelope
    }

    /// The person (index in turn order) a seat plays.
    pub fn person_of(&self, seat: Seat) -> usize {
        self.person_of[seat.index()]
    }

    /// The seat playing a person, if any (ruling HC-3: some may be unplayed).
    pub fn seat_of(&self, person: usize) -> Option<Seat> {
        self.person_of
            .iter()
            .position(|p| *p == person)
            .map(|s| Seat(s as u8))
    }

    /// The seats in turn order (ruling HC-3).
    pub fn turn_order(&self) -> &[Seat] {
        &self.order
    }

    /// The seat after `seat` in turn order: to its left at the table.
    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        let at = self.order.iter().position(|s| *s == seat).unwrap_or(0);
        self.order[(at + 1) % self.order.len()]
    }

    fn board(&self) -> &Board {
        &self.edition.board
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Corridor squares held by tokens other than `person`'s.
    pub(crate) fn occupied(&self, person: usize) -> Vec<bool> {
        let mut occupied = vec![false; self.board().width * self.board().height];
        for (p, pos) in self.tokens.iter().enumerate() {
            if let Pos::Square(idx) = pos
                && p != person
            {
                occupied[usize::from(*idx)] = true;
            }
        }
        occupied
    }

    /// Ruling HC-8: may this person's token step diagonally now?
    pub(crate) fn moves_diagonally(&self, person: usize) -> bool {
        self.config.burgess_goes_diagonal
            && self.burgess_in_bar_once
            && self.edition.diagonal_person == Some(person)
    }

    fn arrive(&mut self, person: usize, pos: Pos) {
        self.tokens[person] = pos;
        if self.edition.diagonal_person == Some(person)
            && self.edition.diagonal_room.map(Pos::Room) == Some(pos)
        {
            self.burgess_in_bar_once = true;
        }
    }

    fn current_room(&self) -> Option<u8> {
        match self.tokens[self.person_of(self.current)] {
            Pos::Room(r) => Some(r),
            Pos::Square(_) => None,
        }
    }

    /// May the current seat suggest now (ruling HC-5)?
    fn may_suggest(&self) -> bool {
        match self.phase {
            Phase::InRoom => true,
            Phase::Start => {
                let room = self.current_room();
                room.is_some() && self.summoned[self.current.index()] == room
            }
            _ => false,
        }
    }

    /// Can the current seat's token take a first step?
    fn can_roll(&self) -> Result<(), HcError> {
        let person = self.person_of(self.current);
        let occupied = self.occupied(person);
        match self.tokens[person] {
            Pos::Room(r) => {
                if self.board().can_leave(r, &occupied) {
                    Ok(())
                } else {
                    Err(HcError::DoorsBlocked {
                        room: self.edition.room_name(r).to_owned(),
                    })
                }
            }
            Pos::Square(idx) => {
                if self
                    .board()
                    .can_step(usize::from(idx), &occupied, self.moves_diagonally(person))
                {
                    Ok(())
                } else {
                    match self.board().place(Pos::Square(idx)) {
                        Place::Square { row, col } => Err(HcError::BoxedIn { row, col }),
                        // A square's place is always a square.
                        Place::Room(_) => Err(HcError::BoxedIn { row: 0, col: 0 }),
                    }
                }
            }
        }
    }

    fn suggestion_actions(&self) -> Vec<Action> {
        let deck = &self.edition.deck;
        let mut actions = Vec::new();
        for person in deck.names(Category::Person) {
            for article in deck.names(Category::Article) {
                actions.push(Action::Suggest {
                    person: (*person).to_owned(),
                    article: (*article).to_owned(),
                });
            }
        }
        actions
    }

    /// The cards of the pending suggestion that `seat` holds.
    fn matching(&self, seat: Seat, cards: &[Card; 3]) -> Vec<Card> {
        self.hands[seat.index()]
            .iter()
            .copied()
            .filter(|c| cards.contains(c))
            .collect()
    }

    fn end_turn(&mut self, events: &mut Vec<Event<HcEvent>>) {
        let players = self.players();
        self.summoned[self.current.index()] = None;
        self.last_roll = None;
        if self.turn >= self.config.round_limit * players as u32 {
            self.phase = Phase::Over;
            events.push(Event::to_all(HcEvent::RoundLimitReached {
                rounds: self.config.round_limit,
            }));
            return;
        }
        self.current = self.next_seat(self.current);
        self.turn += 1;
        self.phase = Phase::Start;
        events.push(Event::to_all(HcEvent::TurnStarted {
            seat: self.current,
            person: self
                .edition
                .person_name(self.person_of(self.current))
                .to_owned(),
            turn: self.turn,
        }));
    }

    fn wrong_time(&self, action: TurnStep) -> HcError {
        let reason = match &self.phase {
            Phase::Start => match action {
                TurnStep::Move => WrongTimeReason::RollFirst,
                TurnStep::ShowACard => WrongTimeReason::NobodyAsksForACard,
                TurnStep::TakeSecretPassage => WrongTimeReason::NotInARoom,
                _ => WrongTimeReason::SuggestOnlyInRoom,
            },
            Phase::Moving { roll, .. } => WrongTimeReason::MustMove { roll: *roll },
            Phase::InRoom => match action {
                TurnStep::ShowACard => WrongTimeReason::NobodyAsksForACard,
                _ => WrongTimeReason::AlreadyMoved,
            },
            Phase::Refuting { .. } => WrongTimeReason::MustShow,
            Phase::Over => WrongTimeReason::GameOver,
        };
        HcError::WrongTime { action, reason }
    }

    fn parse_card(&self, category: Category, name: &str) -> Result<Card, HcError> {
        self.edition
            .deck
            .find_in(category, name)
            .ok_or_else(|| HcError::UnknownCard {
                name: name.to_owned(),
                article: if category == Category::Article {
                    "an"
                } else {
                    "a"
                },
                category: category.noun(),
            })
    }

    fn roll(&mut self, seat: Seat, events: &mut Vec<Event<HcEvent>>) -> Result<(), HcError> {
        if self.phase != Phase::Start {
            return Err(self.wrong_time(TurnStep::Roll));
        }
        self.can_roll()?;
        let person = self.person_of(seat);
        let roll = self.dice.roll(6);
        let occupied = self.occupied(person);
        let destinations = self.board().destinations(
            self.tokens[person],
            roll,
            &occupied,
            self.moves_diagonally(person),
        );
        events.push(Event::to_all(HcEvent::Rolled { seat, roll }));
        if destinations.is_empty() {
            events.push(Event::to_all(HcEvent::CouldNotMove { seat, roll }));
            self.end_turn(events);
        } else {
            self.last_roll = Some(roll);
            self.phase = Phase::Moving { roll, destinations };
        }
        Ok(())
    }

    fn move_to(
        &mut self,
        seat: Seat,
        to: &Place,
        events: &mut Vec<Event<HcEvent>>,
    ) -> Result<(), HcError> {
        let Phase::Moving { roll, destinations } = &self.phase else {
            return Err(self.wrong_time(TurnStep::Move));
        };
        let board = self.board();
        let pos = board.pos(to).ok_or_else(|| HcError::NotOnBoard {
            place: Spot::of(board, to),
        })?;
        if !destinations.contains(&pos) {
            return Err(HcError::Unreachable {
                place: Spot::of(board, to),
                roll: *roll,
            });
        }
        let person = self.person_of(seat);
        self.arrive(person, pos);
        events.push(Event::to_all(HcEvent::Moved {
            seat,
            person: self.edition.person_name(person).to_owned(),
            to: self.board().place(pos),
        }));
        match pos {
            Pos::Room(_) => self.phase = Phase::InRoom,
            Pos::Square(_) => self.end_turn(events),
        }
        Ok(())
    }

    fn secret_passage(
        &mut self,
        seat: Seat,
        events: &mut Vec<Event<HcEvent>>,
    ) -> Result<(), HcError> {
        if self.phase != Phase::Start {
            return Err(self.wrong_time(TurnStep::TakeSecretPassage));
        }
        let Some(room) = self.current_room() else {
            return Err(self.wrong_time(TurnStep::TakeSecretPassage));
        };
        let Some(other) = self.board().rooms[usize::from(room)].passage else {
            return Err(HcError::NoPassage {
                room: self.edition.room_name(room).to_owned(),
            });
        };
        self.arrive(self.person_of(seat), Pos::Room(other));
        events.push(Event::to_all(HcEvent::TookSecretPassage {
            seat,
            from: self.edition.room_name(room).to_owned(),
            to: self.edition.room_name(other).to_owned(),
        }));
        self.phase = Phase::InRoom;
        Ok(())
    }

    fn suggest(
        &mut self,
        seat: Seat,
        person: &str,
        article: &str,
        events: &mut Vec<Event<HcEvent>>,
    ) -> Result<(), HcError> {
        if !self.may_suggest() {
            return Err(self.wrong_time(TurnStep::Suggest));
        }
        let Some(room) = self.current_room() else {
            return Err(self.wrong_time(TurnStep::Suggest));
        };
        let person = self.parse_card(Category::Person, person)?;
        let article = self.parse_card(Category::Article, article)?;
        let deck = &self.edition.deck;
        let cards = [
            person,
            article,
            deck.card(Category::Room, usize::from(room)),
        ];
        // Ruling HC-5: the named person's token moves into the room and stays.
        let named = deck.rank(person);
        let from = self.tokens[named];
        let summoned_from = (from != Pos::Room(room)).then_some(from);
        if summoned_from.is_some() {
            self.arrive(named, Pos::Room(room));
            if let Some(their) = self.seat_of(named)
                && their != seat
            {
                self.summoned[their.index()] = Some(room);
            }
        }
        let name = |c: Card| self.edition.card_name(c);
        events.push(Event::to_all(HcEvent::Suggested {
            seat,
            person: name(cards[0]),
            article: name(cards[1]),
            room: name(cards[2]),
            summoned_from: summoned_from.map(|p| self.board().place(p)),
        }));
        // Ruling HC-6: from the left of the suggester, clockwise; the engine answers
        // "I cannot" truthfully for every seat holding none of the three.
        let mut passed = Vec::new();
        let mut refuter = None;
        let mut asked = self.next_seat(seat);
        while asked != seat {
            if self.matching(asked, &cards).is_empty() {
                passed.push(asked);
                events.push(Event::to_all(HcEvent::Passed { seat: asked }));
                asked = self.next_seat(asked);
            } else {
                refuter = Some(asked);
                break;
            }
        }
        let mut entry = Suggestion {
            turn: self.turn,
            seat,
            cards,
            summoned_from,
            passed,
            shown_by: None,
            shown: None,
            result: SuggestionResult::Pending,
        };
        if let Some(refuter) = refuter {
            self.log.push(entry);
            self.phase = Phase::Refuting { refuter };
        } else if !self.matching(seat, &cards).is_empty() {
            // Ruling HC-7: the suggester holds one of them; play goes on.
            entry.result = SuggestionResult::NobodyShowed;
            self.log.push(entry);
            events.push(Event::to_all(HcEvent::NobodyShowed { seat }));
            self.end_turn(events);
        } else {
            // Ruling HC-7: nobody holds any of the three, so they are the envelope's.
            debug_assert_eq!(cards, self.envelope);
            entry.result = SuggestionResult::Won;
            self.log.push(entry);
            events.push(Event::to_all(HcEvent::Won {
                seat,
                person: name(cards[0]),
                article: name(cards[1]),
                room: name(cards[2]),
            }));
            self.winner = Some(seat);
            self.phase = Phase::Over;
        }
        Ok(())
    }

    fn show(
        &mut self,
        seat: Seat,
        card: &str,
        events: &mut Vec<Event<HcEvent>>,
    ) -> Result<(), HcError> {
        if !matches!(self.phase, Phase::Refuting { .. }) {
            return Err(self.wrong_time(TurnStep::ShowACard));
        }
        let Some(entry) = self.log.last() else {
            return Err(self.wrong_time(TurnStep::ShowACard));
        };
        let Some(card) = self.edition.deck.find(card) else {
            return Err(HcError::UnknownCard {
                name: card.to_owned(),
                article: "a",
                category: "card",
            });
        };
        let card_name = self.edition.card_name(card);
        if !entry.cards.contains(&card) {
            return Err(HcError::CannotShow {
                card: card_name,
                reason: "it was not named in the suggestion",
            });
        }
        if !self.hands[seat.index()].contains(&card) {
            return Err(HcError::CannotShow {
                card: card_name,
                reason: "you do not hold it",
            });
        }
        let suggester = entry.seat;
        if let Some(entry) = self.log.last_mut() {
            entry.shown_by = Some(seat);
            entry.shown = Some(card);
            entry.result = SuggestionResult::Refuted;
        }
        events.push(Event::to_all(HcEvent::CardShown {
            by: seat,
            to: suggester,
        }));
        events.push(Event::to_seat(
            suggester,
            HcEvent::CardShownToYou {
                by: seat,
                card: card_name,
            },
        ));
        self.end_turn(events);
        Ok(())
    }

    fn end_turn_action(
        &mut self,
        seat: Seat,
        events: &mut Vec<Event<HcEvent>>,
    ) -> Result<(), HcError> {
        if !matches!(self.phase, Phase::Start | Phase::InRoom) {
            return Err(self.wrong_time(TurnStep::EndYourTurn));
        }
        events.push(Event::to_all(HcEvent::EndedTurn { seat }));
        self.end_turn(events);
        Ok(())
    }
}

/// The rules as the engine's `Game` trait asks for them; `hosted.rs` implements
/// the trait by forwarding here.
impl HaventACluedo {
    /// The game's name, player range, variants and action bound.
    pub fn info() -> GameInfo {
        GameInfo {
            id: GAME_ID,
            name: "Haven't a Cluedo",
            rules_version: RULES_VERSION,
            min_players: MIN_PLAYERS,
            max_players: MAX_PLAYERS,
            cooperative: false,
            variants: vec![
                VariantInfo::new(
                    "burgess_goes_diagonal",
                    "after Reverend Burgess has entered the Bar, his moves may step diagonally too (ruling HC-8); needs a seat playing Reverend Burgess",
                ),
                VariantInfo::new(
                    "round_limit",
                    "the game ends with no winner after this many rounds (1-200, default 200)",
                ),
            ],
            summary: "Find the person, room and article in Governor Smith's envelope: roll, walk Imperial Manor, suggest, and see the cards others show you.",
            action_bound: u64::from(MAX_ROUND_LIMIT)
                * u64::from(MAX_PLAYERS)
                * MAX_ACTIONS_PER_TURN,
            seat_choice: Some(SeatChoice {
                key: CHARACTERS_KEY,
                label: "character",
                choices: crate::deck::HC_PERSONS
                    .iter()
                    .map(|p| (*p).to_owned())
                    .collect(),
            }),
        }
    }

    /// The number of seats at the table.
    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// The seat to act: the refuter while a suggestion is answered, else the
    /// current seat; nobody once the game is over.
    pub fn to_move(&self) -> SeatSet {
        match self.phase {
            Phase::Over => SeatSet::EMPTY,
            Phase::Refuting { refuter } => SeatSet::single(refuter),
            _ => SeatSet::single(self.current),
        }
    }

    /// Every action `seat` may take now (none when it is not to move).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_move().contains(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Over => Vec::new(),
            Phase::Refuting { .. } => match self.log.last() {
                Some(entry) => self
                    .matching(seat, &entry.cards)
                    .into_iter()
                    .map(|c| Action::Show {
                        card: self.edition.card_name(c),
                    })
                    .collect(),
                None => Vec::new(),
            },
            Phase::Moving { destinations, .. } => destinations
                .iter()
                .map(|d| Action::Move {
                    to: self.board().place(*d),
                })
                .collect(),
            Phase::InRoom => {
                let mut actions = self.suggestion_actions();
                actions.push(Action::EndTurn);
                actions
            }
            Phase::Start => {
                let mut actions = Vec::new();
                if self.can_roll().is_ok() {
                    actions.push(Action::Roll);
                }
                if let Some(room) = self.current_room()
                    && self.board().rooms[usize::from(room)].passage.is_some()
                {
                    actions.push(Action::SecretPassage);
                }
                if self.may_suggest() {
                    actions.extend(self.suggestion_actions());
                }
                actions.push(Action::EndTurn);
                actions
            }
        }
    }

    /// Plays `action` for `seat`; an illegal action is refused and changes
    /// nothing.
    pub fn apply_action(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event<HcEvent>>,
    ) -> Result<(), HcError> {
        if self.is_over() {
            return Err(self.wrong_time(TurnStep::Play));
        }
        // The engine only calls with a seat to move; checked again so that a direct
        // call can never index past the table.
        if !self.to_move().contains(seat) {
            return Err(HcError::WrongTime {
                action: TurnStep::Play,
                reason: WrongTimeReason::NotYourTurn(seat),
            });
        }
        match action {
            Action::Roll => self.roll(seat, events),
            Action::Move { to } => self.move_to(seat, to, events),
            Action::SecretPassage => self.secret_passage(seat, events),
            Action::Suggest { person, article } => self.suggest(seat, person, article, events),
            Action::Show { card } => self.show(seat, card, events),
            Action::EndTurn => self.end_turn_action(seat, events),
        }
    }

    /// Who won, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let name = |c: Card| self.edition.card_name(c);
        Some(match self.winner {
            Some(seat) => Outcome {
                winners: SeatSet::single(seat),
                scores: None,
                summary: format!(
                    "{} ({}) found it: {}, {}, {}",
                    seat.words(),
                    self.edition.person_name(self.person_of(seat)),
                    name(self.envelope[0]),
                    name(self.envelope[1]),
                    name(self.envelope[2])
                ),
            },
            None => Outcome {
                winners: SeatSet::EMPTY,
                scores: None,
                summary: format!(
                    "nobody found the combination within {} rounds",
                    self.config.round_limit
                ),
            },
        })
    }
}
