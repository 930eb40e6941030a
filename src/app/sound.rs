//! Sound, off by default (issue 37): the sticks or the die as they land, a capture, a
//! win. Nothing is downloaded for it: each cue is a few notes made by the browser's
//! Web Audio, called by name (web-sys's typed audio bindings would add their JS glue to
//! every visitor's first load, sound or not). Whether sound is on is remembered on the
//! device.

use js_sys::{Array, Function, Reflect};
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};

const SOUND_KEY: &str = "sampo-sahkku.sound";

pub fn on() -> bool {
    super::storage::get_string(SOUND_KEY).as_deref() == Some("on")
}

/// Switches sound on or off, remembered. Called from the player's click, so the audio
/// context may start (browsers let pages make sound only after a gesture).
pub fn set(on: bool) {
    super::storage::set_string(SOUND_KEY, if on { "on" } else { "off" });
    if on {
        play(Cue::Dice);
    }
}

/// What a sound tells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cue {
    /// The sticks (or Sampo's die) land.
    Dice,
    /// A piece is taken.
    Capture,
    /// The game is won.
    Win,
}

/// The notes of a cue: (start in seconds, frequency at start and end in Hz, length in
/// seconds, loudness, wave).
fn notes(cue: Cue) -> Vec<(f64, f64, f64, f64, f64, &'static str)> {
    match cue {
        // Three dry knocks of wood on wood.
        Cue::Dice => {
            (0..3).map(|i| (0.07 * i as f64, 1400.0 - 180.0 * i as f64, 700.0, 0.05, 0.35, "triangle")).collect()
        }
        // A low thud that falls away.
        Cue::Capture => vec![(0.0, 220.0, 55.0, 0.22, 0.6, "sine"), (0.0, 900.0, 300.0, 0.04, 0.2, "square")],
        // Four rising notes, the last held.
        Cue::Win => [523.25, 659.25, 783.99, 1046.5]
            .iter()
            .enumerate()
            .map(|(i, &f)| (0.13 * i as f64, f, f, if i == 3 { 0.5 } else { 0.14 }, 0.3, "triangle"))
            .collect(),
    }
}

thread_local! {
    static CONTEXT: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// Plays `cue` if sound is on; silently nothing where the browser has no Web Audio.
pub fn play(cue: Cue) {
    if on() {
        let _ = try_play(cue);
    }
}

/// Plays `cue` each time `step` (a game's count of throws or moves) grows: not when
/// the screen opens, nor when a move is taken back.
#[yew::hook]
pub fn use_cue(step: usize, cue: Option<Cue>) {
    let heard = yew::use_mut_ref(|| step);
    yew::use_effect_with(step, move |&step| {
        let grew = step > *heard.borrow();
        *heard.borrow_mut() = step;
        if let (true, Some(cue)) = (grew, cue) {
            play(cue);
        }
    });
}

fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: Function = Reflect::get(target, &name.into())?.dyn_into()?;
    f.apply(target, &args.iter().collect::<Array>())
}

fn context() -> Result<JsValue, JsValue> {
    if let Some(c) = CONTEXT.with(|c| c.borrow().clone()) {
        return Ok(c);
    }
    let window: JsValue = web_sys::window().ok_or(JsValue::NULL)?.into();
    let class: Function = Reflect::get(&window, &"AudioContext".into())?.dyn_into()?;
    let c = Reflect::construct(&class, &Array::new())?;
    CONTEXT.with(|slot| *slot.borrow_mut() = Some(c.clone()));
    Ok(c)
}

fn try_play(cue: Cue) -> Result<(), JsValue> {
    let ctx = context()?;
    // A context made without a gesture starts suspended: any later cue may resume it.
    let _ = call(&ctx, "resume", &[]);
    let now = Reflect::get(&ctx, &"currentTime".into())?.as_f64().unwrap_or(0.0);
    let out = Reflect::get(&ctx, &"destination".into())?;
    for (at, from, to, length, loud, wave) in notes(cue) {
        let (start, end) = (now + at, now + at + length);
        let osc = call(&ctx, "createOscillator", &[])?;
        let gain = call(&ctx, "createGain", &[])?;
        Reflect::set(&osc, &"type".into(), &wave.into())?;
        let freq = Reflect::get(&osc, &"frequency".into())?;
        call(&freq, "setValueAtTime", &[from.into(), start.into()])?;
        call(&freq, "exponentialRampToValueAtTime", &[to.into(), end.into()])?;
        // A quick attack and an exponential fall: a knock or a plucked note, no click.
        let level = Reflect::get(&gain, &"gain".into())?;
        call(&level, "setValueAtTime", &[0.0001.into(), start.into()])?;
        call(&level, "exponentialRampToValueAtTime", &[loud.into(), (start + 0.005).into()])?;
        call(&level, "exponentialRampToValueAtTime", &[0.0001.into(), end.into()])?;
        call(&osc, "connect", std::slice::from_ref(&gain))?;
        call(&gain, "connect", std::slice::from_ref(&out))?;
        call(&osc, "start", &[start.into()])?;
        call(&osc, "stop", &[(end + 0.02).into()])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every note can be played as written: it starts at or after the cue, lasts, has
    /// frequencies an exponential ramp accepts (above zero) and a loudness between 0
    /// and 1, and a wave the browser knows.
    #[test]
    fn every_cue_is_notes_the_browser_can_play() {
        for cue in [Cue::Dice, Cue::Capture, Cue::Win] {
            let ns = notes(cue);
            assert!(!ns.is_empty(), "{cue:?}");
            for (at, from, to, length, loud, wave) in ns {
                assert!(at >= 0.0 && length > 0.0 && at + length < 1.0, "{cue:?}: short");
                assert!(from > 20.0 && to > 20.0, "{cue:?}: audible");
                assert!(loud > 0.0 && loud <= 1.0, "{cue:?}: loudness");
                assert!(["sine", "square", "triangle", "sawtooth"].contains(&wave), "{cue:?}: {wave}");
            }
        }
    }
}
