#!/usr/bin/env bash
# Regenerates the throwaway test PKI (test-only keys: never use them for anything else):
# an ECDSA P-256 CA, and two leaves for `localhost`/127.0.0.1 signed by it, one ECDSA P-256 (for
# TLS 1.3 and ECDHE-ECDSA) and one RSA-2048 (for ECDHE-RSA). Valid for 100 years.
set -euo pipefail
cd "$(dirname "$0")"
openssl ecparam -name prime256v1 -genkey -noout -out ca.key.tmp
openssl pkcs8 -topk8 -nocrypt -in ca.key.tmp -out ca.key && rm ca.key.tmp
openssl req -x509 -new -key ca.key -sha256 -days 36500 -subj "/CN=aes-engine test CA" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign" -out ca.pem
leaf() { # name, key-generation arguments...
  local name=$1; shift
  openssl genpkey "$@" -out "$name.key"
  openssl req -new -key "$name.key" -subj "/CN=localhost" -out "$name.csr"
  printf 'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n' >"$name.ext"
  openssl x509 -req -in "$name.csr" -CA ca.pem -CAkey ca.key -CAcreateserial -sha256 -days 36500 \
    -extfile "$name.ext" -out "$name.pem"
  rm -f "$name.csr" "$name.ext"
}
leaf ecdsa -algorithm EC -pkeyopt ec_paramgen_curve:P-256
leaf rsa -algorithm RSA -pkeyopt rsa_keygen_bits:2048
rm -f ca.srl ca.key   # the CA key is not needed once the leaves are signed
