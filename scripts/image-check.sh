#!/usr/bin/env bash
# `npm run image:check`: builds the container image with a real container engine and starts it on an
# empty database, on a machine with no container registry. The base image (Debian bookworm and Node 24)
# is made here: a root filesystem from the Debian archive (debootstrap) and this machine's Node 24.
# Needs root, buildah and debootstrap (installed when missing, as in CI).
set -euo pipefail
cd "$(dirname "$0")/.."

STORAGE=(--storage-driver vfs)
BASE=localhost/nutri-node24-bookworm
IMAGE=localhost/nutri
WORK=${IMAGE_CHECK_DIR:-/var/tmp/nutri-image-check}
API_PORT=${IMAGE_CHECK_API_PORT:-4590}
PORTAL_PORT=${IMAGE_CHECK_PORTAL_PORT:-3590}
mkdir -p "$WORK"

say() { printf '\n▶ %s\n' "$*"; }

if ! command -v buildah >/dev/null || ! command -v debootstrap >/dev/null; then
  say "Installing buildah and debootstrap"
  DEBIAN_FRONTEND=noninteractive apt-get install -y buildah debootstrap >/dev/null
fi

if ! buildah "${STORAGE[@]}" inspect --type image "$BASE" >/dev/null 2>&1; then
  say "Making the base image $BASE from the Debian archive"
  rootfs="$WORK/rootfs"
  rm -rf "$rootfs"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
  # Node 24 as this machine has it (.ci/run installs it from the npm registry): the binary and npm.
  node_bin=$(readlink -f "$(command -v node)")
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  install -D "$node_bin" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules"
  cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # This machine's trust store: where the registry is reached through a proxy with its own certificate
  # authority, the build inside the image must trust it too.
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  # The user the official node images have, which the Dockerfile runs as.
  chroot "$rootfs" useradd --create-home --uid 1000 --shell /bin/bash node
  container=$(buildah "${STORAGE[@]}" from scratch)
  mount=$(buildah "${STORAGE[@]}" mount "$container")
  cp -a "$rootfs/." "$mount/"
  buildah "${STORAGE[@]}" umount "$container" >/dev/null
  buildah "${STORAGE[@]}" config --env PATH=/usr/local/bin:/usr/bin:/bin \
    --env NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt "$container"
  buildah "${STORAGE[@]}" commit --quiet "$container" "$BASE" >/dev/null
  buildah "${STORAGE[@]}" rm "$container" >/dev/null
  rm -rf "$rootfs"
fi

say "Building $IMAGE from the Dockerfile on $BASE"
buildah "${STORAGE[@]}" build --isolation chroot --layers=false --build-arg BASE_IMAGE="$BASE" -t "$IMAGE" .

say "Starting the API and the portal of the image on an empty database"
api=$(buildah "${STORAGE[@]}" from "$IMAGE")
portal=$(buildah "${STORAGE[@]}" from "$IMAGE")
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  buildah "${STORAGE[@]}" rm "$api" "$portal" >/dev/null 2>&1 || true
}
trap cleanup EXIT
buildah "${STORAGE[@]}" run --isolation chroot --workingdir /app/api \
  --env API_PORT="$API_PORT" --env API_HOST=127.0.0.1 --env MAIL_OUTBOX=database --env ADMIN_EMAIL=admin@exemplo.com.br \
  --env ADMIN_PASSWORD=Imagem1234 --env LOG_LEVEL=warn "$api" -- node server.mjs &
pids+=($!)
buildah "${STORAGE[@]}" run --isolation chroot \
  --env PORT="$PORTAL_PORT" --env HOST=127.0.0.1 --env API_BASE_URL="http://127.0.0.1:$API_PORT" \
  --env PUBLIC_URL="http://127.0.0.1:$PORTAL_PORT" --env SESSION_SECRET=imagem-check-session-secret-0123456789abcdef \
  --env LOG_LEVEL=warn "$portal" -- node serve-portal.mjs &
pids+=($!)

wait_for() {
  for _ in $(seq 1 120); do
    if curl -fsS -o /dev/null "$1"; then return 0; fi
    sleep 1
  done
  echo "no answer from $1" >&2
  return 1
}
wait_for "http://127.0.0.1:$API_PORT/health/ready"
wait_for "http://127.0.0.1:$PORTAL_PORT/login"
status=$(curl -s -o /dev/null -w '%{http_code}' -H 'Origin: http://127.0.0.1:'"$PORTAL_PORT" \
  -H 'Content-Type: application/json' -d '{"email":"admin@exemplo.com.br","password":"Imagem1234"}' \
  "http://127.0.0.1:$PORTAL_PORT/api/session")
if [ "$status" != 200 ]; then
  echo "the image's administrator could not sign in through its portal (HTTP $status)" >&2
  exit 1
fi
say "The image builds, starts on an empty database, and its administrator signs in through its portal"
