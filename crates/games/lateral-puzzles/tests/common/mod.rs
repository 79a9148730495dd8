//! Shared by the tests: the rulebook's own example puzzle, "The Red Dame" (from
//! its section on preparing a puzzle), as a Lateral Master's custom puzzle, and a
//! `Table` whose every play is checked and whose refusals must change nothing. Its 5-point part makes
//! "over 90 points" reachable, which no shipped puzzle allows (their parts are all
//! worth 10 or more).

#![allow(dead_code)]

use sleuth_core::{Event, Game, PlayError, Seat, SleuthRng, Viewer};
use sleuth_lateral_puzzles::{
    Action, AnswerCard, Config, Error, Event as LpEvent, LateralPuzzles, PartSpec, PuzzleSpec, View,
};

pub fn red_dame() -> PuzzleSpec {
    let part = |text: &str, score: i64| PartSpec {
        text: text.into(),
        score,
    };
    PuzzleSpec {
        id: Some("the-red-dame".into()),
        title: "The Red Dame".into(),
        difficulty: Some(2),
        themes: vec!["crime".into()],
        themes_public: false,
        situation: "The red dame was found dead in her garden, a yellow rose in her hand.".into(),
        solution: "Bartholomew the gardener killed the red dame with a yellow rose whose thorns \
                   he had poisoned, to avenge his dead sister."
            .into(),
        parts: vec![
            part("Bartholomew is the killer", 40),
            part("A yellow rose is the murder weapon", 25),
            part("The thorns have been covered in poison", 20),
            part("Motive is revenge", 10),
            part("The avenged person is Bartholomew's dead sister", 5),
        ],
    }
}

pub fn red_dame_config(players: u8) -> Config {
    Config {
        players,
        lateral_master: 0,
        puzzle: String::new(),
        custom: Some(red_dame()),
        language: "en".into(),
    }
}

/// The seat that acts next in a random game: half the time the seat the game
/// waits for, else any seat that may act, preferring seats with something to do
/// besides leaving or ending the game (every puzzler at the table may leave at
/// any moment, and the Lateral Master may end a stalled game from round 2; people
/// rarely do either because they are idle, and the random bot does both now and
/// then anyway).
pub fn random_mover(game: &LateralPuzzles, rng: &mut SleuthRng) -> Seat {
    if rng.chance(1, 2) {
        return game
            .waiting_for()
            .first_seat()
            .expect("someone is waited for");
    }
    let movers: Vec<Seat> = game.to_move().iter().collect();
    let busy: Vec<Seat> = movers
        .iter()
        .copied()
        .filter(|&s| {
            let legal = game.legal_actions(s);
            legal != [Action::Leave] && legal != [Action::EndGame]
        })
        .collect();
    let from = if busy.is_empty() { &movers } else { &busy };
    from[rng.index(from.len())]
}

/// A seeded random game's log (seats from `random_mover`), up to `max` actions.
pub fn random_log(config: &Config, seed: u64, max: usize) -> Vec<(Seat, Action)> {
    let mut game = LateralPuzzles::new(config, seed).expect("setup");
    let mut rng = SleuthRng::from_seed(seed ^ 0x10c);
    let mut log = Vec::new();
    while game.outcome().is_none() && log.len() < max {
        let seat = random_mover(&game, &mut rng);
        let action = game.random_action(seat, &mut rng).expect("a mover acts");
        game.play(seat, &action, &mut Vec::new())
            .expect("a random action applies");
        log.push((seat, action));
    }
    log
}

/// Questions different enough not to be flagged as duplicates (LP-6): one for
/// each puzzler's turn of the first round.
pub const FIRST_ROUND: [&str; 8] = [
    "Is the dame old?",
    "Did it happen at night?",
    "Is a dog involved?",
    "Did it rain?",
    "Was she rich?",
    "Is the house large?",
    "Was a letter written?",
    "Did anyone travel?",
];

/// A table under test: every play is checked, refusals change nothing.
pub struct Table {
    pub game: LateralPuzzles,
    /// The events of the last accepted action.
    pub events: Vec<Event<LpEvent>>,
}

impl Table {
    pub fn with(config: Config, seed: u64) -> Table {
        Table {
            game: LateralPuzzles::new(&config, seed).expect("setup"),
            events: Vec::new(),
        }
    }

    /// The Red Dame at `players` seats, the Lateral Master at seat 0.
    pub fn new(players: u8, seed: u64) -> Table {
        Table::with(red_dame_config(players), seed)
    }

    pub fn lm(&self) -> Seat {
        self.game.lateral_master()
    }

    #[track_caller]
    pub fn ok(&mut self, seat: Seat, action: Action) {
        self.events.clear();
        if let Err(err) = self.game.play(seat, &action, &mut self.events) {
            panic!("{action:?} by {seat} refused: {err}");
        }
    }

    #[track_caller]
    pub fn refused(&mut self, seat: Seat, action: Action) -> PlayError<Error> {
        let before = self.game.clone();
        let mut events = Vec::new();
        let err = self
            .game
            .play(seat, &action, &mut events)
            .expect_err("refused");
        assert!(self.game == before, "a refusal changed the state");
        assert!(events.is_empty(), "a refusal emitted events");
        assert!(!err.to_string().is_empty());
        err
    }

    #[track_caller]
    pub fn illegal(&mut self, seat: Seat, action: Action) -> Error {
        match self.refused(seat, action) {
            PlayError::Illegal(e) => e,
            other => panic!("expected the game's refusal, got {other:?}"),
        }
    }

    pub fn view(&self, seat: Seat) -> View {
        self.game.view(Viewer::Seat(seat))
    }

    pub fn spectator(&self) -> View {
        self.game.view(Viewer::Spectator)
    }

    /// The id the next question will get.
    pub fn next_question(&self) -> u32 {
        self.view(self.lm()).questions.len() as u32 + 1
    }

    /// The Lateral Master answers the open question.
    pub fn answer(&mut self, answer: AnswerCard) {
        let question = self
            .view(self.lm())
            .open_question
            .expect("an open question");
        self.ok(
            self.lm(),
            Action::Answer {
                question,
                answer,
                another_wording: false,
            },
        );
    }

    /// The events of the last action that `viewer` received.
    pub fn seen(&self, viewer: Viewer) -> Vec<LpEvent> {
        self.events
            .iter()
            .filter(|e| e.audience.includes(viewer))
            .map(|e| e.body.clone())
            .collect()
    }
}
