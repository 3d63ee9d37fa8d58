import { fileURLToPath } from "node:url";
import { securityHeaders } from "./security-headers";

// The monorepo root, two folders above this package: the standalone output traces files from
// here (workspace packages and pnpm's node_modules live above the apps), and Turbopack
// resolves from the same root.
const monorepoRoot = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * The Next configuration both apps share (each app's next.config.ts passes whether Next runs
 * its development server, which relaxes the CSP for hot reloading).
 */
export function sharedNextConfig({ development }: { readonly development: boolean }) {
  const headers = securityHeaders({ development });
  return {
    // Workspace packages ship TypeScript source; Next compiles them with the app.
    // The pages reach the API over HTTP (the game server); they bundle only what a browser
    // runs: the client, the UI kit and the pure packages.
    transpilePackages: [
      "@wordhall/client",
      "@wordhall/api",
      "@wordhall/ui",
      "@wordhall/engine",
      "@wordhall/words",
      "@wordhall/timer",
      "@wordhall/validators",
    ],
    // A self-contained server (.next/standalone) with only the files it needs: what the
    // container images copy, what the plain-host deploy and `pnpm start` run (see
    // scripts/standalone-assets.mjs for the static files it is given after the build).
    output: "standalone" as const,
    outputFileTracingRoot: monorepoRoot,
    turbopack: { root: monorepoRoot },
    poweredByHeader: false,
    typedRoutes: false,
    // `pnpm test` type-checks every app with tsc before anything is built (and CI lands only
    // what passed it), so the build does not check the same types a second time: that was a
    // third of each app's build time on two cores.
    typescript: { ignoreBuildErrors: true },
    // CSP, framing, sniffing, referrer and https headers (see the module for why each).
    async headers() {
      return [{ source: "/:path*", headers }];
    },
  };
}
