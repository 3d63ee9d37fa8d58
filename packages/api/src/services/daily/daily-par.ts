import { setImmediate as nextTurn } from "node:timers/promises";
import { dailyParSteps } from "@wordhall/bots";
import type { Db } from "@wordhall/db";
import { serverBots } from "../bots/registry";
import { games } from "../games/game-modules";
import { platformHouseRules } from "../moderation/lexicon/platform-lexicon";
import { addDays, DAILY_CONFIG, dailySeed, dayDate, dayFromDate, dayOf, dayStart } from "./daily-day";
import { dailySecret } from "./daily-secret";

/** A claim whose instance has not stored the par after this long is taken over (it died). */
export const PAR_CLAIM_STALE_MS = 10 * 60_000;
/** How far back a server that was down over midnight catches up on days without a par. */
export const PAR_CATCH_UP_DAYS = 7;

export type ComputedPar = {
  readonly day: string;
  readonly hardBot: number;
  readonly bestPlan: number;
  /** Wall time from the first step to the last, in ms (the steps hand the event loop back between them). */
  readonly ms: number;
};

/**
 * Computes the par of every recently closed day that was played and has none yet, each by
 * exactly one instance: whichever inserts the day's daily_par row first (the day is its key)
 * computes it, and the others skip it. Returns the days this instance computed.
 */
export async function computeClosedDays(
  db: Db,
  options: { instance: string; now?: number },
): Promise<ComputedPar[]> {
  const now = options.now ?? Date.now();
  const today = dayOf(now);
  const played = await db.dailyAttempt.findMany({
    where: { day: { gte: dayDate(addDays(today, -PAR_CATCH_UP_DAYS)), lt: dayDate(today) } },
    distinct: ["day"],
    orderBy: { day: "asc" },
    select: { day: true },
  });
  if (played.length === 0) return [];
  const done = await db.dailyPar.findMany({
    where: { day: { in: played.map((p) => p.day) }, computedAt: { not: null } },
    select: { day: true },
  });
  const computed = new Set(done.map((d) => dayFromDate(d.day)));
  const out: ComputedPar[] = [];
  for (const { day: date } of played) {
    const day = dayFromDate(date);
    if (computed.has(day) || !(await claimDay(db, day, options.instance, now))) continue;
    const par = await computePar(db, day);
    const stored = await db.dailyPar.updateMany({
      where: { day: date, claimedBy: options.instance, computedAt: null },
      data: {
        hardBot: par.hardBot,
        bestPlan: par.bestPlan,
        computeMs: Math.round(par.ms),
        computedAt: new Date(),
      },
    });
    if (stored.count === 1) out.push(par);
  }
  return out;
}

/** Takes the day for this instance: a new row, or a claim gone stale. */
async function claimDay(db: Db, day: string, instance: string, now: number): Promise<boolean> {
  const inserted = await db.dailyPar.createMany({
    data: [{ day: dayDate(day), claimedBy: instance, claimedAt: new Date(now) }],
    skipDuplicates: true,
  });
  if (inserted.count === 1) return true;
  const taken = await db.dailyPar.updateMany({
    where: { day: dayDate(day), computedAt: null, claimedAt: { lt: new Date(now - PAR_CLAIM_STALE_MS) } },
    data: { claimedBy: instance, claimedAt: new Date(now) },
  });
  return taken.count === 1;
}

/**
 * One day's par: the hard bot's solo game on the day's seed and the best sale plans of its
 * selling turns (@wordhall/bots' dailyParSteps), a step at a time with the event loop handed
 * back between steps, so live games keep their timers while it runs.
 */
export async function computePar(db: Db, day: string): Promise<ComputedPar> {
  const module = games.buyword;
  const config = module.configSchema.parse({
    ...DAILY_CONFIG,
    platform: await platformHouseRules(db),
  });
  const bot = serverBots().botFor("buyword", config);
  if (!bot) throw new Error("no BuyWord bot in this process");
  const start = performance.now();
  const steps = dailyParSteps({
    module,
    config,
    seed: dailySeed(dailySecret(), day),
    bot,
    createdAt: dayStart(day),
  });
  for (;;) {
    const next = steps.next();
    if (next.done) {
      return {
        day,
        hardBot: next.value.hardBot,
        bestPlan: next.value.bestPlan,
        ms: performance.now() - start,
      };
    }
    await nextTurn();
  }
}
