//! Over real sockets, refusals carry their catalogue message: an illegal action's
//! WebSocket `error` and an HTTP refusal have `id` and `args` beside `kind` and
//! the English `message`, and the English catalogue formats them to that message.

mod support;

use serde_json::{Value, json};
use sleuth_server::Limits;
use support::*;

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
