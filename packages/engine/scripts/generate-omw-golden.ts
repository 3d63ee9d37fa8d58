// Writes the Oh My Word golden records: `pnpm --filter @wordhall/engine exec tsx src/oh-my-word/golden/generate.ts`.
// Each scenario searches seeds in a fixed order until its game shows the features it is
// meant to pin down, so running this again writes the same files (unless the rules changed,
// in which case bump OMW_ENGINE_VERSION and review the diff).
import { writeFileSync } from "node:fs";
import { ohMyWord } from "../module";
import { GOLDEN_SCENARIOS } from "./scenarios";
import { playScripted } from "./scripted-play";

const here = new URL(".", import.meta.url);
for (const scenario of GOLDEN_SCENARIOS) {
  let found = false;
  for (let i = 0; i < 500 && !found; i++) {
    const table = playScripted(scenario.config, `${scenario.name}-${i}`, scenario.policy);
    if (!scenario.shows(table.events.flat(), table.state, table.record)) continue;
    found = true;
    const expected = { view: ohMyWord.view(table.state, null), result: ohMyWord.result(table.state) };
    writeFileSync(
      new URL(`${scenario.name}.record.json`, here),
      `${JSON.stringify(table.record, null, 1)}\n`,
    );
    writeFileSync(new URL(`${scenario.name}.expected.json`, here), `${JSON.stringify(expected, null, 1)}\n`);
    process.stdout.write(
      `${scenario.name}: seed ${table.record.seed}, ${table.record.actions.length} actions\n`,
    );
  }
  if (!found) throw new Error(`no seed shows the features of ${scenario.name}`);
}
