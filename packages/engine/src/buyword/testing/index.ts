// What other packages' tests and benches may drive and check BuyWord games with: the laws every
// applied action keeps, and positions arranged tile by tile. Exported as
// @wordhall/engine/buyword/testing so a bot's tests check the same laws, on the same kind of
// positions, as the engine's own tests.

export { type Arrangement, arrange, tilesIn } from "./arrange";
export { type BuywordStep, buywordStepViolations, tilePlaceProblems } from "./invariants";
