// ui.js — small DOM helpers shared by every page: the element builder, the
// fading error banner, seat display names (bots by their kind, in the reader's
// language), a match's title and its facts (rated, clock, campaign group,
// case/scenario/puzzle by title, in the match's content language), menu choices by their
// titles, the hint beside a box that scrolls sideways, and a module's own style
// rules added from script under the Content-Security-Policy (adoptStyle). No page
// logic lives here. Their words are the shell catalogue's (shell.ftl; bot names
// players.ftl's), in the reader's language.

import { t, has, language, errorText } from './i18n.js';

/**
 * Builds an element. attrs: `class`, `text`, `testid` (data-testid), `on`
 * ({event: handler}), `style` (object), boolean/property keys (`value`,
 * `disabled`, `checked`, `hidden`, `selected`), anything else as an attribute.
 * Children may be nodes, strings, numbers, arrays or null/false (skipped).
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, val] of Object.entries(attrs || {})) {
    if (val === undefined || val === null || val === false) continue;
    if (key === 'class') node.className = val;
    else if (key === 'text') node.textContent = val;
    else if (key === 'testid') node.dataset.testid = val;
    else if (key === 'on') for (const [ev, fn] of Object.entries(val)) node.addEventListener(ev, fn);
    else if (key === 'style') setStyle(node, val);
    else if (['value', 'disabled', 'checked', 'hidden', 'selected'].includes(key)) node[key] = val;
    else node.setAttribute(key, val === true ? '' : String(val));
  }
  appendAll(node, children);
  return node;
}

/**
 * Sets each property through the CSSOM (`node.style`), which the page's
 * Content-Security-Policy allows; a `style` attribute would be refused.
 */
function setStyle(node, styles) {
  for (const [prop, value] of Object.entries(styles)) {
    if (prop.startsWith('--')) node.style.setProperty(prop, value);
    else node.style[prop] = value;
  }
}

const adoptedSheets = new Map(); // owner -> its CSSStyleSheet (null if none could be made)

/**
 * Adds a module's own rules to the page, once per `owner`, as a constructed
 * style sheet (document.adoptedStyleSheets): the Content-Security-Policy
 * (`style-src 'self'`) refuses `<style>` elements. Adopted sheets come after
 * style.css in the cascade, where an appended `<style>` element would be.
 * Rules that need no script belong in style.css instead.
 */
export function adoptStyle(owner, css) {
  if (adoptedSheets.has(owner)) return;
  let sheet = null;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch (err) {
    // A browser without constructed style sheets (Safari before 16.4) draws
    // the module unstyled rather than not at all.
    console.warn(`the rules of ${owner} could not be added`, err);
  }
  adoptedSheets.set(owner, sheet);
}

function appendAll(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) appendAll(node, child);
    else if (child instanceof Node) node.appendChild(child);
    else node.appendChild(document.createTextNode(String(child)));
  }
}

let bannerTimer = null;

/** Shows a message in the banner at the top; it fades after a few seconds. */
export function showBanner(message, kind = 'error') {
  const banner = document.getElementById('error-banner');
  if (!banner) return;
  banner.textContent = message;
  banner.dataset.kind = kind;
  banner.hidden = false;
  banner.classList.remove('fading');
  clearTimeout(bannerTimer);
  bannerTimer = setTimeout(() => {
    banner.classList.add('fading');
    bannerTimer = setTimeout(() => { banner.hidden = true; banner.classList.remove('fading'); }, 800);
  }, kind === 'error' ? 6000 : 2500);
}

export const showError = (message) => showBanner(message, 'error');

/**
 * A failed call's words in the reader's language (i18n.js errorText): the
 * server's message id and arguments when the error carries them (on the error
 * itself or its payload), else its English sentence.
 */
export function errorWords(err) {
  const payload = err?.payload || err?.body || err;
  return errorText(payload && typeof payload.id === 'string' ? payload : err, err?.message || String(err || ''));
}
export const showInfo = (message) => showBanner(message, 'info');

/** seat index → display name, from a Match's seats. */
export function seatNames(match) {
  const names = {};
  for (const seat of match?.seats || []) {
    names[seat.seat] = seat.kind === 'bot' ? botSeatName(seat)
      : seat.name || t('shell-seat-number', { number: seat.seat + 1 });
  }
  // Two seats with the same name (e.g. two "baseline bot"s) get their seat number.
  const counts = {};
  for (const name of Object.values(names)) counts[name] = (counts[name] || 0) + 1;
  for (const [seat, name] of Object.entries(names)) if (counts[name] > 1) names[seat] = `${name} #${Number(seat) + 1}`;
  return names;
}

/**
 * A bot's seat name in the reader's language: "baseline bot", « Bot de base »
 * (players.ftl, by the bot's kind). The server names bot seats "<kind> bot" in
 * English for older pages; a name it gives otherwise (a tutorial's story
 * names its bots) is kept as written.
 */
export function botSeatName(seat) {
  if (!seat?.bot) return seat?.name || t('shell-seat-bot-unnamed');
  if (seat.name && seat.name !== `${seat.bot} bot`) return seat.name;
  return botName(seat.bot);
}

/**
 * What the seat list writes after a seated name: "(online)", "(offline)", or
 * "(bot)" for a bot whose name does not already say it is one (a tutorial's
 * story name); a bot named by its kind ("solver bot", « Bot solveur ») gets
 * nothing more, so it never reads « bot solveur (bot) ». '' when nothing.
 */
export function seatStatusWords(seat) {
  if (seat?.kind === 'bot') return seat.bot && botSeatName(seat) === botName(seat.bot) ? '' : t('match-seat-bot');
  return seat?.connected ? t('match-seat-online') : t('match-seat-offline');
}

/**
 * The word for a game's choice made when joining a seat (GameInfo.seat_choice,
 * Haven't a Cluedo's "character", « personnage »): the game's catalogue message
 * `<game>-seat-choice` when it has one, else the server's English label.
 */
export function seatChoiceLabel(gameId, choice) {
  const id = `${gameId}-seat-choice`;
  return has(id) ? t(id) : choice.label || choice.key;
}

/** A kind of bot as a name: "solver bot", « Bot solveur ». */
export function botName(kind) {
  return t('players-bot-name', { bot: String(kind) });
}

/** The name of a seat, falling back to "Seat N". */
export function nameOf(names, seat) {
  return names?.[seat] ?? t('shell-seat-number', { number: Number(seat) + 1 });
}

/** "a, b and c" ("a, b et c" in French): the reader's language's list (British English: no comma before "and"). */
export function listWords(items) {
  if (items.length <= 1) return items.join('');
  try {
    return new Intl.ListFormat(timeLocale(), { style: 'long', type: 'conjunction' }).format(items.map(String));
  } catch {
    return `${items.slice(0, -1).join(', ')} ${t('shell-list-and')} ${items[items.length - 1]}`;
  }
}

/** The locale for dates, times, numbers and lists: the reader's language (English as en-GB: 24-hour clock, no serial comma). */
export function timeLocale() {
  const lang = language();
  return lang === 'en' ? 'en-GB' : lang;
}

/**
 * What a person recognises a match by (never its id, which stays in the URL and
 * the invite): "Lady Alice · Ada, Bob and 2 bots · created 20:14".
 */
export function matchTitle(match) {
  if (!match) return t('shell-match');
  const seats = match.seats || [];
  const people = seats.filter((s) => s.kind === 'human').map((s) => s.name);
  const bots = seats.filter((s) => s.kind === 'bot').length;
  const empty = seats.filter((s) => s.kind === 'empty').length;
  const who = [...people];
  if (bots) who.push(t('shell-bots', { count: bots }));
  if (empty) who.push(t('shell-empty-seats', { count: empty }));
  const parts = [match.game_name || match.game];
  if (who.length) parts.push(listWords(who));
  const when = createdWords(match.created_at);
  if (when) parts.push(when);
  return parts.join(' · ');
}

/** "created 20:14" today, "created 23 Nov, 20:14" another day (local time). */
function createdWords(stamp) {
  const date = stamp ? new Date(stamp) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  // No line break inside "created 20:14" (word joiners round the colon, a no-break space).
  const time = date.toLocaleTimeString(timeLocale(), { hour: '2-digit', minute: '2-digit' }).replace(':', '\u2060:\u2060');
  if (date.toDateString() === new Date().toDateString()) return t('shell-created-today', { time });
  const day = date.toLocaleDateString(timeLocale(), { day: 'numeric', month: 'short' }).replace(/ /g, '\u00a0');
  return t('shell-created-on', { day, time });
}

/**
 * Asks in the page (not window.confirm, which a browser may block or style as it
 * likes): a dialog with the question, a confirm and a cancel button. Resolves to
 * true when confirmed, false when cancelled (Escape, the cancel button, or a click
 * outside). One at a time: a second call replaces the first (which resolves false).
 * Test ids: confirm-dialog, confirm-text, confirm-yes, confirm-no.
 */
let openConfirm = null;
export function confirmInPage(message, { yes = t('shell-confirm-yes'), no = t('shell-confirm-cancel'), danger = false, detail = null } = {}) {
  if (openConfirm) openConfirm(false);
  return new Promise((resolve) => {
    const previous = document.activeElement;
    const close = (answer) => {
      if (openConfirm !== close) return;
      openConfirm = null;
      overlay.remove();
      document.removeEventListener('keydown', onKey, true);
      if (previous && typeof previous.focus === 'function' && document.contains(previous)) previous.focus();
      resolve(answer);
    };
    const onKey = (event) => { if (event.key === 'Escape') { event.preventDefault(); close(false); } };
    const yesButton = el('button', { type: 'button', class: danger ? 'danger' : 'primary', testid: 'confirm-yes', text: yes, on: { click: () => close(true) } });
    const box = el('div', { class: 'confirm-box', role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'confirm-text', testid: 'confirm-dialog' },
      el('p', { id: 'confirm-text', class: 'confirm-text', testid: 'confirm-text', text: message }),
      detail ? el('p', { class: 'muted small confirm-detail', text: detail }) : null,
      el('div', { class: 'confirm-buttons' },
        el('button', { type: 'button', testid: 'confirm-no', text: no, on: { click: () => close(false) } }),
        yesButton));
    const overlay = el('div', { class: 'confirm-overlay', on: { click: (event) => { if (event.target === overlay) close(false); } } }, box);
    openConfirm = close;
    document.addEventListener('keydown', onKey, true);
    document.body.append(overlay);
    yesButton.focus();
  });
}

/**
 * A menu choice as people read it, from the game's info (GET /api/games:
 * `variants[].choices` and `labels`): "mill-at-dawn" → "The Mill at Dawn" (a
 * label's order number dropped), "easy" → "Easy" (a label that starts with the
 * choice's own name and a colon gives that name). The choice itself when the game
 * has no words for it.
 */
export function choiceTitle(info, key, value) {
  // A choice that is an ordinary word of the game (a difficulty) has words in
  // the games catalogue; content titles (cases, puzzles) stay as written.
  const id = `games-${info?.id}-${key}-${value}`;
  if (info?.id && has(id)) return t(id);
  const variant = (info?.variants || []).find((v) => v.key === key);
  const index = variant?.choices?.indexOf(value) ?? -1;
  const label = index >= 0 ? variant.labels?.[index] : null;
  if (!label) return String(value);
  const head = label.split(': ')[0];
  if (head !== label && head.toLowerCase() === String(value).toLowerCase()) return head;
  return label.replace(/^\d+\.\s+/, '');
}

/**
 * A stored "variant" line of results ("spiced-tea · easy", the team leaderboard's
 * and profiles' words for a cooperative match) with each part that is a menu
 * choice of the game named by its title: "A Round of Spiced Tea · Easy".
 */
export function variantWords(info, text) {
  if (!text) return text;
  return String(text).split(' · ').map((part) => {
    for (const variant of info?.variants || []) {
      if (variant.choices?.includes(part)) return choiceTitle(info, variant.key, part);
    }
    return part;
  }).join(' · ');
}

/** A clock rule (Match.clock) in words: "Real time: 3 min + 2 s a move", "Turn based: 1 day a move". */
export function clockWords(clock) {
  if (!clock) return t('shell-clock-none');
  if (clock.kind === 'turn_based') return t('shell-clock-turn-based', { span: spanWords(Number(clock.move_hours) * 3600) });
  if (clock.kind === 'real_time') {
    const inc = Number(clock.increment_secs) || 0;
    const bank = spanWords(Number(clock.initial_secs));
    return inc ? t('shell-clock-real-time-increment', { bank, increment: spanWords(inc) }) : t('shell-clock-real-time', { bank });
  }
  return t('shell-clock');
}

/** A span of time in a clock rule: "1 day", "3 days", "2 h", "3 min", "1 min 30 s", "45 s". */
export function spanWords(secs) {
  if (secs % 86400 === 0 && secs > 0) return t('shell-span-days', { count: secs / 86400 });
  if (secs % 3600 === 0 && secs > 0) return t('shell-span-hours', { count: secs / 3600 });
  if (secs % 60 === 0 && secs > 0) return t('shell-span-minutes', { count: secs / 60 });
  return secs > 60 ? t('shell-span-minutes-seconds', { minutes: Math.floor(secs / 60), seconds: secs % 60 }) : t('shell-span-seconds', { count: secs });
}

/**
 * What a match is, beside its game and people: whether it is rated, its clock,
 * its campaign group, and its case, scenario or puzzle (from the config as the
 * match summary shows it, which hides what is secret before the end: a Lateral
 * Master's own puzzle shows only its title). [{key, label, text, href?}], in the
 * order shown; `info` is the game's GameInfo (null: no titles, ids are shown).
 */
export function matchFacts(match, info) {
  if (!match) return [];
  const facts = [];
  const config = match.config || {};
  facts.push({ key: 'rated', label: t('shell-fact-rated'), text: match.rated ? t('shell-fact-rated') : info?.cooperative ? t('shell-fact-team-unrated') : t('shell-fact-unrated') });
  facts.push({ key: 'clock', label: t('shell-clock'), text: clockWords(match.clock) });
  if (typeof config.campaign === 'string' && config.campaign) {
    facts.push({ key: 'campaign', label: t('shell-fact-campaign'), text: t('shell-fact-campaign-group', { group: config.campaign }), href: `#/campaign/${encodeURIComponent(config.campaign)}` });
  }
  const custom = config.custom && typeof config.custom === 'object' ? config.custom : null;
  for (const variant of info?.variants || []) {
    const value = config[variant.key];
    if (!variant.labels?.length || value === undefined || value === null) continue;
    const label = factLabel(variant.key);
    // Content written for the match (a Lateral Master's own puzzle, a studio
    // draft, a library publication) replaces the shipped one; its title is public.
    if ((variant.key === 'puzzle' || variant.key === 'case') && custom) {
      const whose = typeof config.library === 'string' ? 'shell-fact-from-library'
        : typeof config.draft === 'string' ? 'shell-fact-from-draft'
          : 'shell-fact-from-master';
      if (typeof custom.title === 'string' && custom.title) facts.push({ key: variant.key, label, text: t(whose, { label, title: custom.title }) });
      continue;
    }
    // A shipped piece played in another language than English is named by the
    // server in that language (the summary's `content_title`).
    const inLanguage = match.content_title?.key === variant.key && typeof match.content_title.title === 'string' ? match.content_title.title : null;
    facts.push({ key: variant.key, label, text: t('shell-fact-labelled', { label, value: inLanguage || choiceTitle(info, variant.key, value) }) });
  }
  return facts;
}

/** A config key as a fact's label: "Case", "Difficulty" (the key itself, capitalised, when the catalogue has no word for it). */
function factLabel(key) {
  const id = `shell-fact-key-${key}`;
  if (has(id)) return t(id);
  const name = key.replace(/_/g, ' ');
  return name[0].toUpperCase() + name.slice(1);
}

/**
 * A line of a match's facts (see matchFacts), each a span (a link for the
 * campaign), separated by " · ". Test ids: `${prefix}-KEY` for each.
 */
export function factsLine(match, info, { testid = 'match-facts', prefix = 'fact' } = {}) {
  const parts = [];
  for (const fact of matchFacts(match, info)) {
    if (parts.length) parts.push(' · ');
    parts.push(fact.href
      ? el('a', { href: fact.href, testid: `${prefix}-${fact.key}`, text: fact.text })
      : el('span', { testid: `${prefix}-${fact.key}`, text: fact.text }));
  }
  return el('p', { class: 'match-facts small', testid }, parts);
}

/**
 * Keeps a hint beside a box that may scroll sideways (a wide table at phone
 * width): shown only while the box's content is wider than the box. Returns the
 * hint element; it follows the box's size as the window changes.
 */
export function sidewaysHint(box, text = t('shell-scroll-sideways')) {
  const hint = el('p', { class: 'scroll-hint muted small', testid: 'scroll-hint', text, hidden: true });
  const update = () => { hint.hidden = !(box.scrollWidth > box.clientWidth + 1); };
  if (typeof ResizeObserver === 'function') new ResizeObserver(update).observe(box);
  requestAnimationFrame(update);
  return hint;
}
