//! End to end in headless Chromium: the Almost Innocent campaign page. From the
//! lobby a person names their group (hostile text included: it is shown as text),
//! sees the campaign's scenarios in order with what each unlocks, starts the next
//! scenario and lands on its match page; at 360 px the page does not scroll
//! sideways. Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh sets it).

mod support;

use std::time::{Duration, Instant};

use support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_opens_its_campaign_and_starts_the_next_scenario_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-campaign", "sleuth-campaign-ui").await;
    let (addr, root, scratch) = (s.addr, s.root.clone(), s.scratch.clone());
    let browser = s.browser("campaign", "profile").await;
    browser.resize(360, 740).await;

    browser.goto(&format!("http://{addr}/")).await;
    browser.wait_for("campaign-group", 20).await;
    let group = "<img src=x onerror=alert(1)> Club";
    browser.type_into("campaign-group", group).await;
    browser.click("campaign-open").await;
    browser.wait_for("campaign-step-7", 20).await;

    // The group's name is shown as text, never as markup.
    assert_eq!(
        browser.text("campaign-title").await,
        format!("Campaign: {group}")
    );
    let images = browser
        .script("return document.querySelectorAll('img').length;", vec![])
        .await;
    assert_eq!(images, 0, "the group name became markup");
    let first = browser.text("campaign-step-0").await;
    assert!(first.contains("unlocks Din"), "{first}");
    assert!(
        browser
            .text("campaign-status")
            .await
            .contains("No match finished yet"),
        "a new group has played nothing"
    );
    let next = browser.text("campaign-next").await;
    assert!(next.starts_with("Next at easy: "), "{next}");
    browser.assert_no_sideways_scroll("the campaign page").await;
    browser.screenshot(&root, "campaign-360").await;

    // Start the next scenario: the match page opens with the campaign's config.
    browser.click("campaign-start").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !browser.url().await.contains("#/match/") {
        assert!(Instant::now() < deadline, "no match page after starting");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.wait_for("seats", 20).await;
    let url = browser.url().await;
    let id = url.rsplit('/').next().expect("a match id").to_owned();
    let summary = browser
        .script(
            "return fetch('/api/matches/' + arguments[0]).then((r) => r.json());",
            vec![serde_json::json!(id)],
        )
        .await;
    assert_eq!(summary["config"]["campaign"], group, "{summary}");
    assert_eq!(summary["config"]["scenario"], "spiced-tea", "{summary}");
    browser.screenshot(&root, "campaign-match-360").await;
    browser.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}
