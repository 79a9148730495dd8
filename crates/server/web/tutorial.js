// tutorial.js — the guide of a tutorial match: a box beside the table (above it
// on a phone) with the tutorial's title, the current step's hint ("what to do
// and why"), the table control to press next outlined, and the debrief once the game is over. A
// tutorial is an ordinary match whose learner must play the script's moves; the
// server sends the learner one `tutorial` message per step (never the script), and
// this module only shows it. A step names the controls to press in order (their
// data-testid): each use moves the outline on (a press, a choice in a list, words
// typed in a box and confirmed); a text box or list carries the words to type or
// the option to choose (`data-tutorial-text`), which the hint quotes too.

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
      el('div', { class: 'tutorial-head' }, el('span', { class: 'tutorial-badge', text: 'Tutorial' }), this.title, this.count),
      this.hint, this.waitingLine, this.debrief);
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
    this.clearOutline();
  }

  /** A `tutorial` message from the server: the step the learner is at. */
  onMessage(msg) {
    const sameStep = this.message && this.message.step === msg.step && this.message.over === msg.over;
    this.message = msg;
    if (!sameStep) { this.pressed = 0; this.scrolled = false; }
    this.box.hidden = false;
    document.body.classList.add('tutorial-on');
    this.title.textContent = msg.title || 'Tutorial';
    const done = Math.min(msg.step ?? 0, msg.steps ?? 0);
    this.count.textContent = msg.over ? 'finished' : `step ${done + 1} of ${msg.steps}`;
    if (msg.over) {
      this.hint.textContent = 'The tutorial game is over.';
      this.hint.classList.remove('muted');
      this.waitingLine.hidden = true;
      this.debrief.hidden = false;
      this.debrief.replaceChildren(...paragraphs(msg.debrief),
        el('p', {}, el('a', { class: 'button primary', href: '#/', testid: 'tutorial-done', text: 'Back to the games' })));
    } else {
      this.debrief.hidden = true;
      // While the others move, the last hint stays (greyed) until the next one.
      if (msg.hint) this.hint.replaceChildren(...paragraphs(msg.hint));
      this.hint.classList.toggle('muted', Boolean(msg.waiting));
      this.waitingLine.hidden = !msg.waiting;
      this.waitingLine.textContent = msg.waiting || '';
    }
    this.outline();
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
    // Each new step brings its first control into view once (a phone's table is
    // long; the hint is at its top).
    if (!this.scrolled) {
      this.scrolled = true;
      const rect = target.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > window.innerHeight) target.scrollIntoView({ block: 'center' });
    }
    // Never under something that stays on screen (a phone table's action bar):
    // covered, it comes to the middle of the screen. (On a wide screen the guide
    // has a column of its own and covers nothing.)
    const rect = target.getBoundingClientRect();
    const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (onTop && onTop !== target && !target.contains(onTop)) target.scrollIntoView({ block: 'center' });
  }
}

/** A text of paragraphs separated by blank lines, as text nodes (never HTML). */
function paragraphs(text) {
  return String(text || '').split(/\n\s*\n/).filter((p) => p.trim()).map((p) => el('p', { text: p.trim() }));
}
