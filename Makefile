# The two commands of the README:
#   make serve   set up what is missing, build, serve on http://127.0.0.1:8080, build
#                again on every change (scripts/build.mjs)
#   make test    set up what is missing, run every test
# Other targets: make build (release build into dist/), make check (the native half of
# the tests: format, lints, cargo test), make test-e2e, make bench, make lighthouse,
# make soak (hours: not part of make test).

SHELL := /bin/bash
export PATH := $(CURDIR)/tests/e2e/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
# Wasm builds only: a target directory of their own (so that a wasm build and a native
# one can run at once: cargo locks its target directory for a whole build), and the
# Debian fallback toolchain, when setup had to use it.
WASM_ENV := export CARGO_TARGET_DIR=$(CURDIR)/target/wasm; if [ -f .tools/wasm-env ]; then . .tools/wasm-env; fi;
# The native debug builds of this package compiled by clippy, warnings as errors
# (`check`). The debug builds `make test` makes all use it, so that they share one
# compilation: the tests, the lab binary of the browser tests, and the start page's
# prerender, run by the build's hook (scripts/gen-sw.sh reads this variable). Never
# the release builds: clippy's compiler leaves out some of rustc's MIR optimisations
# (the wasm it builds is 2.8 KB larger, measured 2026-12-02).
export NATIVE_LINT := RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
# Not while working on the app (`make serve`, `make build`): a warning should not stop
# the page from being built.
serve build: NATIVE_LINT :=

.PHONY: serve test wasm build bench soak lighthouse setup-native setup-build setup-test check lint test-native test-e2e

PORT ?= 8080
serve: setup-build
	$(WASM_ENV) node scripts/build.mjs --serve $(PORT)

build: setup-build
	$(WASM_ENV) node scripts/build.mjs

# Two cores, used both: the native checks (which need nothing but cargo) run beside the
# wasm side (the tools for it and the browser installed where missing, the release
# build); then the browser tests, several specs at a time.
test: setup-native
	$(MAKE) -j2 check wasm
	$(MAKE) test-e2e

# The release build, failing on any warning the compiler gives for the web (the lint
# itself is native: `check`).
wasm: setup-test
	@mkdir -p target
	$(WASM_ENV) set -o pipefail; node scripts/build.mjs 2>&1 | tee target/wasm-build.log
	@if grep -E '^(warning|error)(\[[A-Za-z0-9_:]+\])?: ' target/wasm-build.log; then \
	  echo "the build for the web gave the warnings above: they are errors here" >&2; exit 1; fi

# The native half: rustfmt's check (rustfmt.toml), then every native test, compiled
# with clippy as the compiler of this package's code, warnings as errors: one
# compilation lints and builds (a lint pass of its own checked every dependency once
# more, about 95 s of CPU from a clean clone). Every line of the app builds natively,
# the web's entry points included (src/main.rs, src/players/main.rs), so this lint
# reads the code the wasm is built from; the release build above fails on a warning
# that only the web's build gives.
check: setup-native
	cargo fmt --check
	$(MAKE) test-native

# The same lint on its own (no tests run), for a quick look while working.
lint: setup-native
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings

test-native:
	env $(NATIVE_LINT) cargo test --all-targets

# The browser tests use the `lab` binary that `cargo test` builds (a debug build: the
# comparisons they make with it are of a few thousand Sampo games or a hundred Sáhkku
# games, a second or two).
# `npm test` runs three spec files at a time on the two cores: each waits on its page part
# of the time. Three ran the specs in 300-320 s against 339-346 s for two (busy CPU 97 %
# against 90 %), and 381 s against 388 s later on a slower machine (2026-12-03, all
# green): a gain each time, if a small one.
test-e2e: setup-test
	env $(NATIVE_LINT) cargo build --quiet --bin lab
	cd tests/e2e && DIST_DIR=$(CURDIR)/dist LAB_BIN=$(CURDIR)/target/debug/lab npm test

# Lighthouse on the release build served with gzip, mobile and desktop presets, the
# medians of RUNS runs (default 3): scores and FCP / LCP / TBT / CLS (issue 15).
lighthouse: setup-test build
	@scripts/setup.sh lighthouse
	node tests/lighthouse/lighthouse.js $(CURDIR)/dist

# Engine speed natively, then the same playouts in the release wasm in Chromium (the
# players' module's bench exports, src/players/bench.rs); sizes and load times are
# measured on the same build.
bench: setup-test build
	@echo "native:"; cargo run --quiet --profile bench-native --bin lab -- bench
	@echo "wasm (headless Chromium):"; node tests/e2e/bench.js $(CURDIR)/dist

# A million random games of every Sáhkku family, every step checked (issue 39); it
# writes its progress to target/soak.json and goes on from there when run again
# (remove the file to start over). SOAK_GAMES=N for a shorter run.
SOAK_GAMES ?= 1000000
soak: setup-native
	cargo run --quiet --profile bench-native --bin lab -- soak --games $(SOAK_GAMES) --checkpoint target/soak-$(SOAK_GAMES).json

setup-native:
	@scripts/setup.sh native

setup-build:
	@scripts/setup.sh build

setup-test:
	@scripts/setup.sh test
