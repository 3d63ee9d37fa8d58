// The bare test server as its own process (the bench's comparison, crash tests): the API on
// node:http with nothing in front, configured from the environment as the game server is.
import { readApiEnv } from "../env";
import { ApiServer } from "../hosting/api-server";
import { readTestServerPort } from "./env";
import { serveApi } from "./node-fetch-server";

const api = new ApiServer({ env: readApiEnv() });
// Not awaited, as in the game server: the listener keeps retrying until the database answers.
void api.start();
const served = await serveApi(api, readTestServerPort());
// Live streams end (retryably), then the server closes and exits.
process.once("SIGTERM", () => {
  void (async () => {
    await api.stop();
    await served.close();
    process.exit(0);
  })();
});
// The parent waits for this line.
process.stdout.write(`listening ${served.port}\n`);
