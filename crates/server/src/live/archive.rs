//! The archive: a match's record, its replay step by step, and the post-game
//! analysis. Read-only: nothing here changes a match.

use std::sync::Arc;

use serde_json::{Value, json};
use sleuth_core::Viewer;

use super::{ApiError, App, Status};

impl App {
    /// The record of a finished match as `token` may fetch it
    /// (`GET /api/matches/{id}/record`): every action redacted
    /// (`HostedGame::redact_action`, private free text such as a Watson & Holmes
    /// notebook blanked) but those of the seat the token holds, which keeps its
    /// own text. Replaying it reaches the same outcome.
    pub async fn record_for(
        &self,
        id: &str,
        token: Option<&str>,
    ) -> Result<sleuth_core::MatchRecord, ApiError> {
        let handle = self.get(id).await?;
        let reader = match token.filter(|t| !t.is_empty()) {
            Some(token) => handle.live.lock().await.seat_of_token(token),
            None => None,
        };
        let record = self.record(id).await?;
        Ok(self.registry.redacted(&record, reader))
    }

    /// The whole record of a finished match, every action as played (the
    /// analysis reads it; what others fetch is [`App::record_for`]).
    pub async fn record(&self, id: &str) -> Result<sleuth_core::MatchRecord, ApiError> {
        let handle = self.get(id).await?;
        let live = handle.live.lock().await;
        if live.status != Status::Finished {
            return Err(ApiError::refusal(
                "conflict",
                "errors-live-record-not-ended",
                Vec::new(),
            ));
        }
        Ok(sleuth_core::MatchRecord {
            format: sleuth_core::record::RECORD_FORMAT,
            game: live.game_id.clone(),
            rules_version: live.rules_version,
            config: live.config.clone(),
            rng: sleuth_core::rng::RNG_ALGORITHM.to_owned(),
            seed: live.seed,
            actions: live
                .actions
                .iter()
                .map(|(seat, action)| sleuth_core::RecordedAction {
                    seat: *seat,
                    action: action.clone(),
                })
                .collect(),
        })
    }

    /// The post-game analysis of a finished match (`sleuth_core::analysis`): per
    /// seat, the probability of the truth after each action and the first action
    /// after which the solution was certain. Computed on a blocking thread once.
    pub async fn analysis(self: &Arc<Self>, id: &str) -> Result<Arc<Value>, ApiError> {
        if let Some(done) = self.analyses.lock().expect("analysis cache").get(id) {
            return Ok(Arc::clone(done));
        }
        let record = self.record(id).await?;
        let app = Arc::clone(self);
        let analysed = tokio::task::spawn_blocking(move || app.registry.analyse(&record))
            .await
            .map_err(ApiError::server)?;
        let analysis = match analysed {
            Ok(analysis) => Arc::new(serde_json::to_value(analysis).map_err(ApiError::server)?),
            Err(sleuth_core::AnalysisError::NoSolver(game)) => {
                return Err(ApiError::refusal(
                    "not_found",
                    "errors-live-no-analysis",
                    vec![("game", game.into())],
                ));
            }
            Err(err) => return Err(ApiError::server(err)),
        };
        self.analyses
            .lock()
            .expect("analysis cache")
            .insert(id.to_owned(), Arc::clone(&analysis));
        Ok(analysis)
    }

    /// The everyone-view of a finished match after `step` actions, with the
    /// action that made it and that action's events. Everything comes from the
    /// redacted record (`App::record_for` without a seat), so private free text
    /// reaches no one here: its events are those the redacted action makes.
    pub async fn replay_step(&self, id: &str, step: usize) -> Result<Value, ApiError> {
        let record = self.record_for(id, None).await?;
        let steps = record.actions.len();
        if step > steps {
            return Err(ApiError::refusal(
                "not_found",
                "errors-live-no-such-step",
                vec![("steps", steps.into())],
            ));
        }
        let mut short = record.clone();
        short.actions.truncate(step.saturating_sub(1));
        let mut replayed = self.registry.replay(&short).map_err(ApiError::internal)?;
        let mut events = Vec::new();
        let mut action = Value::Null;
        if step > 0 {
            let last = &record.actions[step - 1];
            let played = replayed
                .game
                .play(last.seat, &last.action)
                .map_err(|e| ApiError::internal(format!("step {step}: {e}")))?;
            events = played
                .into_iter()
                .map(|e| json!({"audience": e.audience, "body": e.body}))
                .collect();
            action = json!({"seat": last.seat, "action": last.action});
        }
        Ok(json!({
            "step": step,
            "steps": steps,
            "view": replayed.game.view(Viewer::Everyone),
            "events": events,
            "action": action,
        }))
    }
}
