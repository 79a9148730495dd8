//! The `baseline` bot: a notebook player that sees only its `Turn` (its view and
//! legal actions) plus the public board. It deduces what it can from its hand, the
//! cards shown to it and the public log (who passed, who showed, hand sizes), walks
//! toward rooms worth suggesting in, suggests cards it has not eliminated, and
//! shows cards it has shown before when it can.

use std::sync::Arc;

use sleuth_core::{Bot, BotSpec, Seat, SleuthRng, Turn};

use crate::board::{Place, Pos};
use crate::deck::{Card, Category};
use crate::game::{Action, Edition, HaventACluedo};
use crate::view::{PhaseView, View};

pub fn baseline_bot_spec() -> BotSpec<HaventACluedo> {
    BotSpec {
        name: "baseline",
        description: "keeps a notebook, walks to rooms worth suggesting in, suggests cards it has not eliminated, reuses shown cards",
        make: |seed| Box::new(BaselineBot::new(seed)),
    }
}

/// The notebook player.
#[derive(Debug)]
pub struct BaselineBot {
    rng: SleuthRng,
    edition: Arc<Edition>,
}

impl BaselineBot {
    pub fn new(seed: u64) -> BaselineBot {
        BaselineBot::with_edition(Edition::shared(), seed)
    }

    pub fn with_edition(edition: Arc<Edition>, seed: u64) -> BaselineBot {
        BaselineBot {
            rng: SleuthRng::from_seed(seed),
            edition,
        }
    }
}

type Mask = u64;

fn bit(card: Card) -> Mask {
    1 << card.0
}

/// What a seat can deduce from its view.
#[derive(Clone, Debug)]
pub struct Notebook {
    /// By seat: cards known to be held / known not to be held.
    pub holds: Vec<Mask>,
    pub lacks: Vec<Mask>,
    /// Cards known to be in the envelope.
    pub envelope: Mask,
    /// By category: cards that may still be in the envelope.
    pub candidates: [Vec<Card>; 3],
    /// The notebook's owner.
    pub me: usize,
}

impl Notebook {
    pub fn from_view(edition: &Edition, seat: Seat, view: &View) -> Notebook {
        let deck = &edition.deck;
        let players = usize::from(view.players);
        let all: Mask = if deck.len() == 64 {
            Mask::MAX
        } else {
            (1 << deck.len()) - 1
        };
        let card = |name: &str| deck.find(name);
        let mut holds = vec![0; players];
        let mut lacks = vec![0; players];
        let mine: Mask = view
            .hand
            .iter()
            .flatten()
            .filter_map(|n| card(n))
            .map(bit)
            .sum();
        holds[seat.index()] = mine;
        lacks[seat.index()] = all & !mine;
        for shown in &view.shown_to_you {
            if let Some(c) = card(&shown.card) {
                holds[shown.by.index()] |= bit(c);
            }
        }
        // (seat, cards): the seat holds at least one of them.
        let mut constraints: Vec<(usize, Mask)> = Vec::new();
        for s in &view.suggestions {
            let named: Mask = [&s.person, &s.article, &s.room]
                .into_iter()
                .filter_map(|n| card(n))
                .map(bit)
                .sum();
            for p in &s.passed {
                lacks[p.index()] |= named;
            }
            if let Some(by) = s.shown_by {
                match s.card.as_deref().and_then(card) {
                    Some(c) => holds[by.index()] |= bit(c),
                    None => constraints.push((by.index(), named)),
                }
            } else if s.result == crate::game::SuggestionResult::NobodyShowed && s.by != seat {
                constraints.push((s.by.index(), named));
            }
        }
        let sizes: Vec<usize> = view.seats.iter().map(|s| s.hand_size).collect();
        let mut envelope: Mask = 0;
        loop {
            let before = (holds.clone(), lacks.clone(), envelope);
            let held_somewhere: Mask = holds.iter().fold(0, |a, h| a | h);
            for s in 0..players {
                lacks[s] |= held_somewhere & !holds[s];
                lacks[s] |= envelope;
                if holds[s].count_ones() as usize >= sizes[s] {
                    lacks[s] |= all & !holds[s];
                }
            }
            for &(s, named) in &constraints {
                let open = named & !lacks[s];
                if open.count_ones() == 1 {
                    holds[s] |= open;
                }
            }
            let lacked_by_all: Mask = lacks.iter().fold(all, |a, l| a & l);
            envelope |= lacked_by_all;
            let held_somewhere: Mask = holds.iter().fold(0, |a, h| a | h);
            for category in Category::ALL {
                let cat: Mask = deck.cards_of(category).map(bit).sum();
                let open = cat & !held_somewhere;
                if open.count_ones() == 1 {
                    envelope |= open;
                }
                if envelope & cat != 0 {
                    // The rest of the category is in someone's hand; a card all
                    // but one seat lack is that seat's.
                    for c in deck.cards_of(category).filter(|c| envelope & bit(*c) == 0) {
                        let could: Vec<usize> =
                            (0..players).filter(|s| lacks[*s] & bit(c) == 0).collect();
                        if could.len() == 1 {
                            holds[could[0]] |= bit(c);
                        }
                    }
                }
            }
            if (holds.clone(), lacks.clone(), envelope) == before {
                break;
            }
        }
        let held_somewhere: Mask = holds.iter().fold(0, |a, h| a | h);
        let candidates = Category::ALL.map(|category| {
            let in_envelope: Vec<Card> = deck
                .cards_of(category)
                .filter(|c| envelope & bit(*c) != 0)
                .collect();
            if in_envelope.is_empty() {
                deck.cards_of(category)
                    .filter(|c| held_somewhere & bit(*c) == 0)
                    .collect()
            } else {
                in_envelope
            }
        });
        Notebook {
            holds,
            lacks,
            envelope,
            candidates,
            me: seat.index(),
        }
    }

    pub fn solved(&self, category: Category) -> Option<Card> {
        let c = &self.candidates[category.index()];
        (c.len() == 1).then(|| c[0])
    }
}

impl BaselineBot {
    fn pick<T: Clone>(&mut self, items: &[T]) -> Option<T> {
        self.rng.choose(items).cloned()
    }

    /// Rooms worth suggesting in.
    fn target_rooms(&self, notebook: &Notebook) -> Vec<u8> {
        let deck = &self.edition.deck;
        let rooms = &notebook.candidates[Category::Room.index()];
        let all_solved = Category::ALL.iter().all(|c| notebook.solved(*c).is_some());
        let mut targets: Vec<u8> = rooms.iter().map(|c| deck.rank(*c) as u8).collect();
        if rooms.len() == 1 && !all_solved {
            // The room is known: ask about the rest in it or in a room of our own
            // hand, where nobody can answer with the room card.
            let mine = notebook.holds[notebook.me];
            targets.extend(
                deck.cards_of(Category::Room)
                    .filter(|c| mine & bit(*c) != 0)
                    .map(|c| deck.rank(c) as u8),
            );
        }
        targets
    }

    fn suggestion(&mut self, notebook: &Notebook) -> (String, String) {
        let edition = Arc::clone(&self.edition);
        let deck = &edition.deck;
        let person = self
            .pick(&notebook.candidates[Category::Person.index()])
            .unwrap_or(deck.card(Category::Person, 0));
        let article = self
            .pick(&notebook.candidates[Category::Article.index()])
            .unwrap_or(deck.card(Category::Article, 0));
        (
            deck.name_of(person).to_owned(),
            deck.name_of(article).to_owned(),
        )
    }

    fn room_of(&self, place: &Place) -> Option<u8> {
        match self.edition.board.pos(place) {
            Some(Pos::Room(r)) => Some(r),
            _ => None,
        }
    }

    fn choose_move(&mut self, legal: &[Action], targets: &[u8]) -> Option<Action> {
        let edition = Arc::clone(&self.edition);
        let board = &edition.board;
        let places: Vec<&Place> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Move { to } => Some(to),
                _ => None,
            })
            .collect();
        let good_rooms: Vec<&Place> = places
            .iter()
            .copied()
            .filter(|p| self.room_of(p).is_some_and(|r| targets.contains(&r)))
            .collect();
        if let Some(place) = self.pick(&good_rooms) {
            return Some(Action::Move { to: place.clone() });
        }
        let distance = |place: &Place| -> u16 {
            match board.pos(place) {
                Some(Pos::Square(idx)) => targets
                    .iter()
                    .map(|r| edition.room_distances[usize::from(*r)][usize::from(idx)])
                    .min()
                    .unwrap_or(u16::MAX),
                _ => u16::MAX,
            }
        };
        let best = places.iter().map(|p| distance(p)).min()?;
        let nearest: Vec<&Place> = places
            .iter()
            .copied()
            .filter(|p| distance(p) == best)
            .collect();
        if best == u16::MAX || best > 6 {
            // Far from every room worth it: any room still asks about the rest.
            let rooms: Vec<&Place> = places
                .iter()
                .copied()
                .filter(|p| matches!(p, Place::Room(_)))
                .collect();
            if let Some(place) = self.pick(&rooms) {
                return Some(Action::Move { to: place.clone() });
            }
        }
        self.pick(&nearest).map(|p| Action::Move { to: p.clone() })
    }

    fn choose_show(&mut self, view: &View, legal: &[Action]) -> Option<Action> {
        let suggester = match view.phase {
            PhaseView::Refuting { suggester, .. } => Some(suggester),
            _ => None,
        };
        let cards: Vec<&String> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Show { card } => Some(card),
                _ => None,
            })
            .collect();
        let shown_to = |card: &str, to: Option<Seat>| {
            view.shown_by_you
                .iter()
                .any(|s| s.card == card && (to.is_none() || Some(s.to) == to))
        };
        let again: Vec<&String> = cards
            .iter()
            .copied()
            .filter(|c| shown_to(c, suggester))
            .collect();
        let before: Vec<&String> = cards
            .iter()
            .copied()
            .filter(|c| shown_to(c, None))
            .collect();
        let pick = if !again.is_empty() {
            self.pick(&again)
        } else if !before.is_empty() {
            self.pick(&before)
        } else {
            self.pick(&cards)
        };
        pick.map(|c| Action::Show { card: c.clone() })
    }

    fn decide(&mut self, seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
        let notebook = Notebook::from_view(&self.edition, seat, view);
        let targets = self.target_rooms(&notebook);
        let my_room = view
            .tokens
            .iter()
            .find(|t| t.played_by == Some(seat))
            .and_then(|t| self.room_of(&t.place));
        let can_suggest = legal.iter().any(|a| matches!(a, Action::Suggest { .. }));
        let suggest = |bot: &mut BaselineBot| {
            let (person, article) = bot.suggestion(&notebook);
            Some(Action::Suggest { person, article })
        };
        match &view.phase {
            PhaseView::Refuting { .. } => self.choose_show(view, legal),
            PhaseView::Moving { .. } => self.choose_move(legal, &targets),
            PhaseView::InRoom { .. } => {
                let useful = my_room.is_some_and(|r| targets.contains(&r))
                    || notebook.solved(Category::Person).is_none()
                    || notebook.solved(Category::Article).is_none();
                if can_suggest && useful {
                    suggest(self)
                } else {
                    Some(Action::EndTurn)
                }
            }
            PhaseView::TurnStart { .. } => {
                if can_suggest && my_room.is_some_and(|r| targets.contains(&r)) {
                    return suggest(self);
                }
                let passage_to =
                    my_room.and_then(|r| self.edition.board.rooms[usize::from(r)].passage);
                if legal.contains(&Action::SecretPassage)
                    && passage_to.is_some_and(|r| targets.contains(&r))
                {
                    return Some(Action::SecretPassage);
                }
                if legal.contains(&Action::Roll) {
                    return Some(Action::Roll);
                }
                Some(Action::EndTurn)
            }
            PhaseView::Over => None,
        }
    }
}

impl Bot<HaventACluedo> for BaselineBot {
    fn choose(&mut self, turn: &Turn<'_, HaventACluedo>) -> Action {
        // The view lists the legal actions too (`your_actions`).
        let view = turn.view();
        let legal = &view.your_actions;
        match self.decide(turn.seat(), &view, legal) {
            Some(action) if legal.contains(&action) => action,
            _ => self.pick(legal).unwrap_or(Action::EndTurn),
        }
    }
}
