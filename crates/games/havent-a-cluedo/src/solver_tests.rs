//! Tests of `solver` (a view as knowledge, the belief) and `solver_bot` on random
//! games and hand-built positions. The hidden state is read here only to check.

#![allow(clippy::unwrap_used)]

use sleuth_core::harness::{PlayoutOptions, check_random_playouts};
use sleuth_core::simulate::play_game;
use sleuth_core::{Bot, Game, HostedGame, Seat, Turn, Viewer};
use sleuth_deduction::knowledge::ConstraintKind;
use sleuth_deduction::{Method, SolveOptions, envelope_probability, solve};

use crate::deck::{Card, Category};
use crate::game::{Action, Config, HaventACluedo, Phase, Suggestion, SuggestionResult};
use crate::solver::{belief, knowledge_from_view};
use crate::solver_bot::SolverBot;
use crate::tests::{card, game, room, set_cards};

/// The true holder of every card (`players` = envelope).
fn true_deal(g: &HaventACluedo) -> Vec<usize> {
    let players = g.players();
    let mut holder = vec![usize::MAX; g.edition.deck.len()];
    for (s, hand) in g.hands.iter().enumerate() {
        for c in hand {
            holder[c.index()] = s;
        }
    }
    for c in g.envelope {
        holder[c.index()] = players;
    }
    holder
}

fn holds(deal: &[usize], c: &ConstraintKind) -> bool {
    match c {
        ConstraintKind::Has { holder, card } => deal[*card] == *holder,
        ConstraintKind::Lacks { holder, card } => deal[*card] != *holder,
        ConstraintKind::HasOneOf { player, cards } => cards.iter().any(|&x| deal[x] == *player),
    }
}

/// Checks one viewer's knowledge against the true deal.
fn check_viewer(g: &HaventACluedo, viewer: Viewer, context: &str) {
    let view = g.view(viewer);
    let k = knowledge_from_view(&view).unwrap_or_else(|e| panic!("{context}: {e}"));
    let deal = true_deal(g);
    for c in &k.constraints {
        assert!(
            holds(&deal, &c.kind),
            "{context}: false constraint {}",
            c.source
        );
    }
    let s = solve(&k, &SolveOptions::default()).unwrap_or_else(|e| panic!("{context}: {e}"));
    assert_eq!(s.method, Method::Exact, "{context}");
    assert!(s.worlds > 0, "{context}");
    let env = g.players();
    for f in &s.certain {
        let c = s.card_names.iter().position(|n| *n == f.card).unwrap();
        let holder = if f.holder == "envelope" {
            env
        } else {
            s.player_names.iter().position(|n| *n == f.holder).unwrap()
        };
        assert_eq!(deal[c], holder, "{context}: certain {f:?} is false");
    }
    for c in g.envelope {
        assert!(
            s.counts[c.index()][env] > 0,
            "{context}: envelope card {c:?}"
        );
    }
    let truth: Vec<usize> = g.envelope.iter().map(|c| c.index()).collect();
    let (p, _) = envelope_probability(&k, &truth, &SolveOptions::default()).unwrap();
    assert!(p > 0.0, "{context}: the true envelope has probability 0");
}

/// Random games (a mix of random, baseline and solver bots, 2 to 6 players):
/// at every step, for every seat and a spectator, the knowledge is consistent,
/// holds in the true deal (so the true deal has nonzero probability), its
/// certain facts are true and the envelope's cards and the envelope itself
/// have nonzero probability.
#[test]
fn knowledge_from_views_is_true_in_random_games() {
    let specs = HaventACluedo::bots();
    let mut steps = 0;
    for players in 2..=6u8 {
        for game_index in 0..4u64 {
            let seed = 1000 * u64::from(players) + game_index;
            let config = Config {
                round_limit: 12,
                ..Config::new(players)
            };
            let mut g = HaventACluedo::new(&config, seed).unwrap();
            let mut bots: Vec<Box<dyn Bot<HaventACluedo>>> = (0..players)
                .map(|s| {
                    (specs[(usize::from(s) + game_index as usize) % specs.len()].make)(
                        seed + u64::from(s),
                    )
                })
                .collect();
            let mut last_log = usize::MAX;
            while g.outcome().is_none() {
                // Knowledge changes only with the log: check each new state.
                let log_state = g.log.len() * 4 + g.log.last().map_or(0, |e| e.result as usize);
                if log_state != last_log {
                    last_log = log_state;
                    for s in 0..players {
                        check_viewer(&g, Viewer::Seat(Seat(s)), &format!("seed {seed} seat {s}"));
                    }
                    check_viewer(&g, Viewer::Spectator, &format!("seed {seed} spectator"));
                    steps += 1;
                }
                let seat = g.to_move().first_seat().unwrap();
                let action = bots[seat.index()].choose(&Turn::new(&g, seat));
                g.play(seat, &action, &mut Vec::new()).unwrap();
            }
            for s in 0..players {
                check_viewer(
                    &g,
                    Viewer::Seat(Seat(s)),
                    &format!("seed {seed} seat {s} at the end"),
                );
            }
        }
    }
    assert!(steps > 200, "{steps}");
}

/// Belief at the deal: every envelope of cards not in the seat's hand is
/// equally likely (each leaves the same number of ways to deal the rest).
#[test]
fn belief_at_the_deal_is_uniform_over_envelopes_outside_the_hand() {
    for players in 2..=6u8 {
        let g = HaventACluedo::new(&Config::new(players), 7).unwrap();
        let mut finished = g.clone();
        finished.phase = Phase::Over;
        let final_view = finished.view(Viewer::Everyone);
        for s in 0..players {
            let view = g.view(Viewer::Seat(Seat(s)));
            let hand = &g.hands[usize::from(s)];
            let open = |cat: Category| {
                g.edition
                    .deck
                    .cards_of(cat)
                    .filter(|c| !hand.contains(c))
                    .count() as f64
            };
            let want =
                1.0 / (open(Category::Person) * open(Category::Article) * open(Category::Room));
            let b = belief(&view, &final_view).unwrap();
            assert!(
                (b.truth - want).abs() < 1e-12,
                "{players} players seat {s}: {} vs {want}",
                b.truth
            );
            assert!(!b.certain);
        }
    }
}

/// On random mid-game states: the belief is the joint probability of the true
/// triple; over all 288 triples the joint probabilities sum to 1; `certain`
/// holds exactly when one triple has nonzero probability (then it is the
/// truth, probability 1); and the joint is not the product of the marginals.
#[test]
fn belief_is_the_joint_probability_of_the_true_triple() {
    let specs = HaventACluedo::bots();
    let baseline = specs.iter().find(|s| s.name == "baseline").unwrap();
    let mut differs_from_product = 0;
    let mut certain_seen = 0;
    for seed in 0..12u64 {
        let players = 3 + (seed % 3) as u8;
        let mut g = HaventACluedo::new(&Config::new(players), seed).unwrap();
        let mut bots: Vec<_> = (0..players)
            .map(|s| (baseline.make)(seed * 10 + u64::from(s)))
            .collect();
        // Play until some suggestions have been made, and once to the end.
        let stop = if seed % 4 == 0 {
            usize::MAX
        } else {
            4 + seed as usize
        };
        while g.outcome().is_none() && g.log.len() < stop {
            let seat = g.to_move().first_seat().unwrap();
            let action = bots[seat.index()].choose(&Turn::new(&g, seat));
            g.play(seat, &action, &mut Vec::new()).unwrap();
        }
        let mut finished = g.clone();
        finished.phase = Phase::Over;
        let final_view = finished.view(Viewer::Everyone);
        let deck = &g.edition.deck;
        for s in 0..players {
            let view = g.view(Viewer::Seat(Seat(s)));
            let k = knowledge_from_view(&view).unwrap();
            let opts = SolveOptions::default();
            let marginals = solve(&k, &opts).unwrap();
            let mut sum = 0.0;
            let mut possible = 0;
            let mut truth = 0.0;
            for p in deck.cards_of(Category::Person) {
                for a in deck.cards_of(Category::Article) {
                    for r in deck.cards_of(Category::Room) {
                        let (q, m) =
                            envelope_probability(&k, &[p.index(), a.index(), r.index()], &opts)
                                .unwrap();
                        assert_eq!(m, Method::Exact);
                        sum += q;
                        if q > 0.0 {
                            possible += 1;
                        }
                        if [p, a, r] == g.envelope {
                            truth = q;
                        }
                        let env = usize::from(players);
                        let product: f64 = [p, a, r]
                            .iter()
                            .map(|c| marginals.probability(c.index(), env))
                            .product();
                        if (product - q).abs() > 1e-6 {
                            differs_from_product += 1;
                        }
                    }
                }
            }
            assert!((sum - 1.0).abs() < 1e-9, "seed {seed} seat {s}: sum {sum}");
            let b = belief(&view, &final_view).unwrap();
            assert!((b.truth - truth).abs() < 1e-12);
            assert!(b.truth > 0.0);
            assert_eq!(
                b.certain,
                possible == 1,
                "seed {seed} seat {s}: {possible} possible"
            );
            if b.certain {
                certain_seen += 1;
                assert!((b.truth - 1.0).abs() < 1e-12);
            }
        }
    }
    assert!(differs_from_product > 0);
    assert!(certain_seen > 0, "no seat was ever certain");
}

/// The post-game analysis runs on Haven't a Cluedo: the truth is certain for the
/// winner at the end, and once certain stays certain.
#[test]
fn analysis_of_a_finished_game() {
    let config = Config::new(3);
    let specs = HaventACluedo::bots();
    let solver = specs.iter().find(|s| s.name == "solver").unwrap();
    let mut g = HaventACluedo::new(&config, 5).unwrap();
    let mut bots: Vec<_> = (0..3).map(|s| (solver.make)(s)).collect();
    let mut record = sleuth_core::MatchRecord::new::<HaventACluedo>(&config, 5);
    while g.outcome().is_none() {
        let seat = g.to_move().first_seat().unwrap();
        let action = bots[seat.index()].choose(&Turn::new(&g, seat));
        g.play(seat, &action, &mut Vec::new()).unwrap();
        record.push::<HaventACluedo>(seat, &action);
    }
    let winner = g
        .outcome()
        .unwrap()
        .winners
        .first_seat()
        .expect("someone won");
    let analysis = sleuth_core::analysis::analyse::<HaventACluedo>(&record).unwrap();
    let seat = &analysis.seats[winner.index()];
    // The end reveals the envelope to everyone.
    assert_eq!(*seat.truth.last().unwrap(), 1.0);
    // Games are races: the winner may win by an unanswered suggestion before it
    // was certain. When it was certain before the end, it stayed certain.
    if let Some(k) = seat.certain_at {
        assert!(seat.truth[k..].iter().all(|&p| p == 1.0), "{seat:?}");
    }
    // At the deal: one over the triples outside the winner's hand.
    assert!(seat.truth[0] > 0.0 && seat.truth[0] < 0.05);
}

// ----- The solver bot -----

/// The harness (legal actions only, every invariant) with solver bots.
#[test]
fn solver_playouts() {
    for players in 2..=6u8 {
        let config = HaventACluedo::config_for_players(players);
        let options = PlayoutOptions {
            games: 8,
            seed: 70 + u64::from(players),
            bot: "solver",
            exhaustive_games: 1,
        };
        let stats = check_random_playouts::<HaventACluedo>(&config, &options);
        assert_eq!(stats.games, 8);
        assert!(stats.longest < HaventACluedo::info().action_bound);
    }
    // Characters chosen out of turn order, Burgess diagonal (rulings HC-3, HC-8).
    let config = Config {
        burgess_goes_diagonal: true,
        ..Config::with_characters(&[
            "Reverend Burgess",
            "Professor Anderson",
            "Miss Kingston",
            "Space Commander Lehman",
        ])
    };
    let options = PlayoutOptions {
        games: 6,
        seed: 90,
        bot: "solver",
        exhaustive_games: 1,
    };
    let stats = check_random_playouts::<HaventACluedo>(&config, &options);
    assert_eq!(stats.games, 6);
}

/// Over many games against baseline bots, every solver decision is its own and
/// legal (never handed to the fallback), and every game ends with a winner.
#[test]
fn solver_never_falls_back_or_plays_illegally() {
    for players in 2..=6u8 {
        let config = HaventACluedo::config_for_players(players);
        for seed in 0..8u64 {
            let mut solvers: Vec<SolverBot> = (0..players)
                .map(|s| SolverBot::new(seed * 7 + u64::from(s)))
                .collect();
            let mut g = HaventACluedo::new(&config, seed).unwrap();
            let mut actions = 0;
            while g.outcome().is_none() {
                let seat = g.to_move().first_seat().unwrap();
                let action = solvers[seat.index()].choose(&Turn::new(&g, seat));
                assert!(g.legal_actions(seat).contains(&action), "{action:?}");
                g.play(seat, &action, &mut Vec::new()).unwrap();
                actions += 1;
            }
            assert!(
                g.outcome().unwrap().winners.first_seat().is_some(),
                "{players} players seed {seed}: no winner after {actions} actions"
            );
            for (s, bot) in solvers.iter().enumerate() {
                assert_eq!(bot.fallbacks, 0, "{players} players seed {seed} seat {s}");
            }
        }
        // And in play_game against baselines, no illegal action.
        let specs = HaventACluedo::bots();
        let mut bots: Vec<Box<dyn Bot<HaventACluedo>>> = (0..players)
            .map(|s| {
                let name = if s % 2 == 0 { "solver" } else { "baseline" };
                (specs.iter().find(|b| b.name == name).unwrap().make)(u64::from(s))
            })
            .collect();
        let played = play_game(&config, 3, &mut bots, 4800, &mut Vec::new()).unwrap();
        assert!(!played.illegal_bot_action && !played.aborted);
    }
}

/// Two players. Seat 0 holds 9 cards; seat 1 has shown it all of its 8 cards
/// except those in `unseen` (never named). The envelope is Burgess, the particle-beam
/// weapon, the Wine Cellar.
fn known_position(unseen: &[&str]) -> HaventACluedo {
    let mut g = game(2);
    let mine = [
        "Miss Kingston",
        "Gruppenführer Fontana",
        "Sergeant Northey",
        "Case of sherry",
        "Rape alarm",
        "Mines coffee machine",
        "Bar",
        "Library",
        "Rector's Study",
    ];
    let theirs = [
        "Professor Anderson",
        "Space Commander Lehman",
        "Pizza oven",
        "Blackboard",
        "Lecture Theatre",
        "Senior Common Room",
        "Porter's Lodge",
        "Great Hall",
    ];
    set_cards(
        &mut g,
        &[&mine, &theirs],
        ["Reverend Burgess", "Particle-beam weapon", "Wine Cellar"],
    );
    let (p0, a0, r0) = (
        card(&g, "Miss Kingston"),
        card(&g, "Case of sherry"),
        card(&g, "Bar"),
    );
    for (turn, name) in theirs.iter().filter(|n| !unseen.contains(n)).enumerate() {
        let shown = card(&g, name);
        let mut cards = [p0, a0, r0];
        cards[g.edition.deck.category(shown).index()] = shown;
        g.log.push(Suggestion {
            turn: turn as u32 + 1,
            seat: Seat(0),
            cards,
            summoned_from: None,
            passed: Vec::new(),
            shown_by: Some(Seat(1)),
            shown: Some(shown),
            result: SuggestionResult::Refuted,
        });
    }
    g.turn = 20;
    g.current = Seat(0);
    g
}

fn decide(g: &HaventACluedo, seat: u8) -> Action {
    let mut bot = SolverBot::new(3);
    let action = bot.choose(&Turn::new(g, Seat(seat)));
    assert_eq!(bot.fallbacks, 0);
    action
}

fn suggestion(person: &str, article: &str) -> Action {
    Action::Suggest {
        person: person.into(),
        article: article.into(),
    }
}

#[test]
fn accuses_when_certain_and_in_the_envelope_room() {
    let mut g = known_position(&[]);
    g.tokens[0] = room(&g, "Wine Cellar");
    g.phase = Phase::InRoom;
    let view = g.view(Viewer::Seat(Seat(0)));
    let mut bot = SolverBot::new(1);
    let analysis = bot.analysis(&view).unwrap();
    let env = g.envelope;
    assert_eq!(analysis.certain, Some(env));
    assert_eq!(
        decide(&g, 0),
        suggestion("Reverend Burgess", "Particle-beam weapon")
    );
    // And it wins.
    let action = decide(&g, 0);
    g.play(Seat(0), &action, &mut Vec::new()).unwrap();
    assert_eq!(g.outcome().unwrap().winners.first_seat(), Some(Seat(0)));
}

#[test]
fn heads_for_the_envelope_room_when_certain() {
    // By the secret passage from the Bar.
    let mut g = known_position(&[]);
    g.tokens[0] = room(&g, "Bar");
    g.phase = Phase::Start;
    assert_eq!(decide(&g, 0), Action::SecretPassage);
    // By the die: a roll that can enter the Wine Cellar enters it.
    let mut g = known_position(&[]);
    g.tokens[0] = room(&g, "Wine Cellar");
    let wine = g.edition.board.room_index("Wine Cellar").unwrap();
    let square = g.edition.board.rooms[usize::from(wine)].exits[0];
    g.tokens[0] = crate::board::Pos::Square(square);
    g.phase = Phase::Start;
    assert_eq!(decide(&g, 0), Action::Roll);
    crate::tests::force_roll(&mut g, 1);
    g.play(Seat(0), &Action::Roll, &mut Vec::new()).unwrap();
    assert_eq!(
        decide(&g, 0),
        Action::Move {
            to: crate::board::Place::Room("Wine Cellar".into())
        }
    );
}

#[test]
fn not_certain_is_not_claimed_certain() {
    // The Great Hall was never named: the room is the Great Hall or the Wine
    // Cellar, equally likely (seat 1 holds the other).
    let mut g = known_position(&["Great Hall"]);
    g.tokens[0] = room(&g, "Wine Cellar");
    g.phase = Phase::InRoom;
    let view = g.view(Viewer::Seat(Seat(0)));
    let mut bot = SolverBot::new(1);
    let analysis = bot.analysis(&view).unwrap();
    assert_eq!(analysis.certain, None);
    let wine = g.edition.deck.rank(card(&g, "Wine Cellar"));
    let best = analysis.best_in_room[wine];
    assert!(best.win > 0.35 && best.win < 0.65, "{best:?}");
    let mut finished = g.clone();
    finished.phase = Phase::Over;
    let b = belief(&view, &finished.view(Viewer::Everyone)).unwrap();
    assert!(!b.certain);
    assert!((b.truth - 0.5).abs() < 1e-12, "{}", b.truth);
    // When all is seen, the same position is certain.
    let g = known_position(&[]);
    let b = belief(
        &g.view(Viewer::Seat(Seat(0))),
        &finished.view(Viewer::Everyone),
    )
    .unwrap();
    assert!(b.certain && b.truth == 1.0);
}

#[test]
fn shows_a_card_the_suggester_has_already_seen() {
    let mut g = known_position(&[]);
    // Of seat 1's cards, seat 0 has seen only Anderson; now it names Anderson
    // and the Pizza oven, both in seat 1's hand.
    let anderson = card(&g, "Professor Anderson");
    g.log.retain(|e| e.shown == Some(anderson));
    let cards = [
        card(&g, "Professor Anderson"),
        card(&g, "Pizza oven"),
        card(&g, "Bar"),
    ];
    g.log.push(Suggestion {
        turn: 21,
        seat: Seat(0),
        cards,
        summoned_from: None,
        passed: Vec::new(),
        shown_by: None,
        shown: None,
        result: SuggestionResult::Pending,
    });
    g.phase = Phase::Refuting { refuter: Seat(1) };
    let legal = g.legal_actions(Seat(1));
    assert_eq!(legal.len(), 2);
    assert_eq!(
        decide(&g, 1),
        Action::Show {
            card: "Professor Anderson".into()
        }
    );
    // Without that history it still shows one of its matching cards.
    g.log.remove(0);
    assert!(legal.contains(&decide(&g, 1)));
}

#[test]
fn solver_is_registered_after_baseline_with_a_description() {
    let specs = HaventACluedo::bots();
    let names: Vec<&str> = specs.iter().map(|s| s.name).collect();
    let b = names.iter().position(|n| *n == "baseline").unwrap();
    let s = names.iter().position(|n| *n == "solver").unwrap();
    assert!(s > b);
    assert!(specs[s].description.len() > 40);
}

#[test]
fn card_indices_match_the_solver_deck() {
    let g = game(3);
    let spec = crate::solver::deck_spec(&g.edition.deck);
    for (i, name) in spec.card_names().iter().enumerate() {
        assert_eq!(g.edition.deck.find(name), Some(Card(i as u8)));
    }
}

#[test]
fn hc6_the_solver_models_refuters_in_the_turn_order_of_chosen_characters() {
    // Seat 0 plays Burgess, seat 1 Northey, seat 2 Kingston, seat 3 Fontana: turn
    // order is seats 2, 3, 1, 0, so a suggestion of seat 1 asks seat 0, then 2, then 3.
    let config = Config::with_characters(&[
        "Reverend Burgess",
        "Sergeant Northey",
        "Miss Kingston",
        "Gruppenführer Fontana",
    ]);
    let g = HaventACluedo::new(&config, 5).expect("valid");
    let view = g.view(Viewer::Seat(Seat(1)));
    assert_eq!(view.turn_order, vec![Seat(2), Seat(3), Seat(1), Seat(0)]);
    assert_eq!(
        crate::sampled_deals::asked_after(&view, Seat(1), 4),
        vec![0, 2, 3]
    );
    // The default table: seat order.
    let g = game(4);
    let view = g.view(Viewer::Seat(Seat(2)));
    assert_eq!(
        crate::sampled_deals::asked_after(&view, Seat(2), 4),
        vec![3, 0, 1]
    );
}
