// games/almost-innocent/pictures.js — the pictures of Almost Innocent's rules page
// (docs/content/rules-pages.md), drawn from what the table module knows of the game
// (its clue types in resolution order, how a clue code names its type, its line and
// zone names):
// - `neighbours`: three players in turn order, each holding the cards of the player
//   on their left, the page's Ana, Ben and Cleo;
// - `grid`: the 6 by 6 grid with its rows and columns, clues coloured by type, and
//   the page's example question on row 4 with its token and answers. The grid is a
//   shipped scenario's, from the game's assets (`example_grid`: rows of clue codes,
//   "." for an empty cell); should the assets lack it, an example laid out here from
//   the clue types, six clues of each, as the shipped scenarios with five types have.
// Text is set as text; nothing here comes from a person.

import { svgEl } from '../../rules.js';
import { t } from '../../i18n.js';
import { TYPES, typeOfCode, codeText, lineName, typeLabel } from './table.js';

/** The pictures this module draws, by the names rules/en.md uses. */
export const PICTURES = ['neighbours', 'grid'];

// The table's colours for the clue types, so that the pictures look like the table.
const TYPE_COLOR = { culprit: '#b8463b', victim: '#2f6fc0', crime: '#7d4fb8', evidence: '#2f8f57', place: '#b07d12' };
const TYPE_TINT = { culprit: '#f6dcd8', victim: '#d9e6f8', crime: '#e7ddf4', evidence: '#d8efe0', place: '#f3e6c6' };
const INK = '#2b2620';
const MUTED = '#7a7064';
const LINE = '#ddd3c3';
const PAPER = '#fffdf8';
const SIZE = 6;
const COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'];

const label = (type) => typeLabel(type);

/**
 * Text cut into lines of at most `max` characters at spaces (a longer word keeps
 * its own line): SVG text does not wrap, and another language's words are longer
 * than English's.
 */
function wrapWords(text, max) {
  const lines = [];
  for (const word of String(text).split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= max) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The two-letter code of a type (Cu, Vi, Cr, Ev, Pl), as the table reads codes. */
function codePrefix(type) {
  const prefix = type.slice(0, 1).toUpperCase() + type.slice(1, 2);
  return typeOfCode(`${prefix}1`) === type ? prefix : null;
}

/** A picture by name, or null when this game has no such picture. */
export function rulesPicture(name, assets) {
  if (name === 'neighbours') return neighboursPicture();
  if (name === 'grid') return gridPicture(assets?.example_grid);
  return null;
}

// ---------------------------------------------------------------- neighbours

/** Five small cards, one per type, centred on cx with their top at y; the words above or below. */
function hand(cx, y, owner, wordsAbove) {
  const w = 20;
  const gap = 5;
  const width = TYPES.length * (w + gap) - gap;
  return svgEl('g', {},
    TYPES.map((type, i) => svgEl('rect', {
      x: cx - width / 2 + i * (w + gap), y, width: w, height: 28, rx: 3, fill: TYPE_TINT[type], stroke: TYPE_COLOR[type], 'stroke-width': 2,
    })),
    // The words wrap at about 16 characters (two short lines in every language),
    // so the picture stays narrow enough for its text to be read on a phone.
    wrapWords(t('almost-innocent-picture-holds', { name: owner }), 16).map((words, n, lines) => svgEl('text', {
      x: cx, y: wordsAbove ? y - 9 - (lines.length - 1 - n) * 18 : y + 47 + n * 18,
      'text-anchor': 'middle', 'font-size': 15, fill: INK, text: words,
    })));
}

function neighboursPicture() {
  const players = ['Ana', 'Ben', 'Cleo'];
  // Seen from above: Ana at the top, then clockwise (to each player's left) Ben, Cleo.
  const seats = [[190, 58], [314, 262], [66, 262]];
  const centre = [190, 186];
  const parts = [
    svgEl('defs', {}, svgEl('marker', { id: 'ai-arrow', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
      svgEl('path', { d: 'M0,0 L10,5 L0,10 z', fill: MUTED }))),
    svgEl('circle', { cx: centre[0], cy: centre[1], r: 62, fill: PAPER, stroke: LINE, 'stroke-width': 2 }),
    svgEl('text', { x: centre[0], y: centre[1] - 8, 'text-anchor': 'middle', 'font-size': 14, fill: MUTED, text: t('almost-innocent-picture-turns') }),
    svgEl('text', { x: centre[0], y: centre[1] + 10, 'text-anchor': 'middle', 'font-size': 14, fill: MUTED, text: t('almost-innocent-picture-left') }),
  ];
  players.forEach((player, i) => {
    const [x, y] = seats[i];
    const next = seats[(i + 1) % players.length];
    // The turn passes to the next seat clockwise: an arc around the table.
    const from = angleOf(centre, [x, y]) + 0.42;
    const to = angleOf(centre, next) - 0.42;
    const r = 88;
    const [x1, y1] = [centre[0] + r * Math.cos(from), centre[1] + r * Math.sin(from)];
    const [x2, y2] = [centre[0] + r * Math.cos(to), centre[1] + r * Math.sin(to)];
    parts.push(svgEl('path', { d: `M${x1.toFixed(1)},${y1.toFixed(1)} A${r},${r} 0 0 1 ${x2.toFixed(1)},${y2.toFixed(1)}`, fill: 'none', stroke: MUTED, 'stroke-width': 2, 'marker-end': 'url(#ai-arrow)' }));
    parts.push(svgEl('circle', { cx: x, cy: y, r: 24, fill: '#fff', stroke: INK, 'stroke-width': 2 }),
      svgEl('text', { x, y: y + 1, 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-size': 15, 'font-weight': 700, fill: INK, text: player }));
    const owner = players[(i + 1) % players.length];
    // The top player's hand sits beside the seat, the others' under theirs.
    parts.push(i === 0 ? hand(x + 112, y - 12, owner, true) : hand(x, y + 32, owner, false));
  });
  const text = t('almost-innocent-picture-neighbours', { types: TYPES.map(label).join(', ') });
  return svgEl('svg', {
    // A little room on both sides for the words under the bottom hands.
    viewBox: '-10 -28 400 396', width: '100%', role: 'img', 'aria-label': text, class: 'rules-picture-svg',
    testid: 'ai-picture-neighbours', style: 'max-width: 440px', 'font-family': 'system-ui, sans-serif',
  }, svgEl('title', { text }), parts);
}

const angleOf = ([cx, cy], [x, y]) => Math.atan2(y - cy, x - cx);

// ---------------------------------------------------------------- grid

/**
 * Six clues of each type spread over the grid, the rest empty: the cells in an order
 * shuffled by a small fixed generator, so the picture is the same on every load.
 */
function exampleGrid() {
  const prefixes = TYPES.map(codePrefix);
  if (prefixes.some((p) => !p)) return null;
  const order = Array.from({ length: SIZE * SIZE }, (_, i) => i);
  let state = 176; // a seed whose six empty cells fall one to a row and a column
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 8;
  };
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = next() % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const cells = Array.from({ length: SIZE }, () => Array(SIZE).fill('.'));
  for (let i = 0; i < SIZE * TYPES.length; i += 1) {
    const at = order[i];
    cells[Math.floor(at / SIZE)][at % SIZE] = `${prefixes[i % TYPES.length]}${Math.floor(i / TYPES.length) + 1}`;
  }
  return cells;
}

function gridPicture(fromAssets) {
  const rows = Array.isArray(fromAssets) && fromAssets.length === SIZE ? fromAssets : exampleGrid();
  if (!rows) return null;
  const cell = 46;
  const left = 64;
  const top = 30;
  const asked = { row: 4 };
  const parts = [];
  COLUMNS.forEach((column, c) => parts.push(svgEl('text', {
    x: left + c * cell + cell / 2, y: top - 10, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 700, fill: INK, text: column,
  })));
  const askedTop = top + (asked.row - 1) * cell;
  parts.push(svgEl('rect', { x: left - 26, y: askedTop - 3, width: SIZE * cell + 29, height: cell + 6, rx: 6, fill: '#fbefc9', stroke: '#d08a12', 'stroke-width': 2 }));
  for (let r = 0; r < SIZE; r += 1) {
    parts.push(svgEl('text', { x: left - 12, y: top + r * cell + cell / 2 + 1, 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-size': 15, 'font-weight': 700, fill: INK, text: String(r + 1) }));
    const line = Array.isArray(rows[r]) ? rows[r] : String(rows[r]).trim().split(/\s+/);
    for (let c = 0; c < SIZE; c += 1) {
      const code = line[c] || '.';
      const type = typeOfCode(code);
      const x = left + c * cell;
      const y = top + r * cell;
      parts.push(svgEl('rect', { x: x + 2, y: y + 2, width: cell - 4, height: cell - 4, rx: 4,
        fill: type ? TYPE_TINT[type] : PAPER, stroke: type ? TYPE_COLOR[type] : LINE, 'stroke-width': type ? 2 : 1 }));
      if (type) {
        parts.push(svgEl('text', { x: x + cell / 2, y: y + cell / 2 + 1, 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-size': 14, 'font-weight': 700, fill: TYPE_COLOR[type], text: codeText(code) }));
      }
    }
  }
  // The investigation token spent on row 4, beside the row.
  const tokenY = askedTop + cell / 2;
  parts.push(svgEl('circle', { cx: 16, cy: tokenY, r: 13, fill: INK }),
    svgEl('text', { x: 16, y: tokenY + 1, 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-size': 14, 'font-weight': 700, fill: '#fff', text: '?' }));
  // The key: the grid's types in resolution order, then the question and its answers.
  const codes = rows.flatMap((row) => (Array.isArray(row) ? row : String(row).trim().split(/\s+/)));
  const shown = TYPES.filter((type) => codes.some((code) => typeOfCode(code) === type));
  const keyTypes = shown.length ? shown : TYPES;
  const keyTop = top + SIZE * cell + 26;
  const perRow = 3;
  keyTypes.forEach((type, i) => {
    const x = 8 + (i % perRow) * 116;
    const y = keyTop + Math.floor(i / perRow) * 24;
    parts.push(svgEl('rect', { x, y: y - 8, width: 16, height: 16, rx: 3, fill: TYPE_TINT[type], stroke: TYPE_COLOR[type], 'stroke-width': 2 }),
      svgEl('text', { x: x + 22, y: y + 1, 'dominant-baseline': 'middle', 'font-size': 14, fill: INK, text: label(type) }));
  });
  const answersTop = keyTop + Math.ceil(keyTypes.length / perRow) * 24 + 14;
  const width = left + SIZE * cell + 8;
  // The question and the answers wrap to the picture's width (about 7.5 units a
  // character at this size), one line under the other.
  const room = Math.floor((width - 36) / 7.5);
  const asks = wrapWords(t('almost-innocent-picture-asks', { line: lineName(asked) }), room);
  const answers = wrapWords(t('almost-innocent-picture-answers'), room);
  const lineAt = (n) => answersTop + 1 + n * 20;
  parts.push(
    svgEl('circle', { cx: 16, cy: answersTop, r: 9, fill: INK }),
    svgEl('text', { x: 16, y: answersTop + 1, 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff', text: '?' }),
    asks.map((words, n) => svgEl('text', { x: 32, y: lineAt(n), 'dominant-baseline': 'middle', 'font-size': 14, fill: INK, text: words })),
    answers.map((words, n) => svgEl('text', { x: 32, y: lineAt(asks.length + n) + 4, 'dominant-baseline': 'middle', 'font-size': 14, 'font-weight': 700, fill: INK, text: words })),
  );
  const height = lineAt(asks.length + answers.length) + 10;
  const text = t('almost-innocent-picture-grid', { source: rows === fromAssets ? 'scenario' : 'example', types: keyTypes.map(label).join(', '), line: lineName(asked) });
  return svgEl('svg', {
    viewBox: `0 0 ${width} ${height}`, width: '100%', role: 'img', 'aria-label': text, class: 'rules-picture-svg',
    testid: 'ai-picture-grid', style: 'max-width: 420px', 'font-family': 'system-ui, sans-serif',
  }, svgEl('title', { text }), parts);
}
