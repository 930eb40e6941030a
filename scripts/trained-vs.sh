#!/usr/bin/env bash
# The trained master (the shipped weights, `master+net`) against another level (today's
# master unless named), 1,000 games a family, as issue 38's goals ask: ten tournaments
# of 100 games (seeds 1001 to 1010), each written to target/t1k/t_<family>_<seed>.json
# (against the master) or t_<level>_<family>_<seed>.json when it ends, so that a run
# stopped goes on from the tournaments it has. A tournament is taken by a lock
# directory holding its runner's process id: two of these can run at once, one a core,
# and a lock left by a runner that is gone is taken over. Prints the score so far.
#   scripts/trained-vs.sh [--against master|expert|greedy] [FAMILY...]
#   (default: every family that ships weights)
set -euo pipefail
cd "$(dirname "$0")/.."
against=master
if [ "${1:-}" = --against ]; then
  against=$2
  shift 2
fi
case $against in
  master) prefix=t_ ;;
  expert | greedy) prefix=t_${against}_ ;;
  *) echo "--against master, expert or greedy" >&2; exit 2 ;;
esac
. scripts/t1k.sh "$@"
for v in "${families[@]}"; do
  for s in $(seq 1001 1010); do
    f=$out/${prefix}${v}_$s.json
    [ -s "$f" ] && continue
    # A lock whose runner is gone (a session that ended mid-run) is taken over.
    if ! mkdir "$f.lock" 2>/dev/null; then
      kill -0 "$(cat "$f.lock/pid" 2>/dev/null || echo none)" 2>/dev/null && continue
      rm -rf "$f.lock"
      mkdir "$f.lock" 2>/dev/null || continue
    fi
    echo $$ > "$f.lock/pid"
    "$lab" tournament --variant "$v" --players "$against,master+net" --games 100 --seed "$s" > "$f.part"
    mv "$f.part" "$f"
    rm -rf "$f.lock"
  done
  python3 - "$out" "$v" "$prefix" "$against" <<'PY'
import glob, json, math, sys
out, v, prefix, against = sys.argv[1:]
wins = games = 0
for f in sorted(glob.glob(f"{out}/{prefix}{v}_1*.json")):
    pair = json.load(open(f))["pairs"][0]
    wins += pair["wins"][1] + pair["draws"] / 2
    games += pair["games"]
p, z = wins / games, 1.96
mid = (p + z * z / (2 * games)) / (1 + z * z / games)
half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
print(f"{v}: the trained master against {against}: {100 * p:.1f} % of {games} ({100 * (mid - half):.1f}-{100 * (mid + half):.1f})")
PY
done
