//! End to end in headless Chromium: the learning aid. A host creates an unrated
//! Lady Alice match allowing the aid (the lobby offers the option for the games
//! that have it, never with "Rated"), the match page says so in its lobby and in
//! play, and the seated player, after a few moves against two bots, opens the
//! deduction assistant beside the table: its notepad shows the exact
//! probabilities the route `GET /api/matches/{id}/aid` answers for that seat, and
//! it follows the game while open. At 1366 and 360 px wide, without sideways
//! scrolling. Runs when SLEUTH_BROWSER_TESTS=1.

mod support;

use std::time::{Duration, Instant};

use serde_json::Value;
use sleuth_core::SleuthRng;
use support::*;

/// Plays until the player has acted `moves` times (the bots answer between),
/// or the game is over (a bot's suspicion may find the solution early: the
/// match's seed is the server's draw).
async fn play_moves(browser: &Browser, rng: &mut SleuthRng, placed: &mut bool, moves: usize) {
    let mut acted = 0;
    let deadline = Instant::now() + Duration::from_secs(60);
    while acted < moves {
        if browser.find("game-over").await.is_some() {
            return;
        }
        assert!(Instant::now() < deadline, "only {acted} moves in a minute");
        if lady_alice_take_turn(browser, rng, placed).await {
            acted += 1;
            // Wait for the table to take the move before looking again.
            tokio::time::sleep(Duration::from_millis(250)).await;
        } else {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

/// Waits until the table waits for this player (nothing moves meanwhile), or
/// the game is over (the bots' moves may end it: the match's seed is the
/// server's draw); whether it is this player's turn.
async fn until_my_turn(browser: &Browser) -> bool {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if browser.find("pass").await.is_some() || browser.find("submit-suspicion").await.is_some()
        {
            return true;
        }
        if browser.find("game-over").await.is_some() {
            return false;
        }
        assert!(Instant::now() < deadline, "never my turn again");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The route's answer for this page's seat, fetched by the page with its own
/// seat token, and the version the panel's notepad shows.
async fn route_answer(browser: &Browser, id: &str) -> Value {
    browser
        .client
        .execute_async(
            "const id = arguments[0]; const done = arguments[arguments.length - 1]; \
             const t = JSON.parse(localStorage.getItem(`sleuth.match.${id}`) || '{}'); \
             fetch(`/api/matches/${id}/aid`, {headers: {Accept: 'application/json', Authorization: `Bearer ${t.token}`}}) \
               .then((r) => r.json()).then((aid) => done(aid), (e) => done({error: String(e)}));",
            vec![Value::from(id)],
        )
        .await
        .expect("the page fetches the aid")
}

/// The cells a Lady Alice answer gives: each clue's evidence and seat columns.
fn lady_alice_cells(answer: &Value) -> Vec<(String, Value)> {
    let clues = answer["clues"].as_array().expect("clues");
    assert_eq!(clues.len(), 32);
    let mut cells = Vec::new();
    for clue in clues {
        let name = clue["clue"].as_str().expect("a name");
        cells.push((format!("cell-{name}-evidence"), clue["evidence"].clone()));
        for (seat, p) in clue["held_by"]
            .as_array()
            .expect("held_by")
            .iter()
            .enumerate()
        {
            cells.push((format!("cell-{name}-{seat}"), p.clone()));
        }
    }
    cells
}

/// The cells a Cluedo-family answer gives: each card's envelope and player
/// columns (players by seat, named as the document names them).
fn cluedo_cells(document: &Value, answer: &Value) -> Vec<(String, Value)> {
    let players = document["players"].as_array().expect("players");
    let cards = answer["cards"].as_object().expect("cards");
    assert_eq!(cards.len(), 20);
    let mut cells = Vec::new();
    for (card, holders) in cards {
        cells.push((format!("cell-{card}-envelope"), holders["envelope"].clone()));
        for (seat, player) in players.iter().enumerate() {
            let name = player["name"].as_str().expect("a name");
            cells.push((format!("cell-{card}-{seat}"), holders[name].clone()));
        }
    }
    cells
}

/// The panel's notepad against the route's answer at the same version: every
/// cell's probability. Returns the route's answer.
async fn assert_notepad_matches_the_route(browser: &Browser, id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let aid = route_answer(browser, id).await;
        assert!(aid["answer"].is_object(), "{aid}");
        // The version drawn and its cells, read at one moment.
        let shown = browser
            .script(
                "const n = document.querySelector('[data-testid=aid-notepad]'); \
                 if (!n || !n.querySelector('[data-testid=heatmap]')) return null; \
                 const cells = {}; \
                 for (const td of n.querySelectorAll('td[data-testid^=\"cell-\"]')) cells[td.dataset.testid] = Number(td.dataset.p); \
                 return {version: Number(n.dataset.version), cells};",
                vec![],
            )
            .await;
        if shown["version"] == aid["version"] {
            let expected = match aid["solver"].as_str() {
                Some("lady-alice") => lady_alice_cells(&aid["answer"]),
                Some("cluedo") => cluedo_cells(&aid["document"], &aid["answer"]),
                other => panic!("an unknown solver {other:?}"),
            };
            for (cell, p) in expected {
                assert_eq!(shown["cells"][&cell], p, "{cell}");
            }
            return aid;
        }
        assert!(
            Instant::now() < deadline,
            "the notepad shows version {}, the route {}",
            shown["version"],
            aid["version"]
        );
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
}

/// The panel's notepad fits the panel: no sideways scrolling inside it.
async fn assert_notepad_fits(browser: &Browser, what: &str) {
    let widths = browser
        .script(
            "const b = document.querySelector('[data-testid=aid-notepad] [data-testid=heatmap-scroll]'); \
             return [b.scrollWidth, b.clientWidth];",
            vec![],
        )
        .await;
    assert!(
        widths[0].as_i64() <= widths[1].as_i64(),
        "{what}: the notepad scrolls sideways in the panel: {widths}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_opens_the_learning_aid_beside_the_table_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-aid", "sleuth-aid-ui").await;
    let (addr, root) = (s.addr, s.root.clone());
    let ann = s.browser("ann", "profile-ann").await;
    ann.resize(1366, 900).await;

    // The lobby offers the aid for Lady Alice and Haven't a Cluedo only, and not
    // together with "Rated".
    ann.goto(&format!("http://{addr}/")).await;
    ann.wait_until_displayed("option-aid-lady-alice").await;
    ann.wait_until_displayed("option-aid-havent-a-cluedo").await;
    for game in ["almost-innocent", "watson-holmes", "lateral-puzzles"] {
        let shown = ann
            .script(
                "const e = document.querySelector(arguments[0]); return Boolean(e && e.offsetParent);",
                vec![Value::from(testid(&format!("option-aid-{game}")))],
            )
            .await;
        assert_eq!(shown, false, "{game} offers no learning aid");
    }
    ann.click("option-rated-lady-alice").await;
    assert!(!ann.enabled("option-aid-lady-alice").await, "rated and aid");
    ann.click("option-rated-lady-alice").await;
    assert!(ann.enabled("option-aid-lady-alice").await);
    ann.click("option-aid-lady-alice").await;
    ann.scroll_to("option-aid-lady-alice").await;
    ann.screenshot(&root, "01-lobby-option").await;
    ann.select("players-select", "3").await;
    ann.click("create-lady-alice").await;

    // The match's lobby says the aid is allowed; no assistant before the start.
    let allowed = ann.wait_for_text("aid-allowed").await;
    assert_eq!(
        allowed.trim_start_matches("✦ "),
        "Learning aid allowed: players may open the deduction assistant"
    );
    let invite = ann.url().await;
    let id = invite.rsplit('/').next().expect("id").to_owned();
    ann.type_into("join-name", "Ann").await;
    ann.click("join-seat-0").await;
    ann.click("add-bot-1").await;
    ann.wait_for("add-bot-2", 20).await;
    ann.click("add-bot-2").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !ann.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        ann.text("aid-open").await.is_empty(),
        "an assistant in the lobby"
    );
    ann.screenshot(&root, "02-match-lobby").await;
    ann.click("start").await;
    ann.wait_for("my-evidence", 20).await;
    assert!(!ann.wait_for_text("aid-allowed").await.is_empty());

    // A few moves, then the assistant beside the table.
    let mut rng = SleuthRng::from_seed(7);
    let mut placed = false;
    play_moves(&ann, &mut rng, &mut placed, 3).await;
    until_my_turn(&ann).await;
    let over_at_first = ann.find("game-over").await.is_some();
    ann.click("aid-open").await;
    ann.wait_for("aid-panel", 20).await;
    let first = assert_notepad_matches_the_route(&ann, &id).await;
    assert_eq!(first["solver"], "lady-alice");
    assert_eq!(first["seat"], 0);
    let method = ann.wait_for_text("notepad-method").await;
    assert!(method.starts_with("Exact"), "{method}");
    let evidence = ann.text("my-evidence").await;
    let card = first["document"]["my_evidence"].as_str().expect("a card");
    assert!(evidence.contains(card), "{evidence} vs {card}");
    // The page made room: the table is not under the panel.
    let overlap = ann
        .script(
            "const t = document.querySelector('[data-testid=game-table]').getBoundingClientRect(); \
             const p = document.querySelector('[data-testid=aid-panel]').getBoundingClientRect(); \
             return t.right <= p.left + 1;",
            vec![],
        )
        .await;
    assert_eq!(overlap, true, "the table lies under the panel at 1366 px");
    ann.assert_no_sideways_scroll("the match with the aid at 1366 px")
        .await;
    assert_notepad_fits(&ann, "Lady Alice at 1366 px").await;
    ann.screenshot(&root, "03-aid-1366").await;

    // It follows the game while open: a move later it shows the new version.
    play_moves(&ann, &mut rng, &mut placed, 1).await;
    until_my_turn(&ann).await;
    let later = assert_notepad_matches_the_route(&ann, &id).await;
    assert!(
        over_at_first || later["version"].as_u64() > first["version"].as_u64(),
        "{} then {}",
        first["version"],
        later["version"]
    );
    ann.click("aid-known").await;
    ann.scroll_to("aid-known").await;
    let known = ann.wait_for_text("aid-known").await;
    assert!(
        known.contains(&format!("Your evidence card: {card}")),
        "{known}"
    );
    ann.screenshot(&root, "04-aid-known-1366").await;

    // At phone width the panel takes the screen, the notepad scrolls in its own box.
    ann.resize(360, 800).await;
    ann.assert_no_sideways_scroll("the aid at 360 px").await;
    assert_notepad_fits(&ann, "Lady Alice at 360 px").await;
    assert_eq!(ann.in_viewport("aid-close").await, true);
    ann.screenshot(&root, "05-aid-360").await;
    ann.script(
        "document.querySelector('[data-testid=aid-notepad] [data-testid=heatmap]').scrollIntoView({block: 'start'});",
        vec![],
    )
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    ann.screenshot(&root, "06-aid-360-notepad").await;
    assert_notepad_matches_the_route(&ann, &id).await;
    ann.click("aid-close").await;
    assert!(ann.find("aid-panel").await.is_none());
    ann.assert_no_sideways_scroll("the match at 360 px").await;
    ann.screenshot(&root, "07-match-360").await;

    // Haven't a Cluedo: the seat's hand and what it saw, beside the board.
    ann.resize(1366, 900).await;
    ann.goto(&format!("http://{addr}/")).await;
    ann.wait_until_displayed("option-aid-havent-a-cluedo").await;
    ann.click("option-aid-havent-a-cluedo").await;
    ann.select("players-select-havent-a-cluedo", "4").await;
    ann.click("create-havent-a-cluedo").await;
    ann.wait_for("join-seat-0", 20).await;
    let invite = ann.url().await;
    let id = invite.rsplit('/').next().expect("id").to_owned();
    ann.type_into("join-name", "Ann").await;
    ann.click("join-seat-0").await;
    for seat in 1..4 {
        ann.wait_for(&format!("add-bot-{seat}"), 20).await;
        ann.click(&format!("add-bot-{seat}")).await;
    }
    let deadline = Instant::now() + Duration::from_secs(20);
    while !ann.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    ann.click("start").await;
    ann.click("aid-open").await;
    ann.wait_for("aid-panel", 20).await;
    let aid = assert_notepad_matches_the_route(&ann, &id).await;
    assert_eq!(aid["solver"], "cluedo");
    assert_eq!(
        aid["document"]["my_hand"].as_array().map(Vec::len) as Option<usize>,
        aid["document"]["players"][0]["hand_size"]
            .as_u64()
            .map(|n| n as usize),
        "the seat's whole hand"
    );
    assert_notepad_fits(&ann, "Haven't a Cluedo at 1366 px").await;
    ann.assert_no_sideways_scroll("Haven't a Cluedo with the aid at 1366 px")
        .await;
    ann.screenshot(&root, "08-hc-aid-1366").await;
    ann.resize(360, 800).await;
    ann.assert_no_sideways_scroll("Haven't a Cluedo with the aid at 360 px")
        .await;
    assert_notepad_matches_the_route(&ann, &id).await;
    assert_notepad_fits(&ann, "Haven't a Cluedo at 360 px").await;
    ann.screenshot(&root, "09-hc-aid-360").await;

    // The Rules button takes the panel's place, and the page gives the room back.
    ann.resize(1366, 900).await;
    ann.click("rules-open").await;
    ann.wait_for("rules-panel", 20).await;
    assert!(
        ann.find("aid-panel").await.is_none(),
        "two side panels at once"
    );
    let room = ann
        .script(
            "return document.body.classList.contains('aid-open');",
            vec![],
        )
        .await;
    assert_eq!(room, false);
    ann.click("rules-close").await;
    ann.close().await;
}
