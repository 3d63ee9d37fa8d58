import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createDb, type Db } from "@wordhall/db";
import { type Auth, type AuthOptions, createAuth } from "../auth/auth";
import type { ApiEnv } from "../env";
import { createTrpcHandler } from "../http";
import { logger } from "../observability/logger";
import { handleMetricsRequest } from "../observability/metrics-endpoint";
import { withRequestLog } from "../observability/request-log";
import { createRealtime } from "../realtime/registry";
import type { Realtime } from "../realtime/runtime";
import { allowedOrigins } from "../security/origin-check";
import type { AbsenceOptions } from "../services/absence/absence-options";
import { type DailyRollover, startDailyRollover } from "../services/daily/daily-rollover";
import { useDailySecret } from "../services/daily/daily-secret";
import { liveness, readiness } from "../services/health";
import { serveLexicon } from "./lexicon-route";
import { sendFetchResponse, toFetchRequest } from "./node-bridge";

export type ApiServerOptions = {
  readonly env: ApiEnv;
  /** Names this process in presence rows and logs (tests run several in one process). */
  readonly instance?: string;
  readonly poolSize?: number;
  /** Accounts' rate limits and their sizes, for tests (on in production only otherwise). */
  readonly auth?: Omit<AuthOptions, "env">;
  /** Realtime settings for tests (presence grace, sweep interval). */
  readonly realtime?: {
    readonly graceMs?: number;
    readonly heartbeatMs?: number;
    readonly sweepMs?: number;
    /** Away seats' limits (docs/rooms.md, "Away seats"). */
    readonly absence?: AbsenceOptions;
  };
};

type FetchRoute = (request: Request, socketAddress: string | undefined) => Promise<Response>;

/**
 * Everything the API serves, for one server process: its pool, accounts, the live machinery
 * (LISTEN connection, deadline scheduler, presence) and the routes under /api. The game
 * server puts it behind its listeners; the tests serve it on a bare node:http server.
 */
export class ApiServer {
  readonly db: Db;
  readonly auth: Auth;
  readonly realtime: Realtime;
  private readonly routes: readonly (readonly [prefix: string, route: FetchRoute])[];
  private daily: DailyRollover | null = null;

  constructor(readonly options: ApiServerOptions) {
    const { env } = options;
    // The Daily's seeds come from the environment's secret, the same on every instance.
    useDailySecret(env.dailySecret);
    this.db = createDb(env.DATABASE_URL, { poolSize: options.poolSize ?? env.DATABASE_POOL_SIZE });
    this.auth = createAuth(this.db, { ...options.auth, env });
    this.realtime = createRealtime({
      db: this.db,
      url: env.DATABASE_URL,
      instance: options.instance,
      streamsPerAccount: env.LIVE_STREAMS_PER_ACCOUNT,
      ...options.realtime,
      log: (message) => logger().warn({ component: "realtime" }, message),
    });
    const trpc = createTrpcHandler({ deps: this, origins: allowedOrigins(env) });
    // The socket's address goes with each auth request: per-address limits start from it.
    const auth = withRequestLog("auth", (request, _requestId, socketAddress?: string) =>
      this.auth.handler(request, { socketAddress }),
    );
    const json = ({ status, body }: { status: number; body: unknown }) =>
      Response.json(body, { status, headers: { "cache-control": "no-store" } });
    this.routes = [
      ["/api/trpc/", (request) => trpc(request)],
      ["/api/auth/", (request, socketAddress) => auth(request, socketAddress)],
      ["/api/health", async () => json(liveness())],
      ["/api/ready", async () => json(await readiness(this.db))],
      [
        "/api/metrics",
        (request) =>
          handleMetricsRequest(request, { db: this.db, realtime: this.realtime, token: env.METRICS_TOKEN }),
      ],
      ["/api/lexicons/", (request) => serveLexicon(request)],
    ];
  }

  /**
   * Starts the scheduler, the LISTEN connection (which keeps retrying until it connects) and
   * the Daily's rollover (the par of each closed day).
   */
  async start(): Promise<void> {
    this.daily ??= startDailyRollover(this.db, {
      instance: this.options.instance ?? `${process.pid}-${randomBytes(4).toString("hex")}`,
      log: (error) =>
        logger().error({ err: error, component: "daily" }, "the Daily's par could not be computed"),
    });
    await this.realtime.start();
  }

  /** Whether a path is the API's (everything else is a page, for the apps). */
  serves(path: string): boolean {
    return this.routes.some(([prefix]) => path.startsWith(prefix) || `${path}/` === prefix);
  }

  /** Answers one API request; `serves(path)` must be true. */
  async handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
    const path = pathOf(req.url);
    const route = this.routes.find(([prefix]) => path.startsWith(prefix) || `${path}/` === prefix);
    try {
      if (!route) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      const request = await toFetchRequest(req, res, origin);
      const response =
        request instanceof Response ? request : await route[1](request, req.socket.remoteAddress);
      await sendFetchResponse(res, response, req.headers["accept-encoding"]);
    } catch (error) {
      logger().error({ err: error, path }, "request failed outside the API's handlers");
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("Something went wrong on our side. Please try again.");
    }
  }

  /**
   * Ends live streams (retryably: clients reconnect to another instance), lets the scheduler
   * finish the expiry it is applying, stops presence and the LISTEN connection, then closes
   * the pool.
   */
  async stop(): Promise<void> {
    await this.daily?.stop();
    await this.realtime.stop();
    await this.db.$disconnect();
  }
}

function pathOf(url: string | undefined): string {
  const raw = url ?? "/";
  const query = raw.indexOf("?");
  return query === -1 ? raw : raw.slice(0, query);
}
