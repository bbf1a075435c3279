//! Shared by the integration tests and the bench: the suite matrix, configs for a given provider
//! and suite, a verifiable byte pattern, loopback plumbing and a record-tampering proxy.
#![allow(dead_code)]

use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, ServerName};
use rustls::{CipherSuite, ClientConfig, RootCertStore, ServerConfig, SupportedProtocolVersion};
use std::io::{self, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// A provider constructor.
pub type MakeProvider = fn() -> CryptoProvider;

/// The providers the benches compare: this crate's first, then rustls's stock ring provider, and
/// the stock aws-lc-rs provider with the `aws-lc-rs` feature.
pub fn providers() -> Vec<(&'static str, MakeProvider)> {
    vec![
        ("aes-engine", aes_engine_rustls::provider as MakeProvider),
        ("ring", rustls::crypto::ring::default_provider),
        #[cfg(feature = "aws-lc-rs")]
        ("aws-lc-rs", rustls::crypto::aws_lc_rs::default_provider),
    ]
}

/// The certificate a suite needs: ECDSA P-256 (TLS 1.3, ECDHE-ECDSA) or RSA-2048 (ECDHE-RSA).
#[derive(Clone, Copy, Debug)]
pub enum Cert {
    Ecdsa,
    Rsa,
}

/// One row of the matrix: the suite, its protocol version, certificate, and how to force OpenSSL
/// to exactly that suite.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    pub name: &'static str,
    pub suite: CipherSuite,
    pub version: &'static SupportedProtocolVersion,
    pub cert: Cert,
    pub openssl_args: [&'static str; 3],
}

pub const CASES: [Case; 6] = [
    Case {
        name: "TLS13_AES_128_GCM_SHA256",
        suite: CipherSuite::TLS13_AES_128_GCM_SHA256,
        version: &rustls::version::TLS13,
        cert: Cert::Ecdsa,
        openssl_args: ["-tls1_3", "-ciphersuites", "TLS_AES_128_GCM_SHA256"],
    },
    Case {
        name: "TLS13_AES_256_GCM_SHA384",
        suite: CipherSuite::TLS13_AES_256_GCM_SHA384,
        version: &rustls::version::TLS13,
        cert: Cert::Ecdsa,
        openssl_args: ["-tls1_3", "-ciphersuites", "TLS_AES_256_GCM_SHA384"],
    },
    Case {
        name: "ECDHE-ECDSA-AES128-GCM-SHA256",
        suite: CipherSuite::TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,
        version: &rustls::version::TLS12,
        cert: Cert::Ecdsa,
        openssl_args: ["-tls1_2", "-cipher", "ECDHE-ECDSA-AES128-GCM-SHA256"],
    },
    Case {
        name: "ECDHE-ECDSA-AES256-GCM-SHA384",
        suite: CipherSuite::TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
        version: &rustls::version::TLS12,
        cert: Cert::Ecdsa,
        openssl_args: ["-tls1_2", "-cipher", "ECDHE-ECDSA-AES256-GCM-SHA384"],
    },
    Case {
        name: "ECDHE-RSA-AES128-GCM-SHA256",
        suite: CipherSuite::TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
        version: &rustls::version::TLS12,
        cert: Cert::Rsa,
        openssl_args: ["-tls1_2", "-cipher", "ECDHE-RSA-AES128-GCM-SHA256"],
    },
    Case {
        name: "ECDHE-RSA-AES256-GCM-SHA384",
        suite: CipherSuite::TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
        version: &rustls::version::TLS12,
        cert: Cert::Rsa,
        openssl_args: ["-tls1_2", "-cipher", "ECDHE-RSA-AES256-GCM-SHA384"],
    },
];

/// Bytes moved each way per suite: `AES_ENGINE_RUSTLS_MIB` MiB (default 64, the figure;
/// CI sets a few).
pub fn transfer_len() -> usize {
    let mib = std::env::var("AES_ENGINE_RUSTLS_MIB").ok().and_then(|v| v.parse::<usize>().ok()).unwrap_or(64);
    mib << 20
}

pub fn certs_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/certs")
}

pub fn cert_paths(cert: Cert) -> (PathBuf, PathBuf) {
    let name = match cert {
        Cert::Ecdsa => "ecdsa",
        Cert::Rsa => "rsa",
    };
    (certs_dir().join(format!("{name}.pem")), certs_dir().join(format!("{name}.key")))
}

/// `provider` restricted to the one suite of `case`.
pub fn only(mut provider: CryptoProvider, case: &Case) -> Arc<CryptoProvider> {
    provider.cipher_suites.retain(|s| s.suite() == case.suite);
    assert_eq!(provider.cipher_suites.len(), 1, "{} missing from the provider", case.name);
    Arc::new(provider)
}

pub fn server_config(provider: CryptoProvider, case: &Case) -> Arc<ServerConfig> {
    let (cert, key) = cert_paths(case.cert);
    let chain = vec![CertificateDer::from_pem_file(cert).unwrap()];
    let key = PrivateKeyDer::from_pem_file(key).unwrap();
    let config = ServerConfig::builder_with_provider(only(provider, case))
        .with_protocol_versions(&[case.version])
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .unwrap();
    Arc::new(config)
}

pub fn client_config(provider: CryptoProvider, case: &Case) -> Arc<ClientConfig> {
    let mut roots = RootCertStore::empty();
    roots.add(CertificateDer::from_pem_file(certs_dir().join("ca.pem")).unwrap()).unwrap();
    let config = ClientConfig::builder_with_provider(only(provider, case))
        .with_protocol_versions(&[case.version])
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    Arc::new(config)
}

pub fn server_name() -> ServerName<'static> {
    ServerName::try_from("localhost").unwrap()
}

/// A reproducible byte stream (xorshift64*), one per `seed`: what one side sends and the other
/// checks byte for byte.
pub struct Pattern {
    state: u64,
}

impl Pattern {
    pub fn new(seed: u64) -> Self {
        Pattern { state: seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1 }
    }

    pub fn fill(&mut self, buf: &mut [u8]) {
        for chunk in buf.chunks_mut(8) {
            self.state ^= self.state >> 12;
            self.state ^= self.state << 25;
            self.state ^= self.state >> 27;
            let word = self.state.wrapping_mul(0x2545_f491_4f6c_dd1d).to_le_bytes();
            chunk.copy_from_slice(&word[..chunk.len()]);
        }
    }
}

const CHUNK: usize = 256 << 10;

/// Writes `len` bytes of `Pattern::new(seed)` (in `CHUNK`-byte writes, so generation restarts on
/// 8-byte boundaries only).
pub fn send_pattern(w: &mut impl Write, seed: u64, len: usize) -> io::Result<()> {
    let mut pattern = Pattern::new(seed);
    let mut buf = vec![0u8; CHUNK];
    let mut left = len;
    while left > 0 {
        let n = left.min(CHUNK);
        pattern.fill(&mut buf[..n]);
        w.write_all(&buf[..n])?;
        left -= n;
    }
    w.flush()
}

/// Reads exactly `len` bytes and checks them against `Pattern::new(seed)`; panics at the first
/// difference.
pub fn expect_pattern(r: &mut impl Read, seed: u64, len: usize, what: &str) -> io::Result<()> {
    let mut pattern = Pattern::new(seed);
    let mut want = vec![0u8; CHUNK];
    let mut got = vec![0u8; CHUNK];
    let mut done = 0;
    while done < len {
        let n = (len - done).min(CHUNK);
        r.read_exact(&mut got[..n])?;
        pattern.fill(&mut want[..n]);
        if got[..n] != want[..n] {
            let at = got[..n].iter().zip(&want[..n]).position(|(a, b)| a != b).unwrap();
            panic!("{what}: byte {} differs", done + at);
        }
        done += n;
    }
    Ok(())
}

/// A listener on a free loopback port.
pub fn listen() -> (TcpListener, u16) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    (listener, port)
}

/// Sets generous timeouts so that a broken peer fails the test instead of hanging it.
pub fn with_timeouts(tcp: TcpStream) -> TcpStream {
    tcp.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    tcp.set_write_timeout(Some(Duration::from_secs(60))).unwrap();
    tcp.set_nodelay(true).unwrap();
    tcp
}

/// The rustls error behind an `io::Error` from a rustls stream.
pub fn tls_error(e: &io::Error) -> Option<&rustls::Error> {
    e.get_ref().and_then(|inner| inner.downcast_ref::<rustls::Error>())
}

/// A TCP proxy for one connection that forwards TLS records both ways and flips one ciphertext
/// byte in the first application-data record (type 23) of at least `min_len` bytes travelling
/// in the `client_to_server` direction (or the other). Returns the port to connect to.
pub fn tamper_proxy(target: u16, client_to_server: bool, min_len: usize) -> (u16, std::thread::JoinHandle<bool>) {
    let (listener, port) = listen();
    let handle = std::thread::spawn(move || {
        let (client, _) = listener.accept().unwrap();
        let server = TcpStream::connect(("127.0.0.1", target)).unwrap();
        let (c2, s2) = (client.try_clone().unwrap(), server.try_clone().unwrap());
        let up = std::thread::spawn(move || pump(client, server, client_to_server, min_len));
        let down = pump(s2, c2, !client_to_server, min_len);
        let up = up.join().unwrap();
        up || down
    });
    (port, handle)
}

/// Copies records from `from` to `to`; if `tamper`, flips a byte in the first big enough
/// application-data record. Returns whether it flipped one.
fn pump(mut from: TcpStream, mut to: TcpStream, tamper: bool, min_len: usize) -> bool {
    let mut flipped = false;
    let mut header = [0u8; 5];
    loop {
        if from.read_exact(&mut header).is_err() {
            break;
        }
        let len = u16::from_be_bytes([header[3], header[4]]) as usize;
        let mut body = vec![0u8; len];
        if from.read_exact(&mut body).is_err() {
            break;
        }
        if tamper && !flipped && header[0] == 23 && len >= min_len {
            body[len / 2] ^= 0x01;
            flipped = true;
        }
        if to.write_all(&header).and_then(|_| to.write_all(&body)).is_err() {
            break;
        }
    }
    let _ = to.shutdown(std::net::Shutdown::Write);
    flipped
}

/// Whether the `openssl` CLI can be run; if not, says so loudly (the OpenSSL tests then skip).
pub fn openssl_available() -> bool {
    match std::process::Command::new("openssl").arg("version").output() {
        Ok(out) if out.status.success() => true,
        _ => {
            eprintln!("\n!!!!! `openssl` not found: the OpenSSL interop tests are SKIPPED !!!!!\n");
            false
        }
    }
}
