//! Every refusal a person can read is a catalogue message: for a sample of every
//! variant of every rules, config, engine and replay error, its message id is in
//! the English and the French catalogue, the message uses exactly the arguments
//! the error gives, and the English catalogue says what the error's `Display`
//! says (so the two cannot drift). Every catalogue id of a group is sampled here,
//! so a message without a sample (a new variant) fails too.

use std::collections::BTreeSet;
use std::fmt::Display;

use sleuth_core::{
    Explain, MatchRecord, MessageArg, NestedArg, NestedExplanation, PlayError, ReplayError, Seat,
    SeatSet,
};
use sleuth_i18n::FluentValue;

/// An error as the test handles it: its message and its English sentence.
trait Sample: Explain + Display {}
impl<T: Explain + Display> Sample for T {}

fn format(code: &str, id: &str, args: &[(&'static str, MessageArg)]) -> String {
    let args: Vec<(&str, FluentValue<'_>)> = args
        .iter()
        .map(|(name, value)| (*name, sleuth_i18n::fluent_value(value)))
        .collect();
    sleuth_i18n::catalogue(code).format(id, &args)
}

/// The problems of `samples`: an id missing from a catalogue, arguments that are
/// not the message's variables, English text that is not the `Display`; and any
/// catalogue id starting with `prefix` that no sample uses.
fn problems(prefix: &str, samples: &[&dyn Sample]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    let english_ids = sleuth_i18n::message_variables("en");
    for error in samples {
        let id = error.message_id();
        seen.insert(id.to_owned());
        let args = error.message_args();
        let names: BTreeSet<String> = args.iter().map(|(n, _)| (*n).to_owned()).collect();
        for code in ["en", "fr"] {
            match sleuth_i18n::message_variables(code).get(id) {
                None => problems.push(format!("{code}: {id} is missing (for {error})")),
                Some(variables) if *variables != names => problems.push(format!(
                    "{code}: {id} uses {variables:?}, the error gives {names:?}"
                )),
                Some(_) => {}
            }
        }
        let english = format("en", id, &args);
        if english != error.to_string() {
            problems.push(format!(
                "{id}: the catalogue says {english:?}, Display says {:?}",
                error.to_string()
            ));
        }
    }
    for id in english_ids.keys().filter(|id| id.starts_with(prefix)) {
        if !seen.contains(id) {
            problems.push(format!("{id} has no sample error here"));
        }
    }
    problems
}

/// The problems of an explanation sent over the wire beside `message`.
fn explanation_problems(explanation: &sleuth_core::Explanation, message: &str) -> Vec<String> {
    sleuth_i18n::check_explanation(explanation, Some(message))
        .err()
        .into_iter()
        .collect()
}

fn assert_none(problems: Vec<String>) {
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn engine_and_replay_refusals_have_messages_in_every_language() {
    use sleuth_lady_alice::LadyAliceError;
    let play: [PlayError<LadyAliceError>; 4] = [
        PlayError::GameOver,
        PlayError::NoSuchSeat {
            seat: 6,
            players: 4,
        },
        PlayError::NotYourTurn {
            seat: Seat(2),
            to_move: SeatSet::single(Seat(0)),
        },
        PlayError::Illegal(LadyAliceError::OnlyCoveredClues),
    ];
    let samples: Vec<&dyn Sample> = play.iter().map(|e| e as &dyn Sample).collect();
    let mut found = problems("errors-play-", &samples[..3]);
    found.retain(|p| !p.starts_with("errors-play-malformed-action "));
    // The erased layer's own refusals: an action or a config that is not JSON
    // of the game.
    let registry = sleuth_games::registry();
    let host = registry.get("lady-alice").expect("lady alice");
    let mut game = host.new_match(&host.default_config(3), 1).expect("a match");
    let rejected = game
        .play(Seat(0), &serde_json::json!({"type": "dance"}))
        .expect_err("not an action");
    found.extend(explanation_problems(
        &rejected.explanation,
        &rejected.message,
    ));
    let config = serde_json::json!({"players": "three"});
    let explanation = host.config_explanation(&config).expect("refused");
    let message = host.new_match(&config, 1).expect_err("refused");
    found.extend(explanation_problems(&explanation, &message));
    let explanation = host
        .config_explanation(&serde_json::json!({"players": 9}))
        .expect("refused");
    assert_eq!(explanation.id, "errors-lady-alice-player-count");
    // An illegal action says the game's own message.
    assert_eq!(play[3].message_id(), "errors-lady-alice-only-covered-clues");
    assert_none(found);
}

/// A message said with `args` in `code`'s catalogue (`NestedExplanation::say`'s formatter).
fn say_in(code: &str) -> impl Fn(&sleuth_core::Explanation) -> String {
    let code = code.to_owned();
    move |explanation| {
        let args: Vec<(&'static str, MessageArg)> = explanation
            .args
            .iter()
            .map(|(name, value)| (&*name.clone().leak(), value.clone()))
            .collect();
        format(&code, &explanation.id, &args)
    }
}

/// The problems of a nested refusal: every message in it (the frame and each
/// message inside) is in both catalogues with exactly its variables, and the
/// English catalogue says the whole what `english` (the error's `Display`) says.
fn nested_problems(nested: &NestedExplanation, english: &str) -> Vec<String> {
    fn walk(nested: &NestedExplanation, problems: &mut Vec<String>) {
        let names: BTreeSet<String> = nested.args.iter().map(|(n, _)| n.clone()).collect();
        for code in ["en", "fr"] {
            match sleuth_i18n::message_variables(code).get(&nested.id) {
                None => problems.push(format!("{code}: {} is missing", nested.id)),
                Some(variables) if *variables != names => problems.push(format!(
                    "{code}: {} uses {variables:?}, the error gives {names:?}",
                    nested.id
                )),
                Some(_) => {}
            }
        }
        for (_, arg) in &nested.args {
            if let NestedArg::Message(inner) = arg {
                walk(inner, problems);
            }
        }
    }
    let mut problems = Vec::new();
    walk(nested, &mut problems);
    let said = nested.say(&say_in("en"));
    if said != english {
        problems.push(format!(
            "{}: the catalogue says {said:?}, Display says {english:?}",
            nested.id
        ));
    }
    problems
}

/// A record of Lady Alice for 3 whose first action is `action` by seat 0.
fn lady_alice_record(config: serde_json::Value, action: serde_json::Value) -> MatchRecord {
    serde_json::from_value(serde_json::json!({
        "format": 1,
        "rng": sleuth_core::rng::RNG_ALGORITHM,
        "game": "lady-alice",
        "rules_version": 2,
        "config": config,
        "seed": "7",
        "actions": [{"seat": 0, "action": action}],
    }))
    .expect("a record")
}

#[test]
fn replay_refusals_have_messages_in_every_language() {
    let registry = sleuth_games::registry();
    let host = registry.get("lady-alice").expect("lady alice");
    let mut found = Vec::new();
    let mut seen = BTreeSet::new();
    let mut check = |err: &ReplayError| {
        let nested = err.nested_explanation();
        seen.insert(nested.id.clone());
        found.extend(nested_problems(&nested, &err.to_string()));
    };
    check(&ReplayError::UnknownGame(
        "chess".into(),
        "lady-alice, watson-holmes".into(),
    ));
    check(&ReplayError::RulesVersion {
        game: "lady-alice".into(),
        record: 7,
        ours: 2,
    });
    check(&ReplayError::Format(4, "mt19937".into()));
    // A config the game refuses, and an action it refuses, as a replay meets them.
    let setup = registry
        .replay(&lady_alice_record(
            serde_json::json!({"players": 9}),
            serde_json::json!({"type": "pass"}),
        ))
        .expect_err("nine players");
    assert!(matches!(setup, ReplayError::Setup { .. }), "{setup}");
    check(&setup);
    let illegal = registry
        .replay(&lady_alice_record(
            host.default_config(3),
            serde_json::json!({"type": "dance"}),
        ))
        .expect_err("not an action");
    assert!(
        matches!(illegal, ReplayError::IllegalAction { .. }),
        "{illegal}"
    );
    check(&illegal);
    for id in sleuth_i18n::message_variables("en").keys() {
        if id.starts_with("errors-replay-") && !seen.contains(id) {
            found.push(format!("{id} has no sample error here"));
        }
    }
    assert_none(found);
}

#[test]
fn a_replay_refused_in_french_is_french_throughout() {
    let registry = sleuth_games::registry();
    let host = registry.get("lady-alice").expect("lady alice");
    let config = host.default_config(3);
    let game = host.new_match(&config, 7).expect("a match");
    // The first mover's own first legal action, recorded for another seat.
    let mover = game.to_move().iter().next().expect("someone moves");
    let other = Seat((mover.0 + 1) % 3);
    let action = game
        .legal_actions(mover)
        .into_iter()
        .next()
        .expect("an action");
    let mut record = lady_alice_record(config, action);
    record.actions[0].seat = other;
    let err = registry.replay(&record).expect_err("not that seat's turn");
    let ReplayError::IllegalAction { reason, .. } = &err else {
        panic!("an illegal action: {err}");
    };
    assert_eq!(reason.explanation.id, "errors-play-not-your-turn");
    let french = err.nested_explanation().say(&say_in("fr"));
    let inner = say_in("fr")(&reason.explanation);
    assert!(
        french.starts_with("l’action 0 (") && french.ends_with(&inner),
        "{french}"
    );
    assert_ne!(inner, reason.message, "the game's refusal has French words");
    assert_eq!(
        sleuth_i18n::english_in(&french),
        Vec::<String>::new(),
        "{french}"
    );
    // The English sentence is unchanged for the CLI and logs.
    assert_eq!(err.nested_explanation().say(&say_in("en")), err.to_string());
    assert!(err.to_string().ends_with(&reason.message), "{err}");
}

#[test]
fn solver_refusals_have_messages_in_every_language() {
    use sleuth_games::solvers::cluedo_refusals::{
        Contradiction, Holder, Invalid, ParseProblem, Reason, SolveError as D, Source,
        SuggestionLabel, TooLarge,
    };
    use sleuth_lady_alice::clue::Category;
    use sleuth_lady_alice::solver::{Malformed as M, SolveError as L};
    let label = SuggestionLabel {
        index: 2,
        by: "Ann".into(),
        cards: "Professor Plum, Rope, Hall".into(),
    };
    let sources = [
        Source::MyHand {
            player: "Ann".into(),
            card: "Rope".into(),
            holds: true,
        },
        Source::MyHand {
            player: "Ann".into(),
            card: "Hall".into(),
            holds: false,
        },
        Source::Passed {
            suggestion: label.clone(),
            player: "Bob".into(),
        },
        Source::Showed {
            suggestion: label.clone(),
            player: "Cat".into(),
            card: "Rope".into(),
        },
        Source::ShowedACard {
            suggestion: label.clone(),
            player: "Cat".into(),
        },
        Source::Fact {
            index: 0,
            holder: Holder::Envelope,
            card: "Rope".into(),
            has: true,
        },
        Source::Fact {
            index: 1,
            holder: Holder::Player("Bob".into()),
            card: "Rope".into(),
            has: false,
        },
        Source::FactOneOf {
            index: 3,
            player: "Bob".into(),
            cards: "Rope, Hall".into(),
        },
        Source::Described("fact 4".into()),
    ];
    let mut errors: Vec<D> = sources
        .iter()
        .map(|source| {
            D::Contradiction(Box::new(Contradiction {
                reason: Reason::NoDeal,
                first_contradicted_by: Some(source.clone()),
            }))
        })
        .collect();
    let reasons = [
        Reason::HoldsAndLacks {
            holder: Holder::Player("Bob".into()),
            card: "Rope".into(),
            first: sources[2].clone(),
            second: sources[6].clone(),
        },
        Reason::TwoHolders {
            card: "Rope".into(),
            one: Holder::Envelope,
            other: Holder::Player("Cat".into()),
            first: sources[5].clone(),
            second: sources[3].clone(),
        },
        Reason::NoHolder {
            card: "Rope".into(),
        },
        Reason::Overfull {
            player: "Bob".into(),
            forced: 7,
            hand: 6,
        },
        Reason::Underfull {
            player: "Bob".into(),
            possible: 5,
            hand: 6,
        },
        Reason::EnvelopeTwo {
            category: "weapons".into(),
        },
        Reason::EnvelopeNone {
            category: "Motives".into(),
        },
        Reason::OneOfImpossible {
            player: "Bob".into(),
            cards: "Rope, Hall".into(),
        },
    ];
    errors.extend(reasons.into_iter().map(|reason| {
        D::Contradiction(Box::new(Contradiction {
            reason,
            first_contradicted_by: None,
        }))
    }));
    errors.extend(
        [
            Invalid::NoCategories,
            Invalid::EmptyCategory {
                category: "Motives".into(),
            },
            Invalid::DuplicateCard {
                card: "Rope".into(),
            },
            Invalid::NoSuchPlayer {
                index: 7,
                players: 3,
            },
            Invalid::UnknownPlayer { name: "Zed".into() },
            Invalid::UnknownDeck {
                name: "tarot".into(),
            },
            Invalid::UnknownCard {
                name: "Banana".into(),
            },
            Invalid::HandWithoutMe,
            Invalid::ShownNotSuggested {
                suggestion: label.clone(),
                card: "Knife".into(),
            },
            Invalid::ShownWithoutShownBy {
                suggestion: label.clone(),
            },
            Invalid::OneOfForEnvelope { fact: 2 },
            Invalid::NoPlayers,
            Invalid::PlayerCalledEnvelope,
            Invalid::DuplicatePlayer { name: "Bob".into() },
            Invalid::HandSizes {
                sum: 17,
                cards: 21,
                categories: 3,
                expected: 18,
            },
            Invalid::MyHandSize {
                given: 5,
                player: "Ann".into(),
                size: 6,
            },
            Invalid::CardOutOfDeck { card: 40 },
        ]
        .into_iter()
        .map(D::Invalid),
    );
    errors.extend(
        [
            TooLarge::Categories { count: 9, max: 8 },
            TooLarge::Cards { count: 70, max: 64 },
            TooLarge::Players { count: 12, max: 10 },
            TooLarge::Hand {
                player: "Bob".into(),
                max: 24,
            },
            TooLarge::Overflow,
            TooLarge::Sampler,
        ]
        .into_iter()
        .map(D::TooLarge),
    );
    errors.push(D::Undecided { tries: 2_000_000 });
    errors.push(D::Parse(ParseProblem::Json(
        "missing field `deck` at line 1 column 2".into(),
    )));
    errors.push(D::Parse(ParseProblem::CategoryNotList {
        category: "Motives".into(),
    }));
    let mut found = Vec::new();
    let mut seen = BTreeSet::new();
    for err in &errors {
        let nested = err.nested_explanation();
        seen.extend(nested.ids().into_iter().map(str::to_owned));
        found.extend(nested_problems(&nested, &err.to_string()));
    }
    let entry = || "suspicions[2]".to_owned();
    let lady_alice = [
        L::PlayerCount(9),
        L::SeatOutOfRange {
            entry: entry(),
            seat: 5,
            players: 3,
        },
        L::UnknownClue {
            entry: entry(),
            name: "Banana".into(),
        },
        L::TwoClues {
            entry: entry(),
            category: Category::Time,
        },
        L::MissingClue {
            entry: entry(),
            category: Category::Place,
        },
        L::ClueInRemoved {
            entry: entry(),
            category: Category::Object,
        },
        L::RemovedMissing { entry: entry() },
        L::RemovedNotInPlay { entry: entry() },
        L::TooManySmiles {
            entry: entry(),
            smiles: 5,
            max: 4,
        },
        L::CoveredMismatch { entry: entry() },
        L::CounterValue {
            entry: entry(),
            value: 3,
        },
        L::TooManyOfValue {
            entry: entry(),
            seat: 1,
            value: 2,
        },
        L::TooManyCounters {
            entry: entry(),
            seat: 1,
        },
        L::AreaFull {
            entry: entry(),
            capacity: 3,
        },
        L::NoSeat,
        L::Contradiction {
            entries: vec!["suspicions[0]".into(), "history[3]".into()],
        },
    ];
    for err in &lady_alice {
        let nested = sleuth_games::solvers::lady_alice_explanation(err);
        seen.extend(nested.ids().into_iter().map(str::to_owned));
        found.extend(nested_problems(&nested, &err.to_string()));
    }
    // Each way a document's shape is wrong has its own message.
    let malformed = [
        M::NotAnObject,
        M::MissingField {
            entry: entry(),
            field: "smiles".into(),
        },
        M::PlayersNotInteger,
        M::SeatNotInteger { entry: entry() },
        M::NotAnInteger {
            entry: "counters[1]".into(),
            field: "value".into(),
        },
        M::ClueNotText { entry: entry() },
        M::CategoryNotText {
            entry: "accusations[0]".into(),
        },
        M::UnknownCategory {
            entry: "accusations[0]".into(),
            name: "weapon".into(),
        },
        M::CluesNotList { entry: entry() },
        M::NotAList {
            field: "counters".into(),
        },
        M::CoveredNotBool { entry: entry() },
    ];
    for what in malformed {
        let err = L::Malformed(what);
        let nested = sleuth_games::solvers::lady_alice_explanation(&err);
        seen.extend(nested.ids().into_iter().map(str::to_owned));
        found.extend(nested_problems(&nested, &err.to_string()));
    }
    for id in sleuth_i18n::message_variables("en").keys() {
        if id.starts_with("errors-solve-") && !seen.contains(id) {
            found.push(format!("{id} has no sample error here"));
        }
    }
    assert_none(found);
}

#[test]
fn lady_alice_refusals_have_messages_in_every_language() {
    use sleuth_lady_alice::clue::Category;
    use sleuth_lady_alice::{Clue, ConfigError as C, LadyAliceError as E, Named};
    let clue = Clue::new(Category::Place, 2);
    assert_none(problems(
        "errors-lady-alice-",
        &[
            &C::PlayerCount(9),
            &C::RulesVersion(7),
            &E::SuspicionPhase,
            &E::NotSuspicionPhase,
            &E::MissingClue {
                action: "suspicion",
                category: Category::Time,
            },
            &E::MissingClue {
                action: "accusation",
                category: Category::Object,
            },
            &E::WrongCategory {
                clue,
                expected: Category::Suspect,
                actual: Category::Place,
            },
            &E::SameAsPrevious(Named::default()),
            &E::OnlyCoveredClues,
            &E::ClueCovered(clue),
            &E::AreaFull { clue, capacity: 3 },
            &E::NoSuchCounterValue(7),
            &E::NoCounterLeft(2),
            &E::RemovedCategoryMissing,
            &E::RemovedCategoryNotInPlay,
            &E::ClueInRemovedCategory(Category::Time),
        ],
    ));
}

#[test]
fn havent_a_cluedo_refusals_have_messages_in_every_language() {
    use sleuth_havent_a_cluedo::{
        ConfigError as C, HcError as E, Spot, TurnStep as S, WrongTimeReason as R,
    };
    assert_none(problems(
        "errors-havent-a-cluedo-",
        &[
            &C::Players(9),
            &C::RoundLimit(0),
            &C::CharacterCount {
                given: 1,
                players: 3,
            },
            &C::CharacterCount {
                given: 2,
                players: 3,
            },
            &C::UnknownCharacter {
                name: "Colonel Mustard".into(),
                seat: 1,
                choices: "Miss Kingston, Reverend Burgess".into(),
            },
            &C::DuplicateCharacter {
                name: "Miss Kingston".into(),
                first: 0,
                second: 2,
            },
            &C::BurgessVariantWithoutBurgess,
            &C::CharactersUnderVersion1,
            &E::WrongTime {
                action: S::Move,
                reason: R::RollFirst,
            },
            &E::WrongTime {
                action: S::ShowACard,
                reason: R::NobodyAsksForACard,
            },
            &E::WrongTime {
                action: S::TakeSecretPassage,
                reason: R::NotInARoom,
            },
            &E::WrongTime {
                action: S::Suggest,
                reason: R::SuggestOnlyInRoom,
            },
            &E::WrongTime {
                action: S::EndYourTurn,
                reason: R::MustMove { roll: 4 },
            },
            &E::WrongTime {
                action: S::Roll,
                reason: R::AlreadyMoved,
            },
            &E::WrongTime {
                action: S::EndYourTurn,
                reason: R::MustShow,
            },
            &E::WrongTime {
                action: S::Play,
                reason: R::GameOver,
            },
            &E::WrongTime {
                action: S::Play,
                reason: R::NotYourTurn(Seat(2)),
            },
            &E::DoorsBlocked {
                room: "Great Hall".into(),
            },
            &E::BoxedIn { row: 6, col: 2 },
            &E::NotOnBoard {
                place: Spot::Square { row: 99, col: 1 },
            },
            &E::NotOnBoard {
                place: Spot::Room("Bar".into()),
            },
            &E::NotOnBoard {
                place: Spot::Unknown("Z99".into()),
            },
            &E::Unreachable {
                place: Spot::Square { row: 3, col: 4 },
                roll: 3,
            },
            &E::Unreachable {
                place: Spot::Room("Wine Cellar".into()),
                roll: 3,
            },
            &E::Unreachable {
                place: Spot::Unknown("Cellar".into()),
                roll: 2,
            },
            &E::NoPassage {
                room: "Great Hall".into(),
            },
            &E::UnknownCard {
                name: "Rope".into(),
                article: "an",
                category: "article",
            },
            &E::UnknownCard {
                name: "Rope".into(),
                article: "a",
                category: "card",
            },
            &E::CannotShow {
                card: "Pizza oven".into(),
                reason: "you do not hold it",
            },
            &E::CannotShow {
                card: "Pizza oven".into(),
                reason: "it was not named in the suggestion",
            },
        ],
    ));
}

#[test]
fn almost_innocent_refusals_have_messages_in_every_language() {
    use sleuth_almost_innocent::campaign::GroupNameError;
    use sleuth_almost_innocent::campaign_offer::CampaignRefusal as R;
    use sleuth_almost_innocent::{
        Ability, AbilityChoice as A, AiError as E, ClueType, ConfigError as C, DiscardRefusal,
        Line, NotNow, SignalRefusal, TokenShortage, Zone,
    };
    assert_none(problems(
        "errors-almost-innocent-",
        &[
            &C::Players(7),
            &C::UnknownScenario("nowhere".into(), "first, second".into()),
            &C::Abilities(A::TooMany {
                abilities: 4,
                seats: 3,
            }),
            &C::Abilities(A::NotOffered {
                ability: Ability::Valia,
                scenario: "first".into(),
            }),
            &C::Abilities(A::Twice(Ability::Din)),
            &C::Abilities(A::SharedNeedsTwo),
            &C::Abilities(A::NotShareable(Ability::Edd)),
            &C::RulesVersion(9),
            &C::Campaign(GroupNameError::NotNormal("  Tuesday".into())),
            &R::Group(GroupNameError::NotNormal("  Tuesday".into())),
            &R::Players,
            &R::Difficulty,
            &R::AllWon {
                group: "Tuesdays".into(),
                difficulty: "medium",
            },
            &R::NotNext {
                group: "Tuesdays".into(),
                next: "The Mill at Dawn".into(),
                asked: "Spiced Tea".into(),
            },
            &R::DecidedByUnlocks {
                key: "abilities",
                ours: r#"["din"]"#.into(),
            },
            &R::Language,
            &C::ContentLanguage {
                scenario: "first".into(),
                language: "de".into(),
                available: "en, fr".into(),
            },
            &E::NoSuchLine("G7".into()),
            &E::LineUsed(Line::Row(2)),
            &E::LineUsed(Line::Column('D')),
            &E::LineNotUsed(Line::Column('C')),
            &E::NotEnoughTokens(TokenShortage::Pool { need: 2, left: 1 }),
            &E::NotEnoughTokens(TokenShortage::NoQuantityLeft),
            &E::NotEnoughTokens(TokenShortage::NoTypeLeft),
            &E::TypeNotInPlay(ClueType::Victim),
            &E::TypeNotInPlay(ClueType::Evidence),
            &E::AbilityUnavailable(Ability::Okra),
            &E::BadSignal(SignalRefusal::Detective),
            &E::BadSignal(SignalRefusal::AlreadySignalled),
            &E::BadSignal(SignalRefusal::MediumReadyOnly),
            &E::BadSignal(SignalRefusal::EasyTypesOnly),
            &E::BadSignal(SignalRefusal::TypesInOrder),
            &E::AlreadyProposed,
            &E::NoSuchTarget(Seat(5)),
            &E::UnknownClue("Butler".into()),
            &E::WrongType {
                clue: "Butler".into(),
                kind: ClueType::Culprit,
            },
            &E::AlreadyRuledOut("Butler".into()),
            &E::BadZone("F6".into()),
            &E::NotAQueenPosition,
            &E::QueenMustMove,
            &E::FalseMark {
                zone: Zone {
                    row: 2,
                    column: 'B',
                },
                white: true,
            },
            &E::FalseMark {
                zone: Zone {
                    row: 3,
                    column: 'C',
                },
                white: false,
            },
            &E::BadDraw { cards: 3 },
            &E::BadDraw { cards: 1 },
            &E::BadDiscard(DiscardRefusal::NoLimits),
            &E::BadDiscard(DiscardRefusal::NameExtraFace),
            &E::BadDiscard(DiscardRefusal::NoExtraDue),
            &E::NotNow(NotNow::QuestionTurn),
            &E::NotNow(NotNow::DinDraw),
            &E::NotNow(NotNow::DinReveal),
            &E::NotNow(NotNow::TeorMark),
            &E::NotNow(NotNow::QueenChoice),
            &E::NotNow(NotNow::Proposal),
            &E::NotNow(NotNow::Resolution),
            &E::NotNow(NotNow::Over),
            &E::NotNow(NotNow::OutOfTurn(Seat(1))),
            &E::NotNow(NotNow::Guessing(Seat(3))),
            &E::NotNow(NotNow::EddAsks),
            &E::NotNow(NotNow::TeorMustMark),
            &E::NotNow(NotNow::NotDrawn("Butler".into())),
            &E::NotNow(NotNow::NoResolution),
        ],
    ));
    // A campaign group name is refused as every text people type.
    let texts = [
        C::Campaign(GroupNameError::Empty),
        C::Campaign(GroupNameError::TooLong(41)),
        C::Campaign(GroupNameError::Invisible),
        C::Campaign(GroupNameError::Forbidden {
            code: 0x202E,
            position: 3,
            what: "bidirectional controls",
        }),
    ];
    let samples: Vec<&dyn Sample> = texts.iter().map(|e| e as &dyn Sample).collect();
    assert_none(
        problems("errors-text-", &samples)
            .into_iter()
            .filter(|p| !p.contains("no sample"))
            .collect(),
    );
}

#[test]
fn watson_holmes_refusals_have_messages_in_every_language() {
    use sleuth_watson_holmes::{
        Character, ConfigError as C, Error as E, PhaseName, PoliceRefusal as P, Timing as T,
        TobyRefusal,
    };
    assert_none(problems(
        "errors-watson-holmes-",
        &[
            &C::Players(8),
            &C::UnknownCase("nowhere".into(), "a, b".into()),
            &C::RulesVersion(9),
            &C::CustomCase("question 1: no options".into()),
            &C::ContentLanguage {
                case: "a".into(),
                language: "de".into(),
                available: "en".into(),
            },
            &E::WrongPhase {
                phase: PhaseName::Visiting,
            },
            &E::WrongPhase {
                phase: PhaseName::Watson,
            },
            &E::WrongPhase {
                phase: PhaseName::Reading,
            },
            &E::WrongPhase {
                phase: PhaseName::ReadingDone,
            },
            &E::WrongPhase {
                phase: PhaseName::Answering,
            },
            &E::WrongPhase {
                phase: PhaseName::Over,
            },
            &E::NotYourVisit,
            &E::NoSuchLocation(40),
            &E::NotEnoughCarriages { have: 1, need: 3 },
            &E::BidTooLow {
                location: 12,
                need: 2,
            },
            &E::Policed(5),
            &E::NeedsLockpick(5),
            &E::NoCallOff,
            &E::NoPoliceToCallOff(5),
            &E::WatsonTaken,
            &E::NoWatson,
            &E::CarriageStopClosed,
            &E::AlreadyWatson,
            &E::CharacterUsed,
            &E::CharacterTiming(T::CarriageStopLastRound),
            &E::CharacterTiming(T::VisitLastRound),
            &E::CharacterTiming(T::WatsonNotYours),
            &E::CharacterTiming(T::NotYourTurnToAnswer),
            &E::CharacterTiming(T::RevealOnYourTurn(Character::IreneAdler)),
            &E::CharacterTiming(T::RevealOnYourTurn(Character::InspectorLestrade)),
            &E::CharacterTiming(T::RevealBeforeAnswering(Character::MaryMorstan)),
            &E::CharacterTiming(T::WigginsNamesNoCopy),
            &E::CharacterTiming(T::WigginsCopiesRevealed),
            &E::CharacterTiming(T::OnlyWigginsCopies(Character::MycroftHolmes)),
            &E::CharacterTiming(T::OnlyMycroftChooses(Character::InspectorLestrade)),
            &E::CharacterTiming(T::OnlyLestradeMoves(Character::Toby)),
            &E::CharacterTiming(T::MycroftInInvestigation),
            &E::CharacterTiming(T::MycroftChoosesNobody),
            &E::CharacterTiming(T::TobyAfterVisiting),
            &E::CharacterTiming(T::TobyNeedsLocation),
            &E::CharacterTiming(T::LestradeNamesNoCards),
            &E::CharacterTiming(T::ShinwellHasLockpick),
            &E::CharacterTiming(T::ShinwellNoLockpickLeft),
            &E::NothingToRead(2),
            &E::NeverAloud,
            &E::NoSuchSeat(6),
            &E::CannotPolice(P::NoLocationRead),
            &E::CannotPolice(P::NoPoliceToken),
            &E::CannotPolice(P::NotWatchable),
            &E::CannotPolice(P::AlreadyWatched),
            &E::CannotPolice(P::PawnOnIt),
            &E::Toby(7, TobyRefusal::NotWaitingThere),
            &E::Toby(7, TobyRefusal::NoCarriages),
            &E::Toby(7, TobyRefusal::NoRevealedToby),
            &E::Toby(7, TobyRefusal::StaysInZone),
            &E::AnswerCount {
                expected: 3,
                given: 2,
            },
            &E::AnswerText,
            &E::BlankAnswers,
            &E::NotFailed(1),
            &E::CheckUsed,
            &E::NoSuchQuestion(4),
            &E::NotebookText,
            &E::NotebookLocked,
            &E::Eliminated,
        ],
    ));
}

#[test]
fn lateral_puzzles_refusals_have_messages_in_every_language() {
    use sleuth_lateral_puzzles::{
        CardKind, ConfigError as C, Error as E, FrozenReason as F, PauseReason, PuzzleProblem,
    };
    let pause = |away: &[u8], puzzlers_present| PauseReason {
        away: away.iter().map(|s| Seat(*s)).collect(),
        puzzlers_present,
    };
    let problem = PuzzleProblem {
        place: "part 2".into(),
        message: "it is empty".into(),
    };
    assert_none(problems(
        "errors-lateral-puzzles-",
        &[
            &C::Players(2),
            &C::LateralMaster(5, 4),
            &C::UnknownPuzzle("nowhere".into(), "a, b".into()),
            &C::Puzzle(vec![problem]),
            &C::ContentLanguage {
                puzzle: "a".into(),
                language: "de".into(),
                available: "en".into(),
            },
            &E::NotLateralMaster,
            &E::NotPuzzler,
            &E::Frozen(F::Spoiler {
                seat: Seat(1),
                spoiler: 2,
            }),
            &E::Frozen(F::Cooperation { seat: Seat(3) }),
            &E::Frozen(F::Spy {
                target: Seat(2),
                question: 4,
            }),
            &E::Frozen(F::OverNinety),
            &E::Paused(pause(&[2], true)),
            &E::Paused(pause(&[1, 3, 4], true)),
            &E::Paused(pause(&[2], false)),
            &E::Paused(pause(&[1, 2], false)),
            &E::NotYourTurn(Seat(2)),
            &E::AlreadyActed("asked your question"),
            &E::CardTurn,
            &E::NothingDone,
            &E::QuestionPending,
            &E::FirstRound,
            &E::OneCardLimit,
            &E::NoCard(CardKind::MataHari),
            &E::NoCard(CardKind::TipOff),
            &E::NoCard(CardKind::DonCorleone),
            &E::NeedTwoMataHari,
            &E::QuestionOpen(3),
            &E::QuestionText,
            &E::SpoilerText,
            &E::NoSuchQuestion(9),
            &E::NoSuchSpoiler(2),
            &E::NoSuchPuzzler(4),
            &E::NoSuchPart(5),
            &E::PartsOrder,
            &E::AlreadySpoiled(Seat(1), 2),
            &E::NothingToAnswer,
            &E::NotTheOpenQuestion { open: 3, given: 2 },
            &E::AlreadyAnswered(3),
            &E::AlreadyRefused(3),
            &E::AlreadyJudged(1),
            &E::AlreadyLeft,
            &E::AlreadyPresent,
            &E::AlreadyGoneOn(Seat(3)),
            &E::FlagUnruled(4),
            &E::NotFlagged(4),
            &E::NotRephrase,
            &E::AskerAway(Seat(2)),
            &E::NoRephrase,
            &E::NotYourTipOff,
            &E::AlreadyPadlocked(5),
            &E::Refused(5),
            &E::PublicAnswer(5),
            &E::Unanswered(5),
            &E::OwnAnswer(5),
            &E::AlreadyKnown(5),
            &E::Protected(5),
            &E::PadlockedSwap(5),
            &E::NotYourAnswer(5),
            &E::NoSuchPosition(9),
            &E::SamePosition(2),
            &E::ConversionLimit,
            &E::NoSherlockLeft,
            &E::NothingToResolve,
            &E::ExtraRounds,
            &E::TooEarly,
            &E::Away,
            &E::NotAway(Seat(1)),
            &E::NobodyLeft(Seat(1)),
        ],
    ));
}

#[test]
fn refused_texts_have_messages_in_every_language() {
    use sleuth_core::text::{TextError, TextProblem};
    let text = |noun, problem| TextError {
        noun,
        max: 40,
        problem,
    };
    let forbidden = |what| TextProblem::Forbidden {
        character: '\u{7}',
        position: 3,
        what,
    };
    assert_none(problems(
        "errors-text-",
        &[
            &text("a display name", TextProblem::Empty),
            &text("a chat message", TextProblem::TooLong { chars: 501 }),
            &text("a campaign group name", TextProblem::Invisible),
            &text("a text", forbidden("control characters")),
            &text("a display name", forbidden("bidirectional controls")),
            &text("a chat message", forbidden("line or paragraph separators")),
            &text("a name", forbidden("invisible format characters")),
        ],
    ));
    // The server's checks are the ones sampled.
    for raw in ["", "a\u{7}b", "\u{200D}"] {
        let err = sleuth_core::text::checked_text(raw, "a display name", 40).unwrap_err();
        assert_none(
            problems("errors-text-", &[&err])
                .into_iter()
                .filter(|p| !p.contains("no sample"))
                .collect(),
        );
    }
}

#[test]
fn every_server_refusal_message_exists_in_every_language() {
    let english = sleuth_i18n::message_variables("en");
    let french = sleuth_i18n::message_variables("fr");
    let server: Vec<&String> = english
        .keys()
        .filter(|id| id.starts_with("errors-server-"))
        .collect();
    assert!(server.len() >= 10, "{server:?}");
    for id in server {
        assert_eq!(french.get(id), english.get(id), "{id}");
    }
}
