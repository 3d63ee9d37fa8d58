import { bidRefusal } from "@wordhall/engine/buyword-bids";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuctionPanel } from "./auction-panel";
import { bidFactsFor, bidField } from "./bid-field";
import { buyword, idleActions, logTextFor, nameOf, play, playLogged, position, textOf } from "./test-tables";
import type { BuywordView } from "./types";

// Ana (seat 0) auctions ZAP; Ben bids first, then Cy, then Ana.
function auction(money: Record<number, number>, bids: readonly number[] = []) {
  let state = position(
    { players: 3, variants: { auction: true } },
    {
      leader: 0,
      count: 3,
      draws: { 0: "ZAP", 1: "DOG", 2: "CAT" },
      phase: { kind: "decide", turn: 0 },
      money,
    },
  );
  state = play(state, 0, { type: "auction" });
  bids.forEach((amount, i) => {
    state = play(state, 1 + i, { type: "bid", amount });
  });
  return state;
}

function panel(view: BuywordView) {
  if (view.phase.kind !== "auction") throw new Error("no auction");
  return renderToStaticMarkup(
    <AuctionPanel view={view} phase={view.phase} actions={idleActions} name={nameOf} />,
  );
}

function facts(view: BuywordView) {
  if (view.phase.kind !== "auction") throw new Error("no auction");
  const f = bidFactsFor(view, view.phase);
  if (!f) throw new Error("a spectator");
  return f;
}

describe("the bid field (BW-15, BW-16)", () => {
  it("starts at the smallest valid bid and offers to bid it", () => {
    const view = buyword.view(auction({ 0: 100, 1: 50, 2: 30 }, [7]), 2);
    const html = panel(view);
    expect(html).toMatch(
      /data-testid="bw-bid-amount"[^>]*value="8"|value="8"[^>]*data-testid="bw-bid-amount"/,
    );
    expect(textOf(html)).toContain("Bid $8");
    expect(textOf(html)).toContain("You have $30; the smallest bid is $8.");
    expect(html).not.toContain('aria-invalid="true"');
  });

  it("says before sending why a typed bid can't be made, in the engine's words", () => {
    const f = facts(buyword.view(auction({ 0: 100, 1: 50, 2: 12 }, [7]), 2));
    expect(bidField(f, "15").refusal?.message).toBe("You have $12; a bid of $15 is more than you hold.");
    expect(bidField(f, "7").refusal?.message).toBe("Bids go up by at least $1 over $7: bid $8 or more.");
    expect(bidField(f, "").refusal?.message).toBe("Enter a bid of $8 or more.");
    expect(bidField(f, "9").refusal).toBeNull();
    // The field and the engine judge by one module: the field's refusal is the engine's.
    for (const text of ["15", "7", "9"]) {
      expect(bidField(f, text).refusal).toEqual(bidRefusal(f, Number(text)));
    }
  });

  it("tells a bidder who can't reach the smallest bid to pass, and disables Bid", () => {
    const html = panel(buyword.view(auction({ 0: 100, 1: 50, 2: 7 }, [7]), 2));
    expect(textOf(html)).toContain("You have $7 and the smallest bid is $8: you can only pass.");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Bid<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Pass<\/button>/);
  });

  it("shows no field to a seat whose turn it isn't, nor to a spectator", () => {
    const state = auction({ 0: 100, 1: 50, 2: 30 });
    for (const viewer of [0, 2, null]) {
      const html = panel(buyword.view(state, viewer));
      expect(html).not.toContain("bw-bid-amount");
      expect(textOf(html)).toContain("Waiting for Ben to bid or pass.");
    }
  });

  it("logs the auctioned draw and what it went for, in each seat's words", () => {
    // Cy bids $26 on Ana's ZAP; Ana, bidding last, passes.
    const state = position(
      { players: 3, variants: { auction: true } },
      { leader: 0, count: 3, draws: { 0: "ZAP", 1: "DOG", 2: "CAT" }, phase: { kind: "decide", turn: 0 } },
    );
    const { log } = playLogged(state, [
      [0, { type: "auction" }],
      [1, { type: "pass" }],
      [2, { type: "bid", amount: 26 }],
      [0, { type: "pass" }],
    ] as const);
    const lines = (viewer: number | null) => logTextFor(log, viewer);
    // Every bid and every pass is a line: the table sees how the auction went round.
    expect(lines(1)).toEqual([
      "Ana put Z, A and P up for auction.",
      "You passed.",
      "Cy bid $26.",
      "Ana passed.",
      "Cy won the auction for Z, A and P at $26.",
    ]);
    expect(lines(null)).toEqual(lines(1).map((l) => (l === "You passed." ? "Ben passed." : l)));
    expect(lines(0)[0]).toBe("You put Z, A and P up for auction.");
    expect(lines(2).at(-1)).toBe("You won the auction for Z, A and P at $26.");
  });
});
