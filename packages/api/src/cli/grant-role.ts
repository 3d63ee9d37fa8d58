// `pnpm user:role <email> <player|moderator|admin>`: sets an account's role. This is how the
// first admin is made: sign up in the web app, then run it with `admin` on the server.
import { connectOrExplain, createDb, readDbEnv } from "@wordhall/db";
import { resolveDatabase } from "@wordhall/db/embedded";
import { ROLES, type Role } from "../auth/roles";

const [email, role] = process.argv.slice(2);
if (!email || !role || !ROLES.includes(role as Role)) {
  console.error(`usage: pnpm user:role <email> <${ROLES.join("|")}>`);
  process.exit(2);
}

try {
  const database = await resolveDatabase(readDbEnv());
  try {
    await (await connectOrExplain(database.url)).end();
    const db = createDb(database.url, { poolSize: 1 });
    try {
      const updated = await db.user.updateMany({
        where: { email: email.trim().toLowerCase() },
        data: { role: role as Role },
      });
      if (updated.count === 0)
        throw new Error(`No account with the email ${email}; sign up in the web app first.`);
      console.log(`${email} is now ${role}.`);
    } finally {
      await db.$disconnect();
    }
  } finally {
    await database.release();
  }
  process.exit(0);
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
