// Judging hints for `pnpm bench`: on the labelled set (judging-hints-set.ts), the precision
// and recall of "known to fit", and how long one hint takes beside one engine apply of an Oh
// My Word action (the baseline, same run: actions of seeded bot-only games, replayed).

import { type OmwAction, ohMyWord } from "@wordhall/engine";
import { ohMyWordKnowledge } from "../src/knowledge/build-knowledge";
import { type JudgingHint, judgingHint, judgingHintKnowledge } from "../src/knowledge/judging-hint";
import { loadWordnet } from "../src/knowledge/node/index";
import { ohMyWordBot } from "../src/oh-my-word/bot";
import { playBotGame } from "../src/oh-my-word/testing/bot-games";
import { line, quantile } from "./bench-lines";
import { JUDGING_HINTS_SET } from "./judging-hints-set";

const WARM_PASSES = 5;
const BASELINE_GAMES = 30;

/** The time of one engine apply of each seat's action in seeded bot-only games, in ms. */
function applyTimes(): number[] {
  const bot = ohMyWordBot({ knowledge: ohMyWordKnowledge() });
  const out: number[] = [];
  for (let i = 0; i < BASELINE_GAMES; i++) {
    const seats = 2 + (i % 3);
    const seed = `hints-baseline-${i}`;
    const game = playBotGame({ config: { seats }, seed, levels: Array(seats).fill("normal"), bot });
    const { record } = game.table;
    const setup = ohMyWord.setup(record.config as never, seed, { now: record.createdAt, actor: null });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.state;
    for (const { at, seat, action } of record.actions) {
      const start = performance.now();
      const result = ohMyWord.apply(state, action as OmwAction, { now: at, actor: seat });
      if (seat !== null) out.push(performance.now() - start);
      if (!result.ok) throw new Error(`replay refused: ${result.error.code}`);
      state = result.state;
    }
  }
  return out.sort((a, b) => a - b);
}

const loadStart = performance.now();
const knowledge = judgingHintKnowledge({ wordnet: loadWordnet() });
line({
  name: "judging hints: loading WordNet (once per process)",
  value: performance.now() - loadStart,
  unit: "ms",
});

// First pass: each hint the first time, as the server meets it (synsets parsed on first use).
const first: number[] = [];
const hints: JudgingHint[] = [];
for (const { category, term } of JUDGING_HINTS_SET) {
  const start = performance.now();
  hints.push(judgingHint(knowledge, category, term));
  first.push(performance.now() - start);
}
first.sort((a, b) => a - b);
const warm: number[] = [];
for (let pass = 0; pass < WARM_PASSES; pass++) {
  for (const { category, term } of JUDGING_HINTS_SET) {
    const start = performance.now();
    judgingHint(knowledge, category, term);
    warm.push(performance.now() - start);
  }
}
warm.sort((a, b) => a - b);

let truePositives = 0;
let falsePositives = 0;
let fitting = 0;
const looseOf = { fits: 0, misses: 0 };
JUDGING_HINTS_SET.forEach((pair, i) => {
  const hint = hints[i];
  if (pair.fits) fitting++;
  if (hint?.kind === "fits") {
    if (pair.fits) truePositives++;
    else {
      falsePositives++;
      process.stderr.write(
        `  said to fit, labelled a miss: ${pair.category}: ${pair.term} (${hint.reason})\n`,
      );
    }
  }
  if (hint?.kind === "loose") looseOf[pair.fits ? "fits" : "misses"]++;
});
const misses = JUDGING_HINTS_SET.length - fitting;
const precision = truePositives / (truePositives + falsePositives);
const recall = truePositives / fitting;
const categories = new Set(JUDGING_HINTS_SET.map((p) => p.category)).size;

line({
  name: `judging hints: precision of "known to fit" (${JUDGING_HINTS_SET.length} labelled pairs, ${categories} categories, ${fitting} fit)`,
  value: precision,
  unit: "",
  goal: "≥ 0.95",
  pass: precision >= 0.95,
});
line({
  name: `judging hints: recall of "known to fit"`,
  value: recall,
  unit: "",
  goal: "≥ 0.6",
  pass: recall >= 0.6,
});
line({
  name: `judging hints: "loosely related" said of ${looseOf.misses} of ${misses} misses and ${looseOf.fits} of ${fitting} fits`,
  value: (100 * looseOf.misses) / misses,
  unit: "% of misses",
});

const applies = applyTimes();
line({
  name: "judging hints: time of one hint, first asked, p50",
  value: quantile(first, 0.5) * 1000,
  unit: "µs",
  baseline: "one engine apply of an Oh My Word action, p50",
  baselineValue: quantile(applies, 0.5) * 1000,
  ratio: quantile(first, 0.5) / quantile(applies, 0.5),
});
const firstP99 = quantile(first, 0.99);
line({
  name: "judging hints: time of one hint, first asked, p99",
  value: firstP99 * 1000,
  unit: "µs",
  baseline: "one engine apply of an Oh My Word action, p99",
  baselineValue: quantile(applies, 0.99) * 1000,
  ratio: firstP99 / quantile(applies, 0.99),
  goal: "p99 ≤ 20 ms",
  pass: firstP99 <= 20,
});
const warmP99 = quantile(warm, 0.99);
line({
  name: `judging hints: time of one hint, warm (${WARM_PASSES} more passes), p50 ${(quantile(warm, 0.5) * 1000).toFixed(1)} µs, p99`,
  value: warmP99 * 1000,
  unit: "µs",
  baseline: "one engine apply of an Oh My Word action, p99",
  baselineValue: quantile(applies, 0.99) * 1000,
  ratio: warmP99 / quantile(applies, 0.99),
  goal: "p99 ≤ 20 ms",
  pass: warmP99 <= 20,
});
