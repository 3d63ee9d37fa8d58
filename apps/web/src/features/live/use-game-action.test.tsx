import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useGameAction, WAITING_FOR_PAGE } from "./use-game-action";

function Probe() {
  const { pending } = useGameAction("g");
  return (
    <button type="button" disabled={pending !== null}>
      {String(pending)}
    </button>
  );
}

describe("useGameAction", () => {
  it("holds a table's controls as drawn on the server until the page's scripts run", () => {
    // renderToStaticMarkup renders as the page's server does: nothing is hydrated yet.
    const html = renderToStaticMarkup(<Probe />);
    expect(html).toBe(`<button type="button" disabled="">${WAITING_FOR_PAGE}</button>`);
  });
});
