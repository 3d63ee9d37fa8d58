import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMigration } from "./create";
import { MIGRATIONS_DIR, readMigrations, SCHEMA_PATH } from "./migration-files";

const work = mkdtempSync(join(tmpdir(), "wh-create-migration-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("creating a migration offline", () => {
  it("writes nothing when the schema and the committed migrations agree", async () => {
    const dir = join(work, "agree");
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    expect(await createMigration("nothing", { dir })).toBeNull();
    expect(readMigrations(dir)).toHaveLength(readMigrations().length);
  });

  it("writes the SQL for a schema change, named and ordered after the others", async () => {
    const dir = join(work, "change");
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const schemaPath = join(work, "schema.prisma");
    const schema = readFileSync(SCHEMA_PATH, "utf8").replace(
      "model Tiebreak {",
      'model ChatMessage {\n  id   String @id\n  body String\n\n  @@map("chat_message")\n}\n\nmodel Tiebreak {',
    );
    writeFileSync(schemaPath, schema);
    const created = await createMigration("Add chat!", {
      dir,
      schemaPath,
      now: new Date(Date.UTC(2099, 0, 2, 3, 4, 5)),
    });
    expect(created?.name).toBe("20990102030405_add_chat");
    expect(created?.sql).toContain('CREATE TABLE "chat_message"');
    expect(created?.sql).not.toContain('CREATE TABLE "user"');
    expect(readMigrations(dir).at(-1)?.name).toBe("20990102030405_add_chat");
  });
});
