//! The AES S-box as a Boolean circuit on bitsliced words (no table, no branch).
//!
//! # Forward
//! `sub_bytes_nonot` is the circuit of Boyar and Peralta ("A new combinational logic minimization
//! technique with applications to cryptology", SEA 2010): a linear top layer (23 XOR) maps the
//! byte to 22 signals, a shared non-linear middle computes the GF(2^4)-tower inversion (32 AND,
//! 30 XOR), and a linear bottom layer (30 XOR) maps back, including the affine map. We leave out
//! its four NOTs: the circuit without them computes `S(x) ^ 0x63`. The constant is added back
//! through the round keys: MixColumns maps a state of all-0x63 columns to itself
//! (`2 ^ 3 ^ 1 ^ 1 = 1`) and is linear, so XORing 0x63 into every byte of round keys 1..Nr
//! (done in `key_schedule.rs`) yields exactly the cipher. That saves 4 NOTs per round.
//!
//! Bit numbering: the circuit's `x0` is the most significant bit, i.e. our word `s[7]`.
//!
//! # Inverse
//! `S(z) = A(z^-1) ^ 0x63` with `A` the linear part of the affine map, so `z^-1 = A^-1(S(z) ^ 0x63)`
//! and `S^-1(y) = (A^-1(y ^ 0x63))^-1`. Writing `g(y) = A^-1(y ^ 0x63)`, this is `g(S(g(y)))`, and
//! with `S = S0 ^ 0x63` (S0: circuit without NOTs) `S^-1(y) = A^-1(S0(A^-1(y ^ 0x63)))`. The
//! `^ 0x63` on the input is again folded into the round keys (InvMixColumns also fixes constant
//! columns: `14 ^ 11 ^ 13 ^ 9 = 1`), and these are the same adjusted keys as for encryption. `A^-1`
//! is `b'_i = b_{i+2} ^ b_{i+5} ^ b_{i+7}` (indices mod 8): 16 XOR.

use super::slice_word::SliceWord;

/// `S(x) ^ 0x63` on every byte of the bitsliced state.
#[inline(always)]
pub(super) fn sub_bytes_nonot<L: SliceWord>(s: &mut [L; 8]) {
    let x0 = s[7];
    let x1 = s[6];
    let x2 = s[5];
    let x3 = s[4];
    let x4 = s[3];
    let x5 = s[2];
    let x6 = s[1];
    let x7 = s[0];

    // Top linear layer.
    let y14 = x3 ^ x5;
    let y13 = x0 ^ x6;
    let y9 = x0 ^ x3;
    let y8 = x0 ^ x5;
    let t0 = x1 ^ x2;
    let y1 = t0 ^ x7;
    let y4 = y1 ^ x3;
    let y12 = y13 ^ y14;
    let y2 = y1 ^ x0;
    let y5 = y1 ^ x6;
    let y3 = y5 ^ y8;
    let t1 = x4 ^ y12;
    let y15 = t1 ^ x5;
    let y20 = t1 ^ x1;
    let y6 = y15 ^ x7;
    let y10 = y15 ^ t0;
    let y11 = y20 ^ y9;
    let y7 = x7 ^ y11;
    let y17 = y10 ^ y11;
    let y19 = y10 ^ y8;
    let y16 = t0 ^ y11;
    let y21 = y13 ^ y16;
    let y18 = x0 ^ y16;

    // Non-linear middle: inversion in the tower field.
    let t2 = y12 & y15;
    let t3 = y3 & y6;
    let t4 = t3 ^ t2;
    let t5 = y4 & x7;
    let t6 = t5 ^ t2;
    let t7 = y13 & y16;
    let t8 = y5 & y1;
    let t9 = t8 ^ t7;
    let t10 = y2 & y7;
    let t11 = t10 ^ t7;
    let t12 = y9 & y11;
    let t13 = y14 & y17;
    let t14 = t13 ^ t12;
    let t15 = y8 & y10;
    let t16 = t15 ^ t12;
    let t17 = t4 ^ t14;
    let t18 = t6 ^ t16;
    let t19 = t9 ^ t14;
    let t20 = t11 ^ t16;
    let t21 = t17 ^ y20;
    let t22 = t18 ^ y19;
    let t23 = t19 ^ y21;
    let t24 = t20 ^ y18;

    let t25 = t21 ^ t22;
    let t26 = t21 & t23;
    let t27 = t24 ^ t26;
    let t28 = t25 & t27;
    let t29 = t28 ^ t22;
    let t30 = t23 ^ t24;
    let t31 = t22 ^ t26;
    let t32 = t31 & t30;
    let t33 = t32 ^ t24;
    let t34 = t23 ^ t33;
    let t35 = t27 ^ t33;
    let t36 = t24 & t35;
    let t37 = t36 ^ t34;
    let t38 = t27 ^ t36;
    let t39 = t29 & t38;
    let t40 = t25 ^ t39;

    let t41 = t40 ^ t37;
    let t42 = t29 ^ t33;
    let t43 = t29 ^ t40;
    let t44 = t33 ^ t37;
    let t45 = t42 ^ t41;
    let z0 = t44 & y15;
    let z1 = t37 & y6;
    let z2 = t33 & x7;
    let z3 = t43 & y16;
    let z4 = t40 & y1;
    let z5 = t29 & y7;
    let z6 = t42 & y11;
    let z7 = t45 & y17;
    let z8 = t41 & y10;
    let z9 = t44 & y12;
    let z10 = t37 & y3;
    let z11 = t33 & y4;
    let z12 = t43 & y13;
    let z13 = t40 & y5;
    let z14 = t29 & y2;
    let z15 = t42 & y9;
    let z16 = t45 & y14;
    let z17 = t41 & y8;

    // Bottom linear layer (the four NOTs of outputs s1, s2, s6, s7 are left out).
    let t46 = z15 ^ z16;
    let t47 = z10 ^ z11;
    let t48 = z5 ^ z13;
    let t49 = z9 ^ z10;
    let t50 = z2 ^ z12;
    let t51 = z2 ^ z5;
    let t52 = z7 ^ z8;
    let t53 = z0 ^ z3;
    let t54 = z6 ^ z7;
    let t55 = z16 ^ z17;
    let t56 = z12 ^ t48;
    let t57 = t50 ^ t53;
    let t58 = z4 ^ t46;
    let t59 = z3 ^ t54;
    let t60 = t46 ^ t57;
    let t61 = z14 ^ t57;
    let t62 = t52 ^ t58;
    let t63 = t49 ^ t58;
    let t64 = z4 ^ t59;
    let t65 = t61 ^ t62;
    let t66 = z1 ^ t63;
    let t67 = t64 ^ t65;
    let o3 = t53 ^ t66;

    s[7] = t59 ^ t63;
    s[6] = t64 ^ o3;
    s[5] = t55 ^ t67;
    s[4] = o3;
    s[3] = t51 ^ t66;
    s[2] = t47 ^ t65;
    s[1] = t56 ^ t62;
    s[0] = t48 ^ t60;
}

/// `A^-1` on every byte: bit `i` becomes `b_{i+2} ^ b_{i+5} ^ b_{i+7}` (indices mod 8).
#[inline(always)]
fn inv_affine_linear<L: SliceWord>(s: &mut [L; 8]) {
    let b = *s;
    for i in 0..8 {
        s[i] = b[(i + 2) % 8] ^ b[(i + 5) % 8] ^ b[(i + 7) % 8];
    }
}

/// `S^-1(y ^ 0x63)` on every byte (the constant is folded into the round keys, see above).
#[inline(always)]
pub(super) fn inv_sub_bytes_nonot<L: SliceWord>(s: &mut [L; 8]) {
    inv_affine_linear(s);
    sub_bytes_nonot(s);
    inv_affine_linear(s);
}
