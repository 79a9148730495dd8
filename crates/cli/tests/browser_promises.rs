//! What the pages promise a new player, end to end in headless Chromium against
//! a real `sleuth serve`: no page is wider than a 360 px screen (home, a lobby and
//! a table in play of every game, replay, assistant with a six-player notepad,
//! leaderboards, profile, log-in, campaign, rules); no stray "null" in a lobby;
//! lobby, match pages and the match list say whether a match is rated, its clock,
//! its campaign group and its case, scenario or puzzle; the list filters by game
//! and by a seat to take, tells identical finished matches apart and states when
//! unjoined lobbies leave it; a guest at a rated lobby is told to log in and
//! offered no seat; the log-in page's boxes are alike and "Log in" stays on one
//! line; bots have no clock and the same names in the players' bar as at the
//! table; a finished campaign match links to its campaign page, and a finished
//! rated match shows each person's rating change; another account's profile
//! shows no stray "null", and it and the team leaderboard name a cooperative
//! match's scenario by its title, not its id; logging in from a rated lobby's
//! "log in" link comes back to that lobby.
//!
//! Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh); screenshots go to
//! test-output/browser-promises/.

mod support;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_server::client::{cookie_pair, get, post, with_cookie};
use support::*;

/// A new account; its session cookie (`name=value`).
async fn account(addr: SocketAddr, name: &str) -> String {
    let answer = with_cookie(
        addr,
        "POST",
        "/api/accounts",
        None,
        Some(json!({"name": name, "password": format!("{name}'s long password")})),
    )
    .await;
    assert_eq!(answer.status, 201, "{}", answer.text());
    cookie_pair(answer.set_cookie.as_deref().expect("a session cookie"))
}

/// Creates a match; (id, host token).
async fn create(addr: SocketAddr, game: &str, config: Value, options: Value) -> (String, String) {
    let (status, body) = post(
        addr,
        "/api/matches",
        None,
        json!({"game": game, "config": config, "options": options}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    (
        body["match"]["id"].as_str().expect("id").to_owned(),
        body["host_token"].as_str().expect("host").to_owned(),
    )
}

/// Seat `seat` of `id` for a guest (`cookie` none) or an account; the seat token.
async fn join(addr: SocketAddr, id: &str, seat: u8, name: &str, cookie: Option<&str>) -> String {
    let answer = with_cookie(
        addr,
        "POST",
        &format!("/api/matches/{id}/seats/{seat}/join"),
        cookie,
        Some(json!({"name": name})),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    answer.json()["token"].as_str().expect("token").to_owned()
}

async fn seat_bot(addr: SocketAddr, id: &str, seat: u8, host: &str, bot: &str) {
    let (status, body) = post(
        addr,
        &format!("/api/matches/{id}/seats/{seat}/bot"),
        Some(host),
        json!({"bot": bot}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

async fn start(addr: SocketAddr, id: &str, host: &str) {
    let (status, body) = post(
        addr,
        &format!("/api/matches/{id}/start"),
        Some(host),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

async fn until_finished(addr: SocketAddr, id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(180);
    loop {
        let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
        if summary["status"] == "finished" {
            return summary;
        }
        assert!(Instant::now() < deadline, "{id} never finished: {summary}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A match in play that waits for a guest who never moves (`people` guests in
/// seats 0.., bots in the rest): it stays in play while the pages are looked at.
async fn waiting_match(addr: SocketAddr, game: &str, config: Value, people: u8) -> String {
    let (id, host) = create(addr, game, config, json!({})).await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    let seats = summary["seats"].as_array().expect("seats").len() as u8;
    for seat in 0..seats {
        if seat < people {
            join(addr, &id, seat, &format!("Guest {}", seat + 1), None).await;
        } else {
            seat_bot(addr, &id, seat, &host, "baseline").await;
        }
    }
    start(addr, &id, &host).await;
    id
}

impl Browser {
    /// The page is no wider than the window: nothing sticks out sideways.
    async fn assert_fits(&self, what: &str) {
        let widths = self
            .script(
                "return [document.documentElement.scrollWidth, document.documentElement.clientWidth];",
                vec![],
            )
            .await;
        assert_eq!(
            widths[0], widths[1],
            "{}: {what} is wider than the screen (scroll width, screen width)",
            self.name
        );
    }

    /// Opens a page of the site and waits for the element that says it is drawn.
    async fn visit(&self, addr: SocketAddr, route: &str, ready: &str) {
        self.goto(&format!("http://{addr}/{route}")).await;
        self.wait_until_displayed(ready).await;
    }

    /// Waits until `script` (returning a boolean) holds on the page.
    async fn until(&self, what: &str, script: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while self.script(script, vec![]).await != json!(true) {
            assert!(Instant::now() < deadline, "{}: never {what}", self.name);
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_player_meets_what_the_pages_promise_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-promises", "sleuth-promises").await;
    let (addr, root) = (s.addr, s.root.clone());
    let ann = account(addr, "Ann").await;
    let bo = account(addr, "Boris").await;

    // A rated, turn-based Lady Alice lobby: Ann sits, a bot sits, one seat is free.
    let (rated_lobby, host) = create(
        addr,
        "lady-alice",
        json!({"players": 3}),
        json!({"rated": true, "clock": {"kind": "turn_based", "move_hours": 24}}),
    )
    .await;
    join(addr, &rated_lobby, 0, "Ann", Some(&ann)).await;
    seat_bot(addr, &rated_lobby, 1, &host, "baseline").await;
    // A lobby of every other game; Almost Innocent's for a campaign group.
    let (hc_lobby, _) = create(addr, "havent-a-cluedo", json!({"players": 3}), json!({})).await;
    let (ai_lobby, _) = create(
        addr,
        "almost-innocent",
        json!({"players": 3, "campaign": "Tea Club"}),
        json!({}),
    )
    .await;
    let (wh_lobby, _) = create(addr, "watson-holmes", json!({"players": 3}), json!({})).await;
    let (lp_lobby, _) = create(addr, "lateral-puzzles", json!({"players": 3}), json!({})).await;
    // A Lateral Master's own puzzle: its title is public, its solution is not.
    let (lp_own, _) = create(
        addr,
        "lateral-puzzles",
        json!({"players": 3, "custom": {
            "title": "The Red Dame",
            "situation": "The red dame was found dead in her garden, a yellow rose in her hand.",
            "solution": "Bartholomew poisoned the thorns of the rose.",
            "parts": [{"text": "Bartholomew is the killer", "score": 60},
                      {"text": "The thorns were poisoned", "score": 40}]
        }}),
        json!({}),
    )
    .await;

    // Tables in play, each waiting for a guest who does not move.
    let la_play = {
        let (id, host) = create(
            addr,
            "lady-alice",
            json!({"players": 3}),
            json!({"clock": {"kind": "turn_based", "move_hours": 24}}),
        )
        .await;
        join(addr, &id, 0, "Gus", None).await;
        seat_bot(addr, &id, 1, &host, "baseline").await;
        seat_bot(addr, &id, 2, &host, "baseline").await;
        start(addr, &id, &host).await;
        id
    };
    let hc_play = waiting_match(addr, "havent-a-cluedo", json!({"players": 3}), 1).await;
    let ai_play = waiting_match(addr, "almost-innocent", json!({"players": 3}), 1).await;
    let wh_play = waiting_match(addr, "watson-holmes", json!({"players": 3}), 1).await;
    let lp_play = waiting_match(addr, "lateral-puzzles", json!({"players": 3}), 3).await;

    // A finished campaign match (solver bots) and two finished look-alike matches.
    let campaign_done = {
        let (id, host) = create(
            addr,
            "almost-innocent",
            json!({"players": 3, "campaign": "Tea Club"}),
            json!({}),
        )
        .await;
        for seat in 0..3 {
            seat_bot(addr, &id, seat, &host, "solver").await;
        }
        start(addr, &id, &host).await;
        id
    };
    let mut twins = Vec::new();
    for _ in 0..2 {
        let (id, host) = create(addr, "lady-alice", json!({"players": 3}), json!({})).await;
        for seat in 0..3 {
            seat_bot(addr, &id, seat, &host, "baseline").await;
        }
        start(addr, &id, &host).await;
        twins.push(id);
    }
    // A rated match Ann and Bo leave at once: their stand-in bots finish it (a
    // forfeit each), and their ratings change.
    let rated_done = {
        let (id, host) = create(
            addr,
            "lady-alice",
            json!({"players": 3}),
            json!({"rated": true}),
        )
        .await;
        let ann_seat = join(addr, &id, 0, "Ann", Some(&ann)).await;
        let bo_seat = join(addr, &id, 1, "Boris", Some(&bo)).await;
        seat_bot(addr, &id, 2, &host, "baseline").await;
        start(addr, &id, &host).await;
        for (seat, token) in [(0, &ann_seat), (1, &bo_seat)] {
            let (status, body) = post(
                addr,
                &format!("/api/matches/{id}/seats/{seat}/leave"),
                Some(token),
                json!({}),
            )
            .await;
            assert_eq!(status, 200, "{body}");
        }
        id
    };
    // A cooperative match with an account in it (Boris, who leaves: a stand-in bot
    // finishes it): its results say "mill-at-dawn · easy".
    let team_done = {
        let (id, host) = create(
            addr,
            "almost-innocent",
            json!({"players": 3, "scenario": "mill-at-dawn", "difficulty": "easy"}),
            json!({}),
        )
        .await;
        let bo_seat = join(addr, &id, 0, "Boris", Some(&bo)).await;
        for seat in 1..3 {
            seat_bot(addr, &id, seat, &host, "solver").await;
        }
        start(addr, &id, &host).await;
        let (status, body) = post(
            addr,
            &format!("/api/matches/{id}/seats/0/leave"),
            Some(&bo_seat),
            json!({}),
        )
        .await;
        assert_eq!(status, 200, "{body}");
        id
    };
    until_finished(addr, &campaign_done).await;
    until_finished(addr, &team_done).await;
    for id in &twins {
        until_finished(addr, id).await;
    }
    let rated_summary = until_finished(addr, &rated_done).await;

    let guest = s.browser("guest", "profile-guest").await;
    guest.resize(1366, 900).await;

    // The home page: a guest is told that rated matches need an account; the match
    // list says what each match is and narrows to a game or to a seat to take.
    guest.visit(addr, "#/", "create-lady-alice").await;
    let note = guest.text("option-rated-note-lady-alice").await;
    assert!(note.contains("log in"), "{note}");
    guest
        .wait_until_displayed(&format!("match-item-{rated_lobby}"))
        .await;
    let facts = guest
        .wait_for_text(&format!("match-facts-{rated_lobby}"))
        .await;
    assert!(
        facts.contains("Rated") && facts.contains("Turn based: 1 day a move"),
        "{facts}"
    );
    let facts = guest
        .wait_for_text(&format!("match-facts-{ai_lobby}"))
        .await;
    assert!(
        facts.contains("Campaign: Tea Club") && facts.contains("Scenario: A Round of Spiced Tea"),
        "{facts}"
    );
    let facts = guest.text(&format!("match-facts-{wh_lobby}")).await;
    assert!(facts.contains("Case: The Tallow Merchant"), "{facts}");
    let unjoined = guest.text("matches-unjoined-note").await;
    assert!(unjoined.contains("30 minutes"), "{unjoined}");
    // Two finished matches alike in game, people and config read differently.
    let texts = guest
        .script(
            "return arguments[0].map((id) => document.querySelector(`[data-testid=\"match-item-${id}\"]`)?.innerText ?? '');",
            vec![json!(twins)],
        )
        .await;
    assert!(
        !texts[0].as_str().unwrap_or_default().is_empty() && texts[0] != texts[1],
        "the two finished matches look the same: {texts}"
    );
    guest.screenshot(&root, "01-home-1366").await;
    let listed = "return [...document.querySelectorAll('[data-testid^=\"match-item-\"]')].map((li) => li.dataset.testid.slice(11));";
    guest.select("matches-filter-game", "watson-holmes").await;
    guest
        .until(
            "only Watson & Holmes listed",
            &format!(
                "const ids = (() => {{ {listed} }})(); return ids.length === 2 && ids.includes('{wh_lobby}') && ids.includes('{wh_play}');"
            ),
        )
        .await;
    guest.select("matches-filter-game", "").await;
    guest.click("matches-filter-open").await;
    guest
        .until(
            "only matches with a seat to take listed",
            &format!(
                "const ids = (() => {{ {listed} }})(); return ids.includes('{rated_lobby}') && ids.includes('{hc_lobby}') && !ids.includes('{la_play}') && !ids.includes('{campaign_done}');"
            ),
        )
        .await;
    guest.click("matches-filter-open").await;

    // A rated lobby, seen by a guest: no stray "null", the match's facts, and no
    // seat offered: first, that rated matches need an account, with a log-in link.
    guest
        .visit(addr, &format!("#/match/{rated_lobby}"), "seats")
        .await;
    guest.wait_until_displayed("rated-needs-account").await;
    let lobby_text = guest
        .script(
            "return document.querySelector('.lobby-panel').innerText;",
            vec![],
        )
        .await;
    assert!(
        !lobby_text.as_str().unwrap_or_default().contains("null"),
        "{lobby_text}"
    );
    assert!(
        guest.find("join-seat-2").await.is_none(),
        "a guest is offered a rated seat"
    );
    assert!(
        guest.find("join-name").await.is_none(),
        "a guest is asked a name for a rated seat"
    );
    let href = guest
        .script("return document.querySelector('[data-testid=\"rated-login-link\"]').getAttribute('href');", vec![])
        .await;
    assert_eq!(href, "#/account");
    let facts = guest.wait_for_text("match-facts").await;
    assert!(
        facts.contains("Rated") && facts.contains("Turn based: 1 day a move"),
        "{facts}"
    );
    guest.screenshot(&root, "02-rated-lobby-guest-1366").await;
    // An unrated lobby asks a guest's name, with nothing after the box.
    guest
        .visit(addr, &format!("#/match/{hc_lobby}"), "join-name")
        .await;
    let row = guest
        .script(
            "return document.querySelector('[data-testid=\"join-name\"]').parentElement.innerText;",
            vec![],
        )
        .await;
    assert_eq!(row.as_str().map(str::trim), Some("Your name"), "{row}");
    guest
        .visit(addr, &format!("#/match/{lp_lobby}"), "seats")
        .await;
    let facts = guest.wait_for_text("match-facts").await;
    assert!(
        facts.contains("Puzzle: The Runner Who Walked Away"),
        "{facts}"
    );
    guest
        .visit(addr, &format!("#/match/{lp_own}"), "seats")
        .await;
    let facts = guest.wait_for_text("match-facts").await;
    assert!(facts.contains("Puzzle: The Red Dame"), "{facts}");
    let page = guest
        .script("return document.body.innerText;", vec![])
        .await;
    assert!(
        !page.as_str().unwrap_or_default().contains("Bartholomew"),
        "the puzzle's solution reached a puzzler's page"
    );

    // In play: a bot's seat has no clock, a person's has; the players' bar names
    // the bots as the table does.
    guest
        .visit(addr, &format!("#/match/{la_play}"), "seats-bar")
        .await;
    guest.wait_for("seat-clock-0", 20).await;
    assert!(
        guest.find("seat-clock-1").await.is_none(),
        "a bot has a clock chip"
    );
    assert!(
        guest.find("seat-clock-2").await.is_none(),
        "a bot has a clock chip"
    );
    let bar = guest.text("seats-bar").await;
    assert!(
        bar.contains("baseline bot #2") && bar.contains("baseline bot #3"),
        "{bar}"
    );
    guest.wait_for("player-1", 20).await;
    let at_table = guest.text("player-1").await;
    assert!(at_table.contains("baseline bot #2"), "{at_table}");
    guest.screenshot(&root, "03-clocks-1366").await;

    // Finished: the campaign match links to its group's page; the rated match
    // shows each person's rating change, forfeits said.
    guest
        .visit(
            addr,
            &format!("#/match/{campaign_done}"),
            "campaign-page-link",
        )
        .await;
    let href = guest
        .script("return document.querySelector('[data-testid=\"campaign-page-link\"]').getAttribute('href');", vec![])
        .await;
    assert_eq!(href, "#/campaign/Tea%20Club");
    guest
        .visit(addr, &format!("#/match/{rated_done}"), "rating-changes")
        .await;
    let changes = guest.text("rating-changes").await;
    let expected = rated_summary["rating_changes"]
        .as_array()
        .expect("rating changes");
    assert_eq!(expected.len(), 2, "{rated_summary}");
    for change in expected {
        let line = format!(
            "{} {:.1} → {:.1}",
            change["name"].as_str().unwrap_or_default(),
            change["before"].as_f64().unwrap_or_default(),
            change["after"].as_f64().unwrap_or_default()
        );
        assert!(changes.contains(&line), "{line:?} not in {changes:?}");
    }
    assert!(
        changes.contains("forfeit: a stand-in bot finished for them"),
        "{changes}"
    );
    guest.screenshot(&root, "04-rating-changes-1366").await;

    // Every page at 360 px: nothing wider than the screen.
    guest.resize(360, 800).await;
    let pages: Vec<(String, String, &str)> = vec![
        ("home".into(), "#/".into(), "create-lady-alice"),
        (
            "lobby-lady-alice".into(),
            format!("#/match/{rated_lobby}"),
            "seats",
        ),
        (
            "lobby-havent-a-cluedo".into(),
            format!("#/match/{hc_lobby}"),
            "seats",
        ),
        (
            "lobby-almost-innocent".into(),
            format!("#/match/{ai_lobby}"),
            "seats",
        ),
        (
            "lobby-watson-holmes".into(),
            format!("#/match/{wh_lobby}"),
            "seats",
        ),
        (
            "lobby-lateral-puzzles".into(),
            format!("#/match/{lp_lobby}"),
            "seats",
        ),
        (
            "play-lady-alice".into(),
            format!("#/match/{la_play}"),
            "seats-bar",
        ),
        (
            "play-havent-a-cluedo".into(),
            format!("#/match/{hc_play}"),
            "seats-bar",
        ),
        (
            "play-almost-innocent".into(),
            format!("#/match/{ai_play}"),
            "seats-bar",
        ),
        (
            "play-watson-holmes".into(),
            format!("#/match/{wh_play}"),
            "seats-bar",
        ),
        (
            "play-lateral-puzzles".into(),
            format!("#/match/{lp_play}"),
            "seats-bar",
        ),
        (
            "finished-rated".into(),
            format!("#/match/{rated_done}"),
            "rating-changes",
        ),
        (
            "replay".into(),
            format!("#/replay/{campaign_done}"),
            "replay-slider",
        ),
        (
            "leaderboard".into(),
            "#/leaderboards/lady-alice".into(),
            "leaderboard",
        ),
        (
            "team-success".into(),
            "#/leaderboards/almost-innocent".into(),
            "nav-leaderboards",
        ),
        ("profile".into(), "#/players/Ann".into(), "profile-matches"),
        (
            "campaign".into(),
            "#/campaign/Tea%20Club".into(),
            "campaign-step-7",
        ),
        (
            "rules".into(),
            "#/rules/lady-alice".into(),
            "rules-glossary",
        ),
        ("log-in".into(), "#/account".into(), "login-name"),
    ];
    for (name, route, ready) in &pages {
        guest.visit(addr, route, ready).await;
        // A table is drawn once its module has loaded and the view arrived.
        if *ready == "seats-bar" {
            guest
                .until(
                    &format!("{name} drawn"),
                    "return document.querySelector('[data-testid=\"game-table\"]').childElementCount > 0;",
                )
                .await;
        }
        if name == "replay" {
            let facts = guest.wait_for_text("match-facts").await;
            assert!(facts.contains("Campaign: Tea Club"), "{facts}");
        }
        guest.assert_fits(&format!("{name} at 360 px")).await;
        guest.screenshot(&root, &format!("10-{name}-360")).await;
    }

    // The log-in page (still at 360 px): the name and password boxes are alike,
    // and the header's "Log in" keeps to one line.
    let heights = guest
        .script(
            "return ['login-name', 'login-password', 'signup-name', 'signup-password'].map((id) => document.querySelector(`[data-testid=\"${id}\"]`).getBoundingClientRect().height);",
            vec![],
        )
        .await;
    let heights: Vec<f64> = heights
        .as_array()
        .expect("heights")
        .iter()
        .map(|h| h.as_f64().unwrap_or_default())
        .collect();
    assert!(
        heights
            .iter()
            .all(|h| (h - heights[0]).abs() < 1.0 && *h < 60.0),
        "the log-in boxes differ in height: {heights:?}"
    );
    let lines = guest
        .script(
            "return document.querySelector('[data-testid=\"nav-login\"]').getClientRects().length;",
            vec![],
        )
        .await;
    assert_eq!(lines, 1, "\"Log in\" wraps in the header at 360 px");

    // The assistant with six players at 360 px: the notepad scrolls in its own
    // box, and a hint says so while it is wider than the screen.
    guest.visit(addr, "#/assist", "assist-setup").await;
    guest.wait_for("player-name-2", 20).await;
    guest.select("assist-player-count", "6").await;
    guest.wait_for("player-name-5", 20).await;
    for card in ["Miss Scarlett", "Rope", "Kitchen"] {
        guest.click(&format!("hand-card-{card}")).await;
    }
    guest.click("assist-start").await;
    guest.wait_for("heatmap", 20).await;
    guest
        .assert_fits("the six-player assistant at 360 px")
        .await;
    let overflow = guest
        .script(
            "const box = document.querySelector('[data-testid=\"heatmap-scroll\"]'); return box.scrollWidth > box.clientWidth + 1;",
            vec![],
        )
        .await;
    assert_eq!(
        overflow, true,
        "six players' notepad fits 360 px: no hint to check"
    );
    guest.wait_until_displayed("scroll-hint").await;
    guest.screenshot(&root, "11-assist-six-360").await;
    // Wide enough, the hint goes.
    guest.resize(1366, 900).await;
    guest
        .until(
            "the hint hidden at 1366 px",
            "const hint = document.querySelector('[data-testid=\"scroll-hint\"]'); return hint.hidden;",
        )
        .await;

    // Logging in from the rated lobby's "log in" link comes back to that lobby,
    // where the seat is now offered to the account.
    let lobby = format!("#/match/{rated_lobby}");
    guest.visit(addr, &lobby, "rated-login-link").await;
    guest.click("rated-login-link").await;
    guest.wait_until_displayed("login-name").await;
    guest.type_into("login-name", "Ann").await;
    guest
        .type_into("login-password", "Ann's long password")
        .await;
    guest.click("login-submit").await;
    guest.wait_for("nav-profile", 20).await;
    guest
        .until(
            "back at the rated lobby after logging in",
            &format!("return location.hash === {};", json!(lobby)),
        )
        .await;
    guest.wait_until_displayed("seats").await;
    guest
        .until(
            "the lobby drawn for the account",
            "const panel = document.querySelector('.lobby-panel'); return Boolean(panel) && !panel.querySelector('[data-testid=\"rated-needs-account\"]') && (Boolean(panel.querySelector('[data-testid=\"join-as\"]')) || panel.innerText.includes('You sit in seat'));",
        )
        .await;
    guest.screenshot(&root, "12-back-at-the-lobby-1366").await;
    // Logged in, the home page no longer says "log in to play it".
    guest.visit(addr, "#/", "create-lady-alice").await;
    let note = guest.text("option-rated-note-lady-alice").await;
    assert!(!note.contains("log in"), "{note}");
    guest.screenshot(&root, "13-home-logged-in-1366").await;

    // At 360 px, Ann sees Boris's profile: no stray "null" (she has no account
    // link there), and the cooperative match named by its scenario's title; the
    // team leaderboard too.
    guest.resize(360, 800).await;
    guest
        .visit(addr, "#/players/Boris", "profile-matches")
        .await;
    let profile = guest
        .script(
            "return document.querySelector('.profile').innerText;",
            vec![],
        )
        .await;
    let profile = profile.as_str().unwrap_or_default();
    assert!(
        guest.find("profile-account").await.is_none(),
        "another account's profile links to the account page"
    );
    assert!(!profile.contains("null"), "{profile}");
    assert!(
        profile.contains("The Mill at Dawn · Easy") && !profile.contains("mill-at-dawn"),
        "{profile}"
    );
    guest
        .assert_fits("another account's profile at 360 px")
        .await;
    guest.screenshot(&root, "14-other-profile-360").await;
    guest
        .visit(addr, "#/leaderboards/almost-innocent", "team-success")
        .await;
    let team = guest.text("team-success").await;
    assert!(
        team.contains("The Mill at Dawn · Easy") && !team.contains("mill-at-dawn"),
        "{team}"
    );
    guest.assert_fits("the team leaderboard at 360 px").await;
    guest.screenshot(&root, "15-team-success-360").await;
    guest.close().await;
    let _ = std::fs::remove_dir_all(&s.scratch);
}
