//! GCM and GMAC (SP 800-38D): external IVs of any length, every tag length the set asks.

use crate::runner::{Options, with_aes};
use crate::util::{Answer, Outcome, answer_hex, bytes, failed, number, text};
use aes_engine::Gcm;
use serde_json::Value;

/// One GCM (or GMAC: the same with an empty payload) case.
pub fn gcm(group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    if let Ok(gen_mode) = text(group, "ivGen") {
        if gen_mode != "external" {
            return Err(format!("ivGen {gen_mode:?} (the runner takes the IV from the set)"));
        }
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
