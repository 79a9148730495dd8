//! A case written in the studio travels in the match's config (`Config::custom`):
//! it is played instead of a shipped case, replays from the config alone, shows
//! only its id, title and difficulty before the end, and is refused with every
//! problem at its place when it is not a valid case.

use sleuth_core::{Game, HostedGame, Viewer};
use sleuth_watson_holmes::{Config, WatsonHolmes, library};

fn custom_config() -> Config {
    let mut case = library::shipped()[0].clone();
    case.id = "my-own-case".into();
    case.title = "My Own Case".into();
    let mut config = WatsonHolmes::config_for_players(3);
    config.custom = Some(Box::new(case));
    config
}

#[test]
fn a_custom_case_is_played_and_its_config_round_trips() {
    let config = custom_config();
    let game = WatsonHolmes::new(&config, 5).expect("a valid case");
    let view = game.view(Viewer::Spectator);
    assert_eq!(view.case_id, "my-own-case");
    assert_eq!(view.title, "My Own Case");
    // The record keeps the config as JSON: the same case comes back from it.
    let json = serde_json::to_value(&config).unwrap();
    let back: Config = serde_json::from_value(json).unwrap();
    assert_eq!(back, config);
    let again = WatsonHolmes::new(&back, 5).unwrap();
    assert_eq!(again.view(Viewer::Spectator), view);
}

#[test]
fn the_public_config_shows_only_the_custom_cases_id_title_and_difficulty() {
    let public = WatsonHolmes::public_config(&custom_config());
    let custom = public["custom"].as_object().expect("custom kept");
    let mut keys: Vec<&str> = custom.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["difficulty", "id", "title"]);
    let text = public.to_string();
    let secret = &library::shipped()[0].locations[0].text;
    assert!(!text.contains(secret.as_str()), "a card's text leaked");
    assert!(!text.contains("solution"));
    // A shipped case's config has no custom field at all.
    let shipped = WatsonHolmes::public_config(&WatsonHolmes::config_for_players(3));
    assert!(shipped.get("custom").is_none(), "{shipped}");
}

#[test]
fn an_invalid_custom_case_is_refused_with_each_problem_at_its_place() {
    let mut config = custom_config();
    if let Some(case) = config.custom.as_mut() {
        case.title = String::new();
        case.leads = vec![999];
    }
    let error = WatsonHolmes::new(&config, 1).expect_err("not a valid case");
    assert!(
        error
            .to_string()
            .starts_with("the case written for this match has problems"),
        "{error}"
    );
    let problems = WatsonHolmes::config_problems(&serde_json::to_value(&config).unwrap());
    let places: Vec<&str> = problems.iter().map(|p| p.place.as_str()).collect();
    assert!(places.contains(&"custom.title"), "{places:?}");
    assert!(places.contains(&"custom.leads"), "{places:?}");
    // Not a case at all: one problem saying so, at `custom`.
    let problems = WatsonHolmes::config_problems(&serde_json::json!({
        "players": 3, "custom": {"title": 7}
    }));
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].place, "custom");
}

/// The bots of a match of a studio case read that case's facts
/// (`HostedGame::bot_for_config`): solver bots solve it, as they solve the
/// shipped case it copies. Without the case they would find no facts and wander.
#[test]
fn the_bots_of_a_custom_case_match_solve_it() {
    let config = custom_config();
    for seed in 0..5u64 {
        let mut bots: Vec<Box<dyn sleuth_core::Bot<WatsonHolmes>>> = (0..3)
            .map(|seat| {
                WatsonHolmes::bot_for_config("solver", seed * 8 + seat, &config).expect("a solver")
            })
            .collect();
        let mut events = Vec::new();
        let played =
            sleuth_core::simulate::play_game(&config, seed, &mut bots, 20_000, &mut events)
                .expect("plays");
        let outcome = played.outcome.expect("the game ends");
        assert!(
            !outcome.winners.is_empty(),
            "seed {seed}: {}",
            outcome.summary
        );
    }
}
