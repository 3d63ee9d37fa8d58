import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATION_NAMES } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseSnapshot, sql } from "./database-snapshot";
import { runScript } from "./run-script";

// Each bad input must stop the script with exactly one line, "error: …", and leave the
// database, the release folders and the backups as they were.

const SECRET = "s".repeat(40);
const NOTHING_LISTENS = "postgresql://postgres@127.0.0.1:9/wordhall";
let database: TestDatabase;
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  scratch = mkdtempSync(join(tmpdir(), "wordhall-infra-"));
});
afterAll(async () => {
  await database?.drop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function hostEnv(overrides: Record<string, string>): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: SECRET,
    METRICS_TOKEN: "m".repeat(24),
    WEB_URL: "http://127.0.0.1:3000",
    ADMIN_URL: "http://127.0.0.1:3001",
    WORDHALL_HOME: join(scratch, `home-${Math.random().toString(36).slice(2)}`),
    ...overrides,
  };
}

function expectOneLine(run: ReturnType<typeof runScript>, pattern: RegExp): void {
  expect(run.status, run.stderr).toBe(1);
  expect(run.errorLines).toHaveLength(1);
  expect(run.errorLines[0]).toMatch(/^error: /);
  expect(run.errorLines[0]).toMatch(pattern);
}

describe("deploy.sh refuses bad input with one line and changes nothing", () => {
  const steps = ["--steps", "migrate,activate"];

  it.each([
    [{ DATABASE_URL: "" }, /DATABASE_URL is not set/],
    [{ DATABASE_URL: "mysql://db/wordhall" }, /DATABASE_URL must look like postgresql:\/\//],
    [{ BETTER_AUTH_SECRET: "short" }, /BETTER_AUTH_SECRET must be at least 32 characters/],
    [{ METRICS_TOKEN: "" }, /METRICS_TOKEN is not set/],
    [{ METRICS_TOKEN: "short" }, /METRICS_TOKEN must be at least 16 characters/],
    [{ WEB_URL: "play.example.org" }, /WEB_URL must be an origin/],
    [{ GAME_PORTS: "3000 http" }, /GAME_PORTS must be a port number, got "http"/],
    [{ GAME_PORTS: "," }, /GAME_PORTS is empty/],
    [{ WEB_PAGE_PORT: "70000" }, /WEB_PAGE_PORT must be a port number, got "70000"/],
    [{ GAME_PORTS: "3000,3010" }, /port 3010 is given twice/],
    [{ GAME_PORTS: "3000", ADMIN_PAGE_PORT: "3000" }, /port 3000 is given twice/],
    [{ WEB_PORTS: "3000,3002" }, /WEB_PORTS is the two-app layout's setting: .*rename it GAME_PORTS/],
    [{ SHUTDOWN_GRACE_MS: "60000" }, /SHUTDOWN_GRACE_MS must be at most 25000 ms/],
    [{ GAME_SERVER_URL: "game-server:3000" }, /GAME_SERVER_URL must be an origin/],
    [{ WEB_UPSTREAM: "http://127.0.0.1:3010/pages" }, /WEB_UPSTREAM must be an origin/],
    [{ WORDHALL_HOME: "relative/home" }, /WORDHALL_HOME must be an absolute path/],
  ])("%o", async (overrides, message) => {
    const before = await databaseSnapshot(database.url);
    const env = hostEnv(overrides);
    const run = runScript("deploy.sh", steps, env);
    expectOneLine(run, message);
    expect(existsSync(env.WORDHALL_HOME as string)).toBe(false);
    expect(await databaseSnapshot(database.url)).toEqual(before);
  });

  it("an unknown target or step", () => {
    expectOneLine(runScript("deploy.sh", ["--target", "ftp"], hostEnv({})), /--target must be host/);
    expectOneLine(runScript("deploy.sh", ["--steps", "build,dance"], hostEnv({})), /unknown step "dance"/);
  });

  it("a missing environment file", () => {
    const run = runScript("deploy.sh", steps, hostEnv({ WORDHALL_ENV_FILE: join(scratch, "nope.env") }));
    expectOneLine(run, /the environment file .*nope.env does not exist/);
  });

  it.each(["PORT", "ADMIN_PORT", "HOSTNAME"])(
    "an environment file that sets %s, which would override every unit's own",
    (name) => {
      // The two-app layout's file had ADMIN_PORT=3001: read by every game server, it would
      // make each listen there too, and all but one fail.
      const file = join(scratch, `with-${name}.env`);
      writeFileSync(file, `LOG_LEVEL=info\n${name}=3001\n`);
      const env = hostEnv({ WORDHALL_ENV_FILE: file });
      const run = runScript("deploy.sh", steps, env);
      expectOneLine(run, new RegExp(`with-${name}\\.env sets ${name}, which each unit sets itself`));
      expect(existsSync(env.WORDHALL_HOME as string)).toBe(false);
    },
  );

  it("an unreachable database", () => {
    const env = hostEnv({ DATABASE_URL: NOTHING_LISTENS });
    const run = runScript("deploy.sh", steps, env);
    expectOneLine(run, /cannot reach PostgreSQL at 127\.0\.0\.1:9\/wordhall: .*refused/);
    expect(run.stdout).toBe("");
    expect(existsSync(join(env.WORDHALL_HOME as string, "releases"))).toBe(false);
  });

  it("a failed migration: rolled back, and the running release is not switched", async () => {
    // A deploy whose newest migration cannot apply: here the last migration's record is
    // gone while its objects exist, so re-running its SQL fails half-way.
    const last = MIGRATION_NAMES[MIGRATION_NAMES.length - 1];
    await sql(database.url, `DELETE FROM "_prisma_migrations" WHERE migration_name = '${last}'`);
    const env = hostEnv({});
    const home = env.WORDHALL_HOME as string;
    mkdirSync(join(home, "releases", "old"), { recursive: true });
    writeFileSync(join(home, "releases", "old", ".complete"), "");
    symlinkSync("releases/old", join(home, "current"));
    const before = await databaseSnapshot(database.url);

    const run = runScript("deploy.sh", ["--steps", "migrate,activate"], env);
    expectOneLine(run, new RegExp(`the migration failed: Migration ${last} failed and was rolled back`));
    expect(await databaseSnapshot(database.url)).toEqual(before);
    expect(readlinkSync(join(home, "current"))).toBe("releases/old");
    expect(readdirSync(join(home, "releases"))).toEqual(["old"]);
  });
});

describe("backup.sh, restore.sh and create-admin.sh refuse bad input with one line", () => {
  it("backup: missing or unreachable database, bad settings; no file written", () => {
    const dir = join(scratch, "backups");
    expectOneLine(runScript("backup.sh", [], { BACKUP_DIR: dir }), /DATABASE_URL is not set/);
    expectOneLine(
      runScript("backup.sh", [], { DATABASE_URL: NOTHING_LISTENS, BACKUP_DIR: dir }),
      /cannot reach PostgreSQL at 127\.0\.0\.1:9\/wordhall/,
    );
    expectOneLine(
      runScript("backup.sh", [], { DATABASE_URL: database.url, BACKUP_DIR: dir, KEEP_BACKUPS: "all" }),
      /KEEP_BACKUPS must be a whole number/,
    );
    expectOneLine(
      runScript("backup.sh", [], { DATABASE_URL: database.url, BACKUP_DIR: dir, BACKUP_NAME: "../x" }),
      /BACKUP_NAME may hold only/,
    );
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it("restore: no file, no manifest, a non-empty target; the target is untouched", async () => {
    expectOneLine(runScript("restore.sh", [], { TARGET_DATABASE_URL: database.url }), /name the backup/);
    expectOneLine(
      runScript("restore.sh", [join(scratch, "missing.dump")], { TARGET_DATABASE_URL: database.url }),
      /the backup .*missing.dump does not exist/,
    );
    const lonely = join(scratch, "lonely.dump");
    writeFileSync(lonely, "not a dump");
    expectOneLine(
      runScript("restore.sh", [lonely], { TARGET_DATABASE_URL: database.url }),
      /the backup's manifest .*lonely.manifest is missing/,
    );
    writeFileSync(join(scratch, "lonely.manifest"), "migration\tx\ty\ntable\tuser\t999\n");
    const before = await databaseSnapshot(database.url);
    expectOneLine(
      runScript("restore.sh", [lonely], { TARGET_DATABASE_URL: database.url }),
      /is not empty \(\d+ tables\); restore into an empty or new database/,
    );
    expectOneLine(
      runScript("restore.sh", [lonely], { TARGET_DATABASE_URL: NOTHING_LISTENS }),
      /cannot reach PostgreSQL at 127\.0\.0\.1:9\/wordhall/,
    );
    expect(await databaseSnapshot(database.url)).toEqual(before);
  });

  it("create-admin: a bad email, an unknown account without a password", async () => {
    expectOneLine(runScript("create-admin.sh", [], { DATABASE_URL: database.url }), /name the account/);
    expectOneLine(
      runScript("create-admin.sh", ["not-an-email"], { DATABASE_URL: database.url }),
      /"not-an-email" is not an email address/,
    );
    const before = await databaseSnapshot(database.url);
    expectOneLine(
      runScript("create-admin.sh", ["nobody@example.test"], { DATABASE_URL: database.url }),
      /no account with the email nobody@example.test; sign up in the web app first/,
    );
    expect(await databaseSnapshot(database.url)).toEqual(before);
  });

  it("every script explains itself with --help", () => {
    for (const script of ["deploy.sh", "backup.sh", "restore.sh", "create-admin.sh"]) {
      const run = runScript(script, ["--help"], {});
      expect(run.status, script).toBe(0);
      expect(run.stdout, script).toMatch(/^Usage: infra\/scripts\//);
      expect(run.stdout.split("\n").length, script).toBeGreaterThan(8);
    }
  });
});
