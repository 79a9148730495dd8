//! Every refusal a person can read is a catalogue message: for a sample of every
//! variant of every rules, config, engine and replay error, its message id is in
//! the English and the French catalogue, the message uses exactly the arguments
//! the error gives, and the English catalogue says what the error's `Display`
//! says (so the two cannot drift). Every catalogue id of a group is sampled here,
//! so a message without a sample (a new variant) fails too.

use std::collections::BTreeSet;
use std::fmt::Display;

use sleuth_core::{Explain, MessageArg, PlayError, ReplayError, Seat, SeatSet};
use sleuth_i18n::FluentValue;

/// An error as the test handles it: its message and its English sentence.
trait Sample: Explain + Display {}
impl<T: Explain + Display> Sample for T {}

fn format(code: &str, id: &str, args: &[(&'static str, MessageArg)]) -> String {
    let args: Vec<(&str, FluentValue<'_>)> = args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                MessageArg::Number(n) => FluentValue::from(*n),
                MessageArg::Text(text) => FluentValue::from(text.as_str()),
            };
            (*name, value)
        })
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
    let mut problems = Vec::new();
    let names: BTreeSet<String> = explanation.args.keys().cloned().collect();
    for code in ["en", "fr"] {
        if sleuth_i18n::message_variables(code).get(&explanation.id) != Some(&names) {
            problems.push(format!("{code}: {} does not use {names:?}", explanation.id));
        }
    }
    let args: Vec<(&'static str, MessageArg)> = explanation
        .args
        .iter()
        .map(|(name, value)| (&*name.clone().leak(), value.clone()))
        .collect();
    let english = format("en", &explanation.id, &args);
    if english != message {
        problems.push(format!(
            "{}: {english:?} is not {message:?}",
            explanation.id
        ));
    }
    problems
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
    let replay = [
        ReplayError::UnknownGame("chess".into(), "lady-alice, watson-holmes".into()),
        ReplayError::RulesVersion {
            game: "lady-alice".into(),
            record: 7,
            ours: 2,
        },
        ReplayError::Setup("Lady Alice is played by 3 to 5 players, not 9".into()),
        ReplayError::Format(4, "mt19937".into()),
        ReplayError::IllegalAction {
            index: 3,
            seat: 1,
            action: "{\"type\":\"pass\"}".into(),
            reason: "the game is over".into(),
        },
    ];
    let samples: Vec<&dyn Sample> = replay.iter().map(|e| e as &dyn Sample).collect();
    found.extend(problems("errors-replay-", &samples));
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
