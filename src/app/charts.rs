//! Charts as SVG: a bar chart (with optional confidence whiskers and a reference
//! line for "what chance alone would give") and the dice statistics built on it.
//! Every chart is a figure whose caption holds its title and its one-sentence
//! reading, so a screen reader gets the point without the picture.

use super::i18n::use_i18n;
use crate::i18n::{format_number, format_percent};
use crate::lab::stats::DiceTally;
use yew::prelude::*;

/// One bar: its label under it, its height, and the text written above it.
#[derive(Clone, PartialEq)]
pub struct Bar {
    pub label: String,
    pub value: f64,
    pub text: String,
    /// A 95 % interval drawn as a whisker.
    pub interval: Option<(f64, f64)>,
    /// A style class (a seat colour, a kind of flow).
    pub class: &'static str,
}

#[derive(Properties, PartialEq)]
pub struct BarChartProps {
    pub id: AttrValue,
    pub title: String,
    pub reading: String,
    pub bars: Vec<Bar>,
    /// A dashed line across the chart at this value, with its label.
    #[prop_or_default]
    pub reference: Option<(f64, String)>,
}

const W: f64 = 640.0;
const H: f64 = 260.0;
const TOP: f64 = 44.0;
const BOTTOM: f64 = 40.0;

#[component]
pub fn BarChart(props: &BarChartProps) -> Html {
    let n = props.bars.len().max(1) as f64;
    let top_value = props
        .bars
        .iter()
        .map(|b| b.interval.map_or(b.value, |(_, hi)| hi.max(b.value)))
        .chain(props.reference.as_ref().map(|r| r.0))
        .fold(0.0f64, f64::max)
        .max(1e-9);
    let plot_h = H - TOP - BOTTOM;
    let y = |v: f64| TOP + plot_h * (1.0 - v / top_value);
    let slot = W / n;
    let bar_w = (slot * 0.72).min(90.0);
    // Long label rows would overlap: with many bars only every k-th is labelled.
    let every = (n / 16.0).ceil().max(1.0) as usize;
    let caption_id = format!("{}-caption", props.id);
    html! {
        <figure class="chart" id={props.id.clone()}>
            <svg viewBox={format!("0 0 {W} {H}")} role="img" aria-labelledby={caption_id.clone()} preserveAspectRatio="xMidYMid meet">
                <line class="axis" x1="0" y1={(H - BOTTOM).to_string()} x2={W.to_string()} y2={(H - BOTTOM).to_string()} />
                { props.bars.iter().enumerate().map(|(i, b)| {
                    let cx = slot * (i as f64 + 0.5);
                    let top = y(b.value);
                    // Texts are centred on their bar; among many narrow bars (then only
                    // labels are written) the first starts at the chart's left edge and the
                    // last ends at its right, so that neither runs off.
                    let (tx, anchor) = if n > 16.0 && i == 0 {
                        (0.0, "start")
                    } else if n > 16.0 && i + 1 == props.bars.len() {
                        (W, "end")
                    } else {
                        (cx, "middle")
                    };
                    html! {
                        <g class={classes!("bar", b.class)}>
                            <rect x={(cx - bar_w / 2.0).to_string()} y={top.to_string()} width={bar_w.to_string()}
                                height={(H - BOTTOM - top).max(0.0).to_string()}>
                                <title>{ format!("{}: {}", b.label, b.text) }</title>
                            </rect>
                            if let Some((lo, hi)) = b.interval {
                                <line class="whisker" x1={cx.to_string()} x2={cx.to_string()} y1={y(lo).to_string()} y2={y(hi).to_string()} />
                                <line class="whisker" x1={(cx - 8.0).to_string()} x2={(cx + 8.0).to_string()} y1={y(hi).to_string()} y2={y(hi).to_string()} />
                                <line class="whisker" x1={(cx - 8.0).to_string()} x2={(cx + 8.0).to_string()} y1={y(lo).to_string()} y2={y(lo).to_string()} />
                            }
                            if n <= 16.0 {
                                <text class="value" x={tx.to_string()} y={(y(b.interval.map_or(b.value, |(_, hi)| hi.max(b.value))) - 6.0).to_string()} text-anchor={anchor}>{ b.text.clone() }</text>
                            }
                            if i % every == 0 {
                                <text class="label" x={tx.to_string()} y={(H - BOTTOM + 18.0).to_string()} text-anchor={anchor}>{ b.label.clone() }</text>
                            }
                        </g>
                    }
                }).collect::<Html>() }
                if let Some((v, label)) = &props.reference {
                    <line class="reference" x1="0" x2={W.to_string()} y1={y(*v).to_string()} y2={y(*v).to_string()} />
                    // The line's legend sits above the plot, clear of the bars' numbers.
                    <line class="reference" x1="4" x2="40" y1="12" y2="12" />
                    <text class="reference-label" x="46" y="17">{ label.clone() }</text>
                }
            </svg>
            <figcaption id={caption_id}>
                <strong>{ props.title.clone() }</strong>{ " " }
                <span class="reading">{ props.reading.clone() }</span>
            </figcaption>
        </figure>
    }
}

#[derive(Properties, PartialEq)]
pub struct DiceChartProps {
    pub id: AttrValue,
    pub tally: DiceTally,
    /// The name of each face, in the tally's order.
    pub faces: Vec<String>,
}

/// Throws so far against the frequency a fair die gives.
#[component]
pub fn DiceChart(props: &DiceChartProps) -> Html {
    let t = use_i18n();
    let lang = t.lang();
    let n = props.tally.total().max(1) as f64;
    let expected = 1.0 / props.tally.counts.len().max(1) as f64;
    let bars = props
        .tally
        .counts
        .iter()
        .zip(&props.faces)
        .map(|(&c, face)| Bar {
            label: face.clone(),
            value: c as f64 / n,
            text: format_number(lang, c as f64, 0),
            interval: None,
            class: "dice",
        })
        .collect::<Vec<_>>();
    let reference =
        (expected, t.t_args("dice-expected", &[("share", crate::i18n::Arg::Str(&format_percent(lang, expected, 1)))]));
    html! {
        <BarChart id={props.id.clone()} title={t.t("dice-title")} reading={crate::lab::reading::dice(&t, &props.tally)}
            bars={bars} reference={Some(reference)} />
    }
}
