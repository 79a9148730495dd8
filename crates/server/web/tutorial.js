// tutorial.js — the guide of a tutorial match: a box beside the table (above it
// on a phone) with the tutorial's title, the current step's hint ("what to do
// and why"), the table control to press next outlined, and the debrief once the
// game is over. On a phone the box scrolls away with the page, so a bar stays at
// the top of the screen with the step's short hint and count (and, at a press on
// "more", the whole hint); it takes its own room at the top of the page and the
// outlined control is kept out from under it. A tutorial is an ordinary match
// whose learner must play the script's moves; the server sends the learner one
// `tutorial` message per step (never the script), and this module only shows it. A step names the controls to press in order (their
// data-testid): each use moves the outline on (a press, a choice in a list, words
// typed in a box and confirmed); a text box or list carries the words to type or
// the option to choose (`data-tutorial-text`), which the hint quotes too. The
// hints are the script's in the learner's language (the tutorial is made in it);
// this module's own words come from the tutorial catalogue.

import { t } from './i18n.js';
import { el } from './ui.js';

export class TutorialGuide {
  constructor(page) {
    this.page = page;
    this.message = null;
    this.pressed = 0; // how many of the step's targets were pressed
    this.title = el('strong', { class: 'tutorial-title', testid: 'tutorial-title' });
    this.count = el('span', { class: 'muted small tutorial-count', testid: 'tutorial-count' });
    this.hint = el('p', { class: 'tutorial-hint', testid: 'tutorial-hint' });
    this.debrief = el('div', { class: 'tutorial-debrief', testid: 'tutorial-debrief', hidden: true });
    this.waitingLine = el('p', { class: 'muted small', testid: 'tutorial-waiting', hidden: true });
    this.box = el('section', { class: 'card tutorial-box', testid: 'tutorial', role: 'status', 'aria-live': 'polite', hidden: true },
      el('div', { class: 'tutorial-head' }, el('span', { class: 'tutorial-badge', text: t('tutorial-badge') }), this.title, this.count),
      this.hint, this.waitingLine, this.debrief);
    // The phone's bar (style.css hides it on a wide screen, where the box
    // itself stays in sight). The box speaks to screen readers; the bar repeats it.
    this.expanded = false;
    this.barCount = el('span', { class: 'tutorial-bar-count', testid: 'tutorial-bar-count' });
    this.barText = el('p', { class: 'tutorial-bar-text', testid: 'tutorial-bar-text' });
    this.barFull = el('div', { class: 'tutorial-bar-full', testid: 'tutorial-bar-full', hidden: true });
    this.barMore = el('button', { type: 'button', class: 'tutorial-bar-more', testid: 'tutorial-bar-more', 'aria-expanded': 'false', text: t('tutorial-more'),
      on: { click: () => this.toggleBar() } });
    this.bar = el('aside', { class: 'tutorial-bar', testid: 'tutorial-bar', 'aria-label': t('tutorial-bar-label'), hidden: true },
      el('div', { class: 'tutorial-bar-body' },
        el('div', { class: 'tutorial-bar-head' }, el('span', { class: 'tutorial-badge', text: t('tutorial-badge') }), this.barCount),
        this.barText, this.barFull),
      this.barMore);
    // The bar's height, for style.css: whatever is scrolled into view (by the
    // table, a link, the browser) stops below the bar instead of under it.
    this.barSize = typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => document.body.style.setProperty('--tutorial-bar-height', `${this.bar.offsetHeight}px`))
      : null;
    // Using the outlined control moves the outline to the step's next one: a
    // press for a button, a choice for a list, some words for a text box.
    this.onUse = (event) => {
      const target = this.currentTarget();
      if (!target || !(event.target === target || target.contains(event.target))) return;
      const tag = target.tagName;
      const typed = (tag === 'INPUT' && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)) || tag === 'TEXTAREA';
      const wanted = typed ? 'input' : tag === 'SELECT' ? 'change' : 'click';
      if (event.type !== wanted) return;
      if ((typed || tag === 'SELECT') && !String(target.value || '').trim()) return;
      this.pressed += 1;
      // The table redraws after the press; outline the next control then.
      setTimeout(() => this.outline(), 0);
    };
    for (const type of ['click', 'change', 'input']) document.addEventListener(type, this.onUse, true);
  }

  stop() {
    for (const type of ['click', 'change', 'input']) document.removeEventListener(type, this.onUse, true);
    document.body.classList.remove('tutorial-on');
    this.barSize?.disconnect();
    this.bar.remove();
    document.body.style.removeProperty('--tutorial-bar-height');
    this.clearOutline();
  }

  /** A `tutorial` message from the server: the step the learner is at. */
  onMessage(msg) {
    const sameStep = this.message && this.message.step === msg.step && this.message.over === msg.over;
    this.message = msg;
    if (!sameStep) { this.pressed = 0; this.scrolledTo = null; this.expanded = false; }
    this.box.hidden = false;
    document.body.classList.add('tutorial-on');
    // First in the page, so that (sticky) it takes its own room above the header.
    if (!this.bar.isConnected) {
      document.body.prepend(this.bar);
      this.barSize?.observe(this.bar);
    }
    this.bar.hidden = false;
    // The script's texts are in its language (the learner's, or English when
    // the game has no script in it).
    this.box.lang = msg.language || '';
    this.barText.lang = msg.language || '';
    this.barFull.lang = msg.language || '';
    this.title.textContent = msg.title || t('tutorial-badge');
    const done = Math.min(msg.step ?? 0, msg.steps ?? 0);
    this.count.textContent = msg.over ? t('tutorial-finished') : t('tutorial-step-count', { step: done + 1, steps: Number(msg.steps) || 0 });
    if (msg.over) {
      this.hint.textContent = t('tutorial-over');
      this.hint.classList.remove('muted');
      this.waitingLine.hidden = true;
      this.debrief.hidden = false;
      this.debrief.replaceChildren(...paragraphs(msg.debrief),
        el('p', {}, el('a', { class: 'button primary', href: '#/', testid: 'tutorial-done', text: t('tutorial-back-to-games') })));
    } else {
      this.debrief.hidden = true;
      // While the others move, the last hint stays (greyed) until the next one.
      if (msg.hint) this.hint.replaceChildren(...paragraphs(msg.hint));
      this.hint.classList.toggle('muted', Boolean(msg.waiting));
      this.waitingLine.hidden = !msg.waiting;
      this.waitingLine.textContent = waitingText(msg);
    }
    this.fillBar();
    this.outline();
  }

  /** The bar: the step count, and the short hint or (expanded) the whole one. */
  fillBar() {
    const msg = this.message;
    if (!msg) return;
    this.barCount.textContent = this.count.textContent;
    let short;
    let full = '';
    if (msg.over) {
      short = t('tutorial-over-bar');
    } else if (msg.waiting) {
      short = waitingText(msg);
    } else {
      full = msg.hint || '';
      short = msg.short || firstSentence(full);
    }
    this.barText.textContent = short;
    this.barFull.replaceChildren(...paragraphs(full));
    // Over, "more" goes to the debrief in the box; else it opens the whole hint.
    const more = msg.over || Boolean(full && full.trim() !== short.trim());
    this.barMore.hidden = !more;
    if (!more) this.expanded = false;
    const open = this.expanded && !msg.over;
    this.barFull.hidden = !open;
    this.barText.hidden = open;
    this.bar.classList.toggle('expanded', open);
    this.barMore.textContent = msg.over ? t('tutorial-read-debrief') : open ? t('tutorial-less') : t('tutorial-more');
    this.barMore.setAttribute('aria-expanded', String(open));
  }

  toggleBar() {
    if (this.message?.over) {
      // The debrief is in the box, at the top of the page: bring it under the bar.
      const top = this.box.getBoundingClientRect().top + window.scrollY - this.barBottom() - 8;
      window.scrollTo({ top: Math.max(0, top) });
      return;
    }
    // The page keeps its place while the bar grows or shrinks (the bar takes
    // its room at the top of the page, which is off screen once scrolled).
    const before = this.bar.offsetHeight;
    this.expanded = !this.expanded;
    this.fillBar();
    if (window.scrollY > 0) window.scrollBy(0, this.bar.offsetHeight - before);
    this.barFull.scrollTop = 0;
    this.keepClear(this.currentTarget());
  }

  /** Where the screen's free space starts: below the phone's bar when shown. */
  barBottom() {
    if (this.bar.hidden || !this.bar.isConnected) return 0;
    const rect = this.bar.getBoundingClientRect();
    return rect.height > 0 ? Math.max(0, rect.bottom) : 0;
  }

  /** Called after the table is drawn: the outline follows the redrawn controls. */
  afterRender() {
    this.outline();
  }

  targets() {
    const m = this.message;
    if (!m || m.over || m.waiting || !Array.isArray(m.highlight)) return [];
    return m.highlight;
  }

  currentTarget() {
    const list = this.targets();
    if (!list.length) return null;
    // Presses beyond the list (a control pressed twice) stay on its last one.
    const wanted = list[Math.min(this.pressed, list.length - 1)];
    const selector = `[data-testid="${CSS.escape(wanted.testid)}"]`;
    return [...document.querySelectorAll(selector)].find((node) => node.offsetParent !== null || node === document.activeElement) || null;
  }

  clearOutline() {
    for (const node of document.querySelectorAll('.tutorial-target')) {
      node.classList.remove('tutorial-target');
      delete node.dataset.tutorialText;
    }
  }

  outline() {
    this.clearOutline();
    const list = this.targets();
    const target = this.currentTarget();
    if (!target) return;
    const wanted = list[Math.min(this.pressed, list.length - 1)];
    target.classList.add('tutorial-target');
    if (typeof wanted.text === 'string') target.dataset.tutorialText = wanted.text;
    // Each control the outline moves to comes into view once (a phone's table
    // is long; the hint is at its top), and is then left where the learner
    // scrolls it.
    if (this.scrolledTo !== this.pressed) {
      this.scrolledTo = this.pressed;
      const rect = target.getBoundingClientRect();
      if (rect.top < this.barBottom() || rect.bottom > window.innerHeight) target.scrollIntoView({ block: 'center' });
    }
    this.keepClear(target);
  }

  /**
   * Never under something that stays on screen (the phone's guide bar, a phone
   * table's action bar): covered, the control comes to the middle of the
   * screen, and lower still if the bar would yet reach it. (On a wide screen the
   * guide has a column of its own and covers nothing.)
   */
  keepClear(target) {
    if (!target) return;
    let rect = target.getBoundingClientRect();
    const underBar = (r) => r.height > 0 && r.top < this.barBottom() && r.bottom > 0;
    const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (underBar(rect) || (onTop && onTop !== target && !target.contains(onTop))) {
      target.scrollIntoView({ block: 'center' });
      rect = target.getBoundingClientRect();
      if (underBar(rect)) window.scrollBy(0, rect.top - this.barBottom() - 8);
    }
  }
}

/** While another seat moves: who (by the script's name for it), in the reader's words. */
function waitingText(msg) {
  if (!msg.waiting) return '';
  return msg.waiting_name ? t('tutorial-waiting-named', { name: msg.waiting_name }) : t('tutorial-waiting');
}

/** A hint's first sentence, cut to about 140 characters (when the server gave no short hint). */
function firstSentence(text) {
  const flat = String(text || '').trim().split(/\n\s*\n/)[0].replace(/\s+/g, ' ');
  const stop = flat.search(/[.!?](\s|$)/);
  const sentence = stop >= 0 ? flat.slice(0, stop + 1) : flat;
  if (sentence.length <= 140) return sentence;
  const cut = sentence.slice(0, 139);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : 139)}…`;
}

/** A text of paragraphs separated by blank lines, as text nodes (never HTML). */
function paragraphs(text) {
  return String(text || '').split(/\n\s*\n/).filter((p) => p.trim()).map((p) => el('p', { text: p.trim() }));
}
