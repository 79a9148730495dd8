//! The game as the platform hosts it: `Game` (the rules of `rules`, the actions
//! of `moves` and the views of `view` put together, and the repeat-aware `play`)
//! and `HostedGame` (the random bot, what a config shows before the end, leaving
//! and coming back, rematches, a lobby's checks).

use sleuth_core::game::{
    BotSpec, ConfigProblem, Game, GameInfo, HostedGame, Outcome, PlayError, VariantInfo,
    check_play, config_problems_by_setup, random_bot_spec,
};
use sleuth_core::{Event as Envelope, Seat, SeatSet, SleuthRng, Viewer};

use crate::library;
use crate::moves;
use crate::puzzle::check_custom_puzzle_explained;
use crate::rules::{LateralPuzzles, RULES_VERSION, RULES_VERSION_ROUNDED};
use crate::types::*;
use crate::view;

impl Game for LateralPuzzles {
    type Config = Config;
    type Action = Action;
    type View = View;
    type Event = Event;
    type ConfigError = ConfigError;
    type Error = Error;

    fn info() -> GameInfo {
        let puzzles = library::shipped();
        GameInfo {
            id: "lateral-puzzles",
            name: "Lateral Puzzles Game",
            rules_version: RULES_VERSION,
            min_players: 3,
            max_players: 9,
            cooperative: false,
            variants: vec![
                VariantInfo::new("puzzle", "Puzzle")
                    .with_labeled_choices(puzzles.iter().map(|p| (p.id.clone(), p.title.clone()))),
            ],
            summary: "One Lateral Master knows the story; the puzzlers ask yes/no questions, \
                      play cards to ask in private, spy, lock and swap answers, and spoil \
                      parts of the solution for points.",
            action_bound: 100_000,
            seat_choice: None,
        }
    }

    fn config_for_players(players: u8) -> Config {
        Config {
            players,
            lateral_master: 0,
            puzzle: library::default_puzzle_id().to_owned(),
            custom: None,
            language: crate::types::default_language(),
        }
    }

    fn new(config: &Config, seed: u64) -> Result<Self, ConfigError> {
        Self::new_under_rules(config, seed, RULES_VERSION)
    }

    fn supported_rules_versions() -> Vec<u32> {
        vec![RULES_VERSION_ROUNDED, RULES_VERSION]
    }

    fn new_under_rules(
        config: &Config,
        seed: u64,
        rules_version: u32,
    ) -> Result<Self, ConfigError> {
        LateralPuzzles::new_under_rules(config, seed, rules_version)
    }

    fn players(&self) -> usize {
        LateralPuzzles::players(self)
    }

    fn to_move(&self) -> SeatSet {
        moves::to_move(self)
    }

    /// The seat a freeze or decision waits for, if it may act (`moves::waiting_for`).
    fn waiting_for(&self) -> SeatSet {
        moves::waiting_for(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        moves::legal_actions(self, seat)
    }

    fn random_action(&self, seat: Seat, rng: &mut SleuthRng) -> Option<Action> {
        moves::random_action(self, seat, rng)
    }

    fn apply_action(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Envelope<Event>>,
    ) -> Result<(), Error> {
        self.apply(seat, action, events)
    }

    fn view(&self, viewer: Viewer) -> View {
        view::view(self, viewer)
    }

    /// Scores by seat are in tenths of a point (the Lateral Master's is 0); the
    /// summary says them in points.
    fn outcome(&self) -> Option<Outcome> {
        LateralPuzzles::outcome(self)
    }

    /// `Game::play`'s checks, with one addition: a repeated click (an answer, a
    /// ruling or a judgement already given, a seat that left leaving again) is
    /// refused as such (`Error::is_repeat`) even when the seat has nothing else to
    /// do now, so that a table can recognise it and ignore it.
    fn play(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Envelope<Event>>,
    ) -> Result<(), PlayError<Error>> {
        match check_play(self, seat) {
            Ok(()) => {}
            Err(not_to_move @ PlayError::NotYourTurn { .. }) => {
                return match self.validate(seat, action) {
                    Err(err) if err.is_repeat() => Err(PlayError::Illegal(err)),
                    _ => Err(not_to_move),
                };
            }
            Err(refused) => return Err(refused),
        }
        self.apply_action(seat, action, events)
            .map_err(PlayError::Illegal)
    }
}

/// Only the random bot: a bot cannot ask, answer or judge honestly without
/// language (LP-1). It asks generated questions, answers at random and ticks
/// random parts, for the harness and `sleuth simulate`; it is never seated in a
/// match.
impl HostedGame for LateralPuzzles {
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
        vec![random_bot_spec()]
    }

    /// A Lateral Master's own puzzle travels in the config: before the end the
    /// lobby and match summaries show its title and situation, never its solution
    /// or parts, nor its themes unless the author made them public (invariant 2).
    fn public_config(config: &Config) -> serde_json::Value {
        let mut value = serde_json::to_value(config).unwrap_or(serde_json::Value::Null);
        if let Some(custom) = value.get_mut("custom").and_then(|c| c.as_object_mut()) {
            custom.remove("solution");
            custom.remove("parts");
            if custom.get("themes_public") != Some(&serde_json::Value::Bool(true)) {
                custom.remove("themes");
            }
        }
        value
    }

    /// People in every seat: the random bot is for the harness and simulations.
    fn bots_in_matches() -> bool {
        false
    }

    /// A puzzler leaves with `Action::Leave` (accepted at any moment: every
    /// puzzler at the table is always among the seats to move); the table pauses
    /// until the Lateral Master goes on without the seat or someone takes it. The
    /// Lateral Master's seat has none: nobody else can judge the puzzle (LP-1),
    /// so the match ends.
    fn leave_action(&self, seat: Seat) -> Option<Action> {
        (seat != self.lateral_master() && seat.index() < self.players()).then_some(Action::Leave)
    }

    /// Whoever takes a seat that was left plays `Action::Return` as that seat: it
    /// plays again with the cards and score it had.
    fn return_action(&self, seat: Seat) -> Option<Action> {
        (seat != self.lateral_master() && seat.index() < self.players()).then_some(Action::Return)
    }

    /// The next seat (wrapping) becomes the Lateral Master, and the puzzle is
    /// cleared: the own puzzle goes, and the shipped puzzle is the one after the
    /// puzzle just played, never that one. The new Lateral Master chooses in the
    /// lobby (`rematch_waits_in_lobby`).
    fn rematch_config(config: &Config) -> Config {
        let players = config.players.max(1);
        let played = match &config.custom {
            Some(spec) => spec.id.clone().unwrap_or_default(),
            None => config.puzzle.clone(),
        };
        Config {
            players: config.players,
            lateral_master: (config.lateral_master % players + 1) % players,
            puzzle: library::puzzle_after_in(&played, &config.language).to_owned(),
            custom: None,
            language: config.language.clone(),
        }
    }

    fn rematch_waits_in_lobby() -> bool {
        true
    }

    /// The Lateral Master chooses the puzzle, so they may set the lobby's config
    /// and start the match, as the host may.
    fn starter_seat(config: &Config) -> Option<Seat> {
        Some(config.lateral_master_seat())
    }

    /// A puzzle typed in a lobby is checked part by part (every problem at its
    /// place, as `sleuth content check` reports a file); anything else by setting
    /// the match up once.
    fn config_problems(config: &serde_json::Value) -> Vec<ConfigProblem> {
        match config.get("custom") {
            Some(custom) if !custom.is_null() => {
                let mut problems: Vec<ConfigProblem> = match check_custom_puzzle_explained(custom) {
                    Ok(_) => Vec::new(),
                    Err(found) => found
                        .into_iter()
                        .map(|p| {
                            ConfigProblem::explained(
                                p.problem.place,
                                p.problem.message,
                                p.explanation,
                                Some(p.at),
                            )
                        })
                        .collect(),
                };
                if problems.is_empty() {
                    problems = config_problems_by_setup::<Self>(config);
                }
                problems
            }
            _ => config_problems_by_setup::<Self>(config),
        }
    }
}
