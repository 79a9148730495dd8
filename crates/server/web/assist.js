// assist.js — the #/assist page: the deduction assistant for a game at a real
// table. It owns what every kind of notepad shares: the game menu, the session
// kept in localStorage, adding an entry only when the solver accepts it (a
// contradiction is shown and nothing is added), the entry list with undo and
// per-entry delete, the download of the knowledge document, and the layout.
// What an entry is, its forms, the document and the notepad drawing belong to
// a kind module in assist/ (assist/cluedo.js: classic Cluedo and Haven't a
// Cluedo; assist/lady-alice.js: Lady Alice). A new kind is one more module in KINDS.
//
// A kind exports: id, games() → Promise<[{value, label}]>, setupForm(container,
// game, start(setup)), document(setup, entries), solvePath, title(setup),
// describe(setup, entry), entryForms(container, {setup, add(entry)}),
// renderNotepad(container, setup, answer), and optionally fromDocument(doc) →
// Promise<{setup, entries}> (throws a readable Error when the document is not its)
// and explainError(setup, entries, kept, message) → the refusal as shown.
//
// Test ids: assist-game, assist-setup, assist-load-file, assist-start, assist-error, assist-summary,
// entries, entry-N (from 1), delete-entry-N, undo, new-game, download-document,
// notepad (the kind's drawing inside), plus the kind's own.

import { api } from './api.js';
import { el } from './ui.js';
import * as cluedo from './assist/cluedo.js';
import * as ladyAlice from './assist/lady-alice.js';
import { t, errorText, language } from './i18n.js';

const KINDS = [cluedo, ladyAlice];
const STORAGE_KEY = 'sleuth.assist';

function loadSession() {
  try {
    const session = JSON.parse(localStorage.getItem(STORAGE_KEY));
    if (session && KINDS.some((k) => k.id === session.kind) && Array.isArray(session.entries)) return session;
  } catch { /* a broken session is dropped */ }
  return null;
}

function saveSession(session) {
  if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(STORAGE_KEY);
}

const kindOf = (session) => KINDS.find((k) => k.id === session.kind);

/**
 * Solves a session's document; resolves to the answer, rejects with a readable
 * Error. A refusal comes back in the page's language (`?lang=`): the solver's
 * reason and the facts it names are said inside the frame's `detail`.
 */
async function solve(kind, setup, entries) {
  return api('POST', `${kind.solvePath}?lang=${encodeURIComponent(language())}`, kind.document(setup, entries));
}

export function renderAssist(root) {
  let alive = true;
  const page = el('div', { class: 'assist' });
  root.append(page);
  const session = loadSession();
  if (session) showSession(page, session, () => alive);
  else showSetup(page, () => alive);
  return () => { alive = false; };
}

function errorBox() {
  return el('div', { class: 'assist-error', testid: 'assist-error', role: 'alert', hidden: true });
}

function showError(box, message) {
  box.textContent = message;
  box.hidden = !message;
}

/** The setup: a game menu, then the kind's form; starts when the solver accepts it. */
async function showSetup(page, alive) {
  const error = errorBox();
  const form = el('div', { class: 'assist-setup-form' });
  const select = el('select', { testid: 'assist-game', id: 'assist-game' });
  const file = el('input', { type: 'file', accept: 'application/json,.json', testid: 'assist-load-file', id: 'assist-load-file' });
  const card = el('section', { class: 'card assist-setup', testid: 'assist-setup' },
    el('h2', { text: t('assist-title') }),
    el('p', { class: 'muted', text: t('assist-intro') }),
    el('div', { class: 'row' }, el('label', { for: 'assist-game', text: `${t('assist-game')} ` }), select),
    form, error,
    el('div', { class: 'row assist-load' }, el('label', { for: 'assist-load-file', text: `${t('assist-load')} ` }), file));
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    try {
      const doc = JSON.parse(await chosen.text());
      let loaded = null;
      let lastError = null;
      for (const kind of KINDS.filter((k) => k.fromDocument)) {
        try {
          loaded = { kind, ...(await kind.fromDocument(doc)) };
          break;
        } catch (err) {
          lastError = err;
        }
      }
      if (!loaded) throw lastError || new Error(t('assist-no-reader'));
      await solve(loaded.kind, loaded.setup, loaded.entries);
      const session = { version: 1, kind: loaded.kind.id, setup: loaded.setup, entries: loaded.entries };
      saveSession(session);
      if (alive()) showSession(page, session, alive);
    } catch (err) {
      showError(error, err instanceof SyntaxError ? t('assist-not-json', { error: err.message }) : errorText(err, err.message));
      file.value = '';
    }
  });
  page.replaceChildren(card);
  const options = [];
  for (const kind of KINDS) {
    try {
      for (const game of await kind.games()) options.push({ kind, ...game });
    } catch (err) {
      showError(error, errorText(err, err.message));
    }
  }
  if (!alive()) return;
  select.replaceChildren(...options.map((o, i) => el('option', { value: String(i), text: o.label })));
  const draw = () => {
    const option = options[Number(select.value)];
    if (!option) return;
    showError(error, '');
    option.kind.setupForm(form, option.value, async (setup) => {
      try {
        await solve(option.kind, setup, []);
      } catch (err) {
        showError(error, errorText(err, err.message));
        return;
      }
      const session = { version: 1, kind: option.kind.id, setup, entries: [] };
      saveSession(session);
      if (alive()) showSession(page, session, alive);
    });
  };
  select.addEventListener('change', draw);
  draw();
}

/** A running session: entry forms, entries, notepad. */
function showSession(page, session, alive) {
  const kind = kindOf(session);
  const error = errorBox();
  const notepad = el('div', { class: 'assist-notepad', testid: 'notepad', 'aria-live': 'polite' },
    el('p', { class: 'muted', text: t('assist-solving') }));
  const entryList = el('ol', { class: 'assist-entries', testid: 'entries' });
  const undo = el('button', { type: 'button', testid: 'undo', text: t('assist-undo') });
  const download = el('button', { type: 'button', class: 'subtle', testid: 'download-document', text: t('assist-download') });
  const restart = el('button', { type: 'button', class: 'subtle', testid: 'new-game', text: t('assist-new-game') });
  const forms = el('div', { class: 'assist-forms' });
  let busy = false;

  const update = async (entries) => {
    if (busy) {
      showError(error, t('assist-busy'));
      return false;
    }
    busy = true;
    try {
      const answer = await solve(kind, session.setup, entries);
      if (!alive()) return false;
      session.entries = entries;
      saveSession(session);
      showError(error, '');
      drawEntries();
      kind.renderNotepad(notepad, session.setup, answer);
      return true;
    } catch (err) {
      const message = kind.explainError
        ? kind.explainError(session.setup, entries, session.entries.length, errorText(err, err.message)) : errorText(err, err.message);
      showError(error, err.status === 422 || err.status === 400 ? t('assist-not-added', { reason: message }) : message);
      return false;
    } finally {
      busy = false;
    }
  };

  const drawEntries = () => {
    undo.disabled = session.entries.length === 0;
    if (!session.entries.length) {
      entryList.replaceChildren(el('li', { class: 'muted empty', text: t('assist-no-entries') }));
      return;
    }
    entryList.replaceChildren(...session.entries.map((entry, i) => el('li', { testid: `entry-${i + 1}`, class: 'assist-entry' },
      el('span', { class: 'entry-text', text: kind.describe(session.setup, entry) }),
      el('button', {
        type: 'button', class: 'small-btn', testid: `delete-entry-${i + 1}`, title: t('assist-delete-entry', { entry: i + 1 }), 'aria-label': t('assist-delete-entry', { entry: i + 1 }), text: '✕',
        on: { click: () => update(session.entries.filter((_, j) => j !== i)) },
      }))));
  };

  undo.addEventListener('click', () => update(session.entries.slice(0, -1)));
  restart.addEventListener('click', () => {
    if (!window.confirm(t('assist-new-game-confirm'))) return;
    saveSession(null);
    showSetup(page, alive);
  });
  download.addEventListener('click', () => {
    const blob = new Blob([JSON.stringify(kind.document(session.setup, session.entries), null, 2)], { type: 'application/json' });
    const link = el('a', { href: URL.createObjectURL(blob), download: 'sleuth-knowledge.json' });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });

  kind.entryForms(forms, { setup: session.setup, add: (entry) => update([...session.entries, entry]) });
  page.replaceChildren(el('div', { class: 'assist-page' },
    el('div', { class: 'assist-head' },
      el('h2', { text: t('assist-title') }),
      el('span', { class: 'muted small', testid: 'assist-summary', text: kind.title(session.setup) }),
      el('span', { class: 'assist-head-actions' }, download, restart)),
    el('div', { class: 'assist-grid' },
      el('div', { class: 'assist-side' },
        el('section', { class: 'card assist-form-card' }, el('h3', { text: t('assist-what-happened') }), forms, error),
        el('section', { class: 'card assist-entries-card' },
          el('div', { class: 'assist-entries-head' }, el('h3', { text: t('assist-entries') }), undo),
          entryList)),
      el('section', { class: 'card assist-notepad-card' }, el('h3', { text: t('assist-notepad') }), notepad))));
  drawEntries();
  update(session.entries);
}
