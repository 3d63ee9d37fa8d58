import pino, { type Logger } from "pino";
import { readLogLevel } from "../env";

let instance: Logger | undefined;

/** Lines wait in memory for at most this long, or until this many bytes are waiting. */
const FLUSH_EVERY_MS = 200;
const FLUSH_AT_BYTES = 4096;

/**
 * The process's logger: one JSON object per line on stdout, which is what journald,
 * container runtimes and log shippers collect. `service` says which app wrote the line.
 * Lines are written in batches: a write to stdout per request line was the largest single
 * cost of a player's move after the HTTP layer. pino flushes what waits when the process
 * exits, so only a SIGKILL (or a machine's crash) can lose the last 200 ms of lines.
 */
export function logger(): Logger {
  if (!instance) {
    instance = pino(
      {
        level: readLogLevel(),
        // The process's name joins later (setServiceName), once its entry point says it.
        base: { pid: process.pid },
        timestamp: pino.stdTimeFunctions.isoTime,
        // "level":"error" rather than 50: readable as it is, and what log stores filter on.
        formatters: { level: (label) => ({ level: label }) },
        // Secrets never reach a log line, even when a whole request or error is logged.
        redact: {
          paths: ["headers.cookie", "headers.authorization", "*.password", "password"],
          censor: "[redacted]",
        },
      },
      pino.destination({ dest: 1, sync: false, minLength: FLUSH_AT_BYTES, periodicFlush: FLUSH_EVERY_MS }),
    );
  }
  return instance;
}

/** Names the process in every later line ("game-server"); called once at start-up. */
export function setServiceName(service: string): void {
  logger().setBindings({ service });
}
