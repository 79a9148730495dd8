//! A throwaway PostgreSQL server for tests and benchmarks: `initdb` into a
//! temporary directory, `postgres` on its own loopback port, gone when the
//! [`TestPostgres`] is dropped or the process that started it ends (a small shell
//! wrapper stops it when its stdin closes). Uses Debian's binaries
//! (`/usr/lib/postgresql/N/bin`, the `postgresql` package) or those on `PATH`;
//! run as root, it runs them as the `postgres` user, as `initdb` requires.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tokio_postgres::NoTls;

#[derive(Debug)]
pub struct TestPostgres {
    wrapper: Child,
    port: u16,
    dir: PathBuf,
}

/// The directory holding `initdb` and `postgres`, newest version first.
fn bin_dir() -> Option<PathBuf> {
    program("initdb").and_then(|p| p.parent().map(Path::to_path_buf))
}

/// A PostgreSQL program (`initdb`, `pg_dump`, `pg_restore`…): Debian's newest
/// `/usr/lib/postgresql/N/bin`, else `PATH`.
pub fn program(name: &str) -> Option<PathBuf> {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse().ok()?;
            let path = entry.path().join("bin").join(name);
            path.exists().then_some((version, path))
        })
        .collect();
    versions.sort();
    if let Some((_, path)) = versions.pop() {
        return Some(path);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.exists())
}

/// Whether PostgreSQL's server binaries are installed here.
pub fn available() -> bool {
    bin_dir().is_some()
}

/// Whether a PostgreSQL test should be skipped: the binaries are missing and
/// `SLEUTH_POSTGRES_TESTS=1` (set by scripts/test.sh, which installs them) does
/// not require them. Says so on stderr when it skips.
pub fn skip_unless_available() -> bool {
    let required = std::env::var("SLEUTH_POSTGRES_TESTS").as_deref() == Ok("1");
    if !available() && !required {
        eprintln!("PostgreSQL is not installed: skipped (scripts/test.sh installs it)");
        return true;
    }
    false
}

fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// A command that runs `program` as the `postgres` user when we are root.
fn as_owner(root: bool, program: &Path) -> Command {
    if root {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--"]).arg(program);
        command
    } else {
        Command::new(program)
    }
}

fn free_port() -> std::io::Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port())
}

impl TestPostgres {
    /// Starts a new server and waits until it accepts connections.
    pub fn start() -> Result<TestPostgres, String> {
        static STARTED: AtomicUsize = AtomicUsize::new(0);
        let bin = bin_dir().ok_or(
            "PostgreSQL is not installed (Debian: apt-get install postgresql); scripts/test.sh installs it",
        )?;
        let root = output("id", &["-u"]).as_deref() == Some("0");
        let dir = std::env::temp_dir().join(format!(
            "sleuth-pg-{}-{}",
            std::process::id(),
            STARTED.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        if root {
            let uid = output("id", &["-u", "postgres"])
                .and_then(|u| u.parse().ok())
                .ok_or("running as root, but there is no postgres user to run PostgreSQL as")?;
            let gid = output("id", &["-g", "postgres"]).and_then(|g| g.parse().ok());
            std::os::unix::fs::chown(&dir, Some(uid), gid)
                .map_err(|e| format!("chown {}: {e}", dir.display()))?;
        }
        let data = dir.join("data");
        let init = as_owner(root, &bin.join("initdb"))
            .arg("-D")
            .arg(&data)
            .args([
                "-U",
                "postgres",
                "--auth=trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ])
            .stdout(Stdio::null())
            .output()
            .map_err(|e| format!("initdb: {e}"))?;
        if !init.status.success() {
            return Err(format!(
                "initdb failed: {}",
                String::from_utf8_lossy(&init.stderr)
            ));
        }
        let port = free_port().map_err(|e| format!("no free port: {e}"))?;
        let log = dir.join("log");
        // The wrapper stops the server (fast shutdown) and removes its files when
        // its stdin closes: when this value is dropped or this process ends.
        let script = format!(
            "\"{postgres}\" -D \"{data}\" -p {port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200 2>\"{log}\" &
pid=$!
read _ignored || true
kill -INT $pid 2>/dev/null
wait $pid
rm -rf \"{dir}\"",
            postgres = bin.join("postgres").display(),
            data = data.display(),
            log = log.display(),
            dir = dir.display(),
        );
        let wrapper = as_owner(root, Path::new("/bin/sh"))
            .args(["-c", &script])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("starting postgres: {e}"))?;
        let server = TestPostgres { wrapper, port, dir };
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let text = std::fs::read_to_string(&log).unwrap_or_default();
            if text.contains("ready to accept connections") {
                return Ok(server);
            }
            if Instant::now() > deadline || text.contains("FATAL") {
                return Err(format!("postgres did not start: {text}"));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of database `name` on this server.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }

    /// Creates a new, empty database and returns its URL.
    pub async fn fresh_database(&self) -> Result<String, String> {
        static CREATED: AtomicUsize = AtomicUsize::new(0);
        let name = format!("sleuth_{}", CREATED.fetch_add(1, Ordering::SeqCst));
        let (client, connection) = tokio_postgres::connect(&self.url("postgres"), NoTls)
            .await
            .map_err(|e| format!("connect: {e}"))?;
        let driver = tokio::spawn(connection);
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .await
            .map_err(|e| format!("create database: {e}"))?;
        drop(client);
        let _ = driver.await;
        Ok(self.url(&name))
    }
}

impl Drop for TestPostgres {
    fn drop(&mut self) {
        // Closing stdin stops the server; wait for it so the port is free again.
        if let Some(mut stdin) = self.wrapper.stdin.take() {
            let _ = stdin.write_all(b"stop\n");
        }
        let _ = self.wrapper.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The store a protocol test runs on: in-memory SQLite, or, with
/// `SLEUTH_TEST_STORE=postgres`, a fresh database on a PostgreSQL server started
/// once for the test process (scripts/test.sh runs the protocol tests both ways).
pub async fn store_for_tests() -> crate::Store {
    if std::env::var("SLEUTH_TEST_STORE").as_deref() == Ok("postgres") {
        static SERVER: std::sync::OnceLock<TestPostgres> = std::sync::OnceLock::new();
        let server = SERVER.get_or_init(|| {
            TestPostgres::start().unwrap_or_else(|err| panic!("SLEUTH_TEST_STORE=postgres: {err}"))
        });
        let url = server
            .fresh_database()
            .await
            .unwrap_or_else(|err| panic!("a test database: {err}"));
        crate::Store::connect_postgres(&url)
            .await
            .unwrap_or_else(|err| panic!("the PostgreSQL store: {err}"))
    } else {
        crate::Store::in_memory().expect("an in-memory store")
    }
}
