//! The rule families side by side, in words drawn from the presets' rule data: on the
//! set-up screen and on the rules pages.

use crate::app::i18n::I18n;
use crate::lessons::words::{compare_cell, COMPARED, COMPARE_ROWS};
use yew::prelude::*;

pub fn table(t: &I18n, id: &str) -> Html {
    html! {
        <table class="compare" id={id.to_string()}>
            <thead><tr>
                <th></th>
                { COMPARED.iter().map(|v| html! { <th lang="se">{ t.t(&format!("sk-family-{}", v.id())) }</th> }).collect::<Html>() }
            </tr></thead>
            <tbody>
                { COMPARE_ROWS.iter().map(|row| html! {
                    <tr>
                        <th scope="row">{ t.t(&format!("sk-cmp-{row}")) }</th>
                        { COMPARED.iter().map(|v| html! { <td>{ compare_cell(t, row, &v.rules()) }</td> }).collect::<Html>() }
                    </tr>
                }).collect::<Html>() }
            </tbody>
        </table>
    }
}
