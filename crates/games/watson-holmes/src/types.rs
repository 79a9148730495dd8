//! Watson & Holmes's public types: config, actions, events, errors, characters and
//! the views (what one viewer may see). The state and the rules are in `rules.rs`.

use serde::{Deserialize, Serialize};
use sleuth_core::Seat;

use crate::case::{LocationNumber, Symbols};

/// Longest notebook, in characters (WH-5: the seat's private notes).
pub const NOTEBOOK_CHARS: usize = 4000;
/// Longest typed answer at 221B or in an Answer Check, in characters.
pub const ANSWER_CHARS: usize = 120;

/// A match's setup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    pub players: u8,
    /// A shipped case's id (`library::shipped`).
    #[serde(default = "default_case")]
    pub case: String,
    /// WH-5 variant: every text a player has read stays readable to them.
    #[serde(default)]
    pub open_casebook: bool,
    /// A case written in the studio, played instead of the shipped case `case`:
    /// it travels in the config so that the match record replays it anywhere.
    /// Before the end only its id, title and difficulty are shown
    /// (`HostedGame::public_config`, invariant 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom: Option<Box<crate::case::Case>>,
    /// The language of the shipped case's texts, chosen when the match is
    /// created: `en` (the default) or a language the case is translated into
    /// (`library::languages_of`, docs/content/translations.md). A case written in
    /// the studio is played as written. Absent from old configs and records, which
    /// read as English, and left out of the JSON when English, so they replay
    /// unchanged.
    #[serde(
        default = "default_language",
        skip_serializing_if = "is_default_language"
    )]
    pub language: String,
}

fn default_case() -> String {
    crate::library::default_case_id().to_owned()
}

/// The content language a config names when it names none.
pub fn default_language() -> String {
    crate::library::REFERENCE_LANGUAGE.to_owned()
}

fn is_default_language(language: &str) -> bool {
    language == crate::library::REFERENCE_LANGUAGE
}

/// The character cards (WH-3). Toby and Wiggins follow the rulebook's text; the
/// others their description in docs/games/watson-holmes.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Character {
    MycroftHolmes,
    MarthaHudson,
    Wiggins,
    IreneAdler,
    Toby,
    /// Ours (WH-3): on your turn in the Visiting Phase, move a police token from
    /// one location card to a free card that may take one.
    InspectorLestrade,
    /// Ours (WH-3): revealed on your turn in the Visiting Phase; from then on,
    /// whenever you are outbid you take back every carriage (none is paid to the
    /// stock).
    MaryMorstan,
    /// Ours (WH-3): on your turn in the Visiting Phase, take a lockpick from the
    /// stock.
    ShinwellJohnson,
}

impl Character {
    pub const ALL: [Character; 8] = [
        Character::MycroftHolmes,
        Character::MarthaHudson,
        Character::Wiggins,
        Character::IreneAdler,
        Character::Toby,
        Character::InspectorLestrade,
        Character::MaryMorstan,
        Character::ShinwellJohnson,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Character::MycroftHolmes => "Mycroft Holmes",
            Character::MarthaHudson => "Martha Hudson",
            Character::Wiggins => "Wiggins",
            Character::IreneAdler => "Irene Adler",
            Character::Toby => "Toby",
            Character::InspectorLestrade => "Inspector Lestrade",
            Character::MaryMorstan => "Mary Morstan",
            Character::ShinwellJohnson => "Shinwell Johnson",
        }
    }

    /// What the card does, in one sentence for the table.
    pub fn power(self) -> &'static str {
        match self {
            Character::MycroftHolmes => {
                "Once, in the Investigation Phase: read the location card of another player."
            }
            Character::MarthaHudson => {
                "Revealed on your turn in the Visiting Phase: from then on you answer first at 221B, before everyone else."
            }
            Character::Wiggins => {
                "Copies a character another player has revealed (never Toby). Out of the game under 4 players."
            }
            Character::IreneAdler => {
                "On your turn in the Visiting Phase: nobody else may take notes this round (those at 221B keep their pencil)."
            }
            Character::Toby => {
                "In the Investigation Phase: Toby waits on your card; later your pawn may join him there for a bid of 2 without carriages, and a rival must bid at least 3 to take the card."
            }
            Character::InspectorLestrade => {
                "On your turn in the Visiting Phase: move a police token from one location card to a free card that may take one."
            }
            Character::MaryMorstan => {
                "Revealed on your turn in the Visiting Phase: from then on, whenever you are outbid you take back every carriage: none is paid to the stock."
            }
            Character::ShinwellJohnson => {
                "On your turn in the Visiting Phase: take a lockpick from the stock (if you hold none)."
            }
        }
    }
}

/// What became of a player's character card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CharacterState {
    /// Face down: only its owner knows it.
    Hidden,
    /// Face up: its action is used (or, for Martha Hudson and Toby, in force).
    Revealed,
    /// Face up and turned: discarded for 3 carriages.
    Discarded,
}

/// Where a player's pawn stands in the Visiting Phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Placement {
    Location {
        number: LocationNumber,
        /// Carriages on the card (Toby counts 2 when he accompanies the pawn).
        bid: u32,
        toby: bool,
    },
    CarriageStop,
    BakerStreet,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Visiting Phase, on your turn: a location, on foot (`carriages` 0) or by
    /// carriage; `call_off` plays your call-off token on a policed card first;
    /// `toby` sends your revealed Toby with the pawn (worth 2, no carriages).
    Visit {
        location: LocationNumber,
        #[serde(default)]
        carriages: u32,
        #[serde(default)]
        call_off: bool,
        #[serde(default)]
        toby: bool,
    },
    /// Visiting Phase, on your turn: the Carriage Stop (+3 carriages at the end of
    /// the Investigation Phase).
    CarriageStop,
    /// Visiting Phase, on your turn: 221B Baker Street, to answer the questions.
    BakerStreet,
    /// Visiting Phase, on your turn, before placing: the Watson card for 4
    /// carriages (once per round).
    TakeWatson,
    /// On your turn in the Visiting Phase: discard your character for 3 carriages.
    DiscardCharacter,
    /// Reveal your character and use it (timing by character, see the docs).
    /// `target`: Mycroft's (or a Wiggins copy's) player whose card to read;
    /// `location` and `to`: Inspector Lestrade's police token, from and to.
    RevealCharacter {
        #[serde(default)]
        copy: Option<Character>,
        #[serde(default)]
        target: Option<u8>,
        #[serde(default)]
        location: Option<LocationNumber>,
        #[serde(default)]
        to: Option<LocationNumber>,
    },
    /// The Watson holder, before the reading: have `target`'s card read aloud, or
    /// `None` to let the moment pass.
    WatsonReadAloud { target: Option<u8> },
    /// Investigation Phase: done reading; optionally leave your police token on the
    /// card you read, and move your Toby to a location of your zone.
    FinishReading {
        #[serde(default)]
        police: bool,
        #[serde(default)]
        toby_to: Option<LocationNumber>,
    },
    /// At 221B: one answer per question, in order.
    Answer { answers: Vec<String> },
    /// Answer Consultation: 3 carriages, read a failed player's answers (WH-7).
    Consult { target: u8 },
    /// Answer Check: 3 carriages, once per game: is this answer right? (WH-7)
    CheckAnswer {
        target: u8,
        question: u8,
        answer: String,
    },
    /// Replace your private notebook (WH-5).
    WriteNotebook { text: String },
}

/// A card's face and back, as its reader sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardText {
    pub number: LocationNumber,
    pub name: String,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    RoundStarted {
        round: u32,
        diary: Seat,
    },
    Placed {
        seat: Seat,
        placement: Placement,
    },
    /// `seat` was outbid at `location`: it paid `paid` carriages to the stock and
    /// took the rest of its bid back; `fare_returned` is the zone fare it had paid
    /// to get there, given back with its zone token (the journey did not happen).
    Outbid {
        seat: Seat,
        location: LocationNumber,
        paid: u32,
        #[serde(default)]
        fare_returned: u32,
    },
    PoliceCalledOff {
        seat: Seat,
        location: LocationNumber,
    },
    ZoneFare {
        seat: Seat,
        zone: String,
        fare: u32,
    },
    WatsonTaken {
        seat: Seat,
    },
    CharacterDiscarded {
        seat: Seat,
        character: Character,
    },
    CharacterRevealed {
        seat: Seat,
        character: Character,
        copy: Option<Character>,
    },
    DiaryPassed {
        seat: Seat,
    },
    /// To everyone: the Watson card had `target`'s card read aloud. The number and
    /// name only: the text is in the view (`aloud`) while the reading lasts, so an
    /// event replayed later never lets anyone read it again (WH-5).
    ReadAloud {
        by: Seat,
        target: Seat,
        number: LocationNumber,
        name: String,
    },
    /// To its reader only, and to a Mycroft who looks: which card `seat` reads now.
    /// The number and name only: the text is in that seat's view (`me.reading`)
    /// while the rules let it read the card (WH-5).
    Read {
        seat: Seat,
        number: LocationNumber,
        name: String,
    },
    LockpickSpent {
        seat: Seat,
        location: LocationNumber,
    },
    Gained {
        seat: Seat,
        what: String,
    },
    PolicePlaced {
        seat: Seat,
        location: LocationNumber,
    },
    /// Inspector Lestrade moved a police token.
    PoliceMoved {
        seat: Seat,
        from: LocationNumber,
        to: LocationNumber,
    },
    TobyMoved {
        seat: Seat,
        location: Option<LocationNumber>,
    },
    NotebookSaved {
        seat: Seat,
    },
    /// At 221B: how many answers were right (never which), and whether that won.
    Judged {
        seat: Seat,
        right: u8,
        of: u8,
        won: bool,
    },
    /// To the asker only.
    Consultation {
        seat: Seat,
        target: Seat,
        answers: Vec<String>,
        right: u8,
    },
    /// To the asker only.
    Checked {
        seat: Seat,
        question: u8,
        answer: String,
        correct: bool,
    },
    /// Public: that a consultation or check happened (not its content).
    HolmesConsulted {
        seat: Seat,
        target: Seat,
        check: bool,
    },
    /// Rules version 2: the 221B order changed while seats waited (a Consultation
    /// or an Answer Check cost carriages): the new order, first group first.
    AnsweringOrderChanged {
        order: Vec<Vec<Seat>>,
    },
    LoneSurvivor {
        seat: Seat,
        rounds: u32,
    },
    /// The case is closed: the winners, and every character card turned face up.
    GameOver {
        winners: Vec<Seat>,
        characters: Vec<Option<Character>>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("Watson & Holmes is for 2 to 7 players, not {0}")]
    Players(u8),
    #[error("no case {0:?}; shipped cases: {1}")]
    UnknownCase(String, String),
    #[error("Watson & Holmes has no rules version {0}")]
    RulesVersion(u32),
    #[error("the case written for this match has problems: {0}")]
    CustomCase(String),
    /// The case exists, but not in the config's content language.
    #[error(
        "the case {case:?} is not written in the language {language:?}; it exists in: {available}"
    )]
    ContentLanguage {
        case: String,
        language: String,
        available: String,
    },
}

/// Why an action was refused; each is a sentence for the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("that is not possible in the {phase} phase")]
    WrongPhase { phase: PhaseName },
    #[error("it is not your turn to place your pawn")]
    NotYourVisit,
    #[error("the case has no location {0}")]
    NoSuchLocation(LocationNumber),
    #[error("you have {have} carriages, not {need}")]
    NotEnoughCarriages { have: u32, need: u32 },
    #[error("to take location {location} from its visitor you must bid at least {need} carriages")]
    BidTooLow { location: LocationNumber, need: u32 },
    #[error("location {0} is under police surveillance: play a call-off token or hold a lockpick")]
    Policed(LocationNumber),
    #[error("location {0} can only be read with a lockpick")]
    NeedsLockpick(LocationNumber),
    #[error("you hold no call-off token")]
    NoCallOff,
    #[error("location {0} has no police token to call off")]
    NoPoliceToCallOff(LocationNumber),
    #[error("the Watson card is already taken this round")]
    WatsonTaken,
    #[error("the Watson card is not in play in this case")]
    NoWatson,
    #[error("the Carriage Stop is closed in this case: no carriages can be gained")]
    CarriageStopClosed,
    #[error("you have already taken the Watson card")]
    AlreadyWatson,
    #[error("your character is already used or discarded")]
    CharacterUsed,
    #[error("{0}")]
    CharacterTiming(Timing),
    #[error("{} has no card to read aloud", Seat(*.0).words())]
    NothingToRead(u8),
    #[error("that card can never be read aloud")]
    NeverAloud,
    #[error("there is no {}", Seat(*.0).words())]
    NoSuchSeat(u8),
    #[error("you cannot place a police token: {0}")]
    CannotPolice(PoliceRefusal),
    #[error("Toby cannot go to location {0}: {1}")]
    Toby(LocationNumber, TobyRefusal),
    #[error("the case asks {expected} questions; {given} answers were given")]
    AnswerCount { expected: usize, given: usize },
    #[error("an answer has at most {ANSWER_CHARS} characters and no control characters")]
    AnswerText,
    #[error(
        "every answer is blank, so nothing was handed to Holmes and you are still waiting to answer: give at least one answer"
    )]
    BlankAnswers,
    #[error("{} has not failed at 221B", Seat(*.0).words())]
    NotFailed(u8),
    #[error("you have already used your Answer Check")]
    CheckUsed,
    #[error("the case has no question {0}")]
    NoSuchQuestion(u8),
    #[error(
        "a notebook holds at most {NOTEBOOK_CHARS} characters and no control characters other than line breaks and tabs"
    )]
    NotebookText,
    #[error("Irene Adler has taken your pencil: no notes this round")]
    NotebookLocked,
    #[error("you have left the case")]
    Eliminated,
}

/// A phase as a refusal names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PhaseName {
    Visiting,
    Watson,
    Reading,
    /// The reading phase, for a seat that has finished reading.
    ReadingDone,
    Answering,
    Over,
}

impl std::fmt::Display for PhaseName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PhaseName::Visiting => "visiting",
            PhaseName::Watson => "watson",
            PhaseName::Reading => "reading",
            PhaseName::ReadingDone => "reading (you are done)",
            PhaseName::Answering => "answering",
            PhaseName::Over => "over",
        })
    }
}

impl Character {
    /// The code word the catalogues select on (`inspector-lestrade`).
    pub fn code(self) -> &'static str {
        match self {
            Character::MycroftHolmes => "mycroft-holmes",
            Character::MarthaHudson => "martha-hudson",
            Character::Wiggins => "wiggins",
            Character::IreneAdler => "irene-adler",
            Character::Toby => "toby",
            Character::InspectorLestrade => "inspector-lestrade",
            Character::MaryMorstan => "mary-morstan",
            Character::ShinwellJohnson => "shinwell-johnson",
        }
    }

    /// Whether the rules speak of the character as "her".
    fn is_her(self) -> bool {
        matches!(
            self,
            Character::MarthaHudson | Character::MaryMorstan | Character::IreneAdler
        )
    }
}

/// Why a character, the Carriage Stop, the Watson card, a visit or an answer
/// cannot be used now; each has its own catalogue message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Timing {
    #[error("the Carriage Stop cannot be used now: your last round: go to 221B")]
    CarriageStopLastRound,
    #[error("a visit cannot be used now: your last round: go to 221B")]
    VisitLastRound,
    #[error("the Watson card cannot be used now: it is not yours this round")]
    WatsonNotYours,
    #[error("answering cannot be used now: it is not your turn to answer")]
    NotYourTurnToAnswer,
    /// A character used "on your turn" in the Visiting Phase.
    #[error(
        "{} cannot be used now: reveal {} on your turn in the Visiting Phase",
        .0.name(),
        if .0.is_her() { "her" } else { "him" }
    )]
    RevealOnYourTurn(Character),
    /// Rules version 1: Martha Hudson and Mary Morstan before the answering.
    #[error("{} cannot be used now: reveal her before the answering", .0.name())]
    RevealBeforeAnswering(Character),
    #[error("Wiggins cannot be used now: name the revealed character he copies")]
    WigginsNamesNoCopy,
    #[error(
        "Wiggins cannot be used now: he copies a character another player has revealed, never Toby"
    )]
    WigginsCopiesRevealed,
    #[error("{} cannot be used now: only Wiggins copies another character", .0.name())]
    OnlyWigginsCopies(Character),
    #[error("{} cannot be used now: only Mycroft Holmes chooses a player", .0.name())]
    OnlyMycroftChooses(Character),
    #[error("{} cannot be used now: only Inspector Lestrade moves a police token", .0.name())]
    OnlyLestradeMoves(Character),
    #[error(
        "Mycroft Holmes cannot be used now: he reads another card during the Investigation Phase"
    )]
    MycroftInInvestigation,
    #[error("Mycroft Holmes cannot be used now: choose whose card to read")]
    MycroftChoosesNobody,
    #[error("Toby cannot be used now: reveal him after the Visiting Phase")]
    TobyAfterVisiting,
    #[error("Toby cannot be used now: your pawn must be on a location card")]
    TobyNeedsLocation,
    #[error(
        "Inspector Lestrade cannot be used now: name the watched card and the card the token goes to"
    )]
    LestradeNamesNoCards,
    #[error("Shinwell Johnson cannot be used now: you already hold a lockpick")]
    ShinwellHasLockpick,
    #[error("Shinwell Johnson cannot be used now: no lockpick is left in the stock")]
    ShinwellNoLockpickLeft,
}

impl Timing {
    fn message_id(self) -> &'static str {
        match self {
            Timing::CarriageStopLastRound => "errors-watson-holmes-timing-carriage-stop-last-round",
            Timing::VisitLastRound => "errors-watson-holmes-timing-visit-last-round",
            Timing::WatsonNotYours => "errors-watson-holmes-timing-watson-not-yours",
            Timing::NotYourTurnToAnswer => "errors-watson-holmes-timing-not-your-turn-to-answer",
            Timing::RevealOnYourTurn(c) if c.is_her() => {
                "errors-watson-holmes-timing-reveal-her-on-your-turn"
            }
            Timing::RevealOnYourTurn(_) => "errors-watson-holmes-timing-reveal-him-on-your-turn",
            Timing::RevealBeforeAnswering(_) => {
                "errors-watson-holmes-timing-reveal-before-answering"
            }
            Timing::WigginsNamesNoCopy => "errors-watson-holmes-timing-wiggins-names-no-copy",
            Timing::WigginsCopiesRevealed => "errors-watson-holmes-timing-wiggins-copies-revealed",
            Timing::OnlyWigginsCopies(_) => "errors-watson-holmes-timing-only-wiggins-copies",
            Timing::OnlyMycroftChooses(_) => "errors-watson-holmes-timing-only-mycroft-chooses",
            Timing::OnlyLestradeMoves(_) => "errors-watson-holmes-timing-only-lestrade-moves",
            Timing::MycroftInInvestigation => {
                "errors-watson-holmes-timing-mycroft-in-investigation"
            }
            Timing::MycroftChoosesNobody => "errors-watson-holmes-timing-mycroft-chooses-nobody",
            Timing::TobyAfterVisiting => "errors-watson-holmes-timing-toby-after-visiting",
            Timing::TobyNeedsLocation => "errors-watson-holmes-timing-toby-needs-location",
            Timing::LestradeNamesNoCards => "errors-watson-holmes-timing-lestrade-names-no-cards",
            Timing::ShinwellHasLockpick => "errors-watson-holmes-timing-shinwell-has-lockpick",
            Timing::ShinwellNoLockpickLeft => {
                "errors-watson-holmes-timing-shinwell-no-lockpick-left"
            }
        }
    }

    fn character(self) -> Option<Character> {
        match self {
            Timing::RevealOnYourTurn(c)
            | Timing::RevealBeforeAnswering(c)
            | Timing::OnlyWigginsCopies(c)
            | Timing::OnlyMycroftChooses(c)
            | Timing::OnlyLestradeMoves(c) => Some(c),
            _ => None,
        }
    }
}

/// Why a police token cannot be placed; each has its own catalogue message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PoliceRefusal {
    #[error("you read no location card")]
    NoLocationRead,
    #[error("you hold no police token")]
    NoPoliceToken,
    #[error("this card may not be watched")]
    NotWatchable,
    #[error("it is already watched")]
    AlreadyWatched,
    #[error("a pawn stands on it")]
    PawnOnIt,
}

/// Why Toby cannot go to a location; each has its own catalogue message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TobyRefusal {
    #[error("your Toby is not waiting there")]
    NotWaitingThere,
    #[error("Toby cannot be accompanied by carriages")]
    NoCarriages,
    #[error("you have no revealed Toby")]
    NoRevealedToby,
    #[error("Toby stays in your zone")]
    StaysInZone,
}

impl sleuth_core::Explain for ConfigError {
    fn message_id(&self) -> &'static str {
        match self {
            ConfigError::Players(_) => "errors-watson-holmes-players",
            ConfigError::UnknownCase(..) => "errors-watson-holmes-unknown-case",
            ConfigError::RulesVersion(_) => "errors-watson-holmes-rules-version",
            ConfigError::ContentLanguage { .. } => "errors-watson-holmes-content-language",
            ConfigError::CustomCase(_) => "errors-watson-holmes-custom-case",
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        match self {
            ConfigError::Players(players) => vec![("players", (*players).into())],
            ConfigError::ContentLanguage {
                case,
                language,
                available,
            } => vec![
                ("case", case.into()),
                ("language", language.into()),
                ("available", available.into()),
            ],
            ConfigError::UnknownCase(name, shipped) => {
                vec![("name", name.into()), ("shipped", shipped.into())]
            }
            ConfigError::RulesVersion(version) => vec![("version", (*version).into())],
            ConfigError::CustomCase(problems) => vec![("problems", problems.into())],
        }
    }
}

/// Each phase, timing and fixed reason has its own message; characters travel as
/// code words (`inspector-lestrade`) the catalogues select on; location and
/// question numbers and seats (counted from 1) as numbers.
impl sleuth_core::Explain for Error {
    fn message_id(&self) -> &'static str {
        match self {
            Error::WrongPhase { phase } => match phase {
                PhaseName::Visiting => "errors-watson-holmes-wrong-phase-visiting",
                PhaseName::Watson => "errors-watson-holmes-wrong-phase-watson",
                PhaseName::Reading => "errors-watson-holmes-wrong-phase-reading",
                PhaseName::ReadingDone => "errors-watson-holmes-wrong-phase-reading-done",
                PhaseName::Answering => "errors-watson-holmes-wrong-phase-answering",
                PhaseName::Over => "errors-watson-holmes-wrong-phase-over",
            },
            Error::NotYourVisit => "errors-watson-holmes-not-your-visit",
            Error::NoSuchLocation(..) => "errors-watson-holmes-no-such-location",
            Error::NotEnoughCarriages { .. } => "errors-watson-holmes-not-enough-carriages",
            Error::BidTooLow { .. } => "errors-watson-holmes-bid-too-low",
            Error::Policed(..) => "errors-watson-holmes-policed",
            Error::NeedsLockpick(..) => "errors-watson-holmes-needs-lockpick",
            Error::NoCallOff => "errors-watson-holmes-no-call-off",
            Error::NoPoliceToCallOff(..) => "errors-watson-holmes-no-police-to-call-off",
            Error::WatsonTaken => "errors-watson-holmes-watson-taken",
            Error::NoWatson => "errors-watson-holmes-no-watson",
            Error::CarriageStopClosed => "errors-watson-holmes-carriage-stop-closed",
            Error::AlreadyWatson => "errors-watson-holmes-already-watson",
            Error::CharacterUsed => "errors-watson-holmes-character-used",
            Error::CharacterTiming(timing) => timing.message_id(),
            Error::NothingToRead(..) => "errors-watson-holmes-nothing-to-read",
            Error::NeverAloud => "errors-watson-holmes-never-aloud",
            Error::NoSuchSeat(..) => "errors-watson-holmes-no-such-seat",
            Error::CannotPolice(reason) => match reason {
                PoliceRefusal::NoLocationRead => {
                    "errors-watson-holmes-cannot-police-no-location-read"
                }
                PoliceRefusal::NoPoliceToken => {
                    "errors-watson-holmes-cannot-police-no-police-token"
                }
                PoliceRefusal::NotWatchable => "errors-watson-holmes-cannot-police-not-watchable",
                PoliceRefusal::AlreadyWatched => {
                    "errors-watson-holmes-cannot-police-already-watched"
                }
                PoliceRefusal::PawnOnIt => "errors-watson-holmes-cannot-police-pawn-on-it",
            },
            Error::Toby(_, reason) => match reason {
                TobyRefusal::NotWaitingThere => "errors-watson-holmes-toby-not-waiting-there",
                TobyRefusal::NoCarriages => "errors-watson-holmes-toby-no-carriages",
                TobyRefusal::NoRevealedToby => "errors-watson-holmes-toby-no-revealed-toby",
                TobyRefusal::StaysInZone => "errors-watson-holmes-toby-stays-in-zone",
            },
            Error::AnswerCount { .. } => "errors-watson-holmes-answer-count",
            Error::AnswerText => "errors-watson-holmes-answer-text",
            Error::BlankAnswers => "errors-watson-holmes-blank-answers",
            Error::NotFailed(..) => "errors-watson-holmes-not-failed",
            Error::CheckUsed => "errors-watson-holmes-check-used",
            Error::NoSuchQuestion(..) => "errors-watson-holmes-no-such-question",
            Error::NotebookText => "errors-watson-holmes-notebook-text",
            Error::NotebookLocked => "errors-watson-holmes-notebook-locked",
            Error::Eliminated => "errors-watson-holmes-eliminated",
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        match self {
            Error::WrongPhase { .. } => Vec::new(),
            Error::NotYourVisit => Vec::new(),
            Error::NoSuchLocation(f0) => vec![("location", (*f0).into())],
            Error::NotEnoughCarriages { have, need } => {
                vec![("have", (*have).into()), ("need", (*need).into())]
            }
            Error::BidTooLow { location, need } => {
                vec![("location", (*location).into()), ("need", (*need).into())]
            }
            Error::Policed(f0) => vec![("location", (*f0).into())],
            Error::NeedsLockpick(f0) => vec![("location", (*f0).into())],
            Error::NoCallOff => Vec::new(),
            Error::NoPoliceToCallOff(f0) => vec![("location", (*f0).into())],
            Error::WatsonTaken => Vec::new(),
            Error::NoWatson => Vec::new(),
            Error::CarriageStopClosed => Vec::new(),
            Error::AlreadyWatson => Vec::new(),
            Error::CharacterUsed => Vec::new(),
            Error::CharacterTiming(timing) => timing
                .character()
                .map(|c| ("character", c.code().into()))
                .into_iter()
                .collect(),
            Error::NothingToRead(f0) => vec![("seat", sleuth_core::MessageArg::seat(Seat(*f0)))],
            Error::NeverAloud => Vec::new(),
            Error::NoSuchSeat(f0) => vec![("seat", sleuth_core::MessageArg::seat(Seat(*f0)))],
            Error::CannotPolice(_) => Vec::new(),
            Error::Toby(f0, _) => vec![("location", (*f0).into())],
            Error::AnswerCount { expected, given } => {
                vec![("expected", (*expected).into()), ("given", (*given).into())]
            }
            Error::AnswerText => vec![("answer_chars", ANSWER_CHARS.into())],
            Error::BlankAnswers => Vec::new(),
            Error::NotFailed(f0) => vec![("seat", sleuth_core::MessageArg::seat(Seat(*f0)))],
            Error::CheckUsed => Vec::new(),
            Error::NoSuchQuestion(f0) => vec![("question", (*f0).into())],
            Error::NotebookText => vec![("notebook_chars", NOTEBOOK_CHARS.into())],
            Error::NotebookLocked => Vec::new(),
            Error::Eliminated => Vec::new(),
        }
    }
}

/// A location as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LocationView {
    pub number: LocationNumber,
    pub name: String,
    pub zone: Option<String>,
    pub symbols: Symbols,
    pub police: bool,
    /// The pawn on it in the Visiting Phase and its bid.
    pub visitor: Option<Seat>,
    pub bid: u32,
    /// The Toby token resting here, and whose it is.
    pub toby: Option<Seat>,
}

/// A player as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub carriages: u32,
    pub police: bool,
    pub call_off: bool,
    pub lockpick: bool,
    pub zone: Option<String>,
    /// Known to everyone once revealed or discarded; to its owner always.
    pub character: Option<Character>,
    pub character_state: CharacterState,
    pub placement: Option<Placement>,
    /// Location cards this player's pawn has read, in order (public: everyone saw
    /// the pawns).
    pub visited: Vec<LocationNumber>,
    pub watson: bool,
    pub eliminated: bool,
    /// After a failed attempt at 221B: how many answers were right.
    pub right_answers: Option<u8>,
    pub won: bool,
    pub done_reading: bool,
    pub answer_check_used: bool,
}

/// What only the viewing seat knows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub notebook: String,
    pub notebook_locked: bool,
    /// The texts this seat may read now (WH-5): during the Investigation Phase, the
    /// card its pawn reads, a card the Watson card had read aloud and the card
    /// Mycroft looks at; empty at every other moment. With the open casebook, and
    /// once the case is closed, every card it has read, in the order it read them.
    pub reading: Vec<CardText>,
    /// Every location whose text this seat has read or heard (numbers only).
    pub read: Vec<LocationNumber>,
    /// The locations this seat read or heard this round (numbers only): with the
    /// open casebook, the entries of `reading` that are new this round.
    pub read_this_round: Vec<LocationNumber>,
    pub consultations: Vec<Consultation>,
    /// This seat's answers at 221B, if it went.
    pub answers: Option<Vec<String>>,
    /// Once the case is closed: for each of this seat's answers, whether it was
    /// right (`None` before the end or if it never answered).
    pub answers_right: Option<Vec<bool>>,
    /// Before the answering, for a seat still in the case: the order at 221B if
    /// this seat went there now (itself included, with what it holds now), groups
    /// as in `View::answering_order`. `None` once it cannot go any more this round.
    pub answering_order_if_going: Option<Vec<Vec<Seat>>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Consultation {
    pub target: Seat,
    /// All the target's answers (Answer Consultation) or one answer checked.
    pub answers: Vec<String>,
    pub right: Option<u8>,
    pub question: Option<u8>,
    pub correct: Option<bool>,
}

/// A question as players see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionView {
    pub text: String,
    /// The question's choices in alphabetical order of their normalised text, the
    /// same for every viewer: never the case file's order, which could tell where
    /// the right answer was written.
    pub choices: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub case_id: String,
    pub title: String,
    pub introduction: String,
    /// Empty while the case keeps its questions for 221B (`questions_at_221b`) and
    /// the viewer is not there.
    pub questions: Vec<QuestionView>,
    pub question_count: usize,
    pub zones: Vec<crate::case::Zone>,
    pub locations: Vec<LocationView>,
    pub players: Vec<PlayerView>,
    pub phase: String,
    /// Whose turn it is in the Visiting Phase.
    pub turn: Option<Seat>,
    pub diary: Seat,
    pub round: u32,
    pub watson_in_play: bool,
    /// False when the case closes the Carriage Stop (`carriage_stop_closed`).
    pub carriage_stop_open: bool,
    pub watson_holder: Option<Seat>,
    /// The card read aloud this round, for everyone during the reading.
    pub aloud: Option<CardText>,
    /// The order in which the seats at 221B this round answer (WH-4): groups, first
    /// group first; the seats of one group answer at once. Revealed Martha Hudsons
    /// first, then by carriages held (a revealed Toby at 221B adds 2), most first.
    /// Kept up to date: a seat that pays Holmes while it waits may move back.
    pub answering_order: Vec<Vec<Seat>>,
    pub stock_carriages: u32,
    pub stock_police: u8,
    pub stock_call_off: u8,
    pub stock_lockpicks: u8,
    /// The lone survivor's rounds left before they must answer.
    pub lone_rounds_left: Option<u32>,
    pub open_casebook: bool,
    pub me: Option<PrivateView>,
    /// After the end only: the accepted answers and Holmes's solution.
    pub solution: Option<String>,
    pub correct_answers: Option<Vec<String>>,
    /// After the end only: every seat's answers at 221B (`None`: it never answered).
    pub all_answers: Option<Vec<Option<Vec<String>>>>,
    /// After the end only: for each seat's answers in `all_answers`, whether each
    /// one was right.
    pub all_answers_right: Option<Vec<Option<Vec<bool>>>>,
    /// After the end only: the text of every location card of the case.
    pub location_texts: Option<Vec<CardText>>,
}
