//! Exact deduction for one seat of Haven't a Cluedo: the seat's view turned into
//! the knowledge of `sleuth-deduction` (its hand, every hand size, every public
//! suggestion with who passed and who showed, the cards it saw), and from it the
//! post-game `Belief` (the exact probability of the true envelope). Only views
//! are read, never the hidden state.

use sleuth_core::{Belief, Seat, Viewer};
use sleuth_deduction::knowledge::{
    CategorySpec, Constraint, ConstraintKind, DeckSpec, Knowledge, Player,
};
use sleuth_deduction::{Method, SolveError, SolveOptions};

use crate::deck::{Card, Category, Deck};
use crate::game::{Edition, SuggestionResult};
use crate::view::View;

/// The deck in the solver's terms. Cards keep their indices (persons, then
/// articles, then rooms), so a solver card index is a `Card`'s index.
pub fn deck_spec(deck: &Deck) -> DeckSpec {
    let category = |noun: &str, c: Category| CategorySpec {
        name: noun.to_owned(),
        cards: deck.names(c).iter().map(|s| (*s).to_owned()).collect(),
    };
    DeckSpec {
        name: deck.name.to_owned(),
        categories: vec![
            category("persons", Category::Person),
            category("articles", Category::Article),
            category("rooms", Category::Room),
        ],
    }
}

/// What of the view goes into the knowledge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Perspective {
    /// Everything the viewer knows: its hand and the cards it saw.
    Viewer,
    /// What everyone at the table knows (hand sizes and the public log), plus
    /// the cards the viewer has shown to `to`: what `to` surely knows about the
    /// table, seen from the viewer.
    PublicFor { to: Seat },
}

/// The knowledge of the seat whose view this is, on the built-in deck.
pub fn knowledge_from_view(view: &View) -> Result<Knowledge, SolveError> {
    knowledge_from_view_with(&Edition::shared().deck, view, Perspective::Viewer)
}

fn card(deck: &Deck, name: &str) -> Result<Card, SolveError> {
    deck.find(name).ok_or_else(|| {
        SolveError::Invalid(sleuth_deduction::Invalid::UnknownCard {
            name: name.to_owned(),
        })
    })
}

/// The knowledge of a view on any deck, from a perspective.
pub fn knowledge_from_view_with(
    deck: &Deck,
    view: &View,
    perspective: Perspective,
) -> Result<Knowledge, SolveError> {
    let players: Vec<Player> = view
        .seats
        .iter()
        .map(|s| Player {
            name: format!("{} ({})", s.person, s.seat),
            hand_size: s.hand_size,
        })
        .collect();
    let mut k = Knowledge::new(deck_spec(deck), players)?;
    let seat_count = view.seats.len();
    let me = match view.viewer {
        Viewer::Seat(s) if s.index() < seat_count => Some(s),
        _ => None,
    };
    let envelope = seat_count;
    let push = |k: &mut Knowledge, kind: ConstraintKind, source: String| {
        k.constraints.push(Constraint {
            kind,
            source: source.into(),
        });
    };
    if perspective == Perspective::Viewer
        && let (Some(me), Some(hand)) = (me, &view.hand)
    {
        let cards = hand
            .iter()
            .map(|n| card(deck, n).map(Card::index))
            .collect::<Result<Vec<_>, _>>()?;
        k.add_hand(me.index(), &cards)?;
    }
    for (i, s) in view.suggestions.iter().enumerate() {
        let named = [&s.person, &s.article, &s.room]
            .into_iter()
            .map(|n| card(deck, n).map(Card::index))
            .collect::<Result<Vec<_>, _>>()?;
        let label = format!(
            "suggestion {i} ({} suggested {}, {}, {})",
            s.by, s.person, s.article, s.room
        );
        for p in &s.passed {
            for &c in &named {
                push(
                    &mut k,
                    ConstraintKind::Lacks {
                        holder: p.index(),
                        card: c,
                    },
                    format!("{label}: {p} passed"),
                );
            }
        }
        if let Some(by) = s.shown_by {
            let seen = match perspective {
                Perspective::Viewer => s.card.as_deref(),
                Perspective::PublicFor { to } => {
                    s.card.as_deref().filter(|_| me == Some(by) && s.by == to)
                }
            };
            match seen {
                Some(name) => push(
                    &mut k,
                    ConstraintKind::Has {
                        holder: by.index(),
                        card: card(deck, name)?.index(),
                    },
                    format!("{label}: {by} showed {name}"),
                ),
                None => push(
                    &mut k,
                    ConstraintKind::HasOneOf {
                        player: by.index(),
                        cards: named.clone(),
                    },
                    format!("{label}: {by} showed a card"),
                ),
            }
        }
        match s.result {
            // Ruling HC-7: nobody showed, so the suggester holds one of them.
            SuggestionResult::NobodyShowed => push(
                &mut k,
                ConstraintKind::HasOneOf {
                    player: s.by.index(),
                    cards: named.clone(),
                },
                format!("{label}: nobody showed"),
            ),
            // Ruling HC-7: nobody showed and the suggester held none: the envelope.
            SuggestionResult::Won => {
                for &c in &named {
                    push(
                        &mut k,
                        ConstraintKind::Has {
                            holder: envelope,
                            card: c,
                        },
                        format!("{label}: won"),
                    );
                }
            }
            SuggestionResult::Pending | SuggestionResult::Refuted => {}
        }
    }
    Ok(k)
}

/// The learning aid: the seat's view as the knowledge document of
/// docs/deduction/cluedo-solver.md (deck `havent-a-cluedo`), stating exactly what
/// `knowledge_from_view` reads: the seat's hand, every hand size, each public
/// suggestion with who passed and who showed, the card only where this seat saw
/// it, and the HC-7 facts of a suggestion nobody answered. Players are named by
/// the person they play and referred to by seat index. `None` for a view of no
/// seat.
pub fn aid_document(view: &View) -> Option<serde_json::Value> {
    use serde_json::json;
    let me = match view.viewer {
        Viewer::Seat(s) if s.index() < view.seats.len() => s,
        _ => return None,
    };
    let hand = view.hand.as_ref()?;
    let players: Vec<serde_json::Value> = view
        .seats
        .iter()
        .map(|s| json!({"name": s.person, "hand_size": s.hand_size}))
        .collect();
    let mut suggestions = Vec::new();
    let mut facts = Vec::new();
    for s in &view.suggestions {
        let cards = [&s.person, &s.article, &s.room];
        let mut entry = serde_json::Map::new();
        entry.insert("by".into(), json!(s.by.index()));
        entry.insert("cards".into(), json!(cards));
        entry.insert(
            "passed".into(),
            json!(s.passed.iter().map(|p| p.index()).collect::<Vec<_>>()),
        );
        if let Some(by) = s.shown_by {
            entry.insert("shown_by".into(), json!(by.index()));
            if let Some(card) = &s.card {
                entry.insert("shown".into(), json!(card));
            }
        }
        suggestions.push(serde_json::Value::Object(entry));
        match s.result {
            // Ruling HC-7: nobody showed, so the suggester holds one of them.
            SuggestionResult::NobodyShowed => {
                facts.push(json!({"player": s.by.index(), "has_one_of": cards}));
            }
            // Ruling HC-7: nobody showed and the suggester held none: the envelope.
            SuggestionResult::Won => facts.push(json!({"player": "envelope", "has": cards})),
            SuggestionResult::Pending | SuggestionResult::Refuted => {}
        }
    }
    Some(json!({
        "deck": "havent-a-cluedo",
        "players": players,
        "me": me.index(),
        "my_hand": hand,
        "suggestions": suggestions,
        "facts": facts,
    }))
}

/// Solver options for bots and analysis: exact counting with a budget far
/// above what the 20-card deck needs.
pub fn solve_options() -> SolveOptions {
    SolveOptions::default()
}

/// The envelope as cards, if the view shows it (the finished game's
/// `Viewer::Everyone` view).
pub fn revealed_envelope(deck: &Deck, view: &View) -> Option<[Card; 3]> {
    let names = view.envelope.as_ref()?;
    let cards: Vec<Card> = names.iter().filter_map(|n| deck.find(n)).collect();
    <[Card; 3]>::try_from(cards).ok()
}

/// `HostedGame::belief`: from `seat_view` alone, the probability that the
/// envelope is exactly the true triple (read from `final_view`), over every
/// deal consistent with the seat's knowledge (the ratio of two exact counts,
/// not a product of per-card marginals), and whether only one triple remains
/// possible.
pub fn belief(seat_view: &View, final_view: &View) -> Option<Belief> {
    let deck = &Edition::shared().deck;
    let truth = revealed_envelope(deck, final_view)?;
    let k = knowledge_from_view_with(deck, seat_view, Perspective::Viewer).ok()?;
    let opts = solve_options();
    let cards: Vec<usize> = truth.iter().map(|c| c.index()).collect();
    let (probability, _method) = sleuth_deduction::envelope_probability(&k, &cards, &opts).ok()?;
    let solution = sleuth_deduction::solve(&k, &opts).ok()?;
    let env = k.players.len();
    // One triple is possible exactly when each category has one card that can
    // be in the envelope (each card with a nonzero envelope count is in the
    // envelope in some consistent deal). The sampler's zeros are not proofs.
    let certain = solution.method == Method::Exact
        && (0..3).all(|cat| {
            let category = Category::ALL[cat];
            deck.cards_of(category)
                .filter(|c| solution.counts[c.index()][env] > 0)
                .count()
                == 1
        });
    Some(Belief {
        truth: probability,
        certain,
    })
}
