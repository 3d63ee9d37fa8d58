// The BuyWord Daily's par for `pnpm bench`: the time one day's par takes (two solo games on the
// day's draws: the hard bot's, and the hard bot's buying with the best-sale-plan search's
// selling), over 20 days' seeds. The server computes it once a day, after the day closes, off the request path
// (docs/daily.md); the goal is 10 s for one day.

import { buywordConfigSchema, buywordModule } from "@wordhall/engine";
// biome-ignore lint/style/noRestrictedImports: the bench is a Node host: it hands the bot and the engine the shipped lexicons.
import { nodeLexicons } from "@wordhall/words/node";
import { buywordBot } from "../src/buyword/bot";
import { dailyPar } from "../src/buyword/daily-par";
import { line } from "./bench-lines";

const DAYS = 20;
const lexicons = nodeLexicons();
const module = buywordModule({ lexicons });
const bot = buywordBot({ lexicons });
const config = buywordConfigSchema.parse({ players: 1 });

// Warm-up: a server computing par has been up a while (and read its lexicon long before).
dailyPar({ module, config, seed: "daily-par-warm", bot });

const ms: number[] = [];
const hard: number[] = [];
const plan: number[] = [];
let inexact = 0;
for (let day = 0; day < DAYS; day++) {
  const start = performance.now();
  const par = dailyPar({ module, config, seed: `daily-par-bench-${day}`, bot });
  ms.push(performance.now() - start);
  hard.push(par.hardBot);
  plan.push(par.bestPlan);
  inexact += par.inexactPlans;
}
ms.sort((a, b) => a - b);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const slowest = ms[ms.length - 1] ?? Number.NaN;
line({
  name: `daily par: one day's computation, slowest of ${DAYS} days (median ${(ms[Math.floor(ms.length / 2)] ?? 0).toFixed(0)} ms; par means: hard bot $${mean(hard).toFixed(0)}, best plan $${mean(plan).toFixed(0)}; ${inexact} plans made greedily)`,
  value: slowest,
  unit: "ms",
  goal: "≤ 10 s per day",
  pass: slowest <= 10_000,
});
