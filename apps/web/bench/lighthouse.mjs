// Lighthouse audits of the players' app, for the web bench (docs/web.md, "Benchmarks"). Each
// route is audited `runs` times with Lighthouse's defaults (a mobile phone: Moto G Power
// emulation, simulated slow 4G and 4× CPU slowdown) and the median of each category is kept:
// one run on these shared two-core machines can be off by ten points.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { freePort, median } from "./bench-support.mjs";

/**
 * WEB_BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every audit's whole report there as JSON (one file a
 * run), for what the log's line leaves out: each script's main-thread time, the network chain.
 */
const REPORTS = process.env.WEB_BENCH_LIGHTHOUSE_REPORTS;
let reportCount = 0;

const CATEGORIES = ["performance", "accessibility", "best-practices"];

/** The issue's goals, per category, as scores out of 100. */
export const LIGHTHOUSE_GOALS = { performance: 90, accessibility: 100, "best-practices": 95 };

/** Audits whose numbers explain a performance score, kept for the log. */
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
];

/**
 * Starts a Chromium of its own for Lighthouse (it drives the browser over a debugging port)
 * and returns `audit(url, cookieHeader)`. The session cookie goes in as a header on every
 * request, so Lighthouse can still clear storage and cache before each run as a first visit.
 */
export async function startLighthouse(chromium, executablePath) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath,
    args: [`--remote-debugging-port=${port}`, "--remote-debugging-address=127.0.0.1"],
  });
  async function auditOnce(url, cookie) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "landing";
      writeFileSync(
        join(REPORTS, `${String(++reportCount).padStart(2, "0")}-${page}.json`),
        JSON.stringify(lhr),
      );
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const metrics = Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? "?"]));
    // What cost points outside performance: the audits that failed, by id.
    const failing = CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
        )
        .map((ref) => `${c}: ${ref.id} ${itemsOf(lhr.audits[ref.id])}`),
    );
    // What moved, when the page shifted: the elements Lighthouse blames.
    const shifts = itemsOf(lhr.audits["layout-shifts"]);
    // Which element the largest paint was, and where its time went (TTFB, load, render delay).
    const lcp = lcpOf(lhr.audits["largest-contentful-paint-element"]);
    // The longest main-thread tasks (what blocking time is made of), with their scripts.
    const longTasks = (lhr.audits["long-tasks"]?.details?.items ?? [])
      .slice(0, 4)
      .map((t) => `${Math.round(t.duration)} ms ${String(t.url).replace(/^.*\/_next\/static\//, "")}`)
      .join("; ");
    return { scores, metrics, failing, shifts, lcp, longTasks };
  }
  /** Lighthouse sometimes loses a trace (NO_NAVSTART) on a loaded machine: such a run is retried. */
  async function auditRetrying(url, cookie) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await auditOnce(url, cookie);
      } catch (error) {
        if (attempt >= 3) throw error;
        process.stderr.write(
          `lighthouse: retrying ${url}: ${error instanceof Error ? error.message : error}\n`,
        );
      }
    }
  }
  return {
    /** The median score of each category over `runs` audits, and every run's details. */
    async audit(url, cookie, runs) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await auditRetrying(url, cookie));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(all.map((r) => r.scores[c]))]));
      return { scores, runs: all };
    },
    close: () => browser.close(),
  };
}

/** A short account of an audit's table: what each row names (a node, an issue type, a URL). */
function itemsOf(audit) {
  const items = audit?.details?.items ?? [];
  return items
    .slice(0, 4)
    .map((item) => {
      const named =
        item.node?.selector ?? item.node?.snippet ?? item.issueType ?? item.url ?? item.source?.url;
      const sub = item.subItems?.items?.map((i) => i.issueType ?? i.url ?? i.description).join("|");
      return [named, sub, item.score ?? item.cumulativeLayoutShiftMainFrame].filter(Boolean).join(" ");
    })
    .join("; ");
}

/** The largest paint's element and its phases, in a line. */
function lcpOf(audit) {
  const tables = audit?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ");
  return node ? `${node.selector ?? node.snippet}${phases ? ` (${phases})` : ""}` : "";
}

/** The Cookie header a signed-in Playwright context sends to `base`. */
export async function cookieHeaderFor(context, base) {
  const cookies = await context.cookies(base);
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}
