// studio.js — the studio (#/studio and #/studio/DRAFT): a signed-in person's
// drafts of Watson & Holmes cases and lateral puzzles (docs/protocol.md, "The
// studio and the library"). The list page starts a draft from the game's
// starter template or imports a file (a refused file shows every problem); the
// editor holds the draft's TOML with the server's checker run as one types
// (debounced; answers to stale requests are dropped), saving (Ctrl/Cmd+S),
// versions (view, restore), export, the player's preview (a card's text shown
// once "read", the cards it points to then readable, as when playing alone), a
// private match with friends and publication to the library. Unsaved changes
// are marked, kept in this tab's sessionStorage if the page is left, and
// leaving asks first. Every author's text is put in the page as text (ui.js
// `el`), never as HTML.
//
// Test ids: studio-login (a guest's note), studio-home, studio-new-GAME,
// studio-import-game, studio-import-file, studio-import-status,
// studio-import-problems, studio-drafts, studio-draft-ID, studio-open-ID;
// editor: studio-editor, studio-back, studio-title, studio-game, studio-version,
// studio-dirty, studio-text, studio-caret, studio-save, studio-export,
// studio-preview, studio-play, studio-play-players, studio-publish,
// studio-action-status, studio-lobby-link, studio-unsaved-back,
// studio-unsaved-discard; checker: studio-checker, studio-check-status,
// studio-problems, studio-problem-I, studio-figures, studio-fewest-visits,
// studio-difficulty, studio-unreachable, studio-questions, studio-question-I,
// studio-route, studio-parts; versions: studio-versions, studio-version-N,
// studio-view-N, studio-restore-N, studio-version-view, studio-version-text,
// studio-version-close; publications: studio-publications; preview:
// studio-preview-panel, studio-preview-title, studio-preview-introduction,
// studio-preview-rules, studio-preview-questions, studio-preview-cards,
// studio-preview-card-N, studio-preview-read-N, studio-preview-text-N,
// studio-preview-hidden, studio-preview-situation, studio-preview-parts,
// studio-preview-close.

import { api, fetchGames, saveTokens } from './api.js';
import { el, showError, showInfo, confirmInPage, listWords } from './ui.js';
import { whoAmI } from './players.js';
import { forgetLibrary } from './library.js';

/** How long typing must pause before the checker runs. */
const CHECK_DELAY_MS = 300;
/** The server's limit, until GET /api/studio says otherwise. */
const DEFAULT_DRAFT_BYTES = 200000;
/** Where the formats are described, for each game the studio writes. */
const FORMATS = {
  'watson-holmes': { doc: 'docs/content/watson-holmes.md', rules: '#/rules/watson-holmes', kind: 'Watson & Holmes case' },
  'lateral-puzzles': { doc: 'docs/content/lateral-puzzles.md', rules: '#/rules/lateral-puzzles', kind: 'lateral puzzle' },
};

/** "Watson & Holmes case", "lateral puzzle": what a draft of a game is. */
function kindOf(game, name, noun) {
  return FORMATS[game]?.kind || `${name || game} ${noun || 'draft'}`;
}

const unsavedKey = (id) => `sleuth.studio.unsaved.${id}`;
const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
const bytesOf = (text) => new TextEncoder().encode(text).length;
const number = (n) => Number(n).toLocaleString('en-GB');

/** "23 Nov, 12:40" (local time), or "" for no date. */
function when(stamp) {
  const date = stamp ? new Date(stamp) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === new Date().toDateString()) return `today, ${time}`;
  return `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}, ${time}`;
}

/** #/studio (the drafts) or #/studio/ID (one draft's editor). Returns the cleanup. */
export function renderStudio(root, draftId) {
  const page = el('div', { class: 'studio' }, el('p', { class: 'muted', text: 'Loading…' }));
  root.append(page);
  const life = { alive: true, cleanups: [] };
  whoAmI().then((account) => {
    if (!life.alive) return;
    if (!account) { page.replaceChildren(loginNeeded()); return; }
    if (draftId) openEditor(page, draftId, life);
    else drawHome(page, life);
  });
  return () => {
    life.alive = false;
    for (const cleanup of life.cleanups) { try { cleanup(); } catch { /* page gone */ } }
  };
}

function loginNeeded() {
  return el('section', { class: 'card', testid: 'studio-login' },
    el('h2', { text: 'Studio' }),
    el('p', {}, 'The studio is where people write their own Watson & Holmes cases and lateral puzzles. It keeps your drafts under your account: ',
      el('a', { href: '#/account', testid: 'studio-login-link', text: 'log in or create an account' }), ' to use it.'));
}

/** A failed call: a 401 means the session is gone (say so), else the server's sentence. */
function failed(page, err) {
  if (err.status === 401) { page.replaceChildren(loginNeeded()); return; }
  showError(err.message);
}

// ---------------------------------------------------------------- the drafts

function drawHome(page, life) {
  api('GET', '/api/studio').then((home) => {
    if (!life.alive) return;
    const games = home.games || [];
    const limits = home.limits || {};
    const nounOf = (id) => games.find((g) => g.id === id)?.noun || 'draft';
    const nameOf = (id) => games.find((g) => g.id === id)?.name || id;

    const newButtons = games.map((g) => el('button', {
      type: 'button', class: 'primary', testid: `studio-new-${g.id}`, text: `New ${g.noun}`,
      title: `Starts from a small ${g.noun} that passes the checker`,
      on: { click: async (event) => {
        const button = event.currentTarget;
        button.disabled = true;
        try {
          const made = await api('POST', '/api/studio/drafts', { game: g.id });
          location.hash = `#/studio/${encodeURIComponent(made.draft.id)}`;
        } catch (err) { button.disabled = false; failed(page, err); }
      } },
    }));

    const drafts = home.drafts || [];
    const list = drafts.length
      ? el('ul', { class: 'studio-draft-list', testid: 'studio-drafts' }, drafts.map((d) => el('li', { testid: `studio-draft-${d.id}` },
        el('a', { href: `#/studio/${encodeURIComponent(d.id)}`, testid: `studio-open-${d.id}`, class: 'studio-draft-title', text: d.title }),
        el('span', { class: 'muted small', text: `${kindOf(d.game, nameOf(d.game), nounOf(d.game))} · version ${d.version} · saved ${when(d.updated_at)}` }))))
      : el('p', { class: 'muted', testid: 'studio-drafts', text: 'No drafts yet: start one above, or import a file.' });

    page.replaceChildren(
      el('section', { class: 'card studio-home', testid: 'studio-home' },
        el('h2', { text: 'Studio' }),
        el('p', { text: 'Write a Watson & Holmes case or a lateral puzzle. The checker reads it as you type: what each question hangs on, the fewest visits, unreachable cards, and every problem at its place. Play it with friends at once, then publish it to the library, where anyone can pick it in the lobby.' }),
        el('div', { class: 'row' }, newButtons),
        formatHelp(games.map((g) => g.id), nameOf)),
      importCard(page, games),
      el('section', { class: 'card' },
        el('h2', { text: 'My drafts' }),
        list,
        el('p', { class: 'muted small', testid: 'studio-limits',
          text: `A draft holds at most ${number(limits.draft_bytes || DEFAULT_DRAFT_BYTES)} bytes; an account keeps ${limits.drafts || 100} drafts, each up to ${number(limits.versions || 1000)} saved versions. Texts are shown to players as plain text.` })));
  }).catch((err) => { if (life.alive) failed(page, err); });
}

/** Where each game's format is described (its rules page here, its format page in Sleuth's source). */
function formatHelp(ids, nameOf) {
  return el('p', { class: 'small muted studio-format' }, 'The formats: ', ids.map((id, i) => [
    i ? '; ' : '',
    el('a', { href: FORMATS[id]?.rules || `#/rules/${encodeURIComponent(id)}`, text: `${nameOf(id)} rules` }),
    FORMATS[id] ? ` and ${FORMATS[id].doc} in Sleuth's source` : '',
  ]), '. The starter drafts show every common key, with comments.');
}

/** "Import a file": the game, a file input, and every problem of a refused file. */
function importCard(page, games) {
  const game = el('select', { testid: 'studio-import-game', 'aria-label': 'The file is a' },
    games.map((g) => el('option', { value: g.id, text: kindOf(g.id, g.name, g.noun) })));
  const file = el('input', { type: 'file', accept: '.toml,text/plain,application/toml', testid: 'studio-import-file', 'aria-label': 'A TOML file to import' });
  const status = el('p', { class: 'small', testid: 'studio-import-status', role: 'status', hidden: true });
  const problems = el('ul', { class: 'studio-problem-list', testid: 'studio-import-problems', hidden: true });
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    status.hidden = false;
    problems.hidden = true;
    status.className = 'small';
    status.textContent = `Reading ${chosen.name}…`;
    let text;
    try { text = await chosen.text(); } catch { status.textContent = 'That file cannot be read.'; return; }
    file.value = '';
    // A file that plainly is the other kind is imported as that kind.
    let kind = game.value;
    if (/^\s*\[\[parts\]\]/m.test(text) && !/^\s*\[\[locations\]\]/m.test(text)) kind = 'lateral-puzzles';
    else if (/^\s*\[\[locations\]\]/m.test(text) && !/^\s*\[\[parts\]\]/m.test(text)) kind = 'watson-holmes';
    game.value = kind;
    try {
      const made = await api('POST', '/api/studio/drafts', { game: kind, text, import: true });
      location.hash = `#/studio/${encodeURIComponent(made.draft.id)}`;
    } catch (err) {
      if (err.status === 401) { failed(page, err); return; }
      status.className = 'small studio-bad';
      status.textContent = `Not imported, nothing saved: ${err.message.split(': ')[0]}.`;
      // The checker names each problem at its place; list them one by one.
      let listed = [];
      try {
        const checked = await api('POST', '/api/studio/check', { game: kind, text });
        listed = checked.problems || [];
      } catch { /* the sentence above still says it */ }
      if (!listed.length) { status.textContent = `Not imported, nothing saved: ${err.message}`; return; }
      status.textContent = `Not imported, nothing saved: ${plural(listed.length, 'problem')} in ${chosen.name}.`;
      problems.replaceChildren(...listed.map((p, i) => el('li', { testid: `studio-import-problem-${i}` },
        el('strong', { text: p.place }), `: ${p.message}`)));
      problems.hidden = false;
    }
  });
  return el('section', { class: 'card studio-import' },
    el('h2', { text: 'Import a file' }),
    el('p', { class: 'small muted', text: 'A case or puzzle file in the TOML format (for example one exported from here). It becomes a new draft only if it passes the checker; otherwise every problem is listed and nothing is saved.' }),
    el('div', { class: 'row' }, el('label', {}, 'The file is a ', game), file),
    status, problems);
}

// ---------------------------------------------------------------- the editor

function openEditor(page, id, life) {
  Promise.all([
    api('GET', `/api/studio/drafts/${encodeURIComponent(id)}`),
    api('GET', '/api/studio'),
    fetchGames().catch(() => []),
  ]).then(([loaded, home, hosted]) => {
    if (life.alive) new Editor(page, loaded, home, hosted, life).draw();
  }).catch((err) => {
    if (!life.alive) return;
    if (err.status === 401) { failed(page, err); return; }
    page.replaceChildren(el('section', { class: 'card' },
      el('p', { text: err.message }), el('p', {}, el('a', { href: '#/studio', text: '← My drafts' }))));
  });
}

class Editor {
  constructor(page, loaded, home, hosted, life) {
    this.page = page;
    this.life = life;
    this.draft = loaded.draft;
    this.saved = loaded.text;
    this.versions = loaded.versions || [];
    this.publications = loaded.publications || [];
    const game = (home.games || []).find((g) => g.id === this.draft.game) || {};
    this.noun = game.noun || 'draft';
    this.gameName = game.name || this.draft.game;
    this.info = hosted.find((g) => g.id === this.draft.game)?.info || null;
    this.maxBytes = home.limits?.draft_bytes || DEFAULT_DRAFT_BYTES;
    this.checkSeq = 0;
    this.checkTimer = null;
    this.check = null;
    this.busy = false;
  }

  get dirty() { return this.text.value !== this.saved; }

  draw() {
    const id = this.draft.id;
    this.text = el('textarea', { class: 'studio-text', testid: 'studio-text', id: 'studio-text', spellcheck: 'false',
      autocapitalize: 'off', autocomplete: 'off', 'aria-label': `The ${this.noun}'s TOML` });
    this.text.value = this.saved;
    this.caret = el('span', { class: 'muted small', testid: 'studio-caret' });
    // On a phone the checker is below the editor: its verdict also shows here.
    this.miniStatus = el('button', { type: 'button', class: 'subtle studio-mini-status', testid: 'studio-mini-status', text: 'Checking…',
      on: { click: () => this.checker.scrollIntoView({ block: 'start', behavior: 'smooth' }) } });
    this.titleNode = el('h2', { class: 'studio-title', testid: 'studio-title', text: this.draft.title });
    this.versionNode = el('span', { testid: 'studio-version' });
    this.savedAt = el('span', { class: 'muted' });
    this.dirtyNode = el('span', { class: 'studio-dirty', testid: 'studio-dirty', text: '● unsaved changes', hidden: true });
    this.status = el('div', { class: 'studio-action-status small', testid: 'studio-action-status', role: 'status', 'aria-live': 'polite', hidden: true });
    this.unsavedNote = el('p', { class: 'notice small', testid: 'studio-unsaved-back', hidden: true });

    this.saveButton = el('button', { type: 'button', class: 'primary', testid: 'studio-save', text: 'Save', title: 'Save a new version (Ctrl+S or ⌘S)', on: { click: () => this.save() } });
    this.exportLink = el('a', { class: 'button', testid: 'studio-export', href: `/api/studio/drafts/${encodeURIComponent(id)}/export`, download: '', text: 'Export',
      title: 'Download the saved version as a TOML file' });
    this.exportLink.addEventListener('click', (event) => this.beforeExport(event));
    const counts = [];
    for (let n = this.info?.min_players || 2; n <= (this.info?.max_players || 7); n += 1) counts.push(n);
    const preferred = this.draft.game === 'lateral-puzzles' ? 3 : 2;
    this.players = el('select', { testid: 'studio-play-players', 'aria-label': 'Players' },
      counts.map((n) => el('option', { value: String(n), text: plural(n, 'player'), selected: n === preferred })));
    const actions = el('div', { class: 'studio-actions' },
      this.saveButton, this.exportLink,
      el('button', { type: 'button', testid: 'studio-preview', text: 'Play it as a player', title: 'What a player sees, in order (the saved version)', on: { click: () => this.preview() } }),
      el('span', { class: 'studio-play-group' },
        el('button', { type: 'button', testid: 'studio-play', text: 'Play with friends', title: 'A private match of the saved version: share its invite link', on: { click: () => this.play() } }),
        this.players),
      el('button', { type: 'button', testid: 'studio-publish', text: 'Publish', title: 'Publish the saved version to the library (a new edition each time)', on: { click: () => this.publish() } }));

    const head = el('section', { class: 'card studio-head', testid: 'studio-editor' },
      el('p', { class: 'small studio-crumbs' }, el('a', { href: '#/studio', testid: 'studio-back', text: '← My drafts' })),
      this.titleNode,
      el('p', { class: 'small studio-meta' },
        el('span', { testid: 'studio-game', text: kindOf(this.draft.game, this.gameName, this.noun) }), ' · ', this.versionNode, ' · ', this.savedAt, ' ', this.dirtyNode),
      actions, this.status, this.unsavedNote);

    this.checker = el('aside', { class: 'card studio-checker', testid: 'studio-checker', 'aria-label': 'Checker' },
      el('h3', { text: 'Checker' }), el('p', { class: 'muted', text: 'Checking…' }));
    const format = FORMATS[this.draft.game];
    const editorBox = el('section', { class: 'card studio-editor-box' },
      el('label', { for: 'studio-text', class: 'studio-label' }, el('strong', { text: `The ${this.noun}` }), el('span', { class: 'muted small', text: ' (TOML)' })),
      this.text,
      el('p', { class: 'studio-under small' }, this.caret, this.miniStatus,
        format ? el('span', { class: 'muted' }, 'Format: ', el('a', { href: format.rules, text: 'the rules' }), ` and ${format.doc} in Sleuth's source.`) : null));
    this.work = el('div', { class: 'studio-work' }, editorBox, this.checker);
    this.previewBox = el('section', { class: 'card studio-preview-panel', testid: 'studio-preview-panel', hidden: true });
    this.versionsBox = el('section', { class: 'card studio-versions', testid: 'studio-versions' });
    this.publicationsBox = el('section', { class: 'card studio-publications', testid: 'studio-publications' });
    this.page.replaceChildren(head, this.previewBox, this.work, this.versionsBox, this.publicationsBox);

    this.text.addEventListener('input', () => this.changed());
    for (const ev of ['keyup', 'click', 'select', 'focus']) this.text.addEventListener(ev, () => this.showCaret());
    const onKey = (event) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        this.save();
      }
    };
    const onUnload = (event) => {
      if (!this.dirty) return;
      event.preventDefault();
      event.returnValue = '';
    };
    // A link inside the site while changes are unsaved: asked in the page first.
    const onLink = (event) => {
      const link = event.target.closest?.('a[href^="#"]');
      if (!link || !this.dirty || event.defaultPrevented || link.getAttribute('href') === location.hash) return;
      event.preventDefault();
      event.stopPropagation();
      confirmInPage('Leave the draft with unsaved changes?', {
        yes: 'Leave without saving', no: 'Stay', danger: true,
        detail: 'Your changes stay in this tab and come back when you open the draft again, until you close the tab.',
      }).then((leave) => { if (leave) location.hash = link.getAttribute('href'); });
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onLink, true);
    this.life.cleanups.push(() => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onLink, true);
      clearTimeout(this.checkTimer);
      this.keepUnsaved();
    });

    this.restoreUnsaved();
    this.drawMeta();
    this.drawVersions();
    this.drawPublications();
    this.showCaret();
    this.runCheck();
  }

  // ---- unsaved changes

  /** Keeps unsaved text in this tab when the page is left (by the back button, say). */
  keepUnsaved() {
    try {
      if (this.dirty) sessionStorage.setItem(unsavedKey(this.draft.id), JSON.stringify({ text: this.text.value, base: this.saved }));
      else sessionStorage.removeItem(unsavedKey(this.draft.id));
    } catch { /* no storage */ }
  }

  restoreUnsaved() {
    let kept = null;
    try { kept = JSON.parse(sessionStorage.getItem(unsavedKey(this.draft.id))); } catch { kept = null; }
    if (!kept || typeof kept.text !== 'string' || kept.text === this.saved) return;
    this.text.value = kept.text;
    this.unsavedNote.replaceChildren(
      kept.base === this.saved
        ? 'Your unsaved changes from earlier are back in the editor (not saved yet). '
        : 'Your unsaved changes from earlier are back in the editor, but the draft was saved elsewhere since: compare before saving. ',
      el('button', { type: 'button', class: 'subtle', testid: 'studio-unsaved-discard', text: 'Discard them', on: { click: () => {
        this.text.value = this.saved;
        this.unsavedNote.hidden = true;
        this.changed();
      } } }));
    this.unsavedNote.hidden = false;
  }

  // ---- the head

  drawMeta() {
    this.versionNode.textContent = `version ${this.draft.version}`;
    this.savedAt.textContent = `saved ${when(this.draft.updated_at)}`;
    this.dirtyNode.hidden = !this.dirty;
  }

  say(parts, kind = 'info') {
    this.status.replaceChildren(...[].concat(parts));
    this.status.dataset.kind = kind;
    this.status.hidden = false;
  }

  showCaret() {
    const at = this.text.selectionStart || 0;
    const before = this.text.value.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    const bytes = bytesOf(this.text.value);
    this.caret.textContent = `Line ${line}, column ${column} · ${number(bytes)} of ${number(this.maxBytes)} bytes`;
    this.caret.classList.toggle('studio-bad', bytes > this.maxBytes);
  }

  changed() {
    this.drawMeta();
    this.showCaret();
    clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => this.runCheck(), CHECK_DELAY_MS);
  }

  // ---- the checker

  async runCheck() {
    const seq = ++this.checkSeq;
    const text = this.text.value;
    this.checker.classList.add('checking');
    if (bytesOf(text) > this.maxBytes) {
      this.drawCheck({ ok: false, problems: [{ place: 'draft', message: `is longer than ${number(this.maxBytes)} bytes: the server will not take it` }] });
      return;
    }
    try {
      const answer = await api('POST', '/api/studio/check', { game: this.draft.game, text });
      // Only the newest request's answer counts: an older one may arrive later.
      if (seq !== this.checkSeq || !this.life.alive) return;
      this.drawCheck(answer);
    } catch (err) {
      if (seq !== this.checkSeq || !this.life.alive) return;
      if (err.status === 401) { failed(this.page, err); return; }
      this.checker.classList.remove('checking');
      this.checkStatus?.replaceChildren(`The checker could not run: ${err.message}`);
    }
  }

  drawCheck(check) {
    this.check = check;
    this.checker.classList.remove('checking');
    if (check.title) this.titleNode.textContent = check.title;
    const problems = check.problems || [];
    this.checkStatus = el('p', { class: `studio-check-status ${check.ok ? 'studio-good' : 'studio-bad'}`, testid: 'studio-check-status', role: 'status',
      text: check.ok ? `✓ No problems: ready to play and to publish` : `✗ ${plural(problems.length, 'problem')}` });
    this.miniStatus.textContent = check.ok ? '✓ No problems' : `✗ ${plural(problems.length, 'problem')}: see the checker`;
    this.miniStatus.classList.toggle('studio-bad', !check.ok);
    this.miniStatus.classList.toggle('studio-good', Boolean(check.ok));
    const parts = [el('h3', { text: 'Checker' }), this.checkStatus];
    if (problems.length) {
      parts.push(el('ol', { class: 'studio-problem-list', testid: 'studio-problems' }, problems.map((p, i) => el('li', { testid: `studio-problem-${i}` },
        el('button', { type: 'button', class: 'studio-place', testid: `studio-problem-place-${i}`, text: p.place,
          title: 'Show this place in the draft', on: { click: () => this.goTo(p.place, p.message) } }),
        el('span', { text: ` ${p.message}` })))));
    }
    parts.push(...(this.draft.game === 'lateral-puzzles' ? this.puzzleFindings(check) : this.caseFindings(check)));
    if (Number.isFinite(check.millis)) parts.push(el('p', { class: 'muted small', text: `Checked in ${check.millis} ms.` }));
    this.checker.replaceChildren(...parts);
  }

  caseFindings(check) {
    const out = [];
    // Structural problems stop the checker before it reads the cards' facts.
    if (!check.ok && !check.questions?.length && !check.report?.length) {
      return [el('p', { class: 'muted small', testid: 'studio-figures', text: 'What settles each question, the fewest visits, the difficulty estimate and the unreachable cards come once the problems above are fixed.' })];
    }
    const cards = (list) => (list?.length ? `${list.length === 1 ? 'card' : 'cards'} ${listWords(list.map(String))}` : null);
    const declared = check.difficulty ?? '—';
    const estimate = check.difficulty_estimate ?? '—';
    out.push(el('dl', { class: 'studio-figures', testid: 'studio-figures' },
      el('dt', { text: 'Fewest visits' }),
      el('dd', { testid: 'studio-fewest-visits', text: check.fewest_visits != null ? `${check.fewest_visits} (visits that settle every answer)` : 'not known: the case is not proved solvable yet' }),
      el('dt', { text: 'Difficulty' }),
      el('dd', { testid: 'studio-difficulty', text: `declared ${declared}, the checker estimates ${estimate}` }),
      el('dt', { text: 'Unreachable cards' }),
      el('dd', { testid: 'studio-unreachable', class: check.unreachable?.length ? 'studio-bad' : '', text: check.unreachable?.length ? `${cards(check.unreachable)}: no player can ever read them` : 'none' })));
    const questions = check.questions || [];
    if (questions.length) {
      out.push(el('h4', { text: 'Questions' }), el('ol', { class: 'studio-questions', testid: 'studio-questions' }, questions.map((q, i) => el('li', { testid: `studio-question-${i}` },
        el('strong', { text: q.text || q.id }),
        el('span', { class: `studio-settled ${q.determined != null ? 'studio-good' : 'studio-bad'}`, testid: `studio-question-settled-${i}`,
          text: q.determined != null ? `Settled: ${q.determined}` : 'Not settled by the cards a player can read' }),
        el('span', { class: 'small', text: [
          q.proved_by?.length ? `proved by ${cards(q.proved_by)}` : 'proved by no card',
          q.ruled_out_by?.length ? `options ruled out by ${cards(q.ruled_out_by)}` : null,
          q.on_route?.length ? `on the fewest-visits route: ${cards(q.on_route)}` : null,
        ].filter(Boolean).join(' · ') })))));
    }
    if (check.report?.length) {
      out.push(el('details', { class: 'studio-route', testid: 'studio-route', open: true },
        el('summary', { text: 'The fewest-visits route' }),
        el('ul', {}, check.report.map((line) => el('li', { text: line })))));
    }
    return out;
  }

  puzzleFindings(check) {
    if (!check.ok) {
      return [el('p', { class: 'muted small', testid: 'studio-figures', text: 'The difficulty and the parts\' scores come once the problems above are fixed.' })];
    }
    const scores = check.part_scores || [];
    const total = scores.reduce((a, b) => a + b, 0);
    return [el('dl', { class: 'studio-figures', testid: 'studio-figures' },
      el('dt', { text: 'Difficulty' }), el('dd', { testid: 'studio-difficulty', text: check.difficulty != null ? `${check.difficulty} of 5` : '—' }),
      el('dt', { text: 'Parts' }),
      el('dd', { testid: 'studio-parts', text: scores.length ? `${plural(scores.length, 'part')}: ${scores.join(' + ')} = ${total} points` : '—' }))];
  }

  /** Puts the caret on the line a problem's place names, when it can be found. */
  goTo(place, message) {
    const lines = this.text.value.split('\n');
    const line = placeLine(lines, place, message);
    if (line < 0) { this.text.focus(); return; }
    const start = lines.slice(0, line).reduce((n, l) => n + l.length + 1, 0);
    this.text.focus();
    this.text.setSelectionRange(start, start + lines[line].length);
    this.text.scrollTop = Math.max(0, offsetTop(this.text, start) - this.text.clientHeight / 3);
    this.showCaret();
  }

  // ---- saving and versions

  /** Saves the text as a new version; true once the server has it. */
  async save() {
    if (this.busy) return false;
    const text = this.text.value;
    this.busy = true;
    this.saveButton.disabled = true;
    try {
      const before = this.draft.version;
      const answer = await api('POST', `/api/studio/drafts/${encodeURIComponent(this.draft.id)}/save`, { text });
      if (!this.life.alive) return true;
      this.draft = answer.draft;
      this.saved = text;
      this.unsavedNote.hidden = true;
      try { sessionStorage.removeItem(unsavedKey(this.draft.id)); } catch { /* no storage */ }
      this.drawMeta();
      if (answer.draft.version !== before) showInfo(`Saved as version ${answer.draft.version}.`);
      else showInfo(`Nothing changed since version ${before}.`);
      await this.reloadLists();
      return true;
    } catch (err) {
      if (err.status === 401) failed(this.page, err);
      else { this.say(`Not saved: ${err.message}`, 'error'); showError(err.message); }
      return false;
    } finally {
      this.busy = false;
      this.saveButton.disabled = false;
    }
  }

  /** Saves first when there are changes (the server acts on the saved version). */
  async savedFirst() {
    return this.dirty ? this.save() : true;
  }

  async reloadLists() {
    try {
      const loaded = await api('GET', `/api/studio/drafts/${encodeURIComponent(this.draft.id)}`);
      this.versions = loaded.versions || [];
      this.publications = loaded.publications || [];
      this.drawVersions();
      this.drawPublications();
    } catch { /* the lists stay as they were */ }
  }

  drawVersions() {
    this.versionView = el('div', { class: 'studio-version-view', testid: 'studio-version-view', hidden: true });
    const newest = this.versions[0]?.version;
    this.versionsBox.replaceChildren(
      el('h3', { text: 'Versions' }),
      el('p', { class: 'muted small', text: 'Every save is kept. Restoring an old version saves it again as the newest; nothing is lost.' }),
      el('ul', { class: 'studio-version-list' }, this.versions.map((v) => el('li', { testid: `studio-version-${v.version}` },
        el('span', { text: `Version ${v.version}` }),
        el('span', { class: 'muted small', text: ` · ${when(v.saved_at)} · ${number(v.chars)} characters` }),
        el('span', { class: 'studio-version-actions' },
          el('button', { type: 'button', class: 'subtle', testid: `studio-view-${v.version}`, text: 'view', on: { click: () => this.viewVersion(v.version) } }),
          v.version === newest
            ? el('span', { class: 'muted small', text: 'newest' })
            : el('button', { type: 'button', class: 'subtle', testid: `studio-restore-${v.version}`, text: 'restore', on: { click: () => this.restore(v.version) } }))))),
      this.versionView);
  }

  async viewVersion(version) {
    try {
      const answer = await api('GET', `/api/studio/drafts/${encodeURIComponent(this.draft.id)}/versions/${version}`);
      const newest = this.versions[0]?.version;
      this.versionView.replaceChildren(
        el('h4', { text: `Version ${version}` }),
        el('pre', { class: 'studio-version-text', testid: 'studio-version-text', text: answer.text }),
        el('div', { class: 'row' },
          version !== newest ? el('button', { type: 'button', testid: 'studio-version-restore', text: `Restore version ${version}`, on: { click: () => this.restore(version) } }) : null,
          el('button', { type: 'button', testid: 'studio-version-close', text: 'Close', on: { click: () => { this.versionView.hidden = true; } } })));
      this.versionView.hidden = false;
      this.versionView.scrollIntoView({ block: 'nearest' });
    } catch (err) { failed(this.page, err); }
  }

  async restore(version) {
    if (this.dirty) {
      const sure = await confirmInPage(`Restore version ${version}?`, {
        yes: 'Restore it', detail: 'The editor has unsaved changes: restoring replaces them with that version.', danger: true });
      if (!sure) return;
    }
    try {
      const answer = await api('POST', `/api/studio/drafts/${encodeURIComponent(this.draft.id)}/versions/${version}/restore`);
      this.draft = answer.draft;
      this.saved = answer.text;
      this.text.value = answer.text;
      this.unsavedNote.hidden = true;
      this.drawMeta();
      this.drawCheck(answer.check || {});
      this.runCheck();
      showInfo(`Version ${version} restored as version ${answer.draft.version}.`);
      await this.reloadLists();
    } catch (err) {
      if (err.status === 401) failed(this.page, err);
      else showError(err.message);
    }
  }

  drawPublications() {
    const list = this.publications;
    this.publicationsBox.hidden = !list.length;
    this.publicationsBox.replaceChildren(
      el('h3', { text: 'Published editions' }),
      el('ul', { class: 'studio-publication-list' }, list.map((p) => el('li', { testid: `studio-publication-${p.edition}` },
        `Edition ${p.edition} (version ${p.draft_version}) · ${when(p.published_at)}`,
        p.hidden ? el('span', { class: 'studio-bad', text: ' · hidden by the site\'s administrators' }) : null))),
      el('p', { class: 'muted small', text: 'A published edition never changes: publishing again makes a new edition, and the library shows the newest.' }));
  }

  // ---- export, preview, play, publish

  beforeExport(event) {
    if (!this.dirty || this.exportLink.dataset.saving) return;
    // The file is the saved version: save the changes first.
    event.preventDefault();
    this.exportLink.dataset.saving = '1';
    this.save().then((ok) => {
      delete this.exportLink.dataset.saving;
      if (ok) this.exportLink.click();
    });
  }

  async preview() {
    if (!(await this.savedFirst())) return;
    try {
      const answer = await api('GET', `/api/studio/drafts/${encodeURIComponent(this.draft.id)}/preview`);
      this.status.hidden = true;
      this.showPreview(answer.preview);
    } catch (err) {
      if (err.status === 401) failed(this.page, err);
      else this.say(`No preview: ${err.message}`, 'error');
    }
  }

  showPreview(preview) {
    const close = el('button', { type: 'button', testid: 'studio-preview-close', text: 'Back to the editor', on: { click: () => {
      this.previewBox.hidden = true;
      this.work.hidden = false;
      this.text.focus();
    } } });
    const body = preview.kind === 'puzzle' ? puzzlePreview(preview) : casePreview(preview);
    this.previewBox.replaceChildren(
      el('div', { class: 'studio-preview-head' },
        el('p', { class: 'muted small', text: `Play it as a player: what a player sees of version ${this.draft.version}, in order. Nothing here is ever sent to anyone.` }),
        close),
      body);
    this.work.hidden = true;
    this.previewBox.hidden = false;
    this.previewBox.scrollIntoView({ block: 'start' });
  }

  async play() {
    if (!(await this.savedFirst())) return;
    try {
      const answer = await api('POST', `/api/studio/drafts/${encodeURIComponent(this.draft.id)}/play`, { players: Number(this.players.value) });
      saveTokens(answer.match.id, { host: answer.host_token });
      location.hash = `#/match/${encodeURIComponent(answer.match.id)}`;
    } catch (err) {
      if (err.status === 401) failed(this.page, err);
      else this.say(`Not played: ${err.message}`, 'error');
    }
  }

  async publish() {
    if (!(await this.savedFirst())) return;
    try {
      const answer = await api('POST', `/api/studio/drafts/${encodeURIComponent(this.draft.id)}/publish`);
      const p = answer.publication;
      forgetLibrary();
      this.say([`Published: “${p.title}”, edition ${p.edition}, is in the library. Players find it in the lobby under “From the library” beside the ${this.noun} menu. `,
        el('a', { href: '#/', testid: 'studio-lobby-link', text: 'Open the lobby' })]);
      await this.reloadLists();
    } catch (err) {
      if (err.status === 401) failed(this.page, err);
      else this.say(`Not published: ${err.message}`, 'error');
    }
  }
}

/**
 * The line (from 0) a problem's place names: a TOML error's line, a location by
 * its number, the Nth question or part, or a key; -1 when none is found.
 */
export function placeLine(lines, place, message = '') {
  const find = (test, from = 0) => {
    for (let i = from; i < lines.length; i += 1) if (test(lines[i])) return i;
    return -1;
  };
  const header = (name, nth) => {
    let seen = 0;
    return find((l) => new RegExp(`^\\s*\\[\\[\\s*${name}\\s*\\]\\]`).test(l) && (seen += 1) === nth);
  };
  const key = (name, from = 0) => find((l) => new RegExp(`^\\s*${name.replace(/[^a-z0-9_]/gi, '')}\\s*=`).test(l), from);
  let m;
  if (/file$/.test(place) && (m = /line (\d+)/.exec(message))) return Math.min(lines.length - 1, Number(m[1]) - 1);
  if ((m = /^locations? (\d+)/.exec(place))) return find((l) => new RegExp(`^\\s*number\\s*=\\s*${m[1]}\\s*(#.*)?$`).test(l));
  if ((m = /^question (\d+)/.exec(place))) return header('questions', Number(m[1]));
  if ((m = /^part (\d+)/.exec(place))) return header('parts', Number(m[1]));
  if ((m = /^zone (\d+)/.exec(place))) return header('zones', Number(m[1]));
  if ((m = /^rules\.(\w+)/.exec(place))) {
    const found = key(m[1]);
    return found >= 0 ? found : find((l) => /^\s*\[rules\]/.test(l));
  }
  const word = /^[a-z_]+/.exec(place)?.[0];
  if (!word) return -1;
  const found = key(word);
  if (found >= 0) return found;
  return header(word, 1);
}

/** Where a character of a textarea's text is drawn, from its top (a hidden copy measures it). */
function offsetTop(textarea, at) {
  const style = getComputedStyle(textarea);
  const copy = el('div', { 'aria-hidden': 'true' });
  for (const prop of ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft', 'borderLeftWidth', 'borderRightWidth', 'boxSizing', 'tabSize', 'whiteSpace', 'overflowWrap', 'wordBreak']) {
    copy.style[prop] = style[prop];
  }
  Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', top: '0', left: '-9999px', width: `${textarea.clientWidth}px`, whiteSpace: 'pre-wrap', overflowWrap: 'break-word' });
  copy.textContent = textarea.value.slice(0, at);
  document.body.append(copy);
  const height = copy.scrollHeight;
  copy.remove();
  return height;
}

// ---------------------------------------------------------------- the preview

/** Text with its line breaks kept, as a paragraph (text only). */
const prose = (text, attrs = {}) => el('p', { class: 'studio-prose', ...attrs, text });

const SYMBOL_WORDS = {
  needs_lockpick: 'needs a lockpick',
  gives_lockpick: 'gives a lockpick',
  gives_police: 'gives a police token',
  gives_call_off: 'gives a call-off token',
};

function symbolWords(card) {
  const words = Object.entries(SYMBOL_WORDS).filter(([key]) => card[key]).map(([, words]) => words);
  if (card.gives_carriages) words.push(`gives ${plural(card.gives_carriages, 'carriage')}`);
  return words;
}

/** A case as its players meet it, with its cards read as when playing alone. */
function casePreview(p) {
  const rules = p.rules || [];
  const read = new Set();
  const readable = new Set((p.leads || []).map(Number));
  const cards = el('ul', { class: 'studio-preview-cards', testid: 'studio-preview-cards' });
  const hidden = el('p', { class: 'muted small', testid: 'studio-preview-hidden' });
  const byNumber = new Map((p.locations || []).map((c) => [Number(c.number), c]));
  const drawCards = () => {
    const open = [...readable].filter((n) => byNumber.has(n)).sort((a, b) => a - b);
    cards.replaceChildren(...open.map((n) => {
      const card = byNumber.get(n);
      const symbols = symbolWords(card);
      const isRead = read.has(n);
      return el('li', { class: `studio-preview-card${isRead ? ' read' : ''}`, testid: `studio-preview-card-${n}` },
        el('div', { class: 'studio-preview-card-head' },
          el('strong', { text: `${n} · ${card.name}` }),
          card.zone ? el('span', { class: 'badge', text: card.zone }) : null,
          symbols.length ? el('span', { class: 'muted small', text: ` ${symbols.join(', ')}` }) : null,
          isRead ? null : el('button', { type: 'button', testid: `studio-preview-read-${n}`, text: 'Read', on: { click: () => {
            read.add(n);
            for (const next of card.points_to || []) readable.add(Number(next));
            drawCards();
          } } })),
        isRead ? prose(card.text, { testid: `studio-preview-text-${n}` }) : null,
        isRead && card.points_to?.length
          ? el('p', { class: 'muted small', text: `Leads on to ${listWords(card.points_to.map(String))} (now readable).` }) : null);
    }));
    const unseen = byNumber.size - open.length;
    hidden.textContent = unseen
      ? `${plural(unseen, 'more card')} ${unseen === 1 ? 'is' : 'are'} on the board, not yet pointed to by a card you have read.`
      : 'Every card of the case is readable now.';
  };
  drawCards();
  const zones = p.zones || [];
  return el('div', { class: 'studio-preview' },
    el('h2', { testid: 'studio-preview-title', text: p.title }),
    el('h3', { text: 'Introduction' }),
    prose(p.introduction, { testid: 'studio-preview-introduction' }),
    el('h3', { text: 'Special rules' }),
    rules.length
      ? el('ul', { testid: 'studio-preview-rules' }, rules.map((r) => el('li', { text: r })))
      : el('p', { class: 'muted', testid: 'studio-preview-rules', text: 'None: the usual rules.' }),
    el('h3', { text: 'Questions' }),
    el('ol', { class: 'studio-preview-questions', testid: 'studio-preview-questions' }, (p.questions || []).map((q, i) => el('li', { testid: `studio-preview-question-${i}` },
      el('strong', { text: q.text }),
      q.choices?.length ? el('ul', { class: 'studio-choices' }, q.choices.map((c) => el('li', { text: c }))) : el('p', { class: 'muted small', text: 'Answered in words.' })))),
    zones.length ? [el('h3', { text: 'Zones' }), el('ul', {}, zones.map((z) => el('li', { text: `${z.name}: fare ${plural(z.fare ?? 1, 'carriage')}` })))] : null,
    el('h3', { text: 'The cards you can read' }),
    el('p', { class: 'muted small', text: `The introduction leads to ${listWords((p.leads || []).map(String))}. Reading a card shows its text and makes the cards it points to readable.` }),
    cards, hidden);
}

/** A puzzle as its puzzlers meet it: the title, the situation, and how much is hidden. */
function puzzlePreview(p) {
  const themes = p.themes || [];
  return el('div', { class: 'studio-preview' },
    el('h2', { testid: 'studio-preview-title', text: p.title }),
    el('h3', { text: 'The situation, read aloud' }),
    prose(p.situation, { testid: 'studio-preview-situation' }),
    themes.length ? el('p', { class: 'small', text: `Themes: ${themes.join(', ')}` }) : null,
    el('p', { class: 'muted', testid: 'studio-preview-parts',
      text: `The solution has ${plural(p.parts || 0, 'hidden part')}, known only to the Lateral Master; the puzzlers score by spoiling them.` }));
}
