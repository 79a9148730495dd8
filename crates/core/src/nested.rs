//! A refusal whose sentence holds other sentences: a catalogue message
//! (`explain::Explanation`) some of whose arguments are catalogue messages
//! themselves, e.g. a solver's contradiction that names its reason, and the
//! reason the two facts that clash. Catalogue arguments are flat (a number or a
//! text), so a host says the inner messages first, in the reader's language, and
//! puts each in as text (`NestedExplanation::flatten`). Pure: the host gives
//! the formatter of one flat message; this module formats nothing itself.

use crate::explain::{Explanation, MessageArg};

/// One argument of a [`NestedExplanation`]: a value, or a message said first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NestedArg {
    Value(MessageArg),
    Message(NestedExplanation),
}

/// A catalogue message id with its arguments, where an argument may be a
/// message of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NestedExplanation {
    pub id: String,
    pub args: Vec<(String, NestedArg)>,
}

impl NestedExplanation {
    /// The message `id` without arguments yet.
    pub fn new(id: impl Into<String>) -> NestedExplanation {
        NestedExplanation {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// With the value `value` as the argument `name`.
    pub fn with(mut self, name: &str, value: impl Into<MessageArg>) -> NestedExplanation {
        self.args
            .push((name.to_owned(), NestedArg::Value(value.into())));
        self
    }

    /// With the message `message` as the argument `name` (said before this one).
    pub fn with_message(mut self, name: &str, message: NestedExplanation) -> NestedExplanation {
        self.args
            .push((name.to_owned(), NestedArg::Message(message)));
        self
    }

    /// This message as one flat explanation: every nested message said by
    /// `say_one` (which formats one flat message in the reader's language) and
    /// put in as text, innermost first.
    pub fn flatten(&self, say_one: &dyn Fn(&Explanation) -> String) -> Explanation {
        Explanation {
            id: self.id.clone(),
            args: self
                .args
                .iter()
                .map(|(name, arg)| {
                    let value = match arg {
                        NestedArg::Value(value) => value.clone(),
                        NestedArg::Message(inner) => MessageArg::Text(inner.say(say_one)),
                    };
                    (name.clone(), value)
                })
                .collect(),
        }
    }

    /// The whole sentence, said by `say_one` (see [`NestedExplanation::flatten`]).
    pub fn say(&self, say_one: &dyn Fn(&Explanation) -> String) -> String {
        say_one(&self.flatten(say_one))
    }

    /// Every message id in this one, outermost first (for tests and checks).
    pub fn ids(&self) -> Vec<&str> {
        let mut ids = vec![self.id.as_str()];
        for (_, arg) in &self.args {
            if let NestedArg::Message(inner) = arg {
                ids.extend(inner.ids());
            }
        }
        ids
    }
}

impl From<Explanation> for NestedExplanation {
    fn from(explanation: Explanation) -> NestedExplanation {
        NestedExplanation {
            id: explanation.id,
            args: explanation
                .args
                .into_iter()
                .map(|(name, value)| (name, NestedArg::Value(value)))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A formatter that shows the structure: `id(name=value, ...)`.
    fn shown(explanation: &Explanation) -> String {
        let args: Vec<String> = explanation
            .args
            .iter()
            .map(|(name, value)| match value {
                MessageArg::Number(n) => format!("{name}={n}"),
                MessageArg::Text(text) => format!("{name}={text}"),
            })
            .collect();
        format!("{}({})", explanation.id, args.join(", "))
    }

    #[test]
    fn inner_messages_are_said_first_and_put_in_as_text() {
        let source = NestedExplanation::new("source").with("index", 2usize);
        let reason = NestedExplanation::new("reason")
            .with("card", "Rope")
            .with_message("first", source);
        let outer = NestedExplanation::new("outer").with_message("reason", reason);
        assert_eq!(
            outer.say(&shown),
            "outer(reason=reason(card=Rope, first=source(index=2)))"
        );
        assert_eq!(outer.ids(), vec!["outer", "reason", "source"]);
        let flat = outer.flatten(&shown);
        assert_eq!(
            flat.args["reason"],
            MessageArg::Text("reason(card=Rope, first=source(index=2))".into())
        );
    }

    #[test]
    fn a_flat_explanation_stays_as_it_is() {
        let flat = Explanation::new("errors-play-game-over", Vec::new());
        let nested = NestedExplanation::from(flat.clone());
        assert_eq!(nested.flatten(&shown), flat);
    }
}
