// social.js — people around the tables, in the browser: the #/friends page (a
// friends list kept by account name: who is online or at a table, their open
// and playing tables to watch or join; adding and removing), the home page's
// card of invitations and friends at tables, inviting someone to a match's
// lobby by account name, and the switch for Web Push notifications ("tell me
// when a table waits for me, even with Sleuth closed"): the service worker
// /sw.js shows them. Every route needs an account (docs/protocol.md,
// "Friends, invitations and notifications"); a guest is told so. Names and
// every other text from people are set as text, never as HTML.
//
// Test ids: friends-page, friend-name, friend-add, friend-status, friends-list,
// friend-NAME (one per friend, lower case), friend-online-NAME,
// friend-remove-NAME, friend-match-ID (a friend's table: join or watch),
// people-card (home page), invitations-list, invitation-ID, invitation-join-ID,
// invitation-decline-ID, friends-at-tables, push-switch, push-status, push-test,
// invite-name, invite-send, invite-status (a match's lobby), nav-friends.
// Its words are social.ftl's.

import { api } from './api.js';
import { el, showError, errorWords, listWords, timeLocale } from './ui.js';
import { whoAmI } from './players.js';
import { t, has } from './i18n.js';

const FRIENDS_REFRESH_MS = 10000;
const HOME_REFRESH_MS = 8000;
/** The longest account name (accounts.rs: 3 to 24 characters). */
const NAME_MAX = 24;

/** "Lady Alice, in its lobby (2 seats open)" and the like. */
function tableWords(table) {
  const game = has(`games-${table.game}-name`) ? t(`games-${table.game}-name`) : table.game_name;
  return t('social-table', {
    game,
    rated: table.rated ? 'yes' : 'no',
    state: table.status === 'open' ? 'open' : 'playing',
    open: Number(table.open_seats) || 0,
  });
}

/** A table's link: "Join" while a seat is open, else "Watch". */
function tableLink(table, testid) {
  const open = Number(table.open_seats) > 0;
  return el('a', { href: `#/match/${encodeURIComponent(table.id)}`, class: open ? 'button primary' : 'button', testid, text: open ? t('social-join') : t('social-watch') });
}

/** "online", "at a table now", "last seen 27 November at 14:02" (local time). */
function presenceWords(friend) {
  if (friend.at_table) return t('social-at-table');
  if (friend.online) return t('social-online');
  if (friend.last_seen) {
    const date = new Date(friend.last_seen);
    const when = Number.isNaN(date.getTime()) ? String(friend.last_seen)
      : date.toLocaleString(timeLocale(), { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
    return t('social-last-seen', { when });
  }
  return t('social-not-seen');
}

/** The #/friends page. Returns its cleanup. */
export function renderFriends(root) {
  const page = el('section', { class: 'card', testid: 'friends-page' }, el('h2', { text: t('social-friends') }), el('p', { class: 'muted', text: t('loading') }));
  root.append(page);
  let alive = true;
  let timer = null;
  const list = el('ul', { class: 'friend-list', testid: 'friends-list' });
  const status = el('p', { class: 'muted small', testid: 'friend-status', role: 'status' });
  const nameInput = el('input', { type: 'text', testid: 'friend-name', id: 'friend-name', maxlength: String(NAME_MAX), placeholder: t('social-account-name'), autocomplete: 'off' });
  const addButton = el('button', { type: 'submit', class: 'primary', testid: 'friend-add', text: t('social-add') });
  const form = el('form', { class: 'add-friend' }, el('label', { for: 'friend-name', text: `${t('social-add-label')} ` }), nameInput, addButton);

  const refresh = async () => {
    clearTimeout(timer);
    try {
      const data = await api('GET', '/api/friends');
      if (!alive) return;
      drawList(data?.friends || []);
    } catch (err) {
      if (!alive) return;
      if (err.status === 401) { showGuest(); return; }
      status.textContent = errorWords(err);
    }
    if (alive) timer = setTimeout(refresh, FRIENDS_REFRESH_MS);
  };

  const drawList = (friends) => {
    if (!friends.length) {
      list.replaceChildren(el('li', { class: 'muted', text: t('social-nobody-yet') }));
      return;
    }
    list.replaceChildren(...friends.map((f) => {
      const key = String(f.name).toLowerCase();
      const remove = el('button', { type: 'button', class: 'link small friend-remove', testid: `friend-remove-${key}`, text: t('social-remove') });
      remove.addEventListener('click', async () => {
        remove.disabled = true;
        try {
          await api('DELETE', `/api/friends/${encodeURIComponent(f.name)}`);
          status.textContent = t('social-removed', { name: f.name });
          refresh();
        } catch (err) { remove.disabled = false; showError(errorWords(err)); }
      });
      const tables = (f.matches || []).map((table) => el('li', {},
        el('span', { text: tableWords(table) }),
        table.players?.length ? el('span', { class: 'muted small', text: t('social-with', { names: listWords(table.players) }) }) : null,
        tableLink(table, `friend-match-${table.id}`)));
      return el('li', { testid: `friend-${key}` },
        el('div', { class: 'friend-head' },
          el('a', { class: 'friend-name', href: `#/players/${encodeURIComponent(f.name)}`, text: f.name }),
          el('span', { class: `friend-state${f.online ? ' online' : ''}`, testid: `friend-online-${key}`, text: presenceWords(f) }),
          remove),
        tables.length ? el('ul', { class: 'friend-tables' }, ...tables) : null);
    }));
  };

  const showGuest = () => {
    page.replaceChildren(el('h2', { text: t('social-friends') }),
      el('p', {}, `${t('social-guest-before')} `,
        el('a', { href: '#/account', testid: 'friends-login', text: t('social-guest-link') }),
        ` ${t('social-guest-after')}`));
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = nameInput.value.trim();
    if (!name) { status.textContent = t('social-name-first'); return; }
    addButton.disabled = true;
    try {
      const answer = await api('POST', '/api/friends', { name });
      status.textContent = answer.added ? t('social-added', { name: answer.name }) : t('social-already', { name: answer.name });
      nameInput.value = '';
      refresh();
    } catch (err) {
      status.textContent = errorWords(err);
    } finally { addButton.disabled = false; }
  });

  whoAmI().then((account) => {
    if (!alive) return;
    if (!account) { showGuest(); return; }
    page.replaceChildren(el('h2', { text: t('social-friends') }), form, status, list,
      el('h3', { text: t('social-notifications') }), pushSwitch());
    refresh();
  });
  return () => { alive = false; clearTimeout(timer); };
}

/**
 * The home page's card for a signed-in person: invitations to tables (join or
 * decline), friends at tables now, and the notifications switch. Hidden for a
 * guest. Returns {node, stop}.
 */
export function peopleCard() {
  const invitations = el('ul', { testid: 'invitations-list' });
  const atTables = el('ul', { testid: 'friends-at-tables' });
  const node = el('section', { class: 'card people-card', testid: 'people-card', hidden: true },
    el('h2', { text: t('social-card-heading') }),
    invitations, atTables,
    el('p', { class: 'small' }, el('a', { href: '#/friends', testid: 'friends-link', text: t('social-card-friends-link') })),
    pushSwitch());
  let alive = true;
  let timer = null;
  const refresh = async () => {
    const account = await whoAmI();
    if (!alive) return;
    if (!account) { node.hidden = true; return; }
    node.hidden = false;
    try {
      const [inv, fr] = await Promise.all([api('GET', '/api/invitations'), api('GET', '/api/friends')]);
      if (!alive) return;
      const list = inv?.invitations || [];
      invitations.replaceChildren(...list.map((i) => {
        const decline = el('button', { type: 'button', class: 'link small', testid: `invitation-decline-${i.match.id}`, text: t('social-decline') });
        decline.addEventListener('click', async () => {
          decline.disabled = true;
          try { await api('DELETE', `/api/invitations/${encodeURIComponent(i.match.id)}`); refresh(); } catch (err) { decline.disabled = false; showError(errorWords(err)); }
        });
        return el('li', { testid: `invitation-${i.match.id}` },
          el('span', { text: t('social-invites-you', { name: i.from, table: tableWords(i.match) }) }),
          tableLink(i.match, `invitation-join-${i.match.id}`), decline);
      }));
      const friends = fr?.friends || [];
      const tables = friends.flatMap((f) => (f.matches || []).map((t) => ({ friend: f.name, table: t })));
      const seen = new Set();
      atTables.replaceChildren(...tables.filter(({ table }) => !seen.has(table.id) && seen.add(table.id)).slice(0, 6).map(({ friend, table }) =>
        el('li', {}, el('span', { text: t('social-friend-table', { name: friend, table: tableWords(table) }) }), tableLink(table, `friend-table-${table.id}`))));
      if (!list.length && !tables.length) {
        const online = friends.filter((f) => f.online).map((f) => f.name);
        atTables.replaceChildren(el('li', { class: 'muted small', text: friends.length
          ? (online.length ? t('social-card-online', { names: listWords(online) }) : t('social-card-quiet'))
          : t('social-card-no-friends') }));
      }
    } catch (err) {
      if (err.status !== 401) atTables.replaceChildren(el('li', { class: 'muted', text: errorWords(err) }));
    }
    if (alive) timer = setTimeout(refresh, HOME_REFRESH_MS);
  };
  refresh();
  return { node, stop: () => { alive = false; clearTimeout(timer); } };
}

/**
 * A match lobby's "Invite by account name" row. `token()` gives the browser's
 * host or seat token for the match (the server also accepts a seated account).
 */
export function inviteByName(matchId, token) {
  const input = el('input', { type: 'text', testid: 'invite-name', id: 'invite-name', maxlength: String(NAME_MAX), placeholder: t('social-account-name'), autocomplete: 'off' });
  const button = el('button', { type: 'submit', testid: 'invite-send', text: t('social-invite') });
  const status = el('span', { class: 'muted small', testid: 'invite-status', role: 'status' });
  const form = el('form', { class: 'invite-by-name' }, el('label', { for: 'invite-name', text: `${t('social-invite-label')} ` }), input, button, status);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = input.value.trim();
    if (!name) { status.textContent = t('social-name-first'); return; }
    button.disabled = true;
    try {
      const answer = await api('POST', `/api/matches/${encodeURIComponent(matchId)}/invitations`, { name }, token() || undefined);
      status.textContent = t('social-invited', { name: answer.invited });
      input.value = '';
    } catch (err) {
      status.textContent = err.status === 401 && !(await whoAmI())
        ? t('social-invite-log-in')
        : errorWords(err);
    } finally { button.disabled = false; }
  });
  return form;
}

/** Whether this browser can receive Web Push at all. */
function pushSupported() {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && window.isSecureContext;
}

/** The base64url public key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url) {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((base64url.length + 3) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/**
 * "Notify me when a table waits for me": subscribes this browser to Web Push
 * (the permission asked first), or turns it off; "Send a test" checks it.
 */
export function pushSwitch() {
  const status = el('span', { class: 'muted small', testid: 'push-status', role: 'status' });
  const toggle = el('button', { type: 'button', class: 'button', testid: 'push-switch', text: t('social-push-on') });
  const test = el('button', { type: 'button', class: 'link small', testid: 'push-test', text: t('social-push-test'), hidden: true });
  const row = el('div', { class: 'push-row' }, toggle, test, status);
  let subscription = null;

  const show = () => {
    toggle.textContent = subscription ? t('social-push-off') : t('social-push-on');
    test.hidden = !subscription;
  };
  const registration = async () => {
    const reg = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    return reg;
  };

  if (!pushSupported()) {
    toggle.disabled = true;
    status.textContent = window.isSecureContext
      ? t('social-push-unsupported')
      : t('social-push-needs-https');
    return row;
  }
  status.textContent = t('social-push-about');
  navigator.serviceWorker.getRegistration('/sw.js')
    .then((reg) => reg?.pushManager.getSubscription())
    .then((found) => { subscription = found || null; show(); })
    .catch(() => { /* none yet */ });

  toggle.addEventListener('click', async () => {
    toggle.disabled = true;
    try {
      if (subscription) {
        await api('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
        subscription = null;
        status.textContent = t('social-push-now-off');
      } else {
        const permission = await Notification.requestPermission();
        if (permission !== 'granted') {
          status.textContent = t('social-push-blocked');
          return;
        }
        const { public_key: key } = await api('GET', '/api/push/key');
        const reg = await registration();
        subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
        await api('POST', '/api/push/subscriptions', subscription.toJSON());
        status.textContent = t('social-push-now-on');
      }
    } catch (err) {
      status.textContent = err.status ? errorWords(err) : t('social-push-failed', { reason: String(err.message || err) });
    } finally { toggle.disabled = false; show(); }
  });
  test.addEventListener('click', async () => {
    try {
      const answer = await api('POST', '/api/push/test');
      status.textContent = answer.delivered ? t('social-push-test-sent') : t('social-push-test-unreached');
    } catch (err) { status.textContent = errorWords(err); }
  });
  return row;
}
