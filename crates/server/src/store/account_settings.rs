//! Each account's own settings, in the store: for now the interface language it
//! chose (`account_settings`, one row per account that chose one). The
//! statements are shared by both backends (see `social.rs`: parameters in,
//! rows of text out).

use super::social::text;
use super::{Store, StoreError};

const LANGUAGE_OF: &str = "SELECT language FROM account_settings WHERE account_id = $1";
const SET_LANGUAGE: &str = "INSERT INTO account_settings (account_id, language) VALUES ($1, $2)
     ON CONFLICT (account_id) DO UPDATE SET language = $2";
const FORGET_LANGUAGE: &str = "DELETE FROM account_settings WHERE account_id = $1";

impl Store {
    /// The interface language an account chose (a code of
    /// `sleuth_i18n::LANGUAGES`), `None` if it never chose one.
    pub async fn account_language(&self, account_id: &str) -> Result<Option<String>, StoreError> {
        let rows = self
            .query_text(LANGUAGE_OF, vec![account_id.into()])
            .await?;
        Ok(rows.first().map(|row| text(row, 0)))
    }

    /// Keeps an account's interface language (checked by the caller), or with
    /// `None` forgets it (the account follows each browser's language again).
    pub async fn set_account_language(
        &self,
        account_id: &str,
        language: Option<&str>,
    ) -> Result<(), StoreError> {
        match language {
            Some(language) => {
                self.execute_params(SET_LANGUAGE, vec![account_id.into(), language.into()])
                    .await
            }
            None => {
                self.execute_params(FORGET_LANGUAGE, vec![account_id.into()])
                    .await
            }
        }
        .map(drop)
    }
}
