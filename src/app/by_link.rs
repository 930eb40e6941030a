//! Playing a friend far away by link (issue 18). The set-up's "a friend, by link"
//! starts a game that invites; an invitation opens its own screen; a turn's link finds
//! its game on this device and goes on with it; the game screen says whose link is
//! awaited and offers this device's. The dice and every check are the session's
//! (`session::by_link`); here are the screens and where the game is kept.

use super::chrome::Screen;
use super::slots;
use crate::i18n::{Arg, Translator};
use crate::saves::{Opened, SaveFile, SavedGame};
use crate::session::by_link::{ByLink, Invitation, LinkState, Turn, TurnError};
use crate::session::sahkku::{Session, Table};
use crate::session::sampo as sampo_session;
use crate::share::{Invited, Link};
use std::rc::Rc;
use yew::prelude::*;

/// Fresh random bytes for a game's number and this device's key: three draws of the
/// app's random source for games (so `?seed=N` in the address makes them repeatable,
/// for tests, as it does the dice of other games).
pub fn fresh(games: u32) -> [u8; 24] {
    let mut out = [0u8; 24];
    for (i, chunk) in out.chunks_mut(8).enumerate() {
        chunk.copy_from_slice(&super::seed_for_game(games.wrapping_add(1000 * i as u32)).to_le_bytes());
    }
    out
}

fn split(random: [u8; 24]) -> (u64, [u8; 16]) {
    let mut id = [0; 8];
    let mut key = [0; 16];
    id.copy_from_slice(&random[..8]);
    key.copy_from_slice(&random[8..]);
    (u64::from_le_bytes(id), key)
}

/// A new Sáhkku game by link from the set-up: this device plays side 1 and invites.
pub fn invite(table: Table, random: [u8; 24]) -> Session {
    let (id, key) = split(random);
    Session::by_link(Table { seed: 0, ..table }, LinkState::new(id, 0, key, None))
}

/// A new Sampo game by link from the set-up (two seats): this device rolls for the
/// first and invites.
pub fn invite_sampo(table: sampo_session::Table, random: [u8; 24]) -> Option<sampo_session::Session> {
    let (id, key) = split(random);
    let table = sampo_session::Table { seed: 0, ..table };
    sampo_session::Session::by_link(table, LinkState::new(id, 0, key, None)).ok()
}

/// The game an invitation offers, accepted: this device plays the second seat.
pub fn accept(table: &Invited, invitation: &Invitation, random: [u8; 24]) -> Option<Opened> {
    let (_, key) = split(random);
    let link = LinkState::new(invitation.id, 1, key, Some(invitation.commit));
    Some(match table {
        Invited::Sahkku(table) => Opened::Sahkku(Box::new(Session::by_link(table.clone(), link))),
        Invited::Sampo(table) => Opened::Sampo(Box::new(sampo_session::Session::by_link(table.clone(), link).ok()?)),
    })
}

fn sahkku_screen(session: Session) -> Screen {
    Screen::SahkkuGame { session: Rc::new(session), key: 0, replay: None, tutorial: false }
}

fn sampo_screen(session: sampo_session::Session) -> Screen {
    Screen::SampoGame { session: Rc::new(session), key: 0, tutorial: false }
}

/// The other player's name in a game by link, from this device's seat and the names.
pub fn friend<'a>(link: &LinkState, names: &[&'a str]) -> &'a str {
    names.get(1 - link.me as usize).copied().unwrap_or_default()
}

/// Keeps a game by link in its own slot (see `slots::keep_by_link`); any other game
/// is left alone.
pub fn keep(t: &Translator, save: &SaveFile) -> bool {
    let (link, names, name_id) = match &save.game {
        SavedGame::Sahkku { link: Some(l), seats, .. } => {
            (l, seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), "link-slot-name")
        }
        SavedGame::Sampo { link: Some(l), seats, .. } => {
            (l, seats.iter().map(|s| s.name.as_str()).collect(), "link-slot-name-sampo")
        }
        _ => return true,
    };
    let name = t.t_args(name_id, &[("name", Arg::Str(friend(link, &names)))]);
    slots::keep_by_link(link.id, &name, save)
}

/// The game on this device that a link belongs to (an invitation opened again, or a
/// turn), as it stands, or why its save does not open.
pub fn game(id: u64) -> Option<Result<Opened, crate::saves::LoadError>> {
    slots::by_link(id).map(|save| save.and_then(|s| s.open()))
}

/// The game screen of a game by link.
pub fn screen(game: Opened) -> Screen {
    match game {
        Opened::Sahkku(s) => sahkku_screen(*s),
        Opened::Sampo(s) => sampo_screen(*s),
    }
}

/// Why a turn's link does not go on with a game on this device.
#[derive(Debug)]
pub enum TurnRefused {
    /// No game on this device is the one the link belongs to.
    Unknown,
    /// The game's save is damaged: it stays under Saved games as it is, and says so there.
    Damaged(crate::saves::LoadError),
    /// The game refused the turn (`session::by_link`).
    Turn(TurnError),
}

impl TurnRefused {
    /// The sentence the start page shows, in the player's language.
    pub fn words(&self, t: &Translator) -> String {
        let reason = match self {
            TurnRefused::Unknown => t.t("link-turn-unknown"),
            TurnRefused::Damaged(e) => crate::saves::words::refusal(t, e),
            // (A turn this device has already opens its game: `open_turn` never refuses it.)
            TurnRefused::Turn(TurnError::OutOfOrder | TurnError::Old) => t.t("link-turn-order"),
            TurnRefused::Turn(TurnError::Dice) => t.t("link-turn-dice"),
            TurnRefused::Turn(TurnError::Length) => t.t("link-turn-length"),
            TurnRefused::Turn(TurnError::Move { index }) => {
                t.t_args("link-turn-move", &[("n", Arg::Num(*index as i64 + 1))])
            }
        };
        t.t_args("link-error", &[("why", Arg::Str(&reason))])
    }
}

/// A turn's link, opened: its game on this device, gone on with and kept (a link
/// opened again opens the game as it stands), or why not.
pub fn open_turn(t: &Translator, turn: &Turn) -> Result<Opened, TurnRefused> {
    let mut game = match game(turn.id) {
        None => return Err(TurnRefused::Unknown),
        Some(Err(e)) => return Err(TurnRefused::Damaged(e)),
        Some(Ok(game)) => game,
    };
    let received = match &mut game {
        Opened::Sahkku(s) => s.receive(turn),
        Opened::Sampo(s) => s.receive(turn),
    };
    match received {
        Ok(()) | Err(TurnError::Old) => {
            keep(t, &game_file(&game));
            Ok(game)
        }
        Err(e) => Err(TurnRefused::Turn(e)),
    }
}

/// A game's save.
pub fn game_file(game: &Opened) -> SaveFile {
    match game {
        Opened::Sahkku(s) => SaveFile::from(&**s),
        Opened::Sampo(s) => SaveFile::from(&**s),
    }
}

/// The game screen's word on a game by link while this device waits: the link to
/// send (`turn`, this device's last; else the inviter's invitation, `invitation`), and
/// that the next one comes from the friend `name`.
pub fn panel(
    t: &Translator,
    link: &LinkState,
    name: &str,
    over: bool,
    turn: Option<Turn>,
    invitation: Invited,
) -> Html {
    // Over as this device's link arrived: nothing is left to send.
    if link.playing_from.is_some() {
        return html! {};
    }
    let send = match turn {
        Some(turn) => Link::Turn(turn),
        None => Link::Invite { table: invitation, invitation: link.invitation() },
    };
    let make = Callback::from(move |_: bool| send.clone());
    let (title, note) = match () {
        _ if link.is_invitation() => ("link-invite-title", "link-invite-note"),
        _ if over => ("link-last-title", "link-last-note"),
        _ if link.sent == 1 => ("link-answer-title", "link-wait-note"),
        _ => ("link-send-title", "link-wait-note"),
    };
    html! {
        <section class="by-link" id="by-link" aria-labelledby="by-link-title">
            <h2 id="by-link-title">{ t.t_args(title, &[("name", Arg::Str(name))]) }</h2>
            <p>{ t.t_args(note, &[("name", Arg::Str(name))]) }</p>
            <super::share::ShareButton link={make} id="link-send" title="link-send-dialog" note="link-send-dialog-note" label="link-send" primary=true />
        </section>
    }
}

/// The screen an invitation opens: who invites, to what, and who plays which side.
/// Nothing on the device changes until the player accepts. (A function of the app's
/// screens, not a component of its own: each component adds its own code to the wasm.
/// The written start page is gone already: a link's address hides it.)
pub fn invitation(
    t: &Translator,
    table: &Invited,
    on_accept: Callback<MouseEvent>,
    on_home: Callback<MouseEvent>,
) -> Html {
    let (title, summary, host, guest, family) = match table {
        Invited::Sahkku(table) => (
            "link-invited-title",
            "link-invited-summary",
            &table.seats[0].name,
            &table.seats[1].name,
            t.t(&format!("sk-variant-{}", table.variant.id())),
        ),
        Invited::Sampo(table) => (
            "link-invited-title-sampo",
            "link-invited-summary-sampo",
            &table.seats[0].name,
            &table.seats[1].name,
            String::new(),
        ),
    };
    html! {
        <main class="shared" id="invitation">
            <h1 id="invitation-title">{ t.t_args(title, &[("host", Arg::Str(host))]) }</h1>
            <p id="invitation-summary">{ t.t_args(summary, &[("host", Arg::Str(host)), ("guest", Arg::Str(guest)), ("family", Arg::Str(&family))]) }</p>
            <div class="actions">
                <button class="primary big" id="invitation-accept" onclick={on_accept} autofocus=true>{ t.t("link-accept") }</button>
                <button class="secondary" id="invitation-home" onclick={on_home}>{ t.t("shared-home") }</button>
            </div>
            <p class="hint">{ t.t("link-dice-note") }</p>
        </main>
    }
}
