//! End to end in headless Chromium: every game's tutorial is played to the end by
//! following only its hints. From the lobby's "Learn to play", the test does
//! nothing but use the control the guide outlines (pressing it, choosing or
//! typing what the guide says) until the debrief shows; any refused move, a
//! guide that outlines nothing for long, or a game that does not end fails it.
//! Two games at 360 px, the others at 1366 px, where the guide
//! must never overlap the control it outlines. Runs when SLEUTH_BROWSER_TESTS=1.

mod support;

use std::time::{Duration, Instant};

use support::*;

/// What the guide outlines now: the control's testid, its tag, the words to
/// type or the option to choose, and whether the guide's box overlaps it (it
/// never may: on a wide screen the guide has a column of its own); `null` when
/// nothing is outlined.
const OUTLINED: &str = "const t = document.querySelector('.tutorial-target'); \
    if (!t) return null; \
    const a = t.getBoundingClientRect(); \
    const b = document.querySelector('[data-testid=tutorial]').getBoundingClientRect(); \
    const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; \
    return {testid: t.dataset.testid, tag: t.tagName, text: t.dataset.tutorialText ?? null, \
            overlapsGuide: overlaps && innerWidth >= 900};";

async fn play_tutorial(game: &str, width: u32, height: u32) {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start(
        &format!("browser-tutorial-{game}"),
        &format!("sleuth-tutorial-{game}"),
    )
    .await;
    let (addr, root) = (s.addr, s.root.clone());
    let browser = s.browser("learner", "profile").await;
    browser.resize(width, height).await;
    browser.goto(&format!("http://{addr}/")).await;
    browser.click(&format!("learn-{game}")).await;
    browser.wait_for_text("tutorial-hint").await;
    browser
        .screenshot(&root, &format!("tutorial-{game}-start"))
        .await;

    let deadline = Instant::now() + Duration::from_secs(600);
    let mut uses = 0;
    let mut last = None;
    let mut since_change = Instant::now();
    loop {
        assert!(
            Instant::now() < deadline,
            "{game}: the tutorial did not end"
        );
        let debrief = browser
            .script(
                "const d = document.querySelector('[data-testid=tutorial-debrief]'); \
                 return d && !d.hidden ? d.textContent : null;",
                vec![],
            )
            .await;
        if debrief.is_string() {
            break;
        }
        let banner = browser
            .script(
                "const b = document.querySelector('[data-testid=error-banner]'); \
                 return b && !b.hidden ? b.textContent : null;",
                vec![],
            )
            .await;
        assert!(
            banner.is_null(),
            "{game}: the server refused a guided move: {banner}"
        );
        let outlined = browser.script(OUTLINED, vec![]).await;
        if outlined.is_null()
            || Some(&outlined) == last.as_ref()
                && since_change.elapsed() < Duration::from_millis(400)
        {
            // Bots moving, or the table redrawing after the last use.
            assert!(
                since_change.elapsed() < Duration::from_secs(60),
                "{game}: the guide outlined nothing for a minute (hint: {})",
                browser.text("tutorial-hint").await
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        }
        assert_eq!(
            outlined["overlapsGuide"],
            serde_json::Value::Bool(false),
            "{game}: the guide covers the control it outlines ({outlined})"
        );
        let testid = outlined["testid"].as_str().unwrap_or_default().to_owned();
        let text = outlined["text"].as_str().map(str::to_owned);
        match (outlined["tag"].as_str(), text) {
            (Some("SELECT"), Some(value)) => browser.select(&testid, &value).await,
            (Some("INPUT" | "TEXTAREA"), Some(words)) => browser.type_into(&testid, &words).await,
            _ => browser.click(&testid).await,
        }
        uses += 1;
        if uses == 3 {
            browser
                .screenshot(&root, &format!("tutorial-{game}-playing"))
                .await;
        }
        last = Some(outlined);
        since_change = Instant::now();
    }
    let debrief = browser.text("tutorial-debrief").await;
    assert!(debrief.len() > 80, "{game}: a debrief of {debrief:?}");
    browser
        .assert_no_sideways_scroll(&format!("the {game} tutorial"))
        .await;
    browser
        .screenshot(&root, &format!("tutorial-{game}-debrief"))
        .await;
    assert!(uses > 3, "{game}: only {uses} guided uses");
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lady_alice_tutorial_plays_to_the_end_by_its_hints() {
    play_tutorial("lady-alice", 360, 740).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn havent_a_cluedo_tutorial_plays_to_the_end_by_its_hints() {
    play_tutorial("havent-a-cluedo", 1366, 900).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn almost_innocent_tutorial_plays_to_the_end_by_its_hints() {
    play_tutorial("almost-innocent", 1366, 900).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watson_holmes_tutorial_plays_to_the_end_by_its_hints() {
    play_tutorial("watson-holmes", 1366, 900).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lateral_puzzles_tutorial_plays_to_the_end_by_its_hints() {
    play_tutorial("lateral-puzzles", 360, 740).await;
}
