import { securityHeaders } from "@wordhall/api/security-headers";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

export default function config(phase: string): NextConfig {
  const headers = securityHeaders({ development: phase === PHASE_DEVELOPMENT_SERVER });
  return {
    // Workspace packages ship TypeScript source; Next compiles them with the app.
    transpilePackages: [
      "@wordhall/api",
      "@wordhall/ui",
      "@wordhall/engine",
      "@wordhall/words",
      "@wordhall/timer",
      "@wordhall/db",
    ],
    // pg and Prisma's driver adapter load optional native pieces at run time; keep them out
    // of the bundle and load them from node_modules.
    serverExternalPackages: ["pg", "@prisma/adapter-pg", "@prisma/client"],
    // Container images copy the standalone server; `next start` (pnpm start, the plain-host
    // deploy) warns when it is set, so it is only on when asked for.
    ...(process.env.NEXT_OUTPUT_STANDALONE === "1" ? { output: "standalone" as const } : {}),
    poweredByHeader: false,
    typedRoutes: false,
    // CSP, framing, sniffing, referrer and https headers (see the module for why each).
    async headers() {
      return [{ source: "/:path*", headers }];
    },
  };
}
