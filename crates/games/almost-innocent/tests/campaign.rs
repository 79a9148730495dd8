//! The campaign (the rulebook's "livret de campagne"): the shipped order and
//! unlocks, progress applied from finished matches, the next scenario, and next
//! configs that offer only unlocked abilities and set up a real game.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use sleuth_almost_innocent::campaign::{Campaign, CampaignError, Progress};
use sleuth_almost_innocent::{Ability, AlmostInnocent, Difficulty, scenarios};
use sleuth_core::Game;

#[test]
fn the_shipped_campaign_lists_every_scenario_once_in_order() {
    let campaign = Campaign::shipped();
    let ids: Vec<&str> = campaign.steps.iter().map(|s| s.scenario.as_str()).collect();
    let shipped: Vec<&str> = scenarios().iter().map(|b| b.id.as_str()).collect();
    assert_eq!(ids, shipped);
    // Every ability a scenario offers is unlocked by an earlier or the same step.
    let mut unlocked: Vec<Ability> = Vec::new();
    for step in &campaign.steps {
        unlocked.extend(&step.unlocks);
    }
    assert_eq!(unlocked.len(), 5);
}

#[test]
fn bad_campaigns_are_refused_with_a_sentence() {
    let unknown = "[[step]]\nscenario = \"nowhere\"\n";
    assert_eq!(
        Campaign::parse(unknown).unwrap_err(),
        CampaignError::UnknownScenario(1, "nowhere".into())
    );
    let twice = "[[step]]\nscenario = \"spiced-tea\"\n[[step]]\nscenario = \"spiced-tea\"\n";
    assert!(matches!(
        Campaign::parse(twice).unwrap_err(),
        CampaignError::Duplicate(2, _)
    ));
    let unlock_twice = "[[step]]\nscenario = \"spiced-tea\"\nunlocks = [\"din\"]\n[[step]]\nscenario = \"mill-at-dawn\"\nunlocks = [\"din\"]\n";
    let err = Campaign::parse(unlock_twice).unwrap_err();
    assert_eq!(
        err.to_string(),
        "campaign step 2: din is unlocked twice in the campaign"
    );
    assert!(matches!(
        Campaign::parse("step = 3").unwrap_err(),
        CampaignError::Syntax(_)
    ));
}

#[test]
fn winning_unlocks_abilities_and_losing_notes_only_the_match() {
    let campaign = Campaign::shipped();
    let mut progress = Progress::default();
    assert_eq!(
        progress.next(campaign, Difficulty::Easy).unwrap().scenario,
        "spiced-tea"
    );
    let first = progress.next_config(campaign, 3, Difficulty::Easy).unwrap();
    assert_eq!(first.abilities, Some(vec![]));
    // A loss: played, nothing won or unlocked.
    let lost = progress.apply(campaign, &first, false).unwrap();
    assert!(!lost.won && lost.newly_unlocked.is_empty());
    assert_eq!(progress.played, 1);
    assert!(progress.unlocked.is_empty());
    // A win unlocks Din, once.
    let won = progress.apply(campaign, &first, true).unwrap();
    assert!(won.first_win);
    assert_eq!(won.newly_unlocked, [Ability::Din]);
    let again = progress.apply(campaign, &first, true).unwrap();
    assert!(!again.first_win && again.newly_unlocked.is_empty());
    assert!(progress.has_won("spiced-tea", Difficulty::Easy));
    assert!(!progress.has_won("spiced-tea", Difficulty::Detective));
    assert_eq!(
        progress.next(campaign, Difficulty::Easy).unwrap().scenario,
        "mill-at-dawn"
    );
    // Detective is a campaign of its own for "next", but unlocks are shared.
    assert_eq!(
        progress
            .next(campaign, Difficulty::Detective)
            .unwrap()
            .scenario,
        "spiced-tea"
    );
    let mut outside = first.clone();
    outside.scenario = "nowhere".into();
    assert_eq!(
        progress.apply(campaign, &outside, true).unwrap_err(),
        CampaignError::NotInCampaign("nowhere".into())
    );
}

#[test]
fn next_configs_offer_only_unlocked_abilities_and_set_up_a_game() {
    let campaign = Campaign::shipped();
    let mut progress = Progress::default();
    // Win the first four: Din, Teor, Edd unlocked; Okra and Valia not yet.
    for _ in 0..4 {
        let config = progress
            .next_config(campaign, 3, Difficulty::Medium)
            .unwrap();
        progress.apply(campaign, &config, true).unwrap();
    }
    assert_eq!(
        progress.unlocked.iter().copied().collect::<Vec<_>>(),
        [Ability::Din, Ability::Teor, Ability::Edd]
    );
    let friends = progress
        .next_config(campaign, 3, Difficulty::Medium)
        .unwrap();
    assert_eq!(friends.scenario, "friends-in-need");
    assert_eq!(
        friends.abilities,
        Some(vec![Ability::Din, Ability::Teor, Ability::Edd])
    );
    AlmostInnocent::new(&friends, 1).unwrap();
    progress.apply(campaign, &friends, true).unwrap();
    // The Queen's stroll offers Okra, Valia, Din: Valia is still locked.
    let stroll = progress
        .next_config(campaign, 2, Difficulty::Medium)
        .unwrap();
    assert_eq!(stroll.scenario, "the-queens-stroll");
    assert_eq!(stroll.abilities, Some(vec![Ability::Okra]));
    assert_eq!(stroll.shared_ability, Some(Ability::Din));
    let game = AlmostInnocent::new(&stroll, 1).unwrap();
    let offered: Vec<Ability> = game
        .view(sleuth_core::Viewer::Spectator)
        .abilities
        .iter()
        .map(|a| a.ability)
        .collect();
    assert!(!offered.contains(&Ability::Valia), "{offered:?}");
    for players in 2..=5u8 {
        let config = progress.next_config(campaign, players, Difficulty::Easy);
        AlmostInnocent::new(&config.unwrap(), 3).unwrap();
    }
    // Everything won: no next scenario.
    while let Some(config) = progress.next_config(campaign, 4, Difficulty::Medium) {
        progress.apply(campaign, &config, true).unwrap();
    }
    assert_eq!(progress.unlocked.len(), 5);
    assert!(progress.next(campaign, Difficulty::Medium).is_none());
}

#[test]
fn progress_round_trips_through_json() {
    let campaign = Campaign::shipped();
    let mut progress = Progress::default();
    let config = progress.next_config(campaign, 2, Difficulty::Easy).unwrap();
    progress.apply(campaign, &config, true).unwrap();
    let text = serde_json::to_string(&progress).unwrap();
    assert_eq!(
        text,
        r#"{"won":{"easy":["spiced-tea"]},"unlocked":["din"],"played":1}"#
    );
    assert_eq!(serde_json::from_str::<Progress>(&text).unwrap(), progress);
    assert_eq!(
        serde_json::from_str::<Progress>("{}").unwrap(),
        Progress::default()
    );
}

#[test]
fn group_names_are_normalised_and_hostile_ones_refused() {
    use sleuth_almost_innocent::campaign::{GroupNameError, MAX_GROUP_CHARS, group_name};
    assert_eq!(
        group_name("  The Tuesday Club ").unwrap(),
        "The Tuesday Club"
    );
    // "e" + combining acute accent becomes "é" (NFC).
    assert_eq!(group_name("Ame\u{301}lie").unwrap(), "Am\u{e9}lie");
    // Markup is only text: allowed, stored and shown as text.
    assert_eq!(
        group_name("<script>x</script>").unwrap(),
        "<script>x</script>"
    );
    assert!(matches!(
        group_name("club\u{0}"),
        Err(GroupNameError::Forbidden { position: 5, .. })
    ));
    let bidi = group_name("club\u{202E}bulc").unwrap_err();
    assert_eq!(
        bidi.to_string(),
        "a campaign group name may not contain bidirectional controls: U+202E at character 5"
    );
    assert!(group_name("a\nb").is_err());
    assert!(group_name("a\u{200B}b").is_err());
    assert_eq!(group_name("   "), Err(GroupNameError::Empty));
    assert_eq!(group_name("\u{200D}"), Err(GroupNameError::Invisible));
    assert!(group_name(&"x".repeat(MAX_GROUP_CHARS)).is_ok());
    assert_eq!(
        group_name(&"x".repeat(MAX_GROUP_CHARS + 1)),
        Err(GroupNameError::TooLong(MAX_GROUP_CHARS + 1))
    );
    assert_eq!(
        group_name(&"x".repeat(100_000)),
        Err(GroupNameError::TooLong(100_000))
    );
}

#[test]
fn the_campaign_field_is_checked_and_does_not_change_play() {
    let campaign = Campaign::shipped();
    let progress = Progress::default();
    let plain = progress.next_config(campaign, 3, Difficulty::Easy).unwrap();
    assert_eq!(plain.campaign, None);
    // Left out of the JSON when absent, so configs and records stay as before.
    let json = serde_json::to_value(&plain).unwrap();
    assert!(json.get("campaign").is_none(), "{json}");
    let mut grouped = plain.clone();
    grouped.campaign = Some("The Tuesday Club".into());
    assert_eq!(
        serde_json::to_value(&grouped).unwrap()["campaign"],
        "The Tuesday Club"
    );
    // Same seed, same actions: the same game, the group aside.
    let a = AlmostInnocent::new(&plain, 42).unwrap();
    let b = AlmostInnocent::new(&grouped, 42).unwrap();
    let strip = |g: &AlmostInnocent| {
        let mut v = serde_json::to_value(g.view(sleuth_core::Viewer::Everyone)).unwrap();
        v.as_object_mut().unwrap().remove("config");
        v
    };
    assert_eq!(strip(&a), strip(&b));
    assert_eq!(a.to_move(), b.to_move());
    // A hostile or unnormalised group is refused with a sentence.
    for bad in [
        "",
        "club\u{0}",
        "evil\u{202E}",
        "  padded  ",
        "Ame\u{301}lie",
    ] {
        let mut config = plain.clone();
        config.campaign = Some(bad.into());
        let err = AlmostInnocent::new(&config, 1).unwrap_err();
        assert!(err.to_string().contains("campaign group name"), "{err}");
    }
    // An old config without the field still parses.
    let old: sleuth_almost_innocent::Config =
        serde_json::from_str(r#"{"players":3,"scenario":"spiced-tea"}"#).unwrap();
    assert_eq!(old.campaign, None);
}
