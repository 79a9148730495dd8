// assist/lady-alice.js — the Lady Alice kind of the deduction assistant: the
// setup form (3 to 5 players in seating order, me, my evidence card), the
// suspicion, accusation, counter and pass forms, the knowledge document of
// docs/deduction/lady-alice-solver.md, and the notepad drawn from POST
// /api/solve/lady-alice: a heat map with the clues by category as rows and
// P(evidence) and P(each seat holds it) as columns, the special category (removed
// with 3 players, doubled with 5), the worlds, the best accusation.
// Clue names come from GET /api/games/lady-alice/assets; they are shown through
// the game's catalogue (lady-alice-clue-<slug>, in lady-alice.ftl) when it has them,
// while the document and the solver keep the English names.
//
// Test ids: la-player-count, la-name-N, la-me-N, la-evidence; tab-suspicion,
// tab-accusation, tab-counter, tab-pass, la-by, la-clue-CATEGORY
// (suspect|place|time|object), la-removed, la-smiles, la-add-suspicion,
// la-add-accusation, la-counter-clue, la-counter-value, la-add-counter,
// la-add-pass; notepad-method, la-solution, la-special, la-best, heatmap,
// cell-CLUE-evidence, cell-CLUE-N (N = seat; data-p holds the probability,
// class certain when sure).

import { api } from '../api.js';
import { el, sidewaysHint } from '../ui.js';
import { heat, percent } from './cluedo.js';
import { t, has } from '../i18n.js';

export const id = 'lady-alice';
export const solvePath = '/api/solve/lady-alice';

let deskPromise = null;
let desk = null; // [{category, clues}]

function loadDesk() {
  if (!deskPromise) {
    deskPromise = api('GET', '/api/games/lady-alice/assets')
      .then((assets) => { desk = assets.desk; return desk; })
      .catch((err) => { deskPromise = null; throw err; });
  }
  return deskPromise;
}

export async function games() {
  return [{ value: 'lady-alice', label: t('assist-la-game') }];
}

const seatName = (setup, s) => setup.names[s] ?? t('assist-la-seat', { seat: Number(s) + 1 });

/** A clue as the reader says it: the game's catalogue (lady-alice-clue-<slug>), else its desk name. */
export function clueName(clue) {
  const slug = String(clue).toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const id = `lady-alice-clue-${slug}`;
  return has(id) ? t(id) : String(clue);
}

/** A category of clues (suspect, place, time, object) in the reader's words. */
export function categoryName(category) {
  return t('assist-la-category', { category: String(category) });
}

/** The same inside a sentence ("time removed"). */
const categoryWord = (category) => categoryName(category).toLowerCase();

const clueList = (clues) => clues.map(clueName).join(', ');
const withYou = (name, me) => (me ? t('assist-you', { name }) : name);

export function title(setup) {
  const players = setup.names.map((n, i) => withYou(n, i === setup.me)).join(', ');
  return t('assist-la-title', { players, clue: clueName(setup.my_evidence) });
}

/** A <select> of every clue, grouped by category. */
function clueSelect(attrs, { only = null, empty = null, selected = '' } = {}) {
  return el('select', attrs,
    empty ? el('option', { value: '', text: empty }) : null,
    desk.filter((c) => !only || c.category === only).map((c) => (only
      ? c.clues.map((clue) => el('option', { value: clue, text: clueName(clue), selected: clue === selected }))
      : el('optgroup', { label: categoryName(c.category) },
        c.clues.map((clue) => el('option', { value: clue, text: clueName(clue), selected: clue === selected }))))));
}

/** The setup form; calls start({names, me, my_evidence}). */
export async function setupForm(container, game, start) {
  container.replaceChildren(el('p', { class: 'muted', text: t('assist-la-loading') }));
  container.dataset.deck = game;
  try {
    await loadDesk();
  } catch (err) {
    container.replaceChildren(el('p', { class: 'assist-error', text: err.message }));
    return;
  }
  if (container.dataset.deck !== game) return;
  const count = el('select', { testid: 'la-player-count', id: 'la-player-count' },
    [3, 4, 5].map((n) => el('option', { value: String(n), text: t('assist-players-count', { count: n }), selected: n === 4 })));
  const rows = el('div', { class: 'assist-players' });
  const evidence = clueSelect({ testid: 'la-evidence', id: 'la-evidence' }, { empty: t('assist-la-pick-evidence') });
  const problem = el('p', { class: 'assist-error', role: 'alert', hidden: true });
  const names = [];
  const drawRows = () => {
    const n = Number(count.value);
    rows.replaceChildren(el('div', { class: 'assist-player-head la-player-head muted small' },
      el('span', { text: t('assist-seating-order') }), el('span', { text: t('assist-me') })));
    for (let i = 0; i < n; i += 1) {
      rows.append(el('div', { class: 'assist-player-row la-player-row' },
        el('input', { type: 'text', testid: `la-name-${i}`, 'aria-label': t('assist-player-name.aria-label', { player: i + 1 }), value: names[i] || t('assist-default-player', { player: i + 1 }), maxlength: '24',
          on: { input: (e) => { names[i] = e.target.value; } } }),
        el('input', { type: 'radio', name: 'la-me', testid: `la-me-${i}`, 'aria-label': t('assist-i-am', { player: i + 1 }), value: String(i), checked: i === 0 })));
    }
  };
  const form = el('form', { class: 'assist-setup-fields' },
    el('div', { class: 'row' }, el('label', { for: 'la-player-count', text: `${t('assist-players')} ` }), count),
    rows,
    el('div', { class: 'row' }, el('label', { for: 'la-evidence', text: `${t('assist-la-evidence')} ` }), evidence),
    problem,
    el('button', { type: 'submit', class: 'primary', testid: 'assist-start', text: t('assist-start') }));
  count.addEventListener('change', drawRows);
  form.addEventListener('change', () => { problem.hidden = true; });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const n = Number(count.value);
    const list = [];
    for (let i = 0; i < n; i += 1) list.push(rows.querySelector(`[data-testid="la-name-${i}"]`).value.trim());
    const fail = (message) => { problem.textContent = message; problem.hidden = false; };
    if (list.some((p) => !p)) return fail(t('assist-every-name'));
    const lower = list.map((p) => p.toLowerCase());
    if (new Set(lower).size !== lower.length) return fail(t('assist-same-name'));
    if (!evidence.value) return fail(t('assist-la-choose-evidence'));
    const me = Number(rows.querySelector('input[name=la-me]:checked')?.value ?? 0);
    problem.hidden = true;
    start({ names: list, me, my_evidence: evidence.value });
  });
  container.replaceChildren(form);
  drawRows();
}

/** The knowledge document (docs/deduction/lady-alice-solver.md). */
export function document(setup, entries) {
  const pick = (type) => entries.filter((e) => e.type === type);
  return {
    players: setup.names.length,
    names: setup.names,
    me: setup.me,
    my_evidence: setup.my_evidence,
    suspicions: pick('suspicion').map((e) => ({ by: e.by, clues: e.clues, smiles: e.smiles })),
    accusations: pick('accusation').map((e) => ({ by: e.by, clues: e.clues, removed: e.removed ?? null, smiles: e.smiles })),
    counters: pick('counter').map((e) => ({ by: e.by, clue: e.clue, value: e.value ?? null })),
    passes: pick('pass').map((e) => ({ by: e.by })),
  };
}

/** A session from a saved Lady Alice document (`sleuth assist` save or "Download as JSON"). */
export async function fromDocument(doc) {
  if (!doc || typeof doc !== 'object' || doc.deck !== undefined || doc.my_evidence === undefined) {
    throw new Error(t('assist-la-not-document'));
  }
  await loadDesk();
  const all = desk.flatMap((c) => c.clues);
  const clue = (name) => {
    const found = all.find((c) => c.toLowerCase() === String(name).trim().toLowerCase());
    if (!found) throw new Error(t('assist-la-unknown-clue', { name: String(name) }));
    return found;
  };
  const n = Number(doc.players);
  if (!(n >= 3 && n <= 5)) throw new Error(t('assist-la-players-range', { players: String(doc.players) }));
  const names = Array.isArray(doc.names) && doc.names.length === n
    ? doc.names.map(String) : Array.from({ length: n }, (_, i) => t('assist-default-player', { player: i + 1 }));
  const seat = (v) => {
    const s = Number(v);
    if (!Number.isInteger(s) || s < 0 || s >= n) throw new Error(t('assist-la-seat-off-table', { seat: String(v), players: n }));
    return s;
  };
  const setup = { names, me: seat(doc.me), my_evidence: clue(doc.my_evidence) };
  const entries = [];
  for (const s of doc.suspicions || []) entries.push({ type: 'suspicion', by: seat(s.by), clues: (s.clues || []).map(clue), smiles: Number(s.smiles) });
  for (const a of doc.accusations || []) entries.push({ type: 'accusation', by: seat(a.by), clues: (a.clues || []).map(clue), removed: a.removed ?? null, smiles: Number(a.smiles) });
  for (const c of doc.counters || []) entries.push({ type: 'counter', by: seat(c.by), clue: clue(c.clue), value: c.value ?? null });
  for (const p of doc.passes || []) entries.push({ type: 'pass', by: seat(typeof p === 'object' ? p.by : p) });
  return { setup, entries };
}

const smilesText = (n) => t('assist-la-smiles-count', { smiles: Number(n) });

export function describe(setup, e) {
  const who = seatName(setup, e.by);
  if (e.type === 'suspicion') return t('assist-la-suspected', { who, clues: clueList(e.clues), smiles: smilesText(e.smiles) });
  if (e.type === 'accusation') {
    return e.removed
      ? t('assist-la-accused-removed', { who, clues: clueList(e.clues), removed: categoryWord(e.removed), smiles: smilesText(e.smiles) })
      : t('assist-la-accused', { who, clues: clueList(e.clues), smiles: smilesText(e.smiles) });
  }
  if (e.type === 'counter') {
    return t('assist-la-counter', { who, clue: clueName(e.clue), value: e.value === null || e.value === undefined ? t('assist-la-face-down') : String(e.value) });
  }
  return t('assist-la-passed', { who });
}

const LISTS = { suspicions: 'suspicion', accusations: 'accusation', counters: 'counter', passes: 'pass' };

/**
 * The solver's sentence with the entries it names (`suspicions[1]`, from 0, by
 * kind; `my_evidence`) said as the entry list numbers them: "entry 2 (Bob
 * suspected …)", "the new entry (…)", "your evidence card (Journal)". `entries`
 * is the list that was solved, of which the first `kept` are already in the
 * session.
 */
export function explainError(setup, entries, kept, message) {
  return message.replace(/\b(suspicions|accusations|counters|passes)\[(\d+)\]|\bmy_evidence\b/g, (match, key, k) => {
    if (!key) return t('assist-la-your-evidence-named', { clue: clueName(setup.my_evidence) });
    const at = entries.map((e, i) => [e, i]).filter(([e]) => e.type === LISTS[key])[Number(k)]?.[1];
    if (at === undefined) return match;
    const text = describe(setup, entries[at]);
    return at >= kept ? t('assist-new-entry-described', { text }) : t('assist-entry-described', { entry: at + 1, text });
  });
}

let nextBy = null;

/** The entry forms; ctx = {setup, add(entry) → Promise<bool>}. */
export async function entryForms(container, ctx) {
  nextBy = null;
  await loadDesk();
  const panel = el('div', { class: 'assist-panel' });
  const tabs = {};
  const labels = { suspicion: t('assist-la-tab-suspicion'), accusation: t('assist-la-tab-accusation'), counter: t('assist-la-tab-counter'), pass: t('assist-la-tab-pass') };
  const show = (which) => {
    for (const [key, button] of Object.entries(tabs)) button.setAttribute('aria-selected', String(key === which));
    panel.replaceChildren(entryForm(which, ctx, () => show(which)));
  };
  for (const key of Object.keys(labels)) {
    tabs[key] = el('button', { type: 'button', role: 'tab', class: 'assist-tab', testid: `tab-${key}`, text: labels[key], on: { click: () => show(key) } });
  }
  container.replaceChildren(el('div', { class: 'assist-tabs la-tabs', role: 'tablist' }, Object.values(tabs)), panel);
  show('suspicion');
}

function entryForm(type, ctx, again) {
  const { setup } = ctx;
  const n = setup.names.length;
  const by = el('select', { testid: 'la-by', id: 'la-by' },
    setup.names.map((name, i) => el('option', { value: String(i), text: withYou(name, i === setup.me), selected: i === (nextBy ?? setup.me) })));
  const problem = el('p', { class: 'assist-error', role: 'alert', hidden: true });
  const fields = [el('div', { class: 'row' }, el('label', { for: 'la-by', text: `${type === 'pass' ? t('assist-la-who-passed') : t('assist-la-by')} ` }), by)];
  let read;
  if (type === 'suspicion' || type === 'accusation') {
    const selects = desk.map((c) => clueSelect({ testid: `la-clue-${c.category}`, 'aria-label': categoryName(c.category), 'data-category': c.category }, { only: c.category, empty: `— ${categoryName(c.category)} —` }));
    const removed = el('select', { testid: 'la-removed', id: 'la-removed' },
      desk.map((c, i) => el('option', { value: c.category, text: categoryName(c.category), selected: i === desk.length - 1 })));
    const threeAccuse = type === 'accusation' && n === 3;
    const drawRemoved = () => {
      for (const s of selects) {
        const off = threeAccuse && s.dataset.category === removed.value;
        s.disabled = off;
        s.hidden = off;
      }
    };
    removed.addEventListener('change', drawRemoved);
    drawRemoved();
    const smiles = el('select', { testid: 'la-smiles', id: 'la-smiles' },
      [0, 1, 2, 3, 4].map((k) => el('option', { value: String(k), text: smilesText(k) })));
    fields.push(el('div', { class: 'assist-card-selects' }, selects));
    if (threeAccuse) fields.push(el('div', { class: 'row' }, el('label', { for: 'la-removed', text: `${t('assist-la-removed-category')} ` }), removed));
    fields.push(el('div', { class: 'row' }, el('label', { for: 'la-smiles', text: `${t('assist-la-smiles')} ` }), smiles));
    read = () => {
      const active = selects.filter((s) => !s.disabled);
      const missing = active.filter((s) => !s.value).map((s) => s.dataset.category);
      if (missing.length) throw new Error(t('assist-la-choose', { categories: missing.map(categoryName).join(', ') }));
      const clues = active.map((s) => s.value);
      const k = Number(smiles.value);
      if (k > clues.length) throw new Error(t('assist-la-too-many-smiles', { clues: clues.length }));
      return type === 'suspicion'
        ? { type, by: Number(by.value), clues, smiles: k }
        : { type, by: Number(by.value), clues, removed: threeAccuse ? removed.value : null, smiles: k };
    };
  } else if (type === 'counter') {
    const clue = clueSelect({ testid: 'la-counter-clue', id: 'la-counter-clue' }, { empty: t('assist-la-pick-clue') });
    const value = el('select', { testid: 'la-counter-value', id: 'la-counter-value' },
      el('option', { value: '', text: t('assist-la-face-down') }),
      [0, 1, 2].map((v) => el('option', { value: String(v), text: String(v) })));
    fields.push(el('div', { class: 'row' }, el('label', { for: 'la-counter-clue', text: `${t('assist-la-on')} ` }), clue));
    fields.push(el('div', { class: 'row' }, el('label', { for: 'la-counter-value', text: `${t('assist-la-value')} ` }), value));
    fields.push(el('p', { class: 'muted small', text: t('assist-la-counters-note') }));
    read = () => {
      if (!clue.value) throw new Error(t('assist-la-choose-clue'));
      return { type, by: Number(by.value), clue: clue.value, value: value.value === '' ? null : Number(value.value) };
    };
  } else {
    read = () => ({ type: 'pass', by: Number(by.value) });
  }
  const button = el('button', { type: 'submit', class: 'primary', testid: `la-add-${type}`, text: t(`assist-la-add-${type}`) });
  const form = el('form', { class: 'assist-form' }, fields, problem, button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    let entry;
    try {
      entry = read();
    } catch (err) {
      problem.textContent = err.message;
      problem.hidden = false;
      return;
    }
    problem.hidden = true;
    button.disabled = true;
    const added = await ctx.add(entry);
    button.disabled = false;
    if (added) {
      if (type === 'suspicion' || type === 'pass') nextBy = (entry.by + 1) % n;
      again();
    }
  });
  return form;
}

// ---------------------------------------------------------------- the notepad

export function renderNotepad(container, setup, answer) {
  if (!desk) {
    loadDesk().then(() => renderNotepad(container, setup, answer));
    return;
  }
  const rows = new Map((answer.clues || []).map((c) => [c.clue, c]));
  const sureEvidence = new Set(answer.certain?.evidence || []);
  const special = answer.special || {};
  const columns = [{ key: 'evidence', label: t('assist-la-evidence-column') },
    ...setup.names.map((name, i) => ({ key: String(i), label: name, me: i === setup.me }))];
  const worlds = Number(answer.worlds);
  const method = t('assist-la-method', { worlds, deals: Number(answer.deals) });

  const table = el('table', { class: 'heatmap la-heatmap', testid: 'heatmap' },
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', class: 'card-col', text: t('assist-la-clue') }),
      columns.map((c) => el('th', { scope: 'col', class: c.key === 'evidence' ? 'env-col' : (c.me ? 'me-col' : ''), title: withYou(c.label, c.me) },
        el('span', { class: 'holder-name' }, c.label, c.me ? el('span', { class: 'you', text: ` ${t('assist-you-mark')}` }) : null))))),
    desk.map((category) => {
      const p = special.kind ? (special.probability?.[category.category] ?? 0) : 0;
      const head = p > 0 && (special.kind === 'removed' || special.kind === 'doubled')
        ? t(`assist-la-special-${special.kind}`, { category: categoryName(category.category), percent: percent(p, p >= 1) })
        : categoryName(category.category);
      return el('tbody', {},
        el('tr', { class: 'category' }, el('th', { colspan: String(columns.length + 1), scope: 'colgroup', testid: `la-category-${category.category}`, text: head })),
        category.clues.map((clue) => {
          const row = rows.get(clue) || { evidence: 0, held_by: [] };
          const mine = clue === setup.my_evidence;
          return el('tr', {},
            el('th', { scope: 'row', class: `card-col${mine ? ' mine' : ''}`, text: clueName(clue) }),
            columns.map((c) => {
              const q = c.key === 'evidence' ? row.evidence : (row.held_by?.[Number(c.key)] ?? 0);
              const sure = c.key === 'evidence' ? sureEvidence.has(clue) : q >= 1;
              const classes = ['cell'];
              if (c.key === 'evidence') classes.push('env-col');
              if (sure) classes.push('certain');
              if (q <= 0) classes.push('zero');
              return el('td', {
                class: classes.join(' '), testid: `cell-${clue}-${c.key}`, 'data-p': String(q),
                title: c.key === 'evidence'
                  ? t('assist-la-cell-evidence', { clue: clueName(clue), chance: sure ? t('assist-certain') : percent(q, false) })
                  : t('assist-la-cell-held', { clue: clueName(clue), name: c.label, chance: sure ? t('assist-certain') : percent(q, false) }),
                style: { background: heat(q), color: q >= 0.55 ? '#fff' : 'var(--ink)' },
              }, sure ? el('span', { class: 'tick', 'aria-label': t('assist-certain'), text: '✓' }) : null, percent(q, sure));
            }));
        }));
    }));

  const solution = answer.certain?.solution;
  const summary = solution
    ? el('p', { class: 'envelope-summary solved', testid: 'la-solution' },
      el('strong', { text: `${t('assist-la-solved')} ` }),
      solution.evidence.map((c) => el('span', { class: 'env-pick sure', text: `✓ ${clueName(c)}` })),
      solution.special && (special.kind === 'removed' || special.kind === 'doubled')
        ? el('span', { class: 'env-pick sure', text: t(`assist-la-solution-${special.kind}`, { category: categoryWord(solution.special) }) }) : null)
    : el('p', { class: 'envelope-summary', testid: 'la-solution' },
      el('strong', { text: `${t('assist-la-certain-evidence')} ` }),
      sureEvidence.size ? [...sureEvidence].map((c) => el('span', { class: 'env-pick sure', text: `✓ ${clueName(c)}` })) : el('span', { class: 'muted', text: t('assist-la-none-yet') }));
  let specialLine = null;
  if (special.kind) {
    const parts = desk.map((c) => [c.category, special.probability?.[c.category] ?? 0]).filter(([, p]) => p > 0);
    specialLine = el('p', { class: 'la-special small', testid: 'la-special' },
      el('strong', { text: `${special.kind === 'removed' ? t('assist-la-removed-head') : t('assist-la-doubled-head')} ` }),
      parts.map(([c, p]) => `${categoryWord(c)} ${percent(p, p >= 1)}`).join(' · '));
  }
  const best = answer.best_accusation;
  const bestLine = best ? el('p', { class: 'la-best small', testid: 'la-best' },
    el('strong', { text: `${t('assist-la-best')} ` }),
    best.removed
      ? t('assist-la-best-line-removed', { clues: clueList(best.clues), removed: categoryWord(best.removed), chance: best.probability >= 1 ? t('assist-certain') : percent(best.probability, false) })
      : t('assist-la-best-line', { clues: clueList(best.clues), chance: best.probability >= 1 ? t('assist-certain') : percent(best.probability, false) })) : null;

  // Many players at phone width: the map scrolls sideways in its own box, and says so.
  const scroll = el('div', { class: 'table-scroll', testid: 'heatmap-scroll' }, table);
  const scrollHint = sidewaysHint(scroll, t('assist-scroll-hint'));
  container.replaceChildren(...[
    el('p', { class: 'assist-method muted small', testid: 'notepad-method', text: method }),
    summary, specialLine, bestLine,
    scrollHint, scroll,
    el('p', { class: 'heat-legend muted small' },
      el('span', { class: 'legend-bar', 'aria-hidden': 'true' }), ` ${t('assist-la-legend')}`),
  ].filter(Boolean));
}
