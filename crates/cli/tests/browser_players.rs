//! Accounts, ratings, clocks and stand-in bots end to end in headless Chromium
//! (a real `sleuth serve`, Debian's
//! chromium and chromedriver): two people create accounts in their own browsers
//! and play a rated real-time Lady Alice match with a random bot in the third
//! seat. Bob lets his clock run out: the host's chosen bot takes his seat (the
//! page and the chat say so) and plays on; Ada accuses correctly and wins; both
//! profiles show the result and the new ratings, as the API computed them.
//!
//! Ada's accusation is right because the test reads the match's seed from the
//! server's SQLite file and sets the game up itself (a test's oracle; the browser
//! never sees the solution). She accuses at her first deduction turn after the
//! bot took Bob's seat, so each rival has placed at most one counter (at most 2
//! points) against her accusation bonus of 3 (LA-9): she wins whatever the bots do
//! (if both random bots accuse wrongly before her turn, she wins as the lone
//! survivor, LA-8).
//!
//! The whole walk (account pages, lobby, a match, profiles, leaderboard, then
//! every game's rules page, the account page, the friends page with a friend
//! added, and the service worker's registration) runs under the server's
//! Content-Security-Policy: neither browser may report a single violation.
//!
//! Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh); screenshots go to
//! test-output/browser-players/.
mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_core::Seat;
use sleuth_lady_alice::{LadyAlice, clue::Category};
use support::*;

/// The three evidence clues (the solution) and the category the accuser names
/// as removed, read from the store as a test's oracle.
fn solution(data: &std::path::Path, id: &str) -> (Vec<(String, String)>, String) {
    let conn = rusqlite::Connection::open_with_flags(
        data.join("sleuth.sqlite"),
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
    )
    .expect("the server's store");
    let (config, seed): (String, String) = conn
        .query_row(
            "SELECT config, seed FROM matches WHERE id = ?1",
            [id],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .expect("the match row");
    let config: sleuth_lady_alice::LadyAliceConfig = serde_json::from_str(&config).expect("config");
    let game = LadyAlice::new(&config, seed.parse().expect("seed")).expect("set up");
    let clues: Vec<(String, String)> = (0..3)
        .map(|s| {
            let clue = game.evidence_of(Seat(s));
            (clue.category().to_string(), clue.name().to_owned())
        })
        .collect();
    let removed = Category::ALL
        .iter()
        .map(ToString::to_string)
        .find(|cat| !clues.iter().any(|(c, _)| c == cat))
        .expect("three players: one category is not in the solution");
    (clues, removed)
}

/// Every Content-Security-Policy violation the page in `browser` reported since
/// it loaded, one line each (directive, what was blocked, where). A
/// `ReportingObserver` with `buffered` also hands over the reports made before
/// it was created, so nothing the page did while loading is missed; call this
/// before a navigation that loads a new document.
async fn csp_violations(browser: &Browser) -> Vec<String> {
    let found = browser
        .script(
            r#"
            if (!window.cspObserver) {
              window.cspSeen = [];
              window.cspObserver = new ReportingObserver(() => {}, { types: ['csp-violation'], buffered: true });
              window.cspObserver.observe();
            }
            for (const report of window.cspObserver.takeRecords()) {
              const b = report.body;
              window.cspSeen.push(`${b.effectiveDirective} (${b.disposition}) blocked ${b.blockedURL} at ${b.sourceFile}:${b.lineNumber} ${b.sample || ''}`);
            }
            return window.cspSeen;
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_accounts_play_a_rated_real_time_match_and_a_bot_takes_over_when_time_runs_out() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-players", "sleuth-players").await;
    let (addr, root, data) = (s.addr, s.root.clone(), s.data());
    let ada = s.browser("ada", "profile-ada").await;
    let bob = s.browser("bob", "profile-bob").await;

    // The violation check can fail: an inline script planted in the page is
    // blocked and reported. A reload then starts the walk on a clean page.
    ada.goto(&format!("http://{addr}/")).await;
    ada.script(
        "const s = document.createElement('script'); s.textContent = 'window.planted = true'; document.head.append(s); return window.planted === true",
        vec![],
    )
    .await;
    let planted = csp_violations(&ada).await;
    assert!(
        planted.iter().any(|v| v.starts_with("script-src")),
        "the planted inline script was not reported: {planted:?}"
    );
    ada.client.refresh().await.expect("reload");
    let mut violations = Vec::new();

    // Each creates an account in their own browser.
    for (browser, name, password) in [
        (&ada, "Ada", "ada's long password"),
        (&bob, "Bob", "bob's long password"),
    ] {
        browser.goto(&format!("http://{addr}/")).await;
        browser.click("nav-login").await;
        browser.type_into("signup-name", name).await;
        browser.type_into("signup-password", password).await;
        browser.click("signup-submit").await;
        assert_eq!(browser.wait_for_text("nav-profile").await, name);
    }
    ada.screenshot(&root, "01-logged-in").await;

    // Ada creates a rated three-player match with a 20 s + 5 s clock; the random
    // bot plays for whoever is away; she takes seat 1 and seats a random bot.
    ada.wait_for("create-lady-alice", 20).await;
    ada.select("players-select", "3").await;
    ada.click("option-rated-lady-alice").await;
    ada.select("option-clock-lady-alice", "rt-custom").await;
    ada.type_into("option-clock-secs-lady-alice", "20").await;
    ada.type_into("option-clock-inc-lady-alice", "5").await;
    ada.select("option-stand-in-lady-alice", "random").await;
    ada.screenshot(&root, "02-options").await;
    ada.click("create-lady-alice").await;
    ada.wait_for("join-seat-0", 20).await;
    assert!(ada.text("join-as").await.contains("Ada"));
    let invite = ada.url().await;
    let id = invite.rsplit('/').next().expect("id").to_owned();
    ada.click("join-seat-0").await;
    ada.wait_for("leave-seat-0", 20).await;
    ada.select("bot-select-2", "random").await;
    ada.click("add-bot-2").await;
    violations.extend(csp_violations(&bob).await);
    bob.goto(&invite).await;
    bob.click("join-seat-1").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !ada.enabled("start").await {
        assert!(
            Instant::now() < deadline,
            "start never enabled: {}",
            ada.text("seats").await
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (clues, removed) = solution(&data, &id);
    let in_solution = |name: &str| clues.iter().any(|(_, clue)| clue == name);
    ada.click("start").await;
    ada.wait_for("seat-clock-0", 20).await;
    bob.wait_for("seat-clock-1", 20).await;
    // The clocks are shown to everyone, with the accounts' profile links.
    assert_eq!(bob.text("seat-profile-0").await, "Ada");
    ada.screenshot(&root, "03-clocks").await;

    // Ada plays (never naming the solution in a suspicion, so that nothing ends
    // the game early); Bob does nothing.
    let mut took_over = false;
    let mut accused = false;
    let deadline = Instant::now() + Duration::from_secs(150);
    while ada.find("score-sheet").await.is_none() {
        assert!(
            Instant::now() < deadline,
            "the game did not end (took over: {took_over}, accused: {accused})"
        );
        if !took_over && ada.find("seat-stand-in-1").await.is_some() {
            took_over = true;
            // (The random bots may end the game at once by wrong accusations, so
            // "Reclaim my seat" may already be gone; the protocol test reclaims.)
            bob.wait_for_text_containing("seat-stand-in-1", "random bot")
                .await;
            let chat = bob
                .wait_for_text_containing("chat-list", "time ran out")
                .await;
            assert!(chat.contains("Bob's time ran out"), "{chat}");
            bob.screenshot(&root, "04-bob-taken-over").await;
            // At phone width the players' bar (clocks, the bot, Reclaim) fits.
            bob.resize(360, 800).await;
            bob.assert_no_sideways_scroll("the players' bar at 360 px")
                .await;
            bob.scroll_to("seats-bar").await;
            bob.screenshot(&root, "04b-bob-taken-over-mobile").await;
        }
        if ada.find("submit-suspicion").await.is_some() {
            for category in sleuth_lady_alice::clue::CLUE_NAMES {
                if let Some(clue) = category.iter().find(|c| !in_solution(c)) {
                    ada.try_click(&format!("clue-{clue}")).await;
                }
            }
            if ada.enabled("submit-suspicion").await {
                ada.click("submit-suspicion").await;
            }
        } else if ada.find("pass").await.is_some() {
            if took_over {
                // Each pick once (a second tap would take it back).
                for (_, clue) in &clues {
                    let pressed = ada
                        .script(
                            "const b = document.querySelector(arguments[0]); return b ? b.getAttribute('aria-pressed') : null",
                            vec![json!(testid(&format!("clue-{clue}")))],
                        )
                        .await;
                    if pressed != json!("true") {
                        ada.try_click(&format!("clue-{clue}")).await;
                    }
                }
                let chosen = ada
                    .script(
                        "const b = document.querySelector(arguments[0]); return b ? b.classList.contains('on') : false",
                        vec![json!(testid(&format!("removed-category-{removed}")))],
                    )
                    .await;
                if chosen != json!(true) {
                    ada.try_click(&format!("removed-category-{removed}")).await;
                }
                if ada.enabled("submit-accusation").await {
                    ada.screenshot(&root, "05-accusing").await;
                    ada.click("submit-accusation").await;
                    accused = true;
                }
            } else {
                ada.try_click("pass").await;
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    if !took_over {
        // Once the bot has Bob's seat the two random bots may end the game within
        // one of Ada's looks (wrong accusations leave her the lone survivor,
        // LA-8), so the stand-in can come and go between two looks on a busy
        // machine: then the match's record says whether the bot took the seat,
        // and Bob's chat says why.
        let (_, summary) = sleuth_server::client::get(addr, &format!("/api/matches/{id}")).await;
        took_over = summary["seats"][1]["stand_in"] == "random";
        if took_over {
            let chat = bob
                .wait_for_text_containing("chat-list", "time ran out")
                .await;
            assert!(chat.contains("Bob's time ran out"), "{chat}");
        }
    }
    assert!(took_over, "the bot never took Bob's seat");
    bob.wait_for("score-sheet", 20).await;
    ada.screenshot(&root, "06-over").await;

    // Ada won; the result and the ratings are on both profiles.
    let (_, summary) = sleuth_server::client::get(addr, &format!("/api/matches/{id}")).await;
    let winners = summary["outcome"]["winners"].clone();
    // Ada wins by her accusation, or, when both random bots accused wrongly
    // first, as the lone survivor (LA-8); either way she is the winner.
    assert_eq!(winners, json!([0]), "accused: {accused}; {summary}");
    for (browser, name, result) in [(&ada, "Ada", "won"), (&bob, "Bob", "place")] {
        let (_, profile) = sleuth_server::client::get(addr, &format!("/api/players/{name}")).await;
        let played: &Value = &profile["matches"][0];
        assert_eq!(played["match"], id.as_str());
        let after = played["rating_after"]["display"].as_f64().expect("rated");
        browser.click("nav-profile").await;
        browser.wait_for(&format!("profile-match-{id}"), 20).await;
        let line = browser.text(&format!("profile-match-{id}")).await;
        assert!(line.contains(result), "{line}");
        assert!(
            line.contains("rated") && line.contains(&format!("{after:.1}")),
            "{line} vs {after}"
        );
        assert_eq!(
            browser.text("profile-rating-lady-alice").await,
            format!("{after:.1}")
        );
        browser
            .screenshot(&root, &format!("07-profile-{name}"))
            .await;
        browser.resize(360, 800).await;
        browser
            .assert_no_sideways_scroll("a profile at 360 px")
            .await;
        browser
            .screenshot(&root, &format!("07b-profile-{name}-mobile"))
            .await;
    }
    // The leaderboard lists both, and the bot.
    ada.goto(&format!("http://{addr}/#/leaderboards/lady-alice"))
        .await;
    let board = ada.wait_for_text_containing("leaderboard", "Bob").await;
    assert!(
        board.contains("Ada") && board.contains("random bot"),
        "{board}"
    );
    ada.resize(360, 800).await;
    ada.assert_no_sideways_scroll("the leaderboard").await;
    ada.screenshot(&root, "08-leaderboard-mobile").await;

    // The rest of the site under the policy: each game's rules page with its
    // pictures (drawn by the game's own module), the account page, and the
    // friends page, where Ada adds Bob (a change the same-origin check lets
    // through: her page's Origin is the site's own).
    ada.resize(1366, 900).await;
    for game in [
        "lady-alice",
        "havent-a-cluedo",
        "almost-innocent",
        "watson-holmes",
        "lateral-puzzles",
    ] {
        ada.goto(&format!("http://{addr}/#/rules/{game}")).await;
        ada.wait_for("rules-title", 20).await;
        let deadline = Instant::now() + Duration::from_secs(20);
        while ada
            .script(
                "return document.querySelectorAll('[data-drawn=\"pending\"]').length",
                vec![],
            )
            .await
            != json!(0)
        {
            assert!(Instant::now() < deadline, "{game}: pictures never drawn");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    ada.goto(&format!("http://{addr}/#/account")).await;
    ada.wait_for("password-form", 20).await;
    ada.goto(&format!("http://{addr}/#/friends")).await;
    ada.type_into("friend-name", "Bob").await;
    ada.click("friend-add").await;
    ada.wait_for("friend-bob", 20).await;
    // The Web Push switch registers /sw.js (worker-src).
    let registered = ada
        .script(
            "return navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready).then((r) => !!r.active)",
            vec![],
        )
        .await;
    assert_eq!(registered, json!(true), "the service worker did not start");
    ada.screenshot(&root, "09-friends").await;
    violations.extend(csp_violations(&ada).await);
    violations.extend(csp_violations(&bob).await);
    assert!(
        violations.is_empty(),
        "Content-Security-Policy violations: {violations:#?}"
    );
    // Each session ends its Chromium (chromedriver alone leaves them running).
    ada.close().await;
    bob.close().await;
}
