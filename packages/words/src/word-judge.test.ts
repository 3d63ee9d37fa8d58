import { describe, expect, it } from "vitest";
import { WordGraph } from "./lexicon/word-graph";
import { nodeLexicons } from "./node/node-lexicons";
import { createWordJudge, type HouseRules, layerHouseRules } from "./word-judge";

const graph = WordGraph.fromWords(["cat", "dog", "cafe", "zebra"]);

describe("createWordJudge", () => {
  it("judges raw input by the lexicon after normalising it", () => {
    const judge = createWordJudge(graph);
    expect(judge.isWord("Cat")).toBe(true);
    expect(judge.isWord("CAFÉ")).toBe(true);
    expect(judge.isWord("cats")).toBe(false);
    expect(judge.isWord("c-a-t")).toBe(false);
    expect(judge.isWord("")).toBe(false);
  });

  it("lets house rules allow words the lexicon lacks and ban words it has", () => {
    const judge = createWordJudge(graph, { allowed: ["Qi", "Zà"], banned: ["DOG"] });
    expect(judge.isWord("qi")).toBe(true);
    expect(judge.isWord("za")).toBe(true);
    expect(judge.isWord("dog")).toBe(false);
    expect(judge.isWord("cat")).toBe(true);
  });

  it("lets a ban beat an allowance of the same word", () => {
    const judge = createWordJudge(graph, { allowed: ["qi", "cat"], banned: ["QI", "cat"] });
    expect(judge.isWord("qi")).toBe(false);
    expect(judge.isWord("cat")).toBe(false);
    expect([...judge.allowed]).toEqual([]);
  });

  it("ignores house entries that cannot be words", () => {
    const judge = createWordJudge(graph, { allowed: ["e-mail", "r2"], banned: ["don't"] });
    expect(judge.allowed.size).toBe(0);
    expect(judge.banned.size).toBe(0);
    expect(judge.isWord("email")).toBe(false);
  });

  it("judges by a shipped lexicon", () => {
    const lexicons = nodeLexicons();
    const common = createWordJudge(lexicons.get("common"), { banned: ["house"] });
    expect(common.isWord("garden")).toBe(true);
    expect(common.isWord("house")).toBe(false);
    expect(createWordJudge(lexicons.get("broad")).isWord("zyzzyva")).toBe(true);
    expect(common.isWord("zyzzyva")).toBe(false);
  });
});

describe("layerHouseRules", () => {
  const judge = (lower: HouseRules, upper: HouseRules) =>
    createWordJudge(WordGraph.fromWords(["cat", "dog"]), layerHouseRules(lower, upper));

  it("lets the upper list decide the words it names, and the lower one the rest", () => {
    const j = judge(
      { banned: ["cat", "dog"], allowed: ["qxa", "zzv"] },
      { allowed: ["Cat"], banned: ["qxa"] },
    );
    expect(j.isWord("cat")).toBe(true); // the room allows what the platform bans
    expect(j.isWord("dog")).toBe(false); // the platform's ban stands where the room is silent
    expect(j.isWord("qxa")).toBe(false); // the room bans what the platform allows
    expect(j.isWord("zzv")).toBe(true); // the platform's allowed word stands
  });

  it("changes nothing when both are empty, and keeps banned over allowed within one list", () => {
    expect(layerHouseRules({}, {})).toEqual({ allowed: [], banned: [] });
    expect(judge({}, { allowed: ["dog"], banned: ["dog"] }).isWord("dog")).toBe(false);
    expect(judge({ allowed: ["dog"], banned: ["dog"] }, {}).isWord("dog")).toBe(false);
  });
});
