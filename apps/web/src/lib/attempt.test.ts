import { describe, expect, it } from "vitest";
import { attempt } from "./attempt";

describe("attempt", () => {
  it("gives the value, or what was thrown or rejected, without throwing", async () => {
    expect(await attempt(async () => 3)).toEqual({ ok: true, value: 3 });
    const refused = new Error("refused");
    expect(await attempt(() => Promise.reject(refused))).toEqual({ ok: false, error: refused });
    expect(
      await attempt(() => {
        throw refused;
      }),
    ).toEqual({ ok: false, error: refused });
  });
});
