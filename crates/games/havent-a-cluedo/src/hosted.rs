//! How the crate plugs into the engine: the `Game` trait (forwarding to the rules
//! in `game.rs` and the views of `view.rs`), `HostedGame` (the bots offered by
//! name, the post-game belief from `solver.rs`, the board and card names for the
//! browser table) and the test harness's `Testable`. This is the one module that
//! sees the rules, the views, the solver and the bots together, so none of those
//! needs to import a module above it.

use sleuth_core::game::random_bot_spec;
use sleuth_core::harness::Testable;
use sleuth_core::{
    Belief, BotSpec, Event, Game, GameInfo, HostedGame, Outcome, Seat, SeatSet, SleuthRng, Viewer,
};

use crate::board::Place;
use crate::bot::baseline_bot_spec;
use crate::deck::{Card, Category};
use crate::game::{
    Action, Config, ConfigError, Edition, HaventACluedo, HcError, HcEvent, RULES_VERSION,
};
use crate::planner_bot::planner_bot_spec;
use crate::solver;
use crate::solver_bot::solver_bot_spec;
use crate::view::{self, View};

impl Game for HaventACluedo {
    type Config = Config;
    type Action = Action;
    type View = View;
    type Event = HcEvent;
    type ConfigError = ConfigError;
    type Error = HcError;

    fn info() -> GameInfo {
        HaventACluedo::info()
    }

    fn config_for_players(players: u8) -> Config {
        Config::new(players)
    }

    fn new(config: &Config, seed: u64) -> Result<Self, ConfigError> {
        HaventACluedo::with_edition(Edition::shared(), config, seed)
    }

    /// Version 1 (seat `i` played the `i`-th person; the Burgess variant at any
    /// table) and version 2 (characters chosen).
    fn supported_rules_versions() -> Vec<u32> {
        vec![1, RULES_VERSION]
    }

    fn new_under_rules(
        config: &Config,
        seed: u64,
        rules_version: u32,
    ) -> Result<Self, ConfigError> {
        HaventACluedo::with_edition_under_rules(Edition::shared(), config, seed, rules_version)
    }

    fn players(&self) -> usize {
        HaventACluedo::players(self)
    }

    fn to_move(&self) -> SeatSet {
        HaventACluedo::to_move(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        HaventACluedo::legal_actions(self, seat)
    }

    fn apply_action(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event<HcEvent>>,
    ) -> Result<(), HcError> {
        HaventACluedo::apply_action(self, seat, action, events)
    }

    fn view(&self, viewer: Viewer) -> View {
        view::view(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        HaventACluedo::outcome(self)
    }
}

impl HostedGame for HaventACluedo {
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
            baseline_bot_spec(),
            solver_bot_spec(),
            planner_bot_spec(),
        ]
    }

    /// The exact probability the seat's knowledge gives the true envelope
    /// (see `solver::belief`).
    fn belief(seat_view: &View, final_view: &View) -> Option<Belief> {
        solver::belief(seat_view, final_view)
    }

    /// The learning aid reads a seat's view with the Cluedo-family solver.
    fn aid_solver() -> Option<&'static str> {
        Some("cluedo")
    }

    /// The seat's view as that solver's knowledge document (see
    /// `solver::aid_document`).
    fn aid_document(seat_view: &View) -> Option<serde_json::Value> {
        solver::aid_document(seat_view)
    }

    /// The board to draw and the card names by category.
    fn ui_assets() -> serde_json::Value {
        let edition = Edition::shared();
        serde_json::json!({
            "board": edition.board.layout(),
            "persons": edition.deck.names(Category::Person),
            "articles": edition.deck.names(Category::Article),
            "rooms": edition.deck.names(Category::Room),
        })
    }
}

impl Testable for HaventACluedo {
    fn arbitrary_action(&self, rng: &mut SleuthRng) -> Action {
        let deck = &self.edition.deck;
        let card_name = |rng: &mut SleuthRng| -> String {
            if rng.chance(1, 10) {
                "Colonel Mustard".to_owned()
            } else {
                self.edition.card_name(Card(rng.index(deck.len()) as u8))
            }
        };
        match rng.index(7) {
            0 => Action::Roll,
            1 => Action::SecretPassage,
            2 => Action::EndTurn,
            3 => Action::Move {
                to: Place::Square {
                    row: rng.index(27) as u8,
                    col: rng.index(26) as u8,
                },
            },
            4 => Action::Move {
                to: Place::Room(if rng.chance(1, 8) {
                    "Kitchen".to_owned()
                } else {
                    card_name(rng)
                }),
            },
            5 => Action::Suggest {
                person: card_name(rng),
                article: card_name(rng),
            },
            _ => Action::Show {
                card: card_name(rng),
            },
        }
    }

    fn redeal_for(config: &Config, seed: u64, seat: Seat, other_seed: u64) -> Self {
        let mut game = HaventACluedo::new(config, seed).expect("a valid config");
        let mut rng = SleuthRng::from_seed(other_seed);
        let mine = game.hands.get(seat.index()).cloned().unwrap_or_default();
        let deck = &game.edition.deck;
        let mut pool: Vec<Card> = deck.cards().filter(|c| !mine.contains(c)).collect();
        let mut envelope = [Card(0); 3];
        for category in Category::ALL {
            let candidates: Vec<Card> = pool
                .iter()
                .copied()
                .filter(|c| deck.category(*c) == category)
                .collect();
            let pick = candidates[rng.index(candidates.len())];
            envelope[category.index()] = pick;
            pool.retain(|c| *c != pick);
        }
        rng.shuffle(&mut pool);
        let mut pool = pool.into_iter();
        for (s, hand) in game.hands.iter_mut().enumerate() {
            if s != seat.index() {
                let size = hand.len();
                *hand = pool.by_ref().take(size).collect();
                hand.sort_unstable();
            }
        }
        game.envelope = envelope;
        game
    }
}
