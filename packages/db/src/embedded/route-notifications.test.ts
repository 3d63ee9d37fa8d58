import type { Client, Notification } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectOrExplain } from "../connection";
import { type EmbeddedDatabase, findFreePort, startEmbeddedDatabase } from "./server";

let db: EmbeddedDatabase;
beforeAll(async () => {
  db = await startEmbeddedDatabase({ port: await findFreePort() });
});
afterAll(() => db.stop());

function heard(client: Client): Notification[] {
  const got: Notification[] = [];
  client.on("notification", (n) => got.push(n));
  return got;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("LISTEN/NOTIFY on the embedded database", () => {
  it("delivers to the connections that listen, as PostgreSQL does, and not to the writer", async () => {
    const connect = () => connectOrExplain(db.url);
    const [a, b, other, writer] = [await connect(), await connect(), await connect(), await connect()];
    const [gotA, gotB, gotOther, gotWriter] = [heard(a), heard(b), heard(other), heard(writer)];
    await a.query("LISTEN wordhall_game");
    await b.query('LISTEN "wordhall_game"');
    await other.query("LISTEN elsewhere");

    await writer.query("BEGIN");
    await writer.query("SELECT pg_notify('wordhall_game', $1)", ['{"id":"g1","v":3}']);
    await writer.query("COMMIT");
    await settle();
    expect(gotA.map((n) => [n.channel, n.payload])).toEqual([["wordhall_game", '{"id":"g1","v":3}']]);
    expect(gotB.map((n) => n.payload)).toEqual(['{"id":"g1","v":3}']);
    expect(gotOther).toEqual([]);
    expect(gotWriter).toEqual([]);

    // One connection's UNLISTEN must not stop the shared backend listening for the others.
    await a.query("UNLISTEN wordhall_game");
    await writer.query("NOTIFY wordhall_game, 'again'");
    await settle();
    expect(gotA).toHaveLength(1);
    expect(gotB.map((n) => n.payload)).toEqual(['{"id":"g1","v":3}', "again"]);

    // A closed listener is forgotten; the others keep working (and queries are unaffected).
    await b.end();
    await other.query("LISTEN wordhall_game");
    await writer.query("NOTIFY wordhall_game, 'third'");
    await settle();
    expect(gotOther.map((n) => n.payload)).toEqual(["third"]);
    expect((await writer.query("SELECT 41 + 1 AS n")).rows).toEqual([{ n: 42 }]);
    await Promise.all([a.end(), other.end(), writer.end()]);
  });
});
