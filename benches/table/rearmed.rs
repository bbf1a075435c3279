//! The table's re-armed rows: one reader or writer `reset` for every message.

use super::{NONCE, Run, aligned_buffer, drain, write_pieces};
use aes_engine::Aes128Gcm;
use aes_engine::stream::{CipherReader, CipherWriter};
use std::io;

/// Rows with one reader/writer re-armed (`reset`) for every message.
pub(crate) fn rearmed_rows<'a>(
    gcm: &'a Aes128Gcm,
    msg: &'a [u8],
    sealed: &'a [u8],
    v: &mut Vec<(String, usize, Run<'a>)>,
) {
    let len = msg.len();
    for piece in [8192, 512] {
        let (mut out, off) = aligned_buffer(piece);
        let mut r = CipherReader::new(msg, gcm.encryptor(&NONCE, b"").unwrap());
        v.push((
            format!("reader seal, re-armed, {piece}-B reads"),
            0,
            Box::new(move || {
                r.reset(&NONCE, b"").unwrap();
                *r.get_mut() = msg;
                assert_eq!(drain(&mut r, &mut out[off..], piece), len + 16);
            }),
        ));
        let (mut out, off) = aligned_buffer(piece);
        let mut r = CipherReader::new(sealed, gcm.decryptor(&NONCE, b"").unwrap());
        v.push((
            format!("reader open, re-armed, {piece}-B reads"),
            1,
            Box::new(move || {
                r.reset(&NONCE, b"").unwrap();
                *r.get_mut() = sealed;
                assert_eq!(drain(&mut r, &mut out[off..], piece), len);
            }),
        ));
    }
    for piece in [8192, 100] {
        let mut w = CipherWriter::new(io::sink(), gcm.encryptor(&NONCE, b"").unwrap());
        v.push((
            format!("writer seal, re-armed, {piece}-B writes"),
            0,
            Box::new(move || {
                w.reset(&NONCE, b"").unwrap();
                write_pieces(&mut w, msg, piece);
                w.finish_message().unwrap();
            }),
        ));
        let mut w = CipherWriter::new(io::sink(), gcm.decryptor(&NONCE, b"").unwrap());
        v.push((
            format!("writer open, re-armed, {piece}-B writes"),
            1,
            Box::new(move || {
                w.reset(&NONCE, b"").unwrap();
                write_pieces(&mut w, sealed, piece);
                w.finish_message().unwrap();
            }),
        ));
    }
}
