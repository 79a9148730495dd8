// match.js — the #/match/ID page: seats before the start (join, with the game's
// per-seat choice when it has one, add bot, leave, invite link, start), then the
// live table over the WebSocket, the turn prompt and the game log in words (only
// the latest event in a "no notes" variant), and once the game is over the links
// to its replay and analysis. The table itself is drawn by the game's module.
// The title names the game and the people, not the match id (which stays in the
// URL and the invite). Beside the table, the match's chat (seats and named
// spectators; text shown as text; anyone can be muted for oneself). During play,
// a bar of the players: names (an account's links to its profile), clocks that
// tick between server figures, the bot standing in for an absent player, and for
// one's own seat "Leave" (what happens then is said first, in the page: a bot
// plays, or in a game for people only the game's own words) or "Reclaim my seat";
// a bot's seat has no clock. A seat a person left open during play offers "Take
// this seat" to a visitor with the link. Under the title, what the match is: rated
// or not, its clock, its campaign group (a link to the group's page) and its case,
// scenario or puzzle (as public: a Lateral Master's own puzzle by its title only).
// A rated lobby tells a guest it seats accounts, with a link to log in, and offers
// no seat. Once over: each person's rating change (a rated match) and a campaign
// match's link back to its campaign page, and for a signed-in player who held a
// seat, five star buttons to rate its case, puzzle or scenario. An abandoned match says so on every screen, with why, and its table is
// shown read-only. The game module may add to the lobby (its setup panel, a role
// per seat, who besides the host may start: see loader.js's hooks in app.js).

import { api, fetchGames, loadTokens, saveTokens, loadName, saveName } from './api.js';
import { MatchSocket } from './socket.js';
import { el, showError, showInfo, seatNames, nameOf, listWords, matchTitle, confirmInPage, factsLine, seatStatusWords, seatChoiceLabel } from './ui.js';
import { loadGameModule } from './loader.js';
import { openRulesPanel, explainTerms } from './rules.js';
import { whoAmI, clockText, notify } from './players.js';
import { TutorialGuide } from './tutorial.js';
import { inviteByName } from './social.js';
import { AidPanel } from './aid.js';
import { seatPresence } from './presence.js';
import { t, errorText } from './i18n.js';

const LOG_LIMIT = 400;
const CHAT_LIMIT = 500;
const CHAT_MAX_CHARS = 500;
const MUTED_KEY = 'sleuth.muted';

/** The names this browser muted in chats (kept across matches). */
function loadMuted() {
  try { return new Set(JSON.parse(localStorage.getItem(MUTED_KEY) || '[]')); } catch { return new Set(); }
}

function saveMuted(muted) {
  localStorage.setItem(MUTED_KEY, JSON.stringify([...muted]));
}

let analysisFlags = null;
/**
 * Which games have a post-game analysis, from GET /api/games (each entry's
 * `has_analysis`); a game the list does not mark has none.
 */
function gamesWithAnalysis() {
  if (!analysisFlags) {
    analysisFlags = api('GET', '/api/games').then((data) => {
      const list = Array.isArray(data) ? data : (data?.games || []);
      return new Set(list.filter((g) => g.has_analysis === true || g.analysis === true || g.info?.has_analysis === true).map((g) => (g.info || g).id));
    }).catch(() => { analysisFlags = null; return new Set(); });
  }
  return analysisFlags;
}

export function renderMatch(root, matchId) {
  const page = new MatchPage(root, matchId);
  page.start();
  return () => page.stop();
}

class MatchPage {
  constructor(root, matchId) {
    this.id = matchId;
    this.match = null;
    this.seat = null; // our seat per the server's welcome (null: spectator)
    this.view = null;
    this.toMove = [];
    this.waitingFor = [];
    this.legalActions = null;
    this.log = []; // [{version, body}], described in words when drawn
    this.game = undefined; // the game module; null when the game has none
    this.bots = [];
    this.info = null; // the game's GameInfo (for its seat choice)
    this.nextRef = 1;
    // ref of a sent action -> what to call if the server refuses it (see `send`).
    this.refusalListeners = new Map();
    this.chat = []; // [{index, seat, name, text, at}]
    this.muted = loadMuted();
    this.spectatorName = loadName() || null; // sent with hello when watching
    this.buildLayout(root);
  }

  buildLayout(root) {
    this.title = el('h2', { class: 'match-title', testid: 'match-title', text: t('match-title-default') });
    // What the match is: rated, clock, campaign, case/scenario/puzzle (redrawn when it changes).
    this.factsBox = el('div', { class: 'match-facts-box' });
    this.connection = el('span', { class: 'conn', testid: 'connection', text: t('match-connection-connecting') });
    // The game's rules beside the match, without leaving it.
    this.rulesButton = el('button', { type: 'button', class: 'button rules-link', testid: 'rules-open', text: t('match-rules'), hidden: true });
    this.rulesButton.addEventListener('click', () => { if (this.match) this.closeRules = openRulesPanel(this.match.game); });
    // The learning aid, when the match allows it: the seat's deduction assistant beside the table.
    this.aid = new AidPanel(this);
    this.lobbyBox = el('section', { class: 'card lobby-panel', hidden: true });
    this.prompt = el('div', { class: 'turn-prompt', testid: 'turn-prompt', role: 'status', 'aria-live': 'polite' });
    // The players in play: names (profiles), clocks, a bot standing in.
    this.seatsBar = el('ul', { class: 'seats-bar', testid: 'seats-bar', hidden: true });
    this.table = el('section', { class: 'game-table', testid: 'game-table' });
    const replay = `#/replay/${encodeURIComponent(this.id)}`;
    this.rematchButton = el('button', { type: 'button', class: 'button primary', testid: 'rematch', text: t('match-rematch'), hidden: true });
    this.rematchButton.addEventListener('click', () => this.askRematch());
    this.rematchLink = el('a', { class: 'button', testid: 'rematch-link', text: t('match-rematch-watch'), hidden: true });
    this.campaignLink = el('a', { class: 'button', testid: 'campaign-page-link', text: t('match-campaign'), hidden: true });
    this.overLinks = el('nav', { class: 'game-over-links', testid: 'game-over-links', 'aria-label': t('match-after-game'), hidden: true },
      this.rematchButton, this.rematchLink,
      el('a', { href: replay, class: 'button primary', testid: 'replay-link', text: t('match-replay-link') }),
      this.analysisLink = el('a', { href: `${replay}/analysis`, class: 'button', testid: 'analysis-link', text: t('match-analysis-link'), hidden: true }),
      this.campaignLink);
    // A finished rated match: each person's rating before and after.
    this.ratingBox = el('section', { class: 'card rating-changes', testid: 'rating-changes', 'aria-label': t('match-rating-changes'), hidden: true });
    // A finished match: a signed-in player who held a seat rates its case, puzzle or scenario.
    this.contentRating = el('section', { class: 'card content-rating', testid: 'content-rating', 'aria-labelledby': 'content-rating-title', hidden: true });
    // An abandoned match says so above the table, with why (also after a reload).
    this.endedBox = el('section', { class: 'match-ended', testid: 'match-abandoned', role: 'status', hidden: true });
    this.notesLine = el('p', { class: 'muted small no-notes', testid: 'no-notes', hidden: true,
      text: t('match-no-notes') });
    this.logList = el('ol', { class: 'log', testid: 'log' });
    this.logBox = el('details', { class: 'card log-panel', open: true }, el('summary', { text: t('match-game-log') }), this.notesLine, this.logList);
    // A tutorial's guide (hidden in other matches): the hint, the control to press.
    this.tutorial = new TutorialGuide(this);
    root.append(el('div', { class: 'match-page' },
      el('div', { class: 'match-head' }, this.title, this.rulesButton, this.aid.button, this.connection),
      this.factsBox, this.aid.allowedLine,
      this.lobbyBox, this.endedBox, this.tutorial.box, this.prompt, this.seatsBar, this.overLinks, this.ratingBox, this.contentRating, this.table, this.logBox, this.buildChat()));
    this.clockTimer = setInterval(() => this.tickClocks(), 250);
  }

  buildChat() {
    this.chatList = el('ol', { class: 'chat-list', testid: 'chat-list', 'aria-live': 'polite' });
    this.chatMutedLine = el('p', { class: 'muted small', testid: 'chat-muted', hidden: true });
    this.chatName = el('input', { type: 'text', maxlength: '40', placeholder: t('match-chat-name.placeholder'), 'aria-label': t('match-chat-name.aria-label'), testid: 'chat-name', value: loadName() });
    this.chatNameRow = el('label', { class: 'chat-name', hidden: true }, `${t('match-chat-as')} `, this.chatName);
    this.chatInput = el('input', { type: 'text', maxlength: String(CHAT_MAX_CHARS), placeholder: t('match-chat-input.placeholder'), 'aria-label': t('match-chat-input.aria-label'), testid: 'chat-input', autocomplete: 'off' });
    const form = el('form', { class: 'chat-form', testid: 'chat-form' }, this.chatNameRow, this.chatInput,
      el('button', { type: 'submit', class: 'button', testid: 'chat-send', text: t('match-chat-send') }));
    form.addEventListener('submit', (event) => { event.preventDefault(); this.sendChat(); });
    return el('details', { class: 'card chat-panel', open: true, testid: 'chat' },
      el('summary', { text: t('match-chat') }), this.chatList, this.chatMutedLine, form);
  }

  /** One click: the server makes the rematch (or finds it) and seats us again. */
  askRematch() {
    this.rematchButton.disabled = true;
    if (!this.socket.send({ type: 'rematch', ref: this.nextRef++ })) {
      this.rematchButton.disabled = false;
      showError(t('match-not-connected'));
    }
  }

  renderRematch() {
    const finished = this.match?.status === 'finished';
    const seated = this.seat != null;
    const made = this.match?.rematch;
    this.rematchButton.hidden = !finished || !seated;
    this.rematchButton.textContent = made ? t('match-rematch-join') : t('match-rematch');
    this.rematchLink.hidden = !finished || seated || !made;
    if (made) this.rematchLink.href = `#/match/${encodeURIComponent(made)}`;
  }

  sendChat() {
    const text = this.chatInput.value.trim();
    if (!text) return;
    if (this.seat == null) {
      const name = this.chatName.value.trim();
      if (!name) { showError(t('match-chat-needs-name')); this.chatName.focus(); return; }
      if (name !== this.spectatorName) {
        // The server learns a spectator's name with hello: reconnect with it.
        saveName(name);
        this.spectatorName = name;
        this.pendingChat = text;
        this.chatInput.value = '';
        this.socket.restart();
        return;
      }
    }
    if (!this.socket.send({ type: 'chat', text, ref: this.nextRef++ })) {
      showError(t('match-not-connected'));
      return;
    }
    this.chatInput.value = '';
  }

  onChat(msg) {
    if (msg.history) this.chat = [];
    for (const m of msg.messages || []) this.chat.push(m);
    if (this.chat.length > CHAT_LIMIT) this.chat.splice(0, this.chat.length - CHAT_LIMIT);
    this.renderChat();
    if (this.match) this.renderEnded();
  }

  toggleMute(name) {
    if (this.muted.has(name)) this.muted.delete(name); else this.muted.add(name);
    saveMuted(this.muted);
    this.renderChat();
  }

  renderChat() {
    this.chatNameRow.hidden = this.seat != null;
    const myName = this.seat != null ? nameOf(this.names(), this.seat) : this.spectatorName;
    const items = [];
    let hidden = 0;
    for (const m of this.chat) {
      if (m.system) {
        // The server's own line (a seat handed to a bot, reclaimed): no name, no mute;
        // in the reader's language when it carries a message id (`id`, `args`).
        items.push(el('li', { class: 'chat-message chat-system', testid: 'chat-system' },
          el('span', { class: 'chat-time muted small', text: typeof m.at === 'string' ? m.at.slice(11, 16) : '' }),
          el('em', { class: 'chat-text', text: errorText({ id: m.id, args: m.args, message: m.text }, m.text) })));
        continue;
      }
      if (this.muted.has(m.name)) { hidden += 1; continue; }
      const who = m.seat == null ? t('match-chat-watching', { name: m.name }) : m.name;
      const time = typeof m.at === 'string' ? m.at.slice(11, 16) : '';
      const li = el('li', { class: 'chat-message', testid: 'chat-message' },
        el('span', { class: 'chat-time muted small', text: time }),
        el('strong', { class: 'chat-who', text: who }),
        el('span', { class: 'chat-text', testid: 'chat-text', 'data-content': true, text: m.text }));
      if (m.name !== myName) {
        const mute = el('button', { type: 'button', class: 'link small', testid: 'chat-mute', text: t('match-chat-mute'), title: t('match-chat-mute-title', { name: m.name }) });
        mute.addEventListener('click', () => this.toggleMute(m.name));
        li.append(mute);
      }
      items.push(li);
    }
    this.chatList.replaceChildren(...items);
    this.chatList.scrollTop = this.chatList.scrollHeight;
    const mutedHere = [...this.muted].filter((name) => this.chat.some((m) => m.name === name));
    this.chatMutedLine.hidden = mutedHere.length === 0;
    this.chatMutedLine.replaceChildren();
    if (mutedHere.length) {
      this.chatMutedLine.append(`${t('match-chat-hidden', { count: hidden })} `);
      mutedHere.forEach((name, i) => {
        if (i) this.chatMutedLine.append(', ');
        const unmute = el('button', { type: 'button', class: 'link small', testid: 'chat-unmute', text: t('match-chat-unmute', { name }) });
        unmute.addEventListener('click', () => this.toggleMute(name));
        this.chatMutedLine.append(unmute);
      });
    }
  }

  tokens() { return loadTokens(this.id); }

  async start() {
    whoAmI().then((account) => { this.account = account; this.renderAll(); });
    this.socket = new MatchSocket(this.id, {
      getToken: () => this.tokens().token || null,
      getName: () => this.spectatorName || null,
      onMessage: (msg) => this.onMessage(msg),
      onState: (state) => this.onSocketState(state),
    });
    try {
      this.setMatch(await api('GET', `/api/matches/${encodeURIComponent(this.id)}`));
    } catch (err) {
      showError(errorText(err, err.message));
      this.prompt.textContent = err.status === 404 ? t('match-no-such-match') : errorText(err, err.message);
      if (err.status === 404) return;
    }
    if (!this.stopped) this.socket.start();
  }

  stop() {
    this.stopped = true;
    clearInterval(this.clockTimer);
    this.socket?.stop();
    this.stopTerms?.();
    this.closeRules?.();
    this.tutorial.stop();
    document.title = 'Sleuth';
  }

  onSocketState(state) {
    const words = { connecting: 'match-connection-connecting', open: 'match-connection-open', closed: 'match-connection-closed' };
    this.connection.textContent = words[state] ? t(words[state]) : state;
    this.connection.dataset.state = state;
  }

  // ---- server messages ----

  onMessage(msg) {
    switch (msg.type) {
      case 'welcome':
        this.seat = typeof msg.seat === 'number' ? msg.seat : null;
        if (msg.match) this.setMatch(msg.match);
        break;
      case 'sync':
        if (msg.full) this.log = [];
        this.applyState(msg);
        break;
      case 'update':
        this.applyState(msg);
        break;
      case 'lobby':
        this.setMatch(msg.match);
        break;
      case 'rematch':
        // Our seat in the rematch: keep its token and go there.
        saveTokens(msg.match, { seat: msg.seat, token: msg.token, rematch_of: this.id, ...(msg.host_token ? { host: msg.host_token } : {}) });
        location.hash = `#/match/${encodeURIComponent(msg.match)}`;
        break;
      case 'chat':
        this.onChat(msg);
        if (msg.history && this.pendingChat) {
          const text = this.pendingChat;
          this.pendingChat = null;
          this.socket.send({ type: 'chat', text, ref: this.nextRef++ });
        }
        break;
      case 'error':
        // Having just left our seat on purpose, the server's word that the seat is
        // given up is no news.
        if (!(this.leftOnPurpose && msg.kind === 'unauthorized' && msg.ref == null)) {
          showError(errorText(msg, t('match-refused', { kind: msg.kind })));
        }
        if (msg.ref != null && this.refusalListeners.has(msg.ref)) {
          const listener = this.refusalListeners.get(msg.ref);
          this.refusalListeners.delete(msg.ref);
          try { listener(errorText(msg, t('match-refused', { kind: msg.kind }))); } catch { /* the banner said it */ }
        }
        if (this.rematchButton) this.rematchButton.disabled = false;
        // A refused hello (no ref): the seat token is no longer valid (e.g. the host
        // removed us before the start). Forget it; we watch as a spectator.
        if (msg.kind === 'unauthorized' && msg.ref == null && this.tokens().token) {
          saveTokens(this.id, { seat: null, token: null });
          this.seat = null;
          this.renderAll();
        }
        break;
      case 'tutorial':
        this.tutorial.onMessage(msg);
        break;
      case 'pong':
        break;
      default:
        break;
    }
  }

  applyState(msg) {
    if ('view' in msg) this.view = msg.view;
    if (msg.clocks) this.setClocks(msg.clocks);
    this.toMove = msg.to_move || [];
    // The seats the game cannot go on without (a seat may act without being
    // waited for: a notebook, an ability usable at any moment).
    this.waitingFor = msg.waiting_for || this.toMove;
    this.legalActions = msg.legal_actions ?? null;
    if (typeof msg.version === 'number' && this.match) this.match.version = msg.version;
    // The state messages carry the match's status: an abandoned match says so at once.
    if (typeof msg.status === 'string' && this.match && this.match.status !== msg.status) {
      this.match.status = msg.status;
      if (msg.status !== 'playing') this.refreshMatch();
    }
    this.appendEvents(msg.events || []);
    if (this.match && this.match.status === 'playing' && this.view && !this.toMove.length) this.refreshMatch();
    this.renderAll();
  }

  /** Re-reads the Match (e.g. to get the outcome once nobody is to move). */
  async refreshMatch() {
    try { this.setMatch(await api('GET', `/api/matches/${encodeURIComponent(this.id)}`)); } catch { /* keep the old one */ }
  }

  setMatch(match) {
    const previous = this.match;
    this.match = match;
    if (match.clocks) this.setClocks(match.clocks);
    if (!previous || previous.game !== match.game) {
      this.loadGame(match.game);
      this.rulesButton.hidden = false;
      this.stopTerms?.();
      // The game's words explain themselves wherever the match shows them.
      this.stopTerms = explainTerms(match.game, [this.table, this.prompt, this.logList, this.lobbyBox]);
    }
    // The match just started: reconnect so that the sync carries our first view.
    if (previous && previous.status === 'open' && match.status !== 'open' && !this.view) this.socket?.restart();
    this.renderAll();
  }

  async loadGame(gameId) {
    const [module, games, analysed] = await Promise.all([loadGameModule(gameId), fetchGames().catch(() => []), gamesWithAnalysis()]);
    this.game = module;
    const game = games.find((g) => g.id === gameId);
    this.bots = game?.bots || [];
    this.info = game?.info || null;
    this.hasAnalysis = analysed.has(gameId);
    this.renderAll();
  }

  appendEvents(events) {
    for (const event of events) this.log.push({ version: event.version, body: event.body ?? event });
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT);
  }

  describe(body) {
    try {
      const words = this.game?.describeEvent?.(body, this.ctx());
      if (words !== undefined) return words;
    } catch { /* fall back to the raw event */ }
    return `${body.type || 'event'}: ${JSON.stringify(body)}`;
  }

  // ---- actions ----

  /**
   * Sends an action. `onRefused(message)`, if given, hears the server's sentence
   * when this very action is refused (the banner shows it too), so a table can
   * put it where the player is looking.
   */
  send(action, { onRefused } = {}) {
    const ref = this.nextRef++;
    if (onRefused) this.refusalListeners.set(ref, onRefused);
    if (!this.socket.send({ type: 'act', action, ref })) showError(t('match-not-connected'));
    return ref;
  }

  async seatRequest(path, body, token) {
    try {
      const answer = await api('POST', `/api/matches/${encodeURIComponent(this.id)}${path}`, body, token);
      return answer;
    } catch (err) {
      showError(errorText(err, err.message));
      return null;
    }
  }

  async join(seat, name, choice = null) {
    const account = await whoAmI();
    if (!account && !name.trim()) { showError(t('match-type-name')); return; }
    if (!account) saveName(name.trim());
    const body = account ? {} : { name: name.trim() };
    if (choice) body.choice = choice;
    const answer = await this.seatRequest(`/seats/${seat}/join`, body);
    if (!answer) return;
    saveTokens(this.id, { seat: answer.seat, token: answer.token });
    this.leftOnPurpose = false;
    this.setMatch(answer.match);
    this.socket.restart();
  }

  async addBot(seat, bot) {
    const match = await this.seatRequest(`/seats/${seat}/bot`, { bot }, this.tokens().host);
    if (match) this.setMatch(match);
  }

  async leave(seat) {
    const tokens = this.tokens();
    const token = tokens.seat === seat ? tokens.token : tokens.host;
    const match = await this.seatRequest(`/seats/${seat}/leave`, {}, token);
    if (!match) return;
    if (tokens.seat === seat) { saveTokens(this.id, { seat: null, token: null }); this.seat = null; this.socket.restart(); }
    this.setMatch(match);
  }

  /**
   * What leaving a match in play does, in words: the game's own (a game for
   * people only says what happens to the seat and the table), else the stand-in
   * bot's, else the end of the match.
   */
  leaveWords() {
    let words = null;
    try { words = this.game?.leaveWords?.(this.ctx()) || null; } catch { words = null; }
    if (words) return words;
    if (this.bots.length) {
      return { message: t('match-leave-title'), detail: t('match-leave-bot-detail'), yes: t('match-leave-bot'), button: t('match-leave-bot') };
    }
    return { message: t('match-leave-title'), detail: t('match-leave-end-detail'), yes: t('match-leave-end'), danger: true };
  }

  /** Leaves a match in play, once the page has said what happens then. */
  async leaveTable() {
    const words = this.leaveWords();
    const sure = await confirmInPage(words.message, { detail: words.detail, yes: words.yes || t('match-leave'), no: t('match-leave-stay'), danger: Boolean(words.danger) });
    if (!sure) return;
    const me = this.mySeat();
    const tokens = this.tokens();
    this.leftOnPurpose = true;
    const match = await this.seatRequest(`/seats/${me}/leave`, {}, tokens.token);
    if (!match) { this.leftOnPurpose = false; return; }
    // A seat given up for good (a game for people only) is no longer ours.
    const row = match.seats?.[me];
    if (row && row.kind === 'empty') {
      saveTokens(this.id, { seat: null, token: null });
      this.seat = null;
      this.view = null;
      this.socket.restart();
    }
    this.setMatch(match);
  }

  async claimSeat() {
    const match = await this.seatRequest(`/seats/${this.mySeat()}/claim`, undefined, this.tokens().token);
    if (match) { this.setMatch(match); showInfo(t('match-claimed')); }
  }

  reclaim() {
    if (!this.socket.send({ type: 'reclaim', ref: this.nextRef++ })) showError(t('match-not-connected'));
  }

  setClocks(clocks) {
    this.clocks = { ...clocks, received: performance.now() };
    this.tickClocks();
  }

  /** Redraws the clocks' times from the last figures and the time since. */
  tickClocks() {
    if (!this.clocks || !this.seatsBar || this.seatsBar.hidden) return;
    const elapsed = performance.now() - this.clocks.received;
    this.clocks.left_ms.forEach((left, n) => {
      const node = this.seatsBar.querySelector(`[data-testid="seat-clock-${n}"]`);
      if (!node) return;
      const running = this.clocks.running[n] && this.match?.status === 'playing';
      node.textContent = clockText(running ? left - elapsed : left);
      node.classList.toggle('running', running);
      node.classList.toggle('low', running && left - elapsed < 10000);
    });
  }

  renderSeatsBar() {
    const m = this.match;
    const show = m.status !== 'open';
    this.seatsBar.hidden = !show;
    if (!show) return;
    const me = this.mySeat();
    const leaveText = m.status === 'playing' ? (this.leaveWords().button || t('match-leave-table')) : '';
    const names = this.names();
    const key = JSON.stringify([m.seats, names, me, m.status, Boolean(m.clock), this.account?.name || null, leaveText, this.game === undefined, m.config]);
    if (this.seatsBarKey === key) { this.tickClocks(); return; }
    this.seatsBarKey = key;
    this.seatsBar.replaceChildren(...m.seats.map((s) => {
      const n = s.seat;
      if (s.kind === 'empty') return this.openSeatChip(n, me);
      // The same name the table and the log give this seat ("baseline bot #2").
      const name = nameOf(names, n);
      const parts = [s.account
        ? el('a', { href: `#/players/${encodeURIComponent(s.name)}`, testid: `seat-profile-${n}`, text: name })
        : el('strong', { text: name })];
      if (n === me) parts.push(el('span', { class: 'badge', text: t('match-you') }));
      // Online or away (presence.js), and the hand-over of a seat away too long.
      const [presenceDot, handOverButton] = seatPresence(this, s);
      parts.push(presenceDot);
      // A role only one seat holds (the Lateral Master) is shown beside its name.
      const role = this.seatLabel(n);
      if (role && m.seats.filter((x) => this.seatLabel(x.seat) === role).length === 1) {
        parts.push(el('span', { class: 'badge seat-role lead', testid: `seat-bar-role-${n}`, text: role }));
      }
      // A bot is never timed: only people's seats have a clock.
      if (m.clock && s.kind !== 'bot') parts.push(el('span', { class: 'seat-clock', testid: `seat-clock-${n}`, text: '' }));
      if (s.stand_in) {
        parts.push(el('span', { class: 'badge stand-in', testid: `seat-stand-in-${n}`, text: t('match-stand-in', { bot: s.stand_in }) }));
        if (n === me && m.status === 'playing') parts.push(el('button', { type: 'button', class: 'primary small-btn', testid: 'reclaim', text: t('match-reclaim'), on: { click: () => this.reclaim() } }));
      } else if (n === me && m.status === 'playing' && s.kind === 'human' && this.tokens().token) {
        parts.push(el('button', { type: 'button', class: 'subtle small-btn', testid: 'leave-table', text: leaveText, on: { click: () => this.leaveTable() } }));
      }
      // A guest seat of ours, while logged in: keep it in the account's history.
      if (n === me && this.account && !s.account && s.kind === 'human' && m.status === 'playing' && this.tokens().token) {
        parts.push(el('button', { type: 'button', class: 'subtle small-btn', testid: 'claim-seat', text: t('match-claim', { account: this.account.name }),
          title: t('match-claim-title'), on: { click: () => this.claimSeat() } }));
      }
      parts.push(handOverButton);
      return el('li', { class: `seat-chip${n === me ? ' mine' : ''}` }, parts);
    }));
    this.tickClocks();
  }

  /**
   * A seat left open during play (its person left a game for people only): anyone
   * with the link who holds no seat here may take it, with its cards and points.
   */
  openSeatChip(n, me) {
    const m = this.match;
    const before = this.names()[n];
    const parts = [el('strong', { text: t('match-seat', { seat: n + 1 }) }), el('span', { class: 'badge', text: t('match-seat-open') }),
      before && before !== nameOf({}, n) ? el('span', { class: 'muted small', text: t('match-seat-left', { name: before }) }) : null];
    if (m.status === 'playing' && me === null) {
      const account = this.account?.name || null;
      const name = account ? null : el('input', { type: 'text', class: 'take-name', maxlength: '40', placeholder: t('match-take-name.placeholder'), 'aria-label': t('match-take-name.aria-label', { seat: n + 1 }),
        testid: `take-seat-name-${n}`, value: loadName(), autocomplete: 'nickname' });
      parts.push(name, el('button', { type: 'button', class: 'primary small-btn', testid: `take-seat-${n}`, text: t('match-take-seat'),
        on: { click: () => this.join(n, name ? name.value : '') } }));
    } else if (m.status === 'playing') {
      parts.push(el('span', { class: 'muted small', text: t('match-seat-open-anyone') }));
    }
    return el('li', { class: 'seat-chip open-seat', testid: `open-seat-${n}` }, parts);
  }

  async startMatch() {
    // The host, or the seat the game lets start (the Lateral Master) with its own token.
    const tokens = this.tokens();
    const match = await this.seatRequest('/start', {}, tokens.host || tokens.token);
    if (match) this.setMatch(match);
  }

  // ---- rendering ----

  /**
   * Seat names; a seat left open during play keeps the name of the person who
   * left it (remembered in this tab), so that "Ben left" reads as such.
   */
  names() {
    const names = seatNames(this.match);
    const key = `sleuth.names.${this.id}`;
    let known = {};
    try { known = JSON.parse(sessionStorage.getItem(key) || '{}') || {}; } catch { known = {}; }
    let changed = false;
    for (const s of this.match?.seats || []) {
      if (s.kind === 'human' && s.name && known[s.seat] !== s.name) { known[s.seat] = s.name; changed = true; }
      if (s.kind === 'empty' && known[s.seat] && this.match.status !== 'open') names[s.seat] = known[s.seat];
    }
    if (changed) try { sessionStorage.setItem(key, JSON.stringify(known)); } catch { /* private mode */ }
    return names;
  }

  mySeat() {
    if (this.seat !== null) return this.seat;
    const t = this.tokens();
    return typeof t.seat === 'number' && t.token ? t.seat : null;
  }

  ctx() {
    return {
      view: this.view,
      seat: this.mySeat(),
      match: this.match,
      send: (action, options) => this.send(action, options),
      legalActions: this.legalActions,
      names: this.names(),
      toMove: this.toMove,
      waitingFor: this.waitingFor,
      // The live page; a finished game is simply over (phase "over"). An abandoned
      // match is shown as it stood, with nothing left to do.
      readOnly: this.match?.status === 'abandoned',
      abandoned: this.match?.status === 'abandoned',
    };
  }

  /** Why a match was abandoned: the server's word, else its last line in the chat. */
  abandonedReason() {
    const m = this.match;
    if (typeof m?.abandoned_reason === 'string' && m.abandoned_reason) return m.abandoned_reason;
    if (typeof m?.reason === 'string' && m.reason) return m.reason;
    const line = [...this.chat].reverse().find((c) => c.system && /abandon|ends|ended/i.test(c.text || ''));
    return line ? line.text : t('match-abandoned-reason');
  }

  renderEnded() {
    const abandoned = this.match.status === 'abandoned';
    this.endedBox.hidden = !abandoned;
    if (!abandoned) return;
    const reason = this.abandonedReason();
    if (this.endedBox.dataset.reason === reason) return;
    this.endedBox.dataset.reason = reason;
    this.endedBox.replaceChildren(
      el('strong', { text: t('match-abandoned') }),
      el('span', { testid: 'match-abandoned-reason', text: reason }),
      el('span', { class: 'muted small', text: ` ${t('match-abandoned-detail')}` }));
  }

  renderAll() {
    if (!this.match) return;
    this.title.textContent = matchTitle(this.match);
    this.overLinks.hidden = this.match.status !== 'finished';
    this.analysisLink.hidden = !this.hasAnalysis;
    this.renderFacts();
    this.renderRatingChanges();
    this.renderContentRating();
    this.renderEnded();
    this.renderRematch();
    this.renderLobby();
    this.renderSeatsBar();
    this.renderPrompt();
    this.renderTable();
    this.renderLog();
    this.renderChat();
    this.aid.render();
  }

  /** The line under the title: rated, clock, campaign group, case/scenario/puzzle. */
  renderFacts() {
    const key = JSON.stringify([this.match.rated, this.match.clock, this.match.config, Boolean(this.info)]);
    if (this.factsKey !== key) {
      this.factsKey = key;
      this.factsBox.replaceChildren(factsLine(this.match, this.info));
    }
    const group = this.match.config?.campaign;
    const showCampaign = this.match.status === 'finished' && typeof group === 'string' && group !== '';
    this.campaignLink.hidden = !showCampaign;
    if (showCampaign) {
      this.campaignLink.href = `#/campaign/${encodeURIComponent(group)}`;
      this.campaignLink.textContent = t('match-campaign-named', { group });
    }
  }

  /**
   * A finished rated match's rating changes (Match.rating_changes: [{seat, name,
   * before, after, change, forfeit}]): "Ann 12.0 → 15.2 (+3.2)", and for a seat
   * its stand-in bot finished, that it was a forfeit.
   */
  renderRatingChanges() {
    const changes = this.match.status === 'finished' && Array.isArray(this.match.rating_changes) ? this.match.rating_changes : [];
    this.ratingBox.hidden = changes.length === 0;
    const key = JSON.stringify(changes);
    if (this.ratingKey === key) return;
    this.ratingKey = key;
    const figure = (x) => (Number.isFinite(Number(x)) ? Number(x).toFixed(1) : '?');
    const me = this.mySeat();
    this.ratingBox.replaceChildren(el('h3', { text: t('match-rating-changes') }),
      el('ul', { class: 'rating-change-list' }, changes.map((c) => {
        const change = Number(c.change);
        const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
        return el('li', { testid: `rating-change-${c.seat}`, class: change > 0 ? 'up' : change < 0 ? 'down' : '' },
          el('strong', { text: c.name || t('match-seat', { seat: Number(c.seat) + 1 }) }),
          c.seat === me ? el('span', { class: 'badge', text: t('match-you') }) : null,
          ` ${figure(c.before)} → ${figure(c.after)} `,
          el('span', { class: 'rating-delta', text: `(${sign}${figure(Math.abs(change))})` }),
          c.forfeit ? el('span', { class: 'muted small', testid: `rating-forfeit-${c.seat}`, text: ` ${t('match-rating-forfeit')}` }) : null);
      })));
  }

  /**
   * Once the match is finished, a signed-in player whose account held a seat
   * rates the case, puzzle or scenario it played: five star buttons (GET and
   * POST /api/matches/{id}/rating), showing the stars they gave before. The
   * server says who may rate; asked once per page.
   */
  renderContentRating() {
    if (this.match.status !== 'finished' || !this.account) return;
    if (this.contentRatingAsked) return;
    this.contentRatingAsked = true;
    api('GET', `/api/matches/${encodeURIComponent(this.id)}/rating`)
      .then((state) => { if (state?.may_rate) this.drawContentRating(state); })
      .catch(() => { /* no rating box: the rest of the page stands */ });
  }

  drawContentRating(state) {
    const noun = ['case', 'puzzle', 'scenario'].includes(state.noun) ? state.noun : 'game';
    let chosen = Number(state.stars) || 0;
    const status = el('p', { class: 'muted small content-rating-status', testid: 'content-rating-status', role: 'status' });
    const sayMean = (mean, count) => (count > 0 && Number.isFinite(mean)
      ? ` ${t('match-rate-mean', { mean: Number(Number(mean).toFixed(1)), count: Number(count) })}` : '');
    const buttons = [1, 2, 3, 4, 5].map((n) => el('button', {
      type: 'button', class: 'star-button', testid: `rate-${n}`,
      'aria-label': t('match-rate-star', { stars: n }), title: t('match-rate-star-title', { stars: n }), text: '★',
      on: { click: () => rate(n) },
    }));
    const show = () => buttons.forEach((button, i) => {
      button.classList.toggle('lit', i < chosen);
      button.setAttribute('aria-pressed', String(i + 1 === chosen));
    });
    // While a rating is sent the buttons stay enabled (a disabled button would
    // drop the keyboard's focus): a second press waits for the first.
    let sending = false;
    const rate = async (n) => {
      if (sending) return;
      sending = true;
      group.setAttribute('aria-busy', 'true');
      try {
        const answer = await api('POST', `/api/matches/${encodeURIComponent(this.id)}/rating`, { stars: n });
        chosen = Number(answer.stars) || n;
        status.textContent = `${t(`match-rate-given-${noun}`, { stars: chosen })}${sayMean(answer.mean_stars, answer.ratings)}`;
      } catch (err) {
        showError(errorText(err, err.message));
      }
      sending = false;
      group.removeAttribute('aria-busy');
      show();
    };
    status.textContent = chosen
      ? `${t(`match-rate-given-${noun}`, { stars: chosen })}${sayMean(state.mean_stars, state.ratings)}`
      : `${t('match-rate-ask', { noun })}${sayMean(state.mean_stars, state.ratings)}`;
    show();
    const group = el('div', { class: 'star-buttons', role: 'group', 'aria-label': t('match-rate-stars-group', { noun }) }, buttons);
    this.contentRating.replaceChildren(el('h3', { id: 'content-rating-title', text: t('match-rate-title', { noun }) }), group, status);
    this.contentRating.hidden = false;
  }

  renderLobby() {
    const open = this.match.status === 'open';
    this.lobbyBox.hidden = !open;
    if (!open) return;
    if (!this.lobbyParts) this.buildLobby();
    const parts = this.lobbyParts;
    const tokens = this.tokens();
    const isHost = Boolean(tokens.host);
    const mine = typeof tokens.seat === 'number' && tokens.token ? tokens.seat : null;
    // Only what changed is redrawn, so that nodes stay put under the pointer.
    const account = this.account?.name || null;
    // Until the page knows whether someone is logged in, a rated lobby offers no seat.
    const accountKnown = this.account !== undefined;
    const rated = Boolean(this.match.rated);
    const nameKey = JSON.stringify([mine, account, accountKnown, rated]);
    if (parts.nameKey !== nameKey) {
      parts.nameKey = nameKey;
      let row;
      if (mine !== null) row = [el('span', { text: t('match-you-sit', { seat: mine + 1 }) })];
      else if (account) row = [el('span', { testid: 'join-as', text: t('match-join-as', { account }) })];
      else if (rated) {
        row = accountKnown ? [el('p', { class: 'notice rated-guest', testid: 'rated-needs-account' },
          `${t('match-rated-needs-account')} `,
          el('a', { href: '#/account', testid: 'rated-login-link', text: t('match-rated-login') }),
          `. ${t('match-rated-come-back')}`)] : [];
      } else row = [el('label', { for: 'join-name', text: `${t('match-your-name')} ` }), this.nameInput];
      parts.nameRow.replaceChildren(...row);
    }
    const seats = this.match.seats;
    while (parts.seatList.children.length > seats.length) parts.seatList.lastChild.remove();
    // A guest (or someone not yet known to be logged in) cannot sit at a rated match.
    const mayJoin = !rated || Boolean(account);
    seats.forEach((s, i) => {
      const key = JSON.stringify([s, nameOf(this.names(), i), isHost, mine, mayJoin, this.bots.map((b) => b.name), this.seatChoices(i), this.seatLabel(i)]);
      if (parts.rowKeys[i] === key && parts.seatList.children[i]) return;
      parts.rowKeys[i] = key;
      const row = this.seatRow(s, { isHost, mine, mayJoin, input: this.nameInput });
      if (parts.seatList.children[i]) parts.seatList.children[i].replaceWith(row); else parts.seatList.append(row);
    });
    parts.invite.value = location.href;
    this.renderGameLobby(isHost, mine);
    const full = seats.every((s) => s.kind !== 'empty');
    const starter = this.starterSeat();
    const mayStart = isHost || (mine !== null && mine === starter);
    if (mayStart) {
      if (!parts.start) {
        parts.start = el('button', { class: 'primary', testid: 'start', on: { click: () => this.startMatch() } });
        parts.startArea.replaceChildren(parts.start);
      }
      const blocked = full ? this.gameStartBlock() : null;
      parts.start.disabled = !full || Boolean(blocked);
      parts.start.textContent = !full ? t('match-start-fill') : blocked ? t('match-start-blocked', { reason: blocked }) : t('match-start');
    } else {
      if (parts.start) { parts.start = null; parts.startArea.replaceChildren(); }
      const who = starter !== null && starter !== undefined
        ? t('match-start-who-seat', { name: nameOf(this.names(), starter), seat: this.seatLabel(starter) || t('match-seat', { seat: starter + 1 }) })
        : t('match-start-who-host');
      if (parts.startArea.textContent !== who) parts.startArea.replaceChildren(el('p', { class: 'muted', testid: 'start-who', text: who }));
    }
  }

  /** The game's role for a seat in the lobby ("Lateral Master"), or null. */
  seatLabel(n) {
    try { return this.game?.seatLabel?.(n, this.match) || null; } catch { return null; }
  }

  /** The seat that may start the match besides the host (the game's hook), or null. */
  starterSeat() {
    try {
      const seat = this.game?.starterSeat?.(this.match);
      return typeof seat === 'number' ? seat : null;
    } catch { return null; }
  }

  /** Why the game's own setup keeps the match from starting now (its words), or null. */
  gameStartBlock() {
    try { return this.game?.startBlock?.(this.lobbyCtx()) || null; } catch { return null; }
  }

  /** What the game's lobby panel may read and do. */
  lobbyCtx() {
    const tokens = this.tokens();
    const mine = typeof tokens.seat === 'number' && tokens.token ? tokens.seat : null;
    return {
      match: this.match,
      info: this.info,
      names: this.names(),
      isHost: Boolean(tokens.host),
      seat: mine,
      /**
       * Problems of a config as typed (empty when good): [{place, message, id,
       * args, at}], `id`/`args` the sentence and `at` ({id, args}) the place as
       * catalogue messages for the reader's language; `place` and `message` are
       * the checker's English, for logs.
       */
      checkConfig: async (config) => {
        const answer = await api('POST', `/api/games/${encodeURIComponent(this.match.game)}/check-config`, config);
        return Array.isArray(answer) ? answer : (answer?.problems || []);
      },
      /** Changes the lobby match's config (host or the starter seat); the new Match. */
      updateConfig: async (config) => {
        const token = tokens.host || tokens.token;
        const match = await api('POST', `/api/matches/${encodeURIComponent(this.id)}/config`, { config }, token);
        this.setMatch(match?.match || match);
        return match?.match || match;
      },
      /** The match this one is a rematch of (its Match), when this browser came from it. */
      previousMatch: (this.match?.rematch_of || tokens.rematch_of)
        ? () => api('GET', `/api/matches/${encodeURIComponent(this.match?.rematch_of || tokens.rematch_of)}`) : null,
      redraw: () => { if (this.lobbyParts) this.lobbyParts.gameKey = null; if (this.match?.status === 'open') this.renderLobby(); },
    };
  }

  /** The game's own part of the lobby (its setup), redrawn by the game when it likes. */
  renderGameLobby(isHost, mine) {
    const parts = this.lobbyParts;
    if (!this.game?.lobbyPanel) { parts.gameArea.replaceChildren(); return; }
    const key = JSON.stringify([this.match.config, this.match.seats.map((s) => [s.kind, s.name]), isHost, mine]);
    if (parts.gameKey === key) return;
    parts.gameKey = key;
    let node = null;
    try { node = this.game.lobbyPanel(parts.gameArea, this.lobbyCtx()); } catch (err) { console.error(err); }
    if (node instanceof Node) parts.gameArea.replaceChildren(node);
  }

  /** The lobby panel's fixed parts, built once. */
  buildLobby() {
    this.nameInput = el('input', { type: 'text', testid: 'join-name', id: 'join-name', maxlength: '40', placeholder: t('match-your-name'), value: loadName(), autocomplete: 'nickname' });
    const invite = el('input', { type: 'text', readonly: true, testid: 'invite-link', value: location.href, class: 'invite' });
    this.lobbyParts = {
      nameKey: null,
      rowKeys: [],
      nameRow: el('div', { class: 'row' }),
      seatList: el('ul', { class: 'seats', testid: 'seats' }),
      invite,
      startArea: el('div', { class: 'start-area' }),
      gameArea: el('div', { class: 'game-lobby', testid: 'game-lobby' }),
      gameKey: null,
      start: null,
    };
    const p = this.lobbyParts;
    this.lobbyBox.replaceChildren(
      el('h3', { text: t('match-seats') }), p.nameRow, p.seatList,
      el('div', { class: 'row invite-row' }, el('span', { text: `${t('match-invite-link')} ` }), invite,
        el('button', { type: 'button', testid: 'copy-invite', text: t('match-copy'), on: { click: () => copyText(invite) } })),
      inviteByName(this.id, () => { const tokens = this.tokens(); return tokens.host || tokens.token; }),
      p.gameArea,
      p.startArea);
  }

  /**
   * The game's per-seat choice (GameInfo.seat_choice, e.g. Haven't a Cluedo's
   * character) for seat n: {key, label, current, free} where free are the values
   * no other occupied seat holds; null when the game has none.
   */
  seatChoices(n) {
    const choice = this.info?.seat_choice;
    if (!choice || !Array.isArray(choice.choices)) return null;
    const held = Array.isArray(this.match?.config?.[choice.key]) ? this.match.config[choice.key] : [];
    const taken = new Set(this.match.seats.filter((s) => s.seat !== n && s.kind !== 'empty').map((s) => held[s.seat]));
    return { key: choice.key, label: seatChoiceLabel(this.match.game, choice), current: held[n] ?? null, free: choice.choices.filter((c) => !taken.has(c)) };
  }

  seatRow(s, { isHost, mine, mayJoin = true, input }) {
    const n = s.seat;
    const parts = [el('span', { class: 'seat-no', text: t('match-seat', { seat: n + 1 }) })];
    const label = this.seatLabel(n);
    if (label) parts.push(el('span', { class: `badge seat-role${label === 'puzzler' ? '' : ' lead'}`, testid: `seat-role-${n}`, text: label }));
    const choice = this.seatChoices(n);
    if (s.kind === 'empty') {
      parts.push(el('span', { class: 'muted', text: t('match-seat-empty') }));
      let picker = null;
      if (mine === null && mayJoin && choice && choice.free.length) {
        picker = el('select', { testid: `seat-choice-${n}`, 'aria-label': t('match-seat-choice.aria-label', { choice: choice.label, seat: n + 1 }), title: t('match-seat-choice.title', { choice: choice.label }) },
          choice.free.map((value) => el('option', { value, text: value, selected: value === choice.current })));
        parts.push(el('label', { class: 'seat-choice small' }, `${choice.label} `, picker));
      }
      if (mine === null && mayJoin) parts.push(el('button', { type: 'button', testid: `join-seat-${n}`, text: t('match-join-here'), on: { click: () => this.join(n, input.value, picker?.value || null) } }));
      if (isHost && this.bots.length) {
        const select = el('select', { testid: `bot-select-${n}`, 'aria-label': t('match-bot-for-seat.aria-label', { seat: n + 1 }) },
          this.bots.map((b) => el('option', { value: b.name, text: t('match-bot-name', { bot: b.name }), title: b.description })));
        const preferred = this.bots.find((b) => b.name === 'baseline');
        if (preferred) select.value = preferred.name;
        parts.push(select, el('button', { type: 'button', testid: `add-bot-${n}`, text: t('match-add-bot'), on: { click: () => this.addBot(n, select.value) } }));
      }
    } else {
      // The name the seats bar, the table and the log use too ("baseline bot #2").
      parts.push(el('strong', { text: nameOf(this.names(), n) }));
      if (seatStatusWords(s)) parts.push(el('span', { class: 'muted small', testid: `seat-status-${n}`, text: ` ${seatStatusWords(s)}` }));
      if (choice?.current) parts.push(el('span', { class: 'small seat-choice-held', testid: `seat-choice-held-${n}`, text: ` · ${choice.current}` }));
      if (n === mine) parts.push(el('span', { class: 'badge', text: t('match-you') }));
      if (isHost || n === mine) parts.push(el('button', { type: 'button', testid: `leave-seat-${n}`, class: 'subtle', text: n === mine ? t('match-leave') : t('match-remove'), on: { click: () => this.leave(n) } }));
    }
    return el('li', { class: `seat seat-${s.kind}` }, parts);
  }

  renderPrompt() {
    const m = this.match;
    const names = this.names();
    const me = this.mySeat();
    let text;
    let mine = false;
    if (m.status === 'open') {
      const filled = m.seats.filter((s) => s.kind !== 'empty').length;
      text = t('match-prompt-lobby', { filled, seats: m.seats.length });
    } else if (m.status === 'abandoned') {
      text = t('match-prompt-abandoned');
    } else if (!this.view && m.status === 'playing') {
      text = t('match-prompt-loading');
    } else {
      mine = me !== null && (this.waitingFor || this.toMove).includes(me) && m.status !== 'finished';
      const fromGame = this.game?.prompt?.(this.ctx());
      if (fromGame) text = fromGame;
      else if (m.status === 'finished' || (this.view && !this.toMove.length)) text = t('match-prompt-game-over', { summary: m.outcome?.summary || '' }).trim();
      else if (mine) text = t('match-prompt-your-turn');
      else text = t('match-prompt-waiting-for', { names: listWords((this.waitingFor || this.toMove).map((s) => nameOf(names, s))) });
      if (me === null && m.status === 'playing') text = t('match-prompt-watching', { prompt: text });
    }
    this.prompt.textContent = text;
    this.prompt.classList.toggle('my-turn', mine);
    // A browser notification when the game starts waiting for us in a background tab.
    if (mine && !this.wasMine) notify(t('match-notify-your-turn', { game: m.game_name || m.game }), this.id);
    this.wasMine = mine;
    document.title = mine ? t('match-document-your-turn') : `${m.game_name || m.game} · Sleuth`;
  }

  renderTable() {
    if (this.match.status === 'open' || !this.view) { this.table.replaceChildren(); return; }
    if (this.game === undefined) return; // module still loading
    if (this.game && typeof this.game.render === 'function') {
      try { this.game.render(this.table, this.ctx()); this.tutorial.afterRender(); return; } catch (err) {
        console.error(err);
        showError(t('match-table-failed', { error: err.message }));
      }
    }
    this.table.replaceChildren(el('div', { class: 'fallback' },
      el('p', { class: 'notice', text: t('match-no-table', { game: this.match.game_name || this.match.game }) }),
      this.match.outcome ? el('p', { testid: 'game-over', text: t('match-game-over-raw', { summary: this.match.outcome.summary || '' }) }) : null,
      this.legalActions?.length ? el('div', { class: 'legal-actions' }, el('h4', { text: t('match-legal-actions') }),
        this.legalActions.map((action, i) => el('button', { type: 'button', class: 'small-btn', testid: `legal-action-${i}`, text: JSON.stringify(action), on: { click: () => this.send(action) } }))) : null,
      el('pre', { class: 'raw', testid: 'raw-view', text: JSON.stringify(this.view, null, 2) })));
  }

  /**
   * The "no notes" variant (a view with `no_notes: true`, Lady Alice): while the
   * game runs, only the latest event is shown, as the rulebook lets a player see
   * it; the whole log once the game is over.
   */
  noNotes() {
    return this.view?.no_notes === true && this.match?.status !== 'finished' && this.toMove.length > 0;
  }

  renderLog() {
    const atBottom = this.logList.scrollTop + this.logList.clientHeight >= this.logList.scrollHeight - 8;
    let items = [];
    for (const entry of this.log) {
      const text = this.describe(entry.body);
      if (text) items.push(el('li', { 'data-version': entry.version ?? '', text }));
    }
    const noNotes = this.noNotes();
    this.notesLine.hidden = !noNotes;
    if (noNotes) items = items.slice(-1);
    this.logList.replaceChildren(...items);
    if (atBottom) this.logList.scrollTop = this.logList.scrollHeight;
  }
}

async function copyText(input) {
  try {
    await navigator.clipboard.writeText(input.value);
    showInfo(t('match-invite-copied'));
  } catch {
    input.select();
    const ok = document.execCommand && document.execCommand('copy');
    if (ok) showInfo(t('match-invite-copied')); else showError(t('match-copy-failed'));
  }
}
