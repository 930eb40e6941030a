//! The Sáhkku board as SVG, drawn from the engine's geometry: cells or lines, the
//! marked centre (and Lágesvuon's marks), the pieces, the path on demand, and the
//! lines a player can choose.

use super::pieces::{self, Figure};
use super::Table;
use crate::app::i18n::I18n;
use crate::engine::sahkku::rules::Activation;
use crate::engine::sahkku::{Cell, Position, Side};
use crate::i18n::Arg;
use crate::layout::sahkku::{Orientation, MARGIN, PIECE_SCALE};
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Clone, PartialEq, Default)]
pub struct BoardView {
    /// Lines holding the selected piece.
    pub selected: Option<Cell>,
    /// Lines the selected piece (or die) can reach.
    pub targets: Vec<Cell>,
    /// Lines holding a piece that can move now (with the picked die, if one is).
    pub movable: Vec<Cell>,
    /// The last move's lines, from start to end.
    pub trail: Vec<Cell>,
    pub path_of: Option<Side>,
    /// What the last move took, where it stood: drawn there until the moving piece
    /// arrives, then it goes (issue 37: a capture is seen before the piece leaves).
    pub captured: Vec<(Cell, Figure)>,
    /// Where the gonagas changed hands in the last move: it stirs once it is seen.
    pub recruited: Option<Cell>,
    /// The record's length: a new move restarts these animations.
    pub step: usize,
}

fn side_class(s: Side) -> &'static str {
    match s {
        Side::One => "side-one",
        Side::Two => "side-two",
    }
}

/// Both drawings of the board; CSS shows the one that suits the screen.
/// What stands on a line, in words; empty when nothing does and no move ends there.
pub fn contents(t: &I18n, table: &Table, pos: &Position, targets: &[Cell], cell: Cell) -> Vec<String> {
    let mut parts = Vec::new();
    for side in Side::BOTH {
        let (a, i) = pos.soldiers_at(side, cell);
        let who = Arg::Str(table.name(side));
        if a > 0 {
            parts.push(t.t_args("sk-cell-active", &[("n", Arg::Num(a as i64)), ("name", who)]));
        }
        if i > 0 {
            parts
                .push(t.t_args("sk-cell-inactive", &[("n", Arg::Num(i as i64)), ("name", Arg::Str(table.name(side)))]));
        }
        if let Some(q) = pos.queen(side).filter(|q| q.cell == cell) {
            parts.push(t.t_args("sk-cell-queen", &[("name", Arg::Str(table.name(side)))]));
            // Where a queen follows the pass she is on, which one it is.
            if q.homeward {
                parts.push(t.t("sk-cell-homeward"));
            }
        }
    }
    if let Some(k) = pos.king().filter(|k| k.cell == cell) {
        parts.push(match k.owner {
            Some(s) => t.t_args("sk-cell-king-of", &[("name", Arg::Str(table.name(s)))]),
            None => t.t("sk-cell-king"),
        });
        if pos.king_on_way_home() {
            parts.push(t.t("sk-cell-homeward"));
        }
    }
    if targets.contains(&cell) {
        parts.push(t.t("sk-cell-target"));
    }
    parts
}

/// The board as lists of buttons, one list per row, one button per line that holds
/// something (or that a move can reach): what a screen reader reads instead of the
/// picture, and a plain view for anyone. A button acts as a click on its line.
pub fn board_list(t: &I18n, table: &Table, pos: &Position, view: &BoardView, on_cell: Callback<Cell>) -> Html {
    let geo = pos.geometry();
    let cells: Vec<Cell> = geo.cells().collect();
    let row_name = |row: u8| match row {
        0 => t.t_args("sk-row-home", &[("name", Arg::Str(table.name(Side::One)))]),
        2 => t.t_args("sk-row-home", &[("name", Arg::Str(table.name(Side::Two)))]),
        _ => t.t("sk-row-middle"),
    };
    html! {
        <details class="sk-board-list" id="sk-board-list">
            <summary>{ t.t("sk-list-title") }</summary>
            { [2u8, 1, 0].iter().map(|&row| {
                let items: Vec<(Cell, Vec<String>)> = cells
                    .iter()
                    .filter(|c| c.row == row)
                    .map(|&c| (c, contents(t, table, pos, &view.targets, c)))
                    .filter(|(_, parts)| !parts.is_empty())
                    .collect();
                html! {
                    <section class="sk-row-list">
                        <h3>{ format!("{} ({})", row_name(row), (b'a' + row) as char) }</h3>
                        if items.is_empty() {
                            <p class="help">{ t.t("sk-row-empty") }</p>
                        } else {
                            <ul>
                                { items.into_iter().map(|(cell, parts)| {
                                    let on_cell = on_cell.clone();
                                    let line = t.t_args("sk-line", &[("n", Arg::Num(cell.col as i64 + 1))]);
                                    html! {
                                        <li><button class={classes!("line-button", (view.selected == Some(cell)).then_some("selected"))}
                                            data-cell={cell.to_string()} aria-pressed={(view.selected == Some(cell)).to_string()}
                                            onclick={Callback::from(move |_: MouseEvent| on_cell.emit(cell))}>
                                            { format!("{line} ({cell}): {}", parts.join(", ")) }
                                        </button></li>
                                    }
                                }).collect::<Html>() }
                            </ul>
                        }
                    </section>
                }
            }).collect::<Html>() }
        </details>
    }
}

pub fn draw(t: &I18n, table: &Table, pos: &Position, view: &BoardView, on_cell: Callback<Cell>) -> Html {
    html! {
        <>
            { draw_in(t, table, pos, view, Some(on_cell.clone()), Orientation::Landscape, None) }
            { draw_in(t, table, pos, view, Some(on_cell), Orientation::Portrait, None) }
        </>
    }
}

/// The board as a still picture (the rules pages): always the long way across, no
/// controls, named by `label`; `id` tells its arrow, stripes and wood apart from other
/// pictures'.
pub fn picture(t: &I18n, table: &Table, pos: &Position, view: &BoardView, label: String, id: &str) -> Html {
    draw_in(t, table, pos, view, None, Orientation::Landscape, Some((label, id.to_string())))
}

/// How long the last move's piece takes from one line to the next as it slides.
const STEP_MS: f64 = 150.0;

/// The last move's piece slides along its lines, one line every `STEP_MS`, from where
/// it started to where it stands now (it is drawn there already: the animation only
/// moves the drawing, so the board is right even if it never plays). Nothing slides
/// under reduced motion.
pub fn slide(trail: &[Cell]) {
    let Some((&end, _)) = trail.split_last().filter(|(_, rest)| !rest.is_empty()) else { return };
    let Some(w) = web_sys::window() else { return };
    if w.match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches()) {
        return;
    }
    let Some(doc) = w.document() else { return };
    for o in Orientation::BOTH {
        let Ok(Some(stack)) = doc.query_selector(&format!("svg.sk-board.{} .stack[data-cell=\"{end}\"]", o.name()))
        else {
            continue;
        };
        let frames = js_sys::Array::new();
        for &cell in trail {
            let (x, y) = o.centre(cell);
            let frame = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&frame, &"transform".into(), &format!("translate({x}px, {y}px)").into());
            frames.push(&frame);
        }
        let timing = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&timing, &"duration".into(), &(STEP_MS * (trail.len() - 1) as f64).into());
        // (Called by name: web-sys types `animate` only with features of its own.)
        if let Ok(animate) = js_sys::Reflect::get(&stack, &"animate".into()) {
            if let Ok(animate) = animate.dyn_into::<js_sys::Function>() {
                let _ = animate.call2(&stack, &frames, &timing);
            }
        }
    }
}

/// The board's grain: a few long, gently waving lines along the board, the same on
/// every drawing (made from their numbers, not drawn at random).
fn grain(w: f64, h: f64, portrait: bool) -> Html {
    let (along, across) = if portrait { (h, w) } else { (w, h) };
    let lines = (1..7).map(|k| {
        let y = across * k as f64 / 7.0 + if k % 2 == 0 { 6.0 } else { -4.0 };
        let wave = 3.0 + (k % 3) as f64 * 2.0;
        let d = format!("M12 {y} C{} {} {} {} {} {y}", along * 0.35, y - wave, along * 0.65, y + wave, along - 12.0);
        html! { <path d={d} /> }
    });
    html! {
        <g class="grain" aria-hidden="true" transform={portrait.then(|| format!("rotate(90) translate(0 {})", -w))}>
            { for lines }
        </g>
    }
}

/// Moves keyboard focus to a line of the board drawn in orientation `o`.
fn focus_line(o: Orientation, cell: Cell) {
    crate::app::dom::focus(&format!("svg.sk-board.{} g.cell[data-cell=\"{cell}\"]", o.name()));
}

fn draw_in(
    t: &I18n,
    table: &Table,
    pos: &Position,
    view: &BoardView,
    on_cell: Option<Callback<Cell>>,
    o: Orientation,
    picture: Option<(String, String)>,
) -> Html {
    let centre = |c: Cell| o.centre(c);
    let (cw, ch) = o.cell_size();
    let portrait = o == Orientation::Portrait;
    let geo = pos.geometry();
    let rules = pos.rules();
    let len = geo.len;
    let chips = rules.activation == Activation::Flip;
    let lines = !rules.cells;
    let cells: Vec<Cell> = geo.cells().collect();
    let mut marks = vec![geo.centre()];
    if rules.queens {
        marks.extend(geo.queen_marks());
    }
    let label = |cell: Cell| -> String {
        let mut parts = vec![cell.to_string()];
        parts.extend(contents(t, table, pos, &view.targets, cell));
        parts.join(", ")
    };

    let interactive = on_cell.is_some();
    // What tells this drawing's patterns and arrowhead from another's on the page.
    let suffix = match &picture {
        Some((_, id)) => id.clone(),
        None => o.name().to_string(),
    };
    // A click with the mouse leaves keyboard focus where it was (on the page or the
    // throw button), so Space and Enter still do what the screen says; Tab and the
    // arrow keys still reach every line.
    let keep_focus = Callback::from(|e: MouseEvent| e.prevent_default());
    let grid = cells.iter().map(|&cell| {
        let (x, y) = centre(cell);
        let click = on_cell.clone().map(|cb| Callback::from(move |_: MouseEvent| cb.emit(cell)));
        // Enter or Space acts on the line; the arrows move to the line that way on screen.
        let key = on_cell.clone().map(|cb| {
            Callback::from(move |e: KeyboardEvent| {
                let towards = match e.key().as_str() {
                    "Enter" | " " => {
                        e.prevent_default();
                        cb.emit(cell);
                        return;
                    }
                    "ArrowUp" => (0, -1),
                    "ArrowDown" => (0, 1),
                    "ArrowLeft" => (-1, 0),
                    "ArrowRight" => (1, 0),
                    _ => return,
                };
                e.prevent_default();
                if let Some(next) = o.neighbour(cell, towards, len) {
                    focus_line(o, next);
                }
            })
        });
        let classes = classes!(
            "cell",
            (view.selected == Some(cell)).then_some("selected"),
            view.targets.contains(&cell).then_some("target"),
            view.movable.contains(&cell).then_some("movable"),
            (cell.row == 1).then_some("middle")
        );
        html! {
            <g class={classes} transform={format!("translate({x} {y})")} role={interactive.then_some("button")} tabindex={interactive.then_some("0")}
                aria-label={interactive.then(|| label(cell))} onclick={click} onkeydown={key} onmousedown={interactive.then_some(keep_focus.clone())}
                data-cell={cell.to_string()}>
                <rect class="hit" x={(-cw / 2.0).to_string()} y={(-ch / 2.0).to_string()} width={cw.to_string()} height={ch.to_string()} />
                // A line is a groove cut across the board: its shadow, and the light
                // catching its far edge.
                if lines && portrait {
                    <line class="board-line" x1={(-cw / 2.0 + 12.0).to_string()} y1="0" x2={(cw / 2.0 - 12.0).to_string()} y2="0" />
                    <line class="board-line-edge" x1={(-cw / 2.0 + 13.0).to_string()} y1="2.5" x2={(cw / 2.0 - 13.0).to_string()} y2="2.5" />
                } else if lines {
                    <line class="board-line" x1="0" y1={(-ch / 2.0 + 12.0).to_string()} x2="0" y2={(ch / 2.0 - 12.0).to_string()} />
                    <line class="board-line-edge" x1="2.5" y1={(-ch / 2.0 + 13.0).to_string()} x2="2.5" y2={(ch / 2.0 - 13.0).to_string()} />
                } else {
                    <rect class="board-cell" x={(-cw / 2.0 + 2.0).to_string()} y={(-ch / 2.0 + 2.0).to_string()} width={(cw - 4.0).to_string()} height={(ch - 4.0).to_string()} rx="4" />
                }
                if marks.contains(&cell) {
                    <g class="mark">
                        <rect x="-14" y="-14" width="28" height="28" />
                        <path d="M-10 -10 L10 10 M10 -10 L-10 10" />
                    </g>
                }
                if view.targets.contains(&cell) { <circle class="target-dot" r="24" /> }
            </g>
        }
    });

    // The moving piece arrives at the end of its slide: what it took goes then.
    let arrives = format!("animation-delay: {}ms", STEP_MS * view.trail.len().saturating_sub(1) as f64);
    // Pieces, drawn over the grid; several kinds on one line stack upwards.
    let pieces = cells.iter().filter_map(|&cell| {
        let mut items: Vec<Html> = Vec::new();
        for side in Side::BOTH {
            for active in [true, false] {
                let (act, inact) = pos.soldiers_at(side, cell);
                let n = if active { act } else { inact };
                if n > 0 {
                    let figure = Figure::soldier(side, active, chips);
                    items.push(html! {
                        <g>
                            { pieces::draw(figure, &suffix) }
                            if n > 1 {
                                <g class="count" transform="translate(15 -12)"><circle r="10" /><text y="4" text-anchor="middle">{ n }</text></g>
                            }
                        </g>
                    });
                }
            }
            if let Some(q) = pos.queen(side).filter(|q| q.cell == cell) {
                items.push(pieces::draw(Figure::Queen { side, awake: q.active }, &suffix));
            }
        }
        if let Some(k) = pos.king().filter(|k| k.cell == cell) {
            let king = pieces::draw(Figure::Gonagas { owner: k.owner }, &suffix);
            items.push(if view.recruited == Some(cell) {
                html! { <g key={view.step} class="recruited" style={arrives.clone()}>{ king }</g> }
            } else {
                king
            });
        }
        if items.is_empty() {
            return None;
        }
        let (x, y) = centre(cell);
        let n = items.len() as f64;
        // Several kinds on one line spread along the cell's long side, overlapping
        // like a pile where there are more than two, each drawn whole inside the line.
        let long = if portrait { cw } else { ch };
        let spread = long - 56.0;
        let step = if n > 1.0 { spread / (n - 1.0).max(1.0) } else { 0.0 };
        Some(html! {
            <g class="stack" transform={format!("translate({x} {y})")} data-cell={cell.to_string()}>
                { items.into_iter().enumerate().map(|(i, h)| {
                    let d = if n > 1.0 { spread / 2.0 - step * i as f64 } else { 0.0 };
                    let shift = if portrait {
                        format!("translate({} 0) scale({PIECE_SCALE})", -d)
                    } else {
                        format!("translate(0 {d}) scale({PIECE_SCALE})")
                    };
                    html! { <g transform={shift}>{ h }</g> }
                }).collect::<Html>() }
            </g>
        })
    });

    let arrow = format!("arrow-{suffix}");
    let name = match picture {
        Some((label, _)) => label,
        None => {
            t.t_args("sk-board-label", &[("family", Arg::Str(&t.t(&format!("sk-variant-{}", table.variant.id()))))])
        }
    };

    // The last move: its lines as a dashed trail (the piece slides along it: `slide`).
    let trail = (view.trail.len() > 1).then(|| {
        let points: Vec<String> = view.trail.iter().map(|&c| centre(c)).map(|(x, y)| format!("{x},{y}")).collect();
        let points = points.join(" ");
        html! { <polyline key={points.clone()} class="trail" points={points} /> }
    });
    let path = view.path_of.map(|side| {
        let pts: Vec<String> = o.path_points(geo, side).iter().map(|(x, y)| format!("{x},{y}")).collect();
        // An arrowhead on every line of the path, so its direction reads anywhere along it.
        let marker = format!("url(#{arrow})");
        html! { <polyline class={classes!("path-overlay", side_class(side))} points={pts.join(" ")} marker-mid={marker.clone()} marker-end={marker} /> }
    });
    // What the last move took stands on its line until the mover arrives, then goes;
    // the gonagas stirs when it changes hands (both off under reduced motion: CSS).
    let taken = view.captured.iter().enumerate().map(|(i, &(cell, figure))| {
        let (x, y) = centre(cell);
        let d = (i as f64 - (view.captured.len() as f64 - 1.0) / 2.0) * 20.0;
        let at = if portrait { format!("translate({} {y})", x - d) } else { format!("translate({x} {})", y + d) };
        html! {
            <g key={format!("{}-{i}", view.step)} transform={at}>
                <g class="captured" style={arrives.clone()}>
                    <g transform={format!("scale({PIECE_SCALE})")}>{ pieces::draw(figure, &suffix) }</g>
                </g>
            </g>
        }
    });
    let (bw, bh) = o.size(geo.len);

    let col_labels = (0..geo.len).map(|c| {
        let (x, y) = centre(Cell::new(0, c));
        let (x, y) = if portrait { (12.0, y + 5.0) } else { (x, bh - MARGIN + 20.0) };
        html! { <text class="coord" x={x.to_string()} y={y.to_string()} text-anchor="middle">{ c + 1 }</text> }
    });
    let row_labels = [(2u8, "c"), (1, "b"), (0, "a")].into_iter().map(|(r, l)| {
        let (x, y) = centre(Cell::new(r, 0));
        let (x, y) = if portrait { (x, 20.0) } else { (12.0, y + 5.0) };
        html! { <text class="coord" x={x.to_string()} y={y.to_string()} text-anchor="middle">{ l }</text> }
    });

    html! {
        <svg class={classes!(if interactive { "sk-board" } else { "sk-picture" }, o.name())} viewBox={o.view_box(geo.len)} preserveAspectRatio="xMidYMid meet"
            role={if interactive { "group" } else { "img" }} aria-label={name}>
            <defs>
                <marker id={arrow.clone()} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
                    <path d="M0 0 L10 5 L0 10 Z" class="arrow-head" />
                </marker>
                { pieces::defs(&suffix) }
                <linearGradient id={format!("wood-{suffix}")} x1="0" y1="0" x2="0.15" y2="1">
                    <stop offset="0" stop-color="#ecd5a6" />
                    <stop offset="0.55" stop-color="#e2c28a" />
                    <stop offset="1" stop-color="#d6b077" />
                </linearGradient>
            </defs>
            <rect class="board-bg" x="4" y="4" width={(bw - 8.0).to_string()} height={(bh - 8.0).to_string()} rx="14" fill={format!("url(#wood-{suffix})")} />
            { grain(bw, bh, portrait) }
            { for grid }
            { for col_labels }
            { for row_labels }
            { for trail }
            { for path }
            <g class="pieces taken" aria-hidden="true">{ for taken }</g>
            <g class="pieces" aria-hidden="true">{ for pieces }</g>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::{Queen, Variant};
    use crate::i18n::{Lang, Translator};
    use crate::session::sahkku::{Player, Seat};
    use std::rc::Rc;

    /// Where a queen follows the pass she is on (the world cup), the board's words say
    /// which one: the same line leads on to another row.
    #[test]
    fn a_queen_on_the_way_home_is_said_to_be() {
        let t = I18n(Rc::new(Translator::new(Lang::En)));
        let said = |rules_of: &str| {
            let mut rules = Variant::Vuonnamarkan.rules();
            rules.set("middle-row-pass", rules_of).unwrap();
            let seat = |name: &str| Seat { name: name.into(), player: Player::Human };
            let table = Table { variant: Variant::Vuonnamarkan, rules, seats: [seat("Áilu"), seat("Biret")], seed: 1 };
            let b2 = Cell::new(1, 1);
            let queen = Queen { cell: b2, active: true, homeward: true };
            let pos = Position::arranged(rules, Side::One, [vec![], vec![]], [Some(queen), None], None);
            contents(&t, &table, &pos, &[], b2).join(", ")
        };
        assert_eq!(said("own"), "the queen of Áilu, on the way home");
        assert_eq!(said("both"), "the queen of Áilu", "with both passes followed, the pass is not kept");
    }
}
