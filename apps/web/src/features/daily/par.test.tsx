import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Par } from "./day-board";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const board = (over: Partial<Parameters<typeof Par>[0]["board"]>) => ({
  day: "2026-12-02",
  closed: true,
  closesAt: Date.parse("2026-12-03T00:00:00Z"),
  rows: [{ place: 1, userId: "u-ana", name: "Ana", money: 940, band: "good" as const, gameId: null }],
  par: { hardBot: 1426, bestPlan: 365 },
  ...over,
});

describe("a day's par on the Daily's board", () => {
  it("shows both pars with the player's own game beside them once the day has closed", () => {
    const html = text(renderToStaticMarkup(<Par board={board({})} you={940} showYou={true} />));
    expect(html).toContain("Par: Hard bot $1,426");
    expect(html).toContain("Par: Best plan $365");
    expect(html).toContain("Your game $940");
    expect(html).toContain("$486 below the hard bot");
  });

  it("says when the player did not play, and shows no 'your game' to a visitor", () => {
    expect(text(renderToStaticMarkup(<Par board={board({})} you={null} showYou={true} />))).toContain(
      "you did not finish this day",
    );
    expect(text(renderToStaticMarkup(<Par board={board({})} you={null} showYou={false} />))).not.toContain(
      "Your game",
    );
  });

  it("holds the par back while the day runs and says when it comes", () => {
    const open = text(
      renderToStaticMarkup(<Par board={board({ closed: false, par: null })} you={940} showYou />),
    );
    expect(open).toContain("published when the day closes, at midnight UTC");
    expect(open).not.toContain("$");
    const computing = text(renderToStaticMarkup(<Par board={board({ par: null })} you={940} showYou />));
    expect(computing).toContain("its par is being worked out");
    // Nobody played: there will be no par, and the board's own line says so.
    expect(renderToStaticMarkup(<Par board={board({ par: null, rows: [] })} you={null} showYou />)).toBe("");
  });
});
