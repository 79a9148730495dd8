//! Web Push: telling people that a table waits for them, or that someone invited
//! them, when no tab of theirs is open there. The standard Push API with VAPID
//! (RFC 8030, 8291, 8292): the server's P-256 key pair is made at its first start
//! and kept in the store's settings, so every node signs with the same key and a
//! restart keeps the browsers' subscriptions valid. A browser subscribes with the
//! public key (`GET /api/push/key`) and gives us its `PushSubscription`
//! (`social.rs`); a message is encrypted for that browser alone and posted to its
//! push service. A subscription the push service says is gone (404, 410) is
//! forgotten. Sending never blocks play: each message goes out on its own task.
//! The notifications' words are the catalogue push.ftl's, in the recipient's
//! language ([`PushMessage::your_turn`], [`PushMessage::invitation`],
//! [`PushMessage::test`]).

use std::sync::Arc;
use std::time::Duration;

use base64ct::{Base64UrlUnpadded, Encoding};
use http_body_util::Full;
use hyper::body::Bytes;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde::Serialize;
use sleuth_i18n::FluentValue;
use web_push_native::jwt_simple::algorithms::{ECDSAP256PublicKeyLike, ES256KeyPair};
use web_push_native::{Auth, WebPushBuilder, p256};

use crate::store::{PushSubscriptionRow, Store, StoreError};

impl PushMessage {
    /// "Your turn: GAME": the people in `waiting` (the other people at the
    /// table) wait for the recipient's move, in `language`.
    pub fn your_turn(
        language: &str,
        game_name: &str,
        match_id: &str,
        waiting: &[&str],
    ) -> PushMessage {
        let catalogue = sleuth_i18n::catalogue(language);
        let names = names_in_words(language, waiting);
        PushMessage {
            title: catalogue.format("push-turn-title", &[("game", FluentValue::from(game_name))]),
            body: catalogue.format(
                "push-turn-body",
                &[
                    ("names", FluentValue::from(names.as_str())),
                    ("count", FluentValue::from(waiting.len())),
                ],
            ),
            url: format!("/#/match/{match_id}"),
            tag: format!("turn-{match_id}"),
        }
    }

    /// `inviter` invites the recipient to their table of `game_name`, in `language`.
    pub fn invitation(
        language: &str,
        game_name: &str,
        inviter: &str,
        match_id: &str,
    ) -> PushMessage {
        let catalogue = sleuth_i18n::catalogue(language);
        PushMessage {
            title: catalogue.format(
                "push-invitation-title",
                &[("game", FluentValue::from(game_name))],
            ),
            body: catalogue.format(
                "push-invitation-body",
                &[("inviter", FluentValue::from(inviter))],
            ),
            url: format!("/#/match/{match_id}"),
            tag: format!("invitation-{match_id}"),
        }
    }

    /// The test notification an account asks for, to `name`, in `language`.
    pub fn test(language: &str, name: &str) -> PushMessage {
        let catalogue = sleuth_i18n::catalogue(language);
        PushMessage {
            title: catalogue.format("push-test-title", &[]),
            body: catalogue.format("push-test-body", &[("name", FluentValue::from(name))]),
            url: "/#/".to_owned(),
            tag: "test".to_owned(),
        }
    }
}

/// "Ann", "Ann and Bo", "Ann, Bo and Cy" ("Ann, Bo et Cy" in French): people's
/// names as one list of `language`.
pub fn names_in_words(language: &str, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => sleuth_i18n::catalogue(language).format(
            "push-list-and",
            &[
                ("init", FluentValue::from(init.join(", "))),
                ("last", FluentValue::from(*last)),
            ],
        ),
    }
}

/// The settings key of the server's VAPID private key (base64url, 32 bytes).
pub const VAPID_SETTING: &str = "vapid_private_key";

/// How long a push service may keep a message for a browser that is offline:
/// a turn waits longer than that in a correspondence game, but a day-old
/// "your turn" is better replaced by the home page's list.
pub const PUSH_TTL: Duration = Duration::from_secs(24 * 3600);

/// How long a push service may take to answer.
pub const PUSH_TIMEOUT: Duration = Duration::from_secs(10);

/// What the service worker (`web/sw.js`) shows: a notification whose click opens `url`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct PushMessage {
    pub title: String,
    pub body: String,
    /// A path on this site, e.g. `/#/match/ID`.
    pub url: String,
    /// Notifications with the same tag replace each other (one per match).
    pub tag: String,
}

/// The server's side of Web Push: its key pair and an HTTPS client.
pub struct PushService {
    key_pair: ES256KeyPair,
    public_key: String,
    contact: String,
    client: Client<hyper_rustls::HttpsConnector<HttpConnector>, Full<Bytes>>,
}

impl std::fmt::Debug for PushService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PushService")
            .field("public_key", &self.public_key)
            .field("contact", &self.contact)
            .finish()
    }
}

/// Why a subscription given by a browser was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SubscriptionError {
    #[error("the subscription's endpoint must be an https URL of at most 1000 characters")]
    Endpoint,
    #[error("the subscription's p256dh key is not a P-256 public key in base64url")]
    PublicKey,
    #[error("the subscription's auth secret is not 16 bytes in base64url")]
    Auth,
}

/// Checks a browser's subscription before it is stored: an absolute https
/// endpoint (http only when `allow_http`: a push service on this machine, for
/// tests and local trials), a P-256 public key and a 16-byte secret.
pub fn check_subscription(
    endpoint: &str,
    p256dh: &str,
    auth: &str,
    allow_http: bool,
) -> Result<(), SubscriptionError> {
    let uri: hyper::Uri = endpoint.parse().map_err(|_| SubscriptionError::Endpoint)?;
    let scheme_ok = match uri.scheme_str() {
        Some("https") => true,
        Some("http") => allow_http,
        _ => false,
    };
    if endpoint.len() > 1000 || !scheme_ok || uri.host().is_none_or(str::is_empty) {
        return Err(SubscriptionError::Endpoint);
    }
    subscription_keys(p256dh, auth).map(drop)
}

/// A subscription's browser keys, decoded: its P-256 public key and its 16-byte
/// authentication secret (both base64url, padded or not).
fn subscription_keys(
    p256dh: &str,
    auth: &str,
) -> Result<(p256::PublicKey, Auth), SubscriptionError> {
    let key = Base64UrlUnpadded::decode_vec(p256dh.trim_end_matches('='))
        .ok()
        .and_then(|bytes| p256::PublicKey::from_sec1_bytes(&bytes).ok())
        .ok_or(SubscriptionError::PublicKey)?;
    let secret = Base64UrlUnpadded::decode_vec(auth.trim_end_matches('='))
        .ok()
        .filter(|bytes| bytes.len() == 16)
        .ok_or(SubscriptionError::Auth)?;
    Ok((key, Auth::clone_from_slice(&secret)))
}

impl PushService {
    /// The service with the store's key pair, made and stored on the first start
    /// (two nodes starting together both use the one stored first).
    pub async fn open(store: &Store, contact: &str) -> Result<PushService, StoreError> {
        let fresh = Base64UrlUnpadded::encode_string(&ES256KeyPair::generate().to_bytes());
        let stored = store.setting_once(VAPID_SETTING, &fresh).await?;
        let key_pair = Base64UrlUnpadded::decode_vec(&stored)
            .ok()
            .and_then(|bytes| ES256KeyPair::from_bytes(&bytes).ok())
            .ok_or_else(|| {
                StoreError::Failed(format!(
                    "the stored setting {VAPID_SETTING} is not a P-256 private key"
                ))
            })?;
        let public_key = Base64UrlUnpadded::encode_string(
            &key_pair.public_key().public_key().to_bytes_uncompressed(),
        );
        let https = hyper_rustls::HttpsConnectorBuilder::new()
            .with_webpki_roots()
            .https_or_http()
            .enable_http1()
            .build();
        Ok(PushService {
            key_pair,
            public_key,
            contact: contact.to_owned(),
            client: Client::builder(TokioExecutor::new()).build(https),
        })
    }

    /// The public key browsers subscribe with (`applicationServerKey`): an
    /// uncompressed P-256 point, base64url.
    pub fn public_key(&self) -> &str {
        &self.public_key
    }

    /// Sends `message` to every subscription of an account; how many push
    /// services accepted it. Failures are logged; a subscription the service no
    /// longer knows is forgotten.
    pub async fn send(&self, store: &Store, account_id: &str, message: &PushMessage) -> usize {
        let subscriptions = match store.push_subscriptions_of(account_id).await {
            Ok(subscriptions) => subscriptions,
            Err(err) => {
                tracing::warn!("push: could not read subscriptions: {err}");
                return 0;
            }
        };
        let body = serde_json::to_vec(message).expect("a push message serializes");
        let mut delivered = 0;
        for subscription in &subscriptions {
            match self.send_one(subscription, body.clone()).await {
                Ok(Delivery::Accepted) => delivered += 1,
                Ok(Delivery::Gone) => {
                    if let Err(err) = store.forget_push_subscription(&subscription.endpoint).await {
                        tracing::warn!("push: could not forget a gone subscription: {err}");
                    }
                }
                Err(err) => tracing::warn!("push: {err}"),
            }
        }
        delivered
    }

    async fn send_one(
        &self,
        subscription: &PushSubscriptionRow,
        body: Vec<u8>,
    ) -> Result<Delivery, String> {
        let endpoint: hyper::Uri = subscription
            .endpoint
            .parse()
            .map_err(|err| format!("a stored endpoint does not parse: {err}"))?;
        let (key, secret) = subscription_keys(&subscription.p256dh, &subscription.auth)
            .map_err(|err| format!("a stored subscription: {err}"))?;
        let request = WebPushBuilder::new(endpoint, key, secret)
            .with_valid_duration(PUSH_TTL)
            .with_vapid(&self.key_pair, &self.contact)
            .build(body)
            .map_err(|err| format!("could not encrypt a message: {err}"))?;
        let (parts, body) = request.into_parts();
        let request = hyper::Request::from_parts(parts, Full::new(Bytes::from(body)));
        let host = subscription
            .endpoint
            .split('/')
            .take(3)
            .collect::<Vec<_>>()
            .join("/");
        let answer = tokio::time::timeout(PUSH_TIMEOUT, self.client.request(request))
            .await
            .map_err(|_| format!("{host} did not answer within {PUSH_TIMEOUT:?}"))?
            .map_err(|err| format!("{host}: {err}"))?;
        match answer.status().as_u16() {
            200..=299 => Ok(Delivery::Accepted),
            404 | 410 => Ok(Delivery::Gone),
            status => Err(format!("{host} refused a message: HTTP {status}")),
        }
    }
}

enum Delivery {
    Accepted,
    Gone,
}

/// The language an account's notifications are written in: the interface
/// language it chose (`PUT /api/account/language`), else English (a push is
/// sent with no browser request whose `Accept-Language` could say otherwise).
pub async fn recipient_language(store: &Store, account_id: &str) -> &'static str {
    match store.account_language(account_id).await {
        Ok(Some(code)) => sleuth_i18n::language(&code).map_or(sleuth_i18n::REFERENCE, |l| l.code),
        Ok(None) => sleuth_i18n::REFERENCE,
        Err(err) => {
            tracing::warn!("push: could not read a recipient's language: {err}");
            sleuth_i18n::REFERENCE
        }
    }
}

/// Sends to `account_id`, on a task of its own, the message `build` writes in
/// the recipient's language ([`recipient_language`]).
pub fn send_in_language(
    push: Arc<PushService>,
    store: Store,
    account_id: String,
    build: impl FnOnce(&str) -> PushMessage + Send + 'static,
) {
    tokio::spawn(async move {
        let message = build(recipient_language(&store, &account_id).await);
        push.send(&store, &account_id, &message).await;
    });
}

/// Sends on a task of its own, so that play never waits for a push service.
pub fn send_in_background(
    push: Arc<PushService>,
    store: Store,
    account_id: String,
    message: PushMessage,
) {
    tokio::spawn(async move {
        push.send(&store, &account_id, &message).await;
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str =
        "BLn9b-VR0ca83knDNZ32dCHGyjJp-1riX9ZTN40MqV8K_LpQmLqxC_DoHvqvFXO_nGdAB4W9dogZb_sM-uV4JbY";
    const AUTH: &str = "_ordMnz7uTCmrpBTeUV4Bw";

    #[test]
    fn english_notifications_say_what_the_server_always_sent() {
        let turn = PushMessage::your_turn("en", "Lady Alice", "m1", &[]);
        assert_eq!(turn.title, "Your turn: Lady Alice");
        assert_eq!(turn.body, "The table is waiting for your move.");
        assert_eq!(turn.url, "/#/match/m1");
        assert_eq!(turn.tag, "turn-m1");
        let one = PushMessage::your_turn("en", "Lady Alice", "m1", &["Ann"]);
        assert_eq!(one.body, "Ann is waiting for your move.");
        let three = PushMessage::your_turn("en", "Lady Alice", "m1", &["Ann", "Bo", "Cy"]);
        assert_eq!(three.body, "Ann, Bo and Cy are waiting for your move.");
        let invitation = PushMessage::invitation("en", "Watson & Holmes", "Ann", "m2");
        assert_eq!(invitation.title, "An invitation to Watson & Holmes");
        assert_eq!(invitation.body, "Ann invites you to their table.");
        assert_eq!(invitation.tag, "invitation-m2");
        let test = PushMessage::test("en", "Ann");
        assert_eq!(test.title, "Sleuth notifications work");
        assert_eq!(
            test.body,
            "Ann, you will hear here when a table waits for you."
        );
    }

    #[test]
    fn french_notifications_are_written_in_french() {
        let turn = PushMessage::your_turn("fr", "Lady Alice", "m1", &["Ann", "Bo"]);
        assert_eq!(turn.title, "À vous de jouer\u{a0}: Lady Alice");
        assert_eq!(turn.body, "Ann et Bo attendent votre coup.");
        let one = PushMessage::your_turn("fr", "Lady Alice", "m1", &["Ann"]);
        assert_eq!(one.body, "Ann attend votre coup.");
        let alone = PushMessage::your_turn("fr", "Lady Alice", "m1", &[]);
        assert_eq!(alone.body, "La table attend votre coup.");
        let invitation = PushMessage::invitation("fr", "Watson & Holmes", "Ann", "m2");
        assert_eq!(invitation.title, "Une invitation à Watson & Holmes");
        assert_eq!(invitation.body, "Ann vous invite à sa table.");
        let test = PushMessage::test("fr", "Ann");
        assert_eq!(test.title, "Les notifications de Sleuth fonctionnent");
        assert!(test.body.starts_with("Ann, "), "{}", test.body);
    }

    #[test]
    fn a_language_sleuth_does_not_speak_gets_english_notifications() {
        let turn = PushMessage::your_turn("xx", "Lady Alice", "m1", &[]);
        assert_eq!(turn.title, "Your turn: Lady Alice");
    }

    #[test]
    fn subscriptions_need_https_a_p256_key_and_a_16_byte_secret() {
        let ok = "https://push.example.net/send/abc";
        assert_eq!(check_subscription(ok, KEY, AUTH, false), Ok(()));
        let http = "http://127.0.0.1:9/push";
        assert_eq!(
            check_subscription(http, KEY, AUTH, false),
            Err(SubscriptionError::Endpoint)
        );
        assert_eq!(check_subscription(http, KEY, AUTH, true), Ok(()));
        for bad in [
            "",
            "push.example.net",
            "ftp://x/y",
            "javascript:alert(1)",
            "https://",
        ] {
            assert_eq!(
                check_subscription(bad, KEY, AUTH, true),
                Err(SubscriptionError::Endpoint),
                "{bad}"
            );
        }
        let long = format!("https://push.example.net/{}", "a".repeat(1000));
        assert_eq!(
            check_subscription(&long, KEY, AUTH, false),
            Err(SubscriptionError::Endpoint)
        );
        assert_eq!(
            check_subscription(ok, "AAAA", AUTH, false),
            Err(SubscriptionError::PublicKey)
        );
        assert_eq!(
            check_subscription(ok, "<b>", AUTH, false),
            Err(SubscriptionError::PublicKey)
        );
        assert_eq!(
            check_subscription(ok, KEY, "AAAA", false),
            Err(SubscriptionError::Auth)
        );
    }
}
