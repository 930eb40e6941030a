//! The app's own questions, instead of the browser's prompt and confirm: in the page's
//! look and the player's language, a modal `<dialog>` with the question, a name field
//! when a name is asked, and two buttons. While it shows, the browser makes the rest of
//! the page inert, and no key pressed in it reaches the game's shortcuts.

use super::i18n::use_i18n;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AskProps {
    pub question: AttrValue,
    /// The name field's first text, when a name is asked.
    #[prop_or_default]
    pub name: Option<AttrValue>,
    /// The message id of the button that says yes.
    pub yes: &'static str,
    /// `Some(name)` (the empty text when no name is asked) for yes; `None` for Cancel,
    /// Escape or a click outside.
    pub on_answer: Callback<Option<String>>,
}

/// Shows the `<dialog>` `dialog` modal once drawn while `shown` (the method is called
/// by name: web-sys types it only with a feature of its own), and selects the text of
/// `field` if there is one. One hook for the app's dialogs: each effect written out is
/// code of its own in the wasm.
#[hook]
pub fn use_modal(shown: bool, dialog: NodeRef, field: NodeRef) {
    use_effect_with(shown, move |&shown| {
        if let (true, Some(el)) = (shown, dialog.get()) {
            if let Ok(show) = js_sys::Reflect::get(&el, &"showModal".into()) {
                let _ = show.unchecked_ref::<js_sys::Function>().call0(&el);
            }
            if let Some(input) = field.cast::<HtmlInputElement>() {
                input.select();
            }
        }
    });
}

#[component]
pub fn Ask(props: &AskProps) -> Html {
    let t = use_i18n();
    let dialog = use_node_ref();
    let field = use_node_ref();
    // Drawn only while asked: shown at once; the name field, if any, takes the focus.
    use_modal(true, dialog.clone(), field.clone());
    let submit = {
        let (field, answer) = (field.clone(), props.on_answer.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            answer.emit(Some(field.cast::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default()));
        })
    };
    let cancel = props.on_answer.reform(|_: MouseEvent| None);
    // Escape: the dialog would close itself; the owner removes it instead.
    let escape = props.on_answer.reform(|e: Event| {
        e.prevent_default();
        None
    });
    // Keys typed here are for the dialog, not for the game underneath.
    let keep_keys = Callback::from(|e: KeyboardEvent| e.stop_propagation());
    html! {
        <dialog class="ask" id="ask" ref={dialog} aria-labelledby="ask-question" oncancel={escape} onkeydown={keep_keys}>
            <form onsubmit={submit}>
                <p id="ask-question">{ props.question.clone() }</p>
                if let Some(name) = &props.name {
                    <input id="ask-name" ref={field} value={name.clone()} aria-labelledby="ask-question" maxlength="80" />
                }
                <div class="actions">
                    <button type="button" class="secondary" id="ask-cancel" onclick={cancel}>{ t.t("ask-cancel") }</button>
                    <button type="submit" class="primary" id="ask-yes">{ t.t(props.yes) }</button>
                </div>
            </form>
        </dialog>
    }
}
