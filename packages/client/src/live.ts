// The live streams' message shapes, parsing and view-patch applier, alone: Zod-free, for the
// tables' hooks (the contract, `@wordhall/client/contract`, re-exports the same values).
export * from "@wordhall/api/live";
