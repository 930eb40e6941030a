//! The screen that replays a saved Sampo game: the board and the players as they stood
//! after the roll shown, with the replay's controls and timer (`app::replay`, the same
//! as Sáhkku's).

use super::board::Board;
use super::narrate::narrate;
use super::panel::{narration, players};
use super::Table;
use crate::app::i18n::use_i18n;
use crate::app::replay::{replay_controls, use_replay_player};
use crate::engine::sampo::Record;
use crate::engine::Checked;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    pub table: Rc<Table>,
    pub record: Rc<Record>,
    pub on_back: Callback<()>,
}

/// The game up to `rolls` rolls, as a save (for "Share").
fn save_of(table: &Rc<Table>, record: &Rc<Record>, rolls: usize) -> Callback<(), crate::saves::SaveFile> {
    let (table, record) = (table.clone(), record.clone());
    Callback::from(move |_| {
        let prefix = Record { rolls: record.rolls[..rolls.min(record.rolls.len())].to_vec(), ..(*record).clone() };
        let session = crate::session::sampo::Session::restore(table.seats.clone(), table.seed, prefix);
        crate::saves::SaveFile::from(&session.checked("a prefix of a replayed game replays"))
    })
}

#[component]
pub fn SampoReplay(props: &ReplayProps) -> Html {
    let t = use_i18n();
    let step = use_state(|| 0usize);
    let total = props.record.rolls.len();
    // Where to go: a roll's number, or `None` to close the replay.
    let go = {
        let (step, on_back) = (step.clone(), props.on_back.clone());
        Callback::from(move |to: Option<usize>| match to {
            Some(to) => step.set(to.min(total)),
            None => on_back.emit(()),
        })
    };
    // The step itself is the count of changes: each sets the timer anew.
    let speed = use_replay_player(Some(*step), *step as u64, total, go.clone());
    let prefix = Record { rolls: props.record.rolls[..*step].to_vec(), ..(*props.record).clone() };
    let (game, events) = prefix.replay().checked("saves are checked before they are replayed");
    let game = Rc::new(game);
    let shown = Rc::new(game.pawns().iter().map(|p| p.square).collect::<Vec<_>>());
    // As in the game: the last roll in full, the few before it faded.
    let lines = events.last().map(|ev| narrate(&t, &props.table, ev)).unwrap_or_default();
    let earlier = events.iter().rev().skip(1).take(3).flat_map(|ev| narrate(&t, &props.table, ev)).collect();
    html! {
        <div class="play replay">
            <header class="play-head">
                <h1>{ t.t("home-sampo-title") }</h1>
                <crate::app::share::ShareButton question=true link={crate::app::share::game_link(
                    save_of(&props.table, &props.record, total), Some(save_of(&props.table, &props.record, *step)))} />
            </header>
            <div class="play-main">
                <Board table={props.table.clone()} game={game.clone()} shown={shown} last={None::<u8>} />
                <aside class="panel">
                    { replay_controls(&t, *step, total, &go, &speed) }
                    { players(&t, &props.table, &game, &vec![0; props.table.seats.len()]) }
                    { narration(&t, lines, earlier, Html::default()) }
                </aside>
            </div>
        </div>
    }
}
