import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

const header = (development: boolean, key: string) =>
  securityHeaders({ development }).find((h) => h.key === key)?.value;

describe("security headers of both apps", () => {
  it("allows only the site itself: no external hosts, no framing, no plugins", () => {
    const csp = contentSecurityPolicy({ development: false });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https?:|\*|unsafe-eval|ws:/);
  });

  it("lets next dev evaluate code and open its hot-reload socket, only in development", () => {
    expect(contentSecurityPolicy({ development: true })).toMatch(/script-src [^;]*'unsafe-eval'/);
    expect(contentSecurityPolicy({ development: true })).toMatch(/connect-src 'self' ws:/);
  });

  it("sends nosniff, the referrer policy, DENY framing and a minimal permissions policy", () => {
    expect(header(false, "X-Content-Type-Options")).toBe("nosniff");
    expect(header(false, "Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header(false, "X-Frame-Options")).toBe("DENY");
    expect(header(false, "Permissions-Policy")).toContain("camera=()");
  });

  it("asks for https for a year outside development only", () => {
    expect(header(false, "Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(header(true, "Strict-Transport-Security")).toBeUndefined();
  });
});
