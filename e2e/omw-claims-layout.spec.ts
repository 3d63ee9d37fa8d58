import { expect, type Page, test } from "@playwright/test";
import { callTrpc as call, moveIds, newPerson } from "./support";

// Open claims come and go while the bag holder picks a category. They used to sit above the
// boards, so a claim settling pulled the board up under the holder's pointer. Only a browser
// lays the page out, so this is a browser test: the holder's board must not move when a
// claim settles, on a desktop and on a phone, and each claim shows its time left.

test.setTimeout(180_000);

const WINDOW_MS = 20_000;

const boardTop = async (page: Page) => {
  const box = await page.getByRole("region", { name: /^Board: / }).boundingBox();
  if (!box) throw new Error("no board on the page");
  return box.y;
};

test("a claim settling doesn't move the board under the bag holder, on a desktop or a phone", async ({
  browser,
}) => {
  const ann = await newPerson(browser, "Ann");
  const bo = await newPerson(browser, "Bo", { viewport: { width: 1280, height: 800 } });
  const dee = await newPerson(browser, "Dee");
  const room = await call(ann.context, "rooms.create", {
    kind: "oh-my-word",
    name: "Claims beside the board",
    config: {
      seats: 3,
      firstSeat: 0,
      boards: [{ kind: "built-in", board: 1, side: "front" }],
      // The hidden timer never goes off during the test; the claim window is what we wait on.
      timer: { minMs: 600_000, maxMs: 600_000 },
      judging: { mode: "challenge", challengeWindowMs: WINDOW_MS, voteWindowMs: WINDOW_MS },
      tiles: { reverse: 0 },
    },
  });
  for (const p of [bo, dee]) await call(p.context, "rooms.join", { code: room.code });
  for (const p of [ann, bo, dee]) await call(p.context, "rooms.setReady", { roomId: room.id, ready: true });
  const { gameId } = await call(ann.context, "rooms.start", { roomId: room.id });

  // Ann covers a category and hands the bag to Bo: her claim stays open for the window.
  await call(ann.context, "play.ohMyWord.draw", moveIds(gameId));
  const { view } = await call(ann.context, "games.view", { gameId }, "query");
  await call(ann.context, "play.ohMyWord.claim", {
    ...moveIds(gameId),
    category: 0,
    term: `${view.turn.letter}ango`,
  });
  await call(ann.context, "play.ohMyWord.pass", moveIds(gameId));

  // Bo watches on a desktop and on a phone, and draws: now he picks a category.
  const desktop = bo.page;
  const phone = await bo.context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  for (const page of [desktop, phone]) {
    await page.goto(`/rooms/${room.id}`);
    const claims = page.getByRole("region", { name: "Open claims" });
    await expect(claims).toBeVisible();
    await expect(claims.getByRole("timer")).toHaveAccessibleName(/Challenge “.+”: \d+ seconds? left/);
  }
  await call(bo.context, "play.ohMyWord.draw", moveIds(gameId));
  const before: number[] = [];
  for (const page of [desktop, phone]) {
    await expect(page.getByTestId("omw-letter")).toBeVisible();
    before.push(await boardTop(page));
  }

  // The window closes and the claim stands: the claims list empties while Bo still chooses.
  for (const page of [desktop, phone]) {
    await expect(page.getByRole("region", { name: "Open claims" })).toHaveCount(0, {
      timeout: WINDOW_MS + 20_000,
    });
    await expect(page.getByTestId("omw-letter")).toBeVisible();
  }
  const after = [await boardTop(desktop), await boardTop(phone)];
  expect(after[0]).toBeCloseTo(before[0] ?? Number.NaN, 0);
  expect(after[1]).toBeCloseTo(before[1] ?? Number.NaN, 0);
});
