//! The Sampo track as SVG: 40 squares in a snake on the map of the journey (`map`), the
//! start and the pot, and the pawns where the animation currently shows them. Two
//! layouts share one drawing: wide for landscape screens, tall for portrait ones; CSS
//! shows the one that fits.

use super::map::{self, terrain};
use super::Table;
use crate::app::i18n::use_i18n;
use crate::engine::sampo::{effect, Game, Gathering, Hold, Kind, GATHERING, HOME};
use crate::i18n::Translator;
use crate::layout::sampo::CELL;
use crate::layout::Orientation;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub table: Rc<Table>,
    pub game: Rc<Game>,
    /// Where each pawn is drawn now (differs from the game while a move animates).
    pub shown: Rc<Vec<u8>>,
    /// The square the last move ended on, highlighted.
    pub last: Option<u8>,
    /// Squares become buttons that explain themselves (the game; a replay has none).
    #[prop_or_default]
    pub on_square: Option<Callback<u8>>,
    /// The square keyboard focus enters the board on; arrows move it along the track.
    #[prop_or(1)]
    pub focus: u8,
    #[prop_or_default]
    pub on_focus: Callback<u8>,
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let t = use_i18n();
    html! {
        <div class="board-wrap">
            { for Orientation::BOTH.into_iter().map(|o| draw(&t, props, o)) }
        </div>
    }
}

fn kind_class(kind: Kind) -> &'static str {
    match kind {
        Kind::Story => "story",
        Kind::Pay => "pay",
        Kind::Receive => "receive",
        Kind::Move => "move",
        Kind::Wait => "wait",
        Kind::Escape => "escape",
        Kind::Gathering => "gathering",
        Kind::Home => "home",
    }
}

/// Splits a title into at most three short lines: at spaces for alphabetic text, every
/// few characters for Chinese.
fn wrap(title: &str) -> Vec<String> {
    let wide = title.chars().any(|c| c as u32 >= 0x2E80);
    let mut lines: Vec<String> = Vec::new();
    if wide {
        let chars: Vec<char> = title.chars().collect();
        for chunk in chars.chunks(6) {
            lines.push(chunk.iter().collect());
        }
    } else {
        for word in title.split_whitespace() {
            match lines.last_mut() {
                Some(l) if l.chars().count() + 1 + word.chars().count() <= 13 => {
                    l.push(' ');
                    l.push_str(word);
                }
                _ => lines.push(word.to_string()),
            }
        }
    }
    if lines.len() > 3 {
        lines.truncate(3);
        lines[2].push('…');
    }
    lines
}

/// About how wide a line of the square titles' sans-serif type is, in ems, erring on the
/// wide side (DejaVu Sans, the widest of the fonts the page may use).
fn rough_width_em(line: &str) -> f64 {
    line.chars()
        .map(|c| match c {
            ' ' | 'i' | 'l' | 'j' | 'I' | '.' | ',' | '\'' | '’' => 0.32,
            'f' | 't' | 'r' => 0.42,
            'm' | 'w' | 'M' | 'W' | 'ш' | 'щ' | 'ж' | 'м' | 'ю' | 'Ж' | 'Ш' | 'Щ' | 'Ю' | 'Ы' | 'ы' => 0.9,
            // Capitals of the Latin and Cyrillic titles (Unicode's own case tables would
            // add a kilobyte to the download for this estimate).
            'A'..='Z' | 'À'..='Þ' | 'Ё' | 'А'..='Я' => 0.72,
            c if c as u32 >= 0x2E80 => 1.0,
            _ => 0.62,
        })
        .sum()
}

fn icon(kind: Kind) -> Html {
    // Small symbols drawn in a 24×24 box, so no font is needed for them.
    match kind {
        Kind::Pay | Kind::Receive => html! {
            <g class="icon">
                <circle cx="12" cy="12" r="10" class="coin" />
                <text x="12" y="17" text-anchor="middle" class="icon-sign">{ if kind == Kind::Pay { "−" } else { "+" } }</text>
            </g>
        },
        Kind::Move => html! { <path class="icon arrow" d="M2 12 H17 M12 5 L19 12 L12 19" /> },
        Kind::Wait => html! { <path class="icon hourglass" d="M5 2 H19 L12 12 L19 22 H5 L12 12 Z" /> },
        Kind::Escape => html! {
            <g class="icon">
                <rect x="2" y="2" width="20" height="20" rx="4" class="die-icon" />
                <circle cx="8" cy="8" r="2" class="pip" /><circle cx="16" cy="16" r="2" class="pip" />
            </g>
        },
        Kind::Gathering => {
            html! { <path class="icon harp" d="M4 22 L4 4 Q14 4 20 22 Z M8 8 V20 M12 10 V20 M16 15 V20" /> }
        }
        Kind::Home => html! { <path class="icon house" d="M2 12 L12 3 L22 12 V22 H2 Z" /> },
        Kind::Story => html! {},
    }
}

fn square(t: &Translator, p: &BoardProps, o: Orientation, n: u8, highlight: &[&'static str]) -> Html {
    let (x, y) = o.square_origin(n);
    let kind = effect(n).kind();
    let title = t.t(&format!("square-{n}-title"));
    let tip = format!("{n}. {title}: {}", t.t(&format!("square-{n}-effect")));
    let lines = wrap(&title);
    let id = format!("sq-{}-{n}", if o == Orientation::Landscape { "l" } else { "p" });
    let (click, key) = match &p.on_square {
        Some(cb) => {
            let (cb, on_focus) = (cb.clone(), p.on_focus.clone());
            let click = cb.reform(move |_: MouseEvent| n);
            let portrait = o == Orientation::Portrait;
            let key = Callback::from(move |e: KeyboardEvent| {
                // Along the track: the arrows step one square, Home and End jump.
                let next = match e.key().as_str() {
                    "Enter" | " " => {
                        e.prevent_default();
                        e.stop_propagation();
                        cb.emit(n);
                        return;
                    }
                    "ArrowRight" | "ArrowDown" => n.saturating_add(1).min(HOME),
                    "ArrowLeft" | "ArrowUp" => n.saturating_sub(1).max(1),
                    "Home" => 1,
                    "End" => HOME,
                    _ => return,
                };
                e.prevent_default();
                on_focus.emit(next);
                crate::app::dom::focus(&format!("#sq-{}-{next}", if portrait { "p" } else { "l" }));
            });
            (Some(click), Some(key))
        }
        None => (None, None),
    };
    // The square's name is its <title> (number, title, effect): a label would have to
    // repeat the wrapped lines exactly to match what is seen.
    let interactive = p.on_square.is_some();
    let land = terrain(n);
    // What the square does is its icon, on a disc of the kind's colour; the card itself
    // is the place, in its terrain's colours.
    let badge = (kind != Kind::Story).then(|| {
        html! {
            <g transform="translate(70 6)"><circle cx="12" cy="12" r="15" class="icon-bg" />{ icon(kind) }</g>
        }
    });
    html! {
        <g class={classes!("sq", kind_class(kind), land.class(), highlight.to_vec())} transform={format!("translate({x} {y})")} data-square={n.to_string()}
            id={interactive.then_some(id)} role={interactive.then_some("button")} tabindex={interactive.then_some(if n == p.focus { "0" } else { "-1" })}
            onclick={click} onkeydown={key}
            // A click with the mouse leaves keyboard focus where it was, so Space still
            // rolls after reading a square; Tab and the arrows still walk the track.
            onmousedown={interactive.then_some(Callback::from(|e: MouseEvent| e.prevent_default()))}>
            <title>{ tip }</title>
            <rect width={CELL.to_string()} height={CELL.to_string()} rx="10" />
            { map::scenery(land) }
            <text x="8" y="27" class="num">{ n }</text>
            { badge }
            { lines.iter().enumerate().map(|(i, l)| {
                // A line near the wrapping width can be wider than the square in the
                // larger projector type: a line that may be is fitted to the square's
                // inner width (only squeezed, as the estimate errs on the wide side).
                let fit = rough_width_em(l) * 13.5 > 88.0;
                html! {
                    <text x="50" y={(45.0 + 13.0 * i as f64).to_string()} text-anchor="middle" class="title"
                        textLength={fit.then_some("88")} lengthAdjust={fit.then_some("spacingAndGlyphs")}>{ l.clone() }</text>
                }
            }).collect::<Html>() }
        </g>
    }
}

/// A pawn: a turned wooden figure, a head on a flared body, 46 units tall (about a
/// square's half), so that it carries to the back row: 56 px and more on a 1920×1080
/// projector, 40 on 1366×768, 24 on a 390×844 phone (issue 37; measured by
/// `tests/e2e/specs/layout.test.js`). Its number is on its body.
const PAWN_BODY: &str = "M-6 -5 C-6 3 -11 9 -14 15 Q-16 20 -15 23 H15 Q16 20 14 15 C11 9 6 3 6 -5 Z";

/// Where the `k`th of `n` pawns on a square stands, from the square's corner: up to
/// three side by side on the square's foot; with more, the first three a row behind,
/// higher up, like figures crowded together.
fn pawn_place(k: usize, n: usize) -> (f64, f64) {
    let back = n > 3 && k < 3;
    let (col, in_row) = match (n <= 3, back) {
        (true, _) => (k, n),
        (false, true) => (k, 3),
        (false, false) => (k - 3, n - 3),
    };
    let x = 50.0 + (col as f64 - (in_row as f64 - 1.0) / 2.0) * 30.0;
    (x, if back { 54.0 } else { 74.0 })
}

fn draw(t: &Translator, p: &BoardProps, o: Orientation) -> Html {
    let g = &p.game;
    let gathering_open = matches!(g.gathering(), Gathering::Open { .. });
    let squares = (1..=HOME).map(|n| {
        let mut hl = Vec::new();
        if Some(n) == p.last {
            hl.push("last");
        }
        if n == GATHERING && gathering_open {
            hl.push("gathering-open");
        }
        square(t, p, o, n, &hl)
    });
    let (sx, sy) = o.square_origin(0);
    let start = terrain(0);
    let (px, py) = o.pot_origin();
    // Pawns grouped by the square they are shown on.
    let mut on_square: Vec<Vec<u8>> = vec![Vec::new(); HOME as usize + 1];
    for (seat, &sq) in p.shown.iter().enumerate() {
        on_square[sq as usize].push(seat as u8);
    }
    let pawns = on_square.iter().enumerate().flat_map(|(sq, seats)| {
        let (x, y) = o.square_origin(sq as u8);
        seats.iter().enumerate().map(move |(k, &seat)| {
            let (dx, dy) = pawn_place(k, seats.len());
            (seat, x + dx, y + dy)
        })
    });
    // Drawn back row first, so that the front row stands before it.
    let mut pawns: Vec<(u8, f64, f64)> = pawns.collect();
    pawns.sort_by(|a, b| a.2.total_cmp(&b.2));
    let pawns = pawns.into_iter().map(|(seat, cx, cy)| {
        let pawn = g.pawn(seat);
        let current = seat == g.turn() && !g.is_over();
        let badge = if pawn.miss_turns > 0 || g.is_waiting_to_gather(seat) {
            Some("‖".to_string())
        } else {
            match pawn.hold {
                Hold::Trapped { need, .. } => Some(need.to_string()),
                Hold::Test => Some(if pawn.square == 22 { "1" } else { "2" }.to_string()),
                Hold::Free => None,
            }
        };
        html! {
            <g class={classes!("pawn", current.then_some("current"))} data-seat={seat.to_string()}
                transform={format!("translate({cx} {cy})")}>
                <g class="figure" fill={p.table.colour(seat)}>
                    <circle cy="-13" r="9.5" />
                    <path d={PAWN_BODY} />
                </g>
                <text y="16" text-anchor="middle" class="pawn-num">{ seat + 1 }</text>
                if let Some(b) = badge {
                    <g class="badge" transform="translate(13 -17)">
                        <circle r="8" />
                        <text y="4" text-anchor="middle">{ b }</text>
                    </g>
                }
            </g>
        }
    });
    html! {
        <svg class={classes!("board", o.name())}
            viewBox={o.track_view_box()} preserveAspectRatio="xMidYMid meet" role={if p.on_square.is_some() { "group" } else { "img" }}
            aria-label={t.t("home-sampo-title")}>
            { map::underlay(o) }
            <g class={classes!("sq", "start", start.class())} transform={format!("translate({sx} {sy})")}>
                <rect width={CELL.to_string()} height={CELL.to_string()} rx="10" />
                { map::scenery(start) }
                <text x="50" y="30" text-anchor="middle" class="title start-label">{ t.t("board-start") }</text>
            </g>
            <g class="pot" transform={format!("translate({px} {py})")}>{ map::pot(t.t("board-pot"), g.pot()) }</g>
            { for squares }
            { for pawns }
        </svg>
    }
}
