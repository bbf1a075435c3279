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
