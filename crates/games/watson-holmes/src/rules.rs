//! The Watson & Holmes state and its rules (the rulebook, rulings WH-1..WH-8): setup,
//! the Visiting Phase (pawns, bids, police, the Watson card, the Carriage Stop,
//! 221B), the Investigation Phase (Watson's reading aloud, everyone's reading,
//! lockpicks, symbol gains, police placement), 221B (answering order, judging,
//! Holmes's voice) and the characters.

use std::sync::Arc;

use sleuth_core::game::{Game, GameInfo, Outcome, VariantInfo};
use sleuth_core::{Event as Envelope, Seat, SeatSet, SleuthRng, Viewer, derive_seed};

use crate::case::{Case, LocationNumber};
use crate::types::*;

/// Version 2: the 221B order is kept sorted while players wait (a Consultation
/// can move a seat back), Martha Hudson and Mary Morstan are revealed on their
/// owner's turn, all-blank answers are refused, an eliminated player's Toby leaves
/// the table, and an outbid player gets a zone fare back with their zone token.
/// Version 1 matches replay under version 1 (`WatsonHolmes::rules_version`).
pub const RULES_VERSION: u32 = 2;
/// WH-2: 52 ones and 5 fives.
pub const CARRIAGE_STOCK: u32 = 57 + 4 * 5;
pub const POLICE_STOCK: u8 = 6;
pub const CALL_OFF_STOCK: u8 = 6;
pub const LOCKPICK_STOCK: u8 = 2;
const WATSON_COST: u32 = 4;
const HOLMES_COST: u32 = 3;
const DISCARD_GAIN: u32 = 3;

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Player {
    pub carriages: u32,
    pub police: bool,
    pub call_off: bool,
    pub lockpick: bool,
    pub zone: Option<String>,
    pub character: Option<Character>,
    pub character_state: CharacterState,
    pub placement: Option<Placement>,
    pub eliminated: bool,
    pub right_answers: Option<u8>,
    pub answers: Option<Vec<String>>,
    pub won: bool,
    pub notebook: String,
    /// Every card this player has read or heard, in order.
    pub read: Vec<LocationNumber>,
    /// Cards this player's pawn read (public).
    pub visited: Vec<LocationNumber>,
    /// The cards this player read or heard this round (cleared when a round
    /// starts); the view shows their texts only while the rules allow (WH-5).
    pub reading: Vec<LocationNumber>,
    pub done_reading: bool,
    pub answer_check_used: bool,
    pub consultations: Vec<Consultation>,
    /// Where this player's Toby rests, if revealed and placed.
    pub toby: Option<LocationNumber>,
    /// Mycroft's look is spent (once per game).
    pub mycroft_used: bool,
    /// The zone fare paid for the current placement and the zone the token marked
    /// before it: given back if the player is outbid (rules version 2).
    pub visit_fare: u32,
    pub zone_before_visit: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    Visiting,
    Watson,
    Reading,
    /// Seats at 221B answer in groups by carriages held (WH-4).
    Answering {
        groups: Vec<Vec<Seat>>,
    },
    Over,
}

impl Phase {
    pub fn name(&self) -> &'static str {
        match self {
            Phase::Visiting => "visiting",
            Phase::Watson => "watson",
            Phase::Reading => "reading",
            Phase::Answering { .. } => "answering",
            Phase::Over => "over",
        }
    }

    /// The phase as a refusal names it.
    pub fn kind(&self) -> PhaseName {
        match self {
            Phase::Visiting => PhaseName::Visiting,
            Phase::Watson => PhaseName::Watson,
            Phase::Reading => PhaseName::Reading,
            Phase::Answering { .. } => PhaseName::Answering,
            Phase::Over => PhaseName::Over,
        }
    }
}

/// A match of Watson & Holmes.
#[derive(Clone, Debug, PartialEq)]
pub struct WatsonHolmes {
    pub(crate) config: Config,
    /// The rules this match is played under (`RULES_VERSION` or an earlier one kept
    /// for old records; see `Game::supported_rules_versions`).
    pub(crate) rules_version: u32,
    pub(crate) case: Arc<Case>,
    pub(crate) players: Vec<Player>,
    pub(crate) police_on: Vec<LocationNumber>,
    pub(crate) stock_carriages: u32,
    pub(crate) stock_police: u8,
    pub(crate) stock_call_off: u8,
    pub(crate) stock_lockpicks: u8,
    pub(crate) diary: Seat,
    pub(crate) turn: Option<Seat>,
    pub(crate) last_placed: Option<Seat>,
    pub(crate) round: u32,
    pub(crate) phase: Phase,
    pub(crate) watson: Option<Seat>,
    pub(crate) aloud: Option<(Seat, LocationNumber)>,
    /// Irene Adler (or a Wiggins copy) was revealed this round (WH-3).
    pub(crate) irene_round: bool,
    pub(crate) lone_rounds_left: Option<u32>,
    /// The character a revealed Wiggins copies, per seat.
    pub(crate) wiggins_copies: Vec<Option<Character>>,
    /// The round in which each seat revealed its character (0: not revealed).
    pub(crate) revealed_round: Vec<u32>,
}

impl WatsonHolmes {
    pub fn case(&self) -> &Case {
        &self.case
    }

    pub(crate) fn seat(&self, seat: u8) -> Result<Seat, Error> {
        if usize::from(seat) < self.players.len() {
            Ok(Seat(seat))
        } else {
            Err(Error::NoSuchSeat(seat))
        }
    }

    fn active(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players.len())
            .filter(|&i| !self.players[i].eliminated)
            .map(|i| Seat(i as u8))
    }

    fn p(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    fn pm(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    /// Carriages a player counts at 221B: those held, and a revealed Toby's 2 (the
    /// rulebook adds his value there) (WH-4).
    fn standing_at_baker(&self, seat: Seat) -> u32 {
        let p = self.p(seat);
        let toby =
            p.character == Some(Character::Toby) && p.character_state == CharacterState::Revealed;
        p.carriages + if toby { 2 } else { 0 }
    }

    /// The seats at 221B this round in the order they answer (WH-4), as groups that
    /// answer at once. During the answering, the seats not yet judged.
    pub(crate) fn answering_order(&self) -> Vec<Vec<Seat>> {
        match &self.phase {
            Phase::Answering { groups } => groups.clone(),
            Phase::Over => Vec::new(),
            Phase::Visiting | Phase::Watson | Phase::Reading => {
                self.answering_groups(self.at_baker_street())
            }
        }
    }

    /// The order at 221B if `seat` went there now, itself included; `None` when it
    /// cannot go this round (out of the case, placed elsewhere, or the answering
    /// has begun).
    pub(crate) fn answering_order_if_going(&self, seat: Seat) -> Option<Vec<Vec<Seat>>> {
        let p = self.p(seat);
        if p.eliminated || !matches!(self.phase, Phase::Visiting | Phase::Watson | Phase::Reading) {
            return None;
        }
        match p.placement {
            Some(Placement::BakerStreet) => Some(self.answering_order()),
            None if self.phase == Phase::Visiting => {
                let mut seats = self.at_baker_street();
                seats.push(seat);
                seats.sort();
                Some(self.answering_groups(seats))
            }
            _ => None,
        }
    }

    fn at_baker_street(&self) -> Vec<Seat> {
        self.active()
            .filter(|&s| matches!(self.p(s).placement, Some(Placement::BakerStreet)))
            .collect()
    }

    /// The next seat, clockwise from `from` (exclusive), still to place a pawn.
    fn next_to_place(&self, from: Seat) -> Option<Seat> {
        let n = self.players.len();
        (1..=n)
            .map(|k| Seat(((from.index() + k) % n) as u8))
            .find(|&s| !self.p(s).eliminated && self.p(s).placement.is_none())
    }

    fn visitor_of(&self, number: LocationNumber) -> Option<(Seat, u32, bool)> {
        self.players
            .iter()
            .enumerate()
            .find_map(|(i, p)| match p.placement {
                Some(Placement::Location {
                    number: n,
                    bid,
                    toby,
                }) if n == number => Some((Seat(i as u8), bid, toby)),
                _ => None,
            })
    }

    fn take_carriages(&mut self, want: u32) -> u32 {
        let got = want.min(self.stock_carriages);
        self.stock_carriages -= got;
        got
    }

    fn card_name(&self, number: LocationNumber) -> String {
        let l = self.case.location(number).expect("a location of the case");
        l.name.clone()
    }

    fn start_round(&mut self, events: &mut Vec<Envelope<Event>>) {
        self.round += 1;
        self.phase = Phase::Visiting;
        self.watson = None;
        self.aloud = None;
        self.irene_round = false;
        self.last_placed = None;
        for p in &mut self.players {
            p.placement = None;
            p.reading.clear();
            p.done_reading = false;
        }
        let diary = if self.p(self.diary).eliminated {
            self.next_to_place(self.diary).unwrap_or(self.diary)
        } else {
            self.diary
        };
        self.diary = diary;
        self.turn = Some(diary);
        events.push(Envelope::to_all(Event::RoundStarted {
            round: self.round,
            diary,
        }));
    }

    /// After a placement: the next seat, or the end of the Visiting Phase.
    fn after_placement(&mut self, seat: Seat, events: &mut Vec<Envelope<Event>>) {
        self.last_placed = Some(seat);
        match self.next_to_place(seat) {
            Some(next) => self.turn = Some(next),
            None => {
                self.turn = None;
                self.diary = seat;
                events.push(Envelope::to_all(Event::DiaryPassed { seat }));
                if self.watson.is_some() && self.watson_targets().next().is_some() {
                    self.phase = Phase::Watson;
                } else {
                    self.begin_reading(events);
                }
            }
        }
    }

    /// Seats whose card the Watson holder may have read aloud.
    fn watson_targets(&self) -> impl Iterator<Item = Seat> + '_ {
        let holder = self.watson;
        self.active().filter(move |&s| {
            Some(s) != holder
                && matches!(self.p(s).placement, Some(Placement::Location { number, .. })
                    if !self.case.location(number).is_some_and(|l| l.symbols.never_aloud))
        })
    }

    fn begin_reading(&mut self, events: &mut Vec<Envelope<Event>>) {
        self.phase = Phase::Reading;
        if let Some((by, number)) = self.aloud {
            let name = self.card_name(number);
            let target = self.visitor_of(number).map_or(by, |(s, _, _)| s);
            events.push(Envelope::to_all(Event::ReadAloud {
                by,
                target,
                number,
                name,
            }));
            for s in self.active().collect::<Vec<_>>() {
                let p = self.pm(s);
                p.reading.push(number);
                if !p.read.contains(&number) {
                    p.read.push(number);
                }
            }
        }
        for seat in self.active().collect::<Vec<_>>() {
            let Some(Placement::Location { number, bid, .. }) = self.p(seat).placement.clone()
            else {
                continue;
            };
            // The carriages on the card go to the stock.
            self.stock_carriages += bid;
            let location = self
                .case
                .location(number)
                .expect("placed on a case location")
                .clone();
            if self.police_on.contains(&number) || location.symbols.needs_lockpick {
                // Checked when placing: the reader holds a lockpick, spent now.
                self.pm(seat).lockpick = false;
                self.stock_lockpicks += 1;
                events.push(Envelope::to_all(Event::LockpickSpent {
                    seat,
                    location: number,
                }));
            }
            let p = self.pm(seat);
            p.visited.push(number);
            if !p.reading.contains(&number) {
                p.reading.push(number);
            }
            if !p.read.contains(&number) {
                p.read.push(number);
            }
            events.push(Envelope::to_seat(
                seat,
                Event::Read {
                    seat,
                    number,
                    name: self.card_name(number),
                },
            ));
            let s = &location.symbols;
            if s.gives_police && !self.p(seat).police && self.stock_police > 0 {
                self.stock_police -= 1;
                self.pm(seat).police = true;
                events.push(Envelope::to_all(Event::Gained {
                    seat,
                    what: "a police token".into(),
                }));
            }
            if s.gives_call_off && !self.p(seat).call_off && self.stock_call_off > 0 {
                self.stock_call_off -= 1;
                self.pm(seat).call_off = true;
                events.push(Envelope::to_all(Event::Gained {
                    seat,
                    what: "a call-off token".into(),
                }));
            }
            if s.gives_lockpick && !self.p(seat).lockpick && self.stock_lockpicks > 0 {
                self.stock_lockpicks -= 1;
                self.pm(seat).lockpick = true;
                events.push(Envelope::to_all(Event::Gained {
                    seat,
                    what: "a lockpick".into(),
                }));
            }
            if s.gives_carriages > 0 {
                let got = self.take_carriages(u32::from(s.gives_carriages));
                self.pm(seat).carriages += got;
                events.push(Envelope::to_all(Event::Gained {
                    seat,
                    what: format!("{got} carriages"),
                }));
            }
        }
    }

    fn end_reading(&mut self, events: &mut Vec<Envelope<Event>>) {
        // The Carriage Stop pays at the end of the phase.
        let gain = u32::from(self.case.rules.carriage_stop_gain.unwrap_or(3));
        for seat in self.active().collect::<Vec<_>>() {
            if matches!(self.p(seat).placement, Some(Placement::CarriageStop)) {
                let got = self.take_carriages(gain);
                self.pm(seat).carriages += got;
                events.push(Envelope::to_all(Event::Gained {
                    seat,
                    what: format!("{got} carriages"),
                }));
            }
        }
        let at_baker = self.at_baker_street();
        if at_baker.is_empty() {
            self.next_round(events);
        } else {
            self.phase = Phase::Answering {
                groups: self.answering_groups(at_baker),
            };
        }
    }

    /// WH-4: by carriages held, most first; ties answer at once; a revealed Martha
    /// Hudson (or Wiggins copying her) first of all.
    fn answering_groups(&self, seats: Vec<Seat>) -> Vec<Vec<Seat>> {
        let mut keyed: Vec<(bool, u32, Seat)> = seats
            .into_iter()
            .map(|s| (self.martha(s), self.standing_at_baker(s), s))
            .collect();
        keyed.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
        let mut groups: Vec<Vec<Seat>> = Vec::new();
        let mut last: Option<(bool, u32)> = None;
        for (m, c, s) in keyed {
            let key = if m { (true, 0) } else { (false, c) };
            if last == Some(key) {
                groups.last_mut().expect("a group").push(s);
            } else {
                groups.push(vec![s]);
                last = Some(key);
            }
        }
        groups
    }

    /// Rules version 2: while seats wait at 221B, paying Holmes can change their
    /// carriages, and with them the order ("could well change", rulebook): sort the
    /// seats not yet judged again, tell the table if the order moved, and judge the
    /// first group if all of it has answered.
    fn resort_answering(&mut self, events: &mut Vec<Envelope<Event>>) {
        if self.rules_version < 2 {
            return;
        }
        let Phase::Answering { groups } = &self.phase else {
            return;
        };
        let mut seats: Vec<Seat> = groups.concat();
        seats.sort();
        let order = self.answering_groups(seats);
        if order != *groups {
            self.phase = Phase::Answering {
                groups: order.clone(),
            };
            events.push(Envelope::to_all(Event::AnsweringOrderChanged { order }));
        }
        self.judge_group(events);
    }

    fn martha(&self, seat: Seat) -> bool {
        self.acts_as(seat, Character::MarthaHudson)
    }

    /// Whether `seat`'s revealed character is (or, as Wiggins, copies) `character`.
    pub(crate) fn acts_as(&self, seat: Seat, character: Character) -> bool {
        let p = self.p(seat);
        p.character_state == CharacterState::Revealed
            && (p.character == Some(character) || self.wiggins_copy(seat) == Some(character))
    }

    fn wiggins_copy(&self, seat: Seat) -> Option<Character> {
        self.wiggins_copies[seat.index()]
    }

    fn next_round(&mut self, events: &mut Vec<Envelope<Event>>) {
        let active: Vec<Seat> = self.active().collect();
        match active.as_slice() {
            [] => return self.finish(Vec::new(), events),
            [lone] => {
                let lone = *lone;
                let left = match self.lone_rounds_left {
                    None => {
                        let rounds = self.p(lone).carriages.min(4);
                        events.push(Envelope::to_all(Event::LoneSurvivor { seat: lone, rounds }));
                        rounds
                    }
                    Some(n) => n.saturating_sub(1),
                };
                self.lone_rounds_left = Some(left);
            }
            _ => {}
        }
        self.start_round(events);
    }

    fn finish(&mut self, winners: Vec<Seat>, events: &mut Vec<Envelope<Event>>) {
        for &w in &winners {
            self.pm(w).won = true;
        }
        self.phase = Phase::Over;
        self.turn = None;
        let characters = self.players.iter().map(|p| p.character).collect();
        events.push(Envelope::to_all(Event::GameOver {
            winners,
            characters,
        }));
    }

    /// Whether `seat`'s notebook is locked (WH-3: Irene Adler's round, except at 221B).
    pub(crate) fn notebook_locked(&self, seat: Seat) -> bool {
        self.irene_round
            && !matches!(self.p(seat).placement, Some(Placement::BakerStreet))
            && !self.irene_holder(seat)
    }

    fn irene_holder(&self, seat: Seat) -> bool {
        let p = self.p(seat);
        p.character_state == CharacterState::Revealed
            && self.revealed_round[seat.index()] == self.round
            && (p.character == Some(Character::IreneAdler)
                || self.wiggins_copies[seat.index()] == Some(Character::IreneAdler))
    }
}

/// Checks a free-text answer (WH-7): at most `ANSWER_CHARS`, no control characters.
fn answer_ok(text: &str) -> bool {
    text.chars().count() <= ANSWER_CHARS && !text.chars().any(char::is_control)
}

impl Game for WatsonHolmes {
    type Config = Config;
    type Action = Action;
    type View = View;
    type Event = Event;
    type ConfigError = ConfigError;
    type Error = Error;

    fn info() -> GameInfo {
        let cases = crate::library::shipped();
        GameInfo {
            id: "watson-holmes",
            name: "Watson & Holmes",
            rules_version: RULES_VERSION,
            min_players: 2,
            max_players: 7,
            cooperative: false,
            variants: vec![
                VariantInfo::new("case", "Case")
                    .with_labeled_choices(cases.iter().map(|c| (c.id.clone(), c.title.clone()))),
                VariantInfo::new(
                    "open_casebook",
                    "Open casebook: every text you have read stays readable",
                ),
            ],
            summary: "Race to solve a Victorian case: visit locations, outbid rivals with carriages, \
                      read the clues in secret, and answer every question at 221B Baker Street first.",
            action_bound: 100_000,
            seat_choice: None,
        }
    }

    fn config_for_players(players: u8) -> Config {
        Config {
            players,
            case: crate::library::default_case_id().to_owned(),
            open_casebook: false,
            custom: None,
            language: crate::types::default_language(),
        }
    }

    fn new(config: &Config, seed: u64) -> Result<Self, ConfigError> {
        Self::new_under_rules(config, seed, RULES_VERSION)
    }

    /// Version 1 matches replay under version 1 (see `RULES_VERSION`).
    fn supported_rules_versions() -> Vec<u32> {
        vec![1, RULES_VERSION]
    }

    fn new_under_rules(
        config: &Config,
        seed: u64,
        rules_version: u32,
    ) -> Result<Self, ConfigError> {
        if !Self::supports_rules_version(rules_version) {
            return Err(ConfigError::RulesVersion(rules_version));
        }
        if !(2..=7).contains(&config.players) {
            return Err(ConfigError::Players(config.players));
        }
        let case: &Case = match &config.custom {
            Some(custom) => {
                let problems = custom.problems();
                if !problems.is_empty() {
                    let sentences: Vec<String> = problems.iter().map(ToString::to_string).collect();
                    return Err(ConfigError::CustomCase(sentences.join("; ")));
                }
                custom
            }
            None => crate::library::case(&config.case)
                .ok_or_else(|| {
                    ConfigError::UnknownCase(
                        config.case.clone(),
                        crate::library::shipped()
                            .iter()
                            .map(|c| c.id.as_str())
                            .collect::<Vec<_>>()
                            .join(", "),
                    )
                })
                // The same case in the match's content language: the same cards,
                // facts and answers, only its words in that language.
                .and_then(|case| {
                    crate::library::case_in(&case.id, &config.language).ok_or_else(|| {
                        ConfigError::ContentLanguage {
                            case: case.id.clone(),
                            language: config.language.clone(),
                            available: crate::library::languages_of(&case.id).join(", "),
                        }
                    })
                })?,
        };
        let n = usize::from(config.players);
        // WH-8: the first Diary holder from the seed (its own stream, public).
        let mut public = SleuthRng::from_seed(derive_seed(seed, 1));
        let diary = Seat(public.index(n) as u8);
        // Characters, face down, from a shuffled deck (Wiggins out under 4).
        let mut deck: Vec<Character> = Character::ALL
            .into_iter()
            .filter(|&c| c != Character::Wiggins || n >= 4)
            .collect();
        SleuthRng::from_seed(derive_seed(seed, 2)).shuffle(&mut deck);
        let rules = &case.rules;
        let start = u32::from(rules.starting_carriages.unwrap_or(10));
        let mut stock_police = POLICE_STOCK;
        let mut stock_call_off = CALL_OFF_STOCK;
        let mut stock_lockpicks = LOCKPICK_STOCK;
        let mut players = Vec::with_capacity(n);
        for i in 0..n {
            // Clockwise from the Diary holder: the first five get police, the
            // sixth and seventh a call-off.
            let order = (i + n - diary.index()) % n;
            let police = order < 5 && !rules.no_starting_police && stock_police > 0;
            let call_off = order >= 5 && stock_call_off > 0;
            stock_police -= u8::from(police);
            stock_call_off -= u8::from(call_off);
            players.push(Player {
                carriages: start,
                police,
                call_off,
                lockpick: false,
                zone: None,
                character: deck.get(i).copied(),
                character_state: CharacterState::Hidden,
                placement: None,
                eliminated: false,
                right_answers: None,
                answers: None,
                won: false,
                notebook: String::new(),
                read: Vec::new(),
                visited: Vec::new(),
                reading: Vec::new(),
                done_reading: false,
                answer_check_used: false,
                consultations: Vec::new(),
                toby: None,
                mycroft_used: false,
                visit_fare: 0,
                zone_before_visit: None,
            });
        }
        if rules.starting_lockpick {
            for i in 0..n {
                let order = (diary.index() + i) % n;
                if stock_lockpicks > 0 {
                    stock_lockpicks -= 1;
                    players[order].lockpick = true;
                }
            }
        }
        let mut game = WatsonHolmes {
            config: config.clone(),
            rules_version,
            case: Arc::new(case.clone()),
            stock_carriages: CARRIAGE_STOCK.saturating_sub(start * n as u32),
            players,
            police_on: Vec::new(),
            stock_police,
            stock_call_off,
            stock_lockpicks,
            diary,
            turn: None,
            last_placed: None,
            round: 0,
            phase: Phase::Visiting,
            watson: None,
            aloud: None,
            irene_round: false,
            lone_rounds_left: None,
            wiggins_copies: vec![None; n],
            revealed_round: vec![0; n],
        };
        let mut events = Vec::new();
        game.start_round(&mut events);
        Ok(game)
    }

    fn players(&self) -> usize {
        self.players.len()
    }

    /// Every seat still in the case may act at any moment (a notebook, Holmes's
    /// voice); a seat whose pencil Irene Adler took only if it has something else
    /// to do.
    fn to_move(&self) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        if self.phase == Phase::Over {
            return set;
        }
        for seat in self.active() {
            if !self.notebook_locked(seat) || !self.legal_actions(seat).is_empty() {
                set.insert(seat);
            }
        }
        set
    }

    fn waiting_for(&self) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        match &self.phase {
            Phase::Visiting => {
                if let Some(t) = self.turn {
                    set.insert(t);
                }
            }
            Phase::Watson => {
                if let Some(h) = self.watson {
                    set.insert(h);
                }
            }
            Phase::Reading => {
                for s in self.active() {
                    if !self.p(s).done_reading {
                        set.insert(s);
                    }
                }
            }
            Phase::Answering { groups } => {
                for &s in groups.first().into_iter().flatten() {
                    if self.p(s).answers.is_none() {
                        set.insert(s);
                    }
                }
            }
            Phase::Over => {}
        }
        set
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        crate::moves::legal_actions(self, seat)
    }

    fn random_action(&self, seat: Seat, rng: &mut SleuthRng) -> Option<Action> {
        crate::moves::random_action(self, seat, rng)
    }

    fn apply_action(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Envelope<Event>>,
    ) -> Result<(), Error> {
        if self.p(seat).eliminated {
            return Err(Error::Eliminated);
        }
        // Validate on a copy, so that an error leaves the state untouched.
        let mut next = self.clone();
        let mut produced = Vec::new();
        next.apply_checked(seat, action, &mut produced)?;
        *self = next;
        events.extend(produced);
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        crate::view::view(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let mut winners = SeatSet::EMPTY;
        for (i, p) in self.players.iter().enumerate() {
            if p.won {
                winners.insert(Seat(i as u8));
            }
        }
        // People count seats from 1 (the table's "Seat 1" is seat 0 in JSON).
        let numbers: Vec<String> = winners.iter().map(|s| (s.0 + 1).to_string()).collect();
        let summary = match numbers.as_slice() {
            [] => "nobody solved the case".to_owned(),
            [one] => format!("Seat {one} solved the case"),
            [rest @ .., last] => format!(
                "Seats {} and {last} solved the case together",
                rest.join(", ")
            ),
        };
        Some(Outcome {
            winners,
            scores: None,
            summary,
        })
    }
}

impl WatsonHolmes {
    /// Applies `action`, possibly leaving `self` half-changed on error: callers
    /// apply it to a copy (`Game::apply_action`, the move lister).
    pub(crate) fn apply_checked(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Envelope<Event>>,
    ) -> Result<(), Error> {
        let phase = self.phase.kind();
        let wrong = Error::WrongPhase { phase };
        match action {
            Action::WriteNotebook { text } => {
                if text.chars().count() > NOTEBOOK_CHARS
                    || text
                        .chars()
                        .any(|c| c.is_control() && c != '\n' && c != '\t')
                {
                    return Err(Error::NotebookText);
                }
                if self.notebook_locked(seat) {
                    return Err(Error::NotebookLocked);
                }
                self.pm(seat).notebook = text.clone();
                events.push(Envelope::to_seat(seat, Event::NotebookSaved { seat }));
                Ok(())
            }
            Action::Consult { target } => {
                let target = self.seat(*target)?;
                if self.p(target).right_answers.is_none() {
                    return Err(Error::NotFailed(target.0));
                }
                self.pay_holmes(seat)?;
                let answers = self.p(target).answers.clone().unwrap_or_default();
                let right = self.p(target).right_answers.unwrap_or(0);
                self.pm(seat).consultations.push(Consultation {
                    target,
                    answers: answers.clone(),
                    right: Some(right),
                    question: None,
                    correct: None,
                });
                events.push(Envelope::to_all(Event::HolmesConsulted {
                    seat,
                    target,
                    check: false,
                }));
                events.push(Envelope::to_seat(
                    seat,
                    Event::Consultation {
                        seat,
                        target,
                        answers,
                        right,
                    },
                ));
                self.resort_answering(events);
                Ok(())
            }
            Action::CheckAnswer {
                target,
                question,
                answer,
            } => {
                let target = self.seat(*target)?;
                if self.p(target).right_answers.is_none() {
                    return Err(Error::NotFailed(target.0));
                }
                if self.p(seat).answer_check_used {
                    return Err(Error::CheckUsed);
                }
                let q = self
                    .case
                    .questions
                    .get(usize::from(*question))
                    .ok_or(Error::NoSuchQuestion(*question))?;
                if !answer_ok(answer) {
                    return Err(Error::AnswerText);
                }
                let correct = q.judge(answer);
                self.pay_holmes(seat)?;
                let p = self.pm(seat);
                p.answer_check_used = true;
                p.consultations.push(Consultation {
                    target,
                    answers: vec![answer.clone()],
                    right: None,
                    question: Some(*question),
                    correct: Some(correct),
                });
                events.push(Envelope::to_all(Event::HolmesConsulted {
                    seat,
                    target,
                    check: true,
                }));
                events.push(Envelope::to_seat(
                    seat,
                    Event::Checked {
                        seat,
                        question: *question,
                        answer: answer.clone(),
                        correct,
                    },
                ));
                self.resort_answering(events);
                Ok(())
            }
            Action::Visit {
                location,
                carriages,
                call_off,
                toby,
            } => {
                self.check_turn(seat, wrong)?;
                self.visit(seat, *location, *carriages, *call_off, *toby, events)
            }
            Action::CarriageStop | Action::BakerStreet => {
                self.check_turn(seat, wrong)?;
                if matches!(action, Action::CarriageStop) && self.case.rules.carriage_stop_closed {
                    return Err(Error::CarriageStopClosed);
                }
                if matches!(action, Action::CarriageStop) && self.lone_rounds_left == Some(0) {
                    return Err(Error::CharacterTiming(Timing::CarriageStopLastRound));
                }
                let placement = if matches!(action, Action::CarriageStop) {
                    Placement::CarriageStop
                } else {
                    Placement::BakerStreet
                };
                self.pm(seat).placement = Some(placement.clone());
                events.push(Envelope::to_all(Event::Placed { seat, placement }));
                self.after_placement(seat, events);
                Ok(())
            }
            Action::TakeWatson => {
                self.check_turn(seat, wrong)?;
                if self.case.rules.no_watson {
                    return Err(Error::NoWatson);
                }
                match self.watson {
                    Some(h) if h == seat => return Err(Error::AlreadyWatson),
                    Some(_) => return Err(Error::WatsonTaken),
                    None => {}
                }
                self.pay(seat, WATSON_COST)?;
                self.watson = Some(seat);
                events.push(Envelope::to_all(Event::WatsonTaken { seat }));
                Ok(())
            }
            Action::DiscardCharacter => {
                self.check_turn(seat, wrong)?;
                let Some(character) = self.p(seat).character else {
                    return Err(Error::CharacterUsed);
                };
                if self.p(seat).character_state != CharacterState::Hidden {
                    return Err(Error::CharacterUsed);
                }
                let got = self.take_carriages(DISCARD_GAIN);
                let p = self.pm(seat);
                p.character_state = CharacterState::Discarded;
                p.carriages += got;
                events.push(Envelope::to_all(Event::CharacterDiscarded {
                    seat,
                    character,
                }));
                Ok(())
            }
            Action::RevealCharacter {
                copy,
                target,
                location,
                to,
            } => self.reveal(seat, *copy, *target, (*location, *to), events),
            Action::WatsonReadAloud { target } => {
                if self.phase != Phase::Watson {
                    return Err(wrong);
                }
                if self.watson != Some(seat) {
                    return Err(Error::CharacterTiming(Timing::WatsonNotYours));
                }
                if let Some(t) = target {
                    let t = self.seat(*t)?;
                    let Some(Placement::Location { number, .. }) = self.p(t).placement.clone()
                    else {
                        return Err(Error::NothingToRead(t.0));
                    };
                    if t == seat || self.p(t).eliminated {
                        return Err(Error::NothingToRead(t.0));
                    }
                    if self
                        .case
                        .location(number)
                        .is_some_and(|l| l.symbols.never_aloud)
                    {
                        return Err(Error::NeverAloud);
                    }
                    self.aloud = Some((seat, number));
                }
                self.begin_reading(events);
                Ok(())
            }
            Action::FinishReading { police, toby_to } => {
                if self.phase != Phase::Reading {
                    return Err(wrong);
                }
                if self.p(seat).done_reading {
                    return Err(Error::WrongPhase {
                        phase: PhaseName::ReadingDone,
                    });
                }
                if *police {
                    let Some(Placement::Location { number, .. }) = self.p(seat).placement.clone()
                    else {
                        return Err(Error::CannotPolice(PoliceRefusal::NoLocationRead));
                    };
                    if !self.p(seat).police {
                        return Err(Error::CannotPolice(PoliceRefusal::NoPoliceToken));
                    }
                    let s = &self.case.location(number).expect("a case location").symbols;
                    if s.gives_police || s.gives_call_off || s.no_police {
                        return Err(Error::CannotPolice(PoliceRefusal::NotWatchable));
                    }
                    if self.police_on.contains(&number) {
                        return Err(Error::CannotPolice(PoliceRefusal::AlreadyWatched));
                    }
                    self.pm(seat).police = false;
                    self.police_on.push(number);
                    events.push(Envelope::to_all(Event::PolicePlaced {
                        seat,
                        location: number,
                    }));
                }
                if let Some(to) = toby_to {
                    self.move_toby(seat, *to)?;
                    events.push(Envelope::to_all(Event::TobyMoved {
                        seat,
                        location: Some(*to),
                    }));
                }
                self.pm(seat).done_reading = true;
                if self.active().all(|s| self.p(s).done_reading) {
                    self.end_reading(events);
                }
                Ok(())
            }
            Action::Answer { answers } => {
                let Phase::Answering { groups } = &self.phase else {
                    return Err(wrong);
                };
                if !groups.first().is_some_and(|g| g.contains(&seat))
                    || self.p(seat).answers.is_some()
                {
                    return Err(Error::CharacterTiming(Timing::NotYourTurnToAnswer));
                }
                if answers.len() != self.case.questions.len() {
                    return Err(Error::AnswerCount {
                        expected: self.case.questions.len(),
                        given: answers.len(),
                    });
                }
                if !answers.iter().all(|a| answer_ok(a)) {
                    return Err(Error::AnswerText);
                }
                // A sheet with nothing on it is a slip, not an attempt: refused, so
                // that nobody leaves the case by pressing the button by mistake.
                if self.rules_version >= 2 && answers.iter().all(|a| a.trim().is_empty()) {
                    return Err(Error::BlankAnswers);
                }
                self.pm(seat).answers = Some(answers.clone());
                self.judge_group(events);
                Ok(())
            }
        }
    }

    /// A character whose card is used "on your turn" (rulebook): rules version 2
    /// holds Martha Hudson and Mary Morstan to it like the others; version 1 let
    /// them be revealed at any moment before the answering.
    fn check_reveal_on_turn(&self, seat: Seat, character: Character) -> Result<(), Error> {
        if self.rules_version >= 2 {
            return self.check_turn(
                seat,
                Error::CharacterTiming(Timing::RevealOnYourTurn(character)),
            );
        }
        if !matches!(self.phase, Phase::Visiting | Phase::Watson | Phase::Reading) {
            return Err(Error::CharacterTiming(Timing::RevealBeforeAnswering(
                character,
            )));
        }
        Ok(())
    }

    fn check_turn(&self, seat: Seat, wrong: Error) -> Result<(), Error> {
        if self.phase != Phase::Visiting {
            return Err(wrong);
        }
        if self.turn != Some(seat) {
            return Err(Error::NotYourVisit);
        }
        Ok(())
    }

    fn pay(&mut self, seat: Seat, amount: u32) -> Result<(), Error> {
        let have = self.p(seat).carriages;
        if have < amount {
            return Err(Error::NotEnoughCarriages { have, need: amount });
        }
        self.pm(seat).carriages -= amount;
        self.stock_carriages += amount;
        Ok(())
    }

    fn pay_holmes(&mut self, seat: Seat) -> Result<(), Error> {
        self.pay(seat, HOLMES_COST)
    }

    fn visit(
        &mut self,
        seat: Seat,
        number: LocationNumber,
        carriages: u32,
        call_off: bool,
        toby: bool,
        events: &mut Vec<Envelope<Event>>,
    ) -> Result<(), Error> {
        if self.lone_rounds_left == Some(0) {
            return Err(Error::CharacterTiming(Timing::VisitLastRound));
        }
        let location = self
            .case
            .location(number)
            .ok_or(Error::NoSuchLocation(number))?
            .clone();
        if toby {
            if self.p(seat).toby != Some(number) {
                return Err(Error::Toby(number, TobyRefusal::NotWaitingThere));
            }
            if carriages != 0 {
                return Err(Error::Toby(number, TobyRefusal::NoCarriages));
            }
        }
        // WH-6: the fare to another zone.
        let fare = match (&location.zone, &self.p(seat).zone) {
            (Some(z), Some(mine)) if z != mine => u32::from(self.case.fare(z)),
            _ => 0,
        };
        let have = self.p(seat).carriages;
        if carriages + fare > have {
            return Err(Error::NotEnoughCarriages {
                have,
                need: carriages + fare,
            });
        }
        // Police: a call-off removes it for good; a lockpick lets you read it.
        let policed = self.police_on.contains(&number);
        if call_off {
            if !self.p(seat).call_off {
                return Err(Error::NoCallOff);
            }
            if !policed {
                return Err(Error::NoPoliceToCallOff(number));
            }
        } else if policed && !self.p(seat).lockpick {
            return Err(Error::Policed(number));
        }
        if location.symbols.needs_lockpick && !self.p(seat).lockpick {
            return Err(Error::NeedsLockpick(number));
        }
        let bid = if toby { 2 } else { carriages };
        // Someone's pawn or someone else's Toby on the card: outbid it.
        let visitor = self.visitor_of(number);
        let resting_toby = self
            .players
            .iter()
            .enumerate()
            .find(|(i, p)| *i != seat.index() && p.toby == Some(number))
            .map(|(i, _)| Seat(i as u8));
        let mut need = visitor.map_or(0, |(_, b, _)| b + 1);
        if resting_toby.is_some() {
            need = need.max(3);
        }
        if bid < need || (toby && need > 0) {
            return Err(Error::BidTooLow {
                location: number,
                need,
            });
        }
        // Everything checked: apply.
        if call_off {
            self.police_on.retain(|&n| n != number);
            self.pm(seat).call_off = false;
            self.stock_call_off += 1;
            self.stock_police += 1;
            events.push(Envelope::to_all(Event::PoliceCalledOff {
                seat,
                location: number,
            }));
        }
        let zone_before_visit = self.p(seat).zone.clone();
        if fare > 0 {
            let zone = location.zone.clone().unwrap_or_default();
            self.pay(seat, fare)?;
            events.push(Envelope::to_all(Event::ZoneFare { seat, zone, fare }));
        }
        if location.zone.is_some() {
            self.pm(seat).zone = location.zone.clone();
        }
        if let Some(owner) = resting_toby {
            self.pm(owner).toby = None;
            events.push(Envelope::to_all(Event::TobyMoved {
                seat: owner,
                location: None,
            }));
        }
        if let Some((out, old_bid, old_toby)) = visitor {
            // The outbid player takes back the pawn and all carriages but one.
            // A revealed Mary Morstan pays nothing (ours, WH-3).
            let mary = self.acts_as(out, Character::MaryMorstan);
            let paid = if old_toby || mary { 0 } else { old_bid.min(1) };
            let back = if old_toby { 0 } else { old_bid - paid };
            self.stock_carriages += paid;
            // Rules version 2: the outbid journey did not happen, so the zone fare
            // comes back with the zone token (the pawn and the bid come back too).
            let fare_returned = if self.rules_version >= 2 {
                let fare = self.p(out).visit_fare.min(self.stock_carriages);
                self.stock_carriages -= fare;
                fare
            } else {
                0
            };
            let restore_zone = self.rules_version >= 2;
            let p = self.pm(out);
            p.carriages += back + fare_returned;
            p.placement = None;
            if restore_zone {
                p.zone = p.zone_before_visit.take();
            }
            p.visit_fare = 0;
            if old_toby {
                p.toby = None;
            }
            events.push(Envelope::to_all(Event::Outbid {
                seat: out,
                location: number,
                paid,
                fare_returned,
            }));
        }
        let p = self.pm(seat);
        p.carriages -= if toby { 0 } else { carriages };
        p.visit_fare = fare;
        p.zone_before_visit = zone_before_visit;
        let placement = Placement::Location { number, bid, toby };
        p.placement = Some(placement.clone());
        events.push(Envelope::to_all(Event::Placed { seat, placement }));
        self.after_placement(seat, events);
        Ok(())
    }

    fn move_toby(&mut self, seat: Seat, to: LocationNumber) -> Result<(), Error> {
        let p = self.p(seat);
        if p.character != Some(Character::Toby) || p.character_state != CharacterState::Revealed {
            return Err(Error::Toby(to, TobyRefusal::NoRevealedToby));
        }
        let location = self.case.location(to).ok_or(Error::NoSuchLocation(to))?;
        // Toby acts only in his owner's zone (WH-6).
        if location.zone.is_some() && p.zone.is_some() && location.zone != p.zone {
            return Err(Error::Toby(to, TobyRefusal::StaysInZone));
        }
        self.pm(seat).toby = Some(to);
        Ok(())
    }

    fn reveal(
        &mut self,
        seat: Seat,
        copy: Option<Character>,
        target: Option<u8>,
        (from, to): (Option<LocationNumber>, Option<LocationNumber>),
        events: &mut Vec<Envelope<Event>>,
    ) -> Result<(), Error> {
        let Some(character) = self.p(seat).character else {
            return Err(Error::CharacterUsed);
        };
        if self.p(seat).character_state != CharacterState::Hidden {
            return Err(Error::CharacterUsed);
        }
        let acting = if character == Character::Wiggins {
            let Some(c) = copy else {
                return Err(Error::CharacterTiming(Timing::WigginsNamesNoCopy));
            };
            let revealed_elsewhere = self.players.iter().enumerate().any(|(i, p)| {
                i != seat.index()
                    && p.character == Some(c)
                    && p.character_state == CharacterState::Revealed
            });
            if c == Character::Wiggins || c == Character::Toby || !revealed_elsewhere {
                return Err(Error::CharacterTiming(Timing::WigginsCopiesRevealed));
            }
            c
        } else if copy.is_some() {
            return Err(Error::CharacterTiming(Timing::OnlyWigginsCopies(character)));
        } else {
            character
        };
        if acting != Character::MycroftHolmes && target.is_some() {
            return Err(Error::CharacterTiming(Timing::OnlyMycroftChooses(acting)));
        }
        if acting != Character::InspectorLestrade && (from.is_some() || to.is_some()) {
            return Err(Error::CharacterTiming(Timing::OnlyLestradeMoves(acting)));
        }
        match acting {
            Character::MarthaHudson => {
                self.check_reveal_on_turn(seat, Character::MarthaHudson)?;
            }
            Character::IreneAdler => {
                self.check_turn(
                    seat,
                    Error::CharacterTiming(Timing::RevealOnYourTurn(Character::IreneAdler)),
                )?;
                self.irene_round = true;
            }
            Character::MycroftHolmes => {
                if self.phase != Phase::Reading {
                    return Err(Error::CharacterTiming(Timing::MycroftInInvestigation));
                }
                let t =
                    self.seat(target.ok_or(Error::CharacterTiming(Timing::MycroftChoosesNobody))?)?;
                let Some(Placement::Location { number, .. }) = self.p(t).placement.clone() else {
                    return Err(Error::NothingToRead(t.0));
                };
                if t == seat {
                    return Err(Error::NothingToRead(t.0));
                }
                let name = self.card_name(number);
                let p = self.pm(seat);
                p.mycroft_used = true;
                if !p.reading.contains(&number) {
                    p.reading.push(number);
                }
                if !p.read.contains(&number) {
                    p.read.push(number);
                }
                events.push(Envelope::to_seat(seat, Event::Read { seat, number, name }));
            }
            Character::Toby => {
                if self.phase != Phase::Reading {
                    return Err(Error::CharacterTiming(Timing::TobyAfterVisiting));
                }
                let Some(Placement::Location { number, .. }) = self.p(seat).placement.clone()
                else {
                    return Err(Error::CharacterTiming(Timing::TobyNeedsLocation));
                };
                self.pm(seat).toby = Some(number);
            }
            Character::InspectorLestrade => {
                self.check_turn(
                    seat,
                    Error::CharacterTiming(Timing::RevealOnYourTurn(Character::InspectorLestrade)),
                )?;
                let (Some(from), Some(to)) = (from, to) else {
                    return Err(Error::CharacterTiming(Timing::LestradeNamesNoCards));
                };
                if !self.police_on.contains(&from) {
                    return Err(Error::NoPoliceToCallOff(from));
                }
                let s = &self
                    .case
                    .location(to)
                    .ok_or(Error::NoSuchLocation(to))?
                    .symbols;
                if s.gives_police || s.gives_call_off || s.no_police {
                    return Err(Error::CannotPolice(PoliceRefusal::NotWatchable));
                }
                if self.police_on.contains(&to) {
                    return Err(Error::CannotPolice(PoliceRefusal::AlreadyWatched));
                }
                if self.visitor_of(to).is_some() {
                    return Err(Error::CannotPolice(PoliceRefusal::PawnOnIt));
                }
                self.police_on.retain(|&n| n != from);
                self.police_on.push(to);
                events.push(Envelope::to_all(Event::PoliceMoved { seat, from, to }));
            }
            Character::MaryMorstan => {
                self.check_reveal_on_turn(seat, Character::MaryMorstan)?;
            }
            Character::ShinwellJohnson => {
                self.check_turn(
                    seat,
                    Error::CharacterTiming(Timing::RevealOnYourTurn(Character::ShinwellJohnson)),
                )?;
                if self.p(seat).lockpick {
                    return Err(Error::CharacterTiming(Timing::ShinwellHasLockpick));
                }
                if self.stock_lockpicks == 0 {
                    return Err(Error::CharacterTiming(Timing::ShinwellNoLockpickLeft));
                }
                self.stock_lockpicks -= 1;
                self.pm(seat).lockpick = true;
                events.push(Envelope::to_all(Event::Gained {
                    seat,
                    what: "a lockpick".into(),
                }));
            }
            Character::Wiggins => unreachable!("Wiggins acts as the character he copies"),
        }
        self.pm(seat).character_state = CharacterState::Revealed;
        self.revealed_round[seat.index()] = self.round;
        if character == Character::Wiggins {
            self.wiggins_copies[seat.index()] = Some(acting);
        }
        events.push(Envelope::to_all(Event::CharacterRevealed {
            seat,
            character,
            copy: (character == Character::Wiggins).then_some(acting),
        }));
        Ok(())
    }

    /// Judges the first answering group once all of it has answered (WH-4, WH-7).
    fn judge_group(&mut self, events: &mut Vec<Envelope<Event>>) {
        let Phase::Answering { groups } = self.phase.clone() else {
            return;
        };
        let group = groups.first().cloned().unwrap_or_default();
        if group.iter().any(|&s| self.p(s).answers.is_none()) {
            return;
        }
        let of = self.case.questions.len() as u8;
        let mut winners = Vec::new();
        for &s in &group {
            let answers = self.p(s).answers.clone().unwrap_or_default();
            let right = self.case.count_right(&answers) as u8;
            let won = right == of;
            events.push(Envelope::to_all(Event::Judged {
                seat: s,
                right,
                of,
                won,
            }));
            if won {
                winners.push(s);
            } else {
                let version = self.rules_version;
                let p = self.pm(s);
                p.right_answers = Some(right);
                p.eliminated = true;
                p.placement = None;
                // A player out of the case no longer plays; their Toby goes home
                // and guards nothing (rules version 2).
                if version >= 2 && p.toby.take().is_some() {
                    events.push(Envelope::to_all(Event::TobyMoved {
                        seat: s,
                        location: None,
                    }));
                }
            }
        }
        if !winners.is_empty() {
            return self.finish(winners, events);
        }
        let rest: Vec<Vec<Seat>> = groups[1..].to_vec();
        if rest.is_empty() {
            // The lone survivor who had to answer and failed: everyone loses.
            self.next_round(events);
        } else {
            self.phase = Phase::Answering { groups: rest };
        }
    }
}
