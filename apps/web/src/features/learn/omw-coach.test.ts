import { ohMyWord, omwEventsFor } from "@wordhall/engine";
import { OmwTable } from "@wordhall/engine/oh-my-word/testing";
import { person } from "@wordhall/ui";
import { describe, expect, it } from "vitest";
import { omwCoachLesson } from "./omw-coach";

// Every lesson of the coach from a game the real engine played, with the guided game's
// settings and seed (packages/api/src/services/learn/guided-omw.ts): the player in seat 0
// draws an L first and a reverse tile second. The bots' moves are played here by hand.

const SETTINGS = {
  seats: 3,
  boards: [{ kind: "built-in", board: 1, side: "front" }],
  timer: { minMs: 40_000, maxMs: 60_000 },
  firstSeat: 0,
};
const SEED = "guided-omw-6412";
const GUIDE = { example: { letter: "L", category: 12, term: "Lawnmower" } };
const NAMES = ["Nova", "Ada (bot)", "Cy (bot)"];
const who = (seat: number) => person(NAMES[seat] ?? "?", seat === 0);

function table(settings: Record<string, unknown> = SETTINGS) {
  return new OmwTable(settings, SEED, 1_000_000);
}

/** The lesson seat 0 (or `seat`) sees now, with its log of every step so far. */
function lesson(t: OmwTable, seat: number | null = 0) {
  const log = t.events.map((events, version) => ({ version, events: omwEventsFor(events, seat) }));
  return omwCoachLesson(ohMyWord.view(t.state, seat), GUIDE, log, who);
}

const step = (t: OmwTable, seat: number, action: Parameters<OmwTable["must"]>[1]) =>
  t.must(seat, action, t.now + 1_000);

/** The holder covers the first open category with a term of its letter, and passes. */
function coverAndPass(t: OmwTable, seat: number, category = t.state.covers.indexOf(null)) {
  const letter = ohMyWord.view(t.state, seat).turn.letter ?? "";
  step(t, seat, { type: "claim", category, term: `${letter}-thing` });
  step(t, seat, { type: "pass" });
}

/** The guided opening: the player covers with the example, each bot takes a turn. */
function opening() {
  const t = table();
  step(t, 0, { type: "draw" });
  coverAndPass(t, 0, GUIDE.example.category);
  for (const bot of [1, 2]) {
    step(t, bot, { type: "draw" });
    coverAndPass(t, bot);
  }
  return t;
}

describe("the Oh My Word coach", () => {
  it("OMW-7, OMW-8: holding the bag first: draw a tile", () => {
    expect(lesson(table())).toMatchObject({
      id: "draw",
      title: "Your turn: draw a tile",
      rules: ["OMW-7", "OMW-8"],
    });
  });

  it("OMW-9, OMW-16: with a letter in hand: cover a category, with the guide's example for it", () => {
    const t = table();
    step(t, 0, { type: "draw" });
    const cover = lesson(t);
    expect(cover).toMatchObject({ id: "cover", rules: ["OMW-9", "OMW-16"] });
    expect(cover?.text).toContain(
      "You drew an L. Pick an open category, type a term for it that starts with L",
    );
    expect(cover?.text).toContain("For instance, Thing in the garden shed: Lawnmower.");
    // The example is only for its own letter.
    const other = omwCoachLesson(
      ohMyWord.view(t.state, 0),
      { example: { letter: "B", category: 0, term: "Button" } },
      [],
      who,
    );
    expect(other?.text).not.toContain("For instance");
  });

  it("OMW-11: covered: pass the bag, to the next player", () => {
    const t = table();
    step(t, 0, { type: "draw" });
    step(t, 0, { type: "claim", category: 12, term: "Lawnmower" });
    expect(lesson(t)).toMatchObject({ id: "pass", rules: ["OMW-11", "OMW-18"] });
    expect(lesson(t)?.text).toContain("your turn ends and the bag goes to Ada (bot)");
  });

  it("OMW-7, OMW-18, OMW-19: while a bot holds the bag, what it does and what the timer means", () => {
    const t = table();
    step(t, 0, { type: "draw" });
    coverAndPass(t, 0, 12);
    expect(lesson(t)).toMatchObject({ id: "bot-turn", title: "Ada (bot)'s turn" });
    expect(lesson(t)?.text).toContain("whoever holds the bag when it goes off takes a bad-luck token");
  });

  it("OMW-26, OMW-27: a bot's claim can be challenged within the window", () => {
    const t = table();
    step(t, 0, { type: "draw" });
    coverAndPass(t, 0, 12);
    step(t, 1, { type: "draw" });
    const letter = ohMyWord.view(t.state, 1).turn.letter;
    step(t, 1, { type: "claim", category: 0, term: `${letter}-thing` });
    const challenge = lesson(t);
    expect(challenge).toMatchObject({ id: "challenge", rules: ["OMW-26", "OMW-27"] });
    expect(challenge?.text).toContain(`Ada (bot) covered “Something under the sofa” with ${letter}-thing.`);
    expect(challenge?.text).toContain("press Challenge within 10\u00a0s");

    // Once the other bot challenges it, the player is asked to vote.
    const claim = t.state.claims.find((c) => c.seat === 1)?.id ?? -1;
    step(t, 2, { type: "challenge", claim });
    const vote = lesson(t);
    expect(vote).toMatchObject({ id: "vote", rules: ["OMW-28", "OMW-29", "OMW-30"] });
    expect(vote?.text).toContain(
      `Cy (bot) challenged Ada (bot)'s “${letter}-thing” for “Something under the sofa”.`,
    );
    step(t, 0, { type: "vote", claim, accept: true });
    expect(lesson(t)?.id).not.toBe("vote");
  });

  it("OMW-27, OMW-29: the player's own claim challenged: what the vote decides", () => {
    const t = table();
    step(t, 0, { type: "draw" });
    coverAndPass(t, 0, 12);
    step(t, 1, { type: "challenge", claim: t.state.claims[0]?.id ?? -1 });
    const challenged = lesson(t);
    expect(challenged).toMatchObject({ id: "challenged" });
    expect(challenged?.text).toContain("Ada (bot) challenged “L-thing”.");
  });

  it("OMW-12: the second draw is a reverse tile: the bag goes straight back, and the lesson stays till the bag returns", () => {
    const t = opening();
    step(t, 0, { type: "draw" });
    expect(t.state.direction).toBe(-1);
    const reverse = lesson(t);
    expect(reverse).toMatchObject({ id: "reverse", rules: ["OMW-12"] });
    expect(reverse?.text).toContain(
      "You drew a reverse tile: it goes beside the board, play now runs the other way, and the bag went straight back to Cy (bot).",
    );
    step(t, 2, { type: "draw" });
    coverAndPass(t, 2);
    expect(t.state.holder).toBe(1);
    expect(lesson(t)?.text).toContain("went straight back to Cy (bot)");
    // Back with the player, the next lesson is the draw again.
    step(t, 1, { type: "draw" });
    coverAndPass(t, 1);
    expect(lesson(t)?.id).toBe("draw");
  });

  it("OMW-19, OMW-21, OMW-22: the timer going off on a bot, explained, and again when the bag reaches the player", () => {
    const t = opening();
    step(t, 0, { type: "draw" });
    const went = t.expireTimer();
    expect(went.some((e) => e.type === "token-taken" && e.seat === 2)).toBe(true);
    const timer = lesson(t);
    expect(timer).toMatchObject({
      id: "timer",
      title: "The timer went off",
      rules: ["OMW-19", "OMW-21", "OMW-22"],
    });
    expect(timer?.text).toContain(
      "It went off while Cy (bot) held the bag, so Cy (bot) took a bad-luck token",
    );
    expect(timer?.text).toContain("it starts again with a new hidden length only when it goes off");
    step(t, 1, { type: "draw" });
    coverAndPass(t, 1);
    expect(t.state.holder).toBe(0);
    expect(lesson(t)).toMatchObject({ id: "timer" });
    expect(lesson(t)?.text).toContain("Now draw a tile.");
  });

  it("OMW-19, OMW-20, OMW-35: the timer going off on the player: their token, its value only they see, the tile back", () => {
    const t = table();
    step(t, 0, { type: "draw" });
    t.expireTimer();
    const value = t.state.players[0]?.tokens[0];
    const timer = lesson(t);
    expect(timer).toMatchObject({
      id: "timer",
      title: "The timer went off on you",
      rules: ["OMW-19", "OMW-20", "OMW-21", "OMW-22"],
    });
    expect(timer?.text).toContain(
      `you took a bad-luck token, worth ${value} ${value === 1 ? "point" : "points"} (only you can see it)`,
    );
    expect(timer?.text).toContain("Any tile you drew this turn goes back to the bag");
  });

  it("OMW-38, OMW-40: in a tiebreaker, what it is; OMW-33, OMW-36: at the end, the finish", () => {
    const t = table({ ...SETTINGS, judging: { mode: "trust" } });
    // Quick moves, well within the timer: everyone ends with no token, a three-way tie.
    const quick = (seat: number, action: Parameters<OmwTable["must"]>[1]) =>
      t.must(seat, action, t.now + 100);
    for (let guard = 0; guard < 200 && t.state.phase === "playing"; guard++) {
      const holder = t.state.holder as number;
      quick(holder, { type: "draw" });
      if (t.state.turn.stage !== "claim") continue;
      const letter = ohMyWord.view(t.state, holder).turn.letter ?? "";
      quick(holder, { type: "claim", category: t.state.covers.indexOf(null), term: `${letter}-thing` });
      if (t.state.phase === "playing") quick(holder, { type: "pass" });
    }
    expect(t.state.phase).toBe("tiebreaker");
    if (t.state.holder === 0) step(t, 0, { type: "draw" });
    if (t.state.holder === 0) coverAndPass(t, 0);
    expect(lesson(t)).toMatchObject({ id: "tiebreaker", rules: ["OMW-38", "OMW-39", "OMW-40"] });
    step(t, 1, { type: "leave" });
    step(t, 2, { type: "leave" });
    expect(lesson(t)).toMatchObject({ id: "finish", title: "That's a whole game" });
  });

  it("has nothing to say to a spectator or in a paused room", () => {
    const t = table();
    expect(lesson(t, null)).toBeNull();
    t.must(null, { type: "pause" }, t.now + 1_000);
    expect(lesson(t)).toBeNull();
  });
});
