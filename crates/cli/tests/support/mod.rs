//! What every browser test shares: a real `sleuth serve` process on a free port,
//! Debian's chromedriver, and `Browser`, one Chromium session driven through
//! fantoccini by what a person does (click by `data-testid`, type, choose, resize).
//! Used by `browser*.rs` as `mod support;`; `cli.rs` and `assist.rs` use it
//! for `sleuth_with_stdin`.

#![allow(dead_code)]

pub mod nodes;
pub mod options;
pub mod records;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::elements::Element;
use fantoccini::error::CmdError;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};

/// Runs the `sleuth` binary with `args`, no locale in its environment (so
/// English unless `env` says otherwise), then `env` set; waits for it to end.
pub fn sleuth_with<S: AsRef<std::ffi::OsStr>>(
    env: &[(&str, &str)],
    args: &[S],
) -> std::process::Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sleuth"));
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("sleuth runs")
}

/// Runs the `sleuth` binary with `args` and `input` piped to its stdin, and
/// waits for it to end (for the commands that read stdin: `solve`, `assist`).
pub fn sleuth_with_stdin(args: &[&str], input: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_sleuth"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sleuth runs");
    // Dropping stdin after the write ends the input.
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    child.wait_with_output().expect("output")
}

pub struct KillOnDrop(pub Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A scratch folder removed when dropped (after the processes using it, when
/// declared after them).
pub struct RemoveDirOnDrop(pub PathBuf);

impl Drop for RemoveDirOnDrop {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Browser tests run only when asked (scripts/test.sh installs chromium and sets
/// the variable); otherwise each test says why it did nothing.
pub fn browser_tests_enabled() -> bool {
    let enabled = std::env::var("SLEUTH_BROWSER_TESTS").as_deref() == Ok("1");
    if !enabled {
        eprintln!(
            "skipped: set SLEUTH_BROWSER_TESTS=1 with chromium and chromium-driver installed (scripts/test.sh does)"
        );
    }
    enabled
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// `sleuth serve` on a free port (bots move after 100 ms); its address is read
/// from the first line it prints.
pub fn serve(data: &Path) -> (KillOnDrop, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sleuth"))
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--bot-delay-ms",
            "100",
            "--data",
        ])
        .arg(data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("sleuth serve starts");
    let addr = sleuth_server::client::serving_address(&mut child);
    (KillOnDrop(child), addr)
}

/// `test-output/NAME` at the top of the repository, where screenshots go.
pub fn test_output(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../test-output")
        .join(name)
}

/// What a browser test starts from: the folder for its screenshots (`root`), a
/// scratch folder (emptied) for the server's data and the browsers' profiles, a
/// `sleuth serve` on `scratch/data` and chromedriver; both processes end on drop,
/// and then the scratch folder goes (the screenshots stay).
pub struct Setup {
    _server: KillOnDrop,
    pub addr: SocketAddr,
    _driver: KillOnDrop,
    pub driver: String,
    pub root: PathBuf,
    pub scratch: PathBuf,
    // (Last: fields drop in order, so the processes have ended.)
    _remove_scratch: RemoveDirOnDrop,
}

impl Setup {
    /// Screenshots in `test_output(output)`, emptied first; the scratch folder is
    /// `scratch` and the process id under the system's temporary folder.
    pub async fn start(output: &str, scratch: &str) -> Setup {
        let root = test_output(output);
        let _ = std::fs::remove_dir_all(&root);
        Setup::start_in(root, scratch).await
    }

    /// `start` with a screenshot folder `root` the test has emptied as it needs
    /// (it is created when missing).
    pub async fn start_in(root: PathBuf, scratch: &str) -> Setup {
        std::fs::create_dir_all(&root).expect("test-output");
        let scratch = std::env::temp_dir().join(format!("{scratch}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&scratch);
        let (server, addr) = serve(&scratch.join("data"));
        let (driver_process, driver) = start_chromedriver().await;
        Setup {
            _server: server,
            addr,
            _driver: driver_process,
            driver,
            root,
            _remove_scratch: RemoveDirOnDrop(scratch.clone()),
            scratch,
        }
    }

    /// The server's data folder (its SQLite file is `sleuth.sqlite` there).
    pub fn data(&self) -> PathBuf {
        self.scratch.join("data")
    }

    /// A person's Chromium named `name`, with its profile in `scratch/profile`.
    pub async fn browser(&self, name: &'static str, profile: &str) -> Browser {
        Browser::open(&self.driver, name, &self.scratch.join(profile)).await
    }

    /// [`Setup::browser`] for a person whose browser asks for `accept_language`.
    pub async fn browser_in_language(
        &self,
        name: &'static str,
        profile: &str,
        accept_language: &str,
    ) -> Browser {
        Browser::open_in_language(
            &self.driver,
            name,
            &self.scratch.join(profile),
            accept_language,
        )
        .await
    }
}

/// Starts chromedriver on a free port; its URL once it listens.
pub async fn start_chromedriver() -> (KillOnDrop, String) {
    let port = free_port();
    let process = KillOnDrop(
        Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver runs (Debian: apt-get install chromium-driver)"),
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    while tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .is_err()
    {
        assert!(Instant::now() < deadline, "chromedriver did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    (process, format!("http://127.0.0.1:{port}"))
}

/// A CSS string literal's content: `"` and `\` escaped.
pub fn css_string(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

pub fn testid(id: &str) -> String {
    format!("[data-testid=\"{}\"]", css_string(id))
}

/// One person at one browser: a Chromium session with its own profile.
pub struct Browser {
    pub client: Client,
    pub name: &'static str,
}

impl Browser {
    pub async fn open(driver: &str, name: &'static str, profile: &Path) -> Browser {
        Browser::open_in_language(driver, name, profile, "en-US,en").await
    }

    /// A Chromium whose `Accept-Language` is `accept_language` (`fr-FR,fr`), as a
    /// browser set to that language sends it.
    pub async fn open_in_language(
        driver: &str,
        name: &'static str,
        profile: &Path,
        accept_language: &str,
    ) -> Browser {
        let mut capabilities = serde_json::Map::new();
        capabilities.insert("browserName".into(), json!("chrome"));
        capabilities.insert(
            "goog:chromeOptions".into(),
            json!({
                "binary": "/usr/bin/chromium",
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                         "--no-first-run", "--disable-background-networking", "--disable-component-update",
                         "--disable-sync", "--window-size=1100,1000", format!("--user-data-dir={}", profile.display())],
                "prefs": {"intl.accept_languages": accept_language}
            }),
        );
        let client = ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities)
            .connect(driver)
            .await
            .unwrap_or_else(|e| panic!("{name}: no Chromium session: {e}"));
        Browser { client, name }
    }

    pub async fn goto(&self, url: &str) {
        self.client
            .goto(url)
            .await
            .unwrap_or_else(|e| panic!("{}: open {url}: {e}", self.name));
    }

    pub async fn url(&self) -> String {
        self.client
            .current_url()
            .await
            .map(|u| u.to_string())
            .unwrap_or_default()
    }

    /// Runs a script in the page (for what a person sees but WebDriver does not
    /// say directly: sizes, positions, a value).
    pub async fn script(&self, script: &str, args: Vec<Value>) -> Value {
        self.client
            .execute(script, args)
            .await
            .unwrap_or_else(|e| panic!("{}: script failed: {e}\n{script}", self.name))
    }

    /// The element with this data-testid, if present now.
    pub async fn find(&self, id: &str) -> Option<Element> {
        self.client.find(Locator::Css(&testid(id))).await.ok()
    }

    pub async fn wait_for(&self, id: &str, seconds: u64) -> Element {
        self.client
            .wait()
            .at_most(Duration::from_secs(seconds))
            .every(Duration::from_millis(100))
            .for_element(Locator::Css(&testid(id)))
            .await
            .unwrap_or_else(|e| {
                panic!(
                    "{}: no [data-testid={id}] after {seconds} s: {e}",
                    self.name
                )
            })
    }

    /// Clicks the element with this test id. The page redraws live, so an element
    /// found a moment ago may be replaced or covered for an instant: find it again.
    /// Clicks the element if it is there now; whether it was clicked.
    pub async fn try_click(&self, id: &str) -> bool {
        match self.find(id).await {
            Some(element) => element.click().await.is_ok(),
            None => false,
        }
    }

    pub async fn click(&self, id: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let element = self.wait_for(id, 20).await;
            let error = match element.click().await {
                Ok(()) => return,
                Err(error) => error,
            };
            let retry = error.is_stale_element_reference()
                || error.is_element_not_interactable()
                || matches!(&error, CmdError::Standard(e) if e.error == fantoccini::error::ErrorStatus::ElementClickIntercepted);
            assert!(
                retry && Instant::now() < deadline,
                "{}: click on {id}: {error}",
                self.name
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Types into a field; a field redrawn meanwhile (a live table's update) is
    /// found again and typed into afresh.
    pub async fn type_into(&self, id: &str, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let element = self.wait_for(id, 20).await;
            let typed = match element.clear().await {
                Ok(()) => element.send_keys(text).await,
                Err(error) => Err(error),
            };
            match typed {
                Ok(()) => return,
                Err(error) => assert!(
                    (error.is_stale_element_reference() || error.is_element_not_interactable())
                        && Instant::now() < deadline,
                    "{}: type into {id}: {error}",
                    self.name
                ),
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Chooses the option with this value in a menu.
    /// (The page redraws live: a menu replaced meanwhile is looked up again.)
    pub async fn select(&self, id: &str, value: &str) {
        let option = format!("option[value=\"{}\"]", css_string(value));
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let menu = self.wait_for(id, 20).await;
            let chosen = match menu.find(Locator::Css(&option)).await {
                Ok(found) => found.click().await,
                Err(error) if error.is_stale_element_reference() => Err(error),
                Err(_) => panic!("{}: {id} has no option {value:?}", self.name),
            };
            match chosen {
                Ok(()) => {
                    let chosen = menu.prop("value").await.ok().flatten();
                    if chosen.as_deref() == Some(value) {
                        return;
                    }
                    assert!(
                        Instant::now() < deadline,
                        "{}: {id} shows {chosen:?}",
                        self.name
                    );
                }
                Err(error) => assert!(
                    error.is_stale_element_reference() && Instant::now() < deadline,
                    "{}: choose {value:?} in {id}: {error}",
                    self.name
                ),
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Picks a file for a file input, as the file dialog would.
    pub async fn upload(&self, id: &str, file: &Path) {
        let input = self.wait_for(id, 20).await;
        input
            .send_keys(&file.display().to_string())
            .await
            .expect("choose the file");
    }

    pub async fn enabled(&self, id: &str) -> bool {
        match self.find(id).await {
            Some(element) => element.is_enabled().await.unwrap_or(false),
            None => false,
        }
    }

    /// Waits until the element with this test id is shown.
    pub async fn wait_until_displayed(&self, id: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(element) = self.find(id).await
                && element.is_displayed().await.unwrap_or(false)
            {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "{}: {id} is never shown",
                self.name
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The English interface sentences visible on a page meant for another
    /// language: every fixed stretch of the English catalogue (crates/i18n) that
    /// the French catalogue does not also use, found in the page's visible text
    /// or its placeholders, titles and labels (a stretch of two words or more
    /// anywhere, a one-word message as an element's whole text). Empty when the
    /// page speaks only the other language. Elements the UI marks `data-content`
    /// hold content's or people's own words (a case's text, a puzzle, a chat
    /// line), in whatever language they were written: they are set aside while
    /// the page is read.
    #[allow(dead_code)]
    pub async fn english_on_screen(&self) -> Vec<String> {
        let seen = self
            .script(
                "const aside = [...document.body.querySelectorAll('[data-content]')].filter((e) => !e.style.visibility);
                 for (const e of aside) e.style.visibility = 'hidden';
                 const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
                 const leaves = [], attrs = [];
                 for (const e of document.body.querySelectorAll('*')) {
                   if (!shown(e)) continue;
                   if (!e.children.length && e.textContent.trim()) leaves.push(e.textContent.trim());
                   for (const a of ['placeholder', 'title', 'aria-label', 'alt']) {
                     const v = e.getAttribute(a); if (v) attrs.push(v.trim());
                   }
                   if ((e.tagName === 'INPUT' && ['button', 'submit'].includes(e.type))) attrs.push(e.value.trim());
                 }
                 // A menu's options stay in the body's text whatever their style.
                 let body = document.body.innerText;
                 for (const o of aside) if (o.tagName === 'OPTION' && o.textContent) body = body.split(o.textContent).join(String.fromCharCode(10));
                 const seen = [body, leaves, attrs];
                 for (const e of aside) e.style.visibility = '';
                 return seen;",
                vec![],
            )
            .await;
        let squash = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
        let body = squash(seen[0].as_str().unwrap_or_default());
        let strings = |v: &Value| -> Vec<String> {
            v.as_array()
                .map(|a| a.iter().filter_map(|x| x.as_str()).map(squash).collect())
                .unwrap_or_default()
        };
        let (leaves, attrs) = (strings(&seen[1]), strings(&seen[2]));
        let french = sleuth_i18n::fixed_text("fr");
        // A one-word English message that French also uses as a word (Journal,
        // Suspect, Minute) says nothing about which language a page is in.
        let french_words: std::collections::BTreeSet<&str> = french
            .iter()
            .flat_map(|t| t.split(|c: char| !c.is_alphabetic()))
            .filter(|w| !w.is_empty())
            .collect();
        let letters = |t: &str| t.chars().filter(|c| c.is_alphabetic()).count();
        let mut found = Vec::new();
        for english in sleuth_i18n::fixed_text("en") {
            if french.contains(&english) || letters(&english) < 4 {
                continue;
            }
            let words = english.split_whitespace().count();
            let shown = if words >= 2 {
                let contains_words = |hay: &str| {
                    hay.match_indices(english.as_str()).any(|(at, _)| {
                        let before = hay[..at].chars().next_back();
                        let after = hay[at + english.len()..].chars().next();
                        !before.is_some_and(char::is_alphanumeric)
                            && !after.is_some_and(char::is_alphanumeric)
                    })
                };
                contains_words(&body) || attrs.iter().any(|a| contains_words(a))
            } else {
                !french_words.contains(english.trim_matches(|c: char| !c.is_alphabetic()))
                    && leaves.iter().chain(&attrs).any(|t| *t == english)
            };
            if shown {
                found.push(english);
            }
        }
        found
    }

    /// The text a person sees in the element (empty when it is absent or hidden).
    pub async fn text(&self, id: &str) -> String {
        match self.find(id).await {
            Some(element) => element.text().await.unwrap_or_default(),
            None => String::new(),
        }
    }

    /// Waits until the element with this test id shows some text; returns it.
    pub async fn wait_for_text(&self, id: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let text = self.text(id).await;
            if !text.trim().is_empty() {
                return text;
            }
            assert!(Instant::now() < deadline, "{}: {id} stays empty", self.name);
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Waits until the element with this test id shows text containing `needle`
    /// (a table redrawn by every update may be caught between two drawings).
    #[allow(dead_code)]
    pub async fn wait_for_text_containing(&self, id: &str, needle: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let text = self.text(id).await;
            if text.contains(needle) {
                return text;
            }
            assert!(
                Instant::now() < deadline,
                "{}: {id} never shows {needle:?}; it shows {text:?}",
                self.name
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn screenshot(&self, dir: &Path, name: &str) {
        let png = self.client.screenshot().await.expect("a screenshot");
        std::fs::write(dir.join(format!("{}-{name}.png", self.name)), png)
            .expect("write screenshot");
    }

    pub async fn resize(&self, width: u32, height: u32) {
        self.client
            .set_window_size(width, height)
            .await
            .expect("resize the window");
        tokio::time::sleep(Duration::from_millis(300)).await;
    }

    /// The page does not scroll sideways (wide tables scroll in their own box).
    pub async fn assert_no_sideways_scroll(&self, what: &str) {
        let widths = self
            .script(
                "return [document.documentElement.scrollWidth, window.innerWidth];",
                vec![],
            )
            .await;
        assert!(
            widths[0].as_i64() <= widths[1].as_i64(),
            "{}: {what} overflows sideways: {widths}",
            self.name
        );
    }

    /// Whether the element with this test id lies wholly inside the window.
    pub async fn in_viewport(&self, id: &str) -> Value {
        self.script(
            "const e = document.querySelector(arguments[0]); if (!e) return 'absent'; \
             const r = e.getBoundingClientRect(); \
             return r.width > 0 && r.height > 0 && r.top >= -1 && r.left >= -1 \
               && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1 \
               ? true : `top ${r.top}, bottom ${r.bottom}, left ${r.left}, right ${r.right} in ${window.innerWidth}x${window.innerHeight}`;",
            vec![json!(testid(id))],
        )
        .await
    }

    pub async fn scroll_to(&self, id: &str) {
        self.script(
            "document.querySelector(arguments[0]).scrollIntoView({block: 'center'});",
            vec![json!(testid(id))],
        )
        .await;
        tokio::time::sleep(Duration::from_millis(150)).await;
    }

    pub async fn scroll_to_top(&self) {
        self.script("window.scrollTo(0, 0);", vec![]).await;
        tokio::time::sleep(Duration::from_millis(150)).await;
    }

    /// At 360 px the assistant's page does not scroll sideways and every column
    /// head of the heat map shows its whole name;
    /// screenshots of the top and of the heat map.
    pub async fn check_phone_width(&self, root: &Path) {
        self.resize(360, 800).await;
        self.assert_no_sideways_scroll("the assistant at 360 px")
            .await;
        self.screenshot(root, "04-mobile").await;
        self.script(
            "document.querySelector('[data-testid=\"heatmap\"]').scrollIntoView({block: 'start'});",
            vec![],
        )
        .await;
        let heads = self
            .script(
                "return [...document.querySelectorAll('[data-testid=\"heatmap\"] thead th')].map((th) => {\
                   const inner = th.querySelector('.holder-name') || th;\
                   return {text: th.innerText.trim(),\
                     cut: th.scrollWidth > th.clientWidth + 1 || inner.scrollWidth > inner.clientWidth + 1\
                       || inner.scrollHeight > inner.clientHeight + 1};\
                 });",
                vec![],
            )
            .await;
        let heads = heads.as_array().expect("the heat map's heads");
        assert!(heads.len() >= 3, "{heads:?}");
        for head in heads {
            assert_eq!(
                head["cut"],
                json!(false),
                "{}: a heat-map column head is cut at 360 px: {head}",
                self.name
            );
        }
        self.screenshot(root, "05-mobile-notepad").await;
        self.resize(1100, 1000).await;
    }

    pub async fn close(self) {
        let _ = self.client.close().await;
    }
}

/// One step of a Lady Alice seat played through its table, as a person would:
/// suspect (a random clue of each category) when holding the notebook, place one
/// counter the first time in a deduction round, else pass. Returns whether it
/// acted. Shared by the browser tests that play Lady Alice to the end.
pub async fn lady_alice_take_turn(
    browser: &Browser,
    rng: &mut sleuth_core::SleuthRng,
    placed: &mut bool,
) -> bool {
    const CLUES: [[&str; 8]; 4] = sleuth_lady_alice::clue::CLUE_NAMES;
    if browser.find("submit-suspicion").await.is_some() {
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
        // The table may have moved on since `find` (an update re-renders it): a
        // pass that is no longer offered is not an error, the caller polls again.
        return browser.try_click("pass").await;
    }
    false
}

/// Screenshots at 1366 and 360 px, each with the element `at` scrolled into view
/// (nothing may scroll sideways at 360, where French is longest), with `check`
/// run on the narrow page, then back to the desktop width.
pub async fn screenshots_at_both_widths(
    browser: &Browser,
    root: &std::path::Path,
    name: &str,
    at: Option<&str>,
    check: impl AsyncFn(&Browser, &str),
) {
    browser.resize(1366, 900).await;
    if let Some(id) = at {
        browser.scroll_to(id).await;
    }
    browser.screenshot(root, &format!("{name}-1366")).await;
    browser.resize(360, 780).await;
    if let Some(id) = at {
        browser.scroll_to(id).await;
    }
    browser.assert_no_sideways_scroll(name).await;
    check(browser, name).await;
    browser.screenshot(root, &format!("{name}-360")).await;
    browser.resize(1366, 900).await;
}
