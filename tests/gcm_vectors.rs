//! NIST CAVP GCMVS (all 47,250 cases of the six files), the GCM spec (McGrew–Viega) cases and the
//! NIST worked examples' GHASH values, on every available backend.

mod common;

use aes_engine::{Aes128Gcm, Aes192Gcm, Aes256Gcm, Backend, Error, GHash};
use common::{backends, hex, parse_rsp, vectors_dir};

/// Seal/open with any key size, tag length and backend.
enum AnyGcm {
    A128(Aes128Gcm),
    A192(Aes192Gcm),
    A256(Aes256Gcm),
}

impl AnyGcm {
    fn new(key: &[u8], tag_len: usize, backend: Backend) -> Self {
        match key.len() {
            16 => AnyGcm::A128(
                Aes128Gcm::with_backend(key.try_into().unwrap(), backend).unwrap().with_tag_len(tag_len).unwrap(),
            ),
            24 => AnyGcm::A192(
                Aes192Gcm::with_backend(key.try_into().unwrap(), backend).unwrap().with_tag_len(tag_len).unwrap(),
            ),
            32 => AnyGcm::A256(
                Aes256Gcm::with_backend(key.try_into().unwrap(), backend).unwrap().with_tag_len(tag_len).unwrap(),
            ),
            n => panic!("key length {n}"),
        }
    }

    fn seal(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8]) -> Vec<u8> {
        match self {
            AnyGcm::A128(g) => g.encrypt_in_place_detached(nonce, aad, buf).unwrap().as_ref().to_vec(),
            AnyGcm::A192(g) => g.encrypt_in_place_detached(nonce, aad, buf).unwrap().as_ref().to_vec(),
            AnyGcm::A256(g) => g.encrypt_in_place_detached(nonce, aad, buf).unwrap().as_ref().to_vec(),
        }
    }

    fn open(&self, nonce: &[u8], aad: &[u8], buf: &mut [u8], tag: &[u8]) -> Result<(), Error> {
        match self {
            AnyGcm::A128(g) => g.decrypt_in_place_detached(nonce, aad, buf, tag),
            AnyGcm::A192(g) => g.decrypt_in_place_detached(nonce, aad, buf, tag),
            AnyGcm::A256(g) => g.decrypt_in_place_detached(nonce, aad, buf, tag),
        }
    }
}

#[test]
fn gcmvs_on_every_backend() {
    let dir = vectors_dir().join("nist/gcm");
    for backend in backends() {
        let (mut enc, mut dec, mut fails) = (0, 0, 0);
        for bits in [128, 192, 256] {
            for kind in ["EncryptExtIV", "Decrypt"] {
                let path = dir.join(format!("gcm{kind}{bits}.rsp"));
                let records = parse_rsp(&path);
                assert!(!records.is_empty(), "{} yielded no cases", path.display());
                for r in &records {
                    let key = r.hex("Key");
                    let iv = r.hex("IV");
                    let aad = r.hex("AAD");
                    let tag = r.hex("Tag");
                    let gcm = AnyGcm::new(&key, tag.len(), backend);
                    if kind == "EncryptExtIV" {
                        let mut buf = r.hex("PT");
                        let t = gcm.seal(&iv, &aad, &mut buf);
                        assert_eq!(buf, r.hex("CT"), "{backend} CT {r:?}");
                        assert_eq!(t, tag, "{backend} tag {r:?}");
                        enc += 1;
                    } else {
                        let ct = r.hex("CT");
                        let mut buf = ct.clone();
                        let res = gcm.open(&iv, &aad, &mut buf, &tag);
                        if r.has_flag("FAIL") {
                            assert_eq!(res, Err(Error::AuthenticationFailed), "{backend} {r:?}");
                            assert!(buf.iter().all(|&b| b == 0), "buffer not wiped");
                            fails += 1;
                        } else {
                            assert_eq!(res, Ok(()), "{backend} {r:?}");
                            assert_eq!(buf, r.hex("PT"), "{backend} PT {r:?}");
                        }
                        dec += 1;
                    }
                }
            }
        }
        println!(
            "GCMVS on backend {backend}: {} cases passed ({enc} encrypt, {dec} decrypt of which {fails} FAIL)",
            enc + dec
        );
        assert_eq!(enc + dec, 47_250);
    }
}

/// OpenSSL's evp-test slice of the GCM spec cases (12-, 8- and 60-byte IVs, negative cases).
#[test]
fn gcm_spec_cases_on_every_backend() {
    let text = std::fs::read_to_string(vectors_dir().join("gcm-spec/mcgrew_viega_cases_openssl_slice.txt")).unwrap();
    for backend in backends() {
        let mut n = 0;
        for rec in text.split("\n\n") {
            let fields: std::collections::HashMap<&str, &str> = rec
                .lines()
                .filter(|l| !l.starts_with('#'))
                .filter_map(|l| l.split_once(" = "))
                .map(|(k, v)| (k.trim(), v.trim()))
                .collect();
            let Some(key) = fields.get("Key") else {
                continue;
            };
            let key = hex(key);
            let (iv, aad, tag) = (hex(fields["IV"]), hex(fields.get("AAD").unwrap_or(&"")), hex(fields["Tag"]));
            let (pt, ct) = (hex(fields.get("Plaintext").unwrap_or(&"")), hex(fields.get("Ciphertext").unwrap_or(&"")));
            let gcm = AnyGcm::new(&key, tag.len(), backend);
            let mut buf = ct.clone();
            let res = gcm.open(&iv, &aad, &mut buf, &tag);
            if fields.get("Result") == Some(&"CIPHERFINAL_ERROR") {
                assert_eq!(res, Err(Error::AuthenticationFailed));
            } else {
                assert_eq!(res, Ok(()));
                assert_eq!(buf, pt);
                let mut buf = pt.clone();
                assert_eq!(gcm.seal(&iv, &aad, &mut buf), tag);
                assert_eq!(buf, ct);
            }
            n += 1;
        }
        println!("GCM spec cases on backend {backend}: {n} passed");
        assert_eq!(n, 21);
    }
}

/// The NIST GCM worked examples' H and GHASH values, and RFC 8452's.
#[test]
fn ghash_examples_on_every_backend() {
    let text = std::fs::read_to_string(vectors_dir().join("ghash/nist_gcm_examples_ghash.txt")).unwrap();
    let mut examples = Vec::new();
    let mut cur = std::collections::HashMap::new();
    for line in text.lines().chain(std::iter::once("[end]")) {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        if line.starts_with('[') {
            if !cur.is_empty() {
                examples.push(std::mem::take(&mut cur));
            }
        } else if let Some((k, v)) = line.split_once('=') {
            cur.insert(k.trim().to_string(), v.trim().to_string());
        }
    }
    assert_eq!(examples.len(), 18);
    for backend in backends() {
        for ex in &examples {
            let h: [u8; 16] = hex(&ex["H"]).try_into().unwrap();
            let (a, c) = (hex(ex.get("A").map_or("", |s| s)), hex(ex.get("C").map_or("", |s| s)));
            let mut g = GHash::with_backend(&h, backend).unwrap();
            g.update_padded(&a);
            g.update_padded(&c);
            let mut lens = [0u8; 16];
            lens[..8].copy_from_slice(&(a.len() as u64 * 8).to_be_bytes());
            lens[8..].copy_from_slice(&(c.len() as u64 * 8).to_be_bytes());
            g.update_padded(&lens);
            assert_eq!(g.finalize().to_vec(), hex(&ex["S"]), "{backend} {ex:?}");
        }
        println!("GHASH NIST examples on backend {backend}: {} passed", examples.len());
    }
}

#[test]
fn ghash_rfc8452_on_every_backend() {
    let text = std::fs::read_to_string(vectors_dir().join("ghash/rfc8452_appendixA_ghash.txt")).unwrap();
    let f: std::collections::HashMap<&str, &str> =
        text.lines().filter(|l| !l.starts_with('#')).filter_map(|l| l.split_once(" = ")).collect();
    for backend in backends() {
        let h: [u8; 16] = hex(f["H"]).try_into().unwrap();
        let mut g = GHash::with_backend(&h, backend).unwrap();
        g.update_padded(&hex(f["X1"]));
        g.update_padded(&hex(f["X2"]));
        assert_eq!(g.finalize().to_vec(), hex(f["GHASH"]), "{backend}");
    }
}
