import { ohMyWord } from "@wordhall/engine";
import { OmwTable } from "@wordhall/engine/oh-my-word/testing";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ActionLog, actionSentences } from "./action-log";

const players = [
  { seat: 0, userId: "u0", name: "Ann" },
  { seat: 1, userId: "u1", name: "Bo" },
];

/** Ann draws and covers Fruit with "Mango"; what the server sends staff about each action. */
function inspected() {
  const t = new OmwTable({
    seats: 2,
    firstSeat: 0,
    boards: [{ kind: "custom", title: "Test", categories: ["Fruit", "Animal", "River"] }],
    tiles: { letters: { M: 20 }, reverse: 0 },
    judging: { mode: "trust" },
  });
  t.must(0, { type: "draw" }, t.now + 5);
  t.must(0, { type: "claim", category: 0, term: "Mango" }, t.now + 5);
  const recentActions = t.record.actions.map((a, i) => ({
    seq: i + 1,
    seat: a.seat,
    action: a.action as { type: string },
    at: new Date(a.at).toISOString(),
    events: ohMyWord.eventsFor(t.events[i + 1] ?? [], null),
  }));
  return { kind: "oh-my-word", players, view: ohMyWord.view(t.state, null), recentActions } as never;
}

describe("the admin game page's action log", () => {
  it("tells each action in the table's own sentences", () => {
    const game = inspected() as { recentActions: unknown[] };
    const [draw, claim] = game.recentActions as never[];
    expect(actionSentences(game as never, draw as never)).toBe("Ann drew M.");
    expect(actionSentences(game as never, claim as never)).toBe("Ann covered “Fruit” with M: Mango.");
  });

  it("keeps the raw actions behind a toggle", () => {
    const html = renderToStaticMarkup(<ActionLog game={inspected()} />);
    expect(html).toContain("Ann covered “Fruit” with M: Mango.");
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain("Show raw actions");
    expect(html).not.toContain('data-testid="raw-action"');
    expect(html).not.toContain("{");
  });
});
