//! End to end in headless Chromium: learning a game's rules in the app. Each
//! game's rules page opens from its lobby card and reads at phone width without
//! sideways scrolling; at a Lady Alice table the Rules button opens the same page
//! beside the game, and a game word on the table, tapped, explains itself in a
//! bubble with the glossary's sentence. Runs when SLEUTH_BROWSER_TESTS=1.

mod support;

use std::time::{Duration, Instant};

use support::*;

const GAMES: [&str; 5] = [
    "lady-alice",
    "havent-a-cluedo",
    "almost-innocent",
    "watson-holmes",
    "lateral-puzzles",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_has_a_rules_page_and_a_table_explains_its_words_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-rules", "sleuth-rules-ui").await;
    let (addr, root, scratch) = (s.addr, s.root.clone(), s.scratch.clone());
    let browser = s.browser("rules", "profile").await;

    // From the lobby card to the rules page, for every game, at both widths.
    for (width, height) in [(1366, 900), (360, 740)] {
        browser.resize(width, height).await;
        for game in GAMES {
            browser.goto(&format!("http://{addr}/")).await;
            browser.click(&format!("rules-link-{game}")).await;
            let title = browser.wait_for_text("rules-title").await;
            assert!(title.ends_with("how to play"), "{game}: {title}");
            let terms = browser
                .script(
                    "return document.querySelectorAll('[data-testid=rules-glossary] dt').length;",
                    vec![],
                )
                .await;
            assert!(terms.as_u64() >= Some(10), "{game}: glossary of {terms}");
            browser
                .assert_no_sideways_scroll(&format!("the {game} rules page"))
                .await;
            browser
                .screenshot(&root, &format!("rules-{game}-{width}"))
                .await;
        }
    }

    // A Lady Alice table with two bots.
    browser.resize(1366, 900).await;
    browser.goto(&format!("http://{addr}/")).await;
    browser.select("players-select", "3").await;
    browser.click("create-lady-alice").await;
    browser.wait_for("join-seat-0", 20).await;
    browser.type_into("join-name", "Ada").await;
    browser.click("join-seat-0").await;
    browser.click("add-bot-1").await;
    browser.wait_for("add-bot-2", 20).await;
    browser.click("add-bot-2").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !browser.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.click("start").await;
    // Whoever holds the notebook, a seat sees its own evidence card.
    browser.wait_for("my-evidence", 20).await;

    for (width, height) in [(1366, 900), (360, 740)] {
        browser.resize(width, height).await;
        // The rules beside the game: the table is still there underneath.
        browser.click("rules-open").await;
        browser.wait_for("rules-panel", 20).await;
        let panel = browser
            .wait_for_text_containing("rules-panel", "Glossary")
            .await;
        assert!(panel.contains("Lady Alice"), "{panel}");
        browser
            .screenshot(&root, &format!("rules-panel-{width}"))
            .await;
        browser.click("rules-close").await;
        let deadline = Instant::now() + Duration::from_secs(10);
        while browser.find("rules-panel").await.is_some() {
            assert!(Instant::now() < deadline, "the panel does not close");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(browser.find("game-table").await.is_some());

        // A game word on the table explains itself when tapped.
        let deadline = Instant::now() + Duration::from_secs(20);
        let term = loop {
            let found = browser
                .script(
                    "const t = document.querySelector('[data-testid=game-table] .term, [data-testid=turn-prompt] .term'); \
                     if (!t) return null; t.scrollIntoView({block: 'center'}); t.click(); return t.textContent;",
                    vec![],
                )
                .await;
            if let Some(term) = found.as_str() {
                break term.to_owned();
            }
            assert!(Instant::now() < deadline, "no explained word on the table");
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let bubble = browser.wait_for_text("term-bubble").await;
        assert!(bubble.len() > term.len() + 10, "{term}: {bubble}");
        browser
            .assert_no_sideways_scroll("a table with a term's bubble")
            .await;
        browser
            .screenshot(&root, &format!("rules-term-{width}"))
            .await;
        browser
            .script("document.body.click(); return null;", vec![])
            .await;
    }
    browser.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}
