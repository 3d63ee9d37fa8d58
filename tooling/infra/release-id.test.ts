import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "./run-script";

// deploy.sh names a release by what it is made of (lib.sh's release_id): a new game-server
// bundle, a new Next build of either site or changed scripts must make a new release, or a
// deploy would find "release … is already in" and keep running the old code.

const scratch = mkdtempSync(join(tmpdir(), "wordhall-release-id-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const files = {
  "apps/web/.next/BUILD_ID": "web-build-1",
  "apps/admin/.next/BUILD_ID": "admin-build-1",
  "apps/game-server/dist/main.mjs": "console.log('game server');\n",
  "apps/game-server/dist/lexicons/common.bin": "lexicon",
  "infra/scripts/backup.sh": "#!/bin/sh\n",
};
let checkouts = 0;

/** A checkout holding only what release_id reads, with some files changed or left out. */
function checkout(changes: Partial<Record<keyof typeof files, string | null>> = {}): string {
  const dir = join(scratch, `checkout-${checkouts++}`);
  for (const [path, text] of Object.entries({ ...files, ...changes })) {
    if (text === null) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function releaseId(dir: string) {
  const run = spawnSync(
    "bash",
    ["-c", '. "$1/infra/scripts/lib.sh" && release_id "$2"', "release-id", repoRoot, dir],
    { encoding: "utf8" },
  );
  return { status: run.status, id: run.stdout.trim(), stderr: run.stderr.trim() };
}

describe("release_id", () => {
  const base = releaseId(checkout());

  it("is a short hash, the same for the same builds wherever the checkout is", () => {
    expect(base.status, base.stderr).toBe(0);
    expect(base.id).toMatch(/^[0-9a-f]{16}$/);
    const copy = join(scratch, "copied");
    cpSync(checkout(), copy, { recursive: true });
    expect(releaseId(copy).id).toBe(base.id);
  });

  it.each([
    ["the game server's bundle", { "apps/game-server/dist/main.mjs": "console.log('v2');\n" }],
    ["a file beside the bundle", { "apps/game-server/dist/lexicons/common.bin": "lexicon v2" }],
    ["web's Next build", { "apps/web/.next/BUILD_ID": "web-build-2" }],
    ["admin's Next build", { "apps/admin/.next/BUILD_ID": "admin-build-2" }],
    ["the operations scripts", { "infra/scripts/backup.sh": "#!/bin/sh\nexit 0\n" }],
  ] as const)("changes with %s", (_what, change) => {
    const changed = releaseId(checkout(change));
    expect(changed.status, changed.stderr).toBe(0);
    expect(changed.id).toMatch(/^[0-9a-f]{16}$/);
    expect(changed.id).not.toBe(base.id);
  });

  it("refuses a checkout without a game-server build, with one line", () => {
    const run = releaseId(checkout({ "apps/game-server/dist/main.mjs": null }));
    expect(run.status).toBe(1);
    expect(run.id).toBe("");
    expect(run.stderr).toBe(
      "error: no production build in this checkout yet (apps/game-server/dist/main.mjs is missing; run the build step first).",
    );
  });
});
