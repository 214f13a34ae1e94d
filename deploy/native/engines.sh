#!/usr/bin/env bash
# Start, stop and inspect the native engines provisioned by provision.sh.
#
#   deploy/native/engines.sh start|stop|status [engine...]
#   engines: redis kafka elasticsearch postgres ferretdb minio (default: all)
#
# Everything lives under $SNAP_ENGINES_DATA: <engine>/ data, run/<engine>.pid, logs/<engine>.log.
# Only processes recorded in those pid files are ever stopped.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

ALL_ENGINES=(redis postgres ferretdb kafka elasticsearch minio)
RUN_DIR="$SNAP_ENGINES_DATA/run"
LOG_DIR="$SNAP_ENGINES_DATA/logs"
READY_TIMEOUT="${SNAP_ENGINES_TIMEOUT:-120}"
STOP_TIMEOUT="${SNAP_ENGINES_STOP_TIMEOUT:-30}"

# PostgreSQL runs as the postgres user, which cannot reach a folder inside root's
# home (0700). Then its folder lives under /var/lib/snap-engines (one per data
# root) and $SNAP_ENGINES_DATA/postgres is a symlink to it.
PG_HOME="$SNAP_ENGINES_DATA/postgres"
PG_DATA="$PG_HOME/data"

# --- helpers --------------------------------------------------------------------

port_of() {
  case "$1" in
    redis) echo "$REDIS_PORT" ;;
    postgres) echo "$PG_PORT" ;;
    ferretdb) echo "$FERRETDB_PORT" ;;
    kafka) echo "$KAFKA_PORT" ;;
    elasticsearch) echo "$ES_PORT" ;;
    minio) echo "$MINIO_PORT" ;;
  esac
}

pid_file() {
  if [ "$1" = postgres ]; then echo "$PG_DATA/postmaster.pid"; else echo "$RUN_DIR/$1.pid"; fi
}

# A pid counts as ours only if it is alive and runs in (or names) the engine's folder,
# so a recycled pid never gets signalled.
owned_pid() {
  local engine="$1" file pid dir
  file="$(pid_file "$engine")"
  [ -f "$file" ] || return 1
  pid="$(head -n 1 "$file" 2>/dev/null)"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  alive "$pid" || return 1
  dir="$(readlink -f "$SNAP_ENGINES_DATA/$engine")"
  [ "$engine" != postgres ] || dir="$(readlink -f "$PG_DATA")"
  if [ "$(readlink -f "/proc/$pid/cwd" 2>/dev/null)" = "$dir" ] ||
    tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF "$dir"; then
    echo "$pid"
    return 0
  fi
  return 1
}

# Alive and not a zombie (stopped children linger as zombies until pid 1 reaps them).
alive() { [ -r "/proc/$1/stat" ] && [ "$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)" != Z ]; }

port_open() { (exec 9<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Resident memory of a process and its direct children (PostgreSQL's backends), in MB.
rss_mb() {
  local kb
  kb="$( (ps -o rss= -p "$1"; ps -o rss= --ppid "$1") 2>/dev/null | awk '{s+=$1} END {print s+0}')"
  echo $((kb / 1024))
}

probe() {
  case "$1" in
    redis) [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ] ;;
    postgres) "$PG_BIN_DIR/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT" ;;
    # The engine this script started, whatever the caller's environment points the clients at.
    kafka | ferretdb)
      port_open "$(port_of "$1")" &&
        KAFKA_BROKERS="127.0.0.1:$KAFKA_PORT" MONGODB_URI="mongodb://127.0.0.1:$FERRETDB_PORT/snap" \
          node "$NATIVE_DIR/probe.mjs" "$1" >/dev/null 2>&1
      ;;
    elasticsearch)
      curl -fsS -m 3 "http://127.0.0.1:$ES_PORT/" >/dev/null 2>&1 &&
        curl -fsS -m 5 "http://127.0.0.1:$ES_PORT/_cluster/health?wait_for_status=yellow&timeout=2s" >/dev/null 2>&1
      ;;
    minio) curl -fsS -m 3 "http://127.0.0.1:$MINIO_PORT/minio/health/ready" >/dev/null 2>&1 ;;
  esac
}

# wait_ready <engine> <pid> <start_ms>: polls the real readiness probe; fails fast if the process dies.
wait_ready() {
  local engine="$1" pid="$2" start="$3" deadline=$((SECONDS + READY_TIMEOUT))
  until probe "$engine"; do
    if ! alive "$pid"; then
      fail "[$engine] process $pid exited during start; last lines of $(log_file "$engine"):"
      tail -n 25 "$(log_file "$engine")" | sed "s/^/    [$engine] /" >&2
      return 1
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      fail "[$engine] not ready after ${READY_TIMEOUT}s (pid $pid still running); see $(log_file "$engine")"
      return 1
    fi
    sleep 0.5
  done
  log "[$engine] ready in $(elapsed "$start") (pid $pid, 127.0.0.1:$(port_of "$engine"), RSS $(rss_mb "$pid") MB)"
}

log_file() {
  if [ "$1" = postgres ]; then echo "$PG_HOME/postgres.log"; else echo "$LOG_DIR/$1.log"; fi
}

# launch <engine> <command...>: runs the command in the engine's folder, detached, logging to its file.
launch() {
  local engine="$1"
  shift
  (cd "$SNAP_ENGINES_DATA/$engine" && exec setsid "$@" </dev/null >>"$LOG_DIR/$engine.log" 2>&1) &
  echo $! >"$RUN_DIR/$engine.pid"
  echo $!
}

require() { # require <file> <engine>
  [ -e "$1" ] || {
    fail "[$2] $1 is missing: run deploy/native/provision.sh $2"
    return 1
  }
}

# --- per-engine start ---------------------------------------------------------------

start_redis() {
  command -v redis-server >/dev/null || require /usr/bin/redis-server redis
  # Bounded: past maxmemory Redis drops the least recently used keys (the gateway's read cache
  # mostly) instead of refusing writes (docs/engines.md "Redis").
  launch redis redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$SNAP_ENGINES_DATA/redis" \
    --daemonize no --save "" --appendonly no \
    --maxmemory "${SNAP_REDIS_MAXMEMORY:-256mb}" --maxmemory-policy allkeys-lru
}

start_kafka() {
  local dir="$SNAP_ENGINES_DATA/kafka" lib="$SNAP_ENGINES_CACHE/kafka/lib"
  require "$lib" kafka || return 1
  cat >"$dir/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$dir/data
num.partitions=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
PROPS
  cat >"$dir/log4j.properties" <<'PROPS'
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka=INFO
log4j.logger.org.apache.kafka=INFO
log4j.logger.state.change.logger=WARN
log4j.logger.kafka.request.logger=WARN
PROPS
  if [ ! -f "$dir/data/meta.properties" ]; then
    local id
    id="$(java -cp "$lib/*" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n 1)"
    log "[kafka] formatting KRaft storage (cluster id $id)" >&2
    java -Dlog4j.configuration="file:$dir/log4j.properties" -cp "$lib/*" kafka.tools.StorageTool \
      format -t "$id" -c "$dir/server.properties" >>"$LOG_DIR/kafka.log" 2>&1 || {
      fail "[kafka] formatting the storage failed; see $LOG_DIR/kafka.log"
      return 1
    }
  fi
  launch kafka java -Xms512m -Xmx512m -Dlog4j.configuration="file:$dir/log4j.properties" \
    -cp "$lib/*" kafka.Kafka "$dir/server.properties"
}

start_elasticsearch() {
  local dir="$SNAP_ENGINES_DATA/elasticsearch" es="$SNAP_ENGINES_CACHE/elasticsearch"
  require "$es/classes/SnapElasticsearch.class" elasticsearch || return 1
  mkdir -p "$dir/home" "$dir/data" "$dir/logs"
  # The flags Elasticsearch's own jvm.options sets; log4j must not stop before the node has closed.
  launch elasticsearch java -Xms1g -Xmx1g -Djava.awt.headless=true -Dfile.encoding=UTF-8 \
    -Djava.locale.providers=SPI,COMPAT -Dio.netty.noUnsafe=true -Dio.netty.noKeySetOptimization=true \
    -Dio.netty.recycler.maxCapacityPerThread=0 -Dlog4j.shutdownHookEnabled=false -Dlog4j2.disable.jmx=true \
    -Dlog4j2.formatMsgNoLookups=true \
    -cp "$es/lib/*:$es/classes" SnapElasticsearch "$dir/home" "$dir/data" "$dir/logs" "$ES_PORT"
}

pg_home_setup() {
  if [ -d "$PG_DATA" ]; then return 0; fi
  if [ "$(id -u)" = 0 ]; then
    mkdir -p "$PG_HOME" || return 1
    chown postgres: "$PG_HOME"
    if ! runuser -u postgres -- test -w "$PG_HOME"; then
      rmdir "$PG_HOME"
      local real
      real="/var/lib/snap-engines/$(printf '%s' "$SNAP_ENGINES_DATA" | sha256sum | cut -c1-12)/postgres"
      mkdir -p "$real"
      chmod 755 /var/lib/snap-engines "$(dirname "$real")"
      chown postgres: "$real"
      ln -sfn "$real" "$PG_HOME"
      log "[postgres] $SNAP_ENGINES_DATA is not reachable by the postgres user: data in $real (symlinked)" >&2
    fi
  fi
  PG_HOME="$(readlink -f "$PG_HOME")"
  PG_DATA="$PG_HOME/data"
  log "[postgres] initdb $PG_DATA" >&2
  as_pg "$PG_BIN_DIR/initdb" -D "$PG_DATA" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >>"$LOG_DIR/postgres-initdb.log" 2>&1
}

start_postgres() {
  [ -n "$PG_BIN_DIR" ] || { fail "[postgres] PostgreSQL is not installed: run deploy/native/provision.sh postgres"; return 1; }
  pg_home_setup || return 1
  PG_HOME="$(readlink -f "$PG_HOME")"
  PG_DATA="$PG_HOME/data"
  ln -sfn "$PG_HOME/postgres.log" "$LOG_DIR/postgres.log"
  # pg_ctl forks the postmaster and returns; its pid file is postmaster.pid.
  as_pg "$PG_BIN_DIR/pg_ctl" -D "$PG_DATA" -l "$PG_HOME/postgres.log" \
    -o "-p $PG_PORT -k $PG_HOME -c listen_addresses=127.0.0.1" start >/dev/null || return 1
  local i
  for i in $(seq 1 50); do
    [ -s "$PG_DATA/postmaster.pid" ] && break
    sleep 0.1
  done
  head -n 1 "$PG_DATA/postmaster.pid"
}

ensure_ferretdb_database() {
  if [ -z "$(psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "select 1 from pg_database where datname = 'ferretdb'")" ]; then
    log "[postgres] createdb ferretdb"
    "$PG_BIN_DIR/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres ferretdb
  fi
  # FerretDB's equality lookups scan whole tables without these (see the file).
  "$PG_BIN_DIR/psql" -h 127.0.0.1 -p "$PG_PORT" -U postgres -d ferretdb -v ON_ERROR_STOP=1 -qAt \
    -f "$NATIVE_DIR/postgres/ferretdb-equality-indexes.sql" >/dev/null 2>>"$LOG_DIR/postgres-setup.log" || {
    fail "[postgres] could not install the FerretDB equality indexes (see $LOG_DIR/postgres-setup.log)"
    return 1
  }
}

start_ferretdb() {
  require "$CACHE_BIN/ferretdb" ferretdb || return 1
  launch ferretdb "$CACHE_BIN/ferretdb" --handler=postgresql \
    --postgresql-url="postgres://postgres@127.0.0.1:$PG_PORT/ferretdb" \
    --listen-addr="127.0.0.1:$FERRETDB_PORT" --telemetry=disable --debug-addr=- --state-dir=-
}

start_minio() {
  require "$CACHE_BIN/minio" minio || return 1
  mkdir -p "$SNAP_ENGINES_DATA/minio/data"
  MINIO_ROOT_USER="$MINIO_ROOT_USER" MINIO_ROOT_PASSWORD="$MINIO_ROOT_PASSWORD" MINIO_UPDATE=off \
    launch minio "$CACHE_BIN/minio" server "$SNAP_ENGINES_DATA/minio/data" --quiet \
    --address "127.0.0.1:$MINIO_PORT" --console-address "127.0.0.1:$MINIO_CONSOLE_PORT"
}

# start_one <engine>: no-op when already ours and running; refuses a port held by someone else.
start_one() {
  local engine="$1" pid start port
  start=$(now_ms)
  port="$(port_of "$engine")"
  mkdir -p "$SNAP_ENGINES_DATA/$engine"
  if pid="$(owned_pid "$engine")"; then
    log "[$engine] already running (pid $pid, 127.0.0.1:$port)"
    wait_ready "$engine" "$pid" "$start" || return 1
    # Idempotent: brings a database made by an older version of this script up to date.
    if [ "$engine" = postgres ]; then ensure_ferretdb_database || return 1; fi
    return 0
  fi
  if port_open "$port"; then
    fail "[$engine] port $port is already in use by a process these scripts did not start"
    return 1
  fi
  log "[$engine] starting on 127.0.0.1:$port"
  pid="$("start_$engine")" || {
    fail "[$engine] could not be launched; see $(log_file "$engine")"
    return 1
  }
  wait_ready "$engine" "$pid" "$start" || return 1
  if [ "$engine" = postgres ]; then ensure_ferretdb_database || return 1; fi
}

# --- per-engine stop ------------------------------------------------------------------

stop_one() {
  local engine="$1" pid start
  start=$(now_ms)
  if ! pid="$(owned_pid "$engine")"; then
    log "[$engine] not running"
    rm -f "$RUN_DIR/$engine.pid"
    return 0
  fi
  log "[$engine] stopping pid $pid"
  if [ "$engine" = postgres ]; then
    as_pg "$PG_BIN_DIR/pg_ctl" -D "$(readlink -f "$PG_DATA")" -m fast -w -t "$STOP_TIMEOUT" stop >/dev/null ||
      as_pg "$PG_BIN_DIR/pg_ctl" -D "$(readlink -f "$PG_DATA")" -m immediate -w stop >/dev/null
  else
    kill -TERM "$pid" 2>/dev/null || true
    local deadline=$((SECONDS + STOP_TIMEOUT))
    while alive "$pid" && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.2; done
    if alive "$pid"; then
      fail "[$engine] still running after ${STOP_TIMEOUT}s: SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
    fi
    rm -f "$RUN_DIR/$engine.pid"
  fi
  log "[$engine] stopped in $(elapsed "$start")"
}

status_one() {
  local engine="$1" pid state
  if pid="$(owned_pid "$engine")"; then
    if probe "$engine"; then state=ready; else state="NOT READY"; fi
    printf '%-14s %-9s pid %-8s 127.0.0.1:%-6s RSS %5s MB  log %s\n' \
      "$engine" "$state" "$pid" "$(port_of "$engine")" "$(rss_mb "$pid")" "$(log_file "$engine")"
  else
    printf '%-14s %s\n' "$engine" stopped
    return 1
  fi
}

# --- main --------------------------------------------------------------------------

usage() {
  echo "usage: $0 start|stop|status [${ALL_ENGINES[*]}]" >&2
  exit 2
}
[ $# -ge 1 ] || usage
ACTION="$1"
shift
ENGINES=("$@")
[ ${#ENGINES[@]} -gt 0 ] || ENGINES=("${ALL_ENGINES[@]}")
for engine in "${ENGINES[@]}"; do
  [[ " ${ALL_ENGINES[*]} " == *" $engine "* ]] || {
    fail "unknown engine '$engine' (known: ${ALL_ENGINES[*]})"
    exit 2
  }
done
wanted() { [[ " ${ENGINES[*]} " == *" $1 "* ]]; }
mkdir -p "$RUN_DIR" "$LOG_DIR"
# Resolve the PostgreSQL folder once it exists (it may be a symlink).
if [ -e "$PG_HOME" ]; then PG_HOME="$(readlink -f "$PG_HOME")" PG_DATA="$(readlink -f "$PG_HOME")/data"; fi

case "$ACTION" in
  start)
    # FerretDB stores in PostgreSQL: starting it starts PostgreSQL first.
    if wanted ferretdb && ! wanted postgres; then ENGINES+=(postgres); fi
    total=$(now_ms)
    log "starting: ${ENGINES[*]} (data: $SNAP_ENGINES_DATA)"
    pids=()
    names=()
    for engine in redis kafka elasticsearch minio; do
      if wanted "$engine"; then
        start_one "$engine" &
        pids+=($!)
        names+=("$engine")
      fi
    done
    if wanted postgres; then
      (start_one postgres && if wanted ferretdb; then start_one ferretdb; fi) &
      pids+=($!)
      names+=("postgres+ferretdb")
    fi
    failed=()
    for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed+=("${names[$i]}"); done
    if [ ${#failed[@]} -gt 0 ]; then
      fail "failed to start: ${failed[*]}"
      exit 1
    fi
    log "all started in $(elapsed "$total")"
    ;;
  stop)
    # Reverse dependency order: FerretDB before PostgreSQL.
    for engine in ferretdb minio elasticsearch kafka redis postgres; do
      if wanted "$engine"; then stop_one "$engine"; fi
    done
    ;;
  status)
    code=0
    for engine in "${ALL_ENGINES[@]}"; do
      if wanted "$engine"; then status_one "$engine" || code=3; fi
    done
    exit "$code"
    ;;
  *) usage ;;
esac
