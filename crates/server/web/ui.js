// ui.js — small DOM helpers shared by every page: the element builder, the
// fading error banner and seat display names. No page logic lives here.

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

function setStyle(node, styles) {
  for (const [prop, value] of Object.entries(styles)) {
    if (prop.startsWith('--')) node.style.setProperty(prop, value);
    else node.style[prop] = value;
  }
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
export const showInfo = (message) => showBanner(message, 'info');

/** seat index → display name, from a Match's seats. */
export function seatNames(match) {
  const names = {};
  for (const seat of match?.seats || []) {
    names[seat.seat] = seat.name || (seat.kind === 'bot' ? `${seat.bot || 'bot'} bot` : `Seat ${seat.seat + 1}`);
  }
  // Two seats with the same name (e.g. two "baseline bot"s) get their seat number.
  const counts = {};
  for (const name of Object.values(names)) counts[name] = (counts[name] || 0) + 1;
  for (const [seat, name] of Object.entries(names)) if (counts[name] > 1) names[seat] = `${name} #${Number(seat) + 1}`;
  return names;
}

/** The name of a seat, falling back to "Seat N". */
export function nameOf(names, seat) {
  return names?.[seat] ?? `Seat ${Number(seat) + 1}`;
}

/** "a, b and c" */
export function listWords(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * What a person recognises a match by (never its id, which stays in the URL and
 * the invite): "Lady Alice · Ada, Bob and 2 bots · created 20:14".
 */
export function matchTitle(match) {
  if (!match) return 'Match';
  const seats = match.seats || [];
  const people = seats.filter((s) => s.kind === 'human').map((s) => s.name);
  const bots = seats.filter((s) => s.kind === 'bot').length;
  const empty = seats.filter((s) => s.kind === 'empty').length;
  const who = [...people];
  if (bots) who.push(bots === 1 ? '1 bot' : `${bots} bots`);
  if (empty) who.push(empty === 1 ? '1 empty seat' : `${empty} empty seats`);
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
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }).replace(':', '\u2060:\u2060');
  if (date.toDateString() === new Date().toDateString()) return `created\u00a0${time}`;
  return `created\u00a0${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }).replace(' ', '\u00a0')}, ${time}`;
}

/**
 * Asks in the page (not window.confirm, which a browser may block or style as it
 * likes): a dialog with the question, a confirm and a cancel button. Resolves to
 * true when confirmed, false when cancelled (Escape, the cancel button, or a click
 * outside). One at a time: a second call replaces the first (which resolves false).
 * Test ids: confirm-dialog, confirm-text, confirm-yes, confirm-no.
 */
let openConfirm = null;
export function confirmInPage(message, { yes = 'Yes', no = 'Cancel', danger = false, detail = null } = {}) {
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
