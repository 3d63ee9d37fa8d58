export { type ResolvedDatabase, resolveDatabase } from "./resolve";
export {
  assertPortFree,
  type EmbeddedDatabase,
  EmbeddedDatabaseError,
  findFreePort,
  startEmbeddedDatabase,
} from "./server";
