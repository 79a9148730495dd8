//! WH-5, reading once: a card's text reaches a seat only through its view and
//! only while the rules let it read that card (its own card during that round's
//! Investigation Phase, a card read aloud, Mycroft's look), or always with the
//! open casebook; events never carry a text, so events sent again later (a
//! reconnecting client gets the past ones) cannot be read twice. Notebooks stay
//! with their seat, before and after the end, and a record whose notebooks are
//! blanked replays to the same outcome.

use std::collections::BTreeSet;

use proptest::prelude::*;
use sleuth_core::{Game, HostedGame, MatchRecord, Registry, Seat, SleuthRng, Viewer, derive_seed};
use sleuth_watson_holmes::case::LocationNumber;
use sleuth_watson_holmes::testing::{Table, visit};
use sleuth_watson_holmes::{Action, Character, Config, Event, View, WatsonHolmes, library};

fn config(players: u8, case: usize, open_casebook: bool) -> Config {
    let cases = library::shipped();
    Config {
        players,
        case: cases[case % cases.len()].id.clone(),
        open_casebook,
        custom: None,
        language: "en".into(),
    }
}

/// A text as it appears inside JSON (escaped, without the quotes).
fn json_fragment(text: &str) -> String {
    let quoted = serde_json::to_string(text).unwrap();
    quoted[1..quoted.len() - 1].to_owned()
}

/// Every location's text of the case, as JSON fragments, by number.
fn location_texts(game: &WatsonHolmes) -> Vec<(LocationNumber, String)> {
    game.case()
        .locations
        .iter()
        .map(|l| (l.number, json_fragment(&l.text)))
        .collect()
}

/// The cards whose text appears in `json`.
fn texts_in(json: &str, texts: &[(LocationNumber, String)]) -> BTreeSet<LocationNumber> {
    texts
        .iter()
        .filter(|(_, t)| json.contains(t.as_str()))
        .map(|(n, _)| *n)
        .collect()
}

/// What a viewer has been told by its events, the model the views are checked
/// against: the cards it read or heard this round, and ever.
#[derive(Default, Clone)]
struct Heard {
    this_round: BTreeSet<LocationNumber>,
    ever: BTreeSet<LocationNumber>,
}

impl Heard {
    fn see(&mut self, event: &Event) {
        match event {
            Event::RoundStarted { .. } => self.this_round.clear(),
            Event::Read { number, .. } | Event::ReadAloud { number, .. } => {
                self.this_round.insert(*number);
                self.ever.insert(*number);
            }
            _ => {}
        }
    }

    /// The cards whose text the view may carry now (before the end); a
    /// spectator never has a casebook.
    fn allowed(&self, view: &View, open_casebook: bool) -> BTreeSet<LocationNumber> {
        if open_casebook && view.me.is_some() {
            // Every card read, and the one read aloud (heard by spectators too).
            let mut all = self.ever.clone();
            if view.phase == "reading" {
                all.extend(self.this_round.iter().copied());
            }
            all
        } else if view.phase == "reading" {
            self.this_round.clone()
        } else {
            BTreeSet::new()
        }
    }
}

/// Plays one random game, checking at every step that events carry no card
/// text, that each view carries only the texts its viewer may read now, and
/// that no notebook reaches anyone but its seat. Seats write notebooks with
/// texts that name them. Returns the finished (or stopped) game and its record.
fn check_random_game(config: &Config, seed: u64, max_steps: usize) -> (WatsonHolmes, MatchRecord) {
    let mut game = WatsonHolmes::new(config, seed).unwrap();
    let mut record = MatchRecord::new::<WatsonHolmes>(config, seed);
    let players = game.players();
    let texts = location_texts(&game);
    let viewers: Vec<Viewer> = (0..players as u8)
        .map(|s| Viewer::Seat(Seat(s)))
        .chain([Viewer::Spectator])
        .collect();
    let mut heard = vec![Heard::default(); viewers.len()];
    let mut rng = SleuthRng::from_seed(derive_seed(seed, 77));
    let notebook = |seat: usize, k: usize| format!("Secret notes of seat {seat}, page {k}: Pell?");
    let mut pages = vec![0usize; players];
    for step in 0..max_steps {
        if game.outcome().is_some() {
            break;
        }
        let (to_move, waiting) = (game.to_move(), game.waiting_for());
        let mover = if to_move != waiting && rng.chance(1, 6) {
            let seats: Vec<Seat> = to_move.iter().collect();
            *rng.choose(&seats).unwrap()
        } else {
            match waiting.first_seat().or(to_move.first_seat()) {
                Some(s) => s,
                None => break,
            }
        };
        let action = if rng.chance(1, 5) {
            pages[mover.index()] += 1;
            Action::WriteNotebook {
                text: notebook(mover.index(), pages[mover.index()]),
            }
        } else {
            match game.random_action(mover, &mut rng) {
                Some(a) => a,
                None => break,
            }
        };
        let mut events = Vec::new();
        if game.play(mover, &action, &mut events).is_err() {
            continue;
        }
        record.push::<WatsonHolmes>(mover, &action);
        for event in &events {
            let json = serde_json::to_string(&event.body).unwrap();
            let carried = texts_in(&json, &texts);
            assert!(
                carried.is_empty(),
                "seed {seed} step {step}: an event carries the text of {carried:?}: {json}"
            );
            for (i, viewer) in viewers.iter().enumerate() {
                if event.audience.includes(*viewer) {
                    heard[i].see(&event.body);
                }
            }
        }
        let over = game.outcome().is_some();
        for (i, viewer) in viewers.iter().enumerate() {
            let view = game.view(*viewer);
            let json = serde_json::to_string(&view).unwrap();
            if !over {
                let shown = texts_in(&json, &texts);
                let allowed = heard[i].allowed(&view, config.open_casebook);
                assert!(
                    shown.is_subset(&allowed),
                    "seed {seed} step {step}: {viewer:?} in phase {} sees the texts of {shown:?}, \
                     may read only {allowed:?}",
                    view.phase
                );
            }
            // Notebooks: another seat's never, not even after the end.
            for other in 0..players {
                if *viewer == Viewer::Seat(Seat(other as u8)) {
                    continue;
                }
                let marker = format!("Secret notes of seat {other},");
                assert!(
                    !json.contains(&marker),
                    "seed {seed} step {step}: {viewer:?} sees seat {other}'s notebook"
                );
            }
        }
        if over {
            let json = serde_json::to_string(&game.view(Viewer::Everyone)).unwrap();
            assert!(!json.contains("Secret notes of seat"), "everyone's view");
        }
    }
    (game, record)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// WH-5 over many random games, with and without the open casebook: no view
    /// outside the reading window carries a card's text, events never do, and
    /// notebooks stay private before and after the end.
    #[test]
    fn no_view_outside_the_reading_window_carries_a_cards_text(
        seed in any::<u64>(),
        players in 2u8..=7,
        case in 0usize..16,
        open_casebook in any::<bool>(),
    ) {
        check_random_game(&config(players, case, open_casebook), seed, 1500);
    }
}

/// Random games played to the end (the same checks, and the end reached).
#[test]
fn events_never_carry_location_texts_in_finished_games() {
    let mut finished = 0;
    for seed in 0..12u64 {
        let players = 2 + (seed % 4) as u8;
        let (game, _) =
            check_random_game(&config(players, seed as usize, seed % 3 == 0), seed, 20_000);
        finished += usize::from(game.outcome().is_some());
    }
    assert!(
        finished >= 10,
        "only {finished} of 12 random games finished"
    );
}

/// A worked round: seat 0's card is readable in its view during the
/// Investigation Phase only; the `read` event names it without its text; the
/// next round, and for a client that connects again and gets every past event,
/// the text is gone. The numbers stay in `read`.
#[test]
fn a_card_is_read_once_and_only_its_number_stays() {
    let mut table = Table::new(&WatsonHolmes::config_for_players(2), 3);
    let first = table.turn().unwrap();
    table.place_all(|seat| {
        if seat == first {
            visit(1, 0)
        } else {
            visit(2, 0)
        }
    });
    let text = table.game.case().location(1).unwrap().text.clone();
    let me = table.view(first).me.unwrap();
    assert_eq!(me.reading.len(), 1);
    assert_eq!(me.reading[0].number, 1);
    assert_eq!(me.reading[0].text, text);
    assert_eq!(me.read_this_round, vec![1]);
    let other = table.view(1 - first);
    assert!(
        !serde_json::to_string(&other)
            .unwrap()
            .contains(&json_fragment(&text))
    );
    let read: Vec<&Event> = table
        .events
        .iter()
        .filter(|e| e.audience.includes(Viewer::Seat(Seat(first))))
        .map(|e| &e.body)
        .filter(|e| matches!(e, Event::Read { .. }))
        .collect();
    assert_eq!(
        read,
        [&Event::Read {
            seat: Seat(first),
            number: 1,
            name: table.game.case().location(1).unwrap().name.clone()
        }]
    );
    table.finish_reading_all();
    let me = table.view(first).me.unwrap();
    assert!(me.reading.is_empty(), "the card went back");
    assert_eq!(me.read, vec![1]);
    assert!(me.read_this_round.is_empty(), "a new round has started");
    // Everything a reconnecting client could be sent: the events and the view.
    let everything = serde_json::to_string(&table.events).unwrap()
        + &serde_json::to_string(&table.view(first)).unwrap();
    assert!(!everything.contains(&json_fragment(&text)));
}

/// The Watson card: the text read aloud is in everyone's view during that
/// round's Investigation Phase (`aloud`) and nowhere after.
#[test]
fn a_card_read_aloud_is_heard_during_that_reading_only() {
    let mut table = Table::new(&WatsonHolmes::config_for_players(2), 3);
    let first = table.turn().unwrap();
    let second = 1 - first;
    table.act(first, Action::TakeWatson).unwrap();
    table.place_all(|seat| {
        if seat == first {
            visit(1, 0)
        } else {
            visit(2, 0)
        }
    });
    assert_eq!(table.spectator().phase, "watson");
    let events = table
        .act(
            first,
            Action::WatsonReadAloud {
                target: Some(second),
            },
        )
        .unwrap();
    let text = table.game.case().location(2).unwrap().text.clone();
    assert!(
        !serde_json::to_string(&events)
            .unwrap()
            .contains(&json_fragment(&text))
    );
    for view in [table.spectator(), table.view(first)] {
        assert_eq!(
            view.aloud.as_ref().map(|c| c.text.clone()),
            Some(text.clone())
        );
    }
    let me = table.view(first).me.unwrap();
    assert!(me.reading.iter().any(|c| c.number == 2));
    assert_eq!(me.read_this_round, vec![2, 1]);
    table.finish_reading_all();
    for view in [table.spectator(), table.view(first), table.view(second)] {
        let json = serde_json::to_string(&view).unwrap();
        assert!(!json.contains(&json_fragment(&text)));
    }
    assert!(table.view(first).me.unwrap().read.contains(&2));
}

/// Mycroft Holmes reads another player's card that round only.
#[test]
fn mycrofts_look_lasts_that_reading_only() {
    for seed in 0..300u64 {
        let mut table = Table::new(&WatsonHolmes::config_for_players(2), seed);
        let Some(mycroft) = (0..2u8).find(|&s| {
            table.view(s).players[usize::from(s)].character == Some(Character::MycroftHolmes)
        }) else {
            continue;
        };
        let other = 1 - mycroft;
        table.place_all(|seat| {
            if seat == mycroft {
                visit(1, 0)
            } else {
                visit(3, 0)
            }
        });
        let events = table
            .act(
                mycroft,
                Action::RevealCharacter {
                    copy: None,
                    target: Some(other),
                    location: None,
                    to: None,
                },
            )
            .unwrap();
        let text = table.game.case().location(3).unwrap().text.clone();
        assert!(
            !serde_json::to_string(&events)
                .unwrap()
                .contains(&json_fragment(&text))
        );
        let me = table.view(mycroft).me.unwrap();
        assert!(me.reading.iter().any(|c| c.number == 3 && c.text == text));
        table.finish_reading_all();
        let json = serde_json::to_string(&table.view(mycroft)).unwrap();
        assert!(!json.contains(&json_fragment(&text)));
        return;
    }
    panic!("Mycroft never dealt");
}

/// The open casebook keeps every card read readable and marks those of this
/// round.
#[test]
fn open_casebook_lists_every_card_read_and_marks_this_rounds() {
    let config = Config {
        open_casebook: true,
        ..WatsonHolmes::config_for_players(2)
    };
    let mut table = Table::new(&config, 3);
    let first = table.turn().unwrap();
    table.place_all(|seat| {
        if seat == first {
            visit(1, 0)
        } else {
            visit(2, 0)
        }
    });
    table.finish_reading_all();
    let me = table.view(first).me.unwrap();
    assert_eq!(me.reading.iter().map(|c| c.number).collect::<Vec<_>>(), [1]);
    assert!(me.read_this_round.is_empty());
    table.place_all(|seat| {
        if seat == first {
            visit(3, 0)
        } else {
            visit(5, 0)
        }
    });
    let me = table.view(first).me.unwrap();
    assert_eq!(
        me.reading.iter().map(|c| c.number).collect::<Vec<_>>(),
        [1, 3]
    );
    assert_eq!(me.read_this_round, vec![3]);
    let text = table.game.case().location(1).unwrap().text.clone();
    assert_eq!(me.reading[0].text, text);
}

/// Notebooks are private to their seat, also after the end: not in another
/// seat's view, not in the spectators', not in everyone's.
#[test]
fn notebooks_stay_private_before_and_after_the_end() {
    let mut table = Table::new(&WatsonHolmes::config_for_players(2), 3);
    for seat in 0..2u8 {
        table
            .act(
                seat,
                Action::WriteNotebook {
                    text: format!("Notebook of seat {seat}: it was the clerk"),
                },
            )
            .unwrap();
    }
    let check = |table: &Table| {
        for seat in 0..2u8 {
            let mine = format!("Notebook of seat {seat}");
            let theirs = format!("Notebook of seat {}", 1 - seat);
            let json = serde_json::to_string(&table.view(seat)).unwrap();
            assert!(json.contains(&mine), "a seat sees its own notebook");
            assert!(
                !json.contains(&theirs),
                "seat {seat} sees the other's notebook"
            );
        }
        for viewer in [Viewer::Spectator, Viewer::Everyone] {
            let json = serde_json::to_string(&table.game.view(viewer)).unwrap();
            assert!(!json.contains("Notebook of seat"), "{viewer:?}");
        }
    };
    check(&table);
    table.place_all(|_| Action::BakerStreet);
    table.finish_reading_all();
    let right = table.right_answers();
    for seat in 0..2u8 {
        if table.spectator().phase == "answering" {
            let _ = table.act(
                seat,
                Action::Answer {
                    answers: right.clone(),
                },
            );
        }
    }
    assert_eq!(table.spectator().phase, "over");
    check(&table);
}

/// `redact_action` blanks notebooks (what the server shows others of a record),
/// and the redacted record replays to the same outcome and the same views but
/// for each seat's own notebook.
#[test]
fn a_record_with_blanked_notebooks_replays_to_the_same_outcome() {
    let mut registry = Registry::new();
    registry.register::<WatsonHolmes>();
    let mut replayed_games = 0;
    for seed in 0..8u64 {
        let config = config(2 + (seed % 3) as u8, seed as usize, seed % 2 == 0);
        let (game, record) = check_random_game(&config, seed, 20_000);
        let Some(outcome) = game.outcome() else {
            continue;
        };
        let redacted = registry.redacted(&record, None);
        assert_eq!(redacted.actions.len(), record.actions.len());
        let written = record
            .actions
            .iter()
            .filter(|a| a.action["type"] == "write_notebook")
            .count();
        assert!(written > 0, "the game wrote notebooks");
        for step in &redacted.actions {
            if step.action["type"] == "write_notebook" {
                assert_eq!(step.action["text"], "", "blanked");
            }
        }
        let replay = registry
            .replay(&redacted)
            .expect("the redacted record replays");
        let theirs = replay.game.outcome().expect("finished");
        assert_eq!(theirs.winners, outcome.winners);
        assert_eq!(theirs.summary, outcome.summary);
        assert_eq!(
            replay.game.view(Viewer::Everyone),
            serde_json::to_value(game.view(Viewer::Everyone)).unwrap()
        );
        for seat in 0..game.players() as u8 {
            let mut ours = serde_json::to_value(game.view(Viewer::Seat(Seat(seat)))).unwrap();
            ours["me"]["notebook"] = "".into();
            assert_eq!(replay.game.view(Viewer::Seat(Seat(seat))), ours);
        }
        // The typed hook, directly.
        assert_eq!(
            WatsonHolmes::redact_action(&Action::WriteNotebook {
                text: "mine".into()
            }),
            Action::WriteNotebook {
                text: String::new()
            }
        );
        replayed_games += 1;
    }
    assert!(replayed_games >= 5, "only {replayed_games} games finished");
}
