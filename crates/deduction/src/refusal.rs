//! Why the solver gives no answer, typed: where each fact came from
//! ([`Source`]), why facts cannot all hold ([`Reason`]), what in a document
//! cannot be read ([`Invalid`], [`ParseProblem`]) and which limit a question
//! passes ([`TooLarge`]). Each says itself in English (`Display`, for the CLI and
//! logs) and as catalogue messages (`errors-solve-*` in
//! crates/i18n/locales/*/errors.ftl, `nested_explanation`), the facts nested in
//! the reason, so a host says the whole refusal in the reader's language.
//! Names of players, cards and categories are the document's own words.

use std::fmt;

use sleuth_core::{MessageArg, NestedExplanation};

/// Who holds a card: a player by name, or the envelope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Holder {
    Player(String),
    Envelope,
}

impl fmt::Display for Holder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Holder::Player(name) => f.write_str(name),
            Holder::Envelope => f.write_str("the envelope"),
        }
    }
}

impl Holder {
    /// Adds this holder as the argument `name` of `message`: a player's name
    /// as text, the envelope as its own message.
    fn put(&self, message: NestedExplanation, name: &str) -> NestedExplanation {
        match self {
            Holder::Player(player) => message.with(name, player.as_str()),
            Holder::Envelope => {
                message.with_message(name, NestedExplanation::new("errors-solve-envelope"))
            }
        }
    }
}

/// A suggestion as a fact's source names it: its 0-based index in the
/// document, who made it and the cards named (joined by commas).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SuggestionLabel {
    pub index: usize,
    pub by: String,
    pub cards: String,
}

impl SuggestionLabel {
    fn put(&self, message: NestedExplanation) -> NestedExplanation {
        message
            .with("index", self.index)
            .with("by", self.by.as_str())
            .with("cards", self.cards.as_str())
    }
}

impl fmt::Display for SuggestionLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "suggestion {} ({} suggested {})",
            self.index, self.by, self.cards
        )
    }
}

/// Where one fact of the knowledge came from, for refusals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The seat's own hand: `player` holds `card`, or does not (`holds` false).
    MyHand {
        player: String,
        card: String,
        holds: bool,
    },
    /// `player` passed on the suggestion.
    Passed {
        suggestion: SuggestionLabel,
        player: String,
    },
    /// `player` showed `card` for the suggestion.
    Showed {
        suggestion: SuggestionLabel,
        player: String,
        card: String,
    },
    /// `player` showed a card the seat did not see.
    ShowedACard {
        suggestion: SuggestionLabel,
        player: String,
    },
    /// Fact `index` of the document: `holder` has `card`, or lacks it.
    Fact {
        index: usize,
        holder: Holder,
        card: String,
        has: bool,
    },
    /// Fact `index`: `player` has one of `cards` (joined by commas).
    FactOneOf {
        index: usize,
        player: String,
        cards: String,
    },
    /// Words of the caller's own (a game building knowledge from a view, for
    /// its tests and logs; never a document people send).
    Described(String),
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::MyHand {
                player,
                card,
                holds: true,
            } => write!(f, "my hand ({player} holds {card})"),
            Source::MyHand { player, card, .. } => {
                write!(f, "my hand ({player} does not hold {card})")
            }
            Source::Passed { suggestion, player } => write!(f, "{suggestion}: {player} passed"),
            Source::Showed {
                suggestion,
                player,
                card,
            } => write!(f, "{suggestion}: {player} showed {card}"),
            Source::ShowedACard { suggestion, player } => {
                write!(f, "{suggestion}: {player} showed a card")
            }
            Source::Fact {
                index,
                holder,
                card,
                has: true,
            } => write!(f, "fact {index} ({holder} has {card})"),
            Source::Fact {
                index,
                holder,
                card,
                ..
            } => write!(f, "fact {index} ({holder} lacks {card})"),
            Source::FactOneOf {
                index,
                player,
                cards,
            } => write!(f, "fact {index} ({player} has one of {cards})"),
            Source::Described(text) => f.write_str(text),
        }
    }
}

impl From<String> for Source {
    fn from(text: String) -> Source {
        Source::Described(text)
    }
}

impl From<&str> for Source {
    fn from(text: &str) -> Source {
        Source::Described(text.to_owned())
    }
}

impl Source {
    /// This source as a catalogue message.
    pub fn nested_explanation(&self) -> NestedExplanation {
        let message = NestedExplanation::new;
        match self {
            Source::MyHand {
                player,
                card,
                holds,
            } => message(if *holds {
                "errors-solve-source-my-hand-holds"
            } else {
                "errors-solve-source-my-hand-lacks"
            })
            .with("player", player.as_str())
            .with("card", card.as_str()),
            Source::Passed { suggestion, player } => suggestion
                .put(message("errors-solve-source-passed"))
                .with("player", player.as_str()),
            Source::Showed {
                suggestion,
                player,
                card,
            } => suggestion
                .put(message("errors-solve-source-showed"))
                .with("player", player.as_str())
                .with("card", card.as_str()),
            Source::ShowedACard { suggestion, player } => suggestion
                .put(message("errors-solve-source-showed-a-card"))
                .with("player", player.as_str()),
            Source::Fact {
                index,
                holder,
                card,
                has,
            } => holder
                .put(
                    message(if *has {
                        "errors-solve-source-fact-has"
                    } else {
                        "errors-solve-source-fact-lacks"
                    })
                    .with("index", *index),
                    "holder",
                )
                .with("card", card.as_str()),
            Source::FactOneOf {
                index,
                player,
                cards,
            } => message("errors-solve-source-fact-one-of")
                .with("index", *index)
                .with("player", player.as_str())
                .with("cards", cards.as_str()),
            Source::Described(text) => {
                message("errors-solve-source-described").with("text", text.as_str())
            }
        }
    }
}

/// Why the facts cannot all hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// One fact says `holder` holds `card`, another that it lacks it.
    HoldsAndLacks {
        holder: Holder,
        card: String,
        first: Source,
        second: Source,
    },
    /// Two facts give `card` to two holders.
    TwoHolders {
        card: String,
        one: Holder,
        other: Holder,
        first: Source,
        second: Source,
    },
    NoHolder {
        card: String,
    },
    Overfull {
        player: String,
        forced: usize,
        hand: usize,
    },
    Underfull {
        player: String,
        possible: usize,
        hand: usize,
    },
    EnvelopeTwo {
        category: String,
    },
    EnvelopeNone {
        category: String,
    },
    OneOfImpossible {
        player: String,
        cards: String,
    },
    /// The facts together admit no deal (found by counting).
    NoDeal,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::HoldsAndLacks {
                holder,
                card,
                first,
                second,
            } => write!(
                f,
                "{holder} must hold {card} but also lacks it ({first}; {second})"
            ),
            Reason::TwoHolders {
                card,
                one,
                other,
                first,
                second,
            } => write!(
                f,
                "{card} cannot be held by both {one} and {other} ({first}; {second})"
            ),
            Reason::NoHolder { card } => write!(f, "no one can hold {card}"),
            Reason::Overfull {
                player,
                forced,
                hand,
            } => write!(
                f,
                "{player} would hold at least {forced} cards but has a hand of {hand}"
            ),
            Reason::Underfull {
                player,
                possible,
                hand,
            } => write!(
                f,
                "{player} can hold only {possible} cards but has a hand of {hand}"
            ),
            Reason::EnvelopeTwo { category } => {
                write!(f, "the envelope would hold two {category}")
            }
            Reason::EnvelopeNone { category } => {
                write!(f, "the envelope can hold none of the {category}")
            }
            Reason::OneOfImpossible { player, cards } => {
                write!(f, "{player} has one of {cards} but can hold none of them")
            }
            Reason::NoDeal => f.write_str("the constraints together admit no deal"),
        }
    }
}

impl Reason {
    /// Whether the reason already names `source` (then a refusal does not
    /// name it twice).
    pub fn names(&self, source: &Source) -> bool {
        match self {
            Reason::HoldsAndLacks { first, second, .. }
            | Reason::TwoHolders { first, second, .. } => first == source || second == source,
            _ => false,
        }
    }

    /// This reason as a catalogue message, its sources nested.
    pub fn nested_explanation(&self) -> NestedExplanation {
        let message = NestedExplanation::new;
        match self {
            Reason::HoldsAndLacks {
                holder,
                card,
                first,
                second,
            } => holder
                .put(message("errors-solve-reason-holds-and-lacks"), "holder")
                .with("card", card.as_str())
                .with_message("first", first.nested_explanation())
                .with_message("second", second.nested_explanation()),
            Reason::TwoHolders {
                card,
                one,
                other,
                first,
                second,
            } => other
                .put(
                    one.put(
                        message("errors-solve-reason-two-holders").with("card", card.as_str()),
                        "one",
                    ),
                    "other",
                )
                .with_message("first", first.nested_explanation())
                .with_message("second", second.nested_explanation()),
            Reason::NoHolder { card } => {
                message("errors-solve-reason-no-holder").with("card", card.as_str())
            }
            Reason::Overfull {
                player,
                forced,
                hand,
            } => message("errors-solve-reason-overfull")
                .with("player", player.as_str())
                .with("forced", *forced)
                .with("hand", *hand),
            Reason::Underfull {
                player,
                possible,
                hand,
            } => message("errors-solve-reason-underfull")
                .with("player", player.as_str())
                .with("possible", *possible)
                .with("hand", *hand),
            Reason::EnvelopeTwo { category } => {
                message("errors-solve-reason-envelope-two").with("category", category.as_str())
            }
            Reason::EnvelopeNone { category } => {
                message("errors-solve-reason-envelope-none").with("category", category.as_str())
            }
            Reason::OneOfImpossible { player, cards } => {
                message("errors-solve-reason-one-of-impossible")
                    .with("player", player.as_str())
                    .with("cards", cards.as_str())
            }
            Reason::NoDeal => message("errors-solve-reason-no-deal"),
        }
    }
}

/// A contradiction: the reason, and the first fact (in the document's order)
/// whose addition made the knowledge inconsistent, when it was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contradiction {
    pub reason: Reason,
    pub first_contradicted_by: Option<Source>,
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.first_contradicted_by {
            Some(source) => write!(f, "{} (first contradicted by {source})", self.reason),
            None => write!(f, "{}", self.reason),
        }
    }
}

/// Why a document cannot be read as JSON of the expected shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseProblem {
    /// The JSON parser's own words (they name the field and the place).
    Json(String),
    /// A custom deck's category is not a list of card names.
    CategoryNotList { category: String },
}

impl fmt::Display for ParseProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseProblem::Json(detail) => f.write_str(detail),
            ParseProblem::CategoryNotList { category } => {
                write!(f, "category \"{category}\" must be a list of card names")
            }
        }
    }
}

/// A well-formed document that refers to unknown cards or players, or whose
/// numbers do not add up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invalid {
    NoCategories,
    EmptyCategory {
        category: String,
    },
    DuplicateCard {
        card: String,
    },
    /// A player given by a seat number that is not at the table.
    NoSuchPlayer {
        index: usize,
        players: usize,
    },
    UnknownPlayer {
        name: String,
    },
    UnknownDeck {
        name: String,
    },
    UnknownCard {
        name: String,
    },
    HandWithoutMe,
    ShownNotSuggested {
        suggestion: SuggestionLabel,
        card: String,
    },
    ShownWithoutShownBy {
        suggestion: SuggestionLabel,
    },
    OneOfForEnvelope {
        fact: usize,
    },
    NoPlayers,
    PlayerCalledEnvelope,
    DuplicatePlayer {
        name: String,
    },
    HandSizes {
        sum: usize,
        cards: usize,
        categories: usize,
        expected: usize,
    },
    MyHandSize {
        given: usize,
        player: String,
        size: usize,
    },
    /// A card number past the deck's end (an API caller's mistake).
    CardOutOfDeck {
        card: usize,
    },
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::NoCategories => f.write_str("the deck has no categories"),
            Invalid::EmptyCategory { category } => {
                write!(f, "the category \"{category}\" has no cards")
            }
            Invalid::DuplicateCard { card } => {
                write!(f, "the card name \"{card}\" appears twice")
            }
            Invalid::NoSuchPlayer { index, players } => write!(
                f,
                "player {index} does not exist (there are {players} players, numbered from 0)"
            ),
            Invalid::UnknownPlayer { name } => write!(f, "unknown player \"{name}\""),
            Invalid::UnknownDeck { name } => write!(
                f,
                "unknown deck \"{name}\" (built-in decks: classic, havent-a-cluedo)"
            ),
            Invalid::UnknownCard { name } => write!(f, "unknown card \"{name}\""),
            Invalid::HandWithoutMe => f.write_str("my_hand is given but me is not"),
            Invalid::ShownNotSuggested { suggestion, card } => write!(
                f,
                "{suggestion}: the shown card \"{card}\" was not suggested"
            ),
            Invalid::ShownWithoutShownBy { suggestion } => {
                write!(f, "{suggestion}: shown is given without shown_by")
            }
            Invalid::OneOfForEnvelope { fact } => write!(
                f,
                "fact {fact}: has_one_of is for players, not the envelope"
            ),
            Invalid::NoPlayers => f.write_str("there are no players"),
            Invalid::PlayerCalledEnvelope => f.write_str("no player may be called \"envelope\""),
            Invalid::DuplicatePlayer { name } => {
                write!(f, "the player name \"{name}\" appears twice")
            }
            Invalid::HandSizes {
                sum,
                cards,
                categories,
                expected,
            } => write!(
                f,
                "the hand sizes sum to {sum}, but the deck has {cards} cards in {categories} categories, so the hands hold {expected}"
            ),
            Invalid::MyHandSize {
                given,
                player,
                size,
            } => write!(
                f,
                "my_hand has {given} cards but {player}'s hand size is {size}"
            ),
            Invalid::CardOutOfDeck { card } => write!(f, "card {card} is not in the deck"),
        }
    }
}

impl Invalid {
    /// This problem as a catalogue message.
    pub fn nested_explanation(&self) -> NestedExplanation {
        let message = NestedExplanation::new;
        match self {
            Invalid::NoCategories => message("errors-solve-invalid-no-categories"),
            Invalid::EmptyCategory { category } => {
                message("errors-solve-invalid-empty-category").with("category", category.as_str())
            }
            Invalid::DuplicateCard { card } => {
                message("errors-solve-invalid-duplicate-card").with("card", card.as_str())
            }
            Invalid::NoSuchPlayer { index, players } => {
                message("errors-solve-invalid-no-such-player")
                    .with("index", *index)
                    .with("players", *players)
            }
            Invalid::UnknownPlayer { name } => {
                message("errors-solve-invalid-unknown-player").with("name", name.as_str())
            }
            Invalid::UnknownDeck { name } => {
                message("errors-solve-invalid-unknown-deck").with("name", name.as_str())
            }
            Invalid::UnknownCard { name } => {
                message("errors-solve-invalid-unknown-card").with("name", name.as_str())
            }
            Invalid::HandWithoutMe => message("errors-solve-invalid-hand-without-me"),
            Invalid::ShownNotSuggested { suggestion, card } => suggestion
                .put(message("errors-solve-invalid-shown-not-suggested"))
                .with("card", card.as_str()),
            Invalid::ShownWithoutShownBy { suggestion } => {
                suggestion.put(message("errors-solve-invalid-shown-without-shown-by"))
            }
            Invalid::OneOfForEnvelope { fact } => {
                message("errors-solve-invalid-one-of-for-envelope").with("fact", *fact)
            }
            Invalid::NoPlayers => message("errors-solve-invalid-no-players"),
            Invalid::PlayerCalledEnvelope => message("errors-solve-invalid-player-called-envelope"),
            Invalid::DuplicatePlayer { name } => {
                message("errors-solve-invalid-duplicate-player").with("name", name.as_str())
            }
            Invalid::HandSizes {
                sum,
                cards,
                categories,
                expected,
            } => message("errors-solve-invalid-hand-sizes")
                .with("sum", *sum)
                .with("cards", *cards)
                .with("categories", *categories)
                .with("expected", *expected),
            Invalid::MyHandSize {
                given,
                player,
                size,
            } => message("errors-solve-invalid-my-hand-size")
                .with("given", *given)
                .with("player", player.as_str())
                .with("size", *size),
            Invalid::CardOutOfDeck { card } => {
                message("errors-solve-invalid-card-out-of-deck").with("card", *card)
            }
        }
    }
}

/// A question past the engine's limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TooLarge {
    Categories {
        count: usize,
        max: usize,
    },
    Cards {
        count: usize,
        max: usize,
    },
    Players {
        count: usize,
        max: usize,
    },
    Hand {
        player: String,
        max: usize,
    },
    /// The number of deals does not fit in 128 bits.
    Overflow,
    /// Even the sampler cannot hold the deck.
    Sampler,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TooLarge::Categories { count, max } => write!(
                f,
                "the deck has {count} categories, at most {max} are supported"
            ),
            TooLarge::Cards { count, max } => {
                write!(f, "the deck has {count} cards, at most {max} are supported")
            }
            TooLarge::Players { count, max } => {
                write!(f, "{count} players, at most {max} are supported")
            }
            TooLarge::Hand { player, max } => write!(
                f,
                "{player}'s hand is too large: at most {max} cards are supported"
            ),
            TooLarge::Overflow => f.write_str("the number of deals does not fit in 128 bits"),
            TooLarge::Sampler => f.write_str("the deck is too large even for the sampler"),
        }
    }
}

impl TooLarge {
    /// This limit as a catalogue message.
    pub fn nested_explanation(&self) -> NestedExplanation {
        let message = NestedExplanation::new;
        let counted = |id: &'static str, count: usize, max: usize| {
            NestedExplanation::new(id)
                .with("count", count)
                .with("max", max)
        };
        match self {
            TooLarge::Categories { count, max } => {
                counted("errors-solve-too-large-categories", *count, *max)
            }
            TooLarge::Cards { count, max } => counted("errors-solve-too-large-cards", *count, *max),
            TooLarge::Players { count, max } => {
                counted("errors-solve-too-large-players", *count, *max)
            }
            TooLarge::Hand { player, max } => message("errors-solve-too-large-hand")
                .with("player", player.as_str())
                .with("max", *max),
            TooLarge::Overflow => message("errors-solve-too-large-overflow"),
            TooLarge::Sampler => message("errors-solve-too-large-sampler"),
        }
    }
}

/// Errors of the solver.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The input is not a knowledge document.
    #[error("invalid knowledge document: {0}")]
    Parse(ParseProblem),
    /// The document is well-formed but refers to unknown cards, players, etc.
    #[error("{0}")]
    Invalid(Invalid),
    /// No deal is consistent with the knowledge.
    #[error("no deal is consistent: {0}")]
    Contradiction(Box<Contradiction>),
    /// The deck is too large for the engine.
    #[error("too large: {0}")]
    TooLarge(TooLarge),
    /// Neither exact counting nor the sampler could answer: the state may
    /// well be consistent (a contradiction is only claimed when proven).
    #[error(
        "undecided: exact counting is out of reach and the sampler met no consistent deal in {tries} tries"
    )]
    Undecided { tries: u64 },
}

impl SolveError {
    /// The whole refusal as catalogue messages: the kind's frame, the reason
    /// inside, and the facts the reason names inside that.
    pub fn nested_explanation(&self) -> NestedExplanation {
        let message = NestedExplanation::new;
        match self {
            SolveError::Parse(ParseProblem::Json(detail)) => {
                message("errors-solve-parse-json").with("detail", detail.as_str())
            }
            SolveError::Parse(ParseProblem::CategoryNotList { category }) => {
                message("errors-solve-parse-category-not-list").with("category", category.as_str())
            }
            SolveError::Invalid(invalid) => invalid.nested_explanation(),
            SolveError::Contradiction(contradiction) => {
                let reason = contradiction.reason.nested_explanation();
                match &contradiction.first_contradicted_by {
                    Some(source) => message("errors-solve-contradiction-first")
                        .with_message("reason", reason)
                        .with_message("source", source.nested_explanation()),
                    None => message("errors-solve-contradiction").with_message("reason", reason),
                }
            }
            SolveError::TooLarge(limit) => {
                message("errors-solve-too-large").with_message("reason", limit.nested_explanation())
            }
            SolveError::Undecided { tries } => message("errors-solve-undecided").with(
                "tries",
                MessageArg::Number(i64::try_from(*tries).unwrap_or(i64::MAX)),
            ),
        }
    }
}
