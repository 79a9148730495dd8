//! Over real sockets, the refusals of the site's own routes (accounts, profiles,
//! friends, the learning aid, content ratings, languages, metrics and the plain
//! HTTP checks) carry a catalogue message: `id` and `args` beside `kind` and the
//! English `message`. The id is in English and French alike, the arguments are
//! exactly the message's variables, and English formats them to the sentence
//! sent. A ratchet keeps new English-only refusals out of these routes' source.

mod support;

use serde_json::{Value, json};
use support::*;

/// Checks one refusal: its kind and id, that both catalogues have the id, that
/// `args` names exactly the message's variables, and that the English catalogue
/// formats them to `message`, which is `english`.
fn assert_refusal(error: &Value, kind: &str, id: &str, english: &str) {
    assert_eq!(error["kind"], kind, "{error}");
    assert_eq!(error["id"], id, "{error}");
    assert!(error["args"].is_object(), "args is an object: {error}");
    let explanation = explanation_of(error);
    sleuth_i18n::check_explanation(&explanation, Some(english))
        .unwrap_or_else(|problem| panic!("{problem}"));
    assert_eq!(error["message"], english, "{error}");
    let french = sleuth_i18n::catalogue("fr").explain(&explanation);
    assert_ne!(french, english, "{id} has its own French words");
}

async fn credentials(addr: std::net::SocketAddr, path: &str, name: &str, password: &str) -> Answer {
    let body = json!({"name": name, "password": password});
    with_cookie(addr, "POST", path, None, Some(body)).await
}

#[tokio::test]
async fn account_refusals_name_their_catalogue_message() {
    let addr = server().await;
    sign_up(addr, "Ada_L").await;

    let taken = credentials(addr, "/api/accounts", "ada_l", "another password").await;
    assert_eq!(taken.status, 409, "{}", taken.text());
    assert_refusal(
        &taken.json()["error"],
        "conflict",
        "errors-site-account-name-taken",
        "the name ada_l is taken; choose another",
    );
    assert_eq!(taken.json()["error"]["args"], json!({"name": "ada_l"}));

    let short = credentials(addr, "/api/accounts", "Al", "a long password").await;
    assert_eq!(short.status, 400, "{}", short.text());
    assert_refusal(
        &short.json()["error"],
        "bad_request",
        "errors-site-account-name-length",
        "an account name has 3 to 24 characters, not 2",
    );
    assert_eq!(
        short.json()["error"]["args"],
        json!({"min": 3, "max": 24, "count": 2})
    );
    let spaced = credentials(addr, "/api/accounts", "Ada L", "a long password").await;
    assert_refusal(
        &spaced.json()["error"],
        "bad_request",
        "errors-site-account-name-character",
        "an account name holds letters, digits, '_', '-' and '.' only, not ' '",
    );
    let weak = credentials(addr, "/api/accounts", "Grace", "short").await;
    assert_refusal(
        &weak.json()["error"],
        "bad_request",
        "errors-site-password-length",
        "a password has 8 to 128 characters",
    );

    let wrong = credentials(addr, "/api/session", "Ada_L", "not the password").await;
    assert_eq!(wrong.status, 401, "{}", wrong.text());
    assert_refusal(
        &wrong.json()["error"],
        "unauthorized",
        "errors-site-wrong-login",
        "wrong name or password",
    );
    // Five wrong tries per name, then the name waits.
    let mut last = wrong;
    for _ in 0..5 {
        last = credentials(addr, "/api/session", "Ada_L", "not the password").await;
        if last.status == 429 {
            break;
        }
    }
    assert_eq!(last.status, 429, "{}", last.text());
    assert_refusal(
        &last.json()["error"],
        "rate_limited",
        "errors-site-login-name-rate-limited",
        "too many wrong passwords for this account; wait a few minutes and try again",
    );

    let guest = with_cookie(addr, "GET", "/api/my-turns", None, None).await;
    assert_eq!(guest.status, 401, "{}", guest.text());
    assert_refusal(
        &guest.json()["error"],
        "unauthorized",
        "errors-site-log-in-first",
        "log in first: this needs an account's session",
    );
}

#[tokio::test]
async fn friend_and_profile_refusals_name_their_catalogue_message() {
    let addr = server().await;
    let ada = sign_up(addr, "Ada_F").await;
    let befriend = |name: &'static str| {
        let ada = ada.clone();
        async move {
            with_cookie(
                addr,
                "POST",
                "/api/friends",
                Some(&ada),
                Some(json!({"name": name})),
            )
            .await
        }
    };
    let herself = befriend("ada_f").await;
    assert_eq!(herself.status, 400, "{}", herself.text());
    assert_refusal(
        &herself.json()["error"],
        "bad_request",
        "errors-site-friend-self",
        "you cannot add yourself as a friend",
    );
    let nobody = befriend("Nobody_Here").await;
    assert_eq!(nobody.status, 404, "{}", nobody.text());
    assert_refusal(
        &nobody.json()["error"],
        "not_found",
        "errors-site-no-account-named",
        "no account is named Nobody_Here",
    );
    let starts_badly = befriend("_ada").await;
    assert_refusal(
        &starts_badly.json()["error"],
        "bad_request",
        "errors-site-account-name-start",
        "an account name starts with a letter or a digit",
    );

    let (status, body) = get(addr, "/api/players/Nobody_Here").await;
    assert_eq!(status, 404, "{body}");
    assert_refusal(
        &body["error"],
        "not_found",
        "errors-site-no-such-player",
        "there is no player \"Nobody_Here\"",
    );
    let (status, body) = get(addr, "/api/leaderboards/chess").await;
    assert_eq!(status, 404, "{body}");
    assert_refusal(
        &body["error"],
        "not_found",
        "errors-site-unknown-game",
        "unknown game \"chess\"",
    );
}

#[tokio::test]
async fn rating_and_aid_refusals_name_their_catalogue_message() {
    let addr = server().await;
    let bob = sign_up(addr, "Bob_R").await;
    let rate = |id: String, body: Value| {
        let bob = bob.clone();
        async move {
            let path = format!("/api/matches/{id}/rating");
            with_cookie(addr, "POST", &path, Some(&bob), Some(body)).await
        }
    };
    let (lady_alice, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    let quoted = rate(lady_alice.clone(), json!({"stars": "5"})).await;
    assert_eq!(quoted.status, 400, "{}", quoted.text());
    assert_refusal(
        &quoted.json()["error"],
        "bad_request",
        "errors-site-rating-stars",
        "stars must be a whole number from 1 to 5, as a JSON number (e.g. {\"stars\": 4}), not \"5\"",
    );
    let listed = rate(lady_alice.clone(), json!([5])).await;
    assert_refusal(
        &listed.json()["error"],
        "bad_request",
        "errors-site-rating-body-object",
        "the body must be a JSON object, e.g. {\"stars\": 4}",
    );
    let nothing = rate(lady_alice.clone(), json!({"stars": 4})).await;
    assert_eq!(nothing.status, 400, "{}", nothing.text());
    assert_refusal(
        &nothing.json()["error"],
        "bad_request",
        "errors-site-rating-nothing-to-rate",
        "Lady Alice has no case, puzzle or scenario to rate",
    );
    let (scenario, _) = create(
        addr,
        "almost-innocent",
        json!({"players": 2, "scenario": "spiced-tea"}),
    )
    .await;
    let early = rate(scenario, json!({"stars": 4})).await;
    assert_eq!(early.status, 409, "{}", early.text());
    assert_refusal(
        &early.json()["error"],
        "conflict",
        "errors-site-rating-not-over",
        "the match is not over yet: rate the scenario after the game",
    );
    assert_eq!(early.json()["error"]["args"], json!({"noun": "scenario"}));

    // The learning aid of a match whose host did not allow it.
    let (status, body) = get(addr, &format!("/api/matches/{lady_alice}/aid")).await;
    assert_eq!(status, 409, "{body}");
    assert_refusal(
        &body["error"],
        "conflict",
        "errors-site-aid-not-allowed",
        "this match does not allow the learning aid: its host did not allow it when making the match",
    );
    // Asked for in a rated match, when making it.
    let (status, body) = post(
        addr,
        "/api/matches",
        None,
        json!({
            "game": "lady-alice",
            "config": {"players": 3},
            "options": {"rated": true, "learning_aid": true},
        }),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert_refusal(
        &body["error"],
        "bad_request",
        "errors-site-aid-rated",
        "the learning aid is for unrated matches: a rated match is played without it",
    );
}

#[tokio::test]
async fn plain_http_refusals_name_their_catalogue_message() {
    let addr = server().await;
    let (status, body) = get(addr, "/api/no-such-thing").await;
    assert_eq!(status, 404, "{body}");
    assert_refusal(
        &body["error"],
        "not_found",
        "errors-site-no-such-route",
        "no such route; see docs/protocol.md",
    );
    let (status, body) = get(addr, "/api/i18n/tlh").await;
    assert_eq!(status, 404, "{body}");
    assert_refusal(
        &body["error"],
        "not_found",
        "errors-site-unknown-language",
        "Sleuth does not speak \"tlh\"; it speaks en, fr",
    );
    let (status, body) = get(addr, "/metrics").await;
    assert_eq!(status, 404, "{body}");
    assert_refusal(
        &body["error"],
        "not_found",
        "errors-site-metrics-off",
        "metrics are off on this server: start it with --metrics-token (or SLEUTH_METRICS_TOKEN) to turn them on",
    );
    let (status, body) = post(addr, "/api/matches", None, json!(["not", "a", "match"])).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["id"], "errors-site-invalid-body", "{body}");
    let message = body["error"]["message"].as_str().unwrap_or_default();
    assert!(message.starts_with("invalid request body: "), "{body}");
    let plain = request(
        addr,
        "POST",
        "/api/matches",
        &[("content-type", "text/plain")],
        Some(b"{}".to_vec()),
    )
    .await;
    assert_eq!(plain.status, 415, "{}", plain.text());
    assert_refusal(
        &plain.json()["error"],
        "unsupported_media_type",
        "errors-site-not-json",
        "a request body is JSON sent with Content-Type: application/json; this one's content type is \"text/plain\"",
    );
}

#[tokio::test]
async fn the_frameworks_own_refusals_carry_catalogue_messages() {
    let addr = server().await;
    let created = with_cookie(
        addr,
        "POST",
        "/api/matches",
        None,
        Some(json!({"game": "lady-alice", "config": {"players": 3}})),
    )
    .await;
    let id = created.json()["match"]["id"]
        .as_str()
        .expect("id")
        .to_owned();

    // A seat that is not a number: the framework's path rejection.
    let path = format!("/api/matches/{id}/seats/first/bot");
    let bad_path = with_cookie(addr, "POST", &path, None, Some(json!({"bot": "random"}))).await;
    assert_eq!(bad_path.status, 400, "{}", bad_path.text());
    let error = &bad_path.json()["error"];
    let english = error["message"].as_str().expect("message").to_owned();
    assert!(english.starts_with("invalid request: "), "{error}");
    assert_refusal(
        error,
        "bad_request",
        "errors-site-invalid-request",
        &english,
    );

    // A missing static file.
    let missing = with_cookie(addr, "GET", "/static/no-such-file.js", None, None).await;
    assert_eq!(missing.status, 404, "{}", missing.text());
    assert_refusal(
        &missing.json()["error"],
        "not_found",
        "errors-site-not-found",
        "nothing here: no such page or file",
    );
}

#[tokio::test]
async fn solver_refusals_carry_catalogue_messages() {
    let addr = server().await;
    let refused = with_cookie(addr, "POST", "/api/solve/cluedo", None, Some(json!({}))).await;
    assert_eq!(refused.status, 400, "{}", refused.text());
    let error = &refused.json()["error"];
    let english = error["message"].as_str().expect("message").to_owned();
    assert!(
        english.starts_with("the solver cannot read this problem: "),
        "{error}"
    );
    assert_refusal(
        error,
        "bad_request",
        "errors-site-solve-bad-request",
        &english,
    );
}
