//! Presence in headless Chromium (Debian's chromium and chromedriver): Ada
//! watches an untimed Lady Alice match from her seat while Bob, on a bare
//! WebSocket, is there and then closes his connection. Ada's seats bar shows a
//! dot per person, with words (online, away N s); once Bob has been away longer
//! than the server's stated time, a "Hand to a bot" button on his seat, which
//! says first what happens, and then the stand-in bot plays his seat. The home
//! page says how many people are online now. Checked at 1366 and 360 px wide.
//!
//! The server runs in this process so that the stated time can be two seconds
//! (`Presence::hand_over_after_ms`; `sleuth serve` states three minutes).
//! Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh); screenshots go to
//! test-output/browser-presence/.
mod support;

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use serde_json::json;
use sleuth_server::client::{Client, bot, create, join, start};
use sleuth_server::{App, Limits, Server, Store};
use support::*;

/// A server in this process (in memory, bots after 100 ms, seat 0 first) whose
/// seats may be handed over after two seconds away.
async fn serve_in_process() -> (SocketAddr, Arc<App>) {
    let store = Store::in_memory().expect("a store");
    let app = App::new(sleuth_games::registry(), store, Duration::from_millis(100));
    app.presence
        .hand_over_after_ms
        .store(2000, Ordering::SeqCst);
    // Ada (seat 0) moves first and never does, so the match stays in play: no
    // bot's suspicion can end it while the test looks at the seats and the home page.
    *app.seed_filter.lock().expect("filter") =
        Some(|game| game.to_move().contains(sleuth_core::Seat(0)));
    app.load().await.expect("load");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let server = Server {
        app: Arc::clone(&app),
        static_dir: None,
        limits: Limits::default(),
    };
    tokio::spawn(sleuth_server::serve_on(listener, server));
    (addr, app)
}

/// Waits until the element's text contains `needle` (20 s at most).
async fn text_with(browser: &Browser, id: &str, needle: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let text = match browser.find(id).await {
            Some(element) => element.text().await.unwrap_or_default(),
            None => String::new(),
        };
        if text.contains(needle) {
            return text;
        }
        assert!(
            Instant::now() < deadline,
            "{}: [data-testid={id}] never said {needle:?} (it says {text:?})",
            browser.name
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_seats_bar_shows_who_is_here_and_offers_an_away_seat_to_a_bot() {
    if !browser_tests_enabled() {
        return;
    }
    let root = test_output("browser-presence");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("test-output");
    let scratch = std::env::temp_dir().join(format!("sleuth-presence-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let (addr, _app) = serve_in_process().await;
    let (_driver_process, driver) = start_chromedriver().await;
    let ada = Browser::open(&driver, "ada", &scratch.join("profile-ada")).await;

    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada_token = join(addr, &id, 0, "Ada").await;
    let bob_token = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "random").await;
    start(addr, &id, &host).await;
    let mut bob = Client::connect(addr, &id).await;
    bob.hello(Some(&bob_token), None).await;

    // Ada's browser holds her seat's token, as after joining.
    ada.goto(&format!("http://{addr}/")).await;
    ada.script(
        "localStorage.setItem(arguments[0], arguments[1]);",
        vec![
            json!(format!("sleuth.match.{id}")),
            json!(json!({"seat": 0, "token": ada_token}).to_string()),
        ],
    )
    .await;
    ada.resize(1366, 900).await;
    ada.goto(&format!("http://{addr}/#/match/{id}")).await;
    assert_eq!(text_with(&ada, "seat-presence-0", "online").await, "online");
    assert_eq!(text_with(&ada, "seat-presence-1", "online").await, "online");
    assert!(
        ada.find("seat-presence-2").await.is_none(),
        "a bot has no dot"
    );
    assert!(ada.find("hand-over-1").await.is_none(), "Bob is here");
    ada.screenshot(&root, "01-everyone-online-1366").await;

    // Bob closes his connection: away, counting; after two seconds the button.
    bob.close().await;
    let away = text_with(&ada, "seat-presence-1", "away").await;
    assert!(away.starts_with("away ") && away.ends_with(" s"), "{away}");
    ada.wait_until_displayed("hand-over-1").await;
    assert_eq!(ada.text("hand-over-1").await, "Hand to a bot");
    assert!(
        ada.find("hand-over-0").await.is_none(),
        "never one's own seat"
    );
    ada.assert_no_sideways_scroll("the seats bar at 1366 px")
        .await;
    ada.scroll_to("seats-bar").await;
    ada.screenshot(&root, "02-bob-away-1366").await;
    ada.resize(360, 800).await;
    ada.assert_no_sideways_scroll("the seats bar at 360 px")
        .await;
    ada.scroll_to("hand-over-1").await;
    assert_eq!(ada.in_viewport("hand-over-1").await, json!(true));
    ada.screenshot(&root, "03-bob-away-360").await;

    // The button says what happens first; "Wait" changes nothing.
    ada.click("hand-over-1").await;
    assert_eq!(
        ada.wait_for_text("confirm-text").await,
        "Hand Bob's seat to a bot?"
    );
    let detail = ada
        .script(
            "return document.querySelector('.confirm-detail').textContent;",
            vec![],
        )
        .await;
    assert_eq!(
        detail,
        json!(
            "Bob has had no connection to this match for over 2 seconds. A bot plays seat 2 from now on, so the match goes on; Bob takes the seat back when they return."
        )
    );
    ada.screenshot(&root, "04-confirm-360").await;
    ada.click("confirm-no").await;
    assert!(ada.find("seat-stand-in-1").await.is_none());
    ada.click("hand-over-1").await;
    ada.click("confirm-yes").await;
    ada.wait_for("seat-stand-in-1", 20).await;
    text_with(&ada, "chat-list", "Ada handed their seat over").await;
    assert!(
        ada.find("hand-over-1").await.is_none(),
        "a bot plays it now"
    );
    ada.scroll_to("seats-bar").await;
    ada.screenshot(&root, "05-stand-in-360").await;

    // The home page: Bob is back on his seat, so one person is online.
    let mut bob = Client::connect(addr, &id).await;
    bob.hello(Some(&bob_token), None).await;
    ada.resize(1366, 900).await;
    ada.goto(&format!("http://{addr}/#/")).await;
    let line = text_with(&ada, "online-now", "online now").await;
    assert_eq!(
        line,
        "1 person online now · 1 match in play with people at the table"
    );
    ada.screenshot(&root, "06-home-1366").await;
    ada.resize(360, 800).await;
    ada.assert_no_sideways_scroll("the home page at 360 px")
        .await;
    assert_eq!(
        ada.in_viewport("online-now").await,
        json!(true),
        "at the top"
    );
    ada.screenshot(&root, "07-home-360").await;
    ada.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}
