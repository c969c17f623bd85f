#!/bin/sh
# Regenerates src/fonts/inter-latin-wght-400-700.woff2 from Fontsource's Inter Variable (Latin subset):
# the same characters, with the weight axis cut to the 400–700 the apps use (~31 KB instead of ~48 KB).
# Needs Python's fontTools and brotli (Debian: apt install python3-fonttools python3-brotli; PYTHON picks the
# interpreter that has them).
set -eu
cd "$(dirname "$0")/.."
source_font=$(node -p "require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')")
latin=$(node -p "require('@fontsource-variable/inter/unicode.json').latin")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"${PYTHON:-python3}" -m fontTools.varLib.instancer "$source_font" wght=400:700 -o "$scratch/inter.ttf"
"${PYTHON:-python3}" -m fontTools.subset "$scratch/inter.ttf" --unicodes="$latin" --layout-features='*' \
  --flavor=woff2 --output-file=src/fonts/inter-latin-wght-400-700.woff2
cp node_modules/@fontsource-variable/inter/LICENSE src/fonts/OFL.txt
