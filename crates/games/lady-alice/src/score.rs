//! The score sheet (ruling LA-9), computed line by line in the rulebook's order
//! I-IX, and the winners (highest total; a tie goes to the correct accuser if one of
//! the tied players accused correctly; a lone survivor wins outright, LA-8).
//! The sheet is a function of the table at the end (`FinalTable`), so the state
//! machine in `rules` asks for it without this module knowing the state.

use serde::{Deserialize, Serialize};
use sleuth_core::{Seat, SeatSet};

use crate::clue::{Category, Clue};
use crate::types::{Counter, Ending};

/// What the score sheet is computed from: the table when the game ends.
pub(crate) struct FinalTable<'a> {
    /// Each seat's evidence card, by seat.
    pub evidence: &'a [Clue],
    /// The evidence clues as a mask of clue bits.
    pub solution: u32,
    /// The removed (3 players) or doubled (5 players) category.
    pub special: Option<Category>,
    pub eliminated: SeatSet,
    /// Every counter on the desk with its clue: clues in clue order, each area's
    /// counters in the order they were placed.
    pub counters: Vec<(Clue, Counter)>,
}

/// A counter that survived steps II-V and scores its value (VI).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoredCounter {
    pub clue: Clue,
    pub value: u8,
}

/// One player's column of the score sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreRow {
    pub seat: Seat,
    /// I. The evidence card, shown.
    pub evidence: Clue,
    pub eliminated: bool,
    /// II. Counters removed because they are not on a solution clue.
    pub removed_off_solution: u8,
    /// III. Counters removed because their owner was eliminated.
    pub removed_eliminated: u8,
    /// V. Zero counters removed (after IV turned everything face up).
    pub removed_zeros: u8,
    /// What is left on the desk.
    pub scoring_counters: Vec<ScoredCounter>,
    /// VI. The sum of the remaining counters.
    pub counter_points: i32,
    /// VII. +2 for a remaining counter on every evidence clue.
    pub all_evidence_bonus: i32,
    /// VIII. +1 for the suspicion that ended the game.
    pub suspicion_bonus: i32,
    /// IX. +3 for the correct accusation.
    pub accusation_bonus: i32,
    /// 5 players: +2 for remaining counters on both clues of the doubled category.
    pub doubled_category_bonus: i32,
    pub total: i32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub ending: Ending,
    pub rows: Vec<ScoreRow>,
    pub winners: SeatSet,
}

impl ScoreSheet {
    pub fn totals(&self) -> Vec<i32> {
        self.rows.iter().map(|r| r.total).collect()
    }
}

pub(crate) fn score(game: &FinalTable, ending: Ending) -> ScoreSheet {
    let players = game.evidence.len();
    let evidence_clues: Vec<Clue> = Clue::all()
        .filter(|c| game.solution & c.bit() != 0)
        .collect();
    let mut rows: Vec<ScoreRow> = (0..players as u8)
        .map(Seat)
        .map(|seat| ScoreRow {
            seat,
            evidence: game.evidence[seat.index()],
            eliminated: game.eliminated.contains(seat),
            removed_off_solution: 0,
            removed_eliminated: 0,
            removed_zeros: 0,
            scoring_counters: Vec::new(),
            counter_points: 0,
            all_evidence_bonus: 0,
            suspicion_bonus: 0,
            accusation_bonus: 0,
            doubled_category_bonus: 0,
            total: 0,
        })
        .collect();

    for &(clue, counter) in &game.counters {
        let row = &mut rows[counter.owner.index()];
        if game.solution & clue.bit() == 0 {
            row.removed_off_solution += 1; // II
        } else if row.eliminated {
            row.removed_eliminated += 1; // III
        } else if counter.value == 0 {
            row.removed_zeros += 1; // V
        } else {
            row.scoring_counters.push(ScoredCounter {
                clue,
                value: counter.value,
            });
        }
    }

    for row in rows.iter_mut() {
        let covered: u32 = row.scoring_counters.iter().fold(0, |m, c| m | c.clue.bit());
        row.counter_points = row
            .scoring_counters
            .iter()
            .map(|c| i32::from(c.value))
            .sum(); // VI
        if evidence_clues.iter().all(|c| covered & c.bit() != 0) {
            row.all_evidence_bonus = 2; // VII
        }
        if ending == (Ending::Suspicion { seat: row.seat }) {
            row.suspicion_bonus = 1; // VIII
        }
        if ending == (Ending::Accusation { seat: row.seat }) {
            row.accusation_bonus = 3; // IX
        }
        if let (5, Some(doubled)) = (players, game.special) {
            let pair = game.solution & doubled.mask();
            if covered & pair == pair {
                row.doubled_category_bonus = 2;
            }
        }
        row.total = row.counter_points
            + row.all_evidence_bonus
            + row.suspicion_bonus
            + row.accusation_bonus
            + row.doubled_category_bonus;
    }

    let winners = match ending {
        Ending::LoneSurvivor { seat } => SeatSet::single(seat),
        _ => {
            let best = rows
                .iter()
                .filter(|r| !r.eliminated)
                .map(|r| r.total)
                .max()
                .unwrap_or(0);
            let tied: SeatSet = rows
                .iter()
                .filter(|r| !r.eliminated && r.total == best)
                .map(|r| r.seat)
                .collect();
            match ending {
                Ending::Accusation { seat } if tied.contains(seat) => SeatSet::single(seat),
                _ => tied,
            }
        }
    };
    ScoreSheet {
        ending,
        rows,
        winners,
    }
}
