#!/usr/bin/env sh
# The last step of scripts/build.mjs, in the build's folder DIR (`gen-sw.sh DIR`):
# strips the translations' comments, writes the start page into index.html, then
# writes sw.js from static/sw.template.js, with the list of built files and a version
# made from them.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
dir="${1:?usage: gen-sw.sh DIR (a build of the app)}"
cd "$dir"
dir=$(pwd)
# The translations ship without their comment lines (section headings and notes for
# translators, kept in locales/): every visitor downloads one of these files first.
for f in locales/*.ftl; do
  grep -v '^#' "$f" > "$f.tmp" && mv "$f.tmp" "$f"
done
# The start page in every language, written into index.html from the app's own
# components, with first-paint.js to show the visitor's (issue 15): a native build.
# (In the native target directory, not the wasm build's own: `make test` builds the
# same program there for its tests, compiled the way the Makefile's NATIVE_LINT says,
# so that this run finds it built.)
# shellcheck disable=SC2086 # NATIVE_LINT is a list of variable assignments
(cd "$src" && env -u CARGO_BUILD_TARGET -u CARGO_TARGET_DIR ${NATIVE_LINT:-} cargo run --quiet --bin prerender -- "$dir")
# The puzzles are not precached (2.6 MB): the worker keeps a family's file when it is
# first fetched, and forgets the files a new version no longer has (PUZZLES).
files=$(find . -type f ! -name sw.js ! -name '*.map' ! -path './puzzles/*' | sed 's|^\./||' | sort)
puzzles=$(find . -type f -path './puzzles/*' | sed 's|^\./||' | sort)
version=$(for f in $files $puzzles; do sha256sum "$f"; done | sha256sum | cut -c1-16)
list=$(printf '%s\n' "./" $files | sed 's/.*/"&"/' | paste -sd, -)
puzzle_list=$(printf '%s\n' $puzzles | sed 's/.*/"&"/' | paste -sd, -)
template="$src/static/sw.template.js"
# (Its comment lines and indentation stay in the template: every first visit downloads
# the worker.)
sed -e '/^\/\/ /d' -e 's/^ *//' -e "s|__VERSION__|$version|" -e "s|__PRECACHE__|[$list]|" \
  -e "s|__PUZZLES__|[$puzzle_list]|" "$template" > sw.js
