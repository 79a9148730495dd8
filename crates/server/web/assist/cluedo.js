// assist/cluedo.js — the Cluedo kind of the deduction assistant (classic Cluedo
// and Haven't a Cluedo): the setup form (deck, players in seating order with
// hand sizes, me, my hand), the suggestion and fact forms, the knowledge
// document of docs/deduction/cluedo-solver.md, and the notepad heat map drawn
// from POST /api/solve/cluedo.
//
// Test ids: assist-player-count, player-name-N, player-size-N, player-me-N,
// hand-card-CARD, hand-count; tab-suggestion, tab-fact, suggest-by,
// suggest-card-CATEGORY (suspects|weapons|rooms), shown-by, passed-N,
// shown-card, add-suggestion, fact-player, fact-kind, fact-card-CARD, add-fact;
// notepad-method, envelope-summary, heatmap, cell-CARD-envelope, cell-CARD-N
// (N = seat index; data-p holds the probability, class certain when sure).

import { api } from '../api.js';
import { el, sidewaysHint } from '../ui.js';
import { t, has, language } from '../i18n.js';

export const id = 'cluedo';
export const solvePath = '/api/solve/cluedo';

let decksPromise = null;

function decks() {
  if (!decksPromise) {
    decksPromise = api('GET', '/api/solve/cluedo/decks').then((d) => d.decks)
      .catch((err) => { decksPromise = null; throw err; });
  }
  return decksPromise;
}

/** The decks this kind offers in the game menu. */
export async function games() {
  return (await decks()).map((d) => ({ value: d.name, label: deckTitle(d.name, d.title) }));
}

let deckCache = {};

async function deck(name) {
  if (!deckCache[name]) deckCache[name] = (await decks()).find((d) => d.name === name);
  return deckCache[name];
}

// Card names are shown through Haven't a Cluedo's catalogue (havent-a-cluedo-card-<slug>,
// in havent-a-cluedo.ftl) when it has them; the document and the solver keep the
// English names.

/** A card as the reader says it: the game's catalogue, else the deck's name. */
export function cardName(card) {
  const slug = String(card).toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  for (const id of [`havent-a-cluedo-card-${slug}`, `assist-classic-card-${slug}`]) {
    if (has(id)) return t(id);
  }
  return String(card);
}

/** A category of the deck (persons, articles, rooms…) as a heading, and one of its cards' kind. */
const categoryTitle = (category) => t('assist-cluedo-category', { category: String(category) });
const singular = (category) => t('assist-cluedo-category-one', { category: String(category) });
const cardList = (cards) => cards.map(cardName).join(', ');
const deckTitle = (deck, title) => t('assist-cluedo-deck', { deck: String(deck), title: String(title || deck) });
const withYou = (name, me) => (me ? t('assist-you', { name }) : name);
const holderName = (setup, h) => (h === 'envelope' ? t('assist-cluedo-the-envelope') : setup.players[h]?.name ?? t('assist-cluedo-player', { player: h + 1 }));

export function title(setup) {
  const players = setup.players.map((p, i) => withYou(p.name, i === setup.me)).join(', ');
  return `${deckTitle(setup.deck, setup.deckTitle)} · ${players}`;
}

/** The setup form; calls start(setup) with {deck, deckTitle, players, me, hand}. */
export async function setupForm(container, deckName, start) {
  container.replaceChildren(el('p', { class: 'muted', text: t('assist-cluedo-loading') }));
  container.dataset.deck = deckName; // a later choice wins over a slow earlier one
  let spec;
  try {
    spec = await deck(deckName);
  } catch (err) {
    container.replaceChildren(el('p', { class: 'assist-error', text: err.message }));
    return;
  }
  if (container.dataset.deck !== deckName) return;
  const total = spec.categories.reduce((n, c) => n + c.cards.length, 0);
  const dealt = total - spec.categories.length;
  const count = el('select', { testid: 'assist-player-count', id: 'assist-player-count' },
    [2, 3, 4, 5, 6].map((n) => el('option', { value: String(n), text: t('assist-players-count', { count: n }), selected: n === 3 })));
  const rows = el('div', { class: 'assist-players' });
  const handBox = el('div', { class: 'assist-hand' });
  const handCount = el('span', { class: 'muted small', testid: 'hand-count' });
  const problem = el('p', { class: 'assist-error', role: 'alert', hidden: true });
  const startButton = el('button', { type: 'submit', class: 'primary', testid: 'assist-start', text: t('assist-start') });
  const names = [];

  const drawRows = () => {
    const n = Number(count.value);
    const base = Math.floor(dealt / n);
    const extra = dealt % n;
    rows.replaceChildren(el('div', { class: 'assist-player-head muted small' },
      el('span', { text: t('assist-seating-order') }), el('span', { text: t('assist-cluedo-cards') }), el('span', { text: t('assist-me') })));
    for (let i = 0; i < n; i += 1) {
      rows.append(el('div', { class: 'assist-player-row' },
        el('input', { type: 'text', testid: `player-name-${i}`, 'aria-label': t('assist-player-name.aria-label', { player: i + 1 }), value: names[i] || t('assist-default-player', { player: i + 1 }), maxlength: '24',
          on: { input: (e) => { names[i] = e.target.value; } } }),
        el('input', { type: 'number', class: 'num', testid: `player-size-${i}`, 'aria-label': t('assist-cluedo-cards-of.aria-label', { player: i + 1 }), min: '1', max: String(dealt), value: String(base + (i < extra ? 1 : 0)),
          on: { input: drawHandCount } }),
        el('input', { type: 'radio', name: 'assist-me', testid: `player-me-${i}`, 'aria-label': t('assist-i-am', { player: i + 1 }), value: String(i), checked: i === 0,
          on: { change: drawHandCount } })));
    }
    drawHandCount();
  };

  const me = () => Number(rows.querySelector('input[name=assist-me]:checked')?.value ?? -1);
  const mySize = () => Number(rows.querySelector(`[data-testid="player-size-${me()}"]`)?.value || 0);
  const chosen = () => [...handBox.querySelectorAll('input[type=checkbox]:checked')].map((c) => c.value);
  function drawHandCount() {
    handCount.textContent = t('assist-cluedo-chosen', { chosen: chosen().length, size: mySize() });
  }

  handBox.replaceChildren(...spec.categories.map((category) => el('fieldset', { class: 'assist-cards' },
    el('legend', { text: categoryTitle(category.name) }),
    category.cards.map((card) => el('label', { class: 'assist-check' },
      el('input', { type: 'checkbox', value: card, testid: `hand-card-${card}`, on: { change: drawHandCount } }), ` ${cardName(card)}`)))));

  const form = el('form', { class: 'assist-setup-fields' },
    el('div', { class: 'row' }, el('label', { for: 'assist-player-count', text: `${t('assist-players')} ` }), count,
      el('span', { class: 'muted small', text: t('assist-cluedo-dealt', { dealt }) })),
    rows,
    el('h4', {}, `${t('assist-cluedo-your-hand')} `, handCount),
    handBox,
    problem,
    startButton);
  count.addEventListener('change', drawRows);
  form.addEventListener('change', () => { problem.hidden = true; });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const n = Number(count.value);
    const players = [];
    for (let i = 0; i < n; i += 1) {
      players.push({
        name: rows.querySelector(`[data-testid="player-name-${i}"]`).value.trim(),
        hand_size: Number(rows.querySelector(`[data-testid="player-size-${i}"]`).value),
      });
    }
    const fail = (message) => { problem.textContent = message; problem.hidden = false; };
    if (players.some((p) => !p.name)) return fail(t('assist-every-name'));
    const lower = players.map((p) => p.name.toLowerCase());
    if (new Set(lower).size !== lower.length) return fail(t('assist-same-name'));
    if (lower.includes('envelope')) return fail(t('assist-cluedo-no-envelope-name'));
    const sum = players.reduce((s, p) => s + p.hand_size, 0);
    if (sum !== dealt) return fail(t('assist-cluedo-hands-sum', { sum, dealt }));
    const hand = chosen();
    if (hand.length !== players[me()].hand_size) {
      return fail(t('assist-cluedo-tick-hand', { size: players[me()].hand_size, ticked: hand.length }));
    }
    problem.hidden = true;
    start({ deck: spec.name, deckTitle: spec.title, players, me: me(), hand });
  });
  container.replaceChildren(form);
  drawRows();
}

/** The knowledge document (docs/deduction/cluedo-solver.md). */
export function document(setup, entries) {
  const name = (h) => (h === 'envelope' ? 'envelope' : setup.players[h].name);
  const suggestions = [];
  const facts = [];
  for (const e of entries) {
    if (e.type === 'suggestion') {
      const s = { by: name(e.by), cards: e.cards, passed: e.passed.map(name) };
      if (e.shown_by !== null && e.shown_by !== undefined) s.shown_by = name(e.shown_by);
      if (e.shown) s.shown = e.shown;
      suggestions.push(s);
    } else if (e.type === 'has') facts.push({ player: name(e.holder), has: e.cards });
    else if (e.type === 'lacks') facts.push({ player: name(e.holder), lacks: e.cards });
    else if (e.type === 'oneof') facts.push({ player: name(e.holder), has_one_of: e.cards });
  }
  return {
    deck: setup.deck,
    players: setup.players.map((p) => ({ name: p.name, hand_size: p.hand_size })),
    me: name(setup.me),
    my_hand: setup.hand,
    suggestions,
    facts,
  };
}

const normalize = (name) => {
  const words = String(name).trim().toLowerCase().replace(/ü/g, 'u').split(/\s+/).filter(Boolean).join(' ');
  return words.startsWith('the ') ? words.slice(4) : words;
};

/** A name as the solver matches it: exact (any case), else the unique name ending with it. */
function canonical(names, text, what) {
  const key = normalize(text);
  const exact = names.find((n) => normalize(n) === key);
  if (exact) return exact;
  const ending = names.filter((n) => normalize(n).endsWith(` ${key}`));
  if (key && ending.length === 1) return ending[0];
  throw new Error(t(what === 'card' ? 'assist-cluedo-unknown-card' : 'assist-unknown-document-player', { name: String(text) }));
}

/** A session from a knowledge document (as `sleuth assist`'s save or "Download as JSON" wrote it). */
export async function fromDocument(doc) {
  if (!doc || typeof doc !== 'object' || typeof doc.deck !== 'string' || !Array.isArray(doc.players)) {
    throw new Error(t('assist-cluedo-not-document'));
  }
  const spec = (await decks()).find((d) => normalize(d.name) === normalize(doc.deck));
  if (!spec) throw new Error(t('assist-cluedo-unknown-deck', { deck: doc.deck }));
  deckCache[spec.name] = spec;
  const cards = spec.categories.flatMap((c) => c.cards);
  const card = (name) => canonical(cards, name, 'card');
  const list = (v) => (Array.isArray(v) ? v : [v]).map(card);
  const players = doc.players.map((p) => ({ name: String(p.name), hand_size: Number(p.hand_size) }));
  const player = (ref, envelope = false) => {
    if (typeof ref === 'number' && ref >= 0 && ref < players.length) return ref;
    if (envelope && normalize(ref) === 'envelope') return 'envelope';
    const i = players.findIndex((p) => normalize(p.name) === normalize(ref));
    if (i < 0) throw new Error(t('assist-unknown-document-player', { name: String(ref) }));
    return i;
  };
  if (doc.me === undefined || doc.me === null) throw new Error(t('assist-cluedo-no-me'));
  const setup = { deck: spec.name, deckTitle: spec.title, players, me: player(doc.me), hand: list(doc.my_hand || []) };
  const entries = [];
  for (const s of doc.suggestions || []) {
    entries.push({
      type: 'suggestion',
      by: player(s.by),
      cards: list(s.cards || []),
      passed: (s.passed || []).map((p) => player(p)),
      shown_by: s.shown_by === undefined || s.shown_by === null ? null : player(s.shown_by),
      shown: s.shown ? card(s.shown) : null,
    });
  }
  for (const f of doc.facts || []) {
    const holder = player(f.player, true);
    if (f.has !== undefined) entries.push({ type: 'has', holder, cards: list(f.has) });
    if (f.lacks !== undefined) entries.push({ type: 'lacks', holder, cards: list(f.lacks) });
    if (f.has_one_of !== undefined) entries.push({ type: 'oneof', holder, cards: list(f.has_one_of) });
  }
  return { setup, entries };
}

const FACT_TYPES = ['has', 'lacks', 'oneof'];

/**
 * The solver names entries by their place in the document, from 0
 * ("suggestion 1 (…)", "fact 0 (…)"), suggestions and facts apart; the page says
 * them as the entry list numbers them ("entry 2 (…)"), and an entry not yet
 * added as "the new entry". `entries` is the list that was solved, of which the
 * first `kept` are already in the session.
 */
export function explainError(setup, entries, kept, message) {
  const places = (types) => entries.map((e, i) => [e, i]).filter(([e]) => types.includes(e.type)).map(([, i]) => i);
  const lists = { suggestion: places(['suggestion']), fact: places(FACT_TYPES) };
  // The solver counts suggestions and facts from 0, in English or French words.
  const keys = { suggestion: 'suggestion', fact: 'fact', 'hypothèse': 'suggestion', fait: 'fact' };
  return message.replace(/(?<![\p{L}\p{N}])(suggestion|fact|hypothèse|fait) (\d+)\b/gu, (match, word, k) => {
    const at = lists[keys[word]][Number(k)];
    if (at === undefined) return match;
    return at >= kept ? t('assist-new-entry') : t('assist-entry', { entry: at + 1 });
  });
}

export function describe(setup, e) {
  // A suggestion is told as clauses, each a sentence of its own in the catalogue.
  if (e.type === 'suggestion') {
    const clauses = [t('assist-cluedo-suggested', { who: holderName(setup, e.by), cards: cardList(e.cards) })];
    if (e.passed.length) clauses.push(t('assist-cluedo-passed', { names: e.passed.map((p) => holderName(setup, p)).join(', ') }));
    if (e.shown_by === null || e.shown_by === undefined) clauses.push(t('assist-cluedo-nobody-showed'));
    else if (e.shown) clauses.push(t('assist-cluedo-showed-card', { who: holderName(setup, e.shown_by), card: cardName(e.shown) }));
    else clauses.push(t('assist-cluedo-showed-a-card', { who: holderName(setup, e.shown_by) }));
    return clauses.join('; ');
  }
  const cards = cardList(e.cards);
  const fact = { has: 'has', lacks: 'lacks', oneof: 'one-of' }[e.type] || 'one-of';
  if (e.holder === 'envelope') return t(`assist-cluedo-envelope-${fact}`, { cards });
  return t(`assist-cluedo-${fact}`, { who: holderName(setup, e.holder), cards });
}

/** Players strictly after `from` and before `to` in seating order (all others if `to` is null). */
function between(n, from, to) {
  const out = [];
  for (let k = 1; k < n; k += 1) {
    const p = (from + k) % n;
    if (p === to) break;
    out.push(p);
  }
  return out;
}

/** The suggestion and fact forms; ctx = {setup, add(entry) → Promise<bool>}. */
export async function entryForms(container, ctx) {
  const { setup } = ctx;
  nextSuggester = null; // a new session starts with you
  const spec = await deck(setup.deck);
  const n = setup.players.length;
  const panel = el('div', { class: 'assist-panel' });
  const tabs = {};
  const show = (which) => {
    for (const [key, button] of Object.entries(tabs)) button.setAttribute('aria-selected', String(key === which));
    panel.replaceChildren(which === 'fact' ? factForm(setup, spec, ctx.add) : suggestionForm(setup, spec, ctx.add, n));
  };
  tabs.suggestion = el('button', { type: 'button', role: 'tab', class: 'assist-tab', testid: 'tab-suggestion', text: t('assist-cluedo-tab-suggestion'), on: { click: () => show('suggestion') } });
  tabs.fact = el('button', { type: 'button', role: 'tab', class: 'assist-tab', testid: 'tab-fact', text: t('assist-cluedo-tab-fact'), on: { click: () => show('fact') } });
  container.replaceChildren(el('div', { class: 'assist-tabs', role: 'tablist' }, tabs.suggestion, tabs.fact), panel);
  show('suggestion');
}

let nextSuggester = null;

function suggestionForm(setup, spec, add, n) {
  const playerOptions = (selected, skip = null) => setup.players.map((p, i) => (i === skip ? null
    : el('option', { value: String(i), text: withYou(p.name, i === setup.me), selected: i === selected })));
  const by = el('select', { testid: 'suggest-by', id: 'suggest-by' }, playerOptions(nextSuggester !== null && nextSuggester < n ? nextSuggester : setup.me));
  const cardSelects = spec.categories.map((category) => el('select', { testid: `suggest-card-${category.name}`, 'aria-label': singular(category.name), 'data-category': category.name },
    el('option', { value: '', text: t('assist-cluedo-pick', { category: singular(category.name) }) }),
    category.cards.map((card) => el('option', { value: card, text: cardName(card) }))));
  const shownBy = el('select', { testid: 'shown-by', id: 'shown-by' });
  const passedBox = el('div', { class: 'assist-passed' });
  const shownCard = el('select', { testid: 'shown-card', id: 'shown-card' });
  const shownRow = el('div', { class: 'row' }, el('label', { for: 'shown-card', text: `${t('assist-cluedo-card-seen')} ` }), shownCard);
  const problem = el('p', { class: 'assist-error', role: 'alert', hidden: true });
  const button = el('button', { type: 'submit', class: 'primary', testid: 'add-suggestion', text: t('assist-cluedo-add-suggestion') });

  const suggester = () => Number(by.value);
  const shower = () => (shownBy.value === '' ? null : Number(shownBy.value));
  const drawShownBy = () => {
    const keep = shower();
    shownBy.replaceChildren(el('option', { value: '', text: t('assist-cluedo-nobody') }), ...playerOptions(keep === suggester() ? null : keep, suggester()).filter(Boolean));
  };
  const drawPassed = () => {
    const passing = new Set(between(n, suggester(), shower()));
    passedBox.replaceChildren(...setup.players.map((p, i) => (i === suggester() || i === shower() ? null
      : el('label', { class: 'assist-check' },
        el('input', { type: 'checkbox', value: String(i), testid: `passed-${i}`, checked: passing.has(i) }), ` ${p.name}`))).filter(Boolean));
  };
  const drawShownCard = () => {
    const relevant = shower() !== null && (suggester() === setup.me || shower() === setup.me);
    const cards = cardSelects.map((s) => s.value).filter(Boolean);
    const keep = shownCard.value;
    shownCard.replaceChildren(el('option', { value: '', text: t('assist-cluedo-not-seen') }),
      ...cards.map((c) => el('option', { value: c, text: cardName(c), selected: c === keep })));
    shownRow.hidden = !relevant;
  };
  by.addEventListener('change', () => { drawShownBy(); drawPassed(); drawShownCard(); });
  shownBy.addEventListener('change', () => { drawPassed(); drawShownCard(); });
  for (const s of cardSelects) s.addEventListener('change', drawShownCard);
  drawShownBy();
  drawPassed();
  drawShownCard();

  const form = el('form', { class: 'assist-form' },
    el('div', { class: 'row' }, el('label', { for: 'suggest-by', text: `${t('assist-cluedo-suggested-by')} ` }), by),
    el('div', { class: 'assist-card-selects' }, cardSelects),
    el('div', { class: 'row' }, el('label', { for: 'shown-by', text: `${t('assist-cluedo-shown-by')} ` }), shownBy),
    el('div', { class: 'assist-field' }, el('span', { class: 'muted small', text: t('assist-cluedo-passed-label') }), passedBox),
    shownRow,
    problem,
    button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const cards = cardSelects.map((s) => s.value);
    const missing = cardSelects.filter((s) => !s.value).map((s) => singular(s.dataset.category));
    if (missing.length) {
      problem.textContent = t('assist-cluedo-choose', { categories: missing.join(', ') });
      problem.hidden = false;
      return;
    }
    problem.hidden = true;
    const entry = {
      type: 'suggestion',
      by: suggester(),
      cards,
      passed: [...passedBox.querySelectorAll('input:checked')].map((c) => Number(c.value)),
      shown_by: shower(),
      shown: shownRow.hidden ? null : (shownCard.value || null),
    };
    button.disabled = true;
    const added = await add(entry);
    button.disabled = false;
    if (added) {
      nextSuggester = (entry.by + 1) % n;
      form.replaceWith(suggestionForm(setup, spec, add, n));
    }
  });
  return form;
}

function factForm(setup, spec, add) {
  const player = el('select', { testid: 'fact-player', id: 'fact-player' },
    setup.players.map((p, i) => el('option', { value: String(i), text: withYou(p.name, i === setup.me) })),
    el('option', { value: 'envelope', text: t('assist-cluedo-the-envelope') }));
  const kind = el('select', { testid: 'fact-kind', id: 'fact-kind' },
    el('option', { value: 'has', text: t('assist-cluedo-fact-has') }),
    el('option', { value: 'lacks', text: t('assist-cluedo-fact-lacks') }),
    el('option', { value: 'oneof', text: t('assist-cluedo-fact-one-of') }));
  const cards = spec.categories.map((category) => el('fieldset', { class: 'assist-cards' },
    el('legend', { text: categoryTitle(category.name) }),
    category.cards.map((card) => el('label', { class: 'assist-check' },
      el('input', { type: 'checkbox', value: card, testid: `fact-card-${card}` }), ` ${cardName(card)}`))));
  const problem = el('p', { class: 'assist-error', role: 'alert', hidden: true });
  const button = el('button', { type: 'submit', class: 'primary', testid: 'add-fact', text: t('assist-cluedo-add-fact') });
  const form = el('form', { class: 'assist-form' },
    el('div', { class: 'row' }, player, kind),
    cards, problem, button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const chosen = [...form.querySelectorAll('fieldset input:checked')].map((c) => c.value);
    const holder = player.value === 'envelope' ? 'envelope' : Number(player.value);
    const fail = (message) => { problem.textContent = message; problem.hidden = false; };
    if (!chosen.length) return fail(t('assist-cluedo-tick-one'));
    if (kind.value === 'oneof' && chosen.length < 2) return fail(t('assist-cluedo-one-of-two'));
    if (kind.value === 'oneof' && holder === 'envelope') return fail(t('assist-cluedo-one-of-envelope'));
    problem.hidden = true;
    button.disabled = true;
    const added = await add({ type: kind.value, holder, cards: chosen });
    button.disabled = false;
    if (added) for (const c of form.querySelectorAll('fieldset input:checked')) c.checked = false;
  });
  return form;
}

// ---------------------------------------------------------------- the notepad

const STOPS = [[0, [255, 253, 248]], [0.2, [253, 232, 178]], [0.45, [246, 178, 97]], [0.7, [221, 104, 52]], [1, [143, 29, 20]]];

/** Heat colour of a probability (paper → amber → deep red). */
export function heat(p) {
  for (let i = 1; i < STOPS.length; i += 1) {
    const [p1, c1] = STOPS[i];
    const [p0, c0] = STOPS[i - 1];
    if (p <= p1) {
      const f = (p - p0) / (p1 - p0 || 1);
      const c = c0.map((v, k) => Math.round(v + (c1[k] - v) * f));
      return `rgb(${c.join(', ')})`;
    }
  }
  return 'rgb(143, 29, 20)';
}

/** A probability as a cell shows it. */
export function percent(p, certain) {
  if (certain) return t('assist-percent', { value: 100 });
  if (p <= 0) return t('assist-percent', { value: 0 });
  if (p < 0.005) return `<${t('assist-percent', { value: 1 })}`;
  if (p > 0.995) return `>${t('assist-percent', { value: 99 })}`;
  return t('assist-percent', { value: Math.round(p * 100) });
}

/** Probabilities this close count as equal (the solver rounds to six decimals). */
const TIE = 1e-6;

/**
 * A category's most likely envelope card: {text, sure, tied}. When several cards
 * share the highest probability none is picked: two or three are named, more are
 * counted ("6 suspects tied at 17%").
 */
export function envelopePick(category, answer, certain) {
  const ps = category.cards.map((card) => ({ card, p: answer.cards?.[card]?.envelope ?? 0 }));
  const top = Math.max(...ps.map((c) => c.p));
  const best = ps.filter((c) => top - c.p <= TIE);
  if (best.length === 1) {
    const sure = certain.has(`${best[0].card}\u0000envelope`);
    const pct = t('assist-percent', { value: Math.round(top * 100) });
    return { text: sure ? `✓ ${cardName(best[0].card)}` : t('assist-cluedo-pick-likely', { card: cardName(best[0].card), percent: pct }), sure, tied: false };
  }
  const each = t('assist-percent', { value: Math.round(top * 100) });
  if (best.length <= 3) {
    const cards = new Intl.ListFormat(language(), { style: 'long', type: 'disjunction' }).format(best.map((c) => cardName(c.card)));
    return { text: t('assist-cluedo-tied-named', { cards, percent: each }), sure: false, tied: true };
  }
  return { text: t('assist-cluedo-tied-count', { count: best.length, category: categoryTitle(category.name).toLowerCase(), percent: each }), sure: false, tied: true };
}

export function renderNotepad(container, setup, answer) {
  const spec = deckCache[setup.deck];
  if (!spec) {
    deck(setup.deck).then(() => renderNotepad(container, setup, answer));
    return;
  }
  const certain = new Set((answer.certain || []).map((f) => `${f.card}\u0000${f.holder}`));
  const holders = [{ key: 'envelope', name: 'envelope', label: t('assist-cluedo-envelope') },
    ...setup.players.map((p, i) => ({ key: String(i), name: p.name, label: p.name, me: i === setup.me }))];
  const worlds = Number(answer.worlds);
  const worldsText = Number.isFinite(worlds) && worlds < 1e15 ? worlds.toLocaleString(language()) : String(answer.worlds);
  const method = answer.method === 'sampled'
    ? t('assist-cluedo-method-sampled', { error: answer.error || t('assist-cluedo-method-approximate'), worlds: worldsText })
    : t('assist-cluedo-method-exact', { worlds: worldsText });

  const summary = [];
  let solved = true;
  for (const category of spec.categories) {
    const pick = envelopePick(category, answer, certain);
    if (!pick.sure) solved = false;
    summary.push(el('span', { class: `env-pick${pick.sure ? ' sure' : ''}${pick.tied ? ' tied' : ''}`, testid: `envelope-pick-${category.name}` }, pick.text));
  }

  const table = el('table', { class: 'heatmap', testid: 'heatmap' },
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', class: 'card-col', text: t('assist-cluedo-card') }),
      holders.map((h) => el('th', { scope: 'col', class: h.key === 'envelope' ? 'env-col' : (h.me ? 'me-col' : ''), title: h.key === 'envelope' ? h.label : withYou(h.name, h.me) },
        el('span', { class: 'holder-name' }, h.label, h.me ? el('span', { class: 'you', text: ` ${t('assist-you-mark')}` }) : null))))),
    spec.categories.map((category) => el('tbody', {},
      el('tr', { class: 'category' }, el('th', { colspan: String(holders.length + 1), scope: 'colgroup', text: categoryTitle(category.name) })),
      category.cards.map((card) => {
        const mine = setup.hand.includes(card);
        return el('tr', {},
          el('th', { scope: 'row', class: `card-col${mine ? ' mine' : ''}`, text: cardName(card) }),
          holders.map((h) => {
            const p = answer.cards?.[card]?.[h.name] ?? 0;
            const sure = certain.has(`${card}\u0000${h.name}`);
            const classes = ['cell'];
            if (h.key === 'envelope') classes.push('env-col');
            if (sure) classes.push('certain');
            if (p <= 0) classes.push('zero');
            return el('td', {
              class: classes.join(' '), testid: `cell-${card}-${h.key}`, 'data-p': String(p),
              title: h.key === 'envelope'
                ? t('assist-cluedo-cell-envelope', { card: cardName(card), chance: sure ? t('assist-certain') : percent(p, false) })
                : t('assist-cluedo-cell-held', { card: cardName(card), name: h.name, chance: sure ? t('assist-certain') : percent(p, false) }),
              style: { background: heat(p), color: p >= 0.55 ? '#fff' : 'var(--ink)' },
            }, sure ? el('span', { class: 'tick', 'aria-label': t('assist-certain'), text: '✓' }) : null, percent(p, sure));
          }));
      }))));

  // Many players at phone width: the map scrolls sideways in its own box, and says so.
  const scroll = el('div', { class: 'table-scroll', testid: 'heatmap-scroll' }, table);
  const scrollHint = sidewaysHint(scroll, t('assist-scroll-hint'));
  container.replaceChildren(
    el('p', { class: 'assist-method muted small', testid: 'notepad-method', text: method }),
    el('p', { class: `envelope-summary${solved ? ' solved' : ''}`, testid: 'envelope-summary' },
      el('strong', { text: `${solved ? t('assist-cluedo-solved') : t('assist-cluedo-likely')} ` }), summary),
    scrollHint, scroll,
    el('p', { class: 'heat-legend muted small' },
      el('span', { class: 'legend-bar', 'aria-hidden': 'true' }), ` ${t('assist-cluedo-legend')}`));
}
