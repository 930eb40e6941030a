//! The byte layer of a link: little numbers and texts written compactly, a checksum
//! that tells a damaged or cut link from a good one, and the URL-safe alphabet the
//! bytes travel in. Reading never panics: running out of bytes is an answer.

/// Bytes being written.
#[derive(Debug, Default)]
pub struct Writer(pub Vec<u8>);

impl Writer {
    pub fn byte(&mut self, b: u8) {
        self.0.push(b);
    }
    /// An unsigned number in 7-bit groups, low first (one byte below 128).
    pub fn num(&mut self, mut n: u64) {
        loop {
            let low = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                self.0.push(low);
                return;
            }
            self.0.push(low | 0x80);
        }
    }
    pub fn text(&mut self, s: &str) {
        self.num(s.len() as u64);
        self.0.extend_from_slice(s.as_bytes());
    }
}

/// Bytes being read; every read says `None` when the bytes run out or do not fit.
#[derive(Debug)]
pub struct Reader<'a> {
    rest: &'a [u8],
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { rest: bytes }
    }
    pub fn is_empty(&self) -> bool {
        self.rest.is_empty()
    }
    /// The bytes not read yet.
    pub fn rest(&self) -> &'a [u8] {
        self.rest
    }
    pub fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.rest.split_first()?;
        self.rest = rest;
        Some(b)
    }
    pub fn num(&mut self) -> Option<u64> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= u64::from(b & 0x7f).checked_shl(shift)?;
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }
    /// A number that must be below `limit`.
    pub fn below(&mut self, limit: u64) -> Option<u64> {
        self.num().filter(|&n| n < limit)
    }
    /// `N` bytes as they are.
    pub fn array<const N: usize>(&mut self) -> Option<[u8; N]> {
        if self.rest.len() < N {
            return None;
        }
        let (a, rest) = self.rest.split_at(N);
        self.rest = rest;
        a.try_into().ok()
    }
    pub fn text(&mut self) -> Option<String> {
        let len = self.below(self.rest.len() as u64 + 1)? as usize;
        let (s, rest) = self.rest.split_at(len);
        self.rest = rest;
        String::from_utf8(s.to_vec()).ok()
    }
}

/// How many bits a choice among `n` takes (none when there is no choice).
pub fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// Choices packed in bits, low bit first; the last byte is filled with zeros.
#[derive(Debug, Default)]
pub struct BitWriter {
    pub bytes: Vec<u8>,
    used: u32,
}

impl BitWriter {
    pub fn put(&mut self, value: u64, width: u32) {
        for i in 0..width {
            if self.used % 8 == 0 {
                self.bytes.push(0);
            }
            let bit = ((value >> i) & 1) as u8;
            if let Some(last) = self.bytes.last_mut() {
                *last |= bit << (self.used % 8);
            }
            self.used += 1;
        }
    }
}

#[derive(Debug)]
pub struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> BitReader<'a> {
    pub fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader { bytes, at: 0 }
    }
    pub fn take(&mut self, width: u32) -> Option<u64> {
        let mut value = 0;
        for i in 0..width {
            let byte = self.bytes.get(self.at / 8)?;
            value |= u64::from(byte >> (self.at % 8) & 1) << i;
            self.at += 1;
        }
        Some(value)
    }
    /// Whether only the zeros that fill the last byte are left.
    pub fn at_end(&self) -> bool {
        let whole = self.at.div_ceil(8);
        whole == self.bytes.len() && (self.at % 8 == 0 || self.bytes[whole - 1] >> (self.at % 8) == 0)
    }
}

/// FNV-1a, 32 bits: not a secret, only a check that the link arrived whole.
pub fn checksum(bytes: &[u8]) -> [u8; 4] {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    h.to_le_bytes()
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64 in the URL-safe alphabet, without padding (RFC 4648 §5).
pub fn to_text(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// The bytes of `text` written by `to_text`; `None` for any other character or a
/// length no byte string has.
pub fn from_text(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        if chunk.len() == 1 {
            return None;
        }
        let mut n = 0u32;
        for (i, c) in chunk.iter().enumerate() {
            let v = ALPHABET.iter().position(|a| a == c)? as u32;
            n |= v << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_matches_the_rfc_examples() {
        for (bytes, text) in
            [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE")]
        {
            assert_eq!(to_text(bytes.as_bytes()), text);
            assert_eq!(from_text(text).as_deref(), Some(bytes.as_bytes()));
        }
        assert_eq!(to_text(&[0xfb, 0xff]), "-_8");
        assert_eq!(from_text("Zm9v+"), None, "not the URL-safe alphabet");
        assert_eq!(from_text("Zm9vY"), None, "no byte string is this long");
    }

    #[test]
    fn numbers_and_texts_read_back_and_running_out_is_an_answer() {
        let mut w = Writer::default();
        for n in [0, 1, 127, 128, 300, u64::MAX] {
            w.num(n);
        }
        w.text("Väinö");
        let mut r = Reader::new(&w.0);
        for n in [0, 1, 127, 128, 300, u64::MAX] {
            assert_eq!(r.num(), Some(n));
        }
        assert_eq!(r.text().as_deref(), Some("Väinö"));
        assert!(r.is_empty());
        assert_eq!(r.byte(), None);
        assert_eq!(Reader::new(&[0x80]).num(), None);
        assert_eq!(Reader::new(&[0xff; 11]).num(), None, "longer than 64 bits");
        assert_eq!(Reader::new(&[5, b'a']).text(), None, "cut short");
    }

    #[test]
    fn choices_take_the_bits_their_range_needs() {
        assert_eq!([0, 1, 2, 3, 4, 5, 8, 9, 256].map(width), [0, 0, 1, 2, 2, 3, 3, 4, 8]);
        let mut w = BitWriter::default();
        let choices = [(0, 0), (1, 1), (5, 3), (200, 8), (2, 2)];
        for (v, n) in choices {
            w.put(v, n);
        }
        assert_eq!(w.bytes.len(), 2, "14 bits");
        let mut r = BitReader::new(&w.bytes);
        for (v, n) in choices {
            assert_eq!(r.take(n), Some(v));
        }
        assert!(r.at_end());
        assert_eq!(r.take(3), None);
        let mut padded = w.bytes.clone();
        padded[1] |= 0x80;
        let mut r = BitReader::new(&padded);
        for (_, n) in choices {
            r.take(n);
        }
        assert!(!r.at_end(), "the filling must be zeros");
    }
}
