//! A match's chat: loading it from the store on first use, posting a person's
//! message or a server line (stored first, then announced). Chat never changes
//! the game.

use serde_json::Value;

use crate::store::ChatRow;

use super::{ApiError, App, LiveMatch, MatchHandle, Notice, now_secs, rfc3339};

/// Most chat messages one match keeps.
pub const MAX_CHAT_MESSAGES: usize = 2000;

/// A line of the server's own in a match's chat (a seat handed to a bot,
/// reclaimed, opened, a match abandoned): a catalogue message (`id`, in
/// crates/i18n/locales/<lang>/chat.ftl) with its arguments, for each reader's
/// page to show in its language, and the English sentence for clients that do
/// not know the id.
#[derive(Clone, Debug)]
pub(crate) struct SystemLine {
    pub id: &'static str,
    pub args: serde_json::Map<String, Value>,
    pub text: String,
}

impl SystemLine {
    pub fn new(id: &'static str, text: String) -> SystemLine {
        SystemLine {
            id,
            args: serde_json::Map::new(),
            text,
        }
    }

    pub fn arg(mut self, name: &str, value: impl Into<Value>) -> SystemLine {
        self.args.insert(name.to_owned(), value.into());
        self
    }

    /// As stored: a JSON object in the row's text (a system row has no name,
    /// so no person's message is ever read this way).
    fn stored(&self) -> String {
        serde_json::json!({"id": self.id, "args": self.args, "text": self.text}).to_string()
    }
}

/// A chat row as sent to clients.
pub fn chat_json(row: &ChatRow) -> Value {
    // The server's own lines (a seat handed to a bot, reclaimed) have no name;
    // people's names are never empty.
    let system = row.name.is_empty();
    let mut message = serde_json::json!({
        "index": row.index,
        "seat": row.seat,
        "name": row.name,
        "text": row.text,
        "at": rfc3339(row.at),
        "system": system,
    });
    // A system line stored with its message id (older ones are plain English).
    if system
        && let Ok(Value::Object(line)) = serde_json::from_str::<Value>(&row.text)
        && let (Some(id), Some(text)) = (line.get("id"), line.get("text"))
    {
        message["text"] = text.clone();
        message["id"] = id.clone();
        message["args"] = line.get("args").cloned().unwrap_or(Value::Null);
    }
    message
}

impl App {
    /// Adds to a loaded chat what the store holds beyond it (another node's
    /// messages) and tells local connections. Returns whether anything was added.
    pub(crate) async fn catch_up_chat(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
    ) -> Result<bool, ApiError> {
        let Some(chat) = live.chat.as_mut() else {
            return Ok(false);
        };
        let newer = self
            .store
            .load_chat(&live.id, chat.len() as u64)
            .await
            .map_err(ApiError::server)?;
        if newer.is_empty() {
            return Ok(false);
        }
        chat.extend(newer);
        let _ = handle.notices.send(Notice::Chat);
        Ok(true)
    }

    /// The match's chat, loaded from the store the first time.
    pub async fn chat<'a>(&self, live: &'a mut LiveMatch) -> Result<&'a [ChatRow], ApiError> {
        if live.chat.is_none() {
            let rows = self
                .store
                .load_chat(&live.id, 0)
                .await
                .map_err(ApiError::server)?;
            live.chat = Some(rows);
        }
        Ok(live.chat.as_deref().unwrap_or_default())
    }

    /// Adds a checked chat message by `seat` (`None`: a spectator) under `name`:
    /// durable in the store before any connection is told. With a shared store,
    /// a message another node wrote at the same index first is fetched and this
    /// one goes after it.
    pub async fn post_chat(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        seat: Option<u8>,
        name: String,
        text: String,
    ) -> Result<(), ApiError> {
        self.chat(live).await?;
        for _ in 0..5 {
            let index = live.chat.as_ref().map_or(0, Vec::len);
            if index >= MAX_CHAT_MESSAGES {
                return Err(ApiError::refusal(
                    "chat_full",
                    "errors-live-chat-full",
                    vec![("max", MAX_CHAT_MESSAGES.into())],
                ));
            }
            let row = ChatRow {
                index: index as u64,
                seat,
                name: name.clone(),
                text: text.clone(),
                at: now_secs(),
            };
            match self.store.append_chat(&live.id, &row).await {
                Ok(()) => {
                    if let Some(chat) = live.chat.as_mut() {
                        chat.push(row);
                    }
                    let _ = handle.notices.send(Notice::Chat);
                    return Ok(());
                }
                Err(err) if err.is_conflict() => {
                    self.catch_up_chat(handle, live).await?;
                }
                Err(err) => return Err(ApiError::server(err)),
            }
        }
        Err(ApiError::refusal(
            "server",
            "errors-live-chat-busy",
            Vec::new(),
        ))
    }

    /// A line of the server's own in the match's chat (stored like any message).
    pub(crate) async fn system_line(
        &self,
        handle: &MatchHandle,
        live: &mut LiveMatch,
        line: SystemLine,
    ) {
        if let Err(err) = self
            .post_chat(handle, live, None, String::new(), line.stored())
            .await
        {
            tracing::warn!(match_id = %live.id, "cannot write a line in the chat: {err}");
            crate::metrics::store_error();
        }
    }
}
