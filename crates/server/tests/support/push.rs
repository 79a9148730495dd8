//! A Web Push service and a subscribing browser, both in the test process (no
//! service outside the machine): the service keeps each message it is sent,
//! the browser holds a subscription's keys and decrypts a message as a real
//! browser does.

use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use base64ct::{Base64UrlUnpadded, Encoding};
use serde_json::{Value, json};
use tokio::sync::{Mutex, mpsc};
use web_push_native::p256;

/// A message the local push service received.
#[derive(Debug)]
pub struct Received {
    /// The subscription's name: the last part of the endpoint's path.
    pub name: String,
    pub authorization: String,
    pub encoding: String,
    pub ttl: String,
    pub body: Vec<u8>,
}

/// A push service on this machine: `POST /push/{name}` keeps the message and
/// answers 201, `POST /gone/{name}` answers 410 (a browser that unsubscribed).
pub async fn push_service() -> (SocketAddr, mpsc::UnboundedReceiver<Received>) {
    let (sender, receiver) = mpsc::unbounded_channel::<Received>();
    async fn keep(
        State(sender): State<mpsc::UnboundedSender<Received>>,
        Path(name): Path<String>,
        headers: HeaderMap,
        body: axum::body::Bytes,
    ) -> StatusCode {
        let header = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        };
        let _ = sender.send(Received {
            name,
            authorization: header("authorization"),
            encoding: header("content-encoding"),
            ttl: header("ttl"),
            body: body.to_vec(),
        });
        StatusCode::CREATED
    }
    let router = axum::Router::new()
        .route("/push/{name}", axum::routing::post(keep))
        .route(
            "/gone/{name}",
            axum::routing::post(|| async { StatusCode::GONE }),
        )
        .with_state(sender);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, router).await });
    (addr, receiver)
}

/// A browser's side of a push subscription: its key pair and secret.
pub struct Browser {
    secret: p256::SecretKey,
    auth: [u8; 16],
}

impl Browser {
    pub fn new() -> Browser {
        let secret = loop {
            let mut bytes = [0u8; 32];
            getrandom::fill(&mut bytes).expect("randomness");
            if let Ok(key) = p256::SecretKey::from_slice(&bytes) {
                break key;
            }
        };
        let mut auth = [0u8; 16];
        getrandom::fill(&mut auth).expect("randomness");
        Browser { secret, auth }
    }

    /// `PushSubscription.toJSON()` for `endpoint`.
    pub fn subscription(&self, endpoint: &str) -> Value {
        use p256::elliptic_curve::sec1::ToEncodedPoint;
        let public = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": endpoint,
            "expirationTime": null,
            "keys": {
                "p256dh": Base64UrlUnpadded::encode_string(public.as_bytes()),
                "auth": Base64UrlUnpadded::encode_string(&self.auth),
            }
        })
    }

    /// The message a push carried, decrypted as the browser does.
    pub fn read(&self, received: &Received) -> Value {
        assert_eq!(received.encoding, "aes128gcm");
        let auth = web_push_native::Auth::clone_from_slice(&self.auth);
        let plain = web_push_native::decrypt(received.body.clone(), &self.secret, &auth)
            .expect("a message encrypted for this browser");
        serde_json::from_slice(&plain).expect("a JSON message")
    }
}

/// The next message the push service receives (at most 20 s).
pub async fn next_push(received: &Mutex<mpsc::UnboundedReceiver<Received>>) -> Received {
    tokio::time::timeout(Duration::from_secs(20), received.lock().await.recv())
        .await
        .expect("a push within 20 s")
        .expect("the push service runs")
}
