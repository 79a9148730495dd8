//! The studio end to end in headless Chromium (one Chromium per person, one
//! server for the file). Ada (1366 px) writes; Bob (360 px) and Cleo (1366 px)
//! play what she wrote.
//!
//! - A case: Ada starts one from the starter template, types a lead to a missing
//!   location and sees the checker name it at its place while she types (a link
//!   away asks first while it is unsaved), fixes it,
//!   saves with Ctrl+S, previews it as a player (reading a lead opens the card it
//!   points to), plays it with Bob, who joins by the invite link, to the end (Ada
//!   answers at 221B while Bob reads a card), publishes it, finds it in the lobby's
//!   "From the library" menu and creates a match of it there; Bob reports it.
//! - A puzzle: a broken file's import is refused with every problem listed and
//!   nothing saved; Ada starts a puzzle, breaks and mends its scores while typing
//!   (60 + 40 becomes 60 + 45: publishing and playing it are refused with the
//!   server's sentence; then 55 + 45),
//!   saves, previews it, plays it with Bob (the Lateral Master) and Cleo to the
//!   end, publishes it and finds it in the lobby.
//!
//! Screenshots of the studio at 1366 and 360 px go to test-output/browser-studio/.
//! Runs when SLEUTH_BROWSER_TESTS=1.

mod support;

use std::net::SocketAddr;
use std::path::Path;
use std::time::{Duration, Instant};

use fantoccini::Locator;
use serde_json::{Value, json};
use support::*;

const WIDE: (u32, u32) = (1366, 900);
const PHONE: (u32, u32) = (360, 740);
/// The starter case's title once Ada has changed it: markup, shown as text.
const TITLE: &str = "The Missing Hymn Book <i>of St Olave's</i>";
const BACKSPACE: &str = "\u{e003}";
/// Ctrl+S, then every modifier released.
const CTRL_S: &str = "\u{e009}s\u{e000}";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_author_writes_checks_previews_plays_and_publishes_a_case_and_a_puzzle_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-studio", "sleuth-studio").await;
    let ada = s.browser("ada", "profile-ada").await;
    let bob = s.browser("bob", "profile-bob").await;
    ada.resize(WIDE.0, WIDE.1).await;
    bob.resize(PHONE.0, PHONE.1).await;

    a_guest_is_told_to_log_in_and_sees_no_studio_link(&bob, s.addr).await;
    sign_up(&ada, s.addr, "Ada").await;
    sign_up(&bob, s.addr, "Bob").await;

    a_case_is_written_checked_previewed_played_and_published(&s, &ada, &bob).await;

    let cleo = s.browser("cleo", "profile-cleo").await;
    cleo.resize(WIDE.0, WIDE.1).await;
    a_puzzle_is_imported_written_previewed_played_and_published(&s, &ada, &bob, &cleo).await;

    for browser in [ada, bob, cleo] {
        browser.close().await;
    }
}

/// The studio in a French browser: signed out, the list of drafts, a refused
/// import, a case's editor from the French starter
/// with its checker (no problem, then one), a save and the versions, its preview,
/// the checker's route report, a problem that lists its reasons, a puzzle's editor
/// and preview, then a Lateral Master's own puzzle checked in a lobby; at each step no English interface sentence is on the page
/// (`assert_french`). Screenshots `studio-fr-*-{360,1366}`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_studio_in_french_shows_no_english_interface_words() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-studio-fr", "sleuth-studio-fr").await;
    let root = &s.root;
    let claire = s
        .browser_in_language("claire", "profile-claire", "fr-FR,fr;q=0.9")
        .await;
    claire.resize(WIDE.0, WIDE.1).await;
    claire.goto(&format!("http://{}/#/studio", s.addr)).await;
    let said = claire.wait_for_text("studio-login").await;
    assert!(said.contains("connectez-vous"), "{said}");
    assert_french(&claire, "signed out").await;
    at_both_widths(&claire, root, "fr-login", None).await;

    sign_up(&claire, s.addr, "Claire").await;
    claire.goto(&format!("http://{}/#/studio", s.addr)).await;
    claire.wait_for("studio-home", 20).await;
    assert_french(&claire, "the drafts").await;
    at_both_widths(&claire, root, "fr-home", None).await;

    // A broken file: refused with every problem at its place, in French, from
    // the refusal itself.
    let broken = starter(&claire, "lateral-puzzles")
        .await
        .replace("score = 60", "score = 0")
        .replace("title = \"L’Enveloppe vide\"", "title = \"\"");
    let file = s.scratch.join("enigme-cassee.toml");
    std::fs::write(&file, broken).expect("write the file");
    the_file_chooser_speaks_the_pages_language(
        &claire,
        "Choisir un fichier…",
        "Aucun fichier choisi",
    )
    .await;
    claire.upload("studio-import-file", &file).await;
    let listed = claire
        .wait_for_text_containing("studio-import-problems", "élément 1 de la solution")
        .await;
    assert!(listed.contains("est vide"), "{listed}");
    let status = claire.text("studio-import-status").await;
    assert!(status.contains("2 problèmes"), "{status}");
    assert_eq!(
        claire.text("studio-import-file-name").await,
        "enigme-cassee.toml"
    );
    assert_french(&claire, "a refused import").await;
    at_both_widths(
        &claire,
        root,
        "fr-import-refused",
        Some("studio-import-problems"),
    )
    .await;

    // A case from the French starter: the checker finds nothing, then one
    // problem while typing.
    claire.click("studio-new-watson-holmes").await;
    claire
        .wait_for_text_containing("studio-check-status", "Aucun problème")
        .await;
    assert_eq!(
        claire.text("studio-title").await,
        "Le Recueil de cantiques disparu"
    );
    claire.wait_for_text("studio-question-settled-0").await;
    assert_eq!(claire.text("studio-version").await, "version 1");
    // The checker's report on the route, in French from its figures.
    let visits = claire.wait_for_text("studio-route-line-0").await;
    assert!(
        visits.starts_with("Le moins de visites") && visits.contains("carte 1 → carte"),
        "{visits}"
    );
    let carriages = claire.text("studio-route-line-1").await;
    assert!(carriages.starts_with("Fiacres nécessaires"), "{carriages}");
    let difficulty = claire.text("studio-route-line-2").await;
    assert!(difficulty.contains("difficulté estimée"), "{difficulty}");
    assert_french(&claire, "a new case").await;
    at_both_widths(&claire, root, "fr-case", Some("studio-checker")).await;
    // A problem that lists its reasons: card 3 is locked and nothing gives a
    // lockpick, and without it the tramp is not ruled out either.
    let original = claire
        .script(
            "return document.querySelector('[data-testid=\"studio-text\"]').value;",
            vec![],
        )
        .await
        .as_str()
        .expect("the draft")
        .to_owned();
    let locked = original
        .replace(
            "name = \"La tribune de l’orgue\"",
            "name = \"La tribune de l’orgue\"\nsymbols = { needs_lockpick = true }",
        )
        .replace(
            "{ kind = \"rules_out\", question = \"culprit\", value = \"Un vagabond\" },",
            "",
        );
    set_draft(&claire, &locked).await;
    claire
        .wait_for_text_containing("studio-check-status", "1 problème")
        .await;
    let problem = claire.wait_for_text("studio-problem-0").await;
    assert!(
        problem.contains("on ne peut pas y répondre")
            && problem.contains("le lieu 3 demande un crochet"),
        "{problem}"
    );
    assert_french(&claire, "a problem with its reasons").await;
    at_both_widths(&claire, root, "fr-case-reasons", Some("studio-checker")).await;
    set_draft(&claire, &original).await;
    claire
        .wait_for_text_containing("studio-check-status", "Aucun problème")
        .await;
    type_after(&claire, "leads = [1, 2", ", 9").await;
    claire
        .wait_for_text_containing("studio-check-status", "1 problème")
        .await;
    assert!(
        displayed(&claire, "studio-dirty").await,
        "not marked unsaved"
    );
    assert_french(&claire, "a case with a problem").await;
    at_both_widths(&claire, root, "fr-case-problem", Some("studio-checker")).await;
    type_after(
        &claire,
        "leads = [1, 2, 9",
        &format!("{BACKSPACE}{BACKSPACE}{BACKSPACE}"),
    )
    .await;
    claire
        .wait_for_text_containing("studio-check-status", "Aucun problème")
        .await;
    type_after(&claire, "title = \"", "Encore ").await;
    claire.wait_for("studio-dirty", 20).await;
    claire.click("studio-save").await;
    claire
        .wait_for_text_containing("studio-version", "version 2")
        .await;
    assert_french(&claire, "a saved case").await;
    claire.scroll_to("studio-versions").await;
    at_both_widths(&claire, root, "fr-versions", Some("studio-versions")).await;
    // A special rule, said in French in the preview (saved first).
    let saved = claire
        .script(
            "return document.querySelector('[data-testid=\"studio-text\"]').value;",
            vec![],
        )
        .await
        .as_str()
        .expect("the draft")
        .to_owned();
    set_draft(
        &claire,
        &format!("{saved}\n[rules]\nstarting_carriages = 12\n"),
    )
    .await;
    claire
        .wait_for_text_containing("studio-check-status", "Aucun problème")
        .await;
    claire.click("studio-preview").await;
    claire.wait_for("studio-preview-cards", 20).await;
    let rules = claire.wait_for_text("studio-preview-rules").await;
    assert!(
        rules.contains("Chaque personne commence avec 12 fiacres."),
        "{rules}"
    );
    let first = claire
        .script(
            "const b = document.querySelector('[data-testid^=\"studio-preview-read-\"]'); b.click(); return b.dataset.testid;",
            vec![],
        )
        .await;
    assert!(first.as_str().is_some(), "no card to read in the preview");
    assert_french(&claire, "a case's preview").await;
    at_both_widths(&claire, root, "fr-case-preview", None).await;
    claire.click("studio-preview-close").await;

    // A puzzle: its checker and its preview.
    claire.goto(&format!("http://{}/#/studio", s.addr)).await;
    claire.wait_for("studio-new-lateral-puzzles", 20).await;
    claire.click("studio-new-lateral-puzzles").await;
    claire
        .wait_for_text_containing("studio-check-status", "Aucun problème")
        .await;
    claire.wait_for_text("studio-parts").await;
    assert_french(&claire, "a new puzzle").await;
    at_both_widths(&claire, root, "fr-puzzle", Some("studio-checker")).await;
    // Playing a puzzle with a problem is refused with the problem in French
    // (the page lists the refusal's problems in its reader's words).
    type_after(&claire, "score = 40", &format!("{BACKSPACE}5")).await;
    claire
        .wait_for_text_containing("studio-check-status", "1 problème")
        .await;
    claire.click("studio-play").await;
    let refused = claire
        .wait_for_text_containing("studio-action-status", "corrigez-le d’abord")
        .await;
    assert!(
        refused
            .replace('\u{a0}', " ")
            .contains("ce brouillon a 1 problème"),
        "{refused}"
    );
    let problem = claire.text("studio-action-problem-0").await;
    assert!(problem.contains("les scores font 105"), "{problem}");
    assert_french(&claire, "a refused puzzle").await;
    type_after(&claire, "score = 45", &format!("{BACKSPACE}0")).await;
    claire
        .wait_for_text_containing("studio-check-status", "Aucun problème")
        .await;
    claire.click("studio-preview").await;
    let parts = claire.wait_for_text("studio-preview-parts").await;
    assert!(parts.contains("2 éléments cachés"), "{parts}");
    assert_french(&claire, "a puzzle's preview").await;
    at_both_widths(&claire, root, "fr-puzzle-preview", None).await;
    claire.click("studio-preview-close").await;

    the_lateral_masters_own_puzzle_is_checked_in_french(&claire, &s).await;
    claire.close().await;
}

/// The Lateral Master writing a puzzle in a lobby: each problem the server finds
/// shows beside its field or part (from its structured place) in French.
async fn the_lateral_masters_own_puzzle_is_checked_in_french(claire: &Browser, s: &Setup) {
    claire.goto(&format!("http://{}/", s.addr)).await;
    claire.wait_for("create-lateral-puzzles", 20).await;
    claire.click("create-lateral-puzzles").await;
    claire.wait_for("join-seat-0", 20).await;
    if claire.find("join-name").await.is_some() {
        claire.type_into("join-name", "Claire").await;
    }
    claire.click("join-seat-0").await;
    claire.wait_for("leave-seat-0", 20).await;
    claire.wait_for("lp-lobby-puzzle", 20).await;
    claire.select("lp-lobby-puzzle", "custom").await;
    claire.type_into("lp-custom-title", "La Lettre vide").await;
    claire
        .type_into(
            "lp-custom-situation",
            "Chaque lundi, une femme s’envoie une enveloppe vide.",
        )
        .await;
    claire
        .type_into(
            "lp-custom-solution",
            "Elle mesure le temps que met le courrier depuis la nouvelle boîte de sa rue.",
        )
        .await;
    claire
        .type_into("lp-custom-part-text-1", "Elle mesure le temps du courrier.")
        .await;
    claire.type_into("lp-custom-part-score-1", "60").await;
    claire
        .type_into("lp-custom-part-text-2", "Elle note le cachet et le jour.")
        .await;
    claire.type_into("lp-custom-part-score-2", "30").await;
    let total = claire
        .wait_for_text_containing("lp-problem-parts", "90")
        .await;
    assert!(total.contains("pas exactement 100"), "{total}");
    claire.type_into("lp-custom-part-score-2", "0").await;
    let part = claire
        .wait_for_text_containing("lp-problem-part-2", "nombre entier")
        .await;
    assert!(part.contains("de 1 à 100"), "{part}");
    let status = claire.text("lp-custom-status").await;
    assert!(status.contains("à corriger"), "{status}");
    claire.scroll_to("lp-custom-editor").await;
    for (width, height) in [PHONE, WIDE] {
        claire.resize(width, height).await;
        assert_fits(claire, "the puzzle editor").await;
        claire.scroll_to("lp-problem-part-2").await;
        claire
            .screenshot(&s.root, &format!("lobby-fr-editor-problems-{width}"))
            .await;
    }
    claire.type_into("lp-custom-part-score-2", "40").await;
    claire
        .wait_for_text_containing("lp-custom-status", "Aucun problème")
        .await;
    assert!(!displayed(claire, "lp-problem-parts").await);
    assert!(!displayed(claire, "lp-problem-part-2").await);
}

// ---------------------------------------------------------------- the findings

/// Someone not signed in gets a sentence and a link to log in, and the header
/// offers no Studio link.
async fn a_guest_is_told_to_log_in_and_sees_no_studio_link(bob: &Browser, addr: SocketAddr) {
    bob.goto(&format!("http://{addr}/#/studio")).await;
    let said = bob.wait_for_text("studio-login").await;
    assert!(said.contains("log in"), "{said}");
    bob.wait_for("studio-login-link", 20).await;
    bob.wait_for("nav-login", 20).await;
    assert!(
        !displayed(bob, "nav-studio").await,
        "a guest is offered the studio"
    );
    bob.assert_no_sideways_scroll("the studio for a guest")
        .await;
}

async fn a_case_is_written_checked_previewed_played_and_published(
    s: &Setup,
    ada: &Browser,
    bob: &Browser,
) {
    let root = &s.root;
    // The header's link, then a new case from the starter template: version 1,
    // no problem.
    ada.click("nav-studio").await;
    ada.wait_for("studio-home", 20).await;
    at_both_widths(ada, root, "home", None).await;
    ada.click("studio-new-watson-holmes").await;
    ada.wait_for_text_containing("studio-check-status", "No problems")
        .await;
    let draft = draft_id(ada).await;
    assert_eq!(ada.text("studio-version").await, "version 1");
    let settled = ada.wait_for_text("studio-question-settled-0").await;
    assert_eq!(settled, "Settled: The organist");
    ada.wait_for_text_containing("studio-fewest-visits", "2")
        .await;

    // A lead to a location the case lacks: reported at its place as Ada types,
    // before any save; the draft is marked unsaved.
    type_after(ada, "leads = [1, 2", ", 9").await;
    ada.wait_for_text_containing("studio-check-status", "1 problem")
        .await;
    let place = ada.wait_for_text("studio-problem-place-0").await;
    assert_eq!(place, "leads");
    let problem = ada.text("studio-problem-0").await;
    assert!(
        problem.contains("location 9 is not in the case"),
        "{problem}"
    );
    assert!(
        displayed(ada, "studio-dirty").await,
        "the change is not marked unsaved"
    );
    assert_eq!(ada.text("studio-version").await, "version 1");
    // Clicking the place puts the caret on its line.
    ada.click("studio-problem-place-0").await;
    let line = ada
        .script(
            "const t = document.querySelector('[data-testid=\"studio-text\"]'); \
             return t.value.slice(t.selectionStart, t.selectionEnd);",
            vec![],
        )
        .await;
    assert_eq!(line, json!("leads = [1, 2, 9]"));
    // Leaving by a link asks first, in the page; "Stay" keeps the editor.
    ada.click("studio-back").await;
    let asked = ada.wait_for_text("confirm-text").await;
    assert!(asked.contains("unsaved changes"), "{asked}");
    ada.click("confirm-no").await;
    ada.wait_for("studio-text", 20).await;
    assert!(ada.url().await.contains(&format!("#/studio/{draft}")));
    // On a phone the checker is below the editor; its verdict shows under it too.
    ada.resize(PHONE.0, PHONE.1).await;
    ada.wait_for_text_containing("studio-mini-status", "1 problem")
        .await;
    at_both_widths(ada, root, "case-problem", Some("studio-checker")).await;

    // Fixed while typing, the title changed, then saved with Ctrl+S.
    type_after(ada, "leads = [1, 2, 9", &BACKSPACE.repeat(3)).await;
    ada.wait_for_text_containing("studio-check-status", "No problems")
        .await;
    type_after(
        ada,
        "title = \"The Missing Hymn Book",
        " <i>of St Olave's</i>",
    )
    .await;
    ada.wait_for_text_containing("studio-title", TITLE).await;
    assert_no_markup(ada, "the editor").await;
    type_after(ada, "leads = [1, 2]", CTRL_S).await;
    ada.wait_for_text_containing("studio-version", "version 2")
        .await;
    wait_until_hidden(ada, "studio-dirty").await;
    ada.wait_for("studio-version-2", 20).await;
    ada.wait_for("studio-restore-1", 20).await;

    // The player's preview: the title, the introduction, the question with its
    // options, and the leads; reading the vestry (1) opens the organ loft (3).
    ada.click("studio-preview").await;
    let title = ada.wait_for_text("studio-preview-title").await;
    assert_eq!(title, TITLE);
    assert_no_markup(ada, "the preview").await;
    let options = ada.wait_for_text("studio-preview-question-0").await;
    assert!(
        options.contains("The organist") && options.contains("A tramp"),
        "{options}"
    );
    ada.wait_for("studio-preview-card-2", 20).await;
    assert!(
        ada.find("studio-preview-card-3").await.is_none(),
        "a card no lead points to is readable"
    );
    assert!(
        ada.find("studio-preview-text-1").await.is_none(),
        "a card's text shows before it is read"
    );
    let page = page_text(ada).await;
    assert!(
        !page.contains("forgot to say so") && !page.contains("Hobbs"),
        "the preview shows the solution or an unread card"
    );
    ada.click("studio-preview-read-1").await;
    ada.wait_for_text_containing("studio-preview-text-1", "cupboard")
        .await;
    ada.wait_for("studio-preview-card-3", 20).await;
    at_both_widths(ada, root, "case-preview", Some("studio-preview-card-1")).await;
    ada.click("studio-preview-close").await;

    // Played with Bob, who joins by the invite link, to the end.
    ada.click("studio-play").await;
    let invite = seat_host_and_friends(ada, 0, &[bob]).await;
    assert!(invite.contains("#/match/"), "{invite}");
    start(ada).await;
    play_the_starter_case(ada, bob).await;
    bob.scroll_to("wh-solution").await;
    bob.screenshot(root, "case-end-360").await;

    // Published: edition 1, then found in the lobby's library menu, where a
    // match of it is made; Bob reports it.
    ada.goto(&format!("http://{}/#/studio/{draft}", s.addr))
        .await;
    ada.click("studio-publish").await;
    let said = ada
        .wait_for_text_containing("studio-action-status", "edition 1")
        .await;
    assert!(said.contains(TITLE), "{said}");
    ada.wait_for("studio-publication-1", 20).await;
    ada.click("studio-lobby-link").await;
    let entry = library_entry(
        ada,
        "watson-holmes",
        &format!("{TITLE} · by Ada · introductory"),
    )
    .await;
    ada.select("library-watson-holmes", &entry).await;
    ada.select("players-select-watson-holmes", "2").await;
    ada.scroll_to("library-watson-holmes").await;
    ada.screenshot(root, "lobby-library-1366").await;
    ada.click("create-watson-holmes").await;
    ada.wait_for("join-seat-0", 20).await;
    let config = match_config(ada, s.addr).await;
    assert_eq!(config["library"], json!(entry), "{config}");
    assert_eq!(config["custom"]["title"], json!(TITLE));

    bob.goto(&format!("http://{}/", s.addr)).await;
    library_entry(bob, "watson-holmes", TITLE).await;
    assert_no_markup(bob, "the lobby").await;
    bob.select("library-watson-holmes", &entry).await;
    bob.click("library-report-watson-holmes").await;
    bob.type_into(
        "library-report-reason-watson-holmes",
        "<b>Too easy</b> for a case",
    )
    .await;
    bob.click("library-report-send-watson-holmes").await;
    bob.wait_for_text_containing("library-report-status-watson-holmes", "Reported")
        .await;
    bob.assert_no_sideways_scroll("the lobby's library menu")
        .await;
    bob.screenshot(root, "lobby-report-360").await;
}

async fn a_puzzle_is_imported_written_previewed_played_and_published(
    s: &Setup,
    ada: &Browser,
    bob: &Browser,
    cleo: &Browser,
) {
    let root = &s.root;
    ada.goto(&format!("http://{}/#/studio", s.addr)).await;
    ada.wait_for("studio-home", 20).await;

    // A broken file: every problem listed, nothing saved.
    let template = starter(ada, "lateral-puzzles").await;
    let broken = template
        .replace("score = 60", "score = 0")
        .replace("title = \"The Empty Envelope\"", "title = \"\"");
    let file = s.scratch.join("broken-puzzle.toml");
    std::fs::write(&file, broken).expect("write the file");
    the_file_chooser_speaks_the_pages_language(ada, "Choose a file…", "No file chosen").await;
    ada.upload("studio-import-file", &file).await;
    let listed = ada
        .wait_for_text_containing("studio-import-problems", "part 1")
        .await;
    assert!(listed.contains("title"), "{listed}");
    let status = ada.text("studio-import-status").await;
    assert!(status.contains("nothing saved"), "{status}");
    assert_eq!(
        ada.text("studio-import-file-name").await,
        "broken-puzzle.toml"
    );
    at_both_widths(ada, root, "import-refused", Some("studio-import-problems")).await;
    let drafts = ada.text("studio-drafts").await;
    assert!(
        !drafts.contains("Empty Envelope"),
        "a refused import was saved: {drafts}"
    );

    // A new puzzle; its scores broken and mended while typing; saved.
    ada.click("studio-new-lateral-puzzles").await;
    ada.wait_for_text_containing("studio-check-status", "No problems")
        .await;
    let draft = draft_id(ada).await;
    ada.wait_for_text_containing("studio-parts", "60 + 40 = 100")
        .await;
    type_after(ada, "score = 40", &format!("{BACKSPACE}5")).await;
    ada.wait_for_text_containing("studio-check-status", "1 problem")
        .await;
    assert_eq!(ada.text("studio-problem-place-0").await, "parts");
    let problem = ada.text("studio-problem-0").await;
    assert!(problem.contains("105"), "{problem}");
    at_both_widths(ada, root, "puzzle-problem", Some("studio-checker")).await;
    // Playing or publishing it now saves the change (a draft may have problems)
    // and is refused with the server's sentence.
    for (button, refused) in [
        ("studio-publish", "Not published"),
        ("studio-play", "Not played"),
    ] {
        ada.click(button).await;
        let said = ada
            .wait_for_text_containing("studio-action-status", refused)
            .await;
        assert!(said.contains("parts: scores sum to 105"), "{said}");
    }
    assert_eq!(ada.text("studio-version").await, "version 2");
    assert!(ada.url().await.contains("#/studio/"), "a match was made");
    type_after(ada, "score = 60", &format!("{BACKSPACE}{BACKSPACE}55")).await;
    ada.wait_for_text_containing("studio-check-status", "No problems")
        .await;
    ada.wait_for_text_containing("studio-parts", "55 + 45 = 100")
        .await;
    ada.click("studio-save").await;
    ada.wait_for_text_containing("studio-version", "version 3")
        .await;

    // The preview: the title and situation, the parts only counted.
    ada.click("studio-preview").await;
    ada.wait_for_text_containing("studio-preview-situation", "empty envelope")
        .await;
    let parts = ada.wait_for_text("studio-preview-parts").await;
    assert!(parts.contains("2 hidden parts"), "{parts}");
    assert!(
        !page_text(ada).await.contains("Post Office"),
        "the preview shows the solution"
    );
    at_both_widths(ada, root, "puzzle-preview", None).await;
    ada.click("studio-preview-close").await;

    // Played to the end: Bob, in the first seat, is the Lateral Master; Ada
    // and Cleo are the puzzlers.
    ada.select("studio-play-players", "3").await;
    ada.click("studio-play").await;
    seat_host_and_friends(ada, 1, &[bob, cleo]).await;
    start(ada).await;
    play_the_starter_puzzle(bob, [ada, cleo]).await;

    // Published, and in the lobby's library menu.
    ada.goto(&format!("http://{}/#/studio/{draft}", s.addr))
        .await;
    ada.click("studio-publish").await;
    ada.wait_for_text_containing("studio-action-status", "edition 1")
        .await;
    ada.click("studio-lobby-link").await;
    let entry = library_entry(ada, "lateral-puzzles", "The Empty Envelope · by Ada").await;
    ada.select("library-lateral-puzzles", &entry).await;
    ada.scroll_to("library-lateral-puzzles").await;
    ada.assert_no_sideways_scroll("the lobby").await;

    // The drafts list names both drafts.
    ada.goto(&format!("http://{}/#/studio", s.addr)).await;
    let drafts = ada.wait_for_text("studio-drafts").await;
    assert!(
        drafts.contains(TITLE) && drafts.contains("The Empty Envelope"),
        "{drafts}"
    );
}

// ---------------------------------------------------------------- playing

/// Round 1 of the starter case: Ada goes to 221B, Bob visits the vestry (1) and
/// reads it; Ada answers right and the case closes for both.
async fn play_the_starter_case(ada: &Browser, bob: &Browser) {
    for b in [ada, bob] {
        b.wait_for("wh-board", 30).await;
        assert_no_markup(b, "the table").await;
    }
    let (mut ada_placed, mut bob_placed) = (false, false);
    let deadline = Instant::now() + Duration::from_secs(60);
    while !(ada_placed && bob_placed) {
        if !ada_placed && ada.find("wh-carriage-stop").await.is_some() {
            ada.click("wh-baker-street").await;
            ada.click("wh-baker-yes").await;
            ada_placed = true;
        }
        if !bob_placed && bob.find("wh-carriage-stop").await.is_some() {
            bob.select("wh-visit-select", "1").await;
            bob.type_into("wh-visit-bid", "0").await;
            bob.click("wh-visit-go").await;
            bob_placed = true;
        }
        assert!(
            Instant::now() < deadline,
            "the pawns were never placed: {} / {}",
            ada.text("turn-prompt").await,
            bob.text("turn-prompt").await
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    bob.wait_for_text_containing("wh-read-1", "cupboard").await;
    bob.click("wh-done-reading").await;
    ada.click("wh-done-reading").await;
    ada.wait_for("wh-answer-form", 30).await;
    let radio = "[data-testid=\"wh-answer-choices-0\"] input[value=\"The organist\"]";
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(found) = ada.client.find(Locator::Css(radio)).await
            && found.click().await.is_ok()
            && found.is_selected().await.unwrap_or(false)
        {
            break;
        }
        assert!(Instant::now() < deadline, "no choice 'The organist'");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    ada.click("wh-answer-send").await;
    for b in [ada, bob] {
        b.wait_for("wh-solution", 30).await;
        b.wait_for_text_containing("turn-prompt", "solved by Ada")
            .await;
        b.wait_until_displayed("replay-link").await;
    }
    // The end screen is redrawn as the last updates arrive: judged once drawn.
    bob.wait_for_text_containing("wh-solution", "organist")
        .await;
    assert_fits(bob, "the case's end").await;
}

/// Round 1: each puzzler asks and the Lateral Master answers; round 2: the first
/// puzzler spoils both parts, which ends the game.
async fn play_the_starter_puzzle(master: &Browser, puzzlers: [&Browser; 2]) {
    for b in [master, puzzlers[0], puzzlers[1]] {
        b.wait_for("lp-table", 30).await;
    }
    for (question, answer) in [
        ("Is she expecting a letter?", "lp-answer-no"),
        ("Does her work matter here?", "lp-answer-yes"),
    ] {
        let who = whose_turn(&puzzlers).await;
        puzzlers[who].type_into("lp-question", question).await;
        puzzlers[who].click("lp-ask").await;
        master.click(answer).await;
        puzzlers[1 - who]
            .wait_for_text_containing("lp-register", question)
            .await;
    }
    let who = whose_turn(&puzzlers).await;
    puzzlers[who]
        .wait_for_text_containing("lp-round", "Round 2")
        .await;
    puzzlers[who]
        .type_into(
            "lp-spoiler-text",
            "She tests how long the post takes, from the postmark and the day it comes",
        )
        .await;
    puzzlers[who].click("lp-spoiler").await;
    master.click("lp-judge-part-1").await;
    master.click("lp-judge-part-2").await;
    master.click("lp-judge-send").await;
    for b in [master, puzzlers[0], puzzlers[1]] {
        b.wait_for_text_containing("lp-solution", "The whole puzzle")
            .await;
        b.wait_for_text_containing("turn-prompt", "Game over").await;
    }
}

/// The puzzler whose turn it is (offered `lp-ask` or `lp-end-turn`).
async fn whose_turn(puzzlers: &[&Browser; 2]) -> usize {
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

/// On the private match's page (after "Play with friends"): the host takes
/// `host_seat`, each friend opens the invite link and takes the next free seat
/// in order. The link.
async fn seat_host_and_friends(host: &Browser, host_seat: usize, friends: &[&Browser]) -> String {
    host.wait_for(&format!("join-seat-{host_seat}"), 20).await;
    let invite = host
        .script(
            "return document.querySelector('[data-testid=\"invite-link\"]').value;",
            vec![],
        )
        .await
        .as_str()
        .expect("the invite link")
        .to_owned();
    host.click(&format!("join-seat-{host_seat}")).await;
    host.wait_for(&format!("leave-seat-{host_seat}"), 20).await;
    let seats = (0..).filter(|&seat| seat != host_seat);
    for (seat, friend) in seats.zip(friends) {
        friend.goto(&invite).await;
        // The seats are drawn once the page has its language and the match:
        // only then does the name field show whether it is needed.
        friend.wait_for(&format!("join-seat-{seat}"), 20).await;
        if friend.find("join-name").await.is_some() {
            friend.type_into("join-name", friend.name).await;
        }
        friend.click(&format!("join-seat-{seat}")).await;
        friend.wait_for(&format!("leave-seat-{seat}"), 20).await;
    }
    invite
}

async fn start(browser: &Browser) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !browser.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.click("start").await;
}

// ---------------------------------------------------------------- helpers

/// Fails when the page shows an English interface sentence. The draft's own words
/// (`studio-content`: titles, texts, questions, choices, names) are content, and
/// a sentence the page has no message for (`studio-server-words`) comes from the
/// server in English: both are set aside while the page is read.
async fn assert_french(browser: &Browser, moment: &str) {
    let aside = |visibility: &str| {
        format!(
            "for (const e of document.querySelectorAll('.studio-content, .studio-server-words')) e.style.visibility = '{visibility}';"
        )
    };
    browser.script(&aside("hidden"), vec![]).await;
    let english = browser.english_on_screen().await;
    browser.script(&aside(""), vec![]).await;
    assert!(
        english.is_empty(),
        "{moment}: English on the French studio: {english:?}"
    );
}

/// The import's file control is in the page's language, not the browser's own
/// file input (Chromium's says "Choose File" in English whatever the page's
/// language): a label shown as a button says `choose`, a line beside it says
/// `no_file`; the real input is visually hidden but laid out (in the
/// accessibility tree, not `display: none`); the label is a tab stop with a
/// focus ring, and Enter or Space on it opens the picker (the input's click,
/// caught here so that no dialog opens).
async fn the_file_chooser_speaks_the_pages_language(
    browser: &Browser,
    choose: &str,
    no_file: &str,
) {
    assert_eq!(browser.wait_for_text("studio-import-choose").await, choose);
    assert_eq!(browser.text("studio-import-file-name").await, no_file);
    let input = browser
        .script(
            "const input = document.querySelector('[data-testid=\"studio-import-file\"]'); \
             const label = document.querySelector('[data-testid=\"studio-import-choose\"]'); \
             const box = input.getBoundingClientRect(); \
             window.__fileClicks = 0; \
             window.__catchFileClick = (e) => { e.preventDefault(); window.__fileClicks += 1; }; \
             input.addEventListener('click', window.__catchFileClick); \
             return { display: getComputedStyle(input).display, width: box.width, \
                      labelFor: label.htmlFor === input.id && label.tagName, tabindex: label.tabIndex };",
            vec![],
        )
        .await;
    assert_ne!(input["display"], json!("none"), "{input}");
    assert!(
        input["width"].as_f64().unwrap_or(0.0) <= 1.0,
        "the native file input shows: {input}"
    );
    assert_eq!(input["labelFor"], json!("LABEL"), "{input}");
    assert_eq!(input["tabindex"], json!(0), "{input}");
    let label = browser.wait_for("studio-import-choose", 20).await;
    for key in ["\u{e007}", " "] {
        label
            .send_keys(key)
            .await
            .expect("press a key on the label");
    }
    let after = browser
        .script(
            "const input = document.querySelector('[data-testid=\"studio-import-file\"]'); \
             input.removeEventListener('click', window.__catchFileClick); \
             const label = document.activeElement; \
             return { clicks: window.__fileClicks, focused: label.dataset.testid, \
                      outline: getComputedStyle(label).outlineStyle };",
            vec![],
        )
        .await;
    assert_eq!(after["clicks"], json!(2), "Enter and Space: {after}");
    assert_eq!(after["focused"], json!("studio-import-choose"), "{after}");
    assert_eq!(after["outline"], json!("solid"), "no focus ring: {after}");
}

async fn sign_up(browser: &Browser, addr: SocketAddr, name: &str) {
    browser.goto(&format!("http://{addr}/#/account")).await;
    browser.type_into("signup-name", name).await;
    browser
        .type_into("signup-password", &format!("{name}'s long password"))
        .await;
    browser.click("signup-submit").await;
    assert_eq!(browser.wait_for_text("nav-profile").await, name);
}

/// Puts the caret just after `after` in the draft (as a click there would) and
/// types `keys` there.
async fn type_after(browser: &Browser, after: &str, keys: &str) {
    let placed = browser
        .script(
            "const t = document.querySelector('[data-testid=\"studio-text\"]'); \
             const at = t.value.indexOf(arguments[0]); if (at < 0) return false; \
             t.focus(); t.setSelectionRange(at + arguments[0].length, at + arguments[0].length); return true;",
            vec![json!(after)],
        )
        .await;
    assert_eq!(placed, json!(true), "the draft has no {after:?}");
    browser
        .wait_for("studio-text", 20)
        .await
        .send_keys(keys)
        .await
        .expect("type into the draft");
}

/// Replaces the whole draft with `text`, as pasting it would.
async fn set_draft(browser: &Browser, text: &str) {
    browser
        .script(
            "const t = document.querySelector('[data-testid=\"studio-text\"]'); \
             t.value = arguments[0]; t.dispatchEvent(new Event('input', { bubbles: true }));",
            vec![json!(text)],
        )
        .await;
}

/// The draft's id, from the editor's URL.
async fn draft_id(browser: &Browser) -> String {
    let url = browser.url().await;
    url.rsplit_once("#/studio/")
        .map(|(_, id)| id.to_owned())
        .expect("an editor URL")
}

/// The game's starter draft, as the studio serves it (through the page's session).
async fn starter(browser: &Browser, game: &str) -> String {
    let home = browser
        .script("return fetch('/api/studio').then((r) => r.json());", vec![])
        .await;
    template_of(&home, game)
}

fn template_of(home: &Value, game: &str) -> String {
    home["games"]
        .as_array()
        .and_then(|games| games.iter().find(|g| g["id"] == game))
        .and_then(|g| g["template"].as_str())
        .expect("a starter draft")
        .to_owned()
}

/// Waits for the lobby's library menu of `game` to offer an entry whose words
/// start with `words`; its id.
async fn library_entry(browser: &Browser, game: &str, words: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let found = browser
            .script(
                "const menu = document.querySelector(arguments[0]); if (!menu) return null; \
                 const o = [...menu.options].find((o) => o.text.startsWith(arguments[1])); \
                 return o ? o.value : null;",
                vec![json!(testid(&format!("library-{game}"))), json!(words)],
            )
            .await;
        if let Some(id) = found.as_str() {
            return id.to_owned();
        }
        assert!(
            Instant::now() < deadline,
            "{}: the library of {game} never offers {words:?}: {}",
            browser.name,
            browser.text(&format!("library-choice-{game}")).await
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The config of the match this browser shows, as everyone may read it.
async fn match_config(browser: &Browser, addr: SocketAddr) -> Value {
    let url = browser.url().await;
    let id = url
        .rsplit_once("#/match/")
        .map(|(_, id)| id.to_owned())
        .expect("a match URL");
    let (_, summary) = sleuth_server::client::get(addr, &format!("/api/matches/{id}")).await;
    summary["config"].clone()
}

/// The author's markup in the title stays text: no element was made of it.
async fn assert_no_markup(browser: &Browser, what: &str) {
    let made = browser
        .script(
            "return [...document.querySelectorAll('i')].some((e) => e.textContent.includes('of St Olave'));",
            vec![],
        )
        .await;
    assert_eq!(
        made,
        json!(false),
        "{}: {what} made markup of a title",
        browser.name
    );
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

async fn displayed(browser: &Browser, id: &str) -> bool {
    match browser.find(id).await {
        Some(element) => element.is_displayed().await.unwrap_or(false),
        None => false,
    }
}

async fn wait_until_hidden(browser: &Browser, id: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while displayed(browser, id).await {
        assert!(Instant::now() < deadline, "{}: {id} stays", browser.name);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
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

/// At the phone and the wide width: the page does not scroll sideways; scrolled
/// to `id` (or the top), a screenshot `studio-NAME-WIDTH`; then back to the wide
/// width.
async fn at_both_widths(browser: &Browser, root: &Path, name: &str, id: Option<&str>) {
    for (width, height) in [PHONE, WIDE] {
        browser.resize(width, height).await;
        assert_fits(browser, name).await;
        match id {
            Some(id) => browser.scroll_to(id).await,
            None => browser.scroll_to_top().await,
        }
        browser
            .screenshot(root, &format!("studio-{name}-{width}"))
            .await;
    }
}
