import { timingSafeEqual } from "node:crypto";
import type { Db } from "@wordhall/db";
import type { Realtime } from "../realtime/runtime";
import { collectGauges } from "./collect";
import { logger } from "./logger";
import { metrics } from "./metrics";

export type MetricsSource = {
  readonly db: Db;
  readonly realtime: Realtime;
  /** The bearer token a scrape must carry; undefined lets anyone who reaches the route read it. */
  readonly token: string | undefined;
};

/** /api/metrics: this instance's figures in Prometheus's text format. */
export async function handleMetricsRequest(request: Request, source: MetricsSource): Promise<Response> {
  const { token: METRICS_TOKEN } = source;
  if (METRICS_TOKEN && !bearerMatches(request.headers.get("authorization"), METRICS_TOKEN)) {
    return new Response("Metrics need the bearer token (METRICS_TOKEN).\n", {
      status: 401,
      headers: { "content-type": "text/plain; charset=utf-8", "www-authenticate": "Bearer" },
    });
  }
  try {
    await collectGauges(source.db, source.realtime);
  } catch (error) {
    // Still serve what this process knows (latency, pool, process figures): a scrape that
    // fails whole would hide the very numbers that explain a database outage.
    logger().warn({ err: error }, "metrics: could not read games and rooms");
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "content-type": registry.contentType, "cache-control": "no-store" },
  });
}

function bearerMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
