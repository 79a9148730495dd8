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
/// belongs to `G`, at this rules version).
pub fn analyse<G: HostedGame>(record: &MatchRecord) -> Result<Analysis, AnalysisError> {
    let config: G::Config = serde_json::from_value(record.config.clone())
        .map_err(|err| AnalysisError::Replay(format!("invalid config: {err}")))?;
    let mut game =
        G::new(&config, record.seed).map_err(|e| AnalysisError::Replay(e.to_string()))?;
    let players = game.players();
    let mut views: Vec<Vec<G::View>> = vec![Vec::with_capacity(record.actions.len() + 1); players];
    let snapshot = |game: &G, views: &mut Vec<Vec<G::View>>| {
        for (seat, seat_views) in views.iter_mut().enumerate() {
            seat_views.push(game.view(Viewer::Seat(Seat(seat as u8))));
        }
    };
    snapshot(&game, &mut views);
    let mut events = Vec::new();
    for (index, step) in record.actions.iter().enumerate() {
        let action: G::Action = serde_json::from_value(step.action.clone()).map_err(|err| {
            AnalysisError::Replay(format!(
                "action {index} is not an action of this game: {err}"
            ))
        })?;
        events.clear();
        game.play(step.seat, &action, &mut events)
            .map_err(|err| AnalysisError::Replay(format!("action {index} was refused: {err}")))?;
        snapshot(&game, &mut views);
    }
    if game.outcome().is_none() {
        return Err(AnalysisError::NotFinished);
    }
    let final_view = game.view(Viewer::Everyone);
    let mut seats = Vec::with_capacity(players);
    for (seat, seat_views) in views.iter().enumerate() {
        let mut truth = Vec::with_capacity(seat_views.len());
        let mut certain_at = None;
        for (k, view) in seat_views.iter().enumerate() {
            // The last view is the end, where every secret is revealed to everyone:
            // the truth is then certain for every seat, whatever it had deduced, so
            // it counts as 1 and not as the seat's own certainty.
            if k + 1 == seat_views.len() {
                truth.push(1.0);
                continue;
            }
            let Belief { truth: p, certain } = G::belief(view, &final_view)
                .ok_or_else(|| AnalysisError::NoSolver(G::info().name.to_owned()))?;
            truth.push(p);
            if certain && certain_at.is_none() {
                certain_at = Some(k);
            }
        }
        seats.push(SeatAnalysis {
            seat: Seat(seat as u8),
            truth,
            certain_at,
        });
    }
    Ok(Analysis {
        game: G::info().id.to_owned(),
        players,
        actions: record.actions.len(),
        seats,
    })
}
