import { TRPCError } from "@trpc/server";
import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerAs, makeUser, type TestUser } from "../services/rooms/test-callers";

let database: TestDatabase;
let db: Db;
let host: TestUser;
let guest: TestUser;
let roomId: string;
let packId: string;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 3 });
  host = await makeUser(db, "host");
  guest = await makeUser(db, "guest");
  roomId = (await callerAs(db, host).rooms.create({ kind: "oh-my-word", name: "Fuzz" })).id;
  packId = (
    await callerAs(db, host).packs.create({
      title: "Fuzz",
      sides: [{ name: "S", categories: Array.from({ length: 15 }, (_, i) => `C${i}`) }],
    })
  ).id;
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

type Procedures = Record<string, (input: unknown) => Promise<unknown>>;

const categories = Array.from({ length: 15 }, (_, i) => `Category ${i}`);

/** A valid input per procedure; the fuzz drops and replaces its fields, so most runs get past the schema. */
const VALID: Record<string, () => Record<string, unknown>> = {
  "rooms.create": () => ({
    kind: "oh-my-word",
    name: "Room",
    config: { seats: 3 },
    packBoards: [{ packId, side: 0 }],
  }),
  "rooms.get": () => ({ roomId }),
  "rooms.lobby": () => ({ kind: "buyword", limit: 5 }),
  "rooms.byCode": () => ({ code: "ABCDEF" }),
  "rooms.join": () => ({ roomId, as: "player" }),
  "rooms.leave": () => ({ roomId }),
  "rooms.takeSeat": () => ({ roomId, seat: 1 }),
  "rooms.leaveSeat": () => ({ roomId }),
  "rooms.setReady": () => ({ roomId, ready: true }),
  "rooms.kick": () => ({ roomId, userId: guest.id }),
  "rooms.updateSettings": () => ({ roomId, name: "Renamed", config: { seats: 4 }, packBoards: null }),
  "rooms.start": () => ({ roomId }),
  "rooms.rematch": () => ({ roomId }),
  "rooms.sendChat": () => ({ roomId, body: "hello" }),
  "packs.browse": () => ({ search: "f", limit: 3 }),
  "packs.get": () => ({ id: packId }),
  "packs.create": () => ({ title: "T", sides: [{ name: "S", categories }] }),
  "packs.update": () => ({ id: packId, version: 1, title: "T", sides: [{ name: "S", categories }] }),
  "packs.submit": () => ({ id: packId, version: 1 }),
  "packs.delete": () => ({ id: "00000000-0000-4000-8000-000000000000", version: 1 }),
};
const PROCEDURES = Object.keys(VALID);
const RUNS = 8;

const noise = () =>
  fc.oneof(
    fc.anything(),
    fc.string({ maxLength: 400 }),
    fc.integer({ min: -10, max: 100 }),
    fc.uuid(),
    fc.constant(roomId),
    fc.constant(null),
  );

/** The valid input with some fields dropped or replaced; or pure noise now and then. */
function hostileInput(name: string) {
  const base = VALID[name]?.() ?? {};
  const keys = Object.keys(base);
  const mutated = fc
    .record({
      drop: fc.subarray(keys, { maxLength: 1 }),
      replace: fc.dictionary(fc.constantFrom(...keys, "extra"), noise(), { maxKeys: 2 }),
    })
    .map(({ drop, replace }) => {
      const input: Record<string, unknown> = { ...base, ...replace };
      for (const key of drop) delete input[key];
      return input as unknown;
    });
  return fc.oneof(
    { arbitrary: mutated, weight: 4 },
    { arbitrary: fc.constant(base as unknown), weight: 1 },
    { arbitrary: fc.anything(), weight: 1 },
  );
}

async function expectNoServerError(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code, (error as Error).message).not.toBe("INTERNAL_SERVER_ERROR");
  }
}

describe("hostile input to rooms and packs procedures", () => {
  it("is refused with a 4xx, never a server error", async () => {
    const calls = new Map<string, number>();
    for (const user of [null, host, guest]) {
      // The caller is a proxy with no enumerable keys: procedures are named here.
      const caller = callerAs(db, user) as unknown as { rooms: Procedures; packs: Procedures };
      for (const name of PROCEDURES) {
        const [router, procedure] = name.split(".") as ["rooms" | "packs", string];
        const call = (input: unknown) =>
          (caller[router][procedure] as (i: unknown) => Promise<unknown>)(input);
        calls.set(name, 0);
        await fc.assert(
          fc.asyncProperty(hostileInput(name), async (input) => {
            calls.set(name, (calls.get(name) ?? 0) + 1);
            await expectNoServerError(() => call(input));
          }),
          { numRuns: RUNS, seed: name.length * 7919 },
        );
      }
    }
    expect([...calls.values()].every((n) => n === RUNS)).toBe(true);
    expect(calls.size).toBe(PROCEDURES.length);
  });
});
