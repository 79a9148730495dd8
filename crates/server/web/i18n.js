// i18n.js — the interface's words in the reader's language: a small reader of
// Project Fluent's syntax (docs/protocol.md, "Languages"; the catalogues are
// crates/i18n/locales/<lang>/*.ftl, served by GET /api/i18n/<lang>), the choice of
// language (the signed-in account's choice, else this browser's stored choice, else
// what the server negotiated from Accept-Language), and the header's switch, which
// saves the choice to the account when someone is signed in.
//
// The reader covers what our catalogues use: messages and terms, multiline
// values, attributes (`.name = ...`), placeables with variables, terms, message
// references and string or number literals, and select expressions (nested in
// another's variant too) whose numeric selectors pick the variant by exact value,
// then by Intl.PluralRules. Numbers in
// placeables are formatted with Intl.NumberFormat for the language.

const STORED_CHOICE = 'sleuth-language';

const state = {
  lang: 'en',
  languages: [{ code: 'en', name: 'English' }],
  // lang -> Map(id -> {value, attributes})
  catalogues: new Map(),
  // Whether someone is signed in (app.js follows the header's account link):
  // null until known.
  signedIn: null,
};

/** Parses Fluent text into a Map of id -> {value, attributes} (patterns as ASTs). */
export function parseFtl(text) {
  const entries = new Map();
  const lines = text.split(/\r?\n/);
  let current = null;
  let attribute = null;
  let buffer = [];
  const flush = () => {
    if (!current) return;
    const source = buffer.join('\n');
    const pattern = parsePattern(dedent(source));
    if (attribute) current.attributes[attribute] = pattern;
    else current.value = pattern;
    buffer = [];
    attribute = null;
  };
  for (const line of lines) {
    const entry = /^(-?[a-zA-Z][\w-]*)\s*=\s?(.*)$/.exec(line);
    if (entry) {
      flush();
      current = { value: null, attributes: {} };
      entries.set(entry[1], current);
      buffer = [entry[2]];
      continue;
    }
    if (!current) continue;
    const attr = /^\s+\.([a-zA-Z][\w-]*)\s*=\s?(.*)$/.exec(line);
    if (attr) {
      flush();
      attribute = attr[1];
      buffer = [attr[2]];
      continue;
    }
    if ((/^\s/.test(line) && line.trim() !== '') || line.startsWith('}')) {
      // Indented text continues the entry; so does a select's closing brace,
      // which Fluent allows at column 0 (text may follow it).
      buffer.push(line);
    } else if (line.trim() === '') {
      buffer.push('');
    } else {
      // A comment or anything else at column 0 ends the entry.
      flush();
      current = null;
    }
  }
  flush();
  return entries;
}

function dedent(source) {
  const lines = source.replace(/\s+$/, '').split('\n');
  // A closing brace at column 0 does not count towards the common indent.
  const indents = lines.slice(1).filter((l) => l.trim() && !l.startsWith('}')).map((l) => /^ */.exec(l)[0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  const first = lines[0].trim();
  const rest = lines.slice(1).map((l) => l.replace(new RegExp(`^ {0,${cut}}`), ''));
  return (first === '' ? rest : [first, ...rest]).join('\n');
}

// A pattern: an array of strings and placeables ({expr}).
function parsePattern(source) {
  const parts = [];
  let i = 0;
  let text = '';
  while (i < source.length) {
    const ch = source[i];
    if (ch === '{') {
      if (text) { parts.push(text); text = ''; }
      const end = matchingBrace(source, i);
      parts.push(parseExpression(source.slice(i + 1, end).trim()));
      i = end + 1;
    } else {
      text += ch;
      i += 1;
    }
  }
  if (text) parts.push(text);
  return parts;
}

function matchingBrace(source, open) {
  let depth = 0;
  let inString = false;
  for (let i = open; i < source.length; i += 1) {
    const ch = source[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return source.length;
}

function parseExpression(source) {
  const arrow = selectorArrow(source);
  if (arrow >= 0) {
    const selector = parseInline(source.slice(0, arrow).trim());
    const variants = [];
    let fallback = 0;
    const body = source.slice(arrow + 2);
    const re = /(\*?)\[\s*([^\]]+?)\s*\]/y;
    const marks = [];
    for (const start of variantStarts(body)) {
      re.lastIndex = start;
      const m = re.exec(body);
      if (m) marks.push({ star: m[1] === '*', key: m[2], start, after: re.lastIndex });
    }
    marks.forEach((mark, n) => {
      const end = n + 1 < marks.length ? marks[n + 1].start : body.length;
      if (mark.star) fallback = variants.length;
      variants.push({ key: mark.key, value: parsePattern(dedent(body.slice(mark.after, end))) });
    });
    return { type: 'select', selector, variants, fallback };
  }
  return parseInline(source);
}

// The `->` of a select expression outside strings and nested braces.
function selectorArrow(source) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < source.length - 1; i += 1) {
    const ch = source[i];
    if (inString) { if (ch === '"') inString = false; continue; }
    if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    else if (depth === 0 && ch === '-' && source[i + 1] === '>') return i;
  }
  return -1;
}

// Where a variant key may start in a select body: the first character after a
// line's spaces, outside strings and outside the braces of a select nested in a
// variant (whose own keys belong to it).
function variantStarts(body) {
  const starts = [];
  let depth = 0;
  let inString = false;
  let lineStart = true;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (ch === '\n') { lineStart = true; continue; }
    if (lineStart && ch === ' ') continue;
    if (lineStart && depth === 0 && !inString) starts.push(i);
    lineStart = false;
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"' && depth > 0) inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
  }
  return starts;
}

function parseInline(source) {
  if (source.startsWith('$')) return { type: 'var', name: source.slice(1).trim() };
  if (source.startsWith('"')) return { type: 'text', value: JSON.parse(source) };
  if (/^-?\d+(\.\d+)?$/.test(source)) return { type: 'number', value: Number(source) };
  if (source.startsWith('-')) return { type: 'term', name: source };
  return { type: 'message', name: source };
}

function formatPattern(lang, pattern, args, depth = 0) {
  if (!pattern || depth > 10) return '';
  return pattern.map((part) => (typeof part === 'string' ? part : formatExpression(lang, part, args, depth))).join('');
}

function formatExpression(lang, expr, args, depth) {
  switch (expr.type) {
    case 'var': {
      const value = args ? args[expr.name] : undefined;
      if (value === undefined || value === null) return `{$${expr.name}}`;
      return typeof value === 'number' ? new Intl.NumberFormat(lang).format(value) : String(value);
    }
    case 'text': return expr.value;
    case 'number': return new Intl.NumberFormat(lang).format(expr.value);
    case 'term':
    case 'message': {
      const entry = lookup(lang, expr.name);
      return entry ? formatPattern(lang, entry.value, args, depth + 1) : expr.name;
    }
    case 'select': {
      const selector = expr.selector.type === 'var' ? (args || {})[expr.selector.name] : undefined;
      let chosen = expr.variants.findIndex((v) => String(v.key) === String(selector));
      if (chosen < 0 && typeof selector === 'number') {
        const category = new Intl.PluralRules(lang).select(selector);
        chosen = expr.variants.findIndex((v) => v.key === category);
      }
      if (chosen < 0) chosen = expr.fallback;
      return formatPattern(lang, expr.variants[chosen].value, args, depth + 1);
    }
    default: return '';
  }
}

function lookup(lang, id) {
  const catalogue = state.catalogues.get(lang);
  return (catalogue && catalogue.get(id)) || (state.catalogues.get('en') || new Map()).get(id) || null;
}

/** The message `id` (or its attribute `id.attr`) with `args`, in the reader's language. */
export function t(id, args) {
  const [name, attribute] = id.split('.');
  const entry = lookup(state.lang, name);
  if (!entry) return name;
  const pattern = attribute ? entry.attributes[attribute] : entry.value;
  const lang = state.catalogues.get(state.lang)?.has(name) ? state.lang : 'en';
  return formatPattern(lang, pattern, args);
}

/** The reader's language code. */
export function language() {
  return state.lang;
}

async function fetchCatalogue(code) {
  if (state.catalogues.has(code)) return;
  const answer = await fetch(`/api/i18n/${encodeURIComponent(code)}`);
  if (!answer.ok) throw new Error(`no catalogue for ${code}`);
  state.catalogues.set(code, parseFtl(await answer.text()));
}

/**
 * Chooses the language (this browser's stored choice, else the server's
 * negotiation from Accept-Language) and loads its catalogue and English's.
 * Never throws: without catalogues the interface stays as written.
 */
export async function loadLanguage() {
  try {
    let stored = null;
    try { stored = localStorage.getItem(STORED_CHOICE); } catch { /* private mode */ }
    // The languages, English and a stored choice are fetched at once: the first
    // page waits for one round trip, not three.
    const english = fetchCatalogue('en');
    const early = stored && stored !== 'en' ? fetchCatalogue(stored).catch(() => {}) : null;
    const info = await (await fetch('/api/i18n')).json();
    state.languages = info.languages || state.languages;
    const known = (code) => state.languages.some((l) => l.code === code);
    if (known(info.account)) {
      // The account's choice wins, and this browser keeps it for when no one
      // is signed in.
      state.lang = info.account;
      storeChoice(info.account);
    } else state.lang = known(stored) ? stored : (known(info.negotiated) ? info.negotiated : 'en');
    await english;
    if (early) await early;
    if (state.lang !== 'en') await fetchCatalogue(state.lang);
  } catch {
    state.lang = 'en';
  }
  document.documentElement.lang = state.lang;
  return state.lang;
}

/** Fills every element under `root` marked `data-i18n="id"` with its message. */
export function translateMarked(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    el.textContent = t(el.getAttribute('data-i18n'));
  }
  for (const el of root.querySelectorAll('[data-i18n-title]')) {
    el.title = t(el.getAttribute('data-i18n-title'));
  }
}

function storeChoice(code) {
  try { localStorage.setItem(STORED_CHOICE, code); } catch { /* private mode */ }
}

/**
 * Tells the reader whether someone is signed in (app.js, from the header's
 * account link). On signing in, the account's language is taken if it chose one
 * other than the page's (the page reloads in it); the header's switch saves to
 * the account while someone is signed in.
 */
export async function followSignedIn(signedIn) {
  const before = state.signedIn;
  state.signedIn = signedIn;
  if (before !== false || !signedIn) return;
  try {
    const info = await (await fetch('/api/i18n')).json();
    if (info.account && info.account !== state.lang && state.languages.some((l) => l.code === info.account)) {
      storeChoice(info.account);
      location.reload();
    }
  } catch { /* the page stays in its language */ }
}

/**
 * The header's language switch: a labelled select that stores the choice (in
 * this browser, and in the account when someone is signed in) and reloads.
 */
export function languageSwitch() {
  const label = document.createElement('label');
  label.className = 'language-switch';
  const caption = document.createElement('span');
  caption.className = 'visually-hidden';
  caption.textContent = t('language-switch');
  const select = document.createElement('select');
  select.dataset.testid = 'language-switch';
  select.title = t('language-switch-help');
  for (const l of state.languages) {
    const option = document.createElement('option');
    option.value = l.code;
    option.textContent = l.name;
    option.lang = l.code;
    if (l.code === state.lang) option.selected = true;
    select.append(option);
  }
  select.addEventListener('change', async () => {
    storeChoice(select.value);
    if (state.signedIn) {
      try {
        await fetch('/api/account/language', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ language: select.value }),
        });
      } catch { /* kept in this browser at least */ }
    }
    location.reload();
  });
  label.append(caption, select);
  return label;
}

/** Whether the catalogue (the reader's language or English) has the message `id`. */
export function has(id) {
  return lookup(state.lang, id.split('.')[0]) !== null;
}

/**
 * A refusal or error from the server in the reader's language: the payload's
 * message id (`id`) with its arguments (`args`) when the catalogue knows it, else
 * the server's own sentence (`message`, English), else `fallback`.
 */
export function errorText(payload, fallback = '') {
  if (payload && typeof payload.id === 'string' && has(payload.id)) return t(payload.id, payload.args || {});
  return (payload && payload.message) || fallback;
}
