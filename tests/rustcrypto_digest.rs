//! digest 0.11 on aes-engine's hashes, checked with RustCrypto's own data and harnesses on every
//! hash backend: the KAT `.blb` files and 16 MiB pseudo-random-input checks of the `md-5` 0.11.0,
//! `sha1` 0.11.0 and `sha2` 0.11.1 crates (`digest::dev::fixed_reset_test`, `feed_rand_16mib`),
//! the `hmac` 0.13.0 crate's RFC 2104/4231 and Wycheproof `.blb` files through
//! `hmac::SimpleHmac` (`digest::dev::mac_test`/`reset_mac_test`), the `hkdf` 0.13.0 crate's RFC
//! 5869 `.blb` files through `hkdf::SimpleHkdf`, RFC 6070 through `pbkdf2`, and
//! `SimpleHmac<Sha*>` = the crate's own `Hmac<Sha*>` on RFC 4231 (vectors/other/).
//! Files: vectors/rustcrypto/ (see its SOURCES.md).
#![cfg(feature = "digest")]

mod rustcrypto_support;

use aes_engine::digest::{Digest as Own, HashBackend, Hmac as OwnHmac, Md5, Sha1, Sha224, Sha256, Sha384, Sha512};
use digest::block_api::{Block, Buffer, BufferKindUser, CoreProxy, Eager, EagerHash, FixedOutputCore, UpdateCore};
use digest::common::BlockSizeUser;
use digest::dev::{
    MacTestVector, MacTruncSide, TestVector, feed_rand_16mib, fixed_reset_test, mac_test, reset_mac_test,
};
use digest::{FixedOutput, FixedOutputReset, HashMarker, Output, OutputSizeUser, Reset, Update};
use rustcrypto_support::hex;

/// The hash backends, by index (const generic parameters cannot be enums).
const BACKENDS: [HashBackend; 4] = [HashBackend::Soft, HashBackend::ShaNi, HashBackend::Avx2, HashBackend::Armv8];

/// `$hash` pinned to `BACKENDS[B]`: every trait forwards to the crate's impl on the inner value,
/// and `Default` (what the RustCrypto harnesses call) builds it with `with_backend`.
macro_rules! pinned {
    ($name:ident, $core:ident, $hash:ty) => {
        /// The block-level core of the pinned hasher (for `hmac::Hmac`): the crate's core of a
        /// hasher made with `with_backend`.
        #[derive(Clone)]
        struct $core<const B: usize>(<$hash as CoreProxy>::Core);

        impl<const B: usize> Default for $core<B> {
            fn default() -> Self {
                $core(CoreProxy::decompose($name::<B>::default().0).0)
            }
        }
        impl<const B: usize> HashMarker for $core<B> {}
        impl<const B: usize> OutputSizeUser for $core<B> {
            type OutputSize = <$hash as OutputSizeUser>::OutputSize;
        }
        impl<const B: usize> BlockSizeUser for $core<B> {
            type BlockSize = <$hash as BlockSizeUser>::BlockSize;
        }
        impl<const B: usize> BufferKindUser for $core<B> {
            type BufferKind = Eager;
        }
        impl<const B: usize> UpdateCore for $core<B> {
            fn update_blocks(&mut self, blocks: &[Block<Self>]) {
                self.0.update_blocks(blocks);
            }
        }
        impl<const B: usize> FixedOutputCore for $core<B> {
            fn finalize_fixed_core(&mut self, buffer: &mut Buffer<Self>, out: &mut Output<Self>) {
                self.0.finalize_fixed_core(buffer, out);
            }
        }
        impl<const B: usize> CoreProxy for $name<B> {
            type Core = $core<B>;
            fn compose(core: $core<B>, buffer: Buffer<$core<B>>) -> Self {
                let hash = <$hash as CoreProxy>::compose(core.0, buffer);
                assert_eq!(Own::backend(&hash), BACKENDS[B]);
                $name(hash)
            }
            fn decompose(self) -> ($core<B>, Buffer<$core<B>>) {
                let (core, buffer) = CoreProxy::decompose(self.0);
                ($core(core), buffer)
            }
        }

        #[derive(Clone)]
        struct $name<const B: usize>($hash);

        impl<const B: usize> Default for $name<B> {
            fn default() -> Self {
                $name(<$hash as Own>::with_backend(BACKENDS[B]).expect("backend checked before use"))
            }
        }
        impl<const B: usize> HashMarker for $name<B> {}
        impl<const B: usize> OutputSizeUser for $name<B> {
            type OutputSize = <$hash as OutputSizeUser>::OutputSize;
        }
        impl<const B: usize> BlockSizeUser for $name<B> {
            type BlockSize = <$hash as BlockSizeUser>::BlockSize;
        }
        impl<const B: usize> Update for $name<B> {
            fn update(&mut self, data: &[u8]) {
                Update::update(&mut self.0, data);
            }
        }
        impl<const B: usize> FixedOutput for $name<B> {
            fn finalize_into(self, out: &mut Output<Self>) {
                FixedOutput::finalize_into(self.0, out);
            }
        }
        impl<const B: usize> FixedOutputReset for $name<B> {
            fn finalize_into_reset(&mut self, out: &mut Output<Self>) {
                FixedOutputReset::finalize_into_reset(&mut self.0, out);
                assert_eq!(Own::backend(&self.0), BACKENDS[B]);
            }
        }
        impl<const B: usize> Reset for $name<B> {
            fn reset(&mut self) {
                Reset::reset(&mut self.0);
            }
        }
    };
}

pinned!(PMd5, PMd5Core, Md5);
pinned!(PSha1, PSha1Core, Sha1);
pinned!(PSha224, PSha224Core, Sha224);
pinned!(PSha256, PSha256Core, Sha256);
pinned!(PSha384, PSha384Core, Sha384);
pinned!(PSha512, PSha512Core, Sha512);

macro_rules! blb {
    ($name:ident, $path:literal, $vector:ident { $($field:ident),* }) => {
        digest::dev::blobby::parse_into_structs!(
            include_bytes!(concat!("../vectors/rustcrypto/", $path));
            static $name: &[$vector { $($field),* }];
        );
    };
}

blb!(MD5_KAT, "md-5/md5_kat.blb", TestVector { input, output });
blb!(SHA1_KAT, "sha1/sha1_kat.blb", TestVector { input, output });
blb!(SHA224_KAT, "sha2/sha224_kat.blb", TestVector { input, output });
blb!(SHA256_KAT, "sha2/sha256_kat.blb", TestVector { input, output });
blb!(SHA384_KAT, "sha2/sha384_kat.blb", TestVector { input, output });
blb!(SHA512_KAT, "sha2/sha512_kat.blb", TestVector { input, output });
blb!(HMAC_MD5_RFC2104, "hmac/hmac_md5_rfc2104.blb", MacTestVector { key, input, tag });
blb!(HMAC_SHA224_RFC4231, "hmac/hmac_sha224_rfc4231.blb", MacTestVector { key, input, tag });
blb!(HMAC_SHA256_RFC4231, "hmac/hmac_sha256_rfc4231.blb", MacTestVector { key, input, tag });
blb!(HMAC_SHA384_RFC4231, "hmac/hmac_sha384_rfc4231.blb", MacTestVector { key, input, tag });
blb!(HMAC_SHA512_RFC4231, "hmac/hmac_sha512_rfc4231.blb", MacTestVector { key, input, tag });
blb!(HMAC_SHA1_WYCHEPROOF, "hmac/hmac_sha1_wycheproof.blb", MacTestVector { key, input, tag });
blb!(HMAC_SHA256_WYCHEPROOF, "hmac/hmac_sha256_wycheproof.blb", MacTestVector { key, input, tag });
blb!(HMAC_SHA384_WYCHEPROOF, "hmac/hmac_sha384_wycheproof.blb", MacTestVector { key, input, tag });
blb!(HMAC_SHA512_WYCHEPROOF, "hmac/hmac_sha512_wycheproof.blb", MacTestVector { key, input, tag });

/// The hkdf crate's RFC 5869 test vector shape (tests/rfc5869.rs).
#[derive(Clone, Copy, Debug)]
struct HkdfVector {
    ikm: &'static [u8],
    salt: &'static [u8],
    info: &'static [u8],
    prk: &'static [u8],
    okm: &'static [u8],
}
blb!(HKDF_SHA1, "hkdf/rfc5869_sha1.blb", HkdfVector { ikm, salt, info, prk, okm });
blb!(HKDF_SHA256, "hkdf/rfc5869_sha256.blb", HkdfVector { ikm, salt, info, prk, okm });

fn run<T: core::fmt::Debug>(family: &str, vectors: &[T], check: impl Fn(&T) -> Result<(), &'static str>) -> usize {
    for (i, tv) in vectors.iter().enumerate() {
        if let Err(reason) = check(tv) {
            panic!("{family} #{i}: {reason}\n{tv:?}");
        }
    }
    vectors.len()
}

/// The hkdf crate's check: extract gives the PRK, expand the OKM, and from_prk + expand too.
fn hkdf_check<H: digest::Digest + BlockSizeUser + Clone>(tv: &HkdfVector) -> Result<(), &'static str> {
    let salt = if tv.salt.is_empty() { None } else { Some(tv.salt) };
    let mut okm = vec![0u8; tv.okm.len()];
    let (prk, hk) = hkdf::SimpleHkdf::<H>::extract(salt, tv.ikm);
    hk.expand(tv.info, &mut okm).map_err(|_| "expand")?;
    if prk[..] != tv.prk[..] || okm != tv.okm {
        return Err("extract/expand");
    }
    okm.fill(0);
    let hk = hkdf::SimpleHkdf::<H>::from_prk(tv.prk).map_err(|_| "from_prk")?;
    hk.expand(tv.info, &mut okm).map_err(|_| "expand after from_prk")?;
    if okm != tv.okm {
        return Err("from_prk/expand");
    }
    Ok(())
}

/// The expected digest of `feed_rand_16mib` in a RustCrypto test source: the hex literal(s) of
/// the first `assert_eq!` after `fn <name>`.
fn rand_expectation(source: &str, test_fn: &str) -> Vec<u8> {
    let body = &source[source.find(&format!("fn {test_fn}()")).expect("test fn")..];
    let args = &body[body.find("hex!(").unwrap() + 5..];
    let args = &args[..args.find(')').unwrap()];
    hex(&args.split('"').skip(1).step_by(2).collect::<String>())
}

/// Every check on hash backend `BACKENDS[B]`.
fn on_backend<const B: usize>() -> Vec<(&'static str, usize)> {
    let mac =
        |tv: &MacTestVector, f: fn(&MacTestVector, MacTruncSide) -> Result<(), &'static str>| f(tv, MacTruncSide::None);
    let _ = mac;
    // Which of the six hashes this backend implements (SHA-NI has no MD5, for example).
    let has = |h: &str| match h {
        "md5" => Md5::with_backend(BACKENDS[B]).is_ok(),
        "sha1" => Sha1::with_backend(BACKENDS[B]).is_ok(),
        "sha224" => Sha224::with_backend(BACKENDS[B]).is_ok(),
        "sha256" => Sha256::with_backend(BACKENDS[B]).is_ok(),
        "sha384" => Sha384::with_backend(BACKENDS[B]).is_ok(),
        _ => Sha512::with_backend(BACKENDS[B]).is_ok(),
    };
    let trunc_none = MacTruncSide::None;
    let trunc_left = MacTruncSide::Left;
    let mut counts = Vec::new();
    macro_rules! kat {
        ($label:literal, $h:literal, $vectors:expr, $hash:ty) => {
            if has($h) {
                counts.push(($label, run($label, $vectors, fixed_reset_test::<$hash>)));
            }
        };
    }
    kat!("md5-kat", "md5", MD5_KAT, PMd5<B>);
    kat!("sha1-kat", "sha1", SHA1_KAT, PSha1<B>);
    kat!("sha224-kat", "sha224", SHA224_KAT, PSha224<B>);
    kat!("sha256-kat", "sha256", SHA256_KAT, PSha256<B>);
    kat!("sha384-kat", "sha384", SHA384_KAT, PSha384<B>);
    kat!("sha512-kat", "sha512", SHA512_KAT, PSha512<B>);
    macro_rules! hmac_family {
        ($label:literal, $h:literal, $vectors:expr, $hash:ty, $trunc:expr) => {
            if has($h) {
                let n = run($label, $vectors, |tv| mac_test::<hmac::SimpleHmac<$hash>>(tv, $trunc));
                run($label, $vectors, |tv| reset_mac_test::<hmac::SimpleHmacReset<$hash>>(tv, $trunc));
                counts.push(($label, n));
                // The same data through the block-level hmac::Hmac / HmacReset (the cores).
                let block_label = &$label["simple".len()..];
                let n = run(block_label, $vectors, |tv| mac_test::<hmac::Hmac<$hash>>(tv, $trunc));
                run(block_label, $vectors, |tv| reset_mac_test::<hmac::HmacReset<$hash>>(tv, $trunc));
                counts.push((block_label, n));
            }
        };
    }
    hmac_family!("simplehmac-md5-rfc2104", "md5", HMAC_MD5_RFC2104, PMd5<B>, trunc_none);
    hmac_family!("simplehmac-sha224-rfc4231", "sha224", HMAC_SHA224_RFC4231, PSha224<B>, trunc_none);
    hmac_family!("simplehmac-sha256-rfc4231", "sha256", HMAC_SHA256_RFC4231, PSha256<B>, trunc_none);
    hmac_family!("simplehmac-sha384-rfc4231", "sha384", HMAC_SHA384_RFC4231, PSha384<B>, trunc_none);
    hmac_family!("simplehmac-sha512-rfc4231", "sha512", HMAC_SHA512_RFC4231, PSha512<B>, trunc_none);
    hmac_family!("simplehmac-sha1-wycheproof", "sha1", HMAC_SHA1_WYCHEPROOF, PSha1<B>, trunc_left);
    hmac_family!("simplehmac-sha256-wycheproof", "sha256", HMAC_SHA256_WYCHEPROOF, PSha256<B>, trunc_left);
    hmac_family!("simplehmac-sha384-wycheproof", "sha384", HMAC_SHA384_WYCHEPROOF, PSha384<B>, trunc_left);
    hmac_family!("simplehmac-sha512-wycheproof", "sha512", HMAC_SHA512_WYCHEPROOF, PSha512<B>, trunc_left);
    if has("sha1") {
        counts.push(("simplehkdf-sha1-rfc5869", run("hkdf-sha1", HKDF_SHA1, hkdf_check::<PSha1<B>>)));
    }
    if has("sha256") {
        counts.push(("simplehkdf-sha256-rfc5869", run("hkdf-sha256", HKDF_SHA256, hkdf_check::<PSha256<B>>)));
    }

    // feed_rand_16mib: 16 MiB of RustCrypto's pseudo-random input, in their odd-sized pieces.
    let mut rand = 0;
    macro_rules! rand_check {
        ($hash:ty, $h:literal, $source:literal, $test_fn:literal) => {
            if has($h) {
                let mut h = <$hash>::default();
                feed_rand_16mib(&mut h);
                let want = rand_expectation(include_str!(concat!("../vectors/rustcrypto/", $source)), $test_fn);
                assert_eq!(FixedOutput::finalize_fixed(h)[..], want[..], $test_fn);
                rand += 1;
            }
        };
    }
    rand_check!(PMd5<B>, "md5", "md-5/mod.rs", "md5_rand");
    rand_check!(PSha1<B>, "sha1", "sha1/mod.rs", "sha1_rand");
    rand_check!(PSha256<B>, "sha256", "sha2/mod.rs", "sha256_rand");
    rand_check!(PSha512<B>, "sha512", "sha2/mod.rs", "sha512_rand");
    if rand > 0 {
        counts.push(("feed-rand-16mib", rand));
    }
    counts
}

/// Runs `on_backend::<B>` if this CPU has that backend (each hash it implements).
fn try_backend<const B: usize>() {
    let backend = BACKENDS[B];
    if !backend.is_available() {
        println!("hash backend {}: not on this CPU, skipped", backend.name());
        return;
    }
    for (family, n) in on_backend::<B>() {
        assert!(n > 0, "{family}: no cases");
        println!("{family:<30} {n:>5} cases passed on hash backend {}", backend.name());
    }
}

#[test]
fn rustcrypto_digest_vectors_on_every_hash_backend() {
    try_backend::<0>();
    try_backend::<1>();
    try_backend::<2>();
    try_backend::<3>();
}

/// `hmac::SimpleHmac<H>` and `hmac::Hmac<H>` (on this crate's `H`) = this crate's `Hmac<H>` on
/// RFC 4231, every case
/// and hash of vectors/other/hmac-rfc4231.txt (case 5: leftmost 16 bytes), the crate's copy of
/// the shared file, so the test needs nothing beside the checkout.
#[test]
fn simple_hmac_equals_the_crate_hmac_on_rfc4231() {
    use hmac::Mac;
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/vectors/other/hmac-rfc4231.txt");
    let Ok(text) = std::fs::read_to_string(path) else {
        panic!("{path} missing");
    };
    fn check<H>(key: &[u8], data: &[u8], want: &[u8]) -> usize
    where
        H: Own + digest::Digest + BlockSizeUser + Clone + EagerHash,
    {
        let mut block = <hmac::Hmac<H> as digest::KeyInit>::new_from_slice(key).unwrap();
        Mac::update(&mut block, data);
        let block = block.finalize().into_bytes();
        let mut rc = <hmac::SimpleHmac<H> as digest::KeyInit>::new_from_slice(key).unwrap();
        Mac::update(&mut rc, data);
        let rc = rc.finalize().into_bytes();
        let mut own = OwnHmac::<H>::new(key);
        own.update(data);
        let own = own.finalize();
        assert_eq!(&rc[..], own.as_ref(), "SimpleHmac != Hmac");
        assert_eq!(&block[..], own.as_ref(), "hmac::Hmac != Hmac");
        assert_eq!(&rc[..want.len()], want, "RFC 4231");
        1
    }
    let mut n = 0;
    for record in text.split("\n\n") {
        let field = |name: &str| record.lines().find_map(|l| l.strip_prefix(&format!("{name} = ")).map(str::to_string));
        let (Some(hash), Some(key), Some(data), Some(mac)) = (field("Hash"), field("Key"), field("Data"), field("Mac"))
        else {
            continue;
        };
        let (key, data, mac) = (hex(&key), hex(&data), hex(&mac));
        n += match hash.as_str() {
            "SHA-224" => check::<Sha224>(&key, &data, &mac),
            "SHA-256" => check::<Sha256>(&key, &data, &mac),
            "SHA-384" => check::<Sha384>(&key, &data, &mac),
            "SHA-512" => check::<Sha512>(&key, &data, &mac),
            other => panic!("unknown hash {other}"),
        };
    }
    assert_eq!(n, 28);
    println!("SimpleHmac == hmac::Hmac == Hmac, RFC 4231: {n} cases");
}

/// pbkdf2 over `SimpleHmac<Sha1>` on RFC 6070 (the pbkdf2 crate's `pbkdf2_rfc6070` cases that
/// run in well under a second), and over `SimpleHmac<Sha256>` with its own default-rounds check.
#[test]
fn pbkdf2_over_simple_hmac() {
    let cases: [(&[u8], &[u8], u32, &str); 3] = [
        (b"password", b"salt", 1, "0c60c80f961f0e71f3a9b524af6012062fe037a6"),
        (b"password", b"salt", 2, "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957"),
        (b"password", b"salt", 4096, "4b007901b765489abead49d926f721d065a429c1"),
    ];
    for (password, salt, rounds, want) in cases {
        let mut out = [0u8; 20];
        pbkdf2::pbkdf2::<hmac::SimpleHmac<Sha1>>(password, salt, rounds, &mut out).unwrap();
        assert_eq!(out.to_vec(), hex(want), "rounds {rounds}");
    }
    // RFC 7914 §11 (PBKDF2-HMAC-SHA-256, c = 1): the first 32 bytes.
    let mut out = [0u8; 64];
    pbkdf2::pbkdf2::<hmac::SimpleHmac<Sha256>>(b"passwd", b"salt", 1, &mut out).unwrap();
    assert_eq!(out[..32].to_vec(), hex("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"));
}

/// The block-level API: `CoreProxy::decompose` then `compose` at any point of a message leaves
/// the digest unchanged (every length 0..=300, split at every 7th byte), and the block-level
/// users `hkdf::Hkdf` (RFC 5869 A.1) and `pbkdf2::pbkdf2_hmac` (RFC 7914 §11) run on it.
#[test]
fn block_level_core_roundtrip_hkdf_pbkdf2() {
    fn roundtrip<H: Own + digest::Digest + CoreProxy + Clone>() -> usize
    where
        H::Core: Clone,
    {
        let data: Vec<u8> = (0..300u32).map(|i| (i * 31 + 7) as u8).collect();
        let mut n = 0;
        for len in 0..=data.len() {
            let want = <H as Own>::digest(&data[..len]);
            for split in (0..=len).step_by(7) {
                let mut h = <H as Own>::new();
                Own::update(&mut h, &data[..split]);
                let (core, buffer) = h.decompose();
                let mut h = H::compose(core, buffer);
                Own::update(&mut h, &data[split..len]);
                assert_eq!(Own::finalize(h).as_ref(), want.as_ref(), "len {len}, split {split}");
                n += 1;
            }
        }
        n
    }
    let n = roundtrip::<Md5>()
        + roundtrip::<Sha1>()
        + roundtrip::<Sha224>()
        + roundtrip::<Sha256>()
        + roundtrip::<Sha384>()
        + roundtrip::<Sha512>();
    println!("decompose/compose round trips: {n}");

    let hk = hkdf::Hkdf::<Sha256>::new(Some(&hex("000102030405060708090a0b0c")), &[0x0b; 22]);
    let mut okm = [0u8; 42];
    hk.expand(&hex("f0f1f2f3f4f5f6f7f8f9"), &mut okm).unwrap();
    let want = "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865";
    assert_eq!(okm.to_vec(), hex(want));

    let mut out = [0u8; 64];
    pbkdf2::pbkdf2_hmac::<Sha256>(b"passwd", b"salt", 1, &mut out);
    assert_eq!(out[..32].to_vec(), hex("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"));
}
