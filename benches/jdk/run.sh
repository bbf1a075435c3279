#!/usr/bin/env bash
# JDK 17 figures for the seeds table of benches/jdk/README.md: one fresh JVM per row (see Seeds.java), then the
# same rows of `cargo bench --bench seeds`, one after the other, so both see the same machine.
# Usage: bash benches/jdk/run.sh > benches/jdk/results-$(date -u +%F).txt 2>&1
set -uo pipefail
cd "$(dirname "$0")"
date -u
java -version 2>&1
uptime
for row in \
  AESGCMCipherInputStream/decrypt-8192/1048576 \
  AESGCMCipherInputStream/encrypt-8192/1048576 \
  AESGCMCipherOutputStream/decrypt-512/1048576 \
  AESGCMCipherOutputStream/decrypt-8192/1048576 \
  AESGCMBench/encrypt/16384 \
  AESGCMBench/decrypt/16384 \
  AESBench/cbc-encrypt/30000000 \
  AESBench/cbc-decrypt/30000000 \
  UUIDBench/fromType3Bytes/20000 \
  MessageDigests/MD5/16 \
  MessageDigests/MD5/16384 \
  MessageDigests/SHA-1/16 \
  MessageDigests/SHA-1/16384 \
  MessageDigests/SHA-256/16 \
  MessageDigests/SHA-256/16384; do
  java -Xms256m -Xmx2g Seeds.java "$row"
done
uptime
cd ../.. && cargo bench --bench seeds -- \
  'seeds/AESGCMCipherInputStream/(en|de)crypt-8KiB/1MiB|seeds/AESGCMCipherOutputStream/.*/1MiB|seeds/AESGCMBench/(en|de)crypt/16KiB|seeds/AESBench|seeds/UUIDBench|seeds/MessageDigests' 2>&1 \
  | grep -E '^seeds|thrpt'
uptime
