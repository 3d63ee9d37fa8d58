import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "../client";
import { connectOrExplain } from "../connection";
import { databaseStatus } from "../status";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { applyMigrations, MigrationError } from "./apply";
import { readMigrations } from "./migration-files";
import { MIGRATION_NAMES } from "./migration-names";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

describe("applying migrations", () => {
  it("applies every migration once, records it as Prisma does, and is idempotent", async () => {
    database = await createTestDatabase();
    const client = await connectOrExplain(database.url);
    try {
      const first = await applyMigrations(client);
      expect(first.applied).toEqual(readMigrations().map((m) => m.name));
      const second = await applyMigrations(client);
      expect(second.applied).toEqual([]);
      expect(second.alreadyApplied).toEqual(first.applied);
      const rows = await client.query(
        `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations"`,
      );
      expect(rows.rows).toHaveLength(first.applied.length);
      expect(rows.rows[0].checksum).toBe(readMigrations()[0]?.checksum);
      expect(rows.rows[0].finished_at).not.toBeNull();
    } finally {
      await client.end();
    }
  });

  it("lets two migrators race without applying anything twice", async () => {
    database = await createTestDatabase();
    const [a, b] = await Promise.all([connectOrExplain(database.url), connectOrExplain(database.url)]);
    try {
      const [ra, rb] = await Promise.all([applyMigrations(a), applyMigrations(b)]);
      expect([...ra.applied, ...rb.applied].sort()).toEqual(readMigrations().map((m) => m.name));
      const count = await a.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
      expect(count.rows[0].n).toBe(readMigrations().length);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it("rolls back a failing migration completely and names it", async () => {
    database = await createTestDatabase();
    const client = await connectOrExplain(database.url);
    try {
      const broken = [
        { name: "20990101000000_broken", sql: "CREATE TABLE half (id int); SELECT nope;", checksum: "x" },
      ];
      await expect(applyMigrations(client, broken)).rejects.toThrow(
        /20990101000000_broken failed and was rolled back/,
      );
      const table = await client.query(`SELECT to_regclass('half') IS NULL AS gone`);
      expect(table.rows[0].gone).toBe(true);
      const history = await client.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
      expect(history.rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it("refuses to go on when an applied migration was edited", async () => {
    database = await createTestDatabase();
    const client = await connectOrExplain(database.url);
    try {
      await applyMigrations(client);
      const edited = readMigrations().map((m) => ({ ...m, checksum: "0".repeat(64) }));
      await expect(applyMigrations(client, edited)).rejects.toBeInstanceOf(MigrationError);
    } finally {
      await client.end();
    }
  });

  it("makes the action log append-only", async () => {
    database = await createTestDatabase({ migrate: true });
    const client = await connectOrExplain(database.url);
    try {
      await client.query(
        `INSERT INTO game (id, kind, "engineVersion", config, seed, state, "updatedAt") VALUES ('g1', 'buyword', '1', '{}', 's', '{}', now())`,
      );
      await client.query(
        `INSERT INTO game_action ("gameId", seq, action) VALUES ('g1', 1, '{"type":"draw"}')`,
      );
      await expect(client.query(`UPDATE game_action SET seq = 2`)).rejects.toThrow(/append-only/);
      await expect(client.query(`DELETE FROM game_action`)).rejects.toThrow(/append-only/);
    } finally {
      await client.end();
    }
  });

  it("reports readiness only once every committed migration is applied", async () => {
    database = await createTestDatabase();
    const db = createDb(database.url, { poolSize: 1 });
    try {
      expect(await databaseStatus(db)).toEqual({ ok: false, reason: "the database has never been migrated" });
      const client = await connectOrExplain(database.url);
      await applyMigrations(client);
      await client.end();
      expect(await databaseStatus(db)).toEqual({ ok: true, migrations: MIGRATION_NAMES.length });
      expect(await databaseStatus(db, [...MIGRATION_NAMES, "20990101000000_later"])).toEqual({
        ok: false,
        reason: "pending migrations: 20990101000000_later",
      });
    } finally {
      await db.$disconnect();
    }
  });

  it("keeps the bundled list of migration names in step with the folder", () => {
    expect(MIGRATION_NAMES).toEqual(readMigrations().map((m) => m.name));
  });
});
