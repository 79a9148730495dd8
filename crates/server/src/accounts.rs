//! Accounts: optional; guests play as before. An account is a unique
//! name and a password hashed with argon2id; logging in makes a session, a random
//! token kept by the browser in an HttpOnly cookie (SameSite=Lax; Secure when the
//! request came over TLS through a proxy that says so). Only the token's SHA-256
//! is stored. Login is rate-limited per account name and per client address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicI64, Ordering};

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::http::HeaderMap;
use axum::response::IntoResponse;
use unicode_normalization::UnicodeNormalization;

use sleuth_core::MessageArg;

use crate::live::ApiError;
use crate::store::{BucketRule, Store, StoreError};

/// The session cookie's name.
pub const COOKIE: &str = "sleuth_session";
/// How long a session lasts: 30 days.
pub const SESSION_SECS: i64 = 30 * 24 * 3600;
pub const NAME_CHARS: std::ops::RangeInclusive<usize> = 3..=24;
pub const PASSWORD_CHARS: std::ops::RangeInclusive<usize> = 8..=128;

/// Why an account name or a new password was refused; `Display` is the English
/// sentence, [`AccountRefusal::refusal`] the same as a catalogue message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AccountRefusal {
    /// The name has fewer than 3 or more than 24 characters.
    NameLength { count: usize },
    /// The name holds a character other than a letter, digit, `_`, `-` or `.`.
    NameCharacter { bad: char },
    /// The name starts with `_`, `-` or `.`.
    NameStart,
    /// The password has fewer than 8 or more than 128 characters.
    PasswordLength,
}

impl AccountRefusal {
    /// The catalogue id (crates/i18n/locales/*/errors-site.ftl) and arguments.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, MessageArg)>) {
        match self {
            AccountRefusal::NameLength { count } => (
                "errors-site-account-name-length",
                vec![
                    ("min", (*NAME_CHARS.start()).into()),
                    ("max", (*NAME_CHARS.end()).into()),
                    ("count", (*count).into()),
                ],
            ),
            AccountRefusal::NameCharacter { bad } => (
                "errors-site-account-name-character",
                vec![("character", MessageArg::Text(format!("{bad:?}")))],
            ),
            AccountRefusal::NameStart => ("errors-site-account-name-start", Vec::new()),
            AccountRefusal::PasswordLength => (
                "errors-site-password-length",
                vec![
                    ("min", (*PASSWORD_CHARS.start()).into()),
                    ("max", (*PASSWORD_CHARS.end()).into()),
                ],
            ),
        }
    }

    /// The `bad_request` a person is shown.
    pub fn refusal(&self) -> ApiError {
        let (id, args) = self.message();
        ApiError::refusal("bad_request", id, args)
    }
}

impl std::fmt::Display for AccountRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AccountRefusal::NameLength { count } => write!(
                f,
                "an account name has {} to {} characters, not {count}",
                NAME_CHARS.start(),
                NAME_CHARS.end()
            ),
            AccountRefusal::NameCharacter { bad } => write!(
                f,
                "an account name holds letters, digits, '_', '-' and '.' only, not {bad:?}"
            ),
            AccountRefusal::NameStart => {
                f.write_str("an account name starts with a letter or a digit")
            }
            AccountRefusal::PasswordLength => write!(
                f,
                "a password has {} to {} characters",
                PASSWORD_CHARS.start(),
                PASSWORD_CHARS.end()
            ),
        }
    }
}

/// Checks an account name: 3 to 24 letters, digits, `_`, `-` or `.`, starting with
/// a letter or digit. Returns it normalised (NFC) and its key, the form compared
/// for uniqueness (lower case).
pub fn account_name(raw: &str) -> Result<(String, String), AccountRefusal> {
    let name: String = raw.trim().nfc().collect();
    let count = name.chars().count();
    if !NAME_CHARS.contains(&count) {
        return Err(AccountRefusal::NameLength { count });
    }
    if let Some(bad) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || matches!(c, '_' | '-' | '.')))
    {
        return Err(AccountRefusal::NameCharacter { bad });
    }
    if !name.chars().next().is_some_and(char::is_alphanumeric) {
        return Err(AccountRefusal::NameStart);
    }
    let key = name.to_lowercase();
    Ok((name, key))
}

/// Checks a new password's length (8 to 128 characters).
pub fn check_password(password: &str) -> Result<(), AccountRefusal> {
    let count = password.chars().count();
    if !PASSWORD_CHARS.contains(&count) {
        return Err(AccountRefusal::PasswordLength);
    }
    Ok(())
}

/// The argon2id hash (PHC string) of a password, on a blocking thread.
pub async fn hash_password(password: String) -> Result<String, String> {
    tokio::task::spawn_blocking(move || {
        let mut salt = [0u8; 16];
        getrandom::fill(&mut salt).map_err(|e| format!("no randomness: {e}"))?;
        let salt = SaltString::encode_b64(&salt).map_err(|e| e.to_string())?;
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|hash| hash.to_string())
            .map_err(|e| e.to_string())
    })
    .await
    .map_err(|e| e.to_string())?
}

/// Whether `password` matches the stored hash, on a blocking thread.
pub async fn verify_password(password: String, stored: String) -> bool {
    tokio::task::spawn_blocking(move || {
        PasswordHash::new(&stored)
            .map(|hash| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &hash)
                    .is_ok()
            })
            .unwrap_or(false)
    })
    .await
    .unwrap_or(false)
}

/// A hash no typed password matches (of 32 random bytes, made once), verified
/// against when the name is unknown, so that an unknown name takes as long as a
/// wrong password.
pub async fn dummy_hash() -> String {
    static DUMMY: tokio::sync::OnceCell<String> = tokio::sync::OnceCell::const_new();
    DUMMY
        .get_or_init(|| async {
            hash_password(crate::live::random_hex(32))
                .await
                .unwrap_or_default()
        })
        .await
        .clone()
}

/// The session token in a request's cookies, if any.
pub fn session_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value.trim().to_owned())
        .filter(|v| v.len() == 64 && v.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// Whether the request reached us over TLS (through a proxy that says so with
/// `X-Forwarded-Proto: https`): the cookie is then marked Secure.
fn over_tls(headers: &HeaderMap) -> bool {
    headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case("https"))
}

/// The `Set-Cookie` value that stores a session (or, with `None`, removes it).
pub fn session_cookie(token: Option<&str>, headers: &HeaderMap) -> String {
    let secure = if over_tls(headers) { "; Secure" } else { "" };
    match token {
        Some(token) => format!(
            "{COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={SESSION_SECS}{secure}"
        ),
        None => format!("{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}"),
    }
}

/// Login attempts allowed: per account name, 5 wrong passwords, then one more every
/// 2 minutes; per client address ([`client_address`]), 20 attempts (right or
/// wrong), then one every 15 s. Account creation counts against the address too.
///
/// Every try of a password takes a token of its name's bucket before the password
/// is checked, and a right password gives it back: parallel guesses cannot
/// outrun the limit. With PostgreSQL the buckets are shared by every node (the
/// store's `login_limits` table, `store/limits.rs`), so spreading attempts over
/// nodes buys nothing; with SQLite, whose one node serves everything, they are
/// kept in this node's memory (nothing to share, and no disk write per attempt).
///
/// Time is this node's clock, passed to the store: the nodes of one site are
/// expected to keep their clocks in step (NTP); a node whose clock is behind
/// refills nothing until it catches up, and never moves a bucket's time back.
///
/// When the store fails, the attempt is refused (`Err`): fail closed. A login
/// needs the store anyway (the account, the session), so this locks out nobody
/// the outage would not have; failing open would hand an attacker unlimited
/// guesses whenever the limits table alone is in trouble.
#[derive(Debug, Default)]
pub struct LoginLimits {
    by_name: Mutex<HashMap<String, Bucket>>,
    by_address: Mutex<HashMap<String, Bucket>>,
    /// When this node last deleted full shared buckets (ms).
    forgotten_at_ms: AtomicI64,
    /// Tests only: added to this node's clock, to see buckets refill without
    /// waiting minutes.
    clock_offset_ms: AtomicI64,
}

/// Which limit a bucket counts for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitScope {
    /// Wrong passwords per account name (its key).
    Name,
    /// Attempts per client address.
    Address,
}

impl LimitScope {
    /// The scope's name in the store.
    pub fn as_str(self) -> &'static str {
        match self {
            LimitScope::Name => "name",
            LimitScope::Address => "address",
        }
    }

    /// The scope's bucket.
    pub fn rule(self) -> BucketRule {
        let (tokens, period_ms) = match self {
            LimitScope::Name => (NAME_FAILURES, NAME_REFILL_EVERY_MS),
            LimitScope::Address => (ADDRESS_ATTEMPTS, ADDRESS_REFILL_EVERY_MS),
        };
        BucketRule {
            period_ms,
            capacity_ms: tokens * period_ms,
        }
    }
}

const NAME_FAILURES: i64 = 5;
const NAME_REFILL_EVERY_MS: i64 = 120_000;
const ADDRESS_ATTEMPTS: i64 = 20;
const ADDRESS_REFILL_EVERY_MS: i64 = 15_000;
/// Past this many remembered keys in memory, full buckets are forgotten.
const REMEMBERED: usize = 10_000;
/// Each node deletes the shared table's full buckets at most this often.
const FORGET_FULL_EVERY_MS: i64 = 60_000;

/// One bucket in memory, counted as the shared table counts it
/// (`store/limits.rs`): credit in milliseconds, one token per `period_ms`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Bucket {
    credit_ms: i64,
    updated_at_ms: i64,
}

impl Bucket {
    /// The credit at `now_ms` (a clock that went back refills nothing).
    fn credit_at(self, rule: BucketRule, now_ms: i64) -> i64 {
        let elapsed = now_ms.saturating_sub(self.updated_at_ms).max(0);
        self.credit_ms.saturating_add(elapsed).min(rule.capacity_ms)
    }

    /// Takes a token if one is left at `now_ms`.
    fn take(&mut self, rule: BucketRule, now_ms: i64) -> bool {
        let credit = self.credit_at(rule, now_ms);
        if credit < rule.period_ms {
            return false;
        }
        self.credit_ms = credit - rule.period_ms;
        self.updated_at_ms = self.updated_at_ms.max(now_ms);
        true
    }

    fn is_full(self, rule: BucketRule, now_ms: i64) -> bool {
        self.credit_at(rule, now_ms) >= rule.capacity_ms
    }
}

impl LoginLimits {
    /// This node's clock (ms), as the limits read it.
    fn now_ms(&self) -> i64 {
        crate::live::now_ms() + self.clock_offset_ms.load(Ordering::Relaxed)
    }

    /// Tests only: moves this node's clock for the limits forward by `ms`.
    pub fn advance_clock_for_tests(&self, ms: i64) {
        self.clock_offset_ms.fetch_add(ms, Ordering::Relaxed);
    }

    fn memory(&self, scope: LimitScope) -> &Mutex<HashMap<String, Bucket>> {
        match scope {
            LimitScope::Name => &self.by_name,
            LimitScope::Address => &self.by_address,
        }
    }

    /// Takes a token of (`scope`, `key`); false when the bucket is empty.
    pub async fn take(
        &self,
        store: &Store,
        scope: LimitScope,
        key: &str,
    ) -> Result<bool, StoreError> {
        let rule = scope.rule();
        let now = self.now_ms();
        if !store.is_shared() {
            let mut map = self.memory(scope).lock().unwrap_or_else(|p| p.into_inner());
            if map.len() > REMEMBERED {
                map.retain(|_, bucket| !bucket.is_full(rule, now));
            }
            let full = Bucket {
                credit_ms: rule.capacity_ms,
                updated_at_ms: now,
            };
            return Ok(map.entry(key.to_owned()).or_insert(full).take(rule, now));
        }
        let taken = store
            .take_limit_token(scope.as_str(), key, rule, now)
            .await?;
        self.forget_full_now_and_then(store, now).await;
        Ok(taken)
    }

    /// Gives back a token taken by [`LoginLimits::take`].
    pub async fn give_back(
        &self,
        store: &Store,
        scope: LimitScope,
        key: &str,
    ) -> Result<(), StoreError> {
        let rule = scope.rule();
        if !store.is_shared() {
            let mut map = self.memory(scope).lock().unwrap_or_else(|p| p.into_inner());
            if let Some(bucket) = map.get_mut(key) {
                bucket.credit_ms = (bucket.credit_ms + rule.period_ms).min(rule.capacity_ms);
            }
            return Ok(());
        }
        store.give_back_limit_token(scope.as_str(), key, rule).await
    }

    /// Counts one attempt from `address`; false when it is over its limit.
    pub async fn address_attempt(
        &self,
        store: &Store,
        address: IpAddr,
    ) -> Result<bool, StoreError> {
        self.take(store, LimitScope::Address, &address.to_string())
            .await
    }

    /// Takes one of the name's tries before its password is checked; false when
    /// it has none left. A right password gives it back ([`LoginLimits::name_succeeded`]).
    pub async fn name_attempt(&self, store: &Store, key: &str) -> Result<bool, StoreError> {
        self.take(store, LimitScope::Name, key).await
    }

    /// The password tried for the name was right: its try is given back.
    pub async fn name_succeeded(&self, store: &Store, key: &str) -> Result<(), StoreError> {
        self.give_back(store, LimitScope::Name, key).await
    }

    /// Deletes the shared table's full buckets (a missing row is a full bucket),
    /// at most once per [`FORGET_FULL_EVERY_MS`] from this node, so that the
    /// table holds only the keys tried in the last few minutes. A failure is
    /// only logged: the next attempt tries again later.
    async fn forget_full_now_and_then(&self, store: &Store, now: i64) {
        let last = self.forgotten_at_ms.load(Ordering::Relaxed);
        if now - last < FORGET_FULL_EVERY_MS
            || self
                .forgotten_at_ms
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_err()
        {
            return;
        }
        for scope in [LimitScope::Name, LimitScope::Address] {
            if let Err(err) = store
                .forget_full_limit_buckets(scope.as_str(), scope.rule(), now)
                .await
            {
                tracing::warn!("could not forget full login-limit buckets: {err}");
                crate::metrics::store_error();
            }
        }
    }
}

/// The client's address as the login limits count it: the socket's peer, unless
/// the peer is a proxy on this machine or a private network (loopback,
/// 10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7, fe80::/10), in which case
/// the last address of the last `X-Forwarded-For` header: the one that proxy
/// saw and appended (nginx's `$proxy_add_x_forwarded_for`). Earlier entries were
/// written by the client and are never read. A public peer's header is ignored
/// (anyone could write it), unless the peer is one of `trusted_proxies`
/// (`sleuth serve --trusted-proxy`).
pub fn client_address(peer: IpAddr, headers: &HeaderMap, trusted_proxies: &[IpAddr]) -> IpAddr {
    if !is_private(peer) && !trusted_proxies.contains(&peer.to_canonical()) {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.rsplit(',').next())
        .and_then(parse_forwarded_address)
        .unwrap_or(peer)
}

/// An address of `X-Forwarded-For`, bare or with a port (`1.2.3.4:5`, `[::1]:5`).
fn parse_forwarded_address(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim();
    entry
        .parse()
        .ok()
        .or_else(|| entry.parse::<std::net::SocketAddr>().ok().map(|a| a.ip()))
}

/// Whether an address belongs to this machine or a private network.
fn is_private(address: IpAddr) -> bool {
    match address {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_private(IpAddr::V4(v4)),
            None => v6.is_loopback() || v6.is_unique_local() || v6.is_unicast_link_local(),
        },
    }
}

/// The languages Sleuth speaks, for a refusal: "en, fr".
fn known_languages() -> String {
    let known: Vec<&str> = sleuth_i18n::LANGUAGES.iter().map(|l| l.code).collect();
    known.join(", ")
}

/// A language code a person asked for, as stored (`fr-CA` is `fr`), or the
/// `bad_request` naming the languages there are.
pub fn chosen_language(code: &str) -> Result<&'static str, ApiError> {
    sleuth_i18n::language(code.trim())
        .filter(|_| code.len() <= 35)
        .map(|l| l.code)
        .ok_or_else(|| {
            ApiError::refusal(
                "bad_request",
                "errors-site-unknown-language",
                vec![
                    (
                        "language",
                        MessageArg::Text(code.chars().take(35).collect()),
                    ),
                    ("known", MessageArg::Text(known_languages())),
                ],
            )
        })
}

/// `PUT /api/account/language`'s body: a language code, or `null` to follow
/// each browser's language again.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct LanguageChoice {
    language: Option<String>,
}

/// `GET /api/account/language`: the session account's interface language,
/// `null` when it never chose one.
pub async fn language(
    axum::extract::State(server): axum::extract::State<crate::Server>,
    headers: HeaderMap,
) -> Result<axum::response::Response, ApiError> {
    let (account, _) = crate::players::logged_in(&server.app, &headers).await?;
    let language = server
        .app
        .store
        .account_language(&account.id)
        .await
        .map_err(ApiError::server)?;
    Ok(axum::Json(serde_json::json!({"language": language})).into_response())
}

/// `PUT /api/account/language` `{"language": "fr"}`: keeps the session
/// account's interface language (`null` forgets it); an unknown code is
/// refused with `errors-site-unknown-language`.
pub async fn set_language(
    axum::extract::State(server): axum::extract::State<crate::Server>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> Result<axum::response::Response, ApiError> {
    let (account, _) = crate::players::logged_in(&server.app, &headers).await?;
    let choice: LanguageChoice = crate::http::body(&bytes)?;
    let language = choice
        .language
        .as_deref()
        .map(chosen_language)
        .transpose()?;
    server
        .app
        .store
        .set_account_language(&account.id, language)
        .await
        .map_err(ApiError::server)?;
    Ok(axum::Json(serde_json::json!({"language": language})).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAME: BucketRule = BucketRule {
        period_ms: NAME_REFILL_EVERY_MS,
        capacity_ms: NAME_FAILURES * NAME_REFILL_EVERY_MS,
    };

    #[test]
    fn a_name_bucket_gives_five_tries_then_one_every_two_minutes() {
        let mut bucket = Bucket {
            credit_ms: NAME.capacity_ms,
            updated_at_ms: 1_000,
        };
        assert!((0..5).all(|_| bucket.take(NAME, 1_000)));
        assert!(!bucket.take(NAME, 1_000));
        assert!(!bucket.take(NAME, 120_999));
        assert!(bucket.take(NAME, 121_000));
        assert!(!bucket.take(NAME, 121_000));
        assert!(bucket.is_full(NAME, 121_000 + 5 * 120_000));
    }

    #[test]
    fn a_clock_behind_refills_nothing_and_does_not_move_the_bucket_back() {
        let mut bucket = Bucket {
            credit_ms: NAME.period_ms,
            updated_at_ms: 50_000,
        };
        assert!(bucket.take(NAME, 10_000));
        assert_eq!(bucket.updated_at_ms, 50_000);
        assert!(!bucket.take(NAME, 40_000));
    }

    #[test]
    fn the_scopes_rules_are_the_documented_limits() {
        assert_eq!(LimitScope::Name.rule(), NAME);
        let address = LimitScope::Address.rule();
        assert_eq!(address.capacity_ms / address.period_ms, 20);
        assert_eq!(address.period_ms, 15_000);
    }

    fn forwarded(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", value.parse().expect("a header value"));
        headers
    }

    #[test]
    fn a_private_proxy_passes_the_address_it_saw_last_in_x_forwarded_for() {
        let proxy: IpAddr = "10.0.0.2".parse().unwrap();
        let seen = client_address(proxy, &forwarded("1.1.1.1, 203.0.113.9"), &[]);
        assert_eq!(seen, "203.0.113.9".parse::<IpAddr>().unwrap());
        let loopback: IpAddr = "::1".parse().unwrap();
        let seen = client_address(loopback, &forwarded("[2001:db8::5]:443"), &[]);
        assert_eq!(seen, "2001:db8::5".parse::<IpAddr>().unwrap());
        // Nothing usable: the proxy itself.
        assert_eq!(client_address(proxy, &forwarded("unknown"), &[]), proxy);
        assert_eq!(client_address(proxy, &HeaderMap::new(), &[]), proxy);
    }

    #[test]
    fn a_public_peer_cannot_choose_its_address_with_x_forwarded_for() {
        let peer: IpAddr = "198.51.100.7".parse().unwrap();
        assert_eq!(client_address(peer, &forwarded("203.0.113.9"), &[]), peer);
    }

    #[test]
    fn a_proxy_named_with_trusted_proxy_passes_the_address_even_on_a_public_network() {
        let proxy: IpAddr = "198.51.100.7".parse().unwrap();
        let seen = client_address(proxy, &forwarded("203.0.113.9"), &[proxy]);
        assert_eq!(seen, "203.0.113.9".parse::<IpAddr>().unwrap());
        let other: IpAddr = "198.51.100.8".parse().unwrap();
        assert_eq!(
            client_address(other, &forwarded("203.0.113.9"), &[proxy]),
            other
        );
    }
}
