//! The learning aid (`HostedGame::aid_document`): a seat's view as the deduction
//! assistant's knowledge document, over many seeded playouts. Solved by the
//! Cluedo-family solver (the JSON path the registry's `cluedo` solver takes), it
//! gives exactly the distribution the game's own solver reads from the view, and
//! it names no card of another seat that this seat was not shown.

use serde_json::Value;
use sleuth_core::erased::Host;
use sleuth_core::{ErasedGame, Game, HostedGame, Seat, SleuthRng, Viewer, derive_seed};
use sleuth_deduction::SolveOptions;
use sleuth_havent_a_cluedo::deck::HC_PERSONS;
use sleuth_havent_a_cluedo::{Config, HaventACluedo, View, knowledge_from_view};

/// Short games (random bots rarely reach the envelope) at every table size,
/// half of them with characters chosen out of turn order (HC-3), Reverend
/// Burgess among them, and the Burgess variant (HC-8).
fn config(players: u8, game: u64) -> Config {
    let chosen = game.is_multiple_of(2);
    Config {
        round_limit: 6,
        characters: if chosen {
            [5, 2, 0, 4, 1, 3][..usize::from(players)]
                .iter()
                .map(|p| HC_PERSONS[*p].to_owned())
                .collect()
        } else {
            Vec::new()
        },
        burgess_goes_diagonal: chosen,
        ..HaventACluedo::config_for_players(players)
    }
}

/// Plays seeded games with the named bot at every seat (2 to 6 players, or
/// `only` players), calling `check` on every seat's view after every `every`-th
/// action and at the end.
fn playouts(
    bot: &str,
    games: u64,
    every: usize,
    only: Option<u8>,
    mut check: impl FnMut(&View),
) -> usize {
    let spec = HaventACluedo::bots()
        .into_iter()
        .find(|b| b.name == bot)
        .expect("the game offers this bot");
    let mut checked = 0;
    for game_index in 0..games {
        let players = only.unwrap_or(2 + (game_index % 5) as u8);
        let seed = derive_seed(0xA1D, game_index);
        let mut game =
            HaventACluedo::new(&config(players, game_index), seed).expect("valid config");
        let mut bots: Vec<_> = (0..players)
            .map(|s| (spec.make)(derive_seed(seed, u64::from(s))))
            .collect();
        let mut rng = SleuthRng::from_seed(seed);
        let mut actions = 0usize;
        loop {
            let over = game.outcome().is_some();
            if over || actions.is_multiple_of(every) {
                for s in 0..players {
                    check(&game.view(Viewer::Seat(Seat(s))));
                    checked += 1;
                }
            }
            if over || actions > 5_000 {
                break;
            }
            let seats: Vec<Seat> = game.waiting_for().iter().collect();
            let seat = seats[rng.below(seats.len() as u64) as usize];
            let action = bots[seat.index()].choose(&sleuth_core::Turn::new(&game, seat));
            game.play(seat, &action, &mut Vec::new())
                .expect("bots play legal actions");
            actions += 1;
        }
    }
    checked
}

/// The seat's distribution by its own solver and by the document, compared card
/// by card and holder by holder (holders by seat index: the document names
/// players by person, the game's knowledge by person and seat).
fn assert_same_distribution(view: &View) {
    let document = HaventACluedo::aid_document(view).expect("a seat's view has a document");
    let by_document: Value = serde_json::from_str(
        &sleuth_deduction::solve_json(&document.to_string())
            .unwrap_or_else(|e| panic!("the solver refused the aid document {document}: {e}")),
    )
    .expect("the solver answers JSON");
    let knowledge = knowledge_from_view(view).expect("the view reads as knowledge");
    let by_view = sleuth_deduction::solve(&knowledge, &SolveOptions::default())
        .expect("the view is consistent");
    assert_eq!(by_document["method"], "exact");
    assert_eq!(
        by_document["worlds"],
        by_view.worlds.to_string(),
        "consistent deals differ for {document}"
    );
    let envelope = by_view.player_names.len();
    for (c, card) in by_view.card_names.iter().enumerate() {
        let row = &by_document["cards"][card];
        let p = row["envelope"].as_f64().expect("an envelope probability");
        assert!(
            (p - by_view.probability(c, envelope)).abs() < 1e-12,
            "{card} in the envelope"
        );
        for (s, seat) in view.seats.iter().enumerate() {
            let p = row[&seat.person]
                .as_f64()
                .expect("a probability per player");
            assert!(
                (p - by_view.probability(c, s)).abs() < 1e-12,
                "{card} held by {}: {p} by the document, {} by the view",
                seat.person,
                by_view.probability(c, s)
            );
        }
    }
    let certain = by_document["certain"].as_array().expect("certain facts");
    assert_eq!(certain.len(), by_view.certain.len());
}

/// Every card the document places in a hand: the seat's own, or one it was shown.
fn assert_names_only_what_the_seat_saw(view: &View) {
    let document = HaventACluedo::aid_document(view).expect("a seat's view has a document");
    let Viewer::Seat(me) = view.viewer else {
        panic!("a seat's view")
    };
    let hand = view.hand.as_ref().expect("a seat has a hand");
    assert_eq!(document["me"], me.index());
    assert_eq!(&document["my_hand"], &serde_json::json!(hand));
    for (i, suggestion) in document["suggestions"]
        .as_array()
        .expect("suggestions")
        .iter()
        .enumerate()
    {
        let Some(card) = suggestion.get("shown").and_then(Value::as_str) else {
            continue;
        };
        let by = suggestion["shown_by"].as_u64().expect("a shower") as usize;
        if by == me.index() {
            assert!(
                hand.iter().any(|h| h == card),
                "showed {card}, not in the hand"
            );
            assert!(
                view.shown_by_you
                    .iter()
                    .any(|s| s.suggestion == i && s.card == card)
            );
        } else {
            assert_eq!(
                suggestion["by"],
                me.index(),
                "another's card named: {suggestion}"
            );
            assert!(
                view.shown_to_you
                    .iter()
                    .any(|s| s.suggestion == i && s.by.index() == by && s.card == card),
                "{card} was not shown to this seat"
            );
        }
    }
    for fact in document["facts"].as_array().expect("facts") {
        assert!(fact.get("has_one_of").is_some() || fact["player"] == "envelope");
    }
}

#[test]
fn aid_document_gives_the_seats_own_distribution_and_no_more() {
    let random = playouts("random", 60, 7, None, |view| {
        assert_same_distribution(view);
        assert_names_only_what_the_seat_saw(view);
    });
    let baseline = playouts("baseline", 10, 11, None, |view| {
        assert_same_distribution(view);
        assert_names_only_what_the_seat_saw(view);
    });
    assert!(random > 1_000 && baseline > 100, "{random} {baseline}");
}

#[test]
fn aid_document_through_the_registry_interface_reads_the_views_json() {
    let host = Host::<HaventACluedo>::default();
    assert_eq!(host.aid_solver(), Some("cluedo"));
    playouts("random", 10, 13, None, |view| {
        let json = serde_json::to_value(view).expect("views serialize");
        assert_eq!(host.aid_document(&json), HaventACluedo::aid_document(view));
    });
    let spectator = HaventACluedo::new(&config(3, 0), 1)
        .expect("valid config")
        .view(Viewer::Spectator);
    assert_eq!(HaventACluedo::aid_document(&spectator), None);
    assert_eq!(
        host.aid_document(&serde_json::json!({"not": "a view"})),
        None
    );
}

/// A suggestion nobody could answer (HC-7) is in the document as the
/// suggester's "one of" fact, and the solver reads it as the view's solver does.
#[test]
fn aid_document_carries_suggestions_nobody_answered() {
    let mut nobody = 0;
    playouts("baseline", 40, 5, Some(2), |view| {
        let document = HaventACluedo::aid_document(view).expect("a document");
        nobody += document["facts"]
            .as_array()
            .expect("facts")
            .iter()
            .filter(|f| f.get("has_one_of").is_some())
            .count();
        assert_same_distribution(view);
    });
    assert!(nobody > 0, "no playout had a suggestion nobody answered");
}
