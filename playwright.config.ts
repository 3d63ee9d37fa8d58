import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser tests run against the real platform, started exactly as a user starts it
// (`pnpm start`), on ports of their own. With DATABASE_URL set (CI) it uses that
// PostgreSQL; otherwise a throw-away embedded database, so a developer's data is untouched.

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const ADMIN_PORT = Number(process.env.E2E_ADMIN_PORT ?? 3101);

/**
 * Debian's Chromium when present (these machines can't download Playwright's own): its
 * headless shell first, which Playwright itself prefers for headless runs. The full browser's
 * headless mode also runs its own window UI in an extra renderer and a busier GPU process
 * beside every page, CPU the two cores need for the pages and the platform under test.
 */
function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/lib/chromium/chromium",
    "/usr/bin/chromium",
  ];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

const executablePath = chromiumPath();
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    // Without these Chromium keeps trying to reach Google's hosts on closed networks.
    args: [
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

/**
 * Every file but the longest game plays as someone who asked for reduced motion: the table's
 * pulses and slides then stop after one frame instead of repainting every page at 60 frames a
 * second, which on two cores shared by a dozen pages slowed every step of every test. The
 * longest game keeps motion on, so the animated path is played through too.
 */
const reducedMotion = { ...chromium, reducedMotion: "reduce" as const };

/** The files that wait longest on game timers and bots, started right after the longest game. */
const LONG_GAMES = ["table-mode.spec.ts", "bots.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  // Three workers: the long games spend most of their time waiting on game timers, so other
  // files run beside them. Both cores are then busy nearly all the time; a fourth worker won
  // 30 s of seven minutes, with every test a quarter slower and so nearer its waits' limits.
  // E2E_WORKERS=1 runs one file at a time.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: true,
  retries: 0,
  // A short test's default. With the other workers' heavy games beside it, every step of the
  // report test took 2–3 s in CI and its 30 steps ran past 60 s, and on a slow day the room
  // test's ran past 120 s; the long games set their own.
  timeout: 240_000,
  // Three workers, a dozen browser contexts and the platform share two cores: a page that
  // loads a table on demand has been seen to need more than the default 5 s to show it, and
  // on a slow day more than 10 s. A longer wait costs nothing when the page is quick.
  expect: { timeout: 20_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    // Without a limit, an action waiting on something that never comes (a form the hidden
    // timer took away) waited out the whole test, 12 minutes for the Oh My Word game. 90 s
    // is longer than any wait a game asks of a player (a turn's timer plus a judging window).
    actionTimeout: 90_000,
    // E2E_TRACE=1 records a trace of every test (each action with the page's DOM) and keeps a
    // failed one's, to find a failure on one's own machine. Off by default: recording it for
    // every test, kept or not, took a tenth of the run's CPU (four specs: 48 → 36 CPU-seconds
    // in the runner, 152 → 146 in the browsers), and CI keeps no files to open it from. Never
    // its film: a screencast of every page, whose encoding was a third of the browsers' CPU.
    // The failure's screenshot below still shows the page as it was.
    trace: process.env.E2E_TRACE ? { mode: "retain-on-failure", screenshots: false } : "off",
    screenshot: "only-on-failure",
  },
  // Files go to the workers in the order of these projects, then alphabetically. The Oh My
  // Word game (about four minutes, mostly waiting on its timers) starts first and the next
  // longest files with it, so the short files fill the workers around them; alphabetically
  // table mode started last and ran alone at the end.
  projects: [
    { name: "longest game", testMatch: "oh-my-word.spec.ts", use: chromium },
    { name: "long games", testMatch: LONG_GAMES, use: reducedMotion },
    { name: "chromium", testIgnore: ["oh-my-word.spec.ts", ...LONG_GAMES], use: reducedMotion },
  ],
  webServer: {
    command: "pnpm start",
    // pnpm start says so once the game server and both page servers behind it are ready.
    wait: { stdout: /Wordhall is running/ },
    timeout: 300_000,
    reuseExistingServer: false,
    // pnpm start stops the game server and both page servers (their own process groups) on
    // SIGTERM; the default SIGKILL would leave them running on the test ports.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      WEB_PORT: String(WEB_PORT),
      ADMIN_PORT: String(ADMIN_PORT),
      EMBEDDED_DB_PORT: process.env.E2E_EMBEDDED_DB_PORT ?? "54339",
      WORDHALL_DATA_DIR: join(mkdtempSync(join(tmpdir(), "wordhall-e2e-")), "pglite"),
      NODE_ENV: "development",
      // Each browser context plays a person at an address of their own: it sends that address
      // as X-Forwarded-For (e2e/support/accounts.ts), and loopback is declared the proxy that
      // appended it, as a reverse proxy in front of the game servers would be.
      TRUSTED_PROXIES: "127.0.0.1,::1",
      // Request logs of every page and poll drown the test report; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      // Bots think ten times quicker than their level says (the game server's test and bench
      // option), so whole games against them fit the suite; their moves still take the
      // scheduler's path and are planned and timed as in production, only sooner. At four
      // times, the guided BuyWord game took 72 s instead of 43 s and a game against one bot
      // 39 s instead of 24 s, most of it waiting on the bots.
      BOT_SPEEDUP: "10",
    },
  },
});

export const urls = { web: `http://localhost:${WEB_PORT}`, admin: `http://localhost:${ADMIN_PORT}` };
