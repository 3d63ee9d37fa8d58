#!/usr/bin/env bash
# Build, migrate and roll out Wordhall. See --help and docs/deploy.md.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() {
  cat <<'HELP'
Usage: infra/scripts/deploy.sh [--target host|compose|kubernetes] [--steps LIST] [--help]

Builds the production servers (the game server, which answers /api/* and live streams for
both sites and is their one origin, and the web and admin page servers behind it), applies
the database migrations (and the built-in word packs), then rolls out the new code. Every
input is checked before anything changes; a bad variable, an unreachable database or a
failed migration stops it with one line, with the running version untouched. Running it
again with nothing new changes nothing.

--target host        (default) a plain Linux host with systemd (units in infra/systemd/)
--target compose     Docker Compose (infra/compose/compose.yaml)
--target kubernetes  kubectl against the current context (infra/kubernetes/)
--steps LIST         comma-separated subset of: build,migrate,activate,restart
                     (default: all four; "rollout" means activate,restart)

Environment, host target:
  WORDHALL_ENV_FILE  KEY=value file to read first (default /etc/wordhall/wordhall.env when
                     it exists; the systemd units read the same file, so it must not set
                     PORT, ADMIN_PORT or HOSTNAME)
  DATABASE_URL       postgresql://user:password@host:5432/database        (required)
  BETTER_AUTH_SECRET 32+ random characters                                 (required)
  WEB_URL, ADMIN_URL where browsers reach the sites, e.g. https://play.example.org (required)
  WORDHALL_HOME      where releases are kept, default /opt/wordhall
                     (releases/<id>/{game-server,web,admin,scripts}, and the "current" link;
                     the id is a hash of the three builds and the scripts)
  GAME_PORTS         game servers, one per port, default "3000" (e.g. "3000,3002"): what
                     the reverse proxy sends both hosts to
  WEB_PAGE_PORT      the web page server's loopback port, default 3010
  ADMIN_PAGE_PORT    the admin page server's loopback port, default 3011
  WORDHALL_USER      the user the services run as, default wordhall
  SYSTEMD_DIR        where units are installed, default /etc/systemd/system
  RELEASE            activate this already-built release instead of the checkout's build
                     (a rollback: --steps rollout RELEASE=<id>)

Environment, compose target:
  COMPOSE_ENV_FILE   default infra/compose/.env (from infra/compose/env.example)
  IMAGE_TAG          default the checkout's commit

Environment, kubernetes target:
  IMAGE_REGISTRY     where images are pushed, e.g. registry.example.org/wordhall (required)
  IMAGE_TAG          default the checkout's commit
  KUBE_NAMESPACE     default wordhall; the Secret wordhall-secrets must exist there

Steps:
  build     host: pnpm install, production build, copy the game server's bundle and both
            standalone page servers into a new release folder; compose/kubernetes: build
            (and push) the four images (game-server, web, admin, migrate)
  migrate   apply migrations and seed the built-in packs (kubernetes: the migration Job)
  activate  host: point WORDHALL_HOME/current at the release; others: part of restart
  restart   host: install the systemd units (the backup timer is installed, not enabled),
            restart the page servers, then each game server in turn, waiting until it is
            ready, and stop instances no longer configured; compose: up --wait;
            kubernetes: apply and wait for the rollouts
HELP
}

TARGET=host
STEPS="build,migrate,activate,restart"
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help) usage; exit 0 ;;
    --target) [ $# -ge 2 ] || die "--target needs a value (host, compose or kubernetes)."; TARGET="$2"; shift 2 ;;
    --target=*) TARGET="${1#*=}"; shift ;;
    --steps) [ $# -ge 2 ] || die "--steps needs a value, e.g. build,migrate."; STEPS="$2"; shift 2 ;;
    --steps=*) STEPS="${1#*=}"; shift ;;
    *) die "unknown argument \"$1\" (see --help)." ;;
  esac
done
case "$TARGET" in host | compose | kubernetes) ;; *) die "--target must be host, compose or kubernetes, not \"$TARGET\"." ;; esac
STEPS="${STEPS//rollout/activate,restart}"
for step in ${STEPS//,/ }; do
  case "$step" in build | migrate | activate | restart) ;; *) die "unknown step \"$step\" (build, migrate, activate, restart)." ;; esac
done
has_step() { [[ ",$STEPS," == *",$1,"* ]]; }

commit_tag() {
  git -C "$WORDHALL_REPO" rev-parse --short=12 HEAD 2>/dev/null || echo latest
}

# ---------------------------------------------------------------- plain host with systemd
host_preflight() {
  local env_file="${WORDHALL_ENV_FILE:-}" name port seen=" "
  [ -n "$env_file" ] || [ ! -f /etc/wordhall/wordhall.env ] || env_file=/etc/wordhall/wordhall.env
  if [ -n "$env_file" ]; then
    load_env_file "$env_file"
    # The units read the file after their own settings, so these would override each unit's.
    for name in PORT ADMIN_PORT HOSTNAME; do
      if env_file_sets "$env_file" "$name"; then
        die "$env_file sets $name, which each unit sets itself: remove it (game servers' ports are GAME_PORTS; see docs/deploy.md)."
      fi
    done
  fi
  [ -z "${WEB_PORTS:-}" ] \
    || die "WEB_PORTS is the two-app layout's setting: game servers now answer both sites; rename it GAME_PORTS (docs/deploy.md, upgrading)."
  WORDHALL_HOME="${WORDHALL_HOME:-/opt/wordhall}"
  GAME_PORTS="${GAME_PORTS:-3000}"
  read -r -a GAME_PORT_LIST <<<"${GAME_PORTS//,/ }"
  [ "${#GAME_PORT_LIST[@]}" -gt 0 ] || die "GAME_PORTS is empty: name at least one port for a game server, e.g. 3000."
  WEB_PAGE_PORT="${WEB_PAGE_PORT:-3010}"
  ADMIN_PAGE_PORT="${ADMIN_PAGE_PORT:-3011}"
  WORDHALL_USER="${WORDHALL_USER:-wordhall}"
  SYSTEMD_DIR="${SYSTEMD_DIR:-/etc/systemd/system}"
  [[ "$WORDHALL_HOME" == /* ]] || die "WORDHALL_HOME must be an absolute path, got \"$WORDHALL_HOME\"."
  for port in "${GAME_PORT_LIST[@]}"; do need_port GAME_PORTS "$port"; done
  need_port WEB_PAGE_PORT "$WEB_PAGE_PORT"
  need_port ADMIN_PAGE_PORT "$ADMIN_PAGE_PORT"
  for port in "${GAME_PORT_LIST[@]}" "$WEB_PAGE_PORT" "$ADMIN_PAGE_PORT"; do
    [[ "$seen" != *" $port "* ]] || die "port $port is given twice: GAME_PORTS, WEB_PAGE_PORT and ADMIN_PAGE_PORT must all differ."
    seen+="$port "
  done
  if [ -n "${SHUTDOWN_GRACE_MS:-}" ] && { ! [[ "$SHUTDOWN_GRACE_MS" =~ ^[0-9]+$ ]] || [ "$SHUTDOWN_GRACE_MS" -gt 25000 ]; }; then
    die "SHUTDOWN_GRACE_MS must be at most 25000 ms (wordhall-game@ gives a game server 30 s to stop), got \"$SHUTDOWN_GRACE_MS\"."
  fi
  need_postgres_url DATABASE_URL
  need_secret
  need_http_url WEB_URL "where browsers reach the players' site, e.g. https://play.example.org"
  need_http_url ADMIN_URL "where browsers reach the dashboard, e.g. https://admin.example.org"
  need_http_url_if_set WEB_UPSTREAM "the web page server the game servers send pages to"
  need_http_url_if_set ADMIN_UPSTREAM "the admin page server the game servers send pages to"
  need_http_url_if_set GAME_SERVER_URL "the game server the page servers ask"
  need_command node "to build and run the servers"
  need_command pnpm "to build (npm install --global pnpm@10)"
  need_command psql "to check the database (apt-get install postgresql-client)"
  need_command sha256sum "to name the release (coreutils)"
  if has_step restart; then
    need_command systemctl "to restart the services (or leave out the restart step)"
    [ -w "$SYSTEMD_DIR" ] || die "cannot write units to $SYSTEMD_DIR (run as root, or set SYSTEMD_DIR)."
    id "$WORDHALL_USER" >/dev/null 2>&1 || die "the user $WORDHALL_USER does not exist (useradd --system $WORDHALL_USER, or set WORDHALL_USER)."
  fi
  if has_step build || has_step activate; then
    # Checked without creating anything: the nearest existing folder must be writable.
    local existing="$WORDHALL_HOME"
    while [ ! -d "$existing" ]; do existing="$(dirname "$existing")"; done
    [ -w "$existing" ] || die "cannot write to $existing (set WORDHALL_HOME to a writable folder)."
  fi
  if has_step migrate || has_step restart; then check_database "$DATABASE_URL"; fi
}

host_build() {
  say "build: installing dependencies and building the game server, web and admin …"
  run_or_die "pnpm install" pnpm --dir "$WORDHALL_REPO" install --frozen-lockfile
  run_or_die "the build" env NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 \
    pnpm --dir "$WORDHALL_REPO" exec turbo run build --filter=@wordhall/game-server --filter=@wordhall/web \
    --filter=@wordhall/admin --output-logs=errors-only
  local id release
  id="$(release_id "$WORDHALL_REPO")"
  release="$WORDHALL_HOME/releases/$id"
  if [ -f "$release/.complete" ]; then
    say "build: release $id is already in $release."
    return
  fi
  mkdir -p "$WORDHALL_HOME/releases" 2>/dev/null || die "cannot create $WORDHALL_HOME/releases (set WORDHALL_HOME to a writable folder)."
  rm -rf "$release.partial"
  mkdir -p "$release.partial"
  # The game server is one bundle and its lexicons: nothing to install, only Node to run it.
  cp -a "$WORDHALL_REPO/apps/game-server/dist" "$release.partial/game-server"
  cp -a "$WORDHALL_REPO/apps/web/.next/standalone" "$release.partial/web"
  cp -a "$WORDHALL_REPO/apps/admin/.next/standalone" "$release.partial/admin"
  # The operations scripts travel with the release (the backup timer runs them from there).
  mkdir -p "$release.partial/scripts"
  cp -a "$WORDHALL_REPO/infra/scripts/." "$release.partial/scripts/"
  touch "$release.partial/.complete"
  rm -rf "$release"
  mv "$release.partial" "$release"
  say "build: release $id is in $release."
}

host_migrate() {
  say "migrate: applying migrations to $(describe_url "$DATABASE_URL") …"
  run_or_die "the migration" pnpm --dir "$WORDHALL_REPO" --silent db:migrate
  run_or_die "seeding the built-in packs" env NODE_ENV=production pnpm --dir "$WORDHALL_REPO" --silent db:seed
  say "migrate: the database is up to date."
}

host_activate() {
  local id="${RELEASE:-}"
  [ -n "$id" ] || id="$(release_id "$WORDHALL_REPO")"
  [ -f "$WORDHALL_HOME/releases/$id/.complete" ] || die "release $id is not in $WORDHALL_HOME/releases (run the build step first)."
  mkdir -p "$WORDHALL_HOME"
  # A new link moved over the old one: the switch is atomic for anything that starts meanwhile.
  ln -sfn "releases/$id" "$WORDHALL_HOME/current.next"
  mv -Tf "$WORDHALL_HOME/current.next" "$WORDHALL_HOME/current"
  # Keep the three newest releases besides the current one, for rollbacks.
  local kept=0 dir
  while IFS= read -r dir; do
    [ "$(basename "$dir")" = "$id" ] && continue
    kept=$((kept + 1))
    [ "$kept" -gt 3 ] && rm -rf "$dir"
  done < <(find "$WORDHALL_HOME/releases" -mindepth 1 -maxdepth 1 -type d ! -name '*.partial' -printf '%T@ %p\n' | sort -rn | cut -d' ' -f2-)
  say "activate: $WORDHALL_HOME/current is release $id."
}

# wait_ready UNIT PORT PATH: until the unit's process answers 200 on the path.
wait_ready() {
  local name="$1" port="$2" path="$3" deadline=$((SECONDS + ${READY_TIMEOUT:-90}))
  while [ "$SECONDS" -lt "$deadline" ]; do
    if curl -fs -o /dev/null --max-time 3 "http://127.0.0.1:$port$path"; then return 0; fi
    sleep 1
  done
  die "$name did not answer $path on port $port within ${READY_TIMEOUT:-90} s (journalctl -u $name)."
}

# Instances of our server templates that are loaded (running, failed) or enabled.
installed_instances() {
  {
    systemctl list-units --all --plain --no-legend --type=service \
      'wordhall-game@*' 'wordhall-web@*' 'wordhall-admin@*' 2>/dev/null | awk '{print $1}'
    find "$SYSTEMD_DIR" -path '*.wants/wordhall-*@*.service' -printf '%f\n' 2>/dev/null
  } | sed -n 's/^\(wordhall-\(game\|web\|admin\)@[0-9]*\)\.service$/\1/p' | sort -u
}

retire() {
  systemctl disable --now --quiet "$1.service"
  say "restart: $1 stopped and disabled (no longer configured)."
}

host_restart() {
  need_command curl "to wait for readiness"
  local changed=0 unit target rendered port
  for unit in "$WORDHALL_REPO"/infra/systemd/*.service "$WORDHALL_REPO"/infra/systemd/*.timer; do
    target="$SYSTEMD_DIR/$(basename "$unit")"
    rendered="$(sed -e "s#@WORDHALL_HOME@#$WORDHALL_HOME#g" -e "s#@WORDHALL_USER@#$WORDHALL_USER#g" \
      -e "s#@WORDHALL_ENV_FILE@#${WORDHALL_ENV_FILE:-/etc/wordhall/wordhall.env}#g" \
      -e "s#@NODE@#$(command -v node)#g" -e "s#@WEB_PAGE_PORT@#$WEB_PAGE_PORT#g" \
      -e "s#@ADMIN_PAGE_PORT@#$ADMIN_PAGE_PORT#g" -e "s#@FIRST_GAME_PORT@#${GAME_PORT_LIST[0]}#g" "$unit")"
    if [ ! -f "$target" ] || [ "$(cat "$target")" != "$rendered" ]; then
      printf '%s\n' "$rendered" >"$target"
      changed=1
    fi
  done
  [ "$changed" = 1 ] && systemctl daemon-reload
  # Where wordhall-backup.service writes (its sandbox makes the rest of the system read-only).
  install -d -o "$WORDHALL_USER" -g "$WORDHALL_USER" -m 0750 /var/backups/wordhall

  local wanted=("wordhall-web@$WEB_PAGE_PORT" "wordhall-admin@$ADMIN_PAGE_PORT") stale=()
  for port in "${GAME_PORT_LIST[@]}"; do wanted+=("wordhall-game@$port"); done
  while IFS= read -r unit; do
    [[ " ${wanted[*]} " == *" $unit "* ]] || stale+=("$unit")
  done < <(installed_instances)
  # An instance left on a port now given to another unit (the two-app layout's wordhall-web@3000
  # where wordhall-game@3000 goes) must stop first; the others once the new ones serve.
  for unit in "${stale[@]}"; do
    if [[ " ${wanted[*]} " == *"@${unit#*@} "* ]]; then retire "$unit"; fi
  done

  # The page servers first: the game servers send them every page, and answer 502 for pages
  # (never for the API or live streams) in the second or two each one takes to restart.
  for unit in "wordhall-web@$WEB_PAGE_PORT" "wordhall-admin@$ADMIN_PAGE_PORT"; do
    systemctl enable --quiet "$unit"
    systemctl restart "$unit"
    wait_ready "$unit" "${unit#*@}" /healthz
    say "restart: $unit is up."
  done
  # One game server at a time: the others keep serving, and live streams move over to them.
  for port in "${GAME_PORT_LIST[@]}"; do
    systemctl enable --quiet "wordhall-game@$port"
    systemctl restart "wordhall-game@$port"
    wait_ready "wordhall-game@$port" "$port" /api/ready
    say "restart: wordhall-game@$port is ready."
  done
  for unit in "${stale[@]}"; do
    if [[ " ${wanted[*]} " != *"@${unit#*@} "* ]]; then retire "$unit"; fi
  done
}

# ---------------------------------------------------------------- Docker Compose
compose() {
  docker compose -f "$WORDHALL_REPO/infra/compose/compose.yaml" --env-file "$COMPOSE_ENV_FILE" "$@"
}

compose_preflight() {
  COMPOSE_ENV_FILE="${COMPOSE_ENV_FILE:-$WORDHALL_REPO/infra/compose/.env}"
  load_env_file "$COMPOSE_ENV_FILE"
  need_var POSTGRES_PASSWORD "the database password for the postgres container"
  need_secret
  need_http_url WEB_URL "where browsers reach the players' site"
  need_http_url ADMIN_URL "where browsers reach the dashboard"
  need_command docker "for the compose target"
  docker compose version >/dev/null 2>&1 || die "docker compose (v2) is not available."
  IMAGE_TAG="${IMAGE_TAG:-$(commit_tag)}"
  export IMAGE_TAG
  run_or_die "checking compose.yaml" compose config --quiet
}

compose_build() { say "build: images tagged $IMAGE_TAG …"; run_or_die "building the images" compose build; }
compose_migrate() {
  say "migrate: starting postgres and running the migration …"
  run_or_die "starting postgres" compose up --detach --wait postgres
  run_or_die "the migration" compose run --rm migrate
}
compose_restart() {
  say "restart: the game server, web and admin …"
  run_or_die "starting the game server, web and admin" compose up --detach --wait --no-build game-server web admin
  say "restart: the game server, web and admin are healthy."
}

# ---------------------------------------------------------------- Kubernetes
kube() { kubectl --namespace "$KUBE_NAMESPACE" "$@"; }

kube_preflight() {
  need_var IMAGE_REGISTRY "where images are pushed, e.g. registry.example.org/wordhall"
  KUBE_NAMESPACE="${KUBE_NAMESPACE:-wordhall}"
  IMAGE_TAG="${IMAGE_TAG:-$(commit_tag)}"
  [[ "$IMAGE_TAG" =~ ^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$ ]] || die "IMAGE_TAG \"$IMAGE_TAG\" is not a valid image tag."
  need_command kubectl "for the kubernetes target"
  if has_step build; then need_command docker "to build and push the images"; fi
  run_or_die "reaching the cluster" kubectl version --request-timeout=10s
  if has_step migrate || has_step restart; then
    kube get secret wordhall-secrets >/dev/null 2>&1 \
      || die "the Secret wordhall-secrets is missing in namespace $KUBE_NAMESPACE (see infra/kubernetes/secret.example.yaml)."
  fi
}

image() { printf '%s/wordhall-%s:%s' "$IMAGE_REGISTRY" "$1" "$IMAGE_TAG"; }

kube_build() {
  local target
  for target in game-server web admin migrate; do
    say "build: $(image "$target") …"
    run_or_die "building $target" docker build -f "$WORDHALL_REPO/infra/docker/Dockerfile" --target "$target" -t "$(image "$target")" "$WORDHALL_REPO"
    run_or_die "pushing $target" docker push "$(image "$target")"
  done
}

kube_migrate() {
  local job="wordhall-migrate-${IMAGE_TAG//[._]/-}" state deadline=$((SECONDS + 660))
  job="$(printf '%s' "$job" | tr '[:upper:]' '[:lower:]' | cut -c1-63)"
  say "migrate: job $job …"
  sed -e "s#name: wordhall-migrate\$#name: $job#" -e "s#image: wordhall-migrate:latest#image: $(image migrate)#" \
    -e "s#namespace: wordhall\$#namespace: $KUBE_NAMESPACE#" "$WORDHALL_REPO/infra/kubernetes/migrate-job.yaml" \
    | run_or_die "creating the migration job" kubectl apply -f -
  while [ "$SECONDS" -lt "$deadline" ]; do
    state="$(kube get job "$job" -o 'jsonpath={.status.succeeded}/{.status.failed}' 2>/dev/null || true)"
    case "$state" in
      1/*) say "migrate: done."; return 0 ;;
      */[1-9]*) die "the migration failed: $(kube logs "job/$job" --tail=20 2>&1 | grep -v '^\s*$' | tail -n 1)" ;;
    esac
    sleep 3
  done
  die "the migration job $job did not finish within 11 minutes."
}

kube_restart() {
  say "restart: applying manifests with tag $IMAGE_TAG …"
  kubectl kustomize "$WORDHALL_REPO/infra/kubernetes" \
    | sed -e "s#image: wordhall-game-server:latest#image: $(image game-server)#" \
      -e "s#image: wordhall-web:latest#image: $(image web)#" -e "s#image: wordhall-admin:latest#image: $(image admin)#" \
      -e "s#namespace: wordhall\$#namespace: $KUBE_NAMESPACE#" -e "s#name: wordhall\$#name: $KUBE_NAMESPACE#" \
    | run_or_die "applying the manifests" kubectl apply -f -
  local app
  for app in game-server web admin; do
    run_or_die "rolling out $app" kube rollout status "deployment/wordhall-$app" --timeout=10m
  done
  say "restart: the game server, web and admin are rolled out."
}

# ---------------------------------------------------------------- main
case "$TARGET" in
  host)
    host_preflight
    if has_step build; then host_build; fi
    if has_step migrate; then host_migrate; fi
    if has_step activate; then host_activate; fi
    if has_step restart; then host_restart; fi
    ;;
  compose)
    compose_preflight
    if has_step build; then compose_build; fi
    if has_step migrate; then compose_migrate; fi
    if has_step activate || has_step restart; then compose_restart; fi
    ;;
  kubernetes)
    kube_preflight
    if has_step build; then kube_build; fi
    if has_step migrate; then kube_migrate; fi
    if has_step activate || has_step restart; then kube_restart; fi
    ;;
esac
say "deploy ($TARGET): $STEPS done."
