import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { recordTimerExpiries, timeAction } from "./action-timing";
import { metrics } from "./metrics";

/**
 * A histogram's `_count` (or `_sum`) so far. The project's test files share one registry, so
 * the tests compare before and after, never a total.
 */
async function count(name: string, labels: Record<string, string> = {}, part = "count"): Promise<number> {
  const metric = (await metrics().registry.getMetricsAsJSON()).find((m) => m.name === name);
  const sample = metric?.values.find(
    (v) =>
      (v as { metricName?: string }).metricName === `${name}_${part}` &&
      Object.entries(labels).every(([k, value]) => (v.labels as Record<string, unknown>)[k] === value),
  );
  return sample?.value ?? 0;
}

describe("action and timer metrics", () => {
  it("counts applied, refused and failed actions apart, and passes results and errors through", async () => {
    const name = "wordhall_action_duration_seconds";
    const applied = await count(name, { game: "buyword", outcome: "applied" });
    const refused = await count(name, { game: "buyword", outcome: "refused" });
    const failed = await count(name, { game: "buyword", outcome: "error" });

    await expect(timeAction("buyword", async () => 7)).resolves.toBe(7);
    const refusal = new AppError("BAD_REQUEST", "Not your turn.");
    await expect(timeAction("buyword", () => Promise.reject(refusal))).rejects.toBe(refusal);
    await expect(timeAction("buyword", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");

    expect(await count(name, { game: "buyword", outcome: "applied" })).toBe(applied + 1);
    expect(await count(name, { game: "buyword", outcome: "refused" })).toBe(refused + 1);
    expect(await count(name, { game: "buyword", outcome: "error" })).toBe(failed + 1);
  });

  it("records each expiry's lag after its deadline, never a negative one", async () => {
    const name = "wordhall_timer_expiry_lag_seconds";
    const before = await count(name);
    const sumBefore = await count(name, {}, "sum");
    recordTimerExpiries([1_000, 1_250, 2_000], 1_500);
    expect(await count(name)).toBe(before + 3);
    // 0.5 s, 0.25 s and 0 s (the deadline after the commit time counts as on time).
    expect((await count(name, {}, "sum")) - sumBefore).toBeCloseTo(0.75, 9);
  });
});
