import { ratingBand } from "@wordhall/engine";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BuywordGuide } from "./buyword-guide";
import { HowToPlayPage } from "./how-to-play-page";
import { BUYWORD_FACTS, OMW_FACTS, priceOf } from "./learn-facts";
import { OmwGuide } from "./omw-guide";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("How to play: the numbers come from the engine", () => {
  it("OMW-3, OMW-4, OMW-18, OMW-27: the Oh My Word guide quotes the default bag, tokens, timer and windows", () => {
    expect(OMW_FACTS).toMatchObject({
      letters: 108,
      reverseTiles: 12,
      tokenCount: 25,
      timerMinS: 25,
      timerMaxS: 45,
    });
    expect(OMW_FACTS.missingLetters).toEqual(["Q", "X", "Y"]);
    const page = text(renderToStaticMarkup(<OmwGuide />));
    expect(page).toContain("108 letter tiles (no Q, X, Y) and 12 reverse tiles");
    expect(page).toContain("25 bad-luck tokens, face down: 10 worth 1, 10 worth 2, 5 worth 3");
    expect(page).toContain("between 25 and 45 seconds");
    // The timer runs across passes: the one point newcomers get wrong.
    expect(page).toContain("only when it goes off");
    expect(page).toContain("For 10 seconds after a term is played");
  });

  it("BW-8, BW-11: prices are the square of the pips, as the rules' own example says", () => {
    expect(priceOf("DES")).toEqual({ pips: 4, price: 16 });
    expect(priceOf("CAT")).toEqual({ pips: 4, price: 16 });
    expect(priceOf("TRAPS")).toEqual({ pips: 6, price: 36 });
    expect(priceOf("Q*")).toEqual({ pips: 5, price: 25 });
    expect(() => priceOf("7")).toThrow();
    const page = text(renderToStaticMarkup(<BuywordGuide />));
    expect(page).toContain("4 × 4 = $16");
    expect(page).toContain("TRAPS fetches $36");
    expect(page).toContain("Everyone starts with $200");
    expect(page).toContain("at most 8 letter tiles");
  });

  it("BW-2, BW-29: wilds by player count and the solo bands match the engine", () => {
    expect(BUYWORD_FACTS.wilds.map((w) => w.each)).toEqual([8, 4, 3, 2]);
    for (const { band, from } of BUYWORD_FACTS.bands) {
      expect(ratingBand(from)).toBe(band);
      expect(ratingBand(from - 1)).not.toBe(band);
    }
  });
});

describe("How to play: learning by playing instead", () => {
  it("each game's page links its guided first game", () => {
    const omw = renderToStaticMarkup(
      <HowToPlayPage kind="oh-my-word" lead="">
        {null}
      </HowToPlayPage>,
    );
    expect(omw).toContain('href="/learn/oh-my-word"');
    expect(text(omw)).toContain("Learn Oh My Word by playing (5 min): a first game against friendly bots");
    const buyword = renderToStaticMarkup(
      <HowToPlayPage kind="buyword" lead="">
        {null}
      </HowToPlayPage>,
    );
    expect(buyword).toContain('href="/learn/buyword"');
    expect(text(buyword)).toContain("Learn BuyWord by playing (3 min): a first game against a friendly bot");
  });
});
