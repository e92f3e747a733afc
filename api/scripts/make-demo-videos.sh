#!/usr/bin/env bash
# Regenerates the demo HLS streams in api/data/videos/ (committed, ~0.5 MB; only needed when
# changing them). Needs ffmpeg (Debian: apt-get install ffmpeg). Test patterns, no third-party media.
set -euo pipefail
cd "$(dirname "$0")/../data/videos"
gen() {
  local name=$1 size=$2 src=$3 text=$4
  local label="drawtext=text='$text':fontcolor=white:fontsize=h/10:box=1:boxcolor=black@0.5:x=(w-tw)/2:y=(h-th)/2"
  rm -rf "$name" && mkdir -p "$name"
  ffmpeg -loglevel error -y -f lavfi -i "$src=size=$size:rate=24:duration=6" \
    -f lavfi -i "anullsrc=r=44100:cl=mono" -shortest -vf "$label" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -crf 32 -g 48 \
    -c:a aac -b:a 32k -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$name/seg%d.ts" \
    "$name/playlist.m3u8"
  ffmpeg -loglevel error -y -f lavfi -i "$src=size=$size:rate=1:duration=1" -vf "$label" \
    -frames:v 1 -q:v 6 "$name/thumbnail.jpg"
}
gen vintersalg 640x360 testsrc2 'Vintersalg'
gen produkt 480x480 smptebars 'Produktvideo'
gen inspirasjon 480x480 testsrc 'Bli inspirert'
