//! The baseline team bot. From its seat's view only, it keeps the set of
//! combinations consistent with everything its seat has learned, estimates the
//! other seats' sets from the public table, asks the question whose answers split
//! those sets best per token spent, signals and proposes an early resolution when
//! everyone knows, and resolves with its most likely clue.

use std::cell::RefCell;

use sleuth_core::game::{Bot, Turn};
use sleuth_core::{Seat, SleuthRng};

use crate::content::{Board, ClueType, Difficulty, scenario};
use crate::rules::AlmostInnocent;
use crate::types::*;

type Combo = [u8; 5];

/// A combination's answers, precomputed.
struct Packed {
    counts: [u8; 12],
    lines: [u16; 5],
    cells: [u64; 5],
    animal: bool,
    liquid: bool,
}

/// Sets larger than this are sampled evenly when scoring questions.
const SAMPLE: usize = 1500;

#[derive(Debug)]
pub struct BaselineBot {
    rng: SleuthRng,
    cache: RefCell<Vec<Option<Cached>>>,
}

/// A seat's candidate set as of `questions` questions, valid while everything else
/// it was computed from (`key`) is unchanged; later questions only filter it.
#[derive(Debug)]
pub(crate) struct Cached {
    key: String,
    questions: usize,
    set: Vec<Combo>,
}

impl BaselineBot {
    pub fn new(seed: u64) -> Self {
        BaselineBot {
            rng: SleuthRng::from_seed(seed),
            cache: RefCell::new(Vec::new()),
        }
    }
}

impl Bot<AlmostInnocent> for BaselineBot {
    fn choose(&mut self, turn: &Turn<'_, AlmostInnocent>) -> Action {
        let legal = turn.legal_actions();
        let view = turn.view();
        let fallback = |rng: &mut SleuthRng| rng.choose(&legal).cloned();
        let Some(board) = scenario(&view.scenario) else {
            return fallback(&mut self.rng).unwrap_or(Action::ProposeResolution);
        };
        let mind = Mind {
            board,
            view: &view,
            me: turn.seat(),
            cache: Some(&self.cache),
        };
        let choice = mind.choose(&legal);
        match choice {
            Some(a) if legal.contains(&a) => a,
            _ => fallback(&mut self.rng).unwrap_or(Action::ProposeResolution),
        }
    }
}

/// What one seat can work out from its view.
pub(crate) struct Mind<'a> {
    pub board: &'static Board,
    pub view: &'a View,
    pub me: Seat,
    pub cache: Option<&'a RefCell<Vec<Option<Cached>>>>,
}

impl Mind<'_> {
    fn players(&self) -> usize {
        usize::from(self.view.players)
    }

    fn left(&self, s: Seat) -> Seat {
        s.left(self.players())
    }

    fn right(&self, s: Seat) -> Seat {
        Seat(((s.index() + self.players() - 1) % self.players()) as u8)
    }

    fn idx(&self, code: &str) -> Option<u8> {
        self.board.clue_by_code(code).map(|i| i as u8)
    }

    fn regular(&self, i: u8) -> bool {
        !self.board.clues[usize::from(i)].is_star()
    }

    /// Combinations for `target` consistent with what this seat knows (for its own
    /// seat) or with the public table plus this seat's cards (for others).
    pub fn candidates(&self, target: Seat) -> Vec<Combo> {
        let Some(cache) = self.cache else {
            return self.compute(target, 0, None);
        };
        let view = self.view;
        let key = format!(
            "{}{:?}{:?}{:?}{:?}{:?}",
            view.scenario, view.my_cards, view.din, view.teor, view.resolution, self.me
        );
        let mut cache = cache.borrow_mut();
        if cache.len() < self.players() {
            cache.resize_with(self.players(), || None);
        }
        let slot = &mut cache[target.index()];
        let set = match slot.take() {
            Some(c) if c.key == key && c.questions <= view.questions.len() => {
                self.compute(target, c.questions, Some(c.set))
            }
            _ => self.compute(target, 0, None),
        };
        *slot = Some(Cached {
            key,
            questions: view.questions.len(),
            set: set.clone(),
        });
        set
    }

    /// The set from scratch, or `previous` filtered by the questions from `from` on.
    fn compute(&self, target: Seat, from: usize, previous: Option<Vec<Combo>>) -> Vec<Combo> {
        let view = self.view;
        if let Some(previous) = previous {
            return previous
                .into_iter()
                .filter(|combo| {
                    view.questions[from..]
                        .iter()
                        .all(|q| self.answer(combo, &q.asked) == q.answers[target.index()])
                })
                .collect();
        }
        let types = &self.board.types;
        let mut excluded: Vec<u8> = Vec::new();
        if target != self.left(self.me)
            && let Some(cards) = &view.my_cards
        {
            excluded.extend(cards.iter().filter_map(|c| self.idx(c)));
        }
        if let Some(d) = &view.din {
            excluded.extend(d.revealed.iter().filter_map(|c| self.idx(c)));
            if let Some(drawn) = &d.drawn {
                excluded.extend(drawn.iter().filter_map(|c| self.idx(c)));
            }
        }
        let mut fixed: Vec<Option<u8>> = vec![None; types.len()];
        if let Some(r) = &view.resolution {
            for (s, row) in r.found.iter().enumerate() {
                for (p, c) in row.iter().enumerate() {
                    if let Some(c) = c.as_deref().and_then(|c| self.idx(c)) {
                        if s == target.index() {
                            fixed[p] = Some(c);
                        } else {
                            excluded.push(c);
                        }
                    }
                }
            }
            for w in &r.wrong {
                if w.seat == target {
                    excluded.extend(self.idx(&w.clue));
                }
            }
        }
        let options: Vec<Vec<u8>> = types
            .iter()
            .enumerate()
            .map(|(p, &t)| match fixed[p] {
                Some(c) => vec![c],
                None => self
                    .board
                    .clues_of(t)
                    .into_iter()
                    .filter(|c| !(self.regular(*c) && excluded.contains(c)))
                    .filter(|c| {
                        // A wrong guess rules out even a star clue for that seat.
                        !view.resolution.as_ref().is_some_and(|r| {
                            r.wrong
                                .iter()
                                .any(|w| w.seat == target && self.idx(&w.clue) == Some(*c))
                        })
                    })
                    .collect(),
            })
            .collect();
        let teor = view.teor.as_ref().and_then(|t| match (t.zone, t.white) {
            (Some(z), Some(w)) if self.left(t.target) == target => Some((z.mask().unwrap_or(0), w)),
            _ => None,
        });
        let records: Vec<(&Asked, Answer)> = view
            .questions
            .iter()
            .map(|q| (&q.asked, q.answers[target.index()]))
            .collect();
        let mut out = Vec::new();
        let n = types.len();
        let mut pos = vec![0usize; n];
        if options.iter().any(Vec::is_empty) {
            return out;
        }
        loop {
            let mut combo: Combo = [0; 5];
            for p in 0..n {
                combo[p] = options[p][pos[p]];
            }
            let ok = records
                .iter()
                .all(|(asked, answer)| self.answer(&combo, asked) == *answer)
                && teor.is_none_or(|(mask, white)| {
                    combo[..n]
                        .iter()
                        .any(|&c| self.board.clues[usize::from(c)].cell_bits & mask != 0)
                        == white
                });
            if ok {
                out.push(combo);
            }
            // Odometer.
            let mut p = 0;
            loop {
                if p == n {
                    return out;
                }
                pos[p] += 1;
                if pos[p] < options[p].len() {
                    break;
                }
                pos[p] = 0;
                p += 1;
            }
        }
    }

    fn type_pos(&self, t: ClueType) -> usize {
        self.board.type_position(t)
    }

    /// The answer a seat with this combination gives (ruling AI-3).
    pub fn answer(&self, combo: &Combo, asked: &Asked) -> Answer {
        self.board.answer(combo, asked)
    }

    /// A sample of a set, precomputed for fast answers.
    fn pack(&self, set: &[Combo]) -> Vec<Packed> {
        let n = self.board.types.len();
        let step = set.len().div_ceil(SAMPLE).max(1);
        set.iter()
            .step_by(step)
            .map(|combo| {
                let mut p = Packed {
                    counts: [0; 12],
                    lines: [0; 5],
                    cells: [0; 5],
                    animal: false,
                    liquid: false,
                };
                for (i, &c) in combo[..n].iter().enumerate() {
                    let clue = &self.board.clues[usize::from(c)];
                    p.lines[i] = clue.lines;
                    p.cells[i] = clue.cell_bits;
                    for (l, count) in p.counts.iter_mut().enumerate() {
                        *count += u8::from(clue.lines & (1 << l) != 0);
                    }
                    match clue.kind {
                        ClueType::Culprit => p.animal = clue.animal,
                        ClueType::Evidence => p.liquid = clue.liquid,
                        _ => {}
                    }
                }
                p
            })
            .collect()
    }

    fn entropy(&self, packed: &[Packed], asked: &Asked) -> f64 {
        if packed.len() <= 1 {
            return 0.0;
        }
        let n = self.board.types.len();
        let mut counts = [0u32; 12];
        let total = packed.len() as u32;
        match asked {
            Asked::Line {
                line, about: None, ..
            } => {
                let l = line.index().unwrap_or(0);
                for p in packed {
                    counts[usize::from(p.counts[l]).min(11)] += 1;
                }
            }
            Asked::Line {
                line,
                about: Some(t),
                ..
            } => {
                let bit = 1u16 << line.index().unwrap_or(0);
                let i = self.type_pos(*t);
                for p in packed {
                    counts[usize::from(p.lines[i] & bit != 0)] += 1;
                }
            }
            Asked::Edd { about } => {
                for p in packed {
                    let yes = if *about == ClueType::Culprit {
                        p.animal
                    } else {
                        p.liquid
                    };
                    counts[usize::from(yes)] += 1;
                }
            }
            Asked::Valia { zone } => {
                let mask = zone.mask().unwrap_or(0);
                for p in packed {
                    counts[p.cells[..n].iter().filter(|&&c| c & mask != 0).count()] += 1;
                }
            }
        }
        let total = f64::from(total);
        counts
            .iter()
            .filter(|&&c| c > 0)
            .map(|&c| {
                let p = f64::from(c) / total;
                -p * p.log2()
            })
            .sum()
    }

    fn asked_of(&self, action: &Action) -> Option<(Asked, f64)> {
        let guarded = |line: &Line| self.view.queen.is_some_and(|z| z.guards(*line));
        match action {
            Action::Ask { line, about, .. } => {
                let cost = if guarded(line) { 2.0 } else { 1.0 };
                Some((
                    Asked::Line {
                        line: *line,
                        about: *about,
                        okra: false,
                        tokens: 1,
                    },
                    cost,
                ))
            }
            Action::Okra { line, about, .. } => {
                let cost = if guarded(line) { 1.2 } else { 0.6 };
                Some((
                    Asked::Line {
                        line: *line,
                        about: *about,
                        okra: true,
                        tokens: 0,
                    },
                    cost,
                ))
            }
            Action::Edd { about } => Some((Asked::Edd { about: *about }, 0.6)),
            Action::Valia { zone } => Some((Asked::Valia { zone: *zone }, 0.6)),
            _ => None,
        }
    }

    fn all_sets(&self) -> Vec<Vec<Combo>> {
        (0..self.players() as u8)
            .map(|s| self.candidates(Seat(s)))
            .collect()
    }

    fn signal_now(&self, mine: &[Combo]) -> Option<Signal> {
        match self.view.difficulty {
            Difficulty::Detective => None,
            Difficulty::Medium => Some(Signal::Ready {
                ready: mine.len() == 1,
            }),
            Difficulty::Easy => {
                let n = self.board.types.len();
                let found = (0..n)
                    .filter(|&p| !mine.is_empty() && mine.iter().all(|c| c[p] == mine[0][p]))
                    .map(|p| self.board.types[p])
                    .collect();
                Some(Signal::Types {
                    found,
                    doubt: Vec::new(),
                })
            }
        }
    }

    fn knows(&self, seat: Seat, set: &[Combo]) -> bool {
        if set.len() == 1 {
            return true;
        }
        match &self.view.signals[seat.index()] {
            Some(Signal::Ready { ready }) => *ready,
            Some(Signal::Types { found, .. }) => found.len() == self.board.types.len(),
            None => false,
        }
    }

    pub fn choose(&self, legal: &[Action]) -> Option<Action> {
        let view = self.view;
        match &view.phase {
            PhaseView::Resolution { kind, .. } => {
                let mine = self.candidates(self.me);
                let p = self.type_pos(*kind);
                let mut counts = vec![0u32; self.board.clues.len()];
                for c in &mine {
                    counts[usize::from(c[p])] += 1;
                }
                legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Guess { clue } => {
                            self.idx(clue).map(|i| (counts[usize::from(i)], a))
                        }
                        _ => None,
                    })
                    .max_by_key(|(n, _)| *n)
                    .map(|(_, a)| a.clone())
            }
            PhaseView::Proposal { .. } => {
                let mine = self.candidates(self.me);
                Some(Action::AnswerProposal {
                    agree: mine.len() == 1,
                })
            }
            PhaseView::QueenChoice => legal
                .iter()
                .min_by_key(|a| match a {
                    Action::MoveQueen { zone } => {
                        let (r, c) = zone.origin().unwrap_or((0, 0));
                        let lines = [r, r + 1, 6 + c, 7 + c];
                        lines
                            .iter()
                            .filter(|&&i| !view.used_lines.contains(&Line::from_index(i)))
                            .count()
                    }
                    _ => 99,
                })
                .cloned(),
            PhaseView::DinDraw { .. } => {
                let mine = self.candidates(self.me);
                let ambiguity: Vec<usize> = (0..self.board.types.len())
                    .map(|p| {
                        let mut seen: Vec<u8> = mine.iter().map(|c| c[p]).collect();
                        seen.sort_unstable();
                        seen.dedup();
                        seen.len()
                    })
                    .collect();
                legal
                    .iter()
                    .max_by_key(|a| match a {
                        Action::DinDraw { kinds } => {
                            let mut score = 0;
                            for (k, t) in kinds.iter().enumerate() {
                                let repeats = kinds[..k].iter().filter(|x| *x == t).count();
                                score += ambiguity[self.type_pos(*t)].saturating_sub(repeats);
                            }
                            score
                        }
                        _ => 0,
                    })
                    .cloned()
            }
            PhaseView::DinReveal { .. } => legal.first().cloned(),
            PhaseView::TeorMark { .. } => {
                // Pick the true mark that leaves my left neighbour the fewest options.
                let left = self.left(self.me);
                let set = self.candidates(left);
                legal
                    .iter()
                    .min_by_key(|a| match a {
                        Action::TeorMark { zone, white } => {
                            let mask = zone.mask().unwrap_or(0);
                            let n = self.board.types.len();
                            set.iter()
                                .filter(|c| {
                                    c[..n].iter().any(|&i| {
                                        self.board.clues[usize::from(i)].cell_bits & mask != 0
                                    }) == *white
                                })
                                .count()
                        }
                        _ => usize::MAX,
                    })
                    .cloned()
            }
            PhaseView::Turn => self.choose_turn(legal),
            PhaseView::Over { .. } => None,
        }
    }

    fn choose_turn(&self, legal: &[Action]) -> Option<Action> {
        let view = self.view;
        let sets = self.all_sets();
        let mine = &sets[self.me.index()];
        // Signals first (easy and medium).
        if !view.signalled_this_turn
            && let Some(signal) = self.signal_now(mine)
        {
            let current = view.signals[self.me.index()].clone();
            let silent_default = matches!(&signal, Signal::Ready { ready: false })
                || matches!(&signal, Signal::Types { found, doubt } if found.is_empty() && doubt.is_empty());
            if current.as_ref() != Some(&signal) && !(current.is_none() && silent_default) {
                let action = Action::Signal { signal };
                if legal.contains(&action) {
                    return Some(action);
                }
            }
        }
        // Everyone knows: propose to resolve now.
        let everyone_knows = (0..self.players()).all(|s| self.knows(Seat(s as u8), &sets[s]));
        if everyone_knows && legal.contains(&Action::ProposeResolution) {
            return Some(Action::ProposeResolution);
        }
        // Abilities used at the start of a turn.
        if mine.len() > 1 {
            let din = Action::UseDin { target: self.me };
            if legal.contains(&din) {
                return Some(din);
            }
            let teor = Action::UseTeor {
                target: self.right(self.me),
            };
            if legal.contains(&teor) && view.questions.len() >= 2 {
                return Some(teor);
            }
        }
        // The question that splits the sets best per token.
        let tokens_left = f64::from(view.tokens.left);
        let packed: Vec<Vec<Packed>> = sets.iter().map(|set| self.pack(set)).collect();
        let mut best: Option<(f64, &Action)> = None;
        let mut memo: Vec<(Asked, f64)> = Vec::new();
        for action in legal {
            let Some((asked, cost)) = self.asked_of(action) else {
                continue;
            };
            let info = match memo.iter().find(|(a, _)| *a == asked) {
                Some((_, info)) => *info,
                None => {
                    let info: f64 = packed.iter().map(|set| self.entropy(set, &asked)).sum();
                    memo.push((asked.clone(), info));
                    info
                }
            };
            let mut value = info / cost;
            // Prefer the discard face with more tokens left.
            if let Action::Ask {
                discard: Some(f), ..
            }
            | Action::Okra {
                discard: Some(f), ..
            } = action
            {
                let left = match f {
                    TokenFace::Quantity => view.tokens.quantity,
                    TokenFace::Type => view.tokens.kind,
                };
                value += f64::from(left.unwrap_or(0)) * 1e-6;
            }
            // Near the end, a guarded line is worth less than its cost suggests.
            if cost >= 2.0 && tokens_left < 2.0 {
                value *= 0.5;
            }
            if best.is_none_or(|(v, _)| value > v + 1e-12) {
                best = Some((value, action));
            }
        }
        best.map(|(_, a)| a.clone())
    }
}
