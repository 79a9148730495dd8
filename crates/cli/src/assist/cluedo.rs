//! The Cluedo notepad of `sleuth assist` (classic Cluedo and Haven't a Cluedo):
//! its setup (deck, players with hand sizes, me, my hand), its entries
//! (suggestions and has / lacks / has-one-of facts) typed on one line or asked
//! for step by step, the knowledge document of docs/deduction/cluedo-solver.md
//! they make, and the notepad table drawn from `sleuth-deduction`'s answer.

use anyhow::Result;
use serde_json::{Value, json};
use sleuth_deduction::knowledge::{DeckDoc, FactDoc, OneOrMany, PlayerRef};
use sleuth_deduction::{DeckSpec, Knowledge, KnowledgeDoc, Player, SolveOptions};

use super::{
    AssistArgs, Columns, Io, Kind, Reply, find_name, grouped, normalize, numbered_lines, percent,
    split_list,
};

/// The Cluedo kind (the deck is part of the setup).
#[derive(Debug, Clone, Copy, Default)]
pub struct Cluedo;

/// Deck, players, me and my hand.
#[derive(Debug, Clone)]
pub struct CluedoSetup {
    /// The deck as the document names it (a built-in name or a custom deck).
    pub deck_doc: Value,
    pub deck: DeckSpec,
    pub players: Vec<Player>,
    pub me: Option<usize>,
    /// Card indices of my hand.
    pub hand: Vec<usize>,
}

/// Holder index `players.len()` is the envelope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CluedoEntry {
    Suggestion {
        by: usize,
        cards: Vec<usize>,
        passed: Vec<usize>,
        shown_by: Option<usize>,
        shown: Option<usize>,
    },
    Has {
        holder: usize,
        cards: Vec<usize>,
    },
    Lacks {
        holder: usize,
        cards: Vec<usize>,
    },
    HasOneOf {
        player: usize,
        cards: Vec<usize>,
    },
}

const BUILT_IN: [&str; 2] = ["classic", "havent-a-cluedo"];

/// `sleuth assist --list-decks`: every built-in deck with its cards by category.
pub fn deck_list() -> String {
    let mut out = String::new();
    for name in BUILT_IN {
        let Some(deck) = DeckSpec::named(name) else {
            continue;
        };
        out.push_str(&format!("{name} ({} cards)\n", deck.card_names().len()));
        for category in &deck.categories {
            out.push_str(&format!(
                "  {:<9} {}\n",
                category.name,
                category.cards.join(", ")
            ));
        }
    }
    out
}

impl CluedoSetup {
    fn card_names(&self) -> Vec<String> {
        self.deck.card_names()
    }

    fn envelope(&self) -> usize {
        self.players.len()
    }

    fn card(&self, text: &str) -> Result<usize, String> {
        find_name(&self.card_names(), text, "card")
            .map_err(|e| format!("{e} (type `cards` to list them)"))
    }

    fn cards(&self, text: &str) -> Result<Vec<usize>, String> {
        let words = split_list(text);
        // Without commas, multi-word names ("lead pipe") may still be one card.
        let list = if !text.contains(',') && words.len() > 1 {
            match words
                .iter()
                .map(|w| self.card(w))
                .collect::<Result<Vec<_>, _>>()
            {
                Ok(list) => list,
                Err(err) => match self.card(text) {
                    Ok(one) => vec![one],
                    Err(_) => return Err(err),
                },
            }
        } else {
            words
                .iter()
                .map(|w| self.card(w))
                .collect::<Result<Vec<_>, _>>()?
        };
        if list.is_empty() {
            return Err("name at least one card".into());
        }
        for (i, c) in list.iter().enumerate() {
            if list[..i].contains(c) {
                return Err(format!("{} is named twice", self.card_names()[*c]));
            }
        }
        Ok(list)
    }

    fn player_names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    /// A player by name or unique prefix; "me" is this seat; `envelope` allows
    /// "envelope" (or a prefix of it).
    fn holder(&self, text: &str, envelope: bool) -> Result<usize, String> {
        let key = normalize(text);
        if matches!(key.as_str(), "me" | "i" | "myself")
            && let Some(me) = self.me
        {
            return Ok(me);
        }
        let mut names = self.player_names();
        if envelope {
            names.push("envelope".into());
        }
        find_name(&names, text, "player").map_err(|e| {
            let list = self.player_names().join(", ");
            format!("{e} (players: {list})")
        })
    }

    fn players_list(&self, text: &str) -> Result<Vec<usize>, String> {
        let list = split_list(text)
            .into_iter()
            .map(|p| self.holder(p, false))
            .collect::<Result<Vec<_>, _>>()?;
        for (i, p) in list.iter().enumerate() {
            if list[..i].contains(p) {
                return Err(format!("{} is named twice", self.players[*p].name));
            }
        }
        Ok(list)
    }

    fn holder_name(&self, h: usize) -> String {
        if h == self.envelope() {
            "envelope".into()
        } else {
            self.players[h].name.clone()
        }
    }

    fn names(&self, cards: &[usize]) -> Vec<String> {
        let all = self.card_names();
        cards.iter().map(|&c| all[c].clone()).collect()
    }

    /// A suggestion, checked for its shape: one card per category, nobody twice.
    fn suggestion(
        &self,
        by: usize,
        cards: Vec<usize>,
        passed: Vec<usize>,
        shown_by: Option<usize>,
        shown: Option<usize>,
    ) -> Result<CluedoEntry, String> {
        let category_of = self.deck.category_of();
        let mut seen: Vec<usize> = cards.iter().map(|&c| category_of[c]).collect();
        seen.sort_unstable();
        seen.dedup();
        if cards.len() != self.deck.categories.len() || seen.len() != cards.len() {
            let names: Vec<&str> = self
                .deck
                .categories
                .iter()
                .map(|c| c.name.trim_end_matches('s'))
                .collect();
            return Err(format!(
                "a suggestion names one card of each category ({})",
                names.join(", ")
            ));
        }
        if passed.contains(&by) || shown_by == Some(by) {
            return Err(format!(
                "{} made the suggestion, so cannot pass or show",
                self.players[by].name
            ));
        }
        if let Some(s) = shown_by
            && passed.contains(&s)
        {
            return Err(format!(
                "{} cannot both pass and show",
                self.players[s].name
            ));
        }
        if let Some(card) = shown {
            if shown_by.is_none() {
                return Err("a card was shown, so say who showed it".into());
            }
            if !cards.contains(&card) {
                return Err(format!("{} was not suggested", self.card_names()[card]));
            }
        }
        Ok(CluedoEntry::Suggestion {
            by,
            cards,
            passed,
            shown_by,
            shown,
        })
    }

    /// One-line suggestion: `BY: CARD, CARD, CARD; passed P, P; shown P: CARD`.
    fn suggestion_line(&self, text: &str) -> Result<CluedoEntry, String> {
        let mut parts = text.split(';').map(str::trim);
        let head = parts.next().unwrap_or_default();
        let (by, cards) = match head.split_once(':') {
            Some((by, cards)) => (by.trim(), cards.trim()),
            None => head
                .split_once(char::is_whitespace)
                .ok_or("write: suggest BY: CARD, CARD, CARD; passed P, P; shown P[: CARD]")?,
        };
        let by = self.holder(by, false)?;
        let cards = self.cards(cards)?;
        let mut passed = Vec::new();
        let mut shown_by = None;
        let mut shown = None;
        for part in parts.filter(|p| !p.is_empty()) {
            let (word, rest) = part
                .split_once(char::is_whitespace)
                .map(|(w, r)| (w.to_lowercase(), r.trim()))
                .unwrap_or((part.to_lowercase(), ""));
            match word.as_str() {
                "passed" | "pass" | "passes" => passed.extend(self.players_list(rest)?),
                "shown" | "showed" | "show" | "shows" => {
                    let rest = rest.strip_prefix("by ").unwrap_or(rest).trim();
                    let (who, card) = match rest.split_once(':') {
                        Some((who, card)) => (who.trim(), Some(card.trim())),
                        None => match self.holder(rest, false) {
                            Ok(_) => (rest, None),
                            Err(err) => match rest.split_once(char::is_whitespace) {
                                Some((who, card)) => (who, Some(card.trim())),
                                None => return Err(err),
                            },
                        },
                    };
                    shown_by = Some(self.holder(who, false)?);
                    shown = match card {
                        Some(card) if !card.is_empty() => Some(self.card(card)?),
                        _ => None,
                    };
                }
                "nobody" | "none" | "no" => {}
                _ => {
                    return Err(format!(
                        "{part:?}: expected \"passed P, P\" or \"shown P[: CARD]\""
                    ));
                }
            }
        }
        self.suggestion(by, cards, passed, shown_by, shown)
    }

    /// A suggestion asked for step by step.
    fn suggestion_dialog(&self, io: &mut Io<'_>) -> Result<CluedoEntry, String> {
        let ended = || "the input ended; nothing was added".to_string();
        let me_hint = self
            .me
            .map(|m| format!(" (you are {})", self.players[m].name))
            .unwrap_or_default();
        let by = io
            .ask(&format!("  Who made the suggestion{me_hint}?"))
            .ok_or_else(ended)?;
        let by = self.holder(&by, false)?;
        let cards = io
            .ask("  Which cards (one of each category, separated by commas)?")
            .ok_or_else(ended)?;
        let cards = self.cards(&cards)?;
        let passed = io
            .ask("  Who passed (separated by commas; empty for nobody)?")
            .ok_or_else(ended)?;
        let passed = if passed.trim().is_empty() {
            Vec::new()
        } else {
            self.players_list(&passed)?
        };
        let who = io
            .ask("  Who showed a card (empty if nobody did)?")
            .ok_or_else(ended)?;
        let shown_by = if who.trim().is_empty() || normalize(&who) == "nobody" {
            None
        } else {
            Some(self.holder(&who, false)?)
        };
        let mut shown = None;
        if let Some(s) = shown_by
            && (Some(by) == self.me || Some(s) == self.me)
        {
            let card = io
                .ask("  Which card was shown (empty if you did not see it)?")
                .ok_or_else(ended)?;
            if !card.trim().is_empty() {
                shown = Some(self.card(&card)?);
            }
        }
        self.suggestion(by, cards, passed, shown_by, shown)
    }

    /// `has P: CARDS`, `lacks P: CARDS`, `oneof P: CARDS`.
    fn fact(&self, command: &str, rest: &str) -> Result<CluedoEntry, String> {
        let (who, cards) = match rest.split_once(':') {
            Some((who, cards)) => (who.trim(), cards.trim()),
            None => rest
                .split_once(char::is_whitespace)
                .map(|(w, c)| (w.trim(), c.trim()))
                .ok_or_else(|| format!("write: {command} PLAYER: CARD, CARD"))?,
        };
        let envelope = command != "oneof";
        let holder = self.holder(who, envelope)?;
        let cards = self.cards(cards)?;
        Ok(match command {
            "has" => CluedoEntry::Has { holder, cards },
            "lacks" => CluedoEntry::Lacks { holder, cards },
            _ => {
                if cards.len() < 2 {
                    return Err("has one of needs at least two cards (for one, use has)".into());
                }
                CluedoEntry::HasOneOf {
                    player: holder,
                    cards,
                }
            }
        })
    }
}

/// Reads "Ann 6, Bob 6, Cat 6" (or "Ann:6, ..."), or names alone when the
/// cards split evenly.
fn parse_players(deck: &DeckSpec, text: &str) -> Result<Vec<Player>, String> {
    let dealt = deck.card_names().len() - deck.categories.len();
    let mut players = Vec::new();
    let mut sized = 0;
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let part = part.replace(':', " ");
        let (name, size) = match part.rsplit_once(char::is_whitespace) {
            Some((name, size)) if size.parse::<usize>().is_ok() => {
                sized += 1;
                (name.trim().to_owned(), size.parse::<usize>().ok())
            }
            _ => (part.trim().to_owned(), None),
        };
        players.push((name, size));
    }
    if players.len() < 2 {
        return Err(
            "name at least two players in seating order, separated by commas (e.g. Ann 6, Bob 6, Cat 6)"
                .into(),
        );
    }
    let count = players.len();
    let players: Vec<Player> = if sized == 0 {
        if !dealt.is_multiple_of(count) {
            return Err(format!(
                "{dealt} cards do not split evenly among {count} players; give each hand size (e.g. Ann 5, Bob 5, Cat 4, Dan 4)"
            ));
        }
        players
            .into_iter()
            .map(|(name, _)| Player {
                name,
                hand_size: dealt / count,
            })
            .collect()
    } else if sized == count {
        players
            .into_iter()
            .map(|(name, size)| Player {
                name,
                hand_size: size.unwrap_or_default(),
            })
            .collect()
    } else {
        return Err("give a hand size for every player or for none".into());
    };
    Knowledge::new(deck.clone(), players.clone()).map_err(|e| e.to_string())?;
    Ok(players)
}

fn player_ref(r: &PlayerRef, setup: &CluedoSetup, envelope: bool) -> Result<usize, String> {
    match r {
        PlayerRef::Index(i) if *i < setup.players.len() => Ok(*i),
        PlayerRef::Index(i) => Err(format!("player {i} does not exist")),
        PlayerRef::Name(n) => {
            let key = normalize(n);
            if envelope && key == "envelope" {
                return Ok(setup.envelope());
            }
            setup
                .players
                .iter()
                .position(|p| normalize(&p.name) == key)
                .ok_or_else(|| format!("unknown player {n:?}"))
        }
    }
}

fn card_list(setup: &CluedoSetup, names: &[String]) -> Result<Vec<usize>, String> {
    names
        .iter()
        .map(|n| {
            setup
                .deck
                .find(n)
                .ok_or_else(|| format!("unknown card {n:?}"))
        })
        .collect()
}

fn one_or_many(value: &OneOrMany) -> Vec<String> {
    match value {
        OneOrMany::One(one) => vec![one.clone()],
        OneOrMany::Many(many) => many.clone(),
    }
}

impl Kind for Cluedo {
    type Setup = CluedoSetup;
    type Entry = CluedoEntry;

    fn help(&self) -> String {
        // The first line opens the literal: a line continuation would drop its indent.
        "  suggest                 asks step by step: who, the cards, who passed, who showed, the card
  suggest BY: C1, C2, C3; passed P, P; shown P[: CARD]
                          the same on one line, e.g.
                          suggest Bob: plum, rope, hall; passed Cat; shown Dan
                          suggest me: green, pipe, study; shown Bob: pipe
  has P: CARD, ...        P holds these cards (P may be `envelope`)
  lacks P: CARD, ...      P holds none of these cards (P may be `envelope`)
  oneof P: CARD, ...      P holds at least one of these cards
  cards, players          list the cards and the players"
            .into()
    }

    fn setup(&self, io: &mut Io<'_>, args: &AssistArgs) -> Result<CluedoSetup> {
        // `assist::run` has chosen the deck (a built-in name) before.
        let deck = args.deck.as_deref().unwrap_or("classic");
        let spec = DeckSpec::named(deck).ok_or_else(|| anyhow::anyhow!("unknown deck {deck:?}"))?;
        let dealt = spec.card_names().len() - spec.categories.len();
        let players = io.setup_value(
            args.players.as_deref(),
            &tr!(
                "cli-assist-cluedo-ask-players",
                dealt = dealt,
                example = "Ann 6, Bob 6, Cat 6"
            ),
            |text| parse_players(&spec, text),
        )?;
        let mut setup = CluedoSetup {
            deck_doc: json!(spec.name),
            deck: spec,
            players,
            me: None,
            hand: Vec::new(),
        };
        let names = setup.player_names().join(", ");
        let me = io.setup_value(
            args.me.as_deref(),
            &tr!("cli-assist-ask-me", names = names.as_str()),
            |text| setup.holder(text, false),
        )?;
        setup.me = Some(me);
        let size = setup.players[me].hand_size;
        let hand = io.setup_value(
            args.hand.as_deref(),
            &tr!("cli-assist-cluedo-ask-hand", size = size),
            |text| {
                let cards = setup.cards(text)?;
                if cards.len() != size {
                    return Err(tr!(
                        "cli-assist-cluedo-wrong-hand-size",
                        count = cards.len(),
                        size = size,
                    ));
                }
                Ok(cards)
            },
        )?;
        setup.hand = hand;
        Ok(setup)
    }

    fn load(&self, document: &Value) -> Result<(CluedoSetup, Vec<CluedoEntry>), String> {
        let doc: KnowledgeDoc = serde_json::from_value(document.clone())
            .map_err(|e| format!("not a knowledge document: {e}"))?;
        let knowledge = Knowledge::from_doc(&doc).map_err(|e| e.to_string())?;
        let deck_doc = match &doc.deck {
            DeckDoc::Named(name) => json!(name),
            DeckDoc::Custom { .. } => document["deck"].clone(),
        };
        let mut setup = CluedoSetup {
            deck_doc,
            deck: knowledge.deck.clone(),
            players: knowledge.players.clone(),
            me: None,
            hand: Vec::new(),
        };
        if let Some(me) = &doc.me {
            setup.me = Some(player_ref(me, &setup, false)?);
            setup.hand = card_list(&setup, doc.my_hand.as_deref().unwrap_or_default())?;
        }
        let mut entries = Vec::new();
        for s in &doc.suggestions {
            entries.push(CluedoEntry::Suggestion {
                by: player_ref(&s.by, &setup, false)?,
                cards: card_list(&setup, &s.cards)?,
                passed: s
                    .passed
                    .iter()
                    .map(|p| player_ref(p, &setup, false))
                    .collect::<Result<_, _>>()?,
                shown_by: s
                    .shown_by
                    .as_ref()
                    .map(|p| player_ref(p, &setup, false))
                    .transpose()?,
                shown: s
                    .shown
                    .as_ref()
                    .map(|c| card_list(&setup, std::slice::from_ref(c)).map(|v| v[0]))
                    .transpose()?,
            });
        }
        for FactDoc {
            player,
            has,
            lacks,
            has_one_of,
        } in &doc.facts
        {
            let holder = player_ref(player, &setup, true)?;
            if let Some(has) = has {
                let cards = card_list(&setup, &one_or_many(has))?;
                entries.push(CluedoEntry::Has { holder, cards });
            }
            if let Some(lacks) = lacks {
                let cards = card_list(&setup, &one_or_many(lacks))?;
                entries.push(CluedoEntry::Lacks { holder, cards });
            }
            if let Some(one) = has_one_of {
                let cards = card_list(&setup, one)?;
                entries.push(CluedoEntry::HasOneOf {
                    player: holder,
                    cards,
                });
            }
        }
        Ok((setup, entries))
    }

    fn command(
        &self,
        setup: &CluedoSetup,
        command: &str,
        rest: &str,
        io: &mut Io<'_>,
    ) -> Reply<CluedoEntry> {
        let result = match command {
            "suggest" | "suggestion" | "s" if rest.is_empty() => setup.suggestion_dialog(io),
            "suggest" | "suggestion" | "s" => setup.suggestion_line(rest),
            "has" => match rest.to_lowercase().strip_prefix("one of ") {
                Some(_) => setup.fact("oneof", rest["one of ".len()..].trim()),
                None => setup.fact("has", rest),
            },
            "lacks" | "lack" => setup.fact("lacks", rest),
            "oneof" | "one-of" | "hasoneof" | "has-one-of" => setup.fact("oneof", rest),
            "cards" => {
                let mut out = String::new();
                for c in &setup.deck.categories {
                    out.push_str(&format!("  {:<9} {}\n", c.name, c.cards.join(", ")));
                }
                return Reply::Text(out.trim_end().to_owned());
            }
            "players" => {
                let list = setup.players.iter().enumerate().map(|(i, p)| {
                    let me = if Some(i) == setup.me { " (you)" } else { "" };
                    format!("{} ({} cards){me}", p.name, p.hand_size)
                });
                return Reply::Text(numbered_lines(list));
            }
            _ => return Reply::Unknown,
        };
        Reply::from(result)
    }

    fn describe(&self, setup: &CluedoSetup, entry: &CluedoEntry) -> String {
        let names = |cards: &[usize]| setup.names(cards).join(", ");
        // The envelope by its name in the reader's language; players by theirs.
        let holder = |h: usize| {
            if h == setup.envelope() {
                tr!("cli-assist-cluedo-envelope")
            } else {
                setup.players[h].name.clone()
            }
        };
        match entry {
            CluedoEntry::Suggestion {
                by,
                cards,
                passed,
                shown_by,
                shown,
            } => {
                let who: Vec<&str> = passed
                    .iter()
                    .map(|&p| setup.players[p].name.as_str())
                    .collect();
                let (showed, shower, card) = match (shown_by, shown) {
                    (Some(s), Some(c)) => ("card", setup.players[*s].name.clone(), names(&[*c])),
                    (Some(s), None) => ("hidden", setup.players[*s].name.clone(), String::new()),
                    _ => ("nobody", String::new(), String::new()),
                };
                tr!(
                    "cli-assist-cluedo-suggestion",
                    name = setup.players[*by].name.as_str(),
                    cards = names(cards),
                    passed = who.len(),
                    passers = who.join(", "),
                    showed = showed,
                    shower = shower,
                    card = card,
                )
            }
            CluedoEntry::Has { holder: h, cards } => {
                tr!(
                    "cli-assist-cluedo-has",
                    name = holder(*h),
                    cards = names(cards)
                )
            }
            CluedoEntry::Lacks { holder: h, cards } => {
                tr!(
                    "cli-assist-cluedo-lacks",
                    name = holder(*h),
                    cards = names(cards)
                )
            }
            CluedoEntry::HasOneOf { player, cards } => {
                tr!(
                    "cli-assist-cluedo-has-one-of",
                    name = holder(*player),
                    cards = names(cards)
                )
            }
        }
    }

    fn document(&self, setup: &CluedoSetup, entries: &[CluedoEntry]) -> Value {
        let player = |p: usize| json!(setup.holder_name(p));
        let mut suggestions = Vec::new();
        let mut facts = Vec::new();
        for entry in entries {
            match entry {
                CluedoEntry::Suggestion {
                    by,
                    cards,
                    passed,
                    shown_by,
                    shown,
                } => {
                    let mut s = json!({
                        "by": player(*by),
                        "cards": setup.names(cards),
                        "passed": passed.iter().map(|&p| player(p)).collect::<Vec<_>>(),
                    });
                    if let Some(p) = shown_by {
                        s["shown_by"] = player(*p);
                    }
                    if let Some(c) = shown {
                        s["shown"] = json!(setup.names(&[*c])[0]);
                    }
                    suggestions.push(s);
                }
                CluedoEntry::Has { holder, cards } => {
                    facts.push(json!({"player": player(*holder), "has": setup.names(cards)}));
                }
                CluedoEntry::Lacks { holder, cards } => {
                    facts.push(json!({"player": player(*holder), "lacks": setup.names(cards)}));
                }
                CluedoEntry::HasOneOf { player: p, cards } => {
                    facts.push(json!({"player": player(*p), "has_one_of": setup.names(cards)}))
                }
            }
        }
        let mut doc = json!({
            "deck": setup.deck_doc,
            "players": setup.players.iter().map(|p| json!({"name": p.name, "hand_size": p.hand_size})).collect::<Vec<_>>(),
            "suggestions": suggestions,
            "facts": facts,
        });
        if let Some(me) = setup.me {
            doc["me"] = player(me);
            if !setup.hand.is_empty() {
                doc["my_hand"] = json!(setup.names(&setup.hand));
            }
        }
        doc
    }

    fn solve(&self, document: &Value) -> Result<Value, String> {
        solve_document(document)
    }

    fn notepad(&self, setup: &CluedoSetup, answer: &Value) -> String {
        let players = setup.player_names();
        let columns = Columns::new(
            &tr!("cli-assist-cluedo-envelope-column"),
            &players,
            &setup.card_names(),
            10,
        );
        let certain = |card: &str, holder: &str| {
            answer["certain"].as_array().is_some_and(|list| {
                list.iter()
                    .any(|f| f["card"] == card && f["holder"] == holder)
            })
        };
        let mut out = String::new();
        let worlds = grouped(answer["worlds"].as_str().unwrap_or("?"));
        let heading = match answer["method"].as_str() {
            Some("sampled") => tr!(
                "cli-assist-cluedo-notepad-sampled",
                error = answer["error"].as_str().unwrap_or(""),
                deals = worlds,
            ),
            _ => tr!("cli-assist-cluedo-notepad-exact", deals = worlds),
        };
        out.push_str(&heading);
        out.push('\n');
        out.push_str(&columns.head_line());
        let mut envelope_line = Vec::new();
        let mut solved = true;
        for category in &setup.deck.categories {
            out.push_str(&format!("{}\n", category.name.to_uppercase()));
            let mut best: Option<(&str, f64)> = None;
            for card in &category.cards {
                let probs = &answer["cards"][card];
                out.push_str(&columns.row_name(card));
                let mut holders = vec!["envelope".to_owned()];
                holders.extend(players.iter().cloned());
                for (holder, w) in holders.iter().zip(&columns.widths) {
                    let p = probs[holder].as_f64().unwrap_or(0.0);
                    out.push_str(&format!(" {:>w$}", percent(p, certain(card, holder))));
                }
                out.push('\n');
                let p = probs["envelope"].as_f64().unwrap_or(0.0);
                if best.is_none_or(|(_, q)| p > q) {
                    best = Some((card, p));
                }
            }
            match best {
                Some((card, _)) if certain(card, "envelope") => {
                    envelope_line.push(card.to_owned());
                }
                Some((card, p)) => {
                    solved = false;
                    let percent = crate::text::decimal(p * 100.0, 0);
                    envelope_line.push(tr!(
                        "cli-assist-likely-card",
                        card = card,
                        percent = percent
                    ));
                }
                None => solved = false,
            }
        }
        if solved {
            out.push_str(&tr!(
                "cli-assist-cluedo-solved",
                cards = envelope_line.join(", ")
            ));
        } else {
            out.push_str(&tr!(
                "cli-assist-cluedo-most-likely",
                cards = envelope_line.join(", ")
            ));
        }
        out
    }
}

/// Solves a knowledge document (JSON value) with the default options.
pub fn solve_document(document: &Value) -> Result<Value, String> {
    let doc: KnowledgeDoc = serde_json::from_value(document.clone())
        .map_err(|e| format!("invalid knowledge document: {e}"))?;
    let knowledge = Knowledge::from_doc(&doc).map_err(|e| e.to_string())?;
    sleuth_deduction::solve(&knowledge, &SolveOptions::default())
        .map(|s| s.to_json())
        .map_err(|e| e.to_string())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn names_match_exactly_then_by_last_word_then_by_a_unique_start() {
        let cards = DeckSpec::classic().card_names();
        let find = |text: &str| find_name(&cards, text, "card").map(|i| cards[i].clone());
        assert_eq!(find("the ROPE").unwrap(), "Rope");
        assert_eq!(find("plum").unwrap(), "Professor Plum");
        assert_eq!(find("scar").unwrap(), "Miss Scarlett");
        assert_eq!(find("lead p").unwrap(), "Lead Pipe");
        assert_eq!(find("din").unwrap(), "Dining Room");
        let err = find("mrs").unwrap_err();
        assert!(err.contains("Mrs White or Mrs Peacock"), "{err}");
        // "room" ends two names and starts none uniquely.
        assert!(find("room").is_err());
        assert!(find("").is_err());
        let hc = DeckSpec::havent_a_cluedo().card_names();
        assert_eq!(
            hc[find_name(&hc, "gruppenfuhrer", "card").unwrap()],
            "Gruppenführer Fontana"
        );
        let players = names(&["Ann", "Anna", "Bob"]);
        assert_eq!(find_name(&players, "ann", "player"), Ok(0));
        assert!(find_name(&players, "an", "player").is_err());
    }

    #[test]
    fn players_are_read_with_sizes_or_dealt_evenly() {
        let deck = DeckSpec::classic();
        let p = parse_players(&deck, "Ann 6, Bob:6, Cat 6").unwrap();
        assert_eq!(p[1].name, "Bob");
        assert_eq!(p[2].hand_size, 6);
        let p = parse_players(&deck, "Ann Lee, Bob, Cat").unwrap();
        assert_eq!((p[0].name.as_str(), p[0].hand_size), ("Ann Lee", 6));
        assert!(
            parse_players(&deck, "Ann, Bob, Cat, Dan")
                .unwrap_err()
                .contains("do not split evenly")
        );
        assert!(
            parse_players(&deck, "Ann 6, Bob, Cat")
                .unwrap_err()
                .contains("every player or for none")
        );
        assert!(
            parse_players(&deck, "Ann 9, Bob 9, Cat 9")
                .unwrap_err()
                .contains("sum to 27")
        );
        assert!(parse_players(&deck, "Ann").is_err());
    }

    /// A random entry over `setup` (shape-valid, not necessarily consistent).
    fn random_entry(setup: &CluedoSetup, rng: &mut sleuth_core::SleuthRng) -> CluedoEntry {
        let n = setup.players.len();
        let cards = setup.deck.card_names().len();
        // `least` to `least + spread - 1` distinct cards.
        let some_cards = |rng: &mut sleuth_core::SleuthRng, least: usize, spread: usize| {
            let k = least + rng.index(spread);
            let mut all: Vec<usize> = (0..cards).collect();
            rng.shuffle(&mut all);
            all.truncate(k);
            all
        };
        match rng.index(4) {
            0 => {
                let by = rng.index(n);
                let suggested: Vec<usize> = setup
                    .deck
                    .categories
                    .iter()
                    .scan(0, |start, c| {
                        let first = *start;
                        *start += c.cards.len();
                        Some(first + rng.index(c.cards.len()))
                    })
                    .collect();
                let others: Vec<usize> = (1..n).map(|k| (by + k) % n).collect();
                let stop = rng.index(others.len() + 1);
                let shown_by = others.get(stop).copied();
                let shown = shown_by
                    .filter(|_| rng.chance(1, 2))
                    .map(|_| suggested[rng.index(suggested.len())]);
                CluedoEntry::Suggestion {
                    by,
                    cards: suggested,
                    passed: others[..stop].to_vec(),
                    shown_by,
                    shown,
                }
            }
            1 => CluedoEntry::Has {
                holder: rng.index(n + 1),
                cards: some_cards(rng, 1, 2),
            },
            2 => CluedoEntry::Lacks {
                holder: rng.index(n + 1),
                cards: some_cards(rng, 1, 3),
            },
            _ => CluedoEntry::HasOneOf {
                player: rng.index(n),
                cards: some_cards(rng, 2, 2),
            },
        }
    }

    /// Saving and loading a session gives back the same document (entries
    /// come back suggestions first, as documented), over many random sessions.
    #[test]
    fn a_saved_session_loads_back_to_the_same_document() {
        let kind = Cluedo;
        let mut rng = sleuth_core::SleuthRng::from_seed(6);
        for round in 0..300 {
            let (deck, players) = if round % 2 == 0 {
                (
                    DeckSpec::classic(),
                    vec![("Ann", 6), ("Bob", 6), ("Cat", 6)],
                )
            } else {
                (
                    DeckSpec::havent_a_cluedo(),
                    vec![("Ann", 5), ("Bob", 4), ("Cat", 4), ("Dan", 4)],
                )
            };
            let players: Vec<Player> = players
                .into_iter()
                .map(|(name, hand_size)| Player {
                    name: name.into(),
                    hand_size,
                })
                .collect();
            let me = rng.index(players.len());
            let mut hand: Vec<usize> = (0..deck.card_names().len()).collect();
            rng.shuffle(&mut hand);
            hand.truncate(players[me].hand_size);
            let setup = CluedoSetup {
                deck_doc: json!(deck.name),
                deck,
                players,
                me: Some(me),
                hand,
            };
            let entries: Vec<CluedoEntry> = (0..rng.index(8))
                .map(|_| random_entry(&setup, &mut rng))
                .collect();
            let document = kind.document(&setup, &entries);
            let (loaded, again) = kind.load(&document).unwrap();
            assert_eq!(kind.document(&loaded, &again), document, "round {round}");
            assert_eq!(again.len(), entries.len());
            for entry in &entries {
                assert!(again.contains(entry), "round {round}: {entry:?} lost");
            }
        }
    }

    #[test]
    fn worlds_are_grouped_by_thousands() {
        assert_eq!(grouped("33633600000"), "33,633,600,000");
        assert_eq!(grouped("999"), "999");
        assert_eq!(grouped("1000"), "1,000");
        assert_eq!(grouped("?"), "?");
    }
}
