// aid.js — the learning aid beside a match: in an unrated match whose host
// allowed it (Match.learning_aid), a seated player may open the deduction
// assistant's notepad in a side panel, filled by the server from what their own
// seat has seen (GET /api/matches/{id}/aid: the seat's knowledge document and the
// solver's exact answer), drawn read-only by the assistant's kind module
// (assist/cluedo.js, assist/lady-alice.js) and redrawn after each new version
// while it is open. Also the lobby's option "Allow the learning aid" for the games
// that offer it (GET /api/games: `learning_aid`), and the match page's line saying
// the aid is allowed.
//
// Test ids: aid-open (the match head's button), aid-allowed (the line under the
// title), aid-panel, aid-close, aid-status, aid-notepad (the kind's notepad:
// heatmap, cell-…), aid-known (what the seat knows, in words), option-aid-GAME
// (the lobby's checkbox).

import { api } from './api.js';
import { el, seatNames, nameOf } from './ui.js';
import * as cluedo from './assist/cluedo.js';
import * as ladyAlice from './assist/lady-alice.js';
import { t, errorText, language } from './i18n.js';

/** The assistant's kind modules, by the solver the server names. */
const KINDS = { [cluedo.id]: cluedo, [ladyAlice.id]: ladyAlice };

let offered = null;

/** The ids of the games that offer the learning aid (GET /api/games). */
function gamesWithAid() {
  if (!offered) {
    offered = api('GET', '/api/games')
      .then((data) => new Set((data?.games || []).filter((g) => g.learning_aid === true).map((g) => g.info?.id)))
      .catch(() => { offered = null; return new Set(); });
  }
  return offered;
}

/**
 * The lobby's checkbox for a game, shown once GET /api/games says the game offers
 * the aid; unticked and disabled while `rated` (the rated checkbox, if any) is
 * ticked. {node, read() → {learning_aid: true} or {}}.
 */
export function aidOption(gameId, rated) {
  const box = el('input', { type: 'checkbox', testid: `option-aid-${gameId}` });
  const node = el('label', { class: 'variant aid-option', hidden: true,
    title: t('aid-option-title') },
  box, ` ${t('aid-option')}`);
  gamesWithAid().then((ids) => { node.hidden = !ids.has(gameId); });
  const sync = () => {
    box.disabled = Boolean(rated?.checked);
    if (box.disabled) box.checked = false;
  };
  rated?.addEventListener('change', sync);
  return { node, read: () => (!node.hidden && box.checked && !rated?.checked ? { learning_aid: true } : {}) };
}

/**
 * The match page's part: `button` (beside "Rules"), `allowedLine` (under the
 * title) and the panel. `page` is the match page (its match, seat, tokens()).
 * `render()` is called whenever the page redraws.
 */
export class AidPanel {
  constructor(page) {
    this.page = page;
    this.button = el('button', { type: 'button', class: 'button aid-link', testid: 'aid-open', text: t('aid-open'), hidden: true,
      title: t('aid-open-title') });
    this.button.addEventListener('click', () => this.open());
    this.allowedLine = el('p', { class: 'aid-allowed small', testid: 'aid-allowed', hidden: true,
      text: t('aid-allowed') });
    this.panel = null;
    this.requested = null; // the version last asked for
    this.loading = false;
    // Leaving the match page closes the panel (it lives on the document's body).
    window.addEventListener('hashchange', () => {
      if (this.panel && !location.hash.startsWith(`#/match/${encodeURIComponent(page.id)}`)) this.close();
    });
  }

  /** Whether this viewer may open the aid now: allowed, seated, the game begun. */
  available() {
    const match = this.page.match;
    return Boolean(match?.learning_aid) && this.page.seat != null && match.status !== 'open';
  }

  render() {
    const match = this.page.match;
    this.allowedLine.hidden = !match?.learning_aid;
    this.button.hidden = !this.available();
    if (!this.panel) return;
    if (!this.available()) { this.close(); return; }
    if (match.version !== this.requested) this.refresh();
  }

  open() {
    if (this.panel) { this.close(); return; }
    document.querySelector('.rules-panel')?.remove();
    const close = el('button', { type: 'button', class: 'button', testid: 'aid-close', text: t('aid-close') });
    close.addEventListener('click', () => this.close());
    this.status = el('p', { class: 'muted', testid: 'aid-status', role: 'status', text: t('aid-asking') });
    this.notepad = el('div', { class: 'aid-notepad', testid: 'aid-notepad' });
    this.known = el('ul', { class: 'aid-known small' });
    this.knownBox = el('details', { class: 'aid-known-box', testid: 'aid-known', hidden: true },
      el('summary', { text: t('aid-known') }), this.known);
    this.panel = el('aside', { class: 'rules-panel aid-panel', testid: 'aid-panel', role: 'dialog', 'aria-label': t('aid-panel.aria-label') },
      el('div', { class: 'rules-panel-head' }, el('strong', { text: t('aid-panel-title') }), close),
      el('div', { class: 'rules-panel-body' },
        el('p', { class: 'muted small aid-intro',
          text: t('aid-intro') }),
        this.status, this.notepad, this.knownBox));
    this.onKey = (event) => { if (event.key === 'Escape') this.close(); };
    document.addEventListener('keydown', this.onKey);
    // The Rules panel takes this one's place (one side panel at a time): then this one is closed.
    this.observer = new MutationObserver(() => { if (this.panel && !this.panel.isConnected) this.close(); });
    this.observer.observe(document.body, { childList: true });
    document.body.append(this.panel);
    // On a wide screen the page makes room for the panel: the table stays in sight beside it.
    document.body.classList.add('aid-open');
    this.button.setAttribute('aria-expanded', 'true');
    close.focus();
    this.refresh();
  }

  close() {
    this.panel?.remove();
    this.panel = null;
    document.body.classList.remove('aid-open');
    this.requested = null;
    this.observer?.disconnect();
    this.observer = null;
    if (this.onKey) document.removeEventListener('keydown', this.onKey);
    this.onKey = null;
    this.button.setAttribute('aria-expanded', 'false');
  }

  /** Fetches the seat's aid and draws it; one request at a time, the latest version wins. */
  async refresh() {
    const version = this.page.match?.version;
    this.requested = version;
    if (this.loading) { this.again = true; return; }
    this.loading = true;
    const panel = this.panel;
    try {
      const token = this.page.tokens().token || undefined;
      // In the page's language, so a solver's refusal is said in it throughout.
      const aid = await api('GET', `/api/matches/${encodeURIComponent(this.page.id)}/aid?lang=${encodeURIComponent(language())}`, undefined, token);
      const kind = KINDS[aid.solver];
      if (!kind) throw new Error(t('aid-unknown-kind', { solver: aid.solver }));
      const { setup, entries } = await kind.fromDocument(aid.document);
      // Lady Alice's notepad names the seats: the people's names at this table.
      if (kind === ladyAlice) {
        const names = seatNames(this.page.match);
        setup.names = setup.names.map((_, seat) => nameOf(names, seat));
      }
      if (panel !== this.panel) return;
      this.status.hidden = true;
      this.notepad.dataset.version = String(aid.version);
      kind.renderNotepad(this.notepad, setup, aid.answer);
      const own = kind === ladyAlice
        ? t('aid-own-evidence', { clue: ladyAlice.clueName(setup.my_evidence) })
        : t('aid-own-cards', { cards: setup.hand.map(cluedo.cardName).join(', ') });
      this.known.replaceChildren(el('li', { text: own }),
        ...entries.map((entry) => el('li', { text: kind.describe(setup, entry) })));
      this.knownBox.hidden = false;
      this.knownBox.querySelector('summary').textContent = t('aid-known-count', { count: entries.length + 1 });
    } catch (err) {
      if (panel === this.panel && this.status) {
        this.status.hidden = false;
        this.status.textContent = errorText(err, err.message);
      }
    } finally {
      this.loading = false;
      if (this.again) {
        this.again = false;
        if (this.panel && this.requested !== version) this.refresh();
      }
    }
  }
}
