#!/usr/bin/env bash
# Whether the last commit changed what the container image is built from: the Dockerfile, .dockerignore,
# or any file `COPY . .` takes in (every file .dockerignore does not leave out). Exit 0 when it did, 1 when
# not, and 0 when there is no previous commit to compare with. Prints the first such files.
set -euo pipefail
cd "$(dirname "$0")/.."

git rev-parse -q --verify HEAD^ >/dev/null || exit 0
mapfile -t changed < <(git diff --name-only HEAD^ HEAD)
[ "${#changed[@]}" -gt 0 ] || exit 1
# .dockerignore's patterns read as gitignore patterns (the ones it uses mean the same in both); a path
# they match is not copied into the image.
mapfile -t ignored < <(git -c core.excludesFile=.dockerignore check-ignore --no-index "${changed[@]}" || true)
copied=()
for path in "${changed[@]}"; do
  case " ${ignored[*]} " in *" $path "*) continue ;; esac
  copied+=("$path")
done
[ "${#copied[@]}" -gt 0 ] || exit 1
printf 'The image takes in changed files: %s\n' "${copied[*]:0:5}"
