//! The `sleuth` binary end to end: games, simulate (determinism, JSON fields) and
//! replay (a finished record, and a hand-edited illegal action).

mod support;

use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::Value;
use sleuth_core::{MatchRecord, Seat};
use support::records::bots_play_to_the_end;

/// Runs the binary in English whatever the locale of the machine running the
/// tests (the French output has its own tests, in cli_french.rs).
fn sleuth(args: &[&str]) -> Output {
    support::sleuth_with(&[("LANG", "C")], args)
}

/// The JSON `output` printed, after checking the command succeeded.
fn json_of(output: &Output) -> Value {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("json")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sleuth-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write");
    path
}

/// The shipped content folder `crates/games/FOLDER`.
fn shipped(folder: &str) -> String {
    format!("{}/../games/{folder}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `sleuth content check PATH`; returns its exit code and what it printed.
fn content_check(path: &str) -> (Option<i32>, String) {
    let output = sleuth(&["content", "check", path]);
    (output.status.code(), stdout(&output))
}

/// `content_check` that must succeed; returns what it printed.
fn content_check_passes(path: &str) -> String {
    let (code, text) = content_check(path);
    assert_eq!(code, Some(0), "{text}");
    text
}

/// `content_check` of a copy of the shipped file `original`, named `copy_name`,
/// with the first `from` replaced by `to`: it must fail and print `named`;
/// returns its exit code.
fn content_check_fails(
    original: &str,
    copy_name: &str,
    (from, to): (&str, &str),
    named: &str,
) -> Option<i32> {
    let shipped = std::fs::read_to_string(original).expect("a shipped content file");
    let broken = shipped.replacen(from, to, 1);
    assert_ne!(broken, shipped, "{original} no longer holds {from:?}");
    let path = temp_file(copy_name, &broken);
    let (code, text) = content_check(path.to_str().expect("utf-8 path"));
    assert_ne!(code, Some(0), "{text}");
    assert!(text.contains(named), "{text}");
    code
}

#[test]
fn games_lists_lady_alice() {
    let out = sleuth(&["games"]);
    assert!(out.status.success());
    assert!(stdout(&out).contains("lady-alice"));
    let out = sleuth(&["games", "--json"]);
    let list: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(list[0]["info"]["id"], "lady-alice");
    assert_eq!(list[0]["info"]["min_players"], 3);
}

#[test]
fn simulate_json_is_deterministic() {
    // 300 games of three players, as JSON.
    let simulate = |seed: u64| {
        let seed = seed.to_string();
        sleuth(&[
            "simulate",
            "lady-alice",
            "--players",
            "3",
            "--games",
            "300",
            "--seed",
            &seed,
            "--json",
        ])
    };
    let strip = |out: &Output| {
        let mut v = json_of(out);
        for key in [
            "game",
            "players",
            "games",
            "completed",
            "mean_actions",
            "wins_by_seat",
            "games_per_sec",
        ] {
            assert!(v.get(key).is_some(), "missing {key}");
        }
        v["games_per_sec"] = Value::Null;
        v["elapsed_secs"] = Value::Null;
        v
    };
    let first = strip(&simulate(9));
    assert_eq!(first["completed"], 300);
    assert_eq!(first, strip(&simulate(9)));
    let other = strip(&simulate(10));
    assert_ne!(
        first["wins_by_seat"], other["wins_by_seat"],
        "the seed matters"
    );
}

#[test]
fn simulate_reports_bad_requests() {
    let out = sleuth(&["simulate", "lady-alice", "--players", "7"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("3 to 5 players"));
    let out = sleuth(&[
        "simulate",
        "lady-alice",
        "--players",
        "4",
        "--bot",
        "genius",
    ]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("no bot \"genius\""));
    let out = sleuth(&["simulate", "chess", "--players", "2"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown game"));
}

/// A finished 4-seat Lady Alice match between baseline bots.
fn finished_record() -> MatchRecord {
    support::records::finished_lady_alice_record()
}

#[test]
fn replay_reports_the_outcome() {
    let record = finished_record();
    let path = temp_file("finished.json", &record.to_json_pretty());
    let out = sleuth(&["replay", path.to_str().expect("utf8")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout(&out).contains("finished:"), "{}", stdout(&out));
    let out = sleuth(&["replay", path.to_str().expect("utf8"), "--json"]);
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["ok"], true);
    assert_eq!(v["finished"], true);
    assert_eq!(v["actions"], record.actions.len());
}

#[test]
fn replay_analyse_reports_each_seat_step_by_step() {
    let record = finished_record();
    let path = temp_file("analysed.json", &record.to_json_pretty());
    let path = path.to_str().expect("utf8");
    let out = sleuth(&["replay", path, "--analyse"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    assert!(text.contains("analysis: the probability"), "{text}");
    assert!(text.contains("certain after"), "{text}");
    let out = sleuth(&["replay", path, "--json", "--analyse"]);
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    let seats = v["analysis"]["seats"].as_array().expect("seats");
    assert_eq!(seats.len(), 4);
    for seat in seats {
        let truth = seat["truth"].as_array().expect("truth");
        assert_eq!(truth.len(), record.actions.len() + 1);
        // At the deal every seat knows only its own card: 4 players, so one of the
        // 8^3 completions of the other categories' evidence (its own card fixed).
        assert!(
            (truth[0].as_f64().expect("p") - 1.0 / 512.0).abs() < 1e-12,
            "{seat}"
        );
    }
    // The game ends with a correct accusation, made when its accuser was sure. (In
    // this record round 3's suspicion leaves one world for every seat.) A seat is
    // certain from its `certain_at` on, and the truth is then 1.
    assert!(seats.iter().any(|s| s["certain_at"].is_u64()), "{v}");
    for seat in seats {
        if let Some(at) = seat["certain_at"].as_u64() {
            let truth = seat["truth"].as_array().expect("truth");
            assert!(at <= record.actions.len() as u64, "{seat}");
            assert!(
                truth[at as usize..].iter().all(|p| p.as_f64() == Some(1.0)),
                "{seat}"
            );
        }
    }

    let mut unfinished = record.clone();
    unfinished.actions.pop();
    let path = temp_file("unfinished.json", &unfinished.to_json_pretty());
    let out = sleuth(&["replay", path.to_str().expect("utf8"), "--analyse"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("not finished"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn replay_names_a_hand_edited_illegal_action() {
    let mut record = finished_record();
    // Hand-edit the third action into a counter worth 7.
    let index = 2;
    record.actions[index].action =
        serde_json::json!({"type": "place_counter", "clue": "Compass", "value": 7});
    let path = temp_file("illegal.json", &record.to_json_pretty());
    let out = sleuth(&["replay", path.to_str().expect("utf8")]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("action 2"), "{stderr}");
    assert!(stderr.contains("place_counter"), "{stderr}");
    assert!(stderr.contains("Compass"), "{stderr}");
    let out = sleuth(&["replay", path.to_str().expect("utf8"), "--json"]);
    assert_eq!(out.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["index"], 2);
    assert_eq!(v["action"]["value"], 7);

    // An action from the wrong seat is named too.
    let mut record = finished_record();
    let seat = record.actions[0].seat;
    let wrong = Seat((seat.0 + 1) % 4);
    record.actions[0].seat = wrong;
    let path = temp_file("wrong-seat.json", &record.to_json_pretty());
    let out = sleuth(&["replay", path.to_str().expect("utf8")]);
    assert_eq!(out.status.code(), Some(2));
    // The refusal's own sentence counts seats from 1, as people read them.
    let refusal = format!("it is not Seat {}'s turn", wrong.0 + 1);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(&refusal),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // Malformed JSON and unknown games are clear errors, not panics.
    let path = temp_file("garbage.json", "{\"game\": 3");
    let out = sleuth(&["replay", path.to_str().expect("utf8")]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a match record"));
}

#[test]
fn content_check_passes_shipped_scenarios_and_reports_a_broken_one() {
    let scenarios = shipped("almost-innocent/content");
    let text = content_check_passes(&scenarios);
    // The catalogue is skipped; the campaign, 8 scenarios and their 8 French
    // translations are checked.
    assert!(text.contains("17 file(s) checked, 0 problem(s)"), "{text}");
    assert!(text.contains("campaign.toml: ok (campaign)"), "{text}");
    assert!(
        text.contains("fr/01-spiced-tea.toml: ok (translation of"),
        "{text}"
    );
    // A grid with a row too many.
    let row_too_many = (
        "grid = [\n",
        "grid = [\n  \"Pl4 Ev2 Vi3 Pl6 ... Ev1 Cr9\",\n",
    );
    let spiced_tea = format!("{scenarios}/scenarios/01-spiced-tea.toml");
    let named = "broken-scenario.toml: grid";
    let code = content_check_fails(&spiced_tea, "broken-scenario.toml", row_too_many, named);
    assert_eq!(code, Some(1));
}

#[test]
fn content_check_compares_a_translation_with_its_english_original() {
    let scenarios = shipped("almost-innocent/content/scenarios");
    let english = std::fs::read_to_string(format!("{scenarios}/08-the-starless-crown.toml"))
        .expect("the English scenario");
    let french = std::fs::read_to_string(format!("{scenarios}/fr/08-the-starless-crown.toml"))
        .expect("the French scenario");
    let dir = std::env::temp_dir().join(format!("sleuth-cli-translation-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("fr")).expect("temp dir");
    std::fs::write(dir.join("08-the-starless-crown.toml"), &english).expect("write");
    // Another grid row and another token count than English: each named.
    let broken = french
        .replacen(
            "\"Ev3 Pl6 Pl5 Cr1 ... Vi1\"",
            "\"Ev3 Pl5 Pl6 Cr1 ... Vi1\"",
            1,
        )
        .replacen("tokens = 9", "tokens = 10", 1)
        .replacen("quantity = 6", "quantity = 7", 1);
    assert_ne!(broken, french, "the test breaks the translation");
    let path = dir.join("fr").join("08-the-starless-crown.toml");
    std::fs::write(&path, &broken).expect("write");
    let (code, text) = content_check(path.to_str().expect("utf-8 path"));
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("08-the-starless-crown.toml: grid row 1: Ev3 Pl5 Pl6"),
        "{text}"
    );
    assert!(
        text.contains("08-the-starless-crown.toml: difficulty.medium: tokens 10"),
        "{text}"
    );
    assert!(text.contains("2 problem(s)"), "{text}");
    // The faithful translation passes.
    std::fs::write(&path, &french).expect("write");
    let text = content_check_passes(path.to_str().expect("utf-8 path"));
    assert!(text.contains("ok (translation of"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn simulate_takes_scenario_and_difficulty() {
    let out = sleuth(&[
        "simulate",
        "almost-innocent",
        "--players",
        "2",
        "--games",
        "50",
        "--scenario",
        "the-starless-crown",
        "--difficulty",
        "detective",
        "--json",
    ]);
    let v = json_of(&out);
    assert_eq!(v["completed"], 50);
    let out = sleuth(&[
        "simulate",
        "almost-innocent",
        "--players",
        "2",
        "--scenario",
        "no-such-place",
    ]);
    assert!(!out.status.success());
}

fn solve(input: &str) -> Output {
    support::sleuth_with_stdin(&["solve", "cluedo"], input)
}

#[test]
fn solve_cluedo_reads_knowledge_and_names_contradictions() {
    let doc = r#"{"deck": "classic", "players": [{"name": "A", "hand_size": 6}, {"name": "B", "hand_size": 6}, {"name": "C", "hand_size": 6}],
        "me": 0, "my_hand": ["Plum", "Rope", "Hall", "Lounge", "Dagger", "Green"],
        "suggestions": [{"by": 1, "cards": ["Scarlett", "Spanner", "Study"], "passed": [], "shown_by": 2, "shown": null}],
        "facts": [{"player": 1, "lacks": ["Study"]}]}"#;
    let out = solve(doc);
    let v = json_of(&out);
    assert_eq!(v["method"], "exact");
    assert!(
        v["worlds"]
            .as_str()
            .is_some_and(|w| w.parse::<u128>().is_ok())
    );
    assert_eq!(v["cards"]["Rope"]["A"], 1.0);
    assert_eq!(v["cards"]["Study"]["B"], 0.0);
    let bad = r#"{"deck": "classic", "players": [{"name": "A", "hand_size": 6}, {"name": "B", "hand_size": 6}, {"name": "C", "hand_size": 6}],
        "me": 0, "my_hand": ["Plum", "Rope", "Hall", "Lounge", "Dagger", "Green"],
        "facts": [{"player": 1, "has": "Spanner"}, {"player": 1, "lacks": ["Spanner"]}]}"#;
    let out = solve(bad);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("must hold Spanner but also lacks it"));
    let out = sleuth(&["solve", "cluedo", "--list-decks"]);
    assert!(
        stdout(&out).contains("havent-a-cluedo") || stdout(&out).contains("Haven't a Cluedo"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn cooperative_tournament_counts_team_games() {
    let out = sleuth(&[
        "tournament",
        "almost-innocent",
        "--bots",
        "solver,baseline",
        "--players",
        "3",
        "--games",
        "6",
        "--seed",
        "2",
        "--json",
    ]);
    let v = json_of(&out);
    assert_eq!(v["cooperative"], true);
    let standings = v["standings"].as_array().expect("standings");
    // Teams alternate game by game, and each game counts once for its team.
    assert_eq!(standings[0]["seats_played"], 3, "{v}");
    assert_eq!(standings[1]["seats_played"], 3, "{v}");
    // The solve rate counts games, and a team's wins are its solved games.
    let won: u64 = standings
        .iter()
        .map(|s| s["wins"].as_u64().unwrap_or(0))
        .sum();
    assert_eq!(v["games_with_a_winner"].as_u64(), Some(won), "{v}");
}

/// A case's solve-rate line (docs/content/watson-holmes.md): solver bots that
/// remember every card solve every game, and the human output says so in words.
#[test]
fn a_watson_holmes_tournament_reports_its_solve_rate() {
    let args = [
        "tournament",
        "watson-holmes",
        "--bots",
        "solver",
        "--players",
        "3",
        "--games",
        "6",
        "--config",
        r#"{"case": "the-bitter-draught"}"#,
    ];
    let mut json = args.to_vec();
    json.push("--json");
    let v = json_of(&sleuth(&json));
    assert_eq!(v["completed"], 6, "{v}");
    assert_eq!(v["games_with_a_winner"], 6, "{v}");
    assert!(v["mean_actions"].as_f64().unwrap_or(0.0) > 10.0, "{v}");
    let text = stdout(&sleuth(&args));
    assert!(
        text.contains("solved (someone won) 6 of 6 completed games  100.0%"),
        "{text}"
    );
}

#[test]
fn tournament_rotates_seats_and_reports_wilson_intervals() {
    let args = [
        "tournament",
        "lady-alice",
        "--bots",
        "baseline,random",
        "--players",
        "3",
        "--games",
        "200",
        "--seed",
        "4",
        "--json",
    ];
    let out = sleuth(&args);
    let v = json_of(&out);
    assert_eq!(v["completed"], 200);
    let standings = v["standings"].as_array().expect("standings");
    assert_eq!(standings[0]["bot"], "baseline");
    // Seats are rotated: both bots play the same number of seats.
    assert_eq!(standings[0]["seats_played"], standings[1]["seats_played"]);
    let low = standings[0]["wilson_low"].as_f64().unwrap_or(0.0);
    let rate = standings[0]["win_rate"].as_f64().unwrap_or(0.0);
    let high = standings[0]["wilson_high"].as_f64().unwrap_or(0.0);
    assert!(low < rate && rate < high, "{v}");
    assert!(
        low > standings[1]["wilson_high"].as_f64().unwrap_or(1.0),
        "baseline beats random: {v}"
    );
    assert_eq!(sleuth(&args).stdout, out.stdout, "deterministic for a seed");
}

#[test]
fn solve_lady_alice_reads_knowledge_and_names_contradictions() {
    let run = |input: &str| support::sleuth_with_stdin(&["solve", "lady-alice"], input);
    let out = run(r#"{"players": 4, "me": 0, "my_evidence": "Mary Kingsley",
        "suspicions": [{"by": 1, "clues": ["Tippu Tip", "Hyde Park", "7h00", "Compass"], "smiles": 0}]}"#);
    let v = json_of(&out);
    assert_eq!(v["worlds"], 343);
    let out = run(r#"{"players": 4, "me": 0, "my_evidence": "Mary Kingsley",
        "suspicions": [{"by": 1, "clues": ["Mary Kingsley", "Hyde Park", "7h00", "Compass"], "smiles": 0}]}"#);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("my_evidence, suspicions[0]"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = run("not json");
    assert_eq!(out.status.code(), Some(2));
}

/// Runs `sleuth campaign almost-innocent --file FILE --record RECORD`.
fn note_campaign_record(file: &str, record: &Path) -> Output {
    sleuth(&[
        "campaign",
        "almost-innocent",
        "--file",
        file,
        "--record",
        record.to_str().expect("utf-8 path"),
    ])
}

/// Plays an Almost Innocent campaign match of `config` with solver bots to the end
/// (the team of bots decides, through `waiting_for`, like the server's driver).
fn finished_almost_innocent_record(
    config: &sleuth_almost_innocent::Config,
    seed: u64,
) -> MatchRecord {
    use sleuth_almost_innocent::AlmostInnocent;
    use sleuth_almost_innocent::solver_bot::SolverBot;
    let mut bots: Vec<SolverBot> = (0..config.players)
        .map(|s| SolverBot::new(u64::from(s) + 1))
        .collect();
    bots_play_to_the_end::<AlmostInnocent>(config, seed, &mut bots)
}

#[test]
fn campaign_notes_a_finished_match_in_the_progress_file() {
    use sleuth_almost_innocent::Difficulty;
    use sleuth_almost_innocent::campaign::{Campaign, Progress};
    let dir = std::env::temp_dir().join(format!("sleuth-cli-campaign-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let progress_file = dir.join("progress.json");
    let file = progress_file.to_str().expect("utf-8 path");

    // No file yet: a fresh campaign, the first scenario next.
    let output = sleuth(&["campaign", "almost-innocent", "--file", file]);
    assert!(output.status.success(), "{}", stdout(&output));
    assert!(
        stdout(&output).contains("spiced-tea"),
        "{}",
        stdout(&output)
    );
    assert!(!progress_file.exists(), "showing progress writes nothing");

    // Note finished matches of the first scenario until the team wins one.
    let config = Progress::default()
        .next_config(Campaign::shipped(), 3, Difficulty::Easy)
        .expect("a first step");
    let mut wins = 0;
    for seed in 1..=6 {
        let record = finished_almost_innocent_record(&config, seed);
        let path = dir.join(format!("match-{seed}.json"));
        std::fs::write(&path, record.to_json_pretty()).expect("write the record");
        let output = note_campaign_record(file, &path);
        assert!(output.status.success(), "{}", stdout(&output));
        let text = stdout(&output);
        assert!(text.contains("noted: spiced-tea at easy"), "{text}");
        let progress: Progress = serde_json::from_str(
            &std::fs::read_to_string(&progress_file).expect("the progress file"),
        )
        .expect("progress JSON");
        assert_eq!(progress.played, seed as u32);
        if text.contains(" won") {
            wins += 1;
            assert!(text.contains("unlocked din") || wins > 1, "{text}");
            assert!(progress.has_won("spiced-tea", Difficulty::Easy));
            break;
        }
    }
    assert!(wins > 0, "solver bots never won the first scenario");

    // An unfinished record is refused and the file is unchanged.
    let before = std::fs::read_to_string(&progress_file).expect("the progress file");
    let mut unfinished = MatchRecord::new::<sleuth_almost_innocent::AlmostInnocent>(&config, 9);
    unfinished.actions.clear();
    let path = dir.join("unfinished.json");
    std::fs::write(&path, unfinished.to_json_pretty()).expect("write");
    let output = note_campaign_record(file, &path);
    assert!(!output.status.success());
    assert_eq!(
        std::fs::read_to_string(&progress_file).expect("the progress file"),
        before
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn content_check_proves_watson_holmes_cases_and_names_broken_places() {
    let cases = shipped("watson-holmes/content/cases");
    let text = content_check_passes(&cases);
    assert!(
        text.contains("the-tallow-merchants-ledger") && text.contains("Fewest visits: 4 (card 3"),
        "{text}"
    );
    // A case whose hiding place the facts leave open fails, naming the question.
    let place_left_open = (
        "kind = \"proves\"\nquestion = \"place\"\nvalue = \"The Blue Anchor\"",
        "kind = \"points_to\"\nlocation = 8",
    );
    let case_0 = format!("{cases}/00-the-tallow-merchants-ledger.toml");
    let named = "question 2 (`place`): ambiguous";
    content_check_fails(&case_0, "broken-case.toml", place_left_open, named);
}

#[test]
fn content_check_passes_the_puzzle_library_and_names_broken_places() {
    let puzzles = shipped("lateral-puzzles/content/puzzles");
    let text = content_check_passes(&puzzles);
    // 60 puzzles in English and 10 French translations, each checked.
    assert!(text.contains("70 file(s) checked, 0 problem(s)"), "{text}");
    // Scores that no longer sum to 100 fail, naming the parts (LP-2).
    let name = "02-the-clock-that-runs-backwards.toml";
    let puzzle_2 = format!("{puzzles}/{name}");
    content_check_fails(&puzzle_2, name, ("score = 30", "score = 0"), "part 1");
}

#[test]
fn content_check_names_broken_places_in_french() {
    // A Watson & Holmes case whose hiding place the facts leave open, and a
    // puzzle whose first part scores 0: each place and sentence in French.
    let cases = shipped("watson-holmes/content/cases");
    let case_0 = std::fs::read_to_string(format!("{cases}/00-the-tallow-merchants-ledger.toml"))
        .expect("case 0");
    let broken_case = case_0.replacen(
        "kind = \"proves\"\nquestion = \"place\"\nvalue = \"The Blue Anchor\"",
        "kind = \"points_to\"\nlocation = 8",
        1,
    );
    assert_ne!(broken_case, case_0);
    let case_path = temp_file("broken-case-fr.toml", &broken_case);
    let puzzles = shipped("lateral-puzzles/content/puzzles");
    let name = "02-the-clock-that-runs-backwards.toml";
    let puzzle_2 = std::fs::read_to_string(format!("{puzzles}/{name}")).expect("puzzle 2");
    let broken_puzzle = puzzle_2.replacen("score = 30", "score = 0", 1);
    assert_ne!(broken_puzzle, puzzle_2);
    let dir = std::env::temp_dir().join(format!("sleuth-cli-fr-puzzle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let puzzle_path = dir.join(name);
    std::fs::write(&puzzle_path, &broken_puzzle).expect("write");
    for (path, french, english) in [
        (
            &case_path,
            "question 2 (`place`)\u{a0}: ambiguë\u{a0}: les faits de toutes les cartes laissent",
            "ambiguous: the facts",
        ),
        (
            &puzzle_path,
            "élément 1 de la solution\u{a0}: le score (`score`) doit être un nombre entier",
            "must be a whole number",
        ),
    ] {
        let output = sleuth(&[
            "--lang",
            "fr",
            "content",
            "check",
            path.to_str().expect("utf-8 path"),
        ]);
        let text = stdout(&output);
        assert!(!output.status.success(), "{text}");
        assert!(text.contains(french), "{text}");
        assert!(!text.contains(english), "English in: {text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn content_check_names_translation_differences_in_the_readers_language() {
    // A French translation of case 0 whose first pointer moved and whose right
    // hiding place is another choice, and one of puzzle 1 whose first two
    // parts swapped scores, each beside its English original in a folder of its
    // own.
    let dir = std::env::temp_dir().join(format!("sleuth-cli-translation-{}", std::process::id()));
    let case = "00-the-tallow-merchants-ledger.toml";
    let puzzle = "01-the-runner-who-walked-away.toml";
    let cases = shipped("watson-holmes/content/cases");
    let puzzles = shipped("lateral-puzzles/content/puzzles");
    for (folder, name, source, (from, to)) in [
        (
            "cases",
            case,
            &cases,
            (
                "kind = \"points_to\"\nlocation = 6",
                "kind = \"points_to\"\nlocation = 7",
            ),
        ),
        ("puzzles", puzzle, &puzzles, ("score = 50", "score = 5O")),
    ] {
        let french_folder = dir.join(folder).join("fr");
        std::fs::create_dir_all(&french_folder).expect("dir");
        let english = std::fs::read_to_string(format!("{source}/{name}")).expect("original");
        std::fs::write(dir.join(folder).join(name), english).expect("write");
        let french = std::fs::read_to_string(format!("{source}/fr/{name}")).expect("translation");
        // The puzzle's first two parts swap scores: the sum stays 100.
        let broken = french
            .replacen(from, to, 1)
            .replacen("score = 30", "score = 50", 1)
            .replacen("score = 5O", "score = 30", 1);
        assert_ne!(broken, french, "{name} no longer holds {from:?}");
        std::fs::write(french_folder.join(name), broken).expect("write");
    }
    let path = |folder: &str| dir.join(folder).to_str().expect("utf-8 path").to_owned();

    let output = sleuth(&["content", "check", &path("cases")]);
    let english = format!(
        "{}{}",
        stdout(&output),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        english
            .contains("location 1, fact 4: points to location 7; in English points to location 6"),
        "{english}"
    );
    let english = stdout(&sleuth(&["content", "check", &path("puzzles")]));
    assert!(
        english.contains("part 1: score 30; in English 50"),
        "{english}"
    );
    assert!(english.contains("2 problem(s)"), "{english}");

    for (folder, french) in [
        (
            "cases",
            "lieu 1, fait 4\u{a0}: renvoie au lieu 7\u{a0}; l’original anglais renvoie au lieu 6",
        ),
        (
            "puzzles",
            "élément 1 de la solution\u{a0}: score 30\u{a0}; l’original anglais dit 50",
        ),
    ] {
        let output = sleuth(&["--lang", "fr", "content", "check", &path(folder)]);
        let text = stdout(&output);
        assert!(!output.status.success(), "{text}");
        assert!(text.contains(french), "{text}");
        assert!(!text.contains("in English"), "English in: {text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bench_ceilings_measures_an_echo_and_sqlite_and_compares_a_loadgen_report() {
    let bench = [
        "bench-ceilings",
        "--tables",
        "2",
        "--spectators",
        "2",
        "--seconds",
        "1",
    ];
    let output = sleuth(&bench);
    let text = stdout(&output);
    assert!(output.status.success(), "{text}");
    let report: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert!(
        report["echo"]["round_trips"].as_u64().unwrap_or(0) > 0,
        "{text}"
    );
    assert_eq!(report["echo"]["websocket_connections"], 6);
    assert!(
        report["sqlite"]["commits_per_sec_one_insert"]
            .as_f64()
            .unwrap_or(0.0)
            > 0.0
    );
    // The comparison reads a loadgen report and prints the fixed table.
    let ours = serde_json::json!({
        "tables": 2, "spectators_per_table": 2, "websocket_connections": 6, "seconds": 1.0,
        "matches_finished": 0, "human_actions": 10, "total_actions": 40,
        "actions_per_sec": 40.0, "latency_median_ms": 2.0, "latency_p99_ms": 9.0,
        "latency_max_ms": 9.5
    });
    let path = temp_file("loadgen.json", &ours.to_string());
    let output = sleuth(
        &[
            &bench[..],
            &["--compare", path.to_str().expect("utf-8 path")],
        ]
        .concat(),
    );
    let text = stdout(&output);
    assert!(output.status.success(), "{text}");
    assert!(
        text.starts_with(
            "sleuth server benchmark: 2 tables, 2 spectators each, 6 WebSocket connections"
        ),
        "{text}"
    );
    for line in [
        "actions/s (echo trips/s)",
        "latency p99 ms",
        "actions/s (SQLite commits/s)",
    ] {
        assert!(text.contains(line), "{text}");
    }
}

#[test]
fn loadgen_without_a_server_says_so_in_one_line() {
    // A port nobody listens on: bound, then released.
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port");
    let output = sleuth(&[
        "loadgen",
        "--addr",
        &addr.to_string(),
        "--tables",
        "1",
        "--seconds",
        "1",
    ]);
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{errors}");
    assert!(
        errors.contains(&format!("no sleuth server answers at {addr}")),
        "{errors}"
    );
    assert!(!errors.contains("panicked"), "{errors}");
}

/// `sleuth admin` on the SQLite file `sleuth serve --data` uses: reports are
/// listed as text (a hostile reason stays text), and a publication is hidden
/// and restored; an unknown id and a missing database are refused in words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn admin_lists_reports_and_hides_and_restores_a_publication() {
    use sleuth_server::Store;
    use sleuth_server::store::{AccountRow, DraftRow, LibraryRow};
    let data = std::env::temp_dir().join(format!("sleuth-admin-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).expect("data dir");
    {
        let store = Store::open(&data.join("sleuth.sqlite")).expect("store");
        for (id, name) in [("a1", "Ada"), ("a2", "Bob")] {
            let account = AccountRow {
                id: id.into(),
                name: name.into(),
                password_hash: "x".into(),
                created_at: 1,
            };
            store
                .create_account(&account, &name.to_lowercase())
                .await
                .expect("account");
        }
        let draft = DraftRow {
            id: "d-1".into(),
            account_id: "a1".into(),
            game: "watson-holmes".into(),
            title: "A Case".into(),
            created_at: 1,
            updated_at: 1,
            latest_version: 1,
        };
        store.create_draft(&draft, "text").await.expect("draft");
        let entry = LibraryRow {
            id: "l-1".into(),
            draft_id: "d-1".into(),
            draft_version: 1,
            edition: 0,
            game: "watson-holmes".into(),
            account_id: "a1".into(),
            author: "Ada".into(),
            title: "A Case".into(),
            difficulty: 0,
            text: "text".into(),
            published_at: 1,
            hidden_at: None,
            hidden_note: String::new(),
        };
        store.publish(&entry).await.expect("publish");
        store
            .report_library_entry("l-1", "a2", "<b>copied</b> from a book", 2)
            .await
            .expect("report");
    }
    let dir = data.to_string_lossy().into_owned();
    let reports = stdout(&sleuth(&["admin", "--data", &dir, "reports"]));
    assert!(reports.contains("l-1"), "{reports}");
    assert!(reports.contains("<b>copied</b> from a book"), "{reports}");
    assert!(reports.contains("reported by Bob"), "{reports}");
    let hidden = sleuth(&["admin", "--data", &dir, "hide", "l-1", "--note", "checking"]);
    assert!(
        hidden.status.success(),
        "{}",
        String::from_utf8_lossy(&hidden.stderr)
    );
    let library = json_of(&sleuth(&["admin", "--data", &dir, "library", "--json"]));
    assert_eq!(library[0]["id"], "l-1");
    assert_eq!(library[0]["hidden"], true, "{library}");
    let reports = json_of(&sleuth(&["admin", "--data", &dir, "reports", "--json"]));
    assert_eq!(reports[0]["hidden"], true, "{reports}");
    let restored = sleuth(&["admin", "--data", &dir, "restore", "l-1"]);
    assert!(restored.status.success());
    let library = json_of(&sleuth(&["admin", "--data", &dir, "library", "--json"]));
    assert_eq!(library[0]["hidden"], false, "{library}");
    let unknown = sleuth(&["admin", "--data", &dir, "hide", "l-nothing"]);
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("no publication"));
    let nowhere = sleuth(&["admin", "--data", "/nonexistent/sleuth", "reports"]);
    assert!(!nowhere.status.success());
    assert!(String::from_utf8_lossy(&nowhere.stderr).contains("no database"));
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_paced_load_run_moves_every_game_reconnects_and_fills_its_report() {
    // A real server with a short bot delay of its own (the paced mode keeps the
    // server's delay), ten tables shared by the five games, people thinking
    // tens of milliseconds, reconnecting and being watched every few seconds.
    let data = std::env::temp_dir().join(format!("sleuth-paced-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let (mut server, addr) =
        sleuth_server::client::spawn_serve(Path::new(env!("CARGO_BIN_EXE_sleuth")), &data, 50);
    let pid = server.id().to_string();
    let addr = addr.to_string();
    let output = sleuth(&[
        "loadgen",
        "--paced",
        "--json",
        "--addr",
        &addr,
        "--tables",
        "10",
        "--seconds",
        "12",
        "--think-ms",
        "20..60",
        "--spectators",
        "1",
        "--spectator-stay-secs",
        "2",
        "--reconnect-secs",
        "2",
        "--server-pid",
        &pid,
    ]);
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&data);
    let report = json_of(&output);
    let paced = &report["paced"];
    let games = paced["per_game"].as_array().expect("per-game figures");
    assert_eq!(games.len(), 5, "{report}");
    for game in games {
        assert!(
            game["people_actions_acknowledged"].as_u64() > Some(0),
            "no acknowledged action at {}: {report}",
            game["game"]
        );
        assert!(game["clocked_tables"].as_u64() > Some(0), "{report}");
    }
    // Competitive games with bots are rated (people as accounts).
    assert!(games[0]["rated_tables"].as_u64() > Some(0), "{report}");
    assert!(paced["reconnects"].as_u64() > Some(0), "{report}");
    assert!(paced["spectator_joins"].as_u64() > Some(0), "{report}");
    assert!(paced["spectator_leaves"].as_u64() > Some(0), "{report}");
    assert!(paced["bot_actions"].as_u64() > Some(0), "{report}");
    assert_eq!(paced["no_move_found"], 0, "{report}");
    assert!(
        paced["concurrent_tables_mean"].as_f64() > Some(5.0),
        "{report}"
    );
    assert!(
        paced["open_websockets_peak"].as_u64() >= Some(10),
        "{report}"
    );
    assert!(
        paced["server_rss_peak_mib"].as_f64() > Some(1.0),
        "{report}"
    );
    assert!(paced["server_cpu_percent"].as_f64() > Some(0.0), "{report}");
    assert!(report["latency_p99_ms"].as_f64() > Some(0.0), "{report}");
    assert!(
        report["latency_max_ms"].as_f64() >= report["latency_p99_ms"].as_f64(),
        "{report}"
    );
}
