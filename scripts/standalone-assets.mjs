#!/usr/bin/env node
// Run after `next build` in an app's folder: gives the standalone server (.next/standalone)
// the static files Next leaves out of it on purpose (they are meant for a CDN), so the
// folder is a complete server that the plain-host deploy, `pnpm start` and the container
// images all run the same way: `node .next/standalone/apps/<app>/server.js`.
import { cpSync, existsSync, rmSync } from "node:fs";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const app = process.cwd();
const server = resolve(app, ".next/standalone", relative(root, app));
if (!existsSync(resolve(server, "server.js"))) {
  console.error(`error: no standalone server in ${relative(root, server)}; is output: "standalone" set?`);
  process.exit(1);
}
for (const [from, to] of [
  [".next/static", ".next/static"],
  ["public", "public"],
]) {
  const source = resolve(app, from);
  if (!existsSync(source)) continue;
  const target = resolve(server, to);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}
