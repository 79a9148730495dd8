//! Backups that restore: a live store is backed up while `sleuth serve` plays on
//! it, the copy is restored under a second `sleuth serve`, and every match (status,
//! version, record) and every account (signing in with its password, its profile)
//! is found there over the public API. SQLite through `sleuth admin backup`;
//! PostgreSQL through `pg_dump -Fc` and `pg_restore`, as docs/deploy.md says.
//!
//! The PostgreSQL test needs PostgreSQL's binaries (scripts/test.sh installs
//! Debian's package); it is skipped when they are missing unless
//! `SLEUTH_POSTGRES_TESTS=1`.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use sleuth_core::SleuthRng;
use sleuth_server::client::{
    Client, bot, cookie_pair, create, get, join, play_lady_alice_until_over, start, with_cookie,
};
use sleuth_server::pg_harness::{self, TestPostgres};

mod support;

/// Runs the `sleuth` binary to the end, off the async runtime.
async fn sleuth(args: Vec<String>) -> Output {
    tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_sleuth"))
            .args(&args)
            .output()
            .expect("sleuth runs")
    })
    .await
    .expect("the command's thread")
}

/// A scratch folder for one test, emptied.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sleuth-backup-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// An account the test made: its name and password.
struct Account {
    name: &'static str,
    password: &'static str,
}

const ACCOUNTS: [Account; 2] = [
    Account {
        name: "Ada_Backup",
        password: "correct horse battery",
    },
    Account {
        name: "Basil_Backup",
        password: "staple paper clip",
    },
];

/// What the test made on the first server, as that server showed it.
struct Made {
    /// Finished before the backup: (id, summary, record).
    finished: (String, Value, Value),
    /// A lobby with an account seated: (id, summary).
    open: (String, Value),
    /// Started, waiting for a person who never acts: (id, summary).
    waiting: (String, Value),
    /// Bots playing it while the backup ran: its id and its version just before.
    live: (String, u64),
    /// Every match in the store.
    matches: u64,
}

/// Signs `account` up; its session cookie.
async fn sign_up(addr: SocketAddr, account: &Account) -> String {
    let body = json!({"name": account.name, "password": account.password});
    let answer = with_cookie(addr, "POST", "/api/accounts", None, Some(body)).await;
    assert_eq!(answer.status, 201, "{}", answer.text());
    cookie_pair(&answer.set_cookie.expect("a session cookie"))
}

async fn summary(addr: SocketAddr, id: &str) -> Value {
    let (status, body) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(status, 200, "{id}: {body}");
    body
}

async fn record(addr: SocketAddr, id: &str) -> Value {
    let (status, body) = get(addr, &format!("/api/matches/{id}/record")).await;
    assert_eq!(status, 200, "{id}'s record: {body}");
    body
}

/// Waits until match `id` is finished; its summary.
async fn until_finished(addr: SocketAddr, id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(180);
    loop {
        let now = summary(addr, id).await;
        if now["status"] == "finished" {
            return now;
        }
        assert!(Instant::now() < deadline, "{id} did not finish: {now}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A three-seat Lady Alice match with bots in seats 1 and 2; (id, host token).
async fn lady_alice_with_bots(addr: SocketAddr) -> (String, String) {
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    bot(addr, &id, 1, &host, "baseline").await;
    bot(addr, &id, 2, &host, "baseline").await;
    (id, host)
}

/// Accounts, a finished match, a lobby, a match waiting for a person, and a match
/// the bots are playing, on the server at `addr`; `backup` runs while that last
/// one is being played.
async fn make_data<F>(addr: SocketAddr, backup: F) -> Made
where
    F: AsyncFnOnce(),
{
    let mut matches = 0;
    let cookies = [
        sign_up(addr, &ACCOUNTS[0]).await,
        sign_up(addr, &ACCOUNTS[1]).await,
    ];

    // Ada plays a whole match against two bots; the result goes to her profile.
    let (finished, host) = lady_alice_with_bots(addr).await;
    matches += 1;
    let joined = with_cookie(
        addr,
        "POST",
        &format!("/api/matches/{finished}/seats/0/join"),
        Some(&cookies[0]),
        Some(json!({})),
    )
    .await;
    assert_eq!(joined.status, 200, "{}", joined.text());
    let token = joined.json()["token"].as_str().expect("token").to_owned();
    start(addr, &finished, &host).await;
    let mut client = Client::connect(addr, &finished).await;
    client.hello(Some(&token), None).await;
    play_lady_alice_until_over(&mut client, 0, &mut SleuthRng::from_seed(11)).await;
    client.close().await;
    let finished_summary = until_finished(addr, &finished).await;
    let finished_record = record(addr, &finished).await;

    // Basil waits in a lobby nobody else joined.
    let (open, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    matches += 1;
    let joined = with_cookie(
        addr,
        "POST",
        &format!("/api/matches/{open}/seats/0/join"),
        Some(&cookies[1]),
        Some(json!({})),
    )
    .await;
    assert_eq!(joined.status, 200, "{}", joined.text());
    let open_summary = summary(addr, &open).await;

    // A guest whose turn it is walks away: the match waits for them. (Should the
    // bots end a match before the guest's first turn, a new one is made.)
    let waiting = loop {
        let (id, host) = lady_alice_with_bots(addr).await;
        matches += 1;
        let token = join(addr, &id, 0, "Guest").await;
        start(addr, &id, &host).await;
        let mut client = Client::connect(addr, &id).await;
        client.hello(Some(&token), None).await;
        let waits = loop {
            let message = client.next().await;
            if !matches!(message["type"].as_str(), Some("sync" | "update")) {
                continue;
            }
            if message["view"]["phase"]["phase"] == "over" {
                break false;
            }
            if message["to_move"] == json!([0]) {
                break true;
            }
        };
        client.close().await;
        if waits {
            break id;
        }
    };
    let waiting_summary = summary(addr, &waiting).await;
    assert_eq!(waiting_summary["status"], "playing", "{waiting_summary}");

    // Three bots play; the backup is taken once they have begun. (Should they end
    // a match before it is seen in play, a new one is made.)
    let (live, live_before) = loop {
        let (live, host) = create(addr, "lady-alice", json!({"players": 3})).await;
        matches += 1;
        for seat in 0..3 {
            bot(addr, &live, seat, &host, "baseline").await;
        }
        start(addr, &live, &host).await;
        let deadline = Instant::now() + Duration::from_secs(30);
        let seen = loop {
            let now = summary(addr, &live).await;
            let version = now["version"].as_u64().expect("version");
            if now["status"] != "playing" {
                break None;
            }
            if version >= 2 {
                break Some(version);
            }
            assert!(Instant::now() < deadline, "the bots did not play: {now}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        if let Some(version) = seen {
            break (live, version);
        }
    };
    backup().await;

    Made {
        finished: (finished, finished_summary, finished_record),
        open: (open, open_summary),
        waiting: (waiting, waiting_summary),
        live: (live, live_before),
        matches,
    }
}

/// The fields of a match summary a restore must keep.
fn kept(summary: &Value) -> Value {
    let seats: Vec<Value> = summary["seats"]
        .as_array()
        .map(|seats| {
            seats
                .iter()
                .map(|s| json!([s["seat"], s["kind"], s["name"], s["bot"], s["account"]]))
                .collect()
        })
        .unwrap_or_default();
    json!({
        "id": summary["id"], "game": summary["game"], "config": summary["config"],
        "status": summary["status"], "version": summary["version"],
        "outcome": summary["outcome"], "created_at": summary["created_at"], "seats": seats,
    })
}

/// Checks, over the public API of the server at `restored`, that everything in
/// `made` is there; `original` is the server the data was made on.
async fn check_restored(original: SocketAddr, restored: SocketAddr, made: &Made) {
    // Every account signs in with its password, and keeps its profile.
    for account in &ACCOUNTS {
        let body = json!({"name": account.name, "password": account.password});
        let answer = with_cookie(restored, "POST", "/api/session", None, Some(body)).await;
        assert_eq!(answer.status, 200, "{}: {}", account.name, answer.text());
        assert_eq!(answer.json()["account"]["name"], account.name);
        let wrong = json!({"name": account.name, "password": "not the password"});
        let refused = with_cookie(restored, "POST", "/api/session", None, Some(wrong)).await;
        assert_eq!(refused.status, 401, "{}", refused.text());
    }
    let (finished, finished_summary, finished_record) = &made.finished;
    let (status, profile) = get(restored, &format!("/api/players/{}", ACCOUNTS[0].name)).await;
    assert_eq!(status, 200, "{profile}");
    assert_eq!(
        profile["matches"][0]["match"], *finished,
        "Ada's result: {profile}"
    );

    // The finished match, with its whole record.
    assert_eq!(
        kept(&summary(restored, finished).await),
        kept(finished_summary)
    );
    assert_eq!(record(restored, finished).await, *finished_record);

    // The lobby and the match waiting for its person, as they were.
    let (open, open_summary) = &made.open;
    assert_eq!(kept(&summary(restored, open).await), kept(open_summary));
    let (waiting, waiting_summary) = &made.waiting;
    assert_eq!(
        kept(&summary(restored, waiting).await),
        kept(waiting_summary)
    );

    // The match being played during the backup: its log up to the moment of the
    // backup, at least as far as it was just before. The restored server's bots
    // play it on; where they take it is theirs.
    let (live, live_before) = &made.live;
    let restored_live = summary(restored, live).await;
    assert!(
        restored_live["version"].as_u64().expect("version") >= *live_before,
        "{restored_live} lost actions played before the backup ({live_before})"
    );
    until_finished(original, live).await;
    until_finished(restored, live).await;
    let (before, after) = (record(original, live).await, record(restored, live).await);
    assert_eq!(
        (&before["seed"], &before["config"]),
        (&after["seed"], &after["config"])
    );
    let prefix =
        |r: &Value| r["actions"].as_array().expect("actions")[..*live_before as usize].to_vec();
    assert_eq!(prefix(&before), prefix(&after));

    // No match more, none fewer: the lobby lists the same ones.
    let ids = |list: Value| {
        let mut ids: Vec<String> = list["matches"]
            .as_array()
            .expect("matches")
            .iter()
            .map(|m| m["id"].as_str().expect("id").to_owned())
            .collect();
        ids.sort();
        ids
    };
    let listed = ids(get(restored, "/api/matches").await.1);
    assert_eq!(listed, ids(get(original, "/api/matches").await.1));
    assert_eq!(listed.len() as u64, made.matches, "{listed:?}");
}

/// `sleuth admin backup` of a live server's SQLite database restores into a new
/// data directory with every match and account.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_online_backup_restores_every_match_and_account() {
    let dir = scratch("sqlite");
    let data = dir.join("data");
    let copy = dir.join("copy.sqlite");
    let (_server, addr) = support::serve(&data);

    let output = std::sync::Arc::new(std::sync::Mutex::new(None));
    let kept_output = std::sync::Arc::clone(&output);
    let args: Vec<String> = vec![
        "admin".into(),
        "backup".into(),
        "--data".into(),
        data.display().to_string(),
        "--to".into(),
        copy.display().to_string(),
    ];
    let made = make_data(addr, async move || {
        let out = sleuth(args).await;
        *kept_output.lock().expect("output") = Some(out);
    })
    .await;
    let out = output
        .lock()
        .expect("output")
        .take()
        .expect("the backup ran");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains(&format!(
            ": {} matches, {} accounts",
            made.matches,
            ACCOUNTS.len()
        )),
        "{said}"
    );

    // Restore: the file in place as sleuth.sqlite of a new data directory.
    let restored_data = dir.join("restored");
    std::fs::create_dir_all(&restored_data).expect("restored folder");
    std::fs::copy(&copy, restored_data.join("sleuth.sqlite")).expect("restore");
    let (_restored, restored_addr) = support::serve(&restored_data);
    check_restored(addr, restored_addr, &made).await;
    let _ = std::fs::remove_dir_all(&dir);
}

/// The backup never replaces a file unless told to, and says so.
#[tokio::test]
async fn sqlite_backup_refuses_an_existing_file_unless_forced() {
    let dir = scratch("overwrite");
    let data = dir.join("data");
    std::fs::create_dir_all(&data).expect("data folder");
    drop(sleuth_server::Store::open(&data.join("sleuth.sqlite")).expect("a database"));
    let copy = dir.join("copy.sqlite");
    std::fs::write(&copy, "an older backup").expect("a file");
    let backup = |force: bool| {
        let mut args: Vec<String> = ["admin", "backup", "--to"].map(String::from).to_vec();
        args.push(copy.display().to_string());
        args.extend(["--data".to_owned(), data.display().to_string()]);
        if force {
            args.push("--force".into());
        }
        sleuth(args)
    };

    let refused = backup(false).await;
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains("already exists") && said.contains("--force"),
        "{said}"
    );
    assert_eq!(
        std::fs::read_to_string(&copy).expect("kept"),
        "an older backup"
    );

    let forced = backup(true).await;
    assert!(
        forced.status.success(),
        "{}",
        String::from_utf8_lossy(&forced.stderr)
    );
    assert!(String::from_utf8_lossy(&forced.stdout).contains("0 matches, 0 accounts"));
    // The replaced file is a database, and nothing unfinished is left beside it.
    drop(sleuth_server::Store::open(&copy).expect("the backup opens"));
    let left: Vec<String> = std::fs::read_dir(&dir)
        .expect("folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains("partial"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs a PostgreSQL client program to the end; panics with its errors.
async fn run_postgres_tool(program: &Path, args: Vec<String>) {
    let program = program.to_path_buf();
    let out = tokio::task::spawn_blocking(move || {
        Command::new(&program)
            .args(&args)
            .output()
            .unwrap_or_else(|e| panic!("{}: {e}", program.display()))
    })
    .await
    .expect("the tool's thread");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `pg_dump -Fc` of a live server's database, `pg_restore`d into a new database,
/// holds every match and account.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_dump_restores_every_match_and_account() {
    if pg_harness::skip_unless_available() {
        return;
    }
    let postgres = TestPostgres::start().unwrap_or_else(|err| panic!("{err}"));
    let url = postgres.fresh_database().await.expect("a database");
    let dir = scratch("postgres");
    let node = support::nodes::node(&url, &dir.join("a"));
    let pg_dump = pg_harness::program("pg_dump").expect("pg_dump is installed beside initdb");
    let pg_restore =
        pg_harness::program("pg_restore").expect("pg_restore is installed beside initdb");
    let dump = dir.join("sleuth.dump");

    let dump_args = vec![
        "-Fc".to_owned(),
        "-d".to_owned(),
        url.clone(),
        "-f".to_owned(),
        dump.display().to_string(),
    ];
    let made = make_data(node.addr, async || {
        run_postgres_tool(&pg_dump, dump_args).await
    })
    .await;

    // Restore into a new, empty database and serve it from a new data folder.
    let restored_url = postgres.fresh_database().await.expect("a second database");
    run_postgres_tool(
        &pg_restore,
        vec![
            "--no-owner".to_owned(),
            "--exit-on-error".to_owned(),
            "-d".to_owned(),
            restored_url.clone(),
            dump.display().to_string(),
        ],
    )
    .await;
    let restored = support::nodes::node(&restored_url, &dir.join("b"));
    check_restored(node.addr, restored.addr, &made).await;
    drop(restored);
    drop(node);
    let _ = std::fs::remove_dir_all(&dir);
}
