//! The studio in the store: drafts per account with every saved version, the
//! library of published content (each publication immutable; a draft published
//! again is a new edition), players' reports of published content, and an
//! administrator's hiding of it. Shared statements for both backends, run
//! through `Store::execute_params` and `Store::query_text` (`social.rs`).

use super::social::{int, text};
use super::{SqlParam, Store, StoreError};

/// A draft as its author's list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftRow {
    pub id: String,
    pub account_id: String,
    pub game: String,
    pub title: String,
    pub created_at: i64,
    pub updated_at: i64,
    /// The newest saved version (0: none yet).
    pub latest_version: i64,
}

/// One saved version of a draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftVersionRow {
    pub version: i64,
    pub saved_at: i64,
    pub chars: i64,
}

/// A publication in the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryRow {
    pub id: String,
    pub draft_id: String,
    pub draft_version: i64,
    /// 1 for a draft's first publication, then 2, 3...
    pub edition: i64,
    pub game: String,
    pub account_id: String,
    pub author: String,
    pub title: String,
    pub difficulty: i64,
    /// The content as published (TOML); empty in lists.
    pub text: String,
    pub published_at: i64,
    /// When an administrator hid it (`None`: shown).
    pub hidden_at: Option<i64>,
    pub hidden_note: String,
}

/// The reports of one publication, for an administrator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryReportRow {
    pub library_id: String,
    pub title: String,
    pub author: String,
    pub reporter: String,
    pub reason: String,
    pub reported_at: i64,
    pub hidden: bool,
}

const NEW_DRAFT: &str =
    "INSERT INTO studio_drafts (id, account_id, game, title, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)";
const DRAFTS_OF: &str = "SELECT d.id, d.account_id, d.game, d.title, CAST(d.created_at AS TEXT),
     CAST(d.updated_at AS TEXT),
     CAST((SELECT COALESCE(MAX(v.version), 0) FROM studio_versions v WHERE v.draft_id = d.id) AS TEXT)
     FROM studio_drafts d WHERE d.account_id = $1 ORDER BY d.updated_at DESC, d.id";
const DRAFT: &str = "SELECT d.id, d.account_id, d.game, d.title, CAST(d.created_at AS TEXT),
     CAST(d.updated_at AS TEXT),
     CAST((SELECT COALESCE(MAX(v.version), 0) FROM studio_versions v WHERE v.draft_id = d.id) AS TEXT)
     FROM studio_drafts d WHERE d.id = $1";
const ADD_VERSION: &str =
    "INSERT INTO studio_versions (draft_id, version, text, saved_at) VALUES ($1, $2, $3, $4)";
const TOUCH_DRAFT: &str = "UPDATE studio_drafts SET title = $2, updated_at = $3 WHERE id = $1";
const VERSIONS_OF: &str = "SELECT CAST(version AS TEXT), CAST(saved_at AS TEXT),
     CAST(LENGTH(text) AS TEXT) FROM studio_versions WHERE draft_id = $1 ORDER BY version DESC";
const VERSION_TEXT: &str = "SELECT text FROM studio_versions WHERE draft_id = $1 AND version = $2";
const EDITIONS_OF: &str = "SELECT CAST(COUNT(*) AS TEXT) FROM library WHERE draft_id = $1";
const PUBLISH: &str = "INSERT INTO library (id, draft_id, draft_version, edition, game, account_id,
     title, difficulty, text, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
const LIBRARY_ENTRY: &str = "SELECT l.id, l.draft_id, CAST(l.draft_version AS TEXT),
     CAST(l.edition AS TEXT), l.game, l.account_id, a.name, l.title, CAST(l.difficulty AS TEXT),
     l.text, CAST(l.published_at AS TEXT), CAST(l.hidden_at AS TEXT), COALESCE(l.hidden_note, '')
     FROM library l JOIN accounts a ON a.id = l.account_id WHERE l.id = $1";
const LIBRARY_SHOWN: &str = "SELECT l.id, l.draft_id, CAST(l.draft_version AS TEXT),
     CAST(l.edition AS TEXT), l.game, l.account_id, a.name, l.title, CAST(l.difficulty AS TEXT),
     '', CAST(l.published_at AS TEXT), CAST(l.hidden_at AS TEXT), COALESCE(l.hidden_note, '')
     FROM library l JOIN accounts a ON a.id = l.account_id
     WHERE l.hidden_at IS NULL ORDER BY l.published_at DESC, l.id";
const LIBRARY_ALL: &str = "SELECT l.id, l.draft_id, CAST(l.draft_version AS TEXT),
     CAST(l.edition AS TEXT), l.game, l.account_id, a.name, l.title, CAST(l.difficulty AS TEXT),
     '', CAST(l.published_at AS TEXT), CAST(l.hidden_at AS TEXT), COALESCE(l.hidden_note, '')
     FROM library l JOIN accounts a ON a.id = l.account_id ORDER BY l.published_at DESC, l.id";
const LIBRARY_OF_DRAFT: &str = "SELECT l.id, l.draft_id, CAST(l.draft_version AS TEXT),
     CAST(l.edition AS TEXT), l.game, l.account_id, a.name, l.title, CAST(l.difficulty AS TEXT),
     '', CAST(l.published_at AS TEXT), CAST(l.hidden_at AS TEXT), COALESCE(l.hidden_note, '')
     FROM library l JOIN accounts a ON a.id = l.account_id
     WHERE l.draft_id = $1 ORDER BY l.edition DESC";
const REPORT: &str = "INSERT INTO library_reports (library_id, account_id, reason, reported_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (library_id, account_id) DO UPDATE SET reason = $3, reported_at = $4";
const REPORTS: &str = "SELECT r.library_id, l.title, author.name, reporter.name, r.reason,
     CAST(r.reported_at AS TEXT), CAST(CASE WHEN l.hidden_at IS NULL THEN 0 ELSE 1 END AS TEXT)
     FROM library_reports r JOIN library l ON l.id = r.library_id
     JOIN accounts author ON author.id = l.account_id
     JOIN accounts reporter ON reporter.id = r.account_id
     ORDER BY r.reported_at DESC, r.library_id";
const HIDE: &str = "UPDATE library SET hidden_at = $2, hidden_note = $3 WHERE id = $1";
const RESTORE: &str = "UPDATE library SET hidden_at = NULL, hidden_note = NULL WHERE id = $1";

fn draft_row(row: &[Option<String>]) -> DraftRow {
    DraftRow {
        id: text(row, 0),
        account_id: text(row, 1),
        game: text(row, 2),
        title: text(row, 3),
        created_at: int(row, 4),
        updated_at: int(row, 5),
        latest_version: int(row, 6),
    }
}

fn library_row(row: &[Option<String>]) -> LibraryRow {
    LibraryRow {
        id: text(row, 0),
        draft_id: text(row, 1),
        draft_version: int(row, 2),
        edition: int(row, 3),
        game: text(row, 4),
        account_id: text(row, 5),
        author: text(row, 6),
        title: text(row, 7),
        difficulty: int(row, 8),
        text: text(row, 9),
        published_at: int(row, 10),
        hidden_at: row.get(11).cloned().flatten().and_then(|t| t.parse().ok()),
        hidden_note: text(row, 12),
    }
}

impl Store {
    /// Makes a draft with its first version.
    pub async fn create_draft(&self, draft: &DraftRow, first_text: &str) -> Result<(), StoreError> {
        let params = vec![
            draft.id.as_str().into(),
            draft.account_id.as_str().into(),
            draft.game.as_str().into(),
            draft.title.as_str().into(),
            draft.created_at.into(),
        ];
        self.execute_params(NEW_DRAFT, params).await?;
        self.save_draft_version(&draft.id, 1, first_text, &draft.title, draft.created_at)
            .await
    }

    /// Saves version `version` of a draft (the next after its latest). Two saves
    /// racing for one number: the second fails ([`StoreError`]) and saves nothing.
    pub async fn save_draft_version(
        &self,
        draft_id: &str,
        version: i64,
        text: &str,
        title: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let params: Vec<SqlParam> = vec![draft_id.into(), version.into(), text.into(), now.into()];
        self.execute_params(ADD_VERSION, params).await?;
        self.execute_params(TOUCH_DRAFT, vec![draft_id.into(), title.into(), now.into()])
            .await
            .map(drop)
    }

    /// An account's drafts, the last changed first.
    pub async fn drafts_of(&self, account_id: &str) -> Result<Vec<DraftRow>, StoreError> {
        let rows = self.query_text(DRAFTS_OF, vec![account_id.into()]).await?;
        Ok(rows.iter().map(|r| draft_row(r)).collect())
    }

    pub async fn draft(&self, id: &str) -> Result<Option<DraftRow>, StoreError> {
        let rows = self.query_text(DRAFT, vec![id.into()]).await?;
        Ok(rows.first().map(|r| draft_row(r)))
    }

    /// A draft's versions, newest first.
    pub async fn draft_versions(&self, id: &str) -> Result<Vec<DraftVersionRow>, StoreError> {
        let rows = self.query_text(VERSIONS_OF, vec![id.into()]).await?;
        Ok(rows
            .iter()
            .map(|r| DraftVersionRow {
                version: int(r, 0),
                saved_at: int(r, 1),
                chars: int(r, 2),
            })
            .collect())
    }

    pub async fn draft_text(&self, id: &str, version: i64) -> Result<Option<String>, StoreError> {
        let rows = self
            .query_text(VERSION_TEXT, vec![id.into(), version.into()])
            .await?;
        Ok(rows.first().map(|r| text(r, 0)))
    }

    /// Publishes a draft's version as the next edition; the row written.
    pub async fn publish(&self, entry: &LibraryRow) -> Result<LibraryRow, StoreError> {
        let editions = self
            .query_text(EDITIONS_OF, vec![entry.draft_id.as_str().into()])
            .await?;
        let edition = editions.first().map_or(0, |r| int(r, 0)) + 1;
        let params = vec![
            entry.id.as_str().into(),
            entry.draft_id.as_str().into(),
            entry.draft_version.into(),
            edition.into(),
            entry.game.as_str().into(),
            entry.account_id.as_str().into(),
            entry.title.as_str().into(),
            entry.difficulty.into(),
            entry.text.as_str().into(),
            entry.published_at.into(),
        ];
        self.execute_params(PUBLISH, params).await?;
        self.library_entry(&entry.id)
            .await?
            .ok_or_else(|| StoreError::Failed("a publication was not stored".into()))
    }

    /// One publication, with its text, hidden or not.
    pub async fn library_entry(&self, id: &str) -> Result<Option<LibraryRow>, StoreError> {
        let rows = self.query_text(LIBRARY_ENTRY, vec![id.into()]).await?;
        Ok(rows.first().map(|r| library_row(r)))
    }

    /// Every shown publication (no text), newest first.
    pub async fn library_shown(&self) -> Result<Vec<LibraryRow>, StoreError> {
        let rows = self.query_text(LIBRARY_SHOWN, Vec::new()).await?;
        Ok(rows.iter().map(|r| library_row(r)).collect())
    }

    /// Every publication, hidden ones too (no text), newest first.
    pub async fn library_all(&self) -> Result<Vec<LibraryRow>, StoreError> {
        let rows = self.query_text(LIBRARY_ALL, Vec::new()).await?;
        Ok(rows.iter().map(|r| library_row(r)).collect())
    }

    /// A draft's publications (no text), newest edition first.
    pub async fn library_of_draft(&self, draft_id: &str) -> Result<Vec<LibraryRow>, StoreError> {
        let rows = self
            .query_text(LIBRARY_OF_DRAFT, vec![draft_id.into()])
            .await?;
        Ok(rows.iter().map(|r| library_row(r)).collect())
    }

    /// A player's report of a publication (a second report replaces the first).
    pub async fn report_library_entry(
        &self,
        library_id: &str,
        account_id: &str,
        reason: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        let params = vec![
            library_id.into(),
            account_id.into(),
            reason.into(),
            now.into(),
        ];
        self.execute_params(REPORT, params).await.map(drop)
    }

    /// Every report, newest first.
    pub async fn library_reports(&self) -> Result<Vec<LibraryReportRow>, StoreError> {
        let rows = self.query_text(REPORTS, Vec::new()).await?;
        Ok(rows
            .iter()
            .map(|r| LibraryReportRow {
                library_id: text(r, 0),
                title: text(r, 1),
                author: text(r, 2),
                reporter: text(r, 3),
                reason: text(r, 4),
                reported_at: int(r, 5),
                hidden: int(r, 6) == 1,
            })
            .collect())
    }

    /// Hides a publication from the library and the lobby; false if none has that id.
    pub async fn hide_library_entry(
        &self,
        id: &str,
        note: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let params = vec![id.into(), now.into(), note.into()];
        Ok(self.execute_params(HIDE, params).await? > 0)
    }

    /// Shows a hidden publication again; false if none has that id.
    pub async fn restore_library_entry(&self, id: &str) -> Result<bool, StoreError> {
        Ok(self.execute_params(RESTORE, vec![id.into()]).await? > 0)
    }
}
