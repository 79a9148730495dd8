// games/watson-holmes/pictures.js — the pictures of Watson & Holmes's rules page
// (docs/content/rules-pages.md): `round`, one round as a diagram, its four phases in
// order (visiting with bids, the Watson card, reading, 221B) and back to the next
// round; the 221B step shows the order of who answers for the page's example table
// (Ann 9 carriages, Ben 6, Cat 6, Dan 2 with Martha Hudson revealed), worked out by
// the table's own answeringOrder. Text is set as text; nothing here comes from a person.

import { svgEl } from '../../rules.js';
import { answeringOrder, characterName } from './table.js';

/** The pictures this module draws, by the names rules/en.md uses. */
export const PICTURES = ['round'];

const INK = '#2b2620';
const MUTED = '#7a7064';
const LINE = '#ddd3c3';
const PAPER = '#fffdf8';
const ACCENT = '#6b3e1f';
const SEAT_COLORS = ['#c8413b', '#2f6fc0', '#2f8f57', '#d08a12'];
const WIDTH = 372;
const FONT = 15;
const LINE_HEIGHT = 20;

/** A picture by name, or null when this game has no such picture. */
export function rulesPicture(name) {
  if (name === 'round') return roundPicture();
  return null;
}

/** The example table of the page's 221B example, as a view the table module reads. */
const EXAMPLE = [
  { name: 'Ann', carriages: 9 },
  { name: 'Ben', carriages: 6 },
  { name: 'Cat', carriages: 6 },
  { name: 'Dan', carriages: 2, character: 'martha_hudson' },
];

function exampleOrder() {
  const players = EXAMPLE.map((p, seat) => ({
    seat, carriages: p.carriages, eliminated: false, placement: { kind: 'baker_street' },
    character: p.character || null, character_state: p.character ? 'revealed' : 'hidden',
  }));
  return answeringOrder({ players });
}

/** Each phase: its name and its lines of words (a leading "+" indents a line). */
const PHASES = [
  ['Visiting Phase', [
    'From the Diary holder, clockwise,',
    'each player puts their pawn on:',
    '• a location card, on foot or with',
    '+a bid of carriages (to take a card',
    '+from a rival, bid one more than',
    '+the carriages on it)',
    '• the Carriage Stop: no card to read,',
    '+carriages at the end of phase 3',
    '• 221B Baker Street, to answer',
  ]],
  ['The Watson card', [
    'Its taker picks a player whose card',
    'is read aloud to all, or lets it pass.',
  ]],
  ['Investigation Phase', [
    'Everyone reads their card at once',
    'and takes notes: the text goes away',
    'when the phase ends. Bids are paid,',
    'symbols give carriages or tokens.',
  ]],
  ['221B Baker Street', [
    'Whoever is there answers, in order:',
  ]],
];

function roundPicture() {
  const groups = exampleOrder();
  const parts = [svgEl('defs', {}, svgEl('marker', { id: 'wh-arrow', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
    svgEl('path', { d: 'M0,0 L10,5 L0,10 z', fill: ACCENT })))];
  const left = 8;
  const boxWidth = WIDTH - 48;
  let y = 4;
  const boxTops = [];
  PHASES.forEach(([title, lines], i) => {
    const orderRows = i === PHASES.length - 1 ? groups.length + 1 + groups.filter((g) => g.seats.length > 1).length * 0.75 : 0;
    const height = 36 + lines.length * LINE_HEIGHT + orderRows * 26 + 10;
    boxTops.push(y);
    parts.push(svgEl('rect', { x: left, y, width: boxWidth, height, rx: 8, fill: PAPER, stroke: ACCENT, 'stroke-width': 2 }),
      svgEl('circle', { cx: left + 20, cy: y + 18, r: 12, fill: ACCENT }),
      svgEl('text', { x: left + 20, y: y + 19, 'text-anchor': 'middle', 'dominant-baseline': 'middle', 'font-size': FONT, 'font-weight': 700, fill: '#fff', text: String(i + 1) }),
      svgEl('text', { x: left + 40, y: y + 19, 'dominant-baseline': 'middle', 'font-size': FONT + 2, 'font-weight': 700, fill: INK, text: title }));
    lines.forEach((line, n) => parts.push(svgEl('text', {
      x: left + (line.startsWith('+') ? 24 : 10), y: y + 48 + n * LINE_HEIGHT, 'font-size': FONT, fill: INK, text: line.replace(/^\+/, ''),
    })));
    if (orderRows) {
      let rowY = y + 36 + lines.length * LINE_HEIGHT + 6;
      groups.forEach((group, n) => {
        const names = group.seats.map((s) => EXAMPLE[s].name);
        const why = group.martha ? `${characterName('martha_hudson')}, first` : `${group.carriages} carriages`;
        parts.push(svgEl('text', { x: left + 14, y: rowY + 13, 'font-size': FONT, 'font-weight': 700, fill: ACCENT, text: `${n + 1}.` }));
        group.seats.forEach((seat, k) => {
          const cx = left + 42 + k * 22;
          parts.push(svgEl('circle', { cx, cy: rowY + 8, r: 8, fill: SEAT_COLORS[seat % SEAT_COLORS.length] }));
        });
        parts.push(svgEl('text', { x: left + 34 + group.seats.length * 22, y: rowY + 13, 'font-size': FONT, fill: INK },
          svgEl('tspan', { 'font-weight': 700, text: names.join(' and ') }), svgEl('tspan', { fill: MUTED, text: ` · ${why}` })));
        if (group.seats.length > 1) {
          parts.push(svgEl('text', { x: left + 34, y: rowY + 32, 'font-size': FONT, fill: MUTED, text: 'equal counts answer together' }));
          rowY += 19.5;
        }
        rowY += 26;
      });
      parts.push(svgEl('text', { x: left + 10, y: rowY + 12, 'font-size': FONT, fill: INK, text: 'All right: a win. Any wrong: out.' }));
    }
    y += height;
    if (i < PHASES.length - 1) {
      parts.push(svgEl('line', { x1: left + boxWidth / 2, y1: y + 2, x2: left + boxWidth / 2, y2: y + 22, stroke: ACCENT, 'stroke-width': 2.5, 'marker-end': 'url(#wh-arrow)' }));
      y += 26;
    }
  });
  // Back to the top: no winner, a new round, the last to place holds the Diary.
  const loopX = left + boxWidth + 20;
  const topY = boxTops[0] + 18;
  const bottomY = y - 24;
  parts.push(svgEl('path', { d: `M${left + boxWidth},${bottomY} H${loopX} V${topY} H${left + boxWidth + 4}`, fill: 'none', stroke: ACCENT, 'stroke-width': 2.5, 'stroke-dasharray': '7 5', 'marker-end': 'url(#wh-arrow)' }));
  const loopWords = 'no winner: next round; the last to place holds the Diary';
  const midY = (topY + bottomY) / 2;
  parts.push(svgEl('text', { x: loopX + 15, y: midY, 'text-anchor': 'middle', 'font-size': FONT, fill: ACCENT, transform: `rotate(-90 ${loopX + 15} ${midY})`, text: loopWords }));
  const orderWords = groups.map((g) => `${g.seats.map((s) => EXAMPLE[s].name).join(' and ')}${g.martha ? ' (Martha Hudson)' : ` (${g.carriages} carriages)`}`).join(', then ');
  const label = `One round of Watson & Holmes: 1 ${PHASES[0][0]}, 2 ${PHASES[1][0]}, 3 ${PHASES[2][0]}, 4 ${PHASES[3][0]}, `
    + `then, if nobody won, the next round. At 221B the example table answers in this order: ${orderWords}.`;
  return svgEl('svg', {
    viewBox: `0 0 ${WIDTH} ${y + 6}`, width: '100%', role: 'img', 'aria-label': label, class: 'rules-picture-svg',
    testid: 'wh-picture-round', style: 'max-width: 420px', 'font-family': 'system-ui, sans-serif',
  }, svgEl('title', { text: label }), parts);
}
