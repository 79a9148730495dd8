//! Haven't a Cluedo played to the end in French (see browser_french.rs): a French
//! browser creates a three-seat match from the lobby with a round limit of 3, fills
//! two seats with bots, and plays its seat through the table (roll, move, enter a
//! room and suggest when it can, show a card when asked, end the turn) until the
//! game is over; at every action and at the end no English interface sentence is
//! on the page, and at 360 px every card's name (French names are long:
//! "Amphithéâtre", "Gruppenführer Fontana") wraps between its words, none cut in
//! the middle nor wider than its card. Screenshots at 1366 and 360 px in
//! test-output/browser-french-havent-a-cluedo/.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::support::*;

/// Fails with what was found when the page shows an English interface sentence.
async fn assert_french(browser: &Browser, moment: &str) {
    let english = browser.english_on_screen().await;
    assert!(
        english.is_empty(),
        "{moment}: English on the French page: {english:?}"
    );
}

/// Every shown card (a hand's, a card to show, the envelope's, every hand at
/// the end): what is wrong with how its name is laid out, one line each. A
/// word (with the hyphen it ends with, as in "anti-") cut over two lines, a
/// word wider than the card's content box, or a card whose content overflows
/// it.
const CARD_NAMES_LAID_OUT_WRONG: &str = "const problems = [];
     for (const card of document.querySelectorAll('.hc-card')) {
       const name = card.querySelector('.hc-card-name');
       if (!name || name.getClientRects().length === 0 || !name.firstChild) continue;
       const label = name.textContent;
       if (card.scrollWidth > card.clientWidth) {
         problems.push(`${label}: the card's content is ${card.scrollWidth} px wide in ${card.clientWidth} px`);
       }
       const style = getComputedStyle(card);
       const room = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
       const range = document.createRange();
       for (const word of label.matchAll(/[^\\s-]+-?/g)) {
         range.setStart(name.firstChild, word.index);
         range.setEnd(name.firstChild, word.index + word[0].length);
         const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
         const width = range.getBoundingClientRect().width;
         if (lines.size > 1) problems.push(`${label}: ${word[0]} is cut over ${lines.size} lines`);
         if (width > room + 0.5) problems.push(`${label}: ${word[0]} is ${width} px wide in ${room} px`);
       }
     }
     return problems;";

/// Fails with what was found when a card's name is cut inside a word or does
/// not fit its card (see `CARD_NAMES_LAID_OUT_WRONG`).
async fn assert_card_names_whole(browser: &Browser, moment: &str) {
    let problems = browser.script(CARD_NAMES_LAID_OUT_WRONG, vec![]).await;
    let problems = problems.as_array().cloned().unwrap_or_default();
    assert!(
        problems.is_empty(),
        "{moment}: card names laid out wrong at {} px: {problems:#?}",
        browser.script("return window.innerWidth;", vec![]).await
    );
}

/// What the narrow page must show: no English, every card's name whole.
async fn assert_narrow_page(browser: &Browser, moment: &str) {
    assert_french(browser, moment).await;
    assert_card_names_whole(browser, moment).await;
}

/// Screenshots at 1366 and 360 px (see `screenshots_at_both_widths`), the narrow
/// page checked for English and for cut card names.
async fn screenshots(browser: &Browser, root: &Path, name: &str, at: Option<&str>) {
    screenshots_at_both_widths(browser, root, name, at, assert_narrow_page).await;
}

/// Clicks the first shown, enabled element named by `arguments[0]`, in its order:
/// a name ending in "-" is a test id prefix, any other a whole test id. The test
/// id clicked, or null.
const CLICK_FIRST: &str = "for (const prefix of arguments[0]) {
       const node = [...document.querySelectorAll(prefix.endsWith('-') ? `[data-testid^=\"${prefix}\"]` : `[data-testid=\"${prefix}\"]`)]
         .find((e) => !e.disabled && e.getClientRects().length > 0);
       if (node) { node.click(); return node.dataset.testid; }
     }
     return null;";

/// One step of the seat, in the order a person would: show a card when asked,
/// suggest when in a room, roll, enter a room (else stop on a square), end the
/// turn. The test id clicked, if any.
async fn take_turn(browser: &Browser) -> Option<String> {
    let order = json!([
        ["hc-show-"],
        ["hc-suggest"],
        ["hc-roll"],
        ["hc-enter-", "hc-room-", "hc-move-", "hc-dest-"],
        ["hc-end-turn", "hc-stay"],
    ]);
    for prefixes in order.as_array().into_iter().flatten() {
        let clicked = browser.script(CLICK_FIRST, vec![prefixes.clone()]).await;
        if let Some(id) = clicked.as_str() {
            return Some(id.to_owned());
        }
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn havent_a_cluedo_is_played_to_the_end_in_french_without_english_on_screen() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-french-havent-a-cluedo", "sleuth-french-hc").await;
    let (addr, root) = (s.addr, s.root.clone());
    let claire = s
        .browser_in_language("claire", "profile-claire", "fr-FR,fr;q=0.9")
        .await;
    claire.resize(1366, 900).await;

    // The French lobby: three seats, three rounds at most; Claire in seat 1.
    claire.goto(&format!("http://{addr}/")).await;
    claire.wait_for("create-havent-a-cluedo", 20).await;
    claire.select("players-select-havent-a-cluedo", "3").await;
    claire
        .type_into("variant-havent-a-cluedo-round_limit", "3")
        .await;
    claire.click("create-havent-a-cluedo").await;
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
    claire.wait_for("hc-board", 20).await;
    claire.wait_for("hc-hand", 20).await;
    assert_french(&claire, "the table at the start").await;
    screenshots(&claire, &root, "01-started", None).await;

    let mut actions = 0;
    let mut moving_shot = false;
    let mut suggest_shot = false;
    let mut show_shot = false;
    let deadline = Instant::now() + Duration::from_secs(240);
    while claire.find("hc-over").await.is_none() {
        assert!(
            Instant::now() < deadline,
            "the game did not end in 4 minutes ({actions} actions)"
        );
        if !moving_shot && claire.find("hc-square-moves").await.is_some() {
            assert_french(&claire, "a move").await;
            screenshots(&claire, &root, "02-moving", Some("hc-actions")).await;
            moving_shot = true;
        }
        if !suggest_shot && claire.find("hc-suggestion-dialog").await.is_some() {
            assert_french(&claire, "a suggestion").await;
            screenshots(
                &claire,
                &root,
                "03-suggesting",
                Some("hc-suggestion-dialog"),
            )
            .await;
            suggest_shot = true;
        }
        if !show_shot && claire.find("hc-refute").await.is_some() {
            screenshots(&claire, &root, "06-showing-a-card", Some("hc-refute")).await;
            show_shot = true;
        }
        if let Some(clicked) = take_turn(&claire).await {
            actions += 1;
            assert_french(&claire, &format!("after {clicked} (action {actions})")).await;
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    assert!(actions > 0, "Claire played through the table");
    let over = claire.wait_for_text("hc-over").await;
    assert!(
        over.contains("Personne") || over.contains("Victoire"),
        "{over}"
    );
    let prompt = claire.text("turn-prompt").await;
    assert!(prompt.contains("Partie terminée"), "{prompt}");
    assert_french(&claire, "the end of the game").await;
    claire.scroll_to_top().await;
    screenshots(&claire, &root, "04-game-over", None).await;
    screenshots(&claire, &root, "05-notebook", Some("hc-notebook")).await;
    claire.close().await;
}
