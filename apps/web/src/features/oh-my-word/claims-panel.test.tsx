import type { OmwLiveExtras } from "@wordhall/client";
import { ohMyWord } from "@wordhall/engine";
import { OmwTable } from "@wordhall/engine/oh-my-word/testing";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ClaimsPanel } from "./claims-panel";
import { seatNamer } from "./table-model";

const board = { kind: "custom", title: "Test", categories: ["Fruit", "Animal", "River"] };

/** Seat 0 covers Fruit with "Mango" at 1 000 010; the challenge window is 30 s. */
function tableWithClaim() {
  const t = new OmwTable({
    seats: 3,
    firstSeat: 0,
    boards: [board],
    tiles: { letters: { M: 20 }, reverse: 0 },
    judging: { mode: "challenge", challengeWindowMs: 30_000, voteWindowMs: 20_000 },
  });
  t.must(0, { type: "draw" }, t.now + 5);
  t.must(0, { type: "claim", category: 0, term: "Mango" }, t.now + 5);
  return t;
}

const render = (t: OmwTable, seat: number, extras: OmwLiveExtras = {}, compact = false) =>
  renderToStaticMarkup(
    <ClaimsPanel
      view={{ ...ohMyWord.view(t.state, seat), ...extras }}
      name={seatNamer([], seat)}
      busy={false}
      onChallenge={() => {}}
      onVote={() => {}}
      compact={compact}
    />,
  );

/** The text a person sees or hears, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("open claims", () => {
  it("show the time left to challenge, then to vote, counted to the view's closesAt", () => {
    const t = tableWithClaim();
    const claim = ohMyWord.view(t.state, 1).claims[0];
    expect(claim).toBeDefined();
    vi.useFakeTimers({ now: (claim?.madeAt ?? 0) + 12_000 });
    try {
      // As the server draws it: the timer's place and what it counts to; the seconds come
      // with the browser's first tick (a server's clock is not the reader's).
      const open = render(t, 1);
      expect(open).toContain('role="timer"');
      expect(open).toContain('aria-label="Challenge “Mango”"');
      expect(open).toContain(`data-deadline="${(claim?.madeAt ?? 0) + 30_000}"`);
      expect(open).toContain("–:––");
      t.must(1, { type: "challenge", claim: claim?.id ?? 0 }, (claim?.madeAt ?? 0) + 12_000);
      // The challenge gives the judges the vote window from now (OMW-27).
      const challenged = render(t, 2);
      expect(challenged).toContain('aria-label="Vote on “Mango”"');
      expect(challenged).toContain(`data-deadline="${(claim?.madeAt ?? 0) + 12_000 + 20_000}"`);
      expect(challenged).toContain("Challenged by");
    } finally {
      vi.useRealTimers();
    }
  });

  it("show the server's hint on a challenged term as a hint, never a verdict", () => {
    const t = tableWithClaim();
    const claim = ohMyWord.view(t.state, 1).claims[0]?.id ?? 0;
    const fits = { judgingHints: { [String(claim)]: { kind: "fits", reason: "Mango → a fruit" } } } as const;
    // Before the challenge the server sends none; the panel shows none either way.
    expect(render(t, 1, fits)).not.toContain("Known:");
    t.must(1, { type: "challenge", claim }, t.now + 5);
    const shown = render(t, 2, fits);
    expect(shown).toContain("Known: Mango → a fruit");
    expect(shown).toContain("A hint, not a verdict: your vote decides.");
    const loose = { judgingHints: { [String(claim)]: { kind: "loose", reason: "Mango → a tree" } } } as const;
    expect(render(t, 2, loose)).toContain("Only loosely related: Mango → a tree");
    const unknown = { judgingHints: { [String(claim)]: { kind: "unknown" } } } as const;
    expect(render(t, 2, unknown)).toContain("Not in our word lists");
    // A room with hints off (or a seat that does not vote) gets no judgingHints: no line.
    expect(render(t, 2)).not.toContain("verdict");
  });

  it("on a phone, keep a claim to one line until it is challenged, with the same button names", () => {
    const t = tableWithClaim();
    const claim = ohMyWord.view(t.state, 1).claims[0]?.id ?? 0;
    const open = render(t, 1, {}, true);
    // The letter, the term, who played it for what, the time and the challenge, on one line;
    // where it stands is folded away until the row is tapped.
    expect(open.match(/data-testid="omw-claim"/g)).toHaveLength(1);
    expect(text(open)).toContain("Seat 1 · Fruit");
    expect(open).toMatch(/<p id="omw-claim-\d+-status" hidden=""/);
    expect(open).toContain('aria-expanded="false"');
    expect(text(open)).toContain("Challenge “Mango”");
    expect(open).toContain('role="timer"');

    const hints = { judgingHints: { [String(claim)]: { kind: "fits", reason: "Mango → a fruit" } } } as const;
    t.must(1, { type: "challenge", claim }, t.now + 5);
    // A judge's decision: the votes so far, the hint and both buttons, all shown.
    const judge = render(t, 2, hints, true);
    expect(judge).not.toMatch(/-status" hidden/);
    expect(text(judge)).toContain("Challenged by Seat 2 · 1 reject, 0 accept, 1 still to vote");
    expect(text(judge)).toContain("Known: Mango → a fruit");
    expect(text(judge)).toContain("Accept “Mango”");
    expect(text(judge)).toContain("Reject “Mango”");
    // The challenger has voted; the claimant waits.
    expect(text(render(t, 1, {}, true))).toContain("You voted.");
    expect(text(render(t, 0, {}, true))).toContain("Your term");
  });
});
