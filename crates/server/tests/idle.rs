//! Idle connections cannot lock clients out: the server
//! runs in a child process limited to 256 file descriptors, 300 sockets connect
//! and stay silent (or send half a request head), and a new client is still served
//! once the header read timeout has closed the idle ones.

mod support;

use std::io::BufRead;
use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sleuth_server::{Limits, ServeOptions};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const CHILD: &str = "SLEUTH_TEST_SERVE_CHILD";

/// Not a test on its own: the server of the test below, run in a child process of
/// this test binary when `SLEUTH_TEST_SERVE_CHILD` holds the header timeout in ms.
#[test]
fn serve_child() {
    let Ok(timeout_ms) = std::env::var(CHILD) else {
        return;
    };
    let timeout_ms: u64 = timeout_ms.parse().expect("milliseconds");
    let runtime = tokio::runtime::Runtime::new().expect("runtime");
    runtime.block_on(async {
        let options = ServeOptions {
            addr: "127.0.0.1:0".parse().expect("addr"),
            data: None,
            database: None,
            bot_delay: Duration::ZERO,
            static_dir: None,
            limits: Limits {
                header_read_timeout: Duration::from_millis(timeout_ms),
                ..Limits::default()
            },
            push: Default::default(),
            hand_over_after: sleuth_server::live::HAND_OVER_AFTER,
        };
        sleuth_server::serve(options, |addr| {
            println!("SERVING {addr}");
            use std::io::Write;
            let _ = std::io::stdout().flush();
        })
        .await
        .expect("serves");
    });
}

/// The child server under `ulimit -n 256`, killed on drop.
struct ChildServer(std::process::Child);

impl Drop for ChildServer {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn spawn_limited(header_timeout_ms: u64) -> (ChildServer, SocketAddr) {
    let exe = std::env::current_exe().expect("test binary");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -n 256 && exec \"$0\" serve_child --exact --nocapture --test-threads=1")
        .arg(exe)
        .env(CHILD, header_timeout_ms.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("child starts");
    let stdout = child.stdout.take().expect("stdout");
    let child = ChildServer(child);
    let mut lines = std::io::BufReader::new(stdout).lines();
    let addr = loop {
        let line = lines
            .next()
            .expect("the child prints its address")
            .expect("a line");
        if let Some(addr) = line.split("SERVING ").nth(1) {
            break addr.trim().parse().expect("an address");
        }
    };
    // Keep reading the child's output so that it never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    (child, addr)
}

#[tokio::test]
async fn idle_sockets_under_a_low_descriptor_limit_do_not_lock_new_clients_out() {
    let (_child, addr) = spawn_limited(1000);
    // Served before the flood.
    assert_eq!(support::get(addr, "/api/games").await.0, 200);
    let mut flood = Vec::new();
    for i in 0..300 {
        let mut socket = tokio::net::TcpStream::connect(addr)
            .await
            .expect("the kernel accepts into the backlog");
        if i % 2 == 1 {
            // Half a request head, never finished.
            let _ = socket
                .write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n")
                .await;
        }
        flood.push(socket);
    }
    // A new client is served once the idle ones are dropped: within a few header
    // timeouts, not never.
    let started = Instant::now();
    let served =
        tokio::time::timeout(Duration::from_secs(8), support::get(addr, "/api/games")).await;
    let elapsed = started.elapsed();
    eprintln!("a new client was served {elapsed:?} after the flood");
    assert!(
        matches!(served, Ok((200, _))),
        "a new client was locked out for {elapsed:?}"
    );
    assert!(elapsed < Duration::from_secs(6), "served after {elapsed:?}");
    // The server closed the idle sockets it accepted (a read ends, or is reset).
    let mut closed = 0;
    for socket in flood.iter_mut().take(20) {
        let mut buf = [0u8; 64];
        if let Ok(Ok(0) | Err(_)) =
            tokio::time::timeout(Duration::from_secs(5), socket.read(&mut buf)).await
        {
            closed += 1;
        }
    }
    assert_eq!(closed, 20, "idle sockets are closed by the server");
    // And the server is still fine afterwards.
    drop(flood);
    assert_eq!(support::get(addr, "/api/games").await.0, 200);
}
