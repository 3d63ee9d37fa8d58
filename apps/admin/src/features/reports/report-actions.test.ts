import { describe, expect, it } from "vitest";
import { asksReasonForAuthor, decisionText, reportActions, suspensionWarning } from "./report-actions";

type Report = Parameters<typeof reportActions>[0];

const base = {
  id: "r1",
  status: "open",
  reason: "offensive",
  details: "",
  at: "2026-01-01T00:00:00.000Z",
  reporter: { id: "u-rep", name: "Rae" },
  openReportsOnTarget: 1,
  resolution: null,
} as const;

const packReport = (
  status: string,
  author: { suspended: boolean } | null = { suspended: false },
): Report => ({
  ...base,
  target: {
    kind: "pack",
    pack: {
      id: "p1",
      title: "Rude words",
      status,
      featured: false,
      author: author ? { id: "u-pat", name: "Pat", role: "player", ...author } : null,
    },
  },
});

const userReport = (suspended: boolean): Report => ({
  ...base,
  target: { kind: "user", user: { id: "u-oli", name: "Oli", role: "player", suspended } },
});

const actions = (report: Report) => reportActions(report).map((c) => c.action);

describe("what a moderator may decide on a report", () => {
  it("offers to suspend a pack's author from the pack's report, beside unpublishing it", () => {
    expect(reportActions(packReport("approved"))).toEqual([
      { action: "resolve", label: "Resolve: dealt with" },
      { action: "dismiss", label: "Dismiss: nothing to do" },
      { action: "unpublish_pack", label: "Unpublish the pack" },
      { action: "suspend_user", label: "Suspend the pack's author, Pat" },
    ]);
  });

  it("offers no unpublishing of a pack that is not public, and no second suspension", () => {
    expect(actions(packReport("unpublished"))).toEqual(["resolve", "dismiss", "suspend_user"]);
    expect(actions(packReport("approved", { suspended: true }))).toEqual([
      "resolve",
      "dismiss",
      "unpublish_pack",
    ]);
    expect(actions(packReport("unpublished", null))).toEqual(["resolve", "dismiss"]);
  });

  it("offers to suspend a reported person unless they already are", () => {
    expect(reportActions(userReport(false)).at(-1)).toEqual({ action: "suspend_user", label: "Suspend Oli" });
    expect(actions(userReport(true))).toEqual(["resolve", "dismiss"]);
  });

  it("asks for a reason the author reads only when unpublishing, and warns who a suspension hits", () => {
    expect(asksReasonForAuthor("unpublish_pack")).toBe(true);
    expect(asksReasonForAuthor("suspend_user")).toBe(false);
    expect(suspensionWarning(packReport("approved"))).toMatch(/^Suspending signs Pat out everywhere/);
    expect(suspensionWarning(userReport(false))).toContain("Oli is told only that the account is suspended.");
    expect(suspensionWarning(packReport("approved", null))).toBeNull();
  });
});

describe("a closed report's decision", () => {
  it("says whom a suspension hit", () => {
    expect(decisionText(packReport("approved"), "suspend_user")).toBe("the pack's author suspended");
    expect(decisionText(userReport(true), "suspend_user")).toBe("the person suspended");
    expect(decisionText(packReport("unpublished"), "unpublish_pack")).toBe("the pack unpublished");
    expect(decisionText(userReport(false), "dismiss")).toBe("dismissed");
  });
});
