//! Views: what one viewer may see, a pure function of (state, viewer). A seat sees
//! the public table plus its own hand, the cards shown to it and by it, and what it
//! may do; nobody sees another seat's cards or the envelope until the game is over,
//! and then only `Viewer::Everyone`.

use serde::{Deserialize, Serialize};
use sleuth_core::{Outcome, Seat, SeatSet, Viewer};

use crate::board::{Place, Pos};
use crate::deck::Card;
use crate::game::{Action, HaventACluedo, Phase, SuggestionResult};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: u8,
    pub burgess_goes_diagonal: bool,
    pub round_limit: u32,
    /// The current turn, from 1.
    pub turn: u32,
    pub seats: Vec<SeatView>,
    /// The seats in turn order (ruling HC-3: the fixed order of their persons).
    /// Absent in views written before players chose characters: seat order.
    #[serde(default)]
    pub turn_order: Vec<Seat>,
    /// Every person's token, played or not, in turn order.
    pub tokens: Vec<TokenView>,
    pub phase: PhaseView,
    pub to_move: SeatSet,
    /// The roll being moved, and where it can take the token (public: anyone can
    /// count squares), so a UI can highlight them.
    pub roll: Option<u8>,
    pub destinations: Vec<Place>,
    /// The viewer's own cards (seats only).
    pub hand: Option<Vec<String>>,
    pub shown_to_you: Vec<ShownToYou>,
    pub shown_by_you: Vec<ShownByYou>,
    /// The public log of suggestions.
    pub suggestions: Vec<SuggestionView>,
    /// What the viewer may do now, with every legal destination and suggestion.
    pub your_actions: Vec<Action>,
    /// After the game, for `Viewer::Everyone` only.
    pub envelope: Option<Vec<String>>,
    pub hands: Option<Vec<Vec<String>>>,
    pub outcome: Option<Outcome>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub person: String,
    pub hand_size: usize,
    /// The room this seat was moved into by another's suggestion since its last
    /// turn: it may suggest there without moving (ruling HC-5).
    pub summoned_to: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenView {
    pub person: String,
    pub played_by: Option<Seat>,
    pub place: Place,
    /// Ruling HC-8 in force for this token.
    pub moves_diagonally: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    /// `seat` may roll, take a passage, suggest if summoned, or end the turn.
    TurnStart {
        seat: Seat,
    },
    Moving {
        seat: Seat,
        roll: u8,
    },
    /// `seat` entered `room` this turn and may suggest there.
    InRoom {
        seat: Seat,
        room: String,
    },
    Refuting {
        suggester: Seat,
        refuter: Seat,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownToYou {
    /// Index into `suggestions`.
    pub suggestion: usize,
    pub by: Seat,
    pub card: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownByYou {
    pub suggestion: usize,
    pub to: Seat,
    pub card: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuggestionView {
    pub turn: u32,
    pub by: Seat,
    pub person: String,
    pub article: String,
    pub room: String,
    /// Where the named person's token was taken from, if it moved.
    pub summoned_from: Option<Place>,
    /// Seats that had none of the three, in the order asked.
    pub passed: Vec<Seat>,
    pub shown_by: Option<Seat>,
    /// Which card: only for the suggester and the seat that showed it (and for
    /// everyone after the game).
    pub card: Option<String>,
    pub result: SuggestionResult,
}

pub(crate) fn view(game: &HaventACluedo, viewer: Viewer) -> View {
    let edition = &game.edition;
    let board = &edition.board;
    let players = game.players();
    let over = game.phase == Phase::Over;
    let reveal = over && viewer == Viewer::Everyone;
    let me = match viewer {
        Viewer::Seat(seat) if seat.index() < players => Some(seat),
        _ => None,
    };
    let names = |cards: &[Card]| {
        cards
            .iter()
            .map(|c| edition.card_name(*c))
            .collect::<Vec<_>>()
    };

    let seats = (0..players)
        .map(|s| SeatView {
            seat: Seat(s as u8),
            person: edition.person_name(game.person_of[s]).to_owned(),
            hand_size: game.hands[s].len(),
            summoned_to: game.summoned[s].map(|r| edition.room_name(r).to_owned()),
        })
        .collect();
    let tokens = game
        .tokens
        .iter()
        .enumerate()
        .map(|(p, pos)| TokenView {
            person: edition.person_name(p).to_owned(),
            played_by: game.seat_of(p),
            place: board.place(*pos),
            moves_diagonally: game.moves_diagonally(p),
        })
        .collect();
    let phase = match &game.phase {
        Phase::Start => PhaseView::TurnStart { seat: game.current },
        Phase::Moving { roll, .. } => PhaseView::Moving {
            seat: game.current,
            roll: *roll,
        },
        Phase::InRoom => PhaseView::InRoom {
            seat: game.current,
            room: match game.tokens[game.person_of(game.current)] {
                Pos::Room(r) => edition.room_name(r).to_owned(),
                Pos::Square(_) => String::new(),
            },
        },
        Phase::Refuting { refuter } => PhaseView::Refuting {
            suggester: game.current,
            refuter: *refuter,
        },
        Phase::Over => PhaseView::Over,
    };
    let destinations = match &game.phase {
        Phase::Moving { destinations, .. } => {
            destinations.iter().map(|d| board.place(*d)).collect()
        }
        _ => Vec::new(),
    };

    let mut shown_to_you = Vec::new();
    let mut shown_by_you = Vec::new();
    let mut suggestions = Vec::with_capacity(game.log.len());
    for (i, entry) in game.log.iter().enumerate() {
        let involved = me.is_some() && (me == Some(entry.seat) || me == entry.shown_by);
        if let (Some(me), Some(by), Some(card)) = (me, entry.shown_by, entry.shown) {
            if me == entry.seat {
                shown_to_you.push(ShownToYou {
                    suggestion: i,
                    by,
                    card: edition.card_name(card),
                });
            } else if me == by {
                shown_by_you.push(ShownByYou {
                    suggestion: i,
                    to: entry.seat,
                    card: edition.card_name(card),
                });
            }
        }
        suggestions.push(SuggestionView {
            turn: entry.turn,
            by: entry.seat,
            person: edition.card_name(entry.cards[0]),
            article: edition.card_name(entry.cards[1]),
            room: edition.card_name(entry.cards[2]),
            summoned_from: entry.summoned_from.map(|p| board.place(p)),
            passed: entry.passed.clone(),
            shown_by: entry.shown_by,
            card: entry
                .shown
                .filter(|_| involved || reveal)
                .map(|c| edition.card_name(c)),
            result: entry.result,
        });
    }

    View {
        viewer,
        players: players as u8,
        burgess_goes_diagonal: game.config.burgess_goes_diagonal,
        round_limit: game.config.round_limit,
        turn: game.turn,
        seats,
        turn_order: game.order.clone(),
        tokens,
        phase,
        to_move: game.to_move(),
        roll: game.last_roll,
        destinations,
        hand: me.map(|s| names(&game.hands[s.index()])),
        shown_to_you,
        shown_by_you,
        suggestions,
        your_actions: me.map(|s| game.legal_actions(s)).unwrap_or_default(),
        envelope: reveal.then(|| names(&game.envelope)),
        hands: reveal.then(|| game.hands.iter().map(|h| names(h)).collect()),
        outcome: game.outcome(),
    }
}
