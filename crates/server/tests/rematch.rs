//! Rematch through the public protocol: after a match ends, each
//! person asks for the rematch with one message; the first makes it (same game,
//! config and seats, bots seated at once), each gets a seat token for the same
//! seat under the same name, and it starts when every seat is taken.

mod support;

use serde_json::json;
use sleuth_core::SleuthRng;
use support::*;

#[tokio::test]
async fn both_players_accept_and_the_rematch_starts_with_the_same_seats() {
    let (addr, _app) = spawn_with(
        sleuth_server::pg_harness::store_for_tests().await,
        sleuth_server::Limits::default(),
    )
    .await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 4})).await;
    let ada = join(addr, &id, 0, "Ada").await;
    let bob = join(addr, &id, 1, "Bob").await;
    bot(addr, &id, 2, &host, "baseline").await;
    bot(addr, &id, 3, &host, "solver").await;
    let mut a = Client::connect(addr, &id).await;
    let mut b = Client::connect(addr, &id).await;
    a.hello(Some(&ada), None).await;
    b.hello(Some(&bob), None).await;

    // Before the end there is no rematch.
    a.send(json!({"type": "rematch", "ref": 1})).await;
    let e = a.until("error").await;
    assert_eq!(
        (e["kind"].as_str(), e["ref"].as_i64()),
        (Some("conflict"), Some(1))
    );

    start(addr, &id, &host).await;
    let (mut rng_a, mut rng_b) = (SleuthRng::from_seed(3), SleuthRng::from_seed(4));
    tokio::join!(
        play_lady_alice_until_over(&mut a, 0, &mut rng_a),
        play_lady_alice_until_over(&mut b, 1, &mut rng_b)
    );

    // A spectator may not ask.
    let mut watcher = Client::connect(addr, &id).await;
    watcher.hello(None, None).await;
    watcher.send(json!({"type": "rematch", "ref": 2})).await;
    assert_eq!(watcher.until("error").await["kind"], "unauthorized");

    // Ada asks: the rematch exists, with the bots seated and Ada in seat 0.
    a.send(json!({"type": "rematch"})).await;
    let offer = a.until("rematch").await;
    let rematch = offer["match"].as_str().expect("an id").to_owned();
    assert_ne!(rematch, id);
    assert_eq!(offer["seat"], 0);
    let ada_again = offer["token"].as_str().expect("a token").to_owned();
    // Everyone at the old table hears of it.
    let lobby = b.until("lobby").await;
    assert_eq!(lobby["match"]["rematch"], rematch.as_str());
    let (_, made) = get(addr, &format!("/api/matches/{rematch}")).await;
    assert_eq!(made["status"], "open");
    assert_eq!(made["config"], json!({"players": 4}));
    assert_eq!(made["seats"][0]["name"], "Ada");
    assert_eq!(made["seats"][1]["kind"], "empty");
    assert_eq!(made["seats"][2]["bot"], "baseline");
    assert_eq!(made["seats"][3]["bot"], "solver");
    // Asking twice does not take a second seat.
    a.send(json!({"type": "rematch", "ref": 3})).await;
    assert_eq!(a.until("error").await["kind"], "conflict");

    // Bob accepts: the same match, his seat, and it starts.
    b.send(json!({"type": "rematch"})).await;
    let offer = b.until("rematch").await;
    assert_eq!(offer["match"], rematch.as_str());
    assert_eq!(offer["seat"], 1);
    let bob_again = offer["token"].as_str().expect("a token").to_owned();
    let (_, started) = get(addr, &format!("/api/matches/{rematch}")).await;
    assert_eq!(started["status"], "playing");
    assert_eq!(started["seats"][1]["name"], "Bob");
    // The new tokens are seats of the rematch, not of the old match.
    let mut a2 = Client::connect(addr, &rematch).await;
    assert_eq!(a2.hello(Some(&ada_again), None).await["seat"], 0);
    let mut b2 = Client::connect(addr, &rematch).await;
    assert_eq!(b2.hello(Some(&bob_again), None).await["seat"], 1);
    let mut old = Client::connect(addr, &id).await;
    assert_eq!(
        old.hello(Some(&ada_again), None).await["seat"],
        serde_json::Value::Null
    );
    // The old match shows its rematch in the lobby's summary too.
    let (_, finished) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(finished["rematch"], rematch.as_str());
}
