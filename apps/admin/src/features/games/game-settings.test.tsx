import { buywordConfigSchema, omwConfigSchema } from "@wordhall/engine";
import { roomOptionsSummary, summaryOf } from "@wordhall/ui";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GameSettings, settingsOf } from "./game-settings";

const omw = omwConfigSchema.parse({
  seats: 3,
  tiles: { reverse: 0 },
  boards: [
    { kind: "custom", title: "Garden party", categories: Array.from({ length: 15 }, (_, i) => `C${i}`) },
  ],
});
const options = { judgingHints: false, tableMode: true };

describe("the admin game page's configuration", () => {
  it("is the players' room summary, then the room's own options", () => {
    const rows = settingsOf({ kind: "oh-my-word", config: omw, room: { options } as never });
    expect(rows).toEqual([
      ...summaryOf("oh-my-word", omw),
      ...roomOptionsSummary("oh-my-word", options, omw),
    ]);
    expect(Object.fromEntries(rows)).toMatchObject({
      Players: "3 seats",
      Boards: "Garden party",
      "Reverse tiles": "None",
      "Judging hints": "Off: voters judge challenged terms on their own",
    });
  });

  it("adds what no room chooses for BuyWord (the platform's words), and no room options without a room", () => {
    const config = buywordConfigSchema.parse({ players: 1, platform: { allowed: [], banned: ["zzz"] } });
    const rows = settingsOf({ kind: "buyword", config, room: null });
    expect(rows.at(-1)).toEqual(["Platform words", "0 allowed, 1 banned"]);
    expect(Object.fromEntries(rows)).toMatchObject({ Players: "Solo" });
  });

  it("shows the summary, and the raw JSON only behind its toggle", () => {
    const html = renderToStaticMarkup(
      <GameSettings game={{ kind: "oh-my-word", config: omw, room: { options } } as never} />,
    );
    expect(html).toContain("Bad-luck tokens");
    expect(html).toContain("Show raw configuration");
    expect(html).toContain('aria-pressed="false"');
    expect(html).not.toContain("&quot;seats&quot;");
  });
});
