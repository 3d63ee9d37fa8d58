import type { Db } from "@wordhall/db";
import type { Secrets } from "./hidden-info";

type Sample = { seed: string; state: unknown };

/**
 * Reads the game's row straight from the database while it is played, collecting what must
 * stay hidden: the seed, each hidden deadline and each bag order.
 */
export function sampleSecrets(
  db: Db,
  gameId: string,
  pick: (state: unknown) => { deadlines: number[]; bag: readonly number[] | null },
  everyMs = 25,
): { stop(): Promise<Secrets> } {
  const secrets = { seed: "", deadlines: new Set<number>(), bags: new Set<string>() };
  let running = true;
  const loop = (async () => {
    while (running) {
      const row = (await db.game.findUnique({
        where: { id: gameId },
        select: { seed: true, state: true },
      })) as Sample | null;
      if (row) {
        secrets.seed = row.seed;
        const { deadlines, bag } = pick(row.state);
        for (const d of deadlines) secrets.deadlines.add(d);
        // Short bags could match an unrelated list of numbers by chance.
        if (bag && bag.length >= 6) secrets.bags.add(JSON.stringify(bag));
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return secrets;
    },
  };
}
