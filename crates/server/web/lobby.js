// lobby.js — the #/ page: hosted games with a create form each, and the list of
// open, playing, finished and abandoned matches (refreshed every few seconds). A
// game played by people only starts at its smallest table, and says in its own
// words (its table module's `absentWords`) what happens when someone leaves.

import { api, fetchGames, defaultConfig, saveTokens } from './api.js';
import { el, showError } from './ui.js';
import { campaignLink } from './campaign.js';
import { yourTurnBox } from './players.js';
import { loadGameModule } from './loader.js';

const REFRESH_MS = 4000;

export function renderLobby(root) {
  const gamesBox = el('section', { class: 'card' }, el('h2', { text: 'Start a match' }), el('p', { class: 'muted', text: 'Loading games…' }));
  const matchesBox = el('section', { class: 'card' }, el('h2', { text: 'Matches' }), el('ul', { class: 'match-list', testid: 'matches-list' }));
  const assistBox = el('section', { class: 'card assist-link', testid: 'assist-card' },
    el('h2', { text: 'At a real table?' }),
    el('p', { text: 'The deduction assistant keeps your notepad for Cluedo, Haven\'t a Cluedo or Lady Alice: enter your hand (or your evidence card) and what happens at the table, and see how likely every card is in the envelope or in each hand, or every clue is evidence.' }),
    el('a', { href: '#/assist', class: 'button primary', testid: 'assist-link', text: 'Open the deduction assistant' }));
  const turns = yourTurnBox();
  root.append(el('div', { class: 'lobby' }, gamesBox, el('div', { class: 'lobby-side' }, turns.node, assistBox, matchesBox)));

  fetchGames()
    .then((games) => gamesBox.replaceChildren(el('h2', { text: 'Start a match' }), ...games.map((g, i) => createForm(g, i))))
    .catch((err) => { gamesBox.lastChild.textContent = err.message; showError(err.message); });

  let timer = null;
  let alive = true;
  const refresh = async () => {
    try {
      const data = await api('GET', '/api/matches');
      if (alive) renderMatches(matchesBox.querySelector('ul'), data?.matches || []);
    } catch (err) {
      if (alive) matchesBox.querySelector('ul').replaceChildren(el('li', { class: 'muted', text: err.message }));
    }
    if (alive) timer = setTimeout(refresh, REFRESH_MS);
  };
  refresh();
  return () => { alive = false; clearTimeout(timer); turns.stop(); };
}

/** The clock presets of the create form: [value, label, options.clock]. */
const CLOCKS = [
  ['none', 'No clock', null],
  ['rt-3', 'Real time: 3 min + 2 s a move', { kind: 'real_time', initial_secs: 180, increment_secs: 2 }],
  ['rt-10', 'Real time: 10 min + 5 s a move', { kind: 'real_time', initial_secs: 600, increment_secs: 5 }],
  ['rt-custom', 'Real time: choose…', null],
  ['tb-24', 'Turn based: 1 day a move', { kind: 'turn_based', move_hours: 24 }],
  ['tb-72', 'Turn based: 3 days a move', { kind: 'turn_based', move_hours: 72 }],
];

/**
 * The match options beside the game's config: rated (not for a
 * cooperative game), a clock, and the bot that plays for an absent player.
 * Returns {node, read() → options}.
 */
function optionsFields(game) {
  const id = game.info.id;
  const rated = game.info.cooperative ? null
    : el('input', { type: 'checkbox', testid: `option-rated-${id}` });
  const clock = el('select', { testid: `option-clock-${id}`, 'aria-label': 'Clock' },
    CLOCKS.map(([value, label]) => el('option', { value, text: label })));
  const secs = el('input', { type: 'number', class: 'num', min: '5', max: '86400', value: '300', testid: `option-clock-secs-${id}`, 'aria-label': 'Seconds in the bank' });
  const inc = el('input', { type: 'number', class: 'num', min: '0', max: '600', value: '5', testid: `option-clock-inc-${id}`, 'aria-label': 'Seconds added per move' });
  const custom = el('span', { class: 'clock-custom', hidden: true }, secs, ' s + ', inc, ' s a move');
  clock.addEventListener('change', () => { custom.hidden = clock.value !== 'rt-custom'; });
  // The bot that plays for an absent player (none for a people-only game).
  const standIn = game.bots.length && game.info.bots_in_matches !== false
    ? el('select', { testid: `option-stand-in-${id}`, 'aria-label': 'Bot for an absent player' },
      game.bots.map((b) => el('option', { value: b.name, text: `${b.name} bot`, selected: b.name === 'baseline' })))
    : null;
  const absent = el('p', { class: 'muted small', testid: `option-absent-${id}`, text: standIn
    ? 'When a player\'s time runs out or they leave, that bot plays their seat until they come back.'
    : 'This game needs people in every seat: if a player\'s time runs out or they leave, the match ends.' });
  if (!standIn) {
    // A game for people only may say better what a departure does to its table.
    loadGameModule(id).then((module) => {
      const words = typeof module?.absentWords === 'function' ? module.absentWords() : null;
      if (words) absent.textContent = words;
    }).catch(() => {});
  }
  const node = el('fieldset', { class: 'variants match-options' }, el('legend', { text: 'Match' }),
    rated ? el('label', { class: 'variant' }, rated, ' Rated (accounts only: log in to play it)') : null,
    el('label', { class: 'variant' }, 'Clock ', clock, custom),
    standIn ? el('label', { class: 'variant' }, 'An absent player\'s seat is played by the ', standIn) : null,
    absent);
  const read = () => {
    const options = {};
    if (rated?.checked) options.rated = true;
    if (standIn) options.stand_in = standIn.value;
    if (clock.value === 'rt-custom') options.clock = { kind: 'real_time', initial_secs: Number(secs.value), increment_secs: Number(inc.value) };
    else {
      const preset = CLOCKS.find(([value]) => value === clock.value)?.[2];
      if (preset) options.clock = preset;
    }
    return options;
  };
  return { node, read };
}

/**
 * One variant of the config: a menu when the game lists choices, a checkbox for a
 * flag, a number or text field otherwise (by the default's type). Fields whose
 * default is null and that offer no choices are advanced (API only): not shown.
 */
function variantInput(gameId, variant, current) {
  const testid = `variant-${gameId}-${variant.key}`;
  const label = variant.description || variant.key;
  if (variant.choices && variant.choices.length) {
    return el('label', { class: 'variant' }, `${label} `,
      el('select', { 'data-key': variant.key, testid },
        variant.choices.map((choice, i) => el('option', { value: choice, text: variant.labels?.[i] || choice, selected: choice === current }))));
  }
  if (current === null || current === undefined) return null;
  if (typeof current === 'number') {
    return el('label', { class: 'variant' }, `${label} `,
      el('input', { type: 'number', 'data-key': variant.key, testid, value: String(current), class: 'num' }));
  }
  if (typeof current === 'string') {
    return el('label', { class: 'variant' }, `${label} `, el('input', { type: 'text', 'data-key': variant.key, testid, value: current }));
  }
  return el('label', { class: 'variant' },
    el('input', { type: 'checkbox', 'data-key': variant.key, testid, checked: current === true }), ` ${label}`);
}

/** One hosted game: name, summary, player count, variants, create button. */
function createForm(game, index) {
  const first = index === 0;
  const { info } = game;
  const counts = [];
  for (let n = info.min_players; n <= info.max_players; n += 1) counts.push(n);
  // People only (no bot to fill a seat): the smallest table; else four if possible.
  const peopleOnly = !game.bots.length;
  const preferred = peopleOnly || !counts.includes(4) ? counts[0] : 4;
  // The first game's select is "players-select"; every one also answers to players-select-GAMEID.
  const selectTestid = first ? 'players-select' : `players-select-${info.id}`;
  const select = el('select', { testid: selectTestid, id: `players-select-${info.id}`, 'data-game': info.id },
    counts.map((n) => el('option', { value: String(n), text: `${n} players`, selected: n === preferred })));
  const defaults = defaultConfig(game, preferred);
  const variants = (info.variants || []).map((variant) => variantInput(info.id, variant, defaults[variant.key])).filter(Boolean);
  const button = el('button', { class: 'primary', testid: `create-${info.id}`, text: `Create ${article(info.name)} ${info.name} match` });
  const options = optionsFields(game);
  const form = el('form', { class: 'game-form' },
    el('h3', { text: info.name }),
    el('p', { class: 'muted', text: info.summary || '' }),
    game.tutorial ? learnButton(info, game.tutorial) : null,
    el('div', { class: 'row' }, el('label', { for: select.id, text: 'Players ' }), select),
    variants.length ? el('fieldset', { class: 'variants' }, el('legend', { text: 'Variants' }), variants) : null,
    options.node,
    el('p', { class: 'small' },
      el('a', { href: `#/rules/${encodeURIComponent(info.id)}`, testid: `rules-link-${info.id}`, text: 'Rules' }), ' · ',
      el('a', { href: `#/leaderboards/${encodeURIComponent(info.id)}`, text: info.cooperative ? 'Team success' : 'Leaderboard' })),
    button);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    const config = defaultConfig(game, Number(select.value));
    for (const input of form.querySelectorAll('input[data-key], select[data-key]')) {
      if (input.tagName === 'SELECT') config[input.dataset.key] = input.value;
      else if (input.type === 'checkbox') config[input.dataset.key] = input.checked;
      else if (input.type === 'number') { if (input.value !== '') config[input.dataset.key] = Number(input.value); }
      else if (input.value !== '') config[input.dataset.key] = input.value;
    }
    try {
      const answer = await api('POST', '/api/matches', { game: info.id, config, options: options.read() });
      saveTokens(answer.match.id, { host: answer.host_token });
      location.hash = `#/match/${encodeURIComponent(answer.match.id)}`;
    } catch (err) {
      showError(err.message);
      button.disabled = false;
    }
  });
  // Almost Innocent also has a campaign, played by a named group.
  return info.id === 'almost-innocent' ? el('div', { class: 'game-with-campaign' }, form, campaignLink()) : form;
}

/**
 * "Learn to play": a solo tutorial match (no account needed), the learner's seat
 * kept like any other seat's token, then the match page with its guide.
 */
function learnButton(info, tutorial) {
  const button = el('button', { type: 'button', class: 'button learn-button', testid: `learn-${info.id}`, text: 'Learn to play',
    title: tutorial.title ? `A guided first game: ${tutorial.title}` : 'A guided first game' });
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const answer = await api('POST', `/api/tutorials/${encodeURIComponent(info.id)}`, {});
      saveTokens(answer.match.id, { seat: answer.seat, token: answer.token });
      location.hash = `#/match/${encodeURIComponent(answer.match.id)}`;
    } catch (err) {
      showError(err.message);
      button.disabled = false;
    }
  });
  return el('p', { class: 'learn-row' }, button, el('span', { class: 'muted small', text: ` ${tutorial.minutes ? `about ${tutorial.minutes} minutes, ` : ''}solo, with hints at every step` }));
}

/** "a" or "an" before a name, by its first letter's sound (good enough for our game names). */
export function article(name) {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

function renderMatches(list, matches) {
  const key = JSON.stringify(matches);
  if (list.sleuthKey === key) return; // unchanged: keep the nodes under the pointer
  list.sleuthKey = key;
  if (!matches.length) {
    list.replaceChildren(el('li', { class: 'muted', text: 'No matches yet: create one above.' }));
    return;
  }
  list.replaceChildren(...matches.map((m) => {
    const filled = m.seats.filter((s) => s.kind !== 'empty').length;
    const who = m.seats.map((s) => s.name || (s.kind === 'empty' ? '—' : 'bot')).join(', ');
    const href = m.status === 'finished' ? `#/replay/${encodeURIComponent(m.id)}` : `#/match/${encodeURIComponent(m.id)}`;
    const action = m.status === 'open' ? 'Join' : m.status === 'playing' ? 'Watch' : m.status === 'abandoned' ? 'See' : 'Replay';
    return el('li', { class: `match-item status-${m.status}` },
      el('span', { class: `pill ${m.status}`, text: m.status }),
      el('span', { class: 'match-title' }, el('strong', { text: m.game_name || m.game }), ` · ${filled}/${m.seats.length} seats`),
      el('span', { class: 'muted small match-who', text: who }),
      el('span', { class: 'match-actions' },
        el('a', { href, class: 'button', testid: `match-link-${m.id}`, text: action }),
        m.status === 'finished' ? el('a', { href: `#/match/${encodeURIComponent(m.id)}`, class: 'small', text: 'final table' }) : null));
  }));
}
