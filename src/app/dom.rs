//! Small page helpers the screens share.

use wasm_bindgen::JsCast;

/// Gives keyboard focus to the element `selector` finds, HTML or SVG (web-sys types
/// `focus()` only on HTML elements, so it is called by name).
pub fn focus(selector: &str) {
    call(selector, "focus");
}

/// Lower case as people read it (Unicode's full case mapping), for comparing names:
/// the browser's own `String.prototype.toLowerCase` in the wasm, so that Unicode's
/// case tables (about 9 KB gzip) stay out of the first load; `str::to_lowercase`
/// natively, the same mapping.
pub fn lowercase(s: &str) -> String {
    if cfg!(target_arch = "wasm32") {
        js_sys::JsString::from(s).to_lower_case().into()
    } else {
        s.to_lowercase()
    }
}

/// Calls the element's method `name` (no arguments), if the element is there.
pub fn call(selector: &str, name: &str) {
    let el = web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(el) = el {
        let f = js_sys::Reflect::get(&el, &name.into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        if let Some(f) = f {
            let _ = f.call0(&el);
        }
    }
}

/// A worker thread running this same wasm module (static/app-worker.js: the Lab's
/// games, the computer's thinking), sent the compiled module and the address of the
/// JavaScript glue, so that it neither fetches nor compiles. `None` where module
/// workers cannot start.
pub fn app_worker() -> Option<web_sys::Worker> {
    // The glue as the page preloads it: an absolute path on this site.
    let glue = web_sys::window()?.document()?.query_selector("link[rel=modulepreload]").ok()??.get_attribute("href")?;
    // `{ type: "module" }`, written as a plain object (web-sys's typed options bring
    // their own bindings).
    let opts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&opts, &"type".into(), &"module".into());
    let worker = web_sys::Worker::new_with_options("app-worker.js", opts.unchecked_ref()).ok()?;
    let hello = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&hello, &"glue".into(), &glue.into());
    let _ = js_sys::Reflect::set(&hello, &"module".into(), &wasm_bindgen::module());
    if worker.post_message(&hello).is_err() {
        worker.terminate();
        return None;
    }
    Some(worker)
}
