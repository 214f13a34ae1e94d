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

# Run directly, it is that podman: tools/deploy/podman.sh images
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  snap_podman "$@"
fi
