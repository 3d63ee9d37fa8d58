export { BUILT_IN_PACKS, type BuiltInPack, type BuiltInSide } from "./built-in-packs";
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seed, type SeedOutcome } from "./seed";
