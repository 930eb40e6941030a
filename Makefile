# The two commands of the README:
#   make serve   set up what is missing, build, serve on http://127.0.0.1:8080
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

.PHONY: serve test wasm build bench soak lighthouse setup-native setup-build setup-test check lint lint-native lint-wasm test-native test-e2e

serve: setup-build
	$(WASM_ENV) trunk serve --release --offline

build: setup-build
	$(WASM_ENV) trunk build --release --offline

# Two cores, used both: the native checks (which need nothing but cargo) run beside the
# wasm side (the tools for it and the browser installed where missing, the wasm lint,
# the release build); then the browser tests, several specs at a time.
# (Clippy as the builds' compiler, RUSTC_WORKSPACE_WRAPPER=clippy-driver, to lint while
# compiling rather than in passes of their own, was measured on 2026-12-02: the release
# wasm it compiles is not the one shipped (2.8 KB larger), and the native side alone
# would save about 14 s of the 310 before the browser specs.)
test: setup-native
	$(MAKE) -j2 check wasm
	$(MAKE) test-e2e

wasm: setup-test
	$(MAKE) lint-wasm
	$(MAKE) build

# The native half: rustfmt's check (rustfmt.toml), clippy with warnings as errors on
# everything (the app builds natively too), then every native test.
check: setup-native
	$(MAKE) lint-native
	$(MAKE) test-native

lint: lint-native lint-wasm

lint-native: setup-native
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings

# Clippy on the wasm target the app ships for: the app, and the players' module as it
# is built, without the app (its bench bindings only build for wasm). With the Debian
# fallback toolchain, which has no clippy, the wasm side is compiled with warnings as
# errors instead.
lint-wasm: setup-build
	$(WASM_ENV) if cargo clippy --version >/dev/null 2>&1; then \
	  cargo clippy --target wasm32-unknown-unknown --lib --bins -- -D warnings && \
	  cargo clippy --target wasm32-unknown-unknown --no-default-features --lib --bin players -- -D warnings; \
	else \
	  echo "no clippy for the wasm toolchain: compiling with warnings as errors"; \
	  RUSTFLAGS="-D warnings" cargo check --target wasm32-unknown-unknown --lib --bins && \
	  RUSTFLAGS="-D warnings" cargo check --target wasm32-unknown-unknown --no-default-features --lib --bin players; \
	fi

test-native:
	cargo test --all-targets

# The browser tests use the `lab` binary that `cargo test` builds (a debug build: the
# comparisons they make with it are of a few thousand Sampo games or a hundred Sáhkku
# games, a second or two).
test-e2e: setup-test
	cargo build --quiet --bin lab
	cd tests/e2e && DIST_DIR=$(CURDIR)/dist LAB_BIN=$(CURDIR)/target/debug/lab npm test

# Lighthouse on the release build served with gzip, mobile and desktop presets, the
# medians of RUNS runs (default 3): scores and FCP / LCP / TBT / CLS (issue 15).
lighthouse: setup-test build
	node tests/e2e/lighthouse.js $(CURDIR)/dist

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
