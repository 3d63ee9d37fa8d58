import { readdirSync, readFileSync } from "node:fs";
import { lexiconFromWords, lexiconsFrom } from "@wordhall/words";
import { describe, expect, it } from "vitest";
import { buildReplay, describeStep, parseRecord } from "./replay-frames";
import { stepSentences } from "./step-sentences";

const goldenDir = new URL("../../../../../packages/engine/src/oh-my-word/golden/", import.meta.url);
const buywordGolden = new URL("../../../../../packages/engine/src/buyword/golden/", import.meta.url);
// Oh My Word judges no word: its replays need no lexicon.
const none = lexiconsFrom([]);

function goldenRecord() {
  const name = readdirSync(goldenDir).find((f) => f.endsWith(".record.json"));
  if (!name) throw new Error("no golden Oh My Word record");
  return JSON.parse(readFileSync(new URL(name, goldenDir), "utf8")) as unknown;
}

describe("buildReplay", () => {
  it("gives one frame for the set-up and one per recorded action, ending in a finished game", () => {
    const parsed = parseRecord(goldenRecord());
    if (!parsed.ok) throw new Error(parsed.message);
    const replay = buildReplay(parsed.record, none);
    if (!replay.ok) throw new Error(replay.message);
    expect(replay.frames).toHaveLength(parsed.record.actions.length + 1);
    expect(replay.frames[0]?.index).toBe(-1);
    const last = replay.frames.at(-1);
    expect(replay.module.result(last?.state)).not.toBeNull();
    expect(replay.seats).toBeGreaterThanOrEqual(2);
  });

  it("names the refused action of a tampered record", () => {
    const parsed = parseRecord(goldenRecord());
    if (!parsed.ok) throw new Error(parsed.message);
    const actions = [...parsed.record.actions];
    actions.splice(1, 0, {
      at: actions[0]?.at ?? 0,
      seat: 0,
      action: { type: "vote", claim: 99, accept: true },
    });
    const replay = buildReplay({ ...parsed.record, actions }, none);
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.message).toMatch(/Action 2 was refused/);
  });

  it("judges a BuyWord record's sales by the lexicon it is handed, as the viewer's fetched one", () => {
    const json = (name: string) => JSON.parse(readFileSync(new URL(name, buywordGolden), "utf8"));
    const parsed = parseRecord(json("solo.record.json"));
    if (!parsed.ok) throw new Error(parsed.message);
    const expected = json("solo.expected.json") as {
      result: unknown;
      view: { players: { sales: { words: { word: string }[] }[] }[] };
    };
    const sold = expected.view.players.flatMap((p) => p.sales.flatMap((s) => s.words.map((w) => w.word)));
    const lexicons = lexiconsFrom([
      lexiconFromWords(
        "broad",
        sold.map((w) => w.toLowerCase()),
      ),
    ]);
    const replay = buildReplay(parsed.record, lexicons);
    if (!replay.ok) throw new Error(replay.message);
    expect(replay.module.result(replay.frames.at(-1)?.state)).toEqual(expected.result);
    // Without the lexicon the engine says so; it never goes looking for one.
    expect(() => buildReplay(parsed.record, none)).toThrow('The lexicon "broad" was not handed over');
  });
});

describe("parseRecord", () => {
  it("refuses something that is not a record, saying where", () => {
    const parsed = parseRecord({ game: "chess", actions: [] });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/not a Wordhall game record.*game/);
  });
});

describe("a replay told as the table told it", () => {
  function omwReplay(players?: { seat: number; name: string }[]) {
    const parsed = parseRecord(goldenRecord());
    if (!parsed.ok) throw new Error(parsed.message);
    const replay = buildReplay({ ...parsed.record, ...(players ? { players } : {}) }, none);
    if (!replay.ok) throw new Error(replay.message);
    return replay;
  }

  it("names the players from the record, or by seat when an older file has no names", () => {
    const named = omwReplay([
      { seat: 0, name: "Ana" },
      { seat: 1, name: "Bo" },
      { seat: 2, name: "Cy" },
    ]);
    expect([0, 1, 2].map(named.name)).toEqual(["Ana", "Bo", "Cy"]);
    expect(omwReplay().name(1)).toBe("Seat 2");
  });

  it("tells every step in the log's own sentences, with names, never as raw data", () => {
    const replay = omwReplay([
      { seat: 0, name: "Ana" },
      { seat: 1, name: "Bo" },
      { seat: 2, name: "Cy" },
    ]);
    expect(stepSentences(replay, 0, "all")).toEqual(["The game is set up."]);
    const all = replay.frames.map((_, i) => stepSentences(replay, i, "all"));
    for (const lines of all) expect(lines.length).toBeGreaterThan(0);
    const text = all.flat().join("\n");
    expect(text).toMatch(/\b(Ana|Bo|Cy)\b/);
    expect(text).not.toMatch(/Seat \d|"type"|\{/);
    // The terms played are in the story.
    const covered = replay.frames
      .flatMap((f) => f.events as { type: string; term?: string }[])
      .find((e) => e.type === "category-covered");
    expect(covered?.term).toBeTruthy();
    expect(text).toContain(covered?.term ?? "");
  });

  it("tells a seat's story with only what that seat saw", () => {
    const replay = omwReplay();
    const step = replay.frames.findIndex((f) =>
      (f.events as { type: string }[]).some((e) => e.type === "token-taken"),
    );
    const taker = ((replay.frames[step]?.events ?? []) as { type: string; seat: number }[]).find(
      (e) => e.type === "token-taken",
    )?.seat;
    if (taker === undefined) throw new Error("the golden game has no token taken");
    // The taker saw the token's value; nobody else did until the reveal (OMW-35).
    expect(stepSentences(replay, step, taker).join(" ")).toMatch(/You took a bad-luck token worth \d/);
    const other = (taker + 1) % replay.seats;
    for (const p of ["all", "spectator", other] as const) {
      const told = stepSentences(replay, step, p).join(" ");
      expect(told).toContain("took a bad-luck token");
      expect(told).not.toMatch(/worth \d/);
    }
  });

  it("keeps a raw label for the data toggle", () => {
    expect(describeStep(null, (s) => `P${s}`)).toBe("The game is set up");
    expect(describeStep({ at: 1, seat: 1, action: { type: "claim" } }, (s) => ["Ana", "Bo"][s] ?? "?")).toBe(
      "Bo: claim",
    );
    expect(describeStep({ at: 1, seat: null, action: { type: "timer-expired" } }, String)).toBe(
      "The server: timer expired",
    );
  });
});
