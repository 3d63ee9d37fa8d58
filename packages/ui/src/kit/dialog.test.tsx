// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";
import { Dialog, DialogClose } from "./dialog";
import { byText, mount, press, settle } from "./dom-test";

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

function dialog(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role="dialog"]');
}

/** The text of the elements an aria-labelledby or aria-describedby attribute points at. */
function referenced(element: HTMLElement, attribute: string): string {
  const ids = (element.getAttribute(attribute) ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

async function openReportDialog(props: { dismissible?: boolean } = {}) {
  const shown = await mount(
    <Dialog
      title="Report Rita"
      description="Moderators read every report."
      trigger={<Button>Report</Button>}
      {...props}
    >
      <label>
        Details <input name="details" />
      </label>
      <DialogClose>
        <Button>Cancel</Button>
      </DialogClose>
    </Dialog>,
  );
  cleanup = shown.unmount;
  const trigger = byText("button", "Report");
  await settle(() => trigger.focus());
  await settle(() => trigger.click());
  return trigger;
}

describe("Dialog", () => {
  it("shows nothing until its trigger is pressed", async () => {
    cleanup = (
      await mount(
        <Dialog title="Hidden" trigger={<Button>Open</Button>}>
          Body
        </Dialog>,
      )
    ).unmount;
    expect(dialog()).toBeNull();
    expect(byText("button", "Open").getAttribute("aria-haspopup")).toBe("dialog");
  });

  it("is a modal named by its title and described by its description", async () => {
    await openReportDialog();
    const open = dialog();
    expect(open).not.toBeNull();
    if (!open) return;
    expect(referenced(open, "aria-labelledby")).toBe("Report Rita");
    expect(referenced(open, "aria-describedby")).toBe("Moderators read every report.");
    expect(open.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives the focus back to its trigger", async () => {
    const trigger = await openReportDialog();
    const open = dialog();
    if (!open) throw new Error("the dialog did not open");
    await settle(() => press(document.activeElement ?? open, "Escape"));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("closes from a button wrapped in DialogClose", async () => {
    await openReportDialog();
    await settle(() => byText("button", "Cancel").click());
    expect(dialog()).toBeNull();
  });

  it("stays open on Escape when not dismissible", async () => {
    await openReportDialog({ dismissible: false });
    await settle(() => press(document.activeElement ?? document.body, "Escape"));
    expect(dialog()).not.toBeNull();
  });

  it("as an alert is an alertdialog and keeps the focus a child took itself", async () => {
    cleanup = (
      await mount(
        <Dialog alert title="Remove side 2?" trigger={<Button>Remove side 2</Button>}>
          <Button variant="danger">Remove</Button>
          <DialogClose>
            <Button autoFocus>Keep it</Button>
          </DialogClose>
        </Dialog>,
      )
    ).unmount;
    await settle(() => byText("button", "Remove side 2").click());
    expect(document.querySelector('[role="alertdialog"]')).not.toBeNull();
    expect(dialog()).toBeNull();
    expect(document.activeElement?.textContent).toBe("Keep it");
  });

  it("points aria-describedby at nothing when it has no description", async () => {
    cleanup = (
      await mount(
        <Dialog open title="Table display" look="screen">
          Board
        </Dialog>,
      )
    ).unmount;
    const open = dialog();
    expect(open?.hasAttribute("aria-describedby")).toBe(false);
    expect(open && referenced(open, "aria-labelledby")).toBe("Table display");
  });
});
