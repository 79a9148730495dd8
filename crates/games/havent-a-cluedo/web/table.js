// games/havent-a-cluedo.js — the Haven't a Cluedo table (docs/games/havent-a-cluedo.md):
// Imperial Manor drawn from the game's assets (corridors, rooms, doors, secret
// passages, start squares, every person's token), the die and the reachable places,
// the suggestion and refutation dialogs, your hand, the cards shown to you and by
// you, an automatic notebook derived from the view, the public suggestion log and
// the envelope at the end. It draws from the view only; actions go out through
// ctx.send. Corridor squares are named in words (squareWords: a start square, the
// door in front, the nearest rooms and the steps to their doors); on a narrow
// screen the board zooms to 30 px squares while you move and the reachable squares
// are also listed as buttons. Its CSS is adopted once as a constructed style sheet (ui.js adoptStyle).

import { el, nameOf, adoptStyle } from '../../ui.js';
import { t, language, has } from '../../i18n.js';
import { api } from '../../api.js';

// ---------------------------------------------------------------- static data

/** Fallbacks until the assets arrive (docs/games/havent-a-cluedo.md, HC-1). */
const DEFAULT_PERSONS = ['Miss Kingston', 'Gruppenführer Fontana', 'Sergeant Northey', 'Professor Anderson', 'Space Commander Lehman', 'Reverend Burgess'];
const DEFAULT_ARTICLES = ['Case of sherry', 'Rape alarm', 'Mines coffee machine', 'Pizza oven', 'Blackboard', 'Particle-beam weapon'];
const DEFAULT_ROOMS = ['Bar', 'Library', "Rector's Study", 'Lecture Theatre', 'Senior Common Room', "Porter's Lodge", 'Great Hall', 'Wine Cellar'];

/** Token colours and initials, by person index in turn order. */
export const PERSON_COLORS = ['#d0312d', '#2b59c3', '#1f8a4c', '#d99a00', '#8e44ad', '#3b3b3b'];
const PERSON_INITIALS = ['K', 'F', 'N', 'A', 'L', 'B'];
const ROOM_COLORS = ['#f2d6bf', '#d6e4c4', '#e4d2ea', '#cddfef', '#efe2b0', '#dcd6cc', '#f0cfcf', '#d5cdea'];

let assets = null; // {board, persons, articles, rooms, derived}
let assetsPromise = null;
let assetsError = null;

function loadAssets() {
  if (!assetsPromise) {
    assetsPromise = api('GET', '/api/games/havent-a-cluedo/assets')
      .then((data) => { assets = { ...data, derived: deriveBoard(data.board) }; assetsError = null; rerender(true); })
      .catch((err) => { assetsError = err; assetsPromise = null; rerender(true); });
  }
  return assetsPromise;
}

const persons = () => assets?.persons || DEFAULT_PERSONS;
const articles = () => assets?.articles || DEFAULT_ARTICLES;
const rooms = () => assets?.rooms || DEFAULT_ROOMS;

function categoryOf(card) {
  if (persons().includes(card)) return 'person';
  if (articles().includes(card)) return 'article';
  if (rooms().includes(card)) return 'room';
  return 'unknown';
}

/** The message id of a card: havent-a-cluedo-card-<slug> (lower case, no apostrophes, other non-letters as "-"). */
export function cardId(card) {
  const slug = String(card).toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `havent-a-cluedo-card-${slug}`;
}

/** A card as printed: articles and rooms translated, the persons as they are. */
export function cardLabel(card) {
  if (card === null || card === undefined) return '';
  const id = cardId(card);
  return has(id) ? t(id) : String(card);
}

/** A card in a sentence: `the` ("the Library") or, for rooms, `of` ("of the Library"). */
function cardIn(card, form) {
  const id = cardId(card);
  return has(id) ? t(`${id}.${form}`) : (form === 'of' ? `${card}` : String(card));
}

/** "a, b and c" (or "a, b or c") in the reader's language. */
function listOf(items, type = 'conjunction') {
  const list = items.filter((x) => x !== null && x !== undefined && x !== '').map(String);
  try {
    return new Intl.ListFormat(language(), { style: 'long', type }).format(list);
  } catch {
    return list.join(', ');
  }
}

function personIndex(person) {
  const i = persons().indexOf(person);
  return i >= 0 ? i : DEFAULT_PERSONS.indexOf(person);
}

function personColor(person) { return PERSON_COLORS[personIndex(person)] || '#777'; }
function personInitial(person) { return PERSON_INITIALS[personIndex(person)] || (person || '?')[0]; }

/** Cells, rooms with their bounding boxes, door directions and start squares. */
function deriveBoard(board) {
  const rows = board.rows;
  const height = board.height || rows.length;
  const width = board.width || rows[0].length;
  const at = (r, c) => (r >= 0 && r < height && c >= 0 && c < width ? rows[r][c] : '#');
  const isCorridor = (ch) => ch === '.' || /[0-9]/.test(ch);
  const roomByLetter = new Map();
  board.rooms.forEach((room, index) => {
    roomByLetter.set(room.letter.toUpperCase(), { ...room, index, top: Infinity, left: Infinity, bottom: -1, right: -1 });
  });
  const doorDir = new Map(); // "r,c" -> 'up' | 'down' | 'left' | 'right'
  for (let r = 0; r < height; r += 1) {
    for (let c = 0; c < width; c += 1) {
      const ch = at(r, c);
      if (!/[A-Za-z]/.test(ch)) continue;
      const room = roomByLetter.get(ch.toUpperCase());
      if (!room) continue;
      room.top = Math.min(room.top, r); room.bottom = Math.max(room.bottom, r);
      room.left = Math.min(room.left, c); room.right = Math.max(room.right, c);
      if (ch !== ch.toUpperCase()) {
        const dirs = [['up', -1, 0], ['down', 1, 0], ['left', 0, -1], ['right', 0, 1]];
        const found = dirs.find(([, dr, dc]) => isCorridor(at(r + dr, c + dc)));
        doorDir.set(`${r},${c}`, found ? found[0] : 'up');
      }
    }
  }
  const starts = new Map((board.starts || []).map((s) => [`${s.row},${s.col}`, s]));
  const roomByName = new Map([...roomByLetter.values()].map((room) => [room.name, room]));
  // By room: corridor steps from every square to the nearest square in front of
  // one of its doors (tokens ignored), for describing squares in words.
  const step = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
  const distances = new Map();
  for (const room of roomByLetter.values()) {
    const dist = new Array(width * height).fill(Infinity);
    const queue = [];
    for (const [r, c] of room.doors || []) {
      const [dr, dc] = step[doorDir.get(`${r},${c}`)] || [0, 0];
      const fr = r + dr;
      const fc = c + dc;
      if (isCorridor(at(fr, fc)) && dist[fr * width + fc] !== 0) { dist[fr * width + fc] = 0; queue.push([fr, fc]); }
    }
    for (let i = 0; i < queue.length; i += 1) {
      const [r, c] = queue[i];
      for (const [dr, dc] of Object.values(step)) {
        const nr = r + dr;
        const nc = c + dc;
        if (!isCorridor(at(nr, nc)) || dist[nr * width + nc] <= dist[r * width + c] + 1) continue;
        dist[nr * width + nc] = dist[r * width + c] + 1;
        queue.push([nr, nc]);
      }
    }
    distances.set(room.name, dist);
  }
  return { rows, width, height, at, isCorridor, roomByLetter, roomByName, doorDir, starts, distances };
}

/**
 * A corridor square in words, from the board alone: the start square it is, or
 * the room door it is in front of, or the nearest room doors and how far they are
 * ("in the corridor between the Library and the Great Hall, 3 steps from each").
 */
export function squareWords(row, col, d = assets?.derived) {
  const at = () => t('havent-a-cluedo-square-at', { row, col });
  if (!d || !d.isCorridor(d.at(row, col))) return at();
  const start = d.starts.get(`${row},${col}`);
  if (start) return t('havent-a-cluedo-square-start', { person: start.person });
  const near = [...d.distances.entries()]
    .map(([room, dist]) => ({ room, steps: dist[row * d.width + col] }))
    .filter((x) => Number.isFinite(x.steps))
    .sort((a, b) => a.steps - b.steps);
  if (!near.length) return at();
  const [first, second] = near;
  const of = cardIn(first.room, 'of');
  if (first.steps === 0) return t('havent-a-cluedo-square-outside', { of });
  const between = second ? { first: cardIn(first.room, 'the'), second: cardIn(second.room, 'the'), steps: first.steps } : null;
  if (second && second.steps === first.steps) return t('havent-a-cluedo-square-between-each', between);
  if (second && second.steps === first.steps + 1) return t('havent-a-cluedo-square-between-first', { ...between, of });
  return t('havent-a-cluedo-square-near', { steps: first.steps, of });
}

// ---------------------------------------------------------------- words

function articlePhrase(article) {
  return article ? cardIn(article, 'the') : t('havent-a-cluedo-something');
}
const roomPhrase = (room) => (room ? cardIn(room, 'the') : t('havent-a-cluedo-a-room'));

function personOf(ctx, seat) {
  return ctx?.view?.seats?.[seat]?.person || persons()[seat] || t('havent-a-cluedo-seat', { number: Number(seat) + 1 });
}

/** "Miss Kingston (Ada)". */
function who(ctx, seat) {
  const person = personOf(ctx, seat);
  const name = ctx?.names?.[seat];
  return name ? `${person} (${name})` : person;
}

function placeWords(place) {
  if (!place) return t('havent-a-cluedo-somewhere');
  if (place.room) return roomPhrase(place.room);
  if (place.square) return squareWords(place.square.row, place.square.col);
  return t('havent-a-cluedo-somewhere');
}

function suggestionWords(person, article, room) {
  return t('havent-a-cluedo-suggestion', { person: person || t('havent-a-cluedo-somewhere'), room: roomPhrase(room), article: articlePhrase(article) });
}

/** One event (docs/games/havent-a-cluedo.md "Events") in words for the game log. */
export function describeEvent(body, ctx) {
  const w = (seat) => who(ctx, seat);
  switch (body?.type) {
    case 'turn_started':
      return t('havent-a-cluedo-event-turn-started', { turn: body.turn, name: w(body.seat) });
    case 'rolled':
      return t('havent-a-cluedo-event-rolled', { name: w(body.seat), roll: body.roll });
    case 'could_not_move':
      return t('havent-a-cluedo-event-could-not-move', { name: w(body.seat), roll: body.roll });
    case 'moved':
      return body.to?.room
        ? t('havent-a-cluedo-event-entered', { name: w(body.seat), room: roomPhrase(body.to.room) })
        : t('havent-a-cluedo-event-moved', { name: w(body.seat), place: placeWords(body.to) });
    case 'took_secret_passage':
      return t('havent-a-cluedo-event-secret-passage', { name: w(body.seat), from: roomPhrase(body.from), to: roomPhrase(body.to) });
    case 'ended_turn':
      return t('havent-a-cluedo-event-ended-turn', { name: w(body.seat) });
    case 'suggested': {
      const suggestion = suggestionWords(body.person, body.article, body.room);
      return body.summoned_from
        ? t('havent-a-cluedo-event-suggested-summoned', { name: w(body.seat), suggestion, person: body.person, place: placeWords(body.summoned_from) })
        : t('havent-a-cluedo-event-suggested', { name: w(body.seat), suggestion });
    }
    case 'passed':
      return t('havent-a-cluedo-event-cannot-answer', { name: w(body.seat) });
    case 'card_shown':
      return t('havent-a-cluedo-event-card-shown', { by: w(body.by), to: w(body.to) });
    case 'card_shown_to_you': {
      // In a replay the event is narrated for the seat it was sent to.
      if ((ctx?.replay || ctx?.readOnly) && ctx?.audience?.length === 1) {
        return t('havent-a-cluedo-event-card-shown-to-seat', { by: w(body.by), to: w(ctx.audience[0]), card: cardLabel(body.card) });
      }
      return t('havent-a-cluedo-event-card-shown-to-you', { by: w(body.by), card: cardLabel(body.card) });
    }
    case 'nobody_showed':
      return t('havent-a-cluedo-event-nobody-showed', { name: w(body.seat) });
    case 'won':
      return t('havent-a-cluedo-event-won', { name: w(body.seat), suggestion: suggestionWords(body.person, body.article, body.room) });
    case 'round_limit_reached':
      return t('havent-a-cluedo-event-round-limit', { rounds: Number(body.rounds) || 0 });
    default:
      return undefined;
  }
}

function pendingSuggestion(v) {
  const list = v.suggestions || [];
  for (let i = list.length - 1; i >= 0; i -= 1) if (list[i].result === 'pending') return list[i];
  return list[list.length - 1] || null;
}

function wonSuggestion(v) {
  return (v.suggestions || []).find((s) => s.result === 'won') || null;
}

function endWords(v, ctx) {
  const won = wonSuggestion(v);
  if (won) return t('havent-a-cluedo-end-found', { name: who(ctx, won.by), suggestion: suggestionWords(won.person, won.article, won.room) });
  const winners = v.outcome?.winners || [];
  if (winners.length) return t('havent-a-cluedo-end-winner', { names: listOf(winners.map((s) => who(ctx, s))) });
  // Without a winner the game can only have reached its round limit (the outcome's
  // summary is an English sentence from the server, so it is not shown).
  return v.outcome && v.round_limit ? t('havent-a-cluedo-end-round-limit', { rounds: Number(v.round_limit) }) : t('havent-a-cluedo-end-over');
}

/** The what-you-can-do sentence for the turn prompt. */
export function prompt(ctx) {
  const v = ctx.view;
  if (!v) return null;
  const phase = v.phase || {};
  const me = ctx.readOnly ? null : ctx.seat;
  const mine = (seat) => me !== null && me !== undefined && seat === me;
  const acts = ctx.readOnly ? [] : (v.your_actions || []);
  const has = (type) => acts.some((a) => a.type === type);
  switch (phase.phase) {
    case 'over':
      return t('havent-a-cluedo-prompt-over', { end: endWords(v, ctx) });
    case 'turn_start': {
      if (!mine(phase.seat)) return t('havent-a-cluedo-prompt-other-to-play', { name: who(ctx, phase.seat) });
      const options = [];
      if (has('roll')) options.push(t('havent-a-cluedo-option-roll'));
      if (has('secret_passage')) {
        const to = passageTarget(v, me);
        options.push(to ? t('havent-a-cluedo-option-passage-to', { room: roomPhrase(to) }) : t('havent-a-cluedo-option-passage'));
      }
      if (has('suggest')) options.push(t('havent-a-cluedo-option-suggest', { room: roomPhrase(myRoom(v, me)) }));
      if (has('end_turn')) options.push(myRoom(v, me) ? t('havent-a-cluedo-option-stay-in', { room: roomPhrase(myRoom(v, me)) }) : t('havent-a-cluedo-option-stay'));
      const words = options.length ? listOf(options, 'disjunction') : t('havent-a-cluedo-option-nothing');
      return t('havent-a-cluedo-prompt-your-turn', { options: words, person: personOf(ctx, me) });
    }
    case 'moving':
      if (mine(phase.seat)) return t('havent-a-cluedo-prompt-you-rolled', { roll: phase.roll });
      return t('havent-a-cluedo-prompt-other-moving', { name: who(ctx, phase.seat), roll: phase.roll });
    case 'in_room':
      if (mine(phase.seat)) return t('havent-a-cluedo-prompt-you-in-room', { room: roomPhrase(phase.room) });
      return t('havent-a-cluedo-prompt-other-in-room', { name: who(ctx, phase.seat), room: roomPhrase(phase.room) });
    case 'refuting': {
      const s = pendingSuggestion(v);
      const what = s ? suggestionWords(s.person, s.article, s.room) : t('havent-a-cluedo-a-suggestion');
      if (mine(phase.refuter)) return t('havent-a-cluedo-prompt-refute-you', { name: who(ctx, phase.suggester), suggestion: what });
      if (mine(phase.suggester)) return t('havent-a-cluedo-prompt-waiting-you', { name: who(ctx, phase.refuter) });
      return t('havent-a-cluedo-prompt-waiting-other', { refuter: who(ctx, phase.refuter), suggester: who(ctx, phase.suggester) });
    }
    default:
      return null;
  }
}

function myToken(v, seat) {
  return (v.tokens || []).find((t) => t.played_by === seat) || null;
}
function myRoom(v, seat) {
  return myToken(v, seat)?.place?.room || null;
}
function passageTarget(v, seat) {
  const room = myRoom(v, seat);
  if (!room) return null;
  return assets?.derived.roomByName.get(room)?.passage || null;
}

// ---------------------------------------------------------------- the notebook

const YES = 1;
const NO = -1;

/**
 * Who holds which card, from the view alone: your hand, cards shown to you and by
 * you, passes (the seat holds none of the three), "showed one of these three",
 * hand sizes, and the envelope (one card of each category). Each cell is
 * {state: YES|NO|0, how: 'hand'|'shown'|'pass'|'deduced'|'revealed', note}.
 */
export function notebook(v, seat, nameOfSeat = (s) => t('havent-a-cluedo-seat', { number: s + 1 })) {
  const cards = [...persons(), ...articles(), ...rooms()];
  const seats = (v.seats || []).map((s) => s.seat);
  const grid = new Map(cards.map((c) => [c, { seats: seats.map(() => ({ state: 0, how: null, notes: [] })), envelope: { state: 0, how: null } }]));
  const sizes = (v.seats || []).map((s) => s.hand_size);
  let changed = true;
  const set = (card, s, state, how, note) => {
    const row = grid.get(card);
    if (!row) return;
    const cell = s === 'env' ? row.envelope : row.seats[s];
    if (!cell || cell.state === state) { if (cell && note && !cell.notes?.includes(note)) cell.notes?.push(note); return; }
    if (cell.state !== 0) return; // never overwrite a fact (an inconsistency would be the server's)
    cell.state = state;
    cell.how = how;
    if (note && cell.notes) cell.notes.push(note);
    changed = true;
  };
  if (v.hands) v.hands.forEach((hand, s) => cards.forEach((c) => set(c, s, hand.includes(c) ? YES : NO, 'revealed')));
  if (v.envelope) cards.forEach((c) => set(c, 'env', v.envelope.includes(c) ? YES : NO, 'revealed'));
  const me = typeof seat === 'number' && v.hand ? seat : null;
  if (me !== null) cards.forEach((c) => set(c, me, v.hand.includes(c) ? YES : NO, 'hand'));
  for (const s of v.shown_to_you || []) set(s.card, s.by, YES, 'shown', t('havent-a-cluedo-note-showed-you', { turn: v.suggestions?.[s.suggestion]?.turn ?? '?' }));
  for (const s of v.shown_by_you || []) {
    const row = grid.get(s.card);
    if (row && me !== null) row.seats[me].notes.push(t('havent-a-cluedo-note-you-showed', { name: nameOfSeat(s.to) }));
  }
  const constraints = [];
  for (const s of v.suggestions || []) {
    const three = [s.person, s.article, s.room];
    for (const p of s.passed || []) three.forEach((c) => set(c, p, NO, 'pass', t('havent-a-cluedo-note-passed', { turn: s.turn })));
    if (s.shown_by !== null && s.shown_by !== undefined) {
      if (s.card) set(s.card, s.shown_by, YES, 'shown', t('havent-a-cluedo-note-showed', { turn: s.turn }));
      else constraints.push({ seat: s.shown_by, cards: three, turn: s.turn });
    }
    if (s.result === 'won') three.forEach((c) => set(c, 'env', YES, 'deduced'));
  }
  const byCategory = [persons(), articles(), rooms()];
  for (let guard = 0; changed && guard < 50; guard += 1) {
    changed = false;
    for (const card of cards) {
      const row = grid.get(card);
      const holder = row.seats.findIndex((c) => c.state === YES);
      if (holder >= 0) {
        row.seats.forEach((_, s) => { if (s !== holder) set(card, s, NO, 'deduced'); });
        set(card, 'env', NO, 'deduced');
      }
      if (row.envelope.state === YES) row.seats.forEach((_, s) => set(card, s, NO, 'deduced'));
      if (row.seats.length && row.seats.every((c) => c.state === NO)) set(card, 'env', YES, 'deduced');
      if (row.envelope.state === NO) {
        const open = row.seats.map((c, s) => (c.state === NO ? -1 : s)).filter((s) => s >= 0);
        if (open.length === 1) set(card, open[0], YES, 'deduced');
      }
    }
    for (const cat of byCategory) {
      const inEnv = cat.find((c) => grid.get(c)?.envelope.state === YES);
      if (inEnv) cat.forEach((c) => { if (c !== inEnv) set(c, 'env', NO, 'deduced'); });
      const open = cat.filter((c) => grid.get(c)?.envelope.state !== NO);
      if (open.length === 1) set(open[0], 'env', YES, 'deduced');
    }
    seats.forEach((s, i) => {
      const yes = cards.filter((c) => grid.get(c).seats[i].state === YES).length;
      const unknown = cards.filter((c) => grid.get(c).seats[i].state === 0);
      if (sizes[i] === undefined || !unknown.length) return;
      if (yes === sizes[i]) unknown.forEach((c) => set(c, i, NO, 'deduced'));
      else if (yes + unknown.length === sizes[i]) unknown.forEach((c) => set(c, i, YES, 'deduced'));
    });
    for (const k of constraints) {
      const states = k.cards.map((c) => grid.get(c)?.seats[k.seat]?.state);
      if (states.includes(YES)) continue;
      const open = k.cards.filter((c, i) => states[i] !== NO);
      if (open.length === 1) set(open[0], k.seat, YES, 'deduced', t('havent-a-cluedo-note-showed-one', { cards: listOf(k.cards.map(cardLabel)), turn: k.turn }));
    }
  }
  // Unresolved "showed one of these" hints, for the grid's "?" marks.
  for (const k of constraints) {
    const states = k.cards.map((c) => grid.get(c)?.seats[k.seat]?.state);
    if (states.includes(YES)) continue;
    k.cards.forEach((c, i) => {
      if (states[i] === 0) grid.get(c).seats[k.seat].notes.push(t('havent-a-cluedo-note-showed-one', { cards: listOf(k.cards.map(cardLabel)), turn: k.turn }));
    });
  }
  return { cards, grid, seats };
}

// ---------------------------------------------------------------- local UI state

let ui = null;

function uiFor(container, ctx) {
  const key = `${ctx.match?.id}|${ctx.readOnly ? 'ro' : ctx.seat}`;
  if (!ui || ui.key !== key) {
    ui = { key, person: null, article: null, phaseKey: null, zoom: null, centred: null, drawnKey: null, container: null, ctx: null };
  }
  ui.container = container;
  ui.ctx = ctx;
  const v = ctx.view;
  const phaseKey = JSON.stringify([v.turn, v.phase, (v.suggestions || []).length]);
  if (ui.phaseKey !== phaseKey) {
    ui.phaseKey = phaseKey;
    ui.person = null;
    ui.article = null;
  }
  return ui;
}

function rerender(force) {
  if (!ui?.container || !ui.ctx) return;
  if (force) ui.drawnKey = null;
  render(ui.container, ui.ctx);
}

// ---------------------------------------------------------------- render

export function render(container, ctx) {
  injectStyle();
  const v = ctx.view;
  if (!v) { container.replaceChildren(el('p', { class: 'muted', text: t('havent-a-cluedo-not-started') })); return; }
  const st = uiFor(container, ctx);
  if (!assets) {
    loadAssets();
    container.replaceChildren(el('div', { class: 'hc' },
      assetsError
        ? el('p', { class: 'notice' }, `${t('havent-a-cluedo-board-error', { error: assetsError.message })} `,
          el('button', { type: 'button', text: t('havent-a-cluedo-retry'), on: { click: () => { assetsError = null; loadAssets(); } } }))
        : el('p', { class: 'muted', text: t('havent-a-cluedo-unfolding') })));
    return;
  }
  // Redraw only when something visible changed, so that open selects stay open.
  const drawKey = JSON.stringify([v, ctx.seat, ctx.names, ctx.readOnly, st.person, st.article, st.zoom, narrow()]);
  if (st.drawnKey === drawKey && container.firstChild?.classList?.contains('hc')) return;
  st.drawnKey = drawKey;
  const model = tableModel(v, ctx);
  const scrollY = window.scrollY;
  const oldPan = container.querySelector('.hc-board-scroll');
  const pan = oldPan ? [oldPan.scrollLeft, oldPan.scrollTop] : null;
  container.replaceChildren(el('div', { class: 'hc', testid: 'hc-table' },
    v.phase?.phase === 'over' ? gameOver(v, ctx, model) : null,
    playersStrip(v, ctx, model),
    el('div', { class: 'hc-main' },
      actionsPanel(v, ctx, st, model),
      boardPanel(v, ctx, st, model),
      el('div', { class: 'hc-info' }, handPanel(v, ctx, model), shownPanel(v, ctx, model))),
    el('div', { class: 'hc-lower' }, notebookPanel(v, ctx, model), suggestionLog(v, ctx, model)),
    v.hands ? handsReveal(v, ctx) : null));
  if (Math.abs(window.scrollY - scrollY) > 1) window.scrollTo(0, scrollY);
  const scroller = container.querySelector('.hc-board-scroll');
  if (scroller && zoomed(st, model)) {
    // A new move: show its destinations (or the token); otherwise keep the pan.
    const moveKey = model.moves.length ? st.phaseKey : null;
    if (moveKey && st.centred !== moveKey) {
      st.centred = moveKey;
      centreOn(scroller, container.querySelectorAll('.hc-board .dest, .hc-board .hc-token.mine'));
    } else if (pan) {
      [scroller.scrollLeft, scroller.scrollTop] = pan;
    }
  }
}

const narrow = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 640px)').matches;

/** Zoomed: chosen with the button, or automatically on a narrow screen while you move. */
function zoomed(st, model) {
  if (st.zoom !== null) return st.zoom;
  return narrow() && model.moves.length > 0;
}

function centreOn(scroller, nodes) {
  if (!nodes.length) return;
  const box = scroller.getBoundingClientRect();
  let left = Infinity; let top = Infinity; let right = -Infinity; let bottom = -Infinity;
  for (const n of nodes) {
    const r = n.getBoundingClientRect();
    left = Math.min(left, r.left); top = Math.min(top, r.top); right = Math.max(right, r.right); bottom = Math.max(bottom, r.bottom);
  }
  scroller.scrollLeft += (left + right) / 2 - (box.left + box.right) / 2;
  scroller.scrollTop += (top + bottom) / 2 - (box.top + box.bottom) / 2;
}

function tableModel(v, ctx) {
  const me = ctx.readOnly || typeof ctx.seat !== 'number' ? null : ctx.seat;
  const actions = ctx.readOnly ? [] : (v.your_actions || []);
  const of = (type) => actions.filter((a) => a.type === type);
  const moves = of('move');
  const destSquares = new Set();
  const destRooms = new Set();
  for (const m of moves) {
    if (m.to?.square) destSquares.add(`${m.to.square.row},${m.to.square.col}`);
    if (m.to?.room) destRooms.add(m.to.room);
  }
  // Everyone sees where the mover may go (public), highlighted faintly.
  const publicSquares = new Set();
  const publicRooms = new Set();
  for (const d of v.destinations || []) {
    if (d.square) publicSquares.add(`${d.square.row},${d.square.col}`);
    if (d.room) publicRooms.add(d.room);
  }
  return {
    me,
    actions,
    roll: of('roll')[0] || null,
    passage: of('secret_passage')[0] || null,
    endTurn: of('end_turn')[0] || null,
    suggests: of('suggest'),
    shows: of('show'),
    moves,
    destSquares,
    destRooms,
    publicSquares,
    publicRooms,
    book: notebook(v, me, (s) => who(ctx, s)),
    ctx,
    current: currentSeat(v),
  };
}

function currentSeat(v) {
  const p = v.phase || {};
  if (p.phase === 'refuting') return p.suggester;
  return typeof p.seat === 'number' ? p.seat : null;
}

// ---- players

function playersStrip(v, ctx, model) {
  const winners = new Set(v.outcome?.winners || []);
  const p = v.phase || {};
  return el('ul', { class: 'hc-players', testid: 'hc-players' }, (v.seats || []).map((s) => {
    const toMove = (v.to_move || []).includes(s.seat);
    const classes = ['hc-player'];
    if (toMove) classes.push('current');
    if (winners.has(s.seat)) classes.push('winner');
    return el('li', { class: classes.join(' '), testid: `hc-player-${s.seat}` },
      tokenDisc(s.person, { small: true }),
      el('span', { class: 'hc-pname' }, el('strong', { text: s.person }), el('span', { class: 'muted', text: ` ${nameOf(ctx.names, s.seat)}` })),
      s.seat === model.me ? el('span', { class: 'badge', text: t('havent-a-cluedo-badge-you') }) : null,
      toMove ? el('span', { class: 'badge turn', text: t(p.phase === 'refuting' && p.refuter === s.seat ? 'havent-a-cluedo-badge-to-answer' : 'havent-a-cluedo-badge-to-play') }) : null,
      s.summoned_to && v.phase?.phase !== 'over' ? el('span', { class: 'badge', title: t('havent-a-cluedo-badge-summoned.title'), text: t('havent-a-cluedo-badge-summoned', { room: cardLabel(s.summoned_to) }) }) : null,
      winners.has(s.seat) ? el('span', { class: 'badge win', text: t('havent-a-cluedo-badge-winner') }) : null,
      el('span', { class: 'hc-cards-count', title: t('havent-a-cluedo-cards-in-hand.title'), text: t('havent-a-cluedo-cards-in-hand', { count: Number(s.hand_size) || 0 }) }));
  }));
}

function tokenDisc(person, { small = false, mine = false, active = false, title = null } = {}) {
  const classes = ['hc-token'];
  if (small) classes.push('small');
  if (mine) classes.push('mine');
  if (active) classes.push('active');
  return el('span', { class: classes.join(' '), style: { background: personColor(person) }, title: title || person, 'aria-label': title || person, text: personInitial(person) });
}

// ---- the board

function boardPanel(v, ctx, st, model) {
  const d = assets.derived;
  const tokensAt = new Map();
  const tokensIn = new Map();
  for (const t of v.tokens || []) {
    if (t.place?.square) {
      const k = `${t.place.square.row},${t.place.square.col}`;
      tokensAt.set(k, [...(tokensAt.get(k) || []), t]);
    } else if (t.place?.room) tokensIn.set(t.place.room, [...(tokensIn.get(t.place.room) || []), t]);
  }
  const tokenFor = (token) => {
    const player = token.played_by !== null && token.played_by !== undefined ? nameOf(ctx.names, token.played_by) : t('havent-a-cluedo-not-played');
    return tokenDisc(token.person, {
      mine: token.played_by === model.me && model.me !== null,
      active: token.played_by === model.current && v.phase?.phase !== 'over',
      title: t(token.moves_diagonally ? 'havent-a-cluedo-token-title-diagonal' : 'havent-a-cluedo-token-title', { person: token.person, player }),
    });
  };
  const cells = [];
  for (let r = 0; r < d.height; r += 1) {
    for (let c = 0; c < d.width; c += 1) {
      const ch = d.at(r, c);
      const k = `${r},${c}`;
      const style = { gridRow: String(r + 1), gridColumn: String(c + 1) };
      if (ch === '#') { cells.push(el('div', { class: 'hc-cell wall', style })); continue; }
      if (/[A-Za-z]/.test(ch)) {
        const room = d.roomByLetter.get(ch.toUpperCase());
        const edges = [];
        const same = (rr, cc) => d.at(rr, cc).toUpperCase() === ch.toUpperCase() && /[A-Za-z]/.test(d.at(rr, cc));
        const door = d.doorDir.get(k);
        const edge = (dir, shadow) => edges.push(`inset ${shadow} ${door === dir ? 'var(--hc-door)' : 'var(--hc-wall-line)'}`);
        if (!same(r - 1, c) || door === 'up') edge('up', door === 'up' ? '0 4px 0' : '0 2px 0');
        if (!same(r + 1, c) || door === 'down') edge('down', door === 'down' ? '0 -4px 0' : '0 -2px 0');
        if (!same(r, c - 1) || door === 'left') edge('left', door === 'left' ? '4px 0 0' : '2px 0 0');
        if (!same(r, c + 1) || door === 'right') edge('right', door === 'right' ? '-4px 0 0' : '-2px 0 0');
        cells.push(el('div', {
          class: `hc-cell room${door ? ' door' : ''}`,
          style: { ...style, background: ROOM_COLORS[room?.index ?? 0], boxShadow: edges.join(', ') || 'none' },
          title: door ? t('havent-a-cluedo-door-title', { of: cardIn(room?.name, 'of') }) : undefined,
        }));
        continue;
      }
      // A corridor square (maybe a start square).
      const start = d.starts.get(k);
      const here = tokensAt.get(k) || [];
      const mineDest = model.destSquares.has(k);
      const seen = !mineDest && model.publicSquares.has(k);
      const classes = ['hc-cell', 'corridor'];
      if (start) classes.push('start');
      if (mineDest) classes.push('dest');
      if (seen) classes.push('reach');
      const content = [
        start && !here.length ? el('span', { class: 'hc-start-mark', style: { borderColor: personColor(start.person), color: personColor(start.person) }, text: String(start.digit) }) : null,
        here.map(tokenFor),
      ];
      if (mineDest) {
        const action = model.moves.find((m) => m.to?.square && m.to.square.row === r && m.to.square.col === c);
        cells.push(el('button', {
          type: 'button', class: classes.join(' '), style, testid: `hc-dest-${r}-${c}`,
          title: t('havent-a-cluedo-move-title', { square: squareWords(r, c) }), 'aria-label': t('havent-a-cluedo-move-label', { square: squareWords(r, c), row: r, col: c }),
          on: { click: () => ctx.send(action) },
        }, content));
      } else {
        cells.push(el('div', { class: classes.join(' '), style, title: squareWords(r, c) }, content));
      }
    }
  }
  // Each room: an overlay with its name, its tokens, its passage; clickable when reachable.
  const overlays = [];
  for (const room of d.roomByLetter.values()) {
    if (room.bottom < 0) continue;
    const style = { gridRow: `${room.top + 1} / ${room.bottom + 2}`, gridColumn: `${room.left + 1} / ${room.right + 2}` };
    const inside = tokensIn.get(room.name) || [];
    const mineDest = model.destRooms.has(room.name);
    const seen = !mineDest && model.publicRooms.has(room.name);
    const passageHere = room.passage
      ? passageBadge(room, d, model, ctx, v)
      : null;
    const content = [
      el('span', { class: 'hc-room-name', text: cardLabel(room.name) }),
      inside.length ? el('span', { class: 'hc-room-tokens' }, inside.map(tokenFor)) : null,
      passageHere,
    ];
    const classes = ['hc-room'];
    if (mineDest) classes.push('dest');
    if (seen) classes.push('reach');
    if (mineDest) {
      const action = model.moves.find((m) => m.to?.room === room.name);
      overlays.push(el('button', {
        type: 'button', class: classes.join(' '), style, testid: `hc-room-${room.name}`, 'aria-label': t('havent-a-cluedo-enter-label', { room: roomPhrase(room.name) }),
        on: { click: () => ctx.send(action) },
      }, content));
    } else {
      overlays.push(el('div', { class: classes.join(' '), style, 'data-room': room.name }, content));
    }
  }
  const board = el('div', { class: 'hc-board', role: 'group', 'aria-label': t('havent-a-cluedo-board-label'), style: { '--hc-cols': String(d.width), '--hc-rows': String(d.height) } }, cells, overlays);
  const legend = el('ul', { class: 'hc-legend' }, (v.tokens || []).map((token) => el('li', {},
    tokenDisc(token.person, { small: true }),
    ` ${token.person}`,
    el('span', { class: 'muted', text: token.played_by !== null && token.played_by !== undefined ? ` · ${nameOf(ctx.names, token.played_by)}` : ` · ${t('havent-a-cluedo-not-played')}` }),
    token.moves_diagonally ? el('span', { class: 'badge', text: t('havent-a-cluedo-diagonal') }) : null)));
  const zoom = zoomed(st, model);
  return el('section', { class: `hc-board-panel${zoom ? ' zoom' : ''}`, testid: 'hc-board' },
    el('div', { class: 'hc-board-head' },
      el('h4', { text: t('havent-a-cluedo-board-title') }),
      el('button', { type: 'button', class: 'subtle hc-zoom-btn', testid: 'hc-zoom', 'aria-pressed': zoom ? 'true' : 'false', text: t(zoom ? 'havent-a-cluedo-zoom-fit' : 'havent-a-cluedo-zoom-in'),
        on: { click: () => { st.zoom = !zoom; st.centred = null; rerender(true); } } })),
    el('div', { class: 'hc-board-scroll' }, board),
    el('p', { class: 'muted small hc-key' },
      el('span', { class: 'hc-key-door' }), ` ${t('havent-a-cluedo-key-door')} · `, el('span', { class: 'hc-key-pass', text: '⇄' }), ` ${t('havent-a-cluedo-key-passage')} · `,
      el('span', { class: 'hc-key-start', text: '1' }), ` ${t('havent-a-cluedo-key-start')} · `,
      el('span', { class: 'hc-key-dest' }), ` ${t('havent-a-cluedo-key-reachable')}`),
    legend);
}

function passageBadge(room, d, model, ctx, v) {
  // In the corner of the room that faces the corner of the board.
  const vertical = room.top + room.bottom < d.height - 1 ? 'top' : 'bottom';
  const horizontal = room.left + room.right < d.width - 1 ? 'left' : 'right';
  const classes = `hc-passage-mark ${vertical} ${horizontal}`;
  const usable = model.passage && myRoom(v, model.me) === room.name;
  if (usable) {
    return el('button', { type: 'button', class: `${classes} usable`, title: t('havent-a-cluedo-passage-take-title', { room: roomPhrase(room.passage) }), text: `⇄ ${cardLabel(room.passage)}`,
      on: { click: (e) => { e.stopPropagation(); ctx.send(model.passage); } } });
  }
  return el('span', { class: classes, title: t('havent-a-cluedo-passage-title', { room: roomPhrase(room.passage) }), text: '⇄' });
}

// ---- actions

function dieFace(value) {
  const pips = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] }[value] || [];
  const cells = [];
  for (let i = 1; i <= 9; i += 1) cells.push(el('span', { class: pips.includes(i) ? 'pip on' : 'pip' }));
  return el('span', { class: 'hc-die', testid: 'hc-die', 'data-value': String(value), 'aria-label': t('havent-a-cluedo-die-label', { value }), title: t('havent-a-cluedo-die-title', { value }) }, cells);
}

function actionsPanel(v, ctx, st, model) {
  const p = v.phase || {};
  const parts = [];
  if (p.phase === 'over') {
    parts.push(el('p', { text: endWords(v, ctx) }));
  } else if (model.me === null) {
    parts.push(el('p', { class: 'muted', text: t(ctx.readOnly ? 'havent-a-cluedo-replay-nothing' : 'havent-a-cluedo-watching') }));
  }
  if (p.phase === 'moving' || (v.roll && p.phase !== 'turn_start' && p.phase !== 'over')) {
    const mover = p.phase === 'moving' ? p.seat : currentSeat(v);
    parts.push(el('div', { class: 'hc-roll-line' }, dieFace(v.roll || p.roll),
      el('span', { text: ` ${mover === model.me ? t('havent-a-cluedo-you-rolled', { roll: v.roll || p.roll }) : t('havent-a-cluedo-other-rolled', { name: who(ctx, mover), roll: v.roll || p.roll })}` })));
  }
  if (model.actions.length) {
    const buttons = [];
    if (model.roll) buttons.push(el('button', { type: 'button', class: 'primary', testid: 'hc-roll', text: t('havent-a-cluedo-roll'), on: { click: () => ctx.send(model.roll) } }));
    if (model.passage) {
      const to = passageTarget(v, model.me);
      buttons.push(el('button', { type: 'button', testid: 'hc-passage', text: to ? t('havent-a-cluedo-passage-button-to', { room: roomPhrase(to) }) : t('havent-a-cluedo-passage-button'), on: { click: () => ctx.send(model.passage) } }));
    }
    if (model.endTurn) {
      if (p.phase === 'turn_start') {
        const room = myRoom(v, model.me);
        buttons.push(el('button', { type: 'button', testid: 'hc-stay', text: room ? t('havent-a-cluedo-stay-in', { room: roomPhrase(room) }) : t('havent-a-cluedo-stay-here'), on: { click: () => ctx.send(model.endTurn) } }));
      } else {
        buttons.push(el('button', { type: 'button', testid: 'hc-end-turn', text: t(p.phase === 'in_room' ? 'havent-a-cluedo-end-turn-no-suggestion' : 'havent-a-cluedo-end-turn'), on: { click: () => ctx.send(model.endTurn) } }));
      }
    }
    if (buttons.length) parts.push(el('div', { class: 'row hc-buttons' }, buttons));
    if (model.moves.length) {
      const roomMoves = model.moves.filter((m) => m.to?.room);
      const squareMoves = model.moves.filter((m) => m.to?.square);
      parts.push(el('p', { class: 'small', text: roomMoves.length
        ? t('havent-a-cluedo-tap-squares-rooms', { squares: model.destSquares.size, rooms: roomMoves.length })
        : t('havent-a-cluedo-tap-squares', { squares: model.destSquares.size }) }));
      if (roomMoves.length) {
        parts.push(el('div', { class: 'row hc-room-moves' }, el('span', { class: 'small', text: t('havent-a-cluedo-enter') }),
          roomMoves.map((m) => el('button', { type: 'button', class: 'small-btn', testid: `hc-enter-${m.to.room}`, text: cardLabel(m.to.room), on: { click: () => ctx.send(m) } }))));
      }
      if (squareMoves.length) parts.push(squareList(squareMoves, ctx));
    }
    if (model.suggests.length) parts.push(suggestDialog(v, ctx, st, model));
    if (model.shows.length) parts.push(showDialog(v, ctx, model));
  } else if (model.me !== null && p.phase !== 'over') {
    parts.push(el('p', { class: 'muted', text: t(p.phase === 'refuting' && p.suggester === model.me ? 'havent-a-cluedo-waiting-card' : 'havent-a-cluedo-not-your-turn') }));
  }
  return el('section', { class: `hc-actions card${model.actions.length ? ' my-turn' : ''}`, testid: 'hc-actions' },
    el('h4', { text: t(model.actions.length ? 'havent-a-cluedo-your-move' : (p.phase === 'over' ? 'havent-a-cluedo-the-end' : 'havent-a-cluedo-turn')) }),
    el('p', { class: 'hc-turn-line small muted', text: v.round_limit ? t('havent-a-cluedo-turn-line-limit', { turn: v.turn, limit: v.round_limit }) : t('havent-a-cluedo-turn-line', { turn: v.turn }) }),
    parts);
}

/** The reachable squares as buttons, nearest room first: the board's squares are
 * small on a phone, these are not. */
function squareList(moves, ctx) {
  const items = moves.map((m) => ({ m, words: squareWords(m.to.square.row, m.to.square.col) }))
    .sort((a, b) => a.words.localeCompare(b.words) || a.m.to.square.row - b.m.to.square.row || a.m.to.square.col - b.m.to.square.col);
  return el('details', { class: 'hc-square-moves', testid: 'hc-square-moves', open: narrow() },
    el('summary', { class: 'small', text: t('havent-a-cluedo-stop-on-square', { count: moves.length }) }),
    el('ul', { class: 'hc-square-list' }, items.map(({ m, words }) => {
      const { row, col } = m.to.square;
      return el('li', {}, el('button', {
        type: 'button', class: 'hc-square-btn', testid: `hc-move-${row}-${col}`,
        on: { click: () => ctx.send(m) },
      }, el('span', { text: words[0].toUpperCase() + words.slice(1) }), el('span', { class: 'muted small', text: ` ${t('havent-a-cluedo-square-coords', { row, col })}` })));
    })));
}

function cardHint(card, model) {
  const row = model.book.grid.get(card);
  if (!row) return '';
  if (row.envelope.state === YES) return ` ${t('havent-a-cluedo-hint-envelope')}`;
  const holder = row.seats.findIndex((c) => c.state === YES);
  if (holder >= 0 && holder === model.me) return ` ${t('havent-a-cluedo-hint-yours')}`;
  if (holder >= 0) return ` ${t('havent-a-cluedo-hint-held', { name: shortPerson(model.ctx, holder) })}`;
  return '';
}

function suggestDialog(v, ctx, st, model) {
  const personsList = [...new Set(model.suggests.map((a) => a.person))];
  const articlesList = [...new Set(model.suggests.map((a) => a.article))];
  const room = (v.phase?.phase === 'in_room' && v.phase.room) || myRoom(v, model.me) || null;
  const firstOpen = (list) => list.find((c) => !cardHint(c, model)) || list[0];
  if (!personsList.includes(st.person)) st.person = firstOpen(personsList);
  if (!articlesList.includes(st.article)) st.article = firstOpen(articlesList);
  const select = (testid, list, value, onChange, label) => el('label', { class: 'hc-field' },
    el('span', { class: 'small muted', text: label }),
    el('select', { testid, 'aria-label': label, on: { change: (e) => onChange(e.target.value) } },
      list.map((c) => el('option', { value: c, selected: c === value, text: `${cardLabel(c)}${cardHint(c, model)}` }))));
  const legal = model.suggests.find((a) => a.person === st.person && a.article === st.article);
  return el('section', { class: 'hc-suggest', testid: 'hc-suggestion-dialog' },
    el('h4', { text: t('havent-a-cluedo-suggest-in', { room: room ? roomPhrase(room) : t('havent-a-cluedo-this-room') }) }),
    select('hc-suggest-person', personsList, st.person, (x) => { st.person = x; rerender(); }, t('havent-a-cluedo-field-person')),
    select('hc-suggest-article', articlesList, st.article, (x) => { st.article = x; rerender(); }, t('havent-a-cluedo-field-article')),
    el('p', { class: 'hc-phrase', text: t('havent-a-cluedo-i-suggest', { suggestion: suggestionWords(st.person, st.article, room) }) }),
    el('button', { type: 'button', class: 'primary', testid: 'hc-suggest', disabled: !legal, text: t('havent-a-cluedo-make-suggestion'),
      on: { click: () => legal && ctx.send({ type: 'suggest', person: st.person, article: st.article }) } }));
}

function showDialog(v, ctx, model) {
  const s = pendingSuggestion(v);
  const suggester = v.phase?.suggester ?? s?.by;
  const shownBefore = new Map();
  for (const x of v.shown_by_you || []) {
    if (!shownBefore.has(x.card)) shownBefore.set(x.card, new Set());
    shownBefore.get(x.card).add(x.to);
  }
  return el('section', { class: 'hc-show', testid: 'hc-refute' },
    el('h4', { text: t('havent-a-cluedo-show-card') }),
    s ? el('p', { class: 'small', text: t(model.shows.length === 1 ? 'havent-a-cluedo-show-one' : 'havent-a-cluedo-show-several', { name: who(ctx, suggester), suggestion: suggestionWords(s.person, s.article, s.room) }) }) : null,
    el('div', { class: 'hc-cards' }, model.shows.map((a) => {
      const before = shownBefore.get(a.card);
      const note = before?.has(suggester) ? t('havent-a-cluedo-already-shown') : before ? t('havent-a-cluedo-shown-before') : '';
      return el('button', { type: 'button', class: `hc-card cat-${categoryOf(a.card)} choose`, testid: `hc-show-${a.card}`, title: t('havent-a-cluedo-show-title', { card: cardLabel(a.card) }), on: { click: () => ctx.send(a) } },
        el('span', { class: 'hc-card-cat', text: t(`havent-a-cluedo-category-${categoryOf(a.card)}`) }),
        cardName(a.card),
        note ? el('span', { class: 'hc-card-note', text: note }) : null);
    })));
}

// ---- hand and shown cards

/**
 * A card's name on its face: smaller when long (`long`), smaller still when one
 * of its words is long (`long-word`, "Gruppenführer", "Amphithéâtre"), so that a
 * name wraps between its words and never inside one (the card widens rather
 * than break a word: see `.hc-card` in CSS).
 */
function cardName(card) {
  const label = cardLabel(card);
  const longestWord = Math.max(0, ...label.split(/[\s-]+/).map((word) => word.length));
  const size = longestWord > 11 ? ' long-word' : label.length > 16 ? ' long' : '';
  return el('span', { class: `hc-card-name${size}`, text: label });
}

function cardFace(card, extra = null, testid = undefined) {
  return el('div', { class: `hc-card cat-${categoryOf(card)}`, 'data-card': card, testid },
    el('span', { class: 'hc-card-cat', text: t(`havent-a-cluedo-category-${categoryOf(card)}`) }),
    cardName(card),
    extra ? el('span', { class: 'hc-card-note', text: extra }) : null);
}

/** "Fontana": the last word of a seat's person. */
function shortPerson(ctx, seat) {
  return personOf(ctx, seat).split(' ').slice(-1)[0];
}

function handPanel(v, ctx, model) {
  if (!v.hand) return null;
  const order = [...persons(), ...articles(), ...rooms()];
  const hand = [...v.hand].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const shownTo = new Map();
  for (const x of v.shown_by_you || []) shownTo.set(x.card, [...(shownTo.get(x.card) || []), x.to]);
  return el('section', { class: 'hc-hand-panel card' },
    el('h4', { text: t('havent-a-cluedo-your-hand', { person: personOf(ctx, model.me) }) }),
    el('div', { class: 'hc-cards', testid: 'hc-hand' }, hand.map((card) => {
      const to = [...new Set(shownTo.get(card) || [])];
      return cardFace(card, to.length ? t('havent-a-cluedo-shown-to', { names: listOf(to.map((s) => shortPerson(ctx, s))) }) : null);
    })));
}

function shownPanel(v, ctx, model) {
  if (model.me === null) return null;
  const toYou = v.shown_to_you || [];
  const byYou = v.shown_by_you || [];
  const turnOf = (i) => v.suggestions?.[i]?.turn;
  return el('section', { class: 'hc-shown-panel card', testid: 'hc-shown' },
    el('h4', { text: t('havent-a-cluedo-cards-shown-to-you') }),
    toYou.length
      ? el('div', { class: 'hc-cards' }, groupShown(toYou, (x) => x.by).map(({ card, seat, turns }) => {
        const node = cardFace(card, t('havent-a-cluedo-shown-by', { name: shortPerson(ctx, seat), count: turns.length, turns: listOf(turns.map(String)) }));
        node.title = t('havent-a-cluedo-shown-by-title', { card: cardLabel(card), name: who(ctx, seat), count: turns.length, turns: listOf(turns.map(String)) });
        return node;
      }))
      : el('p', { class: 'muted small', text: t('havent-a-cluedo-none-yet') }),
    byYou.length
      ? el('details', { class: 'hc-showed-panel' },
        el('summary', { class: 'small', text: t('havent-a-cluedo-cards-you-showed', { count: byYou.length }) }),
        el('ul', { class: 'hc-showed small' }, byYou.map((x) => el('li', { text: t('havent-a-cluedo-you-showed-item', { card: cardLabel(x.card), name: who(ctx, x.to), turn: turnOf(x.suggestion) ?? '?' }) }))))
      : null);
  function groupShown(list, seatOf) {
    const groups = new Map();
    for (const x of list) {
      const k = `${x.card}|${seatOf(x)}`;
      if (!groups.has(k)) groups.set(k, { card: x.card, seat: seatOf(x), turns: [] });
      const turn = turnOf(x.suggestion);
      if (turn !== undefined) groups.get(k).turns.push(turn);
    }
    return [...groups.values()];
  }
}

// ---- notebook

function notebookPanel(v, ctx, model) {
  const { cards, grid, seats } = model.book;
  const head = el('tr', {},
    el('th', { class: 'hc-nb-card', text: t('havent-a-cluedo-nb-card') }),
    seats.map((s) => el('th', { class: 'hc-nb-seat', title: who(ctx, s) },
      tokenDisc(personOf(ctx, s), { small: true }),
      el('span', { class: 'hc-nb-name', text: s === model.me ? t('havent-a-cluedo-nb-you') : nameOf(ctx.names, s) }))),
    el('th', { class: 'hc-nb-env', title: t('havent-a-cluedo-nb-envelope'), text: '✉' }));
  const cats = [[t('havent-a-cluedo-nb-persons'), persons()], [t('havent-a-cluedo-nb-articles'), articles()], [t('havent-a-cluedo-nb-rooms'), rooms()]];
  const body = [];
  for (const [label, list] of cats) {
    body.push(el('tr', { class: 'hc-nb-group' }, el('th', { colspan: String(seats.length + 2), text: label })));
    for (const card of list) {
      const row = grid.get(card);
      if (!row) continue;
      const inEnv = row.envelope.state === YES;
      const heldBy = row.seats.findIndex((c) => c.state === YES);
      body.push(el('tr', { class: `${inEnv ? 'env' : ''}${heldBy >= 0 ? ' held' : ''}`, 'data-card': card },
        el('th', { class: `hc-nb-card cat-${categoryOf(card)}`, scope: 'row', text: cardLabel(card) }),
        row.seats.map((cell, s) => notebookCell(cell, s, card, ctx)),
        el('td', { class: `hc-nb-cell env ${inEnv ? 'yes' : row.envelope.state === NO ? 'no' : ''}`, title: t(inEnv ? 'havent-a-cluedo-nb-in-envelope' : row.envelope.state === NO ? 'havent-a-cluedo-nb-not-envelope' : 'havent-a-cluedo-nb-maybe-envelope', { card: cardLabel(card) }), text: inEnv ? '★' : row.envelope.state === NO ? '–' : '' })));
    }
  }
  return el('details', { class: 'card hc-notebook-panel', open: true },
    el('summary', { text: t('havent-a-cluedo-nb-title') }),
    el('p', { class: 'muted small hc-nb-legend', testid: 'hc-notebook-legend', text: t('havent-a-cluedo-nb-legend') }),
    el('div', { class: 'table-scroll' }, el('table', { class: 'hc-notebook', testid: 'hc-notebook' }, el('thead', {}, head), el('tbody', {}, body))));
}

function notebookCell(cell, seat, card, ctx) {
  let text = '';
  let cls = '';
  if (cell.state === YES) { text = '✓'; cls = cell.how === 'deduced' ? 'yes deduced' : 'yes'; }
  else if (cell.state === NO) { text = cell.how === 'pass' ? '✗' : '–'; cls = cell.how === 'pass' ? 'no pass' : 'no'; }
  else if (cell.notes.length) { text = '?'; cls = 'maybe'; }
  const howId = cell.state === 0 ? 'unknown'
    : ({ hand: cell.state === YES ? 'in-hand' : 'not-in-hand', shown: 'seen', pass: 'pass', deduced: 'deduced', revealed: 'revealed' }[cell.how] || 'unknown');
  const words = { card: cardLabel(card), name: who(ctx, seat), how: t(`havent-a-cluedo-how-${howId}`) };
  const title = cell.notes.length ? t('havent-a-cluedo-cell-title-notes', { ...words, notes: cell.notes.join('; ') }) : t('havent-a-cluedo-cell-title', words);
  return el('td', { class: `hc-nb-cell ${cls}`, title, 'data-seat': String(seat), text });
}

// ---- suggestion log

function suggestionLog(v, ctx, model) {
  const list = v.suggestions || [];
  const resultWords = { pending: 'pending', refuted: 'refuted', nobody_showed: 'nobody', won: 'won' };
  const items = list.map((s) => el('li', { class: `hc-sugg ${s.result}` },
    el('div', { class: 'hc-sugg-head' },
      el('span', { class: 'hc-sugg-turn', text: t('havent-a-cluedo-turn-short', { turn: s.turn }) }),
      tokenDisc(personOf(ctx, s.by), { small: true }),
      el('span', { text: t('havent-a-cluedo-log-suggestion', { name: nameOf(ctx.names, s.by), suggestion: suggestionWords(s.person, s.article, s.room) }) })),
    el('div', { class: 'hc-sugg-res small' },
      s.passed?.length ? el('span', { class: 'muted', text: `${t('havent-a-cluedo-log-passed', { count: s.passed.length, names: listOf(s.passed.map((p) => nameOf(ctx.names, p))) })} ` }) : null,
      s.result === 'pending' && v.phase?.phase === 'refuting'
        ? el('span', { text: t('havent-a-cluedo-log-must-show', { name: nameOf(ctx.names, v.phase.refuter) }) })
        : s.shown_by !== null && s.shown_by !== undefined
        ? el('span', { text: s.card ? t('havent-a-cluedo-log-showed-card', { name: nameOf(ctx.names, s.shown_by), card: cardLabel(s.card) }) : t('havent-a-cluedo-log-showed', { name: nameOf(ctx.names, s.shown_by) }) })
        : el('span', { class: s.result === 'won' ? 'hc-won' : '', text: resultWords[s.result] ? t(`havent-a-cluedo-result-${resultWords[s.result]}`) : s.result }))));
  return el('details', { class: 'card hc-log-panel', testid: 'hc-log-suggestions', open: true },
    el('summary', { text: t('havent-a-cluedo-suggestions', { count: list.length }) }),
    items.length ? el('ol', { class: 'hc-sugg-list', reversed: true }, items.reverse()) : el('p', { class: 'muted small', text: t('havent-a-cluedo-no-suggestion') }));
}

// ---- the end

function gameOver(v, ctx, model) {
  const won = wonSuggestion(v);
  const envelope = v.envelope || (won ? [won.person, won.article, won.room] : null);
  const winners = v.outcome?.winners || (won ? [won.by] : []);
  return el('section', { class: 'hc-over', testid: 'hc-over' },
    el('h3', { text: winners.length ? t('havent-a-cluedo-wins', { count: winners.length, names: listOf(winners.map((s) => who(ctx, s))) }) : t('havent-a-cluedo-nobody-found') }),
    el('p', { text: endWords(v, ctx) }),
    envelope
      ? el('div', { class: 'hc-envelope', testid: 'hc-envelope' }, el('span', { class: 'hc-env-label', text: t('havent-a-cluedo-envelope') }),
        el('div', { class: 'hc-cards' }, envelope.map((c) => cardFace(c))))
      : el('p', { class: 'muted small', text: t('havent-a-cluedo-sealed') }));
}

function handsReveal(v, ctx) {
  return el('section', { class: 'card hc-hands-reveal', testid: 'hc-hands' },
    el('h4', { text: t('havent-a-cluedo-every-hand') }),
    v.hands.map((hand, s) => el('div', { class: 'hc-reveal-row' },
      el('div', { class: 'small' }, tokenDisc(personOf(ctx, s), { small: true }), ` ${who(ctx, s)}`),
      el('div', { class: 'hc-cards' }, hand.map((c) => cardFace(c))))));
}

// ---------------------------------------------------------------- style

/** The table's rules, added once as a constructed style sheet (the policy allows no `<style>` element). */
function injectStyle() {
  adoptStyle('hc-style', CSS);
}

const CSS = `
.hc { display: grid; gap: .8rem; grid-template-columns: minmax(0, 1fr); --hc-door: #b5651d; --hc-wall-line: #6d5b47; --hc-corridor: #fbf5e6; --hc-wall: #8c7b66; --hc-dest: #2f6fc0; }
.hc > *, .hc-main > * { min-width: 0; }
.hc .card { margin: 0; }
.hc-players { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
.hc-player { display: flex; align-items: center; flex-wrap: wrap; gap: .3rem; background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: .3rem .5rem; font-size: .9rem; flex: 1 1 200px; }
.hc-player.current { background: #dce8fb; border-color: var(--focus); }
.hc-player.winner { background: #fff1bf; }
.hc-pname { display: flex; flex-direction: column; line-height: 1.15; }
.hc-cards-count { margin-left: auto; font-size: .78rem; color: var(--muted); white-space: nowrap; }
.hc-main { display: grid; gap: .8rem; grid-template-columns: minmax(0, 1fr); grid-template-areas: "actions" "board" "info"; }
.hc-actions { grid-area: actions; }
.hc-board-panel { grid-area: board; background: var(--paper); border: 1px solid var(--line); border-radius: var(--radius); padding: .5rem; box-shadow: var(--shadow); }
.hc-info { grid-area: info; display: grid; gap: .8rem; align-content: start; }
@media (min-width: 900px) {
  .hc-main { grid-template-columns: minmax(0, 1.5fr) minmax(280px, 1fr); grid-template-rows: auto 1fr; grid-template-areas: "board actions" "board info"; align-items: start; }
  .hc-main > .hc-board-panel { grid-row: 1 / span 2; }
}
.hc-board-head { display: flex; align-items: center; justify-content: space-between; }
.hc-board-head h4 { margin: 0; }
.hc-board-scroll { overflow: auto; -webkit-overflow-scrolling: touch; }
.hc-board { display: grid; grid-template-columns: repeat(var(--hc-cols), minmax(0, 1fr)); grid-template-rows: repeat(var(--hc-rows), minmax(0, 1fr)); aspect-ratio: 24 / 25; width: 100%; max-width: 640px; margin: 0 auto; background: var(--hc-wall); border: 3px solid #5a4a38; border-radius: 4px; container-type: inline-size; user-select: none; }
.hc-board-panel.zoom .hc-board { width: calc(var(--hc-cols) * 30px); max-width: none; }
.hc-board-panel.zoom .hc-board-scroll { max-height: min(75vh, 760px); overscroll-behavior: contain; }
.hc-square-moves { margin-top: .4rem; }
.hc-square-moves summary { cursor: pointer; min-height: 32px; display: list-item; }
.hc-square-list { list-style: none; margin: .3rem 0 0; padding: 0; display: grid; gap: .3rem; max-height: 50vh; overflow-y: auto; }
.hc-square-btn { width: 100%; min-height: 40px; text-align: left; padding: .3rem .5rem; }
.hc-square-btn .muted { display: block; }
.hc-cell { position: relative; display: flex; align-items: center; justify-content: center; min-width: 0; min-height: 0; padding: 0; margin: 0; border: 0; border-radius: 0; font: inherit; }
button.hc-cell { min-height: 0; cursor: pointer; }
.hc-cell.wall { background: var(--hc-wall); }
.hc-cell.corridor { background: var(--hc-corridor); box-shadow: inset 0 0 0 .5px #d9cdb4; }
.hc-cell.reach { background: #e4ecf8; }
.hc-cell.dest { background: #bcd3f5; box-shadow: inset 0 0 0 2px var(--hc-dest); z-index: 2; }
.hc-cell.dest:hover, .hc-cell.dest:focus-visible { background: #8fb5ee; }
.hc-start-mark { width: 78%; height: 78%; border: max(1px, .3cqw) dashed; border-radius: 50%; display: flex; align-items: center; justify-content: center; font-size: max(7px, 2.2cqw); font-weight: 700; opacity: .75; }
.hc-room { grid-column: auto; position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 3%; padding: 6%; z-index: 1; background: transparent; border: 0; border-radius: 0; min-height: 0; pointer-events: none; text-align: center; font: inherit; color: var(--ink); }
.hc-room .hc-passage-mark.usable, button.hc-room { pointer-events: auto; }
button.hc-room { cursor: pointer; background: rgba(47, 111, 192, .22); box-shadow: inset 0 0 0 3px var(--hc-dest); }
button.hc-room:hover, button.hc-room:focus-visible { background: rgba(47, 111, 192, .38); }
.hc-room.reach { background: rgba(47, 111, 192, .1); }
.hc-room-name { font: 600 max(7px, 2.5cqw)/1.1 Georgia, serif; color: #3e3125; overflow-wrap: anywhere; }
.hc-room-tokens { display: flex; flex-wrap: wrap; justify-content: center; gap: 1px; max-width: 100%; }
.hc-token { display: inline-flex; align-items: center; justify-content: center; width: max(12px, 3.4cqw); height: max(12px, 3.4cqw); border-radius: 50%; color: #fff; font-weight: 700; font-size: max(7px, 2.1cqw); border: 1.5px solid rgba(255, 255, 255, .9); box-shadow: 0 1px 2px rgba(0, 0, 0, .5); flex: none; line-height: 1; }
.hc-cell .hc-token { width: 88%; height: 88%; }
.hc-token.small { width: 18px; height: 18px; font-size: 10px; }
.hc-token.mine { border-color: #ffd54a; border-width: 2px; }
.hc-token.active { animation: hc-pulse 1.4s ease-in-out infinite; }
@keyframes hc-pulse { 0%, 100% { box-shadow: 0 0 0 0 rgba(255, 213, 74, .95); } 50% { box-shadow: 0 0 0 4px rgba(255, 213, 74, .2); } }
.hc-passage-mark { position: absolute; font-size: max(8px, 2.4cqw); background: #5a4a38; color: #fff; border-radius: 4px; padding: 0 3px; line-height: 1.4; border: 0; min-height: 0; }
.hc-passage-mark.top { top: 4%; } .hc-passage-mark.bottom { bottom: 4%; }
.hc-passage-mark.left { left: 4%; } .hc-passage-mark.right { right: 4%; }
.hc-passage-mark.usable { background: var(--accent); cursor: pointer; padding: 1px 4px; box-shadow: 0 0 0 2px #ffd54a; }
.hc-key { margin: .4rem 0 .2rem; display: flex; flex-wrap: wrap; align-items: center; gap: .2rem; }
.hc-key-door { display: inline-block; width: 14px; height: 5px; background: var(--hc-door); }
.hc-key-pass { background: #5a4a38; color: #fff; border-radius: 3px; padding: 0 3px; }
.hc-key-start { display: inline-flex; width: 16px; height: 16px; border: 2px dashed var(--muted); border-radius: 50%; align-items: center; justify-content: center; font-size: 9px; }
.hc-key-dest { display: inline-block; width: 14px; height: 14px; background: #bcd3f5; box-shadow: inset 0 0 0 2px var(--hc-dest); }
.hc-legend { list-style: none; margin: .2rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .2rem .8rem; font-size: .82rem; }
.hc-legend li { display: flex; align-items: center; gap: .2rem; }
.hc-actions.my-turn { border-color: var(--focus); box-shadow: 0 0 0 2px rgba(47, 111, 192, .25); }
.hc-actions h4 { margin-top: 0; }
.hc-turn-line { margin: 0 0 .3rem; }
.hc-buttons button { flex: 1 1 auto; }
.hc-room-moves .small-btn { min-height: 32px; padding: .2rem .5rem; }
.hc-roll-line { display: flex; align-items: center; gap: .4rem; margin: .3rem 0; }
.hc-die { display: inline-grid; grid-template-columns: repeat(3, 1fr); grid-template-rows: repeat(3, 1fr); width: 40px; height: 40px; padding: 5px; background: #fff; border: 2px solid #3e3125; border-radius: 8px; box-shadow: var(--shadow); }
.hc-die .pip { width: 7px; height: 7px; border-radius: 50%; margin: auto; }
.hc-die .pip.on { background: #2b2620; }
.hc-suggest, .hc-show { border-top: 1px solid var(--line); margin-top: .5rem; padding-top: .4rem; }
.hc-field { display: flex; flex-direction: column; gap: .1rem; margin: .3rem 0; }
.hc-field select { width: 100%; }
.hc-phrase { font-style: italic; margin: .4rem 0; }
.hc-cards { display: flex; flex-wrap: wrap; gap: .4rem; }
.hc-card { display: flex; flex-direction: column; justify-content: space-between; width: 100px; min-width: min-content; min-height: 72px; padding: .35rem .45rem; border-radius: 8px; border: 1px solid rgba(0, 0, 0, .2); color: #fff; box-shadow: var(--shadow); text-align: left; font: inherit; }
.hc-card.cat-person { background: linear-gradient(135deg, #6a2f5f, #9b4f8b); }
.hc-card.cat-article { background: linear-gradient(135deg, #2d5a1f, #4f8a3a); }
.hc-card.cat-room { background: linear-gradient(135deg, #1d4a61, #2f7fa3); }
.hc-card.cat-unknown { background: #777; }
.hc-card-cat { font-size: .65rem; text-transform: uppercase; letter-spacing: .06em; opacity: .85; }
.hc-card-name { font: 700 .9rem/1.15 Georgia, serif; overflow-wrap: normal; hyphens: manual; }
.hc-card-name.long { font-size: .8rem; }
.hc-card-name.long-word { font-size: .78rem; }
.hc-card-note { font-size: .68rem; opacity: .9; }
button.hc-card.choose { cursor: pointer; min-height: 72px; align-items: stretch; }
button.hc-card.choose:hover, button.hc-card.choose:focus-visible { outline: 3px solid #ffd54a; }
.hc-showed { margin: .2rem 0 0; padding-left: 1.2rem; }
.hc-showed-panel { margin-top: .5rem; }
.hc-showed-panel summary { cursor: pointer; font-weight: 600; }
.hc-lower { display: grid; gap: .8rem; grid-template-columns: minmax(0, 1fr); }
.hc-lower > * { min-width: 0; }
.hc-notebook { border-collapse: collapse; font-size: .82rem; }
.hc-notebook th, .hc-notebook td { border-bottom: 1px solid var(--line); padding: .15rem .25rem; }
.hc-nb-card { text-align: left; font-weight: 500; white-space: nowrap; }
.hc-nb-seat { font-weight: 500; font-size: .72rem; vertical-align: bottom; text-align: center; min-width: 2rem; }
.hc-nb-seat .hc-token { display: flex; margin: 0 auto 1px; }
.hc-nb-name { display: block; max-width: 4.5rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; margin: 0 auto; }
.hc-nb-group th { text-align: left; font-size: .7rem; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); background: #f6f0e4; }
.hc-nb-cell { text-align: center; width: 2.2rem; font-weight: 700; }
.hc-nb-cell.yes { color: var(--good); background: #e5f3ea; }
.hc-nb-cell.yes.deduced { font-weight: 400; background: #f0f8f2; }
.hc-nb-cell.no { color: #b9ada0; font-weight: 400; }
.hc-nb-cell.no.pass { color: var(--bad); font-weight: 700; }
.hc-nb-cell.maybe { color: #b8860b; }
.hc-nb-cell.env.yes { color: #7a5a00; background: #fff1bf; }
.hc-notebook tr.env th { background: #fff1bf; }
.hc-notebook tr.held .hc-nb-card { color: var(--muted); text-decoration: line-through; text-decoration-color: rgba(0,0,0,.25); }
.hc-notebook-panel summary, .hc-log-panel summary { cursor: pointer; font-weight: 600; }
.hc-sugg-list { list-style: none; margin: .4rem 0 0; padding: 0; max-height: 320px; overflow-y: auto; }
.hc-sugg { border-bottom: 1px solid var(--line); padding: .3rem 0; }
.hc-sugg-head { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem; }
.hc-sugg-turn { font-size: .72rem; color: var(--muted); min-width: 1.8rem; }
.hc-sugg-head > span:last-child { flex: 1 1 12rem; }
.hc-sugg-res { padding-left: 2.05rem; }
.hc-sugg.won { background: #fff1bf; }
.hc-won { font-weight: 700; color: #7a5a00; }
.hc-over { background: linear-gradient(135deg, #fff1bf, #fffdf8); border: 2px solid #d9b64a; border-radius: var(--radius); padding: .8rem; box-shadow: var(--shadow); }
.hc-over h3 { margin-top: 0; }
.hc-envelope { display: flex; flex-direction: column; gap: .4rem; }
.hc-env-label { font-weight: 700; }
.hc-reveal-row { margin: .3rem 0 .6rem; }
@media (max-width: 420px) {
  .hc-card { width: calc(33% - .3rem); min-width: min-content; padding: .35rem .4rem; }
  .hc-notebook { font-size: .76rem; }
  .hc-nb-cell { width: 1.7rem; }
  .hc-nb-card { white-space: normal; min-width: 7rem; line-height: 1.15; }
  .hc-nb-name { max-width: 3.2rem; }
  .hc-player { flex-basis: 100%; }
}
@media (min-width: 900px) { .hc-lower { grid-template-columns: minmax(0, 5fr) minmax(0, 4fr); align-items: start; } }
@media (prefers-reduced-motion: reduce) { .hc-token.active { animation: none; box-shadow: 0 0 0 3px #ffd54a; } }
`;

// Load the board before the module is handed over (top-level await, at the end so
// that every binding above exists), so that the log's first events can already
// name places in words (describeEvent); a failure leaves the retry to render().
await loadAssets();
