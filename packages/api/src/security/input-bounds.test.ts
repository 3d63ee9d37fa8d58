import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appRouter } from "../root";
import { games } from "../services/games/game-modules";
import { unboundedInputs } from "./schema-bounds";

// Every input a client can send has a bounded size and every free text goes through the
// shared check (@wordhall/validators): the tRPC procedures' inputs and the engines' own
// config and action schemas (the engine parses room settings and moves with them).

const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { inputs: z.core.$ZodType[] } }
>;

function allInputs(): [string, z.core.$ZodType][] {
  const inputs: [string, z.core.$ZodType][] = [];
  for (const [path, procedure] of Object.entries(procedures))
    procedure._def.inputs.forEach((input, i) => {
      inputs.push([i === 0 ? path : `${path}#${i}`, input]);
    });
  for (const [kind, module] of Object.entries(games)) {
    if (!module) continue;
    inputs.push([`engine ${kind} config`, module.configSchema]);
    inputs.push([`engine ${kind} action`, module.actionSchema]);
  }
  return inputs.sort(([a], [b]) => a.localeCompare(b));
}

describe("every input schema is bounded", () => {
  it("finds no free text outside the shared check and no string, array or record without a maximum", () => {
    const found = allInputs().flatMap(([name, schema]) => unboundedInputs(schema, name));
    expect(found).toEqual([]);
  });

  it("reaches every procedure with an input, and the engines' schemas", () => {
    const names = allInputs().map(([name]) => name);
    expect(names).toContain("rooms.create");
    expect(names).toContain("play.ohMyWord.claim");
    expect(names).toContain("engine oh-my-word config");
    expect(names).toContain("engine buyword action");
    expect(names.length).toBeGreaterThan(40);
  });

  it("tells free text, unbounded strings, arrays and records apart from bounded ones", () => {
    const probe = z.object({
      free: z.string().max(10),
      pattern: z.string().regex(/^a+$/),
      bounded: z.string().regex(/^a+$/).max(5),
      id: z.uuid(),
      list: z.array(z.number()),
      some: z.array(z.number()).max(3),
      map: z.record(z.string(), z.number()),
      kinds: z.partialRecord(z.enum(["a", "b"]), z.number()),
      nested: z.lazy(() => z.object({ deep: z.array(z.string().max(1).regex(/x/)).optional() })),
    });
    expect(unboundedInputs(probe, "probe")).toEqual([
      "probe › free: free text that skips the shared text check",
      "probe › pattern: a pattern string without a maximum length",
      "probe › list: an array without a maximum length",
      "probe › map: a record without a bound on its keys",
      "probe › map{key}: free text that skips the shared text check",
      "probe › nested.deep: an array without a maximum length",
    ]);
  });
});
