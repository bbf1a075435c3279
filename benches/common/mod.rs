//! Shared criterion settings and naming: `<primitive>/<operation>/<cipher>/<backend>/<size>`,
//! throughput in bytes, the same sizes in every group, every available backend.
#![allow(dead_code)]

use aes_engine::Backend;
use criterion::Criterion;
use std::time::Duration;

/// The sizes every group measures.
pub const SIZES: [(usize, &str); 4] = [(16, "16B"), (1024, "1KiB"), (16 * 1024, "16KiB"), (1 << 20, "1MiB")];

/// The large payload of the JDK's "big inputs fall off the fast path" bug.
pub const BIG: (usize, &str) = (30_000_000, "30MB");

pub fn backends() -> Vec<Backend> {
    Backend::available().collect()
}

/// Short, steady settings: 2 cores and noisy neighbours make long runs no more precise.
pub fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(20)
        .configure_from_args()
}
