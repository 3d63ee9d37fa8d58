import { checkTerm } from "@wordhall/words";
import { describe, expect, it } from "vitest";
import { BOT_LEVELS } from "../../core/bot";
import { ohMyWordBot } from "../../oh-my-word/bot";
import { playBotGame } from "../../oh-my-word/testing/bot-games";
import { BOT_MAX_TERM_LENGTH } from "../omw-knowledge";
import { nodeOhMyWordKnowledge } from "./index";

const knowledge = nodeOhMyWordKnowledge();
const PACK = [
  "Famous bridge",
  "Type of cheese",
  "Musical instrument",
  "Dog breed",
  "Vegetables",
  "Sport",
  "Kind of tree",
  "Fabric",
  "Tool",
  "Composer",
  "Bird",
  "Something in your pocket",
];
const LETTERS = "ABCDEFGHIJKLMNOPRSTUVWZ".split("");

describe("WordNet on a Node host, for category packs", () => {
  it("knows kinds of a pack category's head noun, and only terms the platform accepts", () => {
    expect(knowledge.termsFor("Famous bridge", "G").map((t) => t.term)).toContain("Golden Gate Bridge");
    expect(knowledge.termsFor("Type of cheese", "C").map((t) => t.term)).toContain("Cheddar");
    expect(knowledge.termsFor("Something in your pocket", "K")).toEqual([]);
    expect(knowledge.termsFor("Famous person", "M")).toEqual([]);
    let terms = 0;
    for (const category of PACK) {
      for (const letter of LETTERS) {
        for (const { term } of knowledge.termsFor(category, letter)) {
          terms++;
          expect(checkTerm(term, letter, { maxLength: BOT_MAX_TERM_LENGTH }).ok).toBe(true);
        }
      }
    }
    expect(terms).toBeGreaterThan(1_000);
  });

  it("tells nonsense from an English word it has met", () => {
    expect(knowledge.judge("Fruit", "Bzxqkr")).toBe("wrong");
    expect(knowledge.judge("Fruit", "Blorpington")).toBe("wrong");
    expect(knowledge.judge("Fruit", "Breadfruit")).toBe("unsure");
    expect(knowledge.judge("Famous bridge", "Bridge of Sighs")).toBe("unsure");
  });

  it("plays bot-only games on pack boards: every game ends, nothing refused, every term a known kind", () => {
    const problems: string[] = [];
    for (const level of BOT_LEVELS) {
      for (let i = 0; i < 10; i++) {
        const seed = `pack-${level}-${i}`;
        const config = { seats: 3, boards: [{ kind: "custom", title: "Pack", categories: PACK }] };
        const bot = ohMyWordBot({ knowledge });
        const game = playBotGame({ config, seed, levels: [level, level, level], bot, checkInvariants: true });
        if (!game.ended) problems.push(`${seed} did not end`);
        problems.push(...game.refused, ...game.broken);
        for (const e of game.table.events.flat()) {
          if (e.type !== "category-covered") continue;
          const known = knowledge.termsFor(PACK[e.category] as string, e.letter).map((t) => t.term);
          if (!known.includes(e.term)) problems.push(`${seed}: ${e.term} for ${PACK[e.category]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
