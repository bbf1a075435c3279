//! `universal-hash` 0.6 (feature `universal-hash`): `KeyInit` and `UniversalHash` for [`GHash`],
//! keyed by `H` as in GCM, so code generic over `UniversalHash` (e.g. a GCM or GMAC built from
//! parts) runs on this engine's GHASH.
//!
//! `update` and `update_padded` go straight to the backend's multi-block kernel;
//! `update_with_backend` hands out a backend whose parallel batch is 8 blocks.
//!
//! ```
//! use aes_engine::GHash;
//! use universal_hash::{KeyInit, UniversalHash};
//! use hex_literal::hex;
//!
//! // RFC 8452 Appendix A: GHASH(H, X_1, X_2).
//! let mut ghash = <GHash as KeyInit>::new(&hex!("25629347589242761d31f826ba4b757b").into());
//! ghash.update(&[
//!     hex!("4f4f95668c83dfb6401762bb2d01a262").into(),
//!     hex!("d1a24ddd2721d006bbe45f20d3c9f362").into(),
//! ]);
//! assert_eq!(UniversalHash::finalize(ghash), hex!("bd9b3997046731fb96251b91f9c99d7a"));
//! ```

use crate::GHash;
use ::universal_hash::array::Array;
use ::universal_hash::common::{BlockSizeUser, KeySizeUser, ParBlocksSizeUser};
use ::universal_hash::consts::{U8, U16};
use ::universal_hash::{Block, Key, KeyInit, ParBlocks, UhfBackend, UhfClosure, UniversalHash};

impl KeySizeUser for GHash {
    type KeySize = U16;
}

impl KeyInit for GHash {
    fn new(h: &Key<Self>) -> Self {
        GHash::new(&h.0)
    }
}

impl BlockSizeUser for GHash {
    type BlockSize = U16;
}

/// The backend handed to `update_with_backend` closures: the hash state, borrowed.
struct Backend<'a>(&'a mut GHash);

impl BlockSizeUser for Backend<'_> {
    type BlockSize = U16;
}

impl ParBlocksSizeUser for Backend<'_> {
    type ParBlocksSize = U8;
}

impl UhfBackend for Backend<'_> {
    fn proc_block(&mut self, block: &Block<Self>) {
        self.0.update_padded(block);
    }
    fn proc_par_blocks(&mut self, blocks: &ParBlocks<Self>) {
        self.0.update_padded(Array::slice_as_flattened(blocks));
    }
}

impl UniversalHash for GHash {
    fn update_with_backend(&mut self, f: impl UhfClosure<BlockSize = U16>) {
        f.call(&mut Backend(self));
    }

    // Whole blocks: no padding is added, so one `update_padded` call is exactly the blocks.
    fn update(&mut self, blocks: &[Block<Self>]) {
        GHash::update_padded(self, Array::slice_as_flattened(blocks));
    }

    fn update_padded(&mut self, data: &[u8]) {
        GHash::update_padded(self, data);
    }

    fn finalize(self) -> Block<Self> {
        GHash::finalize(self).into()
    }
}
