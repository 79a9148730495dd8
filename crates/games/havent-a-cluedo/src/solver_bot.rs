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

use sleuth_core::{Bot, BotSpec, SleuthRng, Turn};
use sleuth_deduction::engine::iter_bits;

use crate::bot::BaselineBot;
use crate::deck::{Card, Category};
use crate::game::{Action, Edition, HaventACluedo};
use crate::sampled_deals::{
    AnalysisCache, Deals, asked_after, cached_analysis, certain_envelope, draw_deals,
    first_refuter, hand_mask, viewer_seat,
};
use crate::solver::{Perspective, knowledge_from_view_with, solve_options};
use crate::turn_choice::{RoomValues, legal_or_else, show_action, showable_cards, suggest_action};
use crate::view::{PhaseView, View};

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
    cache: AnalysisCache<Analysis>,
    /// Analyses computed (for measurements).
    pub analyses: u64,
    /// Decisions handed to the baseline bot because the solver had none that
    /// was legal (tests expect none).
    pub fallbacks: u64,
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
            cache: AnalysisCache::default(),
            analyses: 0,
            fallbacks: 0,
        }
    }

    /// The analysis of this view's knowledge (cached until it changes).
    pub fn analysis(&mut self, view: &View) -> Option<Arc<Analysis>> {
        cached_analysis(self, view, |b| &mut b.cache, Self::analyse)
    }

    fn analyse(&mut self, view: &View) -> Option<Analysis> {
        let deck = &self.edition.deck;
        let me = viewer_seat(view)?;
        let (players, sample) = draw_deals(
            deck,
            view,
            Perspective::Viewer,
            SAMPLED_DEALS,
            &mut self.rng,
        )?;
        let total = sample.counts.total;
        let env = players;
        let envelope_probability: Vec<f64> = sample
            .counts
            .per_card
            .iter()
            .map(|row| row[env] as f64 / total as f64)
            .collect();
        let certain = certain_envelope(deck, &sample.counts, env);
        let deals = Deals::new(deck, players, sample.deals);
        let mine = hand_mask(deck, view);
        let asked = asked_after(view, me, players);
        let best_in_room = deck
            .cards_of(Category::Room)
            .map(|room| self.best_suggestion(&deals, &asked, players, mine, room, certain))
            .collect();
        self.analyses += 1;
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

    pub(crate) fn choose_show(&mut self, view: &View, legal: &[Action]) -> Option<Action> {
        let deck = &self.edition.deck;
        let PhaseView::Refuting { suggester, .. } = view.phase else {
            return None;
        };
        let cards = showable_cards(deck, legal);
        if cards.len() <= 1 {
            return cards.first().map(|c| show_action(deck, *c));
        }
        // What the suggester surely knows: the public log and what we showed it.
        let k = knowledge_from_view_with(deck, view, Perspective::PublicFor { to: suggester });
        let me = viewer_seat(view)?.index();
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
        Some(show_action(deck, best))
    }

    /// The solver's own choice for this view, legal or not (`choose` checks).
    pub fn decide(&mut self, view: &View, legal: &[Action]) -> Option<Action> {
        if let PhaseView::Refuting { .. } = view.phase {
            return self.choose_show(view, legal);
        }
        let me = viewer_seat(view)?;
        let analysis = self.analysis(view)?;
        let values: Vec<f64> = analysis.best_in_room.iter().map(|s| s.score).collect();
        let rooms = RoomValues {
            edition: &self.edition,
            values: &values,
            discount_per_turn: DISCOUNT_PER_TURN,
        };
        let deck = &self.edition.deck;
        rooms.choose(view, legal, me, |r| {
            let best = &analysis.best_in_room[r];
            suggest_action(deck, best.person, best.article)
        })
    }
}

/// Scores one suggestion on the sampled deals: the refuter is the first seat
/// to the suggester's left holding any of the three, and shows one of its
/// matching cards (modelled as equally likely); the suggester sees it.
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
        let (outcome, matching) = match first_refuter(d, asked, &cards) {
            Some((place, matching)) => (1 + 3 * place, matching),
            None => (0, 0),
        };
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
        let own = self.decide(&view, &view.your_actions);
        legal_or_else(own, &view.your_actions, &mut self.fallbacks, || {
            self.fallback.choose(turn)
        })
    }
}
