//! GCM and GMAC (SP 800-38D): external IVs of any length, every tag length the set asks.

use crate::runner::{Options, with_aes};
use crate::util::{Answer, Outcome, answer_hex, bytes, failed, number, text};
use aes_engine::Gcm;
use serde_json::Value;

/// One GCM (or GMAC: the same with an empty payload) case.
pub fn gcm(group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    if let Ok(gen_mode) = text(group, "ivGen")
        && gen_mode != "external"
    {
        return Err(format!("ivGen {gen_mode:?} (the runner takes the IV from the set)"));
    }
    let key = bytes(test, group, "key")?;
    let iv = bytes(test, group, "iv")?;
    let aad = bytes(test, group, "aad").unwrap_or_default();
    let tag_len = number(test, group, "tagLen")? as usize / 8;
    match text(group, "direction")? {
        "encrypt" => {
            let mut buf = bytes(test, group, "pt").unwrap_or_default();
            let tag = with_aes!(opts, &key, |c| {
                let gcm = Gcm::from_cipher(c).with_tag_len(tag_len).map_err(|e| e.to_string())?;
                gcm.encrypt_in_place_detached(&iv, &aad, &mut buf)
                    .map(|t| t.as_ref().to_vec())
                    .map_err(|e| e.to_string())?
            });
            let mut a = answer_hex("ct", &buf);
            a.extend(answer_hex("tag", &tag));
            Ok(a)
        }
        "decrypt" => {
            let mut buf = bytes(test, group, "ct").unwrap_or_default();
            let tag = bytes(test, group, "tag")?;
            let ok = with_aes!(opts, &key, |c| {
                let gcm = Gcm::from_cipher(c).with_tag_len(tag_len).map_err(|e| e.to_string())?;
                gcm.decrypt_in_place_detached(&iv, &aad, &mut buf, &tag).is_ok()
            });
            Ok(if ok { answer_hex("pt", &buf) } else { failed() })
        }
        d => Err(format!("direction {d:?}")),
    }
}

/// One AES-GCM-SIV case (RFC 8452; `ct` is the ciphertext followed by the 16-byte tag).
pub fn gcm_siv(group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    use aes_engine::gcm_siv::{Aes128GcmSiv, Aes256GcmSiv};
    let key = bytes(test, group, "key")?;
    let iv: [u8; 12] = bytes(test, group, "iv")?.try_into().map_err(|_| "a GCM-SIV nonce is 12 bytes")?;
    let aad = bytes(test, group, "aad").unwrap_or_default();
    let enc = text(group, "direction")? == "encrypt";
    let input = bytes(test, group, if enc { "pt" } else { "ct" }).unwrap_or_default();
    macro_rules! run {
        ($ty:ty, $k:expr) => {{
            let siv = match opts.backend {
                Some(b) => <$ty>::with_backend($k, b).map_err(|e| e.to_string())?,
                None => <$ty>::new($k),
            };
            if enc { siv.encrypt(&iv, &aad, &input) } else { siv.decrypt(&iv, &aad, &input) }
        }};
    }
    let out = match key.len() {
        16 => run!(Aes128GcmSiv, key[..].try_into().unwrap()),
        32 => run!(Aes256GcmSiv, key[..].try_into().unwrap()),
        n => return Err(format!("a GCM-SIV key of {n} bytes")),
    };
    Ok(match (out, enc) {
        (Ok(ct), true) => answer_hex("ct", &ct),
        (Ok(pt), false) => answer_hex("pt", &pt),
        (Err(e), true) => return Err(e.to_string()),
        (Err(_), false) => failed(),
    })
}

/// One CCM case (SP 800-38C; `ct` is the ciphertext followed by the tag).
pub fn ccm(group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    use aes_engine::ccm::Ccm;
    let key = bytes(test, group, "key")?;
    let iv = bytes(test, group, "iv")?;
    let aad = bytes(test, group, "aad").unwrap_or_default();
    let tag_len = number(test, group, "tagLen")? as usize / 8;
    let enc = text(group, "direction")? == "encrypt";
    let input = bytes(test, group, if enc { "pt" } else { "ct" }).unwrap_or_default();
    let out = with_aes!(opts, &key, |c| {
        let ccm = Ccm::new(c, tag_len, iv.len()).map_err(|e| e.to_string())?;
        if enc { ccm.encrypt(&iv, &aad, &input) } else { ccm.decrypt(&iv, &aad, &input) }
    });
    Ok(match (out, enc) {
        (Ok(ct), true) => answer_hex("ct", &ct),
        (Ok(pt), false) => answer_hex("pt", &pt),
        (Err(e), true) => return Err(e.to_string()),
        (Err(_), false) => failed(),
    })
}

/// One CMAC-AES case: `gen` answers the leftmost macLen bits, `ver` whether `mac` verifies.
pub fn cmac(group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    use aes_engine::cmac::{self, Cmac};
    let key = bytes(test, group, "key")?;
    let msg = bytes(test, group, "message").unwrap_or_default();
    let mac_bits = number(test, group, "macLen")?;
    if mac_bits % 8 != 0 {
        return Err(format!("a MAC of {mac_bits} bits"));
    }
    match text(group, "direction")? {
        "gen" => {
            let tag = with_aes!(opts, &key, |c| cmac::mac(&c, &msg));
            Ok(answer_hex("mac", &tag[..(mac_bits / 8) as usize]))
        }
        "ver" => {
            let tag = bytes(test, group, "mac")?;
            let ok = with_aes!(opts, &key, |c| Cmac::new(c).chain(&msg).verify(&tag).is_ok());
            Ok(if ok { crate::util::passed() } else { failed() })
        }
        d => Err(format!("direction {d:?}")),
    }
}
