#!/usr/bin/env bash
# Installs Kindred's packages on a fresh machine, offline-friendly (npm registry only).
set -euo pipefail
cd "$(dirname "$0")/.."
# Electron's binary and onnxruntime's CUDA libraries are downloads from outside the npm registry:
# the desktop build compiles without the former, and CPU inference ships inside the npm tarball.
export ELECTRON_SKIP_BINARY_DOWNLOAD=1
export ONNXRUNTIME_NODE_INSTALL=skip
npm ci
