//! The provider inside real TLS connections over 127.0.0.1, for each of its six suites:
//! rustls client <-> rustls server (both on this provider, and each side against stock ring),
//! this provider against `openssl s_server` and `openssl s_client`, and tampered records.

mod support;

use aes_engine_rustls::provider;
use rustls::crypto::ring::default_provider as ring_provider;
use rustls::{AlertDescription, ClientConnection, ServerConnection, StreamOwned};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};
use support::*;

const CLIENT_SEED: u64 = 1;
const SERVER_SEED: u64 = 2;

/// Server: reads `len` bytes of the client's pattern, then sends `len` bytes of its own and
/// closes; client: the mirror image. Both check the negotiated suite.
fn exchange(client: rustls::crypto::CryptoProvider, server: rustls::crypto::CryptoProvider, case: &Case, len: usize) {
    let (listener, port) = listen();
    let server_config = server_config(server, case);
    let case_copy = *case;
    let server = thread::spawn(move || {
        let (tcp, _) = listener.accept().unwrap();
        let mut tls = StreamOwned::new(ServerConnection::new(server_config).unwrap(), with_timeouts(tcp));
        expect_pattern(&mut tls, CLIENT_SEED, len, "server received").unwrap();
        assert_eq!(tls.conn.negotiated_cipher_suite().unwrap().suite(), case_copy.suite);
        send_pattern(&mut tls, SERVER_SEED, len).unwrap();
        tls.conn.send_close_notify();
        tls.flush().unwrap();
    });
    let conn = ClientConnection::new(client_config(client, case), server_name()).unwrap();
    let mut tls = StreamOwned::new(conn, with_timeouts(TcpStream::connect(("127.0.0.1", port)).unwrap()));
    send_pattern(&mut tls, CLIENT_SEED, len).unwrap();
    expect_pattern(&mut tls, SERVER_SEED, len, "client received").unwrap();
    assert_eq!(tls.conn.negotiated_cipher_suite().unwrap().suite(), case.suite);
    server.join().unwrap();
}

#[test]
fn rustls_to_rustls_every_suite() {
    let len = transfer_len();
    for case in &CASES {
        let start = Instant::now();
        exchange(provider(), provider(), case, len);
        println!(
            "{:<30} aes-engine <-> aes-engine: {} MiB each way verified in {:.2?}",
            case.name,
            len >> 20,
            start.elapsed()
        );
        // Interoperability with rustls's own ring implementation, both ways round.
        exchange(provider(), ring_provider(), case, 1 << 20);
        exchange(ring_provider(), provider(), case, 1 << 20);
        println!("{:<30} aes-engine <-> ring (either side): 1 MiB each way verified", case.name);
    }
}

/// Which side receives the tampered record.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Victim {
    Server,
    Client,
}

const GOOD_LEN: usize = 100;
const BAD_LEN: usize = 6000;

/// The sender sends a 100-byte record, then a 6000-byte record that the proxy corrupts (one bit
/// of ciphertext). The receiver must get exactly the first 100 bytes and then fail with
/// `DecryptError` (rustls then sends `bad_record_mac`), and the sender must see that alert.
fn tampered(case: &Case, victim: Victim) {
    let (listener, port) = listen();
    let (proxy_port, proxy) = tamper_proxy(port, victim == Victim::Server, BAD_LEN);
    let server_config = server_config(provider(), case);
    let server = thread::spawn(move || {
        let (tcp, _) = listener.accept().unwrap();
        let mut tls = StreamOwned::new(ServerConnection::new(server_config).unwrap(), with_timeouts(tcp));
        side(&mut tls, victim == Victim::Server)
    });
    let conn = ClientConnection::new(client_config(provider(), case), server_name()).unwrap();
    let mut tls = StreamOwned::new(conn, with_timeouts(TcpStream::connect(("127.0.0.1", proxy_port)).unwrap()));
    let client_err = side(&mut tls, victim == Victim::Client);
    drop(tls); // closes the proxy's upstream read
    let server_err = server.join().unwrap();
    assert!(proxy.join().unwrap(), "{}: the proxy found no record to tamper with", case.name);
    let (victim_err, sender_err) = match victim {
        Victim::Server => (server_err, client_err),
        Victim::Client => (client_err, server_err),
    };
    assert_eq!(victim_err, rustls::Error::DecryptError, "{} {victim:?}", case.name);
    assert_eq!(sender_err, rustls::Error::AlertReceived(AlertDescription::BadRecordMac), "{} {victim:?}", case.name);
}

/// One side of `tampered`: the receiver reads the good record, then must fail; the sender sends
/// both and then reads, expecting the alert. Returns the rustls error the side ended with.
fn side<S: Read + Write>(tls: &mut S, receiver: bool) -> rustls::Error {
    if receiver {
        let mut good = [0u8; GOOD_LEN];
        tls.read_exact(&mut good).unwrap();
        assert_eq!(good, [0x11; GOOD_LEN]);
        let mut rest = vec![0u8; BAD_LEN];
        let mut got = 0;
        loop {
            match tls.read(&mut rest[got..]) {
                Ok(0) => panic!("clean end of stream after a tampered record"),
                Ok(n) => got += n,
                Err(e) => {
                    assert_eq!(got, 0, "{got} bytes of the tampered record reached the application");
                    return tls_error(&e).cloned().unwrap_or_else(|| panic!("not a TLS error: {e}"));
                }
            }
        }
    } else {
        tls.write_all(&[0x11; GOOD_LEN]).unwrap();
        tls.flush().unwrap();
        tls.write_all(&[0x22; BAD_LEN]).unwrap();
        tls.flush().unwrap();
        let mut buf = [0u8; 64];
        match tls.read(&mut buf) {
            Ok(n) => panic!("sender read {n} bytes instead of an alert"),
            Err(e) => tls_error(&e).cloned().unwrap_or_else(|| panic!("not a TLS error: {e}")),
        }
    }
}

#[test]
fn tampered_record_is_rejected_every_suite_both_directions() {
    for case in &CASES {
        tampered(case, Victim::Server);
        tampered(case, Victim::Client);
        println!("{:<30} flipped ciphertext bit -> bad_record_mac, no byte delivered (both directions)", case.name);
    }
}

/// Kills the OpenSSL process if a test fails while it runs.
struct Reap(Child);

impl Drop for Reap {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Waits for `child` to exit (up to 60 s) and asserts success.
fn wait_ok(mut child: Reap, what: &str) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(status) = child.0.try_wait().unwrap() {
            let mut err = String::new();
            if let Some(mut e) = child.0.stderr.take() {
                let _ = e.read_to_string(&mut err);
            }
            assert!(status.success(), "{what} exited with {status}:\n{err}");
            return;
        }
        assert!(Instant::now() < deadline, "{what} did not exit");
        thread::sleep(Duration::from_millis(20));
    }
}

/// The child's stdin and stdout, as the two ends of the stream its TLS peer sees.
fn pipes(child: &mut Child) -> (ChildStdin, ChildStdout) {
    (child.stdin.take().unwrap(), child.stdout.take().unwrap())
}

#[test]
fn our_client_against_openssl_s_server_every_suite() {
    if !openssl_available() {
        return;
    }
    let len = transfer_len();
    for case in &CASES {
        let (cert, key) = cert_paths(case.cert);
        let (listener, port) = listen();
        drop(listener);
        let mut child = Command::new("openssl")
            .args(["s_server", "-accept", &format!("127.0.0.1:{port}"), "-naccept", "1", "-quiet"])
            .arg("-cert")
            .arg(&cert)
            .arg("-key")
            .arg(&key)
            .args(case.openssl_args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("starting openssl s_server");
        // What we send comes out on s_server's stdout; its stdin comes to us. Only once all of
        // ours has arrived is its stdin fed: while our client is still sending it does not read,
        // and both directions at once would fill the socket buffers and stall.
        let (mut stdin, mut stdout) = pipes(&mut child);
        let io = thread::spawn(move || {
            expect_pattern(&mut stdout, CLIENT_SEED, len, "s_server received").unwrap();
            send_pattern(&mut stdin, SERVER_SEED, len).unwrap();
            stdin // kept open until s_server is done (-quiet ignores EOF anyway)
        });
        let child = Reap(child);
        let deadline = Instant::now() + Duration::from_secs(20);
        let tcp = loop {
            match TcpStream::connect(("127.0.0.1", port)) {
                Ok(tcp) => break tcp,
                Err(e) if Instant::now() < deadline => {
                    let _ = e;
                    thread::sleep(Duration::from_millis(25));
                }
                Err(e) => panic!("openssl s_server never listened: {e}"),
            }
        };
        let start = Instant::now();
        let conn = ClientConnection::new(client_config(provider(), case), server_name()).unwrap();
        let mut tls = StreamOwned::new(conn, with_timeouts(tcp));
        send_pattern(&mut tls, CLIENT_SEED, len).unwrap();
        expect_pattern(&mut tls, SERVER_SEED, len, "client received from s_server").unwrap();
        assert_eq!(tls.conn.negotiated_cipher_suite().unwrap().suite(), case.suite);
        let stdin = io.join().unwrap();
        tls.conn.send_close_notify();
        tls.flush().unwrap();
        drop(tls);
        wait_ok(child, "openssl s_server");
        drop(stdin);
        println!(
            "{:<30} aes-engine client <-> openssl s_server: {} MiB each way verified in {:.2?}",
            case.name,
            len >> 20,
            start.elapsed()
        );
    }
}

#[test]
fn openssl_s_client_against_our_server_every_suite() {
    if !openssl_available() {
        return;
    }
    let len = transfer_len();
    for case in &CASES {
        let (listener, port) = listen();
        let config = server_config(provider(), case);
        let suite = case.suite;
        let server = thread::spawn(move || {
            let (tcp, _) = listener.accept().unwrap();
            let mut tls = StreamOwned::new(ServerConnection::new(config).unwrap(), with_timeouts(tcp));
            expect_pattern(&mut tls, CLIENT_SEED, len, "server received from s_client").unwrap();
            assert_eq!(tls.conn.negotiated_cipher_suite().unwrap().suite(), suite);
            send_pattern(&mut tls, SERVER_SEED, len).unwrap();
            tls.conn.send_close_notify();
            tls.flush().unwrap();
        });
        let start = Instant::now();
        let mut child = Command::new("openssl")
            .args(["s_client", "-connect", &format!("127.0.0.1:{port}"), "-servername", "localhost"])
            .args(["-verify_hostname", "localhost", "-verify_return_error", "-quiet", "-nocommands"])
            .arg("-CAfile")
            .arg(certs_dir().join("ca.pem"))
            .args(case.openssl_args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("starting openssl s_client");
        // Our server reads everything before it answers, so feeding and draining s_client at
        // the same time is safe.
        let (mut stdin, mut stdout) = pipes(&mut child);
        let feed = thread::spawn(move || {
            send_pattern(&mut stdin, CLIENT_SEED, len).unwrap();
            stdin
        });
        let drain = thread::spawn(move || expect_pattern(&mut stdout, SERVER_SEED, len, "s_client received").unwrap());
        let child = Reap(child);
        server.join().unwrap();
        drain.join().unwrap();
        let stdin = feed.join().unwrap();
        wait_ok(child, "openssl s_client");
        drop(stdin);
        println!(
            "{:<30} openssl s_client <-> aes-engine server: {} MiB each way verified in {:.2?}",
            case.name,
            len >> 20,
            start.elapsed()
        );
    }
}

/// `openssl s_client` -> tampering proxy -> this provider's server: a 100-byte record, then a
/// 4000-byte one with one flipped ciphertext bit (4000 < PIPE_BUF, so s_client reads it from its
/// stdin, and sends it, in one piece). Our server gets exactly the first 100 bytes, then
/// `DecryptError`; s_client reports the `bad record mac` alert it receives.
#[test]
fn openssl_s_client_tampered_record_is_rejected_every_suite() {
    if !openssl_available() {
        return;
    }
    const VICTIM_LEN: usize = 4000;
    for case in &CASES {
        let (listener, port) = listen();
        let (proxy_port, proxy) = tamper_proxy(port, true, VICTIM_LEN / 2);
        let config = server_config(provider(), case);
        let server = thread::spawn(move || {
            let (tcp, _) = listener.accept().unwrap();
            let mut tls = StreamOwned::new(ServerConnection::new(config).unwrap(), with_timeouts(tcp));
            side(&mut tls, true)
        });
        let mut child = Command::new("openssl")
            .args(["s_client", "-connect", &format!("127.0.0.1:{proxy_port}"), "-servername", "localhost"])
            .args(["-verify_return_error", "-quiet", "-nocommands", "-CAfile"])
            .arg(certs_dir().join("ca.pem"))
            .args(case.openssl_args)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("starting openssl s_client");
        let mut stdin = child.stdin.take().unwrap();
        let mut stderr = child.stderr.take().unwrap();
        let mut child = Reap(child);
        stdin.write_all(&[0x11; GOOD_LEN]).unwrap();
        stdin.flush().unwrap();
        thread::sleep(Duration::from_millis(300)); // a record of its own
        stdin.write_all(&[0x22; VICTIM_LEN]).unwrap();
        stdin.flush().unwrap();
        let server_err = server.join().unwrap();
        assert_eq!(server_err, rustls::Error::DecryptError, "{}", case.name);
        let deadline = Instant::now() + Duration::from_secs(20);
        while child.0.try_wait().unwrap().is_none() && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(20));
        }
        drop(child); // kills s_client if the alert did not end it
        drop(stdin);
        let mut err = String::new();
        let _ = stderr.read_to_string(&mut err);
        assert!(err.to_lowercase().contains("bad record mac"), "{}: s_client said:\n{err}", case.name);
        assert!(proxy.join().unwrap(), "{}: nothing tampered", case.name);
        println!("{:<30} openssl s_client, flipped bit -> our server: bad_record_mac, no byte delivered", case.name);
    }
}
