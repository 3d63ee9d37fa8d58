import { connectOrExplain, describeDatabaseUrl } from "../connection";
import { resolveDatabase } from "../embedded/resolve";
import { readDbEnv } from "../env";
import { applyMigrations } from "../migrate/apply";
import { runCli } from "./run-cli";

await runCli(async () => {
  const env = readDbEnv();
  const database = await resolveDatabase(env);
  try {
    const client = await connectOrExplain(database.url);
    try {
      const started = performance.now();
      const outcome = await applyMigrations(client);
      const where = database.embedded ? "the embedded database" : describeDatabaseUrl(database.url);
      const ms = Math.round(performance.now() - started);
      console.log(
        outcome.applied.length === 0
          ? `${where} is up to date (${outcome.alreadyApplied.length} migrations, ${ms} ms).`
          : `Applied ${outcome.applied.join(", ")} to ${where} in ${ms} ms.`,
      );
    } finally {
      await client.end();
    }
  } finally {
    await database.release();
  }
});
