//! Placeholder; filled in by the AES core work.
fn main() {}
