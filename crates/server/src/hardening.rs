//! Browser-facing hardening, one middleware around every route: the security
//! headers every answer carries (a Content-Security-Policy, `nosniff`, a
//! Referrer-Policy, `X-Frame-Options`, and HSTS when a reverse proxy says the
//! request came over TLS), and the same-origin rule for what another site could
//! make a visitor's browser send: a state-changing request carrying the session
//! cookie, or a WebSocket upgrade, whose `Origin` is not this site's own is
//! refused with `403 forbidden` before any handler runs (so nothing changes).
//!
//! The site's own origin is the scheme of `X-Forwarded-Proto` (`http` without
//! it: `sleuth serve` itself speaks plain HTTP) and the host and port of
//! `X-Forwarded-Host`, or of `Host` without it; docs/deploy.md "Security
//! headers" says what a reverse proxy must pass. A browser never lets a page of
//! another site set those headers (they would need a CORS preflight this server
//! never grants), so reading them cannot help such a page. Requests without an
//! `Origin` (curl, the CLI, the tests' clients) and requests authenticated by a
//! bearer token alone pass: a browser sends `Origin` on every cross-origin
//! request that could change something, and another site's page cannot attach
//! an `Authorization` header to a request it makes a browser send here.

use axum::extract::Request;
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::json;
use sleuth_core::MessageArg;

use crate::live::ApiError;

/// The policy every answer carries. Only the site's own scripts (no inline
/// script, no `eval`), styles, images, fonts, workers (`/sw.js`) and
/// connections (`'self'` also covers `ws:`/`wss:` to the same host and port in
/// current browsers); the `data:` image is the page's empty favicon
/// (`<link rel="icon" href="data:,">`, which keeps browsers from asking for
/// `/favicon.ico`). No plugins, no `<base>` elsewhere, forms post only here, and
/// no other site may frame a page (clickjacking a table).
///
/// Styles too come only from the site's own style sheets: no `<style>` element
/// and no `style` attribute (injected markup could otherwise restyle a page to
/// mislead, or read it out through CSS selectors). The UI keeps its rules in
/// `style.css`; what script computes it sets through the CSSOM
/// (`element.style.width = …`), which the policy allows, or as a constructed
/// style sheet (`adoptStyle` in web/ui.js).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; font-src 'self'; \
     connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; \
     base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// Full referrer within the site, none to any other: a link out never tells the
/// other site which page (a match, a replay, a profile) it was followed from.
pub const REFERRER_POLICY: &str = "same-origin";

/// HSTS for a year, sent only on answers to requests that came over TLS. Not
/// `includeSubDomains`: other services may live under the same domain.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000";

/// The middleware: refuses a cross-origin request a browser was made to send
/// (see the module doc), then adds the security headers to whatever answers.
pub async fn harden(request: Request, next: Next) -> Response {
    let over_tls = forwarded_proto(request.headers()).as_deref() == Some("https");
    let mut response = match cross_origin_refusal(&request) {
        Some(refusal) => refusal,
        None => next.run(request).await,
    };
    add_security_headers(response.headers_mut(), over_tls);
    response
}

/// Adds each header the answer does not already carry.
fn add_security_headers(headers: &mut HeaderMap, over_tls: bool) {
    let mut add = |name: HeaderName, value: &'static str| {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    };
    add(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY);
    add(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    add(header::REFERRER_POLICY, REFERRER_POLICY);
    add(header::X_FRAME_OPTIONS, "DENY");
    if over_tls {
        add(header::STRICT_TRANSPORT_SECURITY, STRICT_TRANSPORT_SECURITY);
    }
}

/// The `403` for a request that must come from the site's own pages and did
/// not, or `None` when the request may go on.
fn cross_origin_refusal(request: &Request) -> Option<Response> {
    let headers = request.headers();
    let origin = headers.get(header::ORIGIN)?;
    let socket = request.uri().path().starts_with("/ws/");
    let with_cookie =
        !request.method().is_safe() && crate::accounts::session_token(headers).is_some();
    if !(socket || with_cookie) {
        return None;
    }
    let own = site_origin(headers);
    let theirs = origin.to_str().ok().and_then(Origin::parse);
    if theirs.is_some() && theirs == own {
        return None;
    }
    let shown: String = String::from_utf8_lossy(origin.as_bytes())
        .chars()
        .take(200)
        .collect();
    let what = MessageArg::Text(if socket { "socket" } else { "session" }.to_owned());
    let origin = MessageArg::Text(shown);
    let refusal = match own {
        Some(site) => ApiError::refusal(
            "forbidden",
            "errors-site-cross-origin",
            vec![
                ("what", what),
                ("origin", origin),
                ("site", MessageArg::Text(site.to_string())),
            ],
        ),
        None => ApiError::refusal(
            "forbidden",
            "errors-site-cross-origin-no-host",
            vec![("what", what), ("origin", origin)],
        ),
    };
    Some(
        (
            StatusCode::FORBIDDEN,
            axum::Json(json!({"error": refusal.payload()})),
        )
            .into_response(),
    )
}

/// The first value of `X-Forwarded-Proto`, in lower case: the scheme the client
/// used to reach the first proxy.
fn forwarded_proto(headers: &HeaderMap) -> Option<String> {
    first_value(headers, "x-forwarded-proto").map(|v| v.to_ascii_lowercase())
}

/// The first of a header's comma-separated values, trimmed; `None` when absent
/// or empty.
fn first_value<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    let value = headers.get(name)?.to_str().ok()?;
    let first = value.split(',').next()?.trim();
    (!first.is_empty()).then_some(first)
}

/// This site's origin as the client sees it (module doc).
fn site_origin(headers: &HeaderMap) -> Option<Origin> {
    let scheme = forwarded_proto(headers).unwrap_or_else(|| "http".to_owned());
    let host = first_value(headers, "x-forwarded-host")
        .or_else(|| headers.get(header::HOST).and_then(|v| v.to_str().ok()))?;
    Origin::from_parts(&scheme, host.trim())
}

/// A web origin: scheme, host (lower case) and port (the scheme's default when
/// none is written).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Origin {
    scheme: String,
    host: String,
    port: u16,
}

impl Origin {
    /// An `Origin` header's value, `scheme://host[:port]`; `None` for `null` or
    /// anything else.
    fn parse(value: &str) -> Option<Origin> {
        let (scheme, authority) = value.trim().split_once("://")?;
        Origin::from_parts(&scheme.to_ascii_lowercase(), authority)
    }

    /// From a scheme and an authority `host[:port]` (`[v6]:port` for IPv6).
    fn from_parts(scheme: &str, authority: &str) -> Option<Origin> {
        let default_port = match scheme {
            "http" => 80,
            "https" => 443,
            _ => return None,
        };
        let (host, port) = match authority.strip_prefix('[') {
            Some(rest) => {
                let (inside, after) = rest.split_once(']')?;
                (format!("[{inside}]"), after)
            }
            None => match authority.rfind(':') {
                Some(colon) => (authority[..colon].to_owned(), &authority[colon..]),
                None => (authority.to_owned(), ""),
            },
        };
        let port = match port {
            "" => default_port,
            port => port.strip_prefix(':')?.parse().ok()?,
        };
        let valid = |c: char| c.is_ascii_alphanumeric() || "-._[]:".contains(c);
        if host.is_empty() || !host.chars().all(valid) {
            return None;
        }
        Some(Origin {
            scheme: scheme.to_owned(),
            host: host.to_ascii_lowercase(),
            port,
        })
    }
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let default = matches!(
            (self.scheme.as_str(), self.port),
            ("http", 80) | ("https", 443)
        );
        if default {
            write!(f, "{}://{}", self.scheme, self.host)
        } else {
            write!(f, "{}://{}:{}", self.scheme, self.host, self.port)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).expect("a header value"));
        }
        map
    }

    #[test]
    fn an_origin_is_compared_with_default_ports_and_host_case_folded() {
        let own = site_origin(&headers(&[("host", "Example.org")]));
        assert_eq!(own, Origin::parse("http://example.org:80"));
        assert_eq!(own, Origin::parse("HTTP://EXAMPLE.ORG"));
        assert_ne!(own, Origin::parse("https://example.org"));
        assert_ne!(own, Origin::parse("http://example.org:8080"));
        assert_ne!(own, Origin::parse("http://example.org.evil.test"));
        assert_eq!(Origin::parse("null"), None);
        assert_eq!(Origin::parse("http://"), None);
        assert_eq!(Origin::parse("http://a b"), None);
    }

    #[test]
    fn behind_a_proxy_the_forwarded_scheme_and_host_are_the_sites() {
        let own = site_origin(&headers(&[
            ("host", "10.0.0.5:8080"),
            ("x-forwarded-proto", "https, http"),
            ("x-forwarded-host", "play.example.org"),
        ]));
        assert_eq!(own, Origin::parse("https://play.example.org"));
        let own = site_origin(&headers(&[
            ("host", "play.example.org:8443"),
            ("x-forwarded-proto", "HTTPS"),
        ]));
        assert_eq!(own, Origin::parse("https://play.example.org:8443"));
    }

    #[test]
    fn ipv6_hosts_keep_their_brackets_and_port() {
        let own = site_origin(&headers(&[("host", "[::1]:8080")]));
        assert_eq!(own, Origin::parse("http://[::1]:8080"));
        assert_ne!(own, Origin::parse("http://[::1]"));
        assert_eq!(
            own.map(|o| o.to_string()).as_deref(),
            Some("http://[::1]:8080")
        );
    }
}
