//! The tables both backends create, and the columns added to them since the
//! first release (added to an older database when it is opened).

/// The tables, the same on both backends (SQLite reads `BIGINT` as an integer
/// column; files made when it said `INTEGER` are the same to it).
pub(crate) const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rules_version BIGINT NOT NULL,
    config TEXT NOT NULL,
    seed TEXT NOT NULL,
    status TEXT NOT NULL,
    host_token_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    match_id TEXT NOT NULL REFERENCES matches(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT,
    bot TEXT,
    token_hash TEXT,
    PRIMARY KEY (match_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    match_id TEXT NOT NULL REFERENCES matches(id),
    idx BIGINT NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (match_id, idx)
);
CREATE TABLE IF NOT EXISTS chat (
    match_id TEXT NOT NULL REFERENCES matches(id),
    idx BIGINT NOT NULL,
    seat BIGINT,
    name TEXT NOT NULL,
    body TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (match_id, idx)
);
CREATE TABLE IF NOT EXISTS rematches (
    match_id TEXT PRIMARY KEY REFERENCES matches(id),
    rematch_id TEXT NOT NULL REFERENCES matches(id)
);
CREATE TABLE IF NOT EXISTS accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS ratings (
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    matches BIGINT NOT NULL,
    PRIMARY KEY (game, player)
);
CREATE TABLE IF NOT EXISTS results (
    match_id TEXT NOT NULL REFERENCES matches(id),
    seat BIGINT NOT NULL,
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    place BIGINT NOT NULL,
    won BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    mu_before DOUBLE PRECISION,
    sigma_before DOUBLE PRECISION,
    mu_after DOUBLE PRECISION,
    sigma_after DOUBLE PRECISION,
    finished_at BIGINT NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX IF NOT EXISTS results_by_player ON results (player, finished_at);
CREATE TABLE IF NOT EXISTS friends (
    account_id TEXT NOT NULL REFERENCES accounts(id),
    friend_id TEXT NOT NULL REFERENCES accounts(id),
    created_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, friend_id)
);
CREATE TABLE IF NOT EXISTS invitations (
    match_id TEXT NOT NULL REFERENCES matches(id),
    account_id TEXT NOT NULL REFERENCES accounts(id),
    from_name TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (match_id, account_id)
);
CREATE TABLE IF NOT EXISTS push_subscriptions (
    endpoint TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS push_subscriptions_by_account ON push_subscriptions (account_id);
CREATE TABLE IF NOT EXISTS settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS content_plays (
    match_id TEXT PRIMARY KEY REFERENCES matches(id),
    game TEXT NOT NULL,
    content TEXT NOT NULL,
    players BIGINT NOT NULL,
    solved BIGINT NOT NULL,
    rounds BIGINT NOT NULL,
    seconds BIGINT NOT NULL,
    finished_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS content_plays_by_content ON content_plays (game, content);
CREATE TABLE IF NOT EXISTS content_ratings (
    game TEXT NOT NULL,
    content TEXT NOT NULL,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    stars BIGINT NOT NULL,
    rated_at BIGINT NOT NULL,
    PRIMARY KEY (game, content, account_id)
);
CREATE TABLE IF NOT EXISTS studio_drafts (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    game TEXT NOT NULL,
    title TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS studio_drafts_by_account ON studio_drafts (account_id, updated_at);
CREATE TABLE IF NOT EXISTS studio_versions (
    draft_id TEXT NOT NULL REFERENCES studio_drafts(id),
    version BIGINT NOT NULL,
    text TEXT NOT NULL,
    saved_at BIGINT NOT NULL,
    PRIMARY KEY (draft_id, version)
);
CREATE TABLE IF NOT EXISTS library (
    id TEXT PRIMARY KEY,
    draft_id TEXT NOT NULL REFERENCES studio_drafts(id),
    draft_version BIGINT NOT NULL,
    edition BIGINT NOT NULL,
    game TEXT NOT NULL,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    title TEXT NOT NULL,
    difficulty BIGINT NOT NULL,
    text TEXT NOT NULL,
    published_at BIGINT NOT NULL,
    hidden_at BIGINT,
    hidden_note TEXT
);
CREATE INDEX IF NOT EXISTS library_by_game ON library (game, published_at);
CREATE TABLE IF NOT EXISTS library_reports (
    library_id TEXT NOT NULL REFERENCES library(id),
    account_id TEXT NOT NULL REFERENCES accounts(id),
    reason TEXT NOT NULL,
    reported_at BIGINT NOT NULL,
    PRIMARY KEY (library_id, account_id)
);
CREATE TABLE IF NOT EXISTS campaigns (
    game TEXT NOT NULL,
    grp TEXT NOT NULL,
    progress TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (game, grp)
);
CREATE TABLE IF NOT EXISTS account_settings (
    account_id TEXT PRIMARY KEY REFERENCES accounts(id),
    language TEXT NOT NULL
);
";

/// Columns added after the first release, as (table, column, type): added to an
/// older database when it is opened (accounts on seats, a bot standing in
/// for an absent player, a match's options and clocks, a result whose seat a
/// stand-in bot finished: 1, else 0; `NULL` in rows written before, read as 0;
/// when an account was last seen on the site, in milliseconds; when a match
/// started playing, in seconds, for the content figures).
pub(crate) const ADDED_COLUMNS: &[(&str, &str, &str)] = &[
    ("seats", "account_id", "TEXT"),
    ("seats", "stand_in", "TEXT"),
    ("matches", "options", "TEXT"),
    ("matches", "clock", "TEXT"),
    ("results", "forfeit", "BIGINT"),
    ("accounts", "last_seen_at", "BIGINT"),
    ("matches", "started_at", "BIGINT"),
];
