// library.js — the studio's library in the lobby: beside the case menu of Watson
// & Holmes and the puzzle menu of the Lateral Puzzles Game, a "From the library"
// menu of the published pieces (GET /api/library: title, author, difficulty),
// whose choice makes the create form send `"library": ID` in the config (the
// server then plays that edition), and, for a signed-in person, a small "Report"
// form for the chosen piece (POST /api/library/{id}/report, a reason of 1 to 500
// characters). Authors' titles and names are put in the page as text.
//
// It also offers the content language of a new match (docs/content/
// translations.md): beside the case, puzzle or scenario menu of the games whose
// shipped content may be translated, a "Language of the texts" menu whose choice
// the create form sends as `"language": CODE` in the config. The languages the
// chosen piece exists in are asked of the game itself (POST
// /api/games/{id}/check-config: a language it is not written in is refused there
// as it would be at creation); the menu offers only those, the note under it
// names them, and it starts on the reader's interface language when the piece
// exists in it. Words are in the catalogue library.ftl.

import { api } from './api.js';
import { el } from './ui.js';
import { whoAmI } from './players.js';
import { t, language } from './i18n.js';

/** The games whose lobby offers the library, with the config key of their own menu. */
const LIBRARY_GAMES = { 'watson-holmes': 'case', 'lateral-puzzles': 'puzzle' };
/** The games whose shipped content may be translated, with the config key of their content menu. */
const CONTENT_GAMES = { 'watson-holmes': 'case', 'lateral-puzzles': 'puzzle', 'almost-innocent': 'scenario' };
/** The language every shipped piece is written in. */
const REFERENCE_LANGUAGE = 'en';
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
  if (game === 'watson-holmes' && difficulty === 0) return t('library-introductory');
  return t('library-difficulty', { difficulty });
}

/** An entry as its menu line: "The Missing Hymn Book · by Ada · introductory · edition 2". */
export function libraryLine(entry) {
  return [entry.title, t('library-by', { author: entry.author }), difficultyWords(entry.game, entry.difficulty),
    entry.edition > 1 ? t('library-edition', { edition: entry.edition }) : null].filter(Boolean).join(' · ');
}

/**
 * Adds the library menu to a game's create form in the lobby, after the game's
 * own case or puzzle menu (nothing for the other games). The menu's
 * `data-key="library"` puts its choice in the config; an empty choice is left
 * out, and then the game's own menu counts.
 */
export function libraryChoice(form, gameId) {
  contentLanguageChoice(form, gameId);
  const key = LIBRARY_GAMES[gameId];
  if (!key) return;
  const own = form.querySelector(`select[data-key="${key}"]`);
  const menu = el('select', { 'data-key': 'library', testid: `library-${gameId}`, 'aria-label': t('library-menu') },
    el('option', { value: '', text: t('library-none', { kind: key }) }));
  const report = el('button', { type: 'button', class: 'subtle small', testid: `library-report-${gameId}`, text: t('library-report'), hidden: true,
    title: t('library-report.title') });
  const note = el('span', { class: 'muted small', testid: `library-note-${gameId}` });
  const reportBox = el('div', { class: 'library-report', hidden: true });
  const row = el('div', { class: 'variant library-choice', testid: `library-choice-${gameId}` },
    el('label', {}, `${t('library-menu')} `, menu), ' ', report, el('div', {}, note), reportBox);
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
      ? t('library-plays', { title: entry.title, author: entry.author, kind: key })
      : entries.length ? t('library-count', { count: entries.length }) : '';
  };
  menu.addEventListener('change', update);
  report.addEventListener('click', () => openReport(reportBox, chosen(), gameId));
  Promise.all([fetchLibrary(), whoAmI().catch(() => null)]).then(([list, who]) => {
    account = who;
    entries = list.filter((e) => e.game === gameId && !e.hidden);
    if (!entries.length) {
      menu.disabled = true;
      note.replaceChildren(`${t('library-nothing')} `, el('a', { href: '#/studio', text: t('library-write', { kind: key }) }));
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
    'aria-label': t('library-report-reason', { title: entry.title }) });
  const status = el('p', { class: 'small', testid: `library-report-status-${gameId}`, role: 'status' });
  const send = el('button', { type: 'button', testid: `library-report-send-${gameId}`, text: t('library-report-send') });
  const cancel = el('button', { type: 'button', class: 'subtle', text: t('library-report-cancel'), on: { click: () => { box.hidden = true; } } });
  send.addEventListener('click', async () => {
    const text = reason.value.trim();
    if (!text) { status.textContent = t('library-report-empty', { max: REPORT_MAX_CHARS }); return; }
    send.disabled = true;
    try {
      await api('POST', `/api/library/${encodeURIComponent(entry.id)}/report`, { reason: text });
      box.replaceChildren(el('p', { class: 'small', testid: `library-report-status-${gameId}`, role: 'status',
        text: t('library-report-sent') }));
    } catch (err) {
      status.textContent = err.message;
      send.disabled = false;
    }
  });
  box.replaceChildren(
    el('p', { class: 'small', text: t('library-report-ask', { title: entry.title, author: entry.author, max: REPORT_MAX_CHARS }) }),
    reason, el('div', { class: 'row' }, send, cancel), status);
  box.hidden = false;
  reason.focus();
}

// ---- The content language of a new match ----

/** The interface's languages ({code, name}), asked once: the candidates for content. */
let interfaceLanguages = null;
function fetchInterfaceLanguages() {
  if (!interfaceLanguages) {
    interfaceLanguages = fetch('/api/i18n').then((answer) => answer.json())
      .then((info) => (Array.isArray(info?.languages) && info.languages.length ? info.languages : [{ code: REFERENCE_LANGUAGE, name: 'English' }]))
      .catch(() => { interfaceLanguages = null; return [{ code: REFERENCE_LANGUAGE, name: 'English' }]; });
  }
  return interfaceLanguages;
}

/** The languages (codes) found so far for one piece, by `game piece`: each asked once. */
const piecesLanguages = new Map();

/**
 * The languages of `candidates` the shipped piece `piece` of `gameId` exists
 * in, English first. The game is asked whether a config naming the piece in
 * each language is good (`check-config`): a language is available when the
 * config in it has no more problems than in English (a config the rest of the
 * form makes wrong is wrong in every language alike).
 */
export function pieceLanguages(gameId, key, piece, players, candidates) {
  const cacheKey = `${gameId} ${players} ${piece}`;
  if (!piecesLanguages.has(cacheKey)) {
    const check = (code) => api('POST', `/api/games/${encodeURIComponent(gameId)}/check-config`,
      { players, [key]: piece, language: code }).then((answer) => (answer?.problems || []).length);
    const others = candidates.filter((code) => code !== REFERENCE_LANGUAGE);
    const found = Promise.all([check(REFERENCE_LANGUAGE), ...others.map(check)]).then(([english, ...counts]) =>
      [REFERENCE_LANGUAGE, ...others.filter((_, i) => counts[i] <= english)]);
    found.catch(() => piecesLanguages.delete(cacheKey));
    piecesLanguages.set(cacheKey, found);
  }
  return piecesLanguages.get(cacheKey);
}

/** A language's own name ("Français"), for its menu option: the interface's name for it, else the browser's, else its code. */
function languageName(code, known) {
  const listed = known.find((l) => l.code === code);
  if (listed?.name) return listed.name;
  return spokenName(code, code);
}

/** A language's name in the reader's language ("French", "anglais"), for a sentence; else `fallback`. */
function spokenName(code, fallback) {
  try { return new Intl.DisplayNames([language()], { type: 'language' }).of(code) || fallback; } catch { return fallback; }
}

/**
 * Adds the content-language menu (`data-key="language"`, sent in the config)
 * after a game's case, puzzle or scenario menu (nothing for the other games).
 * It offers the languages the chosen piece exists in and starts on the
 * reader's interface language when the piece has it, else English. While a
 * piece of the studio's library is chosen the menu is hidden and sends
 * nothing: such a piece is played as its author wrote it.
 */
function contentLanguageChoice(form, gameId) {
  const key = CONTENT_GAMES[gameId];
  if (!key) return;
  const own = form.querySelector(`select[data-key="${key}"]`);
  if (!own) return;
  const menu = el('select', { 'data-key': 'language', testid: `content-language-${gameId}`, 'aria-label': t('library-language', { kind: key }) },
    el('option', { value: REFERENCE_LANGUAGE, text: 'English', lang: REFERENCE_LANGUAGE }));
  const note = el('span', { class: 'muted small', testid: `content-languages-${gameId}`, 'aria-live': 'polite' });
  const row = el('div', { class: 'variant content-language-choice', testid: `content-language-choice-${gameId}` },
    el('label', {}, `${t('library-language', { kind: key })} `, menu), el('div', {}, note));
  (own.closest('label') || own).after(row);

  const players = () => Number(form.querySelector('select[data-game]')?.value) || undefined;
  const library = () => form.querySelector('select[data-key="library"]');
  let wanted = null; // the host's own pick, kept across pieces that have it
  let drawn = 0;
  const draw = async () => {
    const fromLibrary = Boolean(library()?.value);
    row.hidden = fromLibrary;
    menu.disabled = fromLibrary;
    if (fromLibrary) return;
    const ticket = ++drawn;
    const piece = own.value;
    try {
      const known = await fetchInterfaceLanguages();
      const codes = await pieceLanguages(gameId, key, piece, players(), known.map((l) => l.code));
      if (ticket !== drawn) return; // a later choice is being drawn
      const preferred = [wanted, language(), REFERENCE_LANGUAGE].find((code) => code && codes.includes(code));
      menu.replaceChildren(...codes.map((code) =>
        el('option', { value: code, text: languageName(code, known), lang: code, selected: code === preferred })));
      menu.value = preferred;
      note.textContent = t(`library-languages-${key}`, { languages: codes.map((code) => spokenName(code, languageName(code, known))).join(', '), count: codes.length });
    } catch {
      if (ticket !== drawn) return;
      menu.replaceChildren(el('option', { value: REFERENCE_LANGUAGE, text: 'English', lang: REFERENCE_LANGUAGE }));
      note.textContent = '';
    }
  };
  menu.addEventListener('change', () => { wanted = menu.value; });
  form.addEventListener('change', (event) => {
    if (event.target === own || event.target === library() || event.target.matches?.('select[data-game]')) draw();
  });
  draw();
}
