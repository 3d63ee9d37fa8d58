#!/usr/bin/env bash
# Restore a Wordhall backup into an empty database and prove it complete. See --help.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() {
  cat <<'HELP'
Usage: infra/scripts/restore.sh [--verify-only] BACKUP.dump

Restores a dump written by backup.sh into TARGET_DATABASE_URL, in one transaction, then
checks that the result matches the backup's manifest: the same tables, the same row count
in every table, and the same applied migrations (names and checksums). It prints one line
saying so, or fails with one line naming the first difference.

The target must be empty (no tables): a restore never mixes with or overwrites data. When
it does not exist yet it is created on the same server. Run again on a database that
already holds this backup, it only checks it (idempotent).

  --verify-only   do not restore; only compare TARGET_DATABASE_URL with the manifest
                  (a restore drill's last step, or a check of a database restored by hand)

Environment:
  TARGET_DATABASE_URL  the database to restore into (required); to put a backup back in
                       place of a broken database, restore into a new one and point
                       DATABASE_URL at it (see docs/operations.md)
HELP
}

VERIFY_ONLY=0
DUMP=""
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help) usage; exit 0 ;;
    --verify-only) VERIFY_ONLY=1; shift ;;
    -*) die "unknown option \"$1\" (see --help)." ;;
    *) [ -z "$DUMP" ] || die "give one backup file, not several."; DUMP="$1"; shift ;;
  esac
done
[ -n "$DUMP" ] || die "name the backup to restore: restore.sh path/to/backup.dump (see --help)."
[ -f "$DUMP" ] || die "the backup $DUMP does not exist."
MANIFEST="${DUMP%.dump}.manifest"
[ -f "$MANIFEST" ] || die "the backup's manifest $MANIFEST is missing (backup.sh writes it beside the dump)."
grep -q '^migration' "$MANIFEST" || die "$MANIFEST lists no migrations; it is not a Wordhall backup manifest."
need_postgres_url TARGET_DATABASE_URL "the database to restore into, postgresql://user:password@host:5432/database"
need_command psql "to check the restore (apt-get install postgresql-client)"
need_command pg_restore "to restore (apt-get install postgresql-client)"
target="$(describe_url "$TARGET_DATABASE_URL")"

expected_sum="$(awk -F'\t' '$1 == "dump-sha256" { print $2 }' "$MANIFEST")"
if [ -n "$expected_sum" ] && [ "$(sha256sum "$DUMP" | cut -d' ' -f1)" != "$expected_sum" ]; then
  die "$DUMP does not match its manifest's checksum (damaged or replaced)."
fi

q() { PGCONNECT_TIMEOUT=5 psql "$TARGET_DATABASE_URL" -X -q -A -t -v ON_ERROR_STOP=1 "$@"; }

# The target's tables, row counts and migrations, in the manifest's format.
describe_target() {
  q <<'SQL'
SELECT 'table' || chr(9) || t.table_name || chr(9) ||
       (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I.%I', t.table_schema, t.table_name), false, true, '')))[1]::text
FROM information_schema.tables t
WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
ORDER BY t.table_name;
SELECT 'migration' || chr(9) || migration_name || chr(9) || checksum
FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
ORDER BY migration_name;
SQL
}

# Compares the target with the manifest; prints the first difference and fails on one.
verify() {
  local actual
  actual="$(describe_target 2>&1)" || { printf 'cannot read it: %s' "$(printf '%s\n' "$actual" | head -n 1)"; return 1; }
  printf '%s\n' "$actual" | awk -F'\t' -v manifest="$MANIFEST" '
    BEGIN {
      while ((getline line < manifest) > 0) {
        split(line, f, "\t")
        if (f[1] == "table") want[f[2]] = f[3]
        if (f[1] == "migration") mig[f[2]] = f[3]
      }
    }
    $1 == "table" { have[$2] = $3 }
    $1 == "migration" { got[$2] = $3 }
    END {
      for (t in want) {
        if (!(t in have)) { printf "table %s is missing", t; exit 1 }
        if (have[t] != want[t]) { printf "table %s has %s rows, the backup %s", t, have[t], want[t]; exit 1 }
      }
      for (t in have) if (!(t in want)) { printf "table %s is not in the backup", t; exit 1 }
      for (m in mig) {
        if (!(m in got)) { printf "migration %s is missing", m; exit 1 }
        if (got[m] != mig[m]) { printf "migration %s has another checksum", m; exit 1 }
      }
      for (m in got) if (!(m in mig)) { printf "migration %s is not in the backup", m; exit 1 }
    }'
}

summary() {
  printf '%s tables, %s rows, %s migrations' "$(grep -c '^table' "$MANIFEST")" \
    "$(awk -F'\t' '$1 == "table" { sum += $3 } END { print sum + 0 }' "$MANIFEST")" "$(grep -c '^migration' "$MANIFEST")"
}

if [ "$VERIFY_ONLY" = 1 ]; then
  check_database "$TARGET_DATABASE_URL"
  reason="$(verify)" || die "$target does not match the backup: $reason."
  say "restore check: $target matches $(basename "$DUMP") ($(summary))."
  exit 0
fi

# Create the target when it is missing (connecting to the server's maintenance database).
if ! exists_reason="$(PGCONNECT_TIMEOUT=5 psql "$TARGET_DATABASE_URL" -X -A -t -q -c 'SELECT 1' 2>&1 >/dev/null)"; then
  if [[ "$exists_reason" == *"does not exist"* ]]; then
    name="${target##*/}"
    maintenance="${TARGET_DATABASE_URL%%\?*}"
    maintenance="${maintenance%/*}/postgres"
    check_database "$maintenance"
    # psql quotes the name itself (:"name"), which it does only for commands read from stdin.
    printf 'CREATE DATABASE :"name";\n' | run_or_die "creating $name" psql "$maintenance" -X -q -v ON_ERROR_STOP=1 -v name="$name"
    say "restore: created the database $target."
  else
    check_database "$TARGET_DATABASE_URL"
  fi
fi

tables="$(q -c "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")"
if [ "$tables" != 0 ]; then
  if verify >/dev/null; then
    say "restore: $target already holds this backup ($(summary)); nothing to do."
    exit 0
  fi
  die "$target is not empty ($tables tables); restore into an empty or new database."
fi

# One transaction: a restore that fails half-way leaves the target as empty as it was.
if ! out="$(pg_restore --dbname="$TARGET_DATABASE_URL" --no-owner --no-privileges --single-transaction --exit-on-error "$DUMP" 2>&1)"; then
  die "pg_restore failed: $(printf '%s\n' "$out" | grep -v '^\s*$' | grep -v '^pg_restore: error: could not execute query' | head -n 1 | sed 's/^pg_restore: error: //')"
fi
reason="$(verify)" || die "the restore into $target is incomplete: $reason."
say "restore: $target matches $(basename "$DUMP") ($(summary))."
