# Sourced by scripts/trained-vs.sh and scripts/ladder.sh, which measure issue 38's
# 1,000-game runs: the lab built for speed (`$lab`), the folder of the runs (`$out`),
# and the families named on the command line, or else (`families`) every family that
# ships a learned score (weights/sahkku-<family>.sknq).
cargo build --quiet --profile bench-native --bin lab
lab=$PWD/target/bench-native/lab
out=target/t1k
mkdir -p "$out"
families=("$@")
if [ ${#families[@]} -eq 0 ]; then
  for w in weights/sahkku-*.sknq; do
    w=${w#weights/sahkku-}
    families+=("${w%.sknq}")
  done
fi
