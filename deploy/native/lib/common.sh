# Shared settings and helpers for the native engine scripts (sourced, not run).
# shellcheck shell=bash

NATIVE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REPO_DIR="$(cd "$NATIVE_DIR/../.." && pwd)"

SNAP_ENGINES_CACHE="${SNAP_ENGINES_CACHE:-$HOME/.cache/snap-engines}"
SNAP_ENGINES_DATA="${SNAP_ENGINES_DATA:-$HOME/.local/share/snap-engines}"
CACHE_BIN="$SNAP_ENGINES_CACHE/bin"

# Pinned versions (docs/engines.md).
KAFKA_VERSION=3.9.1
ES_VERSION=7.17.29
FERRETDB_VERSION=v1.24.2
MINIO_VERSION=v0.0.0-20260212201848-7aac2a2c5b7c
K6_VERSION=v1.8.1

# Ports and credentials (env overrides win).
REDIS_PORT="${REDIS_PORT:-6379}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
ES_PORT="${ES_PORT:-9200}"
PG_PORT="${PG_PORT:-5433}"
FERRETDB_PORT="${FERRETDB_PORT:-27017}"
MINIO_PORT="${MINIO_PORT:-9000}"
MINIO_CONSOLE_PORT="${MINIO_CONSOLE_PORT:-9001}"
MINIO_ROOT_USER="${MINIO_ROOT_USER:-${MINIO_ACCESS_KEY:-snapminio}}"
MINIO_ROOT_PASSWORD="${MINIO_ROOT_PASSWORD:-${MINIO_SECRET_KEY:-snapminio-secret}}"

# Node 24 lives in the workspace, the machine's own node is too old.
export PATH="$REPO_DIR/node_modules/.bin:$PATH"
# Never let Go fetch another toolchain; the local one is recent enough.
export GOTOOLCHAIN=local

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
fail() { printf '[%s] ERROR: %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
now_ms() { date +%s%3N; }
elapsed() { # elapsed <start_ms> -> "12.3s"
  local ms=$(($(now_ms) - $1))
  printf '%d.%01ds' $((ms / 1000)) $(((ms % 1000) / 100))
}

# Run a command as the postgres user when we are root (PostgreSQL refuses root).
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

PG_BIN_DIR="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
