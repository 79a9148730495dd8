//! The interface in each reader's language, in headless Chromium (a real
//! `sleuth serve`, Debian's chromium and chromedriver): Claire's browser asks for
//! French and Ada's for English, on the same site at the same time; each header
//! speaks its reader's language (the catalogues of crates/i18n, formatted by
//! web/i18n.js), at 1366 and 360 px. Then Claire picks English in the header's
//! switch, which her browser remembers, and French again.
//!
//! Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh); screenshots go to
//! test-output/browser-i18n/.
mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::*;

/// The page's language and the header's Play link and tagline, as shown.
const HEADER_WORDS: &str = "return [document.documentElement.lang, \
    document.querySelector('[data-i18n=\"nav-play\"]').textContent, \
    document.querySelector('[data-i18n=\"site-tagline\"]').textContent, \
    !!document.querySelector('[data-testid=\"language-switch\"]')];";

/// Waits until the header shows `expected` ([lang, play, tagline, switch shown]).
async fn wait_for_header(browser: &Browser, expected: Value) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let seen = browser.script(HEADER_WORDS, vec![]).await;
        if seen == expected {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{}: the header shows {seen}, not {expected}",
            browser.name
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_browser_reads_french_and_an_english_one_english_on_the_same_site() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-i18n", "sleuth-i18n-ui").await;
    let (addr, root) = (s.addr, s.root.clone());
    let claire = s
        .browser_in_language("claire", "claire", "fr-FR,fr;q=0.9")
        .await;
    let ada = s.browser("ada", "ada").await;
    let french = json!([
        "fr",
        "Jouer",
        "jeux de déduction à informations cachées",
        true
    ]);
    let english = json!([
        "en",
        "Play",
        "deduction games with hidden information",
        true
    ]);
    for (width, height) in [(1366, 900), (360, 740)] {
        for browser in [&claire, &ada] {
            browser.resize(width, height).await;
            browser.goto(&format!("http://{addr}/")).await;
        }
        wait_for_header(&claire, french.clone()).await;
        wait_for_header(&ada, english.clone()).await;
        claire.assert_no_sideways_scroll("the French lobby").await;
        // A count formatted with the language's plural rule.
        let online = claire
            .wait_for_text_containing("online-now", "en ligne")
            .await;
        assert!(
            online.ends_with("personne en ligne") || online.ends_with("personnes en ligne"),
            "{online}"
        );
        ada.wait_for_text_containing("online-now", "online now")
            .await;
        claire.screenshot(&root, &format!("lobby-fr-{width}")).await;
        ada.screenshot(&root, &format!("lobby-en-{width}")).await;
    }

    // Claire prefers English after all: her browser remembers it across visits.
    claire.select("language-switch", "en").await;
    wait_for_header(&claire, english.clone()).await;
    claire
        .goto(&format!("http://{addr}/#/rules/lady-alice"))
        .await;
    wait_for_header(&claire, english.clone()).await;
    claire.select("language-switch", "fr").await;
    wait_for_header(&claire, french.clone()).await;
    claire.screenshot(&root, "switched-back-fr-360").await;
    claire.close().await;
    ada.close().await;
}
