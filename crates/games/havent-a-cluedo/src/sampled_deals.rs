//! What the `solver` and `planner` bots share about a seat's knowledge: deals
//! drawn uniformly from what a view tells (`sleuth-deduction`), the envelope
//! when only one triple is left, the compact form the suggestion scoring reads,
//! who a suggestion asks and who answers it in a deal, and an analysis cached
//! until the view's knowledge changes. Only views are read, never the hidden
//! state.

use std::sync::Arc;

use sleuth_core::{Seat, SleuthRng, Viewer};
use sleuth_deduction::engine;
use sleuth_deduction::{Counts, DealSample};

use crate::deck::{Card, Category, Deck};
use crate::solver::{Perspective, knowledge_from_view_with, solve_options};
use crate::view::{SuggestionView, View};

/// The seat whose view this is (none for a spectator or everyone).
pub(crate) fn viewer_seat(view: &View) -> Option<Seat> {
    match view.viewer {
        Viewer::Seat(s) => Some(s),
        _ => None,
    }
}

/// Up to `wanted` deals drawn uniformly among those consistent with what
/// `view` tells from `perspective`, with the number of players (the holder
/// `players` is the envelope). None when no deal is consistent or the
/// knowledge cannot be built.
pub(crate) fn draw_deals(
    deck: &Deck,
    view: &View,
    perspective: Perspective,
    wanted: usize,
    rng: &mut SleuthRng,
) -> Option<(usize, DealSample)> {
    let k = knowledge_from_view_with(deck, view, perspective).ok()?;
    let players = k.players.len();
    let problem = sleuth_deduction::reduced_problem(&k).ok()?;
    let sample = engine::sample_deals(&problem, wanted, solve_options().state_budget, rng).ok()?;
    if sample.counts.total == 0 || sample.deals.is_empty() {
        return None;
    }
    Some((players, sample))
}

/// The envelope, when the exact counts leave one card possible in each
/// category (`env`: the envelope's holder index).
pub(crate) fn certain_envelope(deck: &Deck, counts: &Counts, env: usize) -> Option<[Card; 3]> {
    let possible = |category: Category| -> Vec<Card> {
        deck.cards_of(category)
            .filter(|c| counts.per_card[c.index()][env] > 0)
            .collect()
    };
    match (
        possible(Category::Person).as_slice(),
        possible(Category::Article).as_slice(),
        possible(Category::Room).as_slice(),
    ) {
        ([p], [a], [r]) => Some([*p, *a, *r]),
        _ => None,
    }
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

impl Deals {
    /// Sampled deals (`holders`, with `players` as the envelope's holder) with
    /// each one's envelope.
    pub(crate) fn new(deck: &Deck, players: usize, holders: Vec<Vec<u8>>) -> Deals {
        let envelopes = holders
            .iter()
            .map(|d| {
                let mut e = [0u8; 3];
                for (c, &h) in d.iter().enumerate() {
                    if usize::from(h) == players {
                        e[deck.category(Card(c as u8)).index()] = c as u8;
                    }
                }
                e
            })
            .collect();
        Deals {
            holders,
            envelopes,
            categories: Category::ALL.map(|cat| deck.cards_of(cat).map(Card::index).collect()),
        }
    }
}

/// The viewer's hand as a bit set of card indices.
pub(crate) fn hand_mask(deck: &Deck, view: &View) -> u64 {
    view.hand
        .iter()
        .flatten()
        .filter_map(|n| deck.find(n))
        .fold(0, |m, c| m | 1 << c.0)
}

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

/// Who answers a suggestion of `cards` in `deal`: the first seat of `asked`
/// holding any of the three, as its place in `asked` (0 for the first asked)
/// and the bit set of which of the three it holds (bit k: `cards[k]`). None
/// when nobody does.
pub(crate) fn first_refuter(
    deal: &[u8],
    asked: &[usize],
    cards: &[Card; 3],
) -> Option<(usize, u64)> {
    asked.iter().enumerate().find_map(|(place, &seat)| {
        let m = cards
            .iter()
            .enumerate()
            .filter(|(_, c)| usize::from(deal[c.index()]) == seat)
            .fold(0u64, |m, (k, _)| m | 1 << k);
        (m != 0).then_some((place, m))
    })
}

/// Everything of the view the knowledge depends on.
#[derive(Clone, Debug, PartialEq)]
struct KnowledgeKey {
    viewer: Viewer,
    hand: Option<Vec<String>>,
    suggestions: Vec<SuggestionView>,
}

impl KnowledgeKey {
    fn of(view: &View) -> KnowledgeKey {
        KnowledgeKey {
            viewer: view.viewer,
            hand: view.hand.clone(),
            suggestions: view.suggestions.clone(),
        }
    }
}

/// A bot's analysis of its knowledge, kept until the knowledge changes.
#[derive(Debug)]
pub(crate) struct AnalysisCache<A> {
    kept: Option<(KnowledgeKey, Arc<A>)>,
}

impl<A> Default for AnalysisCache<A> {
    fn default() -> Self {
        AnalysisCache { kept: None }
    }
}

impl<A> AnalysisCache<A> {
    /// The kept analysis, when it was made of the same knowledge as `view`'s.
    fn get(&self, view: &View) -> Option<Arc<A>> {
        match &self.kept {
            Some((key, analysis)) if *key == KnowledgeKey::of(view) => Some(Arc::clone(analysis)),
            _ => None,
        }
    }

    /// Keeps `analysis` as the one of `view`'s knowledge.
    fn keep(&mut self, view: &View, analysis: A) -> Arc<A> {
        let analysis = Arc::new(analysis);
        self.kept = Some((KnowledgeKey::of(view), Arc::clone(&analysis)));
        analysis
    }
}

/// A bot's analysis of `view`: the one its cache (`cache_of`) keeps while the
/// knowledge is unchanged, else a fresh one from `analyse`, then kept.
pub(crate) fn cached_analysis<B, A>(
    bot: &mut B,
    view: &View,
    cache_of: fn(&mut B) -> &mut AnalysisCache<A>,
    analyse: fn(&mut B, &View) -> Option<A>,
) -> Option<Arc<A>> {
    if let Some(kept) = cache_of(bot).get(view) {
        return Some(kept);
    }
    let analysis = analyse(bot, view)?;
    Some(cache_of(bot).keep(view, analysis))
}
