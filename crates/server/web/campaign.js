// campaign.js — the #/campaign/GROUP page: an Almost Innocent campaign group's
// progress (GET /api/campaigns/almost-innocent/GROUP, docs/protocol.md "Campaigns"):
// the scenarios in order, which the group has won at each difficulty, what each
// unlocks, and a form that starts the group's next scenario. The group name is
// people's text: shown with textContent only.

import { api, saveTokens } from './api.js';
import { el, showError } from './ui.js';

const DIFFICULTIES = ['easy', 'medium', 'detective'];
const ABILITY_NAMES = { din: 'Din', teor: 'Teor', edd: 'Edd', okra: 'Okra', valia: 'Valia' };

/** Ability ids as people read them: "Din and Teor". */
function abilityWords(ids) {
  const names = ids.map((id) => ABILITY_NAMES[id] || id);
  if (names.length === 0) return 'nothing';
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function renderCampaign(root, group) {
  const title = el('h2', { testid: 'campaign-title', text: `Campaign: ${group}` });
  const status = el('p', { class: 'muted', testid: 'campaign-status', text: 'Loading the group\'s progress…' });
  const steps = el('ol', { class: 'campaign-steps', testid: 'campaign-steps' });
  const difficulty = el('select', { testid: 'campaign-difficulty' },
    DIFFICULTIES.map((d) => el('option', { value: d, text: d[0].toUpperCase() + d.slice(1) })));
  const players = el('select', { testid: 'campaign-players' },
    [2, 3, 4, 5].map((n) => el('option', { value: String(n), text: `${n} players`, selected: n === 3 })));
  const next = el('p', { testid: 'campaign-next' });
  const button = el('button', { class: 'primary', testid: 'campaign-start', text: 'Start the next scenario' });
  const form = el('form', { class: 'game-form' },
    el('h3', { text: 'Next match' }),
    el('div', { class: 'row' }, el('label', { text: 'Difficulty ' }, difficulty), el('label', { text: ' Players ' }, players)),
    next, button);
  root.append(el('section', { class: 'card campaign' },
    el('p', {}, el('a', { href: '#/', text: '← Lobby' })),
    title,
    el('p', { text: 'Win the scenarios in order. A scenario\'s first win, at any difficulty, unlocks the abilities it lists for every later match of this group.' }),
    status, steps, form));

  let progress = null;
  const showNext = () => {
    if (!progress) return;
    const id = progress.next[difficulty.value];
    const step = progress.steps.find((s) => s.scenario === id);
    next.textContent = step
      ? `Next at ${difficulty.value}: ${step.title || step.scenario}.`
      : `Every scenario is won at ${difficulty.value}: try a harder difficulty.`;
    button.disabled = !step;
  };
  difficulty.addEventListener('change', showNext);

  const load = async () => {
    try {
      progress = await api('GET', `/api/campaigns/almost-innocent/${encodeURIComponent(group)}`);
    } catch (err) {
      status.textContent = err.message;
      button.disabled = true;
      return;
    }
    title.textContent = `Campaign: ${progress.group}`;
    status.textContent = progress.played === 0
      ? 'No match finished yet. Unlocked: nothing.'
      : `${progress.played} match${progress.played === 1 ? '' : 'es'} finished. Unlocked: ${abilityWords(progress.unlocked)}.`;
    steps.replaceChildren(...progress.steps.map((step, i) => {
      const wonAt = DIFFICULTIES.filter((d) => step.won[d]);
      return el('li', { testid: `campaign-step-${i}`, class: wonAt.length ? 'won' : '' },
        el('strong', { text: step.title || step.scenario }),
        el('span', { class: 'muted', text: ` — unlocks ${abilityWords(step.unlocks)}` }),
        el('span', { testid: `campaign-step-${i}-won`, text: wonAt.length ? ` ✓ won at ${wonAt.join(', ')}` : '' }));
    }));
    showNext();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    try {
      const config = { campaign: progress?.group ?? group, players: Number(players.value), difficulty: difficulty.value };
      const answer = await api('POST', '/api/matches', { game: 'almost-innocent', config });
      saveTokens(answer.match.id, { host: answer.host_token });
      location.hash = `#/match/${encodeURIComponent(answer.match.id)}`;
    } catch (err) {
      showError(err.message);
      button.disabled = false;
    }
  });

  load();
  return () => {};
}

/** The lobby's small form: a group name, then the group's campaign page. */
export function campaignLink() {
  const name = el('input', { type: 'text', maxlength: '40', testid: 'campaign-group', placeholder: 'Your group\'s name', required: true });
  const form = el('form', { class: 'row campaign-link' },
    name, el('button', { testid: 'campaign-open', text: 'Play the campaign' }));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const group = name.value.trim();
    if (group) location.hash = `#/campaign/${encodeURIComponent(group)}`;
  });
  return el('div', { class: 'campaign-box' },
    el('p', { class: 'muted', text: 'Or play the campaign with your group: the scenarios in order, abilities unlocked by winning, progress kept under your group\'s name.' }),
    form);
}
