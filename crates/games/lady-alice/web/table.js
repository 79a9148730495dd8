// games/lady-alice.js — the Lady Alice table (docs/games/lady-alice.md): the desk of
// 4 columns x 8 clues with counters and covering business cards, the players, the
// notebook (suspicion / accusation), the counter supply, the verdict reveal, the
// public verdict history and, at the end, the score sheet (LA-9 lines I-IX).
// It draws from the view only; actions go out through ctx.send.

import { el, nameOf, adoptStyle } from '../../ui.js';
import { t, language, has } from '../../i18n.js';

export const CATEGORIES = ['suspect', 'place', 'time', 'object'];

/** A category's name in the reader's language (looked up at draw time). */
export function categoryLabel(cat) {
  return CATEGORIES.includes(cat) ? t(`lady-alice-category-${cat}`) : String(cat ?? '');
}

/** The 32 clues, per category, in desk order (LA-1). */
export const CLUES = {
  suspect: ['Charles Chaillé-Long', 'Samuel White Baker', 'Mary Kingsley', 'Joseph Marlow', 'Ajayi Crowther', 'John Hanning Speke', 'Tippu Tip', 'Alexine Tinné'],
  place: ['Waterloo Station', 'British Museum', 'Covent Garden', 'London Docks', 'Kew Gardens', 'Westminster Bridge', 'Hyde Park', 'Tower of London'],
  time: ['7h00', '9h00', '11h00', '13h00', '15h00', '17h00', '19h00', '21h00'],
  object: ['Compass', 'Sextant', 'Pith helmet', 'Journal', 'Telescope', 'Rifle', 'Medicine chest', "Livingstone's letter"],
};

/** Seat colours for counters and player badges. */
export const SEAT_COLORS = ['#c8413b', '#2f6fc0', '#2f8f57', '#d08a12', '#7d4fb8'];

const CATEGORY_OF = new Map(CATEGORIES.flatMap((cat) => CLUES[cat].map((clue) => [clue.toLowerCase(), cat])));

export function categoryOf(clue) {
  return CATEGORY_OF.get(String(clue).toLowerCase()) || null;
}

/** The message id of a clue: lady-alice-clue-<slug> (lower case, no apostrophes, other non-letters as "-"). */
export function clueId(clue) {
  const slug = String(clue).toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `lady-alice-clue-${slug}`;
}

/** A clue as the desk shows it: objects translated, people, places and times as they are. */
export function clueName(clue) {
  if (clue === null || clue === undefined) return '';
  const id = clueId(clue);
  return has(id) ? t(id) : String(clue);
}

/** "a, b and c" in the reader's language. */
function listOf(items) {
  const list = items.filter((x) => x !== null && x !== undefined && x !== '');
  try {
    return new Intl.ListFormat(language(), { style: 'long', type: 'conjunction' }).format(list);
  } catch {
    return list.join(', ');
  }
}

// ---------------------------------------------------------------- words

/** A clue in a sentence: "at the British Museum", "with the compass", "at 17h00". */
function cluePhrase(clue, attribute) {
  const id = clueId(clue);
  return has(id) ? t(`${id}.${attribute}`) : String(clue);
}

/** "Mary Kingsley at Waterloo Station at 17h00 with the compass" (categories left out are skipped). */
export function describeClues(clues = {}) {
  const parts = [];
  parts.push(clues.suspect || t('lady-alice-someone'));
  if (clues.place) parts.push(cluePhrase(clues.place, 'at'));
  if (clues.time) parts.push(t('lady-alice-at-time', { time: clues.time }));
  if (clues.object) parts.push(cluePhrase(clues.object, 'with'));
  return parts.join(' ');
}

function endingWords(ending, names) {
  if (!ending) return t('lady-alice-ending-closed');
  const name = nameOf(names, ending.seat);
  if (ending.by === 'suspicion') return t('lady-alice-ending-suspicion', { name });
  if (ending.by === 'accusation') return t('lady-alice-ending-accusation', { name });
  if (ending.by === 'lone_survivor') return t('lady-alice-ending-lone-survivor', { name });
  return t('lady-alice-ending-closed');
}

function winnersWords(winners, names) {
  return t('lady-alice-winners', { count: winners.length, names: listOf(winners.map((s) => nameOf(names, s))) });
}

/** One event (docs/games/lady-alice.md "Events") or history entry in words. */
export function describeEvent(body, ctx) {
  const names = ctx?.names || {};
  const n = (seat) => nameOf(names, seat);
  switch (body?.type) {
    case 'suspicion':
      return t(body.covered ? 'lady-alice-event-suspicion-covered' : 'lady-alice-event-suspicion',
        { name: n(body.seat), clues: describeClues(body.clues), smiles: Number(body.smiles) || 0 });
    case 'deduction_round':
      return t('lady-alice-event-deduction-round', { name: n(body.first) });
    case 'counter_placed': {
      const revealed = (body.revealed || []).map((r) => t('lady-alice-event-revealed-counter', { owner: n(r.owner), value: r.value }));
      return revealed.length
        ? t('lady-alice-event-counter-placed-revealed', { name: n(body.seat), clue: clueName(body.clue), revealed: listOf(revealed) })
        : t('lady-alice-event-counter-placed', { name: n(body.seat), clue: clueName(body.clue) });
    }
    case 'your_counter': {
      // In a replay the event is narrated for the seat it was sent to.
      if ((ctx?.replay || ctx?.readOnly) && ctx?.audience?.length === 1) {
        return t('lady-alice-event-seat-counter', { owner: n(ctx.audience[0]), clue: clueName(body.clue), value: body.value });
      }
      return t('lady-alice-event-your-counter', { clue: clueName(body.clue), value: body.value });
    }
    case 'passed':
      return t('lady-alice-event-passed', { name: n(body.seat) });
    case 'accusation':
      return t(body.removed ? 'lady-alice-event-accusation-removed' : 'lady-alice-event-accusation', {
        name: n(body.seat), clues: describeClues(body.clues), category: categoryLabel(body.removed),
        smiles: Number(body.smiles) || 0, correct: body.correct ? 'yes' : 'no',
      });
    case 'eliminated':
      return t('lady-alice-event-eliminated', { name: n(body.seat) });
    case 'round_ended':
      return t('lady-alice-event-round-ended', { name: n(body.next_holder) });
    case 'game_ended':
      return `${endingWords(body.ending, names)} ${winnersWords(body.sheet?.winners || [], names)}`;
    default:
      return undefined;
  }
}

/** The what-you-can-do sentence for the turn prompt. */
export function prompt(ctx) {
  const v = ctx.view;
  if (!v) return null;
  const n = (seat) => nameOf(ctx.names, seat);
  const me = ctx.seat;
  const phase = v.phase || {};
  if (phase.phase === 'over') {
    const winners = v.reveal?.sheet?.winners || [];
    return t('lady-alice-game-over', { ending: endingWords(v.reveal?.ending, ctx.names), winners: winnersWords(winners, ctx.names) });
  }
  const watching = ctx.readOnly || me === null || me === undefined;
  if (!watching && (v.eliminated || []).includes(me)) {
    return t('lady-alice-prompt-eliminated');
  }
  if (phase.phase === 'suspicion') {
    if (!watching && phase.holder === me) return t('lady-alice-prompt-suspect-you');
    return t('lady-alice-prompt-suspect-other', { name: n(phase.holder) });
  }
  if (phase.phase === 'deduction') {
    const still = v.players - (v.eliminated || []).length;
    const counts = { passes: Number(phase.passes_in_a_row) || 0, still };
    if (!watching && phase.current === me) return t('lady-alice-prompt-deduce-you', counts);
    return t('lady-alice-prompt-deduce-other', { name: n(phase.current), ...counts });
  }
  return null;
}

// ---------------------------------------------------------------- local UI state

/** What the player is composing, kept across re-renders of the same match. */
let ui = null;

function uiFor(container, ctx) {
  const key = `${ctx.match?.id}|${ctx.readOnly ? 'ro' : ctx.seat}`;
  if (!ui || ui.key !== key) {
    ui = { key, picks: {}, removed: null, placeClue: null, value: null, phaseKey: null, seenVerdicts: null, overShown: false, container: null, ctx: null };
  }
  ui.container = container;
  ui.ctx = ctx;
  // A new turn (phase, round, current player, history length) clears the notebook.
  const v = ctx.view;
  const phaseKey = JSON.stringify([v.phase, v.round, (v.history || []).length]);
  if (ui.phaseKey !== phaseKey) {
    ui.phaseKey = phaseKey;
    ui.picks = {};
    ui.removed = null;
    ui.placeClue = null;
  }
  return ui;
}

function rerender() {
  if (ui?.container && ui.ctx) render(ui.container, ui.ctx);
}

// ---------------------------------------------------------------- render

export function render(container, ctx) {
  const v = ctx.view;
  if (!v) { container.replaceChildren(el('p', { class: 'muted', text: t('lady-alice-not-started') })); return; }
  injectStyle();
  const st = uiFor(container, ctx);
  const model = tableModel(v, ctx);
  const scrollY = window.scrollY;
  const acting = !v.reveal && (model.canSuspect || model.canDeduce);
  container.replaceChildren(el('div', { class: `la${acting ? ' has-action-bar' : ''}${v.no_notes ? ' no-notes' : ''}` },
    v.reveal ? gameOver(v, ctx, st) : null,
    el('div', { class: 'la-top' }, evidenceCard(v, ctx), playersPanel(v, ctx)),
    verdictPanel(v, ctx, st),
    el('div', { class: 'la-main' }, desk(v, ctx, st, model), actionsPanel(v, ctx, st, model)),
    historyPanel(v, ctx),
    v.reveal ? scoreSheet(v, ctx) : null));
  if (Math.abs(window.scrollY - scrollY) > 1) window.scrollTo(0, scrollY);
}

/** Derived facts the panels share. */
function tableModel(v, ctx) {
  const phase = v.phase || {};
  const me = ctx.readOnly ? null : ctx.seat;
  const active = me !== null && me !== undefined && !(v.eliminated || []).includes(me);
  const areas = new Map((v.areas || []).map((a) => [a.clue, a.counters]));
  const covered = new Set(v.covered || []);
  const solution = new Set(v.reveal?.evidence || []);
  return {
    areas,
    covered,
    solution,
    canSuspect: active && phase.phase === 'suspicion' && phase.holder === me,
    canDeduce: active && phase.phase === 'deduction' && phase.current === me,
    threePlayers: v.players === 3,
  };
}

// ---- evidence card and players

function evidenceCard(v, ctx) {
  if (!v.my_evidence) {
    return el('div', { class: 'la-evidence spectator' }, el('span', { class: 'muted', text: t(ctx.readOnly ? 'lady-alice-replay-secrets' : 'lady-alice-watching') }));
  }
  const cat = categoryOf(v.my_evidence);
  return el('div', { class: `la-evidence cat-${cat}`, testid: 'my-evidence' },
    el('div', { class: 'label', text: t('lady-alice-your-evidence') }),
    el('div', { class: 'value', text: clueName(v.my_evidence) }),
    el('div', { class: 'label', text: t('lady-alice-evidence-note', { category: categoryLabel(cat) }) }));
}

function playersPanel(v, ctx) {
  const phase = v.phase || {};
  const rows = [];
  for (let seat = 0; seat < v.players; seat += 1) {
    const out = (v.eliminated || []).includes(seat);
    const current = (v.to_move || []).includes(seat);
    const holder = phase.holder === seat && phase.phase !== 'over';
    const winner = (v.reveal?.sheet?.winners || []).includes(seat);
    rows.push(el('li', { class: `la-player${current ? ' current' : ''}${out ? ' out' : ''}${winner ? ' winner' : ''}`, testid: `player-${seat}` },
      el('span', { class: 'disc', style: { background: SEAT_COLORS[seat] } }),
      el('span', { class: 'pname', text: nameOf(ctx.names, seat) }),
      seat === ctx.seat && !ctx.readOnly ? el('span', { class: 'badge', text: t('lady-alice-badge-you') }) : null,
      holder ? el('span', { class: 'badge notebook', title: t('lady-alice-badge-notebook.title'), text: t('lady-alice-badge-notebook') }) : null,
      current ? el('span', { class: 'badge turn', text: t('lady-alice-badge-to-play') }) : null,
      out ? el('span', { class: 'badge out', text: t('lady-alice-badge-eliminated') }) : null,
      winner ? el('span', { class: 'badge win', text: t('lady-alice-badge-winner') }) : null,
      el('span', { class: 'counters-left', title: t('lady-alice-counters-left.title'), text: t('lady-alice-counters-left', { count: Number(v.counters_left?.[seat] ?? 0) }) })));
  }
  return el('div', { class: 'la-players' },
    el('div', { class: 'la-round', text: t('lady-alice-round-line', { round: v.round, smiles: Number(v.smiles_target) || 0, capacity: v.area_capacity }) }),
    el('ul', { testid: 'players' }, rows));
}

// ---- verdict reveal

function smiley(kind, index, animate) {
  const face = kind === 'smile'
    ? '<svg viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="20" r="18" fill="#ffd54a" stroke="#9a7400" stroke-width="2"/><circle cx="14" cy="16" r="2.6" fill="#3b2a00"/><circle cx="26" cy="16" r="2.6" fill="#3b2a00"/><path d="M11 24 Q20 33 29 24" fill="none" stroke="#3b2a00" stroke-width="2.6" stroke-linecap="round"/></svg>'
    : '<svg viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="20" r="18" fill="#cfd6de" stroke="#6c7783" stroke-width="2"/><path d="M10 13 L17 15.5 M30 13 L23 15.5" stroke="#2b3440" stroke-width="2.4" stroke-linecap="round"/><circle cx="14" cy="19" r="2.4" fill="#2b3440"/><circle cx="26" cy="19" r="2.4" fill="#2b3440"/><path d="M12 30 Q20 23 28 30" fill="none" stroke="#2b3440" stroke-width="2.6" stroke-linecap="round"/></svg>';
  const span = el('span', { class: `folder ${kind}${animate ? ' flip' : ''}`, title: t(kind === 'smile' ? 'lady-alice-folder-smile' : 'lady-alice-folder-doubt'), style: { animationDelay: `${index * 0.35}s` } });
  span.innerHTML = face;
  return span;
}

function lastVerdict(history) {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const h = history[i];
    if (h.type === 'suspicion' || h.type === 'accusation') return { entry: h, index: i };
  }
  return null;
}

function verdictPanel(v, ctx, st) {
  const found = v.no_notes && !(v.history || []).length
    ? lastVerdict([v.current_suspicion, v.last_accusation].filter(Boolean))
    : lastVerdict(v.history || []);
  if (!found) return null;
  const { entry, index } = found;
  // Animate only a verdict that arrived while the page was open.
  const animate = st.seenVerdicts !== null && index > st.seenVerdicts && !ctx.readOnly;
  st.seenVerdicts = index;
  const folders = [];
  for (let i = 0; i < v.players; i += 1) folders.push(smiley(i < entry.smiles ? 'smile' : 'doubt', i, animate));
  const verb = t(entry.type === 'suspicion' ? 'lady-alice-verdict-suspects' : 'lady-alice-verdict-accuses', { name: nameOf(ctx.names, entry.seat) });
  let outcome = '';
  if (entry.type === 'suspicion') outcome = entry.covered ? t('lady-alice-verdict-covered') : entry.smiles >= v.smiles_target ? t('lady-alice-verdict-solved') : '';
  else outcome = entry.correct ? t('lady-alice-verdict-correct') : t('lady-alice-verdict-wrong', { name: nameOf(ctx.names, entry.seat) });
  const smiles = Number(entry.smiles) || 0;
  return el('section', { class: `la-verdict${animate ? ' fresh' : ''}${entry.type === 'accusation' ? ' accusation' : ''}`, testid: 'verdict', 'data-smiles': entry.smiles },
    el('div', { class: 'verdict-text' },
      el('strong', { text: verb }), ' ',
      el('span', { text: describeClues(entry.clues) }),
      entry.removed ? el('span', { class: 'muted', text: ` ${t('lady-alice-verdict-removed', { category: categoryLabel(entry.removed) })}` }) : null),
    el('div', { class: 'folders', 'aria-label': t('lady-alice-verdict-smiles.aria-label', { smiles, players: v.players }) }, folders,
      el('span', { class: 'smile-count', text: t('lady-alice-verdict-smiles', { smiles }) })),
    outcome ? el('div', { class: 'verdict-outcome', text: outcome }) : null);
}

// ---- the desk

function counterDisc(counter, ctx) {
  const color = SEAT_COLORS[counter.owner];
  const who = nameOf(ctx.names, counter.owner);
  const mine = counter.owner === ctx.seat && !ctx.readOnly;
  const known = counter.value !== null && counter.value !== undefined;
  if (counter.face_up) {
    return el('span', { class: 'counter up', style: { background: color }, title: t('lady-alice-counter-up-title', { name: who, value: counter.value }), text: String(counter.value) });
  }
  return el('span', { class: `counter down${mine ? ' mine' : ''}`, style: { '--seat': color }, title: known ? t('lady-alice-counter-down-known-title', { name: who, value: counter.value }) : t('lady-alice-counter-down-title', { name: who }) },
    known ? el('span', { class: 'peek', text: String(counter.value) }) : null);
}

function clueCell(clue, cat, v, ctx, st, model) {
  const counters = model.areas.get(clue) || [];
  const covered = model.covered.has(clue);
  const picked = st.picks[cat] === clue;
  const target = st.placeClue === clue;
  const interactive = model.canSuspect || model.canDeduce;
  const classes = ['clue', `cat-${cat}`];
  if (covered) classes.push('covered');
  if (picked) classes.push('picked');
  if (target && model.canDeduce) classes.push('target');
  if (model.solution.has(clue)) classes.push('solution');
  if (v.my_evidence === clue) classes.push('mine');
  if (counters.length >= v.area_capacity) classes.push('full');
  const inner = covered
    ? [el('span', { class: 'card-cover' },
        el('span', { class: 'card-name', text: 'S. Holmes' }),
        el('span', { class: 'card-line', text: t('lady-alice-card-line') })),
      el('span', { class: 'clue-name under', text: clueName(clue) })]
    : [el('span', { class: 'clue-name', text: clueName(clue) })];
  return el('button', {
    type: 'button', class: classes.join(' '), testid: `clue-${clue}`, 'data-clue': clue, 'data-category': cat,
    disabled: !interactive, 'aria-pressed': picked ? 'true' : 'false',
    title: t(covered ? 'lady-alice-clue-title-covered' : 'lady-alice-clue-title', { clue: clueName(clue), count: counters.length, capacity: v.area_capacity }),
    on: { click: () => pickClue(clue, cat, model) },
  }, inner,
  el('span', { class: 'clue-foot' },
    el('span', { class: 'counters' }, counters.map((c) => counterDisc(c, ctx))),
    counters.length ? el('span', { class: 'cap', text: `${counters.length}/${v.area_capacity}` }) : null));
}

function pickClue(clue, cat, model) {
  if (!ui) return;
  // A second click on the same clue un-picks it (in deductions: once it is also the placement target).
  if (ui.picks[cat] === clue && (!model.canDeduce || ui.placeClue === clue)) {
    delete ui.picks[cat];
    if (ui.placeClue === clue) ui.placeClue = null;
  } else {
    ui.picks[cat] = clue;
    if (model.canDeduce) ui.placeClue = clue;
  }
  rerender();
}

function desk(v, ctx, st, model) {
  // One grid filled column by column (a heading, then eight clues), so rows line up.
  return el('section', { class: 'la-desk', 'aria-label': t('lady-alice-desk.aria-label') },
    CATEGORIES.map((cat) => [
      el('h4', { class: `col-head cat-${cat}`, text: categoryLabel(cat) }),
      ...CLUES[cat].map((clue) => clueCell(clue, cat, v, ctx, st, model)),
    ]));
}

// ---- notebook, counters, pass

function actionsPanel(v, ctx, st, model) {
  if (v.reveal) return revealPanel(v, ctx);
  const parts = [];
  if (model.canSuspect || model.canDeduce) parts.push(notebook(v, ctx, st, model));
  if (model.canDeduce) parts.push(placement(v, ctx, st, model));
  else if (v.my_supply) parts.push(supplyOnly(v));
  if (v.previous_suspicion) parts.push(el('p', { class: 'muted small', text: t('lady-alice-previous-suspicion', { clues: describeClues(v.previous_suspicion) }) }));
  if (model.canSuspect || model.canDeduce) parts.push(actionBar(v, ctx, st, model));
  if (!parts.length) return el('aside', { class: 'la-actions' }, el('p', { class: 'muted', text: t('lady-alice-nothing-to-do') }));
  return el('aside', { class: 'la-actions' }, parts);
}

/** What the notebook names so far, and whether it is complete. */
function notebookState(st, model) {
  const removedChoice = model.canDeduce && model.threePlayers;
  const needed = CATEGORIES.filter((cat) => !(removedChoice && st.removed === cat));
  const complete = needed.every((cat) => st.picks[cat]) && (!removedChoice || st.removed);
  const clues = {};
  for (const cat of needed) if (st.picks[cat]) clues[cat] = st.picks[cat];
  return { removedChoice, needed, complete, clues };
}

/** Why the counter cannot be placed yet, or null. */
function placementProblem(v, st, model) {
  const clue = st.placeClue;
  if (!clue) return t('lady-alice-problem-tap-clue');
  if (model.covered.has(clue)) return t('lady-alice-problem-covered', { clue: clueName(clue) });
  if ((model.areas.get(clue) || []).length >= v.area_capacity) return t('lady-alice-problem-full', { clue: clueName(clue), capacity: v.area_capacity });
  if (st.value === null) return t('lady-alice-problem-value');
  return null;
}

/**
 * The seat's controls, next to the desk: the counter values, Place counter, Pass and
 * Accuse in a deduction round, Submit suspicion for the notebook holder. On a narrow
 * screen it stays at the bottom of the window, over the desk, so that picking a clue
 * and acting never needs a scroll past the whole desk.
 */
function actionBar(v, ctx, st, model) {
  const { removedChoice, complete, clues, needed } = notebookState(st, model);
  const buttons = [];
  let status;
  if (model.canSuspect) {
    const picked = needed.filter((cat) => st.picks[cat]).length;
    status = complete ? t('lady-alice-i-suspect', { clues: describeClues(clues) }) : t('lady-alice-pick-per-column', { picked });
    buttons.push(el('button', { type: 'button', class: 'primary', testid: 'submit-suspicion', disabled: !complete, text: t('lady-alice-submit-suspicion'),
      on: { click: () => ctx.send({ type: 'suspect', clues }) } }));
  } else {
    const left = v.counters_left?.[ctx.seat] ?? 0;
    const problem = placementProblem(v, st, model);
    status = left ? (problem || t('lady-alice-place-status', { value: st.value, clue: clueName(st.placeClue) })) : t('lady-alice-no-counters-status');
    buttons.push(el('button', { type: 'button', class: 'primary', testid: 'place-counter', disabled: Boolean(problem) || !left, text: t('lady-alice-place-counter'),
      on: { click: () => ctx.send({ type: 'place_counter', clue: st.placeClue, value: st.value }) } }));
    buttons.push(el('button', { type: 'button', testid: 'pass', text: t('lady-alice-pass'), on: { click: () => ctx.send({ type: 'pass' }) } }));
    const action = { type: 'accuse', clues };
    if (removedChoice) action.removed = st.removed;
    buttons.push(el('button', { type: 'button', class: 'danger', testid: 'submit-accusation', disabled: !complete, text: t('lady-alice-accuse'),
      title: complete ? t('lady-alice-accuse-title', { clues: describeClues(clues) }) : t('lady-alice-accuse-incomplete'),
      on: { click: () => ctx.send(action) } }));
  }
  const left = v.counters_left?.[ctx.seat] ?? 0;
  return el('div', { class: 'la-action-bar', testid: 'action-bar', role: 'group', 'aria-label': t('lady-alice-your-move.aria-label') },
    el('p', { class: 'bar-status small', text: status }),
    model.canDeduce && left ? valueButtons(v, st, true) : null,
    el('div', { class: 'row bar-buttons' }, buttons));
}

function notebook(v, ctx, st, model) {
  const accusing = model.canDeduce;
  const removedChoice = accusing && model.threePlayers;
  const slots = CATEGORIES.map((cat) => {
    const removed = removedChoice && st.removed === cat;
    return el('li', { class: `slot cat-${cat}${removed ? ' removed' : ''}`, testid: `notebook-slot-${cat}` },
      el('span', { class: 'slot-cat', text: categoryLabel(cat) }),
      el('span', { class: 'slot-clue', text: removed ? t('lady-alice-slot-removed') : (st.picks[cat] ? clueName(st.picks[cat]) : '—') }),
      removedChoice ? el('button', {
        type: 'button', class: `small-btn${removed ? ' on' : ''}`, testid: `removed-category-${cat}`,
        'aria-pressed': removed ? 'true' : 'false', text: t(removed ? 'lady-alice-removed-on' : 'lady-alice-removed-ask'),
        title: t('lady-alice-removed-title', { category: categoryLabel(cat) }),
        on: { click: () => { st.removed = st.removed === cat ? null : cat; rerender(); } },
      }) : null);
  });
  const { complete, clues } = notebookState(st, model);
  const help = model.canSuspect
    ? t('lady-alice-help-suspect')
    : model.threePlayers
      ? t('lady-alice-help-accuse-three')
      : t('lady-alice-help-accuse');
  return el('section', { class: 'la-notebook', testid: 'notebook' },
    el('h4', { text: t(model.canSuspect ? 'lady-alice-notebook-suspicion' : 'lady-alice-notebook-accusation') }),
    el('p', { class: 'muted small', text: help }),
    el('ul', { class: 'slots' }, slots),
    complete ? el('p', { class: 'phrase', text: t(model.canSuspect ? 'lady-alice-i-suspect' : 'lady-alice-i-accuse', { clues: describeClues(clues) }) }) : null);
}

function valueButtons(v, st, enabled) {
  const supply = v.my_supply || { zeros: 0, ones: 0, twos: 0 };
  const counts = [supply.zeros, supply.ones, supply.twos];
  if (st && st.value !== null && !counts[st.value]) st.value = null;
  return el('div', { class: 'values' }, counts.map((count, value) => el('button', {
    type: 'button', class: `value-btn${st && st.value === value ? ' on' : ''}`, testid: `counter-value-${value}`,
    disabled: !enabled || !count, 'aria-pressed': st && st.value === value ? 'true' : 'false',
    on: st ? { click: () => { st.value = value; rerender(); } } : null,
  }, el('span', { class: 'counter up big', style: { background: SEAT_COLORS[v.viewer?.seat ?? 0] }, text: String(value) }),
  el('span', { class: 'count', text: `× ${count}` }))));
}

function supplyOnly(v) {
  return el('section', { class: 'la-supply' }, el('h4', { text: t('lady-alice-your-counters') }), valueButtons(v, null, false));
}

function placement(v, ctx, st, model) {
  const left = v.counters_left?.[ctx.seat] ?? 0;
  const problem = placementProblem(v, st, model);
  return el('section', { class: 'la-place' },
    el('h4', { text: t('lady-alice-place-title') }),
    left
      ? el('p', { class: 'small', text: problem ? t('lady-alice-place-help', { problem }) : t('lady-alice-place-help-ready', { value: st.value, clue: clueName(st.placeClue) }) })
      : el('p', { class: 'muted', text: t('lady-alice-no-counters') }));
}

// ---- history of verdicts

function historyPanel(v, ctx) {
  if (v.no_notes && !v.reveal) {
    return el('details', { class: 'card la-history-panel', testid: 'history', open: true },
      el('summary', { text: t('lady-alice-history') }),
      el('p', { class: 'muted', text: t('lady-alice-no-notes') }));
  }
  const rows = (v.history || []).filter((h) => h.type === 'suspicion' || h.type === 'accusation');
  const body = rows.length
    ? el('div', { class: 'table-scroll' }, el('table', { class: 'la-history' },
        el('thead', {}, el('tr', {}, ['', t('lady-alice-history-who'), ...CATEGORIES.map(categoryLabel), t('lady-alice-history-smiles')].map((word) => el('th', { text: word })))),
        el('tbody', {}, rows.map((h) => el('tr', { class: `${h.type}${h.covered ? ' covered' : ''}${h.type === 'accusation' && !h.correct ? ' wrong' : ''}` },
          el('td', { class: 'kind', title: t(h.type === 'suspicion' ? 'lady-alice-history-kind-suspicion' : 'lady-alice-history-kind-accusation'),
            text: h.type === 'suspicion' ? t('lady-alice-history-round', { round: h.round }) : t('lady-alice-history-accusation') }),
          el('td', { text: nameOf(ctx.names, h.seat) }),
          CATEGORIES.map((c) => el('td', { class: `clue-cell${h.removed === c ? ' muted' : ''}`, 'data-label': categoryLabel(c), text: h.clues?.[c] ? clueName(h.clues[c]) : (h.removed === c ? t('lady-alice-history-removed') : '—') })),
          el('td', { class: 'smiles' }, el('span', { class: 'smile-dots', text: '●'.repeat(h.smiles) + '○'.repeat(Math.max(0, v.players - h.smiles)) }), ` ${h.smiles}`))))))
    : el('p', { class: 'muted', text: t('lady-alice-no-suspicion') });
  return el('details', { class: 'card la-history-panel', testid: 'history', open: true },
    el('summary', { text: t('lady-alice-history-public') }), body);
}

// ---- the end: game over, reveal, score sheet

function gameOver(v, ctx, st) {
  const r = v.reveal;
  const fresh = !st.overShown;
  st.overShown = true;
  const winners = r.sheet?.winners || [];
  const special = r.special_category
    ? t(v.players === 3 ? 'lady-alice-removed-category-was' : 'lady-alice-doubled-category-was', { category: categoryLabel(r.special_category) })
    : null;
  return el('section', { class: `la-over${fresh ? ' fresh' : ''}`, testid: 'game-over' },
    el('h3', { text: endingWords(r.ending, ctx.names) }),
    el('p', { class: 'winners', text: winnersWords(winners, ctx.names) }),
    el('p', { text: t('lady-alice-solution', { clues: listOf([...new Set(r.evidence)].map(clueName)) }) }),
    special ? el('p', { class: 'special', testid: 'special-category', text: special }) : null);
}

/** Side panel at the end: every player's evidence card, face up (rulebook step I). */
function revealPanel(v, ctx) {
  const r = v.reveal;
  return el('aside', { class: 'la-actions la-reveal', testid: 'reveal' },
    el('h4', { text: t('lady-alice-evidence-cards') }),
    el('ul', { class: 'reveal-list' }, r.evidence.map((clue, seat) => el('li', {},
      el('span', { class: 'disc', style: { background: SEAT_COLORS[seat] } }),
      ` ${t('lady-alice-reveal-name', { name: nameOf(ctx.names, seat) })} `, el('strong', { text: clueName(clue) }),
      el('span', { class: 'muted small', text: ` (${categoryOf(clue) ? categoryLabel(categoryOf(clue)) : '?'})` })))),
    r.special_category
      ? el('p', { class: 'special', text: t(v.players === 3 ? 'lady-alice-removed-category' : 'lady-alice-doubled-category', { category: categoryLabel(r.special_category) }) })
      : null);
}

/** The lines of the score sheet (LA-9), named at draw time. */
function sheetLines() {
  return [
    ['I', t('lady-alice-sheet-evidence'), (r) => clueName(r.evidence)],
    ['II', t('lady-alice-sheet-off-solution'), (r) => minus(r.removed_off_solution)],
    ['III', t('lady-alice-sheet-of-eliminated'), (r) => minus(r.removed_eliminated)],
    ['IV', t('lady-alice-sheet-face-up'), (r) => r.scoring_counters.map((c) => `${c.value} ${clueName(c.clue)}`).join(', ') || '—'],
    ['V', t('lady-alice-sheet-zeros'), (r) => minus(r.removed_zeros)],
    ['VI', t('lady-alice-sheet-value'), (r) => r.counter_points],
    ['VII', t('lady-alice-sheet-all-evidence'), (r) => bonus(r.all_evidence_bonus)],
    ['VIII', t('lady-alice-sheet-suspicion'), (r) => bonus(r.suspicion_bonus)],
    ['IX', t('lady-alice-sheet-accusation'), (r) => bonus(r.accusation_bonus)],
  ];
}

function minus(n) { return n ? t('lady-alice-sheet-removed', { count: n }) : '—'; }
function bonus(n) { return n ? `+${n}` : '—'; }

function scoreSheet(v, ctx) {
  const sheet = v.reveal.sheet;
  const rows = [...sheet.rows].sort((a, b) => a.seat - b.seat);
  const winners = new Set(sheet.winners || []);
  const lines = sheetLines();
  if (v.players === 5) lines.push(['5p', t('lady-alice-sheet-doubled'), (r) => bonus(r.doubled_category_bonus)]);
  const head = el('tr', {}, el('th', { class: 'line-label', text: t('lady-alice-sheet-line') }),
    rows.map((r) => el('th', { class: winners.has(r.seat) ? 'winner' : '' },
      el('span', { class: 'disc', style: { background: SEAT_COLORS[r.seat] } }),
      ` ${nameOf(ctx.names, r.seat)}`, r.eliminated ? el('span', { class: 'badge out', text: t('lady-alice-badge-eliminated') }) : null,
      winners.has(r.seat) ? el('span', { class: 'badge win', text: '★' }) : null)));
  const body = lines.map(([num, label, cell]) => el('tr', {},
    el('th', { class: 'line-label', scope: 'row' }, el('span', { class: 'line-no', text: num }), ` ${label}`),
    rows.map((r) => el('td', { class: winners.has(r.seat) ? 'winner' : '', text: String(cell(r)) }))));
  const total = el('tr', { class: 'total' }, el('th', { class: 'line-label', scope: 'row', text: t('lady-alice-sheet-total') }),
    rows.map((r) => el('td', { class: winners.has(r.seat) ? 'winner' : '', 'data-seat': r.seat, text: String(r.total) })));
  return el('section', { class: 'card la-sheet' },
    el('h3', { text: t('lady-alice-sheet-title') }),
    el('div', { class: 'table-scroll' }, el('table', { class: 'score-sheet', testid: 'score-sheet' }, el('thead', {}, head), el('tbody', {}, body, total))));
}

// ---------------------------------------------------------------- style

/** The table's own layout rules (the shell's style.css holds the rest), added once. */
/** The table's rules, added once as a constructed style sheet (the policy allows no `<style>` element). */
function injectStyle() {
  adoptStyle('la-style', CSS);
}

const CSS = `
.la-action-bar { display: grid; gap: .4rem; }
.la-action-bar .bar-status { margin: 0; }
.la-action-bar .bar-buttons { display: flex; flex-wrap: wrap; gap: .4rem; }
.la-action-bar .bar-buttons button { flex: 1 1 auto; }
@media (max-width: 899px) {
  /* Narrow screens: the controls stay at the bottom of the window, over the desk. */
  .la-action-bar {
    position: fixed; left: 0; right: 0; bottom: 0; z-index: 20;
    background: var(--paper, #fffdf8); border-top: 2px solid var(--line, #d9cfbf);
    box-shadow: 0 -3px 10px rgba(0, 0, 0, .18); padding: .45rem .6rem calc(.45rem + env(safe-area-inset-bottom, 0px));
    max-height: 45vh; overflow-y: auto;
  }
  .la-action-bar .values { flex-wrap: nowrap; }
  .la-action-bar .value-btn { min-width: 0; flex: 1 1 0; flex-direction: row; gap: .3rem; padding: .2rem .3rem; }
  .la-action-bar .counter.big { width: 22px; height: 22px; }
  .la.has-action-bar { padding-bottom: 1rem; }
  /* Room under the page (the shell's log too) so the bar never hides its end. */
  body:has(.la.has-action-bar) { padding-bottom: 11rem; }
  /* Whatever is scrolled into view (a tapped clue, a notebook button) lands above the bar. */
  .la.has-action-bar :is(.clue, .small-btn, .la-notebook, .la-place) { scroll-margin-bottom: 12rem; }
}
@media (max-width: 640px) {
  /* The public history: each row stacks instead of scrolling sideways. */
  .la-history-panel .table-scroll { overflow-x: visible; }
  .la-history, .la-history tbody, .la-history tr, .la-history td { display: block; }
  .la-history thead { display: none; }
  .la-history tr { display: flex; flex-wrap: wrap; gap: .1rem .6rem; padding: .35rem .2rem; border-bottom: 1px solid var(--line, #d9cfbf); }
  .la-history td { border: 0; padding: 0; min-width: 0; overflow-wrap: anywhere; }
  .la-history td.clue-cell { flex: 1 1 40%; }
  .la-history td.clue-cell::before { content: attr(data-label) ": "; color: var(--muted, #777); font-size: .72rem; text-transform: uppercase; }
}
`;
