//! The start page: what the app is, the games, the language.

use super::chrome::Screen;
use super::i18n::use_i18n;
use super::rules::{use_rules_opener, Page};
use crate::i18n::Lang;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    pub on_lang: Callback<Lang>,
    pub on_play_sampo: Callback<()>,
    pub on_play_sahkku: Callback<()>,
    /// Opens one of `SCREENS`.
    pub on_show: Callback<Screen>,
    pub on_tutorial_sampo: Callback<()>,
    pub on_tutorial_sahkku: Callback<()>,
    #[prop_or_default]
    pub notice: Option<super::Notice>,
    #[prop_or_default]
    pub on_dismiss: Callback<()>,
    /// Back to the game in progress (offered with a notice that says so).
    #[prop_or_default]
    pub on_resume: Callback<()>,
}

/// The screens the start page opens as they are, with no set-up before them: the
/// button's id, its text and the screen. A new such screen is one entry here; the axe
/// walk (`tests/e2e/specs/a11y.test.js`) visits every button of the list.
const SCREENS: [(&str, &str, Screen); 4] = [
    ("open-puzzles", "pz-title", Screen::Puzzles(None)),
    ("open-editor", "ed-title", Screen::Editor { shared: None, back: None }),
    ("open-saved", "slots-title", Screen::Saved),
    ("open-lab", "lab-title", Screen::Lab),
];

#[component]
pub fn Home(props: &HomeProps) -> Html {
    let t = use_i18n();
    let play = props.on_play_sampo.reform(|_: MouseEvent| ());
    let play_sahkku = props.on_play_sahkku.reform(|_: MouseEvent| ());
    let open_rules = use_rules_opener();
    // Drawn: the start page written into index.html (if still there) gives way to this
    // one, with its focus and an early click.
    super::first_paint::use_take_over();
    // Sound is off until the player switches it on here; the choice is remembered.
    let sound = use_state(super::sound::on);
    let toggle_sound = {
        let sound = sound.clone();
        Callback::from(move |_: MouseEvent| {
            super::sound::set(!*sound);
            sound.set(!*sound);
        })
    };
    html! {
        <main class="home">
            <header class="home-head">
                <h1>{ t.t("app-title") }</h1>
                <p class="tagline">{ t.t("app-tagline") }</p>
            </header>
            if let Some(n) = &props.notice {
                <section class="notice home-notice" role="alert" id="home-notice">
                    <p>{ n.message.clone() }</p>
                    <div class="actions">
                        if n.resume {
                            <button class="primary" id="home-resume" onclick={props.on_resume.reform(|_: MouseEvent| ())}>{ t.t("shared-resume") }</button>
                        }
                        if let Some(url) = &n.download {
                            <a class="button secondary" href={url.clone()} download="sampo-sahkku-kept-save.json" id="download-kept">{ t.t("save-download") }</a>
                        }
                        <button class="secondary" onclick={props.on_dismiss.reform(|_: MouseEvent| ())}>{ t.t("save-dismiss") }</button>
                    </div>
                </section>
            }
            <section class="game-card" aria-labelledby="sampo-card-title">
                <h2 id="sampo-card-title">{ t.t("home-sampo-title") }</h2>
                <p>{ t.t("home-sampo-desc") }</p>
                <div class="card-actions">
                    <button class="primary big" id="play-sampo" onclick={play} autofocus=true>{ t.t("home-play-sampo") }</button>
                    <button class="secondary" id="tutorial-sampo" onclick={props.on_tutorial_sampo.reform(|_: MouseEvent| ())}>{ t.t("tutorial-open") }</button>
                    <button class="secondary" id="rules-sampo" onclick={open_rules.reform(|_: MouseEvent| Page::Sampo(Default::default()))}>{ t.t("rules-open") }</button>
                </div>
            </section>
            <section class="game-card" aria-labelledby="sahkku-card-title">
                <h2 id="sahkku-card-title" lang="se">{ t.t("home-sahkku-title") }</h2>
                <p>{ t.t("home-sahkku-desc") }</p>
                <div class="card-actions">
                    <button class="primary big" id="play-sahkku" onclick={play_sahkku}>{ t.t("home-play-sahkku") }</button>
                    <button class="secondary" id="tutorial-sahkku" onclick={props.on_tutorial_sahkku.reform(|_: MouseEvent| ())}>{ t.t("tutorial-open") }</button>
                    <button class="secondary" id="rules-sahkku" onclick={open_rules.reform(|_: MouseEvent| Page::sahkku(crate::app::sahkku::last_family()))}>{ t.t("rules-open") }</button>
                </div>
            </section>
            <p class="home-more">
                { SCREENS.into_iter().map(|(id, text, screen)| html! {
                    <button class="secondary home-screen" id={id} onclick={props.on_show.reform(move |_: MouseEvent| screen.clone())}>{ t.t(text) }</button>
                }).collect::<Html>() }
                <button class="secondary sound-toggle" id="sound-toggle" aria-pressed={sound.to_string()} onclick={toggle_sound}>{ t.t("home-sound") }</button>
            </p>
            <p class="help">{ t.t("home-lab-desc") }</p>
            <nav class="lang-picker" aria-label={t.t("home-language")}>
                <span class="label">{ t.t("home-language") }</span>
                { Lang::ALL.iter().map(|&l| {
                    let cb = props.on_lang.reform(move |_: MouseEvent| l);
                    let current = l == t.lang();
                    html! {
                        // An id: a click on the written page before the app has started
                        // is handed to the app's element of the same id (`first_paint`).
                        <button class={classes!("lang", current.then_some("current"))} id={format!("lang-{}", l.tag())}
                            lang={l.tag()} aria-pressed={current.to_string()} onclick={cb}>
                            { l.native_name() }
                        </button>
                    }
                }).collect::<Html>() }
            </nav>
            <p class="keys-hint">{ t.t("home-keys") }</p>
        </main>
    }
}
