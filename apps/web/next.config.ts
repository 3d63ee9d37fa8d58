import { sharedNextConfig } from "@wordhall/next-config";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

export default function config(phase: string): NextConfig {
  return {
    ...sharedNextConfig({ development: phase === PHASE_DEVELOPMENT_SERVER }),
    // The React Compiler memoises the players' components and hooks, so a move re-renders
    // only what it changed (the tables' interaction latency). tooling/lint's
    // react-compiler.test.ts lists any component or hook it has to leave as written.
    reactCompiler: true,
  };
}
