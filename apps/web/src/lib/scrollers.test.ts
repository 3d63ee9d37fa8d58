import { join } from "node:path";
import { readSource, sourceFiles } from "@wordhall/lint/source-files";
import { describe, expect, it } from "vitest";

// A box that scrolls sideways must be `relative`: screen-reader text (`sr-only`, absolutely
// positioned) inside it otherwise takes the page as its containing block, escapes the box's
// clipping and makes the whole page scroll sideways on a phone (seen on /leaderboards at
// 360 px). This lists every horizontal scroller of both apps.
const apps = new URL("../../../", import.meta.url).pathname;

/** The .tsx sources of `dir` (tests left out, and the layering test's short-lived probes). */
const sources = (dir: string) => sourceFiles(dir).filter((file) => file.endsWith(".tsx"));

describe("horizontal scrollers", () => {
  it("every overflow-x box in both apps contains its absolutely placed text", () => {
    const scrollers = ["web/src", "admin/src"].flatMap((d) =>
      sources(join(apps, d)).flatMap((file) =>
        [...readSource(file).matchAll(/className="([^"]*overflow-x-(?:auto|scroll)[^"]*)"/g)].map((m) => ({
          file: file.slice(apps.length),
          classes: m[1] ?? "",
        })),
      ),
    );
    expect(scrollers.length).toBeGreaterThan(5);
    expect(scrollers.filter((s) => !s.classes.split(/\s+/).includes("relative"))).toEqual([]);
  });
});
