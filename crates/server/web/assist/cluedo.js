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
  return (await decks()).map((d) => ({ value: d.name, label: d.title || d.name }));
}

let deckCache = {};

async function deck(name) {
  if (!deckCache[name]) deckCache[name] = (await decks()).find((d) => d.name === name);
  return deckCache[name];
}

const singular = (category) => category.replace(/s$/, '');
const holderName = (setup, h) => (h === 'envelope' ? 'the envelope' : setup.players[h]?.name ?? `player ${h + 1}`);

export function title(setup) {
  const players = setup.players.map((p, i) => `${p.name}${i === setup.me ? ' (you)' : ''}`).join(', ');
  return `${setup.deckTitle || setup.deck} · ${players}`;
}

/** The setup form; calls start(setup) with {deck, deckTitle, players, me, hand}. */
export async function setupForm(container, deckName, start) {
  container.replaceChildren(el('p', { class: 'muted', text: 'Loading the deck…' }));
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
    [2, 3, 4, 5, 6].map((n) => el('option', { value: String(n), text: `${n} players`, selected: n === 3 })));
  const rows = el('div', { class: 'assist-players' });
  const handBox = el('div', { class: 'assist-hand' });
  const handCount = el('span', { class: 'muted small', testid: 'hand-count' });
  const problem = el('p', { class: 'assist-error', role: 'alert', hidden: true });
  const startButton = el('button', { type: 'submit', class: 'primary', testid: 'assist-start', text: 'Start the notepad' });
  const names = [];

  const drawRows = () => {
    const n = Number(count.value);
    const base = Math.floor(dealt / n);
    const extra = dealt % n;
    rows.replaceChildren(el('div', { class: 'assist-player-head muted small' },
      el('span', { text: 'Seating order' }), el('span', { text: 'Cards' }), el('span', { text: 'Me' })));
    for (let i = 0; i < n; i += 1) {
      rows.append(el('div', { class: 'assist-player-row' },
        el('input', { type: 'text', testid: `player-name-${i}`, 'aria-label': `Name of player ${i + 1}`, value: names[i] || `Player ${i + 1}`, maxlength: '24',
          on: { input: (e) => { names[i] = e.target.value; } } }),
        el('input', { type: 'number', class: 'num', testid: `player-size-${i}`, 'aria-label': `Cards of player ${i + 1}`, min: '1', max: String(dealt), value: String(base + (i < extra ? 1 : 0)),
          on: { input: drawHandCount } }),
        el('input', { type: 'radio', name: 'assist-me', testid: `player-me-${i}`, 'aria-label': `I am player ${i + 1}`, value: String(i), checked: i === 0,
          on: { change: drawHandCount } })));
    }
    drawHandCount();
  };

  const me = () => Number(rows.querySelector('input[name=assist-me]:checked')?.value ?? -1);
  const mySize = () => Number(rows.querySelector(`[data-testid="player-size-${me()}"]`)?.value || 0);
  const chosen = () => [...handBox.querySelectorAll('input[type=checkbox]:checked')].map((c) => c.value);
  function drawHandCount() {
    handCount.textContent = `${chosen().length} of ${mySize()} chosen`;
  }

  handBox.replaceChildren(...spec.categories.map((category) => el('fieldset', { class: 'assist-cards' },
    el('legend', { text: category.name }),
    category.cards.map((card) => el('label', { class: 'assist-check' },
      el('input', { type: 'checkbox', value: card, testid: `hand-card-${card}`, on: { change: drawHandCount } }), ` ${card}`)))));

  const form = el('form', { class: 'assist-setup-fields' },
    el('div', { class: 'row' }, el('label', { for: 'assist-player-count', text: 'Players ' }), count,
      el('span', { class: 'muted small', text: `${dealt} cards are dealt` })),
    rows,
    el('h4', {}, 'Your hand ', handCount),
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
    if (players.some((p) => !p.name)) return fail('Every player needs a name.');
    const lower = players.map((p) => p.name.toLowerCase());
    if (new Set(lower).size !== lower.length) return fail('Two players have the same name.');
    if (lower.includes('envelope')) return fail('No player may be called "envelope".');
    const sum = players.reduce((s, p) => s + p.hand_size, 0);
    if (sum !== dealt) return fail(`The hands hold ${sum} cards, but ${dealt} are dealt.`);
    const hand = chosen();
    if (hand.length !== players[me()].hand_size) {
      return fail(`Tick exactly your ${players[me()].hand_size} cards (${hand.length} ticked).`);
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
  throw new Error(`The document names an unknown ${what} "${text}".`);
}

/** A session from a knowledge document (as `sleuth assist`'s save or "Download as JSON" wrote it). */
export async function fromDocument(doc) {
  if (!doc || typeof doc !== 'object' || typeof doc.deck !== 'string' || !Array.isArray(doc.players)) {
    throw new Error('This file is not a knowledge document with a built-in deck.');
  }
  const spec = (await decks()).find((d) => normalize(d.name) === normalize(doc.deck));
  if (!spec) throw new Error(`Unknown deck "${doc.deck}" (decks: classic, havent-a-cluedo).`);
  deckCache[spec.name] = spec;
  const cards = spec.categories.flatMap((c) => c.cards);
  const card = (name) => canonical(cards, name, 'card');
  const list = (v) => (Array.isArray(v) ? v : [v]).map(card);
  const players = doc.players.map((p) => ({ name: String(p.name), hand_size: Number(p.hand_size) }));
  const player = (ref, envelope = false) => {
    if (typeof ref === 'number' && ref >= 0 && ref < players.length) return ref;
    if (envelope && normalize(ref) === 'envelope') return 'envelope';
    const i = players.findIndex((p) => normalize(p.name) === normalize(ref));
    if (i < 0) throw new Error(`The document names an unknown player "${ref}".`);
    return i;
  };
  if (doc.me === undefined || doc.me === null) throw new Error('The document does not say which player you are ("me").');
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
  return message.replace(/\b(suggestion|fact) (\d+)\b/g, (match, key, k) => {
    const at = lists[key][Number(k)];
    if (at === undefined) return match;
    return at >= kept ? 'the new entry' : `entry ${at + 1}`;
  });
}

export function describe(setup, e) {
  const list = (cards) => cards.join(', ');
  if (e.type === 'suggestion') {
    let text = `${holderName(setup, e.by)} suggested ${list(e.cards)}`;
    if (e.passed.length) text += `; passed: ${e.passed.map((p) => holderName(setup, p)).join(', ')}`;
    if (e.shown_by === null || e.shown_by === undefined) text += '; nobody showed a card';
    else if (e.shown) text += `; ${holderName(setup, e.shown_by)} showed ${e.shown}`;
    else text += `; ${holderName(setup, e.shown_by)} showed a card`;
    return text;
  }
  const who = holderName(setup, e.holder);
  const Who = who.charAt(0).toUpperCase() + who.slice(1);
  if (e.type === 'has') return `${Who} has ${list(e.cards)}`;
  if (e.type === 'lacks') return `${Who} has none of ${list(e.cards)}`;
  return `${Who} has at least one of ${list(e.cards)}`;
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
  tabs.suggestion = el('button', { type: 'button', role: 'tab', class: 'assist-tab', testid: 'tab-suggestion', text: 'Suggestion', on: { click: () => show('suggestion') } });
  tabs.fact = el('button', { type: 'button', role: 'tab', class: 'assist-tab', testid: 'tab-fact', text: 'Fact', on: { click: () => show('fact') } });
  container.replaceChildren(el('div', { class: 'assist-tabs', role: 'tablist' }, tabs.suggestion, tabs.fact), panel);
  show('suggestion');
}

let nextSuggester = null;

function suggestionForm(setup, spec, add, n) {
  const playerOptions = (selected, skip = null) => setup.players.map((p, i) => (i === skip ? null
    : el('option', { value: String(i), text: `${p.name}${i === setup.me ? ' (you)' : ''}`, selected: i === selected })));
  const by = el('select', { testid: 'suggest-by', id: 'suggest-by' }, playerOptions(nextSuggester !== null && nextSuggester < n ? nextSuggester : setup.me));
  const cardSelects = spec.categories.map((category) => el('select', { testid: `suggest-card-${category.name}`, 'aria-label': singular(category.name), 'data-category': category.name },
    el('option', { value: '', text: `— ${singular(category.name)} —` }),
    category.cards.map((card) => el('option', { value: card, text: card }))));
  const shownBy = el('select', { testid: 'shown-by', id: 'shown-by' });
  const passedBox = el('div', { class: 'assist-passed' });
  const shownCard = el('select', { testid: 'shown-card', id: 'shown-card' });
  const shownRow = el('div', { class: 'row' }, el('label', { for: 'shown-card', text: 'Card you saw ' }), shownCard);
  const problem = el('p', { class: 'assist-error', role: 'alert', hidden: true });
  const button = el('button', { type: 'submit', class: 'primary', testid: 'add-suggestion', text: 'Add the suggestion' });

  const suggester = () => Number(by.value);
  const shower = () => (shownBy.value === '' ? null : Number(shownBy.value));
  const drawShownBy = () => {
    const keep = shower();
    shownBy.replaceChildren(el('option', { value: '', text: 'nobody' }), ...playerOptions(keep === suggester() ? null : keep, suggester()).filter(Boolean));
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
    shownCard.replaceChildren(el('option', { value: '', text: 'I did not see it' }),
      ...cards.map((c) => el('option', { value: c, text: c, selected: c === keep })));
    shownRow.hidden = !relevant;
  };
  by.addEventListener('change', () => { drawShownBy(); drawPassed(); drawShownCard(); });
  shownBy.addEventListener('change', () => { drawPassed(); drawShownCard(); });
  for (const s of cardSelects) s.addEventListener('change', drawShownCard);
  drawShownBy();
  drawPassed();
  drawShownCard();

  const form = el('form', { class: 'assist-form' },
    el('div', { class: 'row' }, el('label', { for: 'suggest-by', text: 'Suggested by ' }), by),
    el('div', { class: 'assist-card-selects' }, cardSelects),
    el('div', { class: 'row' }, el('label', { for: 'shown-by', text: 'Shown by ' }), shownBy),
    el('div', { class: 'assist-field' }, el('span', { class: 'muted small', text: 'Passed (could not show a card):' }), passedBox),
    shownRow,
    problem,
    button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const cards = cardSelects.map((s) => s.value);
    const missing = cardSelects.filter((s) => !s.value).map((s) => singular(s.dataset.category));
    if (missing.length) {
      problem.textContent = `Choose the ${missing.join(' and the ')}.`;
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
    setup.players.map((p, i) => el('option', { value: String(i), text: `${p.name}${i === setup.me ? ' (you)' : ''}` })),
    el('option', { value: 'envelope', text: 'the envelope' }));
  const kind = el('select', { testid: 'fact-kind', id: 'fact-kind' },
    el('option', { value: 'has', text: 'has' }),
    el('option', { value: 'lacks', text: 'has none of' }),
    el('option', { value: 'oneof', text: 'has at least one of' }));
  const cards = spec.categories.map((category) => el('fieldset', { class: 'assist-cards' },
    el('legend', { text: category.name }),
    category.cards.map((card) => el('label', { class: 'assist-check' },
      el('input', { type: 'checkbox', value: card, testid: `fact-card-${card}` }), ` ${card}`))));
  const problem = el('p', { class: 'assist-error', role: 'alert', hidden: true });
  const button = el('button', { type: 'submit', class: 'primary', testid: 'add-fact', text: 'Add the fact' });
  const form = el('form', { class: 'assist-form' },
    el('div', { class: 'row' }, player, kind),
    cards, problem, button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const chosen = [...form.querySelectorAll('fieldset input:checked')].map((c) => c.value);
    const holder = player.value === 'envelope' ? 'envelope' : Number(player.value);
    const fail = (message) => { problem.textContent = message; problem.hidden = false; };
    if (!chosen.length) return fail('Tick at least one card.');
    if (kind.value === 'oneof' && chosen.length < 2) return fail('"At least one of" needs two cards or more (for one card, use "has").');
    if (kind.value === 'oneof' && holder === 'envelope') return fail('"At least one of" is for players, not the envelope.');
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
      const t = (p - p0) / (p1 - p0 || 1);
      const c = c0.map((v, k) => Math.round(v + (c1[k] - v) * t));
      return `rgb(${c.join(', ')})`;
    }
  }
  return 'rgb(143, 29, 20)';
}

/** A probability as a cell shows it. */
export function percent(p, certain) {
  if (certain) return '100%';
  if (p <= 0) return '0%';
  if (p < 0.005) return '<1%';
  if (p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
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
    return { text: sure ? `✓ ${best[0].card}` : `${best[0].card} ${Math.round(top * 100)}%`, sure, tied: false };
  }
  const each = `${Math.round(top * 100)}%`;
  if (best.length <= 3) return { text: `${best.map((c) => c.card).join(' or ')}, tied at ${each}`, sure: false, tied: true };
  return { text: `${best.length} ${category.name} tied at ${each}`, sure: false, tied: true };
}

export function renderNotepad(container, setup, answer) {
  const spec = deckCache[setup.deck];
  if (!spec) {
    deck(setup.deck).then(() => renderNotepad(container, setup, answer));
    return;
  }
  const certain = new Set((answer.certain || []).map((f) => `${f.card}\u0000${f.holder}`));
  const holders = [{ key: 'envelope', name: 'envelope', label: 'Envelope' },
    ...setup.players.map((p, i) => ({ key: String(i), name: p.name, label: p.name, me: i === setup.me }))];
  const worlds = Number(answer.worlds);
  const worldsText = Number.isFinite(worlds) && worlds < 1e15 ? worlds.toLocaleString('en') : answer.worlds;
  const method = answer.method === 'sampled'
    ? `Sampled (${answer.error || 'approximate'}) · about ${worldsText} consistent deals`
    : `Exact · ${worldsText} consistent deals`;

  const summary = [];
  let solved = true;
  for (const category of spec.categories) {
    const pick = envelopePick(category, answer, certain);
    if (!pick.sure) solved = false;
    summary.push(el('span', { class: `env-pick${pick.sure ? ' sure' : ''}${pick.tied ? ' tied' : ''}`, testid: `envelope-pick-${category.name}` }, pick.text));
  }

  const table = el('table', { class: 'heatmap', testid: 'heatmap' },
    el('thead', {}, el('tr', {},
      el('th', { scope: 'col', class: 'card-col', text: 'Card' }),
      holders.map((h) => el('th', { scope: 'col', class: h.key === 'envelope' ? 'env-col' : (h.me ? 'me-col' : ''), title: h.me ? `${h.name} (you)` : h.name },
        el('span', { class: 'holder-name' }, h.label, h.me ? el('span', { class: 'you', text: ' (you)' }) : null))))),
    spec.categories.map((category) => el('tbody', {},
      el('tr', { class: 'category' }, el('th', { colspan: String(holders.length + 1), scope: 'colgroup', text: category.name })),
      category.cards.map((card) => {
        const mine = setup.hand.includes(card);
        return el('tr', {},
          el('th', { scope: 'row', class: `card-col${mine ? ' mine' : ''}`, text: card }),
          holders.map((h) => {
            const p = answer.cards?.[card]?.[h.name] ?? 0;
            const sure = certain.has(`${card}\u0000${h.name}`);
            const classes = ['cell'];
            if (h.key === 'envelope') classes.push('env-col');
            if (sure) classes.push('certain');
            if (p <= 0) classes.push('zero');
            return el('td', {
              class: classes.join(' '), testid: `cell-${card}-${h.key}`, 'data-p': String(p),
              title: `${card}: ${h.key === 'envelope' ? 'in the envelope' : `held by ${h.name}`}, ${sure ? 'certain' : percent(p, false)}`,
              style: { background: heat(p), color: p >= 0.55 ? '#fff' : 'var(--ink)' },
            }, sure ? el('span', { class: 'tick', 'aria-label': 'certain', text: '✓' }) : null, percent(p, sure));
          }));
      }))));

  // Many players at phone width: the map scrolls sideways in its own box, and says so.
  const scroll = el('div', { class: 'table-scroll', testid: 'heatmap-scroll' }, table);
  const scrollHint = sidewaysHint(scroll, 'Scroll the notepad sideways to see every player →');
  container.replaceChildren(
    el('p', { class: 'assist-method muted small', testid: 'notepad-method', text: method }),
    el('p', { class: `envelope-summary${solved ? ' solved' : ''}`, testid: 'envelope-summary' },
      el('strong', { text: solved ? 'Solved: the envelope holds ' : 'Envelope, most likely: ' }), summary),
    scrollHint, scroll,
    el('p', { class: 'heat-legend muted small' },
      el('span', { class: 'legend-bar', 'aria-hidden': 'true' }), ' 0% → 100%  ·  ✓ certain  ·  ✦ your card'));
}
