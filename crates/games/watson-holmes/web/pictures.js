// games/watson-holmes/pictures.js — the pictures of Watson & Holmes's rules page
// (docs/content/rules-pages.md): `round`, one round as a diagram, its four phases in
// order (visiting with bids, the Watson card, reading, 221B) and back to the next
// round; the 221B step shows the order of who answers for the page's example table
// (Ann 9 carriages, Ben 6, Cat 6, Dan 2 with Martha Hudson revealed), worked out by
// the table's own answeringOrder. Text is set as text; nothing here comes from a person.

import { svgEl } from '../../rules.js';
import { answeringOrder, characterName } from './table.js';
import { t } from '../../i18n.js';
import { listWords } from '../../ui.js';

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

/** The most characters on one line of a phase's box (the box is 324 units wide at 15 px). */
const LINE_CHARS = 37;

/**
 * A text cut into the box's lines: each paragraph (a line of the message) is
 * wrapped at word boundaries; a bullet's following lines are indented (a leading
 * "+" marks them).
 */
export function wrapLines(text, width = LINE_CHARS) {
  const out = [];
  for (const paragraph of String(text).split('\n')) {
    const bullet = paragraph.startsWith('•');
    let line = '';
    let first = true;
    const push = () => { out.push(first || !bullet ? line : `+${line}`); first = false; };
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) { // never at a no-break space
      const room = bullet && !first ? width - 2 : width;
      const longer = line ? `${line} ${word}` : word;
      if (line && longer.length > room) { push(); line = word; } else line = longer;
    }
    if (line) push();
  }
  return out;
}

/** Each phase: its name and its lines of words (a leading "+" indents a line), in the reader's language. */
function phases() {
  return [
    [t('watson-holmes-phase-visiting'), wrapLines(t('watson-holmes-picture-visiting'))],
    [t('watson-holmes-phase-watson'), wrapLines(t('watson-holmes-picture-watson'))],
    [t('watson-holmes-phase-reading'), wrapLines(t('watson-holmes-picture-reading'))],
    ['221B Baker Street', wrapLines(t('watson-holmes-picture-baker'))],
  ];
}

function roundPicture() {
  const groups = exampleOrder();
  const PHASES = phases();
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
        const why = group.martha
          ? t('watson-holmes-picture-martha-first', { character: characterName('martha_hudson') })
          : t('watson-holmes-carriages', { count: group.carriages });
        parts.push(svgEl('text', { x: left + 14, y: rowY + 13, 'font-size': FONT, 'font-weight': 700, fill: ACCENT, text: `${n + 1}.` }));
        group.seats.forEach((seat, k) => {
          const cx = left + 42 + k * 22;
          parts.push(svgEl('circle', { cx, cy: rowY + 8, r: 8, fill: SEAT_COLORS[seat % SEAT_COLORS.length] }));
        });
        parts.push(svgEl('text', { x: left + 34 + group.seats.length * 22, y: rowY + 13, 'font-size': FONT, fill: INK },
          svgEl('tspan', { 'font-weight': 700, text: listWords(names) }), svgEl('tspan', { fill: MUTED, text: ` · ${why}` })));
        if (group.seats.length > 1) {
          parts.push(svgEl('text', { x: left + 34, y: rowY + 32, 'font-size': FONT, fill: MUTED, text: t('watson-holmes-picture-together') }));
          rowY += 19.5;
        }
        rowY += 26;
      });
      parts.push(svgEl('text', { x: left + 10, y: rowY + 12, 'font-size': FONT, fill: INK, text: t('watson-holmes-picture-verdict') }));
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
  const loopWords = t('watson-holmes-picture-loop');
  const midY = (topY + bottomY) / 2;
  parts.push(svgEl('text', { x: loopX + 15, y: midY, 'text-anchor': 'middle', 'font-size': FONT, fill: ACCENT, transform: `rotate(-90 ${loopX + 15} ${midY})`, text: loopWords }));
  const orderWords = groups.map((g) => {
    const names = listWords(g.seats.map((s) => EXAMPLE[s].name));
    return g.martha ? t('watson-holmes-picture-order-martha', { names }) : t('watson-holmes-picture-order-carriages', { names, count: g.carriages });
  }).reduce((before, after) => t('watson-holmes-then', { before, after }));
  const label = t('watson-holmes-picture-label', {
    visiting: PHASES[0][0], watson: PHASES[1][0], reading: PHASES[2][0], baker: PHASES[3][0], order: orderWords,
  });
  return svgEl('svg', {
    viewBox: `0 0 ${WIDTH} ${y + 6}`, width: '100%', role: 'img', 'aria-label': label, class: 'rules-picture-svg',
    testid: 'wh-picture-round', style: 'max-width: 420px', 'font-family': 'system-ui, sans-serif',
  }, svgEl('title', { text: label }), parts);
}
