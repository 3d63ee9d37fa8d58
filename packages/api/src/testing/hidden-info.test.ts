import { describe, expect, it } from "vitest";
import { forbiddenKeys, leaks } from "./hidden-info";

// The scanner must catch what it is there to catch, or the HTTP games prove nothing.
describe("hidden-information scan", () => {
  const secrets = {
    seed: "c0ffee42deadbeef",
    deadlines: new Set([1_764_500_000_123]),
    bags: new Set(["[4,9,1,7,3,12]"]),
  };

  it("finds secret keys at any depth, except those a game shows", () => {
    expect(forbiddenKeys({ view: { players: [{ hand: [], rng: [1, 2] }] } })).toEqual([
      "$.view.players[0].rng",
    ]);
    expect(forbiddenKeys({ deadline: 5 }, new Set(["deadline"]))).toEqual([]);
    expect(forbiddenKeys({ bagCount: 3, timer: { startedAt: 1 } })).toEqual([]);
  });

  it("finds the seed, a bag order and a deadline sent before it passed", () => {
    const at = 1_764_500_000_000;
    expect(leaks([{ at, text: '{"note":"c0ffee42deadbeef"}' }], secrets)).toHaveLength(1);
    expect(leaks([{ at, text: '{"tiles":[4,9,1,7,3,12]}' }], secrets)).toHaveLength(1);
    expect(leaks([{ at, text: '{"t":1764500000123}' }], secrets)).toHaveLength(1);
    // Once the deadline has passed, its instant is history (the timer went off then).
    expect(leaks([{ at: 1_764_500_000_200, text: '{"t":1764500000123}' }], secrets)).toEqual([]);
    expect(leaks([{ at, text: '{"view":{"bagCount":3}}' }], secrets)).toEqual([]);
  });

  it("does not take a challenge's public closing time for a deadline it equals by chance", () => {
    const at = 1_764_500_000_000;
    expect(leaks([{ at, text: '{"claim":{"closesAt":1764500000123}}' }], secrets)).toEqual([]);
    expect(leaks([{ at, text: '"{\\"closesAt\\":1764500000123}"' }], secrets)).toEqual([]);
    // The same number under any other key is still found.
    expect(
      leaks([{ at, text: '{"claim":{"closesAt":1764500000999,"t":1764500000123}}' }], secrets),
    ).toHaveLength(1);
  });
});
