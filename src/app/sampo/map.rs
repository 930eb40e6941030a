//! The land and water under the Sampo track (issue 37): each square is a place of the
//! journey, drawn on the terrain its story happens on, and the squares stand on a map
//! of those lands, joined in order by the road. Out from Kalevala's meadows, along
//! the shore, over the sea and through the Pyhäkoski rapids, back to the shore where
//! the kantele is made, over the sea to the snows of Pohjola and its copper mountain,
//! and home across the stormy sea. Drawing only: what a square does is the engine's.

use crate::engine::sampo::HOME;
use crate::layout::sampo::{CELL, STEP};
use crate::layout::Orientation;
use yew::prelude::*;

/// The land or water a square's story happens on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Terrain {
    /// Kalevala's meadows: the start, the proposal and the forge, and home.
    Meadow,
    /// The shore: the horse and the boat, and where the kantele is made and played.
    Shore,
    /// The open sea, out and home.
    Sea,
    /// The Pyhäkoski rapids.
    Rapids,
    /// The snows of Pohjola.
    Snow,
    /// The copper mountain, where the Sampo is dug out.
    Copper,
}

/// The terrain of square `n` (0 is the start), from its story in the seeds
/// (`../shared/spec/sampo.md`).
pub fn terrain(n: u8) -> Terrain {
    match n {
        0..=3 | HOME => Terrain::Meadow,
        4 | 5 | 18..=23 => Terrain::Shore,
        11 => Terrain::Rapids,
        25..=27 | 30..=32 => Terrain::Snow,
        28 | 29 => Terrain::Copper,
        _ => Terrain::Sea,
    }
}

impl Terrain {
    /// Its CSS class (fills in `styles.css`, which projector mode darkens).
    pub fn class(self) -> &'static str {
        match self {
            Terrain::Meadow => "terrain-meadow",
            Terrain::Shore => "terrain-shore",
            Terrain::Sea => "terrain-sea",
            Terrain::Rapids => "terrain-rapids",
            Terrain::Snow => "terrain-snow",
            Terrain::Copper => "terrain-copper",
        }
    }
}

/// The map under the squares: the sea everywhere, each land as the tiles of its
/// squares (a tile is a square and the gap around it, so that neighbours of one land
/// join), and the road from the start to home through every square's middle,
/// seen in the gaps between them (so the snake's turns are seen too).
pub fn underlay(o: Orientation) -> Html {
    let (w, h) = o.track_size();
    let gap = STEP - CELL;
    // Tiles a little larger than a step, with round corners: neighbours overlap, and
    // where they meet their corners leave small bays in the coast.
    let (grow, side) = (gap / 2.0 + 3.0, STEP + 6.0);
    let lands = (0..=HOME).map(|n| (n, terrain(n))).filter(|&(_, land)| land != Terrain::Sea);
    let tiles = lands.map(|(n, land)| {
        let (x, y) = o.square_origin(n);
        html! {
            <rect class={land.class()} x={(x - grow).to_string()} y={(y - grow).to_string()}
                width={side.to_string()} height={side.to_string()} rx="16" />
        }
    });
    let mut road = String::new();
    for n in 0..=HOME {
        let (x, y) = o.square_origin(n);
        let join = if n == 0 { 'M' } else { 'L' };
        road.push_str(&format!("{join}{} {} ", x + CELL / 2.0, y + CELL / 2.0));
    }
    html! {
        <g class="map" aria-hidden="true">
            <rect class="terrain-sea" x={(-gap / 2.0).to_string()} y={(-gap / 2.0).to_string()}
                width={w.to_string()} height={h.to_string()} rx="14" />
            { for tiles }
            <path class="road" d={road} />
        </g>
    }
}

/// What stands on a square of this terrain, drawn low on the square (its number and
/// title are above; the pawns stand in front): waves, foam, firs, the mountain, birches
/// and reeds.
pub fn scenery(t: Terrain) -> Html {
    // Two rows of waves across the square's foot.
    const WAVES: &str = "M8 84 q7 -6 14 0 t14 0 t14 0 t14 0 t14 0 t14 0 M15 93 q7 -6 14 0 t14 0 t14 0 t14 0 t14 0";
    // A fir: three tiers on a trunk, its foot at (0, 0).
    let fir = |x: f64, s: f64| {
        html! {
            <path class="fir" transform={format!("translate({x} 96) scale({s})")}
                d="M-1.5 0 V-4 H-8 L-3 -10 H-6.5 L-2 -16 H-4.5 L0 -23 L4.5 -16 H2 L6.5 -10 H3 L8 -4 H1.5 V0 Z" />
        }
    };
    // A birch of Kalevala's meadows: a white trunk with its dark marks under a round crown.
    let birch = |x: f64| {
        html! {
            <g transform={format!("translate({x} 96)")}>
                <ellipse class="crown" cy="-17" rx="7" ry="9" />
                <path class="trunk" d="M-1.5 0 V-12 H1.5 V0 Z" />
            </g>
        }
    };
    // A cattail of the shore: a stalk and its brown head.
    let reed = |x: f64, lean: f64| {
        html! {
            <g transform={format!("translate({x} 96) rotate({lean})")}>
                <path class="reed" d="M0 0 V-20" /><rect class="reed-head" x="-2" y="-17" width="4" height="8" rx="2" />
            </g>
        }
    };
    match t {
        Terrain::Sea => html! { <path class="waves" d={WAVES} /> },
        Terrain::Rapids => html! {
            <g>
                <path class="waves" d={WAVES} />
                <path class="foam" d="M6 78 q10 -9 20 0 M34 88 q10 -9 20 0 M62 78 q10 -9 20 0 M70 94 q8 -7 16 0 M14 95 q8 -7 16 0" />
            </g>
        },
        Terrain::Snow => html! { <g>{ fir(12.0, 1.0) }{ fir(24.0, 0.75) }{ fir(88.0, 1.0) }</g> },
        Terrain::Copper => html! {
            <g>
                <path class="mountain" d="M2 97 L28 66 L38 76 L58 56 L98 97 Z" />
                <path class="snowcap" d="M58 56 L51 63 L56 62 L59 66 L62 61 L66 64 Z" />
            </g>
        },
        Terrain::Meadow => html! { <g>{ birch(12.0) }{ birch(88.0) }</g> },
        Terrain::Shore => {
            html! { <g>{ reed(10.0, -8.0) }{ reed(15.0, 6.0) }{ reed(86.0, -6.0) }{ reed(91.0, 8.0) }</g> }
        }
    }
}

/// The common pot: an iron pot with its coins heaped on the rim, what it holds written
/// on its belly, and its name above.
pub fn pot(label: String, coins: i32) -> Html {
    let c = CELL / 2.0;
    html! {
        <>
            <text x={c.to_string()} y="17" text-anchor="middle" class="pot-label">{ label }</text>
            <g class="pot-coins">
                <ellipse cx="38" cy="33" rx="9" ry="4" /><ellipse cx="55" cy="31" rx="9" ry="4" /><ellipse cx="47" cy="27" rx="9" ry="4" />
            </g>
            <path class="pot-body" d="M4 44 Q0 38 8 38 H92 Q100 38 96 44 Q98 70 84 86 L88 96 H74 L72 92 Q50 98 28 92 L26 96 H12 L16 86 Q2 70 4 44 Z" />
            <text x={c.to_string()} y="80" text-anchor="middle" class="pot-value">{ coins }</text>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The places the stories name stand where the stories put them.
    #[test]
    fn the_journey_runs_from_kalevala_over_the_sea_to_pohjola_and_home() {
        assert_eq!(terrain(0), Terrain::Meadow);
        assert_eq!(terrain(HOME), Terrain::Meadow);
        assert_eq!(terrain(11), Terrain::Rapids, "the Pyhäkoski rapids");
        assert_eq!(terrain(28), Terrain::Copper, "the copper mountain");
        assert_eq!(terrain(25), Terrain::Snow, "arrival at Pohjola");
        for n in 33..=39 {
            assert_eq!(terrain(n), Terrain::Sea, "the chase home is at sea: {n}");
        }
    }
}
