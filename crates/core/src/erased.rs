//! The type-erased form of a game (JSON in, JSON out) and the registry of hosted
//! games, so that the server and the CLI can host any game by its id without
//! knowing its types. Adding a game means registering it; nothing else changes.

use std::any::Any;
use std::fmt;
use std::marker::PhantomData;

use serde::Serialize;
use serde_json::Value;

use crate::explain::{Explain, Explanation, MessageArg};
use crate::game::{Bot, ConfigProblem, GameInfo, HostedGame, Outcome, PlayError, Turn};
use crate::nested::NestedExplanation;
use crate::record::MatchRecord;
use crate::seat::{Event, Seat, SeatSet, Viewer};
use crate::simulate::{SimulationOptions, SimulationReport, simulate};

/// Why an action sent as JSON was refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{message}")]
pub struct ActionRejected {
    pub kind: RejectionKind,
    /// A sentence for people in English, e.g. "Mary Kingsley is covered".
    pub message: String,
    /// The same refusal as a catalogue message (`errors-...`) and its arguments,
    /// for readers of other languages.
    pub explanation: Explanation,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RejectionKind {
    /// The JSON is not an action of this game.
    Malformed,
    GameOver,
    NoSuchSeat,
    NotYourTurn,
    /// A well-formed action the rules forbid now.
    Illegal,
}

impl<E: fmt::Display + Explain> From<PlayError<E>> for ActionRejected {
    fn from(err: PlayError<E>) -> Self {
        let kind = match &err {
            PlayError::GameOver => RejectionKind::GameOver,
            PlayError::NoSuchSeat { .. } => RejectionKind::NoSuchSeat,
            PlayError::NotYourTurn { .. } => RejectionKind::NotYourTurn,
            PlayError::Illegal(_) => RejectionKind::Illegal,
        };
        ActionRejected {
            kind,
            message: err.to_string(),
            explanation: err.explanation(),
        }
    }
}

/// One match of some game, driven with JSON.
pub trait ErasedMatch: Send + Sync + fmt::Debug {
    fn game_id(&self) -> &'static str;
    fn players(&self) -> usize;
    fn to_move(&self) -> SeatSet;
    /// See `Game::waiting_for`.
    fn waiting_for(&self) -> SeatSet {
        self.to_move()
    }
    fn legal_actions(&self, seat: Seat) -> Vec<Value>;
    /// The legal actions of `seat` if there are at most `limit` of them.
    fn legal_actions_up_to(&self, seat: Seat, limit: usize) -> Option<Vec<Value>>;
    /// Applies an action; returns the events with their audiences.
    fn play(&mut self, seat: Seat, action: &Value) -> Result<Vec<Event<Value>>, ActionRejected>;
    fn view(&self, viewer: Viewer) -> Value;
    /// The view as JSON text, serialised straight from the typed view (no `Value`
    /// tree): what the server sends, built once per audience and version.
    fn view_text(&self, viewer: Viewer) -> String {
        self.view(viewer).to_string()
    }
    /// The legal actions of `seat` as a JSON array's text, if there are at most `limit`.
    fn legal_actions_text_up_to(&self, seat: Seat, limit: usize) -> Option<String> {
        self.legal_actions_up_to(seat, limit)
            .map(|actions| Value::Array(actions).to_string())
    }
    fn outcome(&self) -> Option<Outcome>;
    /// See `HostedGame::leave_action`: the action that records `seat` leaving.
    fn leave_action(&self, seat: Seat) -> Option<Value> {
        let _ = seat;
        None
    }
    /// See `HostedGame::return_action`: the action that brings `seat` back.
    fn return_action(&self, seat: Seat) -> Option<Value> {
        let _ = seat;
        None
    }
    fn clone_box(&self) -> Box<dyn ErasedMatch>;
    fn as_any(&self) -> &dyn Any;
}

/// The erased wrapper around a typed game state.
#[derive(Clone, Debug)]
pub struct Hosted<G: HostedGame>(pub G);

fn to_json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("game types serialize to JSON")
}

impl<G: HostedGame> ErasedMatch for Hosted<G> {
    fn game_id(&self) -> &'static str {
        G::info().id
    }

    fn players(&self) -> usize {
        self.0.players()
    }

    fn to_move(&self) -> SeatSet {
        self.0.to_move()
    }

    fn waiting_for(&self) -> SeatSet {
        self.0.waiting_for()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Value> {
        self.0.legal_actions(seat).iter().map(to_json).collect()
    }

    fn legal_actions_up_to(&self, seat: Seat, limit: usize) -> Option<Vec<Value>> {
        let actions = self.0.legal_actions(seat);
        (actions.len() <= limit).then(|| actions.iter().map(to_json).collect())
    }

    fn play(&mut self, seat: Seat, action: &Value) -> Result<Vec<Event<Value>>, ActionRejected> {
        let action: G::Action =
            serde_json::from_value(action.clone()).map_err(|err| ActionRejected {
                kind: RejectionKind::Malformed,
                message: format!("not a {} action: {err}", G::info().name),
                explanation: Explanation::new(
                    "errors-play-malformed-action",
                    vec![
                        ("game", G::info().name.into()),
                        ("detail", err.to_string().into()),
                    ],
                ),
            })?;
        let mut events = Vec::new();
        self.0.play(seat, &action, &mut events)?;
        Ok(events
            .into_iter()
            .map(|e| Event {
                audience: e.audience,
                body: to_json(&e.body),
            })
            .collect())
    }

    fn view(&self, viewer: Viewer) -> Value {
        to_json(&self.0.view(viewer))
    }

    fn view_text(&self, viewer: Viewer) -> String {
        serde_json::to_string(&self.0.view(viewer)).expect("game types serialize to JSON")
    }

    fn legal_actions_text_up_to(&self, seat: Seat, limit: usize) -> Option<String> {
        let actions = self.0.legal_actions(seat);
        (actions.len() <= limit)
            .then(|| serde_json::to_string(&actions).expect("game types serialize to JSON"))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }

    fn leave_action(&self, seat: Seat) -> Option<Value> {
        self.0.leave_action(seat).map(|action| to_json(&action))
    }

    fn return_action(&self, seat: Seat) -> Option<Value> {
        self.0.return_action(seat).map(|action| to_json(&action))
    }

    fn clone_box(&self) -> Box<dyn ErasedMatch> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A bot driven through the erased form. It reaches the typed game only to build
/// the same `Turn` (view and legal actions) a typed bot gets.
pub trait ErasedBot: Send {
    fn choose(&mut self, game: &dyn ErasedMatch, seat: Seat) -> Result<Value, String>;
}

struct HostedBot<G: HostedGame>(Box<dyn Bot<G>>);

impl<G: HostedGame> ErasedBot for HostedBot<G> {
    fn choose(&mut self, game: &dyn ErasedMatch, seat: Seat) -> Result<Value, String> {
        let typed = game
            .as_any()
            .downcast_ref::<Hosted<G>>()
            .ok_or_else(|| format!("this bot plays {}, not {}", G::info().id, game.game_id()))?;
        Ok(to_json(&self.0.choose(&Turn::new(&typed.0, seat))))
    }
}

/// A hosted game, erased: what the registry holds.
pub trait ErasedGame: Send + Sync {
    fn info(&self) -> GameInfo;
    fn default_config(&self, players: u8) -> Value;
    /// See `HostedGame::public_config`; a config that does not parse is shown as is.
    fn public_config(&self, config: &Value) -> Value;
    fn new_match(&self, config: &Value, seed: u64) -> Result<Box<dyn ErasedMatch>, String>;
    /// Like `new_match`, under an earlier rules version this build still supports
    /// (`Game::supported_rules_versions`); any other version is refused with a
    /// sentence naming both versions.
    fn new_match_under_rules(
        &self,
        config: &Value,
        seed: u64,
        rules_version: u32,
    ) -> Result<Box<dyn ErasedMatch>, String>;
    /// Why `new_match` refuses `config`, as a catalogue message: the game's
    /// config error (`Explain`), or `errors-config-malformed` when the JSON is not
    /// this game's config. `None` when the config is accepted.
    fn config_explanation(&self, config: &Value) -> Option<Explanation>;
    /// Why `new_match_under_rules` refuses these arguments, as a catalogue
    /// message (like `config_explanation`, under `rules_version`); `None` when
    /// the match sets up.
    fn setup_explanation(
        &self,
        config: &Value,
        seed: u64,
        rules_version: u32,
    ) -> Option<Explanation>;
    /// See `Game::supported_rules_versions`.
    fn supported_rules_versions(&self) -> Vec<u32>;
    /// (name, description) of each bot.
    fn bots(&self) -> Vec<(&'static str, &'static str)>;
    /// The bot a host seats when none is named: `baseline` if the game has
    /// one, else its first (`simulate::default_bot_name`, erased).
    fn default_bot(&self) -> Option<&'static str> {
        let bots = self.bots();
        bots.iter()
            .find(|(name, _)| *name == "baseline")
            .or(bots.first())
            .map(|(name, _)| *name)
    }
    /// See `HostedGame::bots_in_matches`.
    fn bots_in_matches(&self) -> bool;
    /// See `HostedGame::redact_action`; an action that does not read as one of
    /// this game's is returned as it is (replaying it would refuse it anyway).
    fn redact_action(&self, action: &Value) -> Value;
    /// See `HostedGame::rematch_config`; a config that does not read is kept.
    fn rematch_config(&self, config: &Value) -> Value;
    /// See `HostedGame::rematch_waits_in_lobby`.
    fn rematch_waits_in_lobby(&self) -> bool;
    /// See `HostedGame::starter_seat`; `None` for a config that does not read.
    fn starter_seat(&self, config: &Value) -> Option<Seat>;
    /// See `HostedGame::config_problems`: empty when the config is good.
    fn config_problems(&self, config: &Value) -> Vec<ConfigProblem>;
    /// Whether a finished match of this game has a post-game analysis: the game's
    /// `HostedGame::belief` answers (see `Host::has_analysis`).
    fn has_analysis(&self) -> bool;
    /// See `HostedGame::aid_solver`.
    fn aid_solver(&self) -> Option<&'static str>;
    /// See `HostedGame::aid_document`: `seat_view` is one seat's view as JSON (as
    /// `ErasedMatch::view` gives it); `None` when the game has no aid or the JSON
    /// does not read as this game's view.
    fn aid_document(&self, seat_view: &Value) -> Option<Value>;
    fn new_bot(&self, name: &str, seed: u64) -> Option<Box<dyn ErasedBot>>;
    /// Bot `name` for a match of `config` (`HostedGame::bot_for_config`).
    fn new_bot_for(&self, name: &str, seed: u64, config: &Value) -> Option<Box<dyn ErasedBot>>;
    /// See `HostedGame::ui_assets`.
    fn ui_assets(&self) -> Value;
    /// See `HostedGame::web_files`.
    fn web_files(&self) -> &'static [crate::game::WebFile];
    /// See `HostedGame::rules_text`: the English rules page.
    fn rules_text(&self) -> Option<&'static str>;
    /// The rules page in `lang` (a language tag), or the English one when the
    /// game has none in that language: its `language` says which was found.
    fn rules_text_in(&self, lang: &str) -> Option<crate::game::LanguageText>;
    /// The languages the game's rules page is written in (`HostedGame::rules_files`).
    fn rules_languages(&self) -> Vec<&'static str>;
    /// The game's English tutorial script (`HostedGame::tutorial_text`), read
    /// once; `None` when it has none, the refusal when its file does not read.
    fn tutorial(
        &self,
    ) -> Option<Result<&crate::tutorial::TutorialScript, &crate::tutorial::TutorialError>>;
    /// The tutorial script in `lang` (a language tag), or the English one when
    /// there is none in that language (`TutorialScript::language` says which);
    /// read once. Every translation plays the English steps
    /// (`tutorial::check_translation`), so a match of one replays like the other.
    fn tutorial_in(
        &self,
        lang: &str,
    ) -> Option<Result<&crate::tutorial::TutorialScript, &crate::tutorial::TutorialError>>;
    /// Every language's tutorial script as read: (language, script or refusal).
    fn tutorials(
        &self,
    ) -> Vec<(
        &'static str,
        Result<&crate::tutorial::TutorialScript, &crate::tutorial::TutorialError>,
    )>;
    fn simulate(
        &self,
        config: &Value,
        options: &SimulationOptions,
        progress: &mut dyn FnMut(u64),
    ) -> Result<SimulationReport, String>;
    /// A tournament of `bots` with seats rotated (see `tournament`).
    fn tournament(
        &self,
        config: &Value,
        bots: &[String],
        games: u64,
        seed: u64,
        progress: &mut dyn FnMut(u64),
    ) -> Result<crate::tournament::TournamentReport, String>;
    /// Post-game analysis of a finished match (see `analysis`); the record's game,
    /// format and rules version are checked by `Registry::analyse`.
    fn analyse(
        &self,
        record: &MatchRecord,
    ) -> Result<crate::analysis::Analysis, crate::analysis::AnalysisError>;
}

/// The sentence that refuses a match or record made under a rules version this
/// build cannot set up: it names both versions.
pub fn rules_version_refusal(info: &GameInfo, theirs: u32, supported: &[u32]) -> String {
    let list: Vec<String> = supported.iter().map(u32::to_string).collect();
    format!(
        "this {} match was played under rules version {theirs}; this build plays rules version {} and can replay version{} {}, so it cannot replay it faithfully",
        info.name,
        info.rules_version,
        if list.len() == 1 { "" } else { "s" },
        list.join(", ")
    )
}

/// The `ErasedGame` of a typed game.
pub struct Host<G> {
    game: PhantomData<fn() -> G>,
    /// `has_analysis`, found out once (see `probe_belief`).
    has_analysis: std::sync::OnceLock<bool>,
    /// The tutorial scripts by language, read once from `HostedGame::tutorial_files`.
    tutorials: std::sync::OnceLock<Vec<(&'static str, TutorialRead)>>,
}

impl<G> fmt::Debug for Host<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Host")
    }
}

impl<G> Default for Host<G> {
    fn default() -> Self {
        Host {
            game: PhantomData,
            has_analysis: std::sync::OnceLock::new(),
            tutorials: std::sync::OnceLock::new(),
        }
    }
}

/// Seeded random games the belief probe plays.
const BELIEF_PROBE_GAMES: u64 = 3;

/// Whether `G::belief` answers: a few seeded random games of the default config
/// are played to their end (or to the game's stated action bound), and `belief`
/// is asked about each seat's last view against the everyone-view, as the
/// post-game analysis asks it. A game keeping the default `belief` (no solver)
/// never answers; a game with a solver answers at the end of a finished game.
fn probe_belief<G: HostedGame>() -> bool {
    let info = G::info();
    let config = G::config_for_players(info.min_players);
    (0..BELIEF_PROBE_GAMES).any(|seed| {
        let Ok(mut game) = G::new(&config, seed) else {
            return false;
        };
        let mut rng = crate::rng::SleuthRng::from_seed(crate::rng::derive_seed(seed, 0xBE11EF));
        let mut events = Vec::new();
        for _ in 0..info.action_bound {
            if game.outcome().is_some() {
                break;
            }
            let Some(seat) = game.waiting_for().iter().next() else {
                break;
            };
            let Some(action) = game.random_action(seat, &mut rng) else {
                break;
            };
            events.clear();
            if game.play(seat, &action, &mut events).is_err() {
                break;
            }
        }
        let everyone = game.view(crate::seat::Viewer::Everyone);
        (0..game.players()).any(|seat| {
            let view = game.view(crate::seat::Viewer::Seat(Seat(seat as u8)));
            G::belief(&view, &everyone).is_some()
        })
    })
}

/// One language's tutorial file, read.
type TutorialRead = Result<crate::tutorial::TutorialScript, crate::tutorial::TutorialError>;

impl<G: HostedGame> Host<G> {
    fn config(config: &Value) -> Result<G::Config, String> {
        serde_json::from_value(config.clone())
            .map_err(|err| format!("invalid {} config: {err}", G::info().name))
    }

    /// Every language's tutorial, read once: the files of
    /// `HostedGame::tutorial_files`, or the English text alone of a game that
    /// gives only `tutorial_text`.
    fn read_tutorials(&self) -> &[(&'static str, TutorialRead)] {
        self.tutorials.get_or_init(|| {
            let files = G::tutorial_files();
            let mut read: Vec<(&'static str, TutorialRead)> = crate::game::file_languages(files)
                .into_iter()
                .zip(files.iter())
                .map(|(language, (_, text))| {
                    (
                        language,
                        crate::tutorial::TutorialScript::parse_in(text, language),
                    )
                })
                .collect();
            if !read
                .iter()
                .any(|(language, _)| *language == crate::game::REFERENCE_LANGUAGE)
                && let Some(text) = G::tutorial_text()
            {
                read.insert(
                    0,
                    (
                        crate::game::REFERENCE_LANGUAGE,
                        crate::tutorial::TutorialScript::parse(text),
                    ),
                );
            }
            read
        })
    }
}

impl<G: HostedGame> ErasedGame for Host<G> {
    fn info(&self) -> GameInfo {
        G::info()
    }

    fn default_config(&self, players: u8) -> Value {
        to_json(&G::config_for_players(players))
    }

    /// The game's public config, plus the server's public bookkeeping keys the
    /// typed config does not hold (`library`: the studio publication a match
    /// plays, which the lobby and the content figures name).
    fn public_config(&self, config: &Value) -> Value {
        match Self::config(config) {
            Ok(typed) => {
                let mut public = G::public_config(&typed);
                if let (Some(out), Some(library)) = (public.as_object_mut(), config.get("library"))
                {
                    out.insert("library".to_owned(), library.clone());
                }
                public
            }
            Err(_) => config.clone(),
        }
    }

    fn new_match(&self, config: &Value, seed: u64) -> Result<Box<dyn ErasedMatch>, String> {
        let config = Self::config(config)?;
        let game = G::new(&config, seed).map_err(|err| err.to_string())?;
        Ok(Box::new(Hosted(game)))
    }

    fn config_explanation(&self, config: &Value) -> Option<Explanation> {
        let typed: G::Config = match serde_json::from_value(config.clone()) {
            Ok(typed) => typed,
            Err(err) => {
                return Some(Explanation::new(
                    "errors-config-malformed",
                    vec![
                        ("game", G::info().name.into()),
                        ("detail", err.to_string().into()),
                    ],
                ));
            }
        };
        G::new(&typed, 0).err().map(|err| err.explanation())
    }

    fn setup_explanation(
        &self,
        config: &Value,
        seed: u64,
        rules_version: u32,
    ) -> Option<Explanation> {
        let typed: G::Config = match serde_json::from_value(config.clone()) {
            Ok(typed) => typed,
            Err(_) => return self.config_explanation(config),
        };
        G::new_under_rules(&typed, seed, rules_version)
            .err()
            .map(|err| err.explanation())
    }

    fn new_match_under_rules(
        &self,
        config: &Value,
        seed: u64,
        rules_version: u32,
    ) -> Result<Box<dyn ErasedMatch>, String> {
        let supported = G::supported_rules_versions();
        if !supported.contains(&rules_version) {
            return Err(rules_version_refusal(&G::info(), rules_version, &supported));
        }
        let config = Self::config(config)?;
        let game =
            G::new_under_rules(&config, seed, rules_version).map_err(|err| err.to_string())?;
        Ok(Box::new(Hosted(game)))
    }

    fn supported_rules_versions(&self) -> Vec<u32> {
        G::supported_rules_versions()
    }

    fn bots(&self) -> Vec<(&'static str, &'static str)> {
        G::bots().iter().map(|b| (b.name, b.description)).collect()
    }

    fn bots_in_matches(&self) -> bool {
        G::bots_in_matches()
    }

    fn redact_action(&self, action: &Value) -> Value {
        match serde_json::from_value::<G::Action>(action.clone()) {
            Ok(typed) => to_json(&G::redact_action(&typed)),
            Err(_) => action.clone(),
        }
    }

    fn rematch_config(&self, config: &Value) -> Value {
        match Self::config(config) {
            Ok(typed) => to_json(&G::rematch_config(&typed)),
            Err(_) => config.clone(),
        }
    }

    fn rematch_waits_in_lobby(&self) -> bool {
        G::rematch_waits_in_lobby()
    }

    fn starter_seat(&self, config: &Value) -> Option<Seat> {
        G::starter_seat(&Self::config(config).ok()?)
    }

    fn config_problems(&self, config: &Value) -> Vec<ConfigProblem> {
        G::config_problems(config)
    }

    fn has_analysis(&self) -> bool {
        *self.has_analysis.get_or_init(probe_belief::<G>)
    }

    fn aid_solver(&self) -> Option<&'static str> {
        G::aid_solver()
    }

    fn aid_document(&self, seat_view: &Value) -> Option<Value> {
        G::aid_solver()?;
        let view: G::View = serde_json::from_value(seat_view.clone()).ok()?;
        G::aid_document(&view)
    }

    fn new_bot(&self, name: &str, seed: u64) -> Option<Box<dyn ErasedBot>> {
        let spec = G::bots().into_iter().find(|b| b.name == name)?;
        Some(Box::new(HostedBot::<G>((spec.make)(seed))))
    }

    fn new_bot_for(&self, name: &str, seed: u64, config: &Value) -> Option<Box<dyn ErasedBot>> {
        let config = Self::config(config).ok()?;
        let bot = G::bot_for_config(name, seed, &config)?;
        Some(Box::new(HostedBot::<G>(bot)))
    }

    fn ui_assets(&self) -> Value {
        G::ui_assets()
    }

    fn web_files(&self) -> &'static [crate::game::WebFile] {
        G::web_files()
    }

    fn rules_text(&self) -> Option<&'static str> {
        G::rules_text()
    }

    fn rules_text_in(&self, lang: &str) -> Option<crate::game::LanguageText> {
        crate::game::language_file_or_reference(G::rules_files(), lang).or_else(|| {
            G::rules_text().map(|text| crate::game::LanguageText {
                language: crate::game::REFERENCE_LANGUAGE,
                text,
            })
        })
    }

    fn rules_languages(&self) -> Vec<&'static str> {
        crate::game::file_languages(G::rules_files())
    }

    fn tutorial(
        &self,
    ) -> Option<Result<&crate::tutorial::TutorialScript, &crate::tutorial::TutorialError>> {
        self.tutorial_in(crate::game::REFERENCE_LANGUAGE)
    }

    fn tutorial_in(
        &self,
        lang: &str,
    ) -> Option<Result<&crate::tutorial::TutorialScript, &crate::tutorial::TutorialError>> {
        let all = self.read_tutorials();
        let wanted = crate::game::primary_language(lang);
        let found = all
            .iter()
            .find(|(language, _)| Some(*language) == wanted.as_deref())
            .or_else(|| {
                all.iter()
                    .find(|(language, _)| *language == crate::game::REFERENCE_LANGUAGE)
            })?;
        Some(found.1.as_ref())
    }

    fn tutorials(
        &self,
    ) -> Vec<(
        &'static str,
        Result<&crate::tutorial::TutorialScript, &crate::tutorial::TutorialError>,
    )> {
        self.read_tutorials()
            .iter()
            .map(|(language, read)| (*language, read.as_ref()))
            .collect()
    }

    fn simulate(
        &self,
        config: &Value,
        options: &SimulationOptions,
        progress: &mut dyn FnMut(u64),
    ) -> Result<SimulationReport, String> {
        let config = Self::config(config)?;
        simulate::<G>(&config, options, progress)
    }

    fn tournament(
        &self,
        config: &Value,
        bots: &[String],
        games: u64,
        seed: u64,
        progress: &mut dyn FnMut(u64),
    ) -> Result<crate::tournament::TournamentReport, String> {
        let config = Self::config(config)?;
        crate::tournament::tournament::<G>(&config, bots, games, seed, progress)
    }

    fn analyse(
        &self,
        record: &MatchRecord,
    ) -> Result<crate::analysis::Analysis, crate::analysis::AnalysisError> {
        crate::analysis::analyse::<G>(record)
    }
}

/// Why a record could not be replayed. Refusals of the game itself (its
/// config, an action) are kept whole, English sentence and catalogue message,
/// so a host says the replay's refusal in the reader's language throughout
/// (`nested_explanation`).
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ReplayError {
    #[error("unknown game {0:?}; known games: {1}")]
    UnknownGame(String, String),
    #[error(
        "the record is for rules version {record} of {game}, this build plays version {ours} and cannot replay version {record} faithfully"
    )]
    RulesVersion {
        game: String,
        record: u32,
        ours: u32,
    },
    /// The game refused to set the match up: `message` in English, `explanation`
    /// the game's config error as a catalogue message.
    #[error("the record's config or seed is invalid: {message}")]
    Setup {
        message: String,
        explanation: Explanation,
    },
    #[error(
        "record format {0} is not supported (this build reads format 1); or its generator {1:?} is not ours"
    )]
    Format(u32, String),
    /// `seat` is the record's 0-based seat; the sentence counts from 1.
    /// `reason` is the game's refusal of the action.
    #[error("action {index} ({action}) by Seat {} was refused: {reason}", u16::from(*seat) + 1)]
    IllegalAction {
        index: usize,
        seat: u8,
        action: String,
        reason: ActionRejected,
    },
}

impl ReplayError {
    /// The refusal as catalogue messages (`errors-replay-*`), the game's own
    /// refusal nested as its `reason`.
    pub fn nested_explanation(&self) -> NestedExplanation {
        let message = NestedExplanation::new;
        match self {
            ReplayError::UnknownGame(game, known) => message("errors-replay-unknown-game")
                .with("game", game.as_str())
                .with("known", known.as_str()),
            ReplayError::RulesVersion { game, record, ours } => {
                message("errors-replay-rules-version")
                    .with("game", game.as_str())
                    .with("record", *record)
                    .with("ours", *ours)
            }
            ReplayError::Setup { explanation, .. } => message("errors-replay-setup")
                .with_message("reason", NestedExplanation::from(explanation.clone())),
            ReplayError::Format(format, rng) => message("errors-replay-format")
                .with("format", *format)
                .with("rng", rng.as_str()),
            ReplayError::IllegalAction {
                index,
                seat,
                action,
                reason,
            } => message("errors-replay-illegal-action")
                .with("index", *index)
                .with("seat", MessageArg::seat(Seat(*seat)))
                .with("action", action.as_str())
                .with_message(
                    "reason",
                    NestedExplanation::from(reason.explanation.clone()),
                ),
        }
    }
}

/// The end state of a replay.
#[derive(Debug)]
pub struct Replayed {
    pub game: Box<dyn ErasedMatch>,
    pub actions: usize,
}

/// Every hosted game, by id.
#[derive(Default)]
pub struct Registry {
    games: Vec<Box<dyn ErasedGame>>,
    solvers: Vec<Box<dyn crate::offers::Solver>>,
    campaigns: Vec<Box<dyn crate::offers::Campaign>>,
}

impl fmt::Debug for Registry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.games.iter().map(|g| g.info().id))
            .finish()
    }
}

/// The first of a registry's entries whose key (a game's id, a solver's name) is
/// `key`.
fn find_by<'a, T: ?Sized>(
    entries: &'a [Box<T>],
    key: &str,
    key_of: impl Fn(&T) -> &str,
) -> Option<&'a T> {
    entries
        .iter()
        .map(Box::as_ref)
        .find(|&entry| key_of(entry) == key)
}

impl Registry {
    pub fn new() -> Self {
        Registry::default()
    }

    pub fn register<G: HostedGame>(&mut self) {
        self.games.push(Box::new(Host::<G>::default()));
    }

    pub fn get(&self, id: &str) -> Option<&dyn ErasedGame> {
        find_by(&self.games, id, |g| g.info().id)
    }

    /// Offers a solver for the deduction assistant, found by its name.
    pub fn offer_solver(&mut self, solver: Box<dyn crate::offers::Solver>) {
        self.solvers.push(solver);
    }

    pub fn solver(&self, name: &str) -> Option<&dyn crate::offers::Solver> {
        find_by(&self.solvers, name, |s| s.name())
    }

    /// Offers a game's campaign, found by the game's id.
    pub fn offer_campaign(&mut self, campaign: Box<dyn crate::offers::Campaign>) {
        self.campaigns.push(campaign);
    }

    pub fn campaign(&self, game: &str) -> Option<&dyn crate::offers::Campaign> {
        find_by(&self.campaigns, game, |c| c.game())
    }

    /// The games that have a campaign.
    pub fn campaign_games(&self) -> Vec<&'static str> {
        self.campaigns.iter().map(|c| c.game()).collect()
    }

    pub fn games(&self) -> impl Iterator<Item = &dyn ErasedGame> {
        self.games.iter().map(|g| g.as_ref())
    }

    pub fn ids(&self) -> Vec<&'static str> {
        self.games.iter().map(|g| g.info().id).collect()
    }

    /// Replays a record action by action, stopping at the first refused action.
    pub fn replay(&self, record: &MatchRecord) -> Result<Replayed, ReplayError> {
        self.replay_with(record, |_, _| {})
    }

    /// Post-game analysis of a finished match: per seat, the probability of the
    /// truth after every action and the first action after which it was certain.
    pub fn analyse(
        &self,
        record: &MatchRecord,
    ) -> Result<crate::analysis::Analysis, crate::analysis::AnalysisError> {
        use crate::analysis::AnalysisError;
        // The checks `replay_with` makes, and a full replay, so a bad record gets
        // the same precise error as `sleuth replay`.
        self.replay(record)
            .map_err(|err| AnalysisError::Replay(err.to_string()))?;
        let host = self
            .get(&record.game)
            .expect("replay checked the game exists");
        host.analyse(record)
    }

    /// The record as `reader` may fetch it: every action of another seat
    /// redacted (`HostedGame::redact_action`: private free text blanked); `None`
    /// redacts every action. An unknown game's record is returned unchanged
    /// (replaying it is refused anyway).
    pub fn redacted(&self, record: &MatchRecord, reader: Option<Seat>) -> MatchRecord {
        let Some(host) = self.get(&record.game) else {
            return record.clone();
        };
        let mut redacted = record.clone();
        for step in &mut redacted.actions {
            if Some(step.seat) != reader {
                step.action = host.redact_action(&step.action);
            }
        }
        redacted
    }

    /// Like `replay`, calling `on_step(index, game)` after each applied action.
    pub fn replay_with(
        &self,
        record: &MatchRecord,
        mut on_step: impl FnMut(usize, &dyn ErasedMatch),
    ) -> Result<Replayed, ReplayError> {
        if record.format != crate::record::RECORD_FORMAT || record.rng != crate::rng::RNG_ALGORITHM
        {
            return Err(ReplayError::Format(record.format, record.rng.clone()));
        }
        let host = self
            .get(&record.game)
            .ok_or_else(|| ReplayError::UnknownGame(record.game.clone(), self.ids().join(", ")))?;
        let ours = host.info().rules_version;
        if !host
            .supported_rules_versions()
            .contains(&record.rules_version)
        {
            return Err(ReplayError::RulesVersion {
                game: record.game.clone(),
                record: record.rules_version,
                ours,
            });
        }
        let mut game = host
            .new_match_under_rules(&record.config, record.seed, record.rules_version)
            .map_err(|message| {
                let explanation = host
                    .setup_explanation(&record.config, record.seed, record.rules_version)
                    // Not met: the same call just refused. Said as a config the
                    // game does not read rather than left unsaid.
                    .unwrap_or_else(|| {
                        Explanation::new(
                            "errors-config-malformed",
                            vec![
                                ("game", host.info().name.into()),
                                ("detail", message.as_str().into()),
                            ],
                        )
                    });
                ReplayError::Setup {
                    message,
                    explanation,
                }
            })?;
        for (index, step) in record.actions.iter().enumerate() {
            game.play(step.seat, &step.action)
                .map_err(|rejected| ReplayError::IllegalAction {
                    index,
                    seat: step.seat.0,
                    action: step.action.to_string(),
                    reason: rejected,
                })?;
            on_step(index, game.as_ref());
        }
        Ok(Replayed {
            game,
            actions: record.actions.len(),
        })
    }
}
