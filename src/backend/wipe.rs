//! Wiping secrets that die: the crate's one home for it.
//!
//! - [`wipe`] / [`wipe_block`]: 16-byte blocks (keystream, E_K(J0), GHASH state, round keys),
//!   one volatile store of a whole block each;
//! - [`wipe_value`]: any [`Plain`] value (hash chaining values, block buffers, counters), in
//!   volatile 16-byte chunks;
//! - [`wipe_bytes`]: a byte slice of any length (`zeroize`), skipping an empty one without a call.
//!
//! `zeroize` wipes a `[u8; 16]` one byte at a time (16 volatile byte stores and a fence), a
//! visible share of a 16-byte GCM seal; a volatile store of the whole array is one (or two)
//! vector/word stores that the compiler still may not remove. One volatile store of a whole
//! 128-byte value, though, is compiled as a zeroed temporary copied over it, so larger values go
//! in 16-byte chunks. Every function ends with a compiler fence.

#![allow(unsafe_code)]

/// Overwrites every block with zeros; the stores are volatile, so they are not elided even when
/// the blocks are dead afterwards.
#[inline]
pub(crate) fn wipe(blocks: &mut [[u8; 16]]) {
    for b in blocks.iter_mut() {
        // SAFETY: `b` is a valid, aligned, exclusive `&mut [u8; 16]`; writing a `[u8; 16]` through
        // it is always sound (no CPU feature involved).
        unsafe { core::ptr::write_volatile(b, [0u8; 16]) };
    }
    core::sync::atomic::compiler_fence(core::sync::atomic::Ordering::SeqCst);
}

/// Overwrites one block with zeros (see [`wipe`]): one 16-byte store where `zeroize` on a
/// `[u8; 16]` makes sixteen (the engines' and `Ctr`'s drops).
#[inline]
pub(crate) fn wipe_block(block: &mut [u8; 16]) {
    wipe(core::slice::from_mut(block));
}

/// Overwrites every byte of `x` with zero through volatile stores of 16 bytes (then single bytes
/// for a remainder), which the compiler may not remove although `x` is dead afterwards.
#[inline(always)]
pub(crate) fn wipe_value<T: Plain>(x: &mut T) {
    let p: *mut T = x;
    let n = core::mem::size_of::<T>();
    for i in 0..n / 16 {
        // SAFETY: `p` is valid for writes of `size_of::<T>()` bytes (an exclusive reference);
        // chunk `i` lies within them; `[u8; 16]` has alignment 1; `T: Plain` is an integer or an
        // array of them (no padding, no drop glue), for which all-zero bytes are a valid value.
        unsafe { core::ptr::write_volatile(p.cast::<[u8; 16]>().add(i), [0; 16]) };
    }
    for i in n / 16 * 16..n {
        // SAFETY: as above, byte `i < size_of::<T>()`.
        unsafe { core::ptr::write_volatile(p.cast::<u8>().add(i), 0) };
    }
    core::sync::atomic::compiler_fence(core::sync::atomic::Ordering::SeqCst);
}

/// Integers and (nested) arrays of them: all-zero bytes are a valid value and there is no
/// padding, so [`wipe_value`] may overwrite them byte by byte.
pub(crate) trait Plain: Copy {}
impl Plain for u8 {}
impl Plain for u32 {}
impl Plain for u64 {}
impl<T: Plain, const N: usize> Plain for [T; N] {}

/// Wipes `buf` (`zeroize`: a store the compiler keeps); an empty `buf` is left alone, without
/// a call (`zeroize` clears bytes with `ptr::write_bytes`, a `memset`, whose cost at the dangling
/// address of an empty `Vec` is described in `crate::copy`).
#[inline(always)]
pub(crate) fn wipe_bytes(buf: &mut [u8]) {
    if !buf.is_empty() {
        zeroize::Zeroize::zeroize(buf);
    }
}

#[cfg(test)]
mod tests {
    use super::{wipe, wipe_block, wipe_bytes, wipe_value};
    use std::vec::Vec;

    #[test]
    fn every_wipe_clears_what_it_is_given_and_nothing_else() {
        let mut blocks = [[7u8; 16]; 3];
        wipe(&mut blocks[..2]);
        assert_eq!(blocks, [[0; 16], [0; 16], [7; 16]]);
        wipe_block(&mut blocks[2]);
        assert_eq!(blocks, [[0; 16]; 3]);
        let mut words = [[0x1234_5678u32; 8]; 5];
        wipe_value(&mut words);
        assert_eq!(words, [[0; 8]; 5]);
        let mut odd = [9u8; 21];
        wipe_value(&mut odd);
        assert_eq!(odd, [0; 21]);
        let mut v = [7u8; 100];
        wipe_bytes(&mut v[30..40]);
        wipe_bytes(&mut Vec::new()[..]);
        wipe_bytes(&mut v[60..60]);
        assert_eq!(v.iter().filter(|&&b| b == 0).count(), 10);
        assert!(v[30..40].iter().all(|&b| b == 0));
    }
}
