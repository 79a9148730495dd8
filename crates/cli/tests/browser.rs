//! End to end in headless Chromium: a real `sleuth serve` process, Debian's
//! chromium driven through chromedriver (W3C WebDriver, spoken by the small client
//! below). Two browser sessions with separate profiles (two players) create, join
//! and play a three-player Lady Alice game to its end with a baseline bot in the
//! third seat. Screenshots go to test-output/browser/.
//!
//! Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh installs chromium and
//! chromium-driver and sets it); otherwise it says so and passes.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_core::SleuthRng;
use sleuth_server::client::http;

const ELEMENT_KEY: &str = "element-6066-11e4-a52e-4f735466cecf";

struct KillOnDrop(Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Browser tests run only when asked (scripts/test.sh installs chromium and sets
/// the variable); otherwise each test says why it did nothing.
fn browser_tests_enabled() -> bool {
    let enabled = std::env::var("SLEUTH_BROWSER_TESTS").as_deref() == Ok("1");
    if !enabled {
        eprintln!(
            "skipped: set SLEUTH_BROWSER_TESTS=1 with chromium and chromium-driver installed (scripts/test.sh does)"
        );
    }
    enabled
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn serve(data: &Path) -> (KillOnDrop, SocketAddr) {
    let (child, addr) =
        sleuth_server::client::spawn_serve(Path::new(env!("CARGO_BIN_EXE_sleuth")), data, 100);
    (KillOnDrop(child), addr)
}

/// Starts chromedriver on a free port and waits until it is ready.
async fn start_chromedriver() -> (KillOnDrop, SocketAddr) {
    let port = free_port();
    let process = KillOnDrop(
        Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver runs"),
    );
    let driver: SocketAddr = format!("127.0.0.1:{port}").parse().expect("addr");
    let deadline = Instant::now() + Duration::from_secs(20);
    while tokio::net::TcpStream::connect(driver).await.is_err()
        || http(driver, "GET", "/status", None, None).await.1["value"]["ready"] != json!(true)
    {
        assert!(Instant::now() < deadline, "chromedriver did not start");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    (process, driver)
}

/// A W3C WebDriver session.
struct Browser {
    driver: SocketAddr,
    session: String,
    name: &'static str,
}

impl Browser {
    async fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let path = format!("/session/{}{path}", self.session);
        let body = body.map(|b| b.to_string());
        let (status, answer) = http(self.driver, method, &path, None, body.as_deref()).await;
        assert!(
            status == 200,
            "{} {method} {path}: {status} {answer}",
            self.name
        );
        answer["value"].clone()
    }

    async fn open(driver: SocketAddr, name: &'static str, profile: &Path) -> Browser {
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                         "--no-first-run", "--disable-background-networking", "--disable-component-update",
                         "--disable-sync", "--window-size=1100,1000", format!("--user-data-dir={}", profile.display())]
            }
        }}});
        let (status, answer) = http(
            driver,
            "POST",
            "/session",
            None,
            Some(&capabilities.to_string()),
        )
        .await;
        assert_eq!(status, 200, "new session: {answer}");
        let session = answer["value"]["sessionId"]
            .as_str()
            .expect("a session id")
            .to_owned();
        Browser {
            driver,
            session,
            name,
        }
    }

    async fn goto(&self, url: &str) {
        self.call("POST", "/url", Some(json!({"url": url}))).await;
    }

    async fn script(&self, script: &str, args: Value) -> Value {
        self.call(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": args})),
        )
        .await
    }

    /// The element with this data-testid, if present now.
    async fn find(&self, testid: &str) -> Option<String> {
        let selector = format!("[data-testid=\"{testid}\"]");
        let path = format!("/session/{}/element", self.session);
        let body = json!({"using": "css selector", "value": selector}).to_string();
        let (status, answer) = http(self.driver, "POST", &path, None, Some(&body)).await;
        (status == 200)
            .then(|| answer["value"][ELEMENT_KEY].as_str().map(str::to_owned))
            .flatten()
    }

    async fn wait_for(&self, testid: &str, seconds: u64) -> String {
        let deadline = Instant::now() + Duration::from_secs(seconds);
        loop {
            if let Some(element) = self.find(testid).await {
                return element;
            }
            assert!(
                Instant::now() < deadline,
                "{}: no [data-testid={testid}] after {seconds} s",
                self.name
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// A real WebDriver click on the element with this test id. The page redraws
    /// live, so an element found a moment ago may be replaced: find it again.
    async fn click(&self, testid: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let element = self.wait_for(testid, 20).await;
            let path = format!("/session/{}/element/{element}/click", self.session);
            let (status, answer) = http(self.driver, "POST", &path, None, Some("{}")).await;
            if status == 200 {
                return;
            }
            let error = answer["value"]["error"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            let retry = matches!(
                error.as_str(),
                "stale element reference"
                    | "element not interactable"
                    | "element click intercepted"
            );
            assert!(
                retry && Instant::now() < deadline,
                "{}: click on {testid}: {status} {error}",
                self.name
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    async fn type_into(&self, testid: &str, text: &str) {
        let element = self.wait_for(testid, 20).await;
        self.call(
            "POST",
            &format!("/element/{element}/clear"),
            Some(json!({})),
        )
        .await;
        self.call(
            "POST",
            &format!("/element/{element}/value"),
            Some(json!({"text": text})),
        )
        .await;
    }

    async fn enabled(&self, testid: &str) -> bool {
        let script = "const e = document.querySelector(`[data-testid=\"${arguments[0]}\"]`); return !!e && !e.disabled;";
        self.script(script, json!([testid])).await == json!(true)
    }

    async fn text(&self, testid: &str) -> String {
        let script = "const e = document.querySelector(`[data-testid=\"${arguments[0]}\"]`); return e ? e.innerText : '';";
        self.script(script, json!([testid]))
            .await
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    async fn screenshot(&self, dir: &Path, name: &str) {
        let data = self.call("GET", "/screenshot", None).await;
        let png = base64_decode(data.as_str().unwrap_or_default());
        std::fs::write(dir.join(format!("{}-{name}.png", self.name)), png)
            .expect("write screenshot");
    }

    /// At 360 px wide the page must not scroll sideways (wide tables scroll in
    /// their own box); screenshots of the top and of the assistant's heat map.
    async fn check_phone_width(&self, root: &Path) {
        self.call(
            "POST",
            "/window/rect",
            Some(json!({"width": 360, "height": 800})),
        )
        .await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let widths = self
            .script(
                "return [document.documentElement.scrollWidth, window.innerWidth];",
                json!([]),
            )
            .await;
        assert!(
            widths[0].as_i64() <= widths[1].as_i64(),
            "the page overflows at 360 px: {widths}"
        );
        self.screenshot(root, "04-mobile").await;
        self.script(
            "document.querySelector('[data-testid=\"heatmap\"]').scrollIntoView();",
            json!([]),
        )
        .await;
        self.screenshot(root, "05-mobile-notepad").await;
    }

    async fn close(self) {
        let _ = http(
            self.driver,
            "DELETE",
            &format!("/session/{}", self.session),
            None,
            None,
        )
        .await;
    }
}

fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let digits: Vec<u8> = text.bytes().filter_map(value).collect();
    digits
        .chunks(4)
        .flat_map(|chunk| {
            let n = chunk
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, d)| n | (u32::from(*d) << (18 - 6 * i)));
            let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
            bytes[..chunk.len().saturating_sub(1)].to_vec()
        })
        .collect()
}

const CLUES: [[&str; 8]; 4] = sleuth_lady_alice::clue::CLUE_NAMES;

/// One step of a player: suspect when holding the notebook, place one counter the
/// first time, else pass. Returns whether it acted.
async fn take_turn(browser: &Browser, rng: &mut SleuthRng, placed: &mut bool) -> bool {
    if browser.enabled("submit-suspicion").await || browser.find("submit-suspicion").await.is_some()
    {
        for category in CLUES {
            let clue = category[rng.index(8)];
            if browser.enabled(&format!("clue-{clue}")).await {
                browser.click(&format!("clue-{clue}")).await;
            }
        }
        if browser.enabled("submit-suspicion").await {
            browser.click("submit-suspicion").await;
            return true;
        }
        return false;
    }
    if browser.find("pass").await.is_some() {
        if !*placed {
            let clue = CLUES[rng.index(4)][rng.index(8)];
            if browser.enabled(&format!("clue-{clue}")).await {
                browser.click(&format!("clue-{clue}")).await;
                browser.click("counter-value-1").await;
                if browser.enabled("place-counter").await {
                    browser.click("place-counter").await;
                    *placed = true;
                    return true;
                }
            }
        }
        browser.click("pass").await;
        return true;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_lady_alice_to_the_end_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test-output/browser");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("test-output");
    let scratch = std::env::temp_dir().join(format!("sleuth-browser-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let (_server, addr) = serve(&scratch.join("data"));
    let (_driver, driver) = start_chromedriver().await;

    let ada = Browser::open(driver, "ada", &scratch.join("profile-ada")).await;
    let bob = Browser::open(driver, "bob", &scratch.join("profile-bob")).await;

    // Ada creates a three-player match, takes seat 1 and seats a bot in seat 3.
    ada.goto(&format!("http://{addr}/")).await;
    ada.wait_for("create-lady-alice", 20).await;
    ada.script("const s = document.querySelector('[data-testid=\"players-select\"]'); s.value = '3'; s.dispatchEvent(new Event('change', {bubbles: true}));", json!([])).await;
    ada.screenshot(&root, "01-lobby").await;
    ada.click("create-lady-alice").await;
    ada.wait_for("join-seat-0", 20).await;
    let invite = ada
        .script("return location.href;", json!([]))
        .await
        .as_str()
        .expect("url")
        .to_owned();
    assert!(invite.contains("#/match/"), "{invite}");
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
            if browser.find("score-sheet").await.is_none()
                && take_turn(browser, &mut rngs[i], &mut placed[i]).await
            {
                actions += 1;
                if actions == 3 {
                    browser.screenshot(&root, "04-playing").await;
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    assert!(actions >= 2, "the players acted through the UI");
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
    // The finished match is replayable step by step in the browser.
    let id = invite.rsplit('/').next().expect("id").to_owned();
    ada.goto(&format!("http://{addr}/#/replay/{id}")).await;
    ada.wait_for("replay-next", 20).await;
    ada.click("replay-next").await;
    // The post-game analysis: a line per seat and a sentence per seat.
    ada.wait_for("analysis-plot", 30).await;
    let lines = ada
        .script(
            "return document.querySelectorAll('[data-testid=\"analysis-plot\"] polyline').length",
            json!([]),
        )
        .await;
    assert_eq!(lines, json!(3), "{lines}");
    let summary = ada.text("analysis-summary").await;
    assert!(
        summary.contains("Ada") && summary.contains("Bob") && summary.contains("certain"),
        "{summary}"
    );
    ada.screenshot(&root, "06-replay").await;
    let (status, record) = http(
        addr,
        "GET",
        &format!("/api/matches/{id}/record"),
        None,
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert!(
        record["actions"]
            .as_array()
            .is_some_and(|a| a.len() >= actions)
    );
    ada.close().await;
    bob.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}

/// The Haven't a Cluedo and Almost Innocent tables draw in Chromium, for a
/// spectator and for a seated player, while bots play.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_other_tables_draw_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test-output/browser-tables");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("test-output");
    let scratch = std::env::temp_dir().join(format!("sleuth-tables-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let (_server, addr) = serve(&scratch.join("data"));
    let (_driver, driver) = start_chromedriver().await;
    let browser = Browser::open(driver, "tables", &scratch.join("profile")).await;
    let tables = [
        ("havent-a-cluedo", json!({"players": 3}), "hc-board"),
        (
            "almost-innocent",
            json!({"players": 3, "scenario": "the-queens-stroll", "difficulty": "easy"}),
            "ai-grid",
        ),
    ];
    for (game, config, board) in tables {
        use sleuth_server::client::{bot, create, join, start};
        let (id, host) = create(addr, game, config).await;
        let token = join(addr, &id, 0, "Ada").await;
        bot(addr, &id, 1, &host, "baseline").await;
        bot(addr, &id, 2, &host, "baseline").await;
        start(addr, &id, &host).await;
        // As a spectator first, then seated (the page reads the token from localStorage).
        browser.goto(&format!("http://{addr}/#/match/{id}")).await;
        browser.wait_for(board, 20).await;
        browser
            .screenshot(&root, &format!("{game}-spectator"))
            .await;
        let key = format!("sleuth.match.{id}");
        let tokens = json!({"seat": 0, "token": token}).to_string();
        browser
            .script(
                "localStorage.setItem(arguments[0], arguments[1]);",
                json!([key, tokens]),
            )
            .await;
        browser.goto(&format!("http://{addr}/#/lobby")).await;
        browser.goto(&format!("http://{addr}/#/match/{id}")).await;
        browser.wait_for(board, 20).await;
        let prompt = browser.text("turn-prompt").await;
        assert!(
            !prompt.trim().is_empty(),
            "{game}: the table says whose turn it is"
        );
        browser.screenshot(&root, &format!("{game}-seated")).await;
    }
    browser.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}

impl Browser {
    /// Sets a select's value as a person would (a change event follows).
    async fn select(&self, testid: &str, value: &str) {
        self.wait_for(testid, 20).await;
        let script = "const e = document.querySelector(`[data-testid=\"${arguments[0]}\"]`); e.value = arguments[1]; e.dispatchEvent(new Event('change', {bubbles: true})); return e.value;";
        let set = self.script(script, json!([testid, value])).await;
        assert_eq!(
            set,
            json!(value),
            "{}: {testid} has no option {value}",
            self.name
        );
    }

    /// The probability in a notepad cell (its data-p) and whether it is marked certain.
    async fn cell(&self, card: &str, holder: &str) -> (f64, bool) {
        let testid = format!("cell-{card}-{holder}");
        self.wait_for(&testid, 20).await;
        let script = "const e = document.querySelector(`[data-testid=\"${arguments[0]}\"]`); return [Number(e.dataset.p), e.classList.contains('certain'), e.innerText];";
        let v = self.script(script, json!([testid])).await;
        let p = v[0].as_f64().unwrap_or(-1.0);
        let certain = v[1] == json!(true);
        let text = v[2].as_str().unwrap_or_default();
        let shown = format!("{}%", (p * 100.0).round());
        assert!(
            certain && text.contains("100%")
                || text.contains(&shown)
                || text.contains('<')
                || text.contains('>'),
            "{testid}: the cell shows {text:?} for {p}"
        );
        (p, certain)
    }

    /// Waits until the entry list has exactly `n` entries.
    async fn entries(&self, n: usize) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let count = self
                .script(
                    "return document.querySelectorAll('[data-testid^=\"entry-\"]').length;",
                    json!([]),
                )
                .await;
            if count == json!(n) {
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
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test-output/browser-assist");
    // Only its own screenshots: the Lady Alice assistant test writes under lady-alice/.
    for entry in std::fs::read_dir(&root).into_iter().flatten().flatten() {
        if entry.path().is_file() {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    std::fs::create_dir_all(&root).expect("test-output");
    let scratch = std::env::temp_dir().join(format!("sleuth-assist-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let (_server, addr) = serve(&scratch.join("data"));
    let (_driver, driver) = start_chromedriver().await;
    let browser = Browser::open(driver, "assist", &scratch.join("profile")).await;

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

    // Ann suggests Plum, Rope, Hall: Bob passes (filled in from the seating), Cat shows Rope.
    browser
        .select("suggest-card-suspects", "Professor Plum")
        .await;
    browser.select("suggest-card-weapons", "Rope").await;
    browser.select("suggest-card-rooms", "Hall").await;
    browser.select("shown-by", "2").await;
    assert_eq!(
        browser
            .script(
                "return document.querySelector('[data-testid=\"passed-1\"]').checked;",
                json!([])
            )
            .await,
        json!(true),
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
        browser
            .script(
                "return document.querySelector('[data-testid=\"suggest-by\"]').value;",
                json!([])
            )
            .await,
        json!("1"),
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
    let deadline = Instant::now() + Duration::from_secs(20);
    while browser.text("assist-error").await.is_empty() {
        assert!(Instant::now() < deadline, "no error shown");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let error = browser.text("assist-error").await;
    assert!(
        error.contains("no deal is consistent") && error.contains("Rope"),
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
    browser.script("location.reload();", json!([])).await;
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
    browser
        .script("window.confirm = () => true;", json!([]))
        .await;
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
    let input = browser.wait_for("assist-load-file", 20).await;
    browser
        .call(
            "POST",
            &format!("/element/{input}/value"),
            Some(json!({"text": saved.display().to_string()})),
        )
        .await;
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
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../test-output/browser-assist/lady-alice");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("test-output");
    let scratch = std::env::temp_dir().join(format!("sleuth-assist-la-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    let (_server, addr) = serve(&scratch.join("data"));
    let (_driver, driver) = start_chromedriver().await;
    let browser = Browser::open(driver, "assist-lady-alice", &scratch.join("profile")).await;

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
        browser
            .script(
                "return document.querySelector('[data-testid=\"la-by\"]').value;",
                json!([])
            )
            .await,
        json!("1"),
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
    let deadline = Instant::now() + Duration::from_secs(20);
    while browser.text("assist-error").await.is_empty() {
        assert!(Instant::now() < deadline, "no error shown");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let error = browser.text("assist-error").await;
    assert!(
        error.contains("no deal is consistent with these entries together: suspicions[1], suspicions[2] (that is: entry 2, the new entry)"),
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
    browser.script("location.reload();", json!([])).await;
    browser.wait_for("heatmap", 20).await;
    browser.entries(3).await;
    assert!(browser.text("assist-summary").await.contains("Ann (you)"));
    assert_eq!(browser.cell("7h00", "evidence").await, (1.0, true));

    // At 360 px the page does not scroll sideways (the table scrolls in its box).
    browser.check_phone_width(&root).await;

    // A new game with 3 players: an accusation names the removed category,
    // whose clue menu disappears; the notepad gives the removed category.
    browser
        .script("window.confirm = () => true;", json!([]))
        .await;
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
    let hidden = browser
        .script(
            "return document.querySelector('[data-testid=\"la-clue-time\"]').hidden;",
            json!([]),
        )
        .await;
    assert_eq!(hidden, json!(true), "the removed category has no clue menu");
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
    let input = browser.wait_for("assist-load-file", 20).await;
    browser
        .call(
            "POST",
            &format!("/element/{input}/value"),
            Some(json!({"text": saved.display().to_string()})),
        )
        .await;
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
