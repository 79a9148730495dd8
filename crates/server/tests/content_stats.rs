//! The lobby's figures per case, puzzle or scenario, and the players' ratings,
//! over real sockets (on SQLite, or PostgreSQL with `SLEUTH_TEST_STORE=postgres`):
//! finished matches are counted once each (played, solved, median rounds and
//! time), a publication of the studio's library under its own key (each new
//! edition from nothing), abandoned matches, tutorials and an author's test
//! plays of a draft never; only an account that held a seat of a finished match rates its piece,
//! one rating per account and piece (a new one replaces the old), and hostile
//! ratings are refused with a sentence and change nothing.

mod support;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use support::*;

/// The figures of one piece from `GET /api/content-stats/{game}`.
async fn figures_of(addr: SocketAddr, game: &str, content: &str) -> Value {
    let (status, body) = get(addr, &format!("/api/content-stats/{game}")).await;
    assert_eq!(status, 200, "{body}");
    body["items"]
        .as_array()
        .and_then(|items| items.iter().find(|item| item["content"] == content))
        .cloned()
        .unwrap_or_else(|| panic!("{content} is not listed: {body}"))
}

/// POSTs a rating as the account of `cookie` (or anonymously); returns
/// (status, body).
async fn rate(addr: SocketAddr, id: &str, cookie: Option<&str>, body: Value) -> (u16, Value) {
    let path = format!("/api/matches/{id}/rating");
    let answer = with_cookie(addr, "POST", &path, cookie, Some(body)).await;
    (answer.status, answer.json())
}

fn message(body: &Value) -> String {
    body["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// One connection per seat of a Lateral Puzzles table (seat 0 is the Lateral
/// Master).
struct Table {
    clients: Vec<Client>,
    next_ref: u64,
    /// The newest version an `act` saw committed: every connection's next state
    /// is at least this one, however late its messages arrive.
    version: u64,
}

impl Table {
    /// Seats three accounts (the Lateral Master first), starts the match and
    /// connects each seat.
    async fn seat(addr: SocketAddr, id: &str, host: &str, cookies: &[&str]) -> Table {
        let mut clients = Vec::new();
        for (seat, cookie) in cookies.iter().enumerate() {
            let token = join_as_account(addr, id, seat as u8, cookie).await;
            let mut client = Client::connect(addr, id).await;
            client.hello(Some(&token), None).await;
            clients.push(client);
        }
        start(addr, id, host).await;
        Table {
            clients,
            next_ref: 0,
            version: 0,
        }
    }

    /// Plays `action` for `seat` and waits for its update; panics with the
    /// server's sentence if it is refused.
    async fn act(&mut self, seat: usize, action: Value) -> Value {
        self.next_ref += 1;
        let r#ref = self.next_ref;
        let client = &mut self.clients[seat];
        while client
            .next_within(Duration::from_millis(50))
            .await
            .is_some()
        {}
        let before = client
            .received
            .iter()
            .rev()
            .find_map(|m| m["version"].as_u64())
            .unwrap_or(0)
            .max(self.version);
        client
            .send(json!({"type": "act", "action": action, "ref": r#ref}))
            .await;
        loop {
            let message = client.next().await;
            match message["type"].as_str() {
                Some("error") if message["ref"] == r#ref => {
                    panic!("seat {seat}: {action} refused: {}", message["message"])
                }
                Some("update") if message["version"].as_u64().is_some_and(|v| v > before) => {
                    self.version = message["version"].as_u64().unwrap_or(before);
                    return message;
                }
                _ => {}
            }
        }
    }

    /// The Lateral Master's latest view.
    async fn lm_view(&mut self) -> Value {
        let client = &mut self.clients[0];
        // The last action's state first (a busy machine may be slow to send it),
        // then whatever else arrives.
        while !client
            .received
            .iter()
            .any(|m| m["view"].is_object() && m["version"].as_u64() >= Some(self.version))
        {
            client.next().await;
        }
        while client
            .next_within(Duration::from_millis(60))
            .await
            .is_some()
        {}
        client
            .received
            .iter()
            .rev()
            .find(|m| m["view"].is_object())
            .map(|m| m["view"].clone())
            .expect("a view")
    }
}

/// Round 1: each puzzler asks a question (the only thing round 1 allows) and
/// the Lateral Master answers it.
async fn play_round_one(t: &mut Table) {
    for i in 0..2 {
        let view = t.lm_view().await;
        let puzzler = view["order"][i].as_u64().expect("a puzzler") as usize;
        t.act(
            puzzler,
            json!({"type": "ask", "text": format!("Question {i}?")}),
        )
        .await;
        let question = t.lm_view().await["open_question"]
            .as_u64()
            .expect("an open question");
        t.act(
            0,
            json!({"type": "answer", "question": question, "answer": "no", "another_wording": false}),
        )
        .await;
    }
    assert_eq!(t.lm_view().await["round"], 2);
}

/// After round 1, a puzzler spoils every part of the puzzle: solved, in round 2.
async fn spoil_everything(t: &mut Table) {
    play_round_one(t).await;
    let view = t.lm_view().await;
    let first = view["order"][0].as_u64().expect("a first puzzler") as usize;
    let parts: Vec<Value> = view["puzzle"]["parts"]
        .as_array()
        .expect("the Lateral Master sees the parts")
        .iter()
        .map(|part| part["part"].clone())
        .collect();
    t.act(
        first,
        json!({"type": "spoiler", "text": "Everything, exactly as it happened."}),
    )
    .await;
    let spoiler = t.lm_view().await["hold"]["spoiler"]
        .as_u64()
        .expect("a spoiler to judge");
    let last = t
        .act(
            0,
            json!({"type": "judge", "spoiler": spoiler, "parts": parts}),
        )
        .await;
    assert!(last["view"]["over"].is_string(), "{last}");
}

/// After round 1, the Lateral Master ends the game, nothing spoiled: not
/// solved, in round 2.
async fn give_up_in_round_two(t: &mut Table) {
    play_round_one(t).await;
    let last = t.act(0, json!({"type": "end_game"})).await;
    assert!(last["view"]["over"].is_string(), "{last}");
}

async fn wait_finished(addr: SocketAddr, id: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
        if summary["status"] == "finished" {
            return summary;
        }
        assert!(Instant::now() < deadline, "not finished: {summary}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_puzzles_are_counted_once_each_and_rated_by_the_accounts_that_played_them() {
    let addr = server().await;
    let (status, listed) = get(addr, "/api/content-stats/lateral-puzzles").await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["config_key"], "puzzle");
    assert_eq!(listed["noun"], "puzzle");
    assert_eq!(listed["length_unit"], "rounds");
    assert_eq!(listed["difficulty_scale"], json!({"min": 1, "max": 5}));
    let items = listed["items"].as_array().expect("items");
    assert!(items.len() >= 30, "every shipped puzzle: {listed}");
    // The second puzzle of the menu (the tutorial plays its own).
    let piece = items[1].clone();
    let puzzle = piece["content"].as_str().expect("an id").to_owned();
    assert!(piece["title"].as_str().is_some_and(|t| !t.is_empty()));
    assert!(
        piece["difficulty"]
            .as_u64()
            .is_some_and(|d| (1..=5).contains(&d))
    );
    for (field, nothing) in [
        ("played", json!(0)),
        ("solved", json!(0)),
        ("median_rounds", Value::Null),
        ("median_minutes", Value::Null),
        ("stars", Value::Null),
        ("ratings", json!(0)),
    ] {
        assert_eq!(piece[field], nothing, "{field}: {piece}");
    }

    let ann = sign_up(addr, "Ann").await;
    let bob = sign_up(addr, "Bob").await;
    let cleo = sign_up(addr, "Cleo").await;
    let dave = sign_up(addr, "Dave").await;
    let config = json!({"players": 3, "puzzle": puzzle});

    // A first match, solved in round 2 (after 6 actions: its length is the
    // game's own count of rounds). It cannot be rated before the end.
    let (first, host) = create(addr, "lateral-puzzles", config.clone()).await;
    let mut table = Table::seat(addr, &first, &host, &[&ann, &bob, &cleo]).await;
    let (status, body) = rate(addr, &first, Some(&bob), json!({"stars": 4})).await;
    assert_eq!(status, 409, "{body}");
    assert!(message(&body).contains("not over yet"), "{body}");
    spoil_everything(&mut table).await;
    let figures = figures_of(addr, "lateral-puzzles", &puzzle).await;
    assert_eq!(figures["played"], 1, "{figures}");
    assert_eq!(figures["solved"], 1, "{figures}");
    assert_eq!(figures["median_rounds"], 2, "{figures}");
    let seconds = figures["median_seconds"].as_i64().expect("seconds");
    assert!((0..600).contains(&seconds), "{figures}");
    let minutes = if seconds == 0 {
        0
    } else {
        ((seconds + 30) / 60).max(1)
    };
    assert_eq!(
        figures["median_minutes"].as_i64(),
        Some(minutes),
        "{figures}"
    );

    // A second, ended unsolved in round 2.
    let (second, host) = create(addr, "lateral-puzzles", config.clone()).await;
    let mut table = Table::seat(addr, &second, &host, &[&ann, &bob, &cleo]).await;
    give_up_in_round_two(&mut table).await;
    let figures = figures_of(addr, "lateral-puzzles", &puzzle).await;
    assert_eq!(figures["played"], 2, "{figures}");
    assert_eq!(figures["solved"], 1, "{figures}");
    assert_eq!(figures["median_rounds"], 2, "{figures}");

    // A third, abandoned when the Lateral Master leaves: not counted, not rated.
    let (third, host) = create(addr, "lateral-puzzles", config.clone()).await;
    let lm_token = join_as_account(addr, &third, 0, &ann).await;
    join_as_account(addr, &third, 1, &bob).await;
    join_as_account(addr, &third, 2, &cleo).await;
    start(addr, &third, &host).await;
    let (status, summary) =
        post_to_match(addr, &third, "seats/0/leave", Some(&lm_token), json!({})).await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["status"], "abandoned", "{summary}");
    let figures = figures_of(addr, "lateral-puzzles", &puzzle).await;
    assert_eq!(figures["played"], 2, "{figures}");
    let (status, body) = rate(addr, &third, Some(&ann), json!({"stars": 3})).await;
    assert_eq!(status, 409, "{body}");
    assert!(message(&body).contains("abandoned"), "{body}");

    // Only the accounts that held a seat rate: not a spectator, not anonymously.
    let (status, body) = rate(addr, &first, Some(&dave), json!({"stars": 5})).await;
    assert_eq!(status, 401, "{body}");
    assert!(message(&body).contains("held a seat"), "{body}");
    let (status, body) = rate(addr, &first, None, json!({"stars": 5})).await;
    assert_eq!(status, 401, "{body}");
    assert!(message(&body).contains("log in"), "{body}");
    let (status, body) = rate(addr, "m-nosuchmatch", Some(&ann), json!({"stars": 5})).await;
    assert_eq!(status, 404, "{body}");

    // Ann and Bob rate; Ann changes her mind from the other match: one rating
    // per account and piece, the new one replacing the old.
    let (status, body) = rate(addr, &first, Some(&ann), json!({"stars": 5})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["stars"], 5);
    assert_eq!(body["content"], puzzle.as_str());
    assert_eq!(
        (body["mean_stars"].as_f64(), body["ratings"].as_i64()),
        (Some(5.0), Some(1))
    );
    let (status, body) = rate(addr, &first, Some(&bob), json!({"stars": 2})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["mean_stars"].as_f64(), body["ratings"].as_i64()),
        (Some(3.5), Some(2))
    );
    let (status, body) = rate(addr, &second, Some(&ann), json!({"stars": 4})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["mean_stars"].as_f64(), body["ratings"].as_i64()),
        (Some(3.0), Some(2))
    );
    let figures = figures_of(addr, "lateral-puzzles", &puzzle).await;
    assert_eq!(figures["stars"].as_f64(), Some(3.0), "{figures}");
    assert_eq!(figures["ratings"], 2, "{figures}");

    // The rating state each person's page asks for.
    let state = |cookie: Option<String>, id: String| async move {
        let path = format!("/api/matches/{id}/rating");
        let answer = with_cookie(addr, "GET", &path, cookie.as_deref(), None).await;
        assert_eq!(answer.status, 200, "{}", answer.text());
        answer.json()
    };
    let mine = state(Some(ann.clone()), first.clone()).await;
    assert_eq!(mine["may_rate"], true, "{mine}");
    assert_eq!(mine["stars"], 4, "Ann's latest rating of the piece: {mine}");
    assert_eq!(mine["noun"], "puzzle");
    let theirs = state(Some(dave.clone()), first.clone()).await;
    assert_eq!(theirs["may_rate"], false, "{theirs}");
    assert!(
        theirs["reason"]
            .as_str()
            .is_some_and(|r| r.contains("held a seat"))
    );
    // The reason as the catalogue says it, for a page in another language.
    assert_eq!(
        theirs["reason_id"], "errors-site-rating-not-a-player",
        "{theirs}"
    );
    assert_eq!(theirs["reason_args"]["noun"], "puzzle", "{theirs}");
    let nobody = state(None, first.clone()).await;
    assert_eq!(nobody["may_rate"], false, "{nobody}");
    assert_eq!(nobody["reason_id"], "errors-site-rating-log-in", "{nobody}");
    assert_eq!(nobody["stars"], Value::Null);

    // Hostile ratings: refused with a sentence, nothing changed.
    let path = format!("/api/matches/{first}/rating");
    for bad in [
        r#"{"stars": 0}"#,
        r#"{"stars": 6}"#,
        r#"{"stars": -1}"#,
        r#"{"stars": "5"}"#,
        r#"{"stars": 4.5}"#,
        r#"{"stars": null}"#,
        r#"{"stars": [5]}"#,
        r#"{"stars": 99999999999999999999}"#,
        r#"{}"#,
        r#"{"stars": 5, "weight": 100}"#,
        r#"[5]"#,
        r#""5""#,
        r#"{"stars": 5"#,
        "",
    ] {
        let answer = request(
            addr,
            "POST",
            &path,
            &[("content-type", "application/json"), ("cookie", &bob)],
            Some(bad.as_bytes().to_vec()),
        )
        .await;
        assert_eq!(answer.status, 400, "{bad}: {}", answer.text());
        assert!(
            !message(&answer.json()).is_empty(),
            "{bad}: {}",
            answer.text()
        );
    }
    let (_, body) = rate(addr, &first, Some(&bob), json!({"stars": "5"})).await;
    assert!(message(&body).contains("from 1 to 5"), "{body}");
    let mut huge = b"{\"stars\": 5, \"note\": \"".to_vec();
    huge.extend(std::iter::repeat_n(b'x', 200 * 1024));
    huge.extend(b"\"}");
    let too_large = request(
        addr,
        "POST",
        &path,
        &[("content-type", "application/json"), ("cookie", &bob)],
        Some(huge),
    )
    .await;
    assert_eq!(too_large.status, 413, "{}", too_large.text());
    assert!(too_large.json()["error"]["message"].is_string());
    let figures = figures_of(addr, "lateral-puzzles", &puzzle).await;
    assert_eq!(figures["stars"].as_f64(), Some(3.0), "{figures}");
    assert_eq!(figures["ratings"], 2, "{figures}");
    assert_eq!(state(Some(bob.clone()), first.clone()).await["stars"], 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scenario_bots_finish_counts_but_a_tutorial_and_a_drafts_test_play_count_nowhere() {
    let addr = server().await;
    let (status, listed) = get(addr, "/api/content-stats/almost-innocent").await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["config_key"], "scenario");
    assert_eq!(listed["length_unit"], "moves");
    assert_eq!(listed["difficulty_scale"], Value::Null);
    assert!(
        listed["items"]
            .as_array()
            .is_some_and(|items| items.iter().all(|i| i["difficulty"].is_null()))
    );
    let ann = sign_up(addr, "Ann").await;

    // Bots play a scenario to the end: counted, "solved" when the team won,
    // its length in actions (the game counts no rounds).
    let scenario = "mill-at-dawn";
    let (id, host) = create(
        addr,
        "almost-innocent",
        json!({"players": 3, "scenario": scenario}),
    )
    .await;
    for seat in 0..3 {
        bot(addr, &id, seat, &host, "baseline").await;
    }
    start(addr, &id, &host).await;
    let summary = wait_finished(addr, &id).await;
    let won = summary["outcome"]["winners"]
        .as_array()
        .is_some_and(|w| !w.is_empty());
    let figures = figures_of(addr, "almost-innocent", scenario).await;
    assert_eq!(figures["played"], 1, "{figures}");
    assert_eq!(figures["solved"], i64::from(won), "{figures}");
    assert_eq!(figures["median_rounds"], summary["version"], "{figures}");
    // Nobody's account held a seat: nobody may rate it.
    let (status, body) = rate(addr, &id, Some(&ann), json!({"stars": 5})).await;
    assert_eq!(status, 401, "{body}");

    // An author's test play of a draft: played to the end, counted nowhere.
    let (draft, host) = create(
        addr,
        "almost-innocent",
        json!({"players": 3, "scenario": scenario, "draft": "d-test"}),
    )
    .await;
    for seat in 0..3 {
        bot(addr, &draft, seat, &host, "baseline").await;
    }
    start(addr, &draft, &host).await;
    wait_finished(addr, &draft).await;
    assert_eq!(
        figures_of(addr, "almost-innocent", scenario).await["played"],
        1
    );
    let (status, body) = rate(addr, &draft, Some(&ann), json!({"stars": 5})).await;
    assert_eq!(status, 400, "{body}");
    assert!(message(&body).contains("draft"), "{body}");

    // The tutorial, played to its end by its script: counted nowhere.
    let registry = sleuth_games::registry();
    let script = registry
        .get("almost-innocent")
        .and_then(|game| game.tutorial())
        .expect("a tutorial")
        .expect("a valid tutorial");
    let tutorial_scenario = script.config["scenario"]
        .as_str()
        .expect("the tutorial's scenario")
        .to_owned();
    assert_ne!(tutorial_scenario, scenario);
    let (status, body) = post(addr, "/api/tutorials/almost-innocent", None, json!({})).await;
    assert_eq!(status, 201, "{body}");
    let tutorial = body["match"]["id"].as_str().expect("an id").to_owned();
    let token = body["token"].as_str().expect("a token").to_owned();
    let mut learner = Client::connect(addr, &tutorial).await;
    learner.hello(Some(&token), None).await;
    for (index, step) in script.steps.iter().enumerate() {
        if step.seat != script.learner {
            continue;
        }
        // The bots play the script's moves up to the learner's.
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let (_, summary) = get(addr, &format!("/api/matches/{tutorial}")).await;
            if summary["version"] == index as u64 {
                break;
            }
            assert!(Instant::now() < deadline, "step {index}: {summary}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        learner
            .send(json!({"type": "act", "ref": index, "action": step.action}))
            .await;
    }
    wait_finished(addr, &tutorial).await;
    let figures = figures_of(addr, "almost-innocent", &tutorial_scenario).await;
    assert_eq!(figures["played"], 0, "{figures}");
    let (status, body) = rate(addr, &tutorial, Some(&ann), json!({"stars": 5})).await;
    assert_eq!(status, 400, "{body}");
    assert!(message(&body).contains("tutorial"), "{body}");
}

#[tokio::test]
async fn figures_are_public_and_name_every_shipped_case_with_its_difficulty() {
    let addr = server().await;
    let (status, listed) = get(addr, "/api/content-stats/watson-holmes").await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["config_key"], "case");
    assert_eq!(listed["length_unit"], "rounds");
    assert_eq!(listed["difficulty_scale"], json!({"min": 0, "max": 5}));
    let (_, games) = get(addr, "/api/games").await;
    let choices = games["games"]
        .as_array()
        .and_then(|g| g.iter().find(|g| g["info"]["id"] == "watson-holmes"))
        .and_then(|g| {
            g["info"]["variants"]
                .as_array()?
                .iter()
                .find(|v| v["key"] == "case")
                .cloned()
        })
        .expect("the case menu");
    let listed_ids: Vec<&Value> = listed["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| &i["content"])
        .collect();
    let menu_ids: Vec<&Value> = choices["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .collect();
    assert_eq!(listed_ids, menu_ids, "the menu's order");
    for item in listed["items"].as_array().expect("items") {
        assert!(
            item["difficulty"].as_u64().is_some_and(|d| d <= 5),
            "{item}"
        );
        assert!(
            item["title"].as_str().is_some_and(|t| !t.is_empty()),
            "{item}"
        );
    }
    // A game whose lobby picks no content has no figures; an unknown game is not found.
    let (status, body) = get(addr, "/api/content-stats/lady-alice").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["config_key"], Value::Null);
    assert_eq!(body["items"], json!([]));
    let (status, body) = get(addr, "/api/content-stats/no-such-game").await;
    assert_eq!(status, 404, "{body}");
}

/// A request as the account of `cookie`; returns (status, body).
async fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: &str,
    body: Value,
) -> (u16, Value) {
    let answer = with_cookie(addr, method, path, Some(cookie), Some(body)).await;
    (answer.status, answer.json())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_published_puzzle_counts_under_its_library_key_and_its_drafts_test_play_nowhere() {
    let addr = server().await;
    let ann = sign_up(addr, "Ann").await;
    let bob = sign_up(addr, "Bob").await;
    let cleo = sign_up(addr, "Cleo").await;
    let (status, made) = call(
        addr,
        "POST",
        "/api/studio/drafts",
        &ann,
        json!({"game": "lateral-puzzles"}),
    )
    .await;
    assert!(status == 200 || status == 201, "{made}");
    let draft = made["draft"]["id"].as_str().expect("a draft").to_owned();
    let text = made["text"].as_str().expect("its text").to_owned();

    // The author's test play, to its end: counted nowhere, not rated.
    let (status, played) = call(
        addr,
        "POST",
        &format!("/api/studio/drafts/{draft}/play"),
        &ann,
        json!({"players": 3}),
    )
    .await;
    assert_eq!(status, 201, "{played}");
    let test_play = played["match"]["id"].as_str().expect("an id").to_owned();
    let host = played["host_token"].as_str().expect("a host token");
    let mut table = Table::seat(addr, &test_play, host, &[&ann, &bob, &cleo]).await;
    spoil_everything(&mut table).await;
    let (status, body) = rate(addr, &test_play, Some(&bob), json!({"stars": 5})).await;
    assert_eq!(status, 400, "{body}");
    assert!(message(&body).contains("draft"), "{body}");

    // Published: listed under its library key with the publication's title
    // and difficulty, not played yet.
    let publish = format!("/api/studio/drafts/{draft}/publish");
    let (status, published) = call(addr, "POST", &publish, &ann, json!({})).await;
    assert_eq!(status, 201, "{published}");
    let first = published["publication"]["id"]
        .as_str()
        .expect("an id")
        .to_owned();
    let key = format!("library:{first}");
    let figures = figures_of(addr, "lateral-puzzles", &key).await;
    assert_eq!(figures["library"], first.as_str(), "{figures}");
    assert_eq!(
        figures["title"], published["publication"]["title"],
        "{figures}"
    );
    assert_eq!(
        figures["difficulty"], published["publication"]["difficulty"],
        "{figures}"
    );
    assert_eq!(figures["played"], 0, "{figures}");

    // A match made from the library counts under that key, and is rated there.
    let (status, created) = call(
        addr,
        "POST",
        "/api/matches",
        &bob,
        json!({"game": "lateral-puzzles", "config": {"players": 3, "library": first}}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["match"]["id"].as_str().expect("an id").to_owned();
    let host = created["host_token"].as_str().expect("a host token");
    let mut table = Table::seat(addr, &id, host, &[&bob, &cleo, &ann]).await;
    give_up_in_round_two(&mut table).await;
    let figures = figures_of(addr, "lateral-puzzles", &key).await;
    assert_eq!(
        (
            &figures["played"],
            &figures["solved"],
            &figures["median_rounds"]
        ),
        (&json!(1), &json!(0), &json!(2)),
        "{figures}"
    );
    let (status, body) = rate(addr, &id, Some(&cleo), json!({"stars": 3})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["content"], key.as_str());
    let figures = figures_of(addr, "lateral-puzzles", &key).await;
    assert_eq!(figures["ratings"], 1, "{figures}");

    // A new edition is a new publication: the figures list it (from nothing),
    // no more the first.
    let title = published["publication"]["title"].as_str().expect("a title");
    let changed = text.replacen(title, "A Second Telling", 1);
    assert_ne!(changed, text, "the template names its title");
    let save = format!("/api/studio/drafts/{draft}/save");
    let (status, saved) = call(addr, "POST", &save, &ann, json!({"text": changed})).await;
    assert_eq!(status, 200, "{saved}");
    let (status, second) = call(addr, "POST", &publish, &ann, json!({})).await;
    assert_eq!(status, 201, "{second}");
    let second = second["publication"]["id"]
        .as_str()
        .expect("an id")
        .to_owned();
    let (_, listed) = get(addr, "/api/content-stats/lateral-puzzles").await;
    let library: Vec<&Value> = listed["items"]
        .as_array()
        .expect("items")
        .iter()
        .filter(|item| !item["library"].is_null())
        .collect();
    assert_eq!(library.len(), 1, "{listed}");
    assert_eq!(library[0]["library"], second.as_str());
    assert_eq!(library[0]["title"], "A Second Telling");
    assert_eq!(library[0]["played"], 0);
}
