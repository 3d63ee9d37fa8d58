import { chromium } from "@playwright/test";
const base = "http://localhost:3500";
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium" });
for (const [tag, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 800 }]]) {
  const ctx = await browser.newContext({ viewport, ...(tag === "phone" ? { isMobile: true, hasTouch: true } : {}) });
  const email = `s-${Date.now()}-${tag}@example.test`;
  await ctx.request.post(`${base}/api/auth/sign-up/email`, { data: { name: "Shot " + tag, email, password: "bench-password-1" }, headers: { origin: base } });
  const call = async (path, input) => { const x = await ctx.request.post(`${base}/api/trpc/${path}`, { data: input, headers: { origin: base } }); return (await x.json()).result?.data; };
  const { roomId, gameId } = await call("rooms.playNow", { kind: "buyword" });
  const page = await ctx.newPage();
  await page.goto(`${base}/rooms/${roomId}`);
  await page.getByTestId("buyword-table").waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/bw-start-${tag}.png` });
  const decision = page.getByTestId("bw-decision");
  for (let i = 0; i < 30; i++) {
    const five = decision.getByRole("button", { name: "5", exact: true });
    const buy = decision.getByRole("button", { name: /^Buy for \$/ });
    if (await five.isVisible().catch(() => false)) { await five.click(); await page.waitForTimeout(400); continue; }
    if (await buy.isVisible().catch(() => false) && await buy.isEnabled()) { await buy.click(); await page.waitForTimeout(350); await page.screenshot({ path: `/tmp/shots/bw-bought-${tag}.png` }); break; }
    await page.waitForTimeout(500);
  }
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/bw-after-${tag}.png` });
  await call("play.buyword.leave", { gameId, clientActionId: `shot-${Date.now()}` });
  await page.getByRole("heading", { name: "Game over" }).waitFor({ timeout: 20000 });
  await page.waitForTimeout(3000);
  await page.getByTestId("buyword-table").screenshot({ path: `/tmp/shots/bw-over-${tag}.png` });
  await ctx.close();
}
await browser.close();
