import type { NextConfig } from "next";

const config: NextConfig = {
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
};

export default config;
