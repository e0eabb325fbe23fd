#!/usr/bin/env bash
# The desktop app's icon (build/icon.png, 1024×1024 with transparency): the web app's own favicon,
# rasterised by ffmpeg's librsvg decoder. electron-builder derives the .icns, .ico and Linux sizes from it.
set -euo pipefail
cd "$(dirname "$0")/.."
ffmpeg -hide_banner -loglevel error -y -width 1024 -height 1024 -i renderer/public/favicon.svg -pix_fmt rgba build/icon.png
