//! Following another node on PostgreSQL: a node reads back the matches another
//! node changed, many at once, and the store makes the reads asked for at the
//! same time in one statement. Each caller must still get its own match, with
//! its actions from the index it asked for, and nothing for a match the store
//! does not have. Runs against a real PostgreSQL started for the test (skipped
//! when it is not installed, unless `SLEUTH_POSTGRES_TESTS=1`).

use serde_json::json;
use sleuth_core::Seat;
use sleuth_server::pg_harness::{self, TestPostgres};
use sleuth_server::store::{Append, NewMatch, Store};

fn new_match(id: &str) -> NewMatch {
    NewMatch {
        id: id.to_owned(),
        game: "lady-alice".to_owned(),
        rules_version: 1,
        config: json!({"players": 3}),
        seed: 7,
        host_token_hash: "host".to_owned(),
        created_at: 1_700_000_000,
        seats: 3,
        options: json!({}),
    }
}

fn append(id: &str, index: u64) -> Append {
    Append {
        match_id: id.to_owned(),
        index,
        seat: Seat((index % 3) as u8),
        action: json!({"type": "test", "match": id, "index": index}),
        new_status: None,
        campaign: None,
        clock: None,
        finish: None,
        seat_change: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reads_asked_for_at_once_each_get_their_own_match_from_their_own_index() {
    if pg_harness::skip_unless_available() {
        return;
    }
    let server = TestPostgres::start().expect("postgres");
    let url = server.fresh_database().await.expect("database");
    let writer = Store::connect_postgres(&url).await.expect("writing node");
    let reader = Store::connect_postgres(&url).await.expect("reading node");
    // Match i has i actions.
    for i in 0..40u64 {
        let id = format!("m-{i}");
        writer.create_match(new_match(&id)).await.expect("create");
        for index in 0..i {
            writer
                .append_action(append(&id, index))
                .await
                .expect("append");
        }
    }
    // Every match from several places, and matches that do not exist, all at once.
    let mut asked = Vec::new();
    for i in 0..40u64 {
        for first in [0, i / 2, i, i + 3] {
            asked.push((format!("m-{i}"), first));
        }
        asked.push((format!("m-missing-{i}"), 0));
    }
    let reads = asked.iter().map(|(id, first)| {
        let reader = reader.clone();
        let (id, first) = (id.clone(), *first);
        tokio::spawn(async move { reader.load_match(&id, first).await })
    });
    let answers = futures_util::future::join_all(reads).await;
    for ((id, first), answer) in asked.iter().zip(answers) {
        let answer = answer.expect("the read's task").expect("the read");
        let Some(number) = id.strip_prefix("m-").and_then(|n| n.parse::<u64>().ok()) else {
            assert!(answer.is_none(), "{id} does not exist, yet was read");
            continue;
        };
        let stored = answer.unwrap_or_else(|| panic!("{id} was not found"));
        assert_eq!(&stored.id, id);
        assert_eq!(stored.first_action, *first, "{id}");
        assert_eq!(stored.seats.len(), 3, "{id}");
        let expected: Vec<_> = (*first..number)
            .map(|index| {
                (
                    Seat((index % 3) as u8),
                    json!({"type": "test", "match": id, "index": index}),
                )
            })
            .collect();
        assert_eq!(stored.actions, expected, "{id} from {first}");
    }
}
