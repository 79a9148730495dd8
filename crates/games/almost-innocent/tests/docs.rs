//! Every JSON example in docs/games/almost-innocent.md parses as a config, an
//! action, an event or a view.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use sleuth_almost_innocent::{Action, AiEvent, Config, View};
use sleuth_core::Event;

#[test]
fn json_examples_parse() {
    let doc = include_str!("../../../../docs/games/almost-innocent.md");
    let mut checked = 0;
    for block in doc.split("```json\n").skip(1) {
        let text = &block[..block.find("```").expect("closed fence")];
        let value: serde_json::Value =
            serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
        let ok = serde_json::from_value::<Action>(value.clone()).is_ok()
            || serde_json::from_value::<Event<AiEvent>>(value.clone()).is_ok()
            || serde_json::from_value::<View>(value.clone()).is_ok()
            || serde_json::from_value::<Config>(value.clone()).is_ok();
        assert!(
            ok,
            "does not parse as a config, action, event or view: {text}"
        );
        checked += 1;
    }
    assert!(checked >= 20, "{checked}");
}
