//! The exact solver against brute-force enumeration of deals, the knowledge
//! document (hand-checked numbers, contradictions, the documented examples), the
//! post-game belief, and the solver bot (always legal, accuses when sure, beats
//! nothing by cheating: it only gets its Turn).

use serde_json::{Value, json};
use sleuth_core::harness::{PlayoutOptions, check_random_playouts};
use sleuth_core::{Bot, Game, HostedGame, Seat, SleuthRng, Turn, Viewer};
use sleuth_lady_alice::solver::{self, Knowledge, SolveError, knowledge_from_view, solve_json};
use sleuth_lady_alice::solver_bot::{SolverBot, SolverParams};
use sleuth_lady_alice::{Action, Category, Clue, LadyAlice, LadyAliceConfig, LadyAliceView};

mod common;

/// All permutations of 0..n.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for rest in permutations(n - 1) {
        for at in 0..=rest.len() {
            let mut p = rest.clone();
            p.insert(at, n - 1);
            out.push(p);
        }
    }
    out
}

fn choose(k: usize, items: &[Clue]) -> Vec<Vec<Clue>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (i, first) in items.iter().enumerate() {
        for mut rest in choose(k - 1, &items[i + 1..]) {
            rest.insert(0, *first);
            out.push(rest);
        }
    }
    out
}

/// What the brute force finds: the weight of consistent deals and their number,
/// P(clue evidence), P(seat holds clue), P(special category).
struct Brute {
    deals: u64,
    evidence: [f64; 32],
    held: Vec<[f64; 32]>,
    special: [f64; 4],
}

/// Walks the deal of docs/rules/lady-alice.md item 4 (special category, the
/// subsets drawn per category, the shuffle of the cards to the seats), weighting
/// every outcome by its probability, and keeps those where the seat holds its card
/// and every verdict counts the seats whose card is named.
fn brute_force(knowledge: &Knowledge) -> Brute {
    let n = usize::from(knowledge.players);
    let specials: Vec<(Option<Category>, f64)> = match n {
        4 => vec![(None, 1.0)],
        _ => Category::ALL.into_iter().map(|c| (Some(c), 0.25)).collect(),
    };
    let perms = permutations(n);
    let mut total = 0.0;
    let mut deals = 0u64;
    let mut evidence = [0.0; 32];
    let mut held = vec![[0.0; 32]; n];
    let mut special_weight = [0.0; 4];
    for (special, p_special) in specials {
        // The clue subsets of each category with their probability.
        let mut hands: Vec<(Vec<Clue>, f64)> = vec![(Vec::new(), p_special)];
        for category in Category::ALL {
            let k = match (n, special) {
                (3, Some(c)) if c == category => 0,
                (5, Some(c)) if c == category => 2,
                _ => 1,
            };
            let clues: Vec<Clue> = category.clues().collect();
            let options = choose(k, &clues);
            let p = 1.0 / options.len() as f64;
            hands = hands
                .iter()
                .flat_map(|(h, w)| {
                    options.iter().map(move |o| {
                        let mut h = h.clone();
                        h.extend_from_slice(o);
                        (h, w * p)
                    })
                })
                .collect();
        }
        for (cards, weight) in hands {
            let verdicts_hold = knowledge.verdicts.iter().all(|v| {
                let named = v.clues.slots();
                let smiles = cards.iter().filter(|c| named.contains(&Some(**c))).count();
                smiles == usize::from(v.smiles)
            });
            if !verdicts_hold {
                continue;
            }
            let w = weight / perms.len() as f64;
            for perm in &perms {
                // Seat s receives cards[perm[s]].
                if cards[perm[knowledge.me.index()]] != knowledge.my_evidence {
                    continue;
                }
                deals += 1;
                total += w;
                for (seat, at) in perm.iter().enumerate() {
                    let clue = cards[*at];
                    evidence[usize::from(clue.id())] += w;
                    held[seat][usize::from(clue.id())] += w;
                }
                if let Some(c) = special {
                    special_weight[c.index()] += w;
                }
            }
        }
    }
    Brute {
        deals,
        evidence: evidence.map(|x| x / total),
        held: held.into_iter().map(|h| h.map(|x| x / total)).collect(),
        special: special_weight.map(|x| x / total),
    }
}

/// Plays `steps` actions of a seeded game, with random or baseline play.
fn random_state(players: u8, seed: u64, steps: usize) -> LadyAlice {
    let mut game = LadyAlice::new(&LadyAliceConfig::new(players), seed).unwrap();
    let mut rng = SleuthRng::from_seed(seed ^ 0x5eed);
    let specs = LadyAlice::bots();
    let baseline = specs.iter().find(|b| b.name == "baseline").unwrap();
    let mut bots: Vec<Box<dyn Bot<LadyAlice>>> = (0..players)
        .map(|s| (baseline.make)(seed * 7 + u64::from(s)))
        .collect();
    let use_random = rng.chance(1, 3);
    for _ in 0..steps {
        if game.ending().is_some() {
            break;
        }
        let seat = game.to_move().iter().next().unwrap();
        let action = if use_random {
            LadyAlice::random_action(&game, seat, &mut rng).unwrap()
        } else {
            bots[seat.index()].choose(&Turn::new(&game, seat))
        };
        let mut events = Vec::new();
        game.play(seat, &action, &mut events).unwrap();
    }
    game
}

#[test]
fn exact_distribution_matches_brute_force_over_deals() {
    for (players, states) in [(3u8, 40u64), (4, 25), (5, 6)] {
        let mut informative = 0;
        for index in 0..states {
            let seed = u64::from(players) * 1000 + index;
            let game = random_state(players, seed, (index as usize * 7) % 60);
            let seat = Seat((index % u64::from(players)) as u8);
            let view = game.view(Viewer::Seat(seat));
            let knowledge = knowledge_from_view(&view).unwrap();
            let distribution = solver::solve(&knowledge).unwrap();
            let brute = brute_force(&knowledge);
            let place = format!("{players} players, seed {seed}, seat {}", seat.0);
            assert_eq!(distribution.deal_count(), brute.deals, "{place}");
            let evidence = distribution.evidence_probabilities();
            for clue in Clue::all() {
                let id = usize::from(clue.id());
                assert!(
                    (evidence[id] - brute.evidence[id]).abs() < 1e-9,
                    "{place}: {clue}"
                );
                for s in 0..players {
                    let p = distribution.held_by(clue, Seat(s), &evidence);
                    assert!(
                        (p - brute.held[usize::from(s)][id]).abs() < 1e-9,
                        "{place}: {clue} held by {s}: {p} vs {}",
                        brute.held[usize::from(s)][id]
                    );
                }
            }
            let special = distribution.special_probabilities();
            for (p, q) in special.iter().zip(brute.special) {
                assert!((p - q).abs() < 1e-9, "{place}");
            }
            if !knowledge.verdicts.is_empty() {
                informative += 1;
            }
        }
        assert!(informative * 2 > states, "{players}: too few verdicts");
    }
}

fn clue(name: &str) -> Clue {
    Clue::from_name(name).unwrap()
}

#[test]
fn hand_checked_document() {
    let out = solve_json(&json!({"players": 4, "me": 0, "my_evidence": "mary kingsley"})).unwrap();
    assert_eq!(out["worlds"], 512);
    assert_eq!(out["deals"], 512 * 6);
    let row = |out: &Value, name: &str| {
        out["clues"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["clue"] == name)
            .unwrap()
            .clone()
    };
    assert_eq!(row(&out, "Mary Kingsley")["evidence"], 1.0);
    assert_eq!(row(&out, "Tippu Tip")["evidence"], 0.0);
    assert_eq!(row(&out, "Compass")["evidence"], 0.125);
    assert_eq!(
        row(&out, "Compass")["held_by"],
        json!([0.0, 0.041667, 0.041667, 0.041667])
    );
    // Zero smiles: the four named clues are not evidence; 7^3 worlds remain.
    let out = solve_json(&json!({
        "players": 4, "me": 0, "my_evidence": "Mary Kingsley",
        "suspicions": [{"by": 1, "clues": ["Tippu Tip", "Hyde Park", "7h00", "Compass"], "smiles": 0, "covered": true}],
        "counters": [{"by": 2, "clue": "Sextant", "value": 2}, {"by": 3, "clue": "Sextant", "value": null}],
        "passes": [{"by": 1}, 2]
    }))
    .unwrap();
    assert_eq!(out["worlds"], 343);
    assert_eq!(row(&out, "Compass")["evidence"], 0.0);
    assert_eq!(
        row(&out, "Sextant")["evidence"],
        0.142857,
        "counters add nothing"
    );
    assert!(
        out["certain"]["not_evidence"]
            .as_array()
            .unwrap()
            .contains(&json!("Hyde Park"))
    );
    // 3 players: the removed category is never the own card's.
    let out = solve_json(&json!({"players": 3, "me": 1, "my_evidence": "17h00"})).unwrap();
    assert_eq!(out["worlds"], 192);
    assert_eq!(out["special"]["kind"], "removed");
    assert_eq!(out["special"]["probability"]["time"], 0.0);
    assert_eq!(out["special"]["probability"]["place"], 0.333333);
    // 5 players: 7·512 worlds with the own category doubled, 3·28·64 otherwise.
    let out = solve_json(&json!({"players": 5, "me": 4, "my_evidence": "Compass"})).unwrap();
    assert_eq!(out["worlds"], 7 * 512 + 3 * 28 * 64);
    assert_eq!(out["special"]["probability"]["object"], 0.4);
    // A solved 4-player table.
    let out = solve_json(&json!({
        "players": 4, "me": 0, "my_evidence": "Mary Kingsley",
        "accusations": [{"by": 1, "clues": ["Mary Kingsley", "Hyde Park", "7h00", "Compass"], "smiles": 3}],
        "suspicions": [
            {"by": 0, "clues": ["Mary Kingsley", "Hyde Park", "7h00", "Sextant"], "smiles": 3},
            {"by": 2, "clues": ["Mary Kingsley", "Hyde Park", "9h00", "Sextant"], "smiles": 2},
            {"by": 3, "clues": ["Mary Kingsley", "Kew Gardens", "7h00", "Journal"], "smiles": 3}
        ]
    }))
    .unwrap();
    assert_eq!(out["worlds"], 1);
    assert_eq!(
        out["certain"]["solution"]["evidence"],
        json!(["Mary Kingsley", "Hyde Park", "7h00", "Journal"])
    );
    assert_eq!(out["best_accusation"]["probability"], 1.0);
}

#[test]
fn contradictions_name_the_entries_in_conflict() {
    let err = solve_json(&json!({
        "players": 4, "me": 0, "my_evidence": "Mary Kingsley",
        "suspicions": [
            {"by": 1, "clues": ["Tippu Tip", "Hyde Park", "7h00", "Compass"], "smiles": 1},
            {"by": 2, "clues": ["Mary Kingsley", "Hyde Park", "9h00", "Sextant"], "smiles": 0},
            {"by": 3, "clues": ["Tippu Tip", "Kew Gardens", "9h00", "Journal"], "smiles": 2}
        ]
    }))
    .unwrap_err();
    assert_eq!(
        err,
        SolveError::Contradiction {
            entries: vec!["my_evidence".into(), "suspicions[1]".into()]
        }
    );
    assert!(err.to_string().contains("my_evidence, suspicions[1]"));
    let err = solve_json(&json!({
        "players": 3, "me": 0, "my_evidence": "Compass",
        "accusations": [{"by": 1, "clues": ["Tippu Tip", "Hyde Park", "7h00"], "removed": "object", "smiles": 3}]
    }))
    .unwrap_err();
    assert_eq!(
        err,
        SolveError::Contradiction {
            entries: vec!["my_evidence".into(), "accusations[0]".into()]
        }
    );
    let bad = [
        (
            json!({"players": 6, "me": 0, "my_evidence": "Compass"}),
            "3 to 5",
        ),
        (
            json!({"players": 4, "me": 4, "my_evidence": "Compass"}),
            "seat 4",
        ),
        (
            json!({"players": 4, "me": 0, "my_evidence": "Nobody"}),
            "not a Lady Alice clue",
        ),
        (
            json!({"players": 4, "me": 0, "my_evidence": "Compass", "suspicions": [{"by": 1, "clues": ["Tippu Tip", "Hyde Park", "7h00", "9h00"], "smiles": 1}]}),
            "two clues of the time",
        ),
        (
            json!({"players": 4, "me": 0, "my_evidence": "Compass", "suspicions": [{"by": 1, "clues": ["Tippu Tip", "Hyde Park", "7h00", "Sextant"], "smiles": 5}]}),
            "at most 4",
        ),
        (
            json!({"players": 4, "me": 0, "my_evidence": "Compass", "suspicions": [{"by": 1, "clues": ["Tippu Tip", "Hyde Park", "7h00", "Sextant"], "smiles": 1, "covered": true}]}),
            "covered",
        ),
        (
            json!({"players": 3, "me": 0, "my_evidence": "Compass", "accusations": [{"by": 1, "clues": ["Tippu Tip", "Hyde Park", "7h00"], "smiles": 1}]}),
            "names the category believed removed",
        ),
        (
            json!({"players": 4, "me": 0, "my_evidence": "Compass", "counters": [{"by": 1, "clue": "Compass", "value": 3}]}),
            "0, 1 or 2",
        ),
        (
            json!({"players": 3, "me": 0, "my_evidence": "Compass", "counters": [
                {"by": 1, "clue": "Compass"}, {"by": 1, "clue": "Compass"},
                {"by": 2, "clue": "Compass"}, {"by": 2, "clue": "Compass"}]}),
            "at most 3 counters",
        ),
        (json!([1, 2]), "JSON object"),
    ];
    for (doc, wanted) in bad {
        let err = solve_json(&doc).unwrap_err().to_string();
        assert!(err.contains(wanted), "{doc}: {err}");
    }
}

/// (tag, body) of each ```json block.
fn json_blocks(text: &str) -> Vec<(String, String)> {
    let mut blocks = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let Some(info) = line.trim_start().strip_prefix("```json") else {
            continue;
        };
        let body: Vec<&str> = lines
            .by_ref()
            .take_while(|l| !l.trim_start().starts_with("```"))
            .collect();
        blocks.push((info.trim().to_owned(), body.join("\n")));
    }
    blocks
}

#[test]
fn documented_examples_solve() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../docs/deduction/lady-alice-solver.md"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut solved = 0;
    let mut refused = 0;
    let mut outputs = 0;
    let blocks = json_blocks(&text);
    for (i, (tag, body)) in blocks.iter().enumerate() {
        let value: Value = serde_json::from_str(body).unwrap();
        match tag.as_str() {
            "lady-alice:knowledge" => {
                let out = solve_json(&value).unwrap_or_else(|e| panic!("block {i}: {e}"));
                // The block after a knowledge example may show its output.
                if let Some((next_tag, next)) = blocks.get(i + 1)
                    && next_tag == "lady-alice:solution"
                {
                    let shown: Value = serde_json::from_str(next).unwrap();
                    for (key, wanted) in shown.as_object().unwrap() {
                        assert_eq!(&out[key], wanted, "block {i}: {key}");
                    }
                    outputs += 1;
                }
                solved += 1;
            }
            "lady-alice:knowledge-error" => {
                assert!(solve_json(&value).is_err(), "block {i} should be refused");
                refused += 1;
            }
            _ => {}
        }
    }
    assert!(
        solved >= 3 && refused >= 1 && outputs >= 1,
        "{solved} {refused} {outputs}"
    );
}

/// Plays a game with solver and baseline bots, returning every seat's view after
/// every action and the final view.
fn played_views(players: u8, seed: u64) -> (Vec<LadyAliceView>, LadyAliceView) {
    let mut game = LadyAlice::new(&LadyAliceConfig::new(players), seed).unwrap();
    let specs = LadyAlice::bots();
    let mut bots: Vec<Box<dyn Bot<LadyAlice>>> = (0..players)
        .map(|s| {
            let name = if (u64::from(s) + seed).is_multiple_of(2) {
                "solver"
            } else {
                "baseline"
            };
            let spec = specs.iter().find(|b| b.name == name).unwrap();
            (spec.make)(seed * 11 + u64::from(s))
        })
        .collect();
    let mut views = Vec::new();
    for _ in 0..2000 {
        if game.ending().is_some() {
            break;
        }
        let seat = game.to_move().iter().next().unwrap();
        let action = bots[seat.index()].choose(&Turn::new(&game, seat));
        let mut events = Vec::new();
        game.play(seat, &action, &mut events).unwrap();
        for s in 0..players {
            views.push(game.view(Viewer::Seat(Seat(s))));
        }
    }
    assert!(game.ending().is_some());
    (views, game.view(Viewer::Everyone))
}

#[test]
fn belief_gives_the_truth_positive_probability_and_grows() {
    let mut certain_seen = 0;
    for players in 3..=5u8 {
        for seed in 0..6 {
            let (views, last) = played_views(players, seed);
            let mut previous = vec![0.0f64; usize::from(players)];
            for view in &views {
                let seat = view.viewer_seat().unwrap().index();
                let belief = LadyAlice::belief(view, &last).unwrap();
                assert!(belief.truth > 0.0, "the truth is always possible");
                assert!(
                    belief.truth + 1e-12 >= previous[seat],
                    "knowledge only grows"
                );
                assert_eq!(belief.certain, belief.truth == 1.0);
                certain_seen += usize::from(belief.certain);
                previous[seat] = belief.truth;
            }
        }
    }
    assert!(certain_seen > 0);
}

#[test]
fn solver_bot_playouts_hold_every_invariant() {
    for players in 3..=5 {
        let options = PlayoutOptions {
            games: if players == 5 { 20 } else { 50 },
            seed: 20 + u64::from(players),
            bot: "solver",
            exhaustive_games: 1,
        };
        let stats = check_random_playouts::<LadyAlice>(&LadyAliceConfig::new(players), &options);
        assert!(stats.actions / stats.games > 5, "{stats:?}");
    }
}

#[test]
fn solver_bot_when_sure_accuses_correctly_or_places_never_passes() {
    let specs = LadyAlice::bots();
    let solver_spec = specs.iter().find(|b| b.name == "solver").unwrap();
    let games = |players: u8| if players == 5 { 12 } else { 30 };
    let seen = common::sure_turns_over_games(games, 500, |players, seed| {
        // Half the games without the soft model, so that they last until sure.
        (0..players)
            .map(|s| -> Box<dyn Bot<LadyAlice>> {
                let bot_seed = seed * 13 + u64::from(s);
                if seed % 2 == 0 {
                    let params = SolverParams {
                        first_counter_trust: 0.0,
                        ..SolverParams::for_players(players)
                    };
                    Box::new(SolverBot::with_params(bot_seed, params))
                } else {
                    (solver_spec.make)(bot_seed)
                }
            })
            .collect()
    });
    assert!(seen.turns > 10 && seen.accusations > 10, "{seen:?}");
}

#[test]
fn solver_bot_accuses_at_once_in_a_constructed_sure_position() {
    let (game, seat, evidence) = common::sure_position_with_a_sure_rival();
    let mut bot = (LadyAlice::bots()
        .into_iter()
        .find(|b| b.name == "solver")
        .unwrap()
        .make)(1);
    let action = bot.choose(&Turn::new(&game, seat));
    common::assert_accuses(action, evidence);
}

#[test]
fn post_game_analysis_of_recorded_games() {
    use sleuth_core::MatchRecord;
    use sleuth_core::analysis::analyse;
    let specs = LadyAlice::bots();
    let solver_spec = specs.iter().find(|b| b.name == "solver").unwrap();
    for players in 3..=5u8 {
        let config = LadyAliceConfig::new(players);
        let seed = 40 + u64::from(players);
        let mut game = LadyAlice::new(&config, seed).unwrap();
        let mut record = MatchRecord::new::<LadyAlice>(&config, seed);
        let mut bots: Vec<Box<dyn Bot<LadyAlice>>> = (0..players)
            .map(|s| (solver_spec.make)(u64::from(s)))
            .collect();
        while game.ending().is_none() {
            let seat = game.to_move().iter().next().unwrap();
            let action = bots[seat.index()].choose(&Turn::new(&game, seat));
            game.play(seat, &action, &mut Vec::new()).unwrap();
            record.push::<LadyAlice>(seat, &action);
        }
        let analysis = analyse::<LadyAlice>(&record).unwrap();
        assert_eq!(analysis.seats.len(), usize::from(players));
        // Every truth is positive and never falls.
        for seat in &analysis.seats {
            assert_eq!(seat.truth.len(), record.actions.len() + 1);
            assert!(
                seat.truth
                    .windows(2)
                    .all(|w| w[1] + 1e-12 >= w[0] && w[0] > 0.0)
            );
            if let Some(k) = seat.certain_at {
                assert_eq!(seat.truth[k], 1.0);
            }
        }
        // The end reveals the solution to everyone. (`certain_at` counts only what a
        // seat deduced before the end; a solver bot may accuse on its soft model
        // before any seat is certain, so it can be `None` for every seat.)
        assert!(analysis.seats.iter().all(|s| s.truth.last() == Some(&1.0)));
    }
}

#[test]
fn solver_bot_reads_first_counters_softly_but_the_solver_does_not() {
    // 3 players, object removed: seat 0 holds Mary Kingsley, seat 1 Hyde Park,
    // seat 2 7h00. One verdict, then each opponent opens on its own card.
    let evidence = [clue("Mary Kingsley"), clue("Hyde Park"), clue("7h00")];
    let mut game = LadyAlice::with_deal(3, &evidence, Some(Category::Object));
    let mut events = Vec::new();
    let clues =
        sleuth_lady_alice::Named::all_four(["Tippu Tip", "Hyde Park", "9h00", "Compass"].map(clue));
    game.play(Seat(0), &Action::Suspect { clues }, &mut events)
        .unwrap();
    let exact_before = {
        let view = game.view(Viewer::Seat(Seat(0)));
        solver::solve(&knowledge_from_view(&view).unwrap()).unwrap()
    };
    for (seat, name) in [(1u8, "Hyde Park"), (2, "7h00")] {
        let action = Action::PlaceCounter {
            clue: clue(name),
            value: 2,
        };
        game.play(Seat(seat), &action, &mut events).unwrap();
    }
    let view = game.view(Viewer::Seat(Seat(0)));
    let exact = solver::solve(&knowledge_from_view(&view).unwrap()).unwrap();
    assert_eq!(exact, exact_before, "counters change nothing exact");
    // Everyone passes; seat 1 suspects; seat 2 passes; seat 0 to move.
    for seat in [0u8, 1, 2] {
        game.play(Seat(seat), &Action::Pass, &mut events).unwrap();
    }
    let clues = sleuth_lady_alice::Named::all_four(
        ["Mary Kingsley", "Kew Gardens", "7h00", "Sextant"].map(clue),
    );
    game.play(Seat(1), &Action::Suspect { clues }, &mut events)
        .unwrap();
    game.play(Seat(2), &Action::Pass, &mut events).unwrap();
    let view = game.view(Viewer::Seat(Seat(0)));
    let exact = solver::solve(&knowledge_from_view(&view).unwrap()).unwrap();
    let (_, _, p) = exact.best_accusation().unwrap();
    assert!(
        p < 0.75,
        "exact best accusation {p}: no exact reason to accuse"
    );
    let mut bot = (LadyAlice::bots()
        .into_iter()
        .find(|b| b.name == "solver")
        .unwrap()
        .make)(3);
    let action = bot.choose(&Turn::new(&game, Seat(0)));
    let Action::Accuse { clues, removed } = action else {
        panic!("expected a soft accusation, got {action:?} (exact p {p})");
    };
    assert_eq!(removed, Some(Category::Object));
    assert_eq!(clues.mask(), evidence.iter().fold(0, |m, c| m | c.bit()));
}
