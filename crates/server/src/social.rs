//! People around the tables, over HTTP (docs/protocol.md, "Friends, invitations
//! and notifications"): an account's friends list (add and remove by account
//! name; each friend's presence and open or playing matches, to watch or join),
//! invitations to a match by account name (listed on the invitee's home page and
//! sent by push), and Web Push subscriptions (`push.rs`). Every route needs an
//! account's session; names are account names, compared as `accounts` does.

use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use sleuth_core::MessageArg;

use crate::Server;
use crate::accounts;
use crate::http::{bearer, body};
use crate::live::{ApiError, App, MatchHandle, Status, now_ms, rfc3339};
use crate::players::logged_in;
use crate::push::{PushMessage, SubscriptionError, check_subscription, send_in_language};
use crate::store::{AccountRow, PushSubscriptionRow, SeatRow};

type ApiResult = Result<Response, ApiError>;

/// The most friends an account may list.
pub const MAX_FRIENDS: usize = 200;
/// The most invitations one match may send.
pub const MAX_INVITATIONS_PER_MATCH: usize = 30;
/// A friend seen on the site this recently (ms) counts as online.
pub const ONLINE_WITHIN_MS: i64 = 3 * 60_000;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NameRequest {
    name: String,
}

/// The account named `raw`, or `not_found` saying so.
async fn account_named(app: &App, raw: &str) -> Result<AccountRow, ApiError> {
    let (name, key) = accounts::account_name(raw).map_err(|why| why.refusal())?;
    app.store
        .account_by_name(&key)
        .await
        .map_err(ApiError::server)?
        .ok_or_else(|| {
            ApiError::refusal(
                "not_found",
                "errors-site-no-account-named",
                vec![("name", MessageArg::Text(name))],
            )
        })
}

/// A match as a friends list or an invitation shows it: enough to choose to
/// watch or join, with the seats' names and how many are open.
fn match_card(live: &crate::live::LiveMatch) -> Value {
    let open_seats = live
        .seats
        .iter()
        .filter(|row| matches!(row, SeatRow::Empty))
        .count();
    let names: Vec<&str> = live
        .seats
        .iter()
        .filter_map(|row| match row {
            SeatRow::Human { name, .. } => Some(name.as_str()),
            SeatRow::Bot { .. } | SeatRow::Empty => None,
        })
        .collect();
    json!({
        "id": live.id,
        "game": live.game_id,
        "game_name": live.game_name,
        "status": live.status,
        "rated": live.options.rated,
        "open_seats": open_seats,
        "players": names,
    })
}

/// `GET /api/friends`: the session's friends by name, each with whether they
/// are online (at a table now, or seen on the site in the last minutes) and
/// their open and playing matches.
pub async fn friends(State(server): State<Server>, headers: HeaderMap) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let friends = app
        .store
        .friends_of(&account.id)
        .await
        .map_err(ApiError::server)?;
    let seats = app
        .store
        .friends_matches(&account.id)
        .await
        .map_err(ApiError::server)?;
    let now = now_ms();
    let mut list = Vec::new();
    for friend in &friends {
        let mut at_table = false;
        let mut matches = Vec::new();
        for (_, match_id) in seats.iter().filter(|(id, _)| *id == friend.account_id) {
            let Ok(handle) = app.get(match_id).await else {
                continue;
            };
            let live = handle.live.lock().await;
            if !matches!(live.status, Status::Open | Status::Playing) || live.options.tutorial {
                continue;
            }
            let theirs = live
                .seats
                .iter()
                .enumerate()
                .find(|(_, row)| row.is_held_by(&friend.account_id));
            if let Some((i, _)) = theirs {
                at_table |= live.seat_connected(i);
            }
            if matches.iter().all(|m: &Value| m["id"] != live.id.as_str()) {
                matches.push(match_card(&live));
            }
        }
        list.push(json!({
            "name": friend.name,
            "online": at_table || now - friend.last_seen_at < ONLINE_WITHIN_MS,
            "at_table": at_table,
            "last_seen": (friend.last_seen_at > 0).then(|| rfc3339(friend.last_seen_at / 1000)),
            "matches": matches,
        }));
    }
    Ok(Json(json!({"friends": list})).into_response())
}

/// `POST /api/friends` `{"name"}`: adds an account to the session's friends.
pub async fn add_friend(
    State(server): State<Server>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let request: NameRequest = body(&bytes)?;
    let friend = account_named(&app, &request.name).await?;
    if friend.id == account.id {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-site-friend-self",
            Vec::new(),
        ));
    }
    let known = app
        .store
        .friends_of(&account.id)
        .await
        .map_err(ApiError::server)?;
    if known.len() >= MAX_FRIENDS && known.iter().all(|f| f.account_id != friend.id) {
        return Err(ApiError::refusal(
            "bad_request",
            "errors-site-friends-full",
            vec![("max", MAX_FRIENDS.into())],
        ));
    }
    let added = app
        .store
        .add_friend(&account.id, &friend.id, now_ms())
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({"name": friend.name, "added": added})).into_response())
}

/// `DELETE /api/friends/{name}`: removes a friend.
pub async fn remove_friend(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let friend = account_named(&app, &name).await?;
    let removed = app
        .store
        .remove_friend(&account.id, &friend.id)
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({"name": friend.name, "removed": removed})).into_response())
}

/// `POST /api/matches/{id}/invitations` `{"name"}`: invites an account to a
/// match in its lobby (or in play with an open seat). The inviter is signed in
/// and either holds a seat of the match or shows its host token or a seat token
/// (`Authorization: Bearer`). The invitee sees it on their home page and, if
/// they allowed it, in a push notification.
pub async fn invite(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(match_id): Path<String>,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let request: NameRequest = body(&bytes)?;
    let handle = app.get(&match_id).await?;
    let invitee = account_named(&app, &request.name).await?;
    let (game_name, inviter_name) = {
        let live = handle.live.lock().await;
        let token = bearer(&headers);
        let seated = live.seats.iter().any(|row| row.is_held_by(&account.id));
        let holds_token =
            !token.is_empty() && (live.is_host(&token) || live.seat_of_token(&token).is_some());
        if !seated && !holds_token {
            return Err(ApiError::refusal(
                "unauthorized",
                "errors-site-invite-not-at-table",
                Vec::new(),
            ));
        }
        if invitee.id == account.id {
            return Err(ApiError::refusal(
                "bad_request",
                "errors-site-invite-self",
                Vec::new(),
            ));
        }
        if live.seats.iter().any(|row| row.is_held_by(&invitee.id)) {
            return Err(ApiError::refusal(
                "conflict",
                "errors-site-invitee-seated",
                vec![("name", MessageArg::Text(invitee.name.clone()))],
            ));
        }
        let open = live.seats.iter().any(|row| matches!(row, SeatRow::Empty));
        if !matches!(live.status, Status::Open | Status::Playing) || !open || live.options.tutorial
        {
            return Err(ApiError::refusal(
                "conflict",
                "errors-site-invite-no-open-seat",
                Vec::new(),
            ));
        }
        (live.game_name.clone(), account.name.clone())
    };
    let sent = app
        .store
        .invitations_of_match(&match_id)
        .await
        .map_err(ApiError::server)?;
    if sent >= MAX_INVITATIONS_PER_MATCH {
        return Err(ApiError::refusal(
            "rate_limited",
            "errors-site-invitations-limit",
            vec![("max", MAX_INVITATIONS_PER_MATCH.into())],
        ));
    }
    app.store
        .invite(&match_id, &invitee.id, &inviter_name, now_ms())
        .await
        .map_err(ApiError::server)?;
    if let Some(push) = app.push.get() {
        let match_id = match_id.clone();
        send_in_language(
            Arc::clone(push),
            app.store.clone(),
            invitee.id.clone(),
            move |language| PushMessage::invitation(language, &game_name, &inviter_name, &match_id),
        );
    }
    Ok(Json(json!({"match": match_id, "invited": invitee.name})).into_response())
}

/// `GET /api/invitations`: the session's invitations to tables that still have
/// an open seat, newest first (the others are dropped as they are found).
pub async fn invitations(State(server): State<Server>, headers: HeaderMap) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let rows = app
        .store
        .invitations_of(&account.id)
        .await
        .map_err(ApiError::server)?;
    let mut list = Vec::new();
    for row in rows {
        let handle: Option<Arc<MatchHandle>> = app.get(&row.match_id).await.ok();
        let card = match &handle {
            Some(handle) => {
                let live = handle.live.lock().await;
                let open = live.seats.iter().any(|r| matches!(r, SeatRow::Empty));
                let seated = live.seats.iter().any(|r| r.is_held_by(&account.id));
                (matches!(live.status, Status::Open | Status::Playing) && open && !seated)
                    .then(|| match_card(&live))
            }
            None => None,
        };
        match card {
            Some(card) => list.push(json!({
                "match": card,
                "from": row.from_name,
                "at": rfc3339(row.created_at / 1000),
            })),
            None => {
                app.store
                    .dismiss_invitation(&row.match_id, &account.id)
                    .await
                    .map_err(ApiError::server)?;
            }
        }
    }
    Ok(Json(json!({"invitations": list})).into_response())
}

/// `DELETE /api/invitations/{match}`: declines (removes) an invitation.
pub async fn dismiss_invitation(
    State(server): State<Server>,
    headers: HeaderMap,
    Path(match_id): Path<String>,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let dismissed = app
        .store
        .dismiss_invitation(&match_id, &account.id)
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({"match": match_id, "dismissed": dismissed})).into_response())
}

/// `GET /api/push/key`: the public key browsers subscribe with.
pub async fn push_key(State(server): State<Server>) -> ApiResult {
    let push = server.app.push_service().await?;
    Ok(Json(json!({"public_key": push.public_key()})).into_response())
}

#[derive(Deserialize)]
struct SubscriptionKeys {
    p256dh: String,
    auth: String,
}

/// A browser's `PushSubscription.toJSON()`.
#[derive(Deserialize)]
struct SubscriptionRequest {
    endpoint: String,
    keys: SubscriptionKeys,
    #[serde(default, rename = "expirationTime")]
    _expiration_time: Option<Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EndpointRequest {
    endpoint: String,
}

/// `POST /api/push/subscriptions`: keeps this browser's subscription for the
/// session's account (at most 10 per account; the oldest goes).
pub async fn subscribe(
    State(server): State<Server>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let request: SubscriptionRequest = body(&bytes)?;
    let allow_http = app
        .push_settings
        .read()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .allow_http;
    check_subscription(
        &request.endpoint,
        &request.keys.p256dh,
        &request.keys.auth,
        allow_http,
    )
    .map_err(|why| {
        let id = match why {
            SubscriptionError::Endpoint => "errors-site-push-endpoint",
            SubscriptionError::PublicKey => "errors-site-push-key",
            SubscriptionError::Auth => "errors-site-push-auth",
        };
        ApiError::refusal("bad_request", id, Vec::new())
    })?;
    let row = PushSubscriptionRow {
        endpoint: request.endpoint,
        account_id: account.id,
        p256dh: request.keys.p256dh.trim_end_matches('=').to_owned(),
        auth: request.keys.auth.trim_end_matches('=').to_owned(),
    };
    app.store
        .subscribe_push(&row, now_ms())
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({"subscribed": true})).into_response())
}

/// `DELETE /api/push/subscriptions` `{"endpoint"}`: forgets this browser's
/// subscription (the notifications switch turned off).
pub async fn unsubscribe(
    State(server): State<Server>,
    headers: HeaderMap,
    bytes: axum::body::Bytes,
) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let request: EndpointRequest = body(&bytes)?;
    let removed = app
        .store
        .unsubscribe_push(&request.endpoint, &account.id)
        .await
        .map_err(ApiError::server)?;
    Ok(Json(json!({"removed": removed})).into_response())
}

/// `POST /api/push/test`: sends the session's account a test notification now,
/// answering how many of its browsers' push services accepted it.
pub async fn push_test(State(server): State<Server>, headers: HeaderMap) -> ApiResult {
    let app = Arc::clone(&server.app);
    let (account, _) = logged_in(&app, &headers).await?;
    let push = app.push_service().await?;
    let language = crate::push::recipient_language(&app.store, &account.id).await;
    let message = PushMessage::test(language, &account.name);
    let delivered = push.send(&app.store, &account.id, &message).await;
    Ok(Json(json!({"delivered": delivered})).into_response())
}
