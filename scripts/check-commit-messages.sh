#!/usr/bin/env bash
# Every commit since the house rule began (COMMIT_RULE_SINCE) has a short imperative subject of at most 72
# characters and, when it has a body, a blank line between the two, so that `git log --oneline` and every
# tool that shows one line stay readable. Exit 1 and name the commits that break it.
set -euo pipefail
cd "$(dirname "$0")/.."

# The last commit written before the rule; the history before it is left as it is.
since="${COMMIT_RULE_SINCE:-c49bf7f}"
if ! git rev-parse -q --verify "${since}^{commit}" >/dev/null; then
  echo "Commit messages not checked: ${since} is not in this clone's history."
  exit 0
fi

bad=0
while read -r hash; do
  subject="$(git log -1 --format=%s "$hash")"
  second="$(git log -1 --format=%B "$hash" | sed -n 2p)"
  if [ "${#subject}" -gt 72 ]; then
    echo "${hash:0:7}: the subject has ${#subject} characters (at most 72): ${subject:0:80}"
    bad=1
  fi
  if [ -n "$second" ]; then
    echo "${hash:0:7}: no blank line between the subject and the body"
    bad=1
  fi
done < <(git rev-list --no-merges "${since}..HEAD")
exit "$bad"
