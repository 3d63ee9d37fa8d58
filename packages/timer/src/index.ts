export * from "./countdown";
export * from "./decision-limit";
export * from "./hidden-countdown";
export * from "./lag-compensation";
export * from "./scheduling";
