use sleuth_almost_innocent::*;
use sleuth_core::harness::{PlayoutOptions, check_random_playouts, check_view_secrecy};

#[test]
fn smoke() {
    for (name, text) in content::SCENARIO_FILES {
        let p = check_scenario(name, text);
        assert!(p.is_empty(), "{p:#?}");
    }
    assert_eq!(scenarios().len(), 8);
    for b in scenarios() {
        for players in 2..=5u8 {
            for difficulty in Difficulty::ALL {
                let config = Config { players, scenario: b.id.clone(), difficulty, abilities: None, shared_ability: None };
                let stats = check_random_playouts::<AlmostInnocent>(&config, &PlayoutOptions { games: 5, seed: 1, bot: "random", exhaustive_games: 1 });
                let stats2 = check_random_playouts::<AlmostInnocent>(&config, &PlayoutOptions { games: 5, seed: 1, bot: "baseline", exhaustive_games: 1 });
                eprintln!("{} {players} {difficulty:?} {} {}", b.id, stats.longest, stats2.longest);
                check_view_secrecy::<AlmostInnocent>(&config, 2, 3);
            }
        }
    }
}
