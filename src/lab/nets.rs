//! The trained networks the lab plays with (`expert+net`, `master+net`): the weights
//! the app ships (`weights/`, listed in `engine::sahkku::net::shipped`), read from
//! this checkout (or, in the app's Lab, as the page fetched them) and checked against
//! their content hash, or any weights file named.

use crate::engine::sahkku::net::{self, Net};
use crate::engine::sahkku::{Rules, Variant};

/// The shipped network of the family whose rules are `rules` (a family's own rules:
/// a house rule changes the game the network learned).
/// `given`: the file's bytes as the app's Lab fetched them (a worker has no files);
/// `None` reads it from this checkout.
pub fn shipped(rules: &Rules, given: Option<&[u8]>) -> Result<Net, String> {
    let v = Variant::ALL
        .into_iter()
        .find(|v| v.rules() == *rules)
        .ok_or("a trained score plays a family's own rules, without house rules")?;
    let s = net::shipped(v).ok_or_else(|| format!("{} has no trained score", v.id()))?;
    if let Some(bytes) = given {
        return Net::from_bytes(bytes, Some(s.hash)).map_err(|e| format!("{}: {e}", s.file()));
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("weights").join(s.file());
    let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Net::from_bytes(&bytes, Some(s.hash)).map_err(|e| format!("{}: {e}", path.display()))
}

/// The network of a weights file of either form (a checkpoint of `lab train`).
pub fn from_file(file: &str) -> Result<Net, String> {
    let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
    Net::from_bytes(&bytes, None).map_err(|e| format!("{file}: {e}"))
}
