#!/usr/bin/env bash
# Sourced by build-images.sh and run through the image smoke: podman on this project's own image store.
# Layers and images live under the home directory (SNAP_IMAGES_CACHE, ~/.cache/snap-images), so a second
# run, or a second CI run on the same machine, builds from cache; nothing touches the machine's default
# store (/var/lib/containers).
SNAP_IMAGES_CACHE="${SNAP_IMAGES_CACHE:-$HOME/.cache/snap-images}"
# Runtime state (locks, mount counts) belongs on a tmpfs that a reboot empties.
SNAP_IMAGES_RUNROOT="${SNAP_IMAGES_RUNROOT:-/run/snap-images-$(id -u)}"
# Buildah keeps RUN --mount=type=cache folders (the Dockerfile's npm cache) under TMPDIR: keep them with
# the layers, so `npm ci` on a changed lock downloads only what changed.
export TMPDIR="$SNAP_IMAGES_CACHE/tmp"
mkdir -p "$SNAP_IMAGES_CACHE/storage" "$SNAP_IMAGES_CACHE/logs" "$TMPDIR"

snap_podman() {
  podman --root "$SNAP_IMAGES_CACHE/storage" --runroot "$SNAP_IMAGES_RUNROOT" \
    --storage-driver overlay --events-backend file "$@"
}

# Buildah's own containers (a build's working containers), by full id. Podman 4.3 (Debian bookworm's)
# sometimes leaves the failed step's working container behind after a failed build, despite --force-rm.
snap_build_containers() {
  snap_podman ps --all --external --no-trunc --format '{{.ID}} {{.Status}}' | awk '$2 == "Storage" { print $1 }' | sort
}

# Removes the build containers that are not in $1 (the ids snap_build_containers gave before a build).
snap_remove_build_containers_since() {
  local id
  for id in $(comm -13 <(printf '%s\n' "$1") <(snap_build_containers)); do
    snap_podman rm --force "$id" >/dev/null && echo "build-images: removed the working container ${id:0:12} the failed build left" >&2
  done
}

# Run directly, it is that podman: tools/deploy/podman.sh images
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  snap_podman "$@"
fi
