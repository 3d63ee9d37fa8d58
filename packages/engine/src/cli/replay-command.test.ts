import { type Lexicons, lexiconsFrom } from "@wordhall/words";
import { describe, expect, it } from "vitest";
import soloExpected from "../buyword/golden/solo.expected.json";
import soloRecord from "../buyword/golden/solo.record.json";
import { lexicons as shippedLexicons } from "../buyword/test-support";
import expected from "../oh-my-word/golden/tiebreaker.expected.json";
import tiebreakerRecord from "../oh-my-word/golden/tiebreaker.record.json";
import { type CliIo, runReplay } from "./replay-command";

const golden = JSON.stringify(tiebreakerRecord);

function run(files: Record<string, string>, args: string[], lexicons: Lexicons = shippedLexicons) {
  let out = "";
  let err = "";
  const io: CliIo = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    readFile: (p) => {
      const f = files[p];
      if (f === undefined) throw new Error("no such file");
      return f;
    },
    lexicons,
  };
  const code = runReplay(args, io);
  return { code, out, err };
}

describe("replay CLI", () => {
  it("prints the final spectator view and the result of a valid record", () => {
    const { code, out, err } = run({ "g.json": golden }, ["g.json"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    const printed = JSON.parse(out);
    expect(printed.game).toBe("oh-my-word");
    expect(printed.view).toEqual(expected.view);
    expect(printed.result).toEqual(expected.result);
  });

  it("replays a BuyWord record by the lexicons it is handed", () => {
    const { code, out, err } = run({ "solo.json": JSON.stringify(soloRecord) }, ["solo.json"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      game: "buyword",
      view: soloExpected.view,
      result: soloExpected.result,
    });
  });

  it("says which lexicon is missing rather than read one itself", () => {
    const { code, out, err } = run(
      { "solo.json": JSON.stringify(soloRecord) },
      ["solo.json"],
      lexiconsFrom([]),
    );
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toContain('replay: solo.json: The lexicon "broad" was not handed over (given: none).');
  });

  it("names the offending action's index and fails when an action is refused", () => {
    const record = JSON.parse(golden);
    record.actions[3] = { ...record.actions[3], seat: (record.actions[3].seat ?? 0) + 1 };
    const { code, err } = run({ "bad.json": JSON.stringify(record) }, ["bad.json"]);
    expect(code).toBe(1);
    expect(err).toContain("action #3");
  });

  it("names the offending action's index when an action is malformed", () => {
    const record = JSON.parse(golden);
    record.actions[5].action = { type: "claim", category: "first" };
    const { code, err } = run({ "bad.json": JSON.stringify(record) }, ["bad.json"]);
    expect(code).toBe(1);
    expect(err).toMatch(/action #5 .*invalid-action/);
    record.actions[5] = { at: -4, seat: 0, action: { type: "draw" } };
    expect(run({ "bad.json": JSON.stringify(record) }, ["bad.json"]).err).toContain("action #5");
  });

  it("fails clearly on a missing file, bad JSON, a non-record, or no argument", () => {
    expect(run({}, ["nope.json"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("cannot read nope.json"),
    });
    expect(run({ "x.json": "{" }, ["x.json"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("not JSON"),
    });
    expect(run({ "x.json": '{"game":"chess"}' }, ["x.json"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("Not a game record"),
    });
    expect(run({}, []).code).toBe(2);
  });
});
