// presence.js — who is here. In a match's seats bar: a dot per person's seat,
// online or away (in words too, not colour alone: "online", "away 4 min"), and,
// in a match in play without a clock, for a seated person, "Hand to a bot" on a
// seat away longer than the time the server states (the match's
// `hand_over_after_ms`); the page first says what happens then (a bot plays the
// seat until its person reclaims it, or in a game for people only the seat opens
// or the match ends; in a rated match the absent person forfeits if the bot
// finishes). On the home page, "N people online now" (GET /api/online). The
// figures come from the server; the page counts on between them. Its words are
// presence.ftl's (the people-online line is lobby.ftl's).

import { api } from './api.js';
import { el, confirmInPage, showError, botSeatName } from './ui.js';
import { t } from './i18n.js';

const TICK_MS = 1000;
const ONLINE_REFRESH_MS = 20000;

/** "away 40 s", "away 4 min", "away 2 h", "away 3 days". */
function awayWords(ms) {
  const secs = Math.max(0, Math.floor(ms / 1000));
  if (secs < 60) return t('presence-away-seconds', { count: secs });
  if (secs < 3600) return t('presence-away-minutes', { count: Math.floor(secs / 60) });
  if (secs < 86400) return t('presence-away-hours', { count: Math.floor(secs / 3600) });
  return t('presence-away-days', { count: Math.floor(secs / 86400) });
}

/** "3 minutes", "1 minute", "45 seconds", "1 min 30 s": the stated time in a sentence. */
function spanWords(ms) {
  const secs = Math.max(0, Math.round(ms / 1000));
  return t('presence-span', { minutes: Math.floor(secs / 60), seconds: secs % 60 });
}

// Every dot and button on the page, redrawn each second from its figures.
const shown = new Set();
let timer = null;

function tick() {
  for (const item of shown) {
    if (!item.dot.isConnected) { shown.delete(item); continue; }
    item.draw();
  }
  if (!shown.size) { clearInterval(timer); timer = null; }
}

function track(item) {
  shown.add(item);
  item.draw();
  if (!timer) timer = setInterval(tick, TICK_MS);
}

/** What handing `s` over does, in the page's confirming words. */
function handOverWords(match, s) {
  const name = s.name || t('shell-seat-number', { number: s.seat + 1 });
  const args = { name, seat: s.seat + 1, after: spanWords(match.hand_over_after_ms) };
  const why = t('presence-hand-why', args);
  if (s.hand_over === 'end') {
    return { message: t('presence-end-question', args),
      detail: `${why} ${t('presence-end-detail', args)}`,
      yes: t('presence-end'), danger: true };
  }
  if (s.hand_over === 'open') {
    return { message: t('presence-open-question', args),
      detail: `${why} ${t('presence-open-detail', args)}`,
      yes: t('presence-open') };
  }
  const rated = match.rated ? ` ${t('presence-bot-rated', args)}` : '';
  return { message: t('presence-bot-question', args),
    detail: `${why} ${t('presence-bot-detail', args)}${rated}`,
    yes: t('presence-bot') };
}

/**
 * The presence of seat `s` in the seats bar of `page` (the match page: its
 * `match`, `mySeat()`, `socket`, `nextRef`): the dot, and the hand-over button
 * when it may be offered. [] for bots and empty seats.
 */
export function seatPresence(page, s) {
  if (!s || s.kind !== 'human') return [];
  const match = page.match;
  const n = s.seat;
  const received = performance.now();
  const dot = el('span', { class: 'presence', testid: `seat-presence-${n}`, role: 'status' },
    el('span', { class: 'presence-dot', 'aria-hidden': 'true' }), el('span', { class: 'presence-text' }));
  const me = page.mySeat();
  const mayHand = match.status === 'playing' && Number(match.hand_over_after_ms) > 0 && me !== null && me !== undefined
    && me !== n && !s.stand_in && !s.connected;
  const button = mayHand
    ? el('button', { type: 'button', class: 'subtle small-btn hand-over', testid: `hand-over-${n}`, text: s.hand_over === 'end' ? t('presence-end') : s.hand_over === 'open' ? t('presence-open') : t('presence-bot'), hidden: true,
      on: { click: () => handOver(page, s) } })
    : null;
  const text = dot.lastChild;
  const draw = () => {
    const away = s.connected ? null : (Number(s.away_ms) || 0) + (performance.now() - received);
    const label = s.connected ? t('presence-online') : awayWords(away);
    if (text.textContent !== label) text.textContent = label;
    dot.classList.toggle('online', Boolean(s.connected));
    dot.classList.toggle('away', !s.connected);
    // A bot's wire name is English ("solver bot"): the reader's words name it.
    const name = s.kind === 'bot' ? botSeatName(s) : s.name;
    dot.title = name
      ? (s.connected ? t('presence-connected', { name }) : t('presence-not-connected', { name }))
      : (s.connected ? t('presence-seat-connected') : t('presence-seat-not-connected'));
    if (button) button.hidden = away < Number(match.hand_over_after_ms);
  };
  track({ dot, draw });
  return [dot, button];
}

async function handOver(page, s) {
  const words = handOverWords(page.match, s);
  const sure = await confirmInPage(words.message, { detail: words.detail, yes: words.yes, no: t('presence-wait'), danger: Boolean(words.danger) });
  if (!sure) return;
  if (!page.socket.send({ type: 'hand_over', seat: s.seat, ref: page.nextRef++ })) {
    showError(t('presence-not-connected-to-server'));
  }
}

/**
 * The home page's "N people online now" line, kept fresh while it is shown
 * (it stops by itself once it has left the page).
 */
export function onlineNow() {
  const line = el('p', { class: 'online-now', testid: 'online-now', role: 'status', hidden: true });
  const refresh = async () => {
    try {
      const data = await api('GET', '/api/online');
      const people = Number(data?.people) || 0;
      const playing = (data?.matches || []).filter((m) => m.status === 'playing').length;
      line.dataset.count = String(people);
      line.textContent = t('lobby-people-online', { count: people })
        + (playing ? ` · ${t('lobby-matches-in-play', { count: playing })}` : '');
      line.hidden = false;
    } catch {
      line.hidden = true;
    }
    setTimeout(() => { if (line.isConnected) refresh(); }, ONLINE_REFRESH_MS);
  };
  // Started once the line is in the page.
  setTimeout(refresh, 0);
  return line;
}
