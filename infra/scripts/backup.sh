#!/usr/bin/env bash
# Back up Wordhall's PostgreSQL database. See --help.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

usage() {
  cat <<'HELP'
Usage: infra/scripts/backup.sh [--help]

Writes a pg_dump of the database (custom format, restorable with restore.sh or pg_restore)
and, beside it, a manifest: the exact row count of every table and the applied
migrations, read in the same snapshot as the dump. restore.sh compares a restored database
with the manifest, so a restore can be proven complete.

Environment:
  DATABASE_URL   the database to back up (required)
  BACKUP_DIR     where to write, default ./backups (created if missing)
  BACKUP_NAME    file name without extension, default wordhall-<database>-<UTC time>
  KEEP_BACKUPS   when set, delete all but the newest N backups in BACKUP_DIR afterwards

Writes BACKUP_DIR/BACKUP_NAME.dump and BACKUP_NAME.manifest, and prints the dump's path.
Nothing appears under the final names unless the whole backup succeeded. It only reads the
database (one repeatable-read transaction), so it is safe while the platform is running.
HELP
}

case "${1:-}" in
  -h | --help) usage; exit 0 ;;
  "") ;;
  *) die "unknown argument \"$1\" (see --help)." ;;
esac

need_postgres_url DATABASE_URL
need_command psql "to read the row counts (apt-get install postgresql-client)"
need_command pg_dump "to write the backup (apt-get install postgresql-client)"
BACKUP_DIR="${BACKUP_DIR:-./backups}"
if [ -n "${KEEP_BACKUPS:-}" ] && ! [[ "$KEEP_BACKUPS" =~ ^[1-9][0-9]*$ ]]; then
  die "KEEP_BACKUPS must be a whole number of backups to keep, got \"$KEEP_BACKUPS\"."
fi
check_database "$DATABASE_URL"
database="$(describe_url "$DATABASE_URL")"
database="${database##*/}"
BACKUP_NAME="${BACKUP_NAME:-wordhall-${database}-$(date -u +%Y%m%dT%H%M%SZ)}"
[[ "$BACKUP_NAME" =~ ^[A-Za-z0-9._-]+$ ]] || die "BACKUP_NAME may hold only letters, digits, '.', '_' and '-', got \"$BACKUP_NAME\"."
mkdir -p "$BACKUP_DIR" 2>/dev/null || die "cannot create the backup folder $BACKUP_DIR."
[ -w "$BACKUP_DIR" ] || die "cannot write to the backup folder $BACKUP_DIR."
dump="$BACKUP_DIR/$BACKUP_NAME.dump"
manifest="$BACKUP_DIR/$BACKUP_NAME.manifest"
[ -e "$dump" ] && die "$dump already exists; choose another BACKUP_NAME."

work="$(mktemp -d "$BACKUP_DIR/.backup.XXXXXX")"
coproc_pid=""
cleanup() {
  [ -n "$coproc_pid" ] && kill "$coproc_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# One transaction holds a snapshot that pg_dump shares (--snapshot), so the manifest
# describes exactly the rows in the dump even while players keep playing.
coproc SNAPSHOT { psql "$DATABASE_URL" -X -q -A -t -v ON_ERROR_STOP=1 2>&1; }
coproc_pid="$SNAPSHOT_PID"
printf '%s\n' "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY;" "SELECT pg_export_snapshot();" >&"${SNAPSHOT[1]}"
IFS= read -r -t 20 snapshot <&"${SNAPSHOT[0]}" || die "could not open a snapshot of $database."
[[ "$snapshot" =~ ^[0-9A-F-]+$ ]] || die "could not open a snapshot of $database: $snapshot"

# Every table's exact count in one statement, then the migrations; a marker ends the answer.
cat >&"${SNAPSHOT[1]}" <<'SQL'
SELECT 'table' || chr(9) || t.table_name || chr(9) ||
       (xpath('/row/c/text()', query_to_xml(format('SELECT count(*) AS c FROM %I.%I', t.table_schema, t.table_name), false, true, '')))[1]::text
FROM information_schema.tables t
WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
ORDER BY t.table_name;
SELECT 'migration' || chr(9) || migration_name || chr(9) || checksum
FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
ORDER BY migration_name;
\echo __end__
SQL
: >"$work/manifest"
while IFS= read -r -t 120 line <&"${SNAPSHOT[0]}"; do
  [ "$line" = "__end__" ] && break
  case "$line" in
    table$'\t'* | migration$'\t'*) printf '%s\n' "$line" >>"$work/manifest" ;;
    "") ;;
    *) die "could not count the rows of $database: $line" ;;
  esac
done
[ "$line" = "__end__" ] || die "could not count the rows of $database (no answer)."
grep -q '^migration' "$work/manifest" || die "$database has no applied migrations; is it Wordhall's database?"

if ! out="$(pg_dump --dbname="$DATABASE_URL" --snapshot="$snapshot" --format=custom --no-owner --no-privileges --file="$work/dump" 2>&1)"; then
  die "pg_dump failed: $(printf '%s\n' "$out" | grep -v '^\s*$' | tail -n 1 | sed 's/^pg_dump: error: //')"
fi
printf 'COMMIT;\n\\q\n' >&"${SNAPSHOT[1]}"
wait "$coproc_pid" 2>/dev/null || true
coproc_pid=""

{
  printf '# Wordhall backup manifest: %s of %s at %s\n' "$BACKUP_NAME.dump" "$database" "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  printf 'dump-sha256\t%s\n' "$(sha256sum "$work/dump" | cut -d' ' -f1)"
  cat "$work/manifest"
} >"$work/manifest.final"
mv "$work/dump" "$dump"
mv "$work/manifest.final" "$manifest"

tables="$(grep -c '^table' "$manifest")"
rows="$(awk -F'\t' '$1 == "table" { sum += $3 } END { print sum + 0 }' "$manifest")"
say "backup: $tables tables, $rows rows, $(grep -c '^migration' "$manifest") migrations of $database in $dump ($(du -h "$dump" | cut -f1))."

if [ -n "${KEEP_BACKUPS:-}" ]; then
  find "$BACKUP_DIR" -maxdepth 1 -name '*.dump' -printf '%T@ %p\n' | sort -rn | tail -n +"$((KEEP_BACKUPS + 1))" | cut -d' ' -f2- \
    | while IFS= read -r old; do rm -f "$old" "${old%.dump}.manifest"; done
fi
printf '%s\n' "$dump"
