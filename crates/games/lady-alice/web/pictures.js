// games/lady-alice/pictures.js — the pictures of Lady Alice's rules page
// (docs/content/rules-pages.md): `score-sheet`, the score sheet of the page's worked
// example, filled in line by line (I to IX) the way the game scores (src/score.rs:
// a counter off the solution leaves at II, an eliminated player's at III, a 0 at V;
// VI adds the rest, VII +2 for every solution clue covered, VIII +1 for the ending
// suspicion, IX +3 for a correct accusation; the best total among players still in
// wins, a correct accuser alone on a tie). The clue names are checked against the
// desk the game hands out (GET /api/games/lady-alice/assets). The Chromium test
// crates/cli/tests/browser_rules.rs plays the same example through the game and
// compares every line. Text is set as text.

import { el } from '../../ui.js';
import { t } from '../../i18n.js';
import { SEAT_COLORS, clueName } from './table.js';

/** The pictures this module draws, by the names rules/en.md uses. */
export const PICTURES = ['score-sheet'];

/**
 * The worked example of rules/en.md as the table stands at the end: four players,
 * Cleo eliminated by a wrong accusation, Ben's suspicion found the solution.
 * Counters as [seat, clue, value], in the order they were laid.
 */
export const WORKED_EXAMPLE = {
  players: ['Anna', 'Ben', 'Cleo', 'Dan'],
  evidence: ['Hyde Park', 'Telescope', 'Mary Kingsley', '15h00'],
  eliminated: [2],
  ending: { kind: 'suspicion', seat: 1 },
  counters: [
    [1, 'Telescope', 2], [2, 'Compass', 1], [3, '15h00', 2], [0, 'Hyde Park', 2],
    [1, '15h00', 1], [2, 'Mary Kingsley', 2], [3, 'Compass', 2], [0, 'Hyde Park', 2],
    [1, 'Hyde Park', 1], [0, 'Mary Kingsley', 1], [1, 'Mary Kingsley', 1],
    [0, 'Telescope', 1], [1, 'Mary Kingsley', 0], [0, 'Rifle', 0],
  ],
};

/** A picture by name, or null when this game has no such picture or no data for it. */
export function rulesPicture(name, assets) {
  if (name === 'score-sheet') return scoreSheetPicture(WORKED_EXAMPLE, assets?.desk);
  return null;
}

/** The score sheet of an ended table, line by line (see the module comment). */
export function scoreSheet(table) {
  const solution = new Set(table.evidence);
  const out = new Set(table.eliminated);
  const rows = table.players.map((player, seat) => ({
    seat, player, evidence: table.evidence[seat], eliminated: out.has(seat),
    offSolution: [], ofEliminated: [], faceUp: [], zeros: [], counters: 0, allEvidence: 0, suspicion: 0, accusation: 0, total: 0,
  }));
  for (const [seat, clue, value] of table.counters) {
    const row = rows[seat];
    if (!solution.has(clue)) row.offSolution.push([clue, value]);
    else if (row.eliminated) row.ofEliminated.push([clue, value]);
    else {
      row.faceUp.push([clue, value]);
      if (value === 0) row.zeros.push([clue, value]);
    }
  }
  for (const row of rows) {
    const scoring = row.faceUp.filter(([, value]) => value > 0);
    row.counters = scoring.reduce((sum, [, value]) => sum + value, 0);
    const covered = new Set(scoring.map(([clue]) => clue));
    row.allEvidence = [...solution].every((clue) => covered.has(clue)) ? 2 : 0;
    row.suspicion = table.ending.kind === 'suspicion' && table.ending.seat === row.seat ? 1 : 0;
    row.accusation = table.ending.kind === 'accusation' && table.ending.seat === row.seat ? 3 : 0;
    row.total = row.counters + row.allEvidence + row.suspicion + row.accusation;
  }
  const standing = rows.filter((r) => !r.eliminated);
  const best = Math.max(0, ...standing.map((r) => r.total));
  let winners = standing.filter((r) => r.total === best).map((r) => r.seat);
  if (table.ending.kind === 'accusation' && winners.includes(table.ending.seat)) winners = [table.ending.seat];
  return { rows, winners };
}

const removed = (list) => (list.length ? list.map(([clue, value]) => `✕ ${clueName(clue)} ${value}`) : '—');
const bonus = (n) => (n ? `+${n}` : '—');

/** The lines of the sheet: number, short words, the cell's text (or texts) and its value for a row (named at draw time). */
function lines() {
  return [
    ['I', t('lady-alice-picture-evidence'), (r) => clueName(r.evidence), () => null],
    ['II', t('lady-alice-picture-off-solution'), (r) => removed(r.offSolution), (r) => r.offSolution.length],
    ['III', t('lady-alice-picture-eliminated'), (r) => removed(r.ofEliminated), (r) => r.ofEliminated.length],
    ['IV', t('lady-alice-picture-face-up'), (r) => r.faceUp.map(([, value]) => value).join(' ') || '—', () => null],
    ['V', t('lady-alice-picture-zeros'), (r) => removed(r.zeros), (r) => r.zeros.length],
    ['VI', t('lady-alice-picture-counters'), (r) => String(r.counters), (r) => r.counters],
    ['VII', t('lady-alice-picture-all-clues'), (r) => bonus(r.allEvidence), (r) => r.allEvidence],
    ['VIII', t('lady-alice-picture-suspicion'), (r) => bonus(r.suspicion), (r) => r.suspicion],
    ['IX', t('lady-alice-picture-accusation'), (r) => bonus(r.accusation), (r) => r.accusation],
  ];
}

const CELL = { padding: '.3rem .45rem', borderBottom: '1px solid #ddd3c3', verticalAlign: 'top', textAlign: 'left' };
// The line names stay in view while the players' columns scroll on a narrow screen.
const LABEL = { ...CELL, position: 'sticky', left: '0', zIndex: '1', background: '#fffdf8', fontWeight: '400', borderRight: '1px solid #ddd3c3', maxWidth: '6.5rem' };

function scoreSheetPicture(table, desk) {
  const known = new Set((desk || []).flatMap((category) => category.clues || []));
  const named = [...table.evidence, ...table.counters.map(([, clue]) => clue)];
  if (!known.size || named.some((clue) => !known.has(clue))) return null;
  const { rows, winners } = scoreSheet(table);
  const winner = (seat) => winners.includes(seat);
  const head = el('tr', {}, el('th', { style: { ...LABEL, fontWeight: '600' }, text: t('lady-alice-sheet-line') }),
    rows.map((r) => el('th', { scope: 'col', style: { ...CELL, whiteSpace: 'nowrap', background: winner(r.seat) ? '#fbefc9' : null } },
      el('span', { 'aria-hidden': 'true', style: { display: 'inline-block', width: '.7rem', height: '.7rem', borderRadius: '50%', background: SEAT_COLORS[r.seat], marginRight: '.3rem' } }),
      r.player, r.eliminated ? el('span', { style: { display: 'block', fontWeight: '400', fontSize: '.75rem', color: '#7a7064' }, text: t('lady-alice-badge-eliminated') }) : null)));
  const body = lines().map(([number, words, cell, value]) => el('tr', {},
    el('th', { scope: 'row', style: LABEL },
      el('strong', { style: { display: 'block' }, text: number }), el('span', { style: { fontSize: '.75rem', color: '#7a7064' }, text: words })),
    rows.map((r) => {
      const text = cell(r);
      return el('td', {
        style: { ...CELL, minWidth: '4.6rem', background: winner(r.seat) ? '#fdf6e1' : null }, 'data-line': number, 'data-seat': String(r.seat),
        'data-value': value(r) === null ? null : String(value(r)),
      }, Array.isArray(text) ? text.map((t) => el('span', { style: { display: 'block' }, text: t })) : text);
    })));
  const total = el('tr', {}, el('th', { scope: 'row', style: { ...LABEL, borderBottom: '0', fontWeight: '700' }, text: t('lady-alice-sheet-total') }),
    rows.map((r) => el('td', {
      style: { ...CELL, borderBottom: '0', fontWeight: '700', background: winner(r.seat) ? '#fbefc9' : null },
      'data-line': 'total', 'data-seat': String(r.seat), 'data-value': String(r.total),
      text: winner(r.seat) ? t('lady-alice-picture-wins', { total: r.total }) : String(r.total),
    })));
  return el('table', {
    class: 'rules-picture-table', testid: 'la-picture-score-sheet',
    'aria-label': t('lady-alice-picture-label', {
      totals: rows.map((r) => `${r.player} ${r.total}`).join(', '),
      winners: winners.map((s) => rows[s].player).join(' & '),
      count: winners.length,
    }),
    style: { borderCollapse: 'collapse', fontSize: '.8rem', lineHeight: '1.3', background: '#fffdf8', border: '1px solid #ddd3c3' },
  }, el('thead', { style: { borderBottom: '2px solid #2b2620' } }, head), el('tbody', {}, body, total));
}
