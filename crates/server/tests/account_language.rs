//! A person's interface language belongs to their account, over real sockets:
//! it is set and read back (`/api/account/language`), an unknown code is
//! refused with its catalogue id, `GET /api/i18n` answers the account's choice
//! before the browser's `Accept-Language` (also on a fresh sign-in elsewhere),
//! and the push notifications a French account receives are written in French
//! (delivered to a push service running in this test process, decrypted as
//! the browser would).

mod support;

use std::net::SocketAddr;
use std::sync::Arc;

use serde_json::{Value, json};
use sleuth_server::{App, Limits};
use support::push::{Browser, next_push, push_service};
use support::*;

/// A request as the browser of `cookie` makes it, with `accept_language`:
/// (status, JSON).
async fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    accept_language: &str,
    body: Option<Value>,
) -> (u16, Value) {
    let body = body.map(|b| b.to_string());
    let answer = json_request(
        addr,
        method,
        path,
        cookie,
        None,
        &[("accept-language", accept_language)],
        body.as_deref(),
    )
    .await;
    (answer.status, answer.json())
}

/// Logs in from a fresh browser (no cookie yet); its session cookie.
async fn log_in(addr: SocketAddr, name: &str) -> String {
    let answer = with_cookie(
        addr,
        "POST",
        "/api/session",
        None,
        Some(json!({"name": name, "password": format!("{name}'s password")})),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    cookie_pair(answer.set_cookie.as_deref().expect("a session cookie"))
}

#[tokio::test]
async fn an_account_keeps_its_language_and_it_comes_before_accept_language() {
    let addr = server().await;
    let ada = sign_up(addr, "Ada").await;
    let english = "en-GB,en;q=0.9";

    // No choice yet: the browser's language answers.
    let (status, mine) = call(
        addr,
        "GET",
        "/api/account/language",
        Some(&ada),
        english,
        None,
    )
    .await;
    assert_eq!((status, &mine), (200, &json!({"language": null})));
    let (_, languages) = call(addr, "GET", "/api/i18n", Some(&ada), english, None).await;
    assert_eq!(languages["negotiated"], "en", "{languages}");
    assert_eq!(languages["account"], Value::Null, "{languages}");

    // Set, read back; a regional code is kept as the language Sleuth speaks.
    let choose = |language: Value| Some(json!({"language": language}));
    let (status, set) = call(
        addr,
        "PUT",
        "/api/account/language",
        Some(&ada),
        english,
        choose(json!("fr-CA")),
    )
    .await;
    assert_eq!((status, &set), (200, &json!({"language": "fr"})));
    let (_, mine) = call(
        addr,
        "GET",
        "/api/account/language",
        Some(&ada),
        english,
        None,
    )
    .await;
    assert_eq!(mine, json!({"language": "fr"}));

    // The account's French comes before the browser's English, also in a
    // browser where Ada has just signed in; a guest still gets English.
    let (_, languages) = call(addr, "GET", "/api/i18n", Some(&ada), english, None).await;
    assert_eq!(languages["negotiated"], "fr", "{languages}");
    assert_eq!(languages["account"], "fr", "{languages}");
    let elsewhere = log_in(addr, "Ada").await;
    let (_, languages) = call(addr, "GET", "/api/i18n", Some(&elsewhere), english, None).await;
    assert_eq!(languages["negotiated"], "fr", "{languages}");
    let (_, languages) = call(addr, "GET", "/api/i18n", None, english, None).await;
    assert_eq!(languages["negotiated"], "en", "{languages}");

    // An unknown code is refused with its catalogue id, and changes nothing.
    let (status, refused) = call(
        addr,
        "PUT",
        "/api/account/language",
        Some(&ada),
        english,
        choose(json!("klingon")),
    )
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["error"]["id"], "errors-site-unknown-language");
    assert_eq!(refused["error"]["args"]["language"], "klingon");
    assert_eq!(refused["error"]["args"]["known"], "en, fr");
    let (_, mine) = call(
        addr,
        "GET",
        "/api/account/language",
        Some(&ada),
        english,
        None,
    )
    .await;
    assert_eq!(mine, json!({"language": "fr"}));

    // A guest has no account language to read or set.
    let (status, _) = call(addr, "GET", "/api/account/language", None, english, None).await;
    assert_eq!(status, 401);
    let (status, _) = call(
        addr,
        "PUT",
        "/api/account/language",
        None,
        english,
        choose(json!("fr")),
    )
    .await;
    assert_eq!(status, 401);

    // Null forgets the choice: the browser's language answers again.
    let (status, _) = call(
        addr,
        "PUT",
        "/api/account/language",
        Some(&ada),
        english,
        choose(Value::Null),
    )
    .await;
    assert_eq!(status, 200);
    let (_, languages) = call(addr, "GET", "/api/i18n", Some(&ada), "fr", None).await;
    assert_eq!(languages["negotiated"], "fr", "{languages}");
    assert_eq!(languages["account"], Value::Null, "{languages}");
    let (_, languages) = call(addr, "GET", "/api/i18n", Some(&ada), english, None).await;
    assert_eq!(languages["negotiated"], "en", "{languages}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_account_is_notified_in_french_and_an_english_one_in_english() {
    let app: Arc<App> = app_on(sleuth_server::pg_harness::store_for_tests().await);
    app.push_settings.write().expect("settings").allow_http = true;
    let addr = serve_app(&app, Limits::default()).await;
    let (service, received) = push_service().await;
    let received = tokio::sync::Mutex::new(received);
    let amelie = sign_up(addr, "Amelie").await;
    let bob = sign_up(addr, "Bob").await;
    let browser = Browser::new();
    let endpoint = format!("http://{service}/push/amelie");
    let (status, _) = call(
        addr,
        "POST",
        "/api/push/subscriptions",
        Some(&amelie),
        "en",
        Some(browser.subscription(&endpoint)),
    )
    .await;
    assert_eq!(status, 200);

    // Never chose: English, whatever the browser asking for the test says.
    let (_, answer) = call(addr, "POST", "/api/push/test", Some(&amelie), "fr", None).await;
    assert_eq!(answer["delivered"], 1, "{answer}");
    let test = browser.read(&next_push(&received).await);
    assert_eq!(test["title"], "Sleuth notifications work", "{test}");

    // Chose French: the test and an invitation from an English speaker are
    // written in French.
    let (status, _) = call(
        addr,
        "PUT",
        "/api/account/language",
        Some(&amelie),
        "en",
        Some(json!({"language": "fr"})),
    )
    .await;
    assert_eq!(status, 200);
    let (_, answer) = call(addr, "POST", "/api/push/test", Some(&amelie), "en", None).await;
    assert_eq!(answer["delivered"], 1, "{answer}");
    let test = browser.read(&next_push(&received).await);
    assert_eq!(
        test["title"], "Les notifications de Sleuth fonctionnent",
        "{test}"
    );

    let body = json!({"game": "lady-alice", "config": {"players": 3}});
    let created = with_cookie(addr, "POST", "/api/matches", Some(&bob), Some(body)).await;
    assert_eq!(created.status, 201, "{}", created.text());
    let id = created.json()["match"]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    join_as_account(addr, &id, 0, &bob).await;
    let (status, answer) = call(
        addr,
        "POST",
        &format!("/api/matches/{id}/invitations"),
        Some(&bob),
        "en",
        Some(json!({"name": "Amelie"})),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    let invitation = browser.read(&next_push(&received).await);
    assert_eq!(
        invitation["title"], "Une invitation à Lady Alice",
        "{invitation}"
    );
    assert_eq!(
        invitation["body"], "Bob vous invite à sa table.",
        "{invitation}"
    );
    assert_eq!(invitation["url"], format!("/#/match/{id}"));
}
