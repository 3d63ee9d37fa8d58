import { buywordConfigSchema } from "@wordhall/engine";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MoneyStrip } from "./money-strip";
import { buyword, NAMES, play, textOf } from "./test-tables";

// The phone's header strip: the other players' money (the round's line has your own), whose
// decision it is, who has left; drawn from what the engine shows each viewer.

const seats = NAMES.map((name, seat) => ({ seat, name })) as never;

function start(players: number) {
  const setup = buyword.setup(buywordConfigSchema.parse({ players }), "web-strip", { now: 0, actor: null });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.state;
}

const strip = (state: ReturnType<typeof start>, viewer: number | null) =>
  renderToStaticMarkup(<MoneyStrip view={buyword.view(state, viewer)} seats={seats} />);

describe("the money strip", () => {
  it("lists the others' money for a player and everyone's for a spectator", () => {
    const state = start(3);
    expect(textOf(strip(state, 1))).not.toContain("Ben");
    expect(textOf(strip(state, 1))).toMatch(/Ana\$200.*Cy\$200/);
    expect(textOf(strip(state, null))).toMatch(/Ana\$200.*Ben\$200.*Cy\$200/);
    expect(strip(state, 1)).toContain('aria-label="The other players&#x27; money"');
  });

  it("marks whose decision it is and who has left, and is not drawn alone", () => {
    const left = play(start(3), 2, { type: "leave" });
    const acting = buyword.view(left, 0).phase;
    expect(acting.kind === "choose" || acting.kind === "decide").toBe(true);
    const html = strip(left, 1);
    expect(textOf(html)).toContain("Ana$200(to play)");
    expect(textOf(html)).toContain("(left the game)");
    expect(html).toContain("line-through");
    expect(strip(start(1), 0)).toBe("");
  });
});
