// replay.js — the #/replay/ID page: a finished match step by step. Each step is
// GET /api/matches/ID/replay/STEP (the `everyone` view after STEP actions), drawn
// read-only by the game's table module, with first/previous/slider/next/last.

import { api } from './api.js';
import { el, showError, seatNames } from './ui.js';
import { loadGameModule } from './loader.js';

export function renderReplay(root, matchId) {
  const page = new ReplayPage(root, matchId);
  page.start();
  return () => page.stop();
}

class ReplayPage {
  constructor(root, matchId) {
    this.id = matchId;
    this.step = 0;
    this.steps = 0;
    this.cache = new Map();
    this.pending = null;
    this.title = el('h2', { class: 'match-title', text: `Replay · ${matchId}` });
    this.label = el('span', { class: 'replay-step', testid: 'replay-step', text: '' });
    this.slider = el('input', { type: 'range', min: '0', max: '0', value: '0', testid: 'replay-slider', 'aria-label': 'Step', on: { input: () => this.go(Number(this.slider.value)) } });
    const button = (testid, text, delta) => el('button', { type: 'button', testid, text, on: { click: () => this.go(delta(this.step)) } });
    this.controls = el('div', { class: 'replay-controls' },
      button('replay-first', '« First', () => 0),
      button('replay-prev', '◀ Previous', (s) => s - 1),
      this.slider,
      button('replay-next', 'Next ▶', (s) => s + 1),
      button('replay-last', 'Last »', () => this.steps),
      this.label);
    this.events = el('ol', { class: 'log', testid: 'log' });
    this.table = el('section', { class: 'game-table', testid: 'game-table' });
    this.onKey = (e) => {
      if (e.target instanceof HTMLInputElement && e.target.type !== 'range') return;
      if (e.key === 'ArrowLeft') this.go(this.step - 1);
      if (e.key === 'ArrowRight') this.go(this.step + 1);
    };
    root.append(el('div', { class: 'match-page replay-page' },
      el('div', { class: 'match-head' }, this.title, el('a', { href: `#/match/${encodeURIComponent(matchId)}`, class: 'small', text: 'final table' })),
      el('div', { class: 'card' }, this.controls),
      el('div', { class: 'card' }, el('h3', { text: 'This step' }), this.events),
      this.table));
  }

  async start() {
    document.addEventListener('keydown', this.onKey);
    try {
      this.match = await api('GET', `/api/matches/${encodeURIComponent(this.id)}`);
      this.title.textContent = `Replay · ${this.match.game_name || this.match.game} · ${this.id}`;
      this.game = await loadGameModule(this.match.game);
      await this.go(0);
    } catch (err) {
      showError(err.message);
      this.table.replaceChildren(el('p', { class: 'notice', text: err.message }));
    }
  }

  stop() { document.removeEventListener('keydown', this.onKey); }

  async fetchStep(step) {
    if (!this.cache.has(step)) {
      const p = api('GET', `/api/matches/${encodeURIComponent(this.id)}/replay/${step}`);
      this.cache.set(step, p);
      p.catch(() => this.cache.delete(step));
    }
    return this.cache.get(step);
  }

  async go(step) {
    if (!this.match) return;
    const target = Math.max(0, Math.min(this.steps || step, step));
    this.pending = target;
    let data;
    try { data = await this.fetchStep(target); } catch (err) { showError(err.message); return; }
    if (this.pending !== target) return; // a later request superseded this one
    this.step = data.step;
    this.steps = data.steps;
    this.slider.max = String(data.steps);
    this.slider.value = String(data.step);
    this.label.textContent = `step ${data.step} of ${data.steps}`;
    this.draw(data);
  }

  draw(data) {
    const ctx = {
      view: data.view,
      seat: null,
      match: this.match,
      send: () => showError('This is a replay: nothing can be played here.'),
      legalActions: null,
      names: seatNames(this.match),
      toMove: data.view?.to_move || [],
      readOnly: true,
    };
    const words = (data.events || []).map((e) => {
      const body = e.body ?? e;
      try { const w = this.game?.describeEvent?.(body, ctx); if (w !== undefined) return w; } catch { /* raw below */ }
      return JSON.stringify(body);
    }).filter(Boolean);
    this.events.replaceChildren(...(words.length ? words : [data.step === 0 ? 'The cards are dealt.' : 'Nothing public happened.']).map((t) => el('li', { text: t })));
    if (this.game?.render) {
      try { this.game.render(this.table, ctx); return; } catch (err) { showError(`The table could not be drawn: ${err.message}`); }
    }
    this.table.replaceChildren(
      el('p', { class: 'notice', text: 'This game has no table yet in this browser UI. Here is the raw view.' }),
      el('pre', { class: 'raw', testid: 'raw-view', text: JSON.stringify(data.view, null, 2) }));
  }
}
