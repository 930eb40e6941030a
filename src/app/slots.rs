//! Named save slots in localStorage, one key each, so that a damaged slot never
//! takes the others with it.

use super::storage;
use crate::saves::{LoadError, SaveFile};
use serde::{Deserialize, Serialize};

const PREFIX: &str = "sampo-sahkku.slot.";

#[derive(Serialize, Deserialize)]
struct Stored {
    name: String,
    /// The save file's own text, checked again whenever it is read.
    save: String,
}

pub struct Slot {
    pub key: String,
    pub name: String,
    /// The stored text, for export (even when it no longer loads).
    pub text: String,
    pub save: Result<SaveFile, LoadError>,
}

fn all_keys() -> Vec<String> {
    let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    let mut keys: Vec<String> =
        (0..n).filter_map(|i| s.key(i).ok().flatten()).filter(|k| k.starts_with(PREFIX)).collect();
    // Newest first: slot keys end in their time.
    crate::engine::order::sort_by_key(&mut keys, |k| std::cmp::Reverse(k.clone()));
    keys
}

/// Every slot, newest first.
pub fn list() -> Vec<Slot> {
    all_keys()
        .into_iter()
        .filter_map(|key| {
            let raw = storage::get_string(&key)?;
            Some(match serde_json::from_str::<Stored>(&raw) {
                Ok(st) => Slot { save: SaveFile::decode(&st.save), text: st.save, name: st.name, key },
                Err(_) => Slot {
                    name: key.trim_start_matches(PREFIX).to_string(),
                    save: SaveFile::decode(&raw),
                    text: raw,
                    key,
                },
            })
        })
        .collect()
}

/// Stores `file` under `name`; `false` when storage refused.
pub fn store(name: &str, file: &SaveFile) -> bool {
    let mut file = file.clone();
    file.saved_at = js_sys::Date::now();
    let key = format!("{PREFIX}{:015}", js_sys::Date::now() as u64);
    let st = Stored { name: name.to_string(), save: file.encode() };
    storage::set_string(&key, &serde_json::to_string(&st).unwrap_or_default())
}

/// The name a saved game gets if the player gives none: the date and time, as the
/// browser writes them in the player's language.
pub fn default_name() -> String {
    js_sys::Date::new_0().to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED).as_string().unwrap_or_default()
}

pub fn rename(key: &str, name: &str) -> bool {
    let Some(raw) = storage::get_string(key) else { return false };
    let st = match serde_json::from_str::<Stored>(&raw) {
        Ok(mut st) => {
            st.name = name.to_string();
            st
        }
        Err(_) => Stored { name: name.to_string(), save: raw },
    };
    storage::set_string(key, &serde_json::to_string(&st).unwrap_or_default())
}

pub fn delete(key: &str) {
    storage::remove(key);
}

/// The key of a game played by link: one slot per game, rewritten with every step (so
/// that leaving it, or starting another game, never loses it), found again by the
/// game's number when its next link comes.
fn link_key(id: u64) -> String {
    format!("{PREFIX}link-{id:016x}")
}

/// Keeps a game played by link in its own slot; `false` when storage refused.
pub fn keep_by_link(id: u64, name: &str, file: &SaveFile) -> bool {
    let mut file = file.clone();
    file.saved_at = js_sys::Date::now();
    let st = Stored { name: name.to_string(), save: file.encode() };
    storage::set_string(&link_key(id), &serde_json::to_string(&st).unwrap_or_default())
}

/// The game played by link with this number, if this device has it.
pub fn by_link(id: u64) -> Option<Result<SaveFile, LoadError>> {
    let raw = storage::get_string(&link_key(id))?;
    let st = serde_json::from_str::<Stored>(&raw).ok()?;
    Some(SaveFile::decode(&st.save))
}
