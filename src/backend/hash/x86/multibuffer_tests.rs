//! The tests shared by the multi-buffer lanes (`avx2/tests.rs`, `avx512/tests.rs`): each kernel
//! against the straightforward scalar references of `backend/hash/reference.rs`, block by block, and
//! each `*_many` function against them message by message. A test returns early, passing, when
//! the CPU lacks the token's features.

/// Random chaining values and `blocks` random blocks per lane through one kernel call and through
/// the reference, lane by lane.
macro_rules! kernel_test {
    ($token:ty, $seed:literal; $name:ident, $kernel:path, $word:ty, $lanes:literal, $words:literal, $block:literal, $reference:ident) => {
        #[test]
        fn $name() {
            let Some(_token) = <$token>::get() else {
                return;
            };
            let mut rng = Rng($seed + $block as u64 + $words as u64);
            for blocks in 0..=17 {
                let mut state = [[0 as $word; $lanes]; $words];
                for w in state.iter_mut().flatten() {
                    *w = rng.next() as $word;
                }
                let data: Vec<Vec<u8>> = (0..$lanes)
                    .map(|_| {
                        let extra = rng.below(3);
                        rng.bytes(blocks * $block + extra)
                    })
                    .collect();
                let rows: Vec<[&[u8; $block]; $lanes]> = (0..blocks)
                    .map(|k| core::array::from_fn(|i| data[i][$block * k..][..$block].try_into().unwrap()))
                    .collect();
                let mut expect = state;
                for lane in 0..$lanes {
                    let mut s = [0 as $word; $words];
                    for (s, w) in s.iter_mut().zip(&expect) {
                        *s = w[lane];
                    }
                    data[lane][..blocks * $block].chunks($block).for_each(|b| $reference(&mut s, b));
                    for (s, w) in s.iter().zip(expect.iter_mut()) {
                        w[lane] = *s;
                    }
                }
                // SAFETY: the token's `get` succeeded: this CPU has the kernel's features.
                unsafe { $kernel(&mut state, &rows) };
                assert_eq!(state, expect, "blocks={blocks}");
            }
        }
    };
}
pub(super) use kernel_test;

/// Lengths around every padding boundary of both block sizes, plus long ones.
pub(super) const EDGES: [usize; 17] = [0, 1, 55, 56, 63, 64, 65, 111, 112, 119, 120, 127, 128, 129, 300, 1000, 4099];

/// Random sets of 0 to `$max` messages of mixed lengths (edges and random up to ~5 KiB) through
/// `$many` and through `$reference` (every lane count a kernel has, with refills), then the
/// standards' examples as lanes among random messages, at every position of a set of `$set`.
macro_rules! many_test {
    ($token:ty, $seed:literal, max: $max:literal, set: $set:literal; $name:ident, $many:path, $n:literal, $reference:expr) => {
        #[test]
        fn $name() {
            let Some(token) = <$token>::get() else {
                return;
            };
            let reference = $reference;
            let mut rng = Rng($seed + $n);
            for round in 0..60 {
                let count = if round <= $max / 2 { round } else { rng.below($max + 1) };
                let msgs: Vec<Vec<u8>> = (0..count)
                    .map(|_| {
                        let len = if rng.below(2) == 0 {
                            crate::backend::hash::x86::multibuffer_tests::EDGES
                                [rng.below(crate::backend::hash::x86::multibuffer_tests::EDGES.len())]
                        } else {
                            rng.below(5000)
                        };
                        rng.bytes(len)
                    })
                    .collect();
                let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
                let mut out = vec![[0u8; $n]; count];
                $many(token, &inputs, &mut out);
                for (k, (m, o)) in msgs.iter().zip(&out).enumerate() {
                    assert_eq!(o.to_vec(), reference(m), "round {round} message {k} len {}", m.len());
                }
            }
            for m in [&b""[..], b"abc", ABC2, ABC4] {
                for at in 0..$set {
                    let mut msgs: Vec<Vec<u8>> = (0..$set).map(|k| rng.bytes(k * 37 % 300)).collect();
                    msgs[at] = m.to_vec();
                    let inputs: Vec<&[u8]> = msgs.iter().map(|m| &m[..]).collect();
                    let mut out = vec![[0u8; $n]; $set];
                    $many(token, &inputs, &mut out);
                    assert_eq!(out[at].to_vec(), reference(m));
                }
            }
        }
    };
}
pub(super) use many_test;

/// The lanes from a keyed state (HMAC's inner and outer hashes): `many_test!` through
/// `sha256_many_from` and `sha512_many_from` of the module above, every lane starting from the
/// initial value after [`PREFIX`](crate::backend::hash::reference::PREFIX) (one block), against
/// the reference of `PREFIX ‖ message`.
macro_rules! keyed_many_tests {
    ($token:ty, $seed:literal, max: $max:literal, set: $set:literal) => {
        /// SHA-224/256 or the SHA-384/512 family from a state that has absorbed one block.
        macro_rules! keyed {
            ($f:ident, $many:ident, $start:ident, $iv:ident, $prefix:literal, $n:literal) => {
                fn $f<M: AsRef<[u8]>>(token: $token, inputs: &[M], out: &mut [[u8; $n]]) {
                    let start = $start(&$iv);
                    super::$many(token, Start { state: &start, prefix: $prefix }, inputs, out);
                }
            };
        }
        keyed!(sha224_keyed, sha256_many_from, sha256_keyed_start, SHA224_IV, 64, 28);
        keyed!(sha256_keyed, sha256_many_from, sha256_keyed_start, SHA256_IV, 64, 32);
        keyed!(sha384_keyed, sha512_many_from, sha512_keyed_start, SHA384_IV, 128, 48);
        keyed!(sha512_keyed, sha512_many_from, sha512_keyed_start, SHA512_IV, 128, 64);
        many_test!($token, $seed, max: $max, set: $set; sha224_keyed_many, sha224_keyed, 28, |m: &[u8]| sha256_keyed_ref(&SHA224_IV, m, 28));
        many_test!($token, $seed, max: $max, set: $set; sha256_keyed_many, sha256_keyed, 32, |m: &[u8]| sha256_keyed_ref(&SHA256_IV, m, 32));
        many_test!($token, $seed, max: $max, set: $set; sha384_keyed_many, sha384_keyed, 48, |m: &[u8]| sha512_keyed_ref(&SHA384_IV, m, 48));
        many_test!($token, $seed, max: $max, set: $set; sha512_keyed_many, sha512_keyed, 64, |m: &[u8]| sha512_keyed_ref(&SHA512_IV, m, 64));
    };
}
pub(super) use keyed_many_tests;
