// From Zod's core, not its root: the root would bring the whole library into every page.
import { config } from "zod/v4/core";

// Zod 4 compiles object parsers with `new Function` where the page allows it, and finds out
// by trying. Both apps' Content-Security-Policy forbids eval (tooling/next-config's
// security-headers.ts), so the try was reported as a CSP violation on every page (Lighthouse's
// best-practices "issues logged in the Issues panel"). Zod's configuration is global
// (globalThis), so saying so once, before any schema parses in the browser, covers every copy.
config({ jitless: true });
