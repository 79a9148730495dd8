//! The questions' choices are shown in an order that tells nothing: not the case
//! file's order (where a writer tends to put the right answer first), but the
//! alphabetical order of their normalised text, the same for every viewer, and the
//! listed answer actions follow it too.

use sleuth_core::{Game, Seat, Viewer};
use sleuth_watson_holmes::testing::Table;
use sleuth_watson_holmes::{Action, Config, WatsonHolmes, library};

/// Case, accents, punctuation and a leading "the" do not count.
fn sort_key(text: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    use unicode_normalization::char::is_combining_mark;
    let lowered = text
        .nfd()
        .filter(|c| !is_combining_mark(*c))
        .collect::<String>()
        .to_lowercase();
    let words: Vec<String> = lowered
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect();
    match words.split_first() {
        Some((first, rest)) if first == "the" && !rest.is_empty() => rest.join(" "),
        _ => words.join(" "),
    }
}

/// Every shipped case: the view's choices are the file's, sorted by their
/// normalised text, identical for every seat, spectators and everyone.
#[test]
fn choices_are_shown_in_an_order_that_tells_nothing() {
    let mut questions_with_choices = 0;
    for case in library::shipped() {
        let config = Config {
            players: 3,
            case: case.id.clone(),
            open_casebook: false,
            custom: None,
            language: "en".into(),
        };
        let game = WatsonHolmes::new(&config, 1).unwrap();
        let viewers = [
            Viewer::Seat(Seat(0)),
            Viewer::Seat(Seat(2)),
            Viewer::Spectator,
            Viewer::Everyone,
        ];
        let views: Vec<_> = viewers.iter().map(|v| game.view(*v)).collect();
        if views[0].questions.is_empty() {
            continue; // questions kept for 221B: checked below at 221B
        }
        for (i, question) in case.questions.iter().enumerate() {
            if question.choices.is_empty() {
                continue;
            }
            questions_with_choices += 1;
            let shown = &views[0].questions[i].choices;
            let mut expected = question.choices.clone();
            expected.sort_by_key(|c| (sort_key(c), c.clone()));
            assert_eq!(shown, &expected, "{}: question {i}", case.id);
            for view in &views[1..] {
                assert_eq!(&view.questions[i].choices, shown, "same for every viewer");
            }
        }
    }
    assert!(questions_with_choices > 0);
}

/// The answer sets offered at 221B list each question's options in the shown
/// order too: the first listed set is not the file's first choices.
#[test]
fn listed_answers_follow_the_shown_order() {
    let mut table = Table::new(&WatsonHolmes::config_for_players(2), 1);
    table.place_all(|_| Action::BakerStreet);
    table.finish_reading_all();
    let seat = table.game.waiting_for().first_seat().unwrap();
    let view = table.view(seat.0);
    let first_listed = table
        .game
        .legal_actions(seat)
        .into_iter()
        .find_map(|a| match a {
            Action::Answer { answers } => Some(answers),
            _ => None,
        })
        .expect("answers listed");
    for (i, q) in view.questions.iter().enumerate() {
        if let Some(first) = q.choices.first() {
            assert_eq!(&first_listed[i], first, "question {i}");
        }
    }
}
