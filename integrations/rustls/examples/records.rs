//! The record layer alone, without sockets: each provider's TLS13_AES_256_GCM_SHA384
//! `MessageEncrypter` / `MessageDecrypter` (what rustls calls per record) on full 16 KiB
//! application-data records, best of `--rounds N` (default 30) batches of 256 records, the
//! providers interleaved batch by batch.
//!
//! ```sh
//! cargo run --release --example records                        # ours vs ring
//! cargo run --release --example records --features aws-lc-rs   # ours vs ring vs aws-lc-rs
//! ```
//! Encrypt is rustls's whole per-record job for a provider: the record buffer's allocation, the
//! copy of the plaintext into it, the seal, the tag; decrypt opens the encoded record in place, as
//! rustls does in its receive buffer. (AES-256 only: rustls's public `AeadKey` is made from 32
//! bytes; the AES-128 record path is the same code with the 10-round key.)

#[path = "../tests/support/mod.rs"]
mod support;

use rustls::crypto::cipher::{
    AeadKey, InboundOpaqueMessage, Iv, MessageDecrypter, MessageEncrypter, OutboundChunks, OutboundPlainMessage,
};
use rustls::{CipherSuite, ContentType, ProtocolVersion};
use std::time::{Duration, Instant};
use support::{MakeProvider, providers};

const RECORD: usize = 16384;
const BATCH: usize = 256;

/// One provider's encrypter and decrypter under the same key and IV.
fn record_layer(provider: MakeProvider) -> (Box<dyn MessageEncrypter>, Box<dyn MessageDecrypter>) {
    let suite = provider()
        .cipher_suites
        .into_iter()
        .find(|s| s.suite() == CipherSuite::TLS13_AES_256_GCM_SHA384)
        .and_then(|s| s.tls13())
        .expect("TLS13_AES_256_GCM_SHA384");
    let (key, iv) = ([0x42; 32], [0x24; 12]);
    (
        suite.aead_alg.encrypter(AeadKey::from(key), Iv::new(iv)),
        suite.aead_alg.decrypter(AeadKey::from(key), Iv::new(iv)),
    )
}

/// Seals `BATCH` records from sequence number `seq`; returns them encoded (header ‖ payload).
fn seal_batch(enc: &mut dyn MessageEncrypter, plain: &[u8], seq: u64) -> Vec<Vec<u8>> {
    (0..BATCH as u64)
        .map(|i| {
            let msg = OutboundPlainMessage {
                typ: ContentType::ApplicationData,
                version: ProtocolVersion::TLSv1_2,
                payload: OutboundChunks::Single(plain),
            };
            enc.encrypt(msg, seq + i).expect("encrypt").encode()
        })
        .collect()
}

/// Opens the records of `seal_batch(.., seq)` in place and checks their plaintext.
fn open_batch(dec: &mut dyn MessageDecrypter, records: &mut [Vec<u8>], plain: &[u8], seq: u64) {
    for (i, record) in records.iter_mut().enumerate() {
        let msg = InboundOpaqueMessage::new(ContentType::ApplicationData, ProtocolVersion::TLSv1_2, &mut record[5..]);
        let out = dec.decrypt(msg, seq + i as u64).expect("decrypt");
        assert_eq!(out.payload.len(), plain.len());
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds = args
        .iter()
        .position(|a| a == "--rounds")
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(30usize);
    let providers = providers();
    let plain: Vec<u8> = (0..RECORD).map(|i| i as u8).collect();
    let mut layers: Vec<_> = providers.iter().map(|&(_, p)| record_layer(p)).collect();
    // Every provider must read every other provider's records: same key, same wire format.
    for (enc, _) in layers.iter_mut() {
        let records = seal_batch(enc.as_mut(), &plain, 0);
        for &(_, provider) in &providers {
            open_batch(record_layer(provider).1.as_mut(), &mut records.clone(), &plain, 0);
        }
    }
    let mut best = vec![(Duration::MAX, Duration::MAX); providers.len()];
    let mut seq = 1 << 20;
    for _ in 0..rounds {
        for (i, (enc, dec)) in layers.iter_mut().enumerate() {
            let t = Instant::now();
            let mut records = seal_batch(enc.as_mut(), &plain, seq);
            let sealed = t.elapsed();
            let t = Instant::now();
            open_batch(dec.as_mut(), &mut records, &plain, seq);
            let opened = t.elapsed();
            best[i] = (best[i].0.min(sealed), best[i].1.min(opened));
        }
        seq += BATCH as u64;
    }
    let mbps = |d: Duration| (RECORD * BATCH) as f64 / d.as_secs_f64() / 1e6;
    println!("TLS13_AES_256_GCM_SHA384 records of {RECORD} B, best of {rounds} interleaved batches of {BATCH}");
    println!(
        "aes-engine backend: {} (AES_ENGINE_BACKEND overrides)",
        aes_engine::BlockCipher::backend(&aes_engine::Aes256::new(&[0; 32]))
    );
    for (&(name, _), &(s, o)) in providers.iter().zip(&best) {
        println!("  {name:<11} encrypt {:>6.0} MB/s   decrypt {:>6.0} MB/s", mbps(s), mbps(o));
    }
    for (&(name, _), &(s, o)) in providers.iter().zip(&best).skip(1) {
        println!(
            "  aes-engine / {name:<10} encrypt {:.2}x   decrypt {:.2}x",
            s.as_secs_f64() / best[0].0.as_secs_f64(),
            o.as_secs_f64() / best[0].1.as_secs_f64()
        );
    }
}
