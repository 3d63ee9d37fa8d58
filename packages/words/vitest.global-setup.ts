import { buildLexicons } from "./scripts/build-lexicons";

export default function setup(): void {
  buildLexicons({ ifStale: true });
}
