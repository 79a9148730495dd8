// games/almost-innocent.js — the Almost Innocent table (docs/games/almost-innocent.md):
// the 6x6 grid of clues (big clues drawn as one block, 7th and star clues marked),
// investigation tokens by the rows and columns already asked, the Queen, Teor's mark;
// the question dialog (click a row number or a column letter), the abilities (Din,
// Teor, Edd, Okra, Valia, the two-player shared one), structured signals (AI-4), early
// resolution, the resolution with its Almost-Innocent tokens, every spoken answer and
// the player's own, and the solutions at the end. A personal slate (cross out or circle
// clues) is kept in this browser only.
// It draws from the view only; actions go out through ctx.send. Its CSS is injected
// once as a constructed style sheet (ui.js adoptStyle).

import { el, nameOf, listWords, adoptStyle } from '../../ui.js';
import { api } from '../../api.js';
import { t, language } from '../../i18n.js';

// ---------------------------------------------------------------- static words

/** Resolution order of the clue types (ruling AI-5). */
export const TYPES = ['culprit', 'victim', 'crime', 'evidence', 'place'];

/** A clue type's name in the reader's language (Coupable, Victime, … in French, as the box says). */
export function typeLabel(type) { return t('almost-innocent-type', { type }); }
const TYPE_COLOR = { culprit: '#b8463b', victim: '#2f6fc0', crime: '#7d4fb8', evidence: '#2f8f57', place: '#b07d12' };
const TYPE_TINT = { culprit: '#f6dcd8', victim: '#d9e6f8', crime: '#e7ddf4', evidence: '#d8efe0', place: '#f3e6c6' };
const CODE_TYPE = { Cu: 'culprit', Vi: 'victim', Cr: 'crime', Ev: 'evidence', Pl: 'place' };

const SEAT_COLORS = ['#c8413b', '#2f6fc0', '#2f8f57', '#d08a12', '#7d4fb8'];
const COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'];
const ROWS = [1, 2, 3, 4, 5, 6];

/** The five characters (ruling AI-6): their names, and their words from the catalogue (read at draw time). */
const ABILITY_NAMES = ['din', 'teor', 'edd', 'okra', 'valia'];
export function abilityInfo(id) {
  if (!ABILITY_NAMES.includes(id)) return { name: String(id), title: '', when: '', short: '', text: '' };
  const key = `almost-innocent-ability-${id}`;
  return { name: t(key), title: t(`${key}.title`), when: t(`${key}.when`), short: t(`${key}.short`), text: t(`${key}.text`) };
}

const QUEEN_DIE = { 1: 'up', 2: 'down', 3: 'left', 4: 'right' };

// ---------------------------------------------------------------- small helpers

const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const isSeat = (s) => typeof s === 'number' && s >= 0;

export function typeOfCode(code) {
  return CODE_TYPE[String(code || '').slice(0, 2)] || null;
}

/**
 * A clue code as the reader's language abbreviates its type: `Pl3` in English,
 * `Li3` in French (Lieu). The code itself (the actions', the test ids') stays
 * the game's; only the words on screen change.
 */
export function codeText(code) {
  const text = String(code ?? '');
  const type = typeOfCode(text);
  return type ? `${t('almost-innocent-type-abbr', { type })}${text.slice(2)}` : text;
}

function isRow(line) { return line && line.row !== undefined && line.row !== null; }
export function lineKey(line) { return isRow(line) ? `row-${line.row}` : `col-${line.column}`; }
/** Where a line is, for messages: { kind: 'row' | 'column', line: 3 | 'C' }. */
function lineArgs(line) { return isRow(line) ? { kind: 'row', line: String(line.row) } : { kind: 'column', line: line.column }; }
export function lineName(line) { return t('almost-innocent-line', lineArgs(line)); }
function inLine(line) { return t('almost-innocent-in-line', lineArgs(line)); }
function sameLine(a, b) { return Boolean(a && b) && lineKey(a) === lineKey(b); }
function lineUsed(v, line) { return (v.used_lines || []).some((l) => sameLine(l, line)); }
const ALL_LINES = [...ROWS.map((row) => ({ row })), ...COLUMNS.map((column) => ({ column }))];

function colIndex(letter) { return COLUMNS.indexOf(letter); }

/** "C3–D4" for a 2x2 zone named by its top-left cell. */
export function zoneName(zone) {
  if (!zone) return '?';
  const c = colIndex(zone.column);
  return `${zone.column}${zone.row}–${COLUMNS[c + 1] || '?'}${zone.row + 1}`;
}
function sameZone(a, b) { return Boolean(a && b) && a.row === b.row && a.column === b.column; }
function zoneCovers(zone, r, c) {
  if (!zone) return false;
  const zr = zone.row - 1;
  const zc = colIndex(zone.column);
  return r >= zr && r <= zr + 1 && c >= zc && c <= zc + 1;
}
const QUEEN_BLOCKS = [1, 3, 5].flatMap((row) => ['A', 'C', 'E'].map((column) => ({ row, column })));

/** Does the Queen guard this line (ruling AI-7)? */
function guarded(v, line) {
  const q = v.queen;
  if (!q || !line) return false;
  if (isRow(line)) return line.row === q.row || line.row === q.row + 1;
  const c = colIndex(line.column);
  const qc = colIndex(q.column);
  return c === qc || c === qc + 1;
}

/** Per-view lookups, cached on the view object. */
function facts(v) {
  if (v.__ai) return v.__ai;
  const clues = new Map((v.clues || []).map((c) => [c.code, c]));
  const cells = new Map(); // code -> [[r, c]]
  (v.grid || []).forEach((row, r) => row.forEach((code, c) => {
    if (!code || code === '.') return;
    if (!cells.has(code)) cells.set(code, []);
    cells.get(code).push([r, c]);
  }));
  const blocks = new Map(); // code -> {r0, c0, r1, c1}
  for (const [code, list] of cells) {
    const rs = list.map((x) => x[0]);
    const cs = list.map((x) => x[1]);
    blocks.set(code, { r0: Math.min(...rs), r1: Math.max(...rs), c0: Math.min(...cs), c1: Math.max(...cs) });
  }
  const byType = {};
  for (const t of v.types || []) byType[t] = [];
  for (const c of v.clues || []) (byType[c.kind] ||= []).push(c.code);
  const edd = (v.abilities || []).some((a) => a.ability === 'edd');
  const value = { clues, cells, blocks, byType, edd };
  Object.defineProperty(v, '__ai', { value, enumerable: false });
  return value;
}

/** A clue's name as the view gives it: the French name for a French reader when the view has one. */
function clueLabel(c) {
  if (!c) return '';
  return language() === 'fr' && c.name_fr ? c.name_fr : c.name;
}
function clueName(v, code) {
  const c = v && facts(v).clues.get(code);
  return c ? clueLabel(c) : codeText(code);
}
function clueWords(v, code) {
  const c = v && facts(v).clues.get(code);
  return c ? `${clueLabel(c)} (${codeText(code)})` : codeText(code);
}
function clueTitle(c) {
  if (!c) return '';
  const extra = c.animal === true ? t('almost-innocent-clue-animal') : c.animal === false ? t('almost-innocent-clue-not-animal')
    : c.liquid === true ? t('almost-innocent-clue-liquid') : c.liquid === false ? t('almost-innocent-clue-not-liquid') : '';
  return [codeText(c.code), typeLabel(c.kind), clueLabel(c), extra].filter(Boolean).join(' · ');
}

export function answerWords(a) {
  if (!a) return '?';
  if (a.count !== undefined) return new Intl.NumberFormat(language()).format(a.count);
  if (a.yes !== undefined) return a.yes ? t('almost-innocent-answer-yes') : t('almost-innocent-answer-no');
  return '?';
}

/** A seat's own answer in the words of the question it answers, e.g. "2 of your clues are in row 3". */
export function ownAnswerWords(asked, a) {
  if (!a) return '?';
  const count = (n, where) => t('almost-innocent-own-count', { count: n, where });
  if (asked?.kind === 'line') {
    const where = inLine(asked.line);
    if (asked.about) return t(a.yes ? 'almost-innocent-own-type-yes' : 'almost-innocent-own-type-no', { type: asked.about, where });
    return count(a.count, where);
  }
  if (asked?.kind === 'edd') {
    if (asked.about === 'culprit') return t(a.yes ? 'almost-innocent-own-animal-yes' : 'almost-innocent-own-animal-no');
    return t(a.yes ? 'almost-innocent-own-liquid-yes' : 'almost-innocent-own-liquid-no');
  }
  if (asked?.kind === 'valia') return count(a.count, t('almost-innocent-under-queen', { zone: zoneName(asked.zone) }));
  return answerWords(a);
}

/** "row 3: how many of my clues?" and friends. */
export function questionWords(asked) {
  if (!asked) return t('almost-innocent-question-some');
  if (asked.kind === 'line') {
    const where = inLine(asked.line);
    const q = asked.about ? t('almost-innocent-question-type', { type: asked.about, where }) : t('almost-innocent-question-count', { where });
    return asked.okra ? t('almost-innocent-question-okra', { question: q }) : q;
  }
  if (asked.kind === 'edd') return t(asked.about === 'culprit' ? 'almost-innocent-question-animal' : 'almost-innocent-question-liquid');
  if (asked.kind === 'valia') return t('almost-innocent-question-valia', { zone: zoneName(asked.zone) });
  return t('almost-innocent-question-some');
}

function shortQuestion(asked) {
  if (!asked) return '?';
  if (asked.kind === 'line') {
    const line = t('almost-innocent-line-short', lineArgs(asked.line));
    const q = asked.about ? t('almost-innocent-short-type', { line, type: asked.about }) : t('almost-innocent-short-count', { line });
    return asked.okra ? t('almost-innocent-short-okra', { question: q }) : q;
  }
  if (asked.kind === 'edd') return t(asked.about === 'culprit' ? 'almost-innocent-short-animal' : 'almost-innocent-short-liquid');
  if (asked.kind === 'valia') return t('almost-innocent-short-valia', { zone: zoneName(asked.zone) });
  return '?';
}

/** Types as a list in the reader's words ("Coupable et Lieu"). */
function typesWords(types) { return listWords((types || []).map(typeLabel)); }

export function signalWords(signal) {
  if (!signal) return '';
  if (signal.kind === 'ready') return t(signal.ready ? 'almost-innocent-signal-ready' : 'almost-innocent-signal-not-ready');
  const found = signal.found?.length ? typesWords(signal.found) : '';
  const doubt = signal.doubt?.length ? typesWords(signal.doubt) : '';
  if (found && doubt) return t('almost-innocent-signal-found-doubt', { found, doubt });
  if (found) return t('almost-innocent-signal-found', { types: found });
  if (doubt) return t('almost-innocent-signal-doubt', { types: doubt });
  return t('almost-innocent-signal-nothing');
}

function leftOf(v, seat) { return (seat + 1) % v.players; }
function rightOf(v, seat) { return (seat + v.players - 1) % v.players; }

// ---------------------------------------------------------------- what may be done

/** A canonical key of an action, to compare with the server's legal actions. */
function actKey(a) {
  if (!a) return '';
  switch (a.type) {
    case 'ask': case 'okra': return [a.type, lineKey(a.line), a.about ?? null, a.discard ?? null].join('|');
    case 'edd': return `edd|${a.about}`;
    case 'valia': case 'move_queen': return `${a.type}|${a.zone.row}${a.zone.column}`;
    case 'teor_mark': return `teor_mark|${a.zone.row}${a.zone.column}|${a.white}`;
    case 'use_din': case 'use_teor': return `${a.type}|${a.target}`;
    case 'teor_decline': return 'teor_decline';
    case 'din_draw': return `din_draw|${(a.kinds || []).join(',')}`;
    case 'din_reveal': case 'guess': return `${a.type}|${a.clue}`;
    case 'answer_proposal': return `answer_proposal|${a.agree}`;
    case 'signal': {
      const s = a.signal || {};
      return s.kind === 'ready' ? `signal|ready|${s.ready}` : `signal|types|${(s.found || []).join(',')}|${(s.doubt || []).join(',')}`;
    }
    default: return a.type;
  }
}

/** Can the tokens pay for it? (mirrors the engine's pool). */
function payOk(tokens, face, main, extra, discard) {
  if (!tokens) return false;
  if (tokens.quantity === null || tokens.quantity === undefined) {
    if (discard) return false;
    return tokens.left >= (main ? 1 : 0) + (extra ? 1 : 0);
  }
  let q = tokens.quantity;
  let t = tokens.type;
  if (main) {
    if (face === 'quantity') { if (q < 1) return false; q -= 1; } else { if (t < 1) return false; t -= 1; }
  }
  if (extra) {
    if (!discard) return false;
    return discard === 'quantity' ? q >= 1 : t >= 1;
  }
  return !discard;
}

function abilityOf(v, name) { return (v.abilities || []).find((a) => a.ability === name) || null; }
function canUseAbility(v, me, name) {
  const a = abilityOf(v, name);
  return Boolean(a) && (a.used_by === null || a.used_by === undefined) && (a.holder === me || a.holder === null || a.holder === undefined);
}

function deckSize(v, kind) {
  const codes = facts(v).byType[kind] || [];
  return codes.length + (codes.some((c) => c.endsWith('*')) ? 1 : 0);
}

/** Is this action allowed? The server's list when it sent one, else the rules read from the view. */
function allowed(ctx, action) {
  const v = ctx.view;
  const me = ctx.seat;
  if (!v || ctx.readOnly || !isSeat(me)) return false;
  if (Array.isArray(ctx.legalActions)) {
    if (!ctx.__legal) Object.defineProperty(ctx, '__legal', { value: new Set(ctx.legalActions.map(actKey)), enumerable: false });
    return ctx.__legal.has(actKey(action));
  }
  const toMove = v.to_move || ctx.toMove || [];
  if (!toMove.includes(me)) return false;
  const phase = v.phase || {};
  const myTurn = phase.phase === 'turn' && v.active === me;
  switch (action.type) {
    case 'ask': case 'okra': {
      if (!myTurn) return false;
      const okra = action.type === 'okra';
      if (okra && !canUseAbility(v, me, 'okra')) return false;
      if (lineUsed(v, action.line) !== okra) return false;
      if (action.about && !(v.types || []).includes(action.about)) return false;
      return payOk(v.tokens, action.about ? 'type' : 'quantity', !okra, guarded(v, action.line), action.discard ?? null);
    }
    case 'edd':
      return myTurn && canUseAbility(v, me, 'edd') && ['culprit', 'evidence'].includes(action.about) && (v.types || []).includes(action.about);
    case 'valia':
      return myTurn && canUseAbility(v, me, 'valia') && Boolean(v.queen) && QUEEN_BLOCKS.some((b) => sameZone(b, action.zone));
    // Ruling AI-6 (amended): Din and Teor on anyone's turn and during the resolution.
    case 'use_din': return ['turn', 'resolution'].includes(phase.phase) && canUseAbility(v, me, 'din') && action.target >= 0 && action.target < v.players;
    case 'use_teor': return ['turn', 'resolution'].includes(phase.phase) && canUseAbility(v, me, 'teor') && action.target >= 0 && action.target < v.players;
    case 'teor_decline': return phase.phase === 'teor_mark' && phase.target === me;
    case 'signal': {
      if (!myTurn || v.signalled_this_turn) return false;
      const s = action.signal || {};
      if (v.difficulty === 'easy') return s.kind === 'types';
      if (v.difficulty === 'medium') return s.kind === 'ready';
      return false;
    }
    case 'propose_resolution': return myTurn && !v.proposed_this_turn;
    case 'answer_proposal': return phase.phase === 'proposal' && (phase.waiting || []).includes(me);
    case 'move_queen':
      return phase.phase === 'queen_choice' && v.active === me && QUEEN_BLOCKS.some((b) => sameZone(b, action.zone)) && !sameZone(v.queen, action.zone);
    case 'din_draw': {
      if (phase.phase !== 'din_draw' || phase.target !== me) return false;
      const total = (v.types || []).reduce((n, ty) => n + Math.max(0, deckSize(v, ty) - v.players), 0);
      const kinds = action.kinds || [];
      if (kinds.length !== Math.min(3, total)) return false;
      return (v.types || []).every((ty) => kinds.filter((k) => k === ty).length <= Math.max(0, deckSize(v, ty) - v.players));
    }
    case 'din_reveal': return phase.phase === 'din_reveal' && phase.target === me && (v.din?.drawn || []).includes(action.clue);
    case 'teor_mark': return phase.phase === 'teor_mark' && phase.target === me && teorTrue(v, action.zone, action.white);
    case 'guess': {
      if (phase.phase !== 'resolution' || phase.seat !== me) return false;
      if (typeOfCode(action.clue) !== phase.kind || !facts(v).clues.has(action.clue)) return false;
      return !(v.resolution?.wrong || []).some((w) => w.seat === me && w.clue === action.clue);
    }
    default: return false;
  }
}

/** Teor's mark is true when my cards (my left neighbour's solution) touch the zone or not. */
function teorTrue(v, zone, white) {
  const cells = facts(v).cells;
  const inside = (v.my_cards || []).some((code) => (cells.get(code) || []).some(([r, c]) => zoneCovers(zone, r, c)));
  return inside === white;
}

/** The legal questions on a line: {ask: [actions], okra: [actions]}. */
function lineOptions(ctx, line) {
  const v = ctx.view;
  const out = { ask: [], okra: [] };
  for (const type of ['ask', 'okra']) {
    for (const about of [null, ...(v.types || [])]) {
      for (const discard of [null, 'quantity', 'type']) {
        const a = { type, line, about, discard };
        if (allowed(ctx, a)) out[type].push(a);
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- words for the log

/** One event (docs/games/almost-innocent.md "Events") in words. */
export function describeEvent(body, ctx) {
  const names = ctx?.names || {};
  const v = ctx?.view;
  const n = (seat) => nameOf(names, seat);
  switch (body?.type) {
    case 'asked': {
      const r = body.record || {};
      // answers[s] is about seat s's own solution, told by its right-hand neighbour
      // (who holds it, ruling AI-2).
      const players = (r.answers || []).length;
      const mine = (s) => isSeat(ctx?.seat) && !ctx?.readOnly && s === ctx.seat;
      const answers = (r.answers || []).map((a, s) => {
        const from = n((s + players - 1) % players);
        return mine(s) ? t('almost-innocent-log-answer-yours', { answer: answerWords(a), from })
          : t('almost-innocent-log-answer-of', { name: n(s), answer: answerWords(a), from });
      });
      const question = cap(questionWords(r.asked));
      if (r.asked?.kind === 'line' && r.asked.tokens > 1) {
        return t('almost-innocent-log-asked-guarded', { name: n(r.by), question, tokens: r.asked.tokens, answers: listWords(answers) });
      }
      return t('almost-innocent-log-asked', { name: n(r.by), question, answers: listWords(answers) });
    }
    case 'your_answer':
      // Private, after the question it answers; a replay cannot say whose.
      return ctx?.readOnly || !isSeat(ctx?.seat) ? '' : t('almost-innocent-log-your-answer', { answer: ownAnswerWords(body.asked, body.answer) });
    case 'signalled':
      return t('almost-innocent-log-signalled', { name: n(body.seat), signal: signalWords(body.signal) });
    case 'resolution_proposed':
      return t('almost-innocent-log-proposed', { name: n(body.by) });
    case 'proposal_answered':
      return t(body.agree ? 'almost-innocent-log-agrees' : 'almost-innocent-log-refuses', { name: n(body.seat) });
    case 'proposal_refused':
      return t('almost-innocent-log-proposal-lapses', { name: n(body.by) });
    case 'ability_used': {
      const ability = abilityInfo(body.ability).name;
      if (!isSeat(body.target)) return t('almost-innocent-log-ability', { name: n(body.seat), ability });
      if (body.target === body.seat) return t('almost-innocent-log-ability-self', { name: n(body.seat), ability });
      return t('almost-innocent-log-ability-on', { name: n(body.seat), ability, target: n(body.target) });
    }
    case 'din_drew':
      return t('almost-innocent-log-din-drew', { name: n(body.target), count: (body.kinds || []).length, types: typesWords(body.kinds) });
    case 'din_cards': {
      const clues = listWords((body.clues || []).map((c) => clueWords(v, c)));
      if (ctx?.readOnly || !isSeat(ctx?.seat)) return t('almost-innocent-log-din-cards-hidden', { clues });
      return t('almost-innocent-log-din-cards-mine', { clues });
    }
    case 'din_revealed':
      return t(String(body.clue).endsWith('*') ? 'almost-innocent-log-din-revealed-star' : 'almost-innocent-log-din-revealed', { name: n(body.target), clue: clueWords(v, body.clue) });
    case 'teor_marked': {
      const left = v ? n(leftOf(v, body.target)) : '?';
      return t(body.white ? 'almost-innocent-log-teor-white' : 'almost-innocent-log-teor-black', { name: n(body.target), zone: zoneName(body.zone), left });
    }
    case 'teor_declined':
      return t('almost-innocent-log-teor-declined', { name: n(body.target) });
    case 'queen_rolled': {
      if (body.roll >= 5) return t('almost-innocent-log-queen-choice', { roll: body.roll });
      return t('almost-innocent-log-queen-rolled', { roll: body.roll, direction: QUEEN_DIE[body.roll], zone: zoneName(body.to) });
    }
    case 'queen_moved':
      return t('almost-innocent-log-queen-moved', { zone: zoneName(body.to) });
    case 'turn_passed':
      return t('almost-innocent-log-turn', { name: n(body.to) });
    case 'resolution_started':
      return t(body.early ? 'almost-innocent-log-resolution-early' : 'almost-innocent-log-resolution', { name: n(body.first) });
    case 'guessed':
      return body.correct
        ? t('almost-innocent-log-guess-right', { name: n(body.seat), clue: clueWords(v, body.clue) })
        : t('almost-innocent-log-guess-wrong', { name: n(body.seat), clue: clueWords(v, body.clue), count: body.almost_innocent_left });
    case 'game_ended':
      return t(body.won ? 'almost-innocent-log-won' : 'almost-innocent-log-lost');
    default:
      return undefined;
  }
}

/** The what-you-can-do sentence for the turn prompt. */
export function prompt(ctx) {
  const v = ctx.view;
  if (!v) return null;
  const n = (seat) => nameOf(ctx.names, seat);
  const me = ctx.readOnly ? null : ctx.seat;
  const mine = (s) => isSeat(me) && s === me;
  const phase = v.phase || {};
  switch (phase.phase) {
    case 'over':
      return phase.won
        ? t('almost-innocent-prompt-won', { count: v.almost_innocent_left ?? 0 })
        : t('almost-innocent-prompt-lost');
    case 'turn': {
      if (mine(v.active)) {
        const signal = v.difficulty !== 'detective' && !v.signalled_this_turn;
        const propose = !v.proposed_this_turn;
        if (signal && propose) return t('almost-innocent-prompt-your-turn-signal-propose');
        if (propose) return t('almost-innocent-prompt-your-turn-propose');
        if (signal) return t('almost-innocent-prompt-your-turn-signal');
        return t('almost-innocent-prompt-your-turn');
      }
      return withHint(t('almost-innocent-prompt-investigating', { name: n(v.active) }), anytimeHint(v, me));
    }
    case 'din_draw':
      return mine(phase.target) ? t('almost-innocent-prompt-din-draw-mine') : t('almost-innocent-prompt-din-draw', { name: n(phase.target) });
    case 'din_reveal':
      return mine(phase.target) ? t('almost-innocent-prompt-din-reveal-mine') : t('almost-innocent-prompt-din-reveal', { name: n(phase.target) });
    case 'teor_mark':
      return mine(phase.target) ? t('almost-innocent-prompt-teor-mine', { left: n(leftOf(v, me)) }) : t('almost-innocent-prompt-teor', { name: n(phase.target) });
    case 'queen_choice':
      return mine(v.active) ? t('almost-innocent-prompt-queen-mine') : t('almost-innocent-prompt-queen', { name: n(v.active) });
    case 'proposal': {
      if (isSeat(me) && (phase.waiting || []).includes(me)) return t('almost-innocent-prompt-proposal-mine', { name: n(phase.by) });
      const names = listWords((phase.waiting || []).map(n));
      return mine(phase.by) ? t('almost-innocent-prompt-proposal-waiting-yours', { names })
        : t('almost-innocent-prompt-proposal-waiting', { names, name: n(phase.by) });
    }
    case 'resolution':
      return mine(phase.seat)
        ? t('almost-innocent-prompt-resolution-mine', { type: phase.kind, count: v.almost_innocent_left ?? 0 })
        : withHint(t('almost-innocent-prompt-resolution', { name: n(phase.seat), type: phase.kind }), anytimeHint(v, me));
    default:
      return null;
  }
}

/** The seats the game waits for (the rest of `to_move` may use Din or Teor and need not). */
function awaited(v) {
  const phase = v.phase || {};
  switch (phase.phase) {
    case 'turn': case 'queen_choice': return [v.active];
    case 'din_draw': case 'din_reveal': case 'teor_mark': return [phase.target];
    case 'proposal': return phase.waiting || [];
    case 'resolution': return [phase.seat];
    default: return v.to_move || [];
  }
}

/** "You may use Din meanwhile." when this seat may act out of turn (ruling AI-6, amended). */
function anytimeHint(v, me) {
  if (!isSeat(me) || !(v.to_move || []).includes(me) || awaited(v).includes(me)) return '';
  const din = canUseAbility(v, me, 'din');
  const teor = canUseAbility(v, me, 'teor');
  if (din && teor) return t('almost-innocent-anytime-both');
  if (din) return t('almost-innocent-anytime-din');
  if (teor) return t('almost-innocent-anytime-teor');
  return '';
}
function withHint(sentence, hint) { return hint ? `${sentence} ${hint}` : sentence; }

// ---------------------------------------------------------------- local UI state

let ui = null;

function uiFor(container, ctx) {
  const key = `${ctx.match?.id}|${ctx.readOnly ? 'ro' : ctx.seat}`;
  if (!ui || ui.key !== key) {
    ui = { key, line: null, about: null, discard: null, dialog: null, target: null, zone: null, white: null,
      draw: {}, guess: null, phaseKey: null, notes: loadNotes(key), solutions: null, fetching: false, container: null, ctx: null };
  }
  ui.container = container;
  ui.ctx = ctx;
  const v = ctx.view;
  const phaseKey = JSON.stringify([v.phase, v.active, (v.questions || []).length, v.signalled_this_turn, v.proposed_this_turn, (v.abilities || []).map((a) => a.used_by)]);
  if (ui.phaseKey !== phaseKey) {
    const oldPhase = ui.phaseKey ? JSON.parse(ui.phaseKey)[0]?.phase : null;
    ui.phaseKey = phaseKey;
    ui.zone = null;
    ui.white = null;
    ui.guess = null;
    ui.draw = {};
    if ((v.questions || []).length !== ui.questionCount || v.phase?.phase !== oldPhase) {
      ui.line = null;
      ui.about = null;
      ui.discard = null;
      ui.dialog = null;
      ui.target = null;
    }
    ui.questionCount = (v.questions || []).length;
  }
  return ui;
}

function rerender() {
  if (ui?.container && ui.ctx) render(ui.container, ui.ctx);
}

function notesKey(key) { return `sleuth.ai.notes.${key}`; }
function loadNotes(key) {
  try { return JSON.parse(localStorage.getItem(notesKey(key))) || {}; } catch { return {}; }
}
function saveNotes() {
  try { localStorage.setItem(notesKey(ui.key), JSON.stringify(ui.notes)); } catch { /* private mode */ }
}

// ---------------------------------------------------------------- render

export function render(container, ctx) {
  const v = ctx.view;
  injectStyle();
  if (!v) { container.replaceChildren(el('p', { class: 'muted', text: t('almost-innocent-not-started') })); return; }
  const st = uiFor(container, ctx);
  const me = ctx.readOnly ? null : (isSeat(ctx.seat) ? ctx.seat : null);
  const m = model(v, ctx, st, me);
  maybeFetchSolutions(v, ctx, st);
  const scrollY = window.scrollY;
  container.replaceChildren(el('div', { class: 'ai', lang: language() },
    header(v, ctx),
    v.phase?.phase === 'over' ? resultPanel(v, ctx, st) : null,
    tokensBar(v, ctx),
    playersPanel(v, ctx, me),
    el('div', { class: 'ai-main' },
      el('div', { class: 'ai-board-col' }, gridPanel(v, ctx, st, m), slateHelp(v, ctx, m)),
      el('div', { class: 'ai-side' }, actionPanel(v, ctx, st, m), myCardsPanel(v, ctx, me), abilitiesPanel(v, ctx, st, m))),
    v.resolution ? resolutionPanel(v, ctx, st, m) : null,
    answersPanel(v, ctx, me)));
  if (Math.abs(window.scrollY - scrollY) > 1) window.scrollTo(0, scrollY);
}

/** Derived facts the panels share: who may do what now, and the grid's click mode. */
function model(v, ctx, st, me) {
  const phase = v.phase || {};
  const toMove = v.to_move || [];
  const acting = isSeat(me) && toMove.includes(me);
  const myTurn = acting && phase.phase === 'turn' && v.active === me;
  const lines = new Map();
  if (myTurn) for (const line of ALL_LINES) lines.set(lineKey(line), lineOptions(ctx, line));
  const okraOn = myTurn && [...lines.values()].some((o) => o.okra.length);
  if (st.line && myTurn) {
    const o = lines.get(lineKey(st.line));
    if (!o || (!o.ask.length && !o.okra.length)) st.line = null;
  } else if (!myTurn) st.line = null;
  let mode = 'notes';
  if (acting && phase.phase === 'teor_mark' && phase.target === me) mode = 'teor';
  else if (acting && phase.phase === 'queen_choice' && v.active === me) mode = 'queen';
  else if (myTurn && st.dialog === 'valia') mode = 'valia';
  else if (acting && phase.phase === 'resolution' && phase.seat === me) mode = 'guess';
  if (ctx.readOnly) mode = mode === 'notes' ? 'none' : mode;
  return { me, acting, myTurn, lines, okraOn, mode, phase };
}

// ---- header, tokens, players

function header(v, ctx) {
  const mods = [];
  if (v.queen) mods.push(t('almost-innocent-module-queen'));
  if ((v.abilities || []).length) mods.push(t('almost-innocent-module-abilities'));
  if (v.tokens?.quantity !== null && v.tokens?.quantity !== undefined) mods.push(t('almost-innocent-module-limits'));
  if ((v.clues || []).some((c) => c.code.endsWith('7'))) mods.push(t('almost-innocent-module-seventh'));
  if ((v.clues || []).some((c) => c.code.endsWith('*'))) mods.push(t('almost-innocent-module-star'));
  if ([...facts(v).cells.values()].some((l) => l.length > 1)) mods.push(t('almost-innocent-module-big'));
  const facts1 = t('almost-innocent-header-facts', { players: v.players, types: (v.types || []).length });
  return el('section', { class: 'ai-head' },
    el('div', { class: 'ai-title' },
      el('strong', { text: v.title || v.scenario }),
      el('span', { class: `badge ai-diff ${v.difficulty}`, text: t('almost-innocent-difficulty', { difficulty: v.difficulty }) }),
      el('span', { class: 'muted small', text: mods.length ? `${facts1} · ${t('almost-innocent-header-modules', { modules: listWords(mods) })}` : facts1 })),
    v.story ? el('details', { class: 'ai-story', open: Boolean(ui?.storyOpen), on: { toggle: (ev) => { if (ui) ui.storyOpen = ev.currentTarget.open; } } }, el('summary', { text: t('almost-innocent-story') }), el('p', { text: v.story })) : null);
}

function tokensBar(v) {
  const tk = v.tokens || {};
  const split = tk.quantity !== null && tk.quantity !== undefined;
  const discs = (n, cls) => el('span', { class: `ai-discs ${cls}`, 'aria-hidden': 'true' }, Array.from({ length: Math.min(n, 14) }, () => el('span', { class: 'ai-disc' })));
  const inv = split
    ? [el('span', { class: 'ai-tok-label', text: t('almost-innocent-tokens-investigation') }),
      el('span', { class: 'ai-tok', testid: 'ai-tokens-quantity', title: t('almost-innocent-tokens-quantity.title') }, el('b', { text: String(tk.quantity) }), ` ${t('almost-innocent-tokens-quantity')} `, discs(tk.quantity, 'quantity')),
      el('span', { class: 'ai-tok', testid: 'ai-tokens-type', title: t('almost-innocent-tokens-type.title') }, el('b', { text: String(tk.type) }), ` ${t('almost-innocent-tokens-type')} `, discs(tk.type, 'type')),
      el('span', { class: 'muted small', text: t('almost-innocent-tokens-in-all', { count: tk.left ?? 0 }) })]
    : [el('span', { class: 'ai-tok-label', text: t('almost-innocent-tokens-investigation') }),
      el('span', { class: 'ai-tok', testid: 'ai-tokens-left' }, el('b', { text: String(tk.left ?? 0) }), ` ${t('almost-innocent-tokens-left')} `, discs(tk.left ?? 0, 'free'))];
  const used = (v.used_lines || []).length;
  const asked = t('almost-innocent-lines-asked', { count: used });
  return el('section', { class: 'ai-tokens', testid: 'ai-tokens', 'data-left': tk.left ?? 0, 'data-almost-innocent': v.almost_innocent_left ?? 0 },
    el('div', { class: 'ai-tok-row' }, inv),
    el('div', { class: 'ai-tok-row' },
      el('span', { class: 'ai-tok-label', text: t('almost-innocent-tokens-almost-innocent') }),
      el('span', { class: 'ai-tok', testid: 'ai-tokens-almost-innocent' }, el('b', { text: String(v.almost_innocent_left ?? 0) }), ` ${t('almost-innocent-tokens-left')} `, discs(v.almost_innocent_left ?? 0, 'ai')),
      el('span', { class: 'muted small', text: v.queen ? `${asked} · ${t('almost-innocent-queen-on', { zone: zoneName(v.queen) })}` : asked })));
}

function playersPanel(v, ctx, me) {
  const phase = v.phase || {};
  const rows = [];
  for (let seat = 0; seat < v.players; seat += 1) {
    const current = awaited(v).includes(seat);
    const ability = (v.abilities || []).find((a) => a.holder === seat);
    const signal = v.signals?.[seat];
    const rel = [];
    if (isSeat(me) && v.players > 1 && seat !== me) {
      if (seat === leftOf(v, me)) rel.push(t('almost-innocent-rel-left'));
      if (seat === rightOf(v, me)) rel.push(t('almost-innocent-rel-right'));
    }
    const agreed = phase.phase === 'proposal' && (phase.agreed || []).includes(seat);
    rows.push(el('li', { class: `ai-player${current ? ' current' : ''}${seat === me ? ' me' : ''}`, testid: `ai-player-${seat}` },
      el('span', { class: 'disc', style: { background: SEAT_COLORS[seat] } }),
      el('span', { class: 'pname', text: nameOf(ctx.names, seat) }),
      seat === me ? el('span', { class: 'badge', text: t('almost-innocent-badge-you') }) : null,
      current ? el('span', { class: 'badge turn', text: t(phase.phase === 'proposal' ? 'almost-innocent-badge-to-answer' : 'almost-innocent-badge-to-play') }) : null,
      v.active === seat && phase.phase === 'turn' && !current ? el('span', { class: 'badge', text: t('almost-innocent-badge-active') }) : null,
      agreed ? el('span', { class: 'badge ok', text: t('almost-innocent-badge-agrees') }) : null,
      ability ? el('span', { class: `badge ability${ability.used_by !== null && ability.used_by !== undefined ? ' used' : ''}`, title: abilityInfo(ability.ability).text, text: abilityInfo(ability.ability).name }) : null,
      rel.length ? el('span', { class: 'muted small ai-rel', text: rel.join(' · ') }) : null,
      signal ? el('span', { class: 'ai-signal-shown', testid: `ai-signal-of-${seat}`, text: t('almost-innocent-signal-quoted', { words: cap(signalWords(signal)) }) }) : null));
  }
  return el('ul', { class: 'ai-players', testid: 'ai-players' }, rows);
}

// ---- the grid

function gridPanel(v, ctx, st, m) {
  const f = facts(v);
  const items = [];
  const hd = (text, extra = {}) => el('div', { class: 'ai-corner', ...extra, text });
  items.push(hd('', { style: { gridRow: '1', gridColumn: '1' } }));
  const questionsOn = new Map(); // lineKey -> [records]
  for (const q of v.questions || []) {
    if (q.asked?.kind !== 'line') continue;
    const k = lineKey(q.asked.line);
    if (!questionsOn.has(k)) questionsOn.set(k, []);
    questionsOn.get(k).push(q);
  }
  for (const line of ALL_LINES) items.push(lineHeader(v, ctx, st, m, line, questionsOn.get(lineKey(line)) || []));

  // Cells: one element per clue (big clues span their block), one per empty cell.
  const drawn = new Set();
  const found = foundBy(v);
  const solved = solutionsBy(v, st);
  const held = new Set(v.my_cards || []);
  const revealed = v.din?.revealed || null;
  const dinMine = new Set(v.din?.drawn || []);
  for (let r = 0; r < 6; r += 1) {
    for (let c = 0; c < 6; c += 1) {
      const code = v.grid?.[r]?.[c];
      const place = { gridRow: `${r + 2}`, gridColumn: `${c + 2}` };
      if (!code || code === '.') {
        items.push(emptyCell(v, st, m, r, c, place));
        continue;
      }
      if (drawn.has(code)) continue;
      drawn.add(code);
      const b = f.blocks.get(code);
      const span = { gridRow: `${b.r0 + 2} / ${b.r1 + 3}`, gridColumn: `${b.c0 + 2} / ${b.c1 + 3}` };
      items.push(clueCell(v, ctx, st, m, code, span, { found: found.get(code), solved: solved.get(code), held: held.has(code), revealed: revealed === code, dinMine: dinMine.has(code), big: b.r1 > b.r0 || b.c1 > b.c0 }));
    }
  }
  // The Queen, Teor's mark, the zone being chosen, zone pickers.
  if (v.queen) {
    items.push(el('div', { class: 'ai-queen', testid: 'ai-queen', title: t('almost-innocent-queen-title', { rows: `${v.queen.row}-${v.queen.row + 1}`, columns: `${v.queen.column}-${COLUMNS[colIndex(v.queen.column) + 1]}` }), style: zoneStyle(v.queen) },
      el('span', { class: 'ai-crown', text: '♛' })));
  }
  if (v.teor?.zone) {
    items.push(el('div', { class: `ai-teor ${v.teor.white ? 'white' : 'black'}`, testid: 'ai-teor-mark', title: t(v.teor.white ? 'almost-innocent-teor-white-title' : 'almost-innocent-teor-black-title', { name: nameOf(ctx.names, v.teor.target) }), style: zoneStyle(v.teor.zone) },
      el('span', { class: 'ai-teor-token' })));
  }
  if ((m.mode === 'teor') && st.zone) {
    items.push(el('div', { class: 'ai-zone-preview', style: zoneStyle(st.zone) }));
  }
  if (m.mode === 'queen' || m.mode === 'valia') {
    for (const z of QUEEN_BLOCKS) {
      const action = m.mode === 'queen' ? { type: 'move_queen', zone: z } : { type: 'valia', zone: z };
      const ok = allowed(ctx, action);
      items.push(el('button', {
        type: 'button', class: `ai-zone-pick${sameZone(st.zone, z) ? ' on' : ''}`, testid: `ai-zone-${z.column}${z.row}`, style: zoneStyle(z), disabled: !ok,
        title: ok ? t('almost-innocent-zone-put-queen', { zone: zoneName(z) }) : t(m.mode === 'queen' ? 'almost-innocent-zone-must-move' : 'almost-innocent-zone-cannot'),
        'aria-label': t('almost-innocent-zone-label', { zone: zoneName(z) }),
        on: { click: () => { st.zone = z; rerender(); } },
      }, el('span', { text: zoneName(z) })));
    }
  }
  const modeClass = `mode-${m.mode}`;
  return el('section', { class: 'ai-grid-wrap' },
    el('div', { class: `ai-grid ${modeClass}`, testid: 'ai-grid', role: 'grid', 'aria-label': t('almost-innocent-grid-label') }, items),
    legend(v));
}

function zoneStyle(z) {
  const r = z.row - 1;
  const c = colIndex(z.column);
  return { gridRow: `${r + 2} / ${r + 4}`, gridColumn: `${c + 2} / ${c + 4}` };
}

function lineHeader(v, ctx, st, m, line, records) {
  const k = lineKey(line);
  const used = lineUsed(v, line);
  const guard = guarded(v, line);
  const opts = m.lines.get(k);
  const selectable = Boolean(opts && (opts.ask.length || opts.okra.length));
  const selected = sameLine(st.line, line);
  const place = isRow(line) ? { gridRow: `${line.row + 1}`, gridColumn: '1' } : { gridRow: '1', gridColumn: `${colIndex(line.column) + 2}` };
  const label = isRow(line) ? String(line.row) : line.column;
  const tips = [lineName(line)];
  for (const q of records) tips.push(t('almost-innocent-line-asked-by', { turn: q.turn, name: nameOf(ctx.names, q.by), question: shortQuestion(q.asked) }));
  if (guard) tips.push(t('almost-innocent-line-guarded'));
  if (selectable) tips.push(t(used ? 'almost-innocent-line-click-okra' : 'almost-innocent-line-click'));
  const tokens = records.map((q) => el('span', { class: `ai-token${q.asked.okra ? ' okra' : ''}${q.asked.about ? ' type' : ' quantity'}`, title: `${nameOf(ctx.names, q.by)}: ${shortQuestion(q.asked)}`, style: { '--seat': SEAT_COLORS[q.by] } }));
  return el('button', {
    type: 'button',
    class: `ai-line ${isRow(line) ? 'row' : 'col'}${used ? ' used' : ''}${guard ? ' guarded' : ''}${selectable ? ' selectable' : ''}${selected ? ' selected' : ''}`,
    testid: isRow(line) ? `ai-line-row-${line.row}` : `ai-line-col-${line.column}`,
    'data-used': used ? 'true' : 'false',
    style: place,
    disabled: !selectable,
    title: tips.join('\n'),
    'aria-pressed': selected ? 'true' : 'false',
    on: { click: () => { st.line = selected ? null : line; st.dialog = null; st.discard = null; if (!st.about || !(v.types || []).includes(st.about)) st.about = null; rerender(); } },
  }, el('span', { class: 'ai-line-label', text: label }),
  tokens.length ? el('span', { class: 'ai-tokens-on' }, tokens) : null,
  guard ? el('span', { class: 'ai-guard', title: t('almost-innocent-line-guarded'), text: '♛+1' }) : null);
}

function emptyCell(v, st, m, r, c, place) {
  const cls = `ai-cell empty${lineHighlighted(st, r, c) ? ' in-line' : ''}`;
  if (m.mode === 'teor') {
    return el('button', { type: 'button', class: cls, style: place, 'aria-label': t('almost-innocent-cell-empty-label', { cell: `${COLUMNS[c]}${r + 1}` }), on: { click: () => pickTeorZone(st, r, c) } });
  }
  return el('div', { class: cls, style: place, title: t('almost-innocent-cell-empty', { cell: `${COLUMNS[c]}${r + 1}` }) });
}

function lineHighlighted(st, r, c) {
  const l = st.line;
  if (!l) return false;
  return isRow(l) ? l.row === r + 1 : colIndex(l.column) === c;
}

function blockInLine(st, code, v) {
  const l = st.line;
  if (!l) return false;
  return (facts(v).cells.get(code) || []).some(([r, c]) => (isRow(l) ? l.row === r + 1 : colIndex(l.column) === c));
}

function pickTeorZone(st, r, c) {
  st.zone = { row: Math.min(r, 4) + 1, column: COLUMNS[Math.min(c, 4)] };
  st.white = null;
  rerender();
}

function clueCell(v, ctx, st, m, code, span, marks) {
  const clue = facts(v).clues.get(code) || { code, kind: typeOfCode(code), name: code, name_fr: code };
  const kind = clue.kind;
  const note = st.notes[code];
  const star = code.endsWith('*');
  const seventh = code.endsWith('7');
  const classes = ['ai-cell', 'clue', `t-${kind}`];
  if (marks.big) classes.push('big');
  if (star) classes.push('star');
  if (seventh) classes.push('seventh');
  if (note) classes.push(`note-${note}`);
  if (marks.held) classes.push('held');
  if (marks.revealed || marks.dinMine) classes.push('out');
  if (blockInLine(st, code, v)) classes.push('in-line');
  if (m.mode === 'guess') {
    if (kind === m.phase.kind && allowed(ctx, { type: 'guess', clue: code })) classes.push('guessable');
    if (st.guess === code) classes.push('picked');
  }
  if (m.mode === 'teor' && st.zone && (facts(v).cells.get(code) || []).some(([r, c]) => zoneCovers(st.zone, r, c))) classes.push('in-zone');
  const tags = [];
  if (star) tags.push(el('span', { class: 'ai-tag star', title: t('almost-innocent-tag-star'), text: '★' }));
  if (seventh) tags.push(el('span', { class: 'ai-tag seventh', title: t('almost-innocent-tag-seventh'), text: t('almost-innocent-tag-seventh-text') }));
  if (marks.held) {
    const left = isSeat(m.me) ? leftOf(v, m.me) : 0;
    tags.push(el('span', { class: 'ai-tag held', style: { background: SEAT_COLORS[left] }, title: t('almost-innocent-tag-held', { name: nameOf(ctx.names, left), typename: typeLabel(kind) }), text: '♦' }));
  }
  if (facts(v).edd && clue.animal) tags.push(el('span', { class: 'ai-tag attr', title: t('almost-innocent-tag-animal'), text: '♞' }));
  if (facts(v).edd && clue.liquid) tags.push(el('span', { class: 'ai-tag attr', title: t('almost-innocent-tag-liquid'), text: '≈' }));
  if (marks.revealed) tags.push(el('span', { class: 'ai-tag out', title: t('almost-innocent-tag-din-shown'), text: 'Din' }));
  else if (marks.dinMine) tags.push(el('span', { class: 'ai-tag out', title: t('almost-innocent-tag-din-drawn'), text: t('almost-innocent-tag-drawn') }));
  const owners = [];
  for (const s of marks.solved || []) owners.push(el('span', { class: 'ai-owner solved', style: { background: SEAT_COLORS[s] }, title: t('almost-innocent-owner-solution', { name: nameOf(ctx.names, s), typename: typeLabel(kind) }) }));
  for (const s of marks.found || []) if (!(marks.solved || []).includes(s)) owners.push(el('span', { class: 'ai-owner', style: { background: SEAT_COLORS[s] }, title: t('almost-innocent-owner-found', { name: nameOf(ctx.names, s) }) }));
  const title = [clueTitle(clue)];
  if (marks.held) title.push(t('almost-innocent-cell-held'));
  if (m.mode === 'notes') title.push(t('almost-innocent-cell-slate'));
  const attrs = {
    class: classes.join(' '), style: { ...span, '--t': TYPE_COLOR[kind], '--tint': TYPE_TINT[kind] },
    testid: `ai-cell-${code}`, 'data-code': code, 'data-kind': kind, title: title.join('\n'),
  };
  const inner = [
    el('span', { class: 'ai-code', text: codeText(code) }),
    el('span', { class: 'ai-name', text: clueLabel(clue) }),
    tags.length ? el('span', { class: 'ai-tags' }, tags) : null,
    owners.length ? el('span', { class: 'ai-owners' }, owners) : null,
    note ? el('span', { class: 'ai-note', 'aria-label': t(note === 'out' ? 'almost-innocent-note-out' : 'almost-innocent-note-maybe'), text: note === 'out' ? '✗' : '○' }) : null,
  ];
  let click = null;
  if (m.mode === 'teor') {
    click = (ev) => {
      const cell = cellUnder(ev, span);
      pickTeorZone(st, cell[0], cell[1]);
    };
  } else if (m.mode === 'guess') {
    if (kind === m.phase.kind) click = () => { st.guess = code; rerender(); };
  } else if (m.mode === 'notes') {
    click = () => {
      const next = { undefined: 'out', out: 'maybe', maybe: undefined }[String(st.notes[code])];
      if (next) st.notes[code] = next; else delete st.notes[code];
      saveNotes();
      rerender();
    };
  }
  if (!click) return el('div', attrs, inner);
  return el('button', { type: 'button', ...attrs, on: { click } }, inner);
}

/** For a big clue clicked while picking Teor's zone: the cell under the pointer. */
function cellUnder(ev, span) {
  const [r0, r1] = span.gridRow.split('/').map((x) => Number(x.trim()) - 2);
  const [c0, c1] = span.gridColumn.split('/').map((x) => Number(x.trim()) - 2);
  const rows = Number.isFinite(r1) ? r1 - r0 : 1;
  const cols = Number.isFinite(c1) ? c1 - c0 : 1;
  const rect = ev.currentTarget.getBoundingClientRect();
  const x = rect.width ? Math.floor(((ev.clientX - rect.left) / rect.width) * cols) : 0;
  const y = rect.height ? Math.floor(((ev.clientY - rect.top) / rect.height) * rows) : 0;
  return [r0 + Math.max(0, Math.min(rows - 1, y)), c0 + Math.max(0, Math.min(cols - 1, x))];
}

function legend(v) {
  return el('div', { class: 'ai-legend' }, (v.types || []).map((ty) => el('span', { class: 'ai-legend-item' },
    el('span', { class: 'swatch', style: { background: TYPE_COLOR[ty] } }), typeLabel(ty))));
}

function slateHelp(v, ctx, m) {
  if (m.mode !== 'notes') return null;
  const any = Object.keys(ui.notes || {}).length;
  return el('p', { class: 'muted small ai-slate-help' },
    `${t('almost-innocent-slate-help')} `,
    any ? el('button', { type: 'button', class: 'subtle', testid: 'ai-clear-notes', text: t('almost-innocent-slate-clear'), on: { click: () => { ui.notes = {}; saveNotes(); rerender(); } } }) : null);
}

/** code -> seats that found it in the resolution. */
function foundBy(v) {
  const out = new Map();
  (v.resolution?.found || []).forEach((row, seat) => (row || []).forEach((code) => {
    if (!code) return;
    if (!out.has(code)) out.set(code, []);
    out.get(code).push(seat);
  }));
  return out;
}

function solutionsOf(v, st) { return v.solutions || st.solutions || null; }

function solutionsBy(v, st) {
  const out = new Map();
  const sol = solutionsOf(v, st);
  if (!sol) return out;
  sol.forEach((codes, seat) => (codes || []).forEach((code) => {
    if (!out.has(code)) out.set(code, []);
    out.get(code).push(seat);
  }));
  return out;
}

/** A seat's own view does not carry the solutions: read them from the finished match's replay. */
function maybeFetchSolutions(v, ctx, st) {
  if (v.phase?.phase !== 'over' || v.solutions || st.solutions || st.fetching || !ctx.match?.id) return;
  st.fetching = true;
  const id = encodeURIComponent(ctx.match.id);
  let tries = 0;
  const attempt = async () => {
    tries += 1;
    try {
      const first = await api('GET', `/api/matches/${id}/replay/0`);
      const last = await api('GET', `/api/matches/${id}/replay/${first.steps}`);
      if (last?.view?.solutions) { st.solutions = last.view.solutions; rerender(); }
    } catch {
      if (tries < 6) { setTimeout(attempt, 1000 * tries); return; }
    }
  };
  attempt();
}

// ---- the action panel

function actionPanel(v, ctx, st, m) {
  const phase = m.phase;
  const me = m.me;
  const n = (s) => nameOf(ctx.names, s);
  const box = (title, ...body) => el('section', { class: 'card ai-actions', testid: 'ai-actions' }, el('h4', { text: title }), ...body);
  if (ctx.readOnly) return box(t('almost-innocent-replay'), el('p', { class: 'muted', text: t('almost-innocent-replay-help') }));
  if (phase.phase === 'over') return null;
  if (!isSeat(me)) return box(t('almost-innocent-watching'), el('p', { class: 'muted', text: t('almost-innocent-watching-help') }));

  if (m.myTurn) return turnPanel(v, ctx, st, m, box);
  if (phase.phase === 'din_draw' && phase.target === me) return dinDrawPanel(v, ctx, st, box);
  if (phase.phase === 'din_reveal' && phase.target === me) return dinRevealPanel(v, ctx, st, box);
  if (phase.phase === 'teor_mark' && phase.target === me) return teorMarkPanel(v, ctx, st, box);
  if (phase.phase === 'queen_choice' && v.active === me) return queenPanel(v, ctx, st, box);
  if (phase.phase === 'proposal' && (phase.waiting || []).includes(me)) {
    return box(t('almost-innocent-proposal-title'),
      el('p', { text: t('almost-innocent-proposal-text', { name: n(phase.by) }) }),
      el('div', { class: 'row' },
        el('button', { type: 'button', class: 'primary', testid: 'ai-proposal-agree', disabled: !allowed(ctx, { type: 'answer_proposal', agree: true }), text: t('almost-innocent-proposal-agree'), on: { click: () => ctx.send({ type: 'answer_proposal', agree: true }) } }),
        el('button', { type: 'button', testid: 'ai-proposal-refuse', disabled: !allowed(ctx, { type: 'answer_proposal', agree: false }), text: t('almost-innocent-proposal-refuse'), on: { click: () => ctx.send({ type: 'answer_proposal', agree: false }) } })));
  }
  const anytime = ['din', 'teor'].includes(st.dialog) && m.acting ? abilityDialog(v, ctx, st, m) : null;
  if (phase.phase === 'resolution' && phase.seat === me) {
    const panel = guessPanel(v, ctx, st, m, box);
    if (anytime) panel.append(anytime);
    return panel;
  }
  const list = awaited(v);
  const waiting = listWords(list.map(n));
  const hint = anytimeHint(v, me);
  return box(t('almost-innocent-waiting'), el('p', { class: 'muted', text: waiting ? t('almost-innocent-waiting-for', { names: waiting, count: list.length }) : t('almost-innocent-waiting-nobody') }),
    phase.phase === 'resolution' ? el('p', { class: 'small', text: t('almost-innocent-prompt-resolution', { name: n(phase.seat), type: phase.kind }) }) : null,
    hint ? el('p', { class: 'small', testid: 'ai-anytime', text: hint }) : null,
    anytime);
}

function turnPanel(v, ctx, st, m, box) {
  const parts = [];
  parts.push(questionForm(v, ctx, st, m));
  if (st.dialog) parts.push(abilityDialog(v, ctx, st, m));
  parts.push(signalForm(v, ctx, st, m));
  const canPropose = allowed(ctx, { type: 'propose_resolution' });
  parts.push(el('div', { class: 'ai-propose' },
    el('button', { type: 'button', testid: 'ai-propose-resolution', disabled: !canPropose,
      title: t('almost-innocent-propose-help'),
      text: t(v.proposed_this_turn ? 'almost-innocent-propose-done' : 'almost-innocent-propose'),
      on: { click: () => ctx.send({ type: 'propose_resolution' }) } })));
  return box(t('almost-innocent-your-turn'), ...parts);
}

function costWords(v, line, okra, about, discard) {
  const extra = guarded(v, line);
  const split = v.tokens?.quantity !== null && v.tokens?.quantity !== undefined;
  if (!extra) {
    if (okra) return t('almost-innocent-cost-okra');
    if (!split) return t('almost-innocent-cost-one');
    return t(about ? 'almost-innocent-cost-type' : 'almost-innocent-cost-quantity');
  }
  const where = lineName(line);
  if (okra) {
    return split && discard ? t('almost-innocent-cost-guarded-okra-face', { line: where, face: discard }) : t('almost-innocent-cost-guarded-okra', { line: where });
  }
  if (!split || !discard) return t('almost-innocent-cost-guarded', { line: where });
  const main = t(about ? 'almost-innocent-face-type' : 'almost-innocent-face-quantity');
  return t('almost-innocent-cost-guarded-split', { line: where, main, face: discard });
}

function questionForm(v, ctx, st, m) {
  const line = st.line;
  if (!line) {
    const free = ALL_LINES.filter((l) => m.lines.get(lineKey(l))?.ask.length);
    return el('div', { class: 'ai-q' },
      el('p', { text: t(free.length ? 'almost-innocent-ask-help' : 'almost-innocent-ask-none') }),
      m.okraOn ? el('p', { class: 'small muted', text: t('almost-innocent-ask-okra-help') }) : null);
  }
  const opts = m.lines.get(lineKey(line)) || { ask: [], okra: [] };
  const okra = !opts.ask.length && opts.okra.length > 0;
  const list = okra ? opts.okra : opts.ask;
  const type = okra ? 'okra' : 'ask';
  const extra = guarded(v, line);
  const split = v.tokens?.quantity !== null && v.tokens?.quantity !== undefined;
  const needDiscard = extra && split;
  const discards = (about) => [...new Set(list.filter((a) => (a.about ?? null) === (about ?? null)).map((a) => a.discard ?? null))];
  const pickDiscard = (about) => {
    const d = discards(about);
    if (!needDiscard) return d.includes(null) ? null : d[0];
    if (st.discard && d.includes(st.discard)) return st.discard;
    // Default: the face with more tokens to spare.
    const tk = v.tokens;
    const spare = (f) => (f === 'quantity' ? tk.quantity : tk.type) - ((about ? 'type' : 'quantity') === f ? 1 : 0);
    return [...d].sort((a, b) => spare(b) - spare(a))[0] ?? null;
  };
  const can = (about) => list.some((a) => (a.about ?? null) === (about ?? null));
  const ask = (about) => {
    const discard = pickDiscard(about);
    const action = { type, line, about: about ?? null, discard: discard ?? null };
    if (!allowed(ctx, action)) return;
    ctx.send(action);
  };
  const where = inLine(line);
  const aboutOk = st.about && can(st.about);
  const discardRow = needDiscard ? el('div', { class: 'ai-discard' },
    el('span', { class: 'small', text: `${t('almost-innocent-discard')} ` }),
    ['quantity', 'type'].map((f) => {
      const ok = discards(st.about && aboutOk ? st.about : null).includes(f) || discards(st.about).includes(f);
      const on = (st.discard || pickDiscard(st.about && aboutOk ? st.about : null)) === f;
      return el('button', { type: 'button', class: `chip${on ? ' on' : ''}`, testid: `ai-discard-${f}`, disabled: !ok, 'aria-pressed': on ? 'true' : 'false', text: t(`almost-innocent-face-${f}`), on: { click: () => { st.discard = f; rerender(); } } });
    })) : null;
  return el('div', { class: `ai-q${okra ? ' okra' : ''}`, testid: 'ai-question' },
    el('div', { class: 'ai-q-head' },
      el('strong', { text: `${okra ? 'Okra · ' : ''}${t('almost-innocent-line-title', lineArgs(line))}` }),
      el('button', { type: 'button', class: 'subtle', testid: 'ai-line-clear', text: t('almost-innocent-change-line'), on: { click: () => { st.line = null; rerender(); } } })),
    el('p', { class: 'small ai-cost', testid: 'ai-cost', text: costWords(v, line, okra, st.about, needDiscard ? (st.discard || pickDiscard(st.about)) : null) }),
    discardRow,
    el('button', { type: 'button', class: 'primary ai-ask', testid: 'ai-ask-quantity', disabled: !can(null),
      title: split && !can(null) ? t('almost-innocent-no-quantity') : '',
      text: t('almost-innocent-ask-count', { where }), on: { click: () => ask(null) } }),
    el('div', { class: 'ai-typepick', role: 'group', 'aria-label': t('almost-innocent-type-group') },
      (v.types || []).map((ty) => el('button', {
        type: 'button', class: `chip t-${ty}${st.about === ty ? ' on' : ''}`, testid: `ai-type-${ty}`, disabled: !can(ty),
        style: { '--t': TYPE_COLOR[ty], '--tint': TYPE_TINT[ty] }, 'aria-pressed': st.about === ty ? 'true' : 'false',
        text: typeLabel(ty), on: { click: () => { st.about = ty; rerender(); } },
      }))),
    el('button', { type: 'button', class: 'primary ai-ask', testid: 'ai-ask-type', disabled: !aboutOk,
      text: aboutOk ? t('almost-innocent-ask-type', { type: st.about, where }) : t('almost-innocent-ask-pick'), on: { click: () => ask(st.about) } }));
}

// ---- signals (ruling AI-4)

function signalForm(v, ctx, st, m) {
  if (v.difficulty === 'detective') return el('p', { class: 'small muted ai-sig', text: t('almost-innocent-signal-none') });
  if (v.signalled_this_turn) return el('p', { class: 'small muted ai-sig', text: t('almost-innocent-signal-done') });
  if (v.difficulty === 'medium') {
    return el('div', { class: 'ai-sig' },
      el('span', { class: 'small', text: `${t('almost-innocent-signal')} ` }),
      el('button', { type: 'button', class: 'chip', testid: 'ai-signal-ready', disabled: !allowed(ctx, { type: 'signal', signal: { kind: 'ready', ready: true } }), text: t('almost-innocent-signal-i-know'), on: { click: () => ctx.send({ type: 'signal', signal: { kind: 'ready', ready: true } }) } }),
      el('button', { type: 'button', class: 'chip', testid: 'ai-signal-not-ready', disabled: !allowed(ctx, { type: 'signal', signal: { kind: 'ready', ready: false } }), text: t('almost-innocent-signal-not-yet'), on: { click: () => ctx.send({ type: 'signal', signal: { kind: 'ready', ready: false } }) } }));
  }
  // Easy: for each type, found / doubt / no comment.
  st.sig ||= {};
  const types = v.types || [];
  const signal = { kind: 'types', found: types.filter((ty) => st.sig[ty] === 'found'), doubt: types.filter((ty) => st.sig[ty] === 'doubt') };
  const ok = allowed(ctx, { type: 'signal', signal });
  return el('details', { class: 'ai-sig', open: Boolean(st.sigOpen) || Object.keys(st.sig).length > 0, on: { toggle: (ev) => { st.sigOpen = ev.currentTarget.open; } } },
    el('summary', { testid: 'ai-signal-open', text: t('almost-innocent-signal-open') }),
    el('div', { class: 'ai-sig-grid' }, types.map((ty) => el('div', { class: 'ai-sig-row' },
      el('span', { class: 'ai-sig-type', style: { color: TYPE_COLOR[ty] }, text: typeLabel(ty) }),
      ['found', 'doubt'].map((what) => el('button', {
        type: 'button', class: `chip${st.sig[ty] === what ? ' on' : ''}`, testid: `ai-signal-${ty}-${what}`, 'aria-pressed': st.sig[ty] === what ? 'true' : 'false',
        text: t(what === 'found' ? 'almost-innocent-signal-found-button' : 'almost-innocent-signal-doubt-button'),
        on: { click: () => { if (st.sig[ty] === what) delete st.sig[ty]; else st.sig[ty] = what; rerender(); } },
      }))))),
    el('p', { class: 'small muted', testid: 'ai-signal-preview', text: t('almost-innocent-signal-says', { words: mySignalWords(signal) }) }),
    el('button', { type: 'button', testid: 'ai-signal-send', disabled: !ok, text: t('almost-innocent-signal-send'), on: { click: () => { const s = signal; st.sig = {}; ctx.send({ type: 'signal', signal: s }); } } }));
}

function mySignalWords(signal) {
  const found = signal.found.length ? typesWords(signal.found) : '';
  const doubt = signal.doubt.length ? typesWords(signal.doubt) : '';
  if (found && doubt) return t('almost-innocent-my-signal-found-doubt', { found, doubt });
  if (found) return t('almost-innocent-my-signal-found', { types: found });
  if (doubt) return t('almost-innocent-my-signal-doubt', { types: doubt });
  return t('almost-innocent-my-signal-nothing');
}

// ---- abilities

function abilitiesPanel(v, ctx, st, m) {
  const list = v.abilities || [];
  if (!list.length) return null;
  const items = list.map((a) => {
    const info = abilityInfo(a.ability);
    const used = a.used_by !== null && a.used_by !== undefined;
    const usable = m.acting && canUseAbility(v, m.me, a.ability) && abilityPossible(v, ctx, m, a.ability);
    const holder = a.holder === null || a.holder === undefined ? t('almost-innocent-ability-shared') : nameOf(ctx.names, a.holder);
    const open = st.dialog === a.ability;
    return el('li', { class: `ai-ability${used ? ' used' : ''}${usable ? ' usable' : ''}` },
      el('button', {
        type: 'button', class: `ai-ability-btn${open ? ' on' : ''}`, testid: `ai-ability-${a.ability}`, disabled: !usable, 'aria-expanded': open ? 'true' : 'false',
        title: `${info.name} (${info.title}) — ${cap(info.when)}. ${info.text}`,
        on: { click: () => { st.dialog = open ? null : a.ability; st.target = null; st.zone = null; if (a.ability === 'okra') st.line = null; rerender(); } },
      }, el('strong', { text: info.name }), el('span', { class: 'small', text: ` · ${holder}` })),
      el('div', { class: 'small muted', text: used ? t('almost-innocent-ability-used-by', { name: nameOf(ctx.names, a.used_by) }) : `${cap(info.when)}. ${info.short}` }));
  });
  return el('section', { class: 'card ai-abilities', testid: 'ai-abilities' }, el('h4', { text: t('almost-innocent-abilities') }), el('ul', {}, items),
    dinTeorSummary(v, ctx));
}

function abilityPossible(v, ctx, m, name) {
  switch (name) {
    case 'din': return Array.from({ length: v.players }, (_, s) => s).some((target) => allowed(ctx, { type: 'use_din', target }));
    case 'teor': return Array.from({ length: v.players }, (_, s) => s).some((target) => allowed(ctx, { type: 'use_teor', target }));
    case 'edd': return ['culprit', 'evidence'].some((about) => allowed(ctx, { type: 'edd', about }));
    case 'okra': return m.okraOn;
    case 'valia': return QUEEN_BLOCKS.some((zone) => allowed(ctx, { type: 'valia', zone }));
    default: return false;
  }
}

function abilityDialog(v, ctx, st, m) {
  const name = st.dialog;
  const info = abilityInfo(name);
  const n = (s) => nameOf(ctx.names, s);
  const close = el('button', { type: 'button', class: 'subtle', testid: 'ai-dialog-close', text: t('almost-innocent-cancel'), on: { click: () => { st.dialog = null; st.zone = null; rerender(); } } });
  const wrap = (...body) => el('div', { class: 'ai-dialog', testid: `ai-dialog-${name}`, role: 'dialog', 'aria-label': info.name },
    el('div', { class: 'ai-q-head' }, el('strong', { text: `${info.name}` }), close),
    el('p', { class: 'small muted', text: info.text }), ...body);
  if (name === 'din' || name === 'teor') {
    const type = name === 'din' ? 'use_din' : 'use_teor';
    const seats = Array.from({ length: v.players }, (_, s) => s);
    return wrap(
      el('p', { class: 'small', text: t(name === 'din' ? 'almost-innocent-din-who' : 'almost-innocent-teor-who') }),
      el('div', { class: 'row' }, seats.map((s) => el('button', {
        type: 'button', class: `chip${st.target === s ? ' on' : ''}`, testid: `ai-${name}-target-${s}`, disabled: !allowed(ctx, { type, target: s }),
        text: s === m.me ? t('almost-innocent-target-you', { name: n(s) }) : n(s), on: { click: () => { st.target = s; rerender(); } },
      }))),
      el('button', { type: 'button', class: 'primary', testid: `ai-${name}-use`, disabled: !isSeat(st.target),
        text: isSeat(st.target) ? t('almost-innocent-use-on', { ability: info.name, name: n(st.target) }) : t('almost-innocent-choose-person'), on: { click: () => ctx.send({ type, target: st.target }) } }));
  }
  if (name === 'edd') {
    const q = { culprit: t('almost-innocent-edd-animal'), evidence: t('almost-innocent-edd-liquid') };
    return wrap(el('div', { class: 'row' }, ['culprit', 'evidence'].filter((ty) => (v.types || []).includes(ty)).map((about) => el('button', {
      type: 'button', class: 'primary', testid: `ai-edd-${about}`, disabled: !allowed(ctx, { type: 'edd', about }), text: q[about],
      on: { click: () => ctx.send({ type: 'edd', about }) },
    }))), el('p', { class: 'small muted', text: t('almost-innocent-edd-help') }));
  }
  if (name === 'okra') {
    return wrap(el('p', { class: 'small', text: t('almost-innocent-okra-help') }));
  }
  if (name === 'valia') {
    const z = st.zone;
    const ok = z && allowed(ctx, { type: 'valia', zone: z });
    return wrap(
      el('p', { class: 'small', text: t('almost-innocent-valia-help') }),
      zoneButtons(v, ctx, st, (zone) => ({ type: 'valia', zone })),
      el('button', { type: 'button', class: 'primary', testid: 'ai-valia-ask', disabled: !ok,
        text: ok ? t('almost-innocent-valia-ask', { zone: zoneName(z) }) : t('almost-innocent-choose-position'), on: { click: () => ctx.send({ type: 'valia', zone: z }) } }));
  }
  return null;
}

/** The nine Queen positions as a compact 3x3 of buttons (same choice as on the grid). */
function zoneButtons(v, ctx, st, make) {
  return el('div', { class: 'ai-zone-buttons' }, QUEEN_BLOCKS.map((z) => {
    const ok = allowed(ctx, make(z));
    const here = sameZone(v.queen, z);
    return el('button', { type: 'button', class: `chip${sameZone(st.zone, z) ? ' on' : ''}${here ? ' here' : ''}`, testid: `ai-zone-btn-${z.column}${z.row}`, disabled: !ok,
      title: here ? t('almost-innocent-queen-here') : '', text: `${zoneName(z)}${here ? ' ♛' : ''}`, on: { click: () => { st.zone = z; rerender(); } } });
  }));
}

function queenPanel(v, ctx, st, box) {
  const z = st.zone;
  const ok = z && allowed(ctx, { type: 'move_queen', zone: z });
  return box(t('almost-innocent-queen-move'),
    el('p', { text: t('almost-innocent-queen-move-help') }),
    zoneButtons(v, ctx, st, (zone) => ({ type: 'move_queen', zone })),
    el('button', { type: 'button', class: 'primary', testid: 'ai-queen-move', disabled: !ok, text: ok ? t('almost-innocent-queen-to', { zone: zoneName(z) }) : t('almost-innocent-choose-position'),
      on: { click: () => ctx.send({ type: 'move_queen', zone: z }) } }));
}

function dinDrawPanel(v, ctx, st, box) {
  const types = v.types || [];
  const stock = Object.fromEntries(types.map((ty) => [ty, Math.max(0, deckSize(v, ty) - v.players)]));
  const want = Math.min(3, types.reduce((n, ty) => n + stock[ty], 0));
  const draw = st.draw;
  const count = types.reduce((n, ty) => n + (draw[ty] || 0), 0);
  const kinds = types.flatMap((ty) => Array.from({ length: draw[ty] || 0 }, () => ty));
  const ok = count === want && allowed(ctx, { type: 'din_draw', kinds });
  return box(t('almost-innocent-din-draw'),
    el('p', { text: t('almost-innocent-din-draw-help', { count: want }) }),
    el('ul', { class: 'ai-draw' }, types.map((ty) => el('li', {},
      el('span', { class: 'ai-sig-type', style: { color: TYPE_COLOR[ty] }, text: typeLabel(ty) }),
      el('button', { type: 'button', class: 'chip', testid: `ai-din-less-${ty}`, disabled: !(draw[ty] > 0), text: '−', 'aria-label': t('almost-innocent-din-less', { typename: typeLabel(ty) }), on: { click: () => { draw[ty] -= 1; rerender(); } } }),
      el('b', { class: 'ai-draw-n', testid: `ai-din-count-${ty}`, text: String(draw[ty] || 0) }),
      el('button', { type: 'button', class: 'chip', testid: `ai-din-more-${ty}`, disabled: count >= want || (draw[ty] || 0) >= stock[ty], text: '+', 'aria-label': t('almost-innocent-din-more', { typename: typeLabel(ty) }), on: { click: () => { draw[ty] = (draw[ty] || 0) + 1; rerender(); } } }),
      el('span', { class: 'muted small', text: ` ${t('almost-innocent-din-unused', { count: stock[ty] })}` })))),
    el('button', { type: 'button', class: 'primary', testid: 'ai-din-draw', disabled: !ok, text: t('almost-innocent-din-draw-button', { count, total: want }), on: { click: () => ctx.send({ type: 'din_draw', kinds }) } }));
}

function dinRevealPanel(v, ctx, st, box) {
  const drawn = v.din?.drawn || [];
  return box(t('almost-innocent-din-reveal'),
    el('p', { text: t('almost-innocent-din-reveal-help') }),
    el('div', { class: 'row' }, [...new Set(drawn)].map((code) => el('button', {
      type: 'button', class: 'primary', testid: `ai-din-reveal-${code}`, disabled: !allowed(ctx, { type: 'din_reveal', clue: code }),
      text: t('almost-innocent-din-show', { clue: clueWords(v, code) }), on: { click: () => ctx.send({ type: 'din_reveal', clue: code }) },
    }))));
}

function teorMarkPanel(v, ctx, st, box) {
  const z = st.zone;
  const left = nameOf(ctx.names, leftOf(v, ctx.seat));
  const whiteOk = z && allowed(ctx, { type: 'teor_mark', zone: z, white: true });
  const blackOk = z && allowed(ctx, { type: 'teor_mark', zone: z, white: false });
  const zones = [];
  for (let r = 1; r <= 5; r += 1) for (const c of COLUMNS.slice(0, 5)) zones.push({ row: r, column: c });
  return box(t('almost-innocent-teor-mark'),
    el('p', { text: t('almost-innocent-teor-mark-help', { name: left }) }),
    el('label', { class: 'small' }, `${t('almost-innocent-teor-zone')} `, el('select', {
      testid: 'ai-teor-zone', 'aria-label': t('almost-innocent-teor-zone'),
      on: { change: (ev) => { const [row, column] = ev.target.value.split(','); st.zone = row ? { row: Number(row), column } : null; rerender(); } },
    }, el('option', { value: '', text: t('almost-innocent-teor-choose') }), zones.map((zone) => el('option', { value: `${zone.row},${zone.column}`, selected: sameZone(z, zone), text: zoneName(zone) })))),
    el('div', { class: 'row' },
      el('button', { type: 'button', class: 'primary', testid: 'ai-teor-white', disabled: !whiteOk, text: z ? t('almost-innocent-teor-white-on', { zone: zoneName(z) }) : t('almost-innocent-teor-white'), on: { click: () => ctx.send({ type: 'teor_mark', zone: z, white: true }) } }),
      el('button', { type: 'button', class: 'ai-black', testid: 'ai-teor-black', disabled: !blackOk, text: z ? t('almost-innocent-teor-black-on', { zone: zoneName(z) }) : t('almost-innocent-teor-black'), on: { click: () => ctx.send({ type: 'teor_mark', zone: z, white: false }) } }),
      allowed(ctx, { type: 'teor_decline' })
        ? el('button', { type: 'button', class: 'subtle', testid: 'ai-teor-decline', text: t('almost-innocent-teor-decline'), on: { click: () => ctx.send({ type: 'teor_decline' }) } })
        : null));
}

function guessPanel(v, ctx, st, m, box) {
  const kind = m.phase.kind;
  const codes = facts(v).byType[kind] || [];
  const wrong = new Set((v.resolution?.wrong || []).filter((w) => w.seat === m.me).map((w) => w.clue));
  const ok = st.guess && allowed(ctx, { type: 'guess', clue: st.guess });
  const left = v.almost_innocent_left ?? 0;
  return box(t('almost-innocent-guess-title', { type: kind }),
    el('p', { text: t('almost-innocent-guess-help', { type: kind, count: left }) }),
    el('div', { class: 'ai-guesses' }, codes.map((code) => {
      const c = facts(v).clues.get(code);
      const ruled = wrong.has(code);
      const note = ui.notes[code];
      const out = !code.endsWith('*') && (v.din?.revealed === code || (v.din?.drawn || []).includes(code));
      return el('button', {
        type: 'button', class: `chip t-${kind}${st.guess === code ? ' on' : ''}${ruled ? ' wrong' : ''}${note ? ` note-${note}` : ''}${out ? ' out' : ''}`, testid: `ai-guess-${code}`,
        style: { '--t': TYPE_COLOR[kind], '--tint': TYPE_TINT[kind] }, disabled: ruled || !allowed(ctx, { type: 'guess', clue: code }),
        title: `${clueTitle(c)}${out ? `\n${t('almost-innocent-guess-out')}` : ''}`, 'aria-pressed': st.guess === code ? 'true' : 'false',
        on: { click: () => { st.guess = code; rerender(); } },
      }, el('b', { text: codeText(code) }), ` ${clueLabel(c)}`, ruled ? ' ✗' : '', out ? ' (Din)' : '');
    })),
    el('button', { type: 'button', class: left ? 'primary' : 'danger', testid: 'ai-guess-submit', disabled: !ok,
      text: ok ? t('almost-innocent-guess-name', { clue: clueWords(v, st.guess) }) : t('almost-innocent-choose-clue'), on: { click: () => ctx.send({ type: 'guess', clue: st.guess }) } }));
}

// ---- my cards, Din and Teor

function myCardsPanel(v, ctx, me) {
  if (!isSeat(me) || !v.my_cards) return null;
  const left = leftOf(v, me);
  const right = rightOf(v, me);
  const drawn = v.din?.drawn || null;
  return el('section', { class: 'card ai-cards', testid: 'ai-my-cards' },
    el('h4', { text: t('almost-innocent-cards') }),
    el('p', { class: 'small muted', text: t('almost-innocent-cards-help', { left: nameOf(ctx.names, left), right: nameOf(ctx.names, right) }) }),
    el('ul', { class: 'ai-card-list' }, v.my_cards.map((code) => {
      const c = facts(v).clues.get(code);
      const kind = c?.kind || typeOfCode(code);
      return el('li', { class: `ai-card t-${kind}`, style: { '--t': TYPE_COLOR[kind], '--tint': TYPE_TINT[kind] }, title: clueTitle(c), testid: `ai-card-${code}` },
        el('span', { class: 'ai-code', text: codeText(code) }), ` ${c ? clueLabel(c) : codeText(code)}`);
    })),
    drawn?.length ? el('p', { class: 'small', testid: 'ai-din-drawn', text: t('almost-innocent-cards-din', { clues: listWords(drawn.map((c) => clueWords(v, c))) }) }) : null);
}

function dinTeorSummary(v, ctx) {
  const n = (s) => nameOf(ctx.names, s);
  const out = [];
  if (v.din) {
    const d = v.din;
    const args = { name: n(d.user), target: n(d.target), types: typesWords(d.kinds), clue: d.revealed ? clueWords(v, d.revealed) : '' };
    let text;
    if (d.kinds?.length && d.revealed) text = t('almost-innocent-din-public-drew-showed', args);
    else if (d.kinds?.length) text = t('almost-innocent-din-public-drew', args);
    else if (d.target === d.user) text = t('almost-innocent-din-public-self', args);
    else text = t('almost-innocent-din-public', args);
    out.push(el('li', { testid: 'ai-din-public', text: /[.!?]$/.test(text) ? text : `${text}.` }));
  }
  if (v.teor) {
    const tr = v.teor;
    const text = tr.zone
      ? t(tr.white ? 'almost-innocent-teor-public-white' : 'almost-innocent-teor-public-black', { name: n(tr.target), zone: zoneName(tr.zone), left: n(leftOf(v, tr.target)) })
      : t('almost-innocent-teor-public-choosing', { name: n(tr.user), target: n(tr.target) });
    out.push(el('li', { testid: 'ai-teor-public', text }));
  }
  return out.length ? el('ul', { class: 'small ai-public-abilities' }, out) : null;
}

// ---- resolution and result

function resolutionPanel(v, ctx, st, m) {
  const r = v.resolution;
  const types = v.types || [];
  const phase = m.phase;
  const sol = solutionsOf(v, st);
  const order = r.order || [];
  const head = el('tr', {}, el('th', { text: t('almost-innocent-res-person') }), types.map((ty) => el('th', { style: { color: TYPE_COLOR[ty] }, text: typeLabel(ty) })), el('th', { text: t('almost-innocent-res-wrong') }));
  const rows = order.map((seat) => el('tr', { class: seat === m.me ? 'me' : '' },
    el('th', { scope: 'row' }, el('span', { class: 'disc', style: { background: SEAT_COLORS[seat] } }), ` ${nameOf(ctx.names, seat)}`),
    types.map((ty, i) => {
      const code = r.found?.[seat]?.[i];
      const current = phase.phase === 'resolution' && phase.seat === seat && phase.kind === ty;
      const truth = sol?.[seat]?.[i];
      let text = code ? clueName(v, code) : current ? t('almost-innocent-res-naming') : '—';
      if (!code && truth) text = `(${clueName(v, truth)})`;
      return el('td', { class: `${code ? 'found' : ''}${current ? ' current' : ''}${!code && truth ? ' missed' : ''}`, title: codeText(code || truth || ''), testid: `ai-res-${seat}-${ty}`, text });
    }),
    el('td', { class: 'wrong', text: (r.wrong || []).filter((w) => w.seat === seat).map((w) => w.clue).join(', ') || '—' })));
  return el('section', { class: 'card ai-resolution', testid: 'ai-resolution' },
    el('h4', { text: t(r.early ? 'almost-innocent-resolution-early' : 'almost-innocent-resolution') }),
    el('p', { class: 'small', testid: 'ai-almost-innocent-left' },
      `${t('almost-innocent-res-tokens')} `, el('b', { text: String(v.almost_innocent_left ?? 0) }),
      el('span', { class: 'ai-discs ai', 'aria-hidden': 'true' }, Array.from({ length: v.almost_innocent_left ?? 0 }, () => el('span', { class: 'ai-disc' }))),
      `. ${t('almost-innocent-res-order')}`),
    el('div', { class: 'table-scroll' }, el('table', { class: 'ai-res-table' }, el('thead', {}, head), el('tbody', {}, rows))));
}

function resultPanel(v, ctx, st) {
  const won = v.phase?.won;
  const sol = solutionsOf(v, st);
  const types = v.types || [];
  return el('section', { class: `ai-result ${won ? 'won' : 'lost'}`, testid: 'ai-result', 'data-won': won ? 'true' : 'false' },
    el('h3', { text: t(won ? 'almost-innocent-result-won' : 'almost-innocent-result-lost') }),
    won ? el('p', { text: t('almost-innocent-result-left', { count: v.almost_innocent_left ?? 0 }) }) : null,
    sol ? el('div', { class: 'table-scroll' }, el('table', { class: 'ai-res-table', testid: 'ai-solutions' },
      el('thead', {}, el('tr', {}, el('th', { text: t('almost-innocent-solutions') }), types.map((ty) => el('th', { style: { color: TYPE_COLOR[ty] }, text: typeLabel(ty) })))),
      el('tbody', {}, sol.map((codes, seat) => el('tr', {},
        el('th', { scope: 'row' }, el('span', { class: 'disc', style: { background: SEAT_COLORS[seat] } }), ` ${nameOf(ctx.names, seat)}`),
        (codes || []).map((code) => el('td', { title: clueTitle(facts(v).clues.get(code)), text: `${clueName(v, code)} (${codeText(code)})` })))))))
      : el('p', { class: 'muted small', text: t('almost-innocent-solutions-loading') }));
}

// ---- answers: mine and everyone's

function answersPanel(v, ctx, me) {
  const qs = v.questions || [];
  const players = Array.from({ length: v.players }, (_, s) => s);
  const mine = isSeat(me) ? el('div', { class: 'ai-my-answers', testid: 'ai-my-answers' },
    el('h4', { text: t('almost-innocent-my-answers') }),
    qs.length ? el('ol', {}, qs.map((q) => el('li', {},
      el('span', { class: 'muted small', text: `${t('almost-innocent-ans-turn', { turn: q.turn })} ` }), cap(questionWords(q.asked)), ' → ',
      el('b', { class: 'ai-ans', text: answerWords(q.answers?.[me]) }))))
      : el('p', { class: 'muted small', text: t('almost-innocent-no-question-yet') })) : null;
  const table = qs.length ? el('div', { class: 'table-scroll' }, el('table', { class: 'ai-ans-table', testid: 'ai-answers-table' },
    el('thead', {}, el('tr', {}, el('th', { text: '#' }), el('th', { text: t('almost-innocent-ans-by') }), el('th', { text: t('almost-innocent-ans-question') }),
      players.map((s) => el('th', { class: s === me ? 'me' : '', title: t('almost-innocent-ans-about', { name: nameOf(ctx.names, s) }) },
        el('span', { class: 'disc', style: { background: SEAT_COLORS[s] } }), ` ${nameOf(ctx.names, s)}`)))),
    el('tbody', {}, qs.map((q, i) => el('tr', {},
      el('td', { class: 'muted', text: String(i + 1) }),
      el('td', { text: nameOf(ctx.names, q.by) }),
      el('td', { title: questionWords(q.asked), text: shortQuestion(q.asked) + (q.asked?.kind === 'line' && q.asked.tokens > 1 ? ' ♛' : '') }),
      players.map((s) => el('td', { class: `ans${s === me ? ' me' : ''}${q.answers?.[s]?.yes === true ? ' yes' : ''}${q.answers?.[s]?.yes === false ? ' no' : ''}`, text: answerWords(q.answers?.[s]) }))))))) : null;
  return el('section', { class: 'card ai-answers', testid: 'ai-answers' },
    mine,
    el('h4', { text: t('almost-innocent-every-answer') }),
    table || el('p', { class: 'muted small', text: t('almost-innocent-no-question') }));
}

// ---------------------------------------------------------------- style

/** The table's rules, added once as a constructed style sheet (the policy allows no `<style>` element). */
function injectStyle() {
  adoptStyle('ai-style', CSS);
}

const CSS = `
.ai { display: grid; gap: .7rem; grid-template-columns: minmax(0, 1fr); }
.ai > *, .ai-main > *, .ai-side > * { min-width: 0; }
.ai .disc { display: inline-block; width: .8rem; height: .8rem; border-radius: 50%; vertical-align: -1px; flex: none; }
.ai-head { display: grid; gap: .2rem; }
.ai-title { display: flex; flex-wrap: wrap; align-items: baseline; gap: .3rem .6rem; }
.ai-title strong { font: 700 1.15rem Georgia, serif; }
.ai-diff { text-transform: capitalize; }
.ai-diff.easy { background: #d9f0df; } .ai-diff.medium { background: #fde9c2; } .ai-diff.detective { background: #f2d0cd; }
.ai-story summary { cursor: pointer; color: var(--accent-2); font-size: .9rem; }
.ai-story p { margin: .3rem 0; font-style: italic; }
.ai-tokens { background: var(--paper); border: 1px solid var(--line); border-radius: var(--radius); padding: .5rem .7rem; display: grid; gap: .25rem; }
.ai-tok-row { display: flex; flex-wrap: wrap; align-items: center; gap: .2rem .8rem; }
.ai-tok-label { font-weight: 600; font-size: .85rem; min-width: 11.5rem; }
.ai-tok { white-space: nowrap; }
.ai-discs { display: inline-flex; gap: 2px; vertical-align: middle; margin-left: .2rem; }
.ai-disc { width: .7rem; height: .7rem; border-radius: 50%; background: #8a6a44; box-shadow: inset 0 -1px 0 rgba(0,0,0,.3); }
.ai-discs.quantity .ai-disc { background: #6b3e1f; }
.ai-discs.type .ai-disc { background: #2f6f8f; border-radius: 2px; }
.ai-discs.ai .ai-disc { background: #f3c623; border: 1px solid #9a7400; }
.ai-players { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
.ai-player { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem; background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: .3rem .5rem; flex: 1 1 15rem; }
.ai-player.current { border-color: var(--focus); box-shadow: 0 0 0 2px rgba(47,111,192,.25); }
.ai-player .pname { font-weight: 600; }
.ai-player .ai-rel { flex-basis: 100%; }
.ai .badge.ability { background: #efe1c9; }
.ai .badge.ability.used { text-decoration: line-through; opacity: .7; }
.ai .badge.ok { background: #d9f0df; }
.ai-signal-shown { flex-basis: 100%; font-size: .82rem; font-style: italic; color: #4a4137; }
.ai-main { display: grid; gap: .7rem; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 900px) { .ai-main { grid-template-columns: minmax(0, 560px) minmax(0, 1fr); align-items: start; } }
.ai-grid-wrap { background: var(--paper); border: 1px solid var(--line); border-radius: var(--radius); padding: .4rem; }
.ai-grid { --hd: 1.7rem; display: grid; grid-template-columns: var(--hd) repeat(6, minmax(0, 1fr)); grid-template-rows: var(--hd) repeat(6, minmax(0, 1fr)); aspect-ratio: 1; gap: 2px; width: 100%; max-width: 560px; margin: 0 auto; position: relative; }
.ai-corner { background: transparent; }
.ai-line { min-height: 0; padding: 0; border-radius: 5px; background: #ece4d6; border: 1px solid var(--line); font-weight: 700; position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1px; color: var(--ink); overflow: visible; }
.ai-line:disabled { opacity: 1; cursor: default; }
.ai-line.selectable { background: #dce8fb; border-color: #8fb0de; cursor: pointer; }
.ai-line.selectable:hover { background: #c7dbf7; }
.ai-line.selected, .ai-line.selected:hover, .ai-line.used.selectable.selected { background: var(--focus); color: #fff; border-color: var(--focus); }
.ai-line.used { background: #e3d9c8; }
.ai-line.used.selectable { background: #efe1c9; border-color: #c9a36a; }
.ai-line.guarded { background: #ece2f8; border-color: #b79ae0; }
.ai-line.guarded.selectable { background: #e0d2f5; border-color: #9b78d6; }
.ai-line-label { font-size: .85rem; line-height: 1; }
.ai-tokens-on { display: flex; gap: 1px; flex-wrap: wrap; justify-content: center; }
.ai-token { width: .55rem; height: .55rem; border-radius: 50%; background: #6b3e1f; border: 2px solid var(--seat, #6b3e1f); box-sizing: content-box; }
.ai-token.type { background: #2f6f8f; border-radius: 2px; }
.ai-token.okra { background: #f3c623; }
.ai-guard { font-size: .62rem; color: #6a3fa8; line-height: 1; font-weight: 700; white-space: nowrap; }
.ai-cell { min-width: 0; min-height: 0; border-radius: 5px; position: relative; overflow: hidden; padding: 2px 3px; display: flex; flex-direction: column; align-items: flex-start; justify-content: flex-start; text-align: left; font: inherit; line-height: 1.1; gap: 0; }
button.ai-cell { padding: 2px 3px; cursor: pointer; }
.ai-cell.empty { background: repeating-linear-gradient(45deg, #efe9df, #efe9df 4px, #e8e1d5 4px, #e8e1d5 8px); border: 1px solid #e0d7c8; }
.ai-cell.clue { background: var(--tint); border: 1px solid var(--t); border-left-width: 4px; color: var(--ink); }
.ai-cell.big { border-width: 2px; border-left-width: 5px; box-shadow: inset 0 0 0 2px rgba(255,255,255,.5); align-items: center; justify-content: center; text-align: center; }
.ai-cell.big .ai-name { font-size: .8rem; }
.ai-cell.star { background: linear-gradient(135deg, #fff6c8, var(--tint) 60%); }
.ai-cell.seventh { background-image: linear-gradient(135deg, rgba(255,255,255,.0) 70%, rgba(0,0,0,.06) 70%); }
.ai-code { font-weight: 700; font-size: .7rem; color: var(--t, var(--ink)); }
.ai-name { font-size: .72rem; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; word-break: break-word; hyphens: auto; }
.ai-tags { position: absolute; top: 1px; right: 2px; display: flex; gap: 2px; }
.ai-tag { font-size: .6rem; line-height: 1; padding: 1px 2px; border-radius: 3px; background: rgba(255,255,255,.85); font-weight: 700; }
.ai-tag.star { color: #b08600; background: transparent; font-size: .8rem; }
.ai-tag.seventh { background: #4a4137; color: #fff; }
.ai-tag.attr { background: transparent; font-size: .75rem; padding: 0; color: #5a4a36; }
.ai-tag.held { color: #fff; border-radius: 50%; padding: 1px 3px; }
.ai-tag.out { background: #4a4137; color: #fff; }
.ai-cell.out .ai-name, .ai-cell.out .ai-code { text-decoration: line-through; opacity: .6; }
.ai-owners { position: absolute; bottom: 2px; right: 2px; display: flex; gap: 2px; }
.ai-owner { width: .65rem; height: .65rem; border-radius: 50%; border: 1px solid #fff; }
.ai-owner.solved { width: .8rem; height: .8rem; box-shadow: 0 0 0 1px #333; }
.ai-note { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; font-size: 2rem; font-weight: 700; pointer-events: none; }
.ai-cell.note-out { opacity: .55; }
.ai-cell.note-out .ai-note { color: #b8322c; }
.ai-cell.note-maybe .ai-note { color: #2f6fc0; font-size: 2.4rem; }
.ai-cell.in-line { box-shadow: 0 0 0 2px var(--focus); z-index: 1; }
.ai-cell.in-zone { box-shadow: 0 0 0 2px #222; }
.ai-cell.guessable { box-shadow: 0 0 0 2px var(--t); }
.ai-cell.picked { box-shadow: 0 0 0 3px var(--focus); z-index: 2; }
.ai-grid.mode-guess .ai-cell.clue:not(.guessable) { opacity: .45; }
.ai-grid.mode-teor .ai-cell { cursor: crosshair; }
.ai-queen { pointer-events: none; border: 4px solid #7d4fb8; border-radius: 8px; background: rgba(125,79,184,.10); z-index: 3; position: relative; box-shadow: 0 0 0 2px rgba(255,255,255,.7), inset 0 0 0 1px rgba(255,255,255,.7); }
.ai-crown { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); width: 2.1rem; height: 2.1rem; border-radius: 50%; background: #7d4fb8; color: #fff; font-size: 1.3rem; display: flex; align-items: center; justify-content: center; box-shadow: 0 1px 4px rgba(0,0,0,.4); border: 2px solid #fff; }
.ai-teor { pointer-events: none; border: 3px dashed #444; border-radius: 8px; z-index: 3; position: relative; }
.ai-teor.white { border-color: #888; background: rgba(255,255,255,.25); }
.ai-teor.black { background: rgba(0,0,0,.12); }
.ai-teor-token { position: absolute; left: 50%; top: 50%; width: 1.2rem; height: 1.2rem; transform: translate(-50%, -50%); border-radius: 50%; border: 2px solid #222; }
.ai-teor.white .ai-teor-token { background: #fff; } .ai-teor.black .ai-teor-token { background: #111; }
.ai-zone-preview { pointer-events: none; border: 3px solid #111; border-radius: 8px; background: rgba(47,111,192,.18); z-index: 4; }
.ai-zone-pick { z-index: 5; min-height: 0; padding: 0; border: 2px dashed rgba(125,79,184,.7); background: rgba(255,255,255,.15); border-radius: 8px; margin: 2px; font-size: .75rem; font-weight: 700; color: #4b2a7a; }
.ai-zone-pick span { background: rgba(255,255,255,.9); padding: 0 .2rem; border-radius: 4px; font-size: .7rem; }
.ai-zone-pick:hover:not(:disabled) { background: rgba(125,79,184,.2); }
.ai-zone-pick.on { background: rgba(125,79,184,.35); border-style: solid; }
.ai-zone-pick:disabled { border-color: transparent; }
.ai-zone-pick:disabled span { display: none; }
.ai-legend { display: flex; flex-wrap: wrap; gap: .2rem .8rem; margin: .4rem 0 0; font-size: .8rem; justify-content: center; }
.ai-legend .swatch { display: inline-block; width: .8rem; height: .8rem; border-radius: 3px; margin-right: .25rem; vertical-align: -1px; }
.ai-slate-help { margin: .3rem .2rem; }
.ai-side { display: grid; gap: .7rem; align-content: start; }
.ai-side .card { margin: 0; }
.ai-actions h4 { margin-top: 0; }
.ai-q, .ai-dialog { display: grid; gap: .4rem; margin-bottom: .6rem; }
.ai-q.okra { border-left: 4px solid #f3c623; padding-left: .5rem; }
.ai-dialog { border: 1px solid var(--line); border-radius: 8px; padding: .5rem; background: #fbf6ec; }
.ai-q-head { display: flex; justify-content: space-between; align-items: center; gap: .4rem; }
.ai-q p, .ai-dialog p { margin: 0; }
.ai-cost { color: #5a4a36; }
.ai-ask { justify-content: flex-start; text-align: left; }
.ai .chip { min-height: 34px; padding: .25rem .6rem; border-radius: 999px; font-size: .88rem; }
.ai .chip.on { background: var(--focus); border-color: var(--focus); color: #fff; }
.ai .chip[class*=" t-"] { border-color: var(--t); background: var(--tint); }
.ai .chip[class*=" t-"].on { background: var(--t); color: #fff; }
.ai .chip.wrong { text-decoration: line-through; }
.ai .chip.note-out, .ai .chip.out { opacity: .6; }
.ai-typepick, .ai-guesses, .ai-zone-buttons { display: flex; flex-wrap: wrap; gap: .3rem; }
.ai-zone-buttons { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); max-width: 20rem; }
.ai-zone-buttons .chip.here { font-weight: 700; }
.ai-discard { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; }
.ai-sig { margin: .3rem 0; }
.ai-sig summary { cursor: pointer; font-size: .9rem; }
.ai-sig-grid { display: grid; gap: .2rem; margin: .3rem 0; }
.ai-sig-row { display: flex; gap: .3rem; align-items: center; }
.ai-sig-type { font-weight: 700; min-width: 5.5rem; font-size: .9rem; }
.ai-propose { margin-top: .4rem; }
.ai-black { background: #222; color: #fff; border-color: #222; }
.ai-draw { list-style: none; padding: 0; margin: .3rem 0; display: grid; gap: .2rem; }
.ai-draw li { display: flex; align-items: center; gap: .3rem; }
.ai-draw-n { min-width: 1.2rem; text-align: center; }
.ai-abilities ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .4rem; }
.ai-ability-btn { width: 100%; justify-content: flex-start; }
.ai-ability.usable .ai-ability-btn { border-color: #c9a36a; background: #fbf1de; }
.ai-ability-btn.on { background: var(--focus) !important; color: #fff; }
.ai-ability.used { opacity: .65; }
.ai-public-abilities { margin: .5rem 0 0; padding-left: 1.1rem; }
.ai-cards h4 { margin-top: 0; }
.ai-card-list { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .3rem; }
.ai-card { background: var(--tint); border: 1px solid var(--t); border-left-width: 4px; border-radius: 6px; padding: .15rem .4rem; font-size: .85rem; }
.ai-card .ai-code { font-size: .75rem; }
.ai-res-table, .ai-ans-table { border-collapse: collapse; width: 100%; font-size: .85rem; }
.ai-res-table th, .ai-res-table td, .ai-ans-table th, .ai-ans-table td { border-bottom: 1px solid var(--line); padding: .25rem .35rem; text-align: left; white-space: nowrap; }
.ai-res-table td.found { background: #d9f0df; font-weight: 600; }
.ai-res-table td.current { background: #dce8fb; font-style: italic; }
.ai-res-table td.missed { color: var(--muted); font-style: italic; }
.ai-res-table td.wrong { color: var(--bad); }
.ai-res-table tr.me th { text-decoration: underline; }
.ai-ans-table td.ans { text-align: center; font-weight: 600; }
.ai-ans-table th.me, .ai-ans-table td.me { background: #fff4d6; }
.ai-ans-table td.yes { color: var(--good); } .ai-ans-table td.no { color: var(--bad); }
.ai .table-scroll { overflow-x: auto; }
.ai-my-answers ol { margin: .2rem 0 .6rem; padding-left: 1.6rem; font-size: .88rem; }
.ai-ans { color: var(--accent); }
.ai-answers h4 { margin-top: .2rem; }
.ai-result { border-radius: var(--radius); padding: .7rem .9rem; border: 2px solid; }
.ai-result.won { background: #e3f4e8; border-color: var(--good); }
.ai-result.lost { background: #f8e1df; border-color: var(--bad); }
.ai-result h3 { margin-top: 0; }
@media (max-width: 420px) {
  .ai-grid { --hd: 1.35rem; gap: 1px; }
  .ai-name { font-size: .58rem; -webkit-line-clamp: 3; }
  .ai-code { font-size: .6rem; }
  .ai-cell { padding: 1px 2px; border-left-width: 3px; }
  .ai-tok-label { min-width: 0; flex-basis: 100%; }
  .ai-token { width: .4rem; height: .4rem; border-width: 1px; }
  .ai-crown { font-size: 1rem; width: 1.6rem; height: 1.6rem; }
  .ai-guard { font-size: .5rem; }
  .ai-tag { font-size: .5rem; }
  .ai-cell.big .ai-name { font-size: .62rem; }
}
`;
