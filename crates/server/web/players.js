// players.js — people: the account page (#/account: sign up, log in,
// log out, change the password; logging in returns to the page that led there),
// a player's profile (#/players/NAME), a game's leaderboard (#/leaderboards/GAME),
// the header's account link, the lobby's "your turn" list and the browser
// notification when a match starts waiting for you. Every name and text from
// people is put in the page as text, never HTML. Its words are players.ftl's.

import { api, fetchGames } from './api.js';
import { el, showError, showInfo, variantWords, errorWords, timeLocale } from './ui.js';
import { t, has } from './i18n.js';

let current = undefined; // {name} when logged in, null for a guest, undefined before asking

const RETURN_KEY = 'sleuth.afterLogin';
const isAccountHash = (hash) => /^#\/account(?:[/?]|$)/.test(hash);
const isSitePlace = (hash) => typeof hash === 'string' && hash.startsWith('#/') && !isAccountHash(hash);

// The page someone left for the account page (a match lobby that asked them to
// log in, say), so that logging in takes them back there: noted each time the
// hash changes to #/account. Only a '#/...' place of this page is kept.
window.addEventListener('hashchange', (event) => {
  let from = '';
  let to = '';
  try { from = new URL(event.oldURL).hash; to = new URL(event.newURL).hash; } catch { return; }
  if (!isAccountHash(to)) return;
  try {
    if (isSitePlace(from)) sessionStorage.setItem(RETURN_KEY, from);
    else sessionStorage.removeItem(RETURN_KEY);
  } catch { /* no storage: logging in goes to the home page */ }
});

/** Where to go after logging in: the page that led to #/account, else home (used once). */
function placeAfterLogin() {
  let place = null;
  try {
    place = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
  } catch { /* no storage */ }
  return isSitePlace(place) ? place : '#/';
}

/** The account logged in (asks the server once; `refresh` asks again). */
export async function whoAmI(refresh = false) {
  if (current === undefined || refresh) {
    try { current = (await api('GET', '/api/session'))?.account || null; } catch { current = null; }
    renderAccountNav();
  }
  return current;
}

/** The header's link: "Log in" for a guest, the account's name otherwise. */
export function renderAccountNav() {
  const nav = document.getElementById('account-nav');
  if (!nav) return;
  if (current) {
    nav.replaceChildren(el('a', { href: `#/players/${encodeURIComponent(current.name)}`, testid: 'nav-profile', text: current.name }),
      ' ', el('a', { href: '#/account', testid: 'nav-account', class: 'small', text: t('players-nav-account') }));
  } else {
    nav.replaceChildren(el('a', { href: '#/account', testid: 'nav-login', text: t('players-nav-log-in') }));
  }
}

/** #/account */
export function renderAccount(root) {
  const box = el('section', { class: 'card account-page' }, el('p', { class: 'muted', text: t('loading') }));
  root.append(box);
  whoAmI(true).then((account) => (account ? loggedIn(box, account) : guest(box)));
  return () => {};
}

function field(label, input) {
  return el('label', { class: 'field' }, el('span', { text: label }), input);
}

function guest(box) {
  const loginName = el('input', { type: 'text', testid: 'login-name', autocomplete: 'username', maxlength: '24', required: true });
  const loginPassword = el('input', { type: 'password', testid: 'login-password', autocomplete: 'current-password', maxlength: '128', required: true });
  const login = el('form', { class: 'account-form', testid: 'login-form' },
    el('h2', { text: t('players-log-in') }),
    field(t('players-name'), loginName), field(t('players-password'), loginPassword),
    el('button', { type: 'submit', class: 'primary', testid: 'login-submit', text: t('players-log-in') }));
  login.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await api('POST', '/api/session', { name: loginName.value, password: loginPassword.value });
      await afterLogin();
    } catch (err) { showError(errorWords(err)); }
  });
  const newName = el('input', { type: 'text', testid: 'signup-name', autocomplete: 'username', maxlength: '24', required: true });
  const newPassword = el('input', { type: 'password', testid: 'signup-password', autocomplete: 'new-password', minlength: '8', maxlength: '128', required: true });
  const signup = el('form', { class: 'account-form', testid: 'signup-form' },
    el('h2', { text: t('players-sign-up') }),
    el('p', { class: 'muted small', text: t('players-sign-up-help') }),
    field(t('players-name'), newName), field(t('players-password'), newPassword),
    el('button', { type: 'submit', class: 'primary', testid: 'signup-submit', text: t('players-sign-up-submit') }));
  signup.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await api('POST', '/api/accounts', { name: newName.value, password: newPassword.value });
      await afterLogin();
    } catch (err) { showError(errorWords(err)); }
  });
  box.replaceChildren(el('div', { class: 'account-forms' }, login, signup));
}

async function afterLogin() {
  const account = await whoAmI(true);
  showInfo(t('players-logged-in-info', { name: account?.name || '' }));
  location.hash = placeAfterLogin();
}

function loggedIn(box, account) {
  const currentPassword = el('input', { type: 'password', testid: 'password-current', autocomplete: 'current-password', maxlength: '128', required: true });
  const newPassword = el('input', { type: 'password', testid: 'password-new', autocomplete: 'new-password', minlength: '8', maxlength: '128', required: true });
  const change = el('form', { class: 'account-form', testid: 'password-form' },
    el('h3', { text: t('players-password-heading') }),
    el('p', { class: 'muted small', text: t('players-password-help') }),
    field(t('players-password-current'), currentPassword), field(t('players-password-new'), newPassword),
    el('button', { type: 'submit', testid: 'password-submit', text: t('players-password-submit') }));
  change.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      await api('POST', '/api/account/password', { current: currentPassword.value, new: newPassword.value });
      currentPassword.value = ''; newPassword.value = '';
      showInfo(t('players-password-changed'));
    } catch (err) { showError(errorWords(err)); }
  });
  const logout = el('button', { type: 'button', testid: 'logout', text: t('players-log-out') });
  logout.addEventListener('click', async () => {
    try { await api('DELETE', '/api/session'); } catch (err) { showError(errorWords(err)); }
    await whoAmI(true);
    location.hash = '#/';
  });
  box.replaceChildren(el('h2', { text: t('players-logged-in', { name: account.name }) }),
    el('p', {}, el('a', { href: `#/players/${encodeURIComponent(account.name)}`, testid: 'my-profile', text: t('players-my-profile') })),
    change, el('p', {}, logout));
}

/** A number with one decimal in the reader's language ("12.5", "12,5"). */
const oneDecimal = (x) => new Intl.NumberFormat(timeLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(x);
const fmtRating = (r) => (r ? oneDecimal(r.display) : '—');

/** A stamp as a date in the reader's language ("28 November 2026", "28 novembre 2026"); the stamp itself if unreadable. */
function dateWords(stamp, withTime = false) {
  const date = new Date(stamp);
  if (Number.isNaN(date.getTime())) return String(stamp);
  const day = { day: 'numeric', month: 'long', year: 'numeric' };
  return withTime
    ? date.toLocaleString(timeLocale(), { ...day, hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(timeLocale(), day);
}

/** A game's name: the games catalogue's, else the server's. */
const gameName = (id, fallback) => (has(`games-${id}-name`) ? t(`games-${id}-name`) : fallback);

/** #/players/NAME */
export function renderProfile(root, name) {
  const box = el('section', { class: 'card profile' }, el('p', { class: 'muted', text: t('loading') }));
  root.append(box);
  // The games' words name a cooperative match's scenario by its title, not its id.
  const gameList = fetchGames().catch(() => []);
  api('GET', `/api/players/${encodeURIComponent(name)}`).then(async (p) => {
    const infos = new Map((await gameList).map((g) => [g.id, g.info]));
    const games = el('table', { class: 'table', testid: 'profile-games' },
      el('thead', {}, el('tr', {}, ['game', 'played', 'won', 'rating', 'rated'].map((h) => el('th', { text: t(`players-profile-column-${h}`) })))),
      el('tbody', {}, p.games.map((g) => el('tr', { testid: `profile-game-${g.game}` },
        el('td', {}, el('a', { href: `#/leaderboards/${encodeURIComponent(g.game)}`, text: gameName(g.game, g.game_name) })),
        el('td', { text: String(g.played) }), el('td', { text: String(g.won) }),
        el('td', { testid: `profile-rating-${g.game}`, text: fmtRating(g.rating) }),
        el('td', { text: String(g.rated_matches) })))));
    const matches = el('ol', { class: 'profile-matches', testid: 'profile-matches' }, p.matches.map((m) => {
      const change = m.rating_change ?? (m.rating_after && m.rating_before ? m.rating_after.display - m.rating_before.display : 0);
      return el('li', { testid: `profile-match-${m.match}` },
        el('strong', { text: gameName(m.game, m.game_name) }), ' · ',
        el('span', { class: m.won ? 'won' : 'lost', testid: 'profile-result', text: m.won ? t('players-profile-won') : t('players-profile-place', { place: Number(m.place) }) }),
        m.forfeit ? el('span', { class: 'small', testid: 'profile-forfeit', text: ` · ${m.rated ? t('players-profile-forfeit-rated') : t('players-profile-forfeit')}` }) : '',
        m.variant ? el('span', { testid: 'profile-variant', text: ` · ${variantWords(infos.get(m.game), m.variant)}` }) : '',
        m.rated ? el('span', { class: 'small', testid: 'profile-rating-change', text: ` · ${t('players-profile-rated-change', { before: fmtRating(m.rating_before), after: fmtRating(m.rating_after), change: `${change >= 0 ? '+' : '-'}${oneDecimal(Math.abs(change))}` })}` }) : ` · ${t('players-profile-unrated')}`,
        el('span', { class: 'muted small', text: ` · ${dateWords(m.finished_at, true)}` }), ' ',
        el('a', { href: `#/replay/${encodeURIComponent(m.match)}`, testid: 'profile-replay', text: t('players-profile-replay') }), ' ',
        el('a', { href: `#/replay/${encodeURIComponent(m.match)}/analysis`, testid: 'profile-analysis', text: t('players-profile-analysis') }));
    }));
    const own = current && current.name === p.name;
    box.replaceChildren(el('h2', { testid: 'profile-name', text: p.name }),
      // Not null: replaceChildren would print it as the text "null".
      own ? el('p', { class: 'small' }, el('a', { href: '#/account', testid: 'profile-account', text: t('players-profile-account') })) : '',
      el('p', { class: 'muted small', text: t('players-profile-about', { since: dateWords(p.created_at) }) }),
      el('h3', { text: t('players-profile-games') }), p.games.length ? el('div', { class: 'table-wrap' }, games) : el('p', { class: 'muted', text: t('players-profile-no-game') }),
      el('h3', { text: t('players-profile-matches') }), p.matches.length ? matches : el('p', { class: 'muted', text: t('players-profile-no-match') }));
  }).catch((err) => { box.replaceChildren(el('p', { text: errorWords(err) })); });
  return () => {};
}

/** #/leaderboards/GAME (without a game: the list of games). */
export function renderLeaderboard(root, game) {
  const box = el('section', { class: 'card leaderboard' }, el('p', { class: 'muted', text: t('loading') }));
  root.append(box);
  fetchGames().then(async (games) => {
    const links = el('nav', { class: 'row small' }, games.map((g) => el('a', { href: `#/leaderboards/${encodeURIComponent(g.id)}`, class: g.id === game ? 'current' : '', testid: `leaderboard-link-${g.id}`, text: gameName(g.id, g.info.name) })));
    if (!game) { box.replaceChildren(el('h2', { testid: 'leaderboard-heading', text: t('players-leaderboards') }), links); return; }
    const b = await api('GET', `/api/leaderboards/${encodeURIComponent(game)}`);
    const info = games.find((g) => g.id === game)?.info;
    let body;
    if (b.cooperative) {
      body = b.team_success.length ? el('table', { class: 'table', testid: 'team-success' },
        el('thead', {}, el('tr', {}, ['variant', 'matches', 'won', 'success'].map((h) => el('th', { text: t(`players-team-column-${h}`) })))),
        el('tbody', {}, b.team_success.map((t) => el('tr', {},
          el('td', { testid: 'team-success-variant', text: variantWords(info, t.variant) || '—' }), el('td', { text: String(t.matches) }), el('td', { text: String(t.won) }),
          el('td', { text: new Intl.NumberFormat(timeLocale(), { style: 'percent' }).format(Math.round((100 * t.won) / Math.max(1, t.matches)) / 100) })))))
        : el('p', { class: 'muted', text: t('players-team-none') });
    } else {
      body = b.ranking.length ? el('table', { class: 'table', testid: 'leaderboard' },
        el('thead', {}, el('tr', {}, ['rank', 'player', 'rating', 'matches'].map((h) => el('th', { text: t(`players-leaderboard-column-${h}`) })))),
        el('tbody', {}, b.ranking.map((r) => el('tr', { testid: 'leaderboard-row' },
          el('td', { text: String(r.rank) }),
          el('td', {}, r.bot ? el('span', { text: r.name }) : el('a', { href: `#/players/${encodeURIComponent(r.name)}`, text: r.name })),
          el('td', { text: fmtRating(r.rating) }), el('td', { text: String(r.matches) })))))
        : el('p', { class: 'muted', text: t('players-leaderboard-none') });
    }
    const name = gameName(game, b.game_name);
    box.replaceChildren(el('h2', { testid: 'leaderboard-heading', text: b.cooperative ? t('players-team-heading', { game: name }) : t('players-leaderboard-heading', { game: name }) }), links,
      el('p', { class: 'muted small', text: b.cooperative ? t('players-team-about') : t('players-leaderboard-about') }),
      el('div', { class: 'table-wrap' }, body));
  }).catch((err) => { box.replaceChildren(el('p', { text: errorWords(err) })); });
  return () => {};
}

const TURNS_EVERY_MS = 10000;

/**
 * The lobby's "your turn" card: the logged-in account's matches waiting for it,
 * refreshed every few seconds, with a browser notification (when allowed: the
 * notifications switch of social.js asks) for each match that starts waiting
 * while this tab is open. Returns {node, stop}.
 */
export function yourTurnBox() {
  const list = el('ul', { class: 'match-list', testid: 'your-turn-list' });
  const node = el('section', { class: 'card your-turn', testid: 'your-turn', hidden: true },
    el('h2', { text: t('players-your-turn') }), list);
  let timer = null;
  let alive = true;
  let known = null; // match ids already waiting at the last look
  const refresh = async () => {
    const account = await whoAmI();
    if (!alive) return;
    if (!account) { node.hidden = true; return; }
    node.hidden = false;
    try {
      const data = await api('GET', '/api/my-turns');
      const turns = data?.your_turn || [];
      list.replaceChildren(...(turns.length ? turns.map((turn) => el('li', { class: 'match-item' },
        el('strong', { text: gameName(turn.game, turn.game_name) }),
        turn.left_ms != null ? el('span', { class: 'muted small', text: ` · ${t('players-your-turn-left', { time: clockText(turn.left_ms) })}` }) : null,
        el('a', { href: `#/match/${encodeURIComponent(turn.match)}`, class: 'button primary', testid: `your-turn-${turn.match}`, text: t('players-your-turn-play') })))
        : [el('li', { class: 'muted', text: t('players-your-turn-nothing') })]));
      const ids = new Set(turns.map((turn) => turn.match));
      if (known) for (const turn of turns) if (!known.has(turn.match)) notify(t('players-your-turn-in', { game: gameName(turn.game, turn.game_name) }), turn.match);
      known = ids;
    } catch (err) {
      if (err.status !== 401) list.replaceChildren(el('li', { class: 'muted', text: errorWords(err) }));
    }
    if (alive) timer = setTimeout(refresh, TURNS_EVERY_MS);
  };
  refresh();
  return { node, stop: () => { alive = false; clearTimeout(timer); } };
}

/** A browser notification (only while a tab is open, and only when allowed). */
export function notify(title, matchId) {
  if (!('Notification' in window) || Notification.permission !== 'granted' || document.hasFocus()) return;
  try {
    const n = new Notification(title, { body: 'Sleuth', tag: `sleuth-${matchId}` });
    n.onclick = () => { window.focus(); location.hash = `#/match/${encodeURIComponent(matchId)}`; n.close(); };
  } catch { /* some browsers allow notifications only from a service worker */ }
}

/** "4:05" or "2 h 10 min" or "3 d 4 h" for a time left in milliseconds. */
export function clockText(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  const h = Math.floor(s / 3600);
  if (h < 48) return t('players-clock-hours', { hours: h, minutes: Math.floor((s % 3600) / 60) });
  return t('players-clock-days', { days: Math.floor(h / 24), hours: h % 24 });
}
