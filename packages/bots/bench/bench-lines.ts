// What the bots' benches share: the line format scripts/bench.mjs reads, the quantile they
// report, and the wrapper that times a bot's decisions.
import type { Bot } from "../src/core/bot";

/** One figure, as a `BENCH {json}` line (scripts/bench.mjs collects them). */
export function line(fields: Record<string, unknown>): void {
  console.log(`BENCH ${JSON.stringify(fields)}`);
}

/** The q-quantile of ascending `sorted` (NaN for none). */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Wraps a bot to time every decision it makes, in ms. */
export function timed<V, A>(bot: Bot<V, A>, into: number[]): Bot<V, A> {
  return (input) => {
    const start = performance.now();
    const decision = bot(input);
    into.push(performance.now() - start);
    return decision;
  };
}
