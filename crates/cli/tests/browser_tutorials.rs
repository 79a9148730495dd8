//! End to end in headless Chromium: every game's tutorial is played to the end by
//! following only its hints. From the lobby's "Learn to play", the test does
//! nothing but use the control the guide outlines (pressing it, choosing or
//! typing what the guide says) until the debrief shows; any refused move, a
//! guide that outlines nothing for long, or a game that does not end fails it.
//! Every game at 360 px, three of them also at 1366 px. On a wide screen the guide's box
//! must never overlap the control it outlines; on a phone, at every outlined
//! control, the guide's bar is on screen with words in it and never overlaps
//! that control, and its "more" opens the whole hint within 40% of the screen.
//! The seats bar names the bots as the script does, never "baseline bot".
//! A French learner (a browser asking for French) plays every game's tutorial
//! too: the guide shows the French script's intro, hints and debrief, and its
//! own words are French.
//! Runs when SLEUTH_BROWSER_TESTS=1.

mod support;

use std::time::{Duration, Instant};

use support::*;

/// What the guide outlines now: the control's testid, its tag, the words to
/// type or the option to choose, whether the guide's box overlaps it (it never
/// may: on a wide screen the guide has a column of its own), and the phone's
/// bar: shown (a box of some size inside the window), its words, and whether it
/// overlaps the control (both boxes in page coordinates); `null` when nothing is
/// outlined.
const OUTLINED: &str = "const t = document.querySelector('.tutorial-target'); \
    if (!t) return null; \
    const inPage = (r) => ({left: r.left + scrollX, right: r.right + scrollX, top: r.top + scrollY, bottom: r.bottom + scrollY}); \
    const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; \
    const a = inPage(t.getBoundingClientRect()); \
    const b = inPage(document.querySelector('[data-testid=tutorial]').getBoundingClientRect()); \
    const bar = document.querySelector('[data-testid=tutorial-bar]'); \
    const r = bar ? bar.getBoundingClientRect() : null; \
    const shown = Boolean(r && r.width > 0 && r.height > 0); \
    return {testid: t.dataset.testid, tag: t.tagName, text: t.dataset.tutorialText ?? null, \
            overlapsGuide: meet(a, b) && innerWidth >= 900, \
            bar: {shown, inWindow: shown && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth + 0.5, \
                  height: shown ? r.height : 0, \
                  words: bar ? bar.querySelector('[data-testid=tutorial-bar-text]').textContent.trim() : '', \
                  overlapsControl: shown && meet(a, inPage(r))}};";

/// The bar's "more": the whole hint shown in the bar, its height, the window's,
/// and whether its words scroll inside it.
const BAR_OPEN: &str = "const bar = document.querySelector('[data-testid=tutorial-bar]'); \
    const full = bar.querySelector('[data-testid=tutorial-bar-full]'); \
    return {fullShown: !full.hidden && full.getBoundingClientRect().height > 0, \
            fullWords: full.textContent.trim().length, height: bar.getBoundingClientRect().height, \
            window: innerHeight, scrolls: bar.scrollHeight > bar.clientHeight, \
            more: bar.querySelector('[data-testid=tutorial-bar-more]').textContent};";

async fn play_tutorial(game: &str, width: u32, height: u32) {
    play_tutorial_in(game, width, height, "en").await;
}

/// The start of a script's text (its first paragraph's first 40 characters):
/// what the guide must show of it.
fn opening(text: &str) -> String {
    flat(text).chars().take(40).collect()
}

/// Text with every run of white space (no-break spaces too) as one space, as
/// a page's text may give it.
fn flat(text: &str) -> String {
    text.split(|c: char| c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Plays `game`'s tutorial to its end by its hints in a browser asking for
/// language `lang`: the guide's intro, first hint and debrief are that
/// language's script's.
async fn play_tutorial_in(game: &str, width: u32, height: u32, lang: &str) {
    if !browser_tests_enabled() {
        return;
    }
    let script = match sleuth_games::registry()
        .get(game)
        .and_then(|g| g.tutorial_in(lang))
    {
        Some(Ok(script)) => script.clone(),
        other => panic!("{game}: no tutorial: {other:?}"),
    };
    assert_eq!(script.language, lang, "{game}: no {lang} script");
    let phone = width < 900;
    // English keeps its screenshots' names; another language's carry its code.
    let tag = if lang == "en" {
        game.to_owned()
    } else {
        format!("{game}-{lang}")
    };
    let s = Setup::start(
        &format!("browser-tutorial-{tag}-{width}"),
        &format!("sleuth-tutorial-{tag}-{width}"),
    )
    .await;
    let (addr, root) = (s.addr, s.root.clone());
    let browser = if lang == "en" {
        s.browser("learner", "profile").await
    } else {
        s.browser_in_language("learner", "profile", lang).await
    };
    browser.resize(width, height).await;
    browser.goto(&format!("http://{addr}/")).await;
    browser.click(&format!("learn-{game}")).await;
    let first = flat(&browser.wait_for_text("tutorial-hint").await);
    assert!(
        first.contains(&opening(&script.intro)),
        "{game} in {lang}: the guide opens with {first:?}, not the script's intro"
    );
    let first_hint = script
        .steps
        .iter()
        .find(|step| step.seat == script.learner)
        .and_then(|step| step.hint.as_deref())
        .map(opening)
        .unwrap_or_default();
    if script
        .steps
        .first()
        .is_some_and(|step| step.seat == script.learner)
    {
        assert!(
            first.contains(&first_hint),
            "{game} in {lang}: the first hint is not the script's: {first:?}"
        );
    }
    if lang != "en" {
        let count = flat(&browser.text("tutorial-count").await);
        assert!(
            count.starts_with("étape 1 sur "),
            "{game} in {lang}: the step count reads {count:?}"
        );
    }
    browser
        .screenshot(&root, &format!("tutorial-{tag}-start"))
        .await;
    assert_bots_named_by_the_script(&browser, &script, game).await;

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
        let bar = &outlined["bar"];
        if phone {
            assert_eq!(
                bar["inWindow"], true,
                "{game}: the guide's bar is off screen ({outlined})"
            );
            assert!(
                bar["words"].as_str().is_some_and(|w| w.len() > 10),
                "{game}: the guide's bar says nothing ({outlined})"
            );
            assert_eq!(
                bar["overlapsControl"], false,
                "{game}: the guide's bar covers the control it outlines ({outlined})"
            );
            if uses == 0 {
                check_bar_more(&browser, &root, &tag, height, lang).await;
            }
        } else {
            assert_eq!(
                bar["shown"], false,
                "{game}: a phone's bar on a wide screen"
            );
        }
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
                .screenshot(&root, &format!("tutorial-{tag}-playing"))
                .await;
        }
        last = Some(outlined);
        since_change = Instant::now();
    }
    let debrief = browser.text("tutorial-debrief").await;
    assert!(debrief.len() > 80, "{game}: a debrief of {debrief:?}");
    assert!(
        flat(&debrief).contains(&opening(&script.debrief)),
        "{game} in {lang}: the debrief is not the script's: {debrief:?}"
    );
    browser
        .assert_no_sideways_scroll(&format!("the {game} tutorial"))
        .await;
    browser
        .screenshot(&root, &format!("tutorial-{tag}-debrief"))
        .await;
    assert!(uses > 3, "{game}: only {uses} guided uses");
    if phone {
        // Over, the bar points to the debrief; its button brings the box in sight.
        browser.click("tutorial-bar-more").await;
        let seen = browser
            .script(
                "const d = document.querySelector('[data-testid=tutorial-debrief]').getBoundingClientRect(); \
                 const b = document.querySelector('[data-testid=tutorial-bar]').getBoundingClientRect(); \
                 return d.top >= b.bottom - 1 && d.top < innerHeight;",
                vec![],
            )
            .await;
        assert_eq!(
            seen, true,
            "{game}: the bar's button does not show the debrief"
        );
        browser
            .screenshot(&root, &format!("tutorial-{tag}-debrief-from-bar"))
            .await;
    }
    browser.close().await;
}

/// The seats bar shows each bot seat by the script's name, never "baseline bot".
async fn assert_bots_named_by_the_script(
    browser: &Browser,
    script: &sleuth_core::tutorial::TutorialScript,
    game: &str,
) {
    let seats = browser.wait_for_text("seats-bar").await;
    assert!(
        !seats.contains("baseline"),
        "{game}: the seats bar names a bot by its kind: {seats:?}"
    );
    for (seat, name) in script.seat_names.iter().enumerate() {
        if seat != script.learner.index() {
            assert!(
                seats.contains(name.as_str()),
                "{game}: no {name:?} in {seats:?}"
            );
        }
    }
    assert!(
        !script.seat_names.is_empty(),
        "{game}: the script names no seat"
    );
}

/// "more" opens the whole hint in the bar, scrolling within 40% of the window
/// and still clear of the outlined control; "less" closes it again.
async fn check_bar_more(
    browser: &Browser,
    root: &std::path::Path,
    game: &str,
    height: u32,
    lang: &str,
) {
    let closed = browser.script(BAR_OPEN, vec![]).await;
    assert_eq!(closed["fullShown"], false, "{game}: {closed}");
    let more = if lang == "fr" { "plus" } else { "more" };
    assert_eq!(closed["more"], more, "{game}: {closed}");
    browser.click("tutorial-bar-more").await;
    let open = browser.script(BAR_OPEN, vec![]).await;
    assert_eq!(open["fullShown"], true, "{game}: {open}");
    assert!(
        open["fullWords"].as_u64().unwrap_or(0) > 200,
        "{game}: {open}"
    );
    let most = f64::from(height) * 0.4 + 1.0;
    assert!(
        open["height"].as_f64().unwrap_or(f64::MAX) <= most,
        "{game}: the open bar is taller than 40% of the window: {open}"
    );
    assert_eq!(
        open["scrolls"], true,
        "{game}: the first hint scrolls in the bar: {open}"
    );
    let outlined = browser.script(OUTLINED, vec![]).await;
    assert_eq!(
        outlined["bar"]["overlapsControl"], false,
        "{game}: the open bar covers the outlined control ({outlined})"
    );
    browser
        .screenshot(root, &format!("tutorial-{game}-bar-more"))
        .await;
    browser.click("tutorial-bar-more").await;
    let again = browser.script(BAR_OPEN, vec![]).await;
    assert_eq!(again["fullShown"], false, "{game}: {again}");
    assert!(
        again["height"].as_f64().unwrap_or(f64::MAX) < open["height"].as_f64().unwrap_or(0.0),
        "{game}: {again} after {open}"
    );
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

// The games played at 1366 px above, played on a phone too: the guide's bar
// over a Cluedo board, an Almost Innocent grid and a Watson & Holmes desk.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn havent_a_cluedo_tutorial_plays_to_the_end_on_a_phone() {
    play_tutorial("havent-a-cluedo", 360, 740).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn almost_innocent_tutorial_plays_to_the_end_on_a_phone() {
    play_tutorial("almost-innocent", 360, 740).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watson_holmes_tutorial_plays_to_the_end_on_a_phone() {
    play_tutorial("watson-holmes", 360, 740).await;
}

// A French learner: every game's tutorial in French, at 1366 px and on a phone.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lady_alice_tutorial_plays_to_the_end_in_french() {
    play_tutorial_in("lady-alice", 1366, 900, "fr").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn havent_a_cluedo_tutorial_plays_to_the_end_in_french_on_a_phone() {
    play_tutorial_in("havent-a-cluedo", 360, 740, "fr").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn almost_innocent_tutorial_plays_to_the_end_in_french() {
    play_tutorial_in("almost-innocent", 1366, 900, "fr").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watson_holmes_tutorial_plays_to_the_end_in_french_on_a_phone() {
    play_tutorial_in("watson-holmes", 360, 740, "fr").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lateral_puzzles_tutorial_plays_to_the_end_in_french() {
    play_tutorial_in("lateral-puzzles", 1366, 900, "fr").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lady_alice_tutorial_plays_to_the_end_in_french_on_a_phone() {
    play_tutorial_in("lady-alice", 360, 740, "fr").await;
}
