//! What the `solver` and `planner` bots share about acting on the board: where a
//! token stands, what a move, a roll or a secret passage is worth given a value
//! per room (the best suggestion there, discounted per turn of travel), the
//! choice of a turn's action from those values, and the actions they build. Only
//! the view and the public board are read.

use sleuth_core::Seat;

use crate::board::{Board, Pos};
use crate::deck::{Card, Deck};
use crate::game::{Action, Edition};
use crate::view::{PhaseView, View};

/// Mean squares covered by one roll of the die.
const MEAN_ROLL: f64 = 3.5;

/// Where `seat`'s token stands, from the view.
pub(crate) fn position_of(board: &Board, view: &View, seat: Seat) -> Option<Pos> {
    let token = view.tokens.iter().find(|t| t.played_by == Some(seat))?;
    board.pos(&token.place)
}

/// What a move of `me`'s token this turn depends on besides the die, from the
/// public board: by square, whether another token stands there (tokens block,
/// HC-4), and whether `me`'s token may step diagonally (HC-8).
pub(crate) fn movement_context(board: &Board, view: &View, me: Seat) -> (Vec<bool>, bool) {
    let mut occupied = vec![false; board.width * board.height];
    for token in &view.tokens {
        if token.played_by != Some(me)
            && let Some(Pos::Square(idx)) = board.pos(&token.place)
        {
            occupied[usize::from(idx)] = true;
        }
    }
    let diagonal = view
        .tokens
        .iter()
        .find(|t| t.played_by == Some(me))
        .is_some_and(|t| t.moves_diagonally);
    (occupied, diagonal)
}

/// Expected turns (beyond the current one) before a suggestion in a room
/// `steps` away can be made, when moving now.
fn turns_for(steps: u32) -> f64 {
    if steps == u32::MAX {
        return f64::INFINITY;
    }
    ((f64::from(steps) - 2.0) / MEAN_ROLL).max(0.0)
}

/// A value per room (board order), and what it makes of the places a token
/// can reach this turn.
pub(crate) struct RoomValues<'a> {
    pub(crate) edition: &'a Edition,
    /// By room: what a suggestion there is worth (the best one).
    pub(crate) values: &'a [f64],
    /// Value kept per turn of travel before a suggestion can be made.
    pub(crate) discount_per_turn: f64,
}

impl RoomValues<'_> {
    fn discounted(&self, value: f64, turns: f64) -> f64 {
        if turns.is_infinite() {
            0.0
        } else {
            value * self.discount_per_turn.powf(turns)
        }
    }

    /// The value of standing on a corridor square at the end of this turn.
    pub(crate) fn square(&self, square: u16) -> f64 {
        self.values
            .iter()
            .enumerate()
            .map(|(r, &v)| {
                let d = self.edition.room_distances[r][usize::from(square)];
                let steps = if d == u16::MAX {
                    u32::MAX
                } else {
                    u32::from(d) + 1
                };
                self.discounted(v, 1.0 + turns_for(steps))
            })
            .fold(0.0, f64::max)
    }

    /// The value of a destination of this turn's move.
    pub(crate) fn destination(&self, to: Pos) -> f64 {
        match to {
            Pos::Room(r) => self.values[usize::from(r)],
            Pos::Square(idx) => self.square(idx),
        }
    }

    /// The expected value of rolling now: for each face of the die, the best of
    /// the destinations it gives (computed on the public board and tokens).
    pub(crate) fn roll(&self, view: &View, me: Seat, from: Pos) -> f64 {
        let board = &self.edition.board;
        let (occupied, diagonal) = movement_context(board, view, me);
        let stay = match from {
            Pos::Square(idx) => self.square(idx),
            Pos::Room(_) => 0.0,
        };
        let total: f64 = (1..=6u8)
            .map(|roll| {
                board
                    .destinations(from, roll, &occupied, diagonal)
                    .into_iter()
                    .map(|to| self.destination(to))
                    .fold(None, |best: Option<f64>, v| {
                        Some(best.map_or(v, |b| b.max(v)))
                    })
                    .unwrap_or(stay)
            })
            .sum();
        total / 6.0
    }

    /// `me`'s action for this view outside a refutation, each option valued by
    /// the rooms': just entered a room, suggest there (if legal) or end the
    /// turn; moving, the best destination; at the start of a turn, the best of
    /// suggesting where it stands, the secret passage, rolling and ending the
    /// turn (worth -1), the earlier on a tie. `suggest_in` is the suggestion
    /// the bot would make in a room. None when nothing applies (the bot then
    /// falls back).
    pub(crate) fn choose(
        &self,
        view: &View,
        legal: &[Action],
        me: Seat,
        suggest_in: impl Fn(usize) -> Action,
    ) -> Option<Action> {
        let board = &self.edition.board;
        let here = position_of(board, view, me)?;
        let can_suggest = legal.iter().any(|a| matches!(a, Action::Suggest { .. }));
        let suggest_here = match here {
            Pos::Room(r) if can_suggest => {
                let r = usize::from(r);
                Some((self.values[r], suggest_in(r)))
            }
            _ => None,
        };
        match &view.phase {
            PhaseView::InRoom { .. } => {
                Some(suggest_here.map_or(Action::EndTurn, |(_, action)| action))
            }
            PhaseView::Moving { .. } => {
                let mut best: Option<(f64, Action)> = None;
                for action in legal {
                    let Action::Move { to } = action else {
                        continue;
                    };
                    let Some(pos) = board.pos(to) else {
                        continue;
                    };
                    let value = self.destination(pos);
                    if best.as_ref().is_none_or(|(v, _)| value > *v) {
                        best = Some((value, action.clone()));
                    }
                }
                best.map(|(_, a)| a)
            }
            PhaseView::TurnStart { .. } => {
                let mut options: Vec<(f64, Action)> = Vec::new();
                if let Some(option) = suggest_here {
                    options.push(option);
                }
                if legal.contains(&Action::SecretPassage)
                    && let Pos::Room(r) = here
                    && let Some(to) = board.rooms[usize::from(r)].passage
                {
                    options.push((self.values[usize::from(to)], Action::SecretPassage));
                }
                if legal.contains(&Action::Roll) {
                    options.push((self.roll(view, me, here), Action::Roll));
                }
                options.push((-1.0, Action::EndTurn));
                options
                    .into_iter()
                    .fold(None, |best: Option<(f64, Action)>, (v, a)| match best {
                        Some((bv, _)) if bv >= v => best,
                        _ => Some((v, a)),
                    })
                    .map(|(_, a)| a)
            }
            PhaseView::Refuting { .. } | PhaseView::Over => None,
        }
    }
}

/// The action suggesting `person` with `article` in the room the token stands in.
pub(crate) fn suggest_action(deck: &Deck, person: Card, article: Card) -> Action {
    Action::Suggest {
        person: deck.name_of(person).to_owned(),
        article: deck.name_of(article).to_owned(),
    }
}

/// The cards the legal actions offer to show.
pub(crate) fn showable_cards(deck: &Deck, legal: &[Action]) -> Vec<Card> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Show { card } => deck.find(card),
            _ => None,
        })
        .collect()
}

/// The action showing `card`.
pub(crate) fn show_action(deck: &Deck, card: Card) -> Action {
    Action::Show {
        card: deck.name_of(card).to_owned(),
    }
}

/// A bot's own choice when it is legal; otherwise `fallback`'s, counted in
/// `fallbacks`.
pub(crate) fn legal_or_else(
    own: Option<Action>,
    legal: &[Action],
    fallbacks: &mut u64,
    fallback: impl FnOnce() -> Action,
) -> Action {
    match own {
        Some(action) if legal.contains(&action) => action,
        _ => {
            *fallbacks += 1;
            fallback()
        }
    }
}
