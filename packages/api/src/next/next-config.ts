import { fileURLToPath } from "node:url";
import { securityHeaders } from "../security/security-headers";

// The monorepo root, three folders above this file: the standalone output traces files from
// here (workspace packages and pnpm's node_modules live above the apps), and Turbopack
// resolves from the same root.
const monorepoRoot = fileURLToPath(new URL("../../../..", import.meta.url));

/**
 * The Next configuration both apps share (each app's next.config.ts passes whether Next runs
 * its development server, which relaxes the CSP for hot reloading).
 */
export function sharedNextConfig({ development }: { readonly development: boolean }) {
  const headers = securityHeaders({ development });
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
    // A self-contained server (.next/standalone) with only the files it needs: what the
    // container images copy, what the plain-host deploy and `pnpm start` run (see
    // scripts/standalone-assets.mjs for the static files it is given after the build).
    output: "standalone" as const,
    outputFileTracingRoot: monorepoRoot,
    turbopack: { root: monorepoRoot },
    poweredByHeader: false,
    typedRoutes: false,
    // CSP, framing, sniffing, referrer and https headers (see the module for why each).
    async headers() {
      return [{ source: "/:path*", headers }];
    },
  };
}
