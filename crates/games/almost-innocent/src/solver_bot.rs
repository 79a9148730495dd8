//! The `solver` team bot: from its seat's view only, it asks the question with the
//! most expected information for the team per token (the [`Solver`]'s exact belief
//! for its own seat, the public table for the others), uses the free questions
//! (Okra, Edd, Valia) and Din and Teor where they tell the most, never cuts the
//! investigation short, and in the resolution names the most likely clue of its
//! exact belief (conditioned on every guess made so far).

use std::cell::RefCell;
use std::collections::HashMap;

use sleuth_core::SleuthRng;
use sleuth_core::game::{Bot, Turn};

use crate::rules::AlmostInnocent;
use crate::solver::{Belief, Combo, Solver};
use crate::types::*;

#[derive(Debug)]
pub struct SolverBot {
    rng: SleuthRng,
}

impl SolverBot {
    pub fn new(seed: u64) -> Self {
        SolverBot {
            rng: SleuthRng::from_seed(seed),
        }
    }
}

impl Bot<AlmostInnocent> for SolverBot {
    fn choose(&mut self, turn: &Turn<'_, AlmostInnocent>) -> Action {
        let legal = turn.legal_actions();
        let view = turn.view();
        let choice = Solver::new(&view)
            .ok()
            .and_then(|solver| choose(&solver, &legal));
        match choice {
            Some(a) if legal.contains(&a) => a,
            // Only a self-contradicting view gets here; any legal action will do.
            _ => self
                .rng
                .choose(&legal)
                .cloned()
                .unwrap_or(Action::ProposeResolution),
        }
    }
}

/// The bot's choice for one seat's view among the legal actions.
pub fn choose(solver: &Solver<'_>, legal: &[Action]) -> Option<Action> {
    let view = solver.view;
    let board = solver.board;
    match &view.phase {
        PhaseView::Resolution { kind, .. } => {
            let mine = solver.belief().ok()?;
            let pos = board.types.iter().position(|t| t == kind)?;
            let marginal = mine.marginal(pos, board.clues.len());
            // ruling AI-6 (amended): Din and Teor still help while I am unsure of
            // the clue I must name: Din on myself, or Teor for my right neighbour,
            // who holds my solution and marks a zone about it.
            if marginal.iter().cloned().fold(0.0, f64::max) < 0.999 {
                let right = solver.right(solver.me);
                for help in [
                    Action::UseDin { target: solver.me },
                    Action::UseTeor { target: right },
                ] {
                    if legal.contains(&help) {
                        return Some(help);
                    }
                }
            }
            let budget = i32::from(view.almost_innocent_left).min(2);
            let planner = (mine.combos.len() <= GUESS_PLAN_LIMIT)
                .then(|| GuessPlan::new(&mine, solver.types()));
            best_by(legal, |a| match a {
                Action::Guess { clue } => {
                    let x = board.clue_by_code(clue)? as u8;
                    let p = marginal[usize::from(x)];
                    Some(match &planner {
                        Some(plan) => plan.score(pos, x, budget) + p * 1e-9,
                        None => p,
                    })
                }
                _ => None,
            })
        }
        PhaseView::Proposal { .. } => {
            let mine = solver.belief().ok()?;
            Some(Action::AnswerProposal {
                agree: mine.combos.len() == 1,
            })
        }
        PhaseView::QueenChoice => {
            // Put her where she guards the fewest lines still free.
            best_by(legal, |a| match a {
                Action::MoveQueen { zone } => {
                    let (r, c) = zone.origin()?;
                    let free = [r, r + 1, 6 + c, 7 + c]
                        .iter()
                        .filter(|&&i| !view.used_lines.contains(&Line::from_index(i)))
                        .count();
                    Some(-(free as f64))
                }
                _ => None,
            })
        }
        PhaseView::DinDraw { .. } => {
            // Draw from the decks where my own clue is least certain.
            let mine = solver.belief().ok()?;
            let spread: Vec<f64> = (0..solver.types())
                .map(|p| {
                    let m = mine.marginal(p, board.clues.len());
                    1.0 - m.iter().cloned().fold(0.0, f64::max)
                })
                .collect();
            best_by(legal, |a| match a {
                Action::DinDraw { kinds } => {
                    let mut score = 0.0;
                    for (k, t) in kinds.iter().enumerate() {
                        let p = board.types.iter().position(|x| x == t)?;
                        let repeats = kinds[..k].iter().filter(|x| *x == t).count();
                        score += spread[p] / (1.0 + repeats as f64);
                    }
                    Some(score)
                }
                _ => None,
            })
        }
        PhaseView::DinReveal { .. } => {
            // Show the card the other seats most expect to hold: it rules out the most.
            let mine = solver.belief().ok()?;
            let team = solver.team_beliefs(&mine);
            best_by(legal, |a| match a {
                Action::DinReveal { clue } => {
                    let c = board.clue_by_code(clue)? as u8;
                    let mut mass = 0.0;
                    for (s, b) in team.iter().enumerate() {
                        if s == solver.me.index() {
                            continue;
                        }
                        let total = b.total();
                        for (combo, w) in b.combos.iter().zip(&b.weights) {
                            if combo[..solver.types()].contains(&c) {
                                mass += w / total;
                            }
                        }
                    }
                    Some(mass)
                }
                _ => None,
            })
        }
        PhaseView::TeorMark { .. } => {
            // My left neighbour's solution is in my hand: leave it the least doubt.
            let left = solver.left(solver.me);
            let public = solver.public_belief(left);
            let total = public.total();
            best_by(legal, |a| match a {
                Action::TeorMark { zone, white } => {
                    let mask = zone.mask()?;
                    let kept: f64 = public
                        .combos
                        .iter()
                        .zip(&public.weights)
                        .filter(|(c, _)| {
                            c[..solver.types()]
                                .iter()
                                .any(|&i| board.clues[usize::from(i)].cell_bits & mask != 0)
                                == *white
                        })
                        .map(|(_, w)| w)
                        .sum();
                    Some(-kept / total)
                }
                _ => None,
            })
        }
        PhaseView::Turn => choose_turn(solver, legal),
        PhaseView::Over { .. } => None,
    }
}

fn choose_turn(solver: &Solver<'_>, legal: &[Action]) -> Option<Action> {
    let view = solver.view;
    let mine = solver.belief().ok()?;
    let team = solver.team_beliefs(&mine);
    let uncertain = team.iter().any(|b| b.combos.len() > 1);
    if mine.combos.len() > 1 {
        let din = Action::UseDin { target: solver.me };
        if legal.contains(&din) {
            return Some(din);
        }
    }
    // Teor: the seat whose left neighbour is the most uncertain marks a zone.
    if uncertain && view.questions.len() >= 2 {
        let teor = best_by(legal, |a| match a {
            Action::UseTeor { target } => {
                let about = solver.left(*target);
                Some(entropy_of(&team[about.index()]))
            }
            _ => None,
        });
        if let Some(a) = teor
            && let Action::UseTeor { target } = &a
            && entropy_of(&team[solver.left(*target).index()]) > 0.5
        {
            return Some(a);
        }
    }
    let questions = solver.questions(legal);
    let tokens_left = f64::from(view.tokens.left);
    // Distinct questions with their price in tokens (free ones count 0.6).
    let mut distinct: Vec<(Asked, f64, u8)> = Vec::new();
    for (_, asked, cost) in &questions {
        if !distinct.iter().any(|(a, _, _)| a == asked) {
            distinct.push((asked.clone(), f64::from(*cost).max(0.6), *cost));
        }
    }
    let values: Vec<f64> = distinct
        .iter()
        .map(|(asked, price, _)| solver.information(&team, asked) / price)
        .collect();
    let mut best: Option<(f64, Action)> = None;
    let mut best_free: Option<(f64, Action)> = None;
    for (action, asked, cost) in questions {
        let q = distinct
            .iter()
            .position(|(a, _, _)| *a == asked)
            .unwrap_or(0);
        let info = values[q];
        let mut value = info;
        // Prefer the discard face with more tokens left.
        if let Action::Ask {
            discard: Some(f), ..
        }
        | Action::Okra {
            discard: Some(f), ..
        } = &action
        {
            let left = match f {
                TokenFace::Quantity => view.tokens.quantity,
                TokenFace::Type => view.tokens.kind,
            };
            value += f64::from(left.unwrap_or(0)) * 1e-6;
        }
        if cost == 0 && info > 1e-9 && best_free.as_ref().is_none_or(|(v, _)| value > *v + 1e-12) {
            best_free = Some((value, action.clone()));
        }
        if best.as_ref().is_none_or(|(v, _)| value > *v + 1e-12) {
            best = Some((value, action));
        }
    }
    // Free questions before the tokens run out.
    if tokens_left <= 2.0
        && let Some((_, a)) = best_free
    {
        return Some(a);
    }
    best.map(|(_, a)| a)
}

/// (type position, wrong guesses allowed, combinations left).
type MemoKey = (usize, i32, Vec<u16>);

/// Beliefs this small get a full guessing plan in the resolution.
const GUESS_PLAN_LIMIT: usize = 400;

/// The resolution as a seat's own puzzle: guess type after type, a wrong guess
/// rules that clue out and costs a token. `finish(S, pos, k)` is the chance to name
/// every remaining clue with at most `k` wrong guesses when the truth is drawn
/// from `S`; a guess is scored by that chance summed over `k = 0..=budget` (the
/// expected number of the team's tokens it leaves, capped). Naming the most likely
/// combination's clues maximises the `k = 0` term.
struct GuessPlan {
    combos: Vec<Combo>,
    weights: Vec<f64>,
    types: usize,
    memo: RefCell<HashMap<MemoKey, f64>>,
}

impl GuessPlan {
    fn new(belief: &Belief, types: usize) -> Self {
        GuessPlan {
            combos: belief.combos.clone(),
            weights: belief.weights.clone(),
            types,
            memo: RefCell::new(HashMap::new()),
        }
    }

    fn score(&self, pos: usize, x: u8, budget: i32) -> f64 {
        let all: Vec<u16> = (0..self.combos.len() as u16).collect();
        (0..=budget)
            .map(|k| self.after_guess(&all, pos, x, k))
            .sum()
    }

    fn mass(&self, set: &[u16]) -> f64 {
        set.iter().map(|&i| self.weights[usize::from(i)]).sum()
    }

    /// The chance to finish with at most `k` wrong guesses after naming `x` now.
    fn after_guess(&self, set: &[u16], pos: usize, x: u8, k: i32) -> f64 {
        let total = self.mass(set);
        if total <= 0.0 {
            return 0.0;
        }
        let (hit, miss): (Vec<u16>, Vec<u16>) = set
            .iter()
            .partition(|&&i| self.combos[usize::from(i)][pos] == x);
        let p = self.mass(&hit) / total;
        let mut v = 0.0;
        if p > 0.0 {
            v += p * self.finish(&hit, pos + 1, k);
        }
        if p < 1.0 && k > 0 {
            v += (1.0 - p) * self.finish(&miss, pos, k - 1);
        }
        v
    }

    fn finish(&self, set: &[u16], pos: usize, k: i32) -> f64 {
        if pos >= self.types || set.len() <= 1 {
            return 1.0;
        }
        let key = (pos, k, set.to_vec());
        if let Some(&v) = self.memo.borrow().get(&key) {
            return v;
        }
        let mut values: Vec<u8> = set
            .iter()
            .map(|&i| self.combos[usize::from(i)][pos])
            .collect();
        values.sort_unstable();
        values.dedup();
        let v = if values.len() == 1 {
            self.finish(set, pos + 1, k)
        } else {
            values
                .iter()
                .map(|&x| self.after_guess(set, pos, x, k))
                .fold(0.0, f64::max)
        };
        self.memo.borrow_mut().insert(key, v);
        v
    }
}

fn entropy_of(b: &Belief) -> f64 {
    b.entropy()
}

/// The legal action with the highest score (the first on ties).
fn best_by(legal: &[Action], score: impl Fn(&Action) -> Option<f64>) -> Option<Action> {
    let mut best: Option<(f64, &Action)> = None;
    for a in legal {
        if let Some(s) = score(a)
            && best.is_none_or(|(b, _)| s > b + 1e-12)
        {
            best = Some((s, a));
        }
    }
    best.map(|(_, a)| a.clone())
}
