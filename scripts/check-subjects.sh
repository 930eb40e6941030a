#!/usr/bin/env bash
# The commit subjects' rule: at most 72 characters, not empty, and a blank line
# between the subject and the body.
#   scripts/check-subjects.sh               every commit after BASE up to HEAD (CI)
#   scripts/check-subjects.sh --subject S   one subject (the commit-msg hook)
# BASE is the last commit before the rule (issue 62): older subjects are history.
set -euo pipefail
BASE=50d1db4
MAX=72

# The length in characters, not bytes: "Sáhkku" is six.
too_long() { [ "$(printf '%s' "$1" | LC_ALL=C.UTF-8 wc -m)" -gt "$MAX" ]; }

if [ "${1:-}" = --subject ]; then
  subject=${2:-}
  if [ -z "${subject//[[:space:]]/}" ]; then
    echo "commit-msg: the subject is empty" >&2
    exit 1
  fi
  if too_long "$subject"; then
    echo "commit-msg: the subject has $(printf '%s' "$subject" | LC_ALL=C.UTF-8 wc -m) characters, at most $MAX." >&2
    echo "  Say what changed in the subject; put the why, the figures and the cost in the body." >&2
    exit 1
  fi
  exit 0
fi

cd "$(dirname "$0")/.."
if ! git rev-parse --verify -q "$BASE^{commit}" >/dev/null; then
  # A shallow clone without the base cannot be checked; say so rather than pass quietly.
  echo "check-subjects: the base commit $BASE is not in this clone" >&2
  exit 1
fi
bad=0
while IFS= read -r sha; do
  subject=$(git log -1 --format=%s "$sha")
  second=$(git log -1 --format=%B "$sha" | sed -n 2p)
  if too_long "$subject"; then
    echo "check-subjects: $sha's subject is over $MAX characters: $subject" >&2
    bad=1
  elif [ -n "$second" ]; then
    echo "check-subjects: $sha has no blank line after its subject" >&2
    bad=1
  fi
done < <(git rev-list "$BASE..HEAD")
[ "$bad" = 0 ] && echo "check-subjects: every subject after $BASE is at most $MAX characters"
exit "$bad"
