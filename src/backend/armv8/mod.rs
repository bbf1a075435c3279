//! STUB: delegates to the portable backend until the real kernels land.

use crate::backend::detect::Armv8Token;
use crate::backend::kernels::{AesKernels, Block, GcmKernels, GhashKernels};
use crate::backend::soft;

#[derive(Clone)]
pub(crate) struct Aes {
    token: Armv8Token,
    inner: soft::Aes,
}

impl Aes {
    pub(crate) fn new(token: Armv8Token, key: &[u8]) -> Self {
        Aes { token, inner: soft::Aes::new(key) }
    }

    pub(crate) fn token(&self) -> Armv8Token {
        self.token
    }
}

impl AesKernels for Aes {
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        self.inner.encrypt_blocks(blocks)
    }

    fn decrypt_blocks(&self, blocks: &mut [Block]) {
        self.inner.decrypt_blocks(blocks)
    }
}

#[derive(Clone)]
pub(crate) struct GHashKey {
    inner: soft::GHashKey,
}

impl GHashKey {
    pub(crate) fn new(_token: Armv8Token, h: &Block) -> Self {
        GHashKey { inner: soft::GHashKey::new(h) }
    }
}

impl GhashKernels for GHashKey {
    fn update_blocks(&self, y: &mut Block, blocks: &[Block]) {
        self.inner.update_blocks(y, blocks)
    }
}

impl GcmKernels for Aes {
    type GHashKey = GHashKey;
}
