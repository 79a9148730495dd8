//! The interface in each reader's language, in headless Chromium (a real
//! `sleuth serve`, Debian's chromium and chromedriver): Claire's browser asks for
//! French and Ada's for English, on the same site at the same time; each header
//! speaks its reader's language (the catalogues of crates/i18n, formatted by
//! web/i18n.js), at 1366 and 360 px. Then Claire picks English in the header's
//! switch, which her browser remembers, and French again.
//!
//! Then a French reader walks the platform's own pages (the lobby with every
//! game's create form, the account page before and after signing up, a profile,
//! the leaderboards, the friends page and a campaign group's page) at 1366 and
//! 360 px and finds none of the English catalogue's sentences on any of them,
//! while an English reader on the same site still reads English.
//!
//! Last, a person who picks French in the header while signed in finds it
//! again on signing in from a fresh browser that asks for English: the choice
//! belongs to the account. The reader formats a select nested in another's
//! variant (the seat hand-over's wait, "1 min 30 s").
//!
//! Runs when SLEUTH_BROWSER_TESTS=1 (scripts/test.sh); screenshots go to
//! test-output/browser-i18n/.
mod support;

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::*;

/// The page's language and the header's Play link and tagline, as shown.
const HEADER_WORDS: &str = "return [document.documentElement.lang, \
    document.querySelector('[data-i18n=\"nav-play\"]').textContent, \
    document.querySelector('[data-i18n=\"site-tagline\"]').textContent, \
    !!document.querySelector('[data-testid=\"language-switch\"]')];";

/// Waits until the header shows `expected` ([lang, play, tagline, switch shown]).
async fn wait_for_header(browser: &Browser, expected: Value) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let seen = browser.script(HEADER_WORDS, vec![]).await;
        if seen == expected {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{}: the header shows {seen}, not {expected}",
            browser.name
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_browser_reads_french_and_an_english_one_english_on_the_same_site() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-i18n", "sleuth-i18n-ui").await;
    let (addr, root) = (s.addr, s.root.clone());
    let claire = s
        .browser_in_language("claire", "claire", "fr-FR,fr;q=0.9")
        .await;
    let ada = s.browser("ada", "ada").await;
    let french = json!([
        "fr",
        "Jouer",
        "jeux de déduction à informations cachées",
        true
    ]);
    let english = json!([
        "en",
        "Play",
        "deduction games with hidden information",
        true
    ]);
    for (width, height) in [(1366, 900), (360, 740)] {
        for browser in [&claire, &ada] {
            browser.resize(width, height).await;
            browser.goto(&format!("http://{addr}/")).await;
        }
        wait_for_header(&claire, french.clone()).await;
        wait_for_header(&ada, english.clone()).await;
        claire.assert_no_sideways_scroll("the French lobby").await;
        // A count formatted with the language's plural rule.
        let online = claire
            .wait_for_text_containing("online-now", "en ligne")
            .await;
        assert!(
            online.ends_with("personne en ligne") || online.ends_with("personnes en ligne"),
            "{online}"
        );
        ada.wait_for_text_containing("online-now", "online now")
            .await;
        claire.screenshot(&root, &format!("lobby-fr-{width}")).await;
        ada.screenshot(&root, &format!("lobby-en-{width}")).await;
    }

    // Claire prefers English after all: her browser remembers it across visits.
    claire.select("language-switch", "en").await;
    wait_for_header(&claire, english.clone()).await;
    claire
        .goto(&format!("http://{addr}/#/rules/lady-alice"))
        .await;
    wait_for_header(&claire, english.clone()).await;
    claire.select("language-switch", "fr").await;
    wait_for_header(&claire, french.clone()).await;
    claire.screenshot(&root, "switched-back-fr-360").await;
    claire.close().await;
    ada.close().await;
}

/// The pages' own words a French reader must not see in English: every English
/// catalogue sentence shown on the page (support's `english_on_screen`).
async fn assert_french(browser: &Browser, page: &str) {
    let english = browser.english_on_screen().await;
    assert!(
        english.is_empty(),
        "{}: {page} shows English to a French reader: {english:?}",
        browser.name
    );
    browser.assert_no_sideways_scroll(page).await;
}

/// Waits until every game's create form and the match list's note are drawn.
async fn wait_for_lobby(browser: &Browser) {
    for game in [
        "lady-alice",
        "havent-a-cluedo",
        "almost-innocent",
        "watson-holmes",
        "lateral-puzzles",
    ] {
        browser.wait_for(&format!("create-{game}"), 20).await;
        browser.wait_for(&format!("option-absent-{game}"), 20).await;
    }
    browser.wait_for_text("matches-list").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_reader_sees_no_english_on_the_platform_pages() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-i18n-pages", "sleuth-i18n-pages").await;
    let (addr, root) = (s.addr, s.root.clone());
    let claire = s
        .browser_in_language("claire", "claire", "fr-FR,fr;q=0.9")
        .await;
    let ada = s.browser("ada", "ada").await;

    // Ada, in English, has an account that Claire can add as a friend.
    ada.resize(1366, 900).await;
    ada.goto(&format!("http://{addr}/")).await;
    wait_for_lobby(&ada).await;
    assert_eq!(
        ada.text("create-lady-alice").await,
        "Create a Lady Alice match"
    );
    assert_eq!(
        ada.text("create-almost-innocent").await,
        "Create an Almost Innocent match"
    );
    // Ada opens a Lady Alice table with a clock, so that the match list has a
    // match with its facts to show.
    ada.select("players-select", "3").await;
    ada.select("option-clock-lady-alice", "rt-3").await;
    ada.click("create-lady-alice").await;
    ada.wait_for("join-seat-0", 20).await;
    ada.goto(&format!("http://{addr}/")).await;
    ada.click("nav-login").await;
    assert_eq!(
        ada.wait_for_text("signup-submit").await,
        "Create the account"
    );
    ada.type_into("signup-name", "Ada").await;
    ada.type_into("signup-password", "Ada's long password")
        .await;
    ada.click("signup-submit").await;
    assert_eq!(ada.wait_for_text("nav-profile").await, "Ada");
    ada.wait_for_text_containing("your-turn-list", "Nothing waits for you")
        .await;

    for (width, height) in [(1366, 900), (360, 740)] {
        claire.resize(width, height).await;
        // The lobby as a guest: every game's form.
        claire.goto(&format!("http://{addr}/")).await;
        wait_for_lobby(&claire).await;
        assert_eq!(
            claire.text("create-almost-innocent").await,
            "Créer une partie d\u{2019}Almost Innocent"
        );
        claire
            .wait_for_text_containing("matches-list", "En temps réel")
            .await;
        assert_french(&claire, "the lobby").await;
        claire
            .screenshot(&root, &format!("pages-lobby-{width}"))
            .await;

        // The account page, then signing up (first pass) or logging in.
        claire.click("nav-login").await;
        claire.wait_for("signup-submit", 20).await;
        assert_french(&claire, "the account page of a guest").await;
        claire
            .screenshot(&root, &format!("pages-account-guest-{width}"))
            .await;
        if width == 1366 {
            claire.type_into("signup-name", "Claire").await;
            claire
                .type_into("signup-password", "le long mot de passe de Claire")
                .await;
            claire.click("signup-submit").await;
        } else {
            claire.type_into("login-name", "Claire").await;
            claire
                .type_into("login-password", "le long mot de passe de Claire")
                .await;
            claire.click("login-submit").await;
        }
        assert_eq!(claire.wait_for_text("nav-profile").await, "Claire");

        // The lobby signed in: the "your turn" card and the friends card.
        wait_for_lobby(&claire).await;
        claire
            .wait_for_text_containing("your-turn-list", "Rien ne vous attend")
            .await;
        claire.wait_until_displayed("people-card").await;
        assert_french(&claire, "the lobby of someone signed in").await;
        claire.scroll_to("your-turn").await;
        claire
            .screenshot(&root, &format!("pages-lobby-signed-in-{width}"))
            .await;
        claire.scroll_to("matches-list").await;
        claire
            .screenshot(&root, &format!("pages-lobby-matches-{width}"))
            .await;

        // The account page signed in (the header's small "account" link is
        // hidden on a phone; the name leads to the profile).
        claire.goto(&format!("http://{addr}/#/account")).await;
        claire.wait_for("password-submit", 20).await;
        assert_french(&claire, "the account page").await;
        claire
            .screenshot(&root, &format!("pages-account-{width}"))
            .await;

        // A profile.
        claire.click("my-profile").await;
        assert_eq!(claire.wait_for_text("profile-name").await, "Claire");
        assert_french(&claire, "a profile").await;
        claire
            .screenshot(&root, &format!("pages-profile-{width}"))
            .await;

        // The leaderboards: the list, a rated game's and a cooperative game's.
        claire.click("nav-leaderboards").await;
        claire.wait_for("leaderboard-link-lady-alice", 20).await;
        assert_french(&claire, "the leaderboards").await;
        for game in ["lady-alice", "almost-innocent"] {
            claire
                .goto(&format!("http://{addr}/#/leaderboards/{game}"))
                .await;
            claire
                .wait_for_text_containing(
                    "leaderboard-heading",
                    if game == "lady-alice" {
                        "classement"
                    } else {
                        "réussite"
                    },
                )
                .await;
            assert_french(&claire, &format!("the {game} leaderboard")).await;
            claire
                .screenshot(&root, &format!("pages-leaderboard-{game}-{width}"))
                .await;
        }

        // Friends: Ada on the list, online.
        claire.click("nav-friends").await;
        claire.wait_for("friend-name", 20).await;
        if width == 1366 {
            claire.type_into("friend-name", "ada").await;
            claire.click("friend-add").await;
            claire
                .wait_for_text_containing("friend-status", "fait partie de vos amis")
                .await;
        }
        claire
            .wait_for_text_containing("friend-online-ada", "en ligne")
            .await;
        assert_french(&claire, "the friends page").await;
        claire
            .screenshot(&root, &format!("pages-friends-{width}"))
            .await;

        // A campaign group's page, opened from the lobby.
        claire.goto(&format!("http://{addr}/")).await;
        claire.type_into("campaign-group", "Les Lutins").await;
        claire.click("campaign-open").await;
        claire.wait_for("campaign-step-0", 20).await;
        claire
            .wait_for_text_containing("campaign-next", "Prochain scénario")
            .await;
        assert_eq!(claire.text("campaign-title").await, "Campagne : Les Lutins");
        assert_french(&claire, "a campaign page").await;
        claire
            .screenshot(&root, &format!("pages-campaign-{width}"))
            .await;

        // Log out, so that the next width starts as a guest again.
        claire.goto(&format!("http://{addr}/#/account")).await;
        claire.click("logout").await;
        claire.wait_for("nav-login", 20).await;
    }

    // The English reader still reads English on the same pages.
    ada.goto(&format!("http://{addr}/#/campaign/Les%20Lutins"))
        .await;
    ada.wait_for("campaign-step-0", 20).await;
    assert_eq!(ada.text("campaign-title").await, "Campaign: Les Lutins");
    ada.goto(&format!("http://{addr}/#/friends")).await;
    assert_eq!(ada.wait_for_text("friend-add").await, "Add");
    // The same check finds English on the English page: it can fail.
    let english = ada.english_on_screen().await;
    assert!(
        english
            .iter()
            .any(|s| s.contains("Notify me when a table waits for me")),
        "{english:?}"
    );
    ada.screenshot(&root, "pages-friends-en-1366").await;
    claire.close().await;
    ada.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_language_chosen_while_signed_in_follows_the_account_to_another_browser() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-i18n-account", "sleuth-i18n-account").await;
    let (addr, root) = (s.addr, s.root.clone());
    let english = json!([
        "en",
        "Play",
        "deduction games with hidden information",
        true
    ]);
    let french = json!([
        "fr",
        "Jouer",
        "jeux de déduction à informations cachées",
        true
    ]);

    // Ana signs up in an English browser and switches to French.
    let home = s.browser("ana-home", "ana-home").await;
    home.goto(&format!("http://{addr}/#/account")).await;
    wait_for_header(&home, english.clone()).await;
    home.type_into("signup-name", "Ana").await;
    home.type_into("signup-password", "Ana's long password")
        .await;
    home.click("signup-submit").await;
    home.wait_for("nav-profile", 20).await;
    home.select("language-switch", "fr").await;
    wait_for_header(&home, french.clone()).await;

    // A select nested in another's variant, formatted in French.
    let spans = home
        .script(
            "return import('/static/i18n.js').then((m) => [[0, 45], [3, 0], [1, 30], [0, 1]]\
                 .map(([minutes, seconds]) => m.t('presence-span', { minutes, seconds })));",
            vec![],
        )
        .await;
    assert_eq!(
        spans,
        json!(["45 secondes", "3 minutes", "1 min 30 s", "1 seconde"])
    );

    // A fresh browser asking for English reads English until Ana signs in
    // there, then French.
    let elsewhere = s.browser("ana-elsewhere", "ana-elsewhere").await;
    elsewhere.goto(&format!("http://{addr}/#/account")).await;
    wait_for_header(&elsewhere, english.clone()).await;
    elsewhere.type_into("login-name", "Ana").await;
    elsewhere
        .type_into("login-password", "Ana's long password")
        .await;
    elsewhere.click("login-submit").await;
    wait_for_header(&elsewhere, french.clone()).await;
    elsewhere.wait_for("nav-profile", 20).await;
    elsewhere
        .screenshot(&root, "account-language-elsewhere")
        .await;
    home.close().await;
    elsewhere.close().await;
}
