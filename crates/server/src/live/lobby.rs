//! The lobby: creating a match, its config before the start, seats (join, bot,
//! leave, claim for an account) and the start. Everything here happens before
//! or at the first version of the game; it never applies a game action.

use std::collections::HashMap;

use std::sync::Arc;

use serde_json::Value;
use sleuth_core::{MessageArg, Seat};

use crate::campaign;
use crate::clock::Clocks;
use crate::store::{AccountRow, NewMatch, SeatRow, StoreError};

use super::{
    ApiError, App, AwayReason, LiveMatch, MatchHandle, MatchOptions, MatchSummary, MessageCache,
    Status, hash_token, json_text, now_ms, now_secs, random_hex, random_u64,
};

/// A seat as people read it in sentences: numbered from 1, as the pages number
/// them ("seat 1" is the request's seat 0).
pub(crate) fn seat_words(index: impl Into<usize>) -> String {
    format!("seat {}", index.into() + 1)
}

/// A config whose per-seat choice (`GameInfo::seat_choice`) is absent or empty gets
/// the game's default list for that many players written out, so that joining
/// players see who plays what and can choose among the free values.
pub(crate) fn with_seat_choices(
    info: &sleuth_core::GameInfo,
    host: &dyn sleuth_core::ErasedGame,
    mut config: Value,
    players: usize,
) -> Value {
    let Some(choice) = &info.seat_choice else {
        return config;
    };
    let missing = config
        .get(choice.key)
        .is_none_or(|v| v.is_null() || v.as_array().is_some_and(Vec::is_empty));
    let players = u8::try_from(players).unwrap_or(u8::MAX);
    if missing && let Some(object) = config.as_object_mut() {
        let default = host.default_config(players);
        if let Some(values) = default.get(choice.key) {
            object.insert(choice.key.to_owned(), values.clone());
        }
    }
    config
}

/// What only a match's organisers may do (`App::may_organise`).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Organise {
    ChangeConfig,
    Start,
}

/// A config the game refused (`sentence`, its English words): with the game's
/// catalogue message for it when the game gives one (`config_explanation`).
fn config_refusal(
    host: &dyn sleuth_core::ErasedGame,
    config: &Value,
    sentence: impl Into<String>,
) -> ApiError {
    let error = ApiError::new("bad_request", sentence);
    match host.config_explanation(config) {
        Some(explanation) => error.explained(explanation),
        None => error,
    }
}

impl App {
    pub async fn create_match(
        &self,
        game: &str,
        config: Option<Value>,
    ) -> Result<(MatchSummary, String), ApiError> {
        self.create_match_with(game, config, MatchOptions::default())
            .await
    }

    /// Creates a match with options (rated, clock, stand-in bot), checked here.
    pub async fn create_match_with(
        &self,
        game: &str,
        config: Option<Value>,
        options: MatchOptions,
    ) -> Result<(MatchSummary, String), ApiError> {
        if options.tutorial || !options.seat_names.is_empty() {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-tutorial-option",
                vec![("route", "POST /api/tutorials/{game}".into())],
            ));
        }
        crate::aid::check_options(&self.registry, game, &options)?;
        self.create_match_seeded(game, config, options, None).await
    }

    /// [`App::create_match_with`] without the request checks, with a fixed seed
    /// when given (a tutorial's), else a fresh one.
    pub(crate) async fn create_match_seeded(
        &self,
        game: &str,
        config: Option<Value>,
        options: MatchOptions,
        fixed_seed: Option<u64>,
    ) -> Result<(MatchSummary, String), ApiError> {
        let host = self.registry.get(game).ok_or_else(|| {
            ApiError::refusal(
                "bad_request",
                "errors-live-unknown-game",
                vec![
                    ("game", game.into()),
                    ("games", self.registry.ids().join(", ").into()),
                ],
            )
        })?;
        let info = host.info();
        if options.rated && info.cooperative {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-cooperative-unrated",
                vec![("game", info.name.into())],
            ));
        }
        if let Some(rule) = &options.clock {
            rule.check()?;
        }
        if let Some(bot) = &options.stand_in
            && !host.bots().iter().any(|(name, _)| name == bot)
        {
            let names: Vec<_> = host.bots().into_iter().map(|(n, _)| n).collect();
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-no-stand-in-bot",
                vec![("bot", bot.into()), ("bots", names.join(", ").into())],
            ));
        }
        // A campaign match: the group's progress decides the scenario and abilities.
        let campaign = self.registry.campaign(game);
        let group = match campaign {
            Some(campaign) => campaign::requested_group(campaign, config.as_ref())?,
            None => None,
        };
        let config = match (campaign, group) {
            (Some(campaign), Some(group)) => {
                let stored = self.stored_campaign_progress(game, &group).await?;
                let requested = config.unwrap_or_else(|| serde_json::json!({}));
                Some(campaign::next_config(
                    campaign,
                    &group,
                    stored.as_deref(),
                    &requested,
                )?)
            }
            _ => config,
        };
        let config = self.with_library_content(game, config).await?;
        let config = config.unwrap_or_else(|| host.default_config(info.min_players));
        let filter = *self
            .seed_filter
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut seed = fixed_seed.unwrap_or_else(random_u64);
        let mut probe = host
            .new_match(&config, seed)
            .map_err(|e| config_refusal(host, &config, e))?;
        if let (Some(filter), None) = (filter, fixed_seed) {
            for _ in 0..10_000 {
                if filter(probe.as_ref()) {
                    break;
                }
                seed = random_u64();
                probe = host
                    .new_match(&config, seed)
                    .map_err(|e| config_refusal(host, &config, e))?;
            }
        }
        let players = probe.players();
        let config = with_seat_choices(&info, host, config, players);
        let id = format!("m-{}", random_hex(5));
        let host_token = random_hex(32);
        let live = LiveMatch {
            id: id.clone(),
            game_id: game.to_owned(),
            game_name: info.name.to_owned(),
            config: config.clone(),
            public_config: host.public_config(&config),
            message_cache: MessageCache::default(),
            unpublished_since: None,
            seed,
            rules_version: info.rules_version,
            status: Status::Open,
            host_token_hash: hash_token(&host_token),
            created_at: now_secs(),
            seats: vec![SeatRow::Empty; players],
            connected: vec![0; players],
            presence: self.presence_for(game),
            game: None,
            actions: Vec::new(),
            events: Vec::new(),
            chat: Some(Vec::new()), // a new match has no chat yet: nothing to load
            rematch: None,
            options: options.clone(),
            clocks: None,
            bots: HashMap::new(),
            turn_alerts: Vec::new(),
            rating_rows: Vec::new(),
        };
        self.store
            .create_match(NewMatch {
                id: id.clone(),
                game: game.to_owned(),
                rules_version: info.rules_version,
                config,
                seed,
                host_token_hash: live.host_token_hash.clone(),
                created_at: live.created_at,
                seats: players,
                options: serde_json::to_value(&options).unwrap_or(Value::Null),
            })
            .await
            .map_err(ApiError::server)?;
        let summary = live.summary();
        // With a shared store, this node may already have loaded it on its own
        // announcement: keep that handle.
        self.matches
            .write()
            .await
            .entry(id)
            .or_insert_with(|| MatchHandle::new(live));
        Ok((summary, host_token))
    }

    pub(crate) fn check_seat(live: &LiveMatch, seat: u8) -> Result<usize, ApiError> {
        let index = usize::from(seat);
        if index >= live.seats.len() {
            return Err(ApiError::refusal(
                "not_found",
                "errors-server-no-such-seat",
                vec![
                    ("seat", MessageArg::seat_index(index)),
                    ("seats", live.seats.len().into()),
                ],
            ));
        }
        Ok(index)
    }

    pub(crate) fn check_open(live: &LiveMatch) -> Result<(), ApiError> {
        if live.status != Status::Open {
            return Err(ApiError::refusal(
                "conflict",
                "errors-server-already-started",
                Vec::new(),
            ));
        }
        Ok(())
    }

    /// Whether `token` may change the match's config in the lobby and start it:
    /// the host's token, or the token of the seat the game names as the starter
    /// (`HostedGame::starter_seat`, the Lateral Master).
    pub(crate) fn may_organise(&self, live: &LiveMatch, token: &str) -> bool {
        if live.is_host(token) {
            return true;
        }
        let starter = self
            .registry
            .get(&live.game_id)
            .and_then(|host| host.starter_seat(&live.config));
        starter.is_some() && live.seat_of_token(token) == starter
    }

    /// The refusal of someone who may not do `what` (see `may_organise`): it
    /// names the starter seat when the game has one.
    pub(crate) fn organiser_rule(&self, live: &LiveMatch, what: Organise) -> ApiError {
        let starter = self
            .registry
            .get(&live.game_id)
            .and_then(|host| host.starter_seat(&live.config));
        let (host_only, host_or_seat) = match what {
            Organise::ChangeConfig => (
                "errors-live-organiser-config",
                "errors-live-organiser-config-or-seat",
            ),
            Organise::Start => (
                "errors-live-organiser-start",
                "errors-live-organiser-start-or-seat",
            ),
        };
        match starter {
            Some(seat) => ApiError::about_seat("unauthorized", host_or_seat, seat.index()),
            None => ApiError::refusal("unauthorized", host_only, Vec::new()),
        }
    }

    /// Replaces the config of a match in its lobby, for its host or its starter
    /// seat (`may_organise`): the game must accept it (`config_problems`, then
    /// setting the game up with the match's seed) for the same number of seats;
    /// choices people made when joining (`GameInfo::seat_choice`) are kept.
    /// Everyone is sent the new summary, which shows the config as
    /// `HostedGame::public_config` hides it (a custom puzzle's solution never
    /// reaches the other seats or the public lobby).
    pub async fn set_config(
        &self,
        id: &str,
        token: &str,
        config: Value,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        if !self.may_organise(&live, token) {
            return Err(self.organiser_rule(&live, Organise::ChangeConfig));
        }
        Self::check_open(&live)?;
        if live.config.get("campaign").is_some_and(|c| !c.is_null())
            || config.get("campaign").is_some_and(|c| !c.is_null())
        {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-campaign-config",
                Vec::new(),
            ));
        }
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::internal("game vanished"))?;
        let info = host.info();
        let mut config = self
            .with_library_content(&live.game_id, Some(config))
            .await?
            .unwrap_or_default();
        if let Some(choice) = &info.seat_choice
            && let (Some(object), Some(held)) =
                (config.as_object_mut(), live.config.get(choice.key))
        {
            object.insert(choice.key.to_owned(), held.clone());
        }
        let problems = host.config_problems(&config);
        if !problems.is_empty() {
            let list: Vec<String> = problems
                .iter()
                .map(|p| format!("{}: {}", p.place, p.message))
                .collect();
            return Err(config_refusal(host, &config, list.join("; ")));
        }
        let probe = host
            .new_match_under_rules(&config, live.seed, live.rules_version)
            .map_err(|e| config_refusal(host, &config, e))?;
        if probe.players() != live.seats.len() {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-config-seat-count",
                vec![
                    ("seats", live.seats.len().into()),
                    ("players", probe.players().into()),
                ],
            ));
        }
        let config = with_seat_choices(&info, host, config, live.seats.len());
        if let Err(err) = self.store.set_config(&live.id, &config).await {
            return Err(self.lost_race(&handle, &mut live, err).await);
        }
        live.public_config = host.public_config(&config);
        live.config = config;
        handle.announce_lobby(&mut live);
        Ok(live.summary())
    }

    /// Stores seat `seat`'s new row (and the match's new config), only if the seat
    /// is still as this node saw it. If another node changed it meanwhile, this
    /// node catches up and the caller is told to look again.
    pub(crate) async fn save_seat(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: u8,
        row: &SeatRow,
        config: Option<&Value>,
    ) -> Result<(), ApiError> {
        let expected = live.seats[usize::from(seat)].clone();
        match self
            .store
            .set_seat(&live.id, Seat(seat), &expected, row, config)
            .await
        {
            Ok(()) => Ok(()),
            Err(err) => Err(self.lost_race(handle, live, err).await),
        }
    }

    /// The error to answer when a write failed: after a lost race with another
    /// node, this node catches up first and says so.
    pub(crate) async fn lost_race(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        err: StoreError,
    ) -> ApiError {
        if !err.is_conflict() {
            return ApiError::server(err);
        }
        if let Err(caught) = self.catch_up(handle, live).await {
            return caught;
        }
        ApiError::refusal("conflict", "errors-live-lost-race", Vec::new())
    }

    pub async fn join(
        &self,
        id: &str,
        seat: u8,
        name: &str,
        choice: Option<&str>,
    ) -> Result<(String, MatchSummary), ApiError> {
        self.join_as(id, seat, name, choice, None).await
    }

    /// Takes an empty seat, as a guest under `name` or for an account (then under
    /// the account's name). A rated match seats accounts only, each at most once.
    pub async fn join_as(
        &self,
        id: &str,
        seat: u8,
        name: &str,
        choice: Option<&str>,
        account: Option<&AccountRow>,
    ) -> Result<(String, MatchSummary), ApiError> {
        let name = account.map_or(name, |a| a.name.as_str()).trim();
        if name.is_empty() || name.chars().count() > 40 {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-display-name",
                vec![("max", 40.into())],
            ));
        }
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        // In play, only a seat its player left open may be taken (see
        // `take_open_seat`).
        let in_play = live.status == Status::Playing;
        if !in_play {
            Self::check_open(&live)?;
        }
        let index = Self::check_seat(&live, seat)?;
        if live.seats[index] != SeatRow::Empty {
            return Err(ApiError::refusal(
                "conflict",
                "errors-server-seat-taken",
                vec![("seat", MessageArg::seat_index(index))],
            ));
        }
        if in_play && choice.is_some() {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-choice-in-play",
                Vec::new(),
            ));
        }
        if live.options.rated {
            let Some(account) = account else {
                return Err(ApiError::refusal(
                    "unauthorized",
                    "errors-server-rated-needs-account",
                    Vec::new(),
                ));
            };
            if live.seats.iter().any(|row| row.is_held_by(&account.id)) {
                return Err(ApiError::refusal(
                    "conflict",
                    "errors-server-already-seated-rated",
                    Vec::new(),
                ));
            }
        }
        let new_config = match choice {
            Some(choice) => self.config_with_choice(&live, index, choice)?,
            None => None,
        };
        let token = random_hex(32);
        let row = SeatRow::Human {
            name: name.to_owned(),
            token_hash: hash_token(&token),
            account: account.map(|a| a.id.clone()),
            stand_in: None,
        };
        if in_play {
            self.take_open_seat(&handle, &mut live, Seat(seat), row)
                .await?;
            return Ok((token, live.summary()));
        }
        self.save_seat(&handle, &mut live, seat, &row, new_config.as_ref())
            .await?;
        if let Some(config) = new_config {
            if let Some(host) = self.registry.get(&live.game_id) {
                live.public_config = host.public_config(&config);
            }
            live.config = config;
        }
        live.seats[index] = row;
        handle.announce_lobby(&mut live);
        Ok((token, live.summary()))
    }

    /// The config after seat `index` takes `choice` (`GameInfo::seat_choice`): the
    /// value moves to this seat, swapped with an empty seat that held it; a value held
    /// by an occupied seat is refused. `None` when nothing changes. The new config is
    /// validated by setting the game up, so a refusal names the rule.
    pub(crate) fn config_with_choice(
        &self,
        live: &LiveMatch,
        index: usize,
        choice: &str,
    ) -> Result<Option<Value>, ApiError> {
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::internal("game vanished"))?;
        let info = host.info();
        let Some(seat_choice) = info.seat_choice else {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-no-seat-choice",
                vec![("game", info.name.into())],
            ));
        };
        if !seat_choice.choices.iter().any(|c| c == choice) {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-not-a-choice",
                vec![
                    ("choice", choice.into()),
                    ("label", seat_choice.label.into()),
                    ("game", info.name.into()),
                    ("choices", seat_choice.choices.join(", ").into()),
                ],
            ));
        }
        let mut config = live.config.clone();
        let Some(values) = config
            .get_mut(seat_choice.key)
            .and_then(Value::as_array_mut)
            .filter(|values| values.len() == live.seats.len())
        else {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-no-choice-list",
                vec![("label", seat_choice.label.into())],
            ));
        };
        let wanted = Value::String(choice.to_owned());
        match values.iter().position(|v| *v == wanted) {
            Some(holder) if holder == index => return Ok(None),
            Some(holder) if live.seats[holder] != SeatRow::Empty => {
                return Err(ApiError::refusal(
                    "conflict",
                    "errors-live-choice-taken",
                    vec![
                        ("choice", choice.into()),
                        ("label", seat_choice.label.into()),
                        ("seat", MessageArg::seat_index(holder)),
                    ],
                ));
            }
            Some(holder) => values.swap(holder, index),
            None => values[index] = wanted,
        }
        host.new_match_under_rules(&config, live.seed, live.rules_version)
            .map_err(|e| config_refusal(host, &config, e))?;
        Ok(Some(config))
    }

    pub async fn set_bot(
        &self,
        id: &str,
        seat: u8,
        bot: &str,
        token: &str,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        if !live.is_host(token) {
            return Err(ApiError::refusal(
                "unauthorized",
                "errors-live-host-only-bots",
                Vec::new(),
            ));
        }
        Self::check_open(&live)?;
        let index = Self::check_seat(&live, seat)?;
        if matches!(live.seats[index], SeatRow::Human { .. }) {
            return Err(ApiError::about_seat(
                "conflict",
                "errors-live-seat-taken-by-player",
                index,
            ));
        }
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::internal("game vanished"))?;
        if !host.bots_in_matches() {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-no-bots",
                vec![("game", host.info().name.into())],
            ));
        }
        if !host.bots().iter().any(|(name, _)| *name == bot) {
            let names: Vec<_> = host.bots().into_iter().map(|(n, _)| n).collect();
            return Err(ApiError::refusal(
                "bad_request",
                "errors-live-no-such-bot",
                vec![("bot", bot.into()), ("bots", names.join(", ").into())],
            ));
        }
        let row = SeatRow::Bot {
            bot: bot.to_owned(),
        };
        self.save_seat(&handle, &mut live, seat, &row, None).await?;
        live.seats[index] = row;
        handle.announce_lobby(&mut live);
        Ok(live.summary())
    }

    pub async fn leave(
        self: &Arc<Self>,
        id: &str,
        seat: u8,
        token: &str,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        let index = Self::check_seat(&live, seat)?;
        if !live.is_host(token) && live.seat_of_token(token) != Some(Seat(seat)) {
            return Err(ApiError::refusal(
                "unauthorized",
                "errors-live-leave-not-yours",
                Vec::new(),
            ));
        }
        if live.status == Status::Playing {
            // Leaving a match in play: a bot stands in until the player reclaims the
            // seat (only the player may leave it then).
            if live.seat_of_token(token) != Some(Seat(seat)) {
                return Err(ApiError::refusal(
                    "unauthorized",
                    "errors-live-leave-in-play",
                    Vec::new(),
                ));
            }
            // A tutorial without its learner teaches no one: it ends there (no bot
            // stands in for the script's learner).
            if live.options.tutorial {
                self.abandon_in(
                    &handle,
                    &mut live,
                    &super::absence::Why::new("learner-left", "The learner left the tutorial"),
                )
                .await?;
                return Ok(live.summary());
            }
            drop(live);
            self.stand_in(&handle, Seat(seat), AwayReason::Left).await?;
            return Ok(handle.live.lock().await.summary());
        }
        Self::check_open(&live)?;
        self.save_seat(&handle, &mut live, seat, &SeatRow::Empty, None)
            .await?;
        live.seats[index] = SeatRow::Empty;
        live.connected[index] = 0;
        handle.announce_lobby(&mut live);
        Ok(live.summary())
    }

    pub async fn start(self: &Arc<Self>, id: &str, token: &str) -> Result<MatchSummary, ApiError> {
        self.start_as(id, Some(token)).await
    }

    /// Starts a match for its host (`Some(token)`) or for the server itself
    /// (`None`: a rematch whose seats are all taken).
    pub(crate) async fn start_as(
        self: &Arc<Self>,
        id: &str,
        token: Option<&str>,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        if token.is_some_and(|token| !self.may_organise(&live, token)) {
            return Err(self.organiser_rule(&live, Organise::Start));
        }
        Self::check_open(&live)?;
        if let Some(empty) = live.seats.iter().position(|s| *s == SeatRow::Empty) {
            return Err(ApiError::about_seat(
                "conflict",
                "errors-live-seat-empty",
                empty,
            ));
        }
        let host = self
            .registry
            .get(&live.game_id)
            .ok_or_else(|| ApiError::internal("game vanished"))?;
        if live.options.rated
            && let Some(guest) = live
                .seats
                .iter()
                .position(|row| matches!(row, SeatRow::Human { account: None, .. }))
        {
            return Err(ApiError::about_seat(
                "conflict",
                "errors-live-rated-guest",
                guest,
            ));
        }
        let game = host
            .new_match_under_rules(&live.config, live.seed, live.rules_version)
            .map_err(|e| config_refusal(host, &live.config, e))?;
        live.game = Some(game);
        let clocks = live
            .options
            .clock
            .map(|rule| Clocks::start(&rule, live.seats.len(), &live.clock_seats(), now_ms()));
        let clock_text = clocks.as_ref().map(json_text);
        if let Err(err) = self
            .store
            .set_status_and_clock(id, "open", "playing", clock_text.as_deref())
            .await
        {
            live.game = None;
            return Err(self.lost_race(&handle, &mut live, err).await);
        }
        tracing::info!(match_id = %id, game = %live.game_id, "the match started");
        // The content figures measure a match's length from here (best effort).
        if let Err(err) = self.store.note_match_started(id, now_secs()).await {
            tracing::warn!(match_id = %id, "could not note when the match started: {err}");
            crate::metrics::store_error();
        }
        live.clocks = clocks;
        live.message_cache = MessageCache::default();
        live.status = Status::Playing;
        self.make_bots(&mut live);
        let summary = live.summary();
        handle.announce_lobby(&mut live);
        drop(live);
        self.kick_bots(id);
        self.watch_clock(id);
        Ok(summary)
    }

    /// A guest seat becomes `account`'s: the caller holds its token. Before the
    /// start the seat takes the account's name; a rated match's seats are
    /// accounts' from the start, so there is nothing to claim there.
    pub async fn claim_seat(
        &self,
        id: &str,
        seat: Seat,
        token: &str,
        account: &AccountRow,
    ) -> Result<MatchSummary, ApiError> {
        let handle = self.get(id).await?;
        let mut live = handle.live.lock().await;
        self.catch_up_if_shared(&handle, &mut live).await?;
        let index = Self::check_seat(&live, seat.0)?;
        if matches!(live.status, Status::Finished | Status::Abandoned) {
            return Err(ApiError::refusal(
                "conflict",
                "errors-server-claim-after-end",
                Vec::new(),
            ));
        }
        let Some(SeatRow::Human {
            name,
            token_hash,
            account: held,
            stand_in,
        }) = live.seats.get(index).cloned()
        else {
            return Err(ApiError::about_seat(
                "conflict",
                "errors-live-claim-not-a-person",
                seat.index(),
            ));
        };
        if token_hash != hash_token(token) {
            return Err(ApiError::refusal(
                "unauthorized",
                "errors-live-claim-needs-token",
                Vec::new(),
            ));
        }
        match held {
            Some(held) if held == account.id => return Ok(live.summary()),
            Some(_) => {
                return Err(ApiError::about_seat(
                    "conflict",
                    "errors-live-claim-other-account",
                    seat.index(),
                ));
            }
            None => {}
        }
        let row = SeatRow::Human {
            name: if live.status == Status::Open {
                account.name.clone()
            } else {
                name
            },
            token_hash,
            account: Some(account.id.clone()),
            stand_in,
        };
        self.save_seat(&handle, &mut live, seat.0, &row, None)
            .await?;
        live.seats[index] = row;
        handle.announce_lobby(&mut live);
        Ok(live.summary())
    }
}
