#!/bin/sh
# Regenerates the small self-hosted stills and loops of the home page (ImageMagick 6 and
# ffmpeg with libx264). Illustrations only: gradients and a temple silhouette, no photos.
# Usage: sh media-src/generate-media.sh   (from mfe-content/)
set -eu
OUT=src/features/home/media
TMP=$(mktemp -d)
mkdir -p "$OUT"

. ../shared/media-src/draw-scene.sh

# Hero: the poster is the LCP element, so it stays small.
scene 960x540 '#f7b267' '#832222' '#3b0d0d' "$TMP/hero.png"
convert "$TMP/hero.png" -quality 62 "$OUT/hero-poster.webp"
ffmpeg -v error -y -loop 1 -i "$TMP/hero.png" -t 4 -r 24 \
  -vf "scale=1280:-2,zoompan=z='1+0.0008*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=96:s=640x360:fps=24,format=yuv420p" \
  -c:v libx264 -preset veryslow -crf 33 -an -movflags +faststart "$OUT/hero-loop.mp4"

# Progress: three moments of the construction, each a slow pan over a different sky.
i=1
for colours in "#ffd59e #c06014 #4a2410" "#bfe0f0 #6a8caf #2d3142" "#f6e7c1 #b08968 #3f2e1f"; do
  set -- $colours
  scene 960x540 "$1" "$2" "$3" "$TMP/progress-$i.png"
  convert "$TMP/progress-$i.png" -resize 480x270 -quality 60 "$OUT/progress-$i.webp"
  ffmpeg -v error -y -loop 1 -i "$TMP/progress-$i.png" -t 3 -r 24 \
    -vf "crop=800:450:'80*t/3':45,scale=480:270,format=yuv420p" \
    -c:v libx264 -preset veryslow -crf 34 -an -movflags +faststart "$OUT/progress-$i.mp4"
  i=$((i + 1))
done

# Blessings: two short messages (video) and five stills of lamps and lotuses.
i=1
for colours in "#fde2e4 #9d4edd" "#fff1c1 #e07a5f"; do
  set -- $colours
  convert -size 480x270 "gradient:$1-$2" \
    -fill '#fff6e5' -draw "circle 240,120 240,60" -fill "$2" -draw "circle 240,120 240,96" \
    -fill '#3b0d0d' -draw "rectangle 0,220 480,270" "$TMP/blessing-$i.png"
  convert "$TMP/blessing-$i.png" -quality 60 "$OUT/blessing-video-$i.webp"
  ffmpeg -v error -y -loop 1 -i "$TMP/blessing-$i.png" -t 3 -r 24 \
    -vf "zoompan=z='1+0.002*on':d=72:s=480x270:fps=24,format=yuv420p" \
    -c:v libx264 -preset veryslow -crf 34 -an -movflags +faststart "$OUT/blessing-video-$i.mp4"
  i=$((i + 1))
done
i=1
for colours in "#ffecce #fc9d0c" "#f6dcdc #b33636" "#e3f2e1 #4f772d" "#e0ecff #3a5a9b" "#fff6e5 #ad6600"; do
  set -- $colours
  convert -size 480x320 "gradient:$1-$2" \
    -fill '#fff6e5' -draw "ellipse 240,200 90,36 0,360" \
    -fill '#fca31e' -draw "polygon 240,90 262,170 218,170" \
    -fill '#832222' -draw "ellipse 240,214 110,18 0,360" \
    -quality 60 "$OUT/blessing-image-$i.webp"
  i=$((i + 1))
done

rm -rf "$TMP"
du -ch "$OUT"/* | tail -1
