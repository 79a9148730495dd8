//! Watson & Holmes played to the end in French (see browser_french.rs): a French
//! browser creates a two-seat match from the lobby, fills the other seat with a
//! bot, visits a lead and reads it beside the notebook, goes to 221B Baker Street
//! (the in-page question with the answering order), answers every question and
//! waits for Holmes's solution; at every step and at the end no English interface
//! sentence is on the page. Screenshots at 1366 and 360 px in
//! test-output/browser-french-watson-holmes/.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::*;

const CASE: &str = "the-tallow-merchants-ledger";
/// The case's leads, where a first visit learns something.
const LEADS: [u32; 5] = [1, 2, 3, 4, 5];

/// Fails with what was found, and where (the nearest test id around it), when the
/// page shows an English interface sentence. The case's own words (the table's
/// `data-content` elements: title, introduction, questions, choices, card texts
/// and names) are content in the case's language, not interface words:
/// `english_on_screen` leaves them out. The glossary's tooltips on terms (`.term`
/// titles) are set aside while the page is read and put back after: they come
/// from the rules page's glossary (rules/<language>.md), words of the rules
/// pages, not of the table.
async fn assert_french(browser: &Browser, moment: &str) {
    const SET_ASIDE: &str = "for (const e of document.querySelectorAll('.term[title]')) { e.dataset.asideTitle = e.title; e.removeAttribute('title'); }";
    const PUT_BACK: &str = "for (const e of document.querySelectorAll('.term[data-aside-title]')) { e.title = e.dataset.asideTitle; delete e.dataset.asideTitle; }";
    // The table redraws when the bot moves, bringing back what was set aside: a
    // word still there after a few fresh looks is on the page for good.
    let mut english = Vec::new();
    for _ in 0..4 {
        browser.script(SET_ASIDE, vec![]).await;
        english = browser.english_on_screen().await;
        if english.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    let places = if english.is_empty() {
        Value::Null
    } else {
        browser
            .script(
                "return arguments[0].map((words) => { \
                   const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'; \
                   const hits = [...document.body.querySelectorAll('*')].filter((e) => shown(e) \
                     && ([...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.includes(words)) \
                       || ['placeholder', 'title', 'aria-label'].some((a) => (e.getAttribute(a) || '').includes(words)))); \
                   return `${words} in ${hits.slice(0, 3).map((e) => { const t = e.closest('[data-testid]'); \
                     return `${e.tagName.toLowerCase()}[${t ? t.dataset.testid : ''}] ${e.outerHTML.slice(0, 160)}`; }).join(', ') || '?'}`; });",
                vec![json!(english)],
            )
            .await
    };
    browser.script(PUT_BACK, vec![]).await;
    assert!(
        english.is_empty(),
        "{moment}: English on the French page: {places}"
    );
}

/// Screenshots at 1366 and 360 px with `id` scrolled into view (French is longer:
/// nothing may scroll sideways at 360), then back to the desktop width.
async fn screenshots(browser: &Browser, root: &Path, id: &str, name: &str) {
    screenshots_at_both_widths(browser, root, name, Some(id), assert_french).await;
}

/// Every question of the answer form gets an answer: its first choice, or a word
/// typed for a question without choices.
async fn fill_the_answer_sheet(browser: &Browser) {
    browser
        .script(
            "for (const li of document.querySelectorAll('[data-testid=\"wh-answer-form\"] li.wh-answer')) { \
               const radio = li.querySelector('input[type=radio]'); \
               if (radio) { radio.click(); continue; } \
               const field = li.querySelector('input[type=text]'); \
               if (field) { field.value = 'Wimble'; field.dispatchEvent(new Event('input', { bubbles: true })); } \
             }",
            vec![],
        )
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watson_holmes_is_played_to_the_end_in_french_without_english_on_screen() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-french-watson-holmes", "sleuth-french-wh").await;
    let (addr, root) = (s.addr, s.root.clone());
    let claire = s
        .browser_in_language("claire", "profile-claire", "fr-FR,fr;q=0.9")
        .await;
    claire.resize(1366, 900).await;

    // The French lobby: a two-seat match of the first case, Claire and a bot.
    claire.goto(&format!("http://{addr}/")).await;
    claire.wait_for("create-watson-holmes", 20).await;
    claire.select("players-select-watson-holmes", "2").await;
    claire.select("variant-watson-holmes-case", CASE).await;
    claire.click("create-watson-holmes").await;
    claire.wait_for("join-seat-0", 20).await;
    claire.type_into("join-name", "Claire").await;
    claire.click("join-seat-0").await;
    claire.wait_for("add-bot-1", 20).await;
    claire.click("add-bot-1").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !claire.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    claire.click("start").await;
    claire.wait_for("wh-board", 20).await;
    let board = claire.text("wh-board").await;
    assert!(board.contains("Lieux"), "the board speaks French: {board}");
    assert_french(&claire, "the table at the start").await;

    let mut visits = 0;
    let mut actions = 0;
    let mut shots = std::collections::HashSet::new();
    let deadline = Instant::now() + Duration::from_secs(300);
    while claire.find("wh-solution").await.is_none() {
        assert!(
            Instant::now() < deadline,
            "the case did not close in 5 minutes ({actions} actions): {}",
            claire.text("turn-prompt").await
        );
        let acted = if claire.find("wh-answer-form").await.is_some() {
            // An empty sheet first: the server's refusal shows under the form.
            claire.click("wh-answer-send").await;
            claire.wait_for_text("wh-answer-error").await;
            fill_the_answer_sheet(&claire).await;
            assert_french(&claire, "the answer form").await;
            screenshots(&claire, &root, "wh-answer-form", "05-answers").await;
            claire.click("wh-answer-send").await;
            let deadline = Instant::now() + Duration::from_secs(20);
            while claire.find("wh-answer-form").await.is_some() {
                assert!(Instant::now() < deadline, "the answers were not taken");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            true
        } else if claire.find("wh-carriage-stop").await.is_some() {
            visits += 1;
            if visits == 1 {
                assert_french(&claire, "Claire's first visit").await;
                screenshots(&claire, &root, "wh-actions", "01-visiting").await;
                let free = claire
                    .script(
                        "return arguments[0].find((n) => !document.querySelector(`[data-testid=\"wh-loc-visitor-${n}\"]`));",
                        vec![json!(LEADS)],
                    )
                    .await;
                let lead = free.as_u64().expect("a free lead");
                claire.select("wh-visit-select", &lead.to_string()).await;
                claire.type_into("wh-visit-bid", "0").await;
                claire.click("wh-visit-go").await;
            } else {
                claire.click("wh-baker-street").await;
                claire.wait_for("wh-baker-confirm", 20).await;
                assert_french(&claire, "the question before 221B").await;
                screenshots(&claire, &root, "wh-baker-confirm", "03-baker-confirm").await;
                claire.click("wh-baker-yes").await;
            }
            // Wait until the turn has passed (the buttons go).
            let deadline = Instant::now() + Duration::from_secs(20);
            while claire.find("wh-carriage-stop").await.is_some() {
                assert!(Instant::now() < deadline, "the visit was not taken");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            true
        } else if claire.find("wh-done-reading").await.is_some() {
            let name = if claire.find("wh-reading").await.is_some() {
                "02-reading"
            } else {
                "04-at-221b"
            };
            if shots.insert(name) {
                assert_french(&claire, name).await;
                let at = if name == "02-reading" {
                    "wh-desk"
                } else {
                    "wh-baker"
                };
                screenshots(&claire, &root, at, name).await;
            }
            claire.try_click("wh-done-reading").await
        } else if claire.find("wh-watson-pass").await.is_some() {
            claire.try_click("wh-watson-pass").await
        } else {
            false
        };
        if acted {
            actions += 1;
            assert_french(&claire, &format!("after action {actions}")).await;
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }

    // Holmes's solution, each answer marked, the log in French.
    claire.wait_for_text("wh-my-mark-0").await;
    let marks = claire.text("wh-end-answers").await;
    assert!(
        marks.contains("juste") || marks.contains("faux"),
        "the marks speak French: {marks}"
    );
    let log = claire.text("log").await;
    assert!(
        log.contains("Claire va au") || log.contains("Claire lit"),
        "the log tells the visits in French: {log}"
    );
    assert_french(&claire, "the end of the case").await;
    screenshots(&claire, &root, "wh-solution", "06-solution").await;
    claire.scroll_to("wh-players").await;
    screenshots(&claire, &root, "wh-players", "07-players").await;
    claire.close().await;
}
