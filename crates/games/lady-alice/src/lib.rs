//! Lady Alice (Ludovic Gaillard), 3 to 5 players, on the Sleuth engine: find the
//! culprit, place, time and object from anonymous verdicts, bluffing counters and
//! accusations. Rules: the printed rulebook (docs/rules/lady-alice.md names it) and
//! our rulings LA-1 to LA-10 (stated there, with our own decisions).
//!
//! Modules, lowest first (each uses only those above it in this list):
//! - [`clue`]: the 32 clues and named combinations;
//! - [`types`]: config, rules versions, actions, refusals, counters, endings;
//! - [`score`]: the score sheet I-IX, from the table at the end;
//! - [`events`]: the public history and the events;
//! - [`rules`]: the state machine (deal, turns, legal and random actions);
//! - [`view`]: what each viewer sees, and what a player remembers (`Memory`);
//! - [`solver`]: the exact distribution over hidden worlds for one seat;
//! - [`bots`]: the baseline bot (the random bot comes from the core);
//! - [`solver_bot`]: the solver bot (expected score over the exact worlds);
//! - [`planner_bot`]: the planner bot (every choice by expected win chance, with
//!   the rivals' knowledge).
//!
//! This file assembles the game: `Game` and `HostedGame` (the bots registered,
//! the belief, the desk for the UI) and the harness hooks (`Testable`).

mod bot_common;
pub mod bots;
pub mod clue;
pub mod events;
pub mod planner_bot;
pub mod rules;
pub mod score;
pub mod solver;
pub mod solver_bot;
pub mod types;
pub mod view;

use sleuth_core::game::random_bot_spec;
use sleuth_core::harness::Testable;
use sleuth_core::{
    Belief, BotSpec, Event, Game, GameInfo, HostedGame, Outcome, Seat, SeatSet, SleuthRng,
    VariantInfo, Viewer,
};

pub use clue::{Category, Clue, Named};
pub use rules::{Action, ConfigError, Ending, LadyAlice, LadyAliceConfig, LadyAliceError};
pub use score::{ScoreRow, ScoreSheet};
pub use view::{LadyAliceEvent, LadyAliceView};

pub const GAME_ID: &str = "lady-alice";

impl Game for LadyAlice {
    type Config = LadyAliceConfig;
    type Action = Action;
    type View = LadyAliceView;
    type Event = LadyAliceEvent;
    type ConfigError = ConfigError;
    type Error = LadyAliceError;

    fn info() -> GameInfo {
        GameInfo {
            id: GAME_ID,
            name: "Lady Alice",
            rules_version: rules::RULES_VERSION,
            min_players: 3,
            max_players: 5,
            cooperative: false,
            variants: vec![VariantInfo::new(
                "no_notes",
                "No notes (the rulebook's \"note taking is prohibited!\"): the table shows only what lies on it now (covered clues, counters, the latest suspicion and accusation with their verdicts), not the history of earlier suspicions and placements; everything is shown at the end",
            )],
            summary: "Find the culprit, place, time and object of Stanley's kidnapping from anonymous verdicts; bluff with counters.",
            action_bound: 2_000,
            seat_choice: None,
        }
    }

    fn config_for_players(players: u8) -> LadyAliceConfig {
        LadyAliceConfig::new(players)
    }

    fn new(config: &LadyAliceConfig, seed: u64) -> Result<Self, ConfigError> {
        LadyAlice::new(config, seed)
    }

    /// Version 1 (seat 0 first, an incorrect accusation restarted the passes) is
    /// still played, so its matches and records replay under their own rules.
    fn supported_rules_versions() -> Vec<u32> {
        rules::SUPPORTED_RULES_VERSIONS.to_vec()
    }

    fn new_under_rules(
        config: &LadyAliceConfig,
        seed: u64,
        rules_version: u32,
    ) -> Result<Self, ConfigError> {
        LadyAlice::new_under_rules(config, seed, rules_version)
    }

    fn players(&self) -> usize {
        LadyAlice::players(self)
    }

    fn to_move(&self) -> SeatSet {
        LadyAlice::to_move(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        LadyAlice::legal_actions(self, seat)
    }

    fn random_action(&self, seat: Seat, rng: &mut SleuthRng) -> Option<Action> {
        LadyAlice::random_action(self, seat, rng)
    }

    fn apply_action(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event<LadyAliceEvent>>,
    ) -> Result<(), LadyAliceError> {
        self.apply(seat, action, events)
    }

    fn view(&self, viewer: Viewer) -> LadyAliceView {
        LadyAlice::view(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending()?;
        let sheet = self.score_sheet()?;
        let summary = match ending {
            Ending::Suspicion { seat } => {
                format!("{}'s suspicion found the solution", seat.words())
            }
            Ending::Accusation { seat } => format!("{} accused correctly", seat.words()),
            Ending::LoneSurvivor { seat } => {
                format!("{} is the last player still in", seat.words())
            }
        };
        Some(Outcome {
            winners: sheet.winners,
            scores: Some(sheet.totals()),
            summary,
        })
    }
}

impl HostedGame for LadyAlice {
    fn web_files() -> &'static [sleuth_core::WebFile] {
        sleuth_core::web_files!["table.js", "pictures.js"]
    }

    /// Every `rules/<lang>.md`, listed by build.rs.
    fn rules_files() -> sleuth_core::game::LanguageFiles {
        mod listed {
            include!(concat!(env!("OUT_DIR"), "/rules_files.rs"));
        }
        listed::RULES_FILES
    }

    /// Every `tutorial/<lang>.toml`, listed by build.rs.
    fn tutorial_files() -> sleuth_core::game::LanguageFiles {
        mod listed {
            include!(concat!(env!("OUT_DIR"), "/tutorial_files.rs"));
        }
        listed::TUTORIAL_FILES
    }

    fn bots() -> Vec<BotSpec<Self>> {
        vec![
            random_bot_spec(),
            bots::baseline_spec(),
            solver_bot::solver_spec(),
            planner_bot::planner_spec(),
        ]
    }

    /// The true solution is the evidence set with the special category (the removed
    /// one with 3 players, which a correct accusation names). `truth` is its
    /// probability under the seat's exact distribution (`solver`), `certain` that
    /// one world remains.
    fn belief(seat_view: &LadyAliceView, final_view: &LadyAliceView) -> Option<Belief> {
        let reveal = final_view.reveal.as_ref()?;
        let truth = solver::World {
            solution: reveal.evidence.iter().fold(0, |m, c| m | c.bit()),
            special: reveal.special_category,
        };
        let knowledge = solver::knowledge_from_view(seat_view).ok()?;
        let distribution = solver::solve(&knowledge).ok()?;
        Some(Belief {
            truth: distribution.world_probability(truth),
            certain: distribution.world_count() == 1,
        })
    }

    /// The learning aid reads a seat's view with the Lady Alice solver.
    fn aid_solver() -> Option<&'static str> {
        Some("lady-alice")
    }

    /// The seat's `knowledge_from_view` as the solver's knowledge document: its
    /// evidence card, the verdicts its view shows and the passes; the counters
    /// with the values the view shows (face up, and the seat's own), which the
    /// document allows and which never change the answer.
    fn aid_document(seat_view: &LadyAliceView) -> Option<serde_json::Value> {
        let mut knowledge = solver::knowledge_from_view(seat_view).ok()?;
        knowledge.counters = seat_view
            .areas
            .iter()
            .flat_map(|area| {
                area.counters.iter().map(|c| solver::CounterFact {
                    by: c.owner,
                    clue: area.clue,
                    value: c.value,
                })
            })
            .collect();
        Some(solver::knowledge_document(&knowledge))
    }

    /// The desk: clue names by category, in desk order.
    fn ui_assets() -> serde_json::Value {
        let categories: Vec<serde_json::Value> = Category::ALL
            .iter()
            .map(|c| serde_json::json!({"category": c, "clues": c.clues().map(Clue::name).collect::<Vec<_>>()}))
            .collect();
        serde_json::json!({"desk": categories})
    }
}

impl Testable for LadyAlice {
    fn arbitrary_action(&self, rng: &mut SleuthRng) -> Action {
        let maybe_clue = |rng: &mut SleuthRng| {
            (!rng.chance(1, 10))
                .then(|| Clue::from_id(rng.index(32) as u8))
                .flatten()
        };
        let named = |rng: &mut SleuthRng| {
            if rng.chance(1, 2) {
                rules::random_combination(rng)
            } else {
                Named::from_slots([
                    maybe_clue(rng),
                    maybe_clue(rng),
                    maybe_clue(rng),
                    maybe_clue(rng),
                ])
            }
        };
        match rng.index(4) {
            0 => Action::Suspect { clues: named(rng) },
            1 => Action::PlaceCounter {
                clue: Clue::from_id(rng.index(32) as u8).unwrap_or(Clue::new(Category::Suspect, 0)),
                value: rng.index(4) as u8,
            },
            2 => Action::Pass,
            _ => Action::Accuse {
                clues: named(rng),
                removed: rng.chance(1, 2).then(|| Category::from_index(rng.index(4))),
            },
        }
    }

    /// Keeps `seat`'s evidence card and the public chance (the first notebook
    /// holder); redraws the rest of the deal uniformly among the deals in which
    /// `seat` holds that card.
    fn redeal_for(config: &LadyAliceConfig, seed: u64, seat: Seat, other_seed: u64) -> Self {
        let original = LadyAlice::new(config, seed).expect("valid config");
        let mine = original.evidence_of(seat);
        let mut rng = SleuthRng::from_seed(other_seed);
        loop {
            let (cards, special) = rules::deal(config.players, &mut rng).expect("valid config");
            if let Some(at) = cards.iter().position(|c| *c == mine) {
                let mut cards = cards;
                cards.swap(at, seat.index());
                return original.redealt(&cards, special);
            }
        }
    }

    /// Keeps the public chance (the first notebook holder); redraws every card.
    fn redeal_for_spectator(config: &LadyAliceConfig, seed: u64, other_seed: u64) -> Self {
        let original = LadyAlice::new(config, seed).expect("valid config");
        let (cards, special) = rules::deal(config.players, &mut SleuthRng::from_seed(other_seed))
            .expect("valid config");
        original.redealt(&cards, special)
    }
}
