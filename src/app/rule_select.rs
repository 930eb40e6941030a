//! One house rule in a set-up screen: its name, its choices, and a line on what it
//! changes. Both games' rule editors are lists of these.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RuleSelectProps {
    /// The option's stable name (the form field's name).
    pub name: &'static str,
    pub label: String,
    pub help: String,
    /// (value, label) of each choice.
    pub choices: Vec<(&'static str, String)>,
    pub current: &'static str,
    #[prop_or_default]
    pub changed: bool,
    pub on_change: Callback<Event>,
}

#[component]
pub fn RuleSelect(props: &RuleSelectProps) -> Html {
    html! {
        <div class={classes!("rule", props.changed.then_some("changed"))}>
            <label>
                <span class="rule-name">{ props.label.clone() }</span>
                <select name={props.name} onchange={props.on_change.clone()}>
                    { props.choices.iter().map(|(v, l)| html! {
                        <option value={*v} selected={*v == props.current}>{ l.clone() }</option>
                    }).collect::<Html>() }
                </select>
            </label>
            <p class="help">{ props.help.clone() }</p>
        </div>
    }
}
