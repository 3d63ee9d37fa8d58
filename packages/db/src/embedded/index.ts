export { resolveDatabase, type ResolvedDatabase } from "./resolve";
export { assertPortFree, EmbeddedDatabaseError, startEmbeddedDatabase, type EmbeddedDatabase } from "./server";
