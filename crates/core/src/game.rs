//! The `Game` trait: what every game crate implements, and the checks the engine
//! performs around it (seat range, turn, game over) so that each game only has to
//! judge its own rules.

use std::fmt::Debug;

use serde::{Serialize, de::DeserializeOwned};

use crate::rng::SleuthRng;
use crate::seat::{Event, Seat, SeatSet, Viewer};

/// A game's static description, shown by `sleuth games` and the lobby.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    /// Stable id used in match records and URLs, e.g. `lady-alice`.
    pub id: &'static str,
    pub name: &'static str,
    /// Bumped whenever a rule change could change the outcome of a recorded game.
    pub rules_version: u32,
    pub min_players: u8,
    pub max_players: u8,
    pub cooperative: bool,
    pub variants: Vec<VariantInfo>,
    pub summary: &'static str,
    /// The stated bound: with the game's own bots, every game ends within this many
    /// actions. The playout harness fails a game that runs longer, and simulations
    /// abort it.
    pub action_bound: u64,
    /// A choice each player makes when taking a seat (Haven't a Cluedo: the
    /// character), written into the config before the start; `None` for most games.
    pub seat_choice: Option<SeatChoice>,
}

/// A per-seat choice made when joining (see `GameInfo::seat_choice`). The config
/// field `key` is an array with one entry per seat; a seat may take any value not
/// held by another occupied seat (a value held by an empty seat is swapped with it).
#[derive(Clone, Debug, Serialize)]
pub struct SeatChoice {
    /// The config field, an array indexed by seat, e.g. `characters`.
    pub key: &'static str,
    /// What the choice is called, e.g. "character".
    pub label: &'static str,
    /// Every value a seat may choose.
    pub choices: Vec<String>,
}

/// An optional rule or setting a config can carry.
#[derive(Clone, Debug, Serialize)]
pub struct VariantInfo {
    /// The config field, e.g. `burgess_goes_diagonal`.
    pub key: &'static str,
    pub description: &'static str,
    /// The values a UI may offer in a menu; empty when the field is free-form (a
    /// flag, a number) or for advanced use through the API only.
    pub choices: Vec<String>,
    /// Words for people, one per choice (same order), when the choices are ids or
    /// slugs; empty to show the choices themselves.
    pub labels: Vec<String>,
}

impl VariantInfo {
    pub fn new(key: &'static str, description: &'static str) -> VariantInfo {
        VariantInfo {
            key,
            description,
            choices: Vec::new(),
            labels: Vec::new(),
        }
    }

    pub fn with_choices(
        mut self,
        choices: impl IntoIterator<Item = impl Into<String>>,
    ) -> VariantInfo {
        self.choices = choices.into_iter().map(Into::into).collect();
        self
    }

    /// Choices with a label each for people: `(value, label)` pairs.
    pub fn with_labeled_choices(
        mut self,
        choices: impl IntoIterator<Item = (impl Into<String>, impl Into<String>)>,
    ) -> VariantInfo {
        let (values, labels) = choices
            .into_iter()
            .map(|(value, label)| (value.into(), label.into()))
            .unzip();
        self.choices = values;
        self.labels = labels;
        self
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Everyone who won; several for a shared win or a cooperative team, none for a
    /// team loss.
    pub winners: SeatSet,
    /// Final scores by seat, for games that score.
    pub scores: Option<Vec<i32>>,
    /// One line for people, seats counted from 1 as the pages label them (see
    /// `Seat::words`), e.g. "Seat 2 accused correctly".
    pub summary: String,
}

/// Why the engine refused an action before or while asking the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError<E> {
    #[error("the game is over")]
    GameOver,
    #[error("there is no {} at a table of {players}", Seat(*seat).words())]
    NoSuchSeat { seat: u8, players: usize },
    #[error("it is not {}'s turn", seat.words())]
    NotYourTurn { seat: Seat, to_move: SeatSet },
    #[error("{0}")]
    Illegal(E),
}

impl<E: crate::explain::Explain> crate::explain::Explain for PlayError<E> {
    fn message_id(&self) -> &'static str {
        match self {
            PlayError::GameOver => "errors-play-game-over",
            PlayError::NoSuchSeat { .. } => "errors-play-no-such-seat",
            PlayError::NotYourTurn { .. } => "errors-play-not-your-turn",
            PlayError::Illegal(err) => err.message_id(),
        }
    }

    fn message_args(&self) -> Vec<(&'static str, crate::explain::MessageArg)> {
        use crate::explain::MessageArg;
        match self {
            PlayError::GameOver => Vec::new(),
            PlayError::NoSuchSeat { seat, players } => vec![
                ("seat", MessageArg::seat(Seat(*seat))),
                ("players", (*players).into()),
            ],
            PlayError::NotYourTurn { seat, .. } => vec![("seat", MessageArg::seat(*seat))],
            PlayError::Illegal(err) => err.message_args(),
        }
    }
}

/// A game: its rules and its whole state. A state is fully determined by (config,
/// seed, actions applied), and holds no I/O, clock or global state (invariant 1).
pub trait Game: Clone + Debug + PartialEq + Send + Sync + 'static {
    type Config: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What one viewer may see; a pure function of (state, viewer).
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// Refusals say themselves as catalogue messages (`Explain`), beside their
    /// English `Display`.
    type ConfigError: std::error::Error + crate::explain::Explain + Send + Sync + 'static;
    type Error: std::error::Error
        + crate::explain::Explain
        + Clone
        + PartialEq
        + Send
        + Sync
        + 'static;

    fn info() -> GameInfo;

    /// A valid default config for this many players, for the CLI and the lobby.
    fn config_for_players(players: u8) -> Self::Config;

    /// Validates the config and sets the game up, drawing all chance from `seed`.
    fn new(config: &Self::Config, seed: u64) -> Result<Self, Self::ConfigError>;

    /// Every rules version this build can set up, oldest first; it always holds
    /// `info().rules_version`. A match or record made under an earlier version that
    /// is still listed here is set up by `new_under_rules` and replays under the rules
    /// it was played with; any other version is refused with a sentence naming both.
    fn supported_rules_versions() -> Vec<u32> {
        vec![Self::info().rules_version]
    }

    /// Sets the game up under `rules_version`, one of `supported_rules_versions()`
    /// (callers check). Games that keep earlier versions override it; the default
    /// only knows the current version.
    fn new_under_rules(
        config: &Self::Config,
        seed: u64,
        rules_version: u32,
    ) -> Result<Self, Self::ConfigError> {
        debug_assert_eq!(rules_version, Self::info().rules_version);
        Self::new(config, seed)
    }

    fn players(&self) -> usize;

    /// Seats that may act now: one, several at once, or none once the game is over.
    fn to_move(&self) -> SeatSet;

    /// The seats the game waits for: it cannot go on until one of them acts. Each is
    /// in `to_move`; a seat in `to_move` but not here may act and need not (Almost
    /// Innocent's Din and Teor, usable at any moment). Drivers that ask bots
    /// (simulations, tournaments, the server) ask these seats. Defaults to `to_move`.
    fn waiting_for(&self) -> SeatSet {
        self.to_move()
    }

    /// Every action `seat` may take now (empty if it may not act). Must depend only
    /// on what `seat` may know. Games whose actions cannot all be listed (free text)
    /// list the ones that can and document it.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// A uniformly random element of `legal_actions(seat)`. Games with long action
    /// lists override this to sample without building the list.
    fn random_action(&self, seat: Seat, rng: &mut SleuthRng) -> Option<Self::Action> {
        let actions = self.legal_actions(seat);
        rng.choose(&actions).cloned()
    }

    /// Applies `action` for `seat`, which the engine has checked is in `to_move()`.
    /// On error the state must be unchanged and nothing pushed to `events`.
    fn apply_action(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Event<Self::Event>>,
    ) -> Result<(), Self::Error>;

    fn view(&self, viewer: Viewer) -> Self::View;

    /// `Some` once the game has ended.
    fn outcome(&self) -> Option<Outcome>;

    /// The checked entry point: refuses actions once the game is over, from seats
    /// outside the table and from seats not to move, then asks the game.
    fn play(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Event<Self::Event>>,
    ) -> Result<(), PlayError<Self::Error>> {
        check_play(self, seat)?;
        self.apply_action(seat, action, events)
            .map_err(PlayError::Illegal)
    }

    /// Whether `rules_version` is one of `supported_rules_versions()`: the first
    /// check of every `new_under_rules` that keeps earlier versions.
    fn supports_rules_version(rules_version: u32) -> bool {
        Self::supported_rules_versions().contains(&rules_version)
    }
}

/// The engine's checks before an action reaches the game, in the order `Game::play`
/// makes them: the game is not over, the seat is at the table, the seat is to
/// move. Games that override `play` call it to keep the same checks and wording.
pub fn check_play<G: Game>(game: &G, seat: Seat) -> Result<(), PlayError<G::Error>> {
    if game.outcome().is_some() {
        return Err(PlayError::GameOver);
    }
    if seat.index() >= game.players() {
        return Err(PlayError::NoSuchSeat {
            seat: seat.0,
            players: game.players(),
        });
    }
    let to_move = game.to_move();
    if !to_move.contains(seat) {
        return Err(PlayError::NotYourTurn { seat, to_move });
    }
    Ok(())
}

/// What a bot is given when it must act: exactly what a remote human in that seat
/// would have (the seat's view and its legal actions), nothing of the hidden state.
#[derive(Debug)]
pub struct Turn<'a, G: Game> {
    game: &'a G,
    seat: Seat,
}

impl<'a, G: Game> Turn<'a, G> {
    pub fn new(game: &'a G, seat: Seat) -> Self {
        Turn { game, seat }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn view(&self) -> G::View {
        self.game.view(Viewer::Seat(self.seat))
    }

    pub fn legal_actions(&self) -> Vec<G::Action> {
        self.game.legal_actions(self.seat)
    }

    pub fn random_legal_action(&self, rng: &mut SleuthRng) -> Option<G::Action> {
        self.game.random_action(self.seat, rng)
    }
}

/// An automated player. It sees only its `Turn` (and, optionally, the events
/// addressed to its seat), like a human at a remote screen.
pub trait Bot<G: Game>: Send {
    fn choose(&mut self, turn: &Turn<'_, G>) -> G::Action;
}

/// A bot a game offers by name, e.g. `random` or `baseline`.
#[derive(Debug)]
pub struct BotSpec<G: Game> {
    pub name: &'static str,
    pub description: &'static str,
    pub make: fn(seed: u64) -> Box<dyn Bot<G>>,
}

impl<G: Game> Clone for BotSpec<G> {
    fn clone(&self) -> Self {
        BotSpec {
            name: self.name,
            description: self.description,
            make: self.make,
        }
    }
}

/// A game together with its bots: what the registry hosts.
pub trait HostedGame: Game {
    /// Bots offered for this game; the first is the default for simulations unless
    /// one is called `baseline`.
    fn bots() -> Vec<BotSpec<Self>> {
        vec![random_bot_spec()]
    }

    /// Bot `name` of [`HostedGame::bots`] for a match of `config`. A game whose
    /// content may travel in the config (a case written in the studio) hands its
    /// bots that content here, as the shipped content is theirs by default.
    fn bot_for_config(name: &str, seed: u64, config: &Self::Config) -> Option<Box<dyn Bot<Self>>> {
        let _ = config;
        Self::bots()
            .into_iter()
            .find(|b| b.name == name)
            .map(|spec| (spec.make)(seed))
    }

    /// The config as everyone may see it before the end (lobby, match summaries).
    /// A game whose config can hold a secret (a Lateral Master's own puzzle, with
    /// its solution) hides it here; the full config is public once the match ends.
    fn public_config(config: &Self::Config) -> serde_json::Value {
        serde_json::to_value(config).unwrap_or(serde_json::Value::Null)
    }

    /// Whether people may seat these bots in a match. A game whose roles need
    /// understanding language (the Lateral Puzzles Game's Lateral Master and
    /// puzzlers) keeps its bots for the harness and simulations: the server
    /// neither offers nor accepts them.
    fn bots_in_matches() -> bool {
        true
    }

    /// A person leaves a match in play of a game whose seats no bot may take
    /// (`bots_in_matches` is false): the action, played as `seat` itself, that
    /// records the departure so the table can go on without them (their seat then
    /// stays open for anyone with the invite link). `None` when the match cannot go
    /// on without that seat: it ends, abandoned. Time and departures reach a game
    /// only as recorded actions (invariant 1); the server decides when to play it.
    fn leave_action(&self, seat: Seat) -> Option<Self::Action> {
        let _ = seat;
        None
    }

    /// Someone takes a seat left open after `leave_action`: the action, played as
    /// `seat`, that brings the seat back into play. `None` if the game has none.
    fn return_action(&self, seat: Seat) -> Option<Self::Action> {
        let _ = seat;
        None
    }

    /// An action as the match record and the replay show it to anyone but the seat
    /// that played it: a game whose actions carry private free text (a notebook)
    /// blanks that text here. Replaying a record of redacted actions must reach the
    /// same outcome, so only text that changes nothing but itself may be blanked.
    fn redact_action(action: &Self::Action) -> Self::Action {
        action.clone()
    }

    /// The config of a rematch of a match played with `config` (a game may rotate
    /// a role or clear a choice that must not repeat). The default plays it again.
    fn rematch_config(config: &Self::Config) -> Self::Config {
        config.clone()
    }

    /// Whether a rematch waits in its lobby until it is started (a role must make a
    /// choice first, such as the next Lateral Master's puzzle) instead of starting
    /// at once with the same people.
    fn rematch_waits_in_lobby() -> bool {
        false
    }

    /// The seat that may, besides the host, change the config in the lobby and
    /// start the match (the Lateral Master, who chooses the puzzle); `None` when
    /// only the host may. A rematch that waits in its lobby
    /// (`rematch_waits_in_lobby`) is started by this seat or by the seat that
    /// asked for the rematch first (its host).
    fn starter_seat(config: &Self::Config) -> Option<Seat> {
        let _ = config;
        None
    }

    /// Every problem of a config as typed in a lobby (JSON that may not even read
    /// as `Self::Config`), each with its place, without setting a match up for
    /// good: what a lobby shows while someone writes a config. The default reads
    /// the config and sets the game up once (`config_problems_by_setup`), which
    /// gives at most one problem; a game with richer checks (a Lateral Master's
    /// own puzzle: every problem at once) overrides it. Empty when the config is
    /// good, and then `Game::new` accepts it.
    fn config_problems(config: &serde_json::Value) -> Vec<ConfigProblem> {
        config_problems_by_setup::<Self>(config)
    }

    /// Static, public content a UI needs to draw the game (a board, card names),
    /// the same for every match; `null` if the views carry everything.
    fn ui_assets() -> serde_json::Value {
        serde_json::Value::Null
    }

    /// The game's browser table: the files of its `web/` folder, embedded by the
    /// game crate (see `web_files!`). The server serves them under
    /// `/static/games/<game id>/`; `table.js` is the table's ES module.
    fn web_files() -> &'static [WebFile] {
        &[]
    }

    /// The game's rules pages, one per language: every `rules/<lang>.md` of the
    /// game's folder as (file name, text), listed at build time (the crate's
    /// build.rs with `sleuth_embed`), so a translation is added by adding its
    /// file. English (`en.md`) is the reference; see [`crate::rules_page`] for
    /// the format.
    fn rules_files() -> LanguageFiles {
        &[]
    }

    /// The game's rules page and glossary in English: the text `sleuth rules`
    /// prints; the browser asks for its reader's language
    /// (`ErasedGame::rules_text_in`).
    fn rules_text() -> Option<&'static str> {
        language_file(Self::rules_files(), REFERENCE_LANGUAGE).map(|page| page.text)
    }

    /// The game's tutorial scripts, one per language: every
    /// `tutorial/<lang>.toml` of the game's folder as (file name, text), listed
    /// at build time like [`HostedGame::rules_files`]. Every translation plays
    /// exactly the English steps; only its texts differ
    /// (`tutorial::check_translation`). See [`crate::tutorial`] for the format.
    fn tutorial_files() -> LanguageFiles {
        &[]
    }

    /// The game's tutorial script in English: a guided first match. `None` when
    /// the game has none.
    fn tutorial_text() -> Option<&'static str> {
        language_file(Self::tutorial_files(), REFERENCE_LANGUAGE).map(|script| script.text)
    }

    /// Post-game analysis: what a seat's view at some moment (`seat_view`) says
    /// about the solution revealed in `final_view` (the `Viewer::Everyone` view of
    /// the finished game). It must read only `seat_view`'s knowledge, plus the truth
    /// from `final_view`. `None` when the game has no solver.
    fn belief(seat_view: &Self::View, final_view: &Self::View) -> Option<Belief> {
        let _ = (seat_view, final_view);
        None
    }

    /// The learning aid's solver: the name of the deduction assistant's solver
    /// (`crate::offers::Solver::name`, e.g. `cluedo`, one the registry offers)
    /// that reads this game's `aid_document`. `None` (the default): the game
    /// offers no learning aid.
    fn aid_solver() -> Option<&'static str> {
        None
    }

    /// The learning aid: one seat's view as the deduction assistant's knowledge
    /// document (the JSON the `aid_solver` reads), so that a player may see the
    /// exact probabilities of what their own seat knows. It reads only
    /// `seat_view` and states no more than the game's own solver reads of it:
    /// never another seat's hidden card. `None` for a view that belongs to no
    /// seat, and for a game without the aid.
    fn aid_document(seat_view: &Self::View) -> Option<serde_json::Value> {
        let _ = seat_view;
        None
    }
}

/// A problem found in a config, with its place (a config key such as `players`,
/// or a place inside one such as `part 3`; `config` for the whole) and a sentence.
/// The sentence and the place may also come as catalogue messages (JSON: `id` and
/// `args` beside `message`, `at` as `{"id", "args"}`), so a page shows them in
/// its reader's language; `message` stays the English sentence.
#[derive(Clone, Debug, Serialize, serde::Deserialize)]
pub struct ConfigProblem {
    pub place: String,
    pub message: String,
    #[serde(flatten, default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<crate::explain::Explanation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<crate::explain::Explanation>,
}

/// Two problems are the same when they say the same thing at the same place: the
/// catalogue messages are that sentence in other words.
impl PartialEq for ConfigProblem {
    fn eq(&self, other: &Self) -> bool {
        self.place == other.place && self.message == other.message
    }
}

impl Eq for ConfigProblem {}

impl ConfigProblem {
    pub fn new(place: impl Into<String>, message: impl Into<String>) -> ConfigProblem {
        ConfigProblem {
            place: place.into(),
            message: message.into(),
            explanation: None,
            at: None,
        }
    }

    /// A problem whose English `message` is the catalogue's `explanation`, at a
    /// place that may have a message of its own.
    pub fn explained(
        place: impl Into<String>,
        message: impl Into<String>,
        explanation: crate::explain::Explanation,
        at: Option<crate::explain::Explanation>,
    ) -> ConfigProblem {
        ConfigProblem {
            place: place.into(),
            message: message.into(),
            explanation: Some(explanation),
            at,
        }
    }
}

/// The default of `HostedGame::config_problems`: the config must read as
/// `G::Config` and `G::new` must accept it (with seed 0); the first refusal is the
/// one problem, placed at `config`.
pub fn config_problems_by_setup<G: Game>(config: &serde_json::Value) -> Vec<ConfigProblem> {
    use crate::explain::{Explain, Explanation};
    let whole = || Some(Explanation::new("errors-content-place-config", Vec::new()));
    let typed: G::Config = match serde_json::from_value(config.clone()) {
        Ok(typed) => typed,
        Err(err) => {
            let game = G::info().name;
            return vec![ConfigProblem::explained(
                "config",
                format!("not a {game} config: {err}"),
                Explanation::new(
                    "errors-content-config-unreadable",
                    vec![("game", game.into()), ("detail", err.to_string().into())],
                ),
                whole(),
            )];
        }
    };
    match G::new(&typed, 0) {
        Ok(_) => Vec::new(),
        Err(err) => vec![ConfigProblem::explained(
            "config",
            err.to_string(),
            err.explanation(),
            whole(),
        )],
    }
}

/// What one seat's knowledge at one moment says about the hidden solution.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, serde::Deserialize)]
pub struct Belief {
    /// The probability of the true solution, over every hidden world consistent with
    /// the seat's knowledge (counted exactly where the game's solver is exact).
    pub truth: f64,
    /// Exactly one solution remains possible for this seat.
    pub certain: bool,
}

/// The uniform random bot: any game, any seat, a uniformly random legal action.
#[derive(Debug)]
pub struct RandomBot {
    rng: SleuthRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: SleuthRng::from_seed(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, turn: &Turn<'_, G>) -> G::Action {
        turn.random_legal_action(&mut self.rng)
            .expect("a seat asked to move has at least one legal action")
    }
}

pub fn random_bot_spec<G: Game>() -> BotSpec<G> {
    BotSpec {
        name: "random",
        description: "plays a uniformly random legal action",
        make: |seed| Box::new(RandomBot::new(seed)),
    }
}

/// The language every game text is first written in, and the one shown when a
/// text has no translation in the reader's language.
pub const REFERENCE_LANGUAGE: &str = "en";

/// A game's texts in their languages: (file name `<lang>.<extension>`, text),
/// in name order, as `sleuth_embed::embed` lists a folder at build time.
pub type LanguageFiles = &'static [(&'static str, &'static str)];

/// One text of a game in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LanguageText {
    /// The language of `text` (the file's name without its extension).
    pub language: &'static str,
    pub text: &'static str,
}

/// The primary language of a language tag, lower case (`fr-CA` and `FR` give
/// `fr`); `None` when the tag does not start with 2 to 8 ASCII letters.
pub fn primary_language(tag: &str) -> Option<String> {
    let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
    (2..=8)
        .contains(&primary.len())
        .then_some(primary)
        .filter(|p| p.chars().all(|c| c.is_ascii_alphabetic()))
        .map(str::to_ascii_lowercase)
}

/// The file of `files` in language `lang` (a language tag such as `fr` or
/// `fr-CA`), if there is one.
pub fn language_file(files: LanguageFiles, lang: &str) -> Option<LanguageText> {
    let wanted = primary_language(lang)?;
    files.iter().find_map(|(name, text)| {
        let language = name.split_once('.').map_or(*name, |(stem, _)| stem);
        (language == wanted).then_some(LanguageText { language, text })
    })
}

/// The file of `files` in `lang`, or the English one when there is none in it:
/// compare `language` with the one asked for to know whether it fell back.
pub fn language_file_or_reference(files: LanguageFiles, lang: &str) -> Option<LanguageText> {
    language_file(files, lang).or_else(|| language_file(files, REFERENCE_LANGUAGE))
}

/// The languages `files` are written in, in name order.
pub fn file_languages(files: LanguageFiles) -> Vec<&'static str> {
    files
        .iter()
        .map(|(name, _)| name.split_once('.').map_or(*name, |(stem, _)| stem))
        .collect()
}

/// One file of a game's browser table: its path under the game's `web/` folder and
/// its bytes, embedded at build time.
pub type WebFile = (&'static str, &'static [u8]);

/// Embeds files of a game crate's `web/` folder: `web_files!["table.js"]` gives the
/// `&'static [WebFile]` that `HostedGame::web_files` returns. Every file of `web/` must
/// be listed (the registry's test checks that the folder and the list agree).
#[macro_export]
macro_rules! web_files {
    [$($path:literal),* $(,)?] => {
        &[$(($path, include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/web/", $path)))),*]
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_count_seats_from_one_as_the_pages_do() {
        let not_yours: PlayError<String> = PlayError::NotYourTurn {
            seat: Seat(1),
            to_move: SeatSet::single(Seat(0)),
        };
        assert_eq!(not_yours.to_string(), "it is not Seat 2's turn");
        let off_table: PlayError<String> = PlayError::NoSuchSeat {
            seat: 3,
            players: 3,
        };
        assert_eq!(off_table.to_string(), "there is no Seat 4 at a table of 3");
    }

    const FILES: LanguageFiles = &[("en.md", "English"), ("fr.md", "Français")];

    #[test]
    fn a_language_file_is_found_by_its_primary_language_and_falls_back_to_english() {
        let text = |lang| language_file_or_reference(FILES, lang).map(|t| (t.language, t.text));
        assert_eq!(text("fr"), Some(("fr", "Français")));
        assert_eq!(text("fr-CA"), Some(("fr", "Français")));
        assert_eq!(text("FR"), Some(("fr", "Français")));
        assert_eq!(text("de"), Some(("en", "English")), "no German: English");
        assert_eq!(text("../en"), Some(("en", "English")), "not a language");
        assert_eq!(language_file(FILES, "de"), None);
        assert_eq!(language_file(&[], "en"), None);
        assert_eq!(file_languages(FILES), vec!["en", "fr"]);
    }
}
