#!/usr/bin/env bash
# Installs what building and testing need, only where it is missing, at pinned
# versions. Usage: scripts/setup.sh native  (rustfmt and clippy, for the native checks)
#                  scripts/setup.sh build   (what `make serve` needs)
#                  scripts/setup.sh test    (that, plus the browser for the tests)
#                  scripts/setup.sh lighthouse  (Lighthouse and the full Chromium it
#                                                measures, for `make lighthouse`)
# Safe to run again: every step first checks whether its tool is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
TOOLS_DIR=.tools
mkdir -p "$TOOLS_DIR"
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m== %s\033[0m\n' "$*"; }

# apt-get as root, through sudo otherwise; fails with a clear message where there is no apt.
apt_install() {
  if ! command -v apt-get >/dev/null; then
    echo "Please install these packages with your system's package manager: $*" >&2
    return 1
  fi
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  if [ ! -f "$TOOLS_DIR/apt-updated" ]; then
    $sudo apt-get update -qq && touch "$TOOLS_DIR/apt-updated"
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@"
}

need_cargo() {
  if ! command -v cargo >/dev/null; then
    echo "Rust is not installed. Install it with rustup (https://rustup.rs), then run this again." >&2
    exit 1
  fi
}

# The wasm32 target: rustup's, or else Debian's rustc-web with build-std (the fallback
# is written to .tools/wasm-env, which the Makefile reads for wasm builds only).
wasm_target() {
  if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    rm -f "$TOOLS_DIR/wasm-env"
    return
  fi
  say "adding the wasm32-unknown-unknown target"
  if command -v rustup >/dev/null && rustup target add wasm32-unknown-unknown; then
    rm -f "$TOOLS_DIR/wasm-env"
    return
  fi
  if [ -f "$TOOLS_DIR/wasm-env" ]; then return; fi
  say "rustup could not add the target: using Debian's rustc-web with build-std"
  apt_install rustc-web cargo-web rust-web-src lld-22
  rustup toolchain link debian /usr
  cat > "$TOOLS_DIR/wasm-env" <<'ENV'
export RUSTUP_TOOLCHAIN=debian RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-22
ENV
}

# wasm-bindgen-cli is built as a debug build: no prebuilt form of it is in the registries
# this project reaches, and on two cores a release build takes tens of minutes. The debug
# build takes about 2-3 minutes and reads the app's wasm in about 4 s (measured
# 2026-12-02); without debug information (CARGO_PROFILE_DEV_DEBUG=0: nobody debugs the
# tool here) it builds faster. The wasm itself is always built in release. (The build
# once ran through trunk, itself another 3-6 minutes built from source on a new machine;
# scripts/build.mjs does its work now.)
TOOLS_TARGET="$TOOLS_DIR/cargo-target"

install_wasm_bindgen() {
  if [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then return; fi
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (the version in Cargo.lock)"
  # Not --locked: one of its locked dependencies is missing from the registry.
  CARGO_PROFILE_DEV_DEBUG=0 CARGO_TARGET_DIR="$TOOLS_TARGET" cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --debug --force
}

# The npm packages of a folder (tests/e2e by default), from its lockfile.
npm_packages() {
  local dir=${1:-tests/e2e}
  if ! command -v npm >/dev/null; then
    say "installing Node.js and npm"
    apt_install nodejs npm
  fi
  local stamp=$dir/node_modules/.installed
  if [ -f "$stamp" ] && [ "$stamp" -nt "$dir/package-lock.json" ]; then return; fi
  say "installing the npm packages of $dir from its lockfile"
  (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
  touch "$stamp"
}

# rustfmt and clippy check the native code and the wasm app on every test run
# (formatting differences and warnings are errors). Run alone, before the rest
# (`make test`), so that no two rustup commands run at once.
clippy() {
  if ! cargo fmt --version >/dev/null 2>&1; then
    say "adding rustfmt"
    rustup component add rustfmt
  fi
  if cargo clippy --version >/dev/null 2>&1; then return; fi
  say "adding clippy"
  rustup component add clippy
}

# Debian's package $2 (a Chromium), with the fonts the app's languages are drawn in
# (Noto; CJK for Chinese), unless the program $1 is there. $3 says what for.
chromium_package() {
  if [ -x "$1" ]; then return; fi
  say "installing $2 $3"
  apt_install "$2" fonts-noto-core fonts-noto-cjk
}

# The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell,
# the same engine without the full browser's windows and UI): the browser specs took
# about a fifth less CPU in it than in Debian's chromium (607 and 651 s against 754 and
# 851 s, 2026-12-04; docs/measurements.md), and it is a smaller download (64 MB against
# 113). Lighthouse measures the full browser.
browser() {
  chromium_package "${CHROMIUM:-/usr/bin/chromium-headless-shell}" chromium-headless-shell "for the browser tests"
}

full_browser() {
  chromium_package "${CHROME_PATH:-/usr/bin/chromium}" chromium "for Lighthouse"
}

# The commit-msg hook (scripts/hooks): refuses a subject over 72 characters. The hook
# installed only calls the repository's, so that it follows the repository wherever the
# clone moves; a hook of the developer's own is left alone.
commit_hook() {
  local hooks
  hooks=$(git rev-parse --git-path hooks 2>/dev/null) || return 0
  if [ -e "$hooks/commit-msg" ] || [ -L "$hooks/commit-msg" ]; then return; fi
  mkdir -p "$hooks"
  printf '#!/bin/sh\nexec "$(git rev-parse --show-toplevel)/scripts/hooks/commit-msg" "$@"\n' > "$hooks/commit-msg"
  chmod +x "$hooks/commit-msg"
  say "installed the commit-msg hook (subjects of at most 72 characters)"
}

commit_hook
need_cargo
mode=${1:-build}
if [ "$mode" = native ]; then
  clippy
  exit 0
fi
# `make lighthouse` only: Lighthouse and its launcher (about 150 packages the tests do
# not use: `npm ci` of tests/e2e took 16 s with them, 3 s without, 2026-12-03).
if [ "$mode" = lighthouse ]; then
  full_browser
  npm_packages tests/lighthouse
  exit 0
fi
wasm_target
if [ "$mode" = test ]; then
  # Chromium (apt) and the npm packages mostly wait on the network and the disk: they
  # are fetched while the two cores build wasm-bindgen (one after the other, so that two
  # apt-gets never meet). Their output goes to a log, shown if they fail.
  (browser && npm_packages) > "$TOOLS_DIR/downloads.log" 2>&1 &
  downloads=$!
else
  npm_packages
fi
install_wasm_bindgen
# Cargo keeps a target directory it was given (over a GB for the tool): it is installed,
# its build is not needed again.
rm -rf "$TOOLS_TARGET"
if [ "$mode" = test ]; then
  if ! wait "$downloads"; then
    cat "$TOOLS_DIR/downloads.log" >&2
    exit 1
  fi
fi
