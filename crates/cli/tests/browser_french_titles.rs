//! End to end in headless Chromium: a French reader creates matches whose
//! content is in French (a Watson & Holmes case, an Almost Innocent scenario)
//! from the lobby and sees, on the match page, the piece's French title in the
//! facts line and the bots named in French; the campaign page titles its
//! scenarios in French and starts the French scenario. Screenshots at 1366 and
//! 360 px in test-output/browser-french-titles/. Runs when
//! SLEUTH_BROWSER_TESTS=1.

mod support;

use std::time::{Duration, Instant};

use support::*;

/// Waits until the element `id` exists and its text contains `needle`.
async fn wait_for_containing(browser: &Browser, id: &str, needle: &str) -> String {
    browser.wait_for_text_containing(id, needle).await
}

/// Waits until the select `id` has the value `value` (the content-language
/// menu is drawn after the server says which languages the piece has).
async fn wait_for_value(browser: &Browser, id: &str, value: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let found = browser
            .script(
                "const e = document.querySelector(arguments[0]); return e ? e.value : null;",
                vec![serde_json::json!(testid(id))],
            )
            .await;
        if found == value {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{id} never became {value:?} (it is {found})"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Creates a match of `game` from the French lobby with `piece` chosen in
/// the `key` menu, in French; lands on its match page.
async fn create_in_french(
    browser: &Browser,
    addr: std::net::SocketAddr,
    game: &str,
    key: &str,
    piece: &str,
) {
    browser.goto(&format!("http://{addr}/")).await;
    browser.wait_for(&format!("create-{game}"), 20).await;
    browser.select(&format!("players-select-{game}"), "2").await;
    browser
        .select(&format!("variant-{game}-{key}"), piece)
        .await;
    wait_for_value(browser, &format!("content-language-{game}"), "fr").await;
    let before = browser.url().await;
    browser.click(&format!("create-{game}")).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while browser.url().await == before || !browser.url().await.contains("#/match/") {
        assert!(Instant::now() < deadline, "no match page after creating");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.wait_for("seats", 20).await;
}

/// Screenshots of the page at 1366 and 360 px (nothing scrolls sideways at 360).
async fn screenshots(browser: &Browser, root: &std::path::Path, name: &str) {
    browser.resize(1366, 900).await;
    browser.scroll_to_top().await;
    browser.screenshot(root, &format!("{name}-1366")).await;
    browser.resize(360, 780).await;
    browser.scroll_to_top().await;
    browser.assert_no_sideways_scroll(name).await;
    browser.screenshot(root, &format!("{name}-360")).await;
    browser.resize(1366, 900).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_reader_sees_french_titles_and_bot_names_on_the_match_page() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-french-titles", "sleuth-french-titles").await;
    let (addr, root) = (s.addr, s.root.clone());
    let camille = s
        .browser_in_language("camille", "profile-camille", "fr-FR,fr;q=0.9")
        .await;
    camille.resize(1366, 900).await;

    // Watson & Holmes, case 00 in French, a bot in seat 2.
    create_in_french(
        &camille,
        addr,
        "watson-holmes",
        "case",
        "the-tallow-merchants-ledger",
    )
    .await;
    let fact =
        wait_for_containing(&camille, "fact-case", "Le Grand Livre du marchand de suif").await;
    assert!(!fact.contains("Tallow"), "{fact}");
    camille.click("add-bot-1").await;
    let seats = wait_for_containing(&camille, "seats", "Bot de base").await;
    assert!(!seats.contains("baseline bot"), "{seats}");
    screenshots(&camille, &root, "01-case-in-french").await;

    // Almost Innocent, the first scenario in French, a solver bot.
    create_in_french(&camille, addr, "almost-innocent", "scenario", "spiced-tea").await;
    let fact = wait_for_containing(&camille, "fact-scenario", "Une tournée de thé épicé").await;
    assert!(!fact.contains("Spiced Tea"), "{fact}");
    camille.select("bot-select-1", "solver").await;
    camille.click("add-bot-1").await;
    let seats = wait_for_containing(&camille, "seats", "Bot solveur").await;
    assert!(!seats.contains("solver bot"), "{seats}");
    screenshots(&camille, &root, "02-scenario-in-french").await;

    // The campaign: its scenarios titled in French, the next one played in French.
    camille
        .goto(&format!("http://{addr}/#/campaign/les-curieux"))
        .await;
    let first = wait_for_containing(
        &camille,
        "campaign-step-0-title",
        "Une tournée de thé épicé",
    )
    .await;
    assert!(!first.contains("Spiced"), "{first}");
    let next = camille
        .wait_for_text_containing("campaign-next", "Une tournée")
        .await;
    assert!(!next.contains("Spiced"), "{next}");
    screenshots(&camille, &root, "03-campaign-in-french").await;
    camille.click("campaign-start").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !camille.url().await.contains("#/match/") {
        assert!(Instant::now() < deadline, "no match page after starting");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    camille.wait_for("seats", 20).await;
    wait_for_containing(&camille, "fact-scenario", "Une tournée de thé épicé").await;
    screenshots(&camille, &root, "04-campaign-match-in-french").await;
    camille.close().await;
}

/// The lobby's case and scenario menus name each piece in the content language
/// chosen beside them when it exists there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_menus_name_pieces_in_the_chosen_content_language() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-french-titles-lobby", "sleuth-french-titles-lobby").await;
    let (addr, root) = (s.addr, s.root.clone());
    let camille = s
        .browser_in_language("camille", "profile-camille", "fr-FR,fr;q=0.9")
        .await;
    camille.resize(1366, 900).await;
    camille.goto(&format!("http://{addr}/")).await;
    camille.wait_for("create-watson-holmes", 20).await;
    camille
        .select("variant-watson-holmes-case", "the-tallow-merchants-ledger")
        .await;
    wait_for_value(&camille, "content-language-watson-holmes", "fr").await;
    options::wait_for_option_text(
        &camille,
        "variant-watson-holmes-case",
        "the-tallow-merchants-ledger",
        "Le Grand Livre du marchand de suif",
    )
    .await;
    // Back to English: the menu reads English again.
    camille.select("content-language-watson-holmes", "en").await;
    options::wait_for_option_text(
        &camille,
        "variant-watson-holmes-case",
        "the-tallow-merchants-ledger",
        "The Tallow Merchant",
    )
    .await;
    camille.select("content-language-watson-holmes", "fr").await;
    camille.scroll_to("variant-watson-holmes-case").await;
    camille.screenshot(&root, "lobby-menu-1366").await;
    camille.close().await;
}
