//! The portable backend: constant-time, no tables indexed by secrets, no secret branches.

mod aes;
mod ghash;

pub(crate) use aes::Aes;
pub(crate) use ghash::GHashKey;

use super::kernels::GcmKernels;

impl GcmKernels for Aes {
    type GHashKey = GHashKey;
}
