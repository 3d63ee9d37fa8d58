import { ohMyWord } from "@wordhall/engine";
import { OmwTable } from "@wordhall/engine/oh-my-word/testing";
import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { myTurn, seatNamer } from "./table-model";
import { TurnPanel } from "./turn-panel";

// The holder's controls offer only what the engine accepts: checked against the engine
// itself on a real table, not against a hand-made view.

function board(count: number) {
  return {
    kind: "custom",
    title: "Test",
    categories: Array.from({ length: count }, (_, i) => `Category ${i}`),
  };
}

/** Three seats, two categories, long judging windows: both get covered, both claims stay open. */
function fullBoardWithOpenClaims() {
  const t = new OmwTable({
    seats: 3,
    firstSeat: 0,
    boards: [board(2)],
    tiles: { letters: { M: 20 }, reverse: 0 },
    judging: { mode: "challenge", challengeWindowMs: 60_000, voteWindowMs: 60_000 },
  });
  for (const category of [0, 1]) {
    const holder = t.state.holder as number;
    t.must(holder, { type: "draw" }, t.now + 10);
    t.must(holder, { type: "claim", category, term: "Mango" }, t.now + 10);
    t.must(holder, { type: "pass" }, t.now + 10);
  }
  return t;
}

const panel = (view: ReturnType<typeof ohMyWord.view>) =>
  renderToStaticMarkup(
    <TurnPanel
      view={view}
      name={seatNamer([], view.you)}
      busy={false}
      category={null}
      onCategory={() => {}}
      termRef={createRef()}
      onDraw={() => {}}
      onClaim={async () => true}
      onPass={() => {}}
    />,
  );

describe("the holder's turn panel", () => {
  it("offers no draw while every category is covered and claims are open, as the engine refuses it", () => {
    const t = fullBoardWithOpenClaims();
    const holder = t.state.holder as number;
    const view = ohMyWord.view(t.state, holder);
    expect(view.claims.length).toBeGreaterThan(0);
    expect(t.act(holder, { type: "draw" }, t.now + 10)).toMatchObject({
      ok: false,
      error: { code: "boards-full" },
    });
    expect(myTurn(view)).toBe("wait");
    const html = panel(view);
    expect(html).not.toContain("Draw a tile");
    expect(html).toContain("Every category is covered");
  });

  it("offers the draw when the engine takes one", () => {
    const t = new OmwTable({
      seats: 3,
      firstSeat: 0,
      boards: [board(2)],
      tiles: { letters: { M: 20 }, reverse: 0 },
    });
    const html = panel(ohMyWord.view(t.state, 0));
    expect(html).toContain("Draw a tile");
    expect(t.act(0, { type: "draw" }, t.now + 10).ok).toBe(true);
  });
});
