#!/usr/bin/env bash
# Make an account the platform's administrator. See --help.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() {
  cat <<'HELP'
Usage: infra/scripts/create-admin.sh EMAIL

Gives the account with this email the admin role (through `pnpm user:role`, run in this
checkout against DATABASE_URL). This is how a new deployment gets its first administrator.

When no account has this email yet and ADMIN_PASSWORD is set, it first signs the account
up through the web app at WEB_URL, exactly as a person would; otherwise sign up in the web
app first. Running it again for an existing admin changes nothing.

Environment:
  DATABASE_URL    the platform's database (required)
  WEB_URL         the running web app, used only to sign a new account up
  ADMIN_PASSWORD  the new account's password (10+ characters, not a common one), only to sign it up
  ADMIN_NAME      its display name, default the part of the email before the @
  WORDHALL_ENV_FILE  optional KEY=value file to read first (e.g. /etc/wordhall/wordhall.env)
HELP
}

EMAIL=""
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help) usage; exit 0 ;;
    -*) die "unknown option \"$1\" (see --help)." ;;
    *) [ -z "$EMAIL" ] || die "give one email address."; EMAIL="$1"; shift ;;
  esac
done
[ -z "${WORDHALL_ENV_FILE:-}" ] || load_env_file "$WORDHALL_ENV_FILE"
[ -n "$EMAIL" ] || die "name the account: create-admin.sh admin@example.org (see --help)."
[[ "$EMAIL" =~ ^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$ ]] || die "\"$EMAIL\" is not an email address."
EMAIL="$(printf '%s' "$EMAIL" | tr '[:upper:]' '[:lower:]')"
need_postgres_url DATABASE_URL
need_command psql "to look the account up (apt-get install postgresql-client)"
need_command pnpm "to run the role command in this checkout"
check_database "$DATABASE_URL"

lookup() {
  PGCONNECT_TIMEOUT=5 psql "$DATABASE_URL" -X -q -A -t -v ON_ERROR_STOP=1 -v email="$EMAIL" \
    <<<'SELECT role FROM "user" WHERE email = :'"'"'email'"'"';' 2>&1
}
role="$(lookup)" || die "could not read accounts: $(printf '%s\n' "$role" | head -n 1)"
if [ "$role" = admin ]; then
  say "$EMAIL is already an admin."
  exit 0
fi

if [ -z "$role" ]; then
  [ -n "${ADMIN_PASSWORD:-}" ] || die "no account with the email $EMAIL; sign up in the web app first, or set ADMIN_PASSWORD (and WEB_URL) to sign it up here."
  [ "${#ADMIN_PASSWORD}" -ge 10 ] || die "ADMIN_PASSWORD must be at least 10 characters."
  need_http_url WEB_URL "the running web app, to sign the account up"
  need_command curl "to sign the account up"
  need_command node "to encode the sign-up request"
  name="${ADMIN_NAME:-${EMAIL%%@*}}"
  body="$(EMAIL="$EMAIL" NAME="$name" PASSWORD="$ADMIN_PASSWORD" node -e \
    'process.stdout.write(JSON.stringify({ email: process.env.EMAIL, name: process.env.NAME, password: process.env.PASSWORD }))')"
  origin="${WEB_URL%/}"
  reply="$(mktemp)"
  trap 'rm -f "$reply"' EXIT
  if ! answer="$(curl -sS --max-time 20 -o "$reply" -w '%{http_code}' -H 'content-type: application/json' \
    -H "origin: $origin" --data-binary @- "$origin/api/auth/sign-up/email" <<<"$body" 2>/dev/null)"; then
    die "could not reach the web app at $origin to sign $EMAIL up."
  fi
  if [ "$answer" != 200 ]; then
    # The server says why (a password too common, an email taken): pass its sentence on.
    reason="$(node -e 'try { process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).message ?? "") } catch {}' <"$reply")"
    die "signing $EMAIL up at $origin was refused (HTTP $answer)${reason:+: $reason}${reason:-.}"
  fi
  say "signed up $EMAIL."
fi

run_or_die "pnpm user:role" pnpm --dir "$WORDHALL_REPO" --silent user:role "$EMAIL" admin
say "$EMAIL is now an admin."
