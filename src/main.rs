//! The browser app's entry point. Natively there is nothing to run: use `lab`.

#[cfg(target_arch = "wasm32")]
fn main() {
    yew::Renderer::<sampo_sahkku::app::App>::new().render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "This is the browser app: build it with `make serve`. For the command line, run `cargo run --bin lab -- help`."
    );
}
