# shellcheck shell=bash
# Shared by the infra scripts: one-line failures, variable checks, database checks.
# Every check runs before a script changes anything, so bad input leaves everything as it was.

# The repository checkout these scripts belong to.
WORDHALL_REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export WORDHALL_REPO

# One clear line on stderr, exit 1. Nothing else is printed on failure.
die() {
  printf 'error: %s\n' "$*" >&2
  exit 1
}

say() {
  [ "${QUIET:-0}" = 1 ] || printf '%s\n' "$*"
}

need_command() {
  command -v "$1" >/dev/null 2>&1 || die "$1 is not installed (needed $2)."
}

# need_var NAME "what it is": set and non-empty.
need_var() {
  [ -n "${!1:-}" ] || die "$1 is not set: $2."
}

need_postgres_url() {
  need_var "$1" "${2:-the PostgreSQL connection string, postgresql://user:password@host:5432/database}"
  [[ "${!1}" =~ ^postgres(ql)?://[^[:space:]]+/[^/[:space:]?]+ ]] \
    || die "$1 must look like postgresql://user:password@host:5432/database (got \"$(describe_url "${!1}")\")."
}

need_secret() {
  need_var BETTER_AUTH_SECRET "32+ random characters that sign session cookies (openssl rand -base64 48)"
  [ "${#BETTER_AUTH_SECRET}" -ge 32 ] || die "BETTER_AUTH_SECRET must be at least 32 characters (it has ${#BETTER_AUTH_SECRET})."
  need_var METRICS_TOKEN "16+ random characters Prometheus sends as a bearer token for /api/metrics (openssl rand -hex 24)"
  [ "${#METRICS_TOKEN}" -ge 16 ] || die "METRICS_TOKEN must be at least 16 characters (it has ${#METRICS_TOKEN})."
}

need_http_url() {
  need_var "$1" "$2"
  [[ "${!1}" =~ ^https?://[^/[:space:]]+/?$ ]] || die "$1 must be an origin like https://play.example.org (got \"${!1}\")."
}

need_port() {
  if ! [[ "$2" =~ ^[0-9]+$ ]] || [ "$2" -lt 1 ] || [ "$2" -gt 65535 ]; then
    die "$1 must be a port number, got \"$2\"."
  fi
}

# need_http_url_if_set NAME "what it is": checked only when set (it has a default).
need_http_url_if_set() {
  [ -z "${!1:-}" ] || need_http_url "$1" "$2"
}

# env_file_sets FILE NAME: whether the KEY=value file assigns NAME (with or without export).
env_file_sets() {
  grep -Eq "^[[:space:]]*(export[[:space:]]+)?$2=" "$1"
}

# The id of a checkout's production build: a hash of everything a release is made of (web's
# and admin's Next build ids, every file of the game server's bundle, the operations
# scripts), so it changes whenever any of them does, and stays the same for a build turbo
# restored unchanged from its cache.
release_id() {
  local repo="$1" part
  for part in apps/web/.next/BUILD_ID apps/admin/.next/BUILD_ID apps/game-server/dist/main.mjs; do
    [ -f "$repo/$part" ] || die "no production build in this checkout yet ($part is missing; run the build step first)."
  done
  {
    printf 'web %s\nadmin %s\n' "$(cat "$repo/apps/web/.next/BUILD_ID")" "$(cat "$repo/apps/admin/.next/BUILD_ID")"
    (cd "$repo/apps/game-server/dist" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum)
    (cd "$repo/infra/scripts" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum)
  } | sha256sum | cut -c1-16
}

# host:port/database of a connection string, never its password.
describe_url() {
  local rest="${1#*://}"
  rest="${rest##*@}"
  printf '%s' "${rest%%\?*}"
}

# Fails with one line naming the server and psql's reason when the database cannot be reached.
check_database() {
  local url="$1" reason
  if ! reason="$(PGCONNECT_TIMEOUT="${PGCONNECT_TIMEOUT:-5}" psql "$url" -X -A -t -q -v ON_ERROR_STOP=1 -c 'SELECT 1' 2>&1 >/dev/null)"; then
    reason="$(printf '%s' "$reason" | grep -v '^\s*$' | head -n 1 | sed -e 's/^psql: //' -e 's/^error: //')"
    die "cannot reach PostgreSQL at $(describe_url "$url"): ${reason:-psql failed}."
  fi
}

# Reads KEY=value lines (the systemd EnvironmentFile / compose .env format) into the environment.
load_env_file() {
  [ -f "$1" ] || die "the environment file $1 does not exist (copy the example next to it and fill it in)."
  [ -r "$1" ] || die "the environment file $1 is not readable by $(id -un)."
  set -a
  # shellcheck disable=SC1090
  . "$1"
  set +a
}

# Runs a command quietly; on failure, its last non-empty line of output becomes the one error line.
run_or_die() {
  local what="$1" out
  shift
  if ! out="$("$@" 2>&1)"; then
    die "$what failed: $(printf '%s\n' "$out" | grep -v '^\s*$' | tail -n 1 | sed 's/^error: //')"
  fi
  [ "${VERBOSE:-0}" = 1 ] && printf '%s\n' "$out"
  return 0
}
