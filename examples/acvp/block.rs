//! The block-cipher modes: ECB, CBC, CFB8, CFB128, OFB (AFT and the AESAVS Monte Carlo tests),
//! CTR, CBC-CS1/2/3, KW and KWP.
//!
//! Monte Carlo (AESAVS 6.4, ACVP's AES MCT): 100 outer rounds of 1,000 chained operations under
//! one key. Round i outputs its key, IV and first input, and the last output `O[999]`; then
//! `key ^= the last key.len() bytes of O[998] ‖ O[999]` (CFB8: of the last 32 output bytes),
//! `IV = O[999]` and the next first input is `O[998]` (ECB: `O[999]`). Inside a round the input
//! of step j+1 is O[j] (ECB), else the IV for j = 0 and O[j-1] after it (CFB8: byte j of the IV
//! for j < 16, then output byte j-16): the chain state lives in the mode's own engine.

use crate::runner::{Options, with_aes};
use crate::util::{Answer, Outcome, answer_hex, bytes, failed, number, text, truncate_bits};
use aes_engine::cbc::{self, Padding};
use aes_engine::cfb::{Cfb8, Cfb128};
use aes_engine::ofb::Ofb;
use aes_engine::{BlockCipher, ctr::Ctr, cts, kw};
use serde_json::{Value, json};

/// The five modes the AESAVS Monte Carlo test covers.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Ecb,
    Cbc,
    Cfb8,
    Cfb128,
    Ofb,
}

fn encrypting(group: &Value) -> Outcome<bool> {
    match text(group, "direction")? {
        "encrypt" => Ok(true),
        "decrypt" => Ok(false),
        d => Err(format!("direction {d:?}")),
    }
}

fn iv16(test: &Value, group: &Value) -> Outcome<[u8; 16]> {
    let iv = bytes(test, group, "iv")?;
    iv.try_into().map_err(|iv: Vec<u8>| format!("IV of {} bytes", iv.len()))
}

/// One AFT or MCT case of ECB, CBC, CFB8, CFB128 or OFB.
pub fn classic(mode: Mode, group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    let enc = encrypting(group)?;
    let key = bytes(test, group, "key")?;
    let iv = if mode == Mode::Ecb { [0; 16] } else { iv16(test, group)? };
    let input = bytes(test, group, if enc { "pt" } else { "ct" })?;
    if text(group, "testType")? == "MCT" {
        let results = monte_carlo(mode, &key, iv, &input, enc, opts)?;
        let mut a = Answer::new();
        a.insert("resultsArray".into(), Value::Array(results));
        return Ok(a);
    }
    let out = with_aes!(opts, &key, |c| once(mode, c, &iv, &input, enc))?;
    Ok(answer_hex(if enc { "ct" } else { "pt" }, &out))
}

/// The mode over a whole message, through the crate's own API.
fn once<C: BlockCipher + Clone>(mode: Mode, c: C, iv: &[u8; 16], input: &[u8], enc: bool) -> Outcome<Vec<u8>> {
    let mut data = input.to_vec();
    match mode {
        Mode::Ecb => {
            if !data.len().is_multiple_of(16) {
                return Err(format!("ECB input of {} bytes", data.len()));
            }
            let (blocks, _) = data.as_chunks_mut::<16>();
            if enc { c.encrypt_blocks(blocks) } else { c.decrypt_blocks(blocks) }
        }
        Mode::Cbc => {
            data = if enc {
                cbc::encrypt(&c, iv, Padding::None, input)
            } else {
                cbc::decrypt(&c, iv, Padding::None, input)
            }
            .map_err(|e| e.to_string())?
        }
        Mode::Cfb8 => {
            let mut e = Cfb8::new(c, iv);
            if enc { e.encrypt(&mut data) } else { e.decrypt(&mut data) }
        }
        Mode::Cfb128 => {
            let mut e = Cfb128::new(c, iv);
            if enc { e.encrypt(&mut data) } else { e.decrypt(&mut data) }
        }
        Mode::Ofb => Ofb::new(c, iv).apply_keystream(&mut data),
    }
    Ok(data)
}

/// A mode's engine kept across the 1,000 steps of one Monte Carlo round.
enum Engine<C: BlockCipher> {
    Ecb(C),
    Cbc(C, [u8; 16]),
    Cfb8(Cfb8<C>),
    Cfb128(Cfb128<C>),
    Ofb(Ofb<C>),
}

impl<C: BlockCipher + Clone> Engine<C> {
    fn new(mode: Mode, c: C, iv: &[u8; 16]) -> Self {
        match mode {
            Mode::Ecb => Engine::Ecb(c),
            Mode::Cbc => Engine::Cbc(c, *iv),
            Mode::Cfb8 => Engine::Cfb8(Cfb8::new(c, iv)),
            Mode::Cfb128 => Engine::Cfb128(Cfb128::new(c, iv)),
            Mode::Ofb => Engine::Ofb(Ofb::new(c, iv)),
        }
    }

    /// One step: a block (a byte for CFB8), the chain continuing from the last step.
    fn step(&mut self, data: &mut [u8], enc: bool) -> Outcome<()> {
        match self {
            Engine::Ecb(c) => {
                let block: &mut [u8; 16] = data.try_into().map_err(|_| "ECB step".to_string())?;
                if enc { c.encrypt_block(block) } else { c.decrypt_block(block) }
            }
            Engine::Cbc(c, chain) => {
                let input: [u8; 16] = (&*data).try_into().map_err(|_| "CBC step".to_string())?;
                let out = if enc {
                    cbc::encrypt(&*c, chain, Padding::None, &input)
                } else {
                    cbc::decrypt(&*c, chain, Padding::None, &input)
                }
                .map_err(|e| e.to_string())?;
                *chain = if enc { out[..].try_into().unwrap() } else { input };
                data.copy_from_slice(&out);
            }
            Engine::Cfb8(e) => {
                if enc {
                    e.encrypt(data)
                } else {
                    e.decrypt(data)
                }
            }
            Engine::Cfb128(e) => {
                if enc {
                    e.encrypt(data)
                } else {
                    e.decrypt(data)
                }
            }
            Engine::Ofb(e) => e.apply_keystream(data),
        }
        Ok(())
    }
}

fn monte_carlo(
    mode: Mode,
    key0: &[u8],
    iv0: [u8; 16],
    input0: &[u8],
    enc: bool,
    opts: &Options,
) -> Outcome<Vec<Value>> {
    let (in_name, out_name) = if enc { ("pt", "ct") } else { ("ct", "pt") };
    let unit = if mode == Mode::Cfb8 { 1 } else { 16 };
    if input0.len() != unit {
        return Err(format!("Monte Carlo input of {} bytes", input0.len()));
    }
    let (mut key, mut iv, mut input) = (key0.to_vec(), iv0, input0.to_vec());
    let mut results = Vec::with_capacity(100);
    for _ in 0..100 {
        let mut row = serde_json::Map::new();
        row.insert("key".into(), json!(crate::util::hex_upper(&key)));
        if mode != Mode::Ecb {
            row.insert("iv".into(), json!(crate::util::hex_upper(&iv)));
        }
        row.insert(in_name.into(), json!(crate::util::hex_upper(&input)));
        // The outputs of the round, in order (at most 1,000 units).
        let mut outputs: Vec<u8> = Vec::with_capacity(1000 * unit);
        with_aes!(opts, &key, |c| {
            let mut engine = Engine::new(mode, c, &iv);
            let mut cur = input.clone();
            for j in 0..1000 {
                let mut out = cur.clone();
                engine.step(&mut out, enc)?;
                outputs.extend_from_slice(&out);
                cur = match mode {
                    Mode::Ecb => out,
                    Mode::Cfb8 if j < 16 => vec![iv[j]],
                    Mode::Cfb8 => vec![outputs[j - 16]],
                    _ if j == 0 => iv.to_vec(),
                    _ => outputs[(j - 1) * 16..j * 16].to_vec(),
                };
            }
        });
        let n = outputs.len();
        let last = &outputs[n - unit..];
        row.insert(out_name.into(), json!(crate::util::hex_upper(last)));
        results.push(Value::Object(row));
        // key ^= the last key.len() output bytes; IV = the last 16; next input as the spec says.
        let tail = &outputs[n - key.len()..];
        for (k, t) in key.iter_mut().zip(tail) {
            *k ^= t;
        }
        iv.copy_from_slice(&outputs[n - 16..]);
        input = match mode {
            Mode::Ecb => outputs[n - 16..].to_vec(),
            Mode::Cfb8 => vec![outputs[n - 17]],
            _ => outputs[n - 32..n - 16].to_vec(),
        };
    }
    Ok(results)
}

/// CTR (the group's IV is the first counter block; payloadLen in bits, whole bytes or not).
pub fn ctr(group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    let enc = encrypting(group)?;
    let key = bytes(test, group, "key")?;
    let iv = iv16(test, group)?;
    let mut data = bytes(test, group, if enc { "pt" } else { "ct" })?;
    let bits = number(test, group, "payloadLen").unwrap_or(data.len() as u64 * 8);
    with_aes!(opts, &key, |c| Ctr::new(c, &iv).apply_keystream(&mut data));
    Ok(answer_hex(if enc { "ct" } else { "pt" }, &truncate_bits(data, bits)))
}

/// CBC with ciphertext stealing, CS1/CS2/CS3, on bit strings (`payloadLen` in bits).
pub fn cts(variant: cts::Variant, group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    let enc = encrypting(group)?;
    let key = bytes(test, group, "key")?;
    let iv = iv16(test, group)?;
    let mut data = bytes(test, group, if enc { "pt" } else { "ct" })?;
    let bits = number(test, group, "payloadLen")? as usize;
    with_aes!(opts, &key, |c| if enc {
        cts::encrypt_bits(&c, &iv, variant, &mut data, bits)
    } else {
        cts::decrypt_bits(&c, &iv, variant, &mut data, bits)
    })
    .map_err(|e| e.to_string())?;
    Ok(answer_hex(if enc { "ct" } else { "pt" }, &data))
}

/// KW (`pad` false) or KWP, with the forward or the inverse cipher as the group's kwCipher says.
pub fn key_wrap(pad: bool, group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    let enc = encrypting(group)?;
    let inverse = match text(group, "kwCipher")? {
        "cipher" => false,
        "inverse" => true,
        k => return Err(format!("kwCipher {k:?}")),
    };
    let key = bytes(test, group, "key")?;
    if enc {
        let pt = bytes(test, group, "pt")?;
        let ct = with_aes!(opts, &key, |c| match (pad, inverse) {
            (false, false) => kw::wrap(&c, &pt),
            (false, true) => kw::wrap_inverse(&c, &pt),
            (true, false) => kw::wrap_pad(&c, &pt),
            (true, true) => kw::wrap_pad_inverse(&c, &pt),
        })
        .map_err(|e| e.to_string())?;
        return Ok(answer_hex("ct", &ct));
    }
    let ct = bytes(test, group, "ct")?;
    let pt = with_aes!(opts, &key, |c| match (pad, inverse) {
        (false, false) => kw::unwrap(&c, &ct),
        (false, true) => kw::unwrap_inverse(&c, &ct),
        (true, false) => kw::unwrap_pad(&c, &ct),
        (true, true) => kw::unwrap_pad_inverse(&c, &ct),
    });
    Ok(match pt {
        Ok(pt) => answer_hex("pt", &pt),
        Err(_) => failed(),
    })
}

/// XTS-AES (SP 800-38E; ACVP revision 2.0): the payload (any bit length) is cut into data units
/// of `dataUnitLen` bits, the last one shorter, unit `k` under tweak `t + k` where `t` is the
/// tweak value or the sequence number read as a little-endian integer. Units need not start on a
/// byte boundary: each is copied out left-aligned, run through `encrypt_sector_bits`, and put
/// back at its bit offset.
pub fn xts(group: &Value, test: &Value, opts: &Options) -> Outcome<Answer> {
    use crate::util::{get_bits, put_bits};
    use aes_engine::xts::{Aes128Xts, Aes256Xts};
    let enc = encrypting(group)?;
    let key = bytes(test, group, "key")?;
    let data = bytes(test, group, if enc { "pt" } else { "ct" })?;
    let bits = number(test, group, "payloadLen")? as usize;
    let unit_bits = (number(test, group, "dataUnitLen")? as usize).min(bits);
    let first: u128 = match text(group, "tweakMode")? {
        "hex" => u128::from_le_bytes(bytes(test, group, "tweakValue")?.try_into().map_err(|_| "a tweak of 16 bytes")?),
        "number" => u128::from(number(test, group, "sequenceNumber")?),
        m => return Err(format!("tweakMode {m:?}")),
    };
    let mut out = vec![0u8; bits.div_ceil(8)];
    macro_rules! run {
        ($ty:ty, $k:expr) => {{
            let x = match opts.backend {
                Some(b) => <$ty>::with_backend($k, b),
                None => <$ty>::new($k),
            }
            .map_err(|e| e.to_string())?;
            let mut off = 0;
            let mut k = 0u128;
            while off < bits {
                let len = unit_bits.min(bits - off);
                let mut unit = get_bits(&data, off, len);
                let tweak = first.wrapping_add(k).to_le_bytes();
                if enc {
                    x.encrypt_sector_bits(&tweak, &mut unit, len)
                } else {
                    x.decrypt_sector_bits(&tweak, &mut unit, len)
                }
                .map_err(|e| e.to_string())?;
                put_bits(&mut out, off, &unit, len);
                off += len;
                k += 1;
            }
        }};
    }
    match key.len() {
        32 => run!(Aes128Xts, key[..].try_into().unwrap()),
        64 => run!(Aes256Xts, key[..].try_into().unwrap()),
        n => return Err(format!("an XTS key of {n} bytes")),
    }
    Ok(answer_hex(if enc { "ct" } else { "pt" }, &out))
}
