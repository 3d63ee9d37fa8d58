import { describe, expect, it } from "vitest";
import { gameRecordSchema } from "../core/game-record";
import { gameModules } from "../games";
import { replayUnknownRecord } from "../replay/replay-record";
import { buywordConfigSchema } from "./config";
import { GOLDEN_GAMES } from "./golden/index";
import { BUYWORD_ENGINE_VERSION } from "./module";
import { replayBuyword } from "./replay";
import { buyword, lexicons } from "./test-support";

describe("BuyWord golden records", () => {
  it("covers a solo game, a 4-player game ending on the short bag, and every variant", () => {
    const names = GOLDEN_GAMES.map((g) => g.name);
    for (const name of [
      "solo",
      "four-players-short-bag",
      "auction",
      "trade",
      "draft",
      "themes",
      "crossword",
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toContain("hand-limit-10");
    expect(names).toContain("no-hand-limit");
    expect(names).toContain("leave");
  });

  it("BW-32: the game registry and the shared record replay know BuyWord", () => {
    const games = gameModules({ lexicons });
    expect(games.buyword.kind).toBe("buyword");
    for (const golden of GOLDEN_GAMES) {
      const replayed = replayUnknownRecord(golden.record, games);
      expect(replayed.ok && buyword.result(replayed.state)).toEqual(golden.expected.result);
    }
  });

  for (const golden of GOLDEN_GAMES) {
    it(`BW-32: ${golden.name} replays to its recorded final view and result`, () => {
      const record = gameRecordSchema.parse(golden.record);
      expect(record.game).toBe("buyword");
      expect(record.engineVersion).toBe(BUYWORD_ENGINE_VERSION);
      const config = buywordConfigSchema.parse(record.config);
      const replayed = replayBuyword(buyword, config, record.seed, record.actions, record.createdAt);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(replayed.state.phase.kind).toBe("over");
      expect(buyword.result(replayed.state)).toEqual(golden.expected.result);
      expect(JSON.parse(JSON.stringify(buyword.view(replayed.state, null)))).toEqual(golden.expected.view);
    });
  }
});
