// api.js — the HTTP side of docs/protocol.md (lobby, seats, start, replays) and
// the tokens kept in localStorage, keyed by match id.

import { errorText, t } from './i18n.js';

/** A refused request: `message` is in the reader's language (the server's `id`
 * and `args` formatted by the catalogue, else its English `message`); `payload`
 * is the server's error object as sent (`kind`, `message`, `id`, `args`). */
export class ApiError extends Error {
  constructor(status, kind, message, payload = null) {
    super(message);
    this.status = status;
    this.kind = kind;
    this.payload = payload;
  }
}

/** Calls the JSON API; throws ApiError with the server's refusal, translated. */
export async function api(method, path, body = undefined, token = undefined) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new ApiError(0, 'network', t('errors-client-unreachable'));
  }
  let data = null;
  const text = await response.text();
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!response.ok) {
    const err = data?.error;
    const fallback = t('errors-client-http-status', { status: response.status });
    throw new ApiError(response.status, err?.kind || 'http', errorText(err, fallback), err || null);
  }
  return data;
}

let gamesPromise = null;

/** GET /api/games, normalised to [{id, info, bots, defaultConfigs}] and cached. */
export function fetchGames() {
  if (!gamesPromise) {
    gamesPromise = api('GET', '/api/games').then(normaliseGames).catch((err) => { gamesPromise = null; throw err; });
  }
  return gamesPromise;
}

function normaliseGames(data) {
  const list = Array.isArray(data) ? data : (data?.games || []);
  return list.map((entry) => {
    const info = entry.info || entry;
    return {
      id: info.id,
      info,
      bots: (entry.bots || []).map((b) => (typeof b === 'string' ? { name: b, description: '' } : b)),
      configs: entry.default_configs || entry.default_config || entry.configs || entry.defaults || null,
      // The game's tutorial ({title, minutes}) when it has one: "Learn to play".
      tutorial: entry.tutorial || null,
    };
  });
}

/** The API's default config for a player count (whatever shape it came in), with `players` set. */
export function defaultConfig(game, players) {
  const c = game.configs;
  let found = null;
  if (Array.isArray(c)) {
    found = c.find((x) => (x.config || x).players === players || x.players === players);
    found = found?.config || found;
  } else if (c && typeof c === 'object') {
    found = c[String(players)] || (c.players !== undefined ? c : null);
  }
  return { ...(found || {}), players };
}

const key = (matchId) => `sleuth.match.${matchId}`;

/** {host?: token, seat?: N, token?: seat token} for this match. */
export function loadTokens(matchId) {
  try { return JSON.parse(localStorage.getItem(key(matchId))) || {}; } catch { return {}; }
}

export function saveTokens(matchId, patch) {
  const next = { ...loadTokens(matchId), ...patch };
  for (const [k, v] of Object.entries(next)) if (v === null || v === undefined) delete next[k];
  localStorage.setItem(key(matchId), JSON.stringify(next));
  return next;
}

export function loadName() {
  return localStorage.getItem('sleuth.name') || '';
}

export function saveName(name) {
  localStorage.setItem('sleuth.name', name);
}
