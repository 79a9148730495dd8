//! End to end in headless Chromium: learning a game's rules in the app. Each
//! game's rules page opens from its lobby card and reads at phone width without
//! sideways scrolling, with every picture it names drawn by the game's pictures.js
//! (a picture that cannot be drawn leaves its caption); at a Lady Alice table the
//! Rules button opens the same page beside the game, and a game word on the table,
//! tapped, explains itself in a bubble with the glossary's sentence. Runs when
//! SLEUTH_BROWSER_TESTS=1. Without a browser: every picture a page names is one its
//! game's pictures.js lists, and Lady Alice's worked example, played through the
//! game, scores as its page says (the browser then compares the picture with it).

mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_core::{Game, Seat};
use sleuth_lady_alice::{Action, Clue, LadyAlice, Named, ScoreSheet};
use support::*;

const GAMES: [&str; 5] = [
    "lady-alice",
    "havent-a-cluedo",
    "almost-innocent",
    "watson-holmes",
    "lateral-puzzles",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_has_a_rules_page_and_a_table_explains_its_words_in_chromium() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-rules", "sleuth-rules-ui").await;
    let (addr, root, scratch) = (s.addr, s.root.clone(), s.scratch.clone());
    let browser = s.browser("rules", "profile").await;

    // From the lobby card to the rules page, for every game, at both widths.
    for (width, height) in [(1366, 900), (360, 740)] {
        browser.resize(width, height).await;
        for game in GAMES {
            browser.goto(&format!("http://{addr}/")).await;
            browser.click(&format!("rules-link-{game}")).await;
            let title = browser.wait_for_text("rules-title").await;
            assert!(title.ends_with("how to play"), "{game}: {title}");
            let terms = browser
                .script(
                    "return document.querySelectorAll('[data-testid=rules-glossary] dt').length;",
                    vec![],
                )
                .await;
            assert!(terms.as_u64() >= Some(10), "{game}: glossary of {terms}");
            let names = picture_names(game);
            assert!(!names.is_empty(), "{game}: its rules page has no picture");
            check_pictures_drawn(&browser, game, &names, width).await;
            browser
                .assert_no_sideways_scroll(&format!("the {game} rules page"))
                .await;
            let widths = browser
                .script(
                    "return [document.documentElement.scrollWidth, document.documentElement.clientWidth];",
                    vec![],
                )
                .await;
            assert_eq!(
                widths[0], widths[1],
                "{game} at {width} px: the document is wider than the window"
            );
            browser
                .screenshot(&root, &format!("rules-{game}-{width}"))
                .await;
            for name in &names {
                browser.scroll_to(&format!("rules-picture-{name}")).await;
                browser
                    .screenshot(&root, &format!("rules-picture-{game}-{name}-{width}"))
                    .await;
            }
            if game == "lady-alice" {
                check_score_sheet_picture(&browser).await;
            }
        }
    }

    // A picture the game cannot draw (here: its assets do not arrive) leaves its
    // caption, and the rest of the page stands.
    browser.resize(1366, 900).await;
    browser.goto(&format!("http://{addr}/")).await;
    browser.wait_for("rules-link-havent-a-cluedo", 20).await;
    browser
        .script(
            "const real = window.fetch; \
             window.fetch = (url, ...rest) => String(url).includes('/api/games/havent-a-cluedo/assets') \
               ? Promise.reject(new TypeError('offline')) : real(url, ...rest); \
             location.hash = '#/rules/havent-a-cluedo'; return null;",
            vec![],
        )
        .await;
    let drawn = wait_for_drawn(&browser, "board").await;
    assert_eq!(drawn, "false", "the board was drawn without its assets");
    let caption = browser.text("rules-picture-board").await;
    assert!(caption.starts_with("Imperial Manor"), "{caption}");
    assert!(
        browser.find("hc-picture-board").await.is_none(),
        "a drawing without assets"
    );
    assert!(browser.wait_for_text("rules-glossary").await.len() > 100);

    // A Lady Alice table with two bots.
    browser.resize(1366, 900).await;
    browser.goto(&format!("http://{addr}/")).await;
    browser.select("players-select", "3").await;
    browser.click("create-lady-alice").await;
    browser.wait_for("join-seat-0", 20).await;
    browser.type_into("join-name", "Ada").await;
    browser.click("join-seat-0").await;
    browser.click("add-bot-1").await;
    browser.wait_for("add-bot-2", 20).await;
    browser.click("add-bot-2").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !browser.enabled("start").await {
        assert!(Instant::now() < deadline, "start never enabled");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    browser.click("start").await;
    // Whoever holds the notebook, a seat sees its own evidence card.
    browser.wait_for("my-evidence", 20).await;

    for (width, height) in [(1366, 900), (360, 740)] {
        browser.resize(width, height).await;
        // The rules beside the game: the table is still there underneath.
        browser.click("rules-open").await;
        browser.wait_for("rules-panel", 20).await;
        let panel = browser
            .wait_for_text_containing("rules-panel", "Glossary")
            .await;
        assert!(panel.contains("Lady Alice"), "{panel}");
        // The page's picture is drawn in the panel too.
        let deadline = Instant::now() + Duration::from_secs(20);
        while browser
            .script(
                "const f = document.querySelector('[data-testid=rules-panel] [data-testid=rules-picture-score-sheet]'); \
                 return f ? f.dataset.drawn : null;",
                vec![],
            )
            .await
            != json!("true")
        {
            assert!(Instant::now() < deadline, "no score sheet in the panel");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        browser
            .script(
                "document.querySelector('[data-testid=rules-panel] [data-testid=rules-picture-score-sheet]') \
                   .scrollIntoView({block: 'center'}); return null;",
                vec![],
            )
            .await;
        browser
            .screenshot(&root, &format!("rules-panel-picture-{width}"))
            .await;
        browser
            .screenshot(&root, &format!("rules-panel-{width}"))
            .await;
        browser.click("rules-close").await;
        let deadline = Instant::now() + Duration::from_secs(10);
        while browser.find("rules-panel").await.is_some() {
            assert!(Instant::now() < deadline, "the panel does not close");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(browser.find("game-table").await.is_some());

        // A game word on the table explains itself when tapped.
        let deadline = Instant::now() + Duration::from_secs(20);
        let term = loop {
            let found = browser
                .script(
                    "const t = document.querySelector('[data-testid=game-table] .term, [data-testid=turn-prompt] .term'); \
                     if (!t) return null; t.scrollIntoView({block: 'center'}); t.click(); return t.textContent;",
                    vec![],
                )
                .await;
            if let Some(term) = found.as_str() {
                break term.to_owned();
            }
            assert!(Instant::now() < deadline, "no explained word on the table");
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let bubble = browser.wait_for_text("term-bubble").await;
        assert!(bubble.len() > term.len() + 10, "{term}: {bubble}");
        browser
            .assert_no_sideways_scroll("a table with a term's bubble")
            .await;
        browser
            .screenshot(&root, &format!("rules-term-{width}"))
            .await;
        browser
            .script("document.body.click(); return null;", vec![])
            .await;
    }
    browser.close().await;
    let _ = std::fs::remove_dir_all(&scratch);
}

/// The picture names the game's rules page asks for, in page order.
fn picture_names(game: &str) -> Vec<String> {
    let registry = sleuth_games::registry();
    let text = registry
        .get(game)
        .and_then(|g| g.rules_text())
        .unwrap_or_else(|| panic!("{game}: no rules page"));
    let page = sleuth_core::rules_page::parse(text).expect("the rules page parses");
    page.blocks
        .iter()
        .filter_map(|block| match block {
            sleuth_core::rules_page::Block::Picture { name, .. } => Some(name.clone()),
            _ => None,
        })
        .collect()
}

/// The names a game's pictures.js says it draws: its `export const PICTURES = [...]`.
fn pictures_listed(game: &str) -> Vec<String> {
    let registry = sleuth_games::registry();
    let bytes = registry
        .get(game)
        .and_then(|g| {
            g.web_files()
                .iter()
                .find(|(name, _)| *name == "pictures.js")
        })
        .map(|(_, bytes)| *bytes)
        .unwrap_or_else(|| panic!("{game}: web_files() has no pictures.js"));
    let source = std::str::from_utf8(bytes).expect("pictures.js is UTF-8");
    let list = source
        .split_once("export const PICTURES = [")
        .and_then(|(_, rest)| rest.split_once(']'))
        .map(|(list, _)| list)
        .unwrap_or_else(|| panic!("{game}: pictures.js has no `export const PICTURES = [...]`"));
    list.split(',')
        .map(|name| name.trim().trim_matches('\'').trim_matches('"').to_owned())
        .filter(|name| !name.is_empty())
        .collect()
}

#[test]
fn every_picture_a_rules_page_names_is_one_its_pictures_js_draws() {
    let registry = sleuth_games::registry();
    for game in registry.games() {
        let id = game.info().id;
        let listed = pictures_listed(id);
        let drawn: Vec<&str> = listed.iter().map(String::as_str).collect();
        let text = game.rules_text().expect("a rules page");
        let page = sleuth_core::rules_page::parse_with_pictures(text, &drawn)
            .unwrap_or_else(|e| panic!("{id}: rules/en.md {e}"));
        let named = picture_names(id);
        assert!(!named.is_empty(), "{id}: the rules page names no picture");
        for name in &listed {
            assert!(
                named.contains(name),
                "{id}: pictures.js draws {name:?}, which the rules page never shows"
            );
        }
        assert!(page.to_text(80).contains("(Picture, in the browser: "));
    }
}

/// Lady Alice's worked example (rules/en.md, "A worked example"), played through
/// the game: four players, Cleo eliminated by a wrong accusation, Ben's suspicion
/// naming the whole solution. Its pictures.js draws the same table (WORKED_EXAMPLE).
fn lady_alice_worked_example() -> ScoreSheet {
    let clue = |name: &str| Clue::from_name(name).unwrap_or_else(|| panic!("no clue {name}"));
    let named = |names: [&str; 4]| Named::all_four(names.map(clue));
    let (anna, ben, cleo, dan) = (0, 1, 2, 3);
    let mut game = LadyAlice::with_deal(
        4,
        &[
            clue("Hyde Park"),
            clue("Telescope"),
            clue("Mary Kingsley"),
            clue("15h00"),
        ],
        None,
    );
    let place = |name: &str, value: u8| Action::PlaceCounter {
        clue: clue(name),
        value,
    };
    let moves = [
        // Round 1: Anna's suspicion smiles once (her own Hyde Park).
        (
            anna,
            Action::Suspect {
                clues: named(["Tippu Tip", "Hyde Park", "9h00", "Sextant"]),
            },
        ),
        (ben, place("Telescope", 2)),
        (cleo, place("Compass", 1)),
        (dan, place("15h00", 2)),
        (anna, place("Hyde Park", 2)),
        (ben, place("15h00", 1)),
        (cleo, place("Mary Kingsley", 2)),
        (dan, place("Compass", 2)),
        (anna, place("Hyde Park", 2)),
        (ben, place("Hyde Park", 1)),
        (
            cleo,
            Action::Accuse {
                clues: named(["Tippu Tip", "Kew Gardens", "9h00", "Sextant"]),
                removed: None,
            },
        ),
        (dan, Action::Pass),
        (anna, place("Mary Kingsley", 1)),
        (ben, place("Mary Kingsley", 1)),
        (dan, Action::Pass),
        (anna, place("Telescope", 1)),
        (ben, place("Mary Kingsley", 0)),
        (dan, Action::Pass),
        (anna, place("Rifle", 0)),
        (ben, Action::Pass),
        (dan, Action::Pass),
        (anna, Action::Pass),
        // Round 2: the notebook passes to Ben, whose suspicion is the solution.
        (
            ben,
            Action::Suspect {
                clues: named(["Mary Kingsley", "Hyde Park", "15h00", "Telescope"]),
            },
        ),
    ];
    for (seat, action) in moves {
        let mut events = Vec::new();
        game.play(Seat(seat), &action, &mut events)
            .unwrap_or_else(|e| panic!("{action:?} by seat {seat}: {e}"));
    }
    game.score_sheet().cloned().expect("the game is over")
}

#[test]
fn lady_alice_worked_example_scores_as_its_rules_page_says() {
    let sheet = lady_alice_worked_example();
    assert_eq!(sheet.totals(), vec![6, 8, 0, 2]);
    assert_eq!(
        sheet.winners.iter().map(|s| s.0).collect::<Vec<_>>(),
        vec![1]
    );
    let ben = &sheet.rows[1];
    assert_eq!(
        (
            ben.removed_zeros,
            ben.counter_points,
            ben.all_evidence_bonus,
            ben.suspicion_bonus
        ),
        (1, 5, 2, 1)
    );
    let cleo = &sheet.rows[2];
    assert_eq!((cleo.removed_off_solution, cleo.removed_eliminated), (1, 1));
    let page = sleuth_games::registry()
        .get("lady-alice")
        .and_then(|g| g.rules_text())
        .expect("the page");
    for stated in ["**6**", "**8**", "**0**", "**2**", "Ben wins with 8"] {
        assert!(page.contains(stated), "the page no longer says {stated}");
    }
}

/// Waits until the picture's figure is drawn or given up; its `data-drawn`.
async fn wait_for_drawn(browser: &Browser, name: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let drawn = browser
            .script(
                "const f = document.querySelector(arguments[0]); return f ? f.dataset.drawn : null;",
                vec![json!(testid(&format!("rules-picture-{name}")))],
            )
            .await;
        if let Some(state) = drawn.as_str()
            && state != "pending"
        {
            return state.to_owned();
        }
        assert!(
            Instant::now() < deadline,
            "{name}: the picture is still {drawn}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Every picture the page names is drawn with a size inside the window, no wider
/// than the page's text, its words at least 10 px on screen (marks 7 px), and
/// described for a screen reader (role="img" with a label, or a caption).
async fn check_pictures_drawn(browser: &Browser, game: &str, names: &[String], width: u32) {
    for name in names {
        let drawn = wait_for_drawn(browser, name).await;
        assert_eq!(drawn, "true", "{game}: the picture {name} is not drawn");
        let facts = browser
            .script(
                "const f = document.querySelector(arguments[0]); \
                 const box = f.querySelector('.rules-picture-box'); \
                 const drawing = box && box.firstElementChild; \
                 if (!drawing) return {missing: true}; \
                 const r = drawing.getBoundingClientRect(); const fr = f.getBoundingClientRect(); \
                 const svgs = [...f.querySelectorAll('svg')]; \
                 let smallestWord = 99, smallestMark = 99; \
                 for (const svg of svgs) { \
                   const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; \
                   for (const t of svg.querySelectorAll('text')) { \
                     const size = parseFloat(t.getAttribute('font-size')) * scale; \
                     if (t.textContent.trim().length >= 3) smallestWord = Math.min(smallestWord, size); \
                     else smallestMark = Math.min(smallestMark, size); \
                   } \
                 } \
                 const labelled = svgs.every((svg) => svg.getAttribute('role') === 'img' && (svg.getAttribute('aria-label') || '').length > 20); \
                 return {width: r.width, height: r.height, figureRight: fr.right, boxWidth: box.getBoundingClientRect().width, \
                   viewport: document.documentElement.clientWidth, smallestWord, smallestMark, labelled, \
                   caption: (f.querySelector('figcaption') || {}).textContent || ''};",
                vec![json!(testid(&format!("rules-picture-{name}")))],
            )
            .await;
        let num = |key: &str| facts[key].as_f64().unwrap_or(0.0);
        assert!(
            facts.get("missing").is_none() && num("width") > 50.0 && num("height") > 50.0,
            "{game} at {width} px: {name} has no size: {facts}"
        );
        assert!(
            num("figureRight") <= num("viewport") + 0.5,
            "{game} at {width} px: {name} reaches past the window: {facts}"
        );
        assert!(
            num("boxWidth") <= num("viewport"),
            "{game} at {width} px: {name}'s box is wider than the window: {facts}"
        );
        assert!(
            num("smallestWord") >= 10.0 && num("smallestMark") >= 7.0,
            "{game} at {width} px: {name}'s text is too small: {facts}"
        );
        assert_eq!(
            facts["labelled"],
            json!(true),
            "{game}: {name}'s svg has no role=img with a label"
        );
        assert!(
            facts["caption"].as_str().unwrap_or("").len() > 30,
            "{game}: {name} has no caption: {facts}"
        );
    }
}

/// The Lady Alice score-sheet picture shows, line by line and player by player,
/// what the game's own scoring gives for the same example.
async fn check_score_sheet_picture(browser: &Browser) {
    let sheet = lady_alice_worked_example();
    let cells = browser
        .script(
            "return [...document.querySelectorAll('[data-testid=la-picture-score-sheet] td[data-line]')] \
               .map((td) => ({line: td.dataset.line, seat: Number(td.dataset.seat), value: td.dataset.value ?? null, text: td.textContent}));",
            vec![],
        )
        .await;
    let cells = cells.as_array().expect("cells");
    assert_eq!(cells.len(), 4 * 10, "{cells:?}");
    let cell = |line: &str, seat: usize| -> &Value {
        cells
            .iter()
            .find(|c| c["line"] == json!(line) && c["seat"] == json!(seat))
            .unwrap_or_else(|| panic!("no cell {line} for seat {seat}"))
    };
    for (seat, row) in sheet.rows.iter().enumerate() {
        assert_eq!(cell("I", seat)["text"], json!(row.evidence.name()));
        for (line, expected) in [
            ("II", i32::from(row.removed_off_solution)),
            ("III", i32::from(row.removed_eliminated)),
            ("V", i32::from(row.removed_zeros)),
            ("VI", row.counter_points),
            ("VII", row.all_evidence_bonus),
            ("VIII", row.suspicion_bonus),
            ("IX", row.accusation_bonus),
            ("total", row.total),
        ] {
            assert_eq!(
                cell(line, seat)["value"],
                json!(expected.to_string()),
                "line {line}, seat {seat}: the picture differs from the game's score sheet"
            );
        }
        let marked = cell("total", seat)["text"]
            .as_str()
            .unwrap_or("")
            .contains('★');
        assert_eq!(
            marked,
            sheet.winners.contains(Seat(seat as u8)),
            "seat {seat}: the winner's mark"
        );
    }
}

/// A French reader opens each game's rules page: a game with its page in French
/// (`rules/fr.md`) shows it, with its French glossary; a game without shows the
/// English page under a French note saying it is not yet translated. At 1366
/// and 360 px, with no sideways scrolling.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_reader_gets_the_french_rules_page_or_the_english_one_with_a_note() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-rules-fr", "sleuth-rules-fr").await;
    let (addr, root) = (s.addr, s.root.clone());
    let browser = s.browser_in_language("lecteur", "profile", "fr").await;
    let registry = sleuth_games::registry();
    for (width, height) in [(1366, 900), (360, 740)] {
        browser.resize(width, height).await;
        for game in GAMES {
            let host = registry.get(game).expect("a registered game");
            let page = host.rules_text_in("fr").expect("a rules page");
            let expected = sleuth_core::rules_page::parse(page.text).expect("it parses");
            browser.goto(&format!("http://{addr}/#/rules/{game}")).await;
            let title = browser.wait_for_text("rules-title").await;
            // WebDriver reads a no-break space (French before a colon) as a space.
            assert_eq!(
                title.trim(),
                expected.title.replace('\u{a0}', " "),
                "{game} at {width} px"
            );
            let note = browser
                .script(
                    "const n = document.querySelector('[data-testid=rules-untranslated]'); \
                     return n ? n.textContent : null;",
                    vec![],
                )
                .await;
            if page.language == "fr" {
                assert!(note.is_null(), "{game}: a French page with a note: {note}");
            } else {
                assert_eq!(page.language, "en", "{game}");
                let note = note.as_str().unwrap_or_default().replace('\u{a0}', " ");
                assert_eq!(
                    note, "Cette page n’est pas encore traduite : la voici en anglais.",
                    "{game}: the English page without its French note"
                );
            }
            let first_term = browser
                .script(
                    "const t = document.querySelector('[data-testid=rules-glossary] dt'); \
                     return t ? t.textContent : null;",
                    vec![],
                )
                .await;
            assert_eq!(
                first_term.as_str(),
                expected.glossary.first().map(|entry| entry.term.as_str()),
                "{game}: the glossary is the page's"
            );
            let heading = browser
                .script(
                    "return document.getElementById('glossary')?.textContent ?? null;",
                    vec![],
                )
                .await;
            assert_eq!(
                heading, "Glossaire",
                "{game}: the page's own words in French"
            );
            browser
                .assert_no_sideways_scroll(&format!("the {game} rules page in French"))
                .await;
            browser
                .screenshot(&root, &format!("rules-fr-{game}-{width}"))
                .await;
        }
    }
    browser.close().await;
}
