//! Forfeits: a person's seat that its stand-in bot was playing when the match
//! ended, through the public protocol over real sockets. In a rated match it is
//! placed last and rated as a loss against everyone who did not forfeit (two
//! forfeits are not compared), never as a win even when the bot won; the results
//! say so, the profile says so, and the finished match's summary lists each
//! account's rating change (`rating_changes`), also after a restart. A seat
//! reclaimed before the end does not forfeit. The store's own rule (the seats it
//! holds decide the forfeit) is checked directly on the store.

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_core::{Outcome, Seat, SleuthRng};
use sleuth_server::rating::{INITIAL, places, shown, update};
use sleuth_server::store::{Append, FinishWrite, NewMatch, SeatRow};
use sleuth_server::{App, Limits, Store};
use support::*;

/// Serves `store` where the seat `first` moves first (the first player is drawn
/// from the seed; these tests decide whose clock runs out first).
async fn serve_with_first(store: Store, first: u8) -> (std::net::SocketAddr, Arc<App>) {
    let app = app_on(store);
    *app.seed_filter.lock().expect("filter") = Some(if first == 0 {
        |game| game.to_move().contains(Seat(0))
    } else {
        |game| game.to_move().contains(Seat(1))
    });
    (serve_app(&app, Limits::default()).await, app)
}

/// A rated three-seat Lady Alice match with `options` (rated added): Ada at seat
/// 0 and Bob at seat 1 by their sessions, a random bot at seat 2. Returns (id,
/// host token, Bob's seat token).
async fn rated_match(
    addr: std::net::SocketAddr,
    ada: &str,
    bob: &str,
    mut options: Value,
) -> (String, String, String) {
    options["rated"] = json!(true);
    options["stand_in"] = json!("baseline");
    let body = json!({"game": "lady-alice", "config": {"players": 3}, "options": options});
    let created = with_cookie(addr, "POST", "/api/matches", None, Some(body)).await;
    assert_eq!(created.status, 201, "{}", created.text());
    let id = created.json()["match"]["id"]
        .as_str()
        .expect("id")
        .to_owned();
    let host = created.json()["host_token"]
        .as_str()
        .expect("host")
        .to_owned();
    join_as_account(addr, &id, 0, ada).await;
    let bob_token = join_as_account(addr, &id, 1, bob).await;
    bot(addr, &id, 2, &host, "random").await;
    (id, host, bob_token)
}

/// Plays Lady Alice's `seat` for a logged-in `client` until the game ends (moves
/// from `client::lady_alice_move`: suspicions, and passes in deductions, so the
/// person never accuses); says hello again (a fresh sync) after a refused action
/// or 3 s without news. While `hold` is set the player does not act.
async fn play_until_over(client: &mut Client, seat: u64, seed: u64, hold: &AtomicBool) -> Value {
    let mut rng = SleuthRng::from_seed(seed);
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        assert!(Instant::now() < deadline, "the game did not end");
        let Some(message) = client.next_within(Duration::from_secs(3)).await else {
            client.send(json!({"type": "hello", "token": null})).await;
            continue;
        };
        match message["type"].as_str() {
            Some("error") => {
                let pause = if message["kind"] == "rate_limited" {
                    1000
                } else {
                    200
                };
                tokio::time::sleep(Duration::from_millis(pause)).await;
                client.send(json!({"type": "hello", "token": null})).await;
            }
            Some("sync" | "update") => {
                let view = &message["view"];
                if view["phase"]["phase"] == "over" {
                    return message;
                }
                let mine = message["to_move"]
                    .as_array()
                    .is_some_and(|m| m.iter().any(|s| s == seat));
                if mine && !hold.load(Ordering::SeqCst) {
                    let action = lady_alice_move(view, &mut rng);
                    client.send(json!({"type": "act", "action": action})).await;
                }
            }
            _ => {}
        }
    }
}

/// The match's summary once it has finished (polled; bots may still be playing).
async fn finished_summary(addr: std::net::SocketAddr, id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        let (status, summary) = get(addr, &format!("/api/matches/{id}")).await;
        assert_eq!(status, 200, "{summary}");
        if summary["status"] == "finished" {
            return summary;
        }
        assert!(
            Instant::now() < deadline,
            "the match did not finish: {summary}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

fn outcome_of(summary: &Value) -> Outcome {
    serde_json::from_value(summary["outcome"].clone()).expect("an outcome")
}

/// The summary's `rating_changes` entry of `seat`.
fn change_of(summary: &Value, seat: u64) -> Value {
    summary["rating_changes"]
        .as_array()
        .unwrap_or_else(|| panic!("no rating_changes: {summary}"))
        .iter()
        .find(|c| c["seat"] == seat)
        .cloned()
        .unwrap_or_else(|| panic!("no rating change for seat {seat}: {summary}"))
}

/// The newest match on `name`'s profile.
async fn last_result(addr: std::net::SocketAddr, name: &str) -> (Value, Value) {
    let (status, profile) = get(addr, &format!("/api/players/{name}")).await;
    assert_eq!(status, 200, "{profile}");
    (profile["matches"][0].clone(), profile)
}

fn close(a: &Value, b: f64) -> bool {
    a.as_f64().is_some_and(|a| (a - b).abs() < 1e-9)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_whose_time_ran_out_at_the_first_move_forfeits_and_is_rated_last() {
    // Bob moves first and never acts: his clock runs out, the baseline bot plays
    // his seat to the end. Ada plays every turn herself.
    let (addr, _app) =
        serve_with_first(sleuth_server::pg_harness::store_for_tests().await, 1).await;
    let ada = sign_up(addr, "Ada").await;
    let bob = sign_up(addr, "Bob").await;
    let clock = json!({"clock": {"kind": "real_time", "initial_secs": 5, "increment_secs": 2}});
    let (id, host, _) = rated_match(addr, &ada, &bob, clock).await;
    let mut a = Client::connect_with_cookie(addr, &id, &ada).await;
    assert_eq!(a.hello(None, None).await["seat"], 0);
    start(addr, &id, &host).await;
    let end = play_until_over(&mut a, 0, 21, &AtomicBool::new(false)).await;
    assert_eq!(end["view"]["phase"]["phase"], "over");

    let summary = finished_summary(addr, &id).await;
    assert_eq!(summary["seats"][1]["stand_in"], "baseline", "{summary}");
    let outcome = outcome_of(&summary);
    // Bob is last; Ada and the bot keep their order between them, from the game.
    let game = places(&outcome, 3);
    let better = |i: usize, j: usize| u32::from(game[j] < game[i]);
    let expected_places = [1 + better(0, 2), 3, 1 + better(2, 0)];
    // With one forfeit, Weng-Lin over the table with Bob placed last: Ada and the
    // bot each beat him, and Bob loses to both, whatever his bot did.
    let expected = update(&[INITIAL; 3], &expected_places);
    if outcome.winners.contains(Seat(1)) {
        eprintln!("Bob's stand-in won the game; Bob still forfeits");
    }

    let (bob_result, bob_profile) = last_result(addr, "Bob").await;
    assert_eq!(bob_result["match"], id.as_str());
    assert_eq!(bob_result["forfeit"], true, "{bob_result}");
    assert_eq!(bob_result["won"], false, "{bob_result}");
    assert_eq!(bob_result["place"], 3, "{bob_result}");
    assert!(
        close(&bob_result["rating_after"]["mu"], expected[1].0),
        "{bob_result}"
    );
    assert!(
        close(&bob_result["rating_after"]["sigma"], expected[1].1),
        "{bob_result}"
    );
    assert!(expected[1].0 < INITIAL.0 && shown(expected[1]) < shown(INITIAL));
    assert!(
        bob_result["rating_change"].as_f64() < Some(0.0),
        "{bob_result}"
    );
    assert_eq!(bob_profile["games"][0]["won"], 0, "{bob_profile}");
    let (ada_result, _) = last_result(addr, "Ada").await;
    assert_eq!(ada_result["forfeit"], false, "{ada_result}");
    assert_eq!(ada_result["place"], expected_places[0], "{ada_result}");
    assert!(
        close(&ada_result["rating_after"]["mu"], expected[0].0),
        "{ada_result}"
    );

    // The finished match's summary lists both accounts' changes, as shown.
    assert_eq!(summary["rating_changes"].as_array().map(Vec::len), Some(2));
    for (seat, name, forfeit) in [(0u64, "Ada", false), (1, "Bob", true)] {
        let change = change_of(&summary, seat);
        let after = shown(expected[seat as usize]);
        assert_eq!(change["name"], name, "{change}");
        assert_eq!(change["forfeit"], forfeit, "{change}");
        assert!(close(&change["before"], shown(INITIAL)), "{change}");
        assert!(close(&change["after"], after), "{change}");
        let delta = ((after - shown(INITIAL)) * 10.0).round() / 10.0;
        assert!(close(&change["change"], delta), "{change}");
    }
    assert!(change_of(&summary, 1)["change"].as_f64() < Some(0.0));
    // The welcome message's match summary carries them too.
    let mut watcher = Client::connect(addr, &id).await;
    let welcome = watcher.hello(None, None).await;
    assert_eq!(
        welcome["match"]["rating_changes"], summary["rating_changes"],
        "{welcome}"
    );
}

/// Starts a rated match where neither Ada nor Bob ever acts (Ada moves first):
/// both clocks run out at their first move and the bots play the whole game.
/// Returns the match id once it has finished, or `None` when the bots ended the
/// game before Bob's clock ran out (Ada's stand-in's first suspicion may find the
/// solution: the seed is drawn; about one game in several hundred).
async fn both_people_time_out(addr: std::net::SocketAddr) -> Option<String> {
    let ada = sign_up(addr, "Ada").await;
    let bob = sign_up(addr, "Bob").await;
    let clock = json!({"clock": {"kind": "real_time", "initial_secs": 5, "increment_secs": 0}});
    let (id, host, _) = rated_match(addr, &ada, &bob, clock).await;
    start(addr, &id, &host).await;
    let summary = finished_summary(addr, &id).await;
    assert_eq!(summary["seats"][0]["stand_in"], "baseline", "{summary}");
    // Bob never acts: a seat of his without a stand-in at the end means the game
    // ended before his clock ran out.
    if summary["seats"][1]["stand_in"].is_null() {
        return None;
    }
    assert_eq!(summary["seats"][1]["stand_in"], "baseline", "{summary}");
    Some(id)
}

/// [`both_people_time_out`] on a server made by `serve` (a fresh store each
/// time, so that every rating starts anew), again when the game ended early.
async fn both_people_time_out_somewhere<F, Fut>(mut serve: F) -> (std::net::SocketAddr, String)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = std::net::SocketAddr>,
{
    for _ in 0..5 {
        let addr = serve().await;
        if let Some(id) = both_people_time_out(addr).await {
            return (addr, id);
        }
    }
    panic!("five games in a row ended at the first stand-in's first move");
}

/// Both forfeits' results and changes: each is rated only against the bot that
/// did not forfeit (as a loss), never against the other person.
async fn check_both_forfeited(addr: std::net::SocketAddr, summary: &Value) {
    let alone_against_the_bot = update(&[INITIAL, INITIAL], &[1, 2])[1];
    for (seat, name) in [(0u64, "Ada"), (1, "Bob")] {
        let change = change_of(summary, seat);
        assert_eq!(change["name"], name, "{change}");
        assert_eq!(change["forfeit"], true, "{change}");
        assert!(
            close(&change["after"], shown(alone_against_the_bot)),
            "{change}"
        );
        assert!(change["change"].as_f64() < Some(0.0), "{change}");
        let (result, _) = last_result(addr, name).await;
        assert_eq!(result["forfeit"], true, "{result}");
        assert_eq!(result["won"], false, "{result}");
        assert_eq!(result["place"], 2, "{result}");
        assert!(
            close(&result["rating_after"]["mu"], alone_against_the_bot.0),
            "{result}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_whose_bots_played_the_whole_game_both_forfeit_and_gain_nothing() {
    let (addr, id) = both_people_time_out_somewhere(|| async {
        serve_with_first(sleuth_server::pg_harness::store_for_tests().await, 0)
            .await
            .0
    })
    .await;
    let summary = finished_summary(addr, &id).await;
    check_both_forfeited(addr, &summary).await;
    // The bot beat both forfeits.
    let beat_both = update(&[INITIAL; 3], &[2, 2, 1])[2];
    let (_, board) = get(addr, "/api/leaderboards/lady-alice").await;
    let random = board["ranking"]
        .as_array()
        .expect("ranking")
        .iter()
        .find(|r| r["name"] == "random bot")
        .cloned()
        .unwrap_or_else(|| panic!("{board}"));
    assert!(close(&random["rating"]["mu"], beat_both.0), "{random}");
}

/// Copies match `from` to a new id `to` in the SQLite file at `db` (every table
/// that holds a match's rows), so that a server started on that file reads the
/// copy's results rows back: nothing in this process has seen `to` before.
fn copy_match_in_file(db: &std::path::Path, from: &str, to: &str) {
    let conn = rusqlite::Connection::open(db).expect("open the file");
    for (table, key) in [
        ("matches", "id"),
        ("seats", "match_id"),
        ("actions", "match_id"),
        ("chat", "match_id"),
        ("results", "match_id"),
    ] {
        let columns: Vec<String> = conn
            .prepare("SELECT name FROM pragma_table_info(?1)")
            .expect("columns")
            .query_map([table], |row| row.get(0))
            .expect("columns")
            .collect::<Result<_, _>>()
            .expect("columns");
        let chosen: Vec<String> = columns
            .iter()
            .map(|c| if c == key { "?2".to_owned() } else { c.clone() })
            .collect();
        conn.execute(
            &format!(
                "INSERT INTO {table} ({}) SELECT {} FROM {table} WHERE {key} = ?1",
                columns.join(", "),
                chosen.join(", ")
            ),
            [from, to],
        )
        .expect("copy");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rating_changes_are_read_back_from_the_results_after_a_restart() {
    let dir = std::env::temp_dir().join(format!("sleuth-forfeits-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut attempt = 0;
    let (addr, id) = both_people_time_out_somewhere(|| {
        attempt += 1;
        let db = dir.join(format!("try-{attempt}")).join("sleuth.sqlite");
        async move {
            std::fs::create_dir_all(db.parent().expect("a folder")).expect("dir");
            serve_with_first(Store::open(&db).expect("store"), 0)
                .await
                .0
        }
    })
    .await;
    let db = dir.join(format!("try-{attempt}")).join("sleuth.sqlite");
    let before_restart = finished_summary(addr, &id).await;

    let copy = "m-forfeit-copy";
    copy_match_in_file(&db, &id, copy);
    let (addr2, _app2) = serve_with_first(Store::open(&db).expect("reopen"), 0).await;
    let after_restart = finished_summary(addr2, copy).await;
    assert_eq!(
        after_restart["rating_changes"], before_restart["rating_changes"],
        "{after_restart}"
    );
    check_both_forfeited(addr2, &before_restart).await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_reclaimed_before_the_end_does_not_forfeit() {
    // Bob moves first, leaves at once: the stand-in plays his first move. Ada
    // waits until Bob is back, so that the bots cannot end the game without him.
    // The stand-in's first suspicion may find the solution (the seed is drawn):
    // then the game is over before Bob can come back, and the scenario is played
    // again on a fresh store.
    let mut attempts = 0;
    let (addr, id, bob, bob_token, ada_holds, ada_plays) = loop {
        attempts += 1;
        assert!(
            attempts <= 5,
            "five games ended at the stand-in's first move"
        );
        let (addr, _app) =
            serve_with_first(sleuth_server::pg_harness::store_for_tests().await, 1).await;
        let ada = sign_up(addr, "Ada").await;
        let bob = sign_up(addr, "Bob").await;
        let (id, host, bob_token) = rated_match(addr, &ada, &bob, json!({})).await;
        let mut a = Client::connect_with_cookie(addr, &id, &ada).await;
        assert_eq!(a.hello(None, None).await["seat"], 0);
        start(addr, &id, &host).await;
        let ada_holds = Arc::new(AtomicBool::new(true));
        let hold = Arc::clone(&ada_holds);
        let ada_plays = tokio::spawn(async move { play_until_over(&mut a, 0, 31, &hold).await });

        let (status, left) =
            post_to_match(addr, &id, "seats/1/leave", Some(&bob_token), json!({})).await;
        assert_eq!(status, 200, "{left}");
        assert_eq!(left["seats"][1]["stand_in"], "baseline", "{left}");
        // The stand-in plays Bob's first move.
        let deadline = Instant::now() + Duration::from_secs(20);
        let summary = loop {
            let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
            if summary["version"].as_u64() >= Some(1) {
                break summary;
            }
            assert!(
                Instant::now() < deadline,
                "the stand-in never moved: {summary}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        if summary["status"] == "finished" {
            ada_plays.abort();
            continue;
        }
        break (addr, id, bob, bob_token, ada_holds, ada_plays);
    };
    let (status, back) =
        post_to_match(addr, &id, "seats/1/reclaim", Some(&bob_token), json!({})).await;
    assert_eq!(status, 200, "{back}");
    assert!(back["seats"][1].get("stand_in").is_none(), "{back}");

    let mut b = Client::connect_with_cookie(addr, &id, &bob).await;
    assert_eq!(b.hello(None, None).await["seat"], 1);
    ada_holds.store(false, Ordering::SeqCst);
    play_until_over(&mut b, 1, 32, &AtomicBool::new(false)).await;
    ada_plays.await.expect("Ada's game");

    let summary = finished_summary(addr, &id).await;
    let game = places(&outcome_of(&summary), 3);
    let expected = update(&[INITIAL; 3], &game);
    for (seat, name) in [(0usize, "Ada"), (1, "Bob")] {
        let change = change_of(&summary, seat as u64);
        assert_eq!(change["forfeit"], false, "{change}");
        assert!(close(&change["after"], shown(expected[seat])), "{change}");
        let (result, _) = last_result(addr, name).await;
        assert_eq!(result["forfeit"], false, "{result}");
        assert_eq!(result["place"], game[seat], "{result}");
        assert_eq!(
            result["won"],
            outcome_of(&summary).winners.contains(Seat(seat as u8)),
            "{result}"
        );
        assert!(
            close(&result["rating_after"]["mu"], expected[seat].0),
            "{result}"
        );
    }
}

/// The store decides a forfeit from the seats it holds, in the finishing
/// transaction: a seat with a stand-in is written last, not won, and rated as a
/// loss, even if the write said it won; an unrated match records it too. The
/// rating changes are read back with the match.
#[tokio::test]
async fn the_store_records_a_stood_in_seat_as_a_forfeit() {
    let store = sleuth_server::pg_harness::store_for_tests().await;
    for (id, rated) in [("m-forfeit-rated", true), ("m-forfeit-unrated", false)] {
        store
            .create_match(NewMatch {
                id: id.to_owned(),
                game: "lady-alice".to_owned(),
                rules_version: 1,
                config: json!({"players": 2}),
                seed: 7,
                host_token_hash: "host".to_owned(),
                created_at: 1_700_000_000,
                seats: 2,
                options: json!({"rated": rated}),
            })
            .await
            .expect("create");
        let person = |name: &str, stand_in: Option<&str>| SeatRow::Human {
            name: name.to_owned(),
            token_hash: format!("t-{name}"),
            account: Some(format!("u-{name}")),
            stand_in: stand_in.map(str::to_owned),
        };
        for (seat, row) in [
            (0, person("ada", Some("baseline"))),
            (1, person("bob", None)),
        ] {
            store
                .set_seat(id, Seat(seat), &SeatRow::Empty, &row, None)
                .await
                .expect("seat");
        }
        // The write says Ada's bot won; the store's seats say a bot played her seat.
        store
            .append_action(Append {
                match_id: id.to_owned(),
                index: 0,
                seat: Seat(0),
                action: json!({"type": "test"}),
                new_status: Some("finished"),
                campaign: None,
                clock: None,
                finish: Some(FinishWrite {
                    game: "lady-alice".to_owned(),
                    rated,
                    variant: String::new(),
                    finished_at: 1_700_000_100,
                    players: vec![
                        (0, "a:u-ada".to_owned(), 1, true),
                        (1, "a:u-bob".to_owned(), 2, false),
                    ],
                }),
                seat_change: None,
            })
            .await
            .expect("finished");
        let of_this = |rows: Vec<sleuth_server::store::ResultRow>| {
            rows.into_iter()
                .find(|r| r.match_id == id)
                .expect("this match's row")
        };
        let ada = of_this(store.results_of("a:u-ada", 10).await.expect("results"));
        let bob = of_this(store.results_of("a:u-bob", 10).await.expect("results"));
        assert!(ada.forfeit && !ada.won && ada.place == 2, "{ada:?}");
        assert!(!bob.forfeit && bob.place == 1, "{bob:?}");
        let loaded = store.load_match(id, 0).await.expect("load").expect("match");
        if rated {
            let lost = update(&[INITIAL, INITIAL], &[2, 1]);
            assert_eq!(ada.rating_after, Some(lost[0]));
            assert_eq!(bob.rating_after, Some(lost[1]));
            let changes: Vec<(u8, bool)> = loaded
                .rating_changes
                .iter()
                .map(|c| (c.seat, c.forfeit))
                .collect();
            assert_eq!(changes, [(0, true), (1, false)]);
            assert_eq!(loaded.rating_changes[0].after, lost[0]);
        } else {
            assert_eq!(ada.rating_after, None);
            assert!(loaded.rating_changes.is_empty());
        }
    }
}

/// A database from before forfeits were recorded gains the column when opened;
/// its results read as finished by their players.
#[tokio::test]
async fn results_written_before_forfeits_were_recorded_read_as_no_forfeit() {
    let dir = std::env::temp_dir().join(format!("sleuth-old-results-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let db = dir.join("sleuth.sqlite");
    {
        let conn = rusqlite::Connection::open(&db).expect("open");
        conn.execute_batch(
            "CREATE TABLE results (
                 match_id TEXT NOT NULL, seat BIGINT NOT NULL, player TEXT NOT NULL,
                 game TEXT NOT NULL, variant TEXT NOT NULL, place BIGINT NOT NULL,
                 won BIGINT NOT NULL, rated BIGINT NOT NULL,
                 mu_before DOUBLE PRECISION, sigma_before DOUBLE PRECISION,
                 mu_after DOUBLE PRECISION, sigma_after DOUBLE PRECISION,
                 finished_at BIGINT NOT NULL, PRIMARY KEY (match_id, seat));
             INSERT INTO results VALUES ('m-old', 0, 'a:u-old', 'lady-alice', '', 1, 1, 0,
                 NULL, NULL, NULL, NULL, 1600000000);",
        )
        .expect("an old results table");
    }
    let store = Store::open(&db).expect("opened and upgraded");
    let rows = store.results_of("a:u-old", 10).await.expect("results");
    assert_eq!(rows.len(), 1);
    assert!(rows[0].won && !rows[0].forfeit, "{:?}", rows[0]);
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}
