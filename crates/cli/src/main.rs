//! The `sleuth` command line: `serve`, `games`, `simulate`, `replay`. Every game is
//! reached through the registry in `sleuth-games`, by id.

#[macro_use]
mod text;

mod allocator;
mod assist;
mod backup;
mod campaign;
mod ceilings;
mod help;
mod loadgen;
mod parse_error;
mod tutorial;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::{CommandFactory, FromArgMatches, Subcommand};
use serde_json::json;
use sleuth_core::{
    ErasedGame, MatchRecord, Registry, ReplayError, SimulationOptions, SimulationReport, Viewer,
};

// What `--help` says of each command and argument is in the catalogue
// (`cli-help-*` in crates/i18n/locales/*/cli.ftl; help.rs): the comments on
// the commands and arguments below are for developers (`//`, which clap does
// not read).
#[derive(clap::Parser, Debug)]
#[command(name = "sleuth", version)]
struct Cli {
    // The language of the output for people (en, fr); without it, the
    // environment's (LC_ALL, LC_MESSAGES, LANG), else English. JSON output is
    // the same in every language.
    #[arg(long, global = true, value_name = "CODE")]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

/// Config fields chosen on the command line, merged over the game's defaults.
#[derive(clap::Args, Debug)]
struct ConfigArgs {
    // Scenario id, for games with scenarios (Almost Innocent).
    #[arg(long)]
    scenario: Option<String>,
    // Difficulty, for games with difficulties (easy, medium, detective).
    #[arg(long)]
    difficulty: Option<String>,
    // More config fields as a JSON object, merged over the defaults,
    // e.g. '{"burgess_goes_diagonal": true}'.
    #[arg(long)]
    config: Option<String>,
}

#[derive(Subcommand, Debug)]
enum ContentCommand {
    // Validate content files (a file or every .toml under a directory) and report
    // every problem with its place. Exits 1 if any problem is found.
    Check { paths: Vec<PathBuf> },
}

#[derive(Subcommand, Debug)]
enum SolveCommand {
    // Exact card-ownership deduction: a knowledge document (JSON) on stdin, the
    // probabilities and certain facts (JSON) on stdout. See docs/deduction/.
    Cluedo {
        // Print the built-in decks and their card names instead.
        #[arg(long)]
        list_decks: bool,
    },
    // Exact Lady Alice deduction for one seat: a knowledge document (JSON) on
    // stdin, the world distribution (JSON) on stdout. See
    // docs/deduction/lady-alice-solver.md.
    LadyAlice,
}

#[derive(Subcommand, Debug)]
enum AdminAction {
    // Every report of a publication, newest first.
    Reports {
        #[arg(long)]
        json: bool,
    },
    // Every publication in the library, hidden ones too.
    Library {
        #[arg(long)]
        json: bool,
    },
    // Hides a publication from the library and the lobby (matches already
    // made with it keep playing and replaying).
    Hide {
        // The publication's id (`l-...`).
        id: String,
        // Why, for the other administrators.
        #[arg(long, default_value = "")]
        note: String,
    },
    // Shows a hidden publication again.
    Restore {
        id: String,
    },
    // Copies the live SQLite database to a new file (SQLite's online backup:
    // safe while `sleuth serve` runs); says how many matches and accounts it holds.
    Backup(backup::BackupArgs),
}

#[derive(Subcommand, Debug)]
enum Command {
    // A site administrator's tools on the store `sleuth serve` uses: list the
    // reports of published cases and puzzles, hide one, restore one.
    Admin {
        // Directory of the SQLite database (as `sleuth serve --data`).
        #[arg(long, default_value = "sleuth-data")]
        data: PathBuf,
        // A PostgreSQL URL (as `sleuth serve --database`).
        #[arg(long)]
        database: Option<String>,
        #[command(subcommand)]
        action: AdminAction,
    },
    // Serve the browser UI, the lobby and live games (SQLite under --data, or
    // PostgreSQL with --database, shared by several nodes; docs/deploy.md).
    Serve {
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        // Directory for the SQLite database.
        #[arg(long, default_value = "sleuth-data")]
        data: PathBuf,
        // A PostgreSQL URL (postgres://user:password@host:port/database) to store
        // matches in instead of SQLite; several nodes may share it.
        #[arg(long)]
        database: Option<String>,
        // Pause before each bot action, in milliseconds.
        #[arg(long, default_value_t = 700)]
        bot_delay_ms: u64,
        // Serve the UI from this directory instead of the embedded copy
        // (development). Given `crates/server/web`, the game tables and the
        // message catalogues are read from their crates too, so edits show on
        // reload without a rebuild.
        #[arg(long)]
        static_dir: Option<PathBuf>,
        // Time a client has to send a request's headers, in milliseconds.
        #[arg(long, default_value_t = 10_000)]
        header_timeout_ms: u64,
        // Most connections held at once; beyond, 503 busy.
        #[arg(long, default_value_t = 1024)]
        max_connections: usize,
        // Most connections held at once from one client address (loopback and
        // --trusted-proxy addresses excepted); beyond, 503 busy. 0: no cap (a
        // proxy in front caps its clients).
        #[arg(long, default_value_t = 64)]
        max_connections_per_address: usize,
        // The address of a reverse proxy in front of this node, on another
        // machine (loopback is always trusted): not capped per address, and its
        // X-Forwarded-For names the client. Repeat for several.
        #[arg(long = "trusted-proxy", value_name = "ADDRESS")]
        trusted_proxies: Vec<std::net::IpAddr>,
        // How log lines are written to stderr: `text` for people, `json` (one
        // object per line, with the match id and seat of lines about a match)
        // for log collectors.
        #[arg(long, value_enum, default_value_t = LogFormat::Text)]
        log_format: LogFormat,
        // WebSocket ping interval and dead-peer timeout, in milliseconds.
        #[arg(long, default_value_t = 20_000)]
        ws_ping_ms: u64,
        #[arg(long, default_value_t = 60_000)]
        ws_dead_ms: u64,
        // The contact push services may use about this site (Web Push's VAPID
        // `sub`): a `mailto:` or `https:` URL of the operator.
        #[arg(long, default_value = "mailto:operator@sleuth.invalid")]
        push_contact: String,
        // Accept push subscriptions whose endpoint is plain http (only for a
        // push service on a private network or this machine, e.g. in trials).
        #[arg(long)]
        push_allow_http: bool,
        // In a match without a clock, how long (seconds) a person's seat must be
        // without a connection before the others may hand it to a bot.
        #[arg(long, default_value_t = 180)]
        hand_over_after_secs: u64,
        // Turn on `GET /metrics` (Prometheus text) for requests bearing this
        // token (`Authorization: Bearer TOKEN`, at least 16 visible characters).
        // Better given in the environment variable SLEUTH_METRICS_TOKEN, which
        // `ps` does not show. Without either, /metrics answers 404.
        #[arg(long, value_name = "TOKEN")]
        metrics_token: Option<String>,
    },
    // Load a running server: busy Lady Alice tables over WebSockets, with latency.
    Loadgen {
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        // Another node on the same PostgreSQL where the spectators watch (the
        // players act on --addr): the report adds the cross-node delay.
        #[arg(long, value_name = "ADDR")]
        watch_addr: Option<std::net::SocketAddr>,
        // Concurrent tables (matches), each with one scripted human and 3 bots.
        #[arg(long, default_value_t = 50)]
        tables: usize,
        // Spectator connections per table.
        #[arg(long, default_value_t = 3)]
        spectators: usize,
        #[arg(long, default_value_t = 20)]
        seconds: u64,
        // Extra idle WebSockets to hold open through the run (each must still
        // answer a ping at the end).
        #[arg(long, default_value_t = 0)]
        hold: usize,
        // Paced tables as on a real site instead of stress tables: people think,
        // bots keep the server's delay (serve without --bot-delay-ms 0), all
        // five games, spectators come and go, people reconnect.
        #[arg(long)]
        paced: bool,
        // Paced: a person's think time per move, uniform over MIN..MAX ms.
        #[arg(long, default_value = "2000..8000", value_name = "MIN..MAX")]
        think_ms: String,
        // Paced: the games, comma-separated, in equal shares of the tables.
        #[arg(
            long,
            value_name = "GAME_IDS",
            default_value = "lady-alice,havent-a-cluedo,almost-innocent,watson-holmes,lateral-puzzles"
        )]
        games: String,
        // Paced: scripted people per table (bots in the other seats; the
        // Lateral Puzzles Game seats people only).
        #[arg(long, default_value_t = 1)]
        people: usize,
        // Paced: a spectator stays about this long (half to 1.5 times), then
        // leaves and another comes.
        #[arg(long, default_value_t = 30)]
        spectator_stay_secs: u64,
        // Paced: each person closes the socket and comes back (hello with
        // since) about this often (half to 1.5 times); 0 never.
        #[arg(long, default_value_t = 60)]
        reconnect_secs: u64,
        // Paced: the server's process id, to report its memory and CPU.
        #[arg(long, value_name = "PID")]
        server_pid: Option<u32>,
        // Paced: the seed of the think times and moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        // Paced: print the report as JSON instead of lines for people (the
        // stress mode always prints JSON).
        #[arg(long)]
        json: bool,
    },
    // The ceilings loadgen's figures are read against, on this machine: a minimal
    // WebSocket echo with the same fan-out, and SQLite's raw commit rate. With
    // --compare, prints a loadgen report's figures as ratios of them.
    BenchCeilings {
        #[arg(long, default_value_t = 50)]
        tables: usize,
        #[arg(long, default_value_t = 3)]
        spectators: usize,
        #[arg(long, default_value_t = 20)]
        seconds: u64,
        // Bytes of each broadcast message (about a Lady Alice update).
        #[arg(long, default_value_t = 2000)]
        message_bytes: usize,
        // A `sleuth loadgen` JSON report to compare with the ceilings.
        #[arg(long)]
        compare: Option<PathBuf>,
    },
    // Content files (scenarios, cases, puzzles): check them.
    Content {
        #[command(subcommand)]
        command: ContentCommand,
    },
    // The deduction assistant for a game at a real table: enter your hand and what
    // happens, see the notepad with probabilities (docs/assistant.md).
    Assist(assist::AssistArgs),
    // Deduction from one seat's knowledge.
    Solve {
        #[command(subcommand)]
        command: SolveCommand,
    },
    // Print a game's rules and glossary (the same text as the browser's rules page).
    Rules {
        // Game id, e.g. lady-alice.
        game: String,
        // The parsed page as JSON (blocks and glossary), as `GET /api/games/GAME/rules`.
        #[arg(long)]
        json: bool,
    },
    // Check or draft a game's tutorial script (docs/content/tutorials.md).
    Tutorial {
        #[command(subcommand)]
        command: tutorial::TutorialCommand,
    },
    // List the hosted games with their player counts, variants and bots.
    Games {
        #[arg(long)]
        json: bool,
    },
    // Play many games with bots in every seat and report the results.
    Simulate {
        // Game id, e.g. lady-alice.
        game: String,
        #[arg(long, short)]
        players: u8,
        #[arg(long, short, default_value_t = 1000)]
        games: u64,
        #[arg(long, short, default_value_t = 1)]
        seed: u64,
        // Bot in every seat, or one per seat separated by commas (default: baseline).
        #[arg(long)]
        bot: Option<String>,
        // Abort a game after this many actions (default: the game's stated bound).
        #[arg(long)]
        max_actions: Option<u64>,
        #[command(flatten)]
        config: ConfigArgs,
        // Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
    // Mixed bots with seats rotated; win rates with Wilson 95% intervals.
    Tournament {
        game: String,
        // Bots taking turns in the seats, e.g. baseline,random.
        #[arg(long)]
        bots: String,
        #[arg(long, short)]
        players: u8,
        #[arg(long, short, default_value_t = 1000)]
        games: u64,
        #[arg(long, short, default_value_t = 1)]
        seed: u64,
        #[command(flatten)]
        config: ConfigArgs,
        #[arg(long)]
        json: bool,
    },
    // Show a team's campaign progress (a file); `--record` notes a finished match.
    Campaign(campaign::CampaignArgs),
    // Replay a match record; report the outcome or the first refused action.
    Replay {
        file: PathBuf,
        #[arg(long)]
        json: bool,
        // For a finished match: per seat, how probable the truth was after each
        // action and the first action after which the solution was certain.
        #[arg(long, alias = "analyze")]
        analyse: bool,
    },
}

fn main() -> ExitCode {
    // The language is chosen before clap parses, so that `--help` is in it.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if let Err(message) = text::choose_language(help::lang_flag(&args).as_deref()) {
        eprintln!("sleuth: {message}");
        return ExitCode::from(2);
    }
    let mut command = help::localize(Cli::command());
    let cli = match command
        .try_get_matches_from_mut(args.clone())
        .and_then(|matches| Cli::from_arg_matches(&matches))
    {
        Ok(cli) => cli,
        Err(err) => parse_error::exit(err, &command, &args),
    };
    let registry = sleuth_games::registry();
    let result = match cli.command {
        Command::Admin {
            data,
            database,
            action: AdminAction::Backup(args),
        } => backup::run(&data, database.as_deref(), args),
        Command::Admin {
            data,
            database,
            action,
        } => admin(&data, database.as_deref(), action),
        Command::Serve {
            addr,
            data,
            database,
            bot_delay_ms,
            static_dir,
            header_timeout_ms,
            max_connections,
            max_connections_per_address,
            trusted_proxies,
            log_format,
            ws_ping_ms,
            ws_dead_ms,
            push_contact,
            push_allow_http,
            hand_over_after_secs,
            metrics_token,
        } => {
            let metrics_token = match metrics_token_from(metrics_token) {
                Ok(token) => token,
                Err(err) => {
                    eprintln!("sleuth: {err:#}");
                    return ExitCode::FAILURE;
                }
            };
            let ms = std::time::Duration::from_millis;
            let limits = sleuth_server::Limits {
                header_read_timeout: ms(header_timeout_ms),
                max_connections,
                max_connections_per_address,
                trusted_proxies,
                ws_ping_interval: ms(ws_ping_ms),
                ws_dead_after: ms(ws_dead_ms),
                metrics_token,
                ..sleuth_server::Limits::default()
            };
            let people = People {
                push: sleuth_server::live::PushSettings {
                    contact: push_contact,
                    allow_http: push_allow_http,
                },
                hand_over_after: std::time::Duration::from_secs(hand_over_after_secs),
            };
            serve(
                addr,
                data,
                database,
                bot_delay_ms,
                static_dir,
                limits,
                people,
                log_format,
            )
        }
        Command::Games { json } => games(&registry, json),
        Command::Rules { game, json } => rules(&registry, &game, json),
        Command::Tutorial { command } => tutorial::run(&registry, command),
        Command::Loadgen {
            addr,
            watch_addr,
            tables,
            spectators,
            seconds,
            hold,
            paced,
            think_ms,
            games,
            people,
            spectator_stay_secs,
            reconnect_secs,
            server_pid,
            seed,
            json,
        } => tokio::runtime::Runtime::new()
            .context(tr!("cli-no-runtime"))
            .and_then(|runtime| {
                // A server that is not there is one clear line, not a panic in
                // one of the load generator's threads.
                runtime
                    .block_on(tokio::net::TcpStream::connect(addr))
                    .with_context(|| tr!("cli-loadgen-no-server", addr = addr.to_string()))?;
                if let Some(watch) = watch_addr {
                    runtime
                        .block_on(tokio::net::TcpStream::connect(watch))
                        .with_context(|| tr!("cli-loadgen-no-server", addr = watch.to_string()))?;
                }
                if paced {
                    let options = loadgen::paced::PacedOptions {
                        tables,
                        seconds,
                        think_ms: loadgen::paced::parse_range(&think_ms)
                            .map_err(|e| anyhow::anyhow!("--think-ms: {e}"))?,
                        games: loadgen::paced::parse_games(&games)
                            .map_err(|e| anyhow::anyhow!("--games: {e}"))?,
                        people,
                        spectators,
                        spectator_stay_secs,
                        reconnect_secs,
                        server_pid,
                        seed,
                    };
                    let report = runtime.block_on(loadgen::paced::run(addr, options));
                    if json {
                        outln!("{}", serde_json::to_string_pretty(&report)?);
                    } else {
                        out!("{}", loadgen::paced::human(&report));
                    }
                    return Ok(ExitCode::SUCCESS);
                }
                let report = runtime.block_on(loadgen::run(
                    addr, watch_addr, tables, spectators, seconds, hold,
                ));
                outln!("{}", serde_json::to_string_pretty(&report)?);
                Ok(ExitCode::SUCCESS)
            }),
        Command::BenchCeilings {
            tables,
            spectators,
            seconds,
            message_bytes,
            compare,
        } => bench_ceilings(tables, spectators, seconds, message_bytes, compare),
        Command::Simulate {
            game,
            players,
            games,
            seed,
            bot,
            max_actions,
            config,
            json,
        } => simulate(
            &registry,
            &game,
            players,
            games,
            seed,
            bot,
            max_actions,
            &config,
            json,
        ),
        Command::Content {
            command: ContentCommand::Check { paths },
        } => content_check(&paths),
        Command::Tournament {
            game,
            bots,
            players,
            games,
            seed,
            config,
            json,
        } => tournament(&registry, &game, &bots, players, games, seed, &config, json),
        Command::Solve {
            command: SolveCommand::Cluedo { list_decks },
        } => solve_cluedo(list_decks),
        Command::Solve {
            command: SolveCommand::LadyAlice,
        } => solve_lady_alice(),
        Command::Replay {
            file,
            json,
            analyse,
        } => replay(&registry, &file, json, analyse),
        Command::Assist(args) => assist::run(&args),
        Command::Campaign(args) => campaign::run(&registry, &args),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("sleuth: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// `sleuth serve`'s settings about people: Web Push and seats without a connection.
struct People {
    push: sleuth_server::live::PushSettings,
    hand_over_after: std::time::Duration,
}

/// `sleuth admin`: opens the store as `sleuth serve` would (without serving)
/// and lists, hides or restores publications.
fn admin(data: &std::path::Path, database: Option<&str>, action: AdminAction) -> Result<ExitCode> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let store = match database {
            Some(url) => sleuth_server::Store::connect_postgres(url).await?,
            None => {
                let file = data.join("sleuth.sqlite");
                anyhow::ensure!(
                    file.exists(),
                    tr!("cli-admin-no-database", file = file.display().to_string())
                );
                sleuth_server::Store::open(&file)?
            }
        };
        let when = |secs: i64| sleuth_server::live::rfc3339(secs / 1000);
        match action {
            AdminAction::Reports { json } => {
                let reports = store.library_reports().await?;
                if json {
                    let list: Vec<serde_json::Value> = reports
                        .iter()
                        .map(|r| {
                            serde_json::json!({
                                "library_id": r.library_id, "title": r.title, "author": r.author,
                                "reporter": r.reporter, "reason": r.reason,
                                "reported_at": when(r.reported_at), "hidden": r.hidden,
                            })
                        })
                        .collect();
                    outln!("{}", serde_json::Value::Array(list));
                } else if reports.is_empty() {
                    outln!("{}", tr!("cli-admin-no-reports"));
                } else {
                    for r in &reports {
                        outln!(
                            "{}",
                            tr!(
                                "cli-admin-report",
                                id = r.library_id.as_str(),
                                title = format!("{:?}", r.title),
                                author = r.author.as_str(),
                                hidden = yes_no(r.hidden),
                            )
                        );
                        outln!(
                            "  {}",
                            tr!(
                                "cli-admin-reported-by",
                                reporter = r.reporter.as_str(),
                                when = when(r.reported_at),
                                reason = format!("{:?}", r.reason),
                            )
                        );
                    }
                }
            }
            AdminAction::Library { json } => {
                let all = store.library_all().await?;
                if json {
                    let list: Vec<serde_json::Value> = all
                        .iter()
                        .map(|e| {
                            serde_json::json!({
                                "id": e.id, "game": e.game, "title": e.title, "author": e.author,
                                "edition": e.edition, "published_at": when(e.published_at),
                                "hidden": e.hidden_at.is_some(),
                            })
                        })
                        .collect();
                    outln!("{}", serde_json::Value::Array(list));
                } else {
                    for e in &all {
                        outln!(
                            "{}",
                            tr!(
                                "cli-admin-publication",
                                id = e.id.as_str(),
                                game = e.game.as_str(),
                                title = format!("{:?}", e.title),
                                author = e.author.as_str(),
                                edition = e.edition,
                                hidden = yes_no(e.hidden_at.is_some()),
                            )
                        );
                    }
                }
            }
            AdminAction::Hide { id, note } => {
                anyhow::ensure!(
                    store
                        .hide_library_entry(&id, &note, sleuth_server::live::now_ms())
                        .await?,
                    tr!("cli-admin-no-publication", id = format!("{id:?}"))
                );
                outln!("{}", tr!("cli-admin-hidden", id = id.as_str()));
            }
            AdminAction::Restore { id } => {
                anyhow::ensure!(
                    store.restore_library_entry(&id).await?,
                    tr!("cli-admin-no-publication", id = format!("{id:?}"))
                );
                outln!("{}", tr!("cli-admin-restored", id = id.as_str()));
            }
            // Dispatched to `backup::run` in `main`, before any store is opened.
            AdminAction::Backup(_) => bail!("the backup runs without opening the store"),
        }
        Ok(ExitCode::SUCCESS)
    })
}

/// `yes` or `no`, for a catalogue's select on a flag.
fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// The environment variable read for the metrics token when
/// `--metrics-token` is not given.
const METRICS_TOKEN_VARIABLE: &str = "SLEUTH_METRICS_TOKEN";

/// The token that opens `GET /metrics`: the flag's, else the environment's
/// (an empty variable counts as unset); a token too short or with spaces is
/// refused with the reason.
fn metrics_token_from(
    flag: Option<String>,
) -> Result<Option<sleuth_server::metrics::MetricsToken>> {
    let (token, source) = match flag {
        Some(token) => (token, "--metrics-token"),
        None => match std::env::var(METRICS_TOKEN_VARIABLE) {
            Ok(token) if !token.is_empty() => (token, METRICS_TOKEN_VARIABLE),
            Ok(_) | Err(std::env::VarError::NotPresent) => return Ok(None),
            Err(std::env::VarError::NotUnicode(_)) => {
                bail!(tr!(
                    "cli-serve-token-not-text",
                    variable = METRICS_TOKEN_VARIABLE
                ))
            }
        },
    };
    sleuth_server::metrics::MetricsToken::new(&token)
        .map(Some)
        .map_err(|reason| anyhow::anyhow!("{source}: {reason}"))
}

/// `sleuth serve --log-format`.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

#[allow(clippy::too_many_arguments)]
fn serve(
    addr: std::net::SocketAddr,
    data: PathBuf,
    database: Option<String>,
    bot_delay_ms: u64,
    static_dir: Option<PathBuf>,
    limits: sleuth_server::Limits,
    people: People,
    log_format: LogFormat,
) -> Result<ExitCode> {
    let logs = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .with_writer(std::io::stderr);
    match log_format {
        LogFormat::Text => logs.with_ansi(std::io::stderr().is_terminal()).init(),
        // One JSON object per line: the event's fields at the top level
        // (`match_id`, `seat`, `message`, ...) and those of the spans it happened
        // in (a connection's or a bot driver's `match_id` and `seat`) under
        // `span` (docs/deploy.md, "Logs").
        LogFormat::Json => logs
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .init(),
    }
    anyhow::ensure!(
        people.push.contact.starts_with("mailto:") || people.push.contact.starts_with("https:"),
        tr!(
            "cli-serve-push-contact",
            contact = format!("{:?}", people.push.contact)
        )
    );
    let options = sleuth_server::ServeOptions {
        addr,
        data: Some(data.clone()),
        database: database.clone(),
        bot_delay: std::time::Duration::from_millis(bot_delay_ms),
        static_dir,
        limits,
        push: people.push,
        hand_over_after: people.hand_over_after,
    };
    let runtime = tokio::runtime::Runtime::new().context(tr!("cli-no-runtime"))?;
    let stored_in = match &database {
        Some(_) => "PostgreSQL".to_owned(),
        None => data.display().to_string(),
    };
    runtime.block_on(sleuth_server::serve(options, |bound| {
        outln!(
            "{}",
            tr!(
                "cli-serve-listening",
                url = format!("http://{bound}/"),
                data = stored_in.as_str(),
            )
        );
    }))?;
    Ok(ExitCode::SUCCESS)
}

fn find<'a>(registry: &'a Registry, id: &str) -> Result<&'a dyn ErasedGame> {
    if let Some(game) = registry.get(id) {
        return Ok(game);
    }
    if let Some((_, name)) = sleuth_games::planned()
        .into_iter()
        .find(|(planned, _)| *planned == id)
    {
        bail!(tr!(
            "cli-game-planned",
            name = name,
            id = id,
            hosted = registry.ids().join(", "),
        ));
    }
    bail!(tr!(
        "cli-game-unknown",
        id = format!("{id:?}"),
        hosted = registry.ids().join(", "),
    ))
}

fn rules(registry: &Registry, id: &str, as_json: bool) -> Result<ExitCode> {
    let game = find(registry, id)?;
    let name = game.info().name;
    // JSON is the same in every language: the English page, as before.
    let text = if as_json {
        game.rules_text()
    } else {
        game.rules_text_in(text::language()).map(|found| found.text)
    }
    .with_context(|| tr!("cli-rules-missing", game = name))?;
    let page = sleuth_core::rules_page::parse(text).map_err(|e| {
        anyhow::anyhow!(tr!(
            "cli-rules-malformed",
            game = name,
            error = e.to_string()
        ))
    })?;
    if as_json {
        outln!("{}", serde_json::to_string_pretty(&page)?);
    } else {
        out!("{}", page.to_text(80));
    }
    Ok(ExitCode::SUCCESS)
}

fn games(registry: &Registry, as_json: bool) -> Result<ExitCode> {
    if as_json {
        let list: Vec<_> = registry
            .games()
            .map(|g| {
                let bots: Vec<_> = g
                    .bots()
                    .into_iter()
                    .map(|(name, description)| json!({"name": name, "description": description}))
                    .collect();
                json!({"info": g.info(), "bots": bots})
            })
            .collect();
        outln!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(ExitCode::SUCCESS);
    }
    for game in registry.games() {
        let info = game.info();
        outln!(
            "{:<18} {}",
            info.id,
            tr!(
                "cli-games-game",
                name = info.name,
                min = info.min_players,
                max = info.max_players,
                cooperative = yes_no(info.cooperative),
            )
        );
        let summary = game_text(&format!("games-{}-summary", info.id), info.summary);
        outln!("{:<18} {summary}", "");
        if !info.variants.is_empty() {
            let variants: Vec<_> = info
                .variants
                .iter()
                .map(|v| {
                    let description = game_text(
                        &format!("games-{}-variant-{}", info.id, v.key),
                        v.description,
                    );
                    format!("{} ({description})", v.key)
                })
                .collect();
            let list = variants.join("; ");
            outln!("{:<18} {}", "", tr!("cli-games-variants", list = list));
        }
        let bots: Vec<_> = game.bots().into_iter().map(|(name, _)| name).collect();
        let list = bots.join(", ");
        outln!("{:<18} {}", "", tr!("cli-games-bots", list = list));
    }
    for (id, name) in sleuth_games::planned() {
        outln!("{id:<18} {}", tr!("cli-games-planned", name = name));
    }
    Ok(ExitCode::SUCCESS)
}

/// A game's words from the games' catalogue (the lobby's), in the reader's
/// language; `english` (the game's own) when the catalogue has no such message.
fn game_text(id: &str, english: &str) -> String {
    let text = tr!(id);
    if text == id { english.to_owned() } else { text }
}

/// The game's default config for `players`, with the command line's fields merged
/// over it; refuses a player count the game does not allow.
fn command_line_config(
    game: &dyn ErasedGame,
    players: u8,
    args: &ConfigArgs,
) -> Result<serde_json::Value> {
    let info = game.info();
    if !(info.min_players..=info.max_players).contains(&players) {
        bail!(tr!(
            "cli-players-out-of-range",
            game = info.name,
            min = info.min_players,
            max = info.max_players,
            players = players,
        ));
    }
    let mut fields = match &args.config {
        Some(text) => match serde_json::from_str(text).context(tr!("cli-config-not-json"))? {
            serde_json::Value::Object(map) => map,
            _ => bail!(tr!("cli-config-not-object")),
        },
        None => serde_json::Map::new(),
    };
    if let Some(scenario) = &args.scenario {
        fields.insert("scenario".into(), json!(scenario));
    }
    if let Some(difficulty) = &args.difficulty {
        fields.insert("difficulty".into(), json!(difficulty));
    }
    let mut config = game.default_config(players);
    if let Some(object) = config.as_object_mut() {
        object.extend(fields);
    }
    Ok(config)
}

fn solve_cluedo(list_decks: bool) -> Result<ExitCode> {
    if list_decks {
        outln!(
            "{}",
            serde_json::to_string_pretty(&sleuth_deduction::list_decks())?
        );
        return Ok(ExitCode::SUCCESS);
    }
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input)
        .context(tr!("cli-cannot-read-stdin"))?;
    match sleuth_deduction::solve_json(&input) {
        Ok(output) => {
            outln!("{output}");
            Ok(ExitCode::SUCCESS)
        }
        Err(err) => {
            eprintln!("sleuth: {err}");
            Ok(ExitCode::from(2))
        }
    }
}

fn solve_lady_alice() -> Result<ExitCode> {
    let mut input = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut input)
        .context(tr!("cli-cannot-read-stdin"))?;
    let result = serde_json::from_str(&input)
        .map_err(|e| e.to_string())
        .and_then(|doc| sleuth_lady_alice::solver::solve_json(&doc).map_err(|e| e.to_string()));
    match result {
        Ok(output) => {
            outln!("{}", serde_json::to_string_pretty(&output)?);
            Ok(ExitCode::SUCCESS)
        }
        Err(err) => {
            eprintln!("sleuth: {err}");
            Ok(ExitCode::from(2))
        }
    }
}

fn toml_files(path: &std::path::Path, out: &mut Vec<PathBuf>) -> Result<()> {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .with_context(|| tr!("cli-cannot-read", file = path.display().to_string()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for entry in entries {
            toml_files(&entry, out)?;
        }
    } else if path.extension().is_some_and(|e| e == "toml") || !path.exists() {
        out.push(path.to_owned());
    }
    Ok(())
}

fn content_check(paths: &[PathBuf]) -> Result<ExitCode> {
    if paths.is_empty() {
        bail!(tr!(
            "cli-content-name-a-path",
            example = "crates/games/almost-innocent/content/scenarios"
        ));
    }
    let mut files = Vec::new();
    for path in paths {
        toml_files(path, &mut files)?;
    }
    let mut problems = 0;
    let mut checked = 0;
    for file in files {
        if file.file_name().is_some_and(|n| n == "clues.toml") {
            outln!(
                "{}",
                tr!(
                    "cli-content-clue-catalogue-skipped",
                    file = file.display().to_string()
                )
            );
            continue;
        }
        let text = std::fs::read_to_string(&file)
            .with_context(|| tr!("cli-cannot-read", file = file.display().to_string()))?;
        if file.file_name().is_some_and(|n| n == "campaign.toml") {
            // The campaign's order and unlocks, checked against the shipped scenarios.
            checked += 1;
            match sleuth_almost_innocent::campaign::Campaign::parse(&text) {
                Ok(_) => outln!(
                    "{}",
                    tr!("cli-content-campaign-ok", file = file.display().to_string())
                ),
                Err(err) => {
                    outln!("{}: {err}", file.display());
                    problems += 1;
                }
            }
            continue;
        }
        // A translation (docs/content/translations.md) is checked as a file of
        // its game, then against its English original one folder up.
        let original = translation_original(&file);
        if is_watson_holmes_case(&text) {
            checked += 1;
            problems += check_watson_holmes_case(&file, &text);
            if let Some(original) = &original {
                problems += check_translation(&file, original, |english| {
                    use sleuth_watson_holmes::{case::Case, library};
                    let english = match Case::parse_explained(english) {
                        Ok(case) => case,
                        Err(found) => {
                            return Compared::Differs(
                                found
                                    .iter()
                                    .map(|p| {
                                        Difference::in_original(&p.at, &p.explanation, &p.reasons)
                                    })
                                    .collect(),
                            );
                        }
                    };
                    // A translation that does not parse was reported above.
                    let Ok(case) = Case::parse(&text) else {
                        return Compared::Skipped;
                    };
                    let found = library::translation_differences_explained(&english, &case);
                    differences(
                        found
                            .iter()
                            .map(|p| Difference::in_translation(&p.at, &p.explanation, &p.reasons)),
                    )
                })?;
            }
            continue;
        }
        if is_lateral_puzzle(&text) {
            checked += 1;
            problems += check_lateral_puzzle(&file, &text);
            if let Some(original) = &original {
                let name = file
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                problems += check_translation(&file, original, |english| {
                    use sleuth_lateral_puzzles::{check_puzzle_file_explained, library};
                    let english = match check_puzzle_file_explained(&name, english) {
                        Ok(puzzle) => puzzle,
                        Err(found) => {
                            return Compared::Differs(
                                found
                                    .iter()
                                    .map(|p| Difference::in_original(&p.at, &p.explanation, &[]))
                                    .collect(),
                            );
                        }
                    };
                    // A translation that does not pass was reported above.
                    let Ok(puzzle) = sleuth_lateral_puzzles::check_puzzle_file(&name, &text) else {
                        return Compared::Skipped;
                    };
                    let found = library::translation_differences_explained(&english, &puzzle);
                    differences(
                        found
                            .iter()
                            .map(|p| Difference::in_translation(&p.at, &p.explanation, &[])),
                    )
                })?;
            }
            continue;
        }
        let found = sleuth_almost_innocent::check_scenario(&file.display().to_string(), &text);
        checked += 1;
        if let Some(original) = &original
            && found.is_empty()
        {
            problems += check_translation(&file, original, |english| {
                match sleuth_almost_innocent::content::check_translation("", english, &text) {
                    Ok(_) => Compared::Same,
                    Err(found) => Compared::Differs(
                        found
                            .into_iter()
                            .map(|p| {
                                let (at, message) = p.say(text::explained);
                                Difference {
                                    in_original: false,
                                    place: at.unwrap_or_default(),
                                    message,
                                }
                            })
                            .collect(),
                    ),
                }
            })?;
            continue;
        }
        if found.is_empty() {
            outln!(
                "{}",
                tr!("cli-content-ok", file = file.display().to_string())
            );
        }
        for problem in &found {
            // The place and the sentence in the reader's language.
            let (at, message) = problem.say(text::explained);
            let place = match at {
                Some(at) => at_place(&problem.file, &at),
                None => problem.file.clone(),
            };
            outln!("{}", at_place(&place, &message));
        }
        problems += found.len();
    }
    outln!(
        "{}",
        tr!(
            "cli-content-summary",
            checked = checked,
            problems = problems
        )
    );
    Ok(if problems == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

#[allow(clippy::too_many_arguments)]
fn simulate(
    registry: &Registry,
    id: &str,
    players: u8,
    games: u64,
    seed: u64,
    bot: Option<String>,
    max_actions: Option<u64>,
    config_args: &ConfigArgs,
    as_json: bool,
) -> Result<ExitCode> {
    let game = find(registry, id)?;
    let config = command_line_config(game, players, config_args)?;
    let bots = bot
        .map(|b| b.split(',').map(|s| s.trim().to_owned()).collect())
        .unwrap_or_default();
    let options = SimulationOptions {
        games,
        seed,
        bots,
        max_actions,
    };
    let bar = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(games);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{bar:40} {pos}/{len} games, {per_sec}, eta {eta}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });
    let mut progress = |done: u64| {
        if let Some(bar) = &bar
            && (done.is_multiple_of(64) || done == games)
        {
            bar.set_position(done);
        }
    };
    let report = game
        .simulate(&config, &options, &mut progress)
        .map_err(anyhow::Error::msg)?;
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    if as_json {
        outln!("{}", serde_json::to_string(&report)?);
    } else {
        print_report(&report);
    }
    Ok(ExitCode::SUCCESS)
}

#[allow(clippy::too_many_arguments)]
fn tournament(
    registry: &Registry,
    id: &str,
    bots: &str,
    players: u8,
    games: u64,
    seed: u64,
    config_args: &ConfigArgs,
    as_json: bool,
) -> Result<ExitCode> {
    let game = find(registry, id)?;
    let config = command_line_config(game, players, config_args)?;
    let bots: Vec<String> = bots
        .split(',')
        .map(|b| b.trim().to_owned())
        .filter(|b| !b.is_empty())
        .collect();
    let report = game
        .tournament(&config, &bots, games, seed, &mut |_| {})
        .map_err(anyhow::Error::msg)?;
    if as_json {
        outln!("{}", serde_json::to_string(&report)?);
        return Ok(ExitCode::SUCCESS);
    }
    let cooperative = yes_no(report.cooperative);
    outln!(
        "{}",
        tr!(
            "cli-tournament-head",
            game = report.game.as_str(),
            players = report.players,
            games = report.games,
            seed = report.seed,
            cooperative = cooperative,
            completed = report.completed,
            aborted = report.aborted,
        )
    );
    if report.completed > 0 {
        outln!(
            "{}",
            tr!(
                "cli-tournament-solved",
                won = report.games_with_a_winner,
                completed = report.completed,
                percent = text::decimal(
                    100.0 * report.games_with_a_winner as f64 / report.completed as f64,
                    1
                ),
                low = text::decimal(100.0 * report.solve_rate_low, 1),
                high = text::decimal(100.0 * report.solve_rate_high, 1),
                mean = text::decimal(report.mean_actions, 1),
            )
        );
    }
    for s in &report.standings {
        outln!(
            "{:<12} {}",
            s.bot,
            tr!(
                "cli-tournament-standing",
                wins = format!("{:>6}", s.wins),
                played = format!("{:>6}", s.seats_played),
                cooperative = cooperative,
                percent = format!("{:>5}", text::decimal(100.0 * s.win_rate, 1)),
                low = text::decimal(100.0 * s.wilson_low, 1),
                high = text::decimal(100.0 * s.wilson_high, 1),
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn print_report(report: &SimulationReport) {
    let mut rows: Vec<(&str, String)> = vec![
        (
            "cli-report-game",
            tr!(
                "cli-report-game-value",
                game = report.game.as_str(),
                players = report.players,
                bots = report.bots.join(", "),
            ),
        ),
        (
            "cli-report-games",
            tr!(
                "cli-report-games-value",
                games = report.games,
                seed = report.seed
            ),
        ),
        ("cli-report-completed", report.completed.to_string()),
        (
            "cli-report-aborted",
            tr!(
                "cli-report-aborted-value",
                aborted = report.aborted,
                illegal = report.illegal_bot_actions,
            ),
        ),
        (
            "cli-report-actions",
            tr!(
                "cli-report-actions-value",
                mean = text::decimal(report.mean_actions, 1),
                max = report.max_actions_seen,
            ),
        ),
    ];
    let wins: Vec<String> = report
        .wins_by_seat
        .iter()
        .enumerate()
        .map(|(seat, wins)| {
            tr!(
                "cli-report-seat-wins",
                seat = seat,
                wins = *wins,
                percent = text::decimal(100.0 * *wins as f64 / report.games.max(1) as f64, 1),
            )
        })
        .collect();
    rows.push(("cli-report-wins", wins.join(", ")));
    if report.no_winner > 0 {
        rows.push(("cli-report-no-winner", report.no_winner.to_string()));
    }
    if let Some(scores) = &report.mean_score_by_seat {
        let scores: Vec<String> = scores.iter().map(|s| text::decimal(*s, 2)).collect();
        rows.push((
            "cli-report-mean-score",
            scores.join(&tr!("cli-decimal-list-separator")),
        ));
    }
    rows.push((
        "cli-report-speed",
        tr!(
            "cli-report-speed-value",
            rate = text::decimal(report.games_per_sec, 0),
            seconds = text::decimal(report.elapsed_secs, 2),
        ),
    ));
    // Every heading the table may show sets the width, so that the values
    // line up whichever rows this report has.
    let headings = [
        "cli-report-game",
        "cli-report-games",
        "cli-report-completed",
        "cli-report-aborted",
        "cli-report-actions",
        "cli-report-wins",
        "cli-report-no-winner",
        "cli-report-mean-score",
        "cli-report-speed",
    ];
    let width = headings
        .iter()
        .map(|id| tr!(id).chars().count())
        .max()
        .unwrap_or(0)
        + 2;
    for (heading, value) in rows {
        outln!("{:<width$}{value}", tr!(heading));
    }
}

fn replay(registry: &Registry, file: &PathBuf, as_json: bool, analyse: bool) -> Result<ExitCode> {
    let text = std::fs::read_to_string(file)
        .with_context(|| tr!("cli-cannot-read", file = file.display().to_string()))?;
    let record: MatchRecord = serde_json::from_str(&text)
        .with_context(|| tr!("cli-not-a-match-record", file = file.display().to_string()))?;
    match registry.replay(&record) {
        Ok(replayed) => {
            let outcome = replayed.game.outcome();
            if as_json {
                let out = json!({
                    "ok": true,
                    "game": record.game,
                    "actions": replayed.actions,
                    "finished": outcome.is_some(),
                    "outcome": outcome,
                    "to_move": replayed.game.to_move(),
                    "final_view": replayed.game.view(Viewer::Everyone),
                });
                let mut out = out;
                if analyse {
                    out["analysis"] = match registry.analyse(&record) {
                        Ok(analysis) => serde_json::to_value(analysis)?,
                        Err(err) => json!({"error": err.to_string()}),
                    };
                }
                outln!("{}", serde_json::to_string_pretty(&out)?);
            } else {
                outln!(
                    "{}",
                    tr!(
                        "cli-replay-replayed",
                        game = record.game.as_str(),
                        actions = replayed.actions,
                    )
                );
                match outcome {
                    Some(outcome) => {
                        let winners: Vec<String> =
                            outcome.winners.iter().map(|s| s.0.to_string()).collect();
                        outln!(
                            "{}",
                            tr!("cli-replay-finished", summary = outcome.summary.as_str())
                        );
                        outln!(
                            "{}",
                            tr!(
                                "cli-replay-winners",
                                count = winners.len(),
                                seats = winners.join(", "),
                            )
                        );
                        if let Some(scores) = outcome.scores {
                            let scores = format!("{scores:?}");
                            outln!("{}", tr!("cli-replay-scores", scores = scores));
                        }
                    }
                    None => {
                        let to_move: Vec<String> = replayed
                            .game
                            .to_move()
                            .iter()
                            .map(|s| s.0.to_string())
                            .collect();
                        outln!(
                            "{}",
                            tr!(
                                "cli-replay-not-finished",
                                count = to_move.len(),
                                seats = to_move.join(", "),
                            )
                        );
                    }
                }
                if analyse {
                    match registry.analyse(&record) {
                        Ok(analysis) => print_analysis(&analysis),
                        Err(err) => {
                            eprintln!(
                                "sleuth: {}",
                                tr!(
                                    "cli-replay-cannot-analyse",
                                    file = file.display().to_string(),
                                    error = err.to_string(),
                                )
                            );
                            return Ok(ExitCode::FAILURE);
                        }
                    }
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(err) => {
            if as_json {
                let mut out = json!({"ok": false, "error": err.to_string()});
                if let ReplayError::IllegalAction {
                    index,
                    seat,
                    action,
                    reason,
                } = &err
                {
                    out["index"] = json!(index);
                    out["seat"] = json!(seat);
                    out["action"] = serde_json::from_str(action).unwrap_or(json!(action));
                    out["reason"] = json!(reason.message);
                }
                outln!("{}", serde_json::to_string_pretty(&out)?);
            } else {
                eprintln!(
                    "sleuth: {}",
                    tr!(
                        "cli-replay-failed",
                        file = file.display().to_string(),
                        error = err.nested_explanation().say(&text::explained),
                    )
                );
            }
            Ok(ExitCode::from(2))
        }
    }
}

/// The analysis as a table: one row per seat, the first certain action and the
/// probability of the truth at the deal, at each quarter of the game and at the end.
fn print_analysis(analysis: &sleuth_core::Analysis) {
    let n = analysis.actions;
    let marks = [0, n / 4, n / 2, 3 * n / 4, n];
    let seat_head = tr!("cli-analysis-seat");
    let certain_head = tr!("cli-analysis-certain-after");
    let seat_width = seat_head.chars().count().max(6);
    let certain_width = certain_head.chars().count().max(18);
    outln!();
    outln!("{}", tr!("cli-analysis-title"));
    out!("{seat_head:<seat_width$} {certain_head:<certain_width$}");
    for mark in marks {
        out!(" {:>11}", tr!("cli-analysis-action", action = mark));
    }
    outln!();
    for seat in &analysis.seats {
        let certain = match seat.certain_at {
            Some(0) => tr!("cli-analysis-the-deal"),
            Some(k) => tr!("cli-analysis-action", action = k),
            None => tr!("cli-analysis-never"),
        };
        out!("{:<seat_width$} {certain:<certain_width$}", seat.seat.0);
        for mark in marks {
            out!(" {:>11}", format_probability(seat.truth[mark]));
        }
        outln!();
    }
}

/// A probability as a percentage, with more decimals the smaller it is.
fn format_probability(p: f64) -> String {
    let places = if p >= 0.9995 || p == 0.0 {
        0
    } else if p >= 0.01 {
        1
    } else {
        3
    };
    tr!("cli-percent", value = text::decimal(p * 100.0, places))
}

/// `sleuth bench-ceilings` (module `ceilings`).
fn bench_ceilings(
    tables: usize,
    spectators: usize,
    seconds: u64,
    message_bytes: usize,
    compare: Option<PathBuf>,
) -> Result<ExitCode> {
    let runtime = tokio::runtime::Runtime::new().context(tr!("cli-no-runtime"))?;
    let echo = runtime.block_on(ceilings::echo(tables, spectators, seconds, message_bytes))?;
    let sqlite = ceilings::sqlite(2.0)?;
    let report = ceilings::CeilingReport { echo, sqlite };
    match compare {
        Some(file) => {
            let text = std::fs::read_to_string(&file)
                .with_context(|| tr!("cli-cannot-read", file = file.display().to_string()))?;
            let ours: loadgen::LoadReport = serde_json::from_str(&text).with_context(|| {
                tr!(
                    "cli-not-a-loadgen-report",
                    file = file.display().to_string()
                )
            })?;
            out!("{}", ceilings::compare(&ours, &report));
        }
        None => outln!("{}", serde_json::to_string_pretty(&report)?),
    }
    Ok(ExitCode::SUCCESS)
}

/// A Lateral Puzzles Game puzzle is a TOML table with `situation` and `parts`.
/// The English original of a translation: a file in a language folder (`fr/`,
/// lowercase ASCII letters, never `en`) with a file of the same name one folder
/// up (docs/content/translations.md); `None` for any other file.
fn translation_original(file: &std::path::Path) -> Option<PathBuf> {
    let folder = file.parent()?;
    let language = folder.file_name()?.to_str()?;
    let is_language = (1..=8).contains(&language.len())
        && language.bytes().all(|b| b.is_ascii_lowercase())
        && language != "en";
    let original = folder.parent()?.join(file.file_name()?);
    (is_language && original.is_file()).then_some(original)
}

/// One problem found by comparing a translation with its English original, said
/// in the reader's language: a difference of the translation, or a problem of
/// the original itself (`in_original`), at its place there.
struct Difference {
    in_original: bool,
    place: String,
    message: String,
}

impl Difference {
    fn in_translation(
        at: &sleuth_core::Explanation,
        sentence: &sleuth_core::Explanation,
        reasons: &[sleuth_core::Explanation],
    ) -> Difference {
        let (place, message) = said_content_problem(at, sentence, reasons);
        Difference {
            in_original: false,
            place,
            message,
        }
    }

    fn in_original(
        at: &sleuth_core::Explanation,
        sentence: &sleuth_core::Explanation,
        reasons: &[sleuth_core::Explanation],
    ) -> Difference {
        Difference {
            in_original: true,
            ..Difference::in_translation(at, sentence, reasons)
        }
    }
}

/// What comparing a translation with its English original found.
enum Compared {
    Same,
    /// The translation fails its own check (already printed): not compared.
    Skipped,
    Differs(Vec<Difference>),
}

/// `Same` when nothing differs, else every difference.
fn differences(found: impl Iterator<Item = Difference>) -> Compared {
    let found: Vec<Difference> = found.collect();
    if found.is_empty() {
        Compared::Same
    } else {
        Compared::Differs(found)
    }
}

/// Compares a translation with its English original by `compare` (the game's
/// own check, given the original's text): prints `ok (translation of ...)` or
/// each difference with its file and place; returns the number of differences.
fn check_translation(
    file: &std::path::Path,
    original: &std::path::Path,
    compare: impl FnOnce(&str) -> Compared,
) -> Result<usize> {
    let english = std::fs::read_to_string(original)
        .with_context(|| tr!("cli-cannot-read", file = original.display().to_string()))?;
    match compare(&english) {
        Compared::Skipped => Ok(0),
        Compared::Same => {
            outln!(
                "{}",
                tr!(
                    "cli-content-translation-ok",
                    file = file.display().to_string(),
                    original = original.display().to_string(),
                )
            );
            Ok(0)
        }
        Compared::Differs(differences) => {
            for difference in &differences {
                let path = if difference.in_original {
                    original
                } else {
                    file
                };
                let at = at_place(&path.display().to_string(), &difference.place);
                outln!("{}", at_place(&at, &difference.message));
            }
            Ok(differences.len())
        }
    }
}

fn is_lateral_puzzle(text: &str) -> bool {
    text.parse::<toml::Table>()
        .is_ok_and(|t| t.contains_key("situation") && t.contains_key("parts"))
}

/// Validates one puzzle (docs/content/lateral-puzzles.md): prints `ok` with its
/// title and parts, or each problem with its place; returns the number of problems.
fn check_lateral_puzzle(file: &std::path::Path, text: &str) -> usize {
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    match sleuth_lateral_puzzles::check_puzzle_file_explained(&name, text) {
        Ok(puzzle) => {
            outln!(
                "{}",
                tr!(
                    "cli-content-puzzle-ok",
                    file = file.display().to_string(),
                    id = format!("{:?}", puzzle.id),
                    title = puzzle.title.as_str(),
                    difficulty = puzzle.difficulty.to_string(),
                    parts = puzzle.parts.len(),
                )
            );
            0
        }
        Err(problems) => {
            for problem in &problems {
                print_content_problem(file, &problem.at, &problem.explanation, &[]);
            }
            problems.len()
        }
    }
}

/// One content problem in the reader's language: the file, the place and the
/// sentence, whose `reasons` argument (when it has reasons) joins each reason
/// said in that language too. In English it is the checker's own sentence.
fn print_content_problem(
    file: &std::path::Path,
    at: &sleuth_core::Explanation,
    sentence: &sleuth_core::Explanation,
    reasons: &[sleuth_core::Explanation],
) {
    let (place, sentence) = said_content_problem(at, sentence, reasons);
    let at = at_place(&file.display().to_string(), &place);
    outln!("{}", at_place(&at, &sentence));
}

/// `place: problem` in the reader's language (`place : problem` in French).
fn at_place(place: &str, problem: &str) -> String {
    tr!("errors-content-at-place", place = place, problem = problem)
}

/// A content problem's place and sentence in the reader's language (see
/// [`print_content_problem`]).
fn said_content_problem(
    at: &sleuth_core::Explanation,
    sentence: &sleuth_core::Explanation,
    reasons: &[sleuth_core::Explanation],
) -> (String, String) {
    let mut sentence = sentence.clone();
    if !reasons.is_empty() {
        let said: Vec<String> = reasons.iter().map(text::explained).collect();
        sentence.args.insert(
            "reasons".to_owned(),
            sleuth_core::MessageArg::Text(said.join(&text::format("studio-reasons-joiner", &[]))),
        );
    }
    (text::explained(at), text::explained(&sentence))
}

/// The checker's proof that a case is solvable, one line each, in the reader's
/// language with the studio's words (`studio-route-*`): the fewest visits and
/// what happens at each, the carriages they need, the police risks, the
/// difficulty.
fn case_proof_lines(
    report: &sleuth_watson_holmes::check::Report,
    case: &sleuth_watson_holmes::case::Case,
) -> Vec<String> {
    let steps: Vec<String> = report
        .route
        .iter()
        .map(|v| {
            let mut notes = Vec::new();
            if v.again {
                notes.push(tr!("studio-route-note-again"));
            }
            if v.fare > 0 {
                notes.push(tr!("studio-route-note-fare", count = v.fare));
            }
            if v.spends_call_off {
                notes.push(tr!("studio-route-note-call-off"));
            }
            if v.spends_lockpick {
                notes.push(tr!("studio-route-note-spend-lockpick"));
            }
            if v.takes_lockpick {
                notes.push(tr!("studio-route-note-take-lockpick"));
            }
            if v.takes_call_off {
                notes.push(tr!("studio-route-note-take-call-off"));
            }
            if v.takes_carriages > 0 {
                notes.push(tr!(
                    "studio-route-note-take-carriages",
                    count = v.takes_carriages
                ));
            }
            if notes.is_empty() {
                tr!("studio-route-card", location = v.location)
            } else {
                tr!(
                    "studio-route-card-notes",
                    location = v.location,
                    notes = notes.join(", ")
                )
            }
        })
        .collect();
    let mut lines = vec![tr!(
        if report.fewest_is_exact {
            "studio-route-visits"
        } else {
            "studio-route-visits-bound"
        },
        count = report.route.len(),
        steps = steps.join(&tr!("studio-route-arrow")),
    )];
    lines.push(if report.carriage_stop_rounds > 0 {
        tr!(
            "studio-route-carriages-stop",
            needed = report.carriages_needed,
            start = report.starting_carriages,
            rounds = report.carriage_stop_rounds,
        )
    } else {
        tr!(
            "studio-route-carriages",
            needed = report.carriages_needed,
            start = report.starting_carriages,
        )
    });
    if !report.police.is_empty() {
        let risks: Vec<String> = report
            .police
            .iter()
            .map(|r| match r.fewest_visits_if_policed {
                Some(visits) => tr!(
                    "studio-route-police-visits",
                    location = r.location,
                    visits = visits
                ),
                None => tr!("studio-route-police-unsolvable", location = r.location),
            })
            .collect();
        lines.push(tr!("studio-route-police", risks = risks.join(", ")));
    }
    let (evidence, effort, estimate, declared) = (
        report.evidence,
        report.effort(),
        report.difficulty_estimate,
        case.difficulty,
    );
    lines.push(match report.difficulty_gap(case) {
        0 => tr!(
            "studio-route-difficulty",
            evidence = evidence,
            effort = effort,
            estimate = estimate,
            declared = declared,
        ),
        gap => tr!(
            "studio-route-difficulty-gap",
            evidence = evidence,
            effort = effort,
            estimate = estimate,
            declared = declared,
            gap = gap,
        ),
    });
    lines
}

/// A Watson & Holmes case file is a TOML table with a `locations` array.
fn is_watson_holmes_case(text: &str) -> bool {
    text.parse::<toml::Table>()
        .is_ok_and(|t| t.get("locations").is_some_and(toml::Value::is_array))
}

/// Parses, validates and proves solvable one Watson & Holmes case
/// (docs/content/watson-holmes.md); prints the report or each problem with its
/// place, and returns the number of problems.
fn check_watson_holmes_case(file: &std::path::Path, text: &str) -> usize {
    use sleuth_watson_holmes::{case::Case, check};
    let case = match Case::parse_explained(text) {
        Ok(case) => case,
        Err(problems) => {
            for problem in &problems {
                print_content_problem(file, &problem.at, &problem.explanation, &problem.reasons);
            }
            return problems.len();
        }
    };
    match check::check_explained(&case) {
        Ok(report) => {
            outln!(
                "{}",
                tr!(
                    "cli-content-case-ok",
                    file = file.display().to_string(),
                    id = format!("{:?}", case.id),
                    locations = case.locations.len(),
                    questions = case.questions.len(),
                )
            );
            for line in case_proof_lines(&report, &case) {
                outln!("  {line}");
            }
            0
        }
        Err(problems) => {
            for problem in &problems {
                print_content_problem(file, &problem.at, &problem.explanation, &problem.reasons);
            }
            problems.len()
        }
    }
}
