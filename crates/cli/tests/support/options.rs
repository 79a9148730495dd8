//! Waiting for a `<select>`'s options in browser tests: menus are often filled or
//! relabelled after the page asked the server something, so a test waits (up to
//! 20 s) until the option it needs is there rather than reading once.

use std::time::{Duration, Instant};

use serde_json::Value;

use super::{Browser, testid};

/// The value of the menu `id`'s first option whose text starts with `label`,
/// once there is one.
pub async fn wait_for_option(browser: &Browser, id: &str, label: &str) -> String {
    wait_for_option_where(
        browser,
        id,
        "(o) => o.textContent.startsWith(arguments[1])",
        label,
        "o.value",
        |_| true,
    )
    .await
}

/// The text of the menu `id`'s option whose value is `value`, once that text
/// contains `needle` (a menu relabelled in another language, say).
pub async fn wait_for_option_text(
    browser: &Browser,
    id: &str,
    value: &str,
    needle: &str,
) -> String {
    wait_for_option_where(
        browser,
        id,
        "(o) => o.value === arguments[1]",
        value,
        "o.textContent",
        |text| text.contains(needle),
    )
    .await
}

/// Polls the menu `id` for the first option that the JavaScript predicate
/// `find` accepts (it sees `argument` as `arguments[1]`) and returns the
/// option's `read` expression once `accept` takes it.
async fn wait_for_option_where(
    browser: &Browser,
    id: &str,
    find: &str,
    argument: &str,
    read: &str,
    accept: impl Fn(&str) -> bool,
) -> String {
    let script = format!(
        "const menu = document.querySelector(arguments[0]); \
         const o = menu && [...menu.options].find({find}); \
         return o ? {read} : null;"
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let seen = browser
            .script(
                &script,
                vec![Value::from(testid(id)), Value::from(argument)],
            )
            .await;
        if let Some(seen) = seen.as_str().filter(|s| accept(s)) {
            return seen.to_owned();
        }
        assert!(
            Instant::now() < deadline,
            "{id} never offers what {find} looks for with {argument:?} (last seen: {seen})"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
