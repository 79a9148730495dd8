// campaign.js — the #/campaign/GROUP page: an Almost Innocent campaign group's
// progress (GET /api/campaigns/almost-innocent/GROUP, docs/protocol.md "Campaigns"):
// the scenarios in order, which the group has won at each difficulty, what each
// unlocks, and a form that starts the group's next scenario. The group name is
// people's text: shown with textContent only. Scenario titles are shown, and
// the next match asked, in the reader's language when the scenario is written
// in it (English otherwise). Its words are campaign.ftl's;
// the difficulties' names are the games catalogue's.

import { api, saveTokens } from './api.js';
import { el, showError, errorWords, listWords } from './ui.js';
import { t, language } from './i18n.js';

const DIFFICULTIES = ['easy', 'medium', 'detective'];
/** The characters whose abilities a campaign unlocks: proper names, the same in every language. */
const ABILITY_NAMES = { din: 'Din', teor: 'Teor', edd: 'Edd', okra: 'Okra', valia: 'Valia' };

/** Ability ids as people read them: "Din and Teor" ("nothing" when none). */
function abilityWords(ids) {
  if (!ids.length) return t('campaign-nothing');
  return listWords(ids.map((id) => ABILITY_NAMES[id] || id));
}

/**
 * A step's scenario title in the reader's language when the scenario is written
 * in it (the progress's `titles`), else in English, else its id.
 */
function stepTitle(step) {
  const own = step?.titles?.[language()];
  return (typeof own === 'string' && own) || step.title || step.scenario;
}

/** A difficulty's name: "Easy", "Facile". */
function difficultyName(d) {
  return t(`games-almost-innocent-difficulty-${d}`);
}

export function renderCampaign(root, group) {
  const title = el('h2', { testid: 'campaign-title', text: t('campaign-title', { group }) });
  const status = el('p', { class: 'muted', testid: 'campaign-status', text: t('campaign-loading') });
  const steps = el('ol', { class: 'campaign-steps', testid: 'campaign-steps' });
  const difficulty = el('select', { testid: 'campaign-difficulty' },
    DIFFICULTIES.map((d) => el('option', { value: d, text: difficultyName(d) })));
  const players = el('select', { testid: 'campaign-players' },
    [2, 3, 4, 5].map((n) => el('option', { value: String(n), text: t('campaign-players-count', { count: n }), selected: n === 3 })));
  const next = el('p', { testid: 'campaign-next' });
  const button = el('button', { class: 'primary', testid: 'campaign-start', text: t('campaign-start') });
  const form = el('form', { class: 'game-form' },
    el('h3', { text: t('campaign-next-heading') }),
    el('div', { class: 'row' }, el('label', { text: `${t('campaign-difficulty')} ` }, difficulty), el('label', { text: ` ${t('campaign-players')} ` }, players)),
    next, button);
  root.append(el('section', { class: 'card campaign' },
    el('p', {}, el('a', { href: '#/', testid: 'campaign-back', text: t('campaign-back') })),
    title,
    el('p', { text: t('campaign-about') }),
    status, steps, form));

  let progress = null;
  const showNext = () => {
    if (!progress) return;
    const id = progress.next[difficulty.value];
    const step = progress.steps.find((s) => s.scenario === id);
    next.textContent = step
      ? t('campaign-next', { difficulty: t(`campaign-level-${difficulty.value}`), scenario: stepTitle(step) })
      : t('campaign-all-won', { difficulty: t(`campaign-level-${difficulty.value}`) });
    button.disabled = !step;
  };
  difficulty.addEventListener('change', showNext);

  const load = async () => {
    try {
      progress = await api('GET', `/api/campaigns/almost-innocent/${encodeURIComponent(group)}`);
    } catch (err) {
      status.textContent = errorWords(err);
      button.disabled = true;
      return;
    }
    title.textContent = t('campaign-title', { group: progress.group });
    status.textContent = t('campaign-status', { count: Number(progress.played) || 0, unlocked: abilityWords(progress.unlocked) });
    steps.replaceChildren(...progress.steps.map((step, i) => {
      const wonAt = DIFFICULTIES.filter((d) => step.won[d]);
      return el('li', { testid: `campaign-step-${i}`, class: wonAt.length ? 'won' : '' },
        el('strong', { testid: `campaign-step-${i}-title`, text: stepTitle(step) }),
        el('span', { class: 'muted', text: ` — ${t('campaign-unlocks', { abilities: abilityWords(step.unlocks), count: step.unlocks.length })}` }),
        el('span', { testid: `campaign-step-${i}-won`, text: wonAt.length ? ` ✓ ${t('campaign-won-at', { difficulties: listWords(wonAt.map((d) => t(`campaign-level-${d}`))) })}` : '' }));
    }));
    showNext();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    try {
      // The reader's language: the campaign plays the scenario in it when it is written in it.
      const config = { campaign: progress?.group ?? group, players: Number(players.value), difficulty: difficulty.value, language: language() };
      const answer = await api('POST', '/api/matches', { game: 'almost-innocent', config });
      saveTokens(answer.match.id, { host: answer.host_token });
      location.hash = `#/match/${encodeURIComponent(answer.match.id)}`;
    } catch (err) {
      showError(errorWords(err));
      button.disabled = false;
    }
  });

  load();
  return () => {};
}

/** The lobby's small form: a group name, then the group's campaign page. */
export function campaignLink() {
  const name = el('input', { type: 'text', maxlength: '40', testid: 'campaign-group', placeholder: t('campaign-group-placeholder'), required: true });
  const form = el('form', { class: 'row campaign-link' },
    name, el('button', { testid: 'campaign-open', text: t('campaign-open') }));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const group = name.value.trim();
    if (group) location.hash = `#/campaign/${encodeURIComponent(group)}`;
  });
  return el('div', { class: 'campaign-box' },
    el('p', { class: 'muted', text: t('campaign-invite') }),
    form);
}
