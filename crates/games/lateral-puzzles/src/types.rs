//! The Lateral Puzzles Game's public types: config, actions, events, errors, cards,
//! answers and the views (what one viewer may see). The state and the rules are in
//! `rules.rs`.
//!
//! Numbers on the wire are the ones people say: questions, spoilers and parts are
//! numbered from 1, positions in the order of play from 1. The Lateral Master sits
//! at `Config::lateral_master` (seat 0 unless the config says otherwise); every
//! other seat is a puzzler. Points won by spoilers are counted in tenths of a
//! point (fields named `tenths` or `score_tenths`), so that every repeat of a part
//! is worth less than the one before (LP-3); a part's own score is whole points.

use serde::{Deserialize, Serialize};
use sleuth_core::Seat;

use crate::puzzle::{Puzzle, PuzzleSpec};

/// Longest question (public, Tip-off or Sherlock Holmes), in characters; one line.
pub const QUESTION_CHARS: usize = 280;
/// Longest spoiler text, in characters; line breaks allowed.
pub const SPOILER_CHARS: usize = 600;
/// Most extra rounds the Lateral Master grants at once past 90 points.
pub const MAX_EXTRA_ROUNDS: u8 = 3;
/// Most Spoiler cards a puzzler may convert into Sherlock Holmes cards.
pub const MAX_CONVERSIONS: u8 = 2;
/// Puzzler sets in the game's box: one per puzzler of the largest table (LP-4).
/// Each holds one Sherlock Holmes card, so the box holds this many; the sets
/// nobody plays are the Lateral Master's stock of Sherlock Holmes cards to give.
pub const PUZZLER_SETS: u8 = 8;

/// A match's setup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// Everyone at the table, the Lateral Master included: 3 to 9.
    pub players: u8,
    /// The Lateral Master's seat (0 unless given; a rematch passes the role to the
    /// next seat). Every other seat is a puzzler.
    #[serde(default, skip_serializing_if = "is_seat_zero")]
    pub lateral_master: u8,
    /// A shipped puzzle's id (`library::shipped`).
    #[serde(default = "default_puzzle")]
    pub puzzle: String,
    /// A puzzle the Lateral Master wrote; replaces `puzzle` when given. It holds the
    /// solution: whoever hosts the match keeps the config from the puzzlers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom: Option<PuzzleSpec>,
    /// The language of the shipped puzzle's texts, chosen when the match is
    /// created: `en` (the default) or a language the puzzle is translated into
    /// (`library::languages_of`, docs/content/translations.md). A Lateral
    /// Master's own puzzle is played as written. Absent from old configs and
    /// records, which read as English, and left out of the JSON when English, so
    /// they replay unchanged.
    #[serde(
        default = "default_language",
        skip_serializing_if = "is_default_language"
    )]
    pub language: String,
}

fn default_puzzle() -> String {
    crate::library::default_puzzle_id().to_owned()
}

/// The content language a config names when it names none.
pub fn default_language() -> String {
    crate::library::REFERENCE_LANGUAGE.to_owned()
}

fn is_default_language(language: &str) -> bool {
    language == crate::library::REFERENCE_LANGUAGE
}

fn is_seat_zero(seat: &u8) -> bool {
    *seat == 0
}

impl Config {
    /// The Lateral Master's seat.
    pub fn lateral_master_seat(&self) -> Seat {
        Seat(self.lateral_master)
    }
}

/// The Lateral Master's six Answer Cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnswerCard {
    Yes,
    No,
    NotRelevant,
    FalseAssumption,
    /// Pertinent but not answerable as put; the Lateral Master may invite another
    /// wording (`another_wording`) or move on.
    Rephrase,
    NoAnswer,
}

impl AnswerCard {
    pub const ALL: [AnswerCard; 6] = [
        AnswerCard::Yes,
        AnswerCard::No,
        AnswerCard::NotRelevant,
        AnswerCard::FalseAssumption,
        AnswerCard::Rephrase,
        AnswerCard::NoAnswer,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AnswerCard::Yes => "Yes",
            AnswerCard::No => "No",
            AnswerCard::NotRelevant => "Not relevant",
            AnswerCard::FalseAssumption => "False assumption",
            AnswerCard::Rephrase => "Rephrase",
            AnswerCard::NoAnswer => "No answer",
        }
    }
}

/// How a question was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    /// On your turn: public question, public answer.
    Public,
    /// Tip-off card: public question, private answer.
    TipOff,
    /// Sherlock Holmes card: private question, private answer.
    Sherlock,
}

impl QuestionKind {
    /// Whether the answer goes to the asker only.
    pub fn private_answer(self) -> bool {
        self != QuestionKind::Public
    }
}

/// The eight Puzzle Cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    TipOff,
    Spoiler,
    MataHari,
    Cooperation,
    SherlockHolmes,
    Padlock,
    DonCorleone,
    Queue,
}

impl CardKind {
    pub const ALL: [CardKind; 8] = [
        CardKind::TipOff,
        CardKind::Spoiler,
        CardKind::MataHari,
        CardKind::Cooperation,
        CardKind::SherlockHolmes,
        CardKind::Padlock,
        CardKind::DonCorleone,
        CardKind::Queue,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CardKind::TipOff => "Tip-off",
            CardKind::Spoiler => "Spoiler",
            CardKind::MataHari => "Mata Hari",
            CardKind::Cooperation => "Cooperation",
            CardKind::SherlockHolmes => "Sherlock Holmes",
            CardKind::Padlock => "Padlock",
            CardKind::DonCorleone => "Don Corleone",
            CardKind::Queue => "Queue",
        }
    }
}

impl std::fmt::Display for CardKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A puzzler's Puzzle Cards, by kind.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub tip_off: u8,
    pub spoiler: u8,
    pub mata_hari: u8,
    pub cooperation: u8,
    pub sherlock_holmes: u8,
    pub padlock: u8,
    pub don_corleone: u8,
    pub queue: u8,
}

impl Hand {
    /// The fifteen cards every puzzler starts with.
    pub fn starting() -> Hand {
        Hand {
            tip_off: 4,
            spoiler: 3,
            mata_hari: 2,
            cooperation: 2,
            sherlock_holmes: 1,
            padlock: 1,
            don_corleone: 1,
            queue: 1,
        }
    }

    pub fn count(&self, card: CardKind) -> u8 {
        match card {
            CardKind::TipOff => self.tip_off,
            CardKind::Spoiler => self.spoiler,
            CardKind::MataHari => self.mata_hari,
            CardKind::Cooperation => self.cooperation,
            CardKind::SherlockHolmes => self.sherlock_holmes,
            CardKind::Padlock => self.padlock,
            CardKind::DonCorleone => self.don_corleone,
            CardKind::Queue => self.queue,
        }
    }

    pub(crate) fn slot(&mut self, card: CardKind) -> &mut u8 {
        match card {
            CardKind::TipOff => &mut self.tip_off,
            CardKind::Spoiler => &mut self.spoiler,
            CardKind::MataHari => &mut self.mata_hari,
            CardKind::Cooperation => &mut self.cooperation,
            CardKind::SherlockHolmes => &mut self.sherlock_holmes,
            CardKind::Padlock => &mut self.padlock,
            CardKind::DonCorleone => &mut self.don_corleone,
            CardKind::Queue => &mut self.queue,
        }
    }

    pub fn total(&self) -> u32 {
        CardKind::ALL
            .iter()
            .map(|&c| u32::from(self.count(c)))
            .sum()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    // ---- Puzzlers ----
    /// On your turn, as its first act: a public question (public answer).
    Ask { text: String },
    /// When the Lateral Master answered Rephrase and invited another wording: the
    /// question again, put differently (same kind, no new card).
    Rephrase { text: String },
    /// Let the invitation to rephrase go.
    DeclineRephrase,
    /// End a turn in which you played cards (a public question ends your turn when
    /// it is answered).
    EndTurn,
    /// Tip-off card: a public question with a private answer.
    TipOff { text: String },
    /// Sherlock Holmes card: a private question with a private answer.
    Sherlock { text: String },
    /// Spoiler card: your solution, privately to the Lateral Master. Freezes the
    /// table until judged (LP-5).
    Spoiler { text: String },
    /// Padlock card on a question you asked with a Tip-off card.
    Padlock { question: u32 },
    /// Mata Hari card: see another puzzler's private answer. Two cards against a
    /// padlocked one (taken automatically).
    MataHari { question: u32 },
    /// Cooperation card: swap a private answer you hold with another puzzler's.
    /// Freezes the table until the Lateral Master carries it out (LP-5).
    Cooperation { mine: u32, theirs: u32 },
    /// Queue card: your new position (from 1) in the order of the following rounds.
    Queue { position: u8 },
    /// Turn a Spoiler card into a Sherlock Holmes card (at most two per puzzler).
    ConvertSpoiler,
    /// Spied on a Sherlock Holmes answer you asked: play Don Corleone to cancel the
    /// Mata Hari and protect that question for the rest of the game.
    DonCorleone,
    /// Spied on: let the Mata Hari see the answer.
    AllowSpy,
    /// Leave the table (`HostedGame::leave_action`): accepted at any moment, even
    /// during a freeze. The table pauses until the Lateral Master goes on without
    /// the seat (`go_on_without`) or someone takes it (`return`); cards and score
    /// are kept.
    Leave,
    /// Take a seat that was left (`HostedGame::return_action`): the seat plays
    /// again with its cards and score.
    Return,

    // ---- The Lateral Master ----
    /// Answer the open question. `another_wording` (with Rephrase only) invites
    /// the asker to put it another way.
    Answer {
        question: u32,
        answer: AnswerCard,
        #[serde(default)]
        another_wording: bool,
    },
    /// LP-6: on a question flagged as a close match, accept it (it is new) or
    /// refuse it; any open question may be refused as asked already this round or
    /// padlocked.
    RuleDuplicate { question: u32, accept: bool },
    /// Judge the spoiler: the parts (numbered from 1, in increasing order) it
    /// guessed (LP-3); none for a miss.
    Judge { spoiler: u32, parts: Vec<u8> },
    /// Carry out the Cooperation swap that froze the table.
    CarryOutSwap,
    /// A Sherlock Holmes card for a good intuition.
    GiveSherlock { seat: u8 },
    /// Past 90 points: play this many extra rounds (1 to 3) before the end.
    ExtraRounds { rounds: u8 },
    /// End the game: past 90 points, or when play has stalled (not in round 1),
    /// or at any moment while fewer than two puzzlers are at the table.
    EndGame,
    /// A puzzler left: go on without that seat (its turns are skipped and
    /// whatever waits on it is settled) rather than wait for someone to take it.
    GoOnWithout { seat: u8 },
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Every part was spoiled (LP-3).
    AllSpoiled,
    /// Over 90 points were spoiled and the Lateral Master called the end (after
    /// any extra rounds).
    OverNinety,
    /// The Lateral Master ended a stalled game.
    Stalled,
    /// The Lateral Master ended the game with fewer than two puzzlers left at the
    /// table.
    TooFewPuzzlers,
}

/// How a seat came to know another's private answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Learned {
    Spy,
    Swap,
}

/// What a spoiler earned for one part (LP-3), in tenths of a point.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartAward {
    /// From 1.
    pub part: u8,
    /// How many had spoiled this part before (0: the first, full score).
    pub earlier: u8,
    /// Tenths of a point: the part's score less 10% per earlier spoiler.
    pub tenths: u32,
}

/// Whether a puzzler is at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Presence {
    Present,
    /// Left; the table waits for the Lateral Master to go on without the seat or
    /// for someone to take it.
    Away,
    /// Left, and the Lateral Master went on without the seat: its turns are
    /// skipped until someone takes it.
    Skipped,
}

/// The die toss deciding the order of play (LP-4): each puzzler's rolls, the
/// later ones breaking ties.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Toss {
    pub seat: Seat,
    pub rolls: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    RoundStarted {
        round: u32,
        order: Vec<Seat>,
    },
    TurnStarted {
        seat: Seat,
    },
    TurnEnded {
        seat: Seat,
    },
    /// A question was put to the Lateral Master. `text` is `None` for a Sherlock
    /// Holmes question in the public event.
    Asked {
        question: u32,
        seat: Seat,
        kind: QuestionKind,
        text: Option<String>,
        rephrase_of: Option<u32>,
    },
    /// A Sherlock Holmes question's text, to the Lateral Master and the asker.
    PrivateQuestion {
        question: u32,
        text: String,
    },
    /// LP-6: the software's suggestion, to whoever sees the question's text.
    Flagged {
        question: u32,
        of: u32,
        of_text: String,
        similarity: u8,
    },
    DuplicateRuled {
        question: u32,
        accepted: bool,
    },
    /// A question was answered; the answer itself only for a public question.
    Answered {
        question: u32,
        holder: Seat,
        answer: Option<AnswerCard>,
        another_wording: bool,
    },
    /// A private answer, to the Lateral Master and its holder.
    PrivateAnswer {
        question: u32,
        answer: AnswerCard,
    },
    RephraseDeclined {
        question: u32,
    },
    /// A card was used up by its play (public; the effect follows in other events).
    CardPlayed {
        seat: Seat,
        card: CardKind,
        count: u8,
    },
    Padlocked {
        seat: Seat,
        question: u32,
    },
    SpyAttempt {
        seat: Seat,
        question: u32,
        target: Seat,
    },
    SpyDefended {
        seat: Seat,
        question: u32,
    },
    SpySucceeded {
        seat: Seat,
        question: u32,
        target: Seat,
    },
    /// A private answer, to the seat that learned it by spying or by a swap.
    Revealed {
        question: u32,
        how: Learned,
        text: String,
        answer: AnswerCard,
    },
    PadlockReturned {
        seat: Seat,
        question: u32,
    },
    CooperationPlayed {
        seat: Seat,
        mine: u32,
        target: Seat,
        theirs: u32,
    },
    Swapped {
        seat: Seat,
        mine: u32,
        target: Seat,
        theirs: u32,
    },
    QueueMoved {
        seat: Seat,
        position: u8,
        next_order: Vec<Seat>,
    },
    SpoilerPlayed {
        seat: Seat,
        spoiler: u32,
    },
    /// A spoiler's text, to the Lateral Master and its author.
    SpoilerText {
        spoiler: u32,
        text: String,
    },
    SpoilerJudged {
        spoiler: u32,
        seat: Seat,
        /// What the spoiler earned, in tenths of a point.
        tenths: u32,
        /// The puzzle's points spoiled so far (whole points, each part once).
        spoiled_points: u32,
    },
    /// Which parts a spoiler guessed, to the Lateral Master and its author.
    SpoilerParts {
        spoiler: u32,
        parts: Vec<PartAward>,
    },
    SpoilerConverted {
        seat: Seat,
    },
    SherlockGiven {
        seat: Seat,
    },
    /// A puzzler left the table: it pauses until the Lateral Master goes on
    /// without the seat or someone takes it.
    Left {
        seat: Seat,
    },
    /// Someone took a seat that was left; it plays again.
    Returned {
        seat: Seat,
    },
    /// The Lateral Master goes on without a seat that was left.
    WentOnWithout {
        seat: Seat,
    },
    /// A seat that was left is passed over in the order of play.
    TurnSkipped {
        seat: Seat,
    },
    /// Over 90 points are spoiled: the Lateral Master ends or grants extra rounds.
    OverNinety {
        spoiled_points: u32,
    },
    ExtraRoundsGranted {
        rounds: u8,
    },
    GameOver {
        reason: EndReason,
        /// By seat, in tenths of a point; the Lateral Master's is 0.
        score_tenths: Vec<u32>,
        winners: Vec<Seat>,
        puzzle: Puzzle,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "the Lateral Puzzles Game is for the Lateral Master and 2 to 8 puzzlers (3 to 9 players), not {0}"
    )]
    Players(u8),
    /// The config's 0-based `lateral_master` and the number of players; the
    /// sentence counts seats from 1.
    #[error(
        "{seat} cannot be the Lateral Master at a table of {players} seats (Seat 1 to Seat {players})",
        seat = Seat(*.0).words(),
        players = .1
    )]
    LateralMaster(u8, u8),
    #[error("no puzzle {0:?}; shipped puzzles: {1}")]
    UnknownPuzzle(String, String),
    /// Every problem of a Lateral Master's own puzzle, each with its place.
    #[error("the custom puzzle is not valid: {}", crate::puzzle::describe(.0))]
    Puzzle(Vec<crate::puzzle::PuzzleProblem>),
    /// The puzzle exists, but not in the config's content language.
    #[error(
        "the puzzle {puzzle:?} is not written in the language {language:?}; it exists in: {available}"
    )]
    ContentLanguage {
        puzzle: String,
        language: String,
        available: String,
    },
}

/// What a frozen table waits for; each has its own catalogue message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FrozenReason {
    #[error(
        "{} played a Spoiler (spoiler {spoiler}) and the Lateral Master is judging it; a Spoiler freezes the table until it is judged (LP-5)",
        .seat.words()
    )]
    Spoiler { seat: Seat, spoiler: u32 },
    #[error(
        "{} played a Cooperation card and the Lateral Master is carrying out the swap; a Cooperation freezes the table until it is done (LP-5)",
        .seat.words()
    )]
    Cooperation { seat: Seat },
    #[error(
        "{} is deciding whether to defend question {question} with Don Corleone",
        .target.words()
    )]
    Spy { target: Seat, question: u32 },
    #[error(
        "over 90 points are spoiled: the Lateral Master ends the game or grants extra rounds (LP-3)"
    )]
    OverNinety,
}

/// Puzzlers left the table and the Lateral Master has not yet chosen to go on
/// without them: who left, and whether any puzzler is still at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PauseReason {
    /// The seats that left, in seat order (at least one).
    pub away: Vec<Seat>,
    /// Whether a puzzler is still at the table.
    pub puzzlers_present: bool,
}

impl PauseReason {
    fn message_id(&self) -> &'static str {
        match (self.away.len() == 1, self.puzzlers_present) {
            (true, true) => "errors-lateral-puzzles-paused-one-left",
            (false, true) => "errors-lateral-puzzles-paused-several-left",
            (true, false) => "errors-lateral-puzzles-paused-one-left-nobody-present",
            (false, false) => "errors-lateral-puzzles-paused-several-left-nobody-present",
        }
    }

    /// One seat as `seat`; several as `seats` (all but the last, as numbers
    /// separated by commas) and `last`.
    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        use sleuth_core::MessageArg;
        match self.away.split_last() {
            Some((only, [])) => vec![("seat", MessageArg::seat(*only))],
            Some((last, rest)) => vec![
                ("seats", Self::numbers(rest).into()),
                ("last", MessageArg::seat(*last)),
            ],
            None => vec![("seat", MessageArg::Number(0))],
        }
    }

    fn numbers(seats: &[Seat]) -> String {
        seats
            .iter()
            .map(|s| (u32::from(s.0) + 1).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl std::fmt::Display for PauseReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.away.split_last() {
            Some((only, [])) => write!(f, "{} has left the table", only.words())?,
            Some((last, rest)) => write!(
                f,
                "Seats {} and {} have left the table",
                Self::numbers(rest),
                u32::from(last.0) + 1
            )?,
            None => f.write_str("nobody has left the table")?,
        }
        if self.puzzlers_present {
            write!(
                f,
                ": the Lateral Master may go on without {} or wait for someone to take the seat",
                if self.away.len() == 1 {
                    "that seat"
                } else {
                    "them"
                }
            )
        } else {
            f.write_str(
                " and no puzzler is left: the Lateral Master waits for someone to take a seat, or ends the game",
            )
        }
    }
}

/// Why an action was refused; each is a sentence for the player. A refused
/// action changes nothing. `is_repeat` marks the refusals of an action that was
/// already carried out (a second click): a table may ignore them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("only the Lateral Master can do that")]
    NotLateralMaster,
    #[error("the Lateral Master asks no questions and plays no cards")]
    NotPuzzler,
    /// A Spoiler or a Cooperation waits for the Lateral Master, a spied puzzler
    /// decides on Don Corleone, or the Lateral Master decides past 90 points: the
    /// sentence says which.
    #[error("the table waits: {0}")]
    Frozen(FrozenReason),
    /// A puzzler left and the Lateral Master has not yet chosen to go on without
    /// the seat: the sentence names the seat and the choice.
    #[error("the table waits: {0}")]
    Paused(PauseReason),
    #[error("it is {}'s turn, not yours", .0.words())]
    NotYourTurn(Seat),
    #[error("you have already {0} this turn")]
    AlreadyActed(&'static str),
    #[error("you have played cards this turn: it is a card turn, not a question turn")]
    CardTurn,
    #[error("ask a question or play a card before ending your turn")]
    NothingDone,
    #[error("your question is still open: wait for the answer")]
    QuestionPending,
    #[error("in the first round puzzlers may only ask questions (LP-4)")]
    FirstRound,
    #[error(
        "you asked a question this round: you may play only one card in this round, and have (LP-5)"
    )]
    OneCardLimit,
    #[error("you hold no {0} card")]
    NoCard(CardKind),
    #[error("you need two Mata Hari cards to spy on a padlocked answer")]
    NeedTwoMataHari,
    #[error("question {0} is waiting for the Lateral Master: one question at a time")]
    QuestionOpen(u32),
    #[error("a question has 1 to {QUESTION_CHARS} characters on one line, no control characters")]
    QuestionText,
    #[error(
        "a spoiler has 1 to {SPOILER_CHARS} characters and no control characters but line breaks"
    )]
    SpoilerText,
    #[error("there is no question {0}")]
    NoSuchQuestion(u32),
    #[error("there is no spoiler {0}")]
    NoSuchSpoiler(u32),
    #[error("there is no puzzler in {}", Seat(*.0).words())]
    NoSuchPuzzler(u8),
    #[error("the puzzle has no part {0}")]
    NoSuchPart(u8),
    #[error("list the parts guessed in increasing order, each once")]
    PartsOrder,
    #[error("{seat} has already spoiled part {part}", seat = .0.words(), part = .1)]
    AlreadySpoiled(Seat, u8),
    #[error("no question is waiting for an answer")]
    NothingToAnswer,
    #[error("question {open} is the open one, not question {given}")]
    NotTheOpenQuestion { open: u32, given: u32 },
    /// A repeat: the question was answered already (a second click on an answer).
    #[error("question {0} has been answered already; nothing was changed")]
    AlreadyAnswered(u32),
    /// A repeat: the question was refused already.
    #[error("question {0} has been refused already; nothing was changed")]
    AlreadyRefused(u32),
    /// A repeat: the spoiler was judged already.
    #[error("spoiler {0} has been judged already; nothing was changed")]
    AlreadyJudged(u32),
    /// A repeat: the seat has left already.
    #[error("you have left the table already")]
    AlreadyLeft,
    /// A repeat: the seat is at the table (it came back, or never left).
    #[error("you are at the table already")]
    AlreadyPresent,
    /// A repeat: the Lateral Master goes on without that seat already.
    #[error("the table goes on without {} already", .0.words())]
    AlreadyGoneOn(Seat),
    #[error("question {0} was flagged as a close match: rule on it first (LP-6)")]
    FlagUnruled(u32),
    #[error("question {0} was not flagged as a close match: answer it, or refuse it")]
    NotFlagged(u32),
    #[error("only a Rephrase answer may invite another wording")]
    NotRephrase,
    #[error(
        "{} has left the table: they cannot be invited to put the question another way",
        .0.words()
    )]
    AskerAway(Seat),
    #[error("you have not been invited to rephrase a question")]
    NoRephrase,
    #[error("the Padlock goes only on a question you asked with a Tip-off card and still hold")]
    NotYourTipOff,
    #[error("question {0} is already padlocked")]
    AlreadyPadlocked(u32),
    #[error("question {0} was refused")]
    Refused(u32),
    #[error("question {0} has a public answer")]
    PublicAnswer(u32),
    #[error("question {0} has not been answered yet")]
    Unanswered(u32),
    #[error("you hold the answer to question {0} yourself")]
    OwnAnswer(u32),
    #[error("you already know the answer to question {0}")]
    AlreadyKnown(u32),
    #[error("question {0} is protected by Don Corleone")]
    Protected(u32),
    #[error("question {0} is padlocked and cannot be swapped")]
    PadlockedSwap(u32),
    #[error("you do not hold the answer to question {0}")]
    NotYourAnswer(u32),
    #[error("there is no position {0} in the order of play")]
    NoSuchPosition(u8),
    #[error("you are already at position {0} for the following rounds")]
    SamePosition(u8),
    #[error("you have converted {MAX_CONVERSIONS} Spoiler cards already")]
    ConversionLimit,
    #[error(
        "the box has no Sherlock Holmes card left to give: it holds one in each of its \
         {PUZZLER_SETS} puzzler sets, the sets at the table are dealt and the others are given"
    )]
    NoSherlockLeft,
    #[error("nothing waits for that now")]
    NothingToResolve,
    #[error("extra rounds are granted 1 to {MAX_EXTRA_ROUNDS} at a time, once past 90 points")]
    ExtraRounds,
    #[error("the game cannot be called stalled in its first round")]
    TooEarly,
    /// The seat left the table: taking it again (`return`) is all it may do.
    #[error("you have left the table: take your seat again to play")]
    Away,
    #[error("{} has not left the table", .0.words())]
    NotAway(Seat),
    #[error(
        "going on without {} would leave no puzzler at the table: wait for someone to take a \
         seat, or end the game",
        .0.words()
    )]
    NobodyLeft(Seat),
}

impl sleuth_core::Explain for ConfigError {
    fn message_id(&self) -> &'static str {
        match self {
            ConfigError::Players(_) => "errors-lateral-puzzles-players",
            ConfigError::LateralMaster(..) => "errors-lateral-puzzles-lateral-master",
            ConfigError::UnknownPuzzle(..) => "errors-lateral-puzzles-unknown-puzzle",
            ConfigError::Puzzle(_) => "errors-lateral-puzzles-puzzle",
            ConfigError::ContentLanguage { .. } => "errors-lateral-puzzles-content-language",
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        use sleuth_core::MessageArg;
        match self {
            ConfigError::Players(players) => vec![("players", (*players).into())],
            ConfigError::ContentLanguage {
                puzzle,
                language,
                available,
            } => vec![
                ("puzzle", puzzle.into()),
                ("language", language.into()),
                ("available", available.into()),
            ],
            ConfigError::LateralMaster(seat, players) => vec![
                ("seat", MessageArg::seat(Seat(*seat))),
                ("players", (*players).into()),
            ],
            ConfigError::UnknownPuzzle(name, shipped) => {
                vec![("name", name.into()), ("shipped", shipped.into())]
            }
            ConfigError::Puzzle(problems) => {
                vec![("problems", crate::puzzle::describe(problems).into())]
            }
        }
    }
}

/// Card kinds and what was already done travel as their English words; question,
/// spoiler and part numbers and seats (counted from 1) as numbers.
impl sleuth_core::Explain for Error {
    fn message_id(&self) -> &'static str {
        match self {
            Error::NotLateralMaster => "errors-lateral-puzzles-not-lateral-master",
            Error::NotPuzzler => "errors-lateral-puzzles-not-puzzler",
            Error::Frozen(reason) => match reason {
                FrozenReason::Spoiler { .. } => "errors-lateral-puzzles-frozen-spoiler",
                FrozenReason::Cooperation { .. } => "errors-lateral-puzzles-frozen-cooperation",
                FrozenReason::Spy { .. } => "errors-lateral-puzzles-frozen-spy",
                FrozenReason::OverNinety => "errors-lateral-puzzles-frozen-over-ninety",
            },
            Error::Paused(reason) => reason.message_id(),
            Error::NotYourTurn(..) => "errors-lateral-puzzles-not-your-turn",
            Error::AlreadyActed(..) => "errors-lateral-puzzles-already-acted",
            Error::CardTurn => "errors-lateral-puzzles-card-turn",
            Error::NothingDone => "errors-lateral-puzzles-nothing-done",
            Error::QuestionPending => "errors-lateral-puzzles-question-pending",
            Error::FirstRound => "errors-lateral-puzzles-first-round",
            Error::OneCardLimit => "errors-lateral-puzzles-one-card-limit",
            Error::NoCard(..) => "errors-lateral-puzzles-no-card",
            Error::NeedTwoMataHari => "errors-lateral-puzzles-need-two-mata-hari",
            Error::QuestionOpen(..) => "errors-lateral-puzzles-question-open",
            Error::QuestionText => "errors-lateral-puzzles-question-text",
            Error::SpoilerText => "errors-lateral-puzzles-spoiler-text",
            Error::NoSuchQuestion(..) => "errors-lateral-puzzles-no-such-question",
            Error::NoSuchSpoiler(..) => "errors-lateral-puzzles-no-such-spoiler",
            Error::NoSuchPuzzler(..) => "errors-lateral-puzzles-no-such-puzzler",
            Error::NoSuchPart(..) => "errors-lateral-puzzles-no-such-part",
            Error::PartsOrder => "errors-lateral-puzzles-parts-order",
            Error::AlreadySpoiled(..) => "errors-lateral-puzzles-already-spoiled",
            Error::NothingToAnswer => "errors-lateral-puzzles-nothing-to-answer",
            Error::NotTheOpenQuestion { .. } => "errors-lateral-puzzles-not-the-open-question",
            Error::AlreadyAnswered(..) => "errors-lateral-puzzles-already-answered",
            Error::AlreadyRefused(..) => "errors-lateral-puzzles-already-refused",
            Error::AlreadyJudged(..) => "errors-lateral-puzzles-already-judged",
            Error::AlreadyLeft => "errors-lateral-puzzles-already-left",
            Error::AlreadyPresent => "errors-lateral-puzzles-already-present",
            Error::AlreadyGoneOn(..) => "errors-lateral-puzzles-already-gone-on",
            Error::FlagUnruled(..) => "errors-lateral-puzzles-flag-unruled",
            Error::NotFlagged(..) => "errors-lateral-puzzles-not-flagged",
            Error::NotRephrase => "errors-lateral-puzzles-not-rephrase",
            Error::AskerAway(..) => "errors-lateral-puzzles-asker-away",
            Error::NoRephrase => "errors-lateral-puzzles-no-rephrase",
            Error::NotYourTipOff => "errors-lateral-puzzles-not-your-tip-off",
            Error::AlreadyPadlocked(..) => "errors-lateral-puzzles-already-padlocked",
            Error::Refused(..) => "errors-lateral-puzzles-refused",
            Error::PublicAnswer(..) => "errors-lateral-puzzles-public-answer",
            Error::Unanswered(..) => "errors-lateral-puzzles-unanswered",
            Error::OwnAnswer(..) => "errors-lateral-puzzles-own-answer",
            Error::AlreadyKnown(..) => "errors-lateral-puzzles-already-known",
            Error::Protected(..) => "errors-lateral-puzzles-protected",
            Error::PadlockedSwap(..) => "errors-lateral-puzzles-padlocked-swap",
            Error::NotYourAnswer(..) => "errors-lateral-puzzles-not-your-answer",
            Error::NoSuchPosition(..) => "errors-lateral-puzzles-no-such-position",
            Error::SamePosition(..) => "errors-lateral-puzzles-same-position",
            Error::ConversionLimit => "errors-lateral-puzzles-conversion-limit",
            Error::NoSherlockLeft => "errors-lateral-puzzles-no-sherlock-left",
            Error::NothingToResolve => "errors-lateral-puzzles-nothing-to-resolve",
            Error::ExtraRounds => "errors-lateral-puzzles-extra-rounds",
            Error::TooEarly => "errors-lateral-puzzles-too-early",
            Error::Away => "errors-lateral-puzzles-away",
            Error::NotAway(..) => "errors-lateral-puzzles-not-away",
            Error::NobodyLeft(..) => "errors-lateral-puzzles-nobody-left",
        }
    }

    fn message_args(&self) -> Vec<(&'static str, sleuth_core::MessageArg)> {
        match self {
            Error::NotLateralMaster => Vec::new(),
            Error::NotPuzzler => Vec::new(),
            Error::Frozen(reason) => match reason {
                FrozenReason::Spoiler { seat, spoiler } => vec![
                    ("seat", sleuth_core::MessageArg::seat(*seat)),
                    ("spoiler", (*spoiler).into()),
                ],
                FrozenReason::Cooperation { seat } => {
                    vec![("seat", sleuth_core::MessageArg::seat(*seat))]
                }
                FrozenReason::Spy { target, question } => vec![
                    ("seat", sleuth_core::MessageArg::seat(*target)),
                    ("question", (*question).into()),
                ],
                FrozenReason::OverNinety => Vec::new(),
            },
            Error::Paused(reason) => reason.message_args(),
            Error::NotYourTurn(f0) => vec![("seat", sleuth_core::MessageArg::seat(*f0))],
            Error::AlreadyActed(f0) => vec![("what", f0.replace(' ', "-").into())],
            Error::CardTurn => Vec::new(),
            Error::NothingDone => Vec::new(),
            Error::QuestionPending => Vec::new(),
            Error::FirstRound => Vec::new(),
            Error::OneCardLimit => Vec::new(),
            Error::NoCard(f0) => vec![("card", f0.name().to_lowercase().replace(' ', "-").into())],
            Error::NeedTwoMataHari => Vec::new(),
            Error::QuestionOpen(f0) => vec![("question", (*f0).into())],
            Error::QuestionText => vec![("question_chars", QUESTION_CHARS.into())],
            Error::SpoilerText => vec![("spoiler_chars", SPOILER_CHARS.into())],
            Error::NoSuchQuestion(f0) => vec![("question", (*f0).into())],
            Error::NoSuchSpoiler(f0) => vec![("spoiler", (*f0).into())],
            Error::NoSuchPuzzler(f0) => vec![("seat", sleuth_core::MessageArg::seat(Seat(*f0)))],
            Error::NoSuchPart(f0) => vec![("part", (*f0).into())],
            Error::PartsOrder => Vec::new(),
            Error::AlreadySpoiled(f0, f1) => vec![
                ("seat", sleuth_core::MessageArg::seat(*f0)),
                ("part", (*f1).into()),
            ],
            Error::NothingToAnswer => Vec::new(),
            Error::NotTheOpenQuestion { open, given } => {
                vec![("open", (*open).into()), ("given", (*given).into())]
            }
            Error::AlreadyAnswered(f0) => vec![("question", (*f0).into())],
            Error::AlreadyRefused(f0) => vec![("question", (*f0).into())],
            Error::AlreadyJudged(f0) => vec![("spoiler", (*f0).into())],
            Error::AlreadyLeft => Vec::new(),
            Error::AlreadyPresent => Vec::new(),
            Error::AlreadyGoneOn(f0) => vec![("seat", sleuth_core::MessageArg::seat(*f0))],
            Error::FlagUnruled(f0) => vec![("question", (*f0).into())],
            Error::NotFlagged(f0) => vec![("question", (*f0).into())],
            Error::NotRephrase => Vec::new(),
            Error::AskerAway(f0) => vec![("seat", sleuth_core::MessageArg::seat(*f0))],
            Error::NoRephrase => Vec::new(),
            Error::NotYourTipOff => Vec::new(),
            Error::AlreadyPadlocked(f0) => vec![("question", (*f0).into())],
            Error::Refused(f0) => vec![("question", (*f0).into())],
            Error::PublicAnswer(f0) => vec![("question", (*f0).into())],
            Error::Unanswered(f0) => vec![("question", (*f0).into())],
            Error::OwnAnswer(f0) => vec![("question", (*f0).into())],
            Error::AlreadyKnown(f0) => vec![("question", (*f0).into())],
            Error::Protected(f0) => vec![("question", (*f0).into())],
            Error::PadlockedSwap(f0) => vec![("question", (*f0).into())],
            Error::NotYourAnswer(f0) => vec![("question", (*f0).into())],
            Error::NoSuchPosition(f0) => vec![("position", (*f0).into())],
            Error::SamePosition(f0) => vec![("position", (*f0).into())],
            Error::ConversionLimit => vec![("max_conversions", MAX_CONVERSIONS.into())],
            Error::NoSherlockLeft => vec![("puzzler_sets", PUZZLER_SETS.into())],
            Error::NothingToResolve => Vec::new(),
            Error::ExtraRounds => vec![("max_extra_rounds", MAX_EXTRA_ROUNDS.into())],
            Error::TooEarly => Vec::new(),
            Error::Away => Vec::new(),
            Error::NotAway(f0) => vec![("seat", sleuth_core::MessageArg::seat(*f0))],
            Error::NobodyLeft(f0) => vec![("seat", sleuth_core::MessageArg::seat(*f0))],
        }
    }
}

impl Error {
    /// Whether this refuses an action that was already carried out, such as a
    /// second click on the same answer: harmless, and a table may ignore it.
    pub fn is_repeat(&self) -> bool {
        matches!(
            self,
            Error::AlreadyAnswered(_)
                | Error::AlreadyRefused(_)
                | Error::AlreadyJudged(_)
                | Error::AlreadyLeft
                | Error::AlreadyPresent
                | Error::AlreadyGoneOn(_)
        )
    }
}

// ---------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------

/// Who a view is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    LateralMaster,
    Puzzler,
    Spectator,
    /// `Viewer::Everyone`: a spectator's view until the end, everything after.
    Everyone,
}

/// One spoiling of a part: who, when, for how much.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartSpoilView {
    pub seat: Seat,
    /// The spoiler (from 1) that guessed it.
    pub spoiler: u32,
    /// The round it was played in.
    pub round: u32,
    /// What it earned, in tenths of a point.
    pub tenths: u32,
}

/// A part of the solution, for the Lateral Master (and everyone after the end).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartView {
    /// From 1.
    pub part: u8,
    pub text: String,
    /// The part's score in whole points (what its first spoiler earns).
    pub score: u32,
    /// Who spoiled it, in order (the first got the full score).
    pub spoiled_by: Vec<Seat>,
    /// The same, with the spoiler, the round and the tenths each earned.
    pub spoils: Vec<PartSpoilView>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleView {
    pub id: String,
    pub title: String,
    pub difficulty: u8,
    /// The themes: the Lateral Master's, and the puzzlers' only when the author
    /// made them public (`themes_public`) or the game is over; else empty.
    pub themes: Vec<String>,
    pub themes_public: bool,
    pub situation: String,
    /// The Lateral Master's; everyone's once the game is over.
    pub solution: Option<String>,
    pub parts: Option<Vec<PartView>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestionStatus {
    /// Waiting for the Lateral Master.
    Open,
    Answered,
    /// Refused as a duplicate (LP-6); its card went back to the asker.
    Refused,
}

/// LP-6: the closest earlier question, when close enough to flag.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Flag {
    pub of: u32,
    /// 0 to 100.
    pub similarity: u8,
}

/// A line of the register.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionView {
    pub question: u32,
    pub round: u32,
    /// Who asked it.
    pub seat: Seat,
    pub kind: QuestionKind,
    /// `None` for a Sherlock Holmes question the viewer has not seen.
    pub text: Option<String>,
    pub rephrase_of: Option<u32>,
    pub status: QuestionStatus,
    /// `None` for a private answer the viewer has not seen.
    pub answer: Option<AnswerCard>,
    pub another_wording: bool,
    /// Who holds the answer now (a Cooperation swap moves it).
    pub holder: Seat,
    pub padlocked: bool,
    /// Protected by Don Corleone for the rest of the game.
    pub protected: bool,
    /// Who saw it with Mata Hari.
    pub spied_by: Vec<Seat>,
    /// LP-6, shown to whoever sees the text.
    pub flag: Option<Flag>,
    /// The flag was ruled on (accepted as a new question).
    pub flag_ruled: bool,
}

/// A spoiler, as the viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpoilerView {
    pub spoiler: u32,
    pub seat: Seat,
    pub round: u32,
    /// The Lateral Master's and the author's (everyone's after the end).
    pub text: Option<String>,
    pub judged: bool,
    /// What it earned in tenths of a point: public once judged.
    pub tenths: Option<u32>,
    /// The parts it guessed: the Lateral Master's and the author's.
    pub parts: Option<Vec<PartAward>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzlerView {
    pub seat: Seat,
    /// Tenths of a point.
    pub score_tenths: u32,
    pub presence: Presence,
    /// Cards in hand.
    pub cards: u32,
    /// The hand in full: the puzzler's own, the Lateral Master's, everyone's after
    /// the end.
    pub hand: Option<Hand>,
    pub conversions: u8,
    /// Asked a public question this round (LP-5).
    pub asked_this_round: bool,
    /// Cards played this round since that question.
    pub cards_since_question: u8,
    /// The question Don Corleone protects.
    pub don_corleone: Option<u32>,
}

/// What the table waits for while frozen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum HoldView {
    /// A Spoiler waits for the Lateral Master's judgement (a freeze, LP-5).
    Spoiler { seat: Seat, spoiler: u32 },
    /// A Cooperation swap waits for the Lateral Master (a freeze, LP-5).
    Cooperation {
        seat: Seat,
        mine: u32,
        target: Seat,
        theirs: u32,
    },
    /// A Mata Hari on a Sherlock Holmes answer waits for its asker's defence.
    Spy {
        seat: Seat,
        question: u32,
        target: Seat,
    },
    /// Over 90 points: the Lateral Master ends or grants extra rounds.
    OverNinety { spoiled_points: u32 },
}

/// Puzzlers left and the table waits for the Lateral Master's choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PauseView {
    /// The seats that left, not yet gone on without.
    pub away: Vec<Seat>,
    /// Whether the Lateral Master may go on without them (a puzzler would still
    /// be at the table); else they wait or end the game.
    pub can_go_on: bool,
    /// The choice in a sentence, for the table.
    pub message: String,
}

/// Who the table waits for, and why, in a sentence (public facts only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaitingView {
    pub seat: Seat,
    pub reason: String,
}

/// How far the game is from each end (LP-3), for a table to explain it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndConditionsView {
    /// The puzzle's points spoiled so far (whole points, each part once).
    pub spoiled_points: u32,
    /// Every part spoiled ends the game; so does the Lateral Master's word once
    /// more than this many points are spoiled.
    pub over_ninety_at: u32,
    /// The Lateral Master has been asked about the 90 points (once per game).
    pub over_ninety_asked: bool,
    /// During extra rounds: how many are left after this one.
    pub extra_rounds_left: Option<u8>,
    /// The Lateral Master may end the game now as stalled (from round 2, nothing
    /// frozen).
    pub may_end_stalled: bool,
    /// Puzzlers at the table (neither away nor skipped).
    pub present_puzzlers: u8,
    /// Fewer than two puzzlers are at the table: the Lateral Master may end the
    /// game at any moment.
    pub too_few_puzzlers: bool,
}

/// What the puzzler whose turn it is has done on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnActView {
    /// Nothing yet: they ask a public question or play a card.
    None,
    /// A public question: the turn ends when it is answered.
    Asked,
    /// Cards: the turn ends with `end_turn`.
    Cards,
}

/// An invitation to rephrase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RephraseView {
    pub question: u32,
    pub seat: Seat,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Role,
    /// The viewer's seat, if seated.
    pub seat: Option<Seat>,
    pub players: u8,
    /// The Lateral Master's seat.
    pub lateral_master: Seat,
    /// The rules the match is played under (1: whole points rounded half up, no
    /// limit on given Sherlock Holmes cards; 2: tenths, the box's limit).
    pub rules_version: u32,
    pub puzzle: PuzzleView,
    pub round: u32,
    /// This round's order of play.
    pub order: Vec<Seat>,
    /// The order of the following rounds (a Queue card changes it).
    pub next_order: Vec<Seat>,
    pub toss: Vec<Toss>,
    /// Whose turn it is.
    pub turn: Option<Seat>,
    /// What the puzzler whose turn it is has done on it.
    pub turn_act: TurnActView,
    /// The question waiting for the Lateral Master.
    pub open_question: Option<u32>,
    pub rephrase: Option<RephraseView>,
    /// The freeze or decision the table waits for.
    pub hold: Option<HoldView>,
    /// Puzzlers left: the table waits for the Lateral Master's choice.
    pub pause: Option<PauseView>,
    /// Who the table waits for and why (`null` once over).
    pub waiting: Option<WaitingView>,
    pub questions: Vec<QuestionView>,
    pub spoilers: Vec<SpoilerView>,
    pub puzzlers: Vec<PuzzlerView>,
    /// The puzzle's points spoiled so far, each part counted once.
    pub spoiled_points: u32,
    pub extra_rounds_left: Option<u8>,
    pub end_conditions: EndConditionsView,
    /// Sherlock Holmes cards the Lateral Master may still give (`null`: no limit,
    /// rules version 1).
    pub sherlock_stock: Option<u8>,
    pub over: Option<EndReason>,
    pub winners: Vec<Seat>,
}
