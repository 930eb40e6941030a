//! Many games at once: the statistics behind the `lab` command line and the browser
//! lab. Pure code over the engines; runs advance a batch at a time so that a page can
//! draw progress and stop between batches.

pub mod agree;
pub mod ceiling;
pub mod errors;
pub mod fit;
pub mod nets;
pub mod oracle;
pub mod puzzles;
pub mod reading;
pub mod sahkku;
pub mod sampo;
pub mod soak;
pub mod stats;
pub mod tournament;
pub mod train;
pub mod tune;
pub mod walk;

use crate::engine::sahkku::levels::Level;
use crate::engine::sahkku::net::{self, Shipped};
use crate::engine::sahkku::{Rules, Variant};
use crate::engine::sampo::HouseRules;
use serde::Serialize;
use stats::{Counts, Numbers, Reader};
use std::collections::BTreeMap;

/// How many games a run of the Lab screen may play (its choices; the Lab links too).
pub const SAMPO_GAMES: [u64; 5] = [100, 1_000, 10_000, 100_000, 1_000_000];
/// The expert thinks for milliseconds a move, so Sáhkku runs stay smaller.
pub const SAHKKU_GAMES: [u64; 5] = [10, 100, 1_000, 10_000, 100_000];

/// One setting of a lab run, as plain data: what the page hands to a worker thread.
/// Every game of a run has dice of its own (from the seed and the game's number), so
/// any share of the games can be played anywhere and the tallies added up.
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    Sampo {
        players: usize,
        rules: HouseRules,
        seed: u64,
    },
    /// Sáhkku rules as their changes from the family's preset, as saves keep them.
    Sahkku {
        variant: Variant,
        changes: BTreeMap<String, String>,
        levels: [String; 2],
        seed: u64,
    },
}

/// What a share of a setting's games counted.
#[derive(Clone, Debug, PartialEq)]
pub enum Tally {
    Sampo(sampo::SampoTally),
    Sahkku(sahkku::SahkkuTally),
}

impl Tally {
    /// Writes the counts as numbers, as a worker thread sends them (`read` reads them).
    pub fn write(&self, n: &mut Numbers) {
        match self {
            Tally::Sampo(t) => {
                n.put(0);
                n.put(t.players as i64);
                n.put(t.games as i64);
                for list in [&t.wins_by_seat, &t.rounds.0, &t.landings, &t.flow.into_pot, &t.flow.out_of_pot] {
                    n.put_counts(list);
                }
                n.put_counts(&t.flow.between_players);
                n.put_signed(&t.final_coins_by_seat);
                n.put_counts(&t.rolls.counts);
            }
            Tally::Sahkku(t) => {
                n.put(1);
                for x in [t.games, t.wins_by_seat[0], t.wins_by_seat[1], t.draws, t.plies] {
                    n.put(x as i64);
                }
                for x in t.captures.iter().flatten() {
                    n.put(*x as i64);
                }
                for list in [&t.turns.0, &t.captures_per_game.0, &t.thrown.counts, &t.thrown_to_move, &t.burnt] {
                    n.put_counts(list);
                }
            }
        }
    }

    /// Reads one tally that `write` wrote; `None` if the numbers are not one.
    pub fn read(r: &mut Reader<'_>) -> Option<Tally> {
        Some(match r.take()? {
            0 => Tally::Sampo(sampo::SampoTally {
                players: r.count()? as usize,
                games: r.count()?,
                wins_by_seat: r.list()?,
                rounds: Counts(r.list()?),
                landings: r.list()?,
                flow: sampo::CoinFlow { into_pot: r.list()?, out_of_pot: r.list()?, between_players: r.list()? },
                final_coins_by_seat: r.signed_list()?,
                rolls: stats::DiceTally { counts: r.list()? },
            }),
            1 => {
                let (games, w0, w1, draws, plies) = (r.count()?, r.count()?, r.count()?, r.count()?, r.count()?);
                let mut captures = [[0; 3]; 2];
                for x in captures.iter_mut().flatten() {
                    *x = r.count()?;
                }
                Tally::Sahkku(sahkku::SahkkuTally {
                    games,
                    wins_by_seat: [w0, w1],
                    draws,
                    plies,
                    captures,
                    turns: Counts(r.list()?),
                    captures_per_game: Counts(r.list()?),
                    thrown: stats::DiceTally { counts: r.list()? },
                    thrown_to_move: r.list()?,
                    burnt: r.list()?,
                })
            }
            _ => return None,
        })
    }

    /// Adds the counts of another share of the same setting's games.
    pub fn add(&mut self, other: &Tally) {
        match (self, other) {
            (Tally::Sampo(a), Tally::Sampo(b)) => a.add(b),
            (Tally::Sahkku(a), Tally::Sahkku(b)) => a.add(b),
            _ => {}
        }
    }
}

/// A share of a run's games, as the page sends it to a worker thread: as a line of
/// text, `from games`, then a line for each setting (`Setting::to_text`).
#[derive(Clone, Debug, PartialEq)]
pub struct Share {
    pub settings: Vec<Setting>,
    pub from: u64,
    pub games: u64,
}

impl Share {
    /// Plays the share: what each setting's games counted, in order. `given`: the
    /// family's learned score, for its players `…+net` (`Setting::learned`).
    pub fn play(&self, given: Option<&[u8]>) -> Result<Vec<Tally>, String> {
        let mut tallies = Vec::new();
        for s in &self.settings {
            tallies.push(s.play(self.from, self.games, given)?);
        }
        Ok(tallies)
    }

    pub fn to_text(&self) -> String {
        let mut text = format!("{} {}", self.from, self.games);
        for s in &self.settings {
            text.push('\n');
            text.push_str(&s.to_text());
        }
        text
    }

    pub fn from_text(text: &str) -> Option<Share> {
        let mut lines = text.lines();
        let mut head = lines.next()?.split(' ');
        let (from, games) = (head.next()?.parse().ok()?, head.next()?.parse().ok()?);
        let mut settings = Vec::new();
        for line in lines {
            settings.push(Setting::from_text(line)?);
        }
        Some(Share { settings, from, games })
    }
}

/// A worker thread's work: a `Share` as text in (with the family's learned score
/// where its masters play with it), its tallies out as numbers (`Tally::write`, one
/// after the other); no numbers if the share cannot be played (a learned score refused
/// by its hash among them).
pub fn answer(request: &str, weights: Option<&[u8]>) -> Vec<f64> {
    let mut n = Numbers::default();
    if let Some(tallies) = Share::from_text(request).and_then(|s| s.play(weights).ok()) {
        for t in &tallies {
            t.write(&mut n);
        }
    }
    n.0
}

/// Reads a worker's answer: one tally per setting, or `None`.
pub fn read_answer(numbers: &[f64], settings: usize) -> Option<Vec<Tally>> {
    let mut r = Reader::new(numbers);
    let mut tallies = Vec::new();
    for _ in 0..settings {
        tallies.push(Tally::read(&mut r)?);
    }
    r.done().then_some(tallies)
}

impl Setting {
    /// One line: `sampo PLAYERS SEED name=value…` or `sahkku FAMILY LEVEL LEVEL SEED
    /// name=value…`, the house rules that differ from the usual, as on the command line.
    pub fn to_text(&self) -> String {
        let (mut text, changes) = match self {
            Setting::Sampo { players, rules, seed } => (format!("sampo {players} {seed}"), BTreeMap::from(*rules)),
            Setting::Sahkku { variant, changes, levels, seed } => {
                (format!("sahkku {} {} {} {seed}", variant.id(), levels[0], levels[1]), changes.clone())
            }
        };
        for (name, value) in changes {
            text.push_str(&format!(" {name}={value}"));
        }
        text
    }

    pub fn from_text(line: &str) -> Option<Setting> {
        let mut words = line.split(' ');
        let game = words.next()?;
        let mut head = |n: usize| (0..n).map(|_| words.next().map(str::to_string)).collect::<Option<Vec<String>>>();
        let setting = if game == "sampo" {
            let h = head(2)?;
            Setting::Sampo { players: h[0].parse().ok()?, rules: HouseRules::default(), seed: h[1].parse().ok()? }
        } else {
            let h = head(4)?;
            let variant = Variant::from_id(&h[0]).ok()?;
            let levels = [h[1].clone(), h[2].clone()];
            Setting::Sahkku { variant, changes: BTreeMap::new(), levels, seed: h[3].parse().ok()? }
        };
        let mut setting = setting;
        for pair in words {
            let (name, value) = pair.split_once('=')?;
            match &mut setting {
                Setting::Sampo { rules, .. } => rules.set(name, value).ok()?,
                Setting::Sahkku { changes, .. } => {
                    changes.insert(name.to_string(), value.to_string());
                }
            }
        }
        Some(setting)
    }

    pub fn sahkku(rules: &Rules, variant: Variant, levels: [String; 2], seed: u64) -> Setting {
        Setting::Sahkku { variant, changes: rules.changes_from(&variant.rules()), levels, seed }
    }

    /// The tally of no games of this setting, or what makes it unplayable: what the
    /// app shows before the first counts come back (it plays nothing itself: the
    /// players' module does).
    pub fn nothing_counted(&self) -> Result<Tally, String> {
        match self {
            Setting::Sampo { players, rules, seed } => Ok(Tally::Sampo(sampo_lab(*players, *seed, *rules)?.tally)),
            Setting::Sahkku { variant, changes, levels, .. } => {
                sahkku_rules(*variant, changes)?;
                sahkku::players([&levels[0], &levels[1]])?;
                Ok(Tally::Sahkku(sahkku::SahkkuTally::new()))
            }
        }
    }

    /// The setting as the app's Lab plays it, and the learned score it needs: its
    /// masters play with the family's learned score where the family ships one and the
    /// setting keeps its own rules, as the master plays in a game (`master+net`);
    /// `None` where nothing changes.
    pub fn learned(&self) -> Option<(Setting, Shipped)> {
        let Setting::Sahkku { variant, changes, levels, seed } = self else { return None };
        let shipped = net::shipped(*variant).filter(|_| changes.is_empty())?;
        let master = Level::Master.id();
        levels.contains(&master.to_string()).then(|| {
            let levels = levels.clone().map(|l| if l == master { format!("{master}+net") } else { l });
            (Setting::Sahkku { variant: *variant, changes: changes.clone(), levels, seed: *seed }, shipped)
        })
    }

    /// Plays games `from..from + games` of this setting and counts them (`given`:
    /// the family's learned score, for a player `…+net`).
    pub fn play(&self, from: u64, games: u64, given: Option<&[u8]>) -> Result<Tally, String> {
        match self {
            Setting::Sampo { players, rules, seed } => {
                let mut lab = sampo_lab(*players, *seed, *rules)?;
                lab.next_game = from;
                lab.run(games);
                Ok(Tally::Sampo(lab.tally))
            }
            Setting::Sahkku { variant, changes, levels, seed } => {
                let rules = sahkku_rules(*variant, changes)?;
                let mut lab = sahkku::SahkkuLab::new(rules, [&levels[0], &levels[1]], *seed, given)?;
                lab.next_game = from;
                lab.run(games);
                Ok(Tally::Sahkku(lab.tally))
            }
        }
    }
}

fn sampo_lab(players: usize, seed: u64, rules: HouseRules) -> Result<sampo::SampoLab, String> {
    sampo::SampoLab::new(players, seed, rules).map_err(|_| "2 to 6 players".to_string())
}

fn sahkku_rules(variant: Variant, changes: &BTreeMap<String, String>) -> Result<Rules, String> {
    Rules::with_changes(variant.rules(), changes).map_err(|_| "an unknown house rule".to_string())
}

/// Summary of a list of counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Spread {
    pub mean: f64,
    pub p50: u32,
    pub p90: u32,
    pub max: u32,
}

impl Spread {
    pub fn of(values: &mut [u32]) -> Spread {
        let mut c = Counts::default();
        for &v in values.iter() {
            c.add(v);
        }
        Spread::of_counts(&c)
    }

    pub fn of_counts(c: &Counts) -> Spread {
        Spread { mean: c.mean(), p50: c.quantile(0.5), p90: c.quantile(0.9), max: c.max() }
    }
}
