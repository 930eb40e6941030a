//! `lab`: many games from the command line, printed as one JSON object.
//!
//!     lab sampo --players 4 --games 100000 --seed 1 [--rule NAME=VALUE ...]
//!
//! Bad arguments print a message and exit with status 2.

use sampo_sahkku::engine::sampo::{HouseRules, OPTIONS};
use sampo_sahkku::lab;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage:
  lab sampo [--players N] [--games N] [--seed S] [--rule NAME=VALUE]...
      N players 2..6 (default 4), games (default 10000), seed (default 1)
  lab help";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("lab: {msg}\n\n{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<String, String> {
    match args.first().map(String::as_str) {
        Some("sampo") => sampo(&args[1..]),
        Some("help" | "--help" | "-h") => Ok(help()),
        Some(other) => Err(format!("unknown command '{other}'")),
        None => Err("no command given".into()),
    }
}

fn help() -> String {
    let mut s = String::from(USAGE);
    s.push_str("\n\nSampo house rules (first value is the default):\n");
    for o in OPTIONS {
        s.push_str(&format!("  {}={}\n", o.name, o.values.join("|")));
    }
    s
}

fn number<T: std::str::FromStr>(flag: &str, value: Option<&String>) -> Result<T, String> {
    let v = value.ok_or_else(|| format!("{flag} needs a value"))?;
    v.parse().map_err(|_| format!("{flag}: '{v}' is not a valid number"))
}

fn sampo(args: &[String]) -> Result<String, String> {
    let (mut players, mut games, mut seed) = (4usize, 10_000u64, 1u64);
    let mut rules = HouseRules::default();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--players" => players = number(flag, it.next())?,
            "--games" => games = number(flag, it.next())?,
            "--seed" => seed = number(flag, it.next())?,
            "--rule" => {
                let pair = it.next().ok_or("--rule needs NAME=VALUE")?;
                rules.set_pair(pair).map_err(|e| e.to_string())?;
            }
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    let started = Instant::now();
    let stats = lab::sampo::run(players, games, seed, rules).map_err(|e| e.to_string())?;
    let secs = started.elapsed().as_secs_f64();
    let mut json = serde_json::to_value(&stats).expect("stats are plain data");
    json["games_per_sec"] = serde_json::json!((games as f64 / secs.max(1e-9)).round());
    Ok(json.to_string())
}
