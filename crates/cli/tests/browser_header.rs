//! The site's header at a phone's width and at a desktop's, in headless Chromium
//! against a real `sleuth serve`, in English and in French, signed out and signed
//! in with the longest account name (so that every link, the Studio link too, is
//! there): at 1366 px it is one row; at 360 px it is at most two rows, the site's
//! links never wrap (they scroll sideways in their own row) and every link and the
//! language switch can be reached: brought into view, each is wholly on screen,
//! nothing covers its middle and its words are not cut.
//!
//! Also the match page's seat list in French and English: a bot seat reads as its
//! kind's name alone (« Bot solveur », "solver bot"), never followed by a
//! redundant "(bot)".
//!
//! Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh); screenshots go to
//! test-output/browser-header/.

mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_server::client::post;
use support::*;

/// The header's rows and what a reader cannot reach, as the page lays them out
/// now: {rows, nav_rows, height, unreachable: [..], links}. A row is a distinct
/// middle height (within 10 px) among the brand, the account's links, the language switch
/// and the site's links; a link is unreachable when, scrolled into view, it is
/// not wholly inside the window, something else lies over its middle, or its
/// words are cut (the account's own name may end in an ellipsis).
const HEADER_LAYOUT: &str = r#"
const header = document.querySelector('.site-header');
const shown = (e) => e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
const navLinks = [...header.querySelectorAll('.site-nav a')].filter(shown);
const accountLinks = [...header.querySelectorAll('.account-nav a')].filter(shown);
const language = header.querySelector('[data-testid="language-switch"]');
const rowsOf = (elements) => {
  const middles = [];
  for (const e of elements) {
    const r = e.getBoundingClientRect();
    const middle = (r.top + r.bottom) / 2;
    if (!middles.some((m) => Math.abs(m - middle) < 10)) middles.push(middle);
  }
  return middles.length;
};
const everything = [header.querySelector('.brand'), ...accountLinks, language, ...navLinks];
const rows = rowsOf(everything);
const navRows = rowsOf(navLinks);
const unreachable = [];
for (const e of [...navLinks, ...accountLinks, language]) {
  e.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = e.getBoundingClientRect();
  const inside = r.width > 0 && r.left >= -1 && r.top >= -1
    && r.right <= window.innerWidth + 1 && r.bottom <= window.innerHeight + 1;
  const over = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const uncovered = over !== null && (over === e || e.contains(over));
  const cut = e.scrollWidth > e.clientWidth + 1 && e.dataset.testid !== 'nav-profile';
  if (!inside || !uncovered || cut) {
    unreachable.push(`${e.textContent.trim()}: left ${r.left}, right ${r.right}, top ${r.top}, covered by ${over?.outerHTML?.slice(0, 60)}, cut ${cut}`);
  }
}
header.querySelector('.site-nav').scrollLeft = 0;
window.scrollTo(0, 0);
return { rows, nav_rows: navRows, height: header.getBoundingClientRect().height, unreachable,
  links: navLinks.map((a) => a.textContent.trim()) };
"#;

/// Checks the header as laid out at the browser's current width: at most
/// `max_rows` rows, its links on one row, every one reachable; the layout.
async fn check_header(browser: &Browser, what: &str, max_rows: u64) -> Value {
    let layout = browser.script(HEADER_LAYOUT, vec![]).await;
    assert!(
        layout["rows"].as_u64().is_some_and(|rows| rows <= max_rows),
        "{}: {what}: the header takes more than {max_rows} rows: {layout}",
        browser.name
    );
    assert_eq!(
        layout["nav_rows"],
        json!(1),
        "{}: {what}: the site's links wrap: {layout}",
        browser.name
    );
    assert_eq!(
        layout["unreachable"],
        json!([]),
        "{}: {what}: header links out of reach: {layout}",
        browser.name
    );
    layout
}

/// [`check_header`] at a phone's width: two rows at most.
async fn check_two_rows(browser: &Browser, what: &str) {
    check_header(browser, what, 2).await;
}

/// Waits until the header names the signed-in account (and so shows the Studio link).
async fn wait_for_signed_in(browser: &Browser) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while browser.find("nav-profile").await.is_none()
        || browser
            .script(
                "return document.querySelector('[data-testid=\"nav-studio\"]').hidden;",
                vec![],
            )
            .await
            == json!(true)
    {
        assert!(
            Instant::now() < deadline,
            "{}: the header never names the account",
            browser.name
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_header_fits_a_phone_in_two_rows_with_every_link_reachable() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-header", "sleuth-header").await;
    let (addr, root) = (s.addr, s.root.clone());
    for (language, accept, name) in [
        ("en", "en-US,en", "WWWWWWWWWWWWWWWWWWWWWWen"),
        ("fr", "fr-FR,fr", "WWWWWWWWWWWWWWWWWWWWWWfr"),
    ] {
        let browser = s.browser_in_language("reader", language, accept).await;
        browser.goto(&format!("http://{addr}/#/leaderboards")).await;
        browser.wait_for("language-switch", 20).await;
        browser.wait_for("nav-login", 20).await;
        screenshots_at_both_widths(
            &browser,
            &root,
            &format!("signed-out-{language}"),
            None,
            check_two_rows,
        )
        .await;
        let wide = check_header(&browser, "signed out at 1366 px", 1).await;
        assert_eq!(wide["links"].as_array().map(Vec::len), Some(4), "{wide}");

        // Signed in with a 24-character name: the Studio link joins the row.
        let status = browser
            .script(
                "return fetch('/api/accounts', {method: 'POST', headers: {'content-type': 'application/json'}, \
                   body: JSON.stringify({name: arguments[0], password: 'a long enough password'})}).then((r) => r.status);",
                vec![json!(name)],
            )
            .await;
        assert_eq!(status, json!(201), "{}: sign up", browser.name);
        browser.script("location.reload();", vec![]).await;
        wait_for_signed_in(&browser).await;
        screenshots_at_both_widths(
            &browser,
            &root,
            &format!("signed-in-{language}"),
            None,
            check_two_rows,
        )
        .await;
        let wide = check_header(&browser, "signed in at 1366 px", 1).await;
        assert_eq!(wide["links"].as_array().map(Vec::len), Some(5), "{wide}");
        browser.resize(360, 780).await;
        let narrow = check_header(&browser, "signed in at 360 px", 2).await;
        assert_eq!(narrow["links"], wide["links"], "the same links at 360 px");
        // The page shown is marked in the header.
        let current = browser
            .script(
                "return document.querySelector('.site-nav a[aria-current=\"page\"]')?.getAttribute('href');",
                vec![],
            )
            .await;
        assert_eq!(current, json!("#/leaderboards"));
        browser.close().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_seat_reads_as_its_kind_alone_in_the_seat_list() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-header-bots", "sleuth-header-bots").await;
    let (addr, root) = (s.addr, s.root.clone());
    let (status, body) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": "lady-alice", "config": {"players": 3}, "options": {}}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let id = body["match"]["id"].as_str().expect("id").to_owned();
    let host = body["host_token"].as_str().expect("host").to_owned();
    let (status, body) = post(
        addr,
        &format!("/api/matches/{id}/seats/1/bot"),
        Some(&host),
        json!({"bot": "solver"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    for (language, accept, expected) in [
        ("en", "en-US,en", "solver bot"),
        ("fr", "fr-FR,fr", "Bot solveur"),
    ] {
        let browser = s.browser_in_language("visitor", language, accept).await;
        browser.goto(&format!("http://{addr}/#/match/{id}")).await;
        let deadline = Instant::now() + Duration::from_secs(20);
        let row = loop {
            let row = browser
                .script(
                    "const row = document.querySelector('li.seat-bot'); return row ? row.textContent : null;",
                    vec![],
                )
                .await;
            if let Some(row) = row.as_str() {
                break row.to_owned();
            }
            assert!(Instant::now() < deadline, "{language}: no bot seat row");
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        assert!(row.contains(expected), "{language}: {row:?}");
        assert!(
            !row.contains("(bot)"),
            "{language}: a redundant marker: {row:?}"
        );
        browser
            .screenshot(&root, &format!("bot-seat-{language}"))
            .await;
        browser.close().await;
    }
}
