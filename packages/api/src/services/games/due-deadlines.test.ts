import type { AnyGameModule } from "@wordhall/engine";
import { describe, expect, it } from "vitest";
import { deadlineStepsBefore, expiredDeadlineSteps } from "./due-deadlines";
import { gameModule } from "./game-modules";

// The server decides which deadlines go before a player's action; the engine refuses an
// action that should have waited ("deadline-pending"). Both must draw the line at the same
// instant, or a correct move is refused (or a late one let through).

const omw = gameModule("oh-my-word") as AnyGameModule;
const T0 = 1_000_000;

/** Seat 0 has drawn and covered a category; the 25 s timer runs out at T0 + 25 000. */
function holdingClaimedBag(): { state: unknown; deadline: number } {
  const config = omw.configSchema.parse({
    seats: 3,
    firstSeat: 0,
    boards: [{ kind: "custom", title: "Test", categories: ["Fruit", "Animal"] }],
    tiles: { letters: { M: 20 }, reverse: 0 },
    judging: { mode: "trust" },
    timer: { minMs: 25_000, maxMs: 25_000 },
  });
  const setup = omw.setup(config, "order", { now: T0, actor: null });
  if (!setup.ok) throw new Error("setup");
  let state = setup.state;
  for (const [action, at] of [
    [{ type: "draw" }, T0 + 1_000],
    [{ type: "claim", category: 0, term: "Mango" }, T0 + 2_000],
  ] as const) {
    const applied = omw.apply(state, action, { now: at, actor: 0 });
    if (!applied.ok) throw new Error(applied.error.code);
    state = applied.state;
  }
  return { state, deadline: T0 + 25_000 };
}

describe("the order of a deadline and an action at the same instant", () => {
  it.each([-1, 0, 1])("is the same for the server and the engine, %i ms from the timer", (offset) => {
    const { state, deadline } = holdingClaimedBag();
    const at = deadline + offset;
    const serverAppliesTimerFirst = deadlineStepsBefore(omw, state, at).steps.length > 0;
    const engine = omw.apply(state, { type: "pass" }, { now: at, actor: 0 });
    const engineWantsTimerFirst = !engine.ok && engine.error.code === "deadline-pending";
    expect(serverAppliesTimerFirst).toBe(engineWantsTimerFirst);
    // At the instant itself the pass goes first (OMW-23), so the receiver takes the token.
    expect(engine.ok).toBe(offset <= 0);
  });

  it("lets the scheduler apply the timer from its instant, or after the grace", () => {
    const { state, deadline } = holdingClaimedBag();
    expect(expiredDeadlineSteps(omw, state, deadline - 1).steps).toEqual([]);
    expect(expiredDeadlineSteps(omw, state, deadline).steps).toEqual([
      { seat: null, clientActionId: null, action: { type: "timer-expired" }, at: deadline },
    ]);
    expect(expiredDeadlineSteps(omw, state, deadline + 149, 150).steps).toEqual([]);
    expect(expiredDeadlineSteps(omw, state, deadline + 150, 150).steps).toHaveLength(1);
  });
});
