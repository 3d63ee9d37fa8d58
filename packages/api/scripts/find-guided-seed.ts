// Searches seeds for the guided first BuyWord game (services/learn/guided-buyword.ts): prints
// the first few whose opening teaches well. Run:
//   pnpm --filter @wordhall/api exec tsx scripts/find-guided-seed.ts [count]
import { nodeLexicons } from "@wordhall/words/node";
import { guidedOpening, isGoodOpening } from "../src/services/learn/guided-opening";

const lexicons = nodeLexicons();
const wanted = Number(process.argv[2] ?? 8);
let found = 0;
for (let i = 0; i < 5_000 && found < wanted; i++) {
  const seed = `guided-buyword-${i}`;
  const o = guidedOpening(seed, lexicons);
  if (!isGoodOpening(o)) continue;
  found++;
  console.log(
    `${seed}: dice ${o.dice.join(",")}; draws ${o.draws.map((d) => d.join("")).join(" / ")}; first costs $${o.firstCost}; sell ${o.saleWord}, then ${o.wildWord} with a wild`,
  );
}
