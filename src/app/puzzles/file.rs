//! A family's puzzle file (`engine::sahkku::puzzle::FILES`), fetched when its puzzles
//! are first opened and read whole against the content hash this build ships. The
//! build serves it under a name with that hash (scripts/build.mjs), so that the
//! service worker, which keeps it once fetched, never mixes two versions of it.

use crate::engine::sahkku::puzzle::{self, Puzzle, PuzzleError};
use crate::engine::sahkku::Variant;
use std::rc::Rc;

/// What became of a family's puzzle file.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    Ready(Rc<Vec<Puzzle>>),
    /// It could not be fetched (offline before it was kept, a server error).
    Unavailable,
    /// It came, but it is not the file this build ships (or it ships none).
    Damaged(PuzzleError),
}

/// The path the build serves `v`'s puzzles at, and their content hash.
pub fn served(v: Variant) -> Option<(String, &'static str)> {
    let (name, hash) = puzzle::file_of(v)?;
    let stem = name.strip_suffix(".txt").unwrap_or(&name);
    Some((format!("puzzles/{stem}-{}.txt", &hash[..16]), hash))
}

/// Calls `then` with `v`'s puzzles, fetched once for the page's life.
pub fn fetch(v: Variant, then: impl FnOnce(Loaded) + 'static) {
    let Some((path, hash)) = served(v) else {
        return then(Loaded::Damaged(PuzzleError::Damaged));
    };
    crate::app::data_files::with_file(path.clone(), move |bytes| {
        let loaded = match bytes {
            None => Loaded::Unavailable,
            Some(bytes) => match std::str::from_utf8(&bytes) {
                Err(_) => Loaded::Damaged(PuzzleError::Damaged),
                Ok(text) => match puzzle::read_file(v, text, Some(hash)) {
                    Ok(puzzles) => Loaded::Ready(Rc::new(puzzles)),
                    Err(e) => Loaded::Damaged(e),
                },
            },
        };
        // A damaged file is not kept: trying again fetches it again.
        if matches!(loaded, Loaded::Damaged(_)) {
            crate::app::data_files::forget(&path);
        }
        then(loaded)
    });
}
