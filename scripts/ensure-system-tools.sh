#!/usr/bin/env bash
# The test suite drives a real Chromium, makes speech with espeak-ng and runs the server tests on a
# throwaway PostgreSQL too; install what is missing.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
# The desktop connect check's test makes a self-signed certificate with it.
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing system packages the tests need: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
else
  echo "Please install them first: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
