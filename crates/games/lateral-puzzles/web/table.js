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
// typed is set as text, never as HTML. Its CSS is injected once.

import { el, nameOf, listWords, confirmInPage, showError, adoptStyle } from '../../ui.js';

const QUESTION_CHARS = 280;
const SPOILER_CHARS = 600;

const ANSWERS = [
  ['yes', 'Yes'],
  ['no', 'No'],
  ['not_relevant', 'Not relevant'],
  ['false_assumption', 'False assumption'],
  ['rephrase', 'Rephrase'],
  ['no_answer', 'No answer'],
];
const ANSWER_WORDS = Object.fromEntries(ANSWERS);

/** The eight Puzzle Cards and what each does, in the table's words. */
export const CARDS = [
  ['tip_off', 'Tip-off', 'Ask a question everyone hears; only you hear the answer.'],
  ['sherlock_holmes', 'Sherlock Holmes', 'Ask a question only the Lateral Master hears; only you hear the answer.'],
  ['spoiler', 'Spoiler', 'Send your solution privately to the Lateral Master, who ticks the parts you guessed. The table waits.'],
  ['mata_hari', 'Mata Hari', "See another puzzler's private answer. A padlocked answer needs two Mata Hari and returns the Padlock."],
  ['padlock', 'Padlock', 'Lock a question you asked with a Tip-off: nobody may ask it again, and spying on it takes two Mata Hari.'],
  ['don_corleone', 'Don Corleone', 'When someone spies on your Sherlock Holmes answer: cancel it and protect that question for good.'],
  ['cooperation', 'Cooperation', "Swap one of your private answers with another puzzler's (not protected or padlocked ones). The table waits."],
  ['queue', 'Queue', 'Move up or down in the order of play for the following rounds.'],
];

const KIND_WORDS = { public: 'question', tip_off: 'Tip-off', sherlock: 'Sherlock Holmes' };
const END_WORDS = {
  all_spoiled: 'every part of the solution was spoiled',
  over_ninety: 'the Lateral Master stopped once more than 90 points were spoiled',
  stalled: 'the Lateral Master ended a stalled game',
  too_few_puzzlers: 'the Lateral Master ended the game with fewer than two puzzlers left',
};
const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** Tenths of a point as people say them: "23", "22.5". */
export function pointsText(tenths) {
  const t = Math.max(0, Math.round(Number(tenths) || 0));
  return t % 10 === 0 ? String(t / 10) : `${Math.floor(t / 10)}.${t % 10}`;
}
const pointsWords = (tenths) => `${pointsText(tenths)} point${tenths === 10 ? '' : 's'}`;

/** The Lateral Master's seat: the view's, or the config's (seat 0 by default). */
function masterSeat(v, config) {
  if (v && typeof v.lateral_master === 'number') return v.lateral_master;
  return typeof config?.lateral_master === 'number' ? config.lateral_master : 0;
}

// ---------------------------------------------------------------- the log in words

const tenthsOf = (x) => (x?.tenths ?? (x?.points != null ? x.points * 10 : 0));

export function describeEvent(body, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  switch (body.type) {
    case 'round_started': return `Round ${body.round}: the order is ${listWords((body.order || []).map(n))}.`;
    case 'turn_started': return `${n(body.seat)}'s turn.`;
    case 'turn_ended': return `${n(body.seat)} ends their turn.`;
    case 'asked': return body.text == null
      ? `${n(body.seat)} asks a Sherlock Holmes question (Q${body.question}).`
      : `${n(body.seat)} asks${body.kind === 'tip_off' ? ' (Tip-off)' : ''} Q${body.question}: "${body.text}"`;
    case 'private_question': return `Sherlock Holmes question Q${body.question}: "${body.text}"`;
    case 'flagged': return `Q${body.question} looks like Q${body.of} ("${body.of_text}"): the Lateral Master decides.`;
    case 'duplicate_ruled': return body.accepted ? `Q${body.question} is accepted as a new question.` : `Q${body.question} is refused as a repeat.`;
    case 'answered': return body.answer
      ? `Q${body.question}: ${ANSWER_WORDS[body.answer] || body.answer}${body.another_wording ? ' (put it another way)' : ''}.`
      : `Q${body.question} is answered privately to ${n(body.holder)}.`;
    case 'private_answer': return `Your answer to Q${body.question}: ${ANSWER_WORDS[body.answer] || body.answer}.`;
    case 'rephrase_declined': return `Q${body.question} is not put another way.`;
    case 'card_played': return `${n(body.seat)} plays ${plural(body.count, cardName(body.card))}.`;
    case 'padlocked': return `${n(body.seat)} padlocks Q${body.question}.`;
    case 'spy_attempt': return `${n(body.seat)} spies on ${n(body.target)}'s answer to Q${body.question}.`;
    case 'spy_defended': return `Don Corleone protects Q${body.question}: the spy sees nothing.`;
    case 'spy_succeeded': return `${n(body.seat)} sees ${n(body.target)}'s answer to Q${body.question}.`;
    case 'revealed': return `You learn Q${body.question} ("${body.text}"): ${ANSWER_WORDS[body.answer] || body.answer} (${body.how === 'swap' ? 'by a swap' : 'by spying'}).`;
    case 'padlock_returned': return `The Padlock on Q${body.question} goes back to ${n(body.seat)}.`;
    case 'cooperation_played': return `${n(body.seat)} offers to swap Q${body.mine} for ${n(body.target)}'s Q${body.theirs}: the table waits.`;
    case 'swapped': return `${n(body.seat)} and ${n(body.target)} swap the answers to Q${body.mine} and Q${body.theirs}.`;
    case 'queue_moved': return `${n(body.seat)} moves to position ${body.position}: next order ${listWords((body.next_order || []).map(n))}.`;
    case 'spoiler_played': return `${n(body.seat)} plays a Spoiler (S${body.spoiler}): the table waits.`;
    case 'spoiler_text': return `Spoiler S${body.spoiler}: "${body.text}"`;
    case 'spoiler_judged': return `Spoiler S${body.spoiler} by ${n(body.seat)} scores ${pointsWords(tenthsOf(body))} (${body.spoiled_points} of 100 spoiled).`;
    case 'spoiler_parts': return `S${body.spoiler} guessed ${body.parts?.length ? listWords(body.parts.map((p) => `part ${p.part} (${pointsText(tenthsOf(p))})`)) : 'no part'}.`;
    case 'spoiler_converted': return `${n(body.seat)} turns a Spoiler into a Sherlock Holmes card.`;
    case 'sherlock_given': return `The Lateral Master gives ${n(body.seat)} a Sherlock Holmes card for a good intuition.`;
    case 'left': return `${n(body.seat)} left the table: play pauses until the Lateral Master goes on without them or someone takes the seat.`;
    case 'returned': return `${n(body.seat)} takes the seat and plays again.`;
    case 'went_on_without': return `The Lateral Master goes on without ${n(body.seat)}: their turns are skipped.`;
    case 'turn_skipped': return `${n(body.seat)}'s turn is skipped (the seat is empty).`;
    case 'over_ninety': return `${body.spoiled_points} points are spoiled: the Lateral Master may end the game or play on.`;
    case 'extra_rounds_granted': return `${plural(body.rounds, 'extra round')} granted.`;
    case 'game_over': return `Game over${END_WORDS[body.reason] ? `: ${END_WORDS[body.reason]}` : ''}. ${body.winners?.length ? `Winner${body.winners.length === 1 ? '' : 's'}: ${listWords(body.winners.map(n))}.` : 'Nobody scored.'}`;
    default: return undefined;
  }
}

function cardName(kind) {
  return CARDS.find(([k]) => k === kind)?.[1] || kind;
}

// ---------------------------------------------------------------- the prompt

export function prompt(ctx) {
  const v = ctx.view;
  if (!v) return null;
  const n = (seat) => nameOf(ctx.names, seat);
  if (v.over) {
    return `Game over: ${END_WORDS[v.over] || 'the game has ended'}. ${v.winners?.length ? `Winner${v.winners.length === 1 ? '' : 's'}: ${listWords(v.winners.map(n))}.` : 'Nobody scored.'}`;
  }
  const lm = v.viewer === 'lateral_master';
  const me = ctx.readOnly ? null : ctx.seat;
  if (v.pause) {
    if (lm) return v.pause.can_go_on ? `Play is paused: ${listWords(v.pause.away.map(n))} left. Go on without them, or wait for someone to take the seat.` : `Play is paused: no puzzler is left at the table. Wait for someone to take a seat, or end the game.`;
    return `Play is paused: ${listWords(v.pause.away.map(n))} left the table. The Lateral Master decides whether to go on without them.`;
  }
  if (v.hold) {
    const h = v.hold;
    if (h.kind === 'spoiler') return lm ? `Judge ${n(h.seat)}'s spoiler: tick the parts guessed.` : `The table waits: the Lateral Master judges ${n(h.seat)}'s spoiler.`;
    if (h.kind === 'cooperation') return lm ? `Carry out ${n(h.seat)}'s swap with ${n(h.target)}.` : 'The table waits: the Lateral Master carries out a swap.';
    if (h.kind === 'spy') return h.target === me ? `${n(h.seat)} spies on your Sherlock Holmes answer: defend it with Don Corleone or let it be seen.` : `${n(h.target)} decides whether to defend Q${h.question}.`;
    if (h.kind === 'over_ninety') return lm ? `${h.spoiled_points} points are spoiled: end the game or grant extra rounds.` : 'The Lateral Master decides whether to end the game.';
  }
  if (v.open_question != null) return lm ? `Answer Q${v.open_question}.` : `Q${v.open_question} waits for the Lateral Master.`;
  if (v.rephrase && v.rephrase.seat === me) return `Put Q${v.rephrase.question} another way, or let it go.`;
  if (v.turn != null) {
    if (v.turn === me) return v.round === 1 ? 'Your turn: ask a question (the first round is questions only).' : 'Your turn: ask a question, or play cards and end your turn.';
    return `${n(v.turn)}'s turn.`;
  }
  return null;
}

// ---------------------------------------------------------------- hooks for the match page

/** What leaving the table means, for the match page's confirmation. */
export function leaveWords(ctx) {
  const lm = ctx.seat === masterSeat(ctx.view, ctx.match?.config);
  if (lm) {
    return {
      message: 'Leave the table? You are the Lateral Master: the match cannot go on without you.',
      detail: 'It ends for everyone at once, with no result.',
      yes: 'Leave and end the match',
      danger: true,
    };
  }
  return {
    message: 'Leave the table?',
    detail: 'Play pauses. The Lateral Master may go on without you (your turns are skipped), and anyone with the invite link may take your seat, with its cards and points.',
    yes: 'Leave the table',
    danger: false,
  };
}

/** What a departure does to this game's table, for the create form. */
export function absentWords() {
  return 'People play every seat, no bot. If a puzzler leaves, play pauses: the Lateral Master may go on without them, and anyone with the invite link may take the seat. If the Lateral Master leaves, the match ends for everyone.';
}

/** The role of a seat, for the lobby. */
export function seatLabel(seat, match) {
  return seat === masterSeat(null, match?.config) ? 'Lateral Master' : 'puzzler';
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
    el('h3', { testid: 'lp-title', text: p.title }),
    el('p', { class: 'small muted', text: `Difficulty ${p.difficulty} of 5${themes}` }),
    el('p', { class: 'lp-text', testid: 'lp-situation', text: p.situation }));
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
    rows.push(el('p', { class: 'lp-pause-head' }, el('strong', { text: 'Play is paused. ' }),
      `${listWords(away.map(n))} left the table.`));
    if (lm) {
      rows.push(el('p', { class: 'small', text: v.pause.can_go_on
        ? 'You may go on without them (their turns are skipped, their cards and points stay with the seat) or wait: anyone with the invite link may take the seat.'
        : 'No puzzler is left at the table: wait for someone with the invite link to take a seat, or end the game.' }));
      const goOn = away.filter((seat) => legal.some((a) => a.type === 'go_on_without' && a.seat === seat));
      rows.push(el('div', { class: 'lp-buttons' },
        goOn.map((seat) => el('button', { type: 'button', class: 'primary', testid: `lp-go-on-without-${seat}`, text: `Go on without ${n(seat)}`,
          on: { click: () => send(ctx, { type: 'go_on_without', seat }) } })),
        v.end_conditions?.too_few_puzzlers && has(legal, 'end_game') ? endGameButton(ctx, 'lp-end-few', 'End the game') : null));
    } else {
      rows.push(el('p', { class: 'small', text: 'The Lateral Master decides whether to go on without them. Anyone with the invite link may take the seat, with its cards and points.' }));
    }
  }
  if (skipped.length) {
    rows.push(el('p', { class: 'small', testid: 'lp-skipped', text: `${listWords(skipped.map(n))} left and the table went on: ${skipped.length === 1 ? 'that seat\'s' : 'those seats\''} turns are skipped until someone with the invite link takes ${skipped.length === 1 ? 'it' : 'them'}.` }));
  }
  if (!rows.length) return null;
  return el('section', { class: `lp-pause card${v.pause ? ' paused' : ''}`, testid: 'lp-paused', role: 'status' }, rows);
}

function status(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const order = el('ol', { class: 'lp-order', testid: 'lp-order' }, (v.order || []).map((s, i) => {
    const p = (v.puzzlers || []).find((x) => x.seat === s);
    const gone = p && p.presence && p.presence !== 'present';
    return el('li', { class: `${s === v.turn ? 'turn' : ''}${gone ? ' gone' : ''}`, text: `${i + 1}. ${n(s)}${gone ? ' (left)' : ''}` });
  }));
  const next = JSON.stringify(v.next_order) !== JSON.stringify(v.order)
    ? el('p', { class: 'small', text: `Next rounds: ${listWords(v.next_order.map(n))}` }) : null;
  const frozen = v.hold && (v.hold.kind === 'spoiler' || v.hold.kind === 'cooperation');
  return el('section', { class: 'lp-status card' },
    el('p', {}, el('strong', { testid: 'lp-round', text: `Round ${v.round}` }),
      ` · ${v.spoiled_points} of 100 points spoiled`,
      v.extra_rounds_left != null ? ` · ${plural(v.extra_rounds_left, 'extra round')} left after this one` : null,
      frozen ? el('span', { class: 'lp-frozen', testid: 'lp-frozen', text: ` · the table is frozen: ${frozenWhy(v, ctx)}` }) : null),
    el('div', { class: 'small' }, 'Order of play: ', order), next);
}

function frozenWhy(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const h = v.hold;
  if (h.kind === 'spoiler') return `${n(h.seat)} played a Spoiler and the Lateral Master is judging it`;
  if (h.kind === 'cooperation') return `${n(h.seat)} offered a swap with ${n(h.target)} and the Lateral Master is carrying it out`;
  return 'the Lateral Master decides';
}

/** Short, always there: how points are won and how the game ends. */
function howItWorks(v) {
  return el('details', { class: 'lp-how card', testid: 'lp-how', open: v.round === 1 && !v.over && (v.questions || []).length === 0 },
    el('summary', { text: 'How points are won and how the game ends' }),
    el('p', { testid: 'lp-how-scoring', text: 'Points come only from Spoilers. The Lateral Master ticks the parts of the solution a Spoiler got right. The first puzzler to get a part earns all its points; each later puzzler who gets the same part earns a tenth less of its value than the one before. Questions and answers score nothing: they are how you get there. The most points wins.' }),
    el('p', { testid: 'lp-how-end', text: 'The game ends as soon as every part is spoiled. Once more than 90 of the 100 points are spoiled, the Lateral Master may stop or grant up to three extra rounds. From round 2 on, the Lateral Master may also end a game that has stalled. If the Lateral Master leaves, the match ends for everyone; if a puzzler leaves, play pauses until the Lateral Master goes on without them or someone takes the seat.' }));
}

// ---------------------------------------------------------------- the puzzler's desk

function has(legal, type) { return legal.some((a) => a.type === type); }
function send(ctx, action) { ctx.send(action); }

function puzzlerDesk(v, ctx, st, legal) {
  const me = ctx.seat;
  const mine = (v.puzzlers || []).find((p) => p.seat === me);
  const hand = mine?.hand || {};
  const question = el('input', { type: 'text', testid: 'lp-question', maxlength: String(QUESTION_CHARS), value: st.question, placeholder: 'A yes/no question', 'aria-label': 'Your question',
    on: { input: (e) => { st.question = e.target.value; } } });
  const ask = (type) => {
    const text = st.question.trim();
    if (!text) return;
    send(ctx, { type, text });
    st.question = '';
  };
  const askButtons = [
    has(legal, 'ask') ? el('button', { type: 'button', class: 'primary', testid: 'lp-ask', text: 'Ask (everyone hears)', on: { click: () => ask('ask') } }) : null,
    has(legal, 'tip_off') ? el('button', { type: 'button', testid: 'lp-tip-off', text: `Tip-off (${hand.tip_off})`, on: { click: () => ask('tip_off') } }) : null,
    has(legal, 'sherlock') ? el('button', { type: 'button', testid: 'lp-sherlock', text: `Sherlock Holmes (${hand.sherlock_holmes})`, on: { click: () => ask('sherlock') } }) : null,
    has(legal, 'rephrase') ? el('button', { type: 'button', class: 'primary', testid: 'lp-rephrase', text: 'Put it another way', on: { click: () => ask('rephrase') } }) : null,
  ].filter(Boolean);
  const askBox = el('div', { class: 'lp-ask' },
    el('label', { class: 'small', text: `Your question (up to ${QUESTION_CHARS} characters)` }), question,
    el('div', { class: 'lp-buttons' }, askButtons.length ? askButtons : el('span', { class: 'small muted', text: 'Not now.' }),
      has(legal, 'decline_rephrase') ? el('button', { type: 'button', testid: 'lp-decline-rephrase', text: 'Let it go', on: { click: () => send(ctx, { type: 'decline_rephrase' }) } }) : null,
      has(legal, 'end_turn') ? el('button', { type: 'button', testid: 'lp-end-turn', text: 'End my turn', on: { click: () => send(ctx, { type: 'end_turn' }) } }) : null));

  const spoilerBox = el('div', { class: 'lp-spoiler-box' },
    el('label', { class: 'small', text: `Your solution, for the Lateral Master only (up to ${SPOILER_CHARS} characters)` }),
    el('textarea', { testid: 'lp-spoiler-text', rows: '3', maxlength: String(SPOILER_CHARS), value: st.spoiler, on: { input: (e) => { st.spoiler = e.target.value; } } }),
    el('div', { class: 'lp-buttons' },
      el('button', { type: 'button', testid: 'lp-spoiler', text: `Play a Spoiler (${hand.spoiler ?? 0})`, disabled: !has(legal, 'spoiler'),
        on: { click: () => { const text = st.spoiler.trim(); if (text) { send(ctx, { type: 'spoiler', text }); st.spoiler = ''; } } } }),
      has(legal, 'convert_spoiler') ? el('button', { type: 'button', testid: 'lp-convert', text: 'Turn a Spoiler into a Sherlock Holmes', on: { click: () => send(ctx, { type: 'convert_spoiler' }) } }) : null));

  return el('section', { class: 'lp-desk card', testid: 'lp-desk' },
    el('h4', { text: 'Your desk' }),
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
  const qText = (q) => `Q${q.question}${q.text ? ` "${q.text.slice(0, 40)}"` : ''}`;
  const rows = [];
  const padlocks = legal.filter((a) => a.type === 'padlock');
  if (padlocks.length) {
    const sel = el('select', { testid: 'lp-padlock-question', on: { change: (e) => { st.padlock = e.target.value; } } },
      optionsFrom(padlocks.map((a) => [a.question, qText(v.questions.find((q) => q.question === a.question) || { question: a.question })]), 'a Tip-off question'));
    // A choice made before a redraw (a state message) stays chosen.
    if (st.padlock) sel.value = st.padlock;
    rows.push(el('div', { class: 'lp-row' }, el('span', { text: 'Padlock ' }), sel,
      el('button', { type: 'button', testid: 'lp-padlock', text: 'Lock it', on: { click: () => { if (sel.value) send(ctx, { type: 'padlock', question: Number(sel.value) }); } } })));
  }
  const spies = legal.filter((a) => a.type === 'mata_hari');
  if (spies.length) {
    const sel = el('select', { testid: 'lp-spy-question', on: { change: (e) => { st.spy = e.target.value; } } },
      optionsFrom(spies.map((a) => {
        const q = v.questions.find((x) => x.question === a.question) || { question: a.question };
        return [a.question, `${qText(q)} (${n(q.holder)})${q.padlocked ? ' padlocked' : ''}`];
      }), 'a private answer'));
    if (st.spy) sel.value = st.spy;
    rows.push(el('div', { class: 'lp-row' }, el('span', { text: 'Mata Hari ' }), sel,
      el('button', { type: 'button', testid: 'lp-spy', text: 'Spy', on: { click: () => { if (sel.value) send(ctx, { type: 'mata_hari', question: Number(sel.value) }); } } })));
  }
  const coops = legal.filter((a) => a.type === 'cooperation');
  if (coops.length) {
    const mineSel = el('select', { testid: 'lp-swap-mine' }, optionsFrom([...new Set(coops.map((a) => a.mine))].map((q) => [q, `my Q${q}`]), 'my answer'));
    const theirSel = el('select', { testid: 'lp-swap-theirs' }, optionsFrom([...new Set(coops.map((a) => a.theirs))].map((q) => {
      const x = v.questions.find((y) => y.question === q);
      return [q, `Q${q}${x ? ` (${n(x.holder)})` : ''}`];
    }), 'their answer'));
    rows.push(el('div', { class: 'lp-row' }, el('span', { text: 'Cooperation ' }), mineSel, theirSel,
      el('button', { type: 'button', testid: 'lp-swap', text: 'Offer the swap', on: { click: () => { if (mineSel.value && theirSel.value) send(ctx, { type: 'cooperation', mine: Number(mineSel.value), theirs: Number(theirSel.value) }); } } })));
  }
  const queues = legal.filter((a) => a.type === 'queue');
  if (queues.length) {
    const sel = el('select', { testid: 'lp-queue-position' }, optionsFrom(queues.map((a) => [a.position, `position ${a.position}`]), 'a position'));
    rows.push(el('div', { class: 'lp-row' }, el('span', { text: 'Queue ' }), sel,
      el('button', { type: 'button', testid: 'lp-queue', text: 'Move', on: { click: () => { if (sel.value) send(ctx, { type: 'queue', position: Number(sel.value) }); } } })));
  }
  if (has(legal, 'don_corleone') || has(legal, 'allow_spy')) {
    rows.push(el('div', { class: 'lp-row lp-alert', testid: 'lp-defend' }, el('span', { text: 'Someone spies on your Sherlock Holmes answer. ' }),
      has(legal, 'don_corleone') ? el('button', { type: 'button', class: 'primary', testid: 'lp-don-corleone', text: 'Defend with Don Corleone', on: { click: () => send(ctx, { type: 'don_corleone' }) } }) : null,
      has(legal, 'allow_spy') ? el('button', { type: 'button', testid: 'lp-allow-spy', text: 'Let it be seen', on: { click: () => send(ctx, { type: 'allow_spy' }) } }) : null));
  }
  if (!rows.length) return null;
  return el('div', { class: 'lp-cards-controls' }, rows);
}

function handList(hand) {
  return el('details', { class: 'lp-hand', testid: 'lp-hand' },
    el('summary', { text: 'Your cards and what they do' }),
    el('ul', {}, CARDS.map(([key, name, what]) => el('li', { testid: `lp-hand-${key}` },
      el('strong', { text: `${name} × ${hand[key] ?? 0}` }), ` — ${what}`))));
}


// ---------------------------------------------------------------- the Lateral Master

/** "End the game", confirmed in the page first. */
function endGameButton(ctx, testid, text, cls = 'subtle', disabled = false) {
  return el('button', { type: 'button', class: cls, testid, text, disabled,
    on: { click: async () => {
      const sure = await confirmInPage('End the game now?', {
        detail: 'Everyone then sees the whole puzzle, and the scores as they stand are final.',
        yes: 'End the game', no: 'Keep playing', danger: true,
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
      ` ${p.part}. ${p.text} (${p.score}${p.spoiled_by.length ? `; already ${listWords(p.spoiled_by.map(n))}` : ''})`));
    items.push(el('div', { class: 'lp-pending', testid: 'lp-judge' },
      el('h5', { text: `Spoiler S${v.hold.spoiler} from ${n(v.hold.seat)}` }),
      el('p', { class: 'lp-text lp-quote', testid: 'lp-judge-text', text: s?.text || '' }),
      partsList,
      guardedButton(st, `judge-${v.hold.spoiler}`, { class: 'primary', testid: 'lp-judge-send', text: 'Judge: these parts were guessed' },
        () => send(ctx, { type: 'judge', spoiler: v.hold.spoiler, parts: Object.keys(ticks).filter((k) => ticks[k]).map(Number).sort((a, b) => a - b) }))));
  }
  if (v.hold?.kind === 'cooperation') {
    const h = v.hold;
    items.push(el('div', { class: 'lp-pending', testid: 'lp-swap-pending' },
      el('p', { text: `${n(h.seat)} swaps the answer to Q${h.mine} with ${n(h.target)}'s answer to Q${h.theirs}.` }),
      guardedButton(st, `swap-${h.seat}-${h.mine}-${h.theirs}`, { class: 'primary', testid: 'lp-carry-out', text: 'Carry out the swap', disabled: !has(legal, 'carry_out_swap') },
        () => send(ctx, { type: 'carry_out_swap' }))));
  }
  if (v.hold?.kind === 'over_ninety') {
    const extra = el('select', { testid: 'lp-extra-rounds', on: { change: (e) => { st.extra = e.target.value; } } }, ['1', '2', '3'].map((r) => el('option', { value: r, text: plural(Number(r), 'extra round'), selected: st.extra === r })));
    items.push(el('div', { class: 'lp-pending', testid: 'lp-over-ninety' },
      el('p', { text: `${v.hold.spoiled_points} points are spoiled: you may end the game now or let it run a little longer.` }),
      endGameButton(ctx, 'lp-end-now', 'End the game', 'primary'),
      extra,
      guardedButton(st, 'extra-rounds', { testid: 'lp-grant-extra', text: 'Play on' }, () => send(ctx, { type: 'extra_rounds', rounds: Number(st.extra) || 1 }))));
  }
  if (v.open_question != null) {
    const q = (v.questions || []).find((x) => x.question === v.open_question);
    const flagged = q?.flag && !q.flag_ruled;
    const of = flagged ? (v.questions || []).find((x) => x.question === q.flag.of) : null;
    const key = `answer-${q.question}`;
    const canInvite = present(q.seat);
    const answer = (card) => () => send(ctx, { type: 'answer', question: q.question, answer: card,
      another_wording: card === 'rephrase' && canInvite && st.invite !== false });
    const answerButtons = ANSWERS.map(([card, word]) => guardedButton(st, key, { class: card === 'yes' || card === 'no' ? 'primary' : '', testid: `lp-answer-${card}`, text: word,
      disabled: Boolean(flagged) }, answer(card)));
    const invite = el('label', { class: 'small lp-invite' },
      el('input', { type: 'checkbox', testid: 'lp-rephrase-invite', checked: canInvite && st.invite !== false, disabled: !canInvite || Boolean(flagged),
        on: { change: (e) => { st.invite = e.target.checked; } } }),
      canInvite ? ' With Rephrase, invite them to ask it again in other words' : ` ${n(q.seat)} has left: Rephrase settles the question`);
    items.push(el('div', { class: 'lp-pending', testid: 'lp-open-question' },
      el('h5', { text: `Q${q.question} from ${n(q.seat)} (${KIND_WORDS[q.kind] || q.kind}${q.kind === 'public' ? '' : ': private answer'})` }),
      el('p', { class: 'lp-text lp-quote', testid: 'lp-open-text', text: q.text || '' }),
      flagged ? el('div', { class: 'lp-flag', testid: 'lp-flag' },
        el('p', { text: `Close to Q${q.flag.of} (${q.flag.similarity}% alike): "${of?.text || ''}"${of?.padlocked ? ' — padlocked' : ''}` }),
        guardedButton(st, `rule-${q.question}`, { testid: 'lp-flag-accept', text: 'It is a new question' }, () => send(ctx, { type: 'rule_duplicate', question: q.question, accept: true })),
        guardedButton(st, `rule-${q.question}`, { testid: 'lp-flag-refuse', text: 'Refuse it as a repeat' }, () => send(ctx, { type: 'rule_duplicate', question: q.question, accept: false }))) : null,
      el('div', { class: 'lp-buttons lp-answers' }, answerButtons),
      flagged ? null : invite,
      !flagged ? el('div', { class: 'lp-buttons' },
        guardedButton(st, key, { class: 'subtle', testid: 'lp-refuse', text: 'Refuse (asked already or padlocked)' },
          () => send(ctx, { type: 'rule_duplicate', question: q.question, accept: false }))) : null));
  }
  return el('section', { class: 'lp-queue card', testid: 'lp-master-queue' },
    el('h4', { text: items.length ? 'Waiting for you' : 'Your rulings' }),
    items.length ? items : el('p', { class: 'muted', testid: 'lp-nothing-pending', text: 'Nothing waits for a ruling.' }));
}

function masterTools(v, ctx, st, legal) {
  const n = (seat) => nameOf(ctx.names, seat);
  const gives = legal.filter((a) => a.type === 'give_sherlock');
  const bonus = el('select', { testid: 'lp-bonus-seat', on: { change: (e) => { st.bonus = e.target.value; } } }, optionsFrom(gives.map((a) => [a.seat, n(a.seat)]), 'a puzzler'));
  const stock = v.sherlock_stock;
  const few = v.end_conditions?.too_few_puzzlers;
  return el('section', { class: 'lp-tools card', testid: 'lp-master-tools' },
    el('h4', { text: 'The Lateral Master' }),
    el('div', { class: 'lp-row' }, el('span', { text: 'A Sherlock Holmes for a good intuition: ' }), bonus,
      el('button', { type: 'button', testid: 'lp-bonus', text: 'Give', disabled: !gives.length, on: { click: () => { if (bonus.value) send(ctx, { type: 'give_sherlock', seat: Number(bonus.value) }); } } }),
      stock != null ? el('span', { class: 'small muted', text: ` (${plural(stock, 'card')} left in the box)` }) : null),
    el('div', { class: 'lp-row' },
      endGameButton(ctx, 'lp-end-game', few ? 'End the game (fewer than two puzzlers left)' : 'End the game (stalled)', 'subtle', !has(legal, 'end_game')),
      !has(legal, 'end_game') ? el('span', { class: 'small muted', text: v.round === 1 ? 'Not in the first round.' : 'Not while the table waits.' }) : null));
}

function solutionPanel(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const p = v.puzzle;
  if (!p.solution) return null;
  return el('section', { class: 'lp-solution card', testid: 'lp-solution' },
    el('h4', { text: v.over ? 'The whole puzzle' : 'The solution (only you see it)' }),
    el('p', { class: 'lp-text', text: p.solution }),
    el('ol', { class: 'lp-parts' }, (p.parts || []).map((part) => el('li', { testid: `lp-part-${part.part}` },
      el('span', { text: part.text }), el('strong', { text: ` ${part.score} pts` }),
      part.spoiled_by.length ? el('span', { class: 'small', text: ` — spoiled by ${listWords(part.spoiled_by.map(n))}` }) : null))));
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
    el('h4', { text: 'Who spoiled what' }),
    el('ol', { class: 'lp-history-parts' }, parts.map((part) => el('li', { testid: `lp-spoil-part-${part.part}` },
      el('div', {}, el('strong', { text: `Part ${part.part} (${part.score} points): ` }), el('span', { class: 'lp-part-text', text: part.text })),
      (part.spoils || []).length
        ? el('ul', { class: 'lp-spoils' }, part.spoils.map((s, i) => el('li', { testid: `lp-spoil-${part.part}-${i + 1}` },
          el('strong', { text: n(s.seat) }),
          ` — ${i === 0 ? 'first' : `${ordinal(i + 1)}`}, with Spoiler S${s.spoiler} in round ${s.round}: `,
          el('strong', { text: pointsWords(s.tenths) }))))
        : el('p', { class: 'small muted', text: 'Nobody spoiled it.' })))));
}

function ordinal(k) {
  const words = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
  return words[k - 1] || `${k}th`;
}

// ---------------------------------------------------------------- the register

function register(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const me = ctx.readOnly ? null : ctx.seat;
  const rows = (v.questions || []).slice().reverse().map((q) => {
    let answer;
    if (q.status === 'open') answer = 'waiting';
    else if (q.status === 'refused') answer = 'refused';
    else if (q.answer) answer = ANSWER_WORDS[q.answer] || q.answer;
    else answer = `private (${n(q.holder)})`;
    const marks = [
      q.kind !== 'public' ? KIND_WORDS[q.kind] : null,
      q.holder !== q.seat ? `held by ${n(q.holder)}` : null,
      q.padlocked ? 'padlocked' : null,
      q.protected ? 'protected' : null,
      q.spied_by?.length ? `seen by ${listWords(q.spied_by.map(n))}` : null,
      q.rephrase_of != null ? `rephrases Q${q.rephrase_of}` : null,
    ].filter(Boolean);
    const mineRow = q.holder === me || q.seat === me || q.spied_by?.includes(me);
    return el('li', { class: `lp-q${mineRow ? ' mine' : ''}`, testid: `lp-q-${q.question}` },
      el('span', { class: 'lp-qno', text: `Q${q.question}` }), ' ',
      el('span', { class: 'small muted', text: `${n(q.seat)}, round ${q.round}: ` }),
      el('span', { class: 'lp-qtext', text: q.text ?? '(a Sherlock Holmes question)' }), ' → ',
      el('strong', { class: 'lp-answer', text: answer }),
      marks.length ? el('span', { class: 'small muted', text: ` (${marks.join('; ')})` }) : null);
  });
  return el('section', { class: 'lp-register card', testid: 'lp-register' },
    el('h4', { text: 'The register' }),
    rows.length ? el('ol', { class: 'lp-questions' }, rows) : el('p', { class: 'muted', text: 'No question yet.' }));
}


function spoilers(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const list = v.spoilers || [];
  if (!list.length) return null;
  return el('section', { class: 'lp-spoilers card', testid: 'lp-spoilers' },
    el('h4', { text: 'Spoilers' }),
    el('ul', {}, list.map((s) => el('li', { testid: `lp-spoiler-${s.spoiler}` },
      `S${s.spoiler} by ${n(s.seat)} (round ${s.round}): `,
      s.text != null ? el('q', { class: 'lp-text', text: s.text }) : el('span', { class: 'muted', text: '(for the Lateral Master)' }),
      s.judged ? el('strong', { text: ` ${pointsWords(tenthsOf(s))}` }) : el('span', { class: 'muted', text: ' waiting' }),
      s.parts ? el('span', { class: 'small', text: s.parts.length ? ` (parts ${s.parts.map((p) => `${p.part}: ${pointsText(tenthsOf(p))}`).join(', ')})` : ' (no part)' }) : null))));
}

function scores(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const away = { away: 'left', skipped: 'left; turns skipped' };
  return el('section', { class: 'lp-scores card', testid: 'lp-scores' },
    el('h4', { text: 'Scores' }),
    el('table', { class: 'lp-score-table' },
      el('thead', {}, el('tr', {}, ['Puzzler', 'Points', 'Cards'].map((h) => el('th', { text: h })))),
      el('tbody', {}, (v.puzzlers || []).map((p) => el('tr', { testid: `lp-score-${p.seat}`, class: (v.winners || []).includes(p.seat) ? 'winner' : p.seat === v.turn ? 'turn' : '' },
        el('td', {}, `${n(p.seat)}${p.seat === ctx.seat && !ctx.readOnly ? ' (you)' : ''}`,
          away[p.presence] ? el('span', { class: 'small muted', text: ` (${away[p.presence]})` }) : null),
        el('td', { text: pointsText(p.score_tenths ?? (p.score ?? 0) * 10) }),
        el('td', { text: String(p.cards) }))))),
    el('p', { class: 'small muted', text: `Lateral Master: ${n(masterSeat(v, ctx.match?.config))}` }));
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
  if (state.checking || state.problems === null) return 'your puzzle is being checked';
  if (state.problems.length) return 'your puzzle has problems';
  if (!state.inUse) return 'use your puzzle first';
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
  const chosenTitle = studio ? `"${custom.title}"${typeof config.library === 'string' ? ', from the library' : ', written in the studio'}`
    : custom ? `their own puzzle, "${custom.title}"` : `"${puzzles.find((p) => p.id === config.puzzle)?.title || config.puzzle}"`;
  const seated = match.seats?.[lm] && match.seats[lm].kind !== 'empty';

  const head = [
    el('h4', { text: 'The Lateral Master and the puzzle' }),
    el('p', { class: 'small', testid: 'lp-lobby-lm-line' }, el('strong', { text: 'Lateral Master: ' }),
      `seat ${lm + 1}${seated ? ` (${n(lm)})` : ' (still empty)'}. `,
      'They know the solution, answer the questions and judge the Spoilers; everyone else is a puzzler.'),
  ];
  if (ctx.isHost) {
    const select = el('select', { testid: 'lp-lobby-lm', 'aria-label': 'The Lateral Master\'s seat',
      on: { change: async (e) => {
        const seat = Number(e.target.value);
        try { await ctx.updateConfig(baseConfig(config, { lateral_master: seat })); } catch (err) { reportProblem(state, err.message); e.target.value = String(lm); }
      } } },
    (match.seats || []).map((s) => el('option', { value: String(s.seat), text: `Seat ${s.seat + 1}${s.kind !== 'empty' && s.name ? ` · ${s.name}` : ''}`, selected: s.seat === lm })));
    head.push(el('label', { class: 'lp-row' }, 'Who is the Lateral Master? ', select));
  }
  slots.head.replaceChildren(...head);
  if (amLm && studio) {
    slots.choice.replaceChildren(el('p', { testid: 'lp-lobby-puzzle-line', text: `The puzzle: ${chosenTitle}. You will see its solution and parts once the match starts.` }));
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
    slots.choice.replaceChildren(el('p', { testid: 'lp-lobby-puzzle-line', text: `${seated ? n(lm) : 'The Lateral Master'} chooses the puzzle; for now: ${chosenTitle}.` }));
    slots.editor.hidden = true;
  }
  slots.foot.replaceChildren(played ? el('p', { class: 'small muted', testid: 'lp-lobby-previous', text: `The last match played "${played.title}": it is not offered again.` }) : '');
  return undefined;
}

/** The puzzle the previous match (this one's a rematch of) played, or null. */
function previousPuzzle(prev, puzzles) {
  const c = prev?.config;
  if (!c) return null;
  if (c.custom) return { id: c.custom.id || 'custom', title: c.custom.title || 'their own puzzle' };
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
  const select = el('select', { testid: 'lp-lobby-puzzle', 'aria-label': 'The puzzle',
    on: { change: async (e) => {
      const value = e.target.value;
      if (value === 'custom') { state.mode = 'custom'; ctx.redraw(); return; }
      state.mode = 'shipped';
      try { await ctx.updateConfig(baseConfig(config, { puzzle: value })); } catch (err) { reportProblem(state, err.message); }
      ctx.redraw();
    } } },
  offered.map((p) => el('option', { value: p.id, text: p.title, selected: current === p.id })),
  el('option', { value: 'custom', text: 'My own puzzle…', selected: current === 'custom' }));
  if (played && played.id === config.puzzle && state.mode !== 'custom') {
    // The rematch's puzzle is never the one just played; should the config still
    // hold it, the menu shows the first one offered.
    select.value = offered[0]?.id || 'custom';
  }
  return el('div', { class: 'lp-chooser' }, el('label', { class: 'lp-row' }, 'Your puzzle: ', select),
    state.mode === 'custom' ? null : el('p', { class: 'small muted', text: 'You will see the solution once the match starts; the puzzlers see only the title and the situation.' }));
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
  const title = field('title', 'Title', 'input');
  const situation = field('situation', 'The situation (read to everyone)', 'textarea', 3);
  const solution = field('solution', 'The solution (only you see it)', 'textarea', 4);
  const partsList = el('ol', { class: 'lp-custom-parts', testid: 'lp-custom-parts' });
  const total = el('p', { class: 'small', testid: 'lp-custom-total' });
  const partsProblem = el('p', { class: 'lp-problem', testid: 'lp-problem-parts', hidden: true, role: 'alert' });
  const general = el('p', { class: 'lp-problem', testid: 'lp-custom-problems', hidden: true, role: 'alert' });
  const status = el('p', { class: 'small', testid: 'lp-custom-status', role: 'status' });
  const use = el('button', { type: 'button', class: 'primary', testid: 'lp-custom-use', text: 'Use this puzzle',
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
      const text = el('textarea', { testid: `lp-custom-part-text-${i + 1}`, rows: '2', maxlength: String(LIMITS.part), value: p.text, 'aria-label': `Part ${i + 1}: what must be guessed`,
        on: { input: (e) => { p.text = e.target.value; changed(); } } });
      const score = el('input', { type: 'number', min: '1', max: '100', class: 'num', testid: `lp-custom-part-score-${i + 1}`, value: String(p.score ?? ''), 'aria-label': `Part ${i + 1}: points`,
        on: { input: (e) => { p.score = e.target.value; changed(); } } });
      const remove = el('button', { type: 'button', class: 'subtle', testid: `lp-custom-part-remove-${i + 1}`, text: 'Remove', disabled: d.parts.length <= 1,
        on: { click: () => { d.parts.splice(i, 1); drawParts(); changed(); } } });
      const problem = el('p', { class: 'lp-problem', testid: `lp-problem-part-${i + 1}`, hidden: true, role: 'alert' });
      partRows.push(problem);
      return el('li', { class: 'lp-custom-part' }, el('div', { class: 'lp-row' }, text, el('label', { class: 'small' }, score, ' points'), remove), problem);
    }));
  };
  drawParts();
  const add = el('button', { type: 'button', testid: 'lp-custom-add-part', text: 'Add a part',
    on: { click: () => { if (d.parts.length < 8) { d.parts.push({ text: '', score: '' }); drawParts(); changed(); } } } });
  const root = el('div', { class: 'lp-editor', testid: 'lp-custom-editor' },
    el('p', { class: 'small muted', text: 'Write the situation everyone hears, the whole solution, and the parts a Spoiler can get right, each with its points (2 to 8 parts, together exactly 100). It is checked as you type; the puzzlers never see the solution or the parts before the end.' }),
    title.node, situation.node, solution.node,
    el('div', { class: 'lp-field' }, el('span', { class: 'lp-label', text: 'Parts and their points' }), partsList, partsProblem, el('div', { class: 'lp-buttons' }, add), total),
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
    problems = [{ place: 'config', message: `The check failed: ${err.message}` }];
  }
  if (seq !== state.seq) return; // a later check is on its way
  state.checking = false;
  // Only the puzzle's problems belong to the editor; a place outside it is general.
  state.problems = problems;
  showProblems(state);
  ctx.redraw();
}

/**
 * A whole-config refusal that lists the puzzle's problems in one sentence
 * ("the custom puzzle is not valid: part 2: ...; parts: ...") is read back into
 * one problem per place.
 */
function spreadProblems(problems) {
  const out = [];
  for (const p of problems) {
    const m = /^the custom puzzle is not valid: (.*)$/s.exec(String(p.message || ''));
    if (!m) { out.push(p); continue; }
    for (const piece of m[1].split('; ')) {
      const at = /^(title|situation|solution|parts|part \d+|id|difficulty|themes|theme \d+): (.*)$/s.exec(piece);
      out.push(at ? { place: at[1], message: at[2] } : { place: 'config', message: piece });
    }
  }
  return out;
}

/** Each problem at its place (a field, a part), the rest under the editor. */
function showProblems(state) {
  const nodes = state.nodes;
  if (!nodes) return;
  const problems = state.problems || [];
  const at = { title: [], situation: [], solution: [], parts: [], general: [] };
  const partProblems = nodes.partRows.map(() => []);
  const spread = spreadProblems(problems);
  for (const p of spread) {
    const place = String(p.place || '').replace(/^custom[.: ]*/, '');
    const part = /^part (\d+)$/.exec(place);
    if (part && partProblems[Number(part[1]) - 1]) partProblems[Number(part[1]) - 1].push(p.message);
    else if (at[place]) at[place].push(p.message);
    else at.general.push(place && place !== 'config' && place !== 'puzzle' ? `${place}: ${p.message}` : p.message);
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
  nodes.total.textContent = `Points in all: ${sum} of 100.`;
  const count = spread.length + (state.serverError ? 1 : 0);
  nodes.status.textContent = state.checking || state.problems === null ? 'Checking…'
    : count ? `${plural(count, 'problem')} to fix before it can be played.`
      : state.inUse ? 'This puzzle is set for the match: the puzzlers will see its title and situation.' : 'No problem found: use it for this match.';
  nodes.status.dataset.state = state.checking || state.problems === null ? 'checking' : count ? 'problems' : state.inUse ? 'in-use' : 'ready';
  nodes.use.disabled = state.checking || state.problems === null || count > 0 || state.inUse;
  nodes.use.textContent = state.inUse ? 'In use' : 'Use this puzzle';
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
