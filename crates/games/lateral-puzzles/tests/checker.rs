//! The puzzle checker over many random inputs (LP-2): part scores are whole
//! points from 1 to 100 summing to exactly 100 whatever the integers written
//! (no sentinel value, no overflow), and the same verdict comes from a puzzle
//! file (`check_puzzle`), from JSON as a Lateral Master types it
//! (`check_custom_puzzle`), from `PuzzleSpec::validate` and from a match's setup.
//! Parts that differ only in punctuation, spacing or case are the same part.

use proptest::prelude::*;
use sleuth_core::Game;
use sleuth_lateral_puzzles::{
    Config, ConfigError, LateralPuzzles, PartSpec, PuzzleProblem, PuzzleSpec, check_custom_puzzle,
    check_puzzle,
};

mod common;

fn spec_with_scores(scores: &[i64]) -> PuzzleSpec {
    let mut spec = common::red_dame();
    spec.parts = scores
        .iter()
        .enumerate()
        .map(|(i, &score)| PartSpec {
            text: format!("Fact number {i} of the story"),
            score,
        })
        .collect();
    spec
}

fn toml_with_scores(scores: &[i64]) -> String {
    let mut text = String::from(
        "id = \"random\"\ntitle = \"Random\"\ndifficulty = 2\nthemes = [\"x\"]\n\
         situation = \"Something odd happened.\"\nsolution = \"It was explained.\"\n",
    );
    for (i, score) in scores.iter().enumerate() {
        text.push_str(&format!(
            "\n[[parts]]\ntext = \"Fact number {i} of the story\"\nscore = {score}\n"
        ));
    }
    text
}

/// The rule the checker must follow for the scores alone.
fn scores_valid(scores: &[i64]) -> bool {
    (2..=8).contains(&scores.len())
        && scores.iter().all(|s| (1..=100).contains(s))
        && scores.iter().sum::<i64>() == 100
}

/// Scores that hit the edges: extremes of i64, 0, 100, 101, small and negative
/// numbers, and parts summing to 100.
fn score() -> impl Strategy<Value = i64> {
    prop_oneof![
        3 => 1i64..=100,
        1 => Just(i64::MIN),
        1 => Just(i64::MAX),
        1 => Just(i64::MAX - 1),
        1 => Just(i64::MIN + 1),
        1 => -5i64..=0,
        1 => 99i64..=105,
        1 => any::<i64>(),
    ]
}

/// Part scores that sum to exactly 100 but may hold wrong values, built by
/// splitting 100 and then moving amounts between parts (wrapping like a 64-bit
/// counter would).
fn hundred_split() -> impl Strategy<Value = Vec<i64>> {
    (
        prop::collection::vec(1i64..=40, 1..=7),
        any::<i64>(),
        0usize..8,
    )
        .prop_map(|(mut parts, shift, at)| {
            let sum: i64 = parts.iter().sum();
            parts.push(100 - sum);
            if at < parts.len() && parts.len() > 1 {
                let other = (at + 1) % parts.len();
                parts[at] = parts[at].wrapping_add(shift);
                parts[other] = parts[other].wrapping_sub(shift);
            }
            parts
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn part_scores_are_whole_points_from_1_to_100_summing_to_100(
        scores in prop_oneof![prop::collection::vec(score(), 0..=10), hundred_split()]
    ) {
        let expected = scores_valid(&scores);
        let spec = spec_with_scores(&scores);
        match spec.validate() {
            Ok(puzzle) => {
                prop_assert!(expected, "accepted {scores:?}");
                prop_assert!(puzzle.parts.iter().all(|p| (1..=100).contains(&p.score)));
                prop_assert_eq!(puzzle.parts.iter().map(|p| p.score).sum::<u32>(), 100);
                let given: Vec<i64> = puzzle.parts.iter().map(|p| i64::from(p.score)).collect();
                prop_assert_eq!(given, scores.clone());
            }
            Err(problems) => {
                prop_assert!(!expected, "refused {scores:?}: {problems:?}");
                // A wrong score is named with its part.
                for (i, s) in scores.iter().enumerate() {
                    if !(1..=100).contains(s) {
                        let place = format!("part {}", i + 1);
                        prop_assert!(
                            problems.iter().any(|p| p.place == place),
                            "{scores:?}: {problems:?}"
                        );
                    }
                }
            }
        }
        // The file checker agrees.
        let from_file = check_puzzle(&toml_with_scores(&scores));
        prop_assert_eq!(from_file.is_ok(), expected, "{:?}", from_file);
        // So does JSON as typed in a lobby, with the very same problems.
        let json = serde_json::to_value(&spec).unwrap();
        prop_assert_eq!(check_custom_puzzle(&json), spec.validate());
        // And a match's setup refuses the same problems.
        let config = Config { custom: Some(spec.clone()), ..common::red_dame_config(4) };
        match (LateralPuzzles::new(&config, 1), spec.validate()) {
            (Ok(game), Ok(puzzle)) => prop_assert_eq!(game.puzzle(), &puzzle),
            (Err(ConfigError::Puzzle(found)), Err(problems)) => prop_assert_eq!(found, problems),
            (setup, checked) => prop_assert!(false, "setup {setup:?} but check {checked:?}"),
        }
    }

    #[test]
    fn parts_differing_only_in_punctuation_or_spacing_are_duplicates(
        words in prop::collection::vec("[a-z]{1,8}", 1..6),
        marks in prop::collection::vec(prop::sample::select(vec![
            "", " ", "  ", ",", ".", "!", "?", "'", "-", " - ", "\u{2019}", ";", "\n",
        ]), 12),
        upper in any::<bool>(),
    ) {
        let plain = words.join(" ");
        let mut noisy = String::new();
        for (i, word) in words.iter().enumerate() {
            noisy.push_str(marks[i % marks.len()]);
            noisy.push_str(&if upper { word.to_uppercase() } else { word.clone() });
            noisy.push_str(marks[(i + 5) % marks.len()]);
        }
        let mut spec = spec_with_scores(&[60, 40]);
        spec.parts[0].text = plain;
        spec.parts[1].text = format!("{noisy}.");
        let problems = spec.validate().expect_err("a duplicate part");
        prop_assert!(
            problems.iter().any(|p| p.place == "part 2" && p.message.starts_with("says the same as part 1")),
            "{problems:?}"
        );
    }

    #[test]
    fn any_json_is_checked_without_panicking(value in json_value()) {
        let _ = check_custom_puzzle(&value);
        let mut object = serde_json::to_value(common::red_dame()).unwrap();
        object["parts"][1] = value.clone();
        let _ = check_custom_puzzle(&object);
        object["title"] = value;
        let problems = check_custom_puzzle(&object);
        if let Err(problems) = problems {
            prop_assert!(problems.iter().all(|p| !p.place.is_empty() && !p.message.is_empty()));
        }
    }
}

fn json_value() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::{Value, json};
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        any::<u64>().prop_map(|n| json!(n)),
        (-1e20f64..1e20).prop_map(|f| json!(f)),
        "[a-z ]{0,12}".prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(
                prop::sample::select(vec!["text", "score", "title", "parts", "extra"]),
                inner,
                0..4
            )
            .prop_map(|m| Value::Object(m.into_iter().map(|(k, v)| (k.to_owned(), v)).collect())),
        ]
    })
}

fn places(problems: &[PuzzleProblem]) -> Vec<String> {
    problems.iter().map(ToString::to_string).collect()
}

#[test]
fn an_internal_marker_score_is_refused_not_taken_for_zero() {
    // i64::MIN was once read as "already reported" and counted as 0 points.
    let spec = spec_with_scores(&[i64::MIN, 60, 40]);
    let problems = places(&spec.validate().expect_err("refused"));
    assert_eq!(
        problems,
        vec![format!(
            "part 1: score must be a whole number from 1 to 100, not {}",
            i64::MIN
        )]
    );
    assert!(check_puzzle(&toml_with_scores(&[i64::MIN, 60, 40])).is_err());
    let json = serde_json::to_value(&spec).unwrap();
    assert!(check_custom_puzzle(&json).is_err());
}

#[test]
fn overflowing_part_scores_are_refused() {
    // i64::MAX + i64::MAX + 102 wraps to 100 in 64-bit arithmetic.
    let scores = [i64::MAX, i64::MAX, 102];
    let spec = spec_with_scores(&scores);
    let problems = places(&spec.validate().expect_err("refused"));
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems[2].starts_with("part 3: score must be a whole number from 1 to 100"));
    assert!(check_puzzle(&toml_with_scores(&scores)).is_err());
    let config = Config {
        custom: Some(spec),
        ..common::red_dame_config(3)
    };
    assert!(matches!(
        LateralPuzzles::new(&config, 1),
        Err(ConfigError::Puzzle(_))
    ));
    // A part over 100 is refused even when the others make up the sum.
    let problems = places(
        &spec_with_scores(&[150, -50])
            .validate()
            .expect_err("refused"),
    );
    assert_eq!(problems.len(), 2, "{problems:?}");
}

#[test]
fn json_a_lobby_sends_gets_every_problem_with_its_place() {
    let value = serde_json::json!({
        "title": 7,
        "situation": "",
        "parts": [
            {"text": "He had hiccups", "score": 60},
            {"text": "he had hiccups!", "score": "forty"},
            {"score": 1e3},
            "a part"
        ],
        "colour": "red"
    });
    let problems = places(&check_custom_puzzle(&value).expect_err("refused"));
    assert_eq!(
        problems,
        vec![
            "colour: is not a puzzle key (keys: id, title, difficulty, themes, themes_public, situation, solution, parts)",
            "title: must be text (a string)",
            "solution: is missing",
            "part 2: score must be a whole number from 1 to 100",
            "part 3: text is missing",
            "part 3: score must be a whole number from 1 to 100",
            "part 4: must be a table with text and score",
        ],
    );
    assert_eq!(
        places(&check_custom_puzzle(&serde_json::json!([1, 2])).expect_err("refused")),
        vec!["puzzle: must be an object with title, situation, solution and parts"]
    );
    // Once the keys are there, the puzzle's own rules are checked, all at once.
    let value = serde_json::json!({
        "title": "The Bar",
        "situation": "A man asks for water; the barman points a gun at him.",
        "solution": "Hiccups.",
        "parts": [
            {"text": "He had hiccups", "score": 60},
            {"text": "He had  hiccups!", "score": 45}
        ]
    });
    assert_eq!(
        places(&check_custom_puzzle(&value).expect_err("refused")),
        vec![
            "part 2: says the same as part 1 (only punctuation, spacing or case differ)",
            "parts: scores sum to 105, not exactly 100 (LP-2)",
        ]
    );
    let spec: PuzzleSpec = serde_json::from_value(value.clone()).unwrap();
    assert_eq!(check_custom_puzzle(&value), spec.validate());
}
