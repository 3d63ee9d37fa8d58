import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "./source-files";

// Everything that moves on its own honours prefers-reduced-motion (docs/web.md, "Motion").
// Motion's springs do so in `features/live/motion.tsx`; the site's CSS cuts CSS animations
// and transitions, which an inline `transition` or `animation` style overrides; and each
// Tailwind animation or transform transition carries the reduced-motion variant. An ungated
// one is motion the player asked not to see, and one restarted on every render (the tension
// strip's inline glide was, twice a second) keeps the device drawing every frame.

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const PLACES = ["apps/web/src", "apps/admin/src", "packages/ui/src"];
/** The one place that animates through Motion, which reads the reduced-motion setting itself. */
const MOTION_HOME = "apps/web/src/features/live/motion.tsx";

/**
 * Class names and style properties in `text` that move without the reduced-motion variant:
 * class names are read from every string in the file, so a list kept in a constant counts too.
 */
export function ungatedMotion(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
    // A template's inner strings come along with it: quotes and braces are not part of a name.
    const classes = (match[1] ?? match[2] ?? "")
      .split(/\s+/)
      .map((name) => name.replace(/^[\W_]+|[^\w\]]+$/g, ""));
    const stopsWhenReduced = classes.includes("motion-reduce:animate-none");
    for (const name of classes) {
      const base = name.split(":").at(-1) ?? "";
      const gated = name.startsWith("motion-safe:") || name.startsWith("motion-reduce:");
      if (gated) continue;
      if (/^animate-(?!none$)[a-z-]+$/.test(base) && !stopsWhenReduced) found.push(name);
      if (/^transition-(all|transform)$/.test(base)) found.push(name);
    }
  }
  for (const match of text.matchAll(/\b(transition|animation)\s*:\s*["`]/g)) found.push(`style ${match[1]}`);
  return found;
}

describe("motion and reduced motion", () => {
  it("every animation and transform transition in the apps stops for reduced motion", () => {
    const offenders = PLACES.flatMap((place) =>
      sourceFiles(resolve(root, place))
        .filter((path) => relative(root, path) !== MOTION_HOME)
        .flatMap((path) => ungatedMotion(readSource(path)).map((what) => `${relative(root, path)}: ${what}`)),
    );
    expect(offenders).toEqual([]);
  });

  it("would notice each kind", () => {
    expect(ungatedMotion('<span className="animate-spin rounded-full" />')).toEqual(["animate-spin"]);
    expect(ungatedMotion('<div className="motion-safe:transition-transform h-1" />')).toEqual([]);
    expect(ungatedMotion('<div className="transition-transform duration-500" />')).toEqual([
      "transition-transform",
    ]);
    expect(ungatedMotion('<div className={cx(a, "h-1 transition-all")} />')).toEqual(["transition-all"]);
    expect(ungatedMotion('const spinner = "size-4 animate-spin";')).toEqual(["animate-spin"]);
    expect(ungatedMotion('<div style={{ transition: "transform 500ms linear" }} />')).toEqual([
      "style transition",
    ]);
    expect(ungatedMotion('<span className="animate-spin motion-reduce:animate-none" />')).toEqual([]);
    expect(ungatedMotion('<span className="motion-safe:animate-pulse" />')).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a source's text, read as such.
    expect(ungatedMotion('className={`size-4 ${on ? "animate-pulse bg-rose-400" : ""}`}')).toEqual([
      "animate-pulse",
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a source's text, read as such.
    expect(ungatedMotion('className={`size-4 ${on ? "motion-safe:animate-pulse" : ""}`}')).toEqual([]);
  });
});
