//! Clocks: a match's time rule and each seat's clock, kept by the server
//! (server time, in the store with every action, so they survive restarts). The
//! games never see time: when a seat's time runs out the server hands the seat to
//! a bot (a recorded seat change), invariant 1.
//!
//! - Real time: each seat has a bank (`initial_secs`); it runs while the game waits
//!   for that seat; acting stops it and adds `increment_secs`.
//! - Turn based: each time the game starts waiting for a seat, the seat has
//!   `move_hours` to act.
//!
//! A seat played by a bot (from the start, or standing in) has no running clock.

use serde::{Deserialize, Serialize};

/// The most time a real-time bank or a turn-based move may be given (30 days).
const LONGEST_MS: i64 = 30 * 24 * 3_600_000;

/// A match's time rule, chosen at creation.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClockRule {
    RealTime {
        initial_secs: u64,
        increment_secs: u64,
    },
    TurnBased {
        move_hours: f64,
    },
}

/// Why a clock rule is refused (at match creation or a config change).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ClockRefusal {
    /// A real-time bank outside 5 seconds to 24 hours.
    InitialOutOfBounds { initial_secs: u64 },
    /// An increment over 600 seconds.
    IncrementTooLong { increment_secs: u64 },
    /// A turn-based deadline outside 0.25 to 720 hours (or not a number).
    MoveHoursOutOfBounds { move_hours: f64 },
}

impl From<ClockRefusal> for crate::live::ApiError {
    /// `400 bad_request` with the catalogue message of errors-live.ftl.
    fn from(refusal: ClockRefusal) -> Self {
        use sleuth_core::MessageArg;
        let to_number = |n: u64| MessageArg::Number(i64::try_from(n).unwrap_or(i64::MAX));
        let (id, args) = match refusal {
            ClockRefusal::InitialOutOfBounds { initial_secs } => (
                "errors-live-clock-initial",
                vec![("secs", to_number(initial_secs))],
            ),
            ClockRefusal::IncrementTooLong { increment_secs } => (
                "errors-live-clock-increment",
                vec![("secs", to_number(increment_secs))],
            ),
            ClockRefusal::MoveHoursOutOfBounds { move_hours } => (
                "errors-live-clock-move-hours",
                vec![("hours", MessageArg::Text(move_hours.to_string()))],
            ),
        };
        crate::live::ApiError::refusal("bad_request", id, args)
    }
}

impl ClockRule {
    /// Checks the rule's bounds.
    pub fn check(&self) -> Result<(), ClockRefusal> {
        match *self {
            ClockRule::RealTime {
                initial_secs,
                increment_secs,
            } => {
                if !(5..=86_400).contains(&initial_secs) {
                    return Err(ClockRefusal::InitialOutOfBounds { initial_secs });
                }
                if increment_secs > 600 {
                    return Err(ClockRefusal::IncrementTooLong { increment_secs });
                }
            }
            ClockRule::TurnBased { move_hours } => {
                if !(move_hours.is_finite() && (0.25..=720.0).contains(&move_hours)) {
                    return Err(ClockRefusal::MoveHoursOutOfBounds { move_hours });
                }
            }
        }
        Ok(())
    }

    fn start_ms(&self) -> i64 {
        match *self {
            ClockRule::RealTime { initial_secs, .. } => (initial_secs as i64) * 1000,
            ClockRule::TurnBased { move_hours } => {
                ((move_hours * 3_600_000.0) as i64).min(LONGEST_MS)
            }
        }
    }
}

/// Every seat's clock: time left, and since when it runs (server time in ms), if it
/// does. Stored as JSON with the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    pub remaining_ms: Vec<i64>,
    pub running_since_ms: Vec<Option<i64>>,
}

/// Time given back to a seat reclaimed after its time ran out (real time).
pub const RECLAIM_GRACE_MS: i64 = 30_000;

impl Clocks {
    /// The clocks when the game starts: every bank full, running for the seats in
    /// `running` (the people the game waits for).
    pub fn start(rule: &ClockRule, players: usize, running: &[usize], now_ms: i64) -> Clocks {
        let mut clocks = Clocks {
            remaining_ms: vec![rule.start_ms(); players],
            running_since_ms: vec![None; players],
        };
        clocks.set_running(rule, running, None, now_ms);
        clocks
    }

    /// Time left for `seat` at `now_ms`.
    pub fn left_ms(&self, seat: usize, now_ms: i64) -> i64 {
        let since = self.running_since_ms.get(seat).copied().flatten();
        let remaining = self.remaining_ms.get(seat).copied().unwrap_or(0);
        match since {
            Some(since) => remaining - (now_ms - since).max(0),
            None => remaining,
        }
    }

    /// After `actor` acted (if a person did): the actor's clock stops and gains the
    /// increment; then exactly the seats in `running` run.
    pub fn after_action(
        &mut self,
        rule: &ClockRule,
        actor: Option<usize>,
        running: &[usize],
        now_ms: i64,
    ) {
        self.set_running(rule, running, actor, now_ms);
    }

    fn set_running(
        &mut self,
        rule: &ClockRule,
        running: &[usize],
        actor: Option<usize>,
        now_ms: i64,
    ) {
        for seat in 0..self.remaining_ms.len() {
            let should_run = running.contains(&seat);
            let acted = actor == Some(seat);
            let was_running = self.running_since_ms[seat].is_some();
            if was_running && (acted || !should_run) {
                self.remaining_ms[seat] = self.left_ms(seat, now_ms);
                self.running_since_ms[seat] = None;
                if acted && let ClockRule::RealTime { increment_secs, .. } = rule {
                    self.remaining_ms[seat] =
                        (self.remaining_ms[seat] + (*increment_secs as i64) * 1000).min(LONGEST_MS);
                }
            }
            if should_run && self.running_since_ms[seat].is_none() {
                if let ClockRule::TurnBased { .. } = rule {
                    self.remaining_ms[seat] = rule.start_ms();
                }
                self.running_since_ms[seat] = Some(now_ms);
            }
        }
    }

    /// Stops `seat`'s clock (a bot takes the seat over).
    pub fn stop(&mut self, seat: usize, now_ms: i64) {
        if seat < self.remaining_ms.len() {
            self.remaining_ms[seat] = self.left_ms(seat, now_ms).max(0);
            self.running_since_ms[seat] = None;
        }
    }

    /// A player reclaims `seat`: a real-time bank that ran out gets
    /// [`RECLAIM_GRACE_MS`] (a turn-based seat gets a fresh deadline when the game next
    /// waits for it).
    pub fn reclaim(&mut self, rule: &ClockRule, seat: usize) {
        if let ClockRule::RealTime { .. } = rule
            && let Some(remaining) = self.remaining_ms.get_mut(seat)
        {
            *remaining = (*remaining).max(RECLAIM_GRACE_MS);
        }
    }

    /// The seats whose time has run out at `now_ms`.
    pub fn expired(&self, now_ms: i64) -> Vec<usize> {
        (0..self.remaining_ms.len())
            .filter(|&s| self.running_since_ms[s].is_some() && self.left_ms(s, now_ms) <= 0)
            .collect()
    }

    /// When the next running clock runs out, if any runs.
    pub fn next_deadline_ms(&self) -> Option<i64> {
        (0..self.remaining_ms.len())
            .filter_map(|s| self.running_since_ms[s].map(|since| since + self.remaining_ms[s]))
            .min()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLITZ: ClockRule = ClockRule::RealTime {
        initial_secs: 60,
        increment_secs: 2,
    };

    #[test]
    fn a_real_time_bank_runs_only_while_waited_for_and_gains_the_increment() {
        let mut c = Clocks::start(&BLITZ, 2, &[0], 1_000);
        assert_eq!(c.left_ms(0, 11_000), 50_000);
        assert_eq!(c.left_ms(1, 11_000), 60_000);
        c.after_action(&BLITZ, Some(0), &[1], 11_000);
        assert_eq!(c.left_ms(0, 99_000), 52_000);
        assert_eq!(c.left_ms(1, 71_000), 0);
        assert_eq!(c.expired(71_000), vec![1]);
        assert_eq!(c.next_deadline_ms(), Some(71_000));
        c.stop(1, 80_000);
        assert_eq!(c.left_ms(1, 90_000), 0);
        assert!(c.expired(90_000).is_empty());
        c.reclaim(&BLITZ, 1);
        assert_eq!(c.left_ms(1, 90_000), RECLAIM_GRACE_MS);
    }

    #[test]
    fn a_turn_based_seat_gets_a_full_deadline_each_time_it_is_waited_for() {
        let rule = ClockRule::TurnBased { move_hours: 1.0 };
        let mut c = Clocks::start(&rule, 2, &[0], 0);
        c.after_action(&rule, Some(0), &[1], 3_000_000);
        assert_eq!(c.left_ms(1, 3_000_000), 3_600_000);
        c.after_action(&rule, Some(1), &[0], 3_100_000);
        assert_eq!(c.left_ms(0, 3_100_000), 3_600_000);
    }

    #[test]
    fn rules_out_of_bounds_are_refused() {
        assert!(
            ClockRule::RealTime {
                initial_secs: 1,
                increment_secs: 0
            }
            .check()
            .is_err()
        );
        assert!(
            ClockRule::TurnBased {
                move_hours: f64::NAN
            }
            .check()
            .is_err()
        );
        assert!(BLITZ.check().is_ok());
    }
}
