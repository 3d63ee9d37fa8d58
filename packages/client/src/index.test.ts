import { describe, expect, it } from "vitest";
import * as client from "./index";

describe("@wordhall/client's root entry", () => {
  // Every page imports it (the root layout's provider), so a value exported here is paid for by
  // every page: the contract's Zod schemas once made the floor 33 kB gz heavier (docs/web.md).
  it("carries only the tRPC bindings at run time; the contract's values are a subpath of their own", () => {
    expect(Object.keys(client).sort()).toEqual([
      "TRPCProvider",
      "TrpcReactProvider",
      "useTRPC",
      "useTRPCClient",
    ]);
  });
});
