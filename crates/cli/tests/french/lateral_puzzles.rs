//! Lateral Puzzles played to the end in French (see browser_french.rs): three French
//! browsers, Margaux the Maître des énigmes (1366 px), Bastien (1366 px) and Chloé
//! (360 px). Margaux creates the match from the French lobby in seat 1, the others
//! join by the invite link; round 1 is two public questions, round 2 a Tuyau (a
//! private answer) and a Spoiler the Maître des énigmes judges; then the Maître
//! des énigmes ends the stalled game, confirmed in the page. At every step and at
//! the end no English interface sentence is on any of the three pages.
//! Screenshots at 1366 and 360 px in test-output/browser-french-lateral-puzzles/.

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
    // The puzzle's texts and the words people type are marked `data-content` by
    // the table, which `english_on_screen` leaves out.
    let english = browser.english_on_screen().await;
    assert!(
        english.is_empty(),
        "{moment} ({}): English on the French page: {english:?}",
        browser.name
    );
}

async fn assert_all_french(browsers: [&Browser; 3], moment: &str) {
    for b in browsers {
        assert_french(b, moment).await;
    }
}

/// A French Chromium at a desktop (1366 px) or phone (360 px) width.
async fn open(s: &Setup, name: &'static str, width: u32) -> Browser {
    let browser = s
        .browser_in_language(name, &format!("profile-{name}"), "fr-FR,fr;q=0.9")
        .await;
    browser
        .resize(width, if width <= 400 { 780 } else { 900 })
        .await;
    browser
}

/// Screenshots of one page at 1366 and 360 px (no sideways scroll at 360), then
/// back to its own width.
async fn screenshots(browser: &Browser, root: &Path, name: &str, width: u32) {
    browser.resize(1366, 900).await;
    browser.screenshot(root, &format!("{name}-1366")).await;
    browser.resize(360, 780).await;
    browser.assert_no_sideways_scroll(name).await;
    assert_french(browser, name).await;
    browser.screenshot(root, &format!("{name}-360")).await;
    browser
        .resize(width, if width <= 400 { 780 } else { 900 })
        .await;
}

/// Waits until `check` holds, or fails with `what`.
async fn wait_until<F, Fut>(what: &str, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + Duration::from_secs(30);
    while !check().await {
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The puzzler (index in `puzzlers`) whose turn it is: the one offered `lp-ask`
/// or `lp-end-turn`.
async fn whose_turn(puzzlers: &[&Browser; 2]) -> usize {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        for (i, p) in puzzlers.iter().enumerate() {
            if p.find("lp-ask").await.is_some() || p.find("lp-end-turn").await.is_some() {
                return i;
            }
        }
        assert!(Instant::now() < deadline, "nobody's turn");
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lateral_puzzles_is_played_to_the_end_in_french_without_english_on_screen() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-french-lateral-puzzles", "sleuth-french-lp").await;
    let root = s.root.clone();
    let margaux = open(&s, "margaux", 1366).await;
    let bastien = open(&s, "bastien", 1366).await;
    let chloe = open(&s, "chloe", 360).await;
    let all = [&margaux, &bastien, &chloe];

    // The French lobby: Margaux creates the match (three seats) and sits in seat 1,
    // the Maître des énigmes; the others join by the invite link.
    margaux.goto(&format!("http://{}/", s.addr)).await;
    margaux.wait_for("create-lateral-puzzles", 20).await;
    let absent = margaux.text("option-absent-lateral-puzzles").await;
    assert!(absent.contains("lien d’invitation"), "{absent}");
    margaux.click("create-lateral-puzzles").await;
    margaux.wait_for("join-seat-0", 20).await;
    let invite = margaux.url().await;
    margaux.type_into("join-name", "Margaux").await;
    margaux.click("join-seat-0").await;
    margaux.wait_for("leave-seat-0", 20).await;
    for (seat, (browser, name)) in [(&bastien, "Bastien"), (&chloe, "Chloé")]
        .into_iter()
        .enumerate()
    {
        let seat = seat + 1;
        browser.goto(&invite).await;
        browser.wait_for(&format!("join-seat-{seat}"), 20).await;
        browser.type_into("join-name", name).await;
        browser.click(&format!("join-seat-{seat}")).await;
        browser.wait_for(&format!("leave-seat-{seat}"), 20).await;
    }
    for b in all {
        b.wait_for_text_containing("seat-role-0", "Maître des énigmes")
            .await;
        b.wait_for_text_containing("seat-role-1", "détective").await;
    }
    margaux.wait_for("lp-lobby", 20).await;
    assert_all_french(all, "the lobby").await;
    screenshots(&margaux, &root, "01-lobby-master", 1366).await;
    wait_until("start never enabled", || margaux.enabled("start")).await;
    margaux.click("start").await;
    for b in all {
        b.wait_for("lp-table", 20).await;
    }
    margaux.wait_for("lp-solution", 20).await;
    assert_all_french(all, "the table at the start").await;
    screenshots(&margaux, &root, "02-master-start", 1366).await;
    screenshots(&chloe, &root, "03-puzzler-start", 360).await;

    // Round 1: each puzzler asks a public question and the Maître des énigmes answers.
    let puzzlers = [&bastien, &chloe];
    for (question, answer, word) in [
        ("A-t-il gagné la course ?", "lp-answer-no", "Non"),
        ("Était-il payé pour courir ?", "lp-answer-yes", "Oui"),
    ] {
        let who = whose_turn(&puzzlers).await;
        puzzlers[who].type_into("lp-question", question).await;
        puzzlers[who].click("lp-ask").await;
        margaux.wait_for(answer, 20).await;
        assert_all_french(all, "a question waits for its answer").await;
        margaux.click(answer).await;
        let line = puzzlers[1 - who]
            .wait_for_text_containing("lp-register", question)
            .await;
        assert!(line.contains(word), "{line}");
        assert_all_french(all, "after an answer").await;
    }

    // Round 2: a Tuyau (its answer is private to its asker), then a Spoiler the
    // Maître des énigmes judges while the table waits.
    let first = whose_turn(&puzzlers).await;
    let other = 1 - first;
    puzzlers[first]
        .wait_for_text_containing("lp-round", "Manche 2")
        .await;
    puzzlers[first]
        .type_into("lp-question", "S'est-il arrêté exprès ?")
        .await;
    puzzlers[first].click("lp-tip-off").await;
    margaux.wait_for("lp-answer-yes", 20).await;
    margaux.click("lp-answer-yes").await;
    puzzlers[other]
        .wait_for_text_containing("lp-register", "privée")
        .await;
    puzzlers[first].click("lp-end-turn").await;
    assert_all_french(all, "after a Tuyau").await;

    whose_turn(&puzzlers).await;
    puzzlers[other]
        .type_into("lp-spoiler-text", "C'était un lièvre, pas un coureur")
        .await;
    puzzlers[other].click("lp-spoiler").await;
    puzzlers[first]
        .wait_for_text_containing("lp-frozen", "figée")
        .await;
    margaux.wait_for("lp-judge-send", 20).await;
    assert_all_french(all, "a Spoiler waits for its judgement").await;
    screenshots(&margaux, &root, "04-master-judges", 1366).await;
    margaux.click("lp-judge-part-1").await;
    margaux.click("lp-judge-send").await;
    puzzlers[other]
        .wait_for_text_containing("lp-spoiler-1", "points")
        .await;
    puzzlers[other].click("lp-end-turn").await;
    assert_all_french(all, "after the judgement").await;
    screenshots(
        puzzlers[other],
        &root,
        "05-puzzler-after-spoiler",
        [1366, 360][other],
    )
    .await;

    // The Maître des énigmes ends the stalled game, asked in the page first.
    wait_until("the end is never offered", || {
        margaux.enabled("lp-end-game")
    })
    .await;
    margaux.click("lp-end-game").await;
    let question = margaux.wait_for_text("confirm-text").await;
    assert!(question.contains("Finir la partie"), "{question}");
    assert_french(&margaux, "the confirmation to end").await;
    margaux.click("confirm-yes").await;
    for b in all {
        b.wait_for_text_containing("lp-solution", "L’énigme entière")
            .await;
        b.wait_for_text_containing("turn-prompt", "Partie terminée")
            .await;
        b.wait_for_text_containing("lp-spoil-part-2", "Personne ne l’a trouvé")
            .await;
    }
    assert_all_french(all, "the end of the game").await;
    screenshots(&margaux, &root, "06-over-master", 1366).await;
    screenshots(&chloe, &root, "07-over-puzzler", 360).await;
    for b in [margaux, bastien, chloe] {
        b.close().await;
    }
}
