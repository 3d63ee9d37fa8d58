// Helpers for the browser tests of the players' app: people (one browser context each),
// rooms, and screenshots. They drive the real pages as a person would; see docs/web.md for
// the pages and labels they rely on.
export * from "./a11y";
export * from "./accounts";
export * from "./admin";
export * from "./hydration";
export * from "./layout-shift";
export * from "./motion";
export * from "./packs";
export * from "./rooms";
export * from "./screens";
export * from "./trpc";
