//! The tutorial's coach: a box beside the board that says, step by step, what to do
//! now and what just happened. What it says comes from `crate::lessons`; this only
//! shows it, and lets the learner end the lesson or open the rules.

use super::i18n::use_i18n;
use super::storage;
use yew::prelude::*;

/// Set while the game being played (and autosaved) is a lesson: reopening the app
/// goes on with the lesson, coach and all.
const LESSON_KEY: &str = "sampo-sahkku.lesson";

pub fn set_lesson(on: bool) {
    if on {
        storage::set_string(LESSON_KEY, "on");
    } else {
        storage::remove(LESSON_KEY);
    }
}

pub fn lesson_in_progress() -> bool {
    storage::get_string(LESSON_KEY).as_deref() == Some("on")
}

#[derive(Properties, PartialEq)]
pub struct CoachProps {
    /// This step's number and how many there are, when the lesson has set steps.
    #[prop_or_default]
    pub step: Option<(usize, usize)>,
    pub text: String,
    /// What just happened, when it teaches something.
    #[prop_or_default]
    pub news: Option<String>,
    /// The lesson has shown what it had to.
    pub done: bool,
    pub on_rules: Callback<()>,
    /// The lesson's game (for "Share": a link that starts the same lesson).
    pub sahkku: bool,
}

#[component]
pub fn Coach(props: &CoachProps) -> Html {
    let t = use_i18n();
    let open = use_state(|| true);
    if !*open {
        return html! {};
    }
    let close = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            set_lesson(false);
            open.set(false)
        })
    };
    html! {
        <section class="coach" id="coach" aria-labelledby="coach-title">
            <h2 id="coach-title">
                { t.t("tutorial-title") }
                if let Some((n, of)) = props.step {
                    <span class="coach-step">{ t.t_args("tutorial-step", &[("n", crate::i18n::Arg::Num(n as i64)), ("of", crate::i18n::Arg::Num(of as i64))]) }</span>
                }
            </h2>
            // Read out when it changes: the learner's next step.
            <div role="status" aria-live="polite">
                if let Some(news) = &props.news {
                    <p class="coach-news" id="coach-news">{ news.clone() }</p>
                }
                <p class="coach-text" id="coach-text">{ props.text.clone() }</p>
            </div>
            <div class="actions">
                if props.done {
                    <button class="primary" id="coach-rules" onclick={props.on_rules.reform(|_: MouseEvent| ())}>{ t.t("tutorial-rules") }</button>
                }
                <button class="secondary" id="coach-end" onclick={close}>{ t.t("tutorial-end") }</button>
                <super::share::ShareButton id="coach-share" title="share-lesson-title" note="share-lesson-note" label="share-lesson-title" link={{
                    let (lang, sahkku) = (t.lang(), props.sahkku);
                    Callback::from(move |_| crate::share::Link::Page { lang, page: crate::share::Lesson::Tutorial { sahkku } })
                }} />
            </div>
        </section>
    }
}
