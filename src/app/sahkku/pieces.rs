//! The Sáhkku pieces as carved figures (issue 37; `docs/art.md`). A figure tells three
//! things apart without colour (colour-blind players, greyscale projectors):
//! - **whose**: player 1's figures are plain pyramids of dark wood, player 2's notched
//!   pyramids of pale birch: the shape and the lightness differ;
//! - **awake or asleep**: an awake figure stands, solid; a sleeping one lies down,
//!   striped across its grain (lying down alone was too little from the back row);
//! - **soldier, queen or gonagas**: the queen wears a diamond; the gonagas is the
//!   source's "fir tree" of pyramids set one on another, an X carved on the middle one,
//!   gold while no one holds it, in its holder's wood (and notched, for player 2) after.
//!
//! The soldiers are the source's pyramids, player 2's "with a triangular notch at the
//! top", the men's and women's headdresses; "inactive, they lie on their side".
//!
//! Luujávr's two-sided chips are discs: solid with a carved cross awake, striped and
//! bare asleep. The colours are here, not in the style sheet, so that a test can check
//! that every two figures differ in shape or in lightness.

use crate::engine::sahkku::Side;
use yew::prelude::*;

/// Player 1's dark wood, player 2's pale birch, the unheld gonagas's gold, and the ink
/// of outlines and of the stripes on pale wood.
const DARK: &str = "#5b2a16";
const PALE: &str = "#f3e4bf";
const GOLD: &str = "#e0b000";
const INK: &str = "#1d1208";

/// What stands on a line, as drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Figure {
    Soldier {
        side: Side,
        awake: bool,
    },
    Queen {
        side: Side,
        awake: bool,
    },
    /// Luujávr's two-sided chip.
    Chip {
        side: Side,
        awake: bool,
    },
    Gonagas {
        owner: Option<Side>,
    },
}

impl Figure {
    /// A soldier as its family draws it: a pyramid, or Luujávr's chip (`chips`).
    pub fn soldier(side: Side, awake: bool, chips: bool) -> Figure {
        if chips {
            Figure::Chip { side, awake }
        } else {
            Figure::Soldier { side, awake }
        }
    }
}

/// How a figure is drawn: its outline, what is carved on or above it, its wood, and
/// whether that wood is striped (asleep) and the figure lies down.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Look {
    body: &'static str,
    /// A second shape filled like the body: the queen's diamond.
    crest: Option<&'static str>,
    /// Lines carved on the body (the awake chip's cross, the gonagas's X).
    carving: Option<&'static str>,
    wood: &'static str,
    striped: bool,
    lying: bool,
}

const PYRAMID: &str = "M0 -17 L13 13 L-13 13 Z";
const NOTCHED: &str = "M-5 -13 L0 -7 L5 -13 L13 13 L-13 13 Z";
const QUEEN_PYRAMID: &str = "M0 -8 L13 15 L-13 15 Z";
const QUEEN_NOTCHED: &str = "M-4 -8 L0 -3 L4 -8 L13 15 L-13 15 Z";
const DIAMOND: &str = "M0 -22 L6 -14 L0 -8 L-6 -14 Z";
/// Three pyramids one on another: the top one (plain or notched), the middle one, the foot.
const TREE: &str = "M0 -24 L7 -12 L-7 -12 Z M-4 -12 L4 -12 L11 4 L-11 4 Z M-5 4 L5 4 L14 20 L-14 20 Z";
const TREE_NOTCHED: &str =
    "M-7 -12 L-4 -24 L0 -19 L4 -24 L7 -12 Z M-4 -12 L4 -12 L11 4 L-11 4 Z M-5 4 L5 4 L14 20 L-14 20 Z";
const TREE_X: &str = "M-4 -8 L4 0 M4 -8 L-4 0";
const DISC: &str = "M-15 0 A15 15 0 1 0 15 0 A15 15 0 1 0 -15 0 Z";
const CROSS: &str = "M-8 0 H8 M0 -8 V8 M-5 -5 L5 5 M5 -5 L-5 5";

fn wood(side: Side) -> &'static str {
    match side {
        Side::One => DARK,
        Side::Two => PALE,
    }
}

fn look(f: Figure) -> Look {
    let plain =
        |body, crest, carving, wood, awake: bool| Look { body, crest, carving, wood, striped: !awake, lying: !awake };
    match f {
        Figure::Soldier { side, awake } => {
            plain(if side == Side::One { PYRAMID } else { NOTCHED }, None, None, wood(side), awake)
        }
        Figure::Queen { side, awake } => {
            plain(if side == Side::One { QUEEN_PYRAMID } else { QUEEN_NOTCHED }, Some(DIAMOND), None, wood(side), awake)
        }
        // A chip turned over does not lie down: it is the same disc, striped and bare.
        Figure::Chip { side, awake } => {
            Look { lying: false, ..plain(DISC, None, awake.then_some(CROSS), wood(side), awake) }
        }
        Figure::Gonagas { owner } => {
            let body = if owner == Some(Side::Two) { TREE_NOTCHED } else { TREE };
            plain(body, None, Some(TREE_X), owner.map_or(GOLD, wood), true)
        }
    }
}

/// The figure's classes, for the style sheet's outlines and the tests that find pieces.
fn classes(f: Figure) -> Classes {
    let (side, kind, awake) = match f {
        Figure::Soldier { side, awake } => (Some(side), "soldier", awake),
        Figure::Queen { side, awake } => (Some(side), "queen", awake),
        Figure::Chip { side, awake } => (Some(side), "chip", awake),
        Figure::Gonagas { owner } => (owner, "king", true),
    };
    let side = match side {
        Some(Side::One) => "side-one",
        Some(Side::Two) => "side-two",
        None => "free",
    };
    classes!("piece", kind, side, (!awake).then_some("inactive"))
}

/// The stripes of sleeping figures, one pattern per wood; `suffix` keeps the ids of
/// each drawing on the page apart (a pattern in a hidden drawing is not painted).
pub fn defs(suffix: &str) -> Html {
    [(DARK, PALE), (PALE, INK)]
        .into_iter()
        .map(|(ground, stripe)| {
            html! {
                <pattern id={stripes_id(ground, suffix)} width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                    <rect width="7" height="7" fill={ground} />
                    <rect width="2.6" height="7" fill={stripe} />
                </pattern>
            }
        })
        .collect()
}

fn stripes_id(ground: &str, suffix: &str) -> String {
    format!("sleep-{}-{suffix}", if ground == DARK { "dark" } else { "pale" })
}

/// One figure, centred on the origin, in the drawing whose patterns carry `suffix`.
pub fn draw(f: Figure, suffix: &str) -> Html {
    let l = look(f);
    let fill = if l.striped { format!("url(#{})", stripes_id(l.wood, suffix)) } else { l.wood.to_string() };
    html! {
        <g class={classes(f)} transform={l.lying.then_some("rotate(90)")}>
            <path class="body" d={l.body} fill={fill.clone()} />
            if let Some(crest) = l.crest {
                <path class="crest" d={crest} fill={fill} />
            }
            if let Some(carving) = l.carving {
                <path class="carving" d={carving} />
            }
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_figure() -> Vec<Figure> {
        let mut all = vec![Figure::Gonagas { owner: None }];
        for side in Side::BOTH {
            all.push(Figure::Gonagas { owner: Some(side) });
            for awake in [true, false] {
                all.extend([
                    Figure::Soldier { side, awake },
                    Figure::Queen { side, awake },
                    Figure::Chip { side, awake },
                ]);
            }
        }
        all
    }

    /// WCAG's relative luminance of a `#rrggbb` colour: what a greyscale projector keeps.
    fn lightness(hex: &str) -> f64 {
        let channel = |i: usize| {
            let c = u8::from_str_radix(&hex[i..i + 2], 16).unwrap() as f64 / 255.0;
            if c <= 0.03928 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
    }

    /// Issue 37: every kind of piece tells apart in greyscale. Two figures that can meet
    /// on a board differ in their outline, their crest or carving, whether they are
    /// striped, or in a lightness far from the other's; never only in hue, and never
    /// only by lying down (turning is not counted here).
    #[test]
    fn every_two_figures_differ_in_shape_or_lightness() {
        let woods = [DARK, PALE, GOLD];
        for (i, a) in woods.iter().enumerate() {
            for b in &woods[i + 1..] {
                let (la, lb) = (lightness(a), lightness(b));
                assert!((la - lb).abs() >= 0.25, "{a} ({la:.2}) and {b} ({lb:.2}) are too alike in greyscale");
            }
        }
        // The stripes are seen: each pattern's two colours are far apart in lightness.
        for (ground, stripe) in [(DARK, PALE), (PALE, INK)] {
            assert!((lightness(ground) - lightness(stripe)).abs() >= 0.5, "stripes on {ground}");
        }
        let all = every_figure();
        for (i, &a) in all.iter().enumerate() {
            for &b in &all[i + 1..] {
                let (la, lb) = (look(a), look(b));
                let same_shape = la.body == lb.body && la.crest == lb.crest && la.carving == lb.carving;
                assert!(
                    !same_shape || la.striped != lb.striped || la.wood != lb.wood,
                    "{a:?} and {b:?} differ only by hue or turning"
                );
            }
        }
    }

    /// Whose a piece is shows in its shape too, not only in its wood: the two sides'
    /// figures of each kind have different outlines.
    #[test]
    fn the_two_sides_figures_differ_in_shape() {
        for awake in [true, false] {
            let of = |f: fn(Side, bool) -> Figure| (look(f(Side::One, awake)).body, look(f(Side::Two, awake)).body);
            let (one, two) = of(|side, awake| Figure::Soldier { side, awake });
            assert_ne!(one, two, "soldiers");
            let (one, two) = of(|side, awake| Figure::Queen { side, awake });
            assert_ne!(one, two, "queens");
        }
        let owned = |s| look(Figure::Gonagas { owner: Some(s) }).body;
        assert_ne!(owned(Side::One), owned(Side::Two), "a gonagas held by either side");
    }

    /// Asleep is told by more than lying down: the wood is striped as well.
    #[test]
    fn a_sleeping_figure_is_striped_as_well_as_lying() {
        for f in every_figure() {
            let awake = !matches!(
                f,
                Figure::Soldier { awake: false, .. }
                    | Figure::Queen { awake: false, .. }
                    | Figure::Chip { awake: false, .. }
            );
            assert_eq!(look(f).striped, !awake, "{f:?}");
        }
    }
}
