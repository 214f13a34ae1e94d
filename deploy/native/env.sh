#!/usr/bin/env bash
# The variables the services read to reach the native engines (the same names docker
# compose and Kubernetes set). Values already in the environment win.
#
#   source deploy/native/env.sh          # exports them into this shell
#   eval "$(deploy/native/env.sh)"       # same, from another shell
#   deploy/native/env.sh                 # prints `export NAME=value` lines
_snap_native_env() {
  local user="${MINIO_ROOT_USER:-snapminio}" password="${MINIO_ROOT_PASSWORD:-snapminio-secret}"
  printf 'export %s=%q\n' \
    KAFKA_BROKERS "${KAFKA_BROKERS:-127.0.0.1:${KAFKA_PORT:-9092}}" \
    MONGODB_URI "${MONGODB_URI:-mongodb://127.0.0.1:${FERRETDB_PORT:-27017}/snap}" \
    ELASTICSEARCH_URL "${ELASTICSEARCH_URL:-http://127.0.0.1:${ES_PORT:-9200}}" \
    REDIS_URL "${REDIS_URL:-redis://127.0.0.1:${REDIS_PORT:-6379}}" \
    MINIO_ENDPOINT "${MINIO_ENDPOINT:-127.0.0.1}" \
    MINIO_PORT "${MINIO_PORT:-9000}" \
    MINIO_ACCESS_KEY "${MINIO_ACCESS_KEY:-$user}" \
    MINIO_SECRET_KEY "${MINIO_SECRET_KEY:-$password}" \
    MINIO_USE_SSL "${MINIO_USE_SSL:-false}"
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  eval "$(_snap_native_env)"
  unset -f _snap_native_env
else
  set -euo pipefail
  _snap_native_env
fi
