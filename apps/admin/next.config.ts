import { sharedNextConfig } from "@wordhall/next-config";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

export default function config(phase: string): NextConfig {
  return sharedNextConfig({ development: phase === PHASE_DEVELOPMENT_SERVER });
}
