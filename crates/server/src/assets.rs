//! The browser UI's shell (app, lobby, match, replay, assistant): files under
//! crates/server/web/, embedded at build time, or read from a directory given with
//! `--static-dir` while developing. Each game's table comes from the game itself
//! (`HostedGame::web_files`, served by `http::game_web_file`).

use std::path::{Path, PathBuf};

use axum::body::Body;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

include!(concat!(env!("OUT_DIR"), "/static_files.rs"));

pub fn content_type(path: &str) -> &'static str {
    match Path::new(path).extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("ico") => "image/x-icon",
        _ => "application/octet-stream",
    }
}

/// While developing, the source folder `crates/<parts...>` found from the shell's
/// `--static-dir` (which is then `crates/server/web`), if it exists: game tables
/// and catalogues are read from there, so editing them needs no rebuild.
pub fn dev_sibling(static_dir: Option<&PathBuf>, parts: &[&str]) -> Option<PathBuf> {
    let mut dir = static_dir?.parent()?.parent()?.to_path_buf();
    for part in parts {
        dir.push(part);
    }
    dir.is_dir().then_some(dir)
}

/// Serves `path` (relative to web/), from `dir` if given, else embedded.
pub async fn serve(dir: Option<&PathBuf>, path: &str) -> Response {
    if path.split('/').any(|part| part == ".." || part.is_empty()) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let bytes: Option<Vec<u8>> = match dir {
        Some(dir) => tokio::fs::read(dir.join(path)).await.ok(),
        None => FILES
            .iter()
            .find(|(p, _)| *p == path)
            .map(|(_, b)| b.to_vec()),
    };
    match bytes {
        Some(bytes) => bytes_response(path, bytes),
        None => (StatusCode::NOT_FOUND, format!("no file {path}")).into_response(),
    }
}

/// A file's bytes with its content type, revalidated on every load.
pub fn bytes_response(path: &str, bytes: Vec<u8>) -> Response {
    Response::builder()
        .header(header::CONTENT_TYPE, content_type(path))
        .header(header::CACHE_CONTROL, "no-cache")
        .body(Body::from(bytes))
        .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response())
}
