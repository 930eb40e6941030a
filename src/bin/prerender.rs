//! Writes the start page into a release build's `index.html`, in every language, from
//! the app's own components (Yew's server-side renderer), with `first-paint.js`, which
//! shows the visitor's language before the page is drawn (issue 15;
//! `src/app/first_paint.rs`). Run by `scripts/gen-sw.sh` in the build's staging folder:
//! `prerender DIR`.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use sampo_sahkku::app::first_paint;
    use std::path::Path;

    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: prerender DIR (a built app, with index.html)");
        std::process::exit(2);
    };
    let dir = Path::new(&dir);
    let index = dir.join("index.html");
    let written = std::fs::read_to_string(&index)
        .map_err(|e| e.to_string())
        .and_then(|html| first_paint::write_into(&html).map_err(str::to_string));
    let result = written.and_then(|html| std::fs::write(&index, html).map_err(|e| e.to_string())).and_then(|_| {
        std::fs::write(dir.join("first-paint.js"), first_paint::script_for_app()).map_err(|e| e.to_string())
    });
    if let Err(e) = result {
        eprintln!("prerender: {}: {e}", index.display());
        std::process::exit(1);
    }
}

/// A native program only (it writes files): built for the web it does nothing.
#[cfg(target_arch = "wasm32")]
fn main() {}
