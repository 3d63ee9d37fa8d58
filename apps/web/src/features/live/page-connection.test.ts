import { describe, expect, it } from "vitest";
import { pageConnection } from "./page-connection";

describe("pageConnection", () => {
  it("is reconnecting when any stream is, so the page shows one banner for both", () => {
    expect(pageConnection("reconnecting", "reconnecting")).toBe("reconnecting");
    expect(pageConnection("live", "reconnecting")).toBe("reconnecting");
    expect(pageConnection("reconnecting", null)).toBe("reconnecting");
  });

  it("is live while streams are live, still opening, finished or absent", () => {
    expect(pageConnection("live", "live")).toBe("live");
    expect(pageConnection("live", "closed")).toBe("live");
    expect(pageConnection("connecting", null)).toBe("live");
    expect(pageConnection()).toBe("live");
  });
});
