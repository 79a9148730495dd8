// replay.js — the #/replay/ID page: a finished match step by step. Each step is
// GET /api/matches/ID/replay/STEP (the `everyone` view after STEP actions), drawn
// read-only by the game's table module, with first/previous/slider/next/last;
// under the title, what the match was (ui.js factsLine: rated, clock, campaign).
// Above the table, GET /api/matches/ID/analysis is drawn as a plot: for each seat,
// how probable its knowledge made the true solution after each action, with its
// marker drawn larger where the solution became certain for it. Every seat keeps
// its own colour, dash pattern and marker shape (the legend shows them), and lines
// that coincide are drawn a little apart, so no seat hides another. Clicking the
// plot jumps to that step. #/replay/ID/analysis scrolls to the analysis.
//
// Next and Previous (and the arrow keys) skip the steps where nothing public
// happened, unless "show every step" is ticked. A step is public when one of its
// events is addressed to everyone, or when the everyone-view after it differs from
// the one before it: what the whole table could see. A step with only private
// events and no visible change (a notebook saved, a note to oneself) is skipped;
// its private events are not lost, the toggle shows them. The first and last steps
// always count. The slider and the plot still reach any step. Private events are
// told by the game's describeEvent as narrated (ctx.replay: by name, never "you")
// and marked with whom they were for.

import { api, fetchGames } from './api.js';
import { el, showError, seatNames, nameOf, listWords, matchTitle, factsLine } from './ui.js';
import { loadGameModule } from './loader.js';
import { t, language, errorText } from './i18n.js';

export function renderReplay(root, matchId, { analysis = false } = {}) {
  const page = new ReplayPage(root, matchId);
  page.scrollToAnalysis = analysis;
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
    this.everyStep = false;
    this.skipped = 0;
    this.title = el('h2', { class: 'match-title', testid: 'match-title', text: t('replay-title') });
    // What the match was: rated, clock, campaign group, case/scenario/puzzle.
    this.facts = el('div', { class: 'match-facts-box' });
    this.label = el('span', { class: 'replay-step', testid: 'replay-step', text: '' });
    this.slider = el('input', { type: 'range', min: '0', max: '0', value: '0', testid: 'replay-slider', 'aria-label': t('replay-step-slider.aria-label'), on: { input: () => this.go(Number(this.slider.value)) } });
    const button = (testid, text, onClick) => el('button', { type: 'button', testid, text, on: { click: onClick } });
    this.everyStepBox = el('input', { type: 'checkbox', testid: 'replay-every-step', on: { change: () => { this.everyStep = this.everyStepBox.checked; } } });
    this.controls = el('div', { class: 'replay-controls' },
      button('replay-first', t('replay-first'), () => this.go(0)),
      button('replay-prev', t('replay-previous'), () => this.stepBy(-1)),
      this.slider,
      button('replay-next', t('replay-next'), () => this.stepBy(1)),
      button('replay-last', t('replay-last'), () => this.go(this.steps)),
      this.label,
      el('label', { class: 'replay-every-step small', title: t('replay-every-step-title') },
        this.everyStepBox, ` ${t('replay-every-step')}`));
    this.events = el('ol', { class: 'log', testid: 'log' });
    this.analysis = el('div', { class: 'card analysis', testid: 'analysis', id: 'analysis', hidden: true });
    this.table = el('section', { class: 'game-table', testid: 'game-table' });
    this.onKey = (e) => {
      if (e.target instanceof HTMLInputElement && e.target.type !== 'range') return;
      if (e.key === 'ArrowLeft') this.stepBy(-1);
      if (e.key === 'ArrowRight') this.stepBy(1);
    };
    root.append(el('div', { class: 'match-page replay-page' },
      el('div', { class: 'match-head' }, this.title, el('a', { href: `#/match/${encodeURIComponent(matchId)}`, class: 'small', text: t('replay-final-table') })),
      this.facts,
      el('div', { class: 'card' }, this.controls),
      this.analysis,
      el('div', { class: 'card' }, el('h3', { text: t('replay-this-step') }), this.events),
      this.table));
  }

  async start() {
    document.addEventListener('keydown', this.onKey);
    try {
      this.match = await api('GET', `/api/matches/${encodeURIComponent(this.id)}`);
      this.title.textContent = t('replay-title-match', { title: matchTitle(this.match) });
      fetchGames().then((games) => {
        const info = games.find((g) => g.id === this.match.game)?.info || null;
        this.facts.replaceChildren(factsLine(this.match, info));
      }).catch(() => {});
      this.game = await loadGameModule(this.match.game);
      await this.go(0);
      this.loadAnalysis();
    } catch (err) {
      showError(errorText(err, err.message));
      this.table.replaceChildren(el('p', { class: 'notice', text: errorText(err, err.message) }));
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

  /**
   * Whether a step is public (see the top of this file): an event for everyone, or
   * an everyone-view that differs from the step before's. Step 0 and the last step
   * always are.
   */
  async isPublic(step) {
    if (step <= 0 || step >= this.steps) return true;
    const [data, before] = await Promise.all([this.fetchStep(step), this.fetchStep(step - 1)]);
    if ((data.events || []).some((e) => e.audience === 'all')) return true;
    return JSON.stringify(data.view) !== JSON.stringify(before.view);
  }

  /** Next (+1) or Previous (-1): the nearest public step that way, or simply the next one with every step shown. */
  async stepBy(direction) {
    if (!this.match) return;
    const from = this.step;
    let target = from + direction;
    if (target < 0 || target > this.steps) return;
    const ticket = {};
    this.searching = ticket;
    if (!this.everyStep) {
      try {
        while (target > 0 && target < this.steps && !(await this.isPublic(target))) {
          if (this.searching !== ticket) return; // another move superseded this one
          target += direction;
        }
      } catch (err) { showError(errorText(err, err.message)); return; }
      if (this.searching !== ticket) return;
    }
    await this.go(target, { skipped: Math.abs(target - from) - 1 });
  }

  async go(step, { skipped = 0 } = {}) {
    if (!this.match) return;
    if (!skipped) this.searching = null; // a jump (slider, plot, first, last) ends any search
    const target = Math.max(0, Math.min(this.steps || step, step));
    this.pending = target;
    let data;
    try { data = await this.fetchStep(target); } catch (err) { showError(errorText(err, err.message)); return; }
    if (this.pending !== target) return; // a later request superseded this one
    this.step = data.step;
    this.steps = data.steps;
    this.skipped = skipped;
    this.slider.max = String(data.steps);
    this.slider.value = String(data.step);
    this.label.textContent = skipped
      ? t('replay-step-skipped', { step: data.step, steps: data.steps, skipped })
      : t('replay-step', { step: data.step, steps: data.steps });
    this.moveCursor();
    this.draw(data);
    // The next step is usually wanted next: fetch it meanwhile.
    if (data.step < data.steps) this.fetchStep(data.step + 1).catch(() => {});
  }

  async loadAnalysis() {
    let analysis;
    try {
      analysis = await api('GET', `/api/matches/${encodeURIComponent(this.id)}/analysis`);
    } catch (err) {
      // A game without a solver answers 404: say so quietly instead of a banner.
      this.analysis.hidden = false;
      this.analysis.replaceChildren(el('h3', { text: t('replay-analysis') }), el('p', { class: 'small', text: errorText(err, err.message) }));
      if (this.scrollToAnalysis) this.analysis.scrollIntoView();
      return;
    }
    this.analysisData = analysis;
    this.analysis.hidden = false;
    this.analysis.replaceChildren(
      el('h3', { text: t('replay-analysis-title') }),
      this.plot(analysis),
      el('ul', { class: 'analysis-summary', testid: 'analysis-summary', 'aria-label': t('replay-analysis-legend.aria-label') },
        analysis.seats.map((s) => el('li', {},
          legendSample(s.seat),
          ' ',
          this.certainty(s)))),
      analysis.seats.length > 1 ? el('p', { class: 'muted small', text: t('replay-analysis-apart') }) : null);
    this.moveCursor();
    if (this.scrollToAnalysis) this.analysis.scrollIntoView();
  }

  names() { return seatNames(this.match); }

  /** A seat's line of the legend: when its knowledge made the truth certain, if ever. */
  certainty(s) {
    const name = this.names()[s.seat] ?? nameOf({}, s.seat);
    if (s.certain_at === null || s.certain_at === undefined) {
      return t('replay-analysis-never', { name, percent: percent(s.truth[Math.max(0, s.truth.length - 2)]) });
    }
    if (s.certain_at === 0) return t('replay-analysis-certain-deal', { name });
    return t('replay-analysis-certain-after', { name, action: s.certain_at });
  }

  plot(analysis) {
    const W = 600, H = 200, L = 36, R = 8, T = 8, B = 22;
    const n = Math.max(1, analysis.actions);
    const x = (k) => L + (k / n) * (W - L - R);
    const y = (p) => T + (1 - p) * (H - T - B);
    const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, class: 'analysis-plot', role: 'img', 'aria-label': t('replay-analysis-plot.aria-label'), 'data-testid': 'analysis-plot' });
    for (const p of [0, 0.5, 1]) {
      svg.append(svgEl('line', { x1: L, x2: W - R, y1: y(p), y2: y(p), class: 'grid' }));
      svg.append(svgEl('text', { x: L - 4, y: y(p) + 4, 'text-anchor': 'end', class: 'axis', text: percent(p) }));
    }
    svg.append(svgEl('text', { x: L, y: H - 6, class: 'axis', text: t('replay-axis-deal') }));
    svg.append(svgEl('text', { x: W - R, y: H - 6, 'text-anchor': 'end', class: 'axis', text: t('replay-axis-action', { action: analysis.actions }) }));
    const count = analysis.seats.length;
    // Markers every `every` actions (about eight per line), staggered per seat.
    const every = Math.max(1, Math.ceil(n / 8));
    analysis.seats.forEach((s, i) => {
      const style = seatStyle(s.seat);
      const name = this.names()[s.seat] ?? nameOf({}, s.seat);
      // Lines that coincide are drawn OFFSET px apart (an eighth of a percent each).
      const dy = (i - (count - 1) / 2) * OFFSET;
      const at = (k) => [x(k), y(s.truth[k]) + dy];
      const group = svgEl('g', { class: 'seat-line', 'data-seat': s.seat, 'data-marker': style.marker, 'data-dash': style.dash || 'solid' },
        svgEl('title', { text: name }));
      const points = s.truth.map((_, k) => at(k).map((v) => v.toFixed(1)).join(',')).join(' ');
      group.append(svgEl('polyline', { points, fill: 'none', stroke: style.color, 'stroke-width': 2, 'stroke-dasharray': style.dash || 'none', 'data-seat': s.seat }));
      const stagger = Math.round((i * every) / Math.max(1, count));
      for (let k = stagger; k < s.truth.length; k += every) {
        group.append(marker(style, ...at(k), 3.5, { class: 'point' }));
      }
      if (s.certain_at !== null && s.certain_at !== undefined) {
        group.append(marker(style, ...at(s.certain_at), 6, { 'data-testid': 'analysis-certain', class: 'certain' },
          svgEl('title', { text: this.certainty(s) })));
      }
      svg.append(group);
    });
    this.cursor = svgEl('line', { y1: T, y2: H - B, class: 'cursor' });
    svg.append(this.cursor);
    this.plotX = { L, R, W, n };
    svg.addEventListener('click', (e) => {
      const box = svg.getBoundingClientRect();
      const vx = ((e.clientX - box.left) / box.width) * W;
      this.go(Math.round(((vx - L) / (W - L - R)) * n));
    });
    return svg;
  }

  moveCursor() {
    if (!this.cursor || !this.plotX) return;
    const { L, R, W, n } = this.plotX;
    const cx = L + (this.step / n) * (W - L - R);
    this.cursor.setAttribute('x1', cx);
    this.cursor.setAttribute('x2', cx);
  }

  draw(data) {
    const ctx = {
      view: data.view,
      seat: null,
      match: this.match,
      send: () => showError(t('replay-nothing-to-play')),
      legalActions: null,
      names: seatNames(this.match),
      toMove: data.view?.to_move || [],
      readOnly: true,
      // Events are narrated by name: a seat's private event is never "you" here.
      replay: true,
    };
    const names = seatNames(this.match);
    const items = (data.events || []).map((e) => {
      const body = e.body ?? e;
      // An event for some seats only: the table names them (`ctx.audience`) where
      // a live table would say "you", and the badge says whom it was for.
      const only = Array.isArray(e.audience?.seats) ? e.audience.seats : null;
      let words;
      try { words = this.game?.describeEvent?.(body, { ...ctx, audience: only }); } catch { /* raw below */ }
      if (words === undefined) words = JSON.stringify(body);
      if (!words) return null;
      if (!only) return el('li', { text: words });
      return el('li', { class: 'private-event', testid: 'replay-private-event' },
        el('span', { class: 'badge private', text: t('replay-only-for', { names: listWords(only.map((s) => nameOf(names, s))) }) }), ' ', words);
    }).filter(Boolean);
    this.events.replaceChildren(...(items.length ? items : [el('li', { text: data.step === 0 ? t('replay-dealt') : t('replay-nothing-public') })]));
    if (this.game?.render) {
      try { this.game.render(this.table, ctx); return; } catch (err) { showError(t('replay-table-failed', { error: err.message })); }
    }
    this.table.replaceChildren(
      el('p', { class: 'notice', text: t('replay-no-table') }),
      el('pre', { class: 'raw', testid: 'raw-view', text: JSON.stringify(data.view, null, 2) }));
  }
}

const PLOT_COLORS = ['#c8413b', '#2f6fc0', '#2f8f57', '#d08a12', '#7d4fb8', '#1f8a8a', '#8a4f7d'];
const PLOT_DASHES = ['', '9 4', '2 3', '12 3 3 3', '5 5', '1 5', '14 6'];
const PLOT_MARKERS = ['circle', 'square', 'triangle', 'diamond', 'cross', 'down', 'plus'];
const OFFSET = 2.5;

/** A seat's colour, dash pattern and marker shape; seats 0..6 all differ in each. */
function seatStyle(seat) {
  const k = ((seat % PLOT_COLORS.length) + PLOT_COLORS.length) % PLOT_COLORS.length;
  return { color: PLOT_COLORS[k], dash: PLOT_DASHES[k], marker: PLOT_MARKERS[k] };
}

/** A marker of the seat's shape centred on (cx, cy), radius r. */
function marker(style, cx, cy, r, attrs = {}, ...children) {
  const hollow = { fill: '#fff', stroke: style.color, 'stroke-width': 1.8 };
  const filled = { fill: style.color, stroke: '#fff', 'stroke-width': 1 };
  const paint = attrs.class === 'certain' ? filled : hollow;
  const common = { ...paint, ...attrs, 'data-marker': style.marker };
  const poly = (pts) => svgEl('polygon', { ...common, points: pts.map(([a, b]) => `${(cx + a * r).toFixed(1)},${(cy + b * r).toFixed(1)}`).join(' ') }, ...children);
  switch (style.marker) {
    case 'square': return poly([[-0.85, -0.85], [0.85, -0.85], [0.85, 0.85], [-0.85, 0.85]]);
    case 'triangle': return poly([[0, -1.1], [1, 0.8], [-1, 0.8]]);
    case 'down': return poly([[0, 1.1], [1, -0.8], [-1, -0.8]]);
    case 'diamond': return poly([[0, -1.2], [1, 0], [0, 1.2], [-1, 0]]);
    case 'cross': return svgEl('path', { ...common, fill: 'none', stroke: style.color, 'stroke-width': 2.2, d: `M${cx - r},${cy - r}L${cx + r},${cy + r}M${cx - r},${cy + r}L${cx + r},${cy - r}` }, ...children);
    case 'plus': return svgEl('path', { ...common, fill: 'none', stroke: style.color, 'stroke-width': 2.2, d: `M${cx - r},${cy}H${cx + r}M${cx},${cy - r}V${cy + r}` }, ...children);
    default: return svgEl('circle', { ...common, cx: cx.toFixed(1), cy: cy.toFixed(1), r }, ...children);
  }
}

/** The legend's sample of a seat's line: its colour, dash pattern and marker. */
function legendSample(seat) {
  const style = seatStyle(seat);
  const svg = svgEl('svg', { class: 'legend-sample', viewBox: '0 0 36 12', width: 36, height: 12, 'aria-hidden': 'true', 'data-testid': `legend-seat-${seat}`, 'data-marker': style.marker, 'data-dash': style.dash || 'solid' });
  svg.append(svgEl('line', { x1: 1, x2: 35, y1: 6, y2: 6, stroke: style.color, 'stroke-width': 2, 'stroke-dasharray': style.dash || 'none' }));
  svg.append(marker(style, 18, 6, 3.5));
  return svg;
}

/** A probability as a percentage in the reader's language ("50%", "50 %"). */
function percent(p) {
  const digits = p > 0 && p < 0.01 ? 2 : 0;
  return new Intl.NumberFormat(language(), { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(p);
}

/** An SVG element; `text` sets the text content, children are appended. */
function svgEl(tag, attrs = {}, ...children) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [key, val] of Object.entries(attrs)) {
    if (key === 'text') node.textContent = val;
    else node.setAttribute(key, String(val));
  }
  for (const child of children) node.append(child);
  return node;
}
