//! Rule tests on hand-built positions: deal, turn order, movement, suggestions,
//! refutation, the envelope, the variant and the round limit.

#![allow(clippy::unwrap_used)]

use sleuth_core::{Audience, Event, Game, PlayError, Seat, SleuthRng, Viewer};

use crate::board::{Place, Pos};
use crate::deck::{Card, Category};
use crate::game::{
    Action, Config, ConfigError, HaventACluedo, HcError, HcEvent, Phase, SuggestionResult,
};
use crate::view::PhaseView;

pub(crate) fn game(players: u8) -> HaventACluedo {
    HaventACluedo::new(&Config::new(players), 1).expect("valid config")
}

pub(crate) fn card(g: &HaventACluedo, name: &str) -> Card {
    g.edition
        .deck
        .find(name)
        .unwrap_or_else(|| panic!("no card {name}"))
}

pub(crate) fn sq(g: &HaventACluedo, row: usize, col: usize) -> Pos {
    let idx = g.edition.board.index(row, col).expect("on the board");
    assert!(
        g.edition.board.is_corridor(idx),
        "({row},{col}) is not a corridor"
    );
    Pos::Square(idx as u16)
}

pub(crate) fn room(g: &HaventACluedo, name: &str) -> Pos {
    Pos::Room(g.edition.board.room_index(name).expect("a room"))
}

fn at(row: u8, col: u8) -> Place {
    Place::Square { row, col }
}

fn into(name: &str) -> Place {
    Place::Room(name.to_owned())
}

/// Puts every token out of the way (on far start squares) except those given.
fn place_tokens(g: &mut HaventACluedo, tokens: &[(usize, Pos)]) {
    for (person, pos) in tokens {
        g.tokens[*person] = *pos;
    }
}

/// Sets the hands and the envelope; the envelope is person, article, room.
pub(crate) fn set_cards(g: &mut HaventACluedo, hands: &[&[&str]], envelope: [&str; 3]) {
    g.hands = hands
        .iter()
        .map(|h| h.iter().map(|n| card(g, n)).collect())
        .collect();
    for hand in &mut g.hands {
        hand.sort_unstable();
    }
    g.envelope = envelope.map(|n| card(g, n));
    assert_every_card_dealt_once(g);
}

/// The hands and the envelope together hold each of the 20 cards once.
fn assert_every_card_dealt_once(g: &HaventACluedo) {
    let mut all: Vec<Card> = g
        .hands
        .iter()
        .flatten()
        .copied()
        .chain(g.envelope)
        .collect();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), 20, "every card exactly once");
}

/// The next roll will be `value`.
pub(crate) fn force_roll(g: &mut HaventACluedo, value: u8) {
    let seed = (0..)
        .find(|s| SleuthRng::from_seed(*s).roll(6) == value)
        .expect("some seed rolls it");
    g.dice = SleuthRng::from_seed(seed);
}

fn play(
    g: &mut HaventACluedo,
    seat: u8,
    action: Action,
) -> Result<Vec<Event<HcEvent>>, PlayError<HcError>> {
    let mut events = Vec::new();
    let before = g.clone();
    let result = g.play(Seat(seat), &action, &mut events);
    if result.is_err() {
        assert_eq!(*g, before, "a refused action changed the state");
        assert!(events.is_empty());
    }
    result.map(|()| events)
}

fn ok(g: &mut HaventACluedo, seat: u8, action: Action) -> Vec<Event<HcEvent>> {
    play(g, seat, action.clone())
        .unwrap_or_else(|e| panic!("{action:?} by seat {seat} refused: {e}"))
}

fn illegal(g: &mut HaventACluedo, seat: u8, action: Action) -> String {
    match play(g, seat, action.clone()) {
        Err(PlayError::Illegal(e)) => e.to_string(),
        other => panic!("{action:?} should be illegal, got {other:?}"),
    }
}

fn roll(g: &mut HaventACluedo, seat: u8, value: u8) -> Vec<Place> {
    force_roll(g, value);
    ok(g, seat, Action::Roll);
    g.view(Viewer::Seat(Seat(seat))).destinations
}

fn suggest(person: &str, article: &str) -> Action {
    Action::Suggest {
        person: person.to_owned(),
        article: article.to_owned(),
    }
}

/// A game where the current seat's token stands at `pos`, the others far away.
fn with_mover(players: u8, pos: impl Fn(&HaventACluedo) -> Pos) -> HaventACluedo {
    let mut g = game(players);
    let p = pos(&g);
    g.tokens[0] = p;
    g
}

// ----- Deal and turn order -----

/// Ruling HC-1's deal: the envelope holds a person, an article and a room, and
/// the hands and the envelope together hold each of the 20 cards once.
fn assert_one_envelope_card_per_category_and_every_card_dealt(g: &HaventACluedo) {
    let deck = &g.edition.deck;
    assert_eq!(
        g.envelope.map(|c| deck.category(c)),
        [Category::Person, Category::Article, Category::Room]
    );
    assert_every_card_dealt_once(g);
}

#[test]
fn the_deal_follows_hc1() {
    for (players, sizes) in [
        (2, vec![9, 8]),
        (3, vec![6, 6, 5]),
        (4, vec![5, 4, 4, 4]),
        (5, vec![4, 4, 3, 3, 3]),
        (6, vec![3, 3, 3, 3, 3, 2]),
    ] {
        for seed in 0..20 {
            let g = HaventACluedo::new(&Config::new(players), seed).expect("valid");
            let got: Vec<usize> = g.hands.iter().map(Vec::len).collect();
            assert_eq!(
                got, sizes,
                "ruling HC-1: extras to the first players in turn order"
            );
            assert_one_envelope_card_per_category_and_every_card_dealt(&g);
        }
    }
}

#[test]
fn config_is_checked() {
    for players in [0, 1, 7] {
        assert_eq!(
            HaventACluedo::new(&Config::new(players), 1).unwrap_err(),
            ConfigError::Players(players)
        );
    }
    for limit in [0, 201] {
        let config = Config {
            round_limit: limit,
            ..Config::new(3)
        };
        assert_eq!(
            HaventACluedo::new(&config, 1).unwrap_err(),
            ConfigError::RoundLimit(limit)
        );
    }
    let config: Config = serde_json::from_str(r#"{"players":4}"#).expect("defaults");
    assert_eq!(
        config,
        Config {
            characters: Vec::new(),
            ..Config::new(4)
        }
    );
    assert!(!config.burgess_goes_diagonal);
}

#[test]
fn kingston_moves_first_then_clockwise() {
    // Ruling HC-3.
    let mut g = game(3);
    let view = g.view(Viewer::Spectator);
    assert_eq!(view.seats[0].person, "Miss Kingston");
    assert_eq!(view.seats[1].person, "Gruppenführer Fontana");
    assert_eq!(view.seats[2].person, "Sergeant Northey");
    assert_eq!(view.phase, PhaseView::TurnStart { seat: Seat(0) });
    // Unplayed persons still stand on their start squares.
    assert_eq!(view.tokens.len(), 6);
    assert_eq!(view.tokens[5].person, "Reverend Burgess");
    assert_eq!(view.tokens[5].played_by, None);
    assert_eq!(view.tokens[5].place, at(17, 0));
    let events = ok(&mut g, 0, Action::EndTurn);
    assert!(
        events
            .iter()
            .any(|e| matches!(e.body, HcEvent::TurnStarted { seat: Seat(1), .. }))
    );
    assert_eq!(g.to_move().first_seat(), Some(Seat(1)));
    ok(&mut g, 1, Action::EndTurn);
    ok(&mut g, 2, Action::EndTurn);
    assert_eq!(g.to_move().first_seat(), Some(Seat(0)));
}

// ----- Movement (ruling HC-4) -----

#[test]
fn exact_count_and_rooms_entered_on_the_way() {
    let mut g = with_mover(3, |g| sq(g, 17, 10));
    // One step: the three free neighbours; the Great Hall's door is two steps away.
    assert_eq!(roll(&mut g, 0, 1), vec![at(17, 9), at(17, 11), at(18, 10)]);
    let mut g = with_mover(3, |g| sq(g, 17, 10));
    let two = roll(&mut g, 0, 2);
    assert!(two.contains(&into("Great Hall")), "{two:?}");
    assert!(!two.contains(&at(17, 10)), "no revisiting the start square");
    assert!(!two.contains(&at(17, 9)), "one step is not two");
    assert!(two.contains(&at(17, 8)) && two.contains(&at(18, 11)));
    // A roll of 6 still enters the Great Hall: no exact count is needed for a room.
    let mut g = with_mover(3, |g| sq(g, 17, 10));
    let six = roll(&mut g, 0, 6);
    assert!(six.contains(&into("Great Hall")));
    let events = ok(
        &mut g,
        0,
        Action::Move {
            to: into("great hall"),
        },
    );
    assert!(events.iter().any(
        |e| matches!(&e.body, HcEvent::Moved { to: Place::Room(r), .. } if r == "Great Hall")
    ));
    assert_eq!(g.tokens[0], room(&g, "Great Hall"));
    assert_eq!(
        g.phase,
        Phase::InRoom,
        "unused steps are lost; the player may suggest"
    );
}

#[test]
fn unreachable_destinations_are_refused_with_a_reason() {
    let mut g = with_mover(3, |g| sq(g, 17, 10));
    roll(&mut g, 0, 3);
    assert_eq!(
        illegal(&mut g, 0, Action::Move { to: into("Bar") }),
        "the Bar is not reachable with a roll of 3"
    );
    assert_eq!(
        illegal(&mut g, 0, Action::Move { to: at(17, 12) }),
        "row 17, column 12 is not reachable with a roll of 3"
    );
    assert_eq!(
        illegal(&mut g, 0, Action::Move { to: at(30, 1) }),
        "row 30, column 1 is not a corridor square or a room of this board"
    );
    assert!(
        illegal(&mut g, 0, Action::EndTurn).contains("you rolled 3 and must choose where to move")
    );
    assert!(illegal(&mut g, 0, Action::Roll).contains("must choose where to move"));
}

#[test]
fn occupied_squares_block_and_cannot_be_passed() {
    // The cross passage through the middle is one square wide.
    let mut g = with_mover(3, |g| sq(g, 12, 9));
    assert!(roll(&mut g, 0, 4).contains(&at(12, 13)));
    let mut g = with_mover(3, |g| sq(g, 12, 9));
    let blocker = sq(&g, 12, 11);
    place_tokens(&mut g, &[(4, blocker)]);
    let four = roll(&mut g, 0, 4);
    assert!(
        !four.contains(&at(12, 13)),
        "no passing over an occupied square"
    );
    assert!(!four.contains(&at(12, 11)));
    let mut g = with_mover(3, |g| sq(g, 12, 10));
    let blocker = sq(&g, 12, 11);
    place_tokens(&mut g, &[(4, blocker)]);
    assert_eq!(
        roll(&mut g, 0, 1),
        vec![at(12, 9)],
        "no landing on an occupied square"
    );
}

#[test]
fn a_blocked_door_cannot_be_entered() {
    let mut g = with_mover(3, |g| sq(g, 17, 4));
    assert!(roll(&mut g, 0, 3).contains(&into("Porter's Lodge")));
    let mut g = with_mover(3, |g| sq(g, 17, 4));
    let blocker = sq(&g, 18, 3);
    place_tokens(&mut g, &[(1, blocker)]);
    assert!(
        !roll(&mut g, 0, 3).contains(&into("Porter's Lodge")),
        "the square before the door is taken"
    );
}

#[test]
fn a_room_with_every_door_blocked_cannot_be_left_by_rolling() {
    let mut g = with_mover(6, |g| room(g, "Lecture Theatre"));
    let blockers = [(1, sq(&g, 7, 3)), (2, sq(&g, 12, 6)), (3, sq(&g, 17, 2))];
    place_tokens(&mut g, &blockers);
    let legal = g.legal_actions(Seat(0));
    assert_eq!(
        legal,
        vec![Action::EndTurn],
        "no roll, no passage, no suggestion: only stay"
    );
    assert_eq!(
        illegal(&mut g, 0, Action::Roll),
        "every door of the Lecture Theatre is blocked"
    );
    // One door freed: the roll is back.
    g.tokens[2] = sq(&g, 13, 6);
    assert!(g.legal_actions(Seat(0)).contains(&Action::Roll));
}

#[test]
fn leaving_a_room_starts_from_its_doors() {
    let mut g = with_mover(3, |g| room(g, "Bar"));
    assert_eq!(roll(&mut g, 0, 1), vec![at(2, 6), at(6, 2)]);
    let mut g = with_mover(3, |g| room(g, "Bar"));
    let four = roll(&mut g, 0, 4);
    assert!(four.contains(&into("Library")), "{four:?}");
    assert!(
        !four.contains(&into("Bar")),
        "no re-entering the room just left"
    );
    // A blocked door leaves the other.
    let mut g = with_mover(3, |g| room(g, "Bar"));
    let blocker = sq(&g, 2, 6);
    place_tokens(&mut g, &[(1, blocker)]);
    assert_eq!(roll(&mut g, 0, 1), vec![at(6, 2)]);
}

#[test]
fn a_roll_that_reaches_nothing_ends_the_turn() {
    let mut g = with_mover(3, |g| sq(g, 12, 9));
    let blockers = [(1, sq(&g, 12, 8)), (2, sq(&g, 12, 11))];
    place_tokens(&mut g, &blockers);
    force_roll(&mut g, 2);
    let events = ok(&mut g, 0, Action::Roll);
    assert!(events.iter().any(|e| e.body
        == HcEvent::CouldNotMove {
            seat: Seat(0),
            roll: 2
        }));
    assert_eq!(g.tokens[0], sq(&g, 12, 9));
    assert_eq!(g.to_move().first_seat(), Some(Seat(1)));
}

#[test]
fn secret_passages_are_a_whole_move() {
    let mut g = with_mover(3, |g| room(g, "Bar"));
    assert!(g.legal_actions(Seat(0)).contains(&Action::SecretPassage));
    let events = ok(&mut g, 0, Action::SecretPassage);
    assert_eq!(
        events[0].body,
        HcEvent::TookSecretPassage {
            seat: Seat(0),
            from: "Bar".into(),
            to: "Wine Cellar".into()
        }
    );
    assert_eq!(g.tokens[0], room(&g, "Wine Cellar"));
    assert!(
        g.legal_actions(Seat(0))
            .contains(&suggest("Miss Kingston", "Blackboard"))
    );
    assert!(illegal(&mut g, 0, Action::Roll).contains("already moved"));
    // The other pair, and rooms without a passage.
    let mut g = with_mover(3, |g| room(g, "Porter's Lodge"));
    ok(&mut g, 0, Action::SecretPassage);
    assert_eq!(g.tokens[0], room(&g, "Rector's Study"));
    let mut g = with_mover(3, |g| room(g, "Library"));
    assert_eq!(
        illegal(&mut g, 0, Action::SecretPassage),
        "the Library has no secret passage"
    );
    let mut g = with_mover(3, |g| sq(g, 6, 6));
    assert!(illegal(&mut g, 0, Action::SecretPassage).contains("not in a room"));
}

#[test]
fn staying_in_a_room_and_ending_on_the_corridor() {
    let mut g = with_mover(3, |g| room(g, "Library"));
    let legal = g.legal_actions(Seat(0));
    assert_eq!(
        legal,
        vec![Action::Roll, Action::EndTurn],
        "stay without rolling; no suggestion without moving"
    );
    assert!(
        illegal(&mut g, 0, suggest("Miss Kingston", "Blackboard")).contains("may only suggest")
    );
    ok(&mut g, 0, Action::EndTurn);
    assert_eq!(g.tokens[0], room(&g, "Library"));
    let mut g = with_mover(3, |g| sq(g, 6, 6));
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::Roll, Action::EndTurn]
    );
    assert!(illegal(&mut g, 0, Action::Move { to: at(6, 7) }).contains("roll the die first"));
    // Moving onto the corridor ends the turn at once.
    roll(&mut g, 0, 1);
    ok(&mut g, 0, Action::Move { to: at(6, 7) });
    assert_eq!(g.to_move().first_seat(), Some(Seat(1)));
}

#[test]
fn burgess_goes_diagonal_after_the_bar() {
    // Ruling HC-8, with Burgess played by seat 5.
    let diagonal = Config {
        burgess_goes_diagonal: true,
        ..Config::new(6)
    };
    let mut g = HaventACluedo::new(&diagonal, 1).expect("valid");
    g.current = Seat(5);
    g.tokens[5] = sq(&g, 17, 10);
    assert_eq!(
        roll(&mut g, 5, 1),
        vec![at(17, 9), at(17, 11), at(18, 10)],
        "not before the Bar"
    );
    let mut g = HaventACluedo::new(&diagonal, 1).expect("valid");
    g.current = Seat(5);
    g.tokens[5] = sq(&g, 6, 2);
    roll(&mut g, 5, 1);
    ok(&mut g, 5, Action::Move { to: into("Bar") });
    assert!(g.burgess_in_bar_once);
    assert!(g.view(Viewer::Spectator).tokens[5].moves_diagonally);
    ok(&mut g, 5, Action::EndTurn);
    g.current = Seat(5);
    g.phase = Phase::Start;
    g.tokens[5] = sq(&g, 17, 10);
    assert_eq!(
        roll(&mut g, 5, 1),
        vec![at(17, 9), at(17, 11), at(18, 9), at(18, 10), at(18, 11)]
    );
    // Others stay orthogonal, and without the variant so does Burgess.
    let mut g = HaventACluedo::new(&Config::new(6), 1).expect("valid");
    g.current = Seat(5);
    g.burgess_in_bar_once = true;
    g.tokens[5] = sq(&g, 17, 10);
    assert_eq!(roll(&mut g, 5, 1).len(), 3);
}

#[test]
fn burgess_summoned_into_the_bar_counts_as_entering_it() {
    // Seat 2 plays Reverend Burgess (ruling HC-3), so the variant may be on.
    let diagonal = Config {
        burgess_goes_diagonal: true,
        ..Config::with_characters(&["Miss Kingston", "Gruppenführer Fontana", "Reverend Burgess"])
    };
    let mut g = HaventACluedo::new(&diagonal, 1).expect("valid");
    g.tokens[0] = room(&g, "Bar");
    g.phase = Phase::InRoom;
    let _ = play(&mut g, 0, suggest("Reverend Burgess", "Blackboard"));
    assert_eq!(g.tokens[5], room(&g, "Bar"));
    assert!(g.moves_diagonally(5));
    assert!(!g.moves_diagonally(0));
    assert_eq!(g.summoned[2], Some(0), "his player may suggest in the Bar");
}

// ----- Choosing characters (ruling HC-3) and the variant's table (HC-8) -----

const KINGSTON: &str = "Miss Kingston";
const FONTANA: &str = "Gruppenführer Fontana";
const NORTHEY: &str = "Sergeant Northey";
const ANDERSON: &str = "Professor Anderson";
const LEHMAN: &str = "Space Commander Lehman";
const BURGESS: &str = "Reverend Burgess";

#[test]
fn hc3_default_characters_are_the_first_persons_in_turn_order() {
    // Config::new writes the default out; an old config without `characters`
    // means the same table, dealt and played identically.
    assert_eq!(
        Config::new(4).characters,
        vec![KINGSTON, FONTANA, NORTHEY, ANDERSON]
    );
    let old: Config = serde_json::from_str(r#"{"players":4}"#).unwrap();
    assert!(old.characters.is_empty());
    assert!(
        !serde_json::to_string(&old).unwrap().contains("characters"),
        "an old config serializes as it was written"
    );
    for seed in 0..10 {
        let a = HaventACluedo::new(&old, seed).unwrap();
        let b = HaventACluedo::new(&Config::new(4), seed).unwrap();
        assert_eq!(a.view(Viewer::Everyone), b.view(Viewer::Everyone));
        assert_eq!(a.hands, b.hands);
        assert_eq!(a.turn_order(), &[Seat(0), Seat(1), Seat(2), Seat(3)]);
    }
    let info = HaventACluedo::info();
    let choice = info.seat_choice.expect("players choose a character");
    assert_eq!(choice.key, "characters");
    assert_eq!(choice.label, "character");
    assert_eq!(
        choice.choices,
        vec![KINGSTON, FONTANA, NORTHEY, ANDERSON, LEHMAN, BURGESS]
    );
    assert_eq!(
        serde_json::to_value(HaventACluedo::config_for_players(2)).unwrap()["characters"],
        serde_json::json!([KINGSTON, FONTANA])
    );
}

#[test]
fn hc3_any_subset_of_characters_keeps_the_fixed_order() {
    // Seat 0 plays Burgess, seat 1 Northey, seat 2 Kingston: Kingston's player
    // moves first, then Northey's, then Burgess's (the fixed HC-3 order).
    let config = Config::with_characters(&[BURGESS, NORTHEY, KINGSTON]);
    let mut g = HaventACluedo::new(&config, 3).unwrap();
    assert_eq!(g.turn_order(), &[Seat(2), Seat(1), Seat(0)]);
    let view = g.view(Viewer::Spectator);
    assert_eq!(view.turn_order, vec![Seat(2), Seat(1), Seat(0)]);
    let persons: Vec<&str> = view.seats.iter().map(|s| s.person.as_str()).collect();
    assert_eq!(persons, vec![BURGESS, NORTHEY, KINGSTON]);
    assert_eq!(view.phase, PhaseView::TurnStart { seat: Seat(2) });
    // HC-1: dealt in turn order from the first player, who gets an extra card.
    let sizes: Vec<usize> = g.hands.iter().map(Vec::len).collect();
    assert_eq!(sizes, vec![5, 6, 6]);
    // The tokens: played ones name their seat, unplayed ones stand on their starts.
    let played: Vec<Option<Seat>> = view.tokens.iter().map(|t| t.played_by).collect();
    assert_eq!(
        played,
        vec![
            Some(Seat(2)),
            None,
            Some(Seat(1)),
            None,
            None,
            Some(Seat(0))
        ]
    );
    for (person, start) in g.edition.board.starts.iter().enumerate() {
        assert_eq!(g.tokens[person], Pos::Square(start.square));
    }
    // Kingston's player moves her token (start (0,7)) and the turn passes on.
    roll(&mut g, 2, 1);
    let events = ok(&mut g, 2, Action::Move { to: at(1, 7) });
    assert_eq!(g.tokens[0], sq(&g, 1, 7));
    assert!(events.iter().any(|e| e.body
        == HcEvent::TurnStarted {
            seat: Seat(1),
            person: NORTHEY.to_owned(),
            turn: 2
        }));
    assert!(matches!(
        play(&mut g, 0, Action::Roll),
        Err(PlayError::NotYourTurn { .. })
    ));
    ok(&mut g, 1, Action::EndTurn);
    assert_eq!(g.to_move().first_seat(), Some(Seat(0)));
    // Burgess's player moves Burgess's token (start (17,0)).
    roll(&mut g, 0, 1);
    ok(&mut g, 0, Action::Move { to: at(17, 1) });
    assert_eq!(g.tokens[5], sq(&g, 17, 1));
    assert_eq!(
        g.to_move().first_seat(),
        Some(Seat(2)),
        "round two: Kingston again"
    );
    // Any two of the six make a table, in the same fixed order.
    let two = HaventACluedo::new(&Config::with_characters(&[LEHMAN, FONTANA]), 1).unwrap();
    assert_eq!(two.turn_order(), &[Seat(1), Seat(0)]);
}

#[test]
fn hc3_unplayed_characters_stay_and_can_be_summoned() {
    let config = Config::with_characters(&[BURGESS, NORTHEY, KINGSTON]);
    let mut g = HaventACluedo::new(&config, 3).unwrap();
    entered(&mut g, "Library");
    let events = ok(&mut g, 2, suggest(LEHMAN, "Blackboard"));
    assert_eq!(g.tokens[4], room(&g, "Library"), "the unplayed token moves");
    assert!(
        g.summoned.iter().all(Option::is_none),
        "nobody plays Lehman"
    );
    assert!(events.iter().any(|e| matches!(&e.body,
        HcEvent::Suggested { summoned_from: Some(_), person, .. } if person == LEHMAN)));
}

#[test]
fn hc6_refutation_asks_in_the_turn_order_of_the_chosen_characters() {
    // Seat 2 (Kingston) suggests: Northey's player (seat 1) is asked first, then
    // Burgess's (seat 0).
    let config = Config::with_characters(&[BURGESS, NORTHEY, KINGSTON]);
    let mut g = HaventACluedo::new(&config, 3).unwrap();
    set_cards(
        &mut g,
        &[
            &[
                "Pizza oven",
                "Bar",
                "Miss Kingston",
                "Library",
                "Great Hall",
            ],
            &[
                "Gruppenführer Fontana",
                "Sergeant Northey",
                "Case of sherry",
                "Rape alarm",
                "Rector's Study",
                "Lecture Theatre",
            ],
            &[
                "Professor Anderson",
                "Space Commander Lehman",
                "Mines coffee machine",
                "Senior Common Room",
                "Porter's Lodge",
                "Wine Cellar",
            ],
        ],
        ["Reverend Burgess", "Particle-beam weapon", "Blackboard"],
    );
    entered(&mut g, "Bar");
    let events = ok(&mut g, 2, suggest(ANDERSON, "Pizza oven"));
    assert!(
        events
            .iter()
            .any(|e| e.body == HcEvent::Passed { seat: Seat(1) })
    );
    assert_eq!(
        g.to_move().first_seat(),
        Some(Seat(0)),
        "Burgess's player shows"
    );
}

#[test]
fn hc3_characters_are_checked_with_sentences() {
    let err = |config: Config| HaventACluedo::new(&config, 1).unwrap_err();
    let wrong_count = Config {
        characters: vec![KINGSTON.to_owned()],
        ..Config::new(3)
    };
    assert_eq!(
        err(wrong_count.clone()),
        ConfigError::CharacterCount {
            given: 1,
            players: 3
        }
    );
    assert!(err(wrong_count).to_string().starts_with(
        "the config names 1 character for 3 players: name one per seat, or none for the default"
    ));
    let twice = Config::with_characters(&[KINGSTON, FONTANA, "miss kingston"]);
    assert_eq!(
        err(twice).to_string(),
        "Miss Kingston is chosen by Seat 1 and by Seat 3: each character is played by one seat only"
    );
    let unknown = Config::with_characters(&[KINGSTON, "Colonel Mustard"]);
    let text = err(unknown).to_string();
    assert!(
        text.starts_with("\"Colonel Mustard\" (Seat 2) is not a character of this game; the characters are Miss Kingston, "),
        "{text}"
    );
    // Names are matched as card names are: any case.
    let g = HaventACluedo::new(
        &Config::with_characters(&["reverend BURGESS", "the miss kingston"]),
        1,
    );
    assert!(g.is_ok(), "{g:?}");
}

#[test]
fn hc8_burgess_variant_refused_without_burgess() {
    let without = Config {
        burgess_goes_diagonal: true,
        ..Config::new(4)
    };
    let e = HaventACluedo::new(&without, 1).unwrap_err();
    assert_eq!(e, ConfigError::BurgessVariantWithoutBurgess);
    assert!(e.to_string().contains("no seat plays him"), "{e}");
    let chosen = Config {
        burgess_goes_diagonal: true,
        ..Config::with_characters(&[KINGSTON, BURGESS])
    };
    assert!(HaventACluedo::new(&chosen, 1).is_ok());
    assert!(
        HaventACluedo::info().variants[0]
            .description
            .contains("needs a seat playing Reverend Burgess")
    );
}

#[test]
fn hc8_burgess_variant_moves_the_seat_that_chose_burgess() {
    // Seat 0 plays Burgess in a two-player game.
    let config = Config {
        burgess_goes_diagonal: true,
        ..Config::with_characters(&[BURGESS, KINGSTON])
    };
    let mut g = HaventACluedo::new(&config, 1).unwrap();
    g.current = Seat(0);
    g.tokens[5] = sq(&g, 6, 2);
    roll(&mut g, 0, 1);
    ok(&mut g, 0, Action::Move { to: into("Bar") });
    assert!(g.moves_diagonally(5));
    ok(&mut g, 0, Action::EndTurn);
    g.current = Seat(0);
    g.phase = Phase::Start;
    g.tokens[5] = sq(&g, 17, 10);
    assert_eq!(
        roll(&mut g, 0, 1),
        vec![at(17, 9), at(17, 11), at(18, 9), at(18, 10), at(18, 11)]
    );
}

#[test]
fn rules_version_1_keeps_its_table_and_its_variant() {
    use sleuth_core::Game as _;
    assert_eq!(HaventACluedo::info().rules_version, 2);
    assert_eq!(HaventACluedo::supported_rules_versions(), vec![1, 2]);
    // Version 1 accepted the variant at any table (it then never changed play).
    let old = Config {
        characters: Vec::new(),
        burgess_goes_diagonal: true,
        ..Config::new(4)
    };
    assert!(HaventACluedo::new_under_rules(&old, 1, 1).is_ok());
    assert!(HaventACluedo::new_under_rules(&Config::new(3), 1, 1).is_ok());
    let chosen = Config::with_characters(&[FONTANA, KINGSTON]);
    let e = HaventACluedo::new_under_rules(&chosen, 1, 1).unwrap_err();
    assert_eq!(e, ConfigError::CharactersUnderVersion1);
    assert!(e.to_string().contains("rules version 1"), "{e}");
}

// ----- Suggestions, refutation, the envelope (rulings HC-5 to HC-7) -----

/// Four players with a known deal.
fn four_at_the_bar() -> HaventACluedo {
    let mut g = game(4);
    set_cards(
        &mut g,
        &[
            &[
                "Miss Kingston",
                "Rape alarm",
                "Library",
                "Great Hall",
                "Wine Cellar",
            ],
            &[
                "Sergeant Northey",
                "Blackboard",
                "Mines coffee machine",
                "Gruppenführer Fontana",
            ],
            &["Professor Anderson", "Pizza oven", "Bar", "Porter's Lodge"],
            &[
                "Space Commander Lehman",
                "Case of sherry",
                "Lecture Theatre",
                "Senior Common Room",
            ],
        ],
        ["Reverend Burgess", "Particle-beam weapon", "Rector's Study"],
    );
    g
}

fn entered(g: &mut HaventACluedo, room_name: &str) {
    let person = g.person_of(g.current);
    g.tokens[person] = room(g, room_name);
    g.phase = Phase::InRoom;
}

#[test]
fn refutation_goes_clockwise_and_the_refuter_chooses() {
    let mut g = four_at_the_bar();
    entered(&mut g, "Bar");
    // Seat 1 holds none of (Anderson, Pizza oven, Bar); seat 2 holds all three;
    // seat 3 is never asked.
    let events = ok(&mut g, 0, suggest("Professor Anderson", "pizza OVEN"));
    let passed: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e.body {
            HcEvent::Passed { seat } => Some(seat),
            _ => None,
        })
        .collect();
    assert_eq!(passed, vec![Seat(1)]);
    assert_eq!(g.to_move().first_seat(), Some(Seat(2)));
    let shows = g.legal_actions(Seat(2));
    assert_eq!(
        shows,
        ["Professor Anderson", "Pizza oven", "Bar"]
            .map(|c| Action::Show { card: c.into() })
            .to_vec(),
        "only the matching cards the refuter holds"
    );
    assert!(g.legal_actions(Seat(0)).is_empty());
    assert_eq!(
        illegal(
            &mut g,
            2,
            Action::Show {
                card: "Porter's Lodge".into()
            }
        ),
        "you cannot show Porter's Lodge: it was not named in the suggestion"
    );
    assert!(illegal(&mut g, 2, Action::EndTurn).contains("must show"));
    let events = ok(
        &mut g,
        2,
        Action::Show {
            card: "pizza oven".into(),
        },
    );
    assert!(events.contains(&Event::to_all(HcEvent::CardShown {
        by: Seat(2),
        to: Seat(0)
    })));
    let private: Vec<&Event<HcEvent>> = events
        .iter()
        .filter(|e| e.audience != Audience::All)
        .collect();
    assert_eq!(private.len(), 1);
    assert_eq!(
        private[0].audience,
        Audience::only(Seat(0)),
        "the card goes to the suggester alone"
    );
    assert_eq!(
        private[0].body,
        HcEvent::CardShownToYou {
            by: Seat(2),
            card: "Pizza oven".into()
        }
    );
    // Views: the suggester and the refuter know the card, nobody else.
    let v0 = g.view(Viewer::Seat(Seat(0)));
    assert_eq!(v0.shown_to_you.len(), 1);
    assert_eq!(v0.shown_to_you[0].card, "Pizza oven");
    assert_eq!(v0.suggestions[0].card.as_deref(), Some("Pizza oven"));
    let v2 = g.view(Viewer::Seat(Seat(2)));
    assert_eq!(v2.shown_by_you[0].card, "Pizza oven");
    for viewer in [
        Viewer::Seat(Seat(1)),
        Viewer::Seat(Seat(3)),
        Viewer::Spectator,
        Viewer::Everyone,
    ] {
        let v = g.view(viewer);
        assert_eq!(v.suggestions[0].card, None);
        assert_eq!(v.suggestions[0].shown_by, Some(Seat(2)));
        assert_eq!(v.suggestions[0].passed, vec![Seat(1)]);
        assert_eq!(v.suggestions[0].result, SuggestionResult::Refuted);
        assert!(v.envelope.is_none() && v.hands.is_none());
    }
    // The suggestion ended the turn.
    assert_eq!(
        g.view(Viewer::Spectator).phase,
        PhaseView::TurnStart { seat: Seat(1) }
    );
}

#[test]
fn a_refuter_cannot_show_a_card_it_does_not_hold() {
    let mut g = four_at_the_bar();
    g.current = Seat(3);
    entered(&mut g, "Bar");
    // Seat 3 suggests Northey, Rape alarm, Bar: seat 0 (to its left) holds Rape alarm only.
    ok(&mut g, 3, suggest("Sergeant Northey", "Rape alarm"));
    assert_eq!(g.to_move().first_seat(), Some(Seat(0)));
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::Show {
            card: "Rape alarm".into()
        }]
    );
    assert_eq!(
        illegal(&mut g, 0, Action::Show { card: "Bar".into() }),
        "you cannot show Bar: you do not hold it"
    );
    assert!(
        illegal(
            &mut g,
            0,
            Action::Show {
                card: "Kitchen".into()
            }
        )
        .contains("not a card")
    );
    ok(
        &mut g,
        0,
        Action::Show {
            card: "Rape alarm".into(),
        },
    );
}

#[test]
fn naming_your_own_cards() {
    // Seat 0 names its own person and article in the Rector's Study (the
    // envelope's room): nobody can show, seat 0 holds some, nothing happens.
    let mut g = four_at_the_bar();
    entered(&mut g, "Rector's Study");
    let events = ok(&mut g, 0, suggest("Miss Kingston", "Rape alarm"));
    let passes = events
        .iter()
        .filter(|e| matches!(e.body, HcEvent::Passed { .. }))
        .count();
    assert_eq!(passes, 3);
    assert!(
        events
            .iter()
            .any(|e| e.body == HcEvent::NobodyShowed { seat: Seat(0) })
    );
    assert!(g.outcome().is_none(), "ruling HC-7: play goes on");
    assert_eq!(g.log[0].result, SuggestionResult::NobodyShowed);
    assert_eq!(g.to_move().first_seat(), Some(Seat(1)));
    // Own cards mixed with others': the others refute as usual.
    let mut g = four_at_the_bar();
    entered(&mut g, "Bar");
    ok(&mut g, 0, suggest("Miss Kingston", "Blackboard"));
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![Action::Show {
            card: "Blackboard".into()
        }]
    );
}

#[test]
fn the_envelope_wins() {
    let mut g = four_at_the_bar();
    entered(&mut g, "Rector's Study");
    let events = ok(
        &mut g,
        0,
        suggest("reverend burgess", "Particle-beam weapon"),
    );
    assert!(events.iter().any(|e| e.body
        == HcEvent::Won {
            seat: Seat(0),
            person: "Reverend Burgess".into(),
            article: "Particle-beam weapon".into(),
            room: "Rector's Study".into()
        }));
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.winners.iter().collect::<Vec<_>>(), vec![Seat(0)]);
    assert!(g.to_move().is_empty());
    assert!(matches!(
        play(&mut g, 0, Action::EndTurn),
        Err(PlayError::GameOver)
    ));
    let everyone = g.view(Viewer::Everyone);
    assert_eq!(
        everyone.envelope,
        Some(vec![
            "Reverend Burgess".into(),
            "Particle-beam weapon".into(),
            "Rector's Study".into()
        ])
    );
    assert_eq!(everyone.hands.as_ref().map(Vec::len), Some(4));
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
        let v = g.view(viewer);
        assert!(v.envelope.is_none() && v.hands.is_none());
    }
}

#[test]
fn summoning_an_unplayed_person() {
    let mut g = game(3);
    entered(&mut g, "Library");
    let burgess_start = g.tokens[5];
    let events = ok(&mut g, 0, suggest("Reverend Burgess", "Blackboard"));
    assert!(events.iter().any(|e| matches!(&e.body,
        HcEvent::Suggested { summoned_from: Some(from), person, .. } if *from == at(17, 0) && person == "Reverend Burgess")));
    assert_ne!(burgess_start, g.tokens[5]);
    assert_eq!(g.tokens[5], room(&g, "Library"));
    assert!(
        g.summoned.iter().all(Option::is_none),
        "nobody plays Burgess"
    );
    let view = g.view(Viewer::Spectator);
    assert_eq!(view.tokens[5].place, into("Library"));
    assert_eq!(view.suggestions[0].summoned_from, Some(at(17, 0)));
    // The start square is free again.
    assert!(
        !g.occupied(0)[usize::from(match burgess_start {
            Pos::Square(s) => s,
            Pos::Room(_) => unreachable!(),
        })]
    );
}

#[test]
fn a_summoned_player_may_suggest_without_moving_next_turn() {
    let mut g = game(3);
    set_cards(
        &mut g,
        &[
            &[
                "Miss Kingston",
                "Gruppenführer Fontana",
                "Case of sherry",
                "Rape alarm",
                "Bar",
                "Library",
            ],
            &[
                "Sergeant Northey",
                "Professor Anderson",
                "Mines coffee machine",
                "Pizza oven",
                "Rector's Study",
                "Lecture Theatre",
            ],
            &[
                "Space Commander Lehman",
                "Blackboard",
                "Senior Common Room",
                "Porter's Lodge",
                "Great Hall",
            ],
        ],
        ["Reverend Burgess", "Particle-beam weapon", "Wine Cellar"],
    );
    entered(&mut g, "Great Hall");
    // Seat 0 names Sergeant Northey (seat 2's person); seat 1 refutes.
    ok(&mut g, 0, suggest("Sergeant Northey", "Pizza oven"));
    assert_eq!(g.phase, Phase::Refuting { refuter: Seat(1) });
    ok(
        &mut g,
        1,
        Action::Show {
            card: "Pizza oven".into(),
        },
    );
    assert_eq!(g.tokens[2], room(&g, "Great Hall"));
    assert_eq!(
        g.view(Viewer::Spectator).seats[2].summoned_to.as_deref(),
        Some("Great Hall")
    );
    // Seat 1 is not summoned: no suggestion without moving.
    assert_eq!(g.current, Seat(1));
    ok(&mut g, 1, Action::EndTurn);
    assert_eq!(g.current, Seat(2));
    let legal = g.legal_actions(Seat(2));
    assert!(
        legal.contains(&suggest("Miss Kingston", "Blackboard")),
        "ruling HC-5"
    );
    assert!(legal.contains(&Action::Roll) && legal.contains(&Action::EndTurn));
    // Not used: gone after that turn.
    ok(&mut g, 2, Action::EndTurn);
    ok(&mut g, 0, Action::EndTurn);
    ok(&mut g, 1, Action::EndTurn);
    assert!(
        !g.legal_actions(Seat(2))
            .iter()
            .any(|a| matches!(a, Action::Suggest { .. }))
    );
    assert_eq!(g.view(Viewer::Spectator).seats[2].summoned_to, None);
}

#[test]
fn naming_someone_already_in_the_room_does_not_summon() {
    let mut g = game(3);
    entered(&mut g, "Great Hall");
    g.tokens[1] = room(&g, "Great Hall");
    let events = ok(&mut g, 0, suggest("Gruppenführer Fontana", "Pizza oven"));
    assert!(events.iter().any(|e| matches!(
        &e.body,
        HcEvent::Suggested {
            summoned_from: None,
            ..
        }
    )));
    assert_eq!(g.summoned[1], None);
}

#[test]
fn one_suggestion_per_turn_and_only_in_rooms() {
    let mut g = game(3);
    assert!(
        illegal(&mut g, 0, suggest("Miss Kingston", "Blackboard")).contains("may only suggest")
    );
    entered(&mut g, "Bar");
    assert!(illegal(&mut g, 0, suggest("Bar", "Blackboard")).contains("is not a person"));
    assert!(
        illegal(&mut g, 0, suggest("Miss Kingston", "Colonel Mustard")).contains("not an article")
    );
}

#[test]
fn the_round_limit_ends_the_game_without_a_winner() {
    let config = Config {
        round_limit: 2,
        ..Config::new(2)
    };
    let mut g = HaventACluedo::new(&config, 3).expect("valid");
    for seat in [0, 1, 0] {
        ok(&mut g, seat, Action::EndTurn);
    }
    assert!(g.outcome().is_none());
    let events = ok(&mut g, 1, Action::EndTurn);
    assert!(
        events
            .iter()
            .any(|e| e.body == HcEvent::RoundLimitReached { rounds: 2 })
    );
    let outcome = g.outcome().expect("over");
    assert!(outcome.winners.is_empty());
    assert!(g.view(Viewer::Everyone).envelope.is_some());
}

#[test]
fn actions_and_places_in_json() {
    let action: Action =
        serde_json::from_str(r#"{"type":"move","to":{"room":"the bar"}}"#).expect("parses");
    assert_eq!(
        action,
        Action::Move {
            to: into("the bar")
        }
    );
    let action: Action =
        serde_json::from_str(r#"{"type":"move","to":{"square":{"row":6,"col":2}}}"#)
            .expect("parses");
    assert_eq!(action, Action::Move { to: at(6, 2) });
    assert_eq!(
        serde_json::to_string(&Action::EndTurn).expect("json"),
        r#"{"type":"end_turn"}"#
    );
    assert_eq!(
        serde_json::to_string(&suggest("Miss Kingston", "Pizza oven")).expect("json"),
        r#"{"type":"suggest","person":"Miss Kingston","article":"Pizza oven"}"#
    );
    // Case-insensitive rooms are accepted in moves.
    let mut g = with_mover(3, |g| sq(g, 6, 2));
    roll(&mut g, 0, 1);
    let action: Action =
        serde_json::from_str(r#"{"type":"move","to":{"room":"the BAR"}}"#).expect("parses");
    ok(&mut g, 0, action);
    assert_eq!(g.tokens[0], room(&g, "Bar"));
}

#[test]
fn destinations_are_listed_to_everyone_while_moving() {
    let mut g = with_mover(3, |g| sq(g, 17, 10));
    let dests = roll(&mut g, 0, 2);
    let spectator = g.view(Viewer::Spectator);
    assert_eq!(spectator.destinations, dests);
    assert_eq!(spectator.roll, Some(2));
    let mover = g.view(Viewer::Seat(Seat(0)));
    let moves: Vec<Place> = mover
        .your_actions
        .iter()
        .filter_map(|a| match a {
            Action::Move { to } => Some(to.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(moves, dests);
    assert!(g.view(Viewer::Seat(Seat(1))).your_actions.is_empty());
}

#[test]
fn the_json_examples_in_the_game_doc_parse() {
    let doc = include_str!("../../../../docs/games/havent-a-cluedo.md");
    let blocks: Vec<&str> = doc
        .split("```json\n")
        .skip(1)
        .filter_map(|b| b.split("```").next())
        .collect();
    assert!(blocks.len() >= 20, "{}", blocks.len());
    let mut configs = 0;
    for block in blocks {
        let parses = serde_json::from_str::<Action>(block).is_ok()
            || serde_json::from_str::<Event<HcEvent>>(block).is_ok()
            || serde_json::from_str::<crate::view::View>(block).is_ok()
            || serde_json::from_str::<Config>(block).is_ok()
            || serde_json::from_str::<crate::board::BoardLayout>(block).is_ok();
        assert!(
            parses,
            "this example in docs/games/havent-a-cluedo.md is no action, event, view, config or board layout: {block}"
        );
        if let Ok(config) = serde_json::from_str::<Config>(block)
            && serde_json::from_str::<Action>(block).is_err()
        {
            // A config example must be a config the game accepts.
            configs += 1;
            if let Err(e) = HaventACluedo::new(&config, 1) {
                panic!("the config example {block} is refused: {e}");
            }
        }
    }
    assert!(configs >= 2, "{configs}");
}

#[test]
fn deck_and_board_must_fit_each_other() {
    use crate::board::Board;
    use crate::deck::Deck;
    use crate::game::Edition;
    let err = Edition::new(Deck::classic(), Board::imperial_manor()).unwrap_err();
    assert_eq!(err, "the deck has 9 rooms, the board 8");
    let renamed = crate::board::IMPERIAL_MANOR.replace("room B Library", "room B Billiard Room");
    let err = Edition::new(Deck::havent_a_cluedo(), Board::parse(&renamed).unwrap()).unwrap_err();
    assert!(
        err.contains("Library") && err.contains("Billiard Room"),
        "{err}"
    );
    assert!(Edition::new(Deck::havent_a_cluedo(), Board::imperial_manor()).is_ok());
}

#[test]
fn redeal_keeps_one_hand_and_redraws_the_rest() {
    use sleuth_core::harness::Testable;
    for players in 2..=6u8 {
        let config = Config::new(players);
        for seat in 0..players {
            let original = HaventACluedo::new(&config, 11).expect("valid");
            let redealt = HaventACluedo::redeal_for(&config, 11, Seat(seat), 12);
            assert_eq!(
                redealt.hands[usize::from(seat)],
                original.hands[usize::from(seat)]
            );
            let sizes = |g: &HaventACluedo| g.hands.iter().map(Vec::len).collect::<Vec<_>>();
            assert_eq!(sizes(&redealt), sizes(&original));
            assert_one_envelope_card_per_category_and_every_card_dealt(&redealt);
            assert_eq!(
                redealt.dice, original.dice,
                "the same dice, so that views can be compared"
            );
        }
    }
}

#[test]
fn direct_calls_from_seats_not_to_move_are_refused() {
    let mut g = game(3);
    let before = g.clone();
    let mut events = Vec::new();
    for seat in [1, 2, 9, 15] {
        let err = g
            .apply_action(Seat(seat), &Action::Roll, &mut events)
            .unwrap_err();
        let counted_from_one = format!("it is not Seat {}'s turn", seat + 1);
        assert!(err.to_string().contains(&counted_from_one), "{err}");
    }
    assert_eq!(g, before);
    assert!(events.is_empty());
    assert!(g.legal_actions(Seat(12)).is_empty());
    let _ = g.view(Viewer::Seat(Seat(12)));
}
