//! Watson & Holmes in headless Chromium, at 1366 and 360 px: a person (Ada) plays
//! cases against a baseline bot, and each finding about the table is checked where
//! it shows, in one browser (one Chromium for the whole file keeps it fast). The
//! checks are the `async fn`s below, named after their findings; screenshots of each
//! at both widths go to test-output/browser-watson-holmes/. Runs when
//! SLEUTH_BROWSER_TESTS=1 (scripts/test.sh sets it).
//!
//! The first case (case 0) goes: round 1, the actions come before the introduction;
//! "Go to 221B" asks in the page with the answering order, and is cancelled; a lead
//! is visited and read beside the notebook (hostile text kept as text); a reload
//! shows the card again during its round; round 2: a reload shows no card, the read
//! card shows no stale bid, the introduction is folded, the players fit at 360 px;
//! Ada goes to 221B; the instruction there; the answer form (the view's choices,
//! text only for typed questions, an empty sheet refused with the server's
//! sentence under the form); one wrong answer, and at the end each answer is marked.
//! Then the replay of that case, and a second case with the open casebook.

mod support;

use std::path::Path;
use std::time::{Duration, Instant};

use fantoccini::Locator;
use serde_json::{Value, json};
use support::*;

const CASE: &str = "the-tallow-merchants-ledger";
const NOTE: &str = "<img src=x onerror=alert(1)> Wimble: choir till ten";
/// The case's leads (case 0), where a first visit learns something.
const LEADS: [u32; 5] = [1, 2, 3, 4, 5];
/// A card nobody needs early, where a bid is typed and left in round 1.
const IDLE_CARD: u32 = 13;
const WIDE: (u32, u32) = (1366, 900);
const PHONE: (u32, u32) = (360, 740);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watson_holmes_table_findings_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-watson-holmes", "sleuth-wh-ui").await;
    let (addr, root) = (s.addr, s.root.clone());
    let browser = s.browser("holmes", "profile").await;
    browser.resize(WIDE.0, WIDE.1).await;
    // Bots play a match of each other game meanwhile, for the replay page's check.
    let bot_matches = start_bot_matches(addr).await;

    // ---- The first case: played to the end, with one wrong answer.
    let id = create_match(&browser, &addr.to_string(), false).await;
    browser
        .wait_for_text_containing("wh-case-title", "Tallow Merchant")
        .await;
    assert!(
        !browser.script("return document.querySelector('[data-testid=\"replay-link\"]').offsetParent !== null;", vec![]).await.as_bool().unwrap_or(true),
        "the replay link shows before the end"
    );

    wait_for_my_visit(&browser).await;
    actions_come_before_the_introduction(&browser, &root, "round1").await;
    going_to_221b_asks_in_the_page_and_shows_the_answering_order(&browser, &root).await;
    // A bid typed on a card and left there: it must not come back next round.
    browser.type_into(&format!("wh-bid-{IDLE_CARD}"), "3").await;
    let first = visit_a_free_lead(&browser, &[]).await;

    browser.wait_for("wh-done-reading", 30).await;
    the_read_card_and_the_notebook_sit_side_by_side_at_1366_px(&browser, &root, first).await;
    browser.type_into("wh-notebook", NOTE).await;
    browser.click("wh-notebook-save").await;
    browser.wait_for("wh-notebook-saved", 20).await;
    let images = browser
        .script("return document.querySelectorAll('img').length;", vec![])
        .await;
    assert_eq!(images, 0, "the notebook became markup");
    a_reload_shows_the_card_during_its_round_only(&browser, first, true).await;
    browser.click("wh-done-reading").await;

    // Round 2.
    wait_for_my_visit(&browser).await;
    a_reload_shows_the_card_during_its_round_only(&browser, first, false).await;
    let notes = browser
        .script(
            "return document.querySelector('[data-testid=\"wh-notebook\"]').value;",
            vec![],
        )
        .await;
    assert_eq!(
        notes,
        json!(NOTE),
        "the notes stay across rounds and reloads"
    );
    a_read_empty_location_shows_no_stale_bid(&browser, first).await;
    actions_come_before_the_introduction(&browser, &root, "round2").await;
    at_360_px_the_players_table_does_not_scroll_sideways(&browser, &root).await;

    // Ada goes to 221B, this time saying yes.
    browser.click("wh-baker-street").await;
    browser.wait_for("wh-baker-confirm", 20).await;
    browser.click("wh-baker-yes").await;
    at_221b_the_instruction_says_what_to_do_there(&browser, &root).await;

    wait_for_answer_form(&browser).await;
    the_answer_form_offers_the_views_choices_and_types_only_typed_questions(
        &browser, &root, addr, &id,
    )
    .await;
    an_empty_answer_sheet_shows_the_servers_sentence_near_the_form(&browser, &root).await;
    // Culprit wrong, the place and the motive right: Ada leaves the case, and the
    // bot, the lone survivor, ends it within a few rounds.
    let questions = spectator_view(addr, &id).await["questions"].clone();
    choose(&browser, 0, "Agnes Quill").await;
    choose(&browser, 1, "The Blue Anchor").await;
    let motive = &questions[2];
    if motive["typed"] == json!(true) || choices_of(motive).is_empty() {
        browser
            .type_into("wh-answer-2", "to hide his forgeries")
            .await;
    } else {
        let right = choices_of(motive)
            .into_iter()
            .find(|c| c.to_lowercase().contains("forge"))
            .expect("a motive choice about the forgeries");
        choose(&browser, 2, &right).await;
    }
    browser.click("wh-answer-send").await;
    game_over_marks_each_of_your_answers_right_or_wrong(&browser, &root).await;

    the_replay_narrates_private_reading_by_name_and_skips_private_steps(&browser, &root, &id).await;

    the_replay_page_steps_through_every_game_with_bots(&browser, &root, addr, &bot_matches).await;

    // ---- A second case with the open casebook.
    browser.resize(WIDE.0, WIDE.1).await;
    create_match(&browser, &addr.to_string(), true).await;
    the_open_casebook_marks_the_card_read_this_round(&browser, &root).await;

    // The session ends its Chromium (chromedriver alone leaves it running).
    browser.close().await;
}

// ---------------------------------------------------------------- the findings

/// At 360 px the actions come before the case's introduction, so a player reaches
/// them without scrolling past it; after round 1 the introduction is folded.
async fn actions_come_before_the_introduction(browser: &Browser, root: &Path, shot: &str) {
    let what = "actions_come_before_the_introduction";
    for (width, height) in [PHONE, WIDE] {
        browser.resize(width, height).await;
        browser.scroll_to_top().await;
        let actions = rect(browser, "wh-actions").await;
        let intro = rect(browser, "wh-intro").await;
        assert!(
            actions["bottom"].as_f64() <= intro["top"].as_f64(),
            "{what} at {width} px: actions {actions}, introduction {intro}"
        );
        let go = rect(browser, "wh-visit-go").await;
        assert!(
            go["bottom"].as_f64() <= intro["top"].as_f64(),
            "{what} at {width} px: the visit button {go} is below the introduction {intro}"
        );
        assert_fits(browser, what).await;
        browser
            .screenshot(root, &format!("{shot}-actions-{width}"))
            .await;
    }
    let open = browser
        .script(
            "return document.querySelector('[data-testid=\"wh-intro\"]').open;",
            vec![],
        )
        .await;
    let round = browser.text("wh-table").await;
    let first_round = round.contains("round 1 ");
    assert_eq!(
        open,
        json!(first_round),
        "{what}: the introduction is open in round 1 only"
    );
}

/// "Go to 221B" cannot be undone: it is not the main button in round 1, and it asks
/// first, in the page (never window.confirm), showing the answering order with where
/// Ada would stand. "Not yet" leaves everything as it was.
async fn going_to_221b_asks_in_the_page_and_shows_the_answering_order(
    browser: &Browser,
    root: &Path,
) {
    let what = "going_to_221b_asks_in_the_page_and_shows_the_answering_order";
    browser
        .script(
            "window.__confirms = 0; window.confirm = () => { window.__confirms += 1; return true; };",
            vec![],
        )
        .await;
    let class = browser
        .script(
            "return document.querySelector('[data-testid=\"wh-baker-street\"]').className;",
            vec![],
        )
        .await;
    assert!(
        !class.as_str().unwrap_or("").contains("primary"),
        "{what}: 'Go to 221B' is the page's main button in round 1 ({class})"
    );
    for (width, height) in [WIDE, PHONE] {
        browser.resize(width, height).await;
        browser.click("wh-baker-street").await;
        browser.wait_for("wh-baker-confirm", 20).await;
        let order = browser
            .wait_for_text_containing("wh-answering-order", "you (if you go now)")
            .await;
        assert!(order.contains("carriage"), "{what}: {order}");
        let question = browser.text("wh-baker-confirm").await;
        assert!(
            question.contains("cannot be undone"),
            "{what}: the question says why it asks: {question}"
        );
        browser.scroll_to("wh-baker-confirm").await;
        assert_eq!(
            browser.in_viewport("wh-baker-yes").await,
            json!(true),
            "{what} at {width} px"
        );
        assert_fits(browser, what).await;
        browser
            .screenshot(root, &format!("baker-confirm-{width}"))
            .await;
        browser.click("wh-baker-no").await;
        wait_until_gone(browser, "wh-baker-confirm").await;
    }
    assert_eq!(
        browser.script("return window.__confirms;", vec![]).await,
        json!(0),
        "{what}: window.confirm was used"
    );
    assert!(
        browser.find("wh-carriage-stop").await.is_some(),
        "{what}: 'Not yet' still left Ada to choose"
    );
}

/// At 1366 px the card being read and the notebook are on screen together, side by
/// side; at 360 px the notebook follows the card.
async fn the_read_card_and_the_notebook_sit_side_by_side_at_1366_px(
    browser: &Browser,
    root: &Path,
    card: u32,
) {
    let what = "the_read_card_and_the_notebook_sit_side_by_side_at_1366_px";
    let read = format!("wh-read-{card}");
    browser.resize(WIDE.0, WIDE.1).await;
    browser.wait_for_text(&read).await;
    browser
        .script(
            "document.querySelector('[data-testid=\"wh-desk\"]').scrollIntoView({block: 'start'});",
            vec![],
        )
        .await;
    let text = rect(browser, &read).await;
    let notes = rect(browser, "wh-notebook").await;
    assert_eq!(
        browser.in_viewport(&read).await,
        json!(true),
        "{what}: the card"
    );
    assert_eq!(
        browser.in_viewport("wh-notebook").await,
        json!(true),
        "{what}: the notebook"
    );
    assert!(
        notes["left"].as_f64() >= text["right"].as_f64(),
        "{what}: not side by side: card {text}, notebook {notes}"
    );
    browser.screenshot(root, "reading-1366").await;
    browser.resize(PHONE.0, PHONE.1).await;
    browser.scroll_to(&read).await;
    let text = rect(browser, &read).await;
    let notes = rect(browser, "wh-notebook").await;
    assert!(
        notes["top"].as_f64() >= text["bottom"].as_f64(),
        "{what} at 360 px: the notebook follows the card: card {text}, notebook {notes}"
    );
    assert_fits(browser, what).await;
    browser.screenshot(root, "reading-360").await;
    browser.resize(WIDE.0, WIDE.1).await;
}

/// Card texts come from the view: a reload shows the card again while its round's
/// reading lasts, and never after it (WH-5).
async fn a_reload_shows_the_card_during_its_round_only(
    browser: &Browser,
    card: u32,
    reading: bool,
) {
    let what = "a_reload_shows_the_card_during_its_round_only";
    browser.script("location.reload();", vec![]).await;
    browser.wait_for("wh-board", 30).await;
    if reading {
        let text = browser.wait_for_text(&format!("wh-read-{card}")).await;
        assert!(!text.is_empty(), "{what}: the card is back after a reload");
        browser.wait_for("wh-done-reading", 20).await;
    } else {
        wait_for_my_visit(browser).await;
        let cards = browser
            .script(
                "return document.querySelectorAll('[data-testid^=\"wh-read-\"]').length;",
                vec![],
            )
            .await;
        assert_eq!(cards, json!(0), "{what}: a card past its round is shown");
        let log = browser.text("log").await;
        assert!(
            log.contains(&format!("You read {card} ")),
            "{what}: the log still names the card read: {log}"
        );
    }
}

/// A card Ada read last round, empty now, shows no pawn and no bid, and a bid typed
/// last round on another card is forgotten.
async fn a_read_empty_location_shows_no_stale_bid(browser: &Browser, card: u32) {
    let what = "a_read_empty_location_shows_no_stale_bid";
    let state = browser
        .script(
            "const q = (id) => document.querySelector(`[data-testid=\"${id}\"]`); \
             const out = {}; \
             for (const n of arguments[0]) { const bid = q(`wh-bid-${n}`); \
               out[n] = {visitor: Boolean(q(`wh-loc-visitor-${n}`)), value: bid && bid.value, min: bid && bid.min, \
                         text: q(`wh-loc-${n}`).innerText}; } \
             return out;",
            vec![json!([card, IDLE_CARD])],
        )
        .await;
    let read = &state[card.to_string()];
    assert_eq!(read["visitor"], json!(false), "{what}: {state}");
    assert!(
        read["text"].as_str().unwrap_or("").contains("read"),
        "{what}: {state}"
    );
    assert!(
        !read["text"].as_str().unwrap_or("").contains("carriage"),
        "{what}: {state}"
    );
    for n in [card, IDLE_CARD] {
        let s = &state[n.to_string()];
        if s["visitor"] == json!(false) {
            assert_eq!(s["value"], s["min"], "{what}: card {n}: {state}");
        }
    }
}

/// At 360 px the Players table does not scroll sideways (each player is a block).
async fn at_360_px_the_players_table_does_not_scroll_sideways(browser: &Browser, root: &Path) {
    let what = "at_360_px_the_players_table_does_not_scroll_sideways";
    browser.resize(PHONE.0, PHONE.1).await;
    browser.scroll_to("wh-players").await;
    let widths = browser
        .script(
            "const e = document.querySelector('[data-testid=\"wh-players\"]'); return [e.scrollWidth, e.clientWidth];",
            vec![],
        )
        .await;
    assert!(widths[0].as_i64() <= widths[1].as_i64(), "{what}: {widths}");
    assert_fits(browser, what).await;
    browser.screenshot(root, "players-360").await;
    browser.resize(WIDE.0, WIDE.1).await;
    browser.scroll_to("wh-players").await;
    browser.screenshot(root, "players-1366").await;
}

/// At 221B there is no card: the prompt and the button say what to do there, and
/// the answering order shows Ada's place.
async fn at_221b_the_instruction_says_what_to_do_there(browser: &Browser, root: &Path) {
    let what = "at_221b_the_instruction_says_what_to_do_there";
    browser.wait_for("wh-done-reading", 60).await;
    let prompt = browser
        .wait_for_text_containing("turn-prompt", "221B")
        .await;
    assert!(
        !prompt.contains("Read your card"),
        "{what}: the prompt says {prompt:?}"
    );
    assert!(prompt.contains("no card to read"), "{what}: {prompt:?}");
    let button = browser.text("wh-done-reading").await;
    assert_eq!(button, "Ready to answer", "{what}");
    let order = browser.text("wh-baker-order").await;
    assert!(order.contains("you"), "{what}: {order}");
    at_both_widths(browser, root, None, None, "at-221b").await;
    browser.click("wh-done-reading").await;
}

/// The answer form shows each question's choices in the view's order (radio
/// buttons) and a text field only for a question without choices; at 360 px it fits.
async fn the_answer_form_offers_the_views_choices_and_types_only_typed_questions(
    browser: &Browser,
    root: &Path,
    addr: std::net::SocketAddr,
    id: &str,
) {
    let what = "the_answer_form_offers_the_views_choices_and_types_only_typed_questions";
    let view = spectator_view(addr, id).await;
    let questions = view["questions"].as_array().expect("questions").clone();
    assert!(!questions.is_empty(), "{what}: {view}");
    let shown = browser
        .script(
            "return [...document.querySelectorAll('[data-testid=\"wh-answer-form\"] li.wh-answer')].map((li, i) => ({\
               choices: [...li.querySelectorAll('input[type=radio]')].map((r) => r.value),\
               typed: Boolean(li.querySelector('input[type=text]')),\
             }));",
            vec![],
        )
        .await;
    let shown = shown.as_array().expect("rows").clone();
    assert_eq!(shown.len(), questions.len(), "{what}: {shown:?}");
    let mut offered = 0;
    for (i, (q, row)) in questions.iter().zip(&shown).enumerate() {
        // A question the case wants typed gets a text field, whatever it lists.
        let typed = q["typed"] == json!(true) || choices_of(q).is_empty();
        let choices = if typed { Vec::new() } else { choices_of(q) };
        let radios: Vec<String> = row["choices"]
            .as_array()
            .expect("radios")
            .iter()
            .map(|c| c.as_str().unwrap_or("").to_owned())
            .collect();
        assert_eq!(radios, choices, "{what}: question {i}'s choices");
        assert_eq!(
            row["typed"],
            json!(typed),
            "{what}: question {i}: a text field only for a typed question"
        );
        offered += usize::from(!choices.is_empty());
    }
    assert!(offered > 0, "{what}: no question offered choices");
    for (width, height) in [PHONE, WIDE] {
        browser.resize(width, height).await;
        browser.scroll_to("wh-answer-form").await;
        let fits = browser
            .script(
                "const f = document.querySelector('[data-testid=\"wh-answer-form\"]'); \
                 const labels = [...f.querySelectorAll('label, input')].map((e) => e.getBoundingClientRect().right); \
                 return f.scrollWidth <= f.clientWidth && Math.max(...labels) <= window.innerWidth + 1;",
                vec![],
            )
            .await;
        assert_eq!(fits, json!(true), "{what}: the form fits at {width} px");
        assert_fits(browser, what).await;
        browser
            .screenshot(root, &format!("answer-form-{width}"))
            .await;
    }
}

/// Giving an empty answer sheet changes nothing, and the server's sentence saying so
/// appears under the form (not only in the fading banner).
async fn an_empty_answer_sheet_shows_the_servers_sentence_near_the_form(
    browser: &Browser,
    root: &Path,
) {
    let what = "an_empty_answer_sheet_shows_the_servers_sentence_near_the_form";
    browser.click("wh-answer-send").await;
    let why = browser.wait_for_text("wh-answer-error").await;
    assert!(
        why.contains("blank"),
        "{what}: the sentence under the form: {why:?}"
    );
    let inside = browser
        .script(
            "return Boolean(document.querySelector('[data-testid=\"wh-answer-error\"]').closest('[data-testid=\"wh-answer-form\"]'));",
            vec![],
        )
        .await;
    assert_eq!(inside, json!(true), "{what}");
    assert!(
        browser.find("wh-answer-send").await.is_some(),
        "{what}: the sheet was taken"
    );
    at_both_widths(
        browser,
        root,
        Some("wh-answer-error"),
        None,
        "answer-refused",
    )
    .await;
}

/// Once the case is closed, each of Ada's answers is marked right or wrong.
async fn game_over_marks_each_of_your_answers_right_or_wrong(browser: &Browser, root: &Path) {
    let what = "game_over_marks_each_of_your_answers_right_or_wrong";
    let deadline = Instant::now() + Duration::from_secs(120);
    while browser.find("wh-solution").await.is_none() {
        assert!(
            Instant::now() < deadline,
            "{what}: the case never closed: {}",
            browser.text("turn-prompt").await
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let marks = [
        browser.wait_for_text("wh-my-mark-0").await,
        browser.wait_for_text("wh-my-mark-1").await,
        browser.wait_for_text("wh-my-mark-2").await,
    ];
    assert!(marks[0].contains("wrong"), "{what}: {marks:?}");
    assert!(marks[1].contains("right"), "{what}: {marks:?}");
    assert!(marks[2].contains("right"), "{what}: {marks:?}");
    at_both_widths(
        browser,
        root,
        Some("wh-end-answers"),
        Some(what),
        "game-over",
    )
    .await;
}

/// The replay tells a seat's private reading by its name ("Ada read 1 ..."), never
/// "You read"; Next skips the steps where nothing public happened (Ada's notebook
/// saved) unless "show every step" is ticked.
async fn the_replay_narrates_private_reading_by_name_and_skips_private_steps(
    browser: &Browser,
    root: &Path,
    id: &str,
) {
    let what = "the_replay_narrates_private_reading_by_name_and_skips_private_steps";
    browser.scroll_to_top().await;
    browser.click("replay-link").await;
    browser.wait_for("replay-next", 20).await;
    assert!(browser.url().await.ends_with(&format!("#/replay/{id}")));
    let (mut label, steps) = first_replay_step(browser).await;
    browser.wait_until_displayed("replay-every-step").await;

    let mut logs = Vec::new();
    let mut skipped_any = false;
    let mut shot_private = false;
    while !label.starts_with(&format!("step {steps} of")) {
        label = next_step(browser, &label).await;
        skipped_any |= label.contains("skipped");
        let log = browser.text("log").await;
        if log.contains("Ada read") && !shot_private {
            shot_private = true;
            at_both_widths(
                browser,
                root,
                Some("log"),
                Some(what),
                "replay-private-read",
            )
            .await;
        }
        logs.push(log);
    }
    let all = logs.join("\n");
    assert!(all.contains("Ada read"), "{what}: {all}");
    assert!(!all.contains("You read"), "{what}: {all}");
    assert!(
        !all.contains("saves their notebook"),
        "{what}: a private step was shown: {all}"
    );
    assert!(skipped_any, "{what}: no step was ever skipped");

    // With every step shown, Ada's notebook step is there.
    browser.click("replay-every-step").await;
    browser.click("replay-first").await;
    let mut label = browser
        .wait_for_text_containing("replay-step", "step 0 of ")
        .await;
    loop {
        label = next_step(browser, &label).await;
        if browser
            .text("log")
            .await
            .contains("Ada saves their notebook")
        {
            break;
        }
        assert!(
            !label.starts_with(&format!("step {steps} of")),
            "{what}: the notebook step never shows with every step"
        );
    }
    browser.screenshot(root, "replay-every-step-1366").await;
}

/// With the open casebook, the cards read stay readable and this round's is marked.
async fn the_open_casebook_marks_the_card_read_this_round(browser: &Browser, root: &Path) {
    let what = "the_open_casebook_marks_the_card_read_this_round";
    wait_for_my_visit(browser).await;
    let first = visit_a_free_lead(browser, &[]).await;
    browser.wait_for("wh-done-reading", 30).await;
    browser
        .wait_for(&format!("wh-this-round-{first}"), 20)
        .await;
    browser.click("wh-done-reading").await;
    wait_for_my_visit(browser).await;
    browser.wait_for(&format!("wh-read-{first}"), 20).await;
    assert!(
        browser
            .find(&format!("wh-this-round-{first}"))
            .await
            .is_none(),
        "{what}: last round's card is marked as this round's"
    );
    let second = visit_a_free_lead(browser, &[first]).await;
    browser.wait_for("wh-done-reading", 30).await;
    browser
        .wait_for(&format!("wh-this-round-{second}"), 20)
        .await;
    browser.wait_for(&format!("wh-read-{first}"), 20).await;
    assert!(
        browser
            .find(&format!("wh-this-round-{first}"))
            .await
            .is_none(),
        "{what}: both cards are marked"
    );
    at_both_widths(browser, root, Some("wh-reading"), Some(what), "casebook").await;
}

/// At the wide and the phone width: scrolls to `scroll_to` (or the top), checks
/// that the page fits the width when `fits` names the finding, and takes the
/// screenshot `NAME-WIDTH`; then back to the wide width.
async fn at_both_widths(
    browser: &Browser,
    root: &Path,
    scroll_to: Option<&str>,
    fits: Option<&str>,
    name: &str,
) {
    for (width, height) in [WIDE, PHONE] {
        browser.resize(width, height).await;
        match scroll_to {
            Some(id) => browser.scroll_to(id).await,
            None => browser.scroll_to_top().await,
        }
        if let Some(what) = fits {
            assert_fits(browser, what).await;
        }
        browser.screenshot(root, &format!("{name}-{width}")).await;
    }
    browser.resize(WIDE.0, WIDE.1).await;
}

/// The replay page is generic: for each game bots can play (the Lateral Puzzles
/// Game is played by people only), a finished match steps forward and back, to the
/// last step and with every step shown, and its table draws at every stop.
async fn the_replay_page_steps_through_every_game_with_bots(
    browser: &Browser,
    root: &Path,
    addr: std::net::SocketAddr,
    matches: &[(String, String)],
) {
    let what = "the_replay_page_steps_through_every_game_with_bots";
    assert!(matches.len() >= 3, "{what}: {matches:?}");
    for (game, id) in matches {
        let deadline = Instant::now() + Duration::from_secs(180);
        loop {
            let (_, summary) =
                sleuth_server::client::get(addr, &format!("/api/matches/{id}")).await;
            if summary["status"] == "finished" {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "{what}: the bots' {game} never finished: {summary}"
            );
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        browser.goto(&format!("http://{addr}/#/replay/{id}")).await;
        let (label, steps) = first_replay_step(browser).await;
        let label = next_step(browser, &label).await;
        let log = browser.text("log").await;
        assert!(!log.trim().is_empty(), "{what}: {game}: an empty step");
        let drawn = |game: &str| {
            let game = game.to_owned();
            async move {
                let table = browser.text("game-table").await;
                let banner = browser.text("error-banner").await;
                assert!(
                    !table.trim().is_empty() && !banner.contains("could not be drawn"),
                    "{what}: {game}: the table does not draw: {banner}"
                );
            }
        };
        drawn(game).await;
        for (width, height) in [PHONE, WIDE] {
            browser.resize(width, height).await;
            assert_fits(browser, what).await;
            browser
                .screenshot(root, &format!("replay-{game}-{width}"))
                .await;
        }
        browser.click("replay-last").await;
        let last = browser
            .wait_for_text_containing("replay-step", &format!("step {steps} of {steps}"))
            .await;
        drawn(game).await;
        let back = next_labelled(browser, "replay-prev", &last).await;
        assert!(back != label || steps <= 2, "{what}: {game}: {back}");
        browser.click("replay-every-step").await;
        let one = next_labelled(browser, "replay-next", &back).await;
        assert!(
            one.starts_with(&format!("step {steps} of")) || !one.contains("skipped"),
            "{what}: {game}: every step is shown, yet {one}"
        );
        browser.click("replay-every-step").await;
        drawn(game).await;
    }
}

// ---------------------------------------------------------------- helpers

/// Matches of every other game bots can play, all seats baseline bots (the first bot
/// listed when a game has none of that name), started now: (game, match id).
async fn start_bot_matches(addr: std::net::SocketAddr) -> Vec<(String, String)> {
    let (_, games) = sleuth_server::client::get(addr, "/api/games").await;
    let mut out = Vec::new();
    for game in games["games"].as_array().expect("games") {
        let id = game["info"]["id"].as_str().expect("a game id");
        let bots: Vec<&str> = game["bots"]
            .as_array()
            .map(|b| b.iter().filter_map(|x| x["name"].as_str()).collect())
            .unwrap_or_default();
        if id == "watson-holmes" || bots.is_empty() {
            continue;
        }
        let bot = if bots.contains(&"baseline") {
            "baseline"
        } else {
            bots[0]
        };
        let players = game["info"]["min_players"].as_u64().expect("min players");
        let config = game["default_configs"][players.to_string()].clone();
        let (matched, host) = sleuth_server::client::create(addr, id, config).await;
        for seat in 0..players as u8 {
            sleuth_server::client::bot(addr, &matched, seat, &host, bot).await;
        }
        sleuth_server::client::start(addr, &matched, &host).await;
        out.push((id.to_owned(), matched));
    }
    out
}

/// Clicks a replay button and waits until the step shown changes; its label.
async fn next_labelled(browser: &Browser, button: &str, before: &str) -> String {
    browser.click(button).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let label = browser.text("replay-step").await;
        if label != before && !label.is_empty() {
            return label;
        }
        assert!(Instant::now() < deadline, "the replay stays at {before}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Creates a two-player match of case 0 in the lobby (optionally with the open
/// casebook), seats Ada and a baseline bot and starts it; the match id.
async fn create_match(browser: &Browser, addr: &str, open_casebook: bool) -> String {
    browser.goto(&format!("http://{addr}/")).await;
    browser.wait_for("create-watson-holmes", 20).await;
    browser.select("players-select-watson-holmes", "2").await;
    browser.select("variant-watson-holmes-case", CASE).await;
    if open_casebook {
        browser.click("variant-watson-holmes-open_casebook").await;
    }
    browser.click("create-watson-holmes").await;
    browser.wait_for("join-seat-0", 20).await;
    browser.type_into("join-name", "Ada").await;
    browser.click("join-seat-0").await;
    browser.wait_for("add-bot-1", 20).await;
    browser.click("add-bot-1").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !browser.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.click("start").await;
    browser.wait_for("wh-board", 20).await;
    let url = browser.url().await;
    url.rsplit_once("#/match/")
        .map(|(_, id)| id.to_owned())
        .expect("a match URL")
}

/// Waits until it is this browser's turn to place its pawn (the bot may act first).
async fn wait_for_my_visit(browser: &Browser) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if browser.find("wh-carriage-stop").await.is_some() {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "never my turn: {}",
            browser.text("turn-prompt").await
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Visits, on foot from the actions panel, the first lead nobody stands on that is
/// not in `except`; its number.
async fn visit_a_free_lead(browser: &Browser, except: &[u32]) -> u32 {
    let free = browser
        .script(
            "return arguments[0].find((n) => !arguments[1].includes(n) \
               && !document.querySelector(`[data-testid=\"wh-loc-visitor-${n}\"]`));",
            vec![json!(LEADS), json!(except)],
        )
        .await;
    let lead = free.as_u64().expect("a free lead") as u32;
    browser.select("wh-visit-select", &lead.to_string()).await;
    browser.type_into("wh-visit-bid", "0").await;
    browser.click("wh-visit-go").await;
    lead
}

async fn wait_for_answer_form(browser: &Browser) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while browser.find("wh-answer-form").await.is_none() {
        assert!(
            Instant::now() < deadline,
            "never reached the answer form: {}",
            browser.text("turn-prompt").await
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Ticks the radio button of `choice` for question `question`.
async fn choose(browser: &Browser, question: usize, choice: &str) {
    let css = format!(
        "[data-testid=\"wh-answer-choices-{question}\"] input[value=\"{}\"]",
        css_string(choice)
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(radio) = browser.client.find(Locator::Css(&css)).await
            && radio.click().await.is_ok()
            && radio.is_selected().await.unwrap_or(false)
        {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "no choice {choice:?} for question {question}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn choices_of(question: &Value) -> Vec<String> {
    question["choices"]
        .as_array()
        .map(|c| {
            c.iter()
                .map(|x| x.as_str().unwrap_or("").to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// The view a spectator gets over the WebSocket (the questions and their choices are
/// the same for every viewer of this case).
async fn spectator_view(addr: std::net::SocketAddr, id: &str) -> Value {
    let mut client = sleuth_server::client::Client::connect(addr, id).await;
    client.hello(None, None).await;
    let message = client.until_view().await;
    client.close().await;
    message["view"].clone()
}

/// The page does not scroll sideways; if it does, the widest elements are named.
async fn assert_fits(browser: &Browser, what: &str) {
    let report = browser
        .script(
            "if (document.documentElement.scrollWidth <= window.innerWidth) return null; \
             return [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1) \
               .slice(-8).map((e) => `${e.tagName}.${e.className}[${e.dataset.testid || ''}] right ${Math.round(e.getBoundingClientRect().right)}`);",
            vec![],
        )
        .await;
    assert!(
        report.is_null(),
        "{}: {what} overflows sideways at {} px: {report}",
        browser.name,
        browser.script("return window.innerWidth;", vec![]).await
    );
}

/// An element's box in the window (it must be there).
async fn rect(browser: &Browser, id: &str) -> Value {
    let found = browser
        .script(
            "const e = document.querySelector(arguments[0]); if (!e) return null; \
             const r = e.getBoundingClientRect(); \
             return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};",
            vec![json!(testid(id))],
        )
        .await;
    assert!(found.is_object(), "{}: no {id} on the page", browser.name);
    found
}

async fn wait_until_gone(browser: &Browser, id: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while browser.find(id).await.is_some() {
        assert!(Instant::now() < deadline, "{id} stays");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits for the replay's first step; returns its label ("step 0 of N ...") and N.
async fn first_replay_step(browser: &Browser) -> (String, u32) {
    let label = browser
        .wait_for_text_containing("replay-step", "step 0 of ")
        .await;
    let steps: u32 = label
        .trim_start_matches("step 0 of ")
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .expect("the number of steps");
    (label, steps)
}

/// Clicks Next in the replay and waits until the step shown changes; its label.
async fn next_step(browser: &Browser, before: &str) -> String {
    next_labelled(browser, "replay-next", before).await
}
