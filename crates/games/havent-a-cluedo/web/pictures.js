// games/havent-a-cluedo/pictures.js — the pictures of Haven't a Cluedo's rules page
// (docs/content/rules-pages.md): `board`, the manor drawn from the board the game
// plays on (GET /api/games/havent-a-cluedo/assets: its rows of walls, corridors,
// rooms and doors, its start squares and secret passages), with the persons' token
// colours of the table. Text is set as text; nothing here comes from a person.

import { el } from '../../ui.js';
import { svgEl } from '../../rules.js';
import { t } from '../../i18n.js';
import { PERSON_COLORS, cardLabel } from './table.js';

/** The pictures this module draws, by the names rules/en.md uses. */
export const PICTURES = ['board'];

const CELL = 20;
const FONT = 17;
const INK = '#2b2620';
const WALL = '#8c7f70';
const CORRIDOR = '#fbf7ee';
const GRID_LINE = '#ddd3c3';
const ROOM = '#efe0c4';
const DOOR = '#d08a12';
const PASSAGE = '#7d4fb8';

/** A picture by name, or null when this game has no such picture or no data for it. */
export function rulesPicture(name, assets) {
  if (name === 'board' && assets?.board?.rows?.length) return boardPicture(assets.board, assets.persons || []);
  return null;
}

const isCorridor = (ch) => ch === '.' || /[0-9]/.test(ch);
const isRoomCell = (ch) => /[A-Za-z]/.test(ch);

/** Words of `text` in lines of at most `max` characters (a long word keeps its own line). */
function wrapWords(text, max) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function boardPicture(board, persons) {
  const rows = board.rows.map((row) => [...row]);
  const height = board.height || rows.length;
  const width = board.width || rows[0].length;
  const at = (r, c) => (r >= 0 && r < height && c >= 0 && c < width ? rows[r][c] : '#');
  const rooms = new Map(board.rooms.map((room) => [room.letter.toUpperCase(),
    { ...room, top: Infinity, left: Infinity, bottom: -1, right: -1 }]));

  const squares = [];
  const walls = [];
  const doors = [];
  for (let r = 0; r < height; r += 1) {
    for (let c = 0; c < width; c += 1) {
      const ch = at(r, c);
      const x = c * CELL;
      const y = r * CELL;
      if (isCorridor(ch)) {
        squares.push(svgEl('rect', { x, y, width: CELL, height: CELL, fill: CORRIDOR, stroke: GRID_LINE, 'stroke-width': 1 }));
        continue;
      }
      if (!isRoomCell(ch)) {
        squares.push(svgEl('rect', { x, y, width: CELL, height: CELL, fill: WALL }));
        continue;
      }
      const room = rooms.get(ch.toUpperCase());
      if (room) {
        room.top = Math.min(room.top, r); room.bottom = Math.max(room.bottom, r);
        room.left = Math.min(room.left, c); room.right = Math.max(room.right, c);
      }
      squares.push(svgEl('rect', { x, y, width: CELL, height: CELL, fill: ROOM }));
      const door = ch !== ch.toUpperCase();
      // The room's wall on every side facing something else; a door's side faces the corridor.
      const sides = [
        [-1, 0, [x, y, x + CELL, y]],
        [1, 0, [x, y + CELL, x + CELL, y + CELL]],
        [0, -1, [x, y, x, y + CELL]],
        [0, 1, [x + CELL, y, x + CELL, y + CELL]],
      ];
      for (const [dr, dc, [x1, y1, x2, y2]] of sides) {
        const next = at(r + dr, c + dc);
        if (isRoomCell(next) && next.toUpperCase() === ch.toUpperCase()) continue;
        if (door && isCorridor(next)) {
          const inset = 3;
          const [ix, iy] = dr === 0 ? [0, inset] : [inset, 0];
          doors.push(svgEl('line', { x1: x1 + ix, y1: y1 + iy, x2: x2 - ix, y2: y2 - iy, stroke: DOOR, 'stroke-width': 5, 'stroke-linecap': 'butt' }));
        } else {
          walls.push(svgEl('line', { x1, y1, x2, y2, stroke: INK, 'stroke-width': 2, 'stroke-linecap': 'square' }));
        }
      }
    }
  }

  const names = [];
  for (const room of rooms.values()) {
    if (room.bottom < 0) continue;
    const boxWidth = (room.right - room.left + 1) * CELL;
    const lines = wrapWords(cardLabel(room.name), Math.max(4, Math.floor((boxWidth - 8) / (FONT * 0.64))));
    // A word longer than the room is wide (a long name in some language) gets a smaller font.
    const longest = Math.max(...lines.map((line) => line.length));
    const size = Math.min(FONT, (boxWidth - 8) / (longest * 0.64));
    const cx = room.left * CELL + boxWidth / 2;
    const cy = ((room.top + room.bottom + 1) * CELL) / 2 - ((lines.length - 1) * size * 1.15) / 2;
    names.push(svgEl('text', { x: cx, y: cy, 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-size': size, 'font-weight': 600, fill: INK },
      lines.map((line, i) => svgEl('tspan', { x: cx, dy: i === 0 ? 0 : size * 1.15, text: line }))));
  }

  // Each secret passage once: a dashed line between the facing corners of its rooms.
  const passageLines = [];
  const passageNames = [];
  const drawn = new Set();
  for (const room of rooms.values()) {
    const other = [...rooms.values()].find((r) => r.name === room.passage);
    if (!other || room.bottom < 0 || other.bottom < 0) continue;
    const key = [room.name, other.name].sort().join('|');
    if (drawn.has(key)) continue;
    drawn.add(key);
    const corner = (a, b) => [
      (b.left > a.right ? a.right + 1 : a.left) * CELL + (b.left > a.right ? -CELL / 2 : CELL / 2),
      (b.top > a.bottom ? a.bottom + 1 : a.top) * CELL + (b.top > a.bottom ? -CELL / 2 : CELL / 2),
    ];
    const [x1, y1] = corner(room, other);
    const [x2, y2] = corner(other, room);
    passageNames.push({ from: room.name, to: other.name });
    passageLines.push(svgEl('line', { x1, y1, x2, y2, stroke: PASSAGE, 'stroke-width': 3, 'stroke-dasharray': '8 6', 'stroke-linecap': 'round', opacity: 0.85 }));
    for (const [x, y] of [[x1, y1], [x2, y2]]) {
      passageLines.push(svgEl('circle', { cx: x, cy: y, r: 9, fill: PASSAGE }),
        svgEl('text', { x, y: y + 0.5, 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-size': 12, 'font-weight': 700, fill: '#fff', text: '⇄' }));
    }
  }

  const colorOf = (person) => PERSON_COLORS[persons.indexOf(person)] || INK;
  const starts = (board.starts || []).map((s) => {
    const x = s.col * CELL + CELL / 2;
    const y = s.row * CELL + CELL / 2;
    return svgEl('g', {},
      svgEl('circle', { cx: x, cy: y, r: CELL / 2 - 1.5, fill: '#fff', stroke: colorOf(s.person), 'stroke-width': 3 }),
      svgEl('text', { x, y: y + 0.5, 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-size': 13, 'font-weight': 700, fill: colorOf(s.person), text: String(s.digit) }));
  });

  const sorted = [...(board.starts || [])].sort((a, b) => a.digit - b.digit);
  const roomNames = [...rooms.values()].filter((r) => r.bottom >= 0).map((r) => cardLabel(r.name));
  const label = t('havent-a-cluedo-picture-label', {
    width,
    height,
    count: roomNames.length,
    rooms: roomNames.join(', '),
    passages: passageNames.map((p) => t('havent-a-cluedo-picture-passage', { from: cardLabel(p.from), to: cardLabel(p.to) })).join(', ')
      || t('havent-a-cluedo-picture-none'),
    starts: sorted.map((s) => `${s.digit} ${s.person}`).join(', '),
  });
  const map = svgEl('svg', {
    viewBox: `-2 -2 ${width * CELL + 4} ${height * CELL + 4}`, width: '100%', role: 'img', 'aria-label': label,
    class: 'rules-picture-svg', style: 'max-width: 560px', 'font-family': 'system-ui, sans-serif',
  }, svgEl('title', { text: label }), squares, walls, doors, names, passageLines, starts);
  return el('div', { testid: 'hc-picture-board', style: { maxWidth: '560px' } }, map, boardKey(sorted, colorOf));
}

/** The key under the map, in the page's own text size: door, passage, each start square's person. */
function boardKey(starts, colorOf) {
  const mark = (style, text) => el('span', { 'aria-hidden': 'true', style: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: 'none', ...style }, text });
  const item = (marker, words) => el('li', { style: { display: 'flex', alignItems: 'center', gap: '.4rem' } }, marker, words);
  const disc = { width: '1.15rem', height: '1.15rem', borderRadius: '50%', fontSize: '.7rem', fontWeight: '700' };
  return el('ul', {
    style: { listStyle: 'none', margin: '.5rem 0 0', padding: '0', display: 'flex', flexWrap: 'wrap', gap: '.3rem 1.1rem', fontSize: '.85rem' },
  },
  item(mark({ width: '1.1rem', height: '.3rem', background: DOOR }), t('havent-a-cluedo-key-door')),
  item(mark({ ...disc, background: PASSAGE, color: '#fff' }, '⇄'), t('havent-a-cluedo-key-passage')),
  starts.map((s) => item(mark({ ...disc, background: '#fff', border: `2px solid ${colorOf(s.person)}`, color: colorOf(s.person) }, String(s.digit)),
    t('havent-a-cluedo-picture-start', { person: s.person }))));
}
