//! A game's rules page: one text per game (`crates/games/<id>/rules/en.md`), read
//! by people in the browser and in the terminal (`sleuth rules GAME`), whose last
//! section is the game's glossary, the one source of the words the tables explain
//! on hover and tap.
//!
//! The text is a small Markdown subset, parsed here into blocks so that no host
//! ever renders it as HTML: `# Title` (the first line, once), `## Section` and
//! `### Subsection`, paragraphs (lines up to a blank line), list items (`- ` or
//! numbered `1. `, no nesting), and inline `**bold**` and `*italic*`. Anything
//! else that looks like markup (links, images, HTML, tables, code, quotes) is
//! refused with its line, so a page cannot drift into a richer format by accident.
//! One line of its own, `[picture: NAME] Caption.`, asks for a picture the game
//! draws from its own data (its `web/pictures.js`); the caption is what a terminal
//! shows instead and what the browser shows under it (or alone, when it cannot draw).
//! The glossary is the section `## Glossary`, one entry per line:
//! `- **Term (other form, other form)**: explanation.`

use std::fmt;

use serde::Serialize;

/// A piece of inline text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Span {
    pub text: String,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub bold: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub italic: bool,
}

/// One block of the page, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Block {
    /// `##` (level 2) or `###` (level 3).
    Heading {
        level: u8,
        text: String,
    },
    Paragraph {
        spans: Vec<Span>,
    },
    /// Consecutive list items; `numbered` for `1. ` lists.
    List {
        numbered: bool,
        items: Vec<Vec<Span>>,
    },
    /// `[picture: NAME] Caption.`: a picture the game draws (NAME: lowercase
    /// letters, digits and hyphens), with its caption in plain text.
    Picture {
        name: String,
        caption: String,
    },
}

/// A glossary entry: the term as the table writes it, its other forms, and the
/// explanation (plain text).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GlossaryEntry {
    pub term: String,
    pub forms: Vec<String>,
    pub text: String,
}

/// A parsed rules page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RulesPage {
    pub title: String,
    /// Every block before the glossary.
    pub blocks: Vec<Block>,
    pub glossary: Vec<GlossaryEntry>,
}

/// Why a rules text was refused: the line (from 1) and a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesPageError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for RulesPageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for RulesPageError {}

fn refuse(line: usize, message: impl Into<String>) -> RulesPageError {
    RulesPageError {
        line,
        message: message.into(),
    }
}

/// Markup this subset does not have, found in a line of text.
fn foreign_markup(text: &str) -> Option<&'static str> {
    if text.contains('`') {
        return Some("code (backticks)");
    }
    if text.contains("](") || text.contains("![") {
        return Some("a link or an image");
    }
    if text.contains('<') && text.contains('>') {
        return Some("HTML");
    }
    let trimmed = text.trim_start();
    if trimmed.starts_with('>') {
        return Some("a block quote");
    }
    if trimmed.starts_with('|') {
        return Some("a table");
    }
    None
}

/// `**bold**` and `*italic*` spans of one line or paragraph.
fn spans(text: &str, line: usize) -> Result<Vec<Span>, RulesPageError> {
    let mut out: Vec<Span> = Vec::new();
    let (mut bold, mut italic) = (false, false);
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    let mut flush = |current: &mut String, bold: bool, italic: bool| {
        if !current.is_empty() {
            out.push(Span {
                text: std::mem::take(current),
                bold,
                italic,
            });
        }
    };
    while let Some(c) = chars.next() {
        if c == '*' {
            flush(&mut current, bold, italic);
            if chars.peek() == Some(&'*') {
                chars.next();
                bold = !bold;
            } else {
                italic = !italic;
            }
        } else {
            current.push(c);
        }
    }
    flush(&mut current, bold, italic);
    if bold || italic {
        return Err(refuse(line, "a ** or * is not closed in this paragraph"));
    }
    Ok(out)
}

/// The text of a numbered item (`12. text`), if the line is one.
fn numbered_item(line: &str) -> Option<&str> {
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    line[digits..].strip_prefix(". ")
}

/// One glossary line: `- **Term (form, form)**: explanation.`
fn glossary_entry(line: &str, number: usize) -> Result<GlossaryEntry, RulesPageError> {
    let bad = || {
        refuse(
            number,
            "a glossary entry is one line: - **Term (other forms)**: explanation",
        )
    };
    let rest = line.strip_prefix("- **").ok_or_else(bad)?;
    let (head, text) = rest.split_once("**:").ok_or_else(bad)?;
    let text = text.trim();
    if text.is_empty() || text.contains('*') {
        return Err(bad());
    }
    let (term, forms) = match head.split_once('(') {
        Some((term, forms)) => {
            let forms = forms.strip_suffix(')').ok_or_else(bad)?;
            let forms: Vec<String> = forms
                .split(',')
                .map(|f| f.trim().to_owned())
                .filter(|f| !f.is_empty())
                .collect();
            (term.trim(), forms)
        }
        None => (head.trim(), Vec::new()),
    };
    if term.is_empty() {
        return Err(bad());
    }
    Ok(GlossaryEntry {
        term: term.to_owned(),
        forms,
        text: text.to_owned(),
    })
}

/// How a picture line starts.
const PICTURE_OPENING: &str = "[picture";

/// The longest picture name and caption, in characters.
const PICTURE_NAME_CHARS: usize = 40;
const PICTURE_CAPTION_CHARS: usize = 300;

/// One picture line, `[picture: NAME] Caption.`: its name and caption.
fn picture_line(line: &str, number: usize) -> Result<(String, String), RulesPageError> {
    let bad = |what: &str| {
        refuse(
            number,
            format!("{what}; a picture is one line: [picture: name] Caption."),
        )
    };
    let rest = line
        .trim()
        .strip_prefix("[picture: ")
        .ok_or_else(|| bad("a picture line starts with \"[picture: \""))?;
    let (name, caption) = rest
        .split_once(']')
        .ok_or_else(|| bad("the picture's name is not closed with ]"))?;
    let name = name.trim();
    let name_ok = !name.is_empty()
        && name.chars().count() <= PICTURE_NAME_CHARS
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !name.starts_with('-')
        && !name.ends_with('-');
    if !name_ok {
        return Err(bad(&format!(
            "the picture name {name:?} is not lowercase letters, digits and hyphens"
        )));
    }
    let caption = caption.trim();
    if caption.is_empty() {
        return Err(bad("the picture has no caption"));
    }
    if caption.chars().count() > PICTURE_CAPTION_CHARS {
        return Err(bad(&format!(
            "the caption is longer than {PICTURE_CAPTION_CHARS} characters"
        )));
    }
    if caption.contains(['*', '[', ']']) || foreign_markup(caption).is_some() {
        return Err(bad("a caption is plain text"));
    }
    Ok((name.to_owned(), caption.to_owned()))
}

/// Parses a rules text (see the module comment). Any well-formed picture name is
/// taken; [`parse_with_pictures`] also checks the names against what the game draws.
pub fn parse(source: &str) -> Result<RulesPage, RulesPageError> {
    parse_checked(source, None)
}

/// Parses a rules text whose pictures must be among `drawn`, the names the game's
/// `pictures.js` draws; any other name is refused with its line.
pub fn parse_with_pictures(source: &str, drawn: &[&str]) -> Result<RulesPage, RulesPageError> {
    parse_checked(source, Some(drawn))
}

fn parse_checked(source: &str, drawn: Option<&[&str]>) -> Result<RulesPage, RulesPageError> {
    let mut lines = source.lines().enumerate().map(|(i, l)| (i + 1, l));
    let title = match lines.next() {
        Some((_, first)) => first
            .strip_prefix("# ")
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .ok_or_else(|| refuse(1, "the first line is the title: # Title"))?
            .to_owned(),
        None => return Err(refuse(1, "the rules text is empty")),
    };
    let mut blocks: Vec<Block> = Vec::new();
    let mut glossary: Option<Vec<GlossaryEntry>> = None;
    let mut paragraph: Option<(usize, String)> = None;
    let end_paragraph = |paragraph: &mut Option<(usize, String)>,
                         blocks: &mut Vec<Block>|
     -> Result<(), RulesPageError> {
        if let Some((line, text)) = paragraph.take() {
            blocks.push(Block::Paragraph {
                spans: spans(&text, line)?,
            });
        }
        Ok(())
    };
    for (number, raw) in lines {
        let line = raw.trim_end();
        if let Some(entries) = glossary.as_mut() {
            if line.trim().is_empty() {
                continue;
            }
            if line.starts_with('#') {
                return Err(refuse(number, "the glossary is the last section"));
            }
            if let Some(what) = foreign_markup(line) {
                return Err(refuse(number, format!("the rules text has no {what}")));
            }
            entries.push(glossary_entry(line, number)?);
            continue;
        }
        if line.trim().is_empty() {
            end_paragraph(&mut paragraph, &mut blocks)?;
            continue;
        }
        if line
            .trim_start()
            .to_ascii_lowercase()
            .starts_with(PICTURE_OPENING)
        {
            end_paragraph(&mut paragraph, &mut blocks)?;
            let (name, caption) = picture_line(line, number)?;
            if let Some(drawn) = drawn
                && !drawn.contains(&name.as_str())
            {
                return Err(refuse(
                    number,
                    format!(
                        "the game draws no picture {name:?} (it draws: {})",
                        drawn.join(", ")
                    ),
                ));
            }
            let twice = blocks
                .iter()
                .any(|b| matches!(b, Block::Picture { name: other, .. } if *other == name));
            if twice {
                return Err(refuse(
                    number,
                    format!("the picture {name:?} is already on this page"),
                ));
            }
            blocks.push(Block::Picture { name, caption });
            continue;
        }
        if let Some(what) = foreign_markup(line) {
            return Err(refuse(number, format!("the rules text has no {what}")));
        }
        if line.starts_with('#') {
            end_paragraph(&mut paragraph, &mut blocks)?;
            let (level, text) = if let Some(text) = line.strip_prefix("### ") {
                (3, text)
            } else if let Some(text) = line.strip_prefix("## ") {
                (2, text)
            } else {
                return Err(refuse(
                    number,
                    "headings are ## Section or ### Subsection (the title is the first line)",
                ));
            };
            let text = text.trim();
            if text.is_empty() || text.contains('*') {
                return Err(refuse(number, "a heading is plain text"));
            }
            if level == 2 && text == "Glossary" {
                glossary = Some(Vec::new());
            } else {
                blocks.push(Block::Heading {
                    level,
                    text: text.to_owned(),
                });
            }
            continue;
        }
        let item = line
            .strip_prefix("- ")
            .map(|t| (false, t))
            .or_else(|| numbered_item(line).map(|t| (true, t)));
        if let Some((numbered, text)) = item {
            end_paragraph(&mut paragraph, &mut blocks)?;
            let spans = spans(text.trim(), number)?;
            match blocks.last_mut() {
                Some(Block::List {
                    numbered: same,
                    items,
                }) if *same == numbered => items.push(spans),
                _ => blocks.push(Block::List {
                    numbered,
                    items: vec![spans],
                }),
            }
            continue;
        }
        if line.starts_with(' ')
            && matches!(blocks.last(), Some(Block::List { .. }))
            && paragraph.is_none()
        {
            return Err(refuse(
                number,
                "lists are not nested and an item is one line",
            ));
        }
        match paragraph.as_mut() {
            Some((_, text)) => {
                text.push(' ');
                text.push_str(line.trim());
            }
            None => paragraph = Some((number, line.trim().to_owned())),
        }
    }
    end_paragraph(&mut paragraph, &mut blocks)?;
    let glossary = glossary.ok_or_else(|| {
        refuse(
            source.lines().count().max(1),
            "the last section is ## Glossary",
        )
    })?;
    if glossary.is_empty() {
        return Err(refuse(source.lines().count(), "the glossary has no entry"));
    }
    Ok(RulesPage {
        title,
        blocks,
        glossary,
    })
}

impl RulesPage {
    /// The page as plain text for a terminal: headings underlined, list items
    /// marked, paragraphs wrapped at `width` columns, then the glossary.
    pub fn to_text(&self, width: usize) -> String {
        let mut out = String::new();
        let plain = |spans: &[Span]| spans.iter().map(|s| s.text.as_str()).collect::<String>();
        let push_wrapped = |out: &mut String, first: &str, rest: &str, text: &str| {
            let mut line = String::from(first);
            let mut empty = true;
            for word in text.split_whitespace() {
                if !empty && line.chars().count() + 1 + word.chars().count() > width {
                    out.push_str(line.trim_end());
                    out.push('\n');
                    line = String::from(rest);
                    empty = true;
                }
                if !empty {
                    line.push(' ');
                }
                line.push_str(word);
                empty = false;
            }
            out.push_str(line.trim_end());
            out.push('\n');
        };
        out.push_str(&self.title);
        out.push('\n');
        out.push_str(&"=".repeat(self.title.chars().count()));
        out.push('\n');
        for block in &self.blocks {
            out.push('\n');
            match block {
                Block::Heading { level, text } => {
                    out.push_str(text);
                    out.push('\n');
                    let rule = if *level == 2 { "-" } else { "." };
                    out.push_str(&rule.repeat(text.chars().count()));
                    out.push('\n');
                }
                Block::Paragraph { spans } => push_wrapped(&mut out, "", "", &plain(spans)),
                Block::List { numbered, items } => {
                    for (i, item) in items.iter().enumerate() {
                        let mark = if *numbered {
                            format!("{}. ", i + 1)
                        } else {
                            "- ".to_owned()
                        };
                        let indent = " ".repeat(mark.len());
                        push_wrapped(&mut out, &mark, &indent, &plain(item));
                    }
                }
                Block::Picture { caption, .. } => push_wrapped(
                    &mut out,
                    "",
                    "  ",
                    &format!("(Picture, in the browser: {caption})"),
                ),
            }
        }
        out.push_str("\nGlossary\n--------\n");
        for entry in &self.glossary {
            out.push('\n');
            push_wrapped(
                &mut out,
                "",
                "  ",
                &format!("{}: {}", entry.term, entry.text),
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "# Example: how to play\n\nA first *short* paragraph\nover two lines.\n\n## Setup\n\n- one **bold** item\n- two\n\n1. first\n2. second\n\n### Detail\n\nText.\n\n## Glossary\n\n- **Smile (smiles)**: a point of agreement.\n- **Din**: a call.\n";

    #[test]
    fn a_page_parses_into_blocks_and_a_glossary() {
        let page = parse(PAGE).expect("parses");
        assert_eq!(page.title, "Example: how to play");
        assert_eq!(page.blocks.len(), 6, "{:?}", page.blocks);
        assert_eq!(
            page.blocks[0],
            Block::Paragraph {
                spans: vec![
                    Span {
                        text: "A first ".into(),
                        bold: false,
                        italic: false
                    },
                    Span {
                        text: "short".into(),
                        bold: false,
                        italic: true
                    },
                    Span {
                        text: " paragraph over two lines.".into(),
                        bold: false,
                        italic: false
                    },
                ]
            }
        );
        assert!(
            matches!(&page.blocks[2], Block::List { numbered: false, items } if items.len() == 2)
        );
        assert!(
            matches!(&page.blocks[3], Block::List { numbered: true, items } if items.len() == 2)
        );
        assert_eq!(page.glossary[0].term, "Smile");
        assert_eq!(page.glossary[0].forms, vec!["smiles".to_owned()]);
        assert_eq!(page.glossary[1].text, "a call.");
        let text = page.to_text(30);
        assert!(text.starts_with("Example: how to play\n===================="));
        assert!(text.lines().all(|l| l.chars().count() <= 30), "{text}");
        assert!(text.contains("Smile: a point of agreement."));
    }

    #[test]
    fn markup_outside_the_subset_is_refused_at_its_line() {
        for (bad, line) in [
            (
                "# T\n\nsee [here](http://x)\n\n## Glossary\n- **A**: b.\n",
                3,
            ),
            ("# T\n\n<b>hi</b>\n\n## Glossary\n- **A**: b.\n", 3),
            ("# T\n\nuse `code`\n\n## Glossary\n- **A**: b.\n", 3),
            ("# T\n\n> quote\n\n## Glossary\n- **A**: b.\n", 3),
            ("# T\n\n| a | b |\n\n## Glossary\n- **A**: b.\n", 3),
            ("# T\n\n#### deep\n\n## Glossary\n- **A**: b.\n", 3),
            ("# T\n\n**open\n\n## Glossary\n- **A**: b.\n", 3),
            ("# T\n\ntext\n\n## Glossary\n- A: b.\n", 6),
            ("# T\n\ntext\n\n## Glossary\n- **A**: b.\n## More\n", 7),
            ("No title\n\n## Glossary\n- **A**: b.\n", 1),
            ("# T\n\ntext\n", 3),
        ] {
            let err = parse(bad).expect_err(bad);
            assert_eq!(err.line, line, "{bad:?}: {err}");
        }
    }

    const WITH_PICTURES: &str = "# Example: how to play\n\nThe board:\n[picture: board] The manor from above, rooms around the corridors.\n\n## Scoring\n\n[picture: score-sheet-2] A score sheet, line by line.\n\n## Glossary\n\n- **Din**: a call.\n";

    #[test]
    fn a_picture_line_is_a_block_with_its_name_and_caption() {
        let page = parse(WITH_PICTURES).expect("parses");
        assert_eq!(
            page.blocks,
            vec![
                Block::Paragraph {
                    spans: vec![Span {
                        text: "The board:".into(),
                        bold: false,
                        italic: false
                    }]
                },
                Block::Picture {
                    name: "board".into(),
                    caption: "The manor from above, rooms around the corridors.".into()
                },
                Block::Heading {
                    level: 2,
                    text: "Scoring".into()
                },
                Block::Picture {
                    name: "score-sheet-2".into(),
                    caption: "A score sheet, line by line.".into()
                },
            ]
        );
        let json = serde_json::to_value(&page.blocks[1]).expect("json");
        assert_eq!(
            json,
            serde_json::json!({"kind": "picture", "name": "board",
                "caption": "The manor from above, rooms around the corridors."})
        );
    }

    #[test]
    fn a_picture_reads_as_its_caption_in_a_terminal() {
        let page = parse(WITH_PICTURES).expect("parses");
        let text = page.to_text(40);
        assert!(
            text.contains(
                "\n(Picture, in the browser: The manor from\n  above, rooms around the corridors.)\n"
            ),
            "{text}"
        );
        assert!(!text.contains("[picture"), "{text}");
        assert!(!text.contains("score-sheet-2"), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 40), "{text}");
    }

    #[test]
    fn a_malformed_picture_line_is_refused_at_its_line() {
        for bad in [
            "[picture board] No colon.",
            "[picture: board No closing bracket.",
            "[picture: ] No name.",
            "[picture: Board] Capital letters.",
            "[picture: the board] A space.",
            "[picture: -board] A leading hyphen.",
            "[picture: board]",
            "[picture: board]    ",
            "[picture: board] A **bold** caption.",
            "[picture: board] A caption [with brackets].",
            "[picture: board] A caption with <b>HTML</b>.",
            "[picture: board] A caption with `code`.",
            "[Picture: board] Capital opening.",
            "[picture:board] No space.",
        ] {
            let text = format!("# T\n\nIntro.\n\n{bad}\n\n## Glossary\n- **A**: b.\n");
            let err = parse(&text).expect_err(bad);
            assert_eq!(err.line, 5, "{bad:?}: {err}");
            assert!(
                err.message.contains("[picture: name] Caption."),
                "{bad:?}: {err}"
            );
        }
        let long = format!(
            "# T\n\n[picture: board] {}\n\n## Glossary\n- **A**: b.\n",
            "word ".repeat(70)
        );
        assert_eq!(parse(&long).expect_err("long caption").line, 3);
        let twice =
            "# T\n\n[picture: board] One.\n\n[picture: board] Two.\n\n## Glossary\n- **A**: b.\n";
        let err = parse(twice).expect_err("twice");
        assert_eq!(err.line, 5, "{err}");
        assert!(err.message.contains("already"), "{err}");
        let in_glossary = "# T\n\nText.\n\n## Glossary\n- **A**: b.\n[picture: board] Late.\n";
        assert_eq!(parse(in_glossary).expect_err("in glossary").line, 7);
    }

    #[test]
    fn a_picture_the_game_does_not_draw_is_refused_at_its_line() {
        parse_with_pictures(WITH_PICTURES, &["board", "score-sheet-2", "other"])
            .expect("both drawn");
        let err = parse_with_pictures(WITH_PICTURES, &["board"]).expect_err("unknown");
        assert_eq!(err.line, 8, "{err}");
        assert!(err.message.contains("\"score-sheet-2\""), "{err}");
        assert!(err.message.contains("it draws: board"), "{err}");
        let err = parse_with_pictures(WITH_PICTURES, &[]).expect_err("draws nothing");
        assert_eq!(err.line, 4, "{err}");
    }
}
