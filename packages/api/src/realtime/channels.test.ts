import { describe, expect, it } from "vitest";
import { parseChangeNotice } from "./channels";

describe("change notices", () => {
  it("carry a game's next deadline when the writer sent one, null included", () => {
    expect(parseChangeNotice('{"id":"g","v":3,"d":1700000000000}')).toEqual({
      id: "g",
      v: 3,
      d: 1700000000000,
    });
    expect(parseChangeNotice('{"id":"g","v":3,"d":null}')).toEqual({ id: "g", v: 3, d: null });
    // No deadline field, or a bad one: the scheduler must look for itself.
    expect(parseChangeNotice('{"id":"g","v":3}')).toEqual({ id: "g", v: 3 });
    expect(parseChangeNotice('{"id":"g","v":3,"d":"soon"}')).toEqual({ id: "g", v: 3 });
    expect(parseChangeNotice('{"id":"g","v":4,"end":1}')).toEqual({ id: "g", v: 4, ended: true });
    expect(parseChangeNotice("nonsense")).toBeNull();
  });
});
