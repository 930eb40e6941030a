//! `lab`: many games from the command line, printed as one JSON object.
//!
//!     lab sampo --players 4 --games 100000 --seed 1 [--rule NAME=VALUE ...]
//!     lab sahkku --variant lagesvuon --players random,random --games 1000 --seed 1 [--option NAME=VALUE ...]
//!     lab tournament --variant lagesvuon --players random,greedy,expert --games 100 --seed 1
//!     lab tune --variants gavkevuotna,lagesvuon --games 100 --seed 1 --passes 3
//!     lab fit --variant unjarga --games 3000 --seed 1
//!     lab ceiling --variant unjarga --positions 400 --playouts 200 --seed 1
//!     lab replay FILE
//!     lab bench [--compare OLD_LAB] [--rounds N]
//!     lab soak [--variants ID,ID|all] [--games N] [--seed S] [--checkpoint FILE]
//!     lab puzzles --variant lagesvuon --count 200 --seed 1 --out puzzles/sahkku-lagesvuon.txt
//!     lab errors --variant lagesvuon --positions 300 --rollouts 64 --seed 1 --checkpoint target/errors-lagesvuon.txt
//!     lab train --variant lagesvuon --checkpoint target/lagesvuon.net --games 1000 --seed 1
//!     lab analyse FILE --at 40 --nodes 480000 [--json]
//!
//! Bad arguments print a message and exit with status 2; a record that does not
//! replay exits with status 1.

use anyhow::{anyhow, Context, Result};
use sampo_sahkku::engine::sahkku::ai::Weights;
use sampo_sahkku::engine::sahkku::{self, text::diagram, Record, Variant};
use sampo_sahkku::engine::sampo::{HouseRules, OPTIONS};
use sampo_sahkku::lab;
use sampo_sahkku::lab::tune::Judge;
use sampo_sahkku::saves::{LoadError, SaveFile, SavedGame};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage:
  lab sampo [--players N] [--games N] [--seed S] [--rule NAME=VALUE]...
      N players 2..6 (default 4), games (default 10000), seed (default 1)
  lab sahkku --variant ID [--players P1,P2] [--games N] [--seed S] [--option NAME=VALUE]...
      players: random, greedy, expert, master (default random,random); expert+net and
      master+net score with the family's learned score, expert+net:FILE and
      master+net:FILE with a weights file's; games (default 1000), seed (default 1)
  lab tournament --variant ID [--players L1,L2,...] [--games N] [--seed S] [--option NAME=VALUE]...
      every pair of computer players (as lab sahkku names them; default
      random,greedy,expert) plays N games (default
      100), half on each side, on the same dice; prints each pair's score and the Elo
      ratings (the first level at 0) with 95 % intervals
  lab ladder [--anchor LEVEL] FILE...
      the Elo of every level over the games of several lab tournament outputs of one
      family (each pair's games added up, whichever run and side they came from),
      LEVEL at 0 (default the first level named); prints the pairs and the ratings
  lab tune [--variants ID,ID,...] [--games N] [--seed S] [--passes P] [--from hand|tuned|family]
           [--judge greedy|expert]
      tunes the weights of the computer's score by self-play (default every family, 100
      games a family per trial, seed 1, 3 passes, from the hand-set weights): each weight larger and smaller in
      turn, greedy (or the expert) with the change against the same level without, kept
      when its score's 95 % interval is above one half; prints every trial and the
      weights found. --from family starts from the expert's weights of the one family
      given
  lab fit --variant ID [--games N] [--seed S] [--explore E] [--keep NAME,NAME,...]
      weighs the terms of the computer's score by how well they foretell the winner: a
      logistic regression over the positions of N self-play games (default 3000, seed 1;
      greedy with the tuned weights, a share E of sub-moves random, default 0.1), checked
      on N/2 other games; prints the weights found and, beside them, the log loss of the
      tuned weights and the expert's (each at its best scale) and of the fitted ones;
      --keep holds the weights named at the expert's values
  lab ceiling --variant ID [--positions N] [--playouts K] [--seed S] [--weights FILE]
              [--played-by LEVEL]
      how well the winner can be foretold from a position at all: N positions of the
      games lab fit weighs (default 400, seed 1), each played on K times by greedy on
      both sides (default 200; or by LEVEL: random, greedy or expert); prints the log
      loss of half of those games' shares of wins in foretelling the other half,
      beside that of greedy's and the expert's scores (each at its best scale) and of
      a coin, and the chances the review reads as they are: the expert's and, where
      the family ships one, the learned score's (with --weights, that file's)
  lab replay FILE
      checks a saved game (as exported by the app) or a Sáhkku game record (JSON)
      move by move and prints the final position
  lab review FILE [--nodes N]
      a Sáhkku game's review (a saved game or a game record, as lab replay reads):
      each side's chance of winning before every turn, the luck of every throw (the
      chance it brought against the average throw), the chance every decision gave
      away against the best, each side's totals and error rate (the mean chance a
      decision with a choice gave away) and the three costliest decisions
      (their first entries), as JSON (docs/ai.md, The game review); with --nodes,
      each decision weighed by the master's ranking at N positions, as the hint does
  lab bench [--compare OLD_LAB] [--rounds N]
      engine speed: random playouts per preset, Sampo games. With --compare, OLD_LAB's
      bench and this build's run as separate processes in N interleaved rounds (default
      3, the order swapped each round), and each figure is given as both medians and
      their ratio, with the load average before and after
  lab soak [--variants ID,ID|all] [--games N] [--seed S] [--checkpoint FILE]
      N random games of each family (default 1,000,000, seeds S, S+1, ...), every
      step checked against the engine's invariants (pieces conserved, the gonagas
      and queens, no move listed twice, listed moves accepted and every other
      refused, the record replaying to the same position), panics caught; the
      failures' seeds are printed. With --checkpoint the run is written there every
      few thousand games and goes on from it when started again (make soak)
  lab train --variant ID --checkpoint FILE [--games N] [--seed S] [--hidden H1,H2]
            [--rate R] [--lambda L] [--threats] [--against LEVEL] [--deep]
            [--eval-every N] [--eval-games N]
      a network score learned by self-play (docs/ai.md, The learned score): N more
      games (default 1,000) of TD(L) (default 0) on the dice of seed S (default 1), a network of
      inputs -> H1 -> H2 -> 1 (default 64,32) at learning rate R (default 0.01),
      with --threats reading also which soldiers the other side may capture next,
      measured against LEVEL (default greedy) every N games (default 200) on N games
      (default 200), and once more at the end (--games 0: only measured); with
      --deep the network plays the measures a throw further ahead, as the expert does
      The weights go to FILE and the progress to FILE.json after each measure; a run
      started again with the same settings goes on from them. At the end the form the
      app ships goes to FILE.sknq (16-bit weights). Prints the progress and both
      files' content hashes
  lab puzzles --variant ID --out FILE [--count N] [--seed S] [--nodes N]
      mines N puzzles (default 200) from games of the master against itself on the
      dice of seeds S, S+1, ... (default 1): positions where one turn beats every
      other by five points of winning chance at N nodes (default the master's) and
      again at four times as many (docs/ai.md, The puzzles). Each game's puzzles are
      written to FILE as it ends; a run started again goes on from the file. Prints
      the count, the shares greedy and the expert find, and the file's content hash
  lab errors --variant ID --checkpoint FILE [--positions N] [--rollouts R] [--seed S]
      every level's error rate (the mean chance of winning a turn gives away) on N
      positions (default 300) of games between greedy, the expert and the master
      (seeds S, S+1, ...; default 1), against the oracle: the turns played on R
      times each (default 64) on common dice, both sides playing the learned score's
      best turn, the learned score taking over after a few turns (docs/ai.md, The
      oracle).
      Each game's decisions go to FILE as it ends; a run started again goes on from
      it. Prints each level's mean with its 95 % interval and the oracle's own error
  lab oracle --variant ID [--positions N] [--rounds R] [--horizon H] [--against A] [--seed S]
      what cutting the oracle's rollouts short after H turns (default the oracle's)
      changes against A turns (default: to the end), on N positions (default 40) of
      games between greedy and the expert, the best four turns by the learned score
      R rounds each (default 64): the change in the turns' differences beyond the
      rollouts' own noise, the share beyond two standard errors, the noise, the cost
  lab agree --variant ID [--positions N] [--nodes N] [--seed S]
      how many of N positions (default 300, from games of greedy against the
      expert, seeds S, S+1, ...) the hint's best turn at N nodes (default the
      master's) is the master's move at the same budget and seed; lists those
      where not (game, turn)
  lab rejudge --variant ID --checkpoint FILE [--file PUZZLES] [--drop]
      the oracle's look at every puzzle of PUZZLES (default the family's shipped
      file), closest margins first: confirmed where its best turn beats the next by
      two standard errors (docs/ai.md, The puzzles). A line a puzzle goes to FILE; a
      run started again goes on from it. With --drop the puzzles not confirmed leave
      PUZZLES (then `lab puzzles` mines new ones up to the count again)
  lab analyse (FILE [--at N] | --link TEXT | --variant ID --setup TEXT [--throw FACES])
              [--nodes N] [--seed S] [--handmade] [--json]
      the master's ranking of one position (the hint's, the editor's, the review's):
      a saved game or record after its first N entries (default all), a share link
      (a game, a question or an analysis; the text after # or the whole address), or
      a set-up position in the notation with its throw (e.g. \"X III II\"); weighed
      for N positions (default 60000, the lab's master), seeded by the position
      unless S is given, with the family's learned score unless --handmade; prints
      each choice's chance, cost and depth as text, or JSON
  lab catalog
      the app's lists, from their one definition each: the Sáhkku families, the
      computer levels and the languages (the end-to-end tests read them here)
  lab help";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("replay") => return replay(&args[1..]),
        Some("review") => return review(&args[1..]),
        _ => {}
    }
    match run(&args) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("lab: {msg:#}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String> {
    match args.first().map(String::as_str) {
        Some("sampo") => sampo(&args[1..]),
        Some("sahkku") => sahkku_cmd(&args[1..]),
        Some("tournament") => tournament_cmd(&args[1..]),
        Some("ladder") => ladder_cmd(&args[1..]),
        Some("bench") => bench_cmd(&args[1..]),
        Some("tune") => tune_cmd(&args[1..]),
        Some("ceiling") => ceiling_cmd(&args[1..]),
        Some("fit") => fit_cmd(&args[1..]),
        Some("soak") => soak_cmd(&args[1..]),
        Some("train") => train_cmd(&args[1..]),
        Some("puzzles") => puzzles_cmd(&args[1..]),
        Some("errors") => errors_cmd(&args[1..]),
        Some("oracle") => oracle_cmd(&args[1..]),
        Some("rejudge") => rejudge_cmd(&args[1..]),
        Some("agree") => agree_cmd(&args[1..]),
        Some("analyse") => analyse_cmd(&args[1..]),
        Some("catalog") => Ok(catalog()),
        Some("help" | "--help" | "-h") => Ok(help()),
        Some(other) => Err(anyhow!("unknown command '{other}'")),
        None => Err(anyhow!("no command given")),
    }
}

fn soak_cmd(args: &[String]) -> Result<String> {
    use sampo_sahkku::lab::soak::{run_chunk, Progress};
    let (mut families, mut games, mut seed, mut checkpoint) = (Variant::ALL.to_vec(), 1_000_000u64, 1u64, None);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variants" => {
                let value = it.next();
                if value.map(String::as_str) != Some("all") {
                    families = variant_list(value)?;
                }
            }
            "--games" => games = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--checkpoint" => checkpoint = Some(it.next().context("--checkpoint needs a file")?.clone()),
            other => return Err(anyhow!("unknown soak option '{other}'")),
        }
    }
    // A checkpoint of another run (other seed or size) is not gone on from.
    let key = format!("seed {seed}, {games} games");
    let mut runs: Vec<Progress> = match checkpoint.as_deref().map(std::fs::read_to_string) {
        Some(Ok(text)) => {
            let (k, runs): (String, Vec<Progress>) =
                serde_json::from_str(&text).context("the checkpoint cannot be read")?;
            if k != key {
                return Err(anyhow!("the checkpoint is of another run ({k}); remove it or use its settings"));
            }
            runs
        }
        _ => Vec::new(),
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    for v in &families {
        let i = match runs.iter().position(|r| r.variant == v.id()) {
            Some(i) => i,
            None => {
                runs.push(Progress { variant: v.id().into(), ..Progress::default() });
                runs.len() - 1
            }
        };
        while runs[i].games < games {
            let chunk = (games - runs[i].games).min(5_000);
            run_chunk(&mut runs[i], seed, chunk, threads).map_err(anyhow::Error::msg)?;
            let r = &runs[i];
            eprintln!(
                "soak {}: {} games, {} moves, {} failures, {:.0} s",
                r.variant,
                r.games,
                r.moves,
                r.failures.len(),
                r.seconds
            );
            if let Some(file) = &checkpoint {
                let text = serde_json::to_string(&(&key, &runs))?;
                std::fs::write(file, text).context("the checkpoint cannot be written")?;
            }
        }
    }
    let failed: usize = runs.iter().map(|r| r.failures.len()).sum();
    let json = serde_json::json!({ "seed": seed, "games": games, "threads": threads, "families": runs }).to_string();
    if failed > 0 {
        return Err(anyhow!("{failed} games failed: {json}"));
    }
    Ok(json)
}

fn train_cmd(args: &[String]) -> Result<String> {
    use sahkku::levels::Level;
    use sampo_sahkku::engine::sahkku::net::{hash, Net};
    use sampo_sahkku::lab::train::{train, Measuring, Progress};
    let (mut variant, mut checkpoint, mut games, mut seed) = (None, None, 1_000u64, 1u64);
    let (mut hidden, mut rate, mut lambda) = (sampo_sahkku::engine::sahkku::net::HIDDEN, 0.01f32, 0.0f32);
    let mut m = Measuring { against: Level::Greedy, every: 200, games: 200, deep: false };
    let mut inputs = sampo_sahkku::engine::sahkku::net::INPUTS;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => variant = Some(Variant::from_id(it.next().context("--variant needs a family")?)?),
            "--checkpoint" => checkpoint = Some(it.next().context("--checkpoint needs a file")?.clone()),
            "--games" => games = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--against" => {
                let id = it.next().context("--against needs a level")?;
                m.against = Level::from_id(id).with_context(|| format!("unknown level '{id}'"))?;
            }
            "--deep" => m.deep = true,
            "--threats" => inputs += sampo_sahkku::engine::sahkku::net::THREATS,
            "--eval-every" => m.every = number::<u64>(flag, it.next())?.max(1),
            "--eval-games" => m.games = number(flag, it.next())?,
            "--rate" => rate = number(flag, it.next())?,
            "--lambda" => {
                lambda = number(flag, it.next())?;
                if !(0.0..=1.0).contains(&lambda) {
                    return Err(anyhow!("--lambda is between 0 and 1"));
                }
            }
            "--hidden" => {
                let sizes: Vec<usize> = it
                    .next()
                    .context("--hidden needs H1,H2")?
                    .split(',')
                    .map(|n| n.parse().map_err(|_| anyhow!("--hidden needs H1,H2")))
                    .collect::<Result<_, _>>()?;
                hidden = match sizes[..] {
                    [a, b] if a > 0 && b > 0 => [a, b],
                    _ => return Err(anyhow!("--hidden needs two sizes above 0, H1,H2")),
                };
            }
            other => return Err(anyhow!("unknown train option '{other}'")),
        }
    }
    let variant = variant.context("--variant is needed")?;
    let file = checkpoint.context("--checkpoint is needed: a long run is kept there")?;
    let fresh = Progress {
        variant: variant.id().into(),
        seed,
        hidden,
        rate,
        lambda,
        games: 0,
        seconds: 0.0,
        measured: Vec::new(),
    };
    let state = format!("{file}.json");
    // A checkpoint of another run (other family, seed, shape, rate or λ) is not gone on from.
    let (mut net, mut progress) = match (std::fs::read_to_string(&state), std::fs::read(&file)) {
        (Ok(text), Ok(bytes)) => {
            let p: Progress = serde_json::from_str(&text).with_context(|| format!("{state} cannot be read"))?;
            if (&p.variant, p.seed, p.hidden, p.rate, p.lambda) != (&fresh.variant, seed, hidden, rate, lambda) {
                return Err(anyhow!("{state} is of another run; remove it or use its settings"));
            }
            let net = Net::from_bytes(&bytes, None).with_context(|| file.clone())?;
            if net.inputs != inputs {
                return Err(anyhow!(
                    "{file} is of another run (with or without --threats); remove it or use its settings"
                ));
            }
            (net, p)
        }
        _ => (Net::random_with(inputs, hidden, seed), fresh),
    };
    let clock = std::time::Instant::now();
    let write = |net: &Net, p: &Progress| {
        if let Some(m) = p.measured.last() {
            let share = 100.0 * m.share;
            eprintln!(
                "train {}: {} games, {share:.1} % of {} against {}, {:.0} s",
                p.variant, p.games, m.games, m.against, p.seconds
            );
        }
        let written = std::fs::write(&file, net.to_bytes())
            .and_then(|_| std::fs::write(&state, serde_json::to_string(p).unwrap_or_default()));
        if let Err(e) = written {
            eprintln!("lab: the checkpoint cannot be written: {e}");
        }
    };
    train(&mut net, &mut progress, games, m, || clock.elapsed().as_secs_f64(), write);
    // The form the app ships (weights/sahkku-<family>.sknq, listed in net::shipped).
    let shipped = net.to_shipped();
    let ship = format!("{file}.sknq");
    std::fs::write(&ship, &shipped).with_context(|| format!("{ship} cannot be written"))?;
    let json = serde_json::json!({
        "progress": progress,
        "weights": file,
        "hash": hash(&net.to_bytes()),
        "shipped": { "file": ship, "hash": hash(&shipped) },
    });
    Ok(json.to_string())
}

fn catalog() -> String {
    let families: Vec<_> = Variant::ALL.iter().map(|v| v.id()).collect();
    let levels: Vec<_> = sahkku::levels::Level::ALL.iter().map(|l| l.id()).collect();
    let languages: Vec<_> = sampo_sahkku::i18n::Lang::ALL.iter().map(|l| l.tag()).collect();
    serde_json::json!({ "families": families, "levels": levels, "languages": languages }).to_string()
}

fn help() -> String {
    let mut s = String::from(USAGE);
    s.push_str("\n\nSampo house rules (first value is the default):\n");
    for o in OPTIONS {
        s.push_str(&format!("  {}={}\n", o.name, o.values.join("|")));
    }
    let ids: Vec<_> = Variant::ALL.iter().map(|v| v.id()).collect();
    s.push_str(&format!("\nSáhkku variants: {}\nSáhkku options (the preset sets each):\n", ids.join(", ")));
    for o in sahkku::OPTIONS {
        s.push_str(&format!("  {}={}\n", o.name, o.values.join("|")));
    }
    s
}

fn tune_cmd(args: &[String]) -> Result<String> {
    let (mut families, mut games, mut seed, mut passes) = (Variant::ALL.to_vec(), 100u64, 1u64, 3u32);
    let (mut from, mut judge) = ("hand", Judge::Greedy);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variants" => families = variant_list(it.next())?,
            "--games" => games = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--passes" => passes = number(flag, it.next())?,
            "--from" => {
                from = match it.next().map(String::as_str) {
                    Some(w @ ("hand" | "tuned" | "family")) => w,
                    _ => return Err(anyhow!("--from needs 'hand', 'tuned' or 'family'")),
                }
            }
            "--judge" => {
                judge = match it.next().map(String::as_str) {
                    Some("greedy") => Judge::Greedy,
                    Some("expert") => Judge::Expert,
                    _ => return Err(anyhow!("--judge needs 'greedy' or 'expert'")),
                }
            }
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    if games < 2 || passes == 0 {
        return Err(anyhow!("--games must be at least 2 and --passes at least 1"));
    }
    let start = match from {
        "tuned" => Weights::TUNED,
        "family" => match families[..] {
            [v] => *Weights::tuned_for(&v.rules()),
            _ => return Err(anyhow!("--from family needs one family in --variants")),
        },
        _ => Weights::HAND,
    };
    let tuning = sampo_sahkku::lab::tune::tune(&families, judge, games, seed, passes, start, |t| {
        eprintln!(
            "{} {:.4} -> {:.4}: {:.3} ({:.3}-{:.3}){}",
            t.weight,
            t.from,
            t.to,
            t.score,
            t.score_ci95.0,
            t.score_ci95.1,
            if t.kept { " kept" } else { "" }
        )
    });
    Ok(serde_json::to_string_pretty(&tuning)?)
}

fn fit_cmd(args: &[String]) -> Result<String> {
    let (mut variant, mut games, mut seed, mut explore) = (None, 3000u64, 1u64, lab::fit::EXPLORE);
    let mut keep = Vec::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => variant = Some(family(it.next())?),
            "--games" => games = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--explore" => explore = number(flag, it.next())?,
            "--keep" => {
                let list = it.next().context("--keep needs a value")?;
                for name in list.split(',') {
                    keep.push(
                        Weights::NAMES
                            .iter()
                            .position(|n| *n == name)
                            .with_context(|| format!("unknown weight '{name}'"))?,
                    );
                }
            }
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let variant = variant.context("--variant is required")?;
    if games < 2 || !(0.0..=1.0).contains(&explore) {
        return Err(anyhow!("--games must be at least 2 and --explore between 0 and 1"));
    }
    let fitting = sampo_sahkku::lab::fit::run(variant, games, seed, explore, &keep);
    Ok(serde_json::to_string_pretty(&fitting)?)
}

fn ceiling_cmd(args: &[String]) -> Result<String> {
    use sahkku::levels::Level;
    let (mut variant, mut positions, mut playouts, mut seed) = (None, 400usize, 200usize, 1u64);
    let (mut weights, mut by) = (None, Level::Greedy);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => variant = Some(family(it.next())?),
            "--positions" => positions = number(flag, it.next())?,
            "--playouts" => playouts = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--weights" => weights = Some(it.next().context("--weights needs a file")?),
            "--played-by" => {
                let id = it.next().context("--played-by needs a level")?;
                by = Level::from_id(id)
                    .filter(|l| !matches!(l, Level::Master))
                    .with_context(|| format!("--played-by: random, greedy or expert, not '{id}'"))?;
            }
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let variant = variant.context("--variant is required")?;
    if positions < 1 || playouts < 2 {
        return Err(anyhow!("--positions must be at least 1 and --playouts at least 2"));
    }
    // The learned score the review would read, where the family ships one, or a
    // weights file's (to measure one before it ships).
    let learned = match weights {
        Some(file) => Some(lab::nets::from_file(file).map_err(anyhow::Error::msg)?),
        None => lab::nets::shipped(&variant.rules(), None).ok(),
    };
    let m = lab::ceiling::Measure { variant, positions, playouts, seed, by };
    let ceiling = lab::ceiling::measure(m, learned.as_ref());
    Ok(serde_json::to_string_pretty(&ceiling)?)
}

fn errors_cmd(args: &[String]) -> Result<String> {
    use lab::errors::{master_less_expert, measure_game, rates, Decision};
    let (mut variant, mut positions, mut rollouts, mut seed, mut file) = (None, 300usize, 64u32, 1u64, None);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => variant = Some(family(it.next())?),
            "--positions" => positions = number(flag, it.next())?,
            "--rollouts" => rollouts = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--checkpoint" => file = Some(it.next().context("--checkpoint needs a file")?.clone()),
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let variant = variant.context("--variant is required")?;
    let file = file.context("--checkpoint is required")?;
    if rollouts < 2 {
        return Err(anyhow!("--rollouts must be at least 2"));
    }
    let net = lab::nets::shipped(&variant.rules(), None).ok();
    // As `lab puzzles`' file: the run named first, a line a decision, a line a game.
    let head = format!("# lab errors --variant {} --rollouts {rollouts} --seed {seed}", variant.id());
    let mut text = std::fs::read_to_string(&file).unwrap_or_default();
    if text.is_empty() {
        text = format!("{head}\n");
    } else if text.lines().next() != Some(head.as_str()) {
        return Err(anyhow!("{file} is of another run; remove it or use its settings"));
    }
    let mut decisions: Vec<Decision> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(serde_json::from_str)
        .collect::<Result<_, _>>()
        .with_context(|| format!("{file} cannot be read"))?;
    let done = text.lines().filter_map(|l| l.strip_prefix("# game ")?.split(':').next()?.parse::<u64>().ok()).max();
    let mut game = done.map_or(seed, |d| d + 1);
    let start = Instant::now();
    while decisions.len() < positions {
        let took = Instant::now();
        let found = measure_game(variant, game, net.as_ref(), rollouts, positions - decisions.len());
        for d in &found {
            text += &format!("{}\n", serde_json::to_string(d)?);
        }
        text += &format!("# game {game}: {} decisions, {:.0} s\n", found.len(), took.elapsed().as_secs_f64());
        std::fs::write(&file, &text).with_context(|| format!("{file} cannot be written"))?;
        decisions.extend(found);
        eprintln!("errors {}: game {game}, {} decisions", variant.id(), decisions.len());
        game += 1;
    }
    let (diff, low, high) = master_less_expert(&decisions);
    Ok(serde_json::to_string_pretty(&serde_json::json!({
        "variant": variant.id(),
        "positions": decisions.len(),
        "rollouts": rollouts,
        "games": game - seed,
        "levels": rates(&decisions),
        "master_less_expert": { "mean": diff, "low": low, "high": high },
        "seconds": start.elapsed().as_secs_f64().round(),
    }))?)
}

fn oracle_cmd(args: &[String]) -> Result<String> {
    let (mut variant, mut positions, mut rounds, mut seed) = (None, 40usize, 64u32, 1u64);
    let (mut horizon, mut against) = (lab::oracle::HORIZON, lab::oracle::TO_THE_END);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => variant = Some(family(it.next())?),
            "--positions" => positions = number(flag, it.next())?,
            "--rounds" => rounds = number(flag, it.next())?,
            "--horizon" => horizon = number(flag, it.next())?,
            "--against" => against = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let variant = variant.context("--variant is required")?;
    if rounds < 2 {
        return Err(anyhow!("--rounds must be at least 2"));
    }
    let net = lab::nets::shipped(&variant.rules(), None).ok();
    let params = sahkku::master::Params::for_rules(&variant.rules());
    let start = Instant::now();
    let t = lab::oracle::truncation(variant, params.score(net.as_ref()), positions, rounds, [horizon, against], seed);
    let mut out = serde_json::to_value(&t)?;
    out["variant"] = variant.id().into();
    out["horizon"] = horizon.into();
    out["against"] = against.into();
    out["rounds"] = rounds.into();
    out["learned"] = net.is_some().into();
    out["seconds"] = start.elapsed().as_secs_f64().round().into();
    Ok(serde_json::to_string_pretty(&out)?)
}

fn agree_cmd(args: &[String]) -> Result<String> {
    let (mut variant, mut positions, mut nodes, mut seed) = (None, 300usize, sahkku::master::NODES, 1u64);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => variant = Some(family(it.next())?),
            "--positions" => positions = number(flag, it.next())?,
            "--nodes" => nodes = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let variant = variant.context("--variant is required")?;
    let net = lab::nets::shipped(&variant.rules(), None).ok();
    let start = Instant::now();
    let (same, differ) = lab::agree::agree(variant, net.as_ref(), positions, nodes, seed);
    Ok(serde_json::to_string_pretty(&serde_json::json!({
        "variant": variant.id(),
        "positions": positions,
        "nodes": nodes,
        "same": same,
        "differ": differ,
        "seconds": start.elapsed().as_secs_f64().round(),
    }))?)
}

fn rejudge_cmd(args: &[String]) -> Result<String> {
    use lab::puzzles::{confirm, CONFIRMING};
    use sahkku::puzzle::read_file;
    let (mut variant, mut file, mut checkpoint, mut drop) = (None, None, None, false);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => variant = Some(family(it.next())?),
            "--file" => file = Some(it.next().context("--file needs a file")?.clone()),
            "--checkpoint" => checkpoint = Some(it.next().context("--checkpoint needs a file")?.clone()),
            "--drop" => drop = true,
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let variant = variant.context("--variant is required")?;
    let checkpoint = checkpoint.context("--checkpoint is required")?;
    let file = file.unwrap_or_else(|| format!("puzzles/sahkku-{}.txt", variant.id()));
    let text = std::fs::read_to_string(&file).with_context(|| format!("{file} cannot be read"))?;
    let puzzles = read_file(variant, &text, None).map_err(|e| anyhow!("{file}: {e}"))?;
    let net = lab::nets::shipped(&variant.rules(), None).ok();
    // The checkpoint: a line a puzzle judged (id, confirmed, margin, error, rounds).
    let mut done = std::fs::read_to_string(&checkpoint).unwrap_or_default();
    let judged = |done: &str, id: &str| done.lines().any(|l| l.split(' ').next() == Some(id));
    // The closest margins first: those the oracle is likeliest to refuse.
    let mut order: Vec<&sahkku::puzzle::Puzzle> = puzzles.iter().collect();
    order.sort_by(|a, b| a.choices[1].given_away.total_cmp(&b.choices[1].given_away));
    let start = Instant::now();
    for p in order {
        if judged(&done, &p.id) {
            continue;
        }
        let c = confirm(p, net.as_ref(), CONFIRMING).with_context(|| format!("puzzle {} does not replay", p.id))?;
        done += &format!("{} {} {:.4} {:.4} {}\n", p.id, u8::from(c.confirmed), c.margin, c.error, c.rounds);
        std::fs::write(&checkpoint, &done).with_context(|| format!("{checkpoint} cannot be written"))?;
    }
    let rows: Vec<Vec<&str>> = done.lines().map(|l| l.split(' ').collect()).collect();
    let refused: Vec<&str> = rows.iter().filter(|r| r[1] == "0").map(|r| r[0]).collect();
    let longer = rows.iter().filter(|r| r[4] != CONFIRMING.rounds[0].to_string()).count();
    let mut margins: Vec<f64> = rows.iter().filter_map(|r| r[2].parse().ok()).collect();
    margins.sort_by(f64::total_cmp);
    let mut errors: Vec<f64> = rows.iter().filter_map(|r| r[3].parse().ok()).collect();
    errors.sort_by(f64::total_cmp);
    if drop && !refused.is_empty() {
        // The refused puzzles' lines leave the file; a comment says which and why.
        let kept: String = text
            .lines()
            .filter(|l| l.starts_with('#') || !refused.contains(&l.split(' ').next().unwrap_or("")))
            .map(|l| format!("{l}\n"))
            .collect();
        let note =
            format!("# lab rejudge: {} not confirmed by the oracle, dropped: {}\n", refused.len(), refused.join(" "));
        std::fs::write(&file, kept + &note).with_context(|| format!("{file} cannot be written"))?;
    }
    Ok(serde_json::to_string_pretty(&serde_json::json!({
        "variant": variant.id(),
        "judged": rows.len(),
        "confirmed": rows.len() - refused.len(),
        "refused": refused,
        "looked_longer": longer,
        "margin_median": margins.get(margins.len() / 2),
        "margin_least": margins.first(),
        "error_median": errors.get(errors.len() / 2),
        "seconds": start.elapsed().as_secs_f64().round(),
    }))?)
}

fn puzzles_cmd(args: &[String]) -> Result<String> {
    use sahkku::puzzle::{read_file, Puzzle};
    let (mut variant, mut count, mut seed, mut out) = (None, 200usize, 1u64, None);
    let mut nodes = sahkku::master::NODES;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => variant = Some(family(it.next())?),
            "--count" => count = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--nodes" => nodes = number(flag, it.next())?,
            "--out" => out = Some(it.next().context("--out needs a file")?.clone()),
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let variant = variant.context("--variant is required")?;
    let out = out.context("--out is required")?;
    let net = lab::nets::shipped(&variant.rules(), None).ok();
    // The file is the checkpoint: its first line names the run, and a line after each
    // game says which game ended; a run started again goes on after the last.
    let head = format!("# lab puzzles --variant {} --seed {seed} --nodes {nodes}", variant.id());
    let mut text = std::fs::read_to_string(&out).unwrap_or_default();
    if text.is_empty() {
        text = format!("{head}\n");
    } else if text.lines().next() != Some(head.as_str()) {
        return Err(anyhow!("{out} is of another run; remove it or use its settings"));
    }
    let mut puzzles = read_file(variant, &text, None).map_err(|e| anyhow!("{out}: {e}"))?;
    let done = text.lines().filter_map(|l| l.strip_prefix("# game ")?.split(':').next()?.parse::<u64>().ok()).max();
    let mut game = done.map_or(seed, |d| d + 1);
    let start = Instant::now();
    while puzzles.len() < count {
        let took = Instant::now();
        let mut found: Vec<Puzzle> =
            lab::puzzles::mine_game(variant, game, net.as_ref(), nodes, Some(lab::puzzles::CONFIRMING));
        found.retain(|p| puzzles.iter().all(|q| q.id != p.id));
        for p in &found {
            text += &format!("{}\n", p.to_line());
        }
        text += &format!("# game {game}: {} puzzles, {:.0} s\n", found.len(), took.elapsed().as_secs_f64());
        std::fs::write(&out, &text).with_context(|| format!("{out} cannot be written"))?;
        puzzles.extend(found);
        eprintln!("puzzles {}: game {game}, {} puzzles", variant.id(), puzzles.len());
        game += 1;
    }
    let share = |f: fn(&Puzzle) -> bool| puzzles.iter().filter(|p| f(p)).count() as f64 / puzzles.len().max(1) as f64;
    let mut ratings: Vec<u16> = puzzles.iter().map(|p| p.rating).collect();
    ratings.sort_unstable();
    Ok(serde_json::to_string_pretty(&serde_json::json!({
        "variant": variant.id(),
        "puzzles": puzzles.len(),
        "games": game - seed,
        "greedy_finds": share(|p| p.greedy),
        "expert_finds": share(|p| p.expert),
        "only_master": share(|p| !p.greedy && !p.expert),
        "rating_median": ratings.get(ratings.len() / 2),
        "seconds": start.elapsed().as_secs_f64().round(),
        "sha256": sahkku::net::hash(text.as_bytes()),
    }))?)
}

/// The family named by `--variant`'s value.
fn family(value: Option<&String>) -> Result<Variant> {
    let id = value.context("--variant needs a value")?;
    Variant::from_id(id).map_err(|_| anyhow!("unknown variant '{id}'"))
}

/// The families named by `--variants ID,ID,...`.
fn variant_list(value: Option<&String>) -> Result<Vec<Variant>> {
    let list = value.context("--variants needs a value")?;
    list.split(',').map(|id| Variant::from_id(id).map_err(|_| anyhow!("unknown variant '{id}'"))).collect()
}

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> Result<T> {
    let v = value.with_context(|| format!("{flag} needs a value"))?;
    v.parse().map_err(|_| anyhow!("{flag}: '{v}' is not a valid number"))
}

fn sampo(args: &[String]) -> Result<String> {
    let (mut players, mut games, mut seed) = (4usize, 10_000u64, 1u64);
    let mut rules = HouseRules::default();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--players" => players = number(flag, it.next())?,
            "--games" => games = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--rule" => {
                let pair = it.next().context("--rule needs NAME=VALUE")?;
                rules.set_pair(pair)?;
            }
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    if games == 0 {
        return Err(anyhow!("--games must be at least 1"));
    }
    let started = Instant::now();
    let stats = lab::sampo::run(players, games, seed, rules)?;
    let secs = started.elapsed().as_secs_f64();
    let mut json = serde_json::to_value(&stats).expect("stats are plain data");
    json["games_per_sec"] = serde_json::json!((games as f64 / secs.max(1e-9)).round());
    Ok(json.to_string())
}

/// The flags `lab sahkku` and `lab tournament` share: the family and its house rules,
/// the players (levels, comma-separated), the number of games and the seed.
struct SahkkuRun {
    variant: Variant,
    rules: sahkku::Rules,
    players: Vec<String>,
    games: u64,
    seed: u64,
}

fn sahkku_run(args: &[String], players: &[&str], games: u64) -> Result<SahkkuRun> {
    let (mut variant, mut games, mut seed) = (None, games, 1u64);
    let mut players: Vec<String> = players.iter().map(|p| p.to_string()).collect();
    let mut options = Vec::new();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--variant" => {
                let id = it.next().context("--variant needs an id")?;
                variant = Some(Variant::from_id(id)?);
            }
            "--players" => {
                let p = it.next().context("--players needs a list, e.g. random,greedy")?;
                players = p.split(',').map(|s| s.trim().to_string()).collect();
            }
            "--games" => games = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--option" => options.push(it.next().context("--option needs NAME=VALUE")?.clone()),
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let variant = variant.context("--variant is required")?;
    let mut rules = variant.rules();
    for o in &options {
        rules.set_pair(o)?;
    }
    rules.validate()?;
    Ok(SahkkuRun { variant, rules, players, games, seed })
}

fn tournament_cmd(args: &[String]) -> Result<String> {
    let run = sahkku_run(args, &["random", "greedy", "expert"], 100)?;
    if run.games < 2 {
        return Err(anyhow!("--games must be at least 2 (half on each side)"));
    }
    let names: Vec<&str> = run.players.iter().map(String::as_str).collect();
    let t = lab::tournament::tournament(run.rules, &names, run.games, run.seed).map_err(anyhow::Error::msg)?;
    let mut json = serde_json::to_value(&t).expect("results are plain data");
    json["variant"] = serde_json::json!(run.variant.id());
    Ok(json.to_string())
}

/// `lab ladder`: several tournaments' games of one family, rated together.
fn ladder_cmd(args: &[String]) -> Result<String> {
    let (anchor, files) = match args {
        [flag, level, files @ ..] if flag == "--anchor" => (Some(level.as_str()), files),
        files => (None, files),
    };
    if files.is_empty() {
        return Err(anyhow!("lab ladder: no tournament files given"));
    }
    let mut variant: Option<(String, &str)> = None;
    let mut pairs = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).with_context(|| format!("{file}: cannot be read"))?;
        let not_one = || anyhow!("{file}: not the output of lab tournament (a variant and its pairs)");
        let json: serde_json::Value = serde_json::from_str(&text).map_err(|_| not_one())?;
        let v = json["variant"].as_str().ok_or_else(not_one)?;
        match &variant {
            Some((first, first_file)) if first != v => {
                return Err(anyhow!("{first_file} is of {first}, {file} of {v}: a ladder is of one family"));
            }
            Some(_) => {}
            None => variant = Some((v.to_string(), file)),
        }
        for p in json["pairs"].as_array().ok_or_else(not_one)? {
            let name = |k: usize| p["players"][k].as_str().map(str::to_string);
            let (Some(a), Some(b), Some(w0), Some(w1), Some(d)) =
                (name(0), name(1), p["wins"][0].as_u64(), p["wins"][1].as_u64(), p["draws"].as_u64())
            else {
                return Err(not_one());
            };
            pairs.push(lab::tournament::Pair::of([a, b], [w0, w1], d));
        }
    }
    let (pairs, elo) = lab::tournament::ladder(&pairs, anchor).map_err(anyhow::Error::msg)?;
    let variant = variant.map(|(v, _)| v);
    Ok(serde_json::json!({ "variant": variant, "files": files.len(), "pairs": pairs, "elo": elo }).to_string())
}

/// Seconds since the first call.
fn clock() -> impl Fn() -> f64 {
    let start = Instant::now();
    move || start.elapsed().as_secs_f64()
}

fn sahkku_cmd(args: &[String]) -> Result<String> {
    let run = sahkku_run(args, &["random", "random"], 1000)?;
    let [p1, p2] = run.players.as_slice() else {
        return Err(anyhow!("--players: '{}' must name two players, e.g. random,random", run.players.join(",")));
    };
    if run.games == 0 {
        return Err(anyhow!("--games must be at least 1"));
    }
    let stats = lab::sahkku::run(run.rules, [p1, p2], run.games, run.seed, clock()).map_err(anyhow::Error::msg)?;
    Ok(serde_json::to_string(&stats).expect("stats are plain data"))
}

/// A game read from a file: a save exported by the app, or a bare Sáhkku game record.
enum Game {
    Sampo(sampo_sahkku::engine::sampo::Game, Vec<sampo_sahkku::saves::SampoSeat>),
    Sahkku(Record),
}

/// Reads `args`' FILE as a game, or says why not (and the exit code to end with).
fn read_game(command: &str, args: &[String]) -> Result<Game, (String, u8)> {
    let Some(path) = args.first() else {
        return Err((format!("{command} needs a FILE\n\n{USAGE}"), 2));
    };
    let text = std::fs::read_to_string(path).map_err(|e| (format!("cannot read {path}: {e}"), 2))?;
    match SaveFile::decode(&text) {
        Ok(SaveFile { game: SavedGame::Sampo { seats, record, .. }, .. }) => {
            let (game, _) = record.replay().expect("decode replays the record");
            Ok(Game::Sampo(game, seats))
        }
        Ok(SaveFile { game: SavedGame::Sahkku { record, .. }, .. }) => Ok(Game::Sahkku(record)),
        Err(LoadError::Invalid(why)) => Err((format!("{path}: {why}"), 1)),
        Err(_) => match serde_json::from_str::<Record>(&text) {
            Ok(record) => record.replay().map(|_| Game::Sahkku(record)).map_err(|e| (format!("{path}: {e}"), 1)),
            Err(e) => Err((format!("{path} is neither a saved game nor a Sáhkku game record: {e}"), 1)),
        },
    }
}

fn replay(args: &[String]) -> ExitCode {
    match read_game("replay", args) {
        Ok(Game::Sampo(game, seats)) => print!("{}", sampo_summary(&game, &seats)),
        Ok(Game::Sahkku(record)) => print!("{}", diagram(&record.replay().expect("read_game replayed it").0)),
        Err((why, code)) => {
            eprintln!("lab: {why}");
            return ExitCode::from(code);
        }
    }
    ExitCode::SUCCESS
}

/// `lab review FILE`: a Sáhkku game's luck and skill, as JSON.
fn review(args: &[String]) -> ExitCode {
    let record = match read_game("review", args) {
        Ok(Game::Sahkku(record)) => record,
        Ok(Game::Sampo(..)) => {
            eprintln!(
                "lab: review reads Sáhkku games: in Sampo the die decides every move, so there is no decision to weigh"
            );
            return ExitCode::from(1);
        }
        Err((why, code)) => {
            eprintln!("lab: {why}");
            return ExitCode::from(code);
        }
    };
    // With the family's learned score where it ships one, as the app reads the game.
    let net = sahkku::net::for_game(&record).and_then(|_| match lab::nets::shipped(&record.variant.rules(), None) {
        Ok(net) => Some(net),
        Err(why) => {
            eprintln!("lab: the learned score could not be read ({why}): the expert's score reads the game");
            None
        }
    });
    // --nodes N: each decision weighed by the master's ranking at N positions, as the
    // hint weighs it (`analysis::review`); else one turn deep, as the app's review.
    let nodes = match args.iter().position(|a| a == "--nodes").map(|i| number::<u64>("--nodes", args.get(i + 1))) {
        None => None,
        Some(Ok(n)) => Some(n),
        Some(Err(why)) => {
            eprintln!("lab: {why}");
            return ExitCode::from(2);
        }
    };
    let r = match nodes {
        Some(n) => sahkku::analysis::review(&record, net.as_ref(), n),
        None => sahkku::review::review(&record, net.as_ref()),
    }
    .expect("read_game replayed it");
    let costliest: Vec<usize> = r.costliest(3).iter().map(|m| m.entry).collect();
    let json = serde_json::json!({
        "variant": record.variant.id(),
        "learned": r.learned,
        "ranked": r.ranked,
        "totals": { "one": r.totals[0], "two": r.totals[1] },
        // The mean chance given away per decision that counted (docs/ai.md, The game review).
        "error_rate": { "one": r.totals[0].error_rate(), "two": r.totals[1].error_rate() },
        "costliest": costliest,
        "points": r.points,
        "result": r.result,
        "moments": r.moments,
    });
    println!("{json}");
    ExitCode::SUCCESS
}

/// A Sampo game's state as text: each seat's square and coins, the pot, who is next.
fn sampo_summary(game: &sampo_sahkku::engine::sampo::Game, seats: &[sampo_sahkku::saves::SampoSeat]) -> String {
    let mut out = String::new();
    for (i, s) in seats.iter().enumerate() {
        let p = game.pawn(i as u8);
        out.push_str(&format!("{}. {:<16} square {:>2}  coins {:>3}\n", i + 1, s.name, p.square, p.coins));
    }
    out.push_str(&format!("pot {}; round {}; rolls {}; ", game.pot(), game.round(), game.rolls()));
    match game.ranking() {
        Some(r) => out.push_str(&format!("won by {}\n", seats[r[0] as usize].name)),
        None => out.push_str(&format!("{} to roll\n", seats[game.turn() as usize].name)),
    }
    out
}

/// `lab bench`, alone or side by side with another build's (`--compare`).
fn bench_cmd(args: &[String]) -> Result<String> {
    let (mut old, mut rounds) = (None, 3usize);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--compare" => old = Some(it.next().context("--compare needs the path of another lab binary")?.clone()),
            "--rounds" => rounds = number(flag, it.next())?,
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let Some(old) = old else { return Ok(bench()) };
    if rounds == 0 {
        return Err(anyhow!("--rounds must be at least 1"));
    }
    let new = std::env::current_exe().context("this binary's path")?;
    let run = |bin: &std::path::Path| -> Result<serde_json::Value> {
        let out = std::process::Command::new(bin)
            .arg("bench")
            .output()
            .with_context(|| format!("cannot run {}", bin.display()))?;
        serde_json::from_slice(&out.stdout).map_err(|_| anyhow!("{} bench did not print a bench's JSON", bin.display()))
    };
    let load = || std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim().to_string();
    let before = load();
    let (mut olds, mut news) = (Vec::new(), Vec::new());
    for round in 0..rounds {
        // Interleaved, the order swapped each round: a machine that slows down or
        // speeds up during the run weighs on both builds alike.
        if round % 2 == 0 {
            olds.push(run(std::path::Path::new(&old))?);
            news.push(run(&new)?);
        } else {
            news.push(run(&new)?);
            olds.push(run(std::path::Path::new(&old))?);
        }
    }
    let mut report = compare(&olds, &news);
    report["rounds"] = serde_json::json!(rounds);
    report["load_average_before"] = serde_json::json!(before);
    report["load_average_after"] = serde_json::json!(load());
    Ok(report.to_string())
}

/// Each number both benches print (`family.figure`, or a top-level figure), as the
/// median over the rounds of each, and new ÷ old. Figures only one build prints (a
/// figure added since) are given for that build alone.
fn compare(olds: &[serde_json::Value], news: &[serde_json::Value]) -> serde_json::Value {
    fn figures(run: &serde_json::Value) -> Vec<(String, f64)> {
        let mut out = Vec::new();
        for (key, value) in run.as_object().into_iter().flatten() {
            match value {
                serde_json::Value::Object(inner) => {
                    for (figure, v) in inner {
                        if let Some(x) = v.as_f64() {
                            out.push((format!("{key}.{figure}"), x));
                        }
                    }
                }
                v => out.extend(v.as_f64().map(|x| (key.clone(), x))),
            }
        }
        out
    }
    fn medians(runs: &[serde_json::Value]) -> std::collections::BTreeMap<String, f64> {
        let mut all: std::collections::BTreeMap<String, Vec<f64>> = Default::default();
        for run in runs {
            for (k, x) in figures(run) {
                all.entry(k).or_default().push(x);
            }
        }
        all.into_iter()
            .map(|(k, mut xs)| {
                xs.sort_by(f64::total_cmp);
                let n = xs.len();
                let m = if n % 2 == 1 { xs[n / 2] } else { (xs[n / 2 - 1] + xs[n / 2]) / 2.0 };
                (k, m)
            })
            .collect()
    }
    let (old, new) = (medians(olds), medians(news));
    let mut out = serde_json::Map::new();
    for key in old.keys().chain(new.keys().filter(|k| !old.contains_key(*k))) {
        let (o, n) = (old.get(key), new.get(key));
        let ratio = match (o, n) {
            (Some(&o), Some(&n)) if o > 0.0 => serde_json::json!((n / o * 1000.0).round() / 1000.0),
            _ => serde_json::Value::Null,
        };
        out.insert(key.clone(), serde_json::json!({ "old": o, "new": n, "new_over_old": ratio }));
    }
    serde_json::json!({ "medians": out })
}

/// Random playouts per preset and Sampo games, natively. Run it with --release.
/// The positions of a greedy game of `v` where a sub-move is expected.
fn greedy_positions(v: Variant) -> Vec<sahkku::Position> {
    use sahkku::levels::{choose, Level};
    use sampo_sahkku::engine::dice::SeededDice;
    let mut pos = sahkku::Position::new(v.rules());
    let mut dice = SeededDice::new(1);
    let mut out = Vec::new();
    loop {
        match pos.expect() {
            sahkku::Expect::Throw { dice: n, .. } => {
                let faces = sahkku::play::throw_dice(&pos, &mut dice, n);
                pos.throw(&faces).expect("the dice asked for");
            }
            sahkku::Expect::Move { .. } => {
                out.push(pos.clone());
                let m = choose(&pos, Level::Greedy, &mut dice);
                pos.play(m).expect("greedy plays a legal move");
            }
            sahkku::Expect::Over => return out,
        }
    }
}

fn bench() -> String {
    let mut out = serde_json::Map::new();
    for v in Variant::ALL {
        let stats = lab::sahkku::run(v.rules(), ["random", "random"], 3000, 1, clock()).expect("random is known");
        out.insert(
            v.id().to_string(),
            serde_json::json!({
                "playouts_per_sec": stats.playouts_per_sec,
                "plies_per_sec": stats.plies_per_sec,
                "piece_plies_per_sec": stats.piece_plies_per_sec,
                "decisions_per_sec": stats.decisions_per_sec,
                "throws_per_sec": stats.throws_per_sec,
            }),
        );
    }
    for v in [Variant::Lagesvuon, Variant::Gavkevuotna] {
        let t = lab::sahkku::expert_decision_ms(v.rules(), 300, 1, clock());
        out.insert(
            format!("expert_decision_ms_{}", v.id()),
            serde_json::json!({ "p50": lab::sahkku::quantile(&t, 0.5), "p95": lab::sahkku::quantile(&t, 0.95) }),
        );
    }
    // The learned score's cost against the hand-made one's, on the positions of a
    // greedy game (a network of the shipped shape, and with the threat inputs; its
    // weights do not change the work).
    for v in [Variant::Lagesvuon, Variant::Gavkevuotna] {
        use sampo_sahkku::engine::sahkku::ai::Score;
        use sampo_sahkku::engine::sahkku::net::{self, Net};
        let positions = greedy_positions(v);
        let net = Net::random(net::HIDDEN, 1);
        let threats = Net::random_with(net::INPUTS + net::THREATS, net::HIDDEN, 1);
        let rate = |score: &dyn Score| {
            let started = Instant::now();
            let mut reads = 0u64;
            let mut sum = 0.0;
            while started.elapsed().as_secs_f64() < 0.5 {
                for p in &positions {
                    sum += score.evaluate(p, sahkku::Side::One);
                }
                reads += positions.len() as u64;
            }
            std::hint::black_box(sum);
            (reads as f64 / started.elapsed().as_secs_f64()).round()
        };
        out.insert(
            format!("scores_per_sec_{}", v.id()),
            serde_json::json!({
                "hand_made": rate(Weights::tuned_for(&v.rules())),
                "network": rate(&net),
                "network_with_threats": rate(&threats),
            }),
        );
    }
    // What the learned score costs the master in the app's quick thinking time (0.2 s):
    // positions scored a decision, the median of 30, with and without it (Lágesvuon
    // ships one).
    {
        let rules = Variant::Lagesvuon.rules();
        let net = lab::nets::shipped(&rules, None).ok();
        let clock = Instant::now();
        let nodes = |net| {
            let (_, nodes) =
                lab::sahkku::master_decision_ms(rules, 30, 1, 200.0, || clock.elapsed().as_secs_f64(), net);
            lab::sahkku::quantile(&nodes, 0.5)
        };
        out.insert(
            "master_nodes_in_200ms_lagesvuon".into(),
            serde_json::json!({ "hand_made": nodes(None), "trained": net.as_ref().map(|n| nodes(Some(n))) }),
        );
    }
    let started = Instant::now();
    let games = 100_000;
    lab::sampo::run(4, games, 1, HouseRules::default()).expect("4 players is valid");
    let secs = started.elapsed().as_secs_f64().max(1e-9);
    out.insert("sampo_4p_games_per_sec".into(), serde_json::json!((games as f64 / secs).round()));
    serde_json::Value::Object(out).to_string()
}

/// `lab analyse`: the master's ranking of one position, as the hint shows it.
fn analyse_cmd(args: &[String]) -> Result<String> {
    use sahkku::analysis::{analyse, Analysis};
    use sahkku::master::{self, Params};
    let (mut file, mut at, mut link, mut variant, mut setup, mut throw) = (None, None, None, None, None, None);
    let (mut nodes, mut seed, mut handmade, mut json) = (master::NODES, None, false, false);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().with_context(|| format!("{flag} needs a value")).cloned();
        match flag.as_str() {
            "--at" => at = Some(number::<usize>(flag, Some(&value()?))?),
            "--link" => link = Some(value()?),
            "--variant" => variant = Some(family(Some(&value()?))?),
            "--setup" => setup = Some(value()?),
            "--throw" => throw = Some(value()?),
            "--nodes" => nodes = number(flag, Some(&value()?))?,
            "--seed" => seed = Some(number(flag, Some(&value()?))?),
            "--handmade" => handmade = true,
            "--json" => json = true,
            other if !other.starts_with("--") && file.is_none() => file = Some(other.to_string()),
            other => return Err(anyhow!("unknown option '{other}'")),
        }
    }
    let mut record = match (file, link, variant, setup) {
        (Some(path), None, None, None) => match read_game("analyse", &[path]) {
            Ok(Game::Sahkku(record)) => record,
            Ok(Game::Sampo(..)) => {
                return Err(anyhow!("analyse reads Sáhkku positions: Sampo has no decision to weigh"))
            }
            Err((why, _)) => return Err(anyhow!(why)),
        },
        (None, Some(text), None, None) => {
            let text = text.rsplit_once('#').map_or(text.as_str(), |(_, after)| after);
            match sampo_sahkku::share::Link::decode(text).map_err(|e| anyhow!("the link opens nothing: {e:?}"))? {
                sampo_sahkku::share::Link::Analysis(record) => record,
                sampo_sahkku::share::Link::Game {
                    save: SaveFile { game: SavedGame::Sahkku { record, .. }, .. },
                    ..
                } => record,
                _ => return Err(anyhow!("the link holds no Sáhkku position (a game, a question or an analysis)")),
            }
        }
        (None, None, Some(v), Some(text)) => {
            let setup = sahkku::Setup::from_text(v.rules(), &text).map_err(|e| anyhow!("--setup: {e:?}"))?;
            let mut record = Record::set_up(v, setup).map_err(|e| anyhow!("--setup: {e:?}"))?;
            if let Some(faces) = throw {
                let faces: Vec<sahkku::Face> = faces
                    .split_whitespace()
                    .map(|f| sahkku::Face::parse(f).with_context(|| format!("--throw: '{f}' is no face")))
                    .collect::<Result<_>>()?;
                let mut pos = record.start_position().map_err(|e| anyhow!("--setup: {e}"))?;
                pos.throw(&faces).map_err(|e| anyhow!("--throw: {e}"))?;
                record.push_throw(&faces);
            }
            record
        }
        _ => return Err(anyhow!("analyse needs one of FILE, --link TEXT, or --variant ID --setup TEXT\n\n{USAGE}")),
    };
    if let Some(len) = at {
        if len > record.entries.len() {
            return Err(anyhow!("--at {len}: the record has {} entries", record.entries.len()));
        }
        record.truncate(len);
    }
    let (pos, _) = record.replay().map_err(|e| anyhow!("the record does not replay: {e}"))?;
    let net = (!handmade)
        .then(|| sahkku::net::for_game(&record).and_then(|_| lab::nets::shipped(&record.variant.rules(), None).ok()))
        .flatten();
    let params = Params::for_rules(pos.rules());
    let seed = seed.unwrap_or_else(|| master::seed_of(&pos));
    let a: Analysis = analyse(&pos, &params, params.score(net.as_ref()), seed, &mut |spent| spent >= nodes)
        .with_context(|| match pos.expect() {
            sahkku::Expect::Throw { side, .. } => {
                format!("no one is to choose here: player {} is to throw", side.index() + 1)
            }
            _ => "no one is to choose here: the game is over".to_string(),
        })?;
    let scored = if net.is_some() { "learned" } else { "handmade" };
    if json {
        let ranked = |a: &Analysis| -> serde_json::Value {
            a.candidates
                .iter()
                .map(|c| {
                    serde_json::json!({ "line": c.line.join(" "), "chance": c.chance, "given_away": c.given_away,
                        "depth": format!("{:?}", c.depth).to_lowercase() })
                })
                .collect()
        };
        let kept = a.kept.as_deref().map(ranked);
        return Ok(serde_json::json!({
            "variant": record.variant.id(), "entries": record.entries.len(), "player": a.side.index() + 1,
            "nodes": a.nodes, "rounds": a.rounds, "seed": seed, "score": scored,
            "ranking": ranked(&a), "kept": kept,
        })
        .to_string());
    }
    let mut out =
        format!("{}player {} to choose, after {} entries\n", diagram(&pos), a.side.index() + 1, record.entries.len());
    out += &format!("weighed: {} positions, {} rounds of rollouts, seed {seed}, {scored} score\n", a.nodes, a.rounds);
    let rows = |a: &Analysis| {
        let top = a.best().map(|b| b.depth);
        a.candidates
            .iter()
            .enumerate()
            .map(|(k, c)| {
                let shallow = if Some(c.depth) < top { " (not weighed as deeply)" } else { "" };
                format!(
                    "{:>3}. {:<32} {:>5.1} %  gives away {:>5.1}  {:?}{shallow}\n",
                    k + 1,
                    c.line.join(" "),
                    c.chance * 100.0,
                    c.given_away * 100.0,
                    c.depth
                )
            })
            .collect::<String>()
    };
    out += &rows(&a);
    if let Some(kept) = &a.kept {
        out += "if kept:\n";
        out += &rows(kept);
    }
    Ok(out.trim_end().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comparison_gives_each_figures_medians_and_their_ratio() {
        let run = |plies: f64, games: f64| serde_json::json!({ "lagesvuon": { "piece_plies_per_sec": plies, "note": "x" }, "sampo_4p_games_per_sec": games });
        let olds = [run(100.0, 10.0), run(300.0, 30.0), run(200.0, 20.0)];
        let mut news = vec![run(400.0, 20.0), run(500.0, 20.0), run(600.0, 20.0)];
        news[0]["added_since"] = serde_json::json!(7.0);
        let c = compare(&olds, &news);
        let m = &c["medians"];
        assert_eq!(
            m["lagesvuon.piece_plies_per_sec"],
            serde_json::json!({ "old": 200.0, "new": 500.0, "new_over_old": 2.5 })
        );
        assert_eq!(m["sampo_4p_games_per_sec"]["new_over_old"], serde_json::json!(1.0));
        assert_eq!(m["added_since"], serde_json::json!({ "old": null, "new": 7.0, "new_over_old": null }));
        assert!(m.get("lagesvuon.note").is_none(), "only numbers are compared");
        // An even number of rounds: the mean of the middle two.
        let c = compare(&olds[..2], &news[..2]);
        assert_eq!(c["medians"]["lagesvuon.piece_plies_per_sec"]["old"], serde_json::json!(200.0));
    }

    #[test]
    fn a_comparison_without_a_binary_or_rounds_says_what_is_missing() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(bench_cmd(&args(&["--compare"])).unwrap_err().to_string().contains("--compare needs"));
        assert!(bench_cmd(&args(&["--compare", "x", "--rounds", "0"])).unwrap_err().to_string().contains("at least 1"));
        assert!(bench_cmd(&args(&["--compare", "/no/such/lab", "--rounds", "1"]))
            .unwrap_err()
            .to_string()
            .contains("cannot run"));
        assert!(bench_cmd(&args(&["--fast"])).unwrap_err().to_string().contains("unknown option"));
    }

    #[test]
    fn tuning_starts_from_the_weights_named_and_refuses_others() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(tune_cmd(&args(&["--from", "best"])).unwrap_err().to_string().contains("'hand', 'tuned' or 'family'"));
        assert!(tune_cmd(&args(&["--from"])).unwrap_err().to_string().contains("'hand', 'tuned' or 'family'"));
        assert!(tune_cmd(&args(&["--from", "family"])).unwrap_err().to_string().contains("one family"));
        assert!(tune_cmd(&args(&["--judge", "master"])).unwrap_err().to_string().contains("'greedy' or 'expert'"));
    }
}
