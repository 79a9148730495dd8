// games/lateral-puzzles.js — the Lateral Puzzles Game table
// (docs/games/lateral-puzzles.md). Two screens from one view:
// - the puzzlers': the situation, whose turn, the ask box (a question on your turn,
//   a Tip-off, a Sherlock Holmes), the hand of cards with what each does and its
//   controls, the public register with my private answers (and what I spied or
//   received by a swap), my spoilers and the scores;
// - the Lateral Master's (seat 0): the solution and its parts with who spoiled
//   what, the queue of what waits for a ruling with one-tap answers, the duplicate
//   flag (LP-6), spoiler judging (tick the parts guessed), the swap to carry out,
//   a bonus Sherlock Holmes, extra rounds and the end of the game.
// It draws from the view only; actions go out through ctx.send. Every text a person
// typed is set as text, never as HTML. Its CSS is injected once.

import { el, nameOf, listWords } from '../../ui.js';

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
const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

// ---------------------------------------------------------------- the log in words

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
    case 'spoiler_judged': return `Spoiler S${body.spoiler} by ${n(body.seat)} scores ${plural(body.points, 'point')} (${body.spoiled_points} of 100 spoiled).`;
    case 'spoiler_parts': return `S${body.spoiler} guessed ${body.parts?.length ? listWords(body.parts.map((p) => `part ${p.part} (${p.points})`)) : 'no part'}.`;
    case 'spoiler_converted': return `${n(body.seat)} turns a Spoiler into a Sherlock Holmes card.`;
    case 'sherlock_given': return `The Lateral Master gives ${n(body.seat)} a Sherlock Holmes card for a good intuition.`;
    case 'over_ninety': return `${body.spoiled_points} points are spoiled: the Lateral Master may end the game or play on.`;
    case 'extra_rounds_granted': return `${plural(body.rounds, 'extra round')} granted.`;
    case 'game_over': return `Game over. ${body.winners?.length ? `Winner${body.winners.length === 1 ? '' : 's'}: ${listWords(body.winners.map(n))}.` : ''}`;
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
    return `Game over. ${v.winners?.length ? `Winner${v.winners.length === 1 ? '' : 's'}: ${listWords(v.winners.map(n))}.` : ''}`;
  }
  const lm = v.viewer === 'lateral_master';
  const me = ctx.readOnly ? null : ctx.seat;
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

// ---------------------------------------------------------------- local UI state

const drafts = new Map();
function draftFor(ctx) {
  const key = `${ctx.match?.id}|${ctx.readOnly ? 'ro' : ctx.seat}`;
  if (!drafts.has(key)) drafts.set(key, { question: '', spoiler: '', parts: {}, spy: '', padlock: '', mine: '', theirs: '', position: '', bonus: '', extra: '1' });
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
  // The server sends no list to a seat that may not act, and none when it is long.
  const mayAct = (ctx.toMove || []).includes(ctx.seat);
  const legal = ctx.readOnly || !mayAct ? [] : (Array.isArray(ctx.legalActions) ? ctx.legalActions : fromView(v, ctx));
  const lm = v.viewer === 'lateral_master' && !ctx.readOnly;
  const parts = [
    situation(v),
    status(v, ctx),
    lm ? masterQueue(v, ctx, st, legal) : null,
    lm || v.over ? solutionPanel(v, ctx) : null,
    !lm && v.viewer === 'puzzler' && !v.over ? puzzlerDesk(v, ctx, st, legal) : null,
    register(v, ctx),
    spoilers(v, ctx),
    scores(v, ctx),
    lm ? masterTools(v, ctx, st, legal) : null,
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
    return [{ type: 'end_game' }, { type: 'carry_out_swap' }, ...(v.puzzlers || []).map((p) => ({ type: 'give_sherlock', seat: p.seat }))];
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
  return el('section', { class: 'lp-situation card' },
    el('h3', { testid: 'lp-title', text: p.title }),
    el('p', { class: 'small muted', text: `Difficulty ${p.difficulty} of 5 · ${p.themes.join(', ')}` }),
    el('p', { class: 'lp-text', testid: 'lp-situation', text: p.situation }));
}

function status(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  const order = el('ol', { class: 'lp-order', testid: 'lp-order' }, (v.order || []).map((s, i) => el('li', { class: s === v.turn ? 'turn' : '', text: `${i + 1}. ${n(s)}` })));
  const next = JSON.stringify(v.next_order) !== JSON.stringify(v.order)
    ? el('p', { class: 'small', text: `Next rounds: ${listWords(v.next_order.map(n))}` }) : null;
  return el('section', { class: 'lp-status card' },
    el('p', {}, el('strong', { testid: 'lp-round', text: `Round ${v.round}` }),
      ` · ${v.spoiled_points} of 100 points spoiled`,
      v.extra_rounds_left != null ? ` · ${plural(v.extra_rounds_left, 'extra round')} left` : null,
      v.hold && (v.hold.kind === 'spoiler' || v.hold.kind === 'cooperation') ? el('span', { class: 'lp-frozen', testid: 'lp-frozen', text: ' · the table is frozen' }) : null),
    el('div', { class: 'small' }, 'Order of play: ', order), next);
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

function masterQueue(v, ctx, st, legal) {
  const n = (seat) => nameOf(ctx.names, seat);
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
      el('button', { type: 'button', class: 'primary', testid: 'lp-judge-send', text: 'Judge: these parts were guessed',
        on: { click: () => send(ctx, { type: 'judge', spoiler: v.hold.spoiler, parts: Object.keys(ticks).filter((k) => ticks[k]).map(Number).sort((a, b) => a - b) }) } })));
  }
  if (v.hold?.kind === 'cooperation') {
    const h = v.hold;
    items.push(el('div', { class: 'lp-pending', testid: 'lp-swap-pending' },
      el('p', { text: `${n(h.seat)} swaps the answer to Q${h.mine} with ${n(h.target)}'s answer to Q${h.theirs}.` }),
      el('button', { type: 'button', class: 'primary', testid: 'lp-carry-out', text: 'Carry out the swap', disabled: !has(legal, 'carry_out_swap'), on: { click: () => send(ctx, { type: 'carry_out_swap' }) } })));
  }
  if (v.hold?.kind === 'over_ninety') {
    const extra = el('select', { testid: 'lp-extra-rounds', on: { change: (e) => { st.extra = e.target.value; } } }, ['1', '2', '3'].map((r) => el('option', { value: r, text: plural(Number(r), 'extra round'), selected: st.extra === r })));
    items.push(el('div', { class: 'lp-pending', testid: 'lp-over-ninety' },
      el('p', { text: `${v.hold.spoiled_points} points are spoiled.` }),
      el('button', { type: 'button', class: 'primary', testid: 'lp-end-now', text: 'End the game', on: { click: () => send(ctx, { type: 'end_game' }) } }),
      extra,
      el('button', { type: 'button', testid: 'lp-grant-extra', text: 'Play on', on: { click: () => send(ctx, { type: 'extra_rounds', rounds: Number(st.extra) || 1 }) } })));
  }
  if (v.open_question != null) {
    const q = (v.questions || []).find((x) => x.question === v.open_question);
    const flagged = q?.flag && !q.flag_ruled;
    const of = flagged ? (v.questions || []).find((x) => x.question === q.flag.of) : null;
    const answerButtons = ANSWERS.map(([key, word]) => el('button', { type: 'button', class: key === 'yes' || key === 'no' ? 'primary' : '', testid: `lp-answer-${key}`, text: word,
      disabled: Boolean(flagged), on: { click: () => send(ctx, { type: 'answer', question: q.question, answer: key, another_wording: false }) } }));
    items.push(el('div', { class: 'lp-pending', testid: 'lp-open-question' },
      el('h5', { text: `Q${q.question} from ${n(q.seat)} (${KIND_WORDS[q.kind] || q.kind}${q.kind === 'public' ? '' : ': private answer'})` }),
      el('p', { class: 'lp-text lp-quote', testid: 'lp-open-text', text: q.text || '' }),
      flagged ? el('div', { class: 'lp-flag', testid: 'lp-flag' },
        el('p', { text: `Close to Q${q.flag.of} (${q.flag.similarity}% alike): "${of?.text || ''}"${of?.padlocked ? ' — padlocked' : ''}` }),
        el('button', { type: 'button', testid: 'lp-flag-accept', text: 'It is a new question', on: { click: () => send(ctx, { type: 'rule_duplicate', question: q.question, accept: true }) } }),
        el('button', { type: 'button', testid: 'lp-flag-refuse', text: 'Refuse it as a repeat', on: { click: () => send(ctx, { type: 'rule_duplicate', question: q.question, accept: false }) } })) : null,
      el('div', { class: 'lp-buttons lp-answers' }, answerButtons),
      el('div', { class: 'lp-buttons' },
        el('button', { type: 'button', testid: 'lp-answer-rephrase-invite', text: 'Rephrase: invite another wording', disabled: Boolean(flagged),
          on: { click: () => send(ctx, { type: 'answer', question: q.question, answer: 'rephrase', another_wording: true }) } }),
        !flagged ? el('button', { type: 'button', class: 'subtle', testid: 'lp-refuse', text: 'Refuse (asked already or padlocked)',
          on: { click: () => send(ctx, { type: 'rule_duplicate', question: q.question, accept: false }) } }) : null)));
  }
  return el('section', { class: 'lp-queue card', testid: 'lp-master-queue' },
    el('h4', { text: 'Waiting for you' }),
    items.length ? items : el('p', { class: 'muted', testid: 'lp-nothing-pending', text: 'Nothing waits for a ruling.' }));
}

function masterTools(v, ctx, st, legal) {
  const n = (seat) => nameOf(ctx.names, seat);
  const gives = legal.filter((a) => a.type === 'give_sherlock');
  const bonus = el('select', { testid: 'lp-bonus-seat', on: { change: (e) => { st.bonus = e.target.value; } } }, optionsFrom(gives.map((a) => [a.seat, n(a.seat)]), 'a puzzler'));
  return el('section', { class: 'lp-tools card', testid: 'lp-master-tools' },
    el('h4', { text: 'The Lateral Master' }),
    el('div', { class: 'lp-row' }, el('span', { text: 'A Sherlock Holmes for a good intuition: ' }), bonus,
      el('button', { type: 'button', testid: 'lp-bonus', text: 'Give', disabled: !gives.length, on: { click: () => { if (bonus.value) send(ctx, { type: 'give_sherlock', seat: Number(bonus.value) }); } } })),
    el('div', { class: 'lp-row' },
      el('button', { type: 'button', class: 'subtle', testid: 'lp-end-game', text: 'End the game (stalled or past 90)', disabled: !has(legal, 'end_game'), on: { click: () => send(ctx, { type: 'end_game' }) } })));
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
      `S${s.spoiler} by ${n(s.seat)}: `,
      s.text != null ? el('q', { text: s.text }) : el('span', { class: 'muted', text: '(for the Lateral Master)' }),
      s.judged ? el('strong', { text: ` ${plural(s.points ?? 0, 'point')}` }) : el('span', { class: 'muted', text: ' waiting' }),
      s.parts ? el('span', { class: 'small', text: s.parts.length ? ` (parts ${s.parts.map((p) => `${p.part}: ${p.points}`).join(', ')})` : ' (no part)' }) : null))));
}

function scores(v, ctx) {
  const n = (seat) => nameOf(ctx.names, seat);
  return el('section', { class: 'lp-scores card', testid: 'lp-scores' },
    el('h4', { text: 'Scores' }),
    el('table', { class: 'lp-score-table' },
      el('thead', {}, el('tr', {}, ['Puzzler', 'Points', 'Cards'].map((h) => el('th', { text: h })))),
      el('tbody', {}, (v.puzzlers || []).map((p) => el('tr', { testid: `lp-score-${p.seat}`, class: (v.winners || []).includes(p.seat) ? 'winner' : p.seat === v.turn ? 'turn' : '' },
        el('td', { text: `${n(p.seat)}${p.seat === ctx.seat && !ctx.readOnly ? ' (you)' : ''}` }),
        el('td', { text: String(p.score) }),
        el('td', { text: String(p.cards) }))))),
    el('p', { class: 'small muted', text: `Lateral Master: ${n(0)}` }));
}

// ---------------------------------------------------------------- style

function injectStyle() {
  if (document.getElementById('lp-style')) return;
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
`;
  document.head.append(el('style', { id: 'lp-style', text: css }));
}
