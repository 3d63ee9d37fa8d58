import { ratingBand } from "@wordhall/engine/buyword-bands";
import { count, money } from "@wordhall/ui";
import { dayTitle } from "./daily-days";
import { type ShareFacts, shareBand } from "./share-card";

// The share card as next/og draws it (Satori: inline styles, flex layout only, every element
// with more than one child a flex box). It shows what the share text says and nothing else:
// no tile, no word, no hand. No emoji either: next/og would fetch their images from the web.

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Each band's colours on the card, as the site's band badges (BAND_TONE) show them. */
const BAND_COLOURS: Record<ReturnType<typeof ratingBand>, { bg: string; fg: string }> = {
  under: { bg: "#fee2e2", fg: "#7f1d1d" },
  fair: { bg: "#fef3c7", fg: "#451a03" },
  good: { bg: "#d1fae5", fg: "#064e3b" },
  outstanding: { bg: "#ede9fe", fg: "#4c1d95" },
};

function Tile({ letter, bg }: { readonly letter: string; readonly bg: string }) {
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: 64,
        height: 64,
        borderRadius: 12,
        background: bg,
        color: "#1c1917",
        fontSize: 38,
      }}
    >
      {letter}
    </div>
  );
}

export function CardImage({ facts }: { readonly facts: ShareFacts }) {
  const band = BAND_COLOURS[ratingBand(facts.money)];
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        padding: "56px 72px",
        background: "linear-gradient(135deg, #5b21b6 0%, #6d28d9 55%, #86198f 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div style={{ display: "flex", gap: 6 }}>
            <Tile letter="W" bg="#fdba74" />
            <Tile letter="H" bg="#5eead4" />
          </div>
          <div style={{ display: "flex", fontSize: 44 }}>Wordhall</div>
        </div>
        <div
          style={{
            display: "flex",
            padding: "10px 26px",
            borderRadius: 999,
            background: "rgba(255,255,255,0.16)",
            fontSize: 30,
          }}
        >
          BuyWord Daily
        </div>
      </div>

      <div style={{ display: "flex", flexDirection: "column", gap: 12 }}>
        <div style={{ display: "flex", fontSize: 34, color: "#ede9fe" }}>{dayTitle(facts.day)}</div>
        <div style={{ display: "flex", alignItems: "center", gap: 36 }}>
          <div style={{ display: "flex", fontSize: 168, lineHeight: 1, letterSpacing: -4 }}>
            {money(facts.money)}
          </div>
          <div
            style={{
              display: "flex",
              padding: "12px 28px",
              borderRadius: 16,
              background: band.bg,
              color: band.fg,
              fontSize: 44,
            }}
          >
            {shareBand(facts)}
          </div>
        </div>
      </div>

      <div style={{ display: "flex", alignItems: "flex-end", justifyContent: "space-between", fontSize: 34 }}>
        <div style={{ display: "flex", maxWidth: 720, overflow: "hidden", whiteSpace: "nowrap" }}>
          {facts.name}
        </div>
        <div style={{ display: "flex", color: "#ede9fe" }}>{`Streak: ${count(facts.streak, "day")}`}</div>
      </div>
    </div>
  );
}
