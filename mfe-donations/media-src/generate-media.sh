#!/bin/sh
# Regenerates the self-hosted loop behind the seva pages' heroes (ImageMagick 6 and ffmpeg
# with libx264): the temple's silhouette at dusk, slowly drawing closer. Silent.
# Usage: sh media-src/generate-media.sh   (from mfe-donations/)
set -eu
OUT=src/features/page-sections/media
TMP=$(mktemp -d)
mkdir -p "$OUT"

. ../shared/media-src/draw-scene.sh

scene 960x540 '#fcc46b' '#5a1515' '#2a0808' "$TMP/seva-hero.png"
convert "$TMP/seva-hero.png" -resize 640x360 -quality 55 "$OUT/seva-hero-poster.webp"
ffmpeg -v error -y -loop 1 -i "$TMP/seva-hero.png" -t 4 -r 24 \
  -vf "scale=1280:-2,zoompan=z='1+0.0008*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=96:s=640x360:fps=24,format=yuv420p" \
  -c:v libx264 -preset veryslow -crf 33 -an -movflags +faststart "$OUT/seva-hero-loop.mp4"

rm -rf "$TMP"
du -ch "$OUT"/* | tail -1
