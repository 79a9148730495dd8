//! End to end in headless Chromium, at phone width (360 px): a person plays a whole
//! Watson & Holmes case against a baseline bot. They create the match from the
//! lobby with case 0, read a location card in the reading panel (WH-5), keep
//! hostile text in their server-kept notebook (shown as text, never markup), go to
//! 221B Baker Street, pick and type their answers, and see Holmes's solution at
//! the end. Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh sets it).

mod support;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use support::*;

const CASE: &str = "the-tallow-merchants-ledger";
const NOTE: &str = "<img src=x onerror=alert(1)> Wimble: choir till ten";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_case_is_played_to_the_end_against_a_bot_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let root =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test-output/browser-watson-holmes");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("test-output");
    let scratch = std::env::temp_dir().join(format!("sleuth-wh-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let (_server, addr) = serve(&scratch.join("data"));
    let (_driver, driver) = start_chromedriver().await;
    let browser = Browser::open(&driver, "holmes", &scratch.join("profile")).await;
    browser.resize(360, 740).await;

    browser.goto(&format!("http://{addr}/")).await;
    browser.wait_for("create-watson-holmes", 20).await;
    browser.select("players-select-watson-holmes", "2").await;
    browser.select("variant-watson-holmes-case", CASE).await;
    browser.click("create-watson-holmes").await;
    browser.wait_for("join-seat-0", 20).await;
    browser.type_into("join-name", "Ada").await;
    browser.click("join-seat-0").await;
    browser.wait_for("add-bot-1", 20).await;
    browser.click("add-bot-1").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !browser.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.click("start").await;
    browser.wait_for("wh-board", 20).await;
    browser
        .wait_for_text_containing("wh-case-title", "Tallow Merchant")
        .await;
    browser
        .wait_for_text_containing("wh-questions", "Who took the ledger")
        .await;
    browser.screenshot(&root, "table-360").await;
    browser
        .assert_no_sideways_scroll("the Watson & Holmes table")
        .await;
    assert!(
        !browser.script("return document.querySelector('[data-testid=\"replay-link\"]').offsetParent !== null;", vec![]).await.as_bool().unwrap_or(true),
        "the replay link shows before the end"
    );
    browser.scroll_to("wh-board").await;
    browser.screenshot(&root, "board-360").await;

    // Round 1: visit the counting-house (a lead) on foot, read it, take notes.
    wait_for_my_visit(&browser).await;
    browser.click("wh-visit-1").await;
    browser.wait_for("wh-done-reading", 30).await;
    let text = browser.wait_for_text("wh-read-1").await;
    assert!(
        text.contains("Chubb lock"),
        "the card's text is shown: {text}"
    );
    browser.type_into("wh-notebook", NOTE).await;
    browser.click("wh-notebook-save").await;
    browser.wait_for("wh-notebook-saved", 20).await;
    let images = browser
        .script("return document.querySelectorAll('img').length;", vec![])
        .await;
    assert_eq!(images, 0, "the notebook became markup");
    browser.screenshot(&root, "reading-360").await;
    browser.click("wh-done-reading").await;

    // Round 2: the card is back in its place (WH-5), the notes stay. Go to 221B.
    wait_for_my_visit(&browser).await;
    assert!(
        browser.find("wh-read-1").await.is_none(),
        "the card went back"
    );
    let notes = browser
        .script(
            "return document.querySelector('[data-testid=\"wh-notebook\"]').value;",
            vec![],
        )
        .await;
    assert_eq!(notes, serde_json::json!(NOTE));
    browser.click("wh-baker-street").await;

    // Reading: nothing to read at 221B; done. Then answer: pick and type.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if browser.find("wh-answer-form").await.is_some() {
            break;
        }
        if browser.find("wh-done-reading").await.is_some() {
            browser.try_click("wh-done-reading").await;
        }
        assert!(Instant::now() < deadline, "never reached the answer form");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    browser.select("wh-answer-choice-0", "Cecil Pell").await;
    browser
        .select("wh-answer-choice-1", "The Blue Anchor")
        .await;
    browser
        .type_into("wh-answer-2", "to hide his forgeries")
        .await;
    browser.screenshot(&root, "answering-360").await;
    browser.click("wh-answer-send").await;

    browser
        .wait_for_text_containing("wh-solution", "Holmes's solution")
        .await;
    browser
        .wait_for_text_containing("turn-prompt", "solved by Ada")
        .await;
    browser.assert_no_sideways_scroll("the closed case").await;
    browser.scroll_to("wh-solution").await;
    browser.screenshot(&root, "solved-360").await;
    // The session ends its Chromium (chromedriver alone leaves it running).
    browser.close().await;
}

/// Waits until it is this browser's turn to place its pawn (the bot may act first).
async fn wait_for_my_visit(browser: &Browser) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if browser.find("wh-carriage-stop").await.is_some() {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "never my turn: {}",
            browser.text("turn-prompt").await
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}
