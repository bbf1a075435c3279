//! A key's table, built once, on first use: the part of a key that only long inputs need, or
//! that only a key that is used at all needs.
//!
//! A key's setup computes the AES-NI round keys and H; the AES-NI GHASH key's H^1..H^8 are built
//! by its first input (`x86/aesni/ghash.rs`: every input reads them, but a key dropped unused
//! never does), and the tables of the wide kernels (round keys broadcast to 256 bits, H^1..H^32 in the ymm/zmm
//! layouts) are built by the first call long enough to run those kernels. The portable GHASH
//! key's H^1..H^4 are built by its first input of four blocks (`soft/ghash.rs`). A key made for one
//! short message (a session key, a key per record, GCM-SIV's per-message keys) never pays for
//! them. The table lives inside the key (no allocation: this works without `alloc`), so a key
//! is as large as before; what it saves is the work of building the table, and the writes.
//!
//! Inline, not behind a pointer to a heap block built on first use: that key would allocate inside
//! the first long seal or open (the block modes and CCM build the AES table from 16 blocks on; the
//! crate's keys and in-place operations allocate nothing, `tests/zeroize.rs`), and without `alloc`
//! it would need this inline form anyway. It would also shrink the keys less than it seems: the
//! key enums are as large as their largest variant, and the portable variants are ~1 KB each.
//! The cost of the room is only in moves (a key is copied whole); nothing writes it until the
//! table is built (see [`LazyTable::new`]).
//!
//! Constant time: whether the table exists depends only on the lengths of the inputs the key has
//! seen, which are public; its contents are built by the same straight-line code either way.
//!
//! # The once-cell
//!
//! `state` is `EMPTY`, `BUILDING` or `READY`; `table` holds a `T` exactly when `state` is
//! `READY`, and is written only by the one thread that moved `state` from `EMPTY` to
//! `BUILDING`.
//!
//! - Building: a thread that finds the cell not `READY` tries `compare_exchange(EMPTY →
//!   BUILDING)`. Only one such exchange ever succeeds (`state` never returns to `EMPTY` while
//!   shared: only `&mut self` resets it), so exactly one thread writes `table`, and no reader
//!   looks at it meanwhile (readers wait for `READY`). The writer then stores `READY` with
//!   `Release`: every write that built the table happens-before any `Acquire` load that sees
//!   `READY`. Nothing writes the table after that until the cell is dropped (`&mut self`).
//! - Racing: a thread whose exchange fails (another is building) spins until it loads `READY`
//!   (`Acquire`, so it sees the builder's writes). The builder runs straight-line code (~100 ns
//!   of SIMD, ~0.2 µs for the portable key's powers; no allocation, no lock, no panic), so the
//!   wait is short and always ends.
//! - Reading: `get` loads `state` with `Acquire`; on `READY` it hands out `&T`, valid for as long
//!   as `&self` (the table changes only under `&mut self`): no data race on it.
//! - Dropping (`&mut self`, so no reader is left): a built table is dropped in place (its `Drop`
//!   wipes it). The key enums do not run their variants' drops; their bulk wipe of the whole
//!   enum covers the table's bytes (`dispatch.rs`).
//!
//! - Building without the zeroed table (`get_or_init_uninit`): the same protocol; the writer
//!   gets the room uninitialised and promises (an `unsafe` call) to leave a whole `T` in it
//!   before `READY` is stored, without panicking.
//!
//! A clone starts empty (it builds its own table when it needs one): cloning never reads a table
//! another thread may be building.

#![allow(unsafe_code)]

use core::cell::UnsafeCell;
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicU8, Ordering};

/// A table that can be built in place, starting from all zeros (so no key material passes
/// through a temporary); its `Drop` wipes it.
pub(crate) trait Table: Send + Sync {
    /// The all-zero table, to be filled in place.
    fn zeroed() -> Self;
}

const EMPTY: u8 = 0;
const BUILDING: u8 = 1;
const READY: u8 = 2;

/// A table built on first use and published once (see the module comment).
pub(crate) struct LazyTable<T: Table> {
    state: AtomicU8,
    table: UnsafeCell<MaybeUninit<T>>,
}

// SAFETY: shared access to `table` follows the protocol of the module comment: one writer
// (the thread that won `EMPTY → BUILDING`), readers only after an `Acquire` load of `READY`
// that the writer's `Release` store published, so `&LazyTable<T>` may cross threads when `T`
// may be shared and sent (`T: Table` requires `Send + Sync`). No CPU feature involved.
unsafe impl<T: Table> Sync for LazyTable<T> {}

// A panic while a table is built cannot leave a half-built table visible: readers see the table
// only after `READY`, stored after the build finished (and the build is panic-free SIMD code).
impl<T: Table> core::panic::RefUnwindSafe for LazyTable<T> {}

impl<T: Table> LazyTable<T> {
    /// An empty cell: only the state word is written; the table's bytes stay uninitialised
    /// until built.
    ///
    /// Not the struct literal `LazyTable { state: AtomicU8::new(EMPTY), table:
    /// UnsafeCell::new(MaybeUninit::uninit()) }`: that is a constant, and rustc stores a
    /// constant whose initialised bytes all hold one value with one `memset` over its whole
    /// size, uninitialised bytes included (with `EMPTY` = 1 it became a `memset` of ones). Every
    /// vaes key setup then wrote the whole room of its table (~1 KB for the AES key, ~1.2 KB for
    /// the GHASH key) only to leave it unbuilt (`docs/perf/key-setup.md`).
    #[inline(always)]
    pub(crate) fn new() -> Self {
        let mut cell = MaybeUninit::<Self>::uninit();
        let p = cell.as_mut_ptr();
        // SAFETY: `p` points to a `MaybeUninit<Self>`, valid for writes; the field place is
        // formed with `addr_of_mut!`, without a reference to uninitialised memory. After the
        // write every field is initialised: `state` here, and `table` is a `MaybeUninit`, for
        // which any bytes are a valid value. No CPU feature involved.
        unsafe {
            core::ptr::addr_of_mut!((*p).state).write(AtomicU8::new(EMPTY));
            cell.assume_init()
        }
    }

    /// The table, if it has been built.
    #[inline(always)]
    pub(crate) fn get(&self) -> Option<&T> {
        if self.state.load(Ordering::Acquire) == READY {
            // SAFETY: `READY` (loaded with `Acquire`, stored with `Release` after the table was
            // fully written) means `table` holds a `T` that nothing writes until `&mut self`.
            // No CPU feature involved.
            Some(unsafe { (*self.table.get()).assume_init_ref() })
        } else {
            None
        }
    }

    /// The table, built by `fill` (from [`Table::zeroed`], in place) if it was not yet.
    #[inline(always)]
    pub(crate) fn get_or_init(&self, fill: impl FnOnce(&mut T)) -> &T {
        match self.get() {
            Some(t) => t,
            None => self.init(|slot| fill(slot.write(T::zeroed()))),
        }
    }

    /// The table, built by `write` into the cell's uninitialised room if it was not yet: for a
    /// table whose builder writes every byte anyway, without the all-zero table written first
    /// (a `memset` of the whole room: ~1.2 KB for the vaes GHASH key's, `docs/perf/key-setup.md`).
    ///
    /// # Safety
    ///
    /// `write` must leave a valid `T` in the room it is given (every byte of it written, as a
    /// `T`'s fields allow), without reading it and without panicking.
    #[inline(always)]
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))] // the vaes keys' tables only
    pub(crate) unsafe fn get_or_init_uninit(&self, write: impl FnOnce(&mut MaybeUninit<T>)) -> &T {
        match self.get() {
            Some(t) => t,
            None => self.init(write),
        }
    }

    /// Builds the table by `write` (which leaves a valid `T` in the room: both callers promise
    /// it) if this thread wins `EMPTY → BUILDING`, then waits for `READY`.
    #[cold]
    #[inline(never)]
    fn init(&self, write: impl FnOnce(&mut MaybeUninit<T>)) -> &T {
        if self.state.compare_exchange(EMPTY, BUILDING, Ordering::Acquire, Ordering::Acquire).is_ok() {
            // SAFETY: this thread won `EMPTY → BUILDING`: it is the only one that ever writes
            // `table`, and no reader looks at it before `READY` (module comment). No CPU
            // feature involved.
            let slot = unsafe { &mut *self.table.get() };
            write(slot);
            self.state.store(READY, Ordering::Release);
        }
        loop {
            if let Some(t) = self.get() {
                return t;
            }
            core::hint::spin_loop();
        }
    }
}

impl<T: Table> Drop for LazyTable<T> {
    fn drop(&mut self) {
        if *self.state.get_mut() == READY {
            *self.state.get_mut() = EMPTY;
            // SAFETY: `READY` means `table` holds a `T`; `&mut self` means no reference to it is
            // left, and the state was reset above, so it is dropped (and wiped) once. No CPU
            // feature involved.
            unsafe { self.table.get_mut().assume_init_drop() };
        }
    }
}

impl<T: Table> Clone for LazyTable<T> {
    /// An empty cell: the clone builds its own table when first needed.
    fn clone(&self) -> Self {
        Self::new()
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::{LazyTable, Table};
    use core::sync::atomic::{AtomicUsize, Ordering};

    #[derive(Debug, PartialEq)]
    struct Words([u64; 64]);

    impl Table for Words {
        fn zeroed() -> Self {
            Words([0; 64])
        }
    }

    #[test]
    fn racing_threads_build_once_and_all_see_the_whole_table() {
        for _ in 0..50 {
            let cell = LazyTable::<Words>::new();
            let fills = AtomicUsize::new(0);
            let barrier = std::sync::Barrier::new(4);
            std::thread::scope(|s| {
                for _ in 0..4 {
                    s.spawn(|| {
                        barrier.wait();
                        let t = cell.get_or_init(|w| {
                            fills.fetch_add(1, Ordering::Relaxed);
                            for (i, x) in w.0.iter_mut().enumerate() {
                                *x = i as u64 * 3 + 1;
                            }
                        });
                        assert!(t.0.iter().enumerate().all(|(i, &x)| x == i as u64 * 3 + 1));
                    });
                }
            });
            assert_eq!(fills.load(Ordering::Relaxed), 1);
            assert!(cell.get().is_some());
            assert!(cell.clone().get().is_none(), "a clone starts empty");
        }
    }
}
