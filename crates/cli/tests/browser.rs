//! End to end in headless Chromium: a real `sleuth serve` process, Debian's
//! chromium driven through Debian's chromedriver with the `fantoccini` WebDriver
//! client. Every step is what a person does: open a page, click an element found
//! by its `data-testid`, type, choose in a menu, resize the window to a phone.
//!
//! - Two browser sessions with separate profiles (two players) create, join and
//!   play a three-player Lady Alice game to its end with a bot in the third
//!   seat, then go from the game-over screen to the replay and to the analysis,
//!   at 360 px.
//! - The Haven't a Cluedo and Almost Innocent tables draw, created from the lobby.
//! - The deduction assistant keeps a classic Cluedo and a Lady Alice notepad; at
//!   360 px its heat map's column heads are whole (item 3), refusals number the
//!   entries as the list does (item 2), ties are said as ties (item 11).
//! - Item 1: Lady Alice's action bar stays on screen at 360 px and the public
//!   history does not scroll sideways.
//!
//! chromedriver is found on the PATH (Debian's chromium-driver puts it in
//! /usr/bin) and the browser at /usr/bin/chromium. Screenshots go to
//! test-output/browser*/. Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh
//! installs chromium and chromium-driver and sets it); otherwise it says so and
//! passes.
mod support;

use std::path::Path;
use std::time::{Duration, Instant};

use fantoccini::Locator;
use serde_json::{Value, json};
use sleuth_core::SleuthRng;
use support::*;

const CLUES: [[&str; 8]; 4] = sleuth_lady_alice::clue::CLUE_NAMES;

/// The Lady Alice table's contract: at 360 px, during the
/// deduction round of the seat to act, the action bar is on screen whether the
/// page is at the top or at the last clue of the desk, and the public history
/// does not scroll sideways.
async fn check_action_bar_at_phone_width(browser: &Browser, root: &Path) {
    browser.resize(360, 800).await;
    browser.scroll_to_top().await;
    assert_eq!(
        browser.in_viewport("action-bar").await,
        json!(true),
        "the action bar at the top of the page"
    );
    let last = CLUES[3][7];
    browser.scroll_to(&format!("clue-{last}")).await;
    assert_eq!(
        browser.in_viewport("action-bar").await,
        json!(true),
        "the action bar with the last clue on screen"
    );
    let history = browser
        .script(
            "const h = document.querySelector('[data-testid=\"history\"]'); return h ? [h.scrollWidth, h.clientWidth] : null;",
            vec![],
        )
        .await;
    assert!(
        history[0].as_i64().unwrap_or(i64::MAX) <= history[1].as_i64().unwrap_or(0) + 1,
        "the public history scrolls sideways at 360 px: {history}"
    );
    browser.screenshot(root, "04-deduction-mobile").await;
    browser.resize(1100, 1000).await;
}

/// In the analysis plot every seat stays distinguishable: its
/// own dash pattern and marker shape (and the legend shows the same), and lines
/// that coincide are drawn apart; at 360 px the plot fits the window.
async fn check_analysis_plot(browser: &Browser, seats: usize) {
    let plot = browser
        .script(
            "const plot = document.querySelector('[data-testid=\"analysis-plot\"]');\
             const box = plot.getBoundingClientRect();\
             return {\
               lines: [...plot.querySelectorAll('polyline')].map((l) => ({seat: l.dataset.seat, points: l.getAttribute('points'), dash: l.getAttribute('stroke-dasharray')})),\
               groups: [...plot.querySelectorAll('g.seat-line')].map((g) => ({seat: g.dataset.seat, marker: g.dataset.marker, dash: g.dataset.dash, markers: g.querySelectorAll('[data-marker]').length})),\
               legend: [...document.querySelectorAll('[data-testid^=\"legend-seat-\"]')].map((s) => ({seat: s.dataset.testid.slice(12), marker: s.dataset.marker, dash: s.dataset.dash})),\
               right: box.right, width: window.innerWidth, shown: box.width > 200 };",
            vec![],
        )
        .await;
    let list = |key: &str| plot[key].as_array().cloned().unwrap_or_default();
    let (lines, groups, legend) = (list("lines"), list("groups"), list("legend"));
    assert_eq!(lines.len(), seats, "a line per seat: {plot}");
    assert_eq!(groups.len(), seats, "{plot}");
    assert_eq!(legend.len(), seats, "a legend entry per seat: {plot}");
    let distinct = |items: &[Value], key: &str| {
        let mut seen: Vec<&Value> = items.iter().map(|i| &i[key]).collect();
        seen.sort_by_key(|v| v.to_string());
        seen.dedup();
        seen.len() == items.len()
    };
    assert!(
        distinct(&lines, "points"),
        "two lines lie on each other: {plot}"
    );
    assert!(
        distinct(&lines, "dash"),
        "two seats share a dash pattern: {plot}"
    );
    assert!(
        distinct(&groups, "marker"),
        "two seats share a marker: {plot}"
    );
    for group in &groups {
        assert!(
            group["markers"].as_u64() > Some(0),
            "markers on the line: {group}"
        );
        let entry = legend
            .iter()
            .find(|l| l["seat"] == group["seat"])
            .unwrap_or_else(|| panic!("no legend entry for {group}"));
        assert_eq!(
            (&entry["marker"], &entry["dash"]),
            (&group["marker"], &group["dash"]),
            "the legend draws the seat as the plot does"
        );
    }
    assert_eq!(plot["shown"], json!(true), "{plot}");
    assert!(
        plot["right"].as_f64() <= plot["width"].as_f64().map(|w| w + 1.0),
        "the plot fits the window: {plot}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_lady_alice_to_the_end_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser", "sleuth-browser").await;
    let (addr, root, scratch) = (s.addr, s.root.clone(), s.scratch.clone());
    let ada = s.browser("ada", "profile-ada").await;
    let bob = s.browser("bob", "profile-bob").await;

    // Ada creates a three-player match, takes seat 1 and seats a bot in seat 3.
    ada.goto(&format!("http://{addr}/")).await;
    ada.wait_for("create-lady-alice", 20).await;
    ada.select("players-select", "3").await;
    ada.screenshot(&root, "01-lobby").await;
    ada.click("create-lady-alice").await;
    ada.wait_for("join-seat-0", 20).await;
    let invite = ada.url().await;
    assert!(invite.contains("#/match/"), "{invite}");
    let id = invite.rsplit('/').next().expect("id").to_owned();
    ada.type_into("join-name", "Ada").await;
    ada.click("join-seat-0").await;
    ada.click("add-bot-2").await;

    // Bob follows the invite link and takes seat 2.
    bob.goto(&invite).await;
    bob.type_into("join-name", "Bob").await;
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
    ada.screenshot(&root, "02-seats").await;
    ada.click("start").await;
    ada.wait_for("my-evidence", 20).await;
    bob.wait_for("my-evidence", 20).await;
    ada.screenshot(&root, "03-started").await;

    // Chat: Ada's message reaches Bob as text, never as markup, and
    // Bob can mute her for himself and take it back.
    let hostile = "<img src=x onerror=alert(1)> good luck <b>Bob</b>";
    ada.type_into("chat-input", hostile).await;
    ada.click("chat-send").await;
    assert_eq!(bob.wait_for_text("chat-text").await, hostile);
    let markup = bob
        .script(
            "return document.querySelectorAll('[data-testid=chat-list] img, [data-testid=chat-list] b').length",
            vec![],
        )
        .await;
    assert_eq!(markup, json!(0));
    bob.scroll_to("chat").await;
    bob.screenshot(&root, "03b-chat").await;
    bob.click("chat-mute").await;
    let deadline = Instant::now() + Duration::from_secs(10);
    while bob.find("chat-text").await.is_some() {
        assert!(Instant::now() < deadline, "muting Ada hides her message");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(bob.text("chat-muted").await.contains("Ada"));
    bob.click("chat-unmute").await;
    assert_eq!(bob.wait_for_text("chat-text").await, hostile);

    // Item 5: the title names the game and the people, never the match id.
    let title = ada.text("match-title").await.replace('\u{a0}', " ");
    assert!(
        title.starts_with("Lady Alice · Ada, Bob and 1 bot · created ") && !title.contains(&id),
        "{title}"
    );

    let mut action_bar_checked = false;
    let mut rngs = [SleuthRng::from_seed(11), SleuthRng::from_seed(12)];
    let mut placed = [false, false];
    let deadline = Instant::now() + Duration::from_secs(240);
    let mut actions = 0;
    while ada.find("score-sheet").await.is_none() || bob.find("score-sheet").await.is_none() {
        assert!(
            Instant::now() < deadline,
            "the game did not end in 4 minutes ({actions} browser actions)"
        );
        for (i, browser) in [&ada, &bob].into_iter().enumerate() {
            if !action_bar_checked && browser.find("pass").await.is_some() {
                check_action_bar_at_phone_width(browser, &root).await;
                action_bar_checked = true;
            }
            if browser.find("score-sheet").await.is_none()
                && lady_alice_take_turn(browser, &mut rngs[i], &mut placed[i]).await
            {
                actions += 1;
                if actions == 3 {
                    browser.screenshot(&root, "04-playing").await;
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    // The two people act only through their pages; a click the page re-rendered
    // under may not be counted here, so the record below is the judge.
    assert!(
        action_bar_checked,
        "no deduction round was seen for the action-bar check"
    );
    for browser in [&ada, &bob] {
        browser.wait_for("game-over", 10).await;
        let sheet = browser.text("score-sheet").await;
        assert!(sheet.contains("Ada") && sheet.contains("Bob"), "{sheet}");
        let log = browser.text("log").await;
        assert!(
            log.contains("smile"),
            "the log tells the verdicts in words: {log}"
        );
        browser.screenshot(&root, "05-score-sheet").await;
    }

    // Item 4: at 360 px the game-over screen leads to the replay and the analysis.
    for browser in [&ada, &bob] {
        browser.resize(360, 800).await;
        browser.scroll_to_top().await;
        browser.wait_until_displayed("replay-link").await;
        for link in ["replay-link", "analysis-link"] {
            assert_eq!(browser.in_viewport(link).await, json!(true), "{link}");
        }
        // A seated player gets the rematch button, not the spectators' link.
        let shown = |id: &str| {
            format!("return document.querySelector('[data-testid={id}]').offsetParent !== null")
        };
        assert_eq!(browser.script(&shown("rematch"), vec![]).await, json!(true));
        assert_eq!(
            browser.script(&shown("rematch-link"), vec![]).await,
            json!(false)
        );
        browser
            .assert_no_sideways_scroll("the game-over screen")
            .await;
        browser.screenshot(&root, "05-game-over-mobile").await;
    }
    // Bob follows the link to the replay and steps through the match.
    bob.click("replay-link").await;
    bob.wait_for("replay-next", 20).await;
    assert!(bob.url().await.ends_with(&format!("#/replay/{id}")));
    // (Once the replay has loaded: a click before it would step nothing.)
    let loaded = bob.wait_for_text_containing("replay-step", " of ").await;
    assert!(loaded.starts_with("step 0 of "), "{loaded}");
    bob.click("replay-next").await;
    let step = bob
        .wait_for_text_containing("replay-step", "step 1 of ")
        .await;
    assert!(step.starts_with("step 1 of "), "{step}");
    assert!(
        bob.text("match-title")
            .await
            .starts_with("Replay · Lady Alice · Ada, Bob")
    );
    bob.screenshot(&root, "06-replay-mobile").await;

    // Ada follows the link to the analysis: a line per seat, a sentence per seat,
    // and every seat distinguishable (item 9), at 360 px.
    ada.click("analysis-link").await;
    ada.wait_for("analysis-plot", 30).await;
    assert!(
        ada.url()
            .await
            .ends_with(&format!("#/replay/{id}/analysis"))
    );
    let summary = ada.wait_for_text("analysis-summary").await;
    assert!(
        summary.contains("Ada") && summary.contains("Bob") && summary.contains("certain"),
        "{summary}"
    );
    check_analysis_plot(&ada, 3).await;
    ada.assert_no_sideways_scroll("the analysis").await;
    ada.scroll_to("analysis-plot").await;
    ada.screenshot(&root, "07-analysis-mobile").await;
    ada.resize(1100, 1000).await;
    ada.screenshot(&root, "08-replay").await;

    // The match record, as a person downloads it: every action is in it.
    ada.goto(&format!("http://{addr}/api/matches/{id}/record"))
        .await;
    let body = ada
        .client
        .find(Locator::Css("pre"))
        .await
        .expect("the JSON as text")
        .text()
        .await
        .expect("its text");
    let record: Value = serde_json::from_str(&body).expect("the record is JSON");
    assert!(
        record["actions"]
            .as_array()
            .is_some_and(|a| a.len() >= actions),
        "{record}"
    );
    let by_people = record["actions"].as_array().map_or(0, |a| {
        a.iter()
            .filter(|x| x["seat"].as_u64().is_some_and(|s| s < 2))
            .count()
    });
    assert!(
        by_people >= 2,
        "the players acted through the UI ({by_people} actions by Ada and Bob, {actions} counted)"
    );

    // Rematch: back at the finished table, one click each; both land
    // in the new match, which starts with the same seats.
    for browser in [&ada, &bob] {
        browser.resize(1100, 1000).await;
        browser.goto(&invite).await;
        browser.wait_for("rematch", 20).await;
    }
    ada.click("rematch").await;
    bob.wait_for_text_containing("rematch", "Join the rematch")
        .await;
    bob.click("rematch").await;
    for browser in [&ada, &bob] {
        browser.wait_for("my-evidence", 30).await;
        let url = browser.url().await;
        assert!(url.contains("#/match/") && !url.ends_with(&id), "{url}");
    }
    let title = ada.text("match-title").await.replace('\u{a0}', " ");
    assert!(
        title.starts_with("Lady Alice · Ada, Bob and 1 bot"),
        "{title}"
    );
    ada.screenshot(&root, "09-rematch").await;
    ada.close().await;
    bob.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}

/// The Haven't a Cluedo and Almost Innocent tables draw in Chromium, for a seated
/// player and for a spectator, while bots play. Each match is made from the
/// lobby: the create button reads right ("Create an Almost Innocent match",
/// item 7), menus show the game's labels for its choices, and a game with a
/// per-seat choice (GameInfo.seat_choice) offers it when joining.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_other_tables_draw_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-tables", "sleuth-tables").await;
    let (addr, root, scratch) = (s.addr, s.root.clone(), s.scratch.clone());
    let browser = s.browser("tables", "profile").await;
    let watcher = s.browser("watcher", "profile-watcher").await;

    // The lobby's words (item 7).
    browser.goto(&format!("http://{addr}/")).await;
    browser.wait_for("create-almost-innocent", 20).await;
    assert_eq!(
        browser.text("create-almost-innocent").await,
        "Create an Almost Innocent match"
    );
    assert_eq!(
        browser.text("create-havent-a-cluedo").await,
        "Create a Haven't a Cluedo match"
    );
    let assist = browser.text("assist-card").await;
    assert!(
        assist.contains("Cluedo") && assist.contains("Lady Alice"),
        "{assist}"
    );
    // Every menu shows the game's labels for its choices (the value itself when
    // the game gives none), in the order of GET /api/games.
    let menus = browser
        .client
        .execute_async(
            "const done = arguments[arguments.length - 1];\
             fetch('/api/games').then((r) => r.json()).then((data) => {\
               const wrong = [];\
               for (const entry of data.games || data) {\
                 const info = entry.info || entry;\
                 for (const v of info.variants || []) {\
                   const menu = document.querySelector(`[data-testid=\"variant-${info.id}-${v.key}\"]`);\
                   if (!menu || menu.tagName !== 'SELECT') continue;\
                   [...menu.options].forEach((o, i) => {\
                     const want = (v.labels || [])[i] || v.choices[i];\
                     if (o.value !== v.choices[i] || o.textContent !== want) wrong.push(`${info.id}.${v.key}: ${o.value} shows ${o.textContent}, not ${want}`);\
                   });\
                 }\
               }\
               done(wrong);\
             }).catch((e) => done([String(e)]));",
            vec![],
        )
        .await
        .expect("the menus are read");
    assert_eq!(menus, json!([]), "{menus}");

    // (game, variant menus to set, the board's test id)
    type Table<'a> = (&'a str, &'a [(&'a str, &'a str)], &'a str);
    let tables: [Table; 2] = [
        ("havent-a-cluedo", &[], "hc-board"),
        (
            "almost-innocent",
            &[("scenario", "the-queens-stroll"), ("difficulty", "easy")],
            "ai-grid",
        ),
    ];
    for (game, variants, board) in tables {
        browser.goto(&format!("http://{addr}/#/")).await;
        browser.select(&format!("players-select-{game}"), "3").await;
        for (key, value) in variants {
            browser
                .select(&format!("variant-{game}-{key}"), value)
                .await;
        }
        browser.click(&format!("create-{game}")).await;
        browser.wait_for("join-seat-0", 20).await;
        let invite = browser.url().await;
        browser.type_into("join-name", "Ada").await;
        // A game with a per-seat choice offers the values no other seat holds.
        let chosen = match browser.find("seat-choice-0").await {
            Some(menu) => {
                let options = menu
                    .find_all(Locator::Css("option"))
                    .await
                    .expect("the choices");
                assert!(options.len() >= 2, "{game}: a choice to make");
                let value = options[1]
                    .attr("value")
                    .await
                    .ok()
                    .flatten()
                    .expect("a value");
                browser.select("seat-choice-0", &value).await;
                Some(value)
            }
            None => None,
        };
        browser.click("join-seat-0").await;
        if let Some(value) = chosen {
            let held = browser.wait_for_text("seat-choice-held-0").await;
            assert!(held.contains(&value), "{game}: chose {value}, holds {held}");
        }
        browser.click("add-bot-1").await;
        browser.wait_for("add-bot-2", 20).await;
        browser.click("add-bot-2").await;
        let deadline = Instant::now() + Duration::from_secs(20);
        while !browser.enabled("start").await {
            assert!(Instant::now() < deadline, "{game}: start never enabled");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        browser.click("start").await;
        browser.wait_for(board, 20).await;
        let prompt = browser.wait_for_text("turn-prompt").await;
        assert!(
            !prompt.trim().is_empty(),
            "{game}: the table says whose turn it is"
        );
        browser.screenshot(&root, &format!("{game}-seated")).await;
        // Someone else opens the invite link: a spectator's table.
        watcher.goto(&invite).await;
        watcher.wait_for(board, 20).await;
        // The prompt says "Loading…" until the spectator's view arrives.
        watcher
            .wait_for_text_containing("turn-prompt", "watching")
            .await;
        watcher
            .screenshot(&root, &format!("{game}-spectator"))
            .await;
    }
    browser.close().await;
    watcher.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}

impl Browser {
    /// The probability in a notepad cell (its data-p) and whether it is marked certain.
    async fn cell(&self, card: &str, holder: &str) -> (f64, bool) {
        let id = format!("cell-{card}-{holder}");
        let element = self.wait_for(&id, 20).await;
        let p = element
            .attr("data-p")
            .await
            .ok()
            .flatten()
            .and_then(|p| p.parse::<f64>().ok())
            .unwrap_or(-1.0);
        let certain = element
            .attr("class")
            .await
            .ok()
            .flatten()
            .is_some_and(|c| c.split_whitespace().any(|c| c == "certain"));
        let text = element.text().await.unwrap_or_default();
        let shown = format!("{}%", (p * 100.0).round());
        assert!(
            certain && text.contains("100%")
                || text.contains(&shown)
                || text.contains('<')
                || text.contains('>'),
            "{id}: the cell shows {text:?} for {p}"
        );
        (p, certain)
    }

    /// Waits until the entry list has exactly `n` entries.
    async fn entries(&self, n: usize) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let count = self
                .client
                .find_all(Locator::Css("[data-testid^=\"entry-\"]"))
                .await
                .map(|e| e.len())
                .unwrap_or(0);
            if count == n {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "{}: {count} entries, not {n}: {}",
                self.name,
                self.text("entries").await
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The refusal shown once the assistant answers.
    async fn refusal(&self) -> String {
        self.wait_for_text("assist-error").await
    }

    /// A menu's current value.
    async fn value(&self, id: &str) -> String {
        self.wait_for(id, 20)
            .await
            .prop("value")
            .await
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    async fn accept_confirmations(&self) {
        self.script("window.confirm = () => true;", vec![]).await;
    }
}

/// The deduction assistant page: a classic game set up in Chromium, a hand,
/// suggestions, a refused contradiction, undo, the heat map's cells, the envelope
/// solved, the session found again after a reload, a delete, and the page at 360 px.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn assist_page_keeps_a_classic_notepad_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    // Its own directory: the Lady Alice test empties test-output/browser when it
    // starts, possibly while this one runs.
    let root = test_output("browser-assist");
    // Only its own screenshots: the Lady Alice assistant test writes under lady-alice/.
    for entry in std::fs::read_dir(&root).into_iter().flatten().flatten() {
        if entry.path().is_file() {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    let s = Setup::start_in(root, "sleuth-assist").await;
    let (addr, root, scratch) = (s.addr, s.root.clone(), s.scratch.clone());
    let browser = s.browser("assist", "profile").await;

    // The lobby links to the assistant.
    browser.goto(&format!("http://{addr}/")).await;
    browser.click("assist-link").await;
    browser.wait_for("assist-setup", 20).await;
    // Haven't a Cluedo offers its own cards; then back to classic Cluedo.
    browser.wait_for("player-name-2", 20).await;
    browser.select("assist-game", "1").await;
    browser.wait_for("hand-card-Pizza oven", 20).await;
    browser.select("assist-game", "0").await;
    browser.wait_for("hand-card-Lead Pipe", 20).await;
    browser.wait_for("player-name-2", 20).await;
    for (i, name) in ["Ann", "Bob", "Cat"].iter().enumerate() {
        browser.type_into(&format!("player-name-{i}"), name).await;
    }
    // A wrong hand is refused with a sentence.
    browser.click("hand-card-Miss Scarlett").await;
    browser.click("assist-start").await;
    assert!(
        browser
            .text("assist-setup")
            .await
            .contains("Tick exactly your 6 cards (1 ticked)")
    );
    for card in [
        "Colonel Mustard",
        "Candlestick",
        "Dagger",
        "Kitchen",
        "Ballroom",
    ] {
        browser.click(&format!("hand-card-{card}")).await;
    }
    browser.screenshot(&root, "01-setup").await;
    browser.click("assist-start").await;
    browser.wait_for("heatmap", 20).await;
    assert_eq!(browser.cell("Dagger", "0").await, (1.0, true));
    assert_eq!(browser.cell("Dagger", "envelope").await, (0.0, false));
    assert!(browser.text("notepad-method").await.starts_with("Exact"));
    // Item 11: with every open card equally likely, no card is picked as the most likely.
    let summary = browser.text("envelope-summary").await;
    assert!(
        summary.contains("4 suspects tied at 25%")
            && summary.contains("4 weapons tied at 25%")
            && summary.contains("7 rooms tied at 14%"),
        "{summary}"
    );

    // Ann suggests Plum, Rope, Hall: Bob passes (filled in from the seating), Cat shows Rope.
    browser
        .select("suggest-card-suspects", "Professor Plum")
        .await;
    browser.select("suggest-card-weapons", "Rope").await;
    browser.select("suggest-card-rooms", "Hall").await;
    browser.select("shown-by", "2").await;
    let bob_passed = browser.wait_for("passed-1", 20).await.is_selected().await;
    assert!(
        bob_passed.expect("a checkbox"),
        "Bob sits between Ann and Cat, so he passed"
    );
    browser.select("shown-card", "Rope").await;
    browser.click("add-suggestion").await;
    browser.entries(1).await;
    assert_eq!(browser.cell("Rope", "2").await, (1.0, true));
    assert_eq!(browser.cell("Professor Plum", "1").await, (0.0, false));
    let (plum, _) = browser.cell("Professor Plum", "envelope").await;
    assert!(plum > 0.3 && plum < 0.6, "{plum}");

    // Bob suggests White, Dagger, Study; Cat passes; I show the Dagger.
    browser.wait_for("add-suggestion", 20).await;
    assert_eq!(
        browser.value("suggest-by").await,
        "1",
        "the next suggester is the next player"
    );
    browser.select("suggest-card-suspects", "Mrs White").await;
    browser.select("suggest-card-weapons", "Dagger").await;
    browser.select("suggest-card-rooms", "Study").await;
    browser.select("shown-by", "0").await;
    browser.select("shown-card", "Dagger").await;
    browser.click("add-suggestion").await;
    browser.entries(2).await;
    assert_eq!(browser.cell("Study", "2").await, (0.0, false));
    assert!(
        browser
            .text("entry-2")
            .await
            .contains("Bob suggested Mrs White, Dagger, Study; passed: Cat; Ann showed Dagger")
    );

    // "Bob has Rope" contradicts Cat showing it: refused, readable, not added.
    browser.click("tab-fact").await;
    browser.select("fact-player", "1").await;
    browser.select("fact-kind", "has").await;
    browser.click("fact-card-Rope").await;
    browser.click("add-fact").await;
    // Item 2: the entries it names are numbered as the list numbers them, and
    // the refused fact is "the new entry" (the solver's "suggestion 0", "fact 0").
    let error = browser.refusal().await;
    assert!(
        error.starts_with(
            "Not added: these clues contradict each other: no deal is consistent: Bob must hold Rope but also lacks it"
        )
            && error.contains(
                "(entry 1 (Ann suggested Professor Plum, Rope, Hall): Bob passed; the new entry (Bob has Rope))"
            )
            && !error.contains("suggestion 0")
            && !error.contains("fact 0"),
        "{error}"
    );
    browser.entries(2).await;
    browser.screenshot(&root, "02-refused").await;

    // Undo removes Bob's suggestion.
    browser.click("undo").await;
    browser.entries(1).await;
    let (study, _) = browser.cell("Study", "2").await;
    assert!(study > 0.0, "{study}");

    // Ann suggests Peacock, Lead Pipe, Library and nobody can show: solved.
    browser.click("tab-suggestion").await;
    browser.select("suggest-by", "0").await;
    browser.select("suggest-card-suspects", "Mrs Peacock").await;
    browser.select("suggest-card-weapons", "Lead Pipe").await;
    browser.select("suggest-card-rooms", "Library").await;
    browser.select("shown-by", "").await;
    browser.click("add-suggestion").await;
    browser.entries(2).await;
    assert_eq!(browser.cell("Lead Pipe", "envelope").await, (1.0, true));
    let summary = browser.text("envelope-summary").await;
    assert!(
        summary.contains("Solved") && summary.contains("Mrs Peacock"),
        "{summary}"
    );
    browser.screenshot(&root, "03-solved").await;

    // A reload finds the session again (localStorage).
    browser.goto(&format!("http://{addr}/#/")).await;
    browser.goto(&format!("http://{addr}/#/assist")).await;
    browser.client.refresh().await.expect("reload");
    browser.wait_for("heatmap", 20).await;
    browser.entries(2).await;
    assert_eq!(browser.cell("Rope", "2").await, (1.0, true));
    assert!(browser.text("assist-summary").await.contains("Ann (you)"));

    // Deleting entry 1 keeps entry 2 (now entry 1).
    browser.click("delete-entry-1").await;
    browser.entries(1).await;
    assert!(browser.text("entry-1").await.contains("Mrs Peacock"));
    let (rope, certain) = browser.cell("Rope", "2").await;
    assert!(!certain && rope < 1.0, "{rope}");

    // New game forgets the session; a saved knowledge document (as `sleuth
    // assist` writes it, short names allowed) continues one.
    browser.accept_confirmations().await;
    browser.click("new-game").await;
    browser.wait_for("assist-load-file", 20).await;
    let saved = scratch.join("saved.json");
    let document = json!({
        "deck": "classic",
        "players": [{"name": "Ann", "hand_size": 6}, {"name": "Bob", "hand_size": 6}, {"name": "Cat", "hand_size": 6}],
        "me": "Cat",
        "my_hand": ["Plum", "Rope", "Hall", "Lounge", "Dagger", "Green"],
        "suggestions": [{"by": "Cat", "cards": ["Scarlett", "Spanner", "Study"], "passed": ["Ann", "Bob"]}],
        "facts": [{"player": "Bob", "lacks": "Kitchen"}]
    });
    std::fs::write(&saved, document.to_string()).expect("write the document");
    browser.upload("assist-load-file", &saved).await;
    browser.wait_for("heatmap", 20).await;
    browser.entries(2).await;
    assert!(
        browser
            .text("entry-2")
            .await
            .contains("Bob has none of Kitchen")
    );
    assert!(browser.text("assist-summary").await.contains("Cat (you)"));
    assert_eq!(browser.cell("Rope", "2").await, (1.0, true));
    let summary = browser.text("envelope-summary").await;
    assert!(
        summary.contains("Miss Scarlett")
            && summary.contains("Spanner")
            && summary.contains("Study")
            && summary.contains("Solved"),
        "{summary}"
    );

    // At 360 px the page does not scroll sideways (the table scrolls in its box).
    browser.check_phone_width(&root).await;
    browser.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}

/// The deduction assistant page for Lady Alice: four players set up in
/// Chromium, suspicions, a refused contradiction, an accusation that solves the
/// evidence, undo, a counter added and deleted, the session after a reload, the
/// page at 360 px, a 3-player accusation with its removed category, and a saved
/// document loaded back. Screenshots under test-output/browser-assist/lady-alice/.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn assist_page_keeps_a_lady_alice_notepad_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-assist/lady-alice", "sleuth-assist-la").await;
    let (addr, root, scratch) = (s.addr, s.root.clone(), s.scratch.clone());
    let browser = s.browser("assist-lady-alice", "profile").await;

    browser.goto(&format!("http://{addr}/#/assist")).await;
    browser.wait_for("assist-setup", 20).await;
    browser.wait_for("player-name-2", 20).await;
    // The third game of the menu is Lady Alice (after the two Cluedo decks).
    browser.select("assist-game", "2").await;
    browser.wait_for("la-name-3", 20).await;
    for (i, name) in ["Ann", "Bob", "Cat", "Dan"].iter().enumerate() {
        browser.type_into(&format!("la-name-{i}"), name).await;
    }
    browser.click("assist-start").await;
    assert!(
        browser
            .text("assist-setup")
            .await
            .contains("Choose your evidence card.")
    );
    browser.select("la-evidence", "Mary Kingsley").await;
    browser.screenshot(&root, "01-setup").await;
    browser.click("assist-start").await;
    browser.wait_for("heatmap", 20).await;
    assert_eq!(browser.cell("Mary Kingsley", "evidence").await, (1.0, true));
    assert_eq!(browser.cell("Mary Kingsley", "0").await, (1.0, true));
    assert_eq!(browser.cell("Tippu Tip", "evidence").await, (0.0, false));
    assert!(
        browser
            .text("notepad-method")
            .await
            .contains("512 consistent worlds")
    );

    // Ann (me) suspects Mary Kingsley, Hyde Park, 7h00, Sextant: 3 smiles, so
    // two of the other three are evidence: 2/3 each.
    let suspect = async |clues: [&str; 4], smiles: &str| {
        for (category, clue) in ["suspect", "place", "time", "object"].iter().zip(clues) {
            browser.select(&format!("la-clue-{category}"), clue).await;
        }
        browser.select("la-smiles", smiles).await;
        browser.click("la-add-suspicion").await;
    };
    suspect(["Mary Kingsley", "Hyde Park", "7h00", "Sextant"], "3").await;
    browser.entries(1).await;
    let (hyde, sure) = browser.cell("Hyde Park", "evidence").await;
    assert!((hyde - 2.0 / 3.0).abs() < 1e-5 && !sure, "{hyde}");
    let (held, _) = browser.cell("Hyde Park", "2").await;
    assert!((held - 2.0 / 9.0).abs() < 1e-5, "{held}");

    // The next suspicion is Bob's by default.
    browser.wait_for("la-add-suspicion", 20).await;
    assert_eq!(
        browser.value("la-by").await,
        "1",
        "the next suspect is the next player"
    );
    suspect(["Mary Kingsley", "Hyde Park", "9h00", "Sextant"], "2").await;
    browser.entries(2).await;
    assert!(
        browser
            .text("entry-2")
            .await
            .contains("Bob suspected Mary Kingsley, Hyde Park, 9h00, Sextant: 2 smiles")
    );

    // Cat: no smile for three clues of Bob's two-smile suspicion contradicts it;
    // refused, not added, the entries named as the list numbers them.
    suspect(["Mary Kingsley", "Hyde Park", "9h00", "Compass"], "0").await;
    let error = browser.refusal().await;
    assert!(
        error.contains(
            "no deal is consistent with these entries together: \
             entry 2 (Bob suspected Mary Kingsley, Hyde Park, 9h00, Sextant: 2 smiles), \
             the new entry (Cat suspected Mary Kingsley, Hyde Park, 9h00, Compass: 0 smiles)"
        ),
        "{error}"
    );
    browser.entries(2).await;
    browser.screenshot(&root, "02-refused").await;

    browser.select("la-by", "2").await;
    suspect(["Mary Kingsley", "Kew Gardens", "7h00", "Journal"], "3").await;
    browser.entries(3).await;

    // Dan accuses Mary Kingsley, Hyde Park, 7h00, Compass: 3 smiles. Solved.
    browser.click("tab-accusation").await;
    browser.select("la-by", "3").await;
    for (category, clue) in ["suspect", "place", "time", "object"].iter().zip([
        "Mary Kingsley",
        "Hyde Park",
        "7h00",
        "Compass",
    ]) {
        browser.select(&format!("la-clue-{category}"), clue).await;
    }
    browser.select("la-smiles", "3").await;
    browser.click("la-add-accusation").await;
    browser.entries(4).await;
    assert_eq!(browser.cell("Journal", "evidence").await, (1.0, true));
    assert_eq!(browser.cell("Compass", "evidence").await, (0.0, false));
    let solution = browser.text("la-solution").await;
    assert!(
        solution.contains("Solved") && solution.contains("Journal"),
        "{solution}"
    );
    let best = browser.text("la-best").await;
    assert!(
        best.contains("Journal") && best.contains("certain"),
        "{best}"
    );
    let notepad = browser.text("notepad").await;
    assert!(!notepad.contains("null"), "{notepad}");
    browser.screenshot(&root, "03-solved").await;

    // Undo: the object is open again.
    browser.click("undo").await;
    browser.entries(3).await;
    let (journal, sure) = browser.cell("Journal", "evidence").await;
    assert!(journal < 1.0 && !sure, "{journal}");
    assert!(!browser.text("la-solution").await.contains("Solved"));

    // A counter is kept (and changes nothing), then deleted.
    browser.click("tab-counter").await;
    browser.select("la-by", "1").await;
    browser.select("la-counter-clue", "Hyde Park").await;
    browser.select("la-counter-value", "2").await;
    browser.click("la-add-counter").await;
    browser.entries(4).await;
    assert!(
        browser
            .text("entry-4")
            .await
            .contains("Bob put a counter on Hyde Park (2)")
    );
    assert_eq!(browser.cell("Journal", "evidence").await.0, journal);
    browser.click("delete-entry-4").await;
    browser.entries(3).await;

    // A reload finds the session again.
    browser.client.refresh().await.expect("reload");
    browser.wait_for("heatmap", 20).await;
    browser.entries(3).await;
    assert!(browser.text("assist-summary").await.contains("Ann (you)"));
    assert_eq!(browser.cell("7h00", "evidence").await, (1.0, true));

    // At 360 px the page does not scroll sideways (the table scrolls in its box).
    browser.check_phone_width(&root).await;

    // A new game with 3 players: an accusation names the removed category,
    // whose clue menu disappears; the notepad gives the removed category.
    browser.accept_confirmations().await;
    browser.click("new-game").await;
    browser.wait_for("assist-setup", 20).await;
    browser.wait_for("player-name-2", 20).await;
    browser.select("assist-game", "2").await;
    browser.select("la-player-count", "3").await;
    browser.click("la-me-2").await;
    browser.select("la-evidence", "Compass").await;
    browser.click("assist-start").await;
    browser.wait_for("la-special", 20).await;
    assert!(
        browser
            .text("la-special")
            .await
            .contains("Removed category: suspect 33% · place 33% · time 33%")
    );
    browser.click("tab-accusation").await;
    browser.select("la-by", "0").await;
    browser.select("la-removed", "time").await;
    let shown = browser
        .wait_for("la-clue-time", 20)
        .await
        .is_displayed()
        .await;
    assert!(
        !shown.expect("a menu"),
        "the removed category has no clue menu"
    );
    browser.select("la-clue-suspect", "Tippu Tip").await;
    browser.select("la-clue-place", "Waterloo Station").await;
    browser.select("la-clue-object", "Compass").await;
    browser.select("la-smiles", "2").await;
    browser.click("la-add-accusation").await;
    browser.entries(1).await;
    assert!(
        browser.text("entry-1").await.contains(
            "Player 1 accused Tippu Tip, Waterloo Station, Compass, time removed: 2 smiles"
        )
    );
    assert!(
        browser
            .text("assist-summary")
            .await
            .contains("Player 3 (you)")
    );
    assert!(
        browser
            .text("la-special")
            .await
            .contains("Removed category")
    );
    browser.screenshot(&root, "06-three-players").await;

    // A session saved by `sleuth assist` (the solver's document with names) is
    // recognised as Lady Alice by its shape and continued.
    browser.click("new-game").await;
    let saved = scratch.join("lady-alice.json");
    let document = json!({
        "players": 4,
        "names": ["Ann", "Bob", "Cat", "Dan"],
        "me": 3,
        "my_evidence": "Journal",
        "suspicions": [{"by": 0, "clues": ["Mary Kingsley", "Hyde Park", "7h00", "Journal"], "smiles": 4}],
        "accusations": [],
        "counters": [{"by": 1, "clue": "Hyde Park", "value": null}],
        "passes": [{"by": 2}]
    });
    std::fs::write(&saved, document.to_string()).expect("write the document");
    browser.upload("assist-load-file", &saved).await;
    browser.wait_for("heatmap", 20).await;
    browser.entries(3).await;
    assert!(browser.text("assist-summary").await.contains("Dan (you)"));
    assert!(
        browser
            .text("entry-2")
            .await
            .contains("Bob put a counter on Hyde Park (face down)")
    );
    assert!(browser.text("la-solution").await.contains("Solved"));
    assert_eq!(browser.cell("Hyde Park", "evidence").await, (1.0, true));
    browser.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}
