//! Reference models for the soft backend's tests: the original table-based AES (NOT constant-time)
//! and the bit-serial GHASH multiply of SP 800-38D Algorithm 1. Slow and obviously correct.

use crate::backend::kernels::Block;
use zeroize::Zeroize;

const fn xtime(x: u8) -> u8 {
    (x << 1) ^ (((x >> 7) & 1) * 0x1b)
}

const fn gmul(mut a: u8, mut b: u8) -> u8 {
    let mut p = 0;
    while b != 0 {
        if b & 1 != 0 {
            p ^= a;
        }
        a = xtime(a);
        b >>= 1;
    }
    p
}

const fn sbox_table() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut x = 0usize;
    while x < 256 {
        // inverse = x^254
        let mut inv = 1u8;
        let mut i = 0;
        while i < 254 {
            inv = gmul(inv, x as u8);
            i += 1;
        }
        if x == 0 {
            inv = 0;
        }
        let b = inv;
        let s = b ^ b.rotate_left(1) ^ b.rotate_left(2) ^ b.rotate_left(3) ^ b.rotate_left(4) ^ 0x63;
        t[x] = s;
        x += 1;
    }
    t
}

pub(super) const SBOX: [u8; 256] = sbox_table();
pub(super) const INV_SBOX: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[SBOX[i] as usize] = i as u8;
        i += 1;
    }
    t
};

pub(super) struct RefAes {
    rk: [Block; 15],
    rounds: usize,
}

impl Drop for RefAes {
    fn drop(&mut self) {
        self.rk.as_flattened_mut().zeroize();
    }
}

impl RefAes {
    pub(super) fn new(key: &[u8]) -> Self {
        let nk = key.len() / 4;
        let rounds = nk + 6;
        let mut w = [[0u8; 4]; 60];
        for i in 0..nk {
            w[i].copy_from_slice(&key[4 * i..4 * i + 4]);
        }
        let mut rcon = 1u8;
        for i in nk..4 * (rounds + 1) {
            let mut t = w[i - 1];
            if i % nk == 0 {
                t = [SBOX[t[1] as usize] ^ rcon, SBOX[t[2] as usize], SBOX[t[3] as usize], SBOX[t[0] as usize]];
                rcon = xtime(rcon);
            } else if nk > 6 && i % nk == 4 {
                t = t.map(|b| SBOX[b as usize]);
            }
            for j in 0..4 {
                w[i][j] = w[i - nk][j] ^ t[j];
            }
        }
        let mut rk = [[0u8; 16]; 15];
        for r in 0..=rounds {
            for c in 0..4 {
                rk[r][4 * c..4 * c + 4].copy_from_slice(&w[4 * r + c]);
            }
        }
        w.zeroize();
        RefAes { rk, rounds }
    }

    pub(super) fn encrypt(&self, s: &mut Block) {
        add(s, &self.rk[0]);
        for r in 1..=self.rounds {
            for b in s.iter_mut() {
                *b = SBOX[*b as usize];
            }
            shift_rows(s);
            if r != self.rounds {
                mix_columns(s);
            }
            add(s, &self.rk[r]);
        }
    }

    pub(super) fn decrypt(&self, s: &mut Block) {
        add(s, &self.rk[self.rounds]);
        for r in (0..self.rounds).rev() {
            inv_shift_rows(s);
            for b in s.iter_mut() {
                *b = INV_SBOX[*b as usize];
            }
            add(s, &self.rk[r]);
            if r != 0 {
                inv_mix_columns(s);
            }
        }
    }
}

fn add(s: &mut Block, k: &Block) {
    for (a, b) in s.iter_mut().zip(k) {
        *a ^= b;
    }
}

fn shift_rows(s: &mut Block) {
    let t = *s;
    for c in 0..4 {
        for r in 0..4 {
            s[r + 4 * c] = t[r + 4 * ((c + r) % 4)];
        }
    }
}

fn inv_shift_rows(s: &mut Block) {
    let t = *s;
    for c in 0..4 {
        for r in 0..4 {
            s[r + 4 * ((c + r) % 4)] = t[r + 4 * c];
        }
    }
}

fn mix_columns(s: &mut Block) {
    for c in 0..4 {
        let a = [s[4 * c], s[4 * c + 1], s[4 * c + 2], s[4 * c + 3]];
        for r in 0..4 {
            s[4 * c + r] = gmul(a[r], 2) ^ gmul(a[(r + 1) % 4], 3) ^ a[(r + 2) % 4] ^ a[(r + 3) % 4];
        }
    }
}

fn inv_mix_columns(s: &mut Block) {
    for c in 0..4 {
        let a = [s[4 * c], s[4 * c + 1], s[4 * c + 2], s[4 * c + 3]];
        for r in 0..4 {
            s[4 * c + r] =
                gmul(a[r], 14) ^ gmul(a[(r + 1) % 4], 11) ^ gmul(a[(r + 2) % 4], 13) ^ gmul(a[(r + 3) % 4], 9);
        }
    }
}

/// SP 800-38D Algorithm 1 with masks instead of branches.
pub(super) fn ref_gmul(x: u128, y: u128) -> u128 {
    let mut z = 0u128;
    let mut v = y;
    for i in 0..128 {
        let bit = (x >> (127 - i)) & 1;
        z ^= v & 0u128.wrapping_sub(bit);
        let lsb = v & 1;
        v = (v >> 1) ^ ((0xe1u128 << 120) & 0u128.wrapping_sub(lsb));
    }
    z
}
