// games/watson-holmes.js — the Watson & Holmes table (docs/games/watson-holmes.md):
// the case (introduction, questions), the location cards laid out by zone with their
// symbols, police tokens, pawns, bids and Toby; the Carriage Stop, 221B and the
// Watson card; the players' carriages, tokens and characters; your character with
// what it does; the reading panel (WH-5: the card you read this round, or every card
// read with the open casebook); your notebook, kept by the server and locked in
// Irene Adler's round; Holmes's voice (consultations and answer checks, WH-7); the
// 221B answer form (pick or type); and at the end Holmes's solution.
// It draws from the view only; actions go out through ctx.send. Every text from a
// case or a person is set as text, never as HTML. Its CSS is injected once.

import { el, nameOf, listWords } from '../../ui.js';

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

// ---------------------------------------------------------------- the log in words

export function describeEvent(body, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const v = ctx.view || {};
  const locName = (num) => {
    const l = (v.locations || []).find((x) => x.number === num);
    return l ? `${num} ${l.name}` : `location ${num}`;
  };
  switch (body.type) {
    case 'round_started': return `Round ${body.round} begins; ${n(body.diary)} holds the Diary.`;
    case 'placed': return `${n(body.seat)} goes ${placementWords(body.placement, v)}.`;
    case 'outbid': return `${n(body.seat)} is outbid at ${locName(body.location)}${body.paid ? ` and pays ${plural(body.paid, 'carriage')}` : ''}.`;
    case 'police_called_off': return `${n(body.seat)} calls off the police at ${locName(body.location)}.`;
    case 'zone_fare': return `${n(body.seat)} pays ${plural(body.fare, 'carriage')} to travel to ${body.zone}.`;
    case 'watson_taken': return `${n(body.seat)} takes the Watson card.`;
    case 'character_discarded': return `${n(body.seat)} discards ${characterName(body.character)} for 3 carriages.`;
    case 'character_revealed': return `${n(body.seat)} reveals ${characterName(body.character)}${body.copy ? ` copying ${characterName(body.copy)}` : ''}.`;
    case 'diary_passed': return `${n(body.seat)} placed last and takes the Diary.`;
    case 'read_aloud': return `Watson reads aloud the card of ${n(body.target)}: ${body.card?.number} ${body.card?.name}.`;
    case 'read': return `You read ${body.card?.number} ${body.card?.name}.`;
    case 'lockpick_spent': return `${n(body.seat)} spends a lockpick at ${locName(body.location)}.`;
    case 'gained': return `${n(body.seat)} gains ${body.what}.`;
    case 'police_placed': return `${n(body.seat)} leaves a police token on ${locName(body.location)}.`;
    case 'police_moved': return `${n(body.seat)} moves a police token from ${locName(body.from)} to ${locName(body.to)}.`;
    case 'toby_moved': return body.location == null ? `${n(body.seat)}'s Toby goes home.` : `${n(body.seat)}'s Toby waits at ${locName(body.location)}.`;
    case 'notebook_saved': return 'Your notebook is saved.';
    case 'judged': return body.won
      ? `${n(body.seat)} answers every question right and solves the case!`
      : `${n(body.seat)} answers ${body.right} of ${body.of} right and leaves the case.`;
    case 'consultation': return `Holmes's voice: ${n(body.target)} answered ${listWords((body.answers || []).map((a) => `"${a}"`))} (${body.right} right).`;
    case 'checked': return `Answer Check: "${body.answer}" is ${body.correct ? 'right' : 'wrong'} for question ${body.question + 1}.`;
    case 'holmes_consulted': return `${n(body.seat)} consults ${n(body.target)} as Holmes's voice${body.check ? ' (an Answer Check)' : ''}.`;
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
    if (mine && !mine.done_reading) return 'Read your card, take notes, then say you are done.';
    const waiting = (v.players || []).filter((p) => !p.eliminated && !p.done_reading).map((p) => n(p.seat));
    return `Waiting for ${listWords(waiting)} to finish reading.`;
  }
  if (v.phase === 'answering') {
    if (mine && ctx.legalActions?.some((a) => a.type === 'answer')) return 'You are at 221B Baker Street: answer every question.';
    return 'Answers are being given at 221B Baker Street.';
  }
  return null;
}

// ---------------------------------------------------------------- local UI state

/** What the player is composing, kept across re-renders of the same match. */
const drafts = new Map();
function draftFor(ctx) {
  const key = `${ctx.match?.id}|${ctx.readOnly ? 'ro' : ctx.seat}`;
  if (!drafts.has(key)) drafts.set(key, { notebook: null, answers: {}, bids: {}, police: false, checkQuestion: 0, checkAnswer: '', lestradeFrom: null });
  return drafts.get(key);
}

// ---------------------------------------------------------------- render

export function render(container, ctx) {
  injectStyle();
  const v = ctx.view;
  const focused = document.activeElement?.dataset?.testid && container.contains(document.activeElement)
    ? { id: document.activeElement.dataset.testid, start: document.activeElement.selectionStart, end: document.activeElement.selectionEnd }
    : null;
  const st = draftFor(ctx);
  const me = ctx.readOnly ? null : ctx.seat;
  const legal = legalFor(ctx);
  const parts = [
    caseHeader(v),
    // The case closed: Holmes's solution comes first.
    v.solution ? endPanel(v, ctx) : null,
    phaseBar(v, ctx),
    questionsPanel(v, ctx, st, legal),
    readingPanel(v, ctx),
    actionsPanel(v, ctx, st, legal),
    board(v, ctx, st, legal),
    playersPanel(v, ctx),
    me !== null && me !== undefined && v.me ? myPanel(v, ctx, st, legal) : null,
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
    out.push({ type: 'carriage_stop' }, { type: 'baker_street' });
    if (v.watson_in_play && v.watson_holder == null) out.push({ type: 'take_watson' });
    if (me.character_state === 'hidden') out.push({ type: 'discard_character' });
  }
  if (v.phase === 'reading' && !me.done_reading) out.push({ type: 'finish_reading', police: me.police, toby_to: null });
  return out;
}

function caseHeader(v) {
  return el('section', { class: 'wh-case card' },
    el('h3', { class: 'wh-title', testid: 'wh-case-title', text: v.title }),
    el('details', { class: 'wh-intro', open: v.round <= 1 && v.phase !== 'over' },
      el('summary', { text: 'The introduction' }),
      el('p', { class: 'wh-text', testid: 'wh-introduction', text: v.introduction })));
}

function phaseBar(v, ctx) {
  const bits = [
    el('strong', { testid: 'wh-phase', text: PHASE_WORDS[v.phase] || v.phase }),
    ` · round ${v.round}`,
    ` · Diary: ${nameOf(ctx.names, v.diary)}`,
    v.watson_in_play ? ` · Watson card: ${v.watson_holder == null ? 'free' : nameOf(ctx.names, v.watson_holder)}` : ' · no Watson card in this case',
    ` · stock: ${plural(v.stock_carriages, 'carriage')}, ${v.stock_police} police, ${v.stock_call_off} call-off, ${plural(v.stock_lockpicks, 'lockpick')}`,
    v.lone_rounds_left != null ? ` · last survivor: ${plural(v.lone_rounds_left, 'round')} left` : null,
    v.open_casebook ? ' · open casebook' : null,
  ];
  return el('p', { class: 'wh-phase small' }, bits);
}

function questionsPanel(v, ctx, st, legal) {
  const answering = legal.some((a) => a.type === 'answer');
  const list = v.questions?.length
    ? el('ol', { class: 'wh-questions', testid: 'wh-questions' }, v.questions.map((q) => el('li', { text: q.text })))
    : el('p', { class: 'muted', testid: 'wh-questions-hidden', text: `This case keeps its ${plural(v.question_count, 'question')} for 221B Baker Street: you will see them there.` });
  return el('section', { class: 'wh-questions-panel card' },
    el('h4', { text: 'The questions' }), list,
    answering ? answerForm(v, ctx, st) : null);
}

function answerForm(v, ctx, st) {
  const rows = v.questions.map((q, i) => {
    const id = `wh-answer-${i}`;
    const value = st.answers[i] ?? '';
    const input = el('input', { type: 'text', id, testid: id, maxlength: String(ANSWER_CHARS), value, placeholder: q.choices.length ? 'pick or type' : 'type your answer', list: q.choices.length ? `wh-choices-${i}` : null, autocomplete: 'off',
      on: { input: (e) => { st.answers[i] = e.target.value; } } });
    const select = q.choices.length
      ? el('select', { testid: `wh-answer-choice-${i}`, 'aria-label': `Choices for question ${i + 1}`,
        on: { change: (e) => { st.answers[i] = e.target.value; input.value = e.target.value; } } },
        el('option', { value: '', text: '— choose —' }),
        q.choices.map((c) => el('option', { value: c, text: c, selected: c === value })))
      : null;
    return el('li', {}, el('label', { for: id, text: q.text }), el('div', { class: 'wh-answer-row' }, select, input));
  });
  const send = () => {
    const answers = v.questions.map((_, i) => String(st.answers[i] ?? '').trim());
    if (answers.some((a) => !a)) { showWhy('Answer every question first.'); return; }
    ctx.send({ type: 'answer', answers });
  };
  return el('form', { class: 'wh-answer-form', testid: 'wh-answer-form', on: { submit: (e) => { e.preventDefault(); send(); } } },
    el('p', { class: 'small', text: 'Holmes judges your answers together: one wrong answer and you leave the case.' }),
    el('ol', {}, rows),
    el('button', { type: 'submit', class: 'primary', testid: 'wh-answer-send', text: 'Give my answers' }));
}

function showWhy(text) {
  const banner = document.getElementById('error-banner');
  if (banner) { banner.textContent = text; banner.dataset.kind = 'error'; banner.hidden = false; }
}

function readingPanel(v, ctx) {
  const me = v.me;
  const cards = [];
  if (v.aloud) cards.push({ card: v.aloud, aloud: true });
  for (const c of me?.reading || []) if (!v.aloud || c.number !== v.aloud.number) cards.push({ card: c, aloud: false });
  if (!cards.length) return null;
  return el('section', { class: 'wh-reading card', testid: 'wh-reading' },
    el('h4', { text: v.open_casebook ? 'Your casebook' : 'Reading' }),
    v.open_casebook ? null : el('p', { class: 'muted small', text: 'The card goes back at the end of the Investigation Phase: keep what matters in your notebook.' }),
    cards.map(({ card, aloud }) => el('article', { class: `wh-card-text${aloud ? ' aloud' : ''}`, testid: `wh-read-${card.number}` },
      el('h5', { text: `${card.number} · ${card.name}${aloud ? ' (read aloud)' : ''}` }),
      el('p', { class: 'wh-text', text: card.text }))));
}

// ---------------------------------------------------------------- actions

function actionsPanel(v, ctx, st, legal) {
  if (!legal.length || ctx.readOnly) return null;
  const buttons = [];
  const has = (pred) => legal.some(pred);
  const btn = (testid, text, action, cls = '') => el('button', { type: 'button', class: cls, testid, text, on: { click: () => ctx.send(action) } });
  if (v.phase === 'visiting' && v.turn === ctx.seat) {
    if (has((a) => a.type === 'carriage_stop')) buttons.push(btn('wh-carriage-stop', 'Carriage Stop (+carriages)', { type: 'carriage_stop' }));
    if (has((a) => a.type === 'baker_street')) buttons.push(btn('wh-baker-street', 'Go to 221B Baker Street', { type: 'baker_street' }, 'primary'));
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
    buttons.push(police);
    buttons.push(el('button', { type: 'button', class: 'primary', testid: 'wh-done-reading', text: 'Done reading',
      on: { click: () => ctx.send({ type: 'finish_reading', police: canPolice && st.police, toby_to: null }) } }));
    for (const a of tobyMoves) buttons.push(btn(`wh-toby-to-${a.toby_to}`, `Done, and Toby waits at ${a.toby_to}`, a));
  }
  const reveals = legal.filter((a) => a.type === 'reveal_character');
  for (const a of reveals) {
    const me = v.players[ctx.seat];
    const who = a.copy ? `Wiggins as ${characterName(a.copy)}` : characterName(me?.character);
    let what = '';
    if (a.target != null) what = `: read ${nameOf(ctx.names, a.target)}'s card`;
    if (a.location != null) what = `: police from ${a.location} to ${a.to}`;
    const key = `wh-reveal-${a.copy || 'own'}-${a.target ?? ''}-${a.location ?? ''}-${a.to ?? ''}`;
    buttons.push(btn(key, `Reveal ${who}${what}`, a, 'subtle'));
  }
  if (reveals.length > 12) {
    // Lestrade's moves are many: keep the first few as buttons, the list stays usable.
    buttons.splice(buttons.length - reveals.length + 12);
  }
  const items = buttons.filter(Boolean);
  if (!items.length) return null;
  return el('section', { class: 'wh-actions card', testid: 'wh-actions' }, el('div', { class: 'wh-buttons' }, items));
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
  const visitor = l.visitor != null ? el('span', { class: 'wh-pawn', style: { '--seat': SEAT_COLORS[l.visitor % SEAT_COLORS.length] },
    text: `${nameOf(ctx.names, l.visitor)}${l.bid ? ` · ${plural(l.bid, 'carriage')}` : ' · on foot'}` }) : null;
  let controls = null;
  if (myTurn && visits.length) {
    const lowest = Math.min(...visits.filter((a) => !a.toby).map((a) => a.carriages));
    const withCallOff = visits.some((a) => a.call_off);
    const withoutCallOff = visits.some((a) => !a.call_off && !a.toby);
    const bid = el('input', { type: 'number', min: String(Number.isFinite(lowest) ? lowest : 0), max: '99', value: String(st.bids[l.number] ?? (Number.isFinite(lowest) ? lowest : 0)),
      class: 'wh-bid', testid: `wh-bid-${l.number}`, 'aria-label': `Carriages to bid on ${l.number}`,
      on: { input: (e) => { st.bids[l.number] = e.target.value; } } });
    const go = (callOff) => ctx.send({ type: 'visit', location: l.number, carriages: Math.max(0, parseInt(bid.value, 10) || 0), call_off: callOff, toby: false });
    controls = el('div', { class: 'wh-card-controls' },
      bid,
      withoutCallOff ? el('button', { type: 'button', class: 'small-btn primary', testid: `wh-visit-${l.number}`, text: Number(bid.value) ? 'Go (bid)' : 'Go', on: { click: () => go(false) } }) : null,
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
  const rows = (v.players || []).map((p) => {
    const tokens = [p.police ? 'police' : null, p.call_off ? 'call-off' : null, p.lockpick ? 'lockpick' : null, p.watson ? 'Watson card' : null].filter(Boolean);
    let character = 'face down';
    if (p.character) character = `${characterName(p.character)}${p.character_state === 'discarded' ? ' (discarded)' : p.character_state === 'revealed' ? ' (revealed)' : ' (yours, face down)'}`;
    else if (p.character_state === 'discarded') character = 'discarded';
    let status = placementWords(p.placement, v);
    if (p.won) status = 'solved the case';
    else if (p.eliminated) status = `left the case (${p.right_answers ?? 0} right)`;
    else if (v.phase === 'reading' && p.done_reading) status += ' · done reading';
    return el('tr', { testid: `wh-player-${p.seat}`, class: p.seat === ctx.seat ? 'me' : '' },
      el('td', {}, el('span', { class: 'wh-dot', style: { '--seat': SEAT_COLORS[p.seat % SEAT_COLORS.length] } }), nameOf(ctx.names, p.seat), p.seat === ctx.seat && !ctx.readOnly ? el('span', { class: 'badge', text: 'you' }) : null),
      el('td', { text: String(p.carriages) }),
      el('td', { text: tokens.join(', ') || '—' }),
      el('td', { text: character }),
      el('td', { text: `${status}${p.zone ? ` · in ${p.zone}` : ''}` }),
      el('td', { text: String(p.visited?.length ?? 0) }));
  });
  return el('section', { class: 'wh-players card' },
    el('h4', { text: 'Players' }),
    el('div', { class: 'wh-scroll' }, el('table', { class: 'wh-player-table' },
      el('thead', {}, el('tr', {}, ['Player', 'Carriages', 'Tokens', 'Character', 'Where', 'Cards read'].map((h) => el('th', { text: h })))),
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
    notebook(v, ctx, st, legal),
    holmesVoice(v, ctx, st, legal),
    mine.consultations?.length ? el('div', { class: 'wh-consultations', testid: 'wh-consultations' },
      el('h5', { text: "What Holmes's voice told you" }),
      el('ul', {}, mine.consultations.map((c) => el('li', { text: c.question != null
        ? `Question ${c.question + 1}: "${c.answers[0]}" is ${c.correct ? 'right' : 'wrong'}.`
        : `${nameOf(ctx.names, c.target)} answered ${c.answers.map((a) => `"${a}"`).join(', ')}: ${c.right} right.` })))) : null,
    mine.answers ? el('p', { class: 'small', text: `Your answers: ${mine.answers.map((a) => `"${a}"`).join(', ')}` }) : null);
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
  const area = el('textarea', { testid: 'wh-notebook', rows: '6', maxlength: String(NOTEBOOK_CHARS), disabled: locked || !canWrite, value: st.notebook,
    'aria-label': 'Your notebook', placeholder: 'Your notes: only you can read them.',
    on: { input: (e) => { st.notebook = e.target.value; count.textContent = `${[...st.notebook].length} / ${NOTEBOOK_CHARS}`; } } });
  return el('div', { class: 'wh-notebook' },
    el('h5', { text: 'Your notebook' }),
    locked ? el('p', { class: 'notice small', testid: 'wh-notebook-locked', text: 'Irene Adler has taken your pencil: no notes this round.' }) : null,
    area,
    el('div', { class: 'row' },
      el('button', { type: 'button', testid: 'wh-notebook-save', text: 'Save notes', disabled: locked || !canWrite,
        on: { click: () => ctx.send({ type: 'write_notebook', text: st.notebook }) } }),
      count,
      st.notebook !== mine.notebook ? el('span', { class: 'small muted', text: ' (not saved yet)' }) : el('span', { class: 'small muted', testid: 'wh-notebook-saved', text: ' (saved)' })));
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

function endPanel(v, ctx) {
  const questions = v.questions || [];
  return el('section', { class: 'wh-end card', testid: 'wh-solution' },
    el('h4', { text: "Holmes's solution" }),
    el('p', { class: 'wh-text', text: v.solution }),
    el('h5', { text: 'The answers' }),
    el('ol', {}, (v.correct_answers || []).map((a, i) => el('li', {}, `${questions[i]?.text || `Question ${i + 1}`} `, el('strong', { text: a })))),
    (v.all_answers || []).some(Boolean) ? el('div', {},
      el('h5', { text: 'What each player answered at 221B' }),
      el('ul', {}, v.all_answers.map((answers, seat) => (answers ? el('li', { text: `${nameOf(ctx.names, seat)}: ${answers.map((a) => `"${a}"`).join(', ')}` }) : null)))) : null);
}

// ---------------------------------------------------------------- style

function injectStyle() {
  if (document.getElementById('wh-style')) return;
  const css = `
.wh-table { display: grid; gap: .6rem; grid-template-columns: minmax(0, 1fr); }
.wh-table > * { min-width: 0; }
.wh-table .card { padding: .6rem .8rem; }
.wh-text { white-space: pre-wrap; line-height: 1.45; }
.wh-phase { margin: 0; }
.wh-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: .4rem; }
.wh-loc { border: 1px solid #c9b99a; border-radius: 6px; padding: .35rem .45rem; background: #fbf6ea; min-width: 0; }
.wh-loc.read { background: #eef3e6; }
.wh-loc.policed { border-color: #2f4fa0; box-shadow: inset 0 0 0 1px #2f4fa0; }
.wh-loc.open { border-color: #b07d12; }
.wh-loc-head { display: flex; gap: .35rem; align-items: baseline; }
.wh-loc-no { font-weight: 700; min-width: 1.6em; }
.wh-loc-name { overflow-wrap: anywhere; }
.wh-symbols { color: #6b5a3a; }
.wh-badge { display: inline-block; padding: 0 .3rem; margin-right: .25rem; border-radius: 4px; background: #e4dccb; }
.wh-badge.police { background: #2f4fa0; color: #fff; }
.wh-badge.read { background: #cfe3c0; }
.wh-pawn { display: inline-block; padding: 0 .3rem; border-radius: 4px; border-left: 4px solid var(--seat); background: #fff; }
.wh-dot { display: inline-block; width: .7em; height: .7em; border-radius: 50%; background: var(--seat); margin-right: .3rem; }
.wh-card-controls { display: flex; flex-wrap: wrap; gap: .25rem; margin-top: .3rem; align-items: center; }
.wh-bid { width: 3.6em; }
.wh-buttons { display: flex; flex-wrap: wrap; gap: .35rem; align-items: center; }
.wh-card-text { border-left: 4px solid #b07d12; padding: .2rem .6rem; margin: .4rem 0; background: #fffaf0; }
.wh-card-text.aloud { border-left-color: #2f6fc0; }
.wh-scroll { overflow-x: auto; }
.wh-player-table { border-collapse: collapse; width: 100%; font-size: .92em; }
.wh-player-table th, .wh-player-table td { text-align: left; padding: .15rem .35rem; border-bottom: 1px solid #e4dccb; }
.wh-player-table tr.me { background: #fff6dd; }
.wh-notebook textarea { width: 100%; box-sizing: border-box; font: inherit; }
.wh-answer-row { display: flex; flex-wrap: wrap; gap: .3rem; }
.wh-answer-row input { flex: 1 1 10em; min-width: 0; }
.wh-answer-form ol { padding-left: 1.2rem; }
.wh-answer-form label { display: block; margin-top: .3rem; }
@media (max-width: 420px) {
  .wh-cards { grid-template-columns: 1fr 1fr; }
  .wh-table .card { padding: .45rem .5rem; }
}`;
  document.head.append(el('style', { id: 'wh-style', text: css }));
}
