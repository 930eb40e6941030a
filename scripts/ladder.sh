#!/usr/bin/env bash
# Issue 38's ladder: for each family, random, greedy and the expert at 1,000 games a pair
# (`lab tournament ... --games 1000 --seed 29`, written to target/t1k/rge_<family>.json
# where missing) and the trained master's 1,000-game runs against greedy, the expert and
# today's master (scripts/trained-vs.sh) rated together by `lab ladder`, random at 0.
# Prints one line of docs/ai.md's table a family: each level's Elo with its interval, the
# trained master's games against each level, and its Elo over the expert.
#   scripts/ladder.sh [FAMILY...]   (default: every family that ships weights)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/t1k.sh "$@"
shopt -s nullglob
for v in "${families[@]}"; do
  base=$out/rge_$v.json
  if [ ! -s "$base" ]; then
    "$lab" tournament --variant "$v" --players random,greedy,expert --games 1000 --seed 29 > "$base.part"
    mv "$base.part" "$base"
  fi
  files=("$base" "$out"/t_greedy_"$v"_1*.json "$out"/t_expert_"$v"_1*.json "$out"/t_"$v"_1*.json)
  # The same games anchored at the expert: the trained master's lead over it, whose
  # interval is much narrower than its rating's over random (whom every level sweeps).
  over_expert=$("$lab" ladder --anchor expert "${files[@]}")
  "$lab" ladder --anchor random "${files[@]}" |
    OVER_EXPERT=$over_expert python3 -c '
import json, os, sys
l = json.load(sys.stdin)
elo = {r["player"]: r for r in l["elo"]}
games = {frozenset(p["players"]): p["games"] for p in l["pairs"]}
def cell(p):
    if p not in elo:
        return "—"
    r = elo[p]
    return "%+.0f (%.0f to %.0f)" % (r["elo"], r["ci95"][0], r["ci95"][1])
def n(a, b):
    return "{:,}".format(games.get(frozenset((a, b)), 0))
row = [l["variant"]] + [cell(p) for p in ["greedy", "expert", "master", "master+net"]]
row.append(" · ".join(n("master+net", b) for b in ["greedy", "expert", "master"]))
lead = {r["player"]: r for r in json.loads(os.environ["OVER_EXPERT"])["elo"]}["master+net"]
row.append("%+.0f (%.0f to %.0f)" % (lead["elo"], lead["ci95"][0], lead["ci95"][1]))
print("| " + " | ".join(row) + " |")
'
done
