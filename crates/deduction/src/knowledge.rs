//! Decks, the JSON knowledge document and its translation into a [`Problem`].

use serde::Deserialize;
use serde_json::{Value, json};

use crate::decks::{
    CLASSIC_ROOMS, CLASSIC_SUSPECTS, CLASSIC_WEAPONS, HC_ARTICLES, HC_PERSONS, HC_ROOMS, normalize,
};
use crate::engine::{self, Conflict, Problem};
use crate::refusal::{
    Holder, Invalid, ParseProblem, Reason, SolveError, Source, SuggestionLabel, TooLarge,
};

/// One category of a deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategorySpec {
    pub name: String,
    pub cards: Vec<String>,
}

/// A deck: categories of named cards. Cards are numbered in category order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckSpec {
    pub name: String,
    pub categories: Vec<CategorySpec>,
}

/// A deck of persons/suspects, articles/weapons and rooms.
fn three_categories(name: &str, people: &[&str], things: &[&str], rooms: &[&str]) -> DeckSpec {
    let category = |noun: &str, cards: &[&str]| CategorySpec {
        name: noun.to_string(),
        cards: cards.iter().map(|s| (*s).to_string()).collect(),
    };
    DeckSpec {
        name: name.to_string(),
        categories: vec![
            category("suspects", people),
            category("weapons", things),
            category("rooms", rooms),
        ],
    }
}

/// Refuses a count above what the engine supports; `limit` names the count.
fn within_limit(
    count: usize,
    max: usize,
    limit: impl FnOnce(usize, usize) -> TooLarge,
) -> Result<(), SolveError> {
    if count > max {
        return Err(SolveError::TooLarge(limit(count, max)));
    }
    Ok(())
}

impl DeckSpec {
    /// Classic Cluedo: 6 suspects, 6 weapons, 9 rooms.
    pub fn classic() -> DeckSpec {
        three_categories(
            "classic",
            &CLASSIC_SUSPECTS,
            &CLASSIC_WEAPONS,
            &CLASSIC_ROOMS,
        )
    }

    /// Haven't a Cluedo: 6 persons, 6 articles, 8 rooms.
    pub fn havent_a_cluedo() -> DeckSpec {
        three_categories("havent-a-cluedo", &HC_PERSONS, &HC_ARTICLES, &HC_ROOMS)
    }

    /// A built-in deck by name.
    pub fn named(name: &str) -> Option<DeckSpec> {
        match normalize(name).as_str() {
            "classic" | "cluedo" => Some(DeckSpec::classic()),
            "havent-a-cluedo" | "haven't a cluedo" => Some(DeckSpec::havent_a_cluedo()),
            _ => None,
        }
    }

    /// A custom deck, checked: non-empty categories, unique names, limits.
    pub fn custom(name: &str, categories: Vec<CategorySpec>) -> Result<DeckSpec, SolveError> {
        let deck = DeckSpec {
            name: name.to_string(),
            categories,
        };
        if deck.categories.is_empty() {
            return Err(SolveError::Invalid(Invalid::NoCategories));
        }
        within_limit(
            deck.categories.len(),
            engine::MAX_CATEGORIES,
            |count, max| TooLarge::Categories { count, max },
        )?;
        for c in &deck.categories {
            if c.cards.is_empty() {
                return Err(SolveError::Invalid(Invalid::EmptyCategory {
                    category: c.name.clone(),
                }));
            }
        }
        let names = deck.card_names();
        within_limit(names.len(), engine::MAX_CARDS, |count, max| {
            TooLarge::Cards { count, max }
        })?;
        for (i, a) in names.iter().enumerate() {
            if names[..i].iter().any(|b| normalize(b) == normalize(a)) {
                return Err(SolveError::Invalid(Invalid::DuplicateCard {
                    card: a.clone(),
                }));
            }
        }
        Ok(deck)
    }

    /// All card names in deck order.
    pub fn card_names(&self) -> Vec<String> {
        self.categories
            .iter()
            .flat_map(|c| c.cards.iter().cloned())
            .collect()
    }

    /// The category of every card.
    pub fn category_of(&self) -> Vec<usize> {
        self.categories
            .iter()
            .enumerate()
            .flat_map(|(i, c)| std::iter::repeat_n(i, c.cards.len()))
            .collect()
    }

    /// A card by name, case-insensitively (a leading "the " is ignored).
    ///
    /// Without an exact match, a unique card whose name ends with the given
    /// words matches ("Plum" is "Professor Plum", "pipe" is "Lead Pipe").
    pub fn find(&self, name: &str) -> Option<usize> {
        let key = normalize(name);
        let names = self.card_names();
        if let Some(i) = names.iter().position(|n| normalize(n) == key) {
            return Some(i);
        }
        if key.is_empty() {
            return None;
        }
        let suffix = format!(" {key}");
        let matches: Vec<usize> = (0..names.len())
            .filter(|&i| normalize(&names[i]).ends_with(&suffix))
            .collect();
        match matches.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }
}

/// The built-in decks and their card names, as JSON (for `--list-decks`).
pub fn list_decks() -> Value {
    let decks: Vec<Value> = [DeckSpec::classic(), DeckSpec::havent_a_cluedo()]
        .iter()
        .map(|d| {
            let mut cats = serde_json::Map::new();
            for c in &d.categories {
                cats.insert(c.name.clone(), json!(c.cards));
            }
            json!({"name": d.name, "cards": d.card_names().len(), "categories": Value::Object(cats)})
        })
        .collect();
    json!({ "decks": decks })
}

/// A player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub hand_size: usize,
}

/// One constraint, with a description of where it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Constraint {
    pub kind: ConstraintKind,
    /// E.g. suggestion 2: Bob passed, for refusals.
    pub source: Source,
}

/// What a constraint says. Holder `players.len()` is the envelope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConstraintKind {
    Has { holder: usize, card: usize },
    Lacks { holder: usize, card: usize },
    HasOneOf { player: usize, cards: Vec<usize> },
}

/// One seat's knowledge, typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Knowledge {
    pub deck: DeckSpec,
    pub players: Vec<Player>,
    /// In order; the seat's own hand comes first.
    pub constraints: Vec<Constraint>,
}

// ---------------------------------------------------------------- JSON input

/// The JSON knowledge document (see the docs).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KnowledgeDoc {
    pub deck: DeckDoc,
    pub players: Vec<PlayerDoc>,
    pub me: Option<PlayerRef>,
    pub my_hand: Option<Vec<String>>,
    #[serde(default)]
    pub suggestions: Vec<SuggestionDoc>,
    #[serde(default)]
    pub facts: Vec<FactDoc>,
}

/// A built-in deck name or a custom deck.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum DeckDoc {
    Named(String),
    Custom {
        categories: serde_json::Map<String, Value>,
    },
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerDoc {
    pub name: String,
    pub hand_size: usize,
}

/// A player by seat index or by name ("envelope" where a holder is meant).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum PlayerRef {
    Index(usize),
    Name(String),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuggestionDoc {
    pub by: PlayerRef,
    pub cards: Vec<String>,
    #[serde(default)]
    pub passed: Vec<PlayerRef>,
    pub shown_by: Option<PlayerRef>,
    pub shown: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

impl OneOrMany {
    fn list(&self) -> Vec<String> {
        match self {
            OneOrMany::One(s) => vec![s.clone()],
            OneOrMany::Many(v) => v.clone(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FactDoc {
    pub player: PlayerRef,
    pub has: Option<OneOrMany>,
    pub lacks: Option<OneOrMany>,
    pub has_one_of: Option<Vec<String>>,
}

impl Knowledge {
    fn holder(&self, h: usize) -> Holder {
        if h == self.players.len() {
            Holder::Envelope
        } else {
            Holder::Player(self.players[h].name.clone())
        }
    }

    fn card_name(&self, c: usize) -> String {
        self.deck.card_names()[c].clone()
    }

    /// The names of these cards, joined by commas.
    fn card_list(&self, cards: &[usize]) -> String {
        let names: Vec<String> = cards.iter().map(|&c| self.card_name(c)).collect();
        names.join(", ")
    }

    /// Resolves a player reference; `envelope` allows "envelope".
    fn resolve(players: &[Player], r: &PlayerRef, envelope: bool) -> Result<usize, SolveError> {
        match r {
            PlayerRef::Index(i) if *i < players.len() => Ok(*i),
            PlayerRef::Index(i) => Err(SolveError::Invalid(Invalid::NoSuchPlayer {
                index: *i,
                players: players.len(),
            })),
            PlayerRef::Name(n) => {
                if envelope && normalize(n) == "envelope" {
                    return Ok(players.len());
                }
                players
                    .iter()
                    .position(|p| normalize(&p.name) == normalize(n))
                    .ok_or_else(|| SolveError::Invalid(Invalid::UnknownPlayer { name: n.clone() }))
            }
        }
    }

    /// Reads a parsed document.
    pub fn from_doc(doc: &KnowledgeDoc) -> Result<Knowledge, SolveError> {
        let deck = match &doc.deck {
            DeckDoc::Named(n) => DeckSpec::named(n)
                .ok_or_else(|| SolveError::Invalid(Invalid::UnknownDeck { name: n.clone() }))?,
            DeckDoc::Custom { categories } => {
                let mut cats = Vec::new();
                for (name, v) in categories {
                    let cards: Vec<String> = serde_json::from_value(v.clone()).map_err(|_| {
                        SolveError::Parse(ParseProblem::CategoryNotList {
                            category: name.clone(),
                        })
                    })?;
                    cats.push(CategorySpec {
                        name: name.clone(),
                        cards,
                    });
                }
                DeckSpec::custom("custom", cats)?
            }
        };
        let players: Vec<Player> = doc
            .players
            .iter()
            .map(|p| Player {
                name: p.name.clone(),
                hand_size: p.hand_size,
            })
            .collect();
        let mut k = Knowledge {
            deck,
            players,
            constraints: Vec::new(),
        };
        k.check_players()?;
        let players = k.players.clone();
        let card = |k: &Knowledge, name: &str| {
            k.deck.find(name).ok_or_else(|| {
                SolveError::Invalid(Invalid::UnknownCard {
                    name: name.to_owned(),
                })
            })
        };
        let cards_named = |k: &Knowledge, names: &[String]| {
            names
                .iter()
                .map(|n| card(k, n))
                .collect::<Result<Vec<_>, _>>()
        };
        match (&doc.me, &doc.my_hand) {
            (Some(me), Some(hand)) => {
                let me = Self::resolve(&players, me, false)?;
                let cards = cards_named(&k, hand)?;
                k.add_hand(me, &cards)?;
            }
            (None, Some(_)) => {
                return Err(SolveError::Invalid(Invalid::HandWithoutMe));
            }
            _ => {}
        }
        for (i, s) in doc.suggestions.iter().enumerate() {
            let by = Self::resolve(&players, &s.by, false)?;
            let cards = cards_named(&k, &s.cards)?;
            let names = k.card_list(&cards);
            let label = SuggestionLabel {
                index: i,
                by: players[by].name.clone(),
                cards: names,
            };
            for r in &s.passed {
                let p = Self::resolve(&players, r, false)?;
                for &c in &cards {
                    k.constraints.push(Constraint {
                        kind: ConstraintKind::Lacks { holder: p, card: c },
                        source: Source::Passed {
                            suggestion: label.clone(),
                            player: players[p].name.clone(),
                        },
                    });
                }
            }
            match (&s.shown_by, &s.shown) {
                (Some(r), shown) => {
                    let p = Self::resolve(&players, r, false)?;
                    match shown {
                        Some(n) => {
                            let c = card(&k, n)?;
                            if !cards.contains(&c) {
                                return Err(SolveError::Invalid(Invalid::ShownNotSuggested {
                                    suggestion: label,
                                    card: n.clone(),
                                }));
                            }
                            k.constraints.push(Constraint {
                                kind: ConstraintKind::Has { holder: p, card: c },
                                source: Source::Showed {
                                    suggestion: label.clone(),
                                    player: players[p].name.clone(),
                                    card: k.card_name(c),
                                },
                            });
                        }
                        None => k.constraints.push(Constraint {
                            kind: ConstraintKind::HasOneOf {
                                player: p,
                                cards: cards.clone(),
                            },
                            source: Source::ShowedACard {
                                suggestion: label.clone(),
                                player: players[p].name.clone(),
                            },
                        }),
                    }
                }
                (None, Some(_)) => {
                    return Err(SolveError::Invalid(Invalid::ShownWithoutShownBy {
                        suggestion: label,
                    }));
                }
                (None, None) => {}
            }
        }
        for (i, f) in doc.facts.iter().enumerate() {
            let h = Self::resolve(&players, &f.player, true)?;
            for (list, has) in [(&f.has, true), (&f.lacks, false)] {
                for n in list.iter().flat_map(OneOrMany::list) {
                    let c = card(&k, &n)?;
                    let kind = if has {
                        ConstraintKind::Has { holder: h, card: c }
                    } else {
                        ConstraintKind::Lacks { holder: h, card: c }
                    };
                    k.constraints.push(Constraint {
                        kind,
                        source: Source::Fact {
                            index: i,
                            holder: k.holder(h),
                            card: k.card_name(c),
                            has,
                        },
                    });
                }
            }
            if let Some(one) = &f.has_one_of {
                if h == players.len() {
                    return Err(SolveError::Invalid(Invalid::OneOfForEnvelope { fact: i }));
                }
                let cards = cards_named(&k, one)?;
                let names = k.card_list(&cards);
                k.constraints.push(Constraint {
                    kind: ConstraintKind::HasOneOf { player: h, cards },
                    source: Source::FactOneOf {
                        index: i,
                        player: players[h].name.clone(),
                        cards: names,
                    },
                });
            }
        }
        Ok(k)
    }

    /// Knowledge without constraints, with the sizes checked.
    pub fn new(deck: DeckSpec, players: Vec<Player>) -> Result<Knowledge, SolveError> {
        let k = Knowledge {
            deck,
            players,
            constraints: Vec::new(),
        };
        k.check_players()?;
        Ok(k)
    }

    fn check_players(&self) -> Result<(), SolveError> {
        if self.players.is_empty() {
            return Err(SolveError::Invalid(Invalid::NoPlayers));
        }
        within_limit(self.players.len(), engine::MAX_PLAYERS, |count, max| {
            TooLarge::Players { count, max }
        })?;
        for (i, a) in self.players.iter().enumerate() {
            if a.hand_size > engine::MAX_HAND {
                return Err(SolveError::TooLarge(TooLarge::Hand {
                    player: a.name.clone(),
                    max: engine::MAX_HAND,
                }));
            }
            if normalize(&a.name) == "envelope" {
                return Err(SolveError::Invalid(Invalid::PlayerCalledEnvelope));
            }
            if self.players[..i]
                .iter()
                .any(|b| normalize(&b.name) == normalize(&a.name))
            {
                return Err(SolveError::Invalid(Invalid::DuplicatePlayer {
                    name: a.name.clone(),
                }));
            }
        }
        let sum: usize = self.players.iter().map(|p| p.hand_size).sum();
        let cards = self.deck.card_names().len();
        let expected = cards - self.deck.categories.len();
        if sum != expected {
            return Err(SolveError::Invalid(Invalid::HandSizes {
                sum,
                cards,
                categories: self.deck.categories.len(),
                expected,
            }));
        }
        Ok(())
    }

    /// Adds a seat's complete hand: it holds these cards and no others.
    pub fn add_hand(&mut self, me: usize, cards: &[usize]) -> Result<(), SolveError> {
        let name = self.players[me].name.clone();
        if cards.len() != self.players[me].hand_size {
            return Err(SolveError::Invalid(Invalid::MyHandSize {
                given: cards.len(),
                player: name,
                size: self.players[me].hand_size,
            }));
        }
        for &c in cards {
            self.constraints.push(Constraint {
                kind: ConstraintKind::Has {
                    holder: me,
                    card: c,
                },
                source: Source::MyHand {
                    player: name.clone(),
                    card: self.card_name(c),
                    holds: true,
                },
            });
        }
        for c in 0..self.deck.card_names().len() {
            if !cards.contains(&c) {
                self.constraints.push(Constraint {
                    kind: ConstraintKind::Lacks {
                        holder: me,
                        card: c,
                    },
                    source: Source::MyHand {
                        player: name.clone(),
                        card: self.card_name(c),
                        holds: false,
                    },
                });
            }
        }
        Ok(())
    }

    /// The unreduced problem of the first `upto` constraints. Direct clashes
    /// between unit facts are reported here with both facts named.
    pub fn problem(&self, upto: usize) -> Result<Problem, Box<Reason>> {
        let players = self.players.len();
        let n = self.deck.card_names().len();
        let all: u64 = (1u64 << (players + 1)) - 1;
        let mut p = Problem {
            category_of: self.deck.category_of(),
            categories: self.deck.categories.len(),
            hand_sizes: self.players.iter().map(|p| p.hand_size).collect(),
            allowed: vec![all; n],
            one_of: Vec::new(),
        };
        // Which constraint fixed / excluded each (card, holder), for messages.
        let mut fixed_by: Vec<Option<usize>> = vec![None; n];
        let mut lacked_by: Vec<Vec<Option<usize>>> = vec![vec![None; players + 1]; n];
        for (i, con) in self.constraints.iter().take(upto).enumerate() {
            match &con.kind {
                ConstraintKind::Has { holder, card } => {
                    let (h, c) = (*holder, *card);
                    if let Some(j) = lacked_by[c][h] {
                        return Err(Box::new(Reason::HoldsAndLacks {
                            holder: self.holder(h),
                            card: self.card_name(c),
                            first: self.constraints[j].source.clone(),
                            second: con.source.clone(),
                        }));
                    }
                    if let Some(j) = fixed_by[c]
                        && p.allowed[c] != 1 << h
                    {
                        return Err(Box::new(Reason::TwoHolders {
                            card: self.card_name(c),
                            one: self.holder(p.allowed[c].trailing_zeros() as usize),
                            other: self.holder(h),
                            first: self.constraints[j].source.clone(),
                            second: con.source.clone(),
                        }));
                    }
                    p.allowed[c] = 1 << h;
                    fixed_by[c] = Some(i);
                }
                ConstraintKind::Lacks { holder, card } => {
                    let (h, c) = (*holder, *card);
                    if let Some(j) = fixed_by[c]
                        && p.allowed[c] == 1 << h
                    {
                        return Err(Box::new(Reason::HoldsAndLacks {
                            holder: self.holder(h),
                            card: self.card_name(c),
                            first: self.constraints[j].source.clone(),
                            second: con.source.clone(),
                        }));
                    }
                    p.allowed[c] &= !(1 << h);
                    lacked_by[c][h].get_or_insert(i);
                }
                ConstraintKind::HasOneOf { player, cards } => {
                    let mask = cards.iter().fold(0u64, |m, &c| m | 1 << c);
                    p.one_of.push((*player, mask));
                }
            }
        }
        Ok(p)
    }

    /// The reason of a conflict found by propagation.
    pub fn describe_conflict(&self, c: &Conflict) -> Reason {
        let names = |mask: u64| {
            engine::iter_bits(mask)
                .map(|c| self.card_name(c))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match c {
            Conflict::NoHolder { card } => Reason::NoHolder {
                card: self.card_name(*card),
            },
            Conflict::Overfull { player, forced } => Reason::Overfull {
                player: self.players[*player].name.clone(),
                forced: *forced,
                hand: self.players[*player].hand_size,
            },
            Conflict::Underfull { player, possible } => Reason::Underfull {
                player: self.players[*player].name.clone(),
                possible: *possible,
                hand: self.players[*player].hand_size,
            },
            Conflict::EnvelopeTwo { category } => Reason::EnvelopeTwo {
                category: self.deck.categories[*category].name.clone(),
            },
            Conflict::EnvelopeNone { category } => Reason::EnvelopeNone {
                category: self.deck.categories[*category].name.clone(),
            },
            Conflict::OneOfImpossible { player, cards } => Reason::OneOfImpossible {
                player: self.players[*player].name.clone(),
                cards: names(*cards),
            },
            Conflict::Empty => Reason::NoDeal,
        }
    }
}
