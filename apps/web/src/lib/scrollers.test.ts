import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A box that scrolls sideways must be `relative`: screen-reader text (`sr-only`, absolutely
// positioned) inside it otherwise takes the page as its containing block, escapes the box's
// clipping and makes the whole page scroll sideways on a phone (seen on /leaderboards at
// 360 px). This lists every horizontal scroller of both apps.
const apps = new URL("../../../", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" || name === ".next" ? [] : sources(path);
    return path.endsWith(".tsx") ? [path] : [];
  });
}

describe("horizontal scrollers", () => {
  it("every overflow-x box in both apps contains its absolutely placed text", () => {
    const scrollers = ["web/src", "admin/src"].flatMap((d) =>
      sources(join(apps, d)).flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/className="([^"]*overflow-x-(?:auto|scroll)[^"]*)"/g)].map(
          (m) => ({ file: file.slice(apps.length), classes: m[1] ?? "" }),
        ),
      ),
    );
    expect(scrollers.length).toBeGreaterThan(5);
    expect(scrollers.filter((s) => !s.classes.split(/\s+/).includes("relative"))).toEqual([]);
  });
});
