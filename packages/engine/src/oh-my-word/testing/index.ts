// What other packages' tests and benches may drive Oh My Word games with: the server
// stand-in and the engine's invariants. Exported as @wordhall/engine/oh-my-word/testing so a
// bot's tests play through the same table and check the same laws as the engine's own.
export { omwInvariantViolations } from "./invariants";
export { OmwTable } from "./table";
