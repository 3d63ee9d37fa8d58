import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Alert } from "./alert";
import { Badge } from "./badge";
import { Card } from "./card";
import { PageTitle } from "./page-title";

describe("Card", () => {
  it("is a plain panel without a title", () => {
    const html = renderToStaticMarkup(<Card>Hello</Card>);
    expect(html).toMatch(/^<div class="rounded-2xl/);
    expect(html).not.toContain("aria-labelledby");
  });

  it("with a title is a section named by its heading, with the actions beside it", () => {
    const html = renderToStaticMarkup(
      <Card title="Open reports" id="reports" actions={<button type="button">Refresh</button>}>
        Body
      </Card>,
    );
    expect(html).toMatch(/^<section aria-labelledby="reports"/);
    expect(html).toContain('<h2 id="reports"');
    expect(html).toContain(">Open reports</h2><button");
    expect(html).toContain("Body");
  });

  it("names its section even without an id given", () => {
    const html = renderToStaticMarkup(<Card title="Seats">Body</Card>);
    const labelledBy = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}"`);
  });
});

describe("Badge", () => {
  it.each([
    ["neutral", "bg-stone-200"],
    ["brand", "bg-brand-100"],
    ["omw", "bg-omw-100"],
    ["buyword", "bg-buyword-100"],
    ["info", "bg-sky-100"],
    ["success", "bg-emerald-100"],
    ["warning", "bg-amber-100"],
    ["danger", "bg-red-100"],
  ] as const)("draws the %s tone", (tone, mark) => {
    const html = renderToStaticMarkup(<Badge tone={tone}>Open</Badge>);
    expect(html).toMatch(/^<span class="[^"]*rounded-full/);
    expect(html).toContain(mark);
  });
});

describe("Alert", () => {
  it.each([
    ["error", "alert"],
    ["warning", "alert"],
    ["info", "status"],
    ["success", "status"],
  ] as const)("announces %s as role=%s", (tone, role) => {
    const html = renderToStaticMarkup(
      <Alert tone={tone} title="Heads up">
        Text
      </Alert>,
    );
    expect(html).toContain(`role="${role}"`);
    expect(html).toContain('<p class="font-semibold">Heads up</p><div class="mt-1">Text</div>');
  });
});

describe("PageTitle", () => {
  it("is the page's one h1, with its lead and actions when given", () => {
    const bare = renderToStaticMarkup(<PageTitle>Users</PageTitle>);
    expect(bare.match(/<h1/g)).toHaveLength(1);
    expect(bare).toContain(">Users</h1>");
    expect(bare).not.toContain("<p");
    const full = renderToStaticMarkup(
      <PageTitle lead="Find a person." actions={<a href="/new">New</a>}>
        Users
      </PageTitle>,
    );
    expect(full).toContain("Find a person.</p>");
    expect(full).toContain('<div class="flex flex-wrap gap-2"><a href="/new">New</a></div>');
  });
});
