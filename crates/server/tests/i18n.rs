//! The interface's languages over a real socket: the browser's `Accept-Language`
//! picks French or English, and each catalogue is served as Fluent text.

mod support;

use support::*;

async fn languages_for(addr: std::net::SocketAddr, accept: &str) -> serde_json::Value {
    let answer = request(
        addr,
        "GET",
        "/api/i18n",
        &[("accept-language", accept)],
        None,
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    answer.json()
}

#[tokio::test]
async fn a_french_browser_is_offered_french_and_others_english() {
    let addr = server().await;
    let french = languages_for(addr, "fr-CH, fr;q=0.9, en;q=0.8").await;
    assert_eq!(french["negotiated"], "fr", "{french}");
    let codes: Vec<&str> = french["languages"]
        .as_array()
        .expect("languages")
        .iter()
        .filter_map(|l| l["code"].as_str())
        .collect();
    assert_eq!(codes, ["en", "fr"]);
    assert_eq!(
        languages_for(addr, "en-GB,en;q=0.9").await["negotiated"],
        "en"
    );
    assert_eq!(languages_for(addr, "de-DE").await["negotiated"], "en");

    let answer = get_text(addr, "/api/i18n/fr").await;
    assert_eq!(answer.status, 200);
    let text = answer.text();
    assert!(text.contains("nav-play = Jouer"), "{text}");
    let (status, body) = get(addr, "/api/i18n/klingon").await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(body["error"]["kind"], "not_found");
}
