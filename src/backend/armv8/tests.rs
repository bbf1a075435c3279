//! The armv8 kernels: the shared suite (`backend/kernel_tests.rs`) against the portable
//! backend, and the key schedule's round keys.

use super::{Aes, GHashKey};
use crate::backend::detect::Armv8Token;
use crate::backend::kernel_tests::{Subject, kernel_test_suite};
use crate::backend::kernels::Block;

impl Subject for Armv8Token {
    type Aes = Aes;
    type GHashKey = GHashKey;
    fn aes(self, key: &[u8]) -> Aes {
        Aes::new(self, key)
    }
    fn ghash(self, h: &Block) -> GHashKey {
        GHashKey::new(self, h)
    }
    /// The GCM kernels with EOR3 where the CPU has FEAT_SHA3 (qemu's `max` does), and without.
    fn aes_variants(key: Aes) -> std::vec::Vec<Aes> {
        if key.eor3().is_some() { std::vec![key.clone(), key.without_eor3()] } else { std::vec![key] }
    }
}

/// qemu's default CPU (`max`) has FEAT_SHA3: the EOR3 kernels are the ones the suite runs
/// there (next to the plain ones, by `aes_variants`), not skipped.
#[test]
fn eor3_kernels_run_where_detected() {
    let Some(t) = subject() else { return };
    let has = std::arch::is_aarch64_feature_detected!("sha3") && std::arch::is_aarch64_feature_detected!("sha2");
    assert_eq!(Aes::new(t, &[0; 16]).eor3().is_some(), has);
}

fn subject() -> Option<Armv8Token> {
    Armv8Token::get()
}

kernel_test_suite!(subject);

/// The round count follows the key length (AES-192 is the odd one: Nk = 6, twelve rounds, the
/// `i % nk == 4` SubWord of AES-256 must not apply).
#[test]
fn round_count_per_key_size() {
    let Some(t) = subject() else { return };
    for (len, nr) in [(16, 10), (24, 12), (32, 14)] {
        assert_eq!(Aes::new(t, &[0x5a; 32][..len]).rounds(), nr, "{len}-byte key");
    }
    // FIPS 197 appendix A.2: the last round key of the AES-192 expansion of
    // 8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b.
    let k = hex_literal::hex!("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b");
    let aes = Aes::new(t, &k);
    assert_eq!(aes.enc[12], hex_literal::hex!("e98ba06f448c773c8ecc720401002202"));
    assert_eq!(aes.enc[13], [0; 16], "no 13th round key for AES-192");
}
