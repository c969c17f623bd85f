#!/bin/sh
# Regenerates src/fonts/inter-site-wght-400-700.woff2 from Fontsource's Inter Variable (Latin file): the weight
# axis cut to the 400–700 the apps use, and only the characters the apps print (ASCII and the typographic marks
# below): ~22 KB instead of Fontsource's ~48 KB. Every first paint waits for this file, so it is kept small;
# any other character (a visitor's "é" in a form) falls through to Fontsource's own faces, fetched only then.
# SITE_CHARACTERS must equal the face's unicode-range in src/theme.css (checked by src/fonts.test.ts).
# Needs Python's fontTools and brotli (Debian: apt install python3-fonttools python3-brotli; PYTHON picks the
# interpreter that has them).
set -eu
cd "$(dirname "$0")/.."
SITE_CHARACTERS="U+0020-007E, U+00A0, U+00A3, U+00A7, U+00A9, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2192, U+2212"
source_font=$(node -p "require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"${PYTHON:-python3}" -m fontTools.varLib.instancer "$source_font" wght=400:700 -o "$scratch/inter.ttf"
"${PYTHON:-python3}" -m fontTools.subset "$scratch/inter.ttf" --unicodes="$(echo "$SITE_CHARACTERS" | tr -d ' ')" \
  --layout-features='*' --flavor=woff2 --output-file=src/fonts/inter-site-wght-400-700.woff2
cp node_modules/@fontsource-variable/inter/LICENSE src/fonts/OFL.txt
