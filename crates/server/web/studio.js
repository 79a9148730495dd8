// studio.js — the studio (#/studio and #/studio/DRAFT): a signed-in person's
// drafts of Watson & Holmes cases and lateral puzzles (docs/protocol.md, "The
// studio and the library"). The list page starts a draft from the game's
// starter draft (in the reader's language) or imports a file (a refused file
// shows every problem the refusal lists); the
// editor holds the draft's TOML with the server's checker run as one types
// (debounced; answers to stale requests are dropped), saving (Ctrl/Cmd+S),
// versions (view, restore), export, the player's preview (a card's text shown
// once "read", the cards it points to then readable, as when playing alone), a
// private match with friends and publication to the library. Unsaved changes
// are marked, kept in this tab's sessionStorage if the page is left, and
// leaving asks first. Every author's text is put in the page as text (ui.js
// `el`), never as HTML; an element holding only the author's words carries the
// class `studio-content` (the draft's language, not the interface's), and the
// checker's own English sentences the class `studio-server-words`.
//
// Test ids: studio-login (a guest's note), studio-home, studio-new-GAME,
// studio-import-game, studio-import-file, studio-import-status,
// studio-import-problems, studio-import-problem-I, studio-drafts,
// studio-draft-ID, studio-open-ID;
// editor: studio-editor, studio-back, studio-title, studio-game, studio-version,
// studio-dirty, studio-text, studio-caret, studio-save, studio-export,
// studio-preview, studio-play, studio-play-players, studio-publish,
// studio-action-status, studio-action-problems, studio-action-problem-I,
// studio-lobby-link, studio-unsaved-back,
// studio-unsaved-discard; checker: studio-checker, studio-check-status,
// studio-problems, studio-problem-I, studio-figures, studio-fewest-visits,
// studio-difficulty, studio-unreachable, studio-questions, studio-question-I,
// studio-route, studio-route-line-N, studio-parts; versions: studio-versions, studio-version-N,
// studio-view-N, studio-restore-N, studio-version-view, studio-version-text,
// studio-version-close; publications: studio-publications; preview:
// studio-preview-panel, studio-preview-title, studio-preview-introduction,
// studio-preview-rules, studio-preview-questions, studio-preview-cards,
// studio-preview-card-N, studio-preview-read-N, studio-preview-text-N,
// studio-preview-hidden, studio-preview-situation, studio-preview-parts,
// studio-preview-close.

import { api, fetchGames, saveTokens } from './api.js';
import { el, showError, showInfo, confirmInPage, listWords, timeLocale } from './ui.js';
import { t, has, errorText } from './i18n.js';
import { whoAmI } from './players.js';
import { forgetLibrary } from './library.js';

/** How long typing must pause before the checker runs. */
const CHECK_DELAY_MS = 300;
/** The server's limit, until GET /api/studio says otherwise. */
const DEFAULT_DRAFT_BYTES = 200000;
/** Where the formats are described, for each game the studio writes. */
const FORMATS = {
  'watson-holmes': { doc: 'docs/content/watson-holmes.md', rules: '#/rules/watson-holmes' },
  'lateral-puzzles': { doc: 'docs/content/lateral-puzzles.md', rules: '#/rules/lateral-puzzles' },
};

/** "Watson & Holmes case", "lateral puzzle": what a draft of a game is, in the reader's language. */
function kindOf(game, name, noun) {
  return FORMATS[game] ? t('studio-kind', { game }) : `${name || game} ${noun || t('studio-noun', { game })}`;
}

/** "case", "puzzle": the noun for a game's draft, in the reader's language. */
function nounOf(game, fallback) {
  return FORMATS[game] ? t('studio-noun', { game }) : (fallback || t('studio-noun', { game }));
}

const unsavedKey = (id) => `sleuth.studio.unsaved.${id}`;
const bytesOf = (text) => new TextEncoder().encode(text).length;
const number = (n) => Number(n).toLocaleString(timeLocale());
/** A failed call's sentence: the catalogue's when the error carries an id, else the server's. */
const said = (err) => errorText(err, err?.message || '');

/**
 * The problems a refusal lists (a draft refused for its problems: fix first,
 * fix before publishing, not importable), each as `/api/studio/check` sends it
 * with its `place` and `message` in the refusal's `language`; none otherwise.
 */
function refusedProblems(err) {
  const problems = err?.payload?.problems;
  return Array.isArray(problems) ? problems : [];
}

/**
 * Problems as list items (`${testid}-I`), each its place then its sentence in
 * the reader's words; `language` is the one the server said them in, for a
 * sentence the page has no message for.
 */
function problemItems(problems, testid, language = 'en') {
  return problems.map((p, i) => el('li', { testid: `${testid}-${i}` },
    el('strong', { text: placeWords(p) }), t('studio-problem-colon'), problemWords(p, language)));
}

/** "23 Nov, 12:40" (local time, the reader's language), or "" for no date. */
function when(stamp) {
  const date = stamp ? new Date(stamp) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString(timeLocale(), { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === new Date().toDateString()) return t('studio-today', { time });
  return t('studio-day', { day: date.toLocaleDateString(timeLocale(), { day: 'numeric', month: 'short' }), time });
}

/**
 * A checker's problem in words: the catalogue's sentence when the problem carries
 * a message id (`id`, `args`), else the server's own sentence, in `language`
 * (English from the checker; marked so: `lang` and the class `studio-server-words`).
 */
function problemWords(p, language = 'en') {
  if (p && typeof p.id === 'string' && has(p.id)) {
    const args = { ...(p.args || {}) };
    // A message that lists sentences (`reasons`) gets each in the reader's words.
    if (Array.isArray(p.reasons) && p.reasons.length && p.reasons.every((r) => has(r?.id))) {
      args.reasons = p.reasons.map((r) => t(r.id, r.args || {})).join(t('studio-reasons-joiner'));
    }
    return el('span', { text: t(p.id, args) });
  }
  return el('span', { class: 'studio-server-words', lang: language, text: p?.message || '' });
}

/**
 * The checker's report on a solvable case (`route`: its figures) as lines in the
 * reader's language: the fewest visits with what happens at each, the carriages
 * they need, the police risks searched, and the difficulty. Nothing when the
 * case is not proved solvable.
 */
function routeLines(route) {
  if (!route || !Array.isArray(route.visits)) return [];
  const steps = route.visits.map((v) => {
    const notes = [
      v.again ? t('studio-route-note-again') : null,
      v.fare > 0 ? t('studio-route-note-fare', { count: v.fare }) : null,
      v.spends_call_off ? t('studio-route-note-call-off') : null,
      v.spends_lockpick ? t('studio-route-note-spend-lockpick') : null,
      v.takes_lockpick ? t('studio-route-note-take-lockpick') : null,
      v.takes_call_off ? t('studio-route-note-take-call-off') : null,
      v.takes_carriages > 0 ? t('studio-route-note-take-carriages', { count: v.takes_carriages }) : null,
    ].filter(Boolean);
    return notes.length
      ? t('studio-route-card-notes', { location: v.location, notes: notes.join(', ') })
      : t('studio-route-card', { location: v.location });
  });
  const lines = [t(route.exact ? 'studio-route-visits' : 'studio-route-visits-bound',
    { count: route.visits.length, steps: steps.join(t('studio-route-arrow')) })];
  const carriages = { needed: route.carriages_needed, start: route.starting_carriages };
  lines.push(route.carriage_stop_rounds > 0
    ? t('studio-route-carriages-stop', { ...carriages, rounds: route.carriage_stop_rounds })
    : t('studio-route-carriages', carriages));
  if (route.police?.length) {
    lines.push(t('studio-route-police', { risks: route.police.map((r) => (r.fewest_visits_if_policed != null
      ? t('studio-route-police-visits', { location: r.location, visits: r.fewest_visits_if_policed })
      : t('studio-route-police-unsolvable', { location: r.location }))).join(', ') }));
  }
  const gap = Math.abs(route.difficulty_estimate - route.declared);
  const difficulty = { evidence: route.evidence, effort: route.effort, estimate: route.difficulty_estimate, declared: route.declared };
  lines.push(gap ? t('studio-route-difficulty-gap', { ...difficulty, gap }) : t('studio-route-difficulty', difficulty));
  return lines;
}

/** A problem's place in words: the catalogue's (`at`) when it has one, else the checker's. */
function placeWords(p) {
  if (p?.at && typeof p.at.id === 'string' && has(p.at.id)) return t(p.at.id, p.at.args || {});
  return p?.place || '';
}

/**
 * A sentence with a link inside it: the message is formatted with a marker in
 * place of `$link`, and the link element goes where the marker lands (word order
 * stays the language's).
 */
function sentenceWithLink(id, args, link) {
  const marker = '\u0001';
  const [before, after = ''] = t(id, { ...args, link: marker }).split(marker);
  return [before, link, after];
}

/** #/studio (the drafts) or #/studio/ID (one draft's editor). Returns the cleanup. */
export function renderStudio(root, draftId) {
  const page = el('div', { class: 'studio' }, el('p', { class: 'muted', text: t('loading') }));
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
    el('h2', { text: t('studio-title') }),
    el('p', {}, ...sentenceWithLink('studio-login-text', {},
      el('a', { href: '#/account', testid: 'studio-login-link', text: t('studio-login-link') }))));
}

/** A failed call: a 401 means the session is gone (say so), else the server's sentence. */
function failed(page, err) {
  if (err.status === 401) { page.replaceChildren(loginNeeded()); return; }
  showError(said(err));
}

// ---------------------------------------------------------------- the drafts

function drawHome(page, life) {
  api('GET', '/api/studio').then((home) => {
    if (!life.alive) return;
    const games = home.games || [];
    const limits = home.limits || {};
    const nounFor = (id) => nounOf(id, games.find((g) => g.id === id)?.noun);
    const nameOf = (id) => games.find((g) => g.id === id)?.name || id;

    const newButtons = games.map((g) => el('button', {
      type: 'button', class: 'primary', testid: `studio-new-${g.id}`, text: t('studio-new', { game: g.id }),
      title: t('studio-new.title', { game: g.id }),
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
        el('a', { href: `#/studio/${encodeURIComponent(d.id)}`, testid: `studio-open-${d.id}`, class: 'studio-draft-title studio-content', text: d.title }),
        el('span', { class: 'muted small', text: t('studio-draft-line', { kind: kindOf(d.game, nameOf(d.game), nounFor(d.game)), version: d.version, when: when(d.updated_at) }) }))))
      : el('p', { class: 'muted', testid: 'studio-drafts', text: t('studio-no-drafts') });

    page.replaceChildren(
      el('section', { class: 'card studio-home', testid: 'studio-home' },
        el('h2', { text: t('studio-title') }),
        el('p', { text: t('studio-intro') }),
        el('div', { class: 'row' }, newButtons),
        formatHelp(games.map((g) => g.id), nameOf)),
      importCard(page, games),
      el('section', { class: 'card' },
        el('h2', { text: t('studio-my-drafts') }),
        list,
        el('p', { class: 'muted small', testid: 'studio-limits',
          text: t('studio-limits', { bytes: number(limits.draft_bytes || DEFAULT_DRAFT_BYTES), drafts: limits.drafts || 100, versions: number(limits.versions || 1000) }) })));
  }).catch((err) => { if (life.alive) failed(page, err); });
}

/** Where each game's format is described (its rules page here, its format page in Sleuth's source). */
function formatHelp(ids, nameOf) {
  return el('p', { class: 'small muted studio-format' }, `${t('studio-formats')} `, ids.map((id, i) => [
    i ? '; ' : '',
    el('a', { href: FORMATS[id]?.rules || `#/rules/${encodeURIComponent(id)}`, text: t('studio-format-rules', { game: nameOf(id) }) }),
    FORMATS[id] ? ` ${t('studio-format-source', { doc: FORMATS[id].doc })}` : '',
  ]), `. ${t('studio-formats-starter')}`);
}

/** "Import a file": the game, a file input, and every problem of a refused file. */
function importCard(page, games) {
  const game = el('select', { testid: 'studio-import-game', 'aria-label': t('studio-import-kind') },
    games.map((g) => el('option', { value: g.id, text: kindOf(g.id, g.name, g.noun) })));
  // The browser's own file control speaks the browser's language, not the
  // page's: the input is visually hidden (still in the accessibility tree) and
  // a label styled as a button opens it, beside the chosen file's name.
  const file = el('input', {
    type: 'file', id: 'studio-import-file', class: 'visually-hidden', tabindex: -1,
    accept: '.toml,text/plain,application/toml', testid: 'studio-import-file',
    'aria-label': t('studio-import-file'), 'aria-describedby': 'studio-import-file-name',
  });
  const chooser = el('label', {
    for: 'studio-import-file', class: 'button studio-file-button', tabindex: 0,
    testid: 'studio-import-choose', text: t('studio-import-choose'),
  });
  chooser.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    file.click();
  });
  const fileName = el('span', {
    id: 'studio-import-file-name', class: 'small muted studio-file-name',
    testid: 'studio-import-file-name', text: t('studio-import-no-file'),
  });
  const status = el('p', { class: 'small', testid: 'studio-import-status', role: 'status', hidden: true });
  const problems = el('ul', { class: 'studio-problem-list', testid: 'studio-import-problems', hidden: true });
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    fileName.textContent = chosen.name;
    status.hidden = false;
    problems.hidden = true;
    status.className = 'small';
    status.textContent = t('studio-import-reading', { file: chosen.name });
    let text;
    try { text = await chosen.text(); } catch { status.textContent = t('studio-import-unreadable'); return; }
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
      status.hidden = false;
      // The refusal names each problem at its place; list them one by one.
      const listed = refusedProblems(err);
      if (!listed.length) { status.textContent = t('studio-import-refused', { reason: said(err) }); return; }
      status.textContent = t('studio-import-problems', { count: listed.length, file: chosen.name });
      problems.replaceChildren(...problemItems(listed, 'studio-import-problem', err.payload?.language));
      problems.hidden = false;
    }
  });
  return el('section', { class: 'card studio-import' },
    el('h2', { text: t('studio-import-title') }),
    el('p', { class: 'small muted', text: t('studio-import-help') }),
    el('div', { class: 'row' }, el('label', {}, `${t('studio-import-kind')} `, game),
      el('span', { class: 'studio-file-chooser' }, file, chooser, fileName)),
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
      el('p', { text: said(err) }), el('p', {}, el('a', { href: '#/studio', text: t('studio-back') }))));
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
    this.noun = nounOf(this.draft.game, game.noun);
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
      autocapitalize: 'off', autocomplete: 'off', 'aria-label': t('studio-text', { noun: this.noun }) });
    this.text.value = this.saved;
    this.caret = el('span', { class: 'muted small', testid: 'studio-caret' });
    // On a phone the checker is below the editor: its verdict also shows here.
    this.miniStatus = el('button', { type: 'button', class: 'subtle studio-mini-status', testid: 'studio-mini-status', text: t('studio-checking'),
      on: { click: () => this.checker.scrollIntoView({ block: 'start', behavior: 'smooth' }) } });
    this.titleNode = el('h2', { class: 'studio-title studio-content', testid: 'studio-title', text: this.draft.title });
    this.versionNode = el('span', { testid: 'studio-version' });
    this.savedAt = el('span', { class: 'muted' });
    this.dirtyNode = el('span', { class: 'studio-dirty', testid: 'studio-dirty', text: t('studio-unsaved'), hidden: true });
    this.status = el('div', { class: 'studio-action-status small', testid: 'studio-action-status', role: 'status', 'aria-live': 'polite', hidden: true });
    this.unsavedNote = el('p', { class: 'notice small', testid: 'studio-unsaved-back', hidden: true });

    this.saveButton = el('button', { type: 'button', class: 'primary', testid: 'studio-save', text: t('studio-save'), title: t('studio-save.title'), on: { click: () => this.save() } });
    this.exportLink = el('a', { class: 'button', testid: 'studio-export', href: `/api/studio/drafts/${encodeURIComponent(id)}/export`, download: '', text: t('studio-export'),
      title: t('studio-export.title') });
    this.exportLink.addEventListener('click', (event) => this.beforeExport(event));
    const counts = [];
    for (let n = this.info?.min_players || 2; n <= (this.info?.max_players || 7); n += 1) counts.push(n);
    const preferred = this.draft.game === 'lateral-puzzles' ? 3 : 2;
    this.players = el('select', { testid: 'studio-play-players', 'aria-label': t('studio-players-label') },
      counts.map((n) => el('option', { value: String(n), text: t('studio-players', { count: n }), selected: n === preferred })));
    const actions = el('div', { class: 'studio-actions' },
      this.saveButton, this.exportLink,
      el('button', { type: 'button', testid: 'studio-preview', text: t('studio-preview'), title: t('studio-preview.title'), on: { click: () => this.preview() } }),
      el('span', { class: 'studio-play-group' },
        el('button', { type: 'button', testid: 'studio-play', text: t('studio-play'), title: t('studio-play.title'), on: { click: () => this.play() } }),
        this.players),
      el('button', { type: 'button', testid: 'studio-publish', text: t('studio-publish'), title: t('studio-publish.title'), on: { click: () => this.publish() } }));

    const head = el('section', { class: 'card studio-head', testid: 'studio-editor' },
      el('p', { class: 'small studio-crumbs' }, el('a', { href: '#/studio', testid: 'studio-back', text: t('studio-back') })),
      this.titleNode,
      el('p', { class: 'small studio-meta' },
        el('span', { testid: 'studio-game', text: kindOf(this.draft.game, this.gameName, this.noun) }), ' · ', this.versionNode, ' · ', this.savedAt, ' ', this.dirtyNode),
      actions, this.status, this.unsavedNote);

    this.checker = el('aside', { class: 'card studio-checker', testid: 'studio-checker', 'aria-label': t('studio-checker') },
      el('h3', { text: t('studio-checker') }), el('p', { class: 'muted', text: t('studio-checking') }));
    const format = FORMATS[this.draft.game];
    const editorBox = el('section', { class: 'card studio-editor-box' },
      el('label', { for: 'studio-text', class: 'studio-label' }, el('strong', { text: t('studio-the-draft', { noun: this.noun }) }), el('span', { class: 'muted small', text: ' (TOML)' })),
      this.text,
      el('p', { class: 'studio-under small' }, this.caret, this.miniStatus,
        format ? el('span', { class: 'muted' }, ...sentenceWithLink('studio-format', { doc: format.doc },
          el('a', { href: format.rules, text: t('studio-format-the-rules') }))) : null));
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
      confirmInPage(t('studio-leave'), {
        yes: t('studio-leave-yes'), no: t('studio-leave-no'), danger: true,
        detail: t('studio-leave-detail'),
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
        ? `${t('studio-unsaved-back')} `
        : `${t('studio-unsaved-back-elsewhere')} `,
      el('button', { type: 'button', class: 'subtle', testid: 'studio-unsaved-discard', text: t('studio-unsaved-discard'), on: { click: () => {
        this.text.value = this.saved;
        this.unsavedNote.hidden = true;
        this.changed();
      } } }));
    this.unsavedNote.hidden = false;
  }

  // ---- the head

  drawMeta() {
    this.versionNode.textContent = t('studio-version', { version: this.draft.version });
    this.savedAt.textContent = t('studio-saved-at', { when: when(this.draft.updated_at) });
    this.dirtyNode.hidden = !this.dirty;
  }

  say(parts, kind = 'info') {
    this.status.replaceChildren(...[].concat(parts));
    this.status.dataset.kind = kind;
    this.status.hidden = false;
  }

  /**
   * A refused action (`id`: "Not played: …") with the server's sentence, and
   * under it every problem the refusal lists (studio-action-problem-I).
   */
  refused(id, err) {
    const problems = refusedProblems(err);
    this.say([t(id, { message: said(err) }),
      problems.length ? el('ul', { class: 'studio-problem-list', testid: 'studio-action-problems' },
        problemItems(problems, 'studio-action-problem', err.payload?.language)) : null].filter(Boolean), 'error');
  }

  showCaret() {
    const at = this.text.selectionStart || 0;
    const before = this.text.value.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    const bytes = bytesOf(this.text.value);
    this.caret.textContent = t('studio-caret', { line, column, bytes: number(bytes), max: number(this.maxBytes) });
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
      this.drawCheck({ ok: false, problems: [{ place: t('studio-place-draft'), message: t('studio-too-long', { max: number(this.maxBytes) }) }] });
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
      this.checkStatus?.replaceChildren(t('studio-checker-failed', { message: said(err) }));
    }
  }

  drawCheck(check) {
    this.check = check;
    this.checker.classList.remove('checking');
    if (check.title) this.titleNode.textContent = check.title;
    const problems = check.problems || [];
    this.checkStatus = el('p', { class: `studio-check-status ${check.ok ? 'studio-good' : 'studio-bad'}`, testid: 'studio-check-status', role: 'status',
      text: check.ok ? t('studio-check-ok') : t('studio-check-problems', { count: problems.length }) });
    this.miniStatus.textContent = check.ok ? t('studio-mini-ok') : t('studio-mini-problems', { count: problems.length });
    this.miniStatus.classList.toggle('studio-bad', !check.ok);
    this.miniStatus.classList.toggle('studio-good', Boolean(check.ok));
    const parts = [el('h3', { text: t('studio-checker') }), this.checkStatus];
    if (problems.length) {
      parts.push(el('ol', { class: 'studio-problem-list', testid: 'studio-problems' }, problems.map((p, i) => el('li', { testid: `studio-problem-${i}` },
        el('button', { type: 'button', class: 'studio-place', testid: `studio-problem-place-${i}`, text: placeWords(p),
          title: t('studio-show-place'), on: { click: () => this.goTo(p.place, p.message) } }),
        ' ', problemWords(p)))));
    }
    parts.push(...(this.draft.game === 'lateral-puzzles' ? this.puzzleFindings(check) : this.caseFindings(check)));
    if (Number.isFinite(check.millis)) parts.push(el('p', { class: 'muted small', text: t('studio-checked-in', { ms: check.millis }) }));
    this.checker.replaceChildren(...parts);
  }

  caseFindings(check) {
    const out = [];
    // Structural problems stop the checker before it reads the cards' facts.
    if (!check.ok && !check.questions?.length && !check.route) {
      return [el('p', { class: 'muted small', testid: 'studio-figures', text: t('studio-case-later') })];
    }
    const cards = (list) => (list?.length ? t('studio-cards', { count: list.length, list: listWords(list.map(String)) }) : null);
    const declared = check.difficulty ?? '—';
    const estimate = check.difficulty_estimate ?? '—';
    out.push(el('dl', { class: 'studio-figures', testid: 'studio-figures' },
      el('dt', { text: t('studio-fewest-visits') }),
      el('dd', { testid: 'studio-fewest-visits', text: check.fewest_visits != null ? t('studio-fewest-visits-value', { visits: check.fewest_visits }) : t('studio-fewest-visits-unknown') }),
      el('dt', { text: t('studio-difficulty') }),
      el('dd', { testid: 'studio-difficulty', text: t('studio-difficulty-value', { declared: String(declared), estimate: String(estimate) }) }),
      el('dt', { text: t('studio-unreachable') }),
      el('dd', { testid: 'studio-unreachable', class: check.unreachable?.length ? 'studio-bad' : '', text: check.unreachable?.length ? t('studio-unreachable-value', { cards: cards(check.unreachable) }) : t('studio-unreachable-none') })));
    const questions = check.questions || [];
    if (questions.length) {
      out.push(el('h4', { text: t('studio-questions') }), el('ol', { class: 'studio-questions', testid: 'studio-questions' }, questions.map((q, i) => el('li', { testid: `studio-question-${i}` },
        el('strong', { class: 'studio-content', text: q.text || q.id }),
        el('span', { class: `studio-settled ${q.determined != null ? 'studio-good' : 'studio-bad'}`, testid: `studio-question-settled-${i}`,
          text: q.determined != null ? t('studio-settled', { answer: String(q.determined) }) : t('studio-not-settled') }),
        el('span', { class: 'small', text: [
          q.proved_by?.length ? t('studio-proved-by', { cards: cards(q.proved_by) }) : t('studio-proved-by-none'),
          q.ruled_out_by?.length ? t('studio-ruled-out-by', { cards: cards(q.ruled_out_by) }) : null,
          q.on_route?.length ? t('studio-on-route', { cards: cards(q.on_route) }) : null,
        ].filter(Boolean).join(' · ') })))));
    }
    const route = routeLines(check.route);
    if (route.length) {
      out.push(el('details', { class: 'studio-route', testid: 'studio-route', open: true },
        el('summary', { text: t('studio-route') }),
        el('ul', {}, route.map((line, i) => el('li', { testid: `studio-route-line-${i}`, text: line })))));
    }
    return out;
  }

  puzzleFindings(check) {
    if (!check.ok) {
      return [el('p', { class: 'muted small', testid: 'studio-figures', text: t('studio-puzzle-later') })];
    }
    const scores = check.part_scores || [];
    const total = scores.reduce((a, b) => a + b, 0);
    return [el('dl', { class: 'studio-figures', testid: 'studio-figures' },
      el('dt', { text: t('studio-difficulty') }), el('dd', { testid: 'studio-difficulty', text: check.difficulty != null ? t('studio-difficulty-of-five', { difficulty: check.difficulty }) : '—' }),
      el('dt', { text: t('studio-parts') }),
      el('dd', { testid: 'studio-parts', text: scores.length ? t('studio-parts-value', { count: scores.length, sum: scores.join(' + '), total }) : '—' }))];
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
      if (answer.draft.version !== before) showInfo(t('studio-saved-as', { version: answer.draft.version }));
      else showInfo(t('studio-nothing-changed', { version: before }));
      await this.reloadLists();
      return true;
    } catch (err) {
      if (err.status === 401) failed(this.page, err);
      else { this.say(t('studio-not-saved', { message: said(err) }), 'error'); showError(said(err)); }
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
      el('h3', { text: t('studio-versions') }),
      el('p', { class: 'muted small', text: t('studio-versions-help') }),
      el('ul', { class: 'studio-version-list' }, this.versions.map((v) => el('li', { testid: `studio-version-${v.version}` },
        el('span', { text: t('studio-version-title', { version: v.version }) }),
        el('span', { class: 'muted small', text: ` ${t('studio-version-line', { when: when(v.saved_at), chars: number(v.chars) })}` }),
        el('span', { class: 'studio-version-actions' },
          el('button', { type: 'button', class: 'subtle', testid: `studio-view-${v.version}`, text: t('studio-view'), on: { click: () => this.viewVersion(v.version) } }),
          v.version === newest
            ? el('span', { class: 'muted small', text: t('studio-newest') })
            : el('button', { type: 'button', class: 'subtle', testid: `studio-restore-${v.version}`, text: t('studio-restore'), on: { click: () => this.restore(v.version) } }))))),
      this.versionView);
  }

  async viewVersion(version) {
    try {
      const answer = await api('GET', `/api/studio/drafts/${encodeURIComponent(this.draft.id)}/versions/${version}`);
      const newest = this.versions[0]?.version;
      this.versionView.replaceChildren(
        el('h4', { text: t('studio-version-title', { version }) }),
        el('pre', { class: 'studio-version-text', testid: 'studio-version-text', text: answer.text }),
        el('div', { class: 'row' },
          version !== newest ? el('button', { type: 'button', testid: 'studio-version-restore', text: t('studio-restore-version', { version }), on: { click: () => this.restore(version) } }) : null,
          el('button', { type: 'button', testid: 'studio-version-close', text: t('studio-close'), on: { click: () => { this.versionView.hidden = true; } } })));
      this.versionView.hidden = false;
      this.versionView.scrollIntoView({ block: 'nearest' });
    } catch (err) { failed(this.page, err); }
  }

  async restore(version) {
    if (this.dirty) {
      const sure = await confirmInPage(t('studio-restore-confirm', { version }), {
        yes: t('studio-restore-yes'), detail: t('studio-restore-detail'), danger: true });
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
      showInfo(t('studio-restored', { version, newest: answer.draft.version }));
      await this.reloadLists();
    } catch (err) {
      if (err.status === 401) failed(this.page, err);
      else showError(said(err));
    }
  }

  drawPublications() {
    const list = this.publications;
    this.publicationsBox.hidden = !list.length;
    this.publicationsBox.replaceChildren(
      el('h3', { text: t('studio-publications') }),
      el('ul', { class: 'studio-publication-list' }, list.map((p) => el('li', { testid: `studio-publication-${p.edition}` },
        t('studio-publication-line', { edition: p.edition, version: p.draft_version, when: when(p.published_at) }),
        p.hidden ? el('span', { class: 'studio-bad', text: ` ${t('studio-publication-hidden')}` }) : null))),
      el('p', { class: 'muted small', text: t('studio-publications-help') }));
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
      else this.refused('studio-no-preview', err);
    }
  }

  showPreview(preview) {
    const close = el('button', { type: 'button', testid: 'studio-preview-close', text: t('studio-preview-back'), on: { click: () => {
      this.previewBox.hidden = true;
      this.work.hidden = false;
      this.text.focus();
    } } });
    const body = preview.kind === 'puzzle' ? puzzlePreview(preview) : casePreview(preview);
    this.previewBox.replaceChildren(
      el('div', { class: 'studio-preview-head' },
        el('p', { class: 'muted small', text: t('studio-preview-head', { version: this.draft.version }) }),
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
      else this.refused('studio-not-played', err);
    }
  }

  async publish() {
    if (!(await this.savedFirst())) return;
    try {
      const answer = await api('POST', `/api/studio/drafts/${encodeURIComponent(this.draft.id)}/publish`);
      const p = answer.publication;
      forgetLibrary();
      this.say([`${t('studio-published', { title: p.title, edition: p.edition, noun: this.noun })} `,
        el('a', { href: '#/', testid: 'studio-lobby-link', text: t('studio-open-lobby') })]);
      await this.reloadLists();
    } catch (err) {
      if (err.status === 401) failed(this.page, err);
      else this.refused('studio-not-published', err);
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
const prose = (text, attrs = {}) => el('p', { class: 'studio-prose studio-content', ...attrs, text });

const SYMBOLS = ['needs_lockpick', 'gives_lockpick', 'gives_police', 'gives_call_off'];

function symbolWords(card) {
  const words = SYMBOLS.filter((key) => card[key]).map((key) => t(`studio-symbol-${key.replace(/_/g, '-')}`));
  if (card.gives_carriages) words.push(t('studio-symbol-gives-carriages', { count: card.gives_carriages }));
  return words;
}

/** A case as its players meet it, with its cards read as when playing alone. */
function casePreview(p) {
  // The case's special rules in the reader's words (`special_rules`: each rule's
  // key and number).
  const rules = (p.special_rules || [])
    .map((r) => t(`studio-rule-${String(r.rule).replace(/_/g, '-')}`, { count: r.count ?? 0 }));
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
          el('strong', { class: 'studio-content', text: `${n} · ${card.name}` }),
          card.zone ? el('span', { class: 'badge studio-content', text: card.zone }) : null,
          symbols.length ? el('span', { class: 'muted small', text: ` ${symbols.join(', ')}` }) : null,
          isRead ? null : el('button', { type: 'button', testid: `studio-preview-read-${n}`, text: t('studio-read'), on: { click: () => {
            read.add(n);
            for (const next of card.points_to || []) readable.add(Number(next));
            drawCards();
          } } })),
        isRead ? prose(card.text, { testid: `studio-preview-text-${n}` }) : null,
        isRead && card.points_to?.length
          ? el('p', { class: 'muted small', text: t('studio-leads-on', { list: listWords(card.points_to.map(String)) }) }) : null);
    }));
    const unseen = byNumber.size - open.length;
    hidden.textContent = unseen
      ? t('studio-unseen', { count: unseen })
      : t('studio-all-readable');
  };
  drawCards();
  const zones = p.zones || [];
  return el('div', { class: 'studio-preview' },
    el('h2', { class: 'studio-content', testid: 'studio-preview-title', text: p.title }),
    el('h3', { text: t('studio-introduction') }),
    prose(p.introduction, { testid: 'studio-preview-introduction' }),
    el('h3', { text: t('studio-special-rules') }),
    rules.length
      ? el('ul', { testid: 'studio-preview-rules' }, rules.map((r) => el('li', { text: r })))
      : el('p', { class: 'muted', testid: 'studio-preview-rules', text: t('studio-no-special-rules') }),
    el('h3', { text: t('studio-questions') }),
    el('ol', { class: 'studio-preview-questions', testid: 'studio-preview-questions' }, (p.questions || []).map((q, i) => el('li', { testid: `studio-preview-question-${i}` },
      el('strong', { class: 'studio-content', text: q.text }),
      q.choices?.length ? el('ul', { class: 'studio-choices' }, q.choices.map((c) => el('li', { class: 'studio-content', text: c }))) : el('p', { class: 'muted small', text: t('studio-answered-in-words') })))),
    zones.length ? [el('h3', { text: t('studio-zones') }), el('ul', {}, zones.map((z) => el('li', {}, el('span', { class: 'studio-content', text: z.name }), ` ${t('studio-zone-fare', { count: z.fare ?? 1 })}`)))] : null,
    el('h3', { text: t('studio-cards-you-can-read') }),
    el('p', { class: 'muted small', text: t('studio-leads', { list: listWords((p.leads || []).map(String)) }) }),
    cards, hidden);
}

/** A puzzle as its puzzlers meet it: the title, the situation, and how much is hidden. */
function puzzlePreview(p) {
  const themes = p.themes || [];
  return el('div', { class: 'studio-preview' },
    el('h2', { class: 'studio-content', testid: 'studio-preview-title', text: p.title }),
    el('h3', { text: t('studio-situation') }),
    prose(p.situation, { testid: 'studio-preview-situation' }),
    themes.length ? el('p', { class: 'small' }, `${t('studio-themes')} `, el('span', { class: 'studio-content', text: themes.join(', ') })) : null,
    el('p', { class: 'muted', testid: 'studio-preview-parts',
      text: t('studio-hidden-parts', { count: p.parts || 0 }) }));
}
