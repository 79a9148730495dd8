//! The learning aid through the registry, as the server uses it: a game that
//! offers the aid names a solver the registry offers, and that solver answers
//! every seat's document over seeded random games (through the erased
//! interface: the seat's view as JSON in, the document out).

use sleuth_core::{Seat, SleuthRng, Viewer, derive_seed};

#[test]
fn every_aid_names_a_solver_the_registry_offers_and_it_answers_each_seat() {
    let registry = sleuth_games::registry();
    let mut with_aid = Vec::new();
    for game in registry.games() {
        let info = game.info();
        let Some(name) = game.aid_solver() else {
            continue;
        };
        with_aid.push(info.id);
        let solver = registry
            .solver(name)
            .unwrap_or_else(|| panic!("{} names the solver {name:?}, not offered", info.id));
        let mut answered = 0;
        for seed in 0..4u64 {
            let players =
                info.min_players + (seed as u8 % (info.max_players - info.min_players + 1));
            let mut game_match = game
                .new_match(&game.default_config(players), seed)
                .expect("the default config sets a match up");
            let mut rng = SleuthRng::from_seed(derive_seed(seed, 0xA1D));
            for step in 0..60 {
                if step % 6 == 0 || game_match.outcome().is_some() {
                    for s in 0..game_match.players() {
                        let view = game_match.view(Viewer::Seat(Seat(s as u8)));
                        let document = game
                            .aid_document(&view)
                            .unwrap_or_else(|| panic!("{}: a seat's view has a document", info.id));
                        let answer = solver.solve(document.to_string().as_bytes());
                        assert!(answer.is_ok(), "{}: {answer:?} for {document}", info.id);
                        answered += 1;
                    }
                    assert_eq!(game.aid_document(&game_match.view(Viewer::Spectator)), None);
                }
                if game_match.outcome().is_some() {
                    break;
                }
                let seat = game_match
                    .waiting_for()
                    .iter()
                    .next()
                    .expect("a seat to move");
                let legal = game_match.legal_actions(seat);
                let action = legal[rng.below(legal.len() as u64) as usize].clone();
                game_match.play(seat, &action).expect("a legal action");
            }
        }
        assert!(answered > 0);
    }
    with_aid.sort_unstable();
    assert_eq!(with_aid, ["havent-a-cluedo", "lady-alice"]);
}
