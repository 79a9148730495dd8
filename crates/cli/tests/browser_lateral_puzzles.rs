//! The Lateral Puzzles Game end to end in headless Chromium, three browser contexts
//! per table (a Lateral Master and two puzzlers), one at 1366 px and one at 360 px:
//!
//! - a short game: the lobby defaults to three seats and labels the Lateral Master;
//!   public questions answered with one tap (a second click sends nothing and shows
//!   no error; one Rephrase button), a private Tip-off, a Spoiler (hostile text shown
//!   as text) judged and scored, the end asked for in the page, and the game-over
//!   screen with who spoiled which part, when and for how many points (no analysis
//!   link: the game has none);
//! - a puzzler leaves: the leave confirmation says what happens (no bot), the table
//!   pauses with its reason, the Lateral Master goes on without the seat, the seat
//!   is open to a visitor with the link, who takes it; then the Lateral Master leaves
//!   and every screen says the match was abandoned, also after a reload;
//! - the host, in seat 2, makes his seat the Lateral Master's and writes a puzzle
//!   in the lobby, checked as it is typed, with each problem at its place; the
//!   puzzlers' pages and everything their browsers receive never hold the solution;
//! - a rematch: the next seat is the Lateral Master, who is not offered the puzzle
//!   just played, and the match starts only when they start it.
//!
//! Runs when SLEUTH_BROWSER_TESTS=1. One test at a time (each starts three Chromium
//! sessions on a small machine).

mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::*;

const SPOILER: &str = "<b>He</b> was a pacer, not a runner";

/// Browser tests of this file run one after another.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

async fn setup(name: &str) -> Setup {
    Setup::start(
        &format!("browser-lateral/{name}"),
        &format!("sleuth-lp-ui-{name}"),
    )
    .await
}

/// A person's Chromium at a desktop (1366 px) or phone (360 px) width.
async fn open(setup: &Setup, name: &'static str, width: u32) -> Browser {
    let browser = setup.browser(name, &format!("profile-{name}")).await;
    browser
        .resize(width, if width <= 400 { 740 } else { 900 })
        .await;
    browser
}

async fn wait_text(browser: &Browser, id: &str, needle: &str) -> String {
    browser.wait_for_text_containing(id, needle).await
}

/// Waits until `check` holds, or fails with `what`.
async fn wait_until<F, Fut>(what: &str, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + Duration::from_secs(30);
    while !check().await {
        assert!(Instant::now() < deadline, "{what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The text a person sees on the whole page.
async fn page_text(browser: &Browser) -> String {
    browser
        .script("return document.body.innerText;", vec![])
        .await
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The host creates a three-seat match from the lobby (three is the default) and
/// sits in `host_seat`; the others join the other seats in order by the invite
/// link. Returns the invite link.
async fn seat_three(
    host: &Browser,
    host_seat: usize,
    host_name: &str,
    others: [(&Browser, &str); 2],
) -> String {
    host.wait_for("create-lateral-puzzles", 20).await;
    let players = host
        .script(
            "return document.querySelector('[data-testid=\"players-select-lateral-puzzles\"]').value;",
            vec![],
        )
        .await;
    assert_eq!(players, json!("3"), "the lobby offers three seats first");
    let absent = host.text("option-absent-lateral-puzzles").await;
    assert!(
        absent.contains("invite link") && !absent.contains(" bot plays"),
        "{absent}"
    );
    host.click("create-lateral-puzzles").await;
    host.wait_for("join-seat-0", 20).await;
    assert!(host.find("add-bot-1").await.is_none(), "a bot was offered");
    let invite = host.url().await;
    host.type_into("join-name", host_name).await;
    host.click(&format!("join-seat-{host_seat}")).await;
    host.wait_for(&format!("leave-seat-{host_seat}"), 20).await;
    let seats = (0..3).filter(|&seat| seat != host_seat);
    for (seat, (browser, name)) in seats.zip(others) {
        browser.goto(&invite).await;
        browser.wait_for(&format!("join-seat-{seat}"), 20).await;
        browser.type_into("join-name", name).await;
        browser.click(&format!("join-seat-{seat}")).await;
        browser.wait_for(&format!("leave-seat-{seat}"), 20).await;
    }
    invite
}

/// The three people of most tests: Mara (1366 px), Ben (1366 px) and Cleo
/// (360 px).
async fn open_mara_ben_cleo(s: &Setup) -> (Browser, Browser, Browser) {
    let mara = open(s, "master", 1366).await;
    let ben = open(s, "ben", 1366).await;
    let cleo = open(s, "cleo", 360).await;
    (mara, ben, cleo)
}

/// Mara hosts from the lobby in seat 1 (the Lateral Master), Ben and Cleo join by
/// the invite link, Mara starts, and every page shows the table. Returns the
/// invite link.
async fn seat_and_start(s: &Setup, mara: &Browser, ben: &Browser, cleo: &Browser) -> String {
    mara.goto(&format!("http://{}/", s.addr)).await;
    let invite = seat_three(mara, 0, "Mara", [(ben, "Ben"), (cleo, "Cleo")]).await;
    start(mara).await;
    for b in [mara, ben, cleo] {
        b.wait_for("lp-table", 20).await;
    }
    invite
}

/// Ends each session's Chromium (chromedriver alone leaves them running).
async fn close_all(browsers: [Browser; 3]) {
    for browser in browsers {
        browser.close().await;
    }
}

/// Waits until `browser` may start, then starts.
async fn start(browser: &Browser) {
    wait_until("start never enabled", || browser.enabled("start")).await;
    browser.click("start").await;
}

/// The puzzler (index in `puzzlers`) whose turn it is: the one offered `lp-ask`
/// or `lp-end-turn`.
async fn whose_turn(puzzlers: &[&Browser]) -> usize {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        for (i, p) in puzzlers.iter().enumerate() {
            if p.find("lp-ask").await.is_some() || p.find("lp-end-turn").await.is_some() {
                return i;
            }
        }
        assert!(Instant::now() < deadline, "nobody's turn");
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
}

/// Round 1: each puzzler asks a public question and the Lateral Master answers.
async fn play_round_one(master: &Browser, puzzlers: [&Browser; 2]) {
    for (question, answer) in [
        ("Did he win the race?", "lp-answer-no"),
        ("Was he paid to run?", "lp-answer-yes"),
    ] {
        let who = whose_turn(&puzzlers).await;
        puzzlers[who].type_into("lp-question", question).await;
        puzzlers[who].click("lp-ask").await;
        master.click(answer).await;
        wait_text(puzzlers[1 - who], "lp-register", question).await;
    }
}

/// Whether the error banner shows a message now.
async fn error_shown(browser: &Browser) -> Value {
    browser
        .script(
            "const b = document.getElementById('error-banner'); return b && !b.hidden ? b.textContent : null;",
            vec![],
        )
        .await
}

/// Whether the element with this test id is displayed now.
async fn displayed(browser: &Browser, id: &str) -> bool {
    match browser.find(id).await {
        Some(element) => element.is_displayed().await.unwrap_or(false),
        None => false,
    }
}

/// The Lateral Master asks to end the game: the page asks first (never
/// window.confirm), and "End the game" in the dialog ends it.
async fn end_game_in_page(master: &Browser) {
    master
        .script(
            "window.__nativeConfirm = 0; window.confirm = () => { window.__nativeConfirm += 1; return true; };",
            vec![],
        )
        .await;
    master.click("lp-end-game").await;
    let question = master.wait_for_text("confirm-text").await;
    assert!(question.contains("End the game"), "{question}");
    master.click("confirm-yes").await;
    assert_eq!(
        master
            .script("return window.__nativeConfirm;", vec![])
            .await,
        json!(0),
        "window.confirm was used"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lateral_master_and_two_puzzlers_play_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let _one = ONE_AT_A_TIME.lock().await;
    let s = setup("play").await;
    let (mara, ben, cleo) = open_mara_ben_cleo(&s).await;

    // The Lateral Master creates the match; the lobby labels the roles.
    mara.goto(&format!("http://{}/", s.addr)).await;
    seat_three(&mara, 0, "Mara", [(&ben, "Ben"), (&cleo, "Cleo")]).await;
    for b in [&mara, &ben, &cleo] {
        wait_text(b, "seat-role-0", "Lateral Master").await;
        wait_text(b, "seat-role-1", "puzzler").await;
    }
    mara.screenshot(&s.root, "lobby-1366").await;
    cleo.screenshot(&s.root, "lobby-360").await;
    start(&mara).await;
    for b in [&mara, &ben, &cleo] {
        b.wait_for("lp-table", 20).await;
    }
    // The LM sees the solution; the puzzlers see the situation only, and how
    // points are won and how the game ends.
    mara.wait_for("lp-solution", 20).await;
    assert!(
        ben.find("lp-solution").await.is_none(),
        "a puzzler sees the solution"
    );
    wait_text(&cleo, "seat-bar-role-0", "Lateral Master").await;
    wait_text(&cleo, "lp-how", "Points come only from Spoilers").await;
    wait_text(&cleo, "lp-how", "every part is spoiled").await;
    let puzzlers = [&ben, &cleo];

    // Round 1, first question: the LM's answer buttons hold one Rephrase, and a
    // double click on an answer sends it once (no error comes back).
    let who = whose_turn(&puzzlers).await;
    puzzlers[who]
        .type_into("lp-question", "Did he win the race?")
        .await;
    puzzlers[who].click("lp-ask").await;
    mara.wait_for("lp-answer-no", 20).await;
    let rephrase_buttons = mara
        .script(
            "return [...document.querySelectorAll('[data-testid=\"lp-open-question\"] button')]\
               .filter((b) => /rephrase/i.test(b.textContent)).length;",
            vec![],
        )
        .await;
    assert_eq!(rephrase_buttons, json!(1), "one Rephrase button");
    mara.screenshot(&s.root, "answer-1366").await;
    mara.script(
        "const b = document.querySelector('[data-testid=\"lp-answer-no\"]'); b.click(); b.click();",
        vec![],
    )
    .await;
    wait_text(puzzlers[1 - who], "lp-register", "Did he win the race?").await;
    // The second question comes after the answer's round trip, so an error for a
    // second answer would have reached the LM by then.
    let who = whose_turn(&puzzlers).await;
    puzzlers[who]
        .type_into("lp-question", "Was he paid to run?")
        .await;
    puzzlers[who].click("lp-ask").await;
    wait_text(&mara, "lp-open-text", "Was he paid to run?").await;
    assert_eq!(
        error_shown(&mara).await,
        Value::Null,
        "a second click showed an error"
    );
    mara.click("lp-answer-yes").await;
    wait_text(puzzlers[1 - who], "lp-register", "Was he paid to run?").await;
    cleo.assert_no_sideways_scroll("the puzzlers' table").await;
    cleo.screenshot(&s.root, "puzzler-360").await;
    mara.screenshot(&s.root, "master-1366").await;

    // Round 2: a Tip-off's answer is private to its asker.
    let first = whose_turn(&puzzlers).await;
    let other = 1 - first;
    wait_text(puzzlers[first], "lp-round", "Round 2").await;
    puzzlers[first]
        .type_into("lp-question", "Did he stop on purpose?")
        .await;
    puzzlers[first].click("lp-tip-off").await;
    mara.click("lp-answer-yes").await;
    // (The question shows as soon as it is asked; wait for the answer's line.)
    let line = wait_text(puzzlers[other], "lp-register", "private").await;
    assert!(line.contains("Did he stop on purpose?"), "{line}");
    wait_text(puzzlers[first], "lp-register", "Yes").await;
    puzzlers[first].click("lp-end-turn").await;

    // The other puzzler plays a Spoiler: the table freezes until the LM judges it.
    whose_turn(&puzzlers).await;
    puzzlers[other].type_into("lp-spoiler-text", SPOILER).await;
    puzzlers[other].click("lp-spoiler").await;
    wait_text(puzzlers[first], "lp-frozen", "frozen").await;
    let judged = mara.wait_for_text("lp-judge-text").await;
    assert_eq!(judged, SPOILER, "the spoiler is shown as text");
    assert!(
        puzzlers[first].find("lp-spoiler-1").await.is_some(),
        "the spoiler line is listed"
    );
    let bold = mara
        .script(
            "return document.querySelectorAll('.lp-table b').length;",
            vec![],
        )
        .await;
    assert_eq!(bold, 0, "the spoiler became markup");
    mara.click("lp-judge-part-1").await;
    mara.click("lp-judge-send").await;
    let seat = other + 1;
    let author = ["Ben", "Cleo"][other];
    // Part 1 of the puzzle is worth 50 points: the spoiler's author has them.
    wait_text(&mara, &format!("lp-score-{seat}"), "50").await;
    wait_text(puzzlers[other], "lp-spoiler-1", "50 points").await;
    puzzlers[other].click("lp-end-turn").await;

    // The LM ends the game, asked in the page: everyone sees the whole puzzle, and
    // who spoiled which part, when, for how many points.
    end_game_in_page(&mara).await;
    for b in [&mara, &ben, &cleo] {
        wait_text(b, "lp-solution", "The whole puzzle").await;
        wait_text(b, "turn-prompt", "Game over").await;
        let spoiled = wait_text(b, "lp-spoil-part-1", author).await;
        assert!(
            spoiled.contains("round 2") && spoiled.contains("50 points"),
            "{spoiled}"
        );
        wait_text(b, "lp-spoil-part-2", "Nobody spoiled it").await;
        b.wait_until_displayed("replay-link").await;
        assert!(
            !displayed(b, "analysis-link").await,
            "{}: an analysis is offered for a game without one",
            b.name
        );
    }
    let text = page_text(&mara).await;
    assert!(
        !text.contains("Waiting for you"),
        "the LM's game-over screen still waits for them"
    );
    cleo.assert_no_sideways_scroll("the end").await;
    cleo.scroll_to("lp-spoil-history").await;
    cleo.screenshot(&s.root, "end-360").await;
    mara.scroll_to("lp-spoil-history").await;
    mara.screenshot(&s.root, "end-1366").await;

    // Back in the lobby, the puzzle's figures count this game (someone scored:
    // solved) beside the puzzle menu, at both widths.
    for b in [&mara, &cleo] {
        b.goto(&format!("http://{}/", s.addr)).await;
        wait_text(b, "content-played-lateral-puzzles", "played 1 · solved 1").await;
        wait_text(b, "content-length-lateral-puzzles", "about 3 rounds").await;
        wait_text(b, "content-stars-lateral-puzzles", "no ratings yet").await;
        b.scroll_to("content-figures-lateral-puzzles").await;
    }
    cleo.assert_no_sideways_scroll("the lobby's figures").await;
    cleo.screenshot(&s.root, "lobby-figures-360").await;
    mara.screenshot(&s.root, "lobby-figures-1366").await;
    close_all([mara, ben, cleo]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzler_who_leaves_pauses_the_table_and_the_lateral_master_leaving_ends_it() {
    if !browser_tests_enabled() {
        return;
    }
    let _one = ONE_AT_A_TIME.lock().await;
    let s = setup("leave").await;
    let (mara, ben, cleo) = open_mara_ben_cleo(&s).await;
    let invite = seat_and_start(&s, &mara, &ben, &cleo).await;

    // Ben leaves: the page says what happens (no bot in this game), in the page.
    ben.click("leave-table").await;
    let question = ben.wait_for_text("confirm-dialog").await;
    assert!(
        question.contains("invite link") && question.contains("go on without"),
        "{question}"
    );
    assert!(!question.contains("bot"), "{question}");
    ben.screenshot(&s.root, "leave-confirm-1366").await;
    ben.click("confirm-yes").await;
    ben.wait_for("take-seat-1", 20).await;
    wait_text(&ben, "connection", "connected").await;
    assert_eq!(
        error_shown(&ben).await,
        Value::Null,
        "leaving on purpose showed an error"
    );

    // The table pauses, with why, on every screen; the LM may go on without Ben.
    wait_text(&cleo, "lp-paused", "Ben left the table").await;
    wait_text(&cleo, "turn-prompt", "paused").await;
    wait_text(&mara, "lp-paused", "Ben left the table").await;
    cleo.assert_no_sideways_scroll("the paused table").await;
    cleo.screenshot(&s.root, "paused-360").await;
    mara.screenshot(&s.root, "paused-master-1366").await;
    assert!(
        cleo.find("lp-ask").await.is_none(),
        "a puzzler may ask during a pause"
    );
    mara.click("lp-go-on-without-1").await;
    wait_text(&cleo, "lp-paused", "skipped").await;

    // Cleo plays on alone (Ben's turns are skipped).
    let who = whose_turn(&[&cleo]).await;
    assert_eq!(who, 0);
    cleo.type_into("lp-question", "Was he paid to run?").await;
    cleo.click("lp-ask").await;
    mara.click("lp-answer-yes").await;
    wait_text(&cleo, "lp-register", "Yes").await;

    // Ben's seat is open to anyone with the link: Ben, now a visitor, takes it.
    ben.wait_for("take-seat-1", 20).await;
    assert!(
        cleo.find("take-seat-1").await.is_none(),
        "a seated puzzler is offered another seat"
    );
    ben.screenshot(&s.root, "open-seat-1366").await;
    ben.click("take-seat-1").await;
    ben.wait_for("lp-desk", 20).await;
    wait_until("Ben's seat is still skipped on Cleo's table", || async {
        cleo.find("lp-skipped").await.is_none()
    })
    .await;

    // The Lateral Master leaves: the confirmation says the match ends for
    // everyone, and every screen says it was abandoned, also after a reload.
    mara.click("leave-table").await;
    let question = mara.wait_for_text("confirm-dialog").await;
    assert!(question.contains("ends for everyone"), "{question}");
    mara.click("confirm-yes").await;
    for b in [&mara, &ben, &cleo] {
        wait_text(b, "match-abandoned", "abandoned").await;
        wait_text(b, "turn-prompt", "abandoned").await;
    }
    cleo.screenshot(&s.root, "abandoned-360").await;
    for b in [&mara, &ben, &cleo] {
        b.goto(&invite).await;
        wait_text(b, "match-abandoned", "abandoned").await;
        wait_text(b, "turn-prompt", "abandoned").await;
        b.wait_for("lp-table", 20).await;
        assert!(
            b.find("lp-ask").await.is_none() && b.find("lp-answer-yes").await.is_none(),
            "{}: an abandoned match still offers play",
            b.name
        );
        assert!(
            b.find("leave-table").await.is_none(),
            "{}: leave is offered after the end",
            b.name
        );
    }
    cleo.assert_no_sideways_scroll("the abandoned match").await;
    cleo.scroll_to_top().await;
    cleo.screenshot(&s.root, "abandoned-reloaded-360").await;
    mara.screenshot(&s.root, "abandoned-reloaded-1366").await;
    close_all([mara, ben, cleo]).await;
}

const OWN_TITLE: &str = "The Silent Lighthouse";
const OWN_SITUATION: &str = "The lighthouse keeper turned the lamp off on the stormiest night of the year, and saved a ship.";
const OWN_SOLUTION: &str = "Smugglers had rigged a false light on the cliffs to wreck ships; with the real lamp dark, the captain trusted no light at all.";
const OWN_PART_1: &str = "Smugglers showed a false light";
const OWN_PART_2: &str = "With no lamp the captain trusted no light";

/// Opens a WebSocket in the page as this seat's own connection would (its token
/// from localStorage) and keeps every message it receives in `window.__lpWire`.
async fn record_wire(browser: &Browser, match_id: &str) {
    browser
        .script(
            "const id = arguments[0]; window.__lpWire = [];\
             const t = JSON.parse(localStorage.getItem('sleuth.match.' + id) || '{}');\
             const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws/matches/' + encodeURIComponent(id));\
             ws.onopen = () => ws.send(JSON.stringify({type: 'hello', token: t.token || null}));\
             ws.onmessage = (e) => window.__lpWire.push(e.data); window.__lpSocket = ws;",
            vec![json!(match_id)],
        )
        .await;
}

/// Everything a puzzler's browser can fetch or has received about the lobby.
async fn wire_text(browser: &Browser, match_id: &str) -> String {
    let fetched = browser
        .client
        .execute_async(
            "const done = arguments[arguments.length - 1];\
             Promise.all([fetch('/api/matches/' + encodeURIComponent(arguments[0])).then((r) => r.text()),\
                          fetch('/api/matches').then((r) => r.text())])\
               .then((texts) => done(texts.join('\\n')), (e) => done('fetch failed: ' + e));",
            vec![json!(match_id)],
        )
        .await
        .expect("fetch the lobby");
    let received = browser
        .script("return (window.__lpWire || []).join('\\n');", vec![])
        .await;
    format!(
        "{}\n{}",
        fetched.as_str().unwrap_or_default(),
        received.as_str().unwrap_or_default()
    )
}

fn match_id_of(url: &str) -> String {
    url.rsplit('/').next().unwrap_or_default().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lateral_master_writes_a_puzzle_in_the_lobby_that_the_puzzlers_never_see() {
    if !browser_tests_enabled() {
        return;
    }
    let _one = ONE_AT_A_TIME.lock().await;
    let s = setup("own-puzzle").await;
    let hana = open(&s, "hana", 1366).await;
    let ben = open(&s, "ben", 360).await;
    let cleo = open(&s, "cleo", 1366).await;
    // Ben hosts from seat 2; seat 1 (Hana) is the Lateral Master by default.
    ben.goto(&format!("http://{}/", s.addr)).await;
    let invite = seat_three(&ben, 1, "Ben", [(&hana, "Hana"), (&cleo, "Cleo")]).await;
    let id = match_id_of(&invite);
    for b in [&hana, &ben, &cleo] {
        wait_text(b, "seat-role-0", "Lateral Master").await;
    }
    assert!(
        hana.find("lp-lobby-lm").await.is_none(),
        "someone but the host chooses the Lateral Master"
    );

    // The host chooses himself (seat 2) as the Lateral Master: every screen
    // labels it, and only he is offered the puzzle.
    ben.select("lp-lobby-lm", "1").await;
    for b in [&hana, &ben, &cleo] {
        wait_text(b, "seat-role-1", "Lateral Master").await;
        wait_text(b, "seat-role-0", "puzzler").await;
    }
    ben.wait_for("lp-lobby-puzzle", 20).await;
    for b in [&hana, &cleo] {
        wait_text(b, "lp-lobby-puzzle-line", "Ben chooses the puzzle").await;
        assert!(
            b.find("lp-lobby-puzzle").await.is_none(),
            "{}: offered the puzzle",
            b.name
        );
    }
    record_wire(&cleo, &id).await;
    record_wire(&hana, &id).await;

    // Ben writes his puzzle; it is checked as he types: the scores first add up
    // to 90, and that problem shows at the parts, with no click.
    ben.select("lp-lobby-puzzle", "custom").await;
    ben.type_into("lp-custom-title", OWN_TITLE).await;
    ben.type_into("lp-custom-situation", OWN_SITUATION).await;
    ben.type_into("lp-custom-solution", OWN_SOLUTION).await;
    ben.type_into("lp-custom-part-text-1", OWN_PART_1).await;
    ben.type_into("lp-custom-part-score-1", "60").await;
    ben.type_into("lp-custom-part-text-2", OWN_PART_2).await;
    ben.type_into("lp-custom-part-score-2", "30").await;
    let problem = wait_text(&ben, "lp-problem-parts", "90").await;
    assert!(problem.contains("100"), "{problem}");
    assert!(
        !ben.enabled("lp-custom-use").await,
        "a puzzle with problems can be used"
    );
    // A part's own problem shows at that part.
    ben.type_into("lp-custom-part-score-2", "0").await;
    wait_text(&ben, "lp-problem-part-2", "1 to 100").await;
    ben.scroll_to("lp-custom-editor").await;
    ben.screenshot(&s.root, "editor-problems-360").await;
    ben.assert_no_sideways_scroll("the puzzle editor").await;
    ben.type_into("lp-custom-part-score-2", "40").await;
    wait_text(&ben, "lp-custom-status", "No problem found").await;
    assert!(!displayed(&ben, "lp-problem-parts").await);
    assert!(!displayed(&ben, "lp-problem-part-2").await);
    ben.click("lp-custom-use").await;
    wait_text(&ben, "lp-custom-status", "set for the match").await;
    for b in [&hana, &cleo] {
        wait_text(b, "lp-lobby-puzzle-line", OWN_TITLE).await;
    }
    hana.screenshot(&s.root, "lobby-puzzler-1366").await;

    // Nothing on the puzzlers' screens or wires holds the solution or its parts.
    for b in [&hana, &cleo] {
        let text = page_text(b).await;
        let wire = wire_text(b, &id).await;
        assert!(
            wire.contains(OWN_TITLE),
            "{}: the wire was not recorded: {wire}",
            b.name
        );
        for secret in [OWN_SOLUTION, OWN_PART_1, OWN_PART_2] {
            assert!(
                !text.contains(secret),
                "{}: the page shows {secret:?}",
                b.name
            );
            assert!(
                !wire.contains(secret),
                "{}: the wire holds {secret:?}",
                b.name
            );
        }
    }

    // Ben, the Lateral Master, starts the match: he sees his solution, the
    // puzzlers his situation only.
    start(&ben).await;
    ben.wait_for("lp-solution", 20).await;
    wait_text(&ben, "lp-solution", OWN_SOLUTION).await;
    for b in [&hana, &cleo] {
        wait_text(b, "lp-situation", OWN_SITUATION).await;
        wait_text(b, "lp-title", OWN_TITLE).await;
        let text = page_text(b).await;
        let wire = wire_text(b, &id).await;
        for secret in [OWN_SOLUTION, OWN_PART_1, OWN_PART_2] {
            assert!(
                !text.contains(secret),
                "{}: the table shows {secret:?}",
                b.name
            );
            assert!(
                !wire.contains(secret),
                "{}: the wire holds {secret:?}",
                b.name
            );
        }
    }
    ben.screenshot(&s.root, "own-puzzle-master-360").await;
    close_all([hana, ben, cleo]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_passes_the_lateral_master_on_and_starts_when_they_choose() {
    if !browser_tests_enabled() {
        return;
    }
    let _one = ONE_AT_A_TIME.lock().await;
    let s = setup("rematch").await;
    let (mara, ben, cleo) = open_mara_ben_cleo(&s).await;
    let invite = seat_and_start(&s, &mara, &ben, &cleo).await;
    let first_title = mara.wait_for_text("lp-title").await;
    play_round_one(&mara, [&ben, &cleo]).await;
    wait_text(&ben, "lp-round", "Round 2").await;
    end_game_in_page(&mara).await;
    for b in [&mara, &ben, &cleo] {
        wait_text(b, "turn-prompt", "Game over").await;
    }

    // Everyone asks for the rematch (Ben first, so he hosts it); it waits in its
    // lobby for the new Lateral Master, the next seat (Ben), who is not offered
    // the puzzle just played.
    ben.click("rematch").await;
    for b in [&mara, &cleo] {
        b.wait_for_text_containing("rematch", "Join the rematch")
            .await;
        b.click("rematch").await;
    }
    for b in [&mara, &ben, &cleo] {
        wait_until("the rematch's lobby", || async { b.url().await != invite }).await;
        wait_text(b, "seat-role-1", "Lateral Master").await;
        wait_text(b, "seat-role-0", "puzzler").await;
    }
    let offered = ben
        .script(
            "return [...document.querySelectorAll('[data-testid=\"lp-lobby-puzzle\"] option')].map((o) => o.textContent);",
            vec![],
        )
        .await;
    let offered: Vec<String> = serde_json::from_value(offered).expect("the puzzle menu");
    assert!(offered.len() > 2, "{offered:?}");
    assert!(
        !offered.contains(&first_title),
        "the puzzle just played is offered again: {offered:?}"
    );
    wait_text(&ben, "lp-lobby-previous", &first_title).await;
    assert!(
        mara.find("lp-lobby-puzzle").await.is_none(),
        "a puzzler chooses the puzzle"
    );
    ben.screenshot(&s.root, "rematch-lobby-1366").await;
    cleo.screenshot(&s.root, "rematch-lobby-360").await;

    // Ben picks a puzzle; nothing starts until he starts it.
    ben.select("lp-lobby-puzzle", "the-spiced-birdseed").await;
    for b in [&mara, &cleo] {
        wait_text(b, "lp-lobby-puzzle-line", "The Spiced Birdseed").await;
        assert!(b.find("lp-table").await.is_none(), "{}: started", b.name);
    }
    wait_text(&cleo, "turn-prompt", "Waiting for players").await;
    start(&ben).await;
    for b in [&mara, &ben, &cleo] {
        wait_text(b, "lp-title", "The Spiced Birdseed").await;
    }
    ben.wait_for("lp-solution", 20).await;
    assert!(
        mara.find("lp-solution").await.is_none(),
        "last match's Lateral Master still sees the solution"
    );
    close_all([mara, ben, cleo]).await;
}
