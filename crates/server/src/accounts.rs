//! Accounts: optional; guests play as before. An account is a unique
//! name and a password hashed with argon2id; logging in makes a session, a random
//! token kept by the browser in an HttpOnly cookie (SameSite=Lax; Secure when the
//! request came over TLS through a proxy that says so). Only the token's SHA-256
//! is stored. Login is rate-limited per account name and per client address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::http::HeaderMap;
use unicode_normalization::UnicodeNormalization;

use crate::ws::TokenBucket;

/// The session cookie's name.
pub const COOKIE: &str = "sleuth_session";
/// How long a session lasts: 30 days.
pub const SESSION_SECS: i64 = 30 * 24 * 3600;
pub const NAME_CHARS: std::ops::RangeInclusive<usize> = 3..=24;
pub const PASSWORD_CHARS: std::ops::RangeInclusive<usize> = 8..=128;

/// Checks an account name: 3 to 24 letters, digits, `_`, `-` or `.`, starting with
/// a letter or digit. Returns it normalised (NFC) and its key, the form compared
/// for uniqueness (lower case).
pub fn account_name(raw: &str) -> Result<(String, String), String> {
    let name: String = raw.trim().nfc().collect();
    let count = name.chars().count();
    if !NAME_CHARS.contains(&count) {
        return Err(format!(
            "an account name has {} to {} characters, not {count}",
            NAME_CHARS.start(),
            NAME_CHARS.end()
        ));
    }
    if let Some(bad) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || matches!(c, '_' | '-' | '.')))
    {
        return Err(format!(
            "an account name holds letters, digits, '_', '-' and '.' only, not {bad:?}"
        ));
    }
    if !name.chars().next().is_some_and(char::is_alphanumeric) {
        return Err("an account name starts with a letter or a digit".to_owned());
    }
    let key = name.to_lowercase();
    Ok((name, key))
}

/// Checks a new password's length (8 to 128 characters).
pub fn check_password(password: &str) -> Result<(), String> {
    let count = password.chars().count();
    if !PASSWORD_CHARS.contains(&count) {
        return Err(format!(
            "a password has {} to {} characters",
            PASSWORD_CHARS.start(),
            PASSWORD_CHARS.end()
        ));
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
/// 2 minutes; per client address, 20 attempts (right or wrong), then one every 15 s.
/// Account creation counts against the address too. Per node (in memory).
#[derive(Debug, Default)]
pub struct LoginLimits {
    by_name: Mutex<HashMap<String, TokenBucket>>,
    by_address: Mutex<HashMap<IpAddr, TokenBucket>>,
}

const NAME_FAILURES: f64 = 5.0;
const NAME_REFILL_PER_SEC: f64 = 1.0 / 120.0;
const ADDRESS_ATTEMPTS: f64 = 20.0;
const ADDRESS_REFILL_PER_SEC: f64 = 1.0 / 15.0;
/// Past this many remembered keys, full buckets are forgotten.
const REMEMBERED: usize = 10_000;

impl LoginLimits {
    /// Counts one attempt from `address`; false when it is over its limit.
    pub fn address_attempt(&self, address: IpAddr) -> bool {
        let mut map = self.by_address.lock().unwrap_or_else(|p| p.into_inner());
        if map.len() > REMEMBERED {
            map.retain(|_, bucket| !bucket.is_full());
        }
        map.entry(address)
            .or_insert_with(|| TokenBucket::full(ADDRESS_ATTEMPTS, ADDRESS_REFILL_PER_SEC))
            .take()
    }

    /// Whether the name may try a password now (it has failures left).
    pub fn name_may_try(&self, key: &str) -> bool {
        let mut map = self.by_name.lock().unwrap_or_else(|p| p.into_inner());
        map.get_mut(key).is_none_or(|bucket| bucket.has_token())
    }

    /// Counts a wrong password for the name.
    pub fn name_failed(&self, key: &str) {
        let mut map = self.by_name.lock().unwrap_or_else(|p| p.into_inner());
        if map.len() > REMEMBERED {
            map.retain(|_, bucket| !bucket.is_full());
        }
        map.entry(key.to_owned())
            .or_insert_with(|| TokenBucket::full(NAME_FAILURES, NAME_REFILL_PER_SEC))
            .take();
    }
}
