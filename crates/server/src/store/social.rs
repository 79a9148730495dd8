//! People around the tables, in the store: friends lists, invitations by account
//! name, Web Push subscriptions, when an account was last seen, and the server's
//! own settings (its VAPID key pair). The statements are shared by both backends
//! and run through two small primitives each backend provides: [`SqlParam`]s in,
//! rows of text out (integer columns are cast to text in the statement).

use super::{Backend, Store, StoreError, blocking};

/// A statement's parameter.
#[derive(Clone, Debug)]
pub enum SqlParam {
    Text(String),
    Int(i64),
}

impl From<&str> for SqlParam {
    fn from(text: &str) -> Self {
        SqlParam::Text(text.to_owned())
    }
}

impl From<i64> for SqlParam {
    fn from(value: i64) -> Self {
        SqlParam::Int(value)
    }
}

/// A row of a friends list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendRow {
    pub account_id: String,
    pub name: String,
    /// When the friend was last seen on the site (ms), 0 if never.
    pub last_seen_at: i64,
}

/// An invitation to a match, as its invitee sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvitationRow {
    pub match_id: String,
    pub from_name: String,
    pub created_at: i64,
}

/// A browser's push subscription (the Push API's `PushSubscription`): where to
/// send, and the keys to encrypt for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PushSubscriptionRow {
    pub endpoint: String,
    pub account_id: String,
    /// The browser's P-256 public key, base64url.
    pub p256dh: String,
    /// The browser's authentication secret, base64url.
    pub auth: String,
}

const TOUCH_ACCOUNT: &str = "UPDATE accounts SET last_seen_at = $2 WHERE id = $1";
const ADD_FRIEND: &str =
    "INSERT INTO friends (account_id, friend_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, friend_id) DO NOTHING";
const REMOVE_FRIEND: &str = "DELETE FROM friends WHERE account_id = $1 AND friend_id = $2";
const FRIENDS_OF: &str =
    "SELECT a.id, a.name, CAST(COALESCE(a.last_seen_at, 0) AS TEXT) FROM friends f
     JOIN accounts a ON a.id = f.friend_id WHERE f.account_id = $1 ORDER BY a.name_key";
/// The open and playing matches where a friend of `$1` holds a seat.
const FRIENDS_MATCHES: &str = "SELECT s.account_id, s.match_id FROM friends f
     JOIN seats s ON s.account_id = f.friend_id JOIN matches m ON m.id = s.match_id
     WHERE f.account_id = $1 AND m.status IN ('open', 'playing')
     ORDER BY m.created_at DESC, s.match_id";
const INVITE: &str =
    "INSERT INTO invitations (match_id, account_id, from_name, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (match_id, account_id) DO UPDATE SET from_name = $3, created_at = $4";
const INVITATIONS_OF_MATCH: &str =
    "SELECT CAST(COUNT(*) AS TEXT) FROM invitations WHERE match_id = $1";
const INVITATIONS_OF: &str = "SELECT match_id, from_name, CAST(created_at AS TEXT) FROM invitations
     WHERE account_id = $1 ORDER BY created_at DESC, match_id";
const DISMISS_INVITATION: &str = "DELETE FROM invitations WHERE match_id = $1 AND account_id = $2";
const SUBSCRIBE: &str =
    "INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET account_id = $2, p256dh = $3, auth = $4, created_at = $5";
const SUBSCRIPTIONS_OF: &str = "SELECT endpoint, account_id, p256dh, auth FROM push_subscriptions
     WHERE account_id = $1 ORDER BY created_at DESC, endpoint";
const UNSUBSCRIBE: &str = "DELETE FROM push_subscriptions WHERE endpoint = $1 AND account_id = $2";
const FORGET_SUBSCRIPTION: &str = "DELETE FROM push_subscriptions WHERE endpoint = $1";
const SETTING: &str = "SELECT value FROM settings WHERE key = $1";
const SET_SETTING_ONCE: &str =
    "INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING";

/// At most this many push subscriptions per account (browsers and devices):
/// subscribing one more forgets the oldest.
pub const PUSH_SUBSCRIPTIONS_PER_ACCOUNT: usize = 10;

/// Column `i` of a text row (`query_text`), empty for `NULL`.
pub(super) fn text(row: &[Option<String>], i: usize) -> String {
    row.get(i).cloned().flatten().unwrap_or_default()
}

/// Column `i` of a text row as an integer, 0 for `NULL` or text.
pub(super) fn int(row: &[Option<String>], i: usize) -> i64 {
    text(row, i).parse().unwrap_or(0)
}

impl Store {
    /// Runs a statement; the number of rows it changed.
    pub(crate) async fn execute_params(
        &self,
        statement: &'static str,
        params: Vec<SqlParam>,
    ) -> Result<u64, StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let s = s.clone();
                blocking(move || s.execute_params(statement, &params)).await
            }
            Backend::Postgres(p) => p.execute_params(statement, &params).await,
        }
    }

    /// Runs a query whose columns are all text (or `NULL`).
    pub(crate) async fn query_text(
        &self,
        statement: &'static str,
        params: Vec<SqlParam>,
    ) -> Result<Vec<Vec<Option<String>>>, StoreError> {
        match &self.backend {
            Backend::Sqlite(s) => {
                let s = s.clone();
                blocking(move || s.query_text(statement, &params)).await
            }
            Backend::Postgres(p) => p.query_text(statement, &params).await,
        }
    }

    /// Notes that an account was seen on the site at `now` (ms).
    pub async fn touch_account(&self, account_id: &str, now: i64) -> Result<(), StoreError> {
        self.execute_params(TOUCH_ACCOUNT, vec![account_id.into(), now.into()])
            .await
            .map(drop)
    }

    /// Adds `friend_id` to the friends of `account_id`; false if already there.
    pub async fn add_friend(
        &self,
        account_id: &str,
        friend_id: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let params = vec![account_id.into(), friend_id.into(), now.into()];
        Ok(self.execute_params(ADD_FRIEND, params).await? > 0)
    }

    /// Removes a friend; false if they were not on the list.
    pub async fn remove_friend(
        &self,
        account_id: &str,
        friend_id: &str,
    ) -> Result<bool, StoreError> {
        let params = vec![account_id.into(), friend_id.into()];
        Ok(self.execute_params(REMOVE_FRIEND, params).await? > 0)
    }

    /// An account's friends, by name.
    pub async fn friends_of(&self, account_id: &str) -> Result<Vec<FriendRow>, StoreError> {
        let rows = self.query_text(FRIENDS_OF, vec![account_id.into()]).await?;
        Ok(rows
            .iter()
            .map(|row| FriendRow {
                account_id: text(row, 0),
                name: text(row, 1),
                last_seen_at: int(row, 2),
            })
            .collect())
    }

    /// (friend's account id, match id) for every open or playing match where a
    /// friend of `account_id` holds a seat, newest match first.
    pub async fn friends_matches(
        &self,
        account_id: &str,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let rows = self
            .query_text(FRIENDS_MATCHES, vec![account_id.into()])
            .await?;
        Ok(rows
            .iter()
            .map(|row| (text(row, 0), text(row, 1)))
            .collect())
    }

    /// Invites an account to a match (again: the invitation is renewed).
    pub async fn invite(
        &self,
        match_id: &str,
        account_id: &str,
        from_name: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let params = vec![
            match_id.into(),
            account_id.into(),
            from_name.into(),
            now.into(),
        ];
        self.execute_params(INVITE, params).await.map(drop)
    }

    /// How many invitations a match has sent.
    pub async fn invitations_of_match(&self, match_id: &str) -> Result<usize, StoreError> {
        let rows = self
            .query_text(INVITATIONS_OF_MATCH, vec![match_id.into()])
            .await?;
        Ok(rows.first().map_or(0, |row| int(row, 0) as usize))
    }

    /// The invitations an account has received, newest first.
    pub async fn invitations_of(&self, account_id: &str) -> Result<Vec<InvitationRow>, StoreError> {
        let rows = self
            .query_text(INVITATIONS_OF, vec![account_id.into()])
            .await?;
        Ok(rows
            .iter()
            .map(|row| InvitationRow {
                match_id: text(row, 0),
                from_name: text(row, 1),
                created_at: int(row, 2),
            })
            .collect())
    }

    /// Removes an invitation; false if there was none.
    pub async fn dismiss_invitation(
        &self,
        match_id: &str,
        account_id: &str,
    ) -> Result<bool, StoreError> {
        let params = vec![match_id.into(), account_id.into()];
        Ok(self.execute_params(DISMISS_INVITATION, params).await? > 0)
    }

    /// Keeps a browser's push subscription for an account (an endpoint belongs
    /// to one account: subscribing it again moves it), forgetting the account's
    /// oldest beyond [`PUSH_SUBSCRIPTIONS_PER_ACCOUNT`].
    pub async fn subscribe_push(
        &self,
        subscription: &PushSubscriptionRow,
        now: i64,
    ) -> Result<(), StoreError> {
        let params = vec![
            subscription.endpoint.as_str().into(),
            subscription.account_id.as_str().into(),
            subscription.p256dh.as_str().into(),
            subscription.auth.as_str().into(),
            now.into(),
        ];
        self.execute_params(SUBSCRIBE, params).await?;
        let all = self.push_subscriptions_of(&subscription.account_id).await?;
        for old in all.iter().skip(PUSH_SUBSCRIPTIONS_PER_ACCOUNT) {
            self.forget_push_subscription(&old.endpoint).await?;
        }
        Ok(())
    }

    /// An account's push subscriptions, newest first.
    pub async fn push_subscriptions_of(
        &self,
        account_id: &str,
    ) -> Result<Vec<PushSubscriptionRow>, StoreError> {
        let rows = self
            .query_text(SUBSCRIPTIONS_OF, vec![account_id.into()])
            .await?;
        Ok(rows
            .iter()
            .map(|row| PushSubscriptionRow {
                endpoint: text(row, 0),
                account_id: text(row, 1),
                p256dh: text(row, 2),
                auth: text(row, 3),
            })
            .collect())
    }

    /// Removes an account's subscription; false if it had no such one.
    pub async fn unsubscribe_push(
        &self,
        endpoint: &str,
        account_id: &str,
    ) -> Result<bool, StoreError> {
        let params = vec![endpoint.into(), account_id.into()];
        Ok(self.execute_params(UNSUBSCRIBE, params).await? > 0)
    }

    /// Forgets a subscription the push service says is gone.
    pub async fn forget_push_subscription(&self, endpoint: &str) -> Result<(), StoreError> {
        self.execute_params(FORGET_SUBSCRIPTION, vec![endpoint.into()])
            .await
            .map(drop)
    }

    /// One round trip to the store (`GET /readyz`): it answers queries.
    pub async fn ping(&self) -> Result<(), StoreError> {
        self.query_text("SELECT CAST(1 AS TEXT)", Vec::new())
            .await
            .map(drop)
    }

    /// A server setting, set once and for all: the stored value if there is one,
    /// else `value`, stored (when two nodes race, both get the first one stored).
    pub async fn setting_once(&self, key: &str, value: &str) -> Result<String, StoreError> {
        self.execute_params(SET_SETTING_ONCE, vec![key.into(), value.into()])
            .await?;
        let rows = self.query_text(SETTING, vec![key.into()]).await?;
        rows.first()
            .map(|row| text(row, 0))
            .ok_or_else(|| StoreError::Failed(format!("the setting {key} was not stored")))
    }
}
