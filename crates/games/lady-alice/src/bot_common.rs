//! What the three Lady Alice bots (baseline, solver, planner) share: reading the
//! new verdicts from the views they are shown (`VerdictReader`), a turn split by
//! phase (`PhasedBot`, `choose_by_phase`), the covered clues as a mask, the
//! fallback action and suspicion candidates drawn at random.

use sleuth_core::{SleuthRng, Turn};

use crate::clue::{Category, Clue, Named};
use crate::rules::{Action, LadyAlice, random_combination};
use crate::solver::World;
use crate::view::{LadyAliceView, LogEntry, Memory, PhaseView};

/// The verdicts (a suspicion's or an accusation's named clues and smiles) a bot
/// has read so far, from the history or, without notes, from its `Memory`.
#[derive(Clone, Debug, Default)]
pub(crate) struct VerdictReader {
    mine: Option<Clue>,
    processed: usize,
    /// The public entries seen (the history, or remembered without notes).
    memory: Memory,
}

/// What `VerdictReader::read` found in a view.
pub(crate) struct NewVerdicts {
    /// The bot's card changed or the entries it read shrank: start over, every
    /// verdict is in `verdicts` again.
    pub restart: bool,
    /// The bot's evidence card.
    pub mine: Clue,
    /// Each verdict not read before, in order: the mask of the named clues and
    /// the number of smiles.
    pub verdicts: Vec<(u32, u8)>,
}

impl VerdictReader {
    /// Takes in `view`; `None` for a view without an evidence card (no seat).
    pub(crate) fn read(&mut self, view: &LadyAliceView) -> Option<NewVerdicts> {
        let mine = view.my_evidence?;
        self.memory.update(view);
        let entries = self.memory.entries(view);
        let restart = self.mine != Some(mine) || self.processed > entries.len();
        if restart {
            self.mine = Some(mine);
            self.processed = 0;
        }
        let verdicts = entries[self.processed..]
            .iter()
            .filter_map(|entry| match entry {
                LogEntry::Suspicion { clues, smiles, .. }
                | LogEntry::Accusation { clues, smiles, .. } => Some((clues.mask(), *smiles)),
                _ => None,
            })
            .collect();
        self.processed = entries.len();
        Some(NewVerdicts {
            restart,
            mine,
            verdicts,
        })
    }

    /// The bot's own evidence card, once a view showed it.
    pub(crate) fn mine(&self) -> Option<Clue> {
        self.mine
    }

    /// The public entries the bot has seen (`Memory::entries`).
    pub(crate) fn entries<'a>(&'a self, view: &'a LadyAliceView) -> &'a [LogEntry] {
        self.memory.entries(view)
    }
}

/// A bot's turn in three steps: take in the view, then choose by the phase.
pub(crate) trait PhasedBot {
    /// Takes in what the view shows that is new.
    fn update(&mut self, view: &LadyAliceView);
    /// The notebook holder's suspicion.
    fn suspicion(&mut self, turn: &Turn<'_, LadyAlice>, view: &LadyAliceView) -> Action;
    /// A counter, a pass or an accusation in a deduction round.
    fn deduction(&mut self, view: &LadyAliceView) -> Action;
}

/// `Bot::choose` for every Lady Alice bot.
pub(crate) fn choose_by_phase(bot: &mut impl PhasedBot, turn: &Turn<'_, LadyAlice>) -> Action {
    let view = turn.view();
    bot.update(&view);
    match view.phase {
        PhaseView::Suspicion { .. } => bot.suspicion(turn, &view),
        PhaseView::Deduction { .. } => bot.deduction(&view),
        PhaseView::Over => Action::Pass,
    }
}

/// The covered clues as a mask of clue bits.
pub(crate) fn covered_mask(view: &LadyAliceView) -> u32 {
    view.covered.iter().fold(0, |m, c| m | c.bit())
}

/// A legal action when no better one is found (a pass if none is legal).
pub(crate) fn fallback(turn: &Turn<'_, LadyAlice>, rng: &mut SleuthRng) -> Action {
    turn.random_legal_action(rng).unwrap_or(Action::Pass)
}

/// Suspicion candidates drawn at random, appended to `out` in the order drawn
/// when `legal`: `from_worlds` combinations that a world drawn from `worlds`
/// makes fully smiling (`combination_in`), then `uniform` combinations drawn
/// uniformly.
pub(crate) fn sampled_suspicions(
    worlds: &[World],
    from_worlds: usize,
    uniform: usize,
    rng: &mut SleuthRng,
    legal: &dyn Fn(&Named) -> bool,
    out: &mut Vec<Named>,
) {
    for _ in 0..from_worlds {
        let world = worlds[rng.index(worlds.len())];
        let named = combination_in(world, rng);
        if legal(&named) {
            out.push(named);
        }
    }
    for _ in 0..uniform {
        let named = random_combination(rng);
        if legal(&named) {
            out.push(named);
        }
    }
}

/// A combination that `world` makes fully smiling where it can: one of its clues
/// per category (any clue for a category it has none of).
pub(crate) fn combination_in(world: World, rng: &mut SleuthRng) -> Named {
    combination_in_or(world, rng, |category, rng| {
        Some(Clue::new(category, rng.index(8) as u8))
    })
}

/// One of `world`'s clues per category, drawn with `rng`; for a category it has
/// none of (the removed one with 3 players), the clue `otherwise` draws.
pub(crate) fn combination_in_or(
    world: World,
    rng: &mut SleuthRng,
    otherwise: impl Fn(Category, &mut SleuthRng) -> Option<Clue>,
) -> Named {
    let mut slots = [None; 4];
    for category in Category::ALL {
        let in_world: Vec<Clue> = category
            .clues()
            .filter(|c| world.solution & c.bit() != 0)
            .collect();
        slots[category.index()] = if in_world.is_empty() {
            otherwise(category, rng)
        } else {
            rng.choose(&in_world).copied()
        };
    }
    Named::from_slots(slots)
}
