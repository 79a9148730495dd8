//! Exact card-ownership deduction for Cluedo-style games.
//!
//! Input is one seat's knowledge (its hand, every hand size, suggestions with
//! who passed and who showed, direct facts); output is, for every card, the
//! probability that it is in the envelope or in each player's hand, counted
//! over all DEALS consistent with the knowledge (not over envelopes), and the
//! facts that are certain. See `docs/deduction/cluedo-solver.md`.
//!
//! No I/O: [`solve_json`] maps a JSON document to a JSON answer.

pub mod decks;
pub mod engine;
pub mod hands;
pub mod knowledge;
pub mod refusal;
pub mod sim;

pub use engine::{Conflict, CountError, Counts, DealSample, Problem};
pub use hands::HandBudget;
pub use knowledge::{
    CategorySpec, Constraint, ConstraintKind, DeckSpec, Knowledge, KnowledgeDoc, Player, list_decks,
};
pub use refusal::{
    Contradiction, Holder, Invalid, ParseProblem, Reason, SolveError, Source, SuggestionLabel,
    TooLarge,
};

use serde_json::{Map, Value, json};

/// How the answer was computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Exact,
    Sampled,
}

/// Tuning of [`solve`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolveOptions {
    /// Largest number of DP states in one layer before falling back to sampling.
    pub state_budget: usize,
    /// Accepted samples wanted by the sampler.
    pub samples: u64,
    /// Most samples drawn by the sampler.
    pub max_tries: u64,
    /// Seed of the sampler.
    pub seed: u64,
    /// Sample even when exact counting is possible (for tests).
    pub force_sampling: bool,
    /// Limits of the count by whole hands, tried when the card-by-card pass
    /// passes `quick_state_budget`.
    pub hand_budget: HandBudget,
    /// States per layer the card-by-card pass may use before the count by
    /// whole hands is tried (then the card-by-card pass again, up to
    /// `state_budget`).
    pub quick_state_budget: usize,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            state_budget: 400_000,
            samples: 20_000,
            max_tries: 2_000_000,
            seed: 0x5eed,
            force_sampling: false,
            hand_budget: HandBudget::default(),
            quick_state_budget: 20_000,
        }
    }
}

/// A fact with probability 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CertainFact {
    pub card: String,
    /// A player's name, or "envelope".
    pub holder: String,
}

/// The answer of the solver.
#[derive(Debug, Clone, PartialEq)]
pub struct Solution {
    pub method: Method,
    /// Exact number of consistent deals, or the sampler's estimate (rounded).
    pub worlds: u128,
    /// Exact counts `[card][holder]` (holder = player index, last = envelope);
    /// for the sampler, accepted sample counts.
    pub counts: Vec<Vec<u128>>,
    /// Denominator of `counts`: `worlds` when exact, accepted samples when sampled.
    pub denominator: u128,
    /// For the sampler: the half-width of a 95% interval on every probability.
    pub error: Option<f64>,
    /// Card names in deck order.
    pub card_names: Vec<String>,
    /// Player names in seating order.
    pub player_names: Vec<String>,
    pub certain: Vec<CertainFact>,
}

impl Solution {
    /// The probability that `holder` (player index, or players = envelope) has `card`.
    pub fn probability(&self, card: usize, holder: usize) -> f64 {
        if self.denominator == 0 {
            return 0.0;
        }
        self.counts[card][holder] as f64 / self.denominator as f64
    }

    /// The JSON answer (see the docs).
    pub fn to_json(&self) -> Value {
        let env = self.player_names.len();
        let mut cards = Map::new();
        for (c, name) in self.card_names.iter().enumerate() {
            let mut holders = Map::new();
            holders.insert("envelope".into(), json!(self.probability(c, env)));
            for (p, pname) in self.player_names.iter().enumerate() {
                holders.insert(pname.clone(), json!(self.probability(c, p)));
            }
            cards.insert(name.clone(), Value::Object(holders));
        }
        let certain: Vec<Value> = self
            .certain
            .iter()
            .map(|f| json!({"card": f.card, "holder": f.holder}))
            .collect();
        let mut out = Map::new();
        out.insert(
            "method".into(),
            json!(match self.method {
                Method::Exact => "exact",
                Method::Sampled => "sampled",
            }),
        );
        out.insert("worlds".into(), json!(self.worlds.to_string()));
        if let Some(e) = self.error {
            out.insert("error".into(), json!(format!("±{e:.4} at 95%")));
        }
        out.insert("cards".into(), Value::Object(cards));
        out.insert("certain".into(), Value::Array(certain));
        Value::Object(out)
    }
}

/// Solves a JSON knowledge document and returns the JSON answer (pretty-printed).
pub fn solve_json(input: &str) -> Result<String, SolveError> {
    let doc: KnowledgeDoc = serde_json::from_str(input)
        .map_err(|e| SolveError::Parse(ParseProblem::Json(e.to_string())))?;
    let knowledge = Knowledge::from_doc(&doc)?;
    let solution = solve(&knowledge, &SolveOptions::default())?;
    serde_json::to_string_pretty(&solution.to_json())
        .map_err(|e| SolveError::Parse(ParseProblem::Json(e.to_string())))
}

/// Counts exactly: the card-by-card pass while it stays small (microseconds
/// on common states), then the count by whole hands (whose cost does not
/// grow with the number of open has-one-of facts), then the card-by-card pass
/// up to the full budget.
pub fn count(p: &Problem, opts: &SolveOptions) -> Result<Counts, CountError> {
    let quick = opts.quick_state_budget.min(opts.state_budget);
    match engine::count_exact(p, quick) {
        Err(CountError::TooManyStates) => {}
        done => return done,
    }
    match hands::count_by_hands(p, &opts.hand_budget) {
        Err(CountError::TooManyStates) => {}
        done => return done,
    }
    if opts.state_budget > quick {
        engine::count_exact(p, opts.state_budget)
    } else {
        Err(CountError::TooManyStates)
    }
}

/// Builds the problem of the first `upto` constraints and reduces it.
fn reduced_prefix(k: &Knowledge, upto: usize) -> Result<Problem, Box<Reason>> {
    let mut p = k.problem(upto)?;
    p.reduce().map_err(|c| Box::new(k.describe_conflict(&c)))?;
    Ok(p)
}

/// Whether the first `upto` constraints admit a deal (exact when affordable).
fn consistent_prefix(k: &Knowledge, upto: usize, opts: &SolveOptions) -> bool {
    match reduced_prefix(k, upto) {
        Err(_) => false,
        Ok(p) => match count(&p, opts) {
            Ok(c) => c.total > 0,
            Err(_) => true,
        },
    }
}

/// The first constraint whose addition makes the knowledge inconsistent.
fn first_culprit(k: &Knowledge, opts: &SolveOptions) -> Option<usize> {
    let n = k.constraints.len();
    if !consistent_prefix(k, 0, opts) {
        return None;
    }
    // consistent(lo) && !consistent(hi)
    let (mut lo, mut hi) = (0, n);
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if consistent_prefix(k, mid, opts) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(hi - 1)
}

fn contradiction(k: &Knowledge, reason: Reason, opts: &SolveOptions) -> SolveError {
    let culprit = first_culprit(k, opts).map(|i| k.constraints[i].source.clone());
    SolveError::Contradiction(Box::new(Contradiction {
        first_contradicted_by: culprit.filter(|source| !reason.names(source)),
        reason,
    }))
}

/// Solves typed knowledge.
pub fn solve(k: &Knowledge, opts: &SolveOptions) -> Result<Solution, SolveError> {
    let n = k.constraints.len();
    let p = match reduced_prefix(k, n) {
        Ok(p) => p,
        Err(reason) => return Err(contradiction(k, *reason, opts)),
    };
    let players = k.players.len();
    let card_names: Vec<String> = k.deck.card_names();
    let player_names: Vec<String> = k.players.iter().map(|p| p.name.clone()).collect();
    let holder_name = |h: usize| {
        if h == players {
            "envelope".to_string()
        } else {
            player_names[h].clone()
        }
    };
    let exact = if opts.force_sampling {
        Err(CountError::TooManyStates)
    } else {
        count(&p, opts)
    };
    match exact {
        Ok(counts) => {
            if counts.total == 0 {
                return Err(contradiction(k, Reason::NoDeal, opts));
            }
            let mut certain = Vec::new();
            for (c, row) in counts.per_card.iter().enumerate() {
                for (h, &x) in row.iter().enumerate() {
                    if x == counts.total {
                        certain.push(CertainFact {
                            card: card_names[c].clone(),
                            holder: holder_name(h),
                        });
                    }
                }
            }
            Ok(Solution {
                method: Method::Exact,
                worlds: counts.total,
                denominator: counts.total,
                counts: counts.per_card,
                error: None,
                card_names,
                player_names,
                certain,
            })
        }
        Err(CountError::Overflow) => Err(SolveError::TooLarge(TooLarge::Overflow)),
        Err(CountError::TooManyStates) => {
            let s = engine::sample(&p, opts.samples, opts.max_tries, opts.seed)
                .map_err(|_| SolveError::TooLarge(TooLarge::Sampler))?;
            if s.proven_empty {
                return Err(contradiction(k, Reason::NoDeal, opts));
            }
            if s.accepted == 0 {
                // Not a proof: the state may be consistent with deals too rare
                // for the sampler to meet.
                return Err(SolveError::Undecided { tries: s.tried });
            }
            // Certain: only what propagation proved (a card with one possible holder).
            let mut certain = Vec::new();
            for (c, &a) in p.allowed.iter().enumerate() {
                if a.count_ones() == 1 {
                    certain.push(CertainFact {
                        card: card_names[c].clone(),
                        holder: holder_name(a.trailing_zeros() as usize),
                    });
                }
            }
            let error = 1.96 * (0.25 / s.accepted as f64).sqrt();
            Ok(Solution {
                method: Method::Sampled,
                worlds: s.estimated_total.round() as u128,
                denominator: u128::from(s.accepted),
                counts: s
                    .per_card
                    .iter()
                    .map(|r| r.iter().map(|&x| u128::from(x)).collect())
                    .collect(),
                error: Some(error),
                card_names,
                player_names,
                certain,
            })
        }
    }
}

/// The knowledge's problem after propagation. A contradiction is an error
/// (without the search for the first culprit that [`solve`] does).
pub fn reduced_problem(k: &Knowledge) -> Result<Problem, SolveError> {
    reduced_prefix(k, k.constraints.len()).map_err(|reason| {
        SolveError::Contradiction(Box::new(Contradiction {
            reason: *reason,
            first_contradicted_by: None,
        }))
    })
}

/// The probability that the envelope holds exactly `envelope` (one card per
/// category), over every deal consistent with the knowledge: the number of
/// consistent deals with that envelope over the number of consistent deals.
/// Exact when both counts fit the state budget; otherwise estimated with the
/// sampler (the ratio of the two estimated totals) and `Method::Sampled`.
pub fn envelope_probability(
    k: &Knowledge,
    envelope: &[usize],
    opts: &SolveOptions,
) -> Result<(f64, Method), SolveError> {
    let all = reduced_problem(k)?;
    let env_bit = 1u64 << all.envelope();
    let mut fixed = all.clone();
    for &c in envelope {
        if c >= fixed.cards() {
            return Err(SolveError::Invalid(Invalid::CardOutOfDeck { card: c }));
        }
        fixed.restrict(c, env_bit);
    }
    if fixed.reduce().is_err() {
        // Propagation alone rules this envelope out (or the whole knowledge,
        // which `reduced_problem` would have reported).
        return Ok((0.0, Method::Exact));
    }
    let exact = if opts.force_sampling {
        Err(CountError::TooManyStates)
    } else {
        count(&all, opts).and_then(|a| count(&fixed, opts).map(|f| (a.total, f.total)))
    };
    match exact {
        Ok((0, _)) => Err(SolveError::Contradiction(Box::new(Contradiction {
            reason: Reason::NoDeal,
            first_contradicted_by: None,
        }))),
        Ok((total, with)) => Ok((with as f64 / total as f64, Method::Exact)),
        Err(CountError::Overflow) => Err(SolveError::TooLarge(TooLarge::Overflow)),
        Err(CountError::TooManyStates) => {
            let too_large = |_| SolveError::TooLarge(TooLarge::Sampler);
            let a =
                engine::sample(&all, opts.samples, opts.max_tries, opts.seed).map_err(too_large)?;
            let f = engine::sample(&fixed, opts.samples, opts.max_tries, opts.seed)
                .map_err(too_large)?;
            if a.proven_empty {
                return Err(SolveError::Contradiction(Box::new(Contradiction {
                    reason: Reason::NoDeal,
                    first_contradicted_by: None,
                })));
            }
            if a.estimated_total <= 0.0 {
                return Err(SolveError::Undecided { tries: a.tried });
            }
            Ok((
                (f.estimated_total / a.estimated_total).min(1.0),
                Method::Sampled,
            ))
        }
    }
}
