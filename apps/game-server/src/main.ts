// The game server: one command, `node dist/main.mjs` (or `pnpm --filter @wordhall/game-server
// start`). It validates its environment once, serves the API and the sites' front, and on
// SIGTERM shuts down gracefully (see shutdown.ts).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  ApiServer,
  createBotRegistry,
  logger,
  serverLexicons,
  setServiceName,
  trustedProxies,
  useBotRegistry,
} from "@wordhall/api";
import { nodeOhMyWordKnowledge, setWordnetDirectory } from "@wordhall/bots/node";
import { setLexiconDirectory } from "@wordhall/words/node";
import { readGameServerEnv } from "./env";
import { Front } from "./front";
import { onShutdownSignal } from "./shutdown";

const started = performance.now();
let env: ReturnType<typeof readGameServerEnv>;
try {
  env = readGameServerEnv();
} catch (error) {
  console.error(`game-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
setServiceName("game-server");

// The built bundle carries the lexicons beside it (scripts/build.mjs); from source they are
// read from the words package, where they were built.
const bundledLexicons = new URL("./lexicons/", import.meta.url);
if (existsSync(bundledLexicons)) setLexiconDirectory(bundledLexicons);
// WordNet, which the Oh My Word bot reads for category packs, travels the same way.
const bundledWordnet = new URL("./wordnet/", import.meta.url);
if (existsSync(bundledWordnet)) setWordnetDirectory(fileURLToPath(bundledWordnet));
// This process's bots, made once; WordNet is read the first time an Oh My Word bot is asked.
useBotRegistry(
  createBotRegistry({
    lexicons: serverLexicons,
    omwKnowledge: () => nodeOhMyWordKnowledge(),
    speedup: env.BOT_SPEEDUP,
  }),
);

const api = new ApiServer({ env: env.api });
const front = new Front({
  api,
  host: env.HOST,
  proxies: trustedProxies(env.api.TRUSTED_PROXIES),
  sites: [
    { name: "web", url: env.api.WEB_URL, upstream: env.WEB_UPSTREAM },
    { name: "admin", url: env.api.ADMIN_URL, upstream: env.ADMIN_UPSTREAM },
  ],
  listeners: [
    { port: env.PORT, site: "web" },
    ...(env.ADMIN_PORT === undefined ? [] : [{ port: env.ADMIN_PORT, site: "admin" as const }]),
  ],
});

// Not awaited: a database that is still starting must not hold up the listeners; the LISTEN
// connection keeps retrying, and /api/ready says 503 until the database answers.
void api.start().catch((error: unknown) => logger().error({ err: error }, "realtime could not start"));
const ports = await front.listen();
onShutdownSignal({ api, front, graceMs: env.SHUTDOWN_GRACE_MS });

logger().info({ ports, ms: Math.round(performance.now() - started) }, "game server listening");
// For scripts and tests that start this process and wait for it (one line, always last).
process.stdout.write(`listening ${ports.join(",")}\n`);
