//! End to end in headless Chromium with three browser contexts: a Lateral Master and
//! two puzzlers play a short Lateral Puzzles Game. The LM creates the match from
//! the lobby (no bot is offered: the game needs people), the puzzlers join by the
//! invite link, everyone asks a public question in round 1 and the LM answers with
//! one tap; in round 2 a Tip-off's private answer reaches only its asker, a Spoiler
//! (hostile text, shown as text) freezes the table until the LM ticks the parts it
//! guessed and scores it, and the LM ends the game: everyone sees the whole puzzle.
//! One puzzler plays at phone width (360 px). Runs when SLEUTH_BROWSER_TESTS=1.

mod support;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use support::*;

const SPOILER: &str = "<b>He</b> was a pacer, not a runner";

/// The puzzler (0 or 1 in `puzzlers`) whose turn it is: the one offered `lp-ask`.
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

async fn wait_text(browser: &Browser, id: &str, needle: &str) -> String {
    browser.wait_for_text_containing(id, needle).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lateral_master_and_two_puzzlers_play_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test-output/browser-lateral");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("test-output");
    let scratch = std::env::temp_dir().join(format!("sleuth-lp-ui-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let (_server, addr) = serve(&scratch.join("data"));
    let (_driver, driver) = start_chromedriver().await;
    let mara = Browser::open(&driver, "master", &scratch.join("profile-lm")).await;
    let ben = Browser::open(&driver, "ben", &scratch.join("profile-ben")).await;
    let cleo = Browser::open(&driver, "cleo", &scratch.join("profile-cleo")).await;
    cleo.resize(360, 740).await;

    // The Lateral Master creates the match; no bot can take a seat.
    mara.goto(&format!("http://{addr}/")).await;
    mara.wait_for("create-lateral-puzzles", 20).await;
    mara.select("players-select-lateral-puzzles", "3").await;
    mara.click("create-lateral-puzzles").await;
    mara.wait_for("join-seat-0", 20).await;
    assert!(mara.find("add-bot-1").await.is_none(), "a bot was offered");
    let invite = mara.url().await;
    mara.type_into("join-name", "Mara").await;
    mara.click("join-seat-0").await;
    for (browser, seat, name) in [(&ben, 1, "Ben"), (&cleo, 2, "Cleo")] {
        browser.goto(&invite).await;
        browser.wait_for(&format!("join-seat-{seat}"), 20).await;
        browser.type_into("join-name", name).await;
        browser.click(&format!("join-seat-{seat}")).await;
        browser.wait_for(&format!("leave-seat-{seat}"), 20).await;
    }
    let deadline = Instant::now() + Duration::from_secs(20);
    while !mara.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    mara.click("start").await;
    for b in [&mara, &ben, &cleo] {
        b.wait_for("lp-table", 20).await;
    }
    // The LM sees the solution; the puzzlers see the situation only.
    mara.wait_for("lp-solution", 20).await;
    assert!(
        ben.find("lp-solution").await.is_none(),
        "a puzzler sees the solution"
    );
    let puzzlers = [&ben, &cleo];

    // Round 1: each puzzler asks a public question; the LM answers with one tap.
    for (question, answer) in [
        ("Did he win the race?", "lp-answer-no"),
        ("Was he paid to run?", "lp-answer-yes"),
    ] {
        let who = whose_turn(&puzzlers).await;
        puzzlers[who].type_into("lp-question", question).await;
        puzzlers[who].click("lp-ask").await;
        mara.click(answer).await;
        wait_text(puzzlers[1 - who], "lp-register", question).await;
    }
    cleo.assert_no_sideways_scroll("the puzzlers' table").await;
    cleo.screenshot(&root, "puzzler-360").await;
    mara.screenshot(&root, "master").await;

    // Round 2: a Tip-off's answer is private to its asker.
    let first = whose_turn(&puzzlers).await;
    let other = 1 - first;
    wait_text(puzzlers[first], "lp-round", "Round 2").await;
    puzzlers[first]
        .type_into("lp-question", "Did he stop on purpose?")
        .await;
    puzzlers[first].click("lp-tip-off").await;
    mara.click("lp-answer-yes").await;
    // (The question shows as soon as it is asked; wait for the answer's line.)
    let line = wait_text(puzzlers[other], "lp-register", "private").await;
    assert!(line.contains("Did he stop on purpose?"), "{line}");
    wait_text(puzzlers[first], "lp-register", "Yes").await;
    puzzlers[first].click("lp-end-turn").await;

    // The other puzzler plays a Spoiler: the table freezes until the LM judges it.
    whose_turn(&puzzlers).await;
    puzzlers[other].type_into("lp-spoiler-text", SPOILER).await;
    puzzlers[other].click("lp-spoiler").await;
    wait_text(puzzlers[first], "lp-frozen", "frozen").await;
    let judged = mara.wait_for_text("lp-judge-text").await;
    assert_eq!(judged, SPOILER, "the spoiler is shown as text");
    assert!(
        puzzlers[first]
            .find("lp-spoiler-1")
            .await
            .is_some_and(|_| true),
        "the spoiler line is listed"
    );
    let bold = mara
        .script(
            "return document.querySelectorAll('.lp-table b').length;",
            vec![],
        )
        .await;
    assert_eq!(bold, 0, "the spoiler became markup");
    mara.click("lp-judge-part-1").await;
    mara.click("lp-judge-send").await;
    let seat = if other == 0 { 1 } else { 2 };
    // Part 1 of the puzzle is worth 50 points: the spoiler's author has them.
    wait_text(&mara, &format!("lp-score-{seat}"), "50").await;
    wait_text(puzzlers[other], "lp-spoiler-1", "50 points").await;
    puzzlers[other].click("lp-end-turn").await;

    // The LM ends the game: everyone sees the whole puzzle and the scores.
    mara.click("lp-end-game").await;
    for b in [&mara, &ben, &cleo] {
        wait_text(b, "lp-solution", "The whole puzzle").await;
        wait_text(b, "turn-prompt", "Game over").await;
    }
    cleo.assert_no_sideways_scroll("the end").await;
    cleo.scroll_to("lp-scores").await;
    cleo.screenshot(&root, "end-360").await;
    // Each session ends its Chromium (chromedriver alone leaves them running).
    mara.close().await;
    ben.close().await;
    cleo.close().await;
}
