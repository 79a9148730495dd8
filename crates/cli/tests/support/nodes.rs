//! `sleuth serve` nodes on one PostgreSQL, as the multi-node tests start them:
//! each a child process on a free port whose log lines are kept for the test's
//! assertions and failure messages.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};

use sleuth_server::client::serving_address;

/// A node, and the lines it logs (stderr).
pub struct Node {
    pub child: Child,
    pub addr: SocketAddr,
    pub log: Arc<Mutex<Vec<String>>>,
}

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn node(url: &str, data: &std::path::Path) -> Node {
    node_with(url, data, "127.0.0.1:0", &[])
}

/// A node on `addr` (a port freed by a node that stopped: the same address
/// again), with `extra` arguments for `sleuth serve`.
pub fn node_with(url: &str, data: &std::path::Path, addr: &str, extra: &[&str]) -> Node {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sleuth"))
        .args([
            "serve",
            "--addr",
            addr,
            "--bot-delay-ms",
            "30",
            "--database",
            url,
            "--data",
        ])
        .arg(data)
        .args(extra)
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sleuth serve starts");
    let addr = serving_address(&mut child);
    let log = Arc::new(Mutex::new(Vec::new()));
    let lines = Arc::clone(&log);
    let stderr = child.stderr.take().expect("stderr");
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            lines.lock().expect("log").push(line);
        }
    });
    Node { child, addr, log }
}

impl Node {
    /// Sends SIGTERM (a graceful stop) and waits for the process to exit;
    /// returns whether it exited successfully within `limit`.
    pub fn terminate(&mut self, limit: std::time::Duration) -> bool {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .is_ok_and(|s| s.success());
        assert!(sent, "kill -TERM failed");
        let deadline = std::time::Instant::now() + limit;
        loop {
            if let Some(status) = self.child.try_wait().expect("the child's status") {
                return status.success();
            }
            if std::time::Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// Every line logged so far.
    pub fn log_lines(&self) -> Vec<String> {
        self.log.lock().expect("log").clone()
    }
}
