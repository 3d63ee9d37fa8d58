import type { Outputs } from "~/lib/api-types";

type Report = Outputs["admin"]["reports"]["list"]["items"][number];
export type ReportAction = "resolve" | "dismiss" | "unpublish_pack" | "suspend_user";

export type ActionChoice = { readonly action: ReportAction; readonly label: string };

/**
 * What a moderator may decide on an open report, in the order offered (the first is chosen
 * when the dialog opens). Every report can be resolved or dismissed. A pack report can also
 * unpublish the pack while it is public and suspend its author (as docs/moderation.md says:
 * a pack made to offend is its author's doing); a report about a person can suspend them.
 * Nobody already suspended is offered a second suspension (the server would refuse it).
 */
export function reportActions(report: Report): ActionChoice[] {
  const choices: ActionChoice[] = [
    { action: "resolve", label: "Resolve: dealt with" },
    { action: "dismiss", label: "Dismiss: nothing to do" },
  ];
  const target = report.target;
  if (target.kind === "pack") {
    if (target.pack.status === "approved")
      choices.push({ action: "unpublish_pack", label: "Unpublish the pack" });
    const author = target.pack.author;
    if (author && !author.suspended)
      choices.push({ action: "suspend_user", label: `Suspend the pack's author, ${author.name}` });
  } else if (!target.user.suspended) {
    choices.push({ action: "suspend_user", label: `Suspend ${target.user.name}` });
  }
  return choices;
}

/**
 * What the person a decision is about reads, if anything: an unpublished pack's author reads
 * the reason (so the dialog asks for it); a suspended person is told only that the account is
 * suspended (docs/moderation.md), so a suspension takes the note alone, like on their page.
 */
export const asksReasonForAuthor = (action: ReportAction | undefined) => action === "unpublish_pack";

/** What the dialog says a suspension does, beside the choice, so no one suspends by surprise. */
export function suspensionWarning(report: Report): string | null {
  const target = report.target;
  const name = target.kind === "pack" ? target.pack.author?.name : target.user.name;
  if (!name) return null;
  return `Suspending signs ${name} out everywhere and keeps them from signing in until a moderator restores the account. ${name} is told only that the account is suspended.`;
}

/** A closed report's decision in words: "the author suspended", "the pack unpublished". */
export function decisionText(report: Report, action: string): string {
  const pack = report.target.kind === "pack";
  switch (action) {
    case "dismiss":
      return "dismissed";
    case "resolve":
      return "dealt with";
    case "unpublish_pack":
      return "the pack unpublished";
    case "suspend_user":
      return pack ? "the pack's author suspended" : "the person suspended";
    default:
      return action.replaceAll("_", " ");
  }
}
