// lobby.js — the #/ page: hosted games with a create form each, and the list of
// open, playing, finished and abandoned matches (refreshed every few seconds),
// each with what it is (rated, clock, campaign group, case, scenario or puzzle)
// and, once over, its players and result; the list can be narrowed to one game
// and to matches with a seat to take. An open match nobody has joined leaves the
// list after the time the server states (GET /api/matches) and keeps its link. A
// game played by people only starts at its smallest table, and says in its own
// words (its table module's `absentWords`) what happens when someone leaves.
// Beside a game's case, puzzle or scenario menu, the chosen piece's figures
// (GET /api/content-stats/{game}): difficulty, usual length, how many played
// and solved it, and the players' stars. Watson & Holmes and the Lateral
// Puzzles Game also offer the studio's published pieces (library.js). The
// case, puzzle or scenario menu names each piece in the content language chosen
// beside it (library.js's menu) when the piece exists in it.
// Its words are lobby.ftl's; each game's name, summary and menu words are
// games.ftl's (the server's English words for a game the catalogue does not know).

import { api, fetchGames, defaultConfig, saveTokens } from './api.js';
import { el, showError, factsLine, listWords, matchTitle, timeLocale, clockWords, errorWords, botName, botSeatName } from './ui.js';
import { t, has, language } from './i18n.js';
import { campaignLink } from './campaign.js';
import { yourTurnBox, whoAmI } from './players.js';
import { loadGameModule } from './loader.js';
import { aidOption } from './aid.js';
import { onlineNow } from './presence.js';
import { peopleCard } from './social.js';
import { libraryChoice } from './library.js';

const REFRESH_MS = 4000;

export function renderLobby(root) {
  const gamesBox = el('section', { class: 'card' }, el('h2', { text: t('lobby-start-heading') }), el('p', { class: 'muted', text: t('lobby-loading-games') }));
  const filters = matchFilters(() => redraw());
  const list = el('ul', { class: 'match-list', testid: 'matches-list' });
  const unjoinedNote = el('p', { class: 'muted small', testid: 'matches-unjoined-note', hidden: true });
  const matchesBox = el('section', { class: 'card' }, el('h2', { text: t('lobby-matches-heading') }), filters.node, list, unjoinedNote);
  const assistBox = el('section', { class: 'card assist-link', testid: 'assist-card' },
    el('h2', { text: t('lobby-assist-heading') }),
    el('p', { text: t('lobby-assist-text') }),
    el('a', { href: '#/assist', class: 'button primary', testid: 'assist-link', text: t('lobby-assist-open') }));
  const turns = yourTurnBox();
  const people = peopleCard();
  root.append(onlineNow(), el('div', { class: 'lobby' }, gamesBox, el('div', { class: 'lobby-side' }, turns.node, people.node, assistBox, matchesBox)));

  // The figures of each game's pieces, asked once per visit of the page.
  const stats = new Map();
  const statsOf = (gameId) => {
    if (!stats.has(gameId)) stats.set(gameId, api('GET', `/api/content-stats/${encodeURIComponent(gameId)}`).catch(() => null));
    return stats.get(gameId);
  };
  let games = [];
  let matches = null;
  const redraw = () => { if (matches) renderMatches(list, matches, games, filters.read()); };
  fetchGames()
    .then((found) => {
      games = found;
      gamesBox.replaceChildren(el('h2', { text: t('lobby-start-heading') }), ...games.map((g, i) => createForm(g, i, statsOf)));
      filters.setGames(games);
      redraw();
    })
    .catch((err) => { const text = errorWords(err); gamesBox.lastChild.textContent = text; showError(text); });

  let timer = null;
  let alive = true;
  const refresh = async () => {
    try {
      const data = await api('GET', '/api/matches');
      if (alive) {
        matches = data?.matches || [];
        const secs = Number(data?.open_unjoined_listed_secs);
        unjoinedNote.hidden = !(secs > 0);
        if (secs > 0) unjoinedNote.textContent = t('lobby-unjoined-note', { minutes: Math.round(secs / 60) });
        redraw();
      }
    } catch (err) {
      if (alive) list.replaceChildren(el('li', { class: 'muted', text: errorWords(err) }));
    }
    if (alive) timer = setTimeout(refresh, REFRESH_MS);
  };
  refresh();
  return () => { alive = false; clearTimeout(timer); turns.stop(); people.stop(); };
}

/** The clock presets of the create form: [value, options.clock]; their words are clockWords'. */
const CLOCKS = [
  ['none', null],
  ['rt-3', { kind: 'real_time', initial_secs: 180, increment_secs: 2 }],
  ['rt-10', { kind: 'real_time', initial_secs: 600, increment_secs: 5 }],
  ['rt-custom', null],
  ['tb-24', { kind: 'turn_based', move_hours: 24 }],
  ['tb-72', { kind: 'turn_based', move_hours: 72 }],
];

/** A preset's words (drawn at draw time: the language is known by then). */
function clockLabel(value, clock) {
  return value === 'rt-custom' ? t('lobby-clock-custom') : clockWords(clock);
}

/**
 * The match options beside the game's config: rated (not for a
 * cooperative game), a clock, and the bot that plays for an absent player.
 * Returns {node, read() → options}.
 */
function optionsFields(game) {
  const id = game.info.id;
  const rated = game.info.cooperative ? null
    : el('input', { type: 'checkbox', testid: `option-rated-${id}` });
  const clock = el('select', { testid: `option-clock-${id}`, 'aria-label': t('lobby-clock') },
    CLOCKS.map(([value, preset]) => el('option', { value, text: clockLabel(value, preset) })));
  const secs = el('input', { type: 'number', class: 'num', min: '5', max: '86400', value: '300', testid: `option-clock-secs-${id}`, 'aria-label': t('lobby-clock-bank') });
  const inc = el('input', { type: 'number', class: 'num', min: '0', max: '600', value: '5', testid: `option-clock-inc-${id}`, 'aria-label': t('lobby-clock-increment') });
  const custom = el('span', { class: 'clock-custom', hidden: true }, secs, ` ${t('lobby-clock-custom-plus')} `, inc, ` ${t('lobby-clock-custom-per-move')}`);
  clock.addEventListener('change', () => { custom.hidden = clock.value !== 'rt-custom'; });
  // The bot that plays for an absent player (none for a people-only game).
  const standIn = game.bots.length && game.info.bots_in_matches !== false
    ? el('select', { testid: `option-stand-in-${id}`, 'aria-label': t('lobby-stand-in.aria-label') },
      game.bots.map((b) => el('option', { value: b.name, text: botName(b.name), selected: b.name === 'baseline' })))
    : null;
  const absent = el('p', { class: 'muted small', testid: `option-absent-${id}`, text: standIn
    ? t('lobby-absent-bot')
    : t('lobby-absent-people-only') });
  if (!standIn) {
    // A game for people only may say better what a departure does to its table.
    loadGameModule(id).then((module) => {
      const words = typeof module?.absentWords === 'function' ? module.absentWords() : null;
      if (words) absent.textContent = words;
    }).catch(() => {});
  }
  // A guest is told to log in to play a rated match; someone logged in is not.
  const ratedNote = el('span', { class: 'rated-note', testid: `option-rated-note-${id}`, text: ` ${t('lobby-rated-accounts-only')}` });
  if (rated) {
    whoAmI().then((account) => {
      if (account) return;
      ratedNote.replaceChildren(` ${t('lobby-rated-log-in-before')} `, el('a', { href: '#/account', text: t('lobby-rated-log-in-link') }), t('lobby-rated-log-in-after'));
    }).catch(() => {});
  }
  // The learning aid, for the games that offer it (unrated matches only).
  const aid = aidOption(id, rated);
  const node = el('fieldset', { class: 'variants match-options' }, el('legend', { text: t('lobby-options-legend') }),
    rated ? el('label', { class: 'variant' }, rated, ` ${t('lobby-rated')}`, ratedNote) : null,
    aid.node,
    el('label', { class: 'variant' }, `${t('lobby-clock')} `, clock, custom),
    standIn ? el('label', { class: 'variant' }, `${t('lobby-stand-in')} `, standIn) : null,
    absent);
  const read = () => {
    const options = {};
    if (rated?.checked) options.rated = true;
    Object.assign(options, aid.read());
    if (standIn) options.stand_in = standIn.value;
    if (clock.value === 'rt-custom') options.clock = { kind: 'real_time', initial_secs: Number(secs.value), increment_secs: Number(inc.value) };
    else {
      const preset = CLOCKS.find(([value]) => value === clock.value)?.[1];
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
  const label = gameWords(`games-${gameId}-variant-${variant.key}`, variant.description || variant.key);
  if (variant.choices && variant.choices.length) {
    return el('label', { class: 'variant' }, `${label} `,
      el('select', { 'data-key': variant.key, testid },
        variant.choices.map((choice, i) => el('option', { value: choice, text: gameWords(`games-${gameId}-${variant.key}-${choice}-label`, variant.labels?.[i] || choice), selected: choice === current }))));
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

/**
 * A game's words from the games catalogue (games.ftl) when it has them, else
 * the server's (English) words: a game added to the server before its words
 * reach the catalogue still reads.
 */
export function gameWords(id, fallback) {
  return has(id) ? t(id) : fallback;
}

/** A game's name as people read it (kept as a title in every language). */
export function gameName(info) {
  return gameWords(`games-${info.id}-name`, info.name);
}

/**
 * The figures of one piece of content as words, each a part of the line
 * ([name, text, none: true when it says there is nothing yet]): difficulty,
 * "about 4 rounds · 12 min" (or "not played yet"), "played 7 · solved 5",
 * "★ 4.2 (7 ratings)" (or "no ratings yet").
 */
export function contentFigureParts(item, stats) {
  const parts = [];
  const scale = stats?.difficulty_scale;
  if (scale && Number.isInteger(item.difficulty)) {
    parts.push(['difficulty', scale.min === 0 && item.difficulty === 0 ? t('lobby-figures-introductory') : t('lobby-figures-difficulty', { difficulty: item.difficulty, max: scale.max })]);
  }
  if (item.played > 0 && Number.isFinite(item.median_rounds)) {
    const length = stats?.length_unit === 'moves' ? t('lobby-figures-moves', { count: item.median_rounds }) : t('lobby-figures-rounds', { count: item.median_rounds });
    const minutes = Number(item.median_minutes) > 0 ? t('lobby-figures-minutes', { count: Number(item.median_minutes) }) : t('lobby-figures-under-a-minute');
    parts.push(['length', t('lobby-figures-length', { length, minutes })]);
    parts.push(['played', t('lobby-figures-played', { played: item.played, solved: item.solved })]);
  } else {
    parts.push(['length', t('lobby-figures-not-played'), 'none']);
  }
  if (item.ratings > 0 && Number.isFinite(item.stars)) {
    const stars = new Intl.NumberFormat(timeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(item.stars));
    parts.push(['stars', t('lobby-figures-stars', { stars, count: item.ratings })]);
  } else {
    parts.push(['stars', t('lobby-figures-no-ratings'), 'none']);
  }
  return parts;
}

/**
 * The chosen piece's figures under a game's case/puzzle/scenario menu, redrawn
 * when the choice changes (a piece of the studio's library, when the form
 * offers one, is `library:<id>`). Nothing is shown for a game whose lobby picks
 * no content, or if the figures cannot be had.
 */
function contentFigures(form, gameId, statsOf) {
  const line = el('p', { class: 'content-figures small', testid: `content-figures-${gameId}`, 'aria-live': 'polite', hidden: true });
  statsOf(gameId).then((stats) => {
    const key = stats?.config_key;
    const menu = key ? form.querySelector(`select[data-key="${CSS.escape(key)}"]`) : null;
    if (!menu) return;
    menu.closest('label')?.after(line);
    const library = () => form.querySelector('[data-key="library"]');
    const draw = () => {
      const chosen = library()?.value ? `library:${library().value}` : menu.value;
      const item = (stats.items || []).find((i) => i.content === chosen);
      line.hidden = !item;
      if (!item) return;
      const parts = contentFigureParts(item, stats);
      // Each part keeps its dot, so that a wrapped line never starts with one.
      line.replaceChildren(...parts.flatMap(([name, text, none], i) => [
        i ? ' ' : '',
        el('span', { class: none ? `cf-${name} cf-none` : `cf-${name}`, testid: `content-${name}-${gameId}`, text: i < parts.length - 1 ? `${text} ·` : text }),
      ]));
    };
    form.addEventListener('change', (event) => {
      if (event.target === menu || event.target === library()) draw();
    });
    draw();
  });
}

/** The config key of the content menu of the games whose shipped pieces may be translated. */
const CONTENT_KEYS = { 'watson-holmes': 'case', 'lateral-puzzles': 'puzzle', 'almost-innocent': 'scenario' };
/** Each game's piece titles in one language ({piece id: title}), asked once per game and language. */
const titlesAsked = new Map();

/**
 * A game's shipped pieces titled in `code` (GET
 * /api/games/{game}/content-titles?lang=CODE: only the pieces that exist in
 * that language); an empty list when the server cannot say.
 */
function contentTitles(gameId, code) {
  const key = `${gameId} ${code}`;
  if (!titlesAsked.has(key)) {
    titlesAsked.set(key, api('GET', `/api/games/${encodeURIComponent(gameId)}/content-titles?lang=${encodeURIComponent(code)}`)
      .then((answer) => (answer?.titles && typeof answer.titles === 'object' ? answer.titles : {}))
      .catch(() => ({})));
  }
  return titlesAsked.get(key);
}

/**
 * Names the case, puzzle or scenario menu's pieces in the content language the
 * form has chosen (library.js's menu, `data-key="language"`) when a piece exists
 * in it; English (the game's menu labels) otherwise. The order number an
 * English label starts with ("2. ") is kept.
 */
function contentTitlesInLanguage(form, gameId) {
  const key = CONTENT_KEYS[gameId];
  const pieces = key ? form.querySelector(`select[data-key="${key}"]`) : null;
  const languageMenu = form.querySelector('select[data-key="language"]');
  if (!pieces || !languageMenu) return;
  // Each option is a piece's title, the content's own words (`data-content`).
  for (const option of pieces.options) { option.dataset.english = option.textContent; option.dataset.content = ''; }
  let drawn = 0;
  const relabel = async () => {
    const ticket = ++drawn;
    const code = languageMenu.value || 'en';
    const titles = code === 'en' ? {} : await contentTitles(gameId, code);
    if (ticket !== drawn) return;
    for (const option of pieces.options) {
      const english = option.dataset.english;
      const title = titles[option.value];
      const number = /^\d+\.\s+/.exec(english)?.[0] || '';
      const found = typeof title === 'string' && title;
      option.textContent = found ? `${number}${title}` : english;
      if (found) option.lang = code;
      else option.removeAttribute('lang');
    }
  };
  form.addEventListener('change', (event) => { if (event.target === languageMenu || event.target === pieces) relabel(); });
  // The language menu is redrawn (its options and value) when the piece changes.
  new MutationObserver(relabel).observe(languageMenu, { childList: true });
  relabel();
}

/** One hosted game: name, summary, player count, variants, create button. */
function createForm(game, index, statsOf) {
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
    counts.map((n) => el('option', { value: String(n), text: t('lobby-players-count', { count: n }), selected: n === preferred })));
  const defaults = defaultConfig(game, preferred);
  const variants = (info.variants || []).map((variant) => variantInput(info.id, variant, defaults[variant.key])).filter(Boolean);
  const name = gameName(info);
  const button = el('button', { class: 'primary', testid: `create-${info.id}`, text: t('lobby-create', { game: name, article: article(name) }) });
  const options = optionsFields(game);
  const form = el('form', { class: 'game-form' },
    el('h3', { text: name }),
    el('p', { class: 'muted', text: gameWords(`games-${info.id}-summary`, info.summary || '') }),
    game.tutorial ? learnButton(info, game.tutorial) : null,
    el('div', { class: 'row' }, el('label', { for: select.id, text: `${t('lobby-players')} ` }), select),
    variants.length ? el('fieldset', { class: 'variants' }, el('legend', { text: t('lobby-variants') }), variants) : null,
    options.node,
    el('p', { class: 'small' },
      el('a', { href: `#/rules/${encodeURIComponent(info.id)}`, testid: `rules-link-${info.id}`, text: t('lobby-rules-link') }), ' · ',
      el('a', { href: `#/leaderboards/${encodeURIComponent(info.id)}`, testid: `leaderboard-link-${info.id}`, text: info.cooperative ? t('lobby-team-success-link') : t('lobby-leaderboard-link') })),
    button);
  libraryChoice(form, info.id);
  contentTitlesInLanguage(form, info.id);
  contentFigures(form, info.id, statsOf);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    const config = defaultConfig(game, Number(select.value));
    for (const input of form.querySelectorAll('input[data-key], select[data-key]')) {
      // An empty choice (the library menu's "none") leaves its key out.
      if (input.tagName === 'SELECT') { if (input.value !== '') config[input.dataset.key] = input.value; }
      else if (input.type === 'checkbox') config[input.dataset.key] = input.checked;
      else if (input.type === 'number') { if (input.value !== '') config[input.dataset.key] = Number(input.value); }
      else if (input.value !== '') config[input.dataset.key] = input.value;
    }
    try {
      const answer = await api('POST', '/api/matches', { game: info.id, config, options: options.read() });
      saveTokens(answer.match.id, { host: answer.host_token });
      location.hash = `#/match/${encodeURIComponent(answer.match.id)}`;
    } catch (err) {
      showError(errorWords(err));
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
  const button = el('button', { type: 'button', class: 'button learn-button', testid: `learn-${info.id}`, text: t('lobby-learn'),
    title: tutorial.title ? t('lobby-learn-titled', { title: gameWords(`games-${info.id}-tutorial`, tutorial.title) }) : t('lobby-learn.title') });
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const answer = await api('POST', `/api/tutorials/${encodeURIComponent(info.id)}?lang=${encodeURIComponent(language())}`, {});
      saveTokens(answer.match.id, { seat: answer.seat, token: answer.token });
      location.hash = `#/match/${encodeURIComponent(answer.match.id)}`;
    } catch (err) {
      showError(errorWords(err));
      button.disabled = false;
    }
  });
  const how = tutorial.minutes ? t('lobby-learn-how-long', { minutes: Number(tutorial.minutes) }) : t('lobby-learn-how');
  return el('p', { class: 'learn-row' }, button, el('span', { class: 'muted small', text: ` ${how}` }));
}

/**
 * "a" or "an" before a name, by its first letter's sound (good enough for our
 * game names): the English catalogue selects on it; other languages ignore it.
 */
export function article(name) {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

/** The match list's filters: a game and "only with a seat to take". {node, read(), setGames(games)}. */
function matchFilters(onChange) {
  const saved = (() => { try { return JSON.parse(sessionStorage.getItem('sleuth.matchFilters')) || {}; } catch { return {}; } })();
  const game = el('select', { testid: 'matches-filter-game', 'aria-label': t('lobby-filter-game') },
    el('option', { value: '', text: t('lobby-filter-all-games') }));
  const open = el('input', { type: 'checkbox', testid: 'matches-filter-open', checked: saved.open === true });
  const save = () => {
    try { sessionStorage.setItem('sleuth.matchFilters', JSON.stringify({ game: game.value, open: open.checked })); } catch { /* private mode */ }
    onChange();
  };
  game.addEventListener('change', save);
  open.addEventListener('change', save);
  const node = el('div', { class: 'row match-filters small' },
    el('label', {}, `${t('lobby-filter-show')} `, game),
    el('label', {}, open, ` ${t('lobby-filter-open')}`));
  return {
    node,
    read: () => ({ game: game.value, open: open.checked }),
    setGames: (games) => {
      game.replaceChildren(el('option', { value: '', text: t('lobby-filter-all-games') }),
        ...games.map((g) => el('option', { value: g.id, text: gameName(g.info), selected: g.id === saved.game })));
    },
  };
}

/** Whether a visitor could take a seat of this match now: open with an empty seat, or a seat left open in play. */
function hasSeatToTake(m) {
  return (m.status === 'open' || m.status === 'playing') && m.seats.some((s) => s.kind === 'empty');
}

/** "Ann won", "Ann and Bo won", "the team won", "no winner", from a finished match's outcome. */
function resultWords(m, info) {
  const winners = m.outcome?.winners || [];
  if (!winners.length) return t('lobby-result-no-winner');
  if (info?.cooperative) return t('lobby-result-team-won');
  const names = winners.map((w) => (m.seats[w]?.kind === 'bot' ? botSeatName(m.seats[w]) : m.seats[w]?.name) || t('shell-seat-number', { number: w + 1 }));
  return t('lobby-result-won', { names: listWords(names), count: names.length });
}

/**
 * "finished 12:50" today, "created 23 Nov, 12:50" another day (local time), by
 * the message `lobby-<what>-today` or `lobby-<what>-on`; with `seconds`, "12:50:07".
 */
function whenWords(what, stamp, seconds = false) {
  const date = stamp ? new Date(stamp) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString(timeLocale(), { hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) });
  if (date.toDateString() === new Date().toDateString()) return t(`lobby-${what}-today`, { time });
  return t(`lobby-${what}-on`, { day: date.toLocaleDateString(timeLocale(), { day: 'numeric', month: 'short' }), time });
}

function renderMatches(list, all, games, filter) {
  const matches = all.filter((m) => (!filter.game || m.game === filter.game) && (!filter.open || hasSeatToTake(m)));
  const key = JSON.stringify([matches, games.length]);
  if (list.sleuthKey === key) return; // unchanged: keep the nodes under the pointer
  list.sleuthKey = key;
  if (!matches.length) {
    const text = all.length ? t('lobby-no-match-fits') : t('lobby-no-matches-yet');
    list.replaceChildren(el('li', { class: 'muted', text }));
    return;
  }
  // Matches that would read alike (same game, people, facts, result and minute)
  // show their times to the second, and still-identical ones their order.
  const looks = matches.map((m) => JSON.stringify([m.game, m.status, m.seats.map((s) => s.name), m.rated, m.clock, m.config, m.outcome?.winners, m.version, whenWords('created', m.created_at)]));
  const alike = (i) => looks.filter((x) => x === looks[i]).length > 1;
  const exact = matches.map((m, i) => `${looks[i]}${m.created_at}`);
  list.replaceChildren(...matches.map((m, i) => {
    const info = games.find((g) => g.id === m.game)?.info || null;
    const filled = m.seats.filter((s) => s.kind !== 'empty').length;
    const free = m.seats.filter((s) => s.kind === 'empty').length;
    const seated = m.seats.filter((s) => s.kind !== 'empty').map((s) => (s.kind === 'bot' ? botSeatName(s) : s.name));
    if (free) seated.push(t('lobby-seats-free', { free }));
    const who = seated.join(', ');
    const href = m.status === 'finished' ? `#/replay/${encodeURIComponent(m.id)}` : `#/match/${encodeURIComponent(m.id)}`;
    const action = t(`lobby-action-${m.status === 'open' ? 'join' : m.status === 'playing' ? 'watch' : m.status === 'abandoned' ? 'see' : 'replay'}`);
    // A finished match is told apart from its twins by its result, length and times.
    const when = [];
    if (m.status === 'finished') {
      when.push(resultWords(m, info));
      when.push(t('lobby-moves', { count: m.version }));
      if (m.finished_at) when.push(whenWords('finished', m.finished_at));
    }
    when.push(whenWords('created', m.created_at, alike(i)));
    const twins = exact.filter((x) => x === exact[i]).length;
    if (twins > 1) when.push(t('lobby-alike', { place: exact.slice(0, i + 1).filter((x) => x === exact[i]).length, count: twins }));
    return el('li', { class: `match-item status-${m.status}`, testid: `match-item-${m.id}`, title: matchTitle(m) },
      el('span', { class: `pill ${m.status}`, text: t(`lobby-status-${m.status}`) }),
      el('span', { class: 'match-title' }, el('strong', { text: listedGameName(m, games) }), ` · ${t('lobby-seats-filled', { filled, count: m.seats.length })}`),
      el('span', { class: 'muted small match-who', text: who }),
      factsLine(m, info, { testid: `match-facts-${m.id}`, prefix: `match-fact-${m.id}` }),
      el('span', { class: 'muted small match-when', testid: `match-when-${m.id}`, text: when.join(' · ') }),
      el('span', { class: 'match-actions' },
        el('a', { href, class: 'button', testid: `match-link-${m.id}`, text: action }),
        m.status === 'finished' ? el('a', { href: `#/match/${encodeURIComponent(m.id)}`, class: 'small', testid: `match-final-${m.id}`, text: t('lobby-final-table') }) : null));
  }));
}

/** A listed match's game name: the catalogue's, else the server's. */
function listedGameName(m, games) {
  const info = games.find((g) => g.id === m.game)?.info;
  return info ? gameName(info) : (m.game_name || m.game);
}
