//! Lady Alice rules from the rulebook's own examples and rulings LA-1 to LA-10,
//! with a hand-checked score sheet for each player count.

use sleuth_core::{Event, Game, PlayError, Seat, SeatSet, Viewer};
use sleuth_lady_alice::view::{LogEntry, PhaseView, RevealedCounter};
use sleuth_lady_alice::{
    Action, Category, Clue, Ending, LadyAlice, LadyAliceConfig, LadyAliceError, LadyAliceEvent,
    Named, ScoreRow, ScoreSheet,
};

fn clue(name: &str) -> Clue {
    Clue::from_name(name).unwrap_or_else(|| panic!("no clue {name}"))
}

fn named(names: [&str; 4]) -> Named {
    Named::all_four(names.map(clue))
}

fn suspect(names: [&str; 4]) -> Action {
    Action::Suspect {
        clues: named(names),
    }
}

fn place(name: &str, value: u8) -> Action {
    Action::PlaceCounter {
        clue: clue(name),
        value,
    }
}

fn accuse(names: [&str; 4]) -> Action {
    Action::Accuse {
        clues: named(names),
        removed: None,
    }
}

fn accuse3(removed: Category, names: [&str; 4]) -> Action {
    Action::Accuse {
        clues: named(names).without(removed),
        removed: Some(removed),
    }
}

#[track_caller]
fn play(game: &mut LadyAlice, seat: u8, action: Action) -> Vec<Event<LadyAliceEvent>> {
    let mut events = Vec::new();
    if let Err(err) = game.play(Seat(seat), &action, &mut events) {
        panic!("{action:?} by seat {seat} refused: {err}");
    }
    events
}

#[track_caller]
fn refused(game: &mut LadyAlice, seat: u8, action: Action) -> PlayError<LadyAliceError> {
    let before = game.clone();
    let mut events = Vec::new();
    let err = game
        .play(Seat(seat), &action, &mut events)
        .expect_err("should be refused");
    assert_eq!(*game, before, "a refused action changed the state");
    assert!(events.is_empty());
    err
}

/// The score sheet of a game that is over.
#[track_caller]
fn sheet_of(game: &LadyAlice) -> ScoreSheet {
    game.score_sheet()
        .cloned()
        .unwrap_or_else(|| panic!("no sheet"))
}

/// The seats of a set, as numbers.
fn seat_numbers(seats: SeatSet) -> Vec<u8> {
    seats.iter().map(|s| s.0).collect()
}

/// The lines of one player's column of the score sheet that count (II to IX),
/// by the names the rulebook's steps give them.
#[derive(Debug, Default, PartialEq)]
struct Column {
    off_solution: u8,
    eliminated: u8,
    zeros: u8,
    counters: i32,
    all_evidence: i32,
    suspicion: i32,
    accusation: i32,
    doubled: i32,
    total: i32,
}

fn column(row: &ScoreRow) -> Column {
    Column {
        off_solution: row.removed_off_solution,
        eliminated: row.removed_eliminated,
        zeros: row.removed_zeros,
        counters: row.counter_points,
        all_evidence: row.all_evidence_bonus,
        suspicion: row.suspicion_bonus,
        accusation: row.accusation_bonus,
        doubled: row.doubled_category_bonus,
        total: row.total,
    }
}

/// A suspicion in which no evidence card of this file's tables stands: no smile,
/// so its four clues are covered (LA-4).
const NO_SMILE: [&str; 4] = ["Mary Kingsley", "British Museum", "9h00", "Sextant"];
/// The same with the Compass, for the three-player table whose objects are removed.
const NO_SMILE_COMPASS: [&str; 4] = ["Mary Kingsley", "British Museum", "9h00", "Compass"];

fn current(game: &LadyAlice) -> Option<u8> {
    game.to_move().first_seat().map(|s| s.0)
}

/// Four players seated Audrey (0, holds the notebook first), Helen (1), Gordon (2),
/// John (3), so that deductions start with Helen as in the rulebook. Evidence:
/// Audrey Compass, Helen Tippu Tip, Gordon Waterloo Station, John 7h00.
const AUDREY: u8 = 0;
const HELEN: u8 = 1;
const GORDON: u8 = 2;
const JOHN: u8 = 3;

fn four_player_table() -> LadyAlice {
    LadyAlice::with_deal(
        4,
        &[
            clue("Compass"),
            clue("Tippu Tip"),
            clue("Waterloo Station"),
            clue("7h00"),
        ],
        None,
    )
}

#[test]
fn rulebook_example_deduction_round() {
    let mut game = four_player_table();
    // Audrey's suspicion: one smile (Helen's Tippu Tip), nothing covered.
    let events = play(
        &mut game,
        AUDREY,
        suspect(["Tippu Tip", "Kew Gardens", "9h00", "Sextant"]),
    );
    assert!(matches!(
        events[0].body,
        LadyAliceEvent::Suspicion {
            smiles: 1,
            covered: false,
            ..
        }
    ));
    assert_eq!(
        current(&game),
        Some(HELEN),
        "deductions start left of the notebook holder"
    );

    play(&mut game, HELEN, Action::Pass);
    play(&mut game, GORDON, place("Waterloo Station", 2));
    play(&mut game, JOHN, place("Mary Kingsley", 0));
    play(&mut game, AUDREY, Action::Pass);
    // Helen puts a counter on Mary Kingsley and reveals John's: a 0!
    let events = play(&mut game, HELEN, place("Mary Kingsley", 1));
    let revealed = events.iter().find_map(|e| match &e.body {
        LadyAliceEvent::CounterPlaced { revealed, .. } => Some(revealed.clone()),
        _ => None,
    });
    assert_eq!(
        revealed,
        Some(vec![RevealedCounter {
            owner: Seat(JOHN),
            value: 0
        }])
    );
    // Only Helen learns the value of her own new counter.
    let private: Vec<_> = events
        .iter()
        .filter(|e| !e.audience.includes(Viewer::Spectator))
        .collect();
    assert_eq!(private.len(), 1);
    assert!(private[0].audience.includes(Viewer::Seat(Seat(HELEN))));
    assert!(!private[0].audience.includes(Viewer::Seat(Seat(GORDON))));

    play(&mut game, GORDON, place("7h00", 1));
    // Then all players in succession say "I pass".
    for seat in [JOHN, AUDREY, HELEN] {
        play(&mut game, seat, Action::Pass);
        assert!(matches!(
            game.view(Viewer::Spectator).phase,
            PhaseView::Deduction { .. }
        ));
    }
    play(&mut game, GORDON, Action::Pass);
    // The notebook passes to the player left of Audrey.
    assert_eq!(
        game.view(Viewer::Spectator).phase,
        PhaseView::Suspicion {
            holder: Seat(HELEN)
        }
    );

    // Helen sees her own face-down counter's value, Gordon sees it face down.
    let mary = |viewer| {
        let view = game.view(viewer);
        view.areas
            .into_iter()
            .find(|a| a.clue == clue("Mary Kingsley"))
            .map(|a| a.counters)
    };
    let for_helen = mary(Viewer::Seat(Seat(HELEN))).unwrap_or_default();
    assert_eq!((for_helen[0].face_up, for_helen[0].value), (true, Some(0)));
    assert_eq!((for_helen[1].face_up, for_helen[1].value), (false, Some(1)));
    let for_gordon = mary(Viewer::Seat(Seat(GORDON))).unwrap_or_default();
    assert_eq!((for_gordon[1].face_up, for_gordon[1].value), (false, None));
}

/// Plays the rulebook's second example up to Audrey's wrong accusation: "Helen
/// begins the playing of Deductions and chooses to pass. Gordon puts a counter on
/// Waterloo Station. John passes. Audrey accuses but her accusation is incorrect."
fn example_with_accusation(game: &mut LadyAlice) {
    play(
        game,
        AUDREY,
        suspect(["Tippu Tip", "Kew Gardens", "9h00", "Sextant"]),
    );
    play(game, HELEN, Action::Pass);
    play(game, GORDON, place("Waterloo Station", 2));
    play(game, JOHN, Action::Pass);
    let events = play(
        game,
        AUDREY,
        accuse(["Mary Kingsley", "Waterloo Station", "7h00", "Compass"]),
    );
    assert!(events.iter().any(|e| matches!(
        e.body,
        LadyAliceEvent::Accusation {
            smiles: 3,
            correct: false,
            ..
        }
    )));
    assert!(
        events
            .iter()
            .any(|e| e.body == LadyAliceEvent::Eliminated { seat: Seat(AUDREY) })
    );
}

/// Ruling LA-5 (amended), the rulebook's own example: "John passes. Audrey accuses
/// but her accusation is incorrect. Helen passes. Gordon passes. The playing of
/// Deductions therefore ends." John's pass, made before the accusation, still counts.
#[test]
fn la5_incorrect_accusation_does_not_restart_passes() {
    let mut game = four_player_table();
    example_with_accusation(&mut game);
    play(&mut game, HELEN, Action::Pass);
    assert_eq!(
        game.view(Viewer::Spectator).phase,
        PhaseView::Deduction {
            holder: Seat(AUDREY),
            current: Seat(GORDON),
            passes_in_a_row: 2
        },
        "John's pass before the accusation still counts"
    );
    play(&mut game, GORDON, Action::Pass);
    // The playing of Deductions ends; Audrey is eliminated and skipped, the notebook
    // goes to Helen, left of Audrey.
    assert_eq!(
        game.view(Viewer::Spectator).phase,
        PhaseView::Suspicion {
            holder: Seat(HELEN)
        }
    );
    // LA-8: Audrey still answers verdicts: her Compass smiles.
    let events = play(
        &mut game,
        HELEN,
        suspect(["Mary Kingsley", "Kew Gardens", "9h00", "Compass"]),
    );
    assert!(matches!(
        events[0].body,
        LadyAliceEvent::Suspicion { smiles: 1, .. }
    ));
    // ...but she never acts again: deductions skip her.
    play(&mut game, GORDON, Action::Pass);
    play(&mut game, JOHN, Action::Pass);
    assert_eq!(current(&game), Some(HELEN));
    play(&mut game, HELEN, Action::Pass);
    assert_eq!(
        game.view(Viewer::Spectator).phase,
        PhaseView::Suspicion {
            holder: Seat(GORDON)
        }
    );
}

/// LA-5 (amended): when every other player still in has already passed, an
/// incorrect accusation ends the playing of Deductions at once.
#[test]
fn la5_incorrect_accusation_after_everyone_else_passed_ends_the_round() {
    let mut game = four_player_table();
    play(
        &mut game,
        AUDREY,
        suspect(["Tippu Tip", "Kew Gardens", "9h00", "Sextant"]),
    );
    for seat in [HELEN, GORDON, JOHN] {
        play(&mut game, seat, Action::Pass);
    }
    play(
        &mut game,
        AUDREY,
        accuse(["Mary Kingsley", "Waterloo Station", "7h00", "Compass"]),
    );
    assert_eq!(
        game.view(Viewer::Spectator).phase,
        PhaseView::Suspicion {
            holder: Seat(HELEN)
        }
    );
}

/// Rules version 1 (the first text of LA-5) restarted the count on an accusation:
/// a version-1 match still plays that way, so John passes once more.
#[test]
fn la5_rules_version_1_restarted_passes_on_an_accusation() {
    let mut game = four_player_table().with_rules_version(1);
    example_with_accusation(&mut game);
    play(&mut game, HELEN, Action::Pass);
    play(&mut game, GORDON, Action::Pass);
    assert_eq!(
        current(&game),
        Some(JOHN),
        "version 1: the accusation restarted the count"
    );
    play(&mut game, JOHN, Action::Pass);
    assert_eq!(
        game.view(Viewer::Spectator).phase,
        PhaseView::Suspicion {
            holder: Seat(HELEN)
        }
    );
}

/// The rulebook leaves who starts to chance: the first notebook holder is drawn
/// from the seed (rules version 2), the same for every replay of a seed; version 1
/// gave it to seat 0.
#[test]
fn first_notebook_holder_is_drawn_from_the_seed() {
    use sleuth_core::harness::Testable;
    for players in 3..=5u8 {
        let config = LadyAliceConfig::new(players);
        let mut seen = [0u32; 5];
        for seed in 0..200 {
            let game = LadyAlice::new(&config, seed).expect("valid");
            let holder = game.holder();
            assert_eq!(game.to_move().first_seat(), Some(holder));
            assert_eq!(
                LadyAlice::new(&config, seed).expect("valid").holder(),
                holder
            );
            seen[holder.index()] += 1;
            // Who starts is public chance: a redeal for any seat keeps it.
            for seat in (0..players).map(Seat) {
                let other = LadyAlice::redeal_for(&config, seed, seat, seed + 1000);
                assert_eq!(other.holder(), holder);
                assert_eq!(other.evidence_of(seat), game.evidence_of(seat));
            }
            assert_eq!(
                LadyAlice::redeal_for_spectator(&config, seed, seed + 1000).holder(),
                holder
            );
            // The same cards as version 1, which always started with seat 0.
            let v1 = LadyAlice::new_under_rules(&config, seed, 1).expect("valid");
            assert_eq!(v1.holder(), Seat(0));
            for seat in (0..players).map(Seat) {
                assert_eq!(v1.evidence_of(seat), game.evidence_of(seat));
            }
        }
        for (seat, count) in seen.iter().enumerate().take(usize::from(players)) {
            assert!(
                *count > 20,
                "{players} players: seat {seat} first {count} times"
            );
        }
    }
}

#[test]
fn suspicion_restrictions_la3() {
    let mut game = four_player_table();
    // Zero smiles: the four clues are covered (LA-4).
    let events = play(&mut game, AUDREY, suspect(NO_SMILE));
    assert!(matches!(
        events[0].body,
        LadyAliceEvent::Suspicion {
            smiles: 0,
            covered: true,
            ..
        }
    ));
    assert!(game.is_covered(clue("Sextant")));
    // Counters may not go on covered clues.
    let err = refused(&mut game, HELEN, place("Sextant", 1));
    assert_eq!(
        err,
        PlayError::Illegal(LadyAliceError::ClueCovered(clue("Sextant")))
    );
    // Suspecting is only for the notebook holder's phase.
    assert_eq!(
        refused(
            &mut game,
            HELEN,
            suspect(["Tippu Tip", "Kew Gardens", "9h00", "Compass"])
        ),
        PlayError::Illegal(LadyAliceError::NotSuspicionPhase)
    );
    for seat in [HELEN, GORDON, JOHN, AUDREY] {
        play(&mut game, seat, Action::Pass);
    }
    // Helen holds the notebook: not the previous suspicion, not only covered clues.
    let err = refused(&mut game, HELEN, suspect(NO_SMILE));
    assert!(matches!(
        err,
        PlayError::Illegal(LadyAliceError::SameAsPrevious(_))
    ));
    let err = refused(&mut game, HELEN, suspect(NO_SMILE));
    assert!(err.to_string().contains("same as the previous"), "{err}");
    // A wrong category or a missing clue is refused with a clear message.
    let wrong = Named::all_four([
        clue("Kew Gardens"),
        clue("Kew Gardens"),
        clue("9h00"),
        clue("Compass"),
    ]);
    let err = refused(&mut game, HELEN, Action::Suspect { clues: wrong });
    assert_eq!(err.to_string(), "Kew Gardens is a place, not a suspect");
    let missing = named(["Tippu Tip", "Kew Gardens", "9h00", "Compass"]).without(Category::Time);
    let err = refused(&mut game, HELEN, Action::Suspect { clues: missing });
    assert_eq!(err.to_string(), "a suspicion needs a clue for the time");
    // Not your turn, and not the phase for counters.
    assert!(matches!(
        refused(&mut game, GORDON, Action::Pass),
        PlayError::NotYourTurn { .. }
    ));
    assert_eq!(
        refused(&mut game, HELEN, Action::Pass),
        PlayError::Illegal(LadyAliceError::SuspicionPhase)
    );
    // Cover a second combination, then one made only of covered clues is refused.
    play(
        &mut game,
        HELEN,
        suspect(["Joseph Marlow", "Covent Garden", "11h00", "Journal"]),
    );
    for seat in [GORDON, JOHN, AUDREY, HELEN] {
        play(&mut game, seat, Action::Pass);
    }
    let err = refused(
        &mut game,
        GORDON,
        suspect(["Mary Kingsley", "Covent Garden", "9h00", "Journal"]),
    );
    assert_eq!(err, PlayError::Illegal(LadyAliceError::OnlyCoveredClues));
    play(
        &mut game,
        GORDON,
        suspect(["Mary Kingsley", "Covent Garden", "9h00", "Rifle"]),
    );
}

#[test]
fn counters_la6() {
    let mut game = four_player_table();
    play(
        &mut game,
        AUDREY,
        suspect(["Tippu Tip", "Kew Gardens", "9h00", "Sextant"]),
    );
    assert_eq!(
        refused(&mut game, HELEN, place("Rifle", 3)),
        PlayError::Illegal(LadyAliceError::NoSuchCounterValue(3))
    );
    // Four counters at most on an area with four players, own counters may stack.
    play(&mut game, HELEN, place("Rifle", 0));
    play(&mut game, GORDON, place("Rifle", 0));
    play(&mut game, JOHN, place("Rifle", 0));
    play(&mut game, AUDREY, place("Rifle", 0));
    let err = refused(&mut game, HELEN, place("Rifle", 1));
    assert_eq!(
        err.to_string(),
        "Rifle already holds 4 counters, the most an area can hold"
    );
    play(&mut game, HELEN, place("Journal", 0));
    play(&mut game, GORDON, Action::Pass);
    play(&mut game, JOHN, Action::Pass);
    play(&mut game, AUDREY, Action::Pass);
    play(&mut game, HELEN, place("Journal", 0));
    // Helen has used her three zeros.
    play(&mut game, GORDON, Action::Pass);
    play(&mut game, JOHN, Action::Pass);
    play(&mut game, AUDREY, Action::Pass);
    assert_eq!(
        refused(&mut game, HELEN, place("Compass", 0)),
        PlayError::Illegal(LadyAliceError::NoCounterLeft(0))
    );
    let view = game.view(Viewer::Seat(Seat(HELEN)));
    assert_eq!(view.counters_left, vec![8, 6, 8, 8]);
    let supply = view.my_supply.map(|s| (s.zeros, s.ones, s.twos));
    assert_eq!(supply, Some((0, 3, 3)));
    // Stacking on one's own counter turns it face up too.
    play(&mut game, HELEN, place("Journal", 1));
    let journal = game
        .view(Viewer::Spectator)
        .areas
        .into_iter()
        .find(|a| a.clue == clue("Journal"))
        .map(|a| a.counters);
    let journal = journal.unwrap_or_default();
    assert_eq!(
        journal.iter().map(|c| c.face_up).collect::<Vec<_>>(),
        vec![true, true, false]
    );
    assert_eq!(
        journal.iter().map(|c| c.value).collect::<Vec<_>>(),
        vec![Some(0), Some(0), None]
    );
}

#[test]
fn four_players_hand_checked_score_sheet_with_shared_win() {
    let mut game = four_player_table();
    play(&mut game, 0, suspect(NO_SMILE));
    play(&mut game, 1, place("Waterloo Station", 2));
    play(&mut game, 2, place("Tippu Tip", 1));
    play(&mut game, 3, place("Compass", 0));
    play(&mut game, 0, place("7h00", 2));
    play(&mut game, 1, place("Compass", 1));
    play(&mut game, 2, place("Compass", 2));
    play(&mut game, 3, place("Rifle", 1));
    play(&mut game, 0, place("Tippu Tip", 1));
    play(&mut game, 1, place("7h00", 2));
    play(&mut game, 2, place("Waterloo Station", 2));
    play(
        &mut game,
        3,
        accuse(["Tippu Tip", "Waterloo Station", "7h00", "Compass"]),
    );
    assert_eq!(game.ending(), Some(Ending::Accusation { seat: Seat(3) }));
    let sheet = sheet_of(&game);
    let row = |s: usize| column(&sheet.rows[s]);
    let counters = |points: i32| Column {
        counters: points,
        total: points,
        ..Column::default()
    };
    assert_eq!(row(0), counters(3));
    assert_eq!(row(1), counters(5));
    assert_eq!(row(2), counters(5));
    assert_eq!(
        row(3),
        Column {
            off_solution: 1,
            zeros: 1,
            accusation: 3,
            total: 3,
            ..Column::default()
        }
    );
    assert_eq!(seat_numbers(sheet.winners), vec![1, 2], "a tie is shared");
    let outcome = game.outcome().unwrap_or_else(|| panic!("over"));
    assert_eq!(outcome.scores, Some(vec![3, 5, 5, 3]));
    // The sentence counts seats from 1, as the table labels them.
    assert_eq!(outcome.summary, "Seat 4 accused correctly");
    // Everything is revealed to everyone at the end.
    let view = game.view(Viewer::Seat(Seat(1)));
    let reveal = view.reveal.unwrap_or_else(|| panic!("revealed"));
    assert_eq!(
        reveal.evidence,
        vec![
            clue("Compass"),
            clue("Tippu Tip"),
            clue("Waterloo Station"),
            clue("7h00")
        ]
    );
    assert!(
        view.areas
            .iter()
            .flat_map(|a| &a.counters)
            .all(|c| c.value.is_some())
    );
    // And the game refuses further actions.
    assert_eq!(refused(&mut game, 0, Action::Pass), PlayError::GameOver);
}

#[test]
fn tie_goes_to_the_correct_accuser() {
    let mut game = four_player_table();
    play(&mut game, 0, suspect(NO_SMILE));
    play(&mut game, 1, place("Waterloo Station", 2));
    play(&mut game, 2, place("Tippu Tip", 1));
    play(&mut game, 3, Action::Pass);
    play(&mut game, 0, Action::Pass);
    play(&mut game, 1, place("Tippu Tip", 1));
    play(&mut game, 2, Action::Pass);
    play(
        &mut game,
        3,
        accuse(["Tippu Tip", "Waterloo Station", "7h00", "Compass"]),
    );
    let sheet = sheet_of(&game);
    assert_eq!(sheet.totals(), vec![0, 3, 1, 3]);
    assert_eq!(seat_numbers(sheet.winners), vec![3]);
}

#[test]
fn five_players_hand_checked_score_sheet() {
    // Doubled category: place (Waterloo Station and Hyde Park).
    let deal = [
        "Waterloo Station",
        "Hyde Park",
        "Tippu Tip",
        "7h00",
        "Compass",
    ]
    .map(clue);
    let mut game = LadyAlice::with_deal(5, &deal, Some(Category::Place));
    assert_eq!((game.smiles_target(), game.area_capacity()), (4, 5));
    play(&mut game, 0, suspect(NO_SMILE));
    play(&mut game, 1, place("Waterloo Station", 2));
    play(&mut game, 2, place("Hyde Park", 2));
    play(&mut game, 3, place("Tippu Tip", 1));
    play(&mut game, 4, place("7h00", 1));
    play(&mut game, 0, place("Compass", 2));
    play(&mut game, 1, place("Hyde Park", 1));
    play(&mut game, 2, place("Waterloo Station", 1));
    play(&mut game, 3, place("Waterloo Station", 0));
    play(&mut game, 4, place("Rifle", 2));
    play(&mut game, 0, Action::Pass);
    play(&mut game, 1, place("Tippu Tip", 1));
    play(&mut game, 2, place("7h00", 2));
    for seat in [3, 4, 0] {
        play(&mut game, seat, Action::Pass);
    }
    play(&mut game, 1, place("Compass", 1));
    play(&mut game, 2, place("Tippu Tip", 1));
    for seat in [3, 4, 0, 1] {
        play(&mut game, seat, Action::Pass);
    }
    play(&mut game, 2, place("Compass", 2));
    for seat in [3, 4, 0, 1, 2] {
        play(&mut game, seat, Action::Pass);
    }
    // Seat 1 holds the notebook; four of five smile: the game ends (LA-4).
    let events = play(
        &mut game,
        1,
        suspect(["Tippu Tip", "Hyde Park", "7h00", "Compass"]),
    );
    assert!(matches!(
        events[0].body,
        LadyAliceEvent::Suspicion { smiles: 4, .. }
    ));
    assert_eq!(game.ending(), Some(Ending::Suspicion { seat: Seat(1) }));
    assert_eq!(
        game.outcome().map(|o| o.summary),
        Some("Seat 2's suspicion found the solution".to_owned())
    );
    let sheet = sheet_of(&game);
    let row = |s: usize| column(&sheet.rows[s]);
    assert_eq!(
        row(0),
        Column {
            counters: 2,
            total: 2,
            ..Column::default()
        }
    );
    assert_eq!(
        row(1),
        Column {
            counters: 5,
            suspicion: 1,
            doubled: 2,
            total: 8,
            ..Column::default()
        }
    );
    assert_eq!(
        row(2),
        Column {
            counters: 8,
            all_evidence: 2,
            doubled: 2,
            total: 12,
            ..Column::default()
        }
    );
    // Seat 3's zero on Waterloo Station and seat 4's two on the Rifle are removed.
    assert_eq!(
        row(3),
        Column {
            zeros: 1,
            counters: 1,
            total: 1,
            ..Column::default()
        }
    );
    assert_eq!(
        row(4),
        Column {
            off_solution: 1,
            counters: 1,
            total: 1,
            ..Column::default()
        }
    );
    assert_eq!(seat_numbers(sheet.winners), vec![2]);
}

#[test]
fn three_players_hand_checked_score_sheet() {
    // Removed category: object.
    let deal = ["Tippu Tip", "Waterloo Station", "7h00"].map(clue);
    let mut game = LadyAlice::with_deal(3, &deal, Some(Category::Object));
    assert_eq!((game.smiles_target(), game.area_capacity()), (3, 3));
    // Suspicions still name four clues (LA-3).
    let err = refused(
        &mut game,
        0,
        Action::Suspect {
            clues: named(NO_SMILE_COMPASS).without(Category::Object),
        },
    );
    assert!(matches!(
        err,
        PlayError::Illegal(LadyAliceError::MissingClue { .. })
    ));
    play(&mut game, 0, suspect(NO_SMILE_COMPASS));
    assert!(game.is_covered(clue("Compass")));
    play(&mut game, 1, place("Tippu Tip", 2));
    play(&mut game, 2, place("Waterloo Station", 2));
    play(&mut game, 0, place("7h00", 1));
    play(&mut game, 1, place("Waterloo Station", 1));
    play(&mut game, 2, place("Tippu Tip", 0));
    play(&mut game, 0, place("7h00", 2));
    // A 3-player accusation must name the removed category and leave it empty.
    assert_eq!(
        refused(
            &mut game,
            1,
            accuse(["Tippu Tip", "Waterloo Station", "7h00", "Compass"])
        ),
        PlayError::Illegal(LadyAliceError::RemovedCategoryMissing)
    );
    let both = Action::Accuse {
        clues: named(["Tippu Tip", "Waterloo Station", "7h00", "Compass"]),
        removed: Some(Category::Object),
    };
    assert_eq!(
        refused(&mut game, 1, both),
        PlayError::Illegal(LadyAliceError::ClueInRemovedCategory(Category::Object))
    );
    // Seat 1 names the wrong removed category: two smiles, eliminated.
    let events = play(
        &mut game,
        1,
        accuse3(
            Category::Time,
            ["Tippu Tip", "Waterloo Station", "7h00", "Compass"],
        ),
    );
    assert!(events.iter().any(|e| matches!(
        e.body,
        LadyAliceEvent::Accusation {
            smiles: 2,
            correct: false,
            ..
        }
    )));
    play(&mut game, 2, place("7h00", 2));
    assert!(matches!(
        refused(&mut game, 0, place("7h00", 0)),
        PlayError::Illegal(LadyAliceError::AreaFull { capacity: 3, .. })
    ));
    play(
        &mut game,
        0,
        accuse3(
            Category::Object,
            ["Tippu Tip", "Waterloo Station", "7h00", "Compass"],
        ),
    );
    assert_eq!(game.ending(), Some(Ending::Accusation { seat: Seat(0) }));
    let sheet = sheet_of(&game);
    let row = |s: usize| column(&sheet.rows[s]);
    assert_eq!(
        row(0),
        Column {
            counters: 3,
            accusation: 3,
            total: 6,
            ..Column::default()
        }
    );
    // Seat 1 was eliminated: its two counters are removed (III).
    assert_eq!(
        row(1),
        Column {
            eliminated: 2,
            ..Column::default()
        }
    );
    assert_eq!(
        row(2),
        Column {
            zeros: 1,
            counters: 4,
            total: 4,
            ..Column::default()
        }
    );
    assert_eq!(seat_numbers(sheet.winners), vec![0]);
}

#[test]
fn lone_survivor_wins_la8() {
    let deal = ["Tippu Tip", "Waterloo Station", "7h00"].map(clue);
    let mut game = LadyAlice::with_deal(3, &deal, Some(Category::Object));
    play(&mut game, 0, suspect(NO_SMILE_COMPASS));
    play(&mut game, 1, place("Tippu Tip", 2));
    play(
        &mut game,
        2,
        accuse3(
            Category::Suspect,
            ["Tippu Tip", "Hyde Park", "7h00", "Compass"],
        ),
    );
    play(&mut game, 0, Action::Pass);
    play(
        &mut game,
        1,
        accuse3(
            Category::Object,
            ["Tippu Tip", "Hyde Park", "7h00", "Compass"],
        ),
    );
    assert_eq!(game.ending(), Some(Ending::LoneSurvivor { seat: Seat(0) }));
    let outcome = game.outcome().unwrap_or_else(|| panic!("over"));
    assert_eq!(seat_numbers(outcome.winners), vec![0]);
    assert_eq!(outcome.summary, "Seat 1 is the last player still in");
    // Scoring is still shown: seat 1's counter was removed as an eliminated player's.
    let sheet = sheet_of(&game);
    assert_eq!(sheet.rows[1].removed_eliminated, 1);
}

#[test]
fn deal_la2_keeps_the_special_category_secret() {
    for players in 3..=5u8 {
        let mut specials = std::collections::HashSet::new();
        for seed in 0..200 {
            let game = LadyAlice::new(&LadyAliceConfig::new(players), seed)
                .unwrap_or_else(|e| panic!("{e}"));
            let cards: Vec<Clue> = (0..players).map(|s| game.evidence_of(Seat(s))).collect();
            let mut per_category = [0; 4];
            for c in &cards {
                per_category[c.category().index()] += 1;
            }
            match players {
                3 => {
                    let removed = game.special_category().unwrap_or_else(|| panic!("removed"));
                    assert_eq!(per_category[removed.index()], 0);
                    assert_eq!(per_category.iter().sum::<i32>(), 3);
                    specials.insert(removed);
                }
                4 => assert_eq!(per_category, [1, 1, 1, 1]),
                _ => {
                    let doubled = game.special_category().unwrap_or_else(|| panic!("doubled"));
                    assert_eq!(per_category[doubled.index()], 2);
                    assert_ne!(cards.iter().filter(|c| c.category() == doubled).count(), 1);
                    specials.insert(doubled);
                }
            }
            let view = serde_json::to_string(&game.view(Viewer::Seat(Seat(0)))).unwrap_or_default();
            assert!(
                !view.contains("special_category\":\""),
                "the special category leaked: {view}"
            );
        }
        if players != 4 {
            assert_eq!(
                specials.len(),
                4,
                "every category can be removed or doubled"
            );
        }
    }
    assert!(LadyAlice::new(&LadyAliceConfig::new(6), 1).is_err());
    let err = LadyAlice::new(&LadyAliceConfig::new(2), 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Lady Alice is played by 3 to 5 players, not 2"
    );
}

#[test]
fn public_history_la10() {
    let mut game = four_player_table();
    play(&mut game, 0, suspect(NO_SMILE));
    play(&mut game, 1, place("Waterloo Station", 2));
    play(&mut game, 2, place("Waterloo Station", 1));
    let history = game.view(Viewer::Spectator).history;
    assert!(matches!(
        history[0],
        LogEntry::Suspicion {
            smiles: 0,
            covered: true,
            ..
        }
    ));
    assert!(
        matches!(&history[2], LogEntry::CounterPlaced { revealed, .. } if revealed == &vec![RevealedCounter { owner: Seat(1), value: 2 }])
    );
}

/// The "no notes" variant (the rulebook's "note taking is prohibited!"): before the
/// end a view carries no history, only the table as it stands: the desk, the latest
/// suspicion and accusation with their verdicts, and `"no_notes": true`. After the
/// end everything is shown.
#[test]
fn no_notes_views_show_only_the_table() {
    let config: LadyAliceConfig =
        serde_json::from_str(r#"{"players": 4, "no_notes": true}"#).expect("config parses");
    assert!(config.no_notes);
    assert_eq!(
        serde_json::to_string(&LadyAliceConfig::new(4)).expect("json"),
        r#"{"players":4}"#,
        "the default config is written as before"
    );
    assert!(
        LadyAlice::info()
            .variants
            .iter()
            .any(|v| v.key == "no_notes"),
        "listed as a variant"
    );
    let mut game = four_player_table().with_no_notes(true);
    example_with_accusation(&mut game);
    for viewer in [Viewer::Seat(Seat(HELEN)), Viewer::Spectator] {
        let view = game.view(viewer);
        assert!(view.history.is_empty(), "no history before the end");
        let json = serde_json::to_value(&view).expect("json");
        assert_eq!(json["no_notes"], true);
        // The table: the suspicion and the accusation with their verdicts, the
        // counter on Waterloo Station, the elimination.
        assert!(matches!(
            view.current_suspicion,
            Some(LogEntry::Suspicion { smiles: 1, .. })
        ));
        assert!(matches!(
            view.last_accusation,
            Some(LogEntry::Accusation {
                smiles: 3,
                correct: false,
                ..
            })
        ));
        assert_eq!(view.areas.len(), 1);
        assert!(view.eliminated.contains(Seat(AUDREY)));
    }
    assert!(
        serde_json::to_value(four_player_table().view(Viewer::Spectator))
            .expect("json")
            .get("no_notes")
            .is_none(),
        "absent with notes"
    );
    play(&mut game, HELEN, Action::Pass);
    play(&mut game, GORDON, Action::Pass);
    // Round 2: the notebook is Helen's; the last verdicts stay until she suspects.
    play(
        &mut game,
        HELEN,
        suspect(["Mary Kingsley", "Kew Gardens", "9h00", "Compass"]),
    );
    let view = game.view(Viewer::Seat(Seat(GORDON)));
    assert!(view.history.is_empty());
    assert!(matches!(
        view.current_suspicion,
        Some(LogEntry::Suspicion {
            round: 2,
            smiles: 1,
            ..
        })
    ));
    assert_eq!(
        view.last_accusation, None,
        "a new suspicion clears the table"
    );
    // Gordon accuses correctly: the game ends and everything is shown.
    play(
        &mut game,
        GORDON,
        accuse(["Tippu Tip", "Waterloo Station", "7h00", "Compass"]),
    );
    let view = game.view(Viewer::Seat(Seat(GORDON)));
    assert!(view.reveal.is_some());
    assert_eq!(
        view.history.len(),
        game.view(Viewer::Everyone).history.len()
    );
    assert!(view.history.len() > 8, "the whole history after the end");
}
