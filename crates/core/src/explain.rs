//! Refusals as messages people can read in their own language: a refusal names a
//! message id of the catalogues (`errors-...` in `crates/i18n/locales/*/errors.ftl`)
//! and the values its sentence needs, so a host can show it in the reader's
//! language. The English `Display` of each error stays for logs, the CLI and old
//! clients; a test in the server crate checks that it equals the English catalogue.
//! Pure: this module only names messages, it formats nothing.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::seat::Seat;

/// One value a message's sentence needs: a number (counts, values, seats counted
/// from 1 as the pages show them) or a text (names, places, content).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum MessageArg {
    Number(i64),
    Text(String),
}

impl MessageArg {
    /// A seat as people count it: `Seat(0)` is 1.
    pub fn seat(seat: Seat) -> MessageArg {
        MessageArg::Number(i64::from(seat.0) + 1)
    }

    /// A 0-based seat index as people count it.
    pub fn seat_index(index: usize) -> MessageArg {
        MessageArg::Number(i64::try_from(index).map_or(i64::MAX, |i| i.saturating_add(1)))
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for MessageArg {
            fn from(n: $t) -> Self {
                MessageArg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64);

impl From<&str> for MessageArg {
    fn from(text: &str) -> Self {
        MessageArg::Text(text.to_owned())
    }
}

impl From<String> for MessageArg {
    fn from(text: String) -> Self {
        MessageArg::Text(text)
    }
}

impl From<&String> for MessageArg {
    fn from(text: &String) -> Self {
        MessageArg::Text(text.clone())
    }
}

/// An error that can say itself as a catalogue message. Every rules error, config
/// error and engine refusal implements it; `message_id` is an exhaustive match, so
/// a new variant cannot compile without its message.
pub trait Explain {
    /// The catalogue id, e.g. `errors-lady-alice-clue-covered`.
    fn message_id(&self) -> &'static str;
    /// The message's variables by name; empty for a fixed sentence.
    fn message_args(&self) -> Vec<(&'static str, MessageArg)> {
        Vec::new()
    }
    /// Both, ready to send.
    fn explanation(&self) -> Explanation {
        Explanation::new(self.message_id(), self.message_args())
    }
}

/// A message id with its arguments: what a host sends beside the English sentence.
/// JSON: `{"id": "errors-...", "args": {"seat": 2, "clue": "Compass"}}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Explanation {
    pub id: String,
    pub args: BTreeMap<String, MessageArg>,
}

impl Explanation {
    pub fn new(id: impl Into<String>, args: Vec<(&'static str, MessageArg)>) -> Explanation {
        Explanation {
            id: id.into(),
            args: args
                .into_iter()
                .map(|(name, value)| (name.to_owned(), value))
                .collect(),
        }
    }
}

impl Explain for std::convert::Infallible {
    fn message_id(&self) -> &'static str {
        match *self {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_counted_from_one_and_arguments_serialise_plainly() {
        let explanation = Explanation::new(
            "errors-play-not-your-turn",
            vec![
                ("seat", MessageArg::seat(Seat(1))),
                ("name", "Compass".into()),
            ],
        );
        assert_eq!(
            serde_json::to_value(&explanation).unwrap(),
            serde_json::json!({"id": "errors-play-not-your-turn", "args": {"seat": 2, "name": "Compass"}})
        );
        assert_eq!(MessageArg::seat_index(0), MessageArg::Number(1));
    }
}
