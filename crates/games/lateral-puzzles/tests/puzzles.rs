//! The puzzle format (LP-2): every shipped puzzle passes the checker; broken
//! puzzles are refused with the place of each problem named; a match's config
//! chooses a shipped puzzle or carries the Lateral Master's own.

use sleuth_core::Game;
use sleuth_lateral_puzzles::library::{self, PUZZLE_FILES};
use sleuth_lateral_puzzles::{
    Config, ConfigError, LateralPuzzles, PuzzleProblem, check_puzzle, check_puzzle_file,
};

mod common;

fn lines(problems: &[PuzzleProblem]) -> Vec<String> {
    problems.iter().map(ToString::to_string).collect()
}

#[test]
fn every_shipped_puzzle_passes() {
    assert_eq!(
        library::shipped_problems(),
        &[],
        "{:?}",
        lines(library::shipped_problems())
    );
    assert_eq!(PUZZLE_FILES.len(), 60);
    assert_eq!(library::shipped().len(), 60);
    for (file, text) in PUZZLE_FILES {
        let puzzle = check_puzzle(text).unwrap_or_else(|p| panic!("{file}: {:?}", lines(&p)));
        assert!(file.ends_with(&format!("-{}.toml", puzzle.id)), "{file}");
        assert_eq!(puzzle.parts.iter().map(|p| p.score).sum::<u32>(), 100);
        assert!((2..=8).contains(&puzzle.parts.len()));
        assert!((1..=5).contains(&puzzle.difficulty));
        assert_eq!(library::puzzle(&puzzle.id), Some(&puzzle));
    }
    assert_eq!(library::default_puzzle_id(), "the-runner-who-walked-away");
    // The lobby offers them by title.
    let info = LateralPuzzles::info();
    let variant = &info.variants[0];
    assert_eq!(variant.key, "puzzle");
    assert_eq!(variant.choices.len(), 60);
    assert_eq!(variant.labels[0], "The Runner Who Walked Away");
    assert_eq!((info.min_players, info.max_players), (3, 9));
}

#[test]
fn broken_puzzles_name_their_places() {
    let (file, text) = PUZZLE_FILES[0];
    let broken = text
        .replace("score = 50", "score = 0")
        .replace(
            "title = \"The Runner Who Walked Away\"",
            &format!("title = \"{}\"", "T".repeat(81)),
        )
        .replace("difficulty = 1", "difficulty = 6");
    let problems = lines(&check_puzzle(&broken).expect_err("broken"));
    assert!(
        problems.contains(&"part 1: score must be a whole number from 1 to 100, not 0".to_owned()),
        "{problems:?}"
    );
    assert!(
        problems.contains(&"title: longer than 80 characters".to_owned()),
        "{problems:?}"
    );
    assert!(
        problems.contains(&"difficulty: 6 must be 1 (easy) to 5 (hardest)".to_owned()),
        "{problems:?}"
    );
    assert!(
        !problems.iter().any(|p| p.starts_with("parts: scores sum")),
        "no sum on top of a wrong part: {problems:?}"
    );
    // The file's name must carry its id.
    let problems = lines(&check_puzzle_file("31-renamed.toml", text).expect_err("renamed"));
    assert_eq!(
        problems,
        vec![
            "id: \"the-runner-who-walked-away\" differs from the file name's \"renamed\""
                .to_owned()
        ]
    );
    assert!(check_puzzle_file(file, text).is_ok());
}

#[test]
fn configs_choose_or_carry_a_puzzle() {
    let bad = |config: Config| LateralPuzzles::new(&config, 1).expect_err("refused");
    let mut config = LateralPuzzles::config_for_players(3);
    assert!(LateralPuzzles::new(&config, 1).is_ok());
    config.players = 2;
    assert_eq!(bad(config.clone()), ConfigError::Players(2));
    config.players = 10;
    assert_eq!(bad(config.clone()), ConfigError::Players(10));
    config.players = 4;
    config.puzzle = "no-such-puzzle".into();
    assert!(matches!(
        bad(config.clone()),
        ConfigError::UnknownPuzzle(..)
    ));
    // A Lateral Master's own puzzle replaces the shipped one; it is validated.
    let mut custom = common::red_dame_config(4);
    let game = LateralPuzzles::new(&custom, 1).expect("valid");
    assert_eq!(game.puzzle().id, "the-red-dame");
    if let Some(spec) = custom.custom.as_mut() {
        spec.parts[4].score = 6;
        spec.parts[0].score = -40;
    }
    let err = bad(custom.clone()).to_string();
    assert!(
        err.contains("part 1: score must be a whole number from 1 to 100, not -40"),
        "{err}"
    );
    if let Some(spec) = custom.custom.as_mut() {
        spec.parts[0].score = 40;
    }
    let err = bad(custom).to_string();
    assert!(
        err.contains("parts: scores sum to 101, not exactly 100"),
        "{err}"
    );
    // The config's JSON: `puzzle` defaults to the first shipped puzzle.
    let config: Config = serde_json::from_str(r#"{"players": 5}"#).expect("parses");
    assert_eq!(config.puzzle, "the-runner-who-walked-away");
    assert_eq!(config.custom, None);
}

/// A title is read before anyone asks a question: it may restate the situation
/// but must not tell a part of the solution the situation keeps quiet about (as
/// "Eyes in the Back" once named the first part of its puzzle). Checked word by
/// word: a word of the title that is in some part must be in the situation too.
/// Listed exceptions are words that tell nothing there.
#[test]
fn no_title_names_a_part_that_the_situation_keeps_hidden() {
    use sleuth_lateral_puzzles::similar::words;
    use std::collections::BTreeSet;
    const TELL_NOTHING: [(&str, &str); 2] = [
        // "Lie down" is the premise; the part's "head-down tilt" is not named by it.
        ("paid-to-lie-down", "down"),
        // The title's signals are the misdirection the situation calls bursts.
        ("signals-from-deep-space", "signal"),
    ];
    let stems = |text: &str| -> BTreeSet<String> {
        words(text)
            .into_iter()
            .map(|w| match w.strip_suffix("ed") {
                Some(stem) if w.chars().count() > 5 => stem.to_owned(),
                _ => w,
            })
            .collect()
    };
    let mut told = Vec::new();
    for puzzle in library::shipped() {
        let title = stems(&puzzle.title);
        let situation = stems(&puzzle.situation);
        for part in &puzzle.parts {
            for word in title.intersection(&stems(&part.text)) {
                if !situation.contains(word)
                    && !TELL_NOTHING.contains(&(puzzle.id.as_str(), word.as_str()))
                {
                    told.push(format!("{}: {word:?} ({})", puzzle.id, puzzle.title));
                }
            }
        }
    }
    assert!(told.is_empty(), "titles telling a part: {told:?}");
    // The check can fail: the old title of the cattle puzzle named its first part.
    let cattle = library::puzzle("eyes-in-the-back").expect("shipped");
    let eyes = stems("Eyes in the Back");
    assert!(
        cattle.parts[0].text.contains("eyes")
            && eyes.intersection(&stems(&cattle.parts[0].text)).count() > 0
            && !stems(&cattle.situation).contains("eye")
    );
}

/// Shipped puzzles keep their themes from the puzzlers (a theme such as food or
/// music can give the key away): none is marked public.
#[test]
fn shipped_themes_stay_with_the_lateral_master() {
    assert!(library::shipped().iter().all(|p| !p.themes_public));
}

#[test]
fn a_custom_puzzle_in_a_lobby_config_reports_every_problem_at_its_place() {
    use sleuth_core::game::HostedGame;
    let config = serde_json::json!({
        "players": 3,
        "custom": {
            "title": "",
            "situation": "A man walks into a bar.",
            "solution": "He had hiccups.",
            "parts": [
                {"text": "hiccups", "score": 60},
                {"text": "Hiccups!", "score": 41}
            ]
        }
    });
    let problems = sleuth_lateral_puzzles::LateralPuzzles::config_problems(&config);
    let places: Vec<&str> = problems.iter().map(|p| p.place.as_str()).collect();
    assert!(places.len() >= 2, "one problem per place, got {problems:?}");
    assert!(places.iter().any(|p| p.contains("title")), "{problems:?}");
    assert!(places.iter().any(|p| p.contains("part")), "{problems:?}");
    let good = serde_json::json!({
        "players": 3,
        "lateral_master": 1,
        "custom": {
            "title": "The Quiet Bar",
            "situation": "A man walked into a bar and asked for a glass of water.",
            "solution": "He had hiccups; the barman frightened them away.",
            "parts": [{"text": "He had hiccups.", "score": 60}, {"text": "The fright cured them.", "score": 40}]
        }
    });
    assert_eq!(
        sleuth_lateral_puzzles::LateralPuzzles::config_problems(&good),
        vec![]
    );
    let config: sleuth_lateral_puzzles::Config = serde_json::from_value(good).unwrap();
    assert_eq!(
        sleuth_lateral_puzzles::LateralPuzzles::starter_seat(&config),
        Some(sleuth_core::Seat(1))
    );
}
