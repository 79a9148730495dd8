//! `sleuth assist`: the deduction assistant for people at a physical table.
//!
//! This module owns the line-based session that every kind of notepad shares:
//! reading lines (a terminal or piped stdin), the entry list with `undo`,
//! `remove N` and `entries`, `save FILE` / `--load FILE`, `help`, refusing an
//! entry the solver calls contradictory, and printing the notepad after every
//! change. What an entry is, how it is typed, solved and drawn belongs to a
//! [`Kind`]: [`cluedo::Cluedo`] for classic Cluedo and Haven't a Cluedo,
//! [`lady_alice::LadyAlice`] for Lady Alice. Another kind plugs in by
//! implementing [`Kind`] and adding one arm to [`run`].

pub mod cluedo;
pub mod lady_alice;

use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use serde_json::Value;

/// Command-line options of `sleuth assist`. Setup values not given here are asked for.
#[derive(clap::Args, Debug, Default, Clone)]
pub struct AssistArgs {
    // Game: classic, havent-a-cluedo (the decks, see --list-decks) or lady-alice.
    #[arg(long, alias = "game")]
    pub deck: Option<String>,
    // Players in seating order with hand sizes, e.g. "Ann 6, Bob 6, Cat 6"
    // (Lady Alice: names only, "Ann, Bob, Cat").
    #[arg(long)]
    pub players: Option<String>,
    // Which player you are.
    #[arg(long)]
    pub me: Option<String>,
    // Your hand, cards separated by commas (Lady Alice: your evidence card).
    #[arg(long)]
    pub hand: Option<String>,
    // Continue a session saved with `save FILE` (a knowledge document).
    #[arg(long)]
    pub load: Option<PathBuf>,
    // Print the built-in decks and their cards (and the Lady Alice clues), then exit.
    #[arg(long)]
    pub list_decks: bool,
}

/// Terminal input and output of a session. With piped input every line read is
/// echoed after its prompt, so that the output reads like a terminal session.
pub struct Io<'a> {
    input: Box<dyn BufRead + 'a>,
    output: Box<dyn Write + 'a>,
    echo: bool,
}

impl std::fmt::Debug for Io<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Io").field("echo", &self.echo).finish()
    }
}

impl<'a> Io<'a> {
    pub fn new(input: impl BufRead + 'a, output: impl Write + 'a, echo: bool) -> Io<'a> {
        Io {
            input: Box::new(input),
            output: Box::new(output),
            echo,
        }
    }

    /// Prints a line.
    pub fn say(&mut self, text: &str) {
        let _ = writeln!(self.output, "{text}");
    }

    /// Prints `prompt`, reads one line (trimmed); `None` at the end of the input.
    pub fn ask(&mut self, prompt: &str) -> Option<String> {
        let _ = write!(self.output, "{prompt} ");
        let _ = self.output.flush();
        let mut line = String::new();
        match self.input.read_line(&mut line) {
            Ok(0) | Err(_) => {
                let _ = writeln!(self.output);
                None
            }
            Ok(_) => {
                let line = line.trim().to_owned();
                if self.echo {
                    let _ = writeln!(self.output, "{line}");
                }
                Some(line)
            }
        }
    }

    /// A setup value: `given` on the command line (an error if invalid), else
    /// asked for until `parse` accepts it. `None` when the input ends first.
    pub fn setup_value<T>(
        &mut self,
        given: Option<&str>,
        prompt: &str,
        mut parse: impl FnMut(&str) -> Result<T, String>,
    ) -> Result<T> {
        if let Some(text) = given {
            return parse(text).map_err(anyhow::Error::msg);
        }
        loop {
            let Some(line) = self.ask(prompt) else {
                bail!(tr!("cli-assist-input-ended"));
            };
            match parse(&line) {
                Ok(value) => return Ok(value),
                Err(message) => self.say(&format!("  {message}")),
            }
        }
    }
}

/// What a kind's command made of a line.
#[derive(Debug)]
pub enum Reply<E> {
    /// A new entry, to be checked by the solver and added.
    Entry(E),
    /// Something to print; nothing changes (e.g. the list of cards).
    Text(String),
    /// The line was not understood or is invalid; nothing changes.
    Error(String),
    /// Not a command of this kind.
    Unknown,
}

/// A parsed entry, or the sentence saying why the line was refused.
impl<E> From<Result<E, String>> for Reply<E> {
    fn from(result: Result<E, String>) -> Reply<E> {
        match result {
            Ok(entry) => Reply::Entry(entry),
            Err(message) => Reply::Error(message),
        }
    }
}

/// One kind of notepad: its setup, its entries, its solver and its drawing.
pub trait Kind {
    type Setup;
    type Entry: Clone;

    /// The entry commands of this kind, for `help` (printed below
    /// the heading `cli-assist-help-entries-head`).
    fn help(&self) -> String;
    /// Reads the setup from the command line and the input.
    fn setup(&self, io: &mut Io<'_>, args: &AssistArgs) -> Result<Self::Setup>;
    /// Reads a session back from a saved document.
    fn load(&self, document: &Value) -> Result<(Self::Setup, Vec<Self::Entry>), String>;
    /// Interprets one command line (`command` is the first word, lowercased).
    fn command(
        &self,
        setup: &Self::Setup,
        command: &str,
        rest: &str,
        io: &mut Io<'_>,
    ) -> Reply<Self::Entry>;
    /// One line describing an entry.
    fn describe(&self, setup: &Self::Setup, entry: &Self::Entry) -> String;
    /// The document the solver reads (and `save` writes).
    fn document(&self, setup: &Self::Setup, entries: &[Self::Entry]) -> Value;
    /// Solves a document; the error is the solver's sentence.
    fn solve(&self, document: &Value) -> Result<Value, String>;
    /// The notepad drawn from the solver's answer.
    fn notepad(&self, setup: &Self::Setup, answer: &Value) -> String;
}

/// The games `sleuth assist` keeps a notepad for: (name, title). The name picks
/// the kind: the first two are decks of [`cluedo::Cluedo`], the last is
/// [`lady_alice::LadyAlice`].
pub const GAMES: [(&str, &str); 3] = [
    ("classic", "Cluedo (classic)"),
    ("havent-a-cluedo", "Haven't a Cluedo"),
    (lady_alice::GAME, "Lady Alice"),
];

/// The session's commands for `help`: (command, catalogue id of what it does).
/// The commands are typed as they are in every language.
const SESSION_HELP: [(&str, &str); 7] = [
    ("entries", "cli-assist-help-entries"),
    ("undo", "cli-assist-help-undo"),
    ("remove N", "cli-assist-help-remove"),
    ("notepad", "cli-assist-help-notepad"),
    ("save [FILE]", "cli-assist-help-save"),
    ("help", "cli-assist-help-help"),
    ("quit", "cli-assist-help-quit"),
];

/// `help`'s list of the session commands.
fn session_help() -> String {
    let mut text = tr!("cli-assist-help-session");
    for (command, id) in SESSION_HELP {
        text.push_str(&format!("\n  {command:<23} {}", tr!(id)));
    }
    text
}

/// `sleuth assist`.
pub fn run(args: &AssistArgs) -> Result<ExitCode> {
    if args.list_decks {
        out!("{}", cluedo::deck_list());
        out!(
            "{}\n{}",
            tr!("cli-assist-clue-count", game = lady_alice::GAME, clues = 32),
            lady_alice::clue_list()
        );
        return Ok(ExitCode::SUCCESS);
    }
    let stdin = std::io::stdin();
    let echo = !stdin.is_terminal();
    let mut io = Io::new(stdin.lock(), std::io::stdout(), echo);
    io.say(&tr!("cli-assist-welcome"));
    if let Some(path) = &args.load {
        let text = std::fs::read_to_string(path)
            .with_context(|| tr!("cli-cannot-read", file = path.display().to_string()))?;
        let document: Value = serde_json::from_str(&text)
            .with_context(|| tr!("cli-assist-not-json", file = path.display().to_string()))?;
        // The kind is recognised by the document's shape.
        if lady_alice::is_lady_alice_document(&document) {
            return load_session(&lady_alice::LadyAlice, &document, path, &mut io);
        }
        return load_session(&cluedo::Cluedo, &document, path, &mut io);
    }
    let names: Vec<String> = GAMES.iter().map(|(name, _)| (*name).to_owned()).collect();
    let game = io.setup_value(
        args.deck.as_deref(),
        &tr!(
            "cli-assist-ask-game",
            games = names.join(", "),
            default = "classic"
        ),
        |text| {
            let text = if text.trim().is_empty() {
                "classic"
            } else {
                text
            };
            find_name(&names, text, "deck")
                .or_else(|e| {
                    sleuth_deduction::DeckSpec::named(text)
                        .and_then(|d| names.iter().position(|n| *n == d.name))
                        .ok_or(e)
                })
                .map_err(|e| {
                    tr!(
                        "cli-assist-unknown-game",
                        error = e,
                        games = names.join(", ")
                    )
                })
        },
    )?;
    if names[game] == lady_alice::GAME {
        let kind = lady_alice::LadyAlice;
        let setup = kind.setup(&mut io, args)?;
        return session(&kind, setup, Vec::new(), None, &mut io);
    }
    // The other games are decks of the Cluedo kind.
    let kind = cluedo::Cluedo;
    let args = AssistArgs {
        deck: Some(names[game].clone()),
        ..args.clone()
    };
    let setup = kind.setup(&mut io, &args)?;
    session(&kind, setup, Vec::new(), None, &mut io)
}

/// Continues a session saved as `document` (read from `path`).
fn load_session<K: Kind>(
    kind: &K,
    document: &Value,
    path: &Path,
    io: &mut Io<'_>,
) -> Result<ExitCode> {
    let (setup, entries) = kind
        .load(document)
        .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    io.say(&tr!(
        "cli-assist-loaded",
        file = path.display().to_string(),
        entries = entries.len(),
    ));
    session(kind, setup, entries, Some(path.to_path_buf()), io)
}

/// The entry loop until `quit` or the end of the input.
pub fn session<K: Kind>(
    kind: &K,
    setup: K::Setup,
    mut entries: Vec<K::Entry>,
    mut file: Option<PathBuf>,
    io: &mut Io<'_>,
) -> Result<ExitCode> {
    match kind.solve(&kind.document(&setup, &entries)) {
        Ok(answer) => io.say(&kind.notepad(&setup, &answer)),
        Err(message) => bail!(tr!("cli-assist-unsolvable", error = message)),
    }
    // Whether the entries changed since the session was loaded or saved.
    let mut unsaved = false;
    while let Some(line) = io.ask(">") {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (command, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c.to_lowercase(), r.trim()),
            None => (line.to_lowercase(), ""),
        };
        match command.as_str() {
            "quit" | "exit" | "q" => break,
            "help" | "?" => {
                io.say(&session_help());
                io.say(&tr!("cli-assist-help-entries-head"));
                io.say(&kind.help());
            }
            "entries" | "list" => {
                if entries.is_empty() {
                    io.say(&tr!("cli-assist-no-entries"));
                }
                for (i, entry) in entries.iter().enumerate() {
                    io.say(&format!("{:>3}. {}", i + 1, kind.describe(&setup, entry)));
                }
            }
            "notepad" | "show" => show(kind, &setup, &entries, io),
            "undo" => match entries.pop() {
                Some(entry) => {
                    unsaved = true;
                    io.say(&tr!(
                        "cli-assist-removed",
                        entry = entries.len() + 1,
                        text = kind.describe(&setup, &entry),
                    ));
                    show(kind, &setup, &entries, io);
                }
                None => io.say(&tr!("cli-assist-nothing-to-undo")),
            },
            "remove" | "rm" | "delete" => match rest.parse::<usize>() {
                Ok(n) if (1..=entries.len()).contains(&n) => {
                    let entry = entries.remove(n - 1);
                    unsaved = true;
                    io.say(&tr!(
                        "cli-assist-removed",
                        entry = n,
                        text = kind.describe(&setup, &entry),
                    ));
                    show(kind, &setup, &entries, io);
                }
                _ => io.say(&tr!("cli-assist-give-a-number", count = entries.len())),
            },
            "save" => {
                let target = if rest.is_empty() {
                    file.clone()
                } else {
                    Some(PathBuf::from(rest))
                };
                match target {
                    None => io.say(&tr!("cli-assist-name-a-file")),
                    Some(path) => match save(&path, &kind.document(&setup, &entries)) {
                        Ok(()) => {
                            io.say(&tr!("cli-assist-saved", file = path.display().to_string()));
                            file = Some(path);
                            unsaved = false;
                        }
                        Err(err) => {
                            io.say(&tr!("cli-assist-not-saved", error = format!("{err:#}")));
                        }
                    },
                }
            }
            _ => match kind.command(&setup, &command, rest, io) {
                Reply::Entry(entry) => {
                    entries.push(entry);
                    match kind.solve(&kind.document(&setup, &entries)) {
                        Ok(answer) => {
                            unsaved = true;
                            let entry = &entries[entries.len() - 1];
                            io.say(&tr!(
                                "cli-assist-added",
                                entry = entries.len(),
                                text = kind.describe(&setup, entry),
                            ));
                            io.say(&kind.notepad(&setup, &answer));
                        }
                        Err(message) => {
                            entries.pop();
                            io.say(&tr!("cli-assist-refused", reason = message));
                        }
                    }
                }
                Reply::Text(text) => io.say(&text),
                Reply::Error(message) => io.say(&message),
                Reply::Unknown => io.say(&tr!(
                    "cli-assist-unknown-command",
                    command = format!("{command:?}")
                )),
            },
        }
    }
    if unsaved {
        io.say(&tr!("cli-assist-unsaved"));
    }
    Ok(ExitCode::SUCCESS)
}

fn show<K: Kind>(kind: &K, setup: &K::Setup, entries: &[K::Entry], io: &mut Io<'_>) {
    match kind.solve(&kind.document(setup, entries)) {
        Ok(answer) => io.say(&kind.notepad(setup, &answer)),
        Err(message) => io.say(&tr!("cli-assist-solver-failed", error = message)),
    }
}

fn save(path: &Path, document: &Value) -> Result<()> {
    let text = serde_json::to_string_pretty(document)?;
    std::fs::write(path, text + "\n")
        .with_context(|| tr!("cli-cannot-write", file = path.display().to_string()))
}

// Helpers shared by the kinds: names typed at the table, lists, numbers.

/// Lowercase, single spaces, no leading "the ", ü as u (like the solver).
pub fn normalize(name: &str) -> String {
    let lower = name.trim().to_lowercase().replace('ü', "u");
    let joined = lower.split_whitespace().collect::<Vec<_>>().join(" ");
    joined
        .strip_prefix("the ")
        .map(str::to_owned)
        .unwrap_or(joined)
}

/// Finds one name among `names`: exact (case-insensitive), else a unique name
/// ending with the given words ("plum"), else a unique name or word starting
/// with it ("scar", "lead p"). `what` names the thing in errors: `card`,
/// `player`, `clue`, `category` or `deck` (a select of the `cli-assist-name-`
/// messages).
pub fn find_name(names: &[String], text: &str, what: &str) -> Result<usize, String> {
    let key = normalize(text);
    if key.is_empty() {
        return Err(tr!("cli-assist-name-missing", what = what));
    }
    let normal: Vec<String> = names.iter().map(|n| normalize(n)).collect();
    if let Some(i) = normal.iter().position(|n| *n == key) {
        return Ok(i);
    }
    let pick = |matches: Vec<usize>| -> Option<Result<usize, String>> {
        match matches.as_slice() {
            [] => None,
            [one] => Some(Ok(*one)),
            many => {
                let list: Vec<&str> = many.iter().map(|&i| names[i].as_str()).collect();
                Some(Err(tr!(
                    "cli-assist-name-ambiguous",
                    text = format!("{text:?}"),
                    names = list.join(&tr!("cli-assist-or")),
                )))
            }
        }
    };
    let suffix = format!(" {key}");
    let ending: Vec<usize> = (0..names.len())
        .filter(|&i| normal[i].ends_with(&suffix))
        .collect();
    if let Some(found) = pick(ending) {
        return found;
    }
    let starting: Vec<usize> = (0..names.len())
        .filter(|&i| {
            normal[i].starts_with(&key)
                || normal[i]
                    .match_indices(' ')
                    .any(|(at, _)| normal[i][at + 1..].starts_with(&key))
        })
        .collect();
    pick(starting).unwrap_or_else(|| {
        Err(tr!(
            "cli-assist-name-unknown",
            what = what,
            text = format!("{text:?}")
        ))
    })
}

/// Splits a list at commas, or at spaces when there is no comma.
pub fn split_list(text: &str) -> Vec<&str> {
    let parts: Vec<&str> = if text.contains(',') {
        text.split(',').collect()
    } else {
        text.split_whitespace().collect()
    };
    parts
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

/// Items one a line, numbered from 1 and indented: "  1. Ann".
pub fn numbered_lines(items: impl IntoIterator<Item = String>) -> String {
    let lines: Vec<String> = items
        .into_iter()
        .enumerate()
        .map(|(i, item)| format!("  {}. {item}", i + 1))
        .collect();
    lines.join("\n")
}

/// The columns of a notepad: the row names on the left, then a first column
/// (the envelope, the evidence) and one column per player, right-aligned and
/// at least five characters wide.
#[derive(Debug)]
pub struct Columns {
    heads: Vec<String>,
    /// The width of each column after the row names, first column first.
    pub widths: Vec<usize>,
    name_width: usize,
}

impl Columns {
    /// The name column is as wide as the longest of `row_names`
    /// (`no_rows_width` when there are none), plus an indent of two.
    pub fn new(
        first: &str,
        players: &[String],
        row_names: &[String],
        no_rows_width: usize,
    ) -> Columns {
        let mut heads = vec![first.to_owned()];
        heads.extend(players.iter().cloned());
        let widths = heads.iter().map(|h| h.chars().count().max(5)).collect();
        let name_width = row_names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(no_rows_width)
            + 2;
        Columns {
            heads,
            widths,
            name_width,
        }
    }

    /// The line of column heads, with its newline.
    pub fn head_line(&self) -> String {
        let mut line = format!("{:<w$}", "", w = self.name_width);
        for (head, w) in self.heads.iter().zip(&self.widths) {
            line.push_str(&format!(" {head:>w$}"));
        }
        line.push('\n');
        line
    }

    /// The start of a row: its name, indented and padded to the name column.
    pub fn row_name(&self, name: &str) -> String {
        format!("  {name:<w$}", w = self.name_width - 2)
    }
}

/// "33633600000" → "33,633,600,000" in English, "33 633 600 000" (narrow
/// no-break spaces) in French (other text unchanged).
pub fn grouped(digits: &str) -> String {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return digits.to_owned();
    }
    let separator = if crate::text::language() == "fr" {
        '\u{202F}'
    } else {
        ','
    };
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(c);
    }
    out
}

/// A probability for a notepad cell: YES when certain, - when impossible.
pub fn percent(p: f64, certain: bool) -> String {
    if certain {
        tr!("cli-assist-yes")
    } else if p <= 0.0 {
        "-".into()
    } else if p < 0.005 {
        "<1%".into()
    } else if p > 0.995 {
        ">99%".into()
    } else {
        format!("{:.0}%", p * 100.0)
    }
}
