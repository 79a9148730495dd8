//! `sleuth admin backup`: an online copy of the SQLite database of
//! `sleuth serve --data DIR`, safe while that server runs (the store copies it
//! with SQLite's backup API, `Store::backup_sqlite`). The copy is written beside
//! the destination under a temporary name and renamed into place only once it is
//! complete and checked, so a failed backup never leaves a half-written file
//! under the name asked for. Restoring is the operator's: stop the server, put
//! the file in place as DIR/sleuth.sqlite (docs/deploy.md).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};

#[derive(clap::Args, Debug)]
pub struct BackupArgs {
    // Directory of the SQLite database, as `sleuth serve --data` (the same as
    // `sleuth admin --data DIR backup`).
    #[arg(long)]
    data: Option<PathBuf>,
    // The backup file to write: a complete SQLite database.
    #[arg(long, value_name = "FILE")]
    to: PathBuf,
    // Replace FILE if it already exists.
    #[arg(long)]
    force: bool,
}

/// The file name of the database inside `--data` (as `sleuth serve` opens it).
const DATABASE_FILE: &str = "sleuth.sqlite";

/// Writes the backup and says what it holds.
pub fn run(data: &Path, database: Option<&str>, args: BackupArgs) -> Result<ExitCode> {
    if database.is_some() {
        bail!(tr!("cli-backup-postgres"));
    }
    let data = args.data.as_deref().unwrap_or(data);
    let source = data.join(DATABASE_FILE);
    if !source.is_file() {
        bail!(tr!(
            "cli-backup-no-database",
            file = source.display().to_string()
        ));
    }
    let target = args.to;
    if target.is_dir() {
        bail!(tr!(
            "cli-backup-target-is-a-directory",
            file = target.display().to_string()
        ));
    }
    if target.exists() {
        if !args.force {
            bail!(tr!(
                "cli-backup-target-exists",
                file = target.display().to_string()
            ));
        }
        if same_file(&source, &target) {
            bail!(tr!(
                "cli-backup-target-is-live",
                file = target.display().to_string()
            ));
        }
    }
    let name = target.file_name().with_context(|| {
        tr!(
            "cli-backup-no-file-name",
            file = target.display().to_string()
        )
    })?;
    let folder = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !folder.is_dir() {
        bail!(tr!(
            "cli-backup-no-folder",
            folder = folder.display().to_string()
        ));
    }
    let partial = folder.join(format!(
        ".{}.partial-{}",
        name.to_string_lossy(),
        std::process::id()
    ));
    remove_partial(&partial);
    let summary = match sleuth_server::Store::backup_sqlite(&source, &partial) {
        Ok(summary) => summary,
        Err(err) => {
            remove_partial(&partial);
            return Err(err)
                .with_context(|| tr!("cli-backup-failed", file = source.display().to_string()));
        }
    };
    let placed = (|| -> Result<()> {
        std::fs::File::open(&partial)?.sync_all()?;
        if !args.force && target.exists() {
            bail!(tr!(
                "cli-backup-target-appeared",
                file = target.display().to_string()
            ));
        }
        std::fs::rename(&partial, &target)?;
        // The rename is durable once the folder is.
        if let Ok(dir) = std::fs::File::open(&folder) {
            let _ = dir.sync_all();
        }
        Ok(())
    })();
    if let Err(err) = placed {
        remove_partial(&partial);
        return Err(err).with_context(|| {
            tr!(
                "cli-backup-write-failed",
                file = target.display().to_string()
            )
        });
    }
    let bytes = std::fs::metadata(&target).map(|m| m.len()).unwrap_or(0);
    outln!(
        "{}",
        tr!(
            "cli-backup-done",
            source = source.display().to_string(),
            target = target.display().to_string(),
            matches = summary.matches,
            accounts = summary.accounts,
            bytes = bytes,
        )
    );
    Ok(ExitCode::SUCCESS)
}

/// Whether two existing paths are the same file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Removes an unfinished copy and the files SQLite may have left beside it.
fn remove_partial(partial: &Path) {
    let _ = std::fs::remove_file(partial);
    for suffix in ["-journal", "-wal", "-shm"] {
        let mut beside = partial.as_os_str().to_owned();
        beside.push(suffix);
        let _ = std::fs::remove_file(beside);
    }
}
