//! The saved games screen: named slots (open, replay, rename, export, delete) and
//! importing a game file, by the file picker or by dropping it on the page. An
//! imported file is checked move by move before it is kept.

use super::ask::Ask;
use super::autosave::download_url;
use super::i18n::{use_i18n, I18n};
use super::slots;
use crate::i18n::Arg;
use crate::saves::{SaveFile, SavedGame};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SavedProps {
    pub on_open: Callback<SaveFile>,
    pub on_replay: Callback<SaveFile>,
    pub on_back: Callback<()>,
}

/// What the list says about a save: the game, the players, how far it got (and, by
/// link, whose link is awaited).
fn describe(t: &I18n, save: &SaveFile) -> (String, String, String) {
    let (game, players, mut progress, over) = describe_game(t, save);
    // By link: this device's seat, and the friend's name.
    let link = match &save.game {
        SavedGame::Sampo { link: Some(l), seats, .. } => Some((l, &seats[1 - l.me as usize].name)),
        SavedGame::Sahkku { link: Some(l), seats, .. } => Some((l, &seats[1 - l.me as usize].name)),
        _ => None,
    };
    if let (Some((l, friend)), false) = (link, over) {
        progress.push_str(" · ");
        progress.push_str(&match l.playing_from {
            Some(_) => t.t("link-your-turn"),
            None => t.t_args("link-status-waiting", &[("name", Arg::Str(friend))]),
        });
    }
    (game, players, progress)
}

fn describe_game(t: &I18n, save: &SaveFile) -> (String, String, String, bool) {
    match &save.game {
        SavedGame::Sampo { seats, record, .. } => {
            let names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
            let (progress, over) = match record.replay() {
                Ok((g, _)) if g.is_over() => (t.t("slots-finished"), true),
                Ok((g, _)) => (t.t_args("board-round", &[("n", Arg::Num(g.round() as i64))]), false),
                Err(_) => (String::new(), true),
            };
            (t.t("home-sampo-title"), names.join(", "), progress, over)
        }
        SavedGame::Sahkku { seats, record, .. } => {
            let family = t.t(&format!("sk-variant-{}", record.variant.id()));
            let (progress, over) = match record.replay() {
                Ok((p, _)) if p.is_over() => (t.t("slots-finished"), true),
                Ok((p, _)) => (t.t_args("slots-turn", &[("n", Arg::Num(p.turns() as i64 + 1))]), false),
                Err(_) => (String::new(), true),
            };
            (
                format!("{} · {family}", t.t("home-sahkku-title")),
                format!("{} – {}", seats[0].name, seats[1].name),
                progress,
                over,
            )
        }
    }
}

/// A date as the player writes dates: in the browser's own locale when it is a form
/// of the app's language (an English app in an en-GB browser writes 30/11/2026), else
/// in the app's language.
fn date(ms: f64, lang: &str) -> String {
    if ms <= 0.0 {
        return String::new();
    }
    let browser = web_sys::window().and_then(|w| w.navigator().language());
    let primary = |tag: &str| tag.split('-').next().unwrap_or("").to_ascii_lowercase();
    let locale = match browser {
        Some(b) if primary(&b) == primary(lang) => b,
        _ => lang.to_string(),
    };
    js_sys::Date::new(&ms.into())
        .to_locale_string(&locale, &wasm_bindgen::JsValue::UNDEFINED)
        .as_string()
        .unwrap_or_default()
}

#[component]
pub fn Saved(props: &SavedProps) -> Html {
    let t = use_i18n();
    let version = use_state(|| 0u32);
    // The slot a question is open about: its key, its name, and whether to delete it
    // (else to rename it).
    let asking = use_state(|| None::<(String, String, bool)>);
    let message = use_state(|| None::<(bool, String)>);
    let dragging = use_state(|| false);
    let list = {
        let _ = *version;
        slots::list()
    };

    // Reads a dropped or picked file, checks it, and keeps it as a slot.
    let import = {
        let (t, version, message) = (t.clone(), version.clone(), message.clone());
        Callback::from(move |file: web_sys::File| {
            let (t, version, message) = (t.clone(), version.clone(), message.clone());
            let name = file.name();
            let promise = file.text();
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(promise)
                    .await
                    .ok()
                    .and_then(|v| v.as_string())
                    .unwrap_or_default();
                match SaveFile::decode(&text) {
                    Ok(save) => {
                        let title = name.trim_end_matches(".json").trim_end_matches(".sampo-sahkku").to_string();
                        if slots::store(&title, &save) {
                            message.set(Some((true, t.t_args("slots-imported", &[("name", Arg::Str(&title))]))));
                            version.set(*version + 1);
                        } else {
                            message.set(Some((false, t.t("slots-save-failed"))));
                        }
                    }
                    Err(e) => message.set(Some((
                        false,
                        t.t_args("slots-import-refused", &[("why", Arg::Str(&crate::saves::words::refusal(&t, &e)))]),
                    ))),
                }
            });
        })
    };
    let on_pick = {
        let import = import.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            if let Some(f) = input.files().and_then(|l| l.get(0)) {
                import.emit(f);
            }
            input.set_value("");
        })
    };
    let on_drop = {
        let (import, dragging) = (import.clone(), dragging.clone());
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            dragging.set(false);
            if let Some(f) = e.data_transfer().and_then(|d| d.files()).and_then(|l| l.get(0)) {
                import.emit(f);
            }
        })
    };
    let on_drag_over = {
        let dragging = dragging.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            dragging.set(true);
        })
    };
    let on_drag_leave = {
        let dragging = dragging.clone();
        Callback::from(move |_: DragEvent| dragging.set(false))
    };

    html! {
        <main class={classes!("saved", (*dragging).then_some("dragging"))} ondrop={on_drop} ondragover={on_drag_over} ondragleave={on_drag_leave}>
            <h1>{ t.t("slots-title") }</h1>
            if let Some((key, name, delete)) = (*asking).clone() {
                <Ask question={if delete { t.t_args("slots-delete-confirm", &[("name", Arg::Str(&name))]) } else { t.t("slots-name-prompt") }}
                    name={(!delete).then(|| AttrValue::from(name.clone()))}
                    yes={if delete { "slots-delete" } else { "slots-rename" }}
                    on_answer={{
                        let (asking, version) = (asking.clone(), version.clone());
                        Callback::from(move |answer: Option<String>| {
                            match answer {
                                Some(_) if delete => slots::delete(&key),
                                Some(n) if !n.trim().is_empty() => {
                                    slots::rename(&key, n.trim());
                                }
                                _ => {}
                            }
                            asking.set(None);
                            version.set(*version + 1);
                        })
                    }} />
            }
            if let Some((ok, m)) = &*message {
                <p class={classes!("notice", ok.then_some("ok"))} role="status" id="slots-message">{ m.clone() }</p>
            }
            <section class="import">
                <label class="button secondary" for="import-file">{ t.t("slots-import") }</label>
                <input type="file" id="import-file" accept=".json,application/json" onchange={on_pick} />
                <span class="help">{ t.t("slots-drop") }</span>
            </section>
            if list.is_empty() {
                <p class="help" id="slots-empty">{ t.t("slots-none") }</p>
            } else {
                <table class="slots" id="slots">
                    <thead><tr>
                        <th>{ t.t("slots-name") }</th><th>{ t.t("slots-game") }</th><th>{ t.t("setup-players") }</th>
                        <th>{ t.t("slots-progress") }</th><th>{ t.t("slots-date") }</th><th></th>
                    </tr></thead>
                    <tbody>
                        { list.into_iter().map(|slot| {
                            let key = slot.key.clone();
                            let ask = |delete: bool| {
                                let (asking, about) = (asking.clone(), (key.clone(), slot.name.clone(), delete));
                                Callback::from(move |_: MouseEvent| asking.set(Some(about.clone())))
                            };
                            let (rename, delete) = (ask(false), ask(true));
                            let file_name = format!("{}.sampo-sahkku.json", slot.name.replace(['/', '\\'], "-"));
                            let export = download_url(&slot.text);
                            match &slot.save {
                                Ok(save) => {
                                    let (game, players, progress) = describe(&t, save);
                                    let (s1, s2) = (save.clone(), save.clone());
                                    let open = props.on_open.reform(move |_: MouseEvent| s1.clone());
                                    let replay = props.on_replay.reform(move |_: MouseEvent| s2.clone());
                                    html! {
                                        <tr class="slot" data-key={key.clone()}>
                                            <td class="slot-name">{ slot.name.clone() }</td>
                                            <td>{ game }</td><td>{ players }</td><td>{ progress }</td>
                                            <td>{ date(save.saved_at, t.lang().tag()) }</td>
                                            <td class="slot-actions">
                                                <button class="primary open" onclick={open}>{ t.t("slots-open") }</button>
                                                <button class="secondary replay" onclick={replay}>{ t.t("slots-replay") }</button>
                                                <button class="secondary rename" onclick={rename}>{ t.t("slots-rename") }</button>
                                                if let Some(url) = export {
                                                    <a class="button secondary export" href={url} download={file_name}>{ t.t("slots-export") }</a>
                                                }
                                                <button class="secondary delete" onclick={delete}>{ t.t("slots-delete") }</button>
                                            </td>
                                        </tr>
                                    }
                                }
                                Err(e) => html! {
                                    <tr class="slot damaged" data-key={key.clone()}>
                                        <td class="slot-name">{ slot.name.clone() }</td>
                                        <td colspan="4">{ crate::saves::words::refusal(&t, e) }</td>
                                        <td class="slot-actions">
                                            if let Some(url) = export {
                                                <a class="button secondary export" href={url} download={file_name}>{ t.t("slots-export") }</a>
                                            }
                                            <button class="secondary delete" onclick={delete}>{ t.t("slots-delete") }</button>
                                        </td>
                                    </tr>
                                },
                            }
                        }).collect::<Html>() }
                    </tbody>
                </table>
            }
            <div class="actions">
                <button class="secondary" id="back" onclick={props.on_back.reform(|_: MouseEvent| ())}>{ t.t("setup-back") }</button>
            </div>
        </main>
    }
}
