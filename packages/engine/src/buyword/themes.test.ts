import { describe, expect, it } from "vitest";
import { act, arrange, errorCode, money, newGame, tilesIn, tryAct } from "./test-support";
import { buywordView } from "./view";

function themed(players: number) {
  const base = newGame({ players, variants: { themes: ["animals", "food"] } }, "themes");
  const hands: Record<number, string> = { 0: "CATDOG" };
  return arrange(base, {
    hands,
    leader: 0,
    theme: "animals",
    phase: { kind: "sell", turn: 0, pending: null },
  });
}

describe("BuyWord themes variant", () => {
  it("BW-22: each round has a theme from the room's list, in turn", () => {
    const state = newGame({ players: 2, variants: { themes: ["animals", "food"] } });
    expect(state.theme).toBe("animals");
    let s = state;
    while (s.round < 3) {
      const phase = s.phase;
      if (phase.kind === "choose") s = act(s, s.leader, { type: "choose", count: 2 }).state;
      else if (phase.kind === "decide") s = act(s, phase.turn, { type: "discard" }).state;
      else if (phase.kind === "sell") s = act(s, phase.turn, { type: "endTurn" }).state;
      if (s.round === 2) expect(s.theme).toBe("food");
    }
    expect(s.theme).toBe("animals");
  });

  it("BW-22: a sale waits for the others' vote; a strict majority of no rejects it and the tiles stay in hand", () => {
    const state = themed(4);
    const { state: pending, events } = act(state, 0, { type: "sell", tiles: tilesIn(state, 0, "CAT") });
    expect(events[0]).toMatchObject({ type: "saleProposed", seat: 0, theme: "animals" });
    expect(money(pending)[0]).toBe(200);
    expect(errorCode(tryAct(pending, 0, { type: "endTurn" }))).toBe("vote-pending");
    expect(errorCode(tryAct(pending, 0, { type: "vote", fits: true }))).toBe("not-a-voter");
    const one = act(pending, 1, { type: "vote", fits: false }).state;
    expect(errorCode(tryAct(one, 1, { type: "vote", fits: true }))).toBe("already-voted");
    // How others voted stays secret until the sale is settled.
    const seen = buywordView(one, 2).phase;
    expect(seen.kind === "sell" && seen.pending?.voted).toEqual([false, true, false, false]);
    expect(seen.kind === "sell" && seen.pending?.yourVote).toBeNull();
    expect(JSON.stringify(seen)).not.toContain("votes");
    const own = buywordView(one, 1).phase;
    expect(own.kind === "sell" && own.pending?.yourVote).toBe(false);
    const { state: rejected, events: out } = act(one, 2, { type: "vote", fits: false });
    expect(out.at(-1)).toMatchObject({ type: "saleRejected", seat: 0, yes: 0, no: 2 });
    // The refused word is shown for the rest of the turn, so a seller need not remember it.
    expect(rejected.phase).toEqual({ kind: "sell", turn: 0, pending: null, refused: ["CAT"] });
    const after = buywordView(rejected, 3).phase;
    expect(after.kind === "sell" && after.refused).toEqual(["CAT"]);
    expect(rejected.players[0]?.hand).toEqual(state.players[0]?.hand);
    expect(money(rejected)[0]).toBe(200);
    // A sale that goes through later keeps the list; the next turn starts without one.
    const dog = act(rejected, 0, { type: "sell", tiles: tilesIn(rejected, 0, "DOG") }).state;
    expect(dog.phase).toMatchObject({ refused: ["CAT"] });
    const sold = act(act(dog, 1, { type: "vote", fits: true }).state, 2, { type: "vote", fits: true }).state;
    expect(sold.phase).toMatchObject({ kind: "sell", turn: 0, refused: ["CAT"] });
    const next = act(sold, 0, { type: "endTurn" }).state.phase;
    expect(next.kind === "sell" ? next.refused : undefined).toBeUndefined();
  });

  it("BW-22: once no majority against is possible the sale goes through; a tie does not reject", () => {
    const four = act(themed(4), 0, { type: "sell", tiles: tilesIn(themed(4), 0, "DOG") }).state;
    const a = act(four, 1, { type: "vote", fits: true }).state;
    const b = act(a, 2, { type: "vote", fits: true });
    expect(b.events.at(-1)).toMatchObject({ type: "sold", seat: 0, yes: 2, no: 0 });
    expect(money(b.state)[0]).toBe(200 + 25);
    const three = themed(3);
    const p = act(three, 0, { type: "sell", tiles: tilesIn(three, 0, "DOG") }).state;
    const tie = act(act(p, 1, { type: "vote", fits: false }).state, 2, { type: "vote", fits: true });
    expect(tie.events.at(-1)).toMatchObject({ type: "sold", yes: 1, no: 1 });
    const two = themed(2);
    const q = act(two, 0, { type: "sell", tiles: tilesIn(two, 0, "DOG") }).state;
    expect(act(q, 1, { type: "vote", fits: false }).events.at(-1)).toMatchObject({ type: "saleRejected" });
  });

  it("BW-23: alone, the player judges the theme themself: the sale is not put to a vote", () => {
    const base = newGame({ players: 1, variants: { themes: ["animals"] } }, "solo-theme");
    const state = arrange(base, {
      hands: { 0: "DOG" },
      leader: 0,
      theme: "animals",
      phase: { kind: "sell", turn: 0, pending: null },
    });
    const { events } = act(state, 0, { type: "sell", tiles: tilesIn(state, 0, "DOG") });
    expect(events.map((e) => e.type)).toEqual(["sold"]);
  });
});
