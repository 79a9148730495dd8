// library.js — the studio's library in the lobby: beside the case menu of Watson
// & Holmes and the puzzle menu of the Lateral Puzzles Game, a "From the library"
// menu of the published pieces (GET /api/library: title, author, difficulty),
// whose choice makes the create form send `"library": ID` in the config (the
// server then plays that edition), and, for a signed-in person, a small "Report"
// form for the chosen piece (POST /api/library/{id}/report, a reason of 1 to 500
// characters). Authors' titles and names are put in the page as text.

import { api } from './api.js';
import { el } from './ui.js';
import { whoAmI } from './players.js';

/** The games whose lobby offers the library, with the config key of their own menu. */
const LIBRARY_GAMES = { 'watson-holmes': 'case', 'lateral-puzzles': 'puzzle' };
const REPORT_MAX_CHARS = 500;
/** The forms of one lobby page ask at once: they share one request. */
const SHARED_MS = 1000;
let cached = null;

function fetchLibrary() {
  if (!cached || Date.now() - cached.at > SHARED_MS) {
    cached = { at: Date.now(), list: api('GET', '/api/library').then((data) => data?.library || []) };
    cached.list.catch(() => { cached = null; });
  }
  return cached.list;
}

/** Forgets the list asked last (a piece was just published). */
export function forgetLibrary() {
  cached = null;
}

/** "introductory" or "difficulty 3", as the lobby's figures say it. */
function difficultyWords(game, difficulty) {
  if (!Number.isInteger(difficulty)) return null;
  if (game === 'watson-holmes' && difficulty === 0) return 'introductory';
  return `difficulty ${difficulty}`;
}

/** An entry as its menu line: "The Missing Hymn Book · by Ada · introductory · edition 2". */
export function libraryLine(entry) {
  return [entry.title, `by ${entry.author}`, difficultyWords(entry.game, entry.difficulty),
    entry.edition > 1 ? `edition ${entry.edition}` : null].filter(Boolean).join(' · ');
}

/**
 * Adds the library menu to a game's create form in the lobby, after the game's
 * own case or puzzle menu (nothing for the other games). The menu's
 * `data-key="library"` puts its choice in the config; an empty choice is left
 * out, and then the game's own menu counts.
 */
export function libraryChoice(form, gameId) {
  const key = LIBRARY_GAMES[gameId];
  if (!key) return;
  const own = form.querySelector(`select[data-key="${key}"]`);
  const menu = el('select', { 'data-key': 'library', testid: `library-${gameId}`, 'aria-label': 'From the library' },
    el('option', { value: '', text: `None: the ${key} chosen above` }));
  const report = el('button', { type: 'button', class: 'subtle small', testid: `library-report-${gameId}`, text: 'Report', hidden: true,
    title: 'Tell the site\'s administrators what is wrong with this piece' });
  const note = el('span', { class: 'muted small', testid: `library-note-${gameId}` });
  const reportBox = el('div', { class: 'library-report', hidden: true });
  const row = el('div', { class: 'variant library-choice', testid: `library-choice-${gameId}` },
    el('label', {}, 'From the library ', menu), ' ', report, el('div', {}, note), reportBox);
  (own?.closest('label') || own)?.after(row);
  if (!own) form.querySelector('.variants, button.primary')?.before(row);

  let entries = [];
  let account = null;
  const chosen = () => entries.find((e) => e.id === menu.value) || null;
  const update = () => {
    const entry = chosen();
    if (own) own.disabled = Boolean(entry);
    report.hidden = !(entry && account);
    if (!entry) reportBox.hidden = true;
    note.textContent = entry
      ? `Plays “${entry.title}”, written by ${entry.author} in the studio, instead of the ${key} menu above.`
      : entries.length ? `${entries.length === 1 ? 'One piece' : `${entries.length} pieces`} written by players in the studio.` : '';
  };
  menu.addEventListener('change', update);
  report.addEventListener('click', () => openReport(reportBox, chosen(), gameId));
  Promise.all([fetchLibrary(), whoAmI().catch(() => null)]).then(([list, who]) => {
    account = who;
    entries = list.filter((e) => e.game === gameId && !e.hidden);
    if (!entries.length) {
      menu.disabled = true;
      note.replaceChildren('Nothing published yet: ', el('a', { href: '#/studio', text: `write a ${key} in the studio` }), '.');
      return;
    }
    menu.append(...entries.map((e) => el('option', { value: e.id, text: libraryLine(e) })));
    update();
  }).catch(() => { row.hidden = true; });
}

/** The report form for one piece: a reason, sent once; the answer in words. */
function openReport(box, entry, gameId) {
  if (!entry) return;
  const reason = el('textarea', { rows: '3', maxlength: String(REPORT_MAX_CHARS), testid: `library-report-reason-${gameId}`,
    'aria-label': `What is wrong with “${entry.title}”` });
  const status = el('p', { class: 'small', testid: `library-report-status-${gameId}`, role: 'status' });
  const send = el('button', { type: 'button', testid: `library-report-send-${gameId}`, text: 'Send the report' });
  const cancel = el('button', { type: 'button', class: 'subtle', text: 'Cancel', on: { click: () => { box.hidden = true; } } });
  send.addEventListener('click', async () => {
    const text = reason.value.trim();
    if (!text) { status.textContent = 'Say what is wrong first (1 to 500 characters).'; return; }
    send.disabled = true;
    try {
      await api('POST', `/api/library/${encodeURIComponent(entry.id)}/report`, { reason: text });
      box.replaceChildren(el('p', { class: 'small', testid: `library-report-status-${gameId}`, role: 'status',
        text: `Reported: the site's administrators will read it. Thank you.` }));
    } catch (err) {
      status.textContent = err.message;
      send.disabled = false;
    }
  });
  box.replaceChildren(
    el('p', { class: 'small', text: `Report “${entry.title}” by ${entry.author}: what is wrong with it (for the site's administrators; up to ${REPORT_MAX_CHARS} characters)?` }),
    reason, el('div', { class: 'row' }, send, cancel), status);
  box.hidden = false;
  reason.focus();
}
