// games/lateral-puzzles/pictures.js — the pictures of the Lateral Puzzles Game's
// rules page (docs/content/rules-pages.md): `cards`, the eight Puzzle Cards as the
// table lists them (its CARDS: name and what each does, in the table's words), laid
// out as cards that wrap to the width of the screen. Text is set as text; nothing
// here comes from a person.

import { el } from '../../ui.js';
import { t } from '../../i18n.js';
import { CARDS, cardInfo } from './table.js';

/** The pictures this module draws, by the names rules/en.md uses. */
export const PICTURES = ['cards'];

// One colour per card, for its band; the cards are told apart by name first.
const BANDS = ['#2f6fc0', '#6b3e1f', '#b8463b', '#7d4fb8', '#4a4a4a', '#2b2620', '#2f8f57', '#b07d12'];

/** A picture by name, or null when this game has no such picture. */
export function rulesPicture(name) {
  if (name === 'cards') return cardsPicture();
  return null;
}

function cardsPicture() {
  if (!CARDS.length) return null;
  return el('ul', {
    class: 'rules-picture-cards', testid: 'lp-picture-cards', 'aria-label': t('lateral-puzzles-cards-label', { count: CARDS.length }),
    style: { listStyle: 'none', margin: '0', padding: '0', maxWidth: '40rem', display: 'grid', gap: '.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(8.4rem, 1fr))' },
  }, CARDS.map((id, i) => [id, cardInfo(id)]).map(([id, { name, text }], i) => el('li', {
    'data-card': id,
    style: { background: '#fffdf8', border: '1px solid #ddd3c3', borderRadius: '10px', overflow: 'hidden', boxShadow: '0 1px 3px rgba(60, 40, 20, .15)', display: 'flex', flexDirection: 'column', minWidth: '0' },
  },
  el('strong', { style: { background: BANDS[i % BANDS.length], color: '#fff', padding: '.35rem .55rem', fontSize: '.95rem' }, text: name }),
  el('span', { style: { padding: '.45rem .55rem .55rem', fontSize: '.85rem', lineHeight: '1.35' }, text }))));
}
