//! Browser-facing hardening over a real socket: the security headers on a page,
//! a JSON answer, the UI's files and an error; HSTS only when the reverse proxy
//! says the request came over TLS; a change carrying the session cookie from
//! another site's page refused with `403 forbidden` and nothing changed, while
//! the site's own origin, no `Origin` at all and a bearer token alone pass; a
//! WebSocket upgrade from another origin refused.

mod support;

use std::net::SocketAddr;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use support::*;
use tokio_tungstenite::tungstenite;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

const EVIL: &str = "http://evil.example";

/// The exact policy the server promises in docs/deploy.md.
const POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self'; \
     manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

/// A GET on a fresh connection with `extra` header lines; (status, the
/// answer's head as sent).
async fn head_of(addr: SocketAddr, path: &str, extra: &str) -> (u16, String) {
    let request =
        format!("GET {path} HTTP/1.1\r\nhost: {addr}\r\n{extra}connection: close\r\n\r\n");
    let answer = raw_exchange(addr, request.as_bytes()).await;
    let (status, _, _) = parse_raw(&answer);
    let head = answer
        .split_once("\r\n\r\n")
        .map_or(&*answer, |(head, _)| head);
    (status, head.to_owned())
}

/// The value of header `name` (lower case) in a head, if present.
fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.trim().eq_ignore_ascii_case(name).then(|| value.trim())
    })
}

/// A JSON request as a browser would send it: the session cookie and an
/// `Origin` (each optional) and any `extra` headers.
async fn browser_request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    origin: Option<&str>,
    extra: &[(&str, &str)],
    body: Option<Value>,
) -> Answer {
    let mut headers = vec![("accept", "application/json")];
    if body.is_some() {
        headers.push(("content-type", "application/json"));
    }
    if let Some(cookie) = cookie {
        headers.push(("cookie", cookie));
    }
    if let Some(origin) = origin {
        headers.push(("origin", origin));
    }
    headers.extend_from_slice(extra);
    request(
        addr,
        method,
        path,
        &headers,
        body.map(|b| b.to_string().into_bytes()),
    )
    .await
}

/// The names on the friends list of the account behind `cookie`.
async fn friend_names(addr: SocketAddr, cookie: &str) -> Vec<String> {
    let answer = with_cookie(addr, "GET", "/api/friends", Some(cookie), None).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    answer.json()["friends"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|f| f["name"].as_str().expect("a name").to_owned())
        .collect()
}

fn assert_forbidden(answer: &Answer, what: &str) {
    assert_eq!(answer.status, 403, "{what}: {}", answer.text());
    assert!(
        answer.content_type.starts_with("application/json"),
        "{what}: {}",
        answer.content_type
    );
    assert_eq!(answer.json()["error"]["kind"], "forbidden", "{what}");
    let message = answer.json()["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(message.contains("own pages"), "{what}: {message}");
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let addr = server().await;
    for (path, kind) in [
        ("/", "text/html"),
        ("/api/games", "application/json"),
        ("/static/style.css", "text/css"),
        ("/static/app.js", "text/javascript"),
        ("/static/games/lady-alice/table.js", "text/javascript"),
        ("/sw.js", "text/javascript"),
        ("/api/no-such-route", "application/json"),
    ] {
        let (status, head) = head_of(addr, path, "").await;
        assert!(
            header(&head, "content-type").is_some_and(|t| t.starts_with(kind)),
            "{path} ({status}): {head}"
        );
        assert_eq!(
            header(&head, "content-security-policy"),
            Some(POLICY),
            "{path}"
        );
        assert_eq!(
            header(&head, "x-content-type-options"),
            Some("nosniff"),
            "{path}"
        );
        assert_eq!(
            header(&head, "referrer-policy"),
            Some("same-origin"),
            "{path}"
        );
        assert_eq!(header(&head, "x-frame-options"), Some("DENY"), "{path}");
        assert_eq!(
            header(&head, "strict-transport-security"),
            None,
            "{path}: HSTS over plain http"
        );
    }
}

/// No inline script or style may run or apply: `script-src` and `style-src`
/// are the site's own files alone, no directive anywhere lets inline code,
/// `eval`, a nonce or a hash through, and no `script-src-*`/`style-src-*`
/// directive (which a browser would use instead) widens them.
#[tokio::test]
async fn the_policy_sent_allows_no_inline_script_or_style() {
    let addr = server().await;
    let (_, head) = head_of(addr, "/", "").await;
    let policy = header(&head, "content-security-policy").expect("a policy on the page");
    let directives: Vec<(&str, Vec<&str>)> = policy
        .split(';')
        .filter_map(|d| {
            let mut words = d.split_whitespace();
            Some((words.next()?, words.collect()))
        })
        .collect();
    let sources = |name: &str| {
        directives
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, s)| s.clone())
    };
    assert_eq!(sources("script-src"), Some(vec!["'self'"]), "{policy}");
    assert_eq!(sources("style-src"), Some(vec!["'self'"]), "{policy}");
    for (name, sources) in &directives {
        assert!(
            !(name.starts_with("script-src-") || name.starts_with("style-src-")),
            "{name} overrides script-src or style-src: {policy}"
        );
        for source in sources {
            let lower = source.to_ascii_lowercase();
            assert!(
                ![
                    "'unsafe-",
                    "'nonce-",
                    "'sha256-",
                    "'sha384-",
                    "'sha512-",
                    "'strict-dynamic'"
                ]
                .iter()
                .any(|bad| lower.starts_with(bad)),
                "{name} allows {source}: {policy}"
            );
        }
    }
}

#[test]
fn the_policy_sent_is_the_one_docs_deploy_md_states() {
    assert_eq!(sleuth_server::hardening::CONTENT_SECURITY_POLICY, POLICY);
    let deploy = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/deploy.md"),
    )
    .expect("docs/deploy.md");
    assert!(
        deploy.contains(&format!("| `{POLICY}` |")),
        "docs/deploy.md's \"Security headers\" table does not state the policy"
    );
}

#[tokio::test]
async fn hsts_is_sent_only_when_the_proxy_says_the_request_came_over_tls() {
    let addr = server().await;
    for path in ["/", "/api/games", "/static/style.css"] {
        let (_, head) = head_of(addr, path, "x-forwarded-proto: https\r\n").await;
        assert_eq!(
            header(&head, "strict-transport-security"),
            Some("max-age=31536000"),
            "{path}"
        );
        let (_, head) = head_of(addr, path, "x-forwarded-proto: http\r\n").await;
        assert_eq!(header(&head, "strict-transport-security"), None, "{path}");
    }
}

#[tokio::test]
async fn a_cross_origin_change_with_a_session_cookie_is_refused_and_changes_nothing() {
    let addr = server().await;
    let ada = sign_up(addr, "ada").await;
    sign_up(addr, "bob").await;
    let before = get(addr, "/api/matches").await.1;

    // Another site's page makes Ada's browser add a friend, create a match,
    // and log her out: each refused before any handler runs.
    let added = browser_request(
        addr,
        "POST",
        "/api/friends",
        Some(&ada),
        Some(EVIL),
        &[],
        Some(json!({"name": "bob"})),
    )
    .await;
    assert_forbidden(&added, "adding a friend");
    assert!(friend_names(addr, &ada).await.is_empty());

    let created = browser_request(
        addr,
        "POST",
        "/api/matches",
        Some(&ada),
        Some(EVIL),
        &[],
        Some(json!({"game": "lady-alice", "config": {"players": 3}})),
    )
    .await;
    assert_forbidden(&created, "creating a match");
    assert_eq!(get(addr, "/api/matches").await.1, before);

    // A sandboxed frame or a redirect sends `Origin: null`; a sibling site on
    // another port or scheme is another origin too.
    for origin in [
        "null",
        &format!("http://{}:1", addr.ip()),
        &format!("https://{addr}"),
    ] {
        let logout = browser_request(
            addr,
            "DELETE",
            "/api/session",
            Some(&ada),
            Some(origin),
            &[],
            None,
        )
        .await;
        assert_forbidden(&logout, &format!("logging out from {origin}"));
    }
    let session = with_cookie(addr, "GET", "/api/session", Some(&ada), None).await;
    assert_eq!(
        session.json()["account"]["name"],
        "ada",
        "{}",
        session.text()
    );

    // A body-less POST (a plain cross-site form with no fields sends none) is
    // refused the same way.
    let (id, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    let start = browser_request(
        addr,
        "POST",
        &format!("/api/matches/{id}/start"),
        Some(&ada),
        Some(EVIL),
        &[],
        None,
    )
    .await;
    assert_forbidden(&start, "starting a match");
    assert_eq!(
        get(addr, &format!("/api/matches/{id}")).await.1["status"],
        "open"
    );
}

#[tokio::test]
async fn the_sites_own_origin_and_no_origin_are_accepted_with_a_session_cookie() {
    let addr = server().await;
    let ada = sign_up(addr, "ada").await;
    for name in ["bob", "cleo", "dora", "eve"] {
        sign_up(addr, name).await;
    }
    let own = format!("http://{addr}");
    let add =
        |name: &'static str, origin: Option<String>, extra: Vec<(&'static str, &'static str)>| {
            let ada = ada.clone();
            async move {
                browser_request(
                    addr,
                    "POST",
                    "/api/friends",
                    Some(&ada),
                    origin.as_deref(),
                    &extra,
                    Some(json!({"name": name})),
                )
                .await
            }
        };
    // The site's own origin, as the Host header names it.
    let answer = add("bob", Some(own.clone()), vec![]).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    // No Origin at all: curl, the CLI, a test's client.
    let answer = add("cleo", None, vec![]).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    // Behind a TLS proxy: the origin is the forwarded scheme and host.
    let proxied = vec![
        ("x-forwarded-proto", "https"),
        ("x-forwarded-host", "play.example.org"),
    ];
    let answer = add(
        "dora",
        Some("https://play.example.org".to_owned()),
        proxied.clone(),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    // ... and the address the proxy reached is not the site's origin then.
    let answer = add("eve", Some(own.clone()), proxied).await;
    assert_forbidden(&answer, "the proxy's inner address");
    // A proxy that terminates TLS must say so: without X-Forwarded-Proto the
    // site is plain http, and an https page's request is another origin.
    let answer = add("eve", Some(format!("https://{addr}")), vec![]).await;
    assert_forbidden(&answer, "https page, no X-Forwarded-Proto");
    assert_eq!(friend_names(addr, &ada).await, ["bob", "cleo", "dora"]);
}

#[tokio::test]
async fn a_bearer_token_alone_passes_from_any_origin() {
    let addr = server().await;
    let (id, host) = create(addr, "lady-alice", json!({"players": 3})).await;
    let auth = format!("Bearer {host}");
    let answer = browser_request(
        addr,
        "POST",
        &format!("/api/matches/{id}/seats/1/bot"),
        None,
        Some(EVIL),
        &[("authorization", &auth)],
        Some(json!({"bot": "random"})),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    let summary = get(addr, &format!("/api/matches/{id}")).await.1;
    assert_eq!(summary["seats"][1]["kind"], "bot", "{summary}");
    // Reading needs no check: a GET with another Origin and the cookie answers.
    let ada = sign_up(addr, "ada").await;
    let answer = browser_request(
        addr,
        "GET",
        "/api/friends",
        Some(&ada),
        Some(EVIL),
        &[],
        None,
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text());
}

/// Opens `/ws/matches/{id}` with the given `Origin` and cookie; the HTTP
/// status of a refusal, or `None` when the upgrade succeeded.
async fn upgrade_status(
    addr: SocketAddr,
    id: &str,
    origin: Option<&str>,
    cookie: Option<&str>,
) -> Option<u16> {
    let mut request = format!("ws://{addr}/ws/matches/{id}")
        .into_client_request()
        .expect("a request");
    if let Some(origin) = origin {
        request
            .headers_mut()
            .insert("origin", origin.parse().expect("a header value"));
    }
    if let Some(cookie) = cookie {
        request
            .headers_mut()
            .insert("cookie", cookie.parse().expect("a header value"));
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((mut socket, _)) => {
            let _ = socket.close(None).await;
            None
        }
        Err(tungstenite::Error::Http(response)) => {
            let body = response
                .body()
                .as_deref()
                .map(String::from_utf8_lossy)
                .unwrap_or_default();
            assert!(body.contains("\"forbidden\""), "{body}");
            Some(response.status().as_u16())
        }
        Err(err) => panic!("the upgrade failed otherwise: {err}"),
    }
}

#[tokio::test]
async fn a_cross_origin_websocket_upgrade_is_refused() {
    let addr = server().await;
    let ada = sign_up(addr, "ada").await;
    let (id, _) = create(addr, "lady-alice", json!({"players": 3})).await;
    assert_eq!(
        upgrade_status(addr, &id, Some(EVIL), Some(&ada)).await,
        Some(403)
    );
    assert_eq!(upgrade_status(addr, &id, Some(EVIL), None).await, Some(403));
    assert_eq!(
        upgrade_status(addr, &id, Some("null"), None).await,
        Some(403)
    );
    let own = format!("http://{addr}");
    assert_eq!(
        upgrade_status(addr, &id, Some(&own), Some(&ada)).await,
        None
    );
    assert_eq!(upgrade_status(addr, &id, None, None).await, None);
    // The site's own page keeps its socket and is welcomed.
    let mut request = format!("ws://{addr}/ws/matches/{id}")
        .into_client_request()
        .expect("a request");
    request
        .headers_mut()
        .insert("origin", own.parse().expect("a header value"));
    let mut socket = open_socket(request).await.expect("the own origin connects");
    socket
        .send(tungstenite::Message::text(
            json!({"type": "hello"}).to_string(),
        ))
        .await
        .expect("hello sent");
    let first = socket.next().await.expect("an answer").expect("a frame");
    let first: Value = serde_json::from_str(first.to_text().expect("text")).expect("JSON");
    assert_eq!(first["type"], "welcome", "{first}");
}
