import { bandName, RATING_BANDS, ratingBand } from "@wordhall/engine";
import { person } from "@wordhall/ui";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bandName as labelOnBoards } from "../profile/game-labels";
import { SoloBand } from "./solo-band";

const text = (html: string) => html.replace(/<[^>]+>/g, "");
const you = person("Ana", true);

describe("a solo BuyWord result (BW-29)", () => {
  it("shows the money, a poor band in red, the three marks and how far the next was", () => {
    const html = renderToStaticMarkup(
      <SoloBand who={you} amount={650} band={ratingBand(650)} left={false} />,
    );
    expect(text(html)).toContain("You finished with $650: rating Under par");
    expect(html).toContain('data-band="under"');
    expect(html).toMatch(/bg-red-100[^"]*"[^>]*data-band="under"/);
    expect(html).not.toMatch(/bg-emerald[^"]*"[^>]*data-band/);
    for (const mark of ["$800 Fair", "$900 Good", "$1,000 Outstanding"]) expect(text(html)).toContain(mark);
    expect(text(html)).toContain("$150 more would have made it Fair.");
  });

  it("ticks the marks reached and gives each band its own tone", () => {
    const good = renderToStaticMarkup(
      <SoloBand who={you} amount={920} band={ratingBand(920)} left={false} />,
    );
    expect(text(good)).toContain("rating Good");
    expect(good).toMatch(/bg-emerald-100[^"]*"[^>]*data-band="good"/);
    expect(text(good)).toContain("$80 more would have made it Outstanding.");
    expect((text(good).match(/✓/g) ?? []).length).toBe(2);
    const best = renderToStaticMarkup(
      <SoloBand who={you} amount={1000} band={ratingBand(1000)} left={true} />,
    );
    expect(text(best)).toContain("You left the game with $1,000: rating Outstanding");
    expect(best).toMatch(/bg-violet-100[^"]*"[^>]*data-band="outstanding"/);
    expect(text(best)).not.toContain("more would have made it");
  });

  it("names the player to anyone else: a spectator, a replay", () => {
    const html = renderToStaticMarkup(
      <SoloBand who={person("Ana")} amount={910} band={ratingBand(910)} left={false} />,
    );
    expect(text(html)).toContain("Ana finished with $910: rating Good");
    const left = renderToStaticMarkup(
      <SoloBand who={person("Ana")} amount={500} band={ratingBand(500)} left={true} />,
    );
    expect(text(left)).toContain("Ana left the game with $500");
  });

  it("names each band the same on the table, the leaderboard and the profile: the engine's names", () => {
    for (const b of RATING_BANDS) expect(labelOnBoards(b.band)).toBe(bandName(b.band));
    expect(RATING_BANDS.map((b) => b.name)).toEqual(["Outstanding", "Good", "Fair", "Under par"]);
    expect([799, 800, 899, 900, 999, 1000].map(ratingBand)).toEqual([
      "under",
      "fair",
      "fair",
      "good",
      "good",
      "outstanding",
    ]);
  });
});
