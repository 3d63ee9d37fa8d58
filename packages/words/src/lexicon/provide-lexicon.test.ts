import { describe, expect, it } from "vitest";
import { createWordJudge } from "../word-judge";
import { buildWordGraphData } from "./build-word-graph";
import { lexiconFromData, loadLexicon, provideLexicon } from "./lexicon";

describe("provideLexicon", () => {
  it("makes loadLexicon and word judges use a lexicon built in memory (as a browser does)", () => {
    const data = buildWordGraphData(["cat", "dog", "zebra"]);
    const tiny = lexiconFromData("common", data);
    provideLexicon(tiny);
    expect(loadLexicon("common")).toBe(tiny);
    const judge = createWordJudge("common");
    expect(judge.isWord("zebra")).toBe(true);
    expect(judge.isWord("horse")).toBe(false);
  });
});
