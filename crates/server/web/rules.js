// rules.js — a game's rules in the app: the rules page (#/rules/GAME), the same
// page in a panel beside a match (openRulesPanel), and the glossary's words
// explained where a table shows them (explainTerms: hover shows the sentence, a tap
// or Enter opens it in a small bubble). The text comes from the game itself
// (GET /api/games/GAME/rules?lang=LANG: blocks and a glossary in the reader's
// language, docs/protocol.md; English, with a note saying so, while the game's
// page is not yet translated) and is only ever put in the page as text, never as
// HTML. The glossary is the reader's language's, so the table's translated words
// are the ones explained. A picture block is drawn by the game
// itself: its module games/GAME/pictures.js, rulesPicture(name, assets) with the
// game's GET /api/games/GAME/assets (docs/content/rules-pages.md); when it cannot be
// drawn, its caption stands alone. svgEl is the SVG builder those modules share.

import { api } from './api.js';
import { language, t } from './i18n.js';
import { el } from './ui.js';

const pages = new Map(); // "game id/language" -> Promise of {title, blocks, glossary, language, requested}

/** The game's rules page in the reader's language, fetched once per page load and language. */
export function fetchRules(gameId) {
  const lang = language() || 'en';
  const key = `${gameId}/${lang}`;
  if (!pages.has(key)) {
    const promise = api('GET', `/api/games/${encodeURIComponent(gameId)}/rules?lang=${encodeURIComponent(lang)}`);
    promise.catch(() => pages.delete(key));
    pages.set(key, promise);
  }
  return pages.get(key);
}

/** The note a page in another language than the reader's carries (English while not yet translated). */
function untranslatedNote(page) {
  if (!page.requested || !page.language || page.language === page.requested) return null;
  return el('p', { class: 'muted small rules-untranslated', testid: 'rules-untranslated', lang: language(), text: t('rules-not-translated') });
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Builds an SVG element: attributes as given (`text` sets its text, `testid` its
 * data-testid; null, undefined and false are skipped); children may be nodes,
 * strings, numbers, arrays or null.
 */
export function svgEl(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, val] of Object.entries(attrs || {})) {
    if (val === undefined || val === null || val === false) continue;
    if (key === 'text') node.textContent = String(val);
    else if (key === 'testid') node.setAttribute('data-testid', String(val));
    else if (key === 'style') setSvgStyle(node, val);
    else node.setAttribute(key, String(val));
  }
  const add = (child) => {
    if (child === null || child === undefined || child === false) return;
    if (Array.isArray(child)) child.forEach(add);
    else if (child instanceof Node) node.appendChild(child);
    else node.appendChild(document.createTextNode(String(child)));
  };
  children.forEach(add);
  return node;
}

/**
 * A `style` given to svgEl, as declarations (`'max-width: 420px'`) or as an
 * object of CSS property names (`{ 'max-width': '420px' }`), set one property
 * at a time through the CSSOM: the page's Content-Security-Policy refuses a
 * `style` attribute.
 */
function setSvgStyle(node, style) {
  const declarations = typeof style === 'string'
    ? style.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)])
      .filter(([name]) => name.trim())
    : Object.entries(style);
  for (const [name, raw] of declarations) {
    const value = String(raw).trim();
    const important = /!\s*important$/i.test(value);
    node.style.setProperty(name.trim(), important ? value.replace(/!\s*important$/i, '').trim() : value, important ? 'important' : '');
  }
}

const pictureModules = new Map(); // game id -> Promise of its pictures.js, or null
const gameAssets = new Map(); // game id -> Promise of its ui assets, or null

function loadPictures(gameId) {
  if (!pictureModules.has(gameId)) {
    const safe = /^[a-z0-9-]+$/.test(gameId) ? gameId : 'invalid';
    pictureModules.set(gameId, import(`./games/${safe}/pictures.js`).catch((err) => {
      console.warn(`no pictures for ${gameId}`, err);
      pictureModules.delete(gameId);
      return null;
    }));
  }
  return pictureModules.get(gameId);
}

function loadAssets(gameId) {
  if (!gameAssets.has(gameId)) {
    gameAssets.set(gameId, api('GET', `/api/games/${encodeURIComponent(gameId)}/assets`).catch(() => {
      gameAssets.delete(gameId);
      return null;
    }));
  }
  return gameAssets.get(gameId);
}

/**
 * A picture block: its caption at once, the game's drawing above it once drawn
 * (data-drawn "true"), or the caption alone when the game cannot draw it ("false").
 */
function pictureBlock(gameId, block) {
  const figure = el('figure', { class: 'rules-picture', testid: `rules-picture-${block.name}`, 'data-picture': block.name, 'data-drawn': 'pending' },
    el('figcaption', { text: block.caption }));
  Promise.all([loadPictures(gameId), loadAssets(gameId)])
    .then(([module, assets]) => (module?.rulesPicture ? module.rulesPicture(block.name, assets) : null))
    .then((node) => {
      if (!(node instanceof Node)) throw new Error(`${block.name}: undrawn`);
      figure.prepend(el('div', { class: 'rules-picture-box' }, node));
      figure.dataset.drawn = 'true';
    })
    .catch((err) => {
      console.warn(`picture ${block.name} of ${gameId}:`, err);
      figure.dataset.drawn = 'false';
    });
  return figure;
}

function spansOf(spans) {
  return (spans || []).map((span) => {
    if (span.bold && span.italic) return el('strong', {}, el('em', { text: span.text }));
    if (span.bold) return el('strong', { text: span.text });
    if (span.italic) return el('em', { text: span.text });
    return span.text;
  });
}

/** The page's blocks and glossary as elements. */
function rulesBody(page, gameId) {
  const blocks = page.blocks.map((block) => {
    if (block.kind === 'heading') return el(block.level === 2 ? 'h3' : 'h4', { text: block.text });
    if (block.kind === 'picture') return pictureBlock(gameId, block);
    if (block.kind === 'list') {
      return el(block.numbered ? 'ol' : 'ul', {}, block.items.map((item) => el('li', {}, spansOf(item))));
    }
    return el('p', {}, spansOf(block.spans));
  });
  const glossary = el('dl', { class: 'glossary', testid: 'rules-glossary' },
    page.glossary.map((entry) => [
      el('dt', { text: entry.term, testid: `glossary-term-${entry.term}` }),
      el('dd', { text: entry.text }),
    ]));
  return [...blocks, el('h3', { id: 'glossary', text: t('rules-glossary') }), glossary];
}

/** #/rules/GAME: the rules page on its own. */
export function renderRules(root, gameId) {
  const box = el('article', { class: 'card rules-page', testid: 'rules-page' },
    el('p', { class: 'muted', text: t('rules-loading') }));
  root.append(el('p', { class: 'small' }, el('a', { href: '#/', text: t('rules-back-to-lobby') })), box);
  let live = true;
  fetchRules(gameId).then((page) => {
    if (!live) return;
    box.lang = page.language || '';
    box.replaceChildren(untranslatedNote(page) || '', el('h2', { text: page.title, testid: 'rules-title' }), ...rulesBody(page, gameId));
  }).catch((err) => {
    if (live) box.replaceChildren(el('p', { class: 'error', text: err.message }));
  });
  return () => { live = false; };
}

/**
 * The rules in a panel beside the game (a side sheet on wide screens, the whole
 * screen on a phone): the match goes on underneath. Returns the panel's closer.
 */
export function openRulesPanel(gameId) {
  document.querySelector('.rules-panel')?.remove();
  const close = el('button', { type: 'button', class: 'button', testid: 'rules-close', text: t('rules-close') });
  const body = el('div', { class: 'rules-panel-body' }, el('p', { class: 'muted', text: t('rules-loading') }));
  const panel = el('aside', { class: 'rules-panel', testid: 'rules-panel', role: 'dialog', 'aria-label': t('rules-panel-title') },
    el('div', { class: 'rules-panel-head' }, el('strong', { text: t('rules-panel-title') }),
      el('a', { href: `#/rules/${encodeURIComponent(gameId)}`, target: '_blank', rel: 'noopener', class: 'small', text: t('rules-open-in-tab') }),
      close),
    body);
  const onKey = (event) => { if (event.key === 'Escape') shut(); };
  const shut = () => { panel.remove(); document.removeEventListener('keydown', onKey); };
  close.addEventListener('click', shut);
  document.addEventListener('keydown', onKey);
  document.body.append(panel);
  fetchRules(gameId).then((page) => {
    body.lang = page.language || '';
    body.replaceChildren(untranslatedNote(page) || '', el('h2', { text: page.title }), ...rulesBody(page, gameId));
  }).catch((err) => body.replaceChildren(el('p', { class: 'error', text: err.message })));
  close.focus();
  return shut;
}

/**
 * Elements whose text is left alone: controls (a tap there acts), our own terms, and
 * a seat's status words (« en ligne » is no grid line of Almost Innocent's).
 */
const SKIP = 'button, a, input, textarea, select, option, summary, label, [role="button"], [contenteditable], .term, .term-bubble, .chat-panel, [data-testid^="seat-status-"]';

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One regular expression for every term and form, longest first. */
function termMatcher(glossary) {
  const byWord = new Map();
  for (const entry of glossary) {
    for (const word of [entry.term, ...(entry.forms || [])]) {
      if (word && !byWord.has(word.toLowerCase())) byWord.set(word.toLowerCase(), entry);
    }
  }
  const words = [...byWord.keys()].sort((a, b) => b.length - a.length);
  if (!words.length) return null;
  const regexp = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return { regexp, byWord };
}

let bubble = null;

function closeBubble() {
  bubble?.remove();
  bubble = null;
}

function showBubble(term, entry) {
  closeBubble();
  bubble = el('div', { class: 'term-bubble', role: 'tooltip', testid: 'term-bubble' },
    el('strong', { text: entry.term }), ' ', entry.text);
  document.body.append(bubble);
  const rect = term.getBoundingClientRect();
  const width = Math.min(320, window.innerWidth - 16);
  bubble.style.maxWidth = `${width}px`;
  const left = Math.max(8, Math.min(rect.left + window.scrollX, window.scrollX + window.innerWidth - width - 8));
  bubble.style.left = `${left}px`;
  bubble.style.top = `${rect.bottom + window.scrollY + 6}px`;
}

document.addEventListener('click', (event) => {
  if (bubble && !event.target.closest?.('.term')) closeBubble();
});
document.addEventListener('keydown', (event) => { if (event.key === 'Escape') closeBubble(); });

function termSpan(text, entry) {
  const span = el('span', { class: 'term', tabindex: '0', title: t('rules-term-title', { term: entry.term, text: entry.text }), 'data-term': entry.term, text });
  const toggle = () => {
    if (bubble && bubble.dataset.for === entry.term) closeBubble();
    else { showBubble(span, entry); bubble.dataset.for = entry.term; }
  };
  span.addEventListener('click', toggle);
  span.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') { event.preventDefault(); toggle(); }
  });
  return span;
}

/** The block a text belongs to: a word is explained once per block, not at every use. */
const BLOCK = ['p', 'li', 'td', 'th', 'dd', 'dt', 'h1', 'h2', 'h3', 'h4', 'section', 'article', 'aside', 'div'].join(', ');

function wrapTextNode(node, matcher) {
  const text = node.nodeValue;
  matcher.regexp.lastIndex = 0;
  if (!matcher.regexp.test(text)) return;
  matcher.regexp.lastIndex = 0;
  const block = node.parentElement?.closest(BLOCK);
  const explained = new Set();
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(matcher.regexp)) {
    const entry = matcher.byWord.get(match[0].toLowerCase());
    const already = explained.has(entry.term)
      || Boolean(block?.querySelector(`.term[data-term="${CSS.escape(entry.term)}"]`));
    if (already) continue;
    explained.add(entry.term);
    if (match.index > last) parts.push(document.createTextNode(text.slice(last, match.index)));
    parts.push(termSpan(match[0], entry));
    last = match.index + match[0].length;
  }
  if (!parts.length) return;
  if (last < text.length) parts.push(document.createTextNode(text.slice(last)));
  node.replaceWith(...parts);
}

function wrapWithin(root, matcher) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.nodeValue.trim() && !node.parentElement?.closest(SKIP)
      ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  const nodes = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  for (const node of nodes) wrapTextNode(node, matcher);
}

/**
 * Explains the game's words inside `roots` (the table, the prompt, the log) from
 * now on, as they are drawn. Returns a function that stops it.
 */
export function explainTerms(gameId, roots) {
  let observer = null;
  let stopped = false;
  fetchRules(gameId).then((page) => {
    const matcher = termMatcher(page.glossary);
    if (stopped || !matcher) return;
    const pass = () => {
      observer.disconnect();
      for (const root of roots) wrapWithin(root, matcher);
      for (const root of roots) observer.observe(root, { childList: true, subtree: true, characterData: true });
    };
    observer = new MutationObserver(pass);
    pass();
  }).catch(() => { /* no rules page: the table explains nothing more */ });
  return () => { stopped = true; observer?.disconnect(); closeBubble(); };
}
