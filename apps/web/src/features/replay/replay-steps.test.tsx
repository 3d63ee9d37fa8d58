import { readdirSync, readFileSync } from "node:fs";
import type { BuywordView, OmwView } from "@wordhall/engine";
import { lexiconFromWords, lexiconsFrom } from "@wordhall/words";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BuywordStep } from "./buyword-step";
import { OmwStep } from "./omw-step";
import type { Perspective } from "./perspective";
import { buywordFacts, omwFacts } from "./replay-facts";
import { buildReplay, parseRecord, type Replay, replayJudge } from "./replay-frames";
import { namesFor } from "./step-sentences";

// The replay's step panels, rendered as the page renders them, from the engine's golden games.

type Built = Extract<Replay, { ok: true }>;

const OMW = new URL("../../../../../packages/engine/src/oh-my-word/golden/", import.meta.url);
const BUYWORD = new URL("../../../../../packages/engine/src/buyword/golden/", import.meta.url);
const json = (dir: URL, file: string) => JSON.parse(readFileSync(new URL(file, dir), "utf8"));
const records = (dir: URL) => readdirSync(dir).filter((f) => f.endsWith(".record.json"));
const NAMES = ["Ana", "Bo", "Cy", "Di"];

/** What a sighted reader sees: the markup without its screen-reader-only text or tags. */
const visible = (html: string) =>
  html
    .replace(/<span class="sr-only">.*?<\/span>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function build(dir: URL, file: string): Built {
  const parsed = parseRecord(json(dir, file));
  if (!parsed.ok) throw new Error(parsed.message);
  const record = parsed.record;
  const seats =
    (record.config as { players?: number; seats?: number }).players ??
    (record.config as { seats?: number }).seats ??
    0;
  const players = NAMES.slice(0, seats).map((name, seat) => ({ seat, name }));
  // BuyWord judges its sales: a word list of the words the game sold is enough to replay it.
  let lexicons = lexiconsFrom([]);
  if (record.game === "buyword") {
    const expected = json(dir, file.replace(".record.", ".expected.")) as {
      view: { players: { sales: { words: { word: string }[] }[] }[] };
    };
    const sold = expected.view.players.flatMap((p) => p.sales.flatMap((s) => s.words.map((w) => w.word)));
    const id = (record.config as { lexicon: "broad" | "common" }).lexicon;
    lexicons = lexiconsFrom([
      lexiconFromWords(
        id,
        sold.map((w) => w.toLowerCase()),
      ),
    ]);
  }
  const replay = buildReplay({ ...record, players }, lexicons);
  if (!replay.ok) throw new Error(replay.message);
  return replay;
}

/** The spectator's view, then each seat's own, as the viewer hands them to a step. */
const viewsAt = (replay: Built, frame: number) =>
  [null, ...Array.from({ length: replay.seats }, (_, s) => s)].map((seat) =>
    replay.module.view(replay.frames[frame]?.state, seat),
  );

function omwStep(replay: Built, frame: number, perspective: Perspective = "all") {
  return renderToStaticMarkup(
    <OmwStep
      views={viewsAt(replay, frame) as OmwView[]}
      perspective={perspective}
      name={namesFor(replay, perspective)}
    />,
  );
}

function buywordStep(
  replay: Built,
  frame: number,
  perspective: Perspective = "all",
  judge = replayJudge(replay),
) {
  return renderToStaticMarkup(
    <BuywordStep
      views={viewsAt(replay, frame) as BuywordView[]}
      perspective={perspective}
      name={namesFor(replay, perspective)}
      judge={judge}
    />,
  );
}

describe("an Oh My Word step", () => {
  it("draws each covered category as the table does: the category, its letter and the term, in view", () => {
    const replay = build(OMW, "full-game-with-timeouts.record.json");
    // The last step with covers on the boards (a tiebreaker clears them).
    const frame = replay.frames.findLastIndex(
      (f) => (replay.module.view(f.state, null) as OmwView).coveredCount > 0,
    );
    const view = replay.module.view(replay.frames[frame]?.state, null) as OmwView;
    const covered = view.boards.flatMap((b) => b.categories).filter((c) => c.cover !== null);
    expect(covered.length).toBeGreaterThan(3);
    const html = omwStep(replay, frame);
    const seen = visible(html);
    for (const c of covered) {
      expect(seen).toContain(c.text);
      expect(seen).toContain(c.cover?.term);
      expect(seen).toContain(` ${c.cover?.letter} `);
    }
    // One tile per category, each drawn with the table's wrapping tiles.
    expect(html.match(/data-omw-tile="true"/g)).toHaveLength(view.categoryCount);
  });

  it("names the tiebreaker's players in a sentence, through anyone's eyes", () => {
    const replay = build(OMW, "tiebreaker.record.json");
    const frame = replay.frames.findIndex(
      (f) => (replay.module.view(f.state, null) as OmwView).phase === "tiebreaker",
    );
    expect(frame).toBeGreaterThan(0);
    expect(visible(omwStep(replay, frame))).toContain(
      "Tiebreaker between Ana, Bo and Cy: whoever holds the bag when the timer goes off is knocked out.",
    );
    expect(visible(omwStep(replay, frame, 1))).toContain("Tiebreaker between you, Ana and Cy:");
    // And the end as the table showed it, the knocked-out in the order they went.
    const end = visible(omwStep(replay, replay.frames.length - 1, 1));
    expect(end).toContain("You win!");
    expect(end).toContain("Knocked out in turn: Ana and Cy.");
  });

  it("says what is happening in the table's words, never the engine's values", () => {
    const raw = /^(draw|claim|pass|playing|tiebreaker|over|running|true|false)(, |$)/;
    const seen = new Set<string>();
    for (const file of records(OMW)) {
      const replay = build(OMW, file);
      replay.frames.forEach((_, i) => {
        for (const perspective of ["all", 0] as const) {
          const view = viewsAt(replay, i)[perspective === "all" ? 0 : 1] as OmwView;
          for (const fact of omwFacts(view, namesFor(replay, perspective))) {
            expect(fact.value, `${file} step ${i}: ${fact.label}`).not.toMatch(raw);
            if (fact.label === "Now") seen.add(fact.value.replace(/[A-Z]$|“.*”/g, "…"));
          }
        }
      });
    }
    // On the page: a step with a letter in hand, as the facts above the boards read.
    const replay = build(OMW, "full-game-with-timeouts.record.json");
    const claiming = replay.frames.findIndex(
      (f) => (replay.module.view(f.state, null) as OmwView).turn.stage === "claim",
    );
    const page = visible(omwStep(replay, claiming));
    expect(page).toMatch(/Now (Ana|Bo|Cy|Di) is looking for a term with [A-Z]/);
    expect(page).not.toMatch(/\b(claim|playing)\b/);
    // Every kind of moment the golden games reach, in the turn line's and the display's words.
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        "Ana holds the bag",
        "You hold the bag",
        expect.stringMatching(/^Ana is looking for a term with …( for …)?$/),
        expect.stringMatching(/^You are looking for a term with …/),
        expect.stringMatching(/^(Ana|Bo|Cy|Di) passes the bag to (you|Ana|Bo|Cy|Di)$/),
        "Game over",
      ]),
    );
  });
});

describe("a BuyWord step", () => {
  it("shows beside an open hand what its best sale plan would fetch, by the room's judge", () => {
    const replay = build(BUYWORD, "solo.record.json");
    // Round 1: Ana has bought her draw and is about to sell "BILE" with a wild as the B.
    const frame = 3;
    expect(replay.frames[frame]?.entry?.action).toEqual({ type: "buy" });
    const plan = /data-testid="replay-best-plan">([^<]*)</;
    expect(buywordStep(replay, frame).match(plan)?.[1]).toBe("Best sale now: BILE $25");
    // The plan is the judge's: another word list, another plan.
    const other = buywordStep(replay, frame, "all", lexiconFromWords("broad", ["lie"]));
    expect(other.match(plan)?.[1]).toBe("Best sale now: LIE $16");
    // A hand the perspective can't see has no plan: a spectator sees how many tiles, not which.
    const spectator = buywordStep(replay, frame, "spectator");
    expect(spectator).not.toContain("replay-best-plan");
    expect(visible(spectator)).toMatch(/\d+ letters, \d+ wilds? \(hidden\)/);
    expect(buywordStep(replay, frame, 0)).toContain("Best sale now: BILE $25");
  });

  it("ends as the table ended: the winner's line, medals, and where a player finished", () => {
    const replay = build(BUYWORD, "four-players-short-bag.record.json");
    const last = replay.frames.length - 1;
    const html = buywordStep(replay, last);
    const seen = visible(html);
    expect(seen).toContain("Game over Cy wins with $261!");
    expect(html.match(/data-testid="bw-standing"/g)).toHaveLength(4);
    expect([...html.matchAll(/data-medal="(\d)"/g)].map((m) => m[1])).toEqual(["1", "2", "3"]);
    expect(seen).toMatch(/#1 Cy \$261 best word \$121 Winner #2 Ana \$216/);
    // Through a player's eyes, as their table said it.
    expect(visible(buywordStep(replay, last, 0))).toContain("You finish 2nd of 4.");
    expect(visible(buywordStep(replay, last, 2))).toContain("You win with $261!");
    // Before the end, no end.
    expect(buywordStep(replay, last - 1)).not.toContain("bw-standing");
  });

  it("ends a solo game with its band and the marks, naming the player", () => {
    const replay = build(BUYWORD, "solo.record.json");
    const seen = visible(buywordStep(replay, replay.frames.length - 1));
    expect(seen).toContain("Ana finished with $218 : rating Under par");
    for (const mark of ["$800 Fair", "$900 Good", "$1,000 Outstanding"]) expect(seen).toContain(mark);
    expect(visible(buywordStep(replay, replay.frames.length - 1, 0))).toContain("You finished with $218");
  });

  it("says what is happening in the table's words, never the engine's values", () => {
    const raw = /^(choose|draft|trade|decide|auction|sell|over|choice|null|\d+ \(final\))$/;
    const phases = new Set<string>();
    for (const file of records(BUYWORD)) {
      const replay = build(BUYWORD, file);
      replay.frames.forEach((_, i) => {
        const view = viewsAt(replay, i)[0] as BuywordView;
        for (const fact of buywordFacts(view, namesFor(replay, "all"))) {
          expect(fact.value, `${file} step ${i}: ${fact.label}`).not.toMatch(raw);
          if (fact.label === "Now") phases.add(fact.value.replace(/(Ana|Bo|Cy|Di)'s/, "…'s"));
        }
      });
    }
    const replay = build(BUYWORD, "four-players-short-bag.record.json");
    const deciding = replay.frames.findIndex(
      (f) => (replay.module.view(f.state, null) as BuywordView).phase.kind === "decide",
    );
    const page = visible(buywordStep(replay, deciding));
    expect(page).toMatch(/Now Buying: (Ana|Bo|Cy|Di)'s turn/);
    expect(page).not.toMatch(/\bdecide\b/);
    expect([...phases].sort()).toEqual(
      expect.arrayContaining([
        "Choosing the draw size: …'s turn",
        "Buying: …'s turn",
        "Selling: …'s turn",
        "Auction: …'s bid",
        "Drafting tiles: …'s turn",
        "Trading draws",
        "Game over",
      ]),
    );
  });
});
