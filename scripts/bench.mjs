#!/usr/bin/env node
// Runs every workspace package's `bench` script one after another (the machines have two
// cores, so benchmarks never overlap) and prints one table. Each bench prints lines of the
// form `BENCH {json}`; docs/development.md ("Benchmarks") describes the fields.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const only = process.argv.slice(2);
const dirs = ["packages", "apps"].flatMap((group) =>
  existsSync(join(root, group)) ? readdirSync(join(root, group)).map((d) => join(group, d)) : [],
);

const rows = [];
let failed = false;
for (const dir of dirs) {
  const pkgPath = join(root, dir, "package.json");
  if (!existsSync(pkgPath)) continue;
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8"));
  if (!pkg.scripts?.bench) continue;
  if (only.length && !only.some((o) => pkg.name.includes(o))) continue;
  process.stderr.write(`bench: ${pkg.name}\n`);
  const run = spawnSync("pnpm", ["--silent", "run", "bench"], {
    cwd: join(root, dir),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const line of run.stdout.split("\n")) {
    if (line.startsWith("BENCH "))
      rows.push({ pkg: pkg.name.replace("@wordhall/", ""), ...JSON.parse(line.slice(6)) });
  }
  if (run.status !== 0) {
    failed = true;
    process.stderr.write(`bench: ${pkg.name} exited with ${run.status}\n`);
  }
}

const fmt = (v) =>
  typeof v === "number"
    ? Math.abs(v) >= 100
      ? v.toFixed(0)
      : Math.abs(v) >= 1
        ? v.toFixed(2)
        : v.toPrecision(3)
    : (v ?? "");
const table = rows.map((r) => ({
  package: r.pkg,
  metric: r.name,
  value: `${fmt(r.value)} ${r.unit ?? ""}`.trim(),
  baseline: r.baseline ? `${r.baseline}: ${fmt(r.baselineValue)} ${r.unit ?? ""}`.trim() : "",
  ratio: r.ratio === undefined ? "" : `${fmt(r.ratio)}×`,
  goal: r.goal ?? "",
  met: r.pass === undefined ? "" : r.pass ? "yes" : "NO",
}));
const cols = ["package", "metric", "value", "baseline", "ratio", "goal", "met"];
const width = Object.fromEntries(
  cols.map((c) => [c, Math.max(c.length, ...table.map((t) => String(t[c]).length))]),
);
const line = (t) => `| ${cols.map((c) => String(t[c]).padEnd(width[c])).join(" | ")} |`;
console.log(line(Object.fromEntries(cols.map((c) => [c, c]))));
console.log(`|${cols.map((c) => "-".repeat(width[c] + 2)).join("|")}|`);
for (const t of table) console.log(line(t));

mkdirSync(join(root, "bench-results"), { recursive: true });
writeFileSync(
  join(root, "bench-results", "latest.json"),
  JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
);
process.exit(failed ? 1 : 0);
