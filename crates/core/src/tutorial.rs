//! Tutorials: a game's guided first match. A tutorial is an ordinary match (a
//! config, a fixed seed, an action log) whose every action is scripted: the
//! learner's seat must play the script's move at each of its steps, guided by the
//! step's hint and the table controls to press; every other seat plays its
//! scripted move. Because the script is the action log, a tutorial match replays
//! like any other, and the script is checked by replaying it (`check_script`).
//!
//! The script is one TOML file per game and language, `tutorial/<lang>.toml` in
//! the game's folder (format: docs/content/tutorials.md), embedded by the game
//! crate (`HostedGame::tutorial_files`). It is parsed here without knowing the
//! game; its actions are checked against the game by replaying them. English
//! is the reference: a translation says everything in its own words but plays
//! exactly the English steps (`check_translation`), so the learner's language
//! changes what they read, never the match: only the action fields a step
//! declares as words (`words`: what a seat types, an answer in the content's
//! language) and the config's content `language` may differ.
//!
//! A seat learns the tutorial only step by step: the host sends the learner the
//! current step's hint (`TutorialScript::guide`), never the script, whose later
//! moves would tell other seats' secrets.
//!
//! A script may name its seats (`seat_names`), so that a story-like first game
//! reads "Alfie passes" rather than "baseline bot #2 passes"; the host shows the
//! names on the bot seats it makes.

use serde::Serialize;
use serde_json::Value;

use crate::erased::ErasedGame;
use crate::seat::Seat;

/// The longest hint, intro or debrief a script may hold, in characters.
pub const TUTORIAL_TEXT_LIMIT: usize = 1_500;

/// The longest short hint (`short`: what a phone's guide bar shows), in characters.
pub const TUTORIAL_SHORT_LIMIT: usize = 140;

/// The longest seat name a script may give, in characters.
pub const SEAT_NAME_LIMIT: usize = 24;

/// The learner's display name at the table in English: a name, not a
/// pronoun, since the tables build sentences from seat names ("Learner goes to
/// 3"). A script that names its seats gives the learner's seat this name (in
/// its language: [`learner_name`]).
pub const LEARNER_NAME: &str = "Learner";

/// The learner's display name in language `lang`: the English script's
/// [`LEARNER_NAME`], the French one's « Élève » (a word for either gender). A
/// language without its own name here uses the English one.
pub fn learner_name(lang: &str) -> &'static str {
    match crate::game::primary_language(lang).as_deref() {
        Some("fr") => "Élève",
        _ => LEARNER_NAME,
    }
}

/// A parsed tutorial script: what the match is, and each action in order.
#[derive(Clone, Debug, PartialEq)]
pub struct TutorialScript {
    /// The language the script's texts are written in (`en`, `fr`).
    pub language: String,
    /// The tutorial's name as the lobby shows it.
    pub title: String,
    /// About how long it takes a newcomer, for the lobby.
    pub minutes: Option<u32>,
    pub seed: u64,
    /// The learner's seat (0-based, as in match records).
    pub learner: Seat,
    pub config: Value,
    /// Shown with the first step.
    pub intro: String,
    /// Shown once the game is over.
    pub debrief: String,
    /// Every seat's display name, in seat order (the learner's is
    /// [`learner_name`] of the script's language); empty when the script names
    /// none.
    pub seat_names: Vec<String>,
    /// One step per action of the match, in order.
    pub steps: Vec<TutorialStep>,
}

/// One action of the script.
#[derive(Clone, Debug, PartialEq)]
pub struct TutorialStep {
    pub seat: Seat,
    pub action: Value,
    /// What to do and why (the learner's steps only).
    pub hint: Option<String>,
    /// What to do in one line, for a phone's guide bar (the learner's steps
    /// only; without it the bar shows the hint's first sentence).
    pub short: Option<String>,
    /// The table controls to press, in order (the learner's steps only).
    pub highlight: Vec<Highlight>,
    /// The learner may word the action's free text (a question) their own way:
    /// every other part of the action must still be the script's.
    pub own_words: bool,
    /// The action's fields that are words in the script's language (dotted
    /// paths such as `text` or `Ask.text`, each a string or a list of strings):
    /// a translation says them its own way; every other field is English's.
    pub words: Vec<String>,
}

/// A table control to press, by its `data-testid`; a text box also carries the
/// words to type.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Highlight {
    pub testid: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
}

/// Why a tutorial file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("tutorial: {0}")]
pub struct TutorialError(pub String);

/// Why the learner's move was not the tutorial's, as a sentence.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TutorialRefusal {
    #[error("in this tutorial it is another player's move now: wait for them")]
    NotLearnersStep,
    #[error("the tutorial asks for another move now: {hint}")]
    OtherMove { hint: String },
    #[error("the tutorial is over")]
    Over,
}

/// What the learner is told at one moment: the `tutorial` message's content.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TutorialGuide {
    pub title: String,
    /// The learner's steps done so far, and how many there are.
    pub step: usize,
    pub steps: usize,
    pub over: bool,
    /// The intro (before the learner's first move), then the current hint.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
    /// The current step's hint in one line (its `short`, else the hint's first
    /// sentence): what a phone's guide bar shows while the full hint is off screen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub short: Option<String>,
    pub highlight: Vec<Highlight>,
    /// Set while another seat's scripted move is coming: the learner waits.
    /// In English; `waiting_name` lets a page say it in its reader's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub waiting: Option<String>,
    /// The script's name for the seat that is moving, when it names its seats.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub waiting_name: Option<String>,
    /// The language of the title, hints and debrief (the script's).
    pub language: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub debrief: Option<String>,
}

impl TutorialScript {
    /// Reads an English tutorial file. Refusals name the step (1-based) and the
    /// problem.
    pub fn parse(text: &str) -> Result<TutorialScript, TutorialError> {
        Self::parse_in(text, crate::game::REFERENCE_LANGUAGE)
    }

    /// Reads a tutorial file written in language `lang` (its learner's seat
    /// name is [`learner_name`] of `lang`).
    pub fn parse_in(text: &str, lang: &str) -> Result<TutorialScript, TutorialError> {
        let language = crate::game::primary_language(lang)
            .ok_or_else(|| TutorialError(format!("{lang:?} is not a language")))?;
        let raw: raw::Script =
            toml::from_str(text).map_err(|err| TutorialError(err.to_string()))?;
        let seed = match &raw.seed {
            raw::Seed::Number(n) => {
                u64::try_from(*n).map_err(|_| TutorialError("seed must not be negative".into()))?
            }
            raw::Seed::Text(text) => text
                .parse()
                .map_err(|_| TutorialError(format!("seed {text:?} is not a number")))?,
        };
        let learner = seat_of(raw.learner, "learner")?;
        let config = serde_json::to_value(&raw.config)
            .map_err(|err| TutorialError(format!("config: {err}")))?;
        check_text("title", &raw.title, 80)?;
        check_text("intro", &raw.intro, TUTORIAL_TEXT_LIMIT)?;
        check_text("debrief", &raw.debrief, TUTORIAL_TEXT_LIMIT)?;
        let seat_names = seat_names_of(text, raw.seat_names, learner, learner_name(&language))?;
        let mut steps = Vec::with_capacity(raw.step.len());
        for (i, step) in raw.step.into_iter().enumerate() {
            let place = format!("step {}", i + 1);
            let seat = seat_of(step.seat, &place)?;
            let action = serde_json::to_value(&step.action)
                .map_err(|err| TutorialError(format!("{place}: action: {err}")))?;
            let learners = seat == learner;
            match (&step.hint, learners) {
                (Some(hint), true) => {
                    check_text(&format!("{place}: hint"), hint, TUTORIAL_TEXT_LIMIT)?
                }
                (None, true) => {
                    return Err(TutorialError(format!(
                        "{place} is the learner's: it needs a hint"
                    )));
                }
                (Some(_), false) => {
                    return Err(TutorialError(format!(
                        "{place} is seat {}'s, not the learner's: only the learner's steps have hints",
                        seat.0
                    )));
                }
                (None, false) => {}
            }
            match (&step.short, learners) {
                (Some(short), true) => {
                    check_text(&format!("{place}: short"), short, TUTORIAL_SHORT_LIMIT)?
                }
                (Some(_), false) => {
                    return Err(TutorialError(format!(
                        "{place} is seat {}'s, not the learner's: only the learner's steps have a short hint",
                        seat.0
                    )));
                }
                (None, _) => {}
            }
            if learners && step.highlight.is_empty() {
                return Err(TutorialError(format!(
                    "{place} is the learner's: it needs the controls to press (highlight)"
                )));
            }
            if !learners && (!step.highlight.is_empty() || step.own_words) {
                return Err(TutorialError(format!(
                    "{place} is seat {}'s: only the learner's steps highlight controls or take own words",
                    seat.0
                )));
            }
            let highlight = step
                .highlight
                .into_iter()
                .map(|h| match h {
                    raw::Highlight::Testid(testid) => Highlight { testid, text: None },
                    raw::Highlight::Typed { testid, text } => Highlight { testid, text },
                })
                .collect::<Vec<_>>();
            if let Some(h) = highlight.iter().find(|h| h.testid.trim().is_empty()) {
                return Err(TutorialError(format!(
                    "{place}: a highlighted control needs its testid (got {:?})",
                    h.testid
                )));
            }
            for path in &step.words {
                if words_at(&action, path).is_none() {
                    return Err(TutorialError(format!(
                        "{place}: words {path:?} is not a text (or a list of texts) of the action"
                    )));
                }
            }
            steps.push(TutorialStep {
                seat,
                action,
                hint: step.hint,
                short: step.short,
                highlight,
                own_words: step.own_words,
                words: step.words,
            });
        }
        Ok(TutorialScript {
            language,
            title: raw.title,
            minutes: raw.minutes,
            seed,
            learner,
            config,
            intro: raw.intro,
            debrief: raw.debrief,
            seat_names,
            steps,
        })
    }

    /// The step at match version `version` (the number of actions played).
    pub fn step(&self, version: u64) -> Option<&TutorialStep> {
        usize::try_from(version)
            .ok()
            .and_then(|i| self.steps.get(i))
    }

    /// The next step when it is not the learner's: the host plays its action
    /// for its seat.
    pub fn scripted_step(&self, version: u64) -> Option<&TutorialStep> {
        self.step(version).filter(|step| step.seat != self.learner)
    }

    /// Whether the learner may play `action` now (at `version`): it must be the
    /// script's move, or the same move in their own words where the step allows.
    pub fn check_learner_move(&self, version: u64, action: &Value) -> Result<(), TutorialRefusal> {
        let step = self.step(version).ok_or(TutorialRefusal::Over)?;
        if step.seat != self.learner {
            return Err(TutorialRefusal::NotLearnersStep);
        }
        if same_move(&step.action, &without_nulls(action), step.own_words) {
            Ok(())
        } else {
            Err(TutorialRefusal::OtherMove {
                hint: step.hint.clone().unwrap_or_default(),
            })
        }
    }

    /// What the learner is told at `version`; `over` once the match has ended.
    pub fn guide(&self, version: u64, over: bool) -> TutorialGuide {
        let at = usize::try_from(version)
            .unwrap_or(usize::MAX)
            .min(self.steps.len());
        let steps = self.steps.iter().filter(|s| s.seat == self.learner).count();
        let done = self.steps[..at]
            .iter()
            .filter(|s| s.seat == self.learner)
            .count();
        let mut guide = TutorialGuide {
            title: self.title.clone(),
            step: done,
            steps,
            over,
            hint: None,
            short: None,
            highlight: Vec::new(),
            waiting: None,
            waiting_name: None,
            language: self.language.clone(),
            debrief: None,
        };
        if over || at >= self.steps.len() {
            guide.over = true;
            guide.step = steps;
            guide.debrief = Some(self.debrief.clone());
            return guide;
        }
        // The learner's hint shows when it is their move: hints speak of what the
        // others' moves just showed, which the table must show first. Before the
        // learner's first move, the intro stays up.
        let step = &self.steps[at];
        let hint = if step.seat == self.learner {
            guide.highlight = step.highlight.clone();
            guide.short = step
                .short
                .clone()
                .or_else(|| step.hint.as_deref().map(first_sentence));
            step.hint.clone()
        } else {
            // The script's name for the seat to move, where it gives one.
            guide.waiting_name = self.seat_names.get(step.seat.index()).cloned();
            guide.waiting = Some(match &guide.waiting_name {
                Some(name) => format!("{name} is moving: watch the table."),
                None => "The other players are moving: watch the table.".into(),
            });
            None
        };
        guide.hint = match (done, hint) {
            (0, Some(hint)) => Some(format!("{}\n\n{hint}", self.intro)),
            (0, None) => Some(self.intro.clone()),
            (_, hint) => hint,
        };
        guide
    }
}

impl TutorialScript {
    /// The learner's display name at the table: the script's name for the
    /// learner's seat, or [`learner_name`] of its language.
    pub fn learner_display_name(&self) -> &str {
        self.seat_names
            .get(self.learner.index())
            .map_or_else(|| learner_name(&self.language), String::as_str)
    }
}

/// Whether `translation` plays exactly `reference`'s match (the English
/// script): the same seed, learner, config, length and seat names (but the
/// learner's, which is a word of its language), and step by step the same
/// seat, action, own-words permission and controls to press. Only texts may
/// differ: the title, intro, debrief, hints, short hints, the words a
/// highlighted box suggests typing, the action fields English declares as
/// words (`words`: the same fields, each still text, as many texts) and, in
/// such a step, which controls (as many) enter them, and the config's content
/// language (`language`: a translation may play its
/// language's content, the same case or puzzle in its words). Every
/// difference, as sentences.
pub fn check_translation(reference: &TutorialScript, translation: &TutorialScript) -> Vec<String> {
    let mut problems = Vec::new();
    let lang = &translation.language;
    if reference.seed != translation.seed {
        problems.push(format!("{lang}: the seed differs from English"));
    }
    if reference.learner != translation.learner {
        problems.push(format!("{lang}: the learner's seat differs from English"));
    }
    if without_language(&reference.config) != without_language(&translation.config) {
        problems.push(format!("{lang}: the config differs from English"));
    }
    for (script, name) in [(reference, "English"), (translation, lang.as_str())] {
        match script.config.get("language") {
            None => {}
            Some(Value::String(content)) if *content == script.language => {}
            Some(other) => problems.push(format!(
                "{lang}: {name}'s config plays content in {other}, not in the script's language {:?}",
                script.language
            )),
        }
    }
    if reference.minutes != translation.minutes {
        problems.push(format!("{lang}: minutes differs from English"));
    }
    let others = |script: &TutorialScript| -> Vec<(usize, String)> {
        script
            .seat_names
            .iter()
            .enumerate()
            .filter(|(seat, _)| *seat != script.learner.index())
            .map(|(seat, name)| (seat, name.clone()))
            .collect()
    };
    if reference.seat_names.len() != translation.seat_names.len()
        || others(reference) != others(translation)
    {
        problems.push(format!(
            "{lang}: seat_names must be English's but for the learner's: {:?} vs {:?}",
            translation.seat_names, reference.seat_names
        ));
    }
    if reference.steps.len() != translation.steps.len() {
        problems.push(format!(
            "{lang}: {} steps where English has {}",
            translation.steps.len(),
            reference.steps.len()
        ));
    }
    for (i, (en, other)) in reference.steps.iter().zip(&translation.steps).enumerate() {
        let place = format!("{lang}: step {}", i + 1);
        if en.seat != other.seat {
            problems.push(format!(
                "{place}: seat {} where English has seat {}",
                other.seat.0, en.seat.0
            ));
        }
        if en.words != other.words {
            problems.push(format!(
                "{place}: words {:?} where English declares {:?}",
                other.words, en.words
            ));
        } else if !same_but_words(&en.action, &other.action, &en.words) {
            problems.push(format!(
                "{place}: the action differs from English but in its words {:?} ({} vs {})",
                en.words, other.action, en.action
            ));
        }
        if en.own_words != other.own_words {
            problems.push(format!("{place}: own_words differs from English"));
        }
        let testids = |step: &TutorialStep| -> Vec<String> {
            step.highlight.iter().map(|h| h.testid.clone()).collect()
        };
        // The controls that enter a step's words may be others in another
        // language (a list of answers shows in each language's alphabetical
        // order), as many; every other step outlines English's controls.
        let same_controls = if en.words.is_empty() {
            testids(en) == testids(other)
        } else {
            testids(en).len() == testids(other).len()
        };
        if !same_controls {
            problems.push(format!(
                "{place}: highlights {:?} where English highlights {:?}",
                testids(other),
                testids(en)
            ));
        }
        let typed = |step: &TutorialStep| -> Vec<bool> {
            step.highlight.iter().map(|h| h.text.is_some()).collect()
        };
        if typed(en) != typed(other) {
            problems.push(format!(
                "{place}: the words to type are given for other controls than in English"
            ));
        }
    }
    problems
}

/// Every translation of a game's texts checked against English: each
/// `tutorial/<lang>.toml` reads, replays (`check_script`) and plays exactly the
/// English steps (`check_translation`); each `rules/<lang>.md` reads, and has
/// the English page's pictures in the same order (the browser draws them by
/// name) and a glossary (the tables explain its terms in the reader's
/// language). Every problem, as sentences naming the language.
pub fn check_game_translations(game: &dyn ErasedGame) -> Vec<String> {
    let mut problems = Vec::new();
    let reference = match game.tutorial() {
        Some(Ok(script)) => Some(script),
        Some(Err(err)) => {
            problems.push(format!("en: {err}"));
            None
        }
        None => None,
    };
    for (language, read) in game.tutorials() {
        let script = match read {
            Ok(script) => script,
            Err(err) => {
                problems.push(format!("{language}: {err}"));
                continue;
            }
        };
        if language == crate::game::REFERENCE_LANGUAGE {
            continue;
        }
        match reference {
            Some(english) => problems.extend(check_translation(english, script)),
            None => problems.push(format!("{language}: a tutorial with no English one")),
        }
        problems.extend(
            check_script(game, script)
                .into_iter()
                .map(|p| format!("{language}: {p}")),
        );
    }
    let pictures = |page: &crate::rules_page::RulesPage| -> Vec<String> {
        page.blocks
            .iter()
            .filter_map(|block| match block {
                crate::rules_page::Block::Picture { name, .. } => Some(name.clone()),
                _ => None,
            })
            .collect()
    };
    let english = game.rules_text().map(crate::rules_page::parse);
    for language in game.rules_languages() {
        if language == crate::game::REFERENCE_LANGUAGE {
            continue;
        }
        let Some(text) = game.rules_text_in(language) else {
            continue;
        };
        let page = match crate::rules_page::parse(text.text) {
            Ok(page) => page,
            Err(err) => {
                problems.push(format!("rules/{language}.md: {err}"));
                continue;
            }
        };
        match &english {
            Some(Ok(english)) if pictures(english) != pictures(&page) => problems.push(format!(
                "rules/{language}.md: pictures {:?} where English has {:?}",
                pictures(&page),
                pictures(english)
            )),
            Some(Ok(_)) => {}
            _ => problems.push(format!("rules/{language}.md: no English page to follow")),
        }
        if page.glossary.is_empty() {
            problems.push(format!("rules/{language}.md: no glossary"));
        }
    }
    problems
}

/// Replays a script against its game: the config and seed set a match up, every
/// step is legal for its seat, the learner's steps are theirs to play, and the
/// match ends exactly at the last step. Every problem found, as sentences.
pub fn check_script(game: &dyn ErasedGame, script: &TutorialScript) -> Vec<String> {
    let mut problems = Vec::new();
    if !script.steps.iter().any(|s| s.seat == script.learner) {
        problems.push("the learner never plays a step".to_owned());
    }
    let mut game_match = match game.new_match(&script.config, script.seed) {
        Ok(m) => m,
        Err(err) => return vec![format!("the config does not set a match up: {err}")],
    };
    if script.learner.index() >= game_match.players() {
        return vec![format!(
            "the learner's seat {} is not at this {}-seat table",
            script.learner.0,
            game_match.players()
        )];
    }
    if !script.seat_names.is_empty() && script.seat_names.len() != game_match.players() {
        problems.push(format!(
            "seat_names gives {} names for a {}-seat table: name every seat",
            script.seat_names.len(),
            game_match.players()
        ));
    }
    for (i, step) in script.steps.iter().enumerate() {
        if game_match.outcome().is_some() {
            problems.push(format!(
                "the game is over after step {i}, yet the script has {} steps",
                script.steps.len()
            ));
            return problems;
        }
        if !game_match.waiting_for().contains(step.seat)
            && !game_match.to_move().contains(step.seat)
        {
            problems.push(format!(
                "step {}: seat {} is not to move",
                i + 1,
                step.seat.0
            ));
            return problems;
        }
        if let Err(err) = game_match.play(step.seat, &step.action) {
            problems.push(format!("step {}: {err}", i + 1));
            return problems;
        }
    }
    if game_match.outcome().is_none() {
        problems.push("the game is not over after the last step".into());
    }
    problems
}

/// Whether `actual` is the script's move `expected`: equal, or with `own_words`
/// equal in everything but its text (strings may differ, not be empty).
pub fn same_move(expected: &Value, actual: &Value, own_words: bool) -> bool {
    if !own_words {
        return expected == actual;
    }
    match (expected, actual) {
        (Value::String(_), Value::String(b)) => !b.trim().is_empty(),
        (Value::Array(a), Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_move(x, y, true))
        }
        (Value::Object(a), Value::Object(b)) => {
            a.len() == b.len()
                && a.iter()
                    .all(|(k, x)| b.get(k).is_some_and(|y| same_move(x, y, true)))
        }
        (a, b) => a == b,
    }
}

/// The texts at `path` (dotted field names) in `action`: a string, or a
/// non-empty list of strings; `None` when the path holds anything else.
fn words_at<'a>(action: &'a Value, path: &str) -> Option<Vec<&'a str>> {
    let mut value = action;
    for key in path.split('.') {
        value = value.as_object()?.get(key)?;
    }
    match value {
        Value::String(text) => Some(vec![text.as_str()]),
        Value::Array(items) if !items.is_empty() => items.iter().map(Value::as_str).collect(),
        _ => None,
    }
}

/// Whether `translated` is `english` but for its words at `paths`: those hold
/// as many texts, none blank; everything else is equal.
fn same_but_words(english: &Value, translated: &Value, paths: &[String]) -> bool {
    let mut blanked = [english.clone(), translated.clone()];
    for path in paths {
        let (Some(en), Some(other)) = (words_at(english, path), words_at(translated, path)) else {
            return false;
        };
        if en.len() != other.len() || other.iter().any(|text| text.trim().is_empty()) {
            return false;
        }
        for action in &mut blanked {
            let mut value = &mut *action;
            for key in path.split('.') {
                match value.get_mut(key) {
                    Some(inner) => value = inner,
                    None => return false,
                }
            }
            *value = Value::Null;
        }
    }
    blanked[0] == blanked[1]
}

/// A config without its content `language` (absent means English).
fn without_language(config: &Value) -> Value {
    let mut config = config.clone();
    if let Some(object) = config.as_object_mut() {
        object.remove("language");
    }
    config
}

/// `value` without its null fields: a script (TOML) has no nulls, a move sent as
/// JSON may spell an absent option as null.
pub fn without_nulls(value: &Value) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k.clone(), without_nulls(v)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(without_nulls).collect()),
        other => other.clone(),
    }
}

/// A hint's first sentence (up to the first ". ", "! ", "? " or paragraph
/// break), cut at a word to at most [`TUTORIAL_SHORT_LIMIT`] characters.
pub fn first_sentence(hint: &str) -> String {
    let text = hint.trim();
    let mut end = text.len();
    for (i, c) in text.char_indices() {
        let next = text[i + c.len_utf8()..].chars().next();
        if matches!(c, '.' | '!' | '?') && next.is_none_or(char::is_whitespace) {
            end = i + c.len_utf8();
            break;
        }
        if c == '\n' && next == Some('\n') {
            end = i;
            break;
        }
    }
    let sentence = text[..end].split_whitespace().collect::<Vec<_>>().join(" ");
    if sentence.chars().count() <= TUTORIAL_SHORT_LIMIT {
        return sentence;
    }
    // Cut at the last space that leaves room for the ellipsis.
    let room: String = sentence.chars().take(TUTORIAL_SHORT_LIMIT - 1).collect();
    let cut = room.rfind(' ').unwrap_or(room.len());
    format!("{}…", room[..cut].trim_end_matches([',', ';', ':', ' ']))
}

/// The script's seat names, checked: each 1 to [`SEAT_NAME_LIMIT`] characters
/// of letters, digits, spaces, '-' and '.', no two alike, the learner's
/// [`LEARNER_NAME`]. Refusals name the file's line.
fn seat_names_of(
    text: &str,
    names: Option<toml::Spanned<Vec<toml::Spanned<String>>>>,
    learner: Seat,
    learner_name: &str,
) -> Result<Vec<String>, TutorialError> {
    let Some(names) = names else {
        return Ok(Vec::new());
    };
    let line_of = |at: usize| text[..at.min(text.len())].matches('\n').count() + 1;
    let list_line = line_of(names.span().start);
    let names = names.into_inner();
    if names.len() <= learner.index() {
        return Err(TutorialError(format!(
            "line {list_line}: seat_names has {} names: the learner's seat {} needs one ({learner_name:?})",
            names.len(),
            learner.0
        )));
    }
    let mut checked: Vec<String> = Vec::with_capacity(names.len());
    for (seat, name) in names.into_iter().enumerate() {
        let line = line_of(name.span().start);
        let name = name.into_inner();
        let place = format!("line {line}: seat_names: seat {seat}'s name {name:?}");
        let n = name.chars().count();
        if n == 0 || n > SEAT_NAME_LIMIT {
            return Err(TutorialError(format!(
                "{place} has {n} characters; a seat name has 1 to {SEAT_NAME_LIMIT}"
            )));
        }
        if let Some(c) = name
            .chars()
            .find(|c| !(c.is_alphanumeric() || matches!(c, ' ' | '-' | '.')))
        {
            return Err(TutorialError(format!(
                "{place} holds {c:?}: a seat name has only letters, digits, spaces, '-' and '.'"
            )));
        }
        if name.trim() != name || name.contains("  ") {
            return Err(TutorialError(format!(
                "{place} has a space at an end or two in a row"
            )));
        }
        if !name.chars().any(char::is_alphanumeric) {
            return Err(TutorialError(format!("{place} needs a letter or a digit")));
        }
        if seat == learner.index() && name != learner_name {
            return Err(TutorialError(format!(
                "{place} is the learner's seat: its name is {learner_name:?}"
            )));
        }
        if checked.contains(&name) {
            return Err(TutorialError(format!(
                "{place} is given twice: each seat needs its own name"
            )));
        }
        checked.push(name);
    }
    Ok(checked)
}

fn seat_of(n: i64, place: &str) -> Result<Seat, TutorialError> {
    u8::try_from(n)
        .map(Seat)
        .map_err(|_| TutorialError(format!("{place}: seat {n} is not a seat number")))
}

fn check_text(place: &str, text: &str, limit: usize) -> Result<(), TutorialError> {
    if text.trim().is_empty() {
        return Err(TutorialError(format!("{place} is empty")));
    }
    let n = text.chars().count();
    if n > limit {
        return Err(TutorialError(format!(
            "{place} has {n} characters; the limit is {limit}"
        )));
    }
    Ok(())
}

/// The file as written, before checks.
mod raw {
    use serde::Deserialize;

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Script {
        pub title: String,
        pub minutes: Option<u32>,
        pub seed: Seed,
        pub learner: i64,
        pub intro: String,
        pub debrief: String,
        pub seat_names: Option<toml::Spanned<Vec<toml::Spanned<String>>>>,
        pub config: toml::Table,
        #[serde(default)]
        pub step: Vec<Step>,
    }

    #[derive(Deserialize)]
    #[serde(untagged)]
    pub enum Seed {
        Number(i64),
        Text(String),
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    pub struct Step {
        pub seat: i64,
        pub action: toml::Value,
        pub hint: Option<String>,
        pub short: Option<String>,
        #[serde(default)]
        pub highlight: Vec<Highlight>,
        #[serde(default)]
        pub own_words: bool,
        #[serde(default)]
        pub words: Vec<String>,
    }

    #[derive(Deserialize)]
    #[serde(untagged)]
    pub enum Highlight {
        Testid(String),
        Typed {
            testid: String,
            text: Option<String>,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const SCRIPT: &str = r#"
title = "First steps"
minutes = 5
seed = "18446744073709551615"
learner = 0
intro = "Welcome."
debrief = "Well played."
seat_names = ["Learner", "Rosa"]
[config]
players = 2

[[step]]
seat = 0
action = { Ask = { text = "Is it red?", to = 1 } }
hint = "Ask seat 2 a question."
highlight = [{ testid = "ask-box", text = "Is it red?" }, "ask-send"]
own_words = true
words = ["Ask.text"]

[[step]]
seat = 1
action = "Pass"

[[step]]
seat = 0
action = "Pass"
hint = "Now pass."
short = "Press Pass."
highlight = ["pass"]
"#;

    #[test]
    fn a_script_reads_with_its_seed_steps_and_controls() {
        let script = TutorialScript::parse(SCRIPT).unwrap();
        assert_eq!(script.seed, u64::MAX);
        assert_eq!(script.learner, Seat(0));
        assert_eq!(script.config, json!({"players": 2}));
        assert_eq!(script.steps.len(), 3);
        assert_eq!(
            script.steps[0].action,
            json!({"Ask": {"text": "Is it red?", "to": 1}})
        );
        assert_eq!(
            script.steps[0].highlight[0].text.as_deref(),
            Some("Is it red?")
        );
        assert_eq!(script.steps[0].highlight[1].testid, "ask-send");
        assert_eq!(script.scripted_step(1).map(|s| s.seat), Some(Seat(1)));
        assert!(script.scripted_step(0).is_none());
    }

    #[test]
    fn the_learner_must_play_the_scripts_move_in_own_words_only_where_allowed() {
        let script = TutorialScript::parse(SCRIPT).unwrap();
        assert!(
            script
                .check_learner_move(0, &json!({"Ask": {"text": "Is the thing red?", "to": 1}}))
                .is_ok()
        );
        assert!(matches!(
            script.check_learner_move(0, &json!({"Ask": {"text": "Is it red?", "to": 0}})),
            Err(TutorialRefusal::OtherMove { .. })
        ));
        assert!(
            script
                .check_learner_move(0, &json!({"Ask": {"text": " ", "to": 1}}))
                .is_err()
        );
        assert_eq!(
            script.check_learner_move(1, &json!("Pass")),
            Err(TutorialRefusal::NotLearnersStep)
        );
        assert!(script.check_learner_move(2, &json!("Pass")).is_ok());
        assert!(script.check_learner_move(2, &json!("Fold")).is_err());
        assert!(
            script
                .check_learner_move(0, &json!({"Ask": {"text": "Red?", "to": 1, "aside": null}}))
                .is_ok()
        );
        assert_eq!(
            script.check_learner_move(3, &json!("Pass")),
            Err(TutorialRefusal::Over)
        );
    }

    #[test]
    fn the_guide_shows_the_intro_first_waits_during_others_moves_and_ends_with_the_debrief() {
        let script = TutorialScript::parse(SCRIPT).unwrap();
        let first = script.guide(0, false);
        assert_eq!(first.step, 0);
        assert_eq!(first.steps, 2);
        assert!(first.hint.as_deref().unwrap().starts_with("Welcome."));
        assert_eq!(first.highlight.len(), 2);
        let waiting = script.guide(1, false);
        assert_eq!(
            waiting.waiting.as_deref(),
            Some("Rosa is moving: watch the table."),
            "the seat to move, by the script's name"
        );
        assert!(waiting.highlight.is_empty());
        assert_eq!(
            waiting.hint, None,
            "the next hint waits for the others' moves"
        );
        assert_eq!(script.guide(2, false).hint.as_deref(), Some("Now pass."));
        let over = script.guide(3, true);
        assert!(over.over);
        assert_eq!(over.debrief.as_deref(), Some("Well played."));
    }

    #[test]
    fn a_learner_step_without_hint_or_controls_and_a_hint_on_another_seat_are_refused() {
        let no_hint = SCRIPT.replace("hint = \"Now pass.\"\n", "");
        assert!(
            TutorialScript::parse(&no_hint)
                .unwrap_err()
                .0
                .contains("step 3")
        );
        let no_controls = SCRIPT.replace("highlight = [\"pass\"]\n", "");
        assert!(
            TutorialScript::parse(&no_controls)
                .unwrap_err()
                .0
                .contains("highlight")
        );
        let bot_hint = SCRIPT.replace(
            "action = \"Pass\"\n\n",
            "action = \"Pass\"\nhint = \"x\"\n\n",
        );
        assert!(
            TutorialScript::parse(&bot_hint)
                .unwrap_err()
                .0
                .contains("step 2")
        );
        let unknown = SCRIPT.replace("minutes = 5", "minutes = 5\ncolour = \"red\"");
        assert!(TutorialScript::parse(&unknown).is_err());
    }

    #[test]
    fn a_script_names_its_seats_with_the_learner_as_learner() {
        let script = TutorialScript::parse(SCRIPT).unwrap();
        assert_eq!(script.seat_names, vec!["Learner", "Rosa"]);
        let unnamed = SCRIPT.replace("seat_names = [\"Learner\", \"Rosa\"]\n", "");
        assert!(
            TutorialScript::parse(&unnamed)
                .unwrap()
                .seat_names
                .is_empty()
        );
    }

    #[test]
    fn a_seat_name_of_other_characters_or_length_is_refused_naming_its_line() {
        // `seat_names` is line 8 of SCRIPT (after its leading newline).
        let named = |list: &str| {
            TutorialScript::parse(&SCRIPT.replace(
                "seat_names = [\"Learner\", \"Rosa\"]",
                &format!("seat_names = {list}"),
            ))
        };
        for (list, words) in [
            (r#"["Learner", "Ro$a"]"#, "'$'"),
            (r#"["Learner", "<b>Rosa</b>"]"#, "'<'"),
            (r#"["Learner", ""]"#, "1 to 24"),
            (
                r#"["Learner", "Rosalind Penelope Featherstonehaugh"]"#,
                "1 to 24",
            ),
            (r#"["Learner", " Rosa"]"#, "space"),
            (r#"["Learner", "- . -"]"#, "a letter"),
            (r#"["You", "Rosa"]"#, "\"Learner\""),
            (r#"["Learner", "Learner"]"#, "twice"),
        ] {
            let err = named(list).map(|_| ()).unwrap_err().0;
            assert!(err.contains(words), "{list}: {err}");
            assert!(err.contains("line 8:"), "{list}: {err}");
        }
        let spread = SCRIPT.replace(
            "seat_names = [\"Learner\", \"Rosa\"]",
            "seat_names = [\n  \"Learner\",\n  \"Ros@\",\n]",
        );
        let err = TutorialScript::parse(&spread).unwrap_err().0;
        assert!(err.contains("line 10:"), "the entry's own line: {err}");
        assert!(named(r#"["Learner", "Mrs T. Hudson-Smith 2"]"#).is_ok());
        assert!(named(r#"["Learner", "Gruppenführer"]"#).is_ok());
    }

    #[test]
    fn the_guide_gives_the_steps_short_hint_or_its_first_sentence() {
        let script = TutorialScript::parse(SCRIPT).unwrap();
        assert_eq!(script.guide(2, false).short.as_deref(), Some("Press Pass."));
        assert_eq!(
            script.guide(0, false).short.as_deref(),
            Some("Ask seat 2 a question."),
            "no short: the step's first sentence, never the intro's"
        );
        assert_eq!(script.guide(1, false).short, None, "none while others move");
        let too_long = SCRIPT.replace(
            "short = \"Press Pass.\"",
            &format!("short = \"{}\"", "x".repeat(141)),
        );
        assert!(
            TutorialScript::parse(&too_long)
                .unwrap_err()
                .0
                .contains("short")
        );
    }

    /// SCRIPT in French: every text its own, the steps English's.
    fn french_text() -> String {
        SCRIPT
            .replace("First steps", "Premiers pas")
            .replace("Welcome.", "Bienvenue.")
            .replace("Well played.", "Bien joué.")
            .replace("[\"Learner\", \"Rosa\"]", "[\"Élève\", \"Rosa\"]")
            .replace("Ask seat 2 a question.", "Posez une question à la place 2.")
            .replace("\"Is it red?\"", "\"Est-ce rouge ?\"")
            .replace("Now pass.", "Passez, maintenant.")
            .replace("Press Pass.", "Appuyez sur Passer.")
    }

    #[test]
    fn a_translation_reads_with_its_learner_name_and_plays_the_english_steps() {
        let english = TutorialScript::parse(SCRIPT).unwrap();
        let french = TutorialScript::parse_in(&french_text(), "fr").unwrap();
        assert_eq!(french.language, "fr");
        assert_eq!(french.learner_display_name(), "Élève");
        assert_eq!(english.learner_display_name(), LEARNER_NAME);
        assert_eq!(check_translation(&english, &french), Vec::<String>::new());
        let guide = french.guide(1, false);
        assert_eq!(guide.language, "fr");
        assert_eq!(guide.waiting_name.as_deref(), Some("Rosa"));
        assert!(
            TutorialScript::parse(&french_text()).is_err(),
            "an English script's learner is \"Learner\""
        );
    }

    #[test]
    fn a_translation_with_another_action_seat_control_or_seed_is_refused() {
        let english = TutorialScript::parse(SCRIPT).unwrap();
        for (from, to, words) in [
            (
                "action = \"Pass\"\nhint",
                "action = \"Fold\"\nhint",
                "step 3: the action",
            ),
            ("seed = \"18446744073709551615\"", "seed = 7", "seed"),
            (
                "highlight = [\"pass\"]",
                "highlight = [\"fold\"]",
                "step 3: highlights",
            ),
            ("own_words = true", "", "step 1: own_words"),
            ("\"Élève\", \"Rosa\"", "\"Élève\", \"Rose\"", "seat_names"),
            ("players = 2", "players = 3", "config"),
        ] {
            let changed = french_text().replace(from, to);
            let translation = TutorialScript::parse_in(&changed, "fr").unwrap();
            let problems = check_translation(&english, &translation);
            assert!(
                problems.iter().any(|p| p.contains(words)),
                "{from} -> {to}: {problems:?}"
            );
        }
        let shorter = french_text().replace("[[step]]\nseat = 1\naction = \"Pass\"\n", "");
        let translation = TutorialScript::parse_in(&shorter, "fr").unwrap();
        assert!(!check_translation(&english, &translation).is_empty());
    }

    #[test]
    fn a_translation_says_only_the_actions_declared_words_its_own_way() {
        let english = TutorialScript::parse(SCRIPT).unwrap();
        let french = TutorialScript::parse_in(&french_text(), "fr").unwrap();
        assert_eq!(
            french.steps[0].action,
            json!({"Ask": {"text": "Est-ce rouge ?", "to": 1}})
        );
        assert_eq!(check_translation(&english, &french), Vec::<String>::new());
        for (from, to, words) in [
            ("to = 1 }", "to = 0 }", "step 1: the action differs"),
            (
                "\"Est-ce rouge ?\", to",
                "\" \", to",
                "step 1: the action differs",
            ),
            ("words = [\"Ask.text\"]\n", "", "step 1: words"),
            (
                "\"ask-send\"]",
                "\"ask-send\", \"ask-again\"]",
                "step 1: highlights",
            ),
            (
                "action = \"Pass\"\nhint",
                "action = { Pass = \"maintenant\" }\nwords = [\"Pass\"]\nhint",
                "step 3: words",
            ),
        ] {
            let changed = french_text().replace(from, to);
            assert_ne!(changed, french_text(), "{from}");
            let translation = TutorialScript::parse_in(&changed, "fr").unwrap();
            let problems = check_translation(&english, &translation);
            assert!(
                problems.iter().any(|p| p.contains(words)),
                "{from} -> {to}: {problems:?}"
            );
        }
        // The controls entering a step's words may be others, as many.
        let other_box = french_text().replace("testid = \"ask-box\"", "testid = \"ask-list\"");
        let translation = TutorialScript::parse_in(&other_box, "fr").unwrap();
        assert_eq!(
            check_translation(&english, &translation),
            Vec::<String>::new()
        );
        let not_text = SCRIPT.replace("words = [\"Ask.text\"]", "words = [\"Ask.to\"]");
        let err = TutorialScript::parse(&not_text).unwrap_err().0;
        assert!(err.contains("step 1: words \"Ask.to\""), "{err}");
        let missing = SCRIPT.replace("words = [\"Ask.text\"]", "words = [\"Ask.note\"]");
        assert!(TutorialScript::parse(&missing).is_err());
    }

    #[test]
    fn a_translation_may_play_the_content_in_its_own_language_only() {
        let english = TutorialScript::parse(SCRIPT).unwrap();
        let in_french = french_text().replace("players = 2", "players = 2\nlanguage = \"fr\"");
        let translation = TutorialScript::parse_in(&in_french, "fr").unwrap();
        assert_eq!(
            check_translation(&english, &translation),
            Vec::<String>::new()
        );
        let in_german = french_text().replace("players = 2", "players = 2\nlanguage = \"de\"");
        let translation = TutorialScript::parse_in(&in_german, "fr").unwrap();
        let problems = check_translation(&english, &translation);
        assert!(
            problems.iter().any(|p| p.contains("\"de\"")),
            "{problems:?}"
        );
        let other_config = in_french.replace("players = 2", "players = 3");
        let translation = TutorialScript::parse_in(&other_config, "fr").unwrap();
        assert!(
            check_translation(&english, &translation)
                .iter()
                .any(|p| p.contains("config differs"))
        );
        let english_in_french =
            TutorialScript::parse(&SCRIPT.replace("players = 2", "players = 2\nlanguage = \"fr\""))
                .unwrap();
        let problems = check_translation(&english_in_french, &translation);
        assert!(
            problems.iter().any(|p| p.contains("English's config")),
            "{problems:?}"
        );
    }

    #[test]
    fn a_first_sentence_ends_at_its_stop_or_a_word_before_the_limit() {
        assert_eq!(first_sentence("Tap it. Then wait."), "Tap it.");
        assert_eq!(first_sentence("Is it 1.5? Yes."), "Is it 1.5?");
        assert_eq!(
            first_sentence("No stop here\n\nNext paragraph."),
            "No stop here"
        );
        let long = format!("{} end.", "word ".repeat(40));
        let short = first_sentence(&long);
        assert!(short.chars().count() <= TUTORIAL_SHORT_LIMIT, "{short}");
        assert!(short.ends_with("word…"), "{short}");
    }
}
