//! The login limits across the nodes of one site, through the public protocol
//! over real sockets: two nodes on one store (two apps on one PostgreSQL
//! database with `SLEUTH_TEST_STORE=postgres`; one app on two ports on SQLite)
//! share each account name's budget of wrong passwords and each address's
//! budget of attempts, sequentially and when the attempts race; an address a
//! proxy passes on is counted on its own; full buckets leave the shared table.

mod support;

use std::net::SocketAddr;
use std::sync::Arc;

use serde_json::json;
use sleuth_server::App;
use support::*;

/// The wrong passwords an account name may take before it waits.
const NAME_BUDGET: usize = 5;
/// The attempts one address may make before it waits.
const ADDRESS_BUDGET: usize = 20;

/// POSTs `name` and `password` to `path`, with an `X-Forwarded-For` header if
/// given; returns the status.
async fn send(
    addr: SocketAddr,
    path: &str,
    name: &str,
    password: &str,
    forwarded: Option<&str>,
) -> u16 {
    let body = json!({"name": name, "password": password}).to_string();
    let mut headers = vec![
        ("accept", "application/json"),
        ("content-type", "application/json"),
    ];
    if let Some(forwarded) = forwarded {
        headers.push(("x-forwarded-for", forwarded));
    }
    request(addr, "POST", path, &headers, Some(body.into_bytes()))
        .await
        .status
}

async fn log_in(addr: SocketAddr, name: &str, password: &str) -> u16 {
    send(addr, "/api/session", name, password, None).await
}

async fn sign_up(addr: SocketAddr, name: &str, password: &str) {
    assert_eq!(send(addr, "/api/accounts", name, password, None).await, 201);
}

/// Moves the limits' clock of every node forward by `ms` (once per app: on
/// SQLite both nodes are one app).
fn advance_clocks(nodes: &[(SocketAddr, Arc<App>)], ms: i64) {
    for (i, (_, app)) in nodes.iter().enumerate() {
        if !nodes[..i].iter().any(|(_, seen)| Arc::ptr_eq(seen, app)) {
            app.login_limits.advance_clock_for_tests(ms);
        }
    }
}

/// Counts each status in `statuses`: (401s, 429s, others).
fn tally(statuses: &[u16]) -> (usize, usize, Vec<u16>) {
    let unauthorized = statuses.iter().filter(|s| **s == 401).count();
    let limited = statuses.iter().filter(|s| **s == 429).count();
    let others = statuses
        .iter()
        .copied()
        .filter(|s| *s != 401 && *s != 429)
        .collect();
    (unauthorized, limited, others)
}

#[tokio::test]
async fn wrong_passwords_spread_over_two_nodes_spend_one_budget_until_it_refills() {
    let nodes = two_nodes_on_one_store().await;
    let (a, b) = (nodes[0].0, nodes[1].0);
    sign_up(a, "Grace", "right password").await;
    for i in 0..NAME_BUDGET {
        let node = if i % 2 == 0 { a } else { b };
        assert_eq!(
            log_in(node, "Grace", "guess").await,
            401,
            "wrong password {i}"
        );
    }
    // The budget is spent on both nodes, even for the right password.
    assert_eq!(log_in(b, "Grace", "guess").await, 429);
    assert_eq!(log_in(a, "Grace", "right password").await, 429);
    assert_eq!(log_in(b, "Grace", "right password").await, 429);
    // Two minutes later one try is back, on either node; a right password
    // costs nothing, so the wrong one after it still gets its try.
    advance_clocks(&nodes, 119_000);
    assert_eq!(log_in(a, "Grace", "right password").await, 429);
    advance_clocks(&nodes, 1_000);
    assert_eq!(log_in(b, "Grace", "right password").await, 200);
    assert_eq!(log_in(a, "Grace", "guess").await, 401);
    assert_eq!(log_in(b, "Grace", "right password").await, 429);
}

#[tokio::test]
async fn parallel_wrong_passwords_on_two_nodes_spend_exactly_the_name_budget() {
    let nodes = two_nodes_on_one_store().await;
    sign_up(nodes[0].0, "Ada", "right password").await;
    let attempts = (0..16).map(|i| {
        let node = nodes[i % 2].0;
        tokio::spawn(async move { log_in(node, "Ada", "guess").await })
    });
    let mut statuses = Vec::new();
    for attempt in attempts.collect::<Vec<_>>() {
        statuses.push(attempt.await.expect("an attempt"));
    }
    let (unauthorized, limited, others) = tally(&statuses);
    assert_eq!(
        (unauthorized, limited),
        (NAME_BUDGET, 16 - NAME_BUDGET),
        "{statuses:?}"
    );
    assert!(others.is_empty(), "{statuses:?}");
}

#[tokio::test]
async fn parallel_attempts_from_one_address_on_two_nodes_spend_exactly_its_budget() {
    let nodes = two_nodes_on_one_store().await;
    let attempts = (0..30).map(|i| {
        let node = nodes[i % 2].0;
        tokio::spawn(async move { log_in(node, &format!("user{i}"), "whatever").await })
    });
    let mut statuses = Vec::new();
    for attempt in attempts.collect::<Vec<_>>() {
        statuses.push(attempt.await.expect("an attempt"));
    }
    let (unauthorized, limited, others) = tally(&statuses);
    assert_eq!(
        (unauthorized, limited),
        (ADDRESS_BUDGET, 30 - ADDRESS_BUDGET),
        "{statuses:?}"
    );
    assert!(others.is_empty(), "{statuses:?}");
    // Account creation counts against the same address.
    let created = send(
        nodes[1].0,
        "/api/accounts",
        "Newcomer",
        "a long password",
        None,
    )
    .await;
    assert_eq!(created, 429);
}

#[tokio::test]
async fn addresses_a_proxy_on_this_machine_passes_on_are_limited_one_by_one() {
    let nodes = two_nodes_on_one_store().await;
    let (a, b) = (nodes[0].0, nodes[1].0);
    // The client wrote the first entry; the proxy appended the address it saw.
    let client = Some("198.51.100.1, 203.0.113.1");
    for i in 0..ADDRESS_BUDGET {
        let node = if i % 2 == 0 { a } else { b };
        let status = send(
            node,
            "/api/session",
            &format!("user{i}"),
            "whatever",
            client,
        )
        .await;
        assert_eq!(status, 401, "attempt {i}");
    }
    assert_eq!(
        send(b, "/api/session", "late", "whatever", client).await,
        429
    );
    // Changing the entry the client wrote does not help...
    let rewritten = Some("198.51.100.99, 203.0.113.1");
    assert_eq!(
        send(a, "/api/session", "late", "whatever", rewritten).await,
        429
    );
    // ...while another client behind the proxy, and the proxy itself, have
    // budgets of their own.
    let other = Some("203.0.113.2");
    assert_eq!(
        send(a, "/api/session", "other", "whatever", other).await,
        401
    );
    assert_eq!(log_in(b, "other", "whatever").await, 401);
}

#[tokio::test]
async fn full_buckets_are_forgotten_and_a_forgotten_name_has_its_whole_budget() {
    let nodes = two_nodes_on_one_store().await;
    let (a, b) = (nodes[0].0, nodes[1].0);
    let store = nodes[0].1.store.clone();
    sign_up(a, "Lin", "right password").await;
    for _ in 0..NAME_BUDGET {
        assert_eq!(log_in(b, "Lin", "guess").await, 401);
    }
    assert_eq!(log_in(a, "Lin", "guess").await, 429);
    if store.is_shared() {
        assert_eq!(store.limit_buckets("name").await.expect("count"), 1);
        assert_eq!(store.limit_buckets("address").await.expect("count"), 1);
    }
    // Ten minutes refill the name's five tries; past the next minute a node
    // deletes the full rows on its next attempt.
    advance_clocks(&nodes, 11 * 60_000);
    assert_eq!(log_in(a, "Someone", "guess").await, 401);
    if store.is_shared() {
        // Only the buckets just spent from are left.
        assert_eq!(store.limit_buckets("name").await.expect("count"), 1);
        assert_eq!(store.limit_buckets("address").await.expect("count"), 1);
    }
    for _ in 0..NAME_BUDGET {
        assert_eq!(log_in(b, "Lin", "guess").await, 401);
    }
    assert_eq!(log_in(a, "Lin", "right password").await, 429);
}
