#!/usr/bin/env bash
# Install or build the engines the services need, caching everything fetched or built
# under $SNAP_ENGINES_CACHE so that a second run only checks stamps (seconds).
#
#   deploy/native/provision.sh [engine...]
#   engines: redis postgres chromium podman kafka elasticsearch ferretdb minio k6 (default: all)
#   (podman and debootstrap build the service images: tools/deploy/build-images.sh)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

ALL_ENGINES=(redis postgres chromium podman kafka elasticsearch ferretdb minio k6)
LOG_DIR="$SNAP_ENGINES_CACHE/logs"
STAMP_DIR="$SNAP_ENGINES_CACHE/stamps"
mkdir -p "$CACHE_BIN" "$LOG_DIR" "$STAMP_DIR"
exec 3>&1 # the console, kept apart from the per-step logs

# --- helpers --------------------------------------------------------------

# say: a progress line on the console and in the current step's log.
say() { log "[$STEP] $*" | tee -a "$STEP_LOG" >&3; }

stamp_ok() { [ -f "$STAMP_DIR/$1" ] && [ "$(cat "$STAMP_DIR/$1")" = "$2" ]; }
stamp_set() { printf '%s' "$2" >"$STAMP_DIR/$1"; }

# run_step <engine>: runs provision_<engine>, timing it; the noisy output goes to its log.
run_step() {
  STEP="$1"
  STEP_LOG="$LOG_DIR/provision-$STEP.log"
  : >"$STEP_LOG"
  local start status
  start=$(now_ms)
  set +e
  (set -e; "provision_$STEP") >>"$STEP_LOG" 2>&1
  status=$?
  set -e
  if [ "$status" = 0 ]; then
    say "done in $(elapsed "$start")"
    printf 'ok %s\n' "$(elapsed "$start")" >"$LOG_DIR/provision-$STEP.result"
  else
    fail "[$STEP] provisioning $STEP FAILED (exit $status) after $(elapsed "$start"); last lines of $STEP_LOG:" 2>&3
    tail -n 20 "$STEP_LOG" | sed "s/^/    [$STEP] /" >&3
    printf 'failed %s\n' "$(elapsed "$start")" >"$LOG_DIR/provision-$STEP.result"
  fi
  return 0
}

# --- apt packages -----------------------------------------------------------

apt_installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }

apt_ensure() {
  local pkg="$1"
  if apt_installed "$pkg"; then
    say "apt package $pkg already installed"
    return 0
  fi
  if [ "$(id -u)" != 0 ]; then
    say "apt package $pkg is missing and installing it needs root (sudo apt-get install -y $pkg)"
    return 1
  fi
  # apt holds a lock: serialise our own apt runs when steps overlap.
  (
    flock 9
    if [ ! -f "$SNAP_ENGINES_CACHE/.apt-updated" ] || [ -n "$(find "$SNAP_ENGINES_CACHE/.apt-updated" -mmin +60)" ]; then
      say "apt-get update (a package is missing)"
      apt-get update
      touch "$SNAP_ENGINES_CACHE/.apt-updated"
    fi
    say "apt-get install -y $pkg"
    DEBIAN_FRONTEND=noninteractive apt-get install -y "$pkg"
  ) 9>"$SNAP_ENGINES_CACHE/.apt.lock"
}

provision_redis() { apt_ensure redis-server; say "$(redis-server --version | cut -d' ' -f1-3)"; }
provision_chromium() { apt_ensure chromium; say "$(chromium --version 2>/dev/null || echo chromium)"; }
# The service images are built without a Docker engine: podman, and debootstrap for the stand-in base.
provision_podman() {
  apt_ensure podman
  apt_ensure debootstrap
  say "$(podman --version)"
}
provision_postgres() {
  apt_ensure postgresql
  PG_BIN_DIR="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  say "$("$PG_BIN_DIR/postgres" --version)"
}

# --- Maven Central (Kafka, Elasticsearch) ----------------------------------

# maven_fetch <dir> <dependency xml...>: copies the runtime closure of the given
# dependencies into <dir>/lib through a throwaway pom.
maven_fetch() {
  local dir="$1"
  shift
  mkdir -p "$dir"
  {
    cat <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>snap.native</groupId>
  <artifactId>$(basename "$dir")-jars</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
POM
    printf '%s\n' "$@"
    printf '  </dependencies>\n</project>\n'
  } >"$dir/pom.xml"
  rm -rf "$dir/lib"
  say "mvn dependency:copy-dependencies -> $dir/lib"
  (cd "$dir" && mvn -q -B dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory=lib)
  say "$(find "$dir/lib" -name '*.jar' | wc -l) jars, $(du -sh "$dir/lib" | cut -f1)"
}

dep() { printf '    <dependency><groupId>%s</groupId><artifactId>%s</artifactId><version>%s</version></dependency>' "$1" "$2" "$3"; }

provision_kafka() {
  local dir="$SNAP_ENGINES_CACHE/kafka"
  if stamp_ok kafka "$KAFKA_VERSION" && [ -d "$dir/lib" ]; then
    say "Kafka $KAFKA_VERSION jars cached in $dir/lib"
    return 0
  fi
  maven_fetch "$dir" \
    "$(dep org.apache.kafka kafka_2.13 "$KAFKA_VERSION")" \
    "$(dep ch.qos.reload4j reload4j 1.2.25)" \
    "$(dep org.slf4j slf4j-reload4j 1.7.36)"
  stamp_set kafka "$KAFKA_VERSION"
}

provision_elasticsearch() {
  local dir="$SNAP_ENGINES_CACHE/elasticsearch"
  local src="$NATIVE_DIR/es/SnapElasticsearch.java"
  if stamp_ok elasticsearch-jars "$ES_VERSION" && [ -d "$dir/lib" ]; then
    say "Elasticsearch $ES_VERSION jars cached in $dir/lib"
  else
    maven_fetch "$dir" \
      "$(dep org.elasticsearch elasticsearch "$ES_VERSION")" \
      "$(dep org.elasticsearch.plugin transport-netty4-client "$ES_VERSION")" \
      "$(dep org.elasticsearch.plugin mapper-extras-client "$ES_VERSION")" \
      "$(dep org.apache.logging.log4j log4j-core 2.17.1)"
    stamp_set elasticsearch-jars "$ES_VERSION"
  fi
  # Recompile the launcher whenever its source changes.
  local sum
  sum="$ES_VERSION $(sha256sum "$src" | cut -d' ' -f1)"
  if stamp_ok elasticsearch-launcher "$sum" && [ -f "$dir/classes/SnapElasticsearch.class" ]; then
    say "launcher already compiled"
    return 0
  fi
  say "javac $src -> $dir/classes"
  rm -rf "$dir/classes"
  mkdir -p "$dir/classes"
  javac -cp "$dir/lib/*" -d "$dir/classes" "$src"
  stamp_set elasticsearch-launcher "$sum"
}

# --- Go module proxy (FerretDB, MinIO, k6) -----------------------------------

provision_ferretdb() {
  if stamp_ok ferretdb "$FERRETDB_VERSION" && [ -x "$CACHE_BIN/ferretdb" ]; then
    say "FerretDB $FERRETDB_VERSION cached at $CACHE_BIN/ferretdb"
    return 0
  fi
  # `go install …@v1.24.2` is refused by the proxy (403 on the version list), so
  # download the module, build it from a writable copy with its version file set.
  say "go mod download github.com/FerretDB/FerretDB@$FERRETDB_VERSION"
  local mod_dir src="$SNAP_ENGINES_CACHE/src/ferretdb-$FERRETDB_VERSION"
  mod_dir="$(cd /tmp && go mod download -json "github.com/FerretDB/FerretDB@$FERRETDB_VERSION" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')"
  [ -d "$mod_dir" ] || { say "module directory not found after download"; return 1; }
  rm -rf "$src"
  mkdir -p "$(dirname "$src")"
  cp -r "$mod_dir" "$src"
  chmod -R u+w "$src"
  printf '%s' "$FERRETDB_VERSION" >"$src/build/version/version.txt" # the binary panics without it
  say "go build ./cmd/ferretdb (in $src)"
  (cd "$src" && go build -o "$CACHE_BIN/ferretdb" ./cmd/ferretdb)
  say "$("$CACHE_BIN/ferretdb" --version 2>&1 | head -n 1)"
  stamp_set ferretdb "$FERRETDB_VERSION"
}

go_install() { # go_install <name> <module@version>
  local name="$1" target="$2"
  if stamp_ok "$name" "$target" && [ -x "$CACHE_BIN/$name" ]; then
    say "$target cached at $CACHE_BIN/$name"
    return 0
  fi
  say "go install $target (GOBIN=$CACHE_BIN)"
  (cd /tmp && GOBIN="$CACHE_BIN" go install "$target")
  stamp_set "$name" "$target"
}

provision_minio() { go_install minio "github.com/minio/minio@$MINIO_VERSION"; }
provision_k6() {
  go_install k6 "go.k6.io/k6@$K6_VERSION"
  say "$("$CACHE_BIN/k6" version | head -n 1)"
}

# --- main ---------------------------------------------------------------------

ENGINES=("$@")
[ ${#ENGINES[@]} -gt 0 ] || ENGINES=("${ALL_ENGINES[@]}")
for engine in "${ENGINES[@]}"; do
  [[ " ${ALL_ENGINES[*]} " == *" $engine "* ]] || {
    fail "unknown engine '$engine' (known: ${ALL_ENGINES[*]})"
    exit 2
  }
  rm -f "$LOG_DIR/provision-$engine.result"
done
wanted() { [[ " ${ENGINES[*]} " == *" $1 "* ]]; }

# Three lanes, so the slow Go builds overlap the apt and Maven downloads:
#   MinIO alone (the longest build), the other Go builds, then apt + Maven.
lane() { for e in "$@"; do if wanted "$e"; then run_step "$e"; fi; done; }

TOTAL_START=$(now_ms)
log "provisioning: ${ENGINES[*]} (cache: $SNAP_ENGINES_CACHE, logs: $LOG_DIR)"
pids=()
lane minio & pids+=($!)
lane ferretdb k6 & pids+=($!)
lane redis postgres chromium podman kafka elasticsearch & pids+=($!)
wait "${pids[@]}"

failed=()
log "summary (total $(elapsed "$TOTAL_START")):"
for engine in "${ENGINES[@]}"; do
  result="$(cat "$LOG_DIR/provision-$engine.result" 2>/dev/null || echo 'failed (no result)')"
  printf '  %-14s %s\n' "$engine" "$result"
  [[ "$result" == ok* ]] || failed+=("$engine")
done
if [ ${#failed[@]} -gt 0 ]; then
  fail "provisioning failed for: ${failed[*]} (see $LOG_DIR/provision-<engine>.log)"
  exit 1
fi
