//! The rulebook's own examples as tests.

use sleuth_core::{Game, Seat};
use sleuth_watson_holmes::{Action, Error, Placement, WatsonHolmes};

fn play(
    game: &mut WatsonHolmes,
    seat: Seat,
    action: Action,
) -> Result<(), sleuth_core::PlayError<Error>> {
    let mut events = Vec::new();
    game.play(seat, &action, &mut events)
}

fn visit(location: u16, carriages: u32) -> Action {
    Action::Visit {
        location,
        carriages,
        call_off: false,
        toby: false,
    }
}

/// "Marco … places his Player Pawn and 1 Carriage Token on the card. Ivan … places his
/// pawn on the card along with 2 Carriage Tokens, therefore outbidding Marco who must
/// take back his pawn and return his Carriage Token to the stockpile. On his next turn
/// Marco … plays 3 Carriage Tokens to outbid Ivan. Ivan therefore takes back his Player
/// Pawn and one of his Carriage Tokens, placing the other … in the stockpile. On his
/// next turn, Ivan … visits 'Scotland Yard' on foot."
#[test]
fn outbidding_returns_all_carriages_but_one_as_in_the_port_example() {
    let config = WatsonHolmes::config_for_players(2);
    let mut game = WatsonHolmes::new(&config, 7).expect("setup");
    let marco = game.waiting_for().first_seat().expect("the Diary holder");
    let ivan = Seat(1 - marco.0);
    let carriages = |g: &WatsonHolmes, s: Seat| {
        g.view(sleuth_core::Viewer::Spectator).players[s.index()].carriages
    };
    // Location 8 plays the Port; 4 is Scotland Yard.
    play(&mut game, marco, visit(8, 1)).expect("Marco by carriage");
    assert_eq!(carriages(&game, marco), 9);
    // Ivan must bid at least one more.
    let refused = play(&mut game, ivan, visit(8, 1)).expect_err("a tie does not outbid");
    assert!(refused.to_string().contains("at least 2"), "{refused}");
    play(&mut game, ivan, visit(8, 2)).expect("Ivan outbids");
    assert_eq!(carriages(&game, ivan), 8);
    assert_eq!(
        carriages(&game, marco),
        9,
        "Marco's one carriage went to the stock"
    );
    assert_eq!(
        game.waiting_for().first_seat(),
        Some(marco),
        "Marco chooses again"
    );
    play(&mut game, marco, visit(8, 3)).expect("Marco outbids back");
    assert_eq!(carriages(&game, marco), 6);
    assert_eq!(carriages(&game, ivan), 9, "Ivan takes back one of his two");
    play(&mut game, ivan, visit(4, 0)).expect("Ivan walks to Scotland Yard");
    let view = game.view(sleuth_core::Viewer::Spectator);
    assert_eq!(
        view.players[marco.index()].placement,
        Some(Placement::Location {
            number: 8,
            bid: 3,
            toby: false
        })
    );
    // The last to place takes the Diary (WH-8).
    assert_eq!(view.diary, ivan);
    assert_eq!(view.phase, "reading");
}
