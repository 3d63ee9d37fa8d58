import { describe, expect, it } from "vitest";
import { roomControls } from "./room-controls";

const seat = (n: number, taken: boolean) => ({
  seat: n,
  player: taken ? { id: `u${n}`, name: `P${n}` } : null,
  ready: false,
});
const host = { seat: 0, isHost: true, ready: false } as never;

describe("the waiting room's controls", () => {
  it("a solo room starts with one Start: no ready round, no invite", () => {
    expect(roomControls({ seats: [seat(0, true)], me: host } as never)).toEqual({
      solo: true,
      ready: false,
      start: "Start",
      invite: false,
    });
  });

  it("a table for several asks everyone to get ready and offers the invite", () => {
    expect(roomControls({ seats: [seat(0, true), seat(1, false)], me: host } as never)).toEqual({
      solo: false,
      ready: true,
      start: "Start game",
      invite: true,
    });
    const guest = { seat: null, isHost: false, ready: false } as never;
    expect(roomControls({ seats: [seat(0, true), seat(1, false)], me: guest } as never)).toMatchObject({
      ready: false,
      start: null,
    });
  });
});
