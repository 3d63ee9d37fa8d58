import { createTestDatabase, type TestDatabase } from "@wordhall/db/testing";
import type { OmwView } from "@wordhall/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../root";
import { apiClient, type Player, signUp } from "../testing/clients";
import { actionId, startRoomGame } from "../testing/room-setup";
import { startTestServer, TEST_WEB_URL, type TestServer } from "../testing/test-server";

// Hostile text in every free-text field of every procedure, over real HTTP against
// PostgreSQL, as a browser (or a script) would send it: a NUL, a direction override and a
// text of nothing but a zero-width space. Each is refused with a 400 and a sentence; none
// reaches the database to come back as a 5xx (issue 15).

let database: TestDatabase;
let server: TestServer;
let ana: Player;
let bo: Player;
let moderator: Player;
let roomId: string;
let packId: string;
let omwGameId: string;

const NUL = "Fri\u0000day";
const OVERRIDE = "Fri\u202Eyad";
const ZERO_WIDTH = "\u200B";
const HOSTILE = { nul: NUL, override: OVERRIDE, zeroWidth: ZERO_WIDTH } as const;
type Hostile = keyof typeof HOSTILE;

type Answer = { status: number; message: string };

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;

/** One tRPC call over HTTP, unbatched, as its type is sent: GET for queries and streams, POST otherwise. */
async function call(path: string, input: unknown, as: Player | null): Promise<Answer> {
  const type = procedures[path]?._def.type;
  if (!type) throw new Error(`no procedure ${path}`);
  const headers: Record<string, string> = { origin: TEST_WEB_URL, "content-type": "application/json" };
  if (as) headers.cookie = as.cookie;
  const url = `${server.baseUrl}/api/trpc/${path}`;
  if (type === "mutation") {
    const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(input) });
    return answerOf(response.status, await response.text());
  }
  const query = `${url}?input=${encodeURIComponent(JSON.stringify(input))}`;
  if (type === "query") {
    const response = await fetch(query, { headers });
    return answerOf(response.status, await response.text());
  }
  return streamAnswer(query, headers);
}

function answerOf(status: number, body: string): Answer {
  const parsed = JSON.parse(body) as { error?: { message: string } };
  return { status, message: parsed.error?.message ?? "" };
}

/** A live stream's first word: its error event (status from the error's data) or its first message (200). */
async function streamAnswer(url: string, headers: Record<string, string>): Promise<Answer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 10_000);
  try {
    const response = await fetch(url, { headers, signal: abort.signal });
    if (!response.body || !response.headers.get("content-type")?.includes("event-stream"))
      return answerOf(response.status, await response.text());
    const decoder = new TextDecoder();
    let text = "";
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const failed = /event: serialized-error\ndata: (.*)\n/.exec(text);
      if (failed?.[1]) {
        const shape = JSON.parse(failed[1]) as { message: string; data: { httpStatus: number } };
        return { status: shape.data.httpStatus, message: shape.message };
      }
      if (/\ndata: \{/.test(text.replace(/^event: connected\ndata: .*\n\n/, "\n")))
        return { status: 200, message: "" };
    }
    return { status: 0, message: `the stream ended without a word: ${text}` };
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

/** better-auth's endpoints answer { message } (or { code, message }) on a refusal. */
async function auth(path: string, body: unknown, as: Player | null): Promise<Answer> {
  const headers: Record<string, string> = { origin: TEST_WEB_URL, "content-type": "application/json" };
  if (as) headers.cookie = as.cookie;
  const response = await fetch(`${server.baseUrl}/api/auth${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let message = "";
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? "";
  } catch {
    message = text;
  }
  return { status: response.status, message };
}

type Case = {
  /** Who sends it and where. */
  readonly path: string;
  readonly as: () => Player | null;
  /** The input with the hostile text put in the field. */
  readonly input: (text: string) => unknown;
  /** The words the refusal must contain (the field's name, in a sentence). */
  readonly says: RegExp;
  /** Text nobody else sees (a search): only the NUL must be refused; the rest may pass. */
  readonly private?: true;
  /** For text of nothing visible: the field's own sentence for empty text, or "allowed" when it may be empty. */
  readonly empty?: RegExp | "allowed";
};

const sides = (name: string, category: string) => [
  { name, categories: [category, ...Array.from({ length: 14 }, (_, i) => `Category ${i + 1}`)] },
];
const reason = "A reason to act.";
const REASON = /Give a reason of at least 3 characters\./;
const customBoard = (title: string, category: string) => ({
  kind: "oh-my-word",
  name: "Custom",
  config: { boards: [{ kind: "custom", title, categories: [category, "Fruit", "Rivers"] }] },
});

const cases: Case[] = [
  {
    path: "rooms.create",
    as: () => ana,
    input: (t) => ({ kind: "oh-my-word", name: t }),
    says: /Room names/,
    empty: /The room needs a name\./,
  },
  { path: "rooms.create", as: () => ana, input: (t) => customBoard(t, "Animals"), says: /Board titles/ },
  { path: "rooms.create", as: () => ana, input: (t) => customBoard("Mine", t), says: /Categories/ },
  {
    path: "rooms.create",
    as: () => ana,
    input: (t) => ({ kind: "buyword", name: "B", config: { variants: { themes: [t] } } }),
    says: /Themes/,
  },
  {
    path: "rooms.create",
    as: () => ana,
    input: (t) => ({ kind: "buyword", name: "B", config: { house: { allowed: [t] } } }),
    says: /House words/,
  },
  {
    path: "rooms.updateSettings",
    as: () => ana,
    input: (t) => ({ roomId, name: t }),
    says: /Room names/,
    empty: /The room needs a name\./,
  },
  {
    path: "rooms.sendChat",
    as: () => ana,
    input: (t) => ({ roomId, body: t }),
    says: /Messages/,
    empty: /Write something first\./,
  },
  { path: "rooms.join", as: () => bo, input: (t) => ({ code: t }), says: /invite code/ },
  { path: "rooms.byCode", as: () => null, input: (t) => ({ code: t }), says: /invite code/ },
  { path: "rooms.kick", as: () => ana, input: (t) => ({ roomId, userId: t }), says: /user id/ },
  {
    path: "packs.create",
    as: () => ana,
    input: (t) => ({ title: t, sides: sides("Side", "Animals") }),
    says: /Pack titles/,
    empty: /The pack needs a title\./,
  },
  {
    path: "packs.create",
    as: () => ana,
    input: (t) => ({ title: "T", description: t, sides: sides("Side", "Animals") }),
    says: /Descriptions/,
    empty: "allowed",
  },
  {
    path: "packs.create",
    as: () => ana,
    input: (t) => ({ title: "T", sides: sides(t, "Animals") }),
    says: /Side names/,
    empty: /Every side needs a name\./,
  },
  {
    path: "packs.create",
    as: () => ana,
    input: (t) => ({ title: "T", sides: sides("S", t) }),
    says: /Categories/,
    empty: /Categories cannot be empty\./,
  },
  {
    path: "packs.update",
    as: () => ana,
    input: (t) => ({ id: packId, version: 1, title: t, sides: sides("Side", "Animals") }),
    says: /Pack titles/,
    empty: /The pack needs a title\./,
  },
  { path: "packs.browse", as: () => null, input: (t) => ({ search: t }), says: /Searches/, private: true },
  {
    path: "reports.create",
    as: () => ana,
    input: (t) => ({ target: { kind: "pack", packId }, reason: "spam", details: t }),
    says: /Details/,
    empty: "allowed",
  },
  {
    path: "reports.create",
    as: () => ana,
    input: (t) => ({ target: { kind: "user", userId: t }, reason: "spam" }),
    says: /user id/,
  },
  { path: "profile.get", as: () => null, input: (t) => ({ userId: t }), says: /user id/ },
  {
    path: "play.ohMyWord.claim",
    as: () => ana,
    input: (t) => ({ gameId: omwGameId, clientActionId: actionId("claim"), category: 0, term: t }),
    // A term of nothing visible is the engine's to refuse (OMW-9's "term-empty").
    says: /Terms|Say a word or phrase first/,
  },
  { path: "live.game", as: () => null, input: (t) => ({ gameId: t }), says: /game id/ },
  { path: "live.snapshot", as: () => null, input: (t) => ({ gameId: t }), says: /game id/ },
  { path: "live.room", as: () => null, input: (t) => ({ roomId: t }), says: /room id/ },
  {
    path: "admin.packs.reject",
    as: () => moderator,
    input: (t) => ({ packId, revision: 1, reasonForAuthor: t }),
    says: /Reasons/,
    empty: REASON,
  },
  {
    path: "admin.packs.reject",
    as: () => moderator,
    input: (t) => ({ packId, revision: 1, reasonForAuthor: reason, note: t }),
    says: /Notes/,
    empty: "allowed",
  },
  {
    path: "admin.packs.fixAndApprove",
    as: () => moderator,
    input: (t) => ({ packId, revision: 1, fixes: [{ sideIndex: 0, categoryIndex: 0, text: t }] }),
    says: /Categories/,
    empty: /Categories cannot be empty\./,
  },
  {
    path: "admin.packs.fixAndApprove",
    as: () => moderator,
    input: (t) => ({
      packId,
      revision: 1,
      fixes: [{ sideIndex: 0, categoryIndex: 0, text: "Fixed" }],
      note: t,
    }),
    says: /Notes/,
    empty: "allowed",
  },
  {
    path: "admin.packs.unpublish",
    as: () => moderator,
    input: (t) => ({ packId, reasonForAuthor: t }),
    says: /Reasons/,
    empty: REASON,
  },
  {
    path: "admin.reports.resolve",
    as: () => moderator,
    input: (t) => ({ reportId: "00000000-0000-4000-8000-000000000000", action: "dismiss", note: t }),
    says: /Notes/,
    empty: /Give a note of at least 3 characters\./,
  },
  {
    path: "admin.reports.resolve",
    as: () => moderator,
    input: (t) => ({
      reportId: "00000000-0000-4000-8000-000000000000",
      action: "unpublish_pack",
      note: reason,
      reasonForAuthor: t,
    }),
    says: /Reasons/,
    empty: REASON,
  },
  {
    path: "admin.users.search",
    as: () => moderator,
    input: (t) => ({ query: t }),
    says: /Searches/,
    private: true,
  },
  {
    path: "admin.users.search",
    as: () => moderator,
    input: (t) => ({ query: "", cursor: t }),
    says: /user id/,
  },
  { path: "admin.users.get", as: () => moderator, input: (t) => ({ userId: t }), says: /user id/ },
  {
    path: "admin.users.suspend",
    as: () => moderator,
    input: (t) => ({ userId: bo.userId, reason: t }),
    says: /Reasons/,
    empty: REASON,
  },
  {
    path: "admin.users.restore",
    as: () => moderator,
    input: (t) => ({ userId: bo.userId, reason: t }),
    says: /Reasons/,
    empty: REASON,
  },
  {
    path: "admin.users.setRole",
    as: () => moderator,
    input: (t) => ({ userId: t, role: "player", reason }),
    says: /user id/,
  },
  { path: "admin.games.get", as: () => moderator, input: (t) => ({ gameId: t }), says: /game id/ },
  {
    path: "admin.games.end",
    as: () => moderator,
    input: (t) => ({ gameId: omwGameId, reasonForPlayers: t }),
    says: /Reasons/,
    empty: REASON,
  },
  {
    path: "admin.games.end",
    as: () => moderator,
    input: (t) => ({ gameId: omwGameId, reasonForPlayers: reason, note: t }),
    says: /Notes/,
    empty: "allowed",
  },
  {
    path: "admin.lexicon.add",
    as: () => moderator,
    input: (t) => ({ word: t, list: "banned", reason }),
    says: /Words/,
    empty: /Give a word\./,
  },
  {
    path: "admin.lexicon.remove",
    as: () => moderator,
    input: (t) => ({ word: "qxzv", list: "banned", reason: t }),
    says: /Reasons/,
    empty: REASON,
  },
  { path: "admin.audit.search", as: () => moderator, input: (t) => ({ actorId: t }), says: /user id/ },
  {
    path: "admin.audit.search",
    as: () => moderator,
    input: (t) => ({ targetQuery: t }),
    says: /Searches/,
    private: true,
  },
];

/** A sentence a player can read: it starts with a capital and ends with a full stop, and names the field. */
function expectSentence(answer: Answer, says: RegExp, what: string) {
  expect(answer.message, what).toMatch(says);
  expect(answer.message, what).toMatch(/^[A-Za-z][\s\S]*[.!?]$/);
  expect(answer.message, what).not.toMatch(/went wrong|prisma|invalid byte|postgres|\\u0000/i);
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  server = await startTestServer({ databaseUrl: database.url });
  [ana, bo, moderator] = (await Promise.all(["Ana", "Bo", "Mo"].map((n) => signUp(server.baseUrl, n)))) as [
    Player,
    Player,
    Player,
  ];
  await server.db.user.update({ where: { id: moderator.userId }, data: { role: "admin" } });
  // A fresh session, read after the role changed.
  moderator = await signIn(moderator);
  const client = apiClient(server.baseUrl, ana);
  roomId = (await client.rooms.create.mutate({ kind: "oh-my-word", name: "Lobby" })).id;
  packId = (await client.packs.create.mutate({ title: "Pack", sides: sides("Side", "Animals") })).id;
  omwGameId = await omwGameAwaitingClaim();
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function signIn(player: Player): Promise<Player> {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_WEB_URL },
    body: JSON.stringify({ email: player.email, password: "correct-horse-battery-staple" }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { ...player, cookie };
}

/**
 * A two-seat Oh My Word game in which Ana holds the bag and has drawn a letter, so a claim
 * reaches the engine and, if it let the term through, the database.
 */
async function omwGameAwaitingClaim(): Promise<string> {
  const clients = [apiClient(server.baseUrl, ana), apiClient(server.baseUrl, bo)] as const;
  for (let attempt = 0; attempt < 10; attempt++) {
    const { gameId } = await startRoomGame(clients[0], [clients[1]], {
      kind: "oh-my-word",
      config: { seats: 2, firstSeat: 0, timer: { minMs: 600_000, maxMs: 600_000 } },
    });
    for (let step = 0; step < 20; step++) {
      const view = omwViewOf(await clients[0].games.view.query({ gameId }));
      if (view.holder !== 0) break;
      if (view.turn.stage === "claim" && view.turn.letter) {
        // Ana's term must start with the letter she drew; the cases' terms are put after it.
        drawnLetter = view.turn.letter;
        return gameId;
      }
      if (view.turn.stage !== "draw") break;
      await clients[0].play.ohMyWord.draw.mutate({ gameId, clientActionId: actionId("draw") });
    }
  }
  throw new Error("no game reached a claim");
}
let drawnLetter = "A";

function omwViewOf(seatView: { kind: string; view: unknown }): OmwView {
  if (seatView.kind !== "oh-my-word") throw new Error(`not an Oh My Word game: ${seatView.kind}`);
  return seatView.view as OmwView;
}

/** A term the engine would take but for the hostile text in it (an empty one stays empty). */
const termWith = (text: string) => (text === ZERO_WIDTH ? text : `${drawnLetter}${text}`);

describe("hostile text in every free-text field over HTTP", () => {
  it.each(Object.keys(HOSTILE) as Hostile[])(
    "refuses %s text with a 400 and a sentence, never a 5xx",
    async (kind) => {
      const failures: string[] = [];
      for (const c of cases) {
        const text = c.path === "play.ohMyWord.claim" ? termWith(HOSTILE[kind]) : HOSTILE[kind];
        const answer = await call(c.path, c.input(text), c.as());
        const what = `${c.path} ${c.says.source} with ${kind}: ${answer.status} ${answer.message}`;
        const says = kind === "zeroWidth" && c.empty instanceof RegExp ? c.empty : c.says;
        if (answer.status >= 500 || answer.status === 0) failures.push(what);
        else if (c.private && kind !== "nul") continue;
        else if (kind === "zeroWidth" && c.empty === "allowed") continue;
        else if (answer.status !== 400) failures.push(what);
        else {
          try {
            expectSentence(answer, says, what);
          } catch {
            failures.push(`${what} (not the field's sentence)`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it("keeps the game waiting for Ana's claim: no refused term changed it", async () => {
    const view = omwViewOf(await apiClient(server.baseUrl, ana).games.view.query({ gameId: omwGameId }));
    expect(view.turn.stage).toBe("claim");
    expect(view.claims).toEqual([]);
  });
});

describe("display names at sign-up and on the profile", () => {
  const signUpAs = (name: unknown) =>
    auth(
      "/sign-up/email",
      {
        name,
        email: `n${Math.random().toString(36).slice(2, 10)}@example.test`,
        password: "correct-horse-battery-staple",
      },
      null,
    );

  it.each([
    ["a NUL", NUL, /Display names can't contain control characters\./],
    ["a direction override", OVERRIDE, /Display names can't contain text-direction controls\./],
    ["only a zero-width space", ZERO_WIDTH, /Choose a display name\./],
    ["41 characters", "x".repeat(41), /Display names are at most 40 characters\./],
    ["a lone surrogate", "Ana\uD800", /Display names can't contain invalid characters\./],
  ])("refuses a name with %s at sign-up, with the schema's sentence", async (_, name, says) => {
    const answer = await signUpAs(name);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(says);
  });

  it("stores the name trimmed and normalised (NFC)", async () => {
    const answer = await signUpAs("  Zoe\u0308 ");
    expect(answer.status).toBe(200);
    // People only: the seeded bots include a "Zoe (bot)".
    const stored = await server.db.user.findFirstOrThrow({
      where: { name: { startsWith: "Zo" }, botLevel: null },
    });
    expect(stored.name).toBe("Zoë");
  });

  it("refuses the same names on the profile update, and keeps the old one", async () => {
    for (const [name, says] of [
      [NUL, /control characters/],
      [OVERRIDE, /text-direction controls/],
      [ZERO_WIDTH, /Choose a display name/],
      ["x".repeat(41), /at most 40 characters/],
    ] as const) {
      const answer = await auth("/update-user", { name }, bo);
      expect(answer.status, name).toBe(400);
      expect(answer.message).toMatch(says);
    }
    expect((await server.db.user.findUniqueOrThrow({ where: { id: bo.userId } })).name).toBe("Bo");
    const renamed = await auth("/update-user", { name: " Bo\u0301 " }, bo);
    expect(renamed.status).toBe(200);
    expect((await server.db.user.findUniqueOrThrow({ where: { id: bo.userId } })).name).toBe("B\u00F3");
  });

  it("bounds the email and password a sign-up may send", async () => {
    const long = await auth(
      "/sign-up/email",
      { name: "Long", email: `${"x".repeat(300)}@example.test`, password: "correct-horse-battery-staple" },
      null,
    );
    expect(long.status).toBe(400);
    const nul = await auth(
      "/sign-up/email",
      { name: "Nul", email: "nu\u0000l@example.test", password: "correct-horse-battery-staple" },
      null,
    );
    expect(nul.status).toBe(400);
    const password = await auth(
      "/sign-up/email",
      { name: "Pw", email: "pw@example.test", password: "x".repeat(129) },
      null,
    );
    expect(password.status).toBe(400);
  });
});

describe("sizes and look-alikes", () => {
  const create = (config: Record<string, unknown>, kind = "oh-my-word") =>
    call("rooms.create", { kind, name: "Big", config }, ana);

  it.each([
    [
      "a token list of 5,000 entries",
      {
        tokens: Array.from({ length: 5_000 }, () => ({ value: 1, count: 0 })).concat([
          { value: 1, count: 1 },
        ]),
      },
      /List each token value once: there are at most 9 values\./,
    ],
    [
      "two entries for one token value",
      {
        tokens: [
          { value: 1, count: 5 },
          { value: 1, count: 5 },
        ],
      },
      /List each token value once\./,
    ],
    [
      "more tokens than eight boxes hold",
      {
        tokens: [
          { value: 1, count: 100 },
          { value: 2, count: 100 },
          { value: 3, count: 1 },
        ],
      },
      /at most 200 bad-luck tokens\./,
    ],
    [
      "a custom board of 31 categories",
      {
        boards: [
          {
            kind: "custom",
            title: "Long",
            categories: Array.from({ length: 31 }, (_, i) => `Category ${i}`),
          },
        ],
      },
      /A board has at most 30 categories\./,
    ],
  ])("refuses %s with a 400 and a sentence", async (_, config, says) => {
    const answer = await create(config);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(says);
  });

  it("refuses more BuyWord themes than a game has rounds to use", async () => {
    const themes = Array.from({ length: 51 }, (_, i) => `Theme ${i}`);
    const answer = await create({ variants: { themes } }, "buyword");
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/At most 50 themes\./);
  });

  it('refuses "Cat 3" with a hidden zero-width space beside "Cat 3" on one side of a pack', async () => {
    const categories = ["Cat 3", "Cat\u200B 3", ...Array.from({ length: 13 }, (_, i) => `Category ${i}`)];
    const answer = await call("packs.create", { title: "Twins", sides: [{ name: "Side", categories }] }, ana);
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/"Cat\u200B 3" is already category 1 of this side\./);
  });
});
