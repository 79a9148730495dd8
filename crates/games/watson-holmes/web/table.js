// games/watson-holmes.js — the Watson & Holmes table (docs/games/watson-holmes.md):
// the actions first (a location with a bid, the Carriage Stop, 221B after an in-page
// question showing the answering order, the Watson card, characters), then the desk:
// the card being read (WH-5: this round's card, or with the open casebook every card
// read, this round's marked) beside the notebook, kept by the server and locked in
// Irene Adler's round; who is at 221B in answering order (WH-4); the case (its
// introduction, open in the first round; the questions); the location cards by zone
// with symbols, police, pawns, bids and Toby; the players; your character and
// Holmes's voice (consultations and answer checks, WH-7). At 221B the answer form
// (choices as the view orders them, a text field for typed questions only); at the
// end Holmes's solution with each of your answers marked right or wrong.
// It draws from the view only (card texts included: never from events); actions go
// out through ctx.send. Every text from a case or a person is set as text, never as
// HTML. Its CSS is injected once.

import { el, nameOf, listWords, adoptStyle } from '../../ui.js';

const NOTEBOOK_CHARS = 4000;
const ANSWER_CHARS = 120;
const SEAT_COLORS = ['#c8413b', '#2f6fc0', '#2f8f57', '#d08a12', '#7d4fb8', '#1f8a8a', '#8a5a2b'];

const CHARACTER_NAMES = {
  mycroft_holmes: 'Mycroft Holmes',
  martha_hudson: 'Martha Hudson',
  wiggins: 'Wiggins',
  irene_adler: 'Irene Adler',
  toby: 'Toby',
  inspector_lestrade: 'Inspector Lestrade',
  mary_morstan: 'Mary Morstan',
  shinwell_johnson: 'Shinwell Johnson',
};

/** What each character does (WH-3; the last three are ours), in the table's words. */
export const CHARACTER_POWERS = {
  mycroft_holmes: 'Once, in the Investigation Phase: read the location card of another player.',
  martha_hudson: 'Once revealed, you answer first at 221B, before everyone else.',
  wiggins: 'Copies a character another player has revealed (never Toby). Out of the game under 4 players.',
  irene_adler: 'On your turn in the Visiting Phase: nobody else may take notes this round (those at 221B keep their pencil).',
  toby: 'In the Investigation Phase: Toby waits on your card; later your pawn may join him there for a bid of 2 without carriages, and a rival must bid at least 3 to take it.',
  inspector_lestrade: 'On your turn in the Visiting Phase: move a police token from one location card to a free card that may take one.',
  mary_morstan: 'Once revealed, whenever you are outbid you take back every carriage: none is paid to the stock.',
  shinwell_johnson: 'On your turn in the Visiting Phase: take a lockpick from the stock (if you hold none).',
};

const SYMBOL_WORDS = [
  ['gives_police', 'gives a police token'],
  ['gives_call_off', 'gives a call-off token'],
  ['gives_lockpick', 'gives a lockpick'],
  ['needs_lockpick', 'needs a lockpick'],
  ['never_aloud', 'never read aloud'],
  ['no_police', 'no police'],
];

const PHASE_WORDS = {
  visiting: 'Visiting Phase',
  watson: 'The Watson card',
  reading: 'Investigation Phase',
  answering: 'At 221B Baker Street',
  over: 'The case is closed',
};

const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
export const characterName = (c) => CHARACTER_NAMES[c] || String(c || '');

function symbolWords(symbols = {}) {
  const words = SYMBOL_WORDS.filter(([key]) => symbols[key]).map(([, w]) => w);
  if (symbols.gives_carriages) words.push(`gives ${plural(symbols.gives_carriages, 'carriage')}`);
  return words;
}

function placementWords(p, v) {
  if (!p) return 'not placed';
  if (p.kind === 'carriage_stop') return 'at the Carriage Stop';
  if (p.kind === 'baker_street') return 'at 221B Baker Street';
  const loc = (v.locations || []).find((l) => l.number === p.number);
  const bid = p.toby ? 'with Toby' : p.bid ? `bid ${plural(p.bid, 'carriage')}` : 'on foot';
  return `at ${p.number}${loc ? ` ${loc.name}` : ''} (${bid})`;
}

/** Where a pawn goes, for the log: "to 3 The Inn (bid 2 carriages)". */
function goWords(p, v) {
  if (!p) return 'nowhere';
  if (p.kind === 'carriage_stop') return 'to the Carriage Stop';
  if (p.kind === 'baker_street') return 'to 221B Baker Street';
  return placementWords(p, v).replace(/^at /, 'to ');
}

const ordinal = (n) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] || 'th'}`;
};

// ---------------------------------------------------------------- 221B's order

/**
 * The answering order at 221B (WH-4): a revealed Martha Hudson first, then by
 * carriages held, most first (a revealed Toby at 221B adds his 2); players with equal
 * carriages answer together. From the view (`answering_order`, and for the seat
 * itself `me.answering_order_if_going`: where it would stand if it went now); worked
 * out here from the public table only when the view has no order.
 * Returns groups [{seats, martha, carriages}], first group first; `extra` is a seat
 * not at 221B yet, placed where it would stand if it went now.
 */
export function answeringOrder(v, extra = null) {
  const players = v.players || [];
  const marthaOf = (p) => p?.character === 'martha_hudson' && p.character_state === 'revealed';
  const standing = (p) => (p?.carriages ?? 0) + (p?.character === 'toby' && p.character_state === 'revealed' ? 2 : 0);
  const describe = (seats) => ({ seats, martha: marthaOf(players[seats[0]]), carriages: standing(players[seats[0]]) });
  const ifGoing = v.me?.answering_order_if_going;
  if (extra != null && v.me?.seat === extra && Array.isArray(ifGoing)) return ifGoing.map(describe);
  if (Array.isArray(v.answering_order) && (extra == null || v.answering_order.some((g) => g.includes(extra)))) {
    return v.answering_order.map(describe);
  }
  const at = Array.isArray(v.answering_order)
    ? v.answering_order.flat()
    : players.filter((p) => p.placement?.kind === 'baker_street' && !p.eliminated).map((p) => p.seat);
  const seats = extra != null && !at.includes(extra) ? [...at, extra] : at;
  const keyed = seats.map((s) => ({ seat: s, martha: marthaOf(players[s]), carriages: standing(players[s]) }));
  keyed.sort((a, b) => Number(b.martha) - Number(a.martha) || b.carriages - a.carriages || a.seat - b.seat);
  const groups = [];
  for (const k of keyed) {
    const last = groups[groups.length - 1];
    if (last && last.martha === k.martha && (k.martha || last.carriages === k.carriages)) last.seats.push(k.seat);
    else groups.push({ seats: [k.seat], martha: k.martha, carriages: k.carriages });
  }
  return groups;
}

/** The order as a list; `me` (a seat) is marked, `would` marks it as not there yet. */
function orderList(v, ctx, groups, { me = null, would = false, testid } = {}) {
  const n = (seat) => (seat === me ? (would ? 'you (if you go now)' : 'you') : nameOf(ctx.names, seat));
  return el('ol', { class: 'wh-order', testid },
    groups.map((g) => el('li', { class: g.seats.includes(me) ? 'me' : '' },
      `${listWords(g.seats.map(n))}: `,
      g.martha ? 'Martha Hudson answers first' : plural(g.carriages, 'carriage'),
      g.seats.length > 1 ? ' (together)' : '')));
}

// ---------------------------------------------------------------- the log in words

/**
 * An event in words. Private events (a card read, a consultation) are told to their
 * seat as "you"; a replay (`ctx.replay` or `ctx.readOnly`) and anyone else are told
 * who it was, by name.
 */
export function describeEvent(body, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const v = ctx.view || {};
  const narrated = ctx.replay || ctx.readOnly;
  const isMe = (seat) => !narrated && seat != null && seat === ctx.seat;
  const locName = (num) => {
    const l = (v.locations || []).find((x) => x.number === num);
    return l ? `${num} ${l.name}` : `location ${num}`;
  };
  // A card as events name it: number and name (texts live in the view, WH-5).
  const cardWords = (c) => (c ? `${c.number ?? c.location ?? ''} ${c.name ?? ''}`.trim() : '');
  switch (body.type) {
    case 'round_started': return `Round ${body.round} begins; ${n(body.diary)} holds the Diary.`;
    case 'placed': return `${n(body.seat)} goes ${goWords(body.placement, v)}.`;
    case 'outbid': return `${n(body.seat)} is outbid at ${locName(body.location)}${body.paid ? ` and pays ${plural(body.paid, 'carriage')}` : ''}.`;
    case 'police_called_off': return `${n(body.seat)} calls off the police at ${locName(body.location)}.`;
    case 'zone_fare': return `${n(body.seat)} pays ${plural(body.fare, 'carriage')} to travel to ${body.zone}.`;
    case 'watson_taken': return `${n(body.seat)} takes the Watson card.`;
    case 'character_discarded': return `${n(body.seat)} discards ${characterName(body.character)} for 3 carriages.`;
    case 'character_revealed': return `${n(body.seat)} reveals ${characterName(body.character)}${body.copy ? ` copying ${characterName(body.copy)}` : ''}.`;
    case 'diary_passed': return `${n(body.seat)} placed last and takes the Diary.`;
    case 'read_aloud': return `Watson reads aloud the card of ${n(body.target)}: ${cardWords(body.card || body)}.`;
    case 'read': return `${isMe(body.seat) ? 'You' : n(body.seat)} read ${cardWords(body.card || body)}.`;
    case 'lockpick_spent': return `${n(body.seat)} spends a lockpick at ${locName(body.location)}.`;
    case 'gained': return `${n(body.seat)} gains ${body.what}.`;
    case 'police_placed': return `${n(body.seat)} leaves a police token on ${locName(body.location)}.`;
    case 'police_moved': return `${n(body.seat)} moves a police token from ${locName(body.from)} to ${locName(body.to)}.`;
    case 'toby_moved': return body.location == null ? `${n(body.seat)}'s Toby goes home.` : `${n(body.seat)}'s Toby waits at ${locName(body.location)}.`;
    case 'notebook_saved': return isMe(body.seat) ? 'Your notebook is saved.' : `${n(body.seat)} saves their notebook.`;
    case 'judged': return body.won
      ? `${n(body.seat)} answers every question right and solves the case!`
      : `${n(body.seat)} answers ${body.right} of ${body.of} right and leaves the case.`;
    case 'consultation': return `Holmes's voice${isMe(body.seat) ? '' : ` to ${n(body.seat)}`}: ${n(body.target)} answered ${listWords((body.answers || []).map((a) => `"${a}"`))} (${body.right} right).`;
    case 'checked': return `Answer Check${isMe(body.seat) ? '' : ` for ${n(body.seat)}`}: "${body.answer}" is ${body.correct ? 'right' : 'wrong'} for question ${body.question + 1}.`;
    case 'holmes_consulted': return `${n(body.seat)} consults ${n(body.target)} as Holmes's voice${body.check ? ' (an Answer Check)' : ''}.`;
    case 'answering_order_changed': return `The order at 221B changes: ${(body.order || []).map((g) => listWords(g.map(n))).join(', then ')}.`;
    case 'lone_survivor': return `${n(body.seat)} is the last one on the case: at most ${plural(body.rounds, 'more round')} before answering.`;
    case 'game_over': return body.winners?.length
      ? `The case is solved by ${listWords(body.winners.map(n))}.`
      : 'Nobody solved the case.';
    default: return undefined;
  }
}

// ---------------------------------------------------------------- the prompt

export function prompt(ctx) {
  const v = ctx.view;
  if (!v) return null;
  const n = (seat) => nameOf(ctx.names, seat);
  const me = ctx.readOnly ? null : ctx.seat;
  const mine = me !== null && me !== undefined ? v.players?.[me] : null;
  const atBaker = mine?.placement?.kind === 'baker_street';
  if (v.phase === 'over') {
    const winners = (v.players || []).filter((p) => p.won).map((p) => n(p.seat));
    return winners.length ? `The case is solved by ${listWords(winners)}.` : 'The case is closed: nobody solved it.';
  }
  if (mine?.eliminated) return `You left the case with ${mine.right_answers ?? 0} right answers: you are Holmes's voice now.`;
  if (v.phase === 'visiting') {
    if (mine && v.turn === me) return v.lone_rounds_left === 0
      ? 'Your last round: go to 221B Baker Street and answer.'
      : 'Your turn: choose a location (on foot or with carriages), the Carriage Stop or 221B.';
    return `${n(v.turn)} is choosing where to go.`;
  }
  if (v.phase === 'watson') {
    if (mine && v.watson_holder === me) return 'You hold the Watson card: choose whose card is read aloud, or let it pass.';
    return `${n(v.watson_holder)} holds the Watson card and chooses a card to read aloud.`;
  }
  if (v.phase === 'reading') {
    if (mine && !mine.done_reading) {
      if (atBaker) {
        const place = answeringOrder(v).findIndex((g) => g.seats.includes(me)) + 1;
        return `You are at 221B Baker Street: there is no card to read. Say you are ready; when everyone has read, you answer every question${place ? ` (your group answers ${ordinal(place)})` : ''}.`;
      }
      if (mine.placement?.kind === 'carriage_stop') return 'You are at the Carriage Stop: there is no card to read. Take notes if you like, then say you are done (the carriages come at the end of the phase).';
      return 'Read your card, take notes, then say you are done.';
    }
    const waiting = (v.players || []).filter((p) => !p.eliminated && !p.done_reading).map((p) => n(p.seat));
    return `Waiting for ${listWords(waiting)} to finish reading.`;
  }
  if (v.phase === 'answering') {
    if (mine && ctx.legalActions?.some((a) => a.type === 'answer')) return 'You are at 221B Baker Street: answer every question below, then give your answers to Holmes.';
    if (mine && atBaker && !v.me?.answers) return 'You are at 221B Baker Street: the players before you answer first; your answer form opens when it is your turn.';
    return 'Answers are being given at 221B Baker Street.';
  }
  return null;
}

// ---------------------------------------------------------------- local UI state

/** What the player is composing, kept across re-renders of the same match. */
const drafts = new Map();
function draftFor(ctx) {
  const key = `${ctx.match?.id}|${ctx.readOnly ? 'ro' : ctx.seat}`;
  if (!drafts.has(key)) {
    drafts.set(key, {
      notebook: null, answers: {}, answerError: null, bids: {}, bidsRound: null, visitTo: null, visitCallOff: false,
      police: false, checkQuestion: 0, checkAnswer: '', confirmBaker: false,
    });
  }
  return drafts.get(key);
}

// ---------------------------------------------------------------- render

export function render(container, ctx) {
  injectStyle();
  lastDrawn = { container, ctx };
  const v = ctx.view;
  const focused = document.activeElement?.dataset?.testid && container.contains(document.activeElement)
    ? { id: document.activeElement.dataset.testid, start: document.activeElement.selectionStart, end: document.activeElement.selectionEnd }
    : null;
  const st = draftFor(ctx);
  // Bids typed in an earlier round mean nothing now.
  if (st.bidsRound !== v.round) { st.bids = {}; st.bidsRound = v.round; st.visitTo = null; st.visitCallOff = false; }
  const me = ctx.readOnly ? null : ctx.seat;
  const seated = me !== null && me !== undefined && Boolean(v.me);
  const legal = legalFor(ctx);
  if (!legal.some((a) => a.type === 'baker_street')) st.confirmBaker = false;
  const answering = legal.some((a) => a.type === 'answer');
  const reading = readingPanel(v, ctx);
  const theCase = caseSection(v, !answering);
  // What a player acts on comes first (at 360 px too): the actions, the answer form;
  // then the desk, the notebook beside the card being read (or beside the case:
  // its introduction, open in the first round only, and its questions); the board
  // and the players follow.
  const parts = [
    caseTitle(v),
    v.solution ? endPanel(v, ctx) : null,
    phaseBar(v, ctx),
    actionsPanel(v, ctx, st, legal),
    answering ? answerPanel(v, ctx, st) : null,
    desk(reading || theCase, seated ? notebook(v, ctx, st, legal) : null),
    bakerPanel(v, ctx),
    reading ? theCase : null,
    board(v, ctx, st, legal),
    playersPanel(v, ctx),
    seated ? myPanel(v, ctx, st, legal) : null,
  ];
  container.replaceChildren(el('div', { class: 'wh-table', testid: 'wh-table' }, parts));
  if (focused) {
    const again = container.querySelector(`[data-testid="${focused.id}"]`);
    if (again) {
      again.focus();
      try { if (focused.start != null) again.setSelectionRange(focused.start, focused.end); } catch { /* not a text field */ }
    }
  }
}

/**
 * The seat's legal actions. The server leaves the list out when it is long (over
 * 200, e.g. Inspector Lestrade's moves): then the table offers what the view says
 * may be possible and the server refuses the rest with a sentence.
 */
function legalFor(ctx) {
  if (ctx.readOnly || !(ctx.toMove || []).includes(ctx.seat)) return [];
  if (Array.isArray(ctx.legalActions)) return ctx.legalActions;
  const v = ctx.view;
  const me = v?.players?.[ctx.seat];
  if (!v || !me || me.eliminated || v.phase === 'over') return [];
  const out = [];
  if (!v.me?.notebook_locked) out.push({ type: 'write_notebook', text: v.me?.notebook || '' });
  if (v.phase === 'visiting' && v.turn === ctx.seat) {
    for (const l of v.locations) {
      const need = l.visitor != null ? l.bid + 1 : 0;
      out.push({ type: 'visit', location: l.number, carriages: need, call_off: false, toby: false });
      if (l.police && me.call_off) out.push({ type: 'visit', location: l.number, carriages: need, call_off: true, toby: false });
    }
    if (v.carriage_stop_open !== false) out.push({ type: 'carriage_stop' });
    out.push({ type: 'baker_street' });
    if (v.watson_in_play && v.watson_holder == null) out.push({ type: 'take_watson' });
    if (me.character_state === 'hidden') out.push({ type: 'discard_character' });
  }
  if (v.phase === 'reading' && !me.done_reading) out.push({ type: 'finish_reading', police: me.police, toby_to: null });
  return out;
}

function caseTitle(v) {
  return el('h3', { class: 'wh-title', testid: 'wh-case-title', text: v.title });
}

/**
 * The case: its introduction (open in the first round, a click away after it) and
 * its questions (left out while the answer form shows them).
 */
function caseSection(v, withQuestions) {
  const questions = v.questions?.length
    ? el('ol', { class: 'wh-questions', testid: 'wh-questions' }, v.questions.map((q) => el('li', { text: q.text })))
    : el('p', { class: 'muted', testid: 'wh-questions-hidden', text: `This case keeps its ${plural(v.question_count, 'question')} for 221B Baker Street: you will see them there.` });
  return el('section', { class: 'wh-case card' },
    el('details', { class: 'wh-intro', testid: 'wh-intro', open: v.round <= 1 && v.phase !== 'over' },
      el('summary', { text: 'The introduction' }),
      el('p', { class: 'wh-text', testid: 'wh-introduction', text: v.introduction })),
    withQuestions ? el('h4', { class: 'wh-questions-head', text: 'The questions' }) : null,
    withQuestions ? questions : null);
}

function phaseBar(v, ctx) {
  const bits = [
    el('strong', { testid: 'wh-phase', text: PHASE_WORDS[v.phase] || v.phase }),
    ` · round ${v.round}`,
    ` · Diary: ${nameOf(ctx.names, v.diary)}`,
    v.watson_in_play ? ` · Watson card: ${v.watson_holder == null ? 'free' : nameOf(ctx.names, v.watson_holder)}` : ' · no Watson card in this case',
    v.carriage_stop_open === false ? ' · the Carriage Stop is closed in this case' : null,
    ` · stock: ${plural(v.stock_carriages, 'carriage')}, ${v.stock_police} police, ${v.stock_call_off} call-off, ${plural(v.stock_lockpicks, 'lockpick')}`,
    v.lone_rounds_left != null ? ` · last survivor: ${plural(v.lone_rounds_left, 'round')} left` : null,
    v.open_casebook ? ' · open casebook' : null,
  ];
  return el('p', { class: 'wh-phase small' }, bits);
}

// ---------------------------------------------------------------- questions and answers

/** A question is typed when the case asks for it (`typed`) or offers no choices. */
const isTyped = (q) => q.typed === true || !(q.choices || []).length;

function answerPanel(v, ctx, st) {
  return el('section', { class: 'wh-questions-panel card' },
    el('h4', { text: 'Your answers to Holmes' }),
    answerForm(v, ctx, st));
}

/**
 * One row per question: the choices as a list of radio buttons, in the view's order,
 * or a text field for a typed question. Whatever is filled in goes to the server,
 * which judges the sheet; a refusal's sentence appears under the form.
 */
function answerForm(v, ctx, st) {
  const rows = v.questions.map((q, i) => {
    const id = `wh-answer-${i}`;
    const value = st.answers[i] ?? '';
    const edited = () => { st.answerError = null; const why = document.querySelector('[data-testid="wh-answer-error"]'); if (why) why.hidden = true; };
    let field;
    if (isTyped(q)) {
      field = el('input', { type: 'text', id, testid: id, maxlength: String(ANSWER_CHARS), value, placeholder: 'type your answer', autocomplete: 'off',
        on: { input: (e) => { st.answers[i] = e.target.value; edited(); } } });
    } else {
      field = el('div', { class: 'wh-choices', role: 'radiogroup', 'aria-labelledby': `${id}-label`, testid: `wh-answer-choices-${i}` },
        q.choices.map((c, k) => el('label', { class: 'wh-choice' },
          el('input', { type: 'radio', name: id, value: c, testid: `wh-answer-${i}-${k}`, checked: c === value,
            on: { change: (e) => { if (e.target.checked) { st.answers[i] = c; edited(); } } } }),
          el('span', { text: c }))));
    }
    return el('li', { class: 'wh-answer' },
      el(isTyped(q) ? 'label' : 'span', { id: `${id}-label`, class: 'wh-answer-question', for: isTyped(q) ? id : null, text: q.text }),
      field);
  });
  const send = () => {
    const answers = v.questions.map((_, i) => String(st.answers[i] ?? '').trim());
    st.answerError = null;
    // The server's refusal (a blank sheet) is shown under the form, where the
    // player is looking, as well as in the page's banner.
    ctx.send({ type: 'answer', answers }, {
      onRefused: (said) => {
        st.answerError = said.charAt(0).toUpperCase() + said.slice(1);
        const why = document.querySelector('[data-testid="wh-answer-error"]');
        if (why) { why.textContent = st.answerError; why.hidden = false; }
      },
    });
  };
  return el('form', { class: 'wh-answer-form', testid: 'wh-answer-form', on: { submit: (e) => { e.preventDefault(); send(); } } },
    el('p', { class: 'small', text: 'Holmes judges your answers together: one wrong answer and you leave the case.' }),
    el('ol', {}, rows),
    el('p', { class: 'wh-why', role: 'alert', testid: 'wh-answer-error', hidden: !st.answerError, text: st.answerError || '' }),
    el('button', { type: 'submit', class: 'primary', testid: 'wh-answer-send', text: 'Give my answers' }));
}

// ---------------------------------------------------------------- the desk: reading and notebook

/**
 * The card being read (or the case) and the notebook, side by side on a wide
 * screen so that notes can be taken while reading (one above the other on a phone).
 */
function desk(left, notes) {
  return el('div', { class: `wh-desk${left && notes ? ' two' : ''}`, testid: 'wh-desk' }, left, notes);
}

/**
 * The cards this seat reads now (WH-5), from the view: the card read aloud, the
 * seat's own card; with the open casebook every card it has read, this round's
 * marked and first. Texts never come from events, so a reload shows exactly what
 * may be read now.
 */
function readingPanel(v, ctx) {
  const me = v.me;
  const thisRound = thisRoundCards(v, ctx);
  const cards = [];
  if (v.aloud) cards.push({ card: v.aloud, aloud: true });
  for (const c of me?.reading || []) if (!v.aloud || c.number !== v.aloud.number) cards.push({ card: c, aloud: false });
  if (!cards.length) return null;
  const fresh = (c) => c.aloud || thisRound.has(c.card.number);
  if (v.open_casebook) cards.sort((a, b) => Number(fresh(b)) - Number(fresh(a)));
  return el('section', { class: 'wh-reading card', testid: 'wh-reading' },
    el('h4', { text: v.phase === 'over' ? 'The cards you read' : v.open_casebook ? 'Your casebook' : 'Reading' }),
    v.phase === 'over' ? null : v.open_casebook
      ? el('p', { class: 'muted small', text: 'Every card you have read stays here; this round\'s is marked.' })
      : el('p', { class: 'muted small', text: 'The card goes back at the end of the Investigation Phase: keep what matters in your notebook.' }),
    cards.map((c) => {
      const marked = v.open_casebook && fresh(c);
      return el('article', { class: `wh-card-text${c.aloud ? ' aloud' : ''}${marked ? ' this-round' : ''}`, testid: `wh-read-${c.card.number}` },
        el('h5', {},
          `${c.card.number} · ${c.card.name}${c.aloud ? ' (read aloud)' : ''}`,
          marked ? el('span', { class: 'wh-badge new', testid: `wh-this-round-${c.card.number}`, text: 'read this round' }) : null),
        el('p', { class: 'wh-text', text: c.card.text }));
    }));
}

/**
 * The cards read this round, with the open casebook: from the view
 * (`me.read_this_round`), or for a view without it the card under the seat's own
 * pawn during the Investigation Phase.
 */
function thisRoundCards(v, ctx) {
  if (v.phase === 'over') return new Set();
  if (Array.isArray(v.me?.read_this_round)) return new Set(v.me.read_this_round);
  const out = new Set();
  const mine = v.players?.[ctx.seat];
  if (v.phase === 'reading' && mine?.placement?.kind === 'location') out.add(mine.placement.number);
  return out;
}

function notebook(v, ctx, st, legal) {
  const mine = v.me;
  if (st.notebook === null || st.savedFrom !== mine.notebook) {
    // The server's copy is the truth; a draft survives only while it differs from what we last saved.
    if (st.notebook === null || st.notebook === st.savedFrom) st.notebook = mine.notebook;
    st.savedFrom = mine.notebook;
  }
  const locked = mine.notebook_locked;
  const canWrite = legal.some((a) => a.type === 'write_notebook');
  const count = el('span', { class: 'small muted', testid: 'wh-notebook-count', text: `${[...st.notebook].length} / ${NOTEBOOK_CHARS}` });
  const area = el('textarea', { testid: 'wh-notebook', rows: '8', maxlength: String(NOTEBOOK_CHARS), disabled: locked || !canWrite, value: st.notebook,
    'aria-label': 'Your notebook', placeholder: 'Your notes: only you can read them.',
    on: { input: (e) => { st.notebook = e.target.value; count.textContent = `${[...st.notebook].length} / ${NOTEBOOK_CHARS}`; } } });
  return el('section', { class: 'wh-notebook card', testid: 'wh-notebook-panel' },
    el('h4', { text: 'Your notebook' }),
    locked ? el('p', { class: 'notice small', testid: 'wh-notebook-locked', text: 'Irene Adler has taken your pencil: no notes this round.' }) : null,
    area,
    el('div', { class: 'row' },
      el('button', { type: 'button', testid: 'wh-notebook-save', text: 'Save notes', disabled: locked || !canWrite,
        on: { click: () => ctx.send({ type: 'write_notebook', text: st.notebook }) } }),
      count,
      st.notebook !== mine.notebook ? el('span', { class: 'small muted', text: ' (not saved yet)' }) : el('span', { class: 'small muted', testid: 'wh-notebook-saved', text: ' (saved)' })));
}

// ---------------------------------------------------------------- actions

function actionsPanel(v, ctx, st, legal) {
  if (!legal.length || ctx.readOnly) return null;
  const buttons = [];
  let chooser = null;
  let after = null;
  const has = (pred) => legal.some(pred);
  const btn = (testid, text, action, cls = '') => el('button', { type: 'button', class: cls, testid, text, on: { click: () => ctx.send(action) } });
  if (v.phase === 'visiting' && v.turn === ctx.seat) {
    chooser = visitChooser(v, ctx, st, legal);
    if (has((a) => a.type === 'carriage_stop')) buttons.push(btn('wh-carriage-stop', 'Carriage Stop (+carriages)', { type: 'carriage_stop' }));
    if (has((a) => a.type === 'baker_street')) {
      // Going to 221B cannot be undone: it asks first, and it is the main button
      // only when it is the one move left (the lone survivor's last round).
      const only = v.lone_rounds_left === 0;
      buttons.push(el('button', { type: 'button', class: only ? 'primary' : '', testid: 'wh-baker-street', text: 'Go to 221B Baker Street…',
        'aria-expanded': st.confirmBaker ? 'true' : 'false',
        on: { click: () => { st.confirmBaker = true; redraw(); } } }));
      after = st.confirmBaker ? bakerConfirm(v, ctx, st) : bakerHint(v, ctx);
    }
    if (has((a) => a.type === 'take_watson')) buttons.push(btn('wh-take-watson', 'Take the Watson card (4 carriages)', { type: 'take_watson' }));
    if (has((a) => a.type === 'discard_character')) buttons.push(btn('wh-discard-character', 'Discard my character (+3 carriages)', { type: 'discard_character' }));
  }
  if (v.phase === 'watson' && v.watson_holder === ctx.seat) {
    for (const a of legal.filter((x) => x.type === 'watson_read_aloud')) {
      if (a.target == null) buttons.push(btn('wh-watson-pass', 'Let the moment pass', a));
      else {
        const p = v.players[a.target];
        buttons.push(btn(`wh-watson-${a.target}`, `Read aloud ${nameOf(ctx.names, a.target)}'s card (${placementWords(p.placement, v)})`, a, 'primary'));
      }
    }
  }
  if (v.phase === 'reading' && has((a) => a.type === 'finish_reading')) {
    const canPolice = has((a) => a.type === 'finish_reading' && a.police);
    const police = canPolice
      ? el('label', { class: 'small' }, el('input', { type: 'checkbox', testid: 'wh-leave-police', checked: st.police, on: { change: (e) => { st.police = e.target.checked; } } }), ' leave my police token on this card')
      : null;
    const tobyMoves = legal.filter((a) => a.type === 'finish_reading' && a.toby_to != null);
    const atBaker = v.players[ctx.seat]?.placement?.kind === 'baker_street';
    buttons.push(police);
    buttons.push(el('button', { type: 'button', class: 'primary', testid: 'wh-done-reading', text: atBaker ? 'Ready to answer' : 'Done reading',
      on: { click: () => ctx.send({ type: 'finish_reading', police: canPolice && st.police, toby_to: null }) } }));
    for (const a of tobyMoves) buttons.push(btn(`wh-toby-to-${a.toby_to}`, `Done, and Toby waits at ${a.toby_to}`, a));
  }
  const reveals = legal.filter((a) => a.type === 'reveal_character');
  for (const a of reveals.slice(0, 12)) {
    // Lestrade's moves are many: the first few as buttons keep the panel usable.
    const me = v.players[ctx.seat];
    const who = a.copy ? `Wiggins as ${characterName(a.copy)}` : characterName(me?.character);
    let what = '';
    if (a.target != null) what = `: read ${nameOf(ctx.names, a.target)}'s card`;
    if (a.location != null) what = `: police from ${a.location} to ${a.to}`;
    const key = `wh-reveal-${a.copy || 'own'}-${a.target ?? ''}-${a.location ?? ''}-${a.to ?? ''}`;
    buttons.push(btn(key, `Reveal ${who}${what}`, a, 'subtle'));
  }
  const items = buttons.filter(Boolean);
  if (!items.length && !chooser && !after) return null;
  return el('section', { class: 'wh-actions card', testid: 'wh-actions' },
    chooser,
    items.length ? el('div', { class: 'wh-buttons' }, items) : null,
    after);
}

/** The last drawing's container and context, to redraw after a local change. */
let lastDrawn = null;

/** The table redraws itself (a local change: the 221B question opened or closed). */
function redraw() {
  if (lastDrawn && document.contains(lastDrawn.container)) render(lastDrawn.container, lastDrawn.ctx);
}

/** One line under the 221B button: where this seat would answer if it went now. */
function bakerHint(v, ctx) {
  const groups = answeringOrder(v, ctx.seat);
  const place = groups.findIndex((g) => g.seats.includes(ctx.seat)) + 1;
  const others = groups.flatMap((g) => g.seats).filter((s) => s !== ctx.seat).length;
  return el('p', { class: 'small muted', testid: 'wh-baker-hint',
    text: others
      ? `At 221B now: ${plural(others, 'player')}. If you went, your group would answer ${ordinal(place)} of ${groups.length}.`
      : 'Nobody is at 221B yet: if you went, you would answer first unless someone with more carriages (or Martha Hudson) joins you.' });
}

/**
 * The question before going to 221B, in the page: what it means, the answering
 * order with the place this seat would take, and the two answers.
 */
function bakerConfirm(v, ctx, st) {
  const groups = answeringOrder(v, ctx.seat);
  const close = () => { st.confirmBaker = false; redraw(); };
  return el('div', { class: 'wh-confirm', role: 'group', 'aria-label': 'Go to 221B Baker Street?', testid: 'wh-baker-confirm' },
    el('p', { class: 'wh-confirm-text', text: 'Go to 221B Baker Street? This cannot be undone: after this round\'s reading you answer every question, and one wrong answer takes you off the case.' }),
    el('p', { class: 'small', text: 'The answering order if you go now (Martha Hudson first, then most carriages; equal carriages answer together). Players still to place may join.' }),
    orderList(v, ctx, groups, { me: ctx.seat, would: true, testid: 'wh-answering-order' }),
    el('div', { class: 'wh-buttons' },
      el('button', { type: 'button', testid: 'wh-baker-no', text: 'Not yet', on: { click: close } }),
      el('button', { type: 'button', class: 'primary', testid: 'wh-baker-yes', text: 'Yes, go to 221B',
        on: { click: () => { st.confirmBaker = false; ctx.send({ type: 'baker_street' }); } } })));
}

/** Everyone at 221B, in answering order, while anyone is there. */
function bakerPanel(v, ctx) {
  if (v.phase === 'over') return null;
  const groups = answeringOrder(v);
  if (!groups.length) return null;
  const me = ctx.readOnly ? null : ctx.seat;
  return el('section', { class: 'wh-baker card', testid: 'wh-baker' },
    el('h4', { text: 'At 221B Baker Street, in answering order' }),
    orderList(v, ctx, groups, { me, testid: 'wh-baker-order' }));
}

/**
 * Visiting from the actions panel (the same moves as the cards' own buttons, near the
 * top of the page on a phone): a location, a bid, and whether to call off the police.
 */
function visitChooser(v, ctx, st, legal) {
  const visits = legal.filter((a) => a.type === 'visit' && !a.toby);
  if (!visits.length) return null;
  const numbers = [...new Set(visits.map((a) => a.location))];
  if (!numbers.includes(st.visitTo)) st.visitTo = numbers[0];
  const read = new Set(v.me?.read || []);
  const lowestFor = (num) => Math.min(...visits.filter((a) => a.location === num).map((a) => a.carriages));
  const optionText = (num) => {
    const l = (v.locations || []).find((x) => x.number === num);
    const notes = [];
    if (l?.visitor != null) notes.push(`${nameOf(ctx.names, l.visitor)} ${l.bid ? `bid ${l.bid}` : 'on foot'}`);
    if (l?.police) notes.push('police');
    if (read.has(num)) notes.push('read');
    return `${num} ${l?.name || ''}${notes.length ? ` (${notes.join(', ')})` : ''}`;
  };
  const bid = el('input', { type: 'number', min: '0', max: '99', class: 'wh-bid', testid: 'wh-visit-bid', 'aria-label': 'Carriages to bid',
    value: String(st.bids[st.visitTo] ?? lowestFor(st.visitTo)),
    on: { input: (e) => { st.bids[st.visitTo] = e.target.value; } } });
  const canCallOff = (num) => visits.some((a) => a.location === num && a.call_off);
  const callOff = el('input', { type: 'checkbox', testid: 'wh-visit-call-off', checked: st.visitCallOff && canCallOff(st.visitTo),
    on: { change: (e) => { st.visitCallOff = e.target.checked; } } });
  const callOffLabel = el('label', { class: 'small', hidden: !canCallOff(st.visitTo) }, callOff, ' call off the police');
  const select = el('select', { testid: 'wh-visit-select', 'aria-label': 'Location to visit',
    on: { change: (e) => {
      st.visitTo = Number(e.target.value);
      bid.value = String(st.bids[st.visitTo] ?? lowestFor(st.visitTo));
      callOffLabel.hidden = !canCallOff(st.visitTo);
    } } },
  numbers.map((num) => el('option', { value: String(num), text: optionText(num), selected: num === st.visitTo })));
  const go = () => ctx.send({ type: 'visit', location: st.visitTo, carriages: Math.max(0, parseInt(bid.value, 10) || 0),
    call_off: canCallOff(st.visitTo) && callOff.checked, toby: false });
  return el('div', { class: 'wh-visit', testid: 'wh-visit-chooser' },
    el('label', { class: 'wh-visit-label', text: 'Visit ' }), select,
    el('span', { class: 'wh-visit-bid' }, el('label', { class: 'small', text: 'bid ' }), bid),
    callOffLabel,
    el('button', { type: 'button', class: 'primary', testid: 'wh-visit-go', text: 'Go there', on: { click: go } }));
}

// ---------------------------------------------------------------- the board

function board(v, ctx, st, legal) {
  const zones = v.zones?.length ? v.zones : [{ id: null, name: null }];
  const myTurn = v.phase === 'visiting' && v.turn === ctx.seat && !ctx.readOnly;
  const read = new Set(v.me?.read || []);
  return el('section', { class: 'wh-board card', testid: 'wh-board' },
    el('h4', { text: 'Locations' }),
    zones.map((z) => el('div', { class: 'wh-zone' },
      z.name ? el('h5', { class: 'wh-zone-name', text: `${z.name} (fare ${plural(z.fare ?? 1, 'carriage')})` }) : null,
      el('div', { class: 'wh-cards' },
        (v.locations || []).filter((l) => (z.id == null ? true : l.zone === z.id)).map((l) => locationCard(l, v, ctx, st, legal, myTurn, read))))));
}

function locationCard(l, v, ctx, st, legal, myTurn, read) {
  const visits = legal.filter((a) => a.type === 'visit' && a.location === l.number);
  const symbols = symbolWords(l.symbols);
  // Only a pawn standing on the card now has a bid; an empty card shows none.
  const visitor = l.visitor != null ? el('span', { class: 'wh-pawn', testid: `wh-loc-visitor-${l.number}`, style: { '--seat': SEAT_COLORS[l.visitor % SEAT_COLORS.length] },
    text: `${nameOf(ctx.names, l.visitor)}${l.bid ? ` · ${plural(l.bid, 'carriage')}` : ' · on foot'}` }) : null;
  let controls = null;
  if (myTurn && visits.length) {
    const lowest = Math.min(...visits.filter((a) => !a.toby).map((a) => a.carriages));
    const floor = Number.isFinite(lowest) ? lowest : 0;
    const withCallOff = visits.some((a) => a.call_off);
    const withoutCallOff = visits.some((a) => !a.call_off && !a.toby);
    const bid = el('input', { type: 'number', min: String(floor), max: '99', value: String(st.bids[l.number] ?? floor),
      class: 'wh-bid', testid: `wh-bid-${l.number}`, 'aria-label': `Carriages to bid on ${l.number}`,
      on: { input: (e) => { st.bids[l.number] = e.target.value; } } });
    const go = (callOff) => ctx.send({ type: 'visit', location: l.number, carriages: Math.max(0, parseInt(bid.value, 10) || 0), call_off: callOff, toby: false });
    controls = el('div', { class: 'wh-card-controls' },
      bid,
      withoutCallOff ? el('button', { type: 'button', class: 'small-btn', testid: `wh-visit-${l.number}`, text: 'Go', on: { click: () => go(false) } }) : null,
      withCallOff ? el('button', { type: 'button', class: 'small-btn', testid: `wh-visit-calloff-${l.number}`, text: 'Call off police and go', on: { click: () => go(true) } }) : null,
      visits.some((a) => a.toby) ? el('button', { type: 'button', class: 'small-btn', testid: `wh-visit-toby-${l.number}`, text: 'Join Toby', on: { click: () => ctx.send({ type: 'visit', location: l.number, carriages: 0, call_off: false, toby: true }) } }) : null);
  }
  return el('div', { class: `wh-loc${l.police ? ' policed' : ''}${read.has(l.number) ? ' read' : ''}${visits.length && myTurn ? ' open' : ''}`, testid: `wh-loc-${l.number}` },
    el('div', { class: 'wh-loc-head' }, el('span', { class: 'wh-loc-no', text: String(l.number) }), el('span', { class: 'wh-loc-name', text: l.name })),
    symbols.length ? el('div', { class: 'wh-symbols small', text: symbols.join(' · ') }) : null,
    el('div', { class: 'wh-loc-state small' },
      l.police ? el('span', { class: 'wh-badge police', text: 'police' }) : null,
      read.has(l.number) ? el('span', { class: 'wh-badge read', text: 'read' }) : null,
      l.toby != null ? el('span', { class: 'wh-badge', text: `Toby (${nameOf(ctx.names, l.toby)})` }) : null,
      visitor),
    controls);
}

// ---------------------------------------------------------------- players

function playersPanel(v, ctx) {
  const heads = ['Player', 'Carriages', 'Tokens', 'Character', 'Where', 'Cards read'];
  const rows = (v.players || []).map((p) => {
    const tokens = [p.police ? 'police' : null, p.call_off ? 'call-off' : null, p.lockpick ? 'lockpick' : null, p.watson ? 'Watson card' : null].filter(Boolean);
    let character = 'face down';
    if (p.character) character = `${characterName(p.character)}${p.character_state === 'discarded' ? ' (discarded)' : p.character_state === 'revealed' ? ' (revealed)' : ' (yours, face down)'}`;
    else if (p.character_state === 'discarded') character = 'discarded';
    let status = placementWords(p.placement, v);
    if (p.won) status = 'solved the case';
    else if (p.eliminated) status = `left the case (${p.right_answers ?? 0} right)`;
    else if (v.phase === 'reading' && p.done_reading) status += ' · done reading';
    // Each cell names its column, which a phone shows in place of the header row.
    const cell = (i, ...content) => el('td', { 'data-label': heads[i] }, ...content);
    return el('tr', { testid: `wh-player-${p.seat}`, class: p.seat === ctx.seat && !ctx.readOnly ? 'me' : '' },
      cell(0, el('span', { class: 'wh-dot', style: { '--seat': SEAT_COLORS[p.seat % SEAT_COLORS.length] } }), nameOf(ctx.names, p.seat), p.seat === ctx.seat && !ctx.readOnly ? el('span', { class: 'badge', text: 'you' }) : null),
      cell(1, String(p.carriages)),
      cell(2, tokens.join(', ') || '—'),
      cell(3, character),
      cell(4, `${status}${p.zone ? ` · in ${p.zone}` : ''}`),
      cell(5, String(p.visited?.length ?? 0)));
  });
  return el('section', { class: 'wh-players card' },
    el('h4', { text: 'Players' }),
    el('div', { class: 'wh-scroll', testid: 'wh-players' }, el('table', { class: 'wh-player-table' },
      el('thead', {}, el('tr', {}, heads.map((h) => el('th', { text: h })))),
      el('tbody', {}, rows))));
}

// ---------------------------------------------------------------- my seat

function myPanel(v, ctx, st, legal) {
  const me = v.players[ctx.seat];
  const mine = v.me;
  const character = me.character
    ? el('p', { testid: 'wh-my-character' }, el('strong', { text: characterName(me.character) }),
      me.character_state === 'discarded' ? ' (discarded)' : me.character_state === 'revealed' ? ' (revealed)' : ' (face down)',
      el('br'), el('span', { class: 'small', text: CHARACTER_POWERS[me.character] || '' }))
    : el('p', { class: 'muted', text: 'No character card.' });
  return el('section', { class: 'wh-me card', testid: 'wh-me' },
    el('h4', { text: 'Your desk' }),
    character,
    holmesVoice(v, ctx, st, legal),
    mine.consultations?.length ? el('div', { class: 'wh-consultations', testid: 'wh-consultations' },
      el('h5', { text: "What Holmes's voice told you" }),
      el('ul', {}, mine.consultations.map((c) => el('li', { text: c.question != null
        ? `Question ${c.question + 1}: "${c.answers[0]}" is ${c.correct ? 'right' : 'wrong'}.`
        : `${nameOf(ctx.names, c.target)} answered ${c.answers.map((a) => `"${a}"`).join(', ')}: ${c.right} right.` })))) : null,
    mine.answers && v.phase !== 'over' ? el('p', { class: 'small', text: `Your answers: ${mine.answers.map((a) => `"${a}"`).join(', ')}` }) : null);
}

function holmesVoice(v, ctx, st, legal) {
  const failed = (v.players || []).filter((p) => p.right_answers != null && p.seat !== ctx.seat);
  if (!failed.length) return null;
  const consults = legal.filter((a) => a.type === 'consult');
  const canCheck = legal.some((a) => a.type === 'check_answer');
  const target = failed[0].seat;
  const questions = v.questions?.length ? v.questions : Array.from({ length: v.question_count }, (_, i) => ({ text: `Question ${i + 1}`, choices: [] }));
  return el('div', { class: 'wh-holmes', testid: 'wh-holmes' },
    el('h5', { text: "Holmes's voice (3 carriages each)" }),
    consults.map((a) => el('button', { type: 'button', testid: `wh-consult-${a.target}`, text: `Consult ${nameOf(ctx.names, a.target)}'s answers`, on: { click: () => ctx.send(a) } })),
    canCheck ? el('form', { class: 'row', on: { submit: (e) => { e.preventDefault(); ctx.send({ type: 'check_answer', target, question: Number(st.checkQuestion) || 0, answer: st.checkAnswer.trim() }); } } },
      el('select', { testid: 'wh-check-question', 'aria-label': 'Question to check', on: { change: (e) => { st.checkQuestion = e.target.value; } } },
        questions.map((q, i) => el('option', { value: String(i), text: `${i + 1}. ${q.text}`, selected: Number(st.checkQuestion) === i }))),
      el('input', { type: 'text', testid: 'wh-check-answer', maxlength: String(ANSWER_CHARS), value: st.checkAnswer, placeholder: 'an answer to check', on: { input: (e) => { st.checkAnswer = e.target.value; } } }),
      el('button', { type: 'submit', testid: 'wh-check-send', text: 'Answer Check (once)' })) : null);
}

// ---------------------------------------------------------------- the end

/**
 * Whether each of a seat's answers was right, once the case is closed: the view's
 * marks (`all_answers_right`, or `me.answers_right` for one's own). Without them
 * (a view from before the marks) only what is public: a winner was right
 * throughout, an answer equal to the shown answer was right, and when those account
 * for every right answer the judge counted, the rest were wrong. `null`: unknown.
 */
export function answerMarks(v, seat) {
  const given = v.all_answers?.[seat];
  if (!given) return null;
  const marks = v.all_answers_right?.[seat] ?? (v.me?.seat === seat ? v.me?.answers_right : null);
  if (Array.isArray(marks)) return marks;
  const p = v.players?.[seat];
  if (p?.won) return given.map(() => true);
  const norm = (x) => String(x ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const same = given.map((a, i) => norm(a) === norm(v.correct_answers?.[i]));
  const counted = same.filter(Boolean).length;
  if (p?.right_answers != null && counted === p.right_answers) return same;
  return same.map((x) => (x ? true : null));
}

const answerText = (a) => (a && typeof a === 'object' ? a.answer ?? a.text ?? '' : a ?? '');

function endPanel(v, ctx) {
  const questions = v.questions || [];
  const me = ctx.readOnly ? null : ctx.seat;
  const mine = me != null ? v.all_answers?.[me] : null;
  const myMarks = me != null ? answerMarks(v, me) : null;
  const markWord = (m) => (m === true ? 'right' : m === false ? 'wrong' : 'not judged one by one');
  const mark = (m, testid) => el('span', { class: `wh-mark ${m === true ? 'right' : m === false ? 'wrong' : 'unknown'}`, testid, text: m === true ? '✓ right' : m === false ? '✗ wrong' : '?' });
  return el('section', { class: 'wh-end card', testid: 'wh-solution' },
    el('h4', { text: "Holmes's solution" }),
    el('p', { class: 'wh-text', text: v.solution }),
    el('h5', { text: mine ? 'The answers, and yours' : 'The answers' }),
    el('ol', { class: 'wh-end-answers', testid: 'wh-end-answers' }, (v.correct_answers || []).map((a, i) => el('li', {},
      el('span', { text: `${questions[i]?.text || `Question ${i + 1}`} ` }), el('strong', { text: a }),
      mine ? el('div', { class: 'wh-my-answer', testid: `wh-my-answer-${i}`, 'aria-label': `Your answer: ${markWord(myMarks?.[i])}` },
        'You answered ', el('q', { text: answerText(mine[i]) }), ' ', mark(myMarks?.[i], `wh-my-mark-${i}`)) : null))),
    (v.all_answers || []).some(Boolean) ? el('div', {},
      el('h5', { text: 'What each player answered at 221B' }),
      el('ul', { class: 'wh-all-answers' }, v.all_answers.map((answers, seat) => {
        if (!answers) return null;
        const marks = answerMarks(v, seat) || [];
        return el('li', { testid: `wh-answers-of-${seat}` }, el('strong', { text: `${nameOf(ctx.names, seat)}: ` }),
          answers.map((a, i) => el('span', { class: 'wh-given' }, el('q', { text: answerText(a) }), ' ', mark(marks[i], null), i < answers.length - 1 ? ', ' : '')));
      }))) : null,
    v.location_texts?.length ? el('details', { class: 'wh-all-cards', testid: 'wh-all-cards' },
      el('summary', { text: 'Every card of the case' }),
      v.location_texts.map((c) => el('article', { class: 'wh-card-text' },
        el('h5', { text: `${c.number} · ${c.name}` }), el('p', { class: 'wh-text', text: c.text })))) : null);
}

// ---------------------------------------------------------------- style

function injectStyle() {
  const css = `
.wh-table { display: grid; gap: .6rem; grid-template-columns: minmax(0, 1fr); }
.wh-table > * { min-width: 0; margin: 0; }
.wh-table .card { padding: .6rem .8rem; margin: 0; }
.wh-title { margin: 0; }
.wh-text { white-space: pre-wrap; line-height: 1.45; }
.wh-phase { margin: 0; }
.wh-intro summary { cursor: pointer; font-weight: 600; }
.wh-questions-head { margin-top: .6rem; }
.wh-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: .4rem; }
.wh-loc { border: 1px solid #c9b99a; border-radius: 6px; padding: .35rem .45rem; background: #fbf6ea; min-width: 0; }
.wh-loc.read { background: #eef3e6; }
.wh-loc.policed { border-color: #2f4fa0; box-shadow: inset 0 0 0 1px #2f4fa0; }
.wh-loc.open { border-color: #b07d12; }
.wh-loc-head { display: flex; gap: .35rem; align-items: baseline; }
.wh-loc-no { font-weight: 700; min-width: 1.6em; }
.wh-loc-name { overflow-wrap: anywhere; }
.wh-symbols { color: #6b5a3a; }
.wh-badge { display: inline-block; padding: 0 .3rem; margin-right: .25rem; border-radius: 4px; background: #e4dccb; font-size: .8rem; font-weight: 400; }
.wh-badge.police { background: #2f4fa0; color: #fff; }
.wh-badge.read { background: #cfe3c0; }
.wh-badge.new { background: #b07d12; color: #fff; margin-left: .4rem; }
.wh-pawn { display: inline-block; padding: 0 .3rem; border-radius: 4px; border-left: 4px solid var(--seat); background: #fff; }
.wh-dot { display: inline-block; width: .7em; height: .7em; border-radius: 50%; background: var(--seat); margin-right: .3rem; }
.wh-card-controls { display: flex; flex-wrap: wrap; gap: .25rem; margin-top: .3rem; align-items: center; }
.wh-bid { width: 4.2em; }
.wh-buttons { display: flex; flex-wrap: wrap; gap: .35rem; align-items: center; }
.wh-actions { display: grid; gap: .5rem; grid-template-columns: minmax(0, 1fr); }
.wh-visit { display: flex; flex-wrap: wrap; gap: .35rem; align-items: center; }
.wh-visit select { flex: 1 1 12rem; min-width: 0; max-width: 100%; }
.wh-visit-bid { display: inline-flex; gap: .25rem; align-items: center; }
.wh-confirm { border: 2px solid #b07d12; border-radius: 8px; background: #fffaf0; padding: .5rem .7rem; }
.wh-confirm-text { font-weight: 600; margin: 0 0 .3rem; }
.wh-order { margin: .2rem 0 .5rem; padding-left: 1.4rem; }
.wh-order li.me { font-weight: 700; }
.wh-desk { display: grid; gap: .6rem; grid-template-columns: minmax(0, 1fr); }
.wh-desk > * { min-width: 0; margin: 0; }
@media (min-width: 900px) {
  .wh-desk.two { grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr); align-items: start; }
  .wh-desk.two .wh-notebook { position: sticky; top: .5rem; }
}
.wh-card-text { border-left: 4px solid #b07d12; padding: .2rem .6rem; margin: .4rem 0; background: #fffaf0; }
.wh-card-text.aloud { border-left-color: #2f6fc0; }
.wh-card-text.this-round { border-left-width: 8px; background: #fff3d6; }
.wh-scroll { overflow-x: auto; }
.wh-player-table { border-collapse: collapse; width: 100%; font-size: .92em; }
.wh-player-table th, .wh-player-table td { text-align: left; padding: .15rem .35rem; border-bottom: 1px solid #e4dccb; }
.wh-player-table tr.me { background: #fff6dd; }
.wh-notebook textarea { width: 100%; box-sizing: border-box; font: inherit; }
.wh-answer-form > ol { padding-left: 1.2rem; margin: .3rem 0; }
.wh-answer { margin: .4rem 0 .6rem; }
.wh-answer-question { display: block; font-weight: 600; margin-bottom: .2rem; }
.wh-answer input[type=text] { width: 100%; max-width: 32rem; }
.wh-choices { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: .15rem .6rem; }
.wh-choice { display: flex; gap: .4rem; align-items: center; min-height: 32px; overflow-wrap: anywhere; cursor: pointer; }
.wh-why { color: var(--bad, #b8322c); font-weight: 600; border-left: 4px solid var(--bad, #b8322c); padding: .2rem .5rem; background: #fdecea; }
.wh-mark { font-weight: 700; white-space: nowrap; }
.wh-mark.right { color: var(--good, #2f8f57); }
.wh-mark.wrong { color: var(--bad, #b8322c); }
.wh-mark.unknown { color: var(--muted, #7a7064); }
.wh-my-answer { margin: .1rem 0 .4rem; }
.wh-end-answers li { margin-bottom: .2rem; }
@media (max-width: 600px) {
  .wh-cards { grid-template-columns: 1fr 1fr; }
  .wh-table .card { padding: .45rem .5rem; }
  .wh-choices { grid-template-columns: minmax(0, 1fr); }
  .wh-player-table thead { display: none; }
  .wh-player-table, .wh-player-table tbody, .wh-player-table tr { display: block; width: 100%; }
  .wh-player-table tr { border-bottom: 1px solid #e4dccb; padding: .25rem 0; }
  .wh-player-table td { display: inline; border: none; padding: 0 .2rem 0 0; overflow-wrap: anywhere; }
  .wh-player-table td:first-child { display: block; font-weight: 600; }
  .wh-player-table td:not(:first-child)::before { content: attr(data-label) ": "; color: var(--muted, #7a7064); }
  .wh-player-table td:not(:first-child):not(:last-child)::after { content: " ·"; }
}`;
  // Added once, as a constructed style sheet (the policy allows no `<style>` element).
  adoptStyle('wh-style', css);
}
