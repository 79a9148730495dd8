//! The baseline Lady Alice bot. From its own view only (its evidence and the public
//! history, LA-10) it keeps every hidden world still consistent with the verdicts
//! (which clues are evidence, and the removed or doubled category), all equally
//! likely; suspects the most informative of a few consistent combinations; places
//! counters on clues by their probability (2 when certain), with an occasional 0
//! as a bluff; and accuses as soon as it is sure.

use sleuth_core::{Bot, BotSpec, SleuthRng, Turn};

use crate::bot_common::{
    PhasedBot, VerdictReader, choose_by_phase, combination_in_or, covered_mask,
};
use crate::clue::{Category, Clue, Named};
use crate::rules::{Action, LadyAlice};
use crate::solver::{World, filter_worlds, initial_worlds};
use crate::view::LadyAliceView;

#[derive(Debug)]
pub struct BaselineBot {
    rng: SleuthRng,
    verdicts: VerdictReader,
    worlds: Vec<World>,
}

pub fn baseline_spec() -> BotSpec<LadyAlice> {
    BotSpec {
        name: "baseline",
        description: "tracks the worlds consistent with the verdicts, bets by probability, accuses when sure",
        make: |seed| Box::new(BaselineBot::new(seed)),
    }
}

impl BaselineBot {
    pub fn new(seed: u64) -> Self {
        BaselineBot {
            rng: SleuthRng::from_seed(seed),
            verdicts: VerdictReader::default(),
            worlds: Vec::new(),
        }
    }

    /// Probability that each clue is evidence, over the candidate worlds.
    fn marginals(&self) -> [f64; 32] {
        crate::solver::evidence_probabilities(&self.worlds)
    }

    /// A combination that a world makes fully smiling: one of its clues per
    /// category (for the removed category, an uncovered clue if there is one).
    fn combination_of(&mut self, world: World, view: &LadyAliceView) -> Named {
        combination_in_or(world, &mut self.rng, |category, rng| {
            let open: Vec<Clue> = category
                .clues()
                .filter(|c| !view.covered.contains(c))
                .collect();
            let pool: Vec<Clue> = if open.is_empty() {
                category.clues().collect()
            } else {
                open
            };
            rng.choose(&pool).copied()
        })
    }

    /// Entropy of the smile count over the candidate worlds.
    fn information(&self, named: &Named) -> f64 {
        crate::solver::smile_entropy(&self.worlds, named.mask())
    }

    /// The accusation every candidate world confirms, if there is one.
    fn sure_accusation(&self, view: &LadyAliceView) -> Option<Action> {
        let first = *self.worlds.first()?;
        let common = self.worlds.iter().fold(u32::MAX, |m, w| m & w.solution);
        // With 3 players the removed category must be sure too, and stays empty.
        let removed = if view.players == 3 {
            if self.worlds.iter().any(|w| w.special != first.special) {
                return None;
            }
            Some(first.special?)
        } else {
            None
        };
        let mut slots = [None; 4];
        for category in Category::ALL.into_iter().filter(|c| Some(*c) != removed) {
            let known = common & category.mask();
            if known == 0 {
                return None;
            }
            slots[category.index()] = Clue::from_id(known.trailing_zeros() as u8);
        }
        Some(Action::Accuse {
            clues: Named::from_slots(slots),
            removed,
        })
    }
}

impl PhasedBot for BaselineBot {
    /// Brings the candidate worlds up to date with the view's history.
    fn update(&mut self, view: &LadyAliceView) {
        let Some(new) = self.verdicts.read(view) else {
            return;
        };
        if new.restart {
            self.worlds = initial_worlds(view.players, new.mine);
        }
        for (mask, smiles) in new.verdicts {
            filter_worlds(&mut self.worlds, mask, smiles);
        }
    }

    fn suspicion(&mut self, turn: &Turn<'_, LadyAlice>, view: &LadyAliceView) -> Action {
        let mut best: Option<(f64, Named)> = None;
        if !self.worlds.is_empty() {
            for _ in 0..12 {
                let world = self.worlds[self.rng.index(self.worlds.len())];
                let named = self.combination_of(world, view);
                if view.previous_suspicion == Some(named) || named.mask() & !covered_mask(view) == 0
                {
                    continue;
                }
                let score = self.information(&named);
                if best.is_none_or(|(b, _)| score > b) {
                    best = Some((score, named));
                }
            }
        }
        match best {
            Some((_, clues)) => Action::Suspect { clues },
            None => turn
                .random_legal_action(&mut self.rng)
                .unwrap_or(Action::Pass),
        }
    }

    fn deduction(&mut self, view: &LadyAliceView) -> Action {
        if let Some(accusation) = self.sure_accusation(view) {
            return accusation;
        }
        let Some(supply) = view.my_supply else {
            return Action::Pass;
        };
        let Some(me) = view.viewer_seat() else {
            return Action::Pass;
        };
        let covered = covered_mask(view);
        let has_room = |clue: Clue| {
            let area = view.areas.iter().find(|a| a.clue == clue);
            let used = area.map_or(0, |a| a.counters.len() as u8);
            let mine = area.is_some_and(|a| a.counters.iter().any(|c| c.owner == me));
            covered & clue.bit() == 0 && used < view.area_capacity && !mine
        };
        let marginals = self.marginals();
        let best = Clue::all().filter(|c| has_room(*c)).max_by(|a, b| {
            marginals[usize::from(a.id())].total_cmp(&marginals[usize::from(b.id())])
        });
        if let Some(clue) = best {
            let p = marginals[usize::from(clue.id())];
            if p >= 0.999 && supply.twos > 0 {
                return Action::PlaceCounter { clue, value: 2 };
            }
            if p >= 0.999 && supply.ones > 0 {
                return Action::PlaceCounter { clue, value: 1 };
            }
            if p >= 0.5 && supply.ones > 0 {
                return Action::PlaceCounter { clue, value: 1 };
            }
        }
        // A bluff now and then: a 0 where others may think we know something.
        if supply.zeros > 0 && self.rng.chance(1, 6) {
            let open: Vec<Clue> = Clue::all().filter(|c| has_room(*c)).collect();
            if let Some(clue) = self.rng.choose(&open).copied() {
                return Action::PlaceCounter { clue, value: 0 };
            }
        }
        Action::Pass
    }
}

impl Bot<LadyAlice> for BaselineBot {
    fn choose(&mut self, turn: &Turn<'_, LadyAlice>) -> Action {
        choose_by_phase(self, turn)
    }
}
