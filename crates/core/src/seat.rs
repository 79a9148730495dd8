//! Seats, sets of seats, viewers and event audiences: who may act, who may see.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A place at the table, numbered from 0 in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The largest number of seats any game may have.
    pub const MAX_SEATS: usize = 16;

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat to the left (clockwise) of this one at a table of `players`.
    pub fn left(self, players: usize) -> Seat {
        Seat(((self.index() + 1) % players) as u8)
    }

    /// The seat's number as people count seats, from 1: `Seat(0)` is seat 1.
    pub fn number(self) -> u16 {
        u16::from(self.0) + 1
    }

    /// The seat in a sentence people read, counted from 1 as every page labels
    /// seats: "Seat 2" for `Seat(1)`. `Display` keeps the 0-based index that
    /// logs, records and JSON use.
    pub fn words(self) -> SeatWords {
        SeatWords(self)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A seat as people read it: "Seat 1" for `Seat(0)` (see `Seat::words`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatWords(pub Seat);

impl fmt::Display for SeatWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seat {}", self.0.number())
    }
}

/// A set of seats, e.g. everyone who may act now (several at once for
/// simultaneous decisions) or the audience of an event.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u16);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn single(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }

    /// Seats `0..players`.
    pub fn first(players: usize) -> SeatSet {
        debug_assert!(players <= Seat::MAX_SEATS);
        SeatSet(((1u32 << players) - 1) as u16)
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat.index() < Seat::MAX_SEATS && self.0 & (1 << seat.0) != 0
    }

    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat.0);
    }

    pub fn with(mut self, seat: Seat) -> SeatSet {
        self.insert(seat);
        self
    }

    pub fn without(mut self, seat: Seat) -> SeatSet {
        self.remove(seat);
        self
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The lowest seat in the set.
    pub fn first_seat(self) -> Option<Seat> {
        (self.0 != 0).then(|| Seat(self.0.trailing_zeros() as u8))
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..Seat::MAX_SEATS as u8)
            .map(Seat)
            .filter(move |s| self.contains(*s))
    }

    pub fn bits(self) -> u16 {
        self.0
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut set = SeatSet::EMPTY;
        for seat in iter {
            set.insert(seat);
        }
        set
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|s| s.0)).finish()
    }
}

impl Serialize for SeatSet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for SeatSet {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let seats = Vec::<Seat>::deserialize(deserializer)?;
        if let Some(bad) = seats.iter().find(|s| s.index() >= Seat::MAX_SEATS) {
            return Err(serde::de::Error::custom(format!(
                "seat {} is out of range",
                bad.0
            )));
        }
        Ok(seats.into_iter().collect())
    }
}

/// Who a view is computed for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// A player: sees the public table plus that seat's own secrets.
    Seat(Seat),
    /// A watcher with no seat: sees only the public table.
    Spectator,
    /// Everyone, once the game has ended: all secrets revealed. Before the end a
    /// game answers this viewer exactly as it answers a spectator.
    Everyone,
}

/// Who an event is addressed to. Spectators receive only `All` events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    All,
    Seats(SeatSet),
}

impl Audience {
    pub fn only(seat: Seat) -> Audience {
        Audience::Seats(SeatSet::single(seat))
    }

    /// Does this viewer receive events with this audience?
    pub fn includes(self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (Audience::All, _) => true,
            (Audience::Seats(seats), Viewer::Seat(seat)) => seats.contains(seat),
            (Audience::Seats(_), Viewer::Spectator) => false,
            (Audience::Seats(_), Viewer::Everyone) => true,
        }
    }
}

/// Something that happened, with the seats allowed to learn of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event<E> {
    pub audience: Audience,
    pub body: E,
}

impl<E> Event<E> {
    pub fn to_all(body: E) -> Self {
        Event {
            audience: Audience::All,
            body,
        }
    }

    pub fn to_seat(seat: Seat, body: E) -> Self {
        Event {
            audience: Audience::only(seat),
            body,
        }
    }

    pub fn to_seats(seats: SeatSet, body: E) -> Self {
        Event {
            audience: Audience::Seats(seats),
            body,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_set_round_trips_through_json() {
        let set: SeatSet = [Seat(0), Seat(3), Seat(15)].into_iter().collect();
        let json = serde_json::to_string(&set).unwrap();
        assert_eq!(json, "[0,3,15]");
        assert_eq!(serde_json::from_str::<SeatSet>(&json).unwrap(), set);
        assert!(serde_json::from_str::<SeatSet>("[16]").is_err());
    }

    #[test]
    fn audiences() {
        let to_one = Audience::only(Seat(2));
        assert!(to_one.includes(Viewer::Seat(Seat(2))));
        assert!(!to_one.includes(Viewer::Seat(Seat(1))));
        assert!(!to_one.includes(Viewer::Spectator));
        assert!(Audience::All.includes(Viewer::Spectator));
    }

    #[test]
    fn left_wraps() {
        assert_eq!(Seat(3).left(4), Seat(0));
        assert_eq!(Seat(1).left(4), Seat(2));
    }

    #[test]
    fn people_read_seats_counted_from_one_while_display_keeps_the_index() {
        assert_eq!(Seat(0).words().to_string(), "Seat 1");
        assert_eq!(Seat(1).words().to_string(), "Seat 2");
        assert_eq!(Seat(255).words().to_string(), "Seat 256");
        assert_eq!(Seat(1).number(), 2);
        assert_eq!(Seat(1).to_string(), "seat 1");
    }
}
