export * from "./core/context";
export * from "./core/game-module";
export * from "./core/game-record";
export * from "./core/result";
export * from "./core/rng";
export * from "./games";
export * from "./oh-my-word/index";
export * from "./replay/replay-record";
