//! The charts of one setting's tally: the same for a finished run and for one still
//! counting, so the picture grows while the games are played.

use super::runner::Tally;
use crate::app::charts::{Bar, BarChart, DiceChart};
use crate::app::i18n::I18n;
use crate::app::sahkku::narrate::face_name;
use crate::engine::sahkku::dice::Face;
use crate::i18n::{format_number, format_percent, Arg};
use crate::lab::reading;
use crate::lab::sampo::SampoTally;
use crate::lab::stats::{wilson, Counts};
use yew::prelude::*;

pub fn charts(t: &I18n, tally: &Tally, key: &str) -> Html {
    match tally {
        Tally::Sampo(s) => sampo(t, s, key),
        Tally::Sahkku(s, set, queens) => {
            let games = s.games.max(1) as f64;
            let lang = t.lang();
            let mut capture_bars = Vec::new();
            let kinds: &[(usize, &str)] = if *queens {
                &[(0, "lab-soldiers"), (1, "lab-kings"), (2, "lab-queens")]
            } else {
                &[(0, "lab-soldiers"), (1, "lab-kings")]
            };
            for side in 0..2 {
                for &(k, id) in kinds {
                    let mean = s.captures[side][k] as f64 / games;
                    capture_bars.push(Bar {
                        label: format!("{} · {}", side + 1, t.t(id)),
                        value: mean,
                        text: format_number(lang, mean, 2),
                        interval: None,
                        class: if side == 0 { "side-one" } else { "side-two" },
                    });
                }
            }
            let faces = Face::set(*set);
            let burnt = reading::burnt_shares(s)
                .iter()
                .zip(faces)
                .map(|(&share, f)| Bar {
                    label: face_name(f).to_string(),
                    value: share,
                    text: format_percent(lang, share, 1),
                    interval: None,
                    class: "burnt",
                })
                .collect::<Vec<_>>();
            html! {
                <>
                    { length(t, &s.turns, true, key) }
                    { wins(t, &s.wins_by_seat, s.draws, key) }
                    <BarChart id={format!("lab-{key}-captures")} title={t.t("lab-chart-captures")}
                        reading={reading::captures(t, s)} bars={capture_bars} />
                    <BarChart id={format!("lab-{key}-burnt")} title={t.t("lab-chart-burnt")}
                        reading={reading::burnt(t, s, *set)} bars={burnt} />
                    <DiceChart id={format!("lab-{key}-dice")} tally={s.thrown.clone()} faces={faces.iter().map(|f| face_name(*f).to_string()).collect::<Vec<_>>()} />
                </>
            }
        }
    }
}

fn sampo(t: &I18n, s: &SampoTally, key: &str) -> Html {
    html! {
        <>
            { length(t, &s.rounds, false, key) }
            { wins(t, &s.wins_by_seat, 0, key) }
            { heat_map(t, &s.landings, key) }
            { coin_flow(t, s, key) }
            <DiceChart id={format!("lab-{key}-dice")} tally={s.rolls.clone()} faces={(1..=6).map(|f: u8| f.to_string()).collect::<Vec<_>>()} />
        </>
    }
}

fn length(t: &I18n, lengths: &Counts, turns: bool, key: &str) -> Html {
    let total = lengths.total().max(1) as f64;
    let lang = t.lang();
    let bars = lengths
        .bins(24)
        .into_iter()
        .map(|b| Bar {
            label: if b.lo == b.hi { b.lo.to_string() } else { format!("{}–{}", b.lo, b.hi) },
            value: b.count as f64 / total,
            text: format_percent(lang, b.count as f64 / total, 0),
            interval: None,
            class: "length",
        })
        .collect::<Vec<_>>();
    let title = t.t(if turns { "lab-chart-length-turns" } else { "lab-chart-length-rounds" });
    html! { <BarChart id={format!("lab-{key}-length")} title={title} reading={reading::length(t, lengths, turns)} bars={bars} /> }
}

fn wins(t: &I18n, wins: &[u64], draws: u64, key: &str) -> Html {
    let decided: u64 = wins.iter().sum();
    let lang = t.lang();
    let bars = wins
        .iter()
        .enumerate()
        .map(|(i, &w)| Bar {
            label: t.t_args("lab-seat", &[("n", Arg::Num(i as i64 + 1))]),
            value: w as f64 / decided.max(1) as f64,
            text: format_percent(lang, w as f64 / decided.max(1) as f64, 1),
            interval: (decided > 0).then(|| wilson(w, decided)),
            class: "wins",
        })
        .collect::<Vec<_>>();
    let fair = 1.0 / wins.len().max(1) as f64;
    let mut text = reading::wins(t, wins);
    if draws > 0 {
        text.push(' ');
        text.push_str(&t.t_args("lab-read-draws", &[("n", Arg::Num(draws as i64))]));
    }
    let reference = Some((fair, t.t_args("lab-fair-share", &[("share", Arg::Str(&format_percent(lang, fair, 1)))])));
    html! { <BarChart id={format!("lab-{key}-wins")} title={t.t("lab-chart-wins")} reading={text} bars={bars} reference={reference} /> }
}

/// The 40 squares in four rows of ten, darker where more turns end.
fn heat_map(t: &I18n, landings: &[u64], key: &str) -> Html {
    let total = landings.iter().sum::<u64>().max(1) as f64;
    let top = landings.iter().copied().max().unwrap_or(0).max(1) as f64;
    let lang = t.lang();
    let caption = format!("lab-{key}-heat-caption");
    html! {
        <figure class="chart heat" id={format!("lab-{key}-heat")}>
            <svg viewBox="0 0 640 260" role="img" aria-labelledby={caption.clone()}>
                { landings.iter().enumerate().map(|(i, &c)| {
                    let (col, row) = (i % 10, i / 10);
                    let strength = c as f64 / top;
                    let share = c as f64 / total;
                    let title = t.t_args("lab-heat-cell", &[("n", Arg::Num(i as i64 + 1)), ("share", Arg::Str(&format_percent(lang, share, 1)))]);
                    html! {
                        <g class="heat-cell">
                            <rect x={(col * 64 + 1).to_string()} y={(row * 64 + 2).to_string()} width="62" height="60" rx="6"
                                style={format!("fill: rgba(160, 40, 0, {})", (60.0 + 940.0 * strength).round() / 1000.0)}>
                                <title>{ title }</title>
                            </rect>
                            <text x={(col * 64 + 8).to_string()} y={(row * 64 + 22).to_string()} class={classes!("heat-n", (strength > 0.5).then_some("on-dark"))}>{ i + 1 }</text>
                            <text x={(col * 64 + 56).to_string()} y={(row * 64 + 54).to_string()} text-anchor="end"
                                class={classes!("heat-share", (strength > 0.5).then_some("on-dark"))}>{ format_percent(lang, share, 1) }</text>
                        </g>
                    }
                }).collect::<Html>() }
            </svg>
            <figcaption id={caption}>
                <strong>{ t.t("lab-chart-heat") }</strong>{ " " }
                <span class="reading">{ reading::landings(t, landings) }</span>
            </figcaption>
        </figure>
    }
}

/// For each square that moves coins: what it puts into the pot, takes out of it,
/// and passes between players, per game.
fn coin_flow(t: &I18n, s: &SampoTally, key: &str) -> Html {
    let games = s.games.max(1) as f64;
    let f = &s.flow;
    let rows: Vec<usize> =
        (0..f.into_pot.len()).filter(|&i| f.into_pot[i] + f.out_of_pot[i] + f.between_players[i] > 0).collect();
    let top =
        rows.iter().flat_map(|&i| [f.into_pot[i], f.out_of_pot[i], f.between_players[i]]).max().unwrap_or(0).max(1)
            as f64;
    let lang = t.lang();
    let row_h = 30.0;
    let label_w = 210.0;
    let bar_room = 640.0 - label_w - 70.0;
    let height = (rows.len() as f64 * row_h + 40.0).max(80.0);
    let caption = format!("lab-{key}-coins-caption");
    let kinds = [("into", "lab-into-pot"), ("out", "lab-out-of-pot"), ("between", "lab-between-players")];
    html! {
        <figure class="chart coins" id={format!("lab-{key}-coins")}>
            <svg viewBox={format!("0 0 640 {height}")} role="img" aria-labelledby={caption.clone()}>
                { kinds.iter().enumerate().map(|(k, (class, id))| html! {
                    <g class={classes!("legend", *class)}>
                        <rect x={(10.0 + k as f64 * 175.0).to_string()} y="4" width="14" height="14" />
                        <text x={(30.0 + k as f64 * 175.0).to_string()} y="16">{ t.t(id) }</text>
                    </g>
                }).collect::<Html>() }
                // The net column is right-aligned at the edge, so that a long heading grows
                // leftwards into the legend row rather than off the chart.
                <text class="legend-net" x="634" y="16" text-anchor="end">{ t.t("lab-net-pot") }</text>
                { rows.iter().enumerate().map(|(r, &i)| {
                    let y0 = 30.0 + r as f64 * row_h;
                    let values = [f.into_pot[i], f.out_of_pot[i], f.between_players[i]];
                    let label = format!("{}. {}", i + 1, t.t(&format!("square-{}-title", i + 1)));
                    // A title longer than its column is narrowed to fit (about 7 units a letter).
                    let fit = (label.chars().count() as f64 * 7.0 > label_w - 12.0).then(|| (label_w - 12.0).to_string());
                    html! {
                        <g class="flow-row">
                            <text class="label" x={(label_w - 8.0).to_string()} y={(y0 + 18.0).to_string()} text-anchor="end"
                                textLength={fit.clone()} lengthAdjust={fit.is_some().then_some("spacingAndGlyphs")}>
                                { label }
                            </text>
                            { values.iter().zip(kinds).enumerate().map(|(k, (&v, (class, _)))| {
                                let w = bar_room * v as f64 / top;
                                let y = y0 + 3.0 + k as f64 * 8.0;
                                html! {
                                    <rect class={classes!("flow", class)} x={label_w.to_string()} y={y.to_string()} width={w.to_string()} height="7">
                                        <title>{ format_number(lang, v as f64 / games, 2) }</title>
                                    </rect>
                                }
                            }).collect::<Html>() }
                            <text class="value" x="634" y={(y0 + 18.0).to_string()} text-anchor="end">
                                { format_number(lang, (values[0] as f64 - values[1] as f64) / games, 1) }
                            </text>
                        </g>
                    }
                }).collect::<Html>() }
            </svg>
            <figcaption id={caption}>
                <strong>{ t.t("lab-chart-coins") }</strong>{ " " }
                <span class="reading">{ reading::coins(t, &s.flow, s.games) }</span>
            </figcaption>
        </figure>
    }
}
