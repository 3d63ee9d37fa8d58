import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseEnv, serverUrl } from "./env";

const schema = z.object({ URL: serverUrl().default("http://127.0.0.1:3000"), PORT: z.coerce.number().int() });

describe("parseEnv", () => {
  it("reads the settings, an empty value counting as unset", () => {
    expect(parseEnv(schema, { PORT: "3100", URL: "" })).toEqual({ URL: "http://127.0.0.1:3000", PORT: 3100 });
  });

  it("names every problem in one line, with the process's own error", () => {
    class OwnError extends Error {}
    const bad = () => parseEnv(schema, { URL: "game-server:3000", PORT: "x" }, (m) => new OwnError(m));
    expect(bad).toThrow(OwnError);
    expect(bad).toThrow(/^Invalid environment: URL: must be an http:\/\/ or https:\/\/ URL; PORT: [^;]+$/);
    expect(() => parseEnv(schema, {})).toThrow(/^Invalid environment: PORT: /);
  });
});
