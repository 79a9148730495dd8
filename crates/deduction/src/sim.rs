//! Simulated suggestion rounds: knowledge documents as one seat would have
//! them after random suggestions on a random deal (for tests and benchmarks).

use serde_json::{Value, json};
use sleuth_core::rng::SleuthRng;

use crate::knowledge::DeckSpec;

/// A random deal of `deck` to `players` seats with the usual hand sizes
/// (the first seats get the extra cards). Returns the holder of every card
/// (`players` = envelope) and the hand sizes.
pub fn random_deal(
    deck: &DeckSpec,
    players: usize,
    rng: &mut SleuthRng,
) -> (Vec<usize>, Vec<usize>) {
    let cats = deck.category_of();
    let n = cats.len();
    let mut holder = vec![usize::MAX; n];
    for cat in 0..deck.categories.len() {
        let cards: Vec<usize> = (0..n).filter(|&c| cats[c] == cat).collect();
        holder[cards[rng.index(cards.len())]] = players;
    }
    let mut rest: Vec<usize> = (0..n).filter(|&c| holder[c] == usize::MAX).collect();
    rng.shuffle(&mut rest);
    let mut sizes = vec![0; players];
    for (i, c) in rest.into_iter().enumerate() {
        holder[c] = i % players;
        sizes[i % players] += 1;
    }
    (holder, sizes)
}

/// The knowledge document of seat `me` after `suggestions` random
/// suggestions (one card per category, the players after the suggester in
/// seating order pass until one shows a random matching card; `me` sees the
/// shown card when it suggested or showed).
pub fn simulated_document(
    deck: &DeckSpec,
    deck_json: Value,
    players: usize,
    me: usize,
    suggestions: usize,
    seed: u64,
) -> Value {
    let mut rng = SleuthRng::from_seed(seed);
    let (holder, sizes) = random_deal(deck, players, &mut rng);
    let names = deck.card_names();
    let cats = deck.category_of();
    let my_hand: Vec<&str> = (0..names.len())
        .filter(|&c| holder[c] == me)
        .map(|c| names[c].as_str())
        .collect();
    let mut sugg = Vec::new();
    for _ in 0..suggestions {
        let by = rng.index(players);
        let cards: Vec<usize> = (0..deck.categories.len())
            .map(|cat| {
                let cs: Vec<usize> = (0..names.len()).filter(|&c| cats[c] == cat).collect();
                cs[rng.index(cs.len())]
            })
            .collect();
        let mut passed = Vec::new();
        let mut shown_by = Value::Null;
        let mut shown = Value::Null;
        for step in 1..players {
            let p = (by + step) % players;
            let have: Vec<usize> = cards.iter().copied().filter(|&c| holder[c] == p).collect();
            if have.is_empty() {
                passed.push(p);
            } else {
                shown_by = json!(p);
                if by == me || p == me {
                    shown = json!(names[have[rng.index(have.len())]]);
                }
                break;
            }
        }
        let card_names: Vec<&str> = cards.iter().map(|&c| names[c].as_str()).collect();
        sugg.push(json!({"by": by, "cards": card_names, "passed": passed, "shown_by": shown_by, "shown": shown}));
    }
    let players_json: Vec<Value> = sizes
        .iter()
        .enumerate()
        .map(|(i, s)| json!({"name": format!("P{i}"), "hand_size": s}))
        .collect();
    json!({
        "deck": deck_json,
        "players": players_json,
        "me": me,
        "my_hand": my_hand,
        "suggestions": sugg,
    })
}

/// A hard state for the solver, as an observer without a hand sees it: a
/// random deal of `deck` to `players` seats, then `facts` "player holds one
/// of these cards" facts drawn from that deal, so the state is consistent by
/// construction, and nothing else (no passes, no card seen). Half the facts
/// are opaque suggestions (one card per category), the others are wider: two
/// to five cards of any category. Returns the knowledge and the deal (holder
/// of every card, `players` = envelope).
pub fn hard_observer_state(
    deck: &DeckSpec,
    players: usize,
    facts: usize,
    seed: u64,
) -> (crate::Knowledge, Vec<usize>) {
    use crate::knowledge::{Constraint, ConstraintKind, Knowledge, Player};
    let mut rng = SleuthRng::from_seed(seed);
    let (holder, sizes) = random_deal(deck, players, &mut rng);
    let cats = deck.category_of();
    let n = cats.len();
    let player_list: Vec<Player> = sizes
        .iter()
        .enumerate()
        .map(|(i, &s)| Player {
            name: format!("P{i}"),
            hand_size: s,
        })
        .collect();
    let mut k = Knowledge::new(deck.clone(), player_list)
        .expect("random_deal gives hand sizes that fit the deck");
    for f in 0..facts {
        let player = rng.index(players);
        let mine: Vec<usize> = (0..n).filter(|&c| holder[c] == player).collect();
        if mine.is_empty() {
            continue;
        }
        let anchor = mine[rng.index(mine.len())];
        let mut cards = vec![anchor];
        if f % 2 == 0 {
            for cat in 0..deck.categories.len() {
                if cat != cats[anchor] {
                    let cs: Vec<usize> = (0..n).filter(|&c| cats[c] == cat).collect();
                    cards.push(cs[rng.index(cs.len())]);
                }
            }
        } else {
            let width = 2 + rng.index(4);
            while cards.len() < width.min(n) {
                let c = rng.index(n);
                if !cards.contains(&c) {
                    cards.push(c);
                }
            }
        }
        cards.sort_unstable();
        k.constraints.push(Constraint {
            kind: ConstraintKind::HasOneOf { player, cards },
            source: format!("fact {f}").into(),
        });
    }
    (k, holder)
}
