import { createDb } from "../client";
import { connectOrExplain } from "../connection";
import { resolveDatabase } from "../embedded/resolve";
import { readDbEnv } from "../env";
import { DEMO_PASSWORD, seed } from "../seed/seed";
import { runCli } from "./run-cli";

await runCli(async () => {
  const env = readDbEnv();
  const database = await resolveDatabase(env);
  try {
    // Fail with one clear line before Prisma gets a chance to print its own trace.
    await (await connectOrExplain(database.url)).end();
    const db = createDb(database.url, { poolSize: 2 });
    try {
      const outcome = await seed(db, { demoAccounts: env.NODE_ENV === "development" });
      console.log(
        `Seeded ${outcome.packs} built-in packs (${outcome.sides} board sides)` +
          (outcome.demoAccounts
            ? `, and ${outcome.demoAccounts} demo accounts (password: ${DEMO_PASSWORD}).`
            : "."),
      );
    } finally {
      await db.$disconnect();
    }
  } finally {
    await database.release();
  }
});
