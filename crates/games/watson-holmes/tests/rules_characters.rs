//! Characters and bids (WH-3, WH-6): Martha Hudson and Mary Morstan are revealed
//! on their owner's turn like the others, an eliminated player's Toby guards
//! nothing, and a player outbid after paying a zone fare gets it back with their
//! zone token. Each rule is also checked under rules version 1, which older
//! records replay with.

use sleuth_core::{Game, PlayError, Seat};
use sleuth_watson_holmes::testing::{Table, visit};
use sleuth_watson_holmes::{Action, Character, Config, Error, Event, WatsonHolmes};

fn reveal() -> Action {
    Action::RevealCharacter {
        copy: None,
        target: None,
        location: None,
        to: None,
    }
}

/// A seed and seat where `character` is dealt at `players` players.
fn dealt(character: Character, players: u8, version: u32) -> (Table, u8) {
    let config = WatsonHolmes::config_for_players(players);
    for seed in 0..500u64 {
        let table = Table::new_under_rules(&config, seed, version);
        if let Some(seat) = (0..players)
            .find(|&s| table.view(s).players[usize::from(s)].character == Some(character))
        {
            return (table, seat);
        }
    }
    panic!("{character:?} never dealt in 500 seeds");
}

/// The rulebook: "Use his action, a player on his turn, simply reveals his
/// character". Martha Hudson and Mary Morstan hold to it like the others: not
/// on another player's turn, not in the Investigation Phase.
#[test]
fn martha_hudson_and_mary_morstan_are_revealed_on_their_owners_turn_only() {
    for character in [Character::MarthaHudson, Character::MaryMorstan] {
        let (mut table, owner) = dealt(character, 3, 2);
        // Another player's turn first, if the owner does not hold the Diary.
        while table.turn() != Some(owner) {
            let before = table.game.clone();
            let refused = table
                .act(owner, reveal())
                .expect_err("not on another's turn");
            assert!(
                matches!(refused, PlayError::Illegal(Error::NotYourVisit)),
                "{character:?}: {refused}"
            );
            assert!(table.game == before);
            let seat = table.turn().unwrap();
            table.act(seat, Action::CarriageStop).unwrap();
        }
        // Not in the Investigation Phase either.
        table.act(owner, Action::CarriageStop).unwrap();
        table.place_all(|_| Action::CarriageStop);
        assert_eq!(table.spectator().phase, "reading");
        let refused = table.act(owner, reveal()).expect_err("not while reading");
        assert!(
            refused.to_string().contains("on your turn"),
            "{character:?}: {refused}"
        );
        // The listed actions agree.
        assert!(
            !table.game.legal_actions(Seat(owner)).contains(&reveal()),
            "{character:?} listed while reading"
        );
        table.finish_reading_all();
        while table.turn() != Some(owner) {
            let seat = table.turn().unwrap();
            table.act(seat, Action::CarriageStop).unwrap();
        }
        assert!(table.game.legal_actions(Seat(owner)).contains(&reveal()));
        let events = table.act(owner, reveal()).expect("on the owner's turn");
        assert!(events.iter().any(|e| matches!(
            e.body,
            Event::CharacterRevealed { character: c, .. } if c == character
        )));
    }
}

/// Rules version 1 let them be revealed at any moment before the answering.
#[test]
fn version_1_lets_martha_hudson_be_revealed_off_turn() {
    let (mut table, owner) = dealt(Character::MarthaHudson, 3, 1);
    if table.turn() == Some(owner) {
        table.act(owner, Action::CarriageStop).unwrap();
    }
    table.place_all(|_| Action::CarriageStop);
    table
        .act(owner, reveal())
        .expect("version 1: while reading");
}

/// Plays Toby's owner to a revealed Toby resting on card 1, then to 221B where
/// they fail; returns the table with the survivor to place and both seats.
fn toby_owner_fails(version: u32) -> (Table, u8, u8) {
    let (mut table, owner) = dealt(Character::Toby, 2, version);
    let other = 1 - owner;
    table.place_all(|seat| {
        if seat == owner {
            visit(1, 0)
        } else {
            visit(2, 0)
        }
    });
    table
        .act(owner, reveal())
        .expect("Toby in the Investigation Phase");
    table.finish_reading_all();
    assert_eq!(table.spectator().locations[0].toby, Some(Seat(owner)));
    table.place_all(|seat| {
        if seat == owner {
            Action::BakerStreet
        } else {
            visit(3, 0)
        }
    });
    table.finish_reading_all();
    let wrong = table.wrong_answers();
    table.act(owner, Action::Answer { answers: wrong }).unwrap();
    assert!(table.spectator().players[usize::from(owner)].eliminated);
    (table, owner, other)
}

/// A player who leaves the case plays no more: their Toby goes home, and the
/// card he guarded may be taken like any free card.
#[test]
fn an_eliminated_players_toby_no_longer_guards_a_card() {
    let (mut table, owner, other) = toby_owner_fails(2);
    assert!(table.events.iter().any(|e| e.body
        == Event::TobyMoved {
            seat: Seat(owner),
            location: None
        }));
    assert_eq!(table.spectator().locations[0].toby, None);
    assert_eq!(table.turn(), Some(other));
    table
        .act(other, visit(1, 0))
        .expect("card 1 is free: on foot");
}

/// Under rules version 1 the Toby of a player out of the case still asked 3.
#[test]
fn version_1_keeps_an_eliminated_players_toby() {
    let (mut table, _owner, other) = toby_owner_fails(1);
    let refused = table.act(other, visit(1, 0)).expect_err("Toby guards it");
    assert!(refused.to_string().contains("at least 3"), "{refused}");
}

/// Case 3 has two zones, London (fare 1) and Kingsmere (fare 2): the first
/// player has travelled to Kingsmere and the second outbids them there.
fn outbid_after_a_fare(version: u32) -> (Table, u8, u8) {
    let config = Config {
        players: 2,
        case: "the-kingsmere-orchid".into(),
        open_casebook: false,
        custom: None,
        language: "en".into(),
    };
    let mut table = Table::new_under_rules(&config, 3, version);
    // Round 1: both in London (no fare from no zone).
    table.place_all(|seat| visit(14 + u16::from(seat), 0));
    table.finish_reading_all();
    let view = table.spectator();
    assert!(
        view.players
            .iter()
            .all(|p| p.zone.as_deref() == Some("london"))
    );
    // Round 2: the first to place takes card 1 in Kingsmere on foot (fare 2);
    // the other outbids with 1 carriage (and pays its own fare).
    let first = table.turn().unwrap();
    let second = 1 - first;
    table.act(first, visit(1, 0)).unwrap();
    assert_eq!(table.spectator().players[usize::from(first)].carriages, 8);
    assert_eq!(
        table.spectator().players[usize::from(first)]
            .zone
            .as_deref(),
        Some("kingsmere")
    );
    table.act(second, visit(1, 1)).unwrap();
    (table, first, second)
}

/// The rulebook has an outbid player take back their pawn and all their
/// carriages but one: the journey did not happen. So the zone fare comes back
/// too, and the zone token returns to where it was.
#[test]
fn an_outbid_player_gets_the_zone_fare_back_and_returns_to_their_zone() {
    let (table, first, second) = outbid_after_a_fare(2);
    let view = table.spectator();
    let out = &view.players[usize::from(first)];
    assert_eq!(
        out.carriages, 10,
        "on foot: nothing paid, the fare returned"
    );
    assert_eq!(out.zone.as_deref(), Some("london"));
    assert_eq!(out.placement, None);
    assert_eq!(view.players[usize::from(second)].carriages, 10 - 2 - 1);
    assert!(table.events.iter().any(|e| e.body
        == Event::Outbid {
            seat: Seat(first),
            location: 1,
            paid: 0,
            fare_returned: 2
        }));
    assert_eq!(table.turn(), Some(first), "the outbid player places again");
}

/// Under rules version 1 the fare stayed paid and the token stayed moved.
#[test]
fn version_1_keeps_the_fare_and_the_zone_of_an_outbid_player() {
    let (table, first, _) = outbid_after_a_fare(1);
    let out = &table.spectator().players[usize::from(first)];
    assert_eq!(out.carriages, 8);
    assert_eq!(out.zone.as_deref(), Some("kingsmere"));
}
