//! The data files the app fetches when first needed, not on the first load, and keeps
//! for the page's life: the master's learned score (`engine::sahkku::net::shipped`), a
//! family's weights from `weights/` when a master of that family is first to think
//! (sent with each of the master's questions to the players' module, which checks it
//! against its content hash, `session::thinking::answer`), and a family's puzzles from
//! `puzzles/` when they are first opened (`app::puzzles`). The service worker keeps
//! them for offline play. A file that cannot be had is asked for again the next time;
//! meanwhile the master plays with its hand-made score and the screen says so.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Who waits for a file's bytes (`None`: they cannot be had).
type Waiter = Box<dyn FnOnce(Option<Rc<Vec<u8>>>)>;

/// What waits for a file, in the order it asked (so that the questions go out in the
/// order they were asked), or the file.
enum Slot {
    Fetching(Vec<Waiter>),
    Here(Rc<Vec<u8>>),
}

thread_local! {
    /// By file name (a family or two: a list is enough).
    static FILES: RefCell<Vec<(String, Slot)>> = const { RefCell::new(Vec::new()) };
}

/// Calls `then` with the bytes of the file at `path` (from the app's folder), or `None`
/// when they cannot be had (offline before the service worker kept them, a server
/// error).
pub fn with_file(path: String, then: impl FnOnce(Option<Rc<Vec<u8>>>) + 'static) {
    let fetch = FILES.with(|f| {
        let mut files = f.borrow_mut();
        match files.iter_mut().find(|(name, _)| *name == path).map(|(_, slot)| slot) {
            Some(Slot::Here(bytes)) => Err((bytes.clone(), then)),
            Some(Slot::Fetching(waiting)) => {
                waiting.push(Box::new(then));
                Ok(false)
            }
            None => {
                files.push((path.clone(), Slot::Fetching(vec![Box::new(then)])));
                Ok(true)
            }
        }
    });
    match fetch {
        Err((bytes, then)) => then(Some(bytes)),
        Ok(false) => {}
        Ok(true) => wasm_bindgen_futures::spawn_local(async move {
            let bytes = fetch_bytes(&path).await.map(Rc::new);
            let waiting = FILES.with(|f| {
                let mut files = f.borrow_mut();
                let at = files.iter().position(|(name, _)| *name == path)?;
                Some(match &bytes {
                    Some(b) => std::mem::replace(&mut files[at].1, Slot::Here(b.clone())),
                    // Not kept: the next question asks for it again.
                    None => files.remove(at).1,
                })
            });
            if let Some(Slot::Fetching(waiting)) = waiting {
                for then in waiting {
                    then(bytes.clone());
                }
            }
        }),
    }
}

/// Forgets the file at `path`, kept or not: the next `with_file` fetches it again (a
/// file that came damaged).
pub fn forget(path: &str) {
    FILES.with(|f| f.borrow_mut().retain(|(name, slot)| name != path || matches!(slot, Slot::Fetching(_))));
}

async fn fetch_bytes(url: &str) -> Option<Vec<u8>> {
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}
