//! The store's behaviour, the same on both backends: SQLite (always) and a real
//! PostgreSQL started for the test (when installed; required when
//! `SLEUTH_POSTGRES_TESTS=1`, as scripts/test.sh sets). Writes another node could
//! race with are compare-and-set, a second append at one index is a conflict that
//! writes nothing, concurrent appends from many matches are all durable (SQLite
//! group-commits them), and on PostgreSQL changes reach other nodes and one node at
//! a time holds a match's bots.

use std::time::Duration;

use serde_json::json;
use sleuth_core::Seat;
use sleuth_server::pg_harness::{self, TestPostgres};
use sleuth_server::store::{
    AccountRow, Append, Change, ChatRow, FinishWrite, NewMatch, SeatChange, SeatRow, Store,
};

fn new_match(id: &str) -> NewMatch {
    NewMatch {
        id: id.to_owned(),
        game: "lady-alice".to_owned(),
        rules_version: 1,
        config: json!({"players": 3}),
        seed: 42,
        host_token_hash: "host".to_owned(),
        created_at: 1_700_000_000,
        seats: 3,
        options: json!({"rated": true}),
    }
}

fn append(id: &str, index: u64, seat: u8) -> Append {
    Append {
        match_id: id.to_owned(),
        index,
        seat: Seat(seat),
        action: json!({"type": "test", "index": index}),
        new_status: None,
        campaign: None,
        clock: None,
        finish: None,
        seat_change: None,
    }
}

/// Accounts, sessions, results and ratings, the same on both backends.
async fn keeps_accounts_and_ratings(store: &Store) {
    let ada = AccountRow {
        id: "u-ada".to_owned(),
        name: "Ada".to_owned(),
        password_hash: "$argon2id$stand-in".to_owned(),
        created_at: 1_700_000_000,
    };
    store.create_account(&ada, "ada").await.expect("created");
    let clash = AccountRow {
        id: "u-other".to_owned(),
        ..ada.clone()
    };
    assert!(
        store
            .create_account(&clash, "ada")
            .await
            .expect_err("taken")
            .is_conflict()
    );
    assert_eq!(
        store.account_by_name("ada").await.expect("read"),
        Some(ada.clone())
    );
    assert_eq!(
        store.account_by_id("u-ada").await.expect("read"),
        Some(ada.clone())
    );
    assert_eq!(store.account_by_name("bob").await.expect("read"), None);

    store
        .create_session("s1", "u-ada", 100, 200)
        .await
        .expect("session");
    store
        .create_session("s2", "u-ada", 100, 200)
        .await
        .expect("session");
    assert_eq!(
        store.session_account("s1", 150).await.expect("read"),
        Some(ada.clone())
    );
    assert_eq!(
        store.session_account("s1", 200).await.expect("read"),
        None,
        "expired"
    );
    store
        .set_password("u-ada", "$new", "s1")
        .await
        .expect("changed");
    assert_eq!(
        store.session_account("s2", 150).await.expect("read"),
        None,
        "other sessions end"
    );
    let kept = store
        .session_account("s1", 150)
        .await
        .expect("read")
        .expect("kept");
    assert_eq!(kept.password_hash, "$new");
    store.delete_session("s1").await.expect("logout");
    assert_eq!(store.session_account("s1", 150).await.expect("read"), None);

    // A rated finish: results for both, new ratings, the winner above the loser.
    store
        .create_match(new_match("m-rated"))
        .await
        .expect("create");
    let mut finishing = append("m-rated", 0, 0);
    finishing.new_status = Some("finished");
    finishing.finish = Some(FinishWrite {
        game: "lady-alice".to_owned(),
        rated: true,
        variant: String::new(),
        finished_at: 1_700_000_100,
        players: vec![
            (0, "a:u-ada".to_owned(), 1, true),
            (1, "bot:solver".to_owned(), 2, false),
        ],
    });
    store.append_action(finishing).await.expect("finished");
    let results = store.results_of("a:u-ada", 10).await.expect("results");
    assert_eq!(results.len(), 1);
    assert!(results[0].won && results[0].rated);
    assert_eq!(results[0].rating_before, Some((25.0, 25.0 / 3.0)));
    let after = results[0].rating_after.expect("rated");
    assert!(after.0 > 25.0 && after.1 < 25.0 / 3.0, "{after:?}");
    let board = store.leaderboard("lady-alice", 10).await.expect("board");
    let names: Vec<&str> = board.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["Ada", "solver bot"]);
    assert_eq!(board[0].matches, 1);
    assert_eq!(store.ratings_of("a:u-ada").await.expect("ratings").len(), 1);
}

/// The behaviour both backends share.
async fn behaves(store: &Store) {
    keeps_accounts_and_ratings(store).await;
    store.create_match(new_match("m-a")).await.expect("create");
    let loaded = store
        .load_match("m-a", 0)
        .await
        .expect("load")
        .expect("m-a");
    assert_eq!(loaded.seats, vec![SeatRow::Empty; 3]);
    assert_eq!(loaded.status, "open");
    assert_eq!(loaded.seed, 42);
    assert!(store.load_match("m-none", 0).await.expect("load").is_none());

    // A seat changes only from the row the caller saw.
    let ada = SeatRow::guest("Ada <b>".to_owned(), "t-ada".to_owned());
    let bob = SeatRow::guest("Bob".to_owned(), "t-bob".to_owned());
    store
        .set_seat("m-a", Seat(0), &SeatRow::Empty, &ada, None)
        .await
        .expect("seat 0");
    let lost = store
        .set_seat("m-a", Seat(0), &SeatRow::Empty, &bob, None)
        .await
        .expect_err("seat 0 is no longer empty");
    assert!(lost.is_conflict(), "{lost}");
    let new_config = json!({"players": 3, "note": "chosen"});
    store
        .set_seat(
            "m-a",
            Seat(1),
            &SeatRow::Empty,
            &SeatRow::Bot {
                bot: "solver".to_owned(),
            },
            Some(&new_config),
        )
        .await
        .expect("seat 1 and the config");
    let loaded = store
        .load_match("m-a", 0)
        .await
        .expect("load")
        .expect("m-a");
    assert_eq!(loaded.seats[0], ada);
    assert_eq!(
        loaded.seats[1],
        SeatRow::Bot {
            bot: "solver".to_owned()
        }
    );
    assert_eq!(loaded.config, new_config);

    // A status changes only from the status the caller saw.
    store
        .set_status("m-a", "open", "playing")
        .await
        .expect("start");
    let lost = store
        .set_status("m-a", "open", "playing")
        .await
        .expect_err("already playing");
    assert!(lost.is_conflict(), "{lost}");

    // Action i is written once; a second writer of i conflicts and changes nothing.
    store
        .append_action(append("m-a", 0, 0))
        .await
        .expect("action 0");
    let mut other = append("m-a", 0, 1);
    other.new_status = Some("finished");
    let lost = store
        .append_action(other)
        .await
        .expect_err("index 0 is taken");
    assert!(lost.is_conflict(), "{lost}");
    let loaded = store
        .load_match("m-a", 0)
        .await
        .expect("load")
        .expect("m-a");
    assert_eq!(loaded.actions.len(), 1);
    assert_eq!(loaded.actions[0].0, Seat(0));
    assert_eq!(
        loaded.status, "playing",
        "the refused append changed the status"
    );

    // An action's clock is written with it; a refused one's is not.
    store
        .create_match(new_match("m-clock"))
        .await
        .expect("create");
    let mut timed = append("m-clock", 0, 1);
    timed.clock = Some(r#"{"remaining_ms":[1000,2000]}"#.to_owned());
    store.append_action(timed).await.expect("action 0");
    let mut stale = append("m-clock", 0, 0);
    stale.clock = Some(r#"{"remaining_ms":[0,0]}"#.to_owned());
    let lost = store
        .append_action(stale)
        .await
        .expect_err("index 0 is taken");
    assert!(lost.is_conflict(), "{lost}");
    let loaded = store
        .load_match("m-clock", 0)
        .await
        .expect("load")
        .expect("m-clock");
    assert_eq!(
        loaded.clock.as_deref(),
        Some(r#"{"remaining_ms":[1000,2000]}"#),
        "the action's clock, not the refused one's"
    );
    assert_eq!(loaded.actions.len(), 1);

    // Many matches appending at once: every action is there, in order.
    let mut tasks = Vec::new();
    for m in 0..20 {
        let id = format!("m-many-{m}");
        store.create_match(new_match(&id)).await.expect("create");
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            for index in 0..15 {
                let mut next = append(&id, index, (index % 3) as u8);
                if index == 14 {
                    next.new_status = Some("finished");
                }
                store.append_action(next).await.expect("append");
            }
        }));
    }
    for task in tasks {
        task.await.expect("appender");
    }
    let all = store.load_all().await.expect("load all");
    for m in 0..20 {
        let id = format!("m-many-{m}");
        let stored = all.iter().find(|s| s.id == id).expect("stored");
        assert_eq!(stored.actions.len(), 15, "{id}");
        assert_eq!(stored.status, "finished");
        for (index, (seat, action)) in stored.actions.iter().enumerate() {
            assert_eq!(action["index"], index, "{id}");
            assert_eq!(*seat, Seat((index % 3) as u8));
        }
    }
    // Loading from an index gives the tail only.
    let tail = store
        .load_match("m-many-3", 10)
        .await
        .expect("load")
        .expect("m-many-3");
    assert_eq!(tail.actions.len(), 5);
    assert_eq!(tail.actions[0].1["index"], 10);

    // A campaign write happens with its action, exactly once.
    let write = |times: u32| sleuth_server::store::CampaignWrite {
        game: "almost-innocent".to_owned(),
        group: "The <Group>".to_owned(),
        updated_at: 1,
        update: Box::new(move |stored| {
            let before: u32 = stored.and_then(|s| s.parse().ok()).unwrap_or(0);
            Ok((before + times).to_string())
        }),
    };
    let mut finishing = append("m-a", 1, 1);
    finishing.campaign = Some(write(1));
    store
        .append_action(finishing)
        .await
        .expect("finishing action");
    let mut repeated = append("m-a", 1, 1);
    repeated.campaign = Some(write(100));
    assert!(store.append_action(repeated).await.is_err());
    assert_eq!(
        store
            .campaign_progress("almost-innocent", "The <Group>")
            .await
            .expect("progress")
            .as_deref(),
        Some("1")
    );

    // Chat: in order, text kept as written, a second message at an index is a
    // conflict that writes nothing.
    let row = |index: u64, seat: Option<u8>, text: &str| ChatRow {
        index,
        seat,
        name: "Ada <b>".to_owned(),
        text: text.to_owned(),
        at: 1_700_000_100 + index as i64,
    };
    store
        .append_chat("m-a", &row(0, Some(0), "<script>x</script>"))
        .await
        .expect("chat 0");
    store
        .append_chat("m-a", &row(1, None, "second"))
        .await
        .expect("chat 1");
    let err = store
        .append_chat("m-a", &row(1, Some(2), "racing"))
        .await
        .expect_err("index 1 is taken");
    assert!(err.is_conflict(), "{err}");
    let chat = store.load_chat("m-a", 0).await.expect("chat");
    assert_eq!(
        chat,
        vec![
            row(0, Some(0), "<script>x</script>"),
            row(1, None, "second")
        ]
    );
    assert_eq!(store.load_chat("m-a", 1).await.expect("chat").len(), 1);
    assert!(store.load_chat("m-none", 0).await.expect("chat").is_empty());
}

/// An action that opens or takes a seat writes both or neither, and a lobby's
/// config changes only before the start.
async fn changes_a_seat_with_its_action_and_a_config_in_the_lobby(store: &Store) {
    store
        .create_match(new_match("m-seats"))
        .await
        .expect("create");
    let ada = SeatRow::guest("Ada".to_owned(), "t-ada".to_owned());
    let cleo = SeatRow::guest("Cleo".to_owned(), "t-cleo".to_owned());
    store
        .set_seat("m-seats", Seat(1), &SeatRow::Empty, &ada, None)
        .await
        .expect("seat 1");
    let config = json!({"players": 3, "custom": {"title": "changed"}});
    store
        .set_config("m-seats", &config)
        .await
        .expect("config in the lobby");
    store
        .set_status("m-seats", "open", "playing")
        .await
        .expect("start");
    let late = store
        .set_config("m-seats", &json!({"players": 3}))
        .await
        .expect_err("the match has started");
    assert!(late.is_conflict(), "{late}");
    // Ada leaves: her departure and her open seat in one write.
    let mut leave = append("m-seats", 0, 1);
    leave.seat_change = Some(SeatChange {
        seat: Seat(1),
        expected: ada.clone(),
        row: SeatRow::Empty,
    });
    store.append_action(leave).await.expect("leave");
    // A stale seat change writes nothing, not even its action.
    let mut stale = append("m-seats", 1, 1);
    stale.seat_change = Some(SeatChange {
        seat: Seat(1),
        expected: ada.clone(),
        row: cleo.clone(),
    });
    let lost = store
        .append_action(stale)
        .await
        .expect_err("the seat is no longer Ada's");
    assert!(lost.is_conflict(), "{lost}");
    let mut back = append("m-seats", 1, 1);
    back.seat_change = Some(SeatChange {
        seat: Seat(1),
        expected: SeatRow::Empty,
        row: cleo.clone(),
    });
    store
        .append_action(back)
        .await
        .expect("Cleo takes the seat");
    let loaded = store
        .load_match("m-seats", 0)
        .await
        .expect("load")
        .expect("m-seats");
    assert_eq!(loaded.config, config);
    assert_eq!(loaded.seats[1], cleo);
    assert_eq!(loaded.actions.len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_store_behaves() {
    changes_a_seat_with_its_action_and_a_config_in_the_lobby(&Store::in_memory().expect("store"))
        .await;
    behaves(&Store::in_memory().expect("store")).await;
    let dir = std::env::temp_dir().join(format!("sleuth-store-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("sleuth.sqlite");
    behaves(&Store::open(&path).expect("store")).await;
    // Durable: a new connection to the file sees every action.
    let reopened = Store::open(&path).expect("reopen");
    let all = reopened.load_all().await.expect("load");
    assert_eq!(
        all.len(),
        23,
        "20 from the appends, m-a, m-clock and m-rated"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A PostgreSQL server for this test, or `None` (skipped) when it is not
/// installed and not required.
fn postgres() -> Option<TestPostgres> {
    if pg_harness::skip_unless_available() {
        return None;
    }
    Some(TestPostgres::start().unwrap_or_else(|err| panic!("{err}")))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_store_behaves_and_coordinates_nodes() {
    let Some(server) = postgres() else { return };
    let url = server.fresh_database().await.expect("database");
    let first = Store::connect_postgres(&url).await.expect("node 1");
    behaves(&first).await;
    changes_a_seat_with_its_action_and_a_config_in_the_lobby(&first).await;

    // A second node on the same database: it sees the first node's changes.
    let second = Store::connect_postgres(&url).await.expect("node 2");
    // Listening has begun when `changes` returns.
    let mut changes = second
        .changes()
        .await
        .expect("listening")
        .expect("a shared store announces changes");
    first.create_match(new_match("m-b")).await.expect("create");
    first
        .append_action(append("m-a", 2, 0))
        .await
        .expect("append");
    let mut seen = Vec::new();
    while seen.len() < 2 {
        match tokio::time::timeout(Duration::from_secs(10), changes.recv()).await {
            Ok(Some(Change::Match(id))) => seen.push(id),
            Ok(Some(Change::Resync)) => {}
            other => panic!("no change announced: {other:?} after {seen:?}"),
        }
    }
    assert_eq!(seen, vec!["m-b".to_owned(), "m-a".to_owned()]);
    let on_second = second
        .load_match("m-a", 2)
        .await
        .expect("load")
        .expect("m-a");
    assert_eq!(on_second.actions.len(), 1);

    // One node at a time holds a match's bots; released, the other takes them.
    assert!(first.claim_bots("m-a").await.expect("claim"));
    assert!(
        first.claim_bots("m-a").await.expect("claim again"),
        "held stays held"
    );
    assert!(
        !second.claim_bots("m-a").await.expect("claim"),
        "two drivers"
    );
    assert!(second.claim_bots("m-b").await.expect("another match"));
    first.release_bots("m-a").await;
    assert!(second.claim_bots("m-a").await.expect("claim after release"));
    // A node that goes away loses its locks with its connection.
    drop(second);
    let mut taken = false;
    for _ in 0..50 {
        if first.claim_bots("m-b").await.expect("claim") {
            taken = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(taken, "the bots of a node that went away were not freed");
}
