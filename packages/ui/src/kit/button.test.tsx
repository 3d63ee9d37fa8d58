import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

/** The one element's class list, as a set. */
function classes(html: string): Set<string> {
  const found = html.match(/class="([^"]*)"/);
  return new Set((found?.[1] ?? "").split(" "));
}

describe("Button", () => {
  it("is a primary, medium button of type button unless told otherwise", () => {
    const html = renderToStaticMarkup(<Button>Go</Button>);
    expect(html).toMatch(/^<button type="button"/);
    const list = classes(html);
    expect(list.has("bg-brand-700")).toBe(true);
    expect(list.has("min-h-11")).toBe(true);
    expect(list.has("disabled:bg-stone-300")).toBe(true);
  });

  it.each([
    ["secondary", "border-stone-300"],
    ["ghost", "hover:bg-stone-200/70"],
    ["danger", "bg-red-700"],
    ["success", "bg-emerald-700"],
    ["link", "underline"],
    ["bright", "bg-white"],
    ["inverse", "border-white/40"],
  ] as const)("draws the %s variant with its own colours", (variant, mark) => {
    const list = classes(renderToStaticMarkup(<Button variant={variant}>Go</Button>));
    expect(list.has(mark)).toBe(true);
    expect(list.has("bg-brand-700")).toBe(false);
  });

  it.each([
    ["sm", "min-h-9"],
    ["md", "min-h-11"],
    ["lg", "min-h-12"],
  ] as const)("sizes %s to a target of %s", (size, mark) => {
    expect(classes(renderToStaticMarkup(<Button size={size}>Go</Button>)).has(mark)).toBe(true);
  });

  it("turns the focus ring white on a dark surface only", () => {
    const ring = "[--focus-ring:white]";
    expect(classes(renderToStaticMarkup(<Button>Go</Button>)).has(ring)).toBe(false);
    expect(classes(renderToStaticMarkup(<Button variant="bright">Go</Button>)).has(ring)).toBe(true);
    expect(classes(renderToStaticMarkup(<Button variant="inverse">Go</Button>)).has(ring)).toBe(true);
  });

  it("keeps a link's own size whatever size is asked", () => {
    const list = classes(renderToStaticMarkup(<Button variant="link">Dismiss</Button>));
    expect(list.has("min-h-8")).toBe(true);
    expect(list.has("min-h-11")).toBe(false);
  });

  it("while busy shows the busy label, is disabled and keeps its colours", () => {
    const html = renderToStaticMarkup(
      <Button busy busyLabel="Sending…">
        Send
      </Button>,
    );
    expect(html).toContain(">Sending…<");
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(classes(html).has("disabled:bg-stone-300")).toBe(false);
  });

  it("as a child gives its looks to a link, which stays a link", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="secondary" size="lg">
        <a href="/lobby" className="w-full">
          Lobby
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a /);
    expect(html).toContain('href="/lobby"');
    expect(html).not.toContain("type=");
    expect(html).not.toContain("<button");
    const list = classes(html);
    expect(list.has("border-stone-300")).toBe(true);
    expect(list.has("min-h-12")).toBe(true);
    expect(list.has("w-full")).toBe(true);
  });
});
