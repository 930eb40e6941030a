//! The QR code of a link, as one SVG path: a class reads it from the projector with
//! their phones. Encoded by Project Nayuki's `qrcodegen`, medium error correction (a
//! projected image loses some contrast to the room's light).

use qrcodegen::{QrCode, QrCodeEcc, QrSegment};

/// A QR code drawn as squares: `size` modules a side, the dark ones in `path`
/// (`M x y h w v 1 h -w z` per run of dark modules in a row).
#[derive(Clone, Debug, PartialEq)]
pub struct Qr {
    pub size: u32,
    pub path: String,
}

/// The code of `text`; `None` for a text longer than a QR code holds.
pub fn qr(text: &str) -> Option<Qr> {
    // In byte mode: a link's lower-case letters rule out the denser alphanumeric mode,
    // so choosing among modes (what `encode_text` does) would only add code.
    let code = QrCode::encode_segments(&[QrSegment::make_bytes(text.as_bytes())], QrCodeEcc::Medium).ok()?;
    let n = code.size();
    let mut path = String::new();
    for y in 0..n {
        let mut x = 0;
        while x < n {
            if !code.get_module(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < n && code.get_module(x, y) {
                x += 1;
            }
            path.push_str(&format!("M{start} {y}h{}v1h-{}z", x - start, x - start));
        }
    }
    Some(Qr { size: n as u32, path })
}

impl Qr {
    /// As text: the size, a space, the path (how the later screens' module, which holds
    /// the encoder, hands a code to the app's Share dialog).
    pub fn to_text(&self) -> String {
        format!("{} {}", self.size, self.path)
    }

    pub fn from_text(text: &str) -> Option<Qr> {
        let (size, path) = text.split_once(' ')?;
        Some(Qr { size: size.parse().ok()?, path: path.to_owned() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_from_its_text_and_nothing_else_does() {
        let q = qr("https://example.org/#s=AQEAAg").unwrap();
        assert_eq!(Qr::from_text(&q.to_text()), Some(q));
        assert_eq!(Qr::from_text(""), None);
        assert_eq!(Qr::from_text("x M0 0h1v1h-1z"), None);
    }

    #[test]
    fn a_link_becomes_a_code_of_dark_runs_with_its_finder_squares() {
        let q = qr("https://example.org/#s=AQEAAg").unwrap();
        assert_eq!(q.size % 4, 1, "21, 25, 29… modules a side");
        // The top-left finder pattern starts with a run of seven dark modules.
        assert!(q.path.starts_with("M0 0h7v1h-7z"), "{}", &q.path[..20]);
        assert!(qr(&"x".repeat(5000)).is_none(), "longer than any QR code");
    }
}
