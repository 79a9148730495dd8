//! The Lateral Puzzles Game over real sockets: a Lateral Master and three puzzlers,
//! each on their own connection, play a whole game of the rulebook's Red Dame (a
//! puzzle the LM wrote, given in the config) through every card and every answer
//! card (Yes, No, Not relevant, False assumption, Rephrase with and without an
//! invitation, No answer): a flagged duplicate refused, a Tip-off and a Padlock, a
//! Sherlock Holmes question spied on and defended by Don Corleone, a padlocked
//! Tip-off answer taken undefended by two Mata Hari (the Padlock returned), a
//! Cooperation swap (a freeze), a Queue move, a Spoiler converted, a bonus Sherlock
//! Holmes, and two Spoilers (a freeze each) that share a part, scored by LP-3,
//! which end the game.
//! Then what each connection received is checked: the solution and parts, spoiler
//! texts, Sherlock questions and private answers reached only those allowed to see
//! them; the match summary never showed the puzzle's solution before the end; and
//! bots cannot take a seat.

mod support;

use std::net::SocketAddr;
use std::time::Duration;

use serde_json::{Value, json};
use support::*;

const SOLUTION: &str = "Bartholomew the gardener killed her with a yellow rose whose thorns he had poisoned, to avenge his dead sister.";
const SPOILER_B: &str =
    "SPOILER-B: the gardener Bartholomew killed her with a rose, its thorns poisoned";
const SPOILER_C: &str = "SPOILER-C: the gardener did it to avenge his dead sister";
const SHERLOCK_Q: &str = "SHERLOCK-Q: Are the thorns poisoned?";

fn red_dame() -> Value {
    json!({
        "title": "The Red Dame",
        "situation": "The red dame was found dead in her garden, a yellow rose in her hand.",
        "solution": SOLUTION,
        "parts": [
            {"text": "Bartholomew is the killer", "score": 40},
            {"text": "A yellow rose is the murder weapon", "score": 25},
            {"text": "The thorns have been covered in poison", "score": 20},
            {"text": "Motive is revenge", "score": 10},
            {"text": "The avenged person is Bartholomew's dead sister", "score": 5}
        ]
    })
}

/// The table: one connection per seat (0 is the Lateral Master).
struct Table {
    clients: Vec<Client>,
    next_ref: u64,
    /// The newest version an `act` saw committed: every connection's next state
    /// is at least this one, however late its messages arrive.
    version: u64,
}

impl Table {
    /// Sends `action` for `seat` and waits for the update it caused; panics with
    /// the server's sentence if it is refused.
    async fn act(&mut self, seat: usize, action: Value) -> Value {
        self.next_ref += 1;
        let r#ref = self.next_ref;
        let client = &mut self.clients[seat];
        // Read what earlier actions sent first, so that the update waited for
        // below is this action's own.
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

    /// Sends `action` for `seat` and returns the server's refusal.
    async fn refused(&mut self, seat: usize, action: Value) -> String {
        self.next_ref += 1;
        let r#ref = self.next_ref;
        let client = &mut self.clients[seat];
        client
            .send(json!({"type": "act", "action": action, "ref": r#ref}))
            .await;
        loop {
            let message = client.next().await;
            if message["type"] == "error" && message["ref"] == r#ref {
                return message["message"].as_str().unwrap_or_default().to_owned();
            }
        }
    }

    /// The Lateral Master's current view (draining what has arrived).
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

    /// The LM answers the open question.
    async fn answer(&mut self, answer: &str, another_wording: bool) {
        let view = self.lm_view().await;
        let question = view["open_question"].as_u64().expect("an open question");
        self.act(
            0,
            json!({"type": "answer", "question": question, "answer": answer, "another_wording": another_wording}),
        )
        .await;
    }

    async fn drain(&mut self) {
        for client in &mut self.clients {
            while client
                .next_within(Duration::from_millis(100))
                .await
                .is_some()
            {}
        }
    }
}

fn seat_of(view: &Value, key: &str, index: usize) -> usize {
    view[key][index].as_u64().expect("a seat") as usize
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_over_the_wire_keeps_every_private_answer_private() {
    let addr = server().await;
    let (id, host) = create(
        addr,
        "lateral-puzzles",
        json!({"players": 4, "custom": red_dame()}),
    )
    .await;
    // The summary shows the LM's puzzle by its title and situation only.
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert!(!summary.to_string().contains("avenge"), "{summary}");
    assert_eq!(summary["config"]["custom"]["title"], "The Red Dame");
    // People only: no bot may take a seat (LP: bots cannot judge meaning).
    let (status, games) = get(addr, "/api/games").await;
    assert_eq!(status, 200);
    let lp = games["games"]
        .as_array()
        .and_then(|g| g.iter().find(|g| g["info"]["id"] == "lateral-puzzles"))
        .expect("the game is listed");
    assert_eq!(lp["bots"], json!([]));
    let refused = post_to_match(
        addr,
        &id,
        "seats/1/bot",
        Some(&host),
        json!({"bot": "random"}),
    )
    .await;
    assert_eq!(refused.0, 400, "{:?}", refused.1);
    assert!(
        refused.1["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("needs people")
    );

    let mut clients = Vec::new();
    for (seat, name) in ["Mara", "Ann", "Bert", "Cleo"].iter().enumerate() {
        let token = join(addr, &id, seat as u8, name).await;
        let mut client = Client::connect(addr, &id).await;
        assert_eq!(client.hello(Some(&token), None).await["seat"], seat as u64);
        clients.push(client);
    }
    start(addr, &id, &host).await;
    let mut t = Table {
        clients,
        next_ref: 0,
        version: 0,
    };
    let view = t.lm_view().await;
    assert_eq!(view["viewer"], "lateral_master");
    assert_eq!(view["puzzle"]["solution"], SOLUTION);
    let (a, b, c) = (
        seat_of(&view, "order", 0),
        seat_of(&view, "order", 1),
        seat_of(&view, "order", 2),
    );

    // ---- Round 1: questions only. ----
    t.act(
        a,
        json!({"type": "ask", "text": "Is the red dame's death a murder?"}),
    )
    .await;
    t.answer("yes", false).await;
    // B repeats it: flagged (LP-6); the LM refuses it and B asks another.
    t.act(
        b,
        json!({"type": "ask", "text": "Was the red dame's death a murder?"}),
    )
    .await;
    let view = t.lm_view().await;
    let flagged = view["open_question"].as_u64().expect("open");
    assert!(
        view["questions"][flagged as usize - 1]["flag"].is_object(),
        "{view}"
    );
    t.act(
        0,
        json!({"type": "rule_duplicate", "question": flagged, "accept": false}),
    )
    .await;
    t.act(b, json!({"type": "ask", "text": "Did the gardener do it?"}))
        .await;
    t.answer("rephrase", true).await;
    t.act(
        b,
        json!({"type": "rephrase", "text": "Is the gardener the killer?"}),
    )
    .await;
    t.answer("yes", false).await;
    t.act(c, json!({"type": "ask", "text": "Is the rose important?"}))
        .await;
    t.answer("rephrase", false).await;
    let view = t.lm_view().await;
    assert_eq!(view["round"], 2);

    // ---- Round 2. ----
    // A: Tip-off (private answer), Padlock on it, Sherlock Holmes (private question).
    t.act(
        a,
        json!({"type": "tip_off", "text": "Is the rose poisoned?"}),
    )
    .await;
    t.answer("no", false).await;
    let rose = t.lm_view().await["questions"]
        .as_array()
        .expect("register")
        .len() as u64;
    t.act(a, json!({"type": "padlock", "question": rose})).await;
    t.act(a, json!({"type": "sherlock", "text": SHERLOCK_Q}))
        .await;
    t.answer("yes", false).await;
    let thorns = rose + 1;
    t.act(a, json!({"type": "end_turn"})).await;
    // B asks a public question (Not relevant): the turn passes to C. During C's
    // turn B spies on A's Sherlock answer (one card after a question, LP-5); A
    // defends it with Don Corleone.
    t.act(b, json!({"type": "ask", "text": "Is the rose red?"}))
        .await;
    t.answer("not_relevant", false).await;
    t.act(b, json!({"type": "mata_hari", "question": thorns}))
        .await;
    t.act(a, json!({"type": "don_corleone"})).await;
    // C takes the padlocked Tip-off answer with two Mata Hari: the Padlock goes back.
    t.act(c, json!({"type": "mata_hari", "question": rose}))
        .await;
    let view = t.lm_view().await;
    assert!(
        !view["questions"][rose as usize - 1]["padlocked"]
            .as_bool()
            .unwrap_or(true)
    );
    // C's own Tip-off, then a Cooperation swap with A's rose answer (a freeze).
    t.act(
        c,
        json!({"type": "tip_off", "text": "Is the gardener's sister dead?"}),
    )
    .await;
    t.answer("yes", false).await;
    let sister = t.lm_view().await["questions"]
        .as_array()
        .expect("register")
        .len() as u64;
    t.act(
        c,
        json!({"type": "cooperation", "mine": sister, "theirs": rose}),
    )
    .await;
    let view = t.lm_view().await;
    assert_eq!(view["hold"]["kind"], "cooperation", "{view}");
    // Frozen (LP-5): nothing else is accepted until the LM carries it out.
    let why = t
        .refused(a, json!({"type": "mata_hari", "question": sister}))
        .await;
    assert!(
        why.contains("turn") || why.contains("frozen") || why.contains("freezes"),
        "{why}"
    );
    assert_eq!(t.lm_view().await["hold"]["kind"], "cooperation");
    t.act(0, json!({"type": "carry_out_swap"})).await;
    t.act(c, json!({"type": "end_turn"})).await;

    // ---- Round 3. ----
    // A moves in the queue and turns a Spoiler into a Sherlock Holmes card; the LM
    // gives B a Sherlock Holmes for a good intuition.
    t.act(a, json!({"type": "queue", "position": 3})).await;
    t.act(a, json!({"type": "convert_spoiler"})).await;
    t.act(a, json!({"type": "end_turn"})).await;
    t.act(0, json!({"type": "give_sherlock", "seat": b})).await;
    // B: a Sherlock question (False assumption), then a spoiler: parts 1-3.
    t.act(
        b,
        json!({"type": "sherlock", "text": "Was the poison from the shed?"}),
    )
    .await;
    t.answer("false_assumption", false).await;
    t.act(b, json!({"type": "spoiler", "text": SPOILER_B}))
        .await;
    let view = t.lm_view().await;
    assert_eq!(view["hold"]["kind"], "spoiler");
    let spoiler_b = view["hold"]["spoiler"].as_u64().expect("a spoiler");
    t.act(
        0,
        json!({"type": "judge", "spoiler": spoiler_b, "parts": [1, 2, 3]}),
    )
    .await;
    t.act(b, json!({"type": "end_turn"})).await;
    // C: a Tip-off (No answer), then a spoiler: parts 1, 4, 5 (part 1 repeated, LP-3).
    t.act(
        c,
        json!({"type": "tip_off", "text": "Did it rain that day?"}),
    )
    .await;
    t.answer("no_answer", false).await;
    t.act(c, json!({"type": "spoiler", "text": SPOILER_C}))
        .await;
    let spoiler_c = t.lm_view().await["hold"]["spoiler"]
        .as_u64()
        .expect("a spoiler");
    let last = t
        .act(
            0,
            json!({"type": "judge", "spoiler": spoiler_c, "parts": [1, 4, 5]}),
        )
        .await;
    // Every part is spoiled: the game is over.
    assert_eq!(last["view"]["over"], "all_spoiled", "{last}");
    let scores: Vec<u64> = last["view"]["puzzlers"]
        .as_array()
        .expect("puzzlers")
        .iter()
        .map(|p| p["score_tenths"].as_u64().unwrap_or(0))
        .collect();
    // In tenths of a point. B: 40 + 25 + 20; C: 40 less 10% for a part spoiled
    // once before, + 10 + 5.
    assert_eq!(scores[b - 1], 850, "{scores:?}");
    assert_eq!(scores[c - 1], 360 + 100 + 50, "{scores:?}");
    assert_eq!(last["view"]["winners"], json!([b]));
    t.drain().await;

    // ---- What each connection received before the end. ----
    for seat in 1..4 {
        let before_end: Vec<&Value> = t.clients[seat]
            .received
            .iter()
            .take_while(|m| m["view"]["over"].is_null() && !m.to_string().contains("\"game_over\""))
            .collect();
        assert!(before_end.len() > 10, "seat {seat} saw the game");
        for message in &before_end {
            let text = message.to_string();
            assert!(
                !text.contains("avenge his dead sister."),
                "seat {seat} saw the solution"
            );
            assert!(!text.contains("murder weapon"), "seat {seat} saw the parts");
            if seat != b {
                assert!(!text.contains("SPOILER-B"), "seat {seat} saw B's spoiler");
            }
            if seat != c {
                assert!(!text.contains("SPOILER-C"), "seat {seat} saw C's spoiler");
            }
            if seat != a {
                assert!(
                    !text.contains("SHERLOCK-Q"),
                    "seat {seat} saw A's Sherlock question"
                );
            }
        }
        // Private answers: a Tip-off or Sherlock answer shows only to whoever
        // holds it, asked it, or spied on it successfully.
        let last_view = before_end
            .iter()
            .rev()
            .find(|m| m["view"].is_object())
            .map(|m| m["view"].clone())
            .expect("a view");
        for q in last_view["questions"].as_array().expect("register") {
            if q["kind"] == "public" || q["answer"].is_null() {
                continue;
            }
            let me = seat as u64;
            let spied = q["spied_by"]
                .as_array()
                .is_some_and(|s| s.iter().any(|x| x == me));
            let swapped_to_me = q["holder"] == me;
            assert!(
                q["seat"] == me || spied || swapped_to_me || (seat == a && q["question"] == sister),
                "seat {seat} sees a private answer it may not: {q}"
            );
        }
    }
    // The spy on the defended Sherlock question saw nothing; the double Mata Hari did.
    let b_view = t.clients[b]
        .received
        .iter()
        .rev()
        .find(|m| m["view"]["over"].is_null() && m["view"].is_object())
        .map(|m| m["view"].clone())
        .expect("B's view");
    assert!(b_view["questions"][thorns as usize - 1]["answer"].is_null());
    assert!(b_view["questions"][thorns as usize - 1]["text"].is_null());
    // After the end everyone sees the whole puzzle.
    let end = t.clients[1].received.last().expect("the end").to_string();
    assert!(end.contains("avenge his dead sister."), "{end}");
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["status"], "finished");
    assert_eq!(summary["config"]["custom"]["solution"], SOLUTION);
}

// ---- People coming and going, rematches and the lobby's config. ----

/// Seats everyone (seat `i` under `names[i]`), each on their own connection;
/// returns their seat tokens and connections.
async fn seat_everyone(addr: SocketAddr, id: &str, names: &[&str]) -> (Vec<String>, Vec<Client>) {
    let mut tokens = Vec::new();
    let mut clients = Vec::new();
    for (seat, name) in names.iter().enumerate() {
        let token = join(addr, id, seat as u8, name).await;
        let mut client = Client::connect(addr, id).await;
        assert_eq!(client.hello(Some(&token), None).await["seat"], seat as u64);
        tokens.push(token);
        clients.push(client);
    }
    (tokens, clients)
}

/// Reads `client` until a message satisfies `wanted` (10 s at most per message).
async fn wait_for(client: &mut Client, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
    loop {
        let message = client
            .next_within(Duration::from_secs(10))
            .await
            .unwrap_or_else(|| panic!("no message with {what} arrived"));
        if wanted(&message) {
            return message;
        }
    }
}

/// A named condition on a message.
type Wanted<'a> = (&'a str, &'a dyn Fn(&Value) -> bool);

/// Reads `client` until every one of `wanted` was satisfied by some message (in
/// any order: updates, lobby notices and chat travel on separate channels).
async fn wait_for_all(client: &mut Client, wanted: &[Wanted<'_>]) {
    let mut missing: Vec<usize> = (0..wanted.len()).collect();
    while !missing.is_empty() {
        let message = client.next_within(Duration::from_secs(10)).await;
        let Some(message) = message else {
            let names: Vec<&str> = missing.iter().map(|&i| wanted[i].0).collect();
            panic!("no message with {names:?} arrived");
        };
        missing.retain(|&i| !(wanted[i].1)(&message));
    }
}

/// Whether `message` is a state message at `version` with an event of `kind`
/// about `seat`.
fn has_event(message: &Value, version: u64, kind: &str, seat: u64) -> bool {
    message["version"] == version
        && message["events"].as_array().is_some_and(|events| {
            events
                .iter()
                .any(|e| e["body"]["type"] == kind && e["body"]["seat"] == seat)
        })
}

fn lobby_seat_kind(message: &Value, seat: usize) -> Option<&str> {
    (message["type"] == "lobby")
        .then(|| message["match"]["seats"][seat]["kind"].as_str())
        .flatten()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzler_who_leaves_opens_the_seat_and_a_newcomer_plays_on() {
    let addr = server().await;
    let (id, host) = create(addr, "lateral-puzzles", json!({"players": 4})).await;
    let (tokens, clients) = seat_everyone(addr, &id, &["Mara", "Ann", "Bert", "Cleo"]).await;
    start(addr, &id, &host).await;
    let mut t = Table {
        clients,
        next_ref: 0,
        version: 0,
    };
    t.drain().await;
    let (_, before) = get(addr, &format!("/api/matches/{id}")).await;
    let version = before["version"].as_u64().expect("a version");

    // Bert (seat 2) leaves: no bot may play this game, so his seat opens and his
    // departure is an action of the game, recorded and sent to everyone.
    let (status, summary) =
        post_to_match(addr, &id, "seats/2/leave", Some(&tokens[2]), json!({})).await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["status"], "playing", "{summary}");
    assert_eq!(summary["seats"][2]["kind"], "empty", "{summary}");
    assert_eq!(
        summary["version"],
        version + 1,
        "the departure is an action"
    );
    for seat in [0, 1, 3] {
        wait_for_all(
            &mut t.clients[seat],
            &[
                ("Bert's departure", &|m| {
                    has_event(m, version + 1, "left", 2)
                }),
                ("the open seat", &|m| lobby_seat_kind(m, 2) == Some("empty")),
                ("the chat line", &|m| {
                    m["type"] == "chat" && m.to_string().contains("seat 3 is open")
                }),
            ],
        )
        .await;
    }
    // Bert's own connection watches now.
    wait_for(&mut t.clients[2], "the seat given up", |m| {
        m["type"] == "error" && m["message"].as_str().unwrap_or("").contains("given up")
    })
    .await;
    let (_, lm_view) = (0, t.lm_view().await);
    let bert = lm_view["puzzlers"]
        .as_array()
        .expect("puzzlers")
        .iter()
        .find(|p| p["seat"] == 2)
        .cloned()
        .expect("Bert's place");
    assert_eq!(bert["presence"], "away", "{bert}");

    // Dora takes the open seat with the invite link: she plays on from Bert's place.
    let dora = join(addr, &id, 2, "Dora").await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["seats"][2]["name"], "Dora", "{summary}");
    assert_eq!(summary["version"], version + 2, "the return is an action");
    for seat in [0, 1, 3] {
        wait_for(&mut t.clients[seat], "Dora's return", |m| {
            has_event(m, version + 2, "returned", 2)
        })
        .await;
    }
    // Bert's old token no longer holds the seat.
    let refused = post_to_match(addr, &id, "seats/2/leave", Some(&tokens[2]), json!({})).await;
    assert_eq!(refused.0, 401, "{:?}", refused.1);
    let mut dora_client = Client::connect(addr, &id).await;
    let welcome = dora_client.hello(Some(&dora), None).await;
    assert_eq!(welcome["seat"], 2, "{welcome}");
    let sync = dora_client.until("sync").await;
    assert_eq!(sync["view"]["viewer"], "puzzler", "{sync}");
    t.clients[2] = dora_client;
    // Play goes on: whoever's turn it is asks, the Lateral Master answers.
    let turn = t.lm_view().await["turn"].as_u64().expect("a turn") as usize;
    t.act(
        turn,
        json!({"type": "ask", "text": "Did anyone see it happen?"}),
    )
    .await;
    t.answer("no", false).await;
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["version"], version + 4, "{summary}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lateral_master_leaving_abandons_the_match_on_every_screen() {
    let addr = server().await;
    let (id, host) = create(addr, "lateral-puzzles", json!({"players": 3})).await;
    let (tokens, mut clients) = seat_everyone(addr, &id, &["Mara", "Ann", "Bert"]).await;
    start(addr, &id, &host).await;
    let mut spectator = Client::connect(addr, &id).await;
    spectator.hello(None, None).await;
    clients.push(spectator);
    for client in &mut clients {
        client.until_view().await;
    }
    let (status, summary) =
        post_to_match(addr, &id, "seats/0/leave", Some(&tokens[0]), json!({})).await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["status"], "abandoned", "{summary}");
    // Every open connection is told at once: the lobby message says abandoned.
    for (i, client) in clients.iter_mut().enumerate() {
        let lobby = wait_for(client, "the abandoned status", |m| {
            m["type"] == "lobby" && m["match"]["status"] == "abandoned"
        })
        .await;
        assert_eq!(lobby["match"]["outcome"], Value::Null, "connection {i}");
    }
    // Nothing more is played.
    clients[1]
        .send(json!({"type": "act", "action": {"type": "ask", "text": "Still there?"}, "ref": 1}))
        .await;
    let refused = wait_for(&mut clients[1], "the refusal", |m| {
        m["type"] == "error" && m["ref"] == 1
    })
    .await;
    assert_eq!(refused["kind"], "game_over", "{refused}");
    // A reload sees it: in the welcome's summary and in the state message.
    let mut reloaded = Client::connect(addr, &id).await;
    let welcome = reloaded.hello(Some(&tokens[1]), None).await;
    assert_eq!(welcome["match"]["status"], "abandoned", "{welcome}");
    let sync = reloaded.until("sync").await;
    assert_eq!(sync["status"], "abandoned", "{sync}");
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert_eq!(summary["status"], "abandoned");
}

/// A table of three in its second round, where the Lateral Master may end it.
async fn play_a_short_game(t: &mut Table) {
    let view = t.lm_view().await;
    let (a, b) = (seat_of(&view, "order", 0), seat_of(&view, "order", 1));
    t.act(a, json!({"type": "ask", "text": "Is the dame alive?"}))
        .await;
    t.answer("no", false).await;
    t.act(b, json!({"type": "ask", "text": "Was it an accident?"}))
        .await;
    t.answer("no", false).await;
    assert_eq!(t.lm_view().await["round"], 2);
    let last = t.act(0, json!({"type": "end_game"})).await;
    assert!(last["view"]["over"].is_string(), "{last}");
}

/// Each seat asks for the rematch on its own connection; returns the answers.
async fn ask_for_rematch(t: &mut Table) -> Vec<Value> {
    let mut answers = Vec::new();
    for client in &mut t.clients {
        client.send(json!({"type": "rematch", "ref": 90})).await;
        let answer = wait_for(client, "the rematch", |m| {
            m["type"] == "rematch" || (m["type"] == "error" && m["ref"] == 90)
        })
        .await;
        assert_eq!(answer["type"], "rematch", "{answer}");
        answers.push(answer);
    }
    answers
}

/// Mara (the Lateral Master), Ann and Bert play a short game, then each asks for
/// the rematch. Returns the table, each seat's answer and the rematch's id.
async fn a_short_game_then_its_rematch(addr: SocketAddr) -> (Table, Vec<Value>, String) {
    let (id, host) = create(addr, "lateral-puzzles", json!({"players": 3})).await;
    let (_, clients) = seat_everyone(addr, &id, &["Mara", "Ann", "Bert"]).await;
    start(addr, &id, &host).await;
    let mut t = Table {
        clients,
        next_ref: 0,
        version: 0,
    };
    play_a_short_game(&mut t).await;
    let answers = ask_for_rematch(&mut t).await;
    let rematch = answers[0]["match"].as_str().expect("an id").to_owned();
    (t, answers, rematch)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_passes_the_lateral_master_on_and_waits_for_a_puzzle() {
    let addr = server().await;
    let (mut t, answers, rematch) = a_short_game_then_its_rematch(addr).await;
    assert!(answers.iter().all(|a| a["match"] == rematch.as_str()));
    assert!(answers.iter().all(|a| a["waits_in_lobby"] == true));
    // The seat whose request made the rematch hosts it; the others do not.
    let rematch_host = answers[0]["host_token"]
        .as_str()
        .expect("the maker hosts")
        .to_owned();
    assert!(answers[1]["host_token"].is_null() && answers[2]["host_token"].is_null());
    // Everyone is seated again, the role passed on, and it waits in the lobby.
    t.drain().await;
    let (_, summary) = get(addr, &format!("/api/matches/{rematch}")).await;
    assert_eq!(summary["status"], "open", "{summary}");
    assert!(
        summary["seats"]
            .as_array()
            .expect("seats")
            .iter()
            .all(|s| s["kind"] == "human"),
        "{summary}"
    );
    assert_eq!(summary["config"]["lateral_master"], 1, "{summary}");
    // A puzzler may neither change the puzzle nor start.
    let puzzler = answers[2]["token"].as_str().expect("a token");
    let refused = post(
        addr,
        &format!("/api/matches/{rematch}/start"),
        Some(puzzler),
        json!({}),
    )
    .await;
    assert_eq!(refused.0, 401, "{:?}", refused.1);
    // The host sets the new Lateral Master's puzzle and starts.
    let config = json!({"players": 3, "lateral_master": 1, "custom": red_dame()});
    let (status, summary) = post(
        addr,
        &format!("/api/matches/{rematch}/config"),
        Some(&rematch_host),
        json!({"config": config}),
    )
    .await;
    assert_eq!(status, 200, "{summary}");
    assert!(!summary.to_string().contains("avenge"), "{summary}");
    let (status, summary) = post(
        addr,
        &format!("/api/matches/{rematch}/start"),
        Some(&rematch_host),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["status"], "playing");
    let mut lm = Client::connect(addr, &rematch).await;
    lm.hello(answers[1]["token"].as_str(), None).await;
    let view = lm.until_view().await["view"].clone();
    assert_eq!(view["viewer"], "lateral_master", "{view}");
    assert_eq!(view["puzzle"]["solution"], SOLUTION);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_next_lateral_master_chooses_the_puzzle_and_starts_the_rematch() {
    let addr = server().await;
    // The connections stay open until the end.
    let (_table, answers, rematch) = a_short_game_then_its_rematch(addr).await;
    let next_master = answers[1]["token"].as_str().expect("a token");
    let config = json!({"players": 3, "lateral_master": 1, "custom": red_dame()});
    let (status, summary) = post(
        addr,
        &format!("/api/matches/{rematch}/config"),
        Some(next_master),
        json!({"config": config}),
    )
    .await;
    assert_eq!(status, 200, "{summary}");
    let (status, summary) = post(
        addr,
        &format!("/api/matches/{rematch}/start"),
        Some(next_master),
        json!({}),
    )
    .await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["status"], "playing");
}

fn bad_red_dame() -> Value {
    let mut puzzle = red_dame();
    puzzle["parts"][2]["score"] = json!(0);
    puzzle
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_config_is_checked_without_making_a_match() {
    let addr = server().await;
    let path = "/api/games/lateral-puzzles/check-config";
    let (status, answer) = post(
        addr,
        path,
        None,
        json!({"players": 4, "custom": red_dame()}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer, json!({"ok": true, "problems": []}));
    let (status, answer) = post(
        addr,
        path,
        None,
        json!({"players": 4, "custom": bad_red_dame()}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["ok"], false, "{answer}");
    let problems = answer["problems"].as_array().expect("problems");
    assert!(
        problems.iter().any(|p| p["place"].is_string()
            && p["message"]
                .as_str()
                .is_some_and(|m| m.contains("score must be a whole number from 1 to 100"))),
        "{answer}"
    );
    let (_, answer) = post(addr, path, None, json!({"players": 12})).await;
    assert_eq!(answer["ok"], false, "{answer}");
    assert!(answer.to_string().contains("3 to 9"), "{answer}");
    let (_, answer) = post(addr, path, None, json!({"players": "four"})).await;
    assert_eq!(answer["ok"], false, "{answer}");
    let (status, _) = post(
        addr,
        "/api/games/no-such-game/check-config",
        None,
        json!({}),
    )
    .await;
    assert_eq!(status, 404);
    // Nothing was made.
    let (_, list) = get(addr, "/api/matches").await;
    assert_eq!(list["matches"], json!([]), "{list}");
    // The games list says which games have a post-game analysis: this one has none.
    let (_, games) = get(addr, "/api/games").await;
    let has_analysis = |id: &str| {
        games["games"]
            .as_array()
            .and_then(|g| g.iter().find(|g| g["info"]["id"] == id))
            .map(|g| g["has_analysis"].clone())
    };
    assert_eq!(has_analysis("lateral-puzzles"), Some(json!(false)));
    assert_eq!(has_analysis("lady-alice"), Some(json!(true)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_changes_the_puzzle_in_the_lobby_and_its_solution_stays_hidden() {
    let addr = server().await;
    let (id, host) = create(addr, "lateral-puzzles", json!({"players": 3})).await;
    let (tokens, mut clients) = seat_everyone(addr, &id, &["Mara", "Ann", "Bert"]).await;
    let mut spectator = Client::connect(addr, &id).await;
    spectator.hello(None, None).await;
    let path = format!("/api/matches/{id}/config");
    let config = json!({"players": 3, "custom": red_dame()});
    // A seat that is neither the host nor the game's starter may not.
    let refused = post(addr, &path, Some(&tokens[1]), json!({"config": config})).await;
    assert_eq!(refused.0, 401, "{:?}", refused.1);
    // A puzzle with a problem is refused with its place.
    let refused = post(
        addr,
        &path,
        Some(&host),
        json!({"config": {"players": 3, "custom": bad_red_dame()}}),
    )
    .await;
    assert_eq!(refused.0, 400, "{:?}", refused.1);
    assert!(
        refused.1.to_string().contains("score must be"),
        "{:?}",
        refused.1
    );
    // Another table size needs a new match.
    let refused = post(addr, &path, Some(&host), json!({"config": {"players": 4}})).await;
    assert_eq!(refused.0, 400, "{:?}", refused.1);
    let (status, summary) = post(addr, &path, Some(&host), json!({"config": config})).await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["config"]["custom"]["title"], "The Red Dame");
    // The solution reaches no seat, no spectator and not the public lobby.
    for client in clients.iter_mut().chain(std::iter::once(&mut spectator)) {
        let lobby = wait_for(client, "the new config", |m| {
            m["type"] == "lobby" && m["match"]["config"]["custom"].is_object()
        })
        .await;
        assert!(!lobby.to_string().contains("avenge"), "{lobby}");
        assert!(!lobby.to_string().contains("murder weapon"), "{lobby}");
    }
    let (_, summary) = get(addr, &format!("/api/matches/{id}")).await;
    assert!(!summary.to_string().contains("avenge"), "{summary}");
    let (_, list) = get(addr, "/api/matches").await;
    assert!(!list.to_string().contains("avenge"), "{list}");
    // Played as set: the Lateral Master has the puzzle; no change after the start.
    start(addr, &id, &host).await;
    let view = clients[0].until_view().await["view"].clone();
    assert_eq!(view["puzzle"]["solution"], SOLUTION);
    let late = post(addr, &path, Some(&host), json!({"config": config})).await;
    assert_eq!(late.0, 409, "{:?}", late.1);
}
