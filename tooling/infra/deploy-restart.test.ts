import { spawn } from "node:child_process";
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./run-script";
import { placeholdersIn } from "./systemd-unit";

// deploy.sh's restart step on the host target: the order it installs, restarts, waits for
// and retires units. This machine has no running systemd, so `systemctl` and `install` (the
// two commands that change the system) are stand-ins on PATH that write down each call;
// the readiness deploy.sh waits for comes from real HTTP servers on the ports, which write
// down each check, so the log shows whether each unit was waited for before the next.

const scratch = mkdtempSync(join(tmpdir(), "wordhall-restart-"));
const bin = join(scratch, "bin");
const systemdDir = join(scratch, "systemd");
const log = join(scratch, "calls.log");
const units = join(scratch, "loaded-units");
const listeners: http.Server[] = [];
const ports: number[] = [];
// The restart step checks that the database answers before it touches anything.
let database: TestDatabase;

function stub(name: string, body: string): void {
  writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} $*" >>"$CALLS"\n${body}\nexit 0\n`);
  chmodSync(join(bin, name), 0o755);
}

beforeAll(async () => {
  database = await createTestDatabase();
  mkdirSync(bin);
  mkdirSync(join(systemdDir, "multi-user.target.wants"), { recursive: true });
  // `systemctl list-units` prints what is loaded, as the test says.
  stub("systemctl", `[ "$1" = list-units ] && cat "$LOADED_UNITS" 2>/dev/null`);
  stub("install", "");
  // Four ports that answer every path and note each check: two game servers, two page servers.
  for (let i = 0; i < 4; i++) {
    const server = http.createServer((req, res) => {
      appendFileSync(log, `ready ${(server.address() as { port: number }).port} ${req.url}\n`);
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    listeners.push(server);
    ports.push((server.address() as { port: number }).port);
  }
});
afterAll(async () => {
  await Promise.all(listeners.map((s) => new Promise((resolve) => s.close(resolve))));
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * deploy.sh run without blocking this process (the readiness servers live here), with only
 * the variables given, as an operator's shell would.
 */
function deploy(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("bash", [join(repoRoot, "infra/scripts/deploy.sh"), ...args], {
      cwd: repoRoot,
      env: { HOME: process.env.HOME ?? "/tmp", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("close", (status) => resolve({ status, stdout, stderr }));
  });
}

async function restart() {
  const [game1, game2, webPage, adminPage] = ports as [number, number, number, number];
  writeFileSync(log, "");
  const run = await deploy(["--steps", "restart"], {
    PATH: `${bin}:${process.env.PATH}`,
    CALLS: log,
    LOADED_UNITS: units,
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: "s".repeat(40),
    METRICS_TOKEN: "m".repeat(24),
    WEB_URL: "https://play.example.org",
    ADMIN_URL: "https://admin.example.org",
    WORDHALL_HOME: join(scratch, "home"),
    WORDHALL_USER: userInfo().username,
    SYSTEMD_DIR: systemdDir,
    GAME_PORTS: `${game1},${game2}`,
    WEB_PAGE_PORT: String(webPage),
    ADMIN_PAGE_PORT: String(adminPage),
  });
  const calls = readFileSync(log, "utf8").trim().split("\n");
  return { run, calls, game1, game2, webPage, adminPage };
}

describe("deploy.sh --steps restart (host)", () => {
  it("upgrading from the two-app layout: the old unit on a game port stops first, the rest last", async () => {
    const [game1] = ports as [number];
    // What the two-app layout left running and enabled: web on what is now a game port,
    // admin on a port no new unit uses.
    writeFileSync(
      units,
      [
        `wordhall-web@${game1}.service loaded active running Wordhall web (port ${game1})`,
        "wordhall-admin@3001.service loaded active running Wordhall admin (port 3001)",
      ].join("\n"),
    );
    writeFileSync(join(systemdDir, "multi-user.target.wants", `wordhall-web@${game1}.service`), "");
    writeFileSync(join(systemdDir, "multi-user.target.wants", "wordhall-admin@3001.service"), "");
    const { run, calls, game2, webPage, adminPage } = await restart();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toBe("");
    const steps = calls.filter((c) => !c.startsWith("systemctl list-units") && !c.startsWith("install"));
    expect(steps).toEqual([
      "systemctl daemon-reload",
      `systemctl disable --now --quiet wordhall-web@${game1}.service`,
      `systemctl enable --quiet wordhall-web@${webPage}`,
      `systemctl restart wordhall-web@${webPage}`,
      `ready ${webPage} /healthz`,
      `systemctl enable --quiet wordhall-admin@${adminPage}`,
      `systemctl restart wordhall-admin@${adminPage}`,
      `ready ${adminPage} /healthz`,
      `systemctl enable --quiet wordhall-game@${game1}`,
      `systemctl restart wordhall-game@${game1}`,
      `ready ${game1} /api/ready`,
      `systemctl enable --quiet wordhall-game@${game2}`,
      `systemctl restart wordhall-game@${game2}`,
      `ready ${game2} /api/ready`,
      "systemctl disable --now --quiet wordhall-admin@3001.service",
    ]);
    expect(run.stdout).toMatch(new RegExp(`wordhall-web@${game1} stopped and disabled`));
  });

  it("installs every unit with its placeholders filled in, and a second run reloads nothing", async () => {
    const installed = readdirSync(systemdDir).filter((f) => f.startsWith("wordhall-"));
    expect(installed.sort()).toEqual([
      "wordhall-admin@.service",
      "wordhall-backup.service",
      "wordhall-backup.timer",
      "wordhall-game@.service",
      "wordhall-web@.service",
    ]);
    for (const file of installed)
      expect(placeholdersIn(readFileSync(join(systemdDir, file), "utf8"))).toEqual([]);
    const [game1, , webPage, adminPage] = ports as [number, number, number, number];
    const game = readFileSync(join(systemdDir, "wordhall-game@.service"), "utf8");
    expect(game).toContain(
      `WEB_UPSTREAM=http://127.0.0.1:${webPage} ADMIN_UPSTREAM=http://127.0.0.1:${adminPage}`,
    );
    for (const pages of ["wordhall-web@.service", "wordhall-admin@.service"]) {
      expect(readFileSync(join(systemdDir, pages), "utf8"), pages).toContain(
        `GAME_SERVER_URL=http://127.0.0.1:${game1}`,
      );
    }

    // Now only the new units are loaded: nothing to retire, nothing changed to reload.
    writeFileSync(units, "");
    rmSync(join(systemdDir, "multi-user.target.wants"), { recursive: true, force: true });
    const { run, calls } = await restart();
    expect(run.status, run.stderr).toBe(0);
    expect(calls.filter((c) => c.includes("daemon-reload") || c.includes("disable"))).toEqual([]);
    expect(calls.filter((c) => c.startsWith("systemctl restart"))).toHaveLength(4);
  });
});
