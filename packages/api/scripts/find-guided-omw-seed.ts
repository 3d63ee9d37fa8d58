// Searches seeds for the guided first Oh My Word game (services/learn/guided-omw.ts): prints
// the first few whose opening teaches well for a quick and a slow player alike, each with the
// example term for its first letter. Run:
//   pnpm --filter @wordhall/api exec tsx scripts/find-guided-omw-seed.ts [count]
import { ohMyWord } from "@wordhall/engine";
import { GUIDED_OMW_SETTINGS } from "../src/services/learn/guided-omw";
import { guidedOmwOpening, isGoodOmwOpening, PACES } from "../src/services/learn/guided-omw-opening";

// An everyday term per letter, for a category of the guided board (board 1, front).
const EXAMPLES: Record<string, { category: number; term: string }> = {
  S: { category: 0, term: "Sock" },
  T: { category: 2, term: "Toaster" },
  R: { category: 3, term: "Remote control" },
  P: { category: 13, term: "Popcorn" },
  C: { category: 1, term: "Cactus" },
  F: { category: 1, term: "Fern" },
  B: { category: 0, term: "Button" },
  K: { category: 7, term: "Keys" },
  M: { category: 9, term: "Magnet" },
  L: { category: 12, term: "Lawnmower" },
  H: { category: 12, term: "Hose" },
  D: { category: 4, term: "Dusting" },
  W: { category: 4, term: "Washing up" },
  G: { category: 7, term: "Glasses" },
  N: { category: 13, term: "Nachos" },
  I: { category: 4, term: "Ironing" },
  V: { category: 4, term: "Vacuuming" },
  A: { category: 1, term: "Aloe vera" },
  E: { category: 2, term: "Egg timer" },
  U: { category: 7, term: "Umbrella" },
};

const wanted = Number(process.argv[2] ?? 5);
let found = 0;
for (let i = 0; i < 20_000 && found < wanted; i++) {
  const seed = `guided-omw-${i}`;
  const setup = ohMyWord.setup(GUIDED_OMW_SETTINGS as never, seed, { now: 0, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  if (setup.state.timer.status !== "running" || setup.state.timer.deadline < 50_000) continue;
  const first = ohMyWord.apply(setup.state, { type: "draw" }, { now: 1, actor: 0 });
  if (!first.ok) continue;
  const drawn = first.events.find((e) => e.type === "tile-drawn");
  const letter = drawn?.type === "tile-drawn" ? drawn.letter : null;
  const example = letter ? EXAMPLES[letter] : undefined;
  if (!letter || !example) continue;
  const quick = guidedOmwOpening(seed, PACES.quick, example);
  const slow = guidedOmwOpening(seed, PACES.slow, example);
  if (!isGoodOmwOpening(quick, letter) || !isGoodOmwOpening(slow, letter)) continue;
  found++;
  console.log(
    `${seed}: first timer ${quick.firstTimerMs} ms; ${letter}: ${example.term} (category ${example.category}); bots ${quick.botCovers.map((c) => `${c.letter} ${c.term}`).join(", ")}; reverse at ${quick.secondDrawAt} / ${slow.secondDrawAt} ms; timer off at ${quick.firstExpiry?.at} on seat ${quick.firstExpiry?.holder} / ${slow.firstExpiry?.at} on seat ${slow.firstExpiry?.holder}`,
  );
}
