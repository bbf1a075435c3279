//! XTS: every backend against the portable one — sectors of any length (stealing included),
//! sector numbers and the many-sectors call against one unit at a time, decryption of arbitrary
//! bytes — and a block-by-block reference (`T_j = AES_K2(i) ⊗ α^j` on bytes, stealing as
//! SP 800-38E §5.3.2 writes it) on the portable backend's block cipher. Never a panic; keys with
//! equal halves give `InvalidKey`, units under 16 bytes `InvalidLength` and an untouched buffer.
#![no_main]

mod common;

use aes_engine::xts::Xts;
use aes_engine::{Aes128, Aes256, Backend, BlockCipher, Error};
use common::*;
use libfuzzer_sys::{arbitrary::Unstructured, fuzz_target};

/// `t ⊗ α` on bytes (IEEE 1619 §5.2).
fn mul_alpha(t: &mut [u8; 16]) {
    let carry = t[15] >> 7;
    for i in (1..16).rev() {
        t[i] = (t[i] << 1) | (t[i - 1] >> 7);
    }
    t[0] = (t[0] << 1) ^ (0x87 * carry);
}

fn xex<C: BlockCipher>(k1: &C, enc: bool, t: &[u8; 16], block: &mut [u8]) {
    let mut b: [u8; 16] = std::array::from_fn(|i| block[i] ^ t[i]);
    if enc {
        k1.encrypt_block(&mut b)
    } else {
        k1.decrypt_block(&mut b)
    }
    for i in 0..16 {
        block[i] = b[i] ^ t[i];
    }
}

/// The reference: one block at a time, bytes only.
fn reference<C: BlockCipher>(k1: &C, k2: &C, enc: bool, tweak: &[u8; 16], data: &mut [u8]) {
    let mut t = *tweak;
    k2.encrypt_block(&mut t);
    let (m, r) = (data.len() / 16, data.len() % 16);
    let plain = if r == 0 { m } else { m - 1 };
    for j in 0..plain {
        xex(k1, enc, &t, &mut data[16 * j..16 * j + 16]);
        mul_alpha(&mut t);
    }
    if r == 0 {
        return;
    }
    let (last, tail) = data[16 * (m - 1)..].split_at_mut(16);
    let mut t_next = t;
    mul_alpha(&mut t_next);
    let (first_t, second_t) = if enc { (t, t_next) } else { (t_next, t) };
    xex(k1, enc, &first_t, last);
    let stolen: Vec<u8> = last[..r].to_vec();
    last[..r].copy_from_slice(tail);
    tail.copy_from_slice(&stolen);
    xex(k1, enc, &second_t, last);
}

fn run<C: BlockCipher>(
    make: impl Fn(Backend) -> Result<Xts<C>, Error>,
    halves: (C, C),
    equal: bool,
    tweak: &[u8; 16],
    msg: &[u8],
    sector: usize,
    first: u128,
) {
    let all = backends();
    if equal {
        for &b in &all {
            assert_eq!(make(b).unwrap_err(), Error::InvalidKey, "{b}: equal halves accepted");
        }
        return;
    }
    let mut want = msg.to_vec();
    let mut want_dec = msg.to_vec();
    if msg.len() >= 16 {
        reference(&halves.0, &halves.1, true, tweak, &mut want);
        reference(&halves.0, &halves.1, false, tweak, &mut want_dec);
    }
    for &b in &all {
        let xts = make(b).unwrap();
        let mut buf = msg.to_vec();
        let r = xts.encrypt_sector(tweak, &mut buf);
        if msg.len() < 16 {
            assert_eq!(r, Err(Error::InvalidLength), "{b}");
            assert_eq!(buf, msg, "{b}: refused call changed the buffer");
            continue;
        }
        r.unwrap();
        assert_eq!(buf, want, "{b}: encrypt differs from the reference");
        xts.decrypt_sector(tweak, &mut buf).unwrap();
        assert_eq!(buf, msg, "{b}: round trip");
        xts.decrypt_sector(tweak, &mut buf).unwrap();
        assert_eq!(buf, want_dec, "{b}: decrypt of arbitrary bytes differs from the reference");
        // Many sectors against one at a time.
        let mut all_units = msg.to_vec();
        let r = xts.encrypt_sectors(first, sector, &mut all_units);
        let tail = msg.len().checked_rem(sector).unwrap_or(0);
        if sector < 16 || (tail != 0 && tail < 16) {
            assert_eq!(r, Err(Error::InvalidLength), "{b}: sector {sector}");
            assert_eq!(all_units, msg, "{b}: refused call changed the buffer");
            continue;
        }
        r.unwrap();
        let mut n = first;
        for (i, unit) in msg.chunks(sector).enumerate() {
            let mut one = unit.to_vec();
            xts.encrypt_sector_number(n, &mut one).unwrap();
            assert_eq!(&all_units[i * sector..][..one.len()], &one[..], "{b}: unit {i}");
            n = n.wrapping_add(1);
        }
        xts.decrypt_sectors(first, sector, &mut all_units).unwrap();
        assert_eq!(all_units, msg, "{b}: many-sectors round trip");
    }
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(wide) = u.arbitrary::<bool>() else { return };
    let half = if wide { 32 } else { 16 };
    let mut key = bytes(&mut u, 2 * half);
    if u.arbitrary::<u8>().unwrap_or(1) == 0 {
        let (a, b) = key.split_at_mut(half);
        b.copy_from_slice(a);
    }
    // Equal halves also come from short inputs (the bytes run out as zeros): refused either way.
    let equal = key[..half] == key[half..];
    let tweak: [u8; 16] = bytes(&mut u, 16).try_into().unwrap();
    let sector = u.int_in_range(0..=600usize).unwrap_or(512);
    let first = u.arbitrary::<u128>().unwrap_or(0);
    let Ok(msg) = var_bytes(&mut u, 3000) else { return };
    if wide {
        let k: [u8; 64] = key[..].try_into().unwrap();
        let halves = (Aes256::new(k[..32].try_into().unwrap()), Aes256::new(k[32..].try_into().unwrap()));
        run(|b| Xts::<Aes256>::with_backend(&k, b), halves, equal, &tweak, &msg, sector, first);
    } else {
        let k: [u8; 32] = key[..].try_into().unwrap();
        let halves = (Aes128::new(k[..16].try_into().unwrap()), Aes128::new(k[16..].try_into().unwrap()));
        run(|b| Xts::<Aes128>::with_backend(&k, b), halves, equal, &tweak, &msg, sector, first);
    }
});
