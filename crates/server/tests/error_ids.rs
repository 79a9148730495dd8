//! Over real sockets, refusals carry their catalogue message: an illegal action's
//! WebSocket `error` and an HTTP refusal have `id` and `args` beside `kind` and
//! the English `message`, and the English catalogue formats them to that message.
//! The live tables' own refusals (lobby, seats, config, hand-over, rematch,
//! malformed or unknown WebSocket messages) are sampled here, and a ratchet keeps
//! new English-only refusals out of the live rooms and the socket.

mod support;

use serde_json::{Value, json};
use sleuth_server::Limits;
use support::*;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn an_illegal_action_and_a_taken_seat_are_refused_with_id_and_args() {
    let app = app_on(sleuth_server::pg_harness::store_for_tests().await);
    // Seat 0 holds the notebook first, so a pass is illegal for it.
    *app.seed_filter.lock().expect("filter") =
        Some(|game| game.to_move().contains(sleuth_core::Seat(0)));
    let addr = serve_app(&app, Limits::default()).await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    // The seat is taken: an HTTP refusal with the seat counted from 1.
    let (status, body) =
        post_to_match(addr, &id, "seats/0/join", None, json!({"name": "Bob"})).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["id"], "errors-server-seat-taken", "{body}");
    assert_eq!(body["error"]["args"], json!({"seat": 1}), "{body}");
    assert_eq!(body["error"]["message"], "Seat 1 is taken");
    bot(addr, &id, 1, &host, "baseline").await;
    bot(addr, &id, 2, &host, "baseline").await;
    let mut a = Client::connect(addr, &id).await;
    assert_eq!(a.hello(Some(&ada), None).await["seat"], 0);
    start(addr, &id, &host).await;
    a.until_view().await;
    a.send(json!({"type": "act", "action": {"type": "pass"}, "ref": 7}))
        .await;
    let err: Value = a.until("error").await;
    assert_eq!(err["kind"], "illegal", "{err}");
    assert_eq!(err["ref"], 7, "{err}");
    assert_eq!(err["id"], "errors-lady-alice-suspicion-phase", "{err}");
    assert_eq!(err["args"], json!({}), "{err}");
    let english = sleuth_i18n::catalogue("en").format("errors-lady-alice-suspicion-phase", &[]);
    assert_eq!(err["message"], english.as_str());
    // A counter placed in the suspicion phase names the same refusal; a malformed
    // action names the game and the parser's detail.
    a.send(json!({"type": "act", "action": {"type": "teleport"}}))
        .await;
    let err = a.until("error").await;
    assert_eq!(err["kind"], "malformed", "{err}");
    assert_eq!(err["id"], "errors-play-malformed-action", "{err}");
    assert_eq!(err["args"]["game"], "Lady Alice", "{err}");
}

/// The catalogue message `id` of `language` with the JSON `args` of a payload.
fn formatted(language: &str, id: &str, args: &Value) -> String {
    said(language, &json!({"id": id, "args": args}))
}

/// Checks a refusal's payload (an HTTP `error` or a WebSocket `error`): its id
/// is `id`, in the English and the French catalogue, with exactly the arguments
/// `args`, which are the message's variables in both; its `message` is still the
/// English sentence the server always sent, `english`; and, unless the refusal
/// only carries an `explained` message, the English catalogue says the same.
fn assert_refusal(payload: &Value, kind: &str, id: &str, args: Value, english: &str) {
    assert_eq!(payload["kind"], kind, "{payload}");
    assert_eq!(payload["id"], id, "{payload}");
    assert_eq!(payload["args"], args, "{payload}");
    assert_eq!(
        payload["message"], english,
        "the English sentence changed: {payload}"
    );
    assert!(args.is_object(), "args are an object: {payload}");
    // Both catalogues have the id with exactly these arguments as variables,
    // and the English catalogue says `english`.
    sleuth_i18n::check_explanation(&explanation_of(payload), Some(english))
        .unwrap_or_else(|problem| panic!("{problem}"));
    let french = formatted("fr", id, &args);
    assert_ne!(french, english, "{id} has no French of its own");
    assert!(
        !french.contains("{$"),
        "{id} leaves a variable out: {french}"
    );
}

/// An HTTP refusal's `error` object, once its status is `status`.
fn error_of(status: u16, expected: u16, body: &Value) -> &Value {
    assert_eq!(status, expected, "{body}");
    &body["error"]
}

#[tokio::test]
async fn a_link_to_no_match_is_refused_with_its_message() {
    let addr = server().await;
    let (status, body) = get(addr, "/api/matches/no-such-match-here").await;
    assert_refusal(
        error_of(status, 404, &body),
        "not_found",
        "errors-live-no-such-match",
        json!({"match": "\"no-such-match-here\""}),
        "there is no match \"no-such-match-here\"",
    );
}

#[tokio::test]
async fn lobby_refusals_of_hosts_seats_and_configs_carry_live_message_ids() {
    let addr = server().await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;

    // Host-only actions by someone who is not the host.
    let (status, body) = post_to_match(
        addr,
        &id,
        "seats/2/bot",
        Some(&ada),
        json!({"bot": "baseline"}),
    )
    .await;
    assert_refusal(
        error_of(status, 401, &body),
        "unauthorized",
        "errors-live-host-only-bots",
        json!({}),
        "only the match's host may seat bots",
    );
    let (status, body) = post_to_match(addr, &id, "start", Some(&ada), json!({})).await;
    assert_refusal(
        error_of(status, 401, &body),
        "unauthorized",
        "errors-live-organiser-start",
        json!({}),
        "only the match's host may start it",
    );
    let (status, body) = post_to_match(
        addr,
        &id,
        "config",
        Some(&bob),
        json!({"config": {"players": 3}}),
    )
    .await;
    assert_refusal(
        error_of(status, 401, &body),
        "unauthorized",
        "errors-live-organiser-config",
        json!({}),
        "only the match's host may change its config",
    );
    let (status, body) = post_to_match(addr, &id, "seats/0/leave", Some(&bob), json!({})).await;
    assert_refusal(
        error_of(status, 401, &body),
        "unauthorized",
        "errors-live-leave-not-yours",
        json!({}),
        "only the host or the seat's player may empty a seat",
    );

    // A config for another table size.
    let (status, body) = post_to_match(
        addr,
        &id,
        "config",
        Some(&host),
        json!({"config": {"players": 4}}),
    )
    .await;
    assert_refusal(
        error_of(status, 400, &body),
        "bad_request",
        "errors-live-config-seat-count",
        json!({"seats": 3, "players": 4}),
        "this match has 3 seats and this config is for 4: create a new match for another table size",
    );
    // A config the game refuses names the game's own message; the English
    // sentence keeps the place of the problem in front.
    let (status, body) = post_to_match(
        addr,
        &id,
        "config",
        Some(&host),
        json!({"config": {"players": 9}}),
    )
    .await;
    let error = error_of(status, 400, &body);
    assert_eq!(error["id"], "errors-lady-alice-player-count", "{body}");
    assert_eq!(error["args"], json!({"players": 9}), "{body}");
    assert_eq!(
        error["message"],
        "config: Lady Alice is played by 3 to 5 players, not 9"
    );

    // Seats: a bot into a person's seat, a bot the game has not, a start with
    // an empty seat, a name too long.
    let (status, body) = post_to_match(
        addr,
        &id,
        "seats/1/bot",
        Some(&host),
        json!({"bot": "baseline"}),
    )
    .await;
    assert_refusal(
        error_of(status, 409, &body),
        "conflict",
        "errors-live-seat-taken-by-player",
        json!({"seat": 2}),
        "seat 2 is taken by a player",
    );
    let (status, body) = post_to_match(
        addr,
        &id,
        "seats/2/bot",
        Some(&host),
        json!({"bot": "nobody"}),
    )
    .await;
    let error = error_of(status, 400, &body);
    let bots = error["args"]["bots"]
        .as_str()
        .expect("the game's bots")
        .to_owned();
    assert!(bots.contains("baseline"), "{body}");
    assert_refusal(
        error,
        "bad_request",
        "errors-live-no-such-bot",
        json!({"bot": "nobody", "bots": bots}),
        &format!("no bot \"nobody\"; this game's bots: {bots}"),
    );
    let (status, body) = post_to_match(addr, &id, "start", Some(&host), json!({})).await;
    assert_refusal(
        error_of(status, 409, &body),
        "conflict",
        "errors-live-seat-empty",
        json!({"seat": 3}),
        "seat 3 is empty: seat a player or a bot first",
    );
    let long = "x".repeat(41);
    let (status, body) =
        post_to_match(addr, &id, "seats/2/join", None, json!({"name": long})).await;
    let error = error_of(status, 400, &body);
    assert_eq!(error["id"], "errors-text-too-long", "{body}");
    assert_eq!(
        formatted("en", "errors-text-too-long", &error["args"]),
        error["message"].as_str().expect("message"),
        "{body}"
    );

    // A seat's choice the game does not offer: the game's word for the choice
    // ("character") is passed as it is and the French catalogue words it.
    let (cluedo, _) = create(addr, "havent-a-cluedo", json!({"players": 3})).await;
    let (status, body) = post_to_match(
        addr,
        &cluedo,
        "seats/0/join",
        None,
        json!({"name": "Ada", "choice": "Nobody"}),
    )
    .await;
    let error = error_of(status, 400, &body);
    let choices = error["args"]["choices"]
        .as_str()
        .expect("the choices")
        .to_owned();
    let refusal = json!({
        "choice": "Nobody",
        "label": "character",
        "game": "Haven't a Cluedo",
        "choices": choices,
    });
    assert_refusal(
        error,
        "bad_request",
        "errors-live-not-a-choice",
        refusal.clone(),
        &format!("\"Nobody\" is not a character of Haven't a Cluedo; choose one of: {choices}"),
    );
    assert!(
        formatted("fr", "errors-live-not-a-choice", &refusal)
            .contains("n’est pas un personnage de"),
        "{body}"
    );
}

#[tokio::test]
async fn malformed_and_unknown_socket_messages_carry_live_message_ids() {
    let addr = server().await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    bot(addr, &id, 1, &host, "baseline").await;
    bot(addr, &id, 2, &host, "baseline").await;
    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;

    // Before the start: a rematch of a match not over.
    a.send(json!({"type": "rematch", "ref": 1})).await;
    let err = a.until("error").await;
    assert_eq!(err["ref"], 1, "{err}");
    assert_refusal(
        &err,
        "conflict",
        "errors-live-rematch-not-over",
        json!({}),
        "a rematch can be asked for once the match is over",
    );

    a.send_raw(Message::Text("{not json".into())).await;
    let err = a.until("error").await;
    let detail = err["args"]["detail"]
        .as_str()
        .expect("the parser's detail")
        .to_owned();
    assert_refusal(
        &err,
        "malformed",
        "errors-live-not-json",
        json!({"detail": detail}),
        &format!("not JSON: {detail}"),
    );
    a.send(json!({"kind": "hello"})).await;
    assert_refusal(
        &a.until("error").await,
        "malformed",
        "errors-live-no-type",
        json!({}),
        "a message is a JSON object with a \"type\"",
    );
    a.send(json!({"type": "dance", "ref": "x"})).await;
    let err = a.until("error").await;
    assert_eq!(err["ref"], "x", "{err}");
    assert_refusal(
        &err,
        "unknown_message",
        "errors-live-unknown-message",
        json!({"type": "dance"}),
        "unknown message type \"dance\"; expected hello, act, chat, rematch, reclaim, hand_over or ping",
    );
    a.send(json!({"type": "chat", "words": "hi"})).await;
    assert_refusal(
        &a.until("error").await,
        "malformed",
        "errors-live-chat-needs-text",
        json!({}),
        "a chat message needs a \"text\" string",
    );
    // A chat message too long is refused by the shared text check.
    a.send(json!({"type": "chat", "text": "x".repeat(2_000)}))
        .await;
    let err = a.until("error").await;
    assert_eq!(err["kind"], "invalid_text", "{err}");
    assert_eq!(err["id"], "errors-text-too-long", "{err}");
    assert_eq!(
        formatted("en", "errors-text-too-long", &err["args"]),
        err["message"].as_str().expect("message"),
        "{err}"
    );
    a.send(json!({"type": "hand_over"})).await;
    assert_refusal(
        &a.until("error").await,
        "malformed",
        "errors-live-hand-over-malformed",
        json!({}),
        "a hand_over message needs a \"seat\": the seat's number from 0",
    );
    a.send_raw(Message::Binary(vec![1u8, 2, 3].into())).await;
    assert_refusal(
        &a.until("error").await,
        "malformed",
        "errors-live-binary-frame",
        json!({}),
        "binary frames are not part of the protocol; send JSON text",
    );
    a.send(json!({"type": "hello", "token": ada, "since": "yesterday"}))
        .await;
    assert_refusal(
        &a.until("error").await,
        "malformed",
        "errors-live-bad-since",
        json!({"max": u64::MAX.to_string(), "value": "\"yesterday\""}),
        &format!(
            "since is the last version you have seen, a whole number from 0 to {}, or null; not \"yesterday\"",
            u64::MAX
        ),
    );

    // In play: an act without an action, a hand-over of one's own seat.
    start(addr, &id, &host).await;
    a.until_view().await;
    a.send(json!({"type": "act"})).await;
    assert_refusal(
        &a.until("error").await,
        "malformed",
        "errors-live-act-needs-action",
        json!({}),
        "an act message needs an \"action\"",
    );
    a.send(json!({"type": "hand_over", "seat": 0})).await;
    assert_refusal(
        &a.until("error").await,
        "conflict",
        "errors-live-hand-over-own-seat",
        json!({}),
        "this is your own seat: to give it up, leave the table",
    );
    a.send(json!({"type": "hand_over", "seat": 7})).await;
    assert_refusal(
        &a.until("error").await,
        "no_such_seat",
        "errors-live-hand-over-no-such-seat",
        json!({"seat": 8}),
        "this match has no seat 8",
    );
    a.send(json!({"type": "hand_over", "seat": 1})).await;
    assert_refusal(
        &a.until("error").await,
        "conflict",
        "errors-live-hand-over-bot",
        json!({"seat": 2}),
        "seat 2 is played by a bot",
    );
    a.send(json!({"type": "rematch"})).await;
    assert_refusal(
        &a.until("error").await,
        "conflict",
        "errors-live-rematch-not-over",
        json!({}),
        "a rematch can be asked for once the match is over",
    );

    // A spectator may neither ask for a rematch nor reclaim a seat, nor name
    // itself with something that is not a string.
    let mut watcher = Client::connect(addr, &id).await;
    watcher.hello(None, None).await;
    watcher.send(json!({"type": "rematch"})).await;
    assert_refusal(
        &watcher.until("error").await,
        "unauthorized",
        "errors-live-rematch-needs-seat",
        json!({}),
        "only a seated person may ask for a rematch",
    );
    watcher.send(json!({"type": "reclaim"})).await;
    assert_refusal(
        &watcher.until("error").await,
        "unauthorized",
        "errors-live-reclaim-needs-seat",
        json!({}),
        "only the seat's player may reclaim it",
    );
    watcher.send(json!({"type": "hello", "name": 5})).await;
    assert_refusal(
        &watcher.until("error").await,
        "malformed",
        "errors-live-bad-name",
        json!({}),
        "name is a display name (a string) or null",
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_over_too_soon_gives_its_spans_as_minutes_and_seconds() {
    let app = app_on(sleuth_server::pg_harness::store_for_tests().await);
    app.presence
        .hand_over_after_ms
        .store(60_000, std::sync::atomic::Ordering::SeqCst);
    let addr = serve_app(&app, Limits::default()).await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "baseline").await;
    start(addr, &id, &host).await;
    let mut a = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    let mut b = Client::connect(addr, &id).await;
    b.hello(Some(&bob), None).await;
    b.close().await;
    // Until the server has seen Bob go, the refusal says he is connected.
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    let refused = loop {
        a.send(json!({"type": "hand_over", "seat": 1})).await;
        let err = a.until("error").await;
        if err["id"] == "errors-live-hand-over-too-soon" {
            break err;
        }
        assert_eq!(err["id"], "errors-live-hand-over-connected", "{err}");
        assert!(
            tokio::time::Instant::now() < deadline,
            "Bob never went away"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert_eq!(refused["kind"], "conflict", "{refused}");
    let args = &refused["args"];
    assert_eq!(args["name"], "Bob", "{refused}");
    assert_eq!(args["seat"], 2, "{refused}");
    assert_eq!(args["after_minutes"], 1, "{refused}");
    assert_eq!(args["after_seconds"], 0, "{refused}");
    assert_eq!(args["away_minutes"], 0, "{refused}");
    // The English sentence still spells the spans out in words.
    let message = refused["message"].as_str().expect("message");
    assert!(message.starts_with("Bob has been away for "), "{message}");
    assert!(
        message.contains("seat 2 may be handed to a bot after 1 minute away, in "),
        "{message}"
    );
    sleuth_i18n::check_explanation(&explanation_of(&refused), None)
        .unwrap_or_else(|problem| panic!("{problem}"));
    let english = formatted("en", "errors-live-hand-over-too-soon", args);
    assert!(english.contains("after 1 min 0 s away, in "), "{english}");
    let french = formatted("fr", "errors-live-hand-over-too-soon", args);
    assert!(
        french.starts_with("l’absence de Bob dure depuis 0\u{a0}min "),
        "{french}"
    );
}

#[test]
fn every_live_message_is_in_english_and_french_with_the_same_variables() {
    let english = sleuth_i18n::message_variables("en");
    let french = sleuth_i18n::message_variables("fr");
    let live: Vec<&String> = english
        .keys()
        .filter(|id| id.starts_with("errors-live-"))
        .collect();
    assert!(live.len() > 40, "{live:?}");
    for id in live {
        assert_eq!(french.get(id), english.get(id), "{id}");
    }
}

#[tokio::test]
async fn clock_rules_out_of_bounds_carry_live_message_ids() {
    let addr = server().await;
    let cases = [
        (
            json!({"kind": "real_time", "initial_secs": 1, "increment_secs": 0}),
            "errors-live-clock-initial",
            json!({"secs": 1}),
            "a real-time clock starts with 5 seconds to 24 hours (86400 s), not 1 s",
        ),
        (
            json!({"kind": "real_time", "initial_secs": 60, "increment_secs": 601}),
            "errors-live-clock-increment",
            json!({"secs": 601}),
            "the increment per move is at most 600 seconds, not 601",
        ),
        (
            json!({"kind": "turn_based", "move_hours": 0.1}),
            "errors-live-clock-move-hours",
            json!({"hours": "0.1"}),
            "a turn-based deadline is 0.25 to 720 hours (30 days) per move, not 0.1",
        ),
    ];
    for (clock, id, args, english) in cases {
        let body =
            json!({"game": "lady-alice", "config": {"players": 3}, "options": {"clock": clock}});
        let created = with_cookie(addr, "POST", "/api/matches", None, Some(body)).await;
        assert_refusal(
            error_of(created.status, 400, &created.json()),
            "bad_request",
            id,
            args,
            english,
        );
    }
}
