export { countStatements } from "./count-statements";
export { createTestDatabase, type TestDatabase } from "./test-database";
