// socket.js — the WebSocket client of docs/protocol.md: hello with the seat token
// and `since`, automatic reconnection with backoff after a drop, keep-alive pings.
// It knows nothing about pages; every server message goes to onMessage.

const PING_EVERY_MS = 25000;
const MAX_BACKOFF_MS = 10000;

export class MatchSocket {
  /**
   * matchId; getToken() → seat token or null; getName() → a spectator's name for
   * the chat, or null; onMessage(msg); onState('connecting'|'open'|'closed').
   */
  constructor(matchId, { getToken, getName, onMessage, onState }) {
    this.matchId = matchId;
    this.getToken = getToken;
    this.getName = getName || (() => null);
    this.onMessage = onMessage;
    this.onState = onState || (() => {});
    this.since = null; // last version seen, kept in memory only
    this.ws = null;
    this.stopped = false;
    this.attempt = 0;
    this.retryTimer = null;
    this.pingTimer = null;
  }

  url() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    return `${scheme}://${location.host}/ws/matches/${encodeURIComponent(this.matchId)}`;
  }

  start() {
    this.stopped = false;
    this.open();
  }

  open() {
    clearTimeout(this.retryTimer);
    this.onState('connecting');
    const ws = new WebSocket(this.url());
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      const hello = { type: 'hello', token: this.getToken() || null, since: this.since };
      const name = hello.token ? null : this.getName();
      if (name) hello.name = name;
      ws.send(JSON.stringify(hello));
      this.onState('open');
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_EVERY_MS);
    };
    ws.onmessage = (event) => {
      if (this.ws !== ws) return;
      let msg;
      try { msg = JSON.parse(event.data); } catch { return; }
      if (msg.type === 'welcome') this.attempt = 0;
      if ((msg.type === 'sync' || msg.type === 'update') && typeof msg.version === 'number') this.since = msg.version;
      this.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      clearInterval(this.pingTimer);
      this.ws = null;
      this.onState('closed');
      if (!this.stopped) this.scheduleRetry();
    };
    ws.onerror = () => { /* onclose follows and schedules the retry */ };
  }

  scheduleRetry() {
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempt) * (0.75 + Math.random() * 0.5);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  /** Reconnects at once (e.g. after joining a seat, so hello carries the new token). */
  restart() {
    const old = this.ws;
    this.ws = null;
    if (old) { old.onclose = null; old.close(); }
    clearInterval(this.pingTimer);
    if (!this.stopped) this.open();
  }

  /** Sends a message; false if the socket is not open. */
  send(message) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const old = this.ws;
    this.ws = null;
    if (old) { old.onclose = null; old.close(); }
  }
}
