import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id";

describe("request ids", () => {
  it("keeps a sensible id from the caller or the proxy", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "edge-7f3a:42" }))).toBe("edge-7f3a:42");
  });

  it("replaces a missing, overlong or unprintable one with a new uuid", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(requestIdFrom(new Headers())).toMatch(uuid);
    expect(requestIdFrom(new Headers({ "x-request-id": "x".repeat(129) }))).toMatch(uuid);
    expect(requestIdFrom(new Headers({ "x-request-id": "a b\tc" }))).toMatch(uuid);
    expect(requestIdFrom(new Headers({ "x-request-id": '"}{"level":"fatal' }))).toMatch(uuid);
  });
});
