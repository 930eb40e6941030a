//! Play by link: two people, each on their own device, play one game by sending each
//! other a link after every turn. There is no server to throw the dice, so both devices
//! throw them together, and neither can see them in advance or choose them:
//!
//! - Each device keeps secrets and sends, with each link, a *commitment* to the secret
//!   it will use next (the first 16 bytes of its SHA-256) and a *nonce*, a fresh public
//!   number.
//! - The dice a device throws when a link arrives come from SHA-256 of its own committed
//!   secret and the nonce that arrived with the link (`dice_seed`). The secret was fixed
//!   (committed) before the nonce existed, so its owner could not pick one that suits the
//!   nonce; the sender chose the nonce knowing only the commitment, so it could not aim
//!   it. Opening the same link again gives the same dice: both inputs are fixed.
//! - A device throws only until its player decides something (a sub-move, or keeping a
//!   throw). A throw after a decision (the other side's turn, or a throw again) ends the
//!   link: the other device throws it with its own secret, which the decider does not
//!   know. So nobody ever decides while knowing a throw that is still to come.
//! - The next link reveals the secret; the receiver checks it against its commitment
//!   and throws the sender's dice again from it, so a sender cannot claim other dice.
//!
//! This module holds what both games share: one device's state (kept in its save), the
//! messages, the hashes, and opening a turn (`ByLink::receive`). Each game's session
//! plays its own part through `ByLink` (`session::sahkku`, `session::sampo`).

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

pub type Secret = [u8; 16];
pub type Commitment = [u8; 16];
pub type Nonce = [u8; 8];

/// SHA-256 of the parts, each preceded by its length (so that no two lists of parts
/// hash the same bytes).
fn hash(parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u32).to_le_bytes());
        h.update(p);
    }
    h.finalize().into()
}

fn first<const N: usize>(bytes: [u8; 32]) -> [u8; N] {
    let mut out = [0; N];
    out.copy_from_slice(&bytes[..N]);
    out
}

/// What a device sends to bind itself to `secret` without showing it.
pub fn commitment(id: u64, secret: &Secret) -> Commitment {
    first(hash(&[b"commit", &id.to_le_bytes(), secret]))
}

/// The seed of the dice thrown from record length `at` on: the thrower's secret and the
/// other device's nonce.
pub fn dice_seed(id: u64, at: u32, secret: &Secret, nonce: &Nonce) -> u64 {
    u64::from_le_bytes(first(hash(&[b"dice", &id.to_le_bytes(), &at.to_le_bytes(), secret, nonce])))
}

/// An invitation: the game's number and the inviter's first commitment (the table
/// travels beside it, in each game's own form).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    pub id: u64,
    pub commit: Commitment,
}

/// One link after the invitation: the sender's part of the game since the receiver's
/// last link (its sub-moves, as places among the sorted legal moves; its throws follow
/// from the revealed secret), the secret its throws came from, and the next commitment
/// and nonce. The answer to an invitation reveals nothing and plays nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub id: u64,
    /// The record length the sender's part starts at.
    pub at: u32,
    pub places: Vec<u32>,
    pub reveal: Option<Secret>,
    pub commit: Commitment,
    pub nonce: Nonce,
}

/// Why a turn's link does not go on with the game on this device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// This device has this turn already (the link was opened before).
    Old,
    /// Not the answer this device waits for: an answer to an invitation it did not
    /// send, or a turn from further on than this device has seen.
    OutOfOrder,
    /// The revealed secret is not the one committed to: the dice would not be the
    /// ones thrown.
    Dice,
    /// The sender's sub-move number `index` (from 0) of this link is no legal move.
    Move { index: usize },
    /// The link stops before the sender's part of the turn is over, or goes on after.
    Length,
}

/// One device's side of a game played by link, kept in its save beside the record.
/// In files it is one line of text (`text`): serde's generic code for its arrays and
/// lists cost the first load 3 KB gzip, one string costs nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct LinkState {
    /// The game's number, the same on both devices: a link finds its game by it.
    pub id: u64,
    /// The seat this device plays: 0 for the inviter, 1 for the guest.
    pub me: u8,
    /// This device's key: its secrets and nonces are drawn from it, so that a turn's
    /// link is the same each time it is shown. Never sent.
    pub key: [u8; 16],
    /// Links this device has sent (the invitation, or the answer to it, is the first).
    pub sent: u32,
    /// The other device's commitment to the secret of its next throws.
    pub their_commit: Option<Commitment>,
    /// Where the dice change seed: (record length, seed), in order.
    pub seeds: Vec<(u32, u64)>,
    /// The record length this device's last link starts at.
    pub sent_from: u32,
    /// While this device plays its part: the record length its part started at.
    pub playing_from: Option<u32>,
}

/// Bytes as lowercase hexadecimal.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    if text.len() != 2 * N || !text.is_ascii() {
        return None;
    }
    let mut out = [0; N];
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

impl From<LinkState> for String {
    /// `1 id me key sent commit|- sent_from playing_from|- at:seed,…` (numbers in
    /// hexadecimal), the first field the version of this line.
    fn from(l: LinkState) -> String {
        let seeds: Vec<String> = l.seeds.iter().map(|(at, seed)| format!("{at:x}:{seed:x}")).collect();
        format!(
            "1 {:x} {} {} {:x} {} {:x} {} {}",
            l.id,
            l.me,
            hex(&l.key),
            l.sent,
            l.their_commit.map_or("-".into(), |c| hex(&c)),
            l.sent_from,
            l.playing_from.map_or("-".into(), |p| format!("{p:x}")),
            seeds.join(","),
        )
    }
}

impl TryFrom<String> for LinkState {
    type Error = &'static str;
    fn try_from(text: String) -> Result<LinkState, &'static str> {
        LinkState::read(&text).ok_or("not a game by link's state")
    }
}

impl LinkState {
    fn read(text: &str) -> Option<LinkState> {
        let num = |t: &str| u64::from_str_radix(t, 16).ok();
        let small = |t: &str| u32::from_str_radix(t, 16).ok();
        let mut f = text.split(' ');
        if f.next()? != "1" {
            return None;
        }
        let id = num(f.next()?)?;
        let me = f.next()?.parse::<u8>().ok().filter(|m| *m < 2)?;
        let key = unhex(f.next()?)?;
        let sent = small(f.next()?).filter(|s| *s >= 1)?;
        let their_commit = match f.next()? {
            "-" => None,
            c => Some(unhex(c)?),
        };
        let sent_from = small(f.next()?)?;
        let playing_from = match f.next()? {
            "-" => None,
            p => Some(small(p)?),
        };
        let mut seeds = Vec::new();
        for pair in f.next()?.split(',').filter(|p| !p.is_empty()) {
            let (at, seed) = pair.split_once(':')?;
            seeds.push((small(at)?, num(seed)?));
        }
        f.next().is_none().then_some(LinkState { id, me, key, sent, their_commit, seeds, sent_from, playing_from })
    }

    /// A new game's state on the inviter's (`me` 0) or the guest's (`me` 1) device.
    pub fn new(id: u64, me: u8, key: [u8; 16], their_commit: Option<Commitment>) -> LinkState {
        LinkState { id, me, key, sent: 1, their_commit, seeds: Vec::new(), sent_from: 0, playing_from: None }
    }

    /// The secret of this device's link number `n` (from 0): committed in link `n`,
    /// revealed in link `n + 1`.
    pub fn secret(&self, n: u32) -> Secret {
        first(hash(&[b"secret", &self.key, &n.to_le_bytes()]))
    }
    pub fn nonce(&self, n: u32) -> Nonce {
        first(hash(&[b"nonce", &self.key, &n.to_le_bytes()]))
    }
    /// The secret committed in the last link sent, which this device throws with next.
    pub fn current_secret(&self) -> Secret {
        self.secret(self.sent - 1)
    }

    /// The invitation, for the inviter's first link.
    pub fn invitation(&self) -> Invitation {
        Invitation { id: self.id, commit: commitment(self.id, &self.secret(0)) }
    }

    /// This device's last link (the answer to an invitation, or a turn), the sub-moves'
    /// places given.
    pub fn turn(&self, places: Vec<u32>) -> Turn {
        let n = self.sent - 1;
        Turn {
            id: self.id,
            at: self.sent_from,
            places,
            reveal: n.checked_sub(1).map(|p| self.secret(p)),
            commit: commitment(self.id, &self.secret(n)),
            nonce: self.nonce(n),
        }
    }

    /// Whether the inviter is still waiting for the invitation's answer.
    pub fn is_invitation(&self) -> bool {
        self.me == 0 && self.sent == 1 && self.their_commit.is_none()
    }

    /// The seed whose dice start at record length `len`, if they change there.
    pub fn seed_at(&self, len: usize) -> Option<u64> {
        self.seeds.iter().rev().find(|(at, _)| *at as usize == len).map(|(_, s)| *s)
    }

    /// Checks a turn's order and revealed secret; on success, the seed of the sender's
    /// throws (none for the answer to an invitation).
    pub fn check(&self, turn: &Turn, len: usize) -> Result<Option<u64>, TurnError> {
        if self.playing_from.is_some() || (turn.at as usize) < self.sent_from as usize {
            return Err(TurnError::Old);
        }
        if turn.at as usize != len {
            return Err(TurnError::OutOfOrder);
        }
        match (self.their_commit, turn.reveal) {
            (None, None) if self.is_invitation() => Ok(None),
            (Some(c), Some(secret)) if commitment(self.id, &secret) == c => {
                // The sender threw with its secret and the nonce of this device's last link.
                Ok(Some(dice_seed(self.id, turn.at, &secret, &self.nonce(self.sent - 1))))
            }
            (Some(_), Some(_)) => Err(TurnError::Dice),
            _ => Err(TurnError::OutOfOrder),
        }
    }

    /// After a turn has been played through: this device's part starts at `len`, its
    /// dice from its own secret and the turn's nonce.
    pub fn start_part(&mut self, turn: &Turn, len: usize) -> u64 {
        let seed = dice_seed(self.id, len as u32, &self.current_secret(), &turn.nonce);
        self.their_commit = Some(turn.commit);
        self.seeds.push((len as u32, seed));
        self.playing_from = Some(len as u32);
        seed
    }

    /// While this device plays its part: where the other device's part, which the last
    /// link brought, starts and ends in the record (none after the answer to an
    /// invitation, which plays nothing).
    pub fn their_part(&self) -> Option<(usize, usize)> {
        let from = self.playing_from?;
        let (at, _) = *self.seeds.get(self.seeds.len().checked_sub(2)?)?;
        (at < from).then_some((at as usize, from as usize))
    }

    /// This device's part is over at this point: its link is the next one.
    pub fn end_part(&mut self) {
        if let Some(from) = self.playing_from.take() {
            self.sent_from = from;
            self.sent += 1;
        }
    }
}

/// What a game's session does in a game by link; opening a turn (`receive`) is the
/// same for both games.
pub trait ByLink: Clone {
    fn link(&self) -> Option<&LinkState>;
    fn link_mut(&mut self) -> Option<&mut LinkState>;
    /// The record's length: its entries, or its rolls.
    fn record_len(&self) -> usize;
    /// The dice from here on come from `seed`.
    fn reseed(&mut self, seed: u64);
    /// Plays the sender's part again, the dice already from its seed: its throws, and
    /// its sub-moves by their places. Stops where the sender's device stopped.
    fn replay_part(&mut self, places: &[u32]) -> Result<(), TurnError>;
    /// After each step of this device's part: throws what falls to it without a
    /// decision, and ends the part where the other device is next to act.
    fn settle(&mut self);

    /// Opens a turn's link from the other device: checks its order and secret, plays
    /// its part of the game, and starts this device's part. On error nothing changes.
    fn receive(&mut self, turn: &Turn) -> Result<(), TurnError> {
        let link = self.link().ok_or(TurnError::OutOfOrder)?;
        if turn.id != link.id {
            return Err(TurnError::OutOfOrder);
        }
        let len = self.record_len();
        let seed = link.check(turn, len)?;
        let mut s = self.clone();
        match seed {
            Some(seed) => {
                if let Some(l) = s.link_mut() {
                    l.seeds.push((len as u32, seed));
                }
                s.reseed(seed);
                s.replay_part(&turn.places)?;
            }
            // The answer to an invitation plays nothing.
            None if !turn.places.is_empty() => return Err(TurnError::Length),
            None => {}
        }
        let len = s.record_len();
        if let Some(seed) = s.link_mut().map(|l| l.start_part(turn, len)) {
            s.reseed(seed);
        }
        s.settle();
        *self = s;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_commitment_binds_one_secret_and_hides_it() {
        let s = LinkState::new(7, 0, [1; 16], None);
        let c = commitment(7, &s.secret(0));
        assert_eq!(c, commitment(7, &s.secret(0)));
        assert_ne!(c, commitment(7, &s.secret(1)));
        assert_ne!(c, commitment(8, &s.secret(0)), "a commitment belongs to its game");
        assert_ne!(c[..], s.secret(0)[..]);
    }

    #[test]
    fn the_dice_change_with_either_input() {
        let (a, b) = ([1; 16], [2; 16]);
        let n = [3; 8];
        assert_eq!(dice_seed(1, 0, &a, &n), dice_seed(1, 0, &a, &n));
        assert_ne!(dice_seed(1, 0, &a, &n), dice_seed(1, 0, &b, &n));
        assert_ne!(dice_seed(1, 0, &a, &n), dice_seed(1, 0, &a, &[4; 8]));
        assert_ne!(dice_seed(1, 0, &a, &n), dice_seed(1, 5, &a, &n));
    }

    #[test]
    fn the_state_is_one_line_in_a_save_and_reads_back() {
        let mut s = LinkState::new(u64::MAX - 3, 1, [0xab; 16], Some([7; 16]));
        s.seeds = vec![(0, 5), (12, u64::MAX)];
        s.playing_from = Some(12);
        let text = serde_json::to_string(&s).unwrap();
        assert!(text.starts_with("\"1 "), "{text}");
        assert_eq!(serde_json::from_str::<LinkState>(&text).unwrap(), s);
        let none = LinkState::new(1, 0, [0; 16], None);
        assert_eq!(serde_json::from_str::<LinkState>(&serde_json::to_string(&none).unwrap()).unwrap(), none);
        for bad in ["", "2 1 0", "1 1 2 00 1 - 0 - ", "1 zz 0 00 1 - 0 - "] {
            assert!(LinkState::read(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn each_link_reveals_the_secret_the_one_before_committed_to() {
        let mut s = LinkState::new(9, 0, [5; 16], None);
        let first = s.turn(Vec::new());
        assert_eq!(first.reveal, None);
        s.playing_from = Some(0);
        s.end_part();
        let second = s.turn(Vec::new());
        assert_eq!(commitment(9, &second.reveal.unwrap()), first.commit);
        assert_ne!(second.nonce, first.nonce);
    }
}

/// Two devices playing whole Sáhkku games by link, as the app does: each acts only in
/// its part, and each link goes to the other.
#[cfg(test)]
mod sahkku_games {
    use super::*;
    use crate::engine::dice::{DiceSource, SeededDice};
    use crate::engine::sahkku::{Expect, Variant};
    use crate::session::by_link::ByLink;
    use crate::session::sahkku::{Player, Session, Table};

    fn pair(v: Variant, id: u64) -> [Session; 2] {
        let table = Table::unnamed(v, v.rules(), [Player::Human, Player::Human], 0);
        let host = Session::by_link(table.clone(), LinkState::new(id, 0, [id as u8; 16], None));
        let inv = host.link().unwrap().invitation();
        let guest = Session::by_link(table, LinkState::new(inv.id, 1, [id as u8 ^ 0x5a; 16], Some(inv.commit)));
        [host, guest]
    }

    /// Plays device `d`'s part with choices from `pick`; now and then a sub-move is
    /// taken back and played again, which never takes back a throw or the other's moves.
    fn play_part(s: &mut Session, pick: &mut SeededDice) {
        while s.is_human_to_act() {
            if s.can_undo_move() && pick.below(4) == 0 {
                let from = s.link().unwrap().playing_from.unwrap() as usize;
                let before = s.record().entries.len();
                assert!(!s.record().entries[before - 1].is_throw() && before > from);
                assert!(s.undo_move());
                assert_eq!(s.record().entries.len(), before - 1);
                continue;
            }
            match s.position().expect() {
                Expect::Throw { .. } => drop(s.throw().unwrap()),
                Expect::Move { .. } => {
                    let moves = s.position().legal_moves();
                    s.play(moves[pick.below(moves.len().min(250))]).unwrap();
                }
                Expect::Over => break,
            }
        }
    }

    /// Plays a game to its end; returns both devices and the links sent.
    fn play(v: Variant, id: u64) -> ([Session; 2], usize) {
        let mut d = pair(v, id);
        let mut pick = SeededDice::new(id);
        // The guest answers the invitation; then the links go back and forth.
        let mut link = d[1].link_turn().unwrap();
        let mut to = 0;
        let mut links = 1;
        loop {
            d[to].receive(&link).unwrap();
            play_part(&mut d[to], &mut pick);
            if d[to].position().is_over() && d[to].link_turn().is_none() {
                break;
            }
            link = d[to].link_turn().expect("a part ends with a link");
            links += 1;
            to = 1 - to;
            if d[to].position().is_over() && d[1 - to].position().is_over() && d[to].record() == d[1 - to].record() {
                // The last link only shows the end.
                d[to].receive(&link).unwrap();
                break;
            }
            assert!(links < 5_000, "the game should end");
        }
        (d, links)
    }

    #[test]
    fn two_devices_play_every_family_to_the_end_and_hold_the_same_game() {
        for (i, v) in Variant::ALL.into_iter().enumerate() {
            let (d, links) = play(v, 100 + i as u64);
            assert!(d[0].position().is_over(), "{v:?}");
            assert_eq!(d[0].record(), d[1].record(), "{v:?}");
            assert_eq!(d[0].record().replay().unwrap().0, *d[0].position());
            // (A gonagas caught early ends a game in a few links.)
            assert!(links >= 3, "{v:?}: {links} links");
            // Each device's save restores the same game, its dice seeds included.
            for s in &d {
                let r = Session::restore_by_link(s.table().seats.clone(), 0, s.record(), s.link().cloned()).unwrap();
                assert_eq!(r.position(), s.position());
            }
        }
    }

    #[test]
    fn a_link_opened_again_changes_nothing() {
        let mut d = pair(Variant::Lagesvuon, 3);
        let answer = d[1].link_turn().unwrap();
        d[0].receive(&answer).unwrap();
        let before = d[0].clone();
        assert_eq!(d[0].receive(&answer), Err(TurnError::Old));
        assert_eq!(d[0], before);
        play_part(&mut d[0], &mut SeededDice::new(1));
        let turn = d[0].link_turn().unwrap();
        d[1].receive(&turn).unwrap();
        let before = d[1].clone();
        assert_eq!(d[1].receive(&turn), Err(TurnError::Old), "the same dice are not thrown twice");
        assert_eq!(d[1], before);
    }

    #[test]
    fn a_changed_secret_or_a_move_past_the_legal_ones_is_refused_and_changes_nothing() {
        let mut d = pair(Variant::Unjarga, 4);
        d[0].receive(&d[1].link_turn().unwrap()).unwrap();
        play_part(&mut d[0], &mut SeededDice::new(2));
        let turn = d[0].link_turn().unwrap();
        let before = d[1].clone();
        let mut forged = turn.clone();
        forged.reveal = Some([0; 16]);
        assert_eq!(d[1].receive(&forged), Err(TurnError::Dice));
        let mut forged = turn.clone();
        if let Some(p) = forged.places.first_mut() {
            *p = 999;
            assert_eq!(d[1].receive(&forged), Err(TurnError::Move { index: 0 }));
        }
        let mut forged = turn.clone();
        forged.places.push(0);
        assert_eq!(d[1].receive(&forged), Err(TurnError::Length));
        let mut other_game = turn.clone();
        other_game.id += 1;
        assert_eq!(d[1].receive(&other_game), Err(TurnError::OutOfOrder));
        assert_eq!(d[1], before);
        d[1].receive(&turn).unwrap();
    }

    #[test]
    fn nobody_decides_knowing_a_throw_to_come() {
        // Every throw after a sub-move of a part is thrown on the other device: each
        // part's decisions come after all of its throws.
        let (d, _) = play(Variant::NavuonRaisa, 9);
        let link = d[0].link().unwrap();
        let entries = &d[0].record().entries;
        let mut starts: Vec<usize> = link.seeds.iter().map(|(at, _)| *at as usize).collect();
        starts.push(entries.len());
        for w in starts.windows(2) {
            let part = &entries[w[0]..w[1]];
            let first_move = part.iter().position(|e| !e.is_throw()).unwrap_or(part.len());
            assert!(part[first_move..].iter().all(|e| !e.is_throw()), "a throw after a decision in {part:?}");
        }
    }

    #[test]
    fn the_part_a_link_brought_is_the_other_devices_moves() {
        let mut d = pair(Variant::Lagesvuon, 6);
        d[0].receive(&d[1].link_turn().unwrap()).unwrap();
        assert_eq!(d[0].link().unwrap().their_part(), None, "the answer plays nothing");
        play_part(&mut d[0], &mut SeededDice::new(3));
        let before = d[0].record().entries.len();
        d[1].receive(&d[0].link_turn().unwrap()).unwrap();
        let (start, end) = d[1].link().unwrap().their_part().unwrap();
        assert_eq!(&d[1].record().entries[start..end], &d[0].record().entries[start..before]);
        assert!(end > start);
    }

    #[test]
    fn a_device_acts_only_in_its_part() {
        let mut d = pair(Variant::Lagesvuon, 5);
        assert!(!d[0].is_human_to_act() && !d[1].is_human_to_act(), "nothing before the answer");
        assert!(d[0].throw().is_err());
        d[0].receive(&d[1].link_turn().unwrap()).unwrap();
        assert!(d[0].is_human_to_act());
        assert!(d[1].throw().is_err());
    }
}

/// Two devices playing a Sampo game by link: each rolls for its own seat, and the
/// link goes over whenever the turn passes.
#[cfg(test)]
mod sampo_games {
    use super::*;
    use crate::session::sampo::{Seat, SeatKind, Session, Table};

    fn pair(id: u64, start_seat: u8) -> [Session; 2] {
        let seat = |name: &str, colour| Seat { name: name.into(), colour, kind: SeatKind::Human };
        let table =
            Table { seats: vec![seat("Aino", 0), seat("Ilmari", 1)], start_seat, rules: Default::default(), seed: 0 };
        let host = Session::by_link(table.clone(), LinkState::new(id, 0, [id as u8; 16], None)).unwrap();
        let inv = host.link().unwrap().invitation();
        let guest = Session::by_link(table, LinkState::new(inv.id, 1, [!(id as u8); 16], Some(inv.commit))).unwrap();
        [host, guest]
    }

    #[test]
    fn two_devices_play_sampo_to_the_end_each_rolling_for_its_own_seat() {
        for (id, start) in [(1, 0), (2, 1), (3, 0)] {
            let mut d = pair(id, start);
            let mut link = d[1].link_turn().unwrap();
            let mut to = 0;
            for _ in 0..20_000 {
                d[to].receive(&link).unwrap();
                let me = d[to].my_seat().unwrap();
                while d[to].is_human_to_roll() {
                    assert_eq!(d[to].to_roll(), Some(me), "a device rolls only for its own seat");
                    d[to].roll().unwrap();
                }
                let Some(next) = d[to].link_turn() else { break };
                link = next;
                to = 1 - to;
            }
            assert!(d[0].game().is_over() && d[1].game().is_over());
            assert_eq!(d[0].record(), d[1].record());
            // Each device's save restores the same game.
            for s in &d {
                let r = Session::restore_by_link(s.table().seats.clone(), 0, s.record().clone(), s.link().cloned())
                    .unwrap();
                assert_eq!(r.game(), s.game());
            }
        }
    }

    #[test]
    fn a_sampo_device_rolls_nothing_out_of_its_part_and_a_changed_secret_is_refused() {
        let mut d = pair(4, 0);
        assert!(d[0].roll().unwrap().is_empty() && d[0].record().rolls.is_empty());
        d[0].receive(&d[1].link_turn().unwrap()).unwrap();
        while d[0].is_human_to_roll() {
            d[0].roll().unwrap();
        }
        let turn = d[0].link_turn().unwrap();
        let before = d[1].clone();
        let mut forged = turn.clone();
        forged.reveal = Some([1; 16]);
        assert_eq!(d[1].receive(&forged), Err(TurnError::Dice));
        assert_eq!(d[1], before);
        d[1].receive(&turn).unwrap();
        assert_eq!(d[1].record(), d[0].record());
        assert!(!d[1].can_undo(), "by link, a roll is not taken back");
    }
}
