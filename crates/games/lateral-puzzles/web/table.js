// games/lateral-puzzles.js — the Lateral Puzzles Game table
// (docs/games/lateral-puzzles.md). Two screens from one view:
// - the puzzlers': the situation, whose turn, the ask box (a question on your turn,
//   a Tip-off, a Sherlock Holmes), the hand of cards with what each does and its
//   controls, the public register with my private answers (and what I spied or
//   received by a swap), my spoilers and the scores;
// - the Lateral Master's (the config's `lateral_master` seat): the solution and its
//   parts with who spoiled what, the queue of what waits for a ruling with one-tap
//   answers, the duplicate flag (LP-6), spoiler judging (tick the parts guessed),
//   the swap to carry out, a bonus Sherlock Holmes, extra rounds, going on without
//   a puzzler who left, and the end of the game (confirmed in the page).
// Both screens show a pause (a puzzler left) with its reason, how points are won
// and how the game ends, and at the end who spoiled which part, when and for how
// many points.
// Beside the table, hooks the match page asks of a game (all optional):
// leaveWords (what leaving means, for the confirmation), seatLabel (the lobby's
// role per seat) and lobbyPanel (the lobby's setup: the host picks the Lateral
// Master, the Lateral Master picks a shipped puzzle or writes one, checked as it
// is typed; the solution stays in this browser and the Lateral Master's requests).
// It draws from the view only; actions go out through ctx.send. Every text a person
// typed is set as text, never as HTML; an element holding a puzzle's or a
// person's own words carries the attribute `data-content`. Its CSS is injected once.

import { el, nameOf, listWords, confirmInPage, showError, adoptStyle } from '../../ui.js';
import { t, language, has as hasMessage, errorText } from '../../i18n.js';

const QUESTION_CHARS = 280;
const SPOILER_CHARS = 600;

/** The Lateral Master's answer cards, by wire id. */
const ANSWERS = ['yes', 'no', 'not_relevant', 'false_assumption', 'rephrase', 'no_answer'];
const kebab = (id) => String(id).replace(/_/g, '-');
/** An answer in the reader's words (an unknown id as it came). */
function answerWord(id) {
  return ANSWERS.includes(id) ? t(`lateral-puzzles-answer-${kebab(id)}`) : String(id);
}

/** The eight Puzzle Cards by wire id; their names and what each does come from the catalogue. */
export const CARDS = ['tip_off', 'sherlock_holmes', 'spoiler', 'mata_hari', 'padlock', 'don_corleone', 'cooperation', 'queue'];
export function cardInfo(id) {
  if (!CARDS.includes(id)) return { name: String(id), text: '' };
  const key = `lateral-puzzles-card-${kebab(id)}`;
  return { name: t(key), text: t(`${key}.text`) };
}

const KINDS = { public: 'public', tip_off: 'tip-off', sherlock: 'sherlock' };
function kindWord(kind) { return KINDS[kind] ? t(`lateral-puzzles-kind-${KINDS[kind]}`) : String(kind); }
const ENDS = { all_spoiled: 'all-spoiled', over_ninety: 'over-ninety', stalled: 'stalled', too_few_puzzlers: 'too-few' };
function endWords(reason) { return t(ENDS[reason] ? `lateral-puzzles-ended-${ENDS[reason]}` : 'lateral-puzzles-ended-other'); }
function winnersWords(winners, n) { return t('lateral-puzzles-winners', { count: (winners || []).length, names: listWords((winners || []).map(n)) }); }

/** Tenths of a point as people say them: "23", "22.5" ("22,5" in French). */
export function pointsText(tenths) {
  const tn = Math.max(0, Math.round(Number(tenths) || 0));
  return new Intl.NumberFormat(language(), { maximumFractionDigits: 1 }).format(tn / 10);
}
const pointsWords = (tenths) => t('lateral-puzzles-points', { tenths: Math.round(Number(tenths) || 0), points: pointsText(tenths) });

/** The Lateral Master's seat: the view's, or the config's (seat 0 by default). */
function masterSeat(v, config) {
  if (v && typeof v.lateral_master === 'number') return v.lateral_master;
  return typeof config?.lateral_master === 'number' ? config.lateral_master : 0;
}

// ---------------------------------------------------------------- the log in words

const tenthsOf = (x) => (x?.tenths ?? (x?.points != null ? x.points * 10 : 0));

export function describeEvent(body, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const q = body.question;
  switch (body.type) {
    case 'round_started': return t('lateral-puzzles-log-round', { round: body.round, names: listWords((body.order || []).map(n)) });
    case 'turn_started': return t('lateral-puzzles-log-turn', { name: n(body.seat) });
    case 'turn_ended': return t('lateral-puzzles-log-turn-ended', { name: n(body.seat) });
    case 'asked': return body.text == null
      ? t('lateral-puzzles-log-asked-sherlock', { name: n(body.seat), question: q })
      : t(body.kind === 'tip_off' ? 'lateral-puzzles-log-asked-tip-off' : 'lateral-puzzles-log-asked', { name: n(body.seat), question: q, text: body.text });
    case 'private_question': return t('lateral-puzzles-log-private-question', { question: q, text: body.text });
    case 'flagged': return t('lateral-puzzles-log-flagged', { question: q, of: body.of, text: body.of_text });
    case 'duplicate_ruled': return t(body.accepted ? 'lateral-puzzles-log-accepted' : 'lateral-puzzles-log-refused', { question: q });
    case 'answered': return body.answer
      ? t(body.another_wording ? 'lateral-puzzles-log-answered-rephrase' : 'lateral-puzzles-log-answered', { question: q, answer: answerWord(body.answer) })
      : t('lateral-puzzles-log-answered-private', { question: q, name: n(body.holder) });
    case 'private_answer': return t('lateral-puzzles-log-your-answer', { question: q, answer: answerWord(body.answer) });
    case 'rephrase_declined': return t('lateral-puzzles-log-rephrase-declined', { question: q });
    case 'card_played': return t('lateral-puzzles-log-card-played', { name: n(body.seat), count: Number(body.count) || 1, card: cardInfo(body.card).name });
    case 'padlocked': return t('lateral-puzzles-log-padlocked', { name: n(body.seat), question: q });
    case 'spy_attempt': return t('lateral-puzzles-log-spy-attempt', { name: n(body.seat), target: n(body.target), question: q });
    case 'spy_defended': return t('lateral-puzzles-log-spy-defended', { question: q });
    case 'spy_succeeded': return t('lateral-puzzles-log-spy-succeeded', { name: n(body.seat), target: n(body.target), question: q });
    case 'revealed': return t(body.how === 'swap' ? 'lateral-puzzles-log-revealed-swap' : 'lateral-puzzles-log-revealed-spy', { question: q, text: body.text, answer: answerWord(body.answer) });
    case 'padlock_returned': return t('lateral-puzzles-log-padlock-returned', { question: q, name: n(body.seat) });
    case 'cooperation_played': return t('lateral-puzzles-log-cooperation', { name: n(body.seat), mine: body.mine, target: n(body.target), theirs: body.theirs });
    case 'swapped': return t('lateral-puzzles-log-swapped', { name: n(body.seat), target: n(body.target), mine: body.mine, theirs: body.theirs });
    case 'queue_moved': return t('lateral-puzzles-log-queue', { name: n(body.seat), position: body.position, names: listWords((body.next_order || []).map(n)) });
    case 'spoiler_played': return t('lateral-puzzles-log-spoiler-played', { name: n(body.seat), spoiler: body.spoiler });
    case 'spoiler_text': return t('lateral-puzzles-log-spoiler-text', { spoiler: body.spoiler, text: body.text });
    case 'spoiler_judged': return t('lateral-puzzles-log-spoiler-judged', { spoiler: body.spoiler, name: n(body.seat), points: pointsWords(tenthsOf(body)), spoiled: body.spoiled_points });
    case 'spoiler_parts': return body.parts?.length
      ? t('lateral-puzzles-log-spoiler-parts', { spoiler: body.spoiler, parts: listWords(body.parts.map((p) => t('lateral-puzzles-log-part', { part: p.part, points: pointsText(tenthsOf(p)) }))) })
      : t('lateral-puzzles-log-spoiler-no-part', { spoiler: body.spoiler });
    case 'spoiler_converted': return t('lateral-puzzles-log-converted', { name: n(body.seat) });
    case 'sherlock_given': return t('lateral-puzzles-log-sherlock-given', { name: n(body.seat) });
    case 'left': return t('lateral-puzzles-log-left', { name: n(body.seat) });
    case 'returned': return t('lateral-puzzles-log-returned', { name: n(body.seat) });
    case 'went_on_without': return t('lateral-puzzles-log-went-on', { name: n(body.seat) });
    case 'turn_skipped': return t('lateral-puzzles-log-skipped', { name: n(body.seat) });
    case 'over_ninety': return t('lateral-puzzles-log-over-ninety', { points: body.spoiled_points });
    case 'extra_rounds_granted': return t('lateral-puzzles-log-extra-rounds', { count: Number(body.rounds) || 0 });
    case 'game_over': return t('lateral-puzzles-log-game-over', { why: endWords(body.reason), winners: winnersWords(body.winners, n) });
    default: return undefined;
  }
}

// ---------------------------------------------------------------- the prompt

export function prompt(ctx) {
  const v = ctx.view;
  if (!v) return null;
  const n = (seat) => nameOf(ctx.names, seat);
  if (v.over) {
    return t('lateral-puzzles-prompt-over', { why: endWords(v.over), winners: winnersWords(v.winners, n) });
  }
  const lm = v.viewer === 'lateral_master';
  const me = ctx.readOnly ? null : ctx.seat;
  if (v.pause) {
    const names = listWords((v.pause.away || []).map(n));
    if (lm) return v.pause.can_go_on ? t('lateral-puzzles-prompt-paused-master', { names }) : t('lateral-puzzles-prompt-paused-empty');
    return t('lateral-puzzles-prompt-paused', { names });
  }
  if (v.hold) {
    const h = v.hold;
    if (h.kind === 'spoiler') return t(lm ? 'lateral-puzzles-prompt-judge' : 'lateral-puzzles-prompt-judging', { name: n(h.seat) });
    if (h.kind === 'cooperation') return lm ? t('lateral-puzzles-prompt-swap', { name: n(h.seat), target: n(h.target) }) : t('lateral-puzzles-prompt-swapping');
    if (h.kind === 'spy') return h.target === me ? t('lateral-puzzles-prompt-spied', { name: n(h.seat) }) : t('lateral-puzzles-prompt-spy-decides', { name: n(h.target), question: h.question });
    if (h.kind === 'over_ninety') return lm ? t('lateral-puzzles-prompt-over-ninety', { points: h.spoiled_points }) : t('lateral-puzzles-prompt-over-ninety-wait');
  }
  if (v.open_question != null) return t(lm ? 'lateral-puzzles-prompt-answer' : 'lateral-puzzles-prompt-answer-wait', { question: v.open_question });
  if (v.rephrase && v.rephrase.seat === me) return t('lateral-puzzles-prompt-rephrase', { question: v.rephrase.question });
  if (v.turn != null) {
    if (v.turn === me) return t(v.round === 1 ? 'lateral-puzzles-prompt-first-round' : 'lateral-puzzles-prompt-your-turn');
    return t('lateral-puzzles-prompt-turn', { name: n(v.turn) });
  }
  return null;
}

// ---------------------------------------------------------------- hooks for the match page

/** What leaving the table means, for the match page's confirmation. */
export function leaveWords(ctx) {
  const lm = ctx.seat === masterSeat(ctx.view, ctx.match?.config);
  if (lm) {
    return {
      message: t('lateral-puzzles-leave-master'),
      detail: t('lateral-puzzles-leave-master-detail'),
      yes: t('lateral-puzzles-leave-master-yes'),
      danger: true,
    };
  }
  return {
    message: t('lateral-puzzles-leave'),
    detail: t('lateral-puzzles-leave-detail'),
    yes: t('lateral-puzzles-leave-yes'),
    danger: false,
  };
}

/** What a departure does to this game's table, for the create form. */
export function absentWords() {
  return t('lateral-puzzles-absent');
}

/** The role of a seat, for the lobby. */
export function seatLabel(seat, match) {
  return t(seat === masterSeat(null, match?.config) ? 'lateral-puzzles-role-master' : 'lateral-puzzles-role-puzzler');
}

// ---------------------------------------------------------------- local UI state

const drafts = new Map();
function draftFor(ctx) {
  const key = `${ctx.match?.id}|${ctx.readOnly ? 'ro' : ctx.seat}`;
  if (!drafts.has(key)) drafts.set(key, { question: '', spoiler: '', parts: {}, spy: '', padlock: '', mine: '', theirs: '', position: '', bonus: '', extra: '1', invite: true, sent: {} });
  return drafts.get(key);
}

/** How long a sent ruling keeps its buttons disabled if no new view comes. */
const SENT_GUARD_MS = 5000;

/**
 * A button whose action is a one-time ruling (an answer, a judgement): after the
 * first click its whole group is disabled, so that a second click sends nothing.
 * The group comes back after a while if the server refused it (the view did not
 * move on); a new view draws a new group anyway.
 */
function guarded(st, key, action) {
  return () => {
    if (guardedNow(st, key)) return;
    const at = Date.now();
    st.sent[key] = at;
    const group = [...document.querySelectorAll(`[data-guard="${key}"]`)];
    for (const b of group) b.disabled = true;
    setTimeout(() => {
      if (st.sent[key] === at) for (const b of group) if (b.isConnected) b.disabled = b.dataset.off === '1';
    }, SENT_GUARD_MS);
    action();
  };
}
const guardedNow = (st, key) => Boolean(st.sent[key] && Date.now() - st.sent[key] < SENT_GUARD_MS);

// ---------------------------------------------------------------- render

export function render(container, ctx) {
  injectStyle();
  const v = ctx.view;
  const focused = document.activeElement?.dataset?.testid && container.contains(document.activeElement)
    ? { id: document.activeElement.dataset.testid, start: document.activeElement.selectionStart, end: document.activeElement.selectionEnd }
    : null;
  const st = draftFor(ctx);
  // The server sends no list to a seat that may not act, and none when it is long.
  const mayAct = (ctx.toMove || []).includes(ctx.seat);
  const legal = ctx.readOnly || !mayAct ? [] : (Array.isArray(ctx.legalActions) ? ctx.legalActions : fromView(v, ctx));
  const lm = v.viewer === 'lateral_master' && !ctx.readOnly;
  const live = !v.over && !ctx.readOnly;
  const me = ctx.readOnly ? null : ctx.seat;
  const mine = (v.puzzlers || []).find((p) => p.seat === me);
  const present = !mine || !mine.presence || mine.presence === 'present';
  const parts = [
    situation(v),
    live || v.pause ? pauseNotice(v, ctx, legal, lm) : null,
    status(v, ctx),
    lm && live ? masterQueue(v, ctx, st, legal) : null,
    v.over ? spoilHistory(v, ctx) : null,
    solutionPanel(v, ctx),
    !lm && v.viewer === 'puzzler' && live && present ? puzzlerDesk(v, ctx, st, legal) : null,
    register(v, ctx),
    spoilers(v, ctx),
    scores(v, ctx),
    lm && live ? masterTools(v, ctx, st, legal) : null,
    howItWorks(v),
  ];
  container.replaceChildren(el('div', { class: 'lp-table', testid: 'lp-table' }, parts));
  if (focused) {
    const again = container.querySelector(`[data-testid="${focused.id}"]`);
    if (again) {
      again.focus();
      try { if (focused.start != null) again.setSelectionRange(focused.start, focused.end); } catch { /* not a text field */ }
    }
  }
}

/**
 * What may be possible, from the view alone: the server leaves the legal list out
 * when it is long (over 200: many private answers to spy on or swap). The table then
 * offers these and the server refuses the rest with a sentence.
 */
function fromView(v, ctx) {
  const me = ctx.seat;
  if (v.over || me == null) return [];
  if (v.viewer === 'lateral_master') {
    return [{ type: 'end_game' }, { type: 'carry_out_swap' }, ...(v.puzzlers || []).map((p) => ({ type: 'give_sherlock', seat: p.seat })),
      ...(v.pause?.away || []).map((seat) => ({ type: 'go_on_without', seat }))];
  }
  const out = ['ask', 'tip_off', 'sherlock', 'spoiler', 'rephrase'].map((type) => ({ type, text: '' }));
  out.push({ type: 'convert_spoiler' }, { type: 'end_turn' }, { type: 'decline_rephrase' });
  if (v.hold?.kind === 'spy' && v.hold.target === me) out.push({ type: 'don_corleone' }, { type: 'allow_spy' });
  const qs = v.questions || [];
  const mine = qs.filter((q) => q.holder === me && q.kind !== 'public' && q.status === 'answered');
  for (const q of qs) {
    if (q.seat === me && q.kind === 'tip_off' && !q.padlocked) out.push({ type: 'padlock', question: q.question });
    if (q.holder !== me && q.kind !== 'public' && q.status === 'answered' && q.answer == null) {
      out.push({ type: 'mata_hari', question: q.question });
      for (const m of mine) out.push({ type: 'cooperation', mine: m.question, theirs: q.question });
    }
  }
  (v.next_order || []).forEach((_, i) => out.push({ type: 'queue', position: i + 1 }));
  return out;
}

function situation(v) {
  const p = v.puzzle;
  const themes = Array.isArray(p.themes) && p.themes.length ? ` · ${p.themes.join(', ')}` : '';
  return el('section', { class: 'lp-situation card' },
    el('h3', { testid: 'lp-title', 'data-content': true, text: p.title }),
    el('p', { class: 'small muted', text: `${t('lateral-puzzles-difficulty', { difficulty: p.difficulty })}${themes}` }),
    el('p', { class: 'lp-text', testid: 'lp-situation', 'data-content': true, text: p.situation }));
}

/**
 * A pause (a puzzler left; the table waits for the Lateral Master's choice) and the
 * seats gone on without, with what each person may do about it.
 */
function pauseNotice(v, ctx, legal, lm) {
  const n = (seat) => nameOf(ctx.names, seat);
  const skipped = (v.puzzlers || []).filter((p) => p.presence === 'skipped').map((p) => p.seat);
  const rows = [];
  if (v.pause) {
    const away = v.pause.away || [];
    rows.push(el('p', { class: 'lp-pause-head' }, el('strong', { text: `${t('lateral-puzzles-paused')} ` }),
      t('lateral-puzzles-paused-left', { names: listWords(away.map(n)) })));
    if (lm) {
      rows.push(el('p', { class: 'small', text: t(v.pause.can_go_on ? 'lateral-puzzles-paused-master-help' : 'lateral-puzzles-paused-empty-help') }));
      const goOn = away.filter((seat) => legal.some((a) => a.type === 'go_on_without' && a.seat === seat));
      rows.push(el('div', { class: 'lp-buttons' },
        goOn.map((seat) => el('button', { type: 'button', class: 'primary', testid: `lp-go-on-without-${seat}`, text: t('lateral-puzzles-go-on-without', { name: n(seat) }),
          on: { click: () => send(ctx, { type: 'go_on_without', seat }) } })),
        v.end_conditions?.too_few_puzzlers && has(legal, 'end_game') ? endGameButton(ctx, 'lp-end-few', t('lateral-puzzles-end-game')) : null));
    } else {
      rows.push(el('p', { class: 'small', text: t('lateral-puzzles-paused-help') }));
    }
  }
  if (skipped.length) {
    rows.push(el('p', { class: 'small', testid: 'lp-skipped', text: t('lateral-puzzles-skipped', { count: skipped.length, names: listWords(skipped.map(n)) }) }));
  }
  if (!rows.length) return null;
  return el('section', { class: `lp-pause card${v.pause ? ' paused' : ''}`, testid: 'lp-paused', role: 'status' }, rows);
}

function status(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const order = el('ol', { class: 'lp-order', testid: 'lp-order' }, (v.order || []).map((s, i) => {
    const p = (v.puzzlers || []).find((x) => x.seat === s);
    const gone = p && p.presence && p.presence !== 'present';
    return el('li', { class: `${s === v.turn ? 'turn' : ''}${gone ? ' gone' : ''}`, text: `${i + 1}. ${gone ? t('lateral-puzzles-order-left', { name: n(s) }) : n(s)}` });
  }));
  const next = JSON.stringify(v.next_order) !== JSON.stringify(v.order)
    ? el('p', { class: 'small', text: t('lateral-puzzles-next-rounds', { names: listWords(v.next_order.map(n)) }) }) : null;
  const frozen = v.hold && (v.hold.kind === 'spoiler' || v.hold.kind === 'cooperation');
  return el('section', { class: 'lp-status card' },
    el('p', {}, el('strong', { testid: 'lp-round', text: t('lateral-puzzles-round', { round: v.round }) }),
      ` · ${t('lateral-puzzles-spoiled', { points: v.spoiled_points })}`,
      v.extra_rounds_left != null ? ` · ${t('lateral-puzzles-extra-left', { count: v.extra_rounds_left })}` : null,
      frozen ? el('span', { class: 'lp-frozen', testid: 'lp-frozen', text: ` · ${t('lateral-puzzles-frozen', { why: frozenWhy(v, ctx) })}` }) : null),
    el('div', { class: 'small' }, `${t('lateral-puzzles-order')} `, order), next);
}

function frozenWhy(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const h = v.hold;
  if (h.kind === 'spoiler') return t('lateral-puzzles-frozen-spoiler', { name: n(h.seat) });
  if (h.kind === 'cooperation') return t('lateral-puzzles-frozen-swap', { name: n(h.seat), target: n(h.target) });
  return t('lateral-puzzles-frozen-other');
}

/** Short, always there: how points are won and how the game ends. */
function howItWorks(v) {
  return el('details', { class: 'lp-how card', testid: 'lp-how', open: v.round === 1 && !v.over && (v.questions || []).length === 0 },
    el('summary', { text: t('lateral-puzzles-how') }),
    el('p', { testid: 'lp-how-scoring', text: t('lateral-puzzles-how-scoring') }),
    el('p', { testid: 'lp-how-end', text: t('lateral-puzzles-how-end') }));
}

// ---------------------------------------------------------------- the puzzler's desk

function has(legal, type) { return legal.some((a) => a.type === type); }
function send(ctx, action) { ctx.send(action); }

function puzzlerDesk(v, ctx, st, legal) {
  const me = ctx.seat;
  const mine = (v.puzzlers || []).find((p) => p.seat === me);
  const hand = mine?.hand || {};
  const question = el('input', { type: 'text', testid: 'lp-question', maxlength: String(QUESTION_CHARS), value: st.question, placeholder: t('lateral-puzzles-question'), 'aria-label': t('lateral-puzzles-question.aria-label'),
    on: { input: (e) => { st.question = e.target.value; } } });
  const ask = (type) => {
    const text = st.question.trim();
    if (!text) return;
    send(ctx, { type, text });
    st.question = '';
  };
  const askButtons = [
    has(legal, 'ask') ? el('button', { type: 'button', class: 'primary', testid: 'lp-ask', text: t('lateral-puzzles-ask'), on: { click: () => ask('ask') } }) : null,
    has(legal, 'tip_off') ? el('button', { type: 'button', testid: 'lp-tip-off', text: t('lateral-puzzles-ask-tip-off', { count: hand.tip_off ?? 0 }), on: { click: () => ask('tip_off') } }) : null,
    has(legal, 'sherlock') ? el('button', { type: 'button', testid: 'lp-sherlock', text: t('lateral-puzzles-ask-sherlock', { count: hand.sherlock_holmes ?? 0 }), on: { click: () => ask('sherlock') } }) : null,
    has(legal, 'rephrase') ? el('button', { type: 'button', class: 'primary', testid: 'lp-rephrase', text: t('lateral-puzzles-rephrase'), on: { click: () => ask('rephrase') } }) : null,
  ].filter(Boolean);
  const askBox = el('div', { class: 'lp-ask' },
    el('label', { class: 'small', text: t('lateral-puzzles-question-label', { count: QUESTION_CHARS }) }), question,
    el('div', { class: 'lp-buttons' }, askButtons.length ? askButtons : el('span', { class: 'small muted', text: t('lateral-puzzles-not-now') }),
      has(legal, 'decline_rephrase') ? el('button', { type: 'button', testid: 'lp-decline-rephrase', text: t('lateral-puzzles-let-go'), on: { click: () => send(ctx, { type: 'decline_rephrase' }) } }) : null,
      has(legal, 'end_turn') ? el('button', { type: 'button', testid: 'lp-end-turn', text: t('lateral-puzzles-end-turn'), on: { click: () => send(ctx, { type: 'end_turn' }) } }) : null));

  const spoilerBox = el('div', { class: 'lp-spoiler-box' },
    el('label', { class: 'small', text: t('lateral-puzzles-spoiler-label', { count: SPOILER_CHARS }) }),
    el('textarea', { testid: 'lp-spoiler-text', rows: '3', maxlength: String(SPOILER_CHARS), value: st.spoiler, on: { input: (e) => { st.spoiler = e.target.value; } } }),
    el('div', { class: 'lp-buttons' },
      el('button', { type: 'button', testid: 'lp-spoiler', text: t('lateral-puzzles-play-spoiler', { count: hand.spoiler ?? 0 }), disabled: !has(legal, 'spoiler'),
        on: { click: () => { const text = st.spoiler.trim(); if (text) { send(ctx, { type: 'spoiler', text }); st.spoiler = ''; } } } }),
      has(legal, 'convert_spoiler') ? el('button', { type: 'button', testid: 'lp-convert', text: t('lateral-puzzles-convert'), on: { click: () => send(ctx, { type: 'convert_spoiler' }) } }) : null));

  return el('section', { class: 'lp-desk card', testid: 'lp-desk' },
    el('h4', { text: t('lateral-puzzles-desk') }),
    askBox,
    spoilerBox,
    cardControls(v, ctx, st, legal, hand),
    handList(hand));
}

function optionsFrom(values, label) {
  return [el('option', { value: '', text: label }), ...values.map(([value, text]) => el('option', { value: String(value), text }))];
}

function cardControls(v, ctx, st, legal, hand) {
  const n = (seat) => nameOf(ctx.names, seat);
  const qText = (q) => (q.text ? `Q${q.question} ${t('lateral-puzzles-quoted', { title: q.text.slice(0, 40) })}` : `Q${q.question}`);
  const rows = [];
  const padlocks = legal.filter((a) => a.type === 'padlock');
  if (padlocks.length) {
    const sel = el('select', { testid: 'lp-padlock-question', on: { change: (e) => { st.padlock = e.target.value; } } },
      optionsFrom(padlocks.map((a) => [a.question, qText(v.questions.find((q) => q.question === a.question) || { question: a.question })]), t('lateral-puzzles-choose-tip-off')));
    // A choice made before a redraw (a state message) stays chosen.
    if (st.padlock) sel.value = st.padlock;
    rows.push(el('div', { class: 'lp-row' }, el('span', { text: `${cardInfo('padlock').name} ` }), sel,
      el('button', { type: 'button', testid: 'lp-padlock', text: t('lateral-puzzles-lock'), on: { click: () => { if (sel.value) send(ctx, { type: 'padlock', question: Number(sel.value) }); } } })));
  }
  const spies = legal.filter((a) => a.type === 'mata_hari');
  if (spies.length) {
    const sel = el('select', { testid: 'lp-spy-question', on: { change: (e) => { st.spy = e.target.value; } } },
      optionsFrom(spies.map((a) => {
        const q = v.questions.find((x) => x.question === a.question) || { question: a.question };
        return [a.question, t(q.padlocked ? 'lateral-puzzles-padlocked-mark' : 'lateral-puzzles-holder-mark', { question: qText(q), name: n(q.holder) })];
      }), t('lateral-puzzles-choose-private')));
    if (st.spy) sel.value = st.spy;
    rows.push(el('div', { class: 'lp-row' }, el('span', { text: `${cardInfo('mata_hari').name} ` }), sel,
      el('button', { type: 'button', testid: 'lp-spy', text: t('lateral-puzzles-spy'), on: { click: () => { if (sel.value) send(ctx, { type: 'mata_hari', question: Number(sel.value) }); } } })));
  }
  const coops = legal.filter((a) => a.type === 'cooperation');
  if (coops.length) {
    const mineSel = el('select', { testid: 'lp-swap-mine' }, optionsFrom([...new Set(coops.map((a) => a.mine))].map((q) => [q, t('lateral-puzzles-my-q', { question: q })]), t('lateral-puzzles-choose-mine')));
    const theirSel = el('select', { testid: 'lp-swap-theirs' }, optionsFrom([...new Set(coops.map((a) => a.theirs))].map((q) => {
      const x = v.questions.find((y) => y.question === q);
      return [q, `Q${q}${x ? ` (${n(x.holder)})` : ''}`];
    }), t('lateral-puzzles-choose-theirs')));
    rows.push(el('div', { class: 'lp-row' }, el('span', { text: `${cardInfo('cooperation').name} ` }), mineSel, theirSel,
      el('button', { type: 'button', testid: 'lp-swap', text: t('lateral-puzzles-offer-swap'), on: { click: () => { if (mineSel.value && theirSel.value) send(ctx, { type: 'cooperation', mine: Number(mineSel.value), theirs: Number(theirSel.value) }); } } })));
  }
  const queues = legal.filter((a) => a.type === 'queue');
  if (queues.length) {
    const sel = el('select', { testid: 'lp-queue-position' }, optionsFrom(queues.map((a) => [a.position, t('lateral-puzzles-position', { position: a.position })]), t('lateral-puzzles-choose-position')));
    rows.push(el('div', { class: 'lp-row' }, el('span', { text: `${cardInfo('queue').name} ` }), sel,
      el('button', { type: 'button', testid: 'lp-queue', text: t('lateral-puzzles-move'), on: { click: () => { if (sel.value) send(ctx, { type: 'queue', position: Number(sel.value) }); } } })));
  }
  if (has(legal, 'don_corleone') || has(legal, 'allow_spy')) {
    rows.push(el('div', { class: 'lp-row lp-alert', testid: 'lp-defend' }, el('span', { text: `${t('lateral-puzzles-spied')} ` }),
      has(legal, 'don_corleone') ? el('button', { type: 'button', class: 'primary', testid: 'lp-don-corleone', text: t('lateral-puzzles-defend'), on: { click: () => send(ctx, { type: 'don_corleone' }) } }) : null,
      has(legal, 'allow_spy') ? el('button', { type: 'button', testid: 'lp-allow-spy', text: t('lateral-puzzles-let-seen'), on: { click: () => send(ctx, { type: 'allow_spy' }) } }) : null));
  }
  if (!rows.length) return null;
  return el('div', { class: 'lp-cards-controls' }, rows);
}

function handList(hand) {
  return el('details', { class: 'lp-hand', testid: 'lp-hand' },
    el('summary', { text: t('lateral-puzzles-hand') }),
    el('ul', {}, CARDS.map((key) => {
      const card = cardInfo(key);
      return el('li', { testid: `lp-hand-${key}` }, el('strong', { text: `${card.name} × ${hand[key] ?? 0}` }), ` — ${card.text}`);
    })));
}


// ---------------------------------------------------------------- the Lateral Master

/** "End the game", confirmed in the page first. */
function endGameButton(ctx, testid, text, cls = 'subtle', disabled = false) {
  return el('button', { type: 'button', class: cls, testid, text, disabled,
    on: { click: async () => {
      const sure = await confirmInPage(t('lateral-puzzles-end-confirm'), {
        detail: t('lateral-puzzles-end-confirm-detail'),
        yes: t('lateral-puzzles-end-game'), no: t('lateral-puzzles-keep-playing'), danger: true,
      });
      if (sure) send(ctx, { type: 'end_game' });
    } } });
}

function guardedButton(st, key, attrs, action) {
  const off = Boolean(attrs.disabled);
  return el('button', { type: 'button', ...attrs, disabled: off || guardedNow(st, key), 'data-guard': key, 'data-off': off ? '1' : '0',
    on: { click: guarded(st, key, action) } });
}

function masterQueue(v, ctx, st, legal) {
  const n = (seat) => nameOf(ctx.names, seat);
  const present = (seat) => {
    const p = (v.puzzlers || []).find((x) => x.seat === seat);
    return !p || !p.presence || p.presence === 'present';
  };
  const items = [];
  if (v.hold?.kind === 'spoiler') {
    const s = (v.spoilers || []).find((x) => x.spoiler === v.hold.spoiler);
    const ticks = st.parts[v.hold.spoiler] || (st.parts[v.hold.spoiler] = {});
    const partsList = (v.puzzle.parts || []).map((p) => el('label', { class: 'lp-part' },
      el('input', { type: 'checkbox', testid: `lp-judge-part-${p.part}`, checked: Boolean(ticks[p.part]), on: { change: (e) => { ticks[p.part] = e.target.checked; } } }),
      ` ${p.spoiled_by.length ? t('lateral-puzzles-part-already', { part: p.part, text: p.text, score: p.score, names: listWords(p.spoiled_by.map(n)) }) : `${p.part}. ${p.text} (${p.score})`}`));
    items.push(el('div', { class: 'lp-pending', testid: 'lp-judge' },
      el('h5', { text: t('lateral-puzzles-judge-title', { spoiler: v.hold.spoiler, name: n(v.hold.seat) }) }),
      el('p', { class: 'lp-text lp-quote', testid: 'lp-judge-text', 'data-content': true, text: s?.text || '' }),
      partsList,
      guardedButton(st, `judge-${v.hold.spoiler}`, { class: 'primary', testid: 'lp-judge-send', text: t('lateral-puzzles-judge-send') },
        () => send(ctx, { type: 'judge', spoiler: v.hold.spoiler, parts: Object.keys(ticks).filter((k) => ticks[k]).map(Number).sort((a, b) => a - b) }))));
  }
  if (v.hold?.kind === 'cooperation') {
    const h = v.hold;
    items.push(el('div', { class: 'lp-pending', testid: 'lp-swap-pending' },
      el('p', { text: t('lateral-puzzles-swap-pending', { name: n(h.seat), mine: h.mine, target: n(h.target), theirs: h.theirs }) }),
      guardedButton(st, `swap-${h.seat}-${h.mine}-${h.theirs}`, { class: 'primary', testid: 'lp-carry-out', text: t('lateral-puzzles-carry-out'), disabled: !has(legal, 'carry_out_swap') },
        () => send(ctx, { type: 'carry_out_swap' }))));
  }
  if (v.hold?.kind === 'over_ninety') {
    const extra = el('select', { testid: 'lp-extra-rounds', on: { change: (e) => { st.extra = e.target.value; } } }, ['1', '2', '3'].map((r) => el('option', { value: r, text: t('lateral-puzzles-extra-rounds', { count: Number(r) }), selected: st.extra === r })));
    items.push(el('div', { class: 'lp-pending', testid: 'lp-over-ninety' },
      el('p', { text: t('lateral-puzzles-over-ninety', { points: v.hold.spoiled_points }) }),
      endGameButton(ctx, 'lp-end-now', t('lateral-puzzles-end-game'), 'primary'),
      extra,
      guardedButton(st, 'extra-rounds', { testid: 'lp-grant-extra', text: t('lateral-puzzles-play-on') }, () => send(ctx, { type: 'extra_rounds', rounds: Number(st.extra) || 1 }))));
  }
  if (v.open_question != null) {
    const q = (v.questions || []).find((x) => x.question === v.open_question);
    const flagged = q?.flag && !q.flag_ruled;
    const of = flagged ? (v.questions || []).find((x) => x.question === q.flag.of) : null;
    const key = `answer-${q.question}`;
    const canInvite = present(q.seat);
    const answer = (card) => () => send(ctx, { type: 'answer', question: q.question, answer: card,
      another_wording: card === 'rephrase' && canInvite && st.invite !== false });
    const answerButtons = ANSWERS.map((card) => guardedButton(st, key, { class: card === 'yes' || card === 'no' ? 'primary' : '', testid: `lp-answer-${card}`, text: answerWord(card),
      disabled: Boolean(flagged) }, answer(card)));
    const invite = el('label', { class: 'small lp-invite' },
      el('input', { type: 'checkbox', testid: 'lp-rephrase-invite', checked: canInvite && st.invite !== false, disabled: !canInvite || Boolean(flagged),
        on: { change: (e) => { st.invite = e.target.checked; } } }),
      ` ${canInvite ? t('lateral-puzzles-invite') : t('lateral-puzzles-invite-left', { name: n(q.seat) })}`);
    items.push(el('div', { class: 'lp-pending', testid: 'lp-open-question' },
      el('h5', { text: q.kind === 'public' ? t('lateral-puzzles-open-public', { question: q.question, name: n(q.seat) })
        : t('lateral-puzzles-open-private', { question: q.question, name: n(q.seat), kind: q.kind }) }),
      el('p', { class: 'lp-text lp-quote', testid: 'lp-open-text', 'data-content': true, text: q.text || '' }),
      flagged ? el('div', { class: 'lp-flag', testid: 'lp-flag' },
        el('p', { text: t(of?.padlocked ? 'lateral-puzzles-close-to-padlocked' : 'lateral-puzzles-close-to', { question: q.flag.of, similarity: q.flag.similarity, text: of?.text || '' }) }),
        guardedButton(st, `rule-${q.question}`, { testid: 'lp-flag-accept', text: t('lateral-puzzles-flag-accept') }, () => send(ctx, { type: 'rule_duplicate', question: q.question, accept: true })),
        guardedButton(st, `rule-${q.question}`, { testid: 'lp-flag-refuse', text: t('lateral-puzzles-flag-refuse') }, () => send(ctx, { type: 'rule_duplicate', question: q.question, accept: false }))) : null,
      el('div', { class: 'lp-buttons lp-answers' }, answerButtons),
      flagged ? null : invite,
      !flagged ? el('div', { class: 'lp-buttons' },
        guardedButton(st, key, { class: 'subtle', testid: 'lp-refuse', text: t('lateral-puzzles-refuse') },
          () => send(ctx, { type: 'rule_duplicate', question: q.question, accept: false }))) : null));
  }
  return el('section', { class: 'lp-queue card', testid: 'lp-master-queue' },
    el('h4', { text: t(items.length ? 'lateral-puzzles-waiting-for-you' : 'lateral-puzzles-rulings') }),
    items.length ? items : el('p', { class: 'muted', testid: 'lp-nothing-pending', text: t('lateral-puzzles-nothing-pending') }));
}

function masterTools(v, ctx, st, legal) {
  const n = (seat) => nameOf(ctx.names, seat);
  const gives = legal.filter((a) => a.type === 'give_sherlock');
  const bonus = el('select', { testid: 'lp-bonus-seat', on: { change: (e) => { st.bonus = e.target.value; } } }, optionsFrom(gives.map((a) => [a.seat, n(a.seat)]), t('lateral-puzzles-choose-puzzler')));
  const stock = v.sherlock_stock;
  const few = v.end_conditions?.too_few_puzzlers;
  return el('section', { class: 'lp-tools card', testid: 'lp-master-tools' },
    el('h4', { text: t('lateral-puzzles-tools') }),
    el('div', { class: 'lp-row' }, el('span', { text: `${t('lateral-puzzles-bonus')} ` }), bonus,
      el('button', { type: 'button', testid: 'lp-bonus', text: t('lateral-puzzles-give'), disabled: !gives.length, on: { click: () => { if (bonus.value) send(ctx, { type: 'give_sherlock', seat: Number(bonus.value) }); } } }),
      stock != null ? el('span', { class: 'small muted', text: ` ${t('lateral-puzzles-stock', { count: stock })}` }) : null),
    el('div', { class: 'lp-row' },
      endGameButton(ctx, 'lp-end-game', t(few ? 'lateral-puzzles-end-few' : 'lateral-puzzles-end-stalled'), 'subtle', !has(legal, 'end_game')),
      !has(legal, 'end_game') ? el('span', { class: 'small muted', text: t(v.round === 1 ? 'lateral-puzzles-not-first-round' : 'lateral-puzzles-not-while-waiting') }) : null));
}

function solutionPanel(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const p = v.puzzle;
  if (!p.solution) return null;
  return el('section', { class: 'lp-solution card', testid: 'lp-solution' },
    el('h4', { text: t(v.over ? 'lateral-puzzles-whole-puzzle' : 'lateral-puzzles-solution-yours') }),
    el('p', { class: 'lp-text', 'data-content': true, text: p.solution }),
    el('ol', { class: 'lp-parts' }, (p.parts || []).map((part) => el('li', { testid: `lp-part-${part.part}` },
      el('span', { 'data-content': true, text: part.text }), el('strong', { text: ` ${t('lateral-puzzles-pts', { score: part.score })}` }),
      part.spoiled_by.length ? el('span', { class: 'small', text: ` ${t('lateral-puzzles-spoiled-by', { names: listWords(part.spoiled_by.map(n)) })}` }) : null))));
}

/**
 * At the end: who spoiled which part, with which spoiler in which round, for how
 * many points (what a post-game analysis is for other games).
 */
function spoilHistory(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const parts = v.puzzle.parts || [];
  if (!parts.length) return null;
  return el('section', { class: 'lp-history card', testid: 'lp-spoil-history' },
    el('h4', { text: t('lateral-puzzles-who-spoiled') }),
    el('ol', { class: 'lp-history-parts' }, parts.map((part) => el('li', { testid: `lp-spoil-part-${part.part}` },
      el('div', {}, el('strong', { text: `${t('lateral-puzzles-part-points', { part: part.part, score: part.score })} ` }), el('span', { class: 'lp-part-text', 'data-content': true, text: part.text })),
      (part.spoils || []).length
        ? el('ul', { class: 'lp-spoils' }, part.spoils.map((s, i) => el('li', { testid: `lp-spoil-${part.part}-${i + 1}` },
          el('strong', { text: n(s.seat) }),
          ` ${i === 0 ? t('lateral-puzzles-spoil-first', { spoiler: s.spoiler, round: s.round }) : t('lateral-puzzles-spoil-later', { rank: i + 1, spoiler: s.spoiler, round: s.round })} `,
          el('strong', { text: pointsWords(s.tenths) }))))
        : el('p', { class: 'small muted', text: t('lateral-puzzles-nobody-spoiled') })))));
}

// ---------------------------------------------------------------- the register

function register(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const me = ctx.readOnly ? null : ctx.seat;
  const rows = (v.questions || []).slice().reverse().map((q) => {
    let answer;
    if (q.status === 'open') answer = t('lateral-puzzles-waiting');
    else if (q.status === 'refused') answer = t('lateral-puzzles-refused');
    else if (q.answer) answer = answerWord(q.answer);
    else answer = t('lateral-puzzles-private', { name: n(q.holder) });
    const marks = [
      q.kind !== 'public' ? kindWord(q.kind) : null,
      q.holder !== q.seat ? t('lateral-puzzles-held-by', { name: n(q.holder) }) : null,
      q.padlocked ? t('lateral-puzzles-padlocked') : null,
      q.protected ? t('lateral-puzzles-protected') : null,
      q.spied_by?.length ? t('lateral-puzzles-seen-by', { names: listWords(q.spied_by.map(n)) }) : null,
      q.rephrase_of != null ? t('lateral-puzzles-rephrases', { question: q.rephrase_of }) : null,
    ].filter(Boolean);
    const mineRow = q.holder === me || q.seat === me || q.spied_by?.includes(me);
    return el('li', { class: `lp-q${mineRow ? ' mine' : ''}`, testid: `lp-q-${q.question}` },
      el('span', { class: 'lp-qno', text: `Q${q.question}` }), ' ',
      el('span', { class: 'small muted', text: `${t('lateral-puzzles-asked-in', { name: n(q.seat), round: q.round })} ` }),
      el('span', { class: 'lp-qtext', 'data-content': q.text != null, text: q.text ?? t('lateral-puzzles-sherlock-question') }), ' → ',
      el('strong', { class: 'lp-answer', text: answer }),
      marks.length ? el('span', { class: 'small muted', text: ` (${marks.join('; ')})` }) : null);
  });
  return el('section', { class: 'lp-register card', testid: 'lp-register' },
    el('h4', { text: t('lateral-puzzles-register') }),
    rows.length ? el('ol', { class: 'lp-questions' }, rows) : el('p', { class: 'muted', text: t('lateral-puzzles-no-question') }));
}


function spoilers(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const list = v.spoilers || [];
  if (!list.length) return null;
  return el('section', { class: 'lp-spoilers card', testid: 'lp-spoilers' },
    el('h4', { text: t('lateral-puzzles-spoilers') }),
    el('ul', {}, list.map((s) => el('li', { testid: `lp-spoiler-${s.spoiler}` },
      `${t('lateral-puzzles-spoiler-by', { spoiler: s.spoiler, name: n(s.seat), round: s.round })} `,
      s.text != null ? el('q', { class: 'lp-text', 'data-content': true, text: s.text }) : el('span', { class: 'muted', text: t('lateral-puzzles-for-master') }),
      s.judged ? el('strong', { text: ` ${pointsWords(tenthsOf(s))}` }) : el('span', { class: 'muted', text: ` ${t('lateral-puzzles-spoiler-waiting')}` }),
      s.parts ? el('span', { class: 'small', text: ` ${s.parts.length ? t('lateral-puzzles-spoiler-parts', { parts: s.parts.map((p) => `${p.part}: ${pointsText(tenthsOf(p))}`).join(', ') }) : t('lateral-puzzles-spoiler-no-part')}` }) : null))));
}

function scores(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const away = { away: t('lateral-puzzles-away'), skipped: t('lateral-puzzles-skipped-mark') };
  return el('section', { class: 'lp-scores card', testid: 'lp-scores' },
    el('h4', { text: t('lateral-puzzles-scores') }),
    el('table', { class: 'lp-score-table' },
      el('thead', {}, el('tr', {}, ['puzzler', 'points', 'cards'].map((h) => el('th', { text: t(`lateral-puzzles-col-${h}`) })))),
      el('tbody', {}, (v.puzzlers || []).map((p) => el('tr', { testid: `lp-score-${p.seat}`, class: (v.winners || []).includes(p.seat) ? 'winner' : p.seat === v.turn ? 'turn' : '' },
        el('td', {}, p.seat === ctx.seat && !ctx.readOnly ? t('lateral-puzzles-you', { name: n(p.seat) }) : n(p.seat),
          away[p.presence] ? el('span', { class: 'small muted', text: ` (${away[p.presence]})` }) : null),
        el('td', { text: pointsText(p.score_tenths ?? (p.score ?? 0) * 10) }),
        el('td', { text: String(p.cards) }))))),
    el('p', { class: 'small muted', text: t('lateral-puzzles-master-is', { name: n(masterSeat(v, ctx.match?.config)) }) }));
}

// ---------------------------------------------------------------- the lobby's setup

const LIMITS = { title: 80, situation: 1200, solution: 2500, part: 300 };
const CHECK_DELAY_MS = 350;
const lobbyStates = new Map();

/** The seat that may start the match besides the host: the Lateral Master. */
export function starterSeat(match) {
  return masterSeat(null, match?.config);
}

/**
 * Why the Lateral Master's own screen should not start yet (their puzzle is being
 * written, has problems or is not in use), or null.
 */
export function startBlock(ctx) {
  const state = lobbyStates.get(ctx.match?.id);
  if (!state || ctx.seat !== masterSeat(null, ctx.match?.config) || state.mode !== 'custom') return null;
  if (state.checking || state.problems === null) return t('lateral-puzzles-block-checking');
  if (state.problems.length) return t('lateral-puzzles-block-problems');
  if (!state.inUse) return t('lateral-puzzles-block-unused');
  return null;
}

function draftKey(matchId) { return `sleuth.lp-draft.${matchId}`; }

function loadDraft(matchId) {
  try {
    const d = JSON.parse(localStorage.getItem(draftKey(matchId)) || 'null');
    if (d && typeof d === 'object' && Array.isArray(d.parts)) return d;
  } catch { /* a broken draft starts afresh */ }
  return { title: '', situation: '', solution: '', parts: [{ text: '', score: '' }, { text: '', score: '' }] };
}

function saveDraft(matchId, draft) {
  try { localStorage.setItem(draftKey(matchId), JSON.stringify(draft)); } catch { /* full or private: keep it in the page */ }
}

/** The draft as the config's `custom` field (scores as numbers when they read as one). */
function draftSpec(d) {
  return {
    title: d.title,
    situation: d.situation,
    solution: d.solution,
    parts: d.parts.map((p) => ({ text: p.text, score: /^\s*-?\d+\s*$/.test(String(p.score)) ? Number(p.score) : (String(p.score).trim() === '' ? null : String(p.score)) })),
  };
}

/** The config without its own puzzle (the public config carries only its title). */
function baseConfig(config, patch = {}) {
  const out = { ...config, ...patch };
  delete out.custom;
  return out;
}

function shippedPuzzles(info) {
  const variant = (info?.variants || []).find((v) => v.key === 'puzzle');
  if (!variant) return [];
  return (variant.choices || []).map((id, i) => ({ id, title: variant.labels?.[i] || id }));
}

/**
 * The lobby's setup for this game, drawn into `container` and kept there between
 * lobby messages (what is being typed stays put): the host picks the Lateral
 * Master's seat; the Lateral Master picks a shipped puzzle or writes their own,
 * which is checked by the server as they type (`ctx.checkConfig`, debounced) and
 * set with `ctx.updateConfig`. Everyone else sees who chooses and what is chosen
 * (a title: the solution never leaves the Lateral Master's browser but for the
 * Lateral Master's own requests).
 */
export function lobbyPanel(container, ctx) {
  injectStyle();
  const match = ctx.match;
  const config = match.config || {};
  const lm = masterSeat(null, config);
  const amLm = ctx.seat === lm;
  const custom = config.custom && typeof config.custom === 'object' ? config.custom : null;
  // A puzzle from the studio (an author's draft or a library publication) is
  // already written and checked: it is shown by its title, never edited here.
  const studio = Boolean(custom) && (typeof config.library === 'string' || typeof config.draft === 'string');
  let state = lobbyStates.get(match.id);
  if (!state || state.container !== container) {
    const draft = loadDraft(match.id);
    state = { container, mode: custom && !studio ? 'custom' : 'shipped', draft, problems: null, checking: false, inUse: Boolean(custom) && custom.title === draft.title.trim(),
      timer: null, seq: 0, nodes: null, previous: null, slots: null, serverError: null };
    lobbyStates.set(match.id, state);
    if (ctx.previousMatch) ctx.previousMatch().then((prev) => { state.previous = prev; ctx.redraw(); }).catch(() => {});
    if (state.mode === 'custom' && amLm) { state.ctx = ctx; state.nodes = buildEditor(state); scheduleCheck(state); }
  }
  state.ctx = ctx;
  if (!custom) state.inUse = false;
  if (!state.slots || !container.contains(state.slots.root)) {
    const slots = { head: el('div'), choice: el('div'), editor: el('div'), foot: el('div') };
    slots.root = el('section', { class: 'lp-lobby', testid: 'lp-lobby' }, slots.head, slots.choice, slots.editor, slots.foot);
    state.slots = slots;
    container.replaceChildren(slots.root);
  }
  const slots = state.slots;
  const n = (seat) => nameOf(ctx.names, seat);
  const puzzles = shippedPuzzles(ctx.info);
  const played = previousPuzzle(state.previous, puzzles);
  const chosenTitle = studio ? t(typeof config.library === 'string' ? 'lateral-puzzles-from-library' : 'lateral-puzzles-from-studio', { title: custom.title })
    : custom ? t('lateral-puzzles-own-puzzle', { title: custom.title }) : t('lateral-puzzles-quoted', { title: puzzles.find((p) => p.id === config.puzzle)?.title || config.puzzle });
  const seated = match.seats?.[lm] && match.seats[lm].kind !== 'empty';

  const head = [
    el('h4', { text: t('lateral-puzzles-lobby-title') }),
    el('p', { class: 'small', testid: 'lp-lobby-lm-line' }, el('strong', { text: `${t('lateral-puzzles-lobby-master')} ` }),
      `${seated ? t('lateral-puzzles-lobby-seat', { seat: lm + 1, name: n(lm) }) : t('lateral-puzzles-lobby-seat-empty', { seat: lm + 1 })} `,
      t('lateral-puzzles-lobby-roles')),
  ];
  if (ctx.isHost) {
    const select = el('select', { testid: 'lp-lobby-lm', 'aria-label': t('lateral-puzzles-lobby-seat-choice'),
      on: { change: async (e) => {
        const seat = Number(e.target.value);
        try { await ctx.updateConfig(baseConfig(config, { lateral_master: seat })); } catch (err) { reportProblem(state, err.message); e.target.value = String(lm); }
      } } },
    (match.seats || []).map((s) => el('option', { value: String(s.seat),
      text: s.kind !== 'empty' && s.name ? t('lateral-puzzles-lobby-seat-option-named', { seat: s.seat + 1, name: s.name }) : t('lateral-puzzles-lobby-seat-option', { seat: s.seat + 1 }), selected: s.seat === lm })));
    head.push(el('label', { class: 'lp-row' }, `${t('lateral-puzzles-lobby-who')} `, select));
  }
  slots.head.replaceChildren(...head);
  if (amLm && studio) {
    slots.choice.replaceChildren(el('p', { testid: 'lp-lobby-puzzle-line', text: t('lateral-puzzles-lobby-studio', { title: chosenTitle }) }));
    slots.editor.hidden = true;
  } else if (amLm) {
    slots.choice.replaceChildren(puzzleChooser(state, ctx, config, puzzles, played));
    if (state.mode === 'custom') {
      if (!state.nodes) { state.nodes = buildEditor(state); scheduleCheck(state); }
      state.nodes.config = config;
      if (slots.editor.firstChild !== state.nodes.root) slots.editor.replaceChildren(state.nodes.root);
      slots.editor.hidden = false;
      showProblems(state);
    } else {
      slots.editor.hidden = true;
    }
  } else {
    slots.choice.replaceChildren(el('p', { testid: 'lp-lobby-puzzle-line', text: seated ? t('lateral-puzzles-lobby-chooses', { name: n(lm), title: chosenTitle }) : t('lateral-puzzles-lobby-master-chooses', { title: chosenTitle }) }));
    slots.editor.hidden = true;
  }
  slots.foot.replaceChildren(played ? el('p', { class: 'small muted', testid: 'lp-lobby-previous', text: t('lateral-puzzles-lobby-previous', { title: played.title }) }) : '');
  return undefined;
}

/** The puzzle the previous match (this one's a rematch of) played, or null. */
function previousPuzzle(prev, puzzles) {
  const c = prev?.config;
  if (!c) return null;
  if (c.custom) return { id: c.custom.id || 'custom', title: c.custom.title || c.custom.id || 'custom' };
  return c.puzzle ? { id: c.puzzle, title: puzzles.find((p) => p.id === c.puzzle)?.title || c.puzzle } : null;
}

function reportProblem(state, message) {
  state.serverError = message;
  if (state.nodes) showProblems(state);
  else showError(message);
}

/** The Lateral Master's choice: a shipped puzzle, or their own (the editor). */
function puzzleChooser(state, ctx, config, puzzles, played) {
  const offered = puzzles.filter((p) => p.id !== played?.id);
  const current = state.mode === 'custom' ? 'custom' : config.puzzle;
  const select = el('select', { testid: 'lp-lobby-puzzle', 'aria-label': t('lateral-puzzles-lobby-puzzle'),
    on: { change: async (e) => {
      const value = e.target.value;
      if (value === 'custom') { state.mode = 'custom'; ctx.redraw(); return; }
      state.mode = 'shipped';
      try { await ctx.updateConfig(baseConfig(config, { puzzle: value })); } catch (err) { reportProblem(state, err.message); }
      ctx.redraw();
    } } },
  offered.map((p) => el('option', { value: p.id, 'data-content': true, text: p.title, selected: current === p.id })),
  el('option', { value: 'custom', text: t('lateral-puzzles-lobby-own'), selected: current === 'custom' }));
  if (played && played.id === config.puzzle && state.mode !== 'custom') {
    // The rematch's puzzle is never the one just played; should the config still
    // hold it, the menu shows the first one offered.
    select.value = offered[0]?.id || 'custom';
  }
  return el('div', { class: 'lp-chooser' }, el('label', { class: 'lp-row' }, `${t('lateral-puzzles-lobby-yours')} `, select),
    state.mode === 'custom' ? null : el('p', { class: 'small muted', text: t('lateral-puzzles-lobby-solution-later') }));
}

function buildEditor(state) {
  const d = state.draft;
  const changed = () => { saveDraft(state.ctx.match.id, d); state.inUse = false; state.serverError = null; scheduleCheck(state); showProblems(state); state.ctx.redraw(); };
  const field = (key, label, tag, rows) => {
    const input = el(tag, { testid: `lp-custom-${key}`, id: `lp-custom-${key}`, maxlength: String(LIMITS[key]), value: d[key],
      rows: rows ? String(rows) : undefined, type: tag === 'input' ? 'text' : undefined,
      on: { input: (e) => { d[key] = e.target.value; changed(); } } });
    const problem = el('p', { class: 'lp-problem', testid: `lp-problem-${key}`, hidden: true, role: 'alert' });
    return { node: el('div', { class: 'lp-field' }, el('label', { for: `lp-custom-${key}`, text: label }), input, problem), problem };
  };
  const title = field('title', t('lateral-puzzles-editor-title'), 'input');
  const situation = field('situation', t('lateral-puzzles-editor-situation'), 'textarea', 3);
  const solution = field('solution', t('lateral-puzzles-editor-solution'), 'textarea', 4);
  const partsList = el('ol', { class: 'lp-custom-parts', testid: 'lp-custom-parts' });
  const total = el('p', { class: 'small', testid: 'lp-custom-total' });
  const partsProblem = el('p', { class: 'lp-problem', testid: 'lp-problem-parts', hidden: true, role: 'alert' });
  const general = el('p', { class: 'lp-problem', testid: 'lp-custom-problems', hidden: true, role: 'alert' });
  const status = el('p', { class: 'small', testid: 'lp-custom-status', role: 'status' });
  const use = el('button', { type: 'button', class: 'primary', testid: 'lp-custom-use', text: t('lateral-puzzles-editor-use'),
    on: { click: async () => {
      if (state.problems === null || state.problems.length) return;
      use.disabled = true;
      try {
        await state.ctx.updateConfig({ ...baseConfig(state.nodes.config), custom: draftSpec(d) });
        state.inUse = true;
        state.serverError = null;
      } catch (err) { reportProblem(state, err.message); }
      showProblems(state);
      state.ctx.redraw();
    } } });
  const partRows = [];
  const drawParts = () => {
    partRows.length = 0;
    partsList.replaceChildren(...d.parts.map((p, i) => {
      const text = el('textarea', { testid: `lp-custom-part-text-${i + 1}`, rows: '2', maxlength: String(LIMITS.part), value: p.text, 'aria-label': t('lateral-puzzles-editor-part-text', { part: i + 1 }),
        on: { input: (e) => { p.text = e.target.value; changed(); } } });
      const score = el('input', { type: 'number', min: '1', max: '100', class: 'num', testid: `lp-custom-part-score-${i + 1}`, value: String(p.score ?? ''), 'aria-label': t('lateral-puzzles-editor-part-points', { part: i + 1 }),
        on: { input: (e) => { p.score = e.target.value; changed(); } } });
      const remove = el('button', { type: 'button', class: 'subtle', testid: `lp-custom-part-remove-${i + 1}`, text: t('lateral-puzzles-editor-remove'), disabled: d.parts.length <= 1,
        on: { click: () => { d.parts.splice(i, 1); drawParts(); changed(); } } });
      const problem = el('p', { class: 'lp-problem', testid: `lp-problem-part-${i + 1}`, hidden: true, role: 'alert' });
      partRows.push(problem);
      return el('li', { class: 'lp-custom-part' }, el('div', { class: 'lp-row' }, text, el('label', { class: 'small' }, score, ` ${t('lateral-puzzles-editor-points')}`), remove), problem);
    }));
  };
  drawParts();
  const add = el('button', { type: 'button', testid: 'lp-custom-add-part', text: t('lateral-puzzles-editor-add'),
    on: { click: () => { if (d.parts.length < 8) { d.parts.push({ text: '', score: '' }); drawParts(); changed(); } } } });
  const root = el('div', { class: 'lp-editor', testid: 'lp-custom-editor' },
    el('p', { class: 'small muted', text: t('lateral-puzzles-editor-help') }),
    title.node, situation.node, solution.node,
    el('div', { class: 'lp-field' }, el('span', { class: 'lp-label', text: t('lateral-puzzles-editor-parts') }), partsList, partsProblem, el('div', { class: 'lp-buttons' }, add), total),
    general, status, el('div', { class: 'lp-buttons' }, use));
  return { root, title: title.problem, situation: situation.problem, solution: solution.problem, parts: partsProblem, partRows, total, general, status, use, config: null };
}

function scheduleCheck(state) {
  clearTimeout(state.timer);
  state.checking = true;
  state.timer = setTimeout(() => runCheck(state), CHECK_DELAY_MS);
}

async function runCheck(state) {
  const seq = ++state.seq;
  const ctx = state.ctx;
  const config = { ...baseConfig(state.nodes?.config || ctx.match.config), custom: draftSpec(state.draft) };
  let problems;
  try {
    problems = await ctx.checkConfig(config);
  } catch (err) {
    problems = [{ place: 'config', message: t('lateral-puzzles-editor-check-failed', { error: err.message }) }];
  }
  if (seq !== state.seq) return; // a later check is on its way
  state.checking = false;
  // Only the puzzle's problems belong to the editor; a place outside it is general.
  state.problems = problems;
  showProblems(state);
  ctx.redraw();
}

/**
 * A problem's sentence in the reader's words: the catalogue message the server
 * names (`id`, `args`), else the sentence it came with (the page's own, or the
 * server's English for a message this page does not know).
 */
function problemSentence(p) {
  return errorText(p, String(p?.message || ''));
}

/**
 * Where a problem belongs in the editor, from its structured place (`at`, a
 * catalogue message: `errors-content-place-key` with the key, or
 * `errors-content-place-part` with the part counted from 1): a field
 * (`title`, `situation`, `solution`, `parts`), `{part}` (from 0), or null for
 * the general list under the editor.
 */
function editorPlace(p) {
  const at = p?.at;
  if (!at || typeof at.id !== 'string') return null;
  if (at.id === 'errors-content-place-key' && ['title', 'situation', 'solution', 'parts'].includes(at.args?.key)) return at.args.key;
  if (at.id === 'errors-content-place-part' && Number.isInteger(at.args?.part)) return { part: at.args.part - 1 };
  return null;
}

/** A problem's place in words, for the general list: nothing for the whole puzzle or config. */
function placeWords(p) {
  const at = p?.at;
  if (!at || typeof at.id !== 'string' || WHOLE_PLACES.includes(at.id) || !hasMessage(at.id)) return '';
  return t(at.id, at.args || {});
}
const WHOLE_PLACES = ['errors-content-place-config', 'errors-content-place-puzzle', 'errors-content-place-puzzle-file'];

/** Each problem at its place (a field, a part), the rest under the editor. */
function showProblems(state) {
  const nodes = state.nodes;
  if (!nodes) return;
  const problems = state.problems || [];
  const at = { title: [], situation: [], solution: [], parts: [], general: [] };
  const partProblems = nodes.partRows.map(() => []);
  for (const p of problems) {
    const place = editorPlace(p);
    const sentence = problemSentence(p);
    if (place && typeof place === 'object' && partProblems[place.part]) partProblems[place.part].push(sentence);
    else if (typeof place === 'string') at[place].push(sentence);
    else {
      const where = placeWords(p);
      at.general.push(where ? t('errors-content-at-place', { place: where, problem: sentence }) : sentence);
    }
  }
  if (state.serverError) at.general.push(state.serverError);
  const show = (node, list) => { node.hidden = !list.length; node.textContent = list.join(' · '); };
  show(nodes.title, at.title);
  show(nodes.situation, at.situation);
  show(nodes.solution, at.solution);
  show(nodes.parts, at.parts);
  show(nodes.general, at.general);
  nodes.partRows.forEach((node, i) => show(node, partProblems[i]));
  const sum = state.draft.parts.reduce((s, p) => s + (Number(p.score) || 0), 0);
  nodes.total.textContent = t('lateral-puzzles-editor-total', { sum });
  const count = problems.length + (state.serverError ? 1 : 0);
  nodes.status.textContent = state.checking || state.problems === null ? t('lateral-puzzles-editor-checking')
    : count ? t('lateral-puzzles-editor-problems', { count })
      : t(state.inUse ? 'lateral-puzzles-editor-set' : 'lateral-puzzles-editor-ready');
  nodes.status.dataset.state = state.checking || state.problems === null ? 'checking' : count ? 'problems' : state.inUse ? 'in-use' : 'ready';
  nodes.use.disabled = state.checking || state.problems === null || count > 0 || state.inUse;
  nodes.use.textContent = t(state.inUse ? 'lateral-puzzles-editor-in-use' : 'lateral-puzzles-editor-use');
}

// ---------------------------------------------------------------- style

function injectStyle() {
  const css = `
.lp-table { display: grid; gap: .6rem; grid-template-columns: minmax(0, 1fr); }
.lp-table > * { min-width: 0; }
.lp-table .card { padding: .6rem .8rem; }
.lp-text { white-space: pre-wrap; line-height: 1.45; overflow-wrap: anywhere; }
.lp-quote { border-left: 4px solid #b07d12; padding-left: .6rem; background: #fffaf0; }
.lp-order { display: inline-flex; flex-wrap: wrap; gap: .6rem; margin: 0; padding: 0; list-style: none; }
.lp-order li.turn { font-weight: 700; }
.lp-frozen { color: #b8463b; font-weight: 700; }
.lp-buttons { display: flex; flex-wrap: wrap; gap: .35rem; margin: .35rem 0; align-items: center; }
.lp-ask input { width: 100%; box-sizing: border-box; }
.lp-spoiler-box textarea { width: 100%; box-sizing: border-box; font: inherit; }
.lp-row { display: flex; flex-wrap: wrap; gap: .35rem; align-items: center; margin: .3rem 0; }
.lp-row select { max-width: 100%; min-width: 0; }
.lp-alert { background: #fdecea; padding: .3rem; border-radius: 4px; }
.lp-pending { border: 1px solid #c9b99a; border-radius: 6px; padding: .4rem .6rem; margin: .4rem 0; background: #fbf6ea; }
.lp-part { display: block; margin: .2rem 0; }
.lp-flag { background: #fff3cd; padding: .3rem .5rem; border-radius: 4px; }
.lp-questions { list-style: none; padding: 0; margin: 0; }
.lp-q { padding: .25rem 0; border-bottom: 1px solid #e4dccb; overflow-wrap: anywhere; }
.lp-q.mine { background: #fff6dd; }
.lp-qno { font-weight: 700; }
.lp-score-table { border-collapse: collapse; width: 100%; }
.lp-score-table th, .lp-score-table td { text-align: left; padding: .15rem .35rem; border-bottom: 1px solid #e4dccb; }
.lp-score-table tr.winner { background: #e6f4ea; }
.lp-score-table tr.turn { background: #fff6dd; }
.lp-parts li { margin: .2rem 0; }
.lp-order li.gone { color: #8a7f70; text-decoration: line-through; }
.lp-pause { border-left: 6px solid #b07d12; }
.lp-pause.paused { background: #fff3cd; }
.lp-pause p { margin: .25rem 0; }
.lp-invite { display: block; margin: .2rem 0 .35rem; }
.lp-how summary { cursor: pointer; font-weight: 600; }
.lp-how p { margin: .35rem 0; line-height: 1.45; }
.lp-history-parts { padding-left: 1.2rem; margin: .2rem 0; }
.lp-history-parts > li { margin: .35rem 0; overflow-wrap: anywhere; }
.lp-spoils { margin: .15rem 0; padding-left: 1.1rem; }
.lp-part-text { font-style: italic; }
.lp-lobby { border-top: 1px solid #e4dccb; margin-top: .5rem; padding-top: .4rem; }
.lp-lobby h4 { margin: .2rem 0; }
.lp-field { display: grid; gap: .2rem; margin: .45rem 0; }
.lp-field > label, .lp-label { font-weight: 600; font-size: .9rem; }
.lp-field input[type=text], .lp-field textarea { width: 100%; box-sizing: border-box; font: inherit; }
.lp-custom-parts { margin: .2rem 0; padding-left: 1.4rem; }
.lp-custom-part { margin: .3rem 0; }
.lp-custom-part textarea { flex: 1 1 14rem; min-width: 0; font: inherit; }
.lp-custom-part input.num { width: 4.5rem; }
.lp-problem { color: #9b2a20; background: #fdecea; border-radius: 4px; padding: .2rem .4rem; margin: .1rem 0; font-size: .88rem; }
.lp-editor [data-state=ready], .lp-editor [data-state=in-use] { color: #1e6a3d; font-weight: 600; }
`;
  // Added once, as a constructed style sheet (the policy allows no `<style>` element).
  adoptStyle('lp-style', css);
}
