//! `lab agree`: the check that the hint's best turn is the master's move (docs/ai.md,
//! "One ranking, one scale") on many positions, where the native test
//! (`analysis::tests`) looks at a few: both come from one search (`master::search`),
//! so they agree by construction, and this counts it.

use crate::engine::hash::of as hash_of;
use crate::engine::sahkku::analysis::analyse;
use crate::engine::sahkku::master::{self, Params};
use crate::engine::sahkku::net::Net;
use crate::engine::sahkku::{Position, Variant};
use crate::engine::Checked;
use crate::lab::walk::greedy_expert_choices;

/// How many of `positions` positions (turns with a choice, from games of greedy
/// against the expert: `walk::greedy_expert_choices`) the hint's best turn at `nodes`
/// is the master's move at `nodes`, each seeded by the position; and the positions
/// where not (the game's seed and the turn).
pub fn agree(variant: Variant, net: Option<&Net>, positions: usize, nodes: u64, seed: u64) -> (usize, Vec<(u64, u32)>) {
    let (mut same, mut differ) = (0, Vec::new());
    greedy_expert_choices(variant, seed, positions, 1, |game, pos| {
        let params = Params::for_rules(pos.rules());
        let score = params.score(net);
        let seed = master::seed_of(pos);
        let hint =
            analyse(pos, &params, score, seed, &mut |spent| spent >= nodes).and_then(|a| a.best().map(|b| b.end));
        let mut end: Position = pos.clone();
        for mv in master::think_nodes(pos, &params, score, seed, nodes).plan {
            end.play(mv).checked("the master's plan is legal");
        }
        if hint == Some(hash_of(&end)) {
            same += 1;
        } else {
            differ.push((game, pos.turns()));
        }
    });
    (same, differ)
}
