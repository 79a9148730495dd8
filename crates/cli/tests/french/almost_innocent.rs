//! Almost Innocent played to the end in French (see browser_french.rs): a French
//! browser creates a three-seat match of the first scenario from the lobby, fills
//! two seats with bots, and plays its seat through the table (a question on a free
//! row or column each turn, agreeing to an early resolution if a bot proposes one,
//! then naming its clues in the resolution) until the result panel; at every action
//! and at the end no English interface sentence is on the page, and the table
//! speaks the box's French words (jetons Enquête, Quasi innocent). Screenshots at
//! 1366 and 360 px in test-output/browser-french-almost-innocent/.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::support::*;

/// Fails with what was found when the page shows an English interface sentence.
/// The glossary's definitions (the title of a `.term` the rules page marks in the
/// table's words) are the rules page's content, which has no French text yet: they
/// are left out of the check.
async fn assert_french(browser: &Browser, moment: &str) {
    browser
        .script(
            "const strip = () => { for (const e of document.querySelectorAll('.term[title]')) { e.dataset.definition = e.title; e.removeAttribute('title'); } };
             strip();
             if (!window.__stripTerms) {
               window.__stripTerms = new MutationObserver(strip);
               window.__stripTerms.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['title'] });
             }",
            vec![],
        )
        .await;
    let english = browser.english_on_screen().await;
    if english.is_empty() {
        return;
    }
    // Where each one is, to find its source.
    let places = browser
        .script(
            "const words = arguments[0]; const out = [];
             for (const e of document.body.querySelectorAll('*')) {
               if (e.children.length || e.getClientRects().length === 0) continue;
               const t = e.textContent.trim();
               if (words.some((w) => t.includes(w))) out.push(`${e.closest('[data-testid]')?.dataset.testid || e.tagName}: ${t.slice(0, 120)}`);
             }
             for (const e of document.body.querySelectorAll('[title], [aria-label]')) {
               const t = `${e.getAttribute('title') || ''} ${e.getAttribute('aria-label') || ''}`;
               if (words.some((w) => t.includes(w))) out.push(`${e.closest('[data-testid]')?.dataset.testid || e.tagName} attribute: ${t.slice(0, 200)}`);
             }
             return out;",
            vec![serde_json::json!(english)],
        )
        .await;
    panic!("{moment}: English on the French page: {english:?} at {places}");
}

/// Screenshots at 1366 and 360 px (see `screenshots_at_both_widths`), the narrow
/// page checked for English.
async fn screenshots(browser: &Browser, root: &Path, name: &str, at: Option<&str>) {
    screenshots_at_both_widths(browser, root, name, at, assert_french).await;
}

/// The test id of the first enabled button whose test id starts with `prefix`
/// (and is not `except`), if any.
async fn first_enabled(browser: &Browser, prefix: &str, except: &str) -> Option<String> {
    let found = browser
        .script(
            "const [prefix, except] = arguments;
             const b = [...document.querySelectorAll('button[data-testid]')]
               .find((e) => e.dataset.testid.startsWith(prefix) && e.dataset.testid !== except && !e.disabled);
             return b ? b.dataset.testid : null;",
            vec![prefix.into(), except.into()],
        )
        .await;
    found.as_str().map(str::to_owned)
}

/// One step of the seat, when it may act: agree to a proposal, name a clue in the
/// resolution, or ask how many of its clues lie in the first free line. Returns
/// what it did, or None.
async fn take_turn(browser: &Browser) -> Option<&'static str> {
    if browser.find("ai-proposal-agree").await.is_some()
        && browser.enabled("ai-proposal-agree").await
    {
        browser.click("ai-proposal-agree").await;
        return Some("agree to resolve");
    }
    if browser.find("ai-guess-submit").await.is_some() {
        let guess = first_enabled(browser, "ai-guess-", "ai-guess-submit").await?;
        browser.click(&guess).await;
        if browser.enabled("ai-guess-submit").await {
            browser.click("ai-guess-submit").await;
            return Some("name a clue");
        }
        return None;
    }
    if browser.find("ai-ask-quantity").await.is_some() && browser.enabled("ai-ask-quantity").await {
        browser.click("ai-ask-quantity").await;
        return Some("ask");
    }
    let line = first_enabled(browser, "ai-line-", "ai-line-clear").await?;
    browser.click(&line).await;
    browser.wait_for("ai-question", 10).await;
    let question = browser.text("ai-question").await;
    assert!(
        question.contains("Combien d’indices me concernent"),
        "the question dialog in the box's words: {question}"
    );
    if browser.enabled("ai-ask-quantity").await {
        browser.click("ai-ask-quantity").await;
        return Some("ask");
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn almost_innocent_is_played_to_the_end_in_french_without_english_on_screen() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-french-almost-innocent", "sleuth-french-ai").await;
    let (addr, root) = (s.addr, s.root.clone());
    let camille = s
        .browser_in_language("camille", "profile-camille", "fr-FR,fr;q=0.9")
        .await;
    camille.resize(1366, 900).await;

    // The French lobby: a three-seat match of the first scenario, easy, Camille in
    // seat 1 and bots in the others.
    camille.goto(&format!("http://{addr}/")).await;
    camille.wait_for("create-almost-innocent", 20).await;
    camille.select("players-select-almost-innocent", "3").await;
    camille
        .select("variant-almost-innocent-scenario", "spiced-tea")
        .await;
    camille
        .select("variant-almost-innocent-difficulty", "easy")
        .await;
    camille.click("create-almost-innocent").await;
    camille.wait_for("join-seat-0", 20).await;
    camille.type_into("join-name", "Camille").await;
    camille.click("join-seat-0").await;
    camille.click("add-bot-1").await;
    camille.wait_for("add-bot-2", 20).await;
    camille.click("add-bot-2").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !camille.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    camille.click("start").await;
    camille.wait_for("ai-grid", 20).await;
    let tokens = camille.wait_for_text("ai-tokens").await;
    assert!(
        tokens.contains("Jetons Enquête") && tokens.contains("Jetons Quasi innocent"),
        "the tokens in the box's words: {tokens}"
    );
    let cards = camille.wait_for_text("ai-my-cards").await;
    assert!(cards.contains("Vos cartes Solution"), "{cards}");
    assert_french(&camille, "the table at the start").await;
    screenshots(&camille, &root, "01-started", None).await;

    let mut actions = 0;
    let mut question_shot = false;
    let mut resolution_shot = false;
    let deadline = Instant::now() + Duration::from_secs(300);
    while camille.find("ai-result").await.is_none() {
        assert!(
            Instant::now() < deadline,
            "the game did not end in 5 minutes ({actions} actions)"
        );
        if !question_shot && camille.find("ai-question").await.is_some() {
            assert_french(&camille, "the question dialog").await;
            screenshots(&camille, &root, "02-question", Some("ai-actions")).await;
            question_shot = true;
        }
        if !resolution_shot && camille.find("ai-resolution").await.is_some() {
            assert_french(&camille, "the resolution").await;
            screenshots(&camille, &root, "03-resolution", Some("ai-resolution")).await;
            resolution_shot = true;
        }
        if let Some(what) = take_turn(&camille).await {
            actions += 1;
            assert_french(&camille, &format!("after action {actions} ({what})")).await;
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    assert!(actions >= 2, "the seat played ({actions} actions)");
    let result = camille.wait_for_text("ai-result").await;
    assert!(
        result.contains("L’équipe gagne") || result.contains("L’équipe perd"),
        "{result}"
    );
    let answers = camille.wait_for_text("ai-answers").await;
    assert!(answers.contains("Toutes les réponses données"), "{answers}");
    // The solutions come from the finished match's replay.
    camille.wait_for("ai-solutions", 20).await;
    assert_french(&camille, "the end of the game").await;
    screenshots(&camille, &root, "04-over", Some("ai-result")).await;
    screenshots(&camille, &root, "05-answers", Some("ai-answers")).await;
}
