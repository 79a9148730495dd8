//! The whole browser UI under the server's Content-Security-Policy, styles
//! included, in headless Chromium (a real `sleuth serve`, Debian's chromium and
//! chromedriver): the policy allows no inline style (`style-src 'self'`), so a
//! `<style>` element or a `style` attribute anywhere in the UI would be refused
//! and reported. Ada walks the main screens at 1366 and 360 px: the lobby, a
//! started table of each of the five games (Ben and Cleo join the Lateral
//! Puzzles one), each game's rules page and its first picture, the studio
//! (home, an editor, the player's preview), a tutorial, the friends page, the
//! assistant and her profile; not a single violation may be reported. Then a
//! `<style>` element and a `style` attribute planted in Cleo's page must be
//! reported, so the check itself can fail.
//!
//! Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh); screenshots go to
//! test-output/browser-csp/.
mod support;

use std::collections::BTreeSet;
use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::Value;
use support::*;

/// Every Content-Security-Policy violation the page in `browser` reported since
/// it loaded, one line each (directive, what was blocked, where). A
/// `ReportingObserver` with `buffered` hands over the reports made before this
/// first ran, so nothing the page did while loading is missed; from then on a
/// `securitypolicyviolation` listener sees every violation at once, including
/// those of code that is not the page's own (Chromium queues no report for
/// those). The same violation seen both ways is kept once. Call this before a
/// navigation that loads a new document (a change of the hash alone keeps it).
async fn csp_violations(browser: &Browser) -> Vec<String> {
    let found = browser
        .script(
            r#"
            const line = (directive, disposition, blocked, file, lineNumber) =>
              `${directive} (${disposition}) blocked ${blocked} at ${file}:${lineNumber}`;
            if (!window.cspSeen) {
              window.cspSeen = new Set();
              document.addEventListener('securitypolicyviolation', (e) =>
                window.cspSeen.add(line(e.effectiveDirective, e.disposition, e.blockedURI, e.sourceFile, e.lineNumber)));
              window.cspObserver = new ReportingObserver(() => {}, { types: ['csp-violation'], buffered: true });
              window.cspObserver.observe();
            }
            for (const report of window.cspObserver.takeRecords()) {
              const b = report.body;
              window.cspSeen.add(line(b.effectiveDirective, b.disposition, b.blockedURL, b.sourceFile, b.lineNumber));
            }
            return [...window.cspSeen];
            "#,
            vec![],
        )
        .await;
    found
        .as_array()
        .map(|list| {
            list.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// Opens `url` in `browser`, first keeping the violations its page reported
/// (a navigation may load a new document, whose reports start afresh).
async fn visit(browser: &Browser, url: &str, violations: &mut BTreeSet<String>) {
    violations.extend(csp_violations(browser).await);
    browser.goto(url).await;
}

/// Screenshots of what `browser` shows at 1366 px and at 360 px (top of the
/// page), named `name-1366` and `name-360`; the window is left at 1366 px.
async fn at_both_widths(browser: &Browser, root: &Path, name: &str) {
    browser.resize(1366, 900).await;
    browser.scroll_to_top().await;
    browser.screenshot(root, &format!("{name}-1366")).await;
    browser.resize(360, 800).await;
    browser.scroll_to_top().await;
    browser.screenshot(root, &format!("{name}-360")).await;
    browser.resize(1366, 900).await;
}

/// Screenshots at 1366 and 360 px of the first picture of the rules page
/// `browser` shows (an SVG one if there is one), once every picture is drawn.
async fn picture_at_both_widths(browser: &Browser, root: &Path, game: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while browser
        .script(
            "return document.querySelectorAll('figure.rules-picture[data-drawn=pending]').length;",
            vec![],
        )
        .await
        != serde_json::json!(0)
    {
        assert!(Instant::now() < deadline, "{game}: pictures never drawn");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for (width, height) in [(1366, 900), (360, 800)] {
        browser.resize(width, height).await;
        browser
            .script(
                "const svg = document.querySelector('figure.rules-picture .rules-picture-svg'); \
                 const figure = svg ? svg.closest('figure') : document.querySelector('figure.rules-picture'); \
                 if (figure) figure.scrollIntoView({block: 'start'});",
                vec![],
            )
            .await;
        browser
            .screenshot(root, &format!("rules-{game}-picture-{width}"))
            .await;
    }
    browser.resize(1366, 900).await;
}

/// Chooses `players` seats for `game` in the lobby (the first game's menu has
/// the test id `players-select`, the others `players-select-GAME`).
async fn choose_players(browser: &Browser, game: &str, players: &str) {
    browser.wait_for(&format!("create-{game}"), 20).await;
    let own = format!("players-select-{game}");
    let menu = if browser.find(&own).await.is_some() {
        own
    } else {
        "players-select".to_owned()
    };
    browser.select(&menu, players).await;
}

/// Waits until `browser` may start the match, then starts it.
async fn start(browser: &Browser, game: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !browser.enabled("start").await {
        assert!(Instant::now() < deadline, "{game}: start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.click("start").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_main_screen_runs_without_inline_styles_under_the_policy() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-csp", "sleuth-csp").await;
    let (addr, root, scratch) = (s.addr, s.root.clone(), s.scratch.clone());
    let ada = s.browser("ada", "profile-ada").await;
    let ben = s.browser("ben", "profile-ben").await;
    let cleo = s.browser("cleo", "profile-cleo").await;

    // Each violation once (every look returns all a page reported so far).
    let mut violations = BTreeSet::new();

    // Ada has an account (the studio and the friends page need one).
    visit(&ada, &format!("http://{addr}/"), &mut violations).await;
    ada.click("nav-login").await;
    ada.type_into("signup-name", "Ada").await;
    ada.type_into("signup-password", "ada's long password")
        .await;
    ada.click("signup-submit").await;
    assert_eq!(ada.wait_for_text("nav-profile").await, "Ada");
    visit(&ada, &format!("http://{addr}/#/"), &mut violations).await;
    ada.wait_for("create-lady-alice", 20).await;
    at_both_widths(&ada, &root, "lobby").await;

    // A started table of each game that bots may play: Ada in seat 1, bots in
    // the others. (game, players, variant menus to set, the table's test id)
    type Table<'a> = (&'a str, &'a str, &'a [(&'a str, &'a str)], &'a str);
    let tables: [Table; 4] = [
        ("lady-alice", "3", &[], "my-evidence"),
        ("havent-a-cluedo", "3", &[], "hc-board"),
        (
            "almost-innocent",
            "3",
            &[("scenario", "the-queens-stroll"), ("difficulty", "easy")],
            "ai-grid",
        ),
        ("watson-holmes", "2", &[], "wh-board"),
    ];
    for (game, players, variants, board) in tables {
        visit(&ada, &format!("http://{addr}/#/"), &mut violations).await;
        choose_players(&ada, game, players).await;
        for (key, value) in variants {
            ada.select(&format!("variant-{game}-{key}"), value).await;
        }
        ada.click(&format!("create-{game}")).await;
        ada.wait_for("join-seat-0", 20).await;
        ada.click("join-seat-0").await;
        ada.wait_for("leave-seat-0", 20).await;
        let seats: usize = players.parse().expect("a number of players");
        for seat in 1..seats {
            ada.click(&format!("add-bot-{seat}")).await;
        }
        start(&ada, game).await;
        ada.wait_for(board, 20).await;
        ada.wait_for_text("turn-prompt").await;
        at_both_widths(&ada, &root, game).await;
    }

    // The Lateral Puzzles Game is for people only: Ben and Cleo join by the
    // invite link; Ada is the Lateral Master (seat 1).
    visit(&ada, &format!("http://{addr}/#/"), &mut violations).await;
    ada.click("create-lateral-puzzles").await;
    ada.wait_for("join-seat-0", 20).await;
    let invite = ada.url().await;
    ada.click("join-seat-0").await;
    ada.wait_for("leave-seat-0", 20).await;
    for (seat, (browser, name)) in [(&ben, "Ben"), (&cleo, "Cleo")].into_iter().enumerate() {
        let seat = seat + 1;
        visit(browser, &invite, &mut violations).await;
        browser.wait_for(&format!("join-seat-{seat}"), 20).await;
        browser.type_into("join-name", name).await;
        browser.click(&format!("join-seat-{seat}")).await;
        browser.wait_for(&format!("leave-seat-{seat}"), 20).await;
    }
    start(&ada, "lateral-puzzles").await;
    for browser in [&ada, &ben, &cleo] {
        browser.wait_for("lp-table", 20).await;
    }
    at_both_widths(&ada, &root, "lateral-puzzles").await;
    at_both_widths(&ben, &root, "lateral-puzzles-puzzler").await;
    violations.extend(csp_violations(&ben).await);
    violations.extend(csp_violations(&cleo).await);

    // Every game's rules page, with its pictures.
    for game in [
        "lady-alice",
        "havent-a-cluedo",
        "almost-innocent",
        "watson-holmes",
        "lateral-puzzles",
    ] {
        visit(&ada, &format!("http://{addr}/#/"), &mut violations).await;
        ada.click(&format!("rules-link-{game}")).await;
        ada.wait_for_text("rules-title").await;
        ada.wait_for("rules-glossary", 20).await;
        at_both_widths(&ada, &root, &format!("rules-{game}")).await;
        picture_at_both_widths(&ada, &root, game).await;
    }

    // The studio: its home, the editor of a new case from the template and the
    // player's preview of it.
    visit(&ada, &format!("http://{addr}/#/"), &mut violations).await;
    ada.click("nav-studio").await;
    ada.wait_for("studio-home", 20).await;
    at_both_widths(&ada, &root, "studio-home").await;
    ada.click("studio-new-watson-holmes").await;
    ada.wait_for_text_containing("studio-check-status", "No problems")
        .await;
    at_both_widths(&ada, &root, "studio-editor").await;
    ada.click("studio-preview").await;
    ada.wait_for_text("studio-preview-title").await;
    at_both_widths(&ada, &root, "studio-preview").await;

    // A tutorial (its box, or its bar on a phone, sizes the page from script).
    visit(&ada, &format!("http://{addr}/#/"), &mut violations).await;
    ada.click("learn-lady-alice").await;
    ada.wait_for("tutorial", 20).await;
    ada.wait_for("my-evidence", 20).await;
    at_both_widths(&ada, &root, "tutorial").await;

    // The friends page, the assistant and Ada's profile.
    visit(&ada, &format!("http://{addr}/#/friends"), &mut violations).await;
    ada.wait_for("friends-page", 20).await;
    at_both_widths(&ada, &root, "friends").await;
    visit(&ada, &format!("http://{addr}/#/assist"), &mut violations).await;
    ada.wait_for("assist-setup", 20).await;
    at_both_widths(&ada, &root, "assist").await;
    ada.click("nav-profile").await;
    ada.wait_for_text("profile-name").await;
    at_both_widths(&ada, &root, "profile").await;

    // The check can fail: a `<style>` element and a `style` attribute planted in
    // Cleo's page are refused and reported (reports arrive a moment later).
    let earlier = csp_violations(&cleo).await.len();
    cleo.script(
        "const s = document.createElement('style'); s.textContent = 'body { color: red }'; document.head.appendChild(s); \
         document.body.setAttribute('style', 'color: red'); return true",
        vec![],
    )
    .await;
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let planted = csp_violations(&cleo).await.split_off(earlier);
        let elem = planted.iter().any(|v| v.starts_with("style-src-elem"));
        let attr = planted.iter().any(|v| v.starts_with("style-src-attr"));
        if elem && attr {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the planted <style> element and style attribute were not both reported: {planted:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    violations.extend(csp_violations(&ada).await);
    assert!(
        violations.is_empty(),
        "Content-Security-Policy violations: {violations:#?}"
    );
    ada.close().await;
    ben.close().await;
    cleo.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}
