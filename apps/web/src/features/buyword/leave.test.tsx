import { type BuywordState, buywordConfigSchema, buywordModule } from "@wordhall/engine";
import { person } from "@wordhall/ui";
import { lexiconFromWords, lexiconsFrom } from "@wordhall/words";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeaveControl } from "../live";
import { describeEvent } from "./activity-log";
import { GameOver } from "./game-over";
import { PlayersStrip } from "./players-strip";

// BW-33 on the table: what the others see of a seat that has left, and the control that leaves.

// Leaving judges no word; the lexicon is only there because BuyWord is never without one.
const buyword = buywordModule({ lexicons: lexiconsFrom([lexiconFromWords("broad", ["cat"])]) });

const seats = [
  { seat: 0, name: "Ana" },
  { seat: 1, name: "Bo" },
  { seat: 2, name: "Cy" },
] as never;

function table(players: number, leavers: readonly number[]): BuywordState {
  const config = buywordConfigSchema.parse({ players });
  const setup = buyword.setup(config, "web-leave", { now: 0, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.state;
  for (const seat of leavers) {
    const left = buyword.apply(state, { type: "leave" }, { now: 1, actor: seat });
    if (!left.ok) throw new Error(left.error.message);
    state = left.state;
  }
  return state;
}

describe("BuyWord table: leaving", () => {
  it("BW-33: every viewer sees the seat that left marked as such, and the log says so", () => {
    const state = table(3, [1]);
    for (const viewer of [0, 2, null]) {
      const html = renderToStaticMarkup(<PlayersStrip view={buyword.view(state, viewer)} seats={seats} />);
      expect(html.match(/data-testid="bw-left"/g)).toHaveLength(1);
      const row = html.split('data-testid="bw-player-').find((r) => r.startsWith("1"));
      expect(row).toContain("Left the game");
    }
    expect(describeEvent({ type: "playerLeft", seat: 1 }, (s) => person(["Ana", "Bo", "Cy"][s] ?? "?"))).toBe(
      "Bo left the game.",
    );
  });

  it("BW-33: the final standings say who left, and the one who stayed wins", () => {
    const over = table(3, [1, 2]);
    const html = renderToStaticMarkup(<GameOver gameId="g" view={buyword.view(over, null)} seats={seats} />);
    expect(html).toContain("Winner");
    expect(html.match(/left the game/g)).toHaveLength(2);
  });

  it("starts as one button; confirming is a second step", () => {
    const html = renderToStaticMarkup(
      <LeaveControl busy={false} consequence="You leave." onLeave={async () => ({ ok: true })} />,
    );
    expect(html).toContain(">Leave game</button>");
    expect(html).not.toContain("Leave for good");
  });
});
