// app.js — entry point of the Sleuth browser UI: the hash router and the loader of
// per-game table modules. Pages live in lobby.js, match.js and replay.js; the
// protocol (docs/protocol.md) in api.js and socket.js; helpers in ui.js.
//
// Routes:   #/            lobby (hosted games, create forms, list of matches)
//           #/match/ID    a match: seats before the start, then the live table
//           #/replay/ID   step-by-step replay of a finished match (read-only table)
//           #/replay/ID/analysis  the same, scrolled to the post-game analysis
//           #/assist      the deduction assistant for a game at a real table (assist.js)
//           #/campaign/GROUP  an Almost Innocent campaign group's progress (campaign.js)
//           #/rules/GAME  a game's rules page and glossary (rules.js)
//           #/account     log in, sign up, log out, change the password (players.js)
//           #/players/NAME  a player's profile: ratings, results, replays (players.js)
//           #/leaderboards/GAME  a game's leaderboard, or team success (players.js)
//           #/friends     the friends list and the notifications switch (social.js)
//           #/studio      a signed-in person's drafts: new, import (studio.js)
//           #/studio/ID   one draft: the editor with the checker, versions, export,
//                         preview, a private match, publication (studio.js)
//
// Every word the pages show comes from the Fluent catalogues (i18n.js t(), loaded
// before the first page is drawn): shell.ftl for the shared helpers, one file per
// page module, games.ftl for each game's name, summary and create-form words.
//
// Stable test ids (data-testid) for the end-to-end tests:
//   lobby:    assist-card, assist-link, create-GAMEID (e.g. create-lady-alice), players-select (the first listed
//             game's player count; other games: players-select-GAMEID; every select also
//             has id players-select-GAMEID), variant-GAMEID-KEY, matches-list, match-link-ID,
//             match-final-ID (a finished match's final table)
//   (every page with a match: match-title)
//   seats:    join-name, join-seat-N, bot-select-N, add-bot-N, leave-seat-N,
//             invite-link, copy-invite, start, seats
//   match:    turn-prompt, log, game-table, connection, error-banner (always in the DOM,
//             hidden when there is no message), game-over, score-sheet,
//             game-over-links with replay-link and analysis-link (once finished),
//             no-notes (the "no notes" variant's line), seat-choice-N (the seat's
//             choice menu when the game has GameInfo.seat_choice), seat-choice-held-N,
//             raw-view and legal-action-I (fallback for a game without a table module)
//   Lady Alice table (crates/games/lady-alice/web/table.js):
//             clue-<clue name> (e.g. "clue-Mary Kingsley", one per desk clue),
//             submit-suspicion, submit-accusation, removed-category-<category>
//             (3 players: suspect|place|time|object), counter-value-0/1/2, place-counter,
//             pass, notebook, notebook-slot-<category>, my-evidence, verdict, players,
//             player-N, history, reveal, special-category
//   account:  nav-login, nav-profile, nav-account; login-name, login-password, login-submit,
//             signup-name, signup-password, signup-submit, logout, password-current,
//             password-new, password-submit, my-profile
//   profile:  profile-name, profile-games, profile-game-GAMEID, profile-rating-GAMEID,
//             profile-matches, profile-match-ID (profile-result, profile-rating-change)
//   leaderboards: leaderboard-heading, leaderboard-link-GAMEID (also each lobby card's), leaderboard
//             (leaderboard-row), team-success; profile rows also: profile-replay, profile-analysis
//   lobby (people): your-turn, your-turn-list, your-turn-ID, option-rated-GAMEID,
//             option-clock-GAMEID, option-clock-secs-GAMEID, option-clock-inc-GAMEID
//   match (people): seat-clock-N, seat-stand-in-N, reclaim, leave-table, seat-profile-N,
//             open-seat-N, take-seat-N, take-seat-name-N (a seat left open during play),
//             match-abandoned, match-abandoned-reason, seat-role-N (a game's role per seat in
//             the lobby), game-lobby (the game's own lobby setup), start-who
//   studio:   nav-studio (the header's link, signed in only); studio.js lists the rest
//             (studio-*); the lobby's library choice (library.js): library-GAMEID,
//             library-report-GAMEID, library-report-reason-GAMEID, library-report-send-GAMEID,
//             library-report-status-GAMEID
//   people:   friends-page, friend-name, friend-add, friends-list, friend-NAME, people-card,
//             invitation-ID, invite-name, invite-send, push-switch (social.js lists them all)
//   header:   language-switch (i18n.js: the interface's language)
//   rules:    rules-link-GAMEID (lobby card), rules-open (match head), rules-panel, rules-close,
//             rules-page, rules-title, rules-glossary, glossary-term-TERM, term-bubble (a tapped term)
//   in-page confirmation (ui.js confirmInPage): confirm-dialog, confirm-text, confirm-yes, confirm-no
//   Lateral Puzzles table (crates/games/lateral-puzzles/web/table.js): lp-table, lp-paused,
//             lp-go-on-without-N, lp-end-few, lp-answer-CARD, lp-rephrase-invite, lp-end-game,
//             lp-how, lp-spoil-history, lp-spoil-part-N, lp-spoil-P-K; its lobby: lp-lobby, lp-lobby-lm,
//             lp-lobby-puzzle, lp-custom-title|situation|solution, lp-custom-part-text-N,
//             lp-custom-part-score-N, lp-custom-add-part, lp-custom-use, lp-custom-status,
//             lp-problem-PLACE (title, situation, solution, parts, part-N), lp-custom-problems
//   campaign: campaign-group, campaign-open (lobby); campaign-title, campaign-status,
//             campaign-steps, campaign-step-N, campaign-step-N-won, campaign-difficulty,
//             campaign-players, campaign-next, campaign-start, campaign-back
//   replay:   replay-first, replay-prev, replay-slider, replay-next, replay-last, replay-step,
//             analysis, analysis-plot (a polyline per seat, data-seat), analysis-legend,
//             analysis-summary
//
// A game module (crates/games/GAMEID/web/table.js, served at /static/games/GAMEID/table.js) exports render(container, ctx) with
// ctx = {view, seat, match, send(action, {onRefused}) (onRefused(message) hears that action refused), legalActions, names, toMove, readOnly, abandoned},
// and optionally describeEvent(body, ctx) → words for the log, prompt(ctx) → the
// what-you-can-do sentence, and for the match page and lobby: leaveWords(ctx) →
// {message, detail, yes, danger, button} (what leaving during play does),
// absentWords() (the create form's line on departures), seatLabel(seat, match)
// (a role per seat), starterSeat(match) (who besides the host may start),
// lobbyPanel(container, lobbyCtx) (the game's setup in the lobby; lobbyCtx =
// {match, info, names, isHost, seat, checkConfig(config), updateConfig(config),
// previousMatch(), redraw()}) and startBlock(lobbyCtx) → why not to start yet.

import { renderLobby } from './lobby.js';
import { renderMatch } from './match.js';
import { renderReplay } from './replay.js';
import { renderAssist } from './assist.js';
import { renderCampaign } from './campaign.js';
import { renderRules } from './rules.js';
import { renderAccount, renderProfile, renderLeaderboard, whoAmI } from './players.js';
import { renderFriends } from './social.js';
import { renderStudio } from './studio.js';
import { loadLanguage, translateMarked, languageSwitch, followSignedIn } from './i18n.js';

export { loadGameModule } from './loader.js';

let cleanup = null;

function route() {
  if (cleanup) { try { cleanup(); } catch { /* page already gone */ } }
  cleanup = null;
  const root = document.getElementById('app');
  root.replaceChildren();
  const hash = location.hash.replace(/^#/, '') || '/';
  const parts = hash.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'match' && parts[1]) cleanup = renderMatch(root, parts[1]);
  else if (parts[0] === 'replay' && parts[1]) cleanup = renderReplay(root, parts[1], { analysis: parts[2] === 'analysis' });
  else if (parts[0] === 'assist') cleanup = renderAssist(root);
  else if (parts[0] === 'campaign' && parts[1]) cleanup = renderCampaign(root, parts[1]);
  else if (parts[0] === 'rules' && parts[1]) cleanup = renderRules(root, parts[1]);
  else if (parts[0] === 'account') cleanup = renderAccount(root);
  else if (parts[0] === 'players' && parts[1]) cleanup = renderProfile(root, parts[1]);
  else if (parts[0] === 'leaderboards') cleanup = renderLeaderboard(root, parts[1]);
  else if (parts[0] === 'friends') cleanup = renderFriends(root);
  else if (parts[0] === 'studio') cleanup = renderStudio(root, parts[1]);
  else cleanup = renderLobby(root);
  markCurrentLink(parts[0] || '');
  window.scrollTo(0, 0);
}

/**
 * The header's link to the page shown carries aria-current="page" (underlined),
 * and on a narrow screen, where the links scroll sideways in one row, it is
 * brought into that row's view.
 */
function markCurrentLink(page) {
  const nav = document.querySelector('.site-nav');
  if (!nav) return;
  for (const link of nav.querySelectorAll('a')) {
    const target = link.getAttribute('href').replace(/^#\/?/, '').split('/')[0];
    const current = target === page;
    if (current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
    if (current && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = Math.max(0, link.offsetLeft - nav.offsetLeft - nav.clientWidth / 2 + link.offsetWidth / 2);
    }
  }
}

/**
 * On a narrow screen the header's links are one row that scrolls sideways
 * (style.css): the classes more-before and more-after fade the edge that hides
 * more links, so that a reader sees the row goes on.
 */
function followNavOverflow() {
  const nav = document.querySelector('.site-nav');
  if (!nav) return;
  const update = () => {
    const hidden = nav.scrollWidth - nav.clientWidth;
    nav.classList.toggle('more-before', hidden > 1 && nav.scrollLeft > 1);
    nav.classList.toggle('more-after', hidden > 1 && nav.scrollLeft < hidden - 1);
  };
  nav.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  // The Studio link appears at login, and translations change the words' widths.
  new ResizeObserver(update).observe(nav);
  new MutationObserver(update).observe(nav, { attributes: true, subtree: true, childList: true, characterData: true });
  update();
}

/**
 * The header's Studio link is for signed-in people: shown while the account link
 * (players.js redraws it at every login and logout) names an account. The
 * language switch hears it too (i18n.js followSignedIn: it saves to the account,
 * and signing in takes the account's language).
 */
function followAccountNav() {
  const nav = document.getElementById('account-nav');
  const link = document.querySelector('[data-testid="nav-studio"]');
  if (!nav || !link) return;
  const update = () => {
    const signedIn = !!nav.querySelector('[data-testid="nav-profile"]');
    link.hidden = !signedIn;
    followSignedIn(signedIn || (nav.querySelector('[data-testid="nav-login"]') ? false : null));
  };
  new MutationObserver(update).observe(nav, { childList: true, subtree: true });
  update();
}

/** The interface's language first (i18n.js), then the page. */
async function start() {
  await loadLanguage();
  translateMarked();
  const header = document.querySelector('.site-header');
  if (header) header.append(languageSwitch());
  window.addEventListener('hashchange', route);
  followAccountNav();
  followNavOverflow();
  route();
  whoAmI();
}

start();
