export { BUILT_IN_PACKS, type BuiltInPack, type BuiltInSide } from "./built-in-packs";
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedOutcome, seed } from "./seed";
