//! Sáhkku in the browser: choosing the family and house rules, the board, play
//! against a person or the computer, and the replay of a finished game.

pub mod board;
pub mod compare;
pub(crate) mod dice;
mod game;
pub(crate) mod hint;
pub(crate) mod moves;
pub mod narrate;
pub(crate) mod pieces;
mod review;
mod setup;
mod state;

pub use game::SahkkuGame;
pub use setup::SahkkuSetup;

use crate::engine::sahkku::Variant;
pub use crate::session::sahkku::{Seat, Table};
use crate::session::thinking::Think;

const FAMILY_KEY: &str = "sampo-sahkku.family";

/// The family last played (or learnt in the tutorial): the set-up and the Rules open
/// on it, so a newcomer meets the family the tutorial taught. Lágesvuon, the family
/// played at the world cup, before any game.
pub fn last_family() -> Variant {
    super::storage::get_string(FAMILY_KEY).and_then(|id| Variant::from_id(&id).ok()).unwrap_or(Variant::Lagesvuon)
}

pub fn remember_family(v: Variant) {
    super::storage::set_string(FAMILY_KEY, v.id());
}

const THINK_KEY: &str = "sampo-sahkku.think";

/// How long the master thinks over a turn on this device (chosen in the set-up):
/// the device's, not the game's, since the same time searches less on a phone.
pub fn think_time() -> Think {
    super::storage::get_string(THINK_KEY).and_then(|id| Think::from_id(&id)).unwrap_or_default()
}

pub fn remember_think(t: Think) {
    super::storage::set_string(THINK_KEY, t.id());
}

/// The family chosen in a screen's header (the puzzles, the position editor): a select
/// of every family, `id` its element's id.
pub fn family_select(
    t: &crate::app::i18n::I18n,
    id: &'static str,
    current: Variant,
    on_change: yew::Callback<yew::Event>,
) -> yew::Html {
    use yew::prelude::*;
    html! {
        <label class="pz-family">
            <span>{ t.t("sk-family") }</span>
            <select id={id} onchange={on_change}>
                { Variant::ALL.iter().map(|&v| html! {
                    <option value={v.id()} selected={v == current} lang="se">{ t.t(&format!("sk-variant-{}", v.id())) }</option>
                }).collect::<Html>() }
            </select>
        </label>
    }
}

/// A table of two people with the default names ("Player 1", "Player 2"): what the
/// rules pages, the puzzles and the position editor name the sides by.
pub fn two_people(t: &crate::app::i18n::I18n, variant: Variant, rules: crate::engine::sahkku::Rules) -> Table {
    let seat = |id| Seat { name: t.t(id), player: crate::session::sahkku::Player::Human };
    Table { variant, rules, seats: [seat("sk-default-name-1"), seat("sk-default-name-2")], seed: 0 }
}
