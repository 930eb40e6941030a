//! localStorage that never takes the app down: private browsing, blocked storage or a
//! full quota make reads return nothing and writes report failure, and play goes on.

use serde::{de::DeserializeOwned, Serialize};

fn storage() -> Option<web_sys::Storage> {
    // Rendered natively (the start page written at build time, screens in tests) there
    // is no browser to ask, and asking would panic: nothing is stored.
    if !cfg!(target_arch = "wasm32") {
        return None;
    }
    web_sys::window()?.local_storage().ok()?
}

pub fn get_string(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Whether the value was stored.
pub fn set_string(key: &str, value: &str) -> bool {
    storage().map(|s| s.set_item(key, value).is_ok()).unwrap_or(false)
}

/// A stored JSON value; `None` when absent or unreadable (the stored text is left
/// untouched, so nothing is lost).
pub fn get_json<T: DeserializeOwned>(key: &str) -> Option<T> {
    serde_json::from_str(&get_string(key)?).ok()
}

pub fn set_json<T: Serialize>(key: &str, value: &T) -> bool {
    match serde_json::to_string(value) {
        Ok(s) => set_string(key, &s),
        Err(_) => false,
    }
}

pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}
