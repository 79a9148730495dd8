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
// HTML, and an element holding only such text carries the class `wh-content` and the
// attribute `data-content` (the case's words, in the case's language, not the
// interface's). Its CSS is injected once.

import { el, nameOf, listWords, adoptStyle } from '../../ui.js';
import { t } from '../../i18n.js';

const NOTEBOOK_CHARS = 4000;
const ANSWER_CHARS = 120;
const SEAT_COLORS = ['#c8413b', '#2f6fc0', '#2f8f57', '#d08a12', '#7d4fb8', '#1f8a8a', '#8a5a2b'];

const CHARACTERS = ['mycroft_holmes', 'martha_hudson', 'wiggins', 'irene_adler', 'toby', 'inspector_lestrade', 'mary_morstan', 'shinwell_johnson'];
const slug = (id) => String(id).replace(/_/g, '-');

/** A character's name in the reader's language (looked up at draw time). */
export const characterName = (c) => (CHARACTERS.includes(c) ? t(`watson-holmes-character-${slug(c)}`) : String(c || ''));

/** What each character does (WH-3; the last three are ours), in the table's words. */
export function characterPower(c) {
  return CHARACTERS.includes(c) ? t(`watson-holmes-power-${slug(c)}`) : '';
}

const SYMBOLS = ['gives_police', 'gives_call_off', 'gives_lockpick', 'needs_lockpick', 'never_aloud', 'no_police'];

const PHASES = ['visiting', 'watson', 'reading', 'answering', 'over'];
const phaseName = (phase) => (PHASES.includes(phase) ? t(`watson-holmes-phase-${phase}`) : String(phase ?? ''));

/** "3 carriages" in the reader's language. */
const carriages = (count) => t('watson-holmes-carriages', { count: Number(count) || 0 });
/** An answer in quotes ("…" in English, « … » in French). */
const quoted = (text) => t('watson-holmes-quoted', { text: String(text ?? '') });
/** "1st", "2nd" (English), "1re", "2e" (French). */
const ordinal = (n) => t('watson-holmes-ordinal', { n });

function symbolWords(symbols = {}) {
  const words = SYMBOLS.filter((key) => symbols[key]).map((key) => t(`watson-holmes-symbol-${slug(key)}`));
  if (symbols.gives_carriages) words.push(t('watson-holmes-symbol-gives-carriages', { count: symbols.gives_carriages }));
  return words;
}

/**
 * A location as the table names it: its number and its name (content, as the view
 * gives it), in the reader's words ("3 The Inn", « lieu 3, L’auberge »).
 */
function locationWords(num, v) {
  const loc = (v.locations || []).find((l) => l.number === num);
  return loc ? t('watson-holmes-location-named', { number: num, name: loc.name }) : t('watson-holmes-location-number', { number: num });
}

function bidWords(p) {
  if (p.toby) return t('watson-holmes-bid-toby');
  if (p.bid) return t('watson-holmes-bid-carriages', { count: p.bid });
  return t('watson-holmes-bid-foot');
}

function placementWords(p, v) {
  if (!p) return t('watson-holmes-place-none');
  if (p.kind === 'carriage_stop') return t('watson-holmes-place-stop');
  if (p.kind === 'baker_street') return t('watson-holmes-place-baker');
  return t('watson-holmes-place-location', { place: locationWords(p.number, v), bid: bidWords(p) });
}

/** Where a pawn goes, for the log: "Ada goes to 3 The Inn (bid 2 carriages)." */
function placedWords(name, p, v) {
  if (!p) return t('watson-holmes-log-placed-nowhere', { name });
  if (p.kind === 'carriage_stop') return t('watson-holmes-log-placed-stop', { name });
  if (p.kind === 'baker_street') return t('watson-holmes-log-placed-baker', { name });
  return t('watson-holmes-log-placed-location', { name, place: locationWords(p.number, v), bid: bidWords(p) });
}

/** What a seat gains, as the rules crate names it (English words on the wire) in the reader's language. */
function gainedWords(what) {
  const known = { 'a police token': 'watson-holmes-gained-police', 'a call-off token': 'watson-holmes-gained-call-off', 'a lockpick': 'watson-holmes-gained-lockpick' };
  if (known[what]) return t(known[what]);
  const m = /^(\d+) carriages?$/.exec(String(what ?? ''));
  return m ? carriages(Number(m[1])) : String(what ?? '');
}

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
  const n = (seat) => (seat === me ? t(would ? 'watson-holmes-order-you-if-going' : 'watson-holmes-order-you') : nameOf(ctx.names, seat));
  return el('ol', { class: 'wh-order', testid },
    groups.map((g) => el('li', { class: g.seats.includes(me) ? 'me' : '' },
      t(g.seats.length > 1 ? 'watson-holmes-order-group-together' : 'watson-holmes-order-group', {
        names: listWords(g.seats.map(n)),
        why: g.martha ? t('watson-holmes-order-martha') : carriages(g.carriages),
      }))));
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
  const locName = (num) => locationWords(num, v);
  // A card as events name it: number and name (texts live in the view, WH-5).
  const cardWords = (c) => {
    const number = c?.number ?? c?.location;
    if (number == null) return c?.name ?? '';
    return c.name ? t('watson-holmes-location-named', { number, name: c.name }) : t('watson-holmes-location-number', { number });
  };
  const answersOf = (list) => listWords((list || []).map(quoted));
  switch (body.type) {
    case 'round_started': return t('watson-holmes-log-round', { round: body.round, name: n(body.diary) });
    case 'placed': return placedWords(n(body.seat), body.placement, v);
    case 'outbid': return body.paid
      ? t('watson-holmes-log-outbid-paid', { name: n(body.seat), place: locName(body.location), count: body.paid })
      : t('watson-holmes-log-outbid', { name: n(body.seat), place: locName(body.location) });
    case 'police_called_off': return t('watson-holmes-log-police-called-off', { name: n(body.seat), place: locName(body.location) });
    case 'zone_fare': return t('watson-holmes-log-zone-fare', { name: n(body.seat), count: body.fare, zone: String(body.zone ?? '') });
    case 'watson_taken': return t('watson-holmes-log-watson-taken', { name: n(body.seat) });
    case 'character_discarded': return t('watson-holmes-log-character-discarded', { name: n(body.seat), character: characterName(body.character) });
    case 'character_revealed': return body.copy
      ? t('watson-holmes-log-character-revealed-copy', { name: n(body.seat), character: characterName(body.character), copy: characterName(body.copy) })
      : t('watson-holmes-log-character-revealed', { name: n(body.seat), character: characterName(body.character) });
    case 'diary_passed': return t('watson-holmes-log-diary-passed', { name: n(body.seat) });
    case 'read_aloud': return t('watson-holmes-log-read-aloud', { name: n(body.target), card: cardWords(body.card || body) });
    case 'read': return isMe(body.seat)
      ? t('watson-holmes-log-read-you', { card: cardWords(body.card || body) })
      : t('watson-holmes-log-read', { name: n(body.seat), card: cardWords(body.card || body) });
    case 'lockpick_spent': return t('watson-holmes-log-lockpick-spent', { name: n(body.seat), place: locName(body.location) });
    case 'gained': return t('watson-holmes-log-gained', { name: n(body.seat), what: gainedWords(body.what) });
    case 'police_placed': return t('watson-holmes-log-police-placed', { name: n(body.seat), place: locName(body.location) });
    case 'police_moved': return t('watson-holmes-log-police-moved', { name: n(body.seat), from: locName(body.from), to: locName(body.to) });
    case 'toby_moved': return body.location == null
      ? t('watson-holmes-log-toby-home', { name: n(body.seat) })
      : t('watson-holmes-log-toby-waits', { name: n(body.seat), place: locName(body.location) });
    case 'notebook_saved': return isMe(body.seat) ? t('watson-holmes-log-notebook-saved-you') : t('watson-holmes-log-notebook-saved', { name: n(body.seat) });
    case 'judged': return body.won
      ? t('watson-holmes-log-judged-won', { name: n(body.seat) })
      : t('watson-holmes-log-judged-out', { name: n(body.seat), right: body.right, of: body.of });
    case 'consultation': {
      const args = { name: n(body.seat), target: n(body.target), answers: answersOf(body.answers), right: body.right };
      return t(isMe(body.seat) ? 'watson-holmes-log-consultation-you' : 'watson-holmes-log-consultation', args);
    }
    case 'checked': {
      const args = { name: n(body.seat), answer: quoted(body.answer), result: body.correct ? 'right' : 'wrong', question: body.question + 1 };
      return t(isMe(body.seat) ? 'watson-holmes-log-checked-you' : 'watson-holmes-log-checked', args);
    }
    case 'holmes_consulted': return t(body.check ? 'watson-holmes-log-holmes-checked' : 'watson-holmes-log-holmes-consulted', { name: n(body.seat), target: n(body.target) });
    case 'answering_order_changed': {
      const groups = (body.order || []).map((g) => listWords(g.map(n)));
      const order = groups.length ? groups.reduce((before, after) => t('watson-holmes-then', { before, after })) : '';
      return t('watson-holmes-log-order-changed', { order });
    }
    case 'lone_survivor': return t('watson-holmes-log-lone-survivor', { name: n(body.seat), rounds: body.rounds });
    case 'game_over': return body.winners?.length
      ? t('watson-holmes-solved-by', { names: listWords(body.winners.map(n)) })
      : t('watson-holmes-log-nobody-solved');
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
    return winners.length ? t('watson-holmes-solved-by', { names: listWords(winners) }) : t('watson-holmes-prompt-nobody-solved');
  }
  if (mine?.eliminated) return t('watson-holmes-prompt-eliminated', { right: mine.right_answers ?? 0 });
  if (v.phase === 'visiting') {
    if (mine && v.turn === me) return v.lone_rounds_left === 0 ? t('watson-holmes-prompt-last-round') : t('watson-holmes-prompt-your-turn');
    return t('watson-holmes-prompt-choosing', { name: n(v.turn) });
  }
  if (v.phase === 'watson') {
    if (mine && v.watson_holder === me) return t('watson-holmes-prompt-you-hold-watson');
    return t('watson-holmes-prompt-holds-watson', { name: n(v.watson_holder) });
  }
  if (v.phase === 'reading') {
    if (mine && !mine.done_reading) {
      if (atBaker) {
        const place = answeringOrder(v).findIndex((g) => g.seats.includes(me)) + 1;
        return place ? t('watson-holmes-prompt-baker-ready-place', { ordinal: ordinal(place) }) : t('watson-holmes-prompt-baker-ready');
      }
      if (mine.placement?.kind === 'carriage_stop') return t('watson-holmes-prompt-stop');
      return t('watson-holmes-prompt-read');
    }
    const waiting = (v.players || []).filter((p) => !p.eliminated && !p.done_reading).map((p) => n(p.seat));
    return t('watson-holmes-prompt-waiting', { names: listWords(waiting) });
  }
  if (v.phase === 'answering') {
    if (mine && ctx.legalActions?.some((a) => a.type === 'answer')) return t('watson-holmes-prompt-answer');
    if (mine && atBaker && !v.me?.answers) return t('watson-holmes-prompt-answer-wait');
    return t('watson-holmes-prompt-answering');
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
  return el('h3', { class: 'wh-title wh-content', 'data-content': true, testid: 'wh-case-title', text: v.title });
}

/**
 * The case: its introduction (open in the first round, a click away after it) and
 * its questions (left out while the answer form shows them).
 */
function caseSection(v, withQuestions) {
  const questions = v.questions?.length
    ? el('ol', { class: 'wh-questions', testid: 'wh-questions' }, v.questions.map((q) => el('li', { class: 'wh-content', 'data-content': true, text: q.text })))
    : el('p', { class: 'muted', testid: 'wh-questions-hidden', text: t('watson-holmes-questions-hidden', { count: v.question_count }) });
  return el('section', { class: 'wh-case card' },
    el('details', { class: 'wh-intro', testid: 'wh-intro', open: v.round <= 1 && v.phase !== 'over' },
      el('summary', { text: t('watson-holmes-introduction') }),
      el('p', { class: 'wh-text wh-content', 'data-content': true, testid: 'wh-introduction', text: v.introduction })),
    withQuestions ? el('h4', { class: 'wh-questions-head', text: t('watson-holmes-questions') }) : null,
    withQuestions ? questions : null);
}

function phaseBar(v, ctx) {
  const words = [
    t('watson-holmes-bar-round', { round: v.round }),
    t('watson-holmes-bar-diary', { name: nameOf(ctx.names, v.diary) }),
    v.watson_in_play
      ? (v.watson_holder == null ? t('watson-holmes-bar-watson-free') : t('watson-holmes-bar-watson', { name: nameOf(ctx.names, v.watson_holder) }))
      : t('watson-holmes-bar-no-watson'),
    v.carriage_stop_open === false ? t('watson-holmes-bar-stop-closed') : null,
    t('watson-holmes-bar-stock', { carriages: v.stock_carriages ?? 0, police: v.stock_police ?? 0, calloff: v.stock_call_off ?? 0, lockpicks: v.stock_lockpicks ?? 0 }),
    v.lone_rounds_left != null ? t('watson-holmes-bar-last-survivor', { rounds: v.lone_rounds_left }) : null,
    v.open_casebook ? t('watson-holmes-bar-open-casebook') : null,
  ].filter(Boolean);
  const bits = [el('strong', { testid: 'wh-phase', text: phaseName(v.phase) }), ...words.map((w) => ` · ${w}`)];
  return el('p', { class: 'wh-phase small' }, bits);
}

// ---------------------------------------------------------------- questions and answers

/** A question is typed when the case asks for it (`typed`) or offers no choices. */
const isTyped = (q) => q.typed === true || !(q.choices || []).length;

function answerPanel(v, ctx, st) {
  return el('section', { class: 'wh-questions-panel card' },
    el('h4', { text: t('watson-holmes-answers-title') }),
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
      field = el('input', { type: 'text', id, testid: id, maxlength: String(ANSWER_CHARS), value, placeholder: t('watson-holmes-answer-placeholder'), autocomplete: 'off',
        on: { input: (e) => { st.answers[i] = e.target.value; edited(); } } });
    } else {
      field = el('div', { class: 'wh-choices', role: 'radiogroup', 'aria-labelledby': `${id}-label`, testid: `wh-answer-choices-${i}` },
        q.choices.map((c, k) => el('label', { class: 'wh-choice' },
          el('input', { type: 'radio', name: id, value: c, testid: `wh-answer-${i}-${k}`, checked: c === value,
            on: { change: (e) => { if (e.target.checked) { st.answers[i] = c; edited(); } } } }),
          el('span', { class: 'wh-content', 'data-content': true, text: c }))));
    }
    return el('li', { class: 'wh-answer' },
      el(isTyped(q) ? 'label' : 'span', { id: `${id}-label`, class: 'wh-answer-question wh-content', 'data-content': true, for: isTyped(q) ? id : null, text: q.text }),
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
    el('p', { class: 'small', text: t('watson-holmes-answer-together') }),
    el('ol', {}, rows),
    el('p', { class: 'wh-why', role: 'alert', testid: 'wh-answer-error', hidden: !st.answerError, text: st.answerError || '' }),
    el('button', { type: 'submit', class: 'primary', testid: 'wh-answer-send', text: t('watson-holmes-answer-send') }));
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
    el('h4', { text: t(v.phase === 'over' ? 'watson-holmes-reading-over' : v.open_casebook ? 'watson-holmes-reading-casebook' : 'watson-holmes-reading') }),
    v.phase === 'over' ? null : v.open_casebook
      ? el('p', { class: 'muted small', text: t('watson-holmes-reading-casebook-note') })
      : el('p', { class: 'muted small', text: t('watson-holmes-reading-note') }),
    cards.map((c) => {
      const marked = v.open_casebook && fresh(c);
      return el('article', { class: `wh-card-text${c.aloud ? ' aloud' : ''}${marked ? ' this-round' : ''}`, testid: `wh-read-${c.card.number}` },
        el('h5', {},
          el('span', { class: 'wh-content', 'data-content': true, text: `${c.card.number} · ${c.card.name}` }),
          c.aloud ? ` ${t('watson-holmes-card-aloud')}` : null,
          marked ? el('span', { class: 'wh-badge new', testid: `wh-this-round-${c.card.number}`, text: t('watson-holmes-read-this-round') }) : null),
        el('p', { class: 'wh-text wh-content', 'data-content': true, text: c.card.text }));
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
    'aria-label': t('watson-holmes-notebook'), placeholder: t('watson-holmes-notebook-placeholder'),
    on: { input: (e) => { st.notebook = e.target.value; count.textContent = `${[...st.notebook].length} / ${NOTEBOOK_CHARS}`; } } });
  return el('section', { class: 'wh-notebook card', testid: 'wh-notebook-panel' },
    el('h4', { text: t('watson-holmes-notebook') }),
    locked ? el('p', { class: 'notice small', testid: 'wh-notebook-locked', text: t('watson-holmes-notebook-locked') }) : null,
    area,
    el('div', { class: 'row' },
      el('button', { type: 'button', testid: 'wh-notebook-save', text: t('watson-holmes-notebook-save'), disabled: locked || !canWrite,
        on: { click: () => ctx.send({ type: 'write_notebook', text: st.notebook }) } }),
      count,
      st.notebook !== mine.notebook ? el('span', { class: 'small muted', text: ` ${t('watson-holmes-notebook-unsaved')}` }) : el('span', { class: 'small muted', testid: 'wh-notebook-saved', text: ` ${t('watson-holmes-notebook-saved')}` })));
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
    if (has((a) => a.type === 'carriage_stop')) buttons.push(btn('wh-carriage-stop', t('watson-holmes-carriage-stop'), { type: 'carriage_stop' }));
    if (has((a) => a.type === 'baker_street')) {
      // Going to 221B cannot be undone: it asks first, and it is the main button
      // only when it is the one move left (the lone survivor's last round).
      const only = v.lone_rounds_left === 0;
      buttons.push(el('button', { type: 'button', class: only ? 'primary' : '', testid: 'wh-baker-street', text: t('watson-holmes-go-baker'),
        'aria-expanded': st.confirmBaker ? 'true' : 'false',
        on: { click: () => { st.confirmBaker = true; redraw(); } } }));
      after = st.confirmBaker ? bakerConfirm(v, ctx, st) : bakerHint(v, ctx);
    }
    if (has((a) => a.type === 'take_watson')) buttons.push(btn('wh-take-watson', t('watson-holmes-take-watson'), { type: 'take_watson' }));
    if (has((a) => a.type === 'discard_character')) buttons.push(btn('wh-discard-character', t('watson-holmes-discard-character'), { type: 'discard_character' }));
  }
  if (v.phase === 'watson' && v.watson_holder === ctx.seat) {
    for (const a of legal.filter((x) => x.type === 'watson_read_aloud')) {
      if (a.target == null) buttons.push(btn('wh-watson-pass', t('watson-holmes-watson-pass'), a));
      else {
        const p = v.players[a.target];
        buttons.push(btn(`wh-watson-${a.target}`, t('watson-holmes-watson-read', { name: nameOf(ctx.names, a.target), where: placementWords(p.placement, v) }), a, 'primary'));
      }
    }
  }
  if (v.phase === 'reading' && has((a) => a.type === 'finish_reading')) {
    const canPolice = has((a) => a.type === 'finish_reading' && a.police);
    const police = canPolice
      ? el('label', { class: 'small' }, el('input', { type: 'checkbox', testid: 'wh-leave-police', checked: st.police, on: { change: (e) => { st.police = e.target.checked; } } }), ` ${t('watson-holmes-leave-police')}`)
      : null;
    const tobyMoves = legal.filter((a) => a.type === 'finish_reading' && a.toby_to != null);
    const atBaker = v.players[ctx.seat]?.placement?.kind === 'baker_street';
    buttons.push(police);
    buttons.push(el('button', { type: 'button', class: 'primary', testid: 'wh-done-reading', text: t(atBaker ? 'watson-holmes-ready-to-answer' : 'watson-holmes-done-reading'),
      on: { click: () => ctx.send({ type: 'finish_reading', police: canPolice && st.police, toby_to: null }) } }));
    for (const a of tobyMoves) buttons.push(btn(`wh-toby-to-${a.toby_to}`, t('watson-holmes-toby-to', { number: a.toby_to }), a));
  }
  const reveals = legal.filter((a) => a.type === 'reveal_character');
  for (const a of reveals.slice(0, 12)) {
    // Lestrade's moves are many: the first few as buttons keep the panel usable.
    const me = v.players[ctx.seat];
    const character = a.copy ? t('watson-holmes-wiggins-as', { character: characterName(a.copy) }) : characterName(me?.character);
    let words = t('watson-holmes-reveal', { character });
    if (a.target != null) words = t('watson-holmes-reveal-read', { character, name: nameOf(ctx.names, a.target) });
    if (a.location != null) words = t('watson-holmes-reveal-police', { character, from: a.location, to: a.to });
    const key = `wh-reveal-${a.copy || 'own'}-${a.target ?? ''}-${a.location ?? ''}-${a.to ?? ''}`;
    buttons.push(btn(key, words, a, 'subtle'));
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
      ? t('watson-holmes-baker-hint', { count: others, ordinal: ordinal(place), groups: groups.length })
      : t('watson-holmes-baker-hint-empty') });
}

/**
 * The question before going to 221B, in the page: what it means, the answering
 * order with the place this seat would take, and the two answers.
 */
function bakerConfirm(v, ctx, st) {
  const groups = answeringOrder(v, ctx.seat);
  const close = () => { st.confirmBaker = false; redraw(); };
  return el('div', { class: 'wh-confirm', role: 'group', 'aria-label': t('watson-holmes-baker-confirm-label'), testid: 'wh-baker-confirm' },
    el('p', { class: 'wh-confirm-text', text: t('watson-holmes-baker-confirm') }),
    el('p', { class: 'small', text: t('watson-holmes-baker-confirm-order') }),
    orderList(v, ctx, groups, { me: ctx.seat, would: true, testid: 'wh-answering-order' }),
    el('div', { class: 'wh-buttons' },
      el('button', { type: 'button', testid: 'wh-baker-no', text: t('watson-holmes-baker-no'), on: { click: close } }),
      el('button', { type: 'button', class: 'primary', testid: 'wh-baker-yes', text: t('watson-holmes-baker-yes'),
        on: { click: () => { st.confirmBaker = false; ctx.send({ type: 'baker_street' }); } } })));
}

/** Everyone at 221B, in answering order, while anyone is there. */
function bakerPanel(v, ctx) {
  if (v.phase === 'over') return null;
  const groups = answeringOrder(v);
  if (!groups.length) return null;
  const me = ctx.readOnly ? null : ctx.seat;
  return el('section', { class: 'wh-baker card', testid: 'wh-baker' },
    el('h4', { text: t('watson-holmes-baker-title') }),
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
    if (l?.visitor != null) {
      notes.push(l.bid
        ? t('watson-holmes-visit-note-bid', { name: nameOf(ctx.names, l.visitor), bid: l.bid })
        : t('watson-holmes-visit-note-foot', { name: nameOf(ctx.names, l.visitor) }));
    }
    if (l?.police) notes.push(t('watson-holmes-note-police'));
    if (read.has(num)) notes.push(t('watson-holmes-note-read'));
    return `${num} ${l?.name || ''}${notes.length ? ` (${notes.join(', ')})` : ''}`;
  };
  const bid = el('input', { type: 'number', min: '0', max: '99', class: 'wh-bid', testid: 'wh-visit-bid', 'aria-label': t('watson-holmes-bid-label'),
    value: String(st.bids[st.visitTo] ?? lowestFor(st.visitTo)),
    on: { input: (e) => { st.bids[st.visitTo] = e.target.value; } } });
  const canCallOff = (num) => visits.some((a) => a.location === num && a.call_off);
  const callOff = el('input', { type: 'checkbox', testid: 'wh-visit-call-off', checked: st.visitCallOff && canCallOff(st.visitTo),
    on: { change: (e) => { st.visitCallOff = e.target.checked; } } });
  const callOffLabel = el('label', { class: 'small', hidden: !canCallOff(st.visitTo) }, callOff, ` ${t('watson-holmes-call-off')}`);
  const select = el('select', { testid: 'wh-visit-select', 'aria-label': t('watson-holmes-visit-select'),
    on: { change: (e) => {
      st.visitTo = Number(e.target.value);
      bid.value = String(st.bids[st.visitTo] ?? lowestFor(st.visitTo));
      callOffLabel.hidden = !canCallOff(st.visitTo);
    } } },
  numbers.map((num) => el('option', { value: String(num), text: optionText(num), selected: num === st.visitTo })));
  const go = () => ctx.send({ type: 'visit', location: st.visitTo, carriages: Math.max(0, parseInt(bid.value, 10) || 0),
    call_off: canCallOff(st.visitTo) && callOff.checked, toby: false });
  return el('div', { class: 'wh-visit', testid: 'wh-visit-chooser' },
    el('label', { class: 'wh-visit-label', text: `${t('watson-holmes-visit')} ` }), select,
    el('span', { class: 'wh-visit-bid' }, el('label', { class: 'small', text: `${t('watson-holmes-bid')} ` }), bid),
    callOffLabel,
    el('button', { type: 'button', class: 'primary', testid: 'wh-visit-go', text: t('watson-holmes-go-there'), on: { click: go } }));
}

// ---------------------------------------------------------------- the board

function board(v, ctx, st, legal) {
  const zones = v.zones?.length ? v.zones : [{ id: null, name: null }];
  const myTurn = v.phase === 'visiting' && v.turn === ctx.seat && !ctx.readOnly;
  const read = new Set(v.me?.read || []);
  return el('section', { class: 'wh-board card', testid: 'wh-board' },
    el('h4', { text: t('watson-holmes-locations') }),
    zones.map((z) => el('div', { class: 'wh-zone' },
      z.name ? el('h5', { class: 'wh-zone-name' }, el('span', { class: 'wh-content', 'data-content': true, text: z.name }), ` ${t('watson-holmes-zone-fare', { count: z.fare ?? 1 })}`) : null,
      el('div', { class: 'wh-cards' },
        (v.locations || []).filter((l) => (z.id == null ? true : l.zone === z.id)).map((l) => locationCard(l, v, ctx, st, legal, myTurn, read))))));
}

function locationCard(l, v, ctx, st, legal, myTurn, read) {
  const visits = legal.filter((a) => a.type === 'visit' && a.location === l.number);
  const symbols = symbolWords(l.symbols);
  // Only a pawn standing on the card now has a bid; an empty card shows none.
  const visitor = l.visitor != null ? el('span', { class: 'wh-pawn', testid: `wh-loc-visitor-${l.number}`, style: { '--seat': SEAT_COLORS[l.visitor % SEAT_COLORS.length] },
    text: l.bid ? t('watson-holmes-pawn-bid', { name: nameOf(ctx.names, l.visitor), count: l.bid }) : t('watson-holmes-pawn-foot', { name: nameOf(ctx.names, l.visitor) }) }) : null;
  let controls = null;
  if (myTurn && visits.length) {
    const lowest = Math.min(...visits.filter((a) => !a.toby).map((a) => a.carriages));
    const floor = Number.isFinite(lowest) ? lowest : 0;
    const withCallOff = visits.some((a) => a.call_off);
    const withoutCallOff = visits.some((a) => !a.call_off && !a.toby);
    const bid = el('input', { type: 'number', min: String(floor), max: '99', value: String(st.bids[l.number] ?? floor),
      class: 'wh-bid', testid: `wh-bid-${l.number}`, 'aria-label': t('watson-holmes-bid-on', { number: l.number }),
      on: { input: (e) => { st.bids[l.number] = e.target.value; } } });
    const go = (callOff) => ctx.send({ type: 'visit', location: l.number, carriages: Math.max(0, parseInt(bid.value, 10) || 0), call_off: callOff, toby: false });
    controls = el('div', { class: 'wh-card-controls' },
      bid,
      withoutCallOff ? el('button', { type: 'button', class: 'small-btn', testid: `wh-visit-${l.number}`, text: t('watson-holmes-go'), on: { click: () => go(false) } }) : null,
      withCallOff ? el('button', { type: 'button', class: 'small-btn', testid: `wh-visit-calloff-${l.number}`, text: t('watson-holmes-go-call-off'), on: { click: () => go(true) } }) : null,
      visits.some((a) => a.toby) ? el('button', { type: 'button', class: 'small-btn', testid: `wh-visit-toby-${l.number}`, text: t('watson-holmes-join-toby'), on: { click: () => ctx.send({ type: 'visit', location: l.number, carriages: 0, call_off: false, toby: true }) } }) : null);
  }
  return el('div', { class: `wh-loc${l.police ? ' policed' : ''}${read.has(l.number) ? ' read' : ''}${visits.length && myTurn ? ' open' : ''}`, testid: `wh-loc-${l.number}` },
    el('div', { class: 'wh-loc-head' }, el('span', { class: 'wh-loc-no', text: String(l.number) }), el('span', { class: 'wh-loc-name wh-content', 'data-content': true, text: l.name })),
    symbols.length ? el('div', { class: 'wh-symbols small', text: symbols.join(' · ') }) : null,
    el('div', { class: 'wh-loc-state small' },
      l.police ? el('span', { class: 'wh-badge police', text: t('watson-holmes-note-police') }) : null,
      read.has(l.number) ? el('span', { class: 'wh-badge read', text: t('watson-holmes-note-read') }) : null,
      l.toby != null ? el('span', { class: 'wh-badge', text: t('watson-holmes-badge-toby', { name: nameOf(ctx.names, l.toby) }) }) : null,
      visitor),
    controls);
}

// ---------------------------------------------------------------- players

function playersPanel(v, ctx) {
  const heads = ['player', 'carriages', 'tokens', 'character', 'where', 'read'].map((h) => t(`watson-holmes-head-${h}`));
  const rows = (v.players || []).map((p) => {
    const tokens = [p.police ? 'police' : null, p.call_off ? 'call-off' : null, p.lockpick ? 'lockpick' : null, p.watson ? 'watson' : null]
      .filter(Boolean).map((k) => t(`watson-holmes-token-${k}`));
    let character = t('watson-holmes-face-down');
    if (p.character) {
      const state = p.character_state === 'discarded' ? 'discarded' : p.character_state === 'revealed' ? 'revealed' : 'yours';
      character = t(`watson-holmes-character-${state}`, { character: characterName(p.character) });
    } else if (p.character_state === 'discarded') character = t('watson-holmes-discarded');
    let status = placementWords(p.placement, v);
    if (p.won) status = t('watson-holmes-status-won');
    else if (p.eliminated) status = t('watson-holmes-status-out', { right: p.right_answers ?? 0 });
    else if (v.phase === 'reading' && p.done_reading) status = t('watson-holmes-status-done', { status });
    // Each cell names its column, which a phone shows in place of the header row.
    // A phone shows each cell's column before it, punctuated as the reader's language does.
    const cell = (i, ...content) => el('td', { 'data-label': t('watson-holmes-cell-label', { label: heads[i] }) }, ...content);
    return el('tr', { testid: `wh-player-${p.seat}`, class: p.seat === ctx.seat && !ctx.readOnly ? 'me' : '' },
      cell(0, el('span', { class: 'wh-dot', style: { '--seat': SEAT_COLORS[p.seat % SEAT_COLORS.length] } }), nameOf(ctx.names, p.seat), p.seat === ctx.seat && !ctx.readOnly ? el('span', { class: 'badge', text: t('watson-holmes-you') }) : null),
      cell(1, String(p.carriages)),
      cell(2, tokens.join(', ') || '—'),
      cell(3, character),
      cell(4, p.zone ? t('watson-holmes-status-zone', { status, zone: p.zone }) : status),
      cell(5, String(p.visited?.length ?? 0)));
  });
  return el('section', { class: 'wh-players card' },
    el('h4', { text: t('watson-holmes-players') }),
    el('div', { class: 'wh-scroll', testid: 'wh-players' }, el('table', { class: 'wh-player-table' },
      el('thead', {}, el('tr', {}, heads.map((h) => el('th', { text: h })))),
      el('tbody', {}, rows))));
}

// ---------------------------------------------------------------- my seat

function myPanel(v, ctx, st, legal) {
  const me = v.players[ctx.seat];
  const mine = v.me;
  const character = me.character
    ? el('p', { testid: 'wh-my-character' },
      el('strong', { text: t(`watson-holmes-character-${me.character_state === 'discarded' ? 'discarded' : me.character_state === 'revealed' ? 'revealed' : 'face-down'}`,
        { character: characterName(me.character) }) }),
      el('br'), el('span', { class: 'small', text: characterPower(me.character) }))
    : el('p', { class: 'muted', text: t('watson-holmes-no-character') });
  return el('section', { class: 'wh-me card', testid: 'wh-me' },
    el('h4', { text: t('watson-holmes-desk') }),
    character,
    holmesVoice(v, ctx, st, legal),
    mine.consultations?.length ? el('div', { class: 'wh-consultations', testid: 'wh-consultations' },
      el('h5', { text: t('watson-holmes-consultations') }),
      el('ul', {}, mine.consultations.map((c) => el('li', { text: c.question != null
        ? t('watson-holmes-consult-check', { question: c.question + 1, answer: quoted(c.answers[0]), result: c.correct ? 'right' : 'wrong' })
        : t('watson-holmes-consult-answers', { name: nameOf(ctx.names, c.target), answers: c.answers.map(quoted).join(', '), right: c.right }) })))) : null,
    mine.answers && v.phase !== 'over' ? el('p', { class: 'small', text: t('watson-holmes-your-answers', { answers: mine.answers.map(quoted).join(', ') }) }) : null);
}

function holmesVoice(v, ctx, st, legal) {
  const failed = (v.players || []).filter((p) => p.right_answers != null && p.seat !== ctx.seat);
  if (!failed.length) return null;
  const consults = legal.filter((a) => a.type === 'consult');
  const canCheck = legal.some((a) => a.type === 'check_answer');
  const target = failed[0].seat;
  const questions = v.questions?.length ? v.questions : Array.from({ length: v.question_count }, (_, i) => ({ text: t('watson-holmes-question-number', { number: i + 1 }), choices: [] }));
  return el('div', { class: 'wh-holmes', testid: 'wh-holmes' },
    el('h5', { text: t('watson-holmes-voice') }),
    consults.map((a) => el('button', { type: 'button', testid: `wh-consult-${a.target}`, text: t('watson-holmes-consult', { name: nameOf(ctx.names, a.target) }), on: { click: () => ctx.send(a) } })),
    canCheck ? el('form', { class: 'row', on: { submit: (e) => { e.preventDefault(); ctx.send({ type: 'check_answer', target, question: Number(st.checkQuestion) || 0, answer: st.checkAnswer.trim() }); } } },
      el('select', { testid: 'wh-check-question', 'aria-label': t('watson-holmes-check-question'), on: { change: (e) => { st.checkQuestion = e.target.value; } } },
        questions.map((q, i) => el('option', { value: String(i), text: `${i + 1}. ${q.text}`, selected: Number(st.checkQuestion) === i }))),
      el('input', { type: 'text', testid: 'wh-check-answer', maxlength: String(ANSWER_CHARS), value: st.checkAnswer, placeholder: t('watson-holmes-check-placeholder'), on: { input: (e) => { st.checkAnswer = e.target.value; } } }),
      el('button', { type: 'submit', testid: 'wh-check-send', text: t('watson-holmes-check-send') })) : null);
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
  const markKey = (m) => (m === true ? 'right' : m === false ? 'wrong' : 'unknown');
  const mark = (m, testid) => el('span', { class: `wh-mark ${markKey(m)}`, testid, text: m === true ? t('watson-holmes-mark-right') : m === false ? t('watson-holmes-mark-wrong') : '?' });
  return el('section', { class: 'wh-end card', testid: 'wh-solution' },
    el('h4', { text: t('watson-holmes-solution') }),
    el('p', { class: 'wh-text wh-content', 'data-content': true, text: v.solution }),
    el('h5', { text: t(mine ? 'watson-holmes-answers-and-yours' : 'watson-holmes-answers') }),
    el('ol', { class: 'wh-end-answers', testid: 'wh-end-answers' }, (v.correct_answers || []).map((a, i) => el('li', {},
      questions[i]?.text ? el('span', { class: 'wh-content', 'data-content': true, text: questions[i].text }) : el('span', { text: t('watson-holmes-question-number', { number: i + 1 }) }),
      ' ', el('strong', { class: 'wh-content', 'data-content': true, text: a }),
      mine ? el('div', { class: 'wh-my-answer', testid: `wh-my-answer-${i}`, 'aria-label': t(`watson-holmes-your-answer-${markKey(myMarks?.[i])}`) },
        `${t('watson-holmes-you-answered')} `, el('q', { class: 'wh-content', 'data-content': true, text: answerText(mine[i]) }), ' ', mark(myMarks?.[i], `wh-my-mark-${i}`)) : null))),
    (v.all_answers || []).some(Boolean) ? el('div', {},
      el('h5', { text: t('watson-holmes-all-answers') }),
      el('ul', { class: 'wh-all-answers' }, v.all_answers.map((answers, seat) => {
        if (!answers) return null;
        const marks = answerMarks(v, seat) || [];
        return el('li', { testid: `wh-answers-of-${seat}` }, el('strong', { text: `${t('watson-holmes-answers-of', { name: nameOf(ctx.names, seat) })} ` }),
          answers.map((a, i) => el('span', { class: 'wh-given' }, el('q', { class: 'wh-content', 'data-content': true, text: answerText(a) }), ' ', mark(marks[i], null), i < answers.length - 1 ? ', ' : '')));
      }))) : null,
    v.location_texts?.length ? el('details', { class: 'wh-all-cards', testid: 'wh-all-cards' },
      el('summary', { text: t('watson-holmes-all-cards') }),
      v.location_texts.map((c) => el('article', { class: 'wh-card-text' },
        el('h5', { class: 'wh-content', 'data-content': true, text: `${c.number} · ${c.name}` }), el('p', { class: 'wh-text wh-content', 'data-content': true, text: c.text })))) : null);
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
  .wh-player-table td:not(:first-child)::before { content: attr(data-label) " "; color: var(--muted, #7a7064); }
  .wh-player-table td:not(:first-child):not(:last-child)::after { content: " ·"; }
}`;
  // Added once, as a constructed style sheet (the policy allows no `<style>` element).
  adoptStyle('wh-style', css);
}
