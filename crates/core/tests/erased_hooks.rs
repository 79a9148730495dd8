//! The `HostedGame` hooks as the server reaches them through `ErasedGame` and
//! `ErasedMatch`: leave and return actions, redacted records (the reader's own
//! actions kept), rematch configs, the starter seat, config problems (the default
//! reads the config and sets the game up) and `has_analysis` (true only when
//! `belief` answers). A toy game of two seats that write notes in turn.

use serde::{Deserialize, Serialize};
use sleuth_core::{
    Belief, ConfigProblem, Event, Game, GameInfo, HostedGame, MatchRecord, Outcome, RecordedAction,
    Registry, Seat, SeatSet, Viewer,
};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct NotesConfig {
    /// 1 to 5 notes in all.
    notes: u32,
    #[serde(default)]
    first: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Notes<const SOLVER: bool> {
    config: NotesConfig,
    written: Vec<(Seat, String)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum NoteAction {
    Write { text: String },
    Leave,
    Return,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum NotesError {
    #[error("a game of notes has 1 to 5 notes, not {0}")]
    Notes(u32),
}

impl sleuth_core::Explain for NotesError {
    fn message_id(&self) -> &'static str {
        "errors-test-notes"
    }
}

impl<const SOLVER: bool> Game for Notes<SOLVER> {
    type Config = NotesConfig;
    type Action = NoteAction;
    type View = usize;
    type Event = String;
    type ConfigError = NotesError;
    type Error = NotesError;

    fn info() -> GameInfo {
        GameInfo {
            id: if SOLVER { "notes-solved" } else { "notes" },
            name: "Notes",
            rules_version: 1,
            min_players: 2,
            max_players: 2,
            cooperative: false,
            variants: Vec::new(),
            summary: "two seats write notes",
            action_bound: 20,
            seat_choice: None,
        }
    }

    fn config_for_players(_: u8) -> NotesConfig {
        NotesConfig { notes: 4, first: 0 }
    }

    fn new(config: &NotesConfig, _: u64) -> Result<Self, NotesError> {
        if !(1..=5).contains(&config.notes) {
            return Err(NotesError::Notes(config.notes));
        }
        Ok(Notes {
            config: config.clone(),
            written: Vec::new(),
        })
    }

    fn players(&self) -> usize {
        2
    }

    fn to_move(&self) -> SeatSet {
        if self.written.len() as u32 >= self.config.notes {
            SeatSet::EMPTY
        } else {
            SeatSet::single(Seat(((self.written.len() + 1) % 2) as u8))
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<NoteAction> {
        if self.to_move().contains(seat) {
            vec![NoteAction::Write {
                text: "note".to_owned(),
            }]
        } else {
            Vec::new()
        }
    }

    fn apply_action(
        &mut self,
        seat: Seat,
        action: &NoteAction,
        events: &mut Vec<Event<String>>,
    ) -> Result<(), NotesError> {
        if let NoteAction::Write { text } = action {
            self.written.push((seat, text.clone()));
            events.push(Event::to_seat(seat, text.clone()));
        }
        Ok(())
    }

    fn view(&self, _: Viewer) -> usize {
        self.written.len()
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.written.len() as u32 >= self.config.notes).then(|| Outcome {
            winners: SeatSet::EMPTY,
            scores: None,
            summary: "all written".into(),
        })
    }
}

impl<const SOLVER: bool> HostedGame for Notes<SOLVER> {
    fn leave_action(&self, seat: Seat) -> Option<NoteAction> {
        (seat == Seat(1)).then_some(NoteAction::Leave)
    }

    fn return_action(&self, seat: Seat) -> Option<NoteAction> {
        (seat == Seat(1)).then_some(NoteAction::Return)
    }

    fn redact_action(action: &NoteAction) -> NoteAction {
        match action {
            NoteAction::Write { .. } => NoteAction::Write {
                text: String::new(),
            },
            other => other.clone(),
        }
    }

    fn rematch_config(config: &NotesConfig) -> NotesConfig {
        NotesConfig {
            first: 1 - config.first,
            ..config.clone()
        }
    }

    fn rematch_waits_in_lobby() -> bool {
        true
    }

    fn starter_seat(config: &NotesConfig) -> Option<Seat> {
        Some(Seat(config.first))
    }

    fn belief(_: &usize, _: &usize) -> Option<Belief> {
        SOLVER.then_some(Belief {
            truth: 1.0,
            certain: true,
        })
    }
}

fn registry() -> Registry {
    let mut registry = Registry::new();
    registry.register::<Notes<false>>();
    registry.register::<Notes<true>>();
    registry
}

#[test]
fn leave_and_return_actions_reach_the_erased_match() {
    let registry = registry();
    let host = registry.get("notes").expect("registered");
    let game = host
        .new_match(&serde_json::json!({"notes": 2}), 1)
        .expect("a good config");
    assert_eq!(
        game.leave_action(Seat(1)),
        Some(serde_json::json!({"type": "leave"}))
    );
    assert_eq!(
        game.return_action(Seat(1)),
        Some(serde_json::json!({"type": "return"}))
    );
    assert_eq!(game.leave_action(Seat(0)), None);
}

#[test]
fn a_record_is_redacted_for_everyone_but_the_reader_and_replays_alike() {
    let registry = registry();
    let write = |seat: u8, text: &str| RecordedAction {
        seat: Seat(seat),
        action: serde_json::json!({"type": "write", "text": text}),
    };
    let record = MatchRecord {
        format: sleuth_core::record::RECORD_FORMAT,
        game: "notes".to_owned(),
        rules_version: 1,
        config: serde_json::json!({"notes": 3}),
        rng: sleuth_core::rng::RNG_ALGORITHM.to_owned(),
        seed: 5,
        actions: vec![write(1, "MINE-1"), write(0, "THEIRS-0"), write(1, "MINE-2")],
    };
    let public = serde_json::to_string(&registry.redacted(&record, None)).expect("json");
    assert!(
        !public.contains("MINE") && !public.contains("THEIRS"),
        "{public}"
    );
    let own = serde_json::to_string(&registry.redacted(&record, Some(Seat(1)))).expect("json");
    assert!(own.contains("MINE-1") && own.contains("MINE-2"), "{own}");
    assert!(!own.contains("THEIRS"), "{own}");
    let full = registry.replay(&record).expect("replays");
    let redacted = registry
        .replay(&registry.redacted(&record, None))
        .expect("the redacted record replays");
    assert_eq!(full.game.outcome(), redacted.game.outcome());
}

#[test]
fn rematch_config_and_starter_seat_come_from_the_game() {
    let registry = registry();
    let host = registry.get("notes").expect("registered");
    let config = serde_json::json!({"notes": 2, "first": 0});
    let next = host.rematch_config(&config);
    assert_eq!(next["first"], 1);
    assert!(host.rematch_waits_in_lobby());
    assert_eq!(host.starter_seat(&next), Some(Seat(1)));
    // A config that does not read names no starter and is kept for a rematch.
    let odd = serde_json::json!({"notes": "two"});
    assert_eq!(host.starter_seat(&odd), None);
    assert_eq!(host.rematch_config(&odd), odd);
}

#[test]
fn config_problems_default_to_reading_the_config_and_setting_the_game_up() {
    let registry = registry();
    let host = registry.get("notes").expect("registered");
    assert_eq!(
        host.config_problems(&serde_json::json!({"notes": 3})),
        Vec::<ConfigProblem>::new()
    );
    let refused = host.config_problems(&serde_json::json!({"notes": 9}));
    assert_eq!(
        refused,
        vec![ConfigProblem::new(
            "config",
            "a game of notes has 1 to 5 notes, not 9"
        )]
    );
    let unreadable = host.config_problems(&serde_json::json!({"notes": "three"}));
    assert_eq!(unreadable.len(), 1);
    assert_eq!(unreadable[0].place, "config");
    assert!(
        unreadable[0].message.starts_with("not a Notes config"),
        "{unreadable:?}"
    );
}

#[test]
fn has_analysis_is_true_only_where_belief_answers() {
    let registry = registry();
    assert!(!registry.get("notes").expect("registered").has_analysis());
    assert!(
        registry
            .get("notes-solved")
            .expect("registered")
            .has_analysis()
    );
}
