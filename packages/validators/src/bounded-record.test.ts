import { describe, expect, it } from "vitest";
import { z } from "zod";
import { boundedRecord, recordBounds } from "./bounded-record";

const letters = boundedRecord(
  z
    .string()
    .regex(/^[A-Z]$/)
    .max(1),
  z.number(),
  {
    maxKeys: 26,
    message: "Give counts for at most 26 letters.",
  },
);

describe("boundedRecord", () => {
  it("accepts up to its bound and parses keys and values as a record does", () => {
    expect(letters.parse({ A: 1, B: 2 })).toEqual({ A: 1, B: 2 });
    expect(letters.safeParse({ a: 1 }).success).toBe(false);
    expect(letters.safeParse({ A: "1" }).success).toBe(false);
  });

  it("refuses more keys with its sentence, before parsing any of them", () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`K${i}`, "not a number"]));
    const refused = letters.safeParse(many);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(["Give counts for at most 26 letters."]);
  });

  it("refuses what is not a record as a record would", () => {
    for (const input of [null, 3, "A", [1]]) expect(letters.safeParse(input).success).toBe(false);
  });

  it("is known by its bound", () => {
    expect(recordBounds.get(letters.out)).toEqual({ maxKeys: 26 });
    expect(recordBounds.has(letters.refine(() => true).out)).toBe(true);
  });
});
