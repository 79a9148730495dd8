//! The learning aid over real sockets (`GET /api/matches/{id}/aid`): in an
//! unrated match whose host allowed it, each seat's token gets the knowledge
//! document of exactly the view its WebSocket shows that seat, with the
//! assistant's solver's answer to it; a spectator, a token of no seat, a match
//! that does not allow it, a rated match and a game without the aid are refused.

mod support;

use std::net::SocketAddr;

use serde_json::{Value, json};
use sleuth_core::SleuthRng;
use sleuth_server::Store;
use support::*;

/// Creates a match with `options`; returns (status, body).
async fn create_with(addr: SocketAddr, game: &str, config: Value, options: Value) -> (u16, Value) {
    post(
        addr,
        "/api/matches",
        None,
        json!({"game": game, "config": config, "options": options}),
    )
    .await
}

/// Creates a match that allows the learning aid; returns (id, host token).
async fn create_with_aid(addr: SocketAddr, game: &str, config: Value) -> (String, String) {
    let (status, body) = create_with(addr, game, config, json!({"learning_aid": true})).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["match"]["learning_aid"], true, "{body}");
    (
        body["match"]["id"].as_str().expect("id").to_owned(),
        body["host_token"].as_str().expect("token").to_owned(),
    )
}

async fn aid(addr: SocketAddr, id: &str, token: Option<&str>) -> (u16, Value) {
    http(addr, "GET", &format!("/api/matches/{id}/aid"), token, None).await
}

/// A seat's socket and the latest state message it was sent.
struct Player {
    seat: u64,
    token: String,
    socket: Client,
    latest: Value,
}

impl Player {
    async fn seated(addr: SocketAddr, id: &str, seat: u64, token: String) -> Player {
        let mut socket = Client::connect(addr, id).await;
        socket.hello(Some(&token), None).await;
        Player {
            seat,
            token,
            socket,
            latest: Value::Null,
        }
    }

    /// Reads until a state message of at least `version` with a view.
    async fn until_version(&mut self, version: u64) {
        while self.latest["version"].as_u64().is_none_or(|v| v < version)
            || !self.latest["view"].is_object()
        {
            let message = self.socket.next().await;
            if matches!(message["type"].as_str(), Some("sync" | "update")) {
                self.latest = message;
            }
        }
    }

    fn to_move(&self) -> bool {
        self.latest["to_move"]
            .as_array()
            .is_some_and(|m| m.iter().any(|s| *s == self.seat))
    }
}

/// The aid for `player`'s seat, and the view its socket showed at the same
/// version (bots may move in between: then both are read again).
async fn aid_with_socket_view(addr: SocketAddr, id: &str, player: &mut Player) -> (Value, Value) {
    loop {
        let (status, answer) = aid(addr, id, Some(&player.token)).await;
        assert_eq!(status, 200, "{answer}");
        let version = answer["version"].as_u64().expect("a version");
        player.until_version(version).await;
        if player.latest["version"] == version {
            return (answer, player.latest["view"].clone());
        }
    }
}

/// The document is the game's own aid document of the socket's view (read
/// through the registry, as nothing but the view goes in), and the answer is
/// what the assistant's solver route answers to that document.
async fn assert_aid_is_the_seats_view(addr: SocketAddr, game: &str, answer: &Value, view: &Value) {
    let registry = sleuth_games::registry();
    let host = registry.get(game).expect("a hosted game");
    let expected = host
        .aid_document(view)
        .expect("a seat's view has a document");
    assert_eq!(answer["document"], expected);
    assert_eq!(answer["solver"], host.aid_solver().expect("an aid solver"));
    let solver = answer["solver"].as_str().expect("a solver name");
    let (status, solved) = post(
        addr,
        &format!("/api/solve/{solver}"),
        None,
        answer["document"].clone(),
    )
    .await;
    assert_eq!(status, 200, "{solved}");
    assert_eq!(answer["answer"], solved);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_seat_gets_the_aid_of_its_own_view_and_no_other() {
    let dir = std::env::temp_dir().join(format!("sleuth-aid-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let db = dir.join("sleuth.sqlite");
    let addr = spawn(Store::open(&db).expect("store")).await;

    let (id, host) = create_with_aid(addr, "lady-alice", json!({"players": 3})).await;
    let ann = join(addr, &id, 0, "Ann").await;
    let ben = join(addr, &id, 1, "Ben").await;
    bot(addr, &id, 2, &host, "baseline").await;

    // In the lobby the match says the aid is allowed, but there is nothing yet.
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["learning_aid"], true);
    let (status, body) = aid(addr, &id, Some(&ann)).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("not started")),
        "{body}"
    );

    let mut players = [
        Player::seated(addr, &id, 0, ann.clone()).await,
        Player::seated(addr, &id, 1, ben.clone()).await,
    ];
    start(addr, &id, &host).await;

    // A few moves by the people (the bot answers at once), the aid checked for
    // both seats after each.
    let mut rng = SleuthRng::from_seed(11);
    let mut moves = 0;
    let mut verdicts_seen = 0;
    let mut over = false;
    for _ in 0..6 {
        let mut documents = Vec::new();
        for player in players.iter_mut() {
            let (answer, view) = aid_with_socket_view(addr, &id, player).await;
            assert_eq!(answer["seat"], player.seat);
            assert_eq!(answer["document"]["me"], player.seat);
            assert_eq!(answer["document"]["my_evidence"], view["my_evidence"]);
            assert_aid_is_the_seats_view(addr, "lady-alice", &answer, &view).await;
            verdicts_seen += answer["document"]["suspicions"]
                .as_array()
                .map_or(0, Vec::len);
            documents.push(answer["document"].clone());
        }
        assert_ne!(
            documents[0]["my_evidence"], documents[1]["my_evidence"],
            "each token gets its own seat's card"
        );
        // Each socket catches up with the match (the bot may have moved after
        // the last person's move) before asking who is to move.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        let mover = loop {
            let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
            let current = summary["version"].as_u64().expect("a version");
            for player in players.iter_mut() {
                player.until_version(current).await;
            }
            if summary["status"] != "playing" {
                break None;
            }
            if let Some(i) = players.iter().position(Player::to_move) {
                break Some(i);
            }
            assert!(
                std::time::Instant::now() < deadline,
                "nobody moved for 30 s at version {current}"
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        };
        let Some(mover) = mover.map(|i| &mut players[i]) else {
            over = true;
            break;
        };
        let version = mover.latest["version"].as_u64().expect("a version");
        let action = lady_alice_move(&mover.latest["view"], &mut rng);
        mover
            .socket
            .send(json!({"type": "act", "action": action}))
            .await;
        mover.until_version(version + 1).await;
        moves += 1;
    }
    // Three moves at least, unless a suspicion ended the game sooner (the
    // match's seed is drawn by the server).
    assert!(
        (moves >= 3 || over) && verdicts_seen > 0,
        "{moves} moves, {verdicts_seen} verdicts, over: {over}"
    );

    // A spectator, the host's token and a made-up token get nothing.
    let mut spectator = Client::connect(addr, &id).await;
    spectator.hello(None, None).await;
    for token in [None, Some(host.as_str()), Some("not-a-seat-token")] {
        let (status, body) = aid(addr, &id, token).await;
        assert_eq!(status, 401, "{token:?}: {body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("players"))
        );
    }
    let (status, _) = aid(addr, "m-nosuchmatch", Some(&ann)).await;
    assert_eq!(status, 404);

    // The option is stored with the match: a restarted server still allows it.
    let addr = spawn(Store::open(&db).expect("reopen")).await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["learning_aid"], true);
    let (status, answer) = aid(addr, &id, Some(&ben)).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["document"]["me"], 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_havent_a_cluedo_seat_gets_its_hand_and_what_it_was_shown() {
    let addr = server().await;
    let (id, host) = create_with_aid(addr, "havent-a-cluedo", json!({"players": 3})).await;
    let ann = join(addr, &id, 0, "Ann").await;
    bot(addr, &id, 1, &host, "baseline").await;
    bot(addr, &id, 2, &host, "baseline").await;
    let mut ann = Player::seated(addr, &id, 0, ann).await;
    start(addr, &id, &host).await;
    let (answer, view) = aid_with_socket_view(addr, &id, &mut ann).await;
    assert_eq!(answer["solver"], "cluedo");
    assert_eq!(answer["document"]["my_hand"], view["hand"]);
    assert_eq!(answer["answer"]["method"], "exact");
    assert_aid_is_the_seats_view(addr, "havent-a-cluedo", &answer, &view).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_aid_stays_open_after_the_end() {
    let addr = server().await;
    let (id, host) = create_with_aid(addr, "lady-alice", json!({"players": 3})).await;
    let ann = join(addr, &id, 0, "Ann").await;
    bot(addr, &id, 1, &host, "baseline").await;
    bot(addr, &id, 2, &host, "baseline").await;
    let mut socket = Client::connect(addr, &id).await;
    socket.hello(Some(&ann), None).await;
    start(addr, &id, &host).await;
    let end = play_lady_alice_until_over(&mut socket, 0, &mut SleuthRng::from_seed(3)).await;
    let (status, answer) = aid(addr, &id, Some(&ann)).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["version"], end["version"]);
    assert_aid_is_the_seats_view(addr, "lady-alice", &answer, &end["view"]).await;
}

#[tokio::test]
async fn the_aid_is_refused_where_it_is_not_allowed() {
    let addr = server().await;

    // The games list says which games offer it.
    let (_, games) = get(addr, "/api/games").await;
    let offered: Vec<&str> = games["games"]
        .as_array()
        .expect("games")
        .iter()
        .filter(|g| g["learning_aid"] == true)
        .filter_map(|g| g["info"]["id"].as_str())
        .collect();
    assert_eq!(offered, ["lady-alice", "havent-a-cluedo"]);

    // A match made without the option: its players get nothing.
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let ann = join(addr, &id, 0, "Ann").await;
    bot(addr, &id, 1, &host, "baseline").await;
    bot(addr, &id, 2, &host, "baseline").await;
    start(addr, &id, &host).await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert!(summary.get("learning_aid").is_none(), "{summary}");
    let (status, body) = aid(addr, &id, Some(&ann)).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("does not allow the learning aid")),
        "{body}"
    );

    // Rated and the aid: refused at creation, whatever else the match would need.
    let (status, body) = create_with(
        addr,
        "lady-alice",
        json!({"players": 3}),
        json!({"rated": true, "learning_aid": true}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("the learning aid is for unrated matches")),
        "{body}"
    );

    // A game without the aid.
    let (status, body) = create_with(
        addr,
        "almost-innocent",
        Value::Null,
        json!({"learning_aid": true}),
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("offers no learning aid")),
        "{body}"
    );
}
