//! The interface's languages over HTTP (docs/protocol.md, "Languages"): which
//! languages there are and which one a browser's `Accept-Language` asks for
//! (`GET /api/i18n`), and each language's message catalogue in Fluent's format
//! for the browser to format (`GET /api/i18n/{lang}`). The catalogues themselves
//! are `sleuth-i18n`'s.

use axum::extract::Path;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use crate::live::ApiError;

/// `GET /api/i18n`: the languages, and the one this request's
/// `Accept-Language` negotiates (English when none matches).
pub async fn languages(headers: HeaderMap) -> Response {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let languages: Vec<_> = sleuth_i18n::LANGUAGES
        .iter()
        .map(|l| json!({"code": l.code, "name": l.name}))
        .collect();
    axum::Json(json!({
        "languages": languages,
        "negotiated": sleuth_i18n::negotiate(accept),
        "reference": sleuth_i18n::REFERENCE,
    }))
    .into_response()
}

/// `GET /api/i18n/{lang}`: the language's catalogue (`text/plain`, Fluent
/// syntax), or `404 not_found` naming the languages there are.
pub async fn catalogue(Path(lang): Path<String>) -> Response {
    match sleuth_i18n::source(&lang) {
        Some(text) => (
            StatusCode::OK,
            [
                (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                // A new build may change the words: revalidate each day.
                (header::CACHE_CONTROL, "public, max-age=86400"),
            ],
            text,
        )
            .into_response(),
        None => {
            let known: Vec<&str> = sleuth_i18n::LANGUAGES.iter().map(|l| l.code).collect();
            ApiError::new(
                "not_found",
                format!(
                    "Sleuth does not speak {lang:?}; it speaks {}",
                    known.join(", ")
                ),
            )
            .into_response()
        }
    }
}
