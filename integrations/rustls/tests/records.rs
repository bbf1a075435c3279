//! The record layer of each suite against rustls's ring provider, with no sockets: real traffic
//! keys (from an in-memory handshake between this provider and ring, extracted from both ends),
//! then records sealed by one provider and opened by the other at sequence numbers a connection
//! never reaches in a test (the nonce's high bytes), every byte of a record flipped, every
//! truncation, the TLS 1.2 header fields of the AAD, oversized plaintexts; and a TLS 1.3 key
//! update against ring in both directions.

mod support;

use aes_engine_rustls::provider;
use rustls::crypto::cipher::{
    AeadKey, InboundOpaqueMessage, Iv, MessageDecrypter, MessageEncrypter, OutboundChunks, OutboundPlainMessage,
};
use rustls::crypto::{CryptoProvider, ring::default_provider as ring_provider};
use rustls::{
    ClientConnection, Connection, ConnectionTrafficSecrets, ContentType, Error, ExtractedSecrets, ProtocolVersion,
    ServerConnection, SupportedCipherSuite,
};
use std::io::{Read, Write};
use support::*;

/// Moves everything `from` has to send into `to`; returns whether there was anything.
fn flight(from: &mut Connection, to: &mut Connection) -> bool {
    let mut buf = Vec::new();
    while from.wants_write() {
        from.write_tls(&mut buf).unwrap();
    }
    let mut rd = &buf[..];
    while !rd.is_empty() {
        to.read_tls(&mut rd).unwrap();
        to.process_new_packets().unwrap();
    }
    !buf.is_empty()
}

/// Runs `client` and `server` against each other in memory until neither has anything to send.
fn pump(client: &mut Connection, server: &mut Connection) {
    while flight(client, server) | flight(server, client) {}
}

/// A finished in-memory connection for `case`, with secret extraction enabled on both ends.
fn connected(client: CryptoProvider, server: CryptoProvider, case: &Case) -> (Connection, Connection) {
    let mut client_config = (*client_config(client, case)).clone();
    client_config.enable_secret_extraction = true;
    let mut server_config = (*server_config(server, case)).clone();
    server_config.enable_secret_extraction = true;
    let mut c = Connection::Client(ClientConnection::new(client_config.into(), server_name()).unwrap());
    let mut s = Connection::Server(ServerConnection::new(server_config.into()).unwrap());
    pump(&mut c, &mut s);
    assert!(!c.is_handshaking() && !s.is_handshaking(), "{}: handshake did not finish", case.name);
    assert_eq!(c.negotiated_cipher_suite().unwrap().suite(), case.suite);
    (c, s)
}

/// The AES-GCM key and 12-byte IV of one direction.
fn key_iv(secrets: ConnectionTrafficSecrets) -> (AeadKey, [u8; 12]) {
    match secrets {
        ConnectionTrafficSecrets::Aes128Gcm { key, iv } | ConnectionTrafficSecrets::Aes256Gcm { key, iv } => {
            (key, iv.as_ref().try_into().unwrap())
        }
        _ => panic!("not an AES-GCM secret"),
    }
}

/// A direction's key and IV, by reference.
fn key_iv_ref(secrets: &ConnectionTrafficSecrets) -> (&[u8], &[u8]) {
    match secrets {
        ConnectionTrafficSecrets::Aes128Gcm { key, iv } | ConnectionTrafficSecrets::Aes256Gcm { key, iv } => {
            (key.as_ref(), iv.as_ref())
        }
        _ => panic!("not an AES-GCM secret"),
    }
}

/// `provider`'s implementation of `case`'s suite.
fn suite_of(provider: &CryptoProvider, case: &Case) -> SupportedCipherSuite {
    *provider.cipher_suites.iter().find(|s| s.suite() == case.suite).unwrap()
}

/// `suite`'s encrypter for a direction's extracted secrets (TLS 1.2: IV = salt ‖ explicit).
fn encrypter(suite: SupportedCipherSuite, secrets: ConnectionTrafficSecrets) -> Box<dyn MessageEncrypter> {
    let (key, iv) = key_iv(secrets);
    match suite {
        SupportedCipherSuite::Tls13(s) => s.aead_alg.encrypter(key, Iv::new(iv)),
        SupportedCipherSuite::Tls12(s) => s.aead_alg.encrypter(key, &iv[..4], &iv[4..]),
    }
}

fn decrypter(suite: SupportedCipherSuite, secrets: ConnectionTrafficSecrets) -> Box<dyn MessageDecrypter> {
    let (key, iv) = key_iv(secrets);
    match suite {
        SupportedCipherSuite::Tls13(s) => s.aead_alg.decrypter(key, Iv::new(iv)),
        SupportedCipherSuite::Tls12(s) => s.aead_alg.decrypter(key, &iv[..4]),
    }
}

/// The extracted secrets of a connection between this provider and ring (`ours_client`: which
/// side is ours): (ours, ring's). Checks that each direction's secrets agree between the ends.
fn secrets(case: &Case, ours_client: bool) -> (ExtractedSecrets, ExtractedSecrets) {
    let (c, s) = if ours_client {
        connected(provider(), ring_provider(), case)
    } else {
        connected(ring_provider(), provider(), case)
    };
    let (c, s) = (c.dangerous_extract_secrets().unwrap(), s.dangerous_extract_secrets().unwrap());
    let (ours, ring) = if ours_client { (c, s) } else { (s, c) };
    let want_len = if case.name.contains("128") { 16 } else { 32 };
    for (a, b) in [(&ours.tx.1, &ring.rx.1), (&ours.rx.1, &ring.tx.1)] {
        let (a, b) = (key_iv_ref(a), key_iv_ref(b));
        assert_eq!((a.0.len(), a.1.len()), (want_len, 12), "{}", case.name);
        assert_eq!(a, b, "{}: extract_keys differs from ring's", case.name);
    }
    (ours, ring)
}

const SEQS: [u64; 9] = [0, 1, 0xff, 0x100, 0xffff_ffff, 1 << 32, 0x0123_4567_89ab_cdef, u64::MAX - 1, u64::MAX];
const LENS: [usize; 8] = [0, 1, 15, 16, 17, 255, 4097, 16384];

fn is_tls13(case: &Case) -> bool {
    case.name.starts_with("TLS13")
}

/// Seals `plain` as a record of type `typ`; returns the encoded record (header ‖ payload).
fn seal(enc: &mut dyn MessageEncrypter, typ: ContentType, plain: &[u8], seq: u64) -> Vec<u8> {
    let msg = OutboundPlainMessage { typ, version: ProtocolVersion::TLSv1_2, payload: OutboundChunks::Single(plain) };
    let record = enc.encrypt(msg, seq).unwrap().encode();
    assert_eq!(record.len(), 5 + enc.encrypted_payload_len(plain.len()));
    record
}

/// Opens an encoded record with the header's type and version; returns the plaintext and type.
fn open(dec: &mut dyn MessageDecrypter, record: &mut [u8], seq: u64) -> Result<(ContentType, Vec<u8>), Error> {
    let typ = ContentType::from(record[0]);
    let version = ProtocolVersion::from(u16::from_be_bytes([record[1], record[2]]));
    let msg = InboundOpaqueMessage::new(typ, version, &mut record[5..]);
    dec.decrypt(msg, seq).map(|m| (m.typ, m.payload.to_vec()))
}

fn pattern(len: usize, seed: u64) -> Vec<u8> {
    let mut v = vec![0; len];
    Pattern::new(seed).fill(&mut v);
    v
}

/// Records sealed by `enc` open under `dec` (and come out as sent) at every sequence number of
/// `SEQS`, for every length of `LENS`, as application data and as a handshake message; and not
/// under the neighbouring sequence numbers.
fn interop(case: &Case, what: &str, enc: &mut dyn MessageEncrypter, dec: &mut dyn MessageDecrypter) {
    for seq in SEQS {
        for len in LENS {
            for typ in [ContentType::ApplicationData, ContentType::Handshake] {
                let plain = pattern(len, seq ^ len as u64);
                let record = seal(enc, typ, &plain, seq);
                let (got_typ, got) = open(dec, &mut record.clone(), seq)
                    .unwrap_or_else(|e| panic!("{} {what}: seq {seq:#x} len {len} {typ:?}: {e:?}", case.name));
                assert_eq!((got_typ, got), (typ, plain), "{} {what}: seq {seq:#x} len {len}", case.name);
                for other in [seq.wrapping_add(1), seq.wrapping_sub(1), seq ^ (1 << 63)] {
                    assert_eq!(open(dec, &mut record.clone(), other), Err(Error::DecryptError), "{} {what}", case.name);
                }
            }
        }
    }
}

/// Both providers' record layers read each other's records, with traffic keys from a real
/// handshake in both roles (so AES-128 keys too: rustls's public `AeadKey` is only made from 32
/// bytes), the keys and IVs `extract_keys` gives equal on both ends.
#[test]
fn records_interoperate_with_ring_every_suite() {
    for case in &CASES {
        for ours_client in [true, false] {
            let (ours, ring) = secrets(case, ours_client);
            let (our_suite, ring_suite) = (suite_of(&provider(), case), suite_of(&ring_provider(), case));
            interop(
                case,
                "ours -> ring",
                encrypter(our_suite, ours.tx.1).as_mut(),
                decrypter(ring_suite, ring.rx.1).as_mut(),
            );
            interop(
                case,
                "ring -> ours",
                encrypter(ring_suite, ring.tx.1).as_mut(),
                decrypter(our_suite, ours.rx.1).as_mut(),
            );
        }
        println!("{:<30} records ours <-> ring at {} sequence numbers, {} lengths", case.name, SEQS.len(), LENS.len());
    }
}

/// This provider's records are byte for byte ring's under the same traffic key and IV, at every
/// sequence number of `SEQS`: the TLS 1.3 per-record nonce and AAD, and the TLS 1.2 explicit nonce
/// on the wire. A receiver cannot check the TLS 1.2 nonce (it reads it from the record), so only
/// this catches an encrypter that repeats one: every record must carry (IV ⊕ seq)[4..].
#[test]
fn records_are_byte_identical_to_ring_every_suite() {
    for case in &CASES {
        let (ours, ring) = secrets(case, true);
        let (our_suite, ring_suite) = (suite_of(&provider(), case), suite_of(&ring_provider(), case));
        let iv: [u8; 12] = key_iv_ref(&ours.tx.1).1.try_into().unwrap();
        let tx = ours.tx.1;
        let mut our_enc = encrypter(our_suite, tx);
        // ring.rx holds the same key and IV as ours.tx (checked by `secrets`).
        let mut ring_enc = encrypter(ring_suite, ring.rx.1);
        let mut explicit_nonces = std::collections::HashSet::new();
        for seq in SEQS {
            for len in LENS {
                for typ in [ContentType::ApplicationData, ContentType::Handshake] {
                    let plain = pattern(len, seq);
                    let a = seal(our_enc.as_mut(), typ, &plain, seq);
                    let b = seal(ring_enc.as_mut(), typ, &plain, seq);
                    assert!(a == b, "{}: seq {seq:#x} len {len} {typ:?}: records differ from ring's", case.name);
                    if !is_tls13(case) {
                        let mut want = [0u8; 8];
                        for (w, (i, s)) in want.iter_mut().zip(iv[4..].iter().zip(seq.to_be_bytes())) {
                            *w = i ^ s;
                        }
                        assert_eq!(a[5..13], want, "{}: explicit nonce at seq {seq:#x}", case.name);
                        explicit_nonces.insert(want);
                    }
                }
            }
        }
        if !is_tls13(case) {
            assert_eq!(explicit_nonces.len(), SEQS.len(), "{}: explicit nonces repeat", case.name);
        }
        println!("{:<30} records byte-identical to ring's at {} sequence numbers", case.name, SEQS.len());
    }
}

/// A record from ring opened by this provider's decrypter: every single-bit flip anywhere in the
/// payload (TLS 1.2: explicit nonce, ciphertext, tag), every truncation (shorter than the overhead
/// included: a typed error, never a panic), a TLS 1.2 header type or version other than the one
/// sealed (they are in the AAD), and a plaintext over 2^14 bytes: each fails as rustls's own
/// providers fail, and a failed open leaves no plaintext in the buffer.
#[test]
fn tampered_and_short_records_fail_every_suite() {
    for case in &CASES {
        let (ours, ring) = secrets(case, true);
        let (our_suite, ring_suite) = (suite_of(&provider(), case), suite_of(&ring_provider(), case));
        let mut enc = encrypter(ring_suite, ring.tx.1);
        let mut dec = decrypter(our_suite, ours.rx.1);
        let seq = 0x0102_0304_0506_0708;
        let plain = vec![0x5a; 100];
        let record = seal(enc.as_mut(), ContentType::ApplicationData, &plain, seq);
        assert_eq!(open(dec.as_mut(), &mut record.clone(), seq).unwrap().1, plain);
        for at in 5..record.len() {
            for bit in 0..8 {
                let mut bad = record.clone();
                bad[at] ^= 1 << bit;
                assert_eq!(open(dec.as_mut(), &mut bad, seq), Err(Error::DecryptError), "{}: byte {at}", case.name);
                assert!(!bad[5..].windows(8).any(|w| w == [0x5a; 8]), "{}: plaintext left in the buffer", case.name);
            }
        }
        let overhead = record.len() - 5 - plain.len();
        for len in 0..record.len() - 5 {
            let mut short = record[..5 + len].to_vec();
            let err = open(dec.as_mut(), &mut short, seq).unwrap_err();
            if len < overhead {
                assert_eq!(err, Error::DecryptError, "{}: {len}-byte payload", case.name);
            }
        }
        if !is_tls13(case) {
            // The header's type and version are in the TLS 1.2 AAD (RFC 5246 §6.2.3.3).
            for (i, v) in [(0, ContentType::Handshake.into()), (2, 0x02), (1, 0x02)] {
                let mut bad = record.clone();
                bad[i] = v;
                assert_eq!(
                    open(dec.as_mut(), &mut bad, seq),
                    Err(Error::DecryptError),
                    "{}: header byte {i}",
                    case.name
                );
            }
        }
        // An authentic record whose plaintext is over 2^14 bytes (RFC 8446 §5.2, RFC 5246 §6.2.3).
        let big = seal(enc.as_mut(), ContentType::ApplicationData, &vec![1; 16385], seq + 1);
        assert_eq!(open(dec.as_mut(), &mut big.clone(), seq + 1), Err(Error::PeerSentOversizedRecord), "{}", case.name);
        let max = seal(enc.as_mut(), ContentType::ApplicationData, &vec![2; 16384], seq + 2);
        assert_eq!(open(dec.as_mut(), &mut max.clone(), seq + 2).unwrap().1, vec![2; 16384], "{}", case.name);
        println!("{:<30} flipped bits, truncations, AAD fields, oversized plaintext: rejected", case.name);
    }
}

/// Sends `len` bytes of pattern `seed` from `from` to `to` in memory and checks them.
fn transfer(from: &mut Connection, to: &mut Connection, seed: u64, len: usize) {
    let data = pattern(len, seed);
    from.writer().write_all(&data).unwrap();
    pump(from, to);
    let mut got = vec![0; len];
    to.reader().read_exact(&mut got).unwrap();
    assert!(got == data, "transfer after key update differs");
}

/// TLS 1.3 key updates (RFC 8446 §4.6.3: new traffic secret by HKDF-Expand-Label "traffic upd",
/// new record keys) initiated by either side, against ring on the other end: both must derive the
/// same next keys, several times over.
#[test]
fn key_update_against_ring_tls13() {
    for case in CASES.iter().filter(|c| is_tls13(c)) {
        for ours_client in [true, false] {
            let (mut c, mut s) = if ours_client {
                connected(provider(), ring_provider(), case)
            } else {
                connected(ring_provider(), provider(), case)
            };
            for round in 0..3 {
                transfer(&mut c, &mut s, round, 20000);
                c.refresh_traffic_keys().unwrap();
                transfer(&mut c, &mut s, round + 10, 20000);
                transfer(&mut s, &mut c, round + 20, 20000);
                s.refresh_traffic_keys().unwrap();
                transfer(&mut s, &mut c, round + 30, 20000);
                transfer(&mut c, &mut s, round + 40, 20000);
            }
        }
        println!("{:<30} key updates from either side, ours <-> ring: ok", case.name);
    }
}
