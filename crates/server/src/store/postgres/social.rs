//! The two primitives the shared statements of `store/social.rs` run on, on
//! PostgreSQL.

use tokio_postgres::types::ToSql;

use crate::store::{SqlParam, StoreError};

use super::PgStore;

fn pg_params(params: &[SqlParam]) -> Vec<Box<dyn ToSql + Sync + Send>> {
    params
        .iter()
        .map(|param| -> Box<dyn ToSql + Sync + Send> {
            match param {
                SqlParam::Text(text) => Box::new(text.clone()),
                SqlParam::Int(value) => Box::new(*value),
            }
        })
        .collect()
}

impl PgStore {
    pub async fn execute_params(
        &self,
        statement: &str,
        params: &[SqlParam],
    ) -> Result<u64, StoreError> {
        let owned = pg_params(params);
        let refs: Vec<&(dyn ToSql + Sync)> = owned.iter().map(|p| p.as_ref() as _).collect();
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        Ok(client.execute(statement, &refs).await?)
    }

    pub async fn query_text(
        &self,
        statement: &str,
        params: &[SqlParam],
    ) -> Result<Vec<Vec<Option<String>>>, StoreError> {
        let owned = pg_params(params);
        let refs: Vec<&(dyn ToSql + Sync)> = owned.iter().map(|p| p.as_ref() as _).collect();
        let guard = self.client().await?;
        let client = guard.as_ref().expect("a connection");
        let rows = client.query(statement, &refs).await?;
        Ok(rows
            .iter()
            .map(|row| {
                (0..row.len())
                    .map(|i| row.get::<_, Option<String>>(i))
                    .collect()
            })
            .collect())
    }
}
