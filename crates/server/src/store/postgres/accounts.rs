//! Accounts, their sessions, and the playing seats an account holds, on
//! PostgreSQL (the statements are shared with SQLite, in [`crate::store::sql`]).

use crate::store::{AccountRow, StoreError, conflict, sql, wrote};

use super::PgStore;

impl PgStore {
    pub async fn create_account(
        &self,
        account: &AccountRow,
        name_key: &str,
    ) -> Result<(), StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let inserted = client
            .execute(
                sql::CREATE_ACCOUNT,
                &[
                    &account.id,
                    &account.name,
                    &name_key,
                    &account.password_hash,
                    &account.created_at,
                ],
            )
            .await?;
        wrote(inserted > 0, || conflict::name_taken(&account.name))
    }

    /// The account `statement` ([`sql::ACCOUNT_BY_ID`] or
    /// [`sql::ACCOUNT_BY_NAME_KEY`]) finds for `value`.
    pub async fn account_where(
        &self,
        statement: &str,
        value: &str,
    ) -> Result<Option<AccountRow>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        Ok(client
            .query_opt(statement, &[&value])
            .await?
            .map(|row| account_row(&row)))
    }

    pub async fn set_password(
        &self,
        account_id: &str,
        password_hash: &str,
        keep_session: &str,
    ) -> Result<(), StoreError> {
        let mut guard = self.client().await?;
        let client = guard.as_mut().expect("a connection");
        let tx = client.transaction().await?;
        tx.execute(sql::SET_PASSWORD, &[&account_id, &password_hash])
            .await?;
        tx.execute(sql::END_OTHER_SESSIONS, &[&account_id, &keep_session])
            .await?;
        tx.commit().await?;
        Ok(())
    }

    pub async fn create_session(
        &self,
        token_hash: &str,
        account_id: &str,
        created_at: i64,
        expires_at: i64,
    ) -> Result<(), StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        client
            .execute(
                sql::CREATE_SESSION,
                &[&token_hash, &account_id, &created_at, &expires_at],
            )
            .await?;
        Ok(())
    }

    pub async fn session_account(
        &self,
        token_hash: &str,
        now: i64,
    ) -> Result<Option<AccountRow>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        Ok(client
            .query_opt(sql::SESSION_ACCOUNT, &[&token_hash, &now])
            .await?
            .map(|row| account_row(&row)))
    }

    pub async fn delete_session(&self, token_hash: &str) -> Result<(), StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        client.execute(sql::DELETE_SESSION, &[&token_hash]).await?;
        Ok(())
    }

    pub async fn playing_seats_of(
        &self,
        account_id: &str,
    ) -> Result<Vec<(String, u8)>, StoreError> {
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let rows = client.query(sql::PLAYING_SEATS, &[&account_id]).await?;
        Ok(rows
            .iter()
            .map(|row| (row.get(0), row.get::<_, i32>(1) as u8))
            .collect())
    }
}

fn account_row(row: &tokio_postgres::Row) -> AccountRow {
    AccountRow {
        id: row.get(0),
        name: row.get(1),
        password_hash: row.get(2),
        created_at: row.get(3),
    }
}
