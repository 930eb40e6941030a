//! Links that carry a game: everything shared travels inside the address itself (the
//! app has no server), after `#s=`, so that a link opens the same game on another
//! device, offline once the app is installed there.
//!
//! A link holds the same record a save holds (seats, seed, house rules, rolls or
//! moves), written compactly: numbers in 7-bit groups, a Sampo roll in half a byte, a
//! Sáhkku sub-move as its place among the legal moves of its position, in as few bits as
//! their number needs (sorted, so that the place does not depend on the order the
//! engine finds them in) and no Sáhkku
//! throws at all (the seed gives them, as it does for a save). Then a checksum, and
//! the whole in URL-safe Base64. Layout (format 1):
//!
//! ```text
//! 1 · kind (0 Sampo game, 1 Sáhkku game) · flags (1: a question) · seed
//!   Sampo:  start seat · rules (n, then name, value) · seats (n, then name, colour, computer)
//!           · rolls (n, then two per byte, low half first)
//!   Sáhkku: family id · rules (n, then name, value) · 2 × (name, player id)
//!           · entries (n) · then, in bits, each sub-move's place among the legal moves
//!             of its position, in as many bits as their number needs (none when forced)
//!   Puzzle (kind 7, the seed its id): family id
//!   Analysis (kind 8): family id · rules (n, then name, value) · the start in the
//!           setup notation (`Setup::to_text`) · its entries as text (a throw, say)
//! · FNV-1a of all that (4 bytes)
//! ```
//!
//! Opening a link is bad input until checked: it is decoded and replayed move by move
//! by the engine, exactly like a save, and refused whole with a typed reason.

pub mod bytes;
pub mod qr;

use crate::engine::sahkku::{self, levels::Level, Expect};
use crate::engine::sampo;
use crate::i18n::Lang;
use crate::saves::{Invalid, LoadError, SahkkuSeat, SampoSeat, SaveFile, SavedGame, SCHEMA};
use crate::session::by_link::{Invitation, Turn};
use crate::session::sahkku as sk_session;
use crate::session::sampo as sampo_session;
use bytes::{checksum, width, BitReader, BitWriter, Reader, Writer};
use std::collections::BTreeMap;

/// The format this build writes (and the newest it reads). 2 since 2026-12-02: the
/// world cup's preset changed two rules, which a link of format 1 keeps as house
/// rules (`Variant::keep_first_edition`); the bytes are the same.
pub const VERSION: u8 = 2;
/// What follows `#` in a link's address.
pub const MARK: &str = "s=";

/// What a link opens.
#[derive(Clone, Debug, PartialEq)]
pub enum Link {
    /// A game as it stands; with `question`, its position put to the receiver: "what
    /// would you play here?"
    Game { save: SaveFile, question: bool },
    /// A rules page or a lesson, in a language.
    Page { lang: Lang, page: Lesson },
    /// A Lab setting: the same games played again (the seed decides them).
    Lab(LabLink),
    /// An invitation to play a game by link: the table (the inviter in the first
    /// seat) and the inviter's first commitment (`session::by_link`).
    Invite { table: Invited, invitation: Invitation },
    /// A turn of a game played by link, for the device that has the game.
    Turn(Turn),
    /// A puzzle of a family's shipped puzzles, by its id (`engine::sahkku::puzzle`).
    Puzzle { variant: sahkku::Variant, id: u32 },
    /// A position to analyse: a record that starts from a position set up by hand
    /// (`Record::start`), with the entries played from it (a throw, say).
    Analysis(sahkku::Record),
}

/// The table of a game by link: who sits where, and the house rules.
#[derive(Clone, Debug, PartialEq)]
pub enum Invited {
    Sahkku(sk_session::Table),
    /// Two seats, both people.
    Sampo(sampo_session::Table),
}

/// What a page link opens.
#[derive(Clone, Debug, PartialEq)]
pub enum Lesson {
    SampoRules(sampo::HouseRules),
    SahkkuRules(sahkku::Variant, sahkku::Rules),
    /// The guided first game of Sampo (`false`) or Sáhkku (`true`).
    Tutorial {
        sahkku: bool,
    },
}

/// A Lab setting, as its form holds it: one setting, or two compared.
#[derive(Clone, Debug, PartialEq)]
pub struct LabLink {
    pub games: u64,
    pub seed: u64,
    pub setup: LabSetup,
}

#[derive(Clone, Debug, PartialEq)]
pub enum LabSetup {
    /// One or two sets of house rules.
    Sampo {
        players: usize,
        rules: Vec<sampo::HouseRules>,
    },
    Sahkku {
        variant: sahkku::Variant,
        levels: [Level; 2],
        rules: Vec<sahkku::Rules>,
    },
}

/// Why a link opens nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkError {
    /// Not a link this app writes.
    Foreign,
    /// Cut short or changed on the way: its checksum does not match.
    Damaged,
    /// Written by a newer version of the app (its format, or a house rule this one
    /// does not know).
    Future,
    /// Whole, but the game in it does not replay: the entry and the reason.
    Invalid(Invalid),
}

const SAMPO: u8 = 0;
const SAHKKU: u8 = 1;
const PAGE: u8 = 2;
const LAB: u8 = 3;
const INVITE: u8 = 4;
const TURN: u8 = 5;
const INVITE_SAMPO: u8 = 6;
const PUZZLE: u8 = 7;
const ANALYSIS: u8 = 8;
const QUESTION: u8 = 1;

impl Link {
    /// The text after `#` (`s=…`); `None` for a game that does not replay (a session
    /// never holds one).
    pub fn encode(&self) -> Option<String> {
        let mut w = Writer::default();
        let (kind, question, seed) = match self {
            Link::Game { save, question } => match &save.game {
                SavedGame::Sampo { seed, .. } => (SAMPO, *question, *seed),
                SavedGame::Sahkku { seed, .. } => (SAHKKU, *question, *seed),
            },
            Link::Page { .. } => (PAGE, false, 0),
            Link::Lab(lab) => (LAB, false, lab.seed),
            Link::Invite { table: Invited::Sahkku(_), invitation } => (INVITE, false, invitation.id),
            Link::Invite { table: Invited::Sampo(_), invitation } => (INVITE_SAMPO, false, invitation.id),
            Link::Turn(turn) => (TURN, false, turn.id),
            Link::Puzzle { id, .. } => (PUZZLE, false, *id as u64),
            Link::Analysis(_) => (ANALYSIS, false, 0),
        };
        w.byte(VERSION);
        w.byte(kind);
        w.byte(if question { QUESTION } else { 0 });
        w.num(seed);
        match self {
            Link::Game { save, .. } => write_game(&mut w, &save.game)?,
            Link::Page { lang, page } => write_page(&mut w, *lang, page),
            Link::Lab(lab) => write_lab(&mut w, lab),
            Link::Invite { table: Invited::Sahkku(table), invitation } => {
                w.text(table.variant.id());
                write_rules(&mut w, &table.rules.changes_from(&table.variant.rules()));
                for seat in &table.seats {
                    w.text(&seat.name);
                }
                w.0.extend_from_slice(&invitation.commit);
            }
            Link::Invite { table: Invited::Sampo(table), invitation } => {
                w.num(table.start_seat as u64);
                write_rules(&mut w, &BTreeMap::from(table.rules));
                for seat in &table.seats {
                    w.text(&seat.name);
                    w.num(seat.colour as u64);
                }
                w.0.extend_from_slice(&invitation.commit);
            }
            Link::Turn(turn) => {
                w.num(turn.at as u64);
                w.num(turn.places.len() as u64);
                for &p in &turn.places {
                    w.num(p as u64);
                }
                match &turn.reveal {
                    Some(secret) => {
                        w.byte(1);
                        w.0.extend_from_slice(secret);
                    }
                    None => w.byte(0),
                }
                w.0.extend_from_slice(&turn.commit);
                w.0.extend_from_slice(&turn.nonce);
            }
            Link::Puzzle { variant, .. } => w.text(variant.id()),
            Link::Analysis(record) => {
                record.replay().ok()?;
                w.text(record.variant.id());
                write_rules(&mut w, &record.options);
                w.text(record.start.as_deref()?);
                w.text(&record.to_text());
            }
        }
        let sum = checksum(&w.0);
        w.0.extend_from_slice(&sum);
        Some(format!("{MARK}{}", bytes::to_text(&w.0)))
    }

    /// Reads the text after `#`: the link's game, replayed and checked, or why not.
    /// Never panics, whatever the text.
    pub fn decode(text: &str) -> Result<Link, LinkError> {
        let data = unseal(text)?;
        let mut r = Reader::new(&data);
        let (version, kind, flags, seed) = header(&mut r)?;
        let game = |game| Link::Game {
            save: SaveFile { schema: SCHEMA, saved_at: 0.0, game },
            question: flags & QUESTION != 0,
        };
        let link = match kind {
            SAMPO => game(read_sampo(&mut r, seed)?),
            SAHKKU => game(read_sahkku(&mut r, seed, version)?),
            PAGE => read_page(&mut r, version)?,
            LAB => read_lab(&mut r, seed, version)?,
            INVITE => read_invite(&mut r, seed, version)?,
            INVITE_SAMPO => read_sampo_invite(&mut r, seed)?,
            TURN => read_turn(&mut r, seed).ok_or(LinkError::Foreign)?,
            PUZZLE => Link::Puzzle {
                variant: read_variant(&mut r)?,
                id: u32::try_from(seed).map_err(|_| LinkError::Foreign)?,
            },
            ANALYSIS => Link::Analysis(read_analysis(&mut r, version)?),
            _ => return Err(LinkError::Future),
        };
        if !r.is_empty() {
            return Err(LinkError::Foreign);
        }
        // A Sampo record is read as written: its rolls are replayed here. (A Sáhkku
        // record was rebuilt by playing it, so it replays already.)
        if let Link::Game { save, .. } = &link {
            if kind == SAMPO {
                save.check().map_err(|e| match e {
                    LoadError::Invalid(why) => LinkError::Invalid(why),
                    _ => LinkError::Foreign,
                })?;
            }
        }
        Ok(link)
    }
}

/// A link's bytes, checked whole (its checksum), without the checksum.
fn unseal(text: &str) -> Result<Vec<u8>, LinkError> {
    let body = text.strip_prefix('#').unwrap_or(text).strip_prefix(MARK).ok_or(LinkError::Foreign)?;
    let mut raw = bytes::from_text(body.trim()).ok_or(LinkError::Damaged)?;
    if raw.len() < 5 {
        return Err(LinkError::Damaged);
    }
    let sum = raw.split_off(raw.len() - 4);
    if checksum(&raw) != sum[..] {
        return Err(LinkError::Damaged);
    }
    Ok(raw)
}

/// A link's version, kind, flags and seed, after its version is checked.
fn header(r: &mut Reader<'_>) -> Result<(u8, u8, u8, u64), LinkError> {
    let version = match r.byte() {
        Some(v @ 1..=VERSION) => v,
        Some(v) if v > VERSION => return Err(LinkError::Future),
        _ => return Err(LinkError::Foreign),
    };
    // A whole link (its checksum matched) that does not read to its end was not
    // written by this format.
    let kind = r.byte().ok_or(LinkError::Foreign)?;
    let flags = r.byte().ok_or(LinkError::Foreign)?;
    if flags & !QUESTION != 0 {
        return Err(LinkError::Future);
    }
    Ok((version, kind, flags, r.num().ok_or(LinkError::Foreign)?))
}

fn write_game(w: &mut Writer, game: &SavedGame) -> Option<()> {
    match game {
        SavedGame::Sampo { seats, record, .. } => {
            w.num(record.start_seat as u64);
            write_rules(w, &BTreeMap::from(record.rules));
            w.num(seats.len() as u64);
            for s in seats {
                w.text(&s.name);
                w.num(s.colour as u64);
                w.byte(u8::from(s.computer));
            }
            w.num(record.rolls.len() as u64);
            for pair in record.rolls.chunks(2) {
                w.byte(pair[0] | pair.get(1).map_or(0, |r| r << 4));
            }
        }
        SavedGame::Sahkku { seats, record, .. } => {
            w.text(record.variant.id());
            write_rules(w, &record.options);
            for s in seats {
                w.text(&s.name);
                w.text(&s.player);
            }
            w.num(record.entries.len() as u64);
            let mut bits = BitWriter::default();
            for (place, of) in sk_session::places(record, 0)? {
                bits.put(place as u64, width(of));
            }
            w.0.extend_from_slice(&bits.bytes);
        }
    }
    Some(())
}

fn write_page(w: &mut Writer, lang: Lang, page: &Lesson) {
    w.text(lang.tag());
    match page {
        Lesson::SampoRules(rules) => {
            w.byte(0);
            write_rules(w, &BTreeMap::from(*rules));
        }
        Lesson::SahkkuRules(variant, rules) => {
            w.byte(1);
            w.text(variant.id());
            write_rules(w, &rules.changes_from(&variant.rules()));
        }
        Lesson::Tutorial { sahkku } => w.byte(2 + u8::from(*sahkku)),
    }
}

fn write_lab(w: &mut Writer, lab: &LabLink) {
    w.num(lab.games);
    match &lab.setup {
        LabSetup::Sampo { players, rules } => {
            w.byte(0);
            w.num(*players as u64);
            w.num(rules.len() as u64);
            for r in rules {
                write_rules(w, &BTreeMap::from(*r));
            }
        }
        LabSetup::Sahkku { variant, levels, rules } => {
            w.byte(1);
            w.text(variant.id());
            for l in levels {
                w.text(l.id());
            }
            w.num(rules.len() as u64);
            for r in rules {
                write_rules(w, &r.changes_from(&variant.rules()));
            }
        }
    }
}

/// Sampo house rules by name; one this build does not know came from a newer one.
fn read_sampo_rules(r: &mut Reader<'_>) -> Result<sampo::HouseRules, LinkError> {
    let map = read_rules(r).ok_or(LinkError::Foreign)?;
    sampo::HouseRules::try_from(map).map_err(|_| LinkError::Future)
}

/// A Sáhkku family's changes from its preset, as a link of `version` wrote them,
/// made changes from today's preset.
fn read_sahkku_changes(
    r: &mut Reader<'_>,
    variant: sahkku::Variant,
    version: u8,
) -> Result<BTreeMap<String, String>, LinkError> {
    let mut changes = read_rules(r).ok_or(LinkError::Foreign)?;
    if version == 1 {
        variant.keep_first_edition(&mut changes);
    }
    Ok(changes)
}

/// A Sáhkku family and its rules (changes from the family's preset), checked.
fn read_sahkku_rules(r: &mut Reader<'_>, variant: sahkku::Variant, version: u8) -> Result<sahkku::Rules, LinkError> {
    let changes = read_sahkku_changes(r, variant, version)?;
    let options = |e| LinkError::Invalid(Invalid::Sahkku(sk_session::RestoreError::Options(e)));
    let rules = sahkku::Rules::with_changes(variant.rules(), &changes).map_err(options)?;
    rules.validate().map_err(options)?;
    Ok(rules)
}

fn read_variant(r: &mut Reader<'_>) -> Result<sahkku::Variant, LinkError> {
    let id = r.text().ok_or(LinkError::Foreign)?;
    sahkku::Variant::from_id(&id).map_err(|e| LinkError::Invalid(Invalid::Sahkku(sk_session::RestoreError::Options(e))))
}

/// A position to analyse: its record read and replayed, refused with the reason.
fn read_analysis(r: &mut Reader<'_>, version: u8) -> Result<sahkku::Record, LinkError> {
    let variant = read_variant(r)?;
    let rules = read_sahkku_rules(r, variant, version)?;
    let mut record = sahkku::Record::new(variant, &rules);
    record.start = Some(r.text().ok_or(LinkError::Foreign)?);
    record.entries = sahkku::Record::parse_entries(&r.text().ok_or(LinkError::Foreign)?);
    record.replay().map_err(|e| LinkError::Invalid(Invalid::Sahkku(e.into())))?;
    Ok(record)
}

fn read_page(r: &mut Reader<'_>, version: u8) -> Result<Link, LinkError> {
    let tag = r.text().ok_or(LinkError::Foreign)?;
    let lang = Lang::from_tag(&tag).ok_or(LinkError::Future)?;
    let page = match r.byte().ok_or(LinkError::Foreign)? {
        0 => Lesson::SampoRules(read_sampo_rules(r)?),
        1 => {
            let variant = read_variant(r)?;
            Lesson::SahkkuRules(variant, read_sahkku_rules(r, variant, version)?)
        }
        b @ (2 | 3) => Lesson::Tutorial { sahkku: b == 3 },
        _ => return Err(LinkError::Future),
    };
    Ok(Link::Page { lang, page })
}

fn read_lab(r: &mut Reader<'_>, seed: u64, version: u8) -> Result<Link, LinkError> {
    let games = r.num().ok_or(LinkError::Foreign)?;
    let kind = r.byte().ok_or(LinkError::Foreign)?;
    // One of the runs the Lab offers for that game.
    let offered = if kind == 0 { &crate::lab::SAMPO_GAMES } else { &crate::lab::SAHKKU_GAMES };
    if !offered.contains(&games) {
        return Err(LinkError::Foreign);
    }
    let setup = match kind {
        0 => {
            let players = r.num().ok_or(LinkError::Foreign)? as usize;
            if !(sampo::MIN_PLAYERS..=sampo::MAX_PLAYERS).contains(&players) {
                return Err(LinkError::Invalid(Invalid::SampoTable(sampo::SetupError::PlayerCount(players))));
            }
            let n = r.num().filter(|n| (1..=2).contains(n)).ok_or(LinkError::Foreign)?;
            let rules = (0..n).map(|_| read_sampo_rules(r)).collect::<Result<Vec<_>, _>>()?;
            LabSetup::Sampo { players, rules }
        }
        1 => {
            let variant = read_variant(r)?;
            let mut level = || {
                let id = r.text().ok_or(LinkError::Foreign)?;
                Level::from_id(&id).ok_or(LinkError::Invalid(Invalid::UnknownPlayer(id)))
            };
            let levels = [level()?, level()?];
            let n = r.num().filter(|n| (1..=2).contains(n)).ok_or(LinkError::Foreign)?;
            let rules = (0..n).map(|_| read_sahkku_rules(r, variant, version)).collect::<Result<Vec<_>, _>>()?;
            LabSetup::Sahkku { variant, levels, rules }
        }
        _ => return Err(LinkError::Future),
    };
    Ok(Link::Lab(LabLink { games, seed, setup }))
}

fn read_invite(r: &mut Reader<'_>, id: u64, version: u8) -> Result<Link, LinkError> {
    let variant = read_variant(r)?;
    let rules = read_sahkku_rules(r, variant, version)?;
    let mut seat = || {
        let name = r.text().ok_or(LinkError::Foreign)?;
        Ok(sk_session::Seat { name, player: sk_session::Player::Human })
    };
    let seats = [seat()?, seat()?];
    let commit = r.array().ok_or(LinkError::Foreign)?;
    let table = sk_session::Table { variant, rules, seats, seed: 0 };
    Ok(Link::Invite { table: Invited::Sahkku(table), invitation: Invitation { id, commit } })
}

fn read_sampo_invite(r: &mut Reader<'_>, id: u64) -> Result<Link, LinkError> {
    let start_seat = r.below(2).ok_or(LinkError::Foreign)? as u8;
    let rules = read_sampo_rules(r)?;
    let mut seat = || {
        let name = r.text().ok_or(LinkError::Foreign)?;
        let colour = r.below(sampo_session::COLOURS.len() as u64).ok_or(LinkError::Foreign)? as usize;
        Ok(sampo_session::Seat { name, colour, kind: sampo_session::SeatKind::Human })
    };
    let seats = vec![seat()?, seat()?];
    let commit = r.array().ok_or(LinkError::Foreign)?;
    let table = sampo_session::Table { seats, start_seat, rules, seed: 0 };
    Ok(Link::Invite { table: Invited::Sampo(table), invitation: Invitation { id, commit } })
}

fn read_turn(r: &mut Reader<'_>, id: u64) -> Option<Link> {
    let at = r.below(1 << 16)? as u32;
    let n = r.below(1 << 12)?;
    let places = (0..n).map(|_| r.below(1 << 16).map(|p| p as u32)).collect::<Option<Vec<_>>>()?;
    let reveal = match r.byte()? {
        0 => None,
        1 => Some(r.array()?),
        _ => return None,
    };
    Some(Link::Turn(Turn { id, at, places, reveal, commit: r.array()?, nonce: r.array()? }))
}

pub use crate::session::sahkku::sorted_moves;

fn write_rules(w: &mut Writer, map: &BTreeMap<String, String>) {
    w.num(map.len() as u64);
    for (k, v) in map {
        w.text(k);
        w.text(v);
    }
}

fn read_rules(r: &mut Reader<'_>) -> Option<BTreeMap<String, String>> {
    let n = r.below(64)?;
    let mut map = BTreeMap::new();
    for _ in 0..n {
        map.insert(r.text()?, r.text()?);
    }
    Some(map)
}

fn read_sampo(r: &mut Reader<'_>, seed: u64) -> Result<SavedGame, LinkError> {
    let start_seat = r.below(64).ok_or(LinkError::Foreign)? as u8;
    let rules = read_sampo_rules(r)?;
    let n = r.below(64).ok_or(LinkError::Foreign)?;
    let mut seats = Vec::new();
    for _ in 0..n {
        let seat =
            (|| Some(SampoSeat { name: r.text()?, colour: r.below(64)? as usize, computer: r.below(2)? == 1 }))();
        seats.push(seat.ok_or(LinkError::Foreign)?);
    }
    let rolls = r.below(1 << 20).ok_or(LinkError::Foreign)? as usize;
    let mut record = sampo::Record::new(seats.len(), start_seat, rules);
    while record.rolls.len() < rolls {
        let b = r.byte().ok_or(LinkError::Foreign)?;
        record.rolls.push(b & 15);
        if record.rolls.len() < rolls {
            record.rolls.push(b >> 4);
        } else if b >> 4 != 0 {
            return Err(LinkError::Foreign);
        }
    }
    Ok(SavedGame::Sampo { seats, seed, record, link: None })
}

fn read_sahkku(r: &mut Reader<'_>, seed: u64, version: u8) -> Result<SavedGame, LinkError> {
    let variant = r.text().ok_or(LinkError::Foreign)?;
    let mut options = read_rules(r).ok_or(LinkError::Foreign)?;
    let mut seat = || Some(SahkkuSeat { name: r.text()?, player: r.text()? });
    let seats = [seat().ok_or(LinkError::Foreign)?, seat().ok_or(LinkError::Foreign)?];
    // (Far above the longest games: the lab caps a game at 2,000 turns.)
    let entries = r.below(1 << 16).ok_or(LinkError::Foreign)? as usize;
    // The record is rebuilt by playing the game: the seed throws, each number picks
    // the sub-move, and the session writes both down in the notation.
    let invalid = |e| LinkError::Invalid(Invalid::Sahkku(e));
    let variant = sahkku::Variant::from_id(&variant).map_err(|e| invalid(sk_session::RestoreError::Options(e)))?;
    if version == 1 {
        variant.keep_first_edition(&mut options);
    }
    let table_rules = sahkku::Rules::with_changes(variant.rules(), &options)
        .map_err(|e| invalid(sk_session::RestoreError::Options(e)))?;
    let players = [&seats[0], &seats[1]].map(|s| crate::saves::player(&s.player));
    let [Ok(p0), Ok(p1)] = players else {
        let bad = if players[0].is_err() { &seats[0] } else { &seats[1] };
        return Err(LinkError::Invalid(Invalid::UnknownPlayer(bad.player.clone())));
    };
    let table = sk_session::Table {
        variant,
        rules: table_rules,
        seats: [
            sk_session::Seat { name: seats[0].name.clone(), player: p0 },
            sk_session::Seat { name: seats[1].name.clone(), player: p1 },
        ],
        seed,
    };
    let mut s = sk_session::Session::new(table);
    let mut bits = BitReader::new(r.rest());
    for index in 0..entries {
        let fault = |entry: String, fault| invalid(sk_session::RestoreError::Entry { index, entry, fault });
        match s.position().expect() {
            Expect::Throw { .. } => {
                s.throw().map_err(|e| fault("[…]".into(), sk_session::EntryFault::Illegal(e)))?;
            }
            Expect::Move { .. } => {
                let moves = sorted_moves(s.position());
                let place = bits.take(width(moves.len())).ok_or(LinkError::Foreign)?;
                let mv = usize::try_from(place).ok().and_then(|p| moves.get(p).copied());
                let mv = mv.ok_or_else(|| fault(format!("#{place}"), sk_session::EntryFault::Unreadable))?;
                s.play(mv).map_err(|e| fault(format!("#{place}"), sk_session::EntryFault::Illegal(e)))?;
            }
            Expect::Over => {
                return Err(fault(String::new(), sk_session::EntryFault::Illegal(sahkku::Illegal::GameOver)));
            }
        }
    }
    if !bits.at_end() {
        return Err(LinkError::Foreign);
    }
    *r = Reader::new(&[]);
    Ok(SavedGame::Sahkku { seats, seed, record: s.record().clone(), link: None })
}

#[cfg(test)]
mod tests;
