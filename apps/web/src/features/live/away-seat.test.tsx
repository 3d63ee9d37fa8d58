import { TrpcReactProvider } from "@wordhall/client";
import { type BuywordState, buywordConfigSchema, buywordModule } from "@wordhall/engine";
import { lexiconFromWords, lexiconsFrom } from "@wordhall/words";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlayersStrip } from "../buyword/players-strip";
import { awayText } from "./away-seat";

// SEAT-1..3 on the table: an away seat's card says how long its player has been gone, to
// everyone, and offers the other players (only them) a stand-in and the end for absence.

const buyword = buywordModule({ lexicons: lexiconsFrom([lexiconFromWords("broad", ["cat"])]) });
const seats = [
  { seat: 0, name: "Ana" },
  { seat: 1, name: "Bo" },
] as never;

function awayTable(standIn: boolean): BuywordState {
  const setup = buyword.setup(buywordConfigSchema.parse({ players: 2 }), "web-away", { now: 0, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  const actions = [
    { type: "away", seat: 1, since: 1_000 },
    ...(standIn ? [{ type: "standIn", seat: 1 }] : []),
  ];
  for (const action of actions) {
    const next = buyword.apply(state, action as never, { now: 40_000, actor: null });
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  return state;
}

const render = (state: BuywordState, viewer: number | null) =>
  renderToStaticMarkup(
    <TrpcReactProvider>
      <PlayersStrip view={buyword.view(state, viewer)} seats={seats} gameId="g" />
    </TrpcReactProvider>,
  );

describe("away seats on the player cards", () => {
  it("SEAT-1: says how long the player has been gone, and whether a bot plays", () => {
    expect(awayText({ since: 1_000, standIn: false }, 46_000)).toBe("Away 45 s");
    expect(awayText({ since: 1_000, standIn: false }, 1_000 + 125_000)).toBe("Away 2 min");
    expect(awayText({ since: 1_000, standIn: true }, 61_000)).toBe("Away 1 min · a bot plays");
    // Drawn on the server, before the browser's clock ticks.
    expect(awayText({ since: 1_000, standIn: true }, null)).toBe("Away · a bot plays");
  });

  it("SEAT-1, SEAT-2: everyone sees the mark; only the other player gets the controls", () => {
    const state = awayTable(false);
    for (const viewer of [0, 1, null]) {
      const html = render(state, viewer);
      expect(html.match(/data-testid="away-1"/g)).toHaveLength(1);
      expect(html).not.toContain('data-testid="away-0"');
      expect(html.includes("Let a bot play for Bo")).toBe(viewer === 0);
      expect(html.includes("End the game (Bo ranks last)")).toBe(viewer === 0);
    }
    // Once a bot plays the seat, it is no longer offered.
    const standing = render(awayTable(true), 0);
    expect(standing).not.toContain("Let a bot play");
    expect(standing).toContain("a bot plays");
  });
});
