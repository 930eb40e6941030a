//! Small page helpers the screens share.

use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::{JsCast, JsValue};

/// Gives keyboard focus to the element `selector` finds, HTML or SVG (web-sys types
/// `focus()` only on HTML elements, so it is called by name).
pub fn focus(selector: &str) {
    call(selector, "focus");
}

/// Scrolls the page just enough that the element `selector` finds is in view (where it
/// is not already), as `scrollIntoView({ block: "nearest" })` does.
pub fn reveal(selector: &str) {
    if let Some((el, f)) = method(selector, "scrollIntoView") {
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
        let _ = f.call1(&el, &options);
    }
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
    if let Some((el, f)) = method(selector, name) {
        let _ = f.call0(&el);
    }
}

/// The element `selector` finds and its method `name`, where both are there.
fn method(selector: &str, name: &str) -> Option<(web_sys::Element, js_sys::Function)> {
    let el = web_sys::window()?.document()?.query_selector(selector).ok()??;
    let f = js_sys::Reflect::get(&el, &name.into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    Some((el, f))
}

thread_local! {
    /// The modules loaded so far, by their loader's name: each is started once (a load
    /// that failed is tried again when next asked for).
    static MODULES: RefCell<HashMap<&'static str, JsValue>> = RefCell::new(HashMap::new());
}

/// A wasm module of the app's loaded and started by the page's function `loader`
/// (index.html's `sampoSahkkuPlayers`, `sampoSahkkuLaterScreens`), the first time it is asked
/// for: its exports, or `None` when it cannot load (offline before the service worker
/// kept it, say).
pub async fn load_module(loader: &'static str) -> Option<JsValue> {
    if let Some(m) = MODULES.with(|l| l.borrow().get(loader).cloned()) {
        return Some(m);
    }
    let load = js_sys::Reflect::get(&web_sys::window()?.into(), &loader.into()).ok()?;
    let promise = load.dyn_into::<js_sys::Function>().ok()?.call0(&JsValue::NULL).ok()?;
    let m = wasm_bindgen_futures::JsFuture::from(promise.dyn_into::<js_sys::Promise>().ok()?).await.ok()?;
    MODULES.with(|l| l.borrow_mut().insert(loader, m.clone()));
    Some(m)
}
