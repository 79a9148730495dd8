//! The pages around a match in French (see browser_french.rs): Claire's browser
//! asks for French, creates a Lady Alice match that allows the learning aid, sits
//! with two bots, chats, opens the learning aid, leaves her seat to a bot, watches
//! the bots finish, then opens the replay and its analysis, and last the
//! deduction assistant page (a Lady Alice notepad with one entry, and the Cluedo
//! setup). At every stage, at 1366 and 360 px, no English interface sentence of
//! the catalogues may be on screen and the page may not scroll sideways.
//! Screenshots in test-output/browser-french-match-pages/.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::support::*;

/// Checks the page as it is at both widths: no English sentence, no sideways
/// scroll at 360 px, and a screenshot at each width (back to 1366 px after).
async fn check_both_widths(browser: &Browser, root: &Path, stage: &str) {
    for (width, height) in [(1366, 900), (360, 780)] {
        browser.resize(width, height).await;
        browser.screenshot(root, &format!("{stage}-{width}")).await;
        let english = browser.english_on_screen().await;
        assert!(
            english.is_empty(),
            "{stage} at {width} px shows English: {english:?}"
        );
        if width == 360 {
            browser
                .assert_no_sideways_scroll(&format!("{stage} at 360 px"))
                .await;
        }
    }
    browser.resize(1366, 900).await;
}

/// Waits until the element's text contains `needle` (the page's own words).
async fn wait_for_words(browser: &Browser, id: &str, needle: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let text = browser.text(id).await;
        if text.contains(needle) {
            return text;
        }
        assert!(
            Instant::now() < deadline,
            "{id} never says {needle:?}: {text:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_reader_plays_replays_analyses_and_uses_the_assistant_in_french() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-french-match-pages", "sleuth-fr-match-pages").await;
    let (addr, root) = (s.addr, s.root.clone());
    let claire = s
        .browser_in_language("claire", "claire", "fr-FR,fr;q=0.9")
        .await;
    claire.resize(1366, 900).await;

    // A Lady Alice match for three, learning aid allowed; Claire and two bots.
    claire.goto(&format!("http://{addr}/")).await;
    claire.wait_until_displayed("option-aid-lady-alice").await;
    claire.click("option-aid-lady-alice").await;
    claire.select("players-select", "3").await;
    claire.click("create-lady-alice").await;
    claire.wait_for("join-seat-0", 20).await;
    wait_for_words(&claire, "aid-allowed", "Aide à l’apprentissage").await;
    wait_for_words(&claire, "turn-prompt", "En attente").await;
    check_both_widths(&claire, &root, "01-lobby-empty").await;
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
    wait_for_words(&claire, "start", "Commencer la partie").await;
    check_both_widths(&claire, &root, "02-lobby-full").await;

    // Play begins: the prompt, the players' bar, the chat.
    claire.click("start").await;
    claire.wait_for("my-evidence", 20).await;
    claire.wait_until_displayed("seats-bar").await;
    claire.type_into("chat-input", "Bonne chance à tous").await;
    claire.click("chat-send").await;
    assert_eq!(
        claire.wait_for_text("chat-text").await,
        "Bonne chance à tous"
    );
    check_both_widths(&claire, &root, "03-playing").await;

    // The learning aid beside the table.
    claire.click("aid-open").await;
    claire.wait_for("aid-panel", 20).await;
    claire.wait_for_text("notepad-method").await;
    claire.click("aid-known").await;
    wait_for_words(&claire, "aid-known", "Votre carte Preuve").await;
    check_both_widths(&claire, &root, "04-aid").await;
    claire.click("aid-close").await;

    // Claire leaves her seat: the page says what happens, then a bot plays it.
    claire.scroll_to("leave-table").await;
    claire.click("leave-table").await;
    claire.wait_for("confirm-dialog", 20).await;
    check_both_widths(&claire, &root, "05-leave-confirm").await;
    claire.click("confirm-yes").await;
    claire.wait_for("reclaim", 20).await;
    // The server's own chat line says so in French (from its message id).
    wait_for_words(&claire, "chat-system", "a quitté la table").await;
    check_both_widths(&claire, &root, "06-bot-plays").await;

    // The bots finish the game: the end of the match and its links.
    let deadline = Instant::now() + Duration::from_secs(180);
    loop {
        if let Some(links) = claire.find("game-over-links").await
            && links.is_displayed().await.unwrap_or(false)
        {
            break;
        }
        assert!(Instant::now() < deadline, "the bots never finished");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    wait_for_words(&claire, "replay-link", "Revoir la partie").await;
    claire.scroll_to("game-over-links").await;
    check_both_widths(&claire, &root, "07-game-over").await;

    // The replay, a step forward, then the analysis.
    claire.click("replay-link").await;
    wait_for_words(&claire, "replay-step", "étape 0 sur").await;
    claire.click("replay-next").await;
    wait_for_words(&claire, "replay-step", "étape 1 sur").await;
    check_both_widths(&claire, &root, "08-replay").await;
    let url = claire.url().await;
    claire.goto(&format!("{url}/analysis")).await;
    wait_for_words(&claire, "analysis-summary", "Claire").await;
    claire.scroll_to("analysis").await;
    check_both_widths(&claire, &root, "09-analysis").await;

    // The deduction assistant page: Lady Alice's notepad with one suspicion.
    claire.goto(&format!("http://{addr}/#/assist")).await;
    claire.wait_for("assist-game", 20).await;
    let lady_alice = options::wait_for_option(&claire, "assist-game", "Lady Alice").await;
    claire.select("assist-game", &lady_alice).await;
    claire.wait_for("la-evidence", 20).await;
    check_both_widths(&claire, &root, "10-assist-setup").await;
    claire.select("la-evidence", "Compass").await;
    claire.click("assist-start").await;
    claire.wait_for("heatmap", 20).await;
    for (category, clue) in [
        ("suspect", "Mary Kingsley"),
        ("place", "Hyde Park"),
        ("time", "7h00"),
        ("object", "Sextant"),
    ] {
        claire.select(&format!("la-clue-{category}"), clue).await;
    }
    claire.select("la-smiles", "1").await;
    claire.click("la-add-suspicion").await;
    wait_for_words(&claire, "entry-1", "a soupçonné").await;
    check_both_widths(&claire, &root, "11-assist-lady-alice").await;

    // The Cluedo kind's setup (a new session without the browser's own dialog).
    claire
        .script("localStorage.removeItem('sleuth.assist');", vec![])
        .await;
    claire.goto(&format!("http://{addr}/#/")).await;
    claire.goto(&format!("http://{addr}/#/assist")).await;
    claire.wait_for("assist-game", 20).await;
    let cluedo = options::wait_for_option(&claire, "assist-game", "Haven't a Cluedo").await;
    claire.select("assist-game", &cluedo).await;
    claire.wait_for("hand-count", 20).await;
    check_both_widths(&claire, &root, "12-assist-cluedo-setup").await;
    claire.close().await;
}
