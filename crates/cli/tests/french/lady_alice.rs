//! Lady Alice played to the end in French (see browser_french.rs): a French
//! browser creates a three-seat match from the lobby, fills two seats with bots,
//! and plays its seat through the table (suspicions, one counter, passes) until the
//! score sheet; at every action and at the end no English interface sentence is on
//! the page. Screenshots at 1366 and 360 px in test-output/browser-french-lady-alice/.

use std::path::Path;
use std::time::{Duration, Instant};

use sleuth_core::SleuthRng;

use crate::support::*;

/// Fails with what was found when the page shows an English interface sentence.
async fn assert_french(browser: &Browser, moment: &str) {
    let english = browser.english_on_screen().await;
    assert!(
        english.is_empty(),
        "{moment}: English on the French page: {english:?}"
    );
}

/// Screenshots at 1366 and 360 px (see `screenshots_at_both_widths`), the narrow
/// page checked for English.
async fn screenshots(browser: &Browser, root: &Path, name: &str, at: Option<&str>) {
    screenshots_at_both_widths(browser, root, name, at, assert_french).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lady_alice_is_played_to_the_end_in_french_without_english_on_screen() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-french-lady-alice", "sleuth-french-la").await;
    let (addr, root) = (s.addr, s.root.clone());
    let claire = s
        .browser_in_language("claire", "profile-claire", "fr-FR,fr;q=0.9")
        .await;
    claire.resize(1366, 900).await;

    // The French lobby: a three-seat match, Claire in seat 1, bots in the others.
    claire.goto(&format!("http://{addr}/")).await;
    claire.wait_for("create-lady-alice", 20).await;
    claire.select("players-select", "3").await;
    claire.click("create-lady-alice").await;
    claire.wait_for("join-seat-0", 20).await;
    claire.type_into("join-name", "Claire").await;
    claire.click("join-seat-0").await;
    claire.click("add-bot-1").await;
    claire.wait_for("add-bot-2", 20).await;
    claire.click("add-bot-2").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !claire.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    claire.click("start").await;
    claire.wait_for("my-evidence", 20).await;
    let evidence = claire.text("my-evidence").await;
    assert!(
        evidence.to_lowercase().contains("votre preuve"),
        "{evidence}"
    );
    assert_french(&claire, "the table at the start").await;
    screenshots(&claire, &root, "01-started", None).await;

    let mut rng = SleuthRng::from_seed(7);
    let mut placed = false;
    let mut actions = 0;
    let mut deduction_shot = false;
    let mut suspicion_shot = false;
    let deadline = Instant::now() + Duration::from_secs(240);
    while claire.find("score-sheet").await.is_none() {
        assert!(
            Instant::now() < deadline,
            "the game did not end in 4 minutes ({actions} actions)"
        );
        if !suspicion_shot && claire.find("submit-suspicion").await.is_some() {
            assert_french(&claire, "the notebook holder's turn").await;
            screenshots(&claire, &root, "02-suspicion", Some("notebook")).await;
            suspicion_shot = true;
        }
        if !deduction_shot && claire.find("pass").await.is_some() {
            assert_french(&claire, "a deduction turn").await;
            screenshots(&claire, &root, "03-deduction", Some("notebook")).await;
            deduction_shot = true;
        }
        if lady_alice_take_turn(&claire, &mut rng, &mut placed).await {
            actions += 1;
            assert_french(&claire, &format!("after action {actions}")).await;
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    claire.wait_for("game-over", 10).await;
    let sheet = claire.text("score-sheet").await;
    assert!(
        sheet.contains("Claire") && sheet.contains("Total"),
        "{sheet}"
    );
    let over = claire.text("game-over").await;
    assert!(over.contains("Solution"), "{over}");
    let log = claire.text("log").await;
    assert!(
        log.contains("sourire"),
        "the log tells verdicts in French: {log}"
    );
    assert_french(&claire, "the end of the game").await;
    claire.scroll_to_top().await;
    screenshots(&claire, &root, "04-game-over", None).await;
    screenshots(&claire, &root, "05-score-sheet", Some("score-sheet")).await;
    claire.close().await;
}
