//! The studio's content (cases and puzzles written in the browser): what a draft of a Watson & Holmes case or
//! of a lateral puzzle is, for the server. A draft is the TOML of
//! docs/content/; [`check`] runs the checks `sleuth content check` runs on a file
//! (the same functions; the police risks of each visit are left out, as they are
//! most of the time and no other finding needs them) and says per question what
//! settles it; [`preview`] is
//! what a player would see of it, in the order they would see it; [`config`] is
//! the match config that plays it (the content travels in the config, so a
//! match's record replays it without the store). Pure: no I/O.

use std::collections::BTreeSet;

use serde::Serialize;
use serde_json::{Value, json};
use sleuth_core::explain::Explanation;
use sleuth_lateral_puzzles::Puzzle;
use sleuth_lateral_puzzles::puzzle::{
    ExplainedProblem as PuzzleFinding, check_puzzle_explained as check_puzzle,
};
use sleuth_watson_holmes::case::{Case, ExplainedProblem as CaseFinding, Fact, LocationNumber};
use sleuth_watson_holmes::check::{
    Knowledge, check_without_police_explained as check_case, reachable,
};

/// The games whose content the studio writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StudioGame {
    WatsonHolmes,
    LateralPuzzles,
}

impl StudioGame {
    pub const ALL: [StudioGame; 2] = [StudioGame::WatsonHolmes, StudioGame::LateralPuzzles];

    /// The game for its id; `None` for a game the studio does not write for.
    pub fn from_id(id: &str) -> Option<StudioGame> {
        StudioGame::ALL.into_iter().find(|g| g.id() == id)
    }

    pub fn id(self) -> &'static str {
        match self {
            StudioGame::WatsonHolmes => "watson-holmes",
            StudioGame::LateralPuzzles => "lateral-puzzles",
        }
    }

    /// What one piece of its content is called, for sentences.
    pub fn noun(self) -> &'static str {
        match self {
            StudioGame::WatsonHolmes => "case",
            StudioGame::LateralPuzzles => "puzzle",
        }
    }

    /// The table size a draft is played at when none is asked for: the
    /// fewest players the game allows (a Lateral Master and two puzzlers).
    pub fn default_players(self) -> u8 {
        match self {
            StudioGame::WatsonHolmes => 2,
            StudioGame::LateralPuzzles => 3,
        }
    }

    /// A small, valid draft to start from (it passes [`check`]), in English.
    pub fn template(self) -> &'static str {
        self.template_in(sleuth_core::game::REFERENCE_LANGUAGE)
    }

    /// The starter draft for an author who reads `language` (a code of
    /// `sleuth_i18n::LANGUAGES`): its own translation when there is one, the
    /// English one otherwise. Every translation has the English one's structure
    /// (ids, numbers, facts, scores), so it passes [`check`] the same way.
    pub fn template_in(self, language: &str) -> &'static str {
        match (self, language) {
            (StudioGame::WatsonHolmes, "fr") => include_str!("studio/case-template.fr.toml"),
            (StudioGame::LateralPuzzles, "fr") => include_str!("studio/puzzle-template.fr.toml"),
            (StudioGame::WatsonHolmes, _) => include_str!("studio/case-template.toml"),
            (StudioGame::LateralPuzzles, _) => include_str!("studio/puzzle-template.toml"),
        }
    }

    /// The languages [`template_in`](Self::template_in) has a starter draft
    /// of its own in, English first.
    pub const TEMPLATE_LANGUAGES: [&'static str; 2] = ["en", "fr"];
}

/// A problem at its place (`question 2 (`motive`)`, `location 7, fact 2`,
/// `part 3`), in English and as catalogue messages (`errors-content-...`):
/// JSON `{"place", "message", "id", "args", "at": {"id", "args"}, "reasons"?}`,
/// where `reasons` (when present) are the sentences the message's `reasons`
/// argument lists, each its own message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StudioProblem {
    pub place: String,
    pub message: String,
    /// The sentence as a catalogue message (`id`, `args`).
    #[serde(flatten)]
    pub explanation: Explanation,
    /// The place as a catalogue message.
    pub at: Explanation,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reasons: Vec<Explanation>,
}

impl From<CaseFinding> for StudioProblem {
    fn from(found: CaseFinding) -> StudioProblem {
        StudioProblem {
            place: found.problem.place,
            message: found.problem.message,
            explanation: found.explanation,
            at: found.at,
            reasons: found.reasons,
        }
    }
}

impl From<PuzzleFinding> for StudioProblem {
    fn from(found: PuzzleFinding) -> StudioProblem {
        StudioProblem {
            place: found.problem.place,
            message: found.problem.message,
            explanation: found.explanation,
            at: found.at,
            reasons: Vec::new(),
        }
    }
}

fn studio_problems<P: Into<StudioProblem>>(found: Vec<P>) -> Vec<StudioProblem> {
    found.into_iter().map(Into::into).collect()
}

/// What the checker says of one question of a case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QuestionFinding {
    pub id: String,
    pub text: String,
    /// The answer every readable card together settles, if they settle one.
    pub determined: Option<String>,
    /// The cards whose facts prove its answer.
    pub proved_by: Vec<LocationNumber>,
    /// The cards whose facts rule out one of its options.
    pub ruled_out_by: Vec<LocationNumber>,
    /// The cards of the fewest-visits route that bear on it (when the case is
    /// solvable).
    pub on_route: Vec<LocationNumber>,
}

/// The checker's report on a solvable case as figures (`Report::lines` says the
/// same in English): the fewest visits, the carriages they need, the police
/// risks searched and the difficulty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RouteFindings {
    /// The fewest visits, in order (a card read twice appears twice).
    pub visits: Vec<RouteVisit>,
    /// False when the search was cut short: `visits` is then a bound.
    pub exact: bool,
    pub carriages_needed: u32,
    pub starting_carriages: u32,
    /// Rounds at the Carriage Stop on top of the visits.
    pub carriage_stop_rounds: u32,
    /// Per card of the route that may take a police token, the fewest visits
    /// if a rival's token sits on it (`None`: unsolvable); empty when not searched.
    pub police: Vec<PoliceFinding>,
    /// Cards whose facts must be held together.
    pub evidence: usize,
    /// What the difficulty estimate measures.
    pub effort: usize,
    pub difficulty_estimate: u8,
    pub declared: u8,
}

/// One visit of the fewest visits and what happens at it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RouteVisit {
    pub location: LocationNumber,
    pub again: bool,
    pub fare: u8,
    pub spends_call_off: bool,
    pub spends_lockpick: bool,
    pub takes_lockpick: bool,
    pub takes_call_off: bool,
    pub takes_carriages: u8,
}

/// What a rival's police token on one card of the route would cost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PoliceFinding {
    pub location: LocationNumber,
    pub fewest_visits_if_policed: Option<usize>,
}

impl RouteFindings {
    fn of(report: &sleuth_watson_holmes::check::Report, case: &Case) -> RouteFindings {
        RouteFindings {
            visits: report
                .route
                .iter()
                .map(|v| RouteVisit {
                    location: v.location,
                    again: v.again,
                    fare: v.fare,
                    spends_call_off: v.spends_call_off,
                    spends_lockpick: v.spends_lockpick,
                    takes_lockpick: v.takes_lockpick,
                    takes_call_off: v.takes_call_off,
                    takes_carriages: v.takes_carriages,
                })
                .collect(),
            exact: report.fewest_is_exact,
            carriages_needed: report.carriages_needed,
            starting_carriages: report.starting_carriages,
            carriage_stop_rounds: report.carriage_stop_rounds,
            police: report
                .police
                .iter()
                .map(|r| PoliceFinding {
                    location: r.location,
                    fewest_visits_if_policed: r.fewest_visits_if_policed,
                })
                .collect(),
            evidence: report.evidence,
            effort: report.effort(),
            difficulty_estimate: report.difficulty_estimate,
            declared: case.difficulty,
        }
    }
}

/// The checker's findings on a draft.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct StudioCheck {
    /// No problem at all: the draft may be played and published.
    pub ok: bool,
    pub problems: Vec<StudioProblem>,
    pub id: Option<String>,
    pub title: Option<String>,
    /// The declared difficulty.
    pub difficulty: Option<u8>,
    /// A case: the checker's estimate (when it proved the case solvable).
    pub difficulty_estimate: Option<u8>,
    /// A case: the fewest visits that settle every answer.
    pub fewest_visits: Option<usize>,
    /// A case: the route, as `sleuth content check` prints it (English).
    pub report: Vec<String>,
    /// A case the checker proved solvable: what `report` says, as figures, for a
    /// page to say in its reader's language.
    pub route: Option<RouteFindings>,
    /// A case: per question, what settles it.
    pub questions: Vec<QuestionFinding>,
    /// A case: cards no player can ever read.
    pub unreachable: Vec<LocationNumber>,
    /// A puzzle: its parts' scores, in order.
    pub part_scores: Vec<u32>,
}

/// Checks a draft as `sleuth content check` checks a file. Never panics; a
/// draft that is not TOML at all gets one problem saying where.
pub fn check(game: StudioGame, text: &str) -> StudioCheck {
    match game {
        StudioGame::WatsonHolmes => check_case_draft(text),
        StudioGame::LateralPuzzles => check_puzzle_draft(text),
    }
}

fn parse_case(text: &str) -> Result<Case, Vec<StudioProblem>> {
    // Only the reading: the structural checks are `check`'s.
    toml::from_str::<Case>(text).map_err(|_| match Case::parse_explained(text) {
        Err(found) => studio_problems(found),
        Ok(_) => Vec::new(),
    })
}

fn check_case_draft(text: &str) -> StudioCheck {
    let case = match parse_case(text) {
        Ok(case) => case,
        Err(problems) => {
            return StudioCheck {
                problems,
                ..StudioCheck::default()
            };
        }
    };
    let mut out = StudioCheck {
        id: Some(case.id.clone()),
        title: Some(case.title.clone()),
        difficulty: Some(case.difficulty),
        ..StudioCheck::default()
    };
    let structural = case.explained_problems();
    if !structural.is_empty() {
        out.problems = studio_problems(structural);
        return out;
    }
    let readable = reachable(&case);
    out.unreachable = case
        .locations
        .iter()
        .map(|l| l.number)
        .filter(|n| !readable.contains(n))
        .collect();
    let everything = Knowledge::of(&case, readable.iter().copied());
    let report = check_case(&case);
    let route: BTreeSet<LocationNumber> = match &report {
        Ok(report) => report.fewest_visits.iter().copied().collect(),
        Err(_) => BTreeSet::new(),
    };
    out.questions = case
        .questions
        .iter()
        .enumerate()
        .map(|(index, q)| {
            let mut proved_by = Vec::new();
            let mut ruled_out_by = Vec::new();
            for l in &case.locations {
                for fact in &l.facts {
                    match fact {
                        Fact::Proves { question, .. } if *question == q.id => {
                            proved_by.push(l.number)
                        }
                        Fact::RulesOut { question, .. } if *question == q.id => {
                            ruled_out_by.push(l.number)
                        }
                        _ => {}
                    }
                }
            }
            ruled_out_by.dedup();
            let on_route = proved_by
                .iter()
                .chain(&ruled_out_by)
                .copied()
                .filter(|n| route.contains(n))
                .collect::<BTreeSet<_>>()
                .into_iter()
                .collect();
            QuestionFinding {
                id: q.id.clone(),
                text: q.text.clone(),
                determined: everything.determined(&case, index),
                proved_by,
                ruled_out_by,
                on_route,
            }
        })
        .collect();
    match report {
        Ok(report) => {
            out.report = report.lines(&case);
            out.route = Some(RouteFindings::of(&report, &case));
            out.fewest_visits = Some(report.route.len());
            out.difficulty_estimate = Some(report.difficulty_estimate);
            if report.difficulty_estimate != case.difficulty {
                out.problems.push(StudioProblem {
                    place: "difficulty".into(),
                    message: format!(
                        "declared {}, but the checker estimates {} (docs/content/watson-holmes.md, \"Difficulty\")",
                        case.difficulty, report.difficulty_estimate
                    ),
                    explanation: Explanation::new(
                        "errors-content-case-difficulty-estimate",
                        vec![
                            ("declared", case.difficulty.into()),
                            ("estimate", report.difficulty_estimate.into()),
                        ],
                    ),
                    at: Explanation::new(
                        "errors-content-place-key",
                        vec![("key", "difficulty".into())],
                    ),
                    reasons: Vec::new(),
                });
            }
        }
        Err(problems) => {
            out.problems = studio_problems(problems);
        }
    }
    out.ok = out.problems.is_empty();
    out
}

fn check_puzzle_draft(text: &str) -> StudioCheck {
    match check_puzzle(text) {
        Ok(puzzle) => StudioCheck {
            ok: true,
            id: Some(puzzle.id.clone()),
            title: Some(puzzle.title.clone()),
            difficulty: Some(puzzle.difficulty),
            part_scores: puzzle.parts.iter().map(|p| p.score).collect(),
            ..StudioCheck::default()
        },
        Err(problems) => StudioCheck {
            problems: studio_problems(problems),
            ..StudioCheck::default()
        },
    }
}

fn valid_puzzle(text: &str) -> Result<Puzzle, Vec<StudioProblem>> {
    check_puzzle(text).map_err(studio_problems)
}

fn valid_case(text: &str) -> Result<Case, Vec<StudioProblem>> {
    let checked = check(StudioGame::WatsonHolmes, text);
    if !checked.ok {
        return Err(checked.problems);
    }
    parse_case(text)
}

/// What a player sees of a valid draft, in the order they see it: a case's
/// title, introduction, special rules, questions (options in the order the
/// table shows them), zones and leads, then each card as it would be read; a
/// puzzle's title and situation (and its themes when public). Never the facts,
/// the solution or a puzzle's parts.
pub fn preview(game: StudioGame, text: &str) -> Result<Value, Vec<StudioProblem>> {
    match game {
        StudioGame::WatsonHolmes => {
            let case = valid_case(text)?;
            // The special rules language-neutrally: the key of `[rules]` and
            // its number, for a page to say in its reader's language.
            let mut special_rules = Vec::new();
            let r = &case.rules;
            if r.questions_at_221b {
                special_rules.push(json!({"rule": "questions_at_221b"}));
            }
            if let Some(n) = r.starting_carriages {
                special_rules.push(json!({"rule": "starting_carriages", "count": n}));
            }
            if r.no_starting_police {
                special_rules.push(json!({"rule": "no_starting_police"}));
            }
            if r.starting_lockpick {
                special_rules.push(json!({"rule": "starting_lockpick"}));
            }
            if r.no_watson {
                special_rules.push(json!({"rule": "no_watson"}));
            }
            if let Some(n) = r.carriage_stop_gain {
                special_rules.push(json!({"rule": "carriage_stop_gain", "count": n}));
            }
            if r.carriage_stop_closed {
                special_rules.push(json!({"rule": "carriage_stop_closed"}));
            }
            let questions: Vec<Value> = case
                .questions
                .iter()
                .map(|q| {
                    let mut choices = q.choices.clone();
                    choices.sort_by_key(|c| sleuth_watson_holmes::case::normalize_answer(c));
                    json!({"text": q.text, "choices": choices})
                })
                .collect();
            let zone_name = |id: &Option<String>| {
                id.as_ref().and_then(|id| {
                    case.zones
                        .iter()
                        .find(|z| &z.id == id)
                        .map(|z| z.name.clone())
                })
            };
            let cards: Vec<Value> = case
                .locations
                .iter()
                .map(|l| {
                    let pointers: Vec<LocationNumber> = l
                        .facts
                        .iter()
                        .filter_map(|f| match f {
                            Fact::PointsTo { location } => Some(*location),
                            _ => None,
                        })
                        .collect();
                    json!({
                        "number": l.number,
                        "name": l.name,
                        "zone": zone_name(&l.zone),
                        "text": l.text,
                        "needs_lockpick": l.symbols.needs_lockpick,
                        "gives_lockpick": l.symbols.gives_lockpick,
                        "gives_police": l.symbols.gives_police,
                        "gives_call_off": l.symbols.gives_call_off,
                        "gives_carriages": l.symbols.gives_carriages,
                        "points_to": pointers,
                    })
                })
                .collect();
            let zones: Vec<Value> = case
                .zones
                .iter()
                .map(|z| json!({"name": z.name, "fare": z.fare}))
                .collect();
            Ok(json!({
                "kind": "case",
                "title": case.title,
                "introduction": case.introduction,
                "special_rules": special_rules,
                "questions": questions,
                "zones": zones,
                "leads": case.leads,
                "locations": cards,
            }))
        }
        StudioGame::LateralPuzzles => {
            let puzzle = valid_puzzle(text)?;
            Ok(json!({
                "kind": "puzzle",
                "title": puzzle.title,
                "situation": puzzle.situation,
                "themes": if puzzle.themes_public { puzzle.themes.clone() } else { Vec::new() },
                "parts": puzzle.parts.len(),
            }))
        }
    }
}

/// The match config that plays a valid draft at `players` players: the
/// content in the game's `custom` field. The caller adds its own bookkeeping
/// keys (`draft`, `library`), which the games ignore.
pub fn config(game: StudioGame, text: &str, players: u8) -> Result<Value, Vec<StudioProblem>> {
    match game {
        StudioGame::WatsonHolmes => {
            let case = valid_case(text)?;
            Ok(json!({"players": players, "case": case.id, "custom": case}))
        }
        StudioGame::LateralPuzzles => {
            let puzzle = valid_puzzle(text)?;
            Ok(json!({
                "players": players,
                "lateral_master": 0,
                "puzzle": puzzle.id,
                "custom": puzzle.to_spec(),
            }))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_templates_check_and_make_configs_the_games_accept() {
        for game in StudioGame::ALL {
            for language in StudioGame::TEMPLATE_LANGUAGES {
                let template = game.template_in(language);
                let checked = check(game, template);
                assert!(checked.ok, "{game:?} {language}: {:?}", checked.problems);
                let config = config(game, template, 3).expect("a config");
                let registry = crate::registry();
                let host = registry.get(game.id()).expect("hosted");
                assert!(
                    host.config_problems(&config).is_empty(),
                    "{game:?} {language}: {:?}",
                    host.config_problems(&config)
                );
                let preview = preview(game, template).expect("a preview");
                let shown = preview.to_string();
                assert!(!shown.contains("\"facts\""), "{shown}");
                assert!(!shown.contains("solution"), "{shown}");
            }
        }
    }

    /// A translated starter draft is the English one in other words: the same
    /// questions, cards, leads, facts (by the position of the value among the
    /// choices), difficulty and scores, and the checker finds the same route.
    #[test]
    fn every_translated_template_has_the_english_ones_structure() {
        let english_case: Case =
            toml::from_str(StudioGame::WatsonHolmes.template()).expect("a case");
        let english_puzzle = check_puzzle(StudioGame::LateralPuzzles.template()).expect("a puzzle");
        let english_check = check(
            StudioGame::WatsonHolmes,
            StudioGame::WatsonHolmes.template(),
        );
        for language in StudioGame::TEMPLATE_LANGUAGES {
            let text = StudioGame::WatsonHolmes.template_in(language);
            let case: Case = toml::from_str(text).expect("a case");
            assert_eq!(case_shape(&case), case_shape(&english_case), "{language}");
            let checked = check(StudioGame::WatsonHolmes, text);
            assert_eq!(
                checked.fewest_visits, english_check.fewest_visits,
                "{language}"
            );
            assert_eq!(checked.route, english_check.route, "{language}");
            let puzzle =
                check_puzzle(StudioGame::LateralPuzzles.template_in(language)).expect("a puzzle");
            assert_eq!(puzzle.difficulty, english_puzzle.difficulty, "{language}");
            assert_eq!(
                puzzle.themes.len(),
                english_puzzle.themes.len(),
                "{language}"
            );
            let scores = |p: &Puzzle| p.parts.iter().map(|part| part.score).collect::<Vec<_>>();
            assert_eq!(scores(&puzzle), scores(&english_puzzle), "{language}");
        }
        for game in StudioGame::ALL {
            // French typography: the typographic apostrophe, and a no-break
            // space inside « » and before : ; ? !
            let french = game.template_in("fr");
            assert!(!french.contains('\''), "{game:?}: a straight apostrophe");
            for (i, c) in french.char_indices() {
                let before = french[..i].chars().next_back();
                let after = french[i + c.len_utf8()..].chars().next();
                match c {
                    '«' => assert_eq!(after, Some('\u{a0}'), "{game:?} at {i}"),
                    '»' | ';' | '?' | '!' => {
                        assert_eq!(before, Some('\u{a0}'), "{game:?} at {i}")
                    }
                    ':' if after == Some(' ') => {
                        assert_eq!(before, Some('\u{a0}'), "{game:?} at {i}")
                    }
                    _ => {}
                }
            }
        }
        let french = StudioGame::WatsonHolmes.template_in("fr");
        assert_ne!(french, StudioGame::WatsonHolmes.template());
        assert!(french.contains("Qui a pris le recueil de cantiques\u{a0}?"));
        assert_eq!(
            StudioGame::LateralPuzzles.template_in("de"),
            StudioGame::LateralPuzzles.template(),
            "a language without a starter of its own gets English"
        );
    }

    /// What a translation keeps of a case: everything but its words.
    fn case_shape(case: &Case) -> String {
        let position = |question: &str, value: &str| {
            case.questions
                .iter()
                .find(|q| q.id == question)
                .and_then(|q| q.choices.iter().position(|c| c == value))
        };
        let questions: Vec<String> = case
            .questions
            .iter()
            .map(|q| {
                let accepted: Vec<Option<usize>> =
                    q.accepted.iter().map(|a| position(&q.id, a)).collect();
                format!("{} {} {:?}", q.id, q.choices.len(), accepted)
            })
            .collect();
        let cards: Vec<String> = case
            .locations
            .iter()
            .map(|l| {
                let facts: Vec<String> = l
                    .facts
                    .iter()
                    .map(|f| match f {
                        Fact::Proves { question, value } => {
                            format!("proves {question} {:?}", position(question, value))
                        }
                        Fact::RulesOut { question, value } => {
                            format!("rules_out {question} {:?}", position(question, value))
                        }
                        other => format!("{other:?}"),
                    })
                    .collect();
                format!("{} {:?} {:?} {facts:?}", l.number, l.zone, l.symbols)
            })
            .collect();
        let zones: Vec<String> = case
            .zones
            .iter()
            .map(|z| format!("{} {:?}", z.id, z.fare))
            .collect();
        format!(
            "{} {:?} {:?} {questions:?} {cards:?} {zones:?}",
            case.difficulty, case.leads, case.rules
        )
    }

    #[test]
    fn a_broken_draft_gets_every_problem_at_its_place_and_never_panics() {
        let game = StudioGame::WatsonHolmes;
        let not_toml = check(game, "title = ");
        assert!(!not_toml.ok && not_toml.problems[0].place == "case file");
        let untitled =
            game.template()
                .replacen("title = \"The Missing Hymn Book\"", "title = \"\"", 1);
        let checked = check(game, &untitled);
        assert!(
            checked.problems.iter().any(|p| p.place == "title"),
            "{:?}",
            checked.problems
        );
        for text in ["", "[[locations]]", "\u{0}", &"x".repeat(10_000)] {
            for game in StudioGame::ALL {
                assert!(!check(game, text).ok);
                assert!(preview(game, text).is_err());
                assert!(config(game, text, 3).is_err());
            }
        }
    }
}
