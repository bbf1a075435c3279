//! The AES-NI kernels: the shared suite (`backend/kernel_tests.rs`) against the portable backend.

use super::{Aes, GHashKey};
use crate::backend::detect::AesNiToken;
use crate::backend::kernel_tests::{Subject, kernel_test_suite};
use crate::backend::kernels::Block;

impl Subject for AesNiToken {
    type Aes = Aes;
    type GHashKey = GHashKey;
    fn aes(self, key: &[u8]) -> Aes {
        Aes::new(self, key)
    }
    fn ghash(self, h: &Block) -> GHashKey {
        GHashKey::new(self, h)
    }
}

fn subject() -> Option<AesNiToken> {
    AesNiToken::get()
}

kernel_test_suite!(subject);
