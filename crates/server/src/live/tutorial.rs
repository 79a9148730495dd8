//! Tutorials: a game's guided first match (`sleuth_core::tutorial`). This room
//! makes one (solo, no account needed: the learner sits as a guest, every other
//! seat is a bot seat whose moves come from the script), holds the learner to
//! the script's moves, and builds the guide the learner's connection is sent
//! after each state message. The script itself never leaves the server: its
//! later moves would tell the other seats' secrets. The script's seat names
//! (`MatchOptions::seat_names`) name the bot seats in the match's summary.
//! A tutorial is made in its learner's language (`MatchOptions::tutorial_language`):
//! the guide's texts are that language's script's, whose steps are English's.

use serde_json::{Value, json};
use sleuth_core::Viewer;
use sleuth_core::tutorial::TutorialScript;
use sleuth_core::{MessageArg, Seat};

use super::{ApiError, App, LiveMatch, MatchOptions, MatchSummary, Status};
use crate::store::SeatRow;

impl App {
    /// The script of a tutorial match; `None` for any other match.
    pub(crate) fn tutorial_script(&self, live: &LiveMatch) -> Option<&TutorialScript> {
        if !live.options.tutorial {
            return None;
        }
        let language = match live.options.tutorial_language.as_str() {
            "" => sleuth_core::game::REFERENCE_LANGUAGE,
            language => language,
        };
        self.registry
            .get(&live.game_id)?
            .tutorial_in(language)?
            .ok()
    }

    /// Makes and starts `game`'s tutorial in language `lang` (its script in
    /// that language, else the English one): the learner's seat and token.
    pub async fn create_tutorial(
        self: &std::sync::Arc<Self>,
        game: &str,
        lang: &str,
    ) -> Result<(MatchSummary, Seat, String), ApiError> {
        let host = self.registry.get(game).ok_or_else(|| {
            ApiError::refusal(
                "not_found",
                "errors-site-no-game",
                vec![("game", MessageArg::Text(game.to_owned()))],
            )
        })?;
        let script = match host.tutorial_in(lang) {
            Some(Ok(script)) => script,
            Some(Err(err)) => {
                return Err(ApiError::internal(format!(
                    "{}'s tutorial does not read: {err}",
                    host.info().name
                )));
            }
            None => {
                return Err(ApiError::refusal(
                    "not_found",
                    "errors-site-no-tutorial",
                    vec![("game", MessageArg::Text(host.info().name.to_owned()))],
                ));
            }
        };
        // The other seats are bot seats (their moves are the script's); a game
        // whose bots people may not seat still has bots for its harness.
        let bot = host
            .default_bot()
            .map(str::to_owned)
            .ok_or_else(|| ApiError::internal("this game has no bot to hold a seat"))?;
        // The script's seat names show on the bot seats (the learner's is theirs).
        let options = MatchOptions {
            tutorial: true,
            seat_names: script.seat_names.clone(),
            tutorial_language: script.language.clone(),
            ..MatchOptions::default()
        };
        let (summary, _host_token) = self
            .create_match_seeded(
                game,
                Some(script.config.clone()),
                options,
                Some(script.seed),
            )
            .await?;
        let id = summary.id.clone();
        let (token, _) = self
            .join_as(
                &id,
                script.learner.0,
                script.learner_display_name(),
                None,
                None,
            )
            .await?;
        {
            let handle = self.get(&id).await?;
            let mut live = handle.live.lock().await;
            for seat in 0..live.seats.len() {
                if seat == script.learner.index() {
                    continue;
                }
                let row = SeatRow::Bot { bot: bot.clone() };
                self.save_seat(&handle, &mut live, seat as u8, &row, None)
                    .await?;
                live.seats[seat] = row;
            }
        }
        let summary = self.start_as(&id, None).await?;
        Ok((summary, script.learner, token))
    }

    /// Refuses a learner's move that is not the script's (nothing changes).
    pub(crate) fn check_tutorial_move(
        &self,
        live: &LiveMatch,
        seat: Seat,
        action: &Value,
    ) -> Result<(), ApiError> {
        let Some(script) = self.tutorial_script(live) else {
            return Ok(());
        };
        if seat != script.learner {
            return Ok(());
        }
        script
            .check_learner_move(live.version(), action)
            .map_err(|refusal| ApiError::new("illegal", refusal.to_string()))
    }

    /// The seat whose scripted move the bot driver plays next in a tutorial
    /// (`None` while the learner is to move, and in any other match).
    pub(crate) fn tutorial_scripted_move(&self, live: &LiveMatch) -> Option<(Seat, Value)> {
        let step = self.tutorial_script(live)?.scripted_step(live.version())?;
        Some((step.seat, step.action.clone()))
    }

    /// The guide message for `viewer` in a tutorial match: the learner's seat
    /// only; everyone else (and every other match) gets none.
    pub(crate) fn tutorial_message(&self, live: &LiveMatch, viewer: Viewer) -> Option<Value> {
        let script = self.tutorial_script(live)?;
        if viewer != Viewer::Seat(script.learner) || live.game.is_none() {
            return None;
        }
        let over = matches!(live.status, Status::Finished | Status::Abandoned);
        let guide = script.guide(live.version(), over);
        let mut message = serde_json::to_value(guide).ok()?;
        if let Some(object) = message.as_object_mut() {
            object.insert("type".into(), json!("tutorial"));
            object.insert("version".into(), json!(live.version()));
        }
        Some(message)
    }
}
