//! CCM (SP 800-38C) on every available backend: the CAVP files DVPT, VADT, VNT, VPT and VTT for
//! AES-128/192/256, and the ACVP sample set ACVP-AES-CCM-1.0 (encrypt and decrypt, with the cases
//! whose tag must be rejected).

#[macro_use]
mod common;

use aes_engine::ccm::Ccm;
use aes_engine::{Aes128, Aes192, Aes256, Backend, Error};
use common::{backends, hex, parse_rsp, vectors_dir};

/// `(sealed, opened)`: `pt` sealed, and `ct_tag` opened, with `key` on `backend`.
fn run(
    key: &[u8],
    backend: Backend,
    (tag_len, nonce): (usize, &[u8]),
    aad: &[u8],
    pt: &[u8],
    ct_tag: &[u8],
) -> (Vec<u8>, Result<Vec<u8>, Error>) {
    with_cipher!(key, backend, |c| {
        let ccm = Ccm::new(c, tag_len, nonce.len()).unwrap();
        (ccm.encrypt(nonce, aad, pt).unwrap(), ccm.decrypt(nonce, aad, ct_tag))
    })
}

/// The byte string of a CAVP field whose length is given in a parameter (`Adata = 00` with
/// `Alen = 0` is the empty string).
fn field(r: &common::Record, name: &str, len_param: &str) -> Vec<u8> {
    let len: usize = r.get(len_param).or_else(|| r.params.get(len_param).map(String::as_str)).unwrap().parse().unwrap();
    let mut v = r.hex(name);
    v.truncate(len);
    v
}

#[test]
fn cavp_ccm_on_every_backend() {
    let dir = vectors_dir().join("nist-modes/ccm");
    for backend in backends() {
        let (mut n, mut rejected) = (0, 0);
        for kind in ["DVPT", "VADT", "VNT", "VPT", "VTT"] {
            for bits in [128, 192, 256] {
                let records = parse_rsp(&dir.join(format!("{kind}{bits}.rsp")));
                // VADT/VNT/VPT/VTT: Plen/Nlen/Tlen at the top (read as leading fields), a key and
                // nonce per group; DVPT: everything in the bracket header.
                let mut top = std::collections::BTreeMap::new();
                let (mut key, mut nonce) = (Vec::new(), Vec::new());
                for r in &records {
                    for (k, v) in &r.fields {
                        if ["Plen", "Nlen", "Tlen", "Alen"].contains(&k.as_str()) {
                            top.insert(k.clone(), v.clone());
                        }
                    }
                    if let Some(k) = r.get("Key") {
                        key = hex(k);
                    }
                    if let Some(v) = r.get("Nonce") {
                        nonce = hex(v);
                    }
                    if r.get("CT").is_none() {
                        continue;
                    }
                    let mut r = r.clone();
                    // DVPT's one header `[Alen = 0, Plen = 0, Nlen = 7, Tlen = 4]` arrives as
                    // `Alen` = "0, Plen = 0, ...": split it.
                    for (k, v) in r.params.clone() {
                        let mut parts = v.split(',');
                        r.params.insert(k, parts.next().unwrap().trim().to_string());
                        for p in parts {
                            let (k, v) = p.split_once('=').unwrap();
                            r.params.insert(k.trim().to_string(), v.trim().to_string());
                        }
                    }
                    for (k, v) in &top {
                        r.params.entry(k.clone()).or_insert_with(|| v.clone());
                    }
                    let tlen: usize = r.params["Tlen"].parse().unwrap();
                    let aad = field(&r, "Adata", "Alen");
                    let ct = r.hex("CT");
                    let what = format!("{backend} {kind}{bits} {:?}", r.fields);
                    let pass = r.get("Result").is_none_or(|v| v.starts_with("Pass"));
                    let pt = if pass { field(&r, "Payload", "Plen") } else { Vec::new() };
                    let (sealed, opened) = run(&key, backend, (tlen, &nonce), &aad, &pt, &ct);
                    if pass {
                        assert_eq!(sealed, ct, "{what}");
                        assert_eq!(opened.unwrap(), pt, "{what}");
                    } else {
                        assert_eq!(opened, Err(Error::AuthenticationFailed), "{what}");
                        rejected += 1;
                    }
                    n += 1;
                }
            }
        }
        println!("CAVP CCM on {backend}: {n} cases, {rejected} of them rejected");
        // Every `CT` line of the 15 files; DVPT's `Result = Fail` cases.
        assert_eq!((n, rejected), (2880, 480));
    }
}

#[test]
fn acvp_ccm_on_every_backend() {
    let path = vectors_dir().join("acvp/ACVP-AES-CCM-1.0/internalProjection.json");
    let set: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    for backend in backends() {
        let (mut enc, mut dec, mut rejected) = (0, 0, 0);
        for group in set["testGroups"].as_array().unwrap() {
            let decrypt = group["direction"] == "decrypt";
            let tag_len = group["tagLen"].as_u64().unwrap() as usize / 8;
            for t in group["tests"].as_array().unwrap() {
                let f = |n: &str| hex(t[n].as_str().unwrap());
                let (key, aad, nonce, ct) = (f("key"), f("aad"), f("iv"), f("ct"));
                let passed = t["testPassed"].as_bool().unwrap();
                let pt = if passed { f("pt") } else { Vec::new() };
                let (sealed, opened) = run(&key, backend, (tag_len, &nonce), &aad, &pt, &ct);
                let what = format!("{backend} tc {}", t["tcId"]);
                if !decrypt {
                    assert_eq!(sealed, ct, "{what}");
                    enc += 1;
                } else if passed {
                    assert_eq!(opened.unwrap(), pt, "{what}");
                    dec += 1;
                } else {
                    assert_eq!(opened, Err(Error::AuthenticationFailed), "{what}");
                    rejected += 1;
                }
            }
        }
        assert_eq!(enc + dec + rejected, 8310);
        assert_eq!(rejected, 1451);
        println!("ACVP-AES-CCM-1.0 on {backend}: {enc} encrypt, {dec} decrypt, {rejected} rejected");
    }
}
