import { type LexiconId, lexiconFromWords, lexiconsFrom, MissingLexiconError } from "@wordhall/words";
// biome-ignore lint/style/noRestrictedImports: the test points the Node loader at an empty folder, so no lexicon file can be read.
import { setLexiconDirectory } from "@wordhall/words/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { gameRecordSchema } from "../core/game-record";
import { replayRecord } from "../replay/replay-record";
import soloExpected from "./golden/solo.expected.json";
import soloRecord from "./golden/solo.record.json";
import { type BuywordModule, buywordModule } from "./module";
import type { BuywordState } from "./state";
import { arrange, config, T0 } from "./test-support";
import { TILE_LETTER } from "./tiles";

const record = gameRecordSchema.parse(soloRecord);
/** Exactly the words the solo golden game sold, and nothing else. */
const soldWords = soloExpected.view.players.flatMap((p) =>
  p.sales.flatMap((s) => s.words.map((w) => w.word.toLowerCase())),
);
const inMemory = (id: LexiconId, words: readonly string[]) => lexiconsFrom([lexiconFromWords(id, words)]);

// With the lexicon folder missing, fetch gone and Node's back door to its modules refusing, any
// attempt by the engine to read a word list fails the test instead of quietly succeeding.
beforeAll(() => {
  setLexiconDirectory(new URL("./no-lexicons-here/", import.meta.url));
});
// The engine's test files share their worker's modules (isolate: false): left pointing at the
// empty folder, the loader failed every later file that reads a word list in this worker.
afterAll(() => setLexiconDirectory(null));
// Stubbed before each test: the project's unstubGlobals takes stubs away before every test,
// so a stub made once in beforeAll was already gone when the first test ran.
beforeEach(() => {
  vi.stubGlobal("fetch", () => {
    throw new Error("the engine fetched something");
  });
  // biome-ignore lint/style/noRestrictedGlobals: the test takes the process's module loader away from the engine.
  vi.spyOn(process, "getBuiltinModule").mockImplementation(() => {
    throw new Error("the engine reached for a Node module");
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Seat 0 holds CATHOUSE and sells, in a solo game of the module's. */
function sellingState(module: BuywordModule) {
  const setup = module.setup(config({ players: 1 }), "no-io", { now: T0, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  return arrange(setup.state, { hands: { 0: "CATHOUSE" }, phase: { kind: "sell", turn: 0, pending: null } });
}

/** Seat 0 selling `word` from its hand, tiles in the word's order. */
function sale(state: BuywordState, word: string) {
  const hand = [...(state.players[0]?.hand ?? [])];
  const tiles = [...word].map(
    (letter) =>
      hand.splice(
        hand.findIndex((t) => TILE_LETTER[t] === letter),
        1,
      )[0] as number,
  );
  return { type: "sell" as const, tiles, wildAs: null, at: null };
}

function sell(module: BuywordModule, word: string) {
  const state = sellingState(module);
  return module.apply(state, sale(state, word), { now: T0, actor: 0 });
}

describe("BuyWord judges by the lexicons it is handed, and reads none itself", () => {
  it("BW-10: a sale is judged by a lexicon built in memory, with no lexicon file to be read", () => {
    const module = buywordModule({ lexicons: inMemory("broad", ["cat", "act"]) });
    const sold = sell(module, "CAT");
    expect(sold.ok && sold.events.map((e) => e.type)).toEqual(["sold"]);
    // The shipped broad lexicon has "house"; the one handed in does not, and it decides.
    const refused = sell(module, "HOUSE");
    expect(!refused.ok && refused.error.code).toBe("not-a-word");
  });

  it("BW-32: a record replays by a lexicon holding only the words it sold", () => {
    const module = buywordModule({ lexicons: inMemory("broad", soldWords) });
    const replayed = replayRecord(module, record);
    if (!replayed.ok) throw new Error(replayed.message);
    expect(module.result(replayed.state)).toEqual(soloExpected.result);
    expect(JSON.parse(JSON.stringify(module.view(replayed.state, null)))).toEqual(soloExpected.view);
  });

  it("keeps each module's judges to itself: two hosts' lexicons never mix", () => {
    const cats = buywordModule({ lexicons: inMemory("broad", ["cat"]) });
    const dogs = buywordModule({ lexicons: inMemory("broad", ["dog"]) });
    const same = config({ players: 1 });
    expect(cats.judge(same).isWord("cat")).toBe(true);
    expect(dogs.judge(same).isWord("cat")).toBe(false);
    expect(dogs.judge(same).isWord("dog")).toBe(true);
  });
});

describe("a lexicon BuyWord needs but was not handed", () => {
  const onlyCommon = buywordModule({ lexicons: inMemory("common", ["cat"]) });
  const message = 'The lexicon "broad" was not handed over (given: "common").';

  it("stops the set-up with an error that names it", () => {
    expect(() => onlyCommon.setup(config({ lexicon: "broad" }), "s", { now: T0, actor: null })).toThrow(
      MissingLexiconError,
    );
    expect(() => onlyCommon.setup(config({ lexicon: "broad" }), "s", { now: T0, actor: null })).toThrow(
      message,
    );
    expect(onlyCommon.setup(config({ lexicon: "common" }), "s", { now: T0, actor: null }).ok).toBe(true);
  });

  it("stops a replay before its first action, and a sale on a state made elsewhere", () => {
    expect(() => replayRecord(onlyCommon, record)).toThrow(message);
    const elsewhere = sellingState(buywordModule({ lexicons: inMemory("broad", ["cat"]) }));
    expect(() => onlyCommon.apply(elsewhere, sale(elsewhere, "CAT"), { now: T0, actor: 0 })).toThrow(message);
  });

  it("is refused when the module is made without lexicons at all", () => {
    expect(() => buywordModule({} as never)).toThrow("make the module with buywordModule({ lexicons })");
  });
});
