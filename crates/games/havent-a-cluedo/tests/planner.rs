//! The `planner` bot: only legal actions of its own over many games, the same
//! game for the same seeds, and the winning suggestion whenever it is certain
//! and may suggest in the envelope's room.

use sleuth_core::simulate::play_game;
use sleuth_core::{Bot, Game, HostedGame, Seat, Turn, Viewer};
use sleuth_havent_a_cluedo::deck::Category;
use sleuth_havent_a_cluedo::view::PhaseView;
use sleuth_havent_a_cluedo::{Action, HaventACluedo, PlannerBot, SolverBot};

/// Plays one game: planners in the seats of `planners`, solvers elsewhere.
/// Checks every planner decision is legal and its own; gives the actions.
fn play(players: u8, seed: u64, planners: &[u8]) -> (Vec<(Seat, Action)>, Option<Seat>) {
    let config = HaventACluedo::config_for_players(players);
    let mut g = HaventACluedo::new(&config, seed).unwrap();
    let mut planner: Vec<Option<PlannerBot>> = (0..players)
        .map(|s| {
            planners
                .contains(&s)
                .then(|| PlannerBot::new(seed * 31 + u64::from(s)))
        })
        .collect();
    let mut solver: Vec<SolverBot> = (0..players)
        .map(|s| SolverBot::new(seed * 17 + u64::from(s)))
        .collect();
    let mut log = Vec::new();
    while g.outcome().is_none() {
        let seat = g.to_move().first_seat().unwrap();
        let turn = Turn::new(&g, seat);
        let action = match &mut planner[seat.index()] {
            Some(p) => p.choose(&turn),
            None => solver[seat.index()].choose(&turn),
        };
        assert!(
            g.legal_actions(seat).contains(&action),
            "{players} players seed {seed}: {seat} chose {action:?}"
        );
        g.play(seat, &action, &mut Vec::new()).unwrap();
        log.push((seat, action));
        assert!(log.len() < 4800, "{players} players seed {seed}: no end");
    }
    let mut analyses = 0;
    for (s, p) in planner.iter().enumerate() {
        if let Some(p) = p {
            assert_eq!(p.fallbacks, 0, "{players} players seed {seed} seat {s}");
            analyses += p.analyses;
        }
    }
    // A game can end before some seat's first turn, not before every planner's
    // when the first seat in turn order is one.
    if planners.contains(&0) {
        assert!(analyses > 0, "{players} players seed {seed}");
    }
    (log, g.outcome().unwrap().winners.first_seat())
}

#[test]
fn planner_plays_only_legal_actions_of_its_own() {
    for players in 2..=6u8 {
        for seed in 0..4u64 {
            // One planner, then planners everywhere.
            let (_, winner) = play(players, seed, &[(seed % u64::from(players)) as u8]);
            assert!(winner.is_some(), "{players} players seed {seed}: no winner");
            let all: Vec<u8> = (0..players).collect();
            let (_, winner) = play(players, 100 + seed, &all);
            assert!(winner.is_some(), "{players} players seed {seed}: no winner");
        }
    }
}

/// Through the registry's spec, in `play_game` against every other bot of the
/// game (random bots make odd positions: tokens summoned anywhere).
#[test]
fn planner_is_registered_and_legal_against_every_bot() {
    let specs = HaventACluedo::bots();
    let names: Vec<&str> = specs.iter().map(|s| s.name).collect();
    assert!(names.contains(&"planner"), "{names:?}");
    for players in 2..=6u8 {
        let config = HaventACluedo::config_for_players(players);
        for seed in 0..3u64 {
            let mut bots: Vec<Box<dyn Bot<HaventACluedo>>> = (0..players)
                .map(|s| {
                    let name = if s % 2 == 0 {
                        "planner"
                    } else {
                        names[(usize::from(s) + seed as usize) % names.len()]
                    };
                    (specs.iter().find(|b| b.name == name).unwrap().make)(seed * 8 + u64::from(s))
                })
                .collect();
            let played = play_game(&config, seed, &mut bots, 4800, &mut Vec::new()).unwrap();
            assert!(
                !played.illegal_bot_action && !played.aborted,
                "{players} players seed {seed}"
            );
        }
    }
}

#[test]
fn planner_is_deterministic_for_its_seed() {
    for players in [3u8, 4, 6] {
        let all: Vec<u8> = (0..players).collect();
        let first = play(players, 7, &all);
        let second = play(players, 7, &all);
        assert_eq!(first, second, "{players} players");
        // A planner's own seed matters only through its sampling; the game is
        // replayed from the log either way.
        let config = HaventACluedo::config_for_players(players);
        let mut g = HaventACluedo::new(&config, 7).unwrap();
        for (seat, action) in &first.0 {
            g.play(*seat, action, &mut Vec::new()).unwrap();
        }
        assert_eq!(g.outcome().unwrap().winners.first_seat(), first.1);
    }
}

/// Whenever a planner's own analysis says only one triple is possible and it
/// may suggest in that triple's room, it suggests that triple (and so wins).
#[test]
fn planner_accuses_when_certain() {
    let mut certain_turns = 0;
    for players in [2u8, 3, 4] {
        let config = HaventACluedo::config_for_players(players);
        for seed in 0..12u64 {
            let mut g = HaventACluedo::new(&config, 500 + seed).unwrap();
            let mut bots: Vec<PlannerBot> = (0..players)
                .map(|s| PlannerBot::new(seed * 13 + u64::from(s)))
                .collect();
            let mut accused = Vec::new();
            while g.outcome().is_none() {
                let seat = g.to_move().first_seat().unwrap();
                let view = g.view(Viewer::Seat(seat));
                let analysis = match view.phase {
                    PhaseView::Refuting { .. } => None,
                    _ => bots[seat.index()].analysis(&view),
                };
                let action = bots[seat.index()].choose(&Turn::new(&g, seat));
                if let Some(certain) = analysis.and_then(|a| a.certain) {
                    assert_eq!(certain, g.envelope(), "certain of a wrong envelope");
                    let deck = &g.edition().deck;
                    let room = deck.name_of(certain[Category::Room.index()]);
                    let can_suggest_there = view
                        .your_actions
                        .iter()
                        .any(|a| matches!(a, Action::Suggest { .. }))
                        && view
                            .tokens
                            .iter()
                            .find(|t| t.played_by == Some(seat))
                            .is_some_and(|t| {
                                t.place == sleuth_havent_a_cluedo::Place::Room(room.to_owned())
                            });
                    if can_suggest_there {
                        certain_turns += 1;
                        accused.push(seat);
                        assert_eq!(
                            action,
                            Action::Suggest {
                                person: deck.name_of(certain[Category::Person.index()]).to_owned(),
                                article: deck
                                    .name_of(certain[Category::Article.index()])
                                    .to_owned(),
                            },
                            "{players} players seed {seed}: certain in the room but did not accuse"
                        );
                    }
                }
                g.play(seat, &action, &mut Vec::new()).unwrap();
                if let Some(&who) = accused.last() {
                    // The accusation won.
                    assert_eq!(g.outcome().unwrap().winners.first_seat(), Some(who));
                }
            }
        }
    }
    assert!(
        certain_turns > 0,
        "no certain position met: the test checks nothing"
    );
}

/// The accusation's timing: a suggestion likelier to be the envelope against
/// one that tells more. With no rival close the planner gathers information;
/// when a rival is likely to win before its next turn it takes the likelier
/// envelope now (and the value is monotone in the threat).
#[test]
fn accuses_earlier_under_threat() {
    use sleuth_havent_a_cluedo::{Candidate, Card, PlannerParams, suggestion_value};
    let p = PlannerParams::default();
    let informative = Candidate {
        person: Card(0),
        article: Card(6),
        win: 0.10,
        information: 3.0,
        next_win: 0.08,
        leak: 0.0,
    };
    let likely = Candidate {
        person: Card(1),
        article: Card(7),
        win: 0.15,
        information: 0.3,
        next_win: 0.01,
        leak: 0.0,
    };
    let v = |threat: f64, c: &Candidate| suggestion_value(&p, threat, 0.0, c);
    assert!(
        v(0.0, &informative) > v(0.0, &likely),
        "safe: gather information"
    );
    assert!(v(0.8, &likely) > v(0.8, &informative), "threatened: accuse");
    assert!(v(0.5, &informative) < v(0.0, &informative));
    // Certain: nothing beats the envelope.
    // (Certain: every deal wins, so nothing is learnt and there is no next turn.)
    let certain = Candidate {
        win: 1.0,
        information: 0.0,
        next_win: 0.0,
        ..likely
    };
    for threat in [0.0, 0.5, 1.0] {
        assert!(v(threat, &certain) >= v(threat, &informative));
        assert!((v(threat, &certain) - 1.0).abs() < 1e-9);
    }
    // Summoning a rival who gains from it costs; one pulled away gains.
    assert!(suggestion_value(&p, 0.0, 0.2, &informative) < v(0.0, &informative));
    assert!(suggestion_value(&p, 0.0, -0.2, &informative) > v(0.0, &informative));
}

/// Showing a card: a card already shown to the suggester tells it nothing, so
/// a planner that may show one shows it; and its choice among the others
/// differs from the solver's in some positions (it weighs the suggester's
/// belief in the envelope, not the surprise).
#[test]
fn planner_shows_a_card_the_suggester_has_seen() {
    let (mut repeats, mut choices, mut differ) = (0, 0, 0);
    for players in [3u8, 4] {
        let config = HaventACluedo::config_for_players(players);
        for seed in 0..10u64 {
            let mut g = HaventACluedo::new(&config, 900 + seed).unwrap();
            let mut bots: Vec<PlannerBot> = (0..players)
                .map(|s| PlannerBot::new(seed * 7 + u64::from(s)))
                .collect();
            let mut solver = SolverBot::new(seed);
            while g.outcome().is_none() {
                let seat = g.to_move().first_seat().unwrap();
                let view = g.view(Viewer::Seat(seat));
                let action = bots[seat.index()].choose(&Turn::new(&g, seat));
                if let PhaseView::Refuting { suggester, .. } = view.phase {
                    let shows: Vec<&str> = view
                        .your_actions
                        .iter()
                        .filter_map(|a| match a {
                            Action::Show { card } => Some(card.as_str()),
                            _ => None,
                        })
                        .collect();
                    let seen: Vec<&str> = shows
                        .iter()
                        .copied()
                        .filter(|c| {
                            view.shown_by_you
                                .iter()
                                .any(|s| s.to == suggester && s.card == *c)
                        })
                        .collect();
                    let Action::Show { card } = &action else {
                        panic!("{players} players seed {seed}: refuted with {action:?}");
                    };
                    if shows.len() > 1 && !seen.is_empty() {
                        repeats += 1;
                        assert!(
                            seen.contains(&card.as_str()),
                            "{players} players seed {seed}: showed {card} rather than {seen:?}"
                        );
                    } else if shows.len() > 1 {
                        choices += 1;
                        if solver.decide(&view, &view.your_actions) != Some(action.clone()) {
                            differ += 1;
                        }
                    }
                }
                g.play(seat, &action, &mut Vec::new()).unwrap();
            }
        }
    }
    assert!(repeats > 0, "no repeat met: the test checks nothing");
    assert!(choices > 0, "no free choice met: the test checks nothing");
    assert!(
        differ > 0,
        "the planner showed as the solver does in all {choices} choices"
    );
}
