//! The browser app's entry point. Natively there is nothing to run: use `lab`.

fn main() {
    // Natively the web's calls cannot run (this branch also lets the native lint,
    // `make check`, read the one below: no build for the web has a lint pass of its own).
    if !cfg!(target_arch = "wasm32") {
        eprintln!(
            "This is the browser app: build it with `make serve`. For the command line, run `cargo run --bin lab -- help`."
        );
        return;
    }
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    // The app draws into an element of its own: Yew empties the element it is given,
    // and the body still holds the start page written into index.html until the app's
    // own takes its place (app::first_paint).
    let root = doc.create_element("div").ok();
    match (root, doc.body()) {
        (Some(root), Some(body)) if body.append_child(&root).is_ok() => {
            yew::Renderer::<sampo_sahkku::app::App>::with_root(root).render();
        }
        _ => {
            yew::Renderer::<sampo_sahkku::app::App>::new().render();
        }
    }
}
