//! What the computer thinks of a position before its throw: the thrower's chance of
//! winning, and every throw that can come with its probability and the chance it
//! leaves, the best first (GNU Backgammon's "rollout of the dice": which rolls help
//! and which hurt).
//!
//! A throw is weighed as the review weighs a throw's luck (`review::Judge`): after
//! it, the best choice of keeping or throwing again where that is offered, then the
//! best turn by the score. The chance before the throw is the mean of those, each
//! throw at its probability, so that a throw's luck here (its chance less the mean)
//! is the luck the review would give it in a game.

use super::super::ai::{throws, Score};
use super::super::board::Side;
use super::super::review::Judge;
use super::super::{Expect, Face, Position};
use super::MILLION;
use crate::engine::Checked;

/// One throw that can come.
#[derive(Clone, Debug, PartialEq)]
pub struct ThrowChance {
    /// Its faces, in the order of the faces (`Face`'s).
    pub faces: Vec<Face>,
    /// The chance it comes (its faces in any order).
    pub probability: f64,
    /// The thrower's chance of winning after it, doing its best with it.
    pub chance: f64,
}

/// The chances before a throw.
#[derive(Clone, Debug, PartialEq)]
pub struct Outlook {
    /// Who throws, and their chance of winning before the throw.
    pub side: Side,
    pub chance: f64,
    /// Every throw, the best for the thrower first.
    pub throws: Vec<ThrowChance>,
}

impl ThrowChance {
    /// Its luck: the chance it leaves against the chance before it.
    pub fn luck(&self, outlook: &Outlook) -> f64 {
        self.chance - outlook.chance
    }
}

impl Outlook {
    /// The chance of `side` before the throw.
    pub fn chance_of(&self, side: Side) -> f64 {
        if side == self.side {
            self.chance
        } else {
            1.0 - self.chance
        }
    }

    /// A first line `throw side chance`, then a line a throw: its probability and
    /// chance (in millionths), and its faces as the notation writes them.
    pub fn to_text(&self) -> String {
        let millionths = |x: f64| (x * MILLION).round() as u64;
        let mut out = format!("throw {} {}", self.side.index(), millionths(self.chance));
        for t in &self.throws {
            let faces: Vec<String> = t.faces.iter().map(Face::to_string).collect();
            out += &format!("\n{} {} {}", millionths(t.probability), millionths(t.chance), faces.join(" "));
        }
        out
    }

    /// Reads `to_text`'s text, or `None` where it is not that.
    pub fn from_text(text: &str) -> Option<Outlook> {
        let mut lines = text.lines();
        let mut head = lines.next()?.strip_prefix("throw ")?.split(' ').map(str::parse::<u64>);
        let side = [Side::One, Side::Two].get(head.next()?.ok()? as usize).copied()?;
        let chance = head.next()?.ok()? as f64 / MILLION;
        let throws = lines
            .map(|line| {
                let mut words = line.split(' ');
                let mut number = || Some(words.next()?.parse::<u64>().ok()? as f64 / MILLION);
                let (probability, chance) = (number()?, number()?);
                let faces = words.map(Face::parse).collect::<Option<Vec<_>>>()?;
                (!faces.is_empty()).then_some(ThrowChance { faces, probability, chance })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Outlook { side, chance, throws })
    }
}

/// The outlook at `pos` by `score`, or `None` where no throw is due.
pub fn outlook(pos: &Position, score: &dyn Score) -> Option<Outlook> {
    let Expect::Throw { side, dice } = pos.expect() else { return None };
    let judge = Judge { score };
    let mut weighed: Vec<ThrowChance> = throws(pos.rules().faces, dice)
        .into_iter()
        .map(|(faces, probability)| {
            let mut q = pos.clone();
            q.throw(&faces).checked("a throw of these dice");
            ThrowChance { chance: judge.after_throw(&q, side), faces, probability }
        })
        .collect();
    let chance = weighed.iter().map(|t| t.probability * t.chance).sum();
    // Best first; of equal chances, the likelier first (stable: then the faces' order).
    crate::engine::order::sort_by_key(&mut weighed, |t| (-t.chance, -t.probability));
    Some(Outlook { side, chance, throws: weighed })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sahkku::ai::Weights;
    use crate::engine::sahkku::levels::{self, Level};
    use crate::engine::sahkku::{Phase, Variant};

    /// Positions between turns of a greedy game of `v`, every `every`-th turn.
    fn between_turns(v: Variant, seed: u64, every: usize) -> Vec<Position> {
        let record = levels::recorded_game(v, [Level::Greedy, Level::Random], seed).0;
        (0..record.entries.len())
            .filter_map(|n| {
                let mut r = record.clone();
                r.truncate(n);
                let pos = r.replay().checked("a prefix replays").0;
                matches!(pos.phase(), Phase::Throw { fixed: 0 }).then_some(pos)
            })
            .step_by(every)
            .collect()
    }

    #[test]
    fn every_throw_is_weighed_once_best_first_and_the_chance_before_is_their_mean() {
        for v in Variant::ALL {
            for pos in between_turns(v, 3, 9) {
                let score = Weights::tuned_for(pos.rules());
                let o = outlook(&pos, score).expect("a throw is due");
                assert_eq!(o.side, pos.turn());
                let total: f64 = o.throws.iter().map(|t| t.probability).sum();
                assert!((total - 1.0).abs() < 1e-9, "{v:?}: the throws' probabilities add up to {total}");
                // The chance before the throw is the review's, so a throw's luck is too.
                let Expect::Throw { dice, .. } = pos.expect() else { unreachable!("between turns") };
                let review = Judge { score }.before_throw(&pos, o.side, dice);
                assert!((o.chance - review).abs() < 1e-12, "{v:?}: {} against the review's {review}", o.chance);
                assert!(o.throws.windows(2).all(|w| w[0].chance >= w[1].chance), "{v:?}: best first");
                assert!((o.chance_of(o.side) + o.chance_of(o.side.other()) - 1.0).abs() < 1e-12);
                let read = Outlook::from_text(&o.to_text()).expect("reads back");
                assert_eq!((read.side, read.throws.len()), (o.side, o.throws.len()));
                assert!(read.throws.iter().zip(&o.throws).all(|(a, b)| a.faces == b.faces));
                assert!((read.chance - o.chance).abs() < 1e-6);
            }
        }
    }

    #[test]
    fn no_outlook_is_given_where_a_move_is_due() {
        let record = levels::recorded_game(Variant::Lagesvuon, [Level::Greedy, Level::Random], 3).0;
        let pos = (0..record.entries.len())
            .map(|n| {
                let mut r = record.clone();
                r.truncate(n);
                r.replay().checked("a prefix replays").0
            })
            .find(|p| matches!(p.expect(), Expect::Move { .. }))
            .expect("a game has moves");
        assert_eq!(outlook(&pos, Weights::tuned_for(pos.rules())), None);
        assert_eq!(Outlook::from_text("0 1 2 3"), None, "an analysis' text is not an outlook");
    }
}
