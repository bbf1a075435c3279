//! TODO(stream): the segmented STREAM format's parser on arbitrary bytes: never a panic, never a
//! segment released before it authenticates, reordered/truncated/duplicated segments rejected.
//! Written once the `stream` branch is on main; until then this target does nothing (and
//! `fuzz/smoke.sh` skips it).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|_data: &[u8]| {});
