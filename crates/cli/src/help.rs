//! `--help` in the reader's language: the `Command` clap derives from `Cli` is
//! walked once before parsing, and every about, argument help, heading and
//! the help template take their words from the `cli-help-` messages of the
//! catalogue (crates/i18n/locales/*/cli.ftl), English included. A message's id
//! is made of the command path and the argument id: `cli-help-serve` (the
//! command's about), `cli-help-serve-addr` (an argument's help); global
//! arguments and clap's own flags have one id for every command
//! (`cli-help-lang`, `cli-help-flag-help`). A missing message shows as its id,
//! which the tests look for. The catalogue is the only source of these words:
//! the commands and arguments in main.rs and the modules have `//` comments
//! for developers, which clap does not read.
//!
//! The words of clap's parse errors are the catalogue's too (parse_error.rs).
//! Value names (`<PLAYERS>`) are `cli-value-` messages. What clap does not let
//! us translate: the `[OPTIONS]` word of the usage line, which French writes
//! the same.

use clap::Command;

/// The language `--lang` asks for in `args` (`--lang fr` or `--lang=fr`),
/// read before clap parses them so that the help is already in it.
pub fn lang_flag(args: &[std::ffi::OsString]) -> Option<String> {
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            return None;
        }
        if arg == "--lang" {
            return args.next().map(|value| value.into_owned());
        }
        if let Some(value) = arg.strip_prefix("--lang=") {
            return Some(value.to_owned());
        }
    }
    None
}

/// `command` (built: global arguments and clap's help flags and subcommand
/// in place) with its words looked up by `message(id)`.
pub fn localize(mut command: Command) -> Command {
    command.build();
    localize_command(command, "")
}

/// The message `id` of the chosen language (the id itself when missing).
fn message(id: &str) -> String {
    tr!(id)
}

/// A heading: the message ends with a colon (`Options:`, `Options :`), which
/// clap adds itself.
/// Leaked once per command and run: clap keeps its headings as `&'static str`.
fn heading(id: &str) -> &'static str {
    let text = message(id);
    text.strip_suffix(':').unwrap_or(&text).to_owned().leak()
}

fn localize_command(mut command: Command, path: &str) -> Command {
    let about_id = match path {
        "" => "cli-help-about".to_owned(),
        _ => format!("cli-help-{path}"),
    };
    command = command.about(message(&about_id));
    if command.get_long_about().is_some() {
        command = command.long_about(message(&format!("{about_id}-long")));
    }
    let usage = message("cli-help-heading-usage");
    let template = template_of_usage(&usage);
    command = command
        .help_template(template)
        .subcommand_help_heading(heading("cli-help-heading-commands"))
        .subcommand_value_name(&*message("cli-help-value-command").leak());
    let options = heading("cli-help-heading-options");
    let arguments = heading("cli-help-heading-arguments");
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let arg_path = if path.is_empty() { "sleuth" } else { path };
        command = command.mut_arg(&id, |mut arg| {
            let message_id = match id.as_str() {
                "help" | "version" => {
                    let more = arg
                        .get_help()
                        .is_some_and(|help| help.to_string().contains("--help'"));
                    format!("cli-help-flag-{id}{}", if more { "-more" } else { "" })
                }
                _ if arg.is_global_set() => format!("cli-help-{id}"),
                _ => format!("cli-help-{arg_path}-{}", id.replace('_', "-")),
            };
            let mut help = message(&message_id);
            let defaults: Vec<String> = arg
                .get_default_values()
                .iter()
                .map(|v| v.to_string_lossy().into_owned())
                .collect();
            let takes_value = arg.get_action().takes_values();
            if takes_value && !defaults.is_empty() && !arg.is_hide_default_value_set() {
                help.push(' ');
                help.push_str(&tr!("cli-help-default", value = defaults.join(", ")));
                arg = arg.hide_default_value(true);
            }
            let possible: Vec<String> = arg
                .get_possible_values()
                .iter()
                .filter(|v| !v.is_hide_set())
                .map(|v| v.get_name().to_owned())
                .collect();
            if takes_value && !possible.is_empty() && !arg.is_hide_possible_values_set() {
                help.push(' ');
                help.push_str(&tr!(
                    "cli-help-possible-values",
                    values = possible.join(", ")
                ));
                arg = arg.hide_possible_values(true);
            }
            if arg.get_long_help().is_some() {
                arg = arg.long_help(message(&format!("{message_id}-long")));
            }
            if takes_value {
                arg = localize_value_names(arg);
            }
            let is_positional = arg.is_positional();
            arg.help(help)
                .help_heading(if is_positional { arguments } else { options })
        });
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in names {
        if name == "help" {
            // clap's `help` subcommand: one message for all.
            command = command.mut_subcommand(&name, |sub| {
                localize_help_subcommand(sub.about(message("cli-help-subcommand-help")), path)
            });
            continue;
        }
        let sub_path = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}-{name}")
        };
        command = command.mut_subcommand(&name, |sub| localize_command(sub, &sub_path));
    }
    command
}

/// The names an argument's values are shown by (`--players <PLAYERS>`), from
/// the `cli-value-` messages (`cli-value-players`, `cli-value-max-actions`); a
/// name without a message stays as it is. Display only: parsing never reads them.
fn localize_value_names(arg: clap::Arg) -> clap::Arg {
    let names: Vec<String> = match arg.get_value_names() {
        Some(names) => names.iter().map(ToString::to_string).collect(),
        None => vec![arg.get_id().as_str().to_uppercase()],
    };
    let said: Vec<String> = names
        .iter()
        .map(|name| {
            let id = format!("cli-value-{}", name.to_lowercase().replace('_', "-"));
            let text = message(&id);
            if text == id { name.clone() } else { text }
        })
        .collect();
    if said == names {
        arg
    } else {
        // Leaked once per argument and run, as the headings are: clap keeps
        // value names as `&'static str`.
        let said: Vec<&'static str> = said.into_iter().map(|name| &*name.leak()).collect();
        arg.value_names(said)
    }
}

/// clap's default help template with the usage heading in the reader's language.
fn template_of_usage(usage: &str) -> String {
    format!(
        "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
    )
}

/// clap's `help` subcommand under `path` and the names it accepts (a copy of
/// the commands under `path`, shown by `sleuth help help`): their abouts are
/// those of the commands they name.
fn localize_help_subcommand(mut command: Command, path: &str) -> Command {
    command = command
        .help_template(template_of_usage(&message("cli-help-heading-usage")))
        .subcommand_help_heading(heading("cli-help-heading-commands"))
        .subcommand_value_name(&*message("cli-help-value-command").leak());
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in names {
        let sub_path = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}-{name}")
        };
        let about = if name == "help" {
            message("cli-help-subcommand-help")
        } else {
            message(&format!("cli-help-{sub_path}"))
        };
        command = command.mut_subcommand(&name, |sub| {
            localize_help_subcommand(sub.about(about), &sub_path)
        });
    }
    command
}
