#!/usr/bin/env bash
# asm/check.sh — regenerate the kernel listings into a temporary directory (never trusting the
# checked-in ones) and check that every kernel of the table below really is what it claims:
# it contains the instructions it must, and no call inside a loop (an intrinsic that did not
# inline turns each round into a call). Prints per kernel instance the instruction counts and
# the stack traffic, so regressions show in the CI log. Exit status 1 on any failure.
#
# THE KERNEL TABLE. One row per #[inline(never)] kernel entry point (named <backend>_<kernel>):
#   arch  kernel  required instructions (all must occur in every instance; '-' for none)
# A token is a mnemonic; on x86_64 "aesenc" also accepts its VEX form vaesenc, and ":ymm" (":zmm")
# demands the instruction on 256-bit (512-bit) registers. Rows of a backend whose folder is still a stand-in
# (a file there starts with "//! STUB:" or "//! TEMPORARY") are PENDING: reported, not failed,
# when missing. Once the real backend lands they are mandatory: a missing kernel fails.
KERNELS='
x86_64  soft_encrypt_blocks       -
x86_64  soft_decrypt_blocks       -
x86_64  soft_ghash                pmuludq
x86_64  soft_cbc_encrypt_many     -
x86_64  soft_md5_compress         -
x86_64  soft_sha1_compress        -
x86_64  soft_sha256_compress      -
x86_64  soft_sha512_compress      -
x86_64  shani_sha1_compress       sha1rnds4 sha1nexte sha1msg1 sha1msg2
x86_64  shani_sha1_compress_msg   sha1rnds4 sha1nexte sha1msg1 sha1msg2
x86_64  shani_sha256_compress     sha256rnds2 sha256msg1 sha256msg2
x86_64  shani_sha256_hmac         sha256rnds2 sha256msg1 sha256msg2
x86_64  aesni_encrypt_blocks      aesenc aesenclast
x86_64  aesni_decrypt_blocks      aesdec aesdeclast
x86_64  aesni_ctr32               aesenc aesenclast
x86_64  aesni_ctr128              aesenc aesenclast
x86_64  aesni_ctr32_le            aesenc aesenclast
x86_64  aesni_cbc_encrypt         aesenc aesenclast
x86_64  aesni_cbc_decrypt         aesdec aesdeclast
x86_64  aesni_cbc_encrypt_many    aesenc aesenclast
x86_64  aesni_cfb128_decrypt      aesenc aesenclast
x86_64  aesni_cfb128_encrypt      aesenc aesenclast
x86_64  aesni_ofb                 aesenc aesenclast
x86_64  aesni_cfb8                aesenc aesenclast palignr
x86_64  aesni_ccm                 aesenc aesenclast
x86_64  aesni_ghash               pclmulqdq
x86_64  aesni_polyval             pclmulqdq
x86_64  aesni_gcm_seal            aesenc pclmulqdq
x86_64  aesni_gcm_open            aesenc pclmulqdq
x86_64  aesni_gcm_finish          aesenc pclmulqdq straight
x86_64  aesni_siv_open            aesenc aesenclast pclmulqdq
x86_64  aesni_xts_encrypt         aesenc aesenclast pclmulqdq
x86_64  aesni_xts_decrypt         aesdec aesdeclast pclmulqdq
x86_64  aesni_xts_units_encrypt   aesenc aesenclast pclmulqdq
x86_64  aesni_xts_units_decrypt   aesdec aesdeclast pclmulqdq
x86_64  vaes_ecb_encrypt          vaesenc:ymm vaesenclast:ymm
x86_64  vaes_ecb_decrypt          vaesdec:ymm vaesdeclast:ymm
x86_64  vaes_ctr32                vaesenc:ymm
x86_64  vaes_ctr128               vaesenc:ymm
x86_64  vaes_ctr32_le             vaesenc:ymm vaesenclast:ymm
x86_64  vaes_cbc_encrypt          vaesenc
x86_64  vaes_cbc_decrypt          vaesdec:ymm
x86_64  vaes_cbc_encrypt_lanes    vaesenc:ymm
x86_64  vaes_cbc_encrypt_many     -
x86_64  vaes_ccm                  vaesenc:ymm vaesenclast:ymm aesenc aesenclast
x86_64  vaes_ccm_vl               vaesenc:ymm vaesenclast:ymm aesenc aesenclast
x86_64  vaes_cfb128_decrypt       vaesenc:ymm vaesenclast:ymm
x86_64  vaes_ghash                vpclmulqdq:ymm
x86_64  vaes_ghash_powers         vpclmulqdq:ymm straight
x86_64  vaes_gcm_seal             vaesenc:ymm vpclmulqdq:ymm
x86_64  vaes_gcm_seal_last        vaesenc:ymm vpclmulqdq:ymm vperm2i128
x86_64  vaes_gcm_open_last        vaesenc:ymm vpclmulqdq:ymm vperm2i128
x86_64  vaes_gcm_open             vaesenc:ymm vpclmulqdq:ymm
x86_64  vaes_xts_encrypt          vaesenc:ymm vaesenclast:ymm vpclmulqdq:ymm
x86_64  vaes_xts_decrypt          vaesdec:ymm vaesdeclast:ymm vpclmulqdq:ymm
x86_64  vaes_xts_encrypt_vl       vaesenc:ymm vaesenclast:ymm vpclmulqdq:ymm vpternlogq
x86_64  vaes_xts_decrypt_vl       vaesdec:ymm vaesdeclast:ymm vpclmulqdq:ymm vpternlogq
x86_64  vaes_xts_units_encrypt    vaesenc:ymm vaesenclast:ymm vpclmulqdq:ymm vpsllvq:ymm
x86_64  vaes_xts_units_decrypt    vaesdec:ymm vaesdeclast:ymm vpclmulqdq:ymm vpsllvq:ymm
x86_64  vaes_xts_units_encrypt_vl vaesenc:ymm vaesenclast:ymm vpclmulqdq:ymm vpsllvq:ymm vpternlogq
x86_64  vaes_xts_units_decrypt_vl vaesdec:ymm vaesdeclast:ymm vpclmulqdq:ymm vpsllvq:ymm vpternlogq
x86_64  vaes512_gcm_seal          vaesenc:zmm vaesenclast:zmm vpclmulqdq:zmm vpternlogq vpshufb:zmm
x86_64  vaes512_gcm_open          vaesenc:zmm vaesenclast:zmm vpclmulqdq:zmm vpternlogq vpshufb:zmm
x86_64  vaes512_gcm_seal_last     vaesenc:zmm vaesenclast:zmm vpclmulqdq:zmm vpternlogq vpshufb:zmm vmovdqu8:zmm
x86_64  vaes512_gcm_open_last     vaesenc:zmm vaesenclast:zmm vpclmulqdq:zmm vpternlogq vpshufb:zmm vmovdqu8:zmm
x86_64  vaes512_ghash             vpclmulqdq:zmm vpternlogq vpshufb:zmm
x86_64  vaes512_polyval           vpclmulqdq:zmm vpternlogq
x86_64  vaes512_siv_open          vaesenc:zmm vaesenclast:zmm vpclmulqdq:zmm vpternlogq
x86_64  vaes512_wide_powers       vpclmulqdq:zmm vpternlogq straight
x86_64  vaes512_xts_units_encrypt vaesenc:zmm vaesenclast:zmm vpclmulqdq:zmm vpslldq:zmm vpternlogq
x86_64  vaes512_xts_units_decrypt vaesdec:zmm vaesdeclast:zmm vaesenc:zmm vaesenclast:zmm vpclmulqdq:zmm vpslldq:zmm vpternlogq
x86_64  vaes512_xts_encrypt       vaesenc:zmm vaesenclast:zmm vpclmulqdq:zmm vpslldq:zmm vpternlogq
x86_64  vaes512_xts_decrypt       vaesdec:zmm vaesdeclast:zmm vpclmulqdq:zmm vpslldq:zmm vpternlogq
x86_64  avx2_md5_x8               vpaddd:ymm vpslld:ymm vpsrld:ymm vpunpckldq:ymm vperm2i128
x86_64  avx2_md5_x16              vpaddd:ymm vpslld:ymm vpsrld:ymm vpunpckldq:ymm vperm2i128
x86_64  avx2_sha1_x8              vpaddd:ymm vpslld:ymm vpsrld:ymm vpshufb:ymm vperm2i128
x86_64  avx2_sha256_x8            vpaddd:ymm vpslld:ymm vpsrld:ymm vpshufb:ymm vperm2i128
x86_64  avx2_sha512_x4            vpaddq:ymm vpsllq:ymm vpsrlq:ymm vpshufb:ymm vperm2i128
x86_64  avx2_sha512_compress      rorx vpalignr:ymm vpaddq:ymm
x86_64  avx2_sha512_compress_vl   rorx vpalignr:ymm vpaddq:ymm vprolq:ymm vpternlogq:ymm
# (LLVM writes every constant rotation as a left one: the SHA-2 right rotations show as vprold/vprolq.)
x86_64  avx512_md5_x16            vpternlogd vprold vpaddd vshufi64x2
x86_64  avx512_md5_x32            vpternlogd vprold vpaddd vshufi64x2
x86_64  avx512_md5_output_x32     straight
x86_64  avx512_sha256_x16         vpternlogd vprold vpsrld vpaddd vpshufb vshufi64x2
x86_64  avx512_sha512_x8          vpternlogq vprolq vpsrlq vpaddq vinserti64x4
x86_64  shani_sha256_x4           sha256rnds2 sha256msg1 sha256msg2
x86_64  shani_sha1_x4             sha1rnds4 sha1nexte sha1msg1 sha1msg2
aarch64 soft_encrypt_blocks       -
aarch64 soft_decrypt_blocks       -
aarch64 soft_ghash                -
aarch64 soft_cbc_encrypt_many     -
aarch64 soft_md5_compress         -
aarch64 soft_sha1_compress        -
aarch64 soft_sha256_compress      -
aarch64 soft_sha512_compress      -
aarch64 armv8_encrypt_blocks      aese aesmc
aarch64 armv8_decrypt_blocks      aesd aesimc
aarch64 armv8_ctr32               aese aesmc
aarch64 armv8_ctr128              aese aesmc
aarch64 armv8_cbc_encrypt         aese aesmc
aarch64 armv8_cbc_decrypt         aesd aesimc
aarch64 armv8_cbc_encrypt_many    aese aesmc
aarch64 armv8_ghash               pmull pmull2
aarch64 armv8_gcm_seal            aese aesmc pmull pmull2
aarch64 armv8_gcm_open            aese aesmc pmull pmull2
aarch64 armv8_gcm_seal_eor3       aese aesmc pmull pmull2 eor3
aarch64 armv8_gcm_open_eor3       aese aesmc pmull pmull2 eor3
aarch64 armv8_gcm_finish          aese aesmc pmull pmull2 straight
aarch64 armv8_sha1_compress       sha1c sha1p sha1m sha1h sha1su0 sha1su1
aarch64 armv8_sha256_compress     sha256h sha256h2 sha256su0 sha256su1
aarch64 armv8_sha512_compress     sha512h sha512h2 sha512su0 sha512su1
'
set -euo pipefail
cd "$(dirname "$0")/.."
ARCHES=${ASM_ARCHES:-x86_64 aarch64}

backend_dir() {
  case $1 in
    soft) echo src/backend/soft ;; aesni) echo src/backend/x86/aesni ;;
    vaes) echo src/backend/x86/vaes ;; armv8) echo src/backend/armv8 ;;
    avx2) echo src/backend/hash/x86/avx2 ;; avx512) echo src/backend/hash/x86/avx512 ;;
    vaes512) echo src/backend/x86/vaes ;;
    shani) echo src/backend/hash/x86/shani ;;
  esac
}

# The table for asm.pl: "arch pending-marker kernel req..." (marker '-' when the backend is real).
table=$(mktemp)
# ASM_KEEP=DIR keeps the fresh listings there (asm/mca.sh --check models them next in CI).
if [[ -n ${ASM_KEEP:-} ]]; then
  rm -rf "$ASM_KEEP"; mkdir -p "$ASM_KEEP"; fresh=$(cd "$ASM_KEEP" && pwd)
  trap 'rm -rf "$table"' EXIT
else
  fresh=$(mktemp -d)
  trap 'rm -rf "$table" "$fresh"' EXIT
fi
while read -r arch kernel req; do
  [[ -z ${arch:-} || $arch == \#* ]] && continue
  dir=$(backend_dir "${kernel%%_*}")
  marker=$(grep -rlE '^//! (STUB|TEMPORARY)' "$dir" 2>/dev/null | head -1 || true)
  echo "$arch ${marker:--} $kernel $req" >> "$table"
done <<< "$KERNELS"

bash asm/regen.sh "$fresh"

rc=0
for arch in $ARCHES; do
  echo
  echo "== $arch kernels (fresh build)"
  perl asm/asm.pl check "$arch" "$fresh/$arch" "$table" || rc=1
  if [[ -d asm/$arch ]] && ! diff -rq -I '^\(#\|//\) .*generated by\|^\(#\|//\) rustc' "asm/$arch" "$fresh/$arch" >/dev/null 2>&1; then
    echo "  note: the checked-in asm/$arch differs from this build: run bash asm/regen.sh and commit if intended"
  fi
done
echo
if [[ $rc -ne 0 ]]; then echo "asm/check.sh: FAILED" >&2; else echo "asm/check.sh: ok"; fi
exit $rc
