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
