//! The [`Crypter`](crate::Crypter) bookkeeping of the modes that turn any input length into the
//! same output length at once (CFB, OFB): output as long as the input, nothing kept for
//! `finish`, an output shorter than the input poisons the message.

use crate::Error;
use crate::copy::wipe_bytes;

/// Whether the message has ended, or was poisoned by an output too short.
#[derive(Clone, Copy, Default)]
pub(crate) struct StreamState {
    poisoned: bool,
    finished: bool,
}

impl StreamState {
    /// `Crypter::update`: copies `input` to the front of `output` and runs `apply` over it.
    pub(crate) fn update(&mut self, input: &[u8], output: &mut [u8], apply: impl FnOnce(&mut [u8])) -> usize {
        if self.finished || self.poisoned || output.len() < input.len() {
            self.poisoned |= !self.finished;
            return 0;
        }
        let out = &mut output[..input.len()];
        out.copy_from_slice(input);
        apply(out);
        input.len()
    }

    /// `Crypter::update_in_place`: runs `apply` over `data` (or, once the engine is done, wipes
    /// it and outputs nothing).
    pub(crate) fn update_in_place(&mut self, data: &mut [u8], apply: impl FnOnce(&mut [u8])) -> Option<usize> {
        if self.finished || self.poisoned {
            self.poisoned |= !self.finished;
            wipe_bytes(data);
            return Some(0);
        }
        apply(data);
        Some(data.len())
    }

    /// `Crypter::finish`: nothing to write; the error of a poisoned or finished message.
    pub(crate) fn finish(&mut self) -> Result<usize, Error> {
        if self.finished {
            return Err(Error::Finished);
        }
        self.finished = true;
        if self.poisoned { Err(Error::InvalidLength) } else { Ok(0) }
    }
}

/// Implements [`Crypter`](crate::Crypter) for `$ty` (generic over `C: BlockCipher`, with a
/// `state: StreamState` field), `$apply` being the operation on `$data` with `$this` the engine.
macro_rules! stream_crypter {
    ($ty:ty, |$this:ident, $data:ident| $apply:expr) => {
        impl<C: $crate::BlockCipher> $crate::Crypter for $ty {
            fn update(&mut self, input: &[u8], output: &mut [u8]) -> usize {
                let mut state = self.state;
                let $this = &mut *self;
                let n = state.update(input, output, |$data| $apply);
                self.state = state;
                n
            }

            fn update_in_place(&mut self, data: &mut [u8]) -> Option<usize> {
                let mut state = self.state;
                let $this = &mut *self;
                let n = state.update_in_place(data, |$data| $apply);
                self.state = state;
                n
            }

            fn finish(&mut self, _output: &mut [u8]) -> Result<usize, $crate::Error> {
                self.state.finish()
            }

            fn update_len(&self, input_len: usize) -> usize {
                input_len
            }

            fn finish_len(&self) -> usize {
                0
            }
        }
    };
}
pub(crate) use stream_crypter;
