//! The master's learned score (`engine::sahkku::net::shipped`): its family's weights
//! file, fetched from `weights/` when a master of that family is first to think (not
//! on the first load), kept for the page's life, and sent with each of the master's
//! questions to the players' module, which checks the file against its content hash
//! before it plays with it (`session::thinking::answer`). The service worker keeps the
//! files for offline play. A file that cannot be had is asked for again at the next
//! question; meanwhile the master plays with its hand-made score and the screen says so.

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

/// Calls `then` with the bytes of `weights/<file>`, or `None` when they cannot be had
/// (offline before the service worker kept them, a server error).
pub fn with_file(file: String, then: impl FnOnce(Option<Rc<Vec<u8>>>) + 'static) {
    let fetch = FILES.with(|f| {
        let mut files = f.borrow_mut();
        match files.iter_mut().find(|(name, _)| *name == file).map(|(_, slot)| slot) {
            Some(Slot::Here(bytes)) => Err((bytes.clone(), then)),
            Some(Slot::Fetching(waiting)) => {
                waiting.push(Box::new(then));
                Ok(false)
            }
            None => {
                files.push((file.clone(), Slot::Fetching(vec![Box::new(then)])));
                Ok(true)
            }
        }
    });
    match fetch {
        Err((bytes, then)) => then(Some(bytes)),
        Ok(false) => {}
        Ok(true) => wasm_bindgen_futures::spawn_local(async move {
            let bytes = fetch_bytes(&format!("weights/{file}")).await.map(Rc::new);
            let waiting = FILES.with(|f| {
                let mut files = f.borrow_mut();
                let at = files.iter().position(|(name, _)| *name == file)?;
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
