import { createDb, type Db } from "@wordhall/db";
import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGame } from "../../games/create-game";
import { callerAs, makeUser, type TestUser } from "../../rooms/test-callers";
import { cookieFrom, realAccounts } from "../test-accounts";
import { expectStaffOnly, publishedPack } from "../test-support";

let database: TestDatabase;
let db: Db;
let accounts: ReturnType<typeof realAccounts>;
let player: TestUser;
let moderator: TestUser;
let otherModerator: TestUser;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  db = createDb(database.url, { poolSize: 4 });
  accounts = realAccounts(db);
  player = await makeUser(db, "player");
  moderator = await makeUser(db, "mod", "moderator");
  otherModerator = await makeUser(db, "mod2", "moderator");
  admin = await makeUser(db, "admin", "admin");
  otherAdmin = await makeUser(db, "admin2", "admin");
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
});

const as = (user: TestUser | null) => callerAs(db, user);

const post = (path: string, body: unknown) => accounts.post(path, body);
const whoIs = (cookie: string) => accounts.whoIs(cookie);
const signedUpTwice = (email: string) => accounts.signedUpTwice(email);

describe("admin.users.search and get", () => {
  it("finds people by part of a name or e-mail, or by id, page by page", async () => {
    await expectStaffOnly(db, player, (c) => c.admin.users.search({ query: "" }));
    const byName = await as(moderator).admin.users.search({ query: "PLAY" });
    expect(byName.items.map((u) => u.id)).toContain(player.id);
    expect(byName.items.find((u) => u.id === player.id)).toMatchObject({ role: "player", suspended: false });
    expect((await as(admin).admin.users.search({ query: player.id })).items.map((u) => u.id)).toEqual([
      player.id,
    ]);
    expect(
      (await as(admin).admin.users.search({ query: "@example.test", limit: 2 })).nextCursor,
    ).not.toBeNull();
    const first = await as(admin).admin.users.search({ query: "", limit: 2 });
    const second = await as(admin).admin.users.search({
      query: "",
      limit: 2,
      cursor: first.nextCursor ?? "",
    });
    expect(second.items.map((u) => u.id)).not.toContain(first.items[0]?.id);
    // A cursor naming nobody (deleted meanwhile) ends the list rather than failing.
    expect((await as(admin).admin.users.search({ query: "", cursor: "u-gone" })).items).toEqual([]);
  });

  it("shows a person's games, packs and reports", async () => {
    const someone = await makeUser(db, "someone");
    const packId = await publishedPack(db, someone, moderator, "Someone's pack");
    const game = await createGame(db, {
      kind: "buyword",
      config: { players: 2 },
      seatUserIds: [someone.id, player.id],
    });
    await as(player).reports.create({ target: { kind: "user", userId: someone.id }, reason: "spam" });
    await expectStaffOnly(db, player, (c) => c.admin.users.get({ userId: someone.id }));
    const seen = await as(moderator).admin.users.get({ userId: someone.id });
    expect(seen.user).toMatchObject({
      id: someone.id,
      name: "someone",
      suspended: false,
      suspensionReason: null,
    });
    expect(seen.games).toMatchObject([
      { gameId: game.id, kind: "buyword", status: "active", seat: 0, result: null },
    ]);
    expect(seen.packs).toMatchObject([{ id: packId, status: "approved", visibility: "public" }]);
    // What moderators did includes the decisions on their packs, not only on the person.
    expect(seen.history).toMatchObject([
      { action: "pack.approve", target: { kind: "pack", id: packId, label: "Someone's pack" } },
    ]);
    expect(seen.reports).toMatchObject({
      openAgainst: 1,
      filed: 0,
      against: [{ reason: "spam", reporter: { id: player.id } }],
    });
    await expect(as(moderator).admin.users.get({ userId: "u-nobody" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("admin.users.setRole", () => {
  it("is for admins only, never on themselves, and applies on the next request", async () => {
    const account = await signedUpTwice("rising@example.test");
    const input = { userId: account.user.id, role: "moderator" as const, reason: "Trusted reviewer." };
    await expectStaffOnly(db, player, (c) => c.admin.users.setRole(input));
    await expect(as(moderator).admin.users.setRole(input)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(as(admin).admin.users.setRole(input)).resolves.toEqual({
      userId: account.user.id,
      role: "moderator",
      changed: true,
    });
    expect((await whoIs(account.laptop))?.role).toBe("moderator");
    await expect(as(admin).admin.users.setRole(input)).resolves.toMatchObject({ changed: false });
    await expect(
      as(admin).admin.users.setRole({ userId: admin.id, role: "player", reason: "Stepping down." }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await db.auditEntry.findMany({ where: { targetId: account.user.id } })).toMatchObject([
      {
        action: "user.set_role",
        actorId: admin.id,
        reason: "Trusted reviewer.",
        details: { from: "player", to: "moderator" },
      },
    ]);
  });
});

describe("suspension", () => {
  it("signs a suspended person out at once on every device, and keeps them from signing in until restored", async () => {
    const account = await signedUpTwice("suspect@example.test");
    expect((await whoIs(account.phone))?.id).toBe(account.user.id);
    const input = { userId: account.user.id, reason: "Harassing players in chat." };
    await expectStaffOnly(db, player, (c) => c.admin.users.suspend(input));

    await expect(as(moderator).admin.users.suspend(input)).resolves.toEqual({
      userId: account.user.id,
      suspended: true,
      sessionsEnded: 2,
    });
    // Signed out at once: both sessions are gone.
    expect(await whoIs(account.laptop)).toBeNull();
    expect(await whoIs(account.phone)).toBeNull();
    // Cannot sign in.
    const refused = await account.signIn();
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      "This account is suspended. If you think this is a mistake, contact the moderators.",
    );
    expect(await db.session.count({ where: { userId: account.user.id } })).toBe(0);
    await expect(as(moderator).admin.users.suspend(input)).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await as(moderator).admin.users.get({ userId: account.user.id })).user).toMatchObject({
      suspended: true,
      suspensionReason: "Harassing players in chat.",
    });

    const restore = { userId: account.user.id, reason: "Appeal accepted." };
    await expectStaffOnly(db, player, (c) => c.admin.users.restore(restore));
    await as(admin).admin.users.restore(restore);
    const back = await account.signIn();
    expect(back.status).toBe(200);
    expect((await whoIs(cookieFrom(back)))?.id).toBe(account.user.id);
    await expect(as(admin).admin.users.restore(restore)).rejects.toMatchObject({ code: "CONFLICT" });
    expect(
      (await db.auditEntry.findMany({ where: { targetId: account.user.id }, orderBy: { id: "asc" } })).map(
        (e) => [e.action, e.actorId],
      ),
    ).toEqual([
      ["user.suspend", moderator.id],
      ["user.restore", admin.id],
    ]);
  });

  it("lets moderators suspend players only, admins moderators too, nobody themselves or an admin", async () => {
    const reason = "Testing the rules.";
    await expect(
      as(moderator).admin.users.suspend({ userId: otherModerator.id, reason }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Only admins can suspend a moderator.",
    });
    await expect(as(moderator).admin.users.suspend({ userId: moderator.id, reason })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(as(admin).admin.users.suspend({ userId: otherAdmin.id, reason })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(as(admin).admin.users.suspend({ userId: otherModerator.id, reason })).resolves.toMatchObject(
      {
        suspended: true,
      },
    );
    await expect(
      as(moderator).admin.users.restore({ userId: otherModerator.id, reason }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(as(moderator).admin.users.suspend({ userId: "u-nobody", reason })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("closes better-auth's own admin endpoints, so every action goes through the audited procedures", async () => {
    const response = await post("/admin/ban-user", { userId: player.id });
    expect(response.status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: player.id } })).banned).toBe(false);
  });
});
