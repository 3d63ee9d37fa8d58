import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { resolveRoomOptions, roomOptionsInputSchema, storedRoomConfigSchema } from "./room-settings";

const issueOf = (input: unknown) => {
  const parsed = roomOptionsInputSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((i) => i.message).join("; ");
};

describe("the room options' input", () => {
  it("takes table mode on or off, alone or with the judging hints", () => {
    expect(roomOptionsInputSchema.parse({ tableMode: true })).toEqual({ tableMode: true });
    expect(roomOptionsInputSchema.parse({ tableMode: false, judgingHints: true })).toEqual({
      tableMode: false,
      judgingHints: true,
    });
    expect(roomOptionsInputSchema.parse({})).toEqual({});
  });

  it("refuses anything but a boolean, and options that don't exist, with a sentence", () => {
    expect(issueOf({ tableMode: "yes" })).toBe("Table mode is on (true) or off (false).");
    expect(issueOf({ tableMode: 1 })).toBe("Table mode is on (true) or off (false).");
    expect(issueOf({ tableMode: null })).toBe("Table mode is on (true) or off (false).");
    expect(issueOf({ judgingHints: "no" })).toBe("Judging hints is on (true) or off (false).");
    expect(issueOf({ tableMode: true, display: true })).toBe("Rooms have no such option.");
  });
});

describe("resolveRoomOptions", () => {
  it("keeps table mode off for a new Oh My Word room unless the host turns it on", () => {
    expect(resolveRoomOptions("oh-my-word", undefined)).toEqual({ judgingHints: true, tableMode: false });
    expect(resolveRoomOptions("oh-my-word", { tableMode: true })).toEqual({
      judgingHints: true,
      tableMode: true,
    });
  });

  it("changes only what the host sent, over what the room had", () => {
    const current = { judgingHints: false, tableMode: true };
    expect(resolveRoomOptions("oh-my-word", {}, current)).toEqual(current);
    expect(resolveRoomOptions("oh-my-word", { judgingHints: true }, current)).toEqual({
      judgingHints: true,
      tableMode: true,
    });
    expect(resolveRoomOptions("oh-my-word", { tableMode: false }, current)).toEqual({
      judgingHints: false,
      tableMode: false,
    });
  });

  it("refuses table mode in a BuyWord room and keeps it off there", () => {
    expect(() => resolveRoomOptions("buyword", { tableMode: true })).toThrow(AppError);
    expect(() => resolveRoomOptions("buyword", { tableMode: false })).toThrow(
      "Table mode is for Oh My Word rooms.",
    );
    expect(resolveRoomOptions("buyword", undefined)).toEqual({ judgingHints: false, tableMode: false });
  });

  it("reads rooms stored before table mode existed as off", () => {
    const stored = storedRoomConfigSchema.parse({
      game: {},
      packBoards: null,
      options: { judgingHints: false },
    });
    expect(stored.options).toEqual({ judgingHints: false, tableMode: false });
    expect(storedRoomConfigSchema.parse({ game: {}, packBoards: null }).options).toEqual({
      judgingHints: true,
      tableMode: false,
    });
  });
});
