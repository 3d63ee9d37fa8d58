export * from "./check-term";
export * from "./fold-term";
export * from "./important-part";
