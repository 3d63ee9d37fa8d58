import { describe, expect, it } from "vitest";
import { diffPacks, type PackSnapshot, readSnapshot } from "./pack-snapshot";

const pack = (sides: PackSnapshot["sides"], title = "Kitchen"): PackSnapshot => ({
  title,
  description: "",
  language: "en",
  sides,
});

describe("diffPacks", () => {
  it("finds nothing between equal packs", () => {
    const a = pack([{ name: "Front", categories: ["A", "B"] }]);
    expect(diffPacks(a, structuredClone(a))).toMatchObject({ unchanged: true, sides: [], title: null });
  });

  it("lists changed categories by side and position, and renamed sides", () => {
    const before = pack([
      { name: "Front", categories: ["Spice", "Fruit", "Tool"] },
      { name: "Back", categories: ["X", "Y", "Z"] },
    ]);
    const after = pack(
      [
        { name: "Front", categories: ["Spice", "Fruits", "Tool"] },
        { name: "Rear", categories: ["X", "Y", "Z"] },
      ],
      "Kitchen things",
    );
    expect(diffPacks(before, after)).toEqual({
      title: { from: "Kitchen", to: "Kitchen things" },
      description: null,
      language: null,
      unchanged: false,
      sides: [
        {
          sideIndex: 0,
          change: "changed",
          name: null,
          categories: [{ categoryIndex: 1, from: "Fruit", to: "Fruits" }],
        },
        { sideIndex: 1, change: "changed", name: { from: "Back", to: "Rear" }, categories: [] },
      ],
    });
  });

  it("reports added and removed sides", () => {
    const one = pack([{ name: "Front", categories: ["A"] }]);
    const two = pack([
      { name: "Front", categories: ["A"] },
      { name: "Back", categories: ["B"] },
    ]);
    expect(diffPacks(one, two).sides).toEqual([{ sideIndex: 1, change: "added", name: "Back" }]);
    expect(diffPacks(two, one).sides).toEqual([{ sideIndex: 1, change: "removed", name: "Back" }]);
  });
});

describe("readSnapshot", () => {
  it("reads a stored snapshot, and nothing from an empty or foreign one", () => {
    expect(readSnapshot(pack([{ name: "S", categories: ["a"] }]))?.sides[0]?.name).toBe("S");
    expect(readSnapshot({})).toBeNull();
    expect(readSnapshot(null)).toBeNull();
  });
});
