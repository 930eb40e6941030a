# The two commands of the README:
#   make serve   set up what is missing, build, serve on http://127.0.0.1:8080
#   make test    set up what is missing, run every test
# Other targets: make build (release build into dist/), make bench.

SHELL := /bin/bash
export PATH := $(CURDIR)/tests/e2e/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
# Wasm builds only: the Debian fallback toolchain, when setup had to use it.
WASM_ENV := if [ -f .tools/wasm-env ]; then . .tools/wasm-env; fi;

.PHONY: serve test build bench lighthouse setup-build setup-test test-native test-e2e lint

serve: setup-build
	$(WASM_ENV) trunk serve --release --offline

build: setup-build
	$(WASM_ENV) trunk build --release --offline

test: setup-test lint test-native build
	cargo build --release --bin lab
	$(MAKE) test-e2e

# rustfmt's check (rustfmt.toml), then clippy, warnings as errors, on everything natively (the app builds natively too) and
# on the wasm target the app ships for (with the bench bindings, so they are read too).
# With the Debian fallback toolchain, which has no clippy, the wasm side is compiled
# with warnings as errors instead.
lint:
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	$(WASM_ENV) if cargo clippy --version >/dev/null 2>&1; then \
	  cargo clippy --target wasm32-unknown-unknown --lib --bins --features bench -- -D warnings; \
	else \
	  echo "no clippy for the wasm toolchain: compiling with warnings as errors"; \
	  RUSTFLAGS="-D warnings" cargo check --target wasm32-unknown-unknown --lib --bins --features bench; \
	fi

test-native:
	cargo test --all-targets

test-e2e:
	cd tests/e2e && DIST_DIR=$(CURDIR)/dist LAB_BIN=$(CURDIR)/target/release/lab npm test

# Lighthouse on the release build served with gzip, mobile and desktop presets, the
# medians of RUNS runs (default 3): scores and FCP / LCP / TBT / CLS (issue 15).
lighthouse: setup-test build
	node tests/e2e/lighthouse.js $(CURDIR)/dist

# Engine speed natively, then the same playouts in the release wasm in Chromium
# (a build with the `bench` feature, which exports the timing functions the app
# itself does not ship); sizes and load times are measured on the app's own build.
bench: setup-test build
	$(WASM_ENV) trunk build --release --offline --features bench --dist target/dist-bench
	@echo "native:"; cargo run --quiet --profile bench-native --bin lab -- bench
	@echo "wasm (headless Chromium):"; node tests/e2e/bench.js $(CURDIR)/target/dist-bench $(CURDIR)/dist

setup-build:
	@scripts/setup.sh build

setup-test:
	@scripts/setup.sh test
