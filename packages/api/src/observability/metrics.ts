import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** This process's Prometheus metrics: one registry, which /api/metrics reads. */
export type Metrics = {
  readonly registry: Registry;
  readonly actionSeconds: Histogram<"game" | "outcome">;
  readonly timerLagSeconds: Histogram;
  readonly httpRequests: Counter<"route" | "method" | "status">;
  readonly activeGames: Gauge;
  readonly openRooms: Gauge<"status">;
  readonly subscriptions: Gauge;
  readonly poolConnections: Gauge<"state">;
};

let instance: Metrics | undefined;

export function metrics(): Metrics {
  instance ??= createMetrics();
  return instance;
}

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "wordhall_" });
  return {
    registry,
    actionSeconds: new Histogram({
      name: "wordhall_action_duration_seconds",
      help: "Time to apply one player's action, from the procedure call to the committed write.",
      labelNames: ["game", "outcome"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    timerLagSeconds: new Histogram({
      name: "wordhall_timer_expiry_lag_seconds",
      help: "How long after its deadline a timer's expiry was committed by the scheduler.",
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers: [registry],
    }),
    httpRequests: new Counter({
      name: "wordhall_http_requests_total",
      help: "API requests answered (tRPC and auth), by route, method and status.",
      labelNames: ["route", "method", "status"],
      registers: [registry],
    }),
    // The next four are read when Prometheus scrapes (see collect.ts), not kept up to date.
    activeGames: new Gauge({
      name: "wordhall_active_games",
      help: "Games in progress (whole deployment: the same in every instance; use max, not sum).",
      registers: [registry],
    }),
    openRooms: new Gauge({
      name: "wordhall_rooms",
      help: "Rooms not closed, by status (whole deployment: use max, not sum).",
      labelNames: ["status"],
      registers: [registry],
    }),
    subscriptions: new Gauge({
      name: "wordhall_live_subscriptions",
      help: "Live streams (games and rooms) this instance is serving.",
      registers: [registry],
    }),
    poolConnections: new Gauge({
      name: "wordhall_db_pool_connections",
      help: "This instance's database pool: total, idle, and requests waiting for a connection; max is the limit.",
      labelNames: ["state"],
      registers: [registry],
    }),
  };
}

/** Seconds since a performance.now() reading. */
export function secondsSince(start: number): number {
  return (performance.now() - start) / 1000;
}
