//! The autosave: written after every action, read when the app opens. A save that
//! cannot be read is moved aside (never overwritten) and offered for download.

use super::storage;
use crate::saves::{LoadError, SaveFile};
use std::cell::Cell;
use wasm_bindgen::JsValue;

pub const KEY: &str = "sampo-sahkku.autosave";
const KEPT: &str = "sampo-sahkku.kept.";

thread_local! {
    /// Set when a damaged save could not be moved aside: autosaving would overwrite
    /// it, so it stops for this visit.
    static BLOCKED: Cell<bool> = const { Cell::new(false) };
}

pub enum Startup {
    Fresh,
    // Boxed: a save is some hundreds of bytes, the other variants a word or two.
    Resume(Box<SaveFile>),
    /// The stored save could not be read; its text is kept (under `kept_key` when
    /// storage allowed the copy) and can be downloaded.
    Damaged {
        reason: LoadError,
        text: String,
    },
}

fn now_ms() -> f64 {
    js_sys::Date::now()
}

pub fn startup() -> Startup {
    let Some(text) = storage::get_string(KEY) else { return Startup::Fresh };
    match SaveFile::decode(&text) {
        Ok(save) => Startup::Resume(Box::new(save)),
        Err(reason) => {
            let kept = format!("{KEPT}{}", now_ms() as u64);
            if storage::set_string(&kept, &text) {
                storage::remove(KEY);
            } else {
                BLOCKED.with(|b| b.set(true));
            }
            Startup::Damaged { reason, text }
        }
    }
}

/// The autosaved game, if it reads (without moving anything aside).
pub fn current() -> Startup {
    match storage::get_string(KEY).map(|t| SaveFile::decode(&t)) {
        Some(Ok(save)) => Startup::Resume(Box::new(save)),
        _ => Startup::Fresh,
    }
}

/// Writes the autosave; `false` when storage refused (full, blocked, private mode).
pub fn save(mut file: SaveFile) -> bool {
    if BLOCKED.with(|b| b.get()) {
        return false;
    }
    file.saved_at = now_ms();
    storage::set_string(KEY, &file.encode())
}

pub fn clear() {
    if !BLOCKED.with(|b| b.get()) {
        storage::remove(KEY);
    }
}

/// A link target that downloads `text` as a file.
pub fn download_url(text: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// Becomes true when another tab writes the autosave while this one is playing: the
/// two would overwrite each other's saves, so this tab stops saving and says so.
#[yew::hook]
pub fn use_other_tab() -> yew::UseStateHandle<bool> {
    use wasm_bindgen::JsCast;
    let other = yew::use_state(|| false);
    {
        let other = other.clone();
        yew::use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "storage", move |e| {
                    let key = e.dyn_ref::<web_sys::StorageEvent>().and_then(|e| e.key());
                    if key.as_deref() == Some(KEY) {
                        other.set(true);
                    }
                })
            });
            move || drop(listener)
        });
    }
    other
}
