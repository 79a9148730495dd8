//! The interface's languages over HTTP (docs/protocol.md, "Languages"): which
//! languages there are and which one a browser's `Accept-Language` asks for
//! (`GET /api/i18n`), and each language's message catalogue in Fluent's format
//! for the browser to format (`GET /api/i18n/{lang}`). The catalogues themselves
//! are `sleuth-i18n`'s.

use std::path::PathBuf;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use sleuth_core::MessageArg;

use crate::Server;
use crate::live::ApiError;

/// `GET /api/i18n`: the languages, and the one this request should be
/// answered in: the signed-in account's own choice (`account`, set with
/// `PUT /api/account/language`) when it made one, else the one its
/// `Accept-Language` negotiates (English when none matches).
pub async fn languages(State(server): State<Server>, headers: HeaderMap) -> Response {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let account = account_language(&server, &headers).await;
    let languages: Vec<_> = sleuth_i18n::LANGUAGES
        .iter()
        .map(|l| json!({"code": l.code, "name": l.name}))
        .collect();
    axum::Json(json!({
        "languages": languages,
        "negotiated": account.unwrap_or_else(|| sleuth_i18n::negotiate(accept)),
        "account": account,
        "reference": sleuth_i18n::REFERENCE,
    }))
    .into_response()
}

/// The language to answer a request in, as `GET /api/i18n` negotiates it: the
/// signed-in account's choice, else the request's `Accept-Language` (English
/// when none matches).
pub(crate) async fn request_language(server: &Server, headers: &HeaderMap) -> &'static str {
    match account_language(server, headers).await {
        Some(language) => language,
        None => sleuth_i18n::negotiate(
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .unwrap_or(""),
        ),
    }
}

/// The language the request's signed-in account chose, if it has a session
/// and chose one (a store failure reads as no choice: the browser's language
/// answers instead).
async fn account_language(server: &Server, headers: &HeaderMap) -> Option<&'static str> {
    crate::accounts::session_token(headers)?;
    let (account, _) = crate::players::session(&server.app, headers).await.ok()??;
    let stored = server
        .app
        .store
        .account_language(&account.id)
        .await
        .ok()??;
    sleuth_i18n::language(&stored).map(|l| l.code)
}

/// `GET /api/i18n/{lang}`: the language's catalogue (`text/plain`, Fluent
/// syntax), or `404 not_found` naming the languages there are.
pub async fn catalogue(State(server): State<Server>, Path(lang): Path<String>) -> Response {
    let text = match dev_catalogue(server.static_dir.as_ref(), &lang).await {
        Some(text) => Some(text),
        None => sleuth_i18n::source(&lang).map(str::to_owned),
    };
    match text {
        Some(text) => (
            StatusCode::OK,
            [
                (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                // A new build may change the words: revalidate each day (at
                // once while developing).
                (
                    header::CACHE_CONTROL,
                    if server.static_dir.is_some() {
                        "no-cache"
                    } else {
                        "public, max-age=86400"
                    },
                ),
            ],
            text,
        )
            .into_response(),
        None => {
            let known: Vec<&str> = sleuth_i18n::LANGUAGES.iter().map(|l| l.code).collect();
            ApiError::refusal(
                "not_found",
                "errors-site-unknown-language",
                vec![
                    ("language", MessageArg::Text(lang)),
                    ("known", MessageArg::Text(known.join(", "))),
                ],
            )
            .into_response()
        }
    }
}

/// While developing (`--static-dir crates/server/web`), the catalogue read from
/// crates/i18n/locales/<lang>/ as it is on disk (files in name order, as
/// embedded), so an edited message shows on reload without a rebuild.
async fn dev_catalogue(static_dir: Option<&PathBuf>, lang: &str) -> Option<String> {
    let code = sleuth_i18n::language(lang)?.code;
    let dir = crate::assets::dev_sibling(static_dir, &["i18n", "locales", code])?;
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    names.sort();
    let mut texts = Vec::new();
    for name in names {
        texts.push(tokio::fs::read_to_string(name).await.ok()?);
    }
    Some(texts.join("\n"))
}
