//! End to end in headless Chromium, two people with accounts: Ada (1366 px) adds
//! Bob to her friends list by name on #/friends (a hostile name is refused and
//! shown as text), opens a Lady Alice table and invites Bob by account name from
//! its lobby; Bob (360 px) finds the invitation on his home page, joins through
//! it, and Ada's friends page shows him at that table. Bob's notifications
//! switch answers in words (headless Chromium has no push service to subscribe
//! to: the protocol tests deliver pushes to a local push service). Every page at
//! 360 px fits the screen. Runs when SLEUTH_BROWSER_TESTS=1.

mod support;

use std::time::{Duration, Instant};

use support::*;

async fn sign_up(browser: &Browser, addr: std::net::SocketAddr, name: &str) {
    browser.goto(&format!("http://{addr}/")).await;
    browser.click("nav-login").await;
    browser.type_into("signup-name", name).await;
    browser
        .type_into("signup-password", &format!("{name}'s long password"))
        .await;
    browser.click("signup-submit").await;
    assert_eq!(browser.wait_for_text("nav-profile").await, name);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn friends_invitations_and_notifications_in_the_browser() {
    if !browser_tests_enabled() {
        return;
    }
    let s = Setup::start("browser-social", "sleuth-social").await;
    let (addr, root) = (s.addr, s.root.clone());
    let ada = s.browser("ada", "profile-ada").await;
    let bob = s.browser("bob", "profile-bob").await;
    ada.resize(1366, 900).await;
    bob.resize(360, 740).await;
    sign_up(&ada, addr, "Ada").await;
    sign_up(&bob, addr, "Bob").await;

    // Ada's friends list: empty, then Bob by name; a hostile name is refused
    // with the server's sentence, as text.
    ada.click("nav-friends").await;
    ada.wait_for_text_containing("friends-list", "Nobody yet")
        .await;
    ada.type_into("friend-name", "<img src=x onerror=alert(1)>")
        .await;
    ada.click("friend-add").await;
    let refused = ada
        .wait_for_text_containing("friend-status", "account name")
        .await;
    assert!(refused.contains("not '<'"), "{refused}");
    let injected = ada
        .script(
            "return document.querySelectorAll('img[src=x]').length;",
            vec![],
        )
        .await;
    assert_eq!(injected, 0, "a name is text, never HTML");
    ada.type_into("friend-name", "bob").await;
    ada.click("friend-add").await;
    ada.wait_for_text_containing("friend-status", "Bob is on your friends list")
        .await;
    let online = ada.wait_for_text("friend-online-bob").await;
    assert_eq!(online, "online", "Bob was just on the site");
    ada.screenshot(&root, "01-friends-1366").await;

    // Ada opens a three-seat Lady Alice table, sits, and invites Bob by name.
    ada.goto(&format!("http://{addr}/#/")).await;
    ada.wait_for("create-lady-alice", 20).await;
    ada.select("players-select", "3").await;
    ada.click("create-lady-alice").await;
    ada.wait_for("join-seat-0", 20).await;
    let id = ada.url().await.rsplit('/').next().expect("id").to_owned();
    ada.click("join-seat-0").await;
    ada.wait_for("leave-seat-0", 20).await;
    ada.type_into("invite-name", "nobody-here").await;
    ada.click("invite-send").await;
    ada.wait_for_text_containing("invite-status", "no account is named nobody-here")
        .await;
    ada.type_into("invite-name", "Bob").await;
    ada.click("invite-send").await;
    ada.wait_for_text_containing("invite-status", "Bob is invited")
        .await;
    ada.screenshot(&root, "02-invite-1366").await;

    // Bob's home page shows the invitation; he joins through it.
    bob.goto(&format!("http://{addr}/")).await;
    let invitation = bob
        .wait_for_text_containing(&format!("invitation-{id}"), "Ada invites you")
        .await;
    assert!(invitation.contains("Lady Alice"), "{invitation}");
    bob.assert_no_sideways_scroll("the home page with an invitation")
        .await;
    bob.screenshot(&root, "03-invitation-360").await;
    bob.click(&format!("invitation-join-{id}")).await;
    bob.click("join-seat-1").await;
    bob.wait_for("leave-seat-1", 20).await;
    bob.assert_no_sideways_scroll("the match lobby").await;
    bob.screenshot(&root, "04-joined-360").await;

    // Ada's friends page shows Bob at her table, joinable while a seat is open.
    ada.goto(&format!("http://{addr}/#/friends")).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let state = ada.wait_for_text("friend-online-bob").await;
        if state == "at a table now" {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "Bob never shown at a table: {state}"
        );
        ada.goto(&format!("http://{addr}/#/")).await;
        ada.goto(&format!("http://{addr}/#/friends")).await;
    }
    let table = ada.wait_for_text(&format!("friend-match-{id}")).await;
    assert_eq!(table, "Join", "a seat is still open");
    ada.screenshot(&root, "05-friend-at-table-1366").await;

    // Bob's friends page at 360 px: his list is his own (empty); the
    // notifications switch answers in words.
    bob.goto(&format!("http://{addr}/#/friends")).await;
    bob.wait_for_text_containing("friends-list", "Nobody yet")
        .await;
    bob.wait_for_text("push-status").await;
    bob.click("push-switch").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let status = bob.text("push-status").await;
        if status.contains("blocked")
            || status.contains("could not subscribe")
            || status.contains("are on")
            || status.contains("cannot receive")
        {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the switch said nothing: {status}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    bob.assert_no_sideways_scroll("the friends page").await;
    bob.screenshot(&root, "06-friends-360").await;
    ada.close().await;
    bob.close().await;
}
