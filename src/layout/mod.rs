//! Where things are drawn: screen geometry computed from the engines' geometry,
//! kept apart from the components so native tests can check it.

pub mod sahkku;
pub mod sampo;

/// Which way a board is drawn: landscape screens see it wide, portrait ones tall (the
/// page draws both and CSS shows the one that fits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    Landscape,
    Portrait,
}

impl Orientation {
    pub const BOTH: [Orientation; 2] = [Orientation::Landscape, Orientation::Portrait];

    /// The name the page gives a board drawn this way (its CSS class).
    pub fn name(self) -> &'static str {
        match self {
            Orientation::Landscape => "landscape",
            Orientation::Portrait => "portrait",
        }
    }
}
