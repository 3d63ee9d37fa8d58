// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { byText, mount, press, settle } from "./dom-test";
import { Tabs } from "./tabs";

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

const tabs = [
  { id: "chat", label: "Chat", panel: <input aria-label="Message" /> },
  { id: "people", label: "People", panel: <p>Ana, Bo</p> },
  { id: "invite", label: "Invite", panel: <p>The link</p> },
];

function selected(): string | undefined {
  return document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? undefined;
}

/** The panels not chosen, by their tab's label. */
function hiddenPanels(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
    .filter((p) => p.dataset.state === "inactive" && p.className.includes("data-[state=inactive]:hidden"))
    .map((p) => document.getElementById(p.getAttribute("aria-labelledby") ?? "")?.textContent ?? "");
}

describe("Tabs", () => {
  it("is a labelled tablist whose first tab is chosen, every panel mounted", async () => {
    cleanup = (await mount(<Tabs tabs={tabs} label="Room" />)).unmount;
    expect(document.querySelector('[role="tablist"]')?.getAttribute("aria-label")).toBe("Room");
    expect(selected()).toBe("Chat");
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    expect(hiddenPanels()).toEqual(["People", "Invite"]);
  });

  it("moves with the arrow keys (round the ends), Home and End, choosing as it goes", async () => {
    cleanup = (await mount(<Tabs tabs={tabs} label="Room" />)).unmount;
    const chat = byText('[role="tab"]', "Chat");
    await settle(() => chat.focus());
    await settle(() => press(chat, "ArrowRight"));
    expect(selected()).toBe("People");
    expect(document.activeElement?.textContent).toBe("People");
    await settle(() => press(document.activeElement ?? chat, "End"));
    expect(selected()).toBe("Invite");
    await settle(() => press(document.activeElement ?? chat, "ArrowRight"));
    expect(selected()).toBe("Chat");
    await settle(() => press(document.activeElement ?? chat, "ArrowLeft"));
    expect(selected()).toBe("Invite");
    await settle(() => press(document.activeElement ?? chat, "Home"));
    expect(selected()).toBe("Chat");
  });

  it("keeps what was typed in a panel while another is shown", async () => {
    cleanup = (await mount(<Tabs tabs={tabs} label="Room" />)).unmount;
    const field = document.querySelector<HTMLInputElement>('input[aria-label="Message"]');
    if (!field) throw new Error("no message field");
    field.value = "hello";
    const people = byText('[role="tab"]', "People");
    await settle(() => {
      people.focus();
      people.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, button: 0 }));
    });
    expect(selected()).toBe("People");
    expect(hiddenPanels()).toEqual(["Chat", "Invite"]);
    expect(document.querySelector<HTMLInputElement>('input[aria-label="Message"]')).toBe(field);
    expect(field.value).toBe("hello");
  });
});
