//! The `planner` bot: the `solver` bot's exact deduction, with the rivals in the
//! reckoning. It reads only its `Turn` (its view and legal actions) and the
//! public board.
//!
//! Once per change of its knowledge it draws consistent deals uniformly
//! (`sleuth-deduction`), as the solver does, and scores every suggestion in
//! every room by its chance of winning at once (ruling HC-7) and the
//! information it is expected to bring. It also models each rival: in a few of
//! those deals it rebuilds what that rival has seen (the public log, the cards
//! this bot showed it, the rival's hand in that deal and, for the cards shown to
//! the rival that this bot did not see, one of the refuter's matching cards) and
//! counts the rival's consistent deals exactly, which gives the rival's belief
//! in the true envelope. From those beliefs and where each rival stands (who
//! can enter which room next turn, who was summoned where) it estimates the
//! chance that some rival wins before its own next turn.
//!
//! Every choice then weighs win chance: a suggestion is worth its chance of
//! winning now plus, if it does not win, the information it brings (worth less
//! the likelier a rival is to win first, so a threatened planner "accuses"
//! earlier, at a lower certainty) minus the extra chance it gives a rival by
//! summoning that rival's token (a rival moved into a room may suggest there on
//! its next turn without moving, HC-5; moving a rival away from the rooms that
//! may be the envelope's counts in the planner's favour). Moves, rolls and
//! secret passages are valued by the best such suggestion they lead to,
//! discounted per turn of travel.
//!
//! When it must show a card (ruling HC-6: one of its choice, to the
//! suggester only) it chooses by the suggester's chance to win: a card
//! already shown to that suggester first (it tells nothing); otherwise, in a
//! few deals drawn from its own knowledge, it rebuilds the suggester's
//! knowledge in that deal (as for the rival model) plus each card it may show,
//! counts it exactly, and shows the card that leaves the suggester's belief in
//! the deal's envelope (the product of its three marginals) lowest on average.
//! The solver instead shows the card the suggester most expects it to hold;
//! the two differ when a card is unsurprising yet points at the envelope (a
//! card whose category has few candidates left, say).
//!
//! It also learns, per rival and per game, how that rival chooses what to
//! name (`weigh_by_naming`, on by default): a rival names a card it holds q
//! times as often as one it does not (normalised within the category), with q
//! unknown: a uniform prior over `NAMING_GRID` (0.2, 0.5, 1, 2), updated in
//! each deal by the person and article of that rival's suggestions so far (not
//! the room: the token's position decides it). The uniformly drawn deals are
//! redrawn in proportion to that mixture's likelihood, so they are drawn from
//! its posterior, and the suggestions are scored on them (the chance of
//! winning now, the information, the next turn's chance). The rival model
//! uses the deals as drawn, the rooms' probabilities (for the threat) and
//! certainty the exact counts of consistent deals: the support is the same,
//! so certainty is untouched. Against a rival that
//! avoids naming its own cards (as the `solver` mostly does: naming its own
//! tells it less and cannot win) this points at the cards it did not name;
//! against one that names uniformly the posterior stays at q = 1 and the
//! planner plays as without the model.
//!
//! Four variants are options, off by default (tried at six players, where
//! each rival suggests rarely; none gained the 1.5 points its rule asked for,
//! see docs/games/havent-a-cluedo.md): `naming_pooled`, one odds q for the
//! whole table instead of one per rival; `naming_everywhere`, the rival model
//! on the reweighted deals too; `naming_prior`, a prior over the grid other
//! than uniform (leaning below 1, say); and `naming_known`, the odds applied
//! to every card the rival knew when it suggested (its hand and the cards
//! shown to it, as far as the deal tells) instead of to its hand only.

use std::sync::Arc;

use sleuth_core::{Bot, BotSpec, Seat, SleuthRng, Turn};

use crate::board::Pos;
use crate::deck::{Card, Category, Deck};
use crate::game::{Action, Edition, HaventACluedo};
use crate::sampled_deals::{
    AnalysisCache, Deals, asked_after, cached_analysis, certain_envelope, draw_deals,
    first_refuter, hand_mask, viewer_seat,
};
use crate::solver::{Perspective, knowledge_from_view_with, solve_options};
use crate::solver_bot::{SolverBot, score};
use crate::turn_choice::{
    RoomValues, legal_or_else, position_of, show_action, showable_cards, suggest_action,
};
use crate::view::{PhaseView, View};

pub fn planner_bot_spec() -> BotSpec<HaventACluedo> {
    BotSpec {
        name: "planner",
        description: "exact deduction plus a model of every rival's knowledge: estimates how close each rival is to winning, weighs each suggestion and move by its own chance to win (accusing earlier when a rival is close), avoids handing rivals free suggestions by summoning them, shows the card that leaves the suggester least sure of the envelope, and learns from each rival's suggestions how often it names cards it holds, weighing the deals by that",
        make: |seed| Box::new(PlannerBot::new(seed)),
    }
}

/// The planner's tuning.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlannerParams {
    /// Deals drawn per change of knowledge to score suggestions.
    pub deals: usize,
    /// Of those, deals in which every rival's knowledge is rebuilt and counted.
    pub rival_deals: usize,
    /// Bits of information worth one whole win (the solver's 40).
    pub bits_per_win: f64,
    /// Value kept per turn of travel before a suggestion can be made.
    pub discount_per_turn: f64,
    /// What one unit of a rival's chance to win before our next turn costs us
    /// (our own chance of winning the rest of the game, roughly).
    pub rival_weight: f64,
    /// What handing a rival a suggestion without travel (summoning its token
    /// into our room) is worth to it, in its chances of winning.
    pub summon_tempo: f64,
    /// Opponent model (see `weigh_by_naming`), learned: for each rival, a
    /// prior (`naming_prior`) over the naming odds `naming_grid` (how many times as
    /// often it names a card it holds as one it does not), updated by its
    /// suggestions in each deal. On by default; off (with `naming_odds` 1) is
    /// the planner without an opponent model.
    pub learn_naming: bool,
    /// The naming odds the learned model weighs (`NAMING_GRID` by default),
    /// under the prior `naming_prior`.
    pub naming_grid: &'static [f64],
    /// The prior weight of each odds of `naming_grid`, in the same order
    /// (normalised; empty, the default, or of another length: uniform).
    pub naming_prior: &'static [f64],
    /// A fixed naming odds for every rival instead of the learned mixture (for
    /// experiments: a value other than 1 overrides `learn_naming`; 1, the
    /// default, fixes nothing).
    pub naming_odds: f64,
    /// Whether the room a rival suggests in counts as named by choice (off by
    /// default: the room is where movement put the token, see
    /// `NamingEvidence::from_view`).
    pub naming_rooms: bool,
    /// One naming odds for the whole table instead of one per rival (off by
    /// default): the learned mixture is over a single q shared by every rival
    /// (a table-wide habit), so all rivals' suggestions are evidence about the
    /// same q and it is learned faster when each rival suggests rarely (six
    /// players). See `NamingEvidence::log_weights`.
    pub naming_pooled: bool,
    /// Whether a rival's naming odds apply to every card it knows is not the
    /// envelope's when it suggests (its hand and the cards shown to it before,
    /// as far as the deal tells), instead of to its hand only (off by
    /// default). See `NamingEvidence::known_log_likelihoods`.
    pub naming_known: bool,
    /// Whether the rival model (the rivals' beliefs and the rooms'
    /// probabilities, for the threat) also uses the deals reweighted by the
    /// naming model (off by default: it uses the deals as drawn).
    pub naming_everywhere: bool,
    /// Bits the table learns from our suggestion, in bits of our own
    /// information (0: ignored).
    pub leak_weight: f64,
    /// Rounds the information takes to pay off: it is worth the chance that
    /// no rival wins in that many rounds (the threat compounded).
    pub info_horizon: f64,
    /// Weight of the next turn's chance of winning (`Candidate::next_win`).
    pub lookahead_weight: f64,
    /// Deals drawn to choose which card to show (0: show as the solver does).
    pub show_deals: usize,
    /// Whether rivals are modelled at all (off: the solver's choices, with
    /// win chance in place of its score, for comparisons).
    pub model_rivals: bool,
}

impl Default for PlannerParams {
    fn default() -> Self {
        PlannerParams {
            deals: 800,
            rival_deals: 12,
            bits_per_win: 40.0,
            discount_per_turn: 0.6,
            rival_weight: 0.3,
            lookahead_weight: 1.0,
            info_horizon: 1.0,
            leak_weight: 0.0,
            summon_tempo: 0.0,
            learn_naming: true,
            naming_grid: &NAMING_GRID,
            naming_prior: &[],
            naming_odds: 1.0,
            naming_rooms: false,
            naming_pooled: false,
            naming_known: false,
            naming_everywhere: false,
            show_deals: 12,
            model_rivals: true,
        }
    }
}

/// The naming odds the learned opponent model weighs, each with prior 1/4:
/// from a rival that mostly avoids its own cards (0.2: a player, or the
/// `solver` bot, after information names what it does not hold) to one that
/// names them twice as often as others (2: some bluffing). A rival whose
/// suggestions fit no odds away from 1 keeps the weight of 1, under which
/// every deal is equally likely: the planner without the model. Odds of 5
/// were tried (seed 11, 4 players, 600 games, rooms counted: 27.3% against
/// 22.8%, instead of 29.5% against 20.5% with this grid): a rival that keeps
/// naming the cards it believes are the envelope's then looks like one that
/// holds them.
pub const NAMING_GRID: [f64; 4] = [0.2, 0.5, 1.0, 2.0];

/// A suggestion in one room and what it is expected to bring.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    pub person: Card,
    pub article: Card,
    /// Probability that it wins at once.
    pub win: f64,
    /// Expected drop of the envelope's uncertainty, in bits.
    pub information: f64,
    /// The chance of winning with the best suggestion on the next turn, after
    /// this one fails: over the outcomes of this suggestion, the best triple's
    /// probability times the chance of entering its room next turn from here.
    pub next_win: f64,
    /// What the table learns from it: the expected drop of the envelope's
    /// uncertainty for an onlooker who knows only the public log, in bits.
    pub leak: f64,
}

/// What the planner made of one state of its knowledge.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The envelope, when only one triple is possible.
    pub certain: Option<[Card; 3]>,
    /// By room (board order): the probability that it is the envelope's.
    pub room_probability: Vec<f64>,
    /// By room: all 36 suggestions there.
    pub candidates: Vec<Vec<Candidate>>,
    /// By seat: that seat's estimated belief in the true envelope (0 for us).
    pub rival_belief: Vec<f64>,
}

/// Where every seat stands, for this decision.
struct Table {
    /// By seat: its chance of winning on its next turn.
    hazard: Vec<f64>,
    /// The chance that some rival wins before our next turn.
    threat: f64,
}

/// The `planner` bot.
#[derive(Debug)]
pub struct PlannerBot {
    rng: SleuthRng,
    edition: Arc<Edition>,
    params: PlannerParams,
    /// Shows cards as the solver does, and answers when the planner has no
    /// legal choice of its own (tests expect it never does).
    helper: SolverBot,
    cache: AnalysisCache<Analysis>,
    /// Analyses computed (for measurements).
    pub analyses: u64,
    /// Decisions handed to the helper because the planner had none that was legal.
    pub fallbacks: u64,
}

impl PlannerBot {
    pub fn new(seed: u64) -> PlannerBot {
        PlannerBot::with_params(Edition::shared(), PlannerParams::default(), seed)
    }

    pub fn with_params(edition: Arc<Edition>, params: PlannerParams, seed: u64) -> PlannerBot {
        PlannerBot {
            rng: SleuthRng::from_seed(seed),
            helper: SolverBot::with_edition(Arc::clone(&edition), seed ^ 0x91a7),
            edition,
            params,
            cache: AnalysisCache::default(),
            analyses: 0,
            fallbacks: 0,
        }
    }

    pub fn params(&self) -> PlannerParams {
        self.params
    }

    /// The analysis of this view's knowledge (cached until it changes).
    pub fn analysis(&mut self, view: &View) -> Option<Arc<Analysis>> {
        cached_analysis(self, view, |b| &mut b.cache, Self::analyse)
    }

    fn analyse(&mut self, view: &View) -> Option<Analysis> {
        let edition = Arc::clone(&self.edition);
        let deck = &edition.deck;
        let me = viewer_seat(view)?;
        // The knowledge has one player per seat of the view.
        if me.index() >= view.seats.len() {
            return None;
        }
        let (players, sample) = draw_deals(
            deck,
            view,
            Perspective::Viewer,
            self.params.deals.max(1),
            &mut self.rng,
        )?;
        let total = sample.counts.total;
        let env = players;
        let certain = certain_envelope(deck, &sample.counts, env);
        let (room_probability, rival_belief, holders) = if self.params.naming_everywhere {
            // The rival model on the reweighted deals too: the rooms'
            // probabilities are their share of those deals.
            let holders = self.weigh_by_naming(view, me, sample.deals);
            let n = holders.len() as f64;
            let room_probability: Vec<f64> = deck
                .cards_of(Category::Room)
                .map(|c| {
                    holders
                        .iter()
                        .filter(|d| usize::from(d[c.index()]) == env)
                        .count() as f64
                        / n
                })
                .collect();
            let rival_belief = self.rival_beliefs(view, me, players, &holders);
            (room_probability, rival_belief, holders)
        } else {
            let room_probability: Vec<f64> = deck
                .cards_of(Category::Room)
                .map(|c| sample.counts.per_card[c.index()][env] as f64 / total as f64)
                .collect();
            let rival_belief = self.rival_beliefs(view, me, players, &sample.deals);
            let holders = self.weigh_by_naming(view, me, sample.deals);
            (room_probability, rival_belief, holders)
        };
        let deals = Deals::new(deck, players, holders);
        let mine = hand_mask(deck, view);
        let asked = asked_after(view, me, players);
        let triples = Triples::new(deck, &deals);
        let public = if self.params.leak_weight > 0.0 {
            self.public_deals(view, me, players)
        } else {
            None
        };
        // From each room, where we can suggest on the next turn.
        let reach_after: Vec<Vec<f64>> = (0..edition.board.rooms.len())
            .map(|r| self.reach_from(Pos::Room(r as u8), None))
            .collect();
        let candidates = deck
            .cards_of(Category::Room)
            .map(|room| {
                let mut list = Vec::with_capacity(36);
                for person in deck.cards_of(Category::Person) {
                    for article in deck.cards_of(Category::Article) {
                        let cards = [person, article, room];
                        let s = score(&deals, &asked, players, mine, cards, deck.len());
                        let win = if certain == Some(cards) { 1.0 } else { s.win };
                        let next_win = lookahead(
                            &deals,
                            &triples,
                            &asked,
                            players,
                            mine,
                            cards,
                            &reach_after[deck.rank(room)],
                        );
                        let leak = public.as_ref().map_or(0.0, |d| {
                            score(d, &asked, players, 0, cards, deck.len()).information
                        });
                        list.push(Candidate {
                            person,
                            article,
                            win,
                            information: s.information,
                            next_win,
                            leak,
                        });
                    }
                }
                list
            })
            .collect();
        self.analyses += 1;
        Some(Analysis {
            certain,
            room_probability,
            candidates,
            rival_belief,
        })
    }

    /// The odds the opponent model weighs with their prior (`naming_grid`
    /// under `naming_prior`, or the one fixed `naming_odds`), none when it is
    /// off.
    fn naming_mixture(&self) -> NamingMixture {
        if self.params.naming_odds != 1.0 {
            NamingMixture::uniform(&[self.params.naming_odds.max(1e-6)])
        } else if self.params.learn_naming {
            NamingMixture::weighted(self.params.naming_grid, self.params.naming_prior)
        } else {
            NamingMixture::uniform(&[])
        }
    }

    /// The opponent model: the deals, drawn uniformly from the consistent
    /// ones, are redrawn (with replacement, from this bot's rng) in proportion
    /// to `NamingEvidence::log_weights`, the likelihood of the rivals'
    /// suggestions under a mixture over naming odds. So they are drawn from
    /// that model's posterior. Only deals already drawn can be drawn again:
    /// the support, and so certainty, is unchanged. With no rival suggestion
    /// (or the model off) the deals are returned as drawn.
    fn weigh_by_naming(&mut self, view: &View, me: Seat, deals: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
        let mixture = self.naming_mixture();
        if mixture.odds.is_empty() || deals.is_empty() {
            return deals;
        }
        let mut evidence =
            NamingEvidence::from_view(&self.edition.deck, view, me, self.params.naming_rooms);
        if !self.params.naming_known {
            evidence.timeline.clear();
        }
        if evidence.is_empty() {
            return deals;
        }
        let log_w = evidence.log_weights(&mixture, &deals, self.params.naming_pooled);
        let top = log_w.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if !top.is_finite() {
            return deals;
        }
        let weights: Vec<f64> = log_w.iter().map(|l| (l - top).exp()).collect();
        let total: f64 = weights.iter().sum();
        if total <= 0.0 || !total.is_finite() {
            return deals;
        }
        let mut cumulative = Vec::with_capacity(weights.len());
        let mut acc = 0.0;
        for w in &weights {
            acc += w / total;
            cumulative.push(acc);
        }
        (0..deals.len())
            .map(|_| {
                let u = self.rng.below(1 << 53) as f64 / (1u64 << 53) as f64;
                let i = cumulative.partition_point(|&c| c < u).min(deals.len() - 1);
                deals[i].clone()
            })
            .collect()
    }

    /// Deals drawn from what everyone knows (the public log and hand sizes).
    fn public_deals(&mut self, view: &View, me: Seat, players: usize) -> Option<Deals> {
        let deck = &self.edition.deck;
        let (_, sample) = draw_deals(
            deck,
            view,
            Perspective::PublicFor { to: me },
            (self.params.deals / 2).max(1),
            &mut self.rng,
        )?;
        Some(Deals::new(deck, players, sample.deals))
    }

    /// By seat, the estimated belief that seat has in the true envelope: in
    /// `rival_deals` of our deals, the rival's own knowledge in that deal (the
    /// public log, what we showed it, its hand, and for each card shown to it
    /// that we did not see, one of the refuter's matching cards drawn at
    /// random), counted exactly; the belief is the product of its three
    /// marginals for the deal's envelope, averaged over the deals.
    fn rival_beliefs(
        &mut self,
        view: &View,
        me: Seat,
        players: usize,
        deals: &[Vec<u8>],
    ) -> Vec<f64> {
        let edition = Arc::clone(&self.edition);
        let deck = &edition.deck;
        let opts = solve_options();
        let env = players;
        let wanted = self.params.rival_deals.min(deals.len());
        let mut beliefs = vec![0.0; players];
        if wanted == 0 || !self.params.model_rivals {
            return beliefs;
        }
        let step = deals.len() / wanted;
        for (r, belief) in beliefs.iter_mut().enumerate() {
            if r == me.index() {
                continue;
            }
            let rival = Seat(r as u8);
            let Ok(k) = knowledge_from_view_with(deck, view, Perspective::PublicFor { to: rival })
            else {
                continue;
            };
            let Ok(base) = sleuth_deduction::reduced_problem(&k) else {
                continue;
            };
            let (mut sum, mut counted) = (0.0, 0u32);
            for i in 0..wanted {
                let deal = &deals[i * step];
                let mut p = self.rival_problem(&base, view, me, rival, deal);
                if p.reduce().is_err() {
                    continue;
                }
                let Some(b) = belief_in_envelope(&p, &opts, deal, env) else {
                    continue;
                };
                sum += b;
                counted += 1;
            }
            if counted > 0 {
                *belief = sum / f64::from(counted);
            }
        }
        beliefs
    }

    /// What `rival` knows in `deal`, seen from us: `base` (what it surely
    /// knows: the public log and what we showed it), its hand in the deal, and
    /// for each card shown to it that we did not see, one of the refuter's
    /// matching cards in the deal, drawn at random. Not yet reduced.
    fn rival_problem(
        &mut self,
        base: &sleuth_deduction::Problem,
        view: &View,
        me: Seat,
        rival: Seat,
        deal: &[u8],
    ) -> sleuth_deduction::Problem {
        let deck = &self.edition.deck;
        let r = rival.index();
        let mut p = base.clone();
        for (c, &h) in deal.iter().enumerate() {
            if usize::from(h) == r {
                p.restrict(c, 1 << r);
            } else {
                p.restrict(c, !(1u64 << r));
            }
        }
        for s in &view.suggestions {
            let Some(by) = s.shown_by else { continue };
            if s.by != rival || by == me {
                continue;
            }
            let Some(named) = (|| {
                Some([
                    deck.find(&s.person)?.index(),
                    deck.find(&s.article)?.index(),
                    deck.find(&s.room)?.index(),
                ])
            })() else {
                continue;
            };
            let matching: Vec<usize> = named
                .iter()
                .copied()
                .filter(|&c| usize::from(deal[c]) == by.index())
                .collect();
            if matching.is_empty() {
                continue;
            }
            let c = matching[self.rng.index(matching.len())];
            p.restrict(c, 1 << by.index());
        }
        p
    }

    /// Which card to show the suggester: the one that leaves it least sure of
    /// the true envelope. In `show_deals` deals drawn from our knowledge, the
    /// suggester's knowledge in that deal (`rival_problem`) plus each card in
    /// turn is counted exactly, and the suggester's belief in the deal's
    /// envelope (the product of its three marginals) averaged; the card with
    /// the lowest average is shown. A card already shown to the suggester
    /// tells it nothing and goes first (as the solver does).
    fn choose_show(&mut self, view: &View, legal: &[Action]) -> Option<Action> {
        let edition = Arc::clone(&self.edition);
        let deck = &edition.deck;
        let PhaseView::Refuting { suggester, .. } = view.phase else {
            return None;
        };
        let me = viewer_seat(view)?;
        let cards = showable_cards(deck, legal);
        let shown_before = cards.iter().copied().find(|c| {
            view.shown_by_you
                .iter()
                .any(|s| s.to == suggester && deck.find(&s.card) == Some(*c))
        });
        if let Some(c) = shown_before {
            return Some(show_action(deck, c));
        }
        if cards.len() <= 1 || self.params.show_deals == 0 {
            return self.helper.choose_show(view, legal);
        }
        let score = (|| -> Option<Vec<f64>> {
            let (players, sample) = draw_deals(
                deck,
                view,
                Perspective::Viewer,
                self.params.show_deals,
                &mut self.rng,
            )?;
            let pk = knowledge_from_view_with(deck, view, Perspective::PublicFor { to: suggester })
                .ok()?;
            let base = sleuth_deduction::reduced_problem(&pk).ok()?;
            let opts = solve_options();
            let mut sums = vec![0.0; cards.len()];
            let mut counted = 0u32;
            for deal in &sample.deals {
                let p = self.rival_problem(&base, view, me, suggester, deal);
                let mut beliefs = Vec::with_capacity(cards.len());
                for c in &cards {
                    let mut q = p.clone();
                    q.restrict(c.index(), 1 << me.index());
                    if q.reduce().is_err() {
                        break;
                    }
                    match belief_in_envelope(&q, &opts, deal, players) {
                        Some(b) => beliefs.push(b),
                        None => break,
                    }
                }
                if beliefs.len() == cards.len() {
                    for (s, b) in sums.iter_mut().zip(beliefs) {
                        *s += b;
                    }
                    counted += 1;
                }
            }
            (counted > 0).then_some(sums)
        })();
        let Some(score) = score else {
            return self.helper.choose_show(view, legal);
        };
        let best = cards
            .iter()
            .zip(&score)
            .min_by(|a, b| a.1.total_cmp(b.1).then(a.0.cmp(b.0)))
            .map(|(c, _)| *c)?;
        Some(show_action(deck, best))
    }

    /// The chance that a roll takes a token over `steps` squares.
    fn roll_reaches(steps: u32) -> f64 {
        if steps == 0 {
            1.0
        } else if steps <= 6 {
            f64::from(7 - steps) / 6.0
        } else {
            0.0
        }
    }

    /// Steps from a position into room `r` (entering included); `None` when
    /// unreachable.
    fn steps_into(&self, from: Pos, r: usize) -> Option<u32> {
        let dist = &self.edition.room_distances[r];
        match from {
            Pos::Square(idx) => {
                let d = dist[usize::from(idx)];
                (d != u16::MAX).then(|| u32::from(d) + 1)
            }
            Pos::Room(s) => self.edition.board.rooms[usize::from(s)]
                .exits
                .iter()
                .map(|&e| dist[usize::from(e)])
                .filter(|&d| d != u16::MAX)
                .min()
                .map(|d| u32::from(d) + 2),
        }
    }

    /// For each room, the chance that a token at `from` (summoned into
    /// `summoned`, if any) can suggest there on its next turn.
    fn reach_from(&self, from: Pos, summoned: Option<usize>) -> Vec<f64> {
        let rooms = self.edition.board.rooms.len();
        (0..rooms)
            .map(|r| {
                if summoned == Some(r) {
                    return 1.0;
                }
                match from {
                    Pos::Room(s) if usize::from(s) == r => 0.0,
                    Pos::Room(s)
                        if self.edition.board.rooms[usize::from(s)].passage == Some(r as u8) =>
                    {
                        1.0
                    }
                    _ => self.steps_into(from, r).map_or(0.0, Self::roll_reaches),
                }
            })
            .collect()
    }

    fn summoned_room(&self, view: &View, seat: Seat) -> Option<usize> {
        let name = view.seats.get(seat.index())?.summoned_to.as_ref()?;
        self.edition.board.room_index(name).map(usize::from)
    }

    /// Where the seats stand and what that threatens.
    fn table(&self, view: &View, me: Seat, analysis: &Analysis) -> Table {
        let players = view.seats.len();
        let mut hazard = Vec::with_capacity(players);
        let mut safe = 1.0;
        for s in 0..players {
            let seat = Seat(s as u8);
            let r = match position_of(&self.edition.board, view, seat) {
                Some(pos) => self.reach_from(pos, self.summoned_room(view, seat)),
                None => vec![0.0; analysis.room_probability.len()],
            };
            let h = if seat == me {
                0.0
            } else {
                analysis.rival_belief[s] * dot(&r, &analysis.room_probability)
            };
            safe *= 1.0 - h.clamp(0.0, 1.0);
            hazard.push(h);
        }
        Table {
            hazard,
            threat: 1.0 - safe,
        }
    }

    /// How much more likely the seat playing `person` is to win on its next
    /// turn if a suggestion in `room` summons its token there.
    fn summon_gain(
        &self,
        view: &View,
        me: Seat,
        analysis: &Analysis,
        table: &Table,
        person: Card,
        room: usize,
    ) -> f64 {
        let deck = &self.edition.deck;
        let rank = deck.rank(person);
        let Some(token) = view.tokens.get(rank) else {
            return 0.0;
        };
        let Some(seat) = token.played_by else {
            return 0.0;
        };
        if seat == me || self.edition.board.pos(&token.place) == Some(Pos::Room(room as u8)) {
            return 0.0;
        }
        let after = self.reach_from(Pos::Room(room as u8), Some(room));
        let belief = analysis.rival_belief[seat.index()];
        // A free suggestion is a turn of travel saved: worth `summon_tempo`
        // to the rival whatever it knows.
        belief * dot(&after, &analysis.room_probability) - table.hazard[seat.index()]
            + self.params.summon_tempo
    }

    /// The best suggestion in a room and its value, in chances of winning
    /// (`suggestion_value`, with the rival its token summons).
    fn best_in(
        &self,
        view: &View,
        me: Seat,
        analysis: &Analysis,
        table: &Table,
        room: usize,
    ) -> Option<(f64, Candidate)> {
        analysis.candidates.get(room)?.iter().fold(None, |best, c| {
            let summon = if self.params.model_rivals {
                self.summon_gain(view, me, analysis, table, c.person, room)
            } else {
                0.0
            };
            let v = suggestion_value(&self.params, table.threat, summon, c);
            match best {
                Some((bv, _)) if bv >= v => best,
                _ => Some((v, *c)),
            }
        })
    }

    /// The planner's own choice for this view, legal or not (`choose` checks).
    pub fn decide(&mut self, view: &View, legal: &[Action]) -> Option<Action> {
        if let PhaseView::Refuting { .. } = view.phase {
            return self.choose_show(view, legal);
        }
        let me = viewer_seat(view)?;
        let analysis = self.analysis(view)?;
        let table = self.table(view, me, &analysis);
        let best: Vec<(f64, Candidate)> = (0..analysis.candidates.len())
            .map(|r| self.best_in(view, me, &analysis, &table, r))
            .collect::<Option<_>>()?;
        let values: Vec<f64> = best.iter().map(|(v, _)| *v).collect();
        let rooms = RoomValues {
            edition: &self.edition,
            values: &values,
            discount_per_turn: self.params.discount_per_turn,
        };
        let deck = &self.edition.deck;
        rooms.choose(view, legal, me, |r| {
            let (_, c) = &best[r];
            suggest_action(deck, c.person, c.article)
        })
    }
}

/// The value of a suggestion, in chances of winning: the chance of winning
/// now; if it does not win, the next turn's chance of winning and the
/// information (`bits_per_win` bits for a win), both worth only as much as
/// the chance that no rival wins first (`threat` is the chance one does before
/// our next turn; information pays off over `info_horizon` rounds); less `rival_weight` times `summon`, the extra chance of
/// winning next turn the suggestion hands the rival whose token it summons.
pub fn suggestion_value(p: &PlannerParams, threat: f64, summon: f64, c: &Candidate) -> f64 {
    let safe = (1.0 - threat).clamp(0.0, 1.0);
    let later =
        safe.powf(p.info_horizon) * (1.0 - c.win) * (c.information - p.leak_weight * c.leak)
            / p.bits_per_win
            + safe * p.lookahead_weight * c.next_win;
    c.win + later - (1.0 - c.win) * p.rival_weight * summon
}

/// The envelope of every sampled deal as one triple index
/// (`(person * articles + article) * rooms + room`, by rank).
struct Triples {
    of_deal: Vec<usize>,
    /// By triple index, its room's rank.
    room: Vec<usize>,
    count: usize,
}

impl Triples {
    fn new(deck: &Deck, deals: &Deals) -> Triples {
        let [persons, articles, rooms] = Category::ALL.map(|c| deck.names(c).len());
        let of_deal = deals
            .envelopes
            .iter()
            .map(|e| {
                let rank = |i: usize| deck.rank(Card(e[i]));
                (rank(0) * articles + rank(1)) * rooms + rank(2)
            })
            .collect();
        let count = persons * articles * rooms;
        Triples {
            of_deal,
            room: (0..count).map(|t| t % rooms).collect(),
            count,
        }
    }
}

/// `Candidate::next_win` of a suggestion of `cards` (see there); `reach`: by
/// room, the chance of suggesting there on the next turn.
fn lookahead(
    deals: &Deals,
    triples: &Triples,
    asked: &[usize],
    players: usize,
    mine: u64,
    cards: [Card; 3],
    reach: &[f64],
) -> f64 {
    let outcomes = 1 + 3 * players;
    let mut weight = vec![0.0f64; outcomes * triples.count];
    let holds_mine = cards.iter().any(|c| mine & (1 << c.0) != 0);
    for (i, (d, e)) in deals.holders.iter().zip(&deals.envelopes).enumerate() {
        let t = triples.of_deal[i];
        let (outcome, matching) = match first_refuter(d, asked, &cards) {
            Some((place, matching)) => (1 + 3 * place, matching),
            None => (0, 0),
        };
        if outcome == 0 {
            if !holds_mine && *e == [cards[0].0, cards[1].0, cards[2].0] {
                // Won now: no next turn.
                continue;
            }
            weight[t] += 1.0;
        } else {
            let share = 1.0 / f64::from(matching.count_ones());
            for k in sleuth_deduction::engine::iter_bits(matching) {
                weight[(outcome + k) * triples.count + t] += share;
            }
        }
    }
    let total = deals.holders.len() as f64;
    if total <= 0.0 {
        return 0.0;
    }
    let best: f64 = weight
        .chunks(triples.count)
        .map(|group| {
            group
                .iter()
                .enumerate()
                .map(|(t, w)| w * reach[triples.room[t]])
                .fold(0.0, f64::max)
        })
        .sum();
    best / total
}

/// A seat's belief in `deal`'s envelope from its (reduced) knowledge `p`:
/// the product of its exact marginals for the envelope's three cards.
fn belief_in_envelope(
    p: &sleuth_deduction::Problem,
    opts: &sleuth_deduction::SolveOptions,
    deal: &[u8],
    env: usize,
) -> Option<f64> {
    let counts = sleuth_deduction::count(p, opts).ok()?;
    if counts.total == 0 {
        return None;
    }
    let mut b = 1.0;
    for (c, &h) in deal.iter().enumerate() {
        if usize::from(h) == env {
            b *= counts.per_card[c][env] as f64 / counts.total as f64;
        }
    }
    Some(b)
}

/// The rivals' suggestions, as the opponent model reads them: a rival r with
/// naming odds q names each card of a category of n cards, of which it holds h
/// in a deal, with probability `q^[held] / (h q + n - h)` (a card it holds q
/// times as often as one it does not, normalised within the category). Under
/// q = 1 that is 1/n whatever the deal, so relative to the uniform draw a deal
/// d weighs
///
/// `w(d) = prod over rivals r of sum_j prior_j prod over r's suggestions s,
/// over the named cards c of s: n q_j^[c held by r in d] / (h q_j + n - h)`,
///
/// with each rival's odds unknown (a prior over the grid, uniform by default:
/// `PlannerParams::naming_prior`) and learned
/// from its suggestions in that deal. Suggestions are treated as independent
/// given the deal and the odds.
///
/// Pooled (`PlannerParams::naming_pooled`), one odds q is shared by the whole
/// table, so the mixture is over that one q:
///
/// `w(d) = sum_j prior_j prod over rivals r, over r's suggestions s, over the
/// named cards c of s: n q_j^[c held by r in d] / (h_r q_j + n - h_r)`.
///
/// Every rival's suggestions then inform the same q: a few suggestions from
/// each of five rivals move it as far as many from one.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct NamingEvidence {
    /// By card: its category's index, or `None` when it does not count.
    category_of: Vec<Option<usize>>,
    /// The indices of the categories that count.
    counted: Vec<usize>,
    /// By category index: the number of its cards, n.
    sizes: [f64; 3],
    /// By rival that suggested: its seat, how often it named each card, and
    /// its number of suggestions.
    rivals: Vec<(usize, Vec<u32>, u32)>,
    /// The rivals' suggestions in order, with what the viewer saw of their
    /// refutations; when not empty (`PlannerParams::naming_known`), a rival's
    /// odds apply to the cards it knew when it suggested, not to its hand only
    /// (see `known_log_likelihoods`).
    timeline: Vec<RivalSuggestion>,
}

/// One rival suggestion as the knowledge-aware naming model reads it.
#[derive(Clone, Debug, PartialEq)]
struct RivalSuggestion {
    by: usize,
    /// Person, article and room, as card indices.
    cards: [usize; 3],
    /// The seat that showed a card, if one did.
    shown_by: Option<usize>,
    /// The card shown, when the viewer saw it (it was the one showing).
    seen: Option<usize>,
}

impl NamingEvidence {
    /// The evidence in `view`: every suggestion not made by `me`; the person
    /// and the article always count, the room only with `rooms`. By default the
    /// room does not count: a rival does not choose it among all the rooms as
    /// it chooses a person and an article but suggests in the room its token
    /// stands in, which the dice, the distance and summons (HC-5) decide. Read
    /// as a free choice, a rival that keeps suggesting in the one room near it
    /// would seem to hold it (the odds above 1 explain the repeats), whatever
    /// its hand.
    pub(crate) fn from_view(deck: &Deck, view: &View, me: Seat, rooms: bool) -> NamingEvidence {
        let rival_suggestions: Vec<RivalSuggestion> = view
            .suggestions
            .iter()
            .filter(|s| s.by != me)
            .filter_map(|s| {
                let cards = [
                    deck.find(&s.person)?,
                    deck.find(&s.article)?,
                    deck.find(&s.room)?,
                ];
                Some(RivalSuggestion {
                    by: s.by.index(),
                    cards: cards.map(Card::index),
                    shown_by: s.shown_by.map(Seat::index),
                    seen: s
                        .card
                        .as_deref()
                        .and_then(|c| deck.find(c))
                        .map(Card::index),
                })
            })
            .collect();
        let named = rival_suggestions
            .iter()
            .map(|s| (Seat(s.by as u8), s.cards.map(|c| Card(c as u8))));
        let mut evidence = NamingEvidence::from_named(deck, named, rooms);
        evidence.timeline = rival_suggestions;
        evidence
    }

    /// The evidence of suggestions given as (suggester, person, article, room).
    pub(crate) fn from_named(
        deck: &Deck,
        named: impl IntoIterator<Item = (Seat, [Card; 3])>,
        rooms: bool,
    ) -> NamingEvidence {
        let counts = |cat: Category| rooms || cat != Category::Room;
        let category_of: Vec<Option<usize>> = (0..deck.len())
            .map(|c| {
                let cat = deck.category(Card(c as u8));
                counts(cat).then(|| cat.index())
            })
            .collect();
        let counted = Category::ALL
            .iter()
            .filter(|&&cat| counts(cat))
            .map(|cat| cat.index())
            .collect();
        let sizes = Category::ALL.map(|cat| deck.cards_of(cat).count() as f64);
        let mut rivals: Vec<(usize, Vec<u32>, u32)> = Vec::new();
        for (by, cards) in named {
            let r = by.index();
            let i = match rivals.iter().position(|x| x.0 == r) {
                Some(i) => i,
                None => {
                    rivals.push((r, vec![0; deck.len()], 0));
                    rivals.len() - 1
                }
            };
            let entry = &mut rivals[i];
            for c in cards {
                if category_of[c.index()].is_some() {
                    entry.1[c.index()] += 1;
                }
            }
            entry.2 += 1;
        }
        NamingEvidence {
            category_of,
            counted,
            sizes,
            rivals,
            timeline: Vec::new(),
        }
    }

    fn is_empty(&self) -> bool {
        self.rivals.is_empty()
    }

    /// One rival's log-likelihood of its suggestions in `deal` relative to
    /// naming uniformly, under each odds of `grid`.
    fn rival_log_likelihoods(
        &self,
        grid: &[f64],
        rival: &(usize, Vec<u32>, u32),
        deal: &[u8],
    ) -> Vec<f64> {
        let (seat, named, suggestions) = rival;
        if !self.timeline.is_empty() {
            return self.known_log_likelihoods(grid, *seat, deal);
        }
        // Times it named a card it holds in the deal; its cards by category.
        let mut held_named = 0u32;
        let mut held = [0.0f64; 3];
        for (c, &h) in deal.iter().enumerate() {
            if usize::from(h) != *seat {
                continue;
            }
            if let Some(k) = self.category_of[c] {
                held[k] += 1.0;
                held_named += named[c];
            }
        }
        grid.iter()
            .map(|&q| {
                let per_suggestion: f64 = self
                    .counted
                    .iter()
                    .map(|&k| {
                        let (n, h) = (self.sizes[k], held[k]);
                        n.ln() - (h * q + n - h).ln()
                    })
                    .sum();
                f64::from(held_named) * q.ln() + f64::from(*suggestions) * per_suggestion
            })
            .collect()
    }

    /// The knowledge-aware reading of one rival's suggestions in `deal`,
    /// relative to naming uniformly, under each odds of `grid`: at each of its
    /// suggestions the odds apply to the cards it knew were not the
    /// envelope's, its hand and the cards shown to it at its earlier
    /// suggestions. A card shown to it is known to us when we showed it, or
    /// when the seat that showed it holds only one of the three named in the
    /// deal; otherwise (which of two or three it saw is the shower's choice)
    /// none of them counts as known. A rival that seeks information names
    /// what it does not yet know, so the cards it keeps naming after being
    /// shown others point at the envelope.
    fn known_log_likelihoods(&self, grid: &[f64], seat: usize, deal: &[u8]) -> Vec<f64> {
        let mut known: Vec<bool> = deal.iter().map(|&h| usize::from(h) == seat).collect();
        let mut in_category = [0.0f64; 3];
        for (c, &k) in known.iter().enumerate() {
            if let (true, Some(cat)) = (k, self.category_of[c]) {
                in_category[cat] += 1.0;
            }
        }
        let log_q: Vec<f64> = grid.iter().map(|q| q.ln()).collect();
        let mut total = vec![0.0; grid.len()];
        for s in self.timeline.iter().filter(|s| s.by == seat) {
            for &c in &s.cards {
                let Some(cat) = self.category_of[c] else {
                    continue;
                };
                let (n, k) = (self.sizes[cat], in_category[cat]);
                for (j, &q) in grid.iter().enumerate() {
                    let named = if known[c] { log_q[j] } else { 0.0 };
                    total[j] += named + n.ln() - (k * q + n - k).ln();
                }
            }
            let Some(shower) = s.shown_by else {
                continue;
            };
            let shown = s.seen.or_else(|| {
                let mut held = s.cards.iter().filter(|&&c| usize::from(deal[c]) == shower);
                match (held.next(), held.next()) {
                    (Some(&c), None) => Some(c),
                    _ => None,
                }
            });
            if let Some(c) = shown
                && !known[c]
            {
                known[c] = true;
                if let Some(cat) = self.category_of[c] {
                    in_category[cat] += 1.0;
                }
            }
        }
        total
    }

    /// By rival that suggested: its posterior over `grid` in `deal`.
    #[cfg(test)]
    fn posteriors(&self, grid: &[f64], deal: &[u8]) -> Vec<(usize, Vec<f64>)> {
        self.rivals
            .iter()
            .map(|rival| {
                let l = self.rival_log_likelihoods(grid, rival, deal);
                (rival.0, normalised(&l))
            })
            .collect()
    }

    /// The whole table's log-likelihood in `deal` under each odds of `grid`,
    /// one odds shared by every rival (the sum of the rivals' own).
    fn pooled_log_likelihoods(&self, grid: &[f64], deal: &[u8]) -> Vec<f64> {
        let mut total = vec![0.0; grid.len()];
        for rival in &self.rivals {
            for (t, l) in total
                .iter_mut()
                .zip(self.rival_log_likelihoods(grid, rival, deal))
            {
                *t += l;
            }
        }
        total
    }

    /// The posterior over `grid` of the one odds shared by the table, in `deal`.
    #[cfg(test)]
    fn pooled_posterior(&self, grid: &[f64], deal: &[u8]) -> Vec<f64> {
        normalised(&self.pooled_log_likelihoods(grid, deal))
    }

    /// By deal: `ln w(d)` (see the type), per rival (a product of each rival's
    /// mixture) or `pooled` (one mixture for the table), mixtures summed in
    /// logs (log-sum-exp), so that many suggestions do not underflow.
    pub(crate) fn log_weights(
        &self,
        mixture: &NamingMixture,
        deals: &[Vec<u8>],
        pooled: bool,
    ) -> Vec<f64> {
        let grid = &mixture.odds;
        let log_mixture = |l: &[f64]| {
            let joint: Vec<f64> = l
                .iter()
                .zip(&mixture.log_prior)
                .map(|(x, p)| x + p)
                .collect();
            let top = joint.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let sum: f64 = joint.iter().map(|x| (x - top).exp()).sum();
            top + sum.ln()
        };
        deals
            .iter()
            .map(|d| {
                if pooled {
                    return if self.rivals.is_empty() {
                        0.0
                    } else {
                        log_mixture(&self.pooled_log_likelihoods(grid, d))
                    };
                }
                self.rivals
                    .iter()
                    .map(|rival| log_mixture(&self.rival_log_likelihoods(grid, rival, d)))
                    .sum()
            })
            .collect()
    }
}

/// The naming odds an opponent model weighs and the log of each one's prior
/// probability (summing to 1).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct NamingMixture {
    pub(crate) odds: Vec<f64>,
    pub(crate) log_prior: Vec<f64>,
}

impl NamingMixture {
    /// Every odds with the same prior.
    pub(crate) fn uniform(odds: &[f64]) -> NamingMixture {
        NamingMixture::weighted(odds, &[])
    }

    /// The odds under prior `weights` (normalised); uniform when `weights` is
    /// empty, of another length, or not positive and finite.
    pub(crate) fn weighted(odds: &[f64], weights: &[f64]) -> NamingMixture {
        let total: f64 = weights.iter().sum();
        let usable = weights.len() == odds.len()
            && weights.iter().all(|w| *w >= 0.0 && w.is_finite())
            && total > 0.0;
        let log_prior = if usable {
            weights.iter().map(|w| (w / total).ln()).collect()
        } else {
            vec![-(odds.len() as f64).ln(); odds.len()]
        };
        NamingMixture {
            odds: odds.to_vec(),
            log_prior,
        }
    }
}

/// Log-likelihoods over a grid as probabilities (a uniform prior).
#[cfg(test)]
fn normalised(log_likelihoods: &[f64]) -> Vec<f64> {
    let top = log_likelihoods
        .iter()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max);
    let w: Vec<f64> = log_likelihoods.iter().map(|x| (x - top).exp()).collect();
    let total: f64 = w.iter().sum();
    w.iter().map(|x| x / total).collect()
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

impl Bot<HaventACluedo> for PlannerBot {
    fn choose(&mut self, turn: &Turn<'_, HaventACluedo>) -> Action {
        let view = turn.view();
        let own = self.decide(&view, &view.your_actions);
        legal_or_else(own, &view.your_actions, &mut self.fallbacks, || {
            self.helper.choose(turn)
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use sleuth_core::{Game, Viewer};
    use sleuth_deduction::engine;

    fn deck() -> Deck {
        Edition::shared().deck.clone()
    }

    fn person(d: &Deck, i: usize) -> Card {
        d.card(Category::Person, i)
    }

    fn article(d: &Deck, i: usize) -> Card {
        d.card(Category::Article, i)
    }

    fn room(d: &Deck, i: usize) -> Card {
        d.card(Category::Room, i)
    }

    /// A deal's holders (3 players) in which seat 1 holds `rival`; the other
    /// persons and articles go to seats 2 and 0 in turn, the other rooms to
    /// seat 0. Only seat 1's cards matter to the weights.
    fn deal(d: &Deck, rival: &[Card]) -> Vec<u8> {
        let mut holders = vec![0u8; d.len()];
        let others = d
            .cards_of(Category::Person)
            .chain(d.cards_of(Category::Article))
            .filter(|c| !rival.contains(c));
        for (i, c) in others.enumerate() {
            holders[c.index()] = if i % 2 == 0 { 2 } else { 0 };
        }
        for c in rival {
            holders[c.index()] = 1;
        }
        holders
    }

    /// Two deals differing in one rival's hand: in A seat 1 holds person 0 and
    /// article 0, in B person 4 and article 4 instead (both: person 5, article 5).
    fn deals_a_and_b(d: &Deck) -> (Vec<u8>, Vec<u8>) {
        let a = deal(
            d,
            &[person(d, 0), article(d, 0), person(d, 5), article(d, 5)],
        );
        let b = deal(
            d,
            &[person(d, 4), article(d, 4), person(d, 5), article(d, 5)],
        );
        (a, b)
    }

    /// `log_weights` under a uniform prior over `grid`.
    fn uniform_weights(
        e: &NamingEvidence,
        grid: &[f64],
        deals: &[Vec<u8>],
        pooled: bool,
    ) -> Vec<f64> {
        e.log_weights(&NamingMixture::uniform(grid), deals, pooled)
    }

    fn ratio(log_w: &[f64], a: usize, b: usize) -> f64 {
        (log_w[a] - log_w[b]).exp()
    }

    /// One suggestion naming person 0 and article 0 (held by the rival in A,
    /// not in B): each deal weighs the prior-weighted sum of its likelihoods,
    /// computed here by hand, and a prior leaning below odds 1 reads the one
    /// suggestion more strongly than the uniform prior does.
    #[test]
    fn the_prior_weights_the_odds_of_the_mixture() {
        let d = deck();
        let named = [(Seat(1), [person(&d, 0), article(&d, 0), room(&d, 0)])];
        let e = NamingEvidence::from_named(&d, named, false);
        let (a, b) = deals_a_and_b(&d);
        let n = |cat| d.cards_of(cat).count() as f64;
        let (n_p, n_a) = (n(Category::Person), n(Category::Article));
        // In both deals the rival holds two persons and two articles.
        let by_hand = |prior: &[f64], held: bool| -> f64 {
            let total: f64 = prior.iter().sum();
            NAMING_GRID
                .iter()
                .zip(prior)
                .map(|(&q, &p)| {
                    let named = if held { q } else { 1.0 };
                    let l =
                        n_p * named / (2.0 * q + n_p - 2.0) * n_a * named / (2.0 * q + n_a - 2.0);
                    p / total * l
                })
                .sum::<f64>()
                .ln()
        };
        let lean = NamingMixture::weighted(&NAMING_GRID, &[4.0, 3.0, 2.0, 1.0]);
        let w_lean = e.log_weights(&lean, &[a.clone(), b.clone()], false);
        let w_flat = uniform_weights(&e, &NAMING_GRID, &[a, b], false);
        for (w, prior) in [(&w_lean, [4.0, 3.0, 2.0, 1.0]), (&w_flat, [1.0; 4])] {
            assert!((w[0] - by_hand(&prior, true)).abs() < 1e-9, "{w:?}");
            assert!((w[1] - by_hand(&prior, false)).abs() < 1e-9, "{w:?}");
        }
        assert!(
            ratio(&w_lean, 1, 0) > ratio(&w_flat, 1, 0) * 1.5,
            "lean {w_lean:?}, flat {w_flat:?}"
        );
        // Weights of another length, or none, fall back to the uniform prior.
        let uniform = NamingMixture::uniform(&NAMING_GRID);
        assert_eq!(NamingMixture::weighted(&NAMING_GRID, &[1.0, 2.0]), uniform);
        assert_eq!(NamingMixture::weighted(&NAMING_GRID, &[0.0; 4]), uniform);
        assert_eq!(NamingMixture::weighted(&NAMING_GRID, &[]), uniform);
    }

    /// Seat 1 suggests person 0, article 0 (seat 2 shows it a card we do not
    /// see), then names person 0 again. In deal A seat 2 held person 0 alone
    /// of the three, so seat 1 had seen it: naming it again is what a rival
    /// that avoids known cards rarely does. In deal B person 0 is the
    /// envelope's and seat 2 showed article 0. Seat 1's hand is the same in
    /// both, so the hand-only reading weighs them alike; the knowledge-aware
    /// one makes B far likelier, and a card we showed ourselves counts as
    /// seen whatever the deal.
    #[test]
    fn a_rival_that_names_a_card_it_was_shown_makes_deals_where_it_saw_it_unlikelier() {
        let d = deck();
        let envelope = 3u8;
        let holders = |cards: &[(Card, u8)]| {
            let mut h = vec![0u8; d.len()];
            for &(c, seat) in cards {
                h[c.index()] = seat;
            }
            h
        };
        let hand = [(person(&d, 3), 1), (article(&d, 3), 1)];
        let mut a = holders(&[(person(&d, 5), envelope), (article(&d, 5), envelope)]);
        let mut b = holders(&[(person(&d, 0), envelope), (article(&d, 5), envelope)]);
        for deal in [&mut a, &mut b] {
            deal[room(&d, 5).index()] = envelope;
            for &(c, seat) in &hand {
                deal[c.index()] = seat;
            }
        }
        a[person(&d, 0).index()] = 2;
        b[article(&d, 0).index()] = 2;
        b[person(&d, 5).index()] = 2;
        let first = [person(&d, 0), article(&d, 0), room(&d, 0)];
        let second = [person(&d, 0), article(&d, 1), room(&d, 1)];
        let named = [(Seat(1), first), (Seat(1), second)];
        let suggestion = |cards: [Card; 3], shown_by, seen: Option<Card>| RivalSuggestion {
            by: 1,
            cards: cards.map(Card::index),
            shown_by,
            seen: seen.map(Card::index),
        };
        let mut e = NamingEvidence::from_named(&d, named, false);
        let low = NamingMixture::uniform(&[0.2]);
        let deals = [a.clone(), b.clone()];
        let hand_only = e.log_weights(&low, &deals, false);
        assert!((hand_only[0] - hand_only[1]).abs() < 1e-12, "{hand_only:?}");
        e.timeline = vec![
            suggestion(first, Some(2), None),
            suggestion(second, None, None),
        ];
        let known = e.log_weights(&low, &deals, false);
        assert!(
            ratio(&known, 1, 0) > 3.0,
            "B should weigh well above A: {known:?}"
        );
        assert_eq!(uniform_weights(&e, &[1.0], &deals, false), vec![0.0, 0.0]);
        // Had we shown person 0 ourselves, seat 1 knew it whatever the deal:
        // naming it again weighs both alike, B as low as A.
        e.timeline[0] = suggestion(first, Some(0), Some(person(&d, 0)));
        let seen = e.log_weights(&low, &deals, false);
        assert!((seen[0] - seen[1]).abs() < 1e-12, "{seen:?}");
        assert!(
            (seen[0] - known[0]).abs() < 1e-12,
            "{seen:?} against {known:?}"
        );
    }

    /// A rival that named a spread of cards, a few of which it holds in deal A
    /// and none in deal B: the learned odds go below 1 (it avoids its cards)
    /// and B weighs more than A. Under the same evidence with the odds fixed
    /// at 1 (no model) both weigh the same.
    #[test]
    fn a_rival_that_names_what_it_lacks_makes_deals_where_it_lacks_them_likelier() {
        let d = deck();
        let named: Vec<(Seat, [Card; 3])> = (0..4)
            .map(|i| (Seat(1), [person(&d, i), article(&d, i), room(&d, i)]))
            .collect();
        let e = NamingEvidence::from_named(&d, named.clone(), false);
        let (a, b) = deals_a_and_b(&d);
        let w = uniform_weights(&e, &NAMING_GRID, &[a.clone(), b.clone()], false);
        assert!(w.iter().all(|x| x.is_finite()), "{w:?}");
        assert!(ratio(&w, 1, 0) > 2.0, "B should weigh well above A: {w:?}");
        let flat = uniform_weights(&e, &[1.0], &[a.clone(), b.clone()], false);
        assert_eq!(flat, vec![0.0, 0.0]);
        // In deal B the rival's posterior puts most weight on odds below 1.
        let post = e.posteriors(&NAMING_GRID, &b);
        assert_eq!(post.len(), 1);
        let below: f64 = NAMING_GRID
            .iter()
            .zip(&post[0].1)
            .filter(|(q, _)| **q < 1.0)
            .map(|(_, p)| p)
            .sum();
        assert!(below > 0.8, "{post:?}");
        // Rooms do not count by default: naming room 0, held in A only,
        // changes nothing.
        let mut a_room = a.clone();
        a_room[room(&d, 0).index()] = 1;
        let w_room = uniform_weights(&e, &NAMING_GRID, &[a.clone(), a_room.clone()], false);
        assert!((w_room[0] - w_room[1]).abs() < 1e-12, "{w_room:?}");
        // With rooms counted, it does (holding a named room is evidence).
        let with_rooms = NamingEvidence::from_named(&d, named, true);
        let w_room = uniform_weights(&with_rooms, &NAMING_GRID, &[a, a_room], false);
        assert!(w_room[0] > w_room[1], "{w_room:?}");
    }

    /// The model is learned, not a fixed habit: a rival that keeps naming the
    /// same two cards looks like one that names what it holds, and the deal
    /// in which it holds them weighs more.
    #[test]
    fn a_rival_that_keeps_naming_its_cards_makes_deals_where_it_holds_them_likelier() {
        let d = deck();
        let named = (0..6).map(|i| (Seat(1), [person(&d, 0), article(&d, 0), room(&d, i % 3)]));
        let e = NamingEvidence::from_named(&d, named, false);
        let (a, b) = deals_a_and_b(&d);
        let w = uniform_weights(&e, &NAMING_GRID, &[a.clone(), b], false);
        assert!(ratio(&w, 0, 1) > 2.0, "A should weigh well above B: {w:?}");
        let post = e.posteriors(&NAMING_GRID, &a);
        let above: f64 = NAMING_GRID
            .iter()
            .zip(&post[0].1)
            .filter(|(q, _)| **q > 1.0)
            .map(|(_, p)| p)
            .sum();
        assert!(above > 0.8, "{post:?}");
    }

    #[test]
    fn without_rival_suggestions_every_deal_weighs_the_same() {
        let d = deck();
        let e = NamingEvidence::from_named(&d, std::iter::empty(), false);
        assert!(e.is_empty());
        let deals: Vec<Vec<u8>> = (0..5)
            .map(|i| deal(&d, &[person(&d, i), article(&d, 5 - i)]))
            .collect();
        let w = uniform_weights(&e, &NAMING_GRID, &deals, false);
        assert!(w.iter().all(|x| *x == 0.0), "{w:?}");
    }

    /// A rival naming uniformly at random, over many suggestions: in every
    /// deal its posterior is near odds 1, the deals weigh nearly the same, and
    /// nothing underflows.
    #[test]
    fn a_rival_naming_at_random_leaves_the_deals_nearly_flat() {
        let d = deck();
        let mut rng = SleuthRng::from_seed(42);
        let persons: Vec<Card> = d.cards_of(Category::Person).collect();
        let articles: Vec<Card> = d.cards_of(Category::Article).collect();
        let rooms: Vec<Card> = d.cards_of(Category::Room).collect();
        let named: Vec<(Seat, [Card; 3])> = (0..400)
            .map(|_| {
                (
                    Seat(1),
                    [
                        persons[rng.index(persons.len())],
                        articles[rng.index(articles.len())],
                        rooms[rng.index(rooms.len())],
                    ],
                )
            })
            .collect();
        for rooms_count in [false, true] {
            let e = NamingEvidence::from_named(&d, named.clone(), rooms_count);
            // Deals in which seat 1 holds 2 persons, 2 articles and 2 rooms,
            // drawn at random.
            let deals: Vec<Vec<u8>> = (0..30)
                .map(|_| {
                    let mut p = persons.clone();
                    let mut a = articles.clone();
                    let mut r = rooms.clone();
                    rng.shuffle(&mut p);
                    rng.shuffle(&mut a);
                    rng.shuffle(&mut r);
                    deal(&d, &[p[0], p[1], a[0], a[1], r[0], r[1]])
                })
                .collect();
            let w = uniform_weights(&e, &NAMING_GRID, &deals, false);
            assert!(w.iter().all(|x| x.is_finite()), "{w:?}");
            let (lo, hi) = w
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), x| {
                    (l.min(*x), h.max(*x))
                });
            assert!(hi - lo < 0.1, "weights not near flat: {lo} to {hi}");
            for deal in &deals {
                let post = e.posteriors(&NAMING_GRID, deal);
                let at_one = NAMING_GRID.iter().position(|q| *q == 1.0).unwrap();
                assert!(post[0].1[at_one] > 0.9, "{post:?}");
            }
        }
    }

    /// A deal's holders (3 players) in which seat 1 holds `one` and seat 2
    /// `two`; every other card goes to seat 0.
    fn deal_of_two(d: &Deck, one: &[Card], two: &[Card]) -> Vec<u8> {
        let mut holders = vec![0u8; d.len()];
        for c in one {
            holders[c.index()] = 1;
        }
        for c in two {
            holders[c.index()] = 2;
        }
        holders
    }

    /// The mass a posterior over `NAMING_GRID` puts on odds below 1.
    fn below_one(post: &[f64]) -> f64 {
        NAMING_GRID
            .iter()
            .zip(post)
            .filter(|(q, _)| **q < 1.0)
            .map(|(_, p)| p)
            .sum()
    }

    /// Two rivals, each with a little evidence that it avoids its own cards
    /// (two suggestions, none naming a card it holds in deal B): one odds for
    /// the table reads both as evidence about the same q, so its posterior
    /// lies further below 1 than either rival's own, and deal B gains more
    /// over deal A (in which each holds one card it named) than per rival.
    #[test]
    fn pooled_odds_learn_from_every_rival_at_once() {
        let d = deck();
        let named: Vec<(Seat, [Card; 3])> = vec![
            (Seat(1), [person(&d, 0), article(&d, 0), room(&d, 0)]),
            (Seat(1), [person(&d, 1), article(&d, 1), room(&d, 1)]),
            (Seat(2), [person(&d, 2), article(&d, 2), room(&d, 2)]),
            (Seat(2), [person(&d, 3), article(&d, 3), room(&d, 3)]),
        ];
        let e = NamingEvidence::from_named(&d, named, false);
        let b = deal_of_two(
            &d,
            &[person(&d, 4), article(&d, 4)],
            &[person(&d, 5), article(&d, 5)],
        );
        let a = deal_of_two(
            &d,
            &[person(&d, 0), article(&d, 4)],
            &[person(&d, 2), article(&d, 5)],
        );
        let per_rival = e.posteriors(&NAMING_GRID, &b);
        assert_eq!(per_rival.len(), 2);
        let pooled = e.pooled_posterior(&NAMING_GRID, &b);
        assert!(
            (pooled.iter().sum::<f64>() - 1.0).abs() < 1e-12,
            "{pooled:?}"
        );
        for (seat, post) in &per_rival {
            // A little evidence: each rival's own posterior has moved below 1,
            // not far.
            assert!(below_one(post) > 0.5, "seat {seat}: {post:?}");
            assert!(
                below_one(&pooled) > below_one(post) + 0.02,
                "pooled {pooled:?} against seat {seat}'s {post:?}"
            );
        }
        let w_rivals = uniform_weights(&e, &NAMING_GRID, &[a.clone(), b.clone()], false);
        let w_pooled = uniform_weights(&e, &NAMING_GRID, &[a.clone(), b.clone()], true);
        assert!(w_pooled.iter().all(|x| x.is_finite()), "{w_pooled:?}");
        assert!(ratio(&w_rivals, 1, 0) > 1.0, "{w_rivals:?}");
        assert!(
            ratio(&w_pooled, 1, 0) > ratio(&w_rivals, 1, 0),
            "pooled {w_pooled:?} against per rival {w_rivals:?}"
        );
        // With the odds fixed at 1, nothing moves either way.
        assert_eq!(uniform_weights(&e, &[1.0], &[a, b], true), vec![0.0, 0.0]);
    }

    /// Pooled, one rival's evidence weighs exactly as per rival (the table is
    /// that rival), and no suggestion leaves every deal at the same weight.
    #[test]
    fn pooled_odds_reduce_to_the_per_rival_model_for_one_rival_and_to_flat_for_none() {
        let d = deck();
        let deals: Vec<Vec<u8>> = (0..5)
            .map(|i| deal(&d, &[person(&d, i), article(&d, 5 - i)]))
            .collect();
        let none = NamingEvidence::from_named(&d, std::iter::empty(), false);
        let w = uniform_weights(&none, &NAMING_GRID, &deals, true);
        assert!(w.iter().all(|x| *x == 0.0), "{w:?}");
        let named = (0..5).map(|i| (Seat(1), [person(&d, i % 3), article(&d, 1), room(&d, i)]));
        let one = NamingEvidence::from_named(&d, named, false);
        let pooled = uniform_weights(&one, &NAMING_GRID, &deals, true);
        let rivals = uniform_weights(&one, &NAMING_GRID, &deals, false);
        for (p, r) in pooled.iter().zip(&rivals) {
            assert!((p - r).abs() < 1e-12, "{pooled:?} against {rivals:?}");
        }
        assert!(
            pooled.iter().any(|x| (x - pooled[0]).abs() > 1e-6),
            "{pooled:?}"
        );
    }

    /// In a real game, the planner's reweighting only redraws deals it was
    /// given (the support, and so certainty, is unchanged), is on by default,
    /// and uses only its own view.
    #[test]
    fn reweighting_keeps_the_support() {
        let config = HaventACluedo::config_for_players(3);
        let mut g = HaventACluedo::new(&config, 5).unwrap();
        let mut solvers: Vec<SolverBot> = (0..3).map(|s| SolverBot::new(60 + s)).collect();
        let me = Seat(0);
        let mut checked = 0;
        for _ in 0..600 {
            if g.outcome().is_some() {
                break;
            }
            let view = g.view(Viewer::Seat(me));
            let rival_suggestions = view.suggestions.iter().filter(|s| s.by != me).count();
            if rival_suggestions >= 2 {
                let mut bot = PlannerBot::new(9);
                assert!(bot.params().learn_naming);
                let deck = &bot.edition.deck;
                let k = knowledge_from_view_with(deck, &view, Perspective::Viewer).unwrap();
                let problem = sleuth_deduction::reduced_problem(&k).unwrap();
                let mut rng = SleuthRng::from_seed(3);
                let sample =
                    engine::sample_deals(&problem, 200, solve_options().state_budget, &mut rng)
                        .unwrap();
                let before = sample.deals.clone();
                let after = bot.weigh_by_naming(&view, me, sample.deals);
                assert_eq!(after.len(), before.len());
                assert!(after.iter().all(|d| before.contains(d)));
                checked += 1;
            }
            let seat = g.to_move().first_seat().unwrap();
            let action = solvers[seat.index()].choose(&Turn::new(&g, seat));
            g.play(seat, &action, &mut Vec::new()).unwrap();
        }
        assert!(checked > 0, "no position with rival suggestions");
    }
}
