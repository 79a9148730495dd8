//! Special rules a case may switch on (docs/content/watson-holmes.md, "Special
//! rules"), played through the checked entry point.

use sleuth_core::{Game, PlayError, Seat};
use sleuth_watson_holmes::testing::Table;
use sleuth_watson_holmes::{Action, Config, Error, WatsonHolmes};

fn table() -> Table {
    let config: Config = WatsonHolmes::config_for_players(3);
    Table::new(&config, 7)
}

/// `carriage_stop_closed`: the Carriage Stop is refused with its own sentence and
/// changes nothing, is never offered, and every view says it is closed.
#[test]
fn a_closed_carriage_stop_is_refused_never_offered_and_shown_closed() {
    let open = table();
    let seat = open.turn().expect("someone places first");
    assert!(open.view(seat).carriage_stop_open);
    assert!(
        open.game
            .legal_actions(Seat(seat))
            .contains(&Action::CarriageStop)
    );

    let mut closed = table().with_case_rules(|rules| rules.carriage_stop_closed = true);
    let before = closed.game.clone();
    let refused = closed
        .act(seat, Action::CarriageStop)
        .expect_err("the Carriage Stop is closed");
    assert!(
        matches!(refused, PlayError::Illegal(Error::CarriageStopClosed)),
        "{refused}"
    );
    assert_eq!(
        refused.to_string(),
        "the Carriage Stop is closed in this case: no carriages can be gained"
    );
    assert_eq!(closed.game, before, "a refused action changes nothing");
    assert!(
        !closed
            .game
            .legal_actions(Seat(seat))
            .contains(&Action::CarriageStop)
    );
    for viewer in 0..3 {
        assert!(!closed.view(viewer).carriage_stop_open);
    }
    assert!(!closed.spectator().carriage_stop_open);
    // 221B stays open.
    closed.act(seat, Action::BakerStreet).expect("221B is open");
}
