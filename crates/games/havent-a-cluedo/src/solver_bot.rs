//! The `solver` bot: reads only its `Turn` (its view and legal actions) and the
//! public board. Once per change of its knowledge it counts every consistent
//! deal exactly (`sleuth-deduction`) and draws deals uniformly from them; from
//! those it scores every suggestion in every room by the expected drop in the
//! envelope's uncertainty plus its chance of winning at once (ruling HC-7: a
//! suggestion nobody answers, with none of the three in the suggester's hand, is
//! the envelope). It walks toward the room whose best suggestion is worth the
//! travel, takes passages when they pay, suggests the envelope as soon as it is
//! certain and it stands in the envelope's room, and when it must show a card
//! shows the one that tells the suggester least.

use std::sync::Arc;

use sleuth_core::{Bot, BotSpec, Seat, SleuthRng, Turn, Viewer};
use sleuth_deduction::engine::{self, iter_bits};

use crate::board::{Board, Pos};
use crate::bot::BaselineBot;
use crate::deck::{Card, Category};
use crate::game::{Action, Edition, HaventACluedo};
use crate::solver::{Perspective, knowledge_from_view_with, solve_options};
use crate::view::{PhaseView, SuggestionView, View};

pub fn solver_bot_spec() -> BotSpec<HaventACluedo> {
    BotSpec {
        name: "solver",
        description: "counts every deal consistent with what it has seen, suggests what it expects to narrow the envelope most (or to win outright), walks to the room where that is worth the trip, suggests the envelope once it is certain, and shows the card that tells the least",
        make: |seed| Box::new(SolverBot::new(seed)),
    }
}

/// Deals drawn per change of knowledge to score suggestions.
pub const SAMPLED_DEALS: usize = 800;
/// A win now is worth this many bits on top of the information it gives.
/// Games are short races (most are won by a suggestion made before the
/// winner was certain), so the chance of winning at once weighs heavily:
/// 40 scored best of 2, 6, 15, 40, 150 and 1000 in 1000-game 4-player
/// tournaments (33.0% against 29.4-31.6%).
pub const WIN_BONUS_BITS: f64 = 40.0;
/// Value kept per turn of travel before a suggestion can be made.
pub const DISCOUNT_PER_TURN: f64 = 0.6;
/// Mean squares covered by one roll of the die.
const MEAN_ROLL: f64 = 3.5;

/// What the bot made of one state of its knowledge.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The envelope, when only one triple is possible.
    pub certain: Option<[Card; 3]>,
    /// Per card, the exact probability that it is in the envelope.
    pub envelope_probability: Vec<f64>,
    /// Per room (board order): the best suggestion there and its score.
    pub best_in_room: Vec<Scored>,
}

/// A suggestion (in a room) and what it is expected to bring.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scored {
    pub person: Card,
    pub article: Card,
    /// Probability that it wins at once.
    pub win: f64,
    /// Expected drop of the envelope's uncertainty, in bits.
    pub information: f64,
    pub score: f64,
}

/// Deals sampled from the knowledge, in the compact form the scoring needs.
pub(crate) struct Deals {
    /// Per deal, the holder of every card (`players` = envelope).
    pub(crate) holders: Vec<Vec<u8>>,
    /// Per deal, its envelope (person, article, room).
    pub(crate) envelopes: Vec<[u8; 3]>,
    /// The cards of each category.
    pub(crate) categories: [Vec<usize>; 3],
}

fn entropy_bits(weights: &[f64], total: f64) -> f64 {
    if total <= 0.0 {
        return 0.0;
    }
    weights
        .iter()
        .filter(|&&w| w > 0.0)
        .map(|&w| {
            let p = w / total;
            -p * p.log2()
        })
        .sum()
}

/// The `solver` bot.
#[derive(Debug)]
pub struct SolverBot {
    rng: SleuthRng,
    edition: Arc<Edition>,
    fallback: BaselineBot,
    cache: Option<(KnowledgeKey, Arc<Analysis>)>,
    /// Analyses computed (for measurements).
    pub analyses: u64,
    /// Decisions handed to the baseline bot because the solver had none that
    /// was legal (tests expect none).
    pub fallbacks: u64,
}

/// Everything of the view the knowledge depends on.
#[derive(Clone, Debug, PartialEq)]
struct KnowledgeKey {
    viewer: Viewer,
    hand: Option<Vec<String>>,
    suggestions: Vec<SuggestionView>,
}

impl SolverBot {
    pub fn new(seed: u64) -> SolverBot {
        SolverBot::with_edition(Edition::shared(), seed)
    }

    pub fn with_edition(edition: Arc<Edition>, seed: u64) -> SolverBot {
        SolverBot {
            rng: SleuthRng::from_seed(seed),
            fallback: BaselineBot::with_edition(Arc::clone(&edition), seed ^ 0x5017),
            edition,
            cache: None,
            analyses: 0,
            fallbacks: 0,
        }
    }

    /// The analysis of this view's knowledge (cached until it changes).
    pub fn analysis(&mut self, view: &View) -> Option<Arc<Analysis>> {
        let key = KnowledgeKey {
            viewer: view.viewer,
            hand: view.hand.clone(),
            suggestions: view.suggestions.clone(),
        };
        if let Some((k, a)) = &self.cache
            && *k == key
        {
            return Some(Arc::clone(a));
        }
        let analysis = Arc::new(self.analyse(view)?);
        self.analyses += 1;
        self.cache = Some((key, Arc::clone(&analysis)));
        Some(analysis)
    }

    fn analyse(&mut self, view: &View) -> Option<Analysis> {
        let edition = Arc::clone(&self.edition);
        let deck = &edition.deck;
        let me = match view.viewer {
            Viewer::Seat(s) => s,
            _ => return None,
        };
        let k = knowledge_from_view_with(deck, view, Perspective::Viewer).ok()?;
        let players = k.players.len();
        let problem = sleuth_deduction::reduced_problem(&k).ok()?;
        let sample = engine::sample_deals(
            &problem,
            SAMPLED_DEALS,
            solve_options().state_budget,
            &mut self.rng,
        )
        .ok()?;
        let total = sample.counts.total;
        if total == 0 {
            return None;
        }
        let env = players;
        let envelope_probability: Vec<f64> = sample
            .counts
            .per_card
            .iter()
            .map(|row| row[env] as f64 / total as f64)
            .collect();
        let possible = |category: Category| -> Vec<Card> {
            deck.cards_of(category)
                .filter(|c| sample.counts.per_card[c.index()][env] > 0)
                .collect()
        };
        let certain = match (
            possible(Category::Person).as_slice(),
            possible(Category::Article).as_slice(),
            possible(Category::Room).as_slice(),
        ) {
            ([p], [a], [r]) => Some([*p, *a, *r]),
            _ => None,
        };
        let envelopes = sample
            .deals
            .iter()
            .map(|d| {
                let mut e = [0u8; 3];
                for (c, &h) in d.iter().enumerate() {
                    if usize::from(h) == env {
                        e[deck.category(Card(c as u8)).index()] = c as u8;
                    }
                }
                e
            })
            .collect();
        let deals = Deals {
            holders: sample.deals,
            envelopes,
            categories: Category::ALL.map(|cat| deck.cards_of(cat).map(Card::index).collect()),
        };
        let mine: u64 = view
            .hand
            .iter()
            .flatten()
            .filter_map(|n| deck.find(n))
            .fold(0, |m, c| m | 1 << c.0);
        let asked = asked_after(view, me, players);
        let best_in_room = deck
            .cards_of(Category::Room)
            .map(|room| self.best_suggestion(&deals, &asked, players, mine, room, certain))
            .collect();
        Some(Analysis {
            certain,
            envelope_probability,
            best_in_room,
        })
    }

    /// The best suggestion in `room` by score.
    fn best_suggestion(
        &self,
        deals: &Deals,
        asked: &[usize],
        players: usize,
        mine: u64,
        room: Card,
        certain: Option<[Card; 3]>,
    ) -> Scored {
        let deck = &self.edition.deck;
        let mut best: Option<Scored> = None;
        for person in deck.cards_of(Category::Person) {
            for article in deck.cards_of(Category::Article) {
                let cards = [person, article, room];
                let mut s = score(deals, asked, players, mine, cards, deck.len());
                if certain == Some(cards) {
                    // Exact: the envelope is known, this suggestion wins.
                    s.win = 1.0;
                    s.score = s.information + WIN_BONUS_BITS;
                }
                if best.is_none_or(|b| s.score > b.score) {
                    best = Some(s);
                }
            }
        }
        best.unwrap_or(Scored {
            person: deck.card(Category::Person, 0),
            article: deck.card(Category::Article, 0),
            win: 0.0,
            information: 0.0,
            score: 0.0,
        })
    }

    /// Expected turns (beyond the current one) before a suggestion in a room
    /// `steps` away can be made, when moving now.
    fn turns_for(steps: u32) -> f64 {
        if steps == u32::MAX {
            return f64::INFINITY;
        }
        ((f64::from(steps) - 2.0) / MEAN_ROLL).max(0.0)
    }

    fn discounted(score: f64, turns: f64) -> f64 {
        if turns.is_infinite() {
            0.0
        } else {
            score * DISCOUNT_PER_TURN.powf(turns)
        }
    }

    /// The value of standing on a corridor square at the end of this turn.
    fn square_value(&self, analysis: &Analysis, square: u16) -> f64 {
        (0..analysis.best_in_room.len())
            .map(|r| {
                let d = self.edition.room_distances[r][usize::from(square)];
                let steps = if d == u16::MAX {
                    u32::MAX
                } else {
                    u32::from(d) + 1
                };
                Self::discounted(analysis.best_in_room[r].score, 1.0 + Self::turns_for(steps))
            })
            .fold(0.0, f64::max)
    }

    /// The value of a destination of this turn's move.
    fn destination_value(&self, analysis: &Analysis, to: Pos) -> f64 {
        match to {
            Pos::Room(r) => analysis.best_in_room[usize::from(r)].score,
            Pos::Square(idx) => self.square_value(analysis, idx),
        }
    }

    /// The expected value of rolling now: for each face of the die, the best of
    /// the destinations it gives (computed on the public board and tokens).
    fn roll_value(&self, analysis: &Analysis, view: &View, me: Seat, from: Pos) -> f64 {
        let board = &self.edition.board;
        let (occupied, diagonal) = movement_context(board, view, me);
        let stay = match from {
            Pos::Square(idx) => self.square_value(analysis, idx),
            Pos::Room(_) => 0.0,
        };
        let total: f64 = (1..=6u8)
            .map(|roll| {
                board
                    .destinations(from, roll, &occupied, diagonal)
                    .into_iter()
                    .map(|to| self.destination_value(analysis, to))
                    .fold(None, |best: Option<f64>, v| {
                        Some(best.map_or(v, |b| b.max(v)))
                    })
                    .unwrap_or(stay)
            })
            .sum();
        total / 6.0
    }

    fn suggest_action(&self, s: &Scored) -> Action {
        let deck = &self.edition.deck;
        Action::Suggest {
            person: deck.name_of(s.person).to_owned(),
            article: deck.name_of(s.article).to_owned(),
        }
    }

    pub(crate) fn choose_show(&mut self, view: &View, legal: &[Action]) -> Option<Action> {
        let deck = &self.edition.deck;
        let PhaseView::Refuting { suggester, .. } = view.phase else {
            return None;
        };
        let cards: Vec<Card> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Show { card } => deck.find(card),
                _ => None,
            })
            .collect();
        if cards.len() <= 1 {
            return cards.first().map(|c| Action::Show {
                card: deck.name_of(*c).to_owned(),
            });
        }
        // What the suggester surely knows: the public log and what we showed it.
        let k = knowledge_from_view_with(deck, view, Perspective::PublicFor { to: suggester });
        let me = match view.viewer {
            Viewer::Seat(s) => s.index(),
            _ => return None,
        };
        let known = k
            .ok()
            .and_then(|k| sleuth_deduction::solve(&k, &solve_options()).ok());
        let likely = |c: Card| known.as_ref().map_or(0.0, |s| s.probability(c.index(), me));
        // Least surprising first: the card the suggester most expects us to hold
        // (1 for one already shown to it).
        let best = cards
            .iter()
            .copied()
            .max_by(|a, b| likely(*a).total_cmp(&likely(*b)).then(b.cmp(a)))?;
        Some(Action::Show {
            card: deck.name_of(best).to_owned(),
        })
    }

    /// The solver's own choice for this view, legal or not (`choose` checks).
    pub fn decide(&mut self, view: &View, legal: &[Action]) -> Option<Action> {
        if let PhaseView::Refuting { .. } = view.phase {
            return self.choose_show(view, legal);
        }
        let me = match view.viewer {
            Viewer::Seat(s) => s,
            _ => return None,
        };
        let analysis = self.analysis(view)?;
        let here = self
            .edition
            .board
            .pos(&view.tokens.iter().find(|t| t.played_by == Some(me))?.place)?;
        let can_suggest = legal.iter().any(|a| matches!(a, Action::Suggest { .. }));
        let suggest_here = match here {
            Pos::Room(r) if can_suggest => Some(analysis.best_in_room[usize::from(r)]),
            _ => None,
        };
        match &view.phase {
            PhaseView::InRoom { .. } => Some(
                suggest_here
                    .map(|s| self.suggest_action(&s))
                    .unwrap_or(Action::EndTurn),
            ),
            PhaseView::Moving { .. } => {
                let mut best: Option<(f64, Action)> = None;
                for action in legal {
                    let Action::Move { to } = action else {
                        continue;
                    };
                    let Some(pos) = self.edition.board.pos(to) else {
                        continue;
                    };
                    let value = self.destination_value(&analysis, pos);
                    if best.as_ref().is_none_or(|(v, _)| value > *v) {
                        best = Some((value, action.clone()));
                    }
                }
                best.map(|(_, a)| a)
            }
            PhaseView::TurnStart { .. } => {
                let mut options: Vec<(f64, Action)> = Vec::new();
                if let Some(s) = suggest_here {
                    options.push((s.score, self.suggest_action(&s)));
                }
                if legal.contains(&Action::SecretPassage)
                    && let Pos::Room(r) = here
                    && let Some(to) = self.edition.board.rooms[usize::from(r)].passage
                {
                    options.push((
                        analysis.best_in_room[usize::from(to)].score,
                        Action::SecretPassage,
                    ));
                }
                if legal.contains(&Action::Roll) {
                    options.push((self.roll_value(&analysis, view, me, here), Action::Roll));
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

/// Scores one suggestion on the sampled deals: the refuter is the first seat
/// to the suggester's left holding any of the three, and shows one of its
/// matching cards (modelled as equally likely); the suggester sees it.
/// The other seats in the order a suggestion of `me` asks them: after `me` in turn
/// order (ruling HC-6), from the view's `turn_order` (seat order if absent).
pub(crate) fn asked_after(view: &View, me: Seat, players: usize) -> Vec<usize> {
    let order: Vec<usize> = if view.turn_order.len() == players {
        view.turn_order.iter().map(|s| s.index()).collect()
    } else {
        (0..players).collect()
    };
    let at = order.iter().position(|s| *s == me.index()).unwrap_or(0);
    (1..players)
        .map(|step| order[(at + step) % players])
        .collect()
}

/// `asked`: the other seats in the order the suggestion asks them.
pub(crate) fn score(
    deals: &Deals,
    asked: &[usize],
    players: usize,
    mine: u64,
    cards: [Card; 3],
    n: usize,
) -> Scored {
    // Outcome 0: nobody shows; 1 + 3 * (step - 1) + k: the seat `step` places to
    // the left shows cards[k].
    let outcomes = 1 + 3 * players;
    let mut weight = vec![0.0f64; outcomes];
    let mut env = vec![0.0f64; outcomes * n];
    let mut prior = vec![0.0f64; n];
    let holds_mine = cards.iter().any(|c| mine & (1 << c.0) != 0);
    let mut wins = 0.0;
    for (d, e) in deals.holders.iter().zip(&deals.envelopes) {
        for &c in e {
            prior[usize::from(c)] += 1.0;
        }
        let mut outcome = 0;
        let mut matching = 0u64;
        for (i, &seat) in asked.iter().enumerate() {
            let step = i + 1;
            let m = cards
                .iter()
                .enumerate()
                .filter(|(_, c)| usize::from(d[c.index()]) == seat)
                .fold(0u64, |m, (k, _)| m | 1 << k);
            if m != 0 {
                outcome = 1 + 3 * (step - 1);
                matching = m;
                break;
            }
        }
        if outcome == 0 {
            weight[0] += 1.0;
            for &c in e {
                env[usize::from(c)] += 1.0;
            }
            if !holds_mine && *e == [cards[0].0, cards[1].0, cards[2].0] {
                wins += 1.0;
            }
        } else {
            let share = 1.0 / f64::from(matching.count_ones());
            for k in iter_bits(matching) {
                let g = outcome + k;
                weight[g] += share;
                for &c in e {
                    env[g * n + usize::from(c)] += share;
                }
            }
        }
    }
    let total = deals.holders.len() as f64;
    let spread = |w: &[f64], t: f64| -> f64 {
        // Sum over the three categories of the entropy of the envelope's card.
        deals
            .categories
            .iter()
            .map(|cards| {
                let ws: Vec<f64> = cards.iter().map(|&c| w[c]).collect();
                entropy_bits(&ws, t)
            })
            .sum()
    };
    let before = spread(&prior, total);
    let after: f64 = (0..outcomes)
        .filter(|&g| weight[g] > 0.0)
        .map(|g| weight[g] / total * spread(&env[g * n..(g + 1) * n], weight[g]))
        .sum();
    let information = (before - after).max(0.0);
    let win = if total > 0.0 { wins / total } else { 0.0 };
    Scored {
        person: cards[0],
        article: cards[1],
        win,
        information,
        score: information + WIN_BONUS_BITS * win,
    }
}

impl Bot<HaventACluedo> for SolverBot {
    fn choose(&mut self, turn: &Turn<'_, HaventACluedo>) -> Action {
        let view = turn.view();
        let legal = &view.your_actions;
        match self.decide(&view, legal) {
            Some(action) if legal.contains(&action) => action,
            _ => {
                self.fallbacks += 1;
                self.fallback.choose(turn)
            }
        }
    }
}
