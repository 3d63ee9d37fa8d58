import { Counter, Histogram } from "prom-client";
import { metrics } from "../../observability/metrics";

type BotMetrics = {
  readonly moves: Counter<"game" | "outcome">;
  readonly lagSeconds: Histogram;
};

let instance: BotMetrics | undefined;

/** The bots' figures, on the process's one registry (/api/metrics). */
export function botMetrics(): BotMetrics {
  if (instance) return instance;
  const { registry } = metrics();
  instance = {
    moves: new Counter({
      name: "wordhall_bot_moves_total",
      help: "Bot moves the server sent, by game and outcome: applied; duplicate or stale (another instance or a person moved first); refused (the bot then rests); failed (a thrown bot or a write that failed).",
      labelNames: ["game", "outcome"],
      registers: [registry],
    }),
    lagSeconds: new Histogram({
      name: "wordhall_bot_move_lag_seconds",
      help: "How long after the instant it planned a bot's applied move was committed.",
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers: [registry],
    }),
  };
  return instance;
}
