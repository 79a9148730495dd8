//! Post-game analysis: replays a finished match and asks the game's solver, after
//! every action, what each seat's view said about the solution that the end
//! revealed (`HostedGame::belief`). The result is per seat: the probability of the
//! truth step by step, and the first step at which the solution was certain.

use serde::{Deserialize, Serialize};

use crate::game::{Belief, HostedGame};
use crate::record::MatchRecord;
use crate::seat::{Seat, Viewer};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatAnalysis {
    pub seat: Seat,
    /// `truth[k]` is the probability of the true solution for this seat after `k`
    /// actions (`k = 0` is the deal), so it has `actions + 1` entries; the last is
    /// 1, the end having revealed the solution to everyone.
    pub truth: Vec<f64>,
    /// The smallest `k` at which only one solution remained for this seat, before
    /// the end revealed it to everyone (`None` if that never happened).
    pub certain_at: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    pub game: String,
    pub players: usize,
    pub actions: usize,
    pub seats: Vec<SeatAnalysis>,
}

/// Why a record could not be analysed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    #[error("{0} has no solver, so it cannot be analysed")]
    NoSolver(String),
    #[error("the match is not finished, so its solution is not known")]
    NotFinished,
    #[error("{0}")]
    Replay(String),
}

/// Analyses a finished match of `G` from its record (which the caller has checked
/// belongs to `G`, at a rules version it supports), under the
/// rules version the record was played with.
pub fn analyse<G: HostedGame>(record: &MatchRecord) -> Result<Analysis, AnalysisError> {
    // Two passes, so that memory stays one view per seat however long the game:
    // the first learns the truth (the end's everyone-view), the second asks the
    // solver at every step.
    let final_view = {
        let game = replay_to::<G>(record, record.actions.len(), |_, _| Ok(()))?;
        if game.outcome().is_none() {
            return Err(AnalysisError::NotFinished);
        }
        game.view(Viewer::Everyone)
    };
    let steps = record.actions.len();
    let mut seats: Vec<SeatAnalysis> = Vec::new();
    replay_to::<G>(record, steps, |k, game| {
        if seats.is_empty() {
            seats = (0..game.players())
                .map(|seat| SeatAnalysis {
                    seat: Seat(seat as u8),
                    truth: Vec::with_capacity(steps + 1),
                    certain_at: None,
                })
                .collect();
        }
        for seat in &mut seats {
            // The last step is the end, where every secret is revealed to everyone:
            // the truth is then certain for every seat, whatever it had deduced, so
            // it counts as 1 and not as the seat's own certainty.
            if k == steps {
                seat.truth.push(1.0);
                continue;
            }
            let view = game.view(Viewer::Seat(seat.seat));
            let Belief { truth, certain } = G::belief(&view, &final_view)
                .ok_or_else(|| AnalysisError::NoSolver(G::info().name.to_owned()))?;
            seat.truth.push(truth);
            if certain && seat.certain_at.is_none() {
                seat.certain_at = Some(k);
            }
        }
        Ok(())
    })?;
    Ok(Analysis {
        game: G::info().id.to_owned(),
        players: seats.len(),
        actions: record.actions.len(),
        seats,
    })
}

/// Replays the first `steps` actions of `record`, calling `at_step(k, game)` after
/// `k` actions for every `k` from 0 to `steps`; returns the game.
fn replay_to<G: HostedGame>(
    record: &MatchRecord,
    steps: usize,
    mut at_step: impl FnMut(usize, &G) -> Result<(), AnalysisError>,
) -> Result<G, AnalysisError> {
    let config: G::Config = serde_json::from_value(record.config.clone())
        .map_err(|err| AnalysisError::Replay(format!("invalid config: {err}")))?;
    let mut game = G::new_under_rules(&config, record.seed, record.rules_version)
        .map_err(|e| AnalysisError::Replay(e.to_string()))?;
    at_step(0, &game)?;
    let mut events = Vec::new();
    for (index, step) in record.actions.iter().take(steps).enumerate() {
        let action: G::Action = serde_json::from_value(step.action.clone()).map_err(|err| {
            AnalysisError::Replay(format!(
                "action {index} is not an action of this game: {err}"
            ))
        })?;
        events.clear();
        game.play(step.seat, &action, &mut events)
            .map_err(|err| AnalysisError::Replay(format!("action {index} was refused: {err}")))?;
        at_step(index + 1, &game)?;
    }
    Ok(game)
}
